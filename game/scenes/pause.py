"""The in-game menu (Esc or the Menu button): resume, rules, settings, or leave.

Rules and settings come back to the same game; leaving asks first, since the
game in progress is not saved yet."""
from __future__ import annotations

import pygame
import pygame_gui

from game.app import Scene

from .common import backdrop, text


class PauseScene(Scene):
    def __init__(self, app, play) -> None:
        super().__init__(app)
        self.play = play
        self.confirm = False

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui = self.app.ui
        self.buttons = {}
        labels = [("Resume", "resume"), ("Rules", "rules"), ("Settings", "settings"), ("Leave this game", "leave")]
        for i, (label, key) in enumerate(labels):
            b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 140, h // 2 - 120 + i * 66, 280, 54), label, ui,
                                             object_id="@title_button")
            self.buttons[b] = key

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def _back(self, app) -> Scene:
        return PauseScene(app, self.play)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch(self.play)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "resume":
                self.app.switch(self.play)
            elif key == "rules":
                from .rules_scene import RulesScene
                self.app.switch(RulesScene(self.app, self._back))
            elif key == "settings":
                from .settings_scene import SettingsScene
                self.app.switch(SettingsScene(self.app, self._back))
            elif key == "leave":
                if not self.confirm:
                    self.confirm = True
                    event.ui_element.set_text("Leave: sure? Click again")
                else:
                    from .title import TitleScene
                    self.app.switch(TitleScene(self.app))
            self.dirty = True

    def draw(self, screen) -> None:
        backdrop(screen, 170)
        w, h = screen.get_size()
        text(screen, "Game paused", (w / 2, h / 2 - 180), 40, (255, 255, 255), bold=True, anchor="center")
        if self.confirm:
            text(screen, "Leaving ends this game: it cannot be continued later yet.", (w / 2, h / 2 + 160), 16,
                 (255, 210, 140), anchor="center")
