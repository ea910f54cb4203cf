"""The play scene: the board, the player's private hand, the table, and turns.

Clicks become actions through the rules model's own legal_actions: the scene
never decides what is legal, it only offers what the rules list and shows why
anything else is refused. Bots act through the same actions. Private cards
are drawn only for the seat that currently has the screen (the viewer); a
hand-off screen passes the screen from one human to the next.
"""
from __future__ import annotations

import math
import time
from typing import Any

import pygame
import pygame_gui

from game.ai import Observation, make_bot
from game.app import Scene
from game.core.protocol import Action, Event, IllegalAction, Setup
from game.core.registry import get
from game.games.ski.actions import (ChooseStart, Discard, EndDay, MovePiste, PlayEvent, RideBus, RideLift,
                                    TakeCards, Wait, Walk)
from game.view import style

from .common import image, renderer_for, text

PANEL_W = 400
BOT_DELAY = 0.5           # seconds a bot "thinks" at normal speed
HINT_RGB = (40, 200, 230)  # the hint's outline: a colour nothing else on the board uses
THINK_SLICE = 0.008       # seconds of a frame a bot may think for (the animation goes on meanwhile)
SKI_SPEED = 320.0         # world pixels per second
LIFT_SPEED = 170.0


class Tween:
    """A skier gliding along a polyline (world coordinates); with ``hop``, it
    bounces from point to point instead (a bus going stop to stop)."""

    def __init__(self, seat: int, points: list[tuple[float, float]], speed: float, hop: float = 0.0) -> None:
        self.seat, self.points, self.speed, self.hop = seat, points, speed, hop
        self.lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
        self.total = sum(self.lengths) or 1.0
        self.t = 0.0

    def step(self, dt: float) -> None:
        self.t = min(self.total, self.t + dt * self.speed)

    @property
    def done(self) -> bool:
        return self.t >= self.total

    def pos(self) -> tuple[float, float]:
        d = self.t
        for (a, b), ln in zip(zip(self.points, self.points[1:]), self.lengths):
            if d <= ln and ln > 0:
                k = d / ln
                lift = self.hop * math.sin(math.pi * k) * min(1.0, ln / 80)
                return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - lift)
            d -= ln
        return self.points[-1]


class Flight:
    """A picture flying from one screen point to another (a card to a hand, points to the score board)."""

    def __init__(self, pic: pygame.Surface | None, start: tuple[float, float], end: tuple[float, float],
                 secs: float, label: str = "", grow: float = 1.0, hold: float = 0.0, size: int = 28) -> None:
        self.pic, self.start, self.end, self.secs, self.label, self.size = pic, start, end, secs, label, size
        self.grow, self.hold, self.t = grow, hold, 0.0

    def step(self, dt: float) -> None:
        self.t += dt

    @property
    def done(self) -> bool:
        return self.t >= self.secs + self.hold

    def draw(self, screen: pygame.Surface) -> pygame.Rect:
        """Draw at the current moment; returns the rectangle drawn over."""
        k = 0.0 if self.t < self.hold else min(1.0, (self.t - self.hold) / self.secs)
        k = k * k * (3 - 2 * k)
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k
        if self.pic is not None:
            scale = self.grow + (1 - self.grow) * k
            pic = self.pic if scale == 1 else pygame.transform.smoothscale(
                self.pic, (max(1, round(self.pic.get_width() * scale)), max(1, round(self.pic.get_height() * scale))))
            out = screen.blit(pic, pic.get_rect(center=(x, y)))
        else:
            out = pygame.Rect(round(x), round(y), 0, 0)
        if self.label:
            out = out.union(text(screen, self.label, (x, y), self.size, (255, 200, 40), bold=True, anchor="center"))
        return out


class PlayScene(Scene):
    def __init__(self, app, setup: Setup, state: Any = None) -> None:
        """A new game from ``setup``, or the game ``state`` goes on (a loaded save)."""
        super().__init__(app)
        self.info = get(setup.game)
        self.content = self.info.load_content()
        self.state = state if state is not None else self.info.new_game(setup, self.content)
        self.log: list[str] = self._replayed_log() if state is not None else []
        self.board = self.content.board
        self.renderer = renderer_for(self.board)
        self.bots = {i: make_bot(s.kind, setup.seed * 31 + i) for i, s in enumerate(setup.seats) if s.kind != "human"}
        self.viewer: int | None = None       # whose private cards the screen shows
        self.handoff_to: int | None = None   # a human waiting to take the screen
        self.selected: int | None = None     # a piste card chosen to ski with
        self.take_display: list[int] = []
        self.take_deck = 0
        self.status = ""
        self.tweens: list[Tween] = []
        self.flights: list[Flight] = []       # cards and points in the air, drawn over everything
        self.sun_shown = 0.0                  # the sun's drawn place, easing after the real one
        self.bot_wait = 0.0
        self._thinking: tuple[Any, Any, Action | None] | None = None   # a bot's decision in progress
        self.hint: tuple[Any, Action, set[int], set[str]] | None = None  # (when, move, spots, panel keys)
        self.hot: dict[str, Any] = {}        # clickable rectangles of the panel, rebuilt each draw
        self.pending: list[PlayEvent] = []   # an event card waiting for its target to be clicked
        self.oot: int | None = None          # a human playing an event card out of turn
        self.resume_viewer: int | None = None
        self.undo: list[tuple[Any, int]] = []  # (state, log length) before each undoable action this turn
        self.zoom = 1.0                       # 1 fits the whole board; wheel and +/- change it
        self.centre: tuple[float, float] | None = None
        self.drag: tuple[int, int] | None = None
        self.hover: str | None = None          # the tooltip under the mouse
        self.show_scores = False               # the score board and run recorder over the board
        self.log_box: Any = None               # the whole game log, scrollable, over the board
        self.save_dialog: Any = None           # (name entry, Save, Cancel) while saving
        self.applying: Any = None              # (game before, action) while an action is being applied
        self.score_shown = [float(v) for v in self.state.scores()]  # markers easing after the scores
        self._buttons: dict[str, Any] = {}
        # drawing: a cached still layer (board, lit spots, markers, panel) under the moving pieces
        self._base: pygame.Surface | None = None
        self._base_key: Any = None
        self._moving: list[pygame.Rect] = []   # where the moving pieces were drawn last frame
        self._lit_cache: tuple[Any, set[int]] = (None, set())

    # -- set-up ------------------------------------------------------------
    def enter(self) -> None:
        """Also called when coming back from the in-game menu: the game goes on as it was."""
        self.app.game = None if self.state.is_over() else self
        self._layout()
        self._next_viewer()
        self.autosave()
        self.dirty = True

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def resized(self, size) -> None:
        self.app.ui.clear_and_reset()
        self._layout()
        self.dirty = True

    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel_w = u(PANEL_W)
        self.board_rect = pygame.Rect(0, 0, w - self.panel_w, h)
        self._frame()
        x = w - self.panel_w + u(16)
        col = (self.panel_w - u(48)) // 3           # three columns of buttons, u(8) apart
        cx = [x + i * (col + u(8)) for i in range(3)]
        col4 = (self.panel_w - u(32) - 3 * u(6)) // 4     # the second row has four
        cx4 = [x + i * (col4 + u(6)) for i in range(4)]
        ui = self.app.ui

        def button(rect: tuple[int, int, int, int], label: str, small: bool = False):
            return pygame_gui.elements.UIButton(pygame.Rect(rect), label, ui,
                                                object_id="@small_button" if small else None)

        self._buttons = {
            "take": button((cx[0], h - u(150), col, u(40)), "Take"),
            "end_day": button((cx[1], h - u(150), col, u(40)), "End day"),
            "wait": button((cx[2], h - u(150), col, u(40)), "Done" if self.oot is not None else "Let go"),
            "undo": button((cx4[0], h - u(100), col4, u(36)), "Undo"),
            "hint": button((cx4[1], h - u(100), col4, u(36)), "Hint"),
            "log": button((cx4[2], h - u(100), col4, u(36)), "Log"),
            "scores": button((cx4[3], h - u(100), col4, u(36)), "Scores"),
            "menu": button((cx[2], u(10), col, u(32)), "Menu"),
            # zoom on the board's corner: wheel and keys do the same
            "zoom_in": button((u(10), u(10), u(36), u(32)), "+", True),
            "zoom_out": button((u(50), u(10), u(36), u(32)), "\u2013", True),
            "fit": button((u(90), u(10), u(56), u(32)), "Fit", True),
        }
        if self.log_box is not None:
            self.log_box = None
            self._open_log()
        if self.save_dialog is not None:
            self.save_dialog = None
            self.open_save_dialog()
        self._base = None

    def _frame(self) -> None:
        """Scale and origin of the board from the zoom and the centre of view."""
        fit = min(self.board_rect.w / self.board.width, self.board_rect.h / self.board.height)
        self.scale = round(fit * self.zoom, 3)
        cx, cy = self.centre or (self.board.width / 2, self.board.height / 2)
        self.origin = (self.board_rect.centerx - cx * self.scale, self.board_rect.centery - cy * self.scale)
        self.dirty = True

    def set_view(self, zoom: float | None = None, centre: tuple[float, float] | None = None) -> None:
        if zoom is not None:
            self.zoom = max(1.0, min(3.0, zoom))
        if centre is not None:
            self.centre = (max(0.0, min(self.board.width, centre[0])), max(0.0, min(self.board.height, centre[1])))
        if self.zoom == 1.0:
            self.centre = None
        self._frame()

    def _replayed_log(self) -> list[str]:
        """The public log of a loaded game, told again by replaying its actions."""
        replay = self.info.new_game(self.state.setup, self.content)
        lines = []
        for a in self.state.action_log:
            lines += [e.text for e in replay.apply(a)]
        return lines[-200:]

    def summary(self) -> str:
        """One line about the game, for the title screen."""
        s = self.state
        names = [s.name(i) for i in range(s.num_seats)]
        who = ", ".join(names[:-1]) + " and " + names[-1]
        cur = s.current_player()
        when = "choosing starting towns" if s.phase == "start" else f"round {s.round}"
        return f"{who}, {when}" + (f", {s.name(cur)} to play" if cur is not None else "")

    # -- coordinates ---------------------------------------------------------
    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        return (self.origin[0] + p[0] * self.scale, self.origin[1] + p[1] * self.scale)

    def to_world(self, p: tuple[float, float]) -> tuple[float, float]:
        return ((p[0] - self.origin[0]) / self.scale, (p[1] - self.origin[1]) / self.scale)

    # -- whose screen is it? ------------------------------------------------
    def _is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.bots

    def _next_viewer(self) -> None:
        """Before a human acts, hand the screen over (hiding everything private)."""
        cur = self.state.current_player()
        if cur is None:
            return
        if self._is_human(cur) and cur != self.viewer:
            humans = [i for i in range(self.state.num_seats) if self._is_human(i)]
            if len(humans) == 1:
                self.viewer = cur            # playing alone against bots: no need to hide anything
            else:
                self.viewer = None
                self.handoff_to = cur
        self.dirty = True

    # -- acting -------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        before = self.state.clone()
        turn, rnd = self.state.turn, self.state.round
        self.applying = (before, action)   # a crash report saves the game from before this action
        try:
            events = self.state.apply(action)
        except IllegalAction as e:
            self.applying = None
            self.app.sounds.play("bump")
            self.status = f"Not allowed: {e}."
            self.dirty = True
            return False
        self.status = ""
        self.selected = None
        self.hint = None
        self.take_display, self.take_deck = [], 0
        # Undo keeps the human's own steps within the turn, until something hidden shows.
        revealed = any(e.secret or e.kind in ("target", "draw", "lose_card", "display", "event_dealt") for e in events)
        if (action.seat in self.bots or revealed or self.state.turn != turn or self.state.round != rnd
                or self.state.current_player() != action.seat or self.state.is_over()):
            self.undo.clear()
        else:
            self.undo.append((before, len(self.log)))
        self._show(events)
        self._bots_react(action.seat)
        self._next_viewer()
        self._refresh_log()
        self.autosave()
        self.applying = None
        self.dirty = True
        return True

    def autosave(self) -> None:
        """After every action: the whole game to the autosave file, atomically.
        A full disk costs the autosave, never the game."""
        path = self.app.autosave
        if path is None:
            return
        from game.saves import save_game
        try:
            save_game(self.state, path, "autosave")
        except OSError as e:
            self.status = f"The game could not be saved ({e.__class__.__name__}): it goes on."

    def _show(self, events: list[Event]) -> None:
        for e in events:
            self.log.append(e.text)
            self.app.sounds.for_event(e.kind)
            self._flourish(e)
            path = e.data.get("path") if isinstance(e.data, dict) else None
            if e.kind == "move":
                self._queue_ski(e.seat, e.data["from"], e.data["path"])
            elif e.kind == "lift":
                lift = self.board.lifts[e.data["lift"]]
                self.tweens.append(Tween(e.seat, list(lift.points), LIFT_SPEED))
            elif e.kind in ("bus", "walk", "heli", "send_back") and path:
                start = e.data.get("from")
                pts = [self._spot_xy(start)] if start is not None else []
                pts += [self._spot_xy(s) for s in path]
                if len(pts) >= 2:
                    self.tweens.append(Tween(e.seat, pts, SKI_SPEED, hop=28.0 if e.kind == "bus" else 0.0))
        self.log = self.log[-200:]

    def _flourish(self, e: Event) -> None:
        """Cards flying to a hand, a completed target shown and its points flying home."""
        if not getattr(self, "rects", None):
            return
        u = self.app.px
        card = (u(62), u(87))
        seat_row = self.rects.get(f"row:{e.seat}")
        if e.kind == "take" and seat_row is not None:
            for slot in e.data.get("display", []):
                src = self.rects.get(f"slot:{slot}")
                p = self.content.piste[e.data["display_cards"][e.data["display"].index(slot)]]
                if src is not None:
                    self.flights.append(Flight(image(style.piste_card(p.colour, p.value), card), src.center,
                                               seat_row.center, 0.45))
            deck = self.rects.get("deck")
            for _ in range(e.data.get("deck", 0)):
                if deck is not None:        # a card from the deck flies face down: it is secret
                    self.flights.append(Flight(image(style.card_back("piste"), card), deck.center,
                                               seat_row.center, 0.45))
        elif e.kind in ("discard", "move") and seat_row is not None and "discard" in self.rects:
            # the card leaves the hand face up (it is played or thrown away in the open)
            src = self.hot.get(f"hand:{e.data['card']}", seat_row)
            p = self.content.piste[e.data["card"]]
            self.flights.append(Flight(image(style.piste_card(p.colour, p.value), card), src.center,
                                       self.rects["discard"].center, 0.4))
        elif e.kind == "event" and seat_row is not None:
            centre = self.board_rect.center
            self.flights.append(Flight(image(style.event_card(e.data["key"]), (u(200), u(280))), seat_row.center,
                                       centre, 0.35, grow=0.3))
            self.flights.append(Flight(image(style.event_card(e.data["key"]), (u(200), u(280))), centre, centre,
                                       0.15, hold=1.0))
        elif e.kind == "target" and seat_row is not None:
            key = e.data["key"]
            centre = self.board_rect.center
            self.flights.append(Flight(image(style.target_card(key), (u(250), u(350))), centre, centre, 0.2, hold=1.2))
            self.flights.append(Flight(None, centre, seat_row.center, 0.8, label=f"+{e.data['points']}", hold=1.2,
                                       size=u(28)))

    def _spot_xy(self, spot: int) -> tuple[float, float]:
        s = self.board.spots[spot]
        return (s.x, s.y)

    def _queue_ski(self, seat: int, start: int, path: list[int]) -> None:
        pts: list[tuple[float, float]] = [self._spot_xy(start)]
        prev = start
        for s in path:
            link = self.board.piste_links.get((prev, s))
            if link is not None:
                pl = next(lk for lk in self.board.links if lk.id == link)
                pts.extend(pl.points[1:])
            else:
                pts.append(self._spot_xy(s))
            prev = s
        self.tweens.append(Tween(seat, pts, SKI_SPEED))

    def _bots_react(self, actor: int) -> None:
        """After an action, each bot may answer out of turn (its event cards)."""
        n = self.state.num_seats
        for k in range(1, n + 1):
            seat = (actor + k) % n
            if seat not in self.bots or self.state.is_over() or seat == self.state.current_player():
                continue
            opts = self.state.legal_actions(seat)
            if opts:
                r = self.bots[seat].react(Observation(self.state, seat), opts)
                if r is not None:
                    self._show(self.state.apply(r))

    # -- the frame -------------------------------------------------------------------
    def animating(self) -> bool:
        # a bot about to act counts as activity: the loop must not sleep through its turn
        waiting_human = self.oot is not None or self.handoff_to is not None
        return (bool(self.tweens) or bool(self.flights) or abs(self.sun_shown - self.state.sun) > 1e-3
                or self._scores_moving() or (self._bot_turn() and not waiting_human))

    def _scores_moving(self) -> bool:
        return any(abs(a - b) > 1e-3 for a, b in zip(self.score_shown, self.state.scores()))

    def _bot_turn(self) -> bool:
        cur = self.state.current_player()
        return cur is not None and cur in self.bots

    def update(self, dt: float) -> None:
        self._update(dt)
        # widgets change before the UI manager's own update, so they are drawn right this frame
        self._sync_buttons()

    def _update(self, dt: float) -> None:
        from game.settings import ANIMATION_SPEEDS
        speed = self.app.speed or ANIMATION_SPEEDS.get(self.app.settings.animation, 1.0)
        if speed == 0:
            self.tweens.clear()            # animations off
            self.flights.clear()
            self.sun_shown = float(self.state.sun)
            self.score_shown = [float(v) for v in self.state.scores()]
        if self._scores_moving():
            # score markers slide to their new places, a long way faster than a short one
            for seat, real in enumerate(self.state.scores()):
                diff = real - self.score_shown[seat]
                step = dt * speed * max(6.0, abs(diff) * 2.5)
                self.score_shown[seat] = real if abs(diff) <= step else self.score_shown[seat] + math.copysign(step, diff)
            self.dirty = True
        for fl in self.flights:
            fl.step(dt * speed)
        self.flights = [fl for fl in self.flights if not fl.done]
        if abs(self.sun_shown - self.state.sun) > 1e-3:
            step = dt * speed * 1.5
            diff = self.state.sun - self.sun_shown
            self.sun_shown = self.state.sun if abs(diff) <= step else self.sun_shown + math.copysign(step, diff)
            self.dirty = True
        if self.flights:
            self.dirty = True
        if self.tweens:
            self.tweens[0].step(dt * speed)
            if self.tweens[0].done:
                self.tweens.pop(0)
            self.dirty = True
            if self._bot_turn() and self.oot is None and self.handoff_to is None and not self.state.is_over():
                self._think()                  # the next bot thinks while the skier glides
            return
        if self.state.is_over():
            from .results import ResultsScene
            self.app.game = None
            self.app.switch(ResultsScene(self.app, self.state))
            return
        if self.oot is not None or self.handoff_to is not None:
            return  # a human is taking the screen: the bots wait
        if self._bot_turn():
            self.bot_wait -= dt * speed
            chosen = self._think()
            if chosen is not None and (self.bot_wait <= 0 or self.app.speed):
                self.bot_wait = 0
                self._thinking = None
                self.act(chosen)

    def _think(self) -> Action | None:
        """Let the bot whose turn it is think for a slice of this frame; its move
        once it has decided. A change to the game (an event played out of turn,
        an undo) starts the thinking again."""
        seat = self.state.current_player()
        key = (seat, id(self.state), len(self.state.log))
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
        if self.save_dialog is not None:
            entry, ok, cancel = self.save_dialog
            if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is entry) or \
                    (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is ok):
                self.save_as(entry.get_text())
                return
            if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is cancel:
                self._close_save_dialog()
                return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                if self.save_dialog is not None:
                    self._close_save_dialog()
                else:
                    self._pause()
            elif event.key == pygame.K_z and ctrl:
                self.take_back()
            elif event.key == pygame.K_s and ctrl:
                self.open_save_dialog()
            elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_view(zoom=self.zoom * 1.25)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_view(zoom=self.zoom / 1.25)
            elif event.key in (pygame.K_r, pygame.K_HOME):
                self.set_view(zoom=1.0)
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif event.key == pygame.K_h:
                self.show_hint()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.zoom > 1:
                cx, cy = self.centre or (self.board.width / 2, self.board.height / 2)
                step = 120 / self.scale
                dx = {pygame.K_LEFT: -step, pygame.K_RIGHT: step}.get(event.key, 0)
                dy = {pygame.K_UP: -step, pygame.K_DOWN: step}.get(event.key, 0)
                self.set_view(centre=(cx + dx, cy + dy))
            return
        if event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(pygame.mouse.get_pos()):
            mouse = pygame.mouse.get_pos()
            world = self.to_world(mouse)
            self.set_view(zoom=self.zoom * (1.2 ** event.y))
            # keep the point under the mouse where it was
            cx, cy = self.centre or (self.board.width / 2, self.board.height / 2)
            nw = self.to_world(mouse)
            self.set_view(centre=(cx + world[0] - nw[0], cy + world[1] - nw[1]))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and (event.button == 2 or (
                event.button == 1 and self.zoom > 1 and self._grabs_snow(event.pos))):
            self.drag = event.pos              # middle button anywhere, or the left one on empty snow
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            self.drag = None
            return
        if event.type == pygame.MOUSEMOTION and self.drag is None:
            tip = self._tooltip(event.pos)
            if tip != self.hover:
                self.hover = tip
                self.dirty = True
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            cx, cy = self.centre or (self.board.width / 2, self.board.height / 2)
            self.set_view(centre=(cx - (event.pos[0] - self.drag[0]) / self.scale,
                                  cy - (event.pos[1] - self.drag[1]) / self.scale))
            self.drag = event.pos
            return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return
        if self.tweens or self.flights:      # a click skips the animation
            self.skip_animation()
            return
        if self.handoff_to is not None:
            self.viewer, self.handoff_to = self.handoff_to, None
            return
        for key, rect in self.hot.items():
            if key.startswith("oot:") and rect.collidepoint(event.pos):
                self._ask_out_of_turn(int(key[4:]))
                return
            if key == "log" and rect.collidepoint(event.pos):
                self._open_log() if self.log_box is None else self._close_log()
                return
        if self.log_box is not None and self.log_box.rect.collidepoint(event.pos):
            return                              # reading the log, not clicking the board under it
        cur = self.acting()
        if cur is None or cur != self.viewer:
            return
        for key, rect in self.hot.items():
            if rect.collidepoint(event.pos):
                self._panel_click(key, event.button)
                return
        if self.board_rect.collidepoint(event.pos):
            spot = self.renderer.spot_at(self.to_world(event.pos), self.scale)
            if spot is not None:
                if self.pending:
                    self._target_click(spot)
                else:
                    self._spot_click(cur, spot)

    # -- input, as a player makes it ----------------------------------------------------
    def _click(self, pos: tuple[float, float], button: int = 1) -> None:
        self.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(round(pos[0]), round(pos[1]))))

    def _press(self, key: str) -> None:
        self.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self._buttons[key]))

    def click_through(self, a: Action) -> None:
        """Make action ``a`` the way a player would, with clicks on cards, spots and
        buttons (used by the tests and the monkey; nothing here decides what is legal)."""
        b = self.board

        def spot(s: int) -> tuple[float, float]:
            return self.to_screen(self._spot_xy(s))

        self.draw(self.app.screen)                  # the panel's clickable places, as shown
        if isinstance(a, ChooseStart):
            self._click(spot(a.town))
        elif isinstance(a, Discard):
            self._click(self.hot[f"hand:{a.card}"].center)
        elif isinstance(a, TakeCards):
            for slot in a.display:
                self._click(self.hot[f"display:{slot}"].center)
            for _ in range(a.deck):
                self._click(self.hot["deck"].center)
            self._press("take")
        elif isinstance(a, MovePiste):
            self._click(self.hot[f"hand:{a.card}"].center)
            self._click(spot(a.path[-1]))
        elif isinstance(a, RideLift):
            self._click(spot(b.lifts[a.lift].top))
        elif isinstance(a, (RideBus, Walk)):
            self._click(spot(a.to))
        elif isinstance(a, EndDay):
            self._press("end_day")
        elif isinstance(a, Wait):
            self._press("wait")
        elif isinstance(a, PlayEvent):
            self._click(self.hot[f"event:{a.card}"].center)
            if self.pending:
                kind, _, rest = a.target.partition(":")
                if kind == "spot":
                    self._click(spot(int(rest)))
                elif kind == "lift":
                    self._click(spot(b.lifts[int(rest)].top))
                elif kind == "seat":
                    self.draw(self.app.screen)
                    self._click(self.hot[f"seat:{rest}"].center)
                elif kind == "marker":
                    mk, _, at = rest.partition(":")
                    self._click(spot(int(at) if mk == "piste" else b.lifts[int(at)].top))
        else:
            raise ValueError(f"no way to click {a}")

    # -- saving --------------------------------------------------------------------
    def default_save_name(self) -> str:
        s = self.state
        return f"{', '.join(s.name(i) for i in range(s.num_seats))} - round {s.round_number()}"

    def open_save_dialog(self) -> None:
        """Ctrl+S: a name for the save, then Save (or Enter)."""
        if self.save_dialog is not None:
            return
        u, ui = self.app.px, self.app.ui
        r = pygame.Rect(0, 0, u(420), u(40))
        r.center = (self.board_rect.centerx, self.board_rect.centery - u(20))
        entry = pygame_gui.elements.UITextEntryLine(r, ui)
        entry.set_text(self.default_save_name())
        entry.focus()
        ok = pygame_gui.elements.UIButton(pygame.Rect(r.x, r.bottom + u(10), u(200), u(40)), "Save", ui)
        cancel = pygame_gui.elements.UIButton(pygame.Rect(r.right - u(200), r.bottom + u(10), u(200), u(40)),
                                              "Cancel", ui)
        self.save_dialog = (entry, ok, cancel)
        self.status = "Save this game as:"
        self.dirty = self.repaint = True

    def _close_save_dialog(self) -> None:
        if self.save_dialog is not None:
            for el in self.save_dialog:
                el.kill()
            self.save_dialog = None
        self.dirty = self.repaint = True

    def save_as(self, name: str) -> str | None:
        """Save the game under ``name`` in the user's saves folder; the file's path."""
        from game.saves import file_name, save_game, saves_dir
        import os
        name = name.strip() or self.default_save_name()
        path = os.path.join(saves_dir(), file_name(name))
        try:
            save_game(self.state, path, name)
        except OSError as e:
            self.status = f"Could not save ({e.__class__.__name__}): the game goes on."
            self._close_save_dialog()
            return None
        self._close_save_dialog()
        self.status = f"Saved as \"{name}\"."
        return path

    def _grabs_snow(self, pos: tuple[int, int]) -> bool:
        """A left press on the board away from any spot, with nothing to click
        there: it drags the board (when zoomed in)."""
        return (self.board_rect.collidepoint(pos) and not self.tweens and not self.flights
                and self.handoff_to is None and not any(b.rect.collidepoint(pos) for b in self._buttons.values())
                and self.renderer.spot_at(self.to_world(pos), self.scale) is None)

    def show_hint(self) -> None:
        """H or Hint: what the normal bot would do now, lit on the board, with a reason.
        It sees only what the player at the screen may see."""
        from game.ai import GreedyBot
        from game.ai.search import evaluator_for
        cur = self.acting()
        if cur is None or cur != self.viewer or self.handoff_to is not None or not self._is_human(cur):
            return
        legal = self.state.legal_actions(cur)
        if not legal:
            return
        obs = Observation(self.state, cur)
        bot = GreedyBot(self.state.setup.seed ^ len(self.state.log))
        move, _, _ = bot.explain(obs, legal)
        world = obs.sample(bot.rng.next64())
        after = world.clone()
        events = after.apply(move)
        ev = evaluator_for(self.state.game_id)
        if all(isinstance(a, Discard) for a in legal):
            reason = "it is the card you need least"
        else:
            reason = ev.explain(world, after, cur) if hasattr(ev, "explain") else "the bots rate it best"
        said = next((e.text for e in events if e.kind not in ("turn", "sun", "round")), str(move))
        spots, keys = self._hint_places(move)
        self.hint = ((id(self.state), len(self.state.log)), move, spots, keys)
        self.status = f"Hint: {said}, because {reason}."
        self.dirty = True

    def _hint_places(self, a: Action) -> tuple[set[int], set[str]]:
        """Where a hinted move shows: spots on the board, and things on the panel."""
        spots: set[int] = set()
        keys: set[str] = set()
        if isinstance(a, ChooseStart):
            spots.add(a.town)
        elif isinstance(a, MovePiste):
            spots.add(a.path[-1])
            keys.add(f"hand:{a.card}")
        elif isinstance(a, RideLift):
            spots.add(self.board.lifts[a.lift].top)
        elif isinstance(a, (RideBus, Walk)):
            spots.add(a.to)
        elif isinstance(a, TakeCards):
            keys.update(f"display:{i}" for i in a.display)
            if a.deck:
                keys.add("deck")
        elif isinstance(a, Discard):
            keys.add(f"hand:{a.card}")
        elif isinstance(a, PlayEvent):
            keys.add(f"event:{a.card}")
            kind, _, rest = a.target.partition(":")
            if kind == "spot":
                spots.add(int(rest))
            elif kind == "lift":
                spots.add(self.board.lifts[int(rest)].top)
            elif kind == "seat" and self.state.pos[int(rest)] is not None:
                spots.add(self.state.pos[int(rest)])
        return spots, keys

    def _hint_now(self) -> tuple[Any, Action, set[int], set[str]] | None:
        if self.hint is not None and self.hint[0] != (id(self.state), len(self.state.log)):
            self.hint = None
        return self.hint

    def confirm(self) -> None:
        """Space or Enter: skip the animation, take the screen at a hand-off, or
        take the cards chosen from the display and the deck."""
        if self.tweens or self.flights:
            self.skip_animation()
        elif self.handoff_to is not None:
            self.viewer, self.handoff_to = self.handoff_to, None
        elif self.acting() is not None and self.acting() == self.viewer and (self.take_display or self.take_deck):
            self.act(TakeCards(self.acting(), tuple(sorted(self.take_display)), self.take_deck))
        self.dirty = True

    def skip_animation(self) -> None:
        self.tweens.clear()
        self.flights.clear()
        self.sun_shown = float(self.state.sun)
        self.score_shown = [float(v) for v in self.state.scores()]
        self.dirty = True

    def _pause(self) -> None:
        """The in-game menu; this scene (and its game) waits underneath."""
        from .pause import PauseScene
        self.tweens.clear()
        self.flights.clear()
        self.app.switch(PauseScene(self.app, self))

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the thing under the mouse is, in words (never a card the viewer may not see)."""
        if self.handoff_to is not None:
            return None
        c, s, v = self.content, self.state, self.viewer
        for key, rect in self.hot.items():
            if not rect.collidepoint(pos):
                continue
            kind, _, val = key.partition(":")
            # the clickable places are those of the last frame: the game (or the player at
            # the screen) may have changed since, so a card is named only if it is still
            # there and still the viewer's
            if kind in ("hand", "event", "target"):
                mine = {"hand": s.hands, "event": s.ev_hands}.get(kind)
                if v is None or (int(val) not in mine[v] if mine is not None else s.target[v] != int(val)):
                    return None
            if kind in ("hand", "display"):
                card = int(val) if kind == "hand" else s.display[int(val)]
                if card is None:
                    return None
                p = c.piste[card]
                return f"{p.colour} {p.value}: ski {p.value} spots down a {p.colour} run; points carry on to easier runs"
            if kind == "event":
                e = c.events[int(val)]
                return f"{e.title}: {e.text}"
            if kind == "target":
                t = c.targets[int(val)]
                return f"Secret target, {t.title} ({t.points} points): {t.text}"
            if kind == "discard":
                if not s.discard:
                    return "The discard pile is empty: played and discarded cards go here."
                return (f"The discard pile: {len(s.discard)} cards, {s.card_text(s.discard[-1])} "
                        "on top. It becomes the deck when the deck runs out.")
            if kind == "deck":
                return f"The piste deck: {len(self.state.deck)} cards. Click to take one (right click: one fewer)."
            if kind == "oot":
                return "Play an event card now, out of turn: the screen is handed to that player first."
            return None
        if self.board_rect.collidepoint(pos):
            spot = self.renderer.spot_at(self.to_world(pos), self.scale)
            if spot is not None:
                sp = self.board.spots[spot]
                what = {"piste": f"{sp.colour} run {sp.run}", "lift": "lift station", "restaurant": "restaurant",
                        "town": "town", "bus_stop": "bus stop"}[sp.kind]
                here = [self.state.name(i) for i, p in enumerate(self.state.pos) if p == spot]
                return f"{sp.label} ({what})" + (f": {', '.join(here)}" if here else "")
        return None

    # -- the game log --------------------------------------------------------------
    def _log_html(self) -> str:
        import html
        return "<br>".join(html.escape(line, quote=False) for line in self.log) or "Nothing has happened yet."

    def _open_log(self) -> None:
        """The whole log (public lines only) in a scrolling text box over the board."""
        r = self.board_rect.inflate(-self.app.px(80), -self.app.px(120))
        self.log_box = pygame_gui.elements.UITextBox(self._log_html(), r, self.app.ui)
        self._scroll_log_to_end()
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
            self._buttons["log"].set_text("Log")
        self.repaint = True
        self.dirty = True

    def _refresh_log(self) -> None:
        if self.log_box is not None:
            self.log_box.set_text(self._log_html())
            self._scroll_log_to_end()

    def take_back(self) -> None:
        """Ctrl+Z: undo the human's last step this turn, if nothing hidden was shown since."""
        if not self.undo or self.tweens:
            self.status = "Nothing to take back: only your own steps this turn, before any card is revealed."
            self.dirty = True
            return
        self.state, keep = self.undo.pop()
        self.autosave()
        self.log = self.log[:keep] + ["(taken back)"]
        self.score_shown = [float(v) for v in self.state.scores()]
        self._refresh_log()
        self.status = ""
        self.dirty = True

    def acting(self) -> int | None:
        """The seat the clicks act for: the current player, or a human playing out of turn."""
        return self.oot if self.oot is not None else self.state.current_player()

    def _ask_out_of_turn(self, seat: int) -> None:
        """Any human may play an event card at any moment: hand the screen over first.
        The button is shown for every human seat alike, so it reveals nothing."""
        if seat == self.viewer and self.oot is None:
            return
        self.resume_viewer = self.viewer
        self.oot = seat
        self.pending = []
        self.selected = None
        self.viewer = None
        self.handoff_to = seat
        self.status = ""
        self._buttons["wait"].set_text("Done")
        self.dirty = True

    def _end_out_of_turn(self) -> None:
        self.oot = None
        self.pending = []
        self._buttons["wait"].set_text("Let go")
        self.viewer = None
        self._next_viewer()

    def _target_click(self, spot: int) -> None:
        """Resolve a pending event card with the board target clicked."""
        b = self.board
        for a in self.pending:
            kind, _, rest = a.target.partition(":")
            hit = False
            if kind == "spot":
                hit = int(rest) == spot
            elif kind == "lift":
                lift = b.lifts[int(rest)]
                hit = spot in (lift.top, lift.bottom)
            elif kind == "marker":
                mk, _, at = rest.partition(":")
                hit = (int(at) == spot) if mk == "piste" else spot in (b.lifts[int(at)].top, b.lifts[int(at)].bottom)
            elif kind == "seat":
                hit = self.state.pos[int(rest)] == spot
            if hit:
                self.pending = []
                self._play(a)
                return
        self.status = "That is not one of the places this card can be played on (they are lit)."
        self.dirty = True

    def _play(self, a: Action) -> None:
        was_oot = self.oot is not None
        if self.act(a) and was_oot:
            self._end_out_of_turn()

    def _button(self, el) -> None:
        cur = self.acting()
        if el is self._buttons.get("menu"):
            self._pause()
            return
        if el is self._buttons.get("fit"):
            self.set_view(zoom=1.0)
            return
        if el is self._buttons.get("zoom_in") or el is self._buttons.get("zoom_out"):
            self.set_view(zoom=self.zoom * (1.25 if el is self._buttons["zoom_in"] else 0.8))
            return
        if el is self._buttons.get("scores"):
            self.show_scores = not self.show_scores
            if self.show_scores:
                self._close_log()
            self.dirty = True
            return
        if el is self._buttons.get("log"):
            if self.log_box is None:
                self.show_scores = False
                self._open_log()
            else:
                self._close_log()
            return
        if el is self._buttons.get("undo"):
            self.take_back()
            return
        if el is self._buttons.get("hint"):
            self.show_hint()
            return
        if cur is None or cur != self.viewer:
            return
        if el is self._buttons["take"]:
            if not self.take_display and not self.take_deck:
                self.status = "Click cards in the display or the deck first, then Take."
            else:
                self.act(TakeCards(cur, tuple(sorted(self.take_display)), self.take_deck))
        elif el is self._buttons["end_day"]:
            self.act(EndDay(cur))
        elif el is self._buttons["wait"]:
            if self.oot is not None:
                self._end_out_of_turn()
            else:
                self.act(Wait(cur))
        self.dirty = True

    def _panel_click(self, key: str, button: int) -> None:
        cur = self.acting()
        kind, _, val = key.partition(":")
        if kind == "event" and self.pending and self.pending[0].card == int(val):
            self.pending = []
            self.status = ""
            self.dirty = True
            return
        if kind == "hand":
            card = int(val)
            if len(self.state.hands[cur]) > self.content.hand_limit:
                self.act(Discard(cur, card))
            else:
                self.selected = None if self.selected == card else card
                self.status = ""
                if self.selected is not None:
                    p = self.content.piste[card]
                    can = any(isinstance(a, MovePiste) and self.content.piste[a.card].colour == p.colour
                              and self.content.piste[a.card].value == p.value for a in self.state.legal_actions(cur))
                    self.status = ("Click a lit spot to ski there." if can else
                                   f"No run from here takes a {p.colour} {p.value} now: ride a lift or take cards.")
        elif kind == "display":
            slot = int(val)
            if slot in self.take_display:
                self.take_display.remove(slot)
            else:
                self.take_display.append(slot)
        elif kind == "deck":
            self.take_deck = max(0, self.take_deck + (1 if button == 1 else -1))
        elif kind == "event":
            card = int(val)
            opts = [a for a in self.state.legal_actions(cur) if isinstance(a, PlayEvent)
                    and self.content.events[a.card].key == self.content.events[card].key]
            if not opts:
                why = self.state.why_illegal(PlayEvent(cur, card, ""))
                self.status = f"Not now: {why}." if why else "Choose where to play it."
            elif len(opts) == 1 and not opts[0].target.startswith(("spot:", "lift:", "seat:", "marker:")):
                self._play(opts[0])
            elif all(o.target.startswith("trigger:") for o in opts):
                self._play(opts[-1])             # answer the latest happening
            else:
                self.pending = opts
                title = self.content.events[card].title
                self.status = f"{title}: click where to play it (lit on the board), or the card again to cancel."
        elif kind == "seat" and self.pending:
            for a in self.pending:
                if a.target == f"seat:{val}":
                    self.pending = []
                    self._play(a)
                    return
        self.dirty = True

    def _spot_click(self, cur: int, spot: int) -> None:
        legal = self.state.legal_actions(cur)
        if self.state.phase == "start":
            for a in legal:
                if isinstance(a, ChooseStart) and a.town == spot:
                    self.act(a)
                    return
            self.status = "Choose a town (a purple spot) to start from."
            return
        if self.selected is not None:
            p = self.content.piste[self.selected]
            moves = [a for a in legal if isinstance(a, MovePiste) and a.path[-1] == spot
                     and (self.content.piste[a.card].colour, self.content.piste[a.card].value) == (p.colour, p.value)]
            if moves:
                self.act(min(moves, key=lambda a: len(a.path)))
                return
        for a in legal:
            if isinstance(a, RideLift) and self.board.lifts[a.lift].top == spot:
                self.act(a)
                return
            if isinstance(a, (RideBus, Walk)) and a.to == spot:
                self.act(a)
                return
        if self.selected is not None:
            self.status = f"A {self.state.card_text(self.selected)} card cannot take you to {self.board.spots[spot].label}."
        else:
            self.status = f"{self.board.spots[spot].label}: pick a piste card first to ski, or click a lift's top, a bus stop or a walkway."
        self.dirty = True

    # -- drawing ---------------------------------------------------------------------
    def _targets(self) -> set[int]:
        """Spots the viewer may click now (legal-move highlighting)."""
        cur = self.acting()
        if cur is None or cur != self.viewer:
            return set()
        out: set[int] = set()
        if self.pending:
            for a in self.pending:
                kind, _, rest = a.target.partition(":")
                if kind == "spot":
                    out.add(int(rest))
                elif kind == "lift":
                    out.add(self.board.lifts[int(rest)].top)
                elif kind == "seat" and self.state.pos[int(rest)] is not None:
                    out.add(self.state.pos[int(rest)])
                elif kind == "marker":
                    mk, _, at = rest.partition(":")
                    out.add(int(at) if mk == "piste" else self.board.lifts[int(at)].top)
            return out
        if self.oot is not None:
            return out
        for a in self.state.legal_actions(cur):
            if isinstance(a, ChooseStart):
                out.add(a.town)
            elif isinstance(a, MovePiste) and self.selected is not None:
                p, q = self.content.piste[a.card], self.content.piste[self.selected]
                if (p.colour, p.value) == (q.colour, q.value):
                    out.add(a.path[-1])
            elif isinstance(a, RideLift):
                out.add(self.board.lifts[a.lift].top)
            elif isinstance(a, (RideBus, Walk)):
                out.add(a.to)
        return out

    def _lit(self) -> set[int]:
        """The lit spots, worked out once per change (legal_actions is not free)."""
        if not (self.app.settings.highlight_moves or self.pending):
            return set()
        key = (id(self.state), len(self.state.log), self.selected, tuple(self.pending), self.viewer, self.oot)
        if self._lit_cache[0] != key:
            self._lit_cache = (key, self._targets())
        return self._lit_cache[1]

    # -- drawing -------------------------------------------------------------------
    # A frame is a still layer (the board at its zoom, the lit spots, the
    # markers, the side panel), drawn again only when one of them changes, and
    # the moving things on top: skiers, the sun, cards and points in flight and
    # the tooltip. While skiers glide, a frame puts back the still layer where
    # the moving things were and draws them at their new places: a few small
    # blits instead of the whole window.
    def _still_key(self) -> tuple:
        return (self._panel_key(self.app.screen), self.scale, self.origin, frozenset(self._lit()), self.hint,
                self.app.settings.symbols, self.app.k)

    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        key = self._still_key()
        size = screen.get_size()
        fresh = self._base is None or self._base.get_size() != size or key != self._base_key
        if fresh:
            if self._base is None or self._base.get_size() != size:
                self._base = pygame.Surface(size).convert()
            self._draw_still(self._base)
            self._base_key = key
        # the hand-off screen waits for the last move to finish: everyone watches it
        handoff = self.handoff_to is not None and not (self.tweens or self.flights)
        overlay = self.show_scores or handoff
        if fresh or overlay or self.repaint:
            self.repaint = overlay              # after an overlay closes, the next frame redraws everything
            screen.blit(self._base, (0, 0))
            if overlay:
                screen.set_clip(self.board_rect)
                self._draw_skiers(screen)
                screen.set_clip(None)
                self._draw_sun(screen)
                if self.show_scores:
                    self._draw_scores(screen)
                for fl in self.flights:
                    fl.draw(screen)
                if handoff:
                    self._draw_handoff(screen)
                self._moving = []
            else:
                self._moving = self._draw_moving(screen)
            return None
        for r in self._moving:
            screen.blit(self._base, r, r)
        now = self._draw_moving(screen)
        changed = self._moving + now
        self._moving = now
        return changed

    def _sync_buttons(self) -> None:
        """During a hand-off only the menu shows; otherwise a button is greyed
        out when what it does is not possible for the player at the screen."""
        key = (id(self.state), len(self.state.log), self.handoff_to, self.oot, self.viewer, len(self.undo),
               self._buttons.get("menu"), self.show_scores)
        if key == getattr(self, "_buttons_key", None):
            return
        self._buttons_key = key
        hidden = self.handoff_to is not None
        for key, b in self._buttons.items():
            # the zoom buttons make way for the score board, which covers the board
            gone = hidden or (self.show_scores and key in ("zoom_in", "zoom_out", "fit"))
            if key != "menu":
                (b.hide if gone else b.show)()
        cur = self.acting()
        mine = cur is not None and cur == self.viewer
        legal = self.state.legal_actions(cur) if mine else []
        can = {
            "take": any(isinstance(a, TakeCards) for a in legal),
            "end_day": any(isinstance(a, EndDay) for a in legal),
            "wait": self.oot is not None if self.oot is not None else any(isinstance(a, Wait) for a in legal),
            "undo": bool(self.undo),
            "hint": bool(legal) and self.oot is None,
        }
        for key, ok in can.items():
            b = self._buttons[key]
            if ok and not b.is_enabled:
                b.enable()
            elif not ok and b.is_enabled:
                b.disable()

    def _draw_still(self, surf: pygame.Surface) -> None:
        """The still layer: board, lit spots, markers, panel."""
        self.renderer.set_symbols(self.app.settings.symbols)
        img = self.renderer.render(self.scale)
        ox, oy = round(self.origin[0]), round(self.origin[1])
        if not pygame.Rect(ox, oy, img.get_width(), img.get_height()).contains(self.board_rect):
            surf.fill((26, 36, 54), self.board_rect)   # only where the board leaves a margin
        surf.set_clip(self.board_rect)
        surf.blit(img, (ox, oy))
        for spot in self._lit():
            x, y = self.to_screen(self._spot_xy(spot))
            r = max(9, self.board.spots[spot].radius * self.scale + 5)
            pygame.draw.circle(surf, (40, 30, 0), (x, y), r + 3, 2)
            pygame.draw.circle(surf, (255, 226, 60), (x, y), r + 1, max(3, self.app.px(3)))
        hint = self._hint_now()
        for spot in (hint[2] if hint else ()):
            x, y = self.to_screen(self._spot_xy(spot))
            r = max(9, self.board.spots[spot].radius * self.scale + 5) + self.app.px(5)
            pygame.draw.circle(surf, (10, 40, 60), (x, y), r + 3, 2)
            pygame.draw.circle(surf, HINT_RGB, (x, y), r + 1, max(3, self.app.px(4)))
        self._draw_markers(surf)
        surf.set_clip(None)
        self._panel(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """Skiers, the sun, flights and the tooltip; returns where they were drawn."""
        screen.set_clip(self.board_rect)
        rects = [r.clip(self.board_rect) for r in self._draw_skiers(screen)]
        screen.set_clip(None)
        rects.append(self._draw_sun(screen))
        rects += [fl.draw(screen) for fl in self.flights]
        if self.hover and self.handoff_to is None:
            rects.append(self._draw_tooltip(screen, self.hover))
        return [r for r in rects if r.w and r.h]

    def _draw_sun(self, screen: pygame.Surface) -> pygame.Rect:
        x, y, step = self._sun_track
        sun = image(style.piece("sun"), (int(step) + 4, int(step) + 4))
        return screen.blit(sun, (round(x + self.sun_shown * step - 3), y - 3))

    def _draw_scores(self, screen: pygame.Surface) -> None:
        """The score board (every skier's marker on the score track, sliding to
        new scores) and the run recorder (each numbered run with the snowflakes
        of those who claimed it)."""
        u = self.app.px
        r = self.board_rect.inflate(-u(40), -u(40))
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((16, 26, 44, 225))
        screen.blit(veil, r)
        s, c = self.state, self.content
        track = image(style.board_art("scoreboard"))
        k = (r.w - u(40)) / track.get_width()
        tw, th = round(track.get_width() * k), round(track.get_height() * k)
        track = image(style.board_art("scoreboard"), (tw, th))
        # markers on the same score stack up: leave room above the track for the tallest stack
        places = [round(max(0.0, min(100.0, v))) for v in self.score_shown]
        most = max(places.count(v) for v in places)
        band_mid = (style.SCORE_BAND[0] + style.SCORE_BAND[1]) / 2 * k
        tx = r.x + u(20)
        ty = max(r.y + u(50), r.y + u(50) + u(22) + u(18) * (most - 1) + u(13) - round(band_mid))
        text(screen, "Score board", (tx, r.y + u(14)), u(22), (255, 255, 255), bold=True)
        screen.blit(track, (tx, ty))
        band_y = ty + band_mid
        at: dict[int, int] = {}
        symbols = self.app.settings.symbols
        for seat, score in enumerate(self.score_shown):
            v = max(0.0, min(100.0, score))
            n = at.get(places[seat], 0)
            at[places[seat]] = n + 1
            colour = s.setup.seats[seat].colour
            pic = image(style.snowflake(colour, symbols), (u(26), u(26)))
            screen.blit(pic, pic.get_rect(center=(tx + (style.SCORE_X0 + v * style.SCORE_STEP) * k,
                                                  band_y - u(22) - u(18) * n)))
        y = ty + th + u(20)
        text(screen, "Run recorder", (tx, y), u(22), (255, 255, 255), bold=True)
        y += u(34)
        col_w = (r.w - u(40)) // 2
        for i, run in enumerate(sorted(self.board.numbered_runs(), key=lambda rn: (-c.run_recorder[rn.name], rn.name))):
            x = tx + (i % 2) * col_w
            yy = y + (i // 2) * u(34)
            screen.blit(image(style.piste_spot(run.colour, symbols), (u(22), u(22))), (x, yy))
            text(screen, f"{run.name}  ({c.run_recorder[run.name]} points)", (x + u(30), yy + u(2)), u(15),
                 (240, 244, 250))
            fx = x + col_w - u(30)
            for seat in range(s.num_seats):
                if run.name in s.snowflakes[seat]:
                    colour = s.setup.seats[seat].colour
                    screen.blit(image(style.snowflake(colour, symbols), (u(24), u(24))), (fx, yy - 1))
                    fx -= u(26)
        yb = y + ((len(self.board.numbered_runs()) + 1) // 2) * u(34) + u(14)
        bonus = ", ".join(f"{b.title} {b.points}" for b in c.bonuses)
        text(screen, f"Bonuses at night: {bonus}", (tx, yb), u(14), (220, 228, 240))

    def _draw_tooltip(self, screen: pygame.Surface, tip: str) -> pygame.Rect:
        u = self.app.px
        mx, my = pygame.mouse.get_pos()
        f = self.renderer.fonts.get(u(14))
        lines = _wrap_words(f, tip, u(340))
        lh = f.get_linesize()
        w = max(f.size(ln)[0] for ln in lines) + u(16)
        h = len(lines) * lh + u(10)
        sw, sh = screen.get_size()
        box = pygame.Rect(min(mx + u(16), sw - w - 4), min(my + u(16), sh - h - 4), w, h)
        pygame.draw.rect(screen, (28, 36, 52), box, border_radius=u(6))
        pygame.draw.rect(screen, (200, 210, 230), box, 1, border_radius=u(6))
        for i, ln in enumerate(lines):
            screen.blit(f.render(ln, True, (240, 244, 250)), (box.x + u(8), box.y + u(5) + i * lh))
        return box

    def _draw_markers(self, screen: pygame.Surface) -> None:
        size = max(self.app.px(18), min(self.app.px(34), round(40 * self.scale)))
        for spot in self.state.markers["piste"]:
            pic = image(style.piece("marker_piste_closed"), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(self._spot_xy(spot))))
        for lift_id in self.state.markers["lift"]:
            lift = self.board.lifts[lift_id]
            mid = lift.points[len(lift.points) // 2] if len(lift.points) > 2 else (
                (lift.points[0][0] + lift.points[-1][0]) / 2, (lift.points[0][1] + lift.points[-1][1]) / 2)
            pic = image(style.piece("marker_lift_closed"), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(mid)))

    def _draw_skiers(self, screen: pygame.Surface) -> list[pygame.Rect]:
        size = max(self.app.px(22), min(round(34 * self.scale / 0.6), self.app.px(44) * max(1, round(self.zoom))))
        moving = {tw.seat: tw.pos() for tw in self.tweens[:1]}
        placed: dict[int, int] = {}
        out = []
        symbols = self.app.settings.symbols
        for seat, spot in enumerate(self.state.pos):
            if seat in moving:
                world = moving[seat]
            elif spot is None:
                continue
            else:
                # skiers still waiting for their animation stay where it starts
                waiting = next((tw for tw in self.tweens if tw.seat == seat), None)
                world = waiting.points[0] if waiting else self._spot_xy(spot)
                k = placed.get(spot, 0)
                placed[spot] = k + 1
                world = (world[0] + 12 * k, world[1] - 8 * k)
            x, y = self.to_screen(world)
            pic = image(style.skier(self.state.setup.seats[seat].colour, symbols), (size, size))
            out.append(screen.blit(pic, pic.get_rect(center=(round(x), round(y - size * 0.35)))))
        return out

    def _hint(self) -> str:
        """What the player at the screen may do now, in a few words."""
        s = self.state
        cur = self.acting()
        if cur is None or s.is_over():
            return ""
        if cur in self.bots:
            return f"{s.name(cur)} is thinking..."
        if cur != self.viewer:
            return ""
        legal = s.legal_actions(cur)
        if self.oot is not None:
            return "Play an event card from your hand, or press Done."
        if s.phase == "start":
            return "Click a lit town to start there."
        if legal and all(isinstance(a, Discard) for a in legal):
            return f"Over {self.content.hand_limit} cards: click cards in your hand to discard them."
        if self.pending:
            return ""
        kinds = {type(a) for a in legal}
        words = [w for t, w in ((MovePiste, "ski with a piste card"), (RideLift, "ride a lift"),
                                (RideBus, "take the bus"), (Walk, "walk"), (TakeCards, "take cards"),
                                (EndDay, "end your day")) if t in kinds]
        if any(isinstance(a, PlayEvent) for a in legal):
            words.append("play an event card")
        if not words:
            return "Nothing is possible: press Let go." if Wait in kinds else ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."

    def _panel_key(self, screen: pygame.Surface) -> tuple:
        return (id(self.state), len(self.state.log), self.viewer, self.handoff_to, self.selected,
                tuple(self.take_display), self.take_deck, self.status, self.oot, len(self.pending),
                len(self.log), self.log[-1:], tuple(round(v) for v in self.score_shown), screen.get_size(),
                self.hint[1] if self._hint_now() else None,
                self.app.k, self.app.settings.symbols)

    def _panel(self, screen: pygame.Surface) -> None:
        """The side panel, redrawn only when something on it changed."""
        key = self._panel_key(screen)
        cached = getattr(self, "_panel_cache", None)
        if cached is None or cached[0] != key:
            w, h = screen.get_size()
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._draw_panel(surf)
            px = w - self.panel_w
            panel = surf.subsurface(pygame.Rect(px, 0, self.panel_w, h)).copy().convert()
            cached = (key, panel, dict(self.hot), dict(self.rects), self._sun_track)
            self._panel_cache = cached
        _, panel, self.hot, self.rects, self._sun_track = cached
        screen.blit(panel, (screen.get_width() - self.panel_w, 0))

    def _draw_panel(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        u = self.app.px
        pw = self.panel_w
        px = w - pw
        pygame.draw.rect(screen, (234, 240, 248), (px, 0, pw, h))
        pygame.draw.line(screen, (150, 160, 176), (px, 0), (px, h), 2)
        s, c = self.state, self.content
        symbols = self.app.settings.symbols
        self.hot = {}
        self.rects: dict[str, pygame.Rect] = {}   # where things are on the panel, for the flights
        x, y = px + u(16), u(12)
        inner = pw - u(32)
        cur = s.current_player()
        head = "Game over" if cur is None else (f"{s.name(cur)}: pick a starting town" if s.phase == "start"
                                                 else f"Round {s.round}: {s.name(cur)}'s turn")
        room = inner - self._buttons["menu"].rect.w - u(8)
        hf = next((f for f in (self.renderer.fonts.get(u(n), True) for n in (18, 16, 14)) if f.size(head)[0] <= room),
                  self.renderer.fonts.get(u(14), True))
        screen.blit(hf.render(_fit(hf, head, room), True, style.INK_RGB), (x, y + (u(18) - hf.get_height()) // 2 + 2))
        y += u(30)
        # the sunset track (the sun itself moves over it: drawn with the moving things)
        n = len(c.sunset_track)
        step = inner / n
        for i, space in enumerate(c.sunset_track):
            name = "sunrise" if i == 0 else ("night" if i == n - 1 else ("sunset" if i == n - 2 else
                                                                          ("sunset_space_event" if space.events else "sunset_space")))
            sq = image(style.board_art(name), (int(step) - 2, int(step) - 2))
            screen.blit(sq, (x + i * step, y))
        self._sun_track = (x, y, step)
        y += int(step) + u(10)
        # the skiers and their scores
        row_h = u(26)
        for seat in range(s.num_seats):
            ss = s.setup.seats[seat]
            pic = image(style.skier(ss.colour, symbols), (u(24), u(24)))
            screen.blit(pic, (x, y))
            label = f"{ss.name}{' (bot)' if seat in self.bots else ''}"
            text(screen, label, (x + u(30), y + u(3)), u(15), style.INK_RGB, bold=seat == cur)
            info = f"{round(self.score_shown[seat]):>3} pts  {len(s.hands[seat])} cards  {len(s.ev_hands[seat])} ev"
            text(screen, info, (x + inner - u(54), y + u(4)), u(14), (60, 68, 84), anchor="topright")
            self.hot[f"seat:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
            self.rects[f"row:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
            if self._is_human(seat) and s.phase == "play":
                # the same button for every human seat, whatever they hold
                r = pygame.Rect(x + inner - u(48), y, u(48), u(24))
                pygame.draw.rect(screen, (42, 74, 120), r, border_radius=u(6))
                text(screen, "Event", r.center, u(12), (255, 255, 255), bold=True, anchor="center")
                self.hot[f"oot:{seat}"] = r
            y += row_h
        y += u(6)
        # the display and the deck
        text(screen, "Display and deck", (x, y), u(14), (60, 68, 84), bold=True)
        y += u(20)
        cw, ch = u(62), u(87)
        for i, card in enumerate(s.display):
            r = pygame.Rect(x + i * (cw + u(8)), y, cw, ch)
            self.rects[f"slot:{i}"] = r
            if card is not None:
                p = c.piste[card]
                screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), r)
                self.hot[f"display:{i}"] = r
                if i in self.take_display:
                    pygame.draw.rect(screen, (255, 200, 0), r.inflate(u(6), u(6)), u(3), border_radius=u(8))
        r = pygame.Rect(x + 3 * (cw + u(8)) + u(12), y, cw, ch)
        screen.blit(image(style.card_back("piste"), (cw, ch)), r)
        self.hot["deck"] = r
        self.rects["deck"] = r
        text(screen, f"{len(s.deck)} left", (r.centerx, r.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
        pile = pygame.Rect(r.right + u(10), y, cw, ch)
        self.rects["discard"] = pile
        if s.discard:
            top = c.piste[s.discard[-1]]
            screen.blit(image(style.piste_card(top.colour, top.value), (cw, ch)), pile)
            self.hot["discard"] = pile
        else:
            pygame.draw.rect(screen, (180, 190, 206), pile, max(1, u(2)), border_radius=u(6))
        text(screen, "discards", (pile.centerx, pile.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
        if self.take_deck:
            text(screen, f"+{self.take_deck}", (r.right + u(6), r.y + u(30)), u(20), (200, 120, 0), bold=True)
        y += ch + u(22)
        # the viewer's private cards
        v = self.viewer
        if v is not None:
            text(screen, f"{s.name(v)}'s hand", (x, y), u(14), (60, 68, 84), bold=True)
            y += u(20)
            hw, hh, gap = u(44), u(62), u(6)
            hand = sorted(s.hands[v], key=lambda k: (c.piste[k].colour, c.piste[k].value))
            # one row: past seven cards they overlap, each still showing its corner
            step = hw + gap if len(hand) <= 7 else (inner - hw) / (len(hand) - 1)
            for i, card in enumerate(hand):
                r = pygame.Rect(round(x + i * step), y, hw, hh)
                p = c.piste[card]
                screen.blit(image(style.piste_card(p.colour, p.value), (hw, hh)), r)
                # the part of a card that shows is where it is clicked
                self.hot[f"hand:{card}"] = r if i == len(hand) - 1 else pygame.Rect(r.x, r.y, min(hw, round(step)), hh)
                if card == self.selected:
                    chosen = r
            if self.selected in hand:
                pygame.draw.rect(screen, (255, 200, 0), chosen.inflate(u(6), u(6)), u(3), border_radius=u(6))
            y += hh + gap + u(4)
            for i, card in enumerate(s.ev_hands[v]):
                r = pygame.Rect(x + i * (hw + gap), y, hw, hh)
                screen.blit(image(style.event_card(c.events[card].key), (hw, hh)), r)
                self.hot[f"event:{card}"] = r
            tg = s.target[v]
            if tg is not None:
                r = pygame.Rect(x + inner - hw, y, hw, hh)
                screen.blit(image(style.target_card(c.targets[tg].key), (hw, hh)), r)
                self.hot[f"target:{tg}"] = r
            y += hh + u(8)
        hint = self._hint_now()
        for key in (hint[3] if hint else ()):
            r = self.hot.get(key)
            if r is not None:
                pygame.draw.rect(screen, HINT_RGB, r.inflate(u(8), u(8)), u(3), border_radius=u(8))
        # the status line just above the buttons, the newest log lines in the space left
        f = self.renderer.fonts.get(u(12))
        fb = self.renderer.fonts.get(u(13), True)
        bottom = h - u(150) - u(6)
        if self.status:
            msg, colour = self.status, ((20, 100, 130) if self.status.startswith("Hint:") else (170, 60, 20))
        else:
            msg, colour = self._hint(), (40, 70, 120)
        status = _wrap_words(fb, msg, inner) if msg else []
        for i, line in enumerate(status[-3:]):
            screen.blit(fb.render(line, True, colour), (x, h - u(56) + i * fb.get_linesize()))
        lh = f.get_linesize()
        fits = max(0, (bottom - y) // lh)
        if fits and self.log:
            lines = self.log[-fits:]
            ly = bottom - len(lines) * lh
            for line in lines:
                screen.blit(f.render(_fit(f, line, inner), True, (70, 78, 94)), (x, ly))
                ly += lh
            self.hot["log"] = pygame.Rect(x, bottom - len(lines) * lh, inner, len(lines) * lh)

    def _draw_handoff(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        u = self.app.px
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 26, 44, 235))
        screen.blit(veil, (0, 0))
        name = self.state.name(self.handoff_to)  # type: ignore[arg-type]
        text(screen, f"Pass to {name}", (w / 2, h / 2 - u(30)), u(48), (255, 255, 255), bold=True, anchor="center")
        text(screen, f"{name}, click when you are ready to see your cards.", (w / 2, h / 2 + u(30)), u(20),
             (220, 230, 245), anchor="center")


def _fit(font: pygame.font.Font, s: str, width: int) -> str:
    """``s`` cut to ``width`` pixels, with an ellipsis when cut."""
    if font.size(s)[0] <= width:
        return s
    while s and font.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return s + "\u2026"


def _wrap_words(font: pygame.font.Font, s: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in s.split():
        if line and font.size(f"{line} {word}")[0] > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line]
