"""Ski the Mountain: the rules model.

A pure-Python state machine (no pygame). All of its data is plain
JSON-serializable values; randomness only from the Rng kept in the state.
docs/rules.md states the rules it implements, including every choice made
where the rulebook is silent.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import Discard, PlayEvent, decode_action
from .content import STATS, EventCard, SkiContent, TargetCard
from .legality import SkiLegality
from .moves import SkiMoves
from .scoring import SkiScoring

PLAYER_COLOURS = ("Blue", "Green", "Red", "Yellow", "Purple", "Orange")
#: a rule of older versions, kept for their saves (never offered): the Sunset
#: round's last action ends the game at once, with no dusk
SUNSET_ENDS = "sunset_ends_at_once"
#: setup choice (our variant): how many rounds the day lasts; 0 is the rulebook's whole day
DAY = "day"
DAYS = (0, 12, 8)
STATIONS = ("lift", "restaurant", "town")


class SkiState(SkiMoves, SkiLegality, SkiScoring, FieldState):
    """The whole game: its fields, the deal, applying actions, turns and the
    sun, and each seat's view. What is legal lives in ``SkiLegality``
    (legality.py), what each action does in ``SkiMoves`` (moves.py), the
    stats, targets and scores in ``SkiScoring`` (scoring.py), each event
    card's effect in effects.py."""

    game_id = "ski"

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

    def clone(self) -> SkiState:
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

    def determinize(self, seat: int | None, seed: int) -> SkiState:
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
        pool = sorted(new.tg_deck + [t for o in held if (t := new.target[o]) is not None])
        rng.shuffle(pool)
        for o in held:
            new.target[o] = pool.pop()
        new.tg_deck = pool
        # Whoever completes a target next sees a card nobody knows yet: the RNG
        # is hidden state too.
        new.rng = Rng(seed ^ 0xD1CE)
        return new

    # ---------------------------------------------------------- protocol bits

    def is_over(self) -> bool:
        return self.phase == "over"

    def round_number(self) -> int:
        return self.round

    def must_discard(self) -> int | None:
        hands, limit, n = self.hands, self.c.hand_limit, len(self.pos)
        if max(map(len, hands)) <= limit:        # (nearly always: asked at every question of whose move it is)
            return None
        for i in range(n):
            s = (self.turn + i) % n
            if len(hands[s]) > limit:
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
        if self.phase == "dusk":
            return self.dusk_seat()
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
        return "nowhere" if spot is None else self.c.board.place(spot)

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

    # ------------------------------------------------------- turns and sun
    def day_rounds(self) -> int:
        """How many rounds the day lasts: the sunset track's (16 on the shipped
        one), or fewer in a shorter day (our variant), the sun moving faster."""
        whole = self.c.night_index
        chosen = self._setup.options.get(DAY, 0)
        return whole if not chosen or isinstance(chosen, bool) else max(1, min(whole, int(chosen)))

    def _moves_made(self) -> int:
        """How many times the sun has moved so far (it stands on
        ``moves * track / rounds``, rounded down: in a day as long as the track,
        one space a round)."""
        d, whole = self.day_rounds(), self.c.night_index
        return -(-self.sun * d // whole)

    def next_sun(self) -> int:
        """The space the sun moves to next (past Sunrise's space, the next one;
        in a shorter day, two spaces now and then)."""
        d, whole = self.day_rounds(), self.c.night_index
        return (self._moves_made() + 1) * whole // d

    def sun_stops(self) -> frozenset[int]:
        """The sunset track's spaces the sun stands on at a round's end this day:
        every one in the whole day, fewer in a shorter day (it moves two spaces
        now and then, passing over the others)."""
        d, whole = self.day_rounds(), self.c.night_index
        return frozenset(m * whole // d for m in range(d + 1))

    def rounds_left(self) -> int:
        """The rounds before night, this one included (the sun standing still adds none)."""
        return max(0, self.day_rounds() - self._moves_made())

    def _end_turn(self, ev: list[Event]) -> None:
        new = []
        for i in range(len(self.display)):
            if self.display[i] is None:
                self.display[i] = card = self._draw_piste()
                if card is not None:
                    new.append(card)
        if new:                  # cards out of the deck, seen by all: the move that drew them is final
            ev.append(Event("refill", "The display is filled from the deck: "
                            + ", ".join(self.card_text(c) for c in new) + ".", None, {"display": list(self.display)}))
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
                if not self.hold_sun and self.next_sun() >= self.c.night_index and \
                        not self._setup.options.get(SUNSET_ENDS):
                    # The Sunset round is over, but the sun is not yet on Night: before
                    # it moves, anyone may still answer the last action or play an
                    # any-time card ("dusk"); the next player then lets the sun set.
                    self.phase = "dusk"
                else:
                    self._new_round(ev)
                    if self.phase == "over":
                        return
            if not self.finished[nxt]:
                break
        if self.phase == "dusk":
            # the turn stays with the player who has just played: nobody has a turn at dusk
            ev.append(Event("dusk", f"The sun is setting: a last chance to play an event card, then "
                            f"{self.name(nxt)} lets night fall", nxt, {"round": self.round}))
            return
        self.turn = nxt
        ev.append(Event("turn", f"{self.name(nxt)}'s turn", nxt, {"round": self.round}))

    def dusk_seat(self) -> int:
        """At dusk, the player who lets night fall: the one who would start the next round."""
        n = len(self.pos)
        first = self._setup.first_player % n
        return next((s for s in ((first + i) % n for i in range(n)) if not self.finished[s]), first)

    def _new_round(self, ev: list[Event]) -> None:
        if self.hold_sun:
            self.hold_sun -= 1
            self.round += 1
            ev.append(Event("sun", f"Round {self.round}: the sun stands still on "
                            f"{self.c.sunset_track[self.sun].name}", None,
                            {"sun": self.sun, "moved": False, "round": self.round}))
            return
        passed = range(self.sun + 1, min(self.next_sun(), self.c.night_index) + 1)
        self.sun = min(self.next_sun(), self.c.night_index)
        space = self.c.sunset_track[self.sun]
        if self.sun >= self.c.night_index:
            ev.append(Event("sun", f"The sun sets: {space.name}", None,
                            {"sun": self.sun, "moved": True, "round": self.round}))
            self._game_over(ev, "night has fallen")
            return
        self.round += 1
        ev.append(Event("sun", f"Round {self.round}: the sun moves to {space.name}", None,
                        {"sun": self.sun, "moved": True, "round": self.round}))
        # every space it reaches or passes with an event card on it deals one (a shorter day passes some)
        for _ in range(sum(1 for k in passed if self.c.sunset_track[k].events)):
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
