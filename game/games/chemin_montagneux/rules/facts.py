"""Chemin Montagneux: what is true of the landscape and the players now
(piles and peaks, who owns which pawn, what a trailblazing activity costs),
and places in words, the facts every part of ``CMState`` (state.py) asks.
The fields the parts share are declared here too, for the type checker only.

What a position derives (its peaks, the moves from each place, the legal
moves, ...) is kept until it changes: every change of the fields calls
``_changed`` (or ``_reshaped``, a pile changed), in ``apply`` and in each
``_do_*`` method right after it changes something, so a game changed only
by its moves never answers from what it was. A clone starts with copies of
its own of what its game derived, and shares what is kept for the whole game
(``_lasting``: each entry under all it hangs on, true in any game). A test
or a tool that sets the fields by hand sets them before asking anything, or
calls ``_changed(land=True)`` after."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from game.core.protocol import Action, Event, FieldState

from .actions import Hike
from .content import PAWNS, CMContent
from .pieces import DIRS, PAWN_SUIT, SUITS, Pos, cell_of, key, order, parse_cell, tile_text, usable_dice


@functools.lru_cache(maxsize=4096)
def _around(cell: str, jumps: bool) -> tuple[Pos, ...]:
    """The places whose moves can cross or reach ``cell``: on it, next to it, or
    (``jumps``: Super Hikers) a jump away (``_reshaped``)."""
    x, y = map(int, cell.split(","))
    cells = [(x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    if jumps:
        cells += [(x + 2, y), (x - 2, y), (x, y + 2), (x, y - 2)]
    return tuple((cx, cy, q) for cx, cy in cells for q in (None, 0, 1, 2, 3))


class CMFacts(FieldState):
    """The landscape, the pawns and the coins as they are: a part of CMState."""

    if TYPE_CHECKING:         # the state's fields (CMState sets them) and what one part asks of another
        c: CMContent
        engineers: int
        pyrenees: bool
        counters: bool
        hikers: bool
        p2p: bool
        walks: bool
        ace_high: bool
        short_race: bool
        watch: bool
        calm: int
        best: list[list[int]]
        peaks_best: int
        round_limit: int
        max_height: int
        owner: dict[str, int]
        first: int
        turn: int
        phase: str
        rounds: int
        dice: list[int]
        used: list[str]
        ended: str
        won: list[int]
        board: dict[str, list[list[Any]]]
        stock: list[list[list[Any]]]
        pawns: dict[str, str]
        coins: list[list[str]]
        common: list[str]
        flags: list[list[Any]]
        coin_total: int

        def _check_win(self, actor: int, ev: list[Event]) -> bool: ...                              # state.py
        def _end_turn(self, ev: list[Event]) -> None: ...
        def _coins_moving(self, seat: int, n: int, paying: bool) -> tuple[str, ...] | None: ...       # coins.py
        def _take_problem(self, seat: int, n: int) -> str | None: ...
        def _pay_problem(self, seat: int, n: int, what: str) -> str | None: ...
        def _pay(self, seat: int, n: int) -> list[str]: ...
        def _take(self, seat: int, n: int) -> list[str]: ...
        def fails(self, a: Action) -> str | None: ...
        def _choice_problem(self, a: Action) -> str | None: ...
        def choice_variants(self, a: Action) -> list[Action]: ...
        def coins_count(self) -> bool: ...
        _acting: Action | None
        def hike_terms(self, a: Hike) -> tuple[int, list[str]] | str: ...                           # hiking.py
        def _hike_count(self, a: Hike) -> tuple[int, int] | str: ...
        def hike_paths(self, seat: int, pawn: str) -> dict[tuple[Pos, int], list[Pos]]: ...
        def wins_at(self, seat: int, pawn: str, p: Pos) -> bool: ...
        def _hike_search(self, seat: int, pawn: str) -> tuple[dict[str, dict[int, tuple[tuple[str, ...], int]]],
                                                              set[str]]: ...
        def _hike_take(self, seat: int, pawn: str, lo: int, hi: int, wins: bool,
                       where: tuple[Any, ...] | None = None) -> tuple[int, int] | str: ...
        def _take_where(self) -> tuple[Any, ...]: ...
        def can_trailblaze(self, seat: int) -> bool: ...                                            # legality.py

    #: what the position derives (the moves legal, hikes' terms, the cells pawns stand on, ...), what the
    #: piles of the landscape derive (its peaks, ...), what its cells derive whatever their piles (its open
    #: edge, its parts, ...) and the moves from each place (``_steps``, hiking.py): kept until that
    #: changes (``_changed``, ``_reshaped``)
    _memo: dict[Any, Any]
    _land: dict[Any, Any]
    _shape: dict[Any, Any]
    _near: dict[Pos, Any]
    #: what a few of the position's facts decide alone, whatever the rest, kept for the whole game under all
    #: they hang on: a hike's steps and how many coins it takes, for how many coins lie in the common area
    #: (``_hike_take``, hiking.py; a pawn's table of them, legality.py), the steps a change of height costs
    #: (``_climbs``)
    _lasting: dict[Any, Any]

    def _known(self) -> dict[Any, Any]:
        """The facts derived from the position as it is now (``_changed`` forgets them)."""
        try:
            return self._memo
        except AttributeError:
            self._memo = {}
            return self._memo

    def _land_known(self) -> dict[Any, Any]:
        """The facts derived from the landscape alone (kept while only pawns, coins and turns change)."""
        try:
            return self._land
        except AttributeError:
            self._land = {}
            return self._land

    def _shape_known(self) -> dict[Any, Any]:
        """The facts derived from the landscape's cells alone (kept while no cell is filled or emptied)."""
        try:
            return self._shape
        except AttributeError:
            self._shape = {}
            return self._shape

    def _lasting_known(self) -> dict[Any, Any]:
        """The facts kept for the whole game, each under all it depends on."""
        try:
            return self._lasting
        except AttributeError:
            self._lasting = {}
            return self._lasting

    def _near_known(self) -> dict[Pos, Any]:
        """The moves from each place (``_steps``), kept while the piles near it stay as they are."""
        try:
            return self._near
        except AttributeError:
            self._near = {}
            return self._near

    def _changed(self, land: bool = False) -> None:
        """Every change of the position calls this (``land``: a change of the landscape,
        the piles and their tiles): what was derived from it is forgotten."""
        self._memo = {}
        if land:
            self._land = {}
            self._shape = {}
            self._near = {}

    def _reshaped(self, cell: str, shape: bool = False) -> None:
        """The pile at ``cell`` has changed (a tile laid, raised, lowered, graded or
        shown; ``shape``: the cell may have been filled or emptied): what was derived
        from the landscape is forgotten, and the moves from the places whose moves
        can cross or reach ``cell`` (on it, next to it, or a Super Hiker's jump away:
        a move without a jump reads its own cell and the cells next to it alone)."""
        self._memo = {}
        self._land = {}
        if shape:
            self._shape = {}
        near = self._near_known()
        for p in _around(cell, self.hikers):
            near.pop(p, None)

    def seat_pawns(self, seat: int) -> list[str]:
        # (the pawns in play and their owners are the setup's: kept with the landscape's facts,
        # which code that sets them by hand forgets with ``_changed(land=True)``)
        kept = self._land_known()
        got: tuple[str, ...] | None = kept.get(("pawns", seat))
        if got is None:
            got = kept[("pawns", seat)] = tuple(p for p in PAWNS if p in self.pawns and self.owner[p] == seat)
        return list(got)

    def seat_suits(self, seat: int) -> frozenset[str]:
        kept = self._land_known()
        got: frozenset[str] | None = kept.get(("suits", seat))
        if got is None:
            got = kept[("suits", seat)] = frozenset(PAWN_SUIT[p] for p in self.seat_pawns(seat))
        return got

    def height(self, cell: str) -> int:
        return len(self.board.get(cell, ()))

    def top(self, cell: str) -> list[Any] | None:
        pile = self.board.get(cell)
        return pile[-1] if pile else None

    def is_peak(self, cell: str) -> bool:
        """An ace value side up on top of a pile of two or more: a mountain's peak."""
        t = self.top(cell)
        return t is not None and len(self.board[cell]) >= 2 and t[2] == "v" and t[1] == 1

    def peaks(self) -> dict[str, str]:
        """Suit -> the cell of its ace, for every ace that is a peak now; an ace
        lying face up beneath a peak (shown when the peak was made: nothing can
        ever uncover it) counts as a peak of its suit at that mountain."""
        return dict(self._peaks())

    def _peaks(self) -> dict[str, str]:
        """``peaks``, kept with the landscape: never to be changed by the caller."""
        land = self._land_known()
        got: dict[str, str] | None = land.get("peaks")
        if got is None:
            got = land["peaks"] = self._find_peaks()
        return got

    def _sorted_cells(self) -> list[str]:
        """The landscape's cells, sorted (kept while no cell is filled or emptied)."""
        shape = self._shape_known()
        got: list[str] | None = shape.get("sorted")
        if got is None:
            got = shape["sorted"] = sorted(self.board)
        return got

    def _find_peaks(self) -> dict[str, str]:
        out: dict[str, str] = {}
        board = self.board
        for k in self._sorted_cells():
            pile = board[k]
            top = pile[-1] if pile else None
            if top is not None and len(pile) >= 2 and top[2] == "v" and top[1] == 1:     # as is_peak
                out[top[0]] = k
                for t in pile[:-1]:
                    if t[1] == 1 and t[2] == "v":
                        out.setdefault(t[0], k)
        return out

    def closed_peak(self, pawn: str) -> str | None:
        """The basic game: a pawn's own peak, which it may not climb while some
        ace is not yet a peak (None: nothing is closed to it)."""
        if self.p2p:
            return None
        peaks = self._peaks()
        cell = peaks.get(PAWN_SUIT[pawn])
        return cell if cell is not None and len(peaks) < len(SUITS) else None

    def peak_of(self, pawn: str) -> str | None:
        return self._peaks().get(PAWN_SUIT[pawn])

    def occupied(self, cell: str) -> bool:
        return cell in self._busy()

    def _busy(self) -> frozenset[str]:
        """The cells the pawns stand on."""
        memo = self._known()
        got: frozenset[str] | None = memo.get("busy")
        if got is None:
            got = memo["busy"] = frozenset(cell_of(p) for p in self.pawns.values())
        return got

    # -- places in words (the log and the tooltips never show coordinates)
    def where(self, cell: str) -> str:
        """Where ``cell`` lies, as a player at the table would say it: one of the
        centre tiles (the one a pawn started on: a play-test could not tell which
        of the four "in the centre" was), beside a tile whose face is up, or so
        many tiles out from the centre. Kept with the landscape."""
        land = self._land_known()
        got: str | None = land.get(("where", cell))
        if got is None:
            got = land[("where", cell)] = self._where(cell)
        return got

    def _where(self, cell: str) -> str:
        xy = parse_cell(cell)
        assert xy is not None
        if xy in self.c.centre:               # four of them: each is named by the pawn that started on it
            by = next((p for p, st in self.c.starts.items() if st[:2] == xy), None)
            return f"in the centre, where the {by} pawn started" if by else "in the centre"
        for dx, dy in DIRS:
            t = self.top(key(xy[0] + dx, xy[1] + dy))
            if t is not None and t[2] == "v":
                return f"beside {tile_text(t)}"
        out = min(abs(xy[0] - x) + abs(xy[1] - y) for x, y in self.c.centre)
        return f"{out} tile{'' if out == 1 else 's'} out from the centre"

    def place_text(self, cell: str) -> str:
        """The pile at ``cell`` in words: its top tile by its face if that is up,
        else where it lies; with its height when it is a mountain."""
        pile = self.board.get(cell)
        if not pile:
            return f"the gap {self.where(cell)}"
        top = pile[-1]
        name = tile_text(top) if top[2] == "v" else f"the rough tile {self.where(cell)}"
        return name if len(pile) == 1 else f"{name} ({len(pile)} high)"

    def pos_words(self, p: Pos) -> str:
        """A pawn's place in words: a tile, or one grid square of a rough tile."""
        cell = key(p[0], p[1])
        if p[2] is None:
            return self.place_text(cell)
        return f"a square of {self.place_text(cell)}"

    def neighbours(self, cell: str) -> int:
        x, y = map(int, cell.split(","))
        return sum(key(x + dx, y + dy) in self.board for dx, dy in DIRS)

    def lower_cost(self, seat: int) -> int:
        if "green" in self.pawns and self.owner["green"] == seat:
            return self.c.n("green_lower")
        return self.c.costs["lower"]

    def cost(self, seat: int, activity: str) -> int:
        return self.lower_cost(seat) if activity == "lower" else self.c.costs[activity]

    def usable_suits(self) -> list[str]:
        """The dice this turn's trailblazing may still use (by suit)."""
        return list(self._usable())

    def _usable(self) -> tuple[str, ...]:
        """``usable_suits``, kept until the position changes."""
        memo = self._known()
        got: tuple[str, ...] | None = memo.get("usable")
        if got is None:
            got = memo["usable"] = () if not self.dice or len(self.used) >= self.engineers else \
                tuple(SUITS[i] for i in usable_dice(self.dice, self.engineers) if SUITS[i] not in self.used)
        return got

    def flags_of(self, seat: int) -> list[str]:
        return [f[0] for f in self.flags if f[1] == seat]

    def stuck(self) -> bool:
        """Nobody has come nearer a win for ``stuck_rounds`` rounds (``CMState.calm``):
        the player to roll may end the game."""
        return self.watch and self.calm >= self.c.n("stuck_rounds")

    def flag_coin(self, seat: int) -> str | None:
        """The coin of his own suit a player plants as a flag: the one the hike
        being made names (``flag``), else the null first, then 2 to 5, the ace
        last (the program's pick, unchanged since the ace coin was made worth 1,
        so a saved game replays the same)."""
        a = self._acting
        if isinstance(a, Hike) and a.flag and a.seat == seat:
            return a.flag
        mine = [c for c in self.coins[seat] if c[0] in self.seat_suits(seat)]
        return min(mine, key=lambda c: (order(int(c[1])), c)) if mine else None
