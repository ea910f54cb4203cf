"""One match as the server holds it: the game (the rules run here, nowhere
else), its seats and who may play them, the bots, and every move's events for
the log; what each seat receives (``state_message``: the game as that seat may
see it, and the public log). No networking: the server (server.py) passes
messages in and out.
"""
from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Mapping
from typing import Any

from game.ai import BOT_KINDS, make_bot
from game.core.match import Match
from game.core.protocol import Action, Event, FieldState, GameState, Setup
from game.core.registry import get
from game.maps import new_game
from game.saves import game_from_save, hash_as_written, save_data

from .store import MatchRecord, SeatRecord
from .wire import Refused, new_code, new_match_id, new_secret, scrubbed, secret_hash, secret_matches

#: how many moves' events a seat receives at most when it opens the game again
#: (the "since your last turn" strip needs far fewer)
MAX_EVENTS_SENT = 400


class Room:
    def __init__(self, record: MatchRecord, state: GameState) -> None:
        self.record = record
        self.state = state
        self.info = get(state.setup.game)
        #: for each move of the game: (the seat that made it, its events)
        self.told: list[tuple[int, list[Event]]] = []
        self.match = Match(state, keep_undo=False, on_events=lambda seat, evs: self.told.append((seat, evs)))
        for seat, s in enumerate(state.setup.seats):
            kind = s.kind if s.kind != "human" else record.seats[seat].bot
            if kind:
                self.match.bots[seat] = make_bot(kind, state.setup.seed * 31 + seat)
        #: the seat whose bot is thinking now (None: none)
        self.thinking: int | None = None
        #: how many connections play each seat now
        self.connected: dict[int, int] = {}
        self._log_dicts: list[tuple[dict[str, Any], int, bool]] = []

    # ------------------------------------------------------------------ making and restoring
    @classmethod
    def create(cls, setup_data: Mapping[str, Any], remote: list[int]) -> tuple[Room, str, dict[int, str]]:
        """A new match from a client's setup: the room, the host's secret and the
        secrets of the seats played at the host's computer. The server deals: the
        seed is its own, never the client's."""
        try:
            setup = Setup.from_dict(setup_data)
        except ValueError as e:
            raise Refused(f"the setup is not valid ({e})") from None
        try:
            info = get(setup.game)
        except KeyError:
            raise Refused(f"{setup.game!r} is not a game this server hosts") from None
        if setup.map.startswith("user:"):
            raise Refused("an online game is played on a mountain shipped with the game, not one's own map")
        setup = dataclasses.replace(setup, seed=secrets.randbits(63), options={
            **info.without_legacy(setup.options)})
        problem = info.check_setup(setup)
        if problem is not None:
            raise Refused(f"the setup is not valid ({problem})")
        humans = [i for i, s in enumerate(setup.seats) if s.kind == "human"]
        if any(i not in humans for i in remote):
            raise Refused("only a person's seat can be played from elsewhere, not a bot's or one the game lacks")
        try:
            state = new_game(info, setup)
        except (ValueError, KeyError) as e:
            raise Refused(f"the setup is not valid ({e})") from None
        host = new_secret()
        here = {i: new_secret() for i in humans if i not in remote}
        seats = [SeatRecord(remote=i in remote, secret_hash=secret_hash(here[i]) if i in here else "")
                 for i in range(len(setup.seats))]
        header = {k: v for k, v in save_data(state).items() if k not in ("actions", "state_hash")}
        record = MatchRecord(new_match_id(), new_code(), secret_hash(host), header, seats, [],
                             hash_as_written(state, header["setup"]["options"]))
        return cls(record, state), host, here

    @classmethod
    def restore(cls, record: MatchRecord) -> Room:
        """The match a record holds, its moves replayed through the rules (and the
        game they reach checked against the hash kept): a SaveError if not."""
        checked = game_from_save(record.save(), f"match {record.id}")
        state = new_game(get(checked.setup.game), checked.setup)
        room = cls(record, state)
        for action in checked.action_log:
            room.told.append((action.seat, state.apply(action)))
        return room

    # ------------------------------------------------------------------ who may play
    def check_seat(self, seat: int, secret: str) -> None:
        """Refused unless ``secret`` is that seat's (checked on every message)."""
        if not 0 <= seat < len(self.record.seats) or not secret_matches(secret, self.record.seats[seat].secret_hash):
            raise Refused("that is not the secret of a seat of this match")

    def check_host(self, secret: str) -> None:
        if not secret_matches(secret, self.record.host_hash):
            raise Refused("that is not the host's secret of this match")

    def join(self, seat: int) -> str:
        """A person elsewhere takes a free seat: its secret (the server keeps only its hash)."""
        if not 0 <= seat < len(self.record.seats):
            raise Refused(f"the match has no seat {seat}")
        rec = self.record.seats[seat]
        if not rec.remote:
            raise Refused(f"{self.state.name(seat)}'s seat is not one played from elsewhere")
        if rec.secret_hash:
            raise Refused(f"{self.state.name(seat)}'s seat is taken")
        secret = new_secret()
        rec.secret_hash = secret_hash(secret)
        return secret

    def hand(self, seat: int, bot: str) -> None:
        """The host hands a person's seat to a bot (``bot``: its kind) or gives it back ("")."""
        if not 0 <= seat < len(self.record.seats) or self.state.setup.seats[seat].kind != "human":
            raise Refused("only a person's seat can be handed to a bot and back")
        if bot and bot not in BOT_KINDS:
            raise Refused(f"{bot!r} is not a bot's kind (known: {', '.join(BOT_KINDS)})")
        self.record.seats[seat].bot = bot
        if bot:
            self.match.bots[seat] = make_bot(bot, self.state.setup.seed * 31 + seat)
        else:
            self.match.bots.pop(seat, None)

    # ------------------------------------------------------------------ moves
    def decode(self, seat: int, data: Mapping[str, Any]) -> Action:
        """A seat's move as sent: an action of this game, for that seat, legal now."""
        try:
            action = self.info.decode_action(data)
        except (KeyError, TypeError, ValueError, OverflowError) as e:
            raise Refused(f"the move cannot be read ({str(e.args[0] if e.args else e)[:120]})") from None
        if action.seat != seat:
            whose = self.state.name(action.seat) if 0 <= action.seat < self.state.num_seats else "another seat"
            raise Refused(f"the move is {whose}'s, not this seat's")
        if seat in self.match.bots:
            raise Refused(f"a bot plays {self.state.name(seat)}'s seat now")
        why = self.state.why_illegal(action)
        if why is not None:
            raise Refused(f"the move is not allowed: {why}")
        return action

    def moves(self) -> int:
        return len(self.state.action_log)

    def new_moves(self, start: int) -> list[dict[str, Any]]:
        """The moves made since move ``start``, as written."""
        return [d for d, _, _ in self.log_dicts(self.state)[start:]]

    def state_hash(self) -> str:
        return hash_as_written(self.state, self.record.header["setup"]["options"])

    # ------------------------------------------------------------------ what a seat receives
    def world(self, seat: int | None) -> GameState:
        """The game a seat's message is drawn from: the game itself. (The privacy
        test puts in its place a world where all the seat cannot see is dealt again:
        the seat must receive the same bytes.)"""
        return self.state

    def seats(self) -> list[dict[str, Any]]:
        out = []
        for i, s in enumerate(self.state.setup.seats):
            rec = self.record.seats[i]
            bot = s.kind if s.kind != "human" else rec.bot
            out.append({"name": s.name, "remote": rec.remote, "taken": bool(rec.secret_hash) or s.kind != "human",
                        "bot": bot, "connected": self.connected.get(i, 0) > 0})
        return out

    def state_message(self, seat: int | None, since: int) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) receives: the game as it may see it (a
        game with everything hidden from it dealt one fixed way, without the seed
        or the moves), whose turn it is, the seats, and the log's events since move
        ``since`` as it may see them. A finished game comes whole, as a save."""
        world = self.world(seat)
        cur = world.current_player()
        msg: dict[str, Any] = {
            "match": self.record.id, "seat": seat, "at": self.moves(), "game": world.setup.game,
            "rules": self.record.header.get("rules", 1),
            "state": scrubbed(self._plain(world.masked(seat)), [d for d, by, public in self.log_dicts(world)
                                                              if by == seat or public]),
            "turn": cur, "over": world.is_over(), "seats": self.seats(), "thinking": self.thinking,
            "events": self.events_since(seat, since),
        }
        if world.is_over():
            msg["save"] = self.record.save()
        return msg

    @staticmethod
    def _plain(masked: GameState) -> dict[str, Any]:
        """A masked game's dict, made without copying its fields or writing its log
        (it is a copy of its own, written once and thrown away)."""
        if isinstance(masked, FieldState):
            return masked.fields_dict(copy=False, log=False)
        return masked.to_dict()

    def log_dicts(self, world: GameState) -> list[tuple[dict[str, Any], int, bool]]:
        """Each move of the game as written, its seat, and whether everyone may read it
        (made once for each move)."""
        if world is not self.state:
            return [(a.to_dict(), a.seat, world.public_action(a)) for a in world.action_log]
        log = self.state.action_log
        for a in log[len(self._log_dicts):]:
            self._log_dicts.append((a.to_dict(), a.seat, self.state.public_action(a)))
        return self._log_dicts

    def events_since(self, seat: int | None, since: int) -> list[dict[str, Any]]:
        """The events of the moves after move ``since``, as ``seat`` may see them."""
        first = max(since, len(self.told) - MAX_EVENTS_SENT)
        return [{"at": n + 1, "seat": actor, "events": [e.visible_to(seat) for e in evs]}
                for n, (actor, evs) in enumerate(self.told[first:], start=first)]
