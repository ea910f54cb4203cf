"""What the window needs of one game: its UI descriptor.

Each game's folder has a ``ui.py`` that builds one ``GameUI``; the registry's
``GameInfo.ui()`` imports it on first use (so headless commands never load
pygame). The generic scenes (table, load preview, replay, results, rules,
title), the benchmarks and the map commands reach a game's screens only
through this descriptor, never by naming the game.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from game.core.interaction import Presenter
    from game.core.protocol import GameState, Setup

    from .declared import DeclaredBoard
    from .table import TableScene

#: px(n): n interface pixels at the window's scale
Px = Callable[[float], int]


class Scenery(Protocol):
    """A drawn picture of a game's board (it caches what it draws)."""

    width: int
    height: int

    def render(self, k: float) -> pygame.Surface: ...


@dataclass(frozen=True)
class ResultColumn:
    """One column of the results table: its heading and its value in a seat's
    ``score_breakdown``."""

    heading: str
    value: Callable[[dict[str, Any]], Any]
    bold: bool = False


@dataclass(frozen=True)
class GameUI:
    #: the play scene: built as ``scene(app, setup, state)``
    scene: Callable[[Any, Setup, Any], TableScene]
    #: the game's interaction (game/core/interaction.py): what may be clicked and what a click does;
    #: the table routes clicks, lights, hints and tooltips through it
    presenter: Callable[[], Presenter]
    #: the board fitted into an area with the pieces on it (load preview, replay):
    #: ``miniature(screen, state, area, symbols, centred) -> the rectangle covered``
    miniature: Callable[[pygame.Surface, GameState, pygame.Rect, bool, bool], pygame.Rect]
    #: one seat's hand as the seat ``viewer`` may see it (the replay): its own cards face up
    #: (``viewer`` is ``seat``: a finished game shows every hand so), another's hidden
    #: cards as backs with their count (``common.backs``), never a face; from the game
    #: itself, never a masked one: ``open_hand(screen, state, seat, x, y, px, symbols,
    #: viewer) -> the y below it``
    open_hand: Callable[[pygame.Surface, GameState, int, int, int, Px, bool, int | None], int]
    #: the sprite file of a seat's piece: ``emblem(colour, symbols)``
    emblem: Callable[[str, bool], str]
    #: the results table's columns, left to right (the last one is the total)
    results_columns: tuple[ResultColumn, ...]
    #: the picture under the results table: ``results_detail(screen, state, area, px, symbols)``
    results_detail: Callable[[pygame.Surface, GameState, pygame.Rect, Px, bool], None]
    #: the line under the winner's name: why the game ended
    end_line: Callable[[GameState], str]
    #: "What you see" beside the rules: ``legend(screen, x, y, px)``
    legend: Callable[[pygame.Surface, int, int, Px], None]
    #: the sound each kind of event makes: {event kind: a name in game.view.sound.NAMES}
    sounds: Mapping[str, str]
    #: the board as a picture, for backdrops (the flagship's is the title's)
    scenery: Callable[[Any], Scenery] | None = None
    #: ``view_map(file or None, (w, h), zoom, centre, screenshot) -> exit status``: the map viewer
    view_map: Callable[..., int] | None = None
    #: ``bench_frames(app, frames) -> milliseconds per frame`` with every piece moving at once
    bench_frames: Callable[[Any, int], list[float]] | None = None
    #: ``join_log(previous line, line) -> one line, or None``: two log lines the
    #: players read as one ("Chloe takes 3 cards and discards blue 4"); the log
    #: keeps both, the screen shows them joined
    join_log: Callable[[str, str], str | None] | None = None
    #: a seat's standing in the game's own words (the replay's rows): ``score_words(state, seat)``;
    #: None: its score in points ("12 pts")
    score_words: Callable[[GameState, int], str] | None = None
    #: ``board(content) -> DeclaredBoard``: the board a game declares instead of writing a
    #: play scene (its ``scene`` is then ``game.scenes.declared.DeclaredScene``)
    board: Callable[[Any], DeclaredBoard] | None = None


def joined_log(lines: list[str], join: Callable[[str, str], str | None] | None) -> list[str]:
    """The log as the players read it: each line joined to the one before it
    where the game's ``join_log`` says so."""
    if join is None:
        return list(lines)
    out: list[str] = []
    for line in lines:
        merged = join(out[-1], line) if out else None
        if merged is None:
            out.append(line)
        else:
            out[-1] = merged
    return out


def time_frames(app: Any, play: Any, frames: int, refill: Callable[[], None]) -> list[float]:
    """Milliseconds to draw each of ``frames`` frames of ``play`` while its pieces
    move (``refill`` starts new moves whenever the last have ended): the frame
    benchmark of a game's ``bench_frames``."""
    import time
    play.draw(app.screen)                          # warm the board cache
    times = []
    for _ in range(frames):
        if not play.motions.tweens:
            refill()
        for tw in play.motions.tweens:
            tw.step(1 / 60)
        play.motions.tweens = [tw for tw in play.motions.tweens if not tw.done]
        t0 = time.perf_counter()
        app.draw_frame(play)
        times.append((time.perf_counter() - t0) * 1000)
    return times
