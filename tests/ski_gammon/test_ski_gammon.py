"""Ski Gammon beyond its scenarios: the content and its one-line errors, the
board in Tiled, options picked from a list at setup, and bot games that end."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pygame
import pytest
from locations import ROOT

from game.ai import make_bot
from game.core.interaction import Key
from game.core.protocol import ContentError, SeatSetup, Setup
from game.core.registry import get
from game.games.ski_gammon import default_content
from game.games.ski_gammon.rules.content import load_content
from game.games.ski_gammon.rules.state import SGState
from game.sim import bot_setup, play_out

CONFIG = os.path.join(ROOT, "config", "ski_gammon")
MAP = os.path.join(ROOT, "maps", "ski_gammon.tmx")


def test_the_shipped_content_matches_the_rulebook():
    c = default_content()
    assert c.lift_top == 12 and c.branch == {5: "boomer"}
    assert {"sugarloaf", "edelweiss", "boomer"} <= set(c.trails) and len(c.trails) >= 4
    assert len({t.length for t in c.trails.values()}) == len(c.trails)          # all of different lengths
    assert len({t.payout for t in c.trails.values()}) == len(c.trails)          # and payouts
    assert c.cutoffs == {("sugarloaf", 7): ("edelweiss", 10)}
    assert c.trails["sugarloaf"].colours[6] == "white" and c.trails["edelweiss"].colours[9] == "white"
    for pack in (c.sitzmark, c.apres, c.conditions):
        assert 16 <= len(pack) <= 30
    assert c.n("start_groschen") == 40 and c.n("pass_fee") == 15 and c.n("fall_fee") == 5
    assert c.n("condition_price") == 10 and c.n("hand_limit") == 3 and c.n("throw_after") == 2
    prices = {k: (it.base, it.away) for k, it in c.items.items()}
    assert prices["skis"] == (20, 30) and all(p == (10, 20) for k, p in prices.items() if k != "skis")
    assert set(c.items) == {"skis", "poles", "wax", "thermals", "goggles", "flask"}
    assert c.conditions[c.start_condition].name == "Excellent Conditions"
    # every effect the rulebook mentions is on some card
    cards = c.sitzmark + c.apres
    for effect in ("lose_turns", "move", "summit", "ski", "pay", "collect", "lose", "half_run"):
        assert any(getattr(x, effect) for x in cards), effect
    assert any(x.move < 0 for x in cards) and any(x.move > 0 for x in cards)
    for effect in ("closed", "needs", "rain", "lift", "trails", "stop"):
        assert any(getattr(x, effect) for x in c.conditions), effect
    # the sipping lines are flavour only, and never the whole of a card
    assert any(x.sip for x in cards) and all(x.text for x in cards)


def test_the_map_opens_in_tiled_and_validates(tmp_path):
    r = subprocess.run([sys.executable, "main.py", "validate-map", MAP, "--game", "ski-gammon"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and "good" in r.stdout, r.stdout + r.stderr
    tiled = shutil.which("tiled")
    if tiled is None:
        return                  # the editor is not on every machine; the check above still ran
    out = tmp_path / "ski_gammon.json"
    r = subprocess.run([tiled, "--export-map", MAP, str(out)], capture_output=True, text=True,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert r.returncode == 0 and out.stat().st_size > 1000


def _broken_map(tmp_path, old: str, new: str) -> str:
    with open(MAP, encoding="utf-8") as f:
        text = f.read()
    assert old in text
    path = tmp_path / "broken.tmx"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("old,new,words", [
    ('name="lift 3" type="lift"', 'name="lift 3" type="lift_x"', "objects of class 'lift' only"),
    ('<property name="number" type="int" value="3"/>\n   </properties>\n  </object>\n  <object id="4"',
     '<property name="number" type="int" value="30"/>\n   </properties>\n  </object>\n  <object id="4"',
     "the lift has no space 3"),
    ('<property name="colour" type="string" value="yellow"/>',
     '<property name="colour" type="string" value="white"/>', "yellow square"),
    ('value="edelweiss/10"', 'value="edelweiss/99"', "cutoff 'edelweiss/99'"),
    ('name="Ski Shoppe" type="shoppe"', 'name="Ski Shoppe" type="shop"', "a place is one of"),
    ('<property name="trail" type="string" value="boomer"/>',
     '<property name="trail" type="string" value="bumper"/>', "'trail' is 'bumper'"),
])
def test_a_broken_board_is_refused_in_one_line(tmp_path, old, new, words):
    path = _broken_map(tmp_path, old, new)
    with pytest.raises(ContentError) as e:
        load_content(CONFIG, path)
    msg = str(e.value)
    assert words in msg and "broken.tmx" in msg and "\n" not in msg


def _broken_config(tmp_path, name: str, old: str, new: str) -> str:
    folder = tmp_path / "cfg"
    shutil.copytree(CONFIG, folder)
    p = folder / name
    text = p.read_text(encoding="utf-8")
    assert old in text
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("name,old,new,words", [
    ("game.yaml", "start_groschen: 40", "start_groschen: -5", "start_groschen: must be at least 0"),
    ("game.yaml", "{id: wax, name: wax, base: 10", "{id: wax, name: wax, base: many", "expected a whole number"),
    ("cards.yaml", "move: -3}", "move: -30}", "must be at least -12"),
    ("cards.yaml", "lose: poles}", "lose: sledge}", "unknown value 'sledge'"),
    ("cards.yaml", "summit: true, ski: edelweiss}", "ski: edelweiss}", "'ski' needs 'summit: true'"),
    ("cards.yaml", "closed: [boomer, gelandesprung]", "closed: [boomer, downhill]", "unknown value 'downhill'"),
    ("cards.yaml", "lose_turns: 1}", "lose_turns: 1, fly: true}", "unknown key 'fly'"),
])
def test_a_broken_config_is_refused_in_one_line(tmp_path, name, old, new, words):
    folder = _broken_config(tmp_path, name, old, new)
    with pytest.raises(ContentError) as e:
        load_content(folder, MAP)
    msg = str(e.value)
    assert words in msg and name in msg and "\n" not in msg


def test_options_picked_from_a_list_are_checked():
    info = get("ski-gammon")
    seats = (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue"))
    ok = Setup("ski-gammon", seats, options={"target": 300, "rounds": 20, "sipping": True})
    assert info.check_setup(ok) is None
    s = info.new_game(ok)
    assert isinstance(s, SGState) and (s.target, s.limit, s.sipping) == (300, 20, True)
    for bad, words in (({"target": 250}, "not one of 200, 300, 400, 500"), ({"rounds": True}, "not one of"),
                       ({"sipping": 3}, "not yes or no")):
        assert words in (info.check_setup(Setup("ski-gammon", seats, options=bad)) or "")
    default = info.new_game(Setup("ski-gammon", seats))
    assert (default.target, default.limit, default.sipping) == (200, 0, False)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bot_games_end_with_a_winner(players):
    info = get("ski-gammon")
    kinds = ["normal", "easy"] * 3
    for seed in range(3):
        s = info.new_game(bot_setup(info, players, seed, kinds[:players]))
        play_out(s, [make_bot(k, seed * 7 + i) for i, k in enumerate(kinds[:players])])
        assert s.is_over() and s.ended in ("target", "last", "stopped", "rounds")
        assert s.winners() and all(v == t for v, t in s.census().values())


def test_the_setup_screen_offers_the_target_and_the_time_limit(app):
    from ui_driver import press

    from game.scenes.setup import SetupScene
    setup = SetupScene(app, seats=2, game="ski-gammon")
    app.switch(setup)
    assert "Win at: 200 Groschen" in setup.option_buttons["target"].text
    assert "Round limit: none" in setup.option_buttons["rounds"].text
    assert "Clock: none" in setup.option_buttons["minutes"].text
    press(app, setup.option_buttons["target"])
    press(app, setup.option_buttons["rounds"])
    press(app, setup.option_buttons["rounds"])
    press(app, setup.option_buttons["minutes"])
    assert "300" in setup.option_buttons["target"].text and "20 rounds" in setup.option_buttons["rounds"].text
    assert "30 minutes" in setup.option_buttons["minutes"].text
    made = setup.setup()
    assert made is not None and made.options == {"target": 300, "rounds": 20, "minutes": 30}
    assert get("ski-gammon").check_setup(made) is None
    press(app, setup.option_buttons["target"])
    press(app, setup.option_buttons["target"])
    press(app, setup.option_buttons["target"])
    assert "120 Groschen (a short game)" in setup.option_buttons["target"].text     # the short game, last
    press(app, setup.option_buttons["target"])                                        # round and round: the first
    assert "200" in setup.option_buttons["target"].text


def test_the_first_player_is_who_won_the_roll_for_the_start():
    """The balance lab counts turn positions from the skier who really began."""
    from game.games.ski_gammon.rules.actions import Roll
    info = get("ski-gammon")
    s = info.new_game(Setup("ski-gammon", (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue"),
                                           SeatSetup("Cat", "green")), first_player=0))
    for seat, dice in ((0, (1, 2)), (1, (6, 6)), (2, (3, 3))):
        s.apply(Roll(seat, dice))
    assert s.phase == "turn" and s.turn == 1 and s.first_player() == 1 and s.setup.first_player == 0


def test_the_clock_runs_while_playing_calls_time_and_is_saved(app, make_app):
    """A game with a clock: the table counts the play time (not the pause menu's),
    calls time once it is up, and a save carries the time over."""
    import json

    from ui_driver import press

    from game import saves
    from game.games.ski_gammon.scene import SkiGammonScene
    from game.scenes.title import TitleScene
    setup = Setup("ski-gammon", (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue")), seed=3,
                  options={"minutes": 30})
    play = SkiGammonScene(app, setup)
    app.switch(play)
    assert play.clock.text() == "Clock: 30:00 left"
    play.clock.played = 30 * 60 - 2.0
    play.update(1.0)
    assert not play.state.time_called and play.clock.text() == "Clock: 0:01 left"
    play.update(1.5)
    assert play.state.time_called and play.clock.text() == "Time is up: this round is the last"
    assert any("30 minutes are up" in line for line in play.log)
    play.update(5.0)
    assert [a.kind for a in play.state.action_log].count("time_up") == 1      # called once
    play.files.autosave()
    with open(app.autosave, encoding="utf-8") as f:
        assert json.load(f)["played_seconds"] == int(play.clock.played) >= 30 * 60
    state, played = saves.load_save(app.autosave)
    assert played == int(play.clock.played) and state.state_hash() == play.state.state_hash()
    pygame.quit()
    app2 = make_app()
    app2.switch(TitleScene(app2))
    press(app2, next(b for b, k in app2.scene.buttons.items() if k == "continue"))
    assert isinstance(app2.scene, SkiGammonScene) and app2.scene.clock.played == int(play.clock.played)


def test_without_a_clock_no_time_is_called(app):
    from game.games.ski_gammon.scene import SkiGammonScene
    play = SkiGammonScene(app, Setup("ski-gammon", (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue")), seed=3))
    app.switch(play)
    play.update(10 * 3600.0)
    assert play.clock.text() is None and not play.state.time_called and play.clock.played >= 10 * 3600


def test_the_hint_outlines_the_roll_button_and_keeps_the_coach_clear_of_a_trail(app):
    """A hinted (or the tutorial's lit) roll is outlined round the Roll button;
    a hinted trail's first space is where the coach's box must not go."""
    from game.games.ski_gammon.rules.actions import ChooseTrail, Roll
    from game.games.ski_gammon.scene import SkiGammonScene
    from game.scenes.table import HINT_RGB
    play = SkiGammonScene(app, Setup("ski-gammon", (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue", "easy")), seed=3))
    app.switch(play)
    places = play.hints.places(Roll(0))
    assert places == {Key("button", "roll")}                       # the one click that makes it: Roll
    play.hints.light(Roll(0), places, places)
    play.redraw()
    app.draw_frame(play)
    button = play.button("roll").rect
    assert play.frame.outline(Key("button", "roll")) == [button]
    u = app.px
    edge = (button.centerx, button.top - u(7) + 1)       # the outline, just above the button
    assert any(tuple(app.screen.get_at((edge[0], edge[1] + dy)))[:3] == HINT_RGB for dy in range(-2, 3))
    assert not any(r.colliderect(play.frame.board_rect) for r in play.hints.rects())   # nothing on the board
    places = play.hints.places(ChooseTrail(0, "sugarloaf"))
    play.hints.light(ChooseTrail(0, "sugarloaf"), places, places)
    (r,) = play.hints.rects()
    first = play.screen_rect(play.renderer.space_rect("sugarloaf", 1))
    assert play.frame.outline(Key("space", "sugarloaf/1")) == [first] and r.contains(first) and play.frame.board_rect.collidepoint(r.center)


def test_a_save_made_under_the_first_rules_loads_and_goes_on_under_them(tmp_path):
    """A game saved before the rule changes (a skier who lands on another did not
    fall...) replays under the first rules when today's do not reach its position."""
    import json

    from game import saves
    from game.core.protocol import dict_hash
    from game.core.rng import Rng
    info = get("ski-gammon")
    seats = (SeatSetup("Ann", "red"), SeatSetup("Ben", "blue"), SeatSetup("Cat", "green"))
    old = info.new_game(Setup("ski-gammon", seats, seed=4, options={"first_rules": True}))
    rng = Rng(4)
    fell = False
    while not fell and not old.is_over():        # play until a skier lands on another
        seat = old.current_player()
        assert seat is not None
        legal = old.legal_actions(seat)
        quiet = [a for a in legal if a.kind in ("roll", "trail", "branch", "wait", "answer", "sell")] or legal
        fell = any(e.kind == "fall" for e in old.apply(quiet[rng.below(len(quiet))]))
    assert fell
    d = saves.save_data(old)
    d["setup"]["options"].pop("first_rules", None)   # as the program of the first rules wrote it (format 2):
    d["save_version"] = 2                           # no rules named (format 5 names them)
    del d["rules"]
    body = old.to_dict()
    body.get("setup", {}).get("options", {}).pop("first_rules", None)
    d["state_hash"] = dict_hash(body)
    path = tmp_path / "first.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    today = saves._replay(info, Setup("ski-gammon", seats, seed=4), d["actions"], "x")
    assert today.state_hash() != d["state_hash"]          # today's rules reach another position
    loaded = saves.load_game(str(path))
    assert loaded.setup.options.get("first_rules") is True and loaded.groschen == old.groschen


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (6, {}), (3, {"second_rules": True})])
def test_the_buys_out_of_turn_are_found_at_once_as_the_checks_find_them(players, options):
    """``legal_actions`` lists a skier's buys without asking ``why_illegal`` of
    each: at every position of seeded games, for every seat not to move, they
    are the Shoppe's candidates ``why_illegal`` passes, in their order, and a
    buy of something the Shoppe never sells is refused; for the seat to move,
    every candidate ``why_illegal`` passes, in order."""
    from game.core.rng import Rng
    from game.games.ski_gammon.rules.actions import Buy
    info = get("ski-gammon")
    offered = 0
    for g in range(3):
        s = info.new_game(bot_setup(info, players, 60 + g, ["random"] * players, options))
        rng = Rng(g)
        for _ in range(250):
            cur = s.current_player()
            if cur is None or s.is_over():
                break
            for seat in range(players):
                if seat == cur:
                    continue
                listed = s.legal_actions(seat)
                assert listed == [a for a in s._shop_candidates(seat) if s.why_illegal(a) is None]
                assert s.why_illegal(Buy(seat, "sled")) is not None
                offered += len(listed)
            legal = s.legal_actions(cur)
            assert legal == [a for a in s._candidates(cur) if s.why_illegal(a) is None]
            s.apply(legal[int(rng.random() * len(legal))])
    assert offered > 0


def _containers(v, out: dict[int, str], where: str) -> None:
    """Every list, dict and set inside ``v`` (by id), with where it lies."""
    if isinstance(v, (list, dict, set)):
        out[id(v)] = where
        items = v.items() if isinstance(v, dict) else enumerate(v)
        for k, x in items:
            _containers(x, out, f"{where}[{k!r}]")


def test_a_clone_shares_nothing_that_changes():
    """The search clones positions all the time, field by field: at every step of
    seeded games (offers, pending choices and shown cards included) a clone is the
    same game and holds no list, dict or set of the original's."""
    from game.core.match import Match
    info = get("ski-gammon")
    checked = set()
    for seed in (3, 8):
        s = info.new_game(bot_setup(info, 4, seed, ["normal"] * 4))
        m = Match(s, {i: make_bot("normal", seed * 7 + i) for i in range(4)})
        while s.current_player() is not None and len(s.log) < 300:
            twin = s.clone()
            assert twin.to_dict() == s.to_dict()
            mine: dict[int, str] = {}
            theirs: dict[int, str] = {}
            for name, v in vars(s).items():
                if name not in ("c", "_setup"):
                    _containers(v, mine, name)
                    _containers(getattr(twin, name), theirs, name)
            shared = set(mine) & set(theirs)
            assert not shared, sorted(mine[i] for i in shared)
            checked |= {k for k in ("pending", "offer", "last_card") if getattr(s, k)}
            m._bot_acts(s.current_player(), None)
    assert checked == {"pending", "offer", "last_card"}
