"""Ski Gammon's sprites: everything under sprites/ski_gammon/.

Contract: ``sprites()`` lists them (path under sprites/, how to draw it, its
size) without drawing; ``make(out_dir, only)`` draws them into
out_dir/ski_gammon/ and returns the files written. tools/make_sprites.py is
the command line.

All the art is ours, drawn here with the shared kit (art.kit): flat colours
in the manner of a 1960s ski poster. The board's backdrop reads the game's
Tiled map (maps/ski_gammon.tmx) through the game's own content loader, so the
trails' ribbons, the lift's cable and the pines always fit the spaces; the
equipment and the Ski Conditions come from config/ski_gammon/; file names and
sizes from game/games/ski_gammon/style.py. Nothing random: where pines stand
is a fixed hash of their place, so a re-run writes the same bytes.

What it draws (sizes are the files' own):

- backdrop.png (the map's size, 1280x960): a deep blue sky with a setting sun
  and far peaks, the big white mountain with its shaded faces, the trails as
  groomed ribbons from the top to the base, the lift's cable and pylons, the
  village round START, and pines wherever no trail, space or place is;
- token_<colour>.png (96x96): a skier's token in the six colours;
- item_<id>.png (96x96): skis, poles, wax, thermal underwear, goggles, a flask;
- back_<pack>.png and face_<pack>.png (250x350): the Sitzmark, Apres Ski and
  Ski Condition packs' backs and their blank faces (the game writes a card's
  words on the face);
- condition_<id>.png (96x96): a picture for each kind of Ski Condition;
- die_<n>.png (96x96) and coin.png (48x48), a Groschen.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game import paths
from game.games.ski_gammon import style
from game.games.ski_gammon.rules.content import SGContent

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
    card_frame,
    clip_circle,
    clip_poly,
    clip_to,
    darken,
    default_out_dir,
    ellipse_pts,
    fit_font,
    lighten,
    mix,
    rgba,
    rrect,
    snowflake,
    sprite_rel,
    write_sprites,
)

CARD_W, CARD_H = style.SG_CARD
TOKEN = style.SG_TOKEN
ITEM = style.SG_ITEM
ICON = style.SG_ICON
DIE = style.SG_DIE
COIN = style.SG_COIN

SKY = style.SKY_RGB
SKY_LOW = style.SKY_LOW_RGB
SNOW = style.SNOW_RGB
SHADE = style.SNOW_SHADE_RGB
PINE = style.PINE_RGB
PINE_DARK = darken(PINE, 0.35)
SUN = style.SUN_RGB
RED = style.POSTER_RED_RGB
CREAM = style.CREAM_RGB
NAVY = style.NAVY_RGB
FAR = (126, 140, 196)          # far peaks, violet-blue
FAR_SNOW = (214, 222, 246)
RIBBON = (222, 234, 248)       # a groomed trail
RIBBON_EDGE = (150, 176, 212)
WOOD = (150, 86, 44)
ROOF = (196, 52, 40)
GOLD = (236, 186, 52)
STEEL = (176, 186, 200)


def _h(*v: float) -> float:
    """A fixed pseudo-random number in [0, 1) for a place (no RNG: the same every run)."""
    x = 0
    for a in v:
        x = (x * 1_000_003 + int(a * 977) + 0x9E3779B9) & 0xFFFFFFFF
        x ^= x >> 15
        x = (x * 0x2C1B3C6D) & 0xFFFFFFFF
        x ^= x >> 12
    return (x & 0xFFFFFF) / 0x1000000


def smooth(pts: Sequence[Point], n: int = 8) -> list[Point]:
    """A Catmull-Rom curve through the points (n steps between two of them)."""
    if len(pts) < 3:
        return list(pts)
    ext = [pts[0]] + list(pts) + [pts[-1]]
    out: list[Point] = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[j]) + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in range(2)))  # type: ignore[misc]
    out.append(pts[-1])
    return out


def _seg_dist(p: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    ln = dx * dx + dy * dy
    t = 0.0 if ln == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ln))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def _poly_dist(p: Point, pts: Sequence[Point]) -> float:
    return min(_seg_dist(p, a, b) for a, b in zip(pts, pts[1:]))


# ---------------------------------------------------------------- the board's backdrop

def _centre(r) -> Point:
    return (r.x + r.w / 2, r.y + r.h / 2)


def trail_lines(c: SGContent) -> dict[str, list[Point]]:
    """Each trail's ribbon: from where it starts (the top of the lift or its lift
    space) through its spaces' centres, smoothed."""
    top = _centre(c.lift[-1])
    out = {}
    for t in c.trails.values():
        pts = [_centre(r) for r in t.rects]
        start = _centre(c.lift[t.from_lift - 1]) if t.from_lift else (top[0], top[1] - 30)
        out[t.id] = smooth([start] + pts, 10)
    return out


def ridge(c: SGContent) -> list[Point]:
    """The mountain's outline against the sky, left to right: it passes above
    every space and below the packs and the Present Conditions box."""
    w, h = c.width, c.height
    summit = c.places["summit"]
    spaces = [r for t in c.trails.values() for r in t.rects] + list(c.lift)
    xs = [i * w / 32 for i in range(33)]
    out = []
    apex = summit.x + summit.w / 2
    for x in xs:
        # a steep peak over the Summit House, falling away to both sides
        d = abs(x - apex) / (w / 2)
        y = -40 + 520 * d ** 1.55
        # never below the top of a space nearby (with room to spare)
        for r in spaces:
            if r.x - 70 <= x <= r.x + r.w + 70:
                y = min(y, r.y - 26)
        out.append((x, min(y, h * 0.42)))
    # a little roughness: the ridge's rocks
    rough = []
    for i, (x, y) in enumerate(out):
        rough.append((x, y + (_h(i, 3) - 0.5) * 10))
    return rough


def pine(p: Pen, x: float, y: float, s: float, col: Colour = PINE, snow: bool = True) -> None:
    """A stylised pine standing at (x, y) (its foot), s high."""
    p.rrect(x - s * 0.05, y - s * 0.16, s * 0.1, s * 0.18, 0, darken(WOOD, 0.3))
    for i, (w, y0, y1) in enumerate(((0.42, 0.12, 0.55), (0.34, 0.35, 0.8), (0.24, 0.58, 1.0))):
        tri = [(x, y - s * y1), (x + s * w, y - s * y0), (x - s * w, y - s * y0)]
        p.poly(tri, col if i % 2 == 0 else darken(col, 0.12))
        if snow:
            p.poly([(x, y - s * y1), (x + s * w * 0.35, y - s * (y1 - (y1 - y0) * 0.3)),
                    (x - s * w * 0.2, y - s * (y1 - (y1 - y0) * 0.22))], rgba(SNOW, 230))


def chalet_art(p: Pen, x: float, y: float, s: float, wall: Colour = WOOD, roof: Colour = ROOF) -> None:
    """A chalet whose foot is centred at (x, y), s wide."""
    h = s * 0.55
    p.rrect(x - s / 2, y - h, s, h, 0, wall)
    p.poly([(x - s * 0.62, y - h + 2), (x, y - h - s * 0.42), (x + s * 0.62, y - h + 2)], roof)
    p.poly([(x - s * 0.62, y - h + 2), (x, y - h - s * 0.42), (x + s * 0.1, y - h - s * 0.36),
            (x - s * 0.45, y - h + 2)], rgba(SNOW, 240))
    for dx in (-0.25, 0.12):
        p.rrect(x + s * dx, y - h * 0.75, s * 0.14, s * 0.14, 1, (252, 222, 120))
    p.rrect(x - s * 0.06, y - h * 0.42, s * 0.12, h * 0.42, 0, darken(wall, 0.35))


def sun_art(p: Pen, cx: float, cy: float, r: float) -> None:
    for i in range(4, 0, -1):
        p.circle((cx, cy), r * (1 + i * 0.22), rgba(SUN, 34))
    p.circle((cx, cy), r, (250, 214, 76))
    p.circle((cx, cy), r * 0.82, SUN)


def backdrop(c: SGContent) -> pygame.Surface:
    w, h = c.width, c.height
    cv = Canvas(w, h)
    p = cv.pen()
    # the sky: flat bands, darker higher up
    bands = 7
    for i in range(bands):
        col = mix(SKY, SKY_LOW, i / (bands - 1))
        p.rrect(0, i * 70 - 4, w, 80 if i < bands - 1 else h, 0, col)
    # the sun, in the sky on the right of the peak
    sun_art(p, w * 0.71, h * 0.055, 44)
    # far peaks, violet, with snow caps
    far = [(0, 300), (80, 200), (150, 250), (230, 150), (330, 260), (420, 190), (520, 280), (700, 250),
           (840, 180), (930, 240), (1010, 120), (1120, 230), (1200, 170), (w, 230), (w, h), (0, h)]
    p.poly(far, FAR)
    for ax, ay in ((230, 150), (1010, 120), (1200, 170), (80, 200), (840, 180)):
        p.poly([(ax, ay), (ax + 34, ay + 42), (ax + 12, ay + 34), (ax - 6, ay + 48), (ax - 30, ay + 38)], FAR_SNOW)
    # the mountain
    line = ridge(c)
    body = line + [(w, h), (0, h)]
    p.poly(body, SNOW)
    # the faces in shade, as a poster paints them: broad flat planes, the mountain
    # lit from the upper left (its right face, and the right of each fold below)
    summit = c.places["summit"]
    ax = summit.x + summit.w / 2
    with Layer(cv) as L:
        q = L.pen()
        face = [(ax, -40), (w + 10, 200), (w + 10, 520), (1150, 560), (1060, 470), (990, 430), (930, 330),
                (860, 270), (800, 170), (740, 120), (700, 50)]
        q.poly(face, rgba(SHADE, 170))
        for x0, y0, dx, dy in ((330, 190, 120, 560), (150, 420, 90, 420), (780, 330, 150, 520),
                               (1040, 600, 140, 360)):
            fold = [(x0, y0), (x0 + dx * 0.45, y0 + dy * 0.35), (x0 + dx, y0 + dy), (x0 + dx * 0.25, y0 + dy),
                    (x0 + dx * 0.1, y0 + dy * 0.5)]
            q.poly(fold, rgba(SHADE, 120))
        clip_poly(L, body)
    # drifts: long low swells of snow lower down
    for i, (x, y, rx) in enumerate(((170, 860, 200), (520, 930, 260), (980, 900, 240), (1180, 700, 160),
                                    (90, 600, 120), (760, 700, 120))):
        p.poly(ellipse_pts(x, y, rx, 16 + 4 * (i % 2), 48, 180, 360), rgba(SHADE, 120))
    # the ridge's edge
    p.stroke(line, 3, rgba((70, 86, 120), 200))
    # the trails: groomed ribbons under the spaces
    lines = trail_lines(c)
    for pts in lines.values():
        p.stroke(pts, 52, RIBBON_EDGE)
    for pts in lines.values():
        p.stroke(pts, 46, RIBBON)
    for pts in lines.values():                  # the groomer's corduroy
        p.stroke(pts, 1.2, rgba(WHITE, 200))
    # the cut-offs: a narrow track
    for (t, k), (t2, k2) in c.cutoffs.items():
        a, b = _centre(c.trails[t].rects[k - 1]), _centre(c.trails[t2].rects[k2 - 1])
        p.stroke([a, b], 20, rgba(RIBBON_EDGE, 200))
        p.stroke([a, b], 15, RIBBON)
    # the lift: its track, its cable and pylons from START to the top
    start, summit_r = c.places["start"], c.places["summit"]
    lx = _centre(c.lift[0])[0]
    y_top = summit_r.y + summit_r.h
    y_bot = start.y
    p.rrect(lx - 24, y_top, 48, y_bot - y_top, 6, rgba(RIBBON_EDGE, 150))
    for k in range(len(c.lift) - 1):
        y = (_centre(c.lift[k])[1] + _centre(c.lift[k + 1])[1]) / 2
        p.line((lx - 20, y), (lx + 20, y), 4, (90, 96, 112))
        p.rrect(lx - 3, y - 2, 6, 12, 1, (90, 96, 112))
    p.line((lx - 13, y_top), (lx - 13, y_bot), 2.2, style.CABLE_RGB)
    p.line((lx + 13, y_top), (lx + 13, y_bot), 2.2, style.CABLE_RGB)
    # what must stay clear: spaces, places and the trails themselves
    rects = [r for t in c.trails.values() for r in t.rects] + list(c.lift) + list(c.places.values())

    def clear(x: float, y: float, pad: float) -> bool:
        for r in rects:
            if r.x - pad < x < r.x + r.w + pad and r.y - pad * 1.8 < y < r.y + r.h + pad * 0.4:
                return False
        if abs(x - lx) < 40 + pad:
            return False
        return all(_poly_dist((x, y), pts) > 30 + pad for pts in lines.values())

    # the village round START (the pines keep away from it)
    houses: list[Point] = []
    sx, sy = start.x + start.w / 2, start.y + start.h
    for i in range(14):
        side = -1 if i % 2 == 0 else 1
        x = sx + side * (start.w / 2 + 34 + (i // 2) * 46)
        y = sy + 18 - (i // 2) % 2 * 14
        if 0 < x < w and clear(x, y - 10, 4) and y < h:
            houses.append((x, y))
    houses = houses[:8]
    # the pines: a grid of candidates, each standing where nothing else is
    crest = {round(x): y for x, y in line}

    def below_ridge(x: float, y: float) -> bool:
        near = min(crest, key=lambda cx: abs(cx - x))
        return y > crest[near] + 60

    trees = []
    step = 30
    for gy in range(int(h * 0.3), h + 20, step):
        for gx in range(-10, w + 10, step):
            x = gx + (_h(gx, gy) - 0.5) * step * 0.9
            y = gy + (_h(gy, gx, 1) - 0.5) * step * 0.7
            dens = 0.15 + 0.75 * (y / h)        # thicker lower down
            if _h(gx, gy, 2) > dens or not below_ridge(x, y) or not clear(x, y, 10):
                continue
            if any(abs(x - hx) < 40 and -60 < y - hy < 40 for hx, hy in houses):
                continue
            trees.append((y, x, 22 + 22 * (y / h) + 8 * _h(x, y, 4)))
    for y, x, s in sorted(trees):
        p.poly(ellipse_pts(x + s * 0.15, y, s * 0.45, s * 0.1, 24), rgba(SHADE, 200))
        pine(p, x, y, s, PINE if _h(x, y, 5) < 0.7 else (40, 104, 78))
    for x, y in houses:
        p.poly(ellipse_pts(x + 4, y, 26, 5, 24), rgba(SHADE, 220))
        chalet_art(p, x, y, 34 + 8 * _h(x, y), WOOD, ROOF if _h(y, x) < 0.6 else (232, 168, 40))
    return cv.finish()


# ---------------------------------------------------------------- tokens

def skier_art(p: Pen, col: Colour, w: float = 1.0) -> None:
    """A skier schussing to the right, around (0, 0), about 60 high."""
    p.stroke([(-30, 22), (28, 10), (33, 6)], 4.2 * w, col)          # the skis
    p.stroke([(-24, 18), (-30, 15)], 4.2 * w, col)
    p.stroke([(-6, 2), (4, 10), (-4, 18)], 7 * w, col)              # the legs, knees bent
    p.stroke([(-8, 2), (-16, 12), (-10, 19)], 6.5 * w, col)
    p.stroke([(6, -16), (-6, 2)], 10 * w, col)                      # the body, leaning forward
    p.stroke([(4, -12), (16, -4)], 4 * w, col)                      # an arm, the pole
    p.stroke([(16, -4), (22, 20)], 2 * w, col)
    p.circle((11, -25), 6.8 * w, col)                               # the head, a bobble hat
    p.circle((15, -33), 3.2 * w, col)


def token(colour: str, symbols: bool = True) -> pygame.Surface:
    cv = Canvas(TOKEN, TOKEN)
    col = style.TOKEN_RGB[colour]
    ink = style.TOKEN_INK[colour]
    p = cv.pen(48, 46)
    rim = INK if colour != "black" else (200, 204, 214)
    p.circle((0, 3.5), 43, rgba((0, 0, 0), 90))
    p.circle((0, 0), 43, rim)
    p.fillcircle((0, 0), 40, Lin(6, 86, [lighten(col, 0.2), col, darken(col, 0.15)]))
    p.circle((0, 0), 34, rgba(ink, 140), 1.6)
    skier_art(cv.pen(50, 48, 0.95), ink)
    if symbols:                       # the colour's shape on a snow-white badge, lower right
        b = cv.pen(74, 72)
        b.circle((0, 2), 19, rgba((0, 0, 0), 90))
        b.circle((0, 0), 19, INK)
        b.fillcircle((0, 0), 16.5, Lin(-16, 16, [WHITE, (214, 222, 234)]))
        b.shape(style.TOKEN_SHAPE[colour], 0, 0, 10, col if colour != "white" else (150, 156, 170), INK, 1.8)
    return cv.finish()


# ---------------------------------------------------------------- equipment (design units around 48, 48)

def item_skis(p: Pen) -> None:
    for flip, col in ((False, RED), (True, (236, 190, 40))):
        q = p.at(0, 0, 1.0, flip)
        q.stroke([(-30, 36), (24, -30)], 13, INK)
        q.stroke([(-30, 36), (24, -30)], 9, col)
        q.stroke([(24, -30), (30, -38), (33, -36)], 9, INK)
        q.stroke([(24, -30), (30, -38), (32, -36)], 5.5, col)
        q.rrect(-9, -3, 14, 10, 2, INK)
    p.stroke([(-18, 26), (16, -16)], 1.6, rgba(WHITE, 180))


def item_poles(p: Pen) -> None:
    for flip in (False, True):
        q = p.at(0, 0, 1.0, flip)
        q.stroke([(-22, -36), (20, 38)], 5.5, INK)
        q.stroke([(-22, -36), (20, 38)], 3, STEEL)
        q.stroke([(-26, -42), (-20, -30)], 10, INK)
        q.stroke([(-26, -42), (-20, -30)], 6.5, RED)
        q.circle((14, 28), 9, INK, 3)
        q.line((6, 28), (22, 28), 2, INK)


def item_wax(p: Pen) -> None:
    p.poly(ellipse_pts(0, 26, 28, 9, 40), INK)
    p.rrect(-28, -16, 56, 42, 0, INK)
    p.rrect(-25.5, -14, 51, 40, 0, (60, 120, 200))
    p.poly(ellipse_pts(0, 26, 25.5, 7, 40), (60, 120, 200))
    p.rrect(-25.5, -2, 51, 16, 0, CREAM)
    p.poly(ellipse_pts(0, -16, 28, 9, 40), INK)
    p.poly(ellipse_pts(0, -16, 25.5, 7, 40), (226, 60, 50))
    p.poly(ellipse_pts(-6, -17, 10, 2.5, 20), rgba(WHITE, 150))
    p.text("WAX", 0, 6, 13, NAVY)


def item_thermals(p: Pen) -> None:
    col = (206, 46, 44)
    body = [(-16, -34), (16, -34), (26, -26), (36, -6), (28, 0), (22, -12), (20, 6), (18, 38), (4, 38), (0, 12),
            (-4, 38), (-18, 38), (-20, 6), (-22, -12), (-28, 0), (-36, -6), (-26, -26)]
    p.stroke(body, 5, INK, closed=True)
    p.poly(body, col)
    p.poly([(-8, -34), (8, -34), (0, -24)], CREAM)
    for y in (-18, -8, 2):
        p.circle((0, y), 2.6, CREAM)
    p.line((-18, 30), (-4, 30), 2, rgba(WHITE, 160))
    p.line((4, 30), (18, 30), 2, rgba(WHITE, 160))


def item_goggles(p: Pen) -> None:
    p.stroke([(-40, 0), (-26, -2)], 8, INK)
    p.stroke([(40, 0), (26, -2)], 8, INK)
    p.stroke([(-40, 0), (-26, -2)], 4.5, RED)
    p.stroke([(40, 0), (26, -2)], 4.5, RED)
    frame = [(-30, -16), (30, -16), (34, 0), (28, 14), (8, 16), (0, 8), (-8, 16), (-28, 14), (-34, 0)]
    p.stroke(frame, 6, INK, closed=True)
    p.poly(frame, (40, 44, 56))
    for side in (-1, 1):
        lens = [(side * 4, -10), (side * 27, -10), (side * 29, 1), (side * 24, 9), (side * 9, 10)]
        p.poly(lens, (246, 184, 40))
        p.poly([(side * 8, -8), (side * 14, -8), (side * 10, 4)], rgba(WHITE, 170))


def item_flask(p: Pen) -> None:
    body = ellipse_pts(0, 6, 26, 32, 48)
    p.stroke(body, 5, INK, closed=True)
    p.fillpoly(body, Lin(0, 96, [(226, 232, 240), (170, 180, 196)], axis="x"))
    p.rrect(-9, -36, 18, 12, 2, INK)
    p.rrect(-7, -34, 14, 9, 1, (120, 84, 50))
    p.poly(ellipse_pts(0, 8, 16, 20, 36), rgba(WHITE, 60))
    p.rrect(-16, -2, 32, 18, 3, CREAM)
    p.rrect(-16, -2, 32, 18, 3, INK, 1.4)
    for i in range(6):                            # an edelweiss on the label
        a = math.radians(i * 60)
        p.poly(ellipse_pts(math.cos(a) * 4.2, 7 + math.sin(a) * 4.2, 3.2, 3.2, 12), RED)
    p.circle((0, 7), 2.4, SUN)
    p.stroke([(-14, -16), (-18, 6)], 3, rgba(WHITE, 190))


ITEMS: dict[str, Callable[[Pen], None]] = {
    "skis": item_skis, "poles": item_poles, "wax": item_wax, "thermals": item_thermals,
    "goggles": item_goggles, "flask": item_flask,
}


def item_box(p: Pen) -> None:
    """An equipment piece this tool has no picture for: a shop's parcel."""
    p.rrect(-28, -22, 56, 46, 4, INK)
    p.rrect(-25, -19, 50, 40, 3, (200, 150, 90))
    p.line((0, -19), (0, 21), 4, RED)
    p.line((-25, 0), (25, 0), 4, RED)


def item(key: str) -> pygame.Surface:
    cv = Canvas(ITEM, ITEM)
    ITEMS.get(key, item_box)(cv.pen(48, 48))
    return cv.finish()


# ---------------------------------------------------------------- Ski Condition pictures (a badge each)

COND_BG: dict[str, Colour] = {
    "excellent": (64, 140, 214), "packed": (52, 110, 190), "fog": (170, 178, 190), "cold": (40, 90, 170),
    "icy": (110, 184, 220), "heavy": (96, 112, 150), "avalanche": (200, 70, 50), "wind": (110, 160, 200),
    "breakdown": (210, 120, 40), "deep": (70, 120, 180), "thin": (140, 120, 96), "slush": (120, 150, 110),
    "rain": (80, 96, 124), "blizzard": (46, 56, 86),
}


def cloud(p: Pen, cx: float, cy: float, s: float, col: Colour) -> None:
    for dx, dy, r in ((-14, 4, 11), (0, -4, 15), (15, 3, 11), (6, 8, 10), (-6, 8, 10)):
        p.circle((cx + dx * s, cy + dy * s), r * s, col)


def c_excellent(p: Pen) -> None:
    for i in range(12):
        a = math.radians(i * 30)
        p.line((math.cos(a) * 20, math.sin(a) * 20), (math.cos(a) * 31, math.sin(a) * 31), 4, SUN)
    p.circle((0, 0), 17, SUN)
    p.circle((0, 0), 13, (252, 222, 96))


def c_packed(p: Pen) -> None:
    p.poly([(-34, 34), (-10, 4), (6, 18), (22, 0), (36, 34)], SNOW)
    snowflake(p.at(0, -14), 16, WHITE, 3)


def c_fog(p: Pen) -> None:
    for i, y in enumerate((-20, -8, 4, 16, 28)):
        x0 = -30 + (i % 2) * 8
        p.line((x0, y), (x0 + 52, y), 6, rgba(WHITE, 235))


def c_cold(p: Pen) -> None:
    p.rrect(-7, -32, 14, 46, 7, WHITE)
    p.circle((0, 20), 12, WHITE)
    p.rrect(-3, -10, 6, 26, 3, (60, 120, 230))
    p.circle((0, 20), 8, (60, 120, 230))
    for y in (-24, -16, -8):
        p.line((8, y), (14, y), 2, WHITE)
    snowflake(p.at(22, -18), 8, WHITE, 2)


def c_icy(p: Pen) -> None:
    p.poly([(-36, 20), (36, -4), (36, 36), (-36, 36)], (214, 240, 252))
    for x in (-20, -4, 12):
        p.line((x, 18 - (x + 36) / 3), (x + 10, 28 - (x + 36) / 3), 2.5, WHITE)
    p.poly([(-14, -8), (-8, -30), (-2, -8)], WHITE)
    p.poly([(4, -14), (10, -34), (16, -14)], WHITE)


def c_heavy(p: Pen) -> None:
    for i in range(14):
        x = -28 + (i * 37 % 58)
        y = -28 + (i * 23 % 58)
        p.circle((x, y), 3.4 + (i % 3), WHITE)
    p.poly([(-36, 30), (36, 24), (36, 40), (-36, 40)], WHITE)


def c_avalanche(p: Pen) -> None:
    p.poly([(-34, 32), (-4, -28), (34, 32)], (250, 246, 240))
    p.poly([(-4, -28), (34, 32), (8, 32)], (220, 228, 240))
    for x, y, r in ((-16, 6, 7), (-24, 18, 6), (-10, 20, 8), (-30, 28, 5)):
        p.circle((x, y), r, WHITE)
        p.circle((x, y), r, INK, 1.4)
    p.text("!", 18, -16, 26, WHITE)


def c_wind(p: Pen) -> None:
    for y, ln in ((-16, 44), (0, 56), (16, 38)):
        pts = [(-30 + i * ln / 10, y + math.sin(i / 10 * math.pi * 2) * 3) for i in range(11)]
        p.stroke(pts, 4, WHITE)
        ex, ey = pts[-1]
        p.stroke(arc_pts(ex, ey - 6, 6, 90, 360, 12), 4, WHITE)


def c_breakdown(p: Pen) -> None:
    p.line((-36, -22), (36, -30), 3, INK)
    p.line((6, -26), (6, -8), 3, INK)
    p.rrect(-10, -8, 28, 6, 2, INK)
    p.rrect(-10, -8, 6, 20, 2, INK)
    p.rrect(-10, 8, 28, 5, 2, INK)
    p.line((-20, 14), (28, 34), 7, RED)
    p.line((-20, 34), (28, 14), 7, RED)


def c_deep(p: Pen) -> None:
    for i, y in enumerate((-6, 8, 22)):
        pts = [(-36 + j * 8, y + math.sin(j * 0.9 + i) * 4) for j in range(10)]
        p.poly(pts + [(36, 40), (-36, 40)], mix(WHITE, (200, 220, 240), i * 0.3))
    p.line((10, -34), (4, 4), 3, INK)
    p.circle((5, -2), 6, INK, 2)


def c_thin(p: Pen) -> None:
    p.poly([(-36, 22), (36, 14), (36, 40), (-36, 40)], WHITE)
    for x, y, s in ((-18, 20, 14), (8, 16, 18), (26, 22, 10)):
        p.poly([(x - s, y + 6), (x - s * 0.4, y - s), (x + s * 0.5, y - s * 0.7), (x + s, y + 6)], (96, 90, 84))
        p.poly([(x - s * 0.4, y - s), (x + s * 0.5, y - s * 0.7), (x, y - s * 0.3)], (140, 134, 126))


def c_slush(p: Pen) -> None:
    p.poly([(-36, 14), (36, 6), (36, 40), (-36, 40)], (200, 214, 190))
    for x, y in ((-16, -14), (6, -24), (20, -6)):
        p.poly([(x, y - 12), (x + 7, y + 2), (x, y + 8), (x - 7, y + 2)], (120, 190, 240))
        p.circle((x, y + 1), 7, (120, 190, 240))
    p.poly(ellipse_pts(-4, 24, 18, 4, 24), (150, 200, 236))


def c_rain(p: Pen) -> None:
    cloud(p, 0, -10, 1.2, WHITE)
    for x in (-16, -4, 8, 20):
        p.line((x, 12), (x - 6, 30), 3, (150, 206, 250))


def c_blizzard(p: Pen) -> None:
    for r in (28, 18):
        p.stroke(arc_pts(0, 0, r, 200, 470, 30), 4, rgba(WHITE, 220))
    snowflake(p.at(0, 0), 10, WHITE, 2.4)
    for x, y in ((-26, -24), (24, 22), (26, -20), (-22, 24)):
        p.circle((x, y), 3, WHITE)


CONDITIONS: dict[str, Callable[[Pen], None]] = {
    "excellent": c_excellent, "packed": c_packed, "fog": c_fog, "cold": c_cold, "icy": c_icy, "heavy": c_heavy,
    "avalanche": c_avalanche, "wind": c_wind, "breakdown": c_breakdown, "deep": c_deep, "thin": c_thin,
    "slush": c_slush, "rain": c_rain, "blizzard": c_blizzard,
}


def condition_icon(key: str) -> pygame.Surface:
    cv = Canvas(ICON, ICON)
    p = cv.pen(48, 48)
    bg = COND_BG.get(key, (52, 110, 190))
    p.circle((0, 2), 45, rgba((0, 0, 0), 80))
    p.circle((0, 0), 45, NAVY)
    with Layer(cv) as L:
        q = L.pen(48, 48)
        q.circle((0, 0), 42, bg)
        CONDITIONS.get(key, c_packed)(q.at(0, 0, 0.92))
        clip_circle(L, (48, 48), 42)
    p.circle((0, 0), 42, rgba(WHITE, 200), 2)
    return cv.finish()


# ---------------------------------------------------------------- cards

def tumbling_skier(p: Pen, col: Colour) -> None:
    """A skier head over heels in a burst of snow."""
    for i in range(10):
        a = math.radians(i * 36 + 10)
        p.circle((math.cos(a) * 46, math.sin(a) * 40), 9 + (i % 3) * 3, rgba(WHITE, 230))
    p.circle((0, 0), 40, rgba(WHITE, 240))
    p.stroke([(-34, -20), (30, 24)], 6, col)
    p.stroke([(-26, 26), (34, -14)], 6, col)
    p.stroke([(-4, -4), (10, 12)], 12, col)
    p.circle((-12, -16), 9, col)
    p.stroke([(6, 0), (22, -24)], 3, col)
    p.stroke([(-2, 8), (-24, 0)], 3, col)
    for x, y in ((-40, -42), (38, -40), (44, 34)):
        stars = [(x + math.cos(math.radians(a)) * (9 if i % 2 == 0 else 3.5),
                  y + math.sin(math.radians(a)) * (9 if i % 2 == 0 else 3.5)) for i, a in enumerate(range(-90, 270, 36))]
        p.poly(stars, SUN)


def mug_art(p: Pen) -> None:
    """A steaming cup of cocoa by a chalet window."""
    p.rrect(-44, -60, 88, 70, 4, (60, 40, 30))
    p.rrect(-40, -56, 38, 31, 0, (250, 214, 110))
    p.rrect(2, -56, 38, 31, 0, (250, 214, 110))
    p.rrect(-40, -21, 38, 27, 0, (250, 214, 110))
    p.rrect(2, -21, 38, 27, 0, (250, 214, 110))
    p.rrect(-30, 4, 60, 52, 10, INK)
    p.rrect(-27, 6, 54, 48, 8, WHITE)
    p.rrect(-27, 12, 54, 10, 0, RED)
    p.stroke(arc_pts(30, 28, 12, -80, 80, 16), 6, INK)
    p.stroke(arc_pts(30, 28, 12, -80, 80, 16), 3, WHITE)
    p.poly(ellipse_pts(0, 8, 25, 5, 30), (120, 70, 40))
    for x in (-10, 4, 16):
        pts = [(x + math.sin(i / 3) * 4, 0 - i * 4) for i in range(8)]
        p.stroke(pts, 3, rgba(WHITE, 220))


def condition_back_art(p: Pen) -> None:
    p.poly([(-70, 56), (-20, -20), (8, 10), (30, -10), (72, 56)], SNOW)
    p.poly([(-20, -20), (8, 10), (-4, 14), (-10, 56), (-30, 56)], rgba(SHADE, 255))
    sun_art(p, 40, -44, 20)
    cloud(p, -34, -46, 1.1, WHITE)
    snowflake(p.at(-46, 16), 12, WHITE, 2.6)
    snowflake(p.at(54, 20), 9, WHITE, 2.2)


def card_back(pack: str) -> pygame.Surface:
    title, col = style.PACKS[pack]
    cv = Canvas(CARD_W, CARD_H)
    card_frame(cv, lighten(col, 0.1), darken(col, 0.25))
    panel = (14, 14, CARD_W - 28, CARD_H - 28)
    rrect(cv.surf, panel, CREAM, 10)
    inner = (20, 20, CARD_W - 40, CARD_H - 40)
    rrect(cv.surf, inner, col, 8)
    with Layer(cv) as L:
        q = L.pen()
        for i in range(0, 14):                   # a poster's sunburst
            a0, a1 = math.radians(i * 25.7), math.radians(i * 25.7 + 12)
            cx, cy = CARD_W / 2, 190
            q.poly([(cx, cy), (cx + math.cos(a0) * 300, cy + math.sin(a0) * 300),
                    (cx + math.cos(a1) * 300, cy + math.sin(a1) * 300)], rgba(lighten(col, 0.18)))
        clip_to(L, inner, 8)
    p = cv.pen(CARD_W / 2, 196)
    p.circle((0, 0), 76, CREAM)
    p.circle((0, 0), 70, darken(col, 0.2))
    with Layer(cv) as L:
        q = L.pen(CARD_W / 2, 196)
        q.circle((0, 0), 70, mix(col, style.SKY_RGB, 0.5))
        if pack == "sitzmark":
            tumbling_skier(q.at(0, 4, 0.95), INK)
        elif pack == "apres":
            mug_art(q.at(0, 0, 0.95))
        else:
            condition_back_art(q.at(0, 4, 0.95))
        clip_circle(L, (CARD_W / 2, 196), 70)
    f = fit_font(title.upper(), CARD_W - 60, 30, 14, spacing=2.0)
    cv.text(title.upper(), CARD_W / 2, 66, col=CREAM, font=f, spacing=2.0, ink=True, shadow=((0, 0, 0), 120))
    cv.text("SKI GAMMON", CARD_W / 2, 306, 15, CREAM, spacing=4.0, ink=True)
    return cv.finish()


def card_face(pack: str) -> pygame.Surface:
    title, col = style.PACKS[pack]
    cv = Canvas(CARD_W, CARD_H)
    card_frame(cv, lighten(col, 0.1), darken(col, 0.25))
    rrect(cv.surf, (10, 10, CARD_W - 20, CARD_H - 20), CREAM, 10)
    rrect(cv.surf, (10, 10, CARD_W - 20, 58), col, 10)
    rrect(cv.surf, (10, 40, CARD_W - 20, 28), col, 0)
    p = cv.pen()
    # a little picture in the band's corner and a line of pines at the foot
    for i in range(9):
        x = 24 + i * 26
        pine(p, x, CARD_H - 16, 22 + (i % 3) * 5, mix(PINE, CREAM, 0.55), snow=False)
    f = fit_font(title.upper(), CARD_W - 50, 24, 12, spacing=2.0)
    cv.text(title.upper(), CARD_W / 2, 40, col=CREAM, font=f, spacing=2.0, ink=True)
    return cv.finish()


# ---------------------------------------------------------------- dice and the coin

PIPS = {1: [(0, 0)], 2: [(1, -1), (-1, 1)], 3: [(1, -1), (0, 0), (-1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(n: int) -> pygame.Surface:
    cv = Canvas(DIE, DIE)
    p = cv.pen(48, 47)
    s = 40
    p.rrect(-s + 2, -s + 5, 2 * s, 2 * s, 16, rgba((0, 0, 0), 80))
    p.rrect(-s - 2, -s - 2, 2 * s + 4, 2 * s + 4, 18, INK)
    p.rrect(-s, -s, 2 * s, 2 * s, 16, RED)
    p.rrect(-s + 5, -s + 5, 2 * s - 10, 2 * s - 10, 12, lighten(RED, 0.08))
    for ix, iy in PIPS[n]:
        p.circle((ix * 21, iy * 21), 8.2, CREAM)
    return cv.finish()


def coin() -> pygame.Surface:
    cv = Canvas(COIN, COIN)
    p = cv.pen(24, 24)
    p.circle((0, 1.5), 21, rgba((0, 0, 0), 90))
    p.circle((0, 0), 21, darken(GOLD, 0.45))
    p.fillcircle((0, 0), 19, Rad(p.P(-6, -7), 26, [lighten(GOLD, 0.45), GOLD, darken(GOLD, 0.15)]))
    p.circle((0, 0), 15, darken(GOLD, 0.3), 1.4)
    cv.text("G", 24, 24, 19, darken(GOLD, 0.55), ink=True)
    return cv.finish()


# ---------------------------------------------------------------- the list of sprites

def load_content() -> SGContent:
    from game.games.ski_gammon.rules.content import load_content as load
    return load(paths.config_dir("ski_gammon"))


def sprites(content: SGContent | None = None) -> list[Sprite]:
    """Every sprite, in a fixed order, with its path as style.py names it."""
    content = content if content is not None else load_content()
    out: list[tuple[str, Callable[[], pygame.Surface], tuple[int, int]]] = []
    out.append((style.sg_backdrop(), partial(backdrop, content), (content.width, content.height)))
    for colour in style.TOKEN_RGB:
        out.append((style.sg_token(colour), partial(token, colour), (TOKEN, TOKEN)))
        out.append((style.sg_token(colour, False), partial(token, colour, False), (TOKEN, TOKEN)))
    for key in content.items:
        out.append((style.sg_item(key), partial(item, key), (ITEM, ITEM)))
    for pack in style.PACKS:
        out.append((style.sg_back(pack), partial(card_back, pack), style.SG_CARD))
        out.append((style.sg_face(pack), partial(card_face, pack), style.SG_CARD))
    for key in dict.fromkeys(c.key for c in content.conditions):
        out.append((style.sg_condition(key), partial(condition_icon, key), (ICON, ICON)))
    for n in range(1, 7):
        out.append((style.sg_die(n), partial(die, n), (DIE, DIE)))
    out.append((style.sg_coin(), coin, (COIN, COIN)))
    return [Sprite(sprite_rel(path), draw, size) for path, draw, size in out]


def make(out_dir: str | None = None, only: Sequence[str] | None = None) -> list[str]:
    """Draw the sprites (those matching only's shell patterns, if given) into
    out_dir (default: the game's sprites/ folder); return the files written."""
    return write_sprites(sprites(), out_dir if out_dir is not None else default_out_dir(), only)

