"""A numbered run's points live with the mountain: a 'points' property on the
run's spot 1 in the Tiled map, or a default from its length and colour
(scoring.yaml, run_points); every bad value is refused in one line."""
from __future__ import annotations

import os
import re

import pytest
from locations import TESTS

from game import paths
from game.cli import main
from game.core.protocol import ContentError
from game.games.ski.rules.board import check_map, load_board
from game.games.ski.rules.content import load_content

CONFIG = paths.config_dir("ski")
MOUNTAIN = os.path.join(paths.maps_dir(), "mountain.tmx")
TINY = os.path.join(TESTS, "maps", "tiny.tmx")

# The numbered runs of maps/mountain.tmx and the points they have always had
SHIPPED_POINTS = {"Couloir du Loup": 12, "Face du Corbeau": 12, "Le Toboggan Noir": 12, "Mur des Choucas": 14,
                  "Le Cauchemar": 9, "Dents de Scie": 8, "La Vipere": 6, "Sentier du Lac": 6,
                  "Boulevard des Marmottes": 7, "Petit Bonheur": 4}
POINTS_W1 = '\n    <property name="points" type="int" value="8"/>'       # The Wall's, on tiny.tmx


def object_span(text: str, oid: int) -> tuple[int, int]:
    start = text.index(f'<object id="{oid}"')
    return start, text.index("</object>", start) + len("</object>")


def in_object(text: str, oid: int, old: str, new: str) -> str:
    """``old`` replaced by ``new`` in object ``oid`` of the TMX text."""
    start, end = object_span(text, oid)
    block = text[start:end]
    assert old in block, (oid, old)
    return text[:start] + block.replace(old, new, 1) + text[end:]


def test_the_shipped_points_are_on_the_map():
    b = load_board(MOUNTAIN)
    assert {r.name: r.points for r in b.numbered_runs()} == SHIPPED_POINTS
    with open(os.path.join(CONFIG, "scoring.yaml"), encoding="utf-8") as f:
        assert "run_recorder:" not in f.read()


def test_the_default_points_come_near_the_shipped_ones():
    """The default formula, fitted to the shipped mountain: within a point of each run."""
    c = load_content(CONFIG)
    assert c.run_points is not None
    default = {r.name: c.run_points.of(r) for r in c.board.numbered_runs()}
    assert all(abs(default[n] - p) <= 1 for n, p in SHIPPED_POINTS.items()), default
    assert sum(default[n] == p for n, p in SHIPPED_POINTS.items()) == 7


def test_a_numbered_run_without_points_scores_the_default():
    # Tiny Hill: The Wall has 8 on the map; Blue Bird has none: 2 spots x 1 + 2 for blue
    c = load_content(os.path.join(TESTS, "config", "ski_tiny"), fallback_dir=CONFIG)
    assert {r.name: r.points for r in c.board.numbered_runs()} == {"The Wall": 8, "Blue Bird": None}
    assert c.run_recorder == {"The Wall": 8, "Blue Bird": 4}


def test_without_its_points_the_wall_scores_the_default(tmp_path):
    with open(TINY, encoding="utf-8") as f:
        t = f.read()
    path = tmp_path / "custom.tmx"
    path.write_text(in_object(t, 12, POINTS_W1, ""), encoding="utf-8")
    c = load_content(os.path.join(TESTS, "config", "ski_tiny"), map_path=str(path), fallback_dir=CONFIG)
    assert c.run_recorder == {"The Wall": 3 * 1 + 7, "Blue Bird": 2 * 1 + 2}


# -- the limits ---------------------------------------------------------------------

@pytest.mark.parametrize("oid,prop,expect", [
    (12, '<property name="points" type="int" value="0"/>',
     r"object 12 'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 0$"),
    (12, '<property name="points" type="int" value="51"/>',
     r"object 12 'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 51$"),
    (12, '<property name="points" value="lots"/>',
     r"object 12 'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 'lots'$"),
    (12, '<property name="points" type="float" value="7.5"/>',
     r"object 12 'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 7\.5$"),
    (13, '<property name="points" type="int" value="7"/>',
     r"object 13 'W2' \(PisteSpot\): 'points' belongs on spot 1 of run 'The Wall' \(its top\), not on spot 2$"),
    (15, '<property name="points" type="int" value="7"/>',
     r"object 15 'G1' \(PisteSpot\): 'points' is only for numbered runs: run 'g-a' has no numbers$"),
])
def test_bad_run_points_are_one_line(tmp_path, oid, prop, expect):
    with open(TINY, encoding="utf-8") as f:
        t = f.read()
    t = in_object(t, 12, POINTS_W1, "")
    t = in_object(t, oid, "<properties>", "<properties>\n    " + prop)
    path = tmp_path / "custom.tmx"
    path.write_text(t, encoding="utf-8")
    with pytest.raises(ContentError) as e:
        load_content(CONFIG, map_path=str(path))
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith("custom.tmx: ")
    assert re.search(expect, msg), msg
    assert main(["validate-map", str(path)]) == 1


def test_points_on_a_town_are_refused(tmp_path):
    with open(TINY, encoding="utf-8") as f:
        t = f.read()
    t = in_object(t, 1, "<ellipse/>", '<properties>\n    <property name="points" type="int" value="3"/>\n'
                                       '   </properties>\n   <ellipse/>')
    path = tmp_path / "custom.tmx"
    path.write_text(t, encoding="utf-8")
    board, problems = check_map(str(path))
    assert problems == ["custom.tmx: object 1 'Saun' (Town): 'points' belongs on spot 1 of a numbered run, "
                        "not on a town"]

