"""Play online: host a game (on a server started inside this program, or on
one at an address), join one (its address and invitation code, then a free
seat, or watch it), or rejoin one of this computer's online games.

Hosting goes on to the setup, where each person's seat is played here or
invited from elsewhere (setup.py); a game made, joined or rejoined opens at
the table (``open_online``), which plays it through the server
(table_online.py)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.registry import flagship, get
from game.view.style import error
from game.view.text import fit_text

from .base import Scene
from .common import backdrop, backing, fonts, text

if TYPE_CHECKING:
    from game.app import App
    from game.online.remote import Link

#: the most free seats, and kept games, offered as buttons
MOST_SEATS, MOST_KEPT = 6, 4


class OnlineScene(Scene):
    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.info = get(game) if game else flagship()
        self.status = ""
        self.found: dict[str, Any] | None = None      # the seats of the match the code names
        self.url_was, self.code_was, self.server_was = "ws://", "", "ws://"
        self.kept: list[Link] = []
        self.shown_kept = 0                        # how many of them the screen has room for

    def room(self) -> tuple[int, int] | None:
        return (900, 640)

    def enter(self) -> None:
        from game.online.tickets import load_tickets
        ui, u = self.app.ui, self.app.px
        w, h = self.app.screen.get_size()
        x0, y0 = w // 2 - u(430), u(120)
        self.buttons: dict[Any, tuple[str, Any]] = {}

        def button(rect: pygame.Rect, label: str, key: str, value: Any = None, main: bool = False) -> Any:
            b = pygame_gui.elements.UIButton(rect, label, ui, object_id="@title_button" if main else None)
            self.buttons[b] = (key, value)
            return b
        # hosting, on the left
        self.left = pygame.Rect(x0, y0, u(410), u(300))
        button(pygame.Rect(x0, y0 + u(60), u(410), u(50)), "Host on this computer", "host_here", main=True)
        self.server = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0, y0 + u(170), u(270), u(40)), ui)
        self.server.set_text(self.server_was)
        button(pygame.Rect(x0 + u(280), y0 + u(170), u(130), u(40)), "Host there", "host_there")
        # joining, on the right
        x1 = x0 + u(450)
        self.url = pygame_gui.elements.UITextEntryLine(pygame.Rect(x1, y0 + u(60), u(410), u(40)), ui)
        self.url.set_text(self.url_was)
        self.code = pygame_gui.elements.UITextEntryLine(pygame.Rect(x1, y0 + u(140), u(410), u(40)), ui)
        self.code.set_text(self.code_was)
        button(pygame.Rect(x1, y0 + u(190), u(200), u(44)), "Find the seats", "find", main=True)
        if self.found is not None:
            free = [(i, s) for i, s in enumerate(self.found["seats"]) if s.get("remote") and not s.get("taken")]
            for k, (i, s) in enumerate(free[:MOST_SEATS]):
                button(pygame.Rect(x1 + (k % 2) * u(210), y0 + u(244) + (k // 2) * u(46), u(200), u(40)),
                       f"Play as {str(s.get('name', ''))[:16]}", "join", i)
            n = min(len(free), MOST_SEATS)
            button(pygame.Rect(x1 + (n % 2) * u(210), y0 + u(244) + (n // 2) * u(46), u(200), u(40)),
                   "Watch", "watch")
        # one's games online, at the foot: as many as fit above the status line
        self.kept, problem = load_tickets()
        if problem and not self.status:
            self.status = error(problem)
        if self.url_was == "ws://":                # the address joined last, to join there again
            self.url.set_text(next((k.url for k in self.kept if not k.host), "ws://"))
        yk = y0 + u(400)
        self.shown_kept = max(0, min(MOST_KEPT, len(self.kept), (h - u(70) - yk) // u(42)))
        for k, link in enumerate(self.kept[:self.shown_kept]):
            words = f"Rejoin: {get(link.game).name if _known(link.game) else link.game}, {', '.join(link.names)}"
            button(pygame.Rect(x0, yk + k * u(42), u(700), u(36)), words[:70], "rejoin", link)
            button(pygame.Rect(x0 + u(710), yk + k * u(42), u(150), u(36)), "Forget", "forget", link)
        # Back at the top left, clear of the list
        button(pygame.Rect(x0, u(56), u(100), u(40)), "Back", "back")

    def leave(self) -> None:
        self.url_was, self.code_was = self.url.get_text(), self.code.get_text()
        self.server_was = self.server.get_text()
        self.app.ui.clear_and_reset()

    def resized(self, size: tuple[int, int]) -> None:
        self.leave()
        self.enter()
        self.dirty = True

    def _say(self, words: str) -> None:
        self.status = error(words)
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.to_title()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return
        key, value = self.buttons[event.ui_element]
        if key == "back":
            self.app.to_title()
        elif key == "host_here":
            from game.online.hosting import HOSTED
            if not HOSTED.start(host=self.app.online_host):
                self._say(f"Cannot host: {HOSTED.problem}.")
                return
            self._to_setup(HOSTED.url, HOSTED.address)
        elif key == "host_there":
            url = self.server.get_text().strip()
            if not url.startswith(("ws://", "wss://")) or len(url) <= 6:
                self._say("Type the server's address first, as ws://name:8765 (wss:// for one with TLS).")
                return
            self._to_setup(url, url)
        elif key == "find":
            self._find()
        elif key == "join":
            self._join(value)
        elif key == "watch":
            from game.online.remote import Link
            assert self.found is not None
            url, code = self._typed()
            self._open(Link(url, self.found["match"], self.found["game"], code=code), keep=False)
        elif key == "rejoin":
            self._rejoin(value)
        elif key == "forget":
            from game.online.tickets import forget_ticket
            try:
                forget_ticket(value)
            except OSError as e:
                self._say(f"Could not forget it ({e.__class__.__name__}).")
            self.leave()
            self.enter()
            self.dirty = True

    def _rejoin(self, link: Link) -> None:
        """Open a kept game again. One this computer hosts on its own server is hosted
        again first (the program was closed, or crashed, since: the server went with it;
        its database kept every move)."""
        if link.host and _here(link.url):
            from dataclasses import replace

            from game.online.hosting import HOSTED
            from game.online.tickets import forget_ticket, keep_ticket
            if not HOSTED.start(host=self.app.online_host, port=_port(link.url)):
                self._say(f"Cannot host the game again: {HOSTED.problem}.")
                return
            if HOSTED.url != link.url:             # its port was taken meanwhile: the game moves to another
                moved = replace(link, url=HOSTED.url, address=HOSTED.address)
                try:
                    keep_ticket(moved)
                    forget_ticket(link)
                except OSError:
                    pass                          # (the game still opens; the list keeps the old address)
                link = moved
        self._open(link, keep=False)

    def _to_setup(self, url: str, address: str) -> None:
        from .setup import SetupScene
        scene = SetupScene(self.app, game=self.info.id)
        scene.online = (url, address)
        self.app.switch(scene)

    def _typed(self) -> tuple[str, str]:
        """The address and the code as typed, in their one form: ``ws://`` added where it
        was left out (or typed twice), the code's words whatever stands between them
        (spaces, dashes, commas) and in whatever case."""
        url = self.url.get_text().strip()
        while re.match(r"wss?://wss?://", url, re.IGNORECASE):      # typed after the ws:// offered
            url = url[url.index("://") + 3:]
        if url and not url.lower().startswith(("ws://", "wss://")):
            url = "ws://" + url
        return url, " ".join(re.findall(r"[a-z]+", self.code.get_text().lower()))

    def _find(self) -> None:
        from game.online.remote import ask_once
        from game.online.wire import Refused
        url, code = self._typed()
        if len(url) <= len("wss://"):
            self._say("Type the host's address as the host's screen shows it, such as ws://192.0.2.2:8765.")
            return
        if len(code.split()) < 2:
            self._say("Type the invitation code the host gave you: three words.")
            return
        try:
            found = ask_once(url, "seats", code=code)
        except OSError:
            self._say(f"Nobody answers at {url[:50]}: check the address, and that the host's program is running.")
            return
        except (Refused, ValueError) as e:
            self._say(f"Could not find that game: {e}.")
            return
        if not _known(str(found.get("game"))) or not isinstance(found.get("seats"), list):
            self._say("That server offers a game this program does not have.")
            return
        self.found = found
        self.status = ""
        self.leave()
        self.enter()
        self.dirty = True

    def _join(self, seat: int) -> None:
        from game.online.remote import Link, ask_once
        from game.online.wire import Refused
        assert self.found is not None
        url, code = self._typed()
        try:
            joined = ask_once(url, "join", code=code, seat=seat)
        except (Refused, OSError, ValueError) as e:
            self._say(f"Could not take that seat: {e}.")
            return
        names = [str(s.get("name", ""))[:16] for s in self.found["seats"]]
        self._open(Link(url, str(joined["match"]), str(joined["game"]), {seat: str(joined["secret"])}, code=code,
                        names=names))

    def _open(self, link: Link, keep: bool = True) -> None:
        if keep:
            from game.online.tickets import keep_ticket
            try:
                keep_ticket(link)
            except OSError as e:
                self._say(f"Your seat could not be written down ({e.__class__.__name__}): the game cannot start.")
                return
        from .online_table import open_online
        try:
            self.app.switch(open_online(self.app, link))
        except ConnectionError as e:
            self._say(f"Could not reach the game at {link.url[:60]}: is the host's program running? ({str(e)[:60]})")

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 170, self.info.id)
        w, h = screen.get_size()
        u = self.app.px
        x0, y0 = w // 2 - u(430), u(120)
        backing(screen, pygame.Rect(x0 - u(30), u(40), u(920), h - u(70)), u)
        white, soft = (255, 255, 255), (226, 236, 250)
        text(screen, f"Play online: {self.info.name}", (w / 2, u(76)), u(30), white, bold=True, anchor="center")
        text(screen, "Host a game", (x0, y0 + u(20)), u(22), white, bold=True, anchor="midleft")
        text(screen, "The others join from their computers.", (x0, y0 + u(126)), u(15), soft, anchor="midleft")
        text(screen, "Or make it on a server at:", (x0, y0 + u(152)), u(15), soft, anchor="midleft")
        x1 = x0 + u(450)
        text(screen, "Join a game", (x1, y0 + u(20)), u(22), white, bold=True, anchor="midleft")
        text(screen, "The host's address:", (x1, y0 + u(48)), u(15), soft, anchor="midleft")
        text(screen, "The invitation code (three words):", (x1, y0 + u(128)), u(15), soft, anchor="midleft")
        if self.found is not None and _known(str(self.found.get("game"))):   # the game the code names
            name = fit_text(fonts().get(u(15), True), get(str(self.found["game"])).name, u(200))
            text(screen, "Found:", (x1 + u(210), y0 + u(202)), u(15), soft, anchor="midleft")
            text(screen, name, (x1 + u(210), y0 + u(222)), u(15), white, bold=True, anchor="midleft")
            if not any(s.get("remote") and not s.get("taken") for s in self.found["seats"]):
                for k, line in enumerate(("Every invited seat is taken: its player rejoins",
                                          "from the computer that took it (Your games online).")):
                    text(screen, line, (x1, y0 + u(300) + k * u(20)), u(15), soft, anchor="midleft")
        if self.kept:
            more = len(self.kept) - self.shown_kept
            text(screen, "Your games online" + (f" ({more} more: Forget one to see it)" if more else ""),
                 (x0, y0 + u(380)), u(22), white, bold=True, anchor="midleft")
        if self.status:
            text(screen, self.status, (w / 2, h - u(46)), u(16), (255, 190, 170), bold=True, anchor="center")


def _here(url: str) -> bool:
    """Is ``url`` this computer's own (where a game hosted here is reached)?"""
    from urllib.parse import urlsplit
    try:
        return urlsplit(url).hostname in ("127.0.0.1", "localhost", "::1")
    except ValueError:
        return False


def _port(url: str) -> int:
    from urllib.parse import urlsplit

    from game.online.hosting import PORT
    try:
        return urlsplit(url).port or PORT
    except ValueError:
        return PORT


def _known(game: str) -> bool:
    try:
        get(game)
    except KeyError:
        return False
    return True
