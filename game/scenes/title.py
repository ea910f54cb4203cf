"""The title screen: Continue (a game in progress), New game, Rules, Settings, Quit."""
from __future__ import annotations

import pygame
import pygame_gui

from game import NAME, VERSION
from game.app import Scene

from .common import backdrop, text


class TitleScene(Scene):
    status = ""
    dialog = None
    crash = ""     # set by the app after an unexpected error: shown once, in a dialog

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.buttons: dict[object, str] = {}
        labels = [("New game", "new"), ("Load", "load"), ("Rules", "rules"), ("Settings", "settings"),
                  ("Quit", "quit")]
        self.resume = self._resumable()
        if self.resume is not None:
            labels.insert(0, ("Continue", "continue"))
        top = h // 2 - u(70) - (u(33) if self.resume is not None else 0)
        for i, (label, key) in enumerate(labels):
            b = pygame_gui.elements.UIButton(pygame.Rect(w // 2 - u(140), top + i * u(66), u(280), u(54)), label,
                                             self.app.ui, object_id="@title_button")
            self.buttons[b] = key
        if self.crash:
            self.tell("Sorry: something went wrong", self.crash)
            self.status = self.crash.split(" Your game")[0]
        elif self.status and not getattr(self.app, "told", None) == self.status:
            self.tell("The last game cannot be continued", self.status.split(": ", 1)[-1])
            self.app.told = self.status        # said once; the line at the bottom stays

    def leave(self) -> None:
        for b in self.buttons:
            b.kill()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "quit":
                self.app.running = False
            elif key == "continue":
                self._continue()
            elif key == "load":
                from .load import LoadScene
                self.app.switch(LoadScene(self.app))
            elif key == "new":
                from .setup import SetupScene
                self.app.switch(SetupScene(self.app))
            elif key == "rules":
                from .rules_scene import RulesScene
                self.app.switch(RulesScene(self.app, TitleScene))
            elif key == "settings":
                from .settings_scene import SettingsScene
                self.app.switch(SettingsScene(self.app, TitleScene))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            first = next(iter(self.buttons))            # Continue when there is a game, else New game
            self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=first))

    def _resumable(self) -> str | None:
        """What Continue would pick up, in words: the game left through the menu, or
        the autosave of an unfinished game (after the program was closed, or crashed)."""
        if self.app.game is not None:
            return self.app.game.summary()
        if self.app.autosave is None:
            return None
        from game.saves import SaveError, read_save
        import os
        if not os.path.exists(self.app.autosave):
            return None
        try:
            d = read_save(self.app.autosave)
        except SaveError as e:
            self.status = f"The last game cannot be continued: {e}"   # and the file stays as it is
            return None
        s = d.get("summary") or {}
        if s.get("over"):
            return None
        names = s.get("players") or []
        who = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
        when = "choosing starting towns" if s.get("round") == 0 else f"round {s.get('round', '?')}"
        return f"{who}, {when} (saved {d.get('saved_at', '')})"

    def tell(self, title: str, message: str) -> None:
        """A dialog over the title screen (the screen stays usable behind it)."""
        import html
        w, h = self.app.screen.get_size()
        u = self.app.px
        rect = pygame.Rect(0, 0, u(520), u(260))
        rect.center = (w // 2, h // 2)
        self.dialog = pygame_gui.windows.UIMessageWindow(rect, html.escape(message), self.app.ui,
                                                         window_title=title)

    def _continue(self) -> None:
        if self.app.game is not None:
            self.app.switch(self.app.game)
            return
        from game.saves import SaveError, load_game
        from .play import PlayScene
        try:
            state = load_game(self.app.autosave)
        except SaveError as e:
            self.status = f"Cannot continue: {e}"       # the file stays as it is
            self.tell("The last game cannot be continued", str(e))
            self.dirty = True
            return
        self.app.switch(PlayScene(self.app, state.setup, state=state))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 110)
        w, h = screen.get_size()
        u = self.app.px
        top = h / 2 - u(30) - (u(33) if self.resume is not None else 0)
        text(screen, NAME, (w / 2, top - u(150)), u(64), (255, 255, 255), bold=True, anchor="center")
        text(screen, "a board game for 2 to 6 skiers", (w / 2, top - u(90)), u(22), (226, 236, 250), anchor="center")
        if self.resume is not None:
            text(screen, f"In progress: {self.resume}", (w / 2, h - u(24)), u(15), (226, 236, 250),
                 anchor="center")
        if self.status:
            text(screen, self.status[:140], (w / 2, h - u(50)), u(15), (255, 200, 120), bold=True, anchor="center")
        text(screen, f"version {VERSION}", (w - u(12), h - u(10)), u(13), (220, 228, 240), anchor="bottomright")
