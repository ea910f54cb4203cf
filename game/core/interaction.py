"""How a player touches a game: the contract between a game's presenter and the
generic table (``game/scenes/table.py``).

A game's *presenter* says, from the game as one seat sees it (``masked(seat)``)
and nothing else, what the player may click now and what each click does. It
never draws and never imports pygame. The table does the rest the same way for
every game: it finds what is drawn on top under the pointer (the game's
renderer names it by its *key*), routes the click, lights what may be clicked,
turns a hint into the clicks that make the hinted move, and shows tooltips.

A *key* names a thing the player can point at: its kind and its value, a
place on the board (``Key("space", 12)``), a card or counter on the panel
(``Key("yeti", "Bob/red")``), or one of the game's own buttons
(``button("roll")``). A key is typed (``Key``: its ``kind``, its ``value``,
its ``number``), made once where the thing is named and read by its fields,
never parsed apart; it is written ``kind:value`` where a text needs it (a
tutorial's ``shows``, read back with ``Key.read``). A move of several clicks is
built up in ``picked``, the keys clicked so far; the presenter decides what
each click adds and when the move is complete.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .protocol import Action, GameState


class Key(str):
    """A thing the player can point at: its ``kind`` and its ``value``. It is its
    text too (``"space:12"``; a thing of which there is one, ``Key("deck")``, is
    just its kind), so a key is equal to its text and keys sort, hash and print
    as their texts do."""

    kind: str
    value: str

    def __new__(cls, kind: str, value: object = "") -> Key:
        text = str(value)
        if not kind or ":" in kind:
            raise ValueError(f"a key's kind is a word without a colon, not {kind!r}")
        key = super().__new__(cls, f"{kind}:{text}" if text else kind)
        key.kind, key.value = kind, text
        return key

    def __reduce__(self) -> tuple[type[Key], tuple[str, str]]:     # a copy is made from its kind and value
        return (Key, (self.kind, self.value))

    @classmethod
    def read(cls, text: str) -> Key:
        """The key written as ``text`` (``kind:value``, as in a tutorial's file);
        ValueError if it is not one."""
        kind, _, value = text.partition(":")
        return cls(kind, value)

    @property
    def number(self) -> int:
        """The value as a whole number (``Key("spot", 12).number == 12``)."""
        return int(self.value)


Picked = tuple[Key, ...]


def button(name: str) -> Key:
    """The key of the game's own button called ``name`` (``"button:roll"``)."""
    return Key("button", name)


def button_name(key: Key) -> str | None:
    """The button a key names, or None if it names something else."""
    return key.value if key.kind == "button" and key.value else None


@dataclass(frozen=True)
class Outcome:
    """What one click does: make a move, or change what is picked (with words
    for the status line, as a refusal or the next step)."""
    act: Action | None = None
    picked: Picked = ()
    say: str = ""


@dataclass(frozen=True)
class ButtonSpec:
    """One of the game's own buttons on the panel: its key's name and label;
    ``instead_of``: the name of another of its buttons whose place it shares,
    shown instead of it while this one can be pressed (two buttons never both
    useful at once: Done after a first activity, End game before the roll)."""
    name: str
    label: str
    instead_of: str = ""
    tip: str = ""                # what it does, in a sentence: the button's tooltip
    off_tip: str = ""            # when it can be pressed: added to the tooltip while it is greyed


#: the words under the table's own buttons, the same for every game
TABLE_TIPS = {
    "undo": "Take back the last move (Ctrl+Z), the one that ended a turn too, until something hidden has been "
            "shown or the next player acts.",
    "hint": "What the bots would do now, lit on the board and the panel, with why (H).",
    "log": "The whole game so far, to scroll through.",
    "menu": "Save, load, the rules and settings, or leave the game (Esc).",
    "scores": "The score board and the run recorder.",
}
#: why a table button is greyed, added to its tooltip then
TABLE_OFF_TIPS = {
    "undo": "Nothing to take back now: no move of yours since something hidden was shown or the next "
            "player acted.",
    "hint": "Hints are for the player whose move it is.",
}


class Presenter(Protocol):
    """A game's interaction, pygame-free. ``view`` is always the game as the
    acting seat sees it (``masked(seat)``; a presenter checks it is its own
    game's state); ``seat`` is that seat."""

    #: the game's own buttons, in the panel's order (Roll, Pass...)
    buttons: tuple[ButtonSpec, ...]

    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        """Every key whose click does something now (a move or the next step)."""
        ...

    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        """What a click on ``key`` (None: on nothing) does, with ``picked`` so far."""
        ...

    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        """The keys a player clicks, in order, to make ``action`` from nothing picked."""
        ...

    def shows(self, view: GameState, action: Action) -> Picked:
        """Where a move already made shows (the board's places it used), to light
        it when it is told again (the strip of what happened, the tutorial)."""
        ...

    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        """The words for the thing under the pointer; private things only to
        ``viewer``, the seat whose screen it is (None: everyone's); ``picked``:
        what that seat has picked so far (a lit place may say what a click there
        makes of it)."""
        ...

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        """What Space or Enter makes with ``picked`` so far, when nothing moves
        and nobody hands over (None: nothing)."""
        ...

    def reason(self, view: GameState, move: Action) -> str | None:
        """A hint's reason for ``move``, in a few words (None: the bot's own)."""
        ...


def walk(presenter: Presenter, view: GameState, seat: int, keys: Picked, picked: Picked = ()) -> Outcome:
    """Click ``keys`` one after the other from ``picked``: where the clicks end
    (a move made stops the walk)."""
    out = Outcome(picked=picked)
    for key in keys:
        out = presenter.click(view, seat, out.picked, key)
        if out.act is not None:
            return out
    return out


def hint_pick(presenter: Presenter, view: GameState, seat: int, action: Action) -> tuple[Picked, Key | None]:
    """What a hint for ``action`` picks (every click but the last, as a player
    would make them) and the key left to click, whose click completes it."""
    keys = presenter.steps(view, seat, action)
    if not keys:
        return (), None
    done = walk(presenter, view, seat, keys[:-1])
    return done.picked, keys[-1]
