"""Load a saved game: the saves in the user's folder, newest first, each with
its game, players, date and round; a small picture of the board for the one
chosen; open it, or delete it (after a second click to confirm).

Below them, the games set aside as bad (an autosave that could not be
continued, ``autosave.json.bad``): listed with their problem, never lost.
**Try again** reads a file that cannot be opened once more; a set-aside game
that opens now goes back among the saves when it is opened."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.saves.folder import game_name
from game.view.style import ERROR, LOOKS, done, error, look_colour

from .base import LEAST_ROOM, Scene
from .common import backdrop, round_words, said_line, text
from .miniature import miniature

if TYPE_CHECKING:
    from game.app import App
    from game.core.protocol import GameState


class LoadScene(Scene):
    def __init__(self, app: App, folder: str | None = None) -> None:
        super().__init__(app)
        from game.saves.folder import saves_dir
        self.status = ""
        if folder is None:
            try:
                folder = saves_dir()
            except OSError:
                folder = None                       # no saves folder can be made: nothing to list
        self.folder = folder
        self.chosen: dict | None = None
        self.preview: tuple[str, Any, str] | None = None   # (path, state or None, problem)
        self.played = 0                             # the previewed game's play time, in seconds
        self.confirm = False

    def room(self) -> tuple[int, int] | None:
        return LEAST_ROOM          # laid out to fit even 1280x720 at 150%

    def enter(self) -> None:
        from game.saves.autosave import adopt_other_autosaves
        from game.saves.folder import list_saves
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        try:
            if self.folder is None:
                raise OSError("no saves folder")
            if self.app.autosave is not None and not self.app.autosave_readonly:
                # a game left under way by another window, closed since, is listed too
                adopt_other_autosaves(os.path.dirname(self.app.autosave), self.app.autosave, self.folder)
            self.entries = list_saves(self.folder)
        except OSError:
            self.entries = []
            self.status = error("The saves folder cannot be made or read here: games cannot be saved or loaded.")
        self.entries += self._set_aside()
        # one label one file: two saves of the same name are told apart by a number
        self.labels: list[str] = []
        room = w * 11 // 20 - u(60) - u(48)           # the list's width, less its scroll bar and margins
        for e in self.entries:
            label, n = self._fitted(e, room), 1
            while label in self.labels:
                n += 1
                label = f"{self._fitted(e, room - u(40))}  ({n})"
            self.labels.append(label)
        self.list = pygame_gui.elements.UISelectionList(
            pygame.Rect(u(40), u(110), w * 11 // 20 - u(60), h - u(220)), list[str | tuple[str, str]](self.labels), ui)
        y = h - u(90)
        self.open = pygame_gui.elements.UIButton(pygame.Rect(u(40), y, u(160), u(50)), "Open", ui,
                                                 object_id="@title_button")
        self.replay = pygame_gui.elements.UIButton(pygame.Rect(u(210), y, u(160), u(50)), "Replay", ui)
        # Delete stands apart, never beside a button a player means to press instead
        self.delete = pygame_gui.elements.UIButton(pygame.Rect(u(420), y, u(180), u(50)), "Delete", ui)
        self.back = pygame_gui.elements.UIButton(pygame.Rect(w - u(220), y, u(180), u(50)), "Back", ui)
        self._sync()

    def _set_aside(self) -> list[dict]:
        """The games set aside as bad, in the data folder and the saves folder."""
        from game import paths
        from game.saves.aside import list_set_aside
        try:
            data = paths.user_data_dir()
        except OSError:
            return []
        return list_set_aside(data, self.folder)

    def _fitted(self, e: dict, room: int) -> str:
        """An entry's label fitted to ``room`` pixels at whole words: its name cut first
        (with an ellipsis), the players and the round kept."""
        from game.view.text import fit_words, fonts
        font = fonts().get(self.app.px(16))
        full = self._label(e)
        if font.size(full)[0] <= room:
            return full
        name = str(e["name"])
        tail = full[len(name):] if full.startswith(name) else ""
        left = room - font.size(tail)[0]
        if left < font.size("Game …")[0]:
            return fit_words(font, full, room)
        return fit_words(font, name, left) + tail

    @staticmethod
    def _label(e: dict) -> str:
        if e.get("set_aside") and "problem" in e:
            return f"{e['name']}  (set aside: cannot be opened)"
        if e.get("set_aside"):                      # it reads now: its game, players and round (the file: the preview)
            players = ", ".join(e.get("players") or [])
            rnd = "finished" if e.get("over") else round_words(e.get("round"))
            return f"{e['name']}  -  {players}  -  {rnd}  (set aside)"
        if "problem" in e:
            return f"{e['name']}  (cannot be opened)"
        players = ", ".join(e.get("players") or [])
        rnd = "finished" if e.get("over") else round_words(e.get("round"))
        game = game_name(str(e.get("game")))
        if game in e["name"] and players and players in e["name"]:
            return e["name"]                         # a name made of them already ("Ski the Mountain - Anna, Ben - round 7")
        return f"{e['name']}  -  {game}  -  {players}  -  {rnd}"

    def _sync(self) -> None:
        ok = self.preview is not None and self.preview[1] is not None
        retry = self.chosen is not None and not ok
        self.open.set_text("Try again" if retry else "Open")
        (self.open.enable if self.chosen is not None else self.open.disable)()
        (self.replay.enable if ok else self.replay.disable)()
        (self.delete.enable if self.chosen is not None else self.delete.disable)()
        self.delete.set_text("Delete: sure?" if self.confirm else "Delete")
        self.dirty = True

    def _choose(self, label: str) -> None:
        # the labels are unique (see enter): the label picks exactly one file
        i = self.labels.index(label) if label in self.labels else -1
        self.chosen = self.entries[i] if i >= 0 else None
        self.confirm = False
        self.preview = None
        self.status = ""
        if self.chosen is not None:
            self._try(self.chosen)
        self._sync()

    def _try(self, entry: dict) -> None:
        """Read and replay the chosen file (again): the preview is its game, or its problem."""
        from game.saves import SaveError, load_save
        try:
            state, self.played = load_save(entry["path"])
            self.preview = (entry["path"], state, "")
        except SaveError as e:
            self.preview = (entry["path"], None, str(e))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self._choose(event.text)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self._back()
            elif event.ui_element is self.open:
                self.open_chosen()
            elif event.ui_element is self.delete:
                self.delete_chosen()
            elif event.ui_element is self.replay and self.preview is not None and self.preview[1] is not None:
                from .replay import ReplayScene
                self.app.switch(ReplayScene(self.app, self.preview[1], back=LoadScene))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()

    def _back(self) -> None:
        self.app.to_title()

    def open_chosen(self) -> None:
        if self.chosen is None:
            self.status = "Choose a saved game first."
            self.dirty = True
            return
        if self.preview is None or self.preview[1] is None:       # Try again
            self._try(self.chosen)
            self.status = (error("It still cannot be opened.") if self.preview is None or self.preview[1] is None
                           else done("It opens now."))
            self._sync()
            return
        from .table import play_scene
        state = self.preview[1]
        if state.is_over():
            self.status = error("That game is over: there is nothing left to play in it.")
            self.dirty = True
            return
        if self.chosen.get("set_aside") and self.folder is not None:
            from game.saves.aside import restore
            try:                                  # back among the saves, under a name of its own
                restore(self.chosen["path"], self.folder)
            except OSError:
                pass                              # it stays set aside; the game is played all the same
        self.app.switch(play_scene(self.app, state.setup, state=state, played=self.played))

    def delete_chosen(self) -> None:
        """The first click asks, the second deletes."""
        if self.chosen is None:
            return
        if not self.confirm:
            self.confirm = True
            self._sync()
            return
        try:
            os.remove(self.chosen["path"])
        except OSError as e:
            self.status = error(f"Could not delete it ({e.__class__.__name__}).")
        self.chosen, self.preview, self.confirm = None, None, False
        self.app.ui.clear_and_reset()
        self.enter()

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 190, self.app.chosen_game)      # the chosen game's board, as behind its other screens
        w, h = screen.get_size()
        u = self.app.px
        text(screen, "Saved games", (w / 2, u(60)), u(40), (255, 255, 255), bold=True, anchor="center")
        if not self.entries:
            text(screen, "No saved games yet: press Ctrl+S during a game to save it.", (u(40), u(120)), u(16),
                 (226, 236, 250))
        area = pygame.Rect(w * 11 // 20 + u(10), u(110), w * 9 // 20 - u(50), h - u(220))
        if self.chosen is not None:
            self._draw_preview(screen, area)
        if self.status:
            said_line(screen, self.status, h - u(8), look_colour(self.status, dark=True), u, w - u(40))

    def _draw_preview(self, screen: pygame.Surface, area: pygame.Rect) -> None:
        u = self.app.px
        if self.preview is None or self.preview[1] is None:
            if self.chosen is None:
                return
            problem = self.chosen.get("problem") or (self.preview[2] if self.preview else "")
            problem = problem.replace(self.chosen["path"], self.chosen["file"])   # the name, not the folder
            words, line, y = problem.split(), "", area.y
            for wd in words:                       # the problem, wrapped into the area
                if len(line) + len(wd) > 60:
                    text(screen, line, (area.x, y), u(15), LOOKS[ERROR][1])
                    y += u(20)
                    line = ""
                line = f"{line} {wd}".strip()
            text(screen, line, (area.x, y), u(15), LOOKS[ERROR][1])
            return
        state = self.preview[1]
        drawn = miniature(screen, state, pygame.Rect(area.x, area.y, area.w, area.h - u(60)),
                          self.app.settings.symbols)

        pygame.draw.rect(screen, (255, 255, 255), drawn, 2)
        text(screen, preview_line(state), (area.x, drawn.bottom + u(10)), u(15), (226, 236, 250))
        saved = self.chosen.get("saved_at", "") if self.chosen is not None else ""
        played = f"  -  played for {played_for(self.played)}" if self.played else ""
        text(screen, f"Saved {str(saved)[:16]}{played}", (area.x, drawn.bottom + u(32)),
             u(15), (226, 236, 250))
        if self.chosen is not None and self.chosen.get("set_aside"):
            from game.core.quote import printable
            text(screen, f"Set aside as {printable(self.chosen['file'], 60)}: Open puts it back among the saves",
                 (area.x, drawn.bottom + u(54)), u(14), (226, 236, 250))
        from game.core.registry import get
        older = get(state.setup.game).rules_words(state.setup.options)
        if older:                      # it plays on under the older rules it was saved under
            from game.view.text import wrap_words

            from .common import fonts
            f = fonts().get(u(14), True)
            for i, row in enumerate(wrap_words(f, older, area.w)):       # every word of it (the area is tall)
                text(screen, row, (area.x, drawn.bottom + u(76) + i * f.get_linesize()), u(14), (255, 226, 150),
                     bold=True)



def played_for(seconds: int) -> str:
    """A game's play time as the load screen says it: "45 s", "12 min", "1 h 05 min"."""
    if seconds < 60:
        return f"{seconds} s"
    minutes = seconds // 60
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def preview_line(state: GameState) -> str:
    """The line under a save's picture: its round and the scores where there are
    any; a game that scores only at its end names its players instead of "Anna 0,
    Ben 0, Chloe 0", which a play-test read as nonsense."""
    points = state.scores()
    scores = ", ".join(f"{state.name(i)} {v}" if any(points) else state.name(i) for i, v in enumerate(points))
    return f"Round {state.round_number()}  -  {scores}"
