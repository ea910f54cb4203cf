"""Paint a ski map's ground from its own spots and links.

Tile ids, not pictures: ``paint()`` decides, for every tile of a grid laid
over the map, which tile of the terrain tileset (drawn by
``tools/make_terrain_tiles.py``: ``maps/mountain_tiles.tsx``) lies on the
layer ``terrain`` and which, if any, on the layer ``decor``, choosing them by
the tiles' properties (``terrain``, ``corners``, ``connects``). The board
renderer draws the result for a map that has no tile layers of its own, and
``tools/paint_terrain.py`` writes it into a map for touching up in Tiled.
The tileset is read by ``tileset.py``; the grid of tiles and the noise the
painting draws on are ``grid.py``'s. Pure Python, no pygame (like the
rules), so it runs anywhere.

Ground is decided at the *corners* of the tiles, so it blends from tile to
tile:

- an altitude for every corner: high at the top of the map, low at the
  bottom, raised into summits (with ridges running down from them) a little
  above the lift tops in the upper half of the map, lowered round the towns;
  the runs lie in shallow gullies and the ground rises between them;
- light comes from the upper left: by the slope's aspect the snow is bright
  (high and lit), plain, shaded or in deep blue shadow, blending smoothly;
- rock on the high ridges and steep ground, as outcrops on the upper slopes
  and beside the black runs; ice on the ground near the summits;
- forest on the lower slopes (dense lower, sparse higher, with clearings),
  meadow in the valley along the bottom;
- the tiles a run (a ``Piste`` polyline, sampled every 2 pixels) or a walkway
  crosses, or a spot's circle covers, are plain or groomed snow, never
  forest, rock, ice or meadow; lift lines and labels are kept clear of forest,
  so everything drawn on top stays readable;
- village ground and chalet roofs round every ``Town``, a road under every
  ``Bus`` polyline, a small frozen lake in the largest clear place near a
  restaurant or town with a lake in its name ("Buvette du Lac"), or, when no
  name has one, somewhere on the middle slopes;
- on ``decor``: lift pylons along every lift about every four tiles, where
  the cable passes near a tile's centre; single trees at the forest's edges
  and in the meadows, boulders by the rocks, chalets round the towns and bus
  stops, all kept a tile away from the runs, spots, lifts, roads and the
  places where the game writes its labels.

Nothing here knows the shipped mountain: any map of any size with the layers
``spots`` and ``links`` (any number of objects, towns or restaurants, even
none) gets ground. Deterministic: the same map always gets the same tiles (no
clock, only fixed-seed hashing).
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.content.tiled import MapData, MapObject

from .grid import Grid, Point, Tile, clamp01, hash01, pick, segment_distance, tile_corners, value_noise
from .tileset import TILESET_NAME, PaintError, Tileset, read_tileset, shipped_tileset  # noqa: F401  (tools, tests)

LAKE_WORDS = re.compile(r"\b(lac|lacs|lake|see|lago|laghetto|etang|étang|loch)\b", re.IGNORECASE)

# label sizes in map pixels (the game keeps labels >= 11 px on a board shrunk to
# about two thirds, so about 16 px high in map pixels; a little room around)
LABEL_CHAR_W = 9.0
LABEL_H = 22.0

SNOW_NAMES = ("snow_high", "snow", "snow_shaded", "snow_shadow")     # shades 0..3
PRIORITY = {"water": 6, "village": 5, "rock": 4, "ice": 3, "forest": 2, "meadow": 1}


# --------------------------------------------------------------------------
# The painting
# --------------------------------------------------------------------------


@dataclass
class Painted:
    """The two layers, row by row, as local ids of the tileset's tiles."""
    terrain: list[list[int]]   # local tile ids, -1 for none
    decor: list[list[int]]
    kinds: dict[Tile, str]     # tile -> what mostly lies there (for reports and tests)


def paint(layers: Mapping[str, Sequence[MapObject]], grid: Grid, ts: Tileset) -> Painted:
    """The ground of a map with these object layers (``spots`` and ``links``
    are read; either may be missing or empty) on this grid, in this tileset's tiles."""
    cols, rows = grid.cols, grid.rows
    H = float(rows)
    spots = layers.get("spots", [])
    links = layers.get("links", [])
    by_id = {o.id: o for o in spots}
    tiles_all = [(tx, ty) for ty in range(rows) for tx in range(cols)]
    verts_all = [(vx, vy) for vy in range(rows + 1) for vx in range(cols + 1)]

    # -- what the objects cover (tiles) ---------------------------------------
    piste: set[Tile] = set()
    lift: set[Tile] = set()
    walk: set[Tile] = set()
    black_lines: list[Sequence[Point]] = []
    lift_lines: list[Sequence[Point]] = []
    road_paths: list[list[Tile]] = []
    for o in links:
        if not o.points or len(o.points) < 2:
            continue
        if o.cls == "Piste":
            piste |= grid.line_tiles(o.points)
            colour = ""
            for end in ("to", "from"):
                s = by_id.get(int(o.properties.get(end) or 0))
                if s is not None and s.cls == "PisteSpot":
                    colour = s.properties.get("colour", "")
                    break
            if colour == "black":
                black_lines.append(o.points)
        elif o.cls == "Lift":
            lift |= grid.line_tiles(o.points)
            lift_lines.append(o.points)
        elif o.cls == "Walkway":
            walk |= grid.line_tiles(o.points)
        elif o.cls == "Bus":
            road_paths.append(grid.path4(o.points))
    spot_tiles: set[Tile] = set()
    town_tiles: set[Tile] = set()
    labels: set[Tile] = set()
    for s in spots:
        cx, cy = s.centre
        covered = grid.disc_tiles(cx, cy, s.radius + 2)
        spot_tiles |= covered
        if s.cls == "Town":
            town_tiles |= covered
        text = ""
        if s.cls in ("Town", "Restaurant"):
            text = s.name
        elif s.cls == "PisteSpot" and str(s.properties.get("number", "")) == "1":
            text = "   " + str(s.properties.get("run", ""))  # room for the run's shape
        if text:
            w = LABEL_CHAR_W * len(text) + 8
            r = s.radius
            # under the spot (towns) and beside it (restaurants, runs); the game
            # moves labels aside when they meet, so keep both places clear
            labels |= grid.rect_tiles(cx - w / 2, cy + r, cx + w / 2, cy + r + LABEL_H)
            labels |= grid.rect_tiles(cx + r, cy - LABEL_H / 2, cx + r + w, cy + LABEL_H / 2)
    road_mask: dict[Tile, int] = {}
    for path in road_paths:
        for ta, tb in zip(path, path[1:]):
            if abs(tb[0] - ta[0]) + abs(tb[1] - ta[1]) != 1:
                continue        # the road left the map between them
            side_a = {(0, -1): 1, (1, 0): 2, (0, 1): 4, (-1, 0): 8}[(tb[0] - ta[0], tb[1] - ta[1])]
            side_b = {1: 4, 2: 8, 4: 1, 8: 2}[side_a]
            road_mask[ta] = road_mask.get(ta, 0) | side_a
            road_mask[tb] = road_mask.get(tb, 0) | side_b
        for t in path:
            road_mask.setdefault(t, 0)
    road = set(road_mask)
    runs = piste | (spot_tiles - town_tiles) | walk        # groomed or plain snow only

    # -- altitude, light and slope at every vertex ------------------------------
    lift_tops = sorted({int(o.properties.get("to") or 0) for o in links if o.cls == "Lift"})
    peaks: list[tuple[float, float, float, float]] = []
    for sid in lift_tops:
        s = by_id.get(sid)
        if s is None:
            continue
        cx, cy = s.centre
        a = 1.0 - (cy / grid.th) / H
        if a > 0.55:
            # the summit stands a little above its lift's top station
            peaks.append((cx / grid.tw, max(0.0, cy / grid.th - 1.5), (a - 0.55) / 0.45,
                          hash01(sid, 0, 3) * 2 * math.pi))
    towns = [s for s in spots if s.cls == "Town"]
    town_at = [(s.centre[0] / grid.tw, s.centre[1] / grid.th) for s in towns]     # in tiles

    # distance to the nearest run on a half-tile grid (a chamfer distance
    # transform): the runs lie in gullies, the ground rises between them
    fine = 2
    fw, fh = cols * fine + 1, rows * fine + 1
    far = 1e9
    dist = [[far] * fw for _ in range(fh)]
    for o in links:
        if o.cls == "Piste" and o.points and len(o.points) >= 2:
            for x, y, _s in grid.samples(o.points, 4.0):
                col, row = int(round(x / grid.tw * fine)), int(round(y / grid.th * fine))
                if 0 <= col < fw and 0 <= row < fh:
                    dist[row][col] = 0.0
    d1, d2 = 1.0, math.sqrt(2)
    for y in range(fh):
        for x in range(fw):
            best = dist[y][x]
            for dx, dy, w in ((-1, 0, d1), (-1, -1, d2), (0, -1, d1), (1, -1, d2)):
                if 0 <= x + dx < fw and 0 <= y + dy < fh:
                    best = min(best, dist[y + dy][x + dx] + w)
            dist[y][x] = best
    for y in range(fh - 1, -1, -1):
        for x in range(fw - 1, -1, -1):
            best = dist[y][x]
            for dx, dy, w in ((1, 0, d1), (1, 1, d2), (0, 1, d1), (-1, 1, d2)):
                if 0 <= x + dx < fw and 0 <= y + dy < fh:
                    best = min(best, dist[y + dy][x + dx] + w)
            dist[y][x] = best

    def run_distance(fx: float, fy: float) -> float:
        """Distance in tiles to the nearest run (bilinear on the half-tile grid)."""
        gx = min(max(fx * fine, 0.0), fw - 1.001)
        gy = min(max(fy * fine, 0.0), fh - 1.001)
        ix, iy = int(gx), int(gy)
        u, v = gx - ix, gy - iy
        top = dist[iy][ix] * (1 - u) + dist[iy][ix + 1] * u
        bot = dist[iy + 1][ix] * (1 - u) + dist[iy + 1][ix + 1] * u
        return min(8.0, (top * (1 - v) + bot * v) / fine)

    def altitude(fx: float, fy: float) -> float:
        base = 1.0 - fy / H
        h = base
        for px, py, amp, phase in peaks:
            dx, dy = fx - px, fy - py
            d = math.hypot(dx, dy) / 12.0
            if d < 1.0:
                ang = math.atan2(dy, dx) + 1.0 * (value_noise(fx, fy, 6.0, 14) - 0.5)
                arete = 0.5 + 0.5 * math.cos(5 * ang + phase)      # ridges running down from the summit
                h += 0.42 * amp * (1 - d) ** 1.5 * (0.7 + 0.3 * arete)
        slopes = clamp01((base - 0.12) / 0.3)
        g = min(1.0, run_distance(fx, fy) / 3.0)
        h += 0.05 * slopes * g * g * (3 - 2 * g)
        ridge = 1.0 - abs(2 * value_noise(fx / 0.5, fy / 1.4, 8.0, 11) - 1)
        h += 0.05 * slopes * (ridge - 0.5)
        h += 0.05 * (value_noise(fx, fy, 10.0, 12) - 0.5) + 0.015 * (value_noise(fx, fy, 4.0, 13) - 0.5)
        for tcx, tcy in town_at:
            d2 = (fx - tcx) ** 2 + (fy - tcy) ** 2
            h -= 0.07 * math.exp(-d2 / (2 * 4.0 ** 2))
        return h

    alt: dict[Tile, float] = {}
    lit: dict[Tile, float] = {}
    slope: dict[Tile, float] = {}
    crest: dict[Tile, float] = {}
    for v in verts_all:
        fx, fy = float(v[0]), float(v[1])
        alt[v] = altitude(fx, fy)
        ring = [altitude(fx + 1.5 * math.cos(k * math.pi / 4), fy + 1.5 * math.sin(k * math.pi / 4))
                for k in range(8)]
        crest[v] = alt[v] - sum(ring) / 8      # above its surroundings: a ridge or a summit
        gx = altitude(fx + 0.5, fy) - altitude(fx - 0.5, fy)
        gy = altitude(fx, fy + 0.5) - altitude(fx, fy - 0.5)
        lit[v] = (gx + gy) / math.sqrt(2)     # rising towards the lower right: facing the light
        slope[v] = math.hypot(gx, gy)

    def pct(values: Iterable[float], q: float) -> float:
        vals = sorted(values)
        return vals[min(len(vals) - 1, int(q * len(vals)))]
    lit_vlo, lit_lo, lit_hi = pct(lit.values(), 0.07), pct(lit.values(), 0.27), pct(lit.values(), 0.65)
    steep = pct(slope.values(), 0.75)

    black_near: dict[Tile, float] = {}
    reach_px = 5 * grid.tw
    boxes = [(min(x for x, _ in pts), min(y for _, y in pts), max(x for x, _ in pts), max(y for _, y in pts), pts)
             for pts in black_lines]
    for v in verts_all:
        px, py = v[0] * grid.tw, v[1] * grid.th
        # only the lines whose box comes within reach can be within reach (the same
        # nearest distance as over all of them, found sooner)
        d = min((segment_distance(px, py, pts) for x0, y0, x1, y1, pts in boxes
                 if x0 - reach_px < px < x1 + reach_px and y0 - reach_px < py < y1 + reach_px), default=1e9)
        black_near[v] = math.exp(-((d / grid.tw) / 1.8) ** 2) if d < reach_px else 0.0

    # -- the lake ----------------------------------------------------------------
    lake_blocked = runs | road | lift | town_tiles | labels | spot_tiles
    sites = [s for s in spots if s.cls in ("Restaurant", "Town") and s.name and LAKE_WORDS.search(s.name)]
    if sites:
        wanted = [grid.tile_of(*s.centre) for s in sites]
        reach = 8
    else:   # no lake named on the map: somewhere on the middle slopes
        wanted = [(cols // 2, int(rows * 0.55))]
        reach = max(cols, rows)
    lake: set[Tile] = set()
    for sx, sy in wanted:
        found: tuple[tuple[float, float, int, int], list[Tile]] | None = None
        for w, h in ((5, 4), (5, 3), (4, 4), (4, 3), (3, 3)):
            for y0 in range(sy - reach, sy + reach + 1):
                for x0 in range(sx - reach, sx + reach + 1):
                    block = [(x0 + dx, y0 + dy) for dy in range(h) for dx in range(w)]
                    if all(grid.inside(*t) and t not in lake_blocked and t not in lake for t in block):
                        d = math.hypot(x0 + w / 2 - sx - 0.5, y0 + h / 2 - sy - 0.5)
                        key = (-w * h, d, y0, x0)
                        if found is None or key < found[0]:
                            found = (key, block)
            if found is not None:
                break
        if found is not None:
            lake |= set(found[1])
    # the ice lies on the vertices inside the block; the block's rim is its snowy shore
    lake_v = {(vx, vy) for (vx, vy) in verts_all
              if all(t in lake for t in ((vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy)))}

    # -- what lies at each vertex ---------------------------------------------
    def corners_of(tiles: Iterable[Tile]) -> set[Tile]:
        return {v for t in tiles for v in tile_corners(*t)}
    bare = corners_of(runs | road | lake) - lake_v               # nothing but snow
    no_forest = corners_of(lift | labels | spot_tiles)
    no_rock = corners_of(labels | spot_tiles)
    village_v: set[Tile] = set()
    for town in towns:
        cx, cy = town.centre
        for v in verts_all:
            if math.hypot(v[0] * grid.tw - cx, v[1] * grid.th - cy) < 3.3 * grid.tw:
                village_v.add(v)
    peak_pts = [(px, py) for px, py, _a, _p in peaks]
    kind: dict[Tile, str | None] = {}
    for v in verts_all:
        vx, vy = v
        a = alt[v]
        j = 0.05 * (value_noise(vx, vy, 3.0, 21) - 0.5)
        valley, treeline = 0.14, 0.52
        high = clamp01((a - 0.88) / 0.25)
        cliff = clamp01((slope[v] - steep) / steep) * clamp01((a - 0.55) / 0.2)
        ridge = clamp01((crest[v] - 0.004) / 0.02) * clamp01((a - 0.58) / 0.2)
        rocky = 0.45 * high + 0.75 * ridge + 0.35 * cliff + 0.5 * black_near[v] * clamp01((a - 0.35) / 0.2) \
            + 0.4 * (value_noise(vx, vy, 2.2, 22) - 0.5) \
            + 0.7 * clamp01((value_noise(vx, vy, 2.6, 26) - 0.74) / 0.1) * clamp01((a - 0.5) / 0.15)
        near_peak = min((math.hypot(vx - px, vy - py) for px, py in peak_pts), default=99.0)
        k: str | None = None
        if v in lake_v:
            k = "water"
        elif v in village_v:
            k = "village"
        elif near_peak < 6 and a > 0.9 and value_noise(vx, vy, 3.0, 23) > 0.58 and lit[v] > lit_lo:
            k = "ice"
        elif rocky > 0.6:
            k = "rock"
        elif a < valley + j:
            k = "meadow"
        elif a < treeline + j:
            clearing = value_noise(vx, vy, 4.5, 24)
            if clearing > (0.3 if a < 0.34 else 0.5):
                k = "forest"
        if k and v in bare:
            k = None
        if k == "forest" and v in no_forest:
            k = None
        if k in ("rock", "ice") and v in no_rock:
            k = None
        kind[v] = k
    # two kinds of ground never meet at one tile: the lesser gives way to snow
    for v in verts_all:
        k = kind[v]
        if not k:
            continue
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                other = kind.get((v[0] + dx, v[1] + dy))
                if other and other != k and PRIORITY[other] > PRIORITY[k]:
                    kind[v] = None
    for v in verts_all:     # a lone vertex of ground would make a speck: drop it
        if kind[v] and not any(kind.get((v[0] + dx, v[1] + dy)) == kind[v]
                               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
            kind[v] = None

    # -- snow shades at the vertices ----------------------------------------------
    level: dict[Tile, int] = {}
    fixed: set[Tile] = set()
    for t in tiles_all:
        cs = tile_corners(*t)
        if t in road or t in lake or any(kind[v] for v in cs):
            fixed.update(cs)
    for v in verts_all:
        a = alt[v]
        lv = lit[v]
        if v in fixed:
            level[v] = 1
        elif lv < lit_vlo and a > 0.5:
            level[v] = 3
        elif lv < lit_lo:
            level[v] = 2
        elif a > 0.82 or (a > 0.64 and lv > lit_hi):
            level[v] = 0
        else:
            level[v] = 1
    for _ in range(8):      # neighbouring vertices differ by one shade at most
        changed = False
        for v in verts_all:
            if v in fixed:
                continue
            nb = [level[(v[0] + dx, v[1] + dy)] for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                  if (dx or dy) and (v[0] + dx, v[1] + dy) in level]
            new = max(min(level[v], min(nb) + 1), max(nb) - 1)
            if new != level[v]:
                level[v] = new
                changed = True
        if not changed:
            break

    # -- the tiles ---------------------------------------------------------------
    terrain: dict[Tile, int] = {}
    kinds: dict[Tile, str] = {}
    for t in tiles_all:
        tx, ty = t
        cs = tile_corners(tx, ty)
        ks = [kind[v] for v in cs]
        if t in road:
            terrain[t] = ts.connects[("road", road_mask[t])]
            kinds[t] = "road"
            continue
        present = sorted({k for k in ks if k}, key=lambda k: -PRIORITY[k])
        if present:
            f = present[0]
            corners = tuple(f if k == f else "snow" for k in ks)
            if all(k == f for k in ks):
                a = sum(alt[v] for v in cs) / 4
                if f == "forest":
                    dense = a < 0.36 + 0.06 * (value_noise(tx, ty, 4.0, 25) - 0.5)
                    name = "forest_dense" if dense else "forest_sparse"
                elif f == "village" and t not in runs and t not in lift and t not in spot_tiles \
                        and t not in labels and hash01(tx, ty, 31) < 0.7:
                    name = "roof"
                else:
                    name = f
                terrain[t] = pick(ts.by_corners[(name, corners)], tx, ty, 61)
                kinds[t] = name
            else:
                terrain[t] = pick(ts.by_corners[(f + "_edge", corners)], tx, ty, 61)
                kinds[t] = f + "_edge"
            continue
        shades = [level[v] for v in cs]
        lo = min(shades)
        shades = [min(x, lo + 1) for x in shades]
        names = tuple(SNOW_NAMES[x] for x in shades)
        if t in piste and all(x == 1 for x in shades):
            terrain[t] = pick(ts.by_name["piste"], tx, ty, 61)
            kinds[t] = "piste"
        else:
            options = [i for (name, c), ids in ts.by_corners.items() if c == names and name in SNOW_NAMES
                       for i in ids]
            terrain[t] = pick(sorted(options) or ts.by_name["piste"], tx, ty, 61)
            kinds[t] = SNOW_NAMES[round(sum(shades) / 4)]

    # -- decor -------------------------------------------------------------------
    decor: dict[Tile, str] = {}
    hard = runs | road | lake | lift | spot_tiles | labels
    near_hard = grid.grow(hard, 1)
    # pylons: about every 4 tiles along each lift, where the cable passes
    # close to a tile's centre; never on a spot, a run, the road or the lake
    for pts in lift_lines:
        samp = list(grid.samples(pts, 1.0))
        total = samp[-1][2]
        n = int(total // (4 * grid.tw))
        if n < 1:
            continue
        gap = total / (n + 1)
        for i in range(1, n + 1):
            target = gap * i
            nearest: tuple[float, Tile] | None = None
            for x, y, arc in samp:
                if abs(arc - target) > 1.3 * grid.tw:
                    continue
                t = grid.tile_of(x, y)
                if not grid.inside(*t) or t in spot_tiles or t in piste or t in road or t in lake \
                        or t in labels or t in decor or kinds[t] == "roof":
                    continue
                cx, cy = grid.centre(*t)
                score = math.hypot(x - cx, y - cy) + 0.05 * abs(arc - target)
                if nearest is None or score < nearest[0]:
                    nearest = (score, t)
            if nearest is not None and nearest[0] < 0.35 * grid.tw:
                decor[nearest[1]] = "pylon"
    # chalets round the towns and the bus stops
    for s in spots:
        if s.cls not in ("Town", "BusStop"):
            continue
        cx, cy = s.centre
        r0, r1, most = (2.0, 4.6, 6) if s.cls == "Town" else (0.9, 2.6, 2)
        around = sorted(grid.disc_tiles(cx, cy, r1 * grid.tw) - grid.disc_tiles(cx, cy, r0 * grid.tw))
        around = [t for t in around if t not in near_hard and t not in decor and kinds[t] in
                  ("meadow", "meadow_edge", "village", "village_edge", "snow", "snow_shaded")]
        around.sort(key=lambda t: (hash01(t[0], t[1], 41), t))
        placed: list[Tile] = []
        for t in around:
            if len(placed) >= most:
                break
            if any(abs(t[0] - p[0]) <= 1 and abs(t[1] - p[1]) <= 1 for p in placed):
                continue
            placed.append(t)
            decor[t] = "chalet"
    # single trees and boulders
    forest_t = {t for t in tiles_all if kinds[t].startswith("forest")}
    rock_t = {t for t in tiles_all if kinds[t].startswith("rock")}
    forest_edge = grid.grow(forest_t, 1)
    rock_edge = grid.grow(rock_t, 1)
    for t in tiles_all:
        if t in near_hard or t in decor:
            continue
        name = kinds[t]
        a = sum(alt[v] for v in tile_corners(*t)) / 4
        if name in ("snow", "snow_shaded", "snow_high", "meadow", "meadow_edge", "forest_edge"):
            p = 0.0
            if name == "forest_edge":
                p = 0.0
            elif t in forest_edge and a < 0.55:
                p = 0.4
            elif name.startswith("meadow"):
                p = 0.12
            elif a < 0.46:
                p = 0.2
            elif a < 0.6:
                p = 0.05
            if hash01(t[0], t[1], 51) < p:
                decor[t] = "tree"
                continue
        if name in ("snow", "snow_shaded", "snow_high", "snow_shadow", "rock_edge") and a > 0.55:
            p = 0.22 if t in rock_edge else 0.03
            if hash01(t[0], t[1], 52) < p:
                decor[t] = "boulder"

    terrain_ids = [[terrain[(tx, ty)] for tx in range(cols)] for ty in range(rows)]
    decor_ids = [[pick(ts.by_name[decor[(tx, ty)]], tx, ty, 62) if (tx, ty) in decor else -1
                  for tx in range(cols)] for ty in range(rows)]
    return Painted(terrain_ids, decor_ids, kinds)


# --------------------------------------------------------------------------
# A whole map, for the game
# --------------------------------------------------------------------------


def ground_grid(width_px: int, height_px: int, ts: Tileset) -> Grid:
    """The grid the game paints a map's ground on: the tileset's tiles, as many
    as cover the map (whatever the map's own tile size)."""
    return Grid(max(1, -(-width_px // ts.tilewidth)), max(1, -(-height_px // ts.tileheight)),
                ts.tilewidth, ts.tileheight)


def paint_map(data: MapData, ts: Tileset | None = None) -> tuple[Grid, Painted]:
    """The ground of a map as read by ``game.content.tiled.load_map``, in the
    shipped tileset unless told otherwise, with the grid it lies on."""
    ts = ts or shipped_tileset()
    grid = ground_grid(data.width_px, data.height_px, ts)
    return grid, paint(data.layers, grid, ts)
