"""Chemin Montagneux's pawns on the landscape: where each stands (its foot on
its place, pawns sharing a graded tile side by side, nudged sideways by its
row so one behind another still shows), where it comes in the back-to-front
order, how it is drawn (and drawn again see-through over a pile that hides
it), and the body a click lands on."""
from __future__ import annotations

import math

import pygame

from .. import style, tile_art
from .art import ART
from .layout import Hit
from .projection import Pile, T, View, parse, place_point

PAWN_W = 0.42            # a pawn's width, in cells
PAWN_MIN_PX = 36         # and at least this many pixels (a click on its body: 32 and more)
_BODY = ((0.5, 0.3), (0.5, 0.5), (0.5, 0.7), (0.3, 0.55), (0.7, 0.55))    # points of a pawn, to see if it shows


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


def pawn_order(view: View, pos: str, wx: float, wy: float) -> tuple[float, ...]:
    """Where a pawn standing at ``pos`` (its foot at world point wx, wy) comes:
    just after the pile it stands on, the ones at the back of a pile first."""
    x, y, _ = parse(pos)
    vx, vy = view.v(wx, wy)
    return (*view.order(x, y), 1.0, vy, -vx)


def body_points(body: pygame.Rect) -> list[tuple[float, float]]:
    """The points of a pawn's body looked at to see whether it shows."""
    return [(body.x + body.w * fx, body.y + body.h * fy) for fx, fy in _BODY]


def pawn_hit(pawn: str, body: pygame.Rect) -> Hit:
    return Hit("pawn", pawn, [body.topleft, body.topright, body.bottomright, body.bottomleft])
