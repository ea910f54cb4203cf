"""Matches played through a real server on loopback by the program's own clients
(each seat a random player, choosing from what it sees): the smoke command, the
load benchmark and the tests use these."""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from game.core.protocol import Action, GameState
from game.core.registry import get
from game.core.rng import Rng

from .client import Client, play_seat
from .server import MatchServer, start_server
from .store import MatchStore, SqliteStore


def seats_for(game: str, players: int, bots: int) -> list[dict[str, Any]]:
    """A setup's seats: ``players`` people ("Anna", "Ben"...), then ``bots`` random bots."""
    info = get(game)
    names = ["Anna", "Ben", "Chloe", "David", "Emma", "Felix"]
    out = [{"name": names[i], "colour": info.colours[i], "kind": "human"} for i in range(players)]
    out += [{"name": f"Bot {k + 1}", "colour": info.colours[players + k], "kind": "random"} for k in range(bots)]
    return out


def random_chooser(seed: int) -> Callable[[GameState, list[Action]], Action]:
    rng = Rng(seed)
    return lambda game, actions: actions[rng.below(len(actions))]


async def local_server(store: MatchStore | None = None) -> tuple[MatchServer, Any, str]:
    """A match server on 127.0.0.1, a free port: (the server, the listener, its address)."""
    match_server = MatchServer(store or SqliteStore(":memory:"))
    listener = await start_server(match_server, "127.0.0.1", 0)
    port = listener.sockets[0].getsockname()[1]
    return match_server, listener, f"ws://127.0.0.1:{port}"


async def host_and_join(url: str, game: str, players: int, bots: int, remote: list[int]) \
        -> tuple[list[Client], dict[str, Any], dict[int, tuple[Client, str]]]:
    """A match made by a host's client, its remote seats joined each by a client of
    its own: (every client, the host's answer, seat -> (its client, its secret))."""
    host = await Client.connect(url)
    made = await host.request("create", setup={"game": game, "seats": seats_for(game, players, bots)},
                              remote=remote)
    seats: dict[int, tuple[Client, str]] = {seat: (host, secret) for seat, secret in made["secrets"]}
    clients = [host]
    for seat in remote:
        guest = await Client.connect(url)
        clients.append(guest)
        joined = await guest.request("join", code=made["code"], seat=seat)
        seats[seat] = (guest, joined["secret"])
    return clients, made, seats


async def play_match(game: str, seed: int = 1) -> dict[str, Any]:
    """One game: the host's seat, a remote seat and, where the game seats three, a bot."""
    info = get(game)
    bots = 1 if info.max_players >= 3 else 0
    match_server, listener, url = await local_server()
    try:
        clients, made, seats = await host_and_join(url, game, 2, bots, remote=[1])
        ends = await asyncio.gather(*(play_seat(c, made["match"], seat, secret, random_chooser(seed * 7 + seat))
                                      for seat, (c, secret) in seats.items()))
        for c in clients:
            await c.close()
        if not all(e.get("over") for e in ends):
            raise ConnectionError("a seat did not see the game end")
        return {"moves": ends[0]["at"], "seats": 2 + bots, "remote": 1}
    finally:
        listener.close()
        await listener.wait_closed()
        match_server.store.close()
