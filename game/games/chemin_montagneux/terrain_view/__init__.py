"""Draws Chemin Montagneux's table in three dimensions: the wooden table of the
Tiled map, its common area and the players' supplies (stock piles and coins),
and the landscape's piles of tiles in an oblique projection, with the pawns
standing on them.

Piles are drawn back to front for the turn the camera has (rows away from
the viewer first, and in a row right to left), each pawn just after the pile
it stands on, so no pile is drawn over one in front of it.

The parts: the table's world and the projection (``projection.py``: a
camera position, ``View``), what is shown and what was drawn where
(``layout.py``: ``Shown``, ``Layout`` keeps what was drawn where, front to
back, for the clicks and the tooltips), the pictures kept for reuse
(``art.py``), the table and what lies on it (``pieces.py``), the pawns
(``pawns.py``); here, the whole scene back to front, the places lit on a
pile's top and a hike's path. No pygame outside the drawing.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from .. import tile_art
from .art import scratch
from .layout import Hit, Layout, Shown
from .pawns import body_points, draw_pawn, draw_see_through, pawn_body, pawn_foot, pawn_hit, pawn_order, pawn_spots
from .pieces import (
    coin_spots,
    draw_coin,
    draw_flag,
    draw_mats,
    draw_pile,
    draw_shadow,
    draw_table,
    pile_order,
    stock_cells,
    supply_box,
)
from .projection import F, Pile, T, View, parse, place_point

# ---------------------------------------------------------------- the drawing

def draw_scene(surf: pygame.Surface, view: View, content: Any, sh: Shown, *, current: int | None = None,
               lit_cells: frozenset[str] = frozenset(), ghosts: dict[str, list[Any]] | None = None,
               lit_places: frozenset[str] = frozenset(), selected_pawn: str | None = None,
               path: list[str] | None = None, colour_of: dict[str, str] | None = None,
               supplies: bool = True, ground: pygame.Surface | None = None) -> Layout:
    """The whole table, back to front; returns what was drawn where.

    ``lit_cells``: piles outlined (grade, lower, raise); ``ghosts``: a ghost
    tile where a tile would land (cell -> the tile); ``lit_places``: squares and
    tiles a selected pawn may hike to; ``path``: the hike under the mouse;
    ``supplies``: the supplies and the common area on the table (the play
    scene shows them on its panel); ``ground``: the table and the shadows
    already drawn, for this view and landscape (the play scene keeps it)."""
    layout = Layout(view)
    stock_piles: list[tuple[float, float, Pile, int]] = []
    if ground is not None:
        surf.blit(ground, (0, 0))
    else:
        draw_table(surf, view, content, common=supplies)
        if supplies:
            _draw_supplies(surf, view, content, sh, current, layout, stock_piles)
        draw_shadows(surf, view, sh.board, stock_piles)
    _draw_landscape(surf, view, sh, layout, stock_piles, lit_cells, ghosts or {}, lit_places, selected_pawn,
                    colour_of or {})
    if path:
        draw_path(surf, view, sh, path)
    return layout


def _draw_supplies(surf: pygame.Surface, view: View, content: Any, sh: Shown, current: int | None,
                   layout: Layout, stock_piles: list[tuple[float, float, Pile, int]]) -> None:
    """The supplies' mats and coins, the common area's coins; the stock piles to draw."""
    layout.hits += draw_mats(surf, view, content, sh, current)
    for i, c in enumerate(sh.common):
        draw_coin(surf, view, *coin_spots(content.common, len(sh.common))[i], c[0])
    for seat, colour in enumerate(sh.supply_of):
        box = supply_box(content, colour)
        spots = coin_spots(box, len(sh.coins[seat]), first_row=1.0)
        for i, c in enumerate(sorted(sh.coins[seat])):
            draw_coin(surf, view, *spots[i], c[0])
        st = sh.stock[seat]
        order = sorted(range(len(st)), key=lambda k: st[k][2] == "v")     # rough tiles below, seen ones on top
        for (cx, cy), idx in stock_cells(box, len(st), sh.board):
            stock_piles.append((cx, cy, [st[order[k]] for k in idx], seat))


def draw_shadows(surf: pygame.Surface, view: View, board: dict[str, Pile],
                 stock_piles: Iterable[tuple[float, float, Pile, int]] = ()) -> None:
    """The piles' shadows on the table, in one see-through layer."""
    shadows = scratch(surf.get_size())
    for k, pile in board.items():
        x, y, _ = parse(k)
        draw_shadow(shadows, view, x, y, len(pile))
    for sx, sy, spile, _ in stock_piles:
        draw_shadow(shadows, view, sx, sy, len(spile))
    surf.blit(shadows, (0, 0))


def _draw_landscape(surf: pygame.Surface, view: View, sh: Shown, layout: Layout,
                    stock_piles: list[tuple[float, float, Pile, int]], lit_cells: frozenset[str],
                    ghosts: dict[str, list[Any]], lit_places: frozenset[str], selected_pawn: str | None,
                    colour_of: dict[str, str]) -> None:
    """The piles back to front, each pawn after the pile it stands on; a pawn a
    pile in front hides is drawn again over it, see-through (and clicked there)."""
    items: list[tuple[tuple[float, ...], str, Any]] = []
    for k in sh.board:
        items.append((pile_order(view, k), "pile", k))
    for i, (sx, sy, _, _) in enumerate(stock_piles):
        items.append(((*view.order(sx, sy), 0.0, 0.0), "stock", i))
    for k in ghosts:
        if k not in sh.board:
            x, y, _ = parse(k)
            items.append(((*view.order(x, y), 0.0, 0.0), "spot", k))
    feet = pawn_spots(sh.board, sh.pawns)
    for pawn, (wx, wy, _) in feet.items():
        if pawn in sh.hidden_pawns:
            continue
        items.append((pawn_order(view, sh.pawns[pawn], wx, wy), "pawn", pawn))
    for i, f in enumerate(sh.flags):
        x, y, _ = parse(f[0])
        items.append(((*view.order(x, y), 0.5, float(i)), "flag", i))
    items.sort(key=lambda it: it[0])
    lw = max(2, round(view.s * 0.06))
    drawn: dict[str, tuple[str, tuple[float, float], pygame.Rect]] = {}
    for _, kind, key in items:
        if kind == "pile":
            x, y, _ = parse(key)
            pile = sh.board[key]
            tiles = pile[:-1] if key in sh.hidden_top else pile
            top = draw_pile(surf, view, x, y, tiles, lit=key in lit_cells) if tiles else None
            zt = T * len(tiles)
            if top is not None and tile_art.is_peak(tiles):
                badge = tile_art.peak_badge(max(12, round(view.s * 0.3)), str(tiles[-1][0]))
                surf.blit(badge, badge.get_rect(center=(top.right - top.w * 0.16, top.top + top.h * 0.16)))
            if not tiles:
                top = view.top_rect(x, y, 0.0)
            ghost = ghosts.get(key)
            if ghost is not None:
                draw_pile(surf, view, x, y, [ghost], base=zt, alpha=120)     # the table rings it, lit
            for place in lit_places:
                px, py, q = parse(place)
                if f"{px},{py}" == key:
                    _light_place(surf, view, px, py, q, zt, lw)
            layout.hits.append(Hit("pile", key, view.outline(x, y, 0.0, max(zt, 0.01)), top, zt))
        elif kind == "stock":
            x, y, pile, seat = stock_piles[key]
            top = draw_pile(surf, view, x, y, pile, plain=True)
            layout.hits.append(Hit("stock", str(seat), view.outline(x, y, 0.0, T * len(pile)), top, T * len(pile)))
        elif kind == "spot":
            x, y, _ = parse(key)
            ghost = ghosts[key]
            gtop = draw_pile(surf, view, x, y, [ghost], alpha=120)          # the table rings it, lit
            layout.hits.append(Hit("spot", key, view.outline(x, y, 0.0, T), gtop, T))
        elif kind == "pawn":
            wx, wy, z = feet[key]
            colour = colour_of.get(key, key)
            foot = pawn_foot(view, wx, wy, z)
            if key == selected_pawn:
                ring = pygame.Rect(0, 0, round(view.s * 0.46), round(view.s * 0.46 * F))
                ring.center = (round(foot[0]), round(foot[1]))
                pygame.draw.ellipse(surf, (255, 226, 60), ring, lw)
            body = pawn_body(draw_pawn(surf, view, colour, foot))
            layout.hits.append(pawn_hit(key, body))
            drawn[key] = (colour, foot, body)
        elif kind == "flag":
            f = sh.flags[key]
            draw_flag(surf, view, str(f[0]), sh.board, sh.supply_of[int(f[1])], key)
    for key, (colour, foot, body) in drawn.items():     # mostly hidden by piles: seen through them
        under = [layout.at(p) for p in body_points(body)]
        if sum(1 for hits in under if hits and hits[0][0].kind in ("pile", "spot", "stock")) >= 3:
            draw_see_through(surf, view, colour, foot)
            layout.hits.append(pawn_hit(key, body))


def place_rect(view: View, x: int, y: int, q: int | None, z: float, lw: int = 0) -> pygame.Rect:
    """The screen rectangle of a place on a pile's top at height ``z``: a grid
    square (``q``), or the whole graded tile."""
    if q is None:
        return view.top_rect(x, y, z).inflate(-lw, -lw)
    wx, wy = x + 0.5 * (q % 2), y + 0.5 * (q // 2)
    return view.top_rect(wx + 0.04, wy + 0.04, z, 0.42, 0.42)


def _light_place(surf: pygame.Surface, view: View, x: int, y: int, q: int | None, z: float, lw: int) -> None:
    r = place_rect(view, x, y, q, z, lw)
    glow = pygame.Surface(r.size, pygame.SRCALPHA)
    glow.fill((255, 226, 60, 90))
    surf.blit(glow, r)
    pygame.draw.rect(surf, (255, 226, 60), r, max(1, lw // 2 + 1))


def place_screen(view: View, board: dict[str, Pile], pos: str) -> tuple[float, float]:
    """The screen point in the middle of a place's top (a square or a whole tile)."""
    x, y, q = parse(pos)
    wx, wy = place_point(x, y, q)
    return view.screen(wx, wy, len(board.get(f"{x},{y}", ())) * T)


def draw_path(surf: pygame.Surface, view: View, sh: Shown, path: list[str]) -> None:
    """A hike's path: a line from place to place with a dot at each."""
    pts = [place_screen(view, sh.board, p) for p in path]
    if len(pts) < 2:
        return
    w = max(2, round(view.s * 0.07))
    pygame.draw.lines(surf, (30, 30, 30), False, [(x + 1, y + 2) for x, y in pts], w + 2)
    pygame.draw.lines(surf, (255, 236, 120), False, pts, w)
    for x, y in pts[1:]:
        pygame.draw.circle(surf, (255, 236, 120), (round(x), round(y)), w + 1)
        pygame.draw.circle(surf, (60, 40, 20), (round(x), round(y)), w + 1, 1)
