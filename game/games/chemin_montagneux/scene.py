"""The play scene of Chemin Montagneux: the table in three dimensions (the
landscape's piles of tiles, the pawns, the common area's coins and every
player's supply), and a side panel with whose turn it is, each player's pawn,
stock and coins, the common area, the four dice, your stock of tiles, the
variants in play and what you may do.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu; this scene draws and turns clicks into the game's
actions:

- Roll (or Space) rolls the four dice;
- a die in the panel picks its activity (the highest die; with Super
  Engineers the top two): Crowns extend, Arms grade, Suns raise, Moons lower;
  then a lit place on the table: a ghost tile shows where a tile from your
  stock lands (extend, raise; a tile of your stock in the panel picks which),
  the piles you may grade or lower are outlined;
- a pawn of yours, then a lit square or graded tile: the hike there (the
  path, its steps and the coins it takes are shown under the mouse);
- Rest, Pass and Done are buttons.

The camera zooms with the wheel or + and -, pans with a drag (on the table
round the tiles, or with the middle button) or the arrow keys, turns by
quarter turns with Q and E or the buttons on the board, and Fit (or R) shows
the whole table again. Tiles drop, lift and flip; pawns climb step by step
along their path; coins fly between the supplies and the common area.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.protocol import Action, Event, Setup
from game.scenes.common import image, text
from game.scenes.fitted import FittedBoardScene
from game.scenes.table import HINT_RGB
from game.view.motion import Flight, Tween
from game.view.text import fit_text, wrap_words

from . import style
from . import terrain_view as tv
from .actions import Done, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

PANEL_W = 400
LIT_RGB = (255, 226, 60)
INK = style.INK_RGB
MUTED = (70, 78, 94)
SUITS = style.SUITS
ACTIVITY = {"C": "extend", "A": "grade", "S": "raise", "M": "lower"}
SUIT_OF = {a: s for s, a in ACTIVITY.items()}
VERB = {"extend": "Extend", "grade": "Grade", "raise": "Raise", "lower": "Lower"}
STEP_SECS = 0.26          # a pawn's step from one place to the next
DROP_SECS = 0.45          # a tile dropping onto the landscape
FLIP_SECS = 0.5
ROLL_SECS = 0.5
MAX_ZOOM = 4.0
TRAILBLAZE = (Extend, Grade, Raise, Lower)
RANK_WORD = {0: "null", 1: "ace"}


def rank_name(r: int) -> str:
    return RANK_WORD.get(r, str(r))


def tile_words(t: list[Any]) -> str:
    if t[2] != "v":
        return "a rough tile (grid side up: its face is not known)"
    return f"the {rank_name(int(t[1]))} of {style.SUIT_NAMES[str(t[0])]} (value side up)"


def tile_code(t: list[Any]) -> str:
    return "grid" if t[2] != "v" else f"{t[0]}{t[1]}"


def code_tile(code: str) -> list[Any]:
    return [None, None, "g"] if code == "grid" else [code[0], int(code[1:]), "v"]


class Motion(Tween):
    """One action's motion: a tile dropping, lifting or flipping, a pawn
    climbing along its path, the dice rolling, or a pause. The table steps it;
    the scene draws it over the still layer, which leaves out what it moves."""

    def __init__(self, kind: str, secs: float, **data: Any) -> None:
        # (no Tween.__init__: a motion is timed, not a polyline)
        self.kind, self.data = kind, data
        self.total = max(1e-3, secs)
        self.speed = 1.0
        self.t = 0.0
        self.hop = 0.0
        self.seat = None
        self.points: list[tuple[float, float]] = []
        self.piece = None
        self.before: Any = None

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.total)


class CheminScene(FittedBoardScene):
    UNDO_BREAKERS = ("roll", "grade", "lower")

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.rot = 0
        self.zoom = 1.0
        self.pan = (0.0, 0.0)
        self.drag: tuple[int, int] | None = None
        self.die: str | None = None          # the die (suit) picked: its activity
        self.code: str | None = None         # the stock tile picked to lay
        self.pawn: str | None = None         # the pawn picked to hike
        self._batch: list[Event] = []
        self.die_time = 0.0                  # the dice tumbling (nothing else moving)
        self.die_faces: list[int] = []
        self._picture: tuple[Any, pygame.Surface, tv.Layout] | None = None
        self._lit_cache: tuple[Any, dict[str, Any]] | None = None

    def _clear_choices(self) -> None:
        self.die = self.code = self.pawn = None

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        self.panel_w = u(PANEL_W)
        self.board_rect = pygame.Rect(0, 0, w - self.panel_w, h)
        self._laid_out = True
        self._buttons = self.panel_buttons([("roll", "Roll"), ("rest", "Rest"), ("pass", "Pass"), ("done", "Done")])
        for i, (key, label) in enumerate((("turn_left", "< Q"), ("turn_right", "E >"), ("zoom_in", "+"),
                                          ("zoom_out", "-"), ("fit", "Fit"))):
            r = pygame.Rect(u(10) + i * u(54), u(10), u(50), u(30))
            self._buttons[key] = pygame_gui.elements.UIButton(r, label, self.app.ui)
        self._picture = None
        self._reopen_overlays()

    # -- the camera ----------------------------------------------------------------
    def view(self) -> tv.View:
        s = self.presented
        zmax = max([len(p) for p in s.board.values()] + [4]) * tv.T
        return tv.fit(self.rot, self.board_rect, tv.world_box(self.content, s.board), zmax, self.zoom, self.pan)

    def _camera_key(self) -> Any:
        return (self.rot, self.zoom, self.pan)

    def turn(self, quarters: int) -> None:
        self.rot = (self.rot + quarters) % 4
        self.pan = (0.0, 0.0)
        self.dirty = True

    def zoom_by(self, f: float, about: tuple[int, int] | None = None) -> None:
        old = self.view()
        point = old.ground(*about, 0.0) if about is not None else None
        self.zoom = max(1.0, min(MAX_ZOOM, self.zoom * f))
        if self.zoom == 1.0:
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

    # -- what the player may click -------------------------------------------------
    def _options(self) -> dict[str, Any]:
        """The legal moves of the player at the screen, sorted for the clicks:
        worked out once per position."""
        s = self.seen
        cur = self.mine()
        # the game itself in the key, not its id: a freed game's id may come back for another
        key = (s, len(s.action_log), cur, self.handoff_to)
        if self._lit_cache is not None and self._lit_cache[0][0] is s and self._lit_cache[0][1:] == key[1:]:
            return self._lit_cache[1]
        legal = s.legal_actions(cur) if cur is not None else []
        hikes: dict[str, dict[str, Hike]] = {}
        trail: dict[str, list[Action]] = {}
        kinds = set()
        for a in legal:
            kinds.add(a.kind)
            if isinstance(a, Hike):
                hikes.setdefault(a.pawn, {}).setdefault(a.path[-1], a)
            elif isinstance(a, TRAILBLAZE):
                trail.setdefault(SUIT_OF[a.kind], []).append(a)
        out = {"legal": legal, "hikes": hikes, "trail": trail, "kinds": kinds}
        self._lit_cache = (key, out)
        return out

    def _codes(self) -> list[str]:
        """The codes of the tiles in the stock of the seat at the screen, in the panel's order."""
        if self.viewer is None or self.handoff_to is not None:
            return []
        return [tile_code(t) for t in self._stock_order(self.viewer)]

    def _stock_order(self, seat: int) -> list[list[Any]]:
        st = self.seen.stock[seat]
        return sorted(st, key=lambda t: (t[2] == "v", str(t[0]), int(t[1] or 0)) if t[2] == "v" else (False, "", 0))

    def _code_now(self) -> str | None:
        """The stock tile that extending or raising lays: the one picked, else the
        first the moves allow (a rough tile first)."""
        opts = self._options()
        if self.die is None or ACTIVITY[self.die] not in ("extend", "raise"):
            return None
        codes = sorted({getattr(a, "tile", "grid") for a in opts["trail"].get(self.die, [])},
                       key=lambda c: (c != "grid", c))
        if self.code in codes:
            return self.code
        return codes[0] if codes else None

    def _lit(self) -> dict[str, Any]:
        """What is lit on the table for the choice under way."""
        opts = self._options()
        lit: dict[str, Any] = {"cells": frozenset(), "ghosts": {}, "places": frozenset(), "pawns": frozenset()}
        if not self.app.settings.highlight_moves and self.die is None and self.pawn is None:
            return lit
        if self.die is not None:
            code = self._code_now()
            cells = set()
            ghosts = {}
            for a in opts["trail"].get(self.die, []):
                if isinstance(a, (Extend, Raise)):
                    if a.tile == code:
                        ghosts[a.cell] = code_tile(code)
                elif isinstance(a, (Grade, Lower)):
                    cells.add(a.cell)
            lit["cells"], lit["ghosts"] = frozenset(cells), ghosts
        elif self.pawn is not None:
            lit["places"] = frozenset(opts["hikes"].get(self.pawn, {}))
        else:
            lit["pawns"] = frozenset(opts["hikes"])
        return lit

    def _hover_path(self) -> list[str] | None:
        """The path of the hike under the mouse, start first (None: none)."""
        if self.pawn is None or self.mouse is None or not self.board_rect.collidepoint(self.mouse):
            return None
        what = self._resolve(self.mouse)
        if what[0] == "act" and isinstance(what[1], Hike):
            return [self.presented.pawns[what[1].pawn], *what[1].path]
        return None

    # -- the board's picture ---------------------------------------------------------
    def _shown(self) -> tv.Shown:
        sh = tv.shown(self.presented)
        m = self.tweens[0] if self.tweens and isinstance(self.tweens[0], Motion) else None
        if m is not None:
            if m.kind in ("lift", "flip"):
                sh.hidden_top.add(m.data["cell"])
            elif m.kind == "hike":
                sh.hidden_pawns.add(m.data["pawn"])
        return sh

    def _picture_key(self) -> Any:
        lit = self._lit()
        hint = self._hint_now()
        sh = self._shown()
        sig = repr((sh.board, sh.pawns, sh.stock, sh.coins, sh.common, sh.flags, sorted(sh.hidden_top),
                    sorted(sh.hidden_pawns), self.presented.current_player()))
        return (sig, self.rot, self.zoom, self.pan,
                self.board_rect.size, self.die, self._code_now(), self.pawn, self.viewer, self.handoff_to,
                tuple(sorted(lit["ghosts"])), lit["cells"], lit["places"], lit["pawns"],
                (hint[1] if hint else None), self.app.k)

    def _board_picture(self) -> tuple[pygame.Surface, tv.Layout]:
        key = self._picture_key()
        if self._picture is not None and self._picture[0] == key:
            return self._picture[1], self._picture[2]
        surf = self._picture[1] if self._picture is not None and self._picture[1].get_size() == \
            self.board_rect.size else pygame.Surface(self.board_rect.size).convert()
        surf.fill(style.ROOM_RGB)
        v = self.view()
        lit = self._lit()
        s = self.presented
        colour_of = {p: p for p in s.pawns}
        layout = tv.draw_scene(surf, v, self.content, self._shown(), current=s.current_player(),
                               lit_cells=lit["cells"], ghosts=lit["ghosts"], lit_places=lit["places"],
                               selected_pawn=self.pawn, colour_of=colour_of)
        lw = max(2, self.app.px(2))
        for h in layout.hits:
            if h.kind == "pawn" and h.key in lit["pawns"] and h.key != self.pawn:
                pygame.draw.polygon(surf, LIT_RGB, h.poly, lw)
        hint = self._hint_now()
        if hint is not None:
            for h in layout.hits:
                if (h.kind, h.key) in hint[2]:
                    pygame.draw.polygon(surf, HINT_RGB, h.poly, max(3, self.app.px(4)))
            for r in self._hint_marks(v):
                pygame.draw.rect(surf, HINT_RGB, r, max(3, self.app.px(4)))
        self._picture = (key, surf, layout)
        return surf, layout

    def _layout_now(self) -> tv.Layout:
        return self._board_picture()[1]

    # -- clicks --------------------------------------------------------------------
    def _resolve(self, pos: tuple[float, float]) -> tuple[str, Any]:
        """What a click at ``pos`` on the board does: ("act", action), ("pawn",
        name) to pick a pawn, or ("none", None)."""
        opts = self._options()
        hits = self._layout_now().at(pos)
        board = self.presented.board
        if self.pawn is not None:
            dest = opts["hikes"].get(self.pawn, {})
            for h, place in hits:
                if h.kind != "pile":
                    continue
                top = board.get(h.key, [[None, None, "g"]])[-1]
                end = h.key if top[2] == "v" else place
                if end is not None and end in dest:
                    return ("act", dest[end])
        if self.die is not None:
            for h, _ in hits:
                if h.kind not in ("pile", "spot"):
                    continue
                code = self._code_now()
                for a in opts["trail"].get(self.die, []):
                    if getattr(a, "cell", None) == h.key and getattr(a, "tile", code) == code:
                        return ("act", a)
        for h, _ in hits:
            if h.kind == "pawn" and h.key in opts["hikes"]:
                return ("pawn", h.key)
        return ("none", None)

    def _click_table(self, event: pygame.event.Event) -> None:
        cur = self.mine()
        if cur is None:
            return
        for key, rect in self.hot.items():
            if rect.collidepoint(event.pos):
                self._panel_click(cur, key)
                self.dirty = True
                return
        if not self.board_rect.collidepoint(event.pos):
            return
        what, arg = self._resolve(event.pos)
        if what == "act":
            self.act(arg)
        elif what == "pawn":
            self.pawn = None if self.pawn == arg else arg
            self.die = None
        elif self.drag is None:
            self.die = self.pawn = None
        self.dirty = True

    def _panel_click(self, cur: int, key: str) -> None:
        kind, _, val = key.partition(":")
        opts = self._options()
        if kind == "die":
            if val in opts["trail"]:
                self.die = None if self.die == val else val
                self.pawn = None
            else:
                self.status = f"Not now: {self._die_why(val)}."
        elif kind == "hand":
            codes = self._codes()
            i = int(val)
            if i < len(codes):
                self.code = codes[i]
                if self.die is None or ACTIVITY[self.die] not in ("extend", "raise"):
                    for suit in ("C", "S"):
                        if suit in opts["trail"]:
                            self.die = suit
                            self.pawn = None
                            break
        elif kind == "log":
            self._open_log() if self.log_box is None else self._close_log()

    def _die_why(self, suit: str) -> str:
        s = self.seen
        if not s.dice:
            return "roll the dice first"
        if suit in s.used:
            return f"the {style.SUIT_NAMES[suit]} die is used this turn"
        usable = s.usable_suits()
        if suit not in usable:
            return f"only the {' or '.join(style.SUIT_NAMES[x] for x in usable) or 'no'} die may trailblaze"
        return f"no place to {ACTIVITY[suit]} that you can pay for"

    def _button(self, el: UIElement) -> None:
        b = self._buttons
        if el is b.get("turn_left"):
            self.turn(-1)
            return
        if el is b.get("turn_right"):
            self.turn(1)
            return
        if el is b.get("zoom_in"):
            self.zoom_by(1.25)
            return
        if el is b.get("zoom_out"):
            self.zoom_by(1 / 1.25)
            return
        if el is b.get("fit"):
            self.fit_view()
            return
        cur = self.mine()
        if cur is None:
            return
        for key, a in (("roll", Roll(cur)), ("rest", Rest(cur)), ("pass", Pass(cur)), ("done", Done(cur))):
            if el is b.get(key):
                self.act(a)
                return

    def confirm(self) -> None:
        """Space or Enter at a hand-off while the last move still plays: nothing in
        this game is secret from the next player, so the move is skipped and the
        screen taken at once (one key, not two)."""
        if self.handoff_to is not None and (self.tweens or self.flights):
            self.skip_animation()
        super().confirm()

    def _confirm(self) -> None:
        """Space or Enter: roll when you may."""
        self.act_first_legal(lambda cur: (Roll(cur),))

    def _can(self, legal: list[Action]) -> dict[str, bool]:
        kinds = {a.kind for a in legal}
        return {"roll": "roll" in kinds, "rest": "rest" in kinds, "pass": "pass" in kinds, "done": "done" in kinds}

    # -- clicks, as a player makes them (tests, the monkey) ----------------------------
    def click_points(self) -> list[tuple[float, float]]:
        out: list[tuple[float, float]] = []
        for h in self._layout_now().hits:
            if h.top is not None:
                out.append(h.top.center)
            elif h.kind == "pawn":
                out.append(((h.poly[0][0] + h.poly[2][0]) / 2, (h.poly[0][1] + h.poly[2][1]) / 2))
        return out

    def _hot_click(self, key: str) -> None:
        self._click(self.hot[key].center)

    def _points_for(self, want: tuple[str, Any]) -> list[tuple[float, float]]:
        """Screen points worth trying for a pawn, a place or a cell."""
        lay = self._layout_now()
        out: list[tuple[float, float]] = []
        kind, key = want
        for h in lay.hits:
            if kind == "pawn" and h.kind == "pawn" and h.key == key:
                (x0, y0), (x1, y1) = h.poly[0], h.poly[2]
                out += [((x0 + x1) / 2, y0 + (y1 - y0) * f) for f in (0.2, 0.4, 0.6, 0.8)]
            elif kind == "cell" and h.kind in ("pile", "spot") and h.key == key:
                if h.top is not None:
                    r = h.top
                    out += [r.center] + [(r.x + r.w * fx, r.y + r.h * fy) for fx in (0.25, 0.75) for fy in (0.25, 0.75)]
                xs, ys = [p[0] for p in h.poly], [p[1] for p in h.poly]
                out.append((sum(xs) / len(xs), max(ys) - 3))
        if kind == "place":
            x, y, q = tv.parse(key)
            board = self.presented.board
            z = len(board.get(f"{x},{y}", ())) * tv.T
            wx, wy = tv.place_point(x, y, q)
            d = 0.15 if q is not None else 0.3
            for ox, oy in ((0, 0), (-d, -d), (d, -d), (-d, d), (d, d), (0, -d), (0, d)):
                out.append(lay.view.screen(wx + ox, wy + oy, z))
        return [p for p in out if self.board_rect.collidepoint(p)]

    def _still(self) -> None:
        """Before the next click of a move: whatever still moves is skipped first, so
        the click is the move's (a click on a moving board would only skip it; a
        click on the board to skip would let go of the pawn chosen)."""
        if self.tweens or self.flights:
            self.skip_animation()

    def _click_for(self, goal: tuple[str, Any], want: tuple[str, Any]) -> None:
        """Click the board where the click does ``goal``, turning the camera
        (and fitting it) until some point does."""
        if self.zoom != 1.0 or self.pan != (0.0, 0.0):
            for p in self._points_for(want):
                if self._resolve(p) == goal:
                    self._click(p)
                    return
            self._press("fit")
        for _ in range(4):
            for p in self._points_for(want):
                if self._resolve(p) == goal:
                    self._click(p)
                    return
            self._press("turn_right")
        # the places tried are all covered (by pawns standing in front, at every quarter
        # turn): look over the whole board, a few pixels apart, for a point that does it
        r = self.board_rect
        step = max(4, self.app.px(6))
        for y in range(r.top + step // 2, r.bottom, step):
            for x in range(r.left + step // 2, r.right, step):
                if self._resolve((x, y)) == goal:
                    self._click((x, y))
                    return
        raise ValueError(f"no point on the board does {goal}")

    def click_through(self, a: Action) -> None:
        if self.tweens or self.flights:             # a first click skips what is still moving
            self._click(self.board_rect.center)
        if self.log_box is not None:
            self._press("log")
        if isinstance(a, Roll):
            self._press("roll")
        elif isinstance(a, Rest):
            self._press("rest")
        elif isinstance(a, Pass):
            self._press("pass")
        elif isinstance(a, Done):
            self._press("done")
        elif isinstance(a, TRAILBLAZE):
            suit = SUIT_OF[a.kind]
            if isinstance(a, (Extend, Raise)):
                codes = self._codes()
                if self._code_now() != a.tile or self.die != suit:
                    self._hot_click(f"hand:{codes.index(a.tile)}")
            if self.die != suit:
                self._still()
                self._hot_click(f"die:{suit}")
            self._still()
            self._click_for(("act", a), ("cell", a.cell))
        elif isinstance(a, Hike):
            if self.pawn != a.pawn:
                self.pawn = None
                self.die = None
                self._still()
                self._click_for(("pawn", a.pawn), ("pawn", a.pawn))
            self._still()
            self._click_for(("act", a), ("place", a.path[-1]))
        else:
            raise ValueError(f"no way to click {a}")

    # -- animations ------------------------------------------------------------------
    def _show(self, events: list[Event]) -> None:
        before = self._shown_after
        self._batch = []
        super()._show(events)
        self._motion(before, self._batch)

    def _animate(self, e: Event) -> None:
        self._batch.append(e)

    def _motion(self, before: Any, events: list[Event]) -> None:
        """One motion for the whole action, and the coins flying."""
        m: Motion | None = None
        dice: list[int] | None = None
        for e in events:
            d = e.data if isinstance(e.data, dict) else {}
            if e.kind == "roll":
                dice = list(d.get("dice", []))
            elif e.kind in ("extend", "raise") and d.get("cell"):
                was = self._masked(before).board.get(d["cell"], [])
                m = Motion("drop", DROP_SECS, cell=d["cell"], tile=d.get("tile"), base=len(was))
            elif e.kind == "lower" and d.get("cell"):
                was = self._masked(before).board.get(d["cell"], [])
                m = Motion("lift", DROP_SECS, cell=d["cell"], tile=was[-1] if was else d.get("tile"),
                           base=max(0, len(was) - 1))
            elif e.kind == "grade" and d.get("cell"):
                was = self._masked(before).board.get(d["cell"], [])
                m = Motion("flip", FLIP_SECS, cell=d["cell"], tile=d.get("tile"), base=max(0, len(was) - 1))
            elif e.kind == "hike" and d.get("pawn"):
                start = self._masked(before).pawns.get(d["pawn"])
                path = [start, *d.get("path", [])] if start else list(d.get("path", []))
                m = Motion("hike", STEP_SECS * max(1, len(path) - 1), pawn=d["pawn"], path=path,
                           board={k: len(p) for k, p in self._masked(before).board.items()})
            self._coins(e, d)
        if m is None and dice is not None and (self.tweens or not self.app.speed):
            # the dice tumble as a move of their own, in their turn behind any move still playing
            m = Motion("roll", ROLL_SECS, dice=dice)
        elif m is None and dice is not None:
            # at top speed (a smoke run) with nothing moving: the dice tumble while play goes on
            self.die_time, self.die_faces = ROLL_SECS, dice
        elif m is None and self.tweens:
            m = Motion("pause", 0.2)                  # a rest or a pass waits behind the move still playing
        if m is not None:
            m.before = before
            self.tweens.append(m)

    def _coins(self, e: Event, d: dict[str, Any]) -> None:
        """Coins fly between a player's supply and the common area."""
        coins = d.get("coins")
        if not coins or not self._laid_out or e.seat is None:
            return
        v = self.view()
        s = self.seen
        sup = tv.supply_box(self.content, s.setup.seats[e.seat].colour)
        mine = v.screen(sup[0] + sup[2] / 2, sup[1] + sup[3] * 0.75)
        com = self.content.common
        common = v.screen(com[0] + com[2] / 2, com[1] + com[3] / 2)
        start, end = (mine, common) if e.kind in ACTIVITY.values() else (common, mine)
        size = max(self.app.px(14), round(v.s * tv.COIN_W))
        for i, c in enumerate(coins[:6]):
            pic = image(style.cm_coin(str(c)[0]), (size, size))
            self.flights.append(Flight(pic, start, end, 0.45 + 0.06 * i, hold=0.06 * i))

    # -- tooltips ----------------------------------------------------------------------
    def lit_rects(self) -> list[pygame.Rect]:
        out = []
        lit = self._lit()
        lay = self._layout_now()
        for h in lay.hits:
            if (h.kind == "pawn" and h.key in lit["pawns"]) or (h.kind in ("pile", "spot") and (
                    h.key in lit["cells"] or h.key in lit["ghosts"])):
                xs, ys = [p[0] for p in h.poly], [p[1] for p in h.poly]
                out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        for place in lit["places"]:
            p = tv.place_screen(lay.view, self.presented.board, place)
            out.append(pygame.Rect(round(p[0]) - 8, round(p[1]) - 6, 16, 12))
        opts = self._options()
        out += [self.hot[f"die:{s}"] for s in opts["trail"] if f"die:{s}" in self.hot]
        return out

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.handoff_to is not None:
            return None
        found, tip = self.panel_tip(pos)
        if found:
            return tip
        if not self.board_rect.collidepoint(pos):
            return None
        for b in self._buttons.values():
            if b.visible and b.rect.collidepoint(pos):
                return None
        what = self._resolve(pos)
        if what[0] == "act" and isinstance(what[1], Hike):
            return self._hike_tip(what[1])
        hits = self._layout_now().at(pos)
        if not hits:
            return None
        h, place = hits[0]
        return self._hit_tip(h, place, what)

    def _hike_tip(self, a: Hike) -> str:
        s = self.seen
        terms = s.hike_terms(a)
        if isinstance(terms, str):
            return f"No hike here: {terms}."
        steps, coins_taken = terms
        wins = s.wins_at(a.seat, a.pawn, tv.parse(a.path[-1]))
        coins = len(coins_taken)
        take = "it wins the game" if wins else (f"takes {coins} coin{'s' if coins != 1 else ''} from the common area"
                                                 if coins else "takes no coin")
        return (f"Hike the {a.pawn} pawn here: {steps} step{'s' if steps != 1 else ''} "
                f"({len(a.path)} place{'s' if len(a.path) != 1 else ''} along the lit path); {take}. Click to go.")

    def _pile_words(self, cell: str) -> str:
        s = self.presented
        pile = s.board.get(cell, [])
        if not pile:
            return f"An empty place {s.where(cell)}."
        top = pile[-1]
        what = "a path tile" if len(pile) == 1 else f"a mountain {len(pile)} tiles high"
        suits = [style.SUIT_NAMES[x] for x, c in s.peaks().items() if c == cell]
        peak = f" It is the peak of {' and '.join(suits)}." if suits else ""
        who = [p for p, pos in s.pawns.items() if ",".join(pos.split(",")[:2]) == cell]
        here = f" The {' and '.join(who)} pawn{'s' if len(who) > 1 else ''} stand{'' if len(who) > 1 else 's'} here." \
            if who else ""
        return f"{what[0].upper()}{what[1:]} {s.where(cell)}, topped by {tile_words(top)}.{peak}{here}"

    def _hit_tip(self, h: tv.Hit, place: str | None, what: tuple[str, Any]) -> str | None:
        s = self.presented
        if what[0] == "act":
            a = what[1]
            verb = VERB[a.kind]
            cost = self.seen.cost(a.seat, a.kind)
            tile = f" {tile_words(code_tile(a.tile))}" if isinstance(a, (Extend, Raise)) else ""
            return f"{verb} here{tile} for {cost} coin{'s' if cost != 1 else ''}. Click to do it."
        if h.kind == "pawn":
            owner = s.owner.get(h.key)
            suit = style.SUIT_NAMES[style.PAWN_SUIT[h.key]]
            whose = f"{s.name(owner)}'s" if owner is not None else "nobody's"
            pick = " Click to hike with it." if what == ("pawn", h.key) else ""
            return f"The {h.key} pawn ({suit}), {whose}, at {s.pawns.get(h.key, '?')}.{pick}"
        if h.kind == "pile":
            return self._pile_words(h.key) + (f" (square {place})" if place and s.board.get(h.key, [[0, 0, 'v']])[-1][2]
                                             != "v" else "")
        if h.kind in ("supply", "stock"):
            seat = int(h.key)
            return self._seat_words(seat)
        if h.kind == "common":
            n = len(s.common)
            return f"The common area: {n} coin{'s' if n != 1 else ''}. Trailblazing pays into it; hikers take from it."
        return None

    def _seat_words(self, seat: int) -> str:
        s = self.presented
        st = s.stock[seat]
        seen_tiles = [tile_words(t).split(" (")[0] for t in st if t[2] == "v"]
        extra = f" ({', '.join(seen_tiles)} value side up)" if seen_tiles else ""
        pawns = ", ".join(f"{p} ({style.SUIT_NAMES[style.PAWN_SUIT[p]]})" for p in s.seat_pawns(seat))
        flags = f", {len(s.flags_of(seat))} flag(s) planted" if s.p2p else ""
        return (f"{s.name(seat)}: the {pawns} pawn{'s' if len(s.seat_pawns(seat)) > 1 else ''}; "
                f"{len(st)} tile{'s' if len(st) != 1 else ''} in stock{extra}; {len(s.coins[seat])} coins{flags}.")

    def _hot_tip(self, key: str) -> str | None:
        s = self.seen
        kind, _, val = key.partition(":")
        if kind == "die":
            face = s.dice[SUITS.index(val)] if s.dice else None
            act = ACTIVITY[val]
            cost = s.cost(self.viewer if self.viewer is not None else 0, act)
            what = (f"The {style.SUIT_NAMES[val]} die" + (f", showing {rank_name(face)}" if face is not None else "")
                    + f": {act} ({cost} coin{'' if cost == 1 else 's'}).")
            if val in self._options()["trail"]:
                return what + " Click to choose it, then a lit place."
            return what + (f" Not now: {self._die_why(val)}." if self.mine() is not None else "")
        if kind == "hand":
            if self.viewer is None:
                return None
            st = self._stock_order(self.viewer)
            i = int(val)
            if i >= len(st):
                return None
            return (f"In your stock: {tile_words(st[i])}. Click it to lay this one when you extend or raise.")
        if kind == "log":
            return "The game so far: click for the whole log."
        return None

    def _rect_tip(self, key: str) -> str | None:
        kind, _, val = key.partition(":")
        s = self.seen
        if kind == "row":
            return self._seat_words(int(val))
        if kind == "common":
            n = len(s.common)
            return f"The common area holds {n} coin{'s' if n != 1 else ''}: trailblazing pays into it, hikers take."
        if kind == "variants":
            return self._variant_words()
        return None

    def _variant_words(self) -> str:
        s = self.seen
        out = []
        if s.engineers > 1:
            out.append(f"Super Engineers ({s.engineers} activities a turn with the top dice)")
        if s.pyrenees:
            out.append(f"Pyrenees (piles up to {s.max_height} high)")
        if s.counters:
            out.append("Coin Counters (the coins' suits and values count)")
        if s.hikers:
            out.append("Super Hikers (jump gaps and drops)")
        if s.p2p:
            out.append(f"Peak to Peak ({s.c.n('flags_to_win')} flags win)")
        return "Variants: " + "; ".join(out) + "." if out else "The basic game: no variants."

    def _hint_places(self, a: Action) -> tuple[set[Any], set[str]]:
        """A trailblaze: its die and its pile (the stock tile too, if not a rough
        one); a hike: the pawn and the place it ends on; Roll, Rest, Pass, Done:
        their button."""
        if isinstance(a, TRAILBLAZE):
            keys = {f"die:{SUIT_OF[a.kind]}"}
            if isinstance(a, (Extend, Raise)) and a.tile != "grid" and a.tile in self._codes():
                keys.add(f"hand:{self._codes().index(a.tile)}")
            return {("pile", a.cell), ("spot", a.cell)}, keys
        if isinstance(a, Hike):
            return {("pawn", a.pawn), ("place", a.path[-1])}, set()
        if isinstance(a, (Roll, Rest, Pass, Done)):
            return set(), {f"button:{a.kind}"}
        return set(), set()

    def hint_rects(self) -> list[pygame.Rect]:
        """The hinted move's pawn, pile, empty place or end of a hike on the board."""
        hint = self._hint_now()
        if hint is None or not hint[2]:
            return []
        lay = self._layout_now()
        out = []
        for h in lay.hits:
            if (h.kind, h.key) in hint[2] and h.kind in ("pawn", "pile", "spot"):
                xs, ys = [p[0] for p in h.poly], [p[1] for p in h.poly]
                out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        out += [r.inflate(self.app.px(8), self.app.px(8)) for r in self._hint_marks(lay.view)]
        return out

    def _hint_marks(self, v: tv.View) -> list[pygame.Rect]:
        """Where the hint marks what no drawn thing shows: the place a hike ends
        on, and an empty place to extend into (before its die is picked)."""
        hint = self._hint_now()
        board = self.presented.board
        out = []
        for kind, key in (hint[2] if hint else ()):
            if kind == "place":
                x, y, q = tv.parse(key)
                out.append(tv.place_rect(v, x, y, q, len(board.get(f"{x},{y}", ())) * tv.T))
            elif kind == "spot" and key not in board and key not in self._lit()["ghosts"]:
                x, y, _ = tv.parse(key)
                out.append(v.top_rect(x, y, 0.0))
        return out

    # -- drawing -----------------------------------------------------------------------
    def _still_key(self) -> tuple:
        hint = self._hint_now()
        return (self._panel_key(self.app.screen), self._picture_key(), (hint[1] if hint else None),
                tuple(self._hover_path() or ()))

    def _draw_still(self, surf: pygame.Surface) -> None:
        pic, lay = self._board_picture()
        surf.blit(pic, self.board_rect)
        path = self._hover_path()
        if path:
            surf.set_clip(self.board_rect)
            tv.draw_path(surf, lay.view, self._shown(), path)
            surf.set_clip(None)
        self._panel(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        m = self.tweens[0] if self.tweens and isinstance(self.tweens[0], Motion) else None
        if m is not None and m.kind in ("drop", "lift", "flip", "hike"):
            screen.set_clip(self.board_rect)
            trace = self._draw_trace(screen)
            if trace is not None:
                out.append(trace.clip(self.board_rect))
            r = self._draw_motion(screen, m)
            screen.set_clip(None)
            if r is not None:
                out.append(r.clip(self.board_rect))
        out += self._draw_dice(screen, m)
        out += [fl.draw(screen) for fl in self.flights]
        if self.hover and self.handoff_to is None:
            out.append(self._draw_tooltip(screen, self.hover))
        return [r for r in out if r.w and r.h]

    def _draw_motion(self, screen: pygame.Surface, m: Motion) -> pygame.Rect | None:
        v = self.view()
        k = m.k
        if m.kind == "hike":
            return self._draw_hiker(screen, v, m)
        x, y, _ = tv.parse(m.data["cell"])
        tile = m.data.get("tile") or [None, None, "g"]
        base = m.data.get("base", 0) * tv.T
        if m.kind == "drop":
            z = base + (1 - k * k) * 6 * tv.T
            top = tv.draw_pile(screen, v, x, y, [tile], base=z)
            low = v.top_rect(x, y, base)
        elif m.kind == "lift":
            z = base + k * 6 * tv.T
            top = tv.draw_pile(screen, v, x, y, [tile], base=z)
            low = v.top_rect(x, y, base)
        else:                                    # flip: up, turned over, down
            z = base + math.sin(math.pi * k) * 2 * tv.T
            face = [None, None, "g"] if k < 0.5 else tile
            full = v.top_rect(x, y, z + tv.T)
            w = max(1, round(full.w * abs(math.cos(math.pi * k))))
            img = tv.ART.face(face, v.rot, (w, full.h))
            r = img.get_rect(center=full.center)
            screen.blit(img, r)
            pygame.draw.rect(screen, (80, 66, 46), r, 1)
            return full.inflate(4, 4)
        if top is None:
            return None
        return top.union(low).inflate(4, 4)

    @staticmethod
    def _feet(m: Motion) -> list[tuple[float, float, float]]:
        """A hike's places, start first: each one's world point and the height
        of the pile under it as the hike began."""
        heights = m.data.get("board", {})
        out = []
        for pos in m.data.get("path", []):
            if pos:
                x, y, q = tv.parse(pos)
                wx, wy = tv.place_point(x, y, q)
                out.append((wx, wy, heights.get(f"{x},{y}", 0) * tv.T))
        return out

    def _draw_trace(self, screen: pygame.Surface) -> pygame.Rect | None:
        """The places a hiking pawn steps through (a dot on each), in its colour
        on the tops of the piles while the hike plays, so a bot's turn can be followed."""
        m = self.tweens[0] if self.tweens and isinstance(self.tweens[0], Motion) else None
        if m is None or m.kind != "hike":
            return None
        v = self.view()
        pts = [v.screen(wx, wy, z) for wx, wy, z in self._feet(m)]
        return self.trace(screen, pts, style.PAWN_RGB.get(m.data["pawn"], (255, 255, 255)), dots=True)

    def _draw_hiker(self, screen: pygame.Surface, v: tv.View, m: Motion) -> pygame.Rect | None:
        feet = self._feet(m)
        if not feet:
            return None
        if len(feet) == 1:
            wx, wy, z = feet[0]
            return tv.draw_pawn(screen, v, m.data["pawn"], v.screen(wx, wy, z))
        n = len(feet) - 1
        f = m.k * n
        i = min(n - 1, int(f))
        u = f - i
        (ax, ay, az), (bx, by, bz) = feet[i], feet[i + 1]
        # a step: up to the higher of the two tiles first, a little hop, then along
        hop = math.sin(math.pi * u) * (tv.T * 1.2 + abs(bz - az) * 0.5)
        z = az + (bz - az) * min(1.0, u * 1.6) + hop
        wx, wy = ax + (bx - ax) * u, ay + (by - ay) * u
        return tv.draw_pawn(screen, v, m.data["pawn"], v.screen(wx, wy, z), big=1.08)

    def _draw_dice(self, screen: pygame.Surface, m: Motion | None) -> list[pygame.Rect]:
        s = self.presented
        if m is not None and m.kind == "roll":
            dice, left = list(m.data.get("dice") or []), (m.total - m.t)
        elif m is None and self.die_time > 0:
            dice, left = list(self.die_faces), self.die_time
        else:
            dice, left = list(s.dice), 0.0
        tumbling = left > ROLL_SECS * 0.15
        out = []
        for i, suit in enumerate(SUITS):
            box = self.rects.get(f"die:{suit}")
            if box is None or len(dice) != len(SUITS):
                continue
            face = int(dice[i])
            if tumbling:
                face = int(left * 23 + i * 5) % 6
            pic = image(style.cm_die(suit, face), (box.w, box.h))
            if tumbling:
                pic = pygame.transform.rotate(pic, (left * 900 + i * 50) % 360)
            elif suit in s.used:
                pic = pic.copy()
                pic.set_alpha(110)
            out.append(screen.blit(pic, pic.get_rect(center=box.center)))
        return out

    # -- the panel ---------------------------------------------------------------------
    def _panel_key(self, screen: pygame.Surface) -> tuple:
        hint = self._hint_now()
        return (id(self.seen), id(self.presented), len(self.seen.action_log), self.viewer, self.handoff_to,
                self.status, len(self.log), self.log[-1:], screen.get_size(), (hint[1] if hint else None),
                self.app.k, self.die, self.code, self._code_now(), self.pawn, self.app.settings.highlight_moves,
                self.clock_text())

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        if cur is None:
            return "The game is over"
        return f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _draw_panel(self, screen: pygame.Surface) -> None:
        from game.scenes.common import fonts
        u = self.app.px
        s = self.seen
        x, y, inner, room = self._panel_heading(screen)
        words = self._variant_words().removeprefix("Variants: ").rstrip(".")
        if words.startswith("The basic game"):
            words = "Basic game"
        goal = f"{words} · {s.c.n('round_limit')} rounds at most" if s.c.n("round_limit") else words
        f11 = fonts().get(u(11))
        line = fit_text(f11, goal, room)
        r = text(screen, line, (x, y + u(28)), u(11), MUTED)
        self.rects["variants"] = r
        y += u(46)
        y = self._draw_rows(screen, s, x, y, inner)
        y = self._draw_common(screen, s, x, y, inner)
        y = self._draw_dice_row(screen, s, x, y, inner)
        y = self._draw_hand(screen, s, x, y, inner)
        y = self._draw_choice(screen, s, x, y, inner)
        for key in ("roll", "rest", "pass", "done"):        # the hint outlines a button
            if key in self._buttons:
                self.rects[f"button:{key}"] = self._buttons[key].rect
        self._panel_end(screen, x, y, inner)

    def _draw_rows(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        from game.scenes.common import fonts
        u = self.app.px
        row_h = u(42)
        cur = s.current_player()
        f_name = fonts().get(u(14), True)
        f_small = fonts().get(u(11))
        for seat in range(s.num_seats):
            ss = s.setup.seats[seat]
            row = pygame.Rect(x, y, inner, row_h - u(4))
            self.rects[f"row:{seat}"] = row
            if seat == cur:
                pygame.draw.rect(screen, (212, 226, 246), row.inflate(u(8), u(2)), border_radius=u(6))
            px_ = x
            for pawn in s.seat_pawns(seat):
                screen.blit(image(style.cm_pawn(pawn), (u(22), u(33))), (px_, y))
                px_ += u(20)
            tx = x + u(48)
            coins = len(s.coins[seat])
            money = fonts().get(u(14), True).render(str(coins), True, INK)
            screen.blit(money, money.get_rect(topright=(x + inner, y + u(2))))
            suit = s.seat_pawns(seat)[0] if s.seat_pawns(seat) else "black"
            coin = image(style.cm_coin(style.PAWN_SUIT[suit]), (u(16), u(16)))
            screen.blit(coin, coin.get_rect(topright=(x + inner - money.get_width() - u(4), y + u(2))))
            label = f"{ss.name}{' (bot)' if seat in self.bots else ''}"
            screen.blit(f_name.render(fit_text(f_name, label, inner - u(48) - u(50)), True, INK), (tx, y + u(1)))
            suits = " and ".join(style.SUIT_NAMES[style.PAWN_SUIT[p]] for p in s.seat_pawns(seat))
            n = len(s.stock[seat])
            seen_n = sum(1 for t in s.stock[seat] if t[2] == "v")
            info = f"{suits} · {n} tile{'s' if n != 1 else ''} in stock" + (f" ({seen_n} face up)" if seen_n else "")
            if s.p2p:
                info += f" · {len(s.flags_of(seat))} flag{'s' if len(s.flags_of(seat)) != 1 else ''}"
            screen.blit(f_small.render(fit_text(f_small, info, inner - u(48)), True, MUTED), (tx, y + u(20)))
            y += row_h
        return y + u(2)

    def _draw_common(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        u = self.app.px
        n = len(s.common)
        r = pygame.Rect(x, y, inner, u(22))
        self.rects["common"] = r
        cx = x
        for suit in SUITS:
            k = sum(1 for c in s.common if c[0] == suit)
            if k:
                screen.blit(image(style.cm_coin(suit), (u(18), u(18))), (cx, y + u(1)))
                text(screen, str(k), (cx + u(20), y + u(2)), u(12), INK, bold=True)
                cx += u(40)
        label = f"Common area: {n} coin{'s' if n != 1 else ''}"
        text(screen, label, (x + inner, y + u(2)), u(13), INK, bold=True, anchor="topright")
        return y + u(28)

    def _draw_dice_row(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        u = self.app.px
        d = u(50)
        gap = (inner - 4 * d) // 3
        opts = self._options()
        mine = self.mine() is not None
        for i, suit in enumerate(SUITS):
            box = pygame.Rect(x + i * (d + gap), y, d, d)
            self.rects[f"die:{suit}"] = box
            if not s.dice:
                pygame.draw.rect(screen, (206, 212, 224), box, border_radius=u(8))
                icon = image(style.cm_suit(suit), (u(26), u(26)))
                icon = icon.copy()
                icon.set_alpha(110)
                screen.blit(icon, icon.get_rect(center=box.center))
            if mine and s.dice:
                self.hot[f"die:{suit}"] = box
            if suit in opts["trail"] and self.app.settings.highlight_moves or self.die == suit:
                width = max(2, u(3)) if self.die != suit else max(3, u(5))
                pygame.draw.rect(screen, LIT_RGB if self.die != suit else (230, 120, 20), box.inflate(u(8), u(8)),
                                 width, border_radius=u(10))
            act = ACTIVITY[suit]
            cost = s.cost(self.viewer if self.viewer is not None else (s.current_player() or 0), act)
            text(screen, f"{act} {cost}", (box.centerx, box.bottom + u(3)), u(11), MUTED, anchor="midtop")
        return y + d + u(22)

    def _draw_hand(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        u = self.app.px
        if self.viewer is None or self.handoff_to is not None:
            return y
        st = self._stock_order(self.viewer)
        text(screen, f"Your stock: {len(st)} tile{'s' if len(st) != 1 else ''}", (x, y), u(12), INK, bold=True)
        y += u(18)
        size = u(30)
        per = max(1, (inner + u(4)) // (size + u(4)))
        pick = self._code_now()
        picked = False
        for i, t in enumerate(st):
            row, col = divmod(i, per)
            r = pygame.Rect(x + col * (size + u(4)), y + row * (size + u(4)), size, size)
            screen.blit(tv.ART.face(t, 0, (size, size)), r)
            pygame.draw.rect(screen, (96, 84, 62), r, 1)
            self.hot[f"hand:{i}"] = r
            if pick is not None and tile_code(t) == pick and not picked:
                picked = True
                pygame.draw.rect(screen, (230, 120, 20), r.inflate(u(6), u(6)), max(2, u(3)), border_radius=u(4))
        rows = max(1, math.ceil(len(st) / per))
        return y + rows * (size + u(4)) + u(6)

    def _draw_choice(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        from game.scenes.common import fonts
        u = self.app.px
        msg = ""
        if self.die is not None:
            act = ACTIVITY[self.die]
            code = self._code_now()
            tile = f" {tile_words(code_tile(code)).split(' (')[0]}" if code else ""
            msg = f"{VERB[act]}{tile}: click a lit place on the table."
        elif self.pawn is not None:
            msg = f"Hike the {self.pawn} pawn: click a lit place (the path shows under the mouse)."
        if msg:
            fb = fonts().get(u(12), True)
            for line in wrap_words(fb, msg, inner)[:2]:
                screen.blit(fb.render(line, True, (150, 80, 10)), (x, y))
                y += fb.get_linesize()
            y += u(4)
        return y

    def _you_may(self) -> str:
        s = self.seen
        cur = s.current_player()
        if cur is None:
            return ""
        if cur in self.bots:
            return f"{s.name(cur)} is thinking..."
        if cur != self.viewer or self.handoff_to is not None:
            return ""
        opts = self._options()
        kinds = opts["kinds"]
        if "roll" in kinds:
            return "You may roll the dice (Roll or Space)."
        if self.die is not None:
            return f"You may {ACTIVITY[self.die]}: click a lit place, or another die or a pawn."
        if self.pawn is not None:
            return f"You may hike the {self.pawn} pawn to a lit place, or pick another pawn or a die."
        words = []
        if opts["trail"]:
            words.append("trailblaze with the " + " or ".join(f"{style.SUIT_NAMES[x]} die ({ACTIVITY[x]})"
                                                             for x in opts["trail"]))
        if opts["hikes"]:
            words.append("hike a lit pawn")
        if "rest" in kinds:
            words.append("rest (take 3 coins)")
        if "done" in kinds:
            words.append("stop (Done)")
        if "pass" in kinds:
            words.append("pass")
        if not words:
            return ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."
