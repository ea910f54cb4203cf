"""The two records the landscape's drawing works with: what the table shows
(``Shown``: the game as the seat may see it, what it is drawn from) and what
was drawn where (``Layout``: each ``Hit``, back to front, that the clicks and
the tooltips ask). Nothing here reads a rough tile's face (a tile shown grid
side up is drawn as a grid, whatever the game holds).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from .projection import Pile, View, inside, parse

# ---------------------------------------------------------------- what is shown

@dataclass
class Shown:
    """The table as the screen shows it: the game (as the seat may see it) with
    the pieces a running animation moves left out."""
    board: dict[str, Pile]
    pawns: dict[str, str]
    stock: list[Pile]
    coins: list[list[str]]
    common: list[str]
    flags: list[list[Any]]
    supply_of: list[str]                  # each seat's supply (a pawn's colour)
    hidden_top: set[str] = field(default_factory=set)   # cells whose top tile an animation carries
    hidden_pawns: set[str] = field(default_factory=set)


def shown(s: Any) -> Shown:
    """What a game (masked) shows: a rough tile's face is never kept."""
    board = {k: [list(t) if t[2] == "v" else [None, None, "g"] for t in pile] for k, pile in s.board.items()}
    stock = [[list(t) if t[2] == "v" else [None, None, "g"] for t in st] for st in s.stock]
    supply = [s.setup.seats[i].colour for i in range(s.num_seats)]
    return Shown(board=board, pawns=dict(s.pawns), stock=stock, coins=[list(c) for c in s.coins],
                 common=list(s.common), flags=[list(f) for f in s.flags], supply_of=supply)


@dataclass
class Hit:
    """One thing drawn, for clicks and tooltips: a pile (``cell``), a place on
    its top (``place``: "x,y,q" or "x,y"), a pawn, an empty cell offered to
    extend into (``spot``), a supply or the common area."""
    kind: str                              # pile, pawn, spot, supply, common, stock
    key: str
    poly: list[tuple[float, float]]
    top: pygame.Rect | None = None
    z: float = 0.0


@dataclass
class Layout:
    view: View
    hits: list[Hit] = field(default_factory=list)     # back to front

    def at(self, pos: tuple[float, float]) -> list[tuple[Hit, str | None]]:
        """What is under a screen point, front to back, down to the first pile or
        spot (nothing behind a pile shows through it); with each its place
        (the grid square or whole tile under the point, on a pile's top)."""
        out: list[tuple[Hit, str | None]] = []
        for h in reversed(self.hits):
            if not inside(h.poly, pos):
                continue
            place = None
            if h.kind in ("pile", "spot") and h.top is not None and h.top.collidepoint(pos):
                x, y, _ = parse(h.key)
                wx, wy = self.view.ground(pos[0], pos[1], h.z)
                qx = min(1, max(0, int((wx - x) * 2)))
                qy = min(1, max(0, int((wy - y) * 2)))
                place = f"{x},{y},{qx + 2 * qy}"
            out.append((h, place))
            if h.kind in ("pile", "spot", "stock"):
                break
        return out
