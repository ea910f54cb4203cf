"""Game-agnostic bots. They see only what their seat may see (an Observation)."""
from __future__ import annotations

from .base import Bot, Observation
from .random_bot import RandomBot
from .search import EasyBot, GreedyBot, HardBot

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": GreedyBot, "hard": HardBot}


def make_bot(kind: str, seed: int) -> Bot:
    try:
        return BOT_KINDS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r} (known: {', '.join(BOT_KINDS)})") from None


__all__ = ["BOT_KINDS", "Bot", "EasyBot", "GreedyBot", "HardBot", "Observation", "make_bot"]
