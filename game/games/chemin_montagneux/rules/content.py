"""Chemin Montagneux content: the numbers from config/chemin_montagneux/game.yaml
(the costs of the four activities, the hike, the heights) and the table from
the Tiled map maps/chemin_montagneux.tmx (the table's top, the four centre
tiles, the pawns' start squares, the common area and each player's supply;
tools/draft_chemin_montagneux.py drafted it). Every problem is a one-line
ContentError naming the file, the field or object and the problem.

The tiles, coins and dice are those of one piecepack and live in code
(``state.SUITS``, ``state.RANKS``). Never imports pygame.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field

from game.content.tiled import MapData, MapObject, classless, classless_note, load_map
from game.content.yamlfile import Checker, read_yaml
from game.core.protocol import ContentError
from game.core.quote import quoted

#: the pawns, in the order they sit round the table (clockwise from Black)
PAWNS = ("black", "green", "red", "blue")
ACTIVITIES = ("extend", "grade", "raise", "lower")
#: the largest table, in cells each way: the window draws each of its planks and
#: each free cell of a supply, so a larger one would never be drawn
MOST_TABLE_CELLS = 64

NUMBERS = {                      # game.yaml key: (lowest, highest)
    "green_lower": (0, 20), "hike": (1, 6), "blue_extra": (0, 4), "max_climb": (1, 6),
    "red_climb": (1, 6), "max_height": (2, 12), "pyrenees_height": (2, 12), "gap_steps": (1, 6),
    "super_engineers": (2, 3), "flags_to_win": (1, 4), "round_limit": (0, 1_000),
    "stuck_rounds": (1, 1_000),
}


Box = tuple[float, float, float, float]        # x, y, w, h in cells (x to the right, y downwards)


@dataclass(frozen=True)
class CMContent:
    costs: dict[str, int]                       # activity -> coins
    numbers: dict[str, int]
    centre: tuple[tuple[int, int], ...]         # the four centre cells (from the map)
    starts: dict[str, tuple[int, int, int]]     # pawn -> (x, y, quadrant) (from the map)
    table: Box = (-7.0, -5.0, 16.0, 12.0)       # the table's top, in cells
    common: Box = (-1.0, -5.0, 4.0, 2.0)        # the common area (coins)
    supplies: dict[str, Box] = field(default_factory=dict)   # pawn -> where its player keeps stock and coins
    path: str = ""                              # the map read

    def n(self, key: str) -> int:
        return self.numbers[key]


def load_content(config_dir: str, map_path: str | None = None) -> CMContent:
    """The numbers from ``config_dir``/game.yaml and the table from the Tiled map
    (default: maps/chemin_montagneux.tmx)."""
    from game import paths
    ck = Checker("game.yaml")
    root = ck.mapping(read_yaml(os.path.join(config_dir, "game.yaml")), "game.yaml",
                      required=("costs", *NUMBERS))
    costs_in = ck.mapping(root["costs"], "costs", required=ACTIVITIES)
    costs = {k: ck.integer(costs_in[k], f"costs.{k}", 0, 20) for k in ACTIVITIES}
    numbers = {k: ck.integer(root[k], k, lo, hi) for k, (lo, hi) in NUMBERS.items()}
    if numbers["pyrenees_height"] < numbers["max_height"]:
        raise ck.fail("pyrenees_height", f"must be at least max_height ({numbers['max_height']})")
    if numbers["red_climb"] > numbers["max_climb"]:
        raise ck.fail("red_climb", f"must be at most max_climb ({numbers['max_climb']})")
    path = map_path or os.path.join(paths.maps_dir(), "chemin_montagneux.tmx")
    md = load_map(path)
    try:
        table, common, supplies, cells, starts = _read_table(md)
    except ContentError as e:
        lost, total = classless(md)
        note = classless_note(md)
        if note and len(lost) == total:     # nothing has a class: that is the cause
            raise ContentError(note) from e
        raise
    return CMContent(costs=costs, numbers=numbers, centre=tuple(cells), starts=starts, table=table,
                     common=common, supplies=supplies, path=path)


def _read_table(md: MapData) -> tuple[Box, Box, dict[str, Box], list[tuple[int, int]], dict[str, tuple[int, int, int]]]:
    """The table, the common area, the supplies, the centre tiles and the starts,
    in cells counted from the table's middle (the corner of the cells 0,0, 1,0,
    0,1 and 1,1)."""
    name = os.path.basename(md.path)

    def fail(where: str, problem: str) -> ContentError:
        return ContentError(f"{name}: {where}: {problem}")

    cell = md.properties.get("cell")
    if not isinstance(cell, int) or isinstance(cell, bool) or not 8 <= cell <= 1024:
        raise fail("map", "the property 'cell' (pixels per tile, 8 to 1024, a whole number) is missing or wrong")
    objs = [o for objs in md.layers.values() for o in objs]

    def of(cls: str) -> list[MapObject]:
        return [o for o in objs if o.cls == cls]

    tables = of("table")
    if len(tables) != 1:
        raise fail("map", f"one object of class 'table' is needed, found {len(tables)}")
    t = tables[0]
    if t.width < 4 * cell or t.height < 4 * cell:
        raise fail(t.label(), "the table is at least 4 by 4 cells")
    if t.width > MOST_TABLE_CELLS * cell or t.height > MOST_TABLE_CELLS * cell:
        raise fail(t.label(), f"the table is at most {MOST_TABLE_CELLS} by {MOST_TABLE_CELLS} cells "
                              f"(a cell is {cell} pixels)")
    mx, my = t.x + t.width / 2, t.y + t.height / 2

    def on_table(o: MapObject) -> None:
        if o.x < t.x - 1e-6 or o.y < t.y - 1e-6 or o.x + o.width > t.x + t.width + 1e-6 or \
                o.y + o.height > t.y + t.height + 1e-6:
            raise fail(o.label(), "lies outside the table")

    def box(o: MapObject) -> Box:
        if o.width <= 0 or o.height <= 0:
            raise fail(o.label(), "an area is a rectangle")
        on_table(o)
        return ((o.x - mx) / cell + 1, (o.y - my) / cell + 1, o.width / cell, o.height / cell)

    commons = of("common")
    if len(commons) != 1:
        raise fail("map", f"one object of class 'common' (the common area) is needed, found {len(commons)}")
    supplies: dict[str, Box] = {}
    for o in of("supply"):
        pawn = o.properties.get("pawn")
        if pawn not in PAWNS:
            raise fail(o.label(), f"the property 'pawn' is one of {', '.join(PAWNS)}, got {quoted(pawn)}")
        if pawn in supplies:
            raise fail(o.label(), f"a second supply for the {pawn} pawn")
        supplies[pawn] = box(o)
    missing = [p for p in PAWNS if p not in supplies]
    if missing:
        raise fail("map", f"no supply (class 'supply') for the {missing[0]} pawn")
    cells: list[tuple[int, int]] = []
    for o in of("centre"):
        on_table(o)                     # the landscape grows from there: never far off the table
        fx, fy = (o.x - mx) / cell + 1, (o.y - my) / cell + 1
        if abs(o.width - cell) > 1e-6 or abs(o.height - cell) > 1e-6 or abs(fx - round(fx)) > 1e-6 or \
                abs(fy - round(fy)) > 1e-6:
            raise fail(o.label(), f"a centre tile is one cell ({cell} by {cell}) lying on the cells' grid")
        c = (round(fx), round(fy))
        if c in cells:
            raise fail(o.label(), "a cell is given twice")
        cells.append(c)
    if len(cells) != 4:
        raise fail("map", f"the centre holds 4 tiles (class 'centre'), got {len(cells)}")
    xs, ys = sorted({x for x, _ in cells}), sorted({y for _, y in cells})
    if len(xs) != 2 or len(ys) != 2 or xs[1] != xs[0] + 1 or ys[1] != ys[0] + 1:
        raise fail("centre", "the four centre tiles lie two by two, edge to edge")
    starts: dict[str, tuple[int, int, int]] = {}
    for o in of("start"):
        pawn = o.properties.get("pawn")
        if pawn not in PAWNS:
            raise fail(o.label(), f"the property 'pawn' is one of {', '.join(PAWNS)}, got {quoted(pawn)}")
        if pawn in starts:
            raise fail(o.label(), f"a second start for the {pawn} pawn")
        px, py = (o.x + o.width / 2 - mx) / cell + 1, (o.y + o.height / 2 - my) / cell + 1
        x, y = math.floor(px), math.floor(py)
        q = (1 if px - x >= 0.5 else 0) + 2 * (1 if py - y >= 0.5 else 0)
        if (x, y) not in cells:
            raise fail(o.label(), f"the {pawn} pawn's start ({x},{y}) is not on one of the centre tiles")
        # an inner square: the quadrant facing the middle of the two-by-two centre
        inner = (1 if x == xs[0] else 0) + 2 * (1 if y == ys[0] else 0)
        if q != inner:
            raise fail(o.label(), f"quadrant {q} is not the inner square of its tile (that is {inner})")
        starts[pawn] = (x, y, q)
    missing = [p for p in PAWNS if p not in starts]
    if missing:
        raise fail("map", f"no start (class 'start') for the {missing[0]} pawn")
    if len({(x, y) for x, y, _ in starts.values()}) != 4:
        raise fail("starts", "each pawn starts on a centre tile of its own")
    return box(t), box(commons[0]), supplies, cells, starts
