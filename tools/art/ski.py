"""Ski the Mountain's sprites: every card face, card back, piece, icon and
piece of board art under sprites/cards, pieces, icons and board.

Contract: ``sprites()`` lists them (path under sprites/, how to draw it, its
size) without drawing; ``make(out_dir, only)`` draws them into out_dir (the
same tree: cards/, pieces/, icons/, board/) and returns the files written.
tools/make_sprites.py is the command line.

All the art is ours: simple vector drawings made here with pygame, nothing
downloaded. The decks come from config/ski/*.yaml (through the game's own
content loader), the colours, shapes, sizes and file names from
game/games/ski/style.py, so a new card in the YAML gets a face on the next run.
The drawing machinery (supersampling, text, deterministic PNGs) is art.kit's.

Skiers, snowflakes and piste spots also come plain (skier_blue_plain,
snowflake_red_plain, piste_green_plain, ...): round, with no letter, for when
the player turns the colour-blind symbols off.

Sprites are saved at style.SPRITE_SCALE (2x) the size they are shown at:
cards 250x350, pieces and icons 64x64, sunset-track spaces 96x96 and the score
track 1600x200. The score track's geometry, for whoever draws on it:
score s (0..100) is centred at x = SCORE_X0 + s * SCORE_STEP (2x pixels), its
band runs from y = SCORE_BAND[0] to SCORE_BAND[1].
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game import paths
from game.games.ski import style
from game.games.ski.rules.content import EventCard, SkiContent, TargetCard

from .kit import (
    CARD_H,
    CARD_W,
    ERASE,
    INK,
    PIECE,
    SNOW,
    WHITE,
    Canvas,
    Colour,
    Group,
    Layer,
    Lin,
    Pen,
    Point,
    Rad,
    Rect,
    Sprite,
    arc_pts,
    arrow,
    card_frame,
    circle,
    clip_circle,
    clip_poly,
    clip_to,
    darken,
    default_out_dir,
    ellipse_pts,
    fit_font,
    get_font,
    inset,
    lighten,
    paint,
    peak,
    poly,
    regular,
    rgba,
    rounded_shape,
    rrect,
    shape,
    shape_pts,
    snowflake,
    sprite_rel,
    star_pts,
    stroke,
    write_sprites,
)

K = style.SPRITE_SCALE
SPACE = 48 * K                                                      # 96: a sunset-track space
SCORE_W, SCORE_H = 800 * K, 100 * K                                 # 1600 x 200
SCORE_X0, SCORE_STEP = style.SCORE_X0, style.SCORE_STEP   # score s is centred at SCORE_X0 + s * SCORE_STEP
SCORE_BAND = style.SCORE_BAND

SKY_TOP, SKY_BOTTOM = (120, 182, 236), (218, 236, 250)

DECK_RGB = {"piste": (40, 96, 170), "event": (64, 56, 142), "target": (206, 146, 34)}
TIMING_RGB = {"turn": (20, 138, 126), "anytime": (226, 140, 16), "reaction": (204, 46, 84)}
TIMING_WORD = {"turn": "Instead of your turn", "anytime": "Any time", "reaction": "Reaction"}
BADGE_RED = (196, 40, 52)


# ---------------------------------------------------------------- pictograms (design units, about +-24)

def sun(p: Pen, r: float, core: Colour = (255, 206, 40), rim: Colour = (246, 150, 20),
        rays: Colour = (255, 184, 30), n: int = 12, outline: Colour | None = None) -> None:
    for i in range(n):
        a = math.radians(-90 + 360 * i / n)
        b = math.radians(360 / n * 0.28)
        pts = [(r * 1.5 * math.cos(a), r * 1.5 * math.sin(a)),
               (r * 0.9 * math.cos(a - b), r * 0.9 * math.sin(a - b)),
               (r * 0.9 * math.cos(a + b), r * 0.9 * math.sin(a + b))]
        if outline:
            p.stroke(pts, r * 0.1, outline, closed=True)
        p.poly(pts, rays)
    if outline:
        p.circle((0, 0), r * 1.05, outline)
    cx, cy = p.P(0, 0)
    p.fillcircle((0, 0), r, Rad((cx - r * p.k * 0.3, cy - r * p.k * 0.3), r * p.k * 1.3,
                                [lighten(core, 0.5), core, rim]))


def cabin(p: Pen, body: Colour = (220, 50, 50), win: Colour = (200, 232, 250), trim: Colour = INK,
          cable: bool = True) -> None:
    if cable:
        p.line((-34, -30), (34, -36), 2.2, trim)
    p.rrect(-8, -37, 16, 7, 2.5, trim)
    p.line((0, -31), (0, -14), 2.6, trim)
    p.rrect(-17.5, -15.5, 35, 35, 7, trim)
    p.rrect(-15.5, -13.5, 31, 31, 5.5, body)
    p.rrect(-12.5, -10, 11, 11, 2.5, win)
    p.rrect(1.5, -10, 11, 11, 2.5, win)
    p.rrect(-15.5, 8, 31, 3.5, 0, darken(body, 0.25))


def chair(p: Pen, col: Colour = INK, seat: Colour | None = None, cable: bool = True, w: float = 1.0,
          rider: bool = True) -> None:
    """A chair lift seen from the side: hanger, back rest and seat, and a
    seated skier (cut out from the chair by a thin gap) unless rider=False."""
    seat = seat or col
    with Group(p) as q:
        if cable:
            q.line((-34, -30.5), (34, -37), 2.4, col)
        q.rrect(-19, -36, 14, 6.5, 2.5, col)
        q.stroke([(-12, -32), (-12, -12), (-16, -6)], 3.6 * w, col)
        q.stroke([(-16, -7), (-16, 12)], 5.5 * w, seat)
        q.stroke([(-16, 12), (12, 12)], 5.5 * w, seat)
        if rider:
            body = [((-3, -17), 5.6), ]
            limbs: list[tuple[list[Point], float]] = [
                ([(-8, -9), (-8.5, 3)], 7.5), ([(-8, 4), (5, 4)], 6.5), ([(5, 4), (8, 17)], 5.2),
                ([(-7, -6), (1, -1), (5, -1)], 3.6), ([(2, 20), (19, 15)], 2.6)]
            for (c, r) in body:
                q.circle(c, r + 2.2, ERASE)
            for pts, lw in limbs:
                q.stroke(pts, lw + 4.4, ERASE)
            for (c, r) in body:
                q.circle(c, r, col)
            for pts, lw in limbs:
                q.stroke(pts, lw, col)
        else:
            q.stroke([(12, 12), (16, 20), (21, 20)], 2.6 * w, col)


def tbar(p: Pen, col: Colour = INK, cable: bool = True) -> None:
    if cable:
        p.line((-34, -30), (34, -36), 2.2, col)
    p.rrect(-5, -37, 10, 6, 2.5, col)
    p.rrect(-4, -31, 8, 13, 3, col)
    p.line((0, -20), (0, 14), 3.6, col)
    p.stroke([(-15, 15), (15, 15)], 6, col)


def bus(p: Pen, body: Colour = (244, 184, 30), win: Colour = (190, 226, 248), wheel: Colour = INK,
        trim: Colour = INK) -> None:
    p.rrect(-27, -17, 54, 32, 8, trim)
    p.rrect(-25, -15, 50, 28, 6.5, body)
    for i in range(4):
        p.rrect(-21 + i * 10.5, -11, 8.5, 10, 2, win)
    p.rrect(21 - 0.5, -11, 4, 15, 1.5, win)
    p.rrect(-25, 4, 50, 3, 0, darken(body, 0.22))
    for x in (-14, 14):
        p.circle((x, 14), 6.5, trim)
        p.circle((x, 14), 2.6, (200, 204, 210))
    p.rrect(22, 6, 3, 3, 1, (255, 240, 160))


def helicopter(p: Pen, body: Colour = (214, 44, 52), win: Colour = (190, 226, 248), trim: Colour = INK) -> None:
    p.line((-32, -17), (26, -17), 2.6, trim)
    p.line((-3, -17), (-3, -9), 3, trim)
    p.stroke([(-12, 1), (-34, -3)], 5, body)
    p.poly([(-34, -3), (-39, -13), (-32, -12), (-29, -3)], body)
    p.circle((-35, -3), 4, trim, 1.4)
    p.ellipse(-2, 2, 15.5, 12, trim)
    p.ellipse(-2, 2, 14, 10.5, body)
    p.poly(ellipse_pts(1, 0, 12, 9, 40, -70, 20) + [(1, 0)], win)
    p.line((-9, 11), (-11, 18), 2.2, trim)
    p.line((5, 11), (7, 18), 2.2, trim)
    p.stroke([(-18, 18), (14, 18), (17, 15)], 2.4, trim)


def cutlery(p: Pen, col: Colour = WHITE) -> None:
    # fork
    p.line((-8, -4), (-8, 22), 5, col)
    p.rrect(-14.5, -9, 13, 8, 4, col)
    for x in (-13, -8, -3):
        p.line((x, -22), (x, -6), 2.6, col)
    # knife
    p.line((8, 2), (8, 22), 5, col)
    p.poly([(5.5, 4), (5.5, -14), (7, -20), (10, -23), (12.5, -20), (12.5, 4)], col)


def chalet(p: Pen, wall: Colour = (160, 98, 52), roof: Colour = (96, 46, 30), snow: Colour | None = WHITE,
           win: Colour = (255, 220, 120), trim: Colour = INK, door: bool = True) -> None:
    p.rrect(-14, -3, 28, 23, 1.5, trim)
    p.rrect(-12.5, -2, 25, 20.5, 1, wall)
    for x in (-10, -5, 0, 5, 10):
        p.line((x, -1), (x, 18), 0.7, darken(wall, 0.2))
    p.stroke([(-20, 2), (0, -16), (20, 2)], 6.5, trim)
    p.stroke([(-19, 1), (0, -15.5), (19, 1)], 4.4, roof)
    if snow:
        p.stroke([(-18, -1.5), (0, -18), (18, -1.5)], 2.6, snow)
    p.rrect(-3, -10, 6, 5.5, 1, win)
    if door:
        p.rrect(-3.5, 8, 7, 11, 1.5, darken(roof, 0.2))
        p.rrect(-11, 5, 6, 5.5, 1, win)
        p.rrect(5, 5, 6, 5.5, 1, win)
    else:
        p.rrect(-8, 5, 6, 6, 1, win)
        p.rrect(2, 5, 6, 6, 1, win)


def skier(p: Pen, col: Colour = INK, pole: Colour | None = None, w: float = 1.0) -> None:
    pole = pole or col
    p.line((14, -9), (-14, 12), 1.8 * w, pole)            # back pole
    p.stroke([(-23, 10), (22, 19)], 3.2 * w, col)           # skis
    p.stroke([(22, 19), (26.5, 16.5)], 3.2 * w, col)
    p.stroke([(-8, -3), (4, 4), (-2, 13)], 6 * w, col)      # legs
    p.stroke([(-8, -3), (8, 3), (4, 14)], 5.2 * w, col)
    p.stroke([(-8, -3), (3, -15)], 8 * w, col)              # body
    p.circle((9, -21), 5.4 * w, col)                        # head
    p.stroke([(2, -13), (10, -7), (15, -8)], 4 * w, col)    # arm


def wrench(p: Pen, col: Colour = INK) -> None:
    with Layer(p.cv) as L:
        q = L.pen(p.ox, p.oy, p.k, p.flip)
        q.line((-15, 15), (6, -6), 6.5, col)
        q.circle((9, -9), 9.5, col)
        q.poly([(9, -9), (19, -24), (24, -14)], ERASE)
        q.circle((9, -9), 3.2, ERASE)
        q.circle((-13, 13), 1.8, ERASE)


def stop_sign(p: Pen, r: float = 12.0, trim: Colour = INK) -> None:
    p.poly(regular(0, 0, r * 1.12, 8, -90 + 22.5), trim)
    p.poly(regular(0, 0, r, 8, -90 + 22.5), WHITE)
    p.poly(regular(0, 0, r * 0.84, 8, -90 + 22.5), (214, 32, 40))
    p.rrect(-r * 0.56, -r * 0.16, r * 1.12, r * 0.32, r * 0.08, WHITE)


def striped_bar(p: Pen, a: Point, b: Point, w: float, red: Colour = (214, 32, 40), white: Colour = WHITE,
                trim: Colour = INK, stripes: int = 5) -> None:
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy * w / 2, ux * w / 2
    p.stroke([a, b], w + 3, trim)
    p.stroke([a, b], w, white)
    n = stripes * 2 + 1
    for i in range(0, n, 2):
        t0, t1 = i / n, (i + 1) / n
        pa = (x1 + dx * t0, y1 + dy * t0)
        pb = (x1 + dx * t1, y1 + dy * t1)
        sk = w * 0.5
        pts = [(pa[0] + nx + ux * sk, pa[1] + ny + uy * sk), (pb[0] + nx + ux * sk, pb[1] + ny + uy * sk),
               (pb[0] - nx - ux * sk, pb[1] - ny - uy * sk), (pa[0] - nx - ux * sk, pa[1] - ny - uy * sk)]
        if i == 0:
            pts[0], pts[3] = (pa[0] + nx, pa[1] + ny), (pa[0] - nx, pa[1] - ny)
        if i == n - 1:
            pts[1], pts[2] = (pb[0] + nx, pb[1] + ny), (pb[0] - nx, pb[1] - ny)
        p.poly(pts, red)
    for end in (a, b):
        p.circle(end, w / 2, red)


def saltire(p: Pen, size: float = 22, w: float = 9) -> None:
    striped_bar(p, (-size, -size * 0.8), (size, size * 0.8), w)
    striped_bar(p, (-size, size * 0.8), (size, -size * 0.8), w)


def barrier(p: Pen) -> None:
    for x in (-20, 20):
        p.line((x, -6), (x, 20), 4.5, INK)
        p.line((x, -6), (x, 20), 2.5, (230, 230, 236))
    p.line((-26, 20), (-14, 20), 3, INK)
    p.line((14, 20), (26, 20), 3, INK)
    striped_bar(p, (-27, -4), (27, -4), 8.5)


def card_mini(p: Pen, x: float, y: float, ang: float, fill: Colour = WHITE, band: Colour | None = None,
              mark: tuple[str, Colour] | None = None, w: float = 16, h: float = 22, trim: Colour = INK) -> None:
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)

    def rot(u: float, v: float) -> Point:
        return (x + u * ca - v * sa, y + u * sa + v * ca)
    corners = [rot(-w / 2, -h / 2), rot(w / 2, -h / 2), rot(w / 2, h / 2), rot(-w / 2, h / 2)]
    p.stroke(corners, 4.4, trim, closed=True)
    p.poly(corners, trim)
    p.stroke(corners, 2.2, fill, closed=True)
    p.poly(corners, fill)
    if band:
        inner = [rot(-w / 2 + 1.5, -h / 2 + 1.5), rot(w / 2 - 1.5, -h / 2 + 1.5),
                 rot(w / 2 - 1.5, h / 2 - 1.5), rot(-w / 2 + 1.5, h / 2 - 1.5)]
        p.stroke(inner, 2.2, band, closed=True)
    if mark:
        kind, col = mark
        cx, cy = rot(0, 0)
        p.shape(kind, cx, cy, min(w, h) * 0.26, col)


def card_fan(p: Pen, n: int = 3) -> None:
    marks = [("circle", style.PISTE_RGB["green"]), ("square", style.PISTE_RGB["blue"]),
             ("triangle", style.PISTE_RGB["red"]), ("diamond", style.PISTE_RGB["black"])]
    for i in range(n):
        ang = (i - (n - 1) / 2) * 16
        x = (i - (n - 1) / 2) * 11
        y = abs(i - (n - 1) / 2) * 2.5
        kind, col = marks[(i + 1) % 4]
        card_mini(p, x, y, ang, WHITE, col, (kind, col))


def clock(p: Pen, r: float = 14) -> None:
    p.circle((0, 0), r + 1.8, INK)
    p.circle((0, 0), r, WHITE)
    for i in range(12):
        a = math.radians(30 * i)
        inner = 0.74 if i % 3 == 0 else 0.84
        p.line((r * inner * math.cos(a), r * inner * math.sin(a)), (r * 0.92 * math.cos(a), r * 0.92 * math.sin(a)),
               1.4, INK)
    p.line((0, 0), (0, -r * 0.62), 2.4, INK)
    p.line((0, 0), (r * 0.5, r * 0.12), 2.4, INK)
    p.circle((0, 0), 2.0, (214, 32, 40))


def lightning(p: Pen, col: Colour = WHITE) -> None:
    p.poly([(5, -24), (-12, 3), (-1, 3), (-6, 24), (13, -5), (2, -5), (9, -24)], col)


def circ_arrow(p: Pen, r: float, w: float, col: Colour, a0: float = -200.0, a1: float = 60.0) -> None:
    pts = arc_pts(0, 0, r, a0, a1, 40)
    p.stroke(pts, w, col, caps=False)
    p.circle(pts[0], w / 2, col)
    ex, ey = pts[-1]
    a = math.radians(a1)
    tx, ty = -math.sin(a), math.cos(a)       # tangent direction of travel
    nx, ny = math.cos(a), math.sin(a)
    hl, hw = w * 2.0, w * 1.55
    p.poly([(ex + tx * hl, ey + ty * hl), (ex + nx * hw, ey + ny * hw), (ex - nx * hw, ey - ny * hw)], col)


def bullseye(p: Pen, r: float, red: Colour = (214, 40, 48), white: Colour = WHITE, trim: Colour = INK) -> None:
    p.circle((0, 0), r + 1.6, trim)
    for i, f in enumerate((1.0, 0.74, 0.48, 0.22)):
        p.circle((0, 0), r * f, red if i % 2 == 0 else white)


def flag(p: Pen, col: Colour, pole: Colour = INK, h: float = 30) -> None:
    p.line((0, h / 2), (0, -h / 2), 2.8, pole)
    p.poly([(1, -h / 2), (h * 0.62, -h / 2 + h * 0.2), (1, -h / 2 + h * 0.42)], col)
    p.stroke([(1, -h / 2), (h * 0.62, -h / 2 + h * 0.2), (1, -h / 2 + h * 0.42)], 1.2, darken(col, 0.35), closed=True)
    p.circle((0, -h / 2 - 1), 2.2, pole)


def groomer(p: Pen, body: Colour = (226, 62, 40), win: Colour = (190, 226, 248), trim: Colour = INK) -> None:
    p.rrect(-24, 6, 42, 14, 7, trim)
    for x in (-17, -7, 3, 11):
        p.circle((x, 13), 4, (90, 94, 104))
    p.rrect(-26, -6, 40, 14, 3, trim)
    p.rrect(-24.5, -4.5, 37, 11, 2, body)
    p.rrect(-10, -20, 20, 16, 3, trim)
    p.rrect(-8.5, -18.5, 17, 14, 2, body)
    p.rrect(-6, -16, 12, 8, 1.5, win)
    p.poly([(18, -4), (30, -10), (33, 16), (20, 16)], trim)
    p.poly([(20, -2), (29.5, -7), (31.5, 14), (21.5, 14)], (250, 206, 40))
    p.rrect(-32, 2, 8, 6, 2, trim)
    p.circle((-2, -22), 2.2, (250, 170, 30))


def mug(p: Pen, beer: Colour = (240, 170, 30), foam: Colour = WHITE, trim: Colour = INK) -> None:
    p.circle((13, 2), 9, trim, 3.6)
    p.rrect(-13, -12, 26, 30, 4, trim)
    p.rrect(-11, -10, 22, 26, 3, beer)
    p.line((-5, -4), (-5, 12), 2, lighten(beer, 0.4))
    for x, y, r in ((-9, -13, 6), (-1, -15, 7), (8, -13, 6), (4, -9, 5), (-5, -9, 5)):
        p.circle((x, y), r + 1.6, trim)
    for x, y, r in ((-9, -13, 6), (-1, -15, 7), (8, -13, 6), (4, -9, 5), (-5, -9, 5)):
        p.circle((x, y), r, foam)


def lift_pass(p: Pen, band: Colour = (40, 110, 230)) -> None:
    p.stroke([(-6, -30), (0, -18), (6, -30)], 2.2, (214, 40, 48))
    p.rrect(-17, -18, 34, 42, 4.5, INK)
    p.rrect(-15.5, -16.5, 31, 39, 3.5, WHITE)
    p.rrect(-15.5, -16.5, 31, 10, 3.5, band)
    p.rrect(-15.5, -10, 31, 3.5, 0, band)
    p.rrect(-4, -15, 8, 3, 1.5, WHITE)
    p.rrect(-11, -2, 11, 13, 2, (200, 210, 222))
    p.circle((-5.5, 2.5), 3, (120, 130, 146))
    p.ellipse(-5.5, 10, 5, 3.5, (120, 130, 146), 180, 360)
    for y in (0, 5, 10):
        p.line((3, y), (11, y), 1.8, (150, 156, 170))
    p.line((-11, 17), (11, 17), 1.8, (150, 156, 170))


def person(p: Pen, col: Colour, skin: Colour = (246, 206, 170), hat: Colour | None = None) -> None:
    p.ellipse(0, 14, 11, 10, col, 180, 360)
    p.circle((0, -2), 7, skin)
    p.ellipse(0, -5, 7.5, 6, hat or darken(col, 0.1), 180, 360)
    p.circle((0, -12), 2.6, WHITE)


def wind(p: Pen, col: Colour = WHITE, w: float = 3.0) -> None:
    for y, x0, x1, curl in ((-12, -30, 16, 7), (0, -34, 24, 6), (12, -26, 10, 5)):
        pts = [(x0, y), (x1, y)] + [(x1 + curl * math.sin(math.radians(a)),
                                     y - curl + curl * math.cos(math.radians(a))) for a in range(0, 271, 30)]
        p.stroke(pts, w, col)


def icicles(p: Pen, x0: float, x1: float, y: float, col: Colour = (200, 236, 252),
            trim: Colour | None = None) -> None:
    n = max(2, int((x1 - x0) / 5))
    for i in range(n):
        x = x0 + (x1 - x0) * (i + 0.5) / n
        ln = 5 + 4 * ((i * 7) % 3)
        pts = [(x - 2.2, y), (x + 2.2, y), (x, y + ln)]
        if trim:
            p.stroke(pts, 1.4, trim, closed=True)
        p.poly(pts, col)


def pylon(p: Pen, col: Colour = (120, 126, 140), trim: Colour = INK, h: float = 34) -> None:
    p.poly([(-7, h / 2), (7, h / 2), (2.5, -h / 2), (-2.5, -h / 2)], trim)
    p.poly([(-5, h / 2 - 1), (5, h / 2 - 1), (1.4, -h / 2 + 1), (-1.4, -h / 2 + 1)], col)
    p.rrect(-10, -h / 2 - 3, 20, 4, 1.5, trim)


def station_house(p: Pen, wall: Colour = WHITE, trim: Colour | None = None) -> None:
    trim = trim or wall
    p.line((-30, -18), (30, -26), 2.4, wall)
    p.circle((0, -19), 8, wall, 2.6)
    p.line((-7, -19), (7, -19), 1.8, wall)
    p.line((0, -26), (0, -12), 1.8, wall)
    p.poly([(-18, -6), (0, -14), (18, -6)], wall)
    p.rrect(-16, -7, 32, 26, 2, wall)


def bus_stop_sign(p: Pen, col: Colour = WHITE, dark: Colour | None = None) -> None:
    dark = dark or (118, 120, 128)
    p.line((0, -4), (0, 26), 4, col)
    p.rrect(-8, 22, 16, 4, 2, col)
    p.rrect(-16, -26, 32, 26, 6, col)
    q = p.at(0, -13, 0.42)
    bus(q, body=dark, win=col, trim=dark)


def powder(p: Pen, col: Colour = WHITE) -> None:
    for x, y, r in ((-22, 10, 7), (-28, 4, 6), (-18, 2, 5), (-30, 13, 5), (-24, -4, 4), (-33, -2, 3)):
        p.circle((x, y), r, col)


# ---------------------------------------------------------------- scenes for card pictures

PIC = (12, 50, 226, 104)          # the picture window on event and target cards


def scene(cv: Canvas, rect: Rect, sky: tuple[Colour, Colour] = (SKY_TOP, SKY_BOTTOM), hills: bool = True,
          ground: bool = True, seed: int = 0, far: Colour = (198, 220, 240)) -> None:
    x, y, w, h = rect
    paint(cv.surf, Lin(y, y + h, [sky[0], sky[1]]), lambda s, c: rrect(s, rect, c, 10))
    with Layer(cv) as L:
        p = L.pen()
        if hills:
            base = y + h * 0.78
            for _i, (fx, fh, fw) in enumerate(((0.12, 0.42, 0.3), (0.36, 0.55, 0.34), (0.62, 0.4, 0.3),
                                              (0.86, 0.5, 0.32))):
                fx = (fx + 0.07 * seed) % 1.0
                peak(p, x + w * fx, y + h * (1 - fh) - h * 0.12, w * fw, base + 2, far, lighten(far, 0.6), 0.3)
        if ground:
            pts = [(x, y + h * 0.8)]
            for i in range(9):
                t = i / 8
                pts.append((x + w * t, y + h * (0.8 - 0.05 * math.sin(math.pi * t * 1.3 + seed))))
            pts += [(x + w, y + h), (x, y + h)]
            poly(L.surf, pts, SNOW)
        # clip the layer to the rounded window
        clip_to(L, rect, 10)


def frame_window(cv: Canvas, rect: Rect, col: Colour = WHITE, w: float = 2.0, r: float = 10) -> None:
    rrect(cv.surf, rect, col, r, w)


# --- one drawing per event card (by id), with a fallback per effect

def _pc(rect: Rect = PIC) -> Point:
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def ev_avalanche_control(cv: Canvas) -> None:
    scene(cv, PIC, hills=False, ground=False)
    cx, cy = _pc()
    with Layer(cv) as L:
        p = L.pen(cx, cy + 52, 1.0)
        peak(p, -36, -96, 92, 4, (150, 170, 196), WHITE, 0.4, shade=(128, 148, 176))
        peak(p, 58, -74, 60, 4, (168, 186, 208), WHITE, 0.35)
        for x, y, r in ((-10, -50, 9), (2, -38, 11), (16, -26, 12), (-2, -26, 8), (30, -16, 10), (12, -14, 9)):
            p.circle((x, y), r, WHITE)
            p.circle((x, y), r, (214, 226, 240), 1.2)
    p = cv.pen(cx + 62, cy + 14, 1.05)
    barrier(p)


def ev_lift_breakdown(cv: Canvas) -> None:
    scene(cv, PIC, seed=1)
    cx, cy = _pc()
    chair(cv.pen(cx - 10, cy + 8, 1.45))
    stop_sign(cv.pen(cx + 52, cy + 18, 1.0), 16)


def ev_high_winds(cv: Canvas) -> None:
    scene(cv, PIC, sky=((150, 166, 186), (214, 222, 232)), seed=2, far=(176, 190, 210))
    cx, cy = _pc()
    cabin(cv.pen(cx + 18, cy + 6, 1.35))
    wind(cv.pen(cx - 62, cy - 2, 1.0), WHITE, 3.4)
    wind(cv.pen(cx + 74, cy + 26, 0.55), WHITE, 3.4)


def ev_frozen_chair(cv: Canvas) -> None:
    scene(cv, PIC, sky=((150, 200, 240), (226, 242, 252)), seed=3)
    cx, cy = _pc()
    p = cv.pen(cx, cy + 6, 1.45)
    chair(p, INK, (70, 140, 200))
    icicles(p, -16, 14, 13, (214, 242, 255), INK)
    snowflake(cv.pen(cx - 70, cy - 14), 16, WHITE, 3)
    snowflake(cv.pen(cx + 68, cy - 22), 11, WHITE, 2.4)
    snowflake(cv.pen(cx + 74, cy + 22), 8, WHITE, 2)


def ev_icy_tow_track(cv: Canvas) -> None:
    scene(cv, PIC, sky=((150, 200, 240), (226, 242, 252)), seed=4)
    cx, cy = _pc()
    p = cv.pen(cx - 4, cy + 4, 1.4)
    tbar(p)
    icicles(p, -15, 15, 18, (214, 242, 255), INK)
    snowflake(cv.pen(cx - 66, cy - 12), 15, WHITE, 3)
    snowflake(cv.pen(cx + 64, cy + 10), 12, WHITE, 2.6)


def ev_snow_groomer(cv: Canvas) -> None:
    scene(cv, PIC, seed=5)
    cx, cy = _pc()
    with Layer(cv) as L:
        p = L.pen()
        for i in range(7):
            yy = cy + 34 + i * 2.2
            p.line((PIC[0], yy), (cx - 20, yy), 1.0, (206, 218, 232))
    groomer(cv.pen(cx + 6, cy + 12, 1.55))


def ev_lift_engineer(cv: Canvas) -> None:
    scene(cv, PIC, seed=6)
    cx, cy = _pc()
    pylon(cv.pen(cx - 36, cy + 8, 1.8))
    cv.pen().line((PIC[0], cy - 26), (PIC[0] + PIC[2], cy - 34), 2.4, INK)
    wrench(cv.pen(cx + 34, cy + 6, 1.6), (96, 104, 120))


def ev_ski_patrol(cv: Canvas) -> None:
    scene(cv, PIC, seed=7)
    cx, cy = _pc()
    p = cv.pen(cx - 30, cy + 6, 1.0)
    p.circle((0, 0), 34, INK)
    p.circle((0, 0), 32, (214, 36, 44))
    p.rrect(-8, -22, 16, 44, 2, WHITE)
    p.rrect(-22, -8, 44, 16, 2, WHITE)
    skier(cv.pen(cx + 50, cy + 14, 1.2), (214, 36, 44), INK)


def ev_express_chair(cv: Canvas) -> None:
    scene(cv, PIC, seed=8)
    cx, cy = _pc()
    chair(cv.pen(cx - 30, cy + 8, 1.35))
    p = cv.pen(cx - 30, cy + 8, 1.35)
    for y in (-12, -2, 8):
        p.line((-42 + y * 0.3, y), (-26 + y * 0.3, y), 2.4, WHITE)
    card_fan(cv.pen(cx + 60, cy + 14, 1.45), 2)


def ev_gondola_panorama(cv: Canvas) -> None:
    scene(cv, PIC, seed=9)
    cx, cy = _pc()
    cabin(cv.pen(cx - 24, cy + 2, 1.3), (220, 50, 50))
    card_fan(cv.pen(cx + 62, cy + 16, 1.45), 1)


def ev_tow_rope_trick(cv: Canvas) -> None:
    scene(cv, PIC, seed=10)
    cx, cy = _pc()
    tbar(cv.pen(cx - 36, cy + 4, 1.35))
    skier(cv.pen(cx - 29, cy + 27, 0.9), (40, 110, 230))
    card_fan(cv.pen(cx + 60, cy + 14, 1.45), 2)


def ev_ski_bus_express(cv: Canvas) -> None:
    scene(cv, PIC, seed=11, hills=True)
    cx, cy = _pc()
    p = cv.pen(cx + 12, cy + 14, 1.55)
    for y in (-10, -1, 8):
        p.line((-44 - abs(y) * 0.3, y), (-32, y), 2.2, WHITE)
    bus(p)


def ev_missed_the_bus(cv: Canvas) -> None:
    scene(cv, PIC, seed=12)
    cx, cy = _pc()
    bus_stop_sign(cv.pen(cx - 66, cy + 8, 1.1), WHITE, (118, 120, 128))
    cv.pen(cx - 66, cy + 8, 1.1).rrect(-17, -27, 34, 28, 7, INK, 1.6)
    bus(cv.pen(cx + 32, cy + 18, 1.2))
    arrow(cv.pen(cx - 4, cy - 24, 1.0), [(40, 0), (20, -10), (-20, -10), (-30, 4)], 3.2, (214, 40, 48))


def ev_heli_ski(cv: Canvas) -> None:
    scene(cv, PIC, seed=13)
    cx, cy = _pc()
    with Layer(cv) as L:
        p = L.pen(cx, cy + 52)
        peak(p, -50, -70, 60, 4, (150, 170, 196), WHITE, 0.45, shade=(130, 150, 178))
    helicopter(cv.pen(cx + 30, cy - 6, 1.5))


def ev_fresh_powder(cv: Canvas) -> None:
    scene(cv, PIC, seed=14, hills=False)
    cx, cy = _pc()
    for x, y, r in ((-90, -30, 9), (-40, -36, 7), (76, -30, 10), (90, 4, 6), (-84, 20, 6), (30, -38, 6)):
        snowflake(cv.pen(cx + x, cy + y), r, WHITE, max(1.6, r * 0.2))
    powder(cv.pen(cx - 6, cy + 8, 1.5), WHITE)
    skier(cv.pen(cx + 14, cy + 6, 1.5), INK, INK)


def ev_lunch_rush(cv: Canvas) -> None:
    scene(cv, PIC, seed=15)
    cx, cy = _pc()
    p = cv.pen(cx, cy + 6)
    p.circle((0, 0), 30, INK)
    p.circle((0, 0), 28, style.RESTAURANT_RGB)
    cutlery(p.at(0, 0, 0.95), WHITE)
    for i, (x, col) in enumerate(((-80, (40, 110, 230)), (-52, (215, 45, 50)), (54, (40, 160, 70)),
                                  (82, (140, 70, 190)))):
        person(cv.pen(cx + x, cy + 24 + (i % 2) * 4, 1.25), col)


def ev_table_for_two(cv: Canvas) -> None:
    scene(cv, PIC, seed=16, hills=False)
    cx, cy = _pc()
    p = cv.pen(cx, cy + 10)
    person(p.at(-52, 0, 1.5), (40, 110, 230))
    person(p.at(52, 0, 1.5), (215, 45, 50))
    p.rrect(-42, 16, 84, 8, 3, (120, 70, 40))
    p.line((-30, 24), (-30, 40), 4, (120, 70, 40))
    p.line((30, 24), (30, 40), 4, (120, 70, 40))
    for x in (-18, 18):
        p.ellipse(x, 13, 13, 4.5, INK)
        p.ellipse(x, 12.5, 11.5, 3.5, WHITE)
    p.line((0, 14), (0, -2), 3, (255, 250, 236))
    p.poly([(-2.6, -4), (0, -12), (2.6, -4)], (250, 170, 30))
    p.poly([(0, -22), (5, -27), (9, -22), (0, -13), (-9, -22), (-5, -27)], (226, 50, 80))


def ev_yard_sale(cv: Canvas) -> None:
    scene(cv, PIC, seed=17, hills=True)
    cx, cy = _pc()
    p = cv.pen(cx - 12, cy + 8, 1.3)
    p.stroke([(-26, -18), (22, 16), (26, 12)], 4.6, INK)
    p.stroke([(-26, -18), (22, 16), (26, 12)], 2.6, (40, 110, 230))
    p.stroke([(26, -18), (-22, 16), (-26, 12)], 4.6, INK)
    p.stroke([(26, -18), (-22, 16), (-26, 12)], 2.6, (215, 45, 50))
    p.line((-16, 22), (10, -22), 1.8, INK)
    p.line((16, 22), (-6, -24), 1.8, INK)
    p.circle((-18, 20), 6, (250, 206, 40))
    card_mini(cv.pen(cx + 62, cy + 2, 1.45), 0, 0, 24, WHITE, style.PISTE_RGB["red"],
              ("triangle", style.PISTE_RGB["red"]))
    arrow(cv.pen(cx + 48, cy - 24), [(-10, 0), (8, 6), (16, 18)], 2.6, INK)


def ev_lost_lift_pass(cv: Canvas) -> None:
    scene(cv, PIC, seed=18)
    cx, cy = _pc()
    lift_pass(cv.pen(cx - 18, cy + 8, 1.5).at(0, 0, 1.0))
    cv.text("?", cx + 52, cy + 4, 64, (214, 40, 48), outline=WHITE, ow=3, ink=True)


def ev_change_of_plans(cv: Canvas) -> None:
    scene(cv, PIC, seed=19)
    cx, cy = _pc()
    bullseye(cv.pen(cx, cy + 4), 30)
    p = cv.pen(cx, cy + 4)
    circ_arrow(p, 42, 4, INK, -150, -30)
    circ_arrow(p, 42, 4, INK, 30, 150)


def ev_apres_ski(cv: Canvas) -> None:
    scene(cv, PIC, sky=((240, 150, 110), (252, 220, 170)), seed=20, far=(214, 180, 190))
    cx, cy = _pc()
    chalet(cv.pen(cx - 34, cy + 12, 2.0))
    mug(cv.pen(cx + 58, cy + 14, 1.4))


def ev_long_afternoon(cv: Canvas) -> None:
    scene(cv, PIC, sky=((246, 170, 80), (254, 230, 170)), seed=21, far=(226, 190, 170), hills=False)
    cx, cy = _pc()
    with Layer(cv) as L:
        p = L.pen(cx - 40, cy + 26)
        sun(p, 24)
        q = L.pen(cx, cy + 52)
        peak(q, -90, -42, 50, 4, (176, 146, 160), lighten((176, 146, 160), 0.6), 0.35)
        peak(q, 20, -30, 70, 4, (160, 130, 150), lighten((160, 130, 150), 0.6), 0.3)
        clip_to(L, PIC, 10)
    clock(cv.pen(cx + 54, cy - 4, 1.6), 16)
    circ_arrow(cv.pen(cx + 54, cy - 4, 1.6), 21, 2.4, INK, -210, -20)


def ev_snow_report(cv: Canvas) -> None:
    scene(cv, PIC, seed=22)
    cx, cy = _pc()
    card_fan(cv.pen(cx - 20, cy + 12, 1.55), 3)
    circ_arrow(cv.pen(cx + 62, cy + 4, 1.0), 20, 5, INK, -200, 60)
    snowflake(cv.pen(cx + 62, cy + 4), 9, (40, 110, 230), 2)


# every ev_<event key> function above, by event key
EVENT_ART: dict[str, Callable[[Canvas], None]] = {k[3:]: v for k, v in globals().items() if k.startswith("ev_")}
EFFECT_ART = {
    "close_piste": ev_avalanche_control, "close_lift": ev_lift_breakdown, "reopen": ev_lift_engineer,
    "cancel_marker": ev_ski_patrol, "draw": ev_tow_rope_trick, "ride_and_draw": ev_express_chair,
    "bus_trip": ev_ski_bus_express, "heli": ev_heli_ski, "boost": ev_fresh_powder, "lose_card": ev_yard_sale,
    "no_lift": ev_lost_lift_pass, "new_target": ev_change_of_plans, "score_at": ev_apres_ski,
    "hold_sun": ev_long_afternoon, "send_back": ev_missed_the_bus, "refresh_display": ev_snow_report,
}


# --- target pictures, by condition

def tg_picture(cv: Canvas, t: TargetCard, content: SkiContent) -> None:
    x: float                # (the positions below are whole numbers in some branches, fractions in others)
    y: float
    cond, prm = t.condition, t.params
    cx, cy = _pc()
    if cond == "arrive" and prm.get("kind") == "town":
        scene(cv, PIC, seed=3)
        for x, y, k in ((-54, 16, 1.3), (52, 18, 1.2), (0, 10, 1.7)):
            chalet(cv.pen(cx + x, cy + y, k))
        return
    if cond in ("arrive", "meet"):
        scene(cv, PIC, seed=5)
        chalet(cv.pen(cx - 34 if cond == "meet" else cx - 30, cy + 12, 1.9))
        p = cv.pen(cx + 42 if cond != "meet" else cx + 4, cy - 10, 0.62)
        p.circle((0, 0), 30, INK)
        p.circle((0, 0), 27.5, style.RESTAURANT_RGB)
        cutlery(p.at(0, 0, 0.9), WHITE)
        if cond == "meet":
            person(cv.pen(cx + 50, cy + 26, 1.3), (40, 110, 230))
            person(cv.pen(cx + 80, cy + 28, 1.3), (215, 45, 50))
        return
    if cond == "named_run":
        run = content.board.runs.get(prm.get("run", ""))
        colour = run.colour if run else "black"
        scene(cv, PIC, hills=False, ground=False, seed=6)
        with Layer(cv) as L:
            p = L.pen(cx, cy + 56)
            peak(p, -10, -100, 110, 4, (150, 170, 196), WHITE, 0.42, shade=(130, 150, 178))
            peak(p, 90, -60, 60, 4, (170, 188, 210), WHITE, 0.35)
            route = [(-10, -96), (-24, -74), (4, -58), (-20, -38), (10, -20), (-6, 0)]
            for (x1, y1), (x2, y2) in zip(route, route[1:]):
                for i in range(4):
                    t0, t1 = i / 4, (i + 0.55) / 4
                    p.line((x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0), (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1),
                           3.4, style.PISTE_RGB[colour])
            clip_to(L, PIC, 10)
        flag(cv.pen(cx - 10 + 2, cy - 42, 1.0), style.PISTE_RGB[colour], h=26)
        kind = style.PISTE_SHAPE[colour]
        shape(cv.surf, kind, cx - 74, cy + 8, 20, style.PISTE_RGB[colour], WHITE, 3, highlight=None)
        shape(cv.surf, kind, cx - 74, cy + 8, 20, style.PISTE_RGB[colour], INK, 1.5)
        return
    if cond == "long_move":
        scene(cv, PIC, seed=8)
        p = cv.pen(cx, cy)
        n = int(prm.get("n", 6))
        for i in range(n):
            x = -96 + i * (150 / max(1, n - 1))
            p.circle((x, 26 + i * 2), 6.5, INK)
            p.circle((x, 26 + i * 2), 5, WHITE)
        arrow(p, [(-96, 10), (40, 18)], 3.6, INK)
        skier(cv.pen(cx + 72, cy + 8, 1.3), INK)
        return
    stat, n = prm.get("stat"), int(prm.get("n", 1))
    scene(cv, PIC, seed=hash_seed(t.key))
    if stat and stat.startswith("spots_"):
        colour = stat[6:]
        kind = style.PISTE_SHAPE[colour]
        cols = min(n, 5 if n > 5 else n)
        rows = (n + cols - 1) // cols
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = cx + (c - (in_row - 1) / 2) * 36
            y = cy + (r - (rows - 1) / 2) * 38
            shape(cv.surf, kind, x, y, 13, style.PISTE_RGB[colour], INK, 2)
        return
    if stat in ("lift_rides_chair", "lift_rides_cable_car", "lift_rides_drag", "lift_rides"):
        kinds = {"lift_rides_chair": ["chair"], "lift_rides_cable_car": ["cable_car"],
                 "lift_rides_drag": ["drag"]}.get(stat, ["cable_car", "chair", "drag"])
        cv.pen().line((PIC[0], cy - 22), (PIC[0] + PIC[2], cy - 38), 2.4, INK)
        for i, kd in enumerate(kinds):
            x = cx + (i - (len(kinds) - 1) / 2) * 62 - (12 if len(kinds) == 1 else 0)
            k = 1.3 if len(kinds) == 1 else 1.05
            cable_y = cy - 22 - (x - PIC[0]) * 16 / PIC[2]
            p = cv.pen(x, cable_y + 34 * k, k)
            {"chair": lambda q: chair(q, cable=False), "cable_car": lambda q: cabin(q, cable=False),
             "drag": lambda q: tbar(q, cable=False)}[kd](p)
        if len(kinds) == 1:
            _count_badge(cv, cx + 76, cy + 20, n)
        return
    if stat == "bus_stops":
        p = cv.pen()
        p.line((PIC[0] + 10, cy + 34), (PIC[0] + PIC[2] - 10, cy + 34), 3, (118, 120, 128))
        for i in range(n):
            x = cx - 70 + i * 70
            p.circle((x, cy + 34), 7, INK)
            p.circle((x, cy + 34), 5, WHITE)
        bus(cv.pen(cx - 6, cy + 8, 1.3))
        return
    if stat == "named_runs":
        for i, colour in enumerate(("red", "black")):
            flag(cv.pen(cx - 30 + i * 60, cy + 6, 1.9), style.PISTE_RGB[colour], h=30)
        return
    if stat == "ski_into_town":
        chalet(cv.pen(cx + 50, cy + 12, 1.8))
        skier(cv.pen(cx - 40, cy + 4, 1.4), INK)
        return
    if stat == "restaurant_arrivals":
        for i in range(2):
            p = cv.pen(cx - 38 + 76 * i, cy + 4, 0.8)
            p.circle((0, 0), 30, INK)
            p.circle((0, 0), 27.5, style.RESTAURANT_RGB)
            cutlery(p.at(0, 0, 0.9), WHITE)
        return
    bullseye(cv.pen(cx, cy + 4), 32)


def hash_seed(key: str) -> int:
    return sum(ord(ch) * (i + 1) for i, ch in enumerate(key)) % 11


def _count_badge(cv: Canvas, x: float, y: float, n: int) -> None:
    p = cv.pen(x, y)
    p.circle((0, 0), 15, INK)
    p.circle((0, 0), 13.5, WHITE)
    cv.text(f"x{n}", x, y, 16, INK, ink=True)


# ---------------------------------------------------------------- cards

def piste_card(colour: str, value: int) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    col = style.PISTE_RGB[colour]
    kind = style.PISTE_SHAPE[colour]
    top = lighten(col, 0.18) if colour != "black" else (70, 72, 84)
    card_frame(cv, top, darken(col, 0.25) if colour != "black" else (12, 12, 16))
    panel = (12, 12, CARD_W - 24, CARD_H - 24)
    tint = lighten(col, 0.86) if colour != "black" else (224, 228, 236)
    paint(cv.surf, Lin(12, CARD_H - 12, [WHITE, SNOW, tint]), lambda s, c: rrect(s, panel, c, 10))
    # faint mountains and a piste down them in the panel's lower half
    with Layer(cv) as L:
        p = L.pen()
        far = lighten(col, 0.72) if colour != "black" else (196, 200, 212)
        base = CARD_H - 12
        peak(p, 60, 214, 92, base, far, lighten(far, 0.55), 0.3)
        peak(p, 192, 200, 100, base, far, lighten(far, 0.55), 0.3)
        slope = [(12, 262), (80, 276), (160, 296), (CARD_W - 12, 316), (CARD_W - 12, base), (12, base)]
        poly(L.surf, slope, WHITE)
        clip_to(L, panel, 10)
    # faint snowflakes
    with Layer(cv, 110) as L:
        for x, y, r in ((58, 112, 7), (196, 108, 6), (44, 226, 5), (206, 236, 6), (112, 92, 4)):
            snowflake(L.pen(x, y), r, lighten(col, 0.6) if colour != "black" else (170, 176, 190), 1.5)
    # piste marker poles on the slope, and the skier
    for x, y, h in ((62, 284, 26), (184, 308, 22)):
        p = cv.pen(x, y)
        p.line((0, 0), (0, -h), 4.2, INK)
        p.line((0, 0), (0, -h), 2.6, WHITE)
        p.line((0, -h * 0.55), (0, -h), 2.6, col)
    skier(cv.pen(128, 286, 1.05), INK, INK)
    # the big shape with the value
    ink = col if colour != "black" else INK
    cx, cy = CARD_W / 2, 160
    r = 66
    shape(cv.surf, kind, cx, cy + 3, r, rgba(darken(col, 0.6), 90), None)
    shape(cv.surf, kind, cx, cy, r, Lin(cy - r, cy + r, [lighten(col, 0.25), col, darken(col, 0.2)])
          if colour != "black" else Lin(cy - r, cy + r, [(78, 80, 92), (24, 24, 30), (6, 6, 10)]),
          INK, 3.2, highlight=rgba(WHITE, 170))
    num_y = cy + {"triangle": 16, "diamond": 1}.get(kind, 0)
    num_size = {"triangle": 60, "diamond": 70}.get(kind, 80)
    cv.text(str(value), cx, num_y, num_size, WHITE, outline=INK, ow=3, ink=True)
    # corner indices: value over small shape; the bottom ones upside down
    for (x, y, rot) in ((30, 34, False), (CARD_W - 30, 34, False), (30, CARD_H - 34, True),
                        (CARD_W - 30, CARD_H - 34, True)):
        sy = y + (26 if not rot else -26)
        shape(cv.surf, kind, x, sy + (0 if kind != "triangle" else (-1 if not rot else 1)), 10,
              col, INK, 1.6) if not rot else _flipped_shape(cv, kind, x, sy, 10, col)
        cv.text(str(value), x, y, 30, ink, ink=True, rotate=rot)
    # the colour's name
    name = colour.upper()
    cv.text(name, CARD_W / 2, 34, 18, ink, spacing=2.0, ink=True)
    cv.text(name, CARD_W / 2, CARD_H - 34, 18, ink, spacing=2.0, ink=True, rotate=True)
    return cv.finish()


def _flipped_shape(cv: Canvas, kind: str, x: float, y: float, r: float, col: Colour) -> None:
    pts = [(x - (px - x), y - (py - y)) for px, py in shape_pts(kind, x, y, r)]
    rr = r * 0.12
    convex = kind != "star"
    rounded_shape(cv.surf, pts, INK, rr, 1.6, convex)
    rounded_shape(cv.surf, pts, col, rr, 0.0, convex)


def title_band(cv: Canvas, title: str, col: Colour = WHITE, shadow: Colour = (0, 0, 0)) -> None:
    f = fit_font(title, CARD_W - 36, 21, 13)
    cv.text(title, CARD_W / 2, 30, font=f, col=col, shadow=(shadow, 120))


def timing_badge(p: Pen, timing: str, r: float, ring: Colour = WHITE, ring_w: float | None = None) -> None:
    """The timing symbol: teal circle with a turning arrow (turn), amber rounded
    square with a clock (anytime), crimson octagon with a lightning bolt (reaction)."""
    col = TIMING_RGB[timing]
    rw = ring_w if ring_w is not None else r * 0.12
    grad = Lin(p.P(0, -r)[1], p.P(0, r)[1], [lighten(col, 0.25), col, darken(col, 0.15)])
    if timing == "turn":
        p.circle((0, 0), r + rw, ring)
        p.fillcircle((0, 0), r, grad)
        circ_arrow(p, r * 0.52, r * 0.2, WHITE, -230, 60)
    elif timing == "anytime":
        p.rrect(-r - rw, -r - rw, 2 * (r + rw), 2 * (r + rw), r * 0.45 + rw, ring)
        pts = [p.P(x, y) for x, y in ((-r, -r), (r, -r), (r, r), (-r, r))]
        x0, y0 = pts[0]
        side = 2 * r * p.k
        paint(p.s, grad, lambda s, c: rrect(s, (x0, y0, side, side), c, r * 0.45 * p.k))
        q = p.at(0, 0, r / 22)
        q.circle((0, 0), 15.5, WHITE)
        q.circle((0, 0), 12.5, col)
        q.line((0, 0), (0, -9), 3, WHITE)
        q.line((0, 0), (6.5, 2.5), 3, WHITE)
    else:
        oct_out = regular(0, 0, (r + rw) * 1.04, 8, -90 + 22.5)
        p.poly(oct_out, ring)
        oct_in = [p.P(*q) for q in regular(0, 0, r * 1.04, 8, -90 + 22.5)]
        paint(p.s, grad, lambda s, c: poly(s, oct_in, c))
        lightning(p.at(0, 0, r / 30), WHITE)


def event_card(ev: EventCard) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    deck = DECK_RGB["event"]
    card_frame(cv, lighten(deck, 0.2), darken(deck, 0.35))
    # a faint star pattern in the frame
    with Layer(cv, 60) as L:
        for i in range(14):
            x = (i * 73 + 20) % (CARD_W - 20) + 10
            y = 6 if i % 2 else CARD_H - 6
            L.pen(x, y).poly(star_pts(0, 0, 3.2, 1.4), WHITE)
    title_band(cv, ev.title)
    (EVENT_ART.get(ev.key) or EFFECT_ART.get(ev.effect) or ev_snow_report)(cv)
    frame_window(cv, PIC, rgba(WHITE, 230), 2.5)
    # timing strip: icon and words
    strip = (12, 160, CARD_W - 24, 30)
    col = TIMING_RGB[ev.timing]
    paint(cv.surf, Lin(160, 190, [lighten(col, 0.2), darken(col, 0.1)]), lambda s, c: rrect(s, strip, c, 15))
    rrect(cv.surf, strip, rgba(WHITE, 200), 15, 1.5)
    timing_badge(cv.pen(strip[0] + 17, strip[1] + 15, 1.0), ev.timing, 11.5, WHITE, 1.8)
    # an any-time card kept to its player's own turn says so, and only that (as its tooltip and the panel)
    word = "On your own turn" if ev.own_turn and ev.timing == "anytime" else TIMING_WORD[ev.timing]
    f = fit_font(word, strip[2] - 48, 16, 10)
    cv.text(word, strip[0] + 34, strip[1] + 15, font=f, col=WHITE, anchor="left", shadow=((0, 0, 0), 90))
    # the text
    panel = (12, 196, CARD_W - 24, CARD_H - 196 - 12)
    paint(cv.surf, Lin(196, CARD_H - 12, [WHITE, SNOW, (226, 232, 244)]), lambda s, c: rrect(s, panel, c, 10))
    cv.paragraph(ev.text, (panel[0] + 10, panel[1] + 6, panel[2] - 20, panel[3] - 12), INK, 19, 9)
    return cv.finish()


def rosette(p: Pen, r: float, col: Colour = BADGE_RED, ribbon: Colour = (40, 96, 170)) -> None:
    for x, ang in ((-0.45, 14), (0.45, -14)):
        pts = [(x * r - 0.32 * r, 0.3 * r), (x * r + 0.32 * r, 0.3 * r), (x * r + 0.36 * r + ang * 0.02 * r, 1.3 * r),
               (x * r, 1.1 * r), (x * r - 0.36 * r + ang * 0.02 * r, 1.3 * r)]
        p.stroke(pts, 2.4, INK, closed=True)
        p.poly(pts, ribbon)
    scallops = star_pts(0, 0, r * 1.1, r * 0.96, 16, -90)
    p.stroke(scallops, 3.4, INK, closed=True)
    p.poly(scallops, (250, 206, 60))
    p.stroke(scallops, 2.2, (250, 206, 60), closed=True)
    p.circle((0, 0), r * 0.84, INK)
    cx, cy = p.P(0, 0)
    rr = r * 0.8 * p.k
    paint(p.s, Rad((cx - rr * 0.3, cy - rr * 0.35), rr * 1.4, [lighten(col, 0.35), col, darken(col, 0.3)]),
          lambda s, c: circle(s, (cx, cy), rr, c))


def target_card(t: TargetCard, content: SkiContent) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    deck = DECK_RGB["target"]
    card_frame(cv, lighten(deck, 0.25), darken(deck, 0.3))
    title_band(cv, t.title, WHITE, (60, 30, 0))
    tg_picture(cv, t, content)
    frame_window(cv, PIC, rgba(WHITE, 230), 2.5)
    # a small bullseye: the deck's sign
    bullseye(cv.pen(PIC[0] + 16, PIC[1] + 16), 9, trim=WHITE)
    panel = (12, 160, CARD_W - 24, 104)
    paint(cv.surf, Lin(160, 264, [WHITE, SNOW, (238, 232, 218)]), lambda s, c: rrect(s, panel, c, 10))
    cv.text("SECRET TARGET", CARD_W / 2, panel[1] + 13, 10, (150, 110, 40), spacing=1.5, ink=True)
    cv.paragraph(t.text, (panel[0] + 10, panel[1] + 22, panel[2] - 20, panel[3] - 28), INK, 18, 9)
    # the points badge
    bx, by = CARD_W / 2, 298
    rosette(cv.pen(bx, by), 33)
    cv.text(str(t.points), bx, by - 5, 38, WHITE, outline=darken(BADGE_RED, 0.5), ow=1.5, ink=True)
    cv.text("POINTS" if t.points != 1 else "POINT", bx, by + 18, 9, WHITE, spacing=0.8, ink=True)
    return cv.finish()


def card_back(deck: str) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    col = DECK_RGB[deck]
    card_frame(cv, lighten(col, 0.15), darken(col, 0.45))
    panel = (12, 12, CARD_W - 24, CARD_H - 24)
    if deck == "piste":
        sky = [(86, 156, 226), (168, 210, 244), (226, 240, 252)]
    elif deck == "event":
        sky = [(22, 20, 60), (58, 50, 128), (112, 96, 176)]
    else:
        sky = [(206, 124, 28), (240, 170, 60), (252, 214, 120)]
    paint(cv.surf, Lin(12, CARD_H - 12, sky), lambda s, c: rrect(s, panel, c, 10))
    with Layer(cv) as L:
        p = L.pen()
        if deck == "target":
            cx, cy = CARD_W / 2, 150
            for i in range(24):
                a0, a1 = 360 * i / 24, 360 * (i + 0.5) / 24
                pts = [(cx, cy)] + arc_pts(cx, cy, 400, a0, a1, 4)
                poly(L.surf, pts, rgba(WHITE, 40))
        # a tiled snowflake pattern: one flake per cell of a staggered grid
        for row in range(9):
            for colm in range(6):
                x = 12 + colm * 46 + (23 if row % 2 else 0)
                y = 14 + row * 42
                a = 70 if deck != "piste" else 90
                snowflake(L.pen(x, y), 7 + (row * 3 + colm) % 3, rgba(WHITE, a), 1.4)
        base = CARD_H - 12
        far = {"piste": (150, 190, 230), "event": (90, 80, 160), "target": (236, 170, 80)}[deck]
        near = {"piste": (96, 136, 190), "event": (44, 38, 100), "target": (170, 100, 30)}[deck]
        peak(p, 44, 252, 80, base, far, lighten(far, 0.7), 0.3)
        peak(p, 206, 244, 86, base, far, lighten(far, 0.7), 0.3)
        peak(p, 125, 236, 120, base + 30, near, WHITE, 0.3, shade=darken(near, 0.18))
        if deck == "piste":
            run = [(125, 240), (112, 262), (138, 284), (108, 308), (132, base)]
            for (x1, y1), (x2, y2) in zip(run, run[1:]):
                for i in range(3):
                    t0, t1 = i / 3, (i + 0.6) / 3
                    p.line((x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0), (x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1),
                           3, rgba((214, 40, 48)))
        if deck == "event":
            for i in range(26):
                x = 20 + (i * 97) % 210
                y = 20 + (i * 53) % 150
                L.pen(x, y).poly(star_pts(0, 0, 3 + i % 3, 1.2 + (i % 3) * 0.4), rgba((255, 240, 190), 200))
        clip_to(L, panel, 10)
    # the emblem
    ex, ey = CARD_W / 2, 118
    p = cv.pen(ex, ey)
    p.circle((0, 0), 52, rgba(INK))
    p.circle((0, 0), 49, WHITE)
    p.fillcircle((0, 0), 45, Rad(p.P(-12, -14), 64, [lighten(col, 0.45), col, darken(col, 0.3)]))
    if deck == "piste":
        for i, c in enumerate(("green", "blue", "red", "black")):
            x, y = [(-17, -16), (17, -16), (-17, 18), (17, 18)][i]
            shape(cv.surf, style.PISTE_SHAPE[c], ex + x, ey + y, 13, style.PISTE_RGB[c], WHITE, 2.4)
    elif deck == "event":
        lightning(p.at(0, 2, 1.45), (255, 216, 80))
        p2 = p.at(0, 2, 1.45)
        p2.stroke([(5, -24), (-12, 3), (-1, 3), (-6, 24), (13, -5), (2, -5), (9, -24)], 1.2, INK, closed=True)
    else:
        bullseye(p.at(-4, 6), 28)
        arrow(p, [(30, -30), (-2, 4)], 4, INK, 2.0)
        p.poly([(30, -30), (40, -34), (36, -26)], (214, 40, 48))
        p.poly([(30, -30), (34, -40), (26, -36)], (214, 40, 48))
    # the deck's name on a banner, the game's name above
    word = {"piste": "PISTE", "event": "EVENT", "target": "TARGET"}[deck]
    by = 208
    banner = [(24, by - 20), (CARD_W - 24, by - 20), (CARD_W - 14, by), (CARD_W - 24, by + 20), (24, by + 20),
              (14, by)]
    stroke(cv.surf, banner, 4, INK, closed=True)
    paint(cv.surf, Lin(by - 20, by + 20, [WHITE, SNOW, (214, 224, 238)]), lambda s, c: poly(s, banner, c))
    cv.text(word, CARD_W / 2, by, 30, darken(col, 0.25), spacing=4, ink=True)
    cv.text("SKI THE MOUNTAIN", CARD_W / 2, 40, 13, WHITE, spacing=1.5, ink=True, shadow=((0, 0, 0), 140))
    return cv.finish()


# ---------------------------------------------------------------- pieces

def skier_piece(name: str, symbols: bool = True) -> pygame.Surface:
    """The player's shape in their colour with a white pip of the same shape in
    the middle, outlined in ink (it must read at 24 px: no letter, which would
    read as someone's initial), and behind it a skier embossed in the counter.
    symbols=False: the plain counter, round for everyone and with no pip."""
    cv = Canvas(PIECE, PIECE)
    col = style.PLAYER_RGB[name]
    kind = style.PLAYER_SHAPE[name] if symbols else "circle"
    cx, cy, r = 32, 30.5, 26
    shape(cv.surf, kind, cx, cy + 2.5, r, darken(col, 0.45), INK, 2.2)       # the counter's thickness
    shape(cv.surf, kind, cx, cy, r, Lin(cy - r, cy + r, [lighten(col, 0.35), col, darken(col, 0.12)]),
          INK, 2.2, highlight=rgba(WHITE, 130))
    sx, sy = cx - 1, cy + (6 if kind == "triangle" else 1)
    sk = {"triangle": 0.66, "star": 0.62, "diamond": 0.8}.get(kind, 0.9)
    inside = shape_pts(kind, cx, cy, r)
    inside = inset(inside, 3.5) if kind != "star" else [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.86)
                                                         for x, y in inside]
    for dx, dy, c, a in ((0.7, 1.1, WHITE, 110), (0, 0, darken(col, 0.4), 200)):   # a light edge, the figure
        with Layer(cv, a) as L:
            skier(L.pen(sx + dx, sy + dy, sk), c, w=1.15)
            clip_poly(L, inside)
    if symbols:
        py = cy + {"triangle": 5, "star": 1}.get(kind, 0)
        pip = {"triangle": 10.5, "star": 11}.get(kind, 9.5)
        shape(cv.surf, kind, cx, py, pip, WHITE, INK, 2.2)
    return cv.finish()


def snowflake_piece(name: str, symbols: bool = True) -> pygame.Surface:
    """A snowflake in the player's colour with their shape in the middle, a
    coloured pip of it inside; symbols=False: a plain round white centre instead."""
    cv = Canvas(PIECE, PIECE)
    col = style.PLAYER_RGB[name]
    kind = style.PLAYER_SHAPE[name]
    p = cv.pen(32, 32)
    snowflake(p, 28.5, INK, 6.0, ((0.44, 0.26), (0.72, 0.2)))
    snowflake(p, 28, col, 3.2, ((0.44, 0.26), (0.72, 0.2)))
    if not symbols:
        shape(cv.surf, "circle", 32, 32, 13, WHITE, INK, 2.0)
        shape(cv.surf, "circle", 32, 32, 10.8, WHITE, col, 1.8)
        return cv.finish()
    shape(cv.surf, kind, 32, 32, 13, WHITE, INK, 2.0)
    inner = {"triangle": 11.5, "star": 11}.get(kind, 13)
    shape(cv.surf, kind, 32, 32, inner - 2.2, WHITE, col, 1.8)
    shape(cv.surf, kind, 32, 32 + {"triangle": 2}.get(kind, 0), {"triangle": 5.5, "star": 6}.get(kind, 5),
          col, INK, 1.4)
    return cv.finish()


def sun_piece() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    p = cv.pen(32, 32)
    sun(p, 18.5, outline=(178, 92, 10))
    # a friendly face
    p.circle((-6, -3), 2.2, (150, 70, 10))
    p.circle((6, -3), 2.2, (150, 70, 10))
    p.stroke(arc_pts(0, 1, 8, 30, 150, 12), 2.0, (150, 70, 10))
    return cv.finish()


def marker_piste_closed() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    p = cv.pen(32, 32)
    p.circle((0, 0), 29.5, INK)
    p.fillcircle((0, 0), 27.5, Rad(p.P(-8, -10), 40, [WHITE, (232, 236, 244)]))
    p.circle((0, 0), 27.5, (214, 32, 40), 3.2)
    saltire(p.at(0, 0, 0.95), 19, 9)
    return cv.finish()


def marker_lift_closed() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    p = cv.pen(32, 32)
    p.circle((0, 0), 29.5, INK)
    p.fillcircle((0, 0), 27.5, Rad(p.P(-8, -10), 40, [WHITE, (232, 236, 244)]))
    p.circle((0, 0), 27.5, (214, 32, 40), 3.2)
    with Layer(cv) as L:
        q = L.pen(26, 34, 0.8)
        chair(q, INK, cable=True)
        clip_circle(L, (32, 32), 25.5)
    stop_sign(cv.pen(45, 44), 11.5)
    return cv.finish()


# ---------------------------------------------------------------- icons

def disc_icon(cv: Canvas, col: Colour, r: float = 29) -> Pen:
    p = cv.pen(32, 32)
    p.circle((0, 1.2), r + 2, rgba((0, 0, 0), 70))
    p.circle((0, 0), r + 2, INK)
    p.fillcircle((0, 0), r, Rad(p.P(-9, -11), r * 1.6, [lighten(col, 0.3), col, darken(col, 0.2)]))
    p.circle((0, 0), r - 2.4, rgba(WHITE, 110), 1.4)
    return p


def lift_icon(kind: str) -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    disc_icon(cv, style.LIFT_RGB)
    with Layer(cv) as L:
        q = L.pen(32, 36, 0.82)
        {"cable_car": lambda: cabin(q, WHITE, style.LIFT_RGB, WHITE),
         "chair": lambda: chair(q, WHITE, w=1.15),
         "drag": lambda: tbar(q, WHITE)}[kind]()
        if kind == "cable_car":
            q.rrect(-15.5, 8, 31, 3.5, 0, WHITE)
        clip_circle(L, (32, 32), 27)
    return cv.finish()


def icon_bus() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    disc_icon(cv, style.BUS_RGB)
    bus(cv.pen(32, 31, 0.86), body=WHITE, win=style.BUS_RGB, wheel=INK, trim=darken(style.BUS_RGB, 0.5))
    return cv.finish()


def icon_bus_stop() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    p = cv.pen(32, 32)
    col = style.BUS_STOP_RGB
    p.rrect(-27.5, -27.5, 55, 55, 12, INK)
    x0, y0 = p.P(-25.5, -25.5)
    paint(cv.surf, Lin(6, 58, [lighten(col, 0.3), col, darken(col, 0.2)]),
          lambda s, c: rrect(s, (x0, y0, 51, 51), c, 10))
    bus_stop_sign(cv.pen(32, 32, 0.82), WHITE, col)
    return cv.finish()


def icon_restaurant() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    disc_icon(cv, style.RESTAURANT_RGB)
    cutlery(cv.pen(32, 32, 0.95), WHITE)
    return cv.finish()


def icon_town() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    disc_icon(cv, style.TOWN_RGB)
    col = style.TOWN_RGB
    dark = darken(col, 0.55)
    with Layer(cv) as L:
        p = L.pen()
        for x, base, w, h, rh in ((18, 46, 15, 11, 8), (46, 46, 15, 12, 8), (32, 49, 20, 16, 11)):
            body = [(x - w / 2, base), (x - w / 2, base - h), (x, base - h - rh), (x + w / 2, base - h),
                    (x + w / 2, base)]
            p.stroke(body, 3.4, dark, closed=True)
            p.poly(body, WHITE)
            p.stroke([(x - w / 2 - 2.5, base - h + 1.5), (x, base - h - rh - 1), (x + w / 2 + 2.5, base - h + 1.5)],
                     3.4, dark)
            p.rrect(x - 2.2, base - 6.5, 4.4, 6.5, 1, col)
            if w > 16:
                p.rrect(x - 7, base - h + 2, 4, 4, 0.8, col)
                p.rrect(x + 3, base - h + 2, 4, 4, 0.8, col)
                p.circle((x, base - h - rh * 0.35), 1.8, col)
        clip_circle(L, (32, 32), 28)
    return cv.finish()


def icon_station() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    disc_icon(cv, style.STATION_RGB)
    col = style.STATION_RGB
    with Layer(cv) as L:
        p = L.pen(32, 36, 0.95)
        station_house(p, WHITE)
        p.rrect(-5, 5, 10, 14, 1.5, col)
        p.rrect(-13, -2, 6, 6, 1, col)
        p.rrect(7, -2, 6, 6, 1, col)
        clip_circle(L, (32, 32), 28)
    return cv.finish()


def icon_piste(colour: str, symbols: bool = True) -> pygame.Surface:
    """A piste spot: its shape in its colour; symbols=False: a circle for every colour."""
    cv = Canvas(PIECE, PIECE)
    kind = style.PISTE_SHAPE[colour] if symbols else "circle"
    col = style.PISTE_RGB[colour]
    r = 24
    cy = 32 + (-3 if kind == "triangle" else 0)
    shape(cv.surf, kind, 32, cy, r, WHITE, INK, 3.0)
    fill = Lin(cy - r, cy + r, [lighten(col, 0.25), col, darken(col, 0.15)]) if colour != "black" \
        else Lin(cy - r, cy + r, [(80, 82, 94), (24, 24, 30), (8, 8, 12)])
    shape(cv.surf, kind, 32, cy, r - 2.6, fill, INK, 0.0, highlight=rgba(WHITE, 120))
    return cv.finish()


def icon_timing(timing: str) -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    p = cv.pen(32, 32)
    # the outline ring in ink, then the badge
    if timing == "turn":
        p.circle((0, 1.2), 29, rgba((0, 0, 0), 60))
        p.circle((0, 0), 29.5, INK)
    elif timing == "anytime":
        p.rrect(-29.5, -29.5, 59, 59, 13, INK)
    else:
        p.poly(regular(0, 0, 31.5, 8, -90 + 22.5), INK)
    timing_badge(p, timing, 25, WHITE, 2.5)
    return cv.finish()


def icon_event_indicator() -> pygame.Surface:
    cv = Canvas(PIECE, PIECE)
    deck = DECK_RGB["event"]
    card_mini(cv.pen(32, 32, 2.3), 0, 0, 10, deck, WHITE)
    p = cv.pen(32, 32).at(0, 0, 1.0)
    lightning(p.at(1, 1, 0.78), (255, 216, 80))
    return cv.finish()


# ---------------------------------------------------------------- board art

def space_base(cv: Canvas, sky: Sequence[Colour], outline: Colour = INK) -> Rect:
    rect = (2, 2, SPACE - 4, SPACE - 4)
    rrect(cv.surf, (2, 4, SPACE - 4, SPACE - 4), rgba((0, 0, 0), 60), 16)
    rrect(cv.surf, rect, outline, 16)
    inner = (4.5, 4.5, SPACE - 9, SPACE - 9)
    paint(cv.surf, Lin(4, SPACE - 4, sky), lambda s, c: rrect(s, inner, c, 14))
    return inner


def space_hills(cv: Canvas, inner: Rect, far: Colour, near: Colour, snow: Colour = WHITE) -> None:
    with Layer(cv) as L:
        p = L.pen()
        base = SPACE
        peak(p, 22, 64, 34, base, far, snow, 0.3)
        peak(p, 74, 60, 38, base, far, snow, 0.3)
        peak(p, 48, 70, 40, base, near, snow, 0.3)
        clip_to(L, inner, 14)


def board_space(event: bool = False) -> pygame.Surface:
    cv = Canvas(SPACE, SPACE)
    inner = space_base(cv, [(170, 210, 244), (226, 240, 252), (246, 250, 254)])
    with Layer(cv, 150) as L:
        p = L.pen()
        peak(p, 22, 70, 30, SPACE, (206, 224, 244), WHITE, 0.34)
        peak(p, 76, 66, 34, SPACE, (206, 224, 244), WHITE, 0.34)
        peak(p, 50, 74, 36, SPACE, (190, 212, 238), WHITE, 0.34)
        clip_to(L, inner, 14)
    rrect(cv.surf, (7, 7, SPACE - 14, SPACE - 14), rgba(WHITE, 200), 11, 1.5)
    if event:
        card_mini(cv.pen(SPACE - 20, 22, 1.05), 0, 0, 12, DECK_RGB["event"], WHITE)
        lightning(cv.pen(SPACE - 20, 22).at(0.5, 0.5, 0.36), (255, 216, 80))
    return cv.finish()


def board_sunrise() -> pygame.Surface:
    cv = Canvas(SPACE, SPACE)
    inner = space_base(cv, [(250, 170, 150), (252, 210, 160), (254, 240, 200)])
    with Layer(cv) as L:
        sun(L.pen(48, 66), 16, rays=(255, 196, 60))
        clip_to(L, inner, 14)
    space_hills(cv, inner, (190, 160, 190), (150, 124, 166), (252, 232, 236))
    rrect(cv.surf, (7, 7, SPACE - 14, SPACE - 14), rgba(WHITE, 170), 11, 1.5)
    return cv.finish()


def board_sunset() -> pygame.Surface:
    cv = Canvas(SPACE, SPACE)
    inner = space_base(cv, [(106, 70, 150), (226, 96, 90), (250, 170, 80)])
    with Layer(cv) as L:
        sun(L.pen(48, 70), 17, core=(255, 190, 60), rim=(236, 90, 30), rays=(252, 140, 50))
        clip_to(L, inner, 14)
    space_hills(cv, inner, (130, 70, 110), (84, 44, 84), (236, 186, 190))
    rrect(cv.surf, (7, 7, SPACE - 14, SPACE - 14), rgba(WHITE, 150), 11, 1.5)
    return cv.finish()


def board_night() -> pygame.Surface:
    cv = Canvas(SPACE, SPACE)
    inner = space_base(cv, [(10, 12, 40), (28, 30, 80), (52, 54, 110)])
    with Layer(cv) as L:
        p = L.pen()
        for i, (x, y) in enumerate(((14, 16), (30, 26), (22, 44), (40, 12), (50, 34), (82, 14), (80, 50),
                                    (12, 60), (36, 54), (66, 60), (88, 34), (58, 16))):
            p.poly(star_pts(x, y, 1.8 + (i % 3) * 0.9, 0.7 + (i % 3) * 0.3, 4), rgba((255, 246, 210), 230))
        q = L.pen(62, 30)
        q.circle((0, 0), 13, (250, 238, 190))
        q.circle((6, -4), 11.5, ERASE)
        clip_to(L, inner, 14)
    space_hills(cv, inner, (44, 50, 90), (26, 30, 60), (190, 200, 230))
    rrect(cv.surf, (7, 7, SPACE - 14, SPACE - 14), rgba(WHITE, 120), 11, 1.5)
    return cv.finish()


_G, _B, _R, _K = (style.PISTE_RGB[c] for c in ("green", "blue", "red", "black"))
SCORE_STOPS = [(0.0, lighten(_G, 0.1)), (0.21, _G), (0.29, _B), (0.46, _B), (0.54, _R), (0.71, _R),
               (0.79, (58, 58, 68)), (1.0, _K)]


def scoreboard() -> pygame.Surface:
    s: float                # (scores are whole, the colour zones' middles are not)
    cv = Canvas(SCORE_W, SCORE_H)
    W, H = SCORE_W, SCORE_H
    rrect(cv.surf, (0, 4, W, H - 4), rgba((0, 0, 0), 70), 24)
    paint(cv.surf, Lin(0, H, [(60, 74, 112), (28, 34, 58)]), lambda s, c: rrect(s, (0, 0, W, H - 4), c, 24))
    panel = (8, 8, W - 16, H - 20)
    paint(cv.surf, Lin(8, H - 12, [WHITE, SNOW, (214, 226, 242)]), lambda s, c: rrect(s, panel, c, 18))
    y0, y1 = SCORE_BAND
    x0 = SCORE_X0 - SCORE_STEP / 2
    x1 = SCORE_X0 + 100 * SCORE_STEP + SCORE_STEP / 2
    band = (x0, y0, x1 - x0, y1 - y0)
    rrect(cv.surf, (x0 - 3, y0 - 3, x1 - x0 + 6, y1 - y0 + 6), INK, 12)
    grad = Lin(SCORE_X0, SCORE_X0 + 100 * SCORE_STEP, SCORE_STOPS, axis="x")
    paint(cv.surf, grad, lambda s, c: rrect(s, band, c, 10))
    with Layer(cv) as L:
        p = L.pen()
        # a soft shine on the top half
        rrect(L.surf, (x0, y0, x1 - x0, (y1 - y0) * 0.45), rgba(WHITE, 46), 10)
        for s in range(1, 101):
            x = SCORE_X0 + (s - 0.5) * SCORE_STEP
            p.line((x, y0 + 2), (x, y1 - 2), 1.2 if s % 5 else 2.2, rgba(WHITE, 110 if s % 5 else 200), caps=False)
        clip_to(L, band, 10)
    for s in range(0, 101, 5):
        x = SCORE_X0 + s * SCORE_STEP
        cv.pen().line((x, y0 - 10), (x, y0 - 3), 2.4, INK)
        f = get_font(24 if s % 10 == 0 else 20, True)
        cv.text(str(s), x, 40, font=f, col=INK, ink=True)
    # every score space gets a small dot, every five a bigger one
    for s in range(0, 101):
        x = SCORE_X0 + s * SCORE_STEP
        yc = (y0 + y1) / 2
        if s % 5 == 0:
            circle(cv.surf, (x, yc), 5.2, rgba(WHITE, 230))
        else:
            circle(cv.surf, (x, yc), 2.2, rgba(WHITE, 150))
    # the colour zones' shapes under the band, so the ramp reads without colour
    for s, c in ((12.5, "green"), (37.5, "blue"), (62.5, "red"), (87.5, "black")):
        x = SCORE_X0 + s * SCORE_STEP
        shape(cv.surf, style.PISTE_SHAPE[c], x, 160, 11, style.PISTE_RGB[c], INK, 2.0)
        cv.pen().line((x - 100, 160), (x - 26, 160), 1.6, rgba(INK, 70))
        cv.pen().line((x + 26, 160), (x + 100, 160), 1.6, rgba(INK, 70))
    return cv.finish()


# ---------------------------------------------------------------- the list of sprites

PLAYER_NAMES = list(style.PLAYER_RGB)
DECKS = ["piste", "event", "target"]


def load_content() -> SkiContent:
    from game.games.ski.rules.content import load_content as load
    return load(paths.config_dir("ski"))


def sprites(content: SkiContent | None = None) -> list[Sprite]:
    """Every sprite, in a fixed order, with its path as style.py names it."""
    content = content if content is not None else load_content()
    card, piece, space, score = (CARD_W, CARD_H), (PIECE, PIECE), (SPACE, SPACE), (SCORE_W, SCORE_H)
    out: list[tuple[str, Callable[[], pygame.Surface], tuple[int, int]]] = []
    for colour, value in sorted({(c.colour, c.value) for c in content.piste},
                                key=lambda cv: (list(style.PISTE_RGB).index(cv[0]), cv[1])):
        out.append((style.piste_card(colour, value), partial(piste_card, colour, value), card))
    for key, ev in content.event_types.items():
        out.append((style.event_card(key), partial(event_card, ev), card))
    for key, t in content.target_types.items():
        out.append((style.target_card(key), partial(target_card, t, content), card))
    for deck in DECKS:
        out.append((style.card_back(deck), partial(card_back, deck), card))
    for n in PLAYER_NAMES:
        out.append((style.skier(n), partial(skier_piece, n), piece))
        out.append((style.snowflake(n), partial(snowflake_piece, n), piece))
    out.append((style.piece("sun"), sun_piece, piece))
    out.append((style.piece("marker_piste_closed"), marker_piste_closed, piece))
    out.append((style.piece("marker_lift_closed"), marker_lift_closed, piece))
    for n in PLAYER_NAMES:      # the plain pieces, for when the colour-blind symbols are off
        out.append((style.skier(n, symbols=False), partial(skier_piece, n, symbols=False), piece))
        out.append((style.snowflake(n, symbols=False), partial(snowflake_piece, n, symbols=False), piece))
    for kind in ("cable_car", "chair", "drag"):
        out.append((style.icon(f"lift_{kind}"), partial(lift_icon, kind), piece))
    out += [(style.icon("bus"), icon_bus, piece), (style.icon("bus_stop"), icon_bus_stop, piece),
            (style.icon("restaurant"), icon_restaurant, piece), (style.icon("town"), icon_town, piece),
            (style.icon("station"), icon_station, piece),
            (style.icon("event_indicator"), icon_event_indicator, piece)]
    for colour in style.PISTE_RGB:
        out.append((style.piste_spot(colour), partial(icon_piste, colour), piece))
    for colour in style.PISTE_RGB:
        out.append((style.piste_spot(colour, symbols=False), partial(icon_piste, colour, symbols=False), piece))
    for timing in style.TIMING_ICON:
        out.append((style.icon(style.TIMING_ICON[timing]), partial(icon_timing, timing), piece))
    out += [(style.board_art("sunset_space"), partial(board_space, False), space),
            (style.board_art("sunset_space_event"), partial(board_space, True), space),
            (style.board_art("sunrise"), board_sunrise, space), (style.board_art("sunset"), board_sunset, space),
            (style.board_art("night"), board_night, space), (style.board_art("scoreboard"), scoreboard, score)]
    return [Sprite(sprite_rel(path), draw, size) for path, draw, size in out]


def make(out_dir: str | None = None, only: Sequence[str] | None = None) -> list[str]:
    """Draw the sprites (those matching only's shell patterns, if given) into
    out_dir (default: the game's sprites/ folder); return the files written."""
    return write_sprites(sprites(), out_dir if out_dir is not None else default_out_dir(), only)
