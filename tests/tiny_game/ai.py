"""How the bots judge a Flag Race (no pygame): the player to move loses when
the pile is a multiple of 4 (whatever they take, the other takes the rest of
four), and wins otherwise."""
from __future__ import annotations

from .state import FRState

WIN = 100.0


class FREvaluator:
    interactive = ("take",)

    def value(self, state: FRState, seat: int) -> float:
        if state.is_over():
            return WIN if state.winner == seat else -WIN
        mover_wins = state.pile % (state.c.most + 1) != 0
        return WIN / 2 if (state.turn == seat) == mover_wins else -WIN / 2

    def quick(self, state: FRState, seat: int) -> float:
        return self.value(state, seat)

    def explain(self, before: FRState, after: FRState, seat: int) -> str | None:
        if after.winner == seat:
            return "it takes the last flag"
        if not after.is_over() and after.pile % (after.c.most + 1) == 0:
            return f"it leaves a multiple of {after.c.most + 1} flags"
        return None
