"""Ski the Mountain's actions: frozen, JSON-serializable dataclasses."""
from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class PlayEvent(Action):
    """Play an event card. ``target`` is '', 'spot:ID', 'lift:ID', 'seat:N',
    'marker:piste:ID', 'marker:lift:ID' or 'trigger:N'."""
    kind: ClassVar[str] = "play_event"
    card: int
    target: str = ""


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
