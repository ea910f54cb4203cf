"""`python main.py serve`: the authoritative match server, on asyncio and the
websockets library.

The server runs the rules and the bots; a client sends its seat's moves (each
message with the seat's secret, checked every time, never only the first) and
receives only what that seat may see (room.py). Every move is kept in the store
(store.py) before the player who made it is answered. Each message is checked
like a save (wire.py); a connection that sends too many is slowed, then closed.
Nothing a client sends names a file, and no message can end a match or reach
another one without that match's secrets.
"""
from __future__ import annotations

import asyncio
import gc
import ipaddress
import logging
import ssl
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.saves import SaveError

from .room import Room
from .store import MatchStore, StoreError
from .wire import MAX_MESSAGE, Refused, normal_code, read_message, write_message

log = logging.getLogger("game.online")

#: a connection's messages: this many at once, then this many a second (a person sends a
#: few a minute; the program's own clients pace themselves below it: client.PACE)
BURST, PER_SECOND = 100, 50.0
#: messages over the rate, one after another, after which the connection is closed (a flood)
FLOOD = 100
#: invitation codes a connection may get wrong in a minute
WRONG_CODES = 8
#: the most matches one server holds
MAX_MATCHES = 5000
#: seconds a client has to finish opening its connection, and to answer a ping
OPEN_TIMEOUT, PING = 10.0, 20.0
#: in a server process of its own, the garbage collector looks at young objects every
#: this many new ones (Python's default: 700). Each full pass over every match held
#: stalled all the moves in flight for up to 50 ms; it now comes some 14 times less
#: often (bench --server: the 99th percentile of a move's round trip)
YOUNG_OBJECTS = 10_000


class Bucket:
    """So many at once (``burst``), then ``rate`` a second."""

    def __init__(self, burst: float, rate: float) -> None:
        self.burst, self.rate = burst, rate
        self.tokens, self.when = burst, time.monotonic()

    def take(self) -> bool:
        """Is there room for one more now (then it is counted)?"""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def wait(self) -> float:
        """The seconds until there is room for one more (0: there is, and it is counted)."""
        return 0.0 if self.take() else (1 - self.tokens) / self.rate


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    bucket: Bucket = field(default_factory=lambda: Bucket(BURST, PER_SECOND))
    codes: Bucket = field(default_factory=lambda: Bucket(WRONG_CODES, WRONG_CODES / 60))
    over_rate: int = 0
    #: what this connection receives: (match, seat or None for a spectator) -> moves it has been told of
    plays: dict[tuple[str, int | None], int] = field(default_factory=dict)
    #: those not told at all yet (they get the game as it stands even with no move since)
    fresh: set[tuple[str, int | None]] = field(default_factory=set)


class MatchServer:
    def __init__(self, store: MatchStore) -> None:
        self.store = store
        self.rooms: dict[str, Room] = {}
        self.by_code: dict[str, str] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.listeners: dict[str, set[Conn]] = {}
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.moves = 0
        self.handlers: dict[str, Callable[[Conn, dict[str, Any]], Awaitable[dict[str, Any]]]] = {
            "create": self._create, "seats": self._seats, "join": self._join, "open": self._open,
            "act": self._act, "watch": self._watch, "hand": self._hand, "export": self._export}

    # ------------------------------------------------------------------ starting
    def restore(self) -> list[str]:
        """Every match the store keeps, replayed; one line for each that cannot be."""
        problems = []
        for record in self.store.matches():
            try:
                room = Room.restore(record)
            except (SaveError, ValueError, KeyError) as e:
                problems.append(f"match {record.id}: not restored ({e})")
                continue
            self._add(room)
        return problems

    def _add(self, room: Room) -> None:
        mid = room.record.id
        self.rooms[mid] = room
        self.by_code[normal_code(room.record.code)] = mid
        self.locks[mid] = asyncio.Lock()
        self.listeners[mid] = set()

    def start_bots(self) -> None:
        """Let the bots play on in every match where it is a bot's turn (after a restart)."""
        for room in self.rooms.values():
            self._kick_bots(room)

    # ------------------------------------------------------------------ a connection
    async def handler(self, ws: ServerConnection) -> None:
        conn = Conn(ws)
        try:
            async for raw in ws:
                wait = conn.bucket.wait()
                if wait > 0:                 # too fast: slowed down, then shut out if it goes on
                    conn.over_rate += 1
                    if conn.over_rate >= FLOOD:
                        await ws.close(1008, "too many messages")
                        return
                    await asyncio.sleep(wait)
                    conn.bucket.take()
                else:
                    conn.over_rate = 0
                rid = 0
                try:
                    msg = read_message(raw)
                    rid = msg.get("id", 0)
                    answer = await self.handlers[msg["type"]](conn, msg)
                except Refused as e:
                    await self._send(conn, write_message("refused", id=rid, reason=str(e)))
                    continue
                except Exception:          # a fault of the server's own: the match and the server go on
                    log.exception("a message could not be handled")
                    await self._send(conn, write_message("refused", id=rid, reason="the server failed on this "
                                                         "message; the match is as it was"))
                    continue
                await self._send(conn, write_message(answer.pop("type"), id=rid, **answer))
                await self._flush(conn)
        except ConnectionClosed:
            pass
        finally:
            for (mid, seat) in list(conn.plays):
                self._leave(conn, mid, seat)

    async def _send(self, conn: Conn, text: str) -> None:
        try:
            await asyncio.wait_for(conn.ws.send(text), 10.0)
        except (ConnectionClosed, TimeoutError):
            pass

    def _room(self, mid: str) -> Room:
        room = self.rooms.get(mid)
        if room is None:
            raise Refused("no match of that id on this server")
        return room

    def _by_code(self, conn: Conn, code: str) -> Room:
        mid = self.by_code.get(normal_code(code))
        if mid is None:
            if not conn.codes.take():
                raise Refused("too many wrong invitation codes: wait a minute")
            raise Refused("no match has that invitation code")
        return self.rooms[mid]

    # ------------------------------------------------------------------ requests
    async def _create(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        if len(self.rooms) >= MAX_MATCHES:
            raise Refused("this server holds as many matches as it can")
        room, host, here = Room.create(msg["setup"], msg.get("remote", []))
        self.store.add(room.record)
        self._add(room)
        self._kick_bots(room)
        return {"type": "created", "match": room.record.id, "code": room.record.code, "host": host,
                "secrets": [[seat, s] for seat, s in sorted(here.items())], "game": room.state.setup.game}

    async def _seats(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._by_code(conn, msg["code"])
        return {"type": "seats", "match": room.record.id, "game": room.state.setup.game, "seats": room.seats()}

    async def _join(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._by_code(conn, msg["code"])
        async with self.locks[room.record.id]:
            secret = room.join(msg["seat"])
            self.store.set_seat(room.record.id, msg["seat"], room.record.seats[msg["seat"]])
        await self._broadcast(room)
        return {"type": "joined", "match": room.record.id, "seat": msg["seat"], "secret": secret,
                "game": room.state.setup.game}

    async def _open(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._room(msg["match"])
        seat = msg["seat"]
        room.check_seat(seat, msg["secret"])
        key = (room.record.id, seat)
        if key not in conn.plays:
            room.connected[seat] = room.connected.get(seat, 0) + 1
        conn.plays[key] = min(msg.get("since", 0), room.moves())
        conn.fresh.add(key)
        self.listeners[room.record.id].add(conn)
        await self._broadcast(room, but=conn)
        return {"type": "opened", "match": room.record.id, "seat": seat}

    async def _watch(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._by_code(conn, msg["code"])
        conn.plays[(room.record.id, None)] = min(msg.get("since", 0), room.moves())
        conn.fresh.add((room.record.id, None))
        self.listeners[room.record.id].add(conn)
        return {"type": "watching", "match": room.record.id}

    async def _act(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._room(msg["match"])
        seat = msg["seat"]
        room.check_seat(seat, msg["secret"])
        async with self.locks[room.record.id]:
            if msg["at"] != room.moves():
                raise Refused(f"the game has moved on: {room.moves()} moves made, not {msg['at']}")
            action = room.decode(seat, msg["action"])
            start = room.moves()
            room.match.act(action)
            self._keep(room, start)
        self.moves += 1
        await self._broadcast(room, but=conn)
        self._kick_bots(room)
        return {"type": "ok", "match": room.record.id, "at": room.moves()}

    async def _hand(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._room(msg["match"])
        room.check_host(msg["host"])
        async with self.locks[room.record.id]:
            room.hand(msg["seat"], msg["bot"])
            self.store.set_seat(room.record.id, msg["seat"], room.record.seats[msg["seat"]])
        await self._broadcast(room)
        self._kick_bots(room)
        return {"type": "handed", "match": room.record.id, "seat": msg["seat"], "bot": msg["bot"]}

    async def _export(self, conn: Conn, msg: dict[str, Any]) -> dict[str, Any]:
        room = self._room(msg["match"])
        room.check_host(msg["host"])
        return {"type": "save", "match": room.record.id, "save": room.record.save()}

    # ------------------------------------------------------------------ keeping and telling
    def _keep(self, room: Room, start: int) -> None:
        """The moves made since ``start`` kept in the store (before anyone is told);
        if the store refuses, the match goes back to what the store holds."""
        moves = room.new_moves(start)
        reached = room.state_hash()
        try:
            self.store.append(room.record.id, start, moves, reached, room.state.is_over())
        except (StoreError, OSError) as e:
            log.error("match %s: a move could not be kept (%s); the match goes back to its last kept move",
                      room.record.id, e)
            self._reload(room)
            raise Refused("the server could not keep the move: try again") from None
        room.record.actions += moves
        room.record.state_hash = reached
        room.record.over = room.state.is_over()

    def _reload(self, room: Room) -> None:
        for record in self.store.matches():
            if record.id == room.record.id:
                fresh = Room.restore(record)
                fresh.connected = room.connected
                self.rooms[record.id] = fresh
                return

    async def _flush(self, conn: Conn) -> None:
        """Tell ``conn`` what it has not been told yet (after answering it)."""
        for (mid, seat), told in list(conn.plays.items()):
            room = self.rooms.get(mid)
            if room is not None and (told < room.moves() or (mid, seat) in conn.fresh):
                await self._tell(conn, room, seat)

    async def _tell(self, conn: Conn, room: Room, seat: int | None) -> None:
        key = (room.record.id, seat)
        if key not in conn.plays:
            return
        msg = room.state_message(seat, conn.plays[key])
        conn.plays[key] = room.moves()
        conn.fresh.discard(key)
        await self._send(conn, write_message("state", **msg))

    async def _broadcast(self, room: Room, but: Conn | None = None) -> None:
        """Every connection of the match told how it stands (``but`` is told after
        it has been answered: ``_flush``)."""
        for conn in list(self.listeners.get(room.record.id, ())):
            if conn is but:
                continue
            for (mid, seat) in list(conn.plays):
                if mid == room.record.id:
                    await self._tell(conn, room, seat)

    def _leave(self, conn: Conn, mid: str, seat: int | None) -> None:
        conn.plays.pop((mid, seat), None)
        conn.fresh.discard((mid, seat))
        room = self.rooms.get(mid)
        if room is None:
            return
        if seat is not None:
            room.connected[seat] = max(0, room.connected.get(seat, 0) - 1)
        if not any(m == mid for m, _ in conn.plays):
            self.listeners[mid].discard(conn)
        asyncio.get_running_loop().create_task(self._broadcast(room))

    # ------------------------------------------------------------------ bots
    def _kick_bots(self, room: Room) -> None:
        mid = room.record.id
        task = self.bot_tasks.get(mid)
        if room.match.bot_to_move() is not None and (task is None or task.done()):
            self.bot_tasks[mid] = asyncio.get_running_loop().create_task(self._bots(mid))

    async def _bots(self, mid: str) -> None:
        """The bots of a match play until a person is to move or the game ends."""
        while True:
            room = self.rooms.get(mid)
            if room is None or room.state.is_over() or room.match.bot_to_move() is None:
                return
            room.thinking = room.match.bot_to_move()
            await self._broadcast(room)
            async with self.locks[mid]:
                if room.match.bot_to_move() is None:
                    room.thinking = None
                    continue
                start = room.moves()
                await asyncio.to_thread(room.match.bot_step)
                room.thinking = None
                try:
                    self._keep(room, start)
                except Refused:
                    return
            self.moves += 1
            await self._broadcast(room)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    return ctx


def loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


async def start_server(match_server: MatchServer, host: str, port: int,
                       tls: ssl.SSLContext | None = None, open_timeout: float = OPEN_TIMEOUT,
                       ping: float = PING) -> Server:
    """The server listening (``port`` 0: any free one; ``server.sockets`` says which)."""
    return await serve(match_server.handler, host, port, max_size=MAX_MESSAGE, max_queue=32,
                       open_timeout=open_timeout, ping_interval=ping, ping_timeout=ping, ssl=tls,
                       compression=None)


def default_db() -> str:
    """The match database in the player's data folder."""
    import os

    from game.paths import user_data_dir
    return os.path.join(user_data_dir(), "matches.sqlite3")


def settle_memory() -> None:
    """For a server process of its own: the matches restored are held for good, so
    the collector stops walking them (``gc.freeze``), and it collects young objects
    less often (``YOUNG_OBJECTS``). Not for a server inside the game's window, whose
    frames want short collections."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])


async def serve_forever(host: str, port: int, db: str, tls: ssl.SSLContext | None = None, sync: str = "normal",
                        ready: Callable[[str], Any] | None = None, own_process: bool = False) -> None:
    """Open the store, restore its matches, listen until cancelled; ``ready`` is told
    the address once the server listens. ``own_process``: the server is the whole
    process (``serve``): ``settle_memory`` once its matches are restored."""
    from .store import SqliteStore
    store = SqliteStore(db, sync)
    match_server = MatchServer(store)
    for line in match_server.restore():
        log.warning("%s", line)
    if own_process:
        settle_memory()
    server = await start_server(match_server, host, port, tls)
    try:
        match_server.start_bots()
        bound = server.sockets[0].getsockname()
        if ready is not None:
            ready(f"{'wss' if tls else 'ws'}://{host if ':' not in host else f'[{host}]'}:{bound[1]}")
        await server.serve_forever()
    finally:
        server.close()
        store.close()
