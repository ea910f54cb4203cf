"""The random bot: a uniformly random legal action, from its own seeded RNG."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.protocol import Action
from game.core.rng import Rng

from .base import Bot


class RandomBot(Bot):
    kind = "random"
    wants_view = False
    #: chance of using an out-of-turn play when one is offered
    react_chance = 0.15

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, view: Mapping[str, Any], actions: Sequence[Action]) -> Action:
        return self.rng.choice(actions)

    def react(self, view: Mapping[str, Any], actions: Sequence[Action]) -> Action | None:
        if actions and self.rng.random() < self.react_chance:
            return self.rng.choice(actions)
        return None
