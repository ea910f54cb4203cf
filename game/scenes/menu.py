"""A column of big buttons that a scene draws itself.

The title screen uses these instead of pygame_gui's, so its first frame needs
no UI toolkit (the toolkit loads right after). They look like the toolkit's
buttons (the same colours as the theme in app.ui_theme), answer the mouse
(hover, press, release on the same button) and the keyboard (Up/Down or Tab
to move, Enter or Space to choose).
"""
from __future__ import annotations

import pygame

from .common import text

NORMAL, HOVERED, ACTIVE = (0x2a, 0x4a, 0x78), (0x3a, 0x64, 0xa0), (0x1d, 0x35, 0x58)
BORDER, FOCUS = (0x0e, 0x16, 0x22), (255, 214, 102)


class MenuButton:
    def __init__(self, rect: pygame.Rect, label: str, key: str, size: int = 22) -> None:
        self.rect, self.label, self.key = rect, label, key
        self.size = size             # the label's size, in interface pixels

    def __repr__(self) -> str:
        return f"MenuButton({self.label!r})"


class Menu:
    def __init__(self, buttons: list[MenuButton], k: float = 1.0) -> None:
        self.buttons = buttons
        self.k = k
        self.hover: MenuButton | None = None
        self.down: MenuButton | None = None
        self.focus: int | None = None       # shown only once the keyboard is used

    def at(self, pos: tuple[int, int]) -> MenuButton | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> str | None:
        """The key of the button chosen by this event, if one was."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.down = self.hover = self.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            chosen = self.at(event.pos)
            pressed, self.down = self.down, None
            if chosen is not None and chosen is pressed:
                return chosen.key
        elif event.type == pygame.KEYDOWN and self.buttons:
            n = len(self.buttons)
            if event.key in (pygame.K_DOWN, pygame.K_TAB) and not event.mod & pygame.KMOD_SHIFT:
                self.focus = 0 if self.focus is None else (self.focus + 1) % n
            elif event.key in (pygame.K_UP, pygame.K_TAB):
                self.focus = n - 1 if self.focus is None else (self.focus - 1) % n
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.buttons[self.focus or 0].key
        return None

    def draw(self, screen: pygame.Surface) -> None:
        radius = round(8 * self.k)
        for i, b in enumerate(self.buttons):
            colour = ACTIVE if b is self.down and b is self.hover else HOVERED if b is self.hover else NORMAL
            pygame.draw.rect(screen, colour, b.rect, border_radius=radius)
            pygame.draw.rect(screen, BORDER, b.rect, width=max(1, round(self.k)), border_radius=radius)
            if i == self.focus:
                pygame.draw.rect(screen, FOCUS, b.rect.inflate(round(6 * self.k), round(6 * self.k)),
                                 width=max(2, round(2 * self.k)), border_radius=radius + 3)
            text(screen, b.label, b.rect.center, round(b.size * self.k), (255, 255, 255), bold=True, anchor="center")
