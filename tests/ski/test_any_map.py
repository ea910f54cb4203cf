"""A mountain drawn in Tiled is a mountain to play: the shipped content fitted
to any valid map (numbered runs' points from the map, targets' stand-ins, cards
left out), and validate-map telling what the decks become there."""
from __future__ import annotations

import os
import shutil

import pytest
from test_run_points import CONFIG, MOUNTAIN, POINTS_W1, SHIPPED_POINTS, TINY, in_object, object_span

from game import paths
from game.ai import make_bot
from game.cli import main
from game.core.protocol import ContentError
from game.core.registry import get
from game.games.ski.rules.board import check_map, load_board
from game.games.ski.rules.content import load_content
from game.games.ski.rules.fit import longest_move
from game.sim import bot_setup, play_out

SHIPPED_TARGETS = ["lunch_lac", "lunch_chamois", "lunch_marmotte", "lunch_aigles", "meet_for_lunch",
                   "meet_for_lunch", "conquer_loup", "conquer_corbeau", "conquer_toboggan", "conquer_choucas",
                   "conquer_vipere", "chair_tour", "cable_views", "drag_expert", "lift_hopper", "visit_marignan",
                   "visit_sorbier", "bus_tourist", "long_descent", "black_diamonds", "red_mile", "easy_cruising",
                   "blue_day", "first_named", "ski_home", "hut_hopping"]


# -- a small mountain of our own, made from the tiny test board ---------------

def _drop(text: str, oid: int) -> str:
    start, end = object_span(text, oid)
    return text[:start] + text[end:].removeprefix("\n")


def valfroid_text() -> str:
    """Tiny Hill redrawn: no chair lift (both are drag lifts now), no bus (its
    links and stops gone; Marignan, renamed Valfroid, is left by a walkway),
    The Wall without its points and Blue Bird with 5 of its own."""
    with open(TINY, encoding="utf-8") as f:
        t = f.read()
    t = t.replace('value="Tiny Hill"', 'value="Valfroid"').replace('name="Marignan"', 'name="Valfroid"')
    t = in_object(t, 31, 'value="chair"', 'value="drag"')          # Saun Chair
    t = in_object(t, 34, 'value="chair"', 'value="drag"')          # Chair 2
    for oid in (27, 28, 29, 30, 4, 5):                               # the buses and their stops
        t = _drop(t, oid)
    t = in_object(t, 12, POINTS_W1, "")                             # W1: The Wall's top
    t = in_object(t, 22, '<property name="number" type="int" value="1"/>',    # BB1: Blue Bird's top
                   '<property name="number" type="int" value="1"/>\n    <property name="points" type="int" value="5"/>')
    walk = ('  <object id="57" type="Walkway" x="770" y="510">\n   <properties>\n'
            '    <property name="from" type="object" value="3"/>\n'
            '    <property name="to" type="object" value="10"/>\n   </properties>\n'
            '   <polyline points="0,0 -70,-180"/>\n  </object>\n')
    end = t.index("</objectgroup>")                                   # the links layer comes first
    return t[:end] + walk + t[end:]


@pytest.fixture()
def valfroid(tmp_path) -> str:
    path = tmp_path / "valfroid.tmx"
    path.write_text(valfroid_text(), encoding="utf-8")
    return str(path)


# -- the shipped game is as it was ----------------------------------------------

def test_the_shipped_content_is_unchanged():
    c = load_content(CONFIG)
    assert c.run_recorder == SHIPPED_POINTS
    assert [t.key for t in c.targets] == SHIPPED_TARGETS
    assert list(c.target_types) == list(dict.fromkeys(SHIPPED_TARGETS))
    assert all(t.written_for is None for t in c.targets)
    assert c.target_types["lunch_lac"].title == "Lunch by the Lake"
    assert c.target_types["lunch_lac"].params == {"kind": "restaurant", "name": "Buvette du Lac"}
    assert c.target_types["conquer_loup"].params == {"run": "Couloir du Loup"}
    assert len(c.events) == 34 and len(c.event_types) == 23
    assert c.fit.stand_ins == c.fit.targets_left_out == c.fit.events_left_out == ()


# -- another mountain -------------------------------------------------------------

def test_valfroid_is_a_valid_map(valfroid):
    board, problems = check_map(valfroid)
    assert problems == [] and board is not None
    assert not any(board.bus_adj.values())
    assert {lf.type for lf in board.lifts.values()} == {"drag", "cable_car"}


def test_the_shipped_decks_fit_valfroid(valfroid):
    c = load_content(CONFIG, map_path=valfroid)
    assert c.run_recorder == {"The Wall": 10, "Blue Bird": 5}      # 3 spots x 1 + 7 for black; the map's 5
    assert c.fit.stand_ins == (("lunch_lac", "Buvette du Lac"), ("conquer_loup", "Couloir du Loup"),
                               ("conquer_corbeau", "Face du Corbeau"), ("visit_marignan", "Marignan"),
                               ("visit_sorbier", "Le Sorbier"))
    taken = "every restaurant is named by another target"
    runs_taken = "every numbered run is named by another target"
    assert c.fit.targets_left_out == (
        ("lunch_chamois", taken), ("lunch_marmotte", taken), ("lunch_aigles", taken),
        ("conquer_toboggan", runs_taken), ("conquer_choucas", runs_taken), ("conquer_vipere", runs_taken),
        ("chair_tour", "no chair lift"), ("bus_tourist", "no bus"))
    assert c.fit.events_left_out == (("frozen_chair", "no chair lift"), ("express_chair", "no chair lift"),
                                     ("ski_bus_express", "no bus"), ("missed_the_bus", "no bus"))
    t = c.target_types
    assert (t["lunch_lac"].title, t["lunch_lac"].text) == ("Lunch at Hut", "Arrive at Hut.")
    assert t["lunch_lac"].params == {"kind": "restaurant", "name": "Hut"}
    assert t["lunch_lac"].points == 3 and t["lunch_lac"].written_for == "Buvette du Lac"
    # a black run for a black one while there is one, then any numbered run left
    assert t["conquer_loup"].params == {"run": "The Wall"} and t["conquer_loup"].title == "Conquer The Wall"
    assert t["conquer_corbeau"].params == {"run": "Blue Bird"}
    # towns no other card names, in the order of their objects
    assert t["visit_marignan"].params == {"kind": "town", "name": "Saun"}
    assert (t["visit_sorbier"].title, t["visit_sorbier"].text) == ("A Visit to Puilent", "Arrive in Puilent.")
    # the deck keeps the file's order, without the cards left out
    kept = [k for k in SHIPPED_TARGETS if k not in dict(c.fit.targets_left_out)]
    assert [x.key for x in c.targets] == kept
    assert len(c.events) == 34 - 6                                # express_chair, ski_bus_express: 2 each
    # loading again gives the same deck
    again = load_content(CONFIG, map_path=valfroid)
    assert again.targets == c.targets and again.events == c.events


def test_bots_play_valfroid_to_the_end(valfroid):
    info = get("ski")
    c = load_content(CONFIG, map_path=valfroid)
    for seed, kinds in ((3, ["random"] * 3), (4, ["normal", "easy"])):
        state = info.new_game(bot_setup(info, len(kinds), seed, kinds), c)
        play_out(state, [make_bot(k, seed * 10 + i) for i, k in enumerate(kinds)])
        assert state.is_over()
        assert all(isinstance(s, int) for s in state.scores())


def test_a_target_named_for_a_place_keeps_it_where_the_map_has_it(valfroid):
    """Written names come first: a stand-in never takes a place another card names as written."""
    text = valfroid_text().replace('name="Puilent"', 'name="Le Sorbier"')
    path = os.path.join(os.path.dirname(valfroid), "sorbier.tmx")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    c = load_content(CONFIG, map_path=path)
    assert c.target_types["visit_sorbier"].written_for is None
    assert c.target_types["visit_sorbier"].title == "Le Sorbier Fair"
    assert c.target_types["visit_marignan"].params["name"] == "Saun"


# -- the limits ---------------------------------------------------------------------

def _config(tmp_path, fname: str, old: str, new: str) -> str:
    d = tmp_path / "ski"
    d.mkdir()
    with open(os.path.join(CONFIG, fname), encoding="utf-8") as f:
        text = f.read()
    assert old in text
    (d / fname).write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(d)


@pytest.mark.parametrize("fname,old,new,expect", [
    ("targets.yaml", 'text: "Arrive at {name}."', 'text: "Arrive at {place}."',
     "targets.yaml: stand_ins.restaurant.text: unknown placeholder '{place}' (the only one is {name})"),
    ("targets.yaml", 'text: "Arrive in {name}."', 'text: "Arrive in town."',
     "targets.yaml: stand_ins.town.text: must say {name}"),
    ("targets.yaml", '  restaurant: {title: "Lunch at {name}", text: "Arrive at {name}."}\n', "",
     "targets.yaml: target 'lunch_lac'.arrive.name: names a restaurant, so stand_ins needs words for one"),
    ("targets.yaml", "colour: black}", "colour: purple}",
     "targets.yaml: target 'conquer_loup'.named_run.colour: unknown value 'purple'"),
    ("scoring.yaml", "run_points:", "run_recorder: {Petit Bonheur: 4}\nrun_points:",
     "scoring.yaml: run_recorder: a numbered run's points now come from the map"),
    ("scoring.yaml", "per_spot: 1", "per_spot: 11", "scoring.yaml: run_points.per_spot: must be at most 10"),
    ("scoring.yaml", "black: 7}", "black: 51}", "scoring.yaml: run_points.colour_bonus.black: must be at most 50"),
    ("scoring.yaml", ", black: 7}", "}", "scoring.yaml: run_points.colour_bonus: missing key 'black'"),
])
def test_bad_fitting_words_are_one_line(tmp_path, fname, old, new, expect):
    d = _config(tmp_path, fname, old, new)
    with pytest.raises(ContentError) as e:
        load_content(d, map_path=MOUNTAIN, fallback_dir=CONFIG)
    assert expect in str(e.value) and "\n" not in str(e.value), str(e.value)


def test_a_long_move_longer_than_any_way_down_is_left_out(tmp_path, valfroid):
    assert longest_move(load_board(valfroid)) == 6
    d = _config(tmp_path, "targets.yaml", "long_move: 6,", "long_move: 7,")
    c = load_content(d, map_path=valfroid, fallback_dir=CONFIG)
    assert ("long_descent", "no move of 7 spots (the longest way down is 6)") in c.fit.targets_left_out
    assert "long_descent" in load_content(d, map_path=MOUNTAIN, fallback_dir=CONFIG).target_types


def test_a_map_without_restaurants_leaves_out_what_needs_one(tmp_path):
    """No restaurant at all: the lunch targets, meeting for lunch, hut hopping and
    the Lunch Rush are never dealt (the Hut becomes a lift station)."""
    with open(TINY, encoding="utf-8") as f:
        t = f.read()
    t = t.replace('name="Hut" type="Restaurant"', 'name="Hut" type="LiftStation"')
    path = tmp_path / "no_hut.tmx"
    path.write_text(t, encoding="utf-8")
    c = load_content(CONFIG, map_path=str(path))
    out = dict(c.fit.targets_left_out)
    for key in ("lunch_lac", "lunch_chamois", "lunch_marmotte", "lunch_aigles"):
        assert out[key] == "no restaurant"
    assert out["meet_for_lunch"] == "no restaurant" and out["hut_hopping"] == "no restaurant"
    assert dict(c.fit.events_left_out) == {"lunch_rush": "no restaurant"}


# -- validate-map --------------------------------------------------------------------

def test_validate_map_says_what_the_decks_become(valfroid, capsys):
    assert main(["validate-map", valfroid]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "valfroid.tmx: good: 24 spots, 4 lifts, 7 runs (2 numbered)"
    assert out[1] == "  run points: The Wall 10 (default: 3 spots x 1 + 7 for black), Blue Bird 5"
    assert out[2].startswith("  targets: 12 as written, 5 stand-ins, 8 left out: lunch_chamois (every restaurant "
                             "is named by another target), ")
    assert out[2].endswith(", chair_tour (no chair lift), bus_tourist (no bus)")
    assert out[3:8] == ["  stand-in: lunch_lac 'Lunch at Hut' for Buvette du Lac",
                        "  stand-in: conquer_loup 'Conquer The Wall' for Couloir du Loup",
                        "  stand-in: conquer_corbeau 'Conquer Blue Bird' for Face du Corbeau",
                        "  stand-in: visit_marignan 'A Visit to Saun' for Marignan",
                        "  stand-in: visit_sorbier 'A Visit to Puilent' for Le Sorbier"]
    assert out[8] == ("  events: 19 as written, 4 left out: frozen_chair (no chair lift), express_chair "
                      "(no chair lift), ski_bus_express (no bus), missed_the_bus (no bus)")
    assert out[9] == "  decks: 18 target cards, 28 event cards"
    assert out[10].startswith("  bonuses out of reach: three_blacks (1 black numbered run), ")


def test_validate_map_on_the_shipped_mountain(capsys):
    assert main(["validate-map", MOUNTAIN]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "mountain.tmx: good: 134 spots, 14 lifts, 29 runs (10 numbered)"
    assert out[1].startswith("  run points: Couloir du Loup 12, Face du Corbeau 12, ")
    assert out[2:] == ["  targets: 25 as written, 0 stand-ins, 0 left out", "  events: 23 as written, 0 left out",
                       "  decks: 26 target cards, 34 event cards"]


def test_validate_map_loads_the_content_with_the_map(tmp_path, monkeypatch, capsys):
    """A map the content cannot be loaded with is not good (here: a content file
    that still gives the points of the runs by name)."""
    d = tmp_path / "config" / "ski"
    shutil.copytree(CONFIG, d)
    with open(d / "scoring.yaml", "a", encoding="utf-8") as f:
        f.write("run_recorder: {The Wall: 8}\n")
    monkeypatch.setattr(paths, "config_dir", lambda game: str(tmp_path / "config" / game))
    assert main(["validate-map", TINY]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == ["scoring.yaml: run_recorder: a numbered run's points now come from the map: a 'points' property "
                   "on the run's spot 1 (docs/map-format.md); scoring.yaml gives run_points, the default for a run "
                   "without it"]


def test_le_petit_val_is_playable_to_the_end_by_two():
    from game import maps
    info = get("ski")
    entry = next(e for e in maps.list_maps(info) if e.ref == "petit_val.tmx")
    assert entry.playable and entry.title == "Le Petit Val"
    setup = maps.with_map(info, bot_setup(info, 2, 9, ["normal", "easy"]), "petit_val.tmx")
    state = maps.new_game(info, setup)
    c = state.c
    assert {r.name: c.run_recorder[r.name] for r in c.board.numbered_runs()} == {
        "La Lunaire": 12, "La Directe": 12, "La Cascade": 8, "Le Balcon": 5, "Les Myrtilles": 5}
    play_out(state, [make_bot(k, 90 + i) for i, k in enumerate(["normal", "easy"])])
    assert state.is_over() and state.round_number() >= 16
