"""What lies on Chemin Montagneux's table, drawn in the projection: the table
top and its planks, the common area's felt, the supplies' mats and coins,
the stock's piles in a supply, the landscape's piles of tiles (each tile a
shaded band on the sides, the top tile's face on top) and their shadows, and
the flags planted on them."""
from __future__ import annotations

import math
from typing import Any

import pygame

from .. import style, tile_art
from .art import ART, scratch
from .layout import Hit, Shown
from .projection import TABLE_T, Box, F, Pile, T, View, parse

COIN_W = 0.36


def _shade(c: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (max(0, min(255, round(c[0] * k))), max(0, min(255, round(c[1] * k))), max(0, min(255, round(c[2] * k))))


def draw_table(surf: pygame.Surface, view: View, content: Any, common: bool = True) -> None:
    """The table's top and front edge, its planks and the common area's cloth
    (without it, the play scene's close view: a table wider than the window)."""
    x0, y0, w, h = content.table if common else (-40, -40, 82, 82)
    top = view.top_rect(x0, y0, 0.0, w, h)
    front, _ = view.block(x0, y0, -TABLE_T, 0.0, w, h)
    pygame.draw.polygon(surf, style.TABLE_DARK_RGB, front)
    pygame.draw.rect(surf, style.TABLE_RGB, top)
    line = _shade(style.TABLE_RGB, 0.86)
    for k in range(1, int(h)):                     # planks along the world's x
        a, b = view.screen(x0, y0 + k), view.screen(x0 + w, y0 + k)
        pygame.draw.line(surf, line, a, b, max(1, round(view.s * 0.03)))
    pygame.draw.rect(surf, _shade(style.TABLE_RGB, 0.7), top, max(1, round(view.s * 0.04)))
    if not common:
        return
    cx, cy, cw, ch = content.common
    r = view.top_rect(cx + 0.08, cy + 0.08, 0.0, cw - 0.16, ch - 0.16)
    pygame.draw.rect(surf, style.FELT_RGB, r, border_radius=max(1, round(view.s * 0.15)))
    pygame.draw.rect(surf, _shade(style.FELT_RGB, 0.6), r, max(1, round(view.s * 0.04)),
                     border_radius=max(1, round(view.s * 0.15)))


def supply_box(content: Any, colour: str) -> Box:
    return content.supplies.get(colour, content.supplies[next(iter(content.supplies))])


def draw_mats(surf: pygame.Surface, view: View, content: Any, sh: Shown, current: int | None) -> list[Hit]:
    hits = []
    for seat, colour in enumerate(sh.supply_of):
        x, y, w, h = supply_box(content, colour)
        r = view.top_rect(x + 0.08, y + 0.08, 0.0, w - 0.16, h - 0.16)
        col = style.PAWN_RGB.get(colour, (120, 120, 120))
        mat = tuple(round(c * 0.45 + 150 * 0.55) for c in col)
        pygame.draw.rect(surf, mat, r, border_radius=max(1, round(view.s * 0.15)))
        width = max(2, round(view.s * (0.08 if seat == current else 0.04)))
        pygame.draw.rect(surf, (255, 226, 60) if seat == current else _shade(col, 0.8), r, width,
                         border_radius=max(1, round(view.s * 0.15)))
        hits.append(Hit("supply", str(seat), [r.topleft, r.topright, r.bottomright, r.bottomleft]))
    cx, cy, cw, ch = content.common
    r = view.top_rect(cx, cy, 0.0, cw, ch)
    hits.append(Hit("common", "common", [r.topleft, r.topright, r.bottomright, r.bottomleft]))
    return hits


def coin_spots(box: Box, n: int, first_row: float = 0.0) -> list[tuple[float, float]]:
    """Where n coins lie in a box (world cells), row by row, two to a cell."""
    x, y, w, h = box
    cols = max(1, int(w * 2))
    rows = max(1, int((h - first_row) * 2))
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        row = row % rows
        lift = (i // (cols * rows)) * 0.06
        out.append((x + 0.25 + col * 0.5 + lift, y + first_row + 0.25 + row * 0.5 - lift))
    return out


def draw_coin(surf: pygame.Surface, view: View, wx: float, wy: float, suit: str) -> pygame.Rect:
    s = view.s
    d = max(4, round(COIN_W * s))
    img = ART.sprite(style.cm_coin(suit), (d, max(3, round(d * F))), flat=True)
    x, y = view.screen(wx, wy, 0.0)
    edge = pygame.Rect(0, 0, d, max(3, round(d * F)))
    edge.center = (round(x), round(y + max(1, s * 0.03)))
    pygame.draw.ellipse(surf, (120, 90, 40), edge)
    return surf.blit(img, img.get_rect(center=(round(x), round(y))))


def stock_cells(box: Box, n: int, board: dict[str, Pile]) -> list[tuple[tuple[int, int], list[int]]]:
    """The stock's piles in a supply: up to four piles on the supply's free
    cells (its first row first; a cell the landscape has grown into is left
    alone), each a list of indexes into the stock."""
    if n == 0:
        return []
    x0, y0, w, h = (math.floor(v) for v in box)
    free = [(x, y) for y in range(y0, y0 + max(1, h)) for x in range(x0, x0 + max(1, w)) if f"{x},{y}" not in board]
    piles = min(4, n, len(free))
    if not piles:
        return []
    per = math.ceil(n / piles)
    out = []
    for i in range(piles):
        idx = list(range(i * per, min(n, (i + 1) * per)))
        if idx:
            out.append((free[i], idx))
    return out


def draw_pile(surf: pygame.Surface, view: View, x: float, y: float, tiles: Pile, base: float = 0.0,
              lit: bool = False, alpha: int = 255, plain: bool = False) -> pygame.Rect | None:
    """A pile of tiles, each tile's front and left sides shaded (lighter the
    higher it lies), the top tile's face on top, shaded by its height
    (``tile_art``; ``plain``: a stock's pile, not the landscape, unshaded)."""
    if not tiles:
        return None
    line = (96, 84, 62)
    target = surf
    layer = None
    if alpha < 255:
        layer = scratch(surf.get_size())
        target = layer
    lw = max(1, round(view.s * 0.02))
    first = round(base / T) if not plain else -len(tiles)
    for i, t in enumerate(tiles):
        z0, z1 = base + i * T, base + (i + 1) * T
        front, left = view.block(x, y, z0, z1)
        edge = tile_art.side_rgb(first + i + 1)
        pygame.draw.polygon(target, _shade(edge, 1.02 if t[2] == "v" else 1.0), front)
        pygame.draw.polygon(target, _shade(edge, 0.8), left)
        pygame.draw.line(target, line, front[0], front[1], lw)
        pygame.draw.line(target, line, left[0], left[1], lw)
        pygame.draw.line(target, line, front[1], front[2], lw)
    zt = base + T * len(tiles)
    top = view.top_rect(x, y, zt)
    face = tile_art.shaded_top(ART.face(tiles[-1], view.rot, top.size), tiles[-1][2] == "v", first + len(tiles))
    target.blit(face, top)
    pygame.draw.rect(target, (80, 66, 46), top, lw)
    if lit:
        pygame.draw.rect(target, (255, 226, 60), top.inflate(2, 2), max(2, round(view.s * 0.06)))
    if layer is not None:
        layer.set_alpha(alpha)
        surf.blit(layer, (0, 0))
    return top


def draw_shadow(layer: pygame.Surface, view: View, x: float, y: float, height: int) -> None:
    """A pile's shadow on the ground, towards the lower right of the view (the
    light comes from over the viewer's left shoulder, whichever way the table turns)."""
    if height <= 0:
        return
    d = height * T * 0.9
    vx, vy, _, _ = view.box_view(x, y)
    s, (ox, oy) = view.s, view.origin

    def p(px: float, py: float) -> tuple[float, float]:
        return (ox + s * px, oy + s * py * F)
    a, b = d * 0.8, d * 0.5
    pygame.draw.polygon(layer, (0, 0, 0, 70), [p(vx, vy), p(vx + 1, vy), p(vx + 1 + a, vy + b),
                                               p(vx + 1 + a, vy + 1 + b), p(vx + a, vy + 1 + b), p(vx, vy + 1)])


def pile_order(view: View, cell: str) -> tuple[float, ...]:
    """Where a pile (or an empty place) comes in the back-to-front order."""
    x, y, _ = parse(cell)
    return (*view.order(x, y), 0.0, 0.0)


def draw_flag(surf: pygame.Surface, view: View, cell: str, board: dict[str, Pile], colour: str, i: int) -> None:
    x, y, _ = parse(cell)
    z = len(board.get(cell, ())) * T
    wx, wy = x + 0.2 + 0.2 * i, y + 0.2
    foot = view.screen(wx, wy, z)
    top = (foot[0], foot[1] - view.s * 0.7)
    pygame.draw.line(surf, (60, 50, 40), foot, top, max(1, round(view.s * 0.03)))
    col = style.PAWN_RGB.get(colour, (200, 200, 200))
    pygame.draw.polygon(surf, col, [top, (top[0] + view.s * 0.3, top[1] + view.s * 0.1),
                                    (top[0], top[1] + view.s * 0.2)])
