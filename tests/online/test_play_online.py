"""Every game played to its end through a real match server on 127.0.0.1, by the
host's client, a remote client and a bot; what each seat receives tells it
nothing it may not see (the invariant the rules suite proves for ``view``, here
on the wire); the server's store replays every match it kept."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from online_helpers import run

from game.core.registry import all_games, get
from game.online.client import Client, game_of, play_seat
from game.online.play import host_and_join, local_server, play_match, random_chooser
from game.online.room import Room
from game.online.wire import write_message
from game.saves import game_from_save

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_plays_to_its_end_through_a_server(gid):
    out = run(lambda: play_match(gid, seed=3))
    assert out["moves"] > 0 and out["remote"] == 1


@pytest.mark.parametrize("gid", GAMES)
def test_each_seat_and_a_spectator_receive_the_same_bytes_in_every_world_it_cannot_tell_apart(gid, monkeypatch):
    """Every message the server sends, to a seat or to a spectator, is made again
    in worlds where everything that seat cannot see is dealt again: the bytes must
    not change. The clients then receive exactly those bytes."""
    made_bytes: dict[tuple[str, int | None], list[str]] = {}
    differ: list[str] = []
    real = Room.state_message

    def checked(self: Room, seat: int | None, since: int) -> dict[str, Any]:
        msg = real(self, seat, since)
        text = write_message("state", **msg)
        for k in (1, 2):
            redealt = self.state.determinize(seat, 7000 + k)
            monkeypatch.setattr(self, "world", lambda _seat, w=redealt: w)
            other = write_message("state", **real(self, seat, since))
            monkeypatch.delattr(self, "world")
            if other != text:
                differ.append(f"seat {seat} after {msg['at']} moves, world {k}")
        made_bytes.setdefault((self.record.id, seat), []).append(text)
        return msg

    monkeypatch.setattr(Room, "state_message", checked)
    info = get(gid)
    received: dict[int | None, list[str]] = {}

    async def play() -> None:
        server, listener, url = await local_server()
        try:
            clients, made, seats = await host_and_join(url, gid, 2, 1 if info.max_players >= 3 else 0, [1])
            watcher = await Client.connect(url)
            await watcher.request("watch", code=made["code"])
            await asyncio.gather(*(play_seat(c, made["match"], seat, secret, random_chooser(seat + 11))
                                   for seat, (c, secret) in seats.items()))
            await watcher.state(made["match"], None, newer_than=10 ** 6)   # the spectator sees the end
            for (_mid, seat), msg in [*((k, v) for c in clients for k, v in c.states.items()),
                                     *watcher.states.items()]:
                received.setdefault(seat, []).append(json.dumps(msg, sort_keys=True))
            for c in [*clients, watcher]:
                await c.close()
        finally:
            listener.close()

    run(play)
    assert not differ, differ[:5]
    assert set(received) == {0, 1, None}
    # what each client holds last is one of the messages made (and checked) for it
    for seat, texts in received.items():
        mid = next(m for (m, s) in made_bytes if s == seat)
        made_for = {json.dumps(json.loads(t), sort_keys=True) for t in made_bytes[(mid, seat)]}
        assert all(t in made_for for t in texts), seat


@pytest.mark.parametrize("gid", GAMES)
def test_a_seat_rebuilds_the_game_it_sees_and_its_moves_are_the_servers(gid):
    """The game a remote seat rebuilds from its messages has the legal moves the
    server's game has for that seat, at every step of a whole game."""
    info = get(gid)
    checked = []

    async def play() -> None:
        server, listener, url = await local_server()
        try:
            clients, made, seats = await host_and_join(url, gid, 2, 0, [1])
            room = server.rooms[made["match"]]

            def choose(game, actions):
                seat = actions[0].seat
                assert actions == room.state.legal_actions(seat)
                checked.append(seat)
                return random_chooser(len(checked))(game, actions)
            await asyncio.gather(*(play_seat(c, made["match"], seat, secret, choose)
                                   for seat, (c, secret) in seats.items()))
            saved = game_from_save(room.record.save(), "the store's copy")
            assert saved.state_hash() == room.state.state_hash()
            for c in clients:
                await c.close()
        finally:
            listener.close()

    run(play)
    assert {0, 1} <= set(checked), info.name


def test_a_state_that_does_not_fit_is_refused_by_the_client():
    with pytest.raises(ValueError):
        game_of({"game": GAMES[0], "state": {"setup": {"game": GAMES[0], "seats": []}}})
    with pytest.raises(ValueError):
        game_of({"game": GAMES[0], "state": "not a game"})
