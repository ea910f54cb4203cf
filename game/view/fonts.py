"""The shipped font at any pixel size, loaded by path and cached."""
from __future__ import annotations

import pygame

from . import style


class Fonts:
    def __init__(self) -> None:
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (max(6, int(size)), bold)
        if key not in self._cache:
            self._cache[key] = pygame.font.Font(style.font(bold=bold), key[0])
        return self._cache[key]
