"""The random bot: a uniformly random legal action, from its own seeded RNG."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.core.protocol import Action
from game.core.rng import Rng

from .base import Bot, Observation


class RandomBot(Bot):
    kind = "random"
    #: chance of using an out-of-turn play when one is offered
    react_chance = 0.15

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = Rng(seed ^ 0x5EED)

    def think(self, obs: Observation | None, actions: Sequence[Action]) -> Iterator[Action | None]:
        yield self.rng.choice(actions)

    def choose(self, obs: Observation | None, actions: Sequence[Action]) -> Action:
        return self.rng.choice(actions)          # (``think``'s one step, without a generator: simulations)

    def react(self, obs: Observation | None, actions: Sequence[Action]) -> Action | None:
        if actions and self.rng.random() < self.react_chance:
            return self.rng.choice(actions)
        return None
