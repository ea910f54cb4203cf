"""Chemin Montagneux's motions: one action's move at a time (a tile dropping
onto the landscape, lifting off it or flipping over, a pawn climbing step by
step along its hike's path, traced in its colour, the dice tumbling, or a
pause behind a move still playing), coins flying between the players' rows and
the common area on the panel, and the dice on the panel. The table steps the motions; they are
drawn over the still layer, which leaves out what they carry.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.interaction import Key
from game.core.protocol import Event, Setup
from game.scenes.common import image
from game.view.motion import Flight, Tween

from . import style
from .panel import CheminPanel
from .pawn_layer import PawnLayer, Standing, behind_pawns
from .presenter.choices import ACTIVITY
from .terrain_view.art import ART
from .terrain_view.pawns import draw_pawn, draw_see_through, pawn_foot, pawn_order
from .terrain_view.pieces import COIN_W, draw_pile
from .terrain_view.projection import T, View, parse, place_point

if TYPE_CHECKING:
    from game.app import App

STEP_SECS = 0.26          # a pawn's step from one place to the next
DROP_SECS = 0.45          # a tile dropping onto the landscape
FLIP_SECS = 0.5
ROLL_SECS = 0.5


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


class CheminMotions(CheminPanel):
    """The play scene's motions (the camera and the table's picture are ``CheminScene``'s)."""

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.die_time = 0.0                  # the dice tumbling (nothing else moving)
        self.die_faces: list[int] = []
        self._feet_kept: tuple[Motion, list[tuple[float, float, float]]] | None = None

    def view(self) -> View:
        """The camera (the scene's)."""
        raise NotImplementedError

    def _pawn_layer(self) -> tuple[PawnLayer, list[Standing]]:
        """The pawns over the landscape's picture (the scene's)."""
        raise NotImplementedError

    def _draw_pawns(self, screen: pygame.Surface, layer: PawnLayer, pawns: list[Standing]) -> list[pygame.Rect]:
        """The pawns standing still, each frame over the still landscape."""
        drawn = [layer.draw(screen, p.colour, p.foot, p.order) for p in pawns]
        return drawn + [draw_see_through(screen, layer.view, p.colour, p.foot) for p in behind_pawns(pawns)]

    def _marks_over(self, screen: pygame.Surface, drawn: list[pygame.Rect]) -> list[pygame.Rect]:
        """The outlines of what may be clicked, picked or hinted that the pawns just
        drawn cover, drawn again over them."""
        def covered(key: Key) -> bool:
            return any(r.colliderect(d) for r in self.frame.outline(key) for d in drawn)
        return self.frame.marks(screen, keep=covered)

    def _moving_now(self) -> Motion | None:
        """The motion playing now, if any."""
        return self.motions.tweens[0] if self.motions.tweens and isinstance(self.motions.tweens[0], Motion) else None

    def _animate_action(self, before: Any, events: list[Event]) -> None:
        self._motion(before, events)

    def _motion(self, before: Any, events: list[Event]) -> None:
        """One motion for the whole action, and the coins flying."""
        m: Motion | None = None
        dice: list[int] | None = None
        for e in events:
            d = e.data if isinstance(e.data, dict) else {}
            if e.kind == "roll":
                dice = list(d.get("dice", []))
            elif e.kind in ("extend", "raise") and d.get("cell"):
                was = self.seats.masked(before).board.get(d["cell"], [])
                m = Motion("drop", DROP_SECS, cell=d["cell"], tile=d.get("tile"), base=len(was))
            elif e.kind == "lower" and d.get("cell"):
                was = self.seats.masked(before).board.get(d["cell"], [])
                m = Motion("lift", DROP_SECS, cell=d["cell"], tile=was[-1] if was else d.get("tile"),
                           base=max(0, len(was) - 1))
            elif e.kind == "grade" and d.get("cell"):
                was = self.seats.masked(before).board.get(d["cell"], [])
                m = Motion("flip", FLIP_SECS, cell=d["cell"], tile=d.get("tile"), base=max(0, len(was) - 1))
            elif e.kind == "hike" and d.get("pawn"):
                start = self.seats.masked(before).pawns.get(d["pawn"])
                path = [start, *d.get("path", [])] if start else list(d.get("path", []))
                m = Motion("hike", STEP_SECS * max(1, len(path) - 1), pawn=d["pawn"], path=path,
                           board={k: len(p) for k, p in self.seats.masked(before).board.items()})
            self._coins(e, d)
        if m is None and dice is not None and (self.motions.tweens or not self.app.speed):
            # the dice tumble as a move of their own, in their turn behind any move still playing
            m = Motion("roll", ROLL_SECS, dice=dice)
        elif m is None and dice is not None:
            # at top speed (a smoke run) with nothing moving: the dice tumble while play goes on
            self.die_time, self.die_faces = ROLL_SECS, dice
        elif m is None and self.motions.tweens:
            m = Motion("pause", 0.2)                  # a rest or a pass waits behind the move still playing
        if m is not None:
            m.before = before
            self.motions.tweens.append(m)

    def _coins(self, e: Event, d: dict[str, Any]) -> None:
        """Coins fly between a player's supply and the common area."""
        coins = d.get("coins")
        if not coins or not self._laid_out or e.seat is None:
            return
        v = self.view()
        row, pot = self.panel.hot.get(Key("row", e.seat)), self.panel.hot.get(Key("coins"))
        if row is None or pot is None:
            return
        mine, common = row.midright, pot.center          # the panel's row of the player, its common area
        start, end = (mine, common) if e.kind in ACTIVITY.values() else (common, mine)
        size = max(self.app.px(14), round(v.s * COIN_W))
        for i, c in enumerate(coins[:6]):
            pic = image(style.cm_coin(str(c)[0]), (size, size))
            self.motions.flights.append(Flight(pic, start, end, 0.45 + 0.06 * i, hold=0.06 * i))

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        m = self._moving_now()
        screen.set_clip(self.frame.board_rect)
        if m is not None and m.kind == "hike":
            out += self._draw_trace(screen)          # (within the board: the screen's clip)
        layer, pawns = self._pawn_layer()
        out += self._draw_pawns(screen, layer, pawns)
        if m is not None and m.kind in ("drop", "lift", "flip", "hike"):
            r = self._draw_motion(screen, m, layer)
            if r is not None:
                out.append(r.clip(self.frame.board_rect))
        screen.set_clip(None)
        if out:
            out += self._marks_over(screen, out)
        if self._dice_moving():
            out += self._draw_dice(screen, m)
        return [r for r in out if r.w and r.h]

    def _draw_motion(self, screen: pygame.Surface, m: Motion, layer: PawnLayer) -> pygame.Rect | None:
        v = self.view()
        k = m.k
        if m.kind == "hike":
            return self._draw_hiker(screen, v, m, layer)
        x, y, _ = parse(m.data["cell"])
        tile = m.data.get("tile") or [None, None, "g"]
        base = m.data.get("base", 0) * T
        if m.kind == "drop":
            z = base + (1 - k * k) * 6 * T
            top = draw_pile(screen, v, x, y, [tile], base=z)
            low = v.top_rect(x, y, base)
        elif m.kind == "lift":
            z = base + k * 6 * T
            top = draw_pile(screen, v, x, y, [tile], base=z)
            low = v.top_rect(x, y, base)
        else:                                    # flip: up, turned over, down
            z = base + math.sin(math.pi * k) * 2 * T
            face = [None, None, "g"] if k < 0.5 else tile
            full = v.top_rect(x, y, z + T)
            w = max(1, round(full.w * abs(math.cos(math.pi * k))))
            img = ART.face(face, v.rot, (w, full.h))
            r = img.get_rect(center=full.center)
            screen.blit(img, r)
            pygame.draw.rect(screen, (80, 66, 46), r, 1)
            return full.inflate(4, 4)
        if top is None:
            return None
        return top.union(low).inflate(4, 4)

    def _feet(self, m: Motion) -> list[tuple[float, float, float]]:
        """A hike's places, start first: each one's world point and the height
        of the pile under it as the hike began (worked out once a hike: each frame asks)."""
        if self._feet_kept is None or self._feet_kept[0] is not m:
            self._feet_kept = (m, self._hike_feet(m))
        return self._feet_kept[1]

    @staticmethod
    def _hike_feet(m: Motion) -> list[tuple[float, float, float]]:
        heights = m.data.get("board", {})
        out = []
        for pos in m.data.get("path", []):
            if pos:
                x, y, q = parse(pos)
                wx, wy = place_point(x, y, q)
                out.append((wx, wy, heights.get(f"{x},{y}", 0) * T))
        return out

    def _draw_trace(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The places a hiking pawn steps through (a dot on each), in its colour
        on the tops of the piles while the hike plays, so a bot's turn can be followed."""
        m = self._moving_now()
        if m is None or m.kind != "hike":
            return []
        v = self.view()
        pts = [v.screen(wx, wy, z) for wx, wy, z in self._feet(m)]
        return self.trace(screen, pts, style.PAWN_RGB.get(m.data["pawn"], (255, 255, 255)), dots=True)

    def _draw_hiker(self, screen: pygame.Surface, v: View, m: Motion, layer: PawnLayer) -> pygame.Rect | None:
        feet = self._feet(m)
        if not feet:
            return None
        if len(feet) == 1:
            wx, wy, z = feet[0]
            return draw_pawn(screen, v, m.data["pawn"], pawn_foot(v, wx, wy, z))
        n = len(feet) - 1
        f = m.k * n
        i = min(n - 1, int(f))
        u = f - i
        (ax, ay, az), (bx, by, bz) = feet[i], feet[i + 1]
        # a step: up to the higher of the two tiles first, a little hop, then along
        hop = math.sin(math.pi * u) * (T * 1.2 + abs(bz - az) * 0.5)
        z = az + (bz - az) * min(1.0, u * 1.6) + hop
        wx, wy = ax + (bx - ax) * u, ay + (by - ay) * u
        nudge = [pawn_foot(v, px, py, 0.0)[0] - v.screen(px, py, 0.0)[0] for px, py in ((ax, ay), (bx, by))]
        sx, sy = v.screen(wx, wy, z)
        # in the order after the piles of both places it steps between
        path = [p for p in m.data.get("path", []) if p]
        order = max(pawn_order(v, path[i], ax, ay), pawn_order(v, path[i + 1], bx, by))
        return layer.draw(screen, m.data["pawn"], (sx + nudge[0] + (nudge[1] - nudge[0]) * u, sy), order, big=1.08)

    def _dice_moving(self) -> bool:
        """Are the dice rolling or tumbling? Then they are drawn each frame, else
        with the still panel."""
        m = self._moving_now()
        return (m is not None and m.kind == "roll") or self.die_time > 0

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
        for i, suit in enumerate(style.SUITS):
            box = self.panel.rects.get(Key("die", suit))
            if box is None or len(dice) != len(style.SUITS):
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
