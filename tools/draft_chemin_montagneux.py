#!/usr/bin/env python3
"""Draft the Chemin Montagneux table as a Tiled map (a one-shot helper).

The table (docs/chemin-montagneux.md, "Setting up"; docs/ui.md, "Chemin
Montagneux"): the landscape grows on a lattice of cells, one tile wide, from
four centre tiles laid two by two in the middle of the table. The map holds:

- ``table`` (layer ``table``): the table's top, a rectangle; its middle is
  the corner where the cells 0,0, 1,0, 0,1 and 1,1 meet, so every cell is
  counted from it (x to the right, y downwards);
- ``common`` (layer ``table``): the common area, where the coins paid for
  trailblazing lie and hikers take theirs;
- ``supply`` (layer ``table``), one per pawn (property ``pawn``): where the
  player of that pawn keeps his stock of tiles and his coins, at his edge of
  the table;
- ``centre`` (layer ``centre``): the four centre tiles, one cell each;
- ``start`` (layer ``starts``): a point per pawn (property ``pawn``) on the
  inner grid square of its own centre tile.

The map's property ``cell`` is the width of one cell (one tile) in map
pixels. Once drafted the map belongs to the Tiled editor, so the script never
overwrites a file: run without arguments it writes
``maps/chemin_montagneux.tmx`` only if it does not exist; ``--out FILE``
writes elsewhere. ``QT_QPA_PLATFORM=offscreen tiled --export-map
maps/chemin_montagneux.tmx out.json`` proves Tiled reads it.

Standard library only.
"""
from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

from tmx_draft import draft_main, obj, props

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "maps" / "chemin_montagneux.tmx"

CELL = 96                                  # map pixels per cell (one tile)
GRID = 48                                  # Tiled's grid: half a cell, so squares snap too
COLS, ROWS = 12, 10                        # the table, in cells
WIDTH, HEIGHT = COLS * CELL, ROWS * CELL   # 1152 x 960
MID_X, MID_Y = WIDTH // 2, HEIGHT // 2     # the corner the four centre tiles share

#: the centre tiles (cells) and each pawn's start: its tile and quadrant (the inner square)
CENTRE = ((0, 0), (1, 0), (0, 1), (1, 1))
STARTS = {"black": (0, 0, 3), "green": (1, 0, 2), "red": (1, 1, 0), "blue": (0, 1, 1)}
#: each pawn's supply at its edge of the table (cells: x, y, w, h), round the table
#: clockwise from Black at the top left, as the pawns start on the centre tiles
SUPPLIES = {"black": (-5, -4, 4, 2), "green": (3, -4, 4, 2), "red": (3, 4, 4, 2), "blue": (-5, 4, 4, 2)}
COMMON = (-1, -4, 4, 2)                    # the common area: the top middle of the table


def cell_box(x: float, y: float, w: float = 1, h: float = 1) -> tuple[float, float, float, float]:
    """Map pixels of a block of cells whose top-left cell is x, y."""
    return (MID_X + (x - 1) * CELL, MID_Y + (y - 1) * CELL, w * CELL, h * CELL)


def point(oid: int, name: str, cls: str, x: float, y: float, **kw: object) -> str:
    body = [f'  <object id="{oid}" name={quoteattr(name)} type={quoteattr(cls)} x="{x:g}" y="{y:g}">']
    if kw:
        body.append(props(**kw))
    body += ["   <point/>", "  </object>"]
    return "\n".join(body)


def build() -> str:
    oid = 1
    table = []
    table.append(obj(oid, "table", "table", 0, 0, WIDTH, HEIGHT))
    oid += 1
    table.append(obj(oid, "common area", "common", *cell_box(*COMMON)))
    oid += 1
    for pawn, box in SUPPLIES.items():
        table.append(obj(oid, f"{pawn} supply", "supply", *cell_box(*box), pawn=pawn))
        oid += 1
    centre = []
    for x, y in CENTRE:
        centre.append(obj(oid, f"centre {x},{y}", "centre", *cell_box(x, y)))
        oid += 1
    starts = []
    for pawn, (x, y, q) in STARTS.items():
        bx, by, _, _ = cell_box(x, y)
        px = bx + (q % 2 + 0.5) * CELL / 2
        py = by + (q // 2 + 0.5) * CELL / 2
        starts.append(point(oid, f"{pawn} start", "start", px, py, pawn=pawn))
        oid += 1
    head = (f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
            f'width="{WIDTH // GRID}" height="{HEIGHT // GRID}" tilewidth="{GRID}" tileheight="{GRID}" '
            f'infinite="0" nextlayerid="4" nextobjectid="{oid}">')
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!--",
             "  Chemin Montagneux: the table. First drafted by tools/draft_chemin_montagneux.py;",
             "  from then on edited in Tiled (see docs/ui.md, Chemin Montagneux).",
             "-->",
             head,
             " <properties>",
             '  <property name="board" value="Chemin Montagneux"/>',
             f'  <property name="cell" type="int" value="{CELL}"/>',
             " </properties>",
             ' <objectgroup id="1" name="table">', *table, " </objectgroup>",
             ' <objectgroup id="2" name="centre">', *centre, " </objectgroup>",
             ' <objectgroup id="3" name="starts">', *starts, " </objectgroup>",
             "</map>", ""]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    return draft_main(__doc__ or "", OUT, REPO, build, argv)


if __name__ == "__main__":
    sys.exit(main())
