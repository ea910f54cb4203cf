"""How the bots judge a Chemin Montagneux position (the search is the
game-agnostic one in game/ai/search.py).

A player's value is, for his best pawn, how near it is to its goal: the
steps over the terrain as it stands to its own peak (Peak to Peak: to a peak
without his flag), a fixed penalty while that peak does not exist or cannot
be reached; an ace of his suit face up in his stock (a peak he can raise) or
on a path (one he can fetch); once his own peak stands near, every peak
standing (the basic game is won only once all four do); plus his coins, less
the rough tiles still in his stock (building is how peaks come about). Planted flags and winning count far more.
What the opponents lose comes in through the search, which sets each
player's value against the others'.
"""
from __future__ import annotations

from typing import Any

from .state import PAWN_SUIT, CMState, parse_pos

WIN = 1000.0
STEP = 6.0               # one step nearer the goal
NO_PEAK = 60.0           # the seat's peak does not exist yet
OUT_OF_REACH = 45.0      # it exists but cannot be reached over the terrain as it is
COIN = 0.4               # a coin in hand (cheap: coins are only for trailblazing)
ACE_IN_STOCK = 35.0      # a value-side ace of one's own suit in stock: a peak to raise
ACE_KNOWN = 15.0         # it lies face up on a path tile: it can be fetched by lowering
ENDGAME = 10.0           # each peak standing, to a player whose own peak stands near (the end draws near)
STOCK = 1.5              # each rough tile still in stock: material not yet built into the landscape
NEAR = 12                # steps within which a player's own peak counts as near
FLAG = 150.0             # Peak to Peak: a flag planted


class CMEvaluator:
    interactive = ("extend", "grade", "raise", "lower")

    def _goal(self, s: CMState, seat: int, exact: bool) -> float:
        best = -NO_PEAK - OUT_OF_REACH
        peaks = s.peaks()
        for pawn in s.seat_pawns(seat):
            if s.p2p:
                goals = [c for c in peaks.values() if c not in s.flags_of(seat)]
            else:
                goals = [peaks[PAWN_SUIT[pawn]]] if PAWN_SUIT[pawn] in peaks else []
            if not goals:
                v = -NO_PEAK
            else:
                v = -NO_PEAK - OUT_OF_REACH
                for g in goals:
                    if exact:
                        d = s.distance(pawn, g)
                        w = -OUT_OF_REACH - STEP * 4 if d is None else -STEP * d
                    else:
                        p = parse_pos(s.pawns[pawn])
                        assert p is not None
                        gx, gy = map(int, g.split(","))
                        w = -STEP * (abs(gx - p[0]) + abs(gy - p[1])) * 2
                    v = max(v, w)
            suit = PAWN_SUIT[pawn]
            if suit not in peaks:
                if any(t[2] == "v" and t[1] == 1 and t[0] == suit for t in s.stock[seat]):
                    v += ACE_IN_STOCK
                elif any(t[2] == "v" and t[1] == 1 and t[0] == suit for pile in s.board.values() for t in pile):
                    v += ACE_KNOWN
            elif not s.p2p and exact:
                d = s.distance(pawn, peaks[suit])
                v += ENDGAME * len(peaks) * max(0, NEAR - (NEAR if d is None else d)) / NEAR
            best = max(best, v)
        return best

    def _value(self, s: CMState, seat: int, exact: bool) -> float:
        if s.is_over():
            return WIN if seat in s.won else -WIN
        v = self._goal(s, seat, exact) + COIN * len(s.coins[seat])
        v -= STOCK * sum(1 for t in s.stock[seat] if t[2] == "g")
        if s.p2p:
            v += FLAG * len(s.flags_of(seat))
        return v

    def value(self, s: Any, seat: int) -> float:
        return self._value(s, seat, True)

    def quick(self, s: Any, seat: int) -> float:
        """The same, with the distance as the crow flies (cheaper)."""
        return self._value(s, seat, False)

    def explain(self, before: Any, after: Any, seat: int) -> str | None:
        if after.is_over() and seat in after.won:
            return "it wins the game"
        if len(after.flags_of(seat)) > len(before.flags_of(seat)):
            return "it plants a flag on a peak"
        b, a = before.steps_to_goal(seat), after.steps_to_goal(seat)
        if a is not None and (b is None or a < b):
            return (f"it brings your goal within {a} step{'' if a == 1 else 's'}" if b is None
                    else f"it brings you {b - a} step{'' if b - a == 1 else 's'} nearer your goal")
        if len(after.peaks()) > len(before.peaks()):
            return "it makes a new peak"
        gained = len(after.coins[seat]) - len(before.coins[seat])
        if gained > 0:
            return f"it earns {gained} coin{'' if gained == 1 else 's'}"
        return None
