"""The table: what every game's play scene shares, whatever its board.

A game's play scene (``PlayScene`` for Ski the Mountain, ``GrandPrixScene``
for Himalaya Grand Prix) subclasses ``TableScene`` and draws its own board,
panel and pieces and turns its own clicks into actions. The table does the
rest, the same for every game:

- the game itself: a new one from a setup or a loaded one going on, its log
  told again from the actions;
- whose screen it is: private cards are drawn only for the viewer, and a
  hand-off screen passes the screen from one human to the next;
- acting: every action goes through the rules (a refusal is shown, never
  applied), then the autosave; undo of the human's own steps within a turn;
- the bots: they think in slices of a frame while the animation goes on, and
  may answer out of turn;
- the in-game menu, Save as (Ctrl+S), the scrolling game log, the hint, the
  tooltip, skipping animations, and the results screen at the end;
- frames: a still layer drawn again only when it changes, with the moving
  things put back and drawn on top (a few small blits instead of the window).

Clicks become actions through the rules model's own legal_actions: a scene
never decides what is legal.
"""
from __future__ import annotations

import math
import time
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.ai import Observation, make_bot
from game.core.interaction import Key, button_name
from game.core.match import Match
from game.core.protocol import Action, Event, Setup
from game.core.registry import get
from game.view.motion import Flight, Tween, draw_trace
from game.view.text import fit_text, text, wrap_words

from . import recap
from .base import Scene
from .touch import Touch

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

BOT_DELAY = 0.5           # seconds a bot "thinks" at normal speed
HINT_RGB = (40, 200, 230)  # the hint's outline: a colour nothing else on the board uses
LIT_RGB = (255, 226, 60)   # what may be clicked now
PICKED_RGB = (255, 140, 0)  # what is picked for the move being made
THINK_SLICE = 0.008       # seconds of a frame a bot may think for (the animation goes on meanwhile)


class TableScene(Scene):
    #: event kinds after which an undo would un-show something hidden
    UNDO_BREAKERS: tuple[str, ...] = ()

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        """A new game from ``setup``, or the game ``state`` goes on (a loaded save)."""
        super().__init__(app)
        self.info = get(setup.game)
        self.screens = self.info.screens()      # the game's UI descriptor (game_ui.GameUI)
        from game.maps import content_for
        self.content = content_for(self.info, setup)      # the game's own map, or the one chosen
        bots = {i: make_bot(s.kind, setup.seed * 31 + i) for i, s in enumerate(setup.seats) if s.kind != "human"}
        # acting, the answers out of turn, undo and the autosave: the one match driver
        self.match = Match(state if state is not None else self.info.new_game(setup, self.content), bots,
                           undo_breakers=self.UNDO_BREAKERS, on_events=lambda seat, events: self._shown_events(events),
                           after_action=self.autosave)
        self.bots = self.match.bots
        self._shown_after = self.match.state.clone()   # the game after the last action shown
        self.log: list[str] = self._replayed_log() if state is not None else []
        self.log_waiting: list[str] = []      # lines whose animation has not finished yet
        # for each waiting line: the moves on the way when it was logged, and the game's own easing
        self._log_waits: list[tuple[tuple[Any, ...], bool]] = []
        self.viewer: int | None = None       # whose private cards the screen shows
        self.handoff_to: int | None = None   # a human waiting to take the screen
        self.status = ""
        self.tweens: list[Tween] = []         # pieces moving, one after the other
        self.flights: list[Flight] = []       # cards and points in the air, drawn over everything
        self.bot_wait = 0.0
        self._thinking: tuple[Any, Any, Action | None] | None = None   # a bot's decision in progress
        self.hint: tuple[Any, Action, set[Any], set[str]] | None = None  # (when, move, board places, panel keys)
        # what happened since a human's last turn (game/scenes/recap.py): each action in words,
        # the action count at each human's last look, and the strip while it is open
        self.said: list[recap.Said] = []
        self.seen_upto: dict[int, int] = {}
        self.recap: recap.Recap | None = None
        self._hot: dict[str, pygame.Rect] = {}     # the panel's clickable places, while it is laid out
        self.oot: int | None = None          # a human acting out of turn (games that allow it)
        self.hover: str | None = None          # the tooltip under the mouse, as the game stands now
        self.mouse: tuple[int, int] | None = None   # where the mouse rests (None: not known since a resize)
        self._tip_key: Any = None              # what the tooltip was worked out for
        self.log_box: Any = None               # the whole game log, scrollable, over the board
        self.save_dialog: Any = None           # (name entry, Save, Cancel, its frame, its prompt) while saving
        self._replacing: str | None = None     # a save file the player was asked about replacing
        self._entered = False                  # entered once (the autosave was checked then)
        self._no_autosave = False              # another game in the autosave could not be kept: leave it be
        self.applying: Any = None              # (game before, action) while an action is being applied
        self.played = 0.0                      # seconds the table has played this game (saved with it)
        self._clock_shown: str | None = None   # the clock as last drawn
        self.score_shown = [float(v) for v in self.state.scores()]  # markers easing after the scores
        self._buttons: dict[str, Any] = {}
        self._rects: dict[str, pygame.Rect] = {}   # where things are on the panel, while it is laid out
        self._panel_cache: tuple | None = None    # the panel laid out: (key, picture, hot, rects, extra)
        self._laying_out = False
        self._frozen = False                      # during an action: the panel as the player saw it
        self._masks: dict[int, tuple[Any, Any, Any]] = {}   # the game as the screen's seat sees it (``seen``)
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        self.panel_w = 0
        # drawing: a cached still layer under the moving pieces
        self._base: pygame.Surface | None = None
        self._base_key: Any = None
        self._moving: list[pygame.Rect] = []   # where the moving pieces were drawn last frame
        self.coach: Any = None                 # a tutorial's coach (game/scenes/coach.py), if this game teaches
        # the game's interaction through its presenter: clicks, lighting, hints and tooltips (touch.py)
        self.touch: Touch | None = Touch(self, self.screens.presenter()) if self.screens.presenter else None

    # -- set-up ------------------------------------------------------------
    def enter(self) -> None:
        """Also called when coming back from the in-game menu: the game goes on as it was."""
        self.app.game = None if self.state.is_over() else self
        self._layout()
        self._next_viewer()
        if not self._entered:
            self._entered = True
            if self.coach is None:            # a tutorial leaves the player's own game in the autosave be
                self._keep_unfinished()
        self.autosave()
        self.dirty = True

    def _keep_unfinished(self) -> None:
        """Before this game takes the autosave over: another unfinished game in it
        is kept as a save (a file that cannot be read is set aside), and the
        player is told where; nothing is lost."""
        import os

        from game.saves import SaveError, keep_unfinished
        if self.app.autosave is None:
            return
        if self.app.autosave_readonly:            # nothing is written: the autosave stays as it is
            self.status = "The data folder cannot be written: this game goes on, but its progress is not saved."
            return
        try:
            kept = keep_unfinished(self.app.autosave, self.state)
        except (OSError, SaveError) as e:
            self.status = (f"The unfinished game could not be kept ({e.__class__.__name__}): it stays in the "
                           "autosave, so this game is not autosaved (Ctrl+S saves it by name).")
            self._no_autosave = True
            return
        if kept is not None:
            name = os.path.basename(kept)
            self.status = (f"The unfinished game was kept as \"{name[:-5]}\": open it from Load."
                           if kept.endswith(".json") else f"The autosave could not be read: it is kept as {name}.")

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def resized(self, size: tuple[int, int]) -> None:
        self.app.ui.clear_and_reset()
        self.mouse = self.hover = None           # the mouse is somewhere else on the new layout
        self._layout()
        self.dirty = True

    def _layout(self) -> None:
        """Place the widgets for the window's size (each game's own), then
        ``_reopen_overlays``."""
        raise NotImplementedError

    def _reopen_overlays(self) -> None:
        """The log and the save dialog, if open, are made again at the new size."""
        if self.log_box is not None:
            self.log_box = None
            self._open_log()
        if self.save_dialog is not None:
            self.save_dialog = None
            self.open_save_dialog()
        self._base = None

    def _replayed_log(self) -> list[str]:
        """The public log of a loaded game, told again by replaying its actions."""
        replay = self.info.new_game(self.state.setup, self.content)
        lines = []
        for a in self.state.action_log:
            lines += [e.text for e in replay.apply(a)]
        return lines[-200:]

    def when(self) -> str:
        """Where the game stands, in a few words (for the title screen's Continue)."""
        return f"round {self.state.round_number()}"

    def summary(self) -> str:
        """One line about the game, for the title screen."""
        s = self.state
        names = [s.name(i) for i in range(s.num_seats)]
        who = ", ".join(names[:-1]) + " and " + names[-1]
        cur = s.current_player()
        return f"{who}, {self.when()}" + (f", {s.name(cur)} to play" if cur is not None else "")

    # -- whose screen is it? ------------------------------------------------
    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.bots

    def shared_screen(self) -> bool:
        """Do several people share the screen, with something to hide from each other?"""
        humans = sum(1 for i in range(self.state.num_seats) if self._is_human(i))
        return humans > 1 and not self.info.open_information

    def _next_viewer(self) -> None:
        """Whose private things the screen shows, by one rule for every game: a
        seat's own only while that seat is the human at the screen. Before a
        human acts the screen is handed over (hiding everything private); the
        moment a human's turn ends, the screen shows the public view (the bots'
        turns included: the next human may be at the screen already), unless
        one human plays alone against bots."""
        if self.viewer is not None:
            self.seen_upto[self.viewer] = len(self.state.action_log)   # all this seat has watched
        cur = self.state.current_player()
        if cur is None:
            return
        if self._is_human(cur) and cur != self.viewer:
            if not self.shared_screen():
                self.viewer = cur            # alone against bots, or nothing secret: no need to hide anything
            else:
                self.viewer = None
                self.handoff_to = cur
                self.recap = None
        elif not self._is_human(cur) and self.viewer is not None and self.shared_screen():
            self.viewer = None               # a bot's turn among several humans: nobody's secrets
        self.dirty = True

    def _take_screen(self) -> None:
        """The human handed the screen takes it: their own things show, and with
        others at the table, the moves made since their last turn step by in a
        strip before they act (``recap``)."""
        seat = self.handoff_to
        assert seat is not None
        self.viewer, self.handoff_to = seat, None
        moves = recap.since(self.said, seat, self.seen_upto.get(seat, 0))
        self.seen_upto[seat] = len(self.state.action_log)
        if moves and self.shared_screen() and self.coach is None:
            self.recap = recap.Recap(seat, moves)
            self._light_recap()
        self.dirty = True

    def _light_recap(self) -> None:
        """The move the strip shows, lit on the board as a hint lights one."""
        if self.recap is None:
            return
        try:
            if self.touch is not None:
                places = set(self.touch.presenter.shows(self.seen, self.recap.said.action))
            else:
                places, _ = self._hint_places(self.recap.said.action)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            places = set()                  # a move whose places are gone from the board: words only
        self.hint = ((id(self.state), len(self.state.action_log)), self.recap.said.action, places, set())
        self.dirty = self.repaint = True

    def _close_recap(self) -> None:
        self.recap = None
        self.hint = None
        self.dirty = self.repaint = True

    def acting(self) -> int | None:
        """The seat the clicks act for: the current player, or a human acting out of turn."""
        return self.oot if self.oot is not None else self.state.current_player()

    def mine(self) -> int | None:
        """The seat whose clicks count now: the acting seat, if it holds the screen."""
        cur = self.acting()
        return cur if cur is not None and cur == self.viewer and self.handoff_to is None else None

    # -- acting -------------------------------------------------------------------
    def _clear_choices(self) -> None:
        """Forget half-made choices (a card picked, cards marked): an action was made."""
        if self.touch is not None:
            self.touch.forget()

    @property
    def state(self) -> Any:
        """The game as it stands (the match's)."""
        return self.match.state

    @state.setter
    def state(self, state: Any) -> None:
        """Go on from another position of the same game (a test's, a scenario's): nothing to undo."""
        self.match.state = state
        self._masks.clear()
        self._panel_cache = None
        self.match.undo.clear()
        self._shown_after = state.clone()
        self.score_shown = [float(v) for v in state.scores()]

    @property
    def undo(self) -> list[tuple[Any, Any]]:
        """The steps the seat to act may take back this turn (the match's)."""
        return self.match.undo

    def act(self, action: Action) -> bool:
        seat = self.acting()
        if self.coach is not None and not self.coach.allows(action):
            self.app.sounds.play("bump")
            self.status = self.coach.refusal()
            self.dirty = True
            return False
        self.applying = (self.state.clone(), action)   # a crash report saves the game from before this action
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.applying = None
            self.app.sounds.play("bump")
            self.status = f"Not allowed: {reason}."
            self.dirty = True
            return False
        self.status = ""
        self.hint = None
        self.recap = None                  # (an action made: what happened before it is old news)
        self._clear_choices()
        self._panel_now()                 # the panel as the player saw it: flights start from its places
        self._frozen = True
        try:
            # the undo tag counts every line logged so far, those still waiting for their moves too
            self.match.act(action, tag=len(self.log) + len(self.log_waiting))
        finally:
            self._frozen = False
        self._next_viewer()
        self._refresh_log()
        self.applying = None
        if self.coach is not None:
            self.coach.made(action, seat)
        self.dirty = True
        return True

    def autosave(self) -> None:
        """After every action: the whole game to the autosave file, atomically.
        A full disk costs the autosave, never the game. A tutorial is not
        autosaved (until the learner plays it on)."""
        if self.coach is not None and not self.coach.released:
            return
        path = self.app.autosave
        if path is None or self._no_autosave or self.app.autosave_readonly:
            return
        from game.saves import save_game
        try:
            save_game(self.state, path, "autosave", self.played)
        except OSError as e:
            self.status = f"The game could not be saved ({e.__class__.__name__}): it goes on."

    def shown_log(self) -> list[str]:
        """The log as the screen shows it: lines the game reads as one joined
        (``GameUI.join_log``)."""
        from .game_ui import joined_log
        return joined_log(self.log, self.screens.join_log)

    def _shown_events(self, events: list[Event]) -> None:
        """One action's events: shown (``_show``, each game its own animations),
        then its lines logged. The lines wait for the animation that shows them (a
        die tumbling, a skier on the way) and for every line before them: the log
        never runs ahead of the board."""
        self._show(events)
        log = self.state.action_log
        if log:
            self.said.append(recap.Said(len(log), log[-1].seat, recap.words_of(events), log[-1]))
            del self.said[:-4 * recap.MOST]
        lines = [e.text for e in events]
        if self.log_waiting or self._animating():
            wait = (tuple(self.tweens) + tuple(self.flights), self._easing())
            self.log_waiting.extend(lines)
            self._log_waits.extend([wait] * len(lines))
        else:
            self.log = (self.log + lines)[-200:]

    def _show(self, events: list[Event]) -> None:
        """The sounds and the animations of one action. Each move queued
        for it remembers the game as it stood before the action: while it plays,
        the screen presents that game (``presented``), so what happens later is
        shown only when its turn to move comes, event by event."""
        queued = len(self.tweens)
        for e in events:
            self.app.sounds.for_event(e.kind, self.screens.sounds)
            # everyone at the table watches the animations: only what is public shows
            self._animate(replace(e, secret={}) if e.secret else e)
        before, self._shown_after = self._shown_after, self.state.clone()
        for tw in self.tweens[queued:]:
            tw.before = before

    # -- what the screen may show ----------------------------------------------------
    # A screen draws only from the game as the seat at it may see it (``seen``),
    # never from the game itself: what that seat cannot see is not wrong on the
    # screen, it is simply not there to be drawn.
    def _masked(self, game: Any) -> Any:
        """``game`` as the seat at the screen may see it (nobody during a hand-off),
        worked out once per game, position and seat."""
        seat = self.viewer if self.handoff_to is None else None
        key = (len(game.action_log), seat)
        kept = self._masks.get(id(game))
        if kept is None or kept[0] is not game or kept[1] != key:
            kept = (game, key, game.masked(seat))
            if len(self._masks) > 8:
                self._masks.clear()
            self._masks[id(game)] = kept
        return kept[2]

    @property
    def seen(self) -> Any:
        """The game as the seat at the screen may see it: what the screens draw from."""
        return self._masked(self.state)

    @property
    def presented(self) -> Any:
        """The game as the screen shows its pieces now, as the seat at it may see
        it: as it stood before the action whose move is playing, or the game
        itself when nothing moves."""
        if self.tweens and self.tweens[0].before is not None:
            return self._masked(self.tweens[0].before)
        return self.seen

    def _animate(self, e: Event) -> None:
        """Queue the animation of one event (each game its own)."""

    def take_back(self) -> None:
        """Ctrl+Z: undo the human's last step this turn, if nothing hidden was shown since."""
        if self.coach is not None and not self.coach.released:
            self.status = "Taking back is off during the tutorial."
            self.dirty = True
            return
        if not self.undo or self.tweens:
            self.status = "Nothing to take back: only your own steps this turn, before anything hidden is shown."
            self.dirty = True
            return
        self._flush_log()
        keep = self.match.take_back()
        self.said = [s for s in self.said if s.number <= len(self.state.action_log)]
        self._shown_after = self.state.clone()
        self.autosave()
        # the step taken back keeps its line, marked, so it is not read as the one before it
        undone = self.log[keep:]
        self.log = self.log[:keep] + [f"{undone[0].rstrip('.')} (taken back)." if undone else "A step taken back."]
        self.score_shown = [float(v) for v in self.state.scores()]
        self._refresh_log()
        self.status = ""
        self.dirty = True

    # -- time ------------------------------------------------------------------
    def animating(self) -> bool:
        # a bot about to act counts as activity: the loop must not sleep through its turn
        waiting_human = self.oot is not None or self.handoff_to is not None
        stepping = self.recap is not None and not self.recap.stepped and self.recap.at < len(self.recap.moves) - 1
        return (bool(self.tweens) or bool(self.flights) or self._easing() or self._scores_moving()
                or (self._bot_turn() and not waiting_human) or stepping)

    def _easing(self) -> bool:
        """Something of the game's own still easing to its place (a sun, a die)."""
        return False

    def _speed(self) -> float:
        from game.settings import ANIMATION_SPEEDS
        return self.app.speed or ANIMATION_SPEEDS.get(self.app.settings.animation, 1.0)

    def _animating(self) -> bool:
        """Is anything on the way (a piece, a card, the game's own easing)? Never
        with animations off."""
        return self._speed() != 0 and bool(self.tweens or self.flights or self._easing())

    def _flush_log(self, all_lines: bool = True) -> None:
        """The lines waiting for their animations go to the log: all of them, or
        (``all_lines`` False) those whose moves have all arrived, in order (one
        bot's moves following another's never hold the log back longer)."""
        n = len(self.log_waiting)
        if not all_lines and self._animating():
            moving = set(map(id, self.tweens)) | set(map(id, self.flights))
            n = 0
            for objs, easing in self._log_waits:
                if any(id(o) in moving for o in objs) or (easing and self._easing()):
                    break
                n += 1
        if n:
            self.log = (self.log + self.log_waiting[:n])[-200:]
            self.log_waiting = self.log_waiting[n:]
            self._log_waits = self._log_waits[n:]
            self._refresh_log()
            self.dirty = True

    def _ease(self, dt: float) -> None:
        """Move what eases (called every frame with the animation's time)."""

    def _settle(self) -> None:
        """Put everything that eases at its place at once (animations skipped or off)."""

    def _scores_moving(self) -> bool:
        return any(abs(a - b) > 1e-3 for a, b in zip(self.score_shown, self.seen.scores(), strict=True))

    def _bot_turn(self) -> bool:
        """A bot is to play (and may: the tutorial's farewell holds the bots until the learner plays on)."""
        cur = self.state.current_player()
        return cur is not None and cur in self.bots and not (self.coach is not None and self.coach.holds())

    def update(self, dt: float) -> None:
        if not self.state.is_over():
            self.played += dt              # only while this scene runs: the pause menu stops the clock
            self._check_clock()
            shown = self.clock_text()
            if shown != self._clock_shown:
                self._clock_shown = shown
                self.dirty = True
        self._update(dt)
        if self.coach is not None:
            self.coach.update()            # after the game's update: the lit move shows with the coach's words
        self._hover_now()
        # widgets change before the UI manager's own update, so they are drawn right this frame
        self._sync_buttons()

    def _update(self, dt: float) -> None:
        speed = self._speed()
        if self.recap is not None and recap.update(self.recap, dt, speed):
            self._light_recap()
        if self.log_waiting:
            self._flush_log(all_lines=False)
        if speed == 0:
            self.tweens.clear()            # animations off
            self.flights.clear()
            self.score_shown = [float(v) for v in self.seen.scores()]
            self._settle()
        if self._scores_moving():
            # score markers slide to their new places, a long way faster than a short one
            for seat, real in enumerate(self.seen.scores()):
                diff = real - self.score_shown[seat]
                step = dt * speed * max(6.0, abs(diff) * 2.5)
                self.score_shown[seat] = real if abs(diff) <= step else self.score_shown[seat] + math.copysign(step, diff)
            self.dirty = True
        for fl in self.flights:
            fl.step(dt * speed)
        self.flights = [fl for fl in self.flights if not fl.done]
        if self._easing():
            self._ease(dt * speed)
            self.dirty = True
        if self.flights:
            self.dirty = True
        if self.tweens:
            self.tweens[0].step(dt * speed)
            if self.tweens[0].done:
                self.tweens.pop(0)
            self.dirty = True
            if self._bot_turn() and self.oot is None and self.handoff_to is None and not self.state.is_over():
                self._think()                  # the next bot thinks while the piece moves
            return
        if self.state.is_over():
            if self.flights or self._easing():
                return                         # the last throw lands before the results
            from .results import ResultsScene
            self.app.game = None
            self.app.switch(ResultsScene(self.app, self.state))
            return
        if self.oot is not None or self.handoff_to is not None:
            return  # a human is taking the screen: the bots wait
        if self._bot_turn():
            # at the table's pace a bot takes a moment, so people can follow; at once when instant
            self.bot_wait = self.bot_wait - dt * speed if speed else 0.0
            chosen = self._think()
            if chosen is not None and (self.bot_wait <= 0 or self.app.speed):
                self.bot_wait = 0
                self._thinking = None
                self.act(chosen)

    # -- the clock -------------------------------------------------------------
    def time_left(self) -> float | None:
        """Seconds of the agreed play time still to go (0 once it is up), or None
        when the game has no clock."""
        minutes = self.state.clock_minutes()
        if not minutes:
            return None
        return max(0.0, minutes * 60 - self.played)

    def clock_text(self) -> str | None:
        """The clock as the panel shows it, or None without one."""
        left = self.time_left()
        if left is None:
            return None
        if left <= 0:
            return "Time is up: this round is the last" if not self.state.is_over() else "Time is up"
        m, s = divmod(int(math.ceil(left)), 60)
        return f"Clock: {m}:{s:02d} left"

    def _check_clock(self) -> None:
        """Once the agreed time is up, the table makes the game's time-up move
        (between two actions, never in the middle of one being shown)."""
        if self.time_left() != 0 or self.tweens or self.applying is not None:
            return
        action = self.state.time_up_action()
        if action is not None and self.state.why_illegal(action) is None:
            self.act(action)
            self.dirty = True

    def _think(self) -> Action | None:
        """Let the bot whose turn it is think for a slice of this frame; its move
        once it has decided. A change to the game (an action out of turn, an
        undo) starts the thinking again."""
        seat = self.state.current_player()
        key = (seat, id(self.state), len(self.state.action_log))
        if self._thinking is None or self._thinking[0] != key:
            obs = Observation(self.state, seat)
            self._thinking = (key, self.bots[seat].think(obs, self.state.legal_actions(seat)), None)
            self.bot_wait = BOT_DELAY     # a bot "thinks" at least this long at normal speed, so people can follow
        key, steps, chosen = self._thinking
        end = time.perf_counter() + THINK_SLICE
        while chosen is None and time.perf_counter() < end:
            chosen = next(steps)
        self._thinking = (key, steps, chosen)
        return chosen

    # -- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWLEAVE:         # the pointer left the window: no tooltip stays behind
            self.mouse = None
            self._hover_now()
            return
        if self.coach is not None and self.save_dialog is None and self.coach.handle(event):
            return
        if self.handoff_to is not None:
            self.recap = None                    # a hand-off comes first: the strip is for the next look
        if self.save_dialog is None and self.recap is not None:
            shown = self.recap.at                # the strip owns every key and click until it closes
            if recap.handle(self, self.recap, event):
                self._close_recap()
            elif self.recap.at != shown:
                self._light_recap()
            return
        if self.save_dialog is not None:
            entry, ok, cancel = self.save_dialog[:3]
            if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is entry) or \
                    (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is ok):
                self.save_as(entry.get_text())
                return
            if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is cancel:
                self._close_save_dialog()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self._close_save_dialog()
                self.status = ""
            return      # the dialog owns the keyboard and the mouse until it closes: nothing reaches the game
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._table_button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self._pause()
            elif event.key == pygame.K_z and ctrl:
                self.take_back()
            elif event.key == pygame.K_s and ctrl:
                self.open_save_dialog()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif event.key == pygame.K_h:
                self.show_hint()
            else:
                self._key(event)
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
            self._hover_now()
        if self._pointer(event):
            return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return
        if self.tweens or self.flights:      # a click skips the animation
            self.skip_animation()
            return
        if self.handoff_to is not None:
            self._take_screen()
            return
        if "log" in self.hot and self.hot["log"].collidepoint(event.pos):
            self._open_log() if self.log_box is None else self._close_log()
            return
        if self.log_box is not None and self.log_box.rect.collidepoint(event.pos):
            return                              # reading the log, not clicking the board under it
        self._click_table(event)

    def _key(self, event: pygame.event.Event) -> None:
        """A key the table does not use (zoom, pan...)."""

    def _pointer(self, event: pygame.event.Event) -> bool:
        """The mouse before the table looks at it (dragging the board...); True: taken."""
        return False

    def _click_table(self, event: pygame.event.Event) -> None:
        """A click on the panel or the board by the player at the screen: on
        whatever is drawn on top there, through the game's presenter."""
        if self.touch is not None:
            self.touch.click_at(event.pos)

    def _table_button(self, el: UIElement) -> None:
        b = self._buttons
        if el is b.get("menu"):
            self._pause()
        elif el is b.get("log"):
            self._open_log() if self.log_box is None else self._close_log()
        elif el is b.get("undo"):
            self.take_back()
        elif el is b.get("hint"):
            self.show_hint()
        else:
            self._button(el)
        self.dirty = True

    def _button(self, el: UIElement) -> None:
        """A button of the game's own."""
        if self.touch is not None:
            for spec in self.touch.presenter.buttons:
                if el is self._buttons.get(spec.name):
                    self.touch.press(spec.name)
                    return

    def confirm(self) -> None:
        """Space or Enter: skip the animation, take the screen at a hand-off, or
        the game's own confirmation (``_confirm``)."""
        if self.tweens or self.flights:
            self.skip_animation()
        elif self.handoff_to is not None:
            self._take_screen()
        elif self.recap is not None:
            self._close_recap()              # Got it
        else:
            self._confirm()
        self.dirty = True

    def _confirm(self) -> None:
        """Space or Enter when nothing moves and nobody is handing over."""
        if self.touch is not None:
            self.touch.confirm()

    def skip_animation(self) -> None:
        self.tweens.clear()
        self.flights.clear()
        self.score_shown = [float(v) for v in self.state.scores()]
        self._settle()
        self._flush_log()                 # everything has arrived: so have its lines
        self.dirty = True

    def _pause(self) -> None:
        """The in-game menu; this scene (and its game) waits underneath."""
        from .pause import PauseScene
        self.tweens.clear()
        self.flights.clear()
        self._settle()
        self._flush_log()
        self.app.switch(PauseScene(self.app, self))

    # -- what a player (or a test) may ask of the table --------------------------------
    def button(self, key: str) -> Any:
        """The table's button called ``key`` (menu, log, undo, hint, or one of the game's own)."""
        return self._buttons[key]

    def buttons(self) -> dict[str, Any]:
        """Every button of the table, by key."""
        return dict(self._buttons)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip the mouse resting at ``pos`` would show now."""
        return self._tooltip(pos)

    def you_may(self) -> str:
        """The panel's line on what the player at the screen may do now."""
        return self._you_may()

    def heading(self) -> str:
        """The panel's heading: the round and whose turn it is, as the pieces show it."""
        return self._heading()

    def _heading(self) -> str:
        return ""

    @property
    def bot_thinking(self) -> bool:
        """A bot's decision is under way (it thinks in slices of frames)."""
        return self._thinking is not None

    def redraw(self) -> None:
        """Draw everything afresh at the next frame (nothing cached is kept)."""
        self._base = None
        self._panel_cache = None
        self.repaint = self.dirty = True

    # -- input, as a player makes it ----------------------------------------------------
    def _click(self, pos: tuple[float, float], button: int = 1) -> None:
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(round(pos[0]), round(pos[1]))))

    def _press(self, key: str) -> None:
        self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self._buttons[key]))

    def click_points(self) -> list[tuple[float, float]]:
        """Screen points worth clicking on the board (the monkey aims at some of them)."""
        return []

    def click_through(self, a: Action) -> None:
        """Make action ``a`` the way a player would, with clicks on the board, the
        panel and the buttons (the tests and the monkey; nothing here decides what
        is legal): each click the presenter asks for, where its thing is drawn."""
        if self.touch is None:
            raise NotImplementedError
        if self.tweens or self.flights:             # a first click skips what is still moving
            self._click(self.board_rect.center)
        if self.log_box is not None:
            self._close_log()
        seat = self.acting()
        if seat is None:
            raise ValueError(f"nobody may make {a} now")
        for key in self.touch.steps(seat, a):
            if self.tweens or self.flights:
                self.skip_animation()
            name = button_name(key)
            if name is not None:
                self._press(name)
                continue
            at = self.point_for(key)
            if at is None:
                raise ValueError(f"{key} is not drawn where it can be clicked (for {a})")
            self._click(at)

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """A point where a click lands on ``key``'s thing (what is drawn on top
        there is it), or None. A game whose camera may hide things turns it here."""
        for r in self.outline(key):
            w, h = r.w, r.h
            for fx, fy in ((0.5, 0.5), (0.3, 0.5), (0.7, 0.5), (0.5, 0.3), (0.5, 0.7), (0.2, 0.2), (0.8, 0.8)):
                p = (r.x + round(w * fx), r.y + round(h * fy))
                if self.spot_at(p) == key:
                    return p
        return None

    # -- what is drawn where: the game's scene says it ---------------------------------
    def highlight(self) -> bool:
        """Are the places the player may click lit (the player's setting)?"""
        return bool(self.app.settings.highlight_moves)

    def spot_at(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos``: the panel's places (the
        last drawn first), then the board's."""
        if self.panel_w and pos[0] >= self.app.screen.get_width() - self.panel_w:
            for key, rect in reversed(list(self.hot.items())):
                if rect.collidepoint(pos):
                    return key
            return None
        if self.board_rect.collidepoint(pos):
            return self._board_spot(pos)
        return None

    def _board_spot(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos`` on the board (each game's own)."""
        return None

    def outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the screen now: a button, the
        panel's place, or the board's (``_board_outline``)."""
        name = button_name(key)
        if name is not None:
            b = self._buttons.get(name)
            return [b.rect] if b is not None and b.visible else []
        r = self.hot.get(key) or self.rects.get(key)
        if r is not None:
            return [r]
        return self._board_outline(key)

    def _board_outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the board (each game's own)."""
        return []

    def _marks_key(self) -> tuple[object, ...]:
        """What the marks on the board and the panel are drawn from."""
        if self.touch is None:
            return ()
        hint = self._hint_now()
        return (self.touch.shown_lit(), self.touch.picked, frozenset(hint[2]) if hint else None)

    def _draw_marks(self, surf: pygame.Surface) -> None:
        """What may be clicked (lit), what is picked, and the hint, outlined where
        each is drawn, the same way in every game."""
        if self.touch is None:
            return
        u = self.app.px
        width = max(3, u(3))
        hint = self._hint_now()
        marks = [(k, LIT_RGB, width, u(2)) for k in self.touch.shown_lit() if button_name(k) is None]
        marks += [(k, PICKED_RGB, width + 1, u(4)) for k in self.touch.picked]
        marks += [(k, HINT_RGB, max(3, u(4)), u(7)) for k in (hint[2] if hint else ())]
        for key, colour, w, grow in marks:
            for r in self.outline(key):
                box = r.inflate(2 * grow, 2 * grow)
                on_board = r.colliderect(self.board_rect) and r.right <= self.board_rect.right + 1
                surf.set_clip(self.board_rect if on_board else None)
                pygame.draw.rect(surf, colour, box, w, border_radius=max(u(6), min(box.w, box.h) // 4))
        surf.set_clip(None)

    # -- saving --------------------------------------------------------------------
    def default_save_name(self) -> str:
        s = self.state
        return f"{', '.join(s.name(i) for i in range(s.num_seats))} - round {s.round_number()}"

    def open_save_dialog(self) -> None:
        """Ctrl+S: a name for the save, then Save (or Enter)."""
        if self.save_dialog is not None:
            return
        u, ui = self.app.px, self.app.ui
        # a framed dialog over the board: its prompt, the name, Save and Cancel
        frame = pygame.Rect(0, 0, u(480), u(190))
        frame.center = self.board_rect.center
        if self.handoff_to is not None:      # below the hand-off's words, which stay readable
            frame.top = min(self.app.screen.get_height() // 2 + u(70), self.app.screen.get_height() - frame.h)
        panel = pygame_gui.elements.UIPanel(frame, starting_height=4, manager=ui)
        inner = frame.w - u(28)
        prompt = pygame_gui.elements.UILabel(pygame.Rect(u(12), u(10), inner, u(30)), "Save this game as:", ui,
                                             container=panel, object_id="@dialog_label")
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(u(12), u(46), inner, u(40)), ui, container=panel)
        entry.set_text(self.default_save_name())
        entry.focus()
        ok = pygame_gui.elements.UIButton(pygame.Rect(u(12), u(110), u(200), u(44)), "Save", ui, container=panel,
                                          object_id="@title_button")
        cancel = pygame_gui.elements.UIButton(pygame.Rect(frame.w - u(216), u(110), u(200), u(44)), "Cancel", ui,
                                              container=panel)
        self.save_dialog = (entry, ok, cancel, panel, prompt)
        self.status = ""
        self.dirty = self.repaint = True

    def _close_save_dialog(self) -> None:
        self._replacing = None
        if self.save_dialog is not None:
            self.save_dialog[3].kill()            # the frame, and everything in it
            self.save_dialog = None
        self.dirty = self.repaint = True

    def save_as(self, name: str) -> str | None:
        """Save the game under ``name`` in the user's saves folder; the file's
        path. A file of that name is never replaced without asking: the first
        Save says so and the dialog stays open; Save again (the same name)
        replaces it."""
        import os

        from game.core.quote import printable
        from game.saves import MAX_LABEL, file_name, save_game, saves_dir
        name = printable(name.strip(), MAX_LABEL).removesuffix("...") or self.default_save_name()
        try:
            path = os.path.join(saves_dir(), file_name(name))
            if os.path.lexists(path) and self._replacing != path:
                self._replacing = path
                self.status = (f"A save called \"{os.path.basename(path)[:-5]}\" exists already: press Save again "
                               "to replace it, or change the name.")
                if self.save_dialog is not None:           # said in the dialog too, where the player looks
                    self.save_dialog[4].set_text("That name is taken: Save again replaces it.")
                self.dirty = self.repaint = True
                return None
            save_game(self.state, path, name, self.played)
        except OSError as e:
            self.status = f"Could not save ({e.__class__.__name__}): the game goes on."
            self._close_save_dialog()
            return None
        self._close_save_dialog()
        shown = os.path.basename(path)[:-5]
        self.status = f"Saved as \"{name}\"." + (f" (file \"{shown}\")" if shown != name else "")
        return path

    # -- the hint ---------------------------------------------------------------
    def show_hint(self) -> None:
        """H or Hint: what the normal bot would do now, shown on the board and the
        panel, with a reason. It sees only what the player at the screen may see."""
        from game.ai import GreedyBot
        from game.ai.hint import SAMPLES, hint_words
        from game.ai.search import evaluator_for
        cur = self.acting()
        if cur is None or cur != self.viewer or self.handoff_to is not None or not self._is_human(cur):
            return
        legal = self.state.legal_actions(cur)
        if not legal:
            return
        obs = Observation(self.state, cur)
        bot = GreedyBot(self.state.setup.seed ^ len(self.state.action_log))
        move, _, _ = bot.explain(obs, legal)
        # its words come only from what the seat may see: what every sampled world agrees on
        worlds = [obs.sample(bot.rng.next64()) for _ in range(SAMPLES)]
        said, reason = hint_words(worlds, move, evaluator_for(self.state.game_id), cur,
                                  self.touch.reason(move) if self.touch else self._hint_reason(legal, move))
        if self.touch is not None:
            # every click of the move but its last is made; the last is lit
            last = self.touch.hint(cur, move)
            places = keys = {last} if last is not None else set()
        else:
            places, keys = self._hint_places(move)
            self._hint_select(move)
        self.hint = ((id(self.state), len(self.state.action_log)), move, places, keys)
        self.status = f"Hint: {said}, because {reason}."
        self.dirty = True

    def _hint_reason(self, legal: list[Action], move: Action) -> str | None:
        """A reason of the game's own for a hinted move (None: ask the evaluation)."""
        return None

    def _hint_select(self, a: Action) -> None:
        """A hint selects what the player would have clicked first for its move (a
        card to ski with, cards to take), so the next click completes it."""

    def _hint_places(self, a: Action) -> tuple[set[Any], set[str]]:
        """Where a hinted move shows: places on the board, and keys of the panel
        (with a presenter: the keys still to click for it, lit alike)."""
        seat = self.acting()
        if self.touch is None or seat is None:
            return set(), set()
        keys = set(self.touch.steps(seat, a))
        return keys, keys

    def _hint_now(self) -> tuple[Any, Action, set[Any], set[str]] | None:
        if self.hint is not None and self.hint[0] != (id(self.state), len(self.state.action_log)):
            self.hint = None
        return self.hint

    # -- the game log --------------------------------------------------------------
    def log_html(self) -> str:
        """The whole public log as the log box shows it."""
        import html
        return "<br>".join(html.escape(line, quote=False) for line in self.shown_log()) or "Nothing has happened yet."

    def _open_log(self) -> None:
        """The whole log (public lines only) in a scrolling text box over the board."""
        r = self.board_rect.inflate(-self.app.px(80), -self.app.px(120))
        self.log_box = pygame_gui.elements.UITextBox(self.log_html(), r, self.app.ui)
        self._scroll_log_to_end()
        if "log" in self._buttons:
            self._buttons["log"].set_text("Close")
        self.dirty = True

    def _scroll_log_to_end(self) -> None:
        bar = getattr(self.log_box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)

    def _close_log(self) -> None:
        if self.log_box is not None:
            self.log_box.kill()
            self.log_box = None
            if "log" in self._buttons:
                self._buttons["log"].set_text("Log")
        self.repaint = True
        self.dirty = True

    def _refresh_log(self) -> None:
        if self.log_box is not None:
            self.log_box.set_text(self.log_html())
            self._scroll_log_to_end()

    # -- tooltips ----------------------------------------------------------------
    # The tooltip is never kept from an earlier moment: it is worked out again for
    # the thing under the mouse whenever the game, the presented pieces, the seat
    # at the screen, the window or the view of the board change. During a hand-off
    # there is none.
    def _camera_key(self) -> Any:
        """The game's view of its board (zoom, pan): a tooltip is worked out again when it moves."""
        return None

    def _hover_now(self) -> None:
        key = (self.mouse, id(self.seen), id(self.presented), self.viewer, self.handoff_to, self.oot,
               self.app.screen.get_size(), self._camera_key(), self.log_box is None, self.save_dialog is None)
        if key == self._tip_key:
            return
        self._tip_key = key
        tip = None
        if self.mouse is not None and self.handoff_to is None and self.log_box is None and self.save_dialog is None \
                and self.recap is None:
            tip = self._tooltip(self.mouse)
        if tip != self.hover:
            self.hover = tip
            self.dirty = True

    def lit_rects(self) -> list[pygame.Rect]:
        """Where on the screen the places lit for the player to click are (a
        tooltip never covers them)."""
        if self.touch is None:
            return []
        return [r for k in self.touch.shown_lit() if button_name(k) is None for r in self.outline(k)]

    def hint_rects(self) -> list[pygame.Rect]:
        """Where on the screen the hinted move's places on the board are (the
        tutorial's words never cover them)."""
        hint = self._hint_now()
        if self.touch is None or hint is None:
            return []
        return [r.inflate(self.app.px(14), self.app.px(14)) for k in hint[2] for r in self.outline(k)]

    # -- the tutorial ------------------------------------------------------------
    def leave_tutorial(self) -> None:
        """The learner leaves the tutorial: back to the title; the player's own
        game in the autosave is as it was."""
        self.app.game = None
        self.app.to_title()

    def tutorial_released(self) -> None:
        """Play on: the tutorial's game becomes an ordinary one, autosaved (another
        unfinished game in the autosave is kept as a save first)."""
        self._keep_unfinished()
        self.autosave()

    def tooltip_rect(self) -> pygame.Rect | None:
        """Where the tooltip shown now is drawn (None: there is none)."""
        if not self.hover or self.handoff_to is not None:
            return None
        return self._draw_tooltip(self.app.screen.copy(), self.hover)

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the thing under the mouse is, in words (never a card the viewer may not see)."""
        return self.touch.tooltip(pos) if self.touch is not None else None

    def _draw_tooltip(self, screen: pygame.Surface, tip: str) -> pygame.Rect:
        from .common import fonts
        u = self.app.px
        mx, my = self.mouse if self.mouse is not None else pygame.mouse.get_pos()
        f = fonts().get(u(14))
        lines = wrap_words(f, tip, u(340))
        lh = f.get_linesize()
        w = max(f.size(ln)[0] for ln in lines) + u(16)
        h = len(lines) * lh + u(10)
        box = self._tooltip_box(screen.get_rect(), (mx, my), (w, h), self.lit_rects())
        pygame.draw.rect(screen, (28, 36, 52), box, border_radius=u(6))
        pygame.draw.rect(screen, (200, 210, 230), box, 1, border_radius=u(6))
        for i, ln in enumerate(lines):
            screen.blit(f.render(ln, True, (240, 244, 250)), (box.x + u(8), box.y + u(5) + i * lh))
        return box

    def _tooltip_box(self, screen: pygame.Rect, mouse: tuple[int, int], size: tuple[int, int],
                     avoid: list[pygame.Rect]) -> pygame.Rect:
        """Where a tooltip of ``size`` goes: beside the mouse, inside the window,
        the first corner (below right, below left, above right, above left, each
        near and then further away) that covers none of ``avoid``; else the one
        that covers the least of them."""
        (mx, my), (w, h) = mouse, size
        best: tuple[int, pygame.Rect] | None = None
        for gap in (self.app.px(16), self.app.px(40), self.app.px(72)):
            for dx, dy in ((gap, gap), (-gap - w, gap), (gap, -gap - h), (-gap - w, -gap - h)):
                box = pygame.Rect(mx + dx, my + dy, w, h).clamp(screen.inflate(-8, -8))
                covered = sum(box.clip(r).w * box.clip(r).h for r in avoid)
                if best is None or covered < best[0]:
                    best = (covered, box)
                if covered == 0:
                    return box
        assert best is not None
        return best[1]

    # -- buttons -------------------------------------------------------------------
    def _can(self, legal: list[Action]) -> dict[str, bool]:
        """Which of the game's own buttons can do something for the player at the screen."""
        if self.touch is None:
            return {}
        return {b.name: self.touch.can_press(b.name) for b in self.touch.presenter.buttons}

    def _hidden_buttons(self) -> Iterable[str]:
        """Buttons that make way for an overlay (besides the hand-off)."""
        return ()

    def _sync_buttons(self) -> None:
        """During a hand-off only the menu shows; otherwise a button is greyed
        out when what it does is not possible for the player at the screen."""
        key = (id(self.state), len(self.state.action_log), self.handoff_to, self.oot, self.viewer, len(self.undo),
               self._buttons.get("menu"), tuple(self._hidden_buttons()))
        if key == getattr(self, "_buttons_key", None):
            return
        self._buttons_key = key
        hidden = self.handoff_to is not None
        away = set(self._hidden_buttons())
        for k, b in self._buttons.items():
            if k != "menu":
                (b.hide if hidden or k in away else b.show)()
        cur = self.acting()
        mine = cur is not None and cur == self.viewer
        legal = self.state.legal_actions(cur) if mine else []
        can = {"undo": bool(self.undo), "hint": bool(legal) and self.oot is None, **self._can(legal)}
        for k, ok in can.items():
            b = self._buttons.get(k)
            if b is None:
                continue
            if ok and not b.is_enabled:
                b.enable()
            elif not ok and b.is_enabled:
                b.disable()

    # -- drawing -------------------------------------------------------------------
    # A frame is a still layer (the board, what is lit, the side panel), drawn
    # again only when one of them changes, and the moving things on top. While
    # pieces move, a frame puts back the still layer where the moving things
    # were and draws them at their new places.
    def _still_key(self) -> tuple:
        raise NotImplementedError

    def _draw_still(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The moving things; returns where they were drawn."""
        raise NotImplementedError

    def trace(self, screen: pygame.Surface, points: list[tuple[float, float]], colour: tuple[int, int, int],
              dots: bool = False) -> pygame.Rect | None:
        """The way a piece takes while its move plays (screen points, start
        first), in its player's colour, outlined, under the piece: every game
        draws it from ``_draw_moving`` before its pieces and adds the rectangle
        to what it drew, so the next frame puts the still layer back over it and
        no trail is left once the move is over. None: nothing drawn."""
        return draw_trace(screen, points, colour, max(3, self.app.px(4)), dots)

    def _overlay(self) -> bool:
        """An overlay of the game's own covers the board (a score board)."""
        return False

    def _draw_overlay(self, screen: pygame.Surface) -> None:
        """The game's own overlay, over the still layer and the pieces."""

    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        key = (self._still_key(), self._marks_key())
        size = screen.get_size()
        fresh = self._base is None or self._base.get_size() != size or key != self._base_key
        if fresh:
            if self._base is None or self._base.get_size() != size:
                self._base = pygame.Surface(size).convert()
            self._draw_still(self._base)
            self._draw_marks(self._base)
            self._base_key = key
        base = self._base
        assert base is not None
        # the hand-off screen waits for the last move to finish: everyone watches it
        handoff = self.handoff_to is not None and not (self.tweens or self.flights)
        own = self._overlay()
        overlay = own or handoff or self.recap is not None
        if fresh or overlay or self.repaint:
            self.repaint = overlay              # after an overlay closes, the next frame redraws everything
            screen.blit(base, (0, 0))
            if overlay:
                self._draw_moving(screen)
                if own:
                    self._draw_overlay(screen)
                    for fl in self.flights:
                        fl.draw(screen)
                if handoff:
                    self._draw_handoff(screen)
                elif self.recap is not None:
                    recap.draw(self, self.recap, screen)
                self._moving = []
            else:
                self._moving = self._draw_moving(screen)
            self._draw_coach(screen)
            return None
        for r in self._moving:
            screen.blit(base, r, r)
        now = self._draw_moving(screen)
        changed = self._moving + now
        self._moving = now
        box = self._draw_coach(screen)
        return changed + ([box] if box is not None else [])

    def _draw_coach(self, screen: pygame.Surface) -> pygame.Rect | None:
        """The tutorial's words over everything; where they were drawn (put back next frame)."""
        if self.coach is None:
            return None
        box = self.coach.draw(screen)
        if box is not None:
            self._moving.append(box)
        return box

    # -- the side panel ---------------------------------------------------------
    # Each game draws its own panel (``_draw_panel``); the table caches it,
    # drawn again only when ``_panel_key`` changes, with its clickable places.
    def _panel_key(self, screen: pygame.Surface) -> tuple:
        raise NotImplementedError

    def _draw_panel(self, screen: pygame.Surface) -> None:
        raise NotImplementedError

    def _panel_extra(self) -> Any:
        """Something else the panel's drawing works out, kept with the cache."""
        return None

    def _panel_restore(self, extra: Any) -> None:
        """Take back what ``_panel_extra`` kept."""

    def _panel_now(self, screen: pygame.Surface | None = None) -> tuple:
        """The panel as the game stands now, for a window the size of ``screen``
        (default: the window): its picture, its clickable places (``hot``) and
        where its things are (``rects``), laid out again whenever something on
        it changed. The frame and the clicks both ask for it, so a click never
        lands on a place of an earlier game, whether or not a frame was drawn
        since; during an action it stays as the player saw it (the flights
        start there)."""
        cached = self._panel_cache
        if self._frozen and cached is not None:
            return cached
        screen = self.app.screen if screen is None else screen
        if self.panel_w <= 0:                 # not laid out yet (the scene has not been entered)
            return (None, None, {}, {}, None)
        key = (self._panel_key(screen), self.coach is not None and self.coach.holds())
        if cached is None or cached[0] != key:
            w, h = screen.get_size()
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._laying_out = True
            try:
                self._draw_panel(surf)
            finally:
                self._laying_out = False
            px = w - self.panel_w
            panel = surf.subsurface(pygame.Rect(px, 0, self.panel_w, h)).copy().convert()
            cached = (key, panel, dict(self._hot), dict(self._rects), self._panel_extra())
            self._panel_cache = cached
        self._panel_restore(cached[4])
        return cached

    @property
    def hot(self) -> dict[str, pygame.Rect]:
        """The panel's clickable places, as the panel stands now."""
        return self._hot if self._laying_out else self._panel_now()[2]

    @property
    def rects(self) -> dict[str, pygame.Rect]:
        """Where things are on the panel as it stands now (for flights, and the hint)."""
        return self._rects if self._laying_out else self._panel_now()[3]

    def _panel(self, screen: pygame.Surface) -> None:
        """The side panel, drawn again only when something on it changed."""
        panel = self._panel_now(screen)[1]
        if panel is not None:
            screen.blit(panel, (screen.get_width() - self.panel_w, 0))

    def _panel_start(self, screen: pygame.Surface) -> tuple[int, int, int]:
        """The panel's ground, its clickable places forgotten; the left x, top y and width inside."""
        w, h = screen.get_size()
        u = self.app.px
        px = w - self.panel_w
        pygame.draw.rect(screen, (234, 240, 248), (px, 0, self.panel_w, h))
        pygame.draw.line(screen, (150, 160, 176), (px, 0), (px, h), 2)
        self._hot = {}
        self._rects = {}     # where things are on the panel (for flights, and the hint)
        return px + u(16), u(12), self.panel_w - u(32)

    def _you_may(self) -> str:
        """What the player at the screen may do now, in a few words (each game's own)."""
        return ""

    def _panel_end(self, screen: pygame.Surface, x: int, y: int, inner: int) -> None:
        """The hinted things outlined; the status line (or what you may do) above the
        buttons; the newest log lines in the space left from ``y`` down."""
        from .common import fonts
        h = screen.get_height()
        u = self.app.px
        hint = self._hint_now() if self.touch is None else None     # (a presenter's: with the marks)
        for key in (hint[3] if hint else ()):
            r = self.hot.get(key) or self.rects.get(key)
            if r is not None:
                pygame.draw.rect(screen, HINT_RGB, r.inflate(u(8), u(8)), u(3), border_radius=u(8))
        f = fonts().get(u(12))
        bottom = h - u(150) - u(6)
        if self.status:
            msg, colour = self.status, ((20, 100, 130) if self.status.startswith("Hint:") else (170, 60, 20))
        elif self.coach is not None and self.coach.holds():
            msg, colour = "The tutorial is over: Play on to finish this game, or Leave.", (40, 70, 120)
        else:
            msg, colour = self._you_may(), (40, 70, 120)
        fm, rows = fitted_rows(lambda size: fonts().get(u(size), True), msg, inner, 3, (13, 12, 11))
        for i, line in enumerate(rows):            # from its first word: a smaller size before a cut end
            screen.blit(fm.render(line, True, colour), (x, h - u(56) + i * fm.get_linesize()))
        lh = f.get_linesize()
        fits = max(0, (bottom - y) // lh)
        shown = self.shown_log()
        if fits and shown:
            # the newest lines, each wrapped (its next rows indented), as many rows as fit
            wrapped: list[tuple[int, str]] = []
            for line in reversed(shown):
                parts = wrap_words(f, line, inner - u(10)) or [""]
                wrapped[:0] = [(0 if i == 0 else u(10), p) for i, p in enumerate(parts)]
                if len(wrapped) >= fits:
                    break
            wrapped = wrapped[-fits:]
            ly = bottom - len(wrapped) * lh
            for indent, part in wrapped:
                screen.blit(f.render(fit_text(f, part, inner - indent), True, (70, 78, 94)), (x + indent, ly))
                ly += lh
            self.hot["log"] = pygame.Rect(x, bottom - len(wrapped) * lh, inner, len(wrapped) * lh)

    def _draw_handoff(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        u = self.app.px
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 26, 44, 235))
        screen.blit(veil, (0, 0))
        assert self.handoff_to is not None
        name = self.seen.name(self.handoff_to)
        text(screen, f"Pass to {name}", (w / 2, h / 2 - u(30)), u(48), (255, 255, 255), bold=True, anchor="center")
        text(screen, f"{name}, click when you are ready to see your cards.", (w / 2, h / 2 + u(30)), u(20),
             (220, 230, 245), anchor="center")


def fitted_rows(font: Any, msg: str, width: int, most: int, sizes: tuple[int, ...]) -> tuple[Any, list[str]]:
    """``msg`` wrapped to ``width`` in at most ``most`` rows, always from its first
    word: at the largest of ``sizes`` where it fits whole; else at the smallest,
    its end cut with an ellipsis. ``font(size)`` gives the font of a size."""
    for size in sizes:
        f = font(size)
        rows = wrap_words(f, msg, width) if msg else []
        if len(rows) <= most:
            return f, rows
    return f, rows[:most - 1] + [fit_text(f, " ".join(rows[most - 1:]), width)]


def table_scene(game_id: str) -> Any:
    """The play scene of a game (a clear KeyError for an unknown game or one with no screens)."""
    return get(game_id).screens().scene


def tutorial_scene(app: App, game_id: str) -> TableScene:
    """The game's tutorial (game/tutorial.py) in its play scene, the coach on
    (a ContentError if its file is wrong; a KeyError if the game has none)."""
    from game.tutorial import RecordedBot, tutorial_for

    from .coach import CoachBox
    info = get(game_id)
    tutorial = tutorial_for(info)
    if tutorial is None:
        raise KeyError(f"{info.name} has no tutorial")
    scene = table_scene(game_id)(app, tutorial.setup(info.colours))
    scene.coach = CoachBox(scene, tutorial)
    for seat, bot in list(scene.match.bots.items()):      # the bots follow the recorded game
        scene.match.bots[seat] = RecordedBot(bot, scene.coach.coach, lambda: scene.state)
    return scene


def play_scene(app: App, setup: Setup, state: Any = None, played: float = 0.0) -> TableScene:
    """A new game from ``setup`` (or ``state`` going on, ``played`` seconds into
    it) in its own play scene."""
    scene = table_scene(setup.game)(app, setup, state)
    scene.played = played
    return scene
