"""The one bot interface every game's bots share.

A bot sees only what its seat may see. It receives an Observation
(game/core/observation.py): the seat's view(seat) dictionary, and, for bots
that look ahead, whole game states *sampled* to agree with that view. A bot
never receives the real game state.

Bots are deterministic: the same seed and the same observations give the same
decisions, however the work is sliced.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.core.observation import Observation
from game.core.protocol import Action


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
