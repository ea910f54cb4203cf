"""What the table keeps in files and boxes: the unfinished game kept before
this one takes the autosave, the autosave after every action, Save as (the
dialog and the file), and the whole game log in a box over the board.

``Files`` owns them: the save dialog while it is open, a name the player was
asked about replacing, whether the autosave may be written, and the log box.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Generic

import pygame
import pygame_gui

from game.view.style import done, error

from .table_seats import S

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox, UITextEntryLine

    from game.core.protocol import GameState

    from .table import TableScene

SAVE_TITLE = "Save the game"      # the save dialog's title


class Files(Generic[S]):
    """The table's files (the autosave, Save as) and the log box over the board."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.entered = False                   # the table was entered once (the autosave was checked then)
        self._no_autosave = False              # another game in the autosave could not be kept: leave it be
        # (name entry, Save, Cancel, its frame, its prompt) while saving
        self.save_dialog: tuple[UITextEntryLine, UIButton, UIButton, UIPanel, UILabel] | None = None
        self._replacing: str | None = None     # a save file the player was asked about replacing
        self.log_box: UITextBox | None = None  # the whole game log, scrollable, over the board

    def keep_unfinished(self) -> None:
        """Before this game takes the autosave over: another unfinished game in it
        is kept as a save (a file that cannot be read is set aside), and the
        player is told where; nothing is lost."""
        import os

        from game.saves import SaveError
        from game.saves.autosave import keep_unfinished as keep_in_saves
        if self.t.app.autosave is None or self.t.online is not None:    # (an online game is kept by its server)
            return
        if self.t.app.autosave_readonly:            # nothing is written: the autosave stays as it is
            self.t.status = error("The data folder cannot be written: this game goes on, but its progress is not saved.")
            return
        from game.saves.folder import saves_dir
        try:
            folder = saves_dir()
            there = set(os.listdir(folder)) if os.path.isdir(folder) else set()
            kept = keep_in_saves(self.t.app.autosave, self.t.state)
        except (OSError, SaveError) as e:
            self.t.status = error(f"The unfinished game could not be kept ({e.__class__.__name__}): it stays in the "
                             "autosave, so this game is not autosaved (Ctrl+S saves it by name).")
            self._no_autosave = True
            return
        if kept is not None:
            name = os.path.basename(kept)
            if not kept.endswith(".json"):
                self.t.status = error(f"The autosave could not be read: it is kept as {name}.")
            elif name in there:              # a save of that very position: nothing written, nothing replaced
                self.t.status = done(f"The unfinished game is in Load as \"{name[:-5]}\", just as it stood.")
            else:
                self.t.status = done(f"The unfinished game was kept as \"{name[:-5]}\": open it from Load.")


    def autosave(self) -> None:
        """After every action: the whole game to the autosave file, atomically.
        A full disk costs the autosave, never the game. A tutorial is not
        autosaved (until the learner plays it on)."""
        if (self.t.coach is not None and not self.t.coach.released) or self.t.online is not None:
            return          # (an online game is kept by its server, move by move)
        path = self.t.app.autosave
        if path is None or self._no_autosave or self.t.app.autosave_readonly:
            return
        from game.saves import save_game
        try:
            save_game(self.t.state, path, "autosave", self.t.clock.played)
        except OSError as e:
            self.t.status = error(f"The game could not be saved ({e.__class__.__name__}): it goes on.")


    def default_save_name(self) -> str:
        s = self.t.state
        return f"{', '.join(s.name(i) for i in range(s.num_seats))} - round {s.round_number()}"


    def open_save_dialog(self) -> None:
        """Ctrl+S: a name for the save, then Save (or Enter)."""
        if self.save_dialog is not None:
            return
        u, ui = self.t.app.px, self.t.app.ui
        # a framed dialog over the board: its title, its prompt, the name, Save and Cancel
        frame = pygame.Rect(0, 0, u(480), u(236))
        frame.center = self.t.frame.board_rect.center     # (at a hand-off, its words go above it)
        panel = pygame_gui.elements.UIPanel(frame, starting_height=4, manager=ui)
        inner = frame.w - u(28)
        pygame_gui.elements.UILabel(pygame.Rect(u(12), u(8), inner, u(36)), SAVE_TITLE, ui,
                                    container=panel, object_id="@dialog_title")
        prompt = pygame_gui.elements.UILabel(pygame.Rect(u(12), u(50), inner, u(30)), "Save this game as:", ui,
                                             container=panel, object_id="@dialog_label")
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(u(12), u(86), inner, u(40)), ui, container=panel)
        entry.set_text(self.default_save_name())
        ui.set_focus_set(entry)         # focused through the manager, so the window knows keys are typed there
        ok = pygame_gui.elements.UIButton(pygame.Rect(u(12), u(150), u(200), u(44)), "Save", ui, container=panel,
                                          object_id="@title_button")
        cancel = pygame_gui.elements.UIButton(pygame.Rect(frame.w - u(216), u(150), u(200), u(44)), "Cancel", ui,
                                              container=panel)
        self.save_dialog = (entry, ok, cancel, panel, prompt)
        self.t.status = ""
        self.t.dirty = self.t.repaint = True


    def close_save_dialog(self) -> None:
        self._replacing = None
        if self.save_dialog is not None:
            self.save_dialog[3].kill()            # the frame, and everything in it
            self.save_dialog = None
        self.t.dirty = self.t.repaint = True


    def save_as(self, name: str) -> str | None:
        """Save the game under ``name`` in the user's saves folder; the file's
        path. A file of that name is never replaced without asking: the first
        Save says so and the dialog stays open; Save again (the same name)
        replaces it."""
        import os

        from game.core.quote import printable
        from game.saves import MAX_LABEL, save_game
        from game.saves.folder import file_name, saves_dir
        name = printable(name.strip(), MAX_LABEL).removesuffix("...") or self.default_save_name()
        state: GameState = self.t.state
        if self.t.online is not None:           # the whole game, from its server: a save like any other
            try:
                state = self.t.online.whole_game()
            except (ValueError, OSError) as e:
                self.t.status = error(f"Not saved: {e}")
                self.close_save_dialog()
                return None
        try:
            path = os.path.join(saves_dir(), file_name(name))
            replacing = self._replacing == path
            try:                                        # a new name is checked and taken in one step
                save_game(state, path, name, self.t.clock.played, new=not replacing)
            except FileExistsError:                     # (another window may have taken it a moment ago)
                self._replacing = path
                self.t.status = (f"A save called \"{os.path.basename(path)[:-5]}\" exists already: press Save again "
                               "to replace it, or change the name.")
                if self.save_dialog is not None:           # said in the dialog too, where the player looks
                    self.save_dialog[4].set_text("That name is taken: Save again replaces it.")
                self.t.dirty = self.t.repaint = True
                return None
        except OSError as e:
            self.t.status = error(f"Could not save ({e.__class__.__name__}): the game goes on.")
            self.close_save_dialog()
            return None
        self.close_save_dialog()
        shown = os.path.basename(path)[:-5]
        copy = " Loaded, it goes on at one computer; this game goes on online." \
            if self.t.online is not None and not state.is_over() else ""
        self.t.status = done(f"Saved as \"{name}\"." + (f" (file \"{shown}\")" if shown != name else "") + copy)
        return path


    def reopen(self) -> None:
        """The log and the save dialog, if open, are made again at the window's new size."""
        if self.log_box is not None:
            self.log_box = None
            self.open_log()
        if self.save_dialog is not None:
            self.save_dialog = None
            self.open_save_dialog()

    def log_html(self) -> str:
        """The whole public log as the log box shows it."""
        import html
        return "<br>".join(html.escape(line, quote=False) for line in self.t.shown_log()) or "Nothing has happened yet."


    def open_log(self) -> None:
        """The whole log (public lines only) in a scrolling text box over the board."""
        r = self.t.frame.board_rect.inflate(-self.t.app.px(80), -self.t.app.px(120))
        self.log_box = pygame_gui.elements.UITextBox(self.log_html(), r, self.t.app.ui)
        self.scroll_log_to_end()
        if "log" in self.t._buttons:
            self.t._buttons["log"].set_text("Close")
        self.t.dirty = True


    def scroll_log_to_end(self) -> None:
        bar = getattr(self.log_box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)


    def close_log(self) -> None:
        if self.log_box is not None:
            self.log_box.kill()
            self.log_box = None
            if "log" in self.t._buttons:
                self.t._buttons["log"].set_text("Log")
        self.t.repaint = True
        self.t.dirty = True


    def refresh_log(self) -> None:
        if self.log_box is not None:
            self.log_box.set_text(self.log_html())
            self.scroll_log_to_end()


def replayed_log(t: TableScene[S]) -> list[str]:
    """The public log of a loaded game, told again by replaying its actions; the
    moves told in words for the "since your last turn" strip too (``Seats.said``:
    a game continued after the program was closed, or killed, shows each human
    the moves since his last one, as if it had never stopped)."""
    from . import recap
    replay = t.info.new_game(t.state.setup, t.content)
    lines = []
    said: list[recap.Said] = []
    for i, a in enumerate(t.state.action_log):
        events = replay.apply(a)
        lines += [e.text for e in events]
        recap.told(said, i + 1, a.seat, a, events)
    t.seats.said = said
    return lines[-200:]
