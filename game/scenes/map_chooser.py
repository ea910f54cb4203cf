"""Choose the mountain for a new game: the game's shipped maps and the player's
own (game/maps.py), each with a miniature of the board as a game on it
begins; a map that cannot be played is listed with its reason and cannot be
chosen. The setup screen opens it and gets the choice back."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.view.style import ERROR, LOOKS
from game.view.text import fonts, wrap_words

from .base import LEAST_ROOM, Scene
from .common import backdrop, said_line, text
from .miniature import miniature

if TYPE_CHECKING:
    from game.app import App

WARN = LOOKS[ERROR][1]     # a map that cannot be played, and why: the error look


class MapChooserScene(Scene):
    def __init__(self, app: App, setup_scene: Any) -> None:
        super().__init__(app)
        self.setup_scene = setup_scene
        self.info = setup_scene.info
        self.entries: list[Any] = []
        self.labels: list[str] = []
        self.chosen: Any = None
        self.preview: Any = None              # a new game on the chosen map, for its miniature
        self.status = ""

    def room(self) -> tuple[int, int] | None:
        return LEAST_ROOM          # laid out to fit even 1280x720 at 150%

    def enter(self) -> None:
        from game.maps import list_maps, user_maps_dir
        w, h = self.app.screen.get_size()
        ui, u = self.app.ui, self.app.px
        if not self.entries:
            self.entries = list_maps(self.info)
        try:
            self.folder = user_maps_dir(self.info.id, create=True)
        except OSError:
            self.folder = ""
        self.labels = []
        for e in self.entries:
            label = e.title + ("" if e.playable else "  (cannot be played)")
            while label in self.labels:
                label += " "
            self.labels.append(label)
        current = self.setup_scene.map_ref or self.info.map_file
        now = next((lb for e, lb in zip(self.entries, self.labels) if e.ref == current), None)
        self.list = pygame_gui.elements.UISelectionList(
            pygame.Rect(u(40), u(110), w * 2 // 5 - u(40), h - u(250)), list[str | tuple[str, str]](self.labels), ui,
            default_selection=now)
        y = h - u(90)
        self.choose = pygame_gui.elements.UIButton(pygame.Rect(u(40), y, u(200), u(50)), "Play here", ui,
                                                   object_id="@title_button")
        self.back = pygame_gui.elements.UIButton(pygame.Rect(w - u(220), y, u(180), u(50)), "Back", ui)
        if now is not None:
            self._pick(now)
        self._sync()

    def _sync(self) -> None:
        ok = self.chosen is not None and self.chosen.playable
        (self.choose.enable if ok else self.choose.disable)()
        self.dirty = True

    def _pick(self, label: str) -> None:
        i = self.labels.index(label) if label in self.labels else -1
        self.chosen = self.entries[i] if i >= 0 else None
        self.preview = None
        self.status = ""
        if self.chosen is not None and self.chosen.playable:
            from game.ai import bot_setup
            from game.core.protocol import ContentError
            from game.maps import new_game, with_map
            try:
                setup = with_map(self.info, bot_setup(self.info, self.info.min_players, 1, ["random"] * self.info.min_players),
                                 self.chosen.ref)
                self.preview = new_game(self.info, setup)
            except (ContentError, ValueError, OSError) as e:
                self.status = str(e).splitlines()[0] if str(e) else "This map cannot be read."
        self._sync()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            self._pick(event.text)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self._pick(event.text)
            self.take()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.switch(self.setup_scene)
            elif event.ui_element is self.choose:
                self.take()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch(self.setup_scene)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.take()

    def take(self) -> None:
        """Back to the setup with the chosen map (only a playable one)."""
        if self.chosen is None or not self.chosen.playable or self.preview is None:
            self.status = self.status or "Choose a mountain that can be played."
            self.dirty = True
            return
        self.setup_scene.map_ref = self.chosen.ref
        self.setup_scene.map_title = self.chosen.title
        self.app.switch(self.setup_scene)

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 190, self.info.id)
        w, h = screen.get_size()
        u = self.app.px
        text(screen, f"Choose the mountain: {self.info.name}", (w / 2, u(60)), u(36), (255, 255, 255),
             bold=True, anchor="center")
        if self.folder:
            text(screen, "Drew a mountain of your own in Tiled? Put its map in this folder:", (u(40), h - u(133)),
                 u(14), (226, 236, 250))
            text(screen, _home_short(self.folder), (u(40), h - u(114)), u(14), (226, 236, 250))
        area = pygame.Rect(w * 2 // 5 + u(20), u(110), w * 3 // 5 - u(60), h - u(250))
        if self.chosen is not None:
            self._draw_preview(screen, area)
        if self.status:
            said_line(screen, self.status, h - u(8), WARN, u, w - u(40))

    def _draw_preview(self, screen: pygame.Surface, area: pygame.Rect) -> None:
        u = self.app.px
        e = self.chosen
        text(screen, e.title, (area.x, area.y), u(22), (255, 255, 255), bold=True)
        # where it comes from, in a player's words (a map of one's own by its file, to find it again)
        where = f"One of your own mountains ({e.ref.split(':')[-1]})" if e.ref.startswith("user:") \
            else "Comes with the game"
        text(screen, where, (area.x, area.y + u(30)), u(14), (226, 236, 250))
        body = pygame.Rect(area.x, area.y + u(56), area.w, area.h - u(56))
        if self.preview is None:
            font = fonts().get(u(15))
            y = body.y
            for line in wrap_words(font, e.problem or self.status or "", body.w):
                text(screen, line, (body.x, y), u(15), WARN)
                y += font.get_linesize()
            return
        drawn = miniature(screen, self.preview, pygame.Rect(body.x, body.y, body.w, body.h - u(30)),
                          self.app.settings.symbols)
        pygame.draw.rect(screen, (255, 255, 255), drawn, 2)
        if e.summary:                          # its first line: what the map holds
            text(screen, e.summary.splitlines()[0], (body.x, drawn.bottom + u(8)), u(14), (226, 236, 250))


def _home_short(path: str) -> str:
    """A folder as players write it: the home folder as "~"."""
    import os
    home = os.path.expanduser("~")
    return "~" + path[len(home):] if home not in ("", "/", "~") and path.startswith(home + os.sep) else path
