"""Setting up a game: 2 to 6 seats, each a name, a colour (no two alike) and
human or bot; who goes first. Starting towns are then chosen on the board."""
from __future__ import annotations

import pygame
import pygame_gui

from game.app import Scene
from game.core.protocol import SeatSetup, Setup
from game.core.registry import get

from .common import backdrop, text

KINDS = {"Human": "human", "Bot (random)": "random"}
DEFAULT_NAMES = ["Anna", "Ben", "Chloe", "David", "Elsa", "Felix"]


class SetupScene(Scene):
    def __init__(self, app, seats: int = 3) -> None:
        super().__init__(app)
        self.info = get("ski")
        self.count = seats
        self.rows: list[dict] = []
        self.status = ""
        self.seed = pygame.time.get_ticks() ^ 0x5EED  # a new deal each game; saved with the game

    def enter(self) -> None:
        ui = self.app.ui
        w, h = self.app.screen.get_size()
        x0, y0 = w // 2 - 330, 150
        colours = list(self.info.colours)
        self.rows = []
        for i in range(self.info.max_players):
            y = y0 + i * 52
            name = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0 + 60, y, 220, 40), ui)
            name.set_text(DEFAULT_NAMES[i])
            colour = pygame_gui.elements.UIDropDownMenu(colours, colours[i], pygame.Rect(x0 + 290, y, 160, 40), ui)
            kind = pygame_gui.elements.UIDropDownMenu(list(KINDS), "Human" if i < 2 else "Bot (random)",
                                                      pygame.Rect(x0 + 460, y, 200, 40), ui)
            self.rows.append({"name": name, "colour": colour, "kind": kind, "y": y})
        yb = y0 + self.info.max_players * 52 + 20
        self.minus = pygame_gui.elements.UIButton(pygame.Rect(x0 + 60, yb, 150, 44), "One fewer", ui)
        self.plus = pygame_gui.elements.UIButton(pygame.Rect(x0 + 220, yb, 150, 44), "One more", ui)
        self.back = pygame_gui.elements.UIButton(pygame.Rect(x0 + 60, yb + 64, 150, 50), "Back", ui)
        self.start = pygame_gui.elements.UIButton(pygame.Rect(x0 + 460, yb + 64, 200, 50), "Start", ui,
                                                  object_id="@title_button")
        self._show_rows()

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            for key in ("name", "colour", "kind"):
                (row[key].show if i < self.count else row[key].hide)()
        self.dirty = True

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def resized(self, size) -> None:
        values = [(r["name"].get_text(), r["colour"].selected_option, r["kind"].selected_option) for r in self.rows]
        self.app.ui.clear_and_reset()
        self.enter()
        for r, (n, c, k) in zip(self.rows, values):
            r["name"].set_text(n)

    def setup(self) -> Setup | None:
        seats = []
        used = set()
        for i, row in enumerate(self.rows[:self.count]):
            name = row["name"].get_text().strip() or DEFAULT_NAMES[i]
            colour = _selected(row["colour"])
            if colour in used:
                self.status = f"Two skiers cannot both be {colour}: pick another colour for {name}."
                return None
            used.add(colour)
            seats.append(SeatSetup(name[:16], colour, KINDS[_selected(row["kind"])]))
        return Setup("ski", tuple(seats), first_player=0, seed=self.seed)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.plus and self.count < self.info.max_players:
                self.count += 1
                self._show_rows()
            elif event.ui_element is self.minus and self.count > self.info.min_players:
                self.count -= 1
                self._show_rows()
            elif event.ui_element is self.back:
                from .title import TitleScene
                self.app.switch(TitleScene(self.app))
            elif event.ui_element is self.start:
                setup = self.setup()
                if setup is not None:
                    from .play import PlayScene
                    self.app.switch(PlayScene(self.app, setup))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .title import TitleScene
            self.app.switch(TitleScene(self.app))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 170)
        w, h = screen.get_size()
        text(screen, "New game", (w / 2, 80), 40, (255, 255, 255), bold=True, anchor="center")
        x0 = w // 2 - 330
        for i, row in enumerate(self.rows[:self.count]):
            text(screen, f"{i + 1}", (x0 + 30, row["y"] + 20), 22, (255, 255, 255), bold=True, anchor="center")
        text(screen, "The first skier listed goes first. Each skier picks a starting town on the board.",
             (w / 2, h - 60), 16, (226, 236, 250), anchor="center")
        if self.status:
            text(screen, self.status, (w / 2, h - 30), 16, (255, 200, 120), bold=True, anchor="center")


def _selected(menu) -> str:
    opt = menu.selected_option
    return opt[0] if isinstance(opt, tuple) else opt
