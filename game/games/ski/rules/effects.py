"""Ski the Mountain's event cards, one table: for each effect a card can have
(``effect:`` in config/ski/events.yaml), what it may be played on now and
what it does. The rules model looks an effect up here and nowhere else.

``targets(state, seat, card)`` lists the targets as text (``Aim.text``: ''
for none, 'spot:ID', ...); a reaction card's targets are the moments it
answers, found by the state before this table is asked. ``play(state, seat,
card, aim, moment, events, facts)`` does the card's work; ``moment`` is the
happening a reaction answers (None for the others).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.protocol import Event

from .actions import Aim
from .content import EFFECTS as EFFECT_SCHEMAS
from .content import EventCard
from .runs import keep

if TYPE_CHECKING:
    from .state import SkiState

Moment = Mapping[str, Any] | None


@dataclass(frozen=True)
class Effect:
    targets: Callable[[SkiState, int, EventCard], list[str]]
    play: Callable[[SkiState, int, EventCard, Aim, Moment, list[Event], list], None]


def _none(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [""]


def _answers_only(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    """A card that only answers a happening has no target of its own."""
    return []


# -- what a card may be played on ------------------------------------------------
def _piste_spots(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    every: list[tuple[int, str]] | None = s.c.cache.get("piste_spots")
    if every is None:                    # the board's piste spots in order, as targets (kept on the content)
        b = s.c.board
        every = s.c.cache["piste_spots"] = [(x, f"spot:{x}") for x in sorted(b.spots) if b.spots[x].kind == "piste"]
    closed, occupied = frozenset(s.markers["piste"]), frozenset(s.pos)
    key = ("open_piste_spots", closed, occupied)     # (kept too: the search asks again and again)
    got: list[str] | None = s.c.cache.get(key)
    if got is None:
        got = keep(s.c, key, [t for x, t in every if x not in closed and x not in occupied])
    return got


def _open_lifts(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    types = ec.params.get("lift_types")
    return [f"lift:{lift.id}" for lift in s.c.board.lifts.values()
            if lift.id not in s.markers["lift"] and (not types or lift.type in types)]


def _markers(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    wanted = ec.params.get("marker", "any")
    kinds = ("piste", "lift") if wanted == "any" else (wanted,)
    return [f"marker:{k}:{x}" for k in kinds for x in s.markers[k]]


def _lifts_here(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    pos, b = s.pos[seat], s.c.board
    if s.no_lift[seat] or pos is None:
        return []
    types = ec.params.get("lift_types")
    return [f"lift:{lid}" for lid in b.lifts_from[pos] if lid not in s.markers["lift"]
            and (not types or b.lifts[lid].type in types)]


def _bus_stops(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    pos = s.pos[seat]
    if pos is None or not s.c.board.bus_adj[pos]:
        return []
    return [f"spot:{x}" for x in sorted(s._bus_reach(pos, int(ec.params.get("stops", 1))))]


def _lift_tops(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [f"spot:{x}" for x in s.c.board.lift_tops() if x != s.pos[seat]]


def _others_with_cards(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [f"seat:{o}" for o in range(len(s.pos)) if o != seat and s.hands[o]]


def _others_riding(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [f"seat:{o}" for o in range(len(s.pos)) if o != seat and not s.finished[o] and not s.no_lift[o]]


def _if_target_to_swap(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [""] if s.target[seat] is not None and s.tg_deck else []


def _if_standing_right(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    pos = s.pos[seat]
    return [""] if pos is not None and s.c.board.spots[pos].kind in ec.params.get("kinds", ("town",)) else []


def _if_cards_left(s: SkiState, seat: int, ec: EventCard) -> list[str]:
    return [""] if s.deck or s.discard else []


# -- what a card does ----------------------------------------------------------------
def _close_piste(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                 facts: list) -> None:
    s._place_marker(seat, "piste", aim.id, ev, facts)


def _close_lift(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                facts: list) -> None:
    s._place_marker(seat, "lift", aim.id, ev, facts)


def _reopen(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
            facts: list) -> None:
    s.markers[aim.marker].remove(aim.id)
    ev.append(Event("marker_removed", f"{s.name(seat)} reopens {s._marker_label(aim.marker, aim.id)}", seat,
                    {"marker": aim.marker, "at": aim.id}))


def _cancel_marker(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                   facts: list) -> None:
    assert moment is not None
    s.markers[moment["marker"]].remove(moment["at"])
    ev.append(Event("marker_removed", f"{s.name(seat)} reopens {s._marker_label(moment['marker'], moment['at'])} "
                    "at once", seat, {"marker": moment["marker"], "at": moment["at"]}))


def _draw(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event], facts: list) -> None:
    s._draw_cards(seat, int(ec.params.get("n", 1)), ev)


def _ride_and_draw(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                   facts: list) -> None:
    s._ride(seat, aim.id, ev, facts)
    s._draw_cards(seat, int(ec.params.get("n", 1)), ev)


def _bus_trip(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
              facts: list) -> None:
    start = s.pos[seat]
    assert start is not None
    s._bus(seat, s._bus_reach(start, int(ec.params.get("stops", 1)))[aim.id], ev, facts)


def _heli(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event], facts: list) -> None:
    start = s.pos[seat]
    s.pos[seat] = aim.id
    s.progress[seat] = []
    ev.append(Event("heli", f"{s.name(seat)} is flown from {s.spot_label(start)} to {s.spot_label(aim.id)}",
                    seat, {"from": start, "path": [aim.id]}))
    facts.append(s._arrive(seat, aim.id, "heli"))


def _boost(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event], facts: list) -> None:
    s.boost += int(ec.params.get("points", 1))
    ev.append(Event("boost", f"{s.name(seat)}'s next run this turn gets {s.boost} extra movement points", seat,
                    {"boost": s.boost}))


def _lose_card(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
               facts: list) -> None:
    victim = moment["seat"] if moment is not None else aim.id
    lost = []
    for _ in range(int(ec.params.get("n", 1))):
        if s.hands[victim]:
            card = s.hands[victim].pop(s.rng.below(len(s.hands[victim])))
            s.discard.append(card)
            lost.append(card)
    ev.append(Event("lose_card", f"{s.name(victim)} loses " + ", ".join(s.card_text(x) for x in lost), victim,
                    {"cards": lost}))


def _no_lift(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
             facts: list) -> None:
    victim = aim.id
    # "Until the end of their next turn": a turn already under way is not the next one.
    s.no_lift[victim] = 2 if victim == s.turn else 1
    ev.append(Event("no_lift", f"{s.name(victim)} may not ride a lift until the end of their next turn", victim))


def _new_target(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                facts: list) -> None:
    old = s.target[seat]
    assert old is not None
    s.tg_discard.append(old)
    s.target[seat] = s.tg_deck.pop()
    s.target_base[seat] = dict(s.stats[seat])
    ev.append(Event("new_target", f"{s.name(seat)} gives up a target and draws a new one", seat, {},
                    {"target": s.target[seat]}))


def _score_at(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
              facts: list) -> None:
    pts = int(ec.params.get("points", 1))
    s.score[seat]["events"] += pts
    ev.append(Event("score_event", f"{s.name(seat)} scores {pts} points", seat, {"points": pts}))


def _hold_sun(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
              facts: list) -> None:
    s.hold_sun += 1
    ev.append(Event("hold_sun", "The sun will stand still at the start of the next round", seat))


def _send_back(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
               facts: list) -> None:
    assert moment is not None
    victim = moment["seat"]
    s.pos[victim] = moment["from"]
    ev.append(Event("send_back", f"{s.name(victim)} missed the bus and is back at {s.spot_label(moment['from'])}",
                    victim, {"from": moment["spot"], "path": [moment["from"]]}))


def _refresh_display(s: SkiState, seat: int, ec: EventCard, aim: Aim, moment: Moment, ev: list[Event],
                     facts: list) -> None:
    for i, x in enumerate(s.display):
        if x is not None:
            s.discard.append(x)
        s.display[i] = None
    for i in range(len(s.display)):
        s.display[i] = s._draw_piste()
    ev.append(Event("display", "The display is replaced: " + ", ".join(
        s.card_text(x) for x in s.display if x is not None), seat, {"display": list(s.display)}))


#: every effect an event card can have: what it may be played on, and what it does
EFFECTS: dict[str, Effect] = {
    "close_piste": Effect(_piste_spots, _close_piste),
    "close_lift": Effect(_open_lifts, _close_lift),
    "reopen": Effect(_markers, _reopen),
    "cancel_marker": Effect(_answers_only, _cancel_marker),
    "draw": Effect(_if_cards_left, _draw),
    "ride_and_draw": Effect(_lifts_here, _ride_and_draw),
    "bus_trip": Effect(_bus_stops, _bus_trip),
    "heli": Effect(_lift_tops, _heli),
    "boost": Effect(_none, _boost),
    "lose_card": Effect(_others_with_cards, _lose_card),
    "no_lift": Effect(_others_riding, _no_lift),
    "new_target": Effect(_if_target_to_swap, _new_target),
    "score_at": Effect(_if_standing_right, _score_at),
    "hold_sun": Effect(_none, _hold_sun),
    "send_back": Effect(_answers_only, _send_back),
    "refresh_display": Effect(_if_cards_left, _refresh_display),
}

assert set(EFFECTS) == set(EFFECT_SCHEMAS), "config schema and rules name different effects"
