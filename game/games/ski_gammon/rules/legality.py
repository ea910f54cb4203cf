"""Ski Gammon: what is legal now. ``why_illegal`` is the one source of
legality: ``legal_actions`` lists the candidates it passes (the offers among
them only a few the bots may make), ``apply`` refuses what it names a reason
for, one check per kind of move. Part of ``SGState`` (state.py)."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action
from game.core.quote import quoted

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
)
from .facts import SGFacts

MOST_OFFER_PIECES = 12       # pieces on one side of an offer
MOST_OFFER_GROSCHEN = 100_000


@functools.cache
@functools.cache
def move_method(prefix: str, kind: str) -> str:
    """The name of the method for a kind of move (its class's name): ``prefix`` and
    the kind in lower case (``_check_buy``, ``_do_buy``), spelt out once a kind."""
    return f"{prefix}{kind.lower()}"


#: a buy made once for each skier and piece, and shared (it is frozen): asked for after every move
_buy = functools.lru_cache(maxsize=1024)(Buy)


class SGLegality(SGFacts):
    """The candidates and the checks of every move: a part of SGState."""

    def legal_actions(self, seat: int) -> list[Action]:
        if self.current_player() != seat:
            return self._buys_now(seat)             # asked of every other seat after each move: found at once
        why = self.why_illegal
        buys: list[Action] | None = None
        out: list[Action] = []
        for a in self._candidates(seat):
            if type(a) is Buy or type(a) is BuyCondition:
                if buys is None:
                    buys = self._buys_now(seat)
                if a in buys:
                    out.append(a)
            elif why(a) is None:
                out.append(a)
        return out

    def _buys_now(self, seat: int) -> list[Action]:
        """The buys of ``_shop_candidates`` that ``why_illegal`` passes, in their
        order, worked out once for the seat rather than move by move (a test
        checks the two agree for every seat at every position of seeded games)."""
        if self.phase == "over" or not 0 <= seat < self.num_seats \
                or (seat != self.current_player() and not self.active(seat)) or self._shop_closed(seat) is not None:
            return []
        money = self.groschen[seat]
        base = self.at_base(seat)                    # (``price``, worked out once for every piece)
        shoppe = self.shoppe
        out: list[Action] = [_buy(seat, k) for k, it in self.c.items.items()
                             if shoppe[k] > 0 and money >= (it.base if base else it.away)]
        if self.cond_pack and len(self.hands[seat]) < self.c.n("hand_limit") \
                and money >= self.c.n("condition_price"):
            out.append(BuyCondition(seat))
        return out

    def _candidates(self, seat: int) -> list[Action]:
        if self.current_player() != seat:
            return self._shop_candidates(seat)      # out of turn: buying from the Shoppe, at any time
        if self.phase == "opening":
            return [Roll(seat)]
        if self.phase == "choose":
            assert self.pending is not None
            if self.pending["kind"] == "top":
                return [*(ChooseTrail(seat, t) for t in self.pending["trails"]), *self._shop_candidates(seat)]
            return [Branch(seat, True), Branch(seat, False), *self._shop_candidates(seat)]
        if self.phase == "trade":
            return [Answer(seat, True), Answer(seat, False), *self._counter_candidates(seat),
                    *self._shop_candidates(seat)]
        acts: list[Action] = [Sell(seat, k) for k in sorted(self.items[seat])]
        acts += self._offer_candidates(seat)
        if self.phase == "owe":
            return acts + [GoBust(seat)]
        acts += self._shop_candidates(seat)
        acts += [Throw(seat, k) for k in self.hands[seat]]
        return acts + [Roll(seat), Wait(seat)]

    def _shop_candidates(self, seat: int) -> list[Action]:
        """Buying from the Shoppe: each piece, and a Ski Condition card."""
        return [*(Buy(seat, k) for k in self.c.items), BuyCondition(seat)]

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
            if not isinstance(a, (Buy, BuyCondition)):      # out of turn a skier may only buy
                return f"it is {self.name(cur)}'s move"
            if not self.active(a.seat):
                return "you are out of the game"
        check = getattr(self, move_method("_check_", type(a).__name__), None)
        if check is None:
            return f"{a.kind} is not a Ski Gammon move"
        return check(a)

    def _check_calltime(self, a: CallTime) -> str | None:
        if not self.minutes:
            return "this game has no clock"
        if self.time_called:
            return "the time is already up: this round is the last"
        return None

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

    def _shop_closed(self, seat: int) -> str | None:
        """The Shoppe sells at any time once play has begun (the roll for who
        starts comes first): on a skier's own move (even before he chooses his
        trail or answers an offer: the wax an icy trail calls for), and out of
        turn whenever the game goes on; a skier in debt pays first."""
        if self.phase == "opening" or (seat == self.current_player() and self.phase == "owe"):
            return self._not_now()
        if self.second_rules and seat == self.current_player() and self.phase != "turn":
            return self._not_now()
        return None

    def _check_buycondition(self, a: BuyCondition) -> str | None:
        why = self._shop_closed(a.seat)
        if why is not None:
            return why
        if not self.cond_pack:
            return "the Ski Condition pack is empty"
        if len(self.hands[a.seat]) >= self.c.n("hand_limit"):
            return f"a skier holds at most {self.c.n('hand_limit')} Ski Condition cards"
        if self.groschen[a.seat] < self.c.n("condition_price"):
            return f"a Ski Condition card costs {self.c.n('condition_price')} Groschen"
        return None

    def _check_buy(self, a: Buy) -> str | None:
        why = self._shop_closed(a.seat)
        if why is not None:
            return why
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
            piece = self.c.n("groschen_piece")
            if g % piece and not self.first_rules:
                return (f"{g} Groschen cannot be paid in pieces of {piece}, 25 and 50: "
                        f"a sum in a trade is a multiple of {piece}")
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
        elif self.offers_by(a.seat) >= self.c.n("offers_per_turn"):
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
