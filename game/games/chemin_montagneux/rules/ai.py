"""How the bots judge a Chemin Montagneux position (the search is the
game-agnostic one in game/ai/search.py).

The basic game is half a common undertaking: nobody wins before all four
aces are peaks, so every player gains by each peak, and the race comes after.
A player's value is therefore made of:

- the table's work, the same for everyone: each ace by how near it is to
  being a peak (a peak; face up in a stock, to be raised; face up on a path,
  to be lowered and raised; buried); the aces nobody has seen, times the
  log of the rough tiles they may hide among (turning up any tile is worth
  something, more as few are left); each seen face; the rough tops that can
  be graded now (a mountain's top more than a path's end); a rough tile a
  pawn stands on (it cannot be worked), by the chance it hides an ace; the
  piles at full height whose graded top is no ace (a dead end until it is
  lowered); a pawn standing on the pile that holds (or may hide) an ace
  still to become a peak, which keeps it from being worked (less when the
  pawn has a way off); a peak its own pawn cannot walk to over the piles as
  they stand (a bot raising another player's ace otherwise likes the pile
  hardest for him to reach, and peaks walled off that way, with no tiles
  left to build stairs, ran games to the round limit); each tile lying over
  a rough one, by the chance it hides an ace (it must be lowered first); a
  few coins in the common area (they let everyone hike); the aces' part of
  it weighing more from 30% of the round limit on (up to three times);
- his own share of it: his own suit's ace counts again, each rough tile
  still in his stock counts against him (only he can build it in), and so
  does each of his pawns standing where an ace waits to be worked;
- the race: each of his pawns' steps to its goal over the terrain as it
  stands, a climb too high or a gap costing extra steps as the work to mend
  it (with no hike there, or only over such work, cell by cell with each
  empty cell a tile to lay: ``_bridged``; Blue's longer hikes counted; each
  step past ``CAP`` a quarter), a fixed distance while his peak does not
  exist (a longer one while its ace lies face up in his own stock: nobody
  else can raise it, and bots that waited with it ran games to the round
  limit), and more steps for everyone while any ace is still to become a
  peak (nobody wins before all four stand, so the fourth is worth that
  wait to every player: a bot holding another's last ace raises it);
  Peak to Peak: flags, and the nearest peak without his flag;
- coins, the first few worth most (they pay for the work).

Only what every player can see is used: a rough tile's face is unknown, so
the sampled worlds of the search do not sway the judgement of work to do.
The others' values count against a player's at ``rivalry`` of the usual
weight (game/ai/search.py): the peaks are common work, and hurting the
others' paths still counts.
"""
from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from typing import Any

from .pieces import flood
from .state import PAWN_SUIT, SUITS, CMState, parse_pos

WIN = 1000.0
RIVALRY = 0.35           # the others' values count this much of the search's usual weight
PEAK = 40.0              # an ace standing as a peak (everyone's work)
IN_STOCK = 0.65          # ... face up in a stock: one raise away (a share of PEAK)
ON_PATH = 0.4            # ... face up on top of a path: a lowering and a raise away
BURIED = 0.2             # ... face up under other tiles
OWN = 1.0                # one's own suit's ace counts again, at this share of the table's
SEEN = 2.0               # each tile whose face has been seen
SEARCH = 40.0            # the aces not yet seen, times the log of the rough tiles they may hide among
ROUGH_UNDERFOOT = 20.0   # a rough tile a pawn stands on (it cannot be worked), times the chance it hides an ace
TOP = 2.5                # each rough mountain top, ready to grade (at most TOPS count)
END = 1.0                # each rough path end, ready to grade (idem)
TOPS = 3
DEAD = 2.0               # a full-height pile topped by a graded tile that is no ace
STOCK = 2.5              # a rough tile still in one's own stock
STEP = 3.0               # one step of a hike between a pawn and its goal
NO_GOAL = 14             # steps counted while one's goal does not exist yet
NO_GOAL_HELD = 30        # ... while its ace lies face up in one's own stock (only one's own raise makes it)
WAIT = 10                # more steps for everyone while an ace is still to become a peak (nobody can win yet)
CAP = 30                 # the most steps counted in full to a goal that exists

#: why a move is worth making when nothing it does can be counted yet (the hint's reason, to its player)
WHY_KIND = {
    "roll": "every turn starts with the dice: the highest die says which work you may pay for",
    "rest": "it takes coins from the common area to pay for work on a later turn",
    "hike": "it moves your pawn where the next tiles may open a way to your peak",
    "extend": "a new tile gives the paths more room to reach the peaks",
    "grade": "a rough tile turned over may show an ace, and an ace on a mountain is a peak",
    "raise": "it builds a pile up: a peak needs a mountain of two tiles or more",
    "lower": "it takes a tile back into your stock, to build with where it helps you more",
    "pass": "nothing you may do now helps you: the turn passes on",
    "done": "nothing more you may do now helps you: the turn passes on",
}
FAR = 90                 # ... and at FAR_SHARE each beyond, up to this many (a pawn stranded far off)
FAR_SHARE = 0.25
CLIMB = 4                # extra steps for each tile of height beyond a possible climb
GAP = 6                  # extra steps for a gap to cross (work to mend it)
COINS = (1.5, 1.4, 1.3, 1.2, 1.0, 0.8, 0.5, 0.3, 0.2, 0.1)   # the value of each coin in hand, first to tenth
MORE_COINS = 0.0
COMMON = 0.8             # each coin in the common area, up to COMMONS (the table's: hikes take them)
COMMONS = 6
BLOCK = 30.0             # a pawn standing on a pile that holds (or may hide) an ace still to become a peak
BLOCK_EXIT = 0.5         # ... the share of it when the pawn has a way off
OWN_BLOCK = 30.0         # ... counted again against the pawn's owner
FLAG = 120.0             # Peak to Peak: a flag planted
NO_FLAG_COIN = 30.0      # Peak to Peak: no coin of one's own suit left to plant
FLAG_COIN = 2.0          # Peak to Peak: each coin of one's own suit, up to the flags still needed
OWN_COIN = 0.4           # Coin Counters: each coin of one's own suit in hand
EDGE_COIN = 0.5          # ... more for the null or the 5 (nothing is lower or higher)
COMMON_EDGE = 1.0        # ... the common area's lowest or highest coin is one's own suit
CUT_OFF = 10.0           # a peak no walk over the piles as they stand brings its own pawn to
DIG = 12.0               # each tile lying over a rough one, times the chance the rough one hides an ace
PRESSURE = 2.0           # how much more the aces' work weighs at the round limit than before PRESSURE_FROM
PRESSURE_FROM = 0.3      # ... the share of the round limit after which it starts to grow
HOLD_OUT = 0.5           # the hard bot weighs a move of each kind until this share of the round limit


#: ``_reachable``'s answers by (terrain, start, climb, Super Hikers): a bot weighs many
#: moves that leave the piles as they are (every hike), so most are asked again
_REACH: dict[tuple[Any, ...], frozenset[str]] = {}
_REACH_MAX = 4096


def _reachable(start: str, height: dict[str, int], most: int, hikers: bool,
               terrain: tuple[Any, ...] | None = None) -> frozenset[str]:
    """The cells a pawn on ``start`` could walk to, from pile to pile next to it,
    climbing or dropping at most ``most`` (Super Hikers drop any height; the
    other pawns and the gaps left out). ``terrain``: the piles' heights as a
    hashable whole (``_Table.terrain``), to keep the answer under."""
    k = (terrain, start, most, hikers)
    if terrain is not None and k in _REACH:
        return _REACH[k]

    def nexts(k: str) -> list[str]:
        x, y = map(int, k.split(","))
        h = height[k]
        return [n for n in (f"{x + 1},{y}", f"{x - 1},{y}", f"{x},{y + 1}", f"{x},{y - 1}")
                if n in height and (height[n] - h <= most if hikers else abs(height[n] - h) <= most)]
    got = frozenset(flood(start, nexts))
    if terrain is not None:
        if len(_REACH) >= _REACH_MAX:
            _REACH.clear()
        _REACH[k] = got
    return got


class _Terrain(tuple):
    """The piles' heights and graded tops as a hashable whole, its hash worked out once
    (it keys what the evaluator keeps: the distances, the cells within reach)."""

    _hash: int

    def __new__(cls, items: Any) -> _Terrain:
        new = super().__new__(cls, items)
        new._hash = tuple.__hash__(new)
        return new

    def __hash__(self) -> int:
        return self._hash


class _Land:
    """What the landscape alone shows every player (its piles, not the pawns,
    stocks or coins), worked out once per landscape: kept with the game's facts
    of the landscape (``_land_known``, facts.py), which every change of a pile forgets."""

    def __init__(self, board: dict[str, list[list[Any]]], max_height: int) -> None:
        self.height = height = {k: len(p) for k, p in board.items()}
        self.graded = graded = {k: p[-1][2] == "v" for k, p in board.items()}
        self.terrain = _Terrain(sorted((k, h, graded[k]) for k, h in height.items()))
        peaks: dict[str, str] = {}
        for k, pile in board.items():          # as CMState.peaks, in one pass
            top = pile[-1]
            if len(pile) >= 2 and top[2] == "v" and top[1] == 1:
                peaks[top[0]] = k
                for t in pile[:-1]:
                    if t[1] == 1 and t[2] == "v":
                        peaks.setdefault(t[0], k)
        self.peaks = peaks
        status = {x: 0.0 for x in SUITS}
        for x in peaks:
            status[x] = 1.0
        seen = hidden = dead = 0
        depth = 0                              # the tiles lying over rough ones (each to be lowered first)
        self.tops: list[str] = []              # rough mountain tops, ready to grade
        self.ends: list[str] = []              # rough path ends, ready to grade
        for k, pile in board.items():
            n = len(pile)
            for i, t in enumerate(pile):
                if t[2] != "v":
                    hidden += 1
                    depth += n - 1 - i
                    continue
                seen += 1
                if t[1] == 1 and status[t[0]] < 1.0:
                    share = ON_PATH if (i == n - 1 and n == 1) else BURIED
                    status[t[0]] = max(status[t[0]], share)
            top = pile[-1]
            if top[2] == "g":
                if n >= 2:
                    self.tops.append(k)
                else:
                    cx, cy = map(int, k.split(","))
                    if sum(f"{cx + dx},{cy + dy}" in height for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))) <= 1:
                        self.ends.append(k)
            elif n >= max_height and top[1] != 1:
                dead += 1
        self.status, self.seen, self.hidden, self.depth, self.dead = status, seen, hidden, depth, dead
        #: each start's cells within reach (``_reachable``), for this landscape
        self.reach: dict[tuple[str, int, bool], frozenset[str]] = {}


def _land(s: CMState) -> _Land:
    kept = s._land_known()
    got: _Land | None = kept.get("bots' land")
    if got is None:
        got = kept["bots' land"] = _Land(s.board, s.max_height)
    return got


class _Table:
    """What a position shows every player, worked out once per position."""

    def __init__(self, s: CMState) -> None:
        board = s.board
        land = _land(s)
        self.height = height = land.height
        self.graded = land.graded
        self.terrain = land.terrain
        self.peaks = peaks = land.peaks
        occupied = {",".join(v.split(",")[:2]) for v in s.pawns.values()}
        status = dict(land.status)
        seen, hidden = land.seen, land.hidden
        tops = sum(1 for k in land.tops if k not in occupied)
        ends = sum(1 for k in land.ends if k not in occupied)
        for st in s.stock:
            for t in st:
                if t[2] != "v":
                    hidden += 1
                    continue
                seen += 1
                if t[1] == 1 and status[t[0]] < 1.0:
                    status[t[0]] = max(status[t[0]], IN_STOCK)
        self.status = status
        unseen = sum(1 for x in status.values() if x == 0.0)     # aces nobody has seen yet
        underfoot = sum(1 for k in occupied if k in board and board[k][-1][2] == "g")
        chance = unseen / hidden if hidden else 0.0
        # a pawn standing on the pile an ace still to become a peak lies in (or may lie
        # in, under a rough tile) keeps it from being worked: the game cannot end
        # while it stays (bot games once waited so for the round limit)
        self.blocking: dict[str, float] = {}
        block = 0.0
        most = s.c.n("max_climb")
        for pawn, pos in s.pawns.items():
            k = ",".join(pos.split(",")[:2])
            under = board.get(k)
            if not under:
                continue
            known = any(t[2] == "v" and t[1] == 1 and t[0] not in peaks for t in under)
            odds = 1.0 if known else min(1.0, chance * sum(1 for t in under if t[2] != "v"))
            if odds <= 0:
                continue
            cx, cy = map(int, k.split(","))
            closed = s.closed_peak(pawn)         # (its own peak, not to be entered yet, is no way off)
            way_off = any(abs(height.get(n, 99) - len(under)) <= most and n != closed
                          for n in (f"{cx + 1},{cy}", f"{cx - 1},{cy}", f"{cx},{cy + 1}", f"{cx},{cy - 1}"))
            self.blocking[pawn] = odds
            block += odds * (BLOCK_EXIT if way_off else 1.0)
        # a peak its own pawn cannot walk to over the piles as they stand: a bot raising
        # another player's ace liked the pile hardest for him to reach, and once an ace went
        # up three tiles above the one pile joining the pawns' corner to the rest, with no
        # tiles left to build stairs, games ran to the round limit
        reach = land.reach
        cut = 0
        if not s.p2p:
            for pawn, pos in s.pawns.items():
                goal = peaks.get(PAWN_SUIT[pawn])
                k = ",".join(pos.split(",")[:2])
                if goal is None or k not in height:
                    continue
                rk = (k, most, s.hikers)
                got = reach.get(rk)
                if got is None:
                    got = reach[rk] = _reachable(k, height, most, s.hikers, self.terrain)
                cut += goal not in got
        aces = (PEAK * sum(status.values()) - BLOCK * block - SEARCH * unseen * math.log(hidden + 1)
                - ROUGH_UNDERFOOT * chance * underfoot - CUT_OFF * cut - DIG * chance * land.depth)
        # the nearer the round limit, the more the aces' work weighs: a game the limit ends
        # is won by nearness alone, and bots once sat on the last aces (held in stock,
        # buried under a tile worth nothing to lower) until it came
        limit = s.round_limit
        if limit:
            late = max(0.0, s.rounds / limit - PRESSURE_FROM) / (1 - PRESSURE_FROM)
            aces *= 1 + PRESSURE * late
        self.work = (aces + COMMON * min(len(s.common), COMMONS) + SEEN * seen
                     + TOP * min(tops, TOPS) + END * min(ends, TOPS) - DEAD * land.dead)


class CMEvaluator:
    interactive = ("extend", "grade", "raise", "lower")
    rivalry = RIVALRY
    #: the hard bot's search: an evaluation here costs about three times Ski the
    #: Mountain's (each pawn's way to its goal), so fewer of them a decision; and the
    #: best move of each kind among its candidates: this evaluation likes a peak made,
    #: so the five best were once five places to raise the last ace, and whoever makes
    #: the fourth peak hands the game to the next player within reach of his
    search = {"work": 1700, "each_kind": 1}

    @staticmethod
    def each_kind_now(s: Any) -> bool:
        """Does the hard bot search the best move of each kind (``search``) in ``s``?
        Until ``HOLD_OUT`` of the round limit (of the config's, for a game without
        one): hard bots alone at a table then each held out against making the
        fourth peak for the next player, and five of six games ran to the limit."""
        return bool(s.rounds < HOLD_OUT * (s.round_limit or s.c.n("round_limit")))

    def __init__(self) -> None:
        # the last position judged (held, so that no other takes its place unseen)
        self._cache: tuple[CMState, int, str, _Table] | None = None
        self._memo: dict[tuple[Any, ...], float] = {}

    def _table(self, s: CMState) -> _Table:
        c = self._cache
        if c is not None and c[0] is s and c[1] == len(s.log) and c[2] == s.phase:
            return c[3]
        t = _Table(s)
        self._cache = (s, len(s.log), s.phase, t)
        return t

    @staticmethod
    def alike(s: Any, a: Any) -> tuple[Any, ...] | None:
        """Tiles laid (extended or raised) that this evaluation cannot tell apart:
        rough ones (nobody knows their faces), and face-up ones that are no ace
        (only an ace's suit and rank count here, as in the rules' peaks); the
        same cell and coins. None for every other move."""
        tile = getattr(a, "tile", None)
        if a.kind not in ("extend", "raise") or not isinstance(tile, str):
            return None
        sort = tile if tile == "grid" or tile[1:] == "1" else "plain"
        return a.kind, a.seat, a.cell, sort, a.coins

    # ------------------------------------------------------------ distances
    def _steps(self, s: CMState, tb: _Table, pawn: str, goals: list[str]) -> float:
        """The fewest steps from ``pawn`` to one of the graded tiles ``goals``,
        a move the rules forbid (too high a climb or drop, a gap) counted as
        possible at a price in extra steps; other pawns are left out.
        Remembered for the terrain, the start and the goals (A*: a step never
        crosses more than one cell, so the cells between are a lower bound)."""
        memo_key = (tb.terrain, pawn, s.pawns[pawn], tuple(goals), s.hikers)
        hit = self._memo.get(memo_key)
        if hit is not None:
            return hit
        if len(self._memo) > 20000:
            self._memo.clear()
        d = self._search(s, tb, pawn, goals)
        self._memo[memo_key] = d
        return d

    def _search(self, s: CMState, tb: _Table, pawn: str, goals: list[str]) -> float:
        start = parse_pos(s.pawns[pawn])
        assert start is not None
        height, graded = tb.height, tb.graded
        targets = [(int(gx), int(gy)) for gx, gy in (g.split(",") for g in goals)]
        hikers = s.hikers
        most = s.c.n("max_climb")
        red_climb = s.c.n("red_climb") if pawn == "red" else 0
        gap_steps = s.c.n("gap_steps")

        def climb(dh: int) -> int:
            if dh < 0 and hikers:
                return 1
            a = abs(dh)
            if a > most:
                return a + CLIMB * (a - most)
            if a <= red_climb:
                return 1
            return max(1, a)

        def h(x: int, y: int) -> int:
            return min(abs(x - tx) + abs(y - ty) for tx, ty in targets)

        sx, sy, sq = start
        first = (sx, sy, -1 if sq is None else sq)
        best = {first: 0}
        mended: set[tuple[int, int, int]] = set()    # the places whose best way has a gap or a climb too high in it
        heap = [(h(sx, sy), 0, first)]
        while heap:
            _, d, p = heapq.heappop(heap)
            if d > best[p]:
                continue
            x, y, q = p
            if q < 0 and (x, y) in targets:
                # a way with work to do in it: laying tiles may make a better one
                return min(float(d), self._bridged(tb, (sx, sy), targets, climb)) if p in mended else float(d)
            h0 = height[f"{x},{y}"]
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                gx = gy = 0
                if q >= 0:
                    gx, gy = 2 * x + q % 2 + dx, 2 * y + q // 2 + dy
                    nx, ny = gx // 2, gy // 2
                    if (nx, ny) == (x, y):
                        nxt = [(x, y, gx % 2 + 2 * (gy % 2))]
                        cost = 1
                        k = ""
                        work = False
                    else:
                        k = f"{nx},{ny}"
                else:
                    nx, ny = x + dx, y + dy
                    k = f"{nx},{ny}"
                if k:
                    if k not in height:
                        # a gap: jump it (Super Hikers) or count the work of filling it
                        nx, ny = nx + dx, ny + dy
                        k = f"{nx},{ny}"
                        if k not in height:
                            continue
                        gx, gy = gx + 2 * dx, gy + 2 * dy
                        if hikers and height[k] - h0 <= most:
                            # the climb made within the crossing's steps (hiking.py ``moves``)
                            cost = max(gap_steps, climb(height[k] - h0))
                            work = False
                        else:
                            cost = gap_steps + GAP + climb(height[k] - h0) - 1
                            work = True
                    else:
                        dh = height[k] - h0
                        cost = climb(dh)
                        work = abs(dh) > most and not (dh < 0 and hikers)
                    if graded[k]:
                        nxt = [(nx, ny, -1)]
                    elif q >= 0:
                        nxt = [(nx, ny, gx % 2 + 2 * (gy % 2))]
                    else:
                        col = [0] if dx == 1 else [1] if dx == -1 else [0, 1]
                        row = [0] if dy == 1 else [1] if dy == -1 else [0, 1]
                        nxt = [(nx, ny, cc + 2 * rr) for rr in row for cc in col]
                work = work or p in mended
                for t in nxt:
                    if d + cost < best.get(t, 1 << 30):
                        best[t] = d + cost
                        if work:
                            mended.add(t)
                        else:
                            mended.discard(t)
                        heapq.heappush(heap, (d + cost + h(t[0], t[1]), d + cost, t))
        return self._bridged(tb, (sx, sy), targets, climb)

    @staticmethod
    def _bridged(tb: _Table, start: tuple[int, int], targets: list[tuple[int, int]],
                 climb: Callable[[int], int]) -> float:
        """The steps to the nearest goal cell by cell, however the work goes: each
        empty cell as a path tile laid (``GAP`` steps of work to lay it), each
        climb as ``climb`` counts it (too high: ``CLIMB`` a tile more); at most
        ``FAR``. For a pawn no hike brings to its peak, or only over a gap: without
        it a pawn stranded on an island saw no gain in a single tile laid towards
        its peak, and bots once laid their last tiles far away while the round
        limit came."""
        height = tb.height
        best = {start: 0}
        heap = [(0, start)]
        while heap:
            d, (x, y) = heapq.heappop(heap)
            if d > best[(x, y)]:
                continue
            if (x, y) in targets:
                return float(d)
            h0 = height.get(f"{x},{y}", 1)
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                h1 = height.get(f"{nx},{ny}")
                cost = climb(1 - h0) + GAP if h1 is None else climb(h1 - h0)
                if d + cost < best.get((nx, ny), FAR):
                    best[(nx, ny)] = d + cost
                    heapq.heappush(heap, (d + cost, (nx, ny)))
        return float(FAR)

    def _crow(self, s: CMState, pawn: str, goals: list[str]) -> float:
        p = parse_pos(s.pawns[pawn])
        assert p is not None
        out = float(FAR)
        for g in goals:
            gx, gy = map(int, g.split(","))
            out = min(out, 2.0 * (abs(gx - p[0]) + abs(gy - p[1])))
        return out

    def _race(self, s: CMState, tb: _Table, seat: int, exact: bool) -> float:
        """Minus the steps (in three-step hikes) of the seat's best pawn to its goal."""
        best: float | None = None
        flagged = s.flags_of(seat) if s.p2p else []
        for pawn in s.seat_pawns(seat):
            if s.p2p:
                goals = [c for c in tb.peaks.values() if c not in flagged]
            else:
                suit = PAWN_SUIT[pawn]
                goals = [tb.peaks[suit]] if suit in tb.peaks else []
            if not goals:
                continue
            d = self._steps(s, tb, pawn, goals) if exact else self._crow(s, pawn, goals)
            # past ``CAP`` a step counts a quarter: four pawns stranded on an island 17 cells
            # from their peaks, every distance at the cap, saw nothing in a tile laid towards
            # them and passed for 50 rounds
            d = (min(CAP, d) + FAR_SHARE * max(0.0, min(FAR, d) - CAP)) * s.c.n("hike") / s.budget(pawn)
            best = d if best is None else min(best, d)
        if best is None:
            held = any(t[2] == "v" and t[1] == 1 and t[0] in s.seat_suits(seat) for t in s.stock[seat])
            best = NO_GOAL_HELD if held else NO_GOAL
        if not s.p2p and len(tb.peaks) < len(SUITS):
            best += WAIT
        return -STEP * best

    # -------------------------------------------------------------- values
    def _value(self, s: CMState, seat: int, exact: bool) -> float:
        if s.is_over():
            return WIN if seat in s.won else -WIN
        tb = self._table(s)
        v = tb.work
        suits = s.seat_suits(seat)
        v += OWN * PEAK * sum(tb.status[x] for x in suits) / max(1, len(suits))
        v -= STOCK * sum(1 for t in s.stock[seat] if t[2] == "g")
        v -= OWN_BLOCK * sum(tb.blocking.get(p, 0.0) for p in s.seat_pawns(seat))
        v += self._race(s, tb, seat, exact)
        n = len(s.coins[seat])
        v += sum(COINS[:n]) + MORE_COINS * max(0, n - len(COINS))
        if s.p2p:
            v += FLAG * len(s.flags_of(seat))
            if s.flag_coin(seat) is None:
                v -= NO_FLAG_COIN
        if s.counters or s.p2p:
            v += self._which_coins(s, seat, suits)
        return v

    @staticmethod
    def _which_coins(s: CMState, seat: int, suits: frozenset[str]) -> float:
        """Which coins a player holds, where it counts: Peak to Peak, his own suit's
        coins up to the flags he still needs; Coin Counters, his own coins (they
        keep the rule on his side), the null and the 5 most (nothing goes below or
        above them), and a common area whose lowest or highest coin is his."""
        mine = [c for c in s.coins[seat] if c[0] in suits]
        v = 0.0
        if s.p2p:
            v += FLAG_COIN * min(len(mine), max(0, s.c.n("flags_to_win") - len(s.flags_of(seat))))
        if s.counters:
            v += OWN_COIN * len(mine) + EDGE_COIN * sum(c[1] in "05" for c in mine)
            if s.common:
                vals = [int(c[1]) for c in s.common]
                if any(c[0] in suits and int(c[1]) in (min(vals), max(vals)) for c in s.common):
                    v += COMMON_EDGE
        return v

    def value(self, s: Any, seat: int) -> float:
        return self._value(s, seat, True)

    def quick(self, s: Any, seat: int) -> float:
        """The same, with the distance as the crow flies (cheaper)."""
        return self._value(s, seat, False)

    def explain(self, before: Any, after: Any, seat: int) -> str | None:
        if after.is_over() and seat in after.won:
            return "it wins the game"
        if len(after.flags_of(seat)) > len(before.flags_of(seat)):
            return "it plants a flag on a peak"
        if len(after.peaks()) > len(before.peaks()):
            return "it makes a new peak"
        b, a = before.steps_to_goal(seat), after.steps_to_goal(seat)
        if a is not None and (b is None or a < b):
            return (f"it brings your goal within {a} step{'' if a == 1 else 's'}" if b is None
                    else f"it brings you {b - a} step{'' if b - a == 1 else 's'} nearer your goal")
        tb, ta = _Table(before), _Table(after)
        if sum(ta.status.values()) > sum(tb.status.values()):
            return "it brings an ace nearer to being a peak"
        if ta.work > tb.work:
            return "it uncovers the landscape (an ace may lie under any rough tile)"
        gained = len(after.coins[seat]) - len(before.coins[seat])
        if gained > 0:
            return f"it earns {gained} coin{'' if gained == 1 else 's'} to build with later"
        kind = after.action_log[-1].kind if after.action_log else ""
        return WHY_KIND.get(kind)
