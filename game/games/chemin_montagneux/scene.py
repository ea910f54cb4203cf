"""The play scene of Chemin Montagneux: the landscape in three dimensions
(its piles of tiles and the pawns, close up on the table: every player's
supply and the common area are the side panel's, ``panel.py``), with the
motions of ``motions.py`` over it. The table and the piles' shadows are a
layer drawn once per landscape and camera (``_ground``); the piles over it
once per change of the landscape (``_board_picture``); the pawns, standing
or hiking, each frame over that picture, the piles in front of them put back
over them (``pawn_layer.py``), with whatever else moves.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu; the presenter (``presenter.py``) says what may be
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

from . import camera, style
from . import terrain_view as tv
from .actions import Hike
from .motions import CheminMotions
from .pawn_layer import PawnLayer, Standing, poly_bounds, standing
from .presenter import BUTTONS, code_tile

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

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.rot = 0
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self.drag: tuple[int, int] | None = None
        self._picture: tuple[Any, pygame.Surface, tv.Layout] | None = None
        # the pawns over the picture: its piles to put back over them, and the layout with them in it
        self._shown_kept: tuple[Any, Any, tv.Shown, str, dict[Any, tuple[tv.Shown, str]]] | None = None
        self._view_kept: tuple[Any, tv.View] | None = None
        self._pawns: tuple[Any, PawnLayer, Any, list[Standing]] | None = None
        self._pawn_hits: tuple[Any, tv.Layout] | None = None       # the layout with the pawns, once asked for
        self._ground_layer: tuple[Any, pygame.Surface] | None = None
        self._outlines: tuple[tv.Layout | None, frozenset[Key], dict[Key, list[pygame.Rect]]] = (None, frozenset(), {})

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel_w = u(PANEL_W)
        self.board_rect = pygame.Rect(0, 0, w - self.panel_w, h)
        self._laid_out = True
        self._buttons = self.panel_buttons(BUTTONS)
        for i, (key, label) in enumerate(CAMERA):
            r = pygame.Rect(u(10) + i * u(54), u(10), u(50), u(30))
            self._buttons[key] = pygame_gui.elements.UIButton(r, label, self.app.ui)
        self._picture = None
        self._reopen_overlays()

    # -- the camera ----------------------------------------------------------------
    def view(self) -> tv.View:
        key = (self._position_key(), self.rot, self.zoom, self.pan, tuple(self.board_rect))
        if self._view_kept is None or self._view_kept[0] != key:
            self._view_kept = (key, camera.fit(self.rot, self.board_rect, *self._fitted(), self.zoom, self.pan,
                                               self._focus()))
        return self._view_kept[1]

    def _fitted(self) -> tuple[tv.Box, float]:
        """What the camera fits: the landscape with a tile's growth round it, and
        its highest pile (at least four tiles)."""
        board = self.presented.board
        return camera.landscape_box(board), max([len(p) for p in board.values()] + [4]) * tv.T

    def _position_key(self) -> tuple[Any, ...]:
        """What tells one position on the table from another, cheaply (each frame asks)."""
        p = self.presented
        return (id(p), len(p.action_log), len(p.board), sum(map(len, p.board.values())),
                tuple(p.pawns.values()), p.current_player())

    def _least_zoom(self) -> float:
        """Fit keeps a grid square 32 pixels deep; zooming out may show a landscape
        too large for that whole, never less."""
        whole, fitted = camera.fit_scales(self.rot, self.board_rect, *self._fitted())
        return min(1.0, whole / fitted)

    def _focus(self) -> tuple[float, float] | None:
        """Where Fit looks on a landscape too large for the window: the pawn of the
        seat to move (or of the screen's player)."""
        s = self.presented
        seat = s.current_player()
        seat = seat if seat is not None else self.viewer
        pawns = [p for p in (s.seat_pawns(seat) if seat is not None else ()) if p in s.pawns]
        if not pawns:
            return None
        x, y, q = tv.parse(s.pawns[pawns[0]])
        return tv.place_point(x, y, q)

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
            self.pan = (self.pan[0] + (sx - about[0]) / new.s, self.pan[1] + (sy - about[1]) / (new.s * tv.F))
        self.dirty = True

    def pan_by(self, dx: float, dy: float) -> None:
        v = self.view()
        self.pan = (self.pan[0] - dx / v.s, self.pan[1] - dy / (v.s * tv.F))
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
            pos = self.mouse or pygame.mouse.get_pos()
            if self.board_rect.collidepoint(pos):
                self.zoom_by(1.2 ** event.y, pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.board_rect.collidepoint(event.pos) and \
                self.log_box is None and self.save_dialog is None:
            if event.button == 2:
                self.drag = event.pos
                return True
            if event.button == 1 and not self.tweens and not self._layout_now().at(event.pos):
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

    def confirm(self) -> None:
        """Space or Enter at a hand-off while the last move still plays: nothing in
        this game is secret from the next player, so the move is skipped and the
        screen taken at once (one key, not two)."""
        if self.handoff_to is not None and (self.tweens or self.flights):
            self.skip_animation()
        super().confirm()

    # -- the board's picture ---------------------------------------------------------
    def _shown(self) -> tv.Shown:
        return self._shown_now()[0]

    def _shown_now(self) -> tuple[tv.Shown, str]:
        """What the table shows (the game as presented, the pieces a motion
        carries left out) and the signature of its landscape: worked out once per
        position, and once per motion what it leaves out (each frame asks)."""
        p, m = self.presented, self._moving_now()
        key = (self._position_key(), self.viewer, self.handoff_to)
        if self._shown_kept is None or self._shown_kept[0] != key or self._shown_kept[1] is not p:
            sh = tv.shown(p)
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
        seat = self.mine()
        if seat is None or not self.touch.picked:
            return {}
        code = self.presenter.laying(self.seen, seat, self.touch.picked)
        if code is None:
            return {}
        return {k[5:]: code_tile(code) for k in self.touch.lit() if k.startswith("cell:")}

    def _picture_key(self) -> Any:
        """What the still landscape is drawn from (the pawns are drawn over it each frame)."""
        sig = self._shown_now()[1]
        return (sig, self.rot, self.zoom, self.pan, self.board_rect.size, repr(sorted(self._ghosts().items())),
                self.app.k)

    def _board_picture(self) -> tuple[pygame.Surface, tv.Layout]:
        """The landscape without its pawns, drawn once per change of it or of the camera."""
        key = self._picture_key()
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1], self._picture[2]
        surf = self._picture[1] if self._picture is not None and self._picture[1].get_size() == \
            self.board_rect.size else pygame.Surface(self.board_rect.size).convert()
        shown = self._shown()
        sh = dataclasses.replace(shown, hidden_pawns=set(shown.pawns))
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
               self.board_rect.size, self.app.k)
        if self._ground_layer is None or self._ground_layer[0] != key:
            surf = pygame.Surface(self.board_rect.size).convert()
            surf.fill(style.ROOM_RGB)
            v = self.view()
            tv.draw_table(surf, v, self.content, common=False)
            tv.draw_shadows(surf, v, board)
            surf.blit(pygame.transform.smoothscale(_vignette(), surf.get_size()), (0, 0))
            self._ground_layer = (key, surf)
        return self._ground_layer[1]

    def _layout_now(self) -> tv.Layout:
        """The table's layout with the pawns in it (for the clicks): worked out when
        first asked for after the pawns change, not in every frame they move in."""
        layer, pawns = self._pawn_layer()
        if self._pawn_hits is None or self._pawn_hits[0] is not self._pawns:
            self._pawn_hits = (self._pawns, layer.layout(pawns))
        return self._pawn_hits[1]

    # -- what is drawn where ---------------------------------------------------------
    def _hit_key(self, h: tv.Hit, place: str | None) -> Key:
        """The key of a thing drawn on the table: a pile by the place under the
        pointer on its top (a grid square, or the whole graded tile), else whole."""
        if h.kind == "pile":
            pile = self.presented.board.get(h.key)
            if pile and pile[-1][2] == "v":
                return f"place:{h.key}"
            return f"place:{place}" if place else f"cell:{h.key}"
        if h.kind == "spot":
            return f"cell:{h.key}"
        return "common" if h.kind == "common" else f"{h.kind}:{h.key}"

    def _under_button(self, pos: tuple[int, int]) -> bool:
        return any(b.visible and b.rect.collidepoint(pos) for b in self._buttons.values())

    def _board_spot(self, pos: tuple[int, int]) -> Key | None:
        """What is on top at ``pos``: a lit place of the pile there (a pawn standing
        in front of it hides no lit place), else a lit pawn, else the frontmost thing."""
        if self._under_button(pos):
            return None                           # the camera's buttons over the table
        hits = self._layout_now().at(pos)
        if not hits:
            return None
        keys = [self._hit_key(h, place) for h, place in hits]
        lit = self.touch.lit()
        last = hits[-1][0]
        if last.kind in ("pile", "spot"):
            for k in (keys[-1], f"cell:{last.key}"):
                if k in lit:
                    return k
        return next((k for k in keys if k.startswith("pawn:") and k in lit), keys[0])

    def _board_outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing shows on the table: all of it, or the part of it
        that a pile in front leaves to see (nothing: hidden at this turn of the
        camera); worked out once per picture of the table and what is lit on it."""
        lay = self._layout_now()
        lit = self.touch.lit()
        if self._outlines[0] is not lay or self._outlines[1] != lit:
            self._outlines = (lay, lit, {})
        got = self._outlines[2].get(key)
        if got is None:
            parts = [self._seen_part(lay, key, r) for r in self._drawn(lay, key)]
            got = self._outlines[2][key] = [r for r in parts if r is not None]
        return list(got)

    def _drawn(self, lay: tv.Layout, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the table, whatever stands in front of it."""
        kind, _, val = key.partition(":")
        if kind == "place":
            x, y, q = tv.parse(val)
            return [tv.place_rect(lay.view, x, y, q, len(self.presented.board.get(f"{x},{y}", ())) * tv.T)]
        kinds = ("pile", "spot") if kind == "cell" else (kind,)
        out = [h.top if kind == "cell" and h.top is not None else poly_bounds(h.poly)
               for h in lay.hits if h.kind in kinds and h.key == (val or kind)]
        if kind == "cell" and not out:
            x, y, _ = tv.parse(val)
            out.append(lay.view.top_rect(x, y, 0.0))          # an empty place, nothing drawn on it yet
        return out

    def _seen_part(self, lay: tv.Layout, key: Key, r: pygame.Rect) -> pygame.Rect | None:
        """``r`` if its middle shows ``key``'s thing; else a smaller box round the
        point of it nearest the middle that shows; None if none does."""
        if key.partition(":")[0] not in ("pawn", "cell", "place"):
            return r
        fs = sorted(((fx, fy) for fx in (0.5, 0.3, 0.7, 0.15, 0.85) for fy in (0.5, 0.3, 0.7, 0.15, 0.85)),
                    key=lambda f: abs(f[0] - 0.5) + abs(f[1] - 0.5))
        for fx, fy in fs:
            p = (r.x + round(r.w * fx), r.y + round(r.h * fy))
            if self._shows(lay, p, key):
                if (fx, fy) == (0.5, 0.5):
                    return r
                box = pygame.Rect(0, 0, max(6, r.w // 3), max(6, r.h // 3))
                box.center = p
                return box
        return None

    def _shows(self, lay: tv.Layout, p: tuple[int, int], key: Key) -> bool:
        """Is ``key``'s thing what is seen at ``p`` (a pawn standing in front of a
        pile's top hides none of it: a click goes through to the place lit there)?"""
        if not self.board_rect.collidepoint(p) or self._under_button(p):
            return False
        kind, _, val = key.partition(":")
        if kind == "pawn":
            return self._board_spot(p) == key
        hits = lay.at(p)
        if kind == "cell" and not any(h.kind in ("pile", "spot") and h.key == val for h in lay.hits):
            return not any(h.kind in ("pile", "spot", "stock", "pawn") for h, _ in hits)   # an empty place
        if not hits or hits[-1][0].kind not in ("pile", "spot"):
            return False
        h, place = hits[-1]
        return h.key == val if kind == "cell" else self._hit_key(h, place) == key

    def _board_points(self, key: Key) -> list[tuple[float, float]]:
        """Screen points worth trying for a pawn, a pile or a place on the table."""
        lay = self._layout_now()
        kind, _, val = key.partition(":")
        out: list[tuple[float, float]] = []
        for h in lay.hits:
            if kind == "pawn" and h.kind == "pawn" and h.key == val:
                (x0, y0), (x1, y1) = h.poly[0], h.poly[2]
                out += [((x0 + x1) / 2, y0 + (y1 - y0) * f) for f in (0.2, 0.4, 0.6, 0.8)]
            elif kind == "cell" and h.kind in ("pile", "spot") and h.key == val:
                if h.top is not None:
                    r = h.top
                    out += [r.center] + [(r.x + r.w * fx, r.y + r.h * fy) for fx in (0.25, 0.75) for fy in (0.25, 0.75)]
                out.append((sum(p[0] for p in h.poly) / len(h.poly), max(p[1] for p in h.poly) - 3))
        if kind == "place":
            x, y, q = tv.parse(val)
            z = len(self.presented.board.get(f"{x},{y}", ())) * tv.T
            wx, wy = tv.place_point(x, y, q)
            d = 0.15 if q is not None else 0.3
            out += [lay.view.screen(wx + ox, wy + oy, z) for ox, oy in ((0, 0), (-d, -d), (d, -d), (-d, d), (d, d),
                                                                          (0, -d), (0, d))]
        return out

    def _board_point(self, key: Key) -> tuple[int, int] | None:
        for p in self._board_points(key):
            at = (round(p[0]), round(p[1]))
            if self.board_rect.collidepoint(at) and self.spot_at(at) == key:
                return at
        return None

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """Where a click lands on ``key``'s thing; on the table, the camera is
        fitted and turned, a quarter at a time, until some point shows it."""
        if key.partition(":")[0] not in ("pawn", "cell", "place"):
            return super().point_for(key)
        if self.zoom != 1.0 or self.pan != (0.0, 0.0):
            at = self._board_point(key)
            if at is not None:
                return at
            self._press("fit")
        for _ in range(4):
            at = self._board_point(key)
            if at is not None:
                return at
            self._press("turn_right")
        # the places tried are all covered (by pawns standing in front, at every quarter
        # turn): look over the whole table, a few pixels apart, for a point that is it
        r = self.board_rect
        step = max(4, self.app.px(6))
        return next(((x, y) for y in range(r.top + step // 2, r.bottom, step)
                     for x in range(r.left + step // 2, r.right, step) if self.spot_at((x, y)) == key), None)

    def click_points(self) -> list[tuple[float, float]]:
        out: list[tuple[float, float]] = []
        for h in self._layout_now().hits:
            if h.top is not None:
                out.append(h.top.center)
            elif h.kind == "pawn":
                out.append(((h.poly[0][0] + h.poly[2][0]) / 2, (h.poly[0][1] + h.poly[2][1]) / 2))
        return out

    def _hover_path(self) -> list[str] | None:
        """With a pawn picked: the path of the hike a click under the mouse makes, start first."""
        seat = self.mine()
        if seat is None or not self.touch.picked or \
                not self.touch.picked[0].startswith("pawn:") or self.mouse is None or \
                not self.board_rect.collidepoint(self.mouse):
            return None
        spot = self._board_spot(self.mouse)
        move = self.presenter.move_at(self.seen, seat, self.touch.picked, spot) if spot is not None else None
        return [self.presented.pawns[move.pawn], *move.path] if isinstance(move, Hike) else None

    # -- drawing -----------------------------------------------------------------------
    def _still_key(self) -> tuple:
        return (self._panel_key(self.app.screen), self._picture_key(), tuple(self._hover_path() or ()),
                self._dice_moving())

    def _draw_still(self, surf: pygame.Surface) -> None:
        pic, lay = self._board_picture()
        surf.blit(pic, self.board_rect)
        path = self._hover_path()
        if path:
            surf.set_clip(self.board_rect)
            tv.draw_path(surf, lay.view, self._shown(), path)
            surf.set_clip(None)
        self._panel(surf)
        if not self._dice_moving():
            self._draw_dice(surf, None)
