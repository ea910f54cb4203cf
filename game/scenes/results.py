"""The final scores, with each player's breakdown, the winner, and what next."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core.registry import get

from .base import Scene
from .common import backdrop, backing, image, text

if TYPE_CHECKING:
    from game.app import App
    from game.core.protocol import GameState


class ResultsScene(Scene):
    def __init__(self, app: App, state: GameState) -> None:
        super().__init__(app)
        self.state = state

    def room(self) -> tuple[int, int] | None:
        """The table of points (a row a seat) and the three buttons under it."""
        return (960, 470 + 34 * self.state.num_seats)

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        self.again = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(330), h - u(90), u(200), u(50)), "New game", ui)
        self.title = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(100), h - u(90), u(200), u(50)), "Title", ui)
        self.replay = pygame_gui.elements.UIButton(pygame.Rect(w // 2 + u(130), h - u(90), u(200), u(50)), "Replay",
                                                   ui)

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                older = bool(get(self.state.game_id).rules_words(self.state.setup.options))
                self.app.to_setup(self.state.num_seats, self.state.game_id, after_older=older)
            elif event.ui_element is self.title:
                self.app.to_title()
            elif event.ui_element is self.replay:
                from .replay import ReplayScene
                state = self.state
                self.app.switch(ReplayScene(self.app, state, back=lambda app: ResultsScene(app, state)))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 190, self.state.setup.game)
        s = self.state
        w, h = screen.get_size()
        u = self.app.px
        ui = get(s.game_id).screens()
        top = u(150) + u(34) * (s.num_seats + 1) + u(14)
        cols = ui.results_columns
        span = u(85) * (len(cols) - 1)                 # from the first column of points to the last
        wide = max(u(660), u(252) + span + u(40))
        backing(screen, pygame.Rect(w // 2 - wide // 2, u(20), wide, top - u(26)), u)   # the heading and the table
        area = pygame.Rect(w // 2 - u(330), top, u(660), h - u(110) - (top + u(14)))
        backing(screen, area.inflate(u(24), u(12)), u)          # the game's own picture of the end, on its own ground
        ui.results_detail(screen, s, area, u, self.app.settings.symbols)
        names = [s.name(i) for i in s.winners()]
        winners = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        text(screen, f"{winners} win{'s' if len(s.winners()) == 1 else ''}!", (w / 2, u(60)), u(40), (255, 255, 255),
             bold=True, anchor="center")
        text(screen, ui.end_line(s), (w / 2, u(104)), u(18), (220, 230, 245), anchor="center")
        older = get(s.game_id).rules_words(s.setup.options)
        if older:                       # a saved game that kept its older rules to the end
            text(screen, older, (w / 2, u(128)), u(15), (255, 226, 150), bold=True, anchor="center")
        x0, y = w / 2 - (u(252) + span) / 2 + u(32), u(150)      # the table centred, its emblems too
        for i, col in enumerate(cols):
            text(screen, col.heading, (x0 + u(200) + i * u(85), y), u(15), (255, 236, 160), bold=True,
                 anchor="midtop")
        order = sorted(range(s.num_seats), key=lambda i: -s.scores()[i])
        for row, seat in enumerate(order):
            bd = s.score_breakdown(seat)
            yy = y + u(34) + row * u(34)
            colour = s.setup.seats[seat].colour
            pic = image(ui.emblem(colour, self.app.settings.symbols), (u(24), u(24)))
            screen.blit(pic, (x0 - u(32), yy - u(2)))
            text(screen, s.name(seat), (x0, yy), u(18), (255, 255, 255), bold=True)
            for i, col in enumerate(cols):
                text(screen, str(col.value(bd)), (x0 + u(200) + i * u(85), yy), u(18), (255, 255, 255),
                     anchor="midtop", bold=col.bold)
