"""Draws Chemin Montagneux's table in three dimensions: the wooden table of the
Tiled map, its common area and the players' supplies (stock piles and coins),
and the landscape's piles of tiles in an oblique projection, with the pawns
standing on them.

The projection: a tile is one cell wide; a world point (x, y) on the table
(cells, x to the right, y downwards) at a height z (cells: a tile is ``T``
thick) turns by the camera's quarter turns about the middle of the centre
tiles into view coordinates (vx, vy), then lands on the screen at
``origin + S * (vx + z * KX, vy * F - z * KY)``: the ground is seen from the
front and above (foreshortened by F), heights rise up the screen and a little
to the right, so each pile shows its top, its front and its left side. The
top of every pile is an upright rectangle on the screen, so a tile's face is
its sprite turned by the quarter turns and scaled. Piles are drawn back to
front for the turn the camera has (rows away from the viewer first, and in a
row right to left), each pawn just after the pile it stands on, so no pile is
drawn over one in front of it.

``Layout`` keeps what was drawn where, front to back, for the clicks and the
tooltips. No pygame outside the drawing; nothing here reads a rough tile's
face (a tile shown grid side up is drawn as a grid, whatever the game holds).
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.scenes.common import image

from . import style, tile_art

T = 0.24                 # a tile's thickness, in cells
KX, KY = 0.3, 0.86       # the screen offset of one cell of height (right, up)
F = 0.72                 # the ground's foreshortening
PIVOT = (1.0, 1.0)       # the camera turns about the middle of the centre tiles
#: view = (a x + b y, c x + d y) for 0 to 3 quarter turns clockwise
ROT = ((1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0))
TABLE_T = 0.4            # the table top's thickness (its front edge)
PAWN_W = 0.42            # a pawn's width, in cells
PAWN_MIN_PX = 36         # and at least this many pixels (a click on its body: 32 and more)
COIN_W = 0.36

Pile = list[list[Any]]
Box = tuple[float, float, float, float]


def parse(pos: str) -> tuple[int, int, int | None]:
    parts = [int(p) for p in pos.split(",")]
    return parts[0], parts[1], (parts[2] if len(parts) > 2 else None)


def place_point(x: int, y: int, q: int | None) -> tuple[float, float]:
    """The world point in the middle of a grid square (or of a whole tile)."""
    if q is None:
        return (x + 0.5, y + 0.5)
    return (x + 0.25 + 0.5 * (q % 2), y + 0.25 + 0.5 * (q // 2))


class View:
    """One camera position: quarter turns, pixels per cell, where the pivot is."""

    def __init__(self, rot: int, scale: float, origin: tuple[float, float]) -> None:
        self.rot, self.s, self.origin = rot % 4, scale, origin
        self.m = ROT[self.rot]

    def v(self, wx: float, wy: float) -> tuple[float, float]:
        a, b, c, d = self.m
        dx, dy = wx - PIVOT[0], wy - PIVOT[1]
        return (a * dx + b * dy, c * dx + d * dy)

    def world(self, vx: float, vy: float) -> tuple[float, float]:
        a, b, c, d = self.m
        return (a * vx + c * vy + PIVOT[0], b * vx + d * vy + PIVOT[1])

    def screen(self, wx: float, wy: float, z: float = 0.0) -> tuple[float, float]:
        vx, vy = self.v(wx, wy)
        return (self.origin[0] + self.s * (vx + z * KX), self.origin[1] + self.s * (vy * F - z * KY))

    def ground(self, sx: float, sy: float, z: float) -> tuple[float, float]:
        """The world point at height z seen at the screen point (sx, sy)."""
        vx = (sx - self.origin[0]) / self.s - z * KX
        vy = ((sy - self.origin[1]) / self.s + z * KY) / F
        return self.world(vx, vy)

    def box_view(self, x: float, y: float, w: float = 1.0, h: float = 1.0) -> tuple[float, float, float, float]:
        """A world rectangle in view coordinates: left, top, width, depth (quarter
        turns map opposite corners to opposite corners)."""
        ax, ay = self.v(x, y)
        bx, by = self.v(x + w, y + h)
        return (min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay))

    def top_rect(self, x: float, y: float, z: float, w: float = 1.0, h: float = 1.0) -> pygame.Rect:
        """The screen rectangle of a world rectangle's top at height z."""
        vx, vy, vw, vh = self.box_view(x, y, w, h)
        sx = self.origin[0] + self.s * (vx + z * KX)
        sy = self.origin[1] + self.s * (vy * F - z * KY)
        x0, y0 = round(sx), round(sy)
        return pygame.Rect(x0, y0, round(sx + self.s * vw) - x0, round(sy + self.s * vh * F) - y0)

    def order(self, x: float, y: float) -> tuple[float, float]:
        """Back to front: rows away from the viewer first, then right to left."""
        vx, vy, _, _ = self.box_view(x, y)
        return (vy, -vx)

    def block(self, x: float, y: float, z0: float, z1: float, w: float = 1.0,
              h: float = 1.0) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """A box's front face and left face on the screen (from z0 up to z1)."""
        vx, vy, vw, vh = self.box_view(x, y, w, h)
        s, (ox, oy) = self.s, self.origin

        def p(px: float, py: float, z: float) -> tuple[float, float]:
            return (ox + s * (px + z * KX), oy + s * (py * F - z * KY))
        front = [p(vx, vy + vh, z0), p(vx + vw, vy + vh, z0), p(vx + vw, vy + vh, z1), p(vx, vy + vh, z1)]
        left = [p(vx, vy, z0), p(vx, vy + vh, z0), p(vx, vy + vh, z1), p(vx, vy, z1)]
        return front, left

    def outline(self, x: float, y: float, z0: float, z1: float) -> list[tuple[float, float]]:
        """The outline of a one-cell box from z0 to z1: a hexagon (its top shifts
        up and to the right of its foot)."""
        vx, vy, _, _ = self.box_view(x, y)
        s, (ox, oy) = self.s, self.origin

        def p(px: float, py: float, z: float) -> tuple[float, float]:
            return (ox + s * (px + z * KX), oy + s * (py * F - z * KY))
        return [p(vx, vy, z0), p(vx, vy + 1, z0), p(vx + 1, vy + 1, z0), p(vx + 1, vy + 1, z1), p(vx + 1, vy, z1),
                p(vx, vy, z1)]


def _hull(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    p = sorted(set(pts))
    if len(p) < 3:
        return p

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower: list[tuple[float, float]] = []
    for q in p:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], q) <= 0:
            lower.pop()
        lower.append(q)
    upper: list[tuple[float, float]] = []
    for q in reversed(p):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], q) <= 0:
            upper.pop()
        upper.append(q)
    return lower[:-1] + upper[:-1]


def inside(poly: list[tuple[float, float]], pt: tuple[float, float]) -> bool:
    """A point in a convex polygon (either winding)."""
    sign = 0
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        c = (bx - ax) * (pt[1] - ay) - (by - ay) * (pt[0] - ax)
        if c != 0:
            if sign == 0:
                sign = 1 if c > 0 else -1
            elif (c > 0) != (sign > 0):
                return False
    return n >= 3


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


# ---------------------------------------------------------------- the drawing

class TerrainArt:
    """The sprites, turned and scaled for the view, kept for reuse."""

    def __init__(self) -> None:
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def face(self, tile: list[Any], rot: int, size: tuple[int, int]) -> pygame.Surface:
        path = style.cm_grid() if tile[2] != "v" else style.cm_face(str(tile[0]), int(tile[1]))
        key = ("face", path, rot, size)
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 400:
                self._cache.clear()
            img = image(path)
            if rot:
                img = pygame.transform.rotate(img, -90 * rot)
            got = self._cache[key] = pygame.transform.smoothscale(img, (max(1, size[0]), max(1, size[1])))
        return got

    def sprite(self, path: str, size: tuple[int, int], flat: bool = False) -> pygame.Surface:
        key = ("sprite", path, size, flat)
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 400:
                self._cache.clear()
            got = self._cache[key] = pygame.transform.smoothscale(image(path), (max(1, size[0]), max(1, size[1])))
        return got


ART = TerrainArt()


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
        layer = _scratch(surf.get_size())
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


def pawn_rect(view: View, foot: tuple[float, float], lift: float = 0.0, big: float = 1.0) -> pygame.Rect:
    """Where a pawn standing with its foot at a screen point is drawn."""
    w = max(PAWN_MIN_PX, round(PAWN_W * view.s * big))
    h = round(w * style.CM_PAWN[1] / style.CM_PAWN[0])
    return pygame.Rect(0, 0, w, h).move(round(foot[0]) - w // 2, round(foot[1] + h * 10 / 96 - lift) - h)


def pawn_body(r: pygame.Rect) -> pygame.Rect:
    """The part of a pawn's picture a click is on (its body, without the margin)."""
    return r.inflate(-(r.w // 8), -(r.h // 8))


def draw_pawn(surf: pygame.Surface, view: View, colour: str, foot: tuple[float, float],
              lift: float = 0.0, big: float = 1.0, alpha: int = 255) -> pygame.Rect:
    """A pawn standing with its foot at a screen point."""
    r = pawn_rect(view, foot, lift, big)
    img = ART.sprite(style.cm_pawn(colour), r.size)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    return surf.blit(img, r)


def draw_see_through(surf: pygame.Surface, view: View, colour: str, foot: tuple[float, float],
                     big: float = 1.0) -> pygame.Rect:
    """A pawn drawn over the piles that hide it: faint, with its outline."""
    r = draw_pawn(surf, view, colour, foot, alpha=90, big=big)
    line = tile_art.outline(style.cm_pawn(colour), r.size, style.PAWN_RGB.get(colour, (250, 250, 250)))
    surf.blit(line, r)
    return r


def pawn_foot(view: View, wx: float, wy: float, z: float) -> tuple[float, float]:
    """A pawn's foot on the screen: its place's point, nudged sideways by its
    row (half a cell deep) in the view, one row left and the next right, so a
    pawn standing behind another still shows beside it, at every quarter turn."""
    sx, sy = view.screen(wx, wy, z)
    row = math.floor(view.v(wx, wy)[1] * 2 + 1e-6)
    return (sx + (0.1 if row % 2 == 0 else -0.1) * view.s, sy)


def pawn_spots(board: dict[str, Pile], pawns: dict[str, str]) -> dict[str, tuple[float, float, float]]:
    """Each pawn's foot: a world point and the height of the tile it stands on
    (pawns sharing a graded tile stand side by side)."""
    out: dict[str, tuple[float, float, float]] = {}
    sharing: dict[str, list[str]] = {}
    for pawn, pos in pawns.items():
        x, y, q = parse(pos)
        if q is None:
            sharing.setdefault(f"{x},{y}", []).append(pawn)
    for pawn, pos in pawns.items():
        x, y, q = parse(pos)
        z = len(board.get(f"{x},{y}", ())) * T
        wx, wy = place_point(x, y, q)
        if q is None:
            mates = sharing[f"{x},{y}"]
            if len(mates) > 1:
                i = mates.index(pawn)
                a = 2 * math.pi * i / len(mates)
                wx, wy = wx + 0.22 * math.cos(a), wy + 0.22 * math.sin(a)
        out[pawn] = (wx, wy, z)
    return out


def pile_order(view: View, cell: str) -> tuple[float, ...]:
    """Where a pile (or an empty place) comes in the back-to-front order."""
    x, y, _ = parse(cell)
    return (*view.order(x, y), 0.0, 0.0)


def pawn_order(view: View, pos: str, wx: float, wy: float) -> tuple[float, ...]:
    """Where a pawn standing at ``pos`` (its foot at world point wx, wy) comes:
    just after the pile it stands on, the ones at the back of a pile first."""
    x, y, _ = parse(pos)
    vx, vy = view.v(wx, wy)
    return (*view.order(x, y), 1.0, vy, -vx)


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


_scratches: dict[tuple[int, int], pygame.Surface] = {}
_BODY = ((0.5, 0.3), (0.5, 0.5), (0.5, 0.7), (0.3, 0.55), (0.7, 0.55))    # points of a pawn, to see if it shows


def body_points(body: pygame.Rect) -> list[tuple[float, float]]:
    """The points of a pawn's body looked at to see whether it shows."""
    return [(body.x + body.w * fx, body.y + body.h * fy) for fx, fy in _BODY]


def pawn_hit(pawn: str, body: pygame.Rect) -> Hit:
    return Hit("pawn", pawn, [body.topleft, body.topright, body.bottomright, body.bottomleft])


def _scratch(size: tuple[int, int]) -> pygame.Surface:
    """A see-through surface of a size, cleared, kept for the next frame."""
    got = _scratches.get(size)
    if got is None:
        if len(_scratches) > 4:
            _scratches.clear()
        got = _scratches[size] = pygame.Surface(size, pygame.SRCALPHA)
    got.set_alpha(255)
    got.fill((0, 0, 0, 0))
    return got


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
    shadows = _scratch(surf.get_size())
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
                gtop = draw_pile(surf, view, x, y, [ghost], base=zt, alpha=120)
                if gtop is not None:
                    pygame.draw.rect(surf, (255, 226, 60), gtop, lw)
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
            gtop = draw_pile(surf, view, x, y, [ghost], alpha=120)
            if gtop is not None:
                pygame.draw.rect(surf, (255, 226, 60), gtop, lw)
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
