"""The table's input: every key and click goes first to what owns it (the
tutorial's coach, the save dialog, the strip of what happened, a hand-off),
then to the table's keys and buttons, then to the board.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from . import recap

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from .table import S, TableScene


def handle(t: TableScene[S], event: pygame.event.Event) -> None:
    if event.type == pygame.WINDOWLEAVE:         # the pointer left the window: no tooltip stays behind
        t.mouse = None
        t._hover_now()
        return
    if t.coach is not None and t.files.save_dialog is None and t.coach.handle(event):
        return
    if t.seats.handoff_to is not None:
        t.seats.recap = None                    # a hand-off comes first: the strip is for the next look
    if t.files.save_dialog is None and t.seats.recap is not None:
        shown = t.seats.recap.at                # the strip owns every key and click until it closes
        if recap.handle(t, t.seats.recap, event):
            t.seats.close_recap()
        elif t.seats.recap.at != shown:
            t.seats.light_recap()
        return
    if t.files.save_dialog is not None:
        entry, ok, cancel = t.files.save_dialog[:3]
        if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is entry) or \
                (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is ok):
            t.files.save_as(entry.get_text())
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is cancel:
            t.files.close_save_dialog()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            t.files.close_save_dialog()
            t.status = ""
        return      # the dialog owns the keyboard and the mouse until it closes: nothing reaches the game
    if event.type == pygame_gui.UI_BUTTON_PRESSED:
        t._table_button(event.ui_element)
        return
    if event.type == pygame.KEYDOWN:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_ESCAPE:
            t._pause()
        elif event.key == pygame.K_z and ctrl:
            t.take_back()
        elif event.key == pygame.K_s and ctrl:
            t.files.open_save_dialog()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            t.confirm()
        elif event.key == pygame.K_h:
            t.show_hint()
        else:
            t._key(event)
        return
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
        t.mouse = event.pos
        t._hover_now()
    if t._pointer(event):
        return
    if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
        return
    if t.motions.tweens or t.motions.flights:      # a click skips the animation
        t.skip_animation()
        return
    if t.seats.handoff_to is not None:
        t.seats.take_screen()
        return
    if "log" in t.hot and t.hot["log"].collidepoint(event.pos):
        t.files.open_log() if t.files.log_box is None else t.files.close_log()
        return
    if t.files.log_box is not None and t.files.log_box.rect.collidepoint(event.pos):
        return                              # reading the log, not clicking the board under it
    t._click_table(event)


def table_button(t: TableScene[S], el: UIElement) -> None:
    b = t._buttons
    if el is b.get("menu"):
        t._pause()
    elif el is b.get("log"):
        t.files.open_log() if t.files.log_box is None else t.files.close_log()
    elif el is b.get("undo"):
        t.take_back()
    elif el is b.get("hint"):
        t.show_hint()
    else:
        t._button(el)
    t.dirty = True


def confirm(t: TableScene[S]) -> None:
    """Space or Enter: skip the animation, take the screen at a hand-off, or
    the game's own confirmation (``_confirm``)."""
    if t.motions.tweens or t.motions.flights:
        t.skip_animation()
    elif t.seats.handoff_to is not None:
        t.seats.take_screen()
    elif t.seats.recap is not None:
        t.seats.close_recap()              # Got it
    else:
        t._confirm()
    t.dirty = True


def skip_animation(t: TableScene[S]) -> None:
    t.motions.tweens.clear()
    t.motions.flights.clear()
    t.motions.score_shown = [float(v) for v in t.state.scores()]
    t._settle()
    t.motions.flush_log()                 # everything has arrived: so have its lines
    t.dirty = True


def pause(t: TableScene[S]) -> None:
    """The in-game menu; this scene (and its game) waits underneath."""
    from .pause import PauseScene
    t.motions.tweens.clear()
    t.motions.flights.clear()
    t._settle()
    t.motions.flush_log()
    t.app.switch(PauseScene(t.app, t))
