"""What one seat knows at a decision: the one thing a bot is ever given.

A bot sees only what its seat may see: the seat's view(seat) dictionary, and,
for bots that look ahead, whole game states *sampled* to agree with that view
(the other seats' hidden cards and the deck order dealt again at random, the
way OpenSpiel's information-set search does). Two games that differ only in
what the seat cannot see give the same view and the same samples, so a bot's
decision can never depend on a hidden card (a test checks this). A bot never
receives the real game state.

It lives in the core because the match driver (match.py) hands it to the bots
that answer out of turn; the bots themselves are in game/ai/.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .protocol import GameState


class Observation:
    """What one seat knows at a decision."""

    __slots__ = ("seat", "game", "_state", "_view")

    def __init__(self, state: GameState, seat: int) -> None:
        self.seat = seat
        self.game = state.game_id
        self._state = state
        self._view: Mapping[str, Any] | None = None

    @property
    def view(self) -> Mapping[str, Any]:
        """The seat's view: public facts and its own cards."""
        if self._view is None:
            self._view = self._state.view(self.seat)
        return self._view

    def sample(self, seed: int) -> GameState:
        """A whole game state that agrees with everything this seat knows; the
        rest (other hands, deck order, the RNG) is dealt from ``seed``."""
        return self._state.determinize(self.seat, seed)
