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
from game.core.quote import quoted
from game.core.rng import Rng

from .actions import (
    Answer,
    Branch,
    Buy,
    BuyCondition,
    CallTime,
    ChooseTrail,
    GoBust,
    Offer,
    Roll,
    Sell,
    Throw,
    Wait,
    decode_action,
)
from .content import Card, Condition, SGContent

COLOURS = ("red", "blue", "green", "yellow", "black", "white")
TARGET = "target"            # setup choice: Groschen that win at once
ROUNDS = "rounds"            # setup choice: 0 or the number of rounds after which the richest wins
CLOCK = "minutes"            # setup choice: 0 or the minutes of play after which the round under way is the last
SIPPING = "sipping"          # setup option: the cards' flavour lines about a hot drink

START, LIFT, SUMMIT, OUT = "start", "lift", "summit", "out"
MOST_OFFER_PIECES = 12       # pieces on one side of an offer
MOST_OFFER_GROSCHEN = 100_000


def _faces(n: int) -> list[tuple[int, ...]]:
    return list(itertools.product(range(1, 7), repeat=n))


class SGState(FieldState):
    game_id = "ski-gammon"

    def __init__(self, setup: Setup, content: SGContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        self.target = int(setup.options.get(TARGET, content.targets[0]))
        self.limit = int(setup.options.get(ROUNDS, content.round_limits[0]))
        self.minutes = int(setup.options.get(CLOCK, content.clock_minutes[0]))
        self.sipping = bool(setup.options.get(SIPPING, False))
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
        self.opening = {"rolling": list(self.opening["rolling"]),
                        "rolls": {int(k): v for k, v in self.opening["rolls"].items()}}

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["opening"] = {"rolling": list(self.opening["rolling"]),
                        "rolls": {str(k): v for k, v in self.opening["rolls"].items()}}
        if self.time_called:                 # only then: a game without a clock hashes as it always did
            d["time_called"] = True
        return d

    def clone(self) -> SGState:
        new = SGState.__new__(SGState)
        new._setup, new.c = self._setup, self.c
        new.target, new.limit, new.sipping = self.target, self.limit, self.sipping
        new.minutes, new.time_called = self.minutes, self.time_called
        for k in self._FIELDS:
            v = getattr(self, k)
            if isinstance(v, list):
                v = [x[:] if isinstance(x, list) else dict(x) if isinstance(x, dict) else x for x in v]
            elif isinstance(v, dict):
                v = _copy(v)
            setattr(new, k, v)
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

    def active(self, seat: int) -> bool:
        return self.pos[seat][0] != OUT

    def actives(self) -> list[int]:
        return [s for s in range(self.num_seats) if self.active(s)]

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

    # ------------------------------------------------------------------ facts
    def condition(self) -> Condition:
        return self.c.conditions[self.present]

    def has(self, seat: int, item: str) -> bool:
        return self.items[seat].get(item, 0) > 0

    def at_base(self, seat: int) -> bool:
        return self.pos[seat][0] == START

    def price(self, seat: int, item: str) -> int:
        it = self.c.items[item]
        return it.base if self.at_base(seat) else it.away

    def place_label(self, seat: int) -> str:
        where, n = self.pos[seat]
        if where == START:
            return "START"
        if where == LIFT:
            return f"lift space {n}"
        if where == SUMMIT:
            return "the Summit House"
        if where == OUT:
            return "out of the game"
        t = self.c.trails[where]
        return f"the top of {t.name}" if n == 0 else f"{t.name} {n}"

    def is_open(self, trail: str) -> bool:
        """May a skier start down this trail now?"""
        cond = self.condition()
        return not cond.stop and trail not in cond.closed

    def open_trails(self, seat: int | None = None) -> list[str]:
        """The trails a skier at the top may start down now (a skier sent to ski one
        trail: only that one)."""
        out = [t for t, tr in self.c.trails.items() if not tr.from_lift and self.is_open(t)]
        if seat is not None and self.must_ski[seat]:
            return [t for t in out if t == self.must_ski[seat]]
        return out

    def on_trails(self, seat: int) -> bool:
        return self.pos[seat][0] not in (START, LIFT, OUT)

    def stopped(self, seat: int) -> str | None:
        """Why the conditions (or having no skis) keep this skier from moving now; None: he may roll."""
        cond = self.condition()
        if not self.has(seat, "skis"):
            return "a skier needs skis at all times"
        if cond.stop:
            return f"{cond.name}: nobody moves"
        trails = self.on_trails(seat)
        if not trails and cond.lift == "closed":
            return f"{cond.name}: the lift is stopped"
        if cond.needs and (cond.where == "all" or cond.where == ("trails" if trails else "lift")):
            lacking = [self.c.items[k].name for k in cond.needs if not self.has(seat, k)]
            if lacking:
                return f"{cond.name}: nobody moves {'on the trails ' if cond.where == 'trails' else ''}" \
                       f"without {' and '.join(lacking)}"
        if self.pos[seat][0] == SUMMIT and not self.open_trails(seat):
            if self.must_ski[seat]:
                return f"{self.c.trails[self.must_ski[seat]].name} is closed: wait at the Summit House"
            return "every trail is closed: wait at the Summit House"
        return None

    def half_speed(self, seat: int) -> bool:
        cond = self.condition()
        if self.on_trails(seat):
            return cond.trails == "half" or self.half_run[seat]
        return cond.lift == "half"

    def dice_count(self, seat: int) -> int:
        if self.phase == "opening":
            return self.c.n("dice")
        return 1 if self.half_speed(seat) else self.c.n("dice")

    def may_throw(self, seat: int) -> str | None:
        if self.phase != "turn" or seat != self.turn:
            return "a Ski Condition card is thrown only in your own turn"
        if self.rolled:
            return "a Ski Condition card is thrown only before you roll"
        need = self.c.n("throw_after")
        if self.present_rolls < need:
            return (f"the present conditions have lasted {self.present_rolls} roll"
                    f"{'' if self.present_rolls == 1 else 's'}: a card may be thrown after {need}")
        return None

    def _debtor(self) -> int | None:
        n = self.num_seats
        for i in range(n):
            s = (self.turn + i) % n
            if self.active(s) and self.groschen[s] < 0:
                return s
        return None

    # -------------------------------------------------------------- legality
    def legal_actions(self, seat: int) -> list[Action]:
        return [a for a in self._candidates(seat) if self.why_illegal(a) is None]

    def _candidates(self, seat: int) -> list[Action]:
        if self.current_player() != seat:
            return []
        if self.phase == "opening":
            return [Roll(seat)]
        if self.phase == "choose":
            assert self.pending is not None
            if self.pending["kind"] == "top":
                return [ChooseTrail(seat, t) for t in self.pending["trails"]]
            return [Branch(seat, True), Branch(seat, False)]
        if self.phase == "trade":
            return [Answer(seat, True), Answer(seat, False)] + self._counter_candidates(seat)
        acts: list[Action] = [Sell(seat, k) for k in sorted(self.items[seat])]
        acts += self._offer_candidates(seat)
        if self.phase == "owe":
            return acts + [GoBust(seat)]
        acts += [Buy(seat, k) for k in self.c.items]
        acts += [BuyCondition(seat)] + [Throw(seat, k) for k in self.hands[seat]]
        return acts + [Roll(seat), Wait(seat)]

    def _offer_candidates(self, seat: int) -> list[Action]:
        """The offers listed for the bots: one piece the Shoppe has run out of, or
        that the conditions call for, bought from a skier who has one at the
        Shoppe's price away from the base (a skier may build any other offer)."""
        out: list[Action] = []
        if self.phase == "owe":
            for k in sorted(self.items[seat]):
                for o in self.actives():
                    if o != seat:
                        out.append(Offer(seat, o, give=(k,), get_groschen=self.c.items[k].base))
            return out
        wanted = [k for k in self.c.items if not self.has(seat, k)
                  and (self.shoppe[k] == 0 and (k == "skis" or k in self.condition().needs))]
        for k in wanted:
            for o in self.actives():
                if o != seat and self.has(o, k):
                    out.append(Offer(seat, o, get=(k,), give_groschen=self.c.items[k].away))
        return out

    def _counter_candidates(self, seat: int) -> list[Action]:
        o = self.offer
        assert o is not None
        if o["get_groschen"] <= 0 and o["give_groschen"] <= 0:
            return []
        # a counter asking 5 more (or offering 5 less) Groschen
        if o["give_groschen"] > 0:
            return [Offer(seat, o["from"], give=tuple(o["get"]), get=tuple(o["give"]),
                          get_groschen=o["give_groschen"] + 5)]
        return [Offer(seat, o["from"], give=tuple(o["get"]), get=tuple(o["give"]),
                      give_groschen=max(0, o["get_groschen"] - 5))]

    def why_illegal(self, a: Action) -> str | None:
        if self.phase == "over":
            return "the game is over"
        if not isinstance(a.seat, int) or isinstance(a.seat, bool) or not 0 <= a.seat < self.num_seats:
            return f"there is no seat {a.seat!r}"
        cur = self.current_player()
        if a.seat != cur:
            assert cur is not None
            return f"it is {self.name(cur)}'s move"
        check = getattr(self, f"_check_{type(a).__name__.lower()}", None)
        if check is None:
            return f"{a.kind} is not a Ski Gammon move"
        return check(a)

    def _check_calltime(self, a: CallTime) -> str | None:
        if not self.minutes:
            return "this game has no clock"
        if self.time_called:
            return "the time is already up: this round is the last"
        return None

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

    def _check_roll(self, a: Roll) -> str | None:
        if self.phase == "opening":
            return self._check_dice(a.dice, self.c.n("dice"))
        if self.phase != "turn":
            return self._not_now()
        if self.rolled and not self.again:
            return "you have rolled this turn"
        why = self.stopped(a.seat)
        if why is not None:
            return why
        return self._check_dice(a.dice, self.dice_count(a.seat))

    @staticmethod
    def _check_dice(dice: Any, n: int) -> str | None:
        if not isinstance(dice, tuple):
            return "the dice are not a list of faces"
        if dice and (len(dice) != n or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6
                                               for d in dice)):
            return f"a roll here is {n} {'die' if n == 1 else 'dice'} from 1 to 6"
        return None

    def _not_now(self) -> str:
        if self.phase == "choose":
            assert self.pending is not None
            return "first choose a trail" if self.pending["kind"] == "top" else "first say whether you take the way"
        if self.phase == "trade":
            return "first answer the offer"
        if self.phase == "owe":
            return "first pay what you owe: sell equipment, or go bust"
        if self.phase == "opening":
            return "first roll to see who starts"
        return "not now"

    def _check_wait(self, a: Wait) -> str | None:
        if self.phase != "turn":
            return self._not_now()
        if self.rolled and not self.again:
            return "you have rolled this turn"
        if self.stopped(a.seat) is None:
            return "you can move: roll the dice"
        return None

    def _check_choosetrail(self, a: ChooseTrail) -> str | None:
        if self.phase != "choose" or self.pending is None or self.pending["kind"] != "top":
            return "there is no trail to choose now"
        if a.trail not in self.pending["trails"]:
            return f"{a.trail!r} is not an open trail from here"
        return None

    def _check_branch(self, a: Branch) -> str | None:
        if self.phase != "choose" or self.pending is None or self.pending["kind"] == "top":
            return "there is no way to take here"
        if not isinstance(a.take, bool):
            return "take it or not: yes or no"
        return None

    def _check_throw(self, a: Throw) -> str | None:
        why = self.may_throw(a.seat)
        if why is not None:
            return why
        if a.card not in self.hands[a.seat]:
            return "that Ski Condition card is not in your hand"
        return None

    def _check_buycondition(self, a: BuyCondition) -> str | None:
        if self.phase != "turn":
            return self._not_now()
        if not self.cond_pack:
            return "the Ski Condition pack is empty"
        if len(self.hands[a.seat]) >= self.c.n("hand_limit"):
            return f"a skier holds at most {self.c.n('hand_limit')} Ski Condition cards"
        if self.groschen[a.seat] < self.c.n("condition_price"):
            return f"a Ski Condition card costs {self.c.n('condition_price')} Groschen"
        return None

    def _check_buy(self, a: Buy) -> str | None:
        if self.phase != "turn":
            return self._not_now()
        if a.item not in self.c.items:
            return f"the Ski Shoppe sells no {a.item!r}"
        name = self.c.items[a.item].name
        if self.shoppe[a.item] <= 0:
            return f"the Ski Shoppe has no {name} left: trade for it with another skier"
        if self.groschen[a.seat] < self.price(a.seat, a.item):
            return f"{name} cost{'' if name.endswith('s') else 's'} {self.price(a.seat, a.item)} Groschen here"
        return None

    def tradeable(self, seat: int, item: str) -> int:
        """How many of ``item`` the skier may sell or trade away: all he has, but
        one pair of skis stays with him at all times."""
        have = self.items[seat].get(item, 0)
        return max(0, have - 1) if item == "skis" else have

    def _check_sell(self, a: Sell) -> str | None:
        if self.phase not in ("turn", "owe"):
            return self._not_now()
        if a.item not in self.c.items or not self.has(a.seat, a.item):
            return f"you have no {a.item!r} to sell"
        if self.tradeable(a.seat, a.item) < 1:
            return "a skier keeps a pair of skis at all times"
        return None

    def _check_gobust(self, a: GoBust) -> str | None:
        if self.phase != "owe":
            return "you owe nothing"
        return None

    def _check_answer(self, a: Answer) -> str | None:
        if self.phase != "trade":
            return "there is no offer to answer"
        if not isinstance(a.accept, bool):
            return "accept or refuse: yes or no"
        if a.accept:
            return self._trade_problem(self.offer)
        return None

    def _check_offer(self, a: Offer) -> str | None:
        if self.phase not in ("turn", "owe", "trade"):
            return self._not_now()
        if not isinstance(a.to, int) or isinstance(a.to, bool) or not 0 <= a.to < self.num_seats \
                or a.to == a.seat or not self.active(a.to):
            return "an offer goes to another skier still in the game"
        for side in (a.give, a.get):
            if not isinstance(side, tuple) or len(side) > MOST_OFFER_PIECES \
                    or not all(isinstance(k, str) and k in self.c.items for k in side):
                return f"an offer names at most {MOST_OFFER_PIECES} pieces of equipment"
        for g in (a.give_groschen, a.get_groschen):
            if not isinstance(g, int) or isinstance(g, bool):
                return f"Groschen in an offer are a whole number, not {quoted(g)}"
            if g < 0:
                return f"Groschen in an offer must be at least 0, got {g}"
            if g > MOST_OFFER_GROSCHEN:
                return f"Groschen in an offer must be at most {MOST_OFFER_GROSCHEN}, got {quoted(g)}"
        if not (a.give or a.give_groschen) or not (a.get or a.get_groschen):
            return "a trade gives something and gets something"
        for who, side in ((a.seat, a.give), (a.to, a.get)):
            if "skis" in side and side.count("skis") > self.tradeable(who, "skis"):
                return f"{self.name(who)} keeps a pair of skis at all times"
        if self.phase == "trade":
            o = self.offer
            assert o is not None
            if a.to != o["from"]:
                return "a counter-offer goes back to the skier who made the offer"
            if o["counters"][1 if a.seat == o["to0"] else 0] >= self.c.n("counters"):
                return f"each side may counter an offer {self.c.n('counters')} times"
        elif self.offers_made >= self.c.n("offers_per_turn"):
            return f"a skier may make {self.c.n('offers_per_turn')} offers in a turn"
        return self._trade_problem({"from": a.seat, "to": a.to, "give": list(a.give), "get": list(a.get),
                                    "give_groschen": a.give_groschen, "get_groschen": a.get_groschen})

    def _trade_problem(self, o: Mapping[str, Any] | None) -> str | None:
        if o is None:
            return "there is no offer"
        for who, side, money in ((o["from"], o["give"], o["give_groschen"]), (o["to"], o["get"], o["get_groschen"])):
            for k in set(side):
                if self.items[who].get(k, 0) < side.count(k):
                    return f"{self.name(who)} has not {side.count(k)} {self.c.items[k].name}"
            if money > max(0, self.groschen[who]):
                return f"{self.name(who)} has not {money} Groschen"
        return None

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
        getattr(self, f"_do_{type(action).__name__.lower()}")(action, ev)
        self.log.append(action)
        self._settle(ev)
        return ev

    # -- the opening roll
    def _roll_dice(self, given: tuple[int, ...], n: int) -> list[int]:
        return list(given) if given else [1 + self.rng.below(6) for _ in range(n)]

    def _do_roll(self, a: Roll, ev: list[Event]) -> None:
        seat = a.seat
        if self.phase == "opening":
            dice = self._roll_dice(a.dice, self.c.n("dice"))
            self.last_dice = dice
            op = self.opening
            op["rolls"][seat] = sum(dice)
            op["rolling"].pop(0)
            ev.append(Event("opening", f"{self.name(seat)} rolls {sum(dice)} to see who starts.", seat,
                            {"dice": dice}))
            if not op["rolling"]:
                best = max(op["rolls"].values())
                top = [s for s, v in op["rolls"].items() if v == best]
                if len(top) == 1:
                    self.turn = top[0]
                    self.first = top[0]
                    self.phase = "turn"
                    ev.append(Event("starts", f"{self.name(top[0])} rolled highest and starts.", top[0]))
                else:
                    n = self.num_seats
                    order = sorted(top, key=lambda s: (s - self.first) % n)
                    op["rolling"] = order
                    op["rolls"] = {}
                    ev.append(Event("opening_tie", f"{' and '.join(self.name(s) for s in order)} tie with "
                                                   f"{best} and roll again.", None))
            return
        n = self.dice_count(seat)
        dice = self._roll_dice(a.dice, n)
        self.last_dice = dice
        first_roll = not self.rolled
        could_throw = first_roll and self.may_throw(seat) is None
        was = list(self.pos[seat])
        self.rolled = True
        self.again = False
        self.present_rolls += 1
        double = n >= 2 and len(set(dice)) == 1
        if double:
            self.doubles += 1
        total = sum(dice)
        ev.append(Event("roll", f"{self.name(seat)} rolls {' and '.join(map(str, dice))}"
                                f"{' (half speed: one die)' if n == 1 else ''}"
                                f"{', doubles' if double else ''}.", seat,
                        {"dice": dice, "again": not first_roll}))
        self._move(seat, total, ev)
        if self.pos[seat] != was or self.phase != "turn":
            self.waits = 0                        # somebody moved
        elif first_roll:                          # stuck behind a stopped skier on the lift
            if self._stalled(ev, could_throw):
                return
        if self.phase == "turn":
            self._after_move(ev)

    def _stalled(self, ev: list[Event], could_throw: bool) -> bool:
        """A turn in which the skier could not move: when a card could have been
        thrown and was not, it counts towards the end of a game that the
        conditions have stopped (a whole round of them ends it)."""
        if could_throw:
            self.waits += 1
        if self.waits >= len(self.actives()):
            self._over(ev, "stopped", "The conditions stopped every skier for a whole round and nobody "
                                      "threw a new card: the game ends.")
            return True
        return False

    def _after_move(self, ev: list[Event]) -> None:
        """The move is done: doubles roll again (the first ``most_doubles`` in a row),
        unless the skier now loses a turn; otherwise the turn passes."""
        seat = self.turn
        d = self.last_dice
        if (len(d) >= 2 and len(set(d)) == 1 and self.doubles <= self.c.n("most_doubles")
                and self.active(seat) and not self.lose[seat]):
            self.again = True
            ev.append(Event("again", f"Doubles: {self.name(seat)} rolls again.", seat))
            return
        self._end_turn(ev)

    def _do_wait(self, a: Wait, ev: list[Event]) -> None:
        why = self.stopped(a.seat)
        ev.append(Event("wait", f"{self.name(a.seat)} cannot move ({why}) and waits.", a.seat))
        could_throw = self.may_throw(a.seat) is None       # he could have thrown a card, and did not
        if not self.again:
            self.present_rolls += 1
        if not self._stalled(ev, could_throw):
            self._end_turn(ev)

    # -- the move
    def _move(self, seat: int, steps: int, ev: list[Event]) -> None:
        where, n = self.pos[seat]
        if where in (START, LIFT):
            self._ride(seat, 0 if where == START else n, steps, ev)
        elif where == SUMMIT:
            self._at_top(seat, steps, ev, "the Summit House")
        else:
            self._ski(seat, where, n, steps, ev)

    def _ride(self, seat: int, at: int, steps: int, ev: list[Event]) -> None:
        c = self.c
        ahead = [self.pos[o][1] for o in self.actives() if o != seat and self.pos[o][0] == LIFT
                 and self.pos[o][1] > at]
        to = at + steps
        path = list(range(at + 1, min(to, c.lift_top) + 1))
        if ahead and to >= min(ahead):
            to = min(ahead) - 1
            path = list(range(at + 1, to + 1))
            self.pos[seat] = [LIFT, to] if to > 0 else [START, 0]
            ev.append(Event("ride", f"{self.name(seat)} rides up to {self.place_label(seat)}: nobody passes "
                                    f"another skier on the lift.", seat, {"path": [[LIFT, k] for k in path]}))
            return
        if to < c.lift_top:
            self.pos[seat] = [LIFT, to]
            ev.append(Event("ride", f"{self.name(seat)} rides up to lift space {to}.", seat,
                            {"path": [[LIFT, k] for k in path]}))
            if to in c.branch:
                t = c.trails[c.branch[to]]
                if self.is_open(t.id):
                    self.phase = "choose"
                    self.pending = {"kind": "branch", "seat": seat, "to": [t.id, 0],
                                    "label": f"Take the {t.name} trail from lift space {to}?"}
            return
        ev.append(Event("ride", f"{self.name(seat)} rides to the top of the lift.", seat,
                        {"path": [[LIFT, k] for k in path]}))
        self._at_top(seat, to - c.lift_top, ev, "the top of the lift")

    def _at_top(self, seat: int, left: int, ev: list[Event], where: str) -> None:
        trails = self.open_trails(seat)
        if not trails:
            self.pos[seat] = [SUMMIT, 0]
            ev.append(Event("summit", f"Every trail {self.name(seat)} may ski is closed: "
                                      f"{self.name(seat)} waits at the Summit House.", seat))
            return
        self.phase = "choose"
        self.pending = {"kind": "top", "seat": seat, "left": left, "trails": trails, "from": where}

    def _do_choosetrail(self, a: ChooseTrail, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        self.pending = None
        self.phase = "turn"
        seat = a.seat
        t = self.c.trails[a.trail]
        self.must_ski[seat] = ""
        ev.append(Event("choose", f"{self.name(seat)} chooses {t.name}.", seat, {"trail": t.id}))
        self.pos[seat] = [t.id, 0]
        if p["left"]:
            self._ski(seat, t.id, 0, p["left"], ev)
        if self.phase == "turn":
            self._after_move(ev)

    def _do_branch(self, a: Branch, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        self.pending = None
        self.phase = "turn"
        seat = a.seat
        if a.take:
            tid, k = p["to"]
            t = self.c.trails[tid]
            if p["kind"] == "branch":
                self.pos[seat] = [tid, 0]
                ev.append(Event("branch", f"{self.name(seat)} leaves the lift for the {t.name} trail.", seat,
                                {"to": [tid, 0]}))
            else:
                ev.append(Event("cutoff", f"{self.name(seat)} takes the cut-off to {t.name} {k}.", seat,
                                {"path": [[tid, k]]}))
                self._land(seat, tid, k, ev)
        if self.phase == "turn":
            self._after_move(ev)

    def _ski(self, seat: int, tid: str, at: int, steps: int, ev: list[Event]) -> None:
        t = self.c.trails[tid]
        to = at + steps
        last = min(to, t.length)
        passed = [o for o in self.actives() if o != seat and self.pos[o][0] == tid
                  and at < self.pos[o][1] < last]
        path = [[tid, k] for k in range(at + 1, last + 1)]
        if to >= t.length:
            ev.append(Event("ski", f"{self.name(seat)} skis down {t.name} to the bottom.", seat, {"path": path}))
            self._collect_passes(seat, passed, ev)
            self._finish_run(seat, t.id, ev)
            return
        ev.append(Event("ski", f"{self.name(seat)} skis to {t.name} {to}.", seat, {"path": path}))
        self._collect_passes(seat, passed, ev)
        self._land(seat, tid, to, ev)

    def _collect_passes(self, seat: int, passed: list[int], ev: list[Event]) -> None:
        fee = self.c.n("pass_fee")
        for o in passed:
            self._pay(o, seat, fee)
            ev.append(Event("pass", f"{self.name(seat)} passes {self.name(o)} and collects {fee} Groschen.", seat,
                            {"from": o, "to": seat, "groschen": fee}))

    def _land(self, seat: int, tid: str, k: int, ev: list[Event]) -> None:
        """The skier stops on trail space k: others there fall; red and blue spaces act; a cut-off is offered."""
        self.pos[seat] = [tid, k]
        t = self.c.trails[tid]
        fee = self.c.n("fall_fee")
        fallen = [o for o in self.actives() if o != seat and self.pos[o] == [tid, k]]
        for o in fallen:
            self._pay(o, None, fee)
            ev.append(Event("fall", f"{self.name(seat)} lands on {self.name(o)}: {self.name(o)} falls and pays "
                                    f"{fee} Groschen to the bank.", o, {"from": o, "groschen": fee}))
        colour = t.colours[k - 1]
        if colour == "red":
            self._sitzmark(seat, ev)
        elif colour == "blue":
            self._new_condition(ev, seat)
        if self.pos[seat] == [tid, k] and (tid, k) in self.c.cutoffs and self.phase == "turn" and self.active(seat):
            to, num = self.c.cutoffs[(tid, k)]
            if self.is_open(to):
                self.phase = "choose"
                self.pending = {"kind": "cutoff", "seat": seat, "to": [to, num],
                                "label": f"Take the cut-off to {self.c.trails[to].name} {num}?"}

    def _finish_run(self, seat: int, tid: str, ev: list[Event]) -> None:
        t = self.c.trails[tid]
        self.pos[seat] = [START, 0]
        self.half_run[seat] = False
        self._pay(None, seat, t.payout)
        ev.append(Event("finish", f"{self.name(seat)} reaches the bottom of {t.name} and collects {t.payout} "
                                  f"Groschen.", seat, {"trail": tid, "groschen": t.payout, "to": seat}))
        card = self.c.apres[self.apres_pack.pop(0)]
        self.apres_pack.append(card.id)
        self._card(seat, card, "Apres Ski", ev)

    def _sitzmark(self, seat: int, ev: list[Event]) -> None:
        card = self.c.sitzmark[self.sitz_pack.pop(0)]
        self.sitz_pack.append(card.id)
        self._card(seat, card, "Sitzmark", ev)

    def _card(self, seat: int, card: Card, pack: str, ev: list[Event]) -> None:
        """Carry out a Sitzmark or Apres Ski card."""
        who = self.name(seat)
        self.last_card = {"pack": pack, "id": card.id, "seat": seat}
        flavour = card.sip if self.sipping and card.sip else ""
        # for the animations: the money the card moves, and where it leaves the skier (filled in below)
        data: dict[str, Any] = {"pack": pack, "card": card.id, "money": []}
        ev.append(Event("card", f"{who} draws a {pack} card: {card.text}" + (f" {flavour}" if flavour else ""),
                        seat, data))
        self._card_effects(seat, card, ev, data)
        data["to"] = list(self.pos[seat])

    def _card_effects(self, seat: int, card: Card, ev: list[Event], data: dict[str, Any]) -> None:
        who = self.name(seat)

        def pay(payer: int | None, payee: int | None, amount: int) -> None:
            self._pay(payer, payee, amount)
            data["money"].append({"from": payer, "to": payee, "groschen": amount})
        if card.unless and self.has(seat, card.unless):
            ev.append(Event("spared", f"{who} has {self.c.items[card.unless].name}: nothing happens.", seat))
            return
        if card.if_has and not self.has(seat, card.if_has):
            ev.append(Event("spared", f"{who} has no {self.c.items[card.if_has].name}: nothing happens.", seat))
            return
        if card.pay:
            pay(seat, None, card.pay)
        if card.collect:
            pay(None, seat, card.collect)
        for o in self.actives():
            if o != seat:
                if card.pay_each:
                    pay(seat, o, card.pay_each)
                if card.collect_each:
                    pay(o, seat, card.collect_each)
        if card.lose and self.has(seat, card.lose):
            self.items[seat][card.lose] -= 1
            if not self.items[seat][card.lose]:
                del self.items[seat][card.lose]
            self.shoppe[card.lose] += 1
            if card.lose == "skis" and not self.has(seat, "skis"):
                # skis at all times: a new pair at once, on credit if need be (a debt is settled after the move)
                price = self.price(seat, "skis")
                self.shoppe["skis"] -= 1
                self.items[seat]["skis"] = 1
                self._pay(seat, None, price)
                ev.append(Event("buy", f"{who} must have skis at all times and buys a new pair for {price} "
                                       f"Groschen.", seat, {"item": "skis", "groschen": price, "from": seat}))
        if card.gain and self.shoppe[card.gain] > 0:
            self.shoppe[card.gain] -= 1
            self.items[seat][card.gain] = self.items[seat].get(card.gain, 0) + 1
        if card.lose_turns:
            self.lose[seat] += card.lose_turns
        if card.half_run and self.on_trails(seat):
            self.half_run[seat] = True
        if card.move:
            self._card_move(seat, card.move, ev)
        if card.summit:
            self.pos[seat] = [SUMMIT, 0]
            self.half_run[seat] = False
            self.must_ski[seat] = card.ski
        if card.base:
            self.pos[seat] = [START, 0]
            self.half_run[seat] = False
            self.must_ski[seat] = ""

    def _card_move(self, seat: int, move: int, ev: list[Event]) -> None:
        """A card's move: a slide along the trail (no passing fees, no falls, no cards),
        forward to the bottom at most, back to the Summit House at most."""
        where, n = self.pos[seat]
        if where in (START, LIFT, SUMMIT, OUT):
            return
        t = self.c.trails[where]
        to = n + move
        if move > 0:
            path = [[where, k] for k in range(n + 1, min(to, t.length) + 1)]
        else:
            path = [[where, k] for k in range(n - 1, max(to, 0) - 1, -1)]
        if to >= t.length:
            ev.append(Event("slide", f"{self.name(seat)} slides to the bottom of {t.name}.", seat, {"path": path}))
            self._finish_run(seat, where, ev)
        elif to <= 0:
            self.pos[seat] = [SUMMIT, 0]
            self.half_run[seat] = False
            ev.append(Event("slide", f"{self.name(seat)} goes back up to the Summit House.", seat,
                            {"path": path, "to": [SUMMIT, 0]}))
        else:
            self.pos[seat] = [where, to]
            ev.append(Event("slide", f"{self.name(seat)} slides to {t.name} {to}.", seat, {"path": path}))

    # -- conditions
    def _new_condition(self, ev: list[Event], seat: int | None) -> None:
        if not self.cond_pack:
            ev.append(Event("condition", "The Ski Condition pack is empty: the conditions stay.", seat))
            return
        self._set_condition(self.cond_pack.pop(0), ev, seat, thrown=False)

    def _set_condition(self, cid: int, ev: list[Event], seat: int | None, thrown: bool) -> None:
        self.cond_pack.append(self.present)
        self.present = cid
        self.present_rolls = 0
        cond = self.condition()
        verb = "throws" if thrown else "turns up"
        who = self.name(seat) if seat is not None else "Someone"
        ev.append(Event("condition", f"{who} {verb} a new Ski Condition: {cond.name}. {cond.text}", seat,
                        {"card": cid, "thrown": thrown}))
        if cond.rain:
            for o in self.actives():
                self.pos[o] = [START, 0]
                self.half_run[o] = False
                self.must_ski[o] = ""
            if self.phase == "choose":
                self.phase, self.pending = "turn", None
            ev.append(Event("rain", "Rain: every skier goes back to START.", None))

    def _do_throw(self, a: Throw, ev: list[Event]) -> None:
        self.hands[a.seat].remove(a.card)
        self.waits = 0
        self._set_condition(a.card, ev, a.seat, thrown=True)

    # -- the shop, the bank and trades
    def _pay(self, payer: int | None, payee: int | None, amount: int) -> None:
        """Money from a skier (None: the bank) to a skier (None: the bank). A skier may
        go below 0: what he owes is settled once the action is over."""
        if payer is None:
            amount = min(amount, self.bank)
            self.bank -= amount
        else:
            self.groschen[payer] -= amount
        if payee is None:
            self.bank += amount
        else:
            self.groschen[payee] += amount

    def _do_buycondition(self, a: BuyCondition, ev: list[Event]) -> None:
        price = self.c.n("condition_price")
        self._pay(a.seat, None, price)
        card = self.cond_pack.pop(0)
        self.hands[a.seat].append(card)
        self.hands[a.seat].sort()
        ev.append(Event("buy_card", f"{self.name(a.seat)} buys a Ski Condition card for {price} Groschen.", a.seat,
                        {"groschen": price, "from": a.seat}, {"card": card}))

    def _do_buy(self, a: Buy, ev: list[Event]) -> None:
        price = self.price(a.seat, a.item)
        self._pay(a.seat, None, price)
        self.shoppe[a.item] -= 1
        self.items[a.seat][a.item] = self.items[a.seat].get(a.item, 0) + 1
        ev.append(Event("buy", f"{self.name(a.seat)} buys {self.c.items[a.item].name} for {price} Groschen.",
                        a.seat, {"item": a.item, "groschen": price, "from": a.seat}))

    def _do_sell(self, a: Sell, ev: list[Event]) -> None:
        it = self.c.items[a.item]
        self.items[a.seat][a.item] -= 1
        if not self.items[a.seat][a.item]:
            del self.items[a.seat][a.item]
        self.shoppe[a.item] += 1
        self._pay(None, a.seat, it.sell)
        ev.append(Event("sell", f"{self.name(a.seat)} sells {it.name} to the Ski Shoppe for {it.sell} Groschen.",
                        a.seat, {"item": a.item, "groschen": it.sell, "to": a.seat}))

    def _do_offer(self, a: Offer, ev: list[Event]) -> None:
        if self.phase == "trade":
            o = self.offer
            assert o is not None
            counters = list(o["counters"])
            counters[1 if a.seat == o["to0"] else 0] += 1
            back, to0 = o["back"], o["to0"]
        else:
            counters, back, to0 = [0, 0], self.phase, a.to
            self.offers_made += 1
        self.offer = {"from": a.seat, "to": a.to, "give": list(a.give), "get": list(a.get),
                      "give_groschen": a.give_groschen, "get_groschen": a.get_groschen,
                      "counters": counters, "back": back, "to0": to0}
        self.phase = "trade"
        ev.append(Event("offer", f"{self.name(a.seat)} offers {self.name(a.to)} {self.offer_text(self.offer)}.",
                        a.seat, {"offer": dict(self.offer)}))

    def offer_text(self, o: Mapping[str, Any]) -> str:
        def side(items: list[str], g: int) -> str:
            parts = [f"{items.count(k)} x {self.c.items[k].name}" if items.count(k) > 1 else self.c.items[k].name
                     for k in sorted(set(items))]
            if g:
                parts.append(f"{g} Groschen")
            return " and ".join(parts) or "nothing"
        return f"{side(o['give'], o['give_groschen'])} for {side(o['get'], o['get_groschen'])}"

    def _do_answer(self, a: Answer, ev: list[Event]) -> None:
        o = self.offer
        assert o is not None
        self.offer = None
        self.phase = o["back"]
        if not a.accept:
            ev.append(Event("refuse", f"{self.name(a.seat)} refuses the offer.", a.seat))
            return
        giver, taker = o["from"], o["to"]
        for src, dst, side in ((giver, taker, o["give"]), (taker, giver, o["get"])):
            for k in side:
                self.items[src][k] -= 1
                if not self.items[src][k]:
                    del self.items[src][k]
                self.items[dst][k] = self.items[dst].get(k, 0) + 1
        self._pay(giver, taker, o["give_groschen"])
        self._pay(taker, giver, o["get_groschen"])
        ev.append(Event("trade", f"{self.name(a.seat)} accepts: {self.name(giver)} and {self.name(taker)} trade "
                                 f"{self.offer_text(o)}.", a.seat, {"offer": o}))

    def _do_gobust(self, a: GoBust, ev: list[Event]) -> None:
        self._bust(a.seat, ev)

    def _bust(self, seat: int, ev: list[Event]) -> None:
        owed = -self.groschen[seat]
        if owed > 0:                 # the bank takes the loss
            self.bank -= owed
            self.groschen[seat] = 0
        for k, v in self.items[seat].items():
            self.shoppe[k] += v
        self.items[seat] = {}
        self.cond_pack.extend(sorted(self.hands[seat]))
        self.hands[seat] = []
        self._pay(seat, None, self.groschen[seat])
        self.pos[seat] = [OUT, 0]
        self.lose[seat] = 0
        ev.append(Event("bust", f"{self.name(seat)} cannot pay and is out of the game.", seat))
        if self.turn == seat:                    # his turn is over too
            self.resume = "next"

    # -- the flow of turns
    def _settle(self, ev: list[Event]) -> None:
        """After every action: the target, debts, then whose move it is."""
        if self.phase == "over":
            return
        rich = [s for s in self.actives() if self.groschen[s] >= self.target]
        if rich:
            best = max(self.groschen[s] for s in rich)
            who = [s for s in rich if self.groschen[s] == best]
            self._over(ev, "target", f"{' and '.join(self.name(s) for s in who)} reach"
                                     f"{'es' if len(who) == 1 else ''} {self.target} Groschen and win"
                                     f"{'s' if len(who) == 1 else ''}.")
            return
        if len(self.actives()) <= 1:
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
        return d


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v
