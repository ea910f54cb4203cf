"""Game-agnostic bots. They see only what their seat may see (an Observation)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.protocol import SeatSetup, Setup
from game.core.registry import GameInfo, register_bot_kinds

from .base import Bot, Observation
from .random_bot import RandomBot
from .search import EasyBot, GreedyBot, HardBot

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": GreedyBot, "hard": HardBot}
register_bot_kinds(*BOT_KINDS)      # the kinds a setup's seat may name (checked by GameInfo.check_setup)


def make_bot(kind: str, seed: int) -> Bot:
    try:
        return BOT_KINDS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r} (known: {', '.join(BOT_KINDS)})") from None


def bot_setup(info: GameInfo, players: int, seed: int, kinds: Sequence[str],
              options: Mapping[str, Any] | None = None) -> Setup:
    """A setup of ``info`` with a bot of each of ``kinds`` in the seats ("Random 1",
    "Normal 2", ...), the game's colours in order, the first player moving on one
    seat with each ``seed``."""
    seats = tuple(SeatSetup(f"{k.capitalize()} {i + 1}", info.colours[i % len(info.colours)], k)
                  for i, k in enumerate(kinds))
    return Setup(game=info.id, seats=seats, first_player=seed % players, seed=seed, options=dict(options or {}))


__all__ = ["BOT_KINDS", "Bot", "EasyBot", "GreedyBot", "HardBot", "Observation", "bot_setup", "make_bot"]
