"""A small seeded random number generator whose whole state is one integer.

The state lives inside the game state, so a seed plus the list of actions
replays a game exactly, and a save holds the RNG as a plain JSON number.
The generator is SplitMix64: fast in pure Python and well distributed.
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1, _MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB      # SplitMix64's two multipliers


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0 or n > _SPAN:
            raise ValueError("below() needs a bound from 1 to 2**64")
        # Rejection sampling keeps the draw exactly uniform (``next64`` written out: most draws of a game).
        limit = _SPAN - _SPAN % n
        while True:
            z = self.state = (self.state + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            r = z ^ (z >> 31)
            if r < limit:
                return r % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)
