"""The play scene of Chemin Montagneux: the landscape in three dimensions
(its piles of tiles and the pawns, close up on the table: every player's
supply and the common area are the side panel's, ``panel.py``), with the
motions of ``motions.py`` over it. The table and the piles' shadows are a
layer drawn once per landscape and camera (``_ground``); the piles over it
once per change of the landscape (``_board_picture``); the pawns, standing
or hiking, each frame over that picture, the piles in front of them put back
over them (``pawn_layer.py``), with whatever else moves.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu; the presenter (``presenter/``) says what may be
clicked and what a click does; this scene draws and says what is drawn where:
the key of what is on top at a pixel of the table (a pawn, a pile, a square or
graded tile on a pile's top, an empty place offered to extend into, a supply,
the common area) and where a key's thing is on the screen. What is lit and
what is picked are outlined by the table; the scene's own pictures of them
are the ghost tiles where the picked die would lay its tile and, with a pawn
picked, the path of the hike under the mouse.

The camera zooms with the wheel or + and -, pans with a drag (on the table
round the tiles, or with the middle button) or the arrow keys, turns by
quarter turns with Q and E or the buttons on the board, and Fit (or R) shows
the whole landscape again (and a tile's growth round it: the camera fits the
landscape, not the table; the supplies and the common area are the panel's); a click made for a player (``point_for``) fits and
turns it until the thing to click shows.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.interaction import Key
from game.core.protocol import Setup
from game.scenes.shown import Box, Polygon, Thing

from . import camera, style
from . import terrain_view as tv
from .motions import CheminMotions
from .pawn_layer import PawnLayer, Standing, standing
from .presenter import BUTTONS
from .presenter.choices import code_tile
from .rules.actions import Hike
from .terrain_view.layout import Hit, Layout, Shown, shown
from .terrain_view.pieces import draw_table
from .terrain_view.projection import Box as WorldBox
from .terrain_view.projection import F, T, View, parse, place_point

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

PANEL_W = 400
MAX_ZOOM = 4.0
CAMERA = (("turn_left", "< Q"), ("turn_right", "E >"), ("zoom_in", "+"), ("zoom_out", "-"), ("fit", "Fit"))


def _vignette() -> pygame.Surface:
    """A soft darkening towards the edges of the table's view (small: scaled up)."""
    small = pygame.Surface((40, 24), pygame.SRCALPHA)
    for y in range(24):
        for x in range(40):
            d = ((x - 19.5) / 20) ** 2 + ((y - 11.5) / 12) ** 2
            small.set_at((x, y), (20, 12, 6, max(0, min(150, round((d - 0.35) * 150)))))
    return small


class CheminScene(CheminMotions):
    UNDO_BREAKERS = ("roll", "grade", "lower")
    HANDOFF_SKIPS = True     # nothing is secret from the next player: Space at a hand-off takes the screen at once

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.rot = 0
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self.drag: tuple[int, int] | None = None
        self._picture: tuple[Any, pygame.Surface, Layout] | None = None
        # the pawns over the picture: its piles to put back over them, and the layout with them in it
        self._shown_kept: tuple[Any, Any, Shown, str, dict[Any, tuple[Shown, str]]] | None = None
        self._view_kept: tuple[Any, View] | None = None
        self._pawns: tuple[Any, PawnLayer, Any, list[Standing]] | None = None
        self._pawn_hits: tuple[Any, Layout] | None = None       # the layout with the pawns, once asked for
        self._ground_layer: tuple[Any, pygame.Surface] | None = None

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel.w = self.panel.width_for(PANEL_W)
        self.frame.board_rect = pygame.Rect(0, 0, w - self.panel.w, h)
        self._laid_out = True
        self._buttons = self.panel_buttons(BUTTONS)
        for i, (key, label) in enumerate(CAMERA):
            r = pygame.Rect(u(10) + i * u(54), u(10), u(50), u(30))
            self._buttons[key] = pygame_gui.elements.UIButton(r, label, self.app.ui)
        self._picture = None
        self._reopen_overlays()

    # -- the camera ----------------------------------------------------------------
    def view(self) -> View:
        area = self.frame.view_rect()
        key = (self._position_key(), self.rot, self.zoom, self.pan, tuple(self.frame.board_rect), tuple(area))
        if self._view_kept is None or self._view_kept[0] != key:
            self._view_kept = (key, camera.fit(self.rot, area, *self._fitted(), self.zoom, self.pan,
                                               self._focus()))
        return self._view_kept[1]

    def _fitted(self) -> tuple[WorldBox, float]:
        """What the camera fits: the landscape with a tile's growth round it, and
        its highest pile (at least four tiles)."""
        board = self.presented.board
        return camera.landscape_box(board), max([len(p) for p in board.values()] + [4]) * T

    def _position_key(self) -> tuple[Any, ...]:
        """What tells one position on the table from another, cheaply (each frame asks)."""
        p = self.presented
        return (id(p), len(p.action_log), len(p.board), sum(map(len, p.board.values())),
                tuple(p.pawns.values()), p.current_player())

    def _least_zoom(self) -> float:
        """Fit keeps a grid square 32 pixels deep; zooming out may show a landscape
        too large for that whole, never less."""
        whole, fitted = camera.fit_scales(self.rot, self.frame.board_rect, *self._fitted())
        return min(1.0, whole / fitted)

    def _focus(self) -> tuple[float, float] | None:
        """Where Fit looks on a landscape too large for the window: the pawn of the
        seat to move (or of the screen's player)."""
        s = self.presented
        seat = s.current_player()
        seat = seat if seat is not None else self.seats.viewer
        pawns = [p for p in (s.seat_pawns(seat) if seat is not None else ()) if p in s.pawns]
        if not pawns:
            return None
        x, y, q = parse(s.pawns[pawns[0]])
        return place_point(x, y, q)

    def _camera_key(self) -> Any:
        return (self.rot, self.zoom, self.pan)

    def turn(self, quarters: int) -> None:
        self.rot = (self.rot + quarters) % 4
        self.pan = (0.0, 0.0)
        self.dirty = True

    def zoom_by(self, f: float, about: tuple[int, int] | None = None) -> None:
        old = self.view()
        point = old.ground(*about, 0.0) if about is not None else None
        least, was = self._least_zoom(), self.zoom
        self.zoom = max(least, min(MAX_ZOOM, self.zoom * f))
        if (was - 1.0) * (self.zoom - 1.0) < 0:
            self.zoom = 1.0                       # zooming through Fit stops there once
        if self.zoom == least:                    # all the landscape shows: in the middle
            self.pan = (0.0, 0.0)
        elif point is not None and about is not None:
            new = self.view()
            sx, sy = new.screen(*point)
            self.pan = (self.pan[0] + (sx - about[0]) / new.s, self.pan[1] + (sy - about[1]) / (new.s * F))
        self.dirty = True

    def pan_by(self, dx: float, dy: float) -> None:
        v = self.view()
        self.pan = (self.pan[0] - dx / v.s, self.pan[1] - dy / (v.s * F))
        self.dirty = True

    def fit_view(self) -> None:
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self.dirty = True

    def _key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_q:
            self.turn(-1)
        elif k == pygame.K_e:
            self.turn(1)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(1.25)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / 1.25)
        elif k in (pygame.K_r, pygame.K_HOME):
            self.fit_view()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = self.app.px(80)
            self.pan_by({pygame.K_LEFT: step, pygame.K_RIGHT: -step}.get(k, 0),
                        {pygame.K_UP: step, pygame.K_DOWN: -step}.get(k, 0))

    def _button(self, el: UIElement) -> None:
        """The camera's buttons on the board; the game's own are the presenter's."""
        do = {"turn_left": lambda: self.turn(-1), "turn_right": lambda: self.turn(1),
              "zoom_in": lambda: self.zoom_by(1.25), "zoom_out": lambda: self.zoom_by(1 / 1.25),
              "fit": self.fit_view}
        for name, then in do.items():
            if el is self._buttons.get(name):
                then()
                return
        super()._button(el)

    def _pointer(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = self.frame.mouse or pygame.mouse.get_pos()
            if self.frame.board_rect.collidepoint(pos):
                self.zoom_by(1.2 ** event.y, pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.frame.board_rect.collidepoint(event.pos) and \
                self.files.log_box is None and self.files.save_dialog is None:
            if event.button == 2:
                self.drag = event.pos
                return True
            if event.button == 1 and not self.motions.tweens and not self._layout_now().at(event.pos):
                self.drag = event.pos          # on the bare table: a drag pans (the click goes on too)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            self.drag = None
            return False
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            if not getattr(event, "buttons", (1, 1, 1))[0] and not getattr(event, "buttons", (0, 1, 0))[1]:
                self.drag = None
                return False
            self.pan_by(event.pos[0] - self.drag[0], event.pos[1] - self.drag[1])
            self.drag = event.pos
            return True
        return False

    # -- the board's picture ---------------------------------------------------------
    def _shown(self) -> Shown:
        return self._shown_now()[0]

    def _shown_now(self) -> tuple[Shown, str]:
        """What the table shows (the game as presented, the pieces a motion
        carries left out) and the signature of its landscape: worked out once per
        position, and once per motion what it leaves out (each frame asks)."""
        p, m = self.presented, self._moving_now()
        key = (self._position_key(), self.seats.viewer, self.seats.handoff_to)
        if self._shown_kept is None or self._shown_kept[0] != key or self._shown_kept[1] is not p:
            sh = shown(p)
            self._shown_kept = (key, p, sh, repr((sh.board, sh.flags)), {})
        _, _, sh, sig, carried = self._shown_kept
        out = None
        if m is not None:
            out = m.data.get("cell") if m.kind in ("lift", "flip") else m.data.get("pawn") if m.kind == "hike" else None
        if m is None or out is None:
            return sh, sig
        got = carried.get((m.kind, out))
        if got is None:
            top, pawns = ({out}, set()) if m.kind in ("lift", "flip") else (set(), {out})
            got = carried[(m.kind, out)] = (dataclasses.replace(sh, hidden_top=top, hidden_pawns=pawns),
                                            sig + repr(sorted(top)) if top else sig)
        return got

    def _ghosts(self) -> dict[str, list[Any]]:
        """A ghost tile on each place lit for the picked die, where its tile would land."""
        seat = self.seats.mine()
        if seat is None or not self.touch.picked:
            return {}
        code = self.presenter.laying(self.seen, seat, self.touch.picked)
        if code is None:
            return {}
        return {k.value: code_tile(code) for k in self.touch.lit() if k.kind == "cell"}

    def _picture_key(self) -> Any:
        """What the still landscape is drawn from (the pawns are drawn over it each frame)."""
        sig = self._shown_now()[1]
        return (sig, self.rot, self.zoom, self.pan, self.frame.board_rect.size, tuple(self.frame.view_rect()),
                repr(sorted(self._ghosts().items())), self.app.k)

    def _board_picture(self) -> tuple[pygame.Surface, Layout]:
        """The landscape without its pawns, drawn once per change of it or of the camera."""
        key = self._picture_key()
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1], self._picture[2]
        surf = self._picture[1] if self._picture is not None and self._picture[1].get_size() == \
            self.frame.board_rect.size else pygame.Surface(self.frame.board_rect.size).convert()
        now = self._shown()
        sh = dataclasses.replace(now, hidden_pawns=set(now.pawns))
        layout = tv.draw_scene(surf, self.view(), self.content, sh, current=self.presented.current_player(),
                               ghosts=self._ghosts(), supplies=False, ground=self._ground())
        self._picture = (key, surf, layout)
        return surf, layout

    def _pawn_layer(self) -> tuple[PawnLayer, list[Standing]]:
        """The pawns standing still over the picture."""
        pic, lay = self._board_picture()
        sh = self._shown()
        key = (repr(sorted(sh.pawns.items())), sorted(sh.hidden_pawns))
        if self._pawns is None or self._pawns[2] != key or self._pawns[0] is not lay:
            layer = self._pawns[1] if self._pawns is not None and self._pawns[0] is lay else PawnLayer(pic, lay)
            pawns = standing(lay.view, sh)
            self._pawns = (lay, layer, key, pawns)
        return self._pawns[1], self._pawns[3]

    def _ground(self) -> pygame.Surface:
        """The table and the piles' shadows: drawn once per landscape (its piles'
        heights) and camera, kept while the pawns move and the piles are lit."""
        board = self.presented.board
        key = (repr(sorted((k, len(p)) for k, p in board.items())), self.rot, self.zoom, self.pan,
               self.frame.board_rect.size, tuple(self.frame.view_rect()), self.app.k)
        if self._ground_layer is None or self._ground_layer[0] != key:
            surf = pygame.Surface(self.frame.board_rect.size).convert()
            surf.fill(style.ROOM_RGB)
            v = self.view()
            draw_table(surf, v, self.content, common=False)
            tv.draw_shadows(surf, v, board)
            surf.blit(pygame.transform.smoothscale(_vignette(), surf.get_size()), (0, 0))
            self._ground_layer = (key, surf)
        return self._ground_layer[1]

    def _layout_now(self) -> Layout:
        """The table's layout with the pawns in it (for the clicks): worked out when
        first asked for after the pawns change, not in every frame they move in."""
        layer, pawns = self._pawn_layer()
        if self._pawn_hits is None or self._pawn_hits[0] is not self._pawns:
            self._pawn_hits = (self._pawns, layer.layout(pawns))
        return self._pawn_hits[1]

    # -- what is drawn where ---------------------------------------------------------
    def _things_key(self) -> tuple[object, ...]:
        return (self._layout_now(),)

    def _things(self) -> list[Thing]:
        """The table's things in the order they are drawn, back to front: each pile
        (by its cell; a graded one by its one place too) with the places on its
        top, the spots offered to lay on, the stocks, the pawns. A pile hides
        what is behind it; a lit place of it takes a click on a pawn in front."""
        lay = self._layout_now()
        offered = {h.key for h in lay.hits if h.kind == "spot"}     # drawn with their ghost tiles, below
        out = [t for t in self._empty_places(lay.view) if t.key.value not in offered]
        for i, h in enumerate(lay.hits):
            shape = Polygon(tuple(h.poly))
            if h.kind in ("pile", "spot"):
                top = h.top if h.top is not None else shape.bounds()
                out.append(Thing(Key("cell", h.key), shape, 2 * i, top, opaque=True, ground=True, partly=True))
                if h.kind == "pile":
                    out += self._places(lay.view, h, top, 2 * i)
            elif h.kind == "common":
                out.append(Thing(Key("common"), shape, 2 * i, opaque=True))
            else:
                out.append(Thing(Key(h.kind, h.key), shape, 2 * i, opaque=h.kind == "stock", partly=h.kind == "pawn"))
        return out

    def _empty_places(self, view: View) -> list[Thing]:
        """The empty places beside the landscape, where a tile may be laid: under
        everything drawn (a spot offered to lay on is drawn over its place)."""
        board = self.presented.board
        empty = sorted({f"{x + dx},{y + dy}" for x, y, _ in map(parse, board)
                        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - set(board))
        out = []
        for cell in empty:
            x, y, _ = parse(cell)
            out.append(Thing(Key("cell", cell), Box(view.top_rect(x, y, 0.0)), -1, ground=True, partly=True))
        return out

    def _places(self, view: View, h: Hit, top: pygame.Rect, layer: int) -> list[Thing]:
        """The places on a pile's top a pawn may stand on: a graded tile's whole top
        (the pile stands for it), a rough tile's four squares."""
        pile = self.presented.board.get(h.key)
        if pile and pile[-1][2] == "v":
            return [Thing(Key("place", h.key), Polygon(tuple(h.poly)), layer, top, opaque=True, ground=True,
                          partly=True)]
        x, y, _ = parse(h.key)
        cx, cy = (round(c) for c in view.screen(x + 0.5, y + 0.5, h.z))
        cx, cy = min(max(cx, top.left), top.right), min(max(cy, top.top), top.bottom)
        out = []
        for part in (pygame.Rect(top.left, top.top, cx - top.left, cy - top.top),
                     pygame.Rect(cx, top.top, top.right - cx, cy - top.top),
                     pygame.Rect(top.left, cy, cx - top.left, top.bottom - cy),
                     pygame.Rect(cx, cy, top.right - cx, top.bottom - cy)):
            if part.w <= 0 or part.h <= 0:
                continue
            wx, wy = view.ground(*part.center, h.z)
            q = min(1, max(0, int((wx - x) * 2))) + 2 * min(1, max(0, int((wy - y) * 2)))
            out.append(Thing(Key("place", f"{x},{y},{q}"), Box(part), layer + 1, tv.place_rect(view, x, y, q, h.z),
                             ground=True, partly=True))
        return out

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """Where a click lands on ``key``'s thing; on the table, the camera is
        fitted and turned, a quarter at a time, until some point shows it."""
        if key.kind not in ("pawn", "cell", "place"):
            return super().point_for(key)
        if self.zoom != 1.0 or self.pan != (0.0, 0.0):
            at = super().point_for(key)
            if at is not None:
                return at
            self._press("fit")
        for _ in range(4):
            at = super().point_for(key)
            if at is not None:
                return at
            self._press("turn_right")
        # the places tried are all covered (by pawns standing in front, at every quarter
        # turn): look over the whole table, a few pixels apart, for a point that is it
        r = self.frame.board_rect
        step = max(4, self.app.px(6))
        return next(((x, y) for y in range(r.top + step // 2, r.bottom, step)
                     for x in range(r.left + step // 2, r.right, step) if self.frame.spot_at((x, y)) == key), None)

    def _hover_path(self) -> list[str] | None:
        """With a pawn picked: the path of the hike a click under the mouse makes, start first."""
        seat = self.seats.mine()
        if seat is None or not self.touch.picked or \
                not self.touch.picked[0].kind == "pawn" or self.frame.mouse is None or \
                not self.frame.board_rect.collidepoint(self.frame.mouse):
            return None
        spot = self.frame.spot_at(self.frame.mouse)
        move = self.presenter.move_at(self.seen, seat, self.touch.picked, spot) if spot is not None else None
        return [self.presented.pawns[move.pawn], *move.path] if isinstance(move, Hike) else None

    # -- drawing -----------------------------------------------------------------------
    def _still_more(self) -> tuple:
        return (self._picture_key(), tuple(self._hover_path() or ()), self._dice_moving())

    def _draw_still(self, surf: pygame.Surface) -> None:
        pic, lay = self._board_picture()
        surf.blit(pic, self.frame.board_rect)
        path = self._hover_path()
        if path:
            surf.set_clip(self.frame.board_rect)
            tv.draw_path(surf, lay.view, self._shown(), path)
            surf.set_clip(None)
        self.panel.blit(surf)
        if not self._dice_moving():
            self._draw_dice(surf, None)
