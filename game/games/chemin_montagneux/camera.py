"""Chemin Montagneux's camera: the view that fits the landscape (or the whole
table) into a rectangle of the window, and how far Fit may shrink it."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from .terrain_view.projection import KX, KY, TABLE_T, Box, F, View, parse


def world_box(content: Any, board: Iterable[str]) -> Box:
    """The world to fit in the window: the table and every tile, a cell round them."""
    x0, y0, w, h = content.table
    x1, y1 = x0 + w, y0 + h
    for k in board:
        x, y, _ = parse(k)
        x0, y0, x1, y1 = min(x0, x - 1), min(y0, y - 1), max(x1, x + 2), max(y1, y + 2)
    return (x0, y0, x1 - x0, y1 - y0)


def landscape_box(board: Iterable[str], margin: int = 1) -> Box:
    """The landscape and a tile's growth round it (at least the four centre
    tiles' place): what the play scene's camera fits."""
    cells = [parse(k)[:2] for k in board] or [(0, 0), (1, 1)]
    xs, ys = [c[0] for c in cells] + [0, 1], [c[1] for c in cells] + [0, 1]
    return (min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 1 + 2 * margin,
            max(ys) - min(ys) + 1 + 2 * margin)


MIN_SQUARE_PX = 32       # a grid square after Fit: this many pixels deep (and so wider)


def fit_scales(rot: int, area: pygame.Rect, box: Box, zmax: float,
               least: float = MIN_SQUARE_PX) -> tuple[float, float]:
    """(the scale that shows ``box`` whole in ``area``, the scale Fit uses): Fit
    never shrinks a grid square below ``MIN_SQUARE_PX`` deep, so on a landscape
    too large for the window it shows part of it, to be panned (``least`` 0:
    always all of it)."""
    left, top, right, bottom = _extent(rot, box, zmax)
    whole = min(area.w / max(1e-6, right - left), area.h / max(1e-6, bottom - top)) * 0.96
    return whole, max(whole, least / (0.5 * F))


def _extent(rot: int, box: Box, zmax: float) -> tuple[float, float, float, float]:
    """The box's picture at scale 1 (left, top, right, bottom), its piles up to
    ``zmax`` high."""
    vx, vy, vw, vh = View(rot, 1.0, (0.0, 0.0)).box_view(*box)
    return (vx - TABLE_T * 0.2, vy * F - zmax * KY, vx + vw + zmax * KX, (vy + vh) * F + TABLE_T)


def fit(rot: int, area: pygame.Rect, box: Box, zmax: float, zoom: float = 1.0,
        pan: tuple[float, float] = (0.0, 0.0), focus: tuple[float, float] | None = None,
        least: float = MIN_SQUARE_PX) -> View:
    """The view of ``box`` (world cells, up to ``zmax`` high) in ``area`` at zoom
    1: all of it, or (a landscape too large for the window) the part round the
    world point ``focus`` at Fit's smallest scale, kept inside the box; ``pan``
    moves the middle (view cells)."""
    left, top, right, bottom = _extent(rot, box, zmax)
    whole, fitted = fit_scales(rot, area, box, zmax, least)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    s = fitted * zoom
    if fitted > whole and focus is not None:
        fx, fy = View(rot, 1.0, (0.0, 0.0)).v(*focus)
        half_w, half_h = area.w / (2 * s), area.h / (2 * s)
        cx = min(max(fx, left + half_w), right - half_w) if right - left > 2 * half_w else cx
        cy = min(max(fy * F, top + half_h), bottom - half_h) if bottom - top > 2 * half_h else cy
    cx, cy = cx + pan[0], cy + pan[1] * F
    return View(rot, s, (area.centerx - cx * s, area.centery - cy * s))
