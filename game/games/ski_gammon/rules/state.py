"""Ski Gammon: the rules as a pure model (no pygame).

Skiers ride the lift up from START, choose a trail at the top and ski down it
to its yellow square, collecting the trail's Groschen; red spaces draw a
Sitzmark card, blue spaces turn up a new Ski Condition card, the conditions
close trails, slow the lift or call for equipment, and the first skier to
reach the agreed sum wins. docs/ski-gammon.md has the rules as played, with
every choice this model makes where the rulebook is silent or lost.
"""
from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import CallTime, Roll, decode_action
from .cards import SGCards
from .content import SGContent
from .facts import LIFT, OUT, START, SUMMIT  # noqa: F401  (where the rest of the game finds them)
from .legality import SGLegality, move_method
from .moves import SGMoves
from .trade import SGTrade

COLOURS = ("red", "blue", "green", "yellow", "black", "white")
TARGET = "target"            # setup choice: Groschen that win at once
ROUNDS = "rounds"            # setup choice: 0 or the number of rounds after which the richest wins
CLOCK = "minutes"            # setup choice: 0 or the minutes of play after which the round under way is the last
SIPPING = "sipping"          # setup option: the cards' flavour lines about a hot drink
# never offered: the rules as this program first played them, for saves made then
# (GameInfo.legacy_options; docs/ski-gammon.md "Saves from before the rule changes")
FIRST_RULES = "first_rules"
# never offered: the rules of games saved (format 2) before the first page was made
# consistent (going back on Boomer, trail conditions over the top, the flask's cards)
SECOND_RULES = "second_rules"
# never offered: the rules of games saved (format 3) before the flask's cards paid what a
# flask costs (their amounts were smaller: Card.was)
THIRD_RULES = "third_rules"


def _faces(n: int) -> list[tuple[int, ...]]:
    return list(itertools.product(range(1, 7), repeat=n))


class SGState(SGLegality, SGMoves, SGCards, SGTrade, FieldState):
    """The whole game: its fields, the deal, applying actions, the flow of turns
    and the end, and each seat's view. What is true now lives in ``SGFacts``
    (facts.py), what is legal in ``SGLegality`` (legality.py), the dice and the
    move in ``SGMoves`` (moves.py), the cards' work in ``SGCards`` (cards.py),
    money and equipment changing hands in ``SGTrade`` (trade.py)."""

    game_id = "ski-gammon"

    def __init__(self, setup: Setup, content: SGContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        self.target = int(setup.options.get(TARGET, content.targets[0]))
        self.limit = int(setup.options.get(ROUNDS, content.round_limits[0]))
        self.minutes = int(setup.options.get(CLOCK, content.clock_minutes[0]))
        self.sipping = bool(setup.options.get(SIPPING, False))
        self.first_rules = bool(setup.options.get(FIRST_RULES, False))
        self.second_rules = self.first_rules or bool(setup.options.get(SECOND_RULES, False))
        self.third_rules = self.second_rules or bool(setup.options.get(THIRD_RULES, False))
        self.other_offers: dict[int, int] = {}           # offers made this turn by skiers (in debt) whose turn it is not
        if data is None:
            self._deal()
        else:
            self._load(data)

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        c, n = self.c, len(self._setup.seats)
        self.rng = Rng(self._setup.seed)
        self.phase = "opening"
        self.first = self._setup.first_player % n
        self.turn = self.first
        self.rounds = 0                                  # rounds completed
        self.opening: dict[str, Any] = {"rolling": [(self.first + i) % n for i in range(n)], "rolls": {}}
        self.pos: list[list[Any]] = [[START, 0] for _ in range(n)]
        self.must_ski: list[str] = [""] * n
        self.groschen: list[int] = [c.n("start_groschen")] * n
        self.bank = c.n("bank") - n * c.n("start_groschen")
        self.items: list[dict[str, int]] = [{k: it.dealt for k, it in c.items.items() if it.dealt} for _ in range(n)]
        self.shoppe: dict[str, int] = {k: it.shoppe for k, it in c.items.items()}
        conds = [x.id for x in c.conditions if x.id != c.start_condition]
        self.rng.shuffle(conds)
        k = c.n("hand_limit")
        if len(conds) < n * k:
            raise ValueError(f"Ski Gammon's content has {len(conds)} Ski Condition cards to deal, "
                             f"{n} skiers need {n * k}")
        self.hands: list[list[int]] = [sorted(conds[i * k:(i + 1) * k]) for i in range(n)]
        self.cond_pack: list[int] = conds[n * k:]
        self.present = c.start_condition
        self.present_rolls = 0
        sitz = [x.id for x in c.sitzmark]
        apres = [x.id for x in c.apres]
        self.rng.shuffle(sitz)
        self.rng.shuffle(apres)
        self.sitz_pack: list[int] = sitz
        self.apres_pack: list[int] = apres
        self.lose: list[int] = [0] * n
        self.half_run: list[bool] = [False] * n
        self.doubles = 0                                 # doubles rolled in a row this turn
        self.rolled = False                              # has this turn's first roll been made
        self.again = False                               # doubles: another roll is due
        self.pending: dict[str, Any] | None = None       # a choice in the middle of a move
        self.offer: dict[str, Any] | None = None         # a trade offer waiting for an answer
        self.offers_made = 0                             # offers made this turn
        self.resume = ""                                 # the phase to go back to after a trade or a debt
        self.waits = 0          # turns in a row, since a skier last moved or threw, that moved nobody when a card could have been thrown
        self.ended = ""                                  # why the game ended
        self.time_called = False                         # the clock is up: this round is the last
        self.last_card: dict[str, Any] = {}              # the last card shown to everyone
        self.last_dice: list[int] = []
        self.log: list[Action] = []

    _decode = staticmethod(decode_action)
    _FIELDS = ("phase", "first", "turn", "rounds", "opening", "pos", "must_ski", "groschen", "bank", "items",
               "shoppe", "hands", "cond_pack", "present", "present_rolls", "sitz_pack", "apres_pack", "lose",
               "half_run", "doubles", "rolled", "again", "pending", "offer", "offers_made", "resume", "waits",
               "ended", "last_card", "last_dice")

    def _load(self, d: Mapping[str, Any]) -> None:
        super()._load(d)
        self.time_called = bool(d.get("time_called", False))
        self.other_offers = {int(k): int(v) for k, v in d.get("other_offers", {}).items()}
        self.opening = {"rolling": list(self.opening["rolling"]),
                        "rolls": {int(k): v for k, v in self.opening["rolls"].items()}}

    def fields_dict(self, copy: bool = True, log: bool = True) -> dict[str, Any]:
        d = super().fields_dict(copy, log)
        d["opening"] = {"rolling": list(self.opening["rolling"]),
                        "rolls": {str(k): v for k, v in self.opening["rolls"].items()}}
        if self.time_called:                 # only then: a game without a clock hashes as it always did
            d["time_called"] = True
        if self.other_offers:                # only then: a game without a debtor's offers hashes as it always did
            d["other_offers"] = {str(k): v for k, v in sorted(self.other_offers.items())}
        return d

    def clone(self) -> SGState:
        new = SGState.__new__(SGState)
        new._setup, new.c = self._setup, self.c
        new.target, new.limit, new.sipping = self.target, self.limit, self.sipping
        new.minutes, new.time_called = self.minutes, self.time_called
        new.first_rules, new.second_rules, new.third_rules = self.first_rules, self.second_rules, self.third_rules
        new.other_offers = dict(self.other_offers)
        # field by field, each as deep as it goes (``_FIELDS``; a test checks that
        # a clone shares nothing that changes): the bots' search clones all the time
        new.phase, new.first, new.turn, new.rounds = self.phase, self.first, self.turn, self.rounds
        new.opening = {"rolling": list(self.opening["rolling"]), "rolls": dict(self.opening["rolls"])}
        new.pos = [p[:] for p in self.pos]
        new.must_ski, new.groschen, new.bank = self.must_ski[:], self.groschen[:], self.bank
        new.items = [dict(d) for d in self.items]
        new.shoppe = dict(self.shoppe)
        new.hands = [h[:] for h in self.hands]
        new.cond_pack, new.present, new.present_rolls = self.cond_pack[:], self.present, self.present_rolls
        new.sitz_pack, new.apres_pack = self.sitz_pack[:], self.apres_pack[:]
        new.lose, new.half_run = self.lose[:], self.half_run[:]
        new.doubles, new.rolled, new.again = self.doubles, self.rolled, self.again
        new.pending = None if self.pending is None else _copy(self.pending)
        new.offer = None if self.offer is None else _copy(self.offer)
        new.offers_made, new.resume, new.waits, new.ended = self.offers_made, self.resume, self.waits, self.ended
        new.last_card = _copy(self.last_card) if self.last_card else {}
        new.last_dice = self.last_dice[:]
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        return new

    def determinize(self, seat: int | None, seed: int) -> SGState:
        """Other skiers' Ski Condition cards and the three packs' order are dealt again
        (a card returned under a pack is known to be there: only the cards above it
        are shuffled); the dice are hidden too."""
        new = self.clone()
        rng = Rng(seed)
        others = [o for o in range(self.num_seats) if o != seat]
        piles = [new.cond_pack] + [new.hands[o] for o in others]
        pool = sorted(x for p in piles for x in p)
        rng.shuffle(pool)
        for i, p in enumerate(piles):
            k = len(p)
            p[:] = pool[:k] if i == 0 else sorted(pool[:k])
            del pool[:k]
        for pack in (new.sitz_pack, new.apres_pack):
            shuffled = sorted(pack)
            rng.shuffle(shuffled)
            pack[:] = shuffled
        new.rng = Rng(seed ^ 0x5C1)
        return new

    # ---------------------------------------------------------- protocol bits

    def is_over(self) -> bool:
        return self.phase == "over"

    def public_move(self, seat: int) -> bool:
        """The roll for who starts: made in everyone's sight, with no card shown."""
        return self.phase == "opening"

    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "trade":
            assert self.offer is not None
            return int(self.offer["to"])
        if self.phase == "owe":
            return self._debtor()
        if self.phase == "opening":
            return int(self.opening["rolling"][0])
        return self.turn

    def turn_holder(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def round_number(self) -> int:
        return self.rounds + 1

    def first_player(self) -> int:
        """Who won the roll for the start (before it: who rolls first)."""
        return self.first

    def census(self) -> dict[str, tuple[int, int]]:
        c = self.c
        out = {"groschen": (sum(self.groschen) + self.bank, c.n("bank")),
               "sitzmark": (len(self.sitz_pack), len(c.sitzmark)),
               "apres": (len(self.apres_pack), len(c.apres)),
               "condition": (sum(len(h) for h in self.hands) + len(self.cond_pack) + 1, len(c.conditions))}
        n = self.num_seats
        for k, it in c.items.items():
            out[k] = (self.shoppe[k] + sum(x.get(k, 0) for x in self.items), it.shoppe + n * it.dealt)
        return out

    # -- the clock: the table calls the time, the rules never read a clock
    def _do_calltime(self, a: CallTime, ev: list[Event]) -> None:
        self.time_called = True
        ev.append(Event("time_up", f"The {self.minutes} minutes are up: this round is the last.", None))

    def clock_minutes(self) -> int:
        return self.minutes

    def time_up_action(self) -> Action | None:
        seat = self.current_player()
        if seat is None or not self.minutes or self.time_called:
            return None
        return CallTime(seat)

    # ------------------------------------------------------------------ apply
    def chance_outcomes(self, action: Action) -> list[tuple[Action, float]]:
        if isinstance(action, Roll) and not action.dice and self.why_illegal(action) is None:
            n = self.dice_count(action.seat)
            faces = _faces(n)
            return [(Roll(action.seat, f), 1 / len(faces)) for f in faces]
        return []

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        ev: list[Event] = []
        getattr(self, move_method("_do_", type(action).__name__))(action, ev)
        self.log.append(action)
        self._settle(ev)
        return ev

    # -- the flow of turns
    def _settle(self, ev: list[Event]) -> None:
        """After every action: the target, debts, then whose move it is."""
        if self.phase == "over":
            return
        playing = self.actives()
        rich = [s for s in playing if self.groschen[s] >= self.target]
        if rich:
            best = max(self.groschen[s] for s in rich)
            who = [s for s in rich if self.groschen[s] == best]
            self._over(ev, "target", f"{' and '.join(self.name(s) for s in who)} reach"
                                     f"{'es' if len(who) == 1 else ''} {self.target} Groschen and win"
                                     f"{'s' if len(who) == 1 else ''}.")
            return
        if len(playing) <= 1:
            self._over(ev, "last", "Only one skier is left in the game.")
            return
        if self.phase == "trade":
            return
        if self._debtor() is not None:
            if self.phase != "owe":
                self.resume = self.resume or self.phase
                self.phase = "owe"
            return
        if self.phase == "owe":
            back, self.resume = self.resume, ""
            if back == "next" or not self.active(self.turn):
                self.phase = "turn"
                self._end_turn(ev)
            else:
                self.phase = back
        elif self.resume == "next":
            self.resume = ""
            self._end_turn(ev)
        if self.phase == "turn" and not self.active(self.turn):
            self._end_turn(ev)

    def _over(self, ev: list[Event], why: str, text: str) -> None:
        self.phase = "over"
        self.ended = why
        self.pending = None
        self.offer = None
        ev.append(Event("over", text, None, {"why": why}))

    def _end_turn(self, ev: list[Event]) -> None:
        if self.phase == "over":
            return
        n = self.num_seats
        cur = self.turn
        self.doubles = 0
        self.rolled = self.again = False
        self.offers_made = 0
        self.other_offers = {}
        self.pending = None
        self.phase = "turn"
        for _ in range(n * 8):
            nxt = (cur + 1) % n
            if (nxt - self.first) % n <= (cur - self.first) % n:
                self.rounds += 1
                if self.limit and self.rounds >= self.limit:
                    self._over(ev, "rounds", f"{self.limit} rounds are played: the richest skier wins.")
                    return
                if self.time_called:
                    self._over(ev, "clock", f"The {self.minutes} minutes are up and the last round is "
                                            "played: the richest skier wins.")
                    return
            cur = nxt
            if not self.active(cur):
                continue
            if self.lose[cur]:
                self.lose[cur] -= 1
                if not self.first_rules:    # a card, not the conditions, holds him: the conditions stop not everyone
                    self.waits = 0
                ev.append(Event("lose_turn", f"{self.name(cur)} loses this turn.", cur))
                continue
            self.turn = cur
            return
        self.turn = cur

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        return [self.groschen[s] if self.active(s) else 0 for s in range(self.num_seats)]

    def winners(self) -> list[int]:
        s = self.scores()
        act = self.actives() or list(range(self.num_seats))
        best = max(s[i] for i in act)
        return [i for i in act if s[i] == best]

    def equipment_value(self, seat: int) -> int:
        return sum(self.c.items[k].sell * v for k, v in self.items[seat].items())

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        return {"Groschen": self.scores()[seat],
                "equipment": sum(self.items[seat].values()),
                "condition cards": len(self.hands[seat]),
                "status": "out" if not self.active(seat) else "skiing",
                "final": self.phase == "over"}

    def view(self, seat: int | None) -> dict[str, Any]:
        d = {k: _copy(getattr(self, k)) for k in self._FIELDS if k not in ("hands", "cond_pack", "sitz_pack",
                                                                           "apres_pack", "opening")}
        d["opening"] = {"rolling": list(self.opening["rolling"]),
                        "rolls": {str(k): v for k, v in self.opening["rolls"].items()}}
        d["hand_counts"] = [len(h) for h in self.hands]
        d["cond_pack"] = len(self.cond_pack)
        d["sitz_pack"] = len(self.sitz_pack)
        d["apres_pack"] = len(self.apres_pack)
        d["hand"] = sorted(self.hands[seat]) if seat is not None else None
        d["seat"] = seat
        d["target"], d["limit"], d["sipping"] = self.target, self.limit, self.sipping
        d["minutes"], d["time_called"] = self.minutes, self.time_called
        d["other_offers"] = {str(k): v for k, v in self.other_offers.items()}
        return d


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v
