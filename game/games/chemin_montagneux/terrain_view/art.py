"""The landscape's pictures kept for reuse: the sprites turned and scaled for
the view (``ART``), and the see-through surfaces a frame draws layers on."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.common import image

from .. import style


class TerrainArt:
    """The sprites, turned and scaled for the view, kept for reuse."""

    def __init__(self) -> None:
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}

    def face(self, tile: list[Any], rot: int, size: tuple[int, int]) -> pygame.Surface:
        path = style.cm_grid() if tile[2] != "v" else style.cm_face(str(tile[0]), int(tile[1]))
        if tile[2] == "v":
            rot = 0          # a value side reads upright at every quarter turn (its "5" once lay on its side)
        key = ("face", path, rot, size)
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 400:
                self._cache.clear()
            img = image(path)
            if rot:
                img = pygame.transform.rotate(img, -90 * rot)
            got = self._cache[key] = pygame.transform.smoothscale(img, (max(1, size[0]), max(1, size[1])))
        return got

    def sprite(self, path: str, size: tuple[int, int], flat: bool = False) -> pygame.Surface:
        key = ("sprite", path, size, flat)
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 400:
                self._cache.clear()
            got = self._cache[key] = pygame.transform.smoothscale(image(path), (max(1, size[0]), max(1, size[1])))
        return got


ART = TerrainArt()


_scratches: dict[tuple[int, int], pygame.Surface] = {}


def scratch(size: tuple[int, int]) -> pygame.Surface:
    """A see-through surface of a size, cleared, kept for the next frame."""
    got = _scratches.get(size)
    if got is None:
        if len(_scratches) > 4:
            _scratches.clear()
        got = _scratches[size] = pygame.Surface(size, pygame.SRCALPHA)
    got.set_alpha(255)
    got.fill((0, 0, 0, 0))
    return got
