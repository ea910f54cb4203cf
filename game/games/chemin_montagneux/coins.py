"""Chemin Montagneux: the coins. Which coins a payment into the common area
or a hike's taking from it moves (Coin Counters: only a way that leaves one of
the player's suits lowest or highest there), why it cannot be made, and
making it. Part of ``CMState`` (state.py)."""
from __future__ import annotations

import functools
import itertools

from .facts import CMFacts


def coin_value(coin: str) -> int:
    """A coin's value: its rank, the null 0 and the ace 1 (the ace is high on the
    dice only)."""
    return int(coin[1])


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
        pref = sorted(source, key=lambda c: (c[0] in suits, coin_value(c), c))
    else:           # take own coins first, high ones first
        pref = sorted(source, key=lambda c: (c[0] not in suits, -coin_value(c), c))
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
    vals = [coin_value(c) for c in common]
    lo, hi = min(vals), max(vals)
    return any(c[0] in suits and v in (lo, hi) for c, v in zip(common, vals))


class CMCoins(CMFacts):
    """Coins paid and taken: a part of CMState."""

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
