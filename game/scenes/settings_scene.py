"""Settings: window size, full screen, animation speed, lit legal moves. Saved at once."""
from __future__ import annotations

import pygame
import pygame_gui

from game import settings as st
from game.app import Scene

from .common import backdrop, text

SIZES = ["1280x720", "1600x900", "1920x1080"]


class SettingsScene(Scene):
    def __init__(self, app, back) -> None:
        super().__init__(app)
        self.back_to = back

    def enter(self) -> None:
        s = self.app.settings
        w, h = self.app.screen.get_size()
        ui, x, y = self.app.ui, w // 2 - 60, 170
        self.size = pygame_gui.elements.UIDropDownMenu(SIZES, s.window if s.window in SIZES else SIZES[0],
                                                       pygame.Rect(x, y, 220, 40), ui)
        self.full = pygame_gui.elements.UIButton(pygame.Rect(x, y + 60, 220, 40), self._onoff(s.fullscreen), ui)
        self.anim = pygame_gui.elements.UIDropDownMenu(list(st.ANIMATION_SPEEDS), s.animation,
                                                       pygame.Rect(x, y + 120, 220, 40), ui)
        self.hl = pygame_gui.elements.UIButton(pygame.Rect(x, y + 180, 220, 40), self._onoff(s.highlight_moves), ui)
        self.snd = pygame_gui.elements.UIButton(pygame.Rect(x, y + 240, 220, 40), self._onoff(s.sound), ui)
        self.done = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 100, y + 320, 200, 50), "Done", ui)
        self.rows = [("Window size", y), ("Full screen (F11)", y + 60), ("Animation speed", y + 120),
                     ("Light up legal moves", y + 180), ("Sound", y + 240)]

    @staticmethod
    def _onoff(v: bool) -> str:
        return "On" if v else "Off"

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.size:
                s.window = event.text
                self.app.resize(s.window_size)
            elif event.ui_element is self.anim:
                s.animation = event.text
            st.save(s)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.full:
                s.fullscreen = not s.fullscreen
                self.app.toggle_fullscreen()
                self.full.set_text(self._onoff(s.fullscreen))
            elif event.ui_element is self.hl:
                s.highlight_moves = not s.highlight_moves
                self.hl.set_text(self._onoff(s.highlight_moves))
            elif event.ui_element is self.snd:
                s.sound = not s.sound
                self.app.sounds.enabled = s.sound
                self.snd.set_text(self._onoff(s.sound))
                self.app.sounds.play("click")
            elif event.ui_element is self.done:
                self.app.switch(self.back_to(self.app))
                return
            st.save(s)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch(self.back_to(self.app))

    def draw(self, screen) -> None:
        backdrop(screen, 180)
        w, _ = screen.get_size()
        text(screen, "Settings", (w / 2, 90), 40, (255, 255, 255), bold=True, anchor="center")
        for label, y in self.rows:
            text(screen, label, (w // 2 - 80, y + 20), 18, (255, 255, 255), bold=True, anchor="midright")
