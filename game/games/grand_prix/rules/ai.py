"""How the bots judge a Himalaya Grand Prix position (the search is the
game-agnostic one in game/ai/search.py).

A captain's value is the points already won (podium, late finishers,
captures) plus what the snowboarders still racing promise: each one's value
times the finishing multiplier its place in the race points to, times its
chance of getting past the Yetis still to come. Yeti cards in hand and
snowballs are worth something too. A Yeti about to throw is valued exactly:
every die roll is weighed by its odds (the die's chance outcomes, as the
rules give them: ``GPState.DIE``), and the decision to spend a snowball
on a reroll is made the best way (a small dynamic programme over the rolls
and the snowballs left), for the best roll or, in the stricter variant, the
last one.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from .state import GPState

SNOWBALL = 0.45          # a snowball card kept for later
YETI_OPTION = 0.35       # a playable Yeti card in hand, before what it could hit now
YETI_THREAT = 0.5        # share of what a Yeti in hand could knock off now that counts already
RESERVE_SURVIVE = 0.8    # a snowboarder not yet started: the Yetis it has still to pass
EXPOSED_NOW = 0.55       # how much of a Yeti's threat to the row a snowboarder stands on counts
EXPOSED_AHEAD = 0.12     # ... and to each row still ahead
#: a Yeti hired to watch a row where no rival stands: the card and the turn spent for
#: nothing but keeping the team back. Waiting so is sound play, but to the family
#: watching a bot do it again and again it looks broken (three play-tests said so),
#: so the bots do it only when nothing else is worth that much more
IDLE_YETI = 2.5


@lru_cache(maxsize=256)
def p_at_least(n: int, snowballs: int) -> float:
    """The chance that the best of 1 + snowballs rolls is at least n."""
    if all(face < n for face, _ in GPState.DIE):
        return 0.0
    below = sum(p for face, p in GPState.DIE if face < n)
    return 1.0 - below ** (1 + snowballs)


T = TypeVar("T")


def _kept(store: dict[Any, tuple[Any, T]], key: Any, s: GPState, most: int, work_out: Callable[[], T]) -> T:
    """``store``'s answer under ``key`` (which starts with the course's id), worked
    out by ``work_out`` when it has none for this very course (not one made since
    at the same address); at most ``most`` kept."""
    got = store.get(key)
    if got is None or got[0] is not s.c:
        if len(store) >= most:
            store.clear()
        got = store[key] = (s.c, work_out())
    return got[1]


class GPEvaluator:
    interactive = ("yeti", "roll", "snowball", "keep")
    #: the hard bot's search: in a race only the podium's top counts, so its playouts
    #: weigh the best rival's value at 0.8 of the others' (half and half, as the normal
    #: bot weighs them, won 42.7% against three normal bots over 200 races; 0.8, 49.1%,
    #: and 48.9% over 200 more)
    search = {"leader": 0.8, "work": 4000}

    def __init__(self) -> None:
        # the last position's futures: a bot asks for every seat's value of one
        # position in a row; a state only changes by ``apply``, which lengthens its log
        self._last: tuple[GPState, int, dict[tuple[int, int], float]] | None = None
        self._dangers: dict[tuple[Any, ...], tuple[Any, float]] = {}
        self._helds: dict[tuple[Any, ...], tuple[Any, list[dict[str, int]]]] = {}
        self._throws: dict[tuple[Any, ...], tuple[Any, tuple[float, dict[tuple[int, bool], float], float]]] = {}

    # ----------------------------------------------------------- the race
    def _futures(self, s: GPState) -> dict[tuple[int, int], float]:
        """Each snowboarder still racing (owner, value): the points it promises its owner."""
        last = self._last
        if last is not None and last[0] is s and last[1] == len(s.log):
            return last[2]
        out = self._work_out_futures(s)
        self._last = (s, len(s.log), out)
        return out

    def _work_out_futures(self, s: GPState) -> dict[tuple[int, int], float]:
        c = s.c
        live: list[tuple[int, int, int, int | None]] = []      # (distance, -value, owner, space)
        for sp, b in enumerate(s.cells):
            if b is not None:
                live.append((c.rows - c.spaces[sp].row + 1, -b[1], b[0], sp))
        for o in range(s.num_seats):
            for v in s.reserve[o]:
                live.append((c.rows + 1, -v, o, None))
        live.sort()
        left = c.podium[len(s.podium):]
        out: dict[tuple[int, int], float] = {}
        held = self._held(s)
        for rank, (_, negv, owner, at) in enumerate(live):
            v = -negv
            mult = 1.0 + (left[rank] - 1) * (0.85 if at is not None else 0.55) if rank < len(left) else 1.0
            survive = RESERVE_SURVIVE if at is None else 1.0 - self._danger(s, at, held[owner])
            out[(owner, v)] = v * mult * max(0.1, survive)
        return out

    def _held(self, s: GPState) -> list[dict[str, int]]:
        """For each seat, the Yeti spaces its opponents could still fill from their
        hands, each with the most snowballs such an opponent holds. Kept by the
        hands, the snowballs and the Yeti spaces filled (never to be changed by
        the caller): a ride changes none of them."""
        k = (id(s.c), s.single, tuple(map(tuple, s.hands)), tuple(s.snowballs),
             frozenset(s.placed if s.single else s.twins))
        return _kept(self._helds, k, s, 8192, lambda: self._find_held(s))

    @staticmethod
    def _find_held(s: GPState) -> list[dict[str, int]]:
        mine = [(s.playable_yetis(o), s.snowballs[o]) for o in range(s.num_seats)]
        out: list[dict[str, int]] = []
        for owner in range(s.num_seats):
            held: dict[str, int] = {}
            for o, (keys, balls) in enumerate(mine):
                if o != owner:
                    for k in keys:
                        held[k] = max(held.get(k, 0), balls)
            out.append(held)
        return out

    def _danger(self, s: GPState, sp: int, held: dict[str, int]) -> float:
        """How likely the snowboarder on ``sp`` is to be knocked off on its way down
        (``held``: the Yeti spaces its owner's opponents could fill, from ``_held``).
        Kept by the space and the Yetis held, which many positions share."""
        k = (id(s.c), sp, tuple(held.items()))
        return _kept(self._dangers, k, s, 16384, lambda: self._find_danger(s, sp, held))

    def _find_danger(self, s: GPState, sp: int, held: dict[str, int]) -> float:
        c = s.c
        here = c.spaces[sp]
        d = 0.0
        for key, balls in held.items():
            ys = c.yeti_spaces[key]
            if ys.row < here.row:
                continue
            if ys.row == here.row:
                d += EXPOSED_NOW * p_at_least(here.number(ys.colour), balls)
            else:
                col = c.space_at(ys.row, here.col)
                n = col.number(ys.colour) if col is not None else 6
                d += EXPOSED_AHEAD * p_at_least(n, balls)
        return min(0.9, d)

    # --------------------------------------------------------- the Yetis
    def throw(self, s: GPState, key: str, seat: int, rolls: list[int], to_roll: bool, rerolled: bool,
              snowballs: int, fut: dict[tuple[int, int], float]) -> tuple[float, dict[tuple[int, bool], float], float]:
        """The best way to finish a Yeti's throw: (its value to the thrower, the odds of
        each final (result, rerolled), the snowballs it expects to spend). Kept by
        all it depends on: the throw so far, and the other captains' snowboarders
        in the Yeti's row with what each promises (never to be changed by the caller)."""
        targets = s.row_targets(key, seat)
        known = (id(s.c), key, seat, tuple(rolls), to_roll, rerolled, snowballs, s.strict,
                 tuple((sp, *b, fut.get((b[0], b[1]), b[1])) for sp in targets if (b := s.cells[sp]) is not None))
        return _kept(self._throws, known, s, 8192,
                     lambda: self._work_out_throw(s, key, seat, rolls, to_roll, rerolled, snowballs, fut, targets))

    def _work_out_throw(self, s: GPState, key: str, seat: int, rolls: list[int], to_roll: bool, rerolled: bool,
                        snowballs: int, fut: dict[tuple[int, int], float],
                        targets: list[int]) -> tuple[float, dict[tuple[int, bool], float], float]:
        if not targets:
            return 0.0, {(0, False): 1.0}, 0.0
        throw = _Throw(s, key, seat, rerolled, fut, targets)
        current = (rolls[-1] if s.strict else max(rolls)) if rolls else 0
        if to_roll:
            return throw.roll(0 if s.strict and not rolls else current, snowballs)
        return throw.settle(current, rerolled, snowballs)

    def _pending_shift(self, s: GPState, fut: dict[tuple[int, int], float]) -> list[float]:
        """What the Yeti waiting to throw is expected to change, seat by seat."""
        p = s.pending
        shift = [0.0] * s.num_seats
        if p is None:
            return shift
        seat = p["seat"]
        _, dist, used = self.throw(s, p["key"], seat, p["rolls"], p["to_roll"], p["rerolled"],
                                   s.snowballs[seat], fut)
        for (x, rr), prob in dist.items():
            for sp in s.hits(p["key"], x, rr, seat):
                b = s.cells[sp]
                assert b is not None
                shift[seat] += prob * b[1]
                shift[b[0]] -= prob * fut.get((b[0], b[1]), b[1])
        shift[seat] -= used * SNOWBALL
        return shift

    def exact(self, s: GPState) -> bool:
        """A Yeti's throw under way: its odds are weighed exactly here (a search would only add noise)."""
        return s.pending is not None

    # ------------------------------------------------------- the protocol
    def value(self, s: GPState, seat: int) -> float:
        fut = self._futures(s)
        v = self.quick(s, seat, fut)
        if not s.is_over():
            for key in s.playable_yetis(seat):
                g, _, _ = self.throw(s, key, seat, [], True, False, s.snowballs[seat], fut)
                v += YETI_OPTION + YETI_THREAT * g
            v += self._pending_shift(s, fut)[seat]
            p = s.pending
            if p is not None and p["seat"] == seat and not p["rolls"] and not s.row_targets(p["key"], seat):
                v -= IDLE_YETI
        return v

    def quick(self, s: GPState, seat: int, fut: dict[tuple[int, int], float] | None = None) -> float:
        if fut is None:
            fut = self._futures(s)
        v = float(s.scores()[seat])
        if s.is_over():
            return v
        v += sum(f for (o, _), f in fut.items() if o == seat)
        return v + SNOWBALL * s.snowballs[seat]

    def explain(self, before: GPState, after: GPState, seat: int) -> str:
        """A short reason for the hint."""
        gained = after.scores()[seat] - before.scores()[seat]
        if gained > 0:
            return f"it scores {gained} now"
        if after.pending is not None:
            if not after.hits(after.pending["key"], 6, False, seat):
                # nobody to hit: what the move buys is a turn in which none of the team moves
                return "it spends the turn on a Yeti card and leaves your snowboarders where they stand"
            return "the Yeti has rivals on its row to knock off"
        return _race_words(before, after, seat) or "it makes the most of your team's race"


def _reach(s: GPState, space: int) -> int | None:
    """The least roll a rival's Yeti on the space's row needs to knock its
    snowboarder off; None on a row no Yeti watches."""
    sp = s.c.spaces[space]
    needs = [max(sp.number(y.colour), s.c.hit_from) for y in s.c.row_yetis(sp.row)]
    return min(needs) if needs else None


def _danger(s: GPState, space: int) -> str:
    need = _reach(s, space)
    return "where no Yeti watches" if need is None else f"where a Yeti needs {need} or more to hit it"


def _race_words(before: GPState, after: GPState, seat: int) -> str | None:
    """Why a start or a step of one's own snowboarder, in a few words (the status
    line holds three rows): where it goes and how safe from the Yetis it stands
    there (a play-test read "it makes the most of your team's race" as no reason)."""
    def mine(s: GPState) -> dict[int, int]:
        return {b[1]: i for i, b in enumerate(s.cells) if b is not None and b[0] == seat}
    was, now = mine(before), mine(after)
    moved = [v for v in now if was.get(v) != now[v]]
    if len(moved) != 1:
        return None
    v = moved[0]
    to, frm = now[v], was.get(v)
    if frm is None:
        return f"it starts your {v} {_danger(after, to)}"
    if after.c.spaces[to].row > before.c.spaces[frm].row:
        return f"it brings your {v} nearer the finish, {_danger(after, to)}"
    old, new = _reach(before, frm), _reach(after, to)
    if new is not None and old is not None and new > old:
        return f"it steps your {v} out of easy reach: a Yeti needs {new} or more there, not {old}"
    return f"it steps your {v} aside, {_danger(after, to)}"


def expected_hits(s: GPState, key: str, seat: int) -> dict[str, Any]:
    """For the window: each opponent snowboarder in a Yeti's row and its chance of
    being hit when that Yeti throws now with all the thrower's snowballs."""
    balls = s.snowballs[seat]
    ys = s.c.yeti_spaces[key]
    return {str(sp): round(p_at_least(s.c.spaces[sp].number(ys.colour), balls), 3)
            for sp in s.row_targets(key, seat)}


class _Throw:
    """A Yeti's throw worked out (``GPEvaluator.throw``): each die result kept or
    thrown again while snowballs last, by what the hits gain. (An object, not
    nested functions calling each other: those would be reference cycles, each
    keeping its game alive until the collector came.)"""

    def __init__(self, s: GPState, key: str, seat: int, rerolled: bool, fut: dict[tuple[int, int], float],
                 targets: list[int]) -> None:
        self.s, self.key, self.seat, self.rerolled, self.fut, self.targets = s, key, seat, rerolled, fut, targets
        self.cache: dict[tuple[int, bool], list[int]] = {}
        self.done: dict[tuple[str, int, bool, int], tuple[float, dict, float]] = {}

    def hit(self, x: int, rr: bool) -> list[int]:
        if (x, rr) not in self.cache:
            self.cache[(x, rr)] = self.s.hits(self.key, x, rr, self.seat)
        return self.cache[(x, rr)]

    def gain(self, x: int, rr: bool) -> float:
        total = 0.0
        for sp in self.hit(x, rr):
            b = self.s.cells[sp]
            assert b is not None                    # a hit snowboarder stands there
            total += b[1] + self.fut.get((b[0], b[1]), b[1])     # captured, and kept from its owner
        return total

    def settle(self, x: int, rr: bool, k: int) -> tuple[float, dict, float]:
        if ("settle", x, rr, k) not in self.done:
            self.done[("settle", x, rr, k)] = self.settle_now(x, rr, k)
        return self.done[("settle", x, rr, k)]

    def settle_now(self, x: int, rr: bool, k: int) -> tuple[float, dict, float]:
        keep = (self.gain(x, rr), {(x, rr): 1.0}, 0.0)
        if k == 0 or len(self.hit(x, rr)) == len(self.targets):
            return keep
        again = self.roll(x, k - 1)
        if again[0] - SNOWBALL > keep[0]:
            return again[0] - SNOWBALL, again[1], again[2] + 1.0
        return keep

    def roll(self, best: int, k: int) -> tuple[float, dict, float]:
        if ("roll", best, False, k) not in self.done:
            self.done[("roll", best, False, k)] = self.roll_now(best, k)
        return self.done[("roll", best, False, k)]

    def roll_now(self, best: int, k: int) -> tuple[float, dict, float]:
        s = self.s
        val, used = 0.0, 0.0
        dist: dict[tuple[int, bool], float] = {}
        for d, chance in s.DIE:
            x = d if s.strict else max(best, d)
            v, dd, u = self.settle(x, s.strict and (best > 0 or self.rerolled), k)
            val += v * chance
            used += u * chance
            for r, p in dd.items():
                dist[r] = dist.get(r, 0.0) + p * chance
        return val, dist, used
