"""What a mountain offers the cards, and why a card cannot be played on it.

The decks in config/ski/ were written for the shipped mountain; a map drawn
in Tiled may lack a bus, a kind of lift, restaurants, numbered runs of a
colour or a long run. ``MapOffer`` sums up what one map has, and the
functions here say, in a few words, what a card would need that the map
does not give ("no chair lift"), or None when the card can be played there.
The content loader (content.py) leaves such cards out of the decks.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .board import LIFT_TYPE_NAMES, Board

KIND_WORDS = {"town": "town", "restaurant": "restaurant", "lift": "lift station", "piste": "piste spot",
              "bus_stop": "bus stop"}


@dataclass(frozen=True)
class MapOffer:
    kinds: frozenset[str]                 # the kinds of spot the map has
    named_kinds: frozenset[str]           # the kinds of which some spot has a name
    lift_types: frozenset[str]
    bus: bool
    colours: frozenset[str]               # the colours of its piste spots
    numbered: Mapping[str, int]           # numbered runs by colour
    into_town: bool                       # a piste leads into a town
    longest: int                          # the most spots one move could enter (ignoring cards)

    def numbered_runs(self, colour: str | None = None) -> int:
        return sum(n for c, n in self.numbered.items() if colour is None or c == colour)


def offer(board: Board) -> MapOffer:
    spots = board.spots.values()
    numbered: dict[str, int] = {}
    for run in board.numbered_runs():
        numbered[run.colour] = numbered.get(run.colour, 0) + 1
    return MapOffer(
        kinds=frozenset(s.kind for s in spots),
        named_kinds=frozenset(s.kind for s in spots if s.name),
        lift_types=frozenset(lf.type for lf in board.lifts.values()),
        bus=any(board.bus_adj.values()),
        colours=frozenset(s.colour for s in spots if s.kind == "piste" and s.colour),
        numbered=numbered,
        into_town=any(board.spots[b].kind == "town" for outs in board.piste_out.values() for b in outs),
        longest=longest_move(board))


def longest_move(board: Board) -> int:
    """The most spots a skier could enter in one move down the piste links, from
    any spot, if the card allowed it (a move ends on entering a town). The
    validator has made sure the links never loop, so this is a longest path in
    a graph without cycles, found spot by spot from the bottom up."""
    best: dict[int, int] = {}
    for start in board.spots:
        if start in best:
            continue
        stack = [start]
        while stack:
            node = stack[-1]
            todo = [t for t in board.piste_out[node]
                    if t not in best and board.spots[t].kind != "town"]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            best[node] = max((1 + (0 if board.spots[t].kind == "town" else best[t])
                              for t in board.piste_out[node]), default=0)
    return max(best.values(), default=0)


def _lifts(types: Iterable[str] | None, o: MapOffer) -> str | None:
    if types is None:
        return None if o.lift_types else "no lift"
    ts = list(types)
    return None if set(ts) & o.lift_types else "no " + " or ".join(LIFT_TYPE_NAMES[t] for t in ts)


def _kinds(kinds: Iterable[str], o: MapOffer) -> str | None:
    ks = list(kinds)
    return None if set(ks) & o.kinds else "no " + " or ".join(KIND_WORDS[k] for k in ks)


def _markers(marker: str, o: MapOffer) -> str | None:
    """Can a marker of this kind (piste, lift, any) ever lie on the board?"""
    piste, lift = "piste" in o.kinds, bool(o.lift_types)
    ok = {"piste": piste, "lift": lift, "any": piste or lift}[marker]
    return None if ok else {"piste": "no piste spot", "lift": "no lift", "any": "no piste spot or lift"}[marker]


def event_misses(effect: str, params: Mapping[str, Any], trigger: Mapping[str, Any] | None,
                 o: MapOffer, has_targets: bool) -> str | None:
    """Why an event card could never be played on the map (None: it can)."""
    why: str | None = None
    if effect == "close_piste":
        why = _markers("piste", o)
    elif effect in ("close_lift", "ride_and_draw"):
        why = _lifts(params.get("lift_types"), o)
    elif effect in ("heli", "no_lift"):
        why = _lifts(None, o)
    elif effect == "reopen":
        why = _markers(str(params.get("marker", "any")), o)
    elif effect == "cancel_marker":
        why = _markers("any", o)
    elif effect == "bus_trip":
        why = None if o.bus else "no bus"
    elif effect == "score_at":
        why = _kinds(params.get("kinds", ()), o)
    elif effect == "new_target":
        why = None if has_targets else "no target card fits the map"
    if why is not None or trigger is None:
        return why
    on = trigger["on"]
    if on == "lift_ride":
        return _lifts(trigger.get("lift_types"), o)
    if on == "bus_ride":
        return None if o.bus else "no bus"
    if on == "arrive" and "spot_kinds" in trigger:
        return _kinds(trigger["spot_kinds"], o)
    if on == "marker_placed":
        return _markers("any", o)
    if on == "target_completed":
        return None if has_targets else "no target card fits the map"
    return None


def _runs(n: int, colour: str | None, o: MapOffer) -> str | None:
    have = o.numbered_runs(colour)
    if have >= n:
        return None
    what = f"{colour} numbered run" if colour else "numbered run"
    return f"no {what}" if have == 0 else f"only {have} {what}{'s' if have != 1 else ''}"


def count_misses(stat: str, n: int, o: MapOffer, events: bool) -> str | None:
    """Why the statistic can never grow by ``n`` on the map (None: it can)."""
    if stat == "lift_rides":
        return _lifts(None, o)
    if stat.startswith("lift_rides_"):
        return _lifts([stat.removeprefix("lift_rides_")], o)
    if stat == "bus_stops":
        return None if o.bus else "no bus"
    if stat in ("spots", "runs_scored"):
        return None if o.colours else "no piste"
    if stat.startswith("spots_"):
        colour = stat.removeprefix("spots_")
        return None if colour in o.colours else f"no {colour} piste"
    if stat == "named_runs":
        return _runs(n, None, o)
    if stat.startswith("named_runs_"):
        return _runs(n, stat.removeprefix("named_runs_"), o)
    if stat == "restaurant_arrivals":
        return _kinds(["restaurant"], o)
    if stat == "ski_into_town":
        return None if o.into_town else "no piste into a town"
    if stat == "events_played":
        return None if events else "no event card fits the map"
    return None          # town_arrivals: every map has a town


def long_move_misses(n: int, o: MapOffer, reach: int) -> str | None:
    """Why no move can enter ``n`` spots: the map's longest way down, or the
    most a piste card (with the best boost) carries."""
    if n > o.longest:
        return f"no move of {n} spots (the longest way down is {o.longest})"
    if n > reach:
        return f"no piste card carries {n} spots (at most {reach})"
    return None
