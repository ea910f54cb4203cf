"""The mountain as a graph, built from a Tiled map and checked on load.

See docs/map-format.md for the map format. The board is immutable once built
and shared by every game state that plays on it.
"""
from __future__ import annotations

import heapq
import math
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.content.tiled import TITLE_PROPERTIES, MapData, MapObject, classless_note, load_map
from game.core.protocol import ContentError
from game.core.quote import quoted

COLOURS = ("green", "blue", "red", "black")
DIFFICULTY = {c: i for i, c in enumerate(COLOURS)}
LIFT_TYPES = ("cable_car", "chair", "drag")
LIFT_TYPE_NAMES = {"cable_car": "cable car", "chair": "chair lift", "drag": "drag lift"}

SPOT_CLASSES = {"Town": "town", "Restaurant": "restaurant", "LiftStation": "lift",
                "PisteSpot": "piste", "BusStop": "bus_stop"}
LINK_CLASSES = ("Piste", "Lift", "Bus", "Walkway")
# Which spot kinds each link class may join: (allowed at 'from', allowed at 'to').
_LINK_ENDS = {
    "Piste": ({"piste", "lift", "restaurant"}, {"piste", "lift", "restaurant", "town"}),
    "Lift": ({"lift", "town", "restaurant"}, {"lift", "restaurant"}),
    "Bus": ({"town", "bus_stop"}, {"town", "bus_stop"}),
    "Walkway": ({"lift", "town", "restaurant"}, {"lift", "town", "restaurant"}),
}
RUN_POINTS = (1, 50)  # what a numbered run may be worth on the run recorder (the map's 'points')
_END_SLACK = 8.0     # pixels a polyline end may lie outside its spot
_TOUCH_SLACK = 2.0   # pixels between two lift circles that still count as touching


class MapError(ContentError):
    """A map that fails validation; ``problems`` holds every one-line message."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        super().__init__(problems[0] + more)


@dataclass(frozen=True)
class Spot:
    id: int
    name: str
    kind: str                 # town, restaurant, lift, piste, bus_stop
    x: float
    y: float
    radius: float
    colour: str | None = None
    run: str | None = None
    number: int | None = None

    @property
    def label(self) -> str:
        if self.name:
            return self.name
        if self.kind == "piste":
            return f"{self.run} {self.number}" if self.number else f"{self.run}"
        return f"{self.kind.replace('_', ' ')} {self.id}"


@dataclass(frozen=True)
class Lift:
    id: int
    name: str
    type: str
    bottom: int
    top: int
    points: tuple[tuple[float, float], ...]

    @property
    def label(self) -> str:
        return self.name or f"{LIFT_TYPE_NAMES[self.type]} {self.id}"


@dataclass(frozen=True)
class Link:
    id: int
    cls: str
    start: int
    end: int
    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Run:
    name: str
    colour: str
    spots: tuple[int, ...]     # numbered runs: in number order
    numbered: bool
    points: int | None = None  # numbered runs: the points the map gives (None: the content's default)


@dataclass
class Board:
    path: str
    title: str
    width: int
    height: int
    spots: dict[int, Spot]
    lifts: dict[int, Lift]
    links: list[Link]
    runs: dict[str, Run]
    piste_out: dict[int, tuple[int, ...]]
    piste_links: dict[tuple[int, int], int]
    lifts_from: dict[int, tuple[int, ...]]
    bus_adj: dict[int, tuple[int, ...]]
    walk_adj: dict[int, tuple[int, ...]]
    night_cost: dict[int, int] = field(default_factory=dict)
    night_next: dict[int, int | None] = field(default_factory=dict)
    by_name: dict[str, int] = field(default_factory=dict)
    lift_by_name: dict[str, int] = field(default_factory=dict)
    #: each spot as players read it (``place``): its name, or where it lies
    names: dict[int, str] = field(default_factory=dict)

    def place(self, spot: int) -> str:
        """A spot in words for players: its own name, "the top of Arolle Chair"
        for a lift station without one, "the blue run below Refuge du Chamois"
        for a spot of a run without a name; never a map's internal id."""
        return self.names.get(spot) or self.spots[spot].label

    # -- queries -----------------------------------------------------------
    def kind(self, spot: int) -> str:
        return self.spots[spot].kind

    def towns(self) -> list[int]:
        return [s.id for s in self.spots.values() if s.kind == "town"]

    def restaurants(self) -> list[int]:
        return [s.id for s in self.spots.values() if s.kind == "restaurant"]

    def lift_tops(self) -> list[int]:
        return sorted({lift.top for lift in self.lifts.values()})

    def numbered_runs(self) -> list[Run]:
        return [r for r in self.runs.values() if r.numbered]

    def night_route(self, spot: int) -> tuple[int, list[int]]:
        """Penalty points and the spots of the shortest way to a town at night."""
        route = []
        s: int | None = spot
        while s is not None and self.spots[s].kind != "town":
            s = self.night_next.get(s)
            if s is not None:
                route.append(s)
        return self.night_cost[spot], route

    def resolve(self, ref: str | int) -> int:
        """A spot id from an id or a unique name (used by scenarios and the CLI)."""
        if isinstance(ref, int):
            if ref in self.spots:
                return ref
            raise KeyError(f"no spot with id {ref}")
        if ref in self.by_name:
            return self.by_name[ref]
        if ref.lstrip("#").isdigit() and int(ref.lstrip("#")) in self.spots:
            return int(ref.lstrip("#"))
        raise KeyError(f"no spot named {ref!r}")

    def resolve_lift(self, ref: str | int) -> int:
        if isinstance(ref, int) and ref in self.lifts:
            return ref
        if isinstance(ref, str) and ref in self.lift_by_name:
            return self.lift_by_name[ref]
        if isinstance(ref, str) and ref.lstrip("#").isdigit() and int(ref.lstrip("#")) in self.lifts:
            return int(ref.lstrip("#"))
        raise KeyError(f"no lift named {ref!r}")


# -- building and checking --------------------------------------------------

def load_board(path: str) -> Board:
    """Load and validate; raise MapError listing every problem."""
    board, problems = check_map(path)
    if problems:
        raise MapError(problems)
    assert board is not None
    return board


def _title(data: MapData, fname: str) -> str:
    """The mountain's title: the map's ``name`` property (``mountain`` in older
    maps), else the file's name."""
    for prop in TITLE_PROPERTIES:
        value = data.properties.get(prop)
        if isinstance(value, str) and value.strip():
            return value
    return os.path.splitext(fname)[0]


def check_map(path: str) -> tuple[Board | None, list[str]]:
    """Build the board and return it with every problem found (empty when good)."""
    try:
        data = load_map(path)
    except ContentError as e:
        return None, [str(e)]
    return _build(data)


def _prop_int(v: Any) -> int | None:
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def _whole(v: object) -> int | None:
    """A property that holds a whole number: an int property, or a string property
    of digits (12, "12"); None for anything else (12.5, "twelve", true)."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, str) and v.strip().lstrip("+-").isdigit() and len(v.strip()) <= 9:
        return int(v.strip())
    return None


def _build(data: MapData) -> tuple[Board | None, list[str]]:
    fname = os.path.basename(data.path)
    problems: list[str] = []

    def bad(o: MapObject | None, problem: str) -> None:
        problems.append(f"{fname}: {o.label() if o else 'map'}: {problem}")

    for need in ("spots", "links"):
        if need not in data.layers:
            bad(None, f"has no object layer named '{need}'")
    if problems:
        return None, problems
    note = classless_note(data, ("spots", "links"))
    if note:
        problems.append(note)           # first: it explains the "unknown class ''" lines below

    spots: dict[int, Spot] = {}
    objs: dict[int, MapObject] = {}
    given: dict[int, int] = {}              # piste spot -> the run points it carries
    named: dict[str, MapObject] = {}
    for o in data.layers["spots"]:
        objs[o.id] = o
        kind = SPOT_CLASSES.get(o.cls)
        if kind is None:
            bad(o, f"unknown spot class '{o.cls}' (expected one of: {', '.join(SPOT_CLASSES)})")
            continue
        if kind in ("town", "restaurant") and not o.name.strip():
            bad(o, f"a {kind} needs a name")
        if o.name:
            if o.name in named:
                if kind in ("town", "restaurant") or SPOT_CLASSES.get(named[o.name].cls) in ("town", "restaurant"):
                    bad(o, f"the name '{o.name}' is used twice (also object {named[o.name].id})")
            else:
                named[o.name] = o
        colour = run = None
        number = None
        if kind == "piste":
            colour = o.properties.get("colour")
            run = o.properties.get("run")
            if colour not in COLOURS:
                bad(o, f"unknown colour '{colour}' (expected one of: {', '.join(COLOURS)})")
                colour = None
            if not run or not str(run).strip():
                bad(o, "a piste spot needs a 'run' property naming its run")
                run = None
            if "number" in o.properties:
                number = _prop_int(o.properties["number"])
                if number is None or number < 1:
                    bad(o, f"'number' must be a whole number from 1, got {o.properties['number']!r}")
                    number = None
            if "points" in o.properties:
                pts = _whole(o.properties["points"])
                lo, hi = RUN_POINTS
                if pts is None or not lo <= pts <= hi:
                    bad(o, f"'points' must be a whole number from {lo} to {hi}, got {quoted(o.properties['points'])}")
                else:
                    given[o.id] = pts
        elif "points" in o.properties:
            bad(o, "'points' belongs on spot 1 of a numbered run, not on a "
                   f"{kind.replace('_', ' ')}")
        cx, cy = o.centre
        spots[o.id] = Spot(o.id, o.name, kind, cx, cy, o.radius, colour, str(run) if run else None, number)

    links: list[Link] = []
    lifts: dict[int, Lift] = {}
    piste_out: dict[int, list[int]] = {s: [] for s in spots}
    piste_links: dict[tuple[int, int], int] = {}
    lifts_from: dict[int, list[int]] = {s: [] for s in spots}
    bus_adj: dict[int, list[int]] = {s: [] for s in spots}
    walk_adj: dict[int, list[int]] = {s: [] for s in spots}
    for o in data.layers["links"]:
        if o.cls not in LINK_CLASSES:
            bad(o, f"unknown link class '{o.cls}' (expected one of: {', '.join(LINK_CLASSES)})")
            continue
        if not o.points or len(o.points) < 2:
            bad(o, "a link must be a polyline with at least two points")
            continue
        ends: list[int | None] = []
        for key in ("from", "to"):
            ref = _prop_int(o.properties.get(key))
            if o.properties.get(key) in (None, "", 0, "0"):
                bad(o, f"has no '{key}' spot" + (" (a lift with no top)" if o.cls == "Lift" and key == "to" else ""))
                ends.append(None)
            elif ref not in spots:
                bad(o, f"'{key}' points to object {o.properties.get(key)}, which is not a spot (dangling link)")
                ends.append(None)
            else:
                ends.append(ref)
        a, b = ends
        if a is None or b is None:
            continue
        if a == b:
            bad(o, "starts and ends at the same spot")
            continue
        allowed_a, allowed_b = _LINK_ENDS[o.cls]
        ka, kb = spots[a].kind, spots[b].kind
        if ka not in allowed_a:
            bad(o, f"a {o.cls} link cannot start at a {ka.replace('_', ' ')} (object {a})")
            continue
        if kb not in allowed_b:
            bad(o, f"a {o.cls} link cannot end at a {kb.replace('_', ' ')} (object {b})")
            continue
        if o.cls == "Piste" and "piste" not in (ka, kb):
            bad(o, "a Piste link needs a piste spot at one end at least")
            continue
        for (px, py), s in ((o.points[0], spots[a]), (o.points[-1], spots[b])):
            if math.hypot(px - s.x, py - s.y) > s.radius + _END_SLACK:
                which = "starts" if s.id == a else "ends"
                bad(o, f"the line {which} at ({px:.0f}, {py:.0f}), away from its spot {s.id} at ({s.x:.0f}, {s.y:.0f})")
        if o.cls == "Lift":
            lt = o.properties.get("lift")
            if lt not in LIFT_TYPES:
                bad(o, f"unknown lift type '{lt}' (expected one of: {', '.join(LIFT_TYPES)})")
                continue
            lifts[o.id] = Lift(o.id, o.name, lt, a, b, o.points)
            lifts_from[a].append(o.id)
        elif o.cls == "Piste":
            if (a, b) in piste_links:
                bad(o, f"duplicates the piste link {piste_links[(a, b)]}")
                continue
            piste_out[a].append(b)
            piste_links[(a, b)] = o.id
        elif o.cls == "Bus":
            bus_adj[a].append(b)
            bus_adj[b].append(a)
        else:
            walk_adj[a].append(b)
            walk_adj[b].append(a)
        links.append(Link(o.id, o.cls, a, b, o.points))

    # Touching lift stations walk to each other for free.
    lift_spots = [s for s in spots.values() if s.kind == "lift"]
    for i, s in enumerate(lift_spots):
        for t in lift_spots[i + 1:]:
            if math.hypot(s.x - t.x, s.y - t.y) <= s.radius + t.radius + _TOUCH_SLACK:
                if t.id not in walk_adj[s.id]:
                    walk_adj[s.id].append(t.id)
                    walk_adj[t.id].append(s.id)

    # Runs.
    runs: dict[str, Run] = {}
    by_run: dict[str, list[Spot]] = {}
    for s in spots.values():
        if s.kind == "piste" and s.run:
            by_run.setdefault(s.run, []).append(s)
    for name, members in by_run.items():
        colours = {m.colour for m in members if m.colour}
        if len(colours) > 1:
            bad(objs[members[0].id], f"run '{name}' mixes colours: {', '.join(sorted(colours))}")
        numbered = [m for m in members if m.number is not None]
        marked = [m for m in members if m.id in given]
        if marked and not numbered:
            bad(objs[marked[0].id], f"'points' is only for numbered runs: run '{name}' has no numbers")
            marked = []
        for m in marked:
            if m.number != 1:
                bad(objs[m.id], f"'points' belongs on spot 1 of run '{name}' (its top), not on spot {m.number}")
        if numbered and len(numbered) != len(members):
            bad(objs[[m for m in members if m.number is None][0].id],
                f"run '{name}' is numbered but this spot has no number")
            continue
        if numbered:
            nums = sorted(m.number for m in numbered if m.number is not None)
            if nums != list(range(1, len(nums) + 1)):
                seen: set[int] = set()
                for m in sorted(numbered, key=lambda m: (m.number or 0, m.id)):
                    if m.number in seen:
                        bad(objs[m.id], f"run '{name}' repeats number {m.number}")
                    seen.add(m.number or 0)
                missing = sorted(set(range(1, max(nums) + 1)) - set(nums))
                if missing:
                    bad(objs[numbered[0].id], f"run '{name}' skips number {missing[0]}")
                continue
            order = sorted(numbered, key=lambda m: m.number or 0)
            for u, v in zip(order, order[1:]):
                if v.id not in piste_out.get(u.id, []):
                    bad(objs[u.id], f"run '{name}': spot {u.number} has no piste link down to spot {v.number}")
            top = [given[m.id] for m in marked if m.number == 1]
            runs[name] = Run(name, members[0].colour or "green", tuple(m.id for m in order), True,
                             top[0] if top else None)
        else:
            runs[name] = Run(name, members[0].colour or "green", tuple(m.id for m in members), False)

    # Downhill only: no loop along piste links.
    state: dict[int, int] = {}
    for start in spots:
        if state.get(start):
            continue
        stack = [(start, iter(piste_out[start]))]
        state[start] = 1
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[node] = 2
                stack.pop()
            elif state.get(nxt) == 1:
                bad(objs[nxt], "runs loop back uphill through this spot (piste links must only go down)")
                state[nxt] = 2
            elif not state.get(nxt):
                state[nxt] = 1
                stack.append((nxt, iter(piste_out[nxt])))

    # Ways out.
    for s in spots.values():
        out = piste_out[s.id] or lifts_from[s.id] or bus_adj[s.id] or walk_adj[s.id]
        if not out:
            bad(objs[s.id], f"no way out: no piste, lift, bus or walkway leaves this {s.kind.replace('_', ' ')}")

    towns = [s.id for s in spots.values() if s.kind == "town"]
    if not towns:
        bad(None, "the map has no town")

    board = Board(
        path=data.path, title=_title(data, fname),
        width=data.width_px, height=data.height_px, spots=spots, lifts=lifts, links=links, runs=runs,
        piste_out={k: tuple(v) for k, v in piste_out.items()}, piste_links=piste_links,
        lifts_from={k: tuple(v) for k, v in lifts_from.items()},
        bus_adj={k: tuple(v) for k, v in bus_adj.items()},
        walk_adj={k: tuple(v) for k, v in walk_adj.items()},
    )
    board.by_name = {s.name: s.id for s in spots.values() if s.name}
    board.lift_by_name = {lf.name: lf.id for lf in lifts.values() if lf.name}
    board.names = _names(board)
    _night(board)
    for s in spots.values():
        if s.id not in board.night_cost:
            bad(objs[s.id], "no town can be reached from here at night (the night penalty would be undefined)")
    return board, problems


def _names(board: Board) -> dict[int, str]:
    """Every spot's name for players (``Board.place``)."""
    out: dict[int, str] = {s.id: s.name for s in board.spots.values() if s.name}
    for lift in sorted(board.lifts.values(), key=lambda lf: lf.id):     # stations: by their lift
        if lift.top not in out:
            out[lift.top] = f"the top of {lift.label}"
    for lift in sorted(board.lifts.values(), key=lambda lf: lf.id):
        if lift.bottom not in out:
            out[lift.bottom] = f"the foot of {lift.label}"
    above: dict[int, list[int]] = {}
    for a, outs in board.piste_out.items():
        for b in outs:
            above.setdefault(b, []).append(a)
    for run in board.runs.values():
        spots = set(run.spots)
        if run.numbered:
            for sp in run.spots:
                out.setdefault(sp, f"{run.name} {board.spots[sp].number}")
            continue
        starts = sorted(a for sp in run.spots for a in above.get(sp, []) if a not in spots)
        if starts:
            top = board.spots[starts[0]]
            if top.kind == "piste":
                other = board.runs.get(top.run or "")
                where = other.name if other is not None and other.numbered else f"the {top.colour} run"
            else:
                where = out.get(top.id) or top.label
            name = f"the {run.colour} run below {where}"
        else:
            name = f"a {run.colour} run"
        for sp in run.spots:
            out.setdefault(sp, name)
    for s in board.spots.values():                 # anything left (none on a valid map)
        out.setdefault(s.id, s.kind.replace("_", " "))
    return out


def _night(board: Board) -> None:
    """Shortest way to a town at night: ski down (1 a spot), lifts down (1 each),
    walk for free, bus 1 a stop. Multi-source Dijkstra from the towns, backwards."""
    rev: dict[int, list[tuple[int, int]]] = {s: [] for s in board.spots}
    for a, outs in board.piste_out.items():
        for b in outs:
            rev[b].append((a, 1))          # a -> b downhill
    for lift in board.lifts.values():
        rev[lift.bottom].append((lift.top, 1))  # top -> bottom, riding down
    for a, outs in board.walk_adj.items():
        for b in outs:
            rev[b].append((a, 0))
    for a, outs in board.bus_adj.items():
        for b in outs:
            rev[b].append((a, 1))
    dist: dict[int, int] = {}
    nxt: dict[int, int | None] = {}
    heap: list[tuple[int, int, int]] = []
    for t in board.towns():
        heapq.heappush(heap, (0, t, -1))
    while heap:
        d, u, via = heapq.heappop(heap)
        if u in dist:
            continue
        dist[u] = d
        nxt[u] = None if via < 0 else via
        for w, c in rev[u]:
            if w not in dist:
                heapq.heappush(heap, (d + c, w, u))
    board.night_cost = dist
    board.night_next = nxt


def spots_of(board: Board, kinds: Iterable[str]) -> list[int]:
    ks = set(kinds)
    return [s.id for s in board.spots.values() if s.kind in ks]
