"""Draws the Himalaya Grand Prix course from its Tiled map's objects: the snowy
slope, the spaces with their green and red die numbers, the starting rows,
the Yeti spaces on both edges and the finishing spaces. Pieces (snowboarders,
Yetis, the die) are drawn by the scene over it.

The drawing is cached per scale, like the ski board's.
"""
from __future__ import annotations

import math

import pygame

from game.games.grand_prix.content import GPContent
from game.view.fonts import Fonts

from . import style

GREEN_RGB = (46, 150, 80)
RED_RGB = (200, 50, 50)
SLOPE_TOP, SLOPE_BOTTOM = (206, 222, 240), (246, 250, 255)
SPACE_RGB, START_RGB = (252, 253, 255), (232, 242, 252)
LINE_RGB = (150, 170, 196)
INK = style.INK_RGB


def side_rgb(colour: str) -> tuple[int, int, int]:
    return GREEN_RGB if colour == "green" else RED_RGB


class CourseRenderer:
    def __init__(self, content: GPContent) -> None:
        self.c = content
        self.width, self.height = content.width, content.height
        self.fonts = Fonts()
        self._cache: dict[float, pygame.Surface] = {}

    def render(self, scale: float) -> pygame.Surface:
        scale = round(scale, 3)
        if scale not in self._cache:
            if len(self._cache) > 3:
                self._cache.clear()
            self._cache[scale] = self._draw(scale)
        return self._cache[scale]

    # -- geometry (world pixels) ------------------------------------------
    def space_rect(self, space: int) -> pygame.Rect:
        s = self.c.spaces[space]
        return pygame.Rect(round(s.x), round(s.y), round(s.w), round(s.h))

    def yeti_rect(self, key: str) -> pygame.Rect:
        y = self.c.yeti_spaces[key]
        return pygame.Rect(round(y.x), round(y.y), round(y.w), round(y.h))

    def finish_rect(self, place: int) -> pygame.Rect:
        x, y, w, h = self.c.finish[place - 1]
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def course_rect(self) -> pygame.Rect:
        r = self.space_rect(0)
        for i in range(1, len(self.c.spaces)):
            r.union_ip(self.space_rect(i))
        return r

    def finish_zone(self) -> pygame.Rect:
        r = self.finish_rect(1)
        for p in range(2, len(self.c.finish) + 1):
            r.union_ip(self.finish_rect(p))
        return r

    def space_at(self, world: tuple[float, float]) -> int | None:
        for s in self.c.spaces:
            if s.x <= world[0] < s.x + s.w and s.y <= world[1] < s.y + s.h:
                return s.id
        return None

    def yeti_at(self, world: tuple[float, float]) -> str | None:
        for key, y in self.c.yeti_spaces.items():
            cx, cy = y.x + y.w / 2, y.y + y.h / 2
            if math.hypot(world[0] - cx, world[1] - cy) <= max(y.w, y.h) / 2 + 4:
                return key
        return None

    def in_finish(self, world: tuple[float, float]) -> bool:
        return self.finish_zone().inflate(16, 16).collidepoint(world)

    def _draw_pines(self, surf: pygame.Surface, k: float, course: pygame.Rect) -> None:
        """Pines scattered (always the same way) in the margins left and right of
        the Yetis, so the course reads as a slope in a forest."""
        yetis = [pygame.Rect(round(y.x), round(y.y), round(y.w), round(y.h)) for y in self.c.yeti_spaces.values()]
        inner = course.unionall(yetis) if yetis else course
        margins = ((0, inner.left - 30), (inner.right + 30, self.width))
        for i in range(40):
            lo, hi = margins[i % 2]
            if hi - lo < 40:
                continue
            # a fixed scatter: the golden ratio spreads the trees without a random draw
            fx, fy = (i * 0.618034) % 1.0, (i * 0.381966 + 0.13) % 1.0
            x = lo + 20 + fx * (hi - lo - 40)
            y = 40 + fy * (self.height - 80)
            _pine(surf, x * k, y * k, (26 + 10 * ((i * 7) % 3)) * k)

    # -- drawing ------------------------------------------------------------
    def _draw(self, k: float) -> pygame.Surface:
        c = self.c
        w, h = max(1, round(self.width * k)), max(1, round(self.height * k))
        surf = pygame.Surface((w, h)).convert()
        sky = pygame.Surface((2, 64))
        for y in range(64):
            t = y / 63
            sky.fill(tuple(round(a + (b - a) * t) for a, b in zip(SLOPE_TOP, SLOPE_BOTTOM)), (0, y, 2, 1))
        surf.blit(pygame.transform.smoothscale(sky, (w, h)), (0, 0))
        # snow drifts: long soft curves across the slope
        for i in range(9):
            y0 = (60 + i * 118) * k
            pts = [(x * k, y0 + 10 * k * math.sin(x / 130 + i)) for x in range(0, self.width + 40, 40)]
            pygame.draw.lines(surf, (226, 236, 248), False, pts, max(1, round(3 * k)))
        course = self.course_rect()

        def R(r: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(round(r.x * k), round(r.y * k), round(r.w * k), round(r.h * k))

        # pines in the snow beyond the Yetis, on both sides of the slope
        self._draw_pines(surf, k, course)
        # the course's edge: fences of little poles along both sides
        edge = R(course.inflate(12, 12))
        pygame.draw.rect(surf, (120, 140, 170), edge, max(1, round(3 * k)), border_radius=round(10 * k))
        # race flags on the fence at every row's top, red on the left and blue on the right, as gates
        for row in range(1, max(sp.row for sp in c.spaces) + 1):
            sp = c.space_at(row, 1)
            if sp is None:
                continue
            y = round(sp.y * k)
            for x, flag, way in ((edge.left, (214, 52, 52), -1), (edge.right, (40, 96, 200), 1)):
                pole = max(1, round(2 * k))
                pygame.draw.line(surf, (70, 70, 84), (x, y), (x, y - round(22 * k)), pole)
                tip = y - round(22 * k)
                pygame.draw.polygon(surf, flag, [(x, tip), (x + way * round(14 * k), tip + round(5 * k)),
                                                 (x, tip + round(10 * k))])
        f_small = self.fonts.get(max(8, round(20 * k)), True)
        f_label = self.fonts.get(max(8, round(16 * k)), True)
        for s in c.spaces:
            r = R(self.space_rect(s.id)).inflate(-round(4 * k), -round(4 * k))
            start = s.row <= c.starting_rows
            pygame.draw.rect(surf, START_RGB if start else SPACE_RGB, r, border_radius=round(8 * k))
            pygame.draw.rect(surf, LINE_RGB, r, max(1, round(2 * k)), border_radius=round(8 * k))
            # the two die numbers in the top corners: green on the left, red on the right
            d = round(26 * k)
            for colour, n, cx in (("green", s.green, r.x + round(6 * k)), ("red", s.red, r.right - round(6 * k) - d)):
                box = pygame.Rect(cx, r.y + round(6 * k), d, d)
                pygame.draw.rect(surf, side_rgb(colour), box, border_radius=round(6 * k))
                img = f_small.render(str(n), True, (255, 255, 255))
                surf.blit(img, img.get_rect(center=box.center))
        # the starting rows' label, on the left of row 1 and 2
        for row in range(1, c.starting_rows + 1):
            sp = c.space_at(row, 1)
            if sp is None or c.row_yetis(row):
                continue
            img = f_label.render("START", True, (90, 110, 140))
            img = pygame.transform.rotate(img, 90)
            surf.blit(img, img.get_rect(center=(round((sp.x - 60) * k), round((sp.y + sp.h / 2) * k))))
        # Yeti spaces: a ring in the Yeti's colour with its name inside (a hired Yeti stands over it)
        f_name = self.fonts.get(max(7, round(12 * k)), True)
        f_initial = self.fonts.get(max(9, round(34 * k)), True)
        for key, ys in c.yeti_spaces.items():
            r = R(self.yeti_rect(key))
            col = side_rgb(ys.colour)
            pygame.draw.ellipse(surf, (236, 242, 250), r)
            pygame.draw.ellipse(surf, col, r, max(2, round(4 * k)))
            name = c.yeti_names[ys.yeti].replace(" Yeti", "")
            img = f_initial.render(name[0], True, col)
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery - round(8 * k))))
            img = f_name.render(name, True, col)
            dy = round(22 * k)
            room = name_room(r.w, r.h, dy + img.get_height() / 2, max(2, round(4 * k)) + round(4 * k))
            if img.get_width() > room:             # a long name is squeezed inside the ring, never over it
                img = pygame.transform.smoothscale(img, (max(1, room), img.get_height()))
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))
            # the way it throws: a small arrow towards the course
            ax = r.right + round(8 * k) if ys.colour == "green" else r.x - round(8 * k)
            dx = round(10 * k) * (1 if ys.colour == "green" else -1)
            pts = [(ax, r.centery - round(8 * k)), (ax + dx, r.centery), (ax, r.centery + round(8 * k))]
            pygame.draw.polygon(surf, col, pts)
        # the finish line and the finishing spaces
        fz = R(self.finish_zone())
        y = fz.y - round(24 * k)
        for i in range(0, w, max(2, round(16 * k))):
            col = (30, 30, 40) if (i // max(2, round(16 * k))) % 2 == 0 else (255, 255, 255)
            pygame.draw.rect(surf, col, (max(fz.x - round(40 * k), 0) + i, y, round(16 * k), round(8 * k)))
            if max(fz.x - round(40 * k), 0) + i > fz.right + round(40 * k):
                break
        f_place = self.fonts.get(max(9, round(26 * k)), True)
        for place in range(1, len(c.finish) + 1):
            r = R(self.finish_rect(place))
            pygame.draw.rect(surf, (255, 246, 214), r, border_radius=round(10 * k))
            pygame.draw.rect(surf, (200, 160, 60), r, max(1, round(3 * k)), border_radius=round(10 * k))
            img = f_place.render(f"{place}   x{c.podium[place - 1]}", True, (150, 110, 30))
            surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + round(6 * k))))
        return surf


def _pine(surf: pygame.Surface, x: float, y: float, size: float) -> None:
    """A snowy pine: three tiers of dark green, snow on each, a brown trunk."""
    trunk = max(1, round(size * 0.12))
    pygame.draw.rect(surf, (92, 64, 40), (round(x - trunk / 2), round(y), trunk, round(size * 0.25)))
    for i, (wf, yf) in enumerate(((0.55, 0.05), (0.45, -0.3), (0.32, -0.62))):
        half, top = size * wf, y + size * yf
        tier = [(x - half, top), (x + half, top), (x, top - size * 0.5)]
        pygame.draw.polygon(surf, (34, 86, 60) if i % 2 == 0 else (40, 100, 70), tier)
        pygame.draw.polygon(surf, (240, 246, 252), [(x - half * 0.35, top - size * 0.32),
                                                    (x + half * 0.35, top - size * 0.32), (x, top - size * 0.5)])


def name_room(w: float, h: float, dy: float, margin: float) -> int:
    """How wide a line may be inside an ellipse ``w`` by ``h`` at ``dy`` below
    its centre (its far edge, where the ring is narrowest), ``margin`` kept
    clear of the ring on each side."""
    a, b = w / 2, h / 2
    half = a * math.sqrt(max(0.0, 1 - (min(dy, b) / b) ** 2)) if b > 0 else 0.0
    return max(1, int(2 * (half - margin)))
