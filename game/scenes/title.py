"""The title screen: New game, Rules, Quit."""
from __future__ import annotations

import pygame
import pygame_gui

from game import NAME, VERSION
from game.app import Scene

from .common import backdrop, text


class TitleScene(Scene):
    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        self.buttons: dict[object, str] = {}
        labels = [("New game", "new"), ("Rules", "rules"), ("Settings", "settings"), ("Quit", "quit")]
        for i, (label, key) in enumerate(labels):
            b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 140, h // 2 - 40 + i * 66, 280, 54), label,
                                             self.app.ui, object_id="@title_button")
            self.buttons[b] = key

    def leave(self) -> None:
        for b in self.buttons:
            b.kill()

    def resized(self, size) -> None:
        self.leave()
        self.enter()
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "quit":
                self.app.running = False
            elif key == "new":
                from .setup import SetupScene
                self.app.switch(SetupScene(self.app))
            elif key == "rules":
                from .rules_scene import RulesScene
                self.app.switch(RulesScene(self.app, TitleScene))
            elif key == "settings":
                from .settings_scene import SettingsScene
                self.app.switch(SettingsScene(self.app, TitleScene))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 110)
        w, h = screen.get_size()
        text(screen, NAME, (w / 2, h / 2 - 150), 64, (255, 255, 255), bold=True, anchor="center")
        text(screen, "a board game for 2 to 6 skiers", (w / 2, h / 2 - 90), 22, (226, 236, 250), anchor="center")
        text(screen, f"version {VERSION}", (w - 12, h - 10), 13, (220, 228, 240), anchor="bottomright")
