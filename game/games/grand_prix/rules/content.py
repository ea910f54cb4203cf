"""Himalaya Grand Prix content: the course from its Tiled map, the teams, the
Yetis and the numbers from config/grand_prix/game.yaml. Every problem is a
one-line ContentError naming the file, the object and the problem.

Never imports pygame.
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from typing import Any

from game.content.tiled import MapData, MapObject, load_map
from game.content.yamlfile import Checker, read_yaml
from game.core.protocol import ContentError
from game.core.quote import quoted

COLOURS = ("green", "red")
#: pixels each way: the window fits the course by its size, and a smaller one would be drawn many times over
LEAST_COURSE = 200


@dataclass(frozen=True)
class Space:
    id: int                   # (row - 1) * cols + (col - 1)
    row: int                  # 1 = the first starting row
    col: int                  # 1 = the left edge
    green: int                # the die number a green Yeti needs here
    red: int
    x: float
    y: float
    w: float
    h: float

    def number(self, colour: str) -> int:
        return self.green if colour == "green" else self.red


@dataclass(frozen=True)
class YetiSpace:
    key: str                  # "<yeti>/<colour>", the same as the cards that fit it
    yeti: str
    colour: str
    row: int
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Team:
    id: str
    animal: str
    rgb: tuple[int, int, int]


@dataclass(frozen=True)
class YetiCard:
    id: int
    yeti: str
    colour: str

    @functools.cached_property
    def key(self) -> str:
        return f"{self.yeti}/{self.colour}"


@dataclass
class GPContent:
    path: str                              # the map file
    rows: int
    cols: int
    spaces: list[Space]
    yeti_spaces: dict[str, YetiSpace]      # by key
    finish: list[tuple[float, float, float, float]]   # places 1..4: x, y, w, h
    width: int
    height: int
    teams: list[Team]
    yeti_names: dict[str, str]
    yeti_order: list[str]
    cards: list[YetiCard]
    values: list[int]
    snowball_cards: int
    yeti_cards_each: dict[int, int]
    snowballs_each: dict[int, int]
    podium: list[int]
    hit_from: int
    starting_rows: int

    @functools.cached_property
    def start_spaces(self) -> tuple[int, ...]:
        """The spaces of the starting rows, in course order."""
        return tuple(s.id for s in self.spaces if s.row <= self.starting_rows)

    @functools.cached_property
    def row_spaces(self) -> dict[int, tuple[Space, ...]]:
        """Each row's spaces, in course order."""
        out: dict[int, list[Space]] = {}
        for s in self.spaces:
            out.setdefault(s.row, []).append(s)
        return {r: tuple(ss) for r, ss in out.items()}

    def space_at(self, row: int, col: int) -> Space | None:
        if 1 <= row <= self.rows and 1 <= col <= self.cols:
            return self.spaces[(row - 1) * self.cols + (col - 1)]
        return None

    def team_rgb(self, team: str) -> tuple[int, int, int]:
        """A team's colour (white for a team the content does not name)."""
        return next((t.rgb for t in self.teams if t.id == team), (255, 255, 255))

    def row_yetis(self, row: int) -> list[YetiSpace]:
        return [y for y in self.yeti_spaces.values() if y.row == row]


def load_content(config_dir: str, map_path: str | None = None) -> GPContent:
    from game import paths
    cfg = read_yaml(os.path.join(config_dir, "game.yaml"))
    ck = Checker("game.yaml")
    root = ck.mapping(cfg, "game.yaml", required=("teams", "yetis", "snowboarder_values", "yeti_copies",
                                                  "snowball_cards", "yeti_cards_each", "snowballs_each",
                                                  "podium", "hit_from", "starting_rows"))
    teams = []
    for i, t in enumerate(ck.seq(root["teams"], "teams", 2)):
        w = f"teams[{i}]"
        t = ck.mapping(t, w, required=("id", "animal", "rgb"))
        rgb = ck.seq(t["rgb"], f"{w}.rgb", 3)
        if len(rgb) != 3:
            raise ck.fail(f"{w}.rgb", f"expected 3 numbers, got {len(rgb)}")
        red, green, blue = (ck.integer(v, f"{w}.rgb", 0, 255) for v in rgb)
        teams.append(Team(ck.string(t["id"], f"{w}.id"), ck.string(t["animal"], f"{w}.animal"), (red, green, blue)))
    ck.unique([t.id for t in teams], "teams")
    yetis = []
    for i, y in enumerate(ck.seq(root["yetis"], "yetis", 1)):
        y = ck.mapping(y, f"yetis[{i}]", required=("id", "name"))
        yetis.append((ck.string(y["id"], f"yetis[{i}].id"), ck.string(y["name"], f"yetis[{i}].name")))
    ck.unique([y for y, _ in yetis], "yetis")
    values = [ck.integer(v, "snowboarder_values", 1, 99) for v in ck.seq(root["snowboarder_values"],
                                                                          "snowboarder_values", 1)]
    copies = ck.integer(root["yeti_copies"], "yeti_copies", 1, 9)
    cards: list[YetiCard] = []
    for yid, _ in yetis:
        for colour in COLOURS:
            for _ in range(copies):
                cards.append(YetiCard(len(cards), yid, colour))

    def per_count(key: str) -> dict[int, int]:
        table = ck.mapping(root[key], key, optional=[str(n) for n in range(2, 7)] + list(range(2, 7)))
        return {int(n): ck.integer(v, f"{key}.{n}", 0, 99) for n, v in table.items()}
    deal, balls = per_count("yeti_cards_each"), per_count("snowballs_each")
    for n, k in deal.items():
        if n * k > len(cards):
            raise ck.fail(f"yeti_cards_each.{n}", f"{n} captains x {k} cards needs {n * k}, "
                                                  f"there are {len(cards)} Yeti cards")
    sb = ck.integer(root["snowball_cards"], "snowball_cards", 0, 99)
    for n, k in balls.items():
        if n * k > sb:
            raise ck.fail(f"snowballs_each.{n}", f"{n} captains x {k} snowballs needs {n * k}, there are {sb}")
    podium = [ck.integer(v, "podium", 1, 99) for v in ck.seq(root["podium"], "podium", 1)]
    hit_from = ck.integer(root["hit_from"], "hit_from", 1, 6)
    start_rows = ck.integer(root["starting_rows"], "starting_rows", 1, 9)

    path = map_path or os.path.join(paths.maps_dir(), "grand_prix.tmx")
    md = load_map(path)
    spaces, ysp, finish, rows, cols = _read_course(md, {y for y, _ in yetis}, start_rows, len(podium))
    return GPContent(path=path, rows=rows, cols=cols, spaces=spaces, yeti_spaces=ysp, finish=finish,
                     width=md.width_px, height=md.height_px, teams=teams, yeti_names=dict(yetis),
                     yeti_order=[y for y, _ in yetis], cards=cards, values=values, snowball_cards=sb,
                     yeti_cards_each=deal, snowballs_each=balls, podium=podium, hit_from=hit_from,
                     starting_rows=start_rows)


def _prop(md: MapData, o: MapObject, name: str, kind: type, choices: tuple | None = None) -> Any:
    fname = os.path.basename(md.path)
    if name not in o.properties:
        raise ContentError(f"{fname}: {o.label()}: missing property '{name}'")
    v = o.properties[name]
    if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
        raise ContentError(f"{fname}: {o.label()}: property '{name}' must be a whole number, got {quoted(v)}")
    if kind is str and not isinstance(v, str):
        raise ContentError(f"{fname}: {o.label()}: property '{name}' must be text, got {quoted(v)}")
    if choices is not None and v not in choices:
        raise ContentError(f"{fname}: {o.label()}: property '{name}' is {quoted(v)}, expected one of "
                           f"{', '.join(str(c) for c in choices)}")
    return v


def _read_course(md: MapData, yeti_ids: set[str], start_rows: int, places: int) -> tuple[
        list[Space], dict[str, YetiSpace], list[tuple[float, float, float, float]], int, int]:
    fname = os.path.basename(md.path)

    def fail(msg: str) -> ContentError:
        return ContentError(f"{fname}: {msg}")

    for layer in ("course", "yetis", "finish"):
        if layer not in md.layers:
            raise fail(f"no object layer named '{layer}'")
    if md.width_px < LEAST_COURSE or md.height_px < LEAST_COURSE:
        raise fail(f"the map is {md.width_px}x{md.height_px} pixels: a course is at least "
                   f"{LEAST_COURSE}x{LEAST_COURSE}")
    for layer, cls in (("course", "space"), ("yetis", "yeti"), ("finish", "finish")):
        for o in md.layers[layer]:
            # read by layer: an object with no class is one Tiled 1.8 lost it from; another class is a mistake
            if o.cls.strip() and o.cls != cls:
                raise fail(f"{o.label()}: the '{layer}' layer holds objects of class '{cls}' (or none) only")
    for layer in ("course", "yetis", "finish"):       # drawn on the course, in proportion
        for o in md.layers[layer]:
            if o.x < 0 or o.y < 0 or o.x + o.width > md.width_px or o.y + o.height > md.height_px:
                raise fail(f"{o.label()}: lies outside the map ({md.width_px}x{md.height_px} pixels)")
    cells: dict[tuple[int, int], MapObject] = {}
    nums: dict[tuple[int, int], tuple[int, int]] = {}
    for o in md.layers["course"]:
        row, col = _prop(md, o, "row", int), _prop(md, o, "col", int)
        green = _prop(md, o, "green", int, (3, 4, 5, 6))
        red = _prop(md, o, "red", int, (3, 4, 5, 6))
        if (row, col) in cells:
            raise fail(f"{o.label()}: a second space at row {row}, column {col} "
                       f"(the first is {cells[(row, col)].label()})")
        cells[(row, col)] = o
        nums[(row, col)] = (green, red)
    if not cells:
        raise fail("the 'course' layer has no spaces")
    rows = max(r for r, _ in cells)
    cols = max(c for _, c in cells)
    for r in range(1, rows + 1):
        for c in range(1, cols + 1):
            if (r, c) not in cells:
                raise fail(f"the course has no space at row {r}, column {c} (rows 1-{rows}, columns 1-{cols})")
    if rows <= start_rows:
        raise fail(f"the course has {rows} rows: it needs more than the {start_rows} starting rows")
    spaces: list[Space] = []
    for r in range(1, rows + 1):
        for c in range(1, cols + 1):
            o = cells[(r, c)]
            g, rd = nums[(r, c)]
            spaces.append(Space(len(spaces), r, c, g, rd, o.x, o.y, o.width, o.height))
    left = min(s.x for s in spaces)
    right = max(s.x + s.w for s in spaces)
    ysp: dict[str, YetiSpace] = {}
    for o in md.layers["yetis"]:
        yeti = _prop(md, o, "yeti", str)
        if yeti not in yeti_ids:
            raise fail(f"{o.label()}: unknown Yeti {quoted(yeti)} (game.yaml names: {', '.join(sorted(yeti_ids))})")
        colour = _prop(md, o, "colour", str, ("green", "red"))
        row = _prop(md, o, "row", int)
        if not 1 <= row <= rows:
            raise fail(f"{o.label()}: row {row} is not on the course (rows 1-{rows})")
        key = f"{yeti}/{colour}"
        if key in ysp:
            raise fail(f"{o.label()}: a second space for the {colour} {yeti} Yeti")
        cx = o.x + o.width / 2
        if colour == "green" and cx > left:
            raise fail(f"{o.label()}: a green Yeti throws to the right, so it stands left of the course")
        if colour == "red" and cx < right:
            raise fail(f"{o.label()}: a red Yeti throws to the left, so it stands right of the course")
        ysp[key] = YetiSpace(key, yeti, colour, row, o.x, o.y, o.width, o.height)
    for yeti in sorted(yeti_ids):
        for colour in COLOURS:
            if f"{yeti}/{colour}" not in ysp:
                raise fail(f"no space for the {colour} {yeti} Yeti")
    for r in range(1, rows + 1):
        here = sorted(y.colour for y in ysp.values() if y.row == r)
        if r == 1 and here:
            raise fail("the first starting row has no Yeti spaces")
        if r >= 2 and here and here != ["green", "red"]:
            raise fail(f"row {r} has Yeti spaces {', '.join(here)}: one green and one red, or none")
    finish: dict[int, tuple[float, float, float, float]] = {}
    for o in md.layers["finish"]:
        place = _prop(md, o, "place", int, tuple(range(1, places + 1)))
        if place in finish:
            raise fail(f"{o.label()}: a second finishing space {place}")
        finish[place] = (o.x, o.y, o.width, o.height)
    for p in range(1, places + 1):
        if p not in finish:
            raise fail(f"no finishing space {p}")
    return spaces, ysp, [finish[p] for p in range(1, places + 1)], rows, cols
