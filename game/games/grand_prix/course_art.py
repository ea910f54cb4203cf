"""The Grand Prix course's painted parts, drawn with pygame's primitives at
any scale ``k`` (window pixels per map pixel): pines, the piste's snow,
slalom pennants, the die numbers as snowballs, the Yetis' wooden signs, the
start and finish arches and the podium. The course renderer (course_view.py)
puts them together once per scale; nothing here is drawn every frame.
"""
from __future__ import annotations

import math

import pygame

from game.view.fonts import Fonts

Colour = tuple[int, int, int]

GREEN_RGB = (46, 150, 80)
RED_RGB = (200, 50, 50)
INK = (34, 40, 56)
SNOW = (250, 252, 255)
SNOW_SHADE = (214, 228, 244)
PISTE = (246, 250, 255)
PISTE_LINE = (232, 240, 250)
WOOD, WOOD_DARK, WOOD_LIGHT = (168, 116, 66), (104, 66, 34), (206, 160, 104)
GOLD, GOLD_DARK = (244, 196, 60), (160, 112, 20)
PINE, PINE_DARK = (40, 100, 70), (26, 72, 50)
GATE_RED, GATE_BLUE = (220, 52, 52), (44, 100, 206)


def side_rgb(colour: str) -> Colour:
    return GREEN_RGB if colour == "green" else RED_RGB


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def pine(surf: pygame.Surface, x: float, y: float, size: float) -> None:
    """A snowy pine standing at (x, y) (its foot), ``size`` tall: a shadow on
    the snow, a trunk, three tiers of green with snow on each."""
    pygame.draw.ellipse(surf, SNOW_SHADE, (round(x - size * 0.38), round(y - size * 0.06), round(size * 0.9),
                                           max(2, round(size * 0.16))))
    trunk = max(1, round(size * 0.1))
    pygame.draw.rect(surf, (92, 64, 40), (round(x - trunk / 2), round(y - size * 0.16), trunk, round(size * 0.16)))
    for i, (wf, yf) in enumerate(((0.42, -0.14), (0.34, -0.42), (0.24, -0.68))):
        half, base = size * wf, y + size * yf
        tier = [(x - half, base), (x + half, base), (x, base - size * 0.36)]
        pygame.draw.polygon(surf, PINE_DARK if i % 2 == 0 else PINE, tier)
        pygame.draw.polygon(surf, (64, 130, 92), [(x, base - size * 0.36), (x + half, base), (x + half * 0.3, base)])
        cap = [(x - half * 0.5, base - size * 0.17), (x, base - size * 0.36), (x + half * 0.45, base - size * 0.19),
               (x + half * 0.1, base - size * 0.14)]
        pygame.draw.polygon(surf, SNOW, cap)


def forest(surf: pygame.Surface, k: float, area: pygame.Rect, count: int, seed: int, keep_out: list[pygame.Rect],
           big: float = 70.0) -> None:
    """Pines scattered over ``area`` (map pixels) the same way every time (the
    golden ratio spreads them, no random draw), drawn back to front; none
    whose foot falls in ``keep_out``."""
    trees = []
    for i in range(count):
        fx, fy = ((i + seed) * 0.618034) % 1.0, ((i + seed) * 0.7548777 + 0.13) % 1.0
        x, y = area.x + fx * area.w, area.y + fy * area.h
        if any(r.collidepoint(x, y) for r in keep_out):
            continue
        trees.append((y, x, big * (0.6 + 0.4 * (((i + seed) * 7) % 5) / 4)))
    for y, x, size in sorted(trees):
        pine(surf, x * k, y * k, size * k)


def piste(surf: pygame.Surface, k: float, rect: pygame.Rect) -> None:
    """Groomed snow (corduroy stripes) between two soft snow banks, with the
    curving tracks of earlier riders."""
    r = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    bank = max(2, round(14 * k))
    pygame.draw.rect(surf, (200, 216, 236), r.inflate(2 * bank, 0))
    pygame.draw.rect(surf, (228, 238, 250), r.inflate(bank, 0))
    pygame.draw.rect(surf, PISTE, r)
    step = max(3, round(9 * k))
    for x in range(r.x + step // 2, r.right, step):
        pygame.draw.line(surf, PISTE_LINE, (x, r.y), (x, r.bottom - 1), max(1, round(2 * k)))
    # the tracks of earlier riders: long S curves down the slope
    for i, x0 in enumerate((0.18, 0.5, 0.8)):
        pts = []
        for j in range(0, 41):
            t = j / 40
            tx = rect.x + rect.w * (x0 + 0.08 * math.sin(t * 9 + i * 2.1))
            pts.append((tx * k, (rect.y + t * rect.h) * k))
        pygame.draw.lines(surf, (222, 232, 246), False, pts, max(1, round(3 * k)))


def mogul(surf: pygame.Surface, k: float, rect: pygame.Rect) -> None:
    """A space of the course as a mogul: a soft bump of snow, lit from the upper
    left with its shadow below right (map pixels ``rect``)."""
    cx, cy = (rect.x + rect.w / 2) * k, (rect.y + rect.h * 0.62) * k
    rw, rh = rect.w * 0.42 * k, rect.h * 0.26 * k
    pygame.draw.ellipse(surf, (204, 218, 238), (round(cx - rw + 3 * k), round(cy - rh + 4 * k), round(2 * rw),
                                                max(2, round(2 * rh))))
    pygame.draw.ellipse(surf, (236, 243, 252), (round(cx - rw), round(cy - rh), round(2 * rw), max(2, round(2 * rh))))
    pygame.draw.ellipse(surf, (250, 252, 255), (round(cx - rw * 0.7), round(cy - rh * 0.8), round(rw), max(2, round(rh))))


def pennant(surf: pygame.Surface, k: float, x: float, y: float, colour: Colour, way: int) -> None:
    """A slalom pole planted at (x, y) (map pixels) with its pennant flying ``way`` (1 right, -1 left)."""
    foot, top = (round(x * k), round(y * k)), (round(x * k), round((y - 40) * k))
    pygame.draw.ellipse(surf, SNOW_SHADE, (foot[0] - round(6 * k), foot[1] - round(2 * k), round(12 * k),
                                           max(2, round(4 * k))))
    pygame.draw.line(surf, (60, 60, 72), foot, top, max(1, round(3 * k)))
    tip = [(top[0], top[1]), (top[0] + way * round(26 * k), top[1] + round(9 * k)), (top[0], top[1] + round(18 * k))]
    pygame.draw.polygon(surf, colour, tip)
    pygame.draw.polygon(surf, mix(colour, (255, 255, 255), 0.35), [tip[0], tip[1], (top[0], top[1] + round(9 * k))])
    pygame.draw.circle(surf, (250, 210, 70), top, max(1, round(3 * k)))


def snowball_marker(surf: pygame.Surface, fonts: Fonts, centre: tuple[float, float], radius: float, colour: Colour,
                    n: int) -> None:
    """A die number as a snowball on the snow, tinted in its Yeti's colour: a
    shadow, the ball lit from the upper left, the number in white."""
    x, y, r = centre[0], centre[1], max(3.0, radius)
    pygame.draw.ellipse(surf, (188, 204, 226), (round(x - r), round(y + r * 0.55), round(2 * r), max(2, round(r * 0.7))))
    pygame.draw.circle(surf, mix(colour, INK, 0.45), (round(x), round(y)), round(r))
    pygame.draw.circle(surf, colour, (round(x), round(y)), max(1, round(r - max(1.0, r * 0.1))))
    pygame.draw.circle(surf, mix(colour, (255, 255, 255), 0.3), (round(x - r * 0.2), round(y - r * 0.2)),
                       max(1, round(r * 0.62)))
    pygame.draw.circle(surf, mix(colour, (255, 255, 255), 0.75), (round(x - r * 0.42), round(y - r * 0.45)),
                       max(1, round(r * 0.2)))
    f = fonts.get(max(8, round(r * 1.45)), True)
    shade = f.render(str(n), True, mix(colour, INK, 0.6))
    img = f.render(str(n), True, (255, 255, 255))
    surf.blit(shade, shade.get_rect(center=(round(x + 1), round(y + 2))))
    surf.blit(img, img.get_rect(center=(round(x), round(y + 1))))


def plank(surf: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """A wooden board: grain lines, a dark edge, two nails."""
    rad = max(2, round(6 * k))
    pygame.draw.rect(surf, WOOD_DARK, rect.move(0, max(1, round(3 * k))), border_radius=rad)
    pygame.draw.rect(surf, WOOD, rect, border_radius=rad)
    pygame.draw.rect(surf, WOOD_LIGHT, rect.inflate(-max(2, round(6 * k)), -max(2, round(6 * k))),
                     max(1, round(2 * k)), border_radius=rad)
    for i in (1, 2):
        y = rect.y + rect.h * i // 3
        pygame.draw.line(surf, mix(WOOD, WOOD_DARK, 0.35), (rect.x + round(8 * k), y), (rect.right - round(10 * k), y),
                         max(1, round(k)))
    for nx in (rect.x + round(7 * k), rect.right - round(7 * k)):
        pygame.draw.circle(surf, WOOD_DARK, (nx, rect.centery), max(1, round(2.5 * k)))
    pygame.draw.rect(surf, WOOD_DARK, rect, max(1, round(2 * k)), border_radius=rad)


def fit(font: pygame.font.Font, words: str, colour: Colour, width: int) -> pygame.Surface:
    img = font.render(words, True, colour)
    if img.get_width() > width:
        img = pygame.transform.smoothscale(img, (max(1, width), img.get_height()))
    return img


def yeti_sign(surf: pygame.Surface, fonts: Fonts, k: float, rect: pygame.Rect, name: str, colour: str) -> None:
    """The Yeti's name on a wooden sign on a post (``rect`` in map pixels),
    with an arrow in its colour pointing the way it throws."""
    r = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    post = max(2, round(7 * k))
    pygame.draw.rect(surf, WOOD_DARK, (r.centerx - post // 2, r.bottom - round(4 * k), post, round(30 * k)))
    pygame.draw.ellipse(surf, SNOW_SHADE, (r.centerx - round(14 * k), r.bottom + round(22 * k), round(28 * k),
                                           max(2, round(7 * k))))
    plank(surf, r, k)
    col = side_rgb(colour)
    room = r.w - round(24 * k)                   # inside the plank's rim and its nails
    size = max(8, round(19 * k))
    while size > 8 and fonts.get(size, True).size(name)[0] > room:
        size -= 1                                # a long name ("Ambidextrous") in smaller letters, not past the rim
    img = fit(fonts.get(size, True), name, (56, 30, 10), room)
    surf.blit(img, img.get_rect(center=(r.centerx, r.y + r.h * 0.36)))
    # the arrow along the bottom of the board, in the Yeti's colour
    way = 1 if colour == "green" else -1
    y = r.y + round(r.h * 0.76)
    x0, x1 = r.centerx - way * round(r.w * 0.3), r.centerx + way * round(r.w * 0.3)
    pygame.draw.line(surf, col, (x0, y), (x1 - way * round(8 * k), y), max(2, round(5 * k)))
    head = [(x1, y), (x1 - way * round(11 * k), y - round(7 * k)), (x1 - way * round(11 * k), y + round(7 * k))]
    pygame.draw.polygon(surf, col, head)


def banner(surf: pygame.Surface, fonts: Fonts, k: float, rect: pygame.Rect, words: str, colour: Colour,
           chequered: bool = False) -> None:
    """An arch over the piste (``rect`` in map pixels, the banner's band): two
    padded posts and a banner with ``words``; chequered edges for the finish."""
    r = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    post = round(26 * k)
    for px in (r.x - post // 2, r.right - post // 2):
        pr = pygame.Rect(px, r.y - round(10 * k), post, r.h + round(48 * k))
        pygame.draw.ellipse(surf, SNOW_SHADE, (pr.x - round(6 * k), pr.bottom - round(6 * k), post + round(12 * k),
                                               round(12 * k)))
        pygame.draw.rect(surf, mix(colour, INK, 0.35), pr, border_radius=post // 2)
        pygame.draw.rect(surf, colour, pr.inflate(-round(6 * k), -round(6 * k)), border_radius=post // 2)
        pygame.draw.line(surf, mix(colour, (255, 255, 255), 0.4), (pr.x + post // 3, pr.y + round(8 * k)),
                         (pr.x + post // 3, pr.bottom - round(10 * k)), max(1, round(3 * k)))
    band = r.inflate(-post, 0)
    pygame.draw.rect(surf, mix(colour, INK, 0.4), band.move(0, round(4 * k)), border_radius=round(8 * k))
    pygame.draw.rect(surf, colour, band, border_radius=round(8 * k))
    if chequered:
        sq = max(2, round(band.h / 4))
        for row, y in enumerate((band.y + round(3 * k), band.bottom - round(3 * k) - sq)):
            for i, x in enumerate(range(band.x + round(8 * k), band.right - round(8 * k) - sq + 1, sq)):
                if (i + row) % 2 == 0:
                    pygame.draw.rect(surf, INK, (x, y, sq, sq))
                else:
                    pygame.draw.rect(surf, (255, 255, 255), (x, y, sq, sq))
    f = fonts.get(max(8, round(band.h * 0.5)), True)
    img = fit(f, words, (255, 255, 255), band.w // 3)
    plate = img.get_rect(center=band.center).inflate(round(24 * k), round(4 * k))
    pygame.draw.rect(surf, mix(colour, INK, 0.25), plate, border_radius=round(6 * k))
    surf.blit(img, img.get_rect(center=band.center))


def podium_step(surf: pygame.Surface, fonts: Fonts, k: float, rect: pygame.Rect, top: float, place: int,
                mult: int) -> None:
    """A finishing space as a step of the podium: its front from ``top`` down
    to the bottom of ``rect`` (map pixels), the place's number on it and the
    multiplier on a gold medal."""
    x, w = round(rect.x * k), round(rect.w * k)
    y0, y1 = round(top * k), round(rect.bottom * k)
    face = pygame.Rect(x, y0, w, max(2, y1 - y0))
    pygame.draw.ellipse(surf, SNOW_SHADE, face.inflate(round(16 * k), 0).move(0, face.h - round(8 * k)).clip(
        face.inflate(round(16 * k), round(30 * k))))
    lid = pygame.Rect(x, y0 - round(10 * k), w, round(14 * k))
    body = (250, 250, 252) if place > 1 else (255, 246, 214)
    pygame.draw.rect(surf, (196, 206, 224), face.move(0, round(4 * k)), border_radius=round(6 * k))
    pygame.draw.rect(surf, body, face, border_radius=round(6 * k))
    pygame.draw.rect(surf, (206, 214, 230), lid, border_radius=round(6 * k))
    pygame.draw.rect(surf, (236, 240, 248), lid.inflate(-round(4 * k), -round(4 * k)), border_radius=round(5 * k))
    pygame.draw.rect(surf, (150, 160, 184), face, max(1, round(2 * k)), border_radius=round(6 * k))
    f = fonts.get(max(8, round(30 * k)), True)
    img = f.render(str(place), True, (90, 100, 124))
    surf.blit(img, img.get_rect(midleft=(face.x + round(14 * k), face.centery + round(2 * k))))
    # the multiplier on a medal
    r = round(22 * k)
    c = (face.right - r - round(12 * k), face.centery + round(2 * k))
    ribbon = [(c[0] - round(10 * k), c[1] - r - round(8 * k)), (c[0] - round(2 * k), c[1]),
              (c[0] + round(2 * k), c[1]), (c[0] + round(10 * k), c[1] - r - round(8 * k))]
    pygame.draw.polygon(surf, GATE_BLUE if place > 1 else GATE_RED, ribbon)
    pygame.draw.circle(surf, GOLD_DARK, c, r)
    pygame.draw.circle(surf, GOLD, c, max(1, r - max(1, round(3 * k))))
    fm = fonts.get(max(8, round(21 * k)), True)
    img = fm.render(f"x{mult}", True, (110, 60, 0))
    surf.blit(img, img.get_rect(center=(c[0], c[1] + round(1 * k))))


def mountains(surf: pygame.Surface, k: float, width: int, base: float) -> None:
    """Far peaks along the top of the map, under the sky, ``base`` their foot (map pixels)."""
    for i, (cx, h, w) in enumerate(((0.08, 120, 260), (0.3, 170, 320), (0.55, 140, 300), (0.78, 180, 340),
                                    (0.97, 130, 260))):
        x = cx * width
        col = (170, 190, 222) if i % 2 else (186, 204, 232)
        pts = [((x - w / 2) * k, base * k), (x * k, (base - h) * k), ((x + w / 2) * k, base * k)]
        pygame.draw.polygon(surf, col, pts)
        cap = [((x - w * 0.14) * k, (base - h * 0.72) * k), (x * k, (base - h) * k),
               ((x + w * 0.14) * k, (base - h * 0.72) * k), ((x + w * 0.03) * k, (base - h * 0.66) * k)]
        pygame.draw.polygon(surf, (246, 250, 255), cap)
