"""Pieces shared by the scenes: the board backdrop and text drawing.

Importing this module stays light (no game content, no map): the title screen
draws its first frame before the mountain is loaded, in the background.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game import paths
from game.view.text import fonts, text, wrap_words  # noqa: F401  (the scenes draw their text with these)

if TYPE_CHECKING:
    from .game_ui import Scenery

T = TypeVar("T")

_kept: dict[Any, Any] = {}


def kept(key: Any, make: Callable[[], T]) -> T:
    """One ``make()`` per key for the whole window (a board renderer, which caches
    what it draws), forgotten with the other caches when the window is made again."""
    if key not in _kept:
        _kept[key] = make()
    return _kept[key]


class _Preload:
    """The flagship game's content (YAML, the Tiled map: the mountain behind the
    menus) read in a background thread while the title screen is already shown. Only plain Python work happens
    there; everything drawn is drawn on the main thread."""
    thread: threading.Thread | None = None
    content: Any = None
    error: BaseException | None = None


def _load_mountain() -> None:
    try:
        from game.core.registry import flagship
        info = flagship()
        _Preload.content = info.load_content()
        if info.ui is not None:
            info.ui()                   # its screens' imports, off the main thread too
    except BaseException as e:          # told by mountain_content(); the title goes on without it
        _Preload.error = e
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"loaded": "mountain"}))   # wake the loop


def preload_mountain() -> None:
    """Start reading the mountain in the background (once)."""
    if _Preload.thread is None and _Preload.content is None:
        _Preload.thread = threading.Thread(target=_load_mountain, name="preload", daemon=True)
        _Preload.thread.start()


def mountain_ready() -> bool:
    """Is the mountain read (or has reading it failed)? Never waits."""
    return _Preload.content is not None or _Preload.error is not None or (
        _Preload.thread is not None and not _Preload.thread.is_alive())


def mountain_content() -> Any:
    """The mountain's content, waiting for the background read if it is still going."""
    if _Preload.thread is not None:
        _Preload.thread.join()
        _Preload.thread = None
        if _Preload.error is not None:
            e, _Preload.error = _Preload.error, None
            raise e
    if _Preload.content is None:
        from game.core.registry import flagship
        _Preload.content = flagship().load_content()
    return _Preload.content


def mountain_renderer(game: str | None = None) -> Scenery:
    """A game's board as a picture, the backdrop of its menus: the flagship's
    (read in the background at the start), or ``game``'s own when it has a
    board to show."""
    from game.core.registry import flagship, get
    info = flagship() if game is None else get(game)
    ui = info.screens()
    if info.id != flagship().id and ui.scenery is not None:
        return ui.scenery(info.load_content())
    ui = flagship().screens()
    if ui.scenery is None:
        raise LookupError(f"{flagship().name} has no board to show behind the menus")
    return ui.scenery(mountain_content())


_backdrops: dict = {}


def backdrop(screen: pygame.Surface, dim: int = 120, game: str | None = None) -> None:
    """A game's board filling the window, dimmed: behind its menus (made once per
    size); the flagship's mountain for a game without a board to show, or when
    ``game`` is None. If the board cannot be read, the painted sky stands in."""
    w, h = screen.get_size()
    key = (w, h, dim) if game is None else (w, h, dim, game)
    pic = _backdrops.get(key)
    if pic is None:
        try:
            r = mountain_renderer(game)
        except Exception:               # broken content: said where a game is started
            quick_backdrop(screen, dim)
            return
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


def has_backdrop(size: tuple[int, int], dim: int = 120) -> bool:
    """Is the flagship's backdrop of this size made already?"""
    return (size[0], size[1], dim) in _backdrops


def quick_backdrop(screen: pygame.Surface, dim: int = 120) -> None:
    """A painted evening sky over snowy ridges: drawn in a few milliseconds,
    before the mountain is read (the first frame of the title screen)."""
    w, h = screen.get_size()
    key = ("quick", w, h, dim)
    pic = _backdrops.get(key)
    if pic is None:
        top, bottom = (44, 78, 128), (176, 198, 224)
        sky = pygame.Surface((2, 64))                        # the sky, darker at the top, stretched
        for y in range(64):
            sky.fill(tuple(round(a + (b - a) * y / 63) for a, b in zip(top, bottom)), (0, y, 2, 1))
        pic = pygame.transform.smoothscale(sky, (w, h)).convert()
        ridges = ((0.42, (120, 140, 170), ((0, .72), (.12, .52), (.22, .60), (.36, .38), (.5, .56), (.62, .44),
                                           (.76, .58), (.88, .40), (1, .62))),
                  (0.60, (206, 218, 234), ((0, .86), (.1, .70), (.24, .78), (.4, .58), (.55, .74), (.7, .62),
                                           (.84, .76), (1, .66))),
                  (0.80, (236, 242, 250), ((0, .96), (.18, .84), (.34, .92), (.52, .80), (.68, .90), (.86, .82),
                                           (1, .90))))
        for _, colour, pts in ridges:                        # three ridges, nearer ones paler
            poly = [(round(x * w), round(y * h)) for x, y in pts] + [(w, h), (0, h)]
            pygame.draw.polygon(pic, colour, poly)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 28, 48, dim))
        pic.blit(veil, (0, 0))
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


#: a backing's colour: a dark veil over a board or title art, so what is on it reads whatever is behind
BACKING_RGBA = (14, 22, 38, 214)


def backing(screen: pygame.Surface, rect: pygame.Rect, u: Callable[[float], int], radius: int = 14,
            edge: bool = True) -> pygame.Rect:
    """A dark, rounded, nearly opaque panel behind words and widgets drawn over a
    game's board or title art (no screen's words sit on the picture itself);
    ``radius`` its corners' at 100%, ``edge``: with its thin light outline."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, BACKING_RGBA, veil.get_rect(), border_radius=u(radius))
    screen.blit(veil, rect.topleft)
    if edge:
        pygame.draw.rect(screen, (96, 112, 140), rect, 1, border_radius=u(radius))
    return rect


def said_line(screen: pygame.Surface, words: str, bottom: int, colour: tuple[int, int, int],
              u: Callable[[float], int], width: int | None = None) -> pygame.Rect:
    """What a screen says to the player, centred, every word of it (wrapped, the
    last row ending at ``bottom``), on a backing so it reads over any picture."""
    w = screen.get_width()
    room = width if width is not None else w - u(120)
    f = fonts().get(u(15), True)
    rows = wrap_words(f, words, room) or [""]
    lh = f.get_linesize()
    wide = max(f.size(r)[0] for r in rows)
    box = pygame.Rect(0, 0, wide + u(28), len(rows) * lh + u(10))
    box.midbottom = (w // 2, bottom + u(5))
    backing(screen, box, u)
    for i, row in enumerate(rows):
        text(screen, row, (w / 2, box.y + u(5) + i * lh), u(15), colour, bold=True, anchor="midtop")
    return box


def widgets_box(ui: Any) -> pygame.Rect | None:
    """The rectangle round every visible widget of a screen (its form), or None."""
    rects = [el.rect for el in getattr(ui.get_root_container(), "elements", []) if el.visible]
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def backs(screen: pygame.Surface, path: str, count: int, x: int, y: int, size: tuple[int, int],
          u: Callable[[float], int]) -> int:
    """Cards held in secret, as everyone at the table sees them: the back ``path``
    drawn (three at most, overlapped) with their count beside them ("x6"); the x
    after it. Nothing of their faces: what is hidden is never drawn, real or made up."""
    if count <= 0:
        return x
    step = max(2, size[0] // 4)
    shown = min(3, count)
    for i in range(shown):
        screen.blit(image(path, size), (x + i * step, y))
    right = x + (shown - 1) * step + size[0]
    label = text(screen, f"x{count}", (right + u(3), y + size[1] // 2), u(12), (240, 244, 250), bold=True,
                 anchor="midleft")
    return label.right + u(10)


def reset_caches() -> None:
    """Forget fonts and surfaces made for an earlier window (pygame was restarted)."""
    from game.view import text as view_text
    view_text.reset()
    _images.clear()
    _backdrops.clear()
    _kept.clear()


def logo_path() -> str:
    return os.path.join(paths.resource("sprites"), "cards", "back_piste.png")


def round_words(n: object) -> str:
    """A game's round in words (Load's rows, the replay): "round 3"; round 0 is the set-up (starting
    places being chosen); an unknown round a question mark."""
    if n is None:
        return "round ?"
    return "setting up" if n == 0 else f"round {n}"
