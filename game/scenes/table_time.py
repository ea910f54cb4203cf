"""The table in time: animations stepping, the log following them, the
bots thinking in slices of frames, the agreed clock, the results at the
end, and taking back a step.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import TYPE_CHECKING

from game.ai import Observation
from game.core.protocol import Action, Event
from game.view.style import error

from . import recap

if TYPE_CHECKING:
    from .table import S, TableScene

BOT_DELAY = 0.5           # seconds a bot "thinks" at normal speed
THINK_SLICE = 0.008       # seconds of a frame a bot may think for (the animation goes on meanwhile)


def take_back(t: TableScene[S]) -> None:
    """Ctrl+Z: undo the human's last step this turn, if nothing hidden was shown since."""
    if t.coach is not None and not t.coach.released:
        t.status = error("Taking back is off during the tutorial.")
        t.dirty = True
        return
    if not t.undo or t.tweens:
        t.status = error("Nothing to take back: only your own steps this turn, before anything hidden is shown.")
        t.dirty = True
        return
    t._flush_log()
    keep = t.match.take_back()
    t.seats.said = [s for s in t.seats.said if s.number <= len(t.state.action_log)]
    t._shown_after = t.state.clone()
    t.files.autosave()
    # the step taken back keeps its line, marked, so it is not read as the one before it
    undone = t.log[keep:]
    t.log = t.log[:keep] + [f"{undone[0].rstrip('.')} (taken back)." if undone else "A step taken back."]
    t.score_shown = [float(v) for v in t.state.scores()]
    t.files.refresh_log()
    t.status = ""
    t.dirty = True


def flush_log(t: TableScene[S], all_lines: bool = True) -> None:
    """The lines waiting for their animations go to the log: all of them, or
    (``all_lines`` False) those whose moves have all arrived, in order (one
    bot's moves following another's never hold the log back longer)."""
    n = len(t.log_waiting)
    if not all_lines and t._animating():
        moving = set(map(id, t.tweens)) | set(map(id, t.flights))
        n = 0
        for objs, easing in t._log_waits:
            if any(id(o) in moving for o in objs) or (easing and t._easing()):
                break
            n += 1
    if n:
        t.log = (t.log + t.log_waiting[:n])[-200:]
        t.log_waiting = t.log_waiting[n:]
        t._log_waits = t._log_waits[n:]
        t.files.refresh_log()
        t.dirty = True


def update(t: TableScene[S], dt: float) -> None:
    speed = t._speed()
    if t.seats.recap is not None and recap.update(t.seats.recap, dt, speed):
        t.seats.light_recap()
    if t.log_waiting:
        t._flush_log(all_lines=False)
    if speed == 0:
        t.tweens.clear()            # animations off
        t.flights.clear()
        t.score_shown = [float(v) for v in t.seen.scores()]
        t._settle()
    if t._scores_moving():
        # score markers slide to their new places, a long way faster than a short one
        for seat, real in enumerate(t.seen.scores()):
            diff = real - t.score_shown[seat]
            step = dt * speed * max(6.0, abs(diff) * 2.5)
            t.score_shown[seat] = real if abs(diff) <= step else t.score_shown[seat] + math.copysign(step, diff)
        t.dirty = True
    for fl in t.flights:
        fl.step(dt * speed)
    t.flights = [fl for fl in t.flights if not fl.done]
    if t._easing():
        t._ease(dt * speed)
        t.dirty = True
    if t.flights:
        t.dirty = True
    if t.tweens:
        t.tweens[0].step(dt * speed)
        if t.tweens[0].done:
            t.tweens.pop(0)
        t.dirty = True
        if t._bot_turn() and t.seats.oot is None and t.seats.handoff_to is None and not t.state.is_over():
            t._think()                  # the next bot thinks while the piece moves
        return
    if t.state.is_over():
        if t.flights or t._easing():
            return                         # the last throw lands before the results
        from .results import ResultsScene
        t.app.game = None
        t.app.switch(ResultsScene(t.app, t.state))
        return
    if t.seats.oot is not None or t.seats.handoff_to is not None:
        return  # a human is taking the screen: the bots wait
    if t._bot_turn():
        # at the table's pace a bot takes a moment, so people can follow; at once when instant
        t.bot_wait = t.bot_wait - dt * speed if speed else 0.0
        chosen = t._think()
        if chosen is not None and (t.bot_wait <= 0 or t.app.speed):
            t.bot_wait = 0
            t._thinking = None
            t.act(chosen)


def time_left(t: TableScene[S]) -> float | None:
    """Seconds of the agreed play time still to go (0 once it is up), or None
    when the game has no clock."""
    minutes = t.state.clock_minutes()
    if not minutes:
        return None
    return max(0.0, minutes * 60 - t.played)


def clock_text(t: TableScene[S]) -> str | None:
    """The clock as the panel shows it, or None without one."""
    left = t.time_left()
    if left is None:
        return None
    if left <= 0:
        return "Time is up: this round is the last" if not t.state.is_over() else "Time is up"
    m, s = divmod(int(math.ceil(left)), 60)
    return f"Clock: {m}:{s:02d} left"


def check_clock(t: TableScene[S]) -> None:
    """Once the agreed time is up, the table makes the game's time-up move
    (between two actions, never in the middle of one being shown)."""
    if t.time_left() != 0 or t.tweens or t.applying is not None:
        return
    action = t.state.time_up_action()
    if action is not None and t.state.why_illegal(action) is None:
        t.act(action)
        t.dirty = True


def think(t: TableScene[S]) -> Action | None:
    """Let the bot whose turn it is think for a slice of this frame; its move
    once it has decided. A change to the game (an action out of turn, an
    undo) starts the thinking again."""
    seat = t.state.current_player()
    if seat is None:
        return None                  # nobody to play: the game is over
    now = (seat, id(t.state), len(t.state.action_log))
    if t._thinking is None or t._thinking[0] != now:
        obs = Observation(t.state, seat)
        t._thinking = (now, t.bots[seat].think(obs, t.state.legal_actions(seat)), None)
        t.bot_wait = BOT_DELAY     # a bot "thinks" at least this long at normal speed, so people can follow
    key, steps, chosen = t._thinking
    end = time.perf_counter() + THINK_SLICE
    while chosen is None and time.perf_counter() < end:
        chosen = next(steps)
    t._thinking = (key, steps, chosen)
    return chosen


def act(t: TableScene[S], action: Action) -> bool:
    seat = t.seats.acting()
    if t.coach is not None and not t.coach.allows(action):
        t.app.sounds.play("bump")
        t.status = error(t.coach.refusal())
        t.dirty = True
        return False
    t.applying = (t.state.clone(), action)   # a crash report saves the game from before this action
    reason = t.state.why_illegal(action)
    if reason is not None:
        t.applying = None
        t.app.sounds.play("bump")
        t.status = f"Not allowed: {reason}."
        t.dirty = True
        return False
    t.status = ""
    t.hint = None
    t.seats.recap = None                  # (an action made: what happened before it is old news)
    t._clear_choices()
    t._panel_now()                 # the panel as the player saw it: flights start from its places
    t._frozen = True
    try:
        # the undo tag counts every line logged so far, those still waiting for their moves too
        t.match.act(action, tag=len(t.log) + len(t.log_waiting))
    finally:
        t._frozen = False
    if t.seats.oot is None or (seat == t.seats.oot and not t.seats.after_out_of_turn()):
        t.seats.next_viewer()
    t.files.refresh_log()
    t.applying = None
    if t.coach is not None:
        t.coach.made(action, seat)
    t.dirty = True
    return True


def shown_events(t: TableScene[S], events: list[Event]) -> None:
    """One action's events: shown (``_show``, each game its own animations),
    then its lines logged. The lines wait for the animation that shows them (a
    die tumbling, a skier on the way) and for every line before them: the log
    never runs ahead of the board."""
    t._show(events)
    log = t.state.action_log
    if log:
        t.seats.said.append(recap.Said(len(log), log[-1].seat, recap.words_of(events), log[-1]))
        del t.seats.said[:-4 * recap.MOST]
    lines = [e.text for e in events]
    if t.log_waiting or t._animating():
        wait = (tuple(t.tweens) + tuple(t.flights), t._easing())
        t.log_waiting.extend(lines)
        t._log_waits.extend([wait] * len(lines))
    else:
        t.log = (t.log + lines)[-200:]


def show(t: TableScene[S], events: list[Event]) -> None:
    """The sounds and the animations of one action. Each move queued
    for it remembers the game as it stood before the action: while it plays,
    the screen presents that game (``presented``), so what happens later is
    shown only when its turn to move comes, event by event."""
    queued = len(t.tweens)
    for e in events:
        t.app.sounds.for_event(e.kind, t.screens.sounds)
        # everyone at the table watches the animations: only what is public shows
        t._animate(replace(e, secret={}) if e.secret else e)
    before, t._shown_after = t._shown_after, t.state.clone()
    for tw in t.tweens[queued:]:
        tw.before = before


def animating(t: TableScene[S]) -> bool:
    # a bot about to act counts as activity: the loop must not sleep through its turn
    waiting_human = t.seats.oot is not None or t.seats.handoff_to is not None
    stepping = t.seats.recap is not None and not t.seats.recap.stepped and t.seats.recap.at < len(t.seats.recap.moves) - 1
    return (bool(t.tweens) or bool(t.flights) or t._easing() or t._scores_moving()
            or (t._bot_turn() and not waiting_human) or stepping)


def tick(t: TableScene[S], dt: float) -> None:
    """A frame's time: the clock, the animations and the bots (``update``), the tooltip and the buttons."""
    if not t.state.is_over():
        t.played += dt              # only while this scene runs: the pause menu stops the clock
        t._check_clock()
        shown = t.clock_text()
        if shown != t._clock_shown:
            t._clock_shown = shown
            t.dirty = True
    t._update(dt)
    if t.coach is not None:
        t.coach.update()            # after the game's update: the lit move shows with the coach's words
    t._hover_now()
    # widgets change before the UI manager's own update, so they are drawn right this frame
    t._sync_buttons()
