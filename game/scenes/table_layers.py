"""The table's layers, as one stack: what is over the board owns the keyboard
and the mouse before what is under it.

From the top: the Save as dialog, the tutorial's coach, the strip of what
happened since your last turn, the table's own buttons and keys, the
hand-off, the open game log, and the board with its panel at the bottom. An
event goes down the stack until a layer takes it; a layer that is open and
modal takes every event (the dialog, the strip: it says "Got it first" for
a click beneath it), so nothing under it ever sees one. ``Layers`` says what
is drawn too, in the same order (``open_under_widgets``: the game's own
overlay, the hand-off or the strip, over the board and under the widgets;
``open_over_widgets``: the coach's words, then the tooltip on top of
everything, none at a hand-off); the frame draws what it lists.

``Layers`` owns the order; each layer is a function of the event that says
whether it took it. It also makes a move the way a player would, click by
click where each thing is drawn (``click_through``: the tests and the
monkey).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic

import pygame
import pygame_gui

from game.core.interaction import Key, button_name
from game.core.protocol import Action

from . import recap
from .table_seats import S

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from .table import TableScene

Layer = Callable[[pygame.event.Event], bool]


class Layers(Generic[S]):
    """The stack of the table's layers, the top first, and what each does with an event."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        #: (name, layer) from the top of the stack down
        self.stack: list[tuple[str, Layer]] = [
            ("save dialog", self._save_dialog),
            ("coach", self._coach),
            ("strip", self._strip),
            ("buttons and keys", self._buttons_and_keys),
            ("hand-off", self._handoff),
            ("log", self._log),
            ("board", self._board),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        """``event`` goes down the stack to the first layer that takes it."""
        t = self.t
        if event.type == pygame.WINDOWLEAVE:         # the pointer left the window: no tooltip stays behind
            t.frame.mouse = None
            t.frame.hover_now()
            return
        if t.seats.handoff_to is not None:
            t.seats.recap = None                    # a hand-off comes first: the strip is for the next look
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            t.frame.mouse = event.pos
        for _, layer in self.stack:
            if layer(event):
                break
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            t.frame.hover_now()

    # -- drawing, in the same order -------------------------------------------------------
    def open_under_widgets(self) -> list[tuple[str, Callable[[pygame.Surface], object]]]:
        """The layers drawn over the board and its pieces but under the widgets, open
        now, bottom first: the game's own overlay (a score board), then the hand-off
        (once the last move has finished: everyone watches it) or the strip."""
        t = self.t
        out: list[tuple[str, Callable[[pygame.Surface], object]]] = []
        if t._overlay():
            out.append(("game's overlay", self._draw_own))
        if t.seats.handoff_to is not None and not (t.motions.tweens or t.motions.flights):
            out.append(("hand-off", t.frame.handoff))
        elif t.seats.recap is not None:
            strip = t.seats.recap
            out.append(("strip", lambda screen: recap.draw(t, strip, screen)))
        return out

    def open_over_widgets(self) -> list[tuple[str, Callable[[pygame.Surface], pygame.Rect | None]]]:
        """The layers drawn over everything, the widgets too, bottom first: the
        coach's box, then the tooltip (the top: never under anything; none at a
        hand-off)."""
        t = self.t
        out: list[tuple[str, Callable[[pygame.Surface], pygame.Rect | None]]] = []
        coach = t.coach
        if coach is not None:
            out.append(("coach", coach.draw))
        tip = t.frame.hover
        if tip and t.seats.handoff_to is None:
            out.append(("tooltip", lambda screen: t.frame.tooltip(screen, tip)))
        return out

    def _draw_own(self, screen: pygame.Surface) -> None:
        self.t._draw_overlay(screen)
        self.t.frame.flights(screen)             # what flies is over the game's overlay too

    def top(self) -> str:
        """The name of the highest layer open now (the board when none is)."""
        t = self.t
        open_now = {"save dialog": t.files.save_dialog is not None,
                    "coach": t.coach is not None and not t.coach.released,
                    "strip": t.seats.recap is not None, "hand-off": t.seats.handoff_to is not None,
                    "log": t.files.log_box is not None}
        return next((name for name, _ in self.stack if open_now.get(name)), "board")

    # -- the layers, from the top ---------------------------------------------------------
    def _save_dialog(self, event: pygame.event.Event) -> bool:
        """Save as: its entry and buttons; it owns the keyboard and the mouse until it closes."""
        t = self.t
        if t.files.save_dialog is None:
            return False
        entry, ok, cancel = t.files.save_dialog[:3]
        if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is entry) or \
                (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is ok):
            t.files.save_as(entry.get_text())
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is cancel:
            t.files.close_save_dialog()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            t.files.close_save_dialog()
            t.status = ""
        return True

    def _coach(self, event: pygame.event.Event) -> bool:
        """The tutorial's box: its buttons, and the board while it explains."""
        return self.t.coach is not None and self.t.coach.handle(event)

    def _strip(self, event: pygame.event.Event) -> bool:
        """What happened since your last turn: it owns every key and click until Got
        it, the table's buttons too (a button pressed says "Got it first"), but the
        Menu: the game can always be left or saved."""
        seats = self.t.seats
        if seats.recap is None:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.t._buttons.get("menu"):
            return False
        shown = seats.recap.at
        if recap.handle(self.t, seats.recap, event):
            seats.close_recap()
        elif seats.recap.at != shown:
            seats.light_recap()
        return True

    def _buttons_and_keys(self, event: pygame.event.Event) -> bool:
        """The table's buttons and keys (the menu and Esc work during a hand-off too);
        then the game's own way with the mouse (dragging its board)."""
        t = self.t
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.button(event.ui_element)
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.pause()
            elif event.key == pygame.K_z and ctrl:
                t.take_back()
            elif event.key == pygame.K_s and ctrl:
                t.files.open_save_dialog()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif event.key == pygame.K_h:
                t.hints.show()
            else:
                t._key(event)
            return True
        if t._pointer(event):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return True                         # nothing below takes anything but a click
        if t.motions.tweens or t.motions.flights:      # a click skips the animation
            t.motions.skip()
            return True
        return False

    def _handoff(self, event: pygame.event.Event) -> bool:
        """The hand-off's veil: a click takes the screen, but on its "take back"
        button (the player who passed the screen takes their move back)."""
        t = self.t
        if t.seats.handoff_to is None:
            return False
        back = t.frame.take_back_rect
        if back is not None and t.seats.handoff_from() is not None and back.collidepoint(event.pos):
            t.take_back()
        else:
            t.seats.take_screen()
        return True

    def _log(self, event: pygame.event.Event) -> bool:
        """The game log: its place in the panel opens and closes it; a click in
        the open log reads it (the board under it is not clicked)."""
        t = self.t
        if Key("log") in t.panel.hot and t.panel.hot[Key("log")].collidepoint(event.pos):
            t.files.open_log() if t.files.log_box is None else t.files.close_log()
            return True
        return t.files.log_box is not None and t.files.log_box.rect.collidepoint(event.pos)

    def _board(self, event: pygame.event.Event) -> bool:
        """The board and the panel: a click on what is drawn on top there."""
        self.t._click_table(event)
        return True

    # -- what the table's keys and buttons do ----------------------------------------------
    def button(self, el: UIElement) -> None:
        """A button pressed: the table's (menu, log, undo, hint) or the game's (``_button``)."""
        t = self.t
        b = t._buttons
        if el is b.get("menu"):
            self.pause()
        elif el is b.get("log"):
            t.files.open_log() if t.files.log_box is None else t.files.close_log()
        elif el is b.get("undo"):
            t.take_back()
        elif el is b.get("hint"):
            t.hints.show()
        else:
            t._button(el)
        t.dirty = True

    def confirm(self) -> None:
        """Space or Enter: skip the animation, take the screen at a hand-off (a game
        with nothing secret from the next player, ``HANDOFF_SKIPS``: at once, the
        move skipped), Got it for the strip, or the game's own confirmation."""
        t = self.t
        moving = t.motions.tweens or t.motions.flights
        if moving and not (t.HANDOFF_SKIPS and t.seats.handoff_to is not None):
            t.motions.skip()
        elif t.seats.handoff_to is not None:
            if moving:
                t.motions.skip()
            t.seats.take_screen()
        elif t.seats.recap is not None:
            t.seats.close_recap()              # Got it
        else:
            t._confirm()
        t.dirty = True

    def pause(self) -> None:
        """The in-game menu; the table (and its game) waits underneath."""
        from .pause import PauseScene
        t = self.t
        t.motions.tweens.clear()
        t.motions.flights.clear()
        t._settle()
        t.motions.flush_log()
        t.app.switch(PauseScene(t.app, t))

    def click_board(self, pos: tuple[int, int]) -> None:
        """A click by the player at the screen goes to the presenter; an ``oot:N``
        place (a game with out-of-turn play) asks for the screen for that seat."""
        t = self.t
        key = t.frame.spot_at(pos)
        if key is not None and key.kind == "oot" and t.OOT_DONE is not None:
            t.seats.ask_out_of_turn(key.number)
        else:
            t.touch.click_at(pos)

    def game_button(self, el: UIElement) -> None:
        """A button of the game's own goes to the presenter; while a seat acts out of
        turn, the game's Done button hands the screen back."""
        t = self.t
        if t.seats.oot is not None and t.OOT_DONE is not None and el is t._buttons.get(t.OOT_DONE):
            if t.seats.mine() is not None:
                t.seats.end_out_of_turn()
            return
        for spec in t.touch.presenter.buttons:
            if el is t._buttons.get(spec.name):
                t.touch.press(spec.name)
                return

    def can(self) -> dict[str, bool]:
        """Which of the game's own buttons can do something for the player at the screen."""
        t = self.t
        out = {b.name: t.touch.can_press(b.name) for b in t.touch.presenter.buttons}
        if t.seats.oot is not None and t.OOT_DONE is not None:
            out[t.OOT_DONE] = True                   # Done: the screen goes back
        return out

    # -- a move made as a player makes it -----------------------------------------------
    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        """A click at ``pos``, down the stack like the player's."""
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(round(pos[0]), round(pos[1]))))

    def press(self, key: str) -> None:
        """The table's button ``key`` pressed."""
        self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self.t._buttons[key]))

    def click_through(self, a: Action) -> None:
        """Make action ``a`` the way a player would, with clicks on the board, the
        panel and the buttons (the tests and the monkey; nothing here decides what
        is legal): each click the presenter asks for, where its thing is drawn."""
        t = self.t
        if t.motions.tweens or t.motions.flights:             # a first click skips what is still moving
            self.click(t.frame.board_rect.center)
        if t.files.log_box is not None:
            t.files.close_log()
        seat = t.seats.acting()
        if seat is None:
            raise ValueError(f"nobody may make {a} now")
        for key in t.touch.steps(seat, a):
            if t.motions.tweens or t.motions.flights:
                t.motions.skip()
            name = button_name(key)
            if name is not None:
                self.press(name)
                continue
            at: tuple[int, int] | None = t.point_for(key)
            if at is None:
                raise ValueError(f"{key} is not drawn where it can be clicked (for {a})")
            self.click(at)
