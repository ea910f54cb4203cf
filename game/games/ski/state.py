"""Ski the Mountain: the rules model.

A pure-Python state machine (no pygame). All of its data is plain
JSON-serializable values; randomness only from the Rng kept in the state.
docs/rules.md states the rules it implements, including every choice made
where the rulebook is silent.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import (Aim, ChooseStart, Discard, EndDay, MovePiste, PlayEvent, RideBus, RideLift,
                      TakeCards, Wait, Walk, decode_action)
from .board import COLOURS, DIFFICULTY, LIFT_TYPE_NAMES
from .effects import EFFECTS
from .content import STATS, EventCard, SkiContent, TargetCard

PLAYER_COLOURS = ("Blue", "Green", "Red", "Yellow", "Purple", "Orange")
STATIONS = ("lift", "restaurant", "town")
PATH_CACHE_MAX = 4000      # cached path lists per content (a long session plays many games)


def move_paths(c: SkiContent, start: int, colour: str, points: int,
               closed: frozenset[int]) -> list[tuple[int, ...]]:
    """Every path a piste card of ``colour`` worth ``points`` allows from ``start``.

    Each path lists the spots entered, in order; every prefix of a legal path
    is legal too (a skier may stop early). Cached on the content: the answer
    only depends on the board and the closed spots.
    """
    key = ("paths", start, colour, points, closed)
    hit = c.cache.get(key)
    if hit is not None:
        return hit
    b = c.board
    spots = b.spots
    out: list[tuple[int, ...]] = []
    s = spots[start]

    def extend(node: int, pts: int, cur: int, path: tuple[int, ...], at_station: bool) -> None:
        for t in b.piste_out[node]:
            if t in closed:
                continue
            ts = spots[t]
            if ts.kind == "piste":
                d = DIFFICULTY[ts.colour]  # type: ignore[index]
                if at_station and d > cur:
                    continue  # through a station only onto the same or an easier run
                np = path + (t,)
                out.append(np)
                if d <= cur and pts > 1:
                    extend(t, pts - 1, d, np, False)
                # onto a harder run: the skier enters its first spot and stops
            else:
                np = path + (t,)
                out.append(np)
                if ts.kind != "town" and pts > 1:
                    extend(t, pts - 1, cur, np, True)

    if s.kind == "piste":
        if s.colour == colour:
            extend(start, points, DIFFICULTY[colour], (), False)
    elif s.kind in ("lift", "restaurant"):
        # Off a station the first spot must be of the card's colour.
        for t in b.piste_out[start]:
            ts = spots[t]
            if t in closed or ts.kind != "piste" or ts.colour != colour:
                continue
            out.append((t,))
            if points > 1:
                extend(t, points - 1, DIFFICULTY[colour], (t,), False)
    if len(c.cache) >= PATH_CACHE_MAX:     # closed-spot sets differ from game to game: keep it bounded
        c.cache.clear()
    c.cache[key] = out
    return out


def path_set(c: SkiContent, start: int, colour: str, points: int,
             closed: frozenset[int]) -> frozenset[tuple[int, ...]]:
    """``move_paths`` as a set, for asking whether one path is among them (cached too)."""
    key = ("path_set", start, colour, points, closed)
    hit = c.cache.get(key)
    if hit is None:
        hit = frozenset(move_paths(c, start, colour, points, closed))
        if len(c.cache) >= PATH_CACHE_MAX:
            c.cache.clear()
        c.cache[key] = hit
    return hit


class SkiState(FieldState):
    game_id = "ski"
    #: while legal_actions works: each (seat, event key)'s targets and the seat to
    #: act ("cur"), each found once for the whole question
    _targets_memo: dict[Any, Any] | None = None

    def __init__(self, setup: Setup, content: SkiContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        if data is None:
            self._deal()
        else:
            self._load(data)

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        c, n = self.c, len(self._setup.seats)
        self.rng = Rng(self._setup.seed)
        self.phase = "start"
        self.turn = self._setup.first_player % n
        self.round = 0
        self.sun = 0
        self.pos: list[int | None] = [None] * n
        self.deck = list(range(len(c.piste)))
        self.rng.shuffle(self.deck)
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[self.deck.pop() for _ in range(c.hand_limit)] for _ in range(n)]
        self.display: list[int | None] = [self.deck.pop() if self.deck else None for _ in range(c.display_size)]
        self.tg_deck = list(range(len(c.targets)))
        self.rng.shuffle(self.tg_deck)
        self.tg_discard: list[int] = []
        self.target: list[int | None] = [self.tg_deck.pop() if self.tg_deck else None for _ in range(n)]
        self.stats: list[dict[str, int]] = [{k: 0 for k in STATS} for _ in range(n)]
        self.target_base: list[dict[str, int]] = [dict(s) for s in self.stats]
        self.targets_done: list[list[int]] = [[] for _ in range(n)]
        self.ev_deck = list(range(len(c.events)))
        self.rng.shuffle(self.ev_deck)
        self.ev_discard: list[int] = []
        self.ev_hands: list[list[int]] = [[] for _ in range(n)]
        if c.sunset_track[0].events:
            for s in range(n):
                self._deal_event(s)
        self.score: list[dict[str, int]] = [{"runs": 0, "numbered_runs": 0, "targets": 0, "events": 0}
                                            for _ in range(n)]
        self.snowflakes: list[list[str]] = [[] for _ in range(n)]
        self.progress: list[list[int]] = [[] for _ in range(n)]
        self.finished = [False] * n
        # turn ends left before a lost lift pass is found again (0: has the pass)
        self.no_lift = [0] * n
        self.markers: dict[str, list[int]] = {"piste": [], "lift": []}
        self.main_done = False
        self.walked: list[int] = []
        self.boost = 0
        self.hold_sun = 0
        self.window: list[dict[str, Any]] = []
        self.next_trigger = 1
        self.end_reason = ""
        self.log: list[Action] = []

    _decode = staticmethod(decode_action)
    _FIELDS = ("phase", "turn", "round", "sun", "pos", "deck", "discard", "hands", "display",
               "tg_deck", "tg_discard", "target", "stats", "target_base", "targets_done", "ev_deck",
               "ev_discard", "ev_hands", "score", "snowflakes", "progress", "finished", "no_lift",
               "markers", "main_done", "walked", "boost", "hold_sun", "window", "next_trigger",
               "end_reason")

    # How clone() copies each field (bots clone states thousands of times a move).
    _FLAT = ("pos", "deck", "discard", "display", "tg_deck", "tg_discard", "target", "ev_deck", "ev_discard",
             "finished", "no_lift", "walked")
    _NESTED = ("hands", "targets_done", "ev_hands", "snowflakes", "progress")
    _TABLES = ("stats", "target_base", "score", "window")
    _SCALARS = ("phase", "turn", "round", "sun", "main_done", "boost", "hold_sun", "next_trigger", "end_reason")
    assert set(_FIELDS) == set(_FLAT + _NESTED + _TABLES + _SCALARS + ("markers",)), "clone() misses a field"

    def clone(self) -> "SkiState":
        new = SkiState.__new__(SkiState)
        new._setup, new.c = self._setup, self.c
        d, nd = self.__dict__, new.__dict__
        for k in self._SCALARS:
            nd[k] = d[k]
        for k in self._FLAT:
            nd[k] = d[k][:]
        for k in self._NESTED:
            nd[k] = [x[:] for x in d[k]]
        for k in self._TABLES:
            nd[k] = [dict(x) for x in d[k]]
        new.markers = {kk: vv[:] for kk, vv in self.markers.items()}
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        return new

    def determinize(self, seat: int, seed: int) -> "SkiState":
        new = self.clone()
        rng = Rng(seed)
        others = [o for o in range(len(self.pos)) if o != seat]

        # Everything the seat cannot see is pooled in a fixed order (sorted) before
        # the shuffle: two games that differ only in hidden cards give the same world.
        def redeal(piles: list[list[int]]) -> None:
            pool = sorted(x for p in piles for x in p)
            rng.shuffle(pool)
            for p in piles:
                k = len(p)
                p[:] = pool[:k]
                del pool[:k]

        redeal([new.deck] + [new.hands[o] for o in others])
        redeal([new.ev_deck] + [new.ev_hands[o] for o in others])
        held = [o for o in others if new.target[o] is not None]
        pool = sorted(new.tg_deck + [new.target[o] for o in held])  # type: ignore[operator]
        rng.shuffle(pool)
        for o in held:
            new.target[o] = pool.pop()
        new.tg_deck = pool
        # Whoever completes a target next sees a card nobody knows yet: the RNG
        # is hidden state too.
        new.rng = Rng(seed ^ 0xD1CE)
        return new

    # ---------------------------------------------------------- protocol bits
    @property
    def setup(self) -> Setup:
        return self._setup

    @property
    def action_log(self) -> list[Action]:
        return self.log

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_number(self) -> int:
        return self.round

    def must_discard(self) -> int | None:
        n = len(self.pos)
        for i in range(n):
            s = (self.turn + i) % n
            if len(self.hands[s]) > self.c.hand_limit:
                return s
        return None

    def turn_holder(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        d = self.must_discard()
        if d is not None:
            return d
        if self.phase == "start":
            return self._next_chooser()
        return self.turn

    def _next_chooser(self) -> int | None:
        n = len(self.pos)
        for i in range(n):
            s = (self._setup.first_player + i) % n
            if self.pos[s] is None:
                return s
        return None

    # ------------------------------------------------------------ card piles
    def _draw_piste(self) -> int | None:
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def _deal_event(self, seat: int) -> int | None:
        if not self.ev_deck and self.ev_discard:
            self.ev_deck = self.ev_discard
            self.ev_discard = []
            self.rng.shuffle(self.ev_deck)
        if not self.ev_deck:
            return None
        e = self.ev_deck.pop()
        self.ev_hands[seat].append(e)
        return e

    def census(self) -> dict[str, tuple[int, int]]:
        piste = len(self.deck) + len(self.discard) + sum(len(h) for h in self.hands) + \
            sum(1 for x in self.display if x is not None)
        ev = len(self.ev_deck) + len(self.ev_discard) + sum(len(h) for h in self.ev_hands)
        tg = len(self.tg_deck) + len(self.tg_discard) + sum(len(t) for t in self.targets_done) + \
            sum(1 for t in self.target if t is not None)
        return {"piste": (piste, len(self.c.piste)), "events": (ev, len(self.c.events)),
                "targets": (tg, len(self.c.targets))}

    # ------------------------------------------------------------ describing
    def spot_label(self, spot: int | None) -> str:
        return "nowhere" if spot is None else self.c.board.spots[spot].label

    def card_text(self, card: int) -> str:
        p = self.c.piste[card]
        return f"{p.colour} {p.value}"

    def event_card(self, card: int) -> EventCard:
        return self.c.events[card]

    def target_card(self, card: int) -> TargetCard:
        return self.c.targets[card]

    def _take_limit(self, seat: int) -> int:
        pos = self.pos[seat]
        return 0 if pos is None else self.c.take_limits[self.c.board.spots[pos].kind]

    # ---------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """Every choice ``seat`` has now: the candidates below that ``why_illegal``
        passes (the one legality source). Identical cards (same colour and
        value, or the same event) are offered once, under the lowest card id;
        apply() accepts any copy the seat holds."""
        self._targets_memo = {"cur": self.current_player()}   # worked out once for this question
        try:
            seat_ok: dict[type, bool] = {}
            out = []
            for a in self._candidates(seat):
                kind = type(a)
                if kind not in seat_ok:
                    seat_ok[kind] = self._why_seat(seat, kind) is None
                if seat_ok[kind] and self._why_fields(a) is None:
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
            slots = [i for i, x in enumerate(self.display) if x is not None]
            avail = len(self.deck) + len(self.discard)
            subsets: list[tuple[int, ...]] = [()]
            for i in slots:
                subsets += [s + (i,) for s in subsets]
            for sub in sorted(subsets, key=lambda s: (len(s), s)):
                for k in range(0, min(limit - len(sub), avail) + 1):
                    if len(sub) + k >= 1 and len(sub) + k <= limit:
                        acts.append(TakeCards(seat, sub, k))
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
        if self.phase != "play":
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

    def _find_targets(self, seat: int, ec: EventCard) -> list[str]:
        if ec.timing == "reaction":
            return [f"trigger:{t['id']}" for t in self.window if self._reaction_fits(seat, ec, t)]
        effect = EFFECTS.get(ec.effect)
        return effect.targets(self, seat, ec) if effect is not None else []

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
        if not isinstance(a, tuple(self._HANDLERS)):
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
        limit = self._take_limit(a.seat)
        n = len(a.display) + a.deck
        if n < 1:
            return "take at least one card"
        if n > limit:
            here = self.c.board.spots[self.pos[a.seat]]  # type: ignore[index]
            return (f"at a {here.kind.replace('_', ' ')} a skier may take at most {limit} "
                    f"card{'s' if limit != 1 else ''}, not {n}")
        shown, prev, in_order = self.display, -1, True
        for i in a.display:                  # one pass: every slot there, and in order
            if not isinstance(i, int) or not 0 <= i < len(shown) or shown[i] is None:
                return "that display card is not there"
            in_order = in_order and i > prev
            prev = i
        if not in_order and len(set(a.display)) != len(a.display):
            return "that display card is not there"
        if a.deck < 0 or a.deck > len(self.deck) + len(self.discard):
            return "there are not that many cards left to draw"
        if not in_order:
            return "list the display slots in order"
        return None

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
            return f"no run starts from {here.label}; take a lift or the bus"
        closed = frozenset(self.markers["piste"])
        if tuple(a.path) in path_set(self.c, pos, p.colour, p.value + self.boost, closed):
            return None
        paths = move_paths(self.c, pos, p.colour, p.value + self.boost, closed)
        if not paths:
            return f"a {p.colour} card cannot start a run from {here.label}"
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
            return (f"no bus goes straight from {b.spots[pos].label} to "
                    f"{self.spot_label(a.to) if a.to in b.spots else a.to}")
        return None

    def _why_walk(self, a: Walk) -> str | None:
        b = self.c.board
        pos = self.pos[a.seat]
        assert pos is not None
        if a.to not in b.walk_adj[pos]:
            return (f"no walkway joins {b.spots[pos].label} and "
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
        if any(not isinstance(x, (Wait, Walk)) for x in self._main_actions(a.seat)):
            return f"{self.name(a.seat)} can still do something this turn"
        return None

    def _why_event(self, a: PlayEvent) -> str | None:
        who = self.name(a.seat)
        if a.card not in self.ev_hands[a.seat]:
            return f"{who} does not hold that event card"
        ec = self.c.events[a.card]
        cur = self._acting_now()
        my_turn = a.seat == cur == self.turn and not self.main_done and not self.finished[a.seat]
        if not self._timing_ok(a.seat, ec, my_turn):
            if ec.timing == "turn":
                return f"{ec.title} replaces a turn: play it at the start of your own turn"
            return f"{ec.title} can only be played during your own turn, before its action"
        if a.target not in self._event_targets(a.seat, ec):
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

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        ev: list[Event] = []
        facts: list[dict[str, Any]] = []
        handler: Callable = self._HANDLERS[type(action)]
        handler(self, action, ev, facts)
        self.log.append(action)
        reaction = isinstance(action, PlayEvent) and self.c.events[action.card].timing == "reaction"
        if not isinstance(action, Discard) and not reaction:
            self.window = []
        for f in facts:
            self._count(f)
        for f in facts:
            if f["on"] in ("lift_ride", "bus_ride", "arrive", "marker_placed", "target_completed") and not reaction:
                f = dict(f)
                f["id"] = self.next_trigger
                self.next_trigger += 1
                self.window.append(f)
        self._check_targets(facts, ev)
        if self.phase == "play" and self.main_done and self.must_discard() is None:
            self._end_turn(ev)
        return ev

    # -- the handlers ----------------------------------------------------
    def _do_choose(self, a: ChooseStart, ev: list[Event], facts: list) -> None:
        self.pos[a.seat] = a.town
        ev.append(Event("start", f"{self.name(a.seat)} starts in {self.spot_label(a.town)}", a.seat,
                        {"spot": a.town}))
        if self._next_chooser() is None:
            self.phase = "play"
            self.turn = self._setup.first_player % len(self.pos)
            self.round = 1
            ev.append(Event("round", f"Round 1 begins: {self.c.sunset_track[0].name}", None,
                            {"round": 1, "sun": 0}))

    def _do_take(self, a: TakeCards, ev: list[Event], facts: list) -> None:
        got = []
        for i in a.display:
            got.append(self.display[i])
            self.display[i] = None
        drawn = []
        for _ in range(a.deck):
            card = self._draw_piste()
            if card is not None:
                drawn.append(card)
        hand = self.hands[a.seat]
        hand.extend(got)  # type: ignore[arg-type]
        hand.extend(drawn)
        parts = []
        if got:
            parts.append(", ".join(self.card_text(x) for x in got) + " from the display")  # type: ignore[arg-type]
        if drawn:
            parts.append(f"{len(drawn)} from the deck")
        ev.append(Event("take", f"{self.name(a.seat)} takes {' and '.join(parts)}", a.seat,
                        {"display": list(a.display), "display_cards": got, "deck": len(drawn)},
                        {"drawn": drawn}))
        self.main_done = True

    def _do_discard(self, a: Discard, ev: list[Event], facts: list) -> None:
        self.hands[a.seat].remove(a.card)
        self.discard.append(a.card)
        ev.append(Event("discard", f"{self.name(a.seat)} discards {self.card_text(a.card)}", a.seat,
                        {"card": a.card}))

    def _do_move(self, a: MovePiste, ev: list[Event], facts: list) -> None:
        seat = a.seat
        p = self.c.piste[a.card]
        self.hands[seat].remove(a.card)
        self.discard.append(a.card)
        start = self.pos[seat]
        self.boost = 0
        ev.append(Event("move", f"{self.name(seat)} plays {p.colour} {p.value} and skis {len(a.path)} "
                        f"spot{'s' if len(a.path) != 1 else ''} from {self.spot_label(start)} to "
                        f"{self.spot_label(a.path[-1])}", seat,
                        {"card": a.card, "from": start, "path": list(a.path)}))
        spots = self.c.board.spots
        for s in a.path:
            self.pos[seat] = s
            sp = spots[s]
            if sp.kind == "piste":
                self.progress[seat].append(s)
                facts.append({"on": "ski", "seat": seat, "colour": sp.colour})
            else:
                self._score_run(seat, ev, facts)
                facts.append(self._arrive(seat, s, "ski"))
        facts.append({"on": "move", "seat": seat, "spots": len(a.path)})
        self.main_done = True

    def _arrive(self, seat: int, spot: int, how: str) -> dict[str, Any]:
        return {"on": "arrive", "seat": seat, "spot": spot, "spot_kind": self.c.board.spots[spot].kind,
                "how": how}

    def _score_run(self, seat: int, ev: list[Event], facts: list) -> None:
        """The skier reached a station: score the run skied since the last one."""
        prog = self.progress[seat]
        self.progress[seat] = []
        if not prog:
            return
        runs = self.c.board.runs
        spots = self.c.board.spots
        counted = [True] * len(prog)
        numbered_pts = 0
        done_names = []
        seen_runs: list[str] = []
        for sid in prog:
            r = spots[sid].run
            if r and r not in seen_runs:
                seen_runs.append(r)
        for rname in seen_runs:
            run = runs.get(rname)
            if run is None or not run.numbered:
                continue
            seq = run.spots
            for i in range(len(prog) - len(seq) + 1):
                if tuple(prog[i:i + len(seq)]) != seq:
                    continue
                if rname in self.snowflakes[seat]:
                    # Skied in full again: plain points, but it still counts for a target.
                    facts.append({"on": "run_again", "seat": seat, "run": rname})
                    break
                for j in range(i, i + len(seq)):
                    counted[j] = False
                numbered_pts += self.c.run_recorder[rname]
                self.snowflakes[seat].append(rname)
                done_names.append(rname)
                facts.append({"on": "named_run", "seat": seat, "run": rname, "colour": run.colour})
                break
        plain = sum(counted)
        self.score[seat]["runs"] += plain
        self.score[seat]["numbered_runs"] += numbered_pts
        facts.append({"on": "run_scored", "seat": seat})
        text = f"{self.name(seat)} completes a run: {plain} point{'s' if plain != 1 else ''}"
        for rname in done_names:
            text += f"; {rname} in one go, {self.c.run_recorder[rname]} points on the run recorder"
        ev.append(Event("score_run", text, seat, {"spots": list(prog), "points": plain + numbered_pts,
                                                  "plain": plain, "named_runs": done_names}))

    def _do_lift(self, a: RideLift, ev: list[Event], facts: list) -> None:
        lift = self.c.board.lifts[a.lift]
        self._ride(a.seat, lift.id, ev, facts)
        self.main_done = True

    def _ride(self, seat: int, lift_id: int, ev: list[Event], facts: list) -> None:
        lift = self.c.board.lifts[lift_id]
        self.pos[seat] = lift.top
        self.progress[seat] = []
        ev.append(Event("lift", f"{self.name(seat)} rides {lift.label} ({LIFT_TYPE_NAMES[lift.type]}) "
                        f"up to {self.spot_label(lift.top)}", seat,
                        {"lift": lift.id, "from": lift.bottom, "to": lift.top}))
        facts.append({"on": "lift_ride", "seat": seat, "lift": lift.id, "lift_type": lift.type,
                      "spot": lift.top})
        facts.append(self._arrive(seat, lift.top, "lift"))

    def _do_bus(self, a: RideBus, ev: list[Event], facts: list) -> None:
        self._bus(a.seat, [a.to], ev, facts)
        self.main_done = True

    def _bus(self, seat: int, route: list[int], ev: list[Event], facts: list) -> None:
        start = self.pos[seat]
        self.pos[seat] = route[-1]
        self.progress[seat] = []
        ev.append(Event("bus", f"{self.name(seat)} takes the bus from {self.spot_label(start)} to "
                        f"{self.spot_label(route[-1])}", seat, {"from": start, "path": route}))
        facts.append({"on": "bus_ride", "seat": seat, "from": start, "spot": route[-1], "stops": len(route)})
        facts.append(self._arrive(seat, route[-1], "bus"))

    def _do_walk(self, a: Walk, ev: list[Event], facts: list) -> None:
        start = self.pos[a.seat]
        if not self.walked:
            self.walked.append(start)  # type: ignore[arg-type]
        self.walked.append(a.to)
        self.pos[a.seat] = a.to
        ev.append(Event("walk", f"{self.name(a.seat)} walks from {self.spot_label(start)} to "
                        f"{self.spot_label(a.to)}", a.seat, {"from": start, "path": [a.to]}))
        facts.append(self._arrive(a.seat, a.to, "walk"))

    def _do_end_day(self, a: EndDay, ev: list[Event], facts: list) -> None:
        self.finished[a.seat] = True
        ev.append(Event("end_day", f"{self.name(a.seat)} ends the day in {self.spot_label(self.pos[a.seat])}",
                        a.seat, {"spot": self.pos[a.seat]}))
        self.main_done = True

    def _do_wait(self, a: Wait, ev: list[Event], facts: list) -> None:
        ev.append(Event("wait", f"{self.name(a.seat)} can do nothing and lets the turn go by", a.seat))
        self.main_done = True

    # -- event cards -----------------------------------------------------
    def _do_event(self, a: PlayEvent, ev: list[Event], facts: list) -> None:
        seat = a.seat
        ec = self.c.events[a.card]
        self.ev_hands[seat].remove(a.card)
        self.ev_discard.append(a.card)
        aim = a.aim
        trig = None
        if aim.kind == "trigger":
            trig = next(t for t in self.window if t["id"] == aim.id)
            self.window.remove(trig)
        who = self.name(seat)
        ev.append(Event("event", f"{who} plays {ec.title}", seat,
                        {"card": a.card, "key": ec.key, "title": ec.title, "target": a.target}))
        facts.append({"on": "event_played", "seat": seat})
        if ec.timing == "turn":
            self.main_done = True  # the card is this turn's one action
        EFFECTS[ec.effect].play(self, seat, ec, aim, trig, ev, facts)

    def _marker_label(self, kind: str, at: int) -> str:
        if kind == "lift":
            return self.c.board.lifts[at].label
        return self.spot_label(at)

    def _place_marker(self, seat: int, kind: str, at: int, ev: list[Event], facts: list) -> None:
        pile = self.markers[kind]
        if len(pile) >= self.c.markers[kind]:
            old = pile.pop(0)
            ev.append(Event("marker_removed", f"All {kind}-closed markers are out: "
                            f"{self._marker_label(kind, old)} reopens", seat, {"marker": kind, "at": old}))
        pile.append(at)
        ev.append(Event("marker_placed", f"{self.name(seat)} closes {self._marker_label(kind, at)}", seat,
                        {"marker": kind, "at": at}))
        facts.append({"on": "marker_placed", "seat": seat, "marker": kind, "at": at})

    def _draw_cards(self, seat: int, n: int, ev: list[Event]) -> None:
        drawn = []
        for _ in range(n):
            card = self._draw_piste()
            if card is not None:
                drawn.append(card)
                self.hands[seat].append(card)
        ev.append(Event("draw", f"{self.name(seat)} draws {len(drawn)} piste card{'s' if len(drawn) != 1 else ''}",
                        seat, {"deck": len(drawn)}, {"drawn": drawn}))

    _HANDLERS: dict[type, Callable] = {
        ChooseStart: _do_choose, TakeCards: _do_take, Discard: _do_discard, MovePiste: _do_move,
        RideLift: _do_lift, RideBus: _do_bus, Walk: _do_walk, EndDay: _do_end_day, Wait: _do_wait,
        PlayEvent: _do_event,
    }
    #: each kind of action's own legality check (after ``_why_seat``)
    _WHY: dict[type, Callable[..., str | None]] = {
        ChooseStart: _why_choose, Discard: _why_discard, PlayEvent: _why_event, TakeCards: _why_take,
        MovePiste: _why_move, RideLift: _why_lift, RideBus: _why_bus, Walk: _why_walk, EndDay: _why_end_day,
        Wait: _why_wait,
    }

    # ------------------------------------------------------ stats & targets
    def _count(self, f: Mapping[str, Any]) -> None:
        st = self.stats[f["seat"]]
        on = f["on"]
        if on == "ski":
            st["spots"] += 1
            st["spots_" + f["colour"]] += 1
        elif on == "lift_ride":
            st["lift_rides"] += 1
            st["lift_rides_" + f["lift_type"]] += 1
        elif on == "bus_ride":
            st["bus_stops"] += f["stops"]
        elif on == "arrive":
            if f["spot_kind"] == "restaurant":
                st["restaurant_arrivals"] += 1
            elif f["spot_kind"] == "town":
                st["town_arrivals"] += 1
                if f["how"] == "ski":
                    st["ski_into_town"] += 1
        elif on == "named_run":
            st["named_runs"] += 1
            st["named_runs_" + f["colour"]] += 1
        elif on == "event_played":
            st["events_played"] += 1
        elif on == "run_scored":
            st["runs_scored"] += 1

    def _target_met(self, seat: int, t: TargetCard, facts: list[Mapping[str, Any]]) -> bool:
        p = t.params
        if t.condition == "count":
            return self.stats[seat][p["stat"]] - self.target_base[seat][p["stat"]] >= p["n"]
        if t.condition == "arrive":
            want = self.c.board.by_name.get(p["name"]) if "name" in p else None
            return any(f["on"] == "arrive" and f["seat"] == seat and f["spot_kind"] == p["kind"]
                       and (want is None or f["spot"] == want) for f in facts)
        if t.condition == "meet":
            mine = self.pos[seat]
            if mine is None or self.c.board.spots[mine].kind != p["kind"]:
                return False
            for f in facts:
                if f["on"] != "arrive" or f["spot"] != mine:
                    continue
                if f["seat"] == seat:
                    if any(self.pos[o] == mine for o in range(len(self.pos)) if o != seat):
                        return True
                else:
                    return True
            return False
        if t.condition == "named_run":
            return any(f["on"] == "named_run" and f["seat"] == seat and f["run"] == p["run"] for f in facts) \
                or self._ran_again(seat, p["run"], facts)
        if t.condition == "long_move":
            return any(f["on"] == "move" and f["seat"] == seat and f["spots"] >= p["n"] for f in facts)
        return False

    def _ran_again(self, seat: int, run: str, facts: list[Mapping[str, Any]]) -> bool:
        """A named run skied top to bottom again (already on the run recorder) also meets a target."""
        return any(f["on"] == "run_again" and f["seat"] == seat and f["run"] == run for f in facts)

    def _check_targets(self, facts: list[dict[str, Any]], ev: list[Event]) -> None:
        if not facts:
            return
        n = len(self.pos)
        order = [(self.turn + i) % n for i in range(n)]
        for seat in order:
            tid = self.target[seat]
            if tid is None:
                continue
            t = self.c.targets[tid]
            if not self._target_met(seat, t, facts):
                continue
            self.score[seat]["targets"] += t.points
            self.targets_done[seat].append(tid)
            self.target[seat] = self.tg_deck.pop() if self.tg_deck else None
            self.target_base[seat] = dict(self.stats[seat])
            f = {"on": "target_completed", "seat": seat, "target": tid, "id": self.next_trigger}
            self.next_trigger += 1
            self.window.append(f)
            ev.append(Event("target", f"{self.name(seat)} completes the target {t.title}: {t.points} points",
                            seat, {"target": tid, "key": t.key, "title": t.title, "points": t.points},
                            {"new_target": self.target[seat]}))

    # ------------------------------------------------------- turns and sun
    def _end_turn(self, ev: list[Event]) -> None:
        for i in range(len(self.display)):
            if self.display[i] is None:
                self.display[i] = self._draw_piste()
        seat = self.turn
        if self.no_lift[seat]:
            self.no_lift[seat] -= 1
        self.main_done = False
        self.walked = []
        self.boost = 0
        n = len(self.pos)
        if all(self.finished):
            self._game_over(ev, "every skier has ended the day")
            return
        nxt = seat
        while True:
            nxt = (nxt + 1) % n
            if nxt == self._setup.first_player % n:
                self._new_round(ev)
                if self.phase == "over":
                    return
            if not self.finished[nxt]:
                break
        self.turn = nxt
        ev.append(Event("turn", f"{self.name(nxt)}'s turn", nxt, {"round": self.round}))

    def _new_round(self, ev: list[Event]) -> None:
        if self.hold_sun:
            self.hold_sun -= 1
            self.round += 1
            ev.append(Event("sun", f"Round {self.round}: the sun stands still on "
                            f"{self.c.sunset_track[self.sun].name}", None,
                            {"sun": self.sun, "moved": False, "round": self.round}))
            return
        self.sun += 1
        space = self.c.sunset_track[self.sun]
        if self.sun >= self.c.night_index:
            ev.append(Event("sun", f"The sun sets: {space.name}", None,
                            {"sun": self.sun, "moved": True, "round": self.round}))
            self._game_over(ev, "night has fallen")
            return
        self.round += 1
        ev.append(Event("sun", f"Round {self.round}: the sun moves to {space.name}", None,
                        {"sun": self.sun, "moved": True, "round": self.round}))
        if space.events:
            for s in range(len(self.pos)):
                card = self._deal_event(s)
                ev.append(Event("event_dealt", f"{self.name(s)} receives an event card", s, {},
                                {"card": card}))

    def _game_over(self, ev: list[Event], why: str) -> None:
        self.phase = "over"
        self.end_reason = why
        self.window = []
        final = self.scores()
        ev.append(Event("game_over", f"The game ends: {why}. Winner: "
                        + " and ".join(self.name(w) for w in self.winners()), None,
                        {"scores": final, "winners": self.winners()}))

    # ------------------------------------------------------------ scoring
    def score_breakdown(self, seat: int) -> dict[str, Any]:
        s = self.score[seat]
        bonuses = []
        named = [self.c.board.runs[r] for r in self.snowflakes[seat]]
        for bo in self.c.bonuses:
            if bo.all_colours:
                ok = all(any(r.colour == col for r in named) for col in COLOURS)
            else:
                ok = sum(1 for r in named if bo.colour is None or r.colour == bo.colour) >= bo.n
            if ok:
                bonuses.append({"id": bo.key, "title": bo.title, "points": bo.points})
        pos = self.pos[seat]
        town = night = 0
        route: list[int] = []
        if pos is not None:
            if self.c.board.spots[pos].kind == "town":
                town = self.c.town_return
            else:
                cost, route = self.c.board.night_route(pos)
                night = -cost
        total = s["runs"] + s["numbered_runs"] + s["targets"] + s["events"]
        final = total + sum(b["points"] for b in bonuses) + town + night
        return {"runs": s["runs"], "numbered_runs": s["numbered_runs"], "targets": s["targets"],
                "events": s["events"], "bonuses": bonuses, "town_return": town, "night_penalty": night,
                "night_route": route, "running_total": total, "final_total": final,
                "final": self.phase == "over", "snowflakes": list(self.snowflakes[seat]),
                "targets_done": [self.c.targets[t].key for t in self.targets_done[seat]]}

    def scores(self) -> list[int]:
        if self.phase == "over":
            return [self.score_breakdown(s)["final_total"] for s in range(len(self.pos))]
        return [sum(self.score[s].values()) for s in range(len(self.pos))]

    # ---------------------------------------------------------------- view
    def view(self, seat: int | None) -> dict[str, Any]:
        c = self.c
        seats = []
        scores = self.scores()
        for s in range(len(self.pos)):
            ss = self._setup.seats[s]
            seats.append({
                "name": ss.name, "colour": ss.colour, "kind": ss.kind, "spot": self.pos[s],
                "score": scores[s], "hand_count": len(self.hands[s]),
                "event_count": len(self.ev_hands[s]), "has_target": self.target[s] is not None,
                "targets_done": [c.targets[t].key for t in self.targets_done[s]],
                "snowflakes": list(self.snowflakes[s]), "finished": self.finished[s],
                "no_lift": bool(self.no_lift[s]), "run_progress": list(self.progress[s]),
            })
        v: dict[str, Any] = {
            "game": self.game_id, "seat": seat, "phase": self.phase, "round": self.round,
            "sun": self.sun, "night": c.night_index, "turn": self.turn,
            "first_player": self._setup.first_player, "current_player": self.current_player(),
            "seats": seats, "display": list(self.display), "deck_count": len(self.deck),
            "discard_count": len(self.discard), "discard_top": self.discard[-1] if self.discard else None,
            "event_deck_count": len(self.ev_deck), "events_played": list(self.ev_discard),
            "target_deck_count": len(self.tg_deck),
            "markers": {k: list(v) for k, v in self.markers.items()},
            "main_done": self.main_done, "walked": list(self.walked), "boost": self.boost,
            "hold_sun": self.hold_sun, "window": [dict(t) for t in self.window],
            "end_reason": self.end_reason,
        }
        if seat is not None and 0 <= seat < len(self.pos):
            v["hand"] = sorted(self.hands[seat])
            v["events"] = sorted(self.ev_hands[seat])
            v["target"] = self.target[seat]
            v["target_progress"] = {k: self.stats[seat][k] - self.target_base[seat][k] for k in STATS}
        return v
