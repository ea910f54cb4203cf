"""The title screen: Continue (a game in progress), New game, Rules, Settings, Quit."""
from __future__ import annotations

import pygame
import pygame_gui

from game import NAME, VERSION
from game.app import Scene

from .common import backdrop, text


class TitleScene(Scene):
    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.buttons: dict[object, str] = {}
        labels = [("New game", "new"), ("Rules", "rules"), ("Settings", "settings"), ("Quit", "quit")]
        if self.app.game is not None:
            labels.insert(0, ("Continue", "continue"))
        top = h // 2 - u(40) - (u(33) if self.app.game is not None else 0)
        for i, (label, key) in enumerate(labels):
            b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(140), top + i * u(66), u(280), u(54)), label,
                                             self.app.ui, object_id="@title_button")
            self.buttons[b] = key

    def leave(self) -> None:
        for b in self.buttons:
            b.kill()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "quit":
                self.app.running = False
            elif key == "continue":
                self.app.switch(self.app.game)
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
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            first = next(iter(self.buttons))            # Continue when there is a game, else New game
            self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=first))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 110)
        w, h = screen.get_size()
        u = self.app.px
        top = h / 2 - (u(33) if self.app.game is not None else 0)
        text(screen, NAME, (w / 2, top - u(150)), u(64), (255, 255, 255), bold=True, anchor="center")
        text(screen, "a board game for 2 to 6 skiers", (w / 2, top - u(90)), u(22), (226, 236, 250), anchor="center")
        if self.app.game is not None:
            text(screen, f"In progress: {self.app.game.summary()}", (w / 2, h - u(24)), u(15), (226, 236, 250),
                 anchor="center")
        text(screen, f"version {VERSION}", (w - u(12), h - u(10)), u(13), (220, 228, 240), anchor="bottomright")
