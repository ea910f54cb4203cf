"""What the ground painting (terrain.py) draws on: the grid of tiles laid
over a map (the tiles a polyline, a disc or a box covers, a tile's corners,
a point's distance from a polyline) and deterministic noise (fixed-seed
hashing, no clock). Pure Python, no pygame."""
from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

Tile = tuple[int, int]
Point = tuple[float, float]

SEED = 7177


# --------------------------------------------------------------------------
# Deterministic noise
# --------------------------------------------------------------------------


@lru_cache(maxsize=1 << 14)         # the noise asks for the same lattice points again and again
def hash01(ix: int, iy: int, salt: int) -> float:
    h = (ix * 374761393 + iy * 668265263 + (salt + SEED) * 2246822519) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    h = ((h ^ (h >> 16)) * 2654435761) & 0xFFFFFFFF
    return ((h ^ (h >> 15)) & 0xFFFFFF) / float(0x1000000)


def value_noise(x: float, y: float, scale: float, salt: int) -> float:
    fx, fy = x / scale, y / scale
    ix, iy = math.floor(fx), math.floor(fy)
    tx, ty = fx - ix, fy - iy
    tx, ty = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
    a, b = hash01(ix, iy, salt), hash01(ix + 1, iy, salt)
    c, d = hash01(ix, iy + 1, salt), hash01(ix + 1, iy + 1, salt)
    return (a + (b - a) * tx) + ((c + (d - c) * tx) - (a + (b - a) * tx)) * ty


def pick(options: list[int], tx: int, ty: int, salt: int) -> int:
    return options[int(hash01(tx, ty, salt) * len(options)) % len(options)]


def clamp01(v: float) -> float:
    return 0.0 if v < 0 else 1.0 if v > 1 else v


# --------------------------------------------------------------------------
# Geometry on the tile grid
# --------------------------------------------------------------------------


class Grid:
    """Tiles of tw x th pixels, cols x rows of them, from the map's top left."""

    def __init__(self, cols: int, rows: int, tw: int, th: int) -> None:
        self.cols, self.rows, self.tw, self.th = cols, rows, tw, th

    def inside(self, tx: int, ty: int) -> bool:
        return 0 <= tx < self.cols and 0 <= ty < self.rows

    def tile_of(self, x: float, y: float) -> Tile:
        return (int(math.floor(x / self.tw)), int(math.floor(y / self.th)))

    def centre(self, tx: int, ty: int) -> Point:
        return ((tx + 0.5) * self.tw, (ty + 0.5) * self.th)

    def samples(self, pts: Sequence[Point], step: float = 2.0) -> Iterator[tuple[float, float, float]]:
        """Points every `step` pixels along a polyline, with the arc length."""
        s = 0.0
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            seg = math.hypot(x1 - x0, y1 - y0)
            n = max(1, int(math.ceil(seg / step)))
            for i in range(n):
                t = i / n
                yield (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, s + seg * t)
            s += seg
        if pts:
            yield (pts[-1][0], pts[-1][1], s)

    def line_tiles(self, pts: Sequence[Point]) -> set[Tile]:
        out: set[Tile] = set()
        for x, y, _s in self.samples(pts, 2.0):
            t = self.tile_of(x, y)
            if self.inside(*t):
                out.add(t)
        return out

    def path4(self, pts: Sequence[Point]) -> list[Tile]:
        """The tiles a polyline crosses, as a 4-connected path (for roads); where
        the line leaves the map and comes back, the path jumps."""
        path: list[Tile] = []
        for x, y, _s in self.samples(pts, 2.0):
            t = self.tile_of(x, y)
            if not self.inside(*t):
                continue
            if path and t == path[-1]:
                continue
            if path and abs(t[0] - path[-1][0]) + abs(t[1] - path[-1][1]) == 2 and \
                    abs(t[0] - path[-1][0]) == 1:
                a, b = (t[0], path[-1][1]), (path[-1][0], t[1])
                ca, cb = self.centre(*a), self.centre(*b)
                da = math.hypot(ca[0] - x, ca[1] - y)
                db = math.hypot(cb[0] - x, cb[1] - y)
                path.append(a if da <= db else b)
            path.append(t)
        return path

    def disc_tiles(self, cx: float, cy: float, r: float) -> set[Tile]:
        out: set[Tile] = set()
        x0, y0 = self.tile_of(cx - r, cy - r)
        x1, y1 = self.tile_of(cx + r, cy + r)
        for ty in range(y0, y1 + 1):
            for tx in range(x0, x1 + 1):
                if not self.inside(tx, ty):
                    continue
                nx = min(max(cx, tx * self.tw), (tx + 1) * self.tw)
                ny = min(max(cy, ty * self.th), (ty + 1) * self.th)
                if math.hypot(nx - cx, ny - cy) < r:
                    out.add((tx, ty))
        return out

    def rect_tiles(self, x0: float, y0: float, x1: float, y1: float) -> set[Tile]:
        out: set[Tile] = set()
        a, b = self.tile_of(x0, y0)
        c, d = self.tile_of(x1 - 0.01, y1 - 0.01)
        for ty in range(b, d + 1):
            for tx in range(a, c + 1):
                if self.inside(tx, ty):
                    out.add((tx, ty))
        return out

    def grow(self, tiles: Iterable[Tile], n: int = 1) -> set[Tile]:
        out = set(tiles)
        for tx, ty in tiles:
            for dy in range(-n, n + 1):
                for dx in range(-n, n + 1):
                    if self.inside(tx + dx, ty + dy):
                        out.add((tx + dx, ty + dy))
        return out


def segment_distance(px: float, py: float, pts: Sequence[Point]) -> float:
    best = float("inf")
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        L = dx * dx + dy * dy
        t = 0.0 if L == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / L))
        best = min(best, math.hypot(px - (x0 + t * dx), py - (y0 + t * dy)))
    return best


def tile_corners(tx: int, ty: int) -> tuple[Tile, Tile, Tile, Tile]:
    """The four vertices of a tile, in the order NW, NE, SW, SE."""
    return ((tx, ty), (tx + 1, ty), (tx, ty + 1), (tx + 1, ty + 1))

