"""Ski Gammon: the cards' work. A Sitzmark or Apres Ski card drawn and
carried out (money, equipment, lost turns, a slide along the trail, a trip to
the Summit House or to START), and the Ski Condition cards turned up or thrown.
Part of ``SGState`` (state.py)."""
from __future__ import annotations

from typing import Any

from game.core.protocol import Event

from .actions import Throw
from .content import Card
from .facts import LIFT, OUT, START, SUMMIT, SGFacts


class SGCards(SGFacts):
    """Sitzmark, Apres Ski and Ski Condition cards: a part of SGState."""

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
        ev.append(Event("card", f"{who} draws {'an' if pack[:1] in 'AEIOU' else 'a'} {pack} card: {card.text}" + (f" {flavour}" if flavour else ""),
                        seat, data))
        self._card_effects(seat, card, ev, data)
        data["to"] = list(self.pos[seat])

    def _card_effects(self, seat: int, card: Card, ev: list[Event], data: dict[str, Any]) -> None:
        who = self.name(seat)

        def pay(payer: int | None, payee: int | None, amount: int) -> None:
            self._pay(payer, payee, amount)
            data["money"].append({"from": payer, "to": payee, "groschen": amount})
        old = card.revised and self.second_rules       # a game saved before the card named a piece
        if card.unless and self.has(seat, card.unless) and not old:
            ev.append(Event("spared", f"{who} has {self.c.items[card.unless].name}: nothing happens.", seat))
            return
        if card.if_has and not self.has(seat, card.if_has) and not old:
            ev.append(Event("spared", f"{who} has no {self.c.items[card.if_has].name}: nothing happens.", seat))
            return
        earlier = self.third_rules                     # a game saved before the flask's cards paid more
        paid, got = card.amount("pay", earlier), card.amount("collect", earlier)
        each_paid, each_got = card.amount("pay_each", earlier), card.amount("collect_each", earlier)
        if paid:
            pay(seat, None, paid)
        if got:
            pay(None, seat, got)
        for o in self.actives():
            if o != seat:
                if each_paid:
                    pay(seat, o, each_paid)
                if each_got:
                    pay(o, seat, each_got)
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
        forward to the bottom at most; back at most to the trail's head: the Summit
        House for a trail from the top, its own head for one that leaves the lift
        on the way up (Boomer), so that going back is always going back."""
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
        elif to <= 0 and t.from_lift and not self.second_rules:
            self.pos[seat] = [where, 0]
            ev.append(Event("slide", f"{self.name(seat)} goes back up to the head of {t.name}.", seat,
                            {"path": path, "to": [where, 0]}))
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
