"""Ski the Mountain's content: the board plus the YAML decks and tables.

Everything here is data read from config/ski/*.yaml and the Tiled map named
there; nothing about a particular card, run or spot is written in code.
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.content.yamlfile import Checker, read_yaml
from game.core.quote import quoted

from .board import COLOURS, DIFFICULTY, LIFT_TYPES, RUN_POINTS, Board, Run, load_board
from .fit import KIND_WORDS, MapOffer, count_misses, event_misses, long_move_misses, offer

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
# what a stand-in card can be: a named place of a kind, or a numbered run
STAND_IN_KINDS = SPOT_KINDS + ("named_run",)
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


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
    #: a stand-in: the place or run targets.yaml names, which this map lacks
    #: (the card names one of the map's own instead, in the words of ``stand_ins``)
    written_for: str | None = None


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
class DeckFit:
    """How the decks of the content files were fitted to the map."""
    #: target cards that name another place or run than the file does: (id, what the file names)
    stand_ins: tuple[tuple[str, str], ...] = ()
    #: cards never dealt on this map: (id, why), in file order
    targets_left_out: tuple[tuple[str, str], ...] = ()
    events_left_out: tuple[tuple[str, str], ...] = ()


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
    fit: DeckFit = field(default_factory=DeckFit)
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
    map (``map_path``, or the one game.yaml names); every problem is a
    ContentError naming file, object and problem.

    The decks are fitted to the map (docs/content.md): a target naming a place
    or run the map lacks names one of the map's own instead, and a card that
    could never be played there is left out. The numbered runs score the points
    the map gives them, or the default of scoring.yaml."""

    def find(fname: str) -> str:
        here = os.path.join(config_dir, fname)
        if fallback_dir and not os.path.exists(here):
            return os.path.join(fallback_dir, fname)
        return here

    gpath = find("game.yaml")
    ck = Checker(gpath)
    g = ck.mapping(read_yaml(gpath), "top level",
                   ["map", "hand_limit", "display", "take", "markers", "sunset_track", "town_return"])
    own_map = os.path.normpath(os.path.join(os.path.dirname(gpath), ck.string(g["map"], "map")))
    if map_path is None:
        map_path = own_map
    # on the map the files were written for, a name it lacks is a mistake in the files
    strict = os.path.realpath(map_path) == os.path.realpath(own_map)
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

    events = _load_events(find("events.yaml"))
    written = _load_targets(find("targets.yaml"))
    o = offer(board)
    boost = max((int(e.params["points"]) for e in events if e.effect == "boost"), default=0)
    reach = max((p.value for p in piste), default=0) + boost
    some_event = any(event_misses(e.effect, e.params, e.trigger, o, True) is None for e in events)
    targets, target_types, stand_ins, tg_out = _fit_targets(written, board, o, reach, some_event, strict)
    events, ev_out = _fit_events(events, o, bool(targets))
    event_types = {e.key: e for e in events}
    events = [e for e in events for _ in range(e.copies)]

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
        take_limits=take_limits, markers=markers, sunset_track=track, run_points=default,
        fit=DeckFit(stand_ins, tg_out, ev_out))
    return content


def _load_events(path: str) -> list[EventCard]:
    """Every event card type of the file, in its order (each once)."""
    ck = Checker(path)
    d = ck.mapping(read_yaml(path), "top level", ["events"])
    types: dict[str, EventCard] = {}
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
    return list(types.values())


def _fit_events(types: list[EventCard], o: MapOffer,
                has_targets: bool) -> tuple[list[EventCard], tuple[tuple[str, str], ...]]:
    """The event card types that can be played on the map, and (id, why) for the others."""
    kept, out = [], []
    for e in types:
        why = event_misses(e.effect, e.params, e.trigger, o, has_targets)
        if why is None:
            kept.append(e)
        else:
            out.append((e.key, why))
    return kept, tuple(out)


@dataclass(frozen=True)
class _Written:
    """A target card as targets.yaml writes it, before it meets a map."""
    card: TargetCard
    colour: str | None            # named_run: the colour a stand-in should have, when given


@dataclass(frozen=True)
class _Targets:
    cards: list[_Written]
    stand_in_words: Mapping[str, tuple[str, str]]    # kind -> (title, text) templates
    path: str


def _template(ck: Checker, value: Any, where: str, need_name: bool) -> str:
    text = ck.string(value, where)
    for m in _PLACEHOLDER.finditer(text):
        if m.group(0) != "{name}":
            raise ck.fail(where, f"unknown placeholder {quoted(m.group(0))} (the only one is {{name}})")
    if need_name and "{name}" not in text:
        raise ck.fail(where, "must say {name}: the place or run the card names")
    return text


def _load_targets(path: str) -> _Targets:
    ck = Checker(path)
    d = ck.mapping(read_yaml(path), "top level", ["targets"], ["stand_ins"])
    words: dict[str, tuple[str, str]] = {}
    si = ck.mapping(d["stand_ins"] if "stand_ins" in d else {}, "stand_ins", optional=STAND_IN_KINDS)
    for kind, v in si.items():
        w = f"stand_ins.{kind}"
        v = ck.mapping(v, w, ["title", "text"])
        words[str(kind)] = (_template(ck, v["title"], f"{w}.title", False),
                            _template(ck, v["text"], f"{w}.text", True))
    types: dict[str, _Written] = {}
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
        colour = None
        if cond == "arrive":
            p = ck.mapping(raw, f"{w}.arrive", ["kind"], ["name"])
            params = {"kind": ck.string(p["kind"], f"{w}.arrive.kind", SPOT_KINDS)}
            if "name" in p:
                params["name"] = ck.string(p["name"], f"{w}.arrive.name")
                if params["kind"] not in words:
                    raise ck.fail(f"{w}.arrive.name", f"names a {KIND_WORDS[params['kind']]}, so stand_ins needs "
                                                      f"words for one ('{params['kind']}': {{title, text}})")
        elif cond == "meet":
            params = {"kind": ck.string(raw, f"{w}.meet", SPOT_KINDS)}
        elif cond == "named_run":
            if isinstance(raw, Mapping):
                p = ck.mapping(raw, f"{w}.named_run", ["name"], ["colour"])
                name = ck.string(p["name"], f"{w}.named_run.name")
                if "colour" in p:
                    colour = ck.string(p["colour"], f"{w}.named_run.colour", COLOURS)
            else:
                name = ck.string(raw, f"{w}.named_run")
            if "named_run" not in words:
                raise ck.fail(f"{w}.named_run", "names a run, so stand_ins needs words for one "
                                                "('named_run': {title, text})")
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
        types[key] = _Written(card, colour)
    return _Targets(list(types.values()), words, path)


def _fit_targets(written: _Targets, board: Board, o: MapOffer, reach: int, events: bool, strict: bool) -> tuple[
        list[TargetCard], dict[str, TargetCard], tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """The target deck on this map: each card as written when the map has what it
    names, else a stand-in naming a place of the same kind (or a numbered run,
    the same colour first) that no other card names; a card the map cannot
    give (no such place left, a lift type, a bus, a long enough way down) is
    left out. File order decides who gets which stand-in, so the deck is the
    same every time the map is loaded. ``strict``: the map is the one the files
    were written for, and a name it lacks is an error, not a stand-in."""
    ck = Checker(written.path)
    def has_place(p: Mapping[str, Any]) -> bool:
        sid = board.by_name.get(p["name"])
        return sid is not None and board.spots[sid].kind == p["kind"]

    def has_run(name: str) -> bool:
        return name in board.runs and board.runs[name].numbered

    # the places and runs the file names that the map has are theirs, whatever comes first
    taken_spots = {board.by_name[w.card.params["name"]] for w in written.cards
                   if w.card.condition == "arrive" and "name" in w.card.params and has_place(w.card.params)}
    taken_runs = {w.card.params["run"] for w in written.cards
                  if w.card.condition == "named_run" and has_run(w.card.params["run"])}
    types: dict[str, TargetCard] = {}
    stand_ins: list[tuple[str, str]] = []
    left_out: list[tuple[str, str]] = []
    for w in written.cards:
        t, p = w.card, w.card.params
        why: str | None = None
        if strict and t.condition == "arrive" and "name" in p and not has_place(p):
            raise ck.fail(f"target '{t.key}'.arrive.name",
                          f"no {KIND_WORDS[p['kind']]} named {quoted(p['name'])} on the map")
        if strict and t.condition == "named_run" and not has_run(p["run"]):
            raise ck.fail(f"target '{t.key}'.named_run", f"no numbered run named {quoted(p['run'])} on the map")
        if t.condition == "arrive" and "name" in p and not has_place(p):
            kind = p["kind"]
            free = sorted(s.id for s in board.spots.values()
                          if s.kind == kind and s.name and s.id not in taken_spots)
            if free:
                taken_spots.add(free[0])
                t = _stand_in(t, written, kind, board.spots[free[0]].name, {"kind": kind,
                                                                               "name": board.spots[free[0]].name})
            elif kind in o.named_kinds:
                why = f"every {KIND_WORDS[kind]} is named by another target"
            else:
                why = f"no {KIND_WORDS[kind]}" + (" with a name" if kind in o.kinds else "")
        elif t.condition == "arrive":
            why = None if p["kind"] in o.kinds else f"no {KIND_WORDS[p['kind']]}"
        elif t.condition == "meet":
            why = None if p["kind"] in o.kinds else f"no {KIND_WORDS[p['kind']]}"
        elif t.condition == "named_run" and not has_run(p["run"]):
            want = DIFFICULTY[w.colour] if w.colour else None
            free_runs = sorted((r for r in board.numbered_runs() if r.name not in taken_runs),
                               key=lambda r: (abs(DIFFICULTY[r.colour] - want) if want is not None else 0,
                                              -DIFFICULTY[r.colour], r.spots[0]))
            if free_runs:
                taken_runs.add(free_runs[0].name)
                t = _stand_in(t, written, "named_run", free_runs[0].name, {"run": free_runs[0].name})
            else:
                why = "every numbered run is named by another target" if board.numbered_runs() \
                    else "no numbered run"
        elif t.condition == "count":
            why = count_misses(p["stat"], p["n"], o, events)
        elif t.condition == "long_move":
            why = long_move_misses(p["n"], o, reach)
        if why is not None:
            left_out.append((t.key, why))
            continue
        if t.written_for is not None:
            stand_ins.append((t.key, t.written_for))
        types[t.key] = t
    cards = [t for t in types.values() for _ in range(t.copies)]
    return cards, types, tuple(stand_ins), tuple(left_out)


def _stand_in(t: TargetCard, written: _Targets, kind: str, name: str, params: dict[str, Any]) -> TargetCard:
    title, text = written.stand_in_words[kind]
    was = t.params["name"] if "name" in t.params else t.params["run"]
    return TargetCard(t.key, title.replace("{name}", name), text.replace("{name}", name), t.condition,
                      params, t.points, t.copies, written_for=str(was))


def fit_report(c: SkiContent) -> list[str]:
    """What the content becomes on its map, in lines for validate-map: each
    numbered run's points (given by the map or the default), the target and
    event decks (as written, stand-ins, left out and why), and bonuses no
    player can earn there."""
    out: list[str] = []
    rp = c.run_points
    runs = []
    for run in c.board.numbered_runs():
        pts = c.run_recorder[run.name]
        if run.points is not None or rp is None:
            runs.append(f"{run.name} {pts}")
        else:
            runs.append(f"{run.name} {pts} (default: {len(run.spots)} spots x {rp.per_spot} "
                        f"+ {rp.colour_bonus[run.colour]} for {run.colour})")
    out.append("run points: " + (", ".join(runs) if runs else "no numbered run"))
    f = c.fit
    n_tg = len(c.target_types)
    out.append(f"targets: {n_tg - len(f.stand_ins)} as written, {len(f.stand_ins)} "
               f"stand-in{'s' if len(f.stand_ins) != 1 else ''}, {len(f.targets_left_out)} left out"
               + _whys(f.targets_left_out))
    for key, was in f.stand_ins:
        t = c.target_types[key]
        out.append(f"stand-in: {key} '{t.title}' for {was}")
    out.append(f"events: {len(c.event_types)} as written, {len(f.events_left_out)} left out"
               + _whys(f.events_left_out))
    out.append(f"decks: {len(c.targets)} target cards, {len(c.events)} event cards")
    have: dict[str, int] = {}
    for run in c.board.numbered_runs():
        have[run.colour] = have.get(run.colour, 0) + 1
    missed = []
    for b in c.bonuses:
        if b.all_colours:
            lack = [col for col in COLOURS if not have.get(col)]
            if lack:
                missed.append(f"{b.key} (no {' or '.join(lack)} numbered run)")
        else:
            got = have.get(b.colour, 0) if b.colour else sum(have.values())
            if got < b.n:
                what = f"{b.colour} numbered run" if b.colour else "numbered run"
                missed.append(f"{b.key} ({got} {what}{'s' if got != 1 else ''})")
    if missed:
        out.append("bonuses out of reach: " + ", ".join(missed))
    return out


def _whys(cards: tuple[tuple[str, str], ...]) -> str:
    """": a (why), b (why)" for cards left out, "" for none."""
    return ": " + ", ".join(f"{key} ({why})" for key, why in cards) if cards else ""
