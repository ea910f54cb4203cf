"""Ski Gammon's card faces: the pack's blank face with the card's words (and
for a Ski Condition, its picture and name), drawn at any size and kept for a
while; a Ski Condition card as held in the panel; and the picture of each
kind of Ski Condition."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.scenes.common import image
from game.view.text import fonts, wrap_words

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


def held_card(content: Any, cid: int, size: tuple[int, int]) -> pygame.Surface:
    """A Ski Condition card as held in the panel at ``size``: a blue frame, a
    cream ground, its picture and its name (smaller where the card is short of
    room, never cut); drawn once and kept."""
    key = ("sg held", content.path, cid, size)
    got = _faces.get(key)
    if got is None:
        got = _faces[key] = _draw_held(content.conditions[cid], size)
        if len(_faces) > 80:
            _faces.clear()
            _faces[key] = got
    return got


def _draw_held(cond: Any, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    k = h / 46
    card = pygame.Surface(size, pygame.SRCALPHA)
    r = card.get_rect()
    pygame.draw.rect(card, (40, 92, 170), r, border_radius=max(2, round(6 * k)))
    pygame.draw.rect(card, style.CREAM_RGB, r.inflate(-max(2, round(4 * k)), -max(2, round(4 * k))),
                     border_radius=max(2, round(5 * k)))
    ic = round(30 * k)
    card.blit(image(condition_picture(cond.key), (ic, ic)), (round(4 * k), (h - ic) // 2))
    tx = round(4 * k) + ic + round(4 * k)
    tw = w - tx - round(4 * k)
    room = h - 2 * round(3 * k)
    f = fonts().get(max(6, round(11 * k)), True)
    lines = wrap_words(f, cond.name, tw)
    for n in range(max(6, round(11 * k)), 5, -1):          # the whole name: smaller where it must be
        f = fonts().get(n, True)
        lines = wrap_words(f, cond.name, tw)
        if len(lines) * f.get_linesize() <= room and all(f.size(ln)[0] <= tw for ln in lines):
            break
    lh = f.get_linesize()
    y = (h - len(lines) * lh) // 2
    for ln in lines:
        card.blit(f.render(ln, True, style.NAVY_RGB), (tx, y))
        y += lh
    return card


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
