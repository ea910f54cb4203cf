"""Flag Race, the tests' own game: registered by the tests only, played in the
window by clicks to its end, its bots and its recorded tutorial. (Every
generic test runs it too, beside the shipped games.)"""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

from locations import ROOT

from game.ai import make_bot
from game.core.registry import all_games, get
from game.sim import bot_setup, play_out

GAME = "flag-race"


def test_the_tests_register_it_and_the_program_never_does():
    assert GAME in [g.id for g in all_games()]
    r = subprocess.run([sys.executable, "main.py", "games"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert "Ski the Mountain" in r.stdout and "Flag Race" not in r.stdout and GAME not in r.stdout


def test_the_normal_bot_takes_the_last_flag_from_a_winning_start():
    """21 flags: the first to take leaves 20 (a multiple of four) and wins, whatever the other does."""
    info = get(GAME)
    for seed in range(6):
        state = info.new_game(bot_setup(info, 2, seed, ["normal", "random"]))
        first = state.current_player()
        bots = [make_bot("normal" if i == first else "random", seed + i) for i in range(2)]
        play_out(state, bots)
        assert state.winners() == [first]


def test_a_whole_race_clicked_through_to_the_results(app):
    from ui_driver import hotseat_table

    from game.scenes.results import ResultsScene
    play = hotseat_table(app, GAME, seed=4)
    assert play.state.num_seats == 2 and play.seats.handoff_to is None        # nothing hidden: no veil
    moves = 0
    while not play.state.is_over():
        cur = play.state.current_player()
        assert play.seats.viewer == cur
        if play.seats.recap is not None:                    # what the other did: Got it first
            play.seats.close_recap()
        lit = play.frame.lit_rects()
        legal = play.state.legal_actions(cur)
        assert len(lit) == 2 * len(legal)             # a lit flag and a lit chip for each take
        before = len(play.state.action_log)
        play.layers.click_through(legal[moves % len(legal)])
        assert len(play.state.action_log) == before + 1, play.status
        assert len(play.motions.tweens) == play.state.action_log[-1].count     # each flag glides home on its own
        moves += 1
        for _ in range(60):
            play.update(0.05)
            app.draw_frame(play)
    for _ in range(5):
        play.update(0.05)
    assert isinstance(app.scene, ResultsScene)
    app.draw_frame(app.scene, full=True)


def test_its_tutorial_record_is_what_the_tutorial_plays_today():
    """How its tutorial is recorded: tools/record_tutorial.py, run where the
    tests' own game is registered (``main(["flag-race"])`` writes the record)."""
    spec = importlib.util.spec_from_file_location("record_tutorial", os.path.join(ROOT, "tools", "record_tutorial.py"))
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main([GAME, "--check"]) == 0


def test_its_screen_is_declared_and_drawn_by_the_generic_scene(app):
    """Flag Race writes no play scene: its ``ui.py`` declares the board (pieces,
    glides, panel rows) and the generic ``DeclaredScene`` draws it; of one take,
    the flags already home are drawn at home in the taker's colour while the
    next glides, and a click on a lit flag takes."""
    from ui_driver import hotseat_table

    from game.scenes.declared import DeclaredScene
    from tiny_game.art import HOME_H, flag_rgb
    ui = get(GAME).screens()
    assert ui.scene is DeclaredScene and ui.board is not None
    play = hotseat_table(app, GAME, seed=4)
    assert type(play) is DeclaredScene
    cur = play.state.current_player()
    three = next(a for a in play.state.legal_actions(cur) if a.count == 3)
    pile = play.state.pile
    play.layers.click_through(three)
    assert len(play.motions.tweens) == 3                # each flag glides on its own
    for _ in range(400):                                 # the first flag home, the second on its way
        if len(play.motions.tweens) == 2:
            break
        play.update(0.01)
    landed = play._landed()
    assert list(landed) == [("pile", pile - 1)]          # the top flag first
    app.draw_frame(play, full=True)
    cx, cy = play.to_screen(landed[("pile", pile - 1)].points[-1])
    h = HOME_H * play.scale
    cloth = (round(cx - 0.3 * h + 0.15 * h), round(cy - h / 2 + 0.2 * h))
    assert tuple(app.screen.get_at(cloth))[:3] == flag_rgb(play.state.setup.seats[cur].colour)
