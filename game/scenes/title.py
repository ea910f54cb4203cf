"""The title screen: Continue (a game in progress), New game, Play online, Learn to play
(the tutorial), Load, Rules, Settings, Quit; to a first-time player, a card
beside the menu offering the tutorial.

It is the first thing shown, so its first frame needs little: its own buttons
(no UI toolkit), a painted sky, and no game content. The mountain is read in
the background and fades in behind the menu when it is ready.
"""
from __future__ import annotations

from typing import Any

import pygame

from game import NAME, VERSION
from game.view.style import error, look_colour

from .base import Scene
from .common import (
    backdrop,
    backing,
    fonts,
    has_backdrop,
    mountain_ready,
    preload_mountain,
    quick_backdrop,
    said_line,
    text,
)
from .menu import Menu, MenuButton

FADE_S = 0.4      # the mountain fading in over the painted sky


def which_game(games: list, info: Any) -> str:
    """The line under the chosen game's name: which of the program's games it is."""
    if len(games) <= 1:
        return f"A mountain board game in {NAME}"
    return f"Game {games.index(info) + 1} of the {len(games)} mountain board games in this program"


#: the link a dialog's "your data folder" carries (a click shows the path)
FOLDER_LINK = "data-folder"


#: the height the title's menu needs with its buttons at their full spacing (at 100%)
FULL_ROOM = 688


class TitleScene(Scene):
    status = ""
    dialog: Any = None     # pygame_gui's message window, while one is shown
    crash = ""     # set by the app after an unexpected error: shown once, in a dialog
    fade = 1.0     # how far the mountain has faded in (1: fully)
    tight = False  # the window is short of room for the menu's full spacing at the scale asked

    def room(self) -> tuple[int, int] | None:
        """The heading and its chooser's arrows over a column of seven buttons (eight with
        Continue), and the lines at the foot: in a window short of that room
        (``FULL_ROOM`` high at the scale asked), the buttons closer together."""
        return (920, 640)

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        labels = [("New game", "new"), ("Play online", "online"), ("Learn to play", "learn"), ("Load", "load"), ("Rules", "rules"),
                  ("Settings", "settings"), ("Quit", "quit")]
        self.resume = self._resumable()
        if self.app.notice and not self.status:
            self.status, self.app.notice = self.app.notice, ""      # said once, at the start
        if self.resume is not None:       # Continue names the game it resumes, whichever game is chosen
            labels.insert(0, (f"Continue {self.resume_game}" if self.resume_game else "Continue", "continue"))
        # a window short of room for the menu at the scale asked (a large interface scale): closer buttons
        self.tight = h / self.app.k < FULL_ROOM
        pitch, tall = (u(50), u(41)) if self.tight else (u(58), u(50))   # a clear gap either way
        top = h // 2 - u(100) - (u(29) if self.resume is not None else 0)
        self.menu = Menu([MenuButton(pygame.Rect(w // 2 - u(140), top + i * pitch, u(280), tall), label, key,
                                     self._label_size(label, u(280) - u(20)))
                          for i, (label, key) in enumerate(labels)], self.app.k)
        self.offer: pygame.Rect | None = None
        if self.app.offer_tutorial and self.resume is None:
            # a first-time player: a card beside the menu offers the tutorial (nothing is in the way)
            self.offer = pygame.Rect(w // 2 + u(180), h // 2 - u(100), u(320), u(200))
            bw = (self.offer.w - u(40)) // 2
            y = self.offer.bottom - u(58)
            self.menu.buttons += [MenuButton(pygame.Rect(self.offer.x + u(14), y, bw, u(44)), "Teach me", "learn", 18),
                                  MenuButton(pygame.Rect(self.offer.x + u(26) + bw, y, bw, u(44)), "No thanks",
                                             "no_thanks", 18)]
        self.buttons: dict[MenuButton, str] = {b: b.key for b in self.menu.buttons}
        if not has_backdrop((w, h), 110):
            self.fade = 0.0                     # the painted sky first; the mountain is read after it
        if self.crash:
            self.tell("Sorry: something went wrong", self.crash)
            self.status = error(self.folder_words(self.crash.split(" Your game")[0]))
        elif self.status and self.app.told != self.status:
            from .base import CANNOT_START
            if self.status.startswith("The last game cannot be continued"):
                self.tell("The last game cannot be continued", self.status.split(": ", 1)[-1])
            elif self.status.startswith(CANNOT_START):
                self.tell(CANNOT_START.rstrip(":"), self.status[len(CANNOT_START):].strip())
            else:
                self.tell("Please note", self.status)
            self.app.told = self.status        # said once; the line at the bottom stays
        if not self.status and self._others_waiting():
            self.status = "An unfinished game of another window, closed since, waits in Load."

    def _others_waiting(self) -> bool:
        """Another window left a game under way in its own autosave and is closed now."""
        import os

        from game.saves.autosave import unkept_autosaves
        if self.app.autosave is None or self.app.autosave_readonly:
            return False
        folder = os.path.dirname(self.app.autosave)         # (the saves folder is looked in, never made here)
        try:
            return bool(unkept_autosaves(folder, self.app.autosave, os.path.join(folder, "saves")))
        except OSError:
            return False

    def handle(self, event: pygame.event.Event) -> None:
        import pygame_gui
        if event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED and getattr(event, "link_target", "") == FOLDER_LINK:
            self.show_folder()
            return
        key = self.menu.handle(event)      # (a dialog over the menu takes its own clicks first)
        if key is not None:
            if key == "quit":
                self._quit()
            elif key == "continue":
                self._continue()
            elif key == "learn":
                self._answer_offer()
                self._content()
                self.learn()
            elif key == "no_thanks":
                self._answer_offer()
                self.app.switch(TitleScene(self.app))
            elif key == "load":
                from .load import LoadScene
                self.app.switch(LoadScene(self.app))
            elif key == "new":
                from .setup import SetupScene
                self._content()
                self.app.switch(SetupScene(self.app, game=self.chosen()))
            elif key == "online":
                from .online_scene import OnlineScene
                self._content()
                self.app.switch(OnlineScene(self.app, game=self.chosen()))
            elif key == "rules":
                from .rules_scene import RulesScene
                self.app.switch(RulesScene(self.app, TitleScene, game=self.chosen()))
            elif key == "settings":
                from .settings_scene import SettingsScene
                self.app.switch(SettingsScene(self.app, TitleScene))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.choose(-1 if event.key == pygame.K_LEFT else 1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for step, r in self.arrows.items():
                if r.collidepoint(event.pos):
                    self.choose(step)

    # -- which game -------------------------------------------------------------
    # The hosted games come with the registry, which the title loads in the
    # background after its first frame: until then the chooser is not shown
    # and New game means the flagship.
    arrows: dict = {}

    def games(self) -> list:
        import sys
        if "game.games" not in sys.modules or not mountain_ready():
            return []
        from game.core.registry import all_games
        return all_games()

    def chosen(self) -> str | None:
        """The chosen game's id: the flagship until another is chosen (None while
        the games are still being read: New game then means the flagship)."""
        games = self.games()
        return self.app.chosen_game or (games[0].id if games else None)

    def _backdrop_game(self) -> str | None:
        """The game whose board is behind the menu: the one chosen (None: the flagship)."""
        games = self.games()
        chosen = self.chosen()
        return None if not games or chosen == games[0].id else chosen

    def choose(self, step: int) -> None:
        """The game New game and Rules are for: the next or the previous one."""
        ids = [g.id for g in self.games()]
        if not ids:
            return
        i = ids.index(self.chosen()) if self.chosen() in ids else 0
        self.app.chosen_game = ids[(i + step) % len(ids)]
        self.dirty = True

    def _draw_chooser(self, screen: pygame.Surface, y: float) -> None:
        w = screen.get_width()
        u = self.app.px
        games = self.games()
        info = next((g for g in games if g.id == self.chosen()), games[0] if games else None)
        if info is None:
            self.arrows = {}
            return
        text(screen, which_game(games, info), (w / 2, y), u(18), (226, 236, 250), bold=True, anchor="center")
        more = f"{info.players_text()}" + ("  -  choose another game with the arrows" if len(games) > 1 else "")
        text(screen, more, (w / 2, y + u(26)), u(14), (214, 226, 244), anchor="center")
        self.arrows = {}
        if len(games) > 1:
            for step in (-1, 1):                 # at fixed places: they stay put as the names change
                box = pygame.Rect(0, 0, u(34), u(34))
                box.center = (round(w / 2 + step * u(440)), round(y - u(60)))   # beside the heading
                # a light rim sets the arrow apart from the board's art behind it (a blue card there
                # once ran into it, and it read as part of the picture)
                pygame.draw.rect(screen, (236, 242, 250), box.inflate(u(8), u(8)), border_radius=u(11))
                pygame.draw.rect(screen, (42, 74, 120), box, border_radius=u(8))
                tip = u(9) * step
                pts = [(box.centerx + tip, box.centery), (box.centerx - tip, box.centery - u(9)),
                       (box.centerx - tip, box.centery + u(9))]
                pygame.draw.polygon(screen, (255, 255, 255), pts)
                self.arrows[step] = box

    def _content(self) -> None:
        """The chosen game's own content, read before any of its screens opens: a
        broken file is a ContentError, which the window refuses in one line for
        every game alike (``App.refuse``)."""
        from game.core.registry import flagship, get
        get(self.chosen() or flagship().id).load_content()

    def learn(self) -> None:
        """Learn to play: the chosen game's tutorial (a game with none: its rules)."""
        from game.core.protocol import ContentError
        from game.core.registry import flagship, get

        from .table import tutorial_scene
        gid = self.chosen() or flagship().id
        if not get(gid).tutorial:
            from .rules_scene import RulesScene
            self.app.switch(RulesScene(self.app, TitleScene, game=gid))
            return
        try:
            scene = tutorial_scene(self.app, gid)
        except ContentError as e:
            self.status = error(f"The tutorial cannot be opened: {e}")
            self.dirty = True
            return
        self.app.switch(scene)

    def _answer_offer(self) -> None:
        """The first-time offer was answered: it is not made again (kept in the settings)."""
        if self.app.offer_tutorial:
            self.app.offer_tutorial = False
            self.app.settings.tutorial_offered = True
            self.app._save_settings()

    def _draw_offer(self, screen: pygame.Surface) -> None:
        box = self.offer
        if box is None:
            return
        u = self.app.px
        games = self.games()
        name = next((g.name for g in games if g.id == self.chosen()), None) if games else None
        pygame.draw.rect(screen, (20, 32, 54), box, border_radius=u(12))
        pygame.draw.rect(screen, (255, 214, 102), box, max(2, u(2)), border_radius=u(12))
        text(screen, "New here?", (box.x + u(16), box.y + u(14)), u(22), (255, 214, 102), bold=True)
        from game.view.text import fonts, wrap_words
        f = fonts().get(u(15))
        words = (f"A short first game of {name} shows you what to click and explains each rule as it comes up."
                 if name else "A short first game shows you what to click and explains each rule as it comes up.")
        for i, line in enumerate(wrap_words(f, words, box.w - u(32))[:4]):
            screen.blit(f.render(line, True, (230, 238, 250)), (box.x + u(16), box.y + u(50) + i * f.get_linesize()))

    def _label_size(self, label: str, width: int) -> int:
        """The largest label size (interface pixels, 22 at most) at which ``label`` fits ``width``."""
        from game.view.text import fonts
        for size in range(22, 13, -1):
            if fonts().get(self.app.px(size), True).size(label)[0] <= width:
                return size
        return 14

    resume_game = ""    # the name of the game Continue resumes

    def _resumable(self) -> str | None:
        """What Continue would pick up, in words: the game left through the menu, or
        the autosave of an unfinished game (after the program was closed, or crashed)."""
        from game.core.registry import get
        if self.app.game is not None:
            gid = self.app.game.state.setup.game
            self.resume_game = get(gid).name
            self._choose_if_unchosen(gid)
            return f"{self.resume_game}: {self.app.game.summary()}"
        if self.app.autosave is None:
            return None
        import os

        from game.saves import SaveBlocked, SaveError, read_save
        if not os.path.exists(self.app.autosave):
            return None
        try:
            d = read_save(self.app.autosave)
        except SaveBlocked as e:                      # not the file's fault: it stays, for another time
            self.status = error(self.folder_words(f"The last game cannot be continued now: {e}"))
            return None
        except SaveError as e:
            self._set_aside(str(e))
            return None
        s = d["summary"]
        if s.get("over"):
            return None
        try:
            game = self.resume_game = get(d["game"]).name
            self._choose_if_unchosen(str(d["game"]))
        except KeyError:
            self._set_aside(f"{self.app.autosave}: the game {d['game']!r} is not one this program hosts")
            return None
        names = s.get("players") or []
        who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
        when = "at the start" if s.get("round") == 0 else f"round {s.get('round', '?')}"   # (every game's words)
        return f"{game}: {who}, {when} (saved {d.get('saved_at', '')})"

    def _choose_if_unchosen(self, gid: str) -> None:
        """The game Continue resumes is the one the title shows, until the
        player chooses another (the heading once said Ski the Mountain above
        "Continue Himalaya Grand Prix")."""
        if self.app.chosen_game is None:
            self.app.chosen_game = gid

    def _set_aside(self, problem: str) -> None:
        """An autosave that cannot be continued for a fault of its own is moved
        out of the way, kept (``autosave.json.bad``; Load lists it and tries it
        again), and said once; a new game can start."""
        import os

        from game.core.files import set_aside
        assert self.app.autosave is not None
        if self.app.autosave_readonly:                # nothing may be moved in a folder we only read
            self.status = error(self.folder_words(f"The last game cannot be continued: {problem}"))
            return
        try:
            kept = os.path.basename(set_aside(self.app.autosave))
            self.status = error(self.folder_words(f"The last game cannot be continued: {problem} (the file is kept "
                                                  f"as {kept}: Load lists it)"))
        except OSError:
            self.status = error(self.folder_words(f"The last game cannot be continued: {problem}"))

    def _data_folder(self) -> str:
        """The data folder this window's files are in ("" if it has none)."""
        import os
        if self.app.autosave is not None:
            return os.path.dirname(os.path.abspath(self.app.autosave))
        from game import paths
        try:
            return paths.user_data_dir()
        except OSError:
            return ""

    def folder_words(self, message: str) -> str:
        """``message`` with the data folder's path in words: "autosave.json in your data
        folder" (the path itself is one click away, in the dialog)."""
        import os
        import re
        folder = self._data_folder()
        if not folder:
            return message
        inside = re.escape(folder + os.sep) + r"([^:]+?\.(?:json|txt)(?:\.bad\d*)?)(?=[:).,\s]|$)"
        message = re.sub(inside, lambda m: f"{m.group(1)} in your data folder", message)
        return message.replace(folder, "your data folder")

    def tell(self, title: str, message: str) -> None:
        """A dialog over the title screen (the screen stays usable behind it). Where it
        names "your data folder", the words are a link: a click shows the folder's path."""
        import html

        import pygame_gui
        w, h = self.app.screen.get_size()
        u = self.app.px
        rect = pygame.Rect(0, 0, u(520), u(260))
        rect.center = (w // 2, h // 2)
        body = html.escape(self.folder_words(message)).replace(
            "your data folder", f'<a href="{FOLDER_LINK}">your data folder</a>')
        self.dialog = pygame_gui.windows.UIMessageWindow(rect, body, self.app.ui, window_title=title)
        self._dialog_body = body

    def show_folder(self) -> None:
        """The dialog's text with the data folder's path under it (its link clicked)."""
        import html
        if self.dialog is None or not self.dialog.alive() or not self._data_folder():
            return
        self.dialog.text_block.set_text(f"{self._dialog_body}<br><br>Your data folder: "
                                        f"{html.escape(self._data_folder())}")

    quit_asked = False    # Quit clicked once while this program hosts games online

    def _quit(self) -> None:
        """Quit; while this program hosts games online (their server runs inside it),
        the first click says what quitting does to the others, the second quits."""
        from game.online.hosting import HOSTED
        if HOSTED.url and not self.quit_asked:
            self.quit_asked = True
            self.status = error("You host a game online: quitting stops it for the others until you Rejoin it "
                                "(Play online). Quit again to quit.")
            self.dirty = True
            return
        self.app.running = False

    def _continue(self) -> None:
        if self.app.game is not None:
            self.app.switch(self.app.game)
            return
        from game.saves import SaveBlocked, SaveError, load_save

        from .table import play_scene
        if self.app.autosave is None:
            return
        try:
            state, played = load_save(self.app.autosave)
        except SaveBlocked as e:            # its game's content, or the system: the file stays, Continue too
            self.status = error(self.folder_words(f"The last game cannot be continued now: {e}"))
            self.dirty = True
            return
        except SaveError as e:
            self._set_aside(str(e))
            again = TitleScene(self.app)                 # the menu again, without Continue, saying why
            again.status = self.status
            self.app.switch(again)
            return
        self.app.switch(play_scene(self.app, state.setup, state=state, played=played))

    def update(self, dt: float) -> None:
        if self.fade < 1.0 and self.app.frames:
            preload_mountain()                  # once the first frame is on the display
        if self.fade < 1.0 and mountain_ready():
            self.fade = min(1.0, self.fade + dt / FADE_S)
            self.dirty = True

    def animating(self) -> bool:
        return self.fade < 1.0 and mountain_ready()

    def draw(self, screen: pygame.Surface) -> None:
        if self.fade >= 1.0:
            game = self._backdrop_game()        # another game's board is lighter: a darker veil
            backdrop(screen, 110 if game is None else 160, game)
        else:
            quick_backdrop(screen, 110)
            if self.fade > 0.0:                 # the mountain, read in the background, fading in
                layer = pygame.Surface(screen.get_size()).convert()
                backdrop(layer, 110)
                layer.set_alpha(round(255 * self.fade))
                screen.blit(layer, (0, 0))
        w, h = screen.get_size()
        u = self.app.px
        top = h / 2 - u(60) - (u(29) if self.resume is not None else 0)
        games = self.games()
        chosen = next((g for g in games if g.id == self.chosen()), None)
        # the heading is the game chosen (the program's name until the games are read)
        above = (u(130), u(80)) if self.tight else (u(150), u(90))   # the heading, the chooser
        text(screen, chosen.name if chosen is not None else NAME, (w / 2, top - above[0]), u(64 if chosen is None
             or len(chosen.name) <= 18 else 52), (255, 255, 255), bold=True, anchor="center")
        if games:
            self._draw_chooser(screen, top - above[1])
        else:
            text(screen, "mountain board games for family and friends", (w / 2, top - above[1]), u(22),
                 (226, 236, 250), anchor="center")
        if self.resume is not None:
            # on a backing of its own: the board's names behind it never run into its words
            said_line(screen, f"In progress: {self.resume}", h - u(10), (226, 236, 250), u, w - u(260))
        if self.status:
            said_line(screen, self.status, h - u(40), look_colour(self.status, dark=True), u, w - u(260))
        # (the program's version only: its name is the flagship game's, and another game may be chosen)
        # on a small backing of its own: it once sat on a board's names ("Le Sorbier", the Ski Shoppe)
        words = f"version {VERSION}"
        size = fonts().get(u(13)).size(words)
        tag = pygame.Rect(0, 0, size[0] + u(12), size[1] + u(4))
        tag.bottomright = (w - u(6), h - u(6))
        backing(screen, tag, u, radius=6, edge=False)
        text(screen, words, tag.center, u(13), (220, 228, 240), anchor="center")
        self._draw_offer(screen)
        self.menu.draw(screen)
