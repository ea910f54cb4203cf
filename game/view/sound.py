"""Sound effects: short synthesized sounds (tools/make_sounds.py), muted by the
settings, and silent without error where there is no audio device."""
from __future__ import annotations

from collections.abc import Mapping

import pygame

from . import style

#: every sound there is (sprites/sounds/NAME.wav); each game says which of
#: them its events make (``GameUI.sounds``)
NAMES = ("glide", "lift", "card", "bus", "target", "bump", "click")


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

    def for_event(self, kind: str, sounds: Mapping[str, str]) -> None:
        """The sound ``sounds`` (a game's table: event kind -> sound name) gives an event, if any."""
        if kind in sounds:
            self.play(sounds[kind])
