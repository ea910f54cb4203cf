"""Chemin Montagneux beyond its scenarios: the content and its one-line
errors, saves that round-trip, hidden tile faces, bot games that end (every
player count, every variant), and rules that never import pygame."""
from __future__ import annotations

import json
import os
import re
import shutil

import pytest
from locations import ROOT, runs_without_pygame

from game.ai import make_bot
from game.core.protocol import ContentError, IllegalAction, SeatSetup, Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.rules.actions import (
    Done,
    Extend,
    Grade,
    Hike,
    Lower,
    Pass,
    Raise,
    Rest,
    Roll,
    decode_action,
)
from game.games.chemin_montagneux.rules.content import load_content
from game.games.chemin_montagneux.rules.state import VARIANTS, CMState
from game.sim import bot_setup, play_out

CONFIG = os.path.join(ROOT, "config", "chemin_montagneux")


def _setup(players: int, seed: int = 1, kinds: str = "human", **options: bool) -> Setup:
    seats = tuple(SeatSetup(f"P{i + 1}", INFO.colours[i], kinds) for i in range(players))
    return Setup(INFO.id, seats, seed=seed, options=options)


def test_the_shipped_content_matches_the_rulebook():
    c = default_content()
    assert c.costs == {"extend": 1, "grade": 2, "raise": 3, "lower": 4}
    assert c.n("green_lower") == 3 and c.n("hike") == 3 and c.n("blue_extra") == 2
    assert c.n("max_climb") == 2 and c.n("red_climb") == 2
    assert c.n("max_height") == 4 and c.n("pyrenees_height") == 6
    assert c.n("gap_steps") == 2 and c.n("super_engineers") in (2, 3) and c.n("flags_to_win") == 2
    assert len(c.centre) == 4 and set(c.starts) == {"black", "green", "red", "blue"}


def _broken_config(tmp_path, old: str, new: str) -> str:
    folder = tmp_path / "cfg"
    shutil.copytree(CONFIG, folder)
    p = folder / "game.yaml"
    text = p.read_text(encoding="utf-8")
    assert old in text
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("old,new,words", [
    ("extend: 1 ", "extend: -1 ", "costs.extend: must be at least 0"),
    ("raise: 3 ", "raise: three ", "costs.raise: expected a whole number"),
    ("  lower: 4 ", "  lower: 4\n  dig: 2 ", "costs: unknown key 'dig'"),
    ("max_height: 4 ", "max_height: 40 ", "max_height: must be at most 12"),
    ("pyrenees_height: 6 ", "pyrenees_height: 3 ", "pyrenees_height: must be at least max_height"),
    ("red_climb: 2 ", "red_climb: 5 ", "red_climb: must be at most max_climb"),
    ("super_engineers: 2 ", "super_engineers: 4 ", "super_engineers: must be at most 3"),
    ("round_limit: 80 ", "round_limit: yes ", "round_limit: expected a whole number"),
    ("hike: 3 ", "hike: [3] ", "hike: expected a whole number"),
])
def test_a_broken_config_is_refused_in_one_line(tmp_path, old, new, words):
    folder = _broken_config(tmp_path, old, new)
    with pytest.raises(ContentError) as e:
        load_content(folder)
    msg = str(e.value)
    assert words in msg and "game.yaml" in msg and "\n" not in msg


MAP = os.path.join(ROOT, "maps", "chemin_montagneux.tmx")


@pytest.mark.parametrize("old,new,words", [
    ('name="centre 1,1" type="centre" x="576" y="480"', 'name="centre 1,1" type="centre" x="672" y="576"',
     "two by two"),
    ('name="centre 1,1" type="centre" x="576" y="480"', 'name="centre 1,1" type="centre" x="480" y="384"',
     "a cell is given twice"),
    ('name="centre 1,1" type="centre" x="576" y="480"', 'name="centre 1,1" type="centre" x="578" y="480"',
     "a centre tile is one cell"),
    ('name="black start" type="start" x="552" y="456"', 'name="black start" type="start" x="504" y="408"',
     "quadrant 0 is not the inner square"),
    ('name="black start" type="start" x="552" y="456"', 'name="black start" type="start" x="300" y="300"',
     "is not on one of the centre tiles"),
    ('name="black start" type="start" x="552" y="456"', 'name="black start" type="start" x="600" y="456"',
     "each pawn starts on a centre tile of its own"),
    ('name="blue start" type="start"', 'name="blue start" type="pebble"', "no start (class 'start') for the blue"),
    ('name="red supply" type="supply"', 'name="red supply" type="shelf"', "no supply (class 'supply') for the red"),
    ('value="black"', 'value="purple"', "the property 'pawn' is one of"),
    ('name="common area" type="common"', 'name="common area" type="pond"', "one object of class 'common'"),
    ('name="cell" type="int" value="96"', 'name="cell" type="int" value="2"', "the property 'cell'"),
    ('name="common area" type="common" x="384" y="0"', 'name="common area" type="common" x="1100" y="0"',
     "lies outside the table"),
])
def test_a_broken_map_is_refused_in_one_line(tmp_path, old, new, words):
    with open(MAP, encoding="utf-8") as f:
        text = f.read()
    assert old in text
    p = tmp_path / "chemin_montagneux.tmx"
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as e:
        load_content(CONFIG, str(p))
    msg = str(e.value)
    assert words in msg and "chemin_montagneux.tmx" in msg and "\n" not in msg, msg


def test_the_centre_and_the_starts_come_from_the_map():
    c = default_content()
    assert sorted(c.centre) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert c.starts == {"black": (0, 0, 3), "green": (1, 0, 2), "red": (1, 1, 0), "blue": (0, 1, 1)}
    assert set(c.supplies) == {"black", "green", "red", "blue"} and c.common[2] > 0 and c.table[2] >= 4


def test_a_missing_or_unreadable_config_is_refused_in_one_line(tmp_path):
    with pytest.raises(ContentError, match="game.yaml: file not found"):
        load_content(str(tmp_path))
    (tmp_path / "game.yaml").write_text("costs: [unclosed\n", encoding="utf-8")
    with pytest.raises(ContentError) as e:
        load_content(str(tmp_path))
    assert "not valid YAML" in str(e.value) and "\n" not in str(e.value)


def test_the_variants_are_setup_options_super_engineers_a_choice_of_activities():
    assert set(INFO.options) == set(VARIANTS) - {"super_engineers"}
    for v in VARIANTS:          # yes still sets each up (Super Engineers: as games saved before the choice)
        assert INFO.check_setup(_setup(3, **{v: True})) is None
    label, values = INFO.choice_table()["super_engineers"]
    assert [v for v, _ in values] == [0, 2, 3] and [w for _, w in values][1:] == ["two activities",
                                                                                "three activities"]
    for n, activities in ((0, 1), (2, 2), (3, 3), (True, 2), (False, 1)):
        setup = Setup(INFO.id, _setup(2).seats, options={"super_engineers": n})
        assert INFO.check_setup(setup) is None
        assert INFO.new_game(setup, default_content()).engineers == activities
    assert "not one of 0, 2, 3" in (INFO.check_setup(Setup(INFO.id, _setup(2).seats,
                                                           options={"super_engineers": 1})) or "")
    assert INFO.options_from_text(["super_engineers=yes"]) == {"super_engineers": True}
    assert INFO.options_from_text(["super_engineers=3"]) == {"super_engineers": 3}
    with pytest.raises(ValueError, match="not one of 0, 2, 3"):
        INFO.options_from_text(["super_engineers=4"])


def test_the_round_limit_is_a_setup_choice_the_shipped_one_first():
    label, values = INFO.choice_table()["round_limit"]
    limits = [v for v, _ in values]
    assert limits[0] == default_content().n("round_limit") == 80 and 0 in limits
    assert dict(values)[0] == "none" and dict(values)[40] == "40 rounds"
    for n in limits:
        setup = Setup(INFO.id, _setup(2).seats, options={"round_limit": n})
        assert INFO.check_setup(setup) is None
        assert INFO.new_game(setup, default_content()).round_limit == n
    assert INFO.new_game(_setup(2), default_content()).round_limit == 80
    assert INFO.options_from_text(["round_limit=0"]) == {"round_limit": 0}
    assert "not one of" in (INFO.check_setup(Setup(INFO.id, _setup(2).seats, options={"round_limit": 7})) or "")
    assert "not yes or no" in (INFO.check_setup(Setup(INFO.id, _setup(2).seats, options={"pyrenees": 6})) or "")
    assert "not an option" in (INFO.check_setup(Setup(INFO.id, _setup(2).seats, options={"alps": True})) or "")


def test_every_player_count_deals_every_tile_and_coin():
    for n in (2, 3, 4):
        s = INFO.new_game(_setup(n), default_content())
        assert all(have == total for have, total in s.census().values())
        assert s.census()["tiles"] == (24, 24) and s.census()["coins"] == (24, 24)
        assert len({len(st) for st in s.stock}) == 1          # everybody the same number of tiles
        assert s.first_player() == s.owner["black"] and s.current_player() == s.owner["black"]


def _play(players: int, seed: int, kinds: list[str], **options: bool) -> CMState:
    setup = bot_setup(INFO, players, seed, kinds)
    setup = Setup(setup.game, setup.seats, setup.first_player, setup.seed, options)
    s = INFO.new_game(setup, default_content())
    play_out(s, [make_bot(k, seed * 7 + i) for i, k in enumerate(kinds)])
    assert isinstance(s, CMState)
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", [None, *VARIANTS])
def test_random_bot_games_end_with_a_winner_or_the_round_limit(players, variant):
    opts = {variant: True} if variant else {}
    for seed in range(2):
        s = _play(players, seed, ["random"] * players, **opts)
        assert s.is_over() and s.ended in ("peak", "flags", "rounds", "stuck")
        assert s.winners() and s.round_number() <= default_content().n("round_limit") + 1
        assert all(have == total for have, total in s.census().values())
        for seat in range(players):
            assert s.score_breakdown(seat)["final"] is True


@pytest.mark.parametrize("players", [2, 4])
def test_the_evaluators_bots_end_their_games(players):
    s = _play(players, 3, ["normal", "easy"] * (players // 2))
    assert s.is_over() and s.winners()
    kinds = {a.kind for a in s.log}
    assert kinds & {"extend", "raise", "lower", "grade"}, "the bots never reshape the landscape"


def test_the_log_names_places_in_words_never_by_coordinates():
    lines: list[str] = []
    for seed, opts in ((4, {}), (6, {"peak_to_peak": True})):
        setup = bot_setup(INFO, 3, seed, ["random"] * 3)
        s = INFO.new_game(Setup(setup.game, setup.seats, setup.first_player, setup.seed, opts), default_content())
        play_out(s, [make_bot("random", seed + i) for i in range(3)],
                 on_events=lambda evs: lines.extend(e.text for e in evs))
    assert len(lines) > 100
    assert not [t for t in lines if re.search(r"-?[0-9]+,-?[0-9]+", t)]
    said = " ".join(lines)
    for words in ("in the centre, where the", "pawn started", "beside the", "out from the centre", "a square of"):
        assert words in said, words


def test_peak_to_peak_games_are_won_by_flags_or_end_without_a_peak_win():
    """Under Peak to Peak nobody wins by standing on his own peak: flags win, or
    the round limit or a stuck game (random bots get stuck) ends it."""
    ends = [_play(4, seed, ["random"] * 4, peak_to_peak=True, coin_counters=True).ended for seed in range(6)]
    assert all(e in ("flags", "rounds", "stuck") for e in ends)


def test_a_save_round_trips_through_json_and_replays():
    s = _play(3, 5, ["random"] * 3, super_hikers=True, coin_counters=True)
    d = json.loads(json.dumps(s.to_dict()))
    again = INFO.state_from_dict(d, default_content())
    assert again.to_dict() == s.to_dict() and again.state_hash() == s.state_hash()
    replay = INFO.new_game(s.setup, default_content())
    for a in s.action_log:
        replay.apply(decode_action(json.loads(json.dumps(a.to_dict()))))
    assert replay.state_hash() == s.state_hash()


def test_the_coins_a_move_names_round_trip_and_an_empty_choice_is_left_out():
    moves = [Extend(0, "2,0", "grid", ("M3",)), Grade(1, "0,0", ("C0", "S2")), Raise(0, "1,1", "M2", ("A4",)),
             Lower(2, "1,0", ("S1", "S2", "S3", "S4")), Hike(0, "black", ("2,0",), ("C2", "S5"), "M5"),
             Rest(3, ("A0", "A1", "S2"))]
    for a in moves:
        assert decode_action(json.loads(json.dumps(a.to_dict()))) == a
    old = [{"type": "extend", "seat": 0, "cell": "2,0", "tile": "grid"}, {"type": "rest", "seat": 1},
           {"type": "hike", "seat": 0, "pawn": "black", "path": ["0,0,1"]}]
    for d in old:             # saved before moves named their coins: the program's pick, saved the same again
        a = decode_action(d)
        assert isinstance(a, (Extend, Rest, Hike)) and a.coins == () and a.to_dict() == d
    with pytest.raises(ValueError):
        decode_action({"type": "rest", "seat": 1, "coins": "M3"})


def test_a_clone_is_independent():
    s = INFO.new_game(_setup(4), default_content())
    s.apply(Roll(0, (0, 0, 5, 0)))
    twin = s.clone()
    twin.apply(Extend(0, "2,0", "grid"))
    assert "2,0" not in s.board and "2,0" in twin.board
    assert s.to_dict() != twin.to_dict()


def test_determinize_deals_the_rough_faces_again_and_keeps_the_view():
    s = INFO.new_game(_setup(4), default_content())
    other = s.determinize(1, seed=9)
    assert other.to_dict() != s.to_dict()
    for seat in range(4):
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(s.view(seat), sort_keys=True)
    assert other.legal_actions(0) == s.legal_actions(0)
    assert s.masked(0).to_dict() == s.determinize(None, 0x5EE11).to_dict()


def test_chance_outcomes_cover_every_roll():
    s = INFO.new_game(_setup(2), default_content())
    for opts in ({}, {"super_engineers": True}):
        s = INFO.new_game(_setup(2, **opts), default_content())
        outs = s.chance_outcomes(Roll(s.current_player() or 0))
        assert abs(sum(p for _, p in outs) - 1.0) < 1e-9
        assert all(len(a.dice) == 4 and s.why_illegal(a) is None for a, _ in outs)
    assert s.chance_outcomes(Roll(0, (1, 2, 3, 4))) == []


ACTION_TYPES = (Roll, Extend, Grade, Raise, Lower, Hike, Rest, Done, Pass)


@pytest.mark.parametrize("bad", [
    {"type": "hike", "seat": 0, "pawn": "black", "path": [[1, 2]]},
    {"type": "hike", "seat": 0, "pawn": 7, "path": ["0,0,1"]},
    {"type": "hike", "seat": 0, "pawn": "black", "path": "0,0,1"},
    {"type": "extend", "seat": 0, "cell": None, "tile": "grid"},
    {"type": "extend", "seat": 0, "cell": "99999,1", "tile": "grid"},
    {"type": "raise", "seat": 0, "cell": "2,0", "tile": ["grid"]},
    {"type": "roll", "seat": 0, "dice": [True, 0, 0, 0]},
    {"type": "roll", "seat": "0"},
    {"type": "lower", "seat": 0, "cell": "0,0,1"},
])
def test_a_malformed_action_from_a_save_is_refused_in_words(bad):
    s = INFO.new_game(_setup(4), default_content())
    if bad["type"] != "roll":
        s.apply(Roll(0, (0, 0, 0, 0)))
    try:
        a = decode_action(bad)
    except ValueError as e:                 # a field of the wrong kind: refused as the save is read
        assert str(e) and "\n" not in str(e)
        # and the rules refuse it in words all the same, built without the reading's checks
        a = {k.kind: k for k in ACTION_TYPES}[bad["type"]](
            **{k: tuple(v) if isinstance(v, list) else v for k, v in bad.items() if k != "type"})
    reason = s.why_illegal(a)
    assert isinstance(reason, str) and reason and "\n" not in reason
    with pytest.raises(IllegalAction):
        s.apply(a)


def test_every_listed_hike_is_legal_and_each_end_is_listed_once_or_twice():
    s = INFO.new_game(_setup(4), default_content())
    s.apply(Roll(0, (0, 0, 0, 0)))
    hikes = [a for a in s.legal_actions(0) if isinstance(a, Hike)]
    assert hikes and all(s.why_illegal(h) is None for h in hikes)
    ends = [h.path[-1] for h in hikes]
    assert all(ends.count(e) <= 2 for e in ends)


def test_the_rules_import_no_pygame():
    runs_without_pygame("import game.games.chemin_montagneux as g\n"
                        "from game.games.chemin_montagneux.rules import ai, state, content, actions\n"
                        "from game.sim import bot_setup, play_out\n"
                        "from game.ai import make_bot\n"
                        "s = g.INFO.new_game(bot_setup(g.INFO, 2, 1, ['random', 'random']))\n"
                        "play_out(s, [make_bot('random', 1), make_bot('random', 2)])\n")
