"""Draws the Himalaya Grand Prix course from its Tiled map's objects as a
snowboard run: a groomed piste of five lanes between slalom gates (one gate
a row), the die numbers as green and red snowballs on the snow, the start
zone under its arch, a Yeti standing in the forest at each Yeti space with
its name on a wooden sign, and the finish arch with the podium steps of the
finishing spaces. Pieces (snowboarders, the cards played on the Yetis, the
die) are drawn by the scene over it.

The drawing is cached per scale, like the ski board's: never drawn every frame.
"""
from __future__ import annotations

import math

import pygame

from game.games.grand_prix.rules.content import GPContent
from game.scenes.common import image
from game.view.fonts import Fonts

from . import course_art as art
from . import style
from .course_art import GATE_BLUE, GATE_RED, INK, side_rgb

__all__ = ["CourseRenderer", "side_rgb"]

SLOPE_TOP, SLOPE_BOTTOM = (168, 200, 236), (228, 238, 250)


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

    def sign_rect(self, key: str) -> pygame.Rect:
        """The wooden sign with a Yeti's name: beyond its Yeti, in the forest."""
        y = self.yeti_rect(key)
        w, h = 108, 46
        x = y.x - w - 8 if self.c.yeti_spaces[key].colour == "green" else y.right + 8
        return pygame.Rect(x, y.y + 6, w, h)

    def card_spot(self, key: str) -> pygame.Rect:
        """Where the Yeti cards played on a Yeti's space lie: in the snow at the foot of its sign."""
        s = self.sign_rect(key)
        return pygame.Rect(s.centerx - 22, s.bottom + 4, 44, 40)

    def figure_rect(self, key: str, scale: float = 1.0) -> pygame.Rect:
        """Where a Yeti stands (map pixels): bigger than its space, feet on the row."""
        y = self.yeti_rect(key)
        size = round(max(y.w, y.h) * 1.25 * scale)
        r = pygame.Rect(0, 0, size, size)
        r.midbottom = (y.centerx, y.bottom + 6)
        return r

    def podium_top(self, place: int) -> float:
        """The top of a finishing space's podium step (map pixels): the first is the highest."""
        r = self.finish_rect(place)
        return r.y + r.h * (0.52 if place == 1 else 0.62 if place == 2 else 0.7)

    # -- drawing ------------------------------------------------------------
    def _draw(self, k: float) -> pygame.Surface:
        c = self.c
        w, h = max(1, round(self.width * k)), max(1, round(self.height * k))
        surf = pygame.Surface((w, h)).convert()
        # the sky, the far peaks and the snow of the slope
        sky = pygame.Surface((2, 64))
        for y in range(64):
            t = y / 63
            sky.fill(tuple(round(a + (b - a) * t) for a, b in zip(SLOPE_TOP, SLOPE_BOTTOM)), (0, y, 2, 1))
        surf.blit(pygame.transform.smoothscale(sky, (w, h)), (0, 0))
        course = self.course_rect()
        art.mountains(surf, k, self.width, course.y - 30)
        pygame.draw.rect(surf, (240, 246, 253), (0, round((course.y - 30) * k), w, h))
        for i in range(8):                      # soft drifts across the snow
            y0 = (course.y + 20 + i * 128) * k
            pts = [(x * k, y0 + 12 * k * math.sin(x / 140 + i)) for x in range(0, self.width + 40, 40)]
            pygame.draw.lines(surf, (226, 236, 248), False, pts, max(1, round(4 * k)))
        finish = self.finish_zone()
        run = pygame.Rect(course.x - 20, course.y - 30, course.w + 40, finish.y - 40 - (course.y - 30))
        # the forest on both sides, never over the piste, a Yeti, its sign or the podium
        keep = [run.inflate(70, 40), finish.inflate(80, 80)]
        for key in c.yeti_spaces:
            keep += [self.figure_rect(key).inflate(20, 30), self.sign_rect(key).union(self.card_spot(key))
                     .inflate(24, 50)]
        wide = pygame.Rect(0, course.y - 40, self.width, self.height - course.y + 60)
        art.forest(surf, k, wide, 260, 3, keep, 64)
        art.piste(surf, k, run)
        # the starting rows: a blue-white start zone under the start arch
        first = c.space_at(1, 1)
        last = c.space_at(c.starting_rows, c.cols)
        if first is not None and last is not None:
            zone = pygame.Rect(round(run.x * k), round(first.y * k), round(run.w * k),
                               round((last.y + last.h - first.y) * k))
            tint = pygame.Surface(zone.size, pygame.SRCALPHA)
            tint.fill((160, 200, 240, 46))
            surf.blit(tint, zone)
        f_small = self.fonts.get(max(8, round(18 * k)), True)
        # no grid: each space is a mogul on the slope, a soft bump of snow where a snowboarder
        # stands, the lanes told apart by the bumps' rhythm; each row's gate, a pole with a
        # pennant at each end
        for s in c.spaces:
            art.mogul(surf, k, pygame.Rect(s.x, s.y, s.w, s.h))
        for row in range(1, c.rows + 1):
            sp = c.space_at(row, 1)
            if sp is None:
                continue
            gate = art.GATE_RED if row % 2 else art.GATE_BLUE
            art.pennant(surf, k, course.x - 10, sp.y + 44, gate, -1)
            art.pennant(surf, k, course.right + 10, sp.y + 44, gate, 1)
        # the die numbers as small snowballs in the Yetis' colours at the mogul's shoulders, green
        # on the left, red on the right: what each Yeti must roll to reach there (a Yeti aimed at a
        # row shows its reach large); none on a row no Yeti watches (a play-test asked what they meant)
        for s in c.spaces:
            if c.row_yetis(s.row):
                for colour, n, fx in (("green", s.green, 0.16), ("red", s.red, 0.84)):
                    art.snowball_marker(surf, self.fonts, ((s.x + s.w * fx) * k, (s.y + 18) * k), 11 * k,
                                        side_rgb(colour), n)
        # the start arch over the first row
        art.banner(surf, self.fonts, k, pygame.Rect(run.x - 6, course.y - 78, run.w + 12, 40), "START", GATE_BLUE)
        # the Yetis in the forest, each by its sign, the upper rows first
        for key, ys in sorted(c.yeti_spaces.items(), key=lambda kv: kv[1].row):
            fr = self.figure_rect(key)
            ground = self.yeti_rect(key)
            pygame.draw.ellipse(surf, (226, 234, 246), (round((ground.x - 6) * k), round((ground.bottom - 22) * k),
                                                        round((ground.w + 12) * k), round(30 * k)))
            art.yeti_sign(surf, self.fonts, k, self.sign_rect(key), c.yeti_names[ys.yeti].replace(" Yeti", ""),
                          ys.colour)
            pic = image(style.gp_figure(ys.yeti), (max(1, round(fr.w * k)), max(1, round(fr.h * k))))
            if ys.colour == "red":
                pic = pygame.transform.flip(pic, True, False)
            pygame.draw.ellipse(surf, side_rgb(ys.colour), (round((ground.x + 8) * k), round((ground.bottom - 16) * k),
                                                           round((ground.w - 16) * k), round(20 * k)),
                                max(1, round(3 * k)))
            surf.blit(pic, (round(fr.x * k), round(fr.y * k)))
        # row 1: no Yeti watches it
        for colour in ("green", "red"):
            sp = c.space_at(1, 1 if colour == "green" else c.cols)
            if sp is None or c.row_yetis(1):
                continue
            sx = sp.x - 120 if colour == "green" else sp.x + sp.w + 24
            r = pygame.Rect(round(sx * k), round((sp.y + 18) * k), round(96 * k), round(36 * k))
            art.plank(surf, r, k)
            img = art.fit(f_small, "No Yeti", (56, 30, 10), r.w - round(12 * k))
            surf.blit(img, img.get_rect(center=r.center))
        # the finish: the chequered line, the arch and the podium
        line_y = round((course.bottom + 10) * k)
        sq = max(2, round(10 * k))
        for i, x in enumerate(range(round(run.x * k), round(run.right * k), sq)):
            for j in range(2):
                pygame.draw.rect(surf, INK if (i + j) % 2 == 0 else (255, 255, 255), (x, line_y + j * sq, sq, sq))
        art.banner(surf, self.fonts, k, pygame.Rect(run.x - 6, course.bottom + 6, run.w + 12, 34), "FINISH",
                   GATE_RED, chequered=True)
        for place in range(1, len(c.finish) + 1):
            art.podium_step(surf, self.fonts, k, self.finish_rect(place), self.podium_top(place), place,
                            c.podium[place - 1])
        return surf
