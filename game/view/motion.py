"""What moves on the window: pieces gliding along a path (``Tween``),
pictures flying from one point to another (``Flight``), stepped by the
animation clock and drawn over the still layer, and the way a moving piece
takes traced under it (``draw_trace``)."""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from .text import text


class Tween:
    """A piece gliding along a polyline (world coordinates); with ``hop``, it
    bounces from point to point instead (a bus going stop to stop)."""

    def __init__(self, seat: int | None, points: list[tuple[float, float]], speed: float, hop: float = 0.0,
                 piece: Any = None) -> None:
        self.seat, self.points, self.speed, self.hop, self.piece = seat, points, speed, hop, piece
        #: the game as it stood before the action this move shows (the screen presents it meanwhile)
        self.before: Any = None
        self.lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
        self.total = sum(self.lengths) or 1.0
        self.t = 0.0

    def step(self, dt: float) -> None:
        self.t = min(self.total, self.t + dt * self.speed)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def pos(self) -> tuple[float, float]:
        d = self.t
        for (a, b), ln in zip(zip(self.points, self.points[1:]), self.lengths):
            if d <= ln and ln > 0:
                k = d / ln
                lift = self.hop * math.sin(math.pi * k) * min(1.0, ln / 80)
                return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - lift)
            d -= ln
        return self.points[-1]


class Flight:
    """A picture flying from one screen point to another (a card to a hand, points to the score board)."""

    def __init__(self, pic: pygame.Surface | None, start: tuple[float, float], end: tuple[float, float],
                 secs: float, label: str = "", grow: float = 1.0, hold: float = 0.0, size: int = 28,
                 spin: float = 0.0, fade: bool = False) -> None:
        self.pic, self.start, self.end, self.secs, self.label, self.size = pic, start, end, secs, label, size
        self.grow, self.hold, self.t, self.spin, self.fade = grow, hold, 0.0, spin, fade

    def step(self, dt: float) -> None:
        self.t += dt

    @property
    def done(self) -> bool:
        return self.t >= self.secs + self.hold

    def draw(self, screen: pygame.Surface) -> pygame.Rect:
        """Draw at the current moment; returns the rectangle drawn over."""
        k = 0.0 if self.t < self.hold else min(1.0, (self.t - self.hold) / self.secs)
        e = k * k * (3 - 2 * k)
        x = self.start[0] + (self.end[0] - self.start[0]) * e
        y = self.start[1] + (self.end[1] - self.start[1]) * e
        if self.pic is not None:
            scale = self.grow + (1 - self.grow) * e
            pic = self.pic
            if self.spin:
                pic = pygame.transform.rotozoom(pic, self.spin * k, scale)
            elif scale != 1:
                pic = pygame.transform.smoothscale(pic, (max(1, round(pic.get_width() * scale)),
                                                         max(1, round(pic.get_height() * scale))))
            if self.fade:
                pic = pic.copy()
                pic.set_alpha(round(255 * (1 - k)))
            out = screen.blit(pic, pic.get_rect(center=(x, y)))
        else:
            out = pygame.Rect(round(x), round(y), 0, 0)
        if self.label:
            out = out.union(text(screen, self.label, (x, y), self.size, (255, 200, 40), bold=True, anchor="center"))
        return out


TRACE_DARK = (16, 24, 40)       # a trace's outline on light ground (snow, tiles)
TRACE_LIGHT = (240, 244, 250)   # ... around a dark colour, which a dark outline would swallow


def trace_outline(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The outline a trace in ``colour`` gets: dark, or light for a dark colour."""
    r, g, b = colour
    return TRACE_LIGHT if 0.299 * r + 0.587 * g + 0.114 * b < 70 else TRACE_DARK


def draw_trace(screen: pygame.Surface, points: Sequence[tuple[float, float]], colour: tuple[int, int, int],
               width: int, dots: bool = False) -> list[pygame.Rect]:
    """The way a moving piece takes (screen points, start first): a line
    ``width`` wide in its player's colour over an outline that stands out on
    the board, with round joints; with ``dots``, a dot at each stop after the
    start (the spaces counted). Returns the rectangles drawn over (the
    screen's clip respected): thin pieces along the way, not the box round it,
    so the next frame puts back only the band the trace covers (a long way
    across the board would otherwise cost a large part of a full redraw every
    frame). Empty for fewer than two points."""
    if len(points) < 2:
        return []
    pts = [(round(x), round(y)) for x, y in points]
    edge = trace_outline(colour)
    out = width + 4
    dot = width if dots else 0
    pygame.draw.lines(screen, edge, False, pts, out)
    for i, p in enumerate(pts):
        pygame.draw.circle(screen, edge, p, dot + 2 if dots and i > 0 else out // 2)
    pygame.draw.lines(screen, colour, False, pts, width)
    for i, p in enumerate(pts):
        pygame.draw.circle(screen, colour, p, dot if dots and i > 0 else width // 2)
    clip = screen.get_clip()
    return trace_pieces(tuple(pts), max(out, 2 * (dot + 2)) // 2 + 2, (clip.x, clip.y, clip.w, clip.h))


TRACE_PIECE = 48                # pixels of a trace one rectangle covers at first
TRACE_WASTE = 8192              # pixels of board a rectangle may take in to save another (each costs a blit)
_pieces: dict[tuple, list[pygame.Rect]] = {}      # the last traces' pieces (each frame of a move draws the same)


def trace_pieces(pts: tuple[tuple[int, int], ...], pad: int, clip: tuple[int, int, int, int]) -> list[pygame.Rect]:
    """Rectangles that together cover a polyline drawn ``pad`` pixels either
    side of its points, within ``clip``: pieces of ``TRACE_PIECE`` pixels of
    it, each joined to the one before while that takes in at most
    ``TRACE_WASTE`` pixels more than the pieces themselves (a diagonal's box
    is mostly board the line never touches; a straight run down is one)."""
    key = (pts, pad, clip)
    hit = _pieces.get(key)
    if hit is None:
        if len(_pieces) >= 8:
            _pieces.clear()
        hit = _pieces[key] = _trace_pieces(pts, pad, pygame.Rect(clip))
    return [r.copy() for r in hit]


def _trace_pieces(pts: tuple[tuple[int, int], ...], pad: int, clip: pygame.Rect) -> list[pygame.Rect]:
    rects: list[pygame.Rect] = []
    held = 0                    # the area of the pieces the last rectangle holds
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        n = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / TRACE_PIECE))
        for k in range(n):
            ax, ay = x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n
            bx, by = x0 + (x1 - x0) * (k + 1) / n, y0 + (y1 - y0) * (k + 1) / n
            left, top = math.floor(min(ax, bx)) - pad, math.floor(min(ay, by)) - pad
            box = pygame.Rect(left, top, math.ceil(max(ax, bx)) + pad + 1 - left,
                              math.ceil(max(ay, by)) + pad + 1 - top).clip(clip)
            if not (box.w and box.h):
                continue
            if rects:
                both = rects[-1].union(box)
                if both.w * both.h <= held + box.w * box.h + TRACE_WASTE:
                    rects[-1] = both
                    held += box.w * box.h
                    continue
            rects.append(box)
            held = box.w * box.h
    return rects
