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

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Generic, cast

import pygame

from game.ai import make_bot
from game.core.interaction import Key
from game.core.match import Match
from game.core.protocol import Action, Event, GameState, Setup
from game.core.registry import get
from game.view.motion import draw_trace
from game.view.style import error

from . import recap, table_files
from .base import Scene
from .panel_items import PanelItem
from .shown import Thing
from .table_buttons import ButtonsShown
from .table_files import Files
from .table_frame import HINT_RGB, LIT_RGB, PICKED_RGB, Frame  # noqa: F401  (named from here too)
from .table_hint import Hints
from .table_layers import Layers
from .table_motions import Motions
from .table_online import Online
from .table_panel import Panel
from .table_seats import S, Seats
from .table_time import Clock, Thinking
from .touch import Touch

if TYPE_CHECKING:
    from collections.abc import Callable

    from pygame_gui.core import UIElement
    from pygame_gui.elements import UIButton

    from game.app import App
    from game.online.remote import RemoteMatch

    from .coach import CoachBox



class TableScene(Scene, Generic[S]):
    #: event kinds after which an undo would un-show something hidden
    UNDO_BREAKERS: tuple[str, ...] = ()
    #: a game with out-of-turn play: its panel draws an ``oot:N`` place for each human
    #: seat; this button of its own reads Done while one acts out of turn (None: no such play)
    OOT_DONE: str | None = None
    OOT_ONCE = False        # the screen goes back after one action out of turn (else at Done)
    #: nothing of the game is secret from the next player: Space at a hand-off skips the
    #: move still playing and takes the screen at once (else the first press skips the move)
    HANDOFF_SKIPS = False

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
        self.match: Match = Match(state if state is not None else self.info.new_game(setup, self.content), bots,
                                  undo_breakers=self.UNDO_BREAKERS, after_action=self.files.autosave,
                                  on_events=lambda seat, events: self.show_move(
                                      len(self.state.action_log), seat, self.state.action_log[-1], events))
        self.bots = self.match.bots
        #: the seats played at another computer (a game online: people elsewhere, the server's bots)
        self.elsewhere: frozenset[int] = frozenset()
        #: the game's connection to its match server (None: every seat plays here)
        self.online: Online[S] | None = None
        self.seats: Seats[S] = Seats(self)        # who is at the screen, and what that seat may see
        self.log: list[str] = table_files.replayed_log(self) if state is not None else []
        self.motions: Motions[S] = Motions(self)    # pieces on their way, cards in the air, the log behind them
        self.clock: Clock[S] = Clock(self)          # the seconds played, the agreed time
        self.thinking: Thinking[S] = Thinking(self)  # the bot to play, deciding in slices of frames
        self.frame: Frame[S] = Frame(self)          # the board's place, the still layer, the tooltip
        self.panel: Panel[S] = Panel(self)          # the side panel, laid out and kept
        self.status = ""
        self.hints: Hints[S] = Hints(self)          # the move lit by the hint, the coach or the strip
        self.layers: Layers[S] = Layers(self)       # the stack of what is over the board: it owns input
        self.applying: tuple[GameState, Action] | None = None              # (game before, action) while an action is being applied
        self._buttons: dict[str, UIButton] = {}
        self.shown_buttons: ButtonsShown[S] = ButtonsShown(self)   # which show and which are greyed, kept up
        self.coach: CoachBox | None = None                 # a tutorial's coach (game/scenes/coach.py), if this game teaches
        # the game's interaction through its presenter: clicks, lighting, hints and tooltips (touch.py)
        self.touch = Touch(self, self.screens.presenter())

    # -- set-up ------------------------------------------------------------
    def room(self) -> tuple[int, int] | None:
        """The table flows into any room: the panel narrows and its cards shrink."""
        return None

    def enter(self) -> None:
        """Also called when coming back from the in-game menu: the game goes on as it was."""
        before = self.app.game
        if isinstance(before, TableScene) and before is not self and before.online is not None:
            before.online.close()             # another game takes Continue: the online one's connection ends
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
        self.frame.mouse = self.frame.hover = None    # the mouse is somewhere else on the new layout
        self._layout()
        self.dirty = True

    def _layout(self) -> None:
        """Place the widgets for the window's size (each game's own), then
        ``_reopen_overlays``."""
        raise NotImplementedError

    def _reopen_overlays(self) -> None:
        """The log and the save dialog, if open, are made again at the new size."""
        self.files.reopen()
        self.frame.redraw()
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

    def go_online(self, match: RemoteMatch) -> None:
        """Play this game on a server (table_online.py): ``match`` holds the game
        as this computer's seats may see it; every other seat plays elsewhere."""
        self.match = match
        self.bots = match.bots
        self.elsewhere = frozenset(i for i in range(self.state.num_seats) if i not in match.local())
        self.online = Online(self, match)
        self.log = []
        self.seats.forget_masks()
        self.panel.forget()
        self.motions.settled()

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
        self.panel.forget()
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
        self.hints.clear()
        self.seats.recap = None                  # (an action made: what happened before it is old news)
        self._clear_choices()
        self.panel.now()                 # the panel as the player saw it: flights start from its places
        self.panel.frozen = True
        try:
            # the undo tag counts every line logged so far, those still waiting for their moves too
            self.match.act(action, tag=len(self.log) + len(self.motions.log_waiting))
        finally:
            self.panel.frozen = False
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

    def show_move(self, number: int, seat: int, action: Action | None, events: list[Event]) -> None:
        """Move ``number``'s events (``seat``'s ``action``; None: a move of
        another computer's this one may not know): shown (each game its own
        animations), said in words for the strip, then its lines logged behind
        the moves."""
        self.motions.show(events)
        recap.told(self.seats.said, number, seat, action, events)
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

    def may_take_back(self) -> int | None:
        """The seat whose last step may be taken back now, by the player at the
        screen: its own steps (the one that ended its turn too, while the next
        seat has not acted), or at the hand-off to the next player, before they
        take the screen, the one who passed it; in a game that hides nothing,
        the last player's step, whoever is at the screen."""
        who = self.match.undo_seat
        if not self.undo or who is None or self.seats.oot not in (None, who):
            return None
        if self.info.open_information:
            return who          # nothing is hidden from anyone at the table: whoever is at the screen
        return who if who in (self.seats.viewer, self.seats.handoff_from()) else None

    def take_back(self) -> None:
        """Ctrl+Z: undo the human's last step, if nothing hidden was shown since and
        the next seat has not acted."""
        if self.coach is not None and not self.coach.released:
            self.status = error("Taking back is off during the tutorial.")
            self.dirty = True
            return
        if self.online is not None:
            self.status = error("A move made online is final: the other players have seen it.")
            self.dirty = True
            return
        who = self.may_take_back()
        if who is None:
            self.status = error("Nothing to take back: only your own last steps, before anything hidden is shown "
                                "and before the next player acts.")
            self.dirty = True
            return
        self.motions.skip()                       # (the move still playing arrives first)
        keep = self.match.take_back()
        self.seats.taken_back(who)
        self.seats.said = [s for s in self.seats.said if s.number <= self.match.moves()]
        self.files.autosave()
        # the step's own lines go, and one line says it was taken back, and by whom only: its
        # words could name a card that is back in a hand now ("Ben plays High Winds" told the
        # whole table which secret card Ben holds)
        seat = self.state.current_player()
        self.log = self.log[:keep] + [taken_back_line(self.state.name(seat) if seat is not None else "")]
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
        if self.online is not None:
            self.online.poll()
        self._go_on(dt)
        if self.coach is not None:
            self.coach.update()            # after the game's update: the lit move shows with the coach's words
        self.frame.hover_now()
        # widgets change before the UI manager's own update, so they are drawn right this frame
        self.shown_buttons.sync()

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

    # -- input: the layers' stack owns it (table_layers.py); the game's hooks ------------
    def handle(self, event: pygame.event.Event) -> None:
        self.layers.handle(event)

    def _key(self, event: pygame.event.Event) -> None:
        """A key the table does not use (zoom, pan...)."""

    def _pointer(self, event: pygame.event.Event) -> bool:
        """The mouse before the table looks at it (dragging the board...); True: taken."""
        return False

    def _click_table(self, event: pygame.event.Event) -> None:
        """A click on the panel or the board by the player at the screen, on what is drawn on top there."""
        self.layers.click_board(event.pos)

    def _button(self, el: UIElement) -> None:
        """A button of the game's own (Done, out of turn)."""
        self.layers.game_button(el)

    def _confirm(self) -> None:
        """Space or Enter when nothing moves and nobody is handing over."""
        self.touch.confirm()

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

    def heading(self) -> str:
        """The panel's heading: the round and whose turn it is, as the pieces show it."""
        return self._heading()

    def _heading(self) -> str:
        return ""

    def redraw(self) -> None:
        """Draw everything afresh at the next frame (nothing cached is kept)."""
        self.frame.redraw()
        self.panel.forget()
        self.repaint = self.dirty = True
    # -- input, as a player makes it ----------------------------------------------------
    def _click(self, pos: tuple[float, float], button: int = 1) -> None:
        self.layers.click(pos, button)

    def _press(self, key: str) -> None:
        self.layers.press(key)

    def click_points(self) -> list[tuple[float, float]]:
        """Screen points worth clicking on the board (the monkey aims at some of them): a
        point of each thing the board declares."""
        return self.frame.shown().points()

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """A point where a click lands on ``key``'s thing (what is drawn on top there
        is it), or None. A game whose camera may hide things turns it here first."""
        return self.frame.point_at(key)

    # -- what is drawn where: the game's scene says it ---------------------------------
    def highlight(self) -> bool:
        """Are the places the player may click lit (the player's setting)?"""
        return bool(self.app.settings.highlight_moves)

    def _things(self) -> list[Thing]:
        """The board's places and pieces as drawn now (each game's own declaration)."""
        return []

    def _things_key(self) -> tuple[object, ...]:
        """What the board's things hang on: the window, the camera, the pieces as shown."""
        p = self.presented
        return (self.app.screen.get_size(), self.app.k, self._camera_key(), id(p), len(p.action_log))

    def _marks_key(self) -> tuple[object, ...]:
        """What the marks on the board and the panel are drawn from."""
        return (self.touch.shown_lit(), self.touch.picked, self.hints.now())

    # -- tooltips ----------------------------------------------------------------
    # The tooltip is never kept from an earlier moment: it is worked out again for
    # the thing under the mouse whenever the game, the presented pieces, the seat
    # at the screen, the window or the view of the board change. During a hand-off
    # there is none.
    def _camera_key(self) -> object:
        """The game's view of its board (zoom, pan): a tooltip is worked out again when it moves."""
        return None

    def _kept_clear(self) -> list[pygame.Rect]:
        """What the tutorial's words keep clear of when no move is lit (the game's own)."""
        return []

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

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the thing under the mouse is, in words (never a card the viewer may not see)."""
        if self.seats.handoff_to is not None:       # a hand-off shows nobody's things
            return None
        return self.touch.tooltip(pos)

    # -- buttons -------------------------------------------------------------------
    def _hidden_buttons(self) -> Iterable[str]:
        """Buttons that make way for an overlay (besides the hand-off)."""
        return ()

    # -- drawing -------------------------------------------------------------------
    # A frame is a still layer (the board, what is lit, the side panel), drawn
    # again only when one of them changes, and the moving things on top. While
    # pieces move, a frame puts back the still layer where the moving things
    # were and draws them at their new places.
    def _still_key(self) -> tuple[object, ...]:
        """What the still layer is drawn from: the panel, the view of the board
        (``_camera_key``), and what else of the game's own (``_still_more``)."""
        return (self._panel_key(self.app.screen), self._camera_key(), self._still_more())

    def _still_more(self) -> tuple[object, ...]:
        """What else the game's still layer is drawn from (something it shows that
        changes without an action: a die at rest, a place aimed at)."""
        return ()

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

    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        return self.frame.draw(screen)

    def draw_over(self, screen: pygame.Surface) -> list[pygame.Rect]:
        return self.frame.draw_over(screen)

    def _overlay(self) -> bool:
        """An overlay of the game's own covers the board (a score board)."""
        return False

    def _draw_overlay(self, screen: pygame.Surface) -> None:
        """The game's own overlay, over the still layer and the pieces."""

    # -- the side panel ---------------------------------------------------------
    # Each game draws its own panel (``_draw_panel``, between ``panel.start`` and
    # ``panel.end``); the table's ``panel`` keeps it, laid out again only when
    # ``_panel_key`` changes, with its clickable places.
    def _panel_key(self, screen: pygame.Surface) -> tuple[object, ...]:
        """What the panel is drawn from, the same for every game: the game as the
        seat at the screen sees it and as its pieces show it, the seat at the
        screen, a hand-off, a seat out of turn, what is picked, the status line,
        the log's last line, the score markers, the hint, the window and its
        scale, the colour-blind symbols, the clock; and what
        else of the game's own (``_panel_more``)."""
        hint = self.hints.now()
        seats = self.seats
        return (id(self.seen), id(self.presented), len(self.seen.action_log), seats.viewer, seats.handoff_to,
                seats.oot, self.touch.picked, self.status, len(self.log), self.log[-1:],
                tuple(round(v) for v in self.motions.score_shown), screen.get_size(), hint.move if hint else None,
                self.app.k, self.app.settings.symbols, self.clock.text(),
                self.online.seats_line() if self.online is not None else None, self._panel_more())

    def _panel_more(self) -> tuple[object, ...]:
        """What else the game's panel is drawn from (a die tumbling)."""
        return ()

    def _draw_panel(self, screen: pygame.Surface) -> None:
        """The heading, the game's declared items (``_panel_items``), then the
        status line and the log."""
        x, y, inner = self.panel.heading(screen, self._heading(), self._buttons["menu"].rect.w)
        y = self.panel.lay(screen, self._panel_items(), x, y, inner)
        self.panel.end(screen, x, y, inner)

    def _panel_items(self) -> Sequence[PanelItem]:
        """The panel's items as the seat at the screen may see the game now
        (``panel_items``): each game's own."""
        raise NotImplementedError

    def _your_move(self, seat: int) -> str:
        """What ``seat``, at the screen and to act, may do now, in a few words (each game's own)."""
        return ""



#: how the log says a step was taken back (never what the step was: it may have shown a card now hidden again)
TAKEN_BACK = "A step taken back"


def taken_back_line(name: str) -> str:
    """The log's line for a step taken back: by whom, and nothing of what it was."""
    return f"{TAKEN_BACK} by {name}." if name else f"{TAKEN_BACK}."


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
