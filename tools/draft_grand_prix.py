#!/usr/bin/env python3
"""Draft the Himalaya Grand Prix course as a Tiled map (a one-shot helper).

The course is five columns wide and six rows long, raced from the top down:

- rows 1 and 2 are the starting rows; row 1 has no Yeti spaces;
- rows 2 to 6 each have two Yeti spaces: a green Yeti on the left edge (it
  throws to the right) and a red Yeti on the right edge (it throws to the
  left). Five Yetis, each once in green and once in red: ten spaces.
  The green side, from row 2 down: Ambidextrous, Bashful, Chilly, Dozy,
  Roller. The red side is the same order moved on two rows (Chilly, Dozy,
  Roller, Ambidextrous, Bashful), so no Yeti watches one row from both sides;
- every space shows a green and a red die number from 3 to 6. A snowboarder
  near a Yeti is easy to hit (a low number), one across the course hard (a
  high number); rows differ a little so that no column is safe everywhere;
- below the last row, the four finishing spaces (x4, x3, x2, x2).

The script writes the map in the Tiled 1.8 format read by
``game/games/grand_prix/rules/content.py`` and described in
``docs/grand-prix.md``: object layers ``course``, ``yetis`` and ``finish``.
Once drafted the map belongs to the Tiled editor, so the script never
overwrites a file: run without arguments it writes ``maps/grand_prix.tmx``
only if it does not exist; ``--out FILE`` writes elsewhere.

Standard library only.
"""
from __future__ import annotations

import sys
from pathlib import Path

from tmx_draft import draft_main, obj

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "maps" / "grand_prix.tmx"

TILE = 32
COLS, ROWS = 5, 6
CELL_W, CELL_H = 128, 96          # one course space
LEFT = 320                        # x of the course's left edge (centred on the 1280-pixel map)
TOP = 96                          # y of row 1
YETI = 96                         # a Yeti space is YETI x YETI
WIDTH, HEIGHT = 40 * TILE, 32 * TILE

GREEN_SIDE = ["ambidextrous", "bashful", "chilly", "dozy", "roller"]      # rows 2..6
RED_SIDE = GREEN_SIDE[2:] + GREEN_SIDE[:2]

# Die numbers by distance from the Yeti's edge (0: the nearest column), row by row.
NEAR_TO_FAR = {
    1: [3, 3, 4, 5, 6],
    2: [3, 4, 4, 5, 6],
    3: [3, 4, 5, 5, 6],
    4: [3, 3, 4, 6, 6],
    5: [3, 4, 5, 6, 6],
    6: [3, 4, 4, 5, 6],
}


def build() -> str:
    oid = 1
    course, yetis, finish = [], [], []
    for row in range(1, ROWS + 1):
        y = TOP + (row - 1) * CELL_H
        for col in range(1, COLS + 1):
            x = LEFT + (col - 1) * CELL_W
            green = NEAR_TO_FAR[row][col - 1]           # the green Yeti stands on the left
            red = NEAR_TO_FAR[row][COLS - col]           # the red one on the right
            course.append(obj(oid, f"r{row}c{col}", "space", x, y, CELL_W, CELL_H,
                              row=row, col=col, green=green, red=red))
            oid += 1
        if row >= 2:
            cy = y + (CELL_H - YETI) / 2
            yetis.append(obj(oid, f"{GREEN_SIDE[row - 2]} green", "yeti", LEFT - 16 - YETI, cy, YETI, YETI,
                             ellipse=True, yeti=GREEN_SIDE[row - 2], colour="green", row=row))
            oid += 1
            yetis.append(obj(oid, f"{RED_SIDE[row - 2]} red", "yeti", LEFT + COLS * CELL_W + 16, cy, YETI, YETI,
                             ellipse=True, yeti=RED_SIDE[row - 2], colour="red", row=row))
            oid += 1
    fy = TOP + ROWS * CELL_H + 48
    fw = COLS * CELL_W / 4
    for place in range(1, 5):
        finish.append(obj(oid, f"finish {place}", "finish", LEFT + (place - 1) * fw + 8, fy, fw - 16, 112,
                          place=place))
        oid += 1
    head = (f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
            f'infinite="0" nextlayerid="4" nextobjectid="{oid}">')
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!--",
             "  Himalaya Grand Prix: the course. First drafted by tools/draft_grand_prix.py;",
             "  from then on edited in Tiled (see docs/grand-prix.md).",
             "-->",
             head,
             " <properties>",
             '  <property name="course" value="Himalaya Grand Prix"/>',
             " </properties>",
             ' <objectgroup id="1" name="course">', *course, " </objectgroup>",
             ' <objectgroup id="2" name="yetis">', *yetis, " </objectgroup>",
             ' <objectgroup id="3" name="finish">', *finish, " </objectgroup>",
             "</map>", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    return draft_main(__doc__ or "", OUT, REPO, build, argv)


if __name__ == "__main__":
    sys.exit(main())
