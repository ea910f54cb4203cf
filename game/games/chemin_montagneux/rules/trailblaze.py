"""Chemin Montagneux: trailblazing done. A tile laid from the stock, a
pile raised, lowered or graded, paid for into the common area; a new peak
shows the tiles beneath it; Black's strength on grading a Moon tile; and
whether the turn goes on with another activity. Part of ``CMState``
(state.py)."""
from __future__ import annotations

from typing import Any

from game.core.protocol import Event

from .actions import Done, Extend, Grade, Lower, Raise
from .facts import CMFacts
from .pieces import ACTIVITY, SUIT_NAMES, SUIT_OF, coin_text, public_tile, tile_code, tile_text


class CMTrailblazing(CMFacts):
    """Extending, raising, lowering and grading the landscape: a part of CMState."""

    def _take_from_stock(self, seat: int, code: str) -> list[Any]:
        st = self.stock[seat]
        i = next(i for i, t in enumerate(st) if tile_code(t) == code)
        t = st.pop(i)
        self._changed()
        return t

    def _trailblazed(self, seat: int, activity: str, ev: list[Event], text: str, data: dict[str, Any]) -> None:
        paid = self._pay(seat, self.cost(seat, activity))
        self.used.append(SUIT_OF[activity])
        self._changed()
        data.update({"activity": activity, "coins": paid})
        which = f" ({', '.join(coin_text(c) for c in paid)})" if paid and (self.counters or self.p2p) else ""
        ev.append(Event(activity, f"{self.name(seat)} {text} for {len(paid)} coin{'' if len(paid) == 1 else 's'}"
                                  f"{which}.", seat, data))

    def _after_trailblaze(self, seat: int, ev: list[Event]) -> None:
        if self._check_win(seat, ev):
            return
        usable = self.usable_suits() if self.engineers > 1 else []
        if any(len(self.coins[seat]) >= self.cost(seat, ACTIVITY[x]) for x in usable) and self.can_trailblaze(seat):
            self.phase = "more"
            return
        self._end_turn(ev)

    def _do_extend(self, a: Extend, ev: list[Event]) -> None:
        t = self._take_from_stock(a.seat, a.tile)
        self.board[a.cell] = [t]
        self._reshaped(a.cell, shape=True)
        self._trailblazed(a.seat, "extend", ev, f"extends the landscape with {tile_text(t)} {self.where(a.cell)}",
                          {"cell": a.cell, "tile": public_tile(t)})
        self._after_trailblaze(a.seat, ev)

    def _do_raise(self, a: Raise, ev: list[Event]) -> None:
        t = self._take_from_stock(a.seat, a.tile)
        was = self.place_text(a.cell)
        self.board[a.cell].append(t)
        self._reshaped(a.cell)
        self._trailblazed(a.seat, "raise", ev, f"raises {was} to {self.height(a.cell)} high with {tile_text(t)}",
                          {"cell": a.cell, "tile": public_tile(t), "height": self.height(a.cell)})
        if self.is_peak(a.cell):
            self._peak_made(a.seat, a.cell, ev)
        self._after_trailblaze(a.seat, ev)

    def _peak_made(self, seat: int, cell: str, ev: list[Event]) -> None:
        """A new peak: the tiles beneath it can never be reached again, so they
        are turned face up where they lie (an ace among them is a peak too)."""
        pile = self.board[cell]
        t = pile[-1]
        ev.append(Event("peak", f"The ace of {SUIT_NAMES[t[0]]}, {len(pile)} high, is a peak now.", seat,
                        {"cell": cell, "suit": t[0]}))
        shown = []
        for under in pile[:-1]:
            if under[2] == "g":
                under[2] = "v"
                shown.append(public_tile(under))
        self._reshaped(cell)
        if not shown:
            return
        aces = [u for u in shown if u[1] == 1]
        more = "".join(f" The ace of {SUIT_NAMES[u[0]]} lies beneath it: that mountain is its peak too."
                       for u in aces)
        ev.append(Event("beneath", f"The tiles beneath the ace of {SUIT_NAMES[t[0]]} are shown: "
                                   f"{', '.join(tile_text(u) for u in shown)}.{more}", seat,
                        {"cell": cell, "tiles": shown, "aces": [u[0] for u in aces]}))

    def _do_lower(self, a: Lower, ev: list[Event]) -> None:
        was = self.place_text(a.cell)
        pile = self.board[a.cell]
        t = pile.pop()
        t = [t[0], t[1], "v"]
        if not pile:
            del self.board[a.cell]
        self.stock[a.seat].append(t)
        self._reshaped(a.cell, shape=a.cell not in self.board)      # (the cells change only when a pile goes)
        left = f"down to {self.height(a.cell)} high" if self.height(a.cell) else "leaving a gap"
        self._trailblazed(a.seat, "lower", ev, f"lowers {was}, {left}, and takes {tile_text(t)} into stock",
                          {"cell": a.cell, "tile": public_tile(t), "height": self.height(a.cell)})
        self._after_trailblaze(a.seat, ev)

    def _do_grade(self, a: Grade, ev: list[Event]) -> None:
        was = self.place_text(a.cell)
        pile = self.board[a.cell]
        t = [pile[-1][0], pile[-1][1], "v"]
        pile[-1] = t
        self._reshaped(a.cell)
        self._trailblazed(a.seat, "grade", ev, f"grades {was}, turning up {tile_text(t)}",
                          {"cell": a.cell, "tile": public_tile(t)})
        if t[0] == "M" and "black" in self.pawns and self.owner["black"] == a.seat and self.common:
            got = self._take(a.seat, len(self.common))
            ev.append(Event("moon_coins", f"{self.name(a.seat)} graded a Moon tile and takes all {len(got)} coins "
                                          f"of the common area (Black's strength).", a.seat, {"coins": got}))
        if self.is_peak(a.cell):
            self._peak_made(a.seat, a.cell, ev)
        self._after_trailblaze(a.seat, ev)

    def _do_done(self, a: Done, ev: list[Event]) -> None:
        ev.append(Event("done", f"{self.name(a.seat)} trailblazes no more this turn.", a.seat))
        self._end_turn(ev)
