"""The ways down a piste card allows from a spot: every path, spot by spot,
for a card of a colour and worth so many movement points, past the closed
spots. Cached on the content (the answer depends only on the board and the
closed spots), within a bound."""
from __future__ import annotations

from typing import Any, TypeVar

from .board import DIFFICULTY
from .content import SkiContent

PATH_CACHE_MAX = 4000      # cached path lists per content (a long session plays many games)

T = TypeVar("T")


def keep(c: SkiContent, key: Any, value: T) -> T:
    """Keep ``value`` under ``key`` on the content, and return it: the answers kept
    there hang on closed spots and places that differ from game to game, so the
    store is emptied once it holds ``PATH_CACHE_MAX``."""
    if len(c.cache) >= PATH_CACHE_MAX:
        c.cache.clear()
    c.cache[key] = value
    return value


def closed_within(c: SkiContent, start: int, points: int, closed: frozenset[int]) -> frozenset[int]:
    """The closed spots a skier at ``start`` could meet on a card worth ``points``
    (those within ``points`` piste links below it): the ways down depend on
    these alone, so the caches are keyed by them, and a marker far away leaves
    them as they were."""
    if not closed:
        return closed
    key = ("reach", start, points)
    reach: frozenset[int] | None = c.cache.get(key)
    if reach is None:
        out = c.board.piste_out
        seen: set[int] = set()
        frontier = [start]
        for _ in range(points):
            frontier = [t for u in frontier for t in out.get(u, ()) if t not in seen]
            seen.update(frontier)
        reach = frozenset(seen)
        c.cache[key] = reach
    return closed & reach


def move_paths(c: SkiContent, start: int, colour: str, points: int,
               closed: frozenset[int]) -> list[tuple[int, ...]]:
    """Every path a piste card of ``colour`` worth ``points`` allows from ``start``.

    Each path lists the spots entered, in order; every prefix of a legal path
    is legal too (a skier may stop early). Cached on the content: the answer
    only depends on the board and the closed spots.
    """
    closed = closed_within(c, start, points, closed)
    key = ("paths", start, colour, points, closed)
    hit = c.cache.get(key)
    if hit is not None:
        return hit
    b = c.board
    spots = b.spots
    out: list[tuple[int, ...]] = []
    s = spots[start]

    # The card's colour is the measure (docs/rules.md, "Carrying on"): a black card
    # carries on onto red, blue and green runs, a red one onto blue and green, a
    # green one only onto green; onto a run harder than the card the skier enters
    # its first spot and stops.
    card = DIFFICULTY[colour]

    def extend(node: int, pts: int, path: tuple[int, ...], at_station: bool) -> None:
        # depth first, with a stack of the spots' ways on still to try (a nested function
        # calling itself would be a reference cycle, left to the collector)
        todo = [(iter(b.piste_out[node]), pts, path, at_station)]
        while todo:
            ways, pts, path, at_station = todo[-1]
            for t in ways:
                if t in closed:
                    continue
                ts = spots[t]
                if ts.kind == "piste" and ts.colour is not None:     # a piste spot has its run's colour
                    d = DIFFICULTY[ts.colour]
                    if at_station and d > card:
                        continue  # through a station only onto a run the card may ski on
                    np = path + (t,)
                    out.append(np)
                    if d <= card and pts > 1:
                        todo.append((iter(b.piste_out[t]), pts - 1, np, False))
                        break
                    # onto a run harder than the card: the skier enters its first spot and stops
                else:
                    np = path + (t,)
                    out.append(np)
                    if ts.kind != "town" and pts > 1:
                        todo.append((iter(b.piste_out[t]), pts - 1, np, True))
                        break
            else:
                todo.pop()

    if s.kind == "piste":
        if s.colour == colour:
            extend(start, points, (), False)
    elif s.kind in ("lift", "restaurant"):
        # Off a station the first spot must be of the card's colour.
        for t in b.piste_out[start]:
            ts = spots[t]
            if t in closed or ts.kind != "piste" or ts.colour != colour:
                continue
            out.append((t,))
            if points > 1:
                extend(t, points - 1, (t,), False)
    return keep(c, key, out)


def path_set(c: SkiContent, start: int, colour: str, points: int,
             closed: frozenset[int]) -> frozenset[tuple[int, ...]]:
    """``move_paths`` as a set, for asking whether one path is among them (cached too)."""
    closed = closed_within(c, start, points, closed)
    key = ("path_set", start, colour, points, closed)
    hit = c.cache.get(key)
    if hit is None:
        hit = keep(c, key, frozenset(move_paths(c, start, colour, points, closed)))
    return hit
