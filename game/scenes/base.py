"""What every screen is: the ``Scene`` the window (game/app/) drives.

The window keeps a stack of scenes and hands each one its events, its time
and, when something changed, the screen to draw on. The scenes know the window
only as the ``app`` they are given; nothing here imports it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App

#: the least room a window gives a layout: 1280x720 at the largest interface scale (150%)
LEAST_ROOM = (853, 480)

CANNOT_START = "This game cannot start:"   # the title's words for a game whose own files are broken


class Scene:
    """One screen. The app calls handle() for each event, update(dt) every
    frame, and draw() only when ``dirty`` (or an animation runs)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True     # something changed: draw a frame
        self.repaint = True   # the whole window must be drawn, not only what moved

    def enter(self) -> None: ...
    def leave(self) -> None: ...

    def room(self) -> tuple[int, int] | None:
        """The room this screen's layout needs, in pixels at 100% (None: it flows
        into whatever room the window has). A screen is drawn at the player's
        interface scale where its room fits the window, else at the largest
        scale that does (``screen_scale``). Every layout fits 1280x720.
        """
        return (1280, 720)

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        return False

    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the frame. Return None when the whole window changed, or the
        list of rectangles that did (the rest of the screen is as before)."""

    def draw_over(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """What goes over everything, the widgets too, after the window's widgets are
        drawn (a tooltip, a coach's words): where it was drawn. By structure, then,
        nothing is ever drawn over it."""
        return []

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size (and maybe the UI scale, with a new UI manager):
        build the widgets again."""
        self.app.clear_ui()
        self.enter()
        self.dirty = True
