"""A button whose tooltip shows when it is greyed too.

pygame_gui hovers only an enabled button, so a greyed one never said what it
does or why it cannot be pressed now (a play-test hovered a greyed "Let go"
and got nothing). ``TipButton`` is hovered either way; greyed, it keeps its
greyed look and takes no click, and its tooltip is whatever the table set for
that state (``ButtonsShown`` sets "what it does" plus "why not now"). A
button low in the window shows its tooltip above itself.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui


class TipButton(pygame_gui.elements.UIButton):
    """A UIButton that shows its tooltip while greyed, without looking hovered."""

    def can_hover(self) -> bool:
        return bool(not self.is_selected and not self.held)

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:                                  # the timer for the tooltip only: no hovered colours, no event
            self.hover_time = 0.0

    def while_hovering(self, time_delta: float, mouse_pos: Any) -> None:
        """As the toolkit's, but a button in the window's lower half shows its
        tooltip above itself: below, it hid the words under the buttons (the
        status line: a play-test could not read the hint it had asked for)."""
        had = self.tool_tip
        super().while_hovering(time_delta, mouse_pos)
        tip: Any = self.tool_tip
        root = self.ui_manager.get_root_container()
        if tip is None or had is not None or root is None:
            return
        if self.rect.centery > root.get_rect().centery:
            y = self.rect.top - tip.rect.height - 4 - tip.hover_distance_from_target[1]
            if y >= 0:
                tip.find_valid_position(pygame.Vector2(int(mouse_pos[0]), y))

    def on_unhovered(self) -> None:
        if self.is_enabled:
            super().on_unhovered()
        elif self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None


def tip_button(rect: Any, label: str, manager: Any, tip: str | None, **kw: Any) -> TipButton:
    return TipButton(rect, label, manager, tool_tip_text=tip or None, **kw)
