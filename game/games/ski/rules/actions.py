"""Ski the Mountain's actions: frozen, JSON-serializable dataclasses."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from game.core.protocol import Action, action_decoder


@dataclass(frozen=True)
class ChooseStart(Action):
    """Before the first turn: put your skier on a town."""
    kind: ClassVar[str] = "choose_start"
    town: int


@dataclass(frozen=True)
class TakeCards(Action):
    """Take piste cards: display slots (by index) and/or cards off the deck."""
    kind: ClassVar[str] = "take_cards"
    display: tuple[int, ...] = ()
    deck: int = 0


@dataclass(frozen=True)
class Discard(Action):
    """Over the hand limit: put one piste card on the discard pile."""
    kind: ClassVar[str] = "discard"
    card: int


@dataclass(frozen=True)
class MovePiste(Action):
    """Ski down with one piste card along ``path`` (the spots entered, in order)."""
    kind: ClassVar[str] = "move"
    card: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class RideLift(Action):
    kind: ClassVar[str] = "ride_lift"
    lift: int


@dataclass(frozen=True)
class RideBus(Action):
    """One stop along a bus route."""
    kind: ClassVar[str] = "ride_bus"
    to: int


@dataclass(frozen=True)
class Walk(Action):
    """Free walk along a walkway or to a touching lift station (before the turn's action)."""
    kind: ClassVar[str] = "walk"
    to: int


AIM_KINDS = ("", "spot", "lift", "seat", "marker", "trigger")
MARKERS = ("piste", "lift")


@dataclass(frozen=True)
class Aim:
    """What an event card is played on, typed. ``kind`` is '' (nothing),
    'spot', 'lift', 'seat', 'marker' (``marker`` says which: 'piste' or 'lift';
    ``id`` is the spot or lift it closes) or 'trigger' (the moment a reaction
    answers). Written in saves as text: '', 'spot:ID', 'lift:ID', 'seat:N',
    'marker:piste:ID', 'marker:lift:ID', 'trigger:N' (``text`` and ``parse``)."""

    kind: str = ""
    id: int = 0
    marker: str = ""

    @property
    def text(self) -> str:
        if not self.kind:
            return ""
        if self.kind == "marker":
            return f"marker:{self.marker}:{self.id}"
        return f"{self.kind}:{self.id}"

    @staticmethod
    @lru_cache(maxsize=4096)
    def parse(text: str) -> Aim:
        """The aim a target text names; ValueError if it names none."""
        if not isinstance(text, str):
            raise ValueError(f"an event card's target is text, not {text!r}")
        if not text:
            return Aim()
        kind, _, rest = text.partition(":")
        marker = ""
        if kind == "marker":
            marker, _, rest = rest.partition(":")
            if marker not in MARKERS:
                raise ValueError(f"no such marker in {text!r}")
        if kind not in AIM_KINDS or not rest.isdigit():
            raise ValueError(f"not an event card's target: {text!r}")
        return Aim(kind, int(rest), marker)


@dataclass(frozen=True)
class PlayEvent(Action):
    """Play an event card on ``target``: an ``Aim`` written as text (see ``Aim``)."""
    kind: ClassVar[str] = "play_event"
    card: int
    target: str = ""

    @property
    def aim(self) -> Aim:
        """The target, typed (ValueError if the text names none)."""
        return Aim.parse(self.target)


@dataclass(frozen=True)
class EndDay(Action):
    """In a town: end your day there for good (the rulebook's pass)."""
    kind: ClassVar[str] = "end_day"


@dataclass(frozen=True)
class Wait(Action):
    """Only when nothing else is possible: let the turn go by."""
    kind: ClassVar[str] = "wait"


ACTION_TYPES = (ChooseStart, TakeCards, Discard, MovePiste, RideLift, RideBus, Walk,
                PlayEvent, EndDay, Wait)
MAIN_ACTIONS = (TakeCards, MovePiste, RideLift, RideBus, EndDay, Wait)
decode_action = action_decoder(ACTION_TYPES)
