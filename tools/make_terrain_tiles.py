#!/usr/bin/env python3
"""Draw the terrain tileset: sprites/tiles/mountain_tiles.png and maps/mountain_tiles.tsx.

    python tools/make_terrain_tiles.py [--out-dir DIR]

32 x 32 pixel tiles drawn with pygame from fixed-seed noise: snow in several
shades, groomed piste snow, rock, ice, forest, meadow, village ground, road,
a frozen lake, and decoration tiles with transparent backgrounds (trees, a
boulder, a chalet, a lift pylon). Every tile carries a Tiled property
``terrain`` naming it. Deterministic: running it twice writes the same bytes.
With --out-dir the PNG and TSX go to DIR instead (for the tests).
"""
from __future__ import annotations

import argparse
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

T = 32
COLUMNS = 8

# (name, painter) in gid order; painters take (surface, rng).
TILES: list[tuple[str, str]] = [
    ("snow_high", "snow:246,249,253"), ("snow_high", "snow:242,246,252"),
    ("snow", "snow:236,242,249"), ("snow", "snow:232,239,247"),
    ("snow_shade", "snow:227,235,246"), ("snow_shade", "snow:224,232,244"),
    ("groomed", "groomed"), ("rock", "rock:0"), ("rock", "rock:1"), ("ice", "ice"),
    ("forest_dense", "forest:dense"), ("forest_dense", "forest:dense2"),
    ("forest_sparse", "forest:sparse"), ("forest_sparse", "forest:sparse2"),
    ("meadow", "meadow:0"), ("meadow", "meadow:1"), ("village", "village"), ("road", "road"),
    ("water", "water"), ("tree", "tree:0"), ("tree", "tree:1"), ("boulder", "boulder"),
    ("chalet", "chalet"), ("pylon", "pylon"),
]


def gid(name: str, variant: int = 0) -> int:
    """The global tile id (first gid 1) of the variant-th tile called ``name``."""
    ids = [i for i, (n, _) in enumerate(TILES) if n == name]
    return ids[variant % len(ids)] + 1


def variants(name: str) -> int:
    return sum(1 for n, _ in TILES if n == name)


def _speckle(s: pygame.Surface, rng: random.Random, base, spread: int, n: int) -> None:
    for _ in range(n):
        x, y = rng.randrange(T), rng.randrange(T)
        d = rng.randint(-spread, spread)
        s.set_at((x, y), tuple(max(0, min(255, c + d)) for c in base))


def _conifer(s: pygame.Surface, x: float, y: float, h: float, dark=(34, 84, 58), snow=True) -> None:
    w = h * 0.62
    for i, frac in enumerate((0.0, 0.3, 0.55)):
        top = y - h + frac * h
        pts = [(x, top), (x - w / 2 * (0.6 + 0.2 * i), top + h * 0.5), (x + w / 2 * (0.6 + 0.2 * i), top + h * 0.5)]
        pygame.draw.polygon(s, dark, pts)
        if snow:
            pygame.draw.line(s, (240, 246, 250), pts[0], ((pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2))
    pygame.draw.line(s, (92, 64, 40), (x, y - h * 0.05), (x, y + 1), 2)


def paint(kind: str, rng: random.Random) -> pygame.Surface:
    s = pygame.Surface((T, T), pygame.SRCALPHA)
    name, _, arg = kind.partition(":")
    if name == "snow":
        base = tuple(int(v) for v in arg.split(","))
        s.fill(base)
        _speckle(s, rng, base, 6, 90)
        for _ in range(3):  # soft wind ripples
            y = rng.randrange(T)
            pygame.draw.line(s, tuple(max(0, c - 7) for c in base), (rng.randrange(-8, 8), y), (rng.randrange(24, 40), y + rng.randint(-2, 2)))
    elif name == "groomed":
        base = (247, 250, 254)
        s.fill(base)
        for y in range(0, T, 3):  # corduroy
            pygame.draw.line(s, (236, 241, 248), (0, y), (T, y))
        _speckle(s, rng, base, 4, 30)
    elif name == "rock":
        s.fill((150, 144, 138) if arg == "0" else (136, 131, 128))
        for _ in range(14):
            x, y = rng.randrange(T), rng.randrange(T)
            r = rng.randint(3, 8)
            shade = rng.randint(108, 170)
            pygame.draw.polygon(s, (shade, shade - 6, shade - 12),
                                [(x, y - r), (x + r, y + rng.randint(-2, 2)), (x + rng.randint(-2, 2), y + r), (x - r, y)])
        for _ in range(5):  # snow patches
            x, y = rng.randrange(T), rng.randrange(T)
            pygame.draw.ellipse(s, (240, 244, 250), (x, y, rng.randint(5, 11), rng.randint(3, 5)))
    elif name == "ice":
        s.fill((212, 236, 246))
        _speckle(s, rng, (212, 236, 246), 10, 80)
        for _ in range(4):
            x, y = rng.randrange(T), rng.randrange(T)
            pygame.draw.line(s, (246, 252, 255), (x, y), (x + rng.randint(-10, 10), y + rng.randint(-6, 6)))
    elif name == "forest":
        base = (230, 237, 245)
        s.fill(base)
        _speckle(s, rng, base, 6, 40)
        n = 7 if arg.startswith("dense") else 3
        spots = [(rng.uniform(3, T - 3), rng.uniform(12, T + 2), rng.uniform(10, 16)) for _ in range(n)]
        for x, y, h in sorted(spots, key=lambda p: p[1]):
            _conifer(s, x, y, h, dark=(30, 78, 56) if rng.random() < 0.6 else (44, 98, 64))
    elif name == "meadow":
        base = (196, 212, 176) if arg == "0" else (188, 206, 168)
        s.fill(base)
        _speckle(s, rng, base, 12, 120)
        for _ in range(10):
            x, y = rng.randrange(T), rng.randrange(T)
            pygame.draw.circle(s, (244, 246, 250), (x, y), rng.randint(1, 2))
    elif name == "village":
        base = (222, 216, 206)
        s.fill(base)
        _speckle(s, rng, base, 8, 80)
    elif name == "road":
        s.fill((228, 232, 238))
        pygame.draw.rect(s, (168, 170, 176), (0, 9, T, 14))
        for x in range(2, T, 10):
            pygame.draw.line(s, (236, 236, 236), (x, 16), (x + 4, 16))
    elif name == "water":
        base = (176, 204, 222)
        s.fill(base)
        _speckle(s, rng, base, 8, 60)
        for _ in range(3):
            x, y = rng.randrange(T), rng.randrange(T)
            pygame.draw.line(s, (226, 240, 248), (x, y), (x + rng.randint(6, 14), y))
    elif name == "tree":
        _conifer(s, 16 + (2 if arg == "1" else -1), 30, 24 if arg == "0" else 20)
    elif name == "boulder":
        pygame.draw.ellipse(s, (0, 0, 0, 40), (6, 22, 22, 7))
        pygame.draw.polygon(s, (128, 122, 118), [(8, 26), (11, 14), (19, 10), (26, 16), (27, 26)])
        pygame.draw.polygon(s, (160, 154, 148), [(11, 14), (19, 10), (22, 15), (14, 18)])
        pygame.draw.polygon(s, (244, 248, 252), [(12, 13), (19, 10), (23, 13), (16, 15)])
    elif name == "chalet":
        pygame.draw.ellipse(s, (0, 0, 0, 40), (4, 25, 26, 6))
        pygame.draw.rect(s, (158, 102, 58), (8, 15, 18, 13))
        pygame.draw.rect(s, (255, 214, 120), (12, 19, 4, 4))
        pygame.draw.rect(s, (110, 70, 40), (19, 20, 4, 8))
        pygame.draw.polygon(s, (120, 52, 38), [(4, 17), (17, 6), (30, 17)])
        pygame.draw.polygon(s, (246, 249, 252), [(6, 15), (17, 6), (28, 15), (17, 9)])
    elif name == "pylon":
        pygame.draw.line(s, (96, 100, 112), (16, 30), (16, 6), 3)
        pygame.draw.line(s, (96, 100, 112), (8, 7), (24, 7), 3)
        pygame.draw.circle(s, (70, 74, 84), (9, 7), 2)
        pygame.draw.circle(s, (70, 74, 84), (23, 7), 2)
        pygame.draw.ellipse(s, (0, 0, 0, 40), (11, 28, 10, 4))
    else:
        raise ValueError(kind)
    return s


def build() -> pygame.Surface:
    rows = (len(TILES) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * T, rows * T), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for i, (name, kind) in enumerate(TILES):
        rng = random.Random(f"{i}:{kind}")
        sheet.blit(paint(kind, rng), ((i % COLUMNS) * T, (i // COLUMNS) * T))
    return sheet


def tsx(width: int, height: int) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.8" tiledversion="1.8.2" name="mountain" tilewidth="{T}" tileheight="{T}" '
             f'tilecount="{len(TILES)}" columns="{COLUMNS}">',
             f' <image source="../sprites/tiles/mountain_tiles.png" width="{width}" height="{height}"/>']
    for i, (name, _) in enumerate(TILES):
        lines += [f' <tile id="{i}">', '  <properties>', f'   <property name="terrain" value="{name}"/>',
                  '  </properties>', ' </tile>']
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out-dir", default=None, help="write both files here instead")
    args = ap.parse_args()
    png = os.path.join(args.out_dir, "mountain_tiles.png") if args.out_dir else \
        os.path.join(ROOT, "sprites", "tiles", "mountain_tiles.png")
    tsx_path = os.path.join(args.out_dir, "mountain_tiles.tsx") if args.out_dir else \
        os.path.join(ROOT, "maps", "mountain_tiles.tsx")
    pygame.init()
    sheet = build()
    os.makedirs(os.path.dirname(png), exist_ok=True)
    pygame.image.save(sheet, png)
    with open(tsx_path, "w", encoding="utf-8", newline="\n") as f:
        f.write(tsx(sheet.get_width(), sheet.get_height()))
    print(f"{png} ({len(TILES)} tiles), {tsx_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
