"""Sound effects: short synthesized sounds (tools/make_sounds.py), muted by the
settings, and silent without error where there is no audio device."""
from __future__ import annotations

import pygame

from . import style

NAMES = ("ski", "lift", "card", "bus", "target", "bump", "click")
# which sound a game event makes
FOR_EVENT = {"move": "ski", "lift": "lift", "take": "card", "draw": "card", "discard": "card", "bus": "bus",
             "target": "target", "walk": "click", "heli": "lift", "event": "card",
             # Himalaya Grand Prix
             "start": "ski", "finish": "target", "yeti": "card", "snowball": "card", "roll": "click",
             "knock": "bump"}


class Sounds:
    def __init__(self) -> None:
        self.enabled = True
        self._loaded: dict[str, pygame.mixer.Sound] = {}
        self.available = pygame.mixer.get_init() is not None
        if self.available:
            for name in NAMES:
                try:
                    self._loaded[name] = pygame.mixer.Sound(style.sprite("sounds", f"{name}.wav"))
                except (pygame.error, FileNotFoundError):
                    pass
        self.played: list[str] = []   # what was asked for, heard or not (for tests)

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        snd = self._loaded.get(name)
        if snd is not None:
            snd.play()

    def for_event(self, kind: str) -> None:
        if kind in FOR_EVENT:
            self.play(FOR_EVENT[kind])
