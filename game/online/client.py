"""A client of the match server (asyncio): requests and their answers paired by
id, and the states the server pushes, kept per seat. What it receives is
untrusted like any file: a state is rebuilt into a game by the game's own loader
(``game_of``), which refuses what does not fit.

``play_seat`` plays one seat with a bot's choice to the end of the game: the
smoke command, the load benchmark and the tests play through it.
"""
from __future__ import annotations

import asyncio
import inspect
import json
import ssl
import time
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.core.protocol import Action, GameState, Setup
from game.core.registry import get
from game.maps import content_for

from .wire import Refused, write_message

#: the largest message a client takes from the server (a whole game's state, a finished game's save)
MAX_RECEIVED = 8 * 1024 * 1024
#: the shortest time between two requests (below the server's limit, server.PER_SECOND)
PACE = 1 / 40


class Client:
    def __init__(self, ws: ClientConnection, on_state: Callable[[dict[str, Any]], Any] | None = None) -> None:
        """``on_state``: told every state message as it comes (the window's
        connection queues them for its frames)."""
        self.ws = ws
        self.on_state = on_state
        self.next_id = 1
        self.pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        #: the newest state of each (match, seat) this connection receives
        self.states: dict[tuple[str, int | None], dict[str, Any]] = {}
        #: every event told, in order, per (match, seat)
        self.events: dict[tuple[str, int | None], list[dict[str, Any]]] = {}
        self.changed = asyncio.Event()
        self.refusals: list[str] = []
        self.sent = 0.0
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, url: str, tls: ssl.SSLContext | None = None, timeout: float = 10.0,
                      on_state: Callable[[dict[str, Any]], Any] | None = None) -> Client:
        ws = await connect(url, max_size=MAX_RECEIVED, open_timeout=timeout, ssl=tls, compression=None)
        return cls(ws, on_state)

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()

    async def paced(self) -> None:
        """Wait, if need be, so that requests keep ``PACE`` apart."""
        gap = self.sent + PACE - time.monotonic()
        if gap > 0:
            await asyncio.sleep(gap)
        self.sent = time.monotonic()

    async def request(self, kind: str, timeout: float = 30.0, pace: bool = True, **fields: Any) -> dict[str, Any]:
        """Send a request; its answer (a Refused, saying why, if the server refuses).
        ``pace``: keep it ``PACE`` after the one before (False: the caller did)."""
        rid = self.next_id
        self.next_id += 1
        if pace:
            await self.paced()
        waiting = asyncio.get_running_loop().create_future()
        self.pending[rid] = waiting
        await self.ws.send(write_message(kind, id=rid, **fields))
        try:
            answer = await asyncio.wait_for(waiting, timeout)
        finally:
            self.pending.pop(rid, None)
        if answer.get("type") == "refused":
            raise Refused(str(answer.get("reason", "refused")))
        return answer

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                try:
                    msg = json.loads(raw)
                except ValueError:
                    continue
                if not isinstance(msg, dict):
                    continue
                if msg.get("type") == "state":
                    key = (str(msg.get("match")), msg.get("seat"))
                    self.states[key] = msg
                    self.events.setdefault(key, []).extend(msg.get("events", []))
                    if self.on_state is not None:
                        self.on_state(msg)
                    self.changed.set()
                    continue
                waiting = self.pending.get(msg.get("id", 0)) if isinstance(msg.get("id"), int) else None
                if waiting is not None and not waiting.done():
                    waiting.set_result(msg)
                elif msg.get("type") == "refused":
                    self.refusals.append(str(msg.get("reason")))
        except ConnectionClosed:
            pass
        finally:
            for waiting in self.pending.values():
                if not waiting.done():
                    waiting.set_exception(ConnectionError("the connection to the server was lost"))
            self.changed.set()

    async def state(self, match: str, seat: int | None, newer_than: int = -1, timeout: float = 60.0) -> dict[str, Any]:
        """The newest state of that seat once it has more than ``newer_than`` moves."""
        key = (match, seat)

        def ready() -> bool:
            s = self.states.get(key)
            return s is not None and (s["at"] > newer_than or s.get("over", False))

        async def wait() -> dict[str, Any]:
            while not ready():
                if self.reader.done():
                    raise ConnectionError("the connection to the server was lost")
                self.changed.clear()
                await self.changed.wait()
            return self.states[key]
        return await asyncio.wait_for(wait(), timeout)


def game_of(msg: dict[str, Any]) -> GameState:
    """The game a state message holds (as its seat may see it), rebuilt by the
    game's own loader: a ValueError if it does not fit."""
    data = msg.get("state")
    if not isinstance(data, dict):
        raise ValueError("the state is not an object")
    try:
        info = get(str(msg.get("game")))
        setup = Setup.from_dict(data["setup"])
        return info.state_from_dict(data, content_for(info, setup))
    except (KeyError, TypeError, IndexError) as e:
        raise ValueError(f"the state does not fit the game ({e})") from None


async def play_seat(client: Client, match: str, seat: int, secret: str,
                    choose: Callable[[GameState, list[Action]], Action | Awaitable[Action]],
                    on_move: Callable[[float, int], Any] | None = None, max_moves: int = 20000) -> dict[str, Any]:
    """Play ``seat`` to the end of the game, each move ``choose``n from its legal
    moves in the game as the seat sees it; ``on_move`` is told each move's round
    trip in seconds and the number of moves the server says the game holds after
    it. The last state."""
    await client.request("open", match=match, seat=seat, secret=secret)
    told = -1
    for _ in range(max_moves):
        msg = await client.state(match, seat, newer_than=told)
        if msg.get("over"):
            return msg
        told = msg["at"]
        if msg.get("turn") != seat:
            continue                      # the others' turn: wait for the game to move on
        game = game_of(msg)
        chosen = choose(game, game.legal_actions(seat))
        action = await chosen if inspect.isawaitable(chosen) else chosen
        await client.paced()
        sent = time.perf_counter()
        try:
            ok = await client.request("act", pace=False, match=match, seat=seat, secret=secret, at=told,
                                      action=action.to_dict())
        except Refused as e:
            if "moved on" not in str(e):
                raise
            continue
        if on_move is not None:
            on_move(time.perf_counter() - sent, ok["at"])
    raise RuntimeError(f"seat {seat} made {max_moves} moves and the game did not end")
