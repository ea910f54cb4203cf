"""Pieces shared by the scenes: the board backdrop and text drawing."""
from __future__ import annotations

import os

import pygame

from game import paths
from game.view import style
from game.view.board_view import BoardRenderer, Fonts

_fonts = Fonts()


def fonts() -> Fonts:
    return _fonts


_texts: dict = {}


def text(surf: pygame.Surface, s: str, pos: tuple[float, float], size: int = 16, colour=style.INK_RGB,
         bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    key = (s, size, tuple(colour), bold)
    img = _texts.get(key)
    if img is None:                        # rendered once, drawn from then on
        if len(_texts) > 2000:
            _texts.clear()
        img = _texts[key] = _fonts.get(size, bold).render(s, True, colour)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surf.blit(img, r)
    return r


_renderers: dict[str, BoardRenderer] = {}


def renderer_for(board) -> BoardRenderer:
    """One renderer per map for the whole run (it caches the drawn board)."""
    key = board.path
    if key not in _renderers:
        _renderers[key] = BoardRenderer(board.path, board)
    return _renderers[key]


def mountain_renderer() -> BoardRenderer:
    from game.core.registry import get
    content = get("ski").load_content()
    return renderer_for(content.board)


_backdrops: dict = {}


def backdrop(screen: pygame.Surface, dim: int = 120) -> None:
    """The mountain filling the window, dimmed: behind menus (made once per size)."""
    w, h = screen.get_size()
    key = (w, h, dim)
    pic = _backdrops.get(key)
    if pic is None:
        r = mountain_renderer()
        k = max(w / r.width, h / r.height)
        img = r.render(round(k, 3))
        pic = pygame.Surface((w, h)).convert()
        pic.blit(img, ((w - img.get_width()) // 2, (h - img.get_height()) // 2))
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 28, 48, dim))
        pic.blit(veil, (0, 0))
        if len(_backdrops) > 6:
            _backdrops.clear()
        _backdrops[key] = pic
    screen.blit(pic, (0, 0))


_images: dict = {}


def image(path: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    key = (path, size)
    if key not in _images:
        img = pygame.image.load(path).convert_alpha()
        if size is not None:
            img = pygame.transform.smoothscale(img, size)
        _images[key] = img
    return _images[key]


def reset_caches() -> None:
    """Forget fonts and surfaces made for an earlier window (pygame was restarted)."""
    global _fonts
    _fonts = Fonts()
    _images.clear()
    _texts.clear()
    _backdrops.clear()
    _renderers.clear()


def logo_path() -> str:
    return os.path.join(paths.resource("sprites"), "cards", "back_piste.png")
