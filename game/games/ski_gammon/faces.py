"""Ski Gammon's card faces: the pack's blank face with the card's words (and
for a Ski Condition, its picture and name), drawn at any size and kept for a
while; and the picture of each kind of Ski Condition."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.scenes.common import image
from game.view.text import wrap_words

from . import style

INK = style.INK_RGB

_faces: dict[Any, pygame.Surface] = {}


def card_face(content: Any, pack: str, cid: int, size: tuple[int, int], sipping: bool) -> pygame.Surface:
    """A card's face at ``size``, drawn once and kept (a few dozen at most)."""
    key = ("sg card", content.path, pack, cid, size, sipping)
    got = _faces.get(key)
    if got is None:
        got = _faces[key] = draw_card(content, pack, cid, size, sipping)
        if len(_faces) > 80:
            _faces.clear()
            _faces[key] = got
    return got


@functools.lru_cache(maxsize=64)
def condition_picture(key: str) -> str:
    """The picture of a kind of Ski Condition (a plain snowflake if the art has none)."""
    import os
    path = style.sg_condition(key)
    return path if os.path.exists(path) else style.sg_condition("packed")


def draw_card(content: Any, pack: str, cid: int, size: tuple[int, int], sipping: bool) -> pygame.Surface:
    """A card's face at ``size``: the pack's blank face with the card's words (and
    for a Ski Condition, its picture and name)."""
    from game.scenes.common import fonts
    w, h = size
    pic = image(style.sg_face(pack), (w, h)).copy()
    k = w / 250
    pad = round(22 * k)
    area = pygame.Rect(pad, round(82 * k), w - 2 * pad, h - round(82 * k) - round(50 * k))
    if pack == "condition":
        cond = content.conditions[cid]
        ic = round(96 * k)
        pic.blit(image(condition_picture(cond.key), (ic, ic)), (w // 2 - ic // 2, area.y))
        fb = fonts().get(max(8, round(22 * k)), True)
        y = area.y + ic + round(8 * k)
        for ln in wrap_words(fb, cond.name, area.w):
            img = fb.render(ln, True, style.NAVY_RGB)
            pic.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += fb.get_linesize()
        words, top = cond.text, y + round(6 * k)
    else:
        cards = content.sitzmark if pack == "sitzmark" else content.apres
        card = cards[cid]
        words = card.text + (f" {card.sip}" if sipping and card.sip else "")
        top = area.y
    box = pygame.Rect(area.x, top, area.w, area.bottom - top)
    f = fonts().get(7)
    lines = wrap_words(f, words, box.w)
    for size_ in range(max(8, round(20 * k)), 6, -1):
        f = fonts().get(size_)
        lines = wrap_words(f, words, box.w)
        if len(lines) * f.get_linesize() <= box.h:
            break
    y = box.y + max(0, (box.h - len(lines) * f.get_linesize()) // 2) if pack != "condition" else box.y
    for ln in lines:
        img = f.render(ln, True, INK)
        pic.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += f.get_linesize()
    return pic
