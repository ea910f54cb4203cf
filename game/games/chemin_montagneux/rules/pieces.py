"""Chemin Montagneux: the pieces and the places, as plain data and pure
functions. The piecepack's suits and ranks, a tile's and a coin's name, the
dice a turn may use, and the cells ("x,y") and places ("x,y" or "x,y,q") of
the lattice the landscape lies on (state.py tells the geometry)."""
from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

#: the suits in the order of the four dice: Suns, Moons, Crowns, Arms
SUITS = ("S", "M", "C", "A")
SUIT_NAMES = {"S": "Suns", "M": "Moons", "C": "Crowns", "A": "Arms"}
PAWN_SUIT = {"black": "M", "green": "C", "red": "S", "blue": "A"}
#: the activity each die's suit calls for
ACTIVITY = {"C": "extend", "A": "grade", "S": "raise", "M": "lower"}
SUIT_OF = {a: s for s, a in ACTIVITY.items()}
RANKS = (0, 1, 2, 3, 4, 5)                 # null, ace, 2 .. 5
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))
MOST_CELL = 60                             # |x| and |y| of any cell
MOST_PATH = 12                             # places named in one hike

Pos = tuple[int, int, int | None]


def rank_name(r: int) -> str:
    return {0: "0", 1: "ace"}.get(r, str(r))


def order(rank: int) -> int:
    """A die's place in the order: null lowest, ace highest (a coin's value is
    its rank: ``coin_value`` in coins.py)."""
    return 6 if rank == 1 else rank


def tile_code(t: list[Any]) -> str:
    return "grid" if t[2] == "g" else f"{t[0]}{t[1]}"


def tile_text(t: list[Any]) -> str:
    if t[2] == "g":
        return "a rough tile"
    return f"the {rank_name(t[1])} of {SUIT_NAMES[t[0]]}"


def coin_text(c: str) -> str:
    return f"the {rank_name(int(c[1]))} of {SUIT_NAMES[c[0]]}"


T = TypeVar("T")


def flood(first: T, nexts: Callable[[T], Iterable[T]]) -> set[T]:
    """``first`` and everything ``nexts`` leads to from it, step after step (the
    landscape's parts, the cells a pawn could walk to)."""
    seen = {first}
    todo = [first]
    while todo:
        for n in nexts(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def key(x: int, y: int) -> str:
    return f"{x},{y}"


def parse_cell(v: Any) -> tuple[int, int] | None:
    p = parse_pos(v)
    if p is None or p[2] is not None:
        return None
    return p[0], p[1]


def parse_pos(v: Any) -> Pos | None:
    """``"x,y"`` or ``"x,y,q"`` as numbers; None if it is neither."""
    if not isinstance(v, str) or len(v) > 20:
        return None
    return _parse_pos_text(v)


@functools.lru_cache(maxsize=4096)
def _parse_pos_text(v: str) -> Pos | None:
    parts = v.split(",")
    if len(parts) not in (2, 3):
        return None
    try:
        nums = [int(p) for p in parts]
    except ValueError:
        return None
    if any(abs(n) > MOST_CELL for n in nums[:2]):
        return None
    if len(nums) == 3:
        if not 0 <= nums[2] <= 3:
            return None
        return nums[0], nums[1], nums[2]
    return nums[0], nums[1], None


def pos_text(p: Pos) -> str:
    return f"{p[0]},{p[1]}" if p[2] is None else f"{p[0]},{p[1]},{p[2]}"


#: every roll of the four dice (Suns, Moons, Crowns, Arms), each as likely
ROLLS = tuple(itertools.product(RANKS, repeat=4))


def usable_dice(dice: tuple[int, ...] | list[int], k: int) -> tuple[int, ...]:
    """The dice (by index) among the top ``k``: fewer than ``k`` dice are higher."""
    return _usable_of(tuple(dice), k)


@functools.lru_cache(maxsize=4096)
def _usable_of(dice: tuple[int, ...], k: int) -> tuple[int, ...]:
    return tuple(i for i, d in enumerate(dice) if sum(order(e) > order(d) for e in dice) < k)


def cell_of(pos: str) -> str:
    return ",".join(pos.split(",")[:2])


def public_tile(t: list[Any]) -> list[Any]:
    """A tile as every player sees it: a rough tile's face is unknown."""
    return [t[0], t[1], "v"] if t[2] == "v" else [None, None, "g"]
