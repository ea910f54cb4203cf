"""Ski Gammon's actions: frozen, JSON-serializable dataclasses."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.protocol import Action, action_decoder


@dataclass(frozen=True)
class Roll(Action):
    """Roll the dice (one die at half speed) and move; at the start, the roll for who begins.

    The roll is chance's: ``dice`` empty (what a skier does) lets the game's
    seeded RNG roll; a tuple of faces fixes the result (``chance_outcomes``),
    for the bots' search and for tests."""
    kind: ClassVar[str] = "roll"
    dice: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        if not self.dice:
            del d["dice"]
        return d


@dataclass(frozen=True)
class Wait(Action):
    """The conditions (or having no skis) stop this skier: the turn passes without a roll."""
    kind: ClassVar[str] = "wait"


@dataclass(frozen=True)
class ChooseTrail(Action):
    """At the top of the lift (or leaving the Summit House): ski down this trail."""
    kind: ClassVar[str] = "trail"
    trail: str


@dataclass(frozen=True)
class Branch(Action):
    """Landed exactly on a branching space (Boomer at lift space 5, the cut-off
    at Sugarloaf 7): ``take`` it or stay on the way."""
    kind: ClassVar[str] = "branch"
    take: bool


@dataclass(frozen=True)
class Throw(Action):
    """Before rolling, throw one of your Ski Condition cards onto the Present Conditions box."""
    kind: ClassVar[str] = "throw"
    card: int


@dataclass(frozen=True)
class BuyCondition(Action):
    """Buy the top Ski Condition card of the pack, sight unseen."""
    kind: ClassVar[str] = "buy_card"


@dataclass(frozen=True)
class Buy(Action):
    """Buy one piece of equipment from the Ski Shoppe."""
    kind: ClassVar[str] = "buy"
    item: str


@dataclass(frozen=True)
class Sell(Action):
    """Sell one piece of equipment back to the Ski Shoppe."""
    kind: ClassVar[str] = "sell"
    item: str


@dataclass(frozen=True)
class Offer(Action):
    """Offer another skier a trade (or answer an offer with a counter-offer):
    ``give`` pieces and ``give_groschen`` for ``get`` pieces and ``get_groschen``.
    A piece appears once per copy: ("wax", "wax") is two waxes."""
    kind: ClassVar[str] = "offer"
    to: int
    give: tuple[str, ...] = ()
    give_groschen: int = 0
    get: tuple[str, ...] = ()
    get_groschen: int = 0


@dataclass(frozen=True)
class Answer(Action):
    """Accept or refuse the offer made to you."""
    kind: ClassVar[str] = "answer"
    accept: bool


@dataclass(frozen=True)
class CallTime(Action):
    """The table's move, never a skier's choice: the play time agreed at setup
    is up, so the round under way is the last. ``seat`` is the skier whose move
    it is when the clock runs out."""
    kind: ClassVar[str] = "time_up"


@dataclass(frozen=True)
class GoBust(Action):
    """Unable to pay what you owe: leave the game."""
    kind: ClassVar[str] = "bust"


decode_action = action_decoder([Roll, Wait, ChooseTrail, Branch, Throw, BuyCondition, Buy, Sell, Offer, Answer,
                                GoBust, CallTime])
