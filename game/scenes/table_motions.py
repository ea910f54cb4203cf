"""What moves on the table: the pieces, one move after the other (tweens);
cards and points in the air, drawn over everything (flights); the log lines
that wait for the moves that show them; and the score markers easing to the
scores.

``Motions`` owns all of it. The game's scene says how an action looks
(``_animate_action``, and ``_easing``/``_ease``/``_settle`` for what of its
own eases, a sun or a die); the table asks ``Motions`` to show each action,
step it every frame, and flush the log behind it.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Generic, cast

from game.core.protocol import Event
from game.view.motion import Flight, Tween

from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene

MOST_LOG = 200            # lines the table keeps of its log


class Motions(Generic[S]):
    """The table's moving things, and the log lines waiting for them."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.tweens: list[Tween] = []         # pieces moving, one after the other
        self.flights: list[Flight] = []       # cards and points in the air, drawn over everything
        self.log_waiting: list[str] = []      # lines whose animation has not finished yet
        # for each waiting line: the moves on the way when it was logged, and the game's own easing
        self._log_waits: list[tuple[tuple[object, ...], bool]] = []
        self.score_shown: list[float] = []    # the score markers, easing after the scores
        self.shown_after: S = t.state        # the game after the last action shown (a copy: ``settled``)
        self.settled()

    def settled(self) -> None:
        """The game was replaced or a step taken back: the markers stand at the scores, nothing to ease from."""
        self.shown_after = cast(S, self.t.state.clone())
        self.score_shown = [float(v) for v in self.t.state.scores()]

    def skip(self) -> None:
        """Everything on its way arrives at once (a click, Space): the pieces, the
        cards in the air, the score markers and the game's own easing; so do the
        log lines waiting for them."""
        t = self.t
        self.tweens.clear()
        self.flights.clear()
        self.score_shown = [float(v) for v in t.state.scores()]
        t._settle()
        self.flush_log()
        t.dirty = True

    def speed(self) -> float:
        """The animations' speed (0: off): a test's or the player's setting."""
        from game.settings import ANIMATION_SPEEDS
        app = self.t.app
        return app.speed or ANIMATION_SPEEDS.get(app.settings.animation, 1.0)

    def on_the_way(self) -> bool:
        """Is anything on the way (a piece, a card, the game's own easing)? Never
        with animations off."""
        return self.speed() != 0 and bool(self.tweens or self.flights or self.t._easing())

    def busy(self) -> bool:
        """Anything moving or easing, the score markers included."""
        return bool(self.tweens) or bool(self.flights) or self.t._easing() or self.scores_moving()

    def scores_moving(self) -> bool:
        return any(abs(a - b) > 1e-3 for a, b in zip(self.score_shown, self.t.seen.scores(), strict=True))

    # -- an action shown ------------------------------------------------------------
    def show(self, events: list[Event]) -> None:
        """The sounds and the animations of one action. Each move queued for it
        remembers the game as it stood before the action: while it plays, the
        screen presents that game (the table's ``presented``), so what happens
        later is shown only when its turn to move comes, event by event.
        Everyone at the table watches the animations: only what is public shows."""
        t = self.t
        queued = len(self.tweens)
        for e in events:
            t.app.sounds.for_event(e.kind, t.screens.sounds)
        before, self.shown_after = self.shown_after, cast(S, t.state.clone())
        t._animate_action(before, [replace(e, secret={}) if e.secret else e for e in events])
        for tw in self.tweens[queued:]:
            tw.before = before

    def log(self, lines: list[str]) -> None:
        """One action's lines: to the log, or waiting for the animation that shows
        them (a die tumbling, a skier on the way) and for every line before them:
        the log never runs ahead of the board."""
        t = self.t
        if self.log_waiting or self.on_the_way():
            wait = (tuple(self.tweens) + tuple(self.flights), t._easing())
            self.log_waiting.extend(lines)
            self._log_waits.extend([wait] * len(lines))
        else:
            t.log = (t.log + lines)[-MOST_LOG:]

    def flush_log(self, all_lines: bool = True) -> None:
        """The lines waiting for their animations go to the log: all of them, or
        (``all_lines`` False) those whose moves have all arrived, in order (one
        bot's moves following another's never hold the log back longer)."""
        t = self.t
        n = len(self.log_waiting)
        if not all_lines and self.on_the_way():
            moving = set(map(id, self.tweens)) | set(map(id, self.flights))
            n = 0
            for objs, easing in self._log_waits:
                if any(id(o) in moving for o in objs) or (easing and t._easing()):
                    break
                n += 1
        if n:
            t.log = (t.log + self.log_waiting[:n])[-MOST_LOG:]
            self.log_waiting = self.log_waiting[n:]
            self._log_waits = self._log_waits[n:]
            t.files.refresh_log()
            t.dirty = True

    # -- a frame ----------------------------------------------------------------------
    def step(self, dt: float, speed: float) -> None:
        """The frame's share of every motion: the log behind them, the markers, the
        flights, the game's easing and the first piece on its way."""
        t = self.t
        if self.log_waiting:
            self.flush_log(all_lines=False)
        if speed == 0:
            self.tweens.clear()            # animations off
            self.flights.clear()
            self.score_shown = [float(v) for v in t.seen.scores()]
            t._settle()
        if self.scores_moving():
            # score markers slide to their new places, a long way faster than a short one
            for seat, real in enumerate(t.seen.scores()):
                diff = real - self.score_shown[seat]
                step = dt * speed * max(6.0, abs(diff) * 2.5)
                self.score_shown[seat] = real if abs(diff) <= step else self.score_shown[seat] + math.copysign(step, diff)
            t.dirty = True
        for fl in self.flights:
            fl.step(dt * speed)
        self.flights = [fl for fl in self.flights if not fl.done]
        if t._easing():
            t._ease(dt * speed)
            t.dirty = True
        if self.flights:
            t.dirty = True
        if self.tweens:
            self.tweens[0].step(dt * speed)
            if self.tweens[0].done:
                self.tweens.pop(0)
            t.dirty = True
