"""The Grand Prix's pieces over the course, shared by the play scene and the
course in miniature: a snowboarder (its team's token riding a board,
leaning as it carves), the Yeti cards played on a Yeti's space, and the
Yeti's aim (which spaces of its row it hits on which roll).

Every picture is made once per size and kept; only a leaning rider is
turned each frame.
"""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.scenes.common import image, kept

from . import course_art as art
from . import style
from .course_view import CourseRenderer

Point = tuple[float, float]

_aims: dict[tuple[str, int, float], pygame.Surface] = {}


def _board(size: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A snowboard seen from above the rider: long, rounded at both ends, in
    the team's colour with a white stripe and two bindings."""
    w, h = round(size * 1.3), max(4, round(size * 0.3))
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (120, 140, 170, 90), (2, 4, w - 4, h))                 # its shadow on the snow
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, art.mix(rgb, art.INK, 0.55), body, border_radius=h // 2)
    pygame.draw.rect(surf, rgb, body.inflate(-max(2, h // 6), -max(2, h // 6)), border_radius=h // 2)
    pygame.draw.line(surf, (255, 255, 255), (h // 2, h // 2), (w - h // 2, h // 2), max(1, h // 6))
    for bx in (w * 0.3, w * 0.7):
        pygame.draw.rect(surf, art.INK, (round(bx - h * 0.22), max(1, h // 8), max(2, round(h * 0.44)),
                                          h - 2 * max(1, h // 8)), border_radius=max(1, h // 6))
    return surf


def rider(team: str, value: int, size: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A snowboarder: the team's token (``size`` across) standing on its board."""
    def make() -> pygame.Surface:
        board = _board(size, rgb)
        w = max(board.get_width(), size)
        h = round(size * 1.16)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(board, board.get_rect(midbottom=(w // 2, h)))
        tok = image(style.gp_boarder(team, value), (size, size))
        surf.blit(tok, tok.get_rect(midtop=(w // 2, 0)))
        return surf
    # kept with the window's other caches (forgotten when pygame starts again)
    return kept(("gp_rider", team, value, size), make)


def draw_rider(screen: pygame.Surface, pic: pygame.Surface, at: Point, lean: float = 0.0) -> pygame.Rect:
    """A rider with its token's centre near ``at``, turned ``lean`` degrees (left is positive)."""
    if abs(lean) > 0.5:
        pic = pygame.transform.rotate(pic, lean)
    r = pic.get_rect(center=(round(at[0]), round(at[1] + pic.get_height() * 0.06)))
    return screen.blit(pic, r)


def lean_of(a: Point, b: Point, t: float) -> float:
    """How far a rider going from ``a`` to ``b`` leans, ``t`` of the way (0 to 1):
    into a sideways step, swaying on the way straight down."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    carve = -22.0 * dx / d * math.sin(math.pi * min(1.0, max(0.0, t)))
    return carve + 6.0 * math.sin(t * math.pi * 3) * (abs(dy) / d)


def played_cards(screen: pygame.Surface, r: CourseRenderer, key: str, count: int, rect_of: Callable[[pygame.Rect],
                 pygame.Rect]) -> None:
    """The Yeti cards played on a Yeti's space, lying in the snow at the foot
    of its sign (one, or the twins fanned); with both down the Yeti has
    thrown all it may, and a veil of snow dims it."""
    if count <= 0:
        return
    yeti, colour = key.split("/")
    spot = rect_of(r.card_spot(key))
    ch = spot.h
    cw = max(2, round(ch * 250 / 350))
    pic = image(style.gp_yeti_card(yeti, colour), (cw, ch))
    for i in range(count):
        turned = pygame.transform.rotate(pic, (-10 if i == 0 else 12) if count > 1 else -6)
        dx = (-cw * 0.35 if i == 0 else cw * 0.35) if count > 1 else 0
        screen.blit(turned, turned.get_rect(center=(round(spot.centerx + dx), spot.centery)))
    if count >= 2:
        fig = rect_of(r.figure_rect(key))
        veil = pygame.Surface(fig.size, pygame.SRCALPHA)
        pygame.draw.ellipse(veil, (240, 246, 253, 100), veil.get_rect().inflate(-fig.w // 8, -fig.h // 12))
        screen.blit(veil, fig)


def aim(r: CourseRenderer, key: str, scale: float) -> tuple[pygame.Surface, pygame.Rect]:
    """A Yeti's aim along its row (map rectangle of the row, its picture at
    ``scale``): the row tinted in the Yeti's colour, the way the snowball
    flies, and on every space the roll that hits there ("4+") on a tag."""
    c = r.c
    ys = c.yeti_spaces[key]
    row = [s for s in c.spaces if s.row == ys.row]
    left, right = min(s.x for s in row), max(s.x + s.w for s in row)
    top, h = row[0].y, row[0].h
    world = pygame.Rect(round(left), round(top), round(right - left), round(h))
    ck = (key, id(r), round(scale, 3))
    if ck not in _aims:
        k = scale
        col = art.side_rgb(ys.colour)
        surf = pygame.Surface((max(1, round(world.w * k)), max(1, round(world.h * k))), pygame.SRCALPHA)
        surf.fill((*art.mix(col, (255, 255, 255), 0.55), 120))
        pygame.draw.rect(surf, (*col, 220), surf.get_rect(), max(2, round(4 * k)), border_radius=round(8 * k))
        # the snowball's way: dotted along the row, towards the far side
        y = round(h * 0.5 * k)
        way = 1 if ys.colour == "green" else -1
        xs = range(round(10 * k), surf.get_width() - round(10 * k), max(4, round(22 * k)))
        for x in xs:
            pygame.draw.circle(surf, (255, 255, 255, 200), (x, y), max(1, round(3 * k)))
        tip = surf.get_width() - round(8 * k) if way > 0 else round(8 * k)
        pygame.draw.polygon(surf, (*col, 230), [(tip, y), (tip - way * round(18 * k), y - round(12 * k)),
                                                (tip - way * round(18 * k), y + round(12 * k))])
        f = r.fonts.get(max(9, round(26 * k)), True)
        for s in row:
            label = f.render(f"{s.number(ys.colour)}+", True, (255, 255, 255))
            box = label.get_rect(center=(round((s.x + s.w / 2 - left) * k), round((s.y + 22 - top) * k)))
            box = box.inflate(round(22 * k), round(6 * k))
            pygame.draw.rect(surf, (*art.mix(col, art.INK, 0.45), 255), box.move(0, max(1, round(3 * k))),
                             border_radius=box.h // 2)
            pygame.draw.rect(surf, (*col, 255), box, border_radius=box.h // 2)
            pygame.draw.rect(surf, (255, 255, 255, 255), box, max(1, round(2 * k)), border_radius=box.h // 2)
            surf.blit(label, label.get_rect(center=box.center))
        if len(_aims) > 24:
            _aims.clear()
        _aims[ck] = surf
    return _aims[ck], world
