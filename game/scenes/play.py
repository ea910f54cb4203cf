"""The play scene: the board, the player's private hand, the table, and turns.

Clicks become actions through the rules model's own legal_actions: the scene
never decides what is legal, it only offers what the rules list and shows why
anything else is refused. Bots act through the same actions. Private cards
are drawn only for the seat that currently has the screen (the viewer); a
hand-off screen passes the screen from one human to the next.
"""
from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui

from game.ai import make_bot
from game.app import Scene
from game.core.protocol import Action, Event, IllegalAction, Setup
from game.core.registry import get
from game.games.ski.actions import (ChooseStart, Discard, EndDay, MovePiste, PlayEvent, RideBus, RideLift,
                                    TakeCards, Wait, Walk)
from game.view import style

from .common import image, renderer_for, text

PANEL_W = 400
BOT_DELAY = 0.5           # seconds a bot "thinks" at normal speed
SKI_SPEED = 320.0         # world pixels per second
LIFT_SPEED = 170.0


class Tween:
    """A skier gliding along a polyline (world coordinates)."""

    def __init__(self, seat: int, points: list[tuple[float, float]], speed: float) -> None:
        self.seat, self.points, self.speed = seat, points, speed
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
                return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            d -= ln
        return self.points[-1]


class Flight:
    """A picture flying from one screen point to another (a card to a hand, points to the score board)."""

    def __init__(self, pic: pygame.Surface | None, start: tuple[float, float], end: tuple[float, float],
                 secs: float, label: str = "", grow: float = 1.0, hold: float = 0.0) -> None:
        self.pic, self.start, self.end, self.secs, self.label = pic, start, end, secs, label
        self.grow, self.hold, self.t = grow, hold, 0.0

    def step(self, dt: float) -> None:
        self.t += dt

    @property
    def done(self) -> bool:
        return self.t >= self.secs + self.hold

    def draw(self, screen: pygame.Surface) -> None:
        k = 0.0 if self.t < self.hold else min(1.0, (self.t - self.hold) / self.secs)
        k = k * k * (3 - 2 * k)
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k
        if self.pic is not None:
            scale = self.grow + (1 - self.grow) * k
            pic = self.pic if scale == 1 else pygame.transform.smoothscale(
                self.pic, (max(1, round(self.pic.get_width() * scale)), max(1, round(self.pic.get_height() * scale))))
            screen.blit(pic, pic.get_rect(center=(x, y)))
        if self.label:
            text(screen, self.label, (x, y), 28, (255, 200, 40), bold=True, anchor="center")


class PlayScene(Scene):
    def __init__(self, app, setup: Setup) -> None:
        super().__init__(app)
        self.info = get(setup.game)
        self.content = self.info.load_content()
        self.state = self.info.new_game(setup, self.content)
        self.board = self.content.board
        self.renderer = renderer_for(self.board)
        self.bots = {i: make_bot(s.kind, setup.seed * 31 + i) for i, s in enumerate(setup.seats) if s.kind != "human"}
        self.viewer: int | None = None       # whose private cards the screen shows
        self.handoff_to: int | None = None   # a human waiting to take the screen
        self.selected: int | None = None     # a piste card chosen to ski with
        self.take_display: list[int] = []
        self.take_deck = 0
        self.status = ""
        self.log: list[str] = []
        self.tweens: list[Tween] = []
        self.flights: list[Flight] = []       # cards and points in the air, drawn over everything
        self.sun_shown = 0.0                  # the sun's drawn place, easing after the real one
        self.bot_wait = 0.0
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
        self._buttons: dict[str, Any] = {}

    # -- set-up ------------------------------------------------------------
    def enter(self) -> None:
        """Also called when coming back from the in-game menu: the game goes on as it was."""
        self._layout()
        self._next_viewer()
        self.dirty = True

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def resized(self, size) -> None:
        self.app.ui.clear_and_reset()
        self._layout()
        self.dirty = True

    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        self.board_rect = pygame.Rect(0, 0, w - PANEL_W, h)
        self._frame()
        x = w - PANEL_W + 16
        ui = self.app.ui
        self._buttons = {
            "take": pygame_gui.elements.UIButton(pygame.Rect(x, h - 150, 120, 40), "Take", ui),
            "end_day": pygame_gui.elements.UIButton(pygame.Rect(x + 128, h - 150, 120, 40), "End day", ui),
            "wait": pygame_gui.elements.UIButton(pygame.Rect(x + 256, h - 150, 112, 40),
                                                 "Done" if self.oot is not None else "Let go", ui),
            "menu": pygame_gui.elements.UIButton(pygame.Rect(x + 256, 10, 112, 32), "Menu", ui),
            "undo": pygame_gui.elements.UIButton(pygame.Rect(x, h - 100, 120, 36), "Undo", ui),
            "fit": pygame_gui.elements.UIButton(pygame.Rect(x + 128, h - 100, 120, 36), "Fit board", ui),
            "scores": pygame_gui.elements.UIButton(pygame.Rect(x + 256, h - 100, 112, 36), "Scores", ui),
        }

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
        try:
            events = self.state.apply(action)
        except IllegalAction as e:
            self.app.sounds.play("bump")
            self.status = f"Not allowed: {e}."
            self.dirty = True
            return False
        self.status = ""
        self.selected = None
        self.take_display, self.take_deck = [], 0
        # Undo keeps the human's own steps within the turn, until something hidden shows.
        revealed = any(e.secret or e.kind in ("target", "draw", "lose_card", "display", "event_dealt") for e in events)
        if (action.seat in self.bots or revealed or self.state.turn != turn or self.state.round != rnd
                or self.state.is_over()):
            self.undo.clear()
        else:
            self.undo.append((before, len(self.log)))
        self._show(events)
        self._bots_react(action.seat)
        self._next_viewer()
        self.dirty = True
        return True

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
                    self.tweens.append(Tween(e.seat, pts, SKI_SPEED))
        self.log = self.log[-200:]

    def _flourish(self, e: Event) -> None:
        """Cards flying to a hand, a completed target shown and its points flying home."""
        if not getattr(self, "rects", None):
            return
        seat_row = self.rects.get(f"row:{e.seat}")
        if e.kind == "take" and seat_row is not None:
            for slot in e.data.get("display", []):
                src = self.rects.get(f"slot:{slot}")
                card = e.data["display_cards"][e.data["display"].index(slot)]
                p = self.content.piste[card]
                if src is not None:
                    self.flights.append(Flight(image(style.piste_card(p.colour, p.value), (62, 87)), src.center,
                                               seat_row.center, 0.45))
            deck = self.rects.get("deck")
            for _ in range(e.data.get("deck", 0)):
                if deck is not None:        # a card from the deck flies face down: it is secret
                    self.flights.append(Flight(image(style.card_back("piste"), (62, 87)), deck.center,
                                               seat_row.center, 0.45))
        elif e.kind == "target" and seat_row is not None:
            key = e.data["key"]
            centre = self.board_rect.center
            self.flights.append(Flight(image(style.target_card(key), (250, 350)), centre, centre, 0.2, hold=1.2))
            self.flights.append(Flight(None, centre, seat_row.center, 0.8, label=f"+{e.data['points']}", hold=1.2))

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
                r = self.bots[seat].react(self.state.view(seat), opts)
                if r is not None:
                    self._show(self.state.apply(r))

    # -- the frame -------------------------------------------------------------------
    def animating(self) -> bool:
        # a bot about to act counts as activity: the loop must not sleep through its turn
        waiting_human = self.oot is not None or self.handoff_to is not None
        return (bool(self.tweens) or bool(self.flights) or abs(self.sun_shown - self.state.sun) > 1e-3
                or (self._bot_turn() and not waiting_human))

    def _bot_turn(self) -> bool:
        cur = self.state.current_player()
        return cur is not None and cur in self.bots

    def update(self, dt: float) -> None:
        from game.settings import ANIMATION_SPEEDS
        speed = self.app.speed or ANIMATION_SPEEDS.get(self.app.settings.animation, 1.0)
        if speed == 0:
            self.tweens.clear()            # animations off
            self.flights.clear()
            self.sun_shown = float(self.state.sun)
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
            return
        if self.state.is_over():
            from .results import ResultsScene
            self.app.switch(ResultsScene(self.app, self.state))
            return
        if self.oot is not None or self.handoff_to is not None:
            return  # a human is taking the screen: the bots wait
        if self._bot_turn():
            if self.bot_wait <= 0:
                self.bot_wait = BOT_DELAY
            self.bot_wait -= dt * speed
            if self.bot_wait <= 0 or self.app.speed:
                self.bot_wait = 0
                seat = self.state.current_player()
                acts = self.state.legal_actions(seat)
                self.act(self.bots[seat].choose(self.state.view(seat), acts))

    # -- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self._pause()
            elif event.key == pygame.K_z and ctrl:
                self.take_back()
            elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_view(zoom=self.zoom * 1.25)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_view(zoom=self.zoom / 1.25)
            elif event.key in (pygame.K_r, pygame.K_HOME):
                self.set_view(zoom=1.0)
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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.drag = event.pos
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 2:
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
            self.tweens.clear()
            self.flights.clear()
            self.sun_shown = float(self.state.sun)
            return
        if self.handoff_to is not None:
            self.viewer, self.handoff_to = self.handoff_to, None
            return
        for key, rect in self.hot.items():
            if key.startswith("oot:") and rect.collidepoint(event.pos):
                self._ask_out_of_turn(int(key[4:]))
                return
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
        c = self.content
        for key, rect in self.hot.items():
            if not rect.collidepoint(pos):
                continue
            kind, _, val = key.partition(":")
            if kind in ("hand", "display"):
                card = int(val) if kind == "hand" else self.state.display[int(val)]
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

    def take_back(self) -> None:
        """Ctrl+Z: undo the human's last step this turn, if nothing hidden was shown since."""
        if not self.undo or self.tweens:
            self.status = "Nothing to take back: only your own steps this turn, before any card is revealed."
            self.dirty = True
            return
        self.state, keep = self.undo.pop()
        self.log = self.log[:keep] + ["(taken back)"]
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
        if el is self._buttons.get("scores"):
            self.show_scores = not self.show_scores
            self.dirty = True
            return
        if el is self._buttons.get("undo"):
            self.take_back()
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
                self.status = "" if self.selected is None else "Click a lit spot to ski there."
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

    def draw(self, screen: pygame.Surface) -> None:
        img = self.renderer.render(self.scale)
        ox, oy = round(self.origin[0]), round(self.origin[1])
        if not pygame.Rect(ox, oy, img.get_width(), img.get_height()).contains(self.board_rect):
            screen.fill((26, 36, 54), self.board_rect)   # only where the board leaves a margin
        screen.set_clip(self.board_rect)
        screen.blit(img, (round(self.origin[0]), round(self.origin[1])))
        t = pygame.time.get_ticks() / 1000.0
        lit = self._targets() if (self.app.settings.highlight_moves or self.pending) else set()
        for spot in lit:
            x, y = self.to_screen(self._spot_xy(spot))
            r = max(9, self.board.spots[spot].radius * self.scale + 5)
            pygame.draw.circle(screen, (255, 236, 80), (x, y), r + 2 * math.sin(t * 5), 3)
        self._draw_markers(screen)
        self._draw_skiers(screen)
        screen.set_clip(None)
        self._panel(screen)
        if self.show_scores:
            self._draw_scores(screen)
        for fl in self.flights:
            fl.draw(screen)
        if self.handoff_to is not None:
            self._draw_handoff(screen)
        elif self.hover:
            self._draw_tooltip(screen, self.hover)

    def _draw_scores(self, screen: pygame.Surface) -> None:
        """The score board (every skier's marker on the score track) and the run
        recorder (each numbered run with the snowflakes of those who claimed it)."""
        r = self.board_rect.inflate(-40, -40)
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((16, 26, 44, 225))
        screen.blit(veil, r)
        s, c = self.state, self.content
        track = image(style.board_art("scoreboard"))
        k = (r.w - 40) / track.get_width()
        tw, th = round(track.get_width() * k), round(track.get_height() * k)
        track = image(style.board_art("scoreboard"), (tw, th))
        tx, ty = r.x + 20, r.y + 50
        text(screen, "Score board", (tx, r.y + 14), 22, (255, 255, 255), bold=True)
        screen.blit(track, (tx, ty))
        band_y = ty + (style.SCORE_BAND[0] + style.SCORE_BAND[1]) / 2 * k
        at: dict[int, int] = {}
        for seat, score in enumerate(s.scores()):
            v = max(0, min(100, score))
            n = at.get(v, 0)
            at[v] = n + 1
            colour = s.setup.seats[seat].colour
            pic = image(style.piece(f"snowflake_{colour.lower()}"), (26, 26))
            screen.blit(pic, pic.get_rect(center=(tx + (style.SCORE_X0 + v * style.SCORE_STEP) * k,
                                                  band_y - 22 - 18 * n)))
        y = ty + th + 20
        text(screen, "Run recorder", (tx, y), 22, (255, 255, 255), bold=True)
        y += 34
        col_w = (r.w - 40) // 2
        for i, run in enumerate(sorted(self.board.numbered_runs(), key=lambda rn: (-c.run_recorder[rn.name], rn.name))):
            x = tx + (i % 2) * col_w
            yy = y + (i // 2) * 34
            screen.blit(image(style.icon(f"piste_{run.colour}"), (22, 22)), (x, yy))
            text(screen, f"{run.name}  ({c.run_recorder[run.name]} points)", (x + 30, yy + 2), 15, (240, 244, 250))
            fx = x + col_w - 30
            for seat in range(s.num_seats):
                if run.name in s.snowflakes[seat]:
                    colour = s.setup.seats[seat].colour
                    screen.blit(image(style.piece(f"snowflake_{colour.lower()}"), (24, 24)), (fx, yy - 1))
                    fx -= 26
        yb = y + ((len(self.board.numbered_runs()) + 1) // 2) * 34 + 14
        bonus = ", ".join(f"{b.title} {b.points}" for b in c.bonuses)
        text(screen, f"Bonuses at night: {bonus}", (tx, yb), 14, (220, 228, 240))

    def _draw_tooltip(self, screen: pygame.Surface, tip: str) -> None:
        mx, my = pygame.mouse.get_pos()
        f = self.renderer.fonts.get(14)
        lines, line = [], ""
        for word in tip.split():
            if f.size(f"{line} {word}")[0] > 340:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        lines.append(line)
        w = max(f.size(ln)[0] for ln in lines) + 16
        h = len(lines) * 18 + 10
        sw, sh = screen.get_size()
        box = pygame.Rect(min(mx + 16, sw - w - 4), min(my + 16, sh - h - 4), w, h)
        pygame.draw.rect(screen, (28, 36, 52), box, border_radius=6)
        pygame.draw.rect(screen, (200, 210, 230), box, 1, border_radius=6)
        for i, ln in enumerate(lines):
            screen.blit(f.render(ln, True, (240, 244, 250)), (box.x + 8, box.y + 5 + i * 18))

    def _draw_markers(self, screen: pygame.Surface) -> None:
        size = max(18, min(34, round(40 * self.scale)))
        for spot in self.state.markers["piste"]:
            pic = image(style.piece("marker_piste_closed"), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(self._spot_xy(spot))))
        for lift_id in self.state.markers["lift"]:
            lift = self.board.lifts[lift_id]
            mid = lift.points[len(lift.points) // 2] if len(lift.points) > 2 else (
                (lift.points[0][0] + lift.points[-1][0]) / 2, (lift.points[0][1] + lift.points[-1][1]) / 2)
            pic = image(style.piece("marker_lift_closed"), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(mid)))

    def _draw_skiers(self, screen: pygame.Surface) -> None:
        size = max(22, round(34 * self.scale / 0.6))
        size = min(size, 44)
        moving = {tw.seat: tw.pos() for tw in self.tweens[:1]}
        placed: dict[int, int] = {}
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
            colour = self.state.setup.seats[seat].colour
            pic = image(style.piece(f"skier_{colour.lower()}"), (size, size))
            screen.blit(pic, pic.get_rect(center=(x, y - size * 0.35)))

    def _panel(self, screen: pygame.Surface) -> None:
        """The side panel, redrawn only when something on it changed: while skiers
        glide, a frame costs little more than blitting the board and the panel."""
        key = (id(self.state), len(self.state.log), self.viewer, self.handoff_to, self.selected,
               tuple(self.take_display), self.take_deck, self.status, self.oot, len(self.pending),
               round(self.sun_shown, 2), len(self.log), screen.get_size())
        cached = getattr(self, "_panel_cache", None)
        if cached is None or cached[0] != key:
            w, h = screen.get_size()
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._draw_panel(surf)
            px = w - PANEL_W
            panel = surf.subsurface(pygame.Rect(px, 0, PANEL_W, h)).copy().convert()
            cached = (key, panel, dict(self.hot), dict(self.rects))
            self._panel_cache = cached
        _, panel, self.hot, self.rects = cached
        screen.blit(panel, (screen.get_width() - PANEL_W, 0))

    def _draw_panel(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        px = w - PANEL_W
        pygame.draw.rect(screen, (234, 240, 248), (px, 0, PANEL_W, h))
        pygame.draw.line(screen, (150, 160, 176), (px, 0), (px, h), 2)
        s, c = self.state, self.content
        self.hot = {}
        self.rects: dict[str, pygame.Rect] = {}   # where things are on the panel, for the flights
        x, y = px + 16, 12
        cur = s.current_player()
        head = "Game over" if cur is None else (f"{s.name(cur)} chooses a starting town" if s.phase == "start"
                                                 else f"Round {s.round}: {s.name(cur)}'s turn")
        text(screen, head, (x, y), 18, style.INK_RGB, bold=True)
        y += 30
        # the sunset track
        n = len(c.sunset_track)
        step = (PANEL_W - 32) / n
        for i, space in enumerate(c.sunset_track):
            name = "sunrise" if i == 0 else ("night" if i == n - 1 else ("sunset" if i == n - 2 else
                                                                          ("sunset_space_event" if space.events else "sunset_space")))
            sq = image(style.board_art(name), (int(step) - 2, int(step) - 2))
            screen.blit(sq, (x + i * step, y))
        sun = image(style.piece("sun"), (int(step) + 4, int(step) + 4))
        screen.blit(sun, (x + self.sun_shown * step - 3, y - 3))
        y += int(step) + 10
        # the skiers and their scores
        for seat in range(s.num_seats):
            ss = s.setup.seats[seat]
            pic = image(style.piece(f"skier_{ss.colour.lower()}"), (24, 24))
            screen.blit(pic, (x, y))
            bold = seat == cur
            label = f"{ss.name}{' (bot)' if seat in self.bots else ''}"
            text(screen, label, (x + 30, y + 3), 15, style.INK_RGB, bold=bold)
            info = f"{s.scores()[seat]:>3} pts  {len(s.hands[seat])} cards  {len(s.ev_hands[seat])} ev"
            text(screen, info, (x + PANEL_W - 86, y + 4), 14, (60, 68, 84), anchor="topright")
            self.hot[f"seat:{seat}"] = pygame.Rect(x, y, PANEL_W - 90, 24)
            self.rects[f"row:{seat}"] = pygame.Rect(x, y, PANEL_W - 90, 24)
            if self._is_human(seat) and s.phase == "play":
                # the same button for every human seat, whatever they hold
                r = pygame.Rect(x + PANEL_W - 80, y, 48, 24)
                pygame.draw.rect(screen, (42, 74, 120), r, border_radius=6)
                text(screen, "Event", r.center, 12, (255, 255, 255), bold=True, anchor="center")
                self.hot[f"oot:{seat}"] = r
            y += 28
        y += 6
        # the display and the deck
        text(screen, "Display and deck", (x, y), 14, (60, 68, 84), bold=True)
        y += 20
        cw, ch = 62, 87
        for i, card in enumerate(s.display):
            r = pygame.Rect(x + i * (cw + 8), y, cw, ch)
            self.rects[f"slot:{i}"] = r
            if card is not None:
                p = c.piste[card]
                screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), r)
                self.hot[f"display:{i}"] = r
                if i in self.take_display:
                    pygame.draw.rect(screen, (255, 200, 0), r.inflate(6, 6), 3, border_radius=8)
        r = pygame.Rect(x + 3 * (cw + 8) + 12, y, cw, ch)
        screen.blit(image(style.card_back("piste"), (cw, ch)), r)
        self.hot["deck"] = r
        self.rects["deck"] = r
        text(screen, f"{len(s.deck)} left", (r.centerx, r.bottom + 2), 12, (60, 68, 84), anchor="midtop")
        if self.take_deck:
            text(screen, f"+{self.take_deck}", (r.right + 6, r.y + 30), 20, (200, 120, 0), bold=True)
        y += ch + 22
        # the viewer's private cards
        v = self.viewer
        if v is not None:
            text(screen, f"{s.name(v)}'s hand", (x, y), 14, (60, 68, 84), bold=True)
            y += 20
            hw, hh = 44, 62
            for i, card in enumerate(sorted(s.hands[v], key=lambda k: (c.piste[k].colour, c.piste[k].value))):
                r = pygame.Rect(x + (i % 7) * (hw + 6), y + (i // 7) * (hh + 6), hw, hh)
                p = c.piste[card]
                screen.blit(image(style.piste_card(p.colour, p.value), (hw, hh)), r)
                self.hot[f"hand:{card}"] = r
                if card == self.selected:
                    pygame.draw.rect(screen, (255, 200, 0), r.inflate(6, 6), 3, border_radius=6)
            rows = (len(s.hands[v]) + 6) // 7
            y += max(1, rows) * (hh + 6) + 4
            for i, card in enumerate(s.ev_hands[v]):
                r = pygame.Rect(x + i * (hw + 6), y, hw, hh)
                screen.blit(image(style.event_card(c.events[card].key), (hw, hh)), r)
                self.hot[f"event:{card}"] = r
            tg = s.target[v]
            if tg is not None:
                r = pygame.Rect(x + PANEL_W - 32 - hw, y, hw, hh)
                screen.blit(image(style.target_card(c.targets[tg].key), (hw, hh)), r)
                self.hot[f"target:{tg}"] = r
            y += hh + 8
        # status and log
        if self.status:
            y = self._wrap(screen, self.status, x, h - 56, (170, 60, 20))
        ly = h - 200
        for line in self.log[-4:][::-1]:
            text(screen, line[:52], (x, ly), 12, (70, 78, 94))
            ly -= 16

    def _wrap(self, screen, msg: str, x: int, y: int, colour) -> int:
        words, line = msg.split(), ""
        for wd in words:
            if len(line) + len(wd) > 50:
                text(screen, line, (x, y), 13, colour, bold=True)
                y += 16
                line = ""
            line = f"{line} {wd}".strip()
        if line:
            text(screen, line, (x, y), 13, colour, bold=True)
            y += 16
        return y

    def _draw_handoff(self, screen: pygame.Surface) -> None:
        w, h = screen.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 26, 44, 235))
        screen.blit(veil, (0, 0))
        name = self.state.name(self.handoff_to)  # type: ignore[arg-type]
        text(screen, f"Pass to {name}", (w / 2, h / 2 - 30), 48, (255, 255, 255), bold=True, anchor="center")
        text(screen, f"{name}, click when you are ready to see your cards.", (w / 2, h / 2 + 30), 20,
             (220, 230, 245), anchor="center")
