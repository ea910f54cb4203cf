"""How the bots judge a Ski Gammon position (the search is the game-agnostic one
in game/ai/search.py).

A skier's value is his Groschen, plus what his place on the mountain
promises (a share of the trail's payout that grows as he comes down it, a
smaller share while he rides the lift), plus his equipment (what the Shoppe
would pay for it; more for a piece the present conditions call for; and the
Groschen the cards that name it may still bring him) and his
Ski Condition cards, less the turns he must lose and the time he spends
stopped; and when the conditions stop everyone and he is not the richest,
much less (the game may end with him behind: a card to throw is worth it).
Reaching the target is worth far more than anything else.
"""
from __future__ import annotations

from typing import Any

from .state import LIFT, OUT, START, SUMMIT, SGState

WIN = 1000.0
LIFT_SHARE = 0.35        # share of a run's payout earned by riding to the top
CARD = 4.0               # a Ski Condition card in hand
LOST_TURN = 9.0          # a turn to lose
STOPPED = 15.0           # stopped by the conditions now (about a turn's progress)
NEEDED = 8.0             # a piece the conditions call for, above its resale price
KEEP = 0.6               # a piece's worth to its owner, as a share of its price at the base
SKIS = 25.0              # skis: nothing moves without them
STALL = 40.0             # everyone stopped and this skier not the richest: the game may end with him behind
DRAWS = 4.0              # Sitzmark and Apres Ski cards a skier may still draw, about (of some 6 in a game)


class SGEvaluator:
    interactive = ("roll", "throw", "offer", "answer", "trail", "branch", "bust")
    #: the hard bot's search: the dice make eight playouts a move too noisy here;
    #: 24 (the close calls getting the most, by successive halving); its time: README, Speed.
    #: The evaluation's own judgement of each move counts twice beside the playouts
    #: (``prior``: its exact weighing of the roll one move ahead is worth more than a
    #: greedy turn played out; docs/bots.md)
    search = {"playouts": 24, "work": 9000, "prior": 2.0}

    def __init__(self) -> None:
        self._money: dict[tuple[int, str, int, bool], float] = {}
        self._payout: tuple[Any, float] | None = None

    def _mean_payout(self, s: SGState) -> float:
        """The mean payout of the trails from the top (kept for the board in hand)."""
        kept = self._payout
        if kept is None or kept[0] is not s.c:
            top = [t.payout for t in s.c.trails.values() if not t.from_lift]
            kept = self._payout = (s.c, sum(top) / len(top))
        return kept[1]

    def progress(self, s: SGState, seat: int) -> float:
        """What the skier's place on the mountain promises, in Groschen."""
        where, n = s.pos[seat]
        mean = self._mean_payout(s)
        if where == START:
            return 0.0
        if where == LIFT:
            return mean * LIFT_SHARE * n / s.c.lift_top
        if where in (SUMMIT, OUT):
            return mean * LIFT_SHARE if where == SUMMIT else 0.0
        t = s.c.trails[where]
        done = n / t.length
        base = LIFT_SHARE * (t.from_lift / s.c.lift_top if t.from_lift else 1.0)
        return t.payout * (base + (1.0 - base) * done)

    def card_money(self, s: SGState, item: str, playing: int | None = None) -> float:
        """The Groschen the cards naming ``item`` bring its owner, in the cards a
        skier may still draw (``DRAWS``): what an "if you have" card pays him, what
        an "unless you have" card spares him, at this table (``playing``: the
        skiers still in the game, if the caller has counted them)."""
        if playing is None:
            playing = len(s.actives())
        key = (id(s.c), item, playing, s.third_rules)
        got = self._money.get(key)
        if got is None:
            others = playing - 1
            cards = s.c.sitzmark + s.c.apres
            total = 0.0
            for card in cards:
                if item in (card.if_has, card.unless):
                    gain = card.amount("collect", s.third_rules) + others * card.amount("collect_each", s.third_rules)
                    cost = card.amount("pay", s.third_rules) + others * card.amount("pay_each", s.third_rules)
                    total += gain if card.if_has == item else cost
            got = self._money[key] = DRAWS * total / len(cards)
        return got

    def gear(self, s: SGState, seat: int) -> float:
        cond = s.condition()
        v = 0.0
        playing = len(s.actives())
        for k, count in s.items[seat].items():
            it = s.c.items[k]
            v += max(it.sell, KEEP * it.base) + it.sell * (count - 1) + self.card_money(s, k, playing)
            if k == "skis":
                v += SKIS
            elif k in cond.needs:
                v += NEEDED
        return v

    def quick(self, s: SGState, seat: int) -> float:
        """Short-sighted: money, what the equipment would fetch, the cards in hand
        (the easy bot's whole view, and the normal bot's view of the others)."""
        if not s.active(seat):
            return -WIN
        v = float(s.groschen[seat])
        if s.is_over():
            return v + (WIN if seat in s.winners() else 0.0)
        v += s.equipment_value(seat) + CARD * len(s.hands[seat])
        return v

    def value(self, s: SGState, seat: int) -> float:
        if not s.active(seat):
            return -WIN
        v = float(s.groschen[seat])
        if s.is_over():
            return v + (WIN if seat in s.winners() else 0.0)
        v += self.progress(s, seat) + self.gear(s, seat)
        v += CARD * len(s.hands[seat]) - LOST_TURN * s.lose[seat]
        if s.stopped(seat) is not None:
            v -= STOPPED
            rivals = [s.groschen[o] for o in s.actives() if o != seat]
            if rivals and max(rivals) >= s.groschen[seat] and all(s.stopped(o) is not None for o in s.actives()):
                v -= STALL
        return v

    def worth_answering(self, s: SGState, seat: int, a: Any) -> bool:
        """Out of turn a skier only buys; a bot weighs buying a piece he lacks
        that the present conditions call for (or skis, which nothing moves
        without): bought at once, before the Shoppe sells out to the others.
        Anything else can wait for his own turn, at the same price."""
        if a.kind != "buy" or s.has(seat, a.item):
            return False
        return bool(a.item == "skis" or a.item in s.condition().needs)

    def explain(self, before: Any, after: Any, seat: int) -> str:
        gained = after.groschen[seat] - before.groschen[seat]
        if gained > 0:
            return f"it brings in {gained} Groschen now"
        if after.stopped(seat) is None and before.stopped(seat) is not None:
            return "it lets you move again"
        if after.action_log and after.action_log[-1].kind == "wait":
            return "nothing you may do now gets you moving this turn"
        return "it brings you nearer the bottom of a good trail"
