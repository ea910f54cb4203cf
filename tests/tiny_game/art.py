"""Flag Race's art, drawn with pygame's shapes alone: a flag, and the board.

The board is the pile (a grid of flag places, the top of the pile last) and
each player's home along the bottom, where the flags they took stand. What
is where and what moves is declared in ``ui.py``; this is only how it looks.
"""
from __future__ import annotations

import pygame

from game.scenes.common import kept
from game.view.style import INK_RGB

from .state import FRContent

PANEL_W = 360
WIDTH, HEIGHT = 720, 440
COLS, STEP, TOP, LEFT = 7, 70, 60, 150            # the pile's places
HOME_COLS, HOME_STEP, HOME_TOP = 10, 30, 300       # each home's places
FLAG_H, HOME_H = 44, 30                            # a flag's height on the pile, at home
SPEED = 900.0                                      # world pixels a second
SNOW = (236, 242, 250)
PILE_RGB = (250, 200, 40)
LIT_RGB = (255, 140, 0)
RGB = {"red": (206, 48, 48), "blue": (40, 88, 200)}


def flag_rgb(colour: str | None) -> tuple[int, int, int]:
    """A flag on the pile (None), or one a player of ``colour`` took."""
    return PILE_RGB if colour is None else RGB.get(colour, (90, 90, 90))


def draw_flag(surf: pygame.Surface, centre: tuple[float, float], h: float, rgb: tuple[int, int, int]) -> pygame.Rect:
    """A flag ``h`` pixels high on its pole, centred on ``centre``; the rectangle drawn over."""
    cx, cy = centre
    px, top, bottom = cx - h * 0.3, cy - h / 2, cy + h / 2
    cloth = [(px, top), (px + h * 0.62, top + h * 0.2), (px, top + h * 0.4)]
    width = max(1, round(h / 14))
    pygame.draw.line(surf, (70, 60, 50), (px, top), (px, bottom), width)
    pygame.draw.polygon(surf, rgb, cloth)
    pygame.draw.polygon(surf, INK_RGB, cloth, 1)
    return pygame.Rect(round(px - width), round(top), round(h * 0.62 + 2 * width), round(h) + 1)


def pile_xy(j: int) -> tuple[float, float]:
    """Where the pile's flag ``j`` stands (world coordinates)."""
    return (LEFT + (j % COLS) * STEP, TOP + (j // COLS) * STEP)


def home_xy(seat: int, k: int) -> tuple[float, float]:
    """Where the ``k``-th flag ``seat`` took stands."""
    return (40 + seat * 340 + 15 + (k % HOME_COLS) * HOME_STEP, HOME_TOP + (k // HOME_COLS) * 40)


class FRBoard:
    """The snow, the pile's places and the two homes, drawn once per size."""

    def __init__(self, content: FRContent) -> None:
        self.c = content
        self.width, self.height = WIDTH, HEIGHT
        self._cache: dict[float, pygame.Surface] = {}

    def render(self, k: float) -> pygame.Surface:
        if k not in self._cache:
            surf = pygame.Surface((max(1, round(WIDTH * k)), max(1, round(HEIGHT * k))))
            surf.fill(SNOW)
            for j in range(self.c.flags):
                x, y = pile_xy(j)
                pygame.draw.circle(surf, (214, 224, 238), (round(x * k), round(y * k)), max(2, round(22 * k)))
            for seat, rgb in enumerate(RGB.values()):
                box = pygame.Rect(round((40 + seat * 340) * k), round((HOME_TOP - 26) * k), round(320 * k),
                                  round(140 * k))
                pygame.draw.rect(surf, rgb, box, max(1, round(3 * k)), border_radius=max(1, round(12 * k)))
            self._cache[k] = surf
        return self._cache[k]


def board_renderer(content: FRContent) -> FRBoard:
    """One board per pile size for the whole run."""
    return kept(("flag-race", content.flags), lambda: FRBoard(content))
