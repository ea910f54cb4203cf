"""The one bot interface every game's bots share.

A bot sees only what its seat may see. It receives an Observation: the seat's
view(seat) dictionary, and, for bots that look ahead, whole game states
*sampled* to agree with that view (the other seats' hidden cards and the deck
order dealt again at random, the way OpenSpiel's information-set search does).
Two games that differ only in what the seat cannot see give the same view and
the same samples, so a bot's decision can never depend on a hidden card (a
test checks this). A bot never receives the real game state.

Bots are deterministic: the same seed and the same observations give the same
decisions, however the work is sliced.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from game.core.protocol import Action, GameState


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


class Bot:
    kind = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation, actions: Sequence[Action]) -> Action:
        """Pick one of ``actions`` (never empty): it is this seat's move."""
        for step in self.think(obs, actions):
            if step is not None:
                return step
        raise RuntimeError(f"{type(self).__name__} finished thinking without a move")

    def think(self, obs: Observation, actions: Sequence[Action]) -> Iterator[Action | None]:
        """The same decision in small steps: yields None while working, then the
        action. A window calls next() for a few milliseconds a frame, so the
        animation never freezes while a bot thinks."""
        raise NotImplementedError

    def react(self, obs: Observation, actions: Sequence[Action]) -> Action | None:
        """Out of turn: play one of ``actions`` now, or None to let the moment pass."""
        return None
