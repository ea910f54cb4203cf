"""Chemin Montagneux: what is legal now. ``why_illegal`` is the one source
of legality: ``apply`` refuses what it names a reason for, one check per kind
of move, and says why. ``legal_actions`` lists exactly the moves it passes,
made directly rather than tried one by one (tests/chemin_montagneux/
test_cm_fast_legality.py keeps the slow way, every candidate asked of
``why_illegal``, and compares): a trailblazing activity's moves by the cheap
facts that decide them (the cells of the landscape, its open edge, the pawns'
cells, the piles' heights and peaks), each pawn's hikes by one search from it
(``_hike_search``, hiking.py). What the position derives is kept until it
changes (``_known``, facts.py). Part of ``CMState`` (state.py)."""
from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from game.core.protocol import Action

from .actions import Done, End, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll
from .coins import FORBIDS
from .facts import CMFacts
from .pieces import (
    ACTIVITY,
    DIRS,
    MOST_CELL,
    MOST_PATH,
    RANKS,
    SUIT_NAMES,
    SUIT_OF,
    flood,
    key,
    parse_cell,
    tile_code,
)

#: the trailblazing activities in the order their moves are listed
ACTIVITIES = ("extend", "grade", "raise", "lower")


@functools.lru_cache(maxsize=65536)
def _move(kind: type[Extend | Grade | Raise | Lower], seat: int, cell: str, tile: str | None) -> \
        Extend | Grade | Raise | Lower:
    """A trailblazing move with no coins named (made once: they are alike)."""
    return kind(seat, cell) if tile is None else kind(seat, cell, tile)  # type: ignore[arg-type]


#: hikes with no coins named, by seat and pawn, then path (each made once: they are alike), at most
#: ``MOST_HIKES`` for a pawn
_HIKES: dict[tuple[int, str], dict[tuple[str, ...], Hike]] = {}
MOST_HIKES = 1 << 14
K = TypeVar("K")


@functools.lru_cache(maxsize=8192)
def _as_key(k: str) -> tuple[str, str]:
    """A cell of the landscape, and the cell the rules read for it (``parse_cell``, ``key``: "" if none)."""
    try:
        x, y = map(int, k.split(","))
    except ValueError:
        return k, ""
    return k, f"{x},{y}" if abs(x) <= MOST_CELL and abs(y) <= MOST_CELL and len(k) <= 20 else ""


@functools.lru_cache(maxsize=8192)
def _xy(c: str) -> tuple[int, int]:
    """A cell as ``key`` writes it, as numbers."""
    x, y = c.split(",")
    return int(x), int(y)


def _parts_of(cells: set[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """Each of ``cells`` -> the number of its part (the cells joined to it edge to edge, through others)."""
    part: dict[tuple[int, int], int] = {}
    n = 0
    for first in cells:
        if first in part:
            continue
        part[first] = n
        todo = [first]
        while todo:
            x, y = todo.pop()
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if c in cells and c not in part:
                    part[c] = n
                    todo.append(c)
        n += 1
    return part


def _numbered(cells: Iterable[K], nexts: Callable[[K], Iterable[K]]) -> dict[K, int]:
    """Each of ``cells`` -> the number of its part (``flood`` from it by ``nexts``), in the order met."""
    part: dict[K, int] = {}
    n = 0
    for first in cells:
        if first not in part:
            part.update((c, n) for c in flood(first, nexts))
            n += 1
    return part


class CMLegality(CMFacts):
    """The legal moves and the checks of every move: a part of CMState."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Each legal move, with the other coins it may be made with where they
        count (``choice_variants``, coins.py): the program's pick first; the
        moves Coin Counters makes fail last (a bot's tie goes to a move made).
        In the order the candidates were always tried: trailblazing (extend,
        grade, raise, lower; by cell, then tile), then Done, or the rest, the
        hikes (by pawn, then the place they end on) and Pass."""
        if self.phase == "over" or seat != self.turn or not isinstance(seat, int) or isinstance(seat, bool):
            return []
        memo = self._known()
        got: tuple[Action, ...] | None = memo.get(("legal", seat))
        if got is None:
            got = memo[("legal", seat)] = tuple(self._legal(seat))
        return list(got)

    def _listed(self, a: Action) -> bool:
        """Is ``a`` itself (the same object) one of the moves ``legal_actions``
        listed in this position? Then it needs no check: a bot's choice is one."""
        got: tuple[Action, ...] | None = self._known().get(("legal", a.seat))
        if got is not None:
            for x in got:
                if x is a:
                    return True
        return False

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "roll":
            return [Roll(seat), End(seat)] if self.stuck() else [Roll(seat)]
        if self.phase not in ("act", "more"):
            return []
        usable = self._usable()
        acts: list[Action] = []
        failing: list[bool] = []                # (Coin Counters: the moves that fail are listed last)
        counters = self.counters
        for activity in ACTIVITIES:
            if SUIT_OF[activity] in usable:
                moves = self._activity_moves(seat, activity)
                if not moves:
                    continue
                # the coins and the failing are the activity's, whatever its cell or tile
                variants = self.choice_variants(moves[0])
                ways = [v.coins for v in variants[1:] if isinstance(v, (Extend, Grade, Raise, Lower))]
                batch: list[Action] = [v for a in moves for v in (a, *(dataclasses.replace(a, coins=w) for w in ways))] \
                    if ways else list(moves)
                acts += batch
                if counters:
                    failing += [self.fails(moves[0]) is not None] * len(batch)
        if self.phase == "more":
            acts.append(Done(seat))
            failing.append(False)
        else:
            hikes = self._legal_hikes(seat)
            if not self.coins_count():          # (so none fails, and each is made with the program's coins)
                acts += hikes
                if counters:
                    failing += [False] * len(hikes)
            else:
                for h in hikes:
                    variants = self.choice_variants(h)
                    acts += variants
                    failing += [self.fails(h) is not None] * len(variants)
            if not hikes or self.counters and all(self.fails(h) is not None for h in hikes):
                acts.append(Pass(seat))
                failing.append(False)
        if self.counters:
            return [a for a, _ in sorted(zip(acts, failing), key=lambda af: af[1])]
        return acts

    def _stock_codes(self, seat: int) -> tuple[str, ...]:
        """The kinds of tile in the seat's stock, sorted (kept until the position changes)."""
        memo = self._known()
        got: tuple[str, ...] | None = memo.get(("codes", seat))
        if got is None:
            got = memo[("codes", seat)] = tuple(sorted({tile_code(t) for t in self.stock[seat]}))
        return got

    def _activity_moves(self, seat: int, activity: str) -> list[Extend | Grade | Raise | Lower]:
        """The legal moves of one trailblazing activity (its die usable), by cell
        then tile: whether one is legal hangs on its cell and tile alone once the
        activity is paid for (``_trailblaze_problem``). Kept with the landscape,
        for the tiles in stock and the cells the pawns stand on."""
        if self._pay_problem(seat, self.cost(seat, activity), activity) is not None:
            return []
        codes = self._stock_codes(seat) if activity in ("extend", "raise") else ()
        k = ("moves", seat, activity, codes, None if activity == "extend" else self._busy())
        kept = self._shape_known() if activity == "extend" else self._land_known()     # (extending: the cells alone)
        got: list[Extend | Grade | Raise | Lower] | None = kept.get(k)
        if got is None:
            got = kept[k] = self._find_activity_moves(seat, activity, codes)
        return got

    def _find_activity_moves(self, seat: int, activity: str,
                             codes: tuple[str, ...]) -> list[Extend | Grade | Raise | Lower]:
        if activity == "extend":
            return [_move(Extend, seat, cell, code) for cell in self._open_edge() for code in codes]
        board, busy = self.board, self._busy()
        # (the move names k, the rules read c; a peak: an ace face up on a pile of two or more, as ``is_peak``)
        if activity == "grade":
            return [_move(Grade, seat, k, None) for k, c in self._cells()
                    if c not in busy and board[c][-1][2] != "v" and (len(board[c]) > 1 or self.neighbours(c) <= 1)]
        if activity == "raise":
            most = self.max_height
            return [_move(Raise, seat, k, code) for k, c in self._cells()
                    if c not in busy and len(pile := board[c]) < most
                    and (len(pile) < 2 or pile[-1][2] != "v" or pile[-1][1] != 1) for code in codes]
        return [_move(Lower, seat, k, None) for k, c in self._cells()
                if c not in busy and (len(pile := board[c]) < 2 or pile[-1][2] != "v" or pile[-1][1] != 1)]

    def _cells(self) -> list[tuple[str, str]]:
        """The landscape's cells, sorted as text, each with the cell the rules
        read for it (``_trailblaze_problem``: as ``key`` writes it, which is
        itself unless a move laid a tile at a cell written otherwise)."""
        shape = self._shape_known()
        got: list[tuple[str, str]] | None = shape.get("cells")
        if got is None:
            got = shape["cells"] = [(k, c) for k, c in map(_as_key, self._sorted_cells()) if c and c in self.board]
            shape["plain"] = len(got) == len(self.board) and all(k == c for k, c in got)   # (as ``key`` writes)
        return got

    def _open_edge(self) -> list[str]:
        """The empty cells an extension may fill: each next to exactly one tile,
        or joining parts of the landscape (``joins_parts``), in order (x, then y)."""
        shape = self._shape_known()
        got: list[str] | None = shape.get("edge")
        if got is None:
            self._cells()
            if not shape["plain"]:
                got = shape["edge"] = self._open_edge_slowly()
                return got
            cells = set(map(_xy, self.board))
            near: dict[tuple[int, int], int] = {}     # each empty cell next to a tile: how many tiles it touches
            for x, y in cells:
                for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if c not in cells:
                        near[c] = near.get(c, 0) + 1
            part: dict[tuple[int, int], int] | None = None
            got = shape["edge"] = []
            for x, y in sorted(near):
                if abs(x) > MOST_CELL or abs(y) > MOST_CELL:
                    continue
                if near[(x, y)] > 1:                    # (as ``joins_parts`` finds)
                    part = part if part is not None else _parts_of(cells)
                    if len({part[c] for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if c in cells}) < 2:
                        continue
                got.append(key(x, y))
        return got

    def _open_edge_slowly(self) -> list[str]:
        """``_open_edge`` for a landscape with a cell written otherwise than ``key`` writes it."""
        board = self.board
        spots: set[tuple[int, int]] = set()
        for k in board:
            x, y = map(int, k.split(","))
            spots |= {c for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if key(*c) not in board}
        out = []
        for x, y in sorted(spots):
            n = self.neighbours(key(x, y))
            if abs(x) <= MOST_CELL and abs(y) <= MOST_CELL and (n == 1 or n > 1 and self.joins_parts(key(x, y))):
                out.append(key(x, y))
        return out

    def can_trailblaze(self, seat: int) -> bool:
        """Has ``seat`` a legal trailblazing move now? The same answer as looking
        for one among ``legal_actions``."""
        if self.phase not in ("act", "more") or seat != self.turn:
            return False
        usable = {ACTIVITY[s] for s in self.usable_suits()}
        return any(self._activity_moves(seat, a) for a in ("grade", "lower", "raise", "extend") if a in usable)

    def _legal_hikes(self, seat: int) -> list[Action]:
        """The rest, if legal, and for each pawn each place it can end on: the
        shortest hike there, and when the common area cannot pay for that one,
        the shortest that it can pay for (else one Coin Counters makes fail,
        which may be chosen). Kept until the position changes."""
        memo = self._known()
        got: list[Action] | None = memo.get(("hikes", seat))
        if got is not None:
            return got
        out: list[Action] = []
        if self._take_problem(seat, self.c.n("hike")) is None:
            out.append(Rest(seat))
        for pawn in self.seat_pawns(seat):
            out += self._pawn_hikes(seat, pawn, memo)
        memo[("hikes", seat)] = out
        return out

    def _pawn_hikes(self, seat: int, pawn: str, memo: dict[Any, Any]) -> list[Action]:
        by_end, goals = self._hike_search(seat, pawn)
        # the terms of each (steps, steps as any pawn's, winning), kept for the game with the coins they hang on
        where = self._take_where()
        kept = self._lasting_known()
        takes: dict[tuple[int, int, bool], Any] | None = kept.get(("takes", seat, pawn, where))
        if takes is None:
            takes = kept[("takes", seat, pawn, where)] = {}
        terms_of: dict[tuple[str, ...], Any] = {}    # each hike's terms, as ``hike_terms`` finds them
        hikes = _HIKES.get((seat, pawn))
        if hikes is None:
            hikes = _HIKES[(seat, pawn)] = {}
        out: list[Action] = []
        for end in sorted(by_end):
            by_cost = by_end[end]
            wins = end in goals
            # the shortest hike there the common area pays for, else the shortest Coin Counters makes fail
            chosen: tuple[str, ...] | None = None
            fails: tuple[tuple[str, ...], Any] | None = None
            for cost in sorted(by_cost) if len(by_cost) > 1 else by_cost:
                path, hi = by_cost[cost]
                terms = takes.get((cost, hi, wins))
                if terms is None:
                    terms = takes[(cost, hi, wins)] = self._hike_take(seat, pawn, cost, hi, wins, where)
                if not isinstance(terms, str):
                    if len(path) <= MOST_PATH:
                        chosen = path
                        break
                elif fails is None and terms.startswith(FORBIDS) and len(path) <= MOST_PATH:
                    fails = path, terms
            if chosen is None:
                if fails is None:
                    continue
                chosen, terms = fails
            h = hikes.get(chosen)
            if h is None:
                if len(hikes) >= MOST_HIKES:
                    hikes.clear()
                h = hikes[chosen] = Hike(seat, pawn, chosen)
            terms_of[chosen] = terms
            out.append(h)
        memo[("terms", seat, pawn)] = terms_of
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

    def _check_end(self, a: End) -> str | None:
        if not self.watch:
            return "a game of these rules cannot be ended before its end (it was saved under older rules)"
        if self.phase != "roll":
            return "a stuck game is ended at the start of a turn, before the roll"
        if not self.stuck():
            return (f"the game is not stuck: someone came nearer a win {self.calm} round"
                    f"{'' if self.calm == 1 else 's'} ago (it may be ended after {self.c.n('stuck_rounds')} "
                    "rounds in which nobody does)")
        return None

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
        part = self._parts()
        return any(part[k] != part[near[0]] for k in near[1:])

    def _parts(self) -> dict[str, int]:
        """Each cell of the landscape -> the number of its part (the tiles joined
        to it edge to edge, through others); kept with the landscape's cells."""
        shape = self._shape_known()
        got: dict[str, int] | None = shape.get("parts")
        if got is None:
            board = self.board

            def nexts(k: str) -> list[str]:
                cx, cy = map(int, k.split(","))
                return [n for n in (key(cx + dx, cy + dy) for dx, dy in DIRS) if n in board]
            got = shape["parts"] = _numbered(board, nexts)
        return got

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
        if any(self.fails(h) is None for h in self._legal_hikes(a.seat)):
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
