"""Himalaya Grand Prix's sprites: everything under sprites/grand_prix/.

Contract: ``sprites()`` lists them (path under sprites/, how to draw it, its
size) without drawing; ``make(out_dir, only)`` draws them into
out_dir/grand_prix/ and returns the files written. tools/make_sprites.py is
the command line.

All the art is ours: simple vector drawings made here with pygame primitives
(circles, ellipses, polygons, lines), nothing downloaded. The teams (their
animal and colour) and the Yetis come from config/grand_prix/game.yaml through
the game's own content loader; the file names and sizes from
game/games/grand_prix/style.py. The drawing machinery (supersampling, text,
deterministic PNGs) is art.kit's.

What it draws (sizes are the files' own, twice what is shown at 1280x720):

- boarder_<team>_<value>.png (128x128): a snowboarder token, a disc in the
  team's colour with the team's animal head (so the teams differ without
  colour too) and the value 1 to 4 in a white badge; boarder_back.png, the
  token face down;
- team_<team>.png (64x64): the team's emblem, its animal's head alone;
- figure_<yeti>.png (128x128): each Yeti standing, facing right, a snowball
  raised to throw; each one has its own look (two snowballs, a paw over the
  eyes, a scarf, a nightcap, roller skates);
- yeti_<yeti>_<colour>.png (250x350): the Yeti cards, green ones throwing to
  the right and red ones (the figure mirrored) to the left, with an arrow
  that says so and the colour's name; back.png, the back of the secret hand;
  snowball_card.png, the snowball card;
- die_<n>.png (96x96) and snowball.png (48x48).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game import paths
from game.games.grand_prix import style
from game.games.grand_prix.rules.content import GPContent, Team

from .kit import (
    INK,
    WHITE,
    Canvas,
    Colour,
    Layer,
    Lin,
    Pen,
    Point,
    Rad,
    Sprite,
    arc_pts,
    arrow,
    card_frame,
    clip_to,
    darken,
    default_out_dir,
    ellipse_pts,
    fit_font,
    lighten,
    paint,
    peak,
    poly,
    rgba,
    rrect,
    snowflake,
    sprite_rel,
    stroke,
    write_sprites,
)

CARD_W, CARD_H = style.GP_CARD          # 250 x 350
TOKEN = style.GP_TOKEN                  # 128
DIE = style.GP_DIE                      # 96
EMBLEM = style.GP_EMBLEM                # 64
BALL = style.GP_BALL                    # 48

CARD_RGB = {"green": (46, 150, 80), "red": (200, 50, 50)}
BACK_RGB = (100, 118, 146)              # a token face down
SNOWBALL_RGB = (96, 164, 222)           # the snowball card's frame

# the Yetis' fur and face
FUR = (252, 253, 255)
FUR_SHADE = (196, 216, 240)
FUR_LINE = (66, 92, 136)
SKIN = (150, 184, 222)
SKIN_DARK = (104, 140, 186)
MOUTH = (120, 40, 64)
BLUSH = (246, 140, 170)

# snowballs
BALL_LIGHT = (255, 255, 255)
BALL_MID = (226, 238, 252)
BALL_DARK = (160, 192, 228)
BALL_LINE = (84, 118, 168)


# ---------------------------------------------------------------- small helpers (design units, through a Pen)

def rot_ellipse(cx: float, cy: float, rx: float, ry: float, rot: float = 0.0, n: int = 48) -> list[Point]:
    """The outline of an ellipse turned by rot degrees (clockwise on screen)."""
    a = math.radians(rot)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def ocircle(p: Pen, c: Point, r: float, fill: Colour, ow: float, line: Colour = INK) -> None:
    """A circle with an outline ow wide."""
    if ow > 0:
        p.circle(c, r + ow, line)
    p.circle(c, r, fill)


def opoly(p: Pen, pts: Sequence[Point], fill: Colour, ow: float, line: Colour = INK) -> None:
    """A polygon with an outline ow wide (round corners outside)."""
    if ow > 0:
        p.stroke(pts, 2 * ow, line, closed=True)
    p.poly(pts, fill)


def oellipse(p: Pen, cx: float, cy: float, rx: float, ry: float, fill: Colour, ow: float, line: Colour = INK,
             rot: float = 0.0) -> None:
    opoly(p, rot_ellipse(cx, cy, rx, ry, rot), fill, ow, line)


def ostroke(p: Pen, pts: Sequence[Point], w: float, fill: Colour, ow: float, line: Colour = INK) -> None:
    """A thick line with an outline ow wide."""
    if ow > 0:
        p.stroke(pts, w + 2 * ow, line)
    p.stroke(pts, w, fill)


def eye(p: Pen, c: Point, r: float, ow: float = 0.0, shine: bool = True) -> None:
    """A round black eye with a glint at its upper left."""
    ocircle(p, c, r, INK, ow)
    if shine:
        p.circle((c[0] - r * 0.35, c[1] - r * 0.35), r * 0.38, WHITE)


class Silhouette:
    """Shapes that make one outline together: every outline first, then every
    fill, so the outline runs only round the whole. With light, the fill is
    the shade and each shape is drawn again a little smaller, nudged towards
    the light (the upper left), in the light colour: a soft shaded edge."""

    def __init__(self) -> None:
        self.parts: list[tuple[str, Any]] = []

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, rot: float = 0.0) -> Silhouette:
        self.parts.append(("e", (cx, cy, rx, ry, rot)))
        return self

    def circle(self, cx: float, cy: float, r: float) -> Silhouette:
        self.parts.append(("c", (cx, cy, r)))
        return self

    def line(self, pts: Sequence[Point], w: float) -> Silhouette:
        self.parts.append(("l", (pts, w)))
        return self

    def fluffy(self, cx: float, cy: float, rx: float, ry: float, n: int, bump: float, a0: float = 0.0,
               a1: float = 360.0, skip: Callable[[float], bool] | None = None) -> Silhouette:
        """An ellipse with tufts of fur (circles) all round its edge; skip(i)
        leaves tufts out (where the shape joins another)."""
        self.ellipse(cx, cy, rx, ry)
        for i in range(n):
            a = math.radians(a0 + (a1 - a0) * (i + 0.5) / n)
            if skip and skip(math.degrees(a) % 360):
                continue
            self.circle(cx + rx * math.cos(a), cy + ry * math.sin(a), bump)
        return self

    def _draw(self, p: Pen, col: Colour, grow: float, dx: float = 0.0, dy: float = 0.0) -> None:
        for kind, a in self.parts:
            if kind == "e":
                cx, cy, rx, ry, rot = a
                if rx + grow > 0 and ry + grow > 0:
                    p.poly(rot_ellipse(cx + dx, cy + dy, rx + grow, ry + grow, rot), col)
            elif kind == "c":
                cx, cy, r = a
                if r + grow > 0:
                    p.circle((cx + dx, cy + dy), r + grow, col)
            else:
                pts, w = a
                if w + 2 * grow > 0:
                    p.stroke([(x + dx, y + dy) for x, y in pts], w + 2 * grow, col)

    def draw(self, p: Pen, fill: Colour, line: Colour, ow: float, light: Colour | None = None,
             shrink: float = 2.5, nudge: Point = (-1.4, -2.0)) -> None:
        if ow > 0:
            self._draw(p, line, ow)
        self._draw(p, fill, 0.0)
        if light is not None:
            self._draw(p, light, -shrink, *nudge)


# ---------------------------------------------------------------- the animals (design units, about +-26)

def head_beaver(p: Pen, ow: float) -> None:
    fur, dark, muzzle = (152, 96, 54), (96, 56, 30), (222, 186, 140)
    for s in (-1, 1):
        ocircle(p, (s * 16, -15), 6.5, fur, ow)
        p.circle((s * 16, -15), 3.2, dark)
    oellipse(p, 0, 0, 21, 18.5, fur, ow)
    p.poly(rot_ellipse(-5, -7, 11, 7, -15), rgba(lighten(fur, 0.25)))
    for s in (-1, 1):
        eye(p, (s * 8.5, -5), 3.3)
    # the two big front teeth, then the muzzle over their tops
    for s in (-1, 1):
        x0 = 0 if s > 0 else -5.2
        p.rrect(x0 - ow, 8 - ow, 5.2 + 2 * ow, 13 + 2 * ow, 1.8 + ow, INK)
    for s in (-1, 1):
        x0 = 0.5 if s > 0 else -5.7
        p.rrect(x0, 8, 5.2, 13, 1.8, WHITE)
    oellipse(p, 0, 6.5, 12, 7.2, muzzle, ow * 0.8)
    p.poly(rot_ellipse(0, 3.2, 5, 3.2), INK)
    p.circle((-1.6, 2.2), 1.2, rgba(WHITE, 200))
    p.line((0, 6.2), (0, 9.5), 1.2, INK)
    for s in (-1, 1):
        for dy in (-1.5, 1.5):
            p.circle((s * 7, 6.5 + dy), 0.9, darken(muzzle, 0.4))


def head_crocodile(p: Pen, ow: float) -> None:
    x: float                # (the bumps sit at whole positions, the teeth at fractions)
    green, belly, dark = (74, 156, 74), (160, 206, 116), (40, 104, 52)
    mouth = (150, 40, 52)
    upper = [(-25, -2), (-21, -9), (-10, -11), (0, -8), (8, -6), (20, -6.5), (25.5, -4), (27, 0), (25, 3),
             (-4, 3), (-25, 5)]
    lower = [(-25, 4), (-4, 4), (6, 7), (24, 7), (25.5, 10), (22, 13), (4, 14.5), (-12, 15), (-22, 13)]
    bumps = ((-17, -10, 5.0), (-8, -12, 6.6), (21, -6.5, 3.2))
    for x, y, r in bumps:                       # outlines first: one silhouette
        p.circle((x, y), r + ow, INK)
    for pts in (upper, lower):
        p.stroke(pts, 2 * ow, INK, closed=True)
    p.poly(lower, belly)
    p.poly([(-4, 2), (26, 1.5), (24, 7.5), (6, 7.5), (-4, 4.5)], mouth)
    p.circle((-17, -10), 5.0, darken(green, 0.12))
    p.poly(upper, green)
    p.circle((-8, -12), 6.6, green)
    p.circle((21, -6.5), 3.2, green)
    # zigzag teeth along both jaws
    for i in range(6):
        x = -1 + i * 4.2
        p.poly([(x, 2.6), (x + 3.2, 2.6), (x + 1.6, 6.2)], WHITE)
        p.poly([(x + 2.1, 7.2), (x + 5.3, 7.2), (x + 3.7, 4.0)], WHITE)
    p.stroke([(-4, 3.2), (25, 2.4)], 0.9, INK)
    # the eye on its bump, a nostril, bumps along the snout
    ocircle(p, (-8, -12.5), 3.8, (244, 214, 70), 0.9)
    p.poly(rot_ellipse(-8, -12.5, 1.1, 3.2), INK)
    p.circle((21.5, -7.5), 1.2, INK)
    for x, y, r in ((-20, -3, 1.6), (-14, -4, 1.4), (-8, -4, 1.5), (2, -3, 1.3), (8, -2, 1.3), (14, -3, 1.2),
                    (-22, 8, 1.2)):
        p.circle((x, y), r, dark)
    p.line((-24, 4.3), (-4, 3.6), 0.9, INK)


def leaf(cx: float, cy: float, w: float, h: float, rot: float = 0.0, n: int = 40) -> list[Point]:
    """A pointed ear: round below, narrowing to a tip h * 0.7 above (cx, cy)."""
    a = math.radians(rot)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        st = math.sin(t)
        x = w / 2 * math.cos(t) * (1 - 0.45 * max(0.0, -st) ** 2)
        y = st * (h * 0.3 if st > 0 else h * 0.7)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def head_kangaroo(p: Pen, ow: float) -> None:
    fur, inner, muzzle = (206, 132, 66), (242, 182, 164), (242, 214, 176)
    for s in (-1, 1):
        opoly(p, leaf(s * 10.5, -12, 11, 25, s * 24), fur, ow)
        p.poly(leaf(s * 10.5, -12.5, 5.5, 18, s * 24), inner)
    # a round brow and a long muzzle below it
    sil = Silhouette().ellipse(0, -1, 14.5, 12).ellipse(0, 10, 9, 11)
    sil.draw(p, fur, INK, ow)
    p.poly(rot_ellipse(-5, -5, 7, 4, -20), rgba(lighten(fur, 0.25)))
    p.poly(rot_ellipse(0, 14, 7, 6.5), muzzle)
    for s in (-1, 1):
        eye(p, (s * 6.5, -1.5), 2.9)
    p.poly(rot_ellipse(0, 11.5, 4.6, 2.8), INK)
    p.circle((-1.5, 10.6), 1.0, rgba(WHITE, 200))
    p.line((0, 13.5), (0, 16.5), 1.1, INK)
    p.stroke(arc_pts(-2.2, 16, 2.2, 10, 170, 8), 1.1, INK)
    p.stroke(arc_pts(2.2, 16, 2.2, 10, 170, 8), 1.1, INK)


def head_rhino(p: Pen, ow: float) -> None:
    grey, dark, horn = (156, 162, 176), (112, 118, 134), (240, 230, 204)
    # the ear at the back, then the head, then the horns on top of the snout
    opoly(p, [(-18, -9), (-22, -24), (-11, -13)], grey, ow)
    p.poly([(-17.5, -11), (-20, -20), (-13.5, -13.5)], dark)
    head = [(-25, -4), (-21, -11), (-10, -13), (2, -10), (14, -4), (22, 2), (26, 8), (24, 14), (14, 17),
            (-6, 17), (-20, 14), (-25, 6)]
    opoly(p, head, grey, ow)
    p.poly([(-22, -3), (-18, -9), (-8, -11), (-6, -6), (-18, 0)], rgba(lighten(grey, 0.25)))
    opoly(p, [(8, -5), (13, -17), (20, -30), (19.5, -17), (21, 0)], horn, ow)
    opoly(p, [(-2, -9), (1, -16), (2.5, -22), (4.5, -15), (7, -7)], horn, ow * 0.9)
    eye(p, (-4, -2), 2.4)
    p.stroke(arc_pts(-4, -2, 5, 200, 330, 10), 1.1, INK)
    p.poly(rot_ellipse(20, 6, 2.4, 1.4, 30), INK)
    p.stroke([(12, 12.5), (18, 12), (23, 11)], 1.2, INK)
    for x in (-14, -9):
        p.stroke(arc_pts(x, 6, 6, 60, 130, 8), 1.0, dark)


def head_giraffe(p: Pen, ow: float) -> None:
    fur, patch, muzzle, knob = (240, 200, 84), (176, 104, 40), (246, 226, 182), (124, 72, 30)
    for s in (-1, 1):
        ostroke(p, [(s * 5.5, -12), (s * 7.5, -27)], 3.6, fur, ow)
        ocircle(p, (s * 7.5, -28), 3.6, knob, ow)
    for s in (-1, 1):
        oellipse(p, s * 15.5, -9, 8.5, 3.6, fur, ow, rot=s * 22)
        p.poly(rot_ellipse(s * 16, -8.8, 5, 1.6, s * 22), (236, 160, 140))
    oellipse(p, 0, -2, 11.5, 15, fur, ow)
    for cx, cy, r, a in ((-5, -11, 3.2, 0), (5, -7, 3.6, 30), (-6, 0, 3.0, 15), (6.5, 3, 2.6, 60),
                         (0, -1, 2.2, 45), (1, -15, 2.0, 10)):
        p.poly([(cx + r * (1 + 0.25 * math.sin(3 * t + a)) * math.cos(t),
                 cy + r * (1 + 0.25 * math.sin(3 * t + a)) * math.sin(t))
                for t in [2 * math.pi * i / 6 for i in range(6)]], patch)
    oellipse(p, 0, 11, 10, 8.5, muzzle, ow * 0.8)
    for s in (-1, 1):
        eye(p, (s * 7, -3), 2.8)
        p.poly(rot_ellipse(s * 3.8, 10.5, 1.3, 2.1, s * 20), INK)
    p.stroke(arc_pts(0, 12.5, 4.2, 30, 150, 10), 1.1, INK)


ANIMALS = {"beaver": head_beaver, "crocodile": head_crocodile, "kangaroo": head_kangaroo,
           "rhino": head_rhino, "giraffe": head_giraffe}
# where each head's drawing sits in its +-26 box, so it looks centred
HEAD_SHIFT = {"beaver": (0, 1), "crocodile": (-1, 2), "kangaroo": (0, 6), "rhino": (0, 5), "giraffe": (0, 5)}


def animal_head(p: Pen, animal: str, ow: float = 1.6) -> None:
    dx, dy = HEAD_SHIFT[animal]
    ANIMALS[animal](p.at(dx, dy), ow)


# ---------------------------------------------------------------- tokens and emblems

def token_disc(cv: Canvas, col: Colour) -> Point:
    """The counter: its thickness, a darker rim, the band in the team's colour,
    a light inner ring and a pale field inside."""
    c = (64, 62)
    p = cv.pen(*c)
    p.circle((0, 3.5), 61, INK)
    p.circle((0, 3.5), 59, darken(col, 0.5))
    p.circle((0, 0), 61, INK)
    p.circle((0, 0), 59, darken(col, 0.35))
    p.fillcircle((0, 0), 55, Lin(c[1] - 55, c[1] + 55, [lighten(col, 0.3), col, darken(col, 0.12)]))
    p.circle((0, 0), 45.5, rgba(WHITE, 230))
    p.fillcircle((0, 0), 42.5, Lin(c[1] - 43, c[1] + 43, [lighten(col, 0.86), lighten(col, 0.68)]))
    p.stroke(arc_pts(0, 0, 57, 200, 250, 12), 1.6, rgba(WHITE, 120))
    return c


def boarder_token(team: Team, value: int) -> pygame.Surface:
    cv = Canvas(TOKEN, TOKEN)
    cx, cy = token_disc(cv, team.rgb)
    animal_head(cv.pen(cx - 8, cy - 8, 1.42), team.animal, 1.7)
    # the value in a white badge, lower right
    bx, by, br = 94, 93, 28
    b = cv.pen(bx, by)
    b.circle((0, 0), br + 2.6, INK)
    b.circle((0, 0), br, WHITE)
    b.circle((0, 0), br - 3.5, rgba(team.rgb, 255), 1.6)
    cv.text(str(value), bx, by, 45, INK, ink=True)
    return cv.finish()


def boarder_back() -> pygame.Surface:
    cv = Canvas(TOKEN, TOKEN)
    cx, cy = token_disc(cv, BACK_RGB)
    p = cv.pen(cx, cy)
    snowflake(p, 34, darken(BACK_RGB, 0.15), 7.5)
    snowflake(p, 33, WHITE, 4.6)
    return cv.finish()


def team_emblem(team: Team) -> pygame.Surface:
    cv = Canvas(EMBLEM, EMBLEM)
    animal_head(cv.pen(32, 33, 1.12), team.animal, 1.6)
    return cv.finish()


# ---------------------------------------------------------------- the Yetis (design units, +-64, facing right)

def snowball_art(p: Pen, c: Point, r: float, ow: float = 1.6) -> None:
    """A snowball: white lit from the upper left, bluish in its shade."""
    x, y = c
    ocircle(p, c, r, BALL_DARK, ow, BALL_LINE)
    p.circle((x - r * 0.12, y - r * 0.12), r * 0.86, BALL_MID)
    p.circle((x - r * 0.28, y - r * 0.28), r * 0.6, BALL_LIGHT)
    p.circle((x - r * 0.42, y - r * 0.42), r * 0.2, WHITE)
    for dx, dy, rr in ((0.35, 0.3, 0.1), (0.05, 0.55, 0.08), (0.55, -0.05, 0.07)):
        p.circle((x + dx * r, y + dy * r), rr * r, rgba(BALL_DARK, 200))


def paw(p: Pen, c: Point, r: float, ow: float) -> None:
    ocircle(p, c, r, SKIN, ow, FUR_LINE)
    p.circle((c[0] - r * 0.3, c[1] - r * 0.3), r * 0.45, rgba(lighten(SKIN, 0.35), 200))


def fur_arm(p: Pen, pts: Sequence[Point], w: float, ow: float) -> None:
    s = Silhouette().line(pts, w)
    s.draw(p, FUR_SHADE, FUR_LINE, ow, light=FUR, shrink=2.2)


def yeti_figure(p: Pen, yeti: str) -> None:
    """One Yeti, feet on y = 58, facing right, in design units of +-64."""
    x: float                # (the fur marks sit at whole positions, the brow's tufts at fractions)
    ow = 2.0
    # --- behind the body: the throwing arm raised high with its snowball, skate wheels
    if yeti == "roller":
        for x0, y0, x1 in ((-60, 18, -40), (-62, 30, -38), (-58, 42, -40)):      # speed lines
            p.line((x0, y0), (x1, y0), 3.2, rgba(FUR_LINE, 200))
    fur_arm(p, [(-14, -4), (-30, -22), (-36, -40)], 15, ow)
    paw(p, (-37, -42), 6.5, ow)
    snowball_art(p, (-38, -49), 10.5)
    # --- legs and feet
    for fx in (-13, 11):
        leg = Silhouette().fluffy(fx, 47, 9.5, 9, 7, 3.2, 0, 180)
        leg.draw(p, FUR_SHADE, FUR_LINE, ow, light=FUR)
    if yeti == "roller":
        for fx in (-13, 11):
            ostroke(p, [(fx - 9, 57), (fx + 14, 57)], 3.5, (90, 96, 110), 1.4)
            for wx in (fx - 6, fx + 2, fx + 10):
                ocircle(p, (wx, 61), 3.6, (250, 200, 40), 1.4)
                p.circle((wx, 61), 1.2, INK)
            oellipse(p, fx + 3, 52, 11, 6, (224, 64, 52), 1.6)
            p.rrect(fx - 7, 48.6, 19, 2.6, 1.0, WHITE)
    else:
        for fx in (-13, 11):
            oellipse(p, fx + 4, 57, 11.5, 5, SKIN, ow, FUR_LINE)
            for tx in (fx + 10, fx + 13.5):
                p.circle((tx, 55.5), 1.4, SKIN_DARK)
    # --- the body and head, one shaggy silhouette
    body = Silhouette()
    body.fluffy(-1, 14, 27, 32, 16, 4.2)
    body.fluffy(5, -25, 21, 19, 13, 4.0, skip=lambda a: 40 < a < 140)
    body.draw(p, FUR_SHADE, FUR_LINE, ow, light=FUR, shrink=3.0, nudge=(-2.2, -2.6))
    for x, y in ((-12, 8), (-4, 20), (-14, 28), (4, 34), (-6, 40), (-18, 18)):
        p.stroke([(x - 3, y - 2.5), (x, y + 1.5), (x + 3, y - 2.5)], 1.3, FUR_SHADE)
    # --- the face, turned to the right
    fx, fy = 12, -22
    face = [(fx - 13, fy - 6), (fx - 7, fy - 13), (fx + 4, fy - 14), (fx + 13, fy - 8), (fx + 15, fy + 2),
            (fx + 11, fy + 10), (fx, fy + 13), (fx - 10, fy + 9), (fx - 15, fy + 1)]
    opoly(p, face, SKIN, 1.4, FUR_LINE)
    p.poly(rot_ellipse(fx - 2, fy - 7, 8, 4, -10), rgba(lighten(SKIN, 0.3), 220))
    # tufts of fur over the brow
    for i in range(5):
        x = fx - 11 + i * 5.5
        p.circle((x, fy - 13.5 + abs(i - 2) * 0.8), 4.0, FUR)
    eyes = ((fx - 5, fy - 3), (fx + 7, fy - 3))
    if yeti == "dozy":
        for ex, ey in eyes:
            p.circle((ex, ey), 3.6, INK)
            p.poly(rot_ellipse(ex, ey - 1.6, 4.6, 3.2), SKIN)
            p.stroke(arc_pts(ex, ey - 0.5, 3.9, 10, 170, 10), 1.4, INK)
            p.line((ex - 4, ey - 0.2), (ex + 4, ey - 0.2), 1.6, INK)
    elif yeti != "bashful":
        for ex, ey in eyes:
            eye(p, (ex, ey), 3.4)
    # cheeks, nose and mouth
    if yeti == "bashful":
        for (ex, ey), dx in zip(eyes, (-2, 2)):
            p.poly(rot_ellipse(ex + dx, ey + 8.5, 4.8, 3.2), BLUSH)
        p.stroke(arc_pts(fx + 1, fy + 5, 3.2, 30, 150, 10), 1.4, MOUTH)
    elif yeti == "chilly":
        m = [(fx - 5, fy + 7), (fx - 2.5, fy + 5), (fx, fy + 7), (fx + 2.5, fy + 5), (fx + 5, fy + 7),
             (fx + 7.5, fy + 5)]
        p.stroke(m, 1.5, MOUTH)
        ocircle(p, (fx + 15, fy + 1), 4.6, (60, 132, 236), 1.2, (20, 50, 120))
        p.circle((fx + 13.5, fy - 0.5), 1.5, WHITE)
    elif yeti == "dozy":
        p.poly(rot_ellipse(fx + 2, fy + 7, 2.6, 3.2), MOUTH)
    else:
        p.poly(rot_ellipse(fx + 2, fy + 2.5, 2.6, 1.8), SKIN_DARK)
        mouth = ellipse_pts(fx + 2, fy + 5.5, 6.5, 5, 24, 0, 180)
        opoly(p, mouth, MOUTH, 1.0, INK)
        p.poly([(fx - 3, fy + 5.6), (fx - 1, fy + 5.6), (fx - 2, fy + 8)], WHITE)
        p.poly([(fx + 5, fy + 5.6), (fx + 7, fy + 5.6), (fx + 6, fy + 8)], WHITE)
    # --- accessories on the body
    if yeti == "chilly":
        red, stripe = (214, 44, 52), WHITE
        scarf = [(-18, -6), (-6, -2), (8, -2), (22, -7)]
        ostroke(p, scarf, 9, red, 1.6)
        tail = [(10, -4), (16, -4), (22, 16), (14, 18)]
        opoly(p, tail, red, 1.6)
        for t in (0.4, 0.7):                 # stripes across the tail, from edge to edge
            p.line((10 + 4 * t + 0.8, -4 + 22 * t), (16 + 6 * t - 0.8, -4 + 20 * t), 2.0, stripe)
        for x in (-11, 1, 13):
            p.line((x, -7), (x + 1.5, 2), 2.0, stripe)
        for x0, y0 in ((-40, 0), (-44, 26), (36, 26)):
            p.stroke([(x0, y0), (x0 + 2.5, y0 + 3), (x0, y0 + 6), (x0 + 2.5, y0 + 9)], 1.5, rgba(FUR_LINE, 220))
    if yeti == "dozy":
        cap, band = (100, 84, 196), (250, 210, 70)
        capo = [(-13, -36), (-4, -47), (8, -49), (18, -43), (21, -36)]
        tip = [(-13, -36), (-8, -50), (-18, -57), (-34, -56), (-44, -46), (-36, -48), (-24, -46), (-16, -38)]
        opoly(p, tip + capo[::-1][:-1], cap, 1.8)
        p.stroke([(-18, -52), (-12, -44)], 2.6, band)
        p.stroke([(-30, -55), (-28, -48)], 2.6, band)
        ostroke(p, [(-15, -35), (0, -41), (12, -40), (22, -34)], 6.5, WHITE, 1.6, FUR_LINE)
        ocircle(p, (-45, -44), 5.5, band, 1.5)
        mirror = -1 if p.flip else 1            # a Z reads as a Z on a mirrored card too
        for zx, zy, z in ((35, -47, 6), (46, -56, 4.5)):
            p.stroke([(zx - mirror * z / 2, zy), (zx + mirror * z / 2, zy),
                      (zx - mirror * z / 2, zy + z), (zx + mirror * z / 2, zy + z)], 1.8, FUR_LINE)
    # --- the front arm
    if yeti == "bashful":
        fur_arm(p, [(14, 4), (32, -6), (32, -22), (24, -27)], 12, ow)
        px, py = fx, fy - 4.5
        oellipse(p, px, py, 12, 5.5, SKIN, ow, FUR_LINE, rot=-6)
        for dx in (-5, 0, 5):
            p.line((px + dx - 0.4, py - 3.6), (px + dx + 0.4, py + 0.6), 1.2, SKIN_DARK)
    elif yeti == "ambidextrous":
        fur_arm(p, [(12, 4), (28, -2), (38, -12)], 13, ow)
        paw(p, (40, -14), 6, ow)
        snowball_art(p, (43, -22), 10)
    else:
        fur_arm(p, [(12, 4), (26, 8), (38, 6)], 13, ow)
        paw(p, (40, 6), 6, ow)


def figure(yeti: str) -> pygame.Surface:
    cv = Canvas(TOKEN, TOKEN)
    yeti_figure(cv.pen(64, 62), yeti)
    return cv.finish()


# ---------------------------------------------------------------- cards

def big_arrow(p: Pen, x0: float, x1: float, y: float, h: float, col: Colour, ow: float = 2.4) -> float:
    """A fat arrow from x0 to x1 (pointing at x1, either way) around height y."""
    d = 1 if x1 > x0 else -1
    head = h * 0.95
    neck = x1 - d * head
    hs, hh = h * 0.32, h * 0.62
    pts = [(x0, y - hs), (neck, y - hs), (neck, y - hh), (x1, y), (neck, y + hh), (neck, y + hs), (x0, y + hs)]
    p.stroke(pts, 2 * ow, INK, closed=True)
    p.poly(pts, col)
    return neck


def yeti_card(yeti: str, colour: str, name: str) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    col = CARD_RGB[colour]
    card_frame(cv, lighten(col, 0.15), darken(col, 0.35))
    panel = (12, 12, CARD_W - 24, CARD_H - 24)
    sky = [(184, 216, 246), (226, 240, 252), WHITE]
    paint(cv.surf, Lin(12, CARD_H - 12, sky), lambda s, c: rrect(s, panel, c, 10))
    with Layer(cv) as L:
        p = L.pen()
        base = 262
        peak(p, 58, 150, 70, base, (196, 214, 236), WHITE, 0.32)
        peak(p, 190, 140, 76, base, (184, 204, 232), WHITE, 0.32)
        peak(p, 124, 166, 60, base, (206, 222, 240), WHITE, 0.32)
        slope = [(12, 252)] + [(12 + 226 * i / 10, 252 - 6 * math.sin(math.pi * i / 10)) for i in range(11)] \
            + [(CARD_W - 12, CARD_H - 12), (12, CARD_H - 12)]
        poly(L.surf, slope, WHITE)
        clip_to(L, panel, 10)
    with Layer(cv, 120) as L:
        for x, y, r in ((30, 90, 6), (220, 100, 5), (206, 200, 4), (40, 196, 5)):
            snowflake(L.pen(x, y), r, (150, 186, 226), 1.4)
    # the Yeti, big, facing the way it throws, with a shadow on the snow
    flip = colour == "red"
    k = 1.5
    fy = 170
    p = cv.pen(CARD_W / 2, fy + 58 * k + 4)
    p.poly(rot_ellipse(0, 0, 52, 9), rgba((90, 120, 170), 70))
    yeti_figure(cv.pen(CARD_W / 2 + (4 if not flip else -4), fy, k, flip=flip), yeti)
    # the arrow: the throwing direction, with the colour's name on it
    a0, a1 = (34, 216) if not flip else (216, 34)
    big_arrow(cv.pen(), a0, a1, 43, 34, col)
    shaft_mid = (a0 + (a1 - (1 if not flip else -1) * 32)) / 2
    cv.text(colour.upper(), shaft_mid, 43, 17, WHITE, spacing=2.0, ink=True, shadow=((0, 0, 0), 110))
    # the name at the bottom
    band = (20, 292, CARD_W - 40, 38)
    rrect(cv.surf, (band[0] - 2, band[1] - 2, band[2] + 4, band[3] + 4), INK, 11)
    paint(cv.surf, Lin(band[1], band[1] + band[3], [WHITE, (226, 234, 244)]), lambda s, c: rrect(s, band, c, 9))
    f = fit_font(name, band[2] - 16, 22, 12)
    cv.text(name, CARD_W / 2, band[1] + band[3] / 2, font=f, col=darken(col, 0.45), ink=True)
    return cv.finish()


def footprint(p: Pen, col: Colour) -> None:
    """A stylised Yeti footprint, toes up, around (0, 0), about 100 high."""
    sole = rot_ellipse(0, 14, 27, 34, 0, 64)
    p.poly(sole, col)
    p.poly(rot_ellipse(2, -6, 31, 26, 0, 64), col)
    for x, y, rx, ry, r in ((-30, -34, 7, 9.5, -25), (-14, -45, 7.5, 10, -10), (3, -48, 8, 10.5, 0),
                            (20, -44, 7.5, 10, 12), (34, -32, 6.5, 9, 28)):
        p.poly(rot_ellipse(x, y, rx, ry, r), col)


def gp_back() -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    col = (28, 48, 110)
    card_frame(cv, lighten(col, 0.12), darken(col, 0.45))
    panel = (12, 12, CARD_W - 24, CARD_H - 24)
    paint(cv.surf, Lin(12, CARD_H - 12, [(14, 24, 62), (30, 52, 118), (52, 84, 156)]),
          lambda s, c: rrect(s, panel, c, 10))
    with Layer(cv) as L:
        p = L.pen()
        for row in range(9):
            for c in range(6):
                x = 12 + c * 46 + (23 if row % 2 else 0)
                y = 16 + row * 40
                snowflake(L.pen(x, y), 6 + (row * 2 + c) % 3, rgba(WHITE, 46), 1.3)
        base = CARD_H - 12
        far, near = (70, 100, 168), (34, 56, 116)
        peak(p, 40, 262, 84, base, far, (206, 222, 246), 0.3)
        peak(p, 210, 254, 90, base, far, (206, 222, 246), 0.3)
        peak(p, 125, 246, 118, base + 30, near, WHITE, 0.3, shade=darken(near, 0.25))
        clip_to(L, panel, 10)
    # the medallion and the footprint
    mx, my = CARD_W / 2, 154
    p = cv.pen(mx, my)
    p.circle((0, 0), 76, rgba(INK, 180))
    p.fillcircle((0, 0), 73, Rad(p.P(-20, -24), 100, [(96, 142, 214), (48, 84, 160), (26, 46, 104)]))
    p.circle((0, 0), 73, rgba(WHITE, 230), 3)
    p.circle((0, 0), 66, rgba(WHITE, 90), 1.2)
    footprint(cv.pen(mx + 2, my + 6, 1.0), rgba((10, 18, 46), 120))
    footprint(cv.pen(mx, my + 3, 1.0), (236, 244, 255))
    cv.text("HIMALAYA", CARD_W / 2, 36, 15, WHITE, spacing=3.0, ink=True, shadow=((0, 0, 0), 150))
    cv.text("GRAND PRIX", CARD_W / 2, 60, 21, WHITE, spacing=3.0, ink=True, shadow=((0, 0, 0), 160))
    return cv.finish()


def snowball_card() -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    col = SNOWBALL_RGB
    card_frame(cv, lighten(col, 0.25), darken(col, 0.25))
    panel = (12, 12, CARD_W - 24, CARD_H - 24)
    paint(cv.surf, Lin(12, CARD_H - 12, [WHITE, (232, 242, 252), (206, 226, 248)]),
          lambda s, c: rrect(s, panel, c, 10))
    with Layer(cv, 140) as L:
        for x, y, r in ((38, 78, 7), (214, 84, 6), (30, 230, 5), (220, 226, 7), (196, 268, 4), (56, 270, 4)):
            snowflake(L.pen(x, y), r, (150, 190, 232), 1.4)
    cx, cy, r = 134, 160, 58
    p = cv.pen(cx, cy)
    for dy, ln in ((-30, 26), (0, 38), (30, 26)):              # it flies
        p.line((-r - 12 - ln, dy), (-r - 12, dy), 5, rgba((150, 190, 232), 230))
    p.circle((4, 6), r + 3, rgba((60, 100, 150), 60))
    snowball_art(p, (0, 0), r, 3.0)
    cv.text("Snowball", CARD_W / 2, 44, 32, darken(col, 0.5), ink=True)
    # a die and a turning arrow: roll again
    d = cv.pen(CARD_W / 2, 262)
    stroke(cv.surf, [d.P(*q) for q in arc_pts(0, 0, 24, -200, 40, 30)], 4, darken(col, 0.3))
    arrow(d, [(22.8, 7.5), (18.4, 15.4)], 4, darken(col, 0.3), 2.0)
    die_art(d.at(0, 0, 0.3), 5)
    cv.text("Roll again", CARD_W / 2, 302, 26, darken(col, 0.5), ink=True)
    cv.text("Throw it away for a new roll", CARD_W / 2, 324, 13, darken(col, 0.4), bold=False, ink=True)
    return cv.finish()


# ---------------------------------------------------------------- dice and the snowball

PIPS = {1: [(0, 0)], 2: [(1, -1), (-1, 1)], 3: [(1, -1), (0, 0), (-1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die_art(p: Pen, n: int) -> None:
    """A die face around (0, 0), 84 wide, in design units."""
    s, r = 42, 15
    p.rrect(-s + 2, -s + 4, 2 * s, 2 * s, r, rgba((0, 0, 0), 70))
    p.rrect(-s - 2, -s - 2, 2 * s + 4, 2 * s + 4, r + 2, INK)
    (x0, y0), (x1, y1) = p.P(-s, -s), p.P(s, s)
    face = (min(x0, x1), y0, abs(x1 - x0), y1 - y0)
    paint(p.s, Lin(y0, y1, [WHITE, (246, 247, 250), (214, 220, 230)]), lambda surf, c: rrect(surf, face, c, r * p.k))
    p.rrect(-s + 4, -s + 4, 2 * s - 8, 2 * s - 8, r - 3, rgba(WHITE, 200), 1.6)
    d = 22
    for ix, iy in PIPS[n]:
        x, y = ix * d, iy * d
        p.circle((x, y), 8.6, INK)
        p.circle((x - 2.4, y - 2.4), 2.2, rgba((120, 126, 140), 200))


def die_face(n: int) -> pygame.Surface:
    cv = Canvas(DIE, DIE)
    die_art(cv.pen(47, 46), n)
    return cv.finish()


def snowball_sprite() -> pygame.Surface:
    cv = Canvas(BALL, BALL)
    snowball_art(cv.pen(), (24, 24), 20.5, 1.6)
    return cv.finish()


# ---------------------------------------------------------------- the list of sprites


def load_content() -> GPContent:
    from game.games.grand_prix.rules.content import load_content as load
    return load(paths.config_dir("grand_prix"))


def sprites(content: GPContent | None = None) -> list[Sprite]:
    """Every sprite, in a fixed order, with its path as style.py names it."""
    content = content if content is not None else load_content()
    names = content.yeti_names
    token, emblem, die, ball = (TOKEN, TOKEN), (EMBLEM, EMBLEM), (DIE, DIE), (BALL, BALL)
    out: list[tuple[str, Callable[[], pygame.Surface], tuple[int, int]]] = []
    for team in content.teams:
        for v in content.values:
            out.append((style.gp_boarder(team.id, v), partial(boarder_token, team, v), token))
    out.append((style.gp_boarder_back(), boarder_back, token))
    for team in content.teams:
        out.append((style.gp_team(team.id), partial(team_emblem, team), emblem))
    for y in content.yeti_order:
        out.append((style.gp_figure(y), partial(figure, y), token))
    for y in content.yeti_order:
        for colour in ("green", "red"):
            out.append((style.gp_yeti_card(y, colour), partial(yeti_card, y, colour, names[y]),
                        style.GP_CARD))
    out.append((style.gp_back(), gp_back, style.GP_CARD))
    out.append((style.gp_snowball_card(), snowball_card, style.GP_CARD))
    for n in range(1, 7):
        out.append((style.gp_die(n), partial(die_face, n), die))
    out.append((style.gp_snowball(), snowball_sprite, ball))
    return [Sprite(sprite_rel(path), draw, size) for path, draw, size in out]


def make(out_dir: str | None = None, only: Sequence[str] | None = None) -> list[str]:
    """Draw the sprites (those matching only's shell patterns, if given) into
    out_dir (default: the game's sprites/ folder); return the files written."""
    return write_sprites(sprites(), out_dir if out_dir is not None else default_out_dir(), only)
