"""The drawing kit every game's art module uses: nothing in it names a game.

Contract:

- A ``Canvas(w, h)`` is a sprite file of w x h pixels. Shapes are given in
  the file's own pixels but drawn SS (4) times larger, then shrunk with an
  exact box filter (premultiplied alpha, so edges do not go dark): the same as
  16x anti-aliasing. Text is queued and drawn after the shrink, at the file's
  own size, with the DejaVu fonts in sprites/fonts, so it stays hinted and
  crisp. ``Canvas.finish()`` returns the finished surface.
- A ``Pen`` draws in design units around an origin, scaled and maybe
  mirrored; ``Layer`` and ``Group`` are scratch surfaces blended on at once
  (so drawing ``ERASE`` on them cuts gaps).
- Colours are RGB or RGBA tuples; a fill is a colour or a gradient
  (``Lin``, ``Rad``).
- ``Sprite`` names one file (its path under sprites/, how to draw it, its
  size); ``write_sprites`` draws a list of them into a folder, checks every
  size and saves PNGs. Deterministic: no clock, no randomness and the generic
  smoothscale back end (``setup()``), so a re-run gives the same bytes.
"""
from __future__ import annotations

import fnmatch
import math
import os
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pygame  # the package's __init__ has already chosen the SDL drivers and set sys.path

from game.view import style

Colour = tuple[int, ...]                  # RGB or RGBA, 0..255
Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, w, h

SS = 4                                   # supersampling over the file's size
K = style.SPRITE_SCALE                   # files are drawn at twice their size on screen
CARD_W, CARD_H = style.CARD_SIZE[0] * K, style.CARD_SIZE[1] * K     # 250 x 350
PIECE = style.PIECE_SIZE * K                                        # 64

INK: Colour = style.INK_RGB
WHITE: Colour = (255, 255, 255)
SNOW: Colour = style.SNOW_RGB
ERASE: Colour = (0, 0, 0, 0)             # on a Layer or Group: cut a hole


# ---------------------------------------------------------------- colours

def mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def lighten(c: Colour, t: float) -> Colour:
    return mix(c, WHITE, t)


def darken(c: Colour, t: float) -> Colour:
    return mix(c, (0, 0, 0), t)


def rgba(c: Colour, a: int = 255) -> Colour:
    return (c[0], c[1], c[2], a)


# ---------------------------------------------------------------- fills

class Lin:
    """A linear gradient between coordinates a and b (output pixels) along x or y."""

    def __init__(self, a: float, b: float, stops: Sequence[Any], axis: str = "y") -> None:
        self.a, self.b, self.axis = a, b, axis
        pairs = isinstance(stops[0][1], tuple)          # [(t, colour), ...] or [colour, ...]
        self.stops: list[tuple[float, Colour]] = \
            list(stops) if pairs else [(i / (len(stops) - 1), c) for i, c in enumerate(stops)]


class Rad:
    """A radial gradient around c, radius r (output pixels)."""

    def __init__(self, c: Point, r: float, stops: Sequence[Colour]) -> None:
        self.c, self.r = c, r
        self.stops = [(i / (len(stops) - 1), c) for i, c in enumerate(stops)]


Fill = Colour | Lin | Rad
Paint = Callable[[pygame.Surface, Colour], object]       # fills one shape in one colour


def _stop_at(stops: Sequence[tuple[float, Colour]], t: float) -> Colour:
    t = min(1.0, max(0.0, t))
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            return mix(c0, c1, 0 if t1 == t0 else (t - t0) / (t1 - t0))
    return stops[-1][1]


def _fill_surface(size: tuple[int, int], fill: Lin | Rad) -> pygame.Surface:
    w, h = size
    if isinstance(fill, Lin):
        n = h if fill.axis == "y" else w
        strip = pygame.Surface((1, n) if fill.axis == "y" else (n, 1), pygame.SRCALPHA)
        span = (fill.b - fill.a) or 1
        for i in range(n):
            c = rgba(_stop_at(fill.stops, ((i + 0.5) / SS - fill.a) / span))
            strip.set_at((0, i) if fill.axis == "y" else (i, 0), c)
        return pygame.transform.scale(strip, (w, h))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(rgba(fill.stops[-1][1]))
    cx, cy, r = fill.c[0] * SS, fill.c[1] * SS, fill.r * SS
    steps = max(2, int(r))
    for i in range(steps, 0, -1):
        rr = r * i / steps
        pygame.draw.circle(surf, rgba(_stop_at(fill.stops, i / steps)), (cx, cy), rr)
    return surf


def is_colour(fill: Fill) -> bool:
    return isinstance(fill, tuple)


def translucent(col: Colour) -> bool:
    return len(col) == 4 and 0 < col[3] < 255


def paint(s: pygame.Surface, fill: Fill, draw: Paint) -> None:
    """draw(surface, colour) fills a shape; paint it with a colour (maybe
    translucent: drawn whole, then blended once) or a gradient."""
    if isinstance(fill, tuple) and not translucent(fill):
        draw(s, fill)
        return
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    if isinstance(fill, tuple):
        draw(layer, fill[:3] + (255,))
        layer.set_alpha(fill[3])
    else:
        draw(layer, (255, 255, 255, 255))
        layer.blit(_fill_surface(s.get_size(), fill), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))


def _blended(s: pygame.Surface, col: Colour, box: Rect,
             draw: Callable[[pygame.Surface, Colour, float, float], object]) -> None:
    """pygame.draw writes pixels as they are, alpha included. For a translucent
    colour draw opaque on a scratch surface over box (x0, y0, x1, y1 in output
    pixels) and blend it once; draw(target, colour, dx, dy) shifts by (dx, dy)."""
    if not translucent(col):
        draw(s, col, 0.0, 0.0)
        return
    x0, y0 = max(0, int(box[0] * SS) - 2), max(0, int(box[1] * SS) - 2)
    x1, y1 = min(s.get_width(), int(box[2] * SS) + 3), min(s.get_height(), int(box[3] * SS) + 3)
    if x1 <= x0 or y1 <= y0:
        return
    tmp = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
    draw(tmp, col[:3] + (255,), x0 / SS, y0 / SS)
    tmp.set_alpha(col[3])
    s.blit(tmp, (x0, y0))


# ---------------------------------------------------------------- primitives (output pixels)

def _box(pts: Sequence[Point], pad: float = 0.0) -> Rect:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


def poly(s: pygame.Surface, pts: Sequence[Point], col: Colour) -> None:
    if len(pts) >= 3:
        _blended(s, col, _box(pts), lambda t, c, dx, dy: pygame.draw.polygon(
            t, c, [((x - dx) * SS, (y - dy) * SS) for x, y in pts]))


def circle(s: pygame.Surface, c: Point, r: float, col: Colour, width: float = 0) -> None:
    if r <= 0:
        return
    _blended(s, col, _box([c], r), lambda t, cc, dx, dy: pygame.draw.circle(
        t, cc, ((c[0] - dx) * SS, (c[1] - dy) * SS), r * SS, max(0, round(width * SS))))


def stroke(s: pygame.Surface, pts: Sequence[Point], w: float, col: Colour, closed: bool = False,
           caps: bool = True) -> None:
    """A polyline of width w with round joins (and round caps unless caps=False)."""
    if translucent(col):
        _blended(s, col, _box(pts, w), lambda t, c, dx, dy: stroke(
            t, [(x - dx, y - dy) for x, y in pts], w, c, closed, caps))
        return
    segs = list(zip(pts, pts[1:]))
    if closed:
        segs.append((pts[-1], pts[0]))
    hw = w / 2
    for (x1, y1), (x2, y2) in segs:
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        nx, ny = -dy / length * hw, dx / length * hw
        poly(s, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)], col)
    joins = pts if (closed or caps) else pts[1:-1]
    for p in joins:
        circle(s, p, hw, col)


def rrect(s: pygame.Surface, rect: Rect, col: Colour, r: float = 0, width: float = 0) -> None:
    x, y, w, h = rect
    _blended(s, col, (x, y, x + w, y + h), lambda t, c, dx, dy: pygame.draw.rect(
        t, c, pygame.Rect(round((x - dx) * SS), round((y - dy) * SS), round(w * SS), round(h * SS)),
        round(width * SS), border_radius=round(r * SS)))


def ellipse_pts(cx: float, cy: float, rx: float, ry: float, n: int = 72, a0: float = 0.0,
                a1: float = 360.0) -> list[Point]:
    pts = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return pts


def arc_pts(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 40) -> list[Point]:
    return ellipse_pts(cx, cy, r, r, n, a0, a1)


def star_pts(cx: float, cy: float, r_out: float, r_in: float, n: int = 5, rot: float = -90.0) -> list[Point]:
    pts = []
    for i in range(2 * n):
        a = math.radians(rot + i * 180.0 / n)
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def regular(cx: float, cy: float, r: float, n: int, rot: float = -90.0) -> list[Point]:
    return [(cx + r * math.cos(math.radians(rot + 360.0 * i / n)),
             cy + r * math.sin(math.radians(rot + 360.0 * i / n))) for i in range(n)]


def shape_pts(kind: str, cx: float, cy: float, r: float) -> list[Point]:
    """The outline of a colour-blind shape of about radius r, balanced by eye."""
    if kind == "circle":
        return regular(cx, cy, r * 0.96, 96)
    if kind == "square":
        a = r * 0.84
        return [(cx - a, cy - a), (cx + a, cy - a), (cx + a, cy + a), (cx - a, cy + a)]
    if kind == "triangle":
        big = r * 1.24
        return regular(cx, cy + big * 0.16, big, 3)
    if kind == "diamond":
        return regular(cx, cy, r * 1.12, 4)
    if kind == "hexagon":
        return regular(cx, cy, r * 1.0, 6)
    if kind == "star":
        return star_pts(cx, cy + r * 0.06, r * 1.16, r * 0.56, 5)
    if kind == "octagon":
        return regular(cx, cy, r, 8, -90 + 22.5)
    raise ValueError(kind)


def inset(pts: Sequence[Point], d: float) -> list[Point]:
    """Shrink a polygon towards its vertex centroid so its edges move in by about d."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    ri = min(_dist_to_line((cx, cy), a, b) for a, b in zip(pts, list(pts[1:]) + list(pts[:1])))
    f = max(0.05, (ri - d) / ri)
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in pts]


def _dist_to_line(p: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    return abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / math.hypot(bx - ax, by - ay)


def rounded_shape(s: pygame.Surface, pts: Sequence[Point], fill: Fill, round_r: float = 0.0, grow: float = 0.0,
                  convex: bool = True) -> None:
    """Fill a polygon with its corners rounded by round_r, grown outwards by grow."""
    if convex and round_r > 0:
        core = inset(pts, round_r)
        w = 2 * (round_r + grow)
    else:
        core, w = list(pts), 2 * grow

    def draw(surf: pygame.Surface, col: Colour) -> None:
        poly(surf, core, col)
        if w > 0:
            stroke(surf, core, w, col, closed=True)
    paint(s, fill, draw)


def shape(s: pygame.Surface, kind: str, cx: float, cy: float, r: float, fill: Fill,
          outline: Fill | None = None, ow: float = 0.0, round_r: float | None = None,
          highlight: Colour | None = None) -> None:
    """A colour-blind shape, gradient-filled, with an outline and rounded corners."""
    pts = shape_pts(kind, cx, cy, r)
    rr = r * 0.12 if round_r is None else round_r
    convex = kind != "star"
    if kind == "star":
        rr = 0.0
    if outline is not None and ow > 0:
        rounded_shape(s, pts, outline, rr, ow, convex)
    rounded_shape(s, pts, fill, rr, 0.0, convex)
    if highlight is not None:
        inner = inset(pts, r * 0.14) if convex else [(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in pts]
        stroke(s, inner, max(1.0, r * 0.05), highlight, closed=True)


# ---------------------------------------------------------------- a pen for drawings in design units

class Pen:
    """Draws in design units around an origin, scaled by k (and mirrored if flip)."""

    def __init__(self, canvas: Canvas, ox: float, oy: float, k: float = 1.0, flip: bool = False,
                 surf: pygame.Surface | None = None) -> None:
        self.cv, self.s = canvas, (surf if surf is not None else canvas.surf)
        self.ox, self.oy, self.k, self.flip = ox, oy, k, flip

    def P(self, x: float, y: float) -> Point:
        return (self.ox + (-x if self.flip else x) * self.k, self.oy + y * self.k)

    def at(self, x: float, y: float, k: float = 1.0, flip: bool = False) -> Pen:
        px, py = self.P(x, y)
        return Pen(self.cv, px, py, self.k * k, self.flip != flip, self.s)

    def poly(self, pts: Sequence[Point], col: Colour) -> None:
        poly(self.s, [self.P(*p) for p in pts], col)

    def fillpoly(self, pts: Sequence[Point], fill: Fill) -> None:
        tp = [self.P(*p) for p in pts]
        paint(self.s, fill, lambda s, c: poly(s, tp, c))

    def circle(self, c: Point, r: float, col: Colour, width: float = 0) -> None:
        circle(self.s, self.P(*c), r * self.k, col, width * self.k)

    def fillcircle(self, c: Point, r: float, fill: Fill) -> None:
        pc = self.P(*c)
        paint(self.s, fill, lambda s, col: circle(s, pc, r * self.k, col))

    def stroke(self, pts: Sequence[Point], w: float, col: Colour, closed: bool = False, caps: bool = True) -> None:
        stroke(self.s, [self.P(*p) for p in pts], w * self.k, col, closed, caps)

    def line(self, a: Point, b: Point, w: float, col: Colour, caps: bool = True) -> None:
        self.stroke([a, b], w, col, caps=caps)

    def rrect(self, x: float, y: float, w: float, h: float, r: float, col: Colour, width: float = 0) -> None:
        px = self.ox + (-(x + w) if self.flip else x) * self.k
        py = self.oy + y * self.k
        rrect(self.s, (px, py, w * self.k, h * self.k), col, r * self.k, width * self.k)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, col: Colour, a0: float = 0.0,
                a1: float = 360.0) -> None:
        self.poly(ellipse_pts(cx, cy, rx, ry, 72, a0, a1), col)

    def shape(self, kind: str, cx: float, cy: float, r: float, fill: Fill, outline: Fill | None = None,
              ow: float = 0.0, highlight: Colour | None = None) -> None:
        px, py = self.P(cx, cy)
        shape(self.s, kind, px, py, r * self.k, fill, outline, ow * self.k, highlight=highlight)

    def text(self, txt: str, x: float, y: float, size: float, col: Colour, **kw: Any) -> None:
        px, py = self.P(x, y)
        self.cv.text(txt, px, py, size * self.k, col, **kw)


# ---------------------------------------------------------------- text (drawn at the file's size)

_FONTS: dict[tuple[int, bool, bool], pygame.font.Font] = {}


def get_font(size: float, bold: bool = True, condensed: bool = False) -> pygame.font.Font:
    key = (int(round(size)), bold, condensed)
    if key not in _FONTS:
        _FONTS[key] = pygame.font.Font(style.font(bold=bold, condensed=condensed), key[0])
    return _FONTS[key]


def render_line(txt: str, font: pygame.font.Font, col: Colour, spacing: float = 0.0) -> pygame.Surface:
    if not spacing:
        return font.render(txt, True, col)
    parts = [font.render(ch, True, col) for ch in txt]
    w = sum(p.get_width() for p in parts) + spacing * (len(parts) - 1)
    out = pygame.Surface((max(1, round(w)), font.get_height()), pygame.SRCALPHA)
    x = 0.0
    for p in parts:
        out.blit(p, (round(x), 0))
        x += p.get_width() + spacing
    return out


def text_width(txt: str, font: pygame.font.Font, spacing: float = 0.0) -> float:
    return font.size(txt)[0] + spacing * max(0, len(txt) - 1)


Shadow = tuple[Any, ...]                 # (colour,) or (colour, alpha)


def outlined(txt: str, font: pygame.font.Font, col: Colour, outline: Colour | None = None, ow: float = 0,
             spacing: float = 0.0, shadow: Shadow | None = None) -> pygame.Surface:
    base = render_line(txt, font, col, spacing)
    pad = int(math.ceil(ow)) + (2 if shadow else 0)
    if not outline and not shadow:
        return base
    out = pygame.Surface((base.get_width() + 2 * pad, base.get_height() + 2 * pad), pygame.SRCALPHA)
    if shadow:
        sh = render_line(txt, font, shadow[0], spacing)
        sh.set_alpha(shadow[1] if len(shadow) > 1 else 140)
        for dx, dy in ((1, 2), (0, 2), (1, 1)):
            out.blit(sh, (pad + dx, pad + dy))
    if outline and ow:
        ol = render_line(txt, font, outline, spacing)
        n = 16
        for i in range(n):
            a = 2 * math.pi * i / n
            out.blit(ol, (pad + round(ow * math.cos(a)), pad + round(ow * math.sin(a))))
        for r in range(1, int(ow)):
            for i in range(8):
                a = 2 * math.pi * i / 8
                out.blit(ol, (pad + round(r * math.cos(a)), pad + round(r * math.sin(a))))
    out.blit(base, (pad, pad))
    return out


def wrap(txt: str, font: pygame.font.Font, max_w: float) -> list[str]:
    lines, cur = [], ""
    for word in txt.split():
        trial = f"{cur} {word}" if cur else word
        if font.size(trial)[0] <= max_w or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines


def fit_font(txt: str, max_w: float, size: int, min_size: int, bold: bool = True,
             spacing: float = 0.0) -> pygame.font.Font:
    """The biggest font (bold, then condensed bold) in which txt fits max_w."""
    for condensed in ((False, True) if bold else (False,)):
        for sz in range(size, min_size - 1, -1):
            f = get_font(sz, bold, condensed)
            if text_width(txt, f, spacing) <= max_w:
                return f
    raise SystemExit(f"text does not fit in {max_w}px even at {min_size}px condensed: {txt!r}")


# ---------------------------------------------------------------- the canvas

class Canvas:
    """One sprite file of w x h pixels; see the module's docstring."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        self.post: list[Callable[[pygame.Surface], None]] = []

    def pen(self, ox: float = 0.0, oy: float = 0.0, k: float = 1.0, flip: bool = False) -> Pen:
        return Pen(self, ox, oy, k, flip)

    def text(self, txt: str, x: float, y: float, size: float | None = None, col: Colour = INK,
             bold: bool = True, condensed: bool = False, font: pygame.font.Font | None = None,
             anchor: str = "center", ink: bool = False, outline: Colour | None = None, ow: float = 0,
             spacing: float = 0.0, shadow: Shadow | None = None, rotate: bool = False) -> None:
        """Queue a line of text; anchor is center, left or right at (x, y) = middle height.
        ink=True centres the letters' ink rather than the font's line box."""
        if font is None:
            if size is None:
                raise ValueError(f"text {txt!r} needs a size or a font")
            font = get_font(size, bold, condensed)
        f = font

        def op(out: pygame.Surface) -> None:
            img = outlined(txt, f, col, outline, ow, spacing, shadow)
            if rotate:
                img = pygame.transform.flip(img, True, True)
            box = img.get_bounding_rect(min_alpha=40)
            ax: float
            ay: float
            if ink:
                ax, ay = box.centerx, box.centery
            else:
                ax, ay = img.get_width() / 2, img.get_height() / 2
            if anchor == "left":
                ax = 0 if not ink else box.left
            elif anchor == "right":
                ax = img.get_width() if not ink else box.right
            out.blit(img, (round(x - ax), round(y - ay)))
        self.post.append(op)

    def paragraph(self, txt: str, rect: Rect, col: Colour = INK, size: int = 17, min_size: int = 9,
                  bold: bool = False, leading: float = 1.0) -> int:
        """Wrap txt into rect (x, y, w, h), centred, shrinking the font until it all fits."""
        x, y, w, h = rect
        for sz in range(size, min_size - 1, -1):
            f = get_font(sz, bold)
            lines = wrap(txt, f, w)
            lh = round(f.get_linesize() * leading)
            if len(lines) * lh <= h and all(f.size(ln)[0] <= w for ln in lines):
                break
        else:
            raise SystemExit(f"text does not fit even at {min_size}px: {txt!r}")
        top = y + (h - len(lines) * lh) / 2
        for i, ln in enumerate(lines):
            self.text(ln, x + w / 2, top + lh * i + lh / 2, font=f, col=col)
        return f.get_height()

    def finish(self) -> pygame.Surface:
        small = pygame.transform.smoothscale(self.surf.premul_alpha(), (self.w, self.h))
        out = unpremultiply(small)
        for op in self.post:
            op(out)
        return out


def unpremultiply(surf: pygame.Surface) -> pygame.Surface:
    w, h = surf.get_size()
    buf = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for i, a in enumerate(buf[3::4]):
        if a == 255:
            continue
        j = 4 * i
        if a == 0:
            buf[j:j + 3] = b"\0\0\0"
        else:
            buf[j] = min(255, (buf[j] * 255 + a // 2) // a)
            buf[j + 1] = min(255, (buf[j + 1] * 255 + a // 2) // a)
            buf[j + 2] = min(255, (buf[j + 2] * 255 + a // 2) // a)
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


class Group:
    """Draw a few things on a scratch copy of a pen's surface, then blend them
    onto it in one go (so ERASE cuts gaps between them and nothing beneath)."""

    def __init__(self, pen: Pen) -> None:
        self.base = pen
        self.surf = pygame.Surface(pen.s.get_size(), pygame.SRCALPHA)

    def __enter__(self) -> Pen:
        b = self.base
        return Pen(b.cv, b.ox, b.oy, b.k, b.flip, self.surf)

    def __exit__(self, *exc: object) -> None:
        self.base.s.blit(self.surf, (0, 0))


class Layer:
    """A scratch surface the size of the canvas, blitted on top when done.
    pygame.draw writes alpha too, so drawing (0, 0, 0, 0) on a layer erases."""

    def __init__(self, canvas: Canvas, alpha: int = 255) -> None:
        self.cv, self.alpha = canvas, alpha
        self.surf = pygame.Surface(canvas.surf.get_size(), pygame.SRCALPHA)

    def pen(self, ox: float = 0.0, oy: float = 0.0, k: float = 1.0, flip: bool = False) -> Pen:
        return Pen(self.cv, ox, oy, k, flip, self.surf)

    def __enter__(self) -> Layer:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.alpha != 255:
            # (no set_alpha(None) here: in pygame-ce 2.5 that makes the blit below
            # copy the layer's pixels instead of blending them)
            self.surf.fill((255, 255, 255, self.alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.cv.surf.blit(self.surf, (0, 0))


def clip_to(layer: Layer, rect: Rect, r: float) -> None:
    """Keep only what a layer holds inside a rounded rectangle (a picture window)."""
    mask = pygame.Surface(layer.surf.get_size(), pygame.SRCALPHA)
    rrect(mask, rect, (255, 255, 255, 255), r)
    layer.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def clip_circle(layer: Layer, c: Point, r: float) -> None:
    """Keep only what a layer holds inside a circle (an icon's disc)."""
    mask = pygame.Surface(layer.surf.get_size(), pygame.SRCALPHA)
    circle(mask, c, r, (255, 255, 255, 255))
    layer.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def clip_poly(layer: Layer, pts: Sequence[Point]) -> None:
    """Keep only what a layer holds inside a polygon."""
    mask = pygame.Surface(layer.surf.get_size(), pygame.SRCALPHA)
    poly(mask, pts, (255, 255, 255, 255))
    layer.surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


# ---------------------------------------------------------------- pictures every game draws (design units)

def snowflake(p: Pen, r: float, col: Colour, w: float | None = None,
              branches: Sequence[tuple[float, float]] = ((0.5, 0.32), (0.78, 0.22))) -> None:
    w = w or r * 0.16
    for i in range(6):
        a = math.radians(90 + 60 * i)
        ca, sa = math.cos(a), math.sin(a)
        p.line((0, 0), (r * ca, -r * sa), w, col)
        for f, b in branches:
            bx, by = r * f * ca, -r * f * sa
            for side in (-1, 1):
                a2 = a + side * math.radians(45)
                p.line((bx, by), (bx + r * b * math.cos(a2), by - r * b * math.sin(a2)), w * 0.85, col)
    p.circle((0, 0), w * 1.1, col)


def peak(p: Pen, ax: float, ay: float, hw: float, base: float, col: Colour, snow: Colour | None = WHITE,
         cap: float = 0.34, shade: Colour | None = None) -> None:
    """A mountain: apex (ax, ay), half-width hw at the base line y=base."""
    left, right = (ax - hw, base), (ax + hw, base)
    p.poly([(ax, ay), right, left], col)
    if shade:
        p.poly([(ax, ay), right, (ax + hw * 0.15, base)], shade)
    if snow:
        f = cap
        lx, ly = ax - hw * f, ay + (base - ay) * f
        rx, ry = ax + hw * f, ay + (base - ay) * f
        zig = [(ax, ay), (rx, ry)]
        n = 4
        for i in range(1, n):
            t = i / n
            x = rx + (lx - rx) * t
            y = ry + (ly - ry) * t + ((base - ay) * 0.07 if i % 2 else -(base - ay) * 0.02)
            zig.append((x, y))
        zig.append((lx, ly))
        p.poly(zig, snow)


def arrow(p: Pen, pts: Sequence[Point], w: float, col: Colour, head: float = 2.2) -> None:
    """A polyline ending in an arrow head."""
    p.stroke(list(pts[:-1]) + [pts[-1]], w, col)
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    d = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / d, (y2 - y1) / d
    hl, hw = w * head, w * head * 0.8
    tip = (x2 + ux * hl * 0.7, y2 + uy * hl * 0.7)
    p.poly([tip, (x2 - ux * hl * 0.5 - uy * hw, y2 - uy * hl * 0.5 + ux * hw),
            (x2 - ux * hl * 0.5 + uy * hw, y2 - uy * hl * 0.5 - ux * hw)], col)


# ---------------------------------------------------------------- cards

def card_frame(cv: Canvas, top: Colour, bottom: Colour, radius: float = 16) -> None:
    """A card's face: rounded, filled top to bottom, a light inner rim and a dark edge."""
    rect = (0, 0, cv.w, cv.h)
    paint(cv.surf, Lin(0, cv.h, [top, bottom]), lambda s, c: rrect(s, rect, c, radius))
    rrect(cv.surf, (3, 3, cv.w - 6, cv.h - 6), rgba(lighten(top, 0.45), 150), radius - 3, 1.5)
    rrect(cv.surf, rect, rgba(darken(bottom, 0.5)), radius, 1.5)


# ---------------------------------------------------------------- sprites and files

class Sprite(NamedTuple):
    """One sprite file a game's art module draws."""
    rel: str                                  # its path under sprites/, with "/" (cards/piste_red_4.png)
    draw: Callable[[], pygame.Surface]        # draws it (after setup())
    size: tuple[int, int]                     # the file's size, checked after drawing


def sprite_rel(path: str) -> str:
    """A path under sprites/ (as the game's style module names it), relative and with "/"."""
    return os.path.relpath(path, style.sprite()).replace(os.sep, "/")


def default_out_dir() -> str:
    """The game's own sprites/ folder."""
    return style.sprite()


def matches(rel: str, patterns: Sequence[str] | None) -> bool:
    """Whether a sprite's relative path (cards/piste_red_4.png), file name
    (piste_red_4.png) or name (piste_red_4) matches one of the shell patterns;
    no patterns (None) means every sprite."""
    if patterns is None:
        return True
    base = os.path.basename(rel)
    name = os.path.splitext(base)[0]
    return any(fnmatch.fnmatch(rel, pat) or fnmatch.fnmatch(base, pat) or fnmatch.fnmatch(name, pat)
               for pat in patterns)


def select(sprites: Sequence[Sprite], only: Sequence[str] | None = None) -> list[Sprite]:
    return [s for s in sprites if matches(s.rel, only)]


def setup() -> None:
    """What drawing needs, and what keeps it deterministic: fonts, and the
    generic (not CPU-dependent SIMD) smoothscale back end."""
    pygame.font.init()
    pygame.transform.set_smoothscale_backend("GENERIC")


def save_png(img: pygame.Surface, dest: str) -> None:
    """Save a PNG; pygame writes the same bytes for the same pixels (no date in it)."""
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    pygame.image.save(img, dest)


def write_sprites(sprites: Sequence[Sprite], out_dir: str, only: Sequence[str] | None = None) -> list[str]:
    """Draw the sprites (those matching only, if given) into out_dir, keeping
    their paths under sprites/; return the files written, in order."""
    setup()
    written = []
    for s in select(sprites, only):
        img = s.draw()
        if img.get_size() != tuple(s.size):
            raise SystemExit(f"{s.rel}: drawn {img.get_size()}, the game's style wants {tuple(s.size)}")
        dest = os.path.join(out_dir, *s.rel.split("/"))
        save_png(img, dest)
        written.append(dest)
    return written
