"""What every game's rulebook pictures use, naming no game: the set-up that
keeps them deterministic, labels and badges in the game's font, arrows and
lines drawn smooth (four times larger, then shrunk), captions, panels laid
side by side, and the writing of the files.

A picture is drawn at the size of its file (at most ``MAX_W`` wide): the
board art comes from the game's own renderers at the scale the picture
needs, the labels are drawn at their own size so they stay crisp.
"""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame  # the art package has chosen the SDL drivers and set sys.path

from game.view import style
from game.view.fonts import Fonts

Colour = tuple[int, ...]
Point = tuple[float, float]

MAX_W = 640                          # a picture's widest (the rules screen and GitHub both show it whole)
SS = 4                               # smooth lines: drawn this many times larger, then shrunk
INK: Colour = style.INK_RGB
WHITE: Colour = (255, 255, 255)
PAPER: Colour = (238, 243, 249)      # behind the panels
EDGE: Colour = (170, 184, 204)
LIT: Colour = (255, 226, 60)         # what the game lights
NO: Colour = (200, 40, 44)           # what a rule forbids or stops
YES: Colour = (34, 134, 60)          # what it allows

_fonts = Fonts()


class Picture(NamedTuple):
    """One file of docs/play/img/ and how to draw it."""
    file: str                                   # "ski-take-limits.png"
    draw: Callable[[], pygame.Surface]


def setup() -> None:
    """A display of one pixel (the renderers convert their images for it), the
    fonts, and the generic smoothscale back end, so every run draws the same pixels."""
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    pygame.transform.set_smoothscale_backend("GENERIC")


def font(size: int, bold: bool = True) -> pygame.font.Font:
    return _fonts.get(size, bold)


# ---------------------------------------------------------------- text

def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """The words in lines no wider than ``width`` (none for no words)."""
    from game.view.text import wrap_words
    return [line for line in wrap_words(f, text, width) if line]


def words(surf: pygame.Surface, text: str, pos: Point, size: int = 13, ink: Colour = INK, bold: bool = True,
          anchor: str = "topleft") -> pygame.Rect:
    """A line of text, no background."""
    img = font(size, bold).render(text, True, ink)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surf.blit(img, r)
    return r


def tag(surf: pygame.Surface, text: str, pos: Point, size: int = 12, ink: Colour = INK,
        fill: Colour = (255, 255, 255, 232), anchor: str = "center", edge: Colour | None = None,
        width: int | None = None) -> pygame.Rect:
    """A label on a pale rounded card (wrapped to ``width`` if given), like the board's own names."""
    f = font(size, True)
    lines = wrap(text, f, width) if width else [text]
    imgs = [f.render(ln, True, ink) for ln in lines]
    pad = max(3, size // 3)
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + pad
    r = pygame.Rect(0, 0, w, h)
    setattr(r, anchor, (round(pos[0]), round(pos[1])))
    bg = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, fill, bg.get_rect(), border_radius=pad + 1)
    if edge is not None:
        pygame.draw.rect(bg, edge, bg.get_rect(), 2, border_radius=pad + 1)
    surf.blit(bg, r)
    y = r.y + pad // 2
    for img in imgs:
        surf.blit(img, (r.centerx - img.get_width() // 2, y))
        y += img.get_height()
    return r


def badge(surf: pygame.Surface, text: str, centre: Point, radius: int, fill: Colour, ink: Colour = WHITE,
          ring: Colour = WHITE) -> pygame.Rect:
    """A number (or a short word) in a disc."""
    with Smooth(surf) as s:
        s.circle(centre, radius + 2, ring)
        s.circle(centre, radius, fill)
    img = font(max(8, round(radius * 1.15)), True).render(text, True, ink)
    r = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surf.blit(img, r)
    return pygame.Rect(round(centre[0] - radius), round(centre[1] - radius), 2 * radius, 2 * radius)


# ---------------------------------------------------------------- smooth lines

class Smooth:
    """Lines, arrows, discs and crosses drawn SS times larger on a clear layer,
    shrunk (premultiplied, so edges keep their colour) and laid on ``surf`` when
    the ``with`` block ends. Coordinates are ``surf``'s own."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.surf = surf
        w, h = surf.get_size()
        self.layer = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)

    def __enter__(self) -> Smooth:
        return self

    def __exit__(self, *exc: object) -> None:
        small = pygame.transform.smoothscale(self.layer.premul_alpha(), self.surf.get_size())
        self.surf.blit(small, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)

    @staticmethod
    def _p(p: Point) -> tuple[float, float]:
        return (p[0] * SS, p[1] * SS)

    def line(self, pts: Sequence[Point], width: float, col: Colour) -> None:
        """A polyline with round joins and ends."""
        w = max(1, round(width * SS))
        big = [self._p(p) for p in pts]
        for a, b in zip(big, big[1:]):
            pygame.draw.line(self.layer, col, a, b, w)
        for p in big:
            pygame.draw.circle(self.layer, col, p, w / 2)

    def dashed(self, pts: Sequence[Point], width: float, col: Colour, dash: float = 7, gap: float = 5) -> None:
        on, left = True, dash
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            seg = math.hypot(x1 - x0, y1 - y0)
            pos = 0.0
            while seg > 0 and pos < seg:
                step = min(left, seg - pos)
                if on:
                    a = (x0 + (x1 - x0) * pos / seg, y0 + (y1 - y0) * pos / seg)
                    b = (x0 + (x1 - x0) * (pos + step) / seg, y0 + (y1 - y0) * (pos + step) / seg)
                    self.line([a, b], width, col)
                pos += step
                left -= step
                if left <= 1e-6:
                    on = not on
                    left = dash if on else gap

    def arrow(self, pts: Sequence[Point], width: float, col: Colour, head: float = 3.0,
              outline: Colour | None = None) -> None:
        """A polyline ending in an arrow head (the line stops short of the tip),
        over a darker outline if given."""
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        d = math.hypot(x2 - x1, y2 - y1) or 1.0
        ux, uy = (x2 - x1) / d, (y2 - y1) / d
        hl, hw = width * head, width * head * 0.62
        base = (x2 - ux * hl, y2 - uy * hl)
        tri = [(x2, y2), (base[0] - uy * hw, base[1] + ux * hw), (base[0] + uy * hw, base[1] - ux * hw)]
        body = list(pts[:-1]) + [(x2 - ux * hl * 0.7, y2 - uy * hl * 0.7)]
        if outline is not None:
            self.line(body, width + 3, outline)
            grown = [(x2 + ux * 2.2, y2 + uy * 2.2), (tri[1][0] - ux * 1.2 - uy * 1.6, tri[1][1] - uy * 1.2 + ux * 1.6),
                     (tri[2][0] - ux * 1.2 + uy * 1.6, tri[2][1] - uy * 1.2 - ux * 1.6)]
            self.polygon(grown, outline)
        self.line(body, width, col)
        self.polygon(tri, col)

    def polygon(self, pts: Sequence[Point], col: Colour) -> None:
        pygame.draw.polygon(self.layer, col, [self._p(p) for p in pts])

    def circle(self, c: Point, r: float, col: Colour, width: float = 0) -> None:
        pygame.draw.circle(self.layer, col, self._p(c), r * SS, max(0, round(width * SS)))

    def cross(self, c: Point, r: float, width: float, col: Colour, outline: Colour = WHITE) -> None:
        """An X: a step that is not taken, a snowboarder knocked off."""
        for w, colour in ((width + 3, outline), (width, col)):
            self.line([(c[0] - r, c[1] - r), (c[0] + r, c[1] + r)], w, colour)
            self.line([(c[0] - r, c[1] + r), (c[0] + r, c[1] - r)], w, colour)


def beside(pts: Sequence[Point], d: float) -> list[Point]:
    """A polyline moved ``d`` pixels to its right (seen going along it; negative:
    its left), each corner along the mean of its two sides' normals: a way drawn
    beside a line without hiding it."""
    out: list[Point] = []
    clean = [p for i, p in enumerate(pts) if i == 0 or math.dist(p, pts[i - 1]) > 1e-6]
    for i, (x, y) in enumerate(clean):
        nx = ny = 0.0
        for a, b in ((clean[max(0, i - 1)], clean[i]), (clean[i], clean[min(len(clean) - 1, i + 1)])):
            dx, dy = b[0] - a[0], b[1] - a[1]
            ln = math.hypot(dx, dy)
            if ln > 0:
                nx, ny = nx - dy / ln, ny + dx / ln
        ln = math.hypot(nx, ny) or 1.0
        out.append((x + nx / ln * d, y + ny / ln * d))
    return out


def resample(pts: Sequence[Point], step: float) -> list[Point]:
    """Points every ``step`` pixels along a polyline (its ends kept): a smooth
    curve once moved aside."""
    out: list[Point] = [pts[0]]
    carry = 0.0
    for a, b in zip(pts, pts[1:]):
        seg = math.dist(a, b)
        t = step - carry
        while t < seg:
            out.append((a[0] + (b[0] - a[0]) * t / seg, a[1] + (b[1] - a[1]) * t / seg))
            t += step
        carry = seg - (t - step)
    if math.dist(out[-1], pts[-1]) > 1e-6:
        out.append(pts[-1])
    return out


# ---------------------------------------------------------------- layout

def crop(img: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """A copy of part of a drawing (clipped to it)."""
    return img.subsurface(rect.clip(img.get_rect())).copy()


def caption(text: str, width: int, size: int = 13, ink: Colour = INK, bold: bool = False,
            align: str = "center") -> pygame.Surface:
    """Text wrapped to ``width``, on a clear background."""
    f = font(size, bold)
    lines = wrap(text, f, width)
    h = f.get_linesize()
    out = pygame.Surface((width, max(1, h * len(lines))), pygame.SRCALPHA)
    for i, ln in enumerate(lines):
        img = f.render(ln, True, ink)
        x = (width - img.get_width()) // 2 if align == "center" else 0
        out.blit(img, (x, i * h))
    return out


def panel(img: pygame.Surface, title: str | None = None, note: str | None = None, width: int | None = None,
          pad: int = 6, fill: Colour = WHITE, icon: pygame.Surface | None = None) -> pygame.Surface:
    """A drawing framed on a white card, with a title above it and a note
    below it (each wrapped to the card's width; an ``icon``, such as the dice
    rolled, to the left of the note)."""
    w = width or img.get_width() + 2 * pad
    parts: list[pygame.Surface] = []
    if title:
        parts.append(caption(title, w - 2 * pad, 14, INK, bold=True))
    parts.append(img)
    if note:
        text = caption(note, w - 2 * pad - (icon.get_width() + pad if icon else 0), 12, (60, 66, 84),
                       align="left" if icon else "center")
        if icon is not None:
            both = pygame.Surface((icon.get_width() + pad + text.get_width(), max(icon.get_height(),
                                                                               text.get_height())), pygame.SRCALPHA)
            both.blit(icon, (0, (both.get_height() - icon.get_height()) // 2))
            both.blit(text, (icon.get_width() + pad, (both.get_height() - text.get_height()) // 2))
            text = both
        parts.append(text)
    h = sum(p.get_height() for p in parts) + pad * (len(parts) + 1)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=8)
    pygame.draw.rect(out, EDGE, out.get_rect(), 1, border_radius=8)
    y = pad
    for p in parts:
        out.blit(p, ((w - p.get_width()) // 2, y))
        y += p.get_height() + pad
    return out


def row(items: Sequence[pygame.Surface], gap: int = 8, pad: int = 8, fill: Colour = PAPER) -> pygame.Surface:
    """Panels side by side on a pale background, tops aligned."""
    w = sum(i.get_width() for i in items) + gap * (len(items) - 1) + 2 * pad
    h = max(i.get_height() for i in items) + 2 * pad
    out = pygame.Surface((w, h))
    out.fill(fill)
    x = pad
    for i in items:
        out.blit(i, (x, pad))
        x += i.get_width() + gap
    return out


def column(items: Sequence[pygame.Surface], gap: int = 6, pad: int = 8, fill: Colour = PAPER) -> pygame.Surface:
    """Pieces one under the other, centred, on a pale background."""
    w = max(i.get_width() for i in items) + 2 * pad
    h = sum(i.get_height() for i in items) + gap * (len(items) - 1) + 2 * pad
    out = pygame.Surface((w, h))
    out.fill(fill)
    y = pad
    for i in items:
        out.blit(i, ((w - i.get_width()) // 2, y))
        y += i.get_height() + gap
    return out


def opaque(img: pygame.Surface, fill: Colour = PAPER) -> pygame.Surface:
    out = pygame.Surface(img.get_size())
    out.fill(fill)
    out.blit(img, (0, 0))
    return out


# ---------------------------------------------------------------- files

def write(pictures: Sequence[Picture], out_dir: str, only: Sequence[str] | None = None) -> list[str]:
    """Draw the pictures (those whose file name is in ``only``, if given) into
    out_dir; return the files written. A picture wider than MAX_W is refused."""
    setup()
    written = []
    for p in pictures:
        if only and p.file not in only and os.path.splitext(p.file)[0] not in only:
            continue
        img = opaque(p.draw())
        if img.get_width() > MAX_W:
            raise SystemExit(f"{p.file}: {img.get_width()} pixels wide, more than {MAX_W}")
        os.makedirs(out_dir, exist_ok=True)
        dest = os.path.join(out_dir, p.file)
        pygame.image.save(img, dest)
        written.append(dest)
    return written
