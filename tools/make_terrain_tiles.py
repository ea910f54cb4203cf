#!/usr/bin/env python3
"""Draw the terrain tileset: sprites/tiles/mountain_tiles.png and maps/mountain_tiles.tsx.

    python tools/make_terrain_tiles.py [--out-dir DIR]

32 x 32 pixel tiles drawn with pygame. Ground blends softly from tile to tile
because the tiles are *corner* tiles: each corner of a tile has a kind of
ground, and every tile is drawn for its four corners, so two neighbours
always agree along the edge they share (this is also a Tiled "corner" Wang
set, so the terrain brush in Tiled paints with these tiles).

- snow in four shades (bright high snow, plain, shaded, deep blue shadow),
  with every mix of two neighbouring shades as a smooth gradient, and
  groomed piste snow;
- rock (grey-brown with snow on its ledges), ice (pale cyan), meadow
  (winter olive with snow flecks), village ground and forest (dark-green
  conifers on snow), each on its own and blending into plain snow at any
  corners; full forest tiles come dense and sparse, full village tiles also
  with chalet roofs (brown and red) seen from above;
- a road of packed snow and a frozen lake, drawn for every set of sides
  (N E S W) they carry on through;
- decoration tiles with transparent backgrounds for the ``decor`` layer:
  single conifers, boulders, chalets and a lift pylon.

Every tile has a string property ``terrain`` (``snow_high``, ``snow``,
``snow_shaded``, ``snow_shadow``, ``piste``, ``rock``, ``rock_edge``, ``ice``,
``ice_edge``, ``meadow``, ``meadow_edge``, ``village``, ``village_edge``,
``roof``, ``forest_dense``, ``forest_sparse``, ``forest_edge``, ``road``,
``water``, ``tree``, ``boulder``, ``chalet``, ``pylon``); blends also have
``corners`` (NW,NE,SW,SE: what lies at each corner), roads and the lake
``connects`` (the sides they carry on through). ``tools/paint_terrain.py``
chooses tiles by these properties, so tiles may be redrawn or added freely.

The colours stay light and quiet so the runs, lifts and spots drawn on top
stay easy to read. Deterministic: texture comes from fixed-seed
``random.Random`` and the PNG is encoded here with fixed zlib settings, so
running the script twice writes the same bytes. With --out-dir both files go
to DIR instead (for the tests).
"""
from __future__ import annotations

import argparse
import math
import os
import random
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from game.games.ski import style  # noqa: E402

T = 32
COLUMNS = 16
SEED = 20240217
PNG_REL = Path("sprites") / "tiles" / "mountain_tiles.png"
TSX_REL = Path("maps") / "mountain_tiles.tsx"
IMAGE_SOURCE = "../sprites/tiles/mountain_tiles.png"  # relative to the .tsx

# Snow shades, by level: 0 bright high snow, 1 plain (the game's snow), 2 shaded, 3 deep blue shadow.
SNOW_LEVELS = ((252, 253, 255), style.SNOW_RGB, (226, 234, 246), (206, 218, 240))
SNOW_NAMES = ("snow_high", "snow", "snow_shaded", "snow_shadow")
SNOW = style.SNOW_RGB
PISTE_LINE = (233, 239, 248)
ROCK = (146, 136, 125)
ROCK_DARK = (108, 100, 94)
ROCK_LIGHT = (176, 167, 156)
ICE = (208, 237, 244)
ICE_LINE = (180, 219, 232)
MEADOW = (176, 184, 136)
MEADOW_DARK = (150, 162, 112)
VILLAGE = (232, 228, 219)
VILLAGE_DARK = (208, 201, 189)
ROAD = (204, 197, 186)
ROAD_EDGE = (178, 170, 158)
LAKE = (178, 198, 212)
LAKE_RIM = (148, 168, 186)
LAKE_LINE = (210, 224, 234)
TREE_DARK = (40, 82, 62)
TREE_MID = (56, 101, 76)
TREE_LIGHT = (86, 130, 98)
TRUNK = (104, 78, 58)
SHADOW_RGBA = (92, 112, 150, 64)
ROOF_BROWN = ((152, 98, 64), (116, 74, 50))    # lit side, shaded side
ROOF_RED = ((178, 80, 62), (138, 58, 46))
WALL = (170, 120, 78)
WALL_DARK = (132, 92, 60)

CORNERS = ("NW", "NE", "SW", "SE")           # corner bits 1, 2, 4, 8
SIDES = ("N", "E", "S", "W")                  # side bits 1, 2, 4, 8
# Tiled corner Wang ids list the corners in the order top-right, bottom-right, bottom-left, top-left
# at positions 1, 3, 5, 7 of "top,top-right,right,bottom-right,bottom,bottom-left,left,top-left".
WANG_COLOURS = [  # (name, colour shown in Tiled)
    ("snow_high", "#fcfdff"), ("snow", "#f4f8fc"), ("snow_shaded", "#e2eaf6"), ("snow_shadow", "#cedaf0"),
    ("rock", "#92887d"), ("ice", "#d0edf4"), ("meadow", "#b0b888"), ("village", "#e8e4db"),
    ("forest", "#385f4c"), ("water", "#b2c6d4"),
]


# --------------------------------------------------------------------------
# Texture helpers
# --------------------------------------------------------------------------


def clamp(v: float, lo: int = 0, hi: int = 255) -> int:
    return max(lo, min(hi, int(round(v))))


def shade(rgb, d: float):
    return tuple(clamp(c + d) for c in rgb[:3])


def mix(a, b, t: float):
    return tuple(clamp(a[i] + (b[i] - a[i]) * t) for i in range(3))


def tile_noise(rng: random.Random, cell: int) -> list[list[float]]:
    """Value noise in [0, 1] over one tile that wraps around at the edges."""
    n = T // cell
    lat = [[rng.random() for _ in range(n)] for _ in range(n)]
    out = []
    for y in range(T):
        gy = int(y // cell)
        fy = y / cell - gy
        sy = fy * fy * (3 - 2 * fy)
        row = []
        for x in range(T):
            gx = int(x // cell)
            fx = x / cell - gx
            sx = fx * fx * (3 - 2 * fx)
            a = lat[gy % n][gx % n]
            b = lat[gy % n][(gx + 1) % n]
            c = lat[(gy + 1) % n][gx % n]
            d = lat[(gy + 1) % n][(gx + 1) % n]
            top = a + (b - a) * sx
            bot = c + (d - c) * sx
            row.append(top + (bot - top) * sy)
        out.append(row)
    return out


def fractal(rng: random.Random, cells=(16, 8, 4), weights=(0.5, 0.3, 0.2)) -> list[list[float]]:
    layers = [tile_noise(rng, c) for c in cells]
    return [[sum(w * l[y][x] for w, l in zip(weights, layers)) for x in range(T)] for y in range(T)]


def new_tile() -> pygame.Surface:
    s = pygame.Surface((T, T), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    return s


def wrapped(draw_fn):
    """Call draw_fn(dx, dy) for the 9 wrap-around offsets, so shapes cut by an edge reappear opposite."""
    for dy in (-T, 0, T):
        for dx in (-T, 0, T):
            draw_fn(dx, dy)


def blob_points(rng: random.Random, cx: float, cy: float, r: float, flat: float = 0.8, n: int = 9):
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        rr = r * (0.65 + 0.5 * rng.random())
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * flat))
    return pts


def blob(surf, rng, cx, cy, r, rgb, flat=0.8, wrap=True):
    pts = blob_points(rng, cx, cy, r, flat)
    if wrap:
        wrapped(lambda dx, dy: pygame.draw.polygon(surf, rgb, [(x + dx, y + dy) for x, y in pts]))
    else:
        pygame.draw.polygon(surf, rgb, pts)


def shadow_ellipse(surf: pygame.Surface, rect, rgba=SHADOW_RGBA):
    s = new_tile()
    pygame.draw.ellipse(s, rgba, rect)
    surf.blit(s, (0, 0))


def sparkle(surf, rng, count):
    for _ in range(count):
        x, y = rng.randrange(T), rng.randrange(T)
        c = surf.get_at((x, y))
        surf.set_at((x, y), (min(255, c[0] + 7), min(255, c[1] + 6), min(255, c[2] + 4), 255))


# --------------------------------------------------------------------------
# Whole-tile textures (all wrap around, so equal textures join seamlessly)
# --------------------------------------------------------------------------


def snow_texture(rng: random.Random, base=SNOW) -> pygame.Surface:
    s = new_tile()
    n = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (n[y][x] - 0.5) * 6
            s.set_at((x, y), (clamp(base[0] + d * 0.7), clamp(base[1] + d * 0.85), clamp(base[2] + d), 255))
    for _ in range(2):  # wind ripples
        x, y = rng.randrange(T), rng.randrange(T)
        rip = shade(base, -6)
        wrapped(lambda dx, dy: pygame.draw.arc(s, rip, (x - 7 + dx, y - 2 + dy, 14, 5), 0.4, 2.7))
    sparkle(s, rng, 10)
    return s


def rock_texture(rng: random.Random) -> pygame.Surface:
    """Grey-brown rock broken into facets (lit to the upper left, dark to the lower right),
    with cracks between them and snow lying on a few of them."""
    s = new_tile()
    n = fractal(rng, (16, 8, 4), (0.5, 0.3, 0.2))
    cells = []
    for _ in range(7):
        cx, cy = rng.uniform(0, T), rng.uniform(0, T)
        face = rng.choice((-30, -18, -6, 6, 18, 30))       # how much the facet faces the light
        snowy = rng.random() < 0.22
        cells.append((cx, cy, face, snowy))

    def nearest(x, y):
        best, second, idx = 1e9, 1e9, 0
        for i, (cx, cy, _f, _s) in enumerate(cells):
            dx = min(abs(x - cx), T - abs(x - cx))
            dy = min(abs(y - cy), T - abs(y - cy))
            d = math.hypot(dx + 0.35 * dy, dy * 0.55)      # long slanting facets, like a rock face
            if d < best:
                best, second, idx = d, best, i
            elif d < second:
                second = d
        return idx, second - best
    for y in range(T):
        for x in range(T):
            i, gap = nearest(x + 0.5, y + 0.5)
            _cx, _cy, face, snowy = cells[i]
            d = (n[y][x] - 0.5) * 22 + face
            c = (clamp(ROCK[0] + d), clamp(ROCK[1] + d * 0.95), clamp(ROCK[2] + d * 0.9))
            if snowy and n[y][x] > 0.42:
                c = mix(c, (236, 241, 249), 0.85)
            if gap < 0.9:
                c = mix(c, ROCK_DARK, 0.5)
            s.set_at((x, y), c + (255,))
    return s


def ice_texture(rng: random.Random) -> pygame.Surface:
    s = new_tile()
    n = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (n[y][x] - 0.5) * 12
            s.set_at((x, y), (clamp(ICE[0] + d * 1.2), clamp(ICE[1] + d * 0.8), clamp(ICE[2] + d * 0.5), 255))
    for _ in range(2):   # wind-polished streaks
        y = rng.randrange(T)
        wrapped(lambda dx, dy: pygame.draw.line(s, (234, 249, 252), (dx, y + dy), (T - 1 + dx, y + 3 + dy)))
    for _ in range(3):   # crevasse cracks
        x, y = rng.randrange(T), rng.randrange(T)
        pts = [(x, y)]
        for _ in range(3):
            pts.append((pts[-1][0] + rng.randint(2, 6), pts[-1][1] + rng.randint(-2, 2)))
        wrapped(lambda dx, dy: pygame.draw.lines(s, ICE_LINE, False, [(a + dx, b + dy) for a, b in pts]))
    sparkle(s, rng, 6)
    return s


def meadow_texture(rng: random.Random) -> pygame.Surface:
    s = new_tile()
    n = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (n[y][x] - 0.5) * 18
            s.set_at((x, y), (clamp(MEADOW[0] + d), clamp(MEADOW[1] + d), clamp(MEADOW[2] + d * 0.6), 255))
    for _ in range(34):   # tufts of winter grass
        x, y = rng.randrange(T), rng.randrange(T)
        s.set_at((x, y), MEADOW_DARK)
        s.set_at((x, (y - 1) % T), MEADOW_DARK)
    for _ in range(5):    # snow flecks
        x, y, r = rng.randrange(T), rng.randrange(T), rng.uniform(1.5, 3.2)
        blob(s, rng, x, y, r, (238, 242, 246))
    return s


def lake_texture(rng: random.Random) -> pygame.Surface:
    """The frozen lake: blue-grey ice, a few cracks and drifts of snow."""
    s = new_tile()
    n = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (n[y][x] - 0.5) * 10
            s.set_at((x, y), (clamp(LAKE[0] + d * 0.8), clamp(LAKE[1] + d * 0.9), clamp(LAKE[2] + d), 255))
    for _ in range(3):
        x, y, dx2, dy2 = rng.randrange(T), rng.randrange(T), rng.randint(-9, 9), rng.randint(-5, 5)
        wrapped(lambda dx, dy: pygame.draw.line(s, LAKE_LINE, (x + dx, y + dy), (x + dx2 + dx, y + dy2 + dy)))
    x, y, dx2, dy2 = rng.randrange(T), rng.randrange(T), rng.randint(-6, 6), rng.randint(3, 8)
    wrapped(lambda dx, dy: pygame.draw.line(s, shade(LAKE, -12), (x + dx, y + dy), (x + dx2 + dx, y + dy2 + dy)))
    blob(s, rng, rng.randrange(T), rng.randrange(T), 3, (226, 234, 242))
    return s


def village_texture(rng: random.Random) -> pygame.Surface:
    s = new_tile()
    n = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (n[y][x] - 0.5) * 10
            s.set_at((x, y), (clamp(VILLAGE[0] + d), clamp(VILLAGE[1] + d), clamp(VILLAGE[2] + d * 0.8), 255))
    for _ in range(16):   # gravel and trodden snow
        s.set_at((rng.randrange(T), rng.randrange(T)), VILLAGE_DARK)
    for _ in range(2):
        blob(s, rng, rng.randrange(T), rng.randrange(T), rng.uniform(2, 3.5), (242, 245, 250))
    return s


# --------------------------------------------------------------------------
# Blending by corners
# --------------------------------------------------------------------------


def corner_field(values, noise, wobble: float):
    """values: (NW, NE, SW, SE) in [0, 1]; per pixel bilinear blend plus noise."""
    nw, ne, sw, se = values
    out = []
    for y in range(T):
        v = (y + 0.5) / T
        row = []
        for x in range(T):
            u = (x + 0.5) / T
            top = nw + (ne - nw) * u
            bot = sw + (se - sw) * u
            row.append(top + (bot - top) * v + (noise[y][x] - 0.5) * wobble)
        out.append(row)
    return out


def blend(under: pygame.Surface, over: pygame.Surface, mask: int, noise, wobble=0.55,
          rim=None, cast=None) -> pygame.Surface:
    """`over` at the corners in mask (NW=1 NE=2 SW=4 SE=8), `under` elsewhere, with a ragged edge."""
    vals = tuple(1.0 if mask & (1 << i) else 0.0 for i in range(4))
    f = corner_field(vals, noise, wobble)
    s = under.copy()
    inside = [[f[y][x] > 0.5 for x in range(T)] for y in range(T)]
    for y in range(T):
        for x in range(T):
            if inside[y][x]:
                c = over.get_at((x, y))
                if rim is not None:   # a darker rim where the ground meets the snow
                    edge = any(0 <= x + dx < T and 0 <= y + dy < T and not inside[y + dy][x + dx]
                               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
                    if edge:
                        c = mix(c, rim, 0.5)
                s.set_at((x, y), c)
            elif cast is not None:    # the snow just below and right of the ground is in its shadow
                if (y > 0 and inside[y - 1][x]) or (x > 0 and inside[y][x - 1]):
                    s.set_at((x, y), mix(s.get_at((x, y)), cast, 0.45))
    return s


def snow_gradient(levels, rng: random.Random) -> pygame.Surface:
    """Snow whose shade runs smoothly between the shades at the four corners."""
    nw, ne, sw, se = levels
    s = new_tile()
    for y in range(T):
        v = (y + 0.5) / T
        for x in range(T):
            u = (x + 0.5) / T
            lv = (nw + (ne - nw) * u) * (1 - v) + (sw + (se - sw) * u) * v
            lv = max(0.0, min(3.0, lv))
            i = min(2, int(lv))
            c = mix(SNOW_LEVELS[i], SNOW_LEVELS[i + 1], lv - i)
            s.set_at((x, y), c + (255,))
    tex = fractal(rng)
    for y in range(T):
        for x in range(T):
            d = (tex[y][x] - 0.5) * 6
            c = s.get_at((x, y))
            s.set_at((x, y), (clamp(c[0] + d * 0.7), clamp(c[1] + d * 0.85), clamp(c[2] + d), 255))
    sparkle(s, rng, 10)
    return s


# --------------------------------------------------------------------------
# Drawing pieces
# --------------------------------------------------------------------------


def conifer(surf, cx, base, h, w, rng, dark=TREE_DARK, mid=TREE_MID, light=TREE_LIGHT, shadow=True):
    """A snow-dusted conifer seen a little from the side; light from the upper left."""
    if shadow:
        shadow_ellipse(surf, pygame.Rect(int(cx - w * 0.3), int(base - 3), int(w * 1.1), 5))
    pygame.draw.rect(surf, TRUNK, (int(cx - 1), int(base - 3), 2, 3))
    tiers = 3 if h >= 14 else 2
    top = base - h
    for i in range(tiers):
        t0 = top + (h - 3) * i / tiers * 0.85
        t1 = top + (h - 3) * (i + 1) / tiers + 1
        half = w / 2 * (0.5 + 0.5 * (i + 1) / tiers)
        apex = (cx, t0)
        pygame.draw.polygon(surf, mid, [apex, (cx - half, t1), (cx + half, t1)])
        pygame.draw.polygon(surf, dark, [apex, (cx + 0.5, t1), (cx + half, t1)])
        pygame.draw.polygon(surf, light, [apex, (cx - half * 0.6, t1 - 1), (cx - 0.5, t1 - 1)])
        y = int(t1) - 1
        for k in range(int(cx - half) + 1, int(cx + half)):   # snow on the tier's lower edge
            if rng.random() < 0.5 and 0 <= k < T and 0 <= y < T:
                surf.set_at((k, y), (244, 248, 252, 255))
    if 0 <= int(top) < T:
        surf.set_at((int(cx), int(top)), (238, 244, 250, 255))


def forest(surf, coverage, rng: random.Random, dense: bool):
    """Conifers scattered where the coverage field is set, on snow in their shade."""
    shade_snow = (206, 218, 234) if dense else (220, 229, 241)
    for y in range(T):              # the snow under the trees lies in their shade
        for x in range(T):
            if coverage(x, y) and coverage(min(T - 1, x + 2), min(T - 1, y + 2)):
                surf.set_at((x, y), mix(surf.get_at((x, y)), shade_snow, 0.55))
    trees = []
    gap = 5.5 if dense else 9.0
    for _ in range(300):            # dart throwing: random places, never too close together
        h = rng.uniform(9, 16)
        w = h * rng.uniform(0.62, 0.75)
        cx = rng.uniform(w / 2 + 0.5, T - w / 2 - 1.5)
        base = rng.uniform(h * 0.8, T - 1.0)
        if not coverage(int(cx), int(min(T - 1, base - 2))):
            continue
        if all(math.hypot(cx - x, (base - b)) >= gap for b, x, _w, _h in trees):
            trees.append((base, cx, w, h))
    for base, cx, w, h in sorted(trees):
        conifer(surf, cx, base, h, w, rng)


def boulder(surf, cx, cy, r, rng):
    shadow_ellipse(surf, pygame.Rect(int(cx - r * 0.5), int(cy), int(r * 2.1), int(r * 0.9)))
    pts = []
    for i in range(10):
        a = 2 * math.pi * i / 10
        rr = r * (0.85 + 0.2 * rng.random())
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 0.72))
    pygame.draw.polygon(surf, ROCK, pts)
    lower = [p for p in pts if p[1] >= cy - 0.5] + [(cx + r * 0.9, cy)]
    pygame.draw.polygon(surf, ROCK_DARK, [(cx - r * 0.9, cy + r * 0.1)] + sorted(lower, key=lambda p: -p[0]))
    pygame.draw.line(surf, ROCK_LIGHT, (cx - r * 0.7, cy - r * 0.3), (cx - r * 0.1, cy - r * 0.6))
    cap = [(cx + math.cos(a) * r * 0.75, cy - r * 0.2 + math.sin(a) * r * 0.38) for a in
           [math.pi + i * math.pi / 6 for i in range(7)]]
    pygame.draw.polygon(surf, (246, 249, 253), cap)
    pygame.draw.polygon(surf, shade(ROCK_DARK, -20), pts, 1)


def roof_from_above(surf, rect: pygame.Rect, colours, ridge_horizontal: bool):
    """A chalet roof seen from above: snow on the roof, coloured eaves, a shadow on the ground."""
    lit, dark = colours
    sh = new_tile()
    pygame.draw.rect(sh, (70, 84, 120, 70), rect.move(2, 3))
    surf.blit(sh, (0, 0))
    pygame.draw.rect(surf, lit, rect)
    if ridge_horizontal:
        half = pygame.Rect(rect.x, rect.centery, rect.w, rect.bottom - rect.centery)
        pygame.draw.rect(surf, dark, half)
        for y in (rect.y + 3, rect.bottom - 4):     # shingle rows
            pygame.draw.line(surf, shade(lit if y < rect.centery else dark, -14), (rect.x + 1, y), (rect.right - 2, y))
        pygame.draw.rect(surf, (246, 249, 253), (rect.x + 1, rect.centery - 2, rect.w - 2, 2))
        pygame.draw.rect(surf, (222, 230, 244), (rect.x + 1, rect.centery, rect.w - 2, 1))
    else:
        half = pygame.Rect(rect.centerx, rect.y, rect.right - rect.centerx, rect.h)
        pygame.draw.rect(surf, dark, half)
        for x in (rect.x + 3, rect.right - 4):
            pygame.draw.line(surf, shade(lit if x < rect.centerx else dark, -14), (x, rect.y + 1), (x, rect.bottom - 2))
        pygame.draw.rect(surf, (246, 249, 253), (rect.centerx - 2, rect.y + 1, 2, rect.h - 2))
        pygame.draw.rect(surf, (222, 230, 244), (rect.centerx, rect.y + 1, 1, rect.h - 2))
    pygame.draw.rect(surf, shade(dark, -28), rect, 1)
    # chimney with a wisp of snow
    cx, cy = (rect.x + rect.w // 3, rect.y + 3) if ridge_horizontal else (rect.x + 3, rect.y + rect.h // 3)
    pygame.draw.rect(surf, (128, 118, 112), (cx, cy, 3, 4))
    pygame.draw.line(surf, (250, 252, 255), (cx, cy), (cx + 2, cy))


def chalet_front(surf, cx: int, base: int, w: int, h: int, roof):
    """A small chalet seen from the front (decor layer)."""
    shadow_ellipse(surf, pygame.Rect(cx - w // 2, base - 3, w + 6, 6))
    body = pygame.Rect(cx - w // 2, base - h, w, h)
    pygame.draw.rect(surf, WALL, body)
    pygame.draw.rect(surf, WALL_DARK, (body.right - 3, body.y, 3, body.h))
    for y in range(body.y + 2, body.bottom, 3):
        pygame.draw.line(surf, shade(WALL, -16), (body.x, y), (body.right - 4, y))
    ww = max(2, w // 6)
    pygame.draw.rect(surf, (250, 224, 150), (body.x + 2, body.y + 3, ww, ww))
    pygame.draw.rect(surf, (250, 224, 150), (body.right - 4 - ww, body.y + 3, ww, ww))
    pygame.draw.rect(surf, (92, 62, 42), (cx - 1, base - 5, 3, 5))
    lit, dark = roof
    rh = h * 0.8
    apex = (cx, base - h - rh)
    lft = (cx - w // 2 - 3, base - h + 1)
    rgt = (cx + w // 2 + 3, base - h + 1)
    pygame.draw.polygon(surf, lit, [apex, lft, (cx, base - h + 1)])
    pygame.draw.polygon(surf, dark, [apex, (cx, base - h + 1), rgt])
    pygame.draw.polygon(surf, (248, 250, 254), [apex, (lft[0] + 2, lft[1] - 2), (cx, apex[1] + rh * 0.55),
                                                (rgt[0] - 2, rgt[1] - 2)])
    pygame.draw.line(surf, shade(dark, -30), lft, rgt)


def pylon(surf):
    """A lift pylon: mast, cross-arm and sheaves; the cable passes near the tile's centre."""
    s = new_tile()
    pygame.draw.line(s, (92, 112, 150, 80), (17, 29), (25, 23), 3)
    surf.blit(s, (0, 0))
    pygame.draw.rect(surf, (150, 148, 144), (12, 27, 9, 3))
    pygame.draw.rect(surf, (104, 108, 118), (15, 15, 3, 13))
    pygame.draw.line(surf, (150, 154, 164), (15, 15), (15, 27))
    pygame.draw.rect(surf, (84, 88, 98), (8, 13, 17, 3))
    pygame.draw.line(surf, (150, 154, 164), (8, 13), (24, 13))
    for x in (9, 21):
        pygame.draw.circle(surf, (60, 62, 70), (x + 1, 17), 2)


# --------------------------------------------------------------------------
# The tiles
# --------------------------------------------------------------------------


class Sheet:
    def __init__(self):
        self.tiles: list[tuple[pygame.Surface, dict, list | None]] = []   # surface, properties, wang corners

    def add(self, surf, terrain: str, wang=None, **props):
        self.tiles.append((surf, {"terrain": terrain, **props}, wang))


def mask_names(mask: int, names) -> str:
    return ",".join(n for i, n in enumerate(names) if mask & (1 << i))


def build_tiles() -> Sheet:
    sh = Sheet()
    rng = random.Random(SEED)
    wid = {name: i + 1 for i, (name, _c) in enumerate(WANG_COLOURS)}

    # -- snow: four shades, and every smooth mix of two neighbouring shades --
    for level in range(4):
        for _v in range(3 if level in (0, 1) else 2):
            tex = snow_gradient((level,) * 4, random.Random(rng.random()))
            sh.add(tex, SNOW_NAMES[level], wang=[wid[SNOW_NAMES[level]]] * 4,
                   corners=",".join([SNOW_NAMES[level]] * 4))
    for level in range(3):
        for mask in range(1, 15):
            levels = tuple(level + (1 if mask & (1 << i) else 0) for i in range(4))
            tex = snow_gradient(levels, random.Random(rng.random()))
            names = [SNOW_NAMES[lv] for lv in levels]
            main = SNOW_NAMES[min(3, int(sum(levels) / 4 + 0.5))]
            sh.add(tex, main, wang=[wid[n] for n in names], corners=",".join(names))

    # -- groomed piste snow (plain snow's colour, so it sits seamlessly in it) --
    for off in range(3):
        s = snow_texture(random.Random(rng.random()))
        r2 = random.Random(rng.random())
        for x in range(off, T, 3):
            for y in range(T):
                if (y * 7 + x) % 11:
                    s.set_at((x, y), mix(PISTE_LINE, s.get_at((x, y)), r2.random() * 0.5))
        sh.add(s, "piste", wang=[wid["snow"]] * 4, corners="snow,snow,snow,snow")

    # -- ground that blends into plain snow at its corners --
    snow_base = snow_texture(random.Random(rng.random()))

    def ground(name, texture_fn, full_variants, wobble, rim=None, cast=None, extra=None):
        edge_tex = texture_fn(random.Random(rng.random()))
        noise = fractal(random.Random(rng.random()), (16, 8, 4), (0.45, 0.35, 0.2))
        for mask in range(1, 15):
            s = blend(snow_base, edge_tex, mask, noise, wobble, rim, cast)
            corner = [name if mask & (1 << i) else "snow" for i in range(4)]
            sh.add(s, f"{name}_edge", wang=[wid[c] for c in corner], corners=",".join(corner))
        for v in range(full_variants):
            s = edge_tex.copy() if v == 0 else texture_fn(random.Random(rng.random()))
            sh.add(s, name, wang=[wid[name]] * 4, corners=",".join([name] * 4))
        if extra:
            extra(edge_tex)

    ground("rock", rock_texture, 3, 0.7, rim=ROCK_DARK, cast=SNOW_LEVELS[2])
    ground("ice", ice_texture, 2, 0.6, rim=(188, 222, 234))
    ground("meadow", meadow_texture, 3, 0.7)
    ground("water", lake_texture, 2, 0.5, rim=LAKE_RIM, cast=(226, 234, 244))

    def roofs(village_tex):
        for colours, horizontal, rect in ((ROOF_BROWN, True, (4, 7, 23, 17)), (ROOF_RED, False, (7, 4, 17, 23)),
                                          (ROOF_RED, True, (5, 8, 22, 16)), (ROOF_BROWN, False, (6, 5, 18, 22))):
            s = village_tex.copy()
            roof_from_above(s, pygame.Rect(rect), colours, horizontal)
            sh.add(s, "roof", wang=[wid["village"]] * 4, corners="village,village,village,village",
                   roof="brown" if colours is ROOF_BROWN else "red")
        s = village_tex.copy()
        roof_from_above(s, pygame.Rect(2, 3, 13, 12), ROOF_RED, False)
        roof_from_above(s, pygame.Rect(14, 17, 15, 11), ROOF_BROWN, True)
        sh.add(s, "roof", wang=[wid["village"]] * 4, corners="village,village,village,village", roof="mixed")

    ground("village", village_texture, 2, 0.6, extra=roofs)

    # -- forest: conifers where the corners are forest --
    fnoise = fractal(random.Random(rng.random()), (16, 8, 4), (0.45, 0.35, 0.2))
    for mask in range(1, 16):
        vals = tuple(1.0 if mask & (1 << i) else 0.0 for i in range(4))
        f = corner_field(vals, fnoise, 0.6)
        variants = (("forest_dense", True), ("forest_sparse", False)) if mask == 15 else (("forest_edge", True),)
        for name, dense in variants:
            for _v in range(3 if mask == 15 else 1):
                s = snow_base.copy()
                forest(s, lambda x, y: f[y][x] > 0.5, random.Random(rng.random()), dense)
                corner = ["forest" if mask & (1 << i) else "snow" for i in range(4)]
                sh.add(s, name, wang=[wid[c] for c in corner], corners=",".join(corner))

    # -- road and lake, by the sides they carry on through --
    for mask in range(16):
        sh.add(road_tile(mask, snow_base, random.Random(rng.random())), "road", connects=mask_names(mask, SIDES))

    # -- decoration (transparent) --
    for v in range(4):
        s = new_tile()
        r = random.Random(rng.random())
        if v == 0:
            conifer(s, 15, 29, 25, 17, r)
        elif v == 1:
            conifer(s, 16, 28, 19, 14, r, dark=(48, 90, 68), mid=(64, 110, 82), light=(94, 136, 104))
        elif v == 2:
            conifer(s, 11, 24, 15, 11, r)
            conifer(s, 21, 30, 17, 12, r)
        else:
            conifer(s, 13, 27, 16, 12, r, dark=(48, 90, 68), mid=(64, 110, 82), light=(94, 136, 104))
        sh.add(s, "tree", decor="true")
    for v in range(2):
        s = new_tile()
        r = random.Random(rng.random())
        if v == 0:
            boulder(s, 15, 20, 8, r)
        else:
            boulder(s, 11, 17, 5.5, r)
            boulder(s, 21, 24, 4.5, r)
        sh.add(s, "boulder", decor="true")
    for v in range(2):
        s = new_tile()
        if v == 0:
            chalet_front(s, 15, 29, 18, 11, ROOF_BROWN)
        else:
            chalet_front(s, 16, 29, 20, 10, ROOF_RED)
        sh.add(s, "chalet", decor="true")
    s = new_tile()
    pylon(s)
    sh.add(s, "pylon", decor="true")
    return sh


def road_tile(mask: int, snow_base, rng: random.Random) -> pygame.Surface:
    """Packed-snow road, 12 px wide, running to the sides in mask (N=1, E=2, S=4, W=8)."""
    s = snow_base.copy()
    c = T // 2

    def shape(colour, grow):
        h = 6 + grow
        pygame.draw.circle(s, colour, (c, c), h)
        if mask & 1:
            pygame.draw.rect(s, colour, (c - h, 0, 2 * h, c))
        if mask & 4:
            pygame.draw.rect(s, colour, (c - h, c, 2 * h, T - c))
        if mask & 2:
            pygame.draw.rect(s, colour, (c, c - h, T - c, 2 * h))
        if mask & 8:
            pygame.draw.rect(s, colour, (0, c - h, c, 2 * h))
    shape((252, 253, 255), 2)      # ploughed snow bank
    shape(ROAD_EDGE, 1)
    shape(ROAD, 0)
    track = shade(ROAD, -10)
    for d in (-3, 3):              # wheel tracks
        if mask & 1:
            pygame.draw.line(s, track, (c + d, 0), (c + d, c))
        if mask & 4:
            pygame.draw.line(s, track, (c + d, c), (c + d, T - 1))
        if mask & 8:
            pygame.draw.line(s, track, (0, c + d), (c, c + d))
        if mask & 2:
            pygame.draw.line(s, track, (c, c + d), (T - 1, c + d))
    for _ in range(10):
        x, y = rng.randrange(T), rng.randrange(T)
        if s.get_at((x, y))[:3] == ROAD:
            s.set_at((x, y), shade(ROAD, 8))
    return s


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------


def encode_png(surf: pygame.Surface) -> bytes:
    """RGBA PNG with fixed zlib settings: the same pixels always give the same bytes."""
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGBA")
    rows = b"".join(b"\x00" + raw[y * w * 4:(y + 1) * w * 4] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def build() -> tuple[bytes, bytes, int]:
    sheet = build_tiles()
    tiles = sheet.tiles
    rows = math.ceil(len(tiles) / COLUMNS)
    img = pygame.Surface((COLUMNS * T, rows * T), pygame.SRCALPHA)
    img.fill((0, 0, 0, 0))
    for i, (surf, _p, _w) in enumerate(tiles):
        img.blit(surf, ((i % COLUMNS) * T, (i // COLUMNS) * T))
    count = rows * COLUMNS   # Tiled counts every cell of the image; the last few may be empty
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<tileset version="1.8" tiledversion="1.8.2" name="mountain" tilewidth="{T}" tileheight="{T}" '
           f'tilecount="{count}" columns="{COLUMNS}">',
           f' <image source="{IMAGE_SOURCE}" width="{COLUMNS * T}" height="{rows * T}"/>']
    for i in range(count):
        props = tiles[i][1] if i < len(tiles) else {"terrain": "empty"}
        out.append(f' <tile id="{i}">')
        out.append("  <properties>")
        for key in sorted(props):
            out.append(f'   <property name="{key}" value="{props[key]}"/>')
        out.append("  </properties>")
        out.append(" </tile>")
    out.append(" <wangsets>")
    out.append('  <wangset name="mountain ground" type="corner" tile="-1">')
    for name, colour in WANG_COLOURS:
        out.append(f'   <wangcolor name="{name}" color="{colour}" tile="-1" probability="1"/>')
    for i, (_s, _p, wang) in enumerate(tiles):
        if wang is None:
            continue
        nw, ne, sw, se = wang
        out.append(f'   <wangtile tileid="{i}" wangid="0,{ne},0,{se},0,{sw},0,{nw}"/>')
    out.append("  </wangset>")
    out.append(" </wangsets>")
    out.append("</tileset>")
    return encode_png(img), ("\n".join(out) + "\n").encode("utf-8"), len(tiles)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out-dir", default=None,
                    help="write mountain_tiles.png and mountain_tiles.tsx into this folder instead of "
                         "sprites/tiles/ and maps/ (for the tests)")
    args = ap.parse_args(argv)
    png, tsx, n = build()
    for rel, data in ((PNG_REL, png), (TSX_REL, tsx)):
        path = Path(args.out_dir) / rel.name if args.out_dir else REPO / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path} ({len(data)} bytes)")
    print(f"{n} tiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
