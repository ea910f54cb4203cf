"""The map loader and validator (game/games/ski/rules/board.py)."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from locations import ROOT  # noqa: E402
from locations import TESTS as HERE

from game.core.registry import get
from game.games.ski.rules.board import MapError, check_map, load_board

TINY = os.path.join(HERE, "maps", "tiny.tmx")
MOUNTAIN = os.path.join(ROOT, "maps", "mountain.tmx")


def tiny_text() -> str:
    with open(TINY, encoding="utf-8") as f:
        return f.read()


def obj_id(text: str, name: str) -> int:
    m = re.search(r'<object id="(\d+)" name="%s"' % re.escape(name), text)
    assert m, name
    return int(m.group(1))


def set_prop(text: str, oid: int, prop: str, value: str) -> str:
    """Change one property of object ``oid`` in the TMX text."""
    start = text.index(f'<object id="{oid}"')
    end = text.index("</object>", start)
    block = text[start:end]
    new = re.sub(r'(<property name="%s"[^>]*value=")[^"]*(")' % prop, r"\g<1>%s\g<2>" % value, block)
    assert new != block, (oid, prop)
    return text[:start] + new + text[end:]


def drop_object(text: str, oid: int) -> str:
    start = text.index(f'<object id="{oid}"')
    end = text.index("</object>", start) + len("</object>")
    return text[:start] + text[end:]


def problems_of(tmp_path, text: str) -> list[str]:
    p = tmp_path / "bad.tmx"
    p.write_text(text, encoding="utf-8")
    board, problems = check_map(str(p))
    return problems


SHIPPED = [os.path.join(ROOT, "maps", f) for f in get("ski").map_files]
PETIT_VAL = os.path.join(ROOT, "maps", "petit_val.tmx")


def test_shipped_maps_are_valid():
    assert MOUNTAIN in SHIPPED and PETIT_VAL in SHIPPED
    for path in (*SHIPPED, TINY):
        board, problems = check_map(path)
        assert problems == [], path
        assert board is not None


@pytest.mark.parametrize("path", SHIPPED, ids=os.path.basename)
def test_validate_map_passes_every_shipped_map_with_no_warning(path):
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "validate-map", path],
                       capture_output=True, text=True, cwd=ROOT,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"{os.path.basename(path)}: good: ")
    assert not [line for line in lines if "warning" in line]
    assert any(line.strip().startswith("targets:") for line in lines[1:])      # what the decks become there


def test_petit_val_meets_its_brief():
    """The small mountain: a quick game of two on about 40 to 50 percent of
    Mont Givre's spots, with everything a mountain has."""
    b, big = load_board(PETIT_VAL), load_board(MOUNTAIN)
    assert b.title == "Le Petit Val"
    assert 0.4 <= len(b.spots) / len(big.spots) <= 0.5
    assert b.width * b.height < 0.5 * big.width * big.height
    towns = {b.spots[t].name for t in b.towns()}
    assert len(towns) == 2 and len(b.restaurants()) == 2
    assert not towns & {big.spots[t].name for t in big.towns()}           # a valley of its own
    assert not {b.spots[r].name for r in b.restaurants()} & {big.spots[r].name for r in big.restaurants()}
    assert 4 <= len(b.lifts) <= 6
    assert {lift.type for lift in b.lifts.values()} == {"cable_car", "chair", "drag"}
    assert {r.colour for r in b.runs.values()} == {"green", "blue", "red", "black"}
    numbered = b.numbered_runs()
    assert 3 <= len(numbered) <= 5 and {r.colour for r in numbered} == {"green", "blue", "red", "black"}
    assert not {r.name for r in numbered} & {r.name for r in big.numbered_runs()}
    assert any(b.bus_adj.values()) and any(b.walk_adj.values())
    start, goal = (b.by_name[t] for t in sorted(towns))
    seen, frontier, legs = {start}, [start], 0
    while goal not in seen:                                                # the bus joins the two towns
        legs += 1
        frontier = [v for u in frontier for v in b.bus_adj[u] if v not in seen]
        assert frontier
        seen.update(frontier)
    assert legs == 3


def test_mountain_meets_the_brief():
    b = load_board(MOUNTAIN)
    towns = {b.spots[t].name for t in b.towns()}
    assert {"Saun", "Puilent", "Marignan"} <= towns and len(towns) >= 4
    assert len(b.restaurants()) >= 3
    assert len(b.lifts) >= 10
    assert {lift.type for lift in b.lifts.values()} == {"cable_car", "chair", "drag"}
    assert len(b.runs) >= 20
    assert {r.colour for r in b.runs.values()} == {"green", "blue", "red", "black"}
    assert sum(1 for r in b.numbered_runs() if r.colour == "black") >= 3
    touching = [(a, c) for a, outs in b.walk_adj.items() for c in outs
                if b.spots[a].kind == b.spots[c].kind == "lift"]
    assert touching

    def bus_legs(a: str, z: str) -> int:
        start, goal = b.by_name[a], b.by_name[z]
        seen, frontier, d = {start}, [start], 0
        while goal not in seen:
            d += 1
            frontier = [v for u in frontier for v in b.bus_adj[u] if v not in seen]
            seen.update(frontier)
        return d

    assert bus_legs("Saun", "Puilent") == 2
    assert bus_legs("Saun", "Marignan") == 4
    # a run joins a harder one and another joins an easier one
    from game.games.ski.rules.board import DIFFICULTY
    joins = {(DIFFICULTY[b.spots[a].colour] < DIFFICULTY[b.spots[c].colour])
             for a, outs in b.piste_out.items() for c in outs
             if b.spots[a].kind == b.spots[c].kind == "piste" and b.spots[a].colour != b.spots[c].colour}
    assert joins == {True, False}


def test_night_route_on_tiny_map():
    b = load_board(TINY)
    cost, route = b.night_route(b.by_name["W2"])
    # W2 -> W3 -> G1 -> G2 -> DragBottom, then the free walkway to Saun
    assert [b.spots[s].name for s in route] == ["W3", "G1", "G2", "DragBottom", "Saun"]
    assert cost == 4
    cost, route = b.night_route(b.by_name["ChairTop"])
    assert cost == 1 and [b.spots[s].name for s in route] == ["Saun"]  # the chair ridden down


@pytest.mark.parametrize("mutate,expect", [
    (lambda t: set_prop(t, obj_id(t, "W2"), "colour", "purple"), r"object \d+ 'W2' \(PisteSpot\): unknown colour 'purple'"),
    (lambda t: set_prop(t, obj_id(t, "W3"), "number", "4"), r"run 'The Wall' skips number 3"),
    (lambda t: set_prop(t, obj_id(t, "W3"), "number", "2"), r"run 'The Wall' repeats number 2"),
    (lambda t: set_prop(t, obj_id(t, "Saun Chair"), "lift", "escalator"), r"'Saun Chair' \(Lift\): unknown lift type 'escalator'"),
    (lambda t: set_prop(t, obj_id(t, "Saun Chair"), "to", "0"), r"'Saun Chair' \(Lift\): has no 'to' spot \(a lift with no top\)"),
    (lambda t: set_prop(t, obj_id(t, "Saun Chair"), "to", "999"), r"'to' points to object 999, which is not a spot \(dangling link\)"),
    (lambda t: t.replace('type="Walkway"', 'type="Footpath"', 1), r"unknown link class 'Footpath'"),
])
def test_each_map_problem_is_one_clear_line(tmp_path, mutate, expect):
    problems = problems_of(tmp_path, mutate(tiny_text()))
    assert problems, "the broken map passed"
    assert any(re.search(expect, p) for p in problems), problems
    for p in problems:
        assert "\n" not in p and p.startswith("bad.tmx: ")


def test_spot_with_no_way_out_and_town_unreachable_at_night(tmp_path):
    t = tiny_text()
    # cut the piste from G2 to DragBottom: G2 has no way out, and G1, G2, W* cannot get home
    m = re.search(r'<object id="(\d+)"[^>]*type="Piste"[^>]*>\s*<properties>\s*'
                  r'<property name="from" type="object" value="%d"/>' % obj_id(t, "G2"), t)
    assert m
    problems = problems_of(tmp_path, drop_object(t, int(m.group(1))))
    assert any("'G2' (PisteSpot): no way out" in p for p in problems), problems
    assert any("no town can be reached from here at night" in p for p in problems), problems


def test_load_board_raises_with_every_problem(tmp_path):
    t = tiny_text()
    t = set_prop(t, obj_id(t, "W2"), "colour", "purple")
    t = set_prop(t, obj_id(t, "Saun Chair"), "lift", "escalator")
    p = tmp_path / "bad.tmx"
    p.write_text(t, encoding="utf-8")
    with pytest.raises(MapError) as e:
        load_board(str(p))
    assert len(e.value.problems) >= 2
    assert "more problems" in str(e.value)


def test_unreadable_map_is_one_line(tmp_path):
    p = tmp_path / "broken.tmx"
    p.write_text("<map><objectgroup", encoding="utf-8")
    board, problems = check_map(str(p))
    assert board is None and len(problems) == 1 and problems[0].startswith("broken.tmx: cannot read the map")


def test_validate_map_command(tmp_path):
    ok = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "validate-map", TINY],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and "good" in ok.stdout
    t = tiny_text()
    bad = tmp_path / "bad.tmx"
    bad.write_text(set_prop(t, obj_id(t, "W2"), "colour", "purple"), encoding="utf-8")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "validate-map", str(bad)],
                       capture_output=True, text=True)
    assert r.returncode == 1
    assert "unknown colour 'purple'" in r.stdout
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("path", (*SHIPPED, TINY), ids=os.path.basename)
def test_every_spot_has_a_name_players_can_read(path):
    """No map's internal run id ("blue-4") or object number reaches a player."""
    board = load_board(path)
    for sid in board.spots:
        place = board.place(sid)
        assert place and not re.search(r"\b(green|blue|red|black)-\d|\b(piste|lift|bus stop) \d+$|#", place), \
            (sid, place)
    unnamed_run = next((r for r in board.runs.values() if not r.numbered and not board.spots[r.spots[0]].name), None)
    if unnamed_run is not None:                    # a spot without a name is named by its run and where it starts
        assert board.place(unnamed_run.spots[0]).startswith(f"the {unnamed_run.colour} run below ")
