"""What the table keeps in files and boxes: the unfinished game kept before
this one takes the autosave, the autosave after every action, Save as (the
dialog and the file), and the whole game log in a box over the board.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.view.style import done, error

if TYPE_CHECKING:
    from .table import S, TableScene

SAVE_TITLE = "Save the game"      # the save dialog's title


def keep_unfinished(t: TableScene[S]) -> None:
    """Before this game takes the autosave over: another unfinished game in it
    is kept as a save (a file that cannot be read is set aside), and the
    player is told where; nothing is lost."""
    import os

    from game.saves import SaveError
    from game.saves.autosave import keep_unfinished as keep_in_saves
    if t.app.autosave is None:
        return
    if t.app.autosave_readonly:            # nothing is written: the autosave stays as it is
        t.status = error("The data folder cannot be written: this game goes on, but its progress is not saved.")
        return
    try:
        kept = keep_in_saves(t.app.autosave, t.state)
    except (OSError, SaveError) as e:
        t.status = error(f"The unfinished game could not be kept ({e.__class__.__name__}): it stays in the "
                         "autosave, so this game is not autosaved (Ctrl+S saves it by name).")
        t._no_autosave = True
        return
    if kept is not None:
        name = os.path.basename(kept)
        t.status = (done(f"The unfinished game was kept as \"{name[:-5]}\": open it from Load.")
                    if kept.endswith(".json") else error(f"The autosave could not be read: it is kept as {name}."))


def autosave(t: TableScene[S]) -> None:
    """After every action: the whole game to the autosave file, atomically.
    A full disk costs the autosave, never the game. A tutorial is not
    autosaved (until the learner plays it on)."""
    if t.coach is not None and not t.coach.released:
        return
    path = t.app.autosave
    if path is None or t._no_autosave or t.app.autosave_readonly:
        return
    from game.saves import save_game
    try:
        save_game(t.state, path, "autosave", t.played)
    except OSError as e:
        t.status = error(f"The game could not be saved ({e.__class__.__name__}): it goes on.")


def default_save_name(t: TableScene[S]) -> str:
    s = t.state
    return f"{', '.join(s.name(i) for i in range(s.num_seats))} - round {s.round_number()}"


def open_save_dialog(t: TableScene[S]) -> None:
    """Ctrl+S: a name for the save, then Save (or Enter)."""
    if t.save_dialog is not None:
        return
    u, ui = t.app.px, t.app.ui
    # a framed dialog over the board: its title, its prompt, the name, Save and Cancel
    frame = pygame.Rect(0, 0, u(480), u(236))
    frame.center = t.board_rect.center
    if t.handoff_to is not None:      # below the hand-off's words, which stay readable
        frame.top = min(t.app.screen.get_height() // 2 + u(70), t.app.screen.get_height() - frame.h)
    panel = pygame_gui.elements.UIPanel(frame, starting_height=4, manager=ui)
    inner = frame.w - u(28)
    pygame_gui.elements.UILabel(pygame.Rect(u(12), u(8), inner, u(36)), SAVE_TITLE, ui,
                                container=panel, object_id="@dialog_title")
    prompt = pygame_gui.elements.UILabel(pygame.Rect(u(12), u(50), inner, u(30)), "Save this game as:", ui,
                                         container=panel, object_id="@dialog_label")
    entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(u(12), u(86), inner, u(40)), ui, container=panel)
    entry.set_text(t.default_save_name())
    entry.focus()
    ok = pygame_gui.elements.UIButton(pygame.Rect(u(12), u(150), u(200), u(44)), "Save", ui, container=panel,
                                      object_id="@title_button")
    cancel = pygame_gui.elements.UIButton(pygame.Rect(frame.w - u(216), u(150), u(200), u(44)), "Cancel", ui,
                                          container=panel)
    t.save_dialog = (entry, ok, cancel, panel, prompt)
    t.status = ""
    t.dirty = t.repaint = True


def close_save_dialog(t: TableScene[S]) -> None:
    t._replacing = None
    if t.save_dialog is not None:
        t.save_dialog[3].kill()            # the frame, and everything in it
        t.save_dialog = None
    t.dirty = t.repaint = True


def save_as(t: TableScene[S], name: str) -> str | None:
    """Save the game under ``name`` in the user's saves folder; the file's
    path. A file of that name is never replaced without asking: the first
    Save says so and the dialog stays open; Save again (the same name)
    replaces it."""
    import os

    from game.core.quote import printable
    from game.saves import MAX_LABEL, save_game
    from game.saves.folder import file_name, saves_dir
    name = printable(name.strip(), MAX_LABEL).removesuffix("...") or t.default_save_name()
    try:
        path = os.path.join(saves_dir(), file_name(name))
        replacing = t._replacing == path
        try:                                        # a new name is checked and taken in one step
            save_game(t.state, path, name, t.played, new=not replacing)
        except FileExistsError:                     # (another window may have taken it a moment ago)
            t._replacing = path
            t.status = (f"A save called \"{os.path.basename(path)[:-5]}\" exists already: press Save again "
                           "to replace it, or change the name.")
            if t.save_dialog is not None:           # said in the dialog too, where the player looks
                t.save_dialog[4].set_text("That name is taken: Save again replaces it.")
            t.dirty = t.repaint = True
            return None
    except OSError as e:
        t.status = error(f"Could not save ({e.__class__.__name__}): the game goes on.")
        t._close_save_dialog()
        return None
    t._close_save_dialog()
    shown = os.path.basename(path)[:-5]
    t.status = done(f"Saved as \"{name}\"." + (f" (file \"{shown}\")" if shown != name else ""))
    return path


def log_html(t: TableScene[S]) -> str:
    """The whole public log as the log box shows it."""
    import html
    return "<br>".join(html.escape(line, quote=False) for line in t.shown_log()) or "Nothing has happened yet."


def open_log(t: TableScene[S]) -> None:
    """The whole log (public lines only) in a scrolling text box over the board."""
    r = t.board_rect.inflate(-t.app.px(80), -t.app.px(120))
    t.log_box = pygame_gui.elements.UITextBox(t.log_html(), r, t.app.ui)
    scroll_log_to_end(t)
    if "log" in t._buttons:
        t._buttons["log"].set_text("Close")
    t.dirty = True


def scroll_log_to_end(t: TableScene[S]) -> None:
    bar = getattr(t.log_box, "scroll_bar", None)
    if bar is not None:
        bar.set_scroll_from_start_percentage(1.0)


def close_log(t: TableScene[S]) -> None:
    if t.log_box is not None:
        t.log_box.kill()
        t.log_box = None
        if "log" in t._buttons:
            t._buttons["log"].set_text("Log")
    t.repaint = True
    t.dirty = True


def refresh_log(t: TableScene[S]) -> None:
    if t.log_box is not None:
        t.log_box.set_text(t.log_html())
        scroll_log_to_end(t)


def replayed_log(t: TableScene[S]) -> list[str]:
    """The public log of a loaded game, told again by replaying its actions."""
    replay = t.info.new_game(t.state.setup, t.content)
    lines = []
    for a in t.state.action_log:
        lines += [e.text for e in replay.apply(a)]
    return lines[-200:]


def summary(t: TableScene[S]) -> str:
    """One line about the game, for the title screen."""
    s = t.state
    names = [s.name(i) for i in range(s.num_seats)]
    who = ", ".join(names[:-1]) + " and " + names[-1]
    cur = s.current_player()
    return f"{who}, {t.when()}" + (f", {s.name(cur)} to play" if cur is not None else "")
