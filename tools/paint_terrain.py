#!/usr/bin/env python3
"""Paint a map's terrain and decoration tile layers from its own spots and links.

    python tools/paint_terrain.py maps/mountain.tmx [--repaint]

It owns exactly two tile layers, ``terrain`` and ``decor``, and writes only
their tile data (adding the ``decor`` layer right after ``terrain`` and the
tileset reference ``mountain_tiles.tsx`` when they are missing). Every object,
property, other layer and line of the file stays exactly as it was, so work
done in Tiled survives. It refuses to paint over layers that already hold
tiles unless given --repaint, so terrain touched up by hand is not lost by
accident.

How it paints: altitude falls from the top of the map to the bottom and rises
around the highest lift tops (the summits). Rock and ice crown the summits,
bright snow lies high up, plain and shaded snow lower, forest bands on the
lower slopes, meadow in the valley, village ground around the towns, a road
under the bus routes, a frozen lake beside the restaurant named in
LAKE_BESIDE. Tiles a run crosses, or a spot covers, stay plain groomed snow so
the runs read clearly. The decoration layer adds trees in the forests, rocks
near the summits, chalets around the towns and pylons along the lifts.
Deterministic: the same map always gives the same bytes.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from game.content.tiled import load_map  # noqa: E402
from make_terrain_tiles import gid, variants  # noqa: E402

TILESET = "mountain_tiles.tsx"
LAKE_BESIDE = "Buvette du Lac"


def _hash(x: int, y: int, salt: int = 0) -> float:
    """A fixed pseudo-random number in [0, 1) for a cell."""
    h = (x * 374761393 + y * 668265263 + salt * 2246822519) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFFFF) / float(0x1000000)


def _noise(x: float, y: float, scale: float, salt: int) -> float:
    """Smooth value noise in [0, 1)."""
    gx, gy = x / scale, y / scale
    x0, y0 = int(math.floor(gx)), int(math.floor(gy))
    fx, fy = gx - x0, gy - y0
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    a, b = _hash(x0, y0, salt), _hash(x0 + 1, y0, salt)
    c, d = _hash(x0, y0 + 1, salt), _hash(x0 + 1, y0 + 1, salt)
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy


def _seg_dist(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    ln = dx * dx + dy * dy
    t = 0.0 if ln == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ln))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _near_line(p, pts, d) -> bool:
    return any(_seg_dist(p, a, b) <= d for a, b in zip(pts, pts[1:]))


def paint(path: str) -> tuple[int, int, list[int], list[int]]:
    data = load_map(path)
    with open(path, encoding="utf-8") as f:
        head = f.read(2000)
    m = re.search(r'<map [^>]*width="(\d+)" height="(\d+)" tilewidth="(\d+)" tileheight="(\d+)"', head)
    if not m:
        raise SystemExit(f"{os.path.basename(path)}: cannot read the map size")
    W, H, TW, TH = (int(v) for v in m.groups())
    spots = data.layers.get("spots", [])
    links = data.layers.get("links", [])
    pistes = [o.points for o in links if o.cls == "Piste" and o.points]
    buses = [o.points for o in links if o.cls == "Bus" and o.points]
    lifts = [o.points for o in links if o.cls == "Lift" and o.points]
    walks = [o.points for o in links if o.cls == "Walkway" and o.points]
    towns = [o.centre for o in spots if o.cls == "Town"]
    tops = [o.centre for o in spots if o.cls in ("LiftStation", "Restaurant") and o.centre[1] < 0.2 * H * TH]
    lake_at = next((o.centre for o in spots if o.name == LAKE_BESIDE), None)
    spot_circles = [(o.centre, o.radius) for o in spots]

    terrain, decor = [], []
    for ty in range(H):
        for tx in range(W):
            c = ((tx + 0.5) * TW, (ty + 0.5) * TH)
            x, y = c
            alt = 1.0 - y / (H * TH)
            for sx, sy in tops:
                alt += 0.22 * math.exp(-((x - sx) ** 2 + (y - sy) ** 2) / (2 * 170.0 ** 2))
            n = _noise(x, y, 96, 1)
            alt += (n - 0.5) * 0.12
            on_spot = any(math.hypot(x - sx, y - sy) <= r + 10 for (sx, sy), r in spot_circles)
            on_piste = any(_near_line(c, pts, 13) for pts in pistes)
            on_road = any(_near_line(c, pts, 12) for pts in buses)
            on_way = on_piste or on_road or any(_near_line(c, pts, 8) for pts in walks)
            v = int(_hash(tx, ty, 7) * 97)
            town_d = min((math.hypot(x - a, y - b) for a, b in towns), default=1e9)
            if on_road:
                t = gid("road")
            elif on_piste or on_spot:
                t = gid("groomed")
            elif lake_at and ((x - lake_at[0] - 95) / 80) ** 2 + ((y - lake_at[1] - 40) / 48) ** 2 <= 1:
                t = gid("water")
            elif town_d < 70:
                t = gid("village")
            elif alt > 0.93:
                t = gid("rock", v) if _noise(x, y, 48, 2) > 0.55 else gid("snow_high", v)
            elif alt > 0.8:
                rn = _noise(x, y, 40, 3)
                t = gid("rock", v) if rn > 0.76 else (gid("ice") if rn < 0.1 else gid("snow_high", v))
            elif alt > 0.52:
                t = gid("snow_shade", v) if _noise(x, y, 70, 5) > 0.62 else gid("snow", v)
            elif alt > 0.32:
                t = gid("forest_sparse", v) if _noise(x, y, 60, 9) > 0.5 else gid("snow", v)
            elif alt > 0.16:
                t = gid("forest_dense", v) if _noise(x, y, 50, 11) > 0.42 else gid("forest_sparse", v)
            else:
                t = gid("meadow", v)
            terrain.append(t)
            d = 0
            if not (on_way or on_spot):
                r = _hash(tx, ty, 13)
                if any(_near_line(c, pts, 6) for pts in lifts):
                    d = gid("pylon") if (tx + ty) % 4 == 0 else 0
                elif 70 <= town_d < 130 and r < 0.35:
                    d = gid("chalet")
                elif t in (gid("snow", 0), gid("snow", 1), gid("meadow", 0), gid("meadow", 1)) and r < 0.06:
                    d = gid("tree", int(r * 1000))
                elif t in (gid("snow_high", 0), gid("snow_high", 1)) and r < 0.05:
                    d = gid("boulder")
            elif any(_near_line(c, pts, 6) for pts in lifts) and not on_spot and not on_piste and (tx + ty) % 4 == 0:
                d = gid("pylon")
            decor.append(d)
    return W, H, terrain, decor


def _csv(values: list[int], width: int) -> str:
    rows = [",".join(str(v) for v in values[i:i + width]) for i in range(0, len(values), width)]
    return "\n" + ",\n".join(rows) + "\n"


def write(path: str, repaint: bool) -> int:
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        text = f.read()

    def layer_span(layer: str):
        m = re.search(r'( *)<layer id="(\d+)" name="%s"[^>]*>\s*<data encoding="csv">(.*?)</data>\s*</layer>\n?' % layer,
                      text, re.S)
        return m

    terrain = layer_span("terrain")
    if terrain is None:
        print(f"{name}: has no CSV tile layer named 'terrain' to paint")
        return 1
    decor = layer_span("decor")
    for m in (terrain, decor):
        if m is not None and not repaint and re.search(r"[1-9]", m.group(3)):
            print(f"{name}: the '{m.group(0).split('name=')[1].split()[0].strip(chr(34))}' layer already has tiles; "
                  "use --repaint to paint over them")
            return 1
    W, H, ter, dec = paint(path)
    # terrain data
    start, end = terrain.span(3)
    text = text[:start] + _csv(ter, W) + text[end:]
    # decor layer: replace its data, or add the layer after terrain
    decor = layer_span("decor")
    if decor is not None:
        start, end = decor.span(3)
        text = text[:start] + _csv(dec, W) + text[end:]
    else:
        terrain = layer_span("terrain")
        m = re.search(r'nextlayerid="(\d+)"', text)
        assert m and terrain is not None
        new_id = int(m.group(1))
        indent = terrain.group(1)
        block = (f'{indent}<layer id="{new_id}" name="decor" width="{W}" height="{H}">\n'
                 f'{indent} <data encoding="csv">{_csv(dec, W)}</data>\n{indent}</layer>\n')
        text = text[:terrain.end()] + block + text[terrain.end():]
        text = text[:m.start(1)] + str(new_id + 1) + text[m.end(1):]
    if f'source="{TILESET}"' not in text:
        # the tileset goes before the first layer, as Tiled writes it
        first = re.search(r'\n( *)<(layer|objectgroup|imagelayer|group) ', text)
        assert first
        text = text[:first.start() + 1] + f'{first.group(1)}<tileset firstgid="1" source="{TILESET}"/>\n' \
            + text[first.start() + 1:]
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"{name}: painted {W}x{H} terrain and decoration tiles")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("map")
    ap.add_argument("--repaint", action="store_true", help="paint over layers that already hold tiles")
    args = ap.parse_args()
    return write(args.map, args.repaint)


if __name__ == "__main__":
    sys.exit(main())
