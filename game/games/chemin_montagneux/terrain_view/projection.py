"""Chemin Montagneux's table as a world, and the oblique projection that puts it
on the screen (one camera position: ``View``).

The projection: a tile is one cell wide; a world point (x, y) on the table
(cells, x to the right, y downwards) at a height z (cells: a tile is ``T``
thick) turns by the camera's quarter turns about the middle of the centre
tiles into view coordinates (vx, vy), then lands on the screen at
``origin + S * (vx + z * KX, vy * F - z * KY)``: the ground is seen from the
front and above (foreshortened by F), heights rise up the screen and a little
to the right, so each pile shows its top, its front and its left side. The
top of every pile is an upright rectangle on the screen, so a tile's face is
its sprite turned by the quarter turns and scaled.
"""
from __future__ import annotations

from typing import Any

import pygame

T = 0.24                 # a tile's thickness, in cells
KX, KY = 0.3, 0.86       # the screen offset of one cell of height (right, up)
F = 0.72                 # the ground's foreshortening
PIVOT = (1.0, 1.0)       # the camera turns about the middle of the centre tiles
#: view = (a x + b y, c x + d y) for 0 to 3 quarter turns clockwise
ROT = ((1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0))
TABLE_T = 0.4            # the table top's thickness (its front edge)

Pile = list[list[Any]]
Box = tuple[float, float, float, float]


def parse(pos: str) -> tuple[int, int, int | None]:
    parts = [int(p) for p in pos.split(",")]
    return parts[0], parts[1], (parts[2] if len(parts) > 2 else None)


def place_point(x: int, y: int, q: int | None) -> tuple[float, float]:
    """The world point in the middle of a grid square (or of a whole tile)."""
    if q is None:
        return (x + 0.5, y + 0.5)
    return (x + 0.25 + 0.5 * (q % 2), y + 0.25 + 0.5 * (q // 2))


class View:
    """One camera position: quarter turns, pixels per cell, where the pivot is."""

    def __init__(self, rot: int, scale: float, origin: tuple[float, float]) -> None:
        self.rot, self.s, self.origin = rot % 4, scale, origin
        self.m = ROT[self.rot]

    def v(self, wx: float, wy: float) -> tuple[float, float]:
        a, b, c, d = self.m
        dx, dy = wx - PIVOT[0], wy - PIVOT[1]
        return (a * dx + b * dy, c * dx + d * dy)

    def world(self, vx: float, vy: float) -> tuple[float, float]:
        a, b, c, d = self.m
        return (a * vx + c * vy + PIVOT[0], b * vx + d * vy + PIVOT[1])

    def screen(self, wx: float, wy: float, z: float = 0.0) -> tuple[float, float]:
        vx, vy = self.v(wx, wy)
        return (self.origin[0] + self.s * (vx + z * KX), self.origin[1] + self.s * (vy * F - z * KY))

    def ground(self, sx: float, sy: float, z: float) -> tuple[float, float]:
        """The world point at height z seen at the screen point (sx, sy)."""
        vx = (sx - self.origin[0]) / self.s - z * KX
        vy = ((sy - self.origin[1]) / self.s + z * KY) / F
        return self.world(vx, vy)

    def box_view(self, x: float, y: float, w: float = 1.0, h: float = 1.0) -> tuple[float, float, float, float]:
        """A world rectangle in view coordinates: left, top, width, depth (quarter
        turns map opposite corners to opposite corners)."""
        ax, ay = self.v(x, y)
        bx, by = self.v(x + w, y + h)
        return (min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay))

    def top_rect(self, x: float, y: float, z: float, w: float = 1.0, h: float = 1.0) -> pygame.Rect:
        """The screen rectangle of a world rectangle's top at height z."""
        vx, vy, vw, vh = self.box_view(x, y, w, h)
        sx = self.origin[0] + self.s * (vx + z * KX)
        sy = self.origin[1] + self.s * (vy * F - z * KY)
        x0, y0 = round(sx), round(sy)
        return pygame.Rect(x0, y0, round(sx + self.s * vw) - x0, round(sy + self.s * vh * F) - y0)

    def order(self, x: float, y: float) -> tuple[float, float]:
        """Back to front: rows away from the viewer first, then right to left."""
        vx, vy, _, _ = self.box_view(x, y)
        return (vy, -vx)

    def block(self, x: float, y: float, z0: float, z1: float, w: float = 1.0,
              h: float = 1.0) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """A box's front face and left face on the screen (from z0 up to z1)."""
        vx, vy, vw, vh = self.box_view(x, y, w, h)
        s, (ox, oy) = self.s, self.origin

        def p(px: float, py: float, z: float) -> tuple[float, float]:
            return (ox + s * (px + z * KX), oy + s * (py * F - z * KY))
        front = [p(vx, vy + vh, z0), p(vx + vw, vy + vh, z0), p(vx + vw, vy + vh, z1), p(vx, vy + vh, z1)]
        left = [p(vx, vy, z0), p(vx, vy + vh, z0), p(vx, vy + vh, z1), p(vx, vy, z1)]
        return front, left

    def outline(self, x: float, y: float, z0: float, z1: float) -> list[tuple[float, float]]:
        """The outline of a one-cell box from z0 to z1: a hexagon (its top shifts
        up and to the right of its foot)."""
        vx, vy, _, _ = self.box_view(x, y)
        s, (ox, oy) = self.s, self.origin

        def p(px: float, py: float, z: float) -> tuple[float, float]:
            return (ox + s * (px + z * KX), oy + s * (py * F - z * KY))
        return [p(vx, vy, z0), p(vx, vy + 1, z0), p(vx + 1, vy + 1, z0), p(vx + 1, vy + 1, z1), p(vx + 1, vy, z1),
                p(vx, vy, z1)]


def _hull(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    p = sorted(set(pts))
    if len(p) < 3:
        return p

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower: list[tuple[float, float]] = []
    for q in p:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], q) <= 0:
            lower.pop()
        lower.append(q)
    upper: list[tuple[float, float]] = []
    for q in reversed(p):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], q) <= 0:
            upper.pop()
        upper.append(q)
    return lower[:-1] + upper[:-1]


def inside(poly: list[tuple[float, float]], pt: tuple[float, float]) -> bool:
    """A point in a convex polygon (either winding)."""
    sign = 0
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        c = (bx - ax) * (pt[1] - ay) - (by - ay) * (pt[0] - ax)
        if c != 0:
            if sign == 0:
                sign = 1 if c > 0 else -1
            elif (c > 0) != (sign > 0):
                return False
    return n >= 3
