"""Flag Race, the rules as a pure model (no pygame): two players take 1 to 3
flags in turn from one pile; whoever takes the last flag wins. Nothing is
hidden and nothing is left to chance, and a turn is one move: the smallest
game the generic tests must hold for (tests/tiny_game/rules.md)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import TakeFlags, decode_action

COLOURS = ("red", "blue")


@dataclass(frozen=True)
class FRContent:
    """What a race is played with: the flags on the pile at the start, and the most a turn takes."""
    flags: int = 21
    most: int = 3


class FRState(FieldState):
    game_id = "flag-race"
    _decode = staticmethod(decode_action)
    _FIELDS = ("pile", "taken", "turn", "turns", "winner")

    def __init__(self, setup: Setup, content: FRContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        if data is None:
            self.rng = Rng(setup.seed)        # (never drawn from: nothing is left to chance)
            self.pile = content.flags
            self.taken = [0] * len(setup.seats)
            self.turn = setup.first_player % len(setup.seats)
            self.turns = 0
            self.winner: int | None = None
            self.log: list[Action] = []
        else:
            self._load(data)

    def clone(self) -> FRState:
        new = FRState.__new__(FRState)
        new._setup, new.c = self._setup, self.c
        new.pile, new.taken, new.turn, new.turns, new.winner = self.pile, self.taken[:], self.turn, self.turns, \
            self.winner
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        assert set(vars(new)) == set(vars(self)), "clone copies every field"
        return new

    def determinize(self, seat: int | None, seed: int) -> FRState:
        """Nothing is hidden: every world is this one."""
        return self.clone()

    # -- the protocol ---------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.is_over() else self.turn

    def is_over(self) -> bool:
        return self.winner is not None

    def round_number(self) -> int:
        return self.turns // self.num_seats + 1

    def why_illegal(self, action: Action) -> str | None:
        if not isinstance(action, TakeFlags):
            return f"a flag race has no move called {action.kind!r}"
        if self.is_over():
            return "the race is over"
        if action.seat != self.turn:
            return f"it is {self.name(self.turn)}'s turn"
        if not 1 <= action.count <= self.c.most:
            return f"a turn takes 1 to {self.c.most} flags, not {action.count}"
        if action.count > self.pile:
            return f"only {self.pile} {'flag is' if self.pile == 1 else 'flags are'} left"
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        out: list[Action] = [TakeFlags(seat, n) for n in range(1, self.c.most + 1)]
        return [a for a in out if self.why_illegal(a) is None]

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        assert isinstance(action, TakeFlags)
        seat, n = action.seat, action.count
        first = self.pile - n                 # the flags taken are the pile's last ones: first .. pile - 1
        self.pile -= n
        self.taken[seat] += n
        self.turns += 1
        self.log.append(action)
        words = f"{n} flag" if n == 1 else f"{n} flags"
        events = [Event("take", f"{self.name(seat)} takes {words}, {self.pile} left.", seat,
                        {"count": n, "first": first, "left": self.pile})]
        if self.pile == 0:
            self.winner = seat
            events.append(Event("win", f"{self.name(seat)} took the last flag and wins the race.", seat))
        else:
            self.turn = (seat + 1) % self.num_seats
        return events

    def census(self) -> dict[str, tuple[int, int]]:
        return {"flags": (self.pile + sum(self.taken), self.c.flags)}

    def scores(self) -> list[int]:
        return [int(self.winner == s) for s in range(self.num_seats)]

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        won = int(self.winner == seat)
        return {"flags": self.taken[seat], "won": won, "final_total": won, "final": self.is_over()}

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"game": self.game_id, "seat": seat, "pile": self.pile, "taken": self.taken[:], "turn": self.turn,
                "winner": self.winner, "names": [self.name(s) for s in range(self.num_seats)]}
