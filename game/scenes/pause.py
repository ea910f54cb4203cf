"""The in-game menu (Esc or the Menu button): resume, rules, settings, or the
title screen. Rules and settings come back to the same game, and the title
screen's Continue picks it up again."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from .base import LEAST_ROOM, Scene
from .common import backdrop, backing, text

if TYPE_CHECKING:
    from game.app import App

    from .table import TableScene


class PauseScene(Scene):
    def __init__(self, app: App, play: TableScene) -> None:
        super().__init__(app)
        self.play = play
        self.status = ""      # why a seat could not be handed over (a game online)

    def room(self) -> tuple[int, int] | None:
        return LEAST_ROOM          # laid out to fit even 1280x720 at 150%

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        self.buttons = {}
        labels = [("Resume", "resume"), ("Save game", "save"), ("Rules", "rules"), ("Settings", "settings"),
                  ("Title screen", "leave")]
        for i, (label, key) in enumerate(labels):
            b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(140), h // 2 - u(150) + i * u(66), u(280), u(54)),
                                             label, ui, object_id="@title_button")
            self.buttons[b] = key
        # at the host of a game online: each person's seat played elsewhere handed to a bot, or given back
        self.seat_buttons: dict[object, int] = {}
        online = self.play.online
        if online is not None and online.link.host:
            for n, seat in enumerate(online.handed_seats()):
                b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 + u(180), h // 2 - u(84) + n * u(52), u(280),
                                                             u(44)), online.hand_label(seat), ui)
                self.seat_buttons[b] = seat

    def wide(self) -> bool:
        """Seats to hand to a bot beside the menu (the host of a game online)."""
        return bool(getattr(self, "seat_buttons", None))

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def _back(self, app: App) -> Scene:
        return PauseScene(app, self.play)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch(self.play)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "resume":
                self.app.switch(self.play)
            elif key == "save":
                self.app.switch(self.play)
                self.play.files.open_save_dialog()
            elif key == "rules":
                from .rules_scene import RulesScene
                self.app.switch(RulesScene(self.app, self._back, game=self.play.state.game_id))
            elif key == "settings":
                from .settings_scene import SettingsScene
                self.app.switch(SettingsScene(self.app, self._back, game=self.play.info.id))
            elif key == "leave":
                self.app.to_title()
            self.dirty = True
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.seat_buttons:
            online = self.play.online
            assert online is not None
            problem = online.hand(self.seat_buttons[event.ui_element])
            if problem:
                self.status = problem
            else:
                event.ui_element.set_text(online.hand_label(self.seat_buttons[event.ui_element]))
            self.dirty = True

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 170, self.play.info.id)
        w, h = screen.get_size()
        u = self.app.px
        # the heading, the buttons and the line under them on a backing of their own, off the board's art
        wide = u(300) if self.wide() else 0
        backing(screen, pygame.Rect(w // 2 - u(330), h // 2 - u(238), u(660) + wide, u(454)), u)
        online = self.play.online is not None
        text(screen, "Game menu" if online else "Game paused", (w / 2, h / 2 - u(196)), u(40), (255, 255, 255),
             bold=True, anchor="center")
        words = ("The game goes on online: Continue on the title screen comes back to it." if online else
                 "The game waits: Continue on the title screen picks it up again.")
        text(screen, words, (w / 2 + wide / 2, h / 2 + u(190)), u(16), (226, 236, 250), anchor="center")
        if wide:
            text(screen, "Seats played elsewhere", (w / 2 + u(320), h / 2 - u(130)), u(18), (255, 255, 255),
                 bold=True, anchor="center")
            text(screen, "A bot plays a seat that stays away.", (w / 2 + u(320), h / 2 - u(104)), u(14),
                 (226, 236, 250), anchor="center")
        if self.status:
            text(screen, self.status, (w / 2 + wide / 2, h / 2 + u(250)), u(16), (255, 190, 170), bold=True,
                 anchor="center")
