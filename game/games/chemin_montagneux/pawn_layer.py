"""Chemin Montagneux's pawns over a still landscape, drawn every frame.

The play scene keeps a picture of the landscape without its pawns (drawn once
per change of the landscape or the camera); the pawns, standing or hiking,
are drawn over it each frame. A pile in front of a pawn is put back over it
from the picture itself: a pile's pixels in the picture are the pile and
whatever stands in front of it, all of it in front of the pawn too. A pawn
that the piles in front hide mostly is drawn again over them, see-through
and outlined, as the still pictures (``terrain_view.draw_scene``) draw it.

No game rule here: what stands where comes from ``terrain_view.Shown``.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import terrain_view as tv

Order = tuple[float, ...]
Point = tuple[float, float]


def mostly_hidden(front: list[tv.Hit], body: pygame.Rect) -> bool:
    """Do the piles in ``front`` cover most of a pawn's body (three of five points)?"""
    return sum(1 for p in tv.body_points(body) if any(tv.inside(h.poly, p) for h in front)) >= 3


@dataclass
class Standing:
    """A pawn as it stands: its colour, foot on the screen and place in the order."""
    pawn: str
    colour: str
    foot: Point
    order: Order
    body: pygame.Rect


def standing(view: tv.View, sh: tv.Shown) -> list[Standing]:
    """The pawns that stand still, back to front (a hiking one is left out)."""
    out = []
    feet = tv.pawn_spots(sh.board, sh.pawns)
    for pawn, (wx, wy, z) in feet.items():
        if pawn in sh.hidden_pawns:
            continue
        foot = tv.pawn_foot(view, wx, wy, z)
        body = tv.pawn_body(tv.pawn_rect(view, foot))
        out.append(Standing(pawn, pawn, foot, tv.pawn_order(view, sh.pawns[pawn], wx, wy), body))
    return sorted(out, key=lambda p: p.order)


class PawnLayer:
    """The still landscape's piles, to put back over a pawn behind them, and the
    layout of the table with the pawns in it (for the clicks)."""

    def __init__(self, picture: pygame.Surface, layout: tv.Layout) -> None:
        self.picture, self.view = picture, layout.view
        self.piles = [(tv.pile_order(self.view, h.key), h, poly_bounds(h.poly).inflate(4, 4))
                      for h in layout.hits if h.kind in ("pile", "spot")]
        self.base_hits = list(layout.hits)
        self._sprites: dict[str, tuple[pygame.Surface, pygame.Rect]] = {}

    def layout(self, pawns: list[Standing]) -> tv.Layout:
        """The still layout with the pawns' bodies in the back-to-front order."""
        items = [(o, 0, h) for o, h, _ in self.piles] + [(p.order, 1, tv.pawn_hit(p.pawn, p.body)) for p in pawns]
        others = [h for h in self.base_hits if h.kind not in ("pile", "spot")]
        items.sort(key=lambda it: (it[0], it[1]))
        return tv.Layout(self.view, [h for _, _, h in items] + others)

    def front_of(self, order: Order, r: pygame.Rect) -> list[tv.Hit]:
        """The piles drawn after ``order`` whose picture meets ``r``."""
        return [h for o, h, box in self.piles if o > order and box.colliderect(r)]

    def _sprite(self, h: tv.Hit) -> tuple[pygame.Surface, pygame.Rect]:
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
        r = tv.pawn_rect(self.view, foot, big=big)
        tv.draw_pawn(surf, self.view, colour, foot, big=big)
        front = self.front_of(order, r)
        for h in front:
            spr, box = self._sprite(h)
            part = box.clip(r)
            if part.w and part.h:
                surf.blit(spr, part.topleft, part.move(-box.x, -box.y))
        if front and mostly_hidden(front, tv.pawn_body(r)):
            tv.draw_see_through(surf, self.view, colour, foot, big)
        return r


def poly_bounds(poly: list[Point]) -> pygame.Rect:
    """The screen rectangle round a drawn outline."""
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
