"""The one bot interface every game's bots share.

A bot sees only what its seat may see: the view(seat) dictionary and the list
of its legal actions. It never receives the game state itself.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.protocol import Action


class Bot:
    kind = "bot"
    #: False for bots that decide without looking at the view (saves work).
    wants_view = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Mapping[str, Any], actions: Sequence[Action]) -> Action:
        """Pick one of ``actions`` (never empty): it is this seat's move."""
        raise NotImplementedError

    def react(self, view: Mapping[str, Any], actions: Sequence[Action]) -> Action | None:
        """Out of turn: play one of ``actions`` now, or None to let the moment pass."""
        return None
