"""Draws the Ski Gammon board from its Tiled map's objects over the painted
backdrop (sprites/ski_gammon/backdrop.png): the lift and its numbered spaces,
the five trails' white, red, blue and yellow spaces with their numbers, each
trail's name at its top and its name and payout at its foot, the dashed
cut-off, the Boomer branch off the lift, START, the Summit House, the Present
Conditions box, the three card packs and the Ski Shoppe.

What changes in a game (the skiers, the card in the Present Conditions box,
the packs' counts, the Shoppe's stock) is drawn by the scene over it. The
drawing is cached per scale. Geometry is in world pixels (the map's).
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import pygame

from game.view.fonts import Fonts

from . import style
from .rules.content import Rect, SGContent

NAVY = style.NAVY_RGB
CREAM = style.CREAM_RGB
#: a place a skier can be: ("start", 0), ("lift", n), ("summit", 0) or (trail id, n)
Where = tuple[str, int]


def rect_of(r: Rect) -> pygame.Rect:
    return pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h))


class BoardRenderer:
    def __init__(self, content: SGContent) -> None:
        self.c = content
        self.width, self.height = content.width, content.height
        self.fonts = Fonts()
        self._cache: dict[float, pygame.Surface] = {}
        self._backdrop: pygame.Surface | None = None
        self.labels = self._place_labels()

    def render(self, scale: float) -> pygame.Surface:
        scale = round(scale, 3)
        if scale not in self._cache:
            if len(self._cache) > 3:
                self._cache.clear()
            self._cache[scale] = self._draw(scale)
        return self._cache[scale]

    # -- geometry (world pixels) ------------------------------------------------
    def space_rect(self, where: str, n: int) -> pygame.Rect | None:
        """A lift or trail space (trail space 0: none, it is the trail's top)."""
        c = self.c
        if where == "lift" and 1 <= n <= len(c.lift):
            return rect_of(c.lift[n - 1])
        if where in c.trails and 1 <= n <= c.trails[where].length:
            return rect_of(c.trails[where].rects[n - 1])
        return None

    def place_rect(self, key: str) -> pygame.Rect:
        return rect_of(self.c.places[key])

    def trail_top(self, tid: str) -> tuple[float, float]:
        """Where a skier stands at the top of a trail, before its first space."""
        t = self.c.trails[tid]
        a = t.rects[0]
        ax, ay = a.x + a.w / 2, a.y + a.h / 2
        if t.from_lift:
            lr = self.c.lift[t.from_lift - 1]
            return ((ax + lr.x + lr.w / 2) / 2, (ay + lr.y + lr.h / 2) / 2 - 4)
        b = t.rects[1]
        bx, by = b.x + b.w / 2, b.y + b.h / 2
        d = math.hypot(ax - bx, ay - by) or 1.0
        return (ax + (ax - bx) / d * 30, ay + (ay - by) / d * 30)

    def point(self, where: str, n: int) -> tuple[float, float] | None:
        """Where a token at [where, n] stands (None: out of the game)."""
        if where in ("start", "summit"):
            r = self.c.places[where]
            return (r.x + r.w / 2, r.y + r.h / 2 + (6 if where == "start" else 8))
        if where in self.c.trails and n == 0:
            return self.trail_top(where)
        box = self.space_rect(where, n)
        return None if box is None else (box.centerx, box.centery)

    def spaces(self) -> Iterable[tuple[Where, pygame.Rect]]:
        for i, r in enumerate(self.c.lift):
            yield ("lift", i + 1), rect_of(r)
        for t in self.c.trails.values():
            for i, r in enumerate(t.rects):
                yield (t.id, i + 1), rect_of(r)

    def shoppe_cells(self) -> dict[str, pygame.Rect]:
        """Each piece of equipment's place in the Ski Shoppe (3 to a row, under its sign)."""
        box = self.place_rect("shoppe")
        items = list(self.c.items)
        cols = 3
        rows = max(1, math.ceil(len(items) / cols))
        top = box.y + 30
        cw, ch = (box.w - 12) / cols, (box.bottom - 6 - top) / rows
        out = {}
        for i, k in enumerate(items):
            out[k] = pygame.Rect(round(box.x + 6 + (i % cols) * cw), round(top + (i // cols) * ch), round(cw) - 2,
                                 round(ch) - 2)
        return out

    def conditions_inner(self) -> pygame.Rect:
        """The part of the Present Conditions box under its sign, where the card lies."""
        box = self.place_rect("conditions")
        return pygame.Rect(box.x + 6, box.y + 26, box.w - 12, box.h - 32)

    # -- the labels, placed where they cover nothing -------------------------------------
    def _place_labels(self) -> list[tuple[str, str, pygame.Rect, str]]:
        """(kind, text, world box, trail id): each trail's name by its first space
        ("top") and its name and payout by its yellow square ("foot"), each in the
        first of a few places round the space that covers no space, place or
        other label."""
        c = self.c
        blocked = [r.inflate(8, 8) for _, r in self.spaces()] + [self.place_rect(k).inflate(6, 6) for k in c.places]
        bounds = pygame.Rect(4, 4, self.width - 8, self.height - 8)
        out: list[tuple[str, str, pygame.Rect, str]] = []
        f_name = self.fonts.get(15, True)
        f_pay = self.fonts.get(12, True)
        for t in c.trails.values():
            for kind, space in (("foot", t.rects[-1]), ("top", t.rects[0])):
                name_w = f_name.size(t.name)[0]
                if kind == "foot":
                    w = max(name_w, f_pay.size(f"{t.payout} Groschen")[0]) + 14
                    h = 38
                else:
                    w, h = name_w + 12, 22
                sr = rect_of(space)
                gap = 6
                cands = [
                    (sr.centerx - w // 2, sr.bottom + gap), (sr.x - w - gap, sr.centery - h // 2),
                    (sr.right + gap, sr.centery - h // 2), (sr.centerx - w // 2, sr.y - h - gap),
                    (sr.x - w - gap, sr.bottom + gap), (sr.right + gap, sr.bottom + gap),
                    (sr.x - w - gap, sr.y - h - gap), (sr.right + gap, sr.y - h - gap),
                ]
                if kind == "top":
                    cands = cands[3:4] + cands[6:] + cands[1:3] + cands[:1] + cands[4:6]
                box = None
                for x, y in cands:
                    r = pygame.Rect(x, y, w, h)
                    if bounds.contains(r) and r.collidelist(blocked) < 0:
                        box = r
                        break
                if box is None:                       # nowhere clear: the first place inside the board
                    x, y = cands[0]
                    box = pygame.Rect(x, y, w, h).clamp(bounds)
                blocked.append(box.inflate(4, 4))
                out.append((kind, t.name, box, t.id))
        return out

    # -- drawing ---------------------------------------------------------------------------
    def backdrop(self) -> pygame.Surface:
        if self._backdrop is None:
            try:
                self._backdrop = pygame.image.load(style.sg_backdrop()).convert()
            except (pygame.error, FileNotFoundError):
                self._backdrop = pygame.Surface((self.width, self.height))
                self._backdrop.fill(style.SNOW_RGB)
        return self._backdrop

    def _draw(self, k: float) -> pygame.Surface:
        c = self.c
        w, h = max(1, round(self.width * k)), max(1, round(self.height * k))
        surf = pygame.transform.smoothscale(self.backdrop(), (w, h)).convert()

        def R(box: pygame.Rect | Rect) -> pygame.Rect:
            return pygame.Rect(round(box.x * k), round(box.y * k), round(box.w * k), round(box.h * k))

        def P(p: tuple[float, float]) -> tuple[int, int]:
            return (round(p[0] * k), round(p[1] * k))

        def font(size: float, bold: bool = True) -> pygame.font.Font:
            return self.fonts.get(max(8, round(size * k)), bold)

        lw = max(1, round(2 * k))
        words = k >= 0.45                  # small (a miniature): no numbers or names, they would be a blur
        # the Boomer branch (and any other): an arrow from its lift space to its first space
        for n, tid in c.branch.items():
            ra = rect_of(c.lift[n - 1])
            rb = rect_of(c.trails[tid].rects[0])
            _arrow(surf, style.BRANCH_RGB, P((ra.right + 2, ra.centery)), P((rb.x - 3, rb.centery)),
                   max(2, round(4 * k)), max(4, round(9 * k)))
        # the cut-offs: dashed, with an arrow head where they land
        for (t1, n1), (t2, n2) in c.cutoffs.items():
            pa = P(rect_of(c.trails[t1].rects[n1 - 1]).center)
            pb = P(rect_of(c.trails[t2].rects[n2 - 1]).center)
            d = math.hypot(pb[0] - pa[0], pb[1] - pa[1]) or 1.0
            shrink = 24 * k
            ux, uy = (pb[0] - pa[0]) / d, (pb[1] - pa[1]) / d
            s0 = (pa[0] + ux * shrink, pa[1] + uy * shrink)
            s1 = (pb[0] - ux * shrink, pb[1] - uy * shrink)
            _dashed(surf, style.CUTOFF_RGB, s0, s1, max(2, round(3.5 * k)), max(4, round(10 * k)))
            _head(surf, style.CUTOFF_RGB, s1, (ux, uy), max(4, round(10 * k)))
            if not words:
                continue
            img = font(12).render("cut-off", True, style.CUTOFF_RGB)
            mid = ((s0[0] + s1[0]) / 2, (s0[1] + s1[1]) / 2 - 14 * k)
            bg = img.get_rect(center=(round(mid[0]), round(mid[1]))).inflate(round(8 * k), round(2 * k))
            pygame.draw.rect(surf, CREAM, bg, border_radius=round(4 * k))
            surf.blit(img, img.get_rect(center=bg.center))
        # the lift's spaces: chairs on the cable, numbered
        f_num = font(15)
        for i, sp in enumerate(c.lift):
            box = R(sp)
            pygame.draw.rect(surf, (20, 22, 30), box.move(0, round(2 * k)), border_radius=round(8 * k))
            pygame.draw.rect(surf, style.LIFT_RGB, box, border_radius=round(8 * k))
            pygame.draw.rect(surf, (200, 206, 220), box, lw, border_radius=round(8 * k))
            if (i + 1) in c.branch:
                pygame.draw.rect(surf, style.BRANCH_RGB, box.inflate(round(6 * k), round(6 * k)), max(2, round(3 * k)),
                                 border_radius=round(10 * k))
            if words:
                img = f_num.render(str(i + 1), True, (255, 255, 255))
                surf.blit(img, img.get_rect(center=box.center))
        # the trails' spaces
        for trail in c.trails.values():
            for i, (colour, sp) in enumerate(zip(trail.colours, trail.rects)):
                box = R(sp)
                pygame.draw.rect(surf, (30, 40, 60), box.move(0, round(2 * k)), border_radius=round(6 * k))
                pygame.draw.rect(surf, style.SPACE_RGB[colour], box, border_radius=round(6 * k))
                pygame.draw.rect(surf, NAVY, box, lw, border_radius=round(6 * k))
                if colour == "yellow":
                    pygame.draw.rect(surf, (140, 100, 10), box.inflate(-round(8 * k), -round(8 * k)),
                                     max(1, round(1.5 * k)), border_radius=round(4 * k))
                if words:
                    img = f_num.render(str(i + 1), True, style.SPACE_INK[colour])
                    surf.blit(img, img.get_rect(center=box.center))
        # trail names (top) and names with payouts (foot)
        f_name, f_pay, f_top = font(15), font(12), font(14)
        for kind, name, world, tid in (self.labels if words else []):
            r = R(world)
            pygame.draw.rect(surf, (20, 30, 50), r.move(0, round(2 * k)), border_radius=round(6 * k))
            pygame.draw.rect(surf, CREAM if kind == "top" else style.SUN_RGB, r, border_radius=round(6 * k))
            pygame.draw.rect(surf, NAVY, r, max(1, round(1.5 * k)), border_radius=round(6 * k))
            if kind == "top":
                img = f_top.render(name, True, NAVY)
                surf.blit(img, img.get_rect(center=r.center))
            else:
                top_img = f_name.render(name, True, NAVY)
                pay_img = f_pay.render(f"{c.trails[tid].payout} Groschen", True, style.POSTER_RED_RGB)
                surf.blit(top_img, top_img.get_rect(midtop=(r.centerx, r.y + round(2 * k))))
                surf.blit(pay_img, pay_img.get_rect(midbottom=(r.centerx, r.bottom - round(2 * k))))
        # START and the Summit House: signs
        for key, label in (("start", "START"), ("summit", "SUMMIT HOUSE")):
            r = R(self.place_rect(key))
            pygame.draw.rect(surf, (20, 30, 50), r.move(0, round(3 * k)), border_radius=round(8 * k))
            pygame.draw.rect(surf, style.POSTER_RED_RGB if key == "start" else (122, 70, 40), r,
                             border_radius=round(8 * k))
            pygame.draw.rect(surf, CREAM, r.inflate(-round(6 * k), -round(6 * k)), max(1, round(2 * k)),
                             border_radius=round(6 * k))
            if words:
                img = font(14 if key == "start" else 12).render(label, True, CREAM)
                surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + round(6 * k))))
            if key == "summit":            # a roof over the sign
                pygame.draw.polygon(surf, (70, 40, 24), [(r.x - round(6 * k), r.y + round(4 * k)),
                                                         (r.centerx, r.y - round(10 * k)),
                                                         (r.right + round(6 * k), r.y + round(4 * k))])
                pygame.draw.line(surf, (250, 250, 246), (r.x - round(4 * k), r.y + round(2 * k)),
                                 (r.centerx, r.y - round(9 * k)), max(1, round(2 * k)))
        # the Present Conditions box and the Ski Shoppe: framed, under a sign
        for key, label in (("conditions", "PRESENT CONDITIONS"), ("shoppe", "SKI SHOPPE")):
            r = R(self.place_rect(key))
            pygame.draw.rect(surf, (20, 30, 50), r.move(0, round(3 * k)), border_radius=round(8 * k))
            pygame.draw.rect(surf, CREAM, r, border_radius=round(8 * k))
            pygame.draw.rect(surf, NAVY, r, max(2, round(3 * k)), border_radius=round(8 * k))
            band = pygame.Rect(r.x, r.y, r.w, round(22 * k))
            pygame.draw.rect(surf, NAVY if key == "conditions" else style.POSTER_RED_RGB, band,
                             border_top_left_radius=round(8 * k), border_top_right_radius=round(8 * k))
            if words:
                img = font(12).render(label, True, CREAM)
                surf.blit(img, img.get_rect(center=band.center))
        # the Shoppe's goods (what is left and its price are the scene's)
        from game.scenes.common import image
        for key, cell in self.shoppe_cells().items():
            cr = R(cell)
            pygame.draw.rect(surf, (238, 228, 204), cr, border_radius=round(5 * k))
            s = max(4, min(cr.w, cr.h) - round(24 * k))
            pic = image(style.sg_item(key), (s, s))
            surf.blit(pic, pic.get_rect(midtop=(cr.centerx, cr.y + round(2 * k))))
        # the three packs, face down, named under them
        names = {"sitzmark_pack": ("sitzmark", "Sitzmark"), "apres_pack": ("apres", "Apres Ski"),
                 "condition_pack": ("condition", "Ski Conditions")}
        for key, (pack, label) in names.items():
            r = R(self.place_rect(key))
            pygame.draw.rect(surf, (10, 20, 40), r.move(round(3 * k), round(4 * k)), border_radius=round(8 * k))
            surf.blit(image(style.sg_back(pack), (r.w, r.h)), r)
            if not words:
                continue
            img = font(12).render(label, True, CREAM)
            bg = img.get_rect(midtop=(r.centerx, r.bottom + round(6 * k))).inflate(round(10 * k), round(4 * k))
            pygame.draw.rect(surf, NAVY, bg, border_radius=round(5 * k))
            surf.blit(img, img.get_rect(center=bg.center))
        return surf

    def pack_label_rect(self, key: str) -> pygame.Rect:
        """The world box of a pack's name (under it)."""
        r = self.place_rect(key)
        return pygame.Rect(r.x, r.bottom, r.w, 24)


def _dashed(surf: pygame.Surface, col: Any, a: tuple[float, float], b: tuple[float, float], w: int, dash: int) -> None:
    d = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(d // dash))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surf, col, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), w)


def _head(surf: pygame.Surface, col: Any, tip: tuple[float, float], u: tuple[float, float], size: int) -> None:
    ux, uy = u
    pygame.draw.polygon(surf, col, [(tip[0] + ux * size * 0.6, tip[1] + uy * size * 0.6),
                                    (tip[0] - ux * size * 0.6 - uy * size * 0.7, tip[1] - uy * size * 0.6 + ux * size * 0.7),
                                    (tip[0] - ux * size * 0.6 + uy * size * 0.7, tip[1] - uy * size * 0.6 - ux * size * 0.7)])


def _arrow(surf: pygame.Surface, col: Any, a: tuple[int, int], b: tuple[int, int], w: int, head: int) -> None:
    d = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    u = ((b[0] - a[0]) / d, (b[1] - a[1]) / d)
    end = (b[0] - u[0] * head * 0.6, b[1] - u[1] * head * 0.6)
    pygame.draw.line(surf, col, a, end, w)
    _head(surf, col, end, u, head)
