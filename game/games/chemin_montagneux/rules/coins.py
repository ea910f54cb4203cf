"""Chemin Montagneux: the coins. Which coins a payment into the common area
or a hike's taking from it moves: the player's choice where the coins' suits
or values count (Coin Counters, Peak to Peak), else the program's pick (Coin
Counters: only a way that leaves one of the player's suits lowest or highest
there); the choices worth offering; why a choice cannot be made; a
transaction Coin Counters' rule forbids (chosen, it fails and the turn
passes); and making it. Part of ``CMState`` (state.py)."""
from __future__ import annotations

import collections
import dataclasses
import functools
import itertools

from game.core.protocol import Action, Event

from .actions import Extend, Grade, Hike, Lower, Raise, Rest
from .facts import CMFacts
from .pieces import RANKS, SUITS, coin_text, order

TRAILBLAZE = (Extend, Grade, Raise, Lower)
#: the most ways of paying or taking that one move is offered with (the others are legal too)
MOST_CHOICES = 6
#: how a refusal by Coin Counters' rule begins: such a transaction is chosen and fails
FORBIDS = "Coin Counters: "
NO_PAY = FORBIDS + "no way to pay leaves your suit lowest or highest in the common area"
NO_TAKE = FORBIDS + "no way to take those coins leaves your suit lowest or highest in the common area"


def coin_value(coin: str, ace_high: bool = False) -> int:
    """A coin's value: its rank, the null 0 and the ace 1 (the ace is high on the
    dice only; ``ace_high``: the first edition's rules, where the ace coin was
    worth 6, above the 5)."""
    return order(int(coin[1])) if ace_high else int(coin[1])


#: each coin's place in the order of preference, by the player's suits, whether he pays
#: and the ace's value (``_pref``)
_PLACES: dict[tuple[frozenset[str], bool, bool], dict[str, tuple[bool, int, str]]] = {}


def _pref(source: tuple[str, ...], suits: frozenset[str], paying: bool, ace_high: bool = False) -> list[str]:
    """``source`` in the order the program moves its coins: paying, coins of other
    suits first, low ones first (own coins are flags); taking, own coins first, high first."""
    places = _PLACES.get((suits, paying, ace_high))
    if places is None:
        places = _PLACES[(suits, paying, ace_high)] = {}
    try:
        return sorted(source, key=places.__getitem__)
    except KeyError:                    # (a coin not met before with these suits)
        for c in source:
            v = coin_value(c, ace_high)
            places[c] = (c[0] in suits, v, c) if paying else (c[0] not in suits, -v, c)
        return sorted(source, key=places.__getitem__)


def _after(common: tuple[str, ...], combo: tuple[str, ...], paying: bool) -> list[str]:
    if paying:
        return list(common) + list(combo)
    rest = list(common)
    for c in combo:
        rest.remove(c)
    return rest


@functools.lru_cache(maxsize=8192)
def _pick_coins(source: tuple[str, ...], common: tuple[str, ...], n: int, suits: frozenset[str],
                paying: bool, counters: bool, ace_high: bool = False) -> tuple[str, ...] | None:
    """Which ``n`` coins of ``source`` move (paid into the common area, or taken
    from it) when the player names none: the first in a fixed order of
    preference that keeps Coin Counters' rule (the lowest or the highest coin
    left in the common area is of one of the player's suits); None: no way to do it."""
    if n > len(source):
        return None
    pref = _pref(source, suits, paying, ace_high)
    if not counters:
        return tuple(pref[:n])
    return next((combo for combo in itertools.combinations(pref, n)
                 if _counters_ok(_after(common, combo, paying), suits, ace_high)), None)


@functools.lru_cache(maxsize=4096)
def _ways(source: tuple[str, ...], common: tuple[str, ...], n: int, suits: frozenset[str],
          paying: bool, counters: bool, ace_high: bool = False) -> tuple[tuple[str, ...], ...]:
    """The ways of moving ``n`` coins of ``source`` worth offering, the program's
    pick first: Coin Counters, every way that keeps the rule (each coin is one
    of a kind), or when there are more than ``MOST_CHOICES``, the first of each
    kind (how many of the player's suits, their total value); Peak to Peak
    alone, a way for each number of the player's own coins (a coin's value
    does not count there, its suit only for flags)."""
    pref = _pref(source, suits, paying, ace_high)
    if n <= 0 or n > len(pref):
        return ()
    ok = [combo for combo in itertools.combinations(pref, n)
          if not counters or _counters_ok(_after(common, combo, paying), suits, ace_high)]
    if counters and len(ok) <= MOST_CHOICES:
        return tuple(ok)
    seen: set[tuple[int, int]] = set()
    out: list[tuple[str, ...]] = []
    for combo in ok:
        mine = sum(c[0] in suits for c in combo)
        sig = (mine, sum(coin_value(c, ace_high) for c in combo) if counters else 0)
        if sig not in seen:
            seen.add(sig)
            out.append(combo)
    return tuple(out[:MOST_CHOICES])


def _counters_ok(common: list[str], suits: frozenset[str], ace_high: bool = False) -> bool:
    if not common:
        return True
    vals = [coin_value(c, ace_high) for c in common]
    lo, hi = min(vals), max(vals)
    return any(c[0] in suits and v in (lo, hi) for c, v in zip(common, vals))


def is_coin(c: object) -> bool:
    return isinstance(c, str) and len(c) == 2 and c[0] in SUITS and c[1].isdigit() and int(c[1]) in RANKS


def flag_order(coins: list[str]) -> list[str]:
    """Coins as the program plants them as flags: the null first, then 2 to 5, the ace last."""
    return sorted(coins, key=lambda c: (order(int(c[1])), c))


def plain(a: Action) -> Action:
    """A move as the program makes it, without the coins it may name."""
    if isinstance(a, Hike):
        return dataclasses.replace(a, coins=(), flag="")
    if isinstance(a, (*TRAILBLAZE, Rest)):
        return dataclasses.replace(a, coins=())
    return a


class CMCoins(CMFacts):
    """Coins paid and taken: a part of CMState."""

    #: the move being made (``apply``): the coins it names are the ones paid or taken
    _acting: Action | None = None

    def _take_problem(self, seat: int, n: int) -> str | None:
        """Why ``n`` coins cannot be taken at all (too few in the common area);
        a taking Coin Counters' rule forbids is not refused: it fails (``fails``)."""
        if n > 0 and len(self.common) < n:
            return (f"the common area holds {len(self.common)} coin{'' if len(self.common) == 1 else 's'}: "
                    f"a hike takes {n} more (steps and coins make {self.c.n('hike')})")
        return None

    def _pay_problem(self, seat: int, n: int, what: str) -> str | None:
        """Why ``n`` coins cannot be paid at all (too few); a payment Coin
        Counters' rule forbids is not refused: it fails (``fails``)."""
        if len(self.coins[seat]) < n:
            return f"{what} costs {n} coin{'' if n == 1 else 's'}; you have {len(self.coins[seat])}"
        return None

    def _coins_moving(self, seat: int, n: int, paying: bool) -> tuple[str, ...] | None:
        memo = self._known()
        k = ("moving", seat, n, paying)
        if k not in memo:
            common = memo.get("common")
            if common is None:
                common = memo["common"] = tuple(sorted(self.common))
            source = tuple(sorted(self.coins[seat])) if paying else common
            if not self.counters:       # (the first n in the order of preference: ``_pick_coins``)
                memo[k] = tuple(_pref(source, self.seat_suits(seat), paying, self.ace_high)[:n]) \
                    if n <= len(source) else None
            else:
                memo[k] = _pick_coins(source, common, n, self.seat_suits(seat), paying, True, self.ace_high)
        got: tuple[str, ...] | None = memo[k]
        return got

    # -- the move's coins
    def coins_count(self) -> bool:
        """Do the coins' suits or values count (Coin Counters, Peak to Peak)? Else they are alike."""
        return self.counters or self.p2p

    def deal(self, a: Action) -> tuple[bool, int, str | None] | None:
        """What a legal move does with coins: (paying, how many, why Coin Counters'
        rule makes it fail or None); None: it moves no coins of the player's choosing."""
        if isinstance(a, TRAILBLAZE):
            n = self.cost(a.seat, a.kind)
            bad = self.counters and len(self.coins[a.seat]) >= n and self._coins_moving(a.seat, n, True) is None
            return True, n, NO_PAY if bad else None
        if isinstance(a, Rest):
            n = self.c.n("hike")
            bad = self.counters and len(self.common) >= n and self._coins_moving(a.seat, n, False) is None
            return False, n, NO_TAKE if bad else None
        if isinstance(a, Hike):
            terms = self._hike_count(a)
            if isinstance(terms, str):
                return False, 0, terms if terms.startswith(FORBIDS) else None
            return False, terms[1], None
        return None

    def fails(self, a: Action) -> str | None:
        """Why a legal move's transaction cannot be carried out (Coin Counters: no
        way keeps the rule): made, it fails and the turn passes. None: it does not."""
        if not self.counters:
            return None
        d = self.deal(a)
        return d[2] if d is not None else None

    def coin_choice(self, a: Action) -> tuple[str, ...]:
        """The coins a legal move pays or takes: those it names, else the program's pick."""
        d = self.deal(a)
        if d is None or d[2] is not None or d[1] == 0:
            return ()
        named: tuple[str, ...] = getattr(a, "coins", ())
        return named or self._coins_moving(a.seat, d[1], d[0]) or ()

    def plants(self, a: Action) -> bool:
        """Does a legal hike end on a peak where its player has no flag yet (Peak to Peak)?"""
        if not (self.p2p and isinstance(a, Hike)) or not a.path:
            return False
        end = a.path[-1]
        return end.count(",") == 1 and self.is_peak(end) and end not in self.flags_of(a.seat)

    def _hand_after(self, a: Action) -> list[str]:
        return sorted(self.coins[a.seat] + list(self.coin_choice(a)))

    def flag_choice(self, a: Action) -> str | None:
        """The coin a legal hike plants as a flag: the one it names, else the
        program's pick; None: it plants none."""
        if not self.plants(a):
            return None
        if isinstance(a, Hike) and a.flag:
            return a.flag
        mine = flag_order([c for c in self._hand_after(a) if c[0] in self.seat_suits(a.seat)])
        return mine[0] if mine else None

    def _choice_problem(self, a: Action) -> str | None:
        """Why the coins a move names (``coins``, ``flag``) cannot be the ones it moves."""
        coins = getattr(a, "coins", ())
        flag = getattr(a, "flag", "")
        if not coins and not flag:
            return None
        if not self.coins_count():
            return "the coins are alike in this game (only Coin Counters and Peak to Peak tell them apart): name none"
        if not isinstance(coins, tuple) or not all(is_coin(c) for c in coins) or not isinstance(flag, str) or \
                (flag and not is_coin(flag)):
            return "a coin is written by its suit's letter and its rank (M3: the 3 of Moons)"
        if coins:
            why = self._coins_problem(a, coins)
            if why is not None:
                return why
        return self._flag_problem(a, flag)

    def _coins_problem(self, a: Action, coins: tuple[str, ...]) -> str | None:
        d = self.deal(a)
        if d is None:
            return f"a {a.kind} moves no coins: name none"
        paying, n, bad = d
        if bad is not None:
            return "no choice of coins keeps Coin Counters' rule: name none (the move fails, and the turn passes)"
        if n == 0:
            return f"that {a.kind} takes no coin: name none"
        if len(coins) != n:
            what = f"to {a.kind} costs" if paying else f"that {a.kind} takes"
            return f"{what} {n} coin{'' if n == 1 else 's'}; you name {len(coins)}"
        have = collections.Counter(self.coins[a.seat] if paying else self.common)
        for c, k in collections.Counter(coins).items():
            if have[c] < k:
                return f"you have no {coin_text(c)} to pay" if paying else f"the common area holds no {coin_text(c)}"
        after = _after(tuple(self.common), coins, paying)
        if self.counters and not _counters_ok(after, self.seat_suits(a.seat), self.ace_high):
            return (FORBIDS + "those coins leave neither the lowest nor the highest coin of the common area "
                              "in your suit; other coins do")
        return None

    def _flag_problem(self, a: Action, flag: str) -> str | None:
        if not flag:
            return None
        if not self.plants(a):
            return "this hike plants no flag: name none"
        if flag[0] not in self.seat_suits(a.seat):
            return "a flag is a coin of your own suit"
        if flag not in self._hand_after(a):
            return f"you have no {coin_text(flag)} to plant"
        return None

    def choice_variants(self, a: Action) -> list[Action]:
        """A legal move and the other coins it may be made with, worth offering
        (``_ways``; a flag: any coin of the player's suit)."""
        if not self.coins_count():
            return [a]
        d = self.deal(a)
        if d is None or d[2] is not None:
            return [a]
        paying, n, _ = d
        source = self.coins[a.seat] if paying else self.common
        ways = _ways(tuple(sorted(source)), tuple(sorted(self.common)), n, self.seat_suits(a.seat),
                     paying, self.counters, self.ace_high)
        assert isinstance(a, (*TRAILBLAZE, Hike, Rest))
        out: list[Action] = [a]
        out += [dataclasses.replace(a, coins=w) for w in ways[1:]]
        if not self.plants(a):
            return out
        flagged: list[Action] = []
        for v in out:
            assert isinstance(v, Hike)
            mine = flag_order([c for c in self._hand_after(v) if c[0] in self.seat_suits(a.seat)])
            flagged += [v] + [dataclasses.replace(v, flag=f) for f in mine[1:]]
        return flagged

    # -- the coins moved
    def _chosen(self, paying: bool) -> tuple[str, ...]:
        """The coins the move being made names for a payment (``paying``) or a taking."""
        a = self._acting
        if isinstance(a, TRAILBLAZE) and paying or isinstance(a, (Hike, Rest)) and not paying:
            return a.coins
        return ()

    def _pay(self, seat: int, n: int) -> list[str]:
        coins = self._chosen(True) or self._coins_moving(seat, n, paying=True)
        assert coins is not None and len(coins) == n
        for c in coins:
            self.coins[seat].remove(c)
            self.common.append(c)
        self.common.sort()
        self._changed()
        return list(coins)

    def _take(self, seat: int, n: int) -> list[str]:
        coins = (self._chosen(False) or self._coins_moving(seat, n, paying=False)) if n else ()
        assert coins is not None and len(coins) == n
        for c in coins:
            self.common.remove(c)
            self.coins[seat].append(c)
        self.coins[seat].sort()
        self._changed()
        return list(coins)

    def _do_fails(self, a: Action, why: str, ev: list[Event]) -> None:
        """A transaction Coin Counters' rule forbids, chosen: nothing is paid, built,
        taken or walked, and the turn passes."""
        name = self.name(a.seat)
        if isinstance(a, TRAILBLAZE):
            n = self.cost(a.seat, a.kind)
            text = (f"{name} cannot pay the {n} coin{'' if n == 1 else 's'} to {a.kind}: no way of paying leaves "
                    f"one of their suits lowest or highest in the common area (Coin Counters). Nothing is paid "
                    f"or changed, and the turn passes.")
        else:
            what = "a rest" if isinstance(a, Rest) else f"the {getattr(a, 'pawn', '')} pawn's hike"
            text = (f"{name} cannot take the coins {what} needs: no way of taking them leaves one of their suits "
                    f"lowest or highest in the common area (Coin Counters). Nothing is taken, no pawn moves, "
                    f"and the turn passes.")
        ev.append(Event("fails", text, a.seat, {"move": a.kind, "why": why}))
        self._end_turn(ev)
