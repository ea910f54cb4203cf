"""Chemin Montagneux's pawns over a still landscape, drawn every frame.

The play scene keeps a picture of the landscape without its pawns (drawn once
per change of the landscape or the camera); the pawns, standing or hiking,
are drawn over it each frame. A pile in front of a pawn is put back over it
from the picture itself: a pile's pixels in the picture are the pile and
whatever stands in front of it, all of it in front of the pawn too. A pawn
that the piles in front hide mostly is drawn again over them, see-through
and outlined, as the still pictures (``terrain_view.draw_scene``) draw it; so
is a pawn that the pawns in front of it hide mostly (``behind_pawns``).

No game rule here: what stands where comes from ``terrain_view.layout.Shown``.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .terrain_view.layout import Hit, Layout, Shown
from .terrain_view.pawns import (
    body_points,
    draw_pawn,
    draw_see_through,
    pawn_body,
    pawn_foot,
    pawn_hit,
    pawn_order,
    pawn_rect,
    pawn_spots,
)
from .terrain_view.pieces import pile_order
from .terrain_view.projection import View, inside

Order = tuple[float, ...]
Point = tuple[float, float]


def mostly_hidden(front: list[Hit], body: pygame.Rect) -> bool:
    """Do the piles in ``front`` cover most of a pawn's body (three of five points)?"""
    return sum(1 for p in body_points(body) if any(inside(h.poly, p) for h in front)) >= 3


def behind_pawns(pawns: list[Standing]) -> list[Standing]:
    """The pawns (back to front) that the pawns in front of them cover mostly, three
    of five points of the body: drawn again see-through over them, so no pawn hides
    another at any quarter turn or zoom (a play-test lost a pawn behind another)."""
    return [p for i, p in enumerate(pawns)
            if sum(1 for pt in body_points(p.body) if any(q.body.collidepoint(pt) for q in pawns[i + 1:])) >= 3]


@dataclass
class Standing:
    """A pawn as it stands: its colour, foot on the screen and place in the order."""
    pawn: str
    colour: str
    foot: Point
    order: Order
    body: pygame.Rect


def standing(view: View, sh: Shown) -> list[Standing]:
    """The pawns that stand still, back to front (a hiking one is left out)."""
    out = []
    feet = pawn_spots(sh.board, sh.pawns)
    for pawn, (wx, wy, z) in feet.items():
        if pawn in sh.hidden_pawns:
            continue
        foot = pawn_foot(view, wx, wy, z)
        body = pawn_body(pawn_rect(view, foot))
        out.append(Standing(pawn, pawn, foot, pawn_order(view, sh.pawns[pawn], wx, wy), body))
    return sorted(out, key=lambda p: p.order)


class PawnLayer:
    """The still landscape's piles, to put back over a pawn behind them, and the
    layout of the table with the pawns in it (for the clicks)."""

    def __init__(self, picture: pygame.Surface, layout: Layout) -> None:
        self.picture, self.view = picture, layout.view
        self.piles = [(pile_order(self.view, h.key), h, poly_bounds(h.poly).inflate(4, 4))
                      for h in layout.hits if h.kind in ("pile", "spot")]
        self.base_hits = list(layout.hits)
        self._sprites: dict[str, tuple[pygame.Surface, pygame.Rect]] = {}

    def layout(self, pawns: list[Standing]) -> Layout:
        """The still layout with the pawns' bodies in the back-to-front order."""
        items = [(o, 0, h) for o, h, _ in self.piles] + [(p.order, 1, pawn_hit(p.pawn, p.body)) for p in pawns]
        others = [h for h in self.base_hits if h.kind not in ("pile", "spot")]
        items.sort(key=lambda it: (it[0], it[1]))
        seen_through = [pawn_hit(p.pawn, p.body) for p in behind_pawns(pawns)]    # clicked where drawn: on top
        return Layout(self.view, [h for _, _, h in items] + seen_through + others)

    def front_of(self, order: Order, r: pygame.Rect) -> list[Hit]:
        """The piles drawn after ``order`` whose picture meets ``r``."""
        return [h for o, h, box in self.piles if o > order and box.colliderect(r)]

    def _sprite(self, h: Hit) -> tuple[pygame.Surface, pygame.Rect]:
        got = self._sprites.get(h.key)
        if got is None:
            box = poly_bounds(h.poly).inflate(4, 4).clip(self.picture.get_rect())
            spr = pygame.Surface(box.size, pygame.SRCALPHA)
            spr.blit(self.picture, (0, 0), box)
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            if box.w and box.h:
                pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in h.poly])
            spr.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            got = self._sprites[h.key] = (spr, box)
        return got

    def draw(self, surf: pygame.Surface, colour: str, foot: Point, order: Order, big: float = 1.0) -> pygame.Rect:
        """A pawn at ``foot``, the piles in front of it put back over it; faint and
        outlined over them when they hide most of it. Returns what was drawn on."""
        r = pawn_rect(self.view, foot, big=big)
        draw_pawn(surf, self.view, colour, foot, big=big)
        front = self.front_of(order, r)
        for h in front:
            spr, box = self._sprite(h)
            part = box.clip(r)
            if part.w and part.h:
                surf.blit(spr, part.topleft, part.move(-box.x, -box.y))
        if front and mostly_hidden(front, pawn_body(r)):
            draw_see_through(surf, self.view, colour, foot, big)
        return r


def poly_bounds(poly: list[Point]) -> pygame.Rect:
    """The screen rectangle round a drawn outline."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
