"""Chemin Montagneux's rulebook pictures, on the table as the game draws it
(its oblique view of the piles of tiles, the pawns, the lit places and the
path of a hike).

- ``chemin-montagneux-landscape.png``: a small landscape, each pile named:
  a path (one tile high), mountains two and three high, a graded tile, a
  gap, and an ace on top of a mountain: a peak;
- ``chemin-montagneux-hike.png``: two hikes on that landscape, each checked
  and counted by the rules (steps and the coins taken): three steps over
  rough squares and up one height earn nothing; two heights up at once is
  two steps and earns one coin.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

import pygame

from game.core.protocol import SeatSetup, Setup
from game.games.chemin_montagneux import default_content
from game.games.chemin_montagneux import terrain_view as tv
from game.games.chemin_montagneux.rules.actions import Hike
from game.games.chemin_montagneux.rules.content import CMContent
from game.games.chemin_montagneux.rules.state import CMState, key, parse_pos
from game.games.chemin_montagneux.terrain_view.layout import shown
from game.games.chemin_montagneux.terrain_view.projection import T, View

from . import kit

#: the landscape: cell -> its pile, bottom first ([suit, rank, side]: "g" grid side up, "v" value side up)
LAND: dict[tuple[int, int], list[list[Any]]] = {
    (0, 0): [["C", 4, "g"]],
    (1, 0): [["A", 2, "g"], ["S", 5, "g"]],
    (2, 0): [["M", 0, "v"], ["C", 3, "v"], ["S", 1, "v"]],          # the Suns' ace on a mountain: a peak
    (0, 1): [["M", 3, "v"]],
    (2, 1): [["A", 5, "g"]],
    (3, 1): [["C", 2, "g"], ["A", 3, "g"]],
}
GAP = (1, 1)
PLAYERS = (("Anna", "black"), ("Ben", "green"), ("Chloe", "red"))


@cache
def content() -> CMContent:
    return default_content()


def position(pawns: Mapping[str, str]) -> CMState:
    """Three players on the landscape above, the first one's turn to act after
    the roll, the pawns where given, two coins in the common area. Every tile and
    coin of the box stays in exactly one place."""
    c = content()
    seats = tuple(SeatSetup(name, colour) for name, colour in PLAYERS)
    s = CMState(Setup("chemin-montagneux", seats, seed=1), c)
    tiles = [t for pile in s.board.values() for t in pile] + [t for stock in s.stock for t in stock]
    s.board = {}
    for (x, y), pile in LAND.items():
        s.board[key(x, y)] = []
        for suit, rank, side in pile:
            t = next(t for t in tiles if t[0] == suit and t[1] == rank)
            tiles.remove(t)
            s.board[key(x, y)].append([suit, rank, side])
    per = len(tiles) // len(s.stock)
    s.stock = [tiles[i * per:(i + 1) * per] if i < len(s.stock) - 1 else tiles[i * per:] for i in range(len(s.stock))]
    s.pawns = dict(pawns)
    s.common = [s.coins[1].pop(), s.coins[2].pop()]
    s.phase, s.turn, s.dice = "act", 0, [2, 3, 4, 5]
    s.census()
    return s


def view_for(box: pygame.Rect, cells: Sequence[tuple[int, int]], scale: float) -> View:
    """The game's view (no quarter turn) at ``scale`` pixels a cell, the piles
    given centred in ``box``."""
    probe = View(0, scale, (0.0, 0.0))
    pts = [probe.screen(x + dx, y + dy, z) for x, y in cells for dx in (0, 1) for dy in (0, 1)
           for z in (0.0, 3 * T)]
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    return View(0, scale, (box.centerx - (x0 + x1) / 2, box.centery - (y0 + y1) / 2))


def table(s: CMState, size: tuple[int, int], scale: float, pawns: bool = True,
          cells: Sequence[tuple[int, int]] = (*LAND, GAP), **draw: Any) -> tuple[pygame.Surface, View]:
    """The table round the landscape, as the game draws it (pawns left off if
    asked), the cells given in the middle."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    v = view_for(surf.get_rect(), cells, scale)
    sh = shown(s)
    if not pawns:
        sh.pawns = {}
    tv.draw_scene(surf, v, s.c, sh, current=None, **draw)
    return kit.opaque(surf, (32, 36, 46)), v


def top_point(v: View, s: CMState, cell: tuple[int, int]) -> tuple[float, float]:
    x, y = cell
    return v.screen(x + 0.5, y + 0.5, len(s.board.get(key(x, y), ())) * T)


def pointer(view: pygame.Surface, words: str, at: tuple[float, float], label: tuple[float, float], anchor: str,
            width: int = 120) -> None:
    """A label joined by a thin line to the point it names."""
    r = kit.tag(view, words, label, 12, anchor=anchor, width=width, edge=kit.EDGE)
    with kit.Smooth(view) as sm:
        end = (min(max(at[0], r.left), r.right), r.bottom if at[1] > r.bottom else r.top if at[1] < r.top
               else r.centery)
        sm.line([end, at], 2, kit.WHITE)
        sm.circle(at, 4, kit.WHITE)
        sm.circle(at, 2.5, kit.INK)
    kit.tag(view, words, label, 12, anchor=anchor, width=width, edge=kit.EDGE)


# ---------------------------------------------------------------- the landscape

def landscape() -> pygame.Surface:
    s = position({"black": "3,1,1", "green": "0,0,0", "red": "3,1,3"})
    assert s.height(key(*GAP)) == 0 and s.is_peak(key(2, 0)), "the landscape's gap and peak"
    w, h = 600, 270
    view, v = table(s, (w, h), 78, pawns=False)

    def high(cell: tuple[int, int]) -> int:
        return s.height(key(*cell))
    names = {
        (0, 0): (f"A path: {high((0, 0))} tile high, grid side up: 4 rough squares", (10, 14), "topleft"),
        (0, 1): (f"A graded path: {high((0, 1))} tile high, value side up: one place", (10, h - 16), "bottomleft"),
        GAP: ("A gap: an empty place nobody crosses", (w // 2 - 30, h - 10), "midbottom"),
        (1, 0): (f"A mountain: {high((1, 0))} tiles high", (w // 2 - 10, 10), "midtop"),
        (2, 0): (f"A peak: an ace on top of a mountain {high((2, 0))} high", (w - 10, 14), "topright"),
        (3, 1): (f"A mountain: {high((3, 1))} tiles high", (w - 10, h - 30), "bottomright"),
    }
    for cell, (words, at, anchor) in names.items():
        pointer(view, words, top_point(v, s, cell), at, anchor, width=168)
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    return kit.panel(view, "Paths, mountains, gaps and a peak", "A pile's height is the number of tiles in it. "
                     "The top tile is what a pawn walks on.", width=w + 16)


# ---------------------------------------------------------------- hikes

def hike_case(pawn: str, path: Sequence[str], pawns: Mapping[str, str], title: str,
              cells: Sequence[tuple[int, int]]) -> pygame.Surface:
    """One hike, played by the rules' count: the pawn lit as the game lights a
    selected pawn, every place it could hike to lit, its path drawn as the
    game draws the hike under the mouse, each step numbered."""
    s = position(pawns)
    seat = s.turn = s.owner[pawn]
    a = Hike(seat, pawn, tuple(path))
    assert s.why_illegal(a) is None, s.why_illegal(a)
    terms = s.hike_terms(a)
    assert not isinstance(terms, str)
    steps, coins = terms
    ends = {p for (p, _k) in s.hike_paths(seat, pawn)} - {parse_pos(s.pawns[pawn])}
    lit = frozenset(f"{x},{y}" if q is None else f"{x},{y},{q}" for x, y, q in ends)
    w, h = 296, 236
    view, v = table(s, (w, h), 84, cells=cells, selected_pawn=pawn, lit_places=lit, path=[s.pawns[pawn], *path])
    # each move numbered by the steps it has counted so far
    here = parse_pos(s.pawns[pawn])
    assert here is not None
    blocked = s.blocked_for(pawn)
    done = 0
    for place in path:
        t = parse_pos(place)
        assert t is not None
        done += next(k for q, k in s.moves(pawn, here, blocked) if q == t)
        p = tv.place_screen(v, shown(s).board, place)
        kit.badge(view, str(done), (p[0] + 13, p[1] - 13), 9, kit.INK, ring=(255, 236, 120))
        here = t
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    got = {0: "no coins", 1: "1 coin"}.get(len(coins), f"{len(coins)} coins")
    said = f"{steps} step{'s' if steps != 1 else ''}, so it takes {got} from the common area: {title}"
    return kit.panel(view, f"{pawn.title()}: {steps} step{'s' if steps != 1 else ''} + {got}", said, width=w + 12)


def hike() -> pygame.Surface:
    pawns = {"green": "0,1", "black": "2,1,0", "red": "3,1,3"}
    green = hike_case("green", ["0,0,2", "0,0,3", "1,0,2"], pawns,
                      "off the graded tile onto a square, one square on, up one height.", [(0, 0), (1, 1)])
    black = hike_case("black", ["2,0"], pawns, "two heights up at once count as two steps.", [(2, 0), (2, 1)])
    return kit.row([green, black], gap=8)


def pictures() -> list[kit.Picture]:
    return [kit.Picture("chemin-montagneux-landscape.png", landscape),
            kit.Picture("chemin-montagneux-hike.png", hike)]
