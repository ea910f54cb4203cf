"""Game-agnostic bots. They read only view(seat) and legal_actions(seat)."""
from __future__ import annotations

from .base import Bot
from .random_bot import RandomBot

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot}


def make_bot(kind: str, seed: int) -> Bot:
    try:
        return BOT_KINDS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot kind {kind!r} (known: {', '.join(BOT_KINDS)})") from None
