"""The final scores, with each player's breakdown, the winner, and what next."""
from __future__ import annotations

import pygame
import pygame_gui

from game.app import Scene

from .common import backdrop, text


class ResultsScene(Scene):
    def __init__(self, app, state) -> None:
        super().__init__(app)
        self.state = state

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui = self.app.ui
        self.again = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 230, h - 90, 200, 50), "New game", ui)
        self.title = pygame_gui.elements.UIButton(pygame.Rect(w // 2 + 30, h - 90, 200, 50), "Title", ui)

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                from .setup import SetupScene
                self.app.switch(SetupScene(self.app, self.state.num_seats))
            elif event.ui_element is self.title:
                from .title import TitleScene
                self.app.switch(TitleScene(self.app))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 190)
        s = self.state
        w, h = screen.get_size()
        winners = " and ".join(s.name(i) for i in s.winners())
        text(screen, f"{winners} win{'s' if len(s.winners()) == 1 else ''}!", (w / 2, 60), 40, (255, 255, 255),
             bold=True, anchor="center")
        text(screen, f"The game ends: {s.end_reason}.", (w / 2, 104), 18, (220, 230, 245), anchor="center")
        cols = ["runs", "numbered_runs", "targets", "events", "bonuses", "town_return", "night_penalty", "final_total"]
        heads = ["Runs", "Named runs", "Targets", "Events", "Bonuses", "Town", "Night", "Total"]
        x0, y = w / 2 - 430, 150
        for i, hd in enumerate(heads):
            text(screen, hd, (x0 + 200 + i * 85, y), 15, (255, 236, 160), bold=True, anchor="midtop")
        order = sorted(range(s.num_seats), key=lambda i: -s.scores()[i])
        for row, seat in enumerate(order):
            bd = s.score_breakdown(seat)
            yy = y + 34 + row * 34
            text(screen, s.name(seat), (x0, yy), 18, (255, 255, 255), bold=True)
            for i, col in enumerate(cols):
                v = bd[col]
                if col == "bonuses":
                    v = sum(b["points"] for b in v)
                text(screen, str(v), (x0 + 200 + i * 85, yy), 18, (255, 255, 255), anchor="midtop")
