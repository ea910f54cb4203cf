"""Chemin Montagneux: what is legal now. ``why_illegal`` is the one source
of legality: ``legal_actions`` lists the candidates it passes, ``apply``
refuses what it names a reason for, one check per kind of move; and
``can_trailblaze`` answers quickly whether any trailblazing move is legal.
Part of ``CMState`` (state.py)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core.protocol import Action

from .actions import Done, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll
from .coins import FORBIDS
from .facts import CMFacts
from .pieces import (
    ACTIVITY,
    DIRS,
    RANKS,
    SUIT_NAMES,
    SUIT_OF,
    Pos,
    cell_of,
    key,
    parse_cell,
    parse_pos,
    pos_text,
    tile_code,
)


class CMLegality(CMFacts):
    """The candidates and the checks of every move: a part of CMState."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Each legal move, with the other coins it may be made with where they
        count (``choice_variants``, coins.py): the program's pick first; the
        moves Coin Counters makes fail last (a bot's tie goes to a move made)."""
        out = [v for a in self._candidates(seat) if self.why_illegal(a) is None for v in self.choice_variants(a)]
        return sorted(out, key=lambda a: self.fails(a) is not None) if self.counters else out

    def _candidates(self, seat: int) -> list[Action]:
        if self.current_player() != seat:
            return []
        if self.phase == "roll":
            return [Roll(seat)]
        acts: list[Action] = self._trailblaze_candidates(seat)
        if self.phase == "more":
            return acts + [Done(seat)]
        hikes = [h for h in self._hike_candidates(seat) if self.why_illegal(h) is None]
        # a hike Coin Counters makes fail may be chosen, but it is no hike made: Pass stays
        return acts + hikes + ([] if any(self.fails(h) is None for h in hikes) else [Pass(seat)])

    def _stock_codes(self, seat: int) -> list[str]:
        return sorted({tile_code(t) for t in self.stock[seat]})

    def _trailblaze_candidates(self, seat: int) -> list[Action]:
        acts = {ACTIVITY[s] for s in self.usable_suits()}
        out: list[Action] = []
        for activity in ("extend", "grade", "raise", "lower"):
            if activity in acts:
                out += self._activity_candidates(seat, activity)
        return out

    def _activity_candidates(self, seat: int, activity: str) -> Iterator[Action]:
        """The moves of one trailblazing activity to try, one by one (made as they are asked for)."""
        if activity == "extend":
            spots = set()
            for k in self.board:
                x, y = map(int, k.split(","))
                for dx, dy in DIRS:
                    if key(x + dx, y + dy) not in self.board:
                        spots.add((x + dx, y + dy))
            codes = self._stock_codes(seat)
            for x, y in sorted(spots):
                for code in codes:
                    yield Extend(seat, key(x, y), code)
        elif activity == "raise":
            codes = self._stock_codes(seat)
            for k in sorted(self.board):
                for code in codes:
                    yield Raise(seat, k, code)
        else:
            make = Grade if activity == "grade" else Lower
            for k in sorted(self.board):
                yield make(seat, k)

    def can_trailblaze(self, seat: int) -> bool:
        """Has ``seat`` a legal trailblazing move now? The same answer as looking
        for one among ``legal_actions``, found sooner: an activity the player
        cannot pay for or whose die is not usable is passed over whole (those
        problems do not depend on the tile), the cheap activities are tried
        first, and the moves are made one at a time until one is legal."""
        usable = self.usable_suits()
        busy = {cell_of(p) for p in self.pawns.values()}
        for activity in ("grade", "lower", "raise", "extend"):
            if SUIT_OF[activity] not in usable or \
                    self._pay_problem(seat, self.cost(seat, activity), activity) is not None:
                continue
            if any(self._may_do(a, busy) and self.why_illegal(a) is None
                   for a in self._activity_candidates(seat, activity)):
                return True
        return False

    def _may_do(self, a: Action, busy: set[str]) -> bool:
        """False for a trailblazing move ``why_illegal`` would surely refuse, seen
        cheaply (a tile under a pawn (``busy``: the cells pawns stand on), grading
        a graded tile, covering or taking away a peak, raising a full pile); True
        leaves the answer to ``why_illegal``."""
        if isinstance(a, Extend):
            return True
        cell = getattr(a, "cell", None)
        if cell in busy:
            return False
        pile = self.board.get(cell) if isinstance(cell, str) else None
        if not pile:
            return True
        if isinstance(a, Grade):
            return pile[-1][2] != "v"
        if len(pile) >= 2 and pile[-1][2] == "v" and pile[-1][1] == 1:      # a peak
            return False
        return not (isinstance(a, Raise) and len(pile) >= self.max_height)

    def _hike_candidates(self, seat: int) -> list[Action]:
        """Rest, and for each pawn each place it can end on: the shortest hike
        there, and when the common area cannot pay for that one, the shortest
        that it can pay for."""
        out: list[Action] = [Rest(seat)]
        for pawn in self.seat_pawns(seat):
            paths = self.hike_paths(seat, pawn)
            start = parse_pos(self.pawns[pawn])
            by_end: dict[Pos, list[int]] = {}
            for (end, cost) in paths:
                if end != start:
                    by_end.setdefault(end, []).append(cost)
            for end in sorted(by_end, key=pos_text):
                hikes = [Hike(seat, pawn, tuple(pos_text(p) for p in paths[(end, s)])) for s in sorted(by_end[end])]
                # the shortest hike there; when the common area cannot pay for it, the shortest it can
                # (else one Coin Counters makes fail, which may be chosen)
                out.append(next((h for h in hikes if not isinstance(self.hike_terms(h), str)),
                                next((h for h in hikes if self._check_hike(h) is None), hikes[0])))
        return out

    def why_illegal(self, a: Action) -> str | None:
        if self.phase == "over":
            return "the game is over"
        if not isinstance(a.seat, int) or isinstance(a.seat, bool) or not 0 <= a.seat < self.num_seats:
            return f"there is no seat {a.seat!r}"
        if a.seat != self.turn:
            return f"it is {self.name(self.turn)}'s turn"
        check = getattr(self, f"_check_{type(a).__name__.lower()}", None)
        if check is None or type(a).__module__ != Roll.__module__:
            return f"{a.kind} is not a Chemin Montagneux move"
        why: str | None = check(a)
        return why if why is not None else self._choice_problem(a)

    def _check_roll(self, a: Roll) -> str | None:
        if self.phase != "roll":
            return "the dice are rolled once a turn, at its start"
        if not isinstance(a.dice, tuple) or (a.dice and (len(a.dice) != 4 or not all(
                isinstance(d, int) and not isinstance(d, bool) and d in RANKS for d in a.dice))):
            return "a roll is four dice, each 0 (null), 1 (ace) or 2 to 5"
        return None

    def _trailblaze_problem(self, seat: int, activity: str, cell: Any, empty: bool) -> str | None:
        if self.phase == "roll":
            return "first roll the dice"
        if self.phase not in ("act", "more"):
            return "not now"
        suit = SUIT_OF[activity]
        if suit not in self.usable_suits():
            if suit in self.used:
                return f"the {SUIT_NAMES[suit]} die is used this turn"
            top = "among the top dice" if self.engineers > 1 else "the highest die"
            return f"to {activity}, the {SUIT_NAMES[suit]} die must be {top}"
        c = parse_cell(cell)
        if c is None:
            return f"{cell!r} is not a cell (\"x,y\")"
        if empty and key(*c) in self.board:
            return f"{cell} already holds a tile"
        if not empty and key(*c) not in self.board:
            return f"there is no tile at {cell}"
        if not empty and self.occupied(key(*c)):
            return f"a pawn stands on {cell}: an occupied tile is not changed"
        return self._pay_problem(seat, self.cost(seat, activity), f"to {activity}")

    def _stock_problem(self, seat: int, tile: Any) -> str | None:
        if not isinstance(tile, str) or tile not in {tile_code(t) for t in self.stock[seat]}:
            return f"your stock holds no {tile!r} tile"
        return None

    def _check_extend(self, a: Extend) -> str | None:
        why = self._trailblaze_problem(a.seat, "extend", a.cell, empty=True)
        if why is not None:
            return why
        n = self.neighbours(a.cell)
        if n == 0 or (n > 1 and not self.joins_parts(a.cell)):
            return ("an extension touches exactly one tile, edge to edge (or fills a gap that splits the "
                    "landscape in two)")
        return self._stock_problem(a.seat, a.tile)

    def joins_parts(self, cell: str) -> bool:
        """Would a tile in the empty ``cell`` join parts of the landscape that no
        chain of tiles, edge to edge, joins now?"""
        x, y = map(int, cell.split(","))
        near = [key(x + dx, y + dy) for dx, dy in DIRS if key(x + dx, y + dy) in self.board]
        if len(near) < 2:
            return False
        seen = {near[0]}
        todo = [near[0]]
        while todo:
            cx, cy = map(int, todo.pop().split(","))
            for dx, dy in DIRS:
                k = key(cx + dx, cy + dy)
                if k in self.board and k not in seen:
                    seen.add(k)
                    todo.append(k)
        return any(k not in seen for k in near[1:])

    def _check_grade(self, a: Grade) -> str | None:
        why = self._trailblaze_problem(a.seat, "grade", a.cell, empty=False)
        if why is not None:
            return why
        cell = key(*parse_cell(a.cell))  # type: ignore[misc]
        if self.board[cell][-1][2] == "v":
            return "that tile is graded already"
        if self.height(cell) == 1 and self.neighbours(cell) > 1:
            return "only the end of a path or the peak of a mountain is graded"
        return None

    def _check_raise(self, a: Raise) -> str | None:
        why = self._trailblaze_problem(a.seat, "raise", a.cell, empty=False)
        if why is not None:
            return why
        cell = key(*parse_cell(a.cell))  # type: ignore[misc]
        if self.is_peak(cell):
            return "an ace face up on a mountain is never covered"
        if self.height(cell) >= self.max_height:
            return f"a pile is at most {self.max_height} tiles high"
        return self._stock_problem(a.seat, a.tile)

    def _check_lower(self, a: Lower) -> str | None:
        why = self._trailblaze_problem(a.seat, "lower", a.cell, empty=False)
        if why is not None:
            return why
        if self.is_peak(key(*parse_cell(a.cell))):  # type: ignore[misc]
            return "an ace face up on a mountain is never taken away"
        return None

    def _check_done(self, a: Done) -> str | None:
        if self.phase != "more":
            return "Done ends a turn of more than one trailblazing activity, after the first"
        return None

    def _hike_phase(self) -> str | None:
        if self.phase == "roll":
            return "first roll the dice"
        if self.phase == "more":
            return "a turn that trailblazes does not hike"
        if self.phase != "act":
            return "not now"
        return None

    def _check_rest(self, a: Rest) -> str | None:
        return self._hike_phase() or self._take_problem(a.seat, self.c.n("hike"))

    def _check_pass(self, a: Pass) -> str | None:
        why = self._hike_phase()
        if why is not None:
            return why
        if any(self.why_illegal(h) is None and self.fails(h) is None for h in self._hike_candidates(a.seat)):
            return "you can hike (or rest): a turn passes only when no hike is possible"
        return None

    def _check_hike(self, a: Hike) -> str | None:
        why = self._hike_phase()
        if why is not None:
            return why
        if not isinstance(a.pawn, str) or a.pawn not in self.pawns:
            return f"there is no pawn {a.pawn!r} in this game"
        if self.owner[a.pawn] != a.seat:
            return f"the {a.pawn} pawn is {self.name(self.owner[a.pawn])}'s"
        terms = self.hike_terms(a)
        # a taking Coin Counters' rule forbids is legal: it fails, and the turn passes (``fails``)
        return terms if isinstance(terms, str) and not terms.startswith(FORBIDS) else None
