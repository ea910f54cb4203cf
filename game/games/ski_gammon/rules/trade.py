"""Ski Gammon: money and equipment changing hands. The bank's payments,
the Ski Shoppe's sales and purchases, a Ski Condition card bought, offers
between skiers and their answers, and a skier who cannot pay going bust.
Part of ``SGState`` (state.py)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Event

from .actions import Answer, Buy, BuyCondition, GoBust, Offer, Sell
from .facts import OUT, SGFacts


class SGTrade(SGFacts):
    """The bank, the Ski Shoppe and trades: a part of SGState."""

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
            if self.first_rules or a.seat == self.turn:
                self.offers_made += 1
            else:
                self.other_offers[a.seat] = self.other_offers.get(a.seat, 0) + 1
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
