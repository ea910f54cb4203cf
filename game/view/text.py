"""Text on the window: the shared fonts, rendered lines kept for reuse, and
fitting or wrapping a line to a width. Used by every scene and game."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import style
from .fonts import Fonts

_fonts = Fonts()
_texts: dict = {}


def fonts() -> Fonts:
    return _fonts


def text(surf: pygame.Surface, s: str, pos: tuple[float, float], size: int = 16,
         colour: tuple[int, ...] | pygame.Color = style.INK_RGB,
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


def reset() -> None:
    """Forget fonts and rendered lines made for an earlier window (pygame was restarted)."""
    global _fonts
    _fonts = Fonts()
    _texts.clear()


def fit_text(font: pygame.font.Font, s: str, width: int) -> str:
    """``s`` cut to ``width`` pixels, with an ellipsis when cut. The longest
    prefix that fits is found by halving (a few measures, however long ``s``):
    a name of a hundred thousand letters costs no more than a short one."""
    if font.size(s[:4000])[0] <= width and len(s) <= 4000:
        return s
    lo, hi = 0, min(len(s), 4000)          # no line of the window holds 4000 characters
    while lo < hi:                          # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(s[:mid] + "\u2026")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "\u2026"


def fit_words(font: pygame.font.Font, s: str, width: int) -> str:
    """``s`` cut to ``width`` pixels at a word's end, with an ellipsis when cut (a
    single word too long for the width is cut inside it, as ``fit_text`` does)."""
    if font.size(s[:4000])[0] <= width and len(s) <= 4000:
        return s
    out = ""
    for word in s[:4000].split():
        tried = f"{out} {word}".strip()
        if font.size(tried + " \u2026")[0] > width:
            break
        out = tried
    if not out:
        return fit_text(font, s, width)
    return out.rstrip(" -,;:") + " \u2026"


def wrap_words(font: pygame.font.Font, s: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in s.split():
        if line and font.size(f"{line} {word}")[0] > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line]


def wrap_to_fit(font: Callable[[int], pygame.font.Font], sizes: Sequence[int], s: str, width: int,
                height: int) -> tuple[pygame.font.Font, list[str]]:
    """``s`` wrapped at words to ``width`` pixels in the largest of ``sizes`` (largest
    first) whose rows fit in ``height``: every word shown, the text only smaller
    where room is short (the smallest size, should even it not fit: a box sized
    for its words never needs it)."""
    f = font(sizes[-1])
    rows: list[str] = []
    for size in sizes:
        f = font(size)
        rows = wrap_words(f, s, width)
        if len(rows) * f.get_linesize() <= height:
            return f, rows
    return f, rows
