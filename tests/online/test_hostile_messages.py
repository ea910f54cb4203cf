"""Hostile messages to a real server on 127.0.0.1: each refused with a clear
reason, and the match unchanged (its moves and its game's hash)."""
from __future__ import annotations

import asyncio
import json
import socket

import pytest
from online_helpers import answer, raw, run
from websockets.exceptions import ConnectionClosed

from game.online import server as server_module
from game.online.play import host_and_join, local_server, seats_for
from game.online.server import MatchServer, start_server
from game.online.store import SqliteStore
from game.online.wire import MAX_MESSAGE, write_message

GAME = "ski"


async def _match():
    """A server and a match of three seats: Anna here (seat 0), Ben elsewhere (1), a bot (2)."""
    server, listener, url = await local_server()
    clients, made, seats = await host_and_join(url, GAME, 2, 1, remote=[1])
    return server, listener, url, clients, made, seats


# (what the message is, the message (the match's names filled in), what the refusal says)
HOSTILE = [
    ("broken JSON", "{", "not JSON"),
    ("a list, not an object", "[]", "not a JSON object"),
    ("no type", '{"seat": 0}', "type is not one of"),
    ("an unknown type", '{"type": "shutdown"}', "type is not one of"),
    ("NaN", '{"type": "seats", "code": NaN}', "not usable JSON"),
    ("nested too deep", '{"type": "seats", "code": ' + "[" * 40 + "]" * 40 + "}", "not usable JSON"),
    ("an unknown field", '{"type": "open", "match": "{m}", "seat": 0, "secret": "{s0}", "path": "/etc"}',
     "no field 'path'"),
    ("a field missing", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": {at}}',
     "needs the field 'action'"),
    ("a seat out of range", '{"type": "open", "match": "{m}", "seat": 99, "secret": "{s0}"}', "'seat' is not"),
    ("a negative seat", '{"type": "open", "match": "{m}", "seat": -1, "secret": "{s0}"}', "'seat' is not"),
    ("true as a seat", '{"type": "open", "match": "{m}", "seat": true, "secret": "{s0}"}', "'seat' is not"),
    ("a negative move count", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": -1, '
     '"action": {}}', "'at' is not"),
    ("a huge move count", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": 1e999, '
     '"action": {}}', "not"),
    ("a match id that is a path", '{"type": "open", "match": "../../etc/passwd", "seat": 0, "secret": "{s0}"}',
     "'match' is not"),
    ("no such match", '{"type": "open", "match": "0123456789abcdef", "seat": 0, "secret": "{s0}"}',
     "no match of that id"),
    ("a secret that is no secret", '{"type": "open", "match": "{m}", "seat": 0, "secret": "x"}', "'secret' is not"),
    ("another seat's secret", '{"type": "open", "match": "{m}", "seat": 0, "secret": "{s1}"}',
     "not the secret of a seat"),
    ("a bot's seat", '{"type": "open", "match": "{m}", "seat": 2, "secret": "{s0}"}', "not the secret of a seat"),
    ("the secret of another match", '{"type": "open", "match": "{m}", "seat": 0, "secret": "{other}"}',
     "not the secret of a seat"),
    ("a move with another seat's secret", '{"type": "act", "match": "{m}", "seat": 1, "secret": "{s0}", '
     '"at": {at}, "action": {move}}', "not the secret of a seat"),
    ("a move for another seat", '{"type": "act", "match": "{m}", "seat": 1, "secret": "{s1}", "at": {at}, '
     '"action": {move}}', "not this seat's"),
    ("a move out of turn", '{"type": "act", "match": "{m}", "seat": 1, "secret": "{s1}", "at": {at}, '
     '"action": {move1}}', "not allowed"),
    ("an old message again", "{old}", "moved on"),
    ("an action of no kind", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": {at}, '
     '"action": {"type": "win"}}', "cannot be read"),
    ("an action with a field too many", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", '
     '"at": {at}, "action": {movex}}', "cannot be read"),
    ("an action with a fraction", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": {at}, '
     '"action": {"type": "end_day", "seat": 0.0}}', "cannot be read"),
    ("a move the rules forbid", '{"type": "act", "match": "{m}", "seat": 0, "secret": "{s0}", "at": {at}, '
     '"action": {"type": "take", "seat": 0, "card": 9999}}', "not"),
    ("a hand-over with a seat's secret", '{"type": "hand", "match": "{m}", "host": "{s0}", "seat": 1, '
     '"bot": "random"}', "not the host's secret"),
    ("a hand-over to no bot", '{"type": "hand", "match": "{m}", "host": "{host}", "seat": 1, "bot": "god"}',
     "not a bot's kind"),
    ("a hand-over of a bot's seat", '{"type": "hand", "match": "{m}", "host": "{host}", "seat": 2, '
     '"bot": ""}', "only a person's seat"),
    ("the whole game with a seat's secret", '{"type": "export", "match": "{m}", "host": "{s1}"}',
     "not the host's secret"),
    ("a wrong invitation code", '{"type": "join", "code": "no such words", "seat": 1}', "no match has that"),
    ("a taken seat", '{"type": "join", "code": "{code}", "seat": 1}', "is taken"),
    ("the host's own seat", '{"type": "join", "code": "{code}", "seat": 0}', "not one played from elsewhere"),
    ("a game not hosted", '{"type": "create", "setup": {"game": "chess", "seats": [{"name": "A", '
     '"colour": "Red"}]}}', "not a game this server hosts"),
    ("a map outside the maps", '{"type": "create", "setup": {"game": "ski", "map": "../../../etc/x.tmx", '
     '"map_hash": "' + "0" * 64 + '", "seats": [{"name": "A", "colour": "Red"}, {"name": "B", "colour": "Blue"}]}}',
     "setup is not valid"),
    ("a player's own map", '{"type": "create", "setup": {"game": "ski", "map": "user:mine.tmx", "map_hash": "'
     + "0" * 64 + '", "seats": [{"name": "A", "colour": "Red"}, {"name": "B", "colour": "Blue"}]}}',
     "shipped with the game"),
    ("a bot's seat played from elsewhere", '{"type": "create", "setup": {"game": "ski", "seats": [{"name": "A", '
     '"colour": "Red"}, {"name": "B", "colour": "Blue", "kind": "random"}]}, "remote": [1]}',
     "only a person's seat"),
    ("a request id out of range", '{"type": "seats", "code": "a b c", "id": -5}', "id is not"),
]


def test_there_are_at_least_30_kinds_of_hostile_message():
    assert len(HOSTILE) >= 30


def test_each_hostile_message_is_refused_with_its_reason_and_the_match_is_unchanged():
    async def play() -> list[str]:
        server, listener, url, clients, made, seats = await _match()
        other_server, other_listener, other_url, other_clients, other_made, _ = await _match()
        try:
            room = server.rooms[made["match"]]
            s0, s1 = seats[0][1], seats[1][1]
            problems = []
            ws = await raw(url)
            # a move of the host's, made once: the same message again is an old one
            old = write_message("act", match=made["match"], seat=0, secret=s0, at=room.moves(),
                                action=room.state.legal_actions(0)[0].to_dict())
            assert room.state.current_player() == 0
            assert (await answer(ws, old))["type"] == "ok"
            for what, text, says in HOSTILE:
                before = (room.moves(), room.state_hash())
                move = json.dumps(room.state.legal_actions(0)[0].to_dict()) if room.state.current_player() == 0 \
                    else json.dumps({"type": "end_day", "seat": 0})
                cur = room.state.current_player()
                move1 = json.dumps({"type": "end_day", "seat": 1})
                filled = (text.replace("{m}", made["match"]).replace("{s0}", s0).replace("{s1}", s1)
                          .replace("{host}", made["host"]).replace("{code}", made["code"])
                          .replace("{other}", other_made["secrets"][0][1]).replace("{at}", str(room.moves()))
                          .replace("{move}", move).replace("{move1}", move1)
                          .replace("{movex}", move[:-1] + ', "extra": 1}').replace("{old}", old))
                got = await answer(ws, filled)
                if got.get("type") != "refused" or says not in got.get("reason", ""):
                    problems.append(f"{what}: {got}")
                if (room.moves(), room.state_hash()) != before:
                    problems.append(f"{what}: the match changed")
                assert cur is not None
            for c in [*clients, *other_clients]:
                await c.close()
            await ws.close()
            return problems
        finally:
            listener.close()
            other_listener.close()

    problems = run(play)
    assert not problems, problems


def test_an_oversized_frame_closes_the_connection_with_its_reason():
    async def play() -> tuple[int | None, bool]:
        server, listener, url, clients, made, seats = await _match()
        try:
            ws = await raw(url)
            await ws.send(json.dumps({"type": "seats", "code": "a" * (MAX_MESSAGE + 10)}))
            with pytest.raises(ConnectionClosed):
                for _ in range(5):
                    await asyncio.wait_for(ws.recv(), 10)
            assert ws.close_code == 1009            # "message too big"
            # and the server goes on: the host still opens its seat
            again = await raw(url)
            got = await answer(again, write_message("open", match=made["match"], seat=0, secret=seats[0][1]))
            await again.close()
            for c in clients:
                await c.close()
            return ws.close_code, got["type"] == "opened"
        finally:
            listener.close()

    code, ok = run(play)
    assert code == 1009 and ok


def test_a_flood_is_slowed_then_shut_out(monkeypatch):
    monkeypatch.setattr(server_module, "FLOOD", 30)
    monkeypatch.setattr(server_module, "BURST", 20)

    async def play() -> tuple[int | None, int]:
        server, listener, url, clients, made, seats = await _match()
        try:
            ws = await raw(url)
            sent = 0
            try:
                for _ in range(2000):                      # bounded: the server shuts it out long before
                    await ws.send(write_message("seats", code="no such words"))
                    sent += 1
                async with asyncio.timeout(30):
                    while True:
                        await ws.recv()
            except ConnectionClosed:
                pass
            for c in clients:
                await c.close()
            return ws.close_code, sent
        finally:
            listener.close()

    code, sent = run(play)
    assert code == 1008


def test_a_wrong_code_flood_is_refused_for_a_minute():
    async def play() -> list[str]:
        server, listener, url, clients, made, seats = await _match()
        try:
            ws = await raw(url)
            reasons = []
            for i in range(12):
                got = await answer(ws, write_message("join", code="wrong words here", seat=1, id=i + 1), rid=i + 1)
                reasons.append(got["reason"])
            # even the right code waits now
            got = await answer(ws, write_message("seats", code="nope nope", id=99), rid=99)
            reasons.append(got["reason"])
            await ws.close()
            for c in clients:
                await c.close()
            return reasons
        finally:
            listener.close()

    reasons = run(play)
    assert reasons[0] == "no match has that invitation code"
    assert reasons[-1] == "too many wrong invitation codes: wait a minute"


def test_a_half_open_connection_is_closed_and_the_server_goes_on():
    async def play() -> bytes:
        server = MatchServer(SqliteStore(":memory:"))
        listener = await start_server(server, "127.0.0.1", 0, open_timeout=1.0)
        port = listener.sockets[0].getsockname()[1]
        try:
            loop = asyncio.get_running_loop()
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
            sock.setblocking(False)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")        # and never the rest of the handshake
            got = b""
            async with asyncio.timeout(10):
                while True:
                    chunk = await loop.sock_recv(sock, 4096)
                    if not chunk:
                        break
                    got += chunk
            sock.close()
            ws = await raw(f"ws://127.0.0.1:{port}")
            made = await answer(ws, write_message("create", setup={"game": GAME, "seats": seats_for(GAME, 2, 0)}))
            await ws.close()
            assert made["type"] == "created"
            return got
        finally:
            listener.close()

    run(play)
