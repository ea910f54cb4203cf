"""Chemin Montagneux content: the numbers from config/chemin_montagneux/game.yaml
(the costs of the four activities, the hike, the heights, the start). Every
problem is a one-line ContentError naming the file, the field and the problem.

The tiles, coins and dice are those of one piecepack and live in code
(``state.SUITS``, ``state.RANKS``). Never imports pygame.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from game.content.yamlfile import Checker, read_yaml

#: the pawns, in the order they sit round the table (clockwise from Black)
PAWNS = ("black", "green", "red", "blue")
ACTIVITIES = ("extend", "grade", "raise", "lower")

NUMBERS = {                      # game.yaml key: (lowest, highest)
    "green_lower": (0, 20), "hike": (1, 6), "blue_extra": (0, 4), "max_climb": (1, 6),
    "red_climb": (1, 6), "max_height": (2, 12), "pyrenees_height": (2, 12), "gap_steps": (1, 6),
    "super_engineers": (2, 3), "flags_to_win": (1, 4), "round_limit": (0, 1_000),
}


@dataclass(frozen=True)
class CMContent:
    costs: dict[str, int]                       # activity -> coins
    numbers: dict[str, int]
    centre: tuple[tuple[int, int], ...]         # the four centre cells
    starts: dict[str, tuple[int, int, int]]     # pawn -> (x, y, quadrant)

    def n(self, key: str) -> int:
        return self.numbers[key]


def load_content(config_dir: str) -> CMContent:
    ck = Checker("game.yaml")
    root = ck.mapping(read_yaml(os.path.join(config_dir, "game.yaml")), "game.yaml",
                      required=("costs", *NUMBERS, "centre", "starts"))
    costs_in = ck.mapping(root["costs"], "costs", required=ACTIVITIES)
    costs = {k: ck.integer(costs_in[k], f"costs.{k}", 0, 20) for k in ACTIVITIES}
    numbers = {k: ck.integer(root[k], k, lo, hi) for k, (lo, hi) in NUMBERS.items()}
    if numbers["pyrenees_height"] < numbers["max_height"]:
        raise ck.fail("pyrenees_height", f"must be at least max_height ({numbers['max_height']})")
    if numbers["red_climb"] > numbers["max_climb"]:
        raise ck.fail("red_climb", f"must be at most max_climb ({numbers['max_climb']})")
    cells: list[tuple[int, int]] = []
    for i, c in enumerate(ck.seq(root["centre"], "centre", 4)):
        w = f"centre[{i}]"
        pair = ck.seq(c, w, 2)
        if len(pair) != 2:
            raise ck.fail(w, f"a cell is [x, y], got {len(pair)} numbers")
        cells.append((ck.integer(pair[0], f"{w}.x", -20, 20), ck.integer(pair[1], f"{w}.y", -20, 20)))
    if len(cells) != 4:
        raise ck.fail("centre", f"the centre holds 4 tiles, got {len(cells)}")
    if len(set(cells)) != 4:
        raise ck.fail("centre", "a cell is given twice")
    xs, ys = sorted({x for x, _ in cells}), sorted({y for _, y in cells})
    if len(xs) != 2 or len(ys) != 2 or xs[1] != xs[0] + 1 or ys[1] != ys[0] + 1:
        raise ck.fail("centre", "the four centre tiles lie two by two, edge to edge")
    starts_in = ck.mapping(root["starts"], "starts", required=PAWNS)
    starts: dict[str, tuple[int, int, int]] = {}
    for p in PAWNS:
        w = f"starts.{p}"
        v = ck.seq(starts_in[p], w, 3)
        if len(v) != 3:
            raise ck.fail(w, f"a start is [x, y, quadrant], got {len(v)} numbers")
        x, y = ck.integer(v[0], f"{w}.x", -20, 20), ck.integer(v[1], f"{w}.y", -20, 20)
        q = ck.integer(v[2], f"{w}.quadrant", 0, 3)
        if (x, y) not in cells:
            raise ck.fail(w, f"[{x}, {y}] is not one of the centre tiles")
        # an inner square: the quadrant facing the middle of the two-by-two centre
        inner = (1 if x == xs[0] else 0) + 2 * (1 if y == ys[0] else 0)
        if q != inner:
            raise ck.fail(w, f"quadrant {q} is not the inner square of its tile (that is {inner})")
        starts[p] = (x, y, q)
    if len({(x, y) for x, y, _ in starts.values()}) != 4:
        raise ck.fail("starts", "each pawn starts on a centre tile of its own")
    return CMContent(costs=costs, numbers=numbers, centre=tuple(cells), starts=starts)
