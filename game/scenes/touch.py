"""The generic interaction of every play scene: what the player at the screen
may click, what a click does, what is lit, what a hint picks, and the
tooltip, all through the game's presenter (``game/core/interaction.py``).

The game's scene only says what is drawn where (``Board``): the key of the
thing drawn on top at a pixel, and the outline of a key's thing on the
screen. Everything else here is the same for every game, so a click, a hint
and a tooltip behave alike in all of them.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.core.interaction import Key, Outcome, Picked, Presenter, button_name, hint_pick, walk
from game.core.protocol import Action, GameState


class AtScreen(Protocol):
    """Who is at the screen (the table's ``Seats``)."""

    viewer: int | None

    def mine(self) -> int | None: ...


class Drawn(Protocol):
    """What is drawn where (the table's ``Frame``)."""

    def spot_at(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos`` (the panel's places, then the board's)."""
        ...

    def outline(self, key: Key) -> list[pygame.Rect]:
        """Where the thing ``key`` names is drawn on the screen now (none: not drawn)."""
        ...


class Board(Protocol):
    """What the generic interaction needs of a play scene."""

    status: str
    dirty: bool

    @property
    def seats(self) -> AtScreen: ...

    @property
    def seen(self) -> GameState: ...

    @property
    def presented(self) -> GameState: ...

    def act(self, action: Action) -> bool: ...

    def highlight(self) -> bool: ...

    @property
    def frame(self) -> Drawn: ...


class Touch:
    """One play scene's interaction: the presenter, and what is picked so far."""

    def __init__(self, board: Board, presenter: Presenter) -> None:
        self.board = board
        self.presenter = presenter
        self.picked: Picked = ()
        self._lit: tuple[tuple[int, int, Picked, int | None], frozenset[Key]] | None = None

    def forget(self) -> None:
        """An action was made, or the screen changed hands: nothing is picked."""
        self.picked = ()

    # -- what may be clicked ---------------------------------------------------------
    def lit(self) -> frozenset[Key]:
        """Every key whose click does something now for the seat at the screen
        (worked out once per position and pick: every frame asks)."""
        seat = self.board.seats.mine()
        view = self.board.seen
        key = (id(view), len(view.action_log), self.picked, seat)
        if self._lit is None or self._lit[0] != key:
            lit = frozenset() if seat is None else self.presenter.lit(view, seat, self.picked)
            self._lit = (key, lit)
        return self._lit[1]

    def shown_lit(self) -> frozenset[Key]:
        """The keys to outline on the board and the panel (the player may turn the lighting off)."""
        return self.lit() if self.board.highlight() else frozenset()

    def can_press(self, name: str) -> bool:
        return Key("button", name) in self.lit()

    # -- clicks ------------------------------------------------------------------------
    def click_at(self, pos: tuple[int, int]) -> None:
        """A click at ``pos``: on whatever is drawn on top there."""
        self.click(self.board.frame.spot_at(pos))

    def press(self, name: str) -> None:
        """One of the game's own buttons."""
        self.click(Key("button", name))

    def click(self, key: Key | None) -> None:
        seat = self.board.seats.mine()
        if seat is None:
            return
        out = self.presenter.click(self.board.seen, seat, self.picked, key)
        self._follow(out)

    def _follow(self, out: Outcome) -> None:
        if out.act is not None:
            if self.board.act(out.act):
                self.picked = ()
            return
        self.picked = out.picked
        self.board.status = out.say
        self.board.dirty = True

    def confirm(self) -> None:
        seat = self.board.seats.mine()
        if seat is None:
            return
        a = self.presenter.confirm(self.board.seen, seat, self.picked)
        if a is not None:
            self.board.act(a)

    # -- hints -------------------------------------------------------------------------
    def hint(self, seat: int, move: Action) -> Key | None:
        """A hint for ``move``: every click but its last is made (picked), as the
        player would make them; the key whose click completes it is returned."""
        picked, last = hint_pick(self.presenter, self.board.seen, seat, move)
        self.picked = picked
        return last

    def steps(self, seat: int, move: Action) -> Picked:
        """The clicks still to make for ``move`` from what is picked now."""
        keys = self.presenter.steps(self.board.seen, seat, move)
        view = self.board.seen
        for n in range(len(keys), 0, -1):           # the longest start already picked
            if walk(self.presenter, view, seat, keys[:n]).picked == self.picked and self.picked:
                return keys[n:]
        return keys

    def reason(self, move: Action) -> str | None:
        return self.presenter.reason(self.board.seen, move)

    # -- tooltips ------------------------------------------------------------------------
    def tooltip(self, pos: tuple[int, int]) -> str | None:
        key = self.board.frame.spot_at(pos)
        if key is None or button_name(key) is not None:
            return None
        picked = self.picked if self.board.seats.mine() is not None else ()
        # the game as the pieces show it (while a move plays, as it stood before that move's action)
        return self.presenter.tooltip(self.board.presented, self.board.seats.viewer, key, picked)
