"""A play scene a game declares instead of writing one.

A game whose board fits the window whole and whose pieces glide from place
to place needs no scene of its own: it gives its ``GameUI`` a *board*
(``DeclaredBoard``) that says, from the game as the seat at the screen may
see it,

- the ground, drawn once per size (``ground``), and how large it is;
- its pieces: where each stands, how large, how it looks (its art, a
  function that draws it), and the key a click on it names;
- how an event moves pieces (``glides``: a piece along points, looking
  like its art meanwhile and once there);
- its side panel, as items of data (``panel_items``: ``Row``, a seat's
  pictures, name and count; ``Line``, words; ``Chips``, a row of choices,
  each lit or not; and the rest), its heading and what the player may do.

``DeclaredScene`` does the rest, the same way for every such game: it fits
the board, declares the pieces as the board's things (so the table
hit-tests, outlines and puts tooltips by them), plays the glides one after
the other, draws the pieces still and moving, and lays the panel out.
Nothing here names a game.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.core.interaction import Key
from game.core.protocol import Event, GameState, Setup
from game.view.motion import Tween

from .fitted import FittedBoardScene
from .panel_items import PanelItem
from .shown import Thing, box

if TYPE_CHECKING:
    from game.app import App

#: how a piece looks: ``art(surface, centre on the screen, size in pixels) -> where it drew``
Art = Callable[[pygame.Surface, tuple[float, float], float], pygame.Rect]


@dataclass(frozen=True)
class Piece:
    """One piece on the board: ``ident`` names it from one moment to the next
    (what a glide moves), ``at`` is its centre and ``size`` its height in the
    board's own pixels; a click on it names ``key`` (None: it takes no
    click); of two at one pixel the higher ``layer`` is on top."""
    ident: object
    at: tuple[float, float]
    size: float
    art: Art
    key: Key | None = None
    layer: int = 0


@dataclass(frozen=True)
class Glide:
    """A piece moving along ``points`` (the board's pixels), drawn with ``art``
    at ``size`` on its way (over a trace of ``trace``'s colour) and at
    ``size_there`` once there (None: the same)."""
    piece: object
    points: tuple[tuple[float, float], ...]
    art: Art
    size: float
    trace: tuple[int, int, int] | None = None
    size_there: float | None = None


class DeclaredBoard(Protocol):
    """What a game declares of its board (see the module's words)."""

    width: int                  # the board's size, in its own pixels
    height: int
    speed: float                # a glide's speed, the board's pixels a second
    panel_width: int            # the side panel's width, at 100%
    backdrop: tuple[int, int, int]  # the colour round the board where the window is wider

    def render(self, k: float) -> pygame.Surface:
        """The ground at ``k`` window pixels a board pixel (kept by the board)."""
        ...

    def pieces(self, view: GameState) -> Sequence[Piece]:
        """Every piece as ``view`` has it, the lowest first."""
        ...

    def glides(self, before: GameState, e: Event) -> Sequence[Glide]:
        """The pieces event ``e`` moves, in order (``before``: the game before the action)."""
        ...

    def panel(self, view: GameState, seat: int | None, bots: frozenset[int], moving: bool) -> Sequence[PanelItem]:
        """The panel's rows as ``view`` has it, for the seat at the screen
        (``seat``, None: nobody's turn to act there), ``moving``: a move is playing."""
        ...

    def heading(self, view: GameState) -> str:
        """The panel's heading: whose turn it is."""
        ...

    def your_move(self, view: GameState, seat: int) -> str:
        """What the player at the screen may do now, in a few words."""
        ...


class DeclaredScene(FittedBoardScene[GameState]):
    """The play scene of a game that declares its board (``GameUI.board``)."""

    def __init__(self, app: App, setup: Setup, state: GameState | None = None) -> None:
        super().__init__(app, setup, state)
        make = self.screens.board
        if make is None:
            raise ValueError(f"{setup.game} declares no board for its play scene")
        self.board: DeclaredBoard = make(self.content)
        self._glides: list[tuple[Tween, Glide]] = []   # each queued tween, with the glide it plays

    # -- the layout -----------------------------------------------------------------
    def _layout(self) -> None:
        self.fit_board(self.board, self.panel.width_for(self.board.panel_width))
        self._buttons = self.panel_buttons(self.touch.presenter.buttons)
        self._reopen_overlays()

    def _rect(self, at: tuple[float, float], size: float) -> pygame.Rect:
        """The square a piece of ``size`` centred at ``at`` covers on the screen."""
        x, y = self.to_screen(at)
        s = size * self.scale
        return pygame.Rect(round(x - s / 2), round(y - s / 2), round(s), round(s))

    # -- what is drawn where ----------------------------------------------------------
    def _things(self) -> list[Thing]:
        return [box(p.key, self._rect(p.at, p.size), layer=p.layer)
                for p in self.board.pieces(self.presented) if p.key is not None]

    # -- the motions ------------------------------------------------------------------
    def _animate_action(self, before: GameState, events: list[Event]) -> None:
        self._glides = [(tw, g) for tw, g in self._glides if any(tw is t for t in self.motions.tweens)]
        seen = self.seats.masked(before)
        for e in events:
            for g in self.board.glides(seen, e):
                tw = Tween(e.seat, list(g.points), self.board.speed)
                self.motions.tweens.append(tw)
                self._glides.append((tw, g))

    def _glide_of(self, tw: Tween) -> Glide | None:
        return next((g for t, g in self._glides if t is tw), None)

    def _landed(self) -> dict[object, Glide]:
        """The pieces the action playing now has moved already, by the piece (its
        others still on their way)."""
        if not self.motions.tweens:
            return {}
        now = self.motions.tweens[0]
        return {g.piece: g for tw, g in self._glides
                if tw.before is now.before and not any(tw is t for t in self.motions.tweens)}

    # -- drawing ------------------------------------------------------------------------
    def _draw_still(self, surf: pygame.Surface) -> None:
        surf.fill(self.board.backdrop, self.frame.board_rect)
        surf.set_clip(self.frame.board_rect)
        surf.blit(self.board.render(self.scale), (round(self.origin[0]), round(self.origin[1])))
        surf.set_clip(None)
        self.panel.blit(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The pieces: those still at their places, those of the move playing now
        already there, then the one on its way (over its trace)."""
        moving = self.motions.tweens[0] if self.motions.tweens else None
        glide = self._glide_of(moving) if moving is not None else None
        landed = self._landed()
        out: list[pygame.Rect] = []
        screen.set_clip(self.frame.board_rect)
        if moving is not None and glide is not None and glide.trace is not None:
            out += self.trace(screen, [self.to_screen(p) for p in moving.points], glide.trace)
        for p in self.board.pieces(self.presented):
            if glide is not None and p.ident == glide.piece:
                continue
            there = landed.get(p.ident)
            if there is not None:
                size = there.size if there.size_there is None else there.size_there
                out.append(there.art(screen, self.to_screen(there.points[-1]), size * self.scale))
            else:
                out.append(p.art(screen, self.to_screen(p.at), p.size * self.scale))
        if moving is not None and glide is not None:
            out.append(glide.art(screen, self.to_screen(moving.pos()), glide.size * self.scale))
        screen.set_clip(None)
        return [r.clip(screen.get_rect()) for r in out if r.w and r.h]

    # -- the panel ----------------------------------------------------------------------
    def _panel_more(self) -> tuple[object, ...]:
        return (bool(self.motions.tweens),)      # a move playing: the panel's choices wait

    def _heading(self) -> str:
        return self.board.heading(self.presented)

    def _your_move(self, seat: int) -> str:
        return self.board.your_move(self.presented, seat)

    def _panel_items(self) -> Sequence[PanelItem]:
        return self.board.panel(self.presented, self.seats.mine(), frozenset(self.bots), bool(self.motions.tweens))
