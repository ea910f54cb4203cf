"""Chemin Montagneux's sprites: everything under sprites/chemin_montagneux/.

Contract: ``sprites()`` lists them (path under sprites/, how to draw it, its
size) without drawing; ``make(out_dir, only)`` draws them into
out_dir/chemin_montagneux/ and returns the files written.
tools/make_sprites.py is the command line (``--game chemin-montagneux``).

All the art is ours, drawn here with the shared kit (art.kit): a piecepack's
pieces, flat and bright. File names, sizes, the suits' colours and shapes
come from game/games/chemin_montagneux/style.py. Nothing random: the stones
and tufts of the grid side stand where a fixed hash of their place puts them,
so a re-run writes the same bytes.

What it draws (sizes are the files' own):

- grid.png (160x160): a tile's grid side, rough terrain (earth, grass tufts,
  stones) cut into a two-by-two grid of squares by dark lines;
- face_<suit><rank>.png (160x160, 24 files): a tile's value side: a light
  ground in the suit's tint, the rank big in the suit's colour (A for the
  ace, nothing for the null) and the suit's symbol in the corners; the null
  shows one big symbol instead;
- die_<suit><rank>.png (96x96, 24 files): a die's face, the suit's colour
  with the rank in white and the symbol small;
- coin_<suit>.png (48x48): a coin, suit side up;
- pawn_<colour>.png (64x96): a standing pawn, its suit's symbol on its chest;
- suit_<suit>.png (64x64): the suit's symbol alone;
- emblem_<colour>.png (64x64): a seat's emblem, a disc in the pawn's colour
  with its suit's symbol.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.games.chemin_montagneux import style

from .kit import (
    WHITE,
    Canvas,
    Colour,
    Lin,
    Pen,
    Rad,
    Sprite,
    darken,
    default_out_dir,
    ellipse_pts,
    lighten,
    mix,
    regular,
    rgba,
    sprite_rel,
    star_pts,
    write_sprites,
)

FACE = style.CM_FACE
DIE = style.CM_DIE
COIN = style.CM_COIN
PAWN_W, PAWN_H = style.CM_PAWN
SUIT = style.CM_SUIT
CREAM: Colour = (246, 238, 214)
EARTH: Colour = (150, 118, 78)
GRASS: Colour = (104, 138, 70)
STONE: Colour = (168, 162, 150)


def _h(*v: float) -> float:
    """A fixed hash of some numbers, in [0, 1)."""
    x = 0.0
    for i, a in enumerate(v):
        x += math.sin(a * (12.9898 + 7.13 * i) + 78.233 * (i + 1)) * 43758.5453
    return x - math.floor(x)


# ---------------------------------------------------------------- the suits' symbols

def symbol(p: Pen, suit: str, r: float, col: Colour) -> None:
    """A suit's symbol round (0, 0), about r in radius, in one colour."""
    kind = style.SUIT_SHAPE[suit]
    if kind == "sun":
        p.poly(star_pts(0, 0, r, r * 0.62, 12, -90), col)
        p.circle((0, 0), r * 0.6, col)
    elif kind == "crescent":
        p.poly(crescent_pts(r), col)
    elif kind == "crown":
        w, top, base = r * 0.95, -r * 0.78, r * 0.55
        pts = [(-w, base), (-w, top + r * 0.1), (-w * 0.5, r * -0.12), (0, top - r * 0.05), (w * 0.5, r * -0.12),
               (w, top + r * 0.1), (w, base)]
        p.poly(pts, col)
        p.poly([(-w, base + r * 0.12), (w, base + r * 0.12), (w, base + r * 0.34), (-w, base + r * 0.34)], col)
        for x, y in ((-w, top + r * 0.05), (0, top - r * 0.12), (w, top + r * 0.05)):
            p.circle((x, y), r * 0.14, col)
    elif kind == "shield":
        w = r * 0.82
        pts = [(-w, -r * 0.85), (w, -r * 0.85), (w, r * 0.05)]
        pts += [(w * math.cos(a) * 1.0, r * 0.05 + r * 0.9 * math.sin(a)) for a in
                (math.radians(d) for d in range(10, 171, 10))]
        pts += [(-w, r * 0.05)]
        p.poly(pts, col)
    else:
        raise ValueError(kind)


def crescent_pts(r: float) -> list[tuple[float, float]]:
    """A crescent opening to the right: the outer arc from its lower tip round
    the left to its upper tip, then the inner arc back."""
    big = r * 0.92
    outer = ellipse_pts(0, 0, big, big, 48, 40, 320)
    tx, ty = outer[-1]                                   # the upper tip
    cx = r * 0.35                                        # the inner circle passes through both tips
    rr = math.hypot(tx - cx, ty)
    a0 = math.atan2(ty, tx - cx)                         # the upper tip seen from the inner centre
    inner = []
    for i in range(1, 36):
        a = a0 - (2 * math.pi + 2 * a0) * i / 36
        inner.append((cx + rr * math.cos(a), rr * math.sin(a)))
    return outer + inner


def suit_icon(suit: str) -> pygame.Surface:
    cv = Canvas(SUIT, SUIT)
    p = cv.pen(SUIT / 2, SUIT / 2)
    symbol(p.at(1.2, 1.6), suit, 26, rgba((0, 0, 0), 70))
    symbol(p, suit, 26, style.SUIT_RGB[suit])
    return cv.finish()


# ---------------------------------------------------------------- the tiles

def grid_side() -> pygame.Surface:
    cv = Canvas(FACE, FACE)
    p = cv.pen()
    p.fillpoly([(0, 0), (FACE, 0), (FACE, FACE), (0, FACE)],
               Rad((FACE * 0.35, FACE * 0.3), FACE * 0.95, [lighten(EARTH, 0.18), EARTH, darken(EARTH, 0.12)]))
    for i in range(70):                       # grass tufts and earth patches
        x, y = _h(i, 1) * FACE, _h(i, 2) * FACE
        r = 4 + _h(i, 3) * 9
        col = mix(GRASS, EARTH, _h(i, 4) * 0.6) if _h(i, 5) < 0.7 else darken(EARTH, 0.15)
        p.poly(ellipse_pts(x, y, r, r * 0.7, 18), rgba(col, 200))
    for i in range(26):                       # stones
        x, y = 6 + _h(i, 7) * (FACE - 12), 6 + _h(i, 8) * (FACE - 12)
        r = 2.5 + _h(i, 9) * 4.5
        p.poly(ellipse_pts(x + 1, y + 1.5, r, r * 0.75, 14), rgba((40, 30, 20), 110))
        p.poly(ellipse_pts(x, y, r, r * 0.75, 14), mix(STONE, WHITE, _h(i, 10) * 0.3))
    for i in range(40):                       # blades of grass
        x, y = _h(i, 11) * FACE, _h(i, 12) * FACE
        p.stroke([(x, y), (x + (_h(i, 13) - 0.5) * 6, y - 5 - _h(i, 14) * 5)], 1.6, darken(GRASS, 0.2))
    half = FACE / 2
    line = style.GRID_LINE_RGB
    p.stroke([(half, 0), (half, FACE)], 4, line, caps=False)
    p.stroke([(0, half), (FACE, half)], 4, line, caps=False)
    p.stroke([(1.5, 1.5), (FACE - 1.5, 1.5), (FACE - 1.5, FACE - 1.5), (1.5, FACE - 1.5)], 3,
             darken(line, 0.1), closed=True, caps=False)
    return cv.finish()


def value_side(suit: str, rank: int) -> pygame.Surface:
    cv = Canvas(FACE, FACE)
    p = cv.pen()
    col = style.SUIT_RGB[suit]
    tint = style.SUIT_TINT[suit]
    p.fillpoly([(0, 0), (FACE, 0), (FACE, FACE), (0, FACE)], Lin(0, FACE, [lighten(tint, 0.3), tint]))
    p.rrect(6, 6, FACE - 12, FACE - 12, 10, rgba(col, 255), 3)
    for cx, cy in ((24, 24), (FACE - 24, 24), (24, FACE - 24), (FACE - 24, FACE - 24)):
        symbol(cv.pen(cx, cy), suit, 11, col)
    txt = style.RANK_TEXT[rank]
    if txt:
        shadow = rgba(darken(col, 0.5), 90)
        cv.text(txt, FACE / 2 + 2, FACE / 2 + 3, 84, shadow, ink=True)
        cv.text(txt, FACE / 2, FACE / 2, 84, col, ink=True)
    else:                                     # the null: the suit's symbol alone, big
        symbol(cv.pen(FACE / 2 + 2, FACE / 2 + 3), suit, 40, rgba((0, 0, 0), 60))
        symbol(cv.pen(FACE / 2, FACE / 2), suit, 40, col)
    if rank == 1:                             # the ace: a peak's mark, a ring of small symbols
        for i, (x, y) in enumerate(regular(FACE / 2, FACE / 2, 56, 8, -90 + 22.5)):
            if i % 2:
                symbol(cv.pen(x, y), suit, 6, mix(col, tint, 0.35))
    return cv.finish()


# ---------------------------------------------------------------- dice, coins, pawns

def die(suit: str, rank: int) -> pygame.Surface:
    cv = Canvas(DIE, DIE)
    p = cv.pen(48, 47)
    col = style.SUIT_RGB[suit]
    s = 40
    p.rrect(-s + 2, -s + 5, 2 * s, 2 * s, 16, rgba((0, 0, 0), 80))
    p.rrect(-s - 2, -s - 2, 2 * s + 4, 2 * s + 4, 18, darken(col, 0.45))
    p.fillpoly([(-s, -s), (s, -s), (s, s), (-s, s)], Lin(8, 88, [lighten(col, 0.22), col]))
    p.rrect(-s - 2, -s - 2, 2 * s + 4, 2 * s + 4, 18, darken(col, 0.45), 3)
    symbol(cv.pen(48 - 25, 47 - 25), suit, 9, rgba(WHITE, 230))
    txt = style.RANK_TEXT[rank]
    if txt:
        cv.text(txt, 50, 51, 52, WHITE, ink=True)
    else:
        p.circle((2, 4), 13, rgba(WHITE, 235), 4)
    return cv.finish()


def coin(suit: str) -> pygame.Surface:
    cv = Canvas(COIN, COIN)
    p = cv.pen(24, 24)
    col = style.SUIT_RGB[suit]
    gold = (214, 170, 70)
    p.circle((0, 1.5), 21, rgba((0, 0, 0), 90))
    p.circle((0, 0), 21, darken(gold, 0.45))
    p.fillcircle((0, 0), 19, Rad(p.P(-6, -7), 26, [lighten(gold, 0.45), gold, darken(gold, 0.15)]))
    p.circle((0, 0), 15, darken(gold, 0.3), 1.4)
    symbol(p, suit, 10, col)
    return cv.finish()


def pawn(colour: str) -> pygame.Surface:
    cv = Canvas(PAWN_W, PAWN_H)
    p = cv.pen(PAWN_W / 2, 0)
    col = style.PAWN_RGB[colour]
    dark, light = darken(col, 0.35), lighten(col, 0.3)
    p.poly(ellipse_pts(0, PAWN_H - 8, 26, 7, 36), rgba((0, 0, 0), 90))          # its shadow on the ground
    body = [(-22, PAWN_H - 10), (-16, 52), (-11, 40), (11, 40), (16, 52), (22, PAWN_H - 10)]
    p.fillpoly(body, Lin(0, PAWN_W, [light, col, dark], axis="x"))
    p.poly(ellipse_pts(0, PAWN_H - 10, 22, 6, 36), dark)                          # the base's rim
    p.poly(ellipse_pts(0, 40, 11, 3.5, 24), col)
    p.fillcircle((0, 24), 17, Rad(p.P(-6, 17), 24, [light, col, dark]))          # the head
    badge = style.PAWN_SUIT[colour]
    p.circle((0, 66), 12.5, rgba(WHITE, 235))
    symbol(cv.pen(PAWN_W / 2, 66), badge, 9, style.SUIT_RGB[badge] if colour != "black" else (20, 20, 26))
    return cv.finish()


def emblem(colour: str) -> pygame.Surface:
    """A seat's emblem (the panel's rows, results, load): a disc in the pawn's
    colour with its suit's symbol in white."""
    cv = Canvas(SUIT, SUIT)
    p = cv.pen(SUIT / 2, SUIT / 2)
    col = style.PAWN_RGB[colour]
    p.circle((0, 1.5), 29, rgba((0, 0, 0), 80))
    p.circle((0, 0), 29, darken(col, 0.4))
    p.fillcircle((0, 0), 27, Rad(p.P(-8, -9), 36, [lighten(col, 0.3), col, darken(col, 0.15)]))
    symbol(p, style.PAWN_SUIT[colour], 16, WHITE)
    return cv.finish()


# ---------------------------------------------------------------- the list of sprites

def sprites() -> list[Sprite]:
    """Every sprite, in a fixed order, with its path as style.py names it."""
    out: list[tuple[str, Callable[[], pygame.Surface], tuple[int, int]]] = []
    out.append((style.cm_grid(), grid_side, (FACE, FACE)))
    for suit in style.SUITS:
        for rank in range(6):
            out.append((style.cm_face(suit, rank), partial(value_side, suit, rank), (FACE, FACE)))
    for suit in style.SUITS:
        for rank in range(6):
            out.append((style.cm_die(suit, rank), partial(die, suit, rank), (DIE, DIE)))
    for suit in style.SUITS:
        out.append((style.cm_coin(suit), partial(coin, suit), (COIN, COIN)))
        out.append((style.cm_suit(suit), partial(suit_icon, suit), (SUIT, SUIT)))
    for colour in style.PAWN_RGB:
        out.append((style.cm_pawn(colour), partial(pawn, colour), style.CM_PAWN))
        out.append((style.cm_emblem(colour), partial(emblem, colour), (SUIT, SUIT)))
    return [Sprite(sprite_rel(path), draw, size) for path, draw, size in out]


def make(out_dir: str | None = None, only: Sequence[str] | None = None) -> list[str]:
    """Draw the sprites (those matching only's shell patterns, if given) into
    out_dir (default: the game's sprites/ folder); return the files written."""
    return write_sprites(sprites(), out_dir if out_dir is not None else default_out_dir(), only)
