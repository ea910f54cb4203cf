"""Nothing is lost: a server killed (kill -9) in the middle of games starts
again with every match as its players last saw it; a client that loses its
connection in its turn opens its seat again and plays on, told the moves it
missed; the host hands a seat that stays away to a bot and takes it back."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess

from online_helpers import run

from game.online.client import Client, play_seat
from game.online.command import serve_process
from game.online.play import host_and_join, local_server, random_chooser
from game.online.server import MatchServer
from game.online.store import SqliteStore
from game.saves import game_from_save

GAMES = ["ski", "grand-prix", "ski-gammon", "chemin-montagneux"]


def _serve(db: str, home: str) -> tuple[subprocess.Popen[str], str]:
    """``main.py serve`` in a process of its own, its data folders in ``home``."""
    return serve_process(db, {**os.environ, "XDG_DATA_HOME": os.path.join(home, "data"),
                              "XDG_CONFIG_HOME": os.path.join(home, "config")})


async def _play_on(url: str, match: str, seats: dict[int, tuple[str, int]], acked: dict[str, int],
                   stop_after: int | None) -> dict:
    """The match's people play (each on a connection of its own, from move ``since``)
    until the game ends, or until ``stop_after`` moves were acknowledged in all."""
    clients = {seat: await Client.connect(url) for seat in seats}
    done = asyncio.Event()

    def moved(rtt: float, at: int) -> None:
        acked[match] = max(acked.get(match, 0), at)
        if stop_after is not None and acked[match] >= stop_after:
            done.set()

    tasks = [asyncio.create_task(play_seat(clients[seat], match, seat, secret, random_chooser(seat + 5), moved))
             for seat, (secret, _) in seats.items()]
    if stop_after is None:
        return {"clients": clients, "tasks": tasks, "ends": await asyncio.gather(*tasks)}
    waiter = asyncio.create_task(done.wait())
    await asyncio.wait([*tasks, waiter], return_when=asyncio.FIRST_COMPLETED)
    waiter.cancel()
    result = await asyncio.gather(*tasks) if all(t.done() for t in tasks) else []
    return {"clients": clients, "tasks": tasks, "ends": result}


def test_kill_9_in_the_middle_of_games_then_every_match_goes_on_with_nothing_lost(tmp_path):
    db = str(tmp_path / "matches.sqlite3")
    proc, url = _serve(db, str(tmp_path))
    acked: dict[str, int] = {}
    matches: list[tuple[str, dict[int, tuple[str, int]]]] = []
    try:
        async def first_half() -> None:
            for game in GAMES:
                clients, made, seats = await host_and_join(url, game, 2, 1, remote=[1])
                for c in clients:
                    await c.close()
                matches.append((made["match"], {seat: (secret, 0) for seat, (c, secret) in seats.items()}))
            playing = [await _play_on(url, m, seats, acked, stop_after=12) for m, seats in matches]
            # the server is killed with the games under way, moves in flight
            proc.send_signal(signal.SIGKILL)
            for p in playing:
                for t in p["tasks"]:
                    t.cancel()
            await asyncio.sleep(0.1)
        run(first_half)
        proc.wait(10)
        assert all(acked.get(m, 0) >= 12 for m, _ in matches), acked
        # what the database holds: every move a player was told was made
        store = SqliteStore(db)
        kept = {r.id: r for r in store.matches()}
        store.close()
        for mid, _ in matches:
            assert len(kept[mid].actions) >= acked[mid]
            game_from_save(kept[mid].save(), f"match {mid}")        # and it replays
        proc, url = _serve(db, str(tmp_path))

        async def second_half() -> list[dict]:
            out = []
            for mid, seats in matches:
                played = await _play_on(url, mid, seats, acked, stop_after=None)
                out.append(played)
                for c in played["clients"].values():
                    await c.close()
            return out
        results = run(second_half, limit=240)
        for r in results:
            assert all(end["over"] for end in r["ends"])
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)


def test_a_server_started_again_holds_every_match_exactly_as_it_was(tmp_path):
    db = str(tmp_path / "m.sqlite3")

    async def play() -> None:
        server, listener, url = await local_server(SqliteStore(db))
        clients, made, seats = await host_and_join(url, "ski-gammon", 2, 1, remote=[1])
        acked: dict[str, int] = {}
        p = await _play_on(url, made["match"], {s: (sec, 0) for s, (c, sec) in seats.items()}, acked, 20)
        for t in p["tasks"]:
            t.cancel()
        before = server.rooms[made["match"]]
        lock = server.locks[made["match"]]
        async with lock:                            # no bot is half way through a move
            hash_before, moves_before = before.state.state_hash(), before.moves()
            listener.close()
            await listener.wait_closed()
            for task in server.bot_tasks.values():
                task.cancel()
            server.store.close()
        again = MatchServer(SqliteStore(db))
        assert again.restore() == []
        room = again.rooms[made["match"]]
        assert (room.state.state_hash(), room.moves()) == (hash_before, moves_before)
        assert [e for _, evs in room.told for e in evs] == [e for _, evs in before.told for e in evs]
        again.store.close()
    run(play)


def test_a_client_lost_in_its_turn_opens_its_seat_again_and_plays_on():
    async def play() -> None:
        server, listener, url = await local_server()
        try:
            clients, made, seats = await host_and_join(url, "ski", 2, 0, remote=[1])
            mid = made["match"]
            room = server.rooms[mid]
            guest, secret = seats[1]
            host, host_secret = seats[0]
            hosting = asyncio.create_task(play_seat(host, mid, 0, host_secret, random_chooser(1)))
            await guest.request("open", match=mid, seat=1, secret=secret)
            async with asyncio.timeout(60):                 # Ben's turn, a few moves in
                while room.state.current_player() != 1 or room.moves() < 4:
                    if room.state.current_player() == 1:
                        await guest.request("act", match=mid, seat=1, secret=secret, at=room.moves(),
                                            action=room.state.legal_actions(1)[0].to_dict())
                    await asyncio.sleep(0.01)
            seen = (await guest.state(mid, 1, newer_than=room.moves() - 1))["at"]
            guest.ws.transport.abort()             # the lid closes: no goodbye
            async with asyncio.timeout(10):
                while room.connected.get(1, 0):
                    await asyncio.sleep(0.01)
            assert room.seats()[1]["connected"] is False
            again = await Client.connect(url)
            seat_moves = seen - 3
            await again.request("open", match=mid, seat=1, secret=secret, since=seat_moves)
            state = await again.state(mid, 1)
            assert state["turn"] == 1 and state["at"] == room.moves()
            assert [e["at"] for e in state["events"]] == list(range(seat_moves + 1, room.moves() + 1))
            assert room.seats()[1]["connected"] is True
            end = await play_seat(again, mid, 1, secret, random_chooser(2))
            assert end["over"] and (await hosting)["over"]
            await again.close()
            await host.close()
        finally:
            listener.close()
    run(play)


def test_the_host_hands_a_seat_that_stays_away_to_a_bot_and_takes_it_back():
    async def play() -> None:
        server, listener, url = await local_server()
        try:
            clients, made, seats = await host_and_join(url, "grand-prix", 2, 0, remote=[1])
            mid = made["match"]
            room = server.rooms[mid]
            host, host_secret = seats[0]
            guest, guest_secret = seats[1]
            hosting = asyncio.create_task(play_seat(host, mid, 0, host_secret, random_chooser(3)))
            async with asyncio.timeout(30):
                while room.state.current_player() != 1:
                    await asyncio.sleep(0.01)
            at = room.moves()
            await host.request("hand", match=mid, host=made["host"], seat=1, bot="random")
            async with asyncio.timeout(30):
                while room.moves() == at:            # the bot plays Ben's turn
                    await asyncio.sleep(0.01)
            assert room.seats()[1]["bot"] == "random"
            # Ben cannot move while the bot plays his seat
            from game.online.wire import Refused
            try:
                await guest.request("act", match=mid, seat=1, secret=guest_secret, at=room.moves(),
                                    action={"type": "pass", "seat": 1})
                raise AssertionError("a move was taken from a seat a bot plays")
            except Refused as e:
                assert "bot plays" in str(e) or "not allowed" in str(e)
            await host.request("hand", match=mid, host=made["host"], seat=1, bot="")
            assert room.seats()[1]["bot"] == "" and 1 not in room.match.bots
            end = await play_seat(guest, mid, 1, guest_secret, random_chooser(4))
            assert end["over"] and (await hosting)["over"]
            # the host takes the whole game as a save; it replays
            saved = await host.request("export", match=mid, host=made["host"])
            assert game_from_save(saved["save"], "export").state_hash() == room.state.state_hash()
            await host.close()
            await guest.close()
        finally:
            listener.close()
    run(play)
