"""A board camera: zoom and pan of a board (in world pixels) shown in a
rectangle of the window, for any game whose board is bigger than its place.

Zoom 1 fits the whole board; the wheel zooms about the mouse, +/- and the
arrows zoom and pan from the keyboard, R or Home fits it again, and the
middle button (or the left one where the scene says the board may be
grabbed) drags it.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

Point = tuple[float, float]


class BoardCamera:
    def __init__(self, width: float, height: float, max_zoom: float = 3.0) -> None:
        self.width, self.height = width, height      # the board, in world pixels
        self.max_zoom = max_zoom
        self.zoom = 1.0                              # 1 fits the whole board
        self.centre: Point | None = None             # the world point at the middle (None: the board's)
        self.drag: tuple[int, int] | None = None     # where a drag last was, while dragging
        self.area = pygame.Rect(0, 0, 1, 1)          # where on the window the board is shown
        self.scale = 1.0
        self.origin: Point = (0.0, 0.0)

    # -- the view ----------------------------------------------------------------
    def fit_to(self, area: pygame.Rect) -> None:
        """Show the board in ``area`` (after a resize), keeping the zoom and centre."""
        self.area = pygame.Rect(area)
        self._frame()

    def _frame(self) -> None:
        fit = min(self.area.w / self.width, self.area.h / self.height)
        self.scale = round(fit * self.zoom, 3)
        cx, cy = self.centre or (self.width / 2, self.height / 2)
        self.origin = (self.area.centerx - cx * self.scale, self.area.centery - cy * self.scale)

    def set_view(self, zoom: float | None = None, centre: Point | None = None) -> None:
        if zoom is not None:
            self.zoom = max(1.0, min(self.max_zoom, zoom))
        if centre is not None:
            self.centre = (max(0.0, min(self.width, centre[0])), max(0.0, min(self.height, centre[1])))
        if self.zoom == 1.0:
            self.centre = None
        self._frame()

    def looking_at(self) -> Point:
        return self.centre or (self.width / 2, self.height / 2)

    # -- coordinates -----------------------------------------------------------------
    def to_screen(self, p: Point) -> Point:
        return (self.origin[0] + p[0] * self.scale, self.origin[1] + p[1] * self.scale)

    def to_world(self, p: Point) -> Point:
        return ((p[0] - self.origin[0]) / self.scale, (p[1] - self.origin[1]) / self.scale)

    # -- input: True when the event moved the view ---------------------------------------
    def key(self, key: int) -> bool:
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.set_view(zoom=self.zoom * 1.25)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set_view(zoom=self.zoom / 1.25)
        elif key in (pygame.K_r, pygame.K_HOME):
            self.set_view(zoom=1.0)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.zoom > 1:
            cx, cy = self.looking_at()
            step = 120 / self.scale
            dx = {pygame.K_LEFT: -step, pygame.K_RIGHT: step}.get(key, 0)
            dy = {pygame.K_UP: -step, pygame.K_DOWN: step}.get(key, 0)
            self.set_view(centre=(cx + dx, cy + dy))
        else:
            return False
        return True

    def pointer(self, event: pygame.event.Event, mouse: tuple[int, int],
                grabs: Callable[[tuple[int, int]], bool]) -> bool:
        """The wheel (over the board) zooms about the mouse; the middle button, or
        the left one where ``grabs(pos)`` says the board may be taken hold of
        (zoomed in only), drags it."""
        if event.type == pygame.MOUSEWHEEL and self.area.collidepoint(mouse):
            world = self.to_world(mouse)
            self.set_view(zoom=self.zoom * (1.2 ** event.y))
            cx, cy = self.looking_at()            # keep the point under the mouse where it was
            nw = self.to_world(mouse)
            self.set_view(centre=(cx + world[0] - nw[0], cy + world[1] - nw[1]))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and (event.button == 2 or (
                event.button == 1 and self.zoom > 1 and grabs(event.pos))):
            self.drag = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            self.drag = None
            return True
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            cx, cy = self.looking_at()
            self.set_view(centre=(cx - (event.pos[0] - self.drag[0]) / self.scale,
                                  cy - (event.pos[1] - self.drag[1]) / self.scale))
            self.drag = event.pos
            return True
        return False
