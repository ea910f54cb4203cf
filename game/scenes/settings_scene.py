"""Settings: window size, interface scale, full screen, animation speed, sound, colour-blind
symbols, lit legal moves. Saved at once."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import settings as st
from game.view.screen import sizes_that_fit
from game.view.text import fonts, wrap_words

from .base import Scene
from .common import backdrop, backing, said_line, text

if TYPE_CHECKING:
    from game.app import App

SIZES = ["1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160"]


def percent(v: int) -> str:
    """An interface scale as the menu shows it: "90%"."""
    return f"{v}%"


#: the height the settings need with their rows at full spacing (at 100%)
FULL_ROOM = 700

#: what two of the settings do, under them
NOTES = ("Interface scale: above 100%, larger text and buttons; below, more room for the board. "
         "Colour-blind symbols: every piece has its own shape and letter.")


class SettingsScene(Scene):
    status = ""          # a line under the settings: what a choice could not do

    def __init__(self, app: App, back: Callable[[App], Scene], game: str | None = None) -> None:
        """``game``: whose board is behind it (the game played, from its menu; else the title's choice)."""
        super().__init__(app)
        self.back_to = back
        self.game = game if game is not None else app.chosen_game

    def room(self) -> tuple[int, int] | None:
        """The heading, seven rows, Done and the notes under it, and a line at the foot
        (the rows closer together in a window short of ``FULL_ROOM``)."""
        return (760, 610)

    def enter(self) -> None:
        s = self.app.settings
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        x, y, step = w // 2 - u(60), u(140), u(56)
        if h / self.app.k < FULL_ROOM:          # short of room at the scale asked: the rows closer together
            y, step = u(124), u(48)

        def at(i: int) -> pygame.Rect:
            return pygame.Rect(x, y + i * step, u(220), u(40))

        # the window as it is now (dragged to a size of its own, perhaps), not as it opened
        now = s.window if s.fullscreen else f"{w}x{h}"
        # only the sizes this screen can show (a 4K window offered on a laptop opens cut)
        fitting = sizes_that_fit(SIZES)
        sizes = fitting if now in fitting else fitting + [now]
        self.size = pygame_gui.elements.UIDropDownMenu(list[str | tuple[str, str]](sizes), now, at(0), ui)
        self.scale = pygame_gui.elements.UIDropDownMenu([percent(v) for v in st.SCALES], percent(s.scale), at(1), ui)
        self.full = pygame_gui.elements.UIButton(at(2), self._onoff(s.fullscreen), ui)
        self.anim = pygame_gui.elements.UIDropDownMenu(list(st.ANIMATION_SPEEDS), s.animation, at(3), ui)
        self.hl = pygame_gui.elements.UIButton(at(4), self._onoff(s.highlight_moves), ui)
        self.sym = pygame_gui.elements.UIButton(at(5), self._onoff(s.symbols), ui)
        self.snd = pygame_gui.elements.UIButton(at(6), self._onoff(s.sound), ui)
        self.done = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(100), y + 7 * step + u(16), u(200), u(50)),
                                                 "Done", ui)
        self.rows = [(label, y + i * step) for i, label in enumerate(
            ["Window size", "Interface scale", "Full screen (F11)", "Pace of play", "Light up legal moves",
             "Colour-blind symbols", "Sound"])]

    @staticmethod
    def _onoff(v: bool) -> str:
        return "On" if v else "Off"

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event: pygame.event.Event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.size:
                s.window = event.text
                self.app.resize(s.window_size)
                got = self.app.screen.get_size()
                # a window the screen cannot hold is as large as the screen: said, never silent
                self.status = "" if got == s.window_size else \
                    f"This screen holds a window of at most {got[0]}x{got[1]}: the window is that size."
            elif event.ui_element is self.anim:
                s.animation = event.text
            elif event.ui_element is self.scale:
                s.scale = int(event.text.rstrip("%"))
                st.save(s)
                self.app.rescale()              # every screen drawn again at the new scale (this one too)
                return
            st.save(s)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.full:
                self.app.toggle_fullscreen()          # flips and keeps s.fullscreen
                self.full.set_text(self._onoff(s.fullscreen))
            elif event.ui_element is self.hl:
                s.highlight_moves = not s.highlight_moves
                self.hl.set_text(self._onoff(s.highlight_moves))
            elif event.ui_element is self.sym:
                s.symbols = not s.symbols
                self.sym.set_text(self._onoff(s.symbols))
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

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 180, self.game)          # the game's own board, as behind its other screens
        w, h = screen.get_size()
        u = self.app.px
        # the heading, the rows, Done and the notes under it on one backing: the board's art never shows through
        f = fonts().get(u(14))
        notes = wrap_words(f, NOTES, u(620))
        card = pygame.Rect(w // 2 - u(330), u(44), u(660),
                           self.done.rect.bottom + u(14) + len(notes) * f.get_linesize() + u(12) - u(44))
        backing(screen, card, u)
        text(screen, "Settings", (w / 2, u(80)), u(40), (255, 255, 255), bold=True, anchor="center")
        for label, y in self.rows:
            text(screen, label, (w // 2 - u(80), y + u(20)), u(18), (255, 255, 255), bold=True, anchor="midright")
        for i, row in enumerate(notes):
            text(screen, row, (w / 2, self.done.rect.bottom + u(14) + i * f.get_linesize()), u(14), (220, 228, 240),
                 anchor="midtop")
        if self.status:
            said_line(screen, self.status, h - u(12), (255, 226, 150), u)
