"""The table: what every game's play scene shares, whatever its board.

A game's play scene subclasses ``TableScene`` and draws its own board, panel
and pieces; its presenter says what a click does. The table does the rest:

- the game itself: a new one from a setup or a loaded one going on, its log
  told again from the actions;
- whose screen it is: private cards are drawn only for the viewer, a hand-off
  passes the screen from one human to the next, or to one acting out of turn;
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

from collections.abc import Iterable
from typing import TYPE_CHECKING, Generic, cast

import pygame
import pygame_gui

from game.ai import make_bot
from game.core.interaction import Key
from game.core.match import Match
from game.core.protocol import Action, Event, GameState, Setup
from game.core.registry import get
from game.view.motion import draw_trace
from game.view.style import error

from . import recap, table_draw, table_files, table_input, table_touch
from .base import Scene
from .shown import Shown, Thing
from .table_draw import HINT_RGB, LIT_RGB, PICKED_RGB, fitted_rows  # noqa: F401  (named from here too)
from .table_files import Files
from .table_motions import Motions
from .table_seats import S, Seats
from .table_time import Clock, Thinking
from .touch import Touch

if TYPE_CHECKING:
    from collections.abc import Callable

    from pygame_gui.core import UIElement
    from pygame_gui.elements import UIButton

    from game.app import App

    from .coach import CoachBox


#: the side panel laid out: (what it was laid out for, its picture, its clickable places, where its things are,
#: what else its drawing worked out)
PanelLaid = tuple[object, "pygame.Surface | None", dict[str, pygame.Rect], dict[str, pygame.Rect], object]


class TableScene(Scene, Generic[S]):
    #: event kinds after which an undo would un-show something hidden
    UNDO_BREAKERS: tuple[str, ...] = ()
    #: a game with out-of-turn play: its panel draws an ``oot:N`` place for each human
    #: seat; this button of its own reads Done while one acts out of turn (None: no such play)
    OOT_DONE: str | None = None
    OOT_ONCE = False        # the screen goes back after one action out of turn (else at Done)

    def __init__(self, app: App, setup: Setup, state: S | None = None) -> None:
        """A new game from ``setup``, or the game ``state`` goes on (a loaded save)."""
        super().__init__(app)
        self.info = get(setup.game)
        self.screens = self.info.screens()      # the game's UI descriptor (game_ui.GameUI)
        from game.maps import content_for
        self.content = content_for(self.info, setup)      # the game's own map, or the one chosen
        bots = {i: make_bot(s.kind, setup.seed * 31 + i) for i, s in enumerate(setup.seats) if s.kind != "human"}
        self.files: Files[S] = Files(self)                 # the autosave, Save as and the log box
        # acting, the answers out of turn, undo and the autosave: the one match driver
        self.match = Match(state if state is not None else self.info.new_game(setup, self.content), bots,
                           undo_breakers=self.UNDO_BREAKERS, on_events=lambda seat, events: self._shown_events(events),
                           after_action=self.files.autosave)
        self.bots = self.match.bots
        self.seats: Seats[S] = Seats(self)        # who is at the screen, and what that seat may see
        self.log: list[str] = table_files.replayed_log(self) if state is not None else []
        self.motions: Motions[S] = Motions(self)    # pieces on their way, cards in the air, the log behind them
        self.clock: Clock[S] = Clock(self)          # the seconds played, the agreed time
        self.thinking: Thinking[S] = Thinking(self)  # the bot to play, deciding in slices of frames
        self.status = ""
        self.hint: tuple[tuple[int, int], Action | None, set[str], set[str]] | None = None  # (when, move, board places, panel keys)
        self._hot: dict[str, pygame.Rect] = {}     # the panel's clickable places, while it is laid out
        self.hover: str | None = None          # the tooltip under the mouse, as the game stands now
        self.mouse: tuple[int, int] | None = None   # where the mouse rests (None: not known since a resize)
        self._tip_key: object = None              # what the tooltip was worked out for
        self.applying: tuple[GameState, Action] | None = None              # (game before, action) while an action is being applied
        self._buttons: dict[str, UIButton] = {}
        self._buttons_key: object = None            # what the buttons were last shown for
        self._rects: dict[str, pygame.Rect] = {}   # where things are on the panel, while it is laid out
        self._panel_cache: PanelLaid | None = None    # the panel laid out: (key, picture, hot, rects, extra)
        self._laying_out = False
        self._frozen = False                      # during an action: the panel as the player saw it
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        self._declared: tuple[tuple[object, ...], Shown] | None = None   # the board's things, and what they hang on
        self.panel_w = 0
        # drawing: a cached still layer under the moving pieces
        self._base: pygame.Surface | None = None
        self._base_key: object = None
        self._moving: list[pygame.Rect] = []   # where the moving pieces were drawn last frame
        self.coach: CoachBox | None = None                 # a tutorial's coach (game/scenes/coach.py), if this game teaches
        # the game's interaction through its presenter: clicks, lighting, hints and tooltips (touch.py)
        self.touch = Touch(self, self.screens.presenter())

    # -- set-up ------------------------------------------------------------
    def enter(self) -> None:
        """Also called when coming back from the in-game menu: the game goes on as it was."""
        self.app.game = None if self.state.is_over() else self
        self._layout()
        self.seats.next_viewer()
        if not self.files.entered:
            self.files.entered = True
            if self.coach is None:            # a tutorial leaves the player's own game in the autosave be
                self.files.keep_unfinished()
        self.files.autosave()
        self.dirty = True

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
        table_draw.reopen_overlays(self)

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

    # -- acting -------------------------------------------------------------------
    def _clear_choices(self) -> None:
        """Forget half-made choices (a card picked, cards marked): an action was made."""
        self.touch.forget()

    @property
    def state(self) -> S:
        """The game as it stands (the match's: the game this scene was made for)."""
        return cast(S, self.match.state)

    @state.setter
    def state(self, state: S) -> None:
        """Go on from another position of the same game (a test's, a scenario's): nothing to undo."""
        self.match.state = state
        self.seats.forget_masks()
        self._panel_cache = None
        self.match.undo.clear()
        self.motions.settled()

    @property
    def undo(self) -> list[tuple[GameState, object]]:
        """The steps the seat to act may take back this turn (the match's)."""
        return self.match.undo

    def act(self, action: Action) -> bool:
        """Make ``action`` for the seat acting, through the rules (a refusal is said, never applied)."""
        seat = self.seats.acting()
        if self.coach is not None and not self.coach.allows(action):
            self.app.sounds.play("bump")
            self.status = error(self.coach.refusal())
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
        self.seats.recap = None                  # (an action made: what happened before it is old news)
        self._clear_choices()
        self._panel_now()                 # the panel as the player saw it: flights start from its places
        self._frozen = True
        try:
            # the undo tag counts every line logged so far, those still waiting for their moves too
            self.match.act(action, tag=len(self.log) + len(self.motions.log_waiting))
        finally:
            self._frozen = False
        if self.seats.oot is None or (seat == self.seats.oot and not self.seats.after_out_of_turn()):
            self.seats.next_viewer()
        self.files.refresh_log()
        self.applying = None
        if self.coach is not None:
            self.coach.made(action, seat)
        self.dirty = True
        return True

    def shown_log(self) -> list[str]:
        """The log as the screen shows it: lines the game reads as one joined
        (``GameUI.join_log``)."""
        from .game_ui import joined_log
        return joined_log(self.log, self.screens.join_log)

    def _shown_events(self, events: list[Event]) -> None:
        """One action's events: shown (each game its own animations), said in
        words for the strip, then its lines logged behind the moves."""
        self.motions.show(events)
        log = self.state.action_log
        if log:
            self.seats.said.append(recap.Said(len(log), log[-1].seat, recap.words_of(events), log[-1]))
            del self.seats.said[:-4 * recap.MOST]
        self.motions.log([e.text for e in events])

    # -- what the screen may show ----------------------------------------------------
    @property
    def seen(self) -> S:
        """The game as the seat at the screen may see it: what the screens draw from."""
        return self.seats.masked(self.state)

    @property
    def presented(self) -> S:
        """The game as the screen shows its pieces now, as the seat at it may see
        it: as it stood before the action whose move is playing, or the game
        itself when nothing moves."""
        if self.motions.tweens and self.motions.tweens[0].before is not None:
            return self.seats.masked(self.motions.tweens[0].before)
        return self.seen

    def _animate_action(self, before: S, events: list[Event]) -> None:
        """Queue the animation of one action (``before``: the game as it stood
        before it); by default each event's own (``_animate``)."""
        for e in events:
            self._animate(e)

    def _animate(self, e: Event) -> None:
        """Queue the animation of one event (each game its own)."""

    def take_back(self) -> None:
        """Ctrl+Z: undo the human's last step this turn, if nothing hidden was shown since."""
        if self.coach is not None and not self.coach.released:
            self.status = error("Taking back is off during the tutorial.")
            self.dirty = True
            return
        if not self.undo or self.motions.tweens:
            self.status = error("Nothing to take back: only your own steps this turn, before anything hidden is shown.")
            self.dirty = True
            return
        self.motions.flush_log()
        keep = self.match.take_back()
        self.seats.said = [s for s in self.seats.said if s.number <= len(self.state.action_log)]
        self.files.autosave()
        # the step taken back keeps its line, marked, so it is not read as the one before it
        undone = self.log[keep:]
        self.log = self.log[:keep] + [f"{undone[0].rstrip('.')} (taken back)." if undone else "A step taken back."]
        self.motions.settled()
        self.files.refresh_log()
        self.status = ""
        self.dirty = True

    # -- time ------------------------------------------------------------------
    def animating(self) -> bool:
        """Is anything to be shown (the loop must not sleep): a move, an easing, a
        bot about to act, the strip stepping through the moves."""
        waiting_human = self.seats.oot is not None or self.seats.handoff_to is not None
        r = self.seats.recap
        stepping = r is not None and not r.stepped and r.at < len(r.moves) - 1
        return self.motions.busy() or (self._bot_turn() and not waiting_human) or stepping

    def _easing(self) -> bool:
        """Something of the game's own still easing to its place (a sun, a die)."""
        return False

    def _ease(self, dt: float) -> None:
        """Move what eases (called every frame with the animation's time)."""

    def _settle(self) -> None:
        """Put everything that eases at its place at once (animations skipped or off)."""

    def _bot_turn(self) -> bool:
        """A bot is to play (and may: the tutorial's farewell holds the bots until the learner plays on)."""
        cur = self.state.current_player()
        return cur is not None and cur in self.bots and not (self.coach is not None and self.coach.holds())

    def update(self, dt: float) -> None:
        """A frame's time: the clock, the strip, the motions, the bots, the results
        at the end; then the tooltip and the buttons."""
        self.clock.tick(dt)
        self._go_on(dt)
        if self.coach is not None:
            self.coach.update()            # after the game's update: the lit move shows with the coach's words
        self._hover_now()
        # widgets change before the UI manager's own update, so they are drawn right this frame
        self._sync_buttons()

    def _go_on(self, dt: float) -> None:
        speed = self.motions.speed()
        if self.seats.recap is not None and recap.update(self.seats.recap, dt, speed):
            self.seats.light_recap()
        self.motions.step(dt, speed)
        if self.motions.tweens:
            if self._bot_turn() and self.seats.oot is None and self.seats.handoff_to is None and not self.state.is_over():
                self.thinking.think()          # the next bot thinks while the piece moves
            return
        if self.state.is_over():
            if self.motions.flights or self._easing():
                return                         # the last throw lands before the results
            from .results import ResultsScene
            self.app.game = None
            self.app.switch(ResultsScene(self.app, self.state))
            return
        if self.seats.oot is not None or self.seats.handoff_to is not None:
            return  # a human is taking the screen: the bots wait
        if self._bot_turn():
            self.thinking.play(dt, speed)

    # -- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        table_input.handle(self, event)

    def _key(self, event: pygame.event.Event) -> None:
        """A key the table does not use (zoom, pan...)."""

    def _pointer(self, event: pygame.event.Event) -> bool:
        """The mouse before the table looks at it (dragging the board...); True: taken."""
        return False

    def _click_table(self, event: pygame.event.Event) -> None:
        """A click on the panel or the board by the player at the screen, on what is drawn on top there."""
        table_touch.click_table(self, event.pos)

    def _table_button(self, el: UIElement) -> None:
        table_input.table_button(self, el)

    def _button(self, el: UIElement) -> None:
        """A button of the game's own (Done, out of turn)."""
        table_touch.game_button(self, el)

    def confirm(self) -> None:
        """Space or Enter."""
        table_input.confirm(self)

    def _confirm(self) -> None:
        """Space or Enter when nothing moves and nobody is handing over."""
        self.touch.confirm()

    def skip_animation(self) -> None:
        table_input.skip_animation(self)

    def _pause(self) -> None:
        """The in-game menu; this scene (and its game) waits underneath."""
        table_input.pause(self)

    # -- what a player (or a test) may ask of the table --------------------------------
    def button(self, key: str) -> UIButton:
        """The table's button called ``key`` (menu, log, undo, hint, or one of the game's own)."""
        return self._buttons[key]

    def buttons(self) -> dict[str, UIButton]:
        """Every button of the table, by key."""
        return dict(self._buttons)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip the mouse resting at ``pos`` would show now."""
        return self._tooltip(pos)

    def you_may(self) -> str:
        """The panel's line on what the player at the screen may do now."""
        return table_draw.you_may(self)

    def heading(self) -> str:
        """The panel's heading: the round and whose turn it is, as the pieces show it."""
        return self._heading()

    def _heading(self) -> str:
        return ""

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
        """Screen points worth clicking on the board (the monkey aims at some of them): a
        point of each thing the board declares."""
        return self.shown().points()

    def click_through(self, a: Action) -> None:
        """Make ``a`` as a player would, each of its clicks where its thing is drawn."""
        table_touch.click_through(self, a)

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """A point where a click lands on ``key``'s thing (what is drawn on top there is it), or None."""
        return table_touch.point_for(self, key)

    # -- what is drawn where: the game's scene says it ---------------------------------
    def highlight(self) -> bool:
        """Are the places the player may click lit (the player's setting)?"""
        return bool(self.app.settings.highlight_moves)

    def spot_at(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos``."""
        return table_touch.spot_at(self, pos)

    def _board_spot(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos`` on the board: from the things the
        game declares (``_things``), the topmost there, a lit one first."""
        return self.shown().at(pos, self.touch.lit())

    def _things(self) -> list[Thing]:
        """The board's places and pieces as drawn now (each game's own declaration)."""
        return []

    def _things_key(self) -> tuple[object, ...]:
        """What the board's things hang on: the window, the camera, the pieces as shown."""
        p = self.presented
        return (self.app.screen.get_size(), self.app.k, self._camera_key(), id(p), len(p.action_log))

    def _covers(self) -> list[pygame.Rect]:
        """The buttons drawn over the board (nothing of the board shows under them)."""
        return [b.rect for b in self._buttons.values() if b.visible and b.rect.colliderect(self.board_rect)]

    def shown(self) -> Shown:
        """The board's things as declared (``_things``), worked out once per picture of the board."""
        covers = self._covers()
        key = (self._things_key(), tuple(self.board_rect), tuple(tuple(r) for r in covers))
        if self._declared is None or self._declared[0] != key:
            self._declared = (key, Shown(self._things(), self.board_rect, covers))
        return self._declared[1]

    def outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the screen now."""
        return table_touch.outline(self, key)

    def _board_outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the board: its declared things' outlines."""
        return self.shown().outline(key, self.touch.lit())

    def _marks_key(self) -> tuple[object, ...]:
        """What the marks on the board and the panel are drawn from."""
        hint = self._hint_now()
        return (self.touch.shown_lit(), self.touch.picked, frozenset(hint[2]) if hint else None)

    def _draw_marks(self, surf: pygame.Surface) -> None:
        """What may be clicked, what is picked and the hint, outlined alike in every game."""
        table_draw.draw_marks(self, surf)

    # -- the hint ---------------------------------------------------------------
    def show_hint(self) -> None:
        """H or Hint."""
        table_touch.show_hint(self)

    def _hint_places(self, a: Action) -> tuple[set[str], set[str]]:
        """Where a hinted move shows."""
        return table_touch.hint_places(self, a)

    def _hint_now(self) -> tuple[tuple[int, int], Action | None, set[str], set[str]] | None:
        if self.hint is not None and self.hint[0] != (id(self.state), len(self.state.action_log)):
            self.hint = None
        return self.hint

    # -- tooltips ----------------------------------------------------------------
    # The tooltip is never kept from an earlier moment: it is worked out again for
    # the thing under the mouse whenever the game, the presented pieces, the seat
    # at the screen, the window or the view of the board change. During a hand-off
    # there is none.
    def _camera_key(self) -> object:
        """The game's view of its board (zoom, pan): a tooltip is worked out again when it moves."""
        return None

    def _hover_now(self) -> None:
        table_draw.hover_now(self)

    def lit_rects(self) -> list[pygame.Rect]:
        """Where on the screen the places lit for the player to click are (a tooltip never covers them)."""
        return table_touch.lit_rects(self)

    def hint_rects(self) -> list[pygame.Rect]:
        """Where on the screen the hinted move's places on the board are (the tutorial's words never cover them)."""
        return table_touch.hint_rects(self)

    # -- the tutorial ------------------------------------------------------------
    def leave_tutorial(self) -> None:
        """The learner leaves the tutorial: back to the title; the player's own
        game in the autosave is as it was."""
        self.app.game = None
        self.app.to_title()

    def tutorial_released(self) -> None:
        """Play on: the tutorial's game becomes an ordinary one, autosaved (another
        unfinished game in the autosave is kept as a save first)."""
        self.files.keep_unfinished()
        self.files.autosave()

    def tooltip_rect(self) -> pygame.Rect | None:
        """Where the tooltip shown now is drawn (None: there is none)."""
        if not self.hover or self.seats.handoff_to is not None:
            return None
        return self._draw_tooltip(self.app.screen.copy(), self.hover)

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the thing under the mouse is, in words (never a card the viewer may not see)."""
        if self.seats.handoff_to is not None:       # a hand-off shows nobody's things
            return None
        return self.touch.tooltip(pos)

    def _draw_tooltip(self, screen: pygame.Surface, tip: str) -> pygame.Rect:
        return table_draw.draw_tooltip(self, screen, tip)

    # -- buttons -------------------------------------------------------------------
    def _can(self, legal: list[Action]) -> dict[str, bool]:
        """Which of the game's own buttons can do something for the player at the screen."""
        return table_touch.can(self)

    def _hidden_buttons(self) -> Iterable[str]:
        """Buttons that make way for an overlay (besides the hand-off)."""
        return ()

    def _sync_buttons(self) -> None:
        """Buttons hidden at a hand-off, greyed out when they can do nothing now."""
        table_draw.sync_buttons(self)

    # -- drawing -------------------------------------------------------------------
    # A frame is a still layer (the board, what is lit, the side panel), drawn
    # again only when one of them changes, and the moving things on top. While
    # pieces move, a frame puts back the still layer where the moving things
    # were and draws them at their new places.
    def _still_key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def _draw_still(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The moving things; returns where they were drawn."""
        raise NotImplementedError

    def trace(self, screen: pygame.Surface, points: list[tuple[float, float]], colour: tuple[int, int, int],
              dots: bool = False) -> list[pygame.Rect]:
        """The way a piece takes while its move plays (screen points, start
        first), in its player's colour, outlined, under the piece: every game
        draws it from ``_draw_moving`` before its pieces and adds the rectangles
        to what it drew, so the next frame puts the still layer back over them and
        no trail is left once the move is over. Empty: nothing drawn."""
        return draw_trace(screen, points, colour, max(3, self.app.px(4)), dots)

    def _overlay(self) -> bool:
        """An overlay of the game's own covers the board (a score board)."""
        return False

    def _draw_overlay(self, screen: pygame.Surface) -> None:
        """The game's own overlay, over the still layer and the pieces."""

    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        return table_draw.draw(self, screen)

    def draw_over(self, screen: pygame.Surface) -> list[pygame.Rect]:
        return table_draw.draw_over(self, screen)

    def _draw_coach(self, screen: pygame.Surface) -> pygame.Rect | None:
        """The tutorial's words, over everything but the tooltip; where they were drawn."""
        if self.coach is None:
            return None
        return self.coach.draw(screen)

    # -- the side panel ---------------------------------------------------------
    # Each game draws its own panel (``_draw_panel``); the table caches it,
    # drawn again only when ``_panel_key`` changes, with its clickable places.
    def _panel_key(self, screen: pygame.Surface) -> tuple[object, ...]:
        raise NotImplementedError

    def _draw_panel(self, screen: pygame.Surface) -> None:
        raise NotImplementedError

    def _panel_extra(self) -> object:
        """Something else the panel's drawing works out, kept with the cache."""
        return None

    def _panel_restore(self, extra: object) -> None:
        """Take back what ``_panel_extra`` kept."""

    def _panel_now(self, screen: pygame.Surface | None = None) -> PanelLaid:
        """The panel as the game stands now, for a window the size of ``screen`` (default."""
        return table_draw.panel_now(self, screen)

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
        return table_draw.panel_start(self, screen)

    def _your_move(self, seat: int) -> str:
        """What ``seat``, at the screen and to act, may do now, in a few words (each game's own)."""
        return ""

    def _panel_end(self, screen: pygame.Surface, x: int, y: int, inner: int) -> None:
        """The status line and the newest log lines, from ``y`` down."""
        table_draw.panel_end(self, screen, x, y, inner)

    def _draw_handoff(self, screen: pygame.Surface) -> None:
        table_draw.draw_handoff(self, screen)


def table_scene(game_id: str) -> Callable[[App, Setup, GameState | None], TableScene[GameState]]:
    """The play scene of a game (a clear KeyError for an unknown game or one with no screens)."""
    return get(game_id).screens().scene


def tutorial_scene(app: App, game_id: str) -> TableScene[GameState]:
    """The game's tutorial (game/tutorial.py) in its play scene, the coach on
    (a ContentError if its file is wrong; a KeyError if the game has none)."""
    from game.tutorial import RecordedBot, tutorial_for

    from .coach import CoachBox
    info = get(game_id)
    tutorial = tutorial_for(info)
    if tutorial is None:
        raise KeyError(f"{info.name} has no tutorial")
    scene = table_scene(game_id)(app, tutorial.setup(info.colours), None)
    scene.coach = CoachBox(scene, tutorial)
    for seat, bot in list(scene.match.bots.items()):      # the bots follow the recorded game
        scene.match.bots[seat] = RecordedBot(bot, scene.coach.coach, lambda: scene.state)
    return scene


def play_scene(app: App, setup: Setup, state: GameState | None = None, played: float = 0.0) -> TableScene[GameState]:
    """A new game from ``setup`` (or ``state`` going on, ``played`` seconds into
    it) in its own play scene."""
    scene = table_scene(setup.game)(app, setup, state)
    scene.clock.played = played
    return scene
