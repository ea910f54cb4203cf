"""Chemin Montagneux's actions: frozen, JSON-serializable dataclasses.

Places are written as short texts: ``"x,y"`` is the cell of one tile (x to
the right, y downwards); ``"x,y,q"`` is one grid square of a rough tile,
``q`` its quadrant (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
A tile from stock is ``"grid"`` (a rough tile, its face unknown) or the code
of a value-side tile: its suit's letter and its rank (``"M3"`` the 3 of
Moons, ``"S1"`` the ace of Suns, ``"C0"`` the null of Crowns).
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


@dataclass(frozen=True)
class Extend(Action):
    """The Crown die: lay a tile from stock in the empty cell ``cell``."""
    kind: ClassVar[str] = "extend"
    cell: str
    tile: str = "grid"


@dataclass(frozen=True)
class Grade(Action):
    """The Arms die: turn the rough top tile of ``cell`` to its value side."""
    kind: ClassVar[str] = "grade"
    cell: str


@dataclass(frozen=True)
class Raise(Action):
    """The Sun die: lay a tile from stock on top of the pile in ``cell``."""
    kind: ClassVar[str] = "raise"
    cell: str
    tile: str = "grid"


@dataclass(frozen=True)
class Lower(Action):
    """The Moon die: take the top tile of ``cell`` back into your stock."""
    kind: ClassVar[str] = "lower"
    cell: str


@dataclass(frozen=True)
class Hike(Action):
    """Walk ``pawn`` along ``path`` (each place it enters, the start left out);
    the coins taken from the common area make up the rest of the hike."""
    kind: ClassVar[str] = "hike"
    pawn: str
    path: tuple[str, ...]


@dataclass(frozen=True)
class Rest(Action):
    """A hike of no steps: take a whole hike's worth of coins from the common area."""
    kind: ClassVar[str] = "rest"


@dataclass(frozen=True)
class Done(Action):
    """Super Engineers: stop trailblazing, ending the turn."""
    kind: ClassVar[str] = "done"


@dataclass(frozen=True)
class Pass(Action):
    """No hike is possible (not even a rest): the turn ends without one."""
    kind: ClassVar[str] = "pass"


decode_action = action_decoder([Roll, Extend, Grade, Raise, Lower, Hike, Rest, Done, Pass])
