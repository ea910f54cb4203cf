"""Himalaya Grand Prix: the rules as a pure model (no pygame).

Captains race their team's four snowboarders (values 1 to 4) down a course
five spaces wide; Yetis hired from a secret hand throw snowballs (a die) along
their row at the other teams. docs/grand-prix.md has the rules as played,
with every choice this model makes where the rulebook is silent.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import (
    FinishBoarder,
    KeepRoll,
    MoveBoarder,
    Pass,
    PlaceYeti,
    RollDie,
    Snowball,
    StartBoarder,
    decode_action,
)
from .content import GPContent

TEAMS = ("Beavers", "Crocodiles", "Kangaroos", "Rhinos", "Giraffes")
STRICT = "strict_snowballs"       # setup option: the last roll counts (the stricter variant)
FORWARD = "forward_after_sideways"   # setup option (house rule): after a sideways step the next goes forward
#: a rule of older versions, kept for their saves (never offered): one Yeti card per Yeti space
SINGLE = "one_yeti_card_per_space"


#: the rides, made once each and shared (they are frozen): a race lists the same few hundred again and again
_start = functools.lru_cache(maxsize=8192)(StartBoarder)
_move = functools.lru_cache(maxsize=8192)(MoveBoarder)
_finish = functools.lru_cache(maxsize=1024)(FinishBoarder)


class GPState(FieldState):
    game_id = "grand-prix"

    def __init__(self, setup: Setup, content: GPContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        self.strict = bool(setup.options.get(STRICT, False))
        self.forward = bool(setup.options.get(FORWARD, False))
        self.single = bool(setup.options.get(SINGLE, False))
        if data is None:
            self._deal()
        else:
            self._load(data)

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        c, n = self.c, len(self._setup.seats)
        if n not in c.yeti_cards_each or n not in c.snowballs_each:
            raise ValueError(f"the Grand Prix's content deals no cards for {n} captains")
        self.rng = Rng(self._setup.seed)
        self.phase = "play"
        self.turn = self._setup.first_player % n
        self.turns = 0
        self.cells: list[list[int] | None] = [None] * len(c.spaces)
        self.reserve: list[list[int]] = [list(c.values) for _ in range(n)]
        self.podium: list[list[int]] = []
        self.late: list[list[int]] = [[] for _ in range(n)]
        self.captured: list[list[list[int]]] = [[] for _ in range(n)]
        deck = list(range(len(c.cards)))
        self.rng.shuffle(deck)
        k = c.yeti_cards_each[n]
        self.hands: list[list[int]] = [sorted(deck[i * k:(i + 1) * k]) for i in range(n)]
        self.box: list[int] = sorted(deck[n * k:])
        self.snowballs: list[int] = [c.snowballs_each[n]] * n
        self.snowballs_used = 0
        self.snowball_box = c.snowball_cards - n * c.snowballs_each[n]
        self.placed: dict[str, int] = {}          # Yeti space -> the card on it
        self.twins: dict[str, int] = {}           # Yeti space -> the matching card placed on it too
        self.aside: list[list[int]] = []          # snowboarders whose last step was sideways
        self.pending: dict[str, Any] | None = None
        self.log: list[Action] = []

    _decode = staticmethod(decode_action)
    _FIELDS = ("phase", "turn", "turns", "cells", "reserve", "podium", "late", "captured", "hands", "box",
               "snowballs", "snowballs_used", "snowball_box", "placed", "twins", "aside", "pending")
    #: fields added since the first saves: written only when they hold something,
    #: so a position of an older race keeps its hash
    _LATER = ("twins",)

    def fields_dict(self, copy: bool = True, log: bool = True) -> dict[str, Any]:
        d = super().fields_dict(copy, log)
        for k in self._LATER:
            if not d[k]:
                del d[k]
        return d

    def _load(self, d: Mapping[str, Any]) -> None:
        d = {**{k: {} for k in self._LATER}, **d}
        super()._load(d)

    def clone(self) -> GPState:
        new = GPState.__new__(GPState)
        new._setup, new.c, new.strict, new.forward = self._setup, self.c, self.strict, self.forward
        new.single = self.single
        new.phase, new.turn, new.turns = self.phase, self.turn, self.turns
        new.cells = [x[:] if x is not None else None for x in self.cells]
        new.reserve = [r[:] for r in self.reserve]
        new.podium = [p[:] for p in self.podium]
        new.late = [x[:] for x in self.late]
        new.captured = [[b[:] for b in cs] for cs in self.captured]
        new.hands = [h[:] for h in self.hands]
        new.box = self.box[:]
        new.snowballs = self.snowballs[:]
        new.snowballs_used, new.snowball_box = self.snowballs_used, self.snowball_box
        new.placed = dict(self.placed)
        new.twins = dict(self.twins)
        new.aside = [a[:] for a in self.aside]
        new.pending = None if self.pending is None else {**self.pending, "rolls": list(self.pending["rolls"])}
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        return new

    def determinize(self, seat: int | None, seed: int) -> GPState:
        """Other captains' Yeti cards and the unused ones are dealt again; the die
        is hidden too (nobody knows the next roll)."""
        new = self.clone()
        rng = Rng(seed)
        others = [o for o in range(self.num_seats) if o != seat]
        piles = [new.box] + [new.hands[o] for o in others]
        pool = sorted(x for p in piles for x in p)
        rng.shuffle(pool)
        for p in piles:
            k = len(p)
            p[:] = sorted(pool[:k])
            del pool[:k]
        new.rng = Rng(seed ^ 0xD1CE)
        return new

    # ---------------------------------------------------------- protocol bits

    def is_over(self) -> bool:
        return self.phase == "over"

    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def round_number(self) -> int:
        return self.turns // self.num_seats + 1

    def team(self, seat: int) -> str:
        return self._setup.seats[seat].colour

    def census(self) -> dict[str, tuple[int, int]]:
        yetis = sum(len(h) for h in self.hands) + len(self.placed) + len(self.twins) + len(self.box)
        balls = sum(self.snowballs) + self.snowballs_used + self.snowball_box
        boarders = (sum(len(r) for r in self.reserve) + sum(1 for x in self.cells if x is not None)
                    + len(self.podium) + sum(len(x) for x in self.late) + sum(len(x) for x in self.captured))
        return {"yeti": (yetis, len(self.c.cards)), "snowball": (balls, self.c.snowball_cards),
                "snowboarder": (boarders, self.num_seats * len(self.c.values))}

    # ------------------------------------------------------------------ facts
    def space_label(self, space: int) -> str:
        s = self.c.spaces[space]
        return f"row {s.row}, column {s.col}"

    def boarder_label(self, owner: int, value: int) -> str:
        return f"the {self.team(owner)}' {value}"

    def in_play(self, seat: int) -> bool:
        """Does the captain still have a snowboarder waiting or on the course?"""
        return bool(self.reserve[seat]) or any(x is not None and x[0] == seat for x in self.cells)

    def sideways_locked(self) -> bool:
        """Once any captain has no snowboarder left in play, nobody moves sideways."""
        memo = self._memo
        if memo is not None and "locked" in memo:
            return memo["locked"]
        playing = {x[0] for x in self.cells if x is not None}
        locked = any(not self.reserve[s] and s not in playing for s in range(len(self.reserve)))
        if memo is not None:
            memo["locked"] = locked
        return locked

    def hand_keys(self, seat: int) -> list[str]:
        return [self.c.cards[i].key for i in self.hands[seat]]

    def playable_yetis(self, seat: int) -> list[str]:
        """The Yeti spaces this captain could fill now (each key once): both
        matching cards may be played on a Yeti's space, one after the other."""
        out: list[str] = []
        full = self.placed if self.single else self.twins
        for k in self.hand_keys(seat):
            if k not in full and k not in out:
                out.append(k)
        return out

    def yetis_on(self, key: str) -> int:
        """How many Yeti cards stand on a Yeti space (0, 1 or 2)."""
        return (key in self.placed) + (key in self.twins)

    def came_from(self, space: int) -> int | None:
        """Where the snowboarder on ``space`` stepped from, if its last step was
        sideways (None otherwise): the race's log, read back to the step that
        brought it here."""
        b = self.cells[space]
        if b is None or b not in self.aside:
            return None
        for a in reversed(self.log):
            if isinstance(a, MoveBoarder) and a.to == space:
                return a.space
            if isinstance(a, StartBoarder) and a.space == space:
                return None
        return None

    def _targets(self, space: int, seat: int) -> list[int]:
        """The empty spaces a snowboarder on ``space`` may move to."""
        memo = self._memo
        if memo is None:
            return self._find_targets(space, seat)
        key = ("to", space, seat)
        if key not in memo:
            memo[key] = self._find_targets(space, seat)
        return memo[key]

    def _find_targets(self, space: int, seat: int) -> list[int]:
        c = self.c
        s = c.spaces[space]
        out = []
        sideways = not self.sideways_locked() and not (self.forward and self.cells[space] in self.aside)
        steps = [(1, -1), (1, 0), (1, 1)] + ([(0, -1), (0, 1)] if sideways else [])
        back = self.came_from(space) if sideways else None
        for dr, dc in steps:
            t = c.space_at(s.row + dr, s.col + dc)
            # never straight back to the space a sideways step has just left (what
            # guarantees the end of the race: docs/grand-prix.md)
            if t is not None and self.cells[t.id] is None and t.id != back:
                out.append(t.id)
        return out

    def _ride_actions(self, seat: int) -> list[Action]:
        """Start and move actions (what makes passing illegal)."""
        memo = self._memo
        if memo is None:
            return self._find_rides(seat)
        if ("rides", seat) not in memo:
            memo[("rides", seat)] = self._find_rides(seat)
        return memo[("rides", seat)]

    def _find_rides(self, seat: int) -> list[Action]:
        c = self.c
        acts: list[Action] = []
        cells = self.cells
        if self.reserve[seat]:
            starts = [sp for sp in c.start_spaces if cells[sp] is None]
            for v in sorted(set(self.reserve[seat])):
                acts.extend(_start(seat, v, sp) for sp in starts)
        for sp, occ in enumerate(cells):
            if occ is None or occ[0] != seat:
                continue
            if c.spaces[sp].row == c.rows:
                acts.append(_finish(seat, sp))
            acts.extend(_move(seat, sp, t) for t in self._targets(sp, seat))
        return acts

    #: the die: each face and its chance
    DIE: tuple[tuple[int, float], ...] = tuple((face, 1 / 6) for face in range(1, 7))

    def chance_outcomes(self, action: Action) -> list[tuple[Action, float]]:
        """A roll of the die (legal now) is chance's: its six faces, 1/6 each."""
        if isinstance(action, RollDie) and not action.face and self.why_illegal(action) is None:
            return [(RollDie(action.seat, face), p) for face, p in self.DIE]
        return []

    #: while legal_actions works: what its candidates and checks share (the
    #: sideways lock, each snowboarder's moves, the seat's rides), found once
    _memo: dict[Any, Any] | None = None

    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now: the candidates below, each one ``why_illegal``
        passes by construction (the rides from ``_targets``, the Yetis from
        ``playable_yetis``, a pass only without a ride), so they are not asked
        again; a test plays seeded races asking ``why_illegal`` of every one."""
        self._memo = {}
        try:
            return self._candidates(seat)
        finally:
            self._memo = None

    def _candidates(self, seat: int) -> list[Action]:
        if self.phase == "over" or seat != self.turn:
            return []
        if self.phase == "yeti":
            p = self.pending
            assert p is not None
            if p["to_roll"]:
                return [RollDie(seat)]
            return [KeepRoll(seat)] + ([Snowball(seat)] if self.snowballs[seat] else [])
        acts = self._ride_actions(seat)
        yetis = [PlaceYeti(seat, *k.split("/")) for k in self.playable_yetis(seat)]
        if not acts:
            return yetis + [Pass(seat)]
        return acts + yetis

    def why_illegal(self, a: Action) -> str | None:
        """None when ``a`` is legal now, else why not: the race's one legality source."""
        if self.phase == "over":
            return "the race is over"
        if not isinstance(a, (StartBoarder, MoveBoarder, FinishBoarder, PlaceYeti, RollDie, Snowball, KeepRoll,
                              Pass)):
            return f"{type(a).__name__} is not a move of this race"
        if not isinstance(a.seat, int) or not 0 <= a.seat < len(self.reserve):
            return f"there is no seat {a.seat}"
        if a.seat != self.turn:
            return f"it is {self.name(self.turn)}'s turn"
        if self.phase == "yeti" and not isinstance(a, (RollDie, Snowball, KeepRoll)):
            return "the Yeti just placed must throw first"
        if self.phase == "play" and isinstance(a, (RollDie, Snowball, KeepRoll)):
            return "no Yeti is waiting to throw"
        p = self.pending
        if isinstance(a, RollDie):
            assert p is not None
            if not p["to_roll"]:
                return "the die has been rolled: keep the roll, or throw away a snowball card to roll again"
            if not isinstance(a.face, int) or not 0 <= a.face <= 6:
                return f"a die has no face {a.face}"
        if isinstance(a, (Snowball, KeepRoll)):
            assert p is not None
            if p["to_roll"]:
                return "roll the die first"
        if isinstance(a, StartBoarder):
            if a.value not in self.reserve[a.seat]:
                return f"your {a.value} is not waiting to start"
            if not 0 <= a.space < len(self.cells) or self.c.spaces[a.space].row > self.c.starting_rows:
                return "snowboarders start on the two starting rows"
            if self.cells[a.space] is not None:
                return "that space is taken"
        if isinstance(a, (MoveBoarder, FinishBoarder)):
            cell = self.cells[a.space] if isinstance(a.space, int) and 0 <= a.space < len(self.cells) else None
            if cell is None or cell[0] != a.seat:
                return "you have no snowboarder there"
        if isinstance(a, MoveBoarder):
            if a.to not in self._targets(a.space, a.seat):
                s, t = self.c.spaces[a.space], (self.c.spaces[a.to] if 0 <= a.to < len(self.cells) else None)
                if t is not None and t.row == s.row and abs(t.col - s.col) == 1:
                    if self.sideways_locked():
                        return "a captain has no snowboarders left in play: nobody moves sideways any more"
                    if self.forward and self.cells[a.space] in self.aside:
                        return "that snowboarder has just moved sideways: its next step goes forward"
                    if a.to == self.came_from(a.space):
                        return "that snowboarder has just come sideways from there: it may not step straight back"
                return "a snowboarder moves one space sideways, forward or diagonally forward, to an empty space"
        if isinstance(a, FinishBoarder) and self.c.spaces[a.space].row != self.c.rows:
            return "only a snowboarder on the last row can cross the finish"
        if isinstance(a, PlaceYeti):
            key = f"{a.yeti}/{a.colour}"
            if key not in self.hand_keys(a.seat):
                return "you hold no such Yeti card"
            if key in self.twins:
                return "both of that Yeti's cards are already on the board"
            if self.single and key in self.placed:
                return "that Yeti is already on the board"
        if isinstance(a, Snowball) and not self.snowballs[a.seat]:
            return "you have no snowball cards left"
        if isinstance(a, Pass) and self._ride_actions(a.seat):
            return "you can start or move a snowboarder: you must do that or place a Yeti"
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        ev: list[Event] = []
        seat = action.seat
        who = self.name(seat)
        ends_turn = True
        if isinstance(action, StartBoarder):
            self.reserve[seat].remove(action.value)
            self.cells[action.space] = [seat, action.value]
            ev.append(Event("start", f"{who} starts {self.boarder_label(seat, action.value)} on "
                                     f"{self.space_label(action.space)}.", seat,
                            {"space": action.space, "value": action.value}))
        elif isinstance(action, MoveBoarder):
            b = self.cells[action.space]
            assert b is not None
            self.cells[action.space], self.cells[action.to] = None, b
            side = self.c.spaces[action.to].row == self.c.spaces[action.space].row
            if b in self.aside:
                self.aside.remove(b)
            if side:
                self.aside.append(b[:])
            ev.append(Event("move", f"{who} moves {self.boarder_label(*b)} "
                                    f"{'sideways' if side else 'down'} to {self.space_label(action.to)}.", seat,
                            {"from": action.space, "to": action.to, "value": b[1]}))
        elif isinstance(action, FinishBoarder):
            b = self.cells[action.space]
            assert b is not None
            self.cells[action.space] = None
            if b in self.aside:
                self.aside.remove(b)
            if len(self.podium) < len(self.c.podium):
                self.podium.append(b[:])
                place = len(self.podium)
                text = (f"{who}'s {b[1]} crosses the finish in place {place} "
                        f"(x{self.c.podium[place - 1]}).")
            else:
                self.late[seat].append(b[1])
                place = 0
                text = f"{who}'s {b[1]} crosses the finish after the first {len(self.c.podium)}."
            ev.append(Event("finish", text, seat, {"from": action.space, "value": b[1], "place": place}))
        elif isinstance(action, PlaceYeti):
            key = f"{action.yeti}/{action.colour}"
            card = next(i for i in self.hands[seat] if self.c.cards[i].key == key)
            self.hands[seat].remove(card)
            if key in self.placed:
                self.twins[key] = card            # the matching card joins the first on its space
            else:
                self.placed[key] = card
            ys = self.c.yeti_spaces[key]
            self.pending = {"key": key, "seat": seat, "rolls": [], "to_roll": True, "rerolled": False}
            self.phase = "yeti"
            ends_turn = False
            # a Yeti hired where no rival stands hits nobody: the log says so, and that it is the turn
            empty = not self.hits(key, 6, False, seat)
            ev.append(Event("yeti", f"{who} hires the {action.colour} {self.c.yeti_names[action.yeti]} "
                                    f"to watch row {ys.row}"
                                    + (f": no rival stands there, so its roll will hit nobody, and none of {who}'s "
                                       "snowboarders moves this turn." if empty else "."), seat,
                            {"key": key, "row": ys.row}))
        elif isinstance(action, RollDie):
            p = self.pending
            assert p is not None
            d = action.face or self.rng.below(6) + 1     # a fixed outcome leaves the RNG alone
            p["rolls"].append(d)
            p["to_roll"] = False
            ev.append(Event("roll", f"{who} rolls {d}" + (f" (best so far {max(p['rolls'])})."
                                                          if len(p["rolls"]) > 1 and not self.strict else "."),
                            seat, {"die": d, "key": p["key"], "result": self.roll_result()}))
            ends_turn = self._settled()
            if ends_turn:
                self._throw(ev)
        elif isinstance(action, Snowball):
            p = self.pending
            assert p is not None
            self.snowballs[seat] -= 1
            self.snowballs_used += 1
            p["to_roll"] = True
            p["rerolled"] = True
            ends_turn = False
            ev.append(Event("snowball", f"{who} throws away a snowball card to roll again.", seat,
                            {"left": self.snowballs[seat]}))
        elif isinstance(action, KeepRoll):
            self._throw(ev)
        elif isinstance(action, Pass):
            ev.append(Event("pass", f"{who} can neither start nor move a snowboarder, and passes.", seat))
        self.log.append(action)
        if ends_turn:
            self._end_turn(ev)
        return ev

    # ------------------------------------------------------------ the Yeti
    def roll_result(self) -> int:
        """The roll that counts: the best one, or the last one in the stricter variant."""
        p = self.pending
        if p is None or not p["rolls"]:
            return 0
        return p["rolls"][-1] if self.strict else max(p["rolls"])

    def hits(self, key: str, result: int, rerolled: bool, seat: int) -> list[int]:
        """The spaces whose snowboarders a Yeti knocks off with this result."""
        if result < self.c.hit_from:
            return []
        ys = self.c.yeti_spaces[key]
        out = []
        for s in self.c.row_spaces.get(ys.row, ()):
            b = self.cells[s.id]
            if b is None or b[0] == seat:
                continue
            n = s.number(ys.colour)
            if (n == result) if (self.strict and rerolled) else (n <= result):
                out.append(s.id)
        return out

    def row_targets(self, key: str, seat: int) -> list[int]:
        """Other captains' snowboarders in the row a Yeti watches."""
        row = self.c.yeti_spaces[key].row
        return [s.id for s in self.c.row_spaces.get(row, ()) if (b := self.cells[s.id]) is not None and b[0] != seat]

    def _settled(self) -> bool:
        """After a roll: nothing left to decide? (no snowball, nobody to hit, or
        everybody within reach already hit, or the best possible roll)"""
        p = self.pending
        assert p is not None
        seat = p["seat"]
        if not self.snowballs[seat]:
            return True
        targets = self.row_targets(p["key"], seat)
        if not targets:
            return True
        return len(self.hits(p["key"], self.roll_result(), p["rerolled"], seat)) == len(targets)

    def _throw(self, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        seat = p["seat"]
        result = self.roll_result()
        hit = self.hits(p["key"], result, p["rerolled"], seat)
        ys = self.c.yeti_spaces[p["key"]]
        boarders = []
        for sp in hit:
            b = self.cells[sp]
            assert b is not None
            self.cells[sp] = None
            if b in self.aside:
                self.aside.remove(b)
            self.captured[seat].append(b[:])
            boarders.append(b[:])
        if boarders:
            names = ", ".join(self.boarder_label(*b) for b in boarders)
            text = f"The Yeti's snowball ({result}) knocks off {names}: {self.name(seat)} keeps them."
        else:
            text = f"The Yeti's snowball ({result}) hits nobody on row {ys.row}."
        ev.append(Event("knock" if boarders else "miss", text, seat,
                        {"key": p["key"], "row": ys.row, "result": result, "spaces": hit, "boarders": boarders}))
        self.pending = None
        self.phase = "play"

    # ------------------------------------------------------------- turns
    def _over(self) -> bool:
        return not any(self.reserve) and all(x is None for x in self.cells)

    def _end_turn(self, ev: list[Event]) -> None:
        if self._over():
            self.phase = "over"
            self.turns += 1
            w = self.winners()
            names = " and ".join(self.name(s) for s in w)
            ev.append(Event("game_over", f"The last snowboarder has left the course: {names} "
                                         f"win{'s' if len(w) == 1 else ''} the Yeti Cup.", None,
                            {"scores": self.scores(), "winners": w}))
            return
        n = self.num_seats
        for _ in range(n):
            self.turn = (self.turn + 1) % n
            self.turns += 1
            # a captain who can only pass passes at once (nothing to decide)
            if self.legal_actions(self.turn) != [Pass(self.turn)]:
                return
            ev.append(Event("pass", f"{self.name(self.turn)} has nothing to start, move or place, and passes.",
                            self.turn, {"auto": True}))

    # ------------------------------------------------------------ scores
    def score_breakdown(self, seat: int) -> dict[str, Any]:
        podium: list[dict[str, Any]] = [{"place": i + 1, "value": v, "multiplier": self.c.podium[i], "points": v * self.c.podium[i]}
                  for i, (o, v) in enumerate(self.podium) if o == seat]
        late = list(self.late[seat])
        caps: list[dict[str, Any]] = [{"team": self.team(o), "seat": o, "value": v} for o, v in self.captured[seat]]
        pp, lp, cp = sum(p["points"] for p in podium), sum(late), sum(c["value"] for c in caps)
        return {"podium": podium, "late": late, "captures": caps, "podium_points": pp, "late_points": lp,
                "capture_points": cp, "final_total": pp + lp + cp, "final": self.phase == "over"}

    def scores(self) -> list[int]:
        """Each captain's points: podium places times their multipliers, later
        finishers and captures (the same totals as ``score_breakdown``, without
        building it: the bots ask for these in every position they judge)."""
        out = [sum(self.late[s]) + sum(v for _, v in self.captured[s]) for s in range(self.num_seats)]
        for i, (o, v) in enumerate(self.podium):
            out[o] += v * self.c.podium[i]
        return out

    # ---------------------------------------------------------------- view
    def view(self, seat: int | None) -> dict[str, Any]:
        seats = []
        scores = self.scores()
        for s in range(self.num_seats):
            ss = self._setup.seats[s]
            seats.append({"name": ss.name, "team": ss.colour, "kind": ss.kind, "score": scores[s],
                          "waiting": sorted(self.reserve[s]), "late": list(self.late[s]),
                          "captured": [b[:] for b in self.captured[s]],
                          "hand_count": len(self.hands[s]) + self.snowballs[s], "snowballs": self.snowballs[s],
                          "in_play": self.in_play(s)})
        v: dict[str, Any] = {
            "game": self.game_id, "seat": seat, "phase": self.phase, "turn": self.turn,
            "round": self.round_number(), "current_player": self.current_player(), "seats": seats,
            "cells": [x[:] if x is not None else None for x in self.cells],
            "podium": [p[:] for p in self.podium], "placed": sorted(self.placed), "twins": sorted(self.twins),
            "aside": [a[:] for a in self.aside], "sideways_locked": self.sideways_locked(),
            "pending": None if self.pending is None else {**self.pending, "rolls": list(self.pending["rolls"])},
            "unseen_yetis": len(self.box), "strict": self.strict,
        }
        if seat is not None and 0 <= seat < self.num_seats:
            v["hand"] = sorted(self.hand_keys(seat))
        return v
