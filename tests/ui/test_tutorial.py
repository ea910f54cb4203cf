"""The tutorials in the window: clicked through, left, played on, offered."""
from __future__ import annotations

import os

import pygame
import pytest
from ui_driver import click, press  # noqa: E402

from game.core.interaction import Key
from game.core.registry import all_games

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_smoke_clicks_each_tutorial_through_to_its_farewell(gid, monkeypatch, tmp_path, capsys):
    from game import paths
    from game.smoke import run_tutorial_smoke
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))
    assert run_tutorial_smoke(gid, seconds=120, verbose=False) == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "farewell reached" in out and "never came up" not in out


def _tutorial(app, gid="ski"):
    from game.scenes.table import tutorial_scene
    app.speed = 50.0
    play = tutorial_scene(app, gid)
    app.switch(play)
    return play


def _frames(app, n=3):
    for _ in range(n):
        app.scene.update(1 / 30)
        app.draw_frame(app.scene)


def test_the_coach_waits_for_next_lights_the_move_and_refuses_other_kinds(app):
    play = _tutorial(app)
    box = play.coach
    _frames(app)
    assert box.modal() and "next" in box.places and "leave" in box.places
    # while the coach explains, the board waits: a click on a town does nothing
    town = play.state.c.board.by_name["Puilent"]
    click(app, play.to_screen(play.spot_xy(town)))
    assert play.state.phase == "start" and play.state.pos[0] is None
    while box.modal():
        click(app, box.places["next"].center)
        _frames(app)
    assert box.coach.step.do == ("choose_start",)
    move = box.pick()
    assert play.hints.now() is not None and play.hints.now().move == move, "the coach's move is lit like a hint"
    assert play.hints.rects() and not any(box.box.colliderect(r) for r in play.hints.rects())
    play.layers.click_through(move)
    _frames(app)
    assert play.state.pos[0] == move.town and box.coach.at == 3
    # the next step asks for cards: skiing... is not possible from a town; ending the day is refused
    while play.state.current_player() != 0 or play.motions.tweens:
        _frames(app)
    from game.games.ski.rules.actions import EndDay
    if any(isinstance(a, EndDay) for a in play.state.legal_actions(0)):
        assert not play.act(EndDay(0))
        assert "tutorial asks for the lit move" in play.status and box.coach.refused == 1
    # no taking back during the tutorial
    play.take_back()
    assert "off during the tutorial" in play.status


def test_leaving_the_tutorial_keeps_the_players_own_game_in_the_autosave(app):
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.saves import save_game
    from game.scenes.title import TitleScene
    info = get("grand-prix")
    own = info.new_game(Setup(info.id, tuple(SeatSetup(n, info.colours[i]) for i, n in enumerate("ABC")), seed=5))
    own.apply(own.legal_actions(own.current_player())[0])
    os.makedirs(os.path.dirname(app.autosave), exist_ok=True)
    save_game(own, app.autosave, "autosave", 12.0)
    with open(app.autosave, "rb") as f:
        before = f.read()
    play = _tutorial(app)
    box = play.coach
    _frames(app)
    while box.modal():
        click(app, box.places["next"].center)
        _frames(app)
    play.layers.click_through(box.pick())
    _frames(app, 10)
    click(app, box.places["leave"].center)
    assert isinstance(app.scene, TitleScene) and app.game is None
    with open(app.autosave, "rb") as f:
        assert f.read() == before, "the player's own game is untouched"
    assert not os.path.exists(os.path.join(os.path.dirname(app.autosave), "saves")), "nothing was kept as a save"
    assert "Himalaya Grand Prix" in (app.scene.resume or ""), "Continue still offers the player's own game"


def test_play_on_after_the_farewell_makes_it_an_ordinary_autosaved_game(app):
    play = _tutorial(app)
    box = play.coach
    for _ in range(3000):
        _frames(app, 1)
        if box.coach.finished and box.ready() and "play_on" in box.places:
            break
        if box.modal() and "next" in box.places:
            click(app, box.places["next"].center)
        elif box.ready() and box.coach.step is not None and box.pick() is not None:
            play.layers.click_through(box.pick())
    assert box.coach.finished and not box.coach.passed_over
    # the bots wait for the learner's choice
    held = len(play.state.action_log)
    _frames(app, 20)
    assert len(play.state.action_log) == held and not os.path.exists(app.autosave)
    click(app, box.places["play_on"].center)
    assert box.released and os.path.exists(app.autosave)
    for _ in range(200):
        _frames(app, 1)
        if len(play.state.action_log) > held:
            break
    assert len(play.state.action_log) > held, "the bots play on"


def test_the_title_offers_the_tutorial_once_to_a_first_time_player(app, tmp_path, monkeypatch):
    from game import settings as st
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    app.switch(TitleScene(app))
    assert app.scene.offer is None                      # not a first-time window
    app.offer_tutorial = True
    app.switch(TitleScene(app))
    keys = [b.key for b in app.scene.menu.buttons]
    assert "no_thanks" in keys and keys.count("learn") == 2
    no = next(b for b in app.scene.menu.buttons if b.key == "no_thanks")
    press(app, no)
    assert app.scene.offer is None and not app.offer_tutorial
    assert st.load(str(tmp_path / "settings.json")).tutorial_offered
    # Learn to play is still on the menu, for the game chosen
    app.chosen_game = "ski"
    learn = next(b for b in app.scene.menu.buttons if b.key == "learn")
    press(app, learn)
    assert app.scene.coach is not None and app.scene.state.game_id == "ski"


def test_a_tutorial_left_open_is_continued_from_the_title(app):
    from game.scenes.title import TitleScene
    play = _tutorial(app)
    _frames(app)
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))   # the in-game menu
    app.switch(TitleScene(app))
    assert app.game is play
    cont = next(b for b in app.scene.menu.buttons if b.key == "continue")
    press(app, cont)
    assert app.scene is play and play.coach is not None


def test_chemin_lights_the_roll_button_the_empty_place_and_the_end_of_a_hike_clear_of_the_coach(app):
    """Chemin Montagneux's lit moves show where a learner clicks: Roll's button on
    the panel, the empty place an extend lays its tile in (before its die is
    picked), a hike's pawn and the place it ends on; the coach's box keeps clear."""
    play = _tutorial(app, "chemin-montagneux")
    box = play.coach
    seen: dict[str, object] = {}
    for _ in range(3000):
        _frames(app, 1)
        step = box.coach.step
        if step is None or {"roll", "extend", "hike"} <= set(seen):
            break
        if box.modal() and "next" in box.places:
            click(app, box.places["next"].center)
        elif box.ready() and step.do and box.pick() is not None:
            move = box.pick()
            assert play.hints.now() is not None and play.hints.now().move == move
            if move.kind == "roll":
                assert play.hints.now().keys == {Key("button", "roll")} and play.frame.outline(Key("button", "roll")) == [play._buttons["roll"].rect]
            else:
                assert play.hints.rects() and not any(box.box.colliderect(r) for r in play.hints.rects())
            if move.kind == "hike":
                assert {Key("pawn", move.pawn), Key("place", move.path[-1])} <= play.hints.now().places
            if move.kind == "extend":                   # its die first, then the empty place the tile fills
                assert Key("die", "C") in play.hints.now().keys and Key("cell", move.cell) in play.hints.now().places
                assert move.cell not in play.state.board and play.frame.outline(Key("cell", move.cell))
            seen.setdefault(move.kind, move)
            play.layers.click_through(move)
    assert {"roll", "extend", "hike"} <= set(seen) and not box.coach.refused


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("moves", ["not json", "[1, 2]", '[{"type": "nonsense"}]', '{"a": 1}', "[[[]]]"])
def test_smoke_with_a_broken_moves_file_says_so_in_one_line(gid, moves, monkeypatch, tmp_path, capsys):
    """``smoke --tutorial`` with a broken recorded game: one line naming the file, exit 1."""
    import shutil

    from game import paths
    from game.cli import main
    from game.core.registry import get
    info = get(gid)
    real = paths.resource
    tutorial = real(*info.tutorial.split("/"))
    copy = tmp_path / "tutorial"
    shutil.copytree(os.path.dirname(tutorial), copy)
    moves_file = next(n for n in os.listdir(copy) if n.endswith(".json"))
    (copy / moves_file).write_text(moves, encoding="utf-8")
    monkeypatch.setattr(paths, "resource",
                        lambda *parts: str(copy / parts[-1]) if "/".join(parts) == info.tutorial else real(*parts))
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))
    assert main(["smoke", "--tutorial", "--game", gid]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("smoke: ") and moves_file in err and "\n" not in err and "Traceback" not in err


@pytest.mark.parametrize("scale", [100, 150])
def test_the_coach_box_never_stands_over_the_landscape_it_talks_about(make_app, scale):
    """Chemin Montagneux's camera fits the landscape into the part of the board the
    coach box leaves free (a play-test at 150% found the box over the places to click)."""
    from game.settings import Settings
    app = make_app(settings=Settings(scale=scale))
    play = _tutorial(app, "chemin-montagneux")
    box = play.coach
    for _ in range(12):
        _frames(app, 4)
        assert box.box is not None
        lit = play.frame.lit_rects() + play.hints.rects()
        assert not any(box.box.colliderect(r) for r in lit), (box.coach.at, box.box, lit)
        # the view is the free part of the board: every pawn is drawn clear of the box
        for p in play.presented.pawns:
            drawn = play.frame.outline(Key("pawn", p))
            assert drawn and not any(box.box.colliderect(r) for r in drawn), (box.coach.at, p, drawn, box.box)
        if not box.modal():
            break
        click(app, box.places["next"].center)
    assert not box.modal(), "the tutorial never came to a move"
