"""Himalaya Grand Prix's actions: frozen, JSON-serializable dataclasses."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.protocol import Action, action_decoder


@dataclass(frozen=True)
class StartBoarder(Action):
    """Put one of your waiting snowboarders on an empty space of the starting rows."""
    kind: ClassVar[str] = "start"
    #: everyone sees the snowboarders' steps, and the rules read them back (``GPState.came_from``)
    public: ClassVar[bool] = True
    value: int
    space: int


@dataclass(frozen=True)
class MoveBoarder(Action):
    """Move one of your snowboarders a space sideways, forward or diagonally forward."""
    kind: ClassVar[str] = "move"
    public: ClassVar[bool] = True
    space: int                # where it stands
    to: int                   # an empty neighbouring space


@dataclass(frozen=True)
class FinishBoarder(Action):
    """Move a snowboarder forward off the last row: it finishes."""
    kind: ClassVar[str] = "finish"
    space: int


@dataclass(frozen=True)
class PlaceYeti(Action):
    """Play a Yeti card from your hand onto its (empty) Yeti space."""
    kind: ClassVar[str] = "yeti"
    yeti: str
    colour: str


@dataclass(frozen=True)
class RollDie(Action):
    """Throw the die for the Yeti just placed (or again, after a snowball).

    The roll is chance's: ``face`` 0 (what a captain does) lets the game's
    seeded RNG throw; ``face`` 1 to 6 is one of the die's outcomes with that
    result fixed (``GPState.chance_outcomes``), for the bots' search. Saves
    write ``face`` only when it is set, so saves from before it still match."""
    kind: ClassVar[str] = "roll"
    face: int = 0

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        if not self.face:
            del d["face"]
        return d


@dataclass(frozen=True)
class Snowball(Action):
    """Discard a snowball card to roll the die again."""
    kind: ClassVar[str] = "snowball"


@dataclass(frozen=True)
class KeepRoll(Action):
    """Let the Yeti throw with the roll as it stands."""
    kind: ClassVar[str] = "keep"


@dataclass(frozen=True)
class Pass(Action):
    """Neither start nor move is possible: do nothing this turn."""
    kind: ClassVar[str] = "pass"


decode_action = action_decoder([StartBoarder, MoveBoarder, FinishBoarder, PlaceYeti, RollDie, Snowball,
                                KeepRoll, Pass])
