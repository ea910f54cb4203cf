"""The replay viewer: a finished or saved game, action by action, after the
fact. A finished game shows every hand; a game still under way shows only
what everyone at the table may see (anyone can open Load): its board as the
public sees it, and each player's secret cards as backs with their count,
drawn from the game itself, never from a made-up deal. Forward, back, the
first and last action, and a slider to jump to any turn; the log up to the
action shown, every line whole."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.view.text import fonts, wrap_words

from .base import LEAST_ROOM, Scene
from .common import round_words, text
from .miniature import miniature, open_hand

if TYPE_CHECKING:
    from game.app import App
    from game.core.protocol import GameState

#: the width a game's ``open_hand`` row may take in the replay's panel, in interface pixels
HAND_ROW = 396


class ReplayScene(Scene):
    def __init__(self, app: App, state: GameState, back: Callable[[App], Scene] | None = None) -> None:
        """``state``: the game as far as it went; the viewer replays it from its setup."""
        super().__init__(app)
        from game.core.registry import get
        from game.maps import new_game
        self.back_to = back
        info = get(state.setup.game)
        replay = new_game(info, state.setup)                # on the map it was played on
        self.states = [replay.clone()]
        self.lines: list[list[str]] = [[]]
        self.actions = list(state.action_log)
        for a in self.actions:
            said = [e.text for e in replay.apply(a)]
            self.states.append(replay.clone())
            self.lines.append(said)
        self.at = len(self.actions)            # start at the end: the game as it stands
        # a game still being played keeps its secrets: only the public view is drawn
        self.public = not state.is_over()
        self._shown: tuple[int, Any] | None = None

    def shown(self) -> Any:
        """The position drawn now: the game itself once it is over, else its public view."""
        s = self.states[self.at]
        if not self.public:
            return s
        if self._shown is None or self._shown[0] != self.at:
            self._shown = (self.at, s.masked(None))
        return self._shown[1]

    # -- widgets ---------------------------------------------------------------
    def room(self) -> tuple[int, int] | None:
        return LEAST_ROOM          # laid out to fit even 1280x720 at 150%

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        y = h - u(60)
        x = u(20)
        self.buttons = {}
        for key, label, width in (("first", "|<", 60), ("back", "<", 60), ("next", ">", 60), ("last", ">|", 60)):
            self.buttons[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, u(width), u(44)), label, ui)
            x += u(width) + u(8)
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(x + u(10), y + u(6), w - x - u(420), u(32)), self.at, (0, max(1, len(self.actions))), ui)
        self.buttons["done"] = pygame_gui.elements.UIButton(pygame.Rect(w - u(200), y, u(180), u(44)), "Back", ui)
        self._sync()

    def _sync(self) -> None:
        self.slider.set_current_value(self.at)
        self.dirty = True

    def go(self, at: int) -> None:
        self.at = max(0, min(len(self.actions), at))
        self._sync()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            b = self.buttons
            if event.ui_element is b["first"]:
                self.go(0)
            elif event.ui_element is b["back"]:
                self.go(self.at - 1)
            elif event.ui_element is b["next"]:
                self.go(self.at + 1)
            elif event.ui_element is b["last"]:
                self.go(len(self.actions))
            elif event.ui_element is b["done"]:
                self._leave()
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.go(int(event.value))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RIGHT:
                self.go(self.at + 1)
            elif event.key == pygame.K_LEFT:
                self.go(self.at - 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(len(self.actions))
            elif event.key == pygame.K_ESCAPE:
                self._leave()

    def _leave(self) -> None:
        if self.back_to is not None:
            self.app.switch(self.back_to(self.app))
        else:
            self.app.to_title()

    def last_said(self) -> str:
        """The action shown, as the game's log said it (its first line)."""
        if not self.at:
            return ""
        step = self.lines[self.at]
        return step[0] if step else f"{self.states[self.at].name(self.actions[self.at - 1].seat)} acts."

    # -- drawing -----------------------------------------------------------------
    def draw(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        u = self.app.px
        screen.fill((26, 36, 54))
        s = self.shown()
        panel_w = u(420)
        f = fonts().get(u(14))
        said = (wrap_words(f, "Last: " + self.last_said(), w - panel_w - u(56)) or [""]) if self.at else []
        last_h = len(said) * f.get_linesize() + u(14) if said else 0
        # the board above the line that says the action shown, never under it
        area = pygame.Rect(0, 0, w - panel_w, h - u(86) - (last_h + u(8) if said else 0))
        miniature(screen, s, area, self.app.settings.symbols, centred=True)
        # every hand once the game is over; while it is under way, what everyone may see: from the
        # game itself (``real``), each secret card a back, so nothing made up is ever drawn
        real = self.states[self.at]
        x, y = w - panel_w + u(12), u(12)
        text(screen, f"Replay: action {self.at} of {len(self.actions)}, {round_words(s.round_number())}", (x, y), u(17),
             (255, 255, 255), bold=True)
        y += u(28)
        if self.public:
            text(screen, "The game is not over: its secrets stay hidden.", (x, y), u(13), (214, 226, 244))
            y += u(22)
        for seat in range(s.num_seats):
            y = open_hand(screen, real, seat, x, y, u, self.app.settings.symbols,
                          viewer=None if self.public else seat)
        # what happened, newest at the bottom, each line wrapped whole in the panel's room
        small = fonts().get(u(12))
        room = panel_w - u(24)
        rows = [(i > 0, part) for step in self.lines[max(0, self.at - 12):self.at + 1] for ln in step
                for i, part in enumerate(wrap_words(small, ln, room - u(10)) or [""])]
        lh = small.get_linesize()
        fits = max(0, (h - u(90) - (y + u(8))) // lh)
        rows = rows[-fits:] if fits else []
        while rows and rows[0][0]:                # never a line's end without its start
            rows.pop(0)
        ly = h - u(90) - len(rows) * lh
        for indent, part in rows:
            text(screen, part, (x + (u(10) if indent else 0), ly), u(12), (210, 220, 236))
            ly += lh
        if said:                                  # the action shown, on a backing of its own below the board
            box = pygame.Rect(u(12), 0, area.w - u(24), last_h)
            box.bottom = h - u(86)
            pygame.draw.rect(screen, (16, 24, 40), box, border_radius=u(8))
            pygame.draw.rect(screen, (90, 104, 130), box, 1, border_radius=u(8))
            for i, part in enumerate(said):
                text(screen, part, (box.x + u(14), box.y + u(7) + i * f.get_linesize()), u(14), (255, 236, 160))
