"""A game's board drawn small, with its pieces, and each hand as a seat may see
it: for the Load screen's preview and the replay viewer, for every hosted
game, each drawn by its own screens (``GameUI``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.registry import get

from .common import image, text


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    """The board of ``state`` fitted into ``area``, pieces on it; the rectangle it covers."""
    return get(state.game_id).screens().miniature(screen, state, area, symbols, centred)


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Callable[[float], int],
              symbols: bool = True, viewer: int | None = None) -> int:
    """One player's row for the replay: their piece, name and score, and their
    hand as ``viewer`` may see it (the seat itself: face up; anyone else: what is
    secret as backs and a count); returns the y below it."""
    ss = state.setup.seats[seat]
    ui = get(state.game_id).screens()
    screen.blit(image(ui.emblem(ss.colour, symbols), (u(22), u(22))), (x, y))
    said = ui.score_words(state, seat) if ui.score_words is not None else f"{state.scores()[seat]} pts"
    text(screen, f"{ss.name}: {said}", (x + u(28), y + u(3)), u(14), (240, 244, 250), bold=True)
    y += u(24)
    return ui.open_hand(screen, state, seat, x, y, u, symbols, viewer)
