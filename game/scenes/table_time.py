"""The table's time: the agreed play clock (``Clock``) and a bot's decision,
thought in slices of frames while the animation goes on (``Thinking``)."""
from __future__ import annotations

import math
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Generic

from game.ai import Observation
from game.core.protocol import Action

from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene

BOT_DELAY = 0.5           # seconds a bot "thinks" at normal speed
THINK_SLICE = 0.008       # seconds of a frame a bot may think for (the animation goes on meanwhile)


class Clock(Generic[S]):
    """The seconds this game has been played (saved with it) and the agreed time."""

    def __init__(self, t: TableScene[S], played: float = 0.0) -> None:
        self.t = t
        self.played = played                   # seconds the table has played this game
        self._shown: str | None = None         # the clock as last drawn

    def tick(self, dt: float) -> None:
        """A frame of play (only while the table runs: the pause menu stops the clock);
        once the agreed time is up, the table makes the game's time-up move."""
        t = self.t
        if t.state.is_over():
            return
        self.played += dt
        self._time_up()
        shown = self.text()
        if shown != self._shown:
            self._shown = shown
            t.dirty = True

    def time_left(self) -> float | None:
        """Seconds of the agreed play time still to go (0 once it is up), or None
        when the game has no clock."""
        minutes = self.t.state.clock_minutes()
        if not minutes:
            return None
        return max(0.0, minutes * 60 - self.played)

    def text(self) -> str | None:
        """The clock as the panel shows it, or None without one."""
        left = self.time_left()
        if left is None:
            return None
        if left <= 0:
            return "Time is up: this round is the last" if not self.t.state.is_over() else "Time is up"
        m, s = divmod(int(math.ceil(left)), 60)
        return f"Clock: {m}:{s:02d} left"

    def _time_up(self) -> None:
        """The game's time-up move, between two actions (never in the middle of one being shown)."""
        t = self.t
        if self.time_left() != 0 or t.motions.tweens or t.applying is not None:
            return
        action = t.state.time_up_action()
        if action is not None and t.state.why_illegal(action) is None:
            t.act(action)
            t.dirty = True


class Thinking(Generic[S]):
    """The bot to play, thinking a slice of each frame; at the table's pace it
    takes a moment, so people can follow."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.wait = 0.0                 # seconds left of the bot's moment
        self._doing: tuple[object, Iterator[Action | None], Action | None] | None = None   # a decision in progress

    @property
    def busy(self) -> bool:
        """A bot's decision is under way."""
        return self._doing is not None

    def think(self) -> Action | None:
        """Let the bot whose turn it is think for a slice of this frame; its move
        once it has decided. A change to the game (an action out of turn, an
        undo) starts the thinking again."""
        t = self.t
        seat = t.state.current_player()
        if seat is None:
            return None                  # nobody to play: the game is over
        now = (seat, id(t.state), len(t.state.action_log))
        if self._doing is None or self._doing[0] != now:
            obs = Observation(t.state, seat)
            self._doing = (now, t.bots[seat].think(obs, t.state.legal_actions(seat)), None)
            self.wait = BOT_DELAY        # a bot "thinks" at least this long at normal speed
        key, steps, chosen = self._doing
        end = time.perf_counter() + THINK_SLICE
        while chosen is None and time.perf_counter() < end:
            chosen = next(steps)
        self._doing = (key, steps, chosen)
        return chosen

    def play(self, dt: float, speed: float) -> None:
        """The bot thinks; once decided and its moment is over (at once when instant), it acts."""
        t = self.t
        self.wait = self.wait - dt * speed if speed else 0.0
        chosen = self.think()
        if chosen is not None and (self.wait <= 0 or t.app.speed):
            self.wait = 0
            self._doing = None
            t.act(chosen)
