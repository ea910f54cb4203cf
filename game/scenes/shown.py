"""What a game shows on its board, declared: the things a click may land on
(places and pieces), each with its key, its shape on the screen and its layer.

A game's scene declares its board's things (``TableScene._things``) for the
board as it is drawn now; the table does the rest alike for every game, from
the declaration alone: the thing a click at a pixel lands on (the topmost
there, a lit one before one merely drawn over it), where a key's thing is
(the outline of what is lit, picked or hinted, the ring the tests click, the
tooltip's keep-clear), and the points worth clicking (the monkey's). No game
writes its own hit-testing or outline code.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.core.interaction import Key


@dataclass(frozen=True)
class Disc:
    """A round thing: its centre and radius on the screen."""
    centre: tuple[float, float]
    radius: float

    def contains(self, pos: tuple[int, int]) -> bool:
        return (pos[0] - self.centre[0]) ** 2 + (pos[1] - self.centre[1]) ** 2 <= self.radius ** 2

    def bounds(self) -> pygame.Rect:
        r = round(self.radius)
        return pygame.Rect(round(self.centre[0]) - r, round(self.centre[1]) - r, 2 * r, 2 * r)


@dataclass(frozen=True)
class Polygon:
    """A thing of any outline: its corners on the screen, in order."""
    points: tuple[tuple[float, float], ...]

    def contains(self, pos: tuple[int, int]) -> bool:
        x, y = pos
        inside = False
        pts = self.points
        for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside

    def bounds(self) -> pygame.Rect:
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        left, top = int(min(xs)), int(min(ys))
        return pygame.Rect(left, top, max(1, round(max(xs)) - left), max(1, round(max(ys)) - top))


@dataclass(frozen=True)
class Box:
    """A rectangular thing on the screen."""
    rect: pygame.Rect

    def contains(self, pos: tuple[int, int]) -> bool:
        return bool(self.rect.collidepoint(pos))

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(self.rect)


Shape = Box | Disc | Polygon


@dataclass(frozen=True)
class Thing:
    """A place or piece of the board as drawn now: a click inside ``shape`` names
    ``key``; of several at one pixel the highest ``layer`` (then the last
    declared) is on top.

    ``ring``: where its outline goes, if not round its shape (a space's own box
    inside a larger click area). ``opaque``: it hides whatever lies on lower
    layers where it is drawn (a pile of tiles: nothing behind it takes a click
    through it). ``ground``: a place that pieces stand on or in front of: lit,
    it takes a click on a piece drawn over it (the piece hides none of it).
    ``partly``: other things may stand in front of it, so its outline is the
    part of it that shows (worked out when asked)."""
    key: Key
    shape: Shape
    layer: int = 0
    ring: pygame.Rect | None = None
    opaque: bool = False
    ground: bool = False
    partly: bool = False

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(self.ring) if self.ring is not None else self.shape.bounds()


def box(key: Key, rect: pygame.Rect, layer: int = 0) -> Thing:
    return Thing(key, Box(pygame.Rect(rect)), layer)


def disc(key: Key, centre: tuple[float, float], radius: float, layer: int = 0) -> Thing:
    return Thing(key, Disc(centre, radius), layer)


def polygon(key: Key, points: Sequence[tuple[float, float]], layer: int = 0) -> Thing:
    return Thing(key, Polygon(tuple(points)), layer)


#: where the part of a thing that shows is looked for, the middle first (fractions of its box)
_TRIES = sorted(((fx, fy) for fx in (0.5, 0.3, 0.7, 0.15, 0.85) for fy in (0.5, 0.3, 0.7, 0.15, 0.85)),
                key=lambda f: abs(f[0] - 0.5) + abs(f[1] - 0.5))


class Shown:
    """A board's things as declared, and what the table asks of them.

    ``area``: the board's part of the screen; ``covers``: what is drawn over the
    board there (the board's own buttons): nothing of the board shows under them."""

    def __init__(self, things: Iterable[Thing], area: pygame.Rect | None = None,
                 covers: Sequence[pygame.Rect] = ()) -> None:
        listed = list(things)
        # the topmost first: the highest layer, then the last declared
        order = sorted(range(len(listed)), key=lambda i: (listed[i].layer, i), reverse=True)
        self.things = [listed[i] for i in order]
        self._by_key: dict[Key, list[Thing]] = {}
        for t in listed:
            self._by_key.setdefault(t.key, []).append(t)
        self.area = pygame.Rect(area) if area is not None else None
        self.covers = [pygame.Rect(r) for r in covers]
        self._outlines: dict[tuple[Key, frozenset[Key]], list[pygame.Rect]] = {}

    def _open(self, pos: tuple[int, int]) -> bool:
        """Does the board show at ``pos`` (inside it, under none of its buttons)?"""
        return (self.area is None or bool(self.area.collidepoint(pos))) and \
            not any(r.collidepoint(pos) for r in self.covers)

    def seen(self, pos: tuple[int, int]) -> list[Thing]:
        """The things drawn at ``pos`` that show there, topmost first: down to the
        layer of the first opaque one (it hides what lies below it)."""
        if not self._open(pos):
            return []
        out: list[Thing] = []
        floor: int | None = None
        for t in self.things:
            if floor is not None and t.layer < floor:
                break
            if t.shape.contains(pos):
                out.append(t)
                if t.opaque and floor is None:
                    floor = t.layer
        return out

    def at(self, pos: tuple[int, int], lit: frozenset[Key] = frozenset()) -> Key | None:
        """The key of what a click at ``pos`` lands on: a lit ground place there (the
        pieces drawn over it hide none of it), else the topmost lit thing there
        (something merely drawn over a lit one does not hide it), else the
        topmost; of things side by side on one layer whose click areas meet, the
        nearest."""
        here = self.seen(pos)
        if not here:
            return None
        pool = [t for t in here if t.ground and t.key in lit] or [t for t in here if t.key in lit] or here
        top = [t for t in pool if t.layer == pool[0].layer]
        if len(top) == 1:
            return top[0].key

        def off(t: Thing) -> float:
            cx, cy = t.shape.bounds().center
            return float((cx - pos[0]) ** 2 + (cy - pos[1]) ** 2)
        return min(top, key=off).key

    def _shows(self, t: Thing, pos: tuple[int, int], lit: frozenset[Key]) -> bool:
        """Is ``t``'s thing what is seen at ``pos`` (ground shows through the pieces
        in front of it; a piece, where a click there lands on it)?"""
        if t.ground:
            return any(o.key == t.key and o.ground for o in self.seen(pos))
        return self.at(pos, lit) == t.key

    def _seen_part(self, t: Thing, lit: frozenset[Key]) -> pygame.Rect | None:
        """``t``'s outline if its middle shows it; else a smaller box round the point
        of it nearest the middle that does; None if none does."""
        r = t.bounds()
        for fx, fy in _TRIES:
            p = (r.x + round(r.w * fx), r.y + round(r.h * fy))
            if self._shows(t, p, lit):
                if (fx, fy) == (0.5, 0.5):
                    return r
                part = pygame.Rect(0, 0, max(6, r.w // 3), max(6, r.h // 3))
                part.center = p
                return part
        return None

    def outline(self, key: Key, lit: frozenset[Key] = frozenset()) -> list[pygame.Rect]:
        """Where ``key``'s things show (none: nothing of it is drawn now); a thing
        that others may stand in front of, the part of it that shows."""
        got = self._outlines.get((key, lit))
        if got is None:
            rects = [t.bounds() if not t.partly else self._seen_part(t, lit) for t in self._by_key.get(key, [])]
            got = self._outlines[(key, lit)] = [r for r in rects if r is not None]
        return list(got)

    def keys(self) -> list[Key]:
        return list(self._by_key)

    def points(self) -> list[tuple[float, float]]:
        """A point inside each thing (where the monkey and a test may click)."""
        return [t.bounds().center for t in reversed(self.things)]
