"""A play scene whose board is drawn whole, fitted into the space left of the
side panel (no camera), with the panel's standard row of buttons: four of the
game's own actions, then Undo, Hint and Log, and Menu at the top."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.interaction import TABLE_TIPS, ButtonSpec

from .table import S, TableScene
from .tip_button import tip_button


class FittedBoardScene(TableScene[S]):
    """Games with a board that fits the window whole use this instead of a camera."""

    origin: tuple[float, float] = (0.0, 0.0)     # where the board's top left corner is in the window
    scale = 1.0                                  # window pixels per board pixel
    _laid_out = False

    #: seconds the dice still tumble (the games' own easing: a roll shown while nothing else moves)
    die_time = 0.0

    def _easing(self) -> bool:
        return self.die_time > 0

    def _ease(self, dt: float) -> None:
        self.die_time = max(0.0, self.die_time - dt)

    def _settle(self) -> None:
        self.die_time = 0.0

    def _heading(self) -> str:
        """The panel's heading: whose turn it is (each game says it its own way)."""
        return ""

    def fit_board(self, renderer: Any, panel_width: int) -> None:
        """Place the board (a renderer with ``width`` and ``height``) as large as it
        fits left of a panel ``panel_width`` wide, centred."""
        w, h = self.app.screen.get_size()
        self.panel.w = panel_width
        self.frame.board_rect = pygame.Rect(0, 0, w - panel_width, h)
        self.scale = round(min(self.frame.board_rect.w / renderer.width, self.frame.board_rect.h / renderer.height), 3)
        self.origin = (self.frame.board_rect.centerx - renderer.width * self.scale / 2,
                       self.frame.board_rect.centery - renderer.height * self.scale / 2)
        self._laid_out = True

    def panel_buttons(self, specs: Sequence[ButtonSpec]) -> dict[str, Any]:
        """The panel's buttons: the game's own (``specs``: four places) in a row
        above Undo, Hint and Log, one that shares another's place on it, and Menu
        at the top right."""
        actions = [(b.name, b.label) for b in specs if not b.instead_of]
        w, h = self.app.screen.get_size()
        u = self.app.px
        x = w - self.panel.w + u(16)
        col4 = (self.panel.w - u(32) - 3 * u(6)) // 4
        col3 = (self.panel.w - u(32) - 2 * u(6)) // 3
        ui = self.app.ui

        tips = {b.name: b.tip for b in specs} | TABLE_TIPS

        def button(rect: tuple[int, int, int, int], label: str, key: str) -> Any:
            return tip_button(pygame.Rect(rect), label, ui, tips.get(key))

        out = {key: button((x + i * (col4 + u(6)), h - u(150), col4, u(40)), label, key)
               for i, (key, label) in enumerate(actions)}
        for b in specs:                           # in its partner's place (the table shows one of the two)
            if b.instead_of:
                out[b.name] = button(tuple(out[b.instead_of].relative_rect), b.label, b.name)
        for i, (key, label) in enumerate((("undo", "Undo"), ("hint", "Hint"), ("log", "Log"))):
            out[key] = button((x + i * (col3 + u(6)), h - u(100), col3, u(36)), label, key)
        out["menu"] = button((w - u(16) - col3, u(10), col3, u(32)), "Menu", "menu")
        return out

    def act_first_legal(self, candidates: Callable[[int], Sequence[Any]]) -> None:
        """Space or Enter: the first of ``candidates(seat)`` that the seat at the
        screen may make now (roll, say, else keep), if any."""
        cur = self.seats.mine()
        if cur is None:
            return
        legal = self.seen.legal_actions(cur)
        for a in candidates(cur):
            if a in legal:
                self.act(a)
                return

    def _camera_key(self) -> object:
        """The board's place and size in the window."""
        return (self.scale, self.origin)

    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        return (self.origin[0] + p[0] * self.scale, self.origin[1] + p[1] * self.scale)

    def to_world(self, p: tuple[float, float]) -> tuple[float, float]:
        return ((p[0] - self.origin[0]) / self.scale, (p[1] - self.origin[1]) / self.scale)

    def screen_rect(self, world: pygame.Rect) -> pygame.Rect:
        """A rectangle of the board (its own coordinates) where it is in the window."""
        x, y = self.to_screen(world.topleft)
        return pygame.Rect(round(x), round(y), round(world.w * self.scale), round(world.h * self.scale))
