#!/usr/bin/env python3
"""Draft the Ski Gammon board as a Tiled map (a one-shot helper).

The board (docs/ski-gammon.md, "The board"):

- START at the foot of the mountain, and the lift's twelve numbered spaces
  straight up the middle; lift space 5 is where the Boomer trail branches off;
- five trails from the top down to the base, each a row of numbered spaces
  (1 at the top) ending on its yellow square: Schuss (8), Sugarloaf (12),
  Edelweiss (16) and Gelandesprung (14) start at the top of the lift, Boomer
  (10) at lift space 5. Red spaces draw a Sitzmark card, blue spaces turn up a
  new Ski Condition card; Sugarloaf 7 carries the cut-off to Edelweiss 10;
- the places that are not spaces: Summit House, the Present Conditions box,
  the three card packs and the Ski Shoppe.

The script writes the map in the Tiled 1.8 format read by
``game/games/ski_gammon/rules/content.py``: object layers ``lift``, ``trails`` and
``places``. Once drafted the map belongs to the Tiled editor, so the script
never overwrites a file: run without arguments it writes
``maps/ski_gammon.tmx`` only if it does not exist; ``--out FILE`` writes
elsewhere.

Standard library only.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

from tmx_draft import draft_main, obj

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "maps" / "ski_gammon.tmx"

TILE = 32
WIDTH, HEIGHT = 40 * TILE, 30 * TILE      # 1280 x 960
SPACE = 36                                # a space is SPACE x SPACE
LIFT_X, LIFT_BOTTOM, LIFT_STEP = 640, 812, 56   # centre x, centre y of space 1, rise per space
LIFT_SPACES = 12
BOOMER_AT = 5

# Each trail: its waypoints from the top down, and the colour of each space
# (W plain, R red: a Sitzmark card, B blue: a new Ski Condition card, Y the yellow square).
TRAILS: dict[str, tuple[list[tuple[float, float]], str]] = {
    "schuss": ([(578, 168), (548, 470), (566, 840)], "WRWBRWRY"),
    "sugarloaf": ([(560, 116), (432, 250), (452, 470), (392, 680), (450, 872)], "WBWRWWWRWBWY"),
    "edelweiss": ([(536, 76), (332, 104), (176, 300), (238, 520), (150, 730), (300, 900)], "WWBWRWWBWWRWWBWY"),
    "gelandesprung": ([(720, 120), (900, 200), (1000, 420), (930, 600), (1050, 760), (960, 896)],
                      "WRWWBRWWRWBWRY"),
    "boomer": ([(700, 588), (830, 600), (880, 700), (800, 790), (850, 896)], "RWWRBWRWWY"),
}
CUTOFF = ("sugarloaf", 7, "edelweiss", 10)

PLACES = [
    ("START", "start", 588, 864, 104, 56),
    ("Summit House", "summit", 584, 8, 112, 56),
    ("Present Conditions", "conditions", 1064, 32, 184, 120),
    ("Ski Condition pack", "condition_pack", 1064, 168, 88, 120),
    ("Sitzmark pack", "sitzmark_pack", 32, 32, 88, 120),
    ("Apres Ski pack", "apres_pack", 136, 32, 88, 120),
    ("Ski Shoppe", "shoppe", 1064, 776, 184, 152),
]


def points_along(way: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """n points evenly spaced along a polyline, the first and last at its ends."""
    legs = list(zip(way, way[1:]))
    lengths = [math.dist(a, b) for a, b in legs]
    total = sum(lengths)
    out = []
    for i in range(n):
        d = total * i / (n - 1)
        k = 0
        while k < len(legs) - 1 and d > lengths[k]:
            d -= lengths[k]
            k += 1
        (ax, ay), (bx, by) = legs[k]
        t = min(1.0, d / lengths[k]) if lengths[k] else 0.0
        out.append((ax + (bx - ax) * t, ay + (by - ay) * t))
    return out


COLOURS = {"W": "white", "R": "red", "B": "blue", "Y": "yellow"}


def layout() -> tuple[list[tuple[str, int, float, float]], dict[str, list[tuple[float, float, str]]]]:
    lift = [("lift", k, LIFT_X, LIFT_BOTTOM - (k - 1) * LIFT_STEP) for k in range(1, LIFT_SPACES + 1)]
    trails = {}
    for tid, (way, colours) in TRAILS.items():
        pts = points_along(way, len(colours))
        trails[tid] = [(x, y, COLOURS[c]) for (x, y), c in zip(pts, colours)]
    return lift, trails


def check(lift: list[tuple[str, int, float, float]], trails: dict[str, list[tuple[float, float, str]]]) -> None:
    """No two spaces closer than a space and a gap; nothing over a place."""
    centres = [(f"lift {k}", x, y) for _, k, x, y in lift]
    centres += [(f"{t} {i + 1}", x, y) for t, sp in trails.items() for i, (x, y, _) in enumerate(sp)]
    for i, (a, ax, ay) in enumerate(centres):
        for b, bx, by in centres[i + 1:]:
            if math.dist((ax, ay), (bx, by)) < SPACE + 6:
                raise SystemExit(f"spaces {a} and {b} are too close")
        for name, _, px, py, pw, ph in PLACES:
            if px - SPACE / 2 < ax < px + pw + SPACE / 2 and py - SPACE / 2 < ay < py + ph + SPACE / 2:
                raise SystemExit(f"space {a} lies on {name}")


def build() -> str:
    lift, trails = layout()
    check(lift, trails)
    oid = 1
    lift_objs, trail_objs, place_objs = [], [], []
    h = SPACE / 2
    for _, k, x, y in lift:
        kw: dict[str, object] = {"number": k}
        if k == BOOMER_AT:
            kw["branch"] = "boomer"
        lift_objs.append(obj(oid, f"lift {k}", "lift", round(x - h), round(y - h), SPACE, SPACE, **kw))
        oid += 1
    for tid, spaces in trails.items():
        for i, (x, y, colour) in enumerate(spaces):
            kw = {"trail": tid, "number": i + 1, "colour": colour}
            if (tid, i + 1) == CUTOFF[:2]:
                kw["cutoff"] = f"{CUTOFF[2]}/{CUTOFF[3]}"
            trail_objs.append(obj(oid, f"{tid} {i + 1}", "space", round(x - h), round(y - h), SPACE, SPACE, **kw))
            oid += 1
    for name, cls, x, y, w, hh in PLACES:
        place_objs.append(obj(oid, name, cls, x, y, w, hh))
        oid += 1
    head = (f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
            f'infinite="0" nextlayerid="4" nextobjectid="{oid}">')
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!--",
             "  Ski Gammon: the board. First drafted by tools/draft_ski_gammon.py;",
             "  from then on edited in Tiled (see docs/ski-gammon.md).",
             "-->",
             head,
             " <properties>",
             '  <property name="board" value="Ski Gammon"/>',
             " </properties>",
             ' <objectgroup id="1" name="lift">', *lift_objs, " </objectgroup>",
             ' <objectgroup id="2" name="trails">', *trail_objs, " </objectgroup>",
             ' <objectgroup id="3" name="places">', *place_objs, " </objectgroup>",
             "</map>", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    return draft_main(__doc__ or "", OUT, REPO, build, argv)


if __name__ == "__main__":
    sys.exit(main())
