"""Ski Gammon: what is true of the game now (where each skier is, what he
holds, what the Ski Conditions allow), the facts every part of ``SGState``
(state.py) asks. The fields the parts share are declared here too, for the
type checker only."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import Event, FieldState

from .content import Card, Condition, SGContent

START, LIFT, SUMMIT, OUT = "start", "lift", "summit", "out"


class SGFacts(FieldState):
    """Where the skiers are and what the conditions allow: a part of SGState."""

    if TYPE_CHECKING:         # the state's fields (SGState sets them) and what one part asks of another
        c: SGContent
        target: int
        limit: int
        minutes: int
        sipping: bool
        first_rules: bool
        second_rules: bool
        third_rules: bool
        other_offers: dict[int, int]
        phase: str
        first: int
        turn: int
        rounds: int
        opening: dict[str, Any]
        pos: list[list[Any]]
        must_ski: list[str]
        groschen: list[int]
        bank: int
        items: list[dict[str, int]]
        shoppe: dict[str, int]
        hands: list[list[int]]
        cond_pack: list[int]
        present: int
        present_rolls: int
        sitz_pack: list[int]
        apres_pack: list[int]
        lose: list[int]
        half_run: list[bool]
        doubles: int
        rolled: bool
        again: bool
        pending: dict[str, Any] | None
        offer: dict[str, Any] | None
        offers_made: int
        resume: str
        waits: int
        ended: str
        time_called: bool
        last_card: dict[str, Any]
        last_dice: list[int]

        def _over(self, ev: list[Event], why: str, text: str) -> None: ...                 # state.py
        def _end_turn(self, ev: list[Event]) -> None: ...
        def _finish_run(self, seat: int, tid: str, ev: list[Event]) -> None: ...           # moves.py
        def _sitzmark(self, seat: int, ev: list[Event]) -> None: ...                        # cards.py
        def _card(self, seat: int, card: Card, pack: str, ev: list[Event]) -> None: ...
        def _new_condition(self, ev: list[Event], seat: int | None) -> None: ...
        def _pay(self, payer: int | None, payee: int | None, amount: int) -> None: ...     # trade.py

    def active(self, seat: int) -> bool:
        return self.pos[seat][0] != OUT

    def actives(self) -> list[int]:
        return [s for s, (where, _) in enumerate(self.pos) if where != OUT]     # (as ``active``, seat by seat)

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
            lacking = self._lacking(seat)
            if lacking:
                return f"{cond.name}: nobody moves {'on the trails ' if cond.where == 'trails' else ''}" \
                       f"without {lacking}"
        if self.pos[seat][0] == SUMMIT and not self.open_trails(seat):
            if self.must_ski[seat]:
                return f"{self.c.trails[self.must_ski[seat]].name} is closed: wait at the Summit House"
            return "every trail is closed: wait at the Summit House"
        return None

    def _lacking(self, seat: int) -> str:
        """The pieces the present conditions call for that the skier lacks, in words ("" if none)."""
        return " and ".join(self.c.items[k].name for k in self.condition().needs if not self.has(seat, k))

    def trail_needs(self, seat: int) -> str | None:
        """Why a condition on the trails keeps a skier who has just come over the
        top of the lift from skiing down (None: nothing does): it binds whoever
        skis a trail, wherever he came from this roll."""
        cond = self.condition()
        lacking = self._lacking(seat) if cond.needs and cond.where == "trails" else ""
        return f"{cond.name}, nobody skis a trail without {lacking}" if lacking else None

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

    def offers_by(self, seat: int) -> int:
        """The offers ``seat`` has made this turn: each skier has his own, a skier in
        debt on another's turn too (the first rules counted them all as the roller's)."""
        if self.first_rules or seat == self.turn:
            return self.offers_made
        return self.other_offers.get(seat, 0)

    def _debtor(self) -> int | None:
        pos, money = self.pos, self.groschen
        n = len(pos)
        for i in range(n):
            s = (self.turn + i) % n
            if money[s] < 0 and pos[s][0] != OUT:        # (``active``)
                return s
        return None
