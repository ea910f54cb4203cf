"""Chemin Montagneux's actions: frozen, JSON-serializable dataclasses.

Places are written as short texts: ``"x,y"`` is the cell of one tile (x to
the right, y downwards); ``"x,y,q"`` is one grid square of a rough tile,
``q`` its quadrant (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
A tile from stock is ``"grid"`` (a rough tile, its face unknown) or the code
of a value-side tile: its suit's letter and its rank (``"M3"`` the 3 of
Moons, ``"S1"`` the ace of Suns, ``"C0"`` the null of Crowns).

Coins are written alike (``"M3"`` the 3 of Moons). A move that pays or takes
coins may name them (``coins``), and a hike that plants a Peak to Peak flag
its coin (``flag``): only where the coins' suits or values count (Coin
Counters, Peak to Peak). Left empty, the game picks them as it always has, so
a move saved without them replays the same; saved, an empty choice is left out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.protocol import Action, action_decoder


@dataclass(frozen=True)
class Roll(Action):
    """Roll the four dice (Suns, Moons, Crowns, Arms in that order).

    ``dice`` empty lets the game's seeded RNG roll; four ranks (0 null, 1 ace,
    2 to 5) fix the result (``chance_outcomes``, tests)."""
    kind: ClassVar[str] = "roll"
    dice: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        if not self.dice:
            del d["dice"]
        return d


class _Chosen(Action):
    """A move that may name the coins it moves: saved without an empty choice."""

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        for k in ("coins", "flag"):
            if k in d and not d[k]:
                del d[k]
        return d


@dataclass(frozen=True)
class Extend(_Chosen):
    """The Crown die: lay a tile from stock in the empty cell ``cell``."""
    kind: ClassVar[str] = "extend"
    cell: str
    tile: str = "grid"
    coins: tuple[str, ...] = ()


@dataclass(frozen=True)
class Grade(_Chosen):
    """The Arms die: turn the rough top tile of ``cell`` to its value side."""
    kind: ClassVar[str] = "grade"
    cell: str
    coins: tuple[str, ...] = ()


@dataclass(frozen=True)
class Raise(_Chosen):
    """The Sun die: lay a tile from stock on top of the pile in ``cell``."""
    kind: ClassVar[str] = "raise"
    cell: str
    tile: str = "grid"
    coins: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lower(_Chosen):
    """The Moon die: take the top tile of ``cell`` back into your stock."""
    kind: ClassVar[str] = "lower"
    cell: str
    coins: tuple[str, ...] = ()


@dataclass(frozen=True)
class Hike(_Chosen):
    """Walk ``pawn`` along ``path`` (each place it enters, the start left out);
    the coins taken from the common area (``coins``) make up the rest of the
    hike; ``flag``: the coin planted on a peak (Peak to Peak)."""
    kind: ClassVar[str] = "hike"
    pawn: str
    path: tuple[str, ...]
    coins: tuple[str, ...] = ()
    flag: str = ""


@dataclass(frozen=True)
class Rest(_Chosen):
    """A hike of no steps: take a whole hike's worth of coins from the common area."""
    kind: ClassVar[str] = "rest"
    coins: tuple[str, ...] = ()


@dataclass(frozen=True)
class Done(Action):
    """Super Engineers: stop trailblazing, ending the turn."""
    kind: ClassVar[str] = "done"


@dataclass(frozen=True)
class Pass(Action):
    """No hike is possible (not even a rest): the turn ends without one."""
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class End(Action):
    """A stuck game ended by the player to roll: nobody has come nearer a win for
    ``stuck_rounds`` rounds; it is decided as at the round limit."""
    kind: ClassVar[str] = "end"


decode_action = action_decoder([Roll, Extend, Grade, Raise, Lower, Hike, Rest, Done, Pass, End])
