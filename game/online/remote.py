"""A match played on a server, as the window plays it: the connection kept in a
thread of its own (its own asyncio loop, so the window's frames never wait on
the network), and ``RemoteMatch``, the match driver's face for the table.

The table draws from ``RemoteMatch.state`` as from any match's: here it is the
game as one seat of this computer may see it, rebuilt from the server's last
message (``client.game_of``), never more. A move is sent and shown once the
server's state comes back with it; the states come one server move at a time,
when the table has finished showing the one before (``poll``), so each move
plays from the game as it stood before it. A lost connection is opened again
by itself, each seat with its secret, the moves since it was lost told in one
piece (``Told.fresh``: no animation, the "since your last turn" strip).

No pygame here.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import InvalidHandshake, InvalidURI, WebSocketException

from game.core.match import Match
from game.core.protocol import Action, Event, GameState
from game.saves import SaveError, game_from_save

from .client import Client, game_of
from .wire import Refused

#: the longest a lost connection waits before trying again (it starts at half a second)
MOST_BACKOFF = 8.0
#: the longest the window waits for an answer it cannot go on without (making a match, a save)
ASK_TIMEOUT = 10.0
#: the most text an event's line may have, as received
MAX_EVENT_TEXT = 400


@dataclass
class Link:
    """What a computer needs to play its seats of a match again: the server's
    address, the match, the secret of each seat played here (none: watching), the
    host's secret (only at the host's computer), the invitation code, the
    players' names (for the list of one's online games) and, at the host's, the
    address the others type."""

    url: str
    match: str
    game: str
    seats: dict[int, str] = field(default_factory=dict)
    host: str = ""
    code: str = ""
    names: list[str] = field(default_factory=list)
    address: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "match": self.match, "game": self.game,
                "seats": {str(k): v for k, v in sorted(self.seats.items())}, "host": self.host,
                "code": self.code, "names": list(self.names), "address": self.address}


@dataclass
class Told:
    """What a poll brings the table: the moves since the last (each its number,
    its seat and its events as this computer may see them), and whether they are
    a catch-up after opening the match (``fresh``: shown in words, not played)."""

    moves: list[tuple[int, int, list[Event]]]
    fresh: bool = False


def event_of(d: Any) -> Event:
    """An event as the server told it: a ValueError if it is not one."""
    if not isinstance(d, Mapping) or not isinstance(d.get("kind"), str) or not isinstance(d.get("text"), str):
        raise ValueError("an event is not an object with a kind and a text")
    seat = d.get("seat")
    data, secret = d.get("data", {}), d.get("secret", {})
    if (seat is not None and not isinstance(seat, int)) or not isinstance(data, Mapping) \
            or not isinstance(secret, Mapping):
        raise ValueError("an event's seat or data is not what an event has")
    return Event(d["kind"][:40], d["text"][:MAX_EVENT_TEXT], seat, dict(data), dict(secret))


class Connection:
    """The window's connection to a match server, in a thread of its own. It
    opens every seat of ``link`` (or watches, with none), queues every state
    the server sends (``inbox``), and connects again by itself when the
    connection is lost, until ``close``."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        #: "connecting", "connected", "lost" (trying again) or "refused" (it will not try again)
        self.status = "connecting"
        self.problem = ""                 # why the connection is lost or refused, in a few words
        self.since = 0                    # the moves the window has been told (a new connection starts there)
        self.opened = 0                   # how many times the seats were opened (1: the first time)
        self.client: Client | None = None
        self._stop = False
        self._fresh: set[tuple[str, int | None]] = set()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="online connection", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._keep_connected())
        except asyncio.CancelledError:
            pass                          # closed while waiting to try again (no server there)
        finally:
            self.loop.close()

    def _told(self, msg: dict[str, Any]) -> None:
        key = (str(msg.get("match")), msg.get("seat"))
        if key not in self._fresh:               # the first state since the seat was opened: a catch-up
            self._fresh.add(key)
            msg = {**msg, "fresh": True}
        self.inbox.put(msg)

    async def _keep_connected(self) -> None:
        delay = 0.5
        while not self._stop:
            try:
                client = await Client.connect(self.link.url, on_state=self._told)
            except (OSError, TimeoutError, InvalidURI, InvalidHandshake, WebSocketException) as e:
                self.status, self.problem = "lost", _said(e)
                await asyncio.sleep(delay)
                delay = min(delay * 2, MOST_BACKOFF)
                continue
            self.client = client
            self._fresh = set()
            try:
                since = self.since
                if self.link.seats:
                    for seat, secret in sorted(self.link.seats.items()):
                        await client.request("open", match=self.link.match, seat=seat, secret=secret, since=since)
                else:
                    await client.request("watch", code=self.link.code, since=since)
                self.status, self.problem, delay = "connected", "", 0.5
                self.opened += 1
                await client.reader
            except Refused as e:             # a secret or a code the server does not know: trying again won't help
                self.status, self.problem = "refused", str(e)
                await client.close()
                return
            except (ConnectionError, TimeoutError, OSError, WebSocketException, asyncio.CancelledError) as e:
                if self._stop:
                    return
                self.problem = _said(e)
            finally:
                self.client = None
            if self._stop:
                return
            self.status = "lost"
            self.problem = self.problem or "the server closed the connection"
            await asyncio.sleep(delay)
            delay = min(delay * 2, MOST_BACKOFF)

    def send(self, kind: str, **fields: Any) -> concurrent.futures.Future[dict[str, Any]]:
        """A request to the server; its answer in the future (a Refused or a
        ConnectionError there if there is none)."""
        async def ask() -> dict[str, Any]:
            if self.client is None:
                raise ConnectionError("not connected to the server")
            return await self.client.request(kind, timeout=ASK_TIMEOUT, **fields)
        return asyncio.run_coroutine_threadsafe(ask(), self.loop)

    def ask(self, kind: str, **fields: Any) -> dict[str, Any]:
        """A request, waited for (``ASK_TIMEOUT`` at most): for what the window
        cannot go on without."""
        return self.send(kind, **fields).result(ASK_TIMEOUT + 1)

    def close(self) -> None:
        self._stop = True

        async def stop() -> None:
            if self.client is not None:       # closed as it should be: the server knows at once
                try:
                    await asyncio.wait_for(self.client.close(), 2.0)
                except (OSError, TimeoutError, WebSocketException):
                    pass
            for task in asyncio.all_tasks(self.loop):
                if task is not asyncio.current_task(self.loop):
                    task.cancel()
        if not self.loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(stop(), self.loop)
            except RuntimeError:
                pass
        self.thread.join(3.0)


def _said(e: BaseException) -> str:
    words = str(e) or e.__class__.__name__
    return words.splitlines()[0][:120]


def ask_once(url: str, kind: str, timeout: float = ASK_TIMEOUT, **fields: Any) -> dict[str, Any]:
    """One request on a connection of its own (finding a match's seats, joining,
    making a match): its answer; a Refused or an OSError (the server is not
    there) saying why."""
    async def once() -> dict[str, Any]:
        client = await Client.connect(url, timeout=timeout)
        try:
            return await client.request(kind, timeout=timeout, **fields)
        finally:
            await client.close()
    try:
        return asyncio.run(once())
    except (InvalidURI, InvalidHandshake, WebSocketException, TimeoutError) as e:
        raise OSError(_said(e)) from None


class RemoteMatch(Match):
    """The match driver for a game played on a server: the table's face of a
    ``Match`` (its game, its acting, no undo, no bots of its own), the game
    being each seat's view as the server sent it."""

    def __init__(self, conn: Connection, first: GameState, lead: int | None) -> None:
        self.views: dict[int | None, GameState] = {}
        self.lead = lead                     # the seat whose view stands when no other is asked for
        self.conn = conn
        super().__init__(first, keep_undo=False)
        self.at = 0                          # the moves the server has made
        self.shown_at = 0                    # the moves told to the table
        self.pending: tuple[int, concurrent.futures.Future[dict[str, Any]]] | None = None
        self.refusal = ""                    # the server's reason for refusing the last move
        self.problem = ""                    # a message that could not be read
        self.seats_info: list[dict[str, Any]] = []
        #: seats handed to a bot, or given back, by the host since the server last said ("": given back)
        self.handed: dict[int, str] = {}
        self.thinking: int | None = None
        self.whole: GameState | None = None  # the finished game, all of it (the server sends it at the end)
        self.viewing: Callable[[], int | None] = lambda: None      # the seat at the screen (the table says)
        self._waiting: list[dict[str, Any]] = []
        self._kept: list[GameState] = []     # the last few views, so no id of a cached one is reused

    # -- the game, as this computer may see it ----------------------------------------
    @property
    def state(self) -> GameState:
        if self.whole is not None:
            return self.whole
        seat = self.viewing()
        if seat in self.views:
            return self.views[seat]
        cur = self.views[self.lead].current_player()
        return self.views[cur] if cur in self.views else self.views[self.lead]

    @state.setter
    def state(self, state: GameState) -> None:
        self.views[self.lead] = state

    def moves(self) -> int:
        return self.at

    def local(self) -> list[int]:
        """The seats played at this computer."""
        return sorted(self.conn.link.seats)

    # -- acting ------------------------------------------------------------------------
    def act(self, action: Action, tag: Any = None) -> list[Event]:
        """Send a move of a seat played here; it shows when the server's state
        comes back with it (a refusal is kept in ``refusal``)."""
        secret = self.conn.link.seats.get(action.seat)
        if secret is None:
            raise ValueError(f"seat {action.seat} is not played at this computer")
        self.refusal = ""
        self.pending = (self.at, self.conn.send("act", match=self.conn.link.match, seat=action.seat,
                                                secret=secret, at=self.at, action=action.to_dict()))
        self.actions += 1
        return []

    def take_back(self) -> Any:
        raise LookupError("a move made online is final")

    def busy(self) -> bool:
        """Is a move of this computer's on its way, or a state still to be shown?"""
        return self.pending is not None or bool(self._waiting) or not self.conn.inbox.empty()

    # -- the server's states -----------------------------------------------------------
    def poll(self, idle: bool) -> Told | None:
        """The next server move's states, once the table is ``idle`` (nothing
        moving): the views replaced, and the moves to tell. None: nothing new."""
        while True:
            try:
                self._waiting.append(self.conn.inbox.get_nowait())
            except queue.Empty:
                break
        if self.pending is not None and self.pending[1].done():
            try:
                self.pending[1].result()
            except (Refused, ConnectionError, TimeoutError, concurrent.futures.CancelledError) as e:
                self.refusal = str(e) or "the move was not sent"
                self.pending = None
        fresh = any(m.get("fresh") for m in self._waiting)
        if not self._waiting or not (idle or fresh):
            return None
        upto = self._waiting[0].get("at", 0)
        now = [m for m in self._waiting if m.get("at", 0) <= upto or m.get("fresh")]
        self._waiting = [m for m in self._waiting if m not in now]
        told: dict[int, tuple[int, list[Event]]] = {}
        for msg in sorted(now, key=lambda m: (m.get("seat") != self.lead, m.get("at", 0))):
            try:
                self._take(msg, told)
            except (ValueError, SaveError) as e:
                self.problem = f"a message from the server could not be read ({_said(e)})"
        if self.pending is not None and self.at > self.pending[0]:
            self.pending = None
        moves = [(n, seat, evs) for n, (seat, evs) in sorted(told.items()) if n > self.shown_at]
        self.shown_at = max([self.shown_at] + [n for n, _, _ in moves])
        self.conn.since = self.at
        return Told(moves, fresh)

    def _take(self, msg: dict[str, Any], told: dict[int, tuple[int, list[Event]]]) -> None:
        seat = msg.get("seat")
        at = msg.get("at")
        if not isinstance(at, int) or (seat is not None and seat not in self.conn.link.seats):
            raise ValueError("a state for a seat not played here")
        game = game_of(msg)
        self.views[seat] = game
        self._kept = (self._kept + [game])[-8:]
        self.at = max(self.at, at)
        seats = msg.get("seats")
        if isinstance(seats, list):
            self.seats_info = [s for s in seats if isinstance(s, dict)]
            self.handed = {}
        thinking = msg.get("thinking")
        self.thinking = thinking if isinstance(thinking, int) else None
        if msg.get("over") and isinstance(msg.get("save"), dict) and self.whole is None:
            self.whole = game_from_save(msg["save"], "the finished game from the server")
        for move in msg.get("events", []) if isinstance(msg.get("events"), list) else []:
            n, actor = move.get("at"), move.get("seat")
            if isinstance(n, int) and isinstance(actor, int) and n not in told:
                told[n] = (actor, [event_of(e) for e in move.get("events", [])])

    # -- the seats ------------------------------------------------------------------------
    def connected(self, seat: int) -> bool:
        return seat < len(self.seats_info) and bool(self.seats_info[seat].get("connected"))

    def bot_of(self, seat: int) -> str:
        """The kind of bot playing ``seat`` on the server ("": a person)."""
        if seat in self.handed:
            return self.handed[seat]
        return str(self.seats_info[seat].get("bot") or "") if seat < len(self.seats_info) else ""

    def is_remote(self, seat: int) -> bool:
        return seat < len(self.seats_info) and bool(self.seats_info[seat].get("remote"))
