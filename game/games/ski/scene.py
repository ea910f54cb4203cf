"""The play scene of Ski the Mountain: the board, the player's private hand,
the table, and turns.

What every game's play scene shares (hand-off screens, acting through the
rules, autosave, undo, bots thinking in slices, the log, the hint, the menu,
Save as, frames drawn from a still layer) is the table (``table.py``); this
scene adds the mountain: zoom and pan, skiers gliding along runs, lifts and
bus roads, the sun, the display and the deck, piste, event and target cards,
event cards played out of turn, the score board and the run recorder.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.protocol import Action, Event, Setup
from game.games.ski.actions import (
    Aim,
    ChooseStart,
    Discard,
    EndDay,
    MovePiste,
    PlayEvent,
    RideBus,
    RideLift,
    TakeCards,
    Wait,
    Walk,
)
from game.scenes.common import image, kept, text
from game.scenes.table import HINT_RGB, TableScene
from game.view.camera import BoardCamera
from game.view.motion import Flight, Tween
from game.view.text import fit_text as _fit
from game.view.text import fonts, wrap_words

from . import style
from .board_view import closed_markers, draw_lit, path_points, renderer_for
from .content import TargetCard

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

__all__ = ["PlayScene", "Tween", "Flight", "HINT_RGB"]

PANEL_W = 400
# where a target card's sprite (250 x 350) prints its title and its text
_TITLE_BOX = (14, 12, 236, 48)
_TEXT_BOX = (20, 181, 230, 256)
SKI_SPEED = 320.0         # world pixels per second
LIFT_SPEED = 170.0
SCORE_STACK = 28          # markers at the same score, one above the other: a whole marker (26) and a gap
SCORE_MARKER = 26


def stack_levels(places: list[int]) -> list[int]:
    """Each score marker's level in its pile (0 on the track, 1 above it ...):
    markers at the same score stand one above the other, in seat order."""
    seen: dict[int, int] = {}
    out = []
    for p in places:
        out.append(seen.get(p, 0))
        seen[p] = out[-1] + 1
    return out


class PlayScene(TableScene):
    UNDO_BREAKERS = ("target", "draw", "lose_card", "display", "event_dealt")

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        """A new game from ``setup``, or the game ``state`` goes on (a loaded save)."""
        super().__init__(app, setup, state)
        self.board = self.content.board
        self.renderer = renderer_for(self.board)
        self.selected: int | None = None     # a piste card chosen to ski with
        self.take_display: list[int] = []
        self.take_deck = 0
        self.sun_shown = 0.0                  # the sun's drawn place, easing after the real one
        self.pending: list[PlayEvent] = []   # an event card waiting for its target to be clicked
        self.resume_viewer: int | None = None
        self.camera = BoardCamera(self.board.width, self.board.height)   # zoom and pan
        self.show_scores = False               # the score board and run recorder over the board
        self._lit_cache: tuple[Any, set[int]] = (None, set())

    def when(self) -> str:
        return "choosing starting towns" if self.seen.phase == "start" else f"round {self.seen.round}"

    def _clear_choices(self) -> None:
        self.selected = None
        self.take_display, self.take_deck = [], 0

    # -- the table's hooks: time -----------------------------------------------------
    def _easing(self) -> bool:
        return abs(self.sun_shown - self.seen.sun) > 1e-3

    def _ease(self, dt: float) -> None:
        step = dt * 1.5
        diff = self.seen.sun - self.sun_shown
        self.sun_shown = self.seen.sun if abs(diff) <= step else self.sun_shown + math.copysign(step, diff)

    def _settle(self) -> None:
        self.sun_shown = float(self.seen.sun)

    def _animate(self, e: Event) -> None:
        self._flourish(e)
        path = e.data.get("path") if isinstance(e.data, dict) else None
        if e.kind == "move" and e.seat is not None:
            self._queue_ski(e.seat, e.data["from"], e.data["path"])
        elif e.kind == "lift":
            lift = self.board.lifts[e.data["lift"]]
            self.tweens.append(Tween(e.seat, list(lift.points), LIFT_SPEED))
        elif e.kind in ("bus", "walk", "heli", "send_back") and path:
            start = e.data.get("from")
            pts = [self.spot_xy(start)] if start is not None else []
            pts += [self.spot_xy(s) for s in path]
            if len(pts) >= 2:
                self.tweens.append(Tween(e.seat, pts, SKI_SPEED, hop=28.0 if e.kind == "bus" else 0.0))

    # -- the table's hooks: input ----------------------------------------------------
    def _key(self, event: pygame.event.Event) -> None:
        if self.camera.key(event.key):
            self.dirty = True

    def _pointer(self, event: pygame.event.Event) -> bool:
        """The wheel zooms; the middle button, or the left one on empty snow, drags the board."""
        moved = self.camera.pointer(event, pygame.mouse.get_pos(), self.grabs_snow)
        if moved:
            self.dirty = True
        return moved

    def _click_table(self, event: pygame.event.Event) -> None:
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

    def _confirm(self) -> None:
        """Take the cards chosen from the display and the deck."""
        cur = self.acting()
        if cur is not None and cur == self.viewer and (self.take_display or self.take_deck):
            self.act(TakeCards(cur, tuple(sorted(self.take_display)), self.take_deck))

    def _open_log(self) -> None:
        self.show_scores = False
        super()._open_log()

    def _hint_reason(self, legal: list[Action], move: Action) -> str | None:
        if all(isinstance(a, Discard) for a in legal):
            return "it is the card you need least"
        return None

    # -- the table's hooks: buttons and overlays -------------------------------------------
    def _can(self, legal: list[Action]) -> dict[str, bool]:
        return {
            "take": any(isinstance(a, TakeCards) for a in legal),
            "end_day": any(isinstance(a, EndDay) for a in legal),
            "wait": self.oot is not None if self.oot is not None else any(isinstance(a, Wait) for a in legal),
        }

    def _hidden_buttons(self) -> tuple[str, ...]:
        # the zoom buttons make way for the score board, which covers the board
        return ("zoom_in", "zoom_out", "fit") if self.show_scores else ()

    def _overlay(self) -> bool:
        return self.show_scores

    def _draw_overlay(self, screen: pygame.Surface) -> None:
        self._draw_scores(screen)

    # -- set-up ------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel_w = u(PANEL_W)
        self.board_rect = pygame.Rect(0, 0, w - self.panel_w, h)
        self.camera.fit_to(self.board_rect)
        self.dirty = True
        x = w - self.panel_w + u(16)
        col = (self.panel_w - u(48)) // 3           # three columns of buttons, u(8) apart
        cx = [x + i * (col + u(8)) for i in range(3)]
        col4 = (self.panel_w - u(32) - 3 * u(6)) // 4     # the second row has four
        cx4 = [x + i * (col4 + u(6)) for i in range(4)]
        ui = self.app.ui

        def button(rect: tuple[int, int, int, int], label: str, small: bool = False) -> pygame_gui.elements.UIButton:
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
        self._reopen_overlays()

    def set_view(self, zoom: float | None = None, centre: tuple[float, float] | None = None) -> None:
        self.camera.set_view(zoom, centre)
        self.dirty = True

    # -- the camera's view -------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.camera.zoom

    @property
    def scale(self) -> float:
        return self.camera.scale

    @property
    def origin(self) -> tuple[float, float]:
        return self.camera.origin

    def to_screen(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.camera.to_screen(p)

    def to_world(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.camera.to_world(p)

    # -- whose screen is it? ------------------------------------------------
    def _flourish(self, e: Event) -> None:
        """Cards flying to a hand, a completed target shown and its points flying home."""
        if not self.rects:
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
            centre = self.board_rect.center
            face = target_face(self.content.targets[e.data["target"]], (u(250), u(350)))
            self.flights.append(Flight(face, centre, centre, 0.2, hold=1.2))
            self.flights.append(Flight(None, centre, seat_row.center, 0.8, label=f"+{e.data['points']}", hold=1.2,
                                       size=u(28)))

    def spot_xy(self, spot: int) -> tuple[float, float]:
        """Where a spot is on the map (world coordinates; ``to_screen`` for the window)."""
        s = self.board.spots[spot]
        return (s.x, s.y)

    def _queue_ski(self, seat: int, start: int, path: list[int]) -> None:
        self.tweens.append(Tween(seat, path_points(self.board, start, path), SKI_SPEED))

    def click_through(self, a: Action) -> None:
        """Make action ``a`` the way a player would, with clicks on cards, spots and
        buttons (used by the tests and the monkey; nothing here decides what is legal)."""
        b = self.board

        def spot(s: int) -> tuple[float, float]:
            return self.to_screen(self.spot_xy(s))

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
                aim = a.aim
                if aim.kind == "seat":
                    self._click(self.hot[f"seat:{aim.id}"].center)
                elif self._aim_spots(aim):
                    self._click(spot(self._aim_spots(aim)[0]))
        else:
            raise ValueError(f"no way to click {a}")

    # -- saving --------------------------------------------------------------------
    def click_points(self) -> list[tuple[float, float]]:
        return [self.to_screen((sp.x, sp.y)) for sp in list(self.board.spots.values())[::3]]

    def grabs_snow(self, pos: tuple[int, int]) -> bool:
        """A left press on the board away from any spot, with nothing to click
        there: it drags the board (when zoomed in)."""
        return (self.board_rect.collidepoint(pos) and not self.tweens and not self.flights
                and self.handoff_to is None and not any(b.rect.collidepoint(pos) for b in self._buttons.values())
                and self.renderer.spot_at(self.to_world(pos), self.scale) is None)

    def _hint_select(self, a: Action) -> None:
        """The hinted card is chosen (the lit spot then skis there), or the hinted
        cards to take are marked (Take then takes them)."""
        if isinstance(a, MovePiste):
            self.selected = a.card
            self.take_display, self.take_deck = [], 0
        elif isinstance(a, TakeCards):
            self.selected = None
            self.take_display, self.take_deck = list(a.display), a.deck

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
            spots.update(self._aim_spots(a.aim)[:1])
        return spots, keys

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the thing under the mouse is, in words (never a card the viewer may not see)."""
        if self.handoff_to is not None:
            return None
        c, s, v = self.content, self.seen, self.viewer
        for key, rect in self.hot.items():
            if not rect.collidepoint(pos):
                continue
            kind, _, val = key.partition(":")
            # a private card is named only to the seat whose card it is
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
                return f"The piste deck: {len(self.seen.deck)} cards. Click to take one (right click: one fewer)."
            if kind == "oot":
                return "Play an event card now, out of turn: the screen is handed to that player first."
            return None
        if self.board_rect.collidepoint(pos):
            spot = self.renderer.spot_at(self.to_world(pos), self.scale)
            if spot is not None:
                sp = self.board.spots[spot]
                place = self.board.place(spot)
                what = {"piste": f"a {sp.colour} spot", "lift": "lift station", "restaurant": "restaurant",
                        "town": "town", "bus_stop": "bus stop"}[sp.kind]
                moving = {tw.seat for tw in self.tweens[:1]}
                here = [self.seen.name(i) for i, p in enumerate(self.presented.pos) if p == spot and i not in moving]
                return f"{place[0].upper()}{place[1:]} ({what})" + (f": {', '.join(here)}" if here else "")
        return None

    # -- the game log --------------------------------------------------------------
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

    def _aim_spots(self, aim: Aim) -> list[int]:
        """The board spots an event card's target stands on (shown on the first;
        a lift is both its stations)."""
        if aim.kind in ("lift", "marker") and (aim.kind == "lift" or aim.marker == "lift"):
            lift = self.board.lifts[aim.id]
            return [lift.top, lift.bottom]
        if aim.kind in ("spot", "marker"):
            return [aim.id]
        if aim.kind == "seat":
            at = self.seen.pos[aim.id]
            return [] if at is None else [at]
        return []

    def _target_click(self, spot: int) -> None:
        """Resolve a pending event card with the board target clicked."""
        for a in self.pending:
            if spot in self._aim_spots(a.aim):
                self.pending = []
                self._play(a)
                return
        self.status = "That is not one of the places this card can be played on (they are lit)."
        self.dirty = True

    def _play(self, a: Action) -> None:
        was_oot = self.oot is not None
        if self.act(a) and was_oot:
            self._end_out_of_turn()

    def _button(self, el: UIElement) -> None:
        cur = self.acting()
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
        if cur is None:
            return                              # nobody at the screen may act now
        kind, _, val = key.partition(":")
        if kind == "event" and self.pending and self.pending[0].card == int(val):
            self.pending = []
            self.status = ""
            self.dirty = True
            return
        if kind == "hand":
            card = int(val)
            if len(self.seen.hands[cur]) > self.content.hand_limit:
                self.act(Discard(cur, card))
            else:
                self.selected = None if self.selected == card else card
                self.status = ""
                if self.selected is not None:
                    p = self.content.piste[card]
                    can = any(isinstance(a, MovePiste) and self.content.piste[a.card].colour == p.colour
                              and self.content.piste[a.card].value == p.value for a in self.seen.legal_actions(cur))
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
            opts = [a for a in self.seen.legal_actions(cur) if isinstance(a, PlayEvent)
                    and self.content.events[a.card].key == self.content.events[card].key]
            if not opts:
                why = self.seen.why_illegal(PlayEvent(cur, card, ""))
                self.status = f"Not now: {why}." if why else "Choose where to play it."
            elif len(opts) == 1 and opts[0].aim.kind in ("", "trigger"):
                self._play(opts[0])
            elif all(o.aim.kind == "trigger" for o in opts):
                self._play(opts[-1])             # answer the latest happening
            else:
                self.pending = opts
                title = self.content.events[card].title
                self.status = f"{title}: click where to play it (lit on the board), or the card again to cancel."
        elif kind == "seat" and self.pending:
            for a in self.pending:
                if a.aim == Aim("seat", int(val)):
                    self.pending = []
                    self._play(a)
                    return
        self.dirty = True

    def _spot_click(self, cur: int, spot: int) -> None:
        legal = self.seen.legal_actions(cur)
        if self.seen.phase == "start":
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
            self.status = f"A {self.seen.card_text(self.selected)} card cannot take you to {self.board.place(spot)}."
        else:
            self.status = f"{self.board.place(spot)}: pick a piste card first to ski, or click a lift's top, a bus stop or a walkway."
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
                out.update(self._aim_spots(a.aim)[:1])
            return out
        if self.oot is not None:
            return out
        for a in self.seen.legal_actions(cur):
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
        key = (id(self.seen), len(self.seen.log), self.selected, tuple(self.pending), self.viewer, self.oot)
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
    def _camera_key(self) -> Any:
        return (self.scale, self.origin)

    def lit_rects(self) -> list[pygame.Rect]:
        """The lit spots: a tooltip never covers where the player may click."""
        out = []
        for spot in self._lit():
            x, y = self.to_screen(self.spot_xy(spot))
            r = round(max(9, self.board.spots[spot].radius * self.scale + 5) + 4)
            out.append(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
        return out

    def hint_rects(self) -> list[pygame.Rect]:
        """The hinted move's spots on the board."""
        hint = self._hint_now()
        out = []
        for spot in (hint[2] if hint else ()):
            x, y = self.to_screen(self.spot_xy(spot))
            r = round(max(9, self.board.spots[spot].radius * self.scale + 5) + self.app.px(9))
            out.append(pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r))
        return out

    def _still_key(self) -> tuple:
        return (self._panel_key(self.app.screen), self.scale, self.origin, frozenset(self._lit()), self.hint,
                self.app.settings.symbols, self.app.k)

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
            x, y = self.to_screen(self.spot_xy(spot))
            draw_lit(surf, (x, y), max(9, self.board.spots[spot].radius * self.scale + 5), max(3, self.app.px(3)))
        hint = self._hint_now()
        for spot in (hint[2] if hint else ()):
            x, y = self.to_screen(self.spot_xy(spot))
            r = max(9, self.board.spots[spot].radius * self.scale + 5) + self.app.px(5)
            pygame.draw.circle(surf, (10, 40, 60), (x, y), r + 3, 2)
            pygame.draw.circle(surf, HINT_RGB, (x, y), r + 1, max(3, self.app.px(4)))
        self._draw_markers(surf)
        surf.set_clip(None)
        self._panel(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """Skiers, the sun, flights and the tooltip; returns where they were drawn."""
        screen.set_clip(self.board_rect)
        trace = self._draw_trace(screen)
        rects = [r.clip(self.board_rect) for r in self._draw_skiers(screen)]
        if trace is not None:
            rects.append(trace.clip(self.board_rect))
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
        s, c = self.seen, self.content
        track = image(style.board_art("scoreboard"))
        k = (r.w - u(40)) / track.get_width()
        tw, th = round(track.get_width() * k), round(track.get_height() * k)
        track = image(style.board_art("scoreboard"), (tw, th))
        # markers on the same score stack up: leave room above the track for the tallest stack
        places = [round(max(0.0, min(100.0, v))) for v in self.score_shown]
        most = max(places.count(v) for v in places)
        band_mid = (style.SCORE_BAND[0] + style.SCORE_BAND[1]) / 2 * k
        tx = r.x + u(20)
        ty = max(r.y + u(50), r.y + u(50) + u(22) + u(SCORE_STACK) * (most - 1) + u(13) - round(band_mid))
        text(screen, "Score board", (tx, r.y + u(14)), u(22), (255, 255, 255), bold=True)
        screen.blit(track, (tx, ty))
        band_y = ty + band_mid
        symbols = self.app.settings.symbols
        levels = stack_levels(places)
        for seat, score in enumerate(self.score_shown):
            v = max(0.0, min(100.0, score))
            n = levels[seat]
            colour = s.setup.seats[seat].colour
            pic = image(style.snowflake(colour, symbols), (u(SCORE_MARKER), u(SCORE_MARKER)))
            screen.blit(pic, pic.get_rect(center=(tx + (style.SCORE_X0 + v * style.SCORE_STEP) * k,
                                                  band_y - u(22) - u(SCORE_STACK) * n)))
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

    def _draw_markers(self, screen: pygame.Surface) -> None:
        size = max(self.app.px(18), min(self.app.px(34), round(40 * self.scale)))
        for name, at in closed_markers(self.board, self.seen.markers):
            pic = image(style.piece(name), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(at)))

    def _draw_trace(self, screen: pygame.Surface) -> pygame.Rect | None:
        """The way the moving skier takes, traced on the board in the player's
        colour while the move plays, so a bot's turn can be followed."""
        tw = self.tweens[0] if self.tweens else None
        if tw is None or tw.seat is None or len(tw.points) < 2:
            return None
        colour = style.PLAYER_RGB.get(self.seen.setup.seats[tw.seat].colour, (255, 255, 255))
        return self.trace(screen, [self.to_screen(p) for p in tw.points], colour)

    def _draw_skiers(self, screen: pygame.Surface) -> list[pygame.Rect]:
        size = max(self.app.px(22), min(round(34 * self.scale / 0.6), self.app.px(44) * max(1, round(self.zoom))))
        moving = {tw.seat: tw.pos() for tw in self.tweens[:1]}
        placed: dict[int, int] = {}
        out = []
        symbols = self.app.settings.symbols
        for seat, spot in enumerate(self.presented.pos):    # later moves wait for their turn
            if seat in moving:
                world = moving[seat]
            elif spot is None:
                continue
            else:
                world = self.spot_xy(spot)
                k = placed.get(spot, 0)
                placed[spot] = k + 1
                world = (world[0] + 12 * k, world[1] - 8 * k)
            x, y = self.to_screen(world)
            pic = image(style.skier(self.seen.setup.seats[seat].colour, symbols), (size, size))
            out.append(screen.blit(pic, pic.get_rect(center=(round(x), round(y - size * 0.35)))))
        return out

    def _you_may(self) -> str:
        """What the player at the screen may do now, in a few words."""
        s = self.seen
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
        if s.phase == "dusk":
            return ("The sun is setting: play an event card now if one answers, or press Let go "
                    "to let night fall.")
        if s.phase == "start":
            return "Click a lit town to start there."
        if legal and all(isinstance(a, Discard) for a in legal):
            return f"Over {self.content.hand_limit} cards: click cards in your hand to discard them."
        if self.pending:
            return ""
        kinds = {type(a) for a in legal}
        most = max((a.deck + len(a.display) for a in legal if isinstance(a, TakeCards)), default=0)
        take = f"take up to {most} card{'' if most == 1 else 's'} here" if most else "take cards"
        words = [w for t, w in ((MovePiste, "ski with a piste card"), (RideLift, "ride a lift"),
                                (RideBus, "take the bus"), (Walk, "walk"), (TakeCards, take),
                                (EndDay, "end your day")) if t in kinds]
        if any(isinstance(a, PlayEvent) for a in legal):
            words.append("play an event card")
        if not words:
            return "Nothing is possible: press Let go." if Wait in kinds else ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."

    def _panel_key(self, screen: pygame.Surface) -> tuple:
        return (id(self.seen), id(self.presented), len(self.seen.log), self.viewer, self.handoff_to, self.selected,
                tuple(self.take_display), self.take_deck, self.status, self.oot, len(self.pending),
                len(self.log), self.log[-1:], tuple(round(v) for v in self.score_shown), screen.get_size(),
                (hint[1] if (hint := self._hint_now()) else None),
                self.app.k, self.app.settings.symbols)

    def _panel_extra(self) -> Any:
        return self._sun_track

    def _panel_restore(self, extra: Any) -> None:
        self._sun_track = extra

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        return "Game over" if cur is None else (f"{s.name(cur)}: pick a starting town" if s.phase == "start"
                                                else f"Dusk: {s.name(cur)} lets night fall" if s.phase == "dusk"
                                                else f"Round {s.round}: {s.name(cur)}'s turn")

    def _draw_panel(self, screen: pygame.Surface) -> None:
        u = self.app.px
        s, c = self.seen, self.content
        symbols = self.app.settings.symbols
        x, y, inner = self._panel_start(screen)
        head = self._heading()
        turn = self.presented.current_player()      # the seat whose move the pieces show
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
            text(screen, label, (x + u(30), y + u(3)), u(15), style.INK_RGB, bold=seat == turn)
            info = f"{round(self.score_shown[seat]):>3} pts  {len(s.hands[seat])} cards  {len(s.ev_hands[seat])} ev"
            text(screen, info, (x + inner - u(54), y + u(4)), u(14), (60, 68, 84), anchor="topright")
            self.hot[f"seat:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
            self.rects[f"row:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
            if self._is_human(seat) and s.phase in ("play", "dusk"):
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
                screen.blit(target_face(c.targets[tg], (hw, hh)), r)
                self.hot[f"target:{tg}"] = r
            y += hh + u(8)
        self._panel_end(screen, x, y, inner)


def target_face(t: TargetCard, size: tuple[int, int]) -> pygame.Surface:
    """A target card as shown: its sprite, and for a stand-in (a card naming a
    place or run of this map instead of the one it was drawn for) the sprite
    with its own title and text written over the printed ones."""
    if t.written_for is None:
        return image(style.target_card(t.key), size)
    return kept(("target_face", t.key, t.title, t.text, size), lambda: _stand_in_face(t, size))


def _stand_in_face(t: TargetCard, size: tuple[int, int]) -> pygame.Surface:
    card = image(style.target_card(t.key)).copy()
    w, h = card.get_size()
    kx, ky = w / 250, h / 350

    def clear(box: tuple[int, int, int, int]) -> pygame.Rect:
        """Paint the box over, row by row, in the colour of the card beside it."""
        x0, y0, x1, y1 = round(box[0] * kx), round(box[1] * ky), round(box[2] * kx), round(box[3] * ky)
        for y in range(y0, y1):
            card.fill(card.get_at((max(0, x0 - 4), y)), pygame.Rect(x0, y, x1 - x0, 1))
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    box = clear(_TITLE_BOX)
    font = fonts().get(round(20 * ky), bold=True)
    title = _fit(font, t.title, box.width)
    for dx, col in ((2, (60, 30, 0)), (0, (255, 255, 255))):
        img = font.render(title, True, col)
        card.blit(img, img.get_rect(center=(box.centerx + dx, box.centery + dx)))
    box = clear(_TEXT_BOX)
    font = fonts().get(round(17 * ky))
    lines = wrap_words(font, t.text, box.width - round(8 * kx))[:4]
    step = font.get_linesize()
    y = box.centery - step * len(lines) / 2
    for line in lines:
        img = font.render(_fit(font, line, box.width), True, style.INK_RGB)
        card.blit(img, img.get_rect(midtop=(box.centerx, round(y))))
        y += step
    return pygame.transform.smoothscale(card, size)
