"""Ski the Mountain: what is legal now. ``why_illegal`` is the one source of
legality: ``legal_actions`` lists the candidates it passes, ``apply`` refuses
what it names a reason for. Part of ``SkiState`` (state.py)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from game.core.protocol import Action

from .actions import Aim, ChooseStart, Discard, EndDay, MovePiste, PlayEvent, RideBus, RideLift, TakeCards, Wait, Walk
from .content import EventCard
from .effects import EFFECTS
from .parts import SkiParts
from .runs import move_paths, path_set

if TYPE_CHECKING:
    from .state import SkiState


@lru_cache(maxsize=2048)
def _takes(seat: int, slots: tuple[int, ...], limit: int, avail: int) -> tuple[TakeCards, ...]:
    """Every way to take cards: display slots (in order) and how many from the
    deck, one card at least and ``limit`` at most (the same few for every turn:
    kept, as the actions are frozen)."""
    subsets: list[tuple[int, ...]] = [()]
    for i in slots:
        subsets += [s + (i,) for s in subsets]
    out = []
    for sub in sorted(subsets, key=lambda s: (len(s), s)):
        for k in range(0, min(limit - len(sub), avail) + 1):
            if 1 <= len(sub) + k <= limit:
                out.append(TakeCards(seat, sub, k))
    return tuple(out)


@lru_cache(maxsize=2048)
def _legal_takes(seat: int, slots: tuple[int, ...], limit: int, avail: int, where: str) -> tuple[TakeCards, ...]:
    """The ways to take cards that ``_take_verdict`` (what ``why_illegal`` asks)
    allows here: judged once for each such table, and kept."""
    return tuple(a for a in _takes(seat, slots, limit, avail)
                 if _take_verdict(a.display, a.deck, limit, avail, slots, where) is None)


@lru_cache(maxsize=8192)
def _take_verdict(display: tuple[int, ...], deck: int, limit: int, avail: int, shown: tuple[int, ...],
                  where: str) -> str | None:
    """Why taking these display slots and this many deck cards is not allowed
    (None: it is), where a skier may take ``limit`` cards, ``avail`` are left
    to draw and the display shows cards in the slots ``shown``: it depends on
    nothing else, so each answer is kept."""
    n = len(display) + deck
    if n < 1:
        return "take at least one card"
    if n > limit:
        return (f"at a {where.replace('_', ' ')} a skier may take at most {limit} "
                f"card{'s' if limit != 1 else ''}, not {n}")
    prev, in_order = -1, True
    for i in display:                    # one pass: every slot there, and in order
        if type(i) is not int or i not in shown:
            return "that display card is not there"
        in_order = in_order and i > prev
        prev = i
    if not in_order and len(set(display)) != len(display):
        return "that display card is not there"
    if deck < 0 or deck > avail:
        return "there are not that many cards left to draw"
    if not in_order:
        return "list the display slots in order"
    return None


class SkiLegality(SkiParts):
    #: while legal_actions works: each (seat, event key)'s targets and the seat to
    #: act ("cur"), each found once for the whole question
    _targets_memo: dict[Any, Any] | None = None

    # ---------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Every choice ``seat`` has now: the candidates below that ``why_illegal``
        passes (the one legality source). Identical cards (same colour and
        value, or the same event) are offered once, under the lowest card id;
        apply() accepts any copy the seat holds."""
        if (self.phase in ("play", "dusk") and type(seat) is int and 0 <= seat < len(self.pos)
                and not self.ev_hands[seat] and len(self.hands[seat]) <= self.c.hand_limit
                and seat != self.current_player()):
            return []    # out of turn with no event card and nothing to discard (asked after every move)
        self._targets_memo = {"cur": self.current_player()}   # worked out once for this question
        try:
            candidates = self._candidates(seat)
            if not candidates:
                return candidates
            seat_ok: dict[type, bool] = {}
            why = self._WHY
            out = []
            for a in candidates:
                kind = type(a)
                ok = seat_ok.get(kind)
                if ok is None:
                    ok = seat_ok[kind] = self._why_seat(seat, kind) is None
                # ways to take cards come already judged by their own check (_legal_takes)
                if ok and (kind is TakeCards or why[kind](self, a) is None):
                    out.append(a)
            return out
        finally:
            self._targets_memo = None

    def _candidates(self, seat: int) -> list[Action]:
        if self.phase == "over" or not 0 <= seat < len(self.pos):
            return []
        cur = self._acting_now()
        if self.phase == "start":
            if seat != cur:
                return []
            return [ChooseStart(seat, t) for t in sorted(self.c.board.towns())]
        if len(self.hands[seat]) > self.c.hand_limit:
            seen: dict[tuple[str, int], int] = {}
            for card in sorted(self.hands[seat]):
                p = self.c.piste[card]
                seen.setdefault((p.colour, p.value), card)
            return [Discard(seat, card) for card in seen.values()]
        acts: list[Action] = []
        if self.phase == "dusk":
            # the sun is setting: event cards that need no turn, then the next player lets night fall
            if seat == cur == self.dusk_seat():
                acts.append(Wait(seat))
            acts.extend(self._event_actions(seat, False))
            return acts
        my_turn = seat == cur == self.turn and not self.main_done and not self.finished[seat]
        if my_turn:
            acts.extend(self._main_actions(seat))
        acts.extend(self._event_actions(seat, my_turn))
        return acts

    def _acting_now(self) -> int | None:
        memo = self._targets_memo
        return memo["cur"] if memo is not None else self.current_player()

    def _main_actions(self, seat: int) -> list[Action]:
        c, b = self.c, self.c.board
        pos = self.pos[seat]
        assert pos is not None
        acts: list[Action] = []
        limit = self._take_limit(seat)
        if limit:
            slots = tuple(i for i, x in enumerate(self.display) if x is not None)
            acts.extend(_legal_takes(seat, slots, limit, len(self.deck) + len(self.discard), b.spots[pos].kind))
        closed = frozenset(self.markers["piste"])
        seen: set[tuple[str, int]] = set()
        for card in sorted(self.hands[seat]):
            p = c.piste[card]
            if (p.colour, p.value) in seen:
                continue
            seen.add((p.colour, p.value))
            for path in move_paths(c, pos, p.colour, p.value + self.boost, closed):
                acts.append(MovePiste(seat, card, path))
        if not self.no_lift[seat]:
            for lift in b.lifts_from[pos]:
                if lift not in self.markers["lift"]:
                    acts.append(RideLift(seat, lift))
        for to in b.bus_adj[pos]:
            acts.append(RideBus(seat, to))
        if b.spots[pos].kind == "town":
            acts.append(EndDay(seat))
        if not acts:
            acts.append(Wait(seat))
        visited = set(self.walked) | {pos}
        for to in b.walk_adj[pos]:
            if to not in visited:
                acts.append(Walk(seat, to))
        return acts

    def _event_actions(self, seat: int, my_turn: bool) -> list[Action]:
        acts: list[Action] = []
        seen: set[str] = set()
        for card in sorted(self.ev_hands[seat]):
            ec = self.c.events[card]
            if ec.key in seen:
                continue
            seen.add(ec.key)
            if not self._timing_ok(seat, ec, my_turn):
                continue
            for tgt in self._event_targets(seat, ec):
                acts.append(PlayEvent(seat, card, tgt))
        return acts

    def _timing_ok(self, seat: int, ec: EventCard, my_turn: bool) -> bool:
        if self.phase not in ("play", "dusk"):
            return False
        if ec.timing == "turn" or ec.own_turn:
            return my_turn
        return True

    def _event_targets(self, seat: int, ec: EventCard) -> list[str]:
        """Every target this card may be played on now ('' for none)."""
        memo = self._targets_memo
        if memo is None:
            return self._find_targets(seat, ec)
        key = (seat, ec.key)
        if key not in memo:
            memo[key] = self._find_targets(seat, ec)
        return memo[key]

    def _is_target(self, seat: int, ec: EventCard, target: Any) -> bool:
        """Is ``target`` one of the card's targets now? (A set of them, kept while
        legal_actions asks about every candidate.)"""
        memo = self._targets_memo
        if memo is None:
            return target in self._find_targets(seat, ec)
        key = ("set", seat, ec.key)
        if key not in memo:
            memo[key] = frozenset(self._event_targets(seat, ec))
        try:
            return target in memo[key]
        except TypeError:                    # not even hashable: no target at all
            return False

    def _find_targets(self, seat: int, ec: EventCard) -> list[str]:
        if ec.timing == "reaction":
            return [f"trigger:{t['id']}" for t in self.window if self._reaction_fits(seat, ec, t)]
        effect = EFFECTS.get(ec.effect)
        return effect.targets(cast("SkiState", self), seat, ec) if effect is not None else []

    def _reaction_fits(self, seat: int, ec: EventCard, t: Mapping[str, Any]) -> bool:
        tr = ec.trigger or {}
        if t["on"] != tr.get("on"):
            return False
        by = tr.get("by", "any")
        if by == "self" and t["seat"] != seat or by == "other" and t["seat"] == seat:
            return False
        if "lift_types" in tr and t.get("lift_type") not in tr["lift_types"]:
            return False
        if "spot_kinds" in tr and t.get("spot_kind") not in tr["spot_kinds"]:
            return False
        if tr.get("same_spot") and (self.pos[seat] is None or self.pos[seat] != t.get("spot")):
            return False
        eff = ec.effect
        if eff == "send_back":
            return self.pos[t["seat"]] == t.get("spot") and t.get("from") is not None
        if eff == "cancel_marker":
            return t.get("at") in self.markers.get(t.get("marker", ""), [])
        if eff == "lose_card":
            return t["seat"] != seat and bool(self.hands[t["seat"]])
        if eff == "draw":
            return bool(self.deck or self.discard)
        return True

    def _bus_reach(self, start: int, stops: int) -> dict[int, list[int]]:
        """Spots reachable within ``stops`` bus legs, each with its route."""
        b = self.c.board
        routes: dict[int, list[int]] = {start: []}
        frontier = [start]
        for _ in range(stops):
            nxt = []
            for u in frontier:
                for v in b.bus_adj[u]:
                    if v not in routes:
                        routes[v] = routes[u] + [v]
                        nxt.append(v)
            frontier = nxt
        del routes[start]
        return routes

    # ------------------------------------------------------- why not legal?
    def why_illegal(self, a: Action) -> str | None:
        """None when ``a`` is legal now, else the reason in plain words: the one
        legality source (``legal_actions`` keeps the candidates this passes)."""
        if type(a) not in self._WHY:
            return f"{type(a).__name__} is not a move of this game"
        return self._why_seat(a.seat, type(a)) or self._why_fields(a)

    def _why_seat(self, seat: int, kind: type) -> str | None:
        """What rules out every action of this ``kind`` for ``seat`` now, whatever its fields."""
        if self.phase == "over":
            return "the game is over"
        if not isinstance(seat, int) or not 0 <= seat < len(self.pos):
            return f"there is no seat {seat}"
        who = self._setup.seats[seat].name
        cur = self._acting_now()
        if self.phase == "start":
            if kind is not ChooseStart:
                return "first every skier chooses a starting town"
            if seat != cur:
                return f"it is {self.name(cur)}'s turn to choose a starting town" if cur is not None else "no one is choosing"
            return None
        if kind is ChooseStart:
            return "the starting towns have already been chosen"
        over_limit = len(self.hands[seat]) > self.c.hand_limit
        if kind is Discard:
            if not over_limit:
                return f"{who} holds no more than {self.c.hand_limit} piste cards, so need not discard"
            return None
        if over_limit:
            return f"{who} must first discard down to {self.c.hand_limit} piste cards"
        if kind is PlayEvent:
            return None
        if self.phase == "dusk":
            if kind is not Wait:
                return ("the sun is setting: only event cards that need no turn may still be played, "
                        f"then {self.name(self.dusk_seat())} lets night fall")
            dusk = self.dusk_seat()
            if seat != dusk or cur != seat:
                return f"it is {self.name(dusk)} who lets night fall" if cur == dusk \
                    else (f"{self.name(cur)} must discard first" if cur is not None else "no one may act")
            return None
        # Main actions and walks belong to the player whose turn it is.
        if seat != self.turn:
            return f"it is not {who}'s turn"
        if cur != seat:
            return f"{self.name(cur)} must discard first" if cur is not None else "no one may act"
        if self.finished[seat]:
            return f"{who} has ended the day in town"
        if self.main_done:
            return f"{who} has already taken this turn's action"
        return None

    def _why_fields(self, a: Action) -> str | None:
        """What rules out this very action, once ``_why_seat`` has passed its kind
        (each kind's own check, from the table ``_WHY``)."""
        return self._WHY[type(a)](self, a)

    def _why_choose(self, a: ChooseStart) -> str | None:
        if a.town not in self.c.board.spots or self.c.board.spots[a.town].kind != "town":
            return f"{self.spot_label(a.town) if a.town in self.c.board.spots else a.town} is not a town"
        return None

    def _why_discard(self, a: Discard) -> str | None:
        if a.card not in self.hands[a.seat]:
            return f"{self.name(a.seat)} does not hold that piste card"
        return None

    def _why_take(self, a: TakeCards) -> str | None:
        memo = self._targets_memo
        if memo is not None and ("take", a.seat) in memo:
            facts = memo[("take", a.seat)]
        else:
            pos = self.pos[a.seat]
            facts = (self._take_limit(a.seat), len(self.deck) + len(self.discard),
                     tuple(i for i, x in enumerate(self.display) if x is not None),
                     "" if pos is None else self.c.board.spots[pos].kind)
            if memo is not None:
                memo[("take", a.seat)] = facts
        if type(a.deck) is not int or not isinstance(a.display, tuple):
            return "that display card is not there"
        try:
            return _take_verdict(a.display, a.deck, *facts)
        except TypeError:                    # a slot that is not even hashable
            return "that display card is not there"

    def _why_move(self, a: MovePiste) -> str | None:
        who = self.name(a.seat)
        pos = self.pos[a.seat]
        assert pos is not None
        here = self.c.board.spots[pos]
        if a.card not in self.hands[a.seat]:
            return f"{who} does not hold that piste card"
        p = self.c.piste[a.card]
        if here.kind == "piste" and here.colour != p.colour:
            return f"{who} stands on a {here.colour} run and needs a {here.colour} card, not {p.colour}"
        if here.kind in ("town", "bus_stop"):
            return f"no run starts from {self.c.board.place(here.id)}; take a lift or the bus"
        closed = frozenset(self.markers["piste"])
        if tuple(a.path) in path_set(self.c, pos, p.colour, p.value + self.boost, closed):
            return None
        paths = move_paths(self.c, pos, p.colour, p.value + self.boost, closed)
        if not paths:
            return f"a {p.colour} card cannot start a run from {self.c.board.place(here.id)}"
        for s in a.path:
            if s in self.markers["piste"]:
                return f"{self.spot_label(s)} is closed by a piste-closed marker"
        if len(a.path) > p.value + self.boost:
            return f"a {p.colour} {p.value} card gives {p.value + self.boost} movement points, not {len(a.path)}"
        return "that is not a way down this card allows (the colours do not carry on that far)"

    def _why_lift(self, a: RideLift) -> str | None:
        b = self.c.board
        if a.lift not in b.lifts:
            return "there is no such lift"
        lift = b.lifts[a.lift]
        who = self.name(a.seat)
        if lift.bottom != self.pos[a.seat]:
            return f"{who} is not at the bottom of {lift.label}"
        if a.lift in self.markers["lift"]:
            return f"{lift.label} is closed"
        if self.no_lift[a.seat]:
            return f"{who} has lost the lift pass for this turn"
        return None

    def _why_bus(self, a: RideBus) -> str | None:
        b = self.c.board
        pos = self.pos[a.seat]
        assert pos is not None
        if a.to not in b.bus_adj[pos]:
            return (f"no bus goes straight from {b.place(pos)} to "
                    f"{self.spot_label(a.to) if a.to in b.spots else a.to}")
        return None

    def _why_walk(self, a: Walk) -> str | None:
        b = self.c.board
        pos = self.pos[a.seat]
        assert pos is not None
        if a.to not in b.walk_adj[pos]:
            return (f"no walkway joins {b.place(pos)} and "
                    f"{self.spot_label(a.to) if a.to in b.spots else a.to}")
        if a.to in self.walked:
            return f"{self.name(a.seat)} has already walked through there this turn"
        return None

    def _why_end_day(self, a: EndDay) -> str | None:
        pos = self.pos[a.seat]
        assert pos is not None
        if self.c.board.spots[pos].kind != "town":
            return f"{self.name(a.seat)} can only end the day in a town"
        return None

    def _why_wait(self, a: Wait) -> str | None:
        if self.phase == "dusk":
            return None
        if any(not isinstance(x, (Wait, Walk)) for x in self._main_actions(a.seat)):
            return f"{self.name(a.seat)} can still do something this turn"
        return None

    def _why_event(self, a: PlayEvent) -> str | None:
        if a.card not in self.ev_hands[a.seat]:
            return f"{self.name(a.seat)} does not hold that event card"
        ec = self.c.events[a.card]
        cur = self._acting_now()
        my_turn = (self.phase == "play" and a.seat == cur == self.turn and not self.main_done
                   and not self.finished[a.seat])
        if not self._timing_ok(a.seat, ec, my_turn):
            if self.phase == "dusk":
                return f"the sun is setting: {ec.title} needs a turn, and there are no more turns"
            if ec.timing == "turn":
                return f"{ec.title} replaces a turn: play it at the start of your own turn"
            return f"{ec.title} can only be played during your own turn, before its action"
        if not self._is_target(a.seat, ec, a.target):
            if ec.timing == "reaction":
                return f"{ec.title} answers something that has not just happened"
            return f"{ec.title} cannot be played on {self.describe_target(a.target)} now"
        return None

    def describe_target(self, target: str) -> str:
        """An event card's target in words, for messages and the log."""
        b = self.c.board
        try:
            aim = Aim.parse(target)
            if aim.kind == "spot":
                return self.spot_label(aim.id)
            if aim.kind == "lift":
                return b.lifts[aim.id].label
            if aim.kind == "seat":
                return self.name(aim.id)
            if aim.kind == "marker":
                return f"the {aim.marker}-closed marker on {self._marker_label(aim.marker, aim.id)}"
        except (KeyError, ValueError, IndexError, TypeError):
            return f"'{target}'"
        return "nothing" if not target else f"'{target}'"

    #: each kind of action's own legality check (after ``_why_seat``)
    _WHY: dict[type, Callable[..., str | None]] = {
        ChooseStart: _why_choose, Discard: _why_discard, PlayEvent: _why_event, TakeCards: _why_take,
        MovePiste: _why_move, RideLift: _why_lift, RideBus: _why_bus, Walk: _why_walk, EndDay: _why_end_day,
        Wait: _why_wait,
    }
