"""Ski the Mountain's content: the board plus the YAML decks and tables.

Everything here is data read from config/ski/*.yaml and the Tiled map named
there; nothing about a particular card, run or spot is written in code.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.content.yamlfile import Checker, read_yaml

from .board import COLOURS, LIFT_TYPES, RUN_POINTS, Board, Run, load_board

TIMINGS = ("turn", "anytime", "reaction")
TIMING_NAMES = {"turn": "replaces your turn", "anytime": "any time", "reaction": "reaction"}
TRIGGERS = ("lift_ride", "bus_ride", "arrive", "marker_placed", "target_completed")
TRIGGER_BY = ("self", "other", "any")
SPOT_KINDS = ("town", "restaurant", "lift", "piste", "bus_stop")

# effect name -> (allowed params, what the card is played on)
#   target kinds: none, spot, lift, seat, marker, trigger
EFFECTS: dict[str, tuple[tuple[str, ...], str]] = {
    "close_piste": ((), "spot"),
    "close_lift": (("lift_types",), "lift"),
    "reopen": (("marker",), "marker"),
    "cancel_marker": ((), "trigger"),
    "draw": (("n",), "none"),
    "ride_and_draw": (("lift_types", "n"), "lift"),
    "bus_trip": (("stops",), "spot"),
    "heli": ((), "spot"),
    "boost": (("points",), "none"),
    "lose_card": (("n",), "seat"),
    "no_lift": ((), "seat"),
    "new_target": ((), "none"),
    "score_at": (("kinds", "points"), "none"),
    "hold_sun": ((), "none"),
    "send_back": ((), "trigger"),
    "refresh_display": ((), "none"),
}
STATS = ("lift_rides", "lift_rides_cable_car", "lift_rides_chair", "lift_rides_drag",
         "bus_stops", "spots", "spots_green", "spots_blue", "spots_red", "spots_black",
         "named_runs", "named_runs_green", "named_runs_blue", "named_runs_red", "named_runs_black",
         "restaurant_arrivals", "town_arrivals", "ski_into_town", "events_played", "runs_scored")
CONDITIONS = ("arrive", "meet", "named_run", "count", "long_move")


@dataclass(frozen=True)
class PisteCard:
    id: int
    colour: str
    value: int


@dataclass(frozen=True)
class EventCard:
    key: str
    title: str
    text: str
    timing: str
    effect: str
    params: Mapping[str, Any]
    trigger: Mapping[str, Any] | None
    own_turn: bool
    copies: int

    @property
    def target_kind(self) -> str:
        return EFFECTS[self.effect][1]


@dataclass(frozen=True)
class TargetCard:
    key: str
    title: str
    text: str
    condition: str
    params: Mapping[str, Any]
    points: int
    copies: int


@dataclass(frozen=True)
class Bonus:
    key: str
    title: str
    colour: str | None
    n: int
    all_colours: bool
    points: int


@dataclass(frozen=True)
class RunPoints:
    """What a numbered run whose map gives it no points scores on the run
    recorder: ``per_spot`` for each of its spots plus its colour's bonus,
    kept within the limits of a map's own 'points' (scoring.yaml, run_points)."""
    per_spot: int
    colour_bonus: Mapping[str, int]

    def of(self, run: Run) -> int:
        lo, hi = RUN_POINTS
        return max(lo, min(hi, self.per_spot * len(run.spots) + self.colour_bonus[run.colour]))


@dataclass(frozen=True)
class SunSpace:
    name: str
    events: bool


@dataclass
class SkiContent:
    board: Board
    piste: list[PisteCard]
    events: list[EventCard]            # one per card in the deck (copies expanded)
    event_types: dict[str, EventCard]
    targets: list[TargetCard]          # one per card in the deck
    target_types: dict[str, TargetCard]
    run_recorder: dict[str, int]
    bonuses: list[Bonus]
    town_return: int
    hand_limit: int
    display_size: int
    take_limits: dict[str, int]
    markers: dict[str, int]
    sunset_track: list[SunSpace]
    run_points: RunPoints | None = None   # the default for a numbered run the map gives no points
    cache: dict = field(default_factory=dict)   # derived lookups (paths), never saved

    @property
    def night_index(self) -> int:
        return len(self.sunset_track) - 1


def _lift_types(ck: Checker, v: Any, where: str) -> tuple[str, ...]:
    items = ck.seq(v, where, 1)
    return tuple(ck.string(t, f"{where}[{i}]", LIFT_TYPES) for i, t in enumerate(items))


def load_content(config_dir: str, map_path: str | None = None,
                 fallback_dir: str | None = None) -> SkiContent:
    """Load game.yaml, pieces.yaml, events.yaml, targets.yaml, scoring.yaml from
    ``config_dir`` (a file missing there is taken from ``fallback_dir``) and the
    map; every problem is a ContentError naming file, object and problem."""

    def find(fname: str) -> str:
        here = os.path.join(config_dir, fname)
        if fallback_dir and not os.path.exists(here):
            return os.path.join(fallback_dir, fname)
        return here

    gpath = find("game.yaml")
    ck = Checker(gpath)
    g = ck.mapping(read_yaml(gpath), "top level",
                   ["map", "hand_limit", "display", "take", "markers", "sunset_track", "town_return"])
    if map_path is None:
        map_path = os.path.normpath(os.path.join(os.path.dirname(gpath), str(g["map"])))
    board = load_board(map_path)
    take = ck.mapping(g["take"], "take", SPOT_KINDS)
    take_limits = {k: ck.integer(take[k], f"take.{k}", 0, 10) for k in SPOT_KINDS}
    mk = ck.mapping(g["markers"], "markers", ["piste_closed", "lift_closed"])
    markers = {"piste": ck.integer(mk["piste_closed"], "markers.piste_closed", 1),
               "lift": ck.integer(mk["lift_closed"], "markers.lift_closed", 1)}
    track = []
    for i, sp in enumerate(ck.seq(g["sunset_track"], "sunset_track", 3)):
        sp = ck.mapping(sp, f"sunset_track[{i}]", ["name"], ["events"])
        track.append(SunSpace(ck.string(sp["name"], f"sunset_track[{i}].name"),
                              ck.boolean(sp.get("events", False), f"sunset_track[{i}].events")))

    ppath = find("pieces.yaml")
    pk = Checker(ppath)
    pd = pk.mapping(read_yaml(ppath), "top level", ["piste_cards"])
    piste: list[PisteCard] = []
    for i, e in enumerate(pk.seq(pd["piste_cards"], "piste_cards", 1)):
        w = f"piste_cards[{i}]"
        e = pk.mapping(e, w, ["colour", "value", "count"])
        col = pk.string(e["colour"], f"{w}.colour", COLOURS)
        val = pk.integer(e["value"], f"{w}.value", 1, 12)
        for _ in range(pk.integer(e["count"], f"{w}.count", 1, 40)):
            piste.append(PisteCard(len(piste), col, val))

    events, event_types = _load_events(find("events.yaml"), board)
    targets, target_types = _load_targets(find("targets.yaml"), board)

    spath = find("scoring.yaml")
    sk = Checker(spath)
    sd = read_yaml(spath)
    if isinstance(sd, Mapping) and "run_recorder" in sd:
        raise sk.fail("run_recorder", "a numbered run's points now come from the map: a 'points' property on "
                                      "the run's spot 1 (docs/map-format.md); scoring.yaml gives run_points, "
                                      "the default for a run without it")
    sd = sk.mapping(sd, "top level", ["run_points", "bonuses"])
    rp = sk.mapping(sd["run_points"], "run_points", ["per_spot", "colour_bonus"])
    cb = sk.mapping(rp["colour_bonus"], "run_points.colour_bonus", COLOURS)
    default = RunPoints(sk.integer(rp["per_spot"], "run_points.per_spot", 0, 10),
                        {c: sk.integer(cb[c], f"run_points.colour_bonus.{c}", 0, RUN_POINTS[1]) for c in COLOURS})
    recorder = {run.name: run.points if run.points is not None else default.of(run)
                for run in board.numbered_runs()}
    bonuses = []
    for i, b in enumerate(sk.seq(sd["bonuses"], "bonuses")):
        w = f"bonuses[{i}]"
        b = sk.mapping(b, w, ["id", "title", "points"], ["colour", "named_runs", "all_colours"])
        colour = sk.string(b["colour"], f"{w}.colour", COLOURS) if "colour" in b else None
        bonuses.append(Bonus(sk.string(b["id"], f"{w}.id"), sk.string(b["title"], f"{w}.title"), colour,
                             sk.integer(b.get("named_runs", 1), f"{w}.named_runs", 1),
                             sk.boolean(b.get("all_colours", False), f"{w}.all_colours"),
                             sk.integer(b["points"], f"{w}.points", 1)))
    sk.unique((b.key for b in bonuses), "bonuses")

    content = SkiContent(
        board=board, piste=piste, events=events, event_types=event_types, targets=targets,
        target_types=target_types, run_recorder=recorder, bonuses=bonuses,
        town_return=ck.integer(g["town_return"], "town_return", 0),
        hand_limit=ck.integer(g["hand_limit"], "hand_limit", 1),
        display_size=ck.integer(g["display"], "display", 0, 10),
        take_limits=take_limits, markers=markers, sunset_track=track, run_points=default)
    return content


def _load_events(path: str, board: Board) -> tuple[list[EventCard], dict[str, EventCard]]:
    ck = Checker(path)
    d = ck.mapping(read_yaml(path), "top level", ["events"])
    types: dict[str, EventCard] = {}
    cards: list[EventCard] = []
    for i, e in enumerate(ck.seq(d["events"], "events", 1)):
        w = f"events[{i}]"
        e = ck.mapping(e, w, ["id", "title", "text", "timing", "effect"],
                       ["params", "trigger", "own_turn", "copies"])
        key = ck.string(e["id"], f"{w}.id")
        w = f"event '{key}'"
        if key in types:
            raise ck.fail(w, f"duplicate id '{key}'")
        timing = ck.string(e["timing"], f"{w}.timing", TIMINGS)
        effect = ck.string(e["effect"], f"{w}.effect", EFFECTS)
        allowed, tkind = EFFECTS[effect]
        params = dict(ck.mapping(e.get("params") or {}, f"{w}.params", optional=allowed))
        if "lift_types" in params:
            params["lift_types"] = _lift_types(ck, params["lift_types"], f"{w}.params.lift_types")
        for k in ("n", "stops", "points"):
            if k in params:
                ck.integer(params[k], f"{w}.params.{k}", 1, 10)
        if "marker" in params:
            ck.string(params["marker"], f"{w}.params.marker", ("piste", "lift", "any"))
        if "kinds" in params:
            params["kinds"] = tuple(ck.string(k, f"{w}.params.kinds", SPOT_KINDS)
                                    for k in ck.seq(params["kinds"], f"{w}.params.kinds", 1))
        trigger = None
        if timing == "reaction":
            if "trigger" not in e:
                raise ck.fail(w, "a reaction card needs a 'trigger'")
            # (the key is 'after', not 'on': YAML reads a bare 'on' as true)
            t = ck.mapping(e["trigger"], f"{w}.trigger", ["after"], ["by", "lift_types", "spot_kinds", "same_spot"])
            trigger = {"on": ck.string(t["after"], f"{w}.trigger.after", TRIGGERS),
                       "by": ck.string(t.get("by", "any"), f"{w}.trigger.by", TRIGGER_BY),
                       "same_spot": ck.boolean(t.get("same_spot", False), f"{w}.trigger.same_spot")}
            if "lift_types" in t:
                trigger["lift_types"] = _lift_types(ck, t["lift_types"], f"{w}.trigger.lift_types")
            if "spot_kinds" in t:
                trigger["spot_kinds"] = tuple(ck.string(k, f"{w}.trigger.spot_kinds", SPOT_KINDS)
                                              for k in ck.seq(t["spot_kinds"], f"{w}.trigger.spot_kinds", 1))
        elif "trigger" in e:
            raise ck.fail(w, "only reaction cards have a 'trigger'")
        if tkind == "trigger" and timing != "reaction":
            raise ck.fail(w, f"the effect '{effect}' answers a trigger, so the card must be a reaction")
        card = EventCard(key, ck.string(e["title"], f"{w}.title"), ck.string(e["text"], f"{w}.text"),
                         timing, effect, params, trigger, ck.boolean(e.get("own_turn", False), f"{w}.own_turn"),
                         ck.integer(e.get("copies", 1), f"{w}.copies", 1, 10))
        types[key] = card
        cards.extend([card] * card.copies)
    return cards, types


def _load_targets(path: str, board: Board) -> tuple[list[TargetCard], dict[str, TargetCard]]:
    ck = Checker(path)
    d = ck.mapping(read_yaml(path), "top level", ["targets"])
    types: dict[str, TargetCard] = {}
    cards: list[TargetCard] = []
    for i, e in enumerate(ck.seq(d["targets"], "targets", 1)):
        w = f"targets[{i}]"
        e = ck.mapping(e, w, ["id", "title", "text", "points"] + [], list(CONDITIONS) + ["copies"])
        key = ck.string(e["id"], f"{w}.id")
        w = f"target '{key}'"
        if key in types:
            raise ck.fail(w, f"duplicate id '{key}'")
        conds = [c for c in CONDITIONS if c in e]
        if len(conds) != 1:
            raise ck.fail(w, f"needs exactly one condition of: {', '.join(CONDITIONS)}")
        cond = conds[0]
        raw = e[cond]
        params: dict[str, Any]
        if cond == "arrive":
            p = ck.mapping(raw, f"{w}.arrive", ["kind"], ["name"])
            params = {"kind": ck.string(p["kind"], f"{w}.arrive.kind", SPOT_KINDS)}
            if "name" in p:
                name = ck.string(p["name"], f"{w}.arrive.name")
                sid = board.by_name.get(name)
                if sid is None or board.spots[sid].kind != params["kind"]:
                    raise ck.fail(f"{w}.arrive.name", f"no {params['kind']} named '{name}' on the map")
                params["name"] = name
        elif cond == "meet":
            params = {"kind": ck.string(raw, f"{w}.meet", SPOT_KINDS)}
        elif cond == "named_run":
            name = ck.string(raw, f"{w}.named_run")
            if name not in board.runs or not board.runs[name].numbered:
                raise ck.fail(f"{w}.named_run", f"no numbered run named '{name}' on the map")
            params = {"run": name}
        elif cond == "count":
            p = ck.mapping(raw, f"{w}.count", ["stat", "n"])
            params = {"stat": ck.string(p["stat"], f"{w}.count.stat", STATS),
                      "n": ck.integer(p["n"], f"{w}.count.n", 1)}
        else:
            params = {"n": ck.integer(raw, f"{w}.long_move", 1)}
        card = TargetCard(key, ck.string(e["title"], f"{w}.title"), ck.string(e["text"], f"{w}.text"),
                          cond, params, ck.integer(e["points"], f"{w}.points", 1),
                          ck.integer(e.get("copies", 1), f"{w}.copies", 1, 10))
        types[key] = card
        cards.extend([card] * card.copies)
    return cards, types
