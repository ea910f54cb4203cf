#!/usr/bin/env python3
"""Draft Le Petit Val, the small mountain of Ski the Mountain, as a Tiled map.

A second board for a quick game of two (about twenty minutes): one valley
with two towns, two restaurants, five lifts and a dozen runs on a map under
half the size of Mont Givre, so the skiers stay close and the targets near.

The layout lives below as plain data, written with the helpers of
``tools/draft_mountain.py`` (the same spot sizes, the same hand-drawn bends
on pistes and bus roads) into a map in the format ``docs/map-format.md``
describes: an empty ``terrain`` tile layer, the ``links`` and ``spots``
object layers, and the map property ``name``, the title players see.

Once drafted, the map belongs to the Tiled editor, so the script never
overwrites a file: run without arguments it writes ``maps/petit_val.tmx``
only if that file does not exist yet; ``--out FILE`` writes elsewhere. The
steps after the draft (painting the ground, checking the map, opening it in
Tiled) are in docs/map-format.md, "A second mountain".

``RUN_POINTS`` records what each numbered run is meant to be worth on the
run recorder, at the rates of Mont Givre's runs (config/ski/scoring.yaml):
about 2.4 points a spot for black, 2 for red, 1.5 for blue, 1.3 for green.

Standard library only.
"""
from __future__ import annotations

import sys
from pathlib import Path

from draft_mountain import Layout, to_tmx
from tmx_draft import draft_main

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "maps" / "petit_val.tmx"
TITLE = "Le Petit Val"

# The run recorder's points for each numbered run (spots, colour).
RUN_POINTS = {
    "La Lunaire": 12,          # black, 5 spots
    "La Directe": 12,          # black, 5 spots
    "La Cascade": 8,           # red, 4 spots
    "Le Balcon": 5,            # blue, 3 spots
    "Les Myrtilles": 5,        # green, 4 spots
}


def petit_val() -> Layout:
    m = Layout(
        TITLE, 40, 28,
        "Ski the Mountain: Le Petit Val, the small mountain. First drafted by\n"
        "tools/draft_petit_val.py; from then on edited in Tiled (see\n"
        "docs/map-format.md).",
        title_property="name",
    )

    # The valley: two towns and the bus road between them.
    m.town("CHL", "Chantelune", 190, 780)
    m.town("MCL", "Montclavel", 1080, 785)
    m.bus_stop("CHV", "Les Chevrettes", 440, 842)
    m.bus_stop("FRU", "La Fruitiere", 790, 848)
    m.bus("CHL", "CHV", "FRU", "MCL")

    # Restaurants.
    m.restaurant("LAC", "Refuge du Lac Perdu", 420, 400)
    m.restaurant("MYR", "Buvette des Myrtilles", 830, 470)

    # Lift stations.
    m.station("CRT", "Crete de Lune", 290, 95)
    m.station("CRTB", "Crete Drag Bottom", 492, 372)
    m.station("COL", "Col de l'Hermine", 640, 210)
    m.station("COLB", "Hermine Drag Bottom", 670, 640)
    m.station("CLV", "Le Grand Clavel", 960, 85)
    m.station("CLVB", "Clavel Chair Bottom", 897, 445)

    # Lifts: bottom first, top second.
    m.lift("Lac Perdu Cable Car", "cable_car", "CHL", "LAC")
    m.lift("Crete Drag", "drag", "CRTB", "CRT")
    m.lift("Hermine Drag", "drag", "COLB", "COL")
    m.lift("Myrtilles Chair", "chair", "MCL", "MYR")
    m.lift("Clavel Chair", "chair", "CLVB", "CLV")

    # Footpaths from each restaurant to the lift beside it.
    m.walkway("LAC", "CRTB")
    m.walkway("MYR", "CLVB")

    # ---- west: Crete de Lune and the lost lake ------------------------------
    m.run("black", "La Lunaire", "CRT",
          [(225, 185), (178, 290), (152, 400), (150, 515), (163, 630)],
          "CHL", numbered=True)
    m.run("red", "red-1", "CRT", [(285, 200), (330, 295)], "LAC")
    m.run("blue", "Le Balcon", "LAC",
          [(455, 495), (505, 570), (585, 620)], "COLB", numbered=True)

    # ---- the middle: Col de l'Hermine -----------------------------------------
    m.run("red", "red-2", "COL", [(585, 255), (535, 318)], "CRTB")
    m.run("black", "black-1", "COL",
          [(610, 305), (590, 400), (595, 495)], "Le Balcon#3")
    m.run("blue", "blue-1", "COL", [(705, 290), (755, 375)], "MYR")
    m.run("green", "green-1", "COLB",
          [(590, 690), (500, 722), (400, 748), (295, 768)], "CHL")

    # ---- east: Le Grand Clavel and the bilberries -----------------------------
    m.run("black", "La Directe", "CLV",
          [(1045, 170), (1105, 280), (1142, 395), (1148, 510), (1128, 625)],
          "MCL", numbered=True)
    m.run("blue", "blue-3", "CLV",
          [(1010, 185), (1022, 300), (1030, 410), (1032, 520), (1045, 640)], "MCL")
    m.run("red", "La Cascade", "CLV",
          [(895, 155), (850, 240), (820, 320), (810, 400)], "MYR", numbered=True)
    m.run("green", "Les Myrtilles", "MYR",
          [(820, 565), (850, 650), (910, 718), (995, 758)], "MCL", numbered=True)
    m.run("blue", "blue-2", "MYR", [(770, 530), (715, 590)], "COLB")
    m.run("green", "green-2", "COLB", [(745, 690), (830, 712)], "Les Myrtilles#3")
    return m


def build() -> str:
    layout = petit_val()
    numbered = {s.props["run"][1] for s in layout.spots.values() if "number" in s.props}
    if numbered != set(RUN_POINTS):
        raise ValueError(f"RUN_POINTS does not match the numbered runs {sorted(numbered)}")
    for s in layout.spots.values():          # each numbered run's points, on its top spot
        if s.props.get("number") == ("int", 1):
            s.props["points"] = ("int", RUN_POINTS[s.props["run"][1]])
    return to_tmx(layout)


def main(argv: list[str] | None = None) -> int:
    return draft_main(__doc__ or "", OUT, REPO, build, argv)


if __name__ == "__main__":
    sys.exit(main())
