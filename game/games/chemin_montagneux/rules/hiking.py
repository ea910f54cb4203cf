"""Chemin Montagneux: hiking. Where a pawn may step and what each step
costs (climbs, the pawns' strengths, Super Hikers' jumps), the terms of a hike
(its steps and the coins it takes), every hike a pawn can make, the distance
to a goal, and a hike made. Part of ``CMState`` (state.py)."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.core.protocol import Event

from .actions import Hike, Pass, Rest
from .facts import CMFacts
from .pieces import DIRS, MOST_PATH, PAWN_SUIT, SUITS, Pos, coin_text, key, parse_pos, pos_text

#: what one search from a pawn finds (``_hike_search``), every place as text: each place a hike can end on (its
#: start left out) -> each number of steps it can take there -> (a path of the fewest places, its steps as any
#: pawn's); the places where the hike wins
Found = tuple[dict[str, dict[int, tuple[tuple[str, ...], int]]], set[str]]
#: places as text (``pos_text``), made once each
_TEXTS: dict[Pos, str] = {}


def _text(p: Pos) -> str:
    got = _TEXTS.get(p)
    if got is None:
        got = _TEXTS[p] = pos_text(p)
    return got


class CMHiking(CMFacts):
    """The pawns' moves and hikes: a part of CMState."""

    @staticmethod
    def _places(cell: tuple[int, int], pile: list[list[Any]], towards: tuple[int, int],
                along: tuple[int, int] | None) -> list[Pos]:
        """The places of ``cell`` (its ``pile``) a pawn enters coming in the direction
        ``towards``: the whole tile if graded, else the grid square next to the edge
        crossed (``along``: the global square it comes from) or both squares of that edge."""
        x, y = cell
        if not pile:
            return []
        if pile[-1][2] == "v":
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
        red = pawn == "red"
        for t, kr, kp, _ in self._steps(p):
            if t not in blocked:
                yield t, kr if red else kp

    def _steps(self, p: Pos) -> list[tuple[Pos, int, int, str]]:
        """Each place a pawn at ``p`` may enter in one move when no pawn is in the
        way, the steps it costs the Red pawn and the steps it costs any other, and
        the place as text;
        kept while the piles it reads stay as they are (``_reshaped``, facts.py):
        never to be changed by the caller."""
        near = self._near_known()
        got: list[tuple[Pos, int, int, str]] | None = near.get(p)
        if got is None:
            got = near[p] = self._find_steps(p)
        return got

    def _find_steps(self, p: Pos) -> list[tuple[Pos, int, int, str]]:
        board = self.board
        x, y, q = p
        h0 = len(board.get(f"{x},{y}", ()))
        climbs = self._climbs()
        out: list[tuple[Pos, int, int]] = []
        for dx, dy in DIRS:
            if q is not None:
                gx, gy = 2 * x + q % 2 + dx, 2 * y + q // 2 + dy
                nc = (gx // 2, gy // 2)
                if nc == (x, y):
                    out.append(((x, y, gx % 2 + 2 * (gy % 2)), 1, 1))
                    continue
                along: tuple[int, int] | None = (gx, gy)
            else:
                nc, along = (x + dx, y + dy), None
            pile = board.get(f"{nc[0]},{nc[1]}")
            if pile:
                kr, kp = climbs.get(len(pile) - h0) or self._climb_costs(len(pile) - h0)
                if not kr:
                    continue
                if pile[-1][2] == "v":           # (as ``_places``: a graded tile is one place)
                    out.append(((nc[0], nc[1], None), kr, kp))
                else:
                    out += [(t, kr, kp) for t in self._places(nc, pile, (dx, dy), along)]
            elif pile is None and self.hikers:   # Super Hikers: over a one-tile gap
                far = (nc[0] + dx, nc[1] + dy)
                pile = board.get(f"{far[0]},{far[1]}")
                if pile is None:
                    continue
                # onto a tile of any height a hiker may reach: down from any height, up at
                # most max_climb, the climb made within the crossing's steps
                kr, kp = climbs.get(len(pile) - h0) or self._climb_costs(len(pile) - h0)
                if not kr:
                    continue
                far_along = None if along is None else (along[0] + 2 * dx, along[1] + 2 * dy)
                gap = self.c.n("gap_steps")
                out += [(t, max(gap, kr), max(gap, kp))
                        for t in self._places(far, pile, (dx, dy), far_along)]
        return [(t, kr, kp, _text(t)) for t, kr, kp in out]

    def _climbs(self) -> dict[int, tuple[int, int]]:
        """Each change of height a move has made -> the steps it costs the Red pawn
        and any other (``_climb``; (0, 0): no move makes it), kept for the game
        (``_climb_costs`` adds to it)."""
        kept = self._lasting_known()
        got: dict[int, tuple[int, int]] | None = kept.get("climbs")
        if got is None:
            got = kept["climbs"] = {}
        return got

    def _climb_costs(self, dh: int) -> tuple[int, int]:
        red, plain = self._climb(dh, True), self._climb(dh, False)
        got = self._climbs()[dh] = (0, 0) if red is None or plain is None else (red, plain)
        return got

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
        """All four aces are peaks (the basic game): once no coins at all are
        left in the common area, a hike no longer has to make up three."""
        return not self.p2p and len(self._peaks()) == len(SUITS)

    def hike_terms(self, a: Hike) -> tuple[int, list[str]] | str:
        """The steps a hike counts and the coins it takes, or why it cannot be
        made (its pawn and seat already checked): the most coins the common
        area can give within what its steps allow (Coin Counters: that its rule
        allows), none on a winning hike. Kept until the position changes."""
        got = self._hike_count(a)
        if isinstance(got, str):
            return got
        steps, n = got
        return steps, list(self._coins_moving(a.seat, n, paying=False) or ()) if n else []

    def _hike_count(self, a: Hike) -> tuple[int, int] | str:
        """``hike_terms`` with how many coins the hike takes rather than which."""
        memo = self._known()
        k = ("terms", a.seat, a.pawn)
        try:
            table: dict[tuple[str, ...], tuple[int, int] | str] | None = memo.get(k)
            got = table.get(a.path) if table is not None else None
            if got is None:
                got = self._hike_terms(a)
                if table is None:
                    table = memo[k] = {}
                table[a.path] = got
        except TypeError:                        # a move made up of what no position keeps
            got = self._hike_terms(a)
        return got

    def _hike_terms(self, a: Hike) -> tuple[int, int] | str:
        if not isinstance(a.path, tuple) or not 1 <= len(a.path) <= MOST_PATH:
            return f"a hike names the 1 to {MOST_PATH} places it enters"
        start = parse_pos(self.pawns[a.pawn])
        assert start is not None
        p = start
        blocked = self.blocked_for(a.pawn)
        red = a.pawn == "red"
        lo = hi = 0
        for i, text in enumerate(a.path):
            t = parse_pos(text)
            if t is None:
                return f"{text!r} is not a place (\"x,y\" or \"x,y,q\")"
            if i and self.wins_at(a.seat, a.pawn, p):
                return "the hike ends on reaching the goal"
            # (the steps it costs; Red's climbs counted too as any other pawn's, for ``hi``)
            cost = next(((kr if red else kp, kp) for q, kr, kp, _ in self._steps(p) if q == t and t not in blocked),
                        None)
            if cost is None:
                return self._why_no_move(a.pawn, p, t, blocked)
            if not self.walks:                   # a hike is a path: no place twice, no way back
                if t == start and i + 1 < len(a.path):
                    return f"a hike never comes back to {pos_text(t)}, where it began"
                if t in [parse_pos(x) for x in a.path[:i]]:
                    return f"a hike enters {pos_text(t)} once only"
            lo += cost[0]
            hi += cost[1]
            p = t
        most = self.budget(a.pawn)
        if lo > most:
            return f"that hike takes {lo} steps; the {a.pawn} pawn has {most}"
        if p == start:
            return "a hike ends somewhere else than where it began (to stay, rest)"
        return self._hike_take(a.seat, a.pawn, lo, hi, self.wins_at(a.seat, a.pawn, p))

    def _hike_take(self, seat: int, pawn: str, lo: int, hi: int, wins: bool,
                   where: tuple[Any, ...] | None = None) -> tuple[int, int] | str:
        """The steps and how many coins a hike of ``pawn`` that can be made
        takes (``lo``, ``hi``: its steps with Red's strength used and not;
        ``wins``: it ends on reaching the goal), or why the coins forbid it
        (``hike_terms`` names the coins). ``where``: the position's
        ``_take_where``, if the caller has it."""
        if wins:
            return lo, 0
        kept = self._lasting_known()
        k = ("take", seat, pawn, lo, hi, where if where is not None else self._take_where())
        got: tuple[int, int] | str | None = kept.get(k)
        if got is None:
            got = kept[k] = self._taking(seat, pawn, lo, hi)
        return got

    def _take_where(self) -> tuple[Any, ...]:
        """All that the coins a hike takes hang on besides the hike, as a key to keep
        them under for the game: how many coins the common area holds (Coin Counters:
        which ones), and whether the final race lets a hike take none of them."""
        common = self.common
        return tuple(common) if self.counters else len(common), self._race_takes_none()

    def _race_takes_none(self) -> bool:
        """The final race lets a hike take no coins to make up three steps: only
        when no coins at all are available (with one coin a one-step hike still
        needs two, and Coin Counters' rule is never got round this way); under
        the first edition's rules, in the whole final race."""
        return self.final_race() and (self.short_race or not self.common)

    def _taking(self, seat: int, pawn: str, lo: int, hi: int) -> tuple[int, int] | str:
        most = self.budget(pawn)
        span = self.coins_range(pawn, lo, hi)
        if span is None:
            return f"that hike takes {lo} steps; the {pawn} pawn has {most}"
        least, top = span
        if self._race_takes_none():
            least = 0
        for k in range(min(top, len(self.common)), least - 1, -1):
            # (without Coin Counters' rule, any k coins of the common area can be taken)
            if not k or not self.counters or self._coins_moving(seat, k, paying=False) is not None:
                steps = lo if pawn == "blue" else max(lo, min(hi, self.c.n("hike") - k))
                return steps, k
        return self._take_problem(seat, least) or "Coin Counters: no way to take those coins leaves your suit " \
                                                  "lowest or highest in the common area"

    def blocked_for(self, pawn: str) -> set[Pos]:
        """Grid squares other pawns stand on: no pawn enters or crosses them; and
        the pawn's own peak while it is closed to it (``closed_peak``). Kept until
        the position changes: never to be changed by the caller."""
        memo = self._known()
        got: set[Pos] | None = memo.get(("blocked", pawn))
        if got is None:
            got = memo[("blocked", pawn)] = self._blocked(pawn)
        return got

    def _blocked(self, pawn: str) -> set[Pos]:
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
        peaks = self._peaks()
        return len(peaks) == len(SUITS) and peaks.get(PAWN_SUIT[pawn]) == cell

    def hike_paths(self, seat: int, pawn: str) -> dict[tuple[Pos, int], list[Pos]]:
        """Every (end, steps) a hike of ``pawn`` can make, with one path each, of
        the fewest places: every path that never enters a place twice nor comes
        back to its start, searched depth first (at most five steps deep)."""
        def pos(text: str) -> Pos:
            got = parse_pos(text)
            assert got is not None
            return got
        start = parse_pos(self.pawns[pawn])
        assert start is not None
        out: dict[tuple[Pos, int], list[Pos]] = {(start, 0): []}
        for end, by_cost in self._hike_search(seat, pawn)[0].items():
            out.update(((pos(end), k), [pos(x) for x in path]) for k, (path, _) in by_cost.items())
        return out

    def _hike_search(self, seat: int, pawn: str) -> Found:
        """``hike_paths`` (``Found``), every place as text, each path with its steps
        counted as any pawn's (Red's strength left unused), by the place it ends on;
        and the places where a hike wins. Kept until the position changes: never to
        be changed by the caller."""
        memo = self._known()
        got: Found | None = memo.get(("paths", seat, pawn))
        if got is None:
            got = memo[("paths", seat, pawn)] = self._search(seat, pawn)
        return got

    def _goals(self, seat: int, pawn: str) -> set[Pos]:
        """The places where a hike of ``pawn`` would win (``wins_at``): a peak's, if any."""
        peaks = self._peaks()
        if not self.p2p and len(peaks) < len(SUITS):
            return set()                         # (the basic game: no hike wins before all four aces are peaks)
        goals: set[Pos] = set()
        for cell in set(peaks.values()):
            x, y = map(int, cell.split(","))
            if self.wins_at(seat, pawn, (x, y, None)):
                goals.add((x, y, None))
        return goals

    def _search(self, seat: int, pawn: str) -> Found:
        start = parse_pos(self.pawns[pawn])
        assert start is not None
        blocked = self.blocked_for(pawn)
        most = self.budget(pawn)
        red = pawn == "red"
        steps = self._steps
        goals = self._goals(seat, pawn)
        wins = {_text(g) for g in goals}
        ends: dict[str, dict[int, tuple[tuple[str, ...], int]]] = {}
        if self.walks:
            seen: dict[tuple[str, int], tuple[tuple[str, ...], int]] = {(_text(start), 0): ((), 0)}
            self._walks(start, most, red, blocked, goals.__contains__, seen)
            for (end, cost), found in seen.items():
                if end != _text(start):
                    ends.setdefault(end, {})[cost] = found
            return ends, wins
        # (every place as text, whose hash is kept: the start too is a place no hike enters)
        stop = {_text(b) for b in blocked}
        stop.add(_text(start))
        names: list[str] = []                    # the path so far
        near = self._near_known()

        # depth first, with a stack of the places' moves still to try (a nested function calling
        # itself would be a reference cycle, left to the collector: about a tenth of a random game's time)
        todo: list[tuple[Iterator[tuple[Pos, int, int, str]], int, int]] = \
            [(iter(near.get(start) or steps(start)), 0, 0)]
        while todo:
            moves, c, h = todo[-1]
            for t, kr, kp, name in moves:
                ck = c + (kr if red else kp)
                if ck > most or name in stop or name in names:
                    continue
                names.append(name)
                by_cost = ends.get(name)
                if by_cost is None:
                    ends[name] = {ck: (tuple(names), h + kp)}
                else:
                    known = by_cost.get(ck)
                    if known is None or len(known[0]) > len(names):
                        by_cost[ck] = (tuple(names), h + kp)
                # on from there, unless every step is spent (each move costs one at least) or
                # it is a goal (reaching the goal ends the hike)
                if ck < most and name not in wins:
                    todo.append((iter(near.get(t) or steps(t)), ck, h + kp))
                    break
                names.pop()
            else:
                todo.pop()
                if todo:
                    names.pop()                  # the place whose moves are all tried
        return ends, wins

    def _walks(self, start: Pos, most: int, red: bool, blocked: set[Pos], wins: Callable[[Pos], bool],
               seen: dict[tuple[str, int], tuple[tuple[str, ...], int]]) -> None:
        """``hike_paths`` under the first rules (``DOUBLING_BACK``: a hike could go
        back over its own places), breadth first over (place, steps)."""
        layers: list[list[tuple[Pos, str]]] = [[] for _ in range(most + 1)]
        layers[0].append((start, _text(start)))
        for c in range(most + 1):
            for p, pname in layers[c]:
                if c and wins(p):
                    continue                     # reaching the goal ends the hike
                path, h = seen[(pname, c)]
                for t, kr, kp, name in self._steps(p):
                    ck = c + (kr if red else kp)
                    if ck <= most and t not in blocked and (name, ck) not in seen:
                        seen[(name, ck)] = ((*path, name), h + kp)
                        layers[ck].append((t, name))

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
        if self.hikers and (dx == 0 or dy == 0) and abs(dx + dy) > 2:
            return "a jump crosses one empty cell, never more (Super Hikers)"
        dh = self.height(cell) - self.height(key(p[0], p[1]))
        if abs(dh) > self.c.n("max_climb") and not (dh < 0 and self.hikers):
            return f"no hiker climbs or drops more than {self.c.n('max_climb')} tile heights"
        return f"{pos_text(t)} is not next to {pos_text(p)}"

    # -- a turn that hikes: the hike made, or a rest, or a pass
    def _do_rest(self, a: Rest, ev: list[Event]) -> None:
        got = self._take(a.seat, self.c.n("hike"))
        ev.append(Event("rest", f"{self.name(a.seat)} rests and takes {len(got)} coins.", a.seat, {"coins": got}))
        self._end_turn(ev)

    def _do_pass(self, a: Pass, ev: list[Event]) -> None:
        ev.append(Event("pass", f"{self.name(a.seat)} cannot hike and passes.", a.seat))
        self._end_turn(ev)

    def _do_hike(self, a: Hike, ev: list[Event]) -> None:
        terms = self._hike_count(a)
        assert not isinstance(terms, str)
        steps, n = terms
        p = parse_pos(a.path[-1])
        assert p is not None
        end = pos_text(p)
        words = self.pos_words(p)
        self.pawns[a.pawn] = end
        self._changed()
        got = self._take(a.seat, n) if n else []
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
                self._changed()
                ev.append(Event("flag", f"{self.name(a.seat)} plants a flag ({coin_text(coin)}) on "
                                        f"{self.place_text(cell)}.", a.seat, {"cell": cell, "coin": coin}))
            else:
                ev.append(Event("no_flag", f"{self.name(a.seat)} has no coin of their own suit to plant as a flag.",
                                a.seat))
        if not self._check_win(a.seat, ev):
            self._end_turn(ev)
