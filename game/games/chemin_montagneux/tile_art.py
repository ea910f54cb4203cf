"""How high a tile lies, in colour: the landscape's piles read as a mountain.

A tile's grid side (the sprite ``grid.png``: earth, grass and stones in a
two-by-two grid) is shaded by the height of the pile it tops: a meadow on the
table, bare earth a tile or two up, grey rock higher, snow from the fifth tile
up (the grid lines stay, lighter, so the squares can still be counted). The
value side stays as printed, as on a real piecepack, its suit and value
readable at any height. A tile's sides, cream as a piecepack's edges, go
from a warm tan on the table to grey and then snow white higher up, so a
tall pile's layers read as a mountain's. A
peak (an ace on a pile of two or more) is marked by a small summit badge, a
snow-capped triangle in its suit's colour, at its top's back corner.

Everything is drawn once per size and height, and kept.
"""
from __future__ import annotations

from typing import Any

import pygame

from . import style

#: the grid side's tint at each height (tiles in the pile): colour, strength
LEVELS: tuple[tuple[tuple[int, int, int], float], ...] = (
    ((96, 168, 72), 0.30),        # 1: a meadow
    ((150, 118, 72), 0.12),       # 2: earth
    ((126, 116, 98), 0.26),       # 3: stony
    ((176, 172, 168), 0.42),      # 4: rock
    ((244, 248, 255), 0.62),      # 5: snow
    ((252, 253, 255), 0.76),      # 6 and up: deep snow
)
SIDE_LEVELS = ((196, 178, 136), (214, 198, 160), (226, 214, 188), (222, 222, 222), (238, 242, 248),
               (250, 252, 255))
SNOW_LEVEL = 5

_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def level_tint(height: int) -> tuple[tuple[int, int, int], float]:
    return LEVELS[max(0, min(len(LEVELS) - 1, height - 1))]


def side_rgb(layer: int) -> tuple[int, int, int]:
    """The cream side of a pile's ``layer``-th tile (1 is on the table)."""
    return SIDE_LEVELS[max(0, min(len(SIDE_LEVELS) - 1, layer - 1))]


def shaded_top(face: pygame.Surface, graded: bool, height: int) -> pygame.Surface:
    """A tile's face (already turned and scaled) as seen on a pile of ``height`` tiles."""
    if graded or height <= 0:
        return face
    key = (id(face), face.get_size(), height)
    got = _cache.get(key)
    if got is not None:
        return got
    if len(_cache) > 300:
        _cache.clear()
    col, k = level_tint(height)
    got = face.copy()
    wash = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    wash.fill((*col, round(255 * k)))
    got.blit(wash, (0, 0))
    w, h = got.get_size()
    if height >= SNOW_LEVEL:                  # drifts of snow: a few soft white patches
        for i in range(7):
            fx, fy = ((i * 37) % 100) / 100, ((i * 61 + 13) % 100) / 100
            r = pygame.Rect(0, 0, max(2, round(w * 0.3)), max(2, round(h * 0.18)))
            r.center = (round(fx * w), round(fy * h))
            pygame.draw.ellipse(got, (255, 255, 255), r)
    line = (118, 112, 108) if height >= 4 else style.GRID_LINE_RGB
    lw = max(1, round(w * 0.025))
    pygame.draw.line(got, line, (w // 2, 0), (w // 2, h), lw)
    pygame.draw.line(got, line, (0, h // 2), (w, h // 2), lw)
    _cache[key] = got
    return got


def peak_badge(size: int, suit: str) -> pygame.Surface:
    """A peak's badge: a snow-capped summit in the suit's colour on a white disc."""
    key = ("peak", size, suit)
    got = _cache.get(key)
    if got is not None:
        return got
    s = max(10, size)
    got = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    pygame.draw.circle(got, (40, 30, 24), (c, c + 1), c - 0.5)
    pygame.draw.circle(got, (255, 255, 255), (c, c), c - 1.5)
    col = style.SUIT_RGB.get(suit, (60, 60, 60))
    pygame.draw.circle(got, col, (c, c), c - 1.5, max(1, round(s * 0.08)))
    base, top = s * 0.74, s * 0.2
    peak = [(s * 0.2, base), (c, top), (s * 0.8, base)]
    pygame.draw.polygon(got, col, peak)
    cap = [(c - (c - s * 0.2) * 0.38, top + (base - top) * 0.38), (c, top),
           (c + (s * 0.8 - c) * 0.38, top + (base - top) * 0.38), (c + s * 0.04, top + (base - top) * 0.3),
           (c - s * 0.05, top + (base - top) * 0.42)]
    pygame.draw.polygon(got, (250, 252, 255), cap)
    _cache[key] = got
    return got


def outline(path: str, size: tuple[int, int], col: tuple[int, int, int]) -> pygame.Surface:
    """A sprite's outline alone (white, then its colour inside): a pawn seen through a pile."""
    key = ("outline", path, size, col)
    got = _cache.get(key)
    if got is None:
        from game.scenes.common import image
        img = pygame.transform.smoothscale(image(path), size)
        pts = pygame.mask.from_surface(img, 100).outline()
        got = pygame.Surface(size, pygame.SRCALPHA)
        if len(pts) > 2:
            pygame.draw.lines(got, (255, 255, 255), True, pts, 3)
            pygame.draw.lines(got, col, True, pts, 1)
        _cache[key] = got
    return got


def is_peak(pile: list[list[Any]]) -> bool:
    """An ace value side up on a pile of two or more (as the game's ``is_peak``)."""
    return len(pile) >= 2 and pile[-1][2] == "v" and pile[-1][1] == 1
