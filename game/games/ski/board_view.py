"""Draw the mountain from its Tiled map: tile layers, then runs, lifts, bus
routes, walkways, spots and labels, all from the map's own layers and objects.
A map with no tiles of its own (a new mountain drawn in Tiled) gets its ground
painted from its objects (``rules/terrain.py``), in the shipped terrain tileset.

Nothing here knows a coordinate of its own: move a spot in Tiled and the
board follows. The renderer works in *world* pixels (the map's pixels) and
draws at any scale; the result is cached per scale.
"""
from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.games.ski.rules.board import Board, Link
from game.view.fonts import Fonts

from . import style

CACHE_BYTES = 160 * 1024 * 1024    # drawn boards kept, all scales together


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def _load_image(path: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    img = pygame.image.load(path)
    img = img.convert_alpha() if pygame.display.get_surface() else img
    if size is not None and img.get_size() != size:
        img = pygame.transform.smoothscale(img, size)
    return img


def link_colour(board: Board, link: Link) -> str:
    """A piste link takes the colour of its piste spot (the downhill one if both are)."""
    end, start = board.spots[link.end], board.spots[link.start]
    if end.kind == "piste":
        return end.colour or "green"
    return start.colour or "green"


def _dashed(surf: pygame.Surface, colour: tuple[int, int, int], pts: list[tuple[float, float]], width: int,
            dash: float, gap: float) -> None:
    """A dashed polyline; dashes continue across the corners."""
    on, left = True, dash
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            if on:
                a = (x0 + (x1 - x0) * pos / seg, y0 + (y1 - y0) * pos / seg)
                b = (x0 + (x1 - x0) * (pos + step) / seg, y0 + (y1 - y0) * (pos + step) / seg)
                pygame.draw.line(surf, colour, a, b, width)
            pos += step
            left -= step
            if left <= 1e-6:
                on = not on
                left = dash if on else gap


def _midpoint(pts: list[tuple[float, float]]) -> tuple[float, float]:
    """The point halfway along a polyline."""
    lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:])]
    half = sum(lengths) / 2
    for (a, b), ln in zip(zip(pts, pts[1:]), lengths):
        if half <= ln and ln > 0:
            t = half / ln
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        half -= ln
    return pts[-1]


MIN_SPOT_RADIUS = 7.0   # screen pixels
THUMBNAIL_SCALE = 0.4    # a board drawn smaller than this is a picture of it, not one to play on


class BoardRenderer:
    """Renders one map. Needs pygame initialised and, for the tiles, a display
    mode set (pytmx converts tile images for the display). The ground of a map
    without tiles is painted once, on the first render, and kept.

    symbols: draw the colour-blind shapes (piste spots in their shape, run
    labels with it); off, piste spots are plain circles and colour alone tells
    them apart. Change it with set_symbols()."""

    def __init__(self, map_path: str, board: Board, symbols: bool = True) -> None:
        from pytmx.util_pygame import load_pygame  # the view may load pygame; the rules never do

        from game.content.tiled import check_sources
        check_sources(map_path)                   # no image from outside the map's folder
        self.board = board
        self.map_path = map_path
        self.symbols = bool(symbols)
        self.label_rects: list[pygame.Rect] = []
        self.tmx = load_pygame(map_path)
        self.width, self.height = board.width, board.height
        self.fonts = Fonts()
        self._icons: dict[tuple[str, int], pygame.Surface] = {}
        self._cache: dict[float, pygame.Surface] = {}
        self._tiles: pygame.Surface | None = None
        self._around: tuple[tuple, pygame.Surface] | None = None

    def set_symbols(self, flag: bool) -> None:
        """Turn the colour-blind shapes on or off; redraws on the next render()."""
        flag = bool(flag)
        if flag != self.symbols:
            self.symbols = flag
            self._cache.clear()

    # -- assets ----------------------------------------------------------
    def icon(self, path: str, size: int) -> pygame.Surface:
        key = (path, size)
        if key not in self._icons:
            self._icons[key] = _load_image(path, (size, size))
        return self._icons[key]

    def has_tiles(self) -> bool:
        """Whether any tile layer of the map holds a tile (shown or hidden)."""
        return any(any(any(row) for row in layer.data) for layer in self.tmx.layers if hasattr(layer, "tiles"))

    def _tile_layers(self) -> pygame.Surface:
        """All tile layers of the map, at world scale; for a map without tiles,
        the ground painted from its objects."""
        if self._tiles is None:
            surf = pygame.Surface((self.width, self.height))
            surf.fill(style.SNOW_RGB)
            if self.has_tiles():
                tw, th = self.tmx.tilewidth, self.tmx.tileheight
                for layer in self.tmx.visible_layers:
                    if hasattr(layer, "tiles"):
                        for x, y, img in layer.tiles():
                            surf.blit(img, (x * tw, y * th))
            else:
                self._paint_ground(surf)
            self._tiles = surf
        return self._tiles

    def _paint_ground(self, surf: pygame.Surface) -> None:
        """The ground tools/paint_terrain.py would write into the map (layers
        ``terrain`` then ``decor``), painted here in memory and drawn in the
        shipped tileset's tiles."""
        from game.content.tiled import load_map

        from .rules import terrain
        ts = terrain.shipped_tileset()
        grid, painted = terrain.paint_map(load_map(self.map_path), ts)
        sheet = _load_image(ts.image)
        for layer in (painted.terrain, painted.decor):
            for ty, row in enumerate(layer):
                for tx, tid in enumerate(row):
                    if tid >= 0:
                        surf.blit(sheet, (tx * grid.tw, ty * grid.th), ts.source_rect(tid))

    # -- drawing ---------------------------------------------------------
    def surroundings(self, area: pygame.Rect, board: pygame.Rect) -> pygame.Surface:
        """The window's board area with the mountain going on past the map's edges
        (the map drawn at ``board``, which leaves bands above and below or beside):
        sky above it; below and beside, the ground near each edge mirrored
        outwards, softened and veiled, so the mountain fills the space and the
        play area still shows where it ends.
        Cached for the last placement asked for."""
        key = (tuple(area), tuple(board))
        if self._around is not None and self._around[0] == key:
            return self._around[1]
        out = pygame.Surface(area.size)
        ground = self._tile_layers()
        k = board.w / self.width
        # above the mountain, sky: a pale blue that lightens down to the summits' haze
        top_gap = board.y - area.y
        for y in range(max(0, top_gap)):
            t = y / max(1, top_gap)
            out.fill((round(150 + 64 * t), round(186 + 40 * t), round(226 + 14 * t)), (0, y, area.w, 1))
        for side in ("bottom", "left", "right"):
            gap = {"bottom": area.bottom - board.bottom,
                   "left": board.x - area.x, "right": area.right - board.right}[side]
            if gap <= 0:
                continue
            depth = min(ground.get_height() if side == "bottom" else ground.get_width(), math.ceil(gap / k))
            if side == "bottom":
                strip = ground.subsurface((0, self.height - depth, self.width, depth))
            elif side == "left":
                strip = ground.subsurface((0, 0, depth, self.height))
            else:
                strip = ground.subsurface((self.width - depth, 0, depth, self.height))
            flip = pygame.transform.flip(strip, side in ("left", "right"), side == "bottom")
            w, h = max(1, round(flip.get_width() * k)), max(1, round(flip.get_height() * k))
            # softened: drawn small and blown up again, so it reads as the land beyond, not the board
            soft = pygame.transform.smoothscale(pygame.transform.smoothscale(flip, (max(1, w // 8), max(1, h // 8))),
                                                (w, h))
            at = {"bottom": (board.x, board.bottom),
                  "left": (board.x - w, board.y), "right": (board.right, board.y)}[side]
            out.blit(soft, (at[0] - area.x, at[1] - area.y))
        # a mist that thickens away from the map: the land fades out towards the window's edge
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        inner = board.move(-area.x, -area.y)
        far = max(1, inner.top, area.h - inner.bottom, inner.left, area.w - inner.right)
        for d in range(far):
            a = 100 + 130 * d // far
            colour = (214, 226, 240, a)
            if inner.bottom + d < area.h:
                veil.fill(colour, (0, inner.bottom + d, area.w, 1))
            if d < inner.left:
                veil.fill(colour, (inner.left - 1 - d, 0, 1, area.h))
            if inner.right + d < area.w:
                veil.fill(colour, (inner.right + d, 0, 1, area.h))
        out.blit(veil, (0, 0))
        # the play area's edge: a thin shadow line
        pygame.draw.rect(out, (150, 164, 186), board.move(-area.x, -area.y).inflate(2, 2), 1)
        out = out.convert() if pygame.display.get_surface() else out
        self._around = (key, out)
        return out

    def render(self, scale: float = 1.0) -> pygame.Surface:
        """The whole board at ``scale`` (world pixels times scale), cached."""
        scale = round(scale, 3)
        hit = self._cache.pop(scale, None)
        if hit is None:
            hit = self._draw(scale)
        self._cache[scale] = hit               # the newest last
        # a 4K window zoomed in draws a board of 200 MB: keep what fits in CACHE_BYTES,
        # dropping the scales used longest ago (never the one just asked for)
        while len(self._cache) > 1 and sum(_bytes(v) for v in self._cache.values()) > CACHE_BYTES:
            del self._cache[next(iter(self._cache))]
        return hit

    def _draw(self, k: float) -> pygame.Surface:
        w, h = max(1, int(self.width * k)), max(1, int(self.height * k))
        tiles = self._tile_layers()
        surf = pygame.transform.smoothscale(tiles, (w, h)) if k != 1 else tiles.copy()
        surf = surf.convert() if pygame.display.get_surface() else surf
        b = self.board

        def P(pts: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
            return [(x * k, y * k) for x, y in pts]

        by_cls: dict[str, list[Link]] = {}
        for link in b.links:
            by_cls.setdefault(link.cls, []).append(link)
        lw = max(2, round(6 * k))
        # Bus roads first (lowest), then walkways, pistes, lifts on top.
        for link in by_cls.get("Bus", []):
            pts = P(link.points)
            pygame.draw.lines(surf, (250, 250, 250), False, pts, lw + max(2, round(4 * k)))
            _dashed(surf, style.BUS_RGB, pts, lw, 14 * k, 6 * k)
        for link in by_cls.get("Walkway", []):
            _dashed(surf, style.WALK_RGB, P(link.points), max(2, round(4 * k)), 6 * k, 5 * k)
        for link in by_cls.get("Piste", []):
            pts = P(link.points)
            colour = link_colour(b, link)
            edge = (250, 252, 255) if colour == "black" else (255, 255, 255)
            pygame.draw.lines(surf, edge, False, pts, lw + max(2, round(4 * k)))
            for p in pts[1:-1]:
                pygame.draw.circle(surf, edge, p, (lw + max(2, round(4 * k))) / 2)
            pygame.draw.lines(surf, style.PISTE_RGB[colour], False, pts, lw)
            for p in pts[1:-1]:
                pygame.draw.circle(surf, style.PISTE_RGB[colour], p, lw / 2)
        for lift in b.lifts.values():
            pts = P(lift.points)
            dash = style.LIFT_DASH[lift.type]
            pygame.draw.lines(surf, (255, 255, 255), False, pts, max(2, round(5 * k)))
            if dash is None:
                pygame.draw.lines(surf, style.LIFT_RGB, False, pts, max(1, round(3 * k)))
            else:
                _dashed(surf, style.LIFT_RGB, pts, max(1, round(3 * k)), dash[0] * k, dash[1] * k)
        # Lift and bus symbols at the middle of their lines.
        isz = max(8, round(22 * k))
        for lift in b.lifts.values():
            mx, my = _midpoint(P(lift.points))
            ic = self.icon(style.icon(f"lift_{lift.type}"), isz)
            surf.blit(ic, ic.get_rect(center=(mx, my)))
        for link in by_cls.get("Bus", []):
            mx, my = _midpoint(P(link.points))
            ic = self.icon(style.icon("bus"), max(8, round(18 * k)))
            surf.blit(ic, ic.get_rect(center=(mx, my)))
        # Spots.
        for s in b.spots.values():
            cx, cy = s.x * k, s.y * k
            # Spots stay big enough to see and click when the whole board is shown.
            r = max(MIN_SPOT_RADIUS, s.radius * k)
            if s.kind == "piste" and s.colour is not None:
                ic = self.icon(style.piste_spot(s.colour, self.symbols), max(8, round(2 * r + 2 * k)))
                surf.blit(ic, ic.get_rect(center=(cx, cy)))
                if s.number:
                    f = self.fonts.get(max(7, round(r * 1.15)), bold=True)
                    t = f.render(str(s.number), True, (255, 255, 255))
                    # a triangle's middle sits low; a circle's is its centre
                    low = self.symbols and style.PISTE_SHAPE.get(s.colour) == "triangle"
                    surf.blit(t, t.get_rect(center=(cx, cy + (r * 0.18 if low else 0))))
            else:
                name = {"town": "town", "restaurant": "restaurant", "lift": "station", "bus_stop": "bus_stop"}[s.kind]
                ic = self.icon(style.icon(name), max(8, round(2 * r + 4 * k)))
                surf.blit(ic, ic.get_rect(center=(cx, cy)))
        self._labels(surf, k)
        return surf

    def _labels(self, surf: pygame.Surface, k: float) -> None:
        """Names of towns, restaurants and numbered runs, placed where they
        do not cover another label or a spot."""
        b = self.board
        blocked = [pygame.Rect((sp.x - sp.radius) * k, (sp.y - sp.radius) * k, 2 * sp.radius * k, 2 * sp.radius * k)
                   for sp in b.spots.values()]
        placed: list[pygame.Rect] = []

        # a picture of the board (a load preview, a mountain to choose) is drawn smaller
        # than any window shows it to play: its labels shrink further, and one that
        # would cover another is left out rather than piled on
        small = k < THUMBNAIL_SCALE

        def label(text: str, spot_id: int, size: float, colour: tuple[int, int, int], order: tuple[str, ...],
                  min_px: int = 11, mark: str | None = None) -> None:
            sp = b.spots[spot_id]
            # Never smaller than a legible size on screen, however far out the board is zoomed.
            f = self.fonts.get(max(min_px - 3 if small else min_px, round(size * k)), bold=True)
            t = f.render(text, True, colour)
            pad = max(2, round(3 * k))
            ic = self.icon(mark, t.get_height()) if mark else None
            w, h = t.get_width() + 2 * pad + (ic.get_width() + pad if ic else 0), t.get_height() + pad
            x, y, r, gap = sp.x * k, sp.y * k, sp.radius * k, 4 * k
            spots_at = {
                "right": (x + r + gap, y - h / 2), "left": (x - r - gap - w, y - h / 2),
                "below": (x - w / 2, y + r + gap), "above": (x - w / 2, y - r - gap - h),
            }
            rects = [pygame.Rect(round(spots_at[o][0]), round(spots_at[o][1]), w, h) for o in order]
            bounds = surf.get_rect()
            free = next((c for c in rects if bounds.contains(c) and c.collidelist(placed) < 0), None)
            if free is None and small:
                return
            rect = next((c for c in rects if bounds.contains(c) and c.collidelist(placed) < 0
                         and c.collidelist(blocked) < 0), free or rects[0])
            rect = rect.clamp(bounds)
            bg = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (255, 255, 255, 215), bg.get_rect(), border_radius=max(2, round(4 * k)))
            surf.blit(bg, rect)
            tx = rect.x + pad
            if ic is not None:  # the run's shape as well as its colour
                surf.blit(ic, (tx, rect.y + pad // 2))
                tx += ic.get_width() + pad
            surf.blit(t, (tx, rect.y + pad // 2))
            placed.append(rect)

        for sp in b.spots.values():
            if sp.kind == "town":
                label(sp.name, sp.id, 17, style.TOWN_RGB, ("below", "above", "right", "left"), min_px=13)
        for sp in b.spots.values():
            if sp.kind == "restaurant":
                label(sp.name, sp.id, 13, style.INK_RGB, ("right", "left", "above", "below"))
        for run in b.numbered_runs():
            ink = style.PISTE_RGB[run.colour] if run.colour != "black" else style.INK_RGB
            label(run.name, run.spots[0], 13, ink, ("right", "left", "above", "below"),
                  mark=style.piste_spot(run.colour) if self.symbols else None)
        self.label_rects = placed              # the last drawing's labels (the tests look at them)

    # -- hit testing -------------------------------------------------------
    def spot_at(self, world: tuple[float, float], scale: float = 1.0, slack: float = 4.0) -> int | None:
        """The spot under a world position (nearest within its drawn radius plus slack)."""
        best, best_d = None, 1e9
        for s in self.board.spots.values():
            d = math.hypot(world[0] - s.x, world[1] - s.y)
            if d <= max(s.radius, MIN_SPOT_RADIUS / scale) + slack and d < best_d:
                best, best_d = s.id, d
        return best


LIT_RGB = (255, 226, 60)       # a spot the player may click


def path_points(board: Board, start: int, path: Iterable[int]) -> list[tuple[float, float]]:
    """The world points a skier passes going from ``start`` along ``path`` (the
    spots entered): along each run's own line, bends and all."""
    s = board.spots[start]
    pts: list[tuple[float, float]] = [(s.x, s.y)]
    lines = {lk.id: lk for lk in board.links}
    prev = start
    for spot in path:
        link = board.piste_links.get((prev, spot))
        if link is not None:
            pts.extend(lines[link].points[1:])
        else:
            sp = board.spots[spot]
            pts.append((sp.x, sp.y))
        prev = spot
    return pts


def draw_lit(surf: pygame.Surface, centre: tuple[float, float], r: float, width: int) -> None:
    """A lit spot: a yellow ring round it, with a dark rim for contrast on snow."""
    pygame.draw.circle(surf, (40, 30, 0), centre, r + 3, 2)
    pygame.draw.circle(surf, LIT_RGB, centre, r + 1, width)


def closed_markers(board: Board, markers: dict[str, list[int]]) -> list[tuple[str, tuple[float, float]]]:
    """Where each closed-piste and closed-lift marker stands on the board (world
    coordinates) and its sprite: a piste marker on its spot, a lift marker
    halfway along its lift."""
    out: list[tuple[str, tuple[float, float]]] = []
    for spot in markers.get("piste", []):
        sp = board.spots[spot]
        out.append(("marker_piste_closed", (sp.x, sp.y)))
    for lift_id in markers.get("lift", []):
        pts = board.lifts[lift_id].points
        mid = pts[len(pts) // 2] if len(pts) > 2 else ((pts[0][0] + pts[-1][0]) / 2, (pts[0][1] + pts[-1][1]) / 2)
        out.append(("marker_lift_closed", mid))
    return out


def renderer_for(board: Board) -> BoardRenderer:
    """One renderer per map for the whole window (it caches the drawn board)."""
    from game.scenes.common import kept
    return kept(("board", board.path), lambda: BoardRenderer(board.path, board))
