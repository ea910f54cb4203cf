"""The side panel, declared: a game says what its panel holds as a list of
items made from the game as the seat at the screen may see it; the table
lays them one under the other (``panel_layout``), the same way for every
game, wrapping their words to the panel's width and noting where each keyed
thing is (a click or a tooltip there names its key). This module is the
vocabulary: what each item says, nothing of how it is drawn.

The items:

- ``Sub``: a line of small words under the heading (the goal, the variants);
- ``Line``: words, wrapped;
- ``Row``: a seat's row: pictures, name and standing, the little things it
  holds (``Pic``: a picture and a count), a note, a button;
- ``Pics``: a line of little pictures with words (a common pool);
- ``Cards``: cards held (overlapped like a hand, in rows, or spread);
- ``Entry``: a card named in words beside its picture (an event card);
- ``Slots``: boxes the moving layer draws into (dice), with words beside
  or under them;
- ``Box``: words in a box (a question, the present weather), with buttons;
- ``Buttons``, ``Stepper`` (a thing, a count and its - and + buttons),
  ``Choices`` (things to pick, the picked ones lit), ``Chips``;
- ``Columns`` and ``Framed``: items side by side, or in a frame; ``Gap``;
- ``Spare``: items that give way on a full panel.

A picture is a ``Face``: the picture at a size in window pixels. All sizes
here are at 100% and scaled with the window's interface scale. Nothing here
names a game.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.interaction import Key

#: a picture at a size in window pixels
Face = Callable[[tuple[int, int]], pygame.Surface]

@dataclass(frozen=True)
class Pic:
    """A little picture (``face`` at ``size``) with words after it (a count); a
    click on it names ``key``; ``dim``: faded (none of it)."""
    face: Face
    words: str = ""
    key: Key | None = None
    size: tuple[int, int] = (16, 16)
    dim: bool = False
    tone: str = "ink"


@dataclass(frozen=True)
class Button:
    """A button drawn on the panel: a click names ``key``; greyed when not ``able``."""
    key: Key
    label: str
    tone: str = "blue"
    able: bool = True


@dataclass(frozen=True)
class Sub:
    """Small words under the heading (``key``: its tooltip's place)."""
    words: str
    key: Key | None = None


@dataclass(frozen=True)
class Line:
    """Words on the panel, wrapped to its width (at most ``most`` rows, the
    last cut only when more is one hover away); a click names ``key``."""
    words: str
    size: int = 13
    bold: bool = False
    tone: str = "muted"
    key: Key | None = None
    most: int = 6


@dataclass(frozen=True)
class Row:
    """A seat's row: its pictures (``icons``), its name (``left``) and standing
    (``right``, after ``right_face``), marked when it is that seat's turn;
    ``tail``: little things on the first line before the standing; a second
    line of ``bits`` and a ``note`` from the left and ``ends`` from the right;
    a ``button`` at its right end. ``key``: a click or tooltip on the row;
    ``place``: where the row is, for a flight (not clickable)."""
    left: str
    right: str = ""
    icons: tuple[Face, ...] = ()
    icon_size: tuple[int, int] = (24, 24)
    marked: bool = False
    key: Key | None = None
    place: Key | None = None
    dim: bool = False
    right_face: Face | None = None
    right_tone: str = "ink"
    tail: tuple[Pic, ...] = ()
    bits: tuple[Pic, ...] = ()
    note: str = ""
    note_tone: str = "red"
    ends: tuple[Pic, ...] = ()
    button: Button | None = None
    height: int = 0                    # 0: as tall as its lines need


@dataclass(frozen=True)
class Pics:
    """A line of little pictures with words, and words at its right end."""
    pics: tuple[Pic, ...]
    right: str = ""
    key: Key | None = None
    height: int = 22


@dataclass(frozen=True)
class Card:
    """A card on the panel: a click on it names ``key``; ``dim``: it cannot be played now;
    ``place``: where it is, for a flight (not clickable); ``caption``: words under it;
    ``badge``: a count on its corner (cards picked from it)."""
    key: Key | None
    face: Face
    dim: bool = False
    border: bool = False
    place: Key | None = None
    caption: str = ""
    badge: str = ""


@dataclass(frozen=True)
class Cards:
    """Cards of ``size``: ``how`` is "hand" (overlapped like a held hand where
    room is short, each still showing its corner), "rows" (as many to a row as
    fit) or "spread" (``least`` or more to a row, widened to the panel);
    ``title`` above them; ``keep``: drawn at their size even where the panel is
    short of room and the other cards shrink (the player's own hand)."""
    cards: tuple[Card, ...]
    size: tuple[int, int]
    how: str = "hand"
    title: str = ""
    least: int = 1
    gap: int = 5
    places: bool = False               # the cards' keys say where they are, for a flight (not clickable)
    keep: bool = False


@dataclass(frozen=True)
class Entry:
    """A card named in words beside its picture: its ``title`` (bold) and
    ``words`` under it, on a ``tone`` box (or none) ``height`` tall."""
    face: Face
    title: str
    words: str = ""
    key: Key | None = None
    dim: bool = False
    height: int = 34
    face_size: tuple[int, int] | None = None
    tone: str | None = "card"
    caption: str = ""
    title_rows: int = 2                # at most this many rows of its title


@dataclass(frozen=True)
class Slot:
    """A box the moving layer draws into (a die); ``blank``: what an empty one
    shows faded; ``caption`` under it; a click names its key when ``hot``."""
    key: Key
    caption: str = ""
    hot: bool = False
    empty: bool = True
    blank: Face | None = None


@dataclass(frozen=True)
class Slots:
    """Slots of ``size`` in a row (``spread`` over the width), with lines of
    words beside them (after ``beside_face``; ``beside_key`` their place)."""
    slots: tuple[Slot, ...]
    size: int
    beside: tuple[str, ...] = ()
    beside_face: Face | None = None
    beside_key: Key | None = None
    spread: bool = False
    beside_most: int = 3


@dataclass(frozen=True)
class Box:
    """Words in a box of ``tone``: a ``title``, ``lines`` wrapped, a picture at
    its left, its ``buttons`` (``per_row`` to a row, 0: all in one)."""
    lines: tuple[str, ...]
    title: str = ""
    face: Face | None = None
    key: Key | None = None
    tone: str = "ask"
    buttons: tuple[Button, ...] = ()
    per_row: int = 0
    bold: bool = False
    size: int = 12


@dataclass(frozen=True)
class Buttons:
    """A row of buttons (``per_row`` to a row, 0: all), after a ``label``."""
    buttons: tuple[Button, ...]
    label: str = ""
    per_row: int = 0
    height: int = 28


@dataclass(frozen=True)
class Stepper:
    """A thing (``pic``) and its count, with small buttons at the right end."""
    pic: Pic
    buttons: tuple[Button, ...]


@dataclass(frozen=True)
class Option:
    """A thing to pick: its picture, words under it, lit when ``chosen``."""
    key: Key
    face: Face
    words: str = ""
    chosen: bool = False


@dataclass(frozen=True)
class Choices:
    """Things to pick in a row (two rows when many), after a ``label``."""
    label: str
    options: tuple[Option, ...]


@dataclass(frozen=True)
class Chips:
    """A row of choices on the panel: (key, label, can be clicked now)."""
    chips: tuple[tuple[Key, str, bool], ...]


@dataclass(frozen=True)
class Gap:
    height: int


@dataclass(frozen=True)
class Columns:
    """Items side by side, each column as wide as the others (or as its share in ``widths``)."""
    columns: tuple[tuple[PanelItem, ...], ...]
    widths: tuple[int, ...] = ()


@dataclass(frozen=True)
class Framed:
    """Items in a frame of ``tone`` (``panel_layout.BOX_TONES``: "frame", "ask", "info" or "card")."""
    items: tuple[PanelItem, ...]
    tone: str = "frame"


@dataclass(frozen=True)
class Spare:
    """Items that give way on a full panel: left out when they and the items
    after them would not all fit above the panel's floor (its buttons), so
    that what follows them keeps its room."""
    items: tuple[PanelItem, ...]

PanelItem = (Sub | Line | Row | Pics | Cards | Entry | Slots | Box | Buttons | Stepper | Choices | Chips | Gap
             | Columns | Framed | Spare)


def sprite(name: str) -> Face:
    """The sprite file ``name`` as a panel's picture, at the size asked (kept once made)."""
    from .common import image
    return lambda size: image(name, size)


def drawn(art: Callable[[pygame.Surface, tuple[float, float], float], pygame.Rect]) -> Face:
    """A ``Face`` from art that draws itself at a centre and a height (a board's piece)."""
    def face(size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        art(surf, (size[0] / 2, size[1] / 2), min(size))
        return surf
    return face
