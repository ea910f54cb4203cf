"""Chemin Montagneux: the rules as a pure model (no pygame).

Four engineers reshape a landscape of piecepack tiles and race to the peaks
of their own suits. Each turn a player rolls the four dice and either uses the
highest die to change the terrain (extend, grade, raise, lower: paid into
the common area) or hikes his pawn (steps and coins taken make three).
docs/chemin-montagneux.md has the rules as played, with every choice this
model makes where the rulebook is silent or unclear.

The geometry: tiles lie edge to edge on a lattice of cells ("x,y", x to the
right, y downwards); each cell holds a pile of tiles, bottom to top, each tile
``[suit, rank, side]`` (side "g": grid side up, rough terrain; "v": value side
up). A pile whose top tile is rough offers four grid squares to stand on
("x,y,q", q the quadrant); a pile whose top is graded is one place ("x,y").
A rough tile's face is unknown to every player until it is turned.
"""
from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Mapping
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import Done, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll, decode_action
from .content import PAWNS, CMContent

GAME_ID = "chemin-montagneux"
COLOURS = PAWNS
#: the suits in the order of the four dice: Suns, Moons, Crowns, Arms
SUITS = ("S", "M", "C", "A")
SUIT_NAMES = {"S": "Suns", "M": "Moons", "C": "Crowns", "A": "Arms"}
PAWN_SUIT = {"black": "M", "green": "C", "red": "S", "blue": "A"}
#: the activity each die's suit calls for
ACTIVITY = {"C": "extend", "A": "grade", "S": "raise", "M": "lower"}
SUIT_OF = {a: s for s, a in ACTIVITY.items()}
RANKS = (0, 1, 2, 3, 4, 5)                 # null, ace, 2 .. 5
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))
MOST_CELL = 60                             # |x| and |y| of any cell
MOST_PATH = 12                             # places named in one hike

# setup options: the five variants
SUPER_ENGINEERS = "super_engineers"
PYRENEES = "pyrenees"
COIN_COUNTERS = "coin_counters"
SUPER_HIKERS = "super_hikers"
PEAK_TO_PEAK = "peak_to_peak"
VARIANTS = (SUPER_ENGINEERS, PYRENEES, COIN_COUNTERS, SUPER_HIKERS, PEAK_TO_PEAK)

Pos = tuple[int, int, int | None]


def rank_name(r: int) -> str:
    return {0: "null", 1: "ace"}.get(r, str(r))


def order(rank: int) -> int:
    """A die's (or coin's) place in the order: null lowest, ace highest."""
    return 6 if rank == 1 else rank


def tile_code(t: list[Any]) -> str:
    return "grid" if t[2] == "g" else f"{t[0]}{t[1]}"


def tile_text(t: list[Any]) -> str:
    if t[2] == "g":
        return "a rough tile"
    return f"the {rank_name(t[1])} of {SUIT_NAMES[t[0]]}"


def coin_text(c: str) -> str:
    return f"the {rank_name(int(c[1]))} of {SUIT_NAMES[c[0]]}"


def key(x: int, y: int) -> str:
    return f"{x},{y}"


def parse_cell(v: Any) -> tuple[int, int] | None:
    p = parse_pos(v)
    if p is None or p[2] is not None:
        return None
    return p[0], p[1]


def parse_pos(v: Any) -> Pos | None:
    """``"x,y"`` or ``"x,y,q"`` as numbers; None if it is neither."""
    if not isinstance(v, str) or len(v) > 20:
        return None
    return _parse_pos_text(v)


@functools.lru_cache(maxsize=4096)
def _parse_pos_text(v: str) -> Pos | None:
    parts = v.split(",")
    if len(parts) not in (2, 3):
        return None
    try:
        nums = [int(p) for p in parts]
    except ValueError:
        return None
    if any(abs(n) > MOST_CELL for n in nums[:2]):
        return None
    if len(nums) == 3:
        if not 0 <= nums[2] <= 3:
            return None
        return nums[0], nums[1], nums[2]
    return nums[0], nums[1], None


def pos_text(p: Pos) -> str:
    return f"{p[0]},{p[1]}" if p[2] is None else f"{p[0]},{p[1]},{p[2]}"


#: every roll of the four dice (Suns, Moons, Crowns, Arms), each as likely
ROLLS = tuple(itertools.product(RANKS, repeat=4))


def _usable(dice: tuple[int, ...] | list[int], k: int) -> tuple[int, ...]:
    """The dice (by index) among the top ``k``: fewer than ``k`` dice are higher."""
    return _usable_of(tuple(dice), k)


@functools.lru_cache(maxsize=4096)
def _usable_of(dice: tuple[int, ...], k: int) -> tuple[int, ...]:
    return tuple(i for i, d in enumerate(dice) if sum(order(e) > order(d) for e in dice) < k)


@functools.lru_cache(maxsize=8192)
def _pick_coins(source: tuple[str, ...], common: tuple[str, ...], n: int, suits: frozenset[str],
                paying: bool, counters: bool) -> tuple[str, ...] | None:
    """Which ``n`` coins of ``source`` move (paid into the common area, or taken
    from it): the first in a fixed order of preference that keeps Coin Counters'
    rule (the lowest or the highest coin left in the common area is of one of the
    player's suits); None: no way to do it."""
    if n > len(source):
        return None
    if paying:      # pay coins of other suits first, low ones first (own coins are flags)
        pref = sorted(source, key=lambda c: (c[0] in suits, order(int(c[1])), c))
    else:           # take own coins first, high ones first
        pref = sorted(source, key=lambda c: (c[0] not in suits, -order(int(c[1])), c))
    if not counters:
        return tuple(pref[:n])
    for combo in itertools.combinations(pref, n):
        if paying:
            after = list(common) + list(combo)
        else:
            rest = list(common)
            for c in combo:
                rest.remove(c)
            after = rest
        if _counters_ok(after, suits):
            return combo
    return None


def _counters_ok(common: list[str], suits: frozenset[str]) -> bool:
    if not common:
        return True
    vals = [order(int(c[1])) for c in common]
    lo, hi = min(vals), max(vals)
    return any(c[0] in suits and v in (lo, hi) for c, v in zip(common, vals))


class CMState(FieldState):
    game_id = GAME_ID

    def __init__(self, setup: Setup, content: CMContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        opts = setup.options
        self.engineers = content.n("super_engineers") if opts.get(SUPER_ENGINEERS) else 1
        self.pyrenees = bool(opts.get(PYRENEES, False))
        self.counters = bool(opts.get(COIN_COUNTERS, False))
        self.hikers = bool(opts.get(SUPER_HIKERS, False))
        self.p2p = bool(opts.get(PEAK_TO_PEAK, False))
        self.max_height = content.n("pyrenees_height" if self.pyrenees else "max_height")
        if data is None:
            self._deal()
        else:
            self._load(data)

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        c, n = self.c, len(self._setup.seats)
        self.rng = Rng(self._setup.seed)
        colours = [s.colour for s in self._setup.seats]
        # each seat's pawn; with two players the two pawns nobody chose, one each
        self.owner: dict[str, int] = {}
        for i, col in enumerate(colours):
            self.owner[col] = i
        if n == 2:
            spare = [p for p in PAWNS if p not in self.owner]
            for i, p in enumerate(spare[:2]):
                self.owner[p] = i
        in_play = [p for p in PAWNS if p in self.owner]
        self.first = self.owner[in_play[0]]          # Black (else the first pawn in play) starts
        self.turn = self.first
        self.phase = "roll"
        self.rounds = 0
        self.dice: list[int] = []
        self.used: list[str] = []                     # suits of the dice used this turn
        self.ended = ""
        self.won: list[int] = []
        tiles = [[s, r, "g"] for s in SUITS for r in RANKS]
        self.rng.shuffle(tiles)
        self.board: dict[str, list[list[Any]]] = {}
        for (x, y), t in zip(c.centre, tiles[:4]):
            self.board[key(x, y)] = [t]
        self.stock: list[list[list[Any]]] = [[] for _ in range(n)]
        order_seats = [(self.first + i) % n for i in range(n)]
        for i, t in enumerate(tiles[4:]):
            self.stock[order_seats[i % n]].append(t)
        left_out = [p for p in PAWNS if p not in self.owner]
        if n == 3:       # the player dealt six takes the centre tile of the pawn left out
            x, y, _ = c.starts[left_out[0]]
            short = min(range(n), key=lambda s: (len(self.stock[s]), (s - self.first) % n))
            self.stock[short].append(self.board.pop(key(x, y))[0])
        self.pawns: dict[str, str] = {p: pos_text(c.starts[p]) for p in in_play}
        coins: list[list[str]] = [[] for _ in range(n)]
        spare_coins: list[str] = []
        for p in PAWNS:
            suit_coins = [f"{PAWN_SUIT[p]}{r}" for r in RANKS]
            if p in self.owner:
                coins[self.owner[p]] += suit_coins
            elif not self.counters:
                spare_coins += suit_coins
        for i, coin in enumerate(spare_coins):
            coins[order_seats[i % n]].append(coin)
        self.coins = [sorted(h) for h in coins]
        self.common: list[str] = []
        self.flags: list[list[Any]] = []              # [cell, seat, coin]: Peak to Peak
        self.coin_total = sum(len(h) for h in self.coins)
        self.log: list[Action] = []

    _decode = staticmethod(decode_action)
    _FIELDS = ("phase", "first", "turn", "rounds", "dice", "used", "ended", "won", "owner", "board", "stock",
               "pawns", "coins", "common", "flags", "coin_total")

    def clone(self) -> CMState:
        new = CMState.__new__(CMState)
        new._setup, new.c = self._setup, self.c
        for k in ("engineers", "pyrenees", "counters", "hikers", "p2p", "max_height"):
            setattr(new, k, getattr(self, k))
        for k in ("phase", "first", "turn", "rounds", "ended", "coin_total"):
            setattr(new, k, getattr(self, k))
        new.dice, new.used, new.won = list(self.dice), list(self.used), list(self.won)
        new.owner, new.pawns = dict(self.owner), dict(self.pawns)
        new.board = {k: [t[:] for t in pile] for k, pile in self.board.items()}
        new.stock = [[t[:] for t in st] for st in self.stock]
        new.coins = [list(h) for h in self.coins]
        new.common = list(self.common)
        new.flags = [f[:] for f in self.flags]
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        return new

    def _hidden(self) -> list[list[Any]]:
        """Every rough tile, in a fixed order: the board's cells (sorted), then each stock."""
        out = [t for k in sorted(self.board) for t in self.board[k] if t[2] == "g"]
        return out + [t for st in self.stock for t in st if t[2] == "g"]

    def determinize(self, seat: int | None, seed: int) -> CMState:
        """The faces of the rough tiles (on the board and in every stock: nobody
        has seen them) are dealt again; so is the dice's future."""
        new = self.clone()
        rng = Rng(seed)
        hidden = new._hidden()
        faces = sorted((t[0], t[1]) for t in hidden)
        rng.shuffle(faces)
        for t, (s, r) in zip(hidden, faces):
            t[0], t[1] = s, r
        new.rng = Rng(seed ^ 0xC4E)
        return new

    # ---------------------------------------------------------- protocol bits
    def is_over(self) -> bool:
        return self.phase == "over"

    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def round_number(self) -> int:
        return self.rounds + 1

    def first_player(self) -> int:
        return self.first

    def census(self) -> dict[str, tuple[int, int]]:
        tiles = sum(len(p) for p in self.board.values()) + sum(len(s) for s in self.stock)
        coins = sum(len(h) for h in self.coins) + len(self.common) + len(self.flags)
        return {"tiles": (tiles, len(SUITS) * len(RANKS)), "coins": (coins, self.coin_total)}

    # ------------------------------------------------------------------ facts
    def seat_pawns(self, seat: int) -> list[str]:
        return [p for p in PAWNS if p in self.pawns and self.owner[p] == seat]

    def seat_suits(self, seat: int) -> frozenset[str]:
        return frozenset(PAWN_SUIT[p] for p in self.seat_pawns(seat))

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
        out: dict[str, str] = {}
        board = self.board
        for k in sorted(board):
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
        peaks = self.peaks()
        cell = peaks.get(PAWN_SUIT[pawn])
        return cell if cell is not None and len(peaks) < len(SUITS) else None

    def peak_of(self, pawn: str) -> str | None:
        return self.peaks().get(PAWN_SUIT[pawn])

    def occupied(self, cell: str) -> bool:
        return any(_cell_of(p) == cell for p in self.pawns.values())

    # -- places in words (the log and the tooltips never show coordinates)
    def where(self, cell: str) -> str:
        """Where ``cell`` lies, as a player at the table would say it: one of the
        centre tiles, beside a tile whose face is up, or so many tiles out from
        the centre."""
        xy = parse_cell(cell)
        assert xy is not None
        if xy in self.c.centre:
            return "in the centre"
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
        if not self.dice or len(self.used) >= self.engineers:
            return []
        return [SUITS[i] for i in _usable(self.dice, self.engineers) if SUITS[i] not in self.used]

    def flags_of(self, seat: int) -> list[str]:
        return [f[0] for f in self.flags if f[1] == seat]

    def flag_coin(self, seat: int) -> str | None:
        """The coin of his own suit a player plants as a flag (his lowest)."""
        mine = [c for c in self.coins[seat] if c[0] in self.seat_suits(seat)]
        return min(mine, key=lambda c: (order(int(c[1])), c)) if mine else None

    # -------------------------------------------------------------- movement
    def _places(self, cell: tuple[int, int], towards: tuple[int, int], along: tuple[int, int] | None) -> list[Pos]:
        """The places of ``cell`` a pawn enters coming in the direction ``towards``:
        the whole tile if graded, else the grid square next to the edge crossed
        (``along``: the global square it comes from) or both squares of that edge."""
        x, y = cell
        t = self.top(key(x, y))
        if t is None:
            return []
        if t[2] == "v":
            return [(x, y, None)]
        dx, dy = towards
        if along is not None:
            gx, gy = along
            return [(x, y, (gx % 2) + 2 * (gy % 2))]
        col = [0] if dx == 1 else [1] if dx == -1 else [0, 1]
        row = [0] if dy == 1 else [1] if dy == -1 else [0, 1]
        return [(x, y, cc + 2 * rr) for rr in row for cc in col]

    def moves(self, pawn: str, p: Pos, blocked: set[Pos]) -> Iterator[tuple[Pos, int]]:
        """Each place a pawn at ``p`` may enter in one move, and the steps it costs."""
        x, y, q = p
        h0 = self.height(key(x, y))
        red = pawn == "red"
        for dx, dy in DIRS:
            if q is not None:
                gx, gy = 2 * x + q % 2 + dx, 2 * y + q // 2 + dy
                nc = (gx // 2, gy // 2)
                if nc == (x, y):
                    t: Pos = (x, y, gx % 2 + 2 * (gy % 2))
                    if t not in blocked:
                        yield t, 1
                    continue
                along: tuple[int, int] | None = (gx, gy)
            else:
                nc, along = (x + dx, y + dy), None
            if key(*nc) in self.board:
                h1 = self.height(key(*nc))
                cost = self._climb(h1 - h0, red)
                if cost is None:
                    continue
                for t in self._places(nc, (dx, dy), along):
                    if t not in blocked:
                        yield t, cost
            elif self.hikers:                    # Super Hikers: over a one-tile gap
                far = (nc[0] + dx, nc[1] + dy)
                if key(*far) not in self.board or self.height(key(*far)) > h0:
                    continue
                far_along = None if along is None else (along[0] + 2 * dx, along[1] + 2 * dy)
                for t in self._places(far, (dx, dy), far_along):
                    if t not in blocked:
                        yield t, self.c.n("gap_steps")

    def _climb(self, dh: int, red: bool) -> int | None:
        """Steps a move with this change of height costs (None: not possible)."""
        if dh < 0 and self.hikers:
            return 1                             # Super Hikers jump down from any height
        if abs(dh) > self.c.n("max_climb"):
            return None
        if red and abs(dh) <= self.c.n("red_climb"):
            return 1
        return max(1, abs(dh))

    def budget(self, pawn: str) -> int:
        return self.c.n("hike") + (self.c.n("blue_extra") if pawn == "blue" else 0)

    def coins_range(self, pawn: str, lo: int, hi: int) -> tuple[int, int] | None:
        """The fewest and the most coins a hike may take whose steps can be
        counted as anything from ``lo`` (every strength used) to ``hi`` (Red's
        strength left unused): steps plus coins make three, and Blue may count
        up to two steps after the first as extra, free ones. A strength is the
        player's to use or not, so the hike takes as many coins as it can
        (``hike_terms``). None: too many steps to count."""
        n = self.c.n("hike")
        if pawn == "blue":
            if lo < 1:
                return None
            extra_most = min(self.c.n("blue_extra"), lo - 1)
            extra_least = max(0, lo - n)
            if extra_least > extra_most:
                return None
            return n - lo + extra_least, n - lo + extra_most
        if lo > n:
            return None
        return n - min(hi, n), n - lo

    def final_race(self) -> bool:
        """All four aces are peaks (the basic game): when the common area runs
        short, a hike no longer has to make up three with coins."""
        return not self.p2p and len(self.peaks()) == len(SUITS)

    def hike_terms(self, a: Hike) -> tuple[int, list[str]] | str:
        """The steps a hike counts and the coins it takes, or why it cannot be
        made (its pawn and seat already checked): the most coins the common
        area can give within what its steps allow (Coin Counters: that its rule
        allows), none on a winning hike."""
        if not isinstance(a.path, tuple) or not 1 <= len(a.path) <= MOST_PATH:
            return f"a hike names the 1 to {MOST_PATH} places it enters"
        start = parse_pos(self.pawns[a.pawn])
        assert start is not None
        p = start
        blocked = self.blocked_for(a.pawn)
        lo = hi = 0
        for i, text in enumerate(a.path):
            t = parse_pos(text)
            if t is None:
                return f"{text!r} is not a place (\"x,y\" or \"x,y,q\")"
            if i and self.wins_at(a.seat, a.pawn, p):
                return "the hike ends on reaching the goal"
            cost = next((k for q, k in self.moves(a.pawn, p, blocked) if q == t), None)
            if cost is None:
                return self._why_no_move(a.pawn, p, t, blocked)
            lo += cost
            hi += next(k for q, k in self.moves("", p, blocked) if q == t) if a.pawn == "red" else cost
            p = t
        most = self.budget(a.pawn)
        if lo > most:
            return f"that hike takes {lo} steps; the {a.pawn} pawn has {most}"
        if p == start:
            return "a hike ends somewhere else than where it began (to stay, rest)"
        if self.wins_at(a.seat, a.pawn, p):
            return lo, []
        span = self.coins_range(a.pawn, lo, hi)
        if span is None:
            return f"that hike takes {lo} steps; the {a.pawn} pawn has {most}"
        least, top = span
        if self.final_race():
            least = 0
        for k in range(min(top, len(self.common)), least - 1, -1):
            coins = self._coins_moving(a.seat, k, paying=False) if k else ()
            if coins is not None:
                steps = lo if a.pawn == "blue" else max(lo, min(hi, self.c.n("hike") - k))
                return steps, list(coins)
        return self._take_problem(a.seat, least) or "Coin Counters: no way to take those coins leaves your suit " \
                                                      "lowest or highest in the common area"

    def blocked_for(self, pawn: str) -> set[Pos]:
        """Grid squares other pawns stand on: no pawn enters or crosses them; and
        the pawn's own peak while it is closed to it (``closed_peak``)."""
        out: set[Pos] = set()
        for other, pos in self.pawns.items():
            pp = parse_pos(pos)
            if other != pawn and pp is not None and pp[2] is not None:
                out.add(pp)
        closed = self.closed_peak(pawn)
        if closed is not None:
            x, y = map(int, closed.split(","))
            out.add((x, y, None))
        return out

    def wins_at(self, seat: int, pawn: str, p: Pos) -> bool:
        """Would the hike of ``pawn`` win by ending at ``p``?"""
        if p[2] is not None:
            return False
        cell = key(p[0], p[1])
        if self.p2p:
            return (self.is_peak(cell) and cell not in self.flags_of(seat) and self.flag_coin(seat) is not None
                    and len(self.flags_of(seat)) + 1 >= self.c.n("flags_to_win"))
        peaks = self.peaks()
        return len(peaks) == len(SUITS) and peaks.get(PAWN_SUIT[pawn]) == cell

    def hike_paths(self, seat: int, pawn: str) -> dict[tuple[Pos, int], list[Pos]]:
        """Every (end, steps) a hike of ``pawn`` can make, with one path each
        (found breadth first, so the first path to each is among the shortest)."""
        start = parse_pos(self.pawns[pawn])
        assert start is not None
        blocked = self.blocked_for(pawn)
        most = self.budget(pawn)
        seen: dict[tuple[Pos, int], list[Pos]] = {(start, 0): []}
        layers: list[list[tuple[Pos, int]]] = [[] for _ in range(most + 1)]
        layers[0].append((start, 0))
        for c in range(most + 1):
            for p, _ in layers[c]:
                if c and self.wins_at(seat, pawn, p):
                    continue                     # reaching the goal ends the hike
                for t, k in self.moves(pawn, p, blocked):
                    if c + k <= most and (t, c + k) not in seen:
                        seen[(t, c + k)] = seen[(p, c)] + [t]
                        layers[c + k].append((t, c + k))
        return seen

    def distance(self, pawn: str, cell: str) -> int | None:
        """The fewest steps from ``pawn`` to the whole tile ``cell`` over the
        terrain as it is, other pawns left out (None: out of reach)."""
        import heapq
        start = parse_pos(self.pawns[pawn])
        assert start is not None
        best: dict[Pos, int] = {start: 0}
        heap: list[tuple[int, Pos]] = [(0, start)]
        while heap:
            d, p = heapq.heappop(heap)
            if d > best.get(p, 1 << 30):
                continue
            if p[2] is None and key(p[0], p[1]) == cell:
                return d
            for t, k in self.moves(pawn, p, set()):
                if d + k < best.get(t, 1 << 30):
                    best[t] = d + k
                    heapq.heappush(heap, (d + k, t))
        return None

    # -------------------------------------------------------------- legality
    def legal_actions(self, seat: int) -> list[Action]:
        return [a for a in self._candidates(seat) if self.why_illegal(a) is None]

    def _candidates(self, seat: int) -> list[Action]:
        if self.current_player() != seat:
            return []
        if self.phase == "roll":
            return [Roll(seat)]
        acts: list[Action] = self._trailblaze_candidates(seat)
        if self.phase == "more":
            return acts + [Done(seat)]
        hikes = [h for h in self._hike_candidates(seat) if self.why_illegal(h) is None]
        return acts + (hikes or [Pass(seat)])

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
        busy = {_cell_of(p) for p in self.pawns.values()}
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
                out.append(next((h for h in hikes if not isinstance(self.hike_terms(h), str)), hikes[0]))
        return out

    def _take_problem(self, seat: int, n: int) -> str | None:
        if n <= 0:
            return None
        if len(self.common) < n:
            return (f"the common area holds {len(self.common)} coin{'' if len(self.common) == 1 else 's'}: "
                    f"a hike takes {n} more (steps and coins make {self.c.n('hike')})")
        if self._coins_moving(seat, n, paying=False) is None:
            return "Coin Counters: no way to take those coins leaves your suit lowest or highest in the common area"
        return None

    def _pay_problem(self, seat: int, n: int, what: str) -> str | None:
        if len(self.coins[seat]) < n:
            return f"{what} costs {n} coin{'' if n == 1 else 's'}; you have {len(self.coins[seat])}"
        if self._coins_moving(seat, n, paying=True) is None:
            return "Coin Counters: no way to pay leaves your suit lowest or highest in the common area"
        return None

    def _coins_moving(self, seat: int, n: int, paying: bool) -> tuple[str, ...] | None:
        source = self.coins[seat] if paying else self.common
        return _pick_coins(tuple(sorted(source)), tuple(sorted(self.common)), n, self.seat_suits(seat),
                           paying, self.counters)

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
        return check(a)

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
        if any(self.why_illegal(h) is None for h in self._hike_candidates(a.seat)):
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
        return terms if isinstance(terms, str) else None

    def _why_no_move(self, pawn: str, p: Pos, t: Pos, blocked: set[Pos]) -> str:
        cell = key(t[0], t[1])
        if t[2] is None and cell == self.closed_peak(pawn):
            return "no pawn climbs its own peak before all four aces are peaks"
        if t in blocked:
            return f"a pawn stands on the square {pos_text(t)}: hikers go round each other"
        if cell not in self.board:
            return f"there is no tile at {cell}: no hiker crosses a gap"
        top = self.board[cell][-1]
        if (t[2] is None) != (top[2] == "v"):
            what = "graded: it is one place" if top[2] == "v" else "rough: name one of its grid squares"
            return f"the tile at {cell} is {what}"
        dx, dy = t[0] - p[0], t[1] - p[1]
        if (abs(dx), abs(dy)) in ((2, 0), (0, 2)) and key(p[0] + dx // 2, p[1] + dy // 2) not in self.board:
            if not self.hikers:
                return f"{key(p[0] + dx // 2, p[1] + dy // 2)} is a gap: no hiker crosses a gap"
            if self.height(cell) > self.height(key(p[0], p[1])):
                return "a jump across a gap never lands on a higher tile"
        if self.hikers and (dx == 0 or dy == 0) and abs(dx + dy) > 2:
            return "a jump crosses one empty cell, never more (Super Hikers)"
        dh = self.height(cell) - self.height(key(p[0], p[1]))
        if abs(dh) > self.c.n("max_climb") and not (dh < 0 and self.hikers):
            return f"no hiker climbs or drops more than {self.c.n('max_climb')} tile heights"
        return f"{pos_text(t)} is not next to {pos_text(p)}"

    # ------------------------------------------------------------------ apply
    def chance_outcomes(self, action: Action) -> list[tuple[Action, float]]:
        if isinstance(action, Roll) and not action.dice and self.why_illegal(action) is None:
            return [(Roll(action.seat, r), 1 / len(ROLLS)) for r in ROLLS]
        return []

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        ev: list[Event] = []
        getattr(self, f"_do_{type(action).__name__.lower()}")(action, ev)
        self.log.append(action)
        return ev

    def _do_roll(self, a: Roll, ev: list[Event]) -> None:
        dice = list(a.dice) if a.dice else [RANKS[self.rng.below(6)] for _ in SUITS]
        self.dice = dice
        self.used = []
        self.phase = "act"
        faces = ", ".join(f"{rank_name(d)} of {SUIT_NAMES[s]}" for s, d in zip(SUITS, dice))
        top = [SUITS[i] for i in _usable(dice, self.engineers)]
        ev.append(Event("roll", f"{self.name(a.seat)} rolls {faces}: may "
                                f"{' or '.join(ACTIVITY[s] for s in top)}, or hike.", a.seat,
                        {"dice": dice, "usable": top}))

    def _pay(self, seat: int, n: int) -> list[str]:
        coins = self._coins_moving(seat, n, paying=True)
        assert coins is not None
        for c in coins:
            self.coins[seat].remove(c)
            self.common.append(c)
        self.common.sort()
        return list(coins)

    def _take(self, seat: int, n: int) -> list[str]:
        coins = self._coins_moving(seat, n, paying=False) if n else ()
        assert coins is not None
        for c in coins:
            self.common.remove(c)
            self.coins[seat].append(c)
        self.coins[seat].sort()
        return list(coins)

    def _take_from_stock(self, seat: int, code: str) -> list[Any]:
        st = self.stock[seat]
        i = next(i for i, t in enumerate(st) if tile_code(t) == code)
        return st.pop(i)

    def _trailblazed(self, seat: int, activity: str, ev: list[Event], text: str, data: dict[str, Any]) -> None:
        paid = self._pay(seat, self.cost(seat, activity))
        self.used.append(SUIT_OF[activity])
        data.update({"activity": activity, "coins": paid})
        ev.append(Event(activity, f"{self.name(seat)} {text} for {len(paid)} coin{'' if len(paid) == 1 else 's'}.",
                        seat, data))

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
        self._trailblazed(a.seat, "extend", ev, f"extends the landscape with {tile_text(t)} {self.where(a.cell)}",
                          {"cell": a.cell, "tile": _shown(t)})
        self._after_trailblaze(a.seat, ev)

    def _do_raise(self, a: Raise, ev: list[Event]) -> None:
        t = self._take_from_stock(a.seat, a.tile)
        was = self.place_text(a.cell)
        self.board[a.cell].append(t)
        self._trailblazed(a.seat, "raise", ev, f"raises {was} to {self.height(a.cell)} high with {tile_text(t)}",
                          {"cell": a.cell, "tile": _shown(t), "height": self.height(a.cell)})
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
                shown.append(_shown(under))
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
        left = f"down to {self.height(a.cell)} high" if self.height(a.cell) else "leaving a gap"
        self._trailblazed(a.seat, "lower", ev, f"lowers {was}, {left}, and takes {tile_text(t)} into stock",
                          {"cell": a.cell, "tile": _shown(t), "height": self.height(a.cell)})
        self._after_trailblaze(a.seat, ev)

    def _do_grade(self, a: Grade, ev: list[Event]) -> None:
        was = self.place_text(a.cell)
        pile = self.board[a.cell]
        t = [pile[-1][0], pile[-1][1], "v"]
        pile[-1] = t
        self._trailblazed(a.seat, "grade", ev, f"grades {was}, turning up {tile_text(t)}",
                          {"cell": a.cell, "tile": _shown(t)})
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

    def _do_rest(self, a: Rest, ev: list[Event]) -> None:
        got = self._take(a.seat, self.c.n("hike"))
        ev.append(Event("rest", f"{self.name(a.seat)} rests and takes {len(got)} coins.", a.seat, {"coins": got}))
        self._end_turn(ev)

    def _do_pass(self, a: Pass, ev: list[Event]) -> None:
        ev.append(Event("pass", f"{self.name(a.seat)} cannot hike and passes.", a.seat))
        self._end_turn(ev)

    def _do_hike(self, a: Hike, ev: list[Event]) -> None:
        terms = self.hike_terms(a)
        assert not isinstance(terms, str)
        steps, coins = terms
        p = parse_pos(a.path[-1])
        assert p is not None
        end = pos_text(p)
        words = self.pos_words(p)
        self.pawns[a.pawn] = end
        got = self._take(a.seat, len(coins)) if coins else []
        more = f" and takes {len(got)} coin{'' if len(got) == 1 else 's'}" if got else ""
        ev.append(Event("hike", f"{self.name(a.seat)} hikes the {a.pawn} pawn {steps} step"
                                f"{'' if steps == 1 else 's'} to {words}{more}.", a.seat,
                        {"pawn": a.pawn, "path": list(a.path), "steps": steps, "coins": got}))
        cell = key(p[0], p[1])
        if self.p2p and p[2] is None and self.is_peak(cell) and cell not in self.flags_of(a.seat):
            coin = self.flag_coin(a.seat)
            if coin is not None:
                self.coins[a.seat].remove(coin)
                self.flags.append([cell, a.seat, coin])
                ev.append(Event("flag", f"{self.name(a.seat)} plants a flag ({coin_text(coin)}) on "
                                        f"{self.place_text(cell)}.", a.seat, {"cell": cell, "coin": coin}))
            else:
                ev.append(Event("no_flag", f"{self.name(a.seat)} has no coin of their own suit to plant as a flag.",
                                a.seat))
        if not self._check_win(a.seat, ev):
            self._end_turn(ev)

    # -- the end
    def _check_win(self, actor: int, ev: list[Event]) -> bool:
        n = self.num_seats
        order_seats = [(actor + i) % n for i in range(n)]
        if self.p2p:
            need = self.c.n("flags_to_win")
            for s in order_seats:
                if len(self.flags_of(s)) >= need:
                    self._over(ev, "flags", [s], f"{self.name(s)} has planted flags on {need} peaks and wins.")
                    return True
            return False
        peaks = self.peaks()
        if len(peaks) < len(SUITS):
            return False
        for s in order_seats:
            for pawn in self.seat_pawns(s):
                if self.pawns[pawn] == peaks[PAWN_SUIT[pawn]]:
                    self._over(ev, "peak", [s], f"{self.name(s)}'s {pawn} pawn stands on the peak of "
                                                f"{SUIT_NAMES[PAWN_SUIT[pawn]]}: {self.name(s)} wins.")
                    return True
        return False

    def _over(self, ev: list[Event], why: str, won: list[int], text: str) -> None:
        self.phase = "over"
        self.ended = why
        self.won = sorted(won)
        self.dice = []
        ev.append(Event("over", text, None, {"why": why, "winners": self.won}))

    def _end_turn(self, ev: list[Event]) -> None:
        n = self.num_seats
        self.dice, self.used = [], []
        self.phase = "roll"
        nxt = (self.turn + 1) % n
        if nxt == self.first:
            self.rounds += 1
            limit = self.c.n("round_limit")
            if limit and self.rounds >= limit:
                best = max(self.standing(s) for s in range(n))
                won = [s for s in range(n) if self.standing(s) == best]
                self._over(ev, "rounds", won, f"{limit} rounds are played: "
                                              f"{' and '.join(self.name(s) for s in won)} "
                                              f"{'is' if len(won) == 1 else 'are'} nearest the goal and "
                                              f"win{'s' if len(won) == 1 else ''}.")
                return
        self.turn = nxt

    def steps_to_goal(self, seat: int) -> int | None:
        """The fewest steps one of the seat's pawns needs to its goal (its own peak;
        Peak to Peak: a peak without the seat's flag); None: no such peak in reach."""
        best: int | None = None
        peaks = self.peaks()
        for pawn in self.seat_pawns(seat):
            if self.p2p:
                goals = [c for c in peaks.values() if c not in self.flags_of(seat)]
            else:
                goals = [peaks[PAWN_SUIT[pawn]]] if PAWN_SUIT[pawn] in peaks else []
            for g in goals:
                d = self.distance(pawn, g)
                if d is not None and (best is None or d < best):
                    best = d
        return best

    def standing(self, seat: int) -> tuple[int, int, int, int]:
        """How near the goal a seat is, for the round limit: flags planted (Peak to
        Peak), a goal in reach, how few steps away, then coins."""
        d = self.steps_to_goal(seat)
        return (len(self.flags_of(seat)), 0 if d is None else 1, -(d or 0), len(self.coins[seat]))

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        return [1 if s in self.won else 0 for s in range(self.num_seats)]

    def winners(self) -> list[int]:
        return list(self.won) if self.won else list(range(self.num_seats))

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        d = self.steps_to_goal(seat)
        out: dict[str, Any] = {"pawns": ", ".join(self.seat_pawns(seat)),
                               "steps to goal": "-" if d is None else d,
                               "coins": len(self.coins[seat])}
        if self.p2p:
            out["flags"] = len(self.flags_of(seat))
        out["won"] = "yes" if seat in self.won else ""
        out["final"] = self.phase == "over"
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything is public but the faces of rough tiles (nobody has seen them)."""
        d = {k: _copy(getattr(self, k)) for k in self._FIELDS if k not in ("board", "stock")}
        d["board"] = {k: [_shown(t) for t in pile] for k, pile in self.board.items()}
        d["stock"] = [[_shown(t) for t in st] for st in self.stock]
        d["seat"] = seat
        d["variants"] = {"engineers": self.engineers, "max_height": self.max_height, "coin_counters": self.counters,
                         "super_hikers": self.hikers, "peak_to_peak": self.p2p}
        return d


def _cell_of(pos: str) -> str:
    return ",".join(pos.split(",")[:2])


def _shown(t: list[Any]) -> list[Any]:
    """A tile as every player sees it: a rough tile's face is unknown."""
    return [t[0], t[1], "v"] if t[2] == "v" else [None, None, "g"]


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v
