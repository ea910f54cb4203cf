"""The play scene of Ski the Mountain: the board, the player's private hand,
the table, and turns.

What every game's play scene shares (hand-off screens, acting through the
rules, autosave, undo, bots thinking in slices, the log, the hint, the menu,
Save as, frames drawn from a still layer) is the table (``table.py``); what a
click does, what is lit and what a hint picks is the game's presenter
(``presenter.py``), which the table routes clicks through. This scene adds
the mountain and says what is drawn where: zoom and pan, skiers gliding along
runs, lifts and bus roads, the sun, cards in flight, the side panel
(``panel_view.py``), the score board and run recorder (``scoreboard.py``),
and the Play event buttons for playing out of turn (the screen is handed over
first).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.interaction import TABLE_TIPS, Key
from game.core.protocol import Event, Setup
from game.games.ski.rules.state import SkiState
from game.scenes.common import image
from game.scenes.panel_items import PanelItem
from game.scenes.shown import Disc, Thing
from game.scenes.table import TableScene
from game.scenes.tip_button import tip_button
from game.view.camera import BoardCamera
from game.view.motion import Flight, Tween
from game.view.text import fonts

from . import style
from .board_view import MIN_SPOT_RADIUS, closed_markers, path_points, renderer_for
from .panel_view import panel_items, target_face
from .presenter import BUTTONS, LESS, SkiPresenter
from .scoreboard import SCORE_MARKER, SCORE_STACK, draw_scores, stack_levels

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

__all__ = ["PlayScene", "Tween", "Flight", "SCORE_MARKER", "SCORE_STACK", "stack_levels", "target_face"]

PANEL_W = 400
SKI_SPEED = 320.0         # world pixels per second
LIFT_SPEED = 170.0


class PlayScene(TableScene[SkiState]):
    UNDO_BREAKERS = ("target", "draw", "lose_card", "display", "refill", "event_dealt")
    OOT_DONE = "wait"       # any human may play an event card at any moment: Wait reads Done meanwhile
    OOT_ONCE = True         # one card, and the screen goes back

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        """A new game from ``setup``, or the game ``state`` goes on (a loaded save)."""
        super().__init__(app, setup, state)
        self.board = self.content.board
        self.renderer = renderer_for(self.board)
        assert isinstance(self.touch.presenter, SkiPresenter)
        self.presenter: SkiPresenter = self.touch.presenter      # the game's interaction (presenter.py)
        # the sun's drawn place, easing after the real one: a game loaded or continued shows it where it stands
        self.sun_shown = float(self.seen.sun)
        self.camera = BoardCamera(self.board.width, self.board.height)   # zoom and pan
        self.show_scores = False               # the score board and run recorder over the board

    def when(self) -> str:
        return "choosing starting towns" if self.seen.phase == "start" else f"round {self.seen.round}"

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
            self.motions.tweens.append(Tween(e.seat, list(lift.points), LIFT_SPEED))
        elif e.kind in ("bus", "walk", "heli", "send_back") and path:
            start = e.data.get("from")
            pts = [self.spot_xy(start)] if start is not None else []
            pts += [self.spot_xy(s) for s in path]
            if len(pts) >= 2:
                self.motions.tweens.append(Tween(e.seat, pts, SKI_SPEED, hop=28.0 if e.kind == "bus" else 0.0))

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
        """What the table's routing cannot say itself: a right click on the deck
        takes one card fewer from it. Every other click goes the table's way
        (a Play event button asks for the screen for its seat, acting or not)."""
        key = self.frame.spot_at(event.pos)
        if event.button == 3 and key == "deck":
            self.touch.click(LESS)
        else:
            super()._click_table(event)


    def _open_log(self) -> None:
        self.show_scores = False
        super().files.open_log()

    # -- the table's hooks: buttons and overlays -------------------------------------------
    def _button(self, el: UIElement) -> None:
        """The view's own buttons (zoom, Fit, Scores); the table's Done out of turn and the
        game's own go to the presenter."""
        b = self._buttons
        if el is b.get("fit"):
            self.set_view(zoom=1.0)
        elif el is b.get("zoom_in") or el is b.get("zoom_out"):
            self.set_view(zoom=self.zoom * (1.25 if el is b["zoom_in"] else 0.8))
        elif el is b.get("scores"):
            self.show_scores = not self.show_scores
            if self.show_scores:
                self.files.close_log()
        else:
            super()._button(el)
        self.dirty = True

    def _hidden_buttons(self) -> tuple[str, ...]:
        # the zoom buttons make way for the score board, which covers the board
        return ("zoom_in", "zoom_out", "fit") if self.show_scores else ()

    def _overlay(self) -> bool:
        return self.show_scores

    def _draw_overlay(self, screen: pygame.Surface) -> None:
        draw_scores(self, screen)

    # -- set-up ------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel.w = self.panel.width_for(PANEL_W)
        self.frame.board_rect = pygame.Rect(0, 0, w - self.panel.w, h)
        self.camera.fit_to(self.frame.board_rect)
        self.dirty = True
        x = w - self.panel.w + u(16)
        col = (self.panel.w - u(48)) // 3           # three columns of buttons, u(8) apart
        cx = [x + i * (col + u(8)) for i in range(3)]
        col4 = (self.panel.w - u(32) - 3 * u(6)) // 4     # the second row has four
        cx4 = [x + i * (col4 + u(6)) for i in range(4)]
        ui = self.app.ui
        label = {b.name: b.label for b in BUTTONS}
        tips = {b.name: b.tip for b in BUTTONS} | TABLE_TIPS

        def button(rect: tuple[int, int, int, int], label: str, small: bool = False,
                   key: str = "") -> pygame_gui.elements.UIButton:
            return tip_button(pygame.Rect(rect), label, ui, tips.get(key),
                              object_id="@small_button" if small else None)

        self._buttons = {
            "take": button((cx[0], h - u(150), col, u(40)), label["take"], key="take"),
            "end_day": button((cx[1], h - u(150), col, u(40)), label["end_day"], key="end_day"),
            "wait": button((cx[2], h - u(150), col, u(40)), "Done" if self.seats.oot is not None else label["wait"], key="wait"),
            "undo": button((cx4[0], h - u(100), col4, u(36)), "Undo", key="undo"),
            "hint": button((cx4[1], h - u(100), col4, u(36)), "Hint", key="hint"),
            "log": button((cx4[2], h - u(100), col4, u(36)), "Log", key="log"),
            "scores": button((cx4[3], h - u(100), col4, u(36)), "Scores", key="scores"),
            "menu": button((cx[2], u(10), col, u(32)), "Menu", key="menu"),
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

    # -- animations --------------------------------------------------------------
    def _flourish(self, e: Event) -> None:
        """Cards flying to a hand, a completed target shown and its points flying home."""
        if not self.panel.rects:
            return
        u = self.app.px
        card = (u(62), u(87))
        seat_row = self.panel.rects.get(Key("row", e.seat))
        if e.kind == "take" and seat_row is not None:
            for slot in e.data.get("display", []):
                src = self.panel.rects.get(Key("slot", slot))
                p = self.content.piste[e.data["display_cards"][e.data["display"].index(slot)]]
                if src is not None:
                    self.motions.flights.append(Flight(image(style.piste_card(p.colour, p.value), card), src.center,
                                               seat_row.center, 0.45))
            deck = self.panel.rects.get(Key("deck"))
            for _ in range(e.data.get("deck", 0)):
                if deck is not None:        # a card from the deck flies face down: it is secret
                    self.motions.flights.append(Flight(image(style.card_back("piste"), card), deck.center,
                                               seat_row.center, 0.45))
        elif e.kind in ("discard", "move") and seat_row is not None and "discard" in self.panel.rects:
            # the card leaves the hand face up (it is played or thrown away in the open)
            src = self.panel.hot.get(Key("hand", e.data['card']), seat_row)
            p = self.content.piste[e.data["card"]]
            self.motions.flights.append(Flight(image(style.piste_card(p.colour, p.value), card), src.center,
                                       self.panel.rects[Key("discard")].center, 0.4))
        elif e.kind == "event" and seat_row is not None:
            centre = self.frame.board_rect.center
            self.motions.flights.append(Flight(image(style.event_card(e.data["key"]), (u(200), u(280))), seat_row.center,
                                       centre, 0.35, grow=0.3))
            self.motions.flights.append(Flight(image(style.event_card(e.data["key"]), (u(200), u(280))), centre, centre,
                                       0.15, hold=1.0))
        elif e.kind == "target" and seat_row is not None:
            centre = self.frame.board_rect.center
            face = target_face(self.content.targets[e.data["target"]], (u(250), u(350)))
            self.motions.flights.append(Flight(face, centre, centre, 0.2, hold=1.2))
            under = (centre[0], centre[1] + face.get_height() // 2 + u(26))     # the points under the card, not on it
            self.motions.flights.append(Flight(None, under, seat_row.center, 0.8, label=f"+{e.data['points']}", hold=1.2,
                                       size=u(28)))

    def spot_xy(self, spot: int) -> tuple[float, float]:
        """Where a spot is on the map (world coordinates; ``to_screen`` for the window)."""
        s = self.board.spots[spot]
        return (s.x, s.y)

    def _queue_ski(self, seat: int, start: int, path: list[int]) -> None:
        self.motions.tweens.append(Tween(seat, path_points(self.board, start, path), SKI_SPEED))

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """Where to click ``key``'s thing; a spot out of view (zoomed in, or under
        the zoom buttons) is first brought to the middle of the board."""
        kind, val = key.kind, key.value
        if kind == "spot":
            x, y = self.to_screen(self.spot_xy(int(val)))
            covered = any(b.visible and b.rect.collidepoint(x, y) for b in self._buttons.values())
            if not self.frame.board_rect.collidepoint(x, y) or covered:
                self.set_view(centre=self.spot_xy(int(val)))
        return super().point_for(key)

    # -- saving --------------------------------------------------------------------
    def grabs_snow(self, pos: tuple[int, int]) -> bool:
        """A left press on the board away from any spot, with nothing to click
        there: it drags the board (when zoomed in)."""
        return (self.frame.board_rect.collidepoint(pos) and not self.motions.tweens and not self.motions.flights
                and self.seats.handoff_to is None and not any(b.rect.collidepoint(pos) for b in self._buttons.values())
                and self.frame.shown().at(pos) is None)

    # -- what is drawn where -----------------------------------------------------------
    def _things(self) -> list[Thing]:
        """The spots: a click within a spot's drawn size (and a little more) lands on it,
        the nearest where two meet; its ring a little beyond its edge."""
        out = []
        for s in self.board.spots.values():
            x, y = self.to_screen((s.x, s.y))
            reach = (max(s.radius, MIN_SPOT_RADIUS / self.scale) + 4.0) * self.scale
            r = round(max(9, s.radius * self.scale + 5))
            out.append(Thing(Key("spot", s.id), Disc((x, y), reach), 0,
                             pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)))
        return out

    # -- drawing -------------------------------------------------------------------
    # A frame is a still layer (the board at its zoom, the markers, the side
    # panel, and the table's marks of what is lit, picked and hinted), drawn
    # again only when one of them changes, and the moving things on top:
    # skiers, the sun, cards and points in flight and the tooltip. While skiers
    # glide, a frame puts back the still layer where the moving things were
    # and draws them at their new places: a few small blits instead of the
    # whole window.
    def _camera_key(self) -> Any:
        return (self.scale, self.origin)

    def _draw_still(self, surf: pygame.Surface) -> None:
        """The still layer: board, markers, panel."""
        self.renderer.set_symbols(self.app.settings.symbols)
        img = self.renderer.render(self.scale)
        ox, oy = round(self.origin[0]), round(self.origin[1])
        placed = pygame.Rect(ox, oy, img.get_width(), img.get_height())
        if not placed.contains(self.frame.board_rect):   # only where the board leaves a margin: the land goes on
            around = self.renderer.surroundings(self.frame.board_rect, placed)
            br = self.frame.board_rect
            for band in (pygame.Rect(br.x, br.y, br.w, placed.y - br.y), pygame.Rect(br.x, placed.bottom, br.w,
                         br.bottom - placed.bottom), pygame.Rect(br.x, br.y, placed.x - br.x, br.h),
                         pygame.Rect(placed.right, br.y, br.right - placed.right, br.h)):
                band = band.clip(br)
                if band.w > 0 and band.h > 0:          # only the bands: the board covers the rest
                    surf.blit(around, band, band.move(-br.x, -br.y))
        surf.set_clip(self.frame.board_rect)
        surf.blit(img, (ox, oy))
        self._draw_markers(surf)
        surf.set_clip(None)
        self.panel.blit(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """Skiers and the sun (the table draws the flights and the tooltip over them); returns
        where they were drawn."""
        screen.set_clip(self.frame.board_rect)
        trace = self._draw_trace(screen)
        rects = [r.clip(self.frame.board_rect) for r in self._draw_skiers(screen) + trace]
        screen.set_clip(None)
        rects.append(self._draw_sun(screen))
        return [r for r in rects if r.w and r.h]

    def _draw_sun(self, screen: pygame.Surface) -> pygame.Rect:
        """The sun over the panel's sunset track (its spaces: ``Key("sun", i)``), between two
        spaces while it moves."""
        rects = self.panel.rects
        first, second = rects.get(Key("sun", 0)), rects.get(Key("sun", 1))
        if first is None:
            return pygame.Rect(0, 0, 0, 0)
        step = second.x - first.x if second is not None else first.w
        sun = image(style.piece("sun"), (first.w + 6, first.h + 6))
        return screen.blit(sun, (round(first.x + self.sun_shown * step - 3), first.y - 3))

    def _draw_markers(self, screen: pygame.Surface) -> None:
        size = max(self.app.px(18), min(self.app.px(34), round(40 * self.scale)))
        for name, at in closed_markers(self.board, self.seen.markers):
            pic = image(style.piece(name), (size, size))
            screen.blit(pic, pic.get_rect(center=self.to_screen(at)))

    def _draw_trace(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The way the moving skier takes, traced on the board in the player's
        colour while the move plays, so a bot's turn can be followed."""
        tw = self.motions.tweens[0] if self.motions.tweens else None
        if tw is None or tw.seat is None or len(tw.points) < 2:
            return []
        colour = style.PLAYER_RGB.get(self.seen.setup.seats[tw.seat].colour, (255, 255, 255))
        return self.trace(screen, [self.to_screen(p) for p in tw.points], colour)

    def _draw_skiers(self, screen: pygame.Surface) -> list[pygame.Rect]:
        size = max(self.app.px(22), min(round(34 * self.scale / 0.6), self.app.px(44) * max(1, round(self.zoom))))
        moving = {tw.seat: tw.pos() for tw in self.motions.tweens[:1]}
        out = []
        symbols = self.app.settings.symbols
        turn = self.presented.current_player()
        # skiers sharing a spot stand side by side, over half a skier apart, so none hides another
        # (a play-test lost its own skier under a rival's); the one whose turn it is stands in front
        sharing: dict[int, list[int]] = {}
        for seat, spot in enumerate(self.presented.pos):    # later moves wait for their turn
            if seat not in moving and spot is not None:
                sharing.setdefault(spot, []).append(seat)
        order = sorted(range(len(self.presented.pos)), key=lambda seat: (seat in moving, seat == turn))
        for seat in order:
            spot = self.presented.pos[seat]
            if seat in moving:
                x, y = self.to_screen(moving[seat])
            elif spot is None:
                continue
            else:
                x, y = self.to_screen(self.spot_xy(spot))
                here = sharing[spot]
                x += (here.index(seat) - (len(here) - 1) / 2) * size * 0.7
            pic = image(style.skier(self.seen.setup.seats[seat].colour, symbols), (size, size))
            r = screen.blit(pic, pic.get_rect(center=(round(x), round(y - size * 0.35))))
            out.append(r)
            skied = len(self.presented.progress[seat])
            if skied and seat not in moving:
                out.append(self._on_the_way(screen, r, skied))
        return out

    def _on_the_way(self, screen: pygame.Surface, skier: pygame.Rect, skied: int) -> pygame.Rect:
        """A badge over a skier stopped on the piste: "+5", the points its descent will
        score at the next station (a play-test read a stop on the piste as "scored nothing")."""
        words = f"+{skied}"
        pic = fonts().get(self.app.px(13), True).render(words, True, (255, 255, 255))
        pill = pygame.Rect(0, 0, pic.get_width() + self.app.px(8), pic.get_height() + self.app.px(2))
        pill.midbottom = (skier.right - self.app.px(2), skier.top + self.app.px(6))
        pygame.draw.rect(screen, (34, 120, 60), pill, border_radius=pill.h // 2)
        pygame.draw.rect(screen, (255, 255, 255), pill, max(1, self.app.px(1.5)), border_radius=pill.h // 2)
        screen.blit(pic, pic.get_rect(center=pill.center))
        return pill

    def _your_move(self, cur: int) -> str:
        """What the player at the screen may do now, in a few words."""
        s = self.seen
        return self.presenter.you_may(s, cur, self.touch.picked, self.seats.oot is not None)

    def _of_day(self) -> str:
        """How many rounds a shorter day lasts, for the heading (" of 8"); nothing in the whole day."""
        s = self.presented
        return f" of {s.day_rounds()}" if s.day_rounds() < s.c.night_index else ""

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        return "Game over" if cur is None else (f"{s.name(cur)}: pick a starting town" if s.phase == "start"
                                                else f"Dusk: {s.name(cur)} lets night fall" if s.phase == "dusk"
                                                else f"Round {s.round}{self._of_day()}: {s.name(cur)}'s turn")

    def _panel_items(self) -> list[PanelItem]:
        return panel_items(self)
