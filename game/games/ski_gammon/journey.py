"""How Ski Gammon shows what happens: one action's token moves as a journey
(each leg a token going space by space, or jumping), the way a moving token
takes traced in its colour, the dice tumbling, a card drawn shown large once
the token lands, and Groschen flying between the skiers, the bank and the
Ski Shoppe."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.interaction import Key
from game.core.protocol import Event, Setup
from game.games.ski_gammon.rules.state import SGState
from game.scenes.common import image
from game.scenes.fitted import FittedBoardScene
from game.view.motion import Flight, Tween

from . import style
from .board_view import BoardRenderer
from .faces import card_face
from .presenter import token_place

if TYPE_CHECKING:
    from game.app import App

STEP_SECS = 0.11          # seconds a token takes from one space to the next
JUMP_SECS = 0.3           # ... for a jump (to START, to the Summit House, up the Boomer branch)
MOST_JOURNEY = 2.2        # an action's moves never take longer than this, however far
DIE_TUMBLE = 0.6          # seconds the dice tumble before they settle
CARD_SHOWN = 1.3          # seconds a drawn card stays large on the board
MOVES = ("ride", "ski", "slide", "cutoff")


class Journey(Tween):
    """One action's moves, one leg after the other: each leg a token going
    space by space (or jumping) along its points. The table steps it like any
    tween; the scene draws the moving token and those that have arrived.
    ``traced``: the legs whose way is traced while they play (a token riding
    and skiing by the dice; not its jump back to START); None: every leg."""

    def __init__(self, legs: list[tuple[int, list[tuple[float, float]], float]],
                 traced: set[int] | None = None) -> None:
        # (no Tween.__init__: a journey is many polylines, timed by the step, not by the length)
        self.legs = legs
        self.traced = set(range(len(legs))) if traced is None else traced
        self.durations = [secs for _, _, secs in legs]
        total = sum(self.durations) or 1e-6
        scale = min(1.0, MOST_JOURNEY / total)
        self.durations = [d * scale for d in self.durations]
        self.total = sum(self.durations) or 1e-6
        self.speed = 1.0              # Tween.step: t grows by dt (seconds)
        self.t = 0.0
        self.hop = 0.0
        self.before: Any = None
        self.seat = legs[0][0] if legs else None
        self.points = legs[0][1] if legs else []

    def starts_at(self, leg: int) -> float:
        """Seconds into the journey at which leg ``leg`` begins."""
        return sum(self.durations[:leg])

    def _now(self) -> tuple[int, float]:
        t = self.t
        for i, d in enumerate(self.durations):
            if t < d:
                return i, t / d if d else 1.0
            t -= d
        return len(self.legs), 1.0

    @property
    def piece(self) -> int | None:
        i, _ = self._now()
        return self.legs[i][0] if i < len(self.legs) else None

    def pos(self) -> tuple[float, float]:
        i, k = self._now()
        if i >= len(self.legs):
            return self.legs[-1][1][-1]
        pts = self.legs[i][1]
        n = len(pts) - 1
        f = k * n
        j = min(n - 1, int(f))
        a, b = pts[j], pts[j + 1]
        u = f - j
        lift = (10.0 if n > 1 else 24.0) * math.sin(math.pi * u)
        return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u - lift)

    def trace(self) -> tuple[int, list[tuple[float, float]]] | None:
        """The leg playing now, if it is traced: its token and its points."""
        i, _ = self._now()
        if i >= len(self.legs) or i not in self.traced:
            return None
        return self.legs[i][0], self.legs[i][1]

    def arrived(self) -> dict[int, tuple[float, float]]:
        """The tokens whose legs so far are over: where each now stands."""
        i, _ = self._now()
        out: dict[int, tuple[float, float]] = {}
        for seat, pts, _ in self.legs[:i]:
            out[seat] = pts[-1]
        return out


class Later(Flight):
    """A flight that waits ``delay`` seconds unseen before it starts (a card
    shown once the token has landed on its space)."""

    def __init__(self, delay: float, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.delay = delay
        self.clock = 0.0

    def step(self, dt: float) -> None:
        self.clock += dt
        if self.clock > self.delay:
            self.t = self.clock - self.delay

    @property
    def done(self) -> bool:
        return self.clock >= self.delay + self.secs + self.hold

    def draw(self, screen: pygame.Surface) -> pygame.Rect:
        if self.clock < self.delay:
            return pygame.Rect(0, 0, 0, 0)
        return super().draw(screen)


class SGMotion(FittedBoardScene[SGState]):
    """The play scene's animations (its board and panel are drawn by the
    subclasses): one journey per action, the dice, the cards and the coins."""

    renderer: BoardRenderer

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.die_faces: list[int] = []

    def card_face(self, pack: str, cid: int, size: tuple[int, int]) -> pygame.Surface:
        return card_face(self.content, pack, cid, size, self.seen.sipping)

    def _animate_action(self, before: Any, events: list[Event]) -> None:
        self._journey(before, events)        # (positions are public: the game before, unmasked)

    def _queued_secs(self) -> float:
        return sum(max(0.0, (tw.total - tw.t) / (tw.speed or 1.0)) for tw in self.motions.tweens)

    def _journey(self, before: Any, events: list[Event]) -> None:
        """One tween for the whole action: every token's moves in order, then
        each token straight to where the game now has it (START after a run, the
        Summit House after a card, START for everyone in the rain); the cards,
        the dice and the Groschen timed to land when the token does."""
        r = self.renderer
        was = self.seats.masked(before)
        now = self.seen
        at: dict[int, tuple[float, float] | None] = {}
        for seat in range(was.num_seats):
            p = token_place(was, seat)
            at[seat] = r.point(*p) if p is not None else None
        legs: list[tuple[int, list[tuple[float, float]], float]] = []
        traced: set[int] = set()             # the moves by the dice and the branch, not the jumps after
        marks: list[tuple[Event, int]] = []
        for e in events:
            d = e.data if isinstance(e.data, dict) else {}
            who = e.seat
            start = at.get(who) if who is not None else None
            if who is not None and start is not None and e.kind in MOVES:
                pts = [start]
                for w, n in d.get("path", []):
                    q = r.point(str(w), int(n))
                    if q is not None:
                        pts.append(q)
                if d.get("to"):
                    end = r.point(str(d["to"][0]), int(d["to"][1]))
                    if end is not None:
                        pts.append(end)
                if len(pts) > 1:
                    traced.add(len(legs))
                    legs.append((who, pts, STEP_SECS * (len(pts) - 1)))
                    at[who] = pts[-1]
            elif who is not None and start is not None and e.kind == "branch" and d.get("to"):
                end = r.point(str(d["to"][0]), int(d["to"][1]))
                if end is not None:
                    traced.add(len(legs))
                    legs.append((who, [start, end], JUMP_SECS))
                    at[who] = end
            marks.append((e, len(legs)))
        for seat in range(now.num_seats):
            p = token_place(now, seat)
            end = r.point(*p) if p is not None else None
            start = at.get(seat)
            if end is not None and start is not None and math.dist(start, end) > 1:
                legs.append((seat, [start, end], JUMP_SECS))
        base = self._queued_secs()
        journey = None
        if legs:
            journey = Journey(legs, traced)
            journey.before = before
            self.motions.tweens.append(journey)
        shown_until = 0.0
        for e, leg in marks:
            when = base + (journey.starts_at(leg) if journey is not None else 0.0)
            shown_until = max(shown_until, self._effect(e, when))
        if journey is not None and shown_until > base + journey.total:
            # the card drawn stays large until the next skier's token moves: a bot's turn
            # never seems to draw the card of the turn before
            journey.total = shown_until - base

    def _effect(self, e: Event, when: float) -> float:
        """What an event shows besides the tokens' moves, ``when`` seconds from now;
        until when a card it shows stays on the board (0: it shows none)."""
        if not self._laid_out:
            return 0.0
        d = e.data if isinstance(e.data, dict) else {}
        u = self.app.px
        if e.kind in ("roll", "opening") and d.get("dice"):
            self.die_time = DIE_TUMBLE
            self.die_faces = list(d["dice"])
        elif e.kind == "card" and d.get("pack") in style.PACK_KEY:
            pic = self.card_face(style.PACK_KEY[d["pack"]], int(d["card"]), (u(250), u(350)))
            c = self.frame.board_rect.center
            self.motions.flights.append(Later(when, pic, c, c, 0.3, hold=CARD_SHOWN, fade=True))
            return when + 0.3 + CARD_SHOWN
        elif e.kind == "condition" and d.get("card") is not None:
            inner = self.screen_rect(self.renderer.conditions_inner())
            small = self.card_face("condition", int(d["card"]), (inner.h * 5 // 7, inner.h))
            big = u(300) / max(1, small.get_height())
            self.motions.flights.append(Later(when, small, self.frame.board_rect.center, inner.center, 0.45, hold=CARD_SHOWN,
                                      grow=big))
            return when + 0.45 + CARD_SHOWN
        elif e.kind in ("pass", "fall", "finish", "buy", "sell", "buy_card") and d.get("groschen"):
            self._coins(e, d, when)
        return 0.0

    def _coins(self, e: Event, d: dict[str, Any], when: float) -> None:
        u = self.app.px
        coin = image(style.sg_coin(), (u(26), u(26)))
        g = int(d["groschen"])

        def row(seat: Any) -> tuple[float, float] | None:
            r = self.panel.hot.get(Key("row", seat))
            return (r.x + r.w - u(40), r.centery) if r is not None else None

        def world(p: tuple[float, float] | None) -> tuple[float, float] | None:
            return self.to_screen(p) if p is not None else None

        shoppe = self.to_screen(self.renderer.place_rect("shoppe").center)
        pack = self.to_screen(self.renderer.place_rect("condition_pack").center)
        start = end = None
        if e.kind == "pass":
            start, end = row(d.get("from")), row(d.get("to"))
        elif e.kind == "fall":
            seat = d.get("from")
            p = token_place(self.seen, seat) if isinstance(seat, int) else None
            start, end = row(seat), world(self.renderer.point(*p) if p else None)
        elif e.kind == "finish":
            t = self.content.trails.get(d.get("trail", ""))
            foot = world(self.renderer.point(t.id, t.length)) if t is not None else None
            start, end = foot, row(d.get("to"))
        elif e.kind in ("buy", "buy_card"):
            start, end = row(d.get("from")), shoppe if e.kind == "buy" else pack
        elif e.kind == "sell":
            start, end = shoppe, row(d.get("to"))
        if start is None or end is None:
            return
        for i in range(min(4, max(1, g // 10))):
            self.motions.flights.append(Later(when + i * 0.07, coin, start, end, 0.55,
                                      label=f"{g}" if i == 0 else "", size=u(16)))

    def _draw_trace(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The spaces the moving token passes up the lift and down a trail (a dot
        on each one counted), in the skier's colour while its move plays, so a
        bot's turn can be followed."""
        journey = self.motions.tweens[0] if self.motions.tweens and isinstance(self.motions.tweens[0], Journey) else None
        leg = journey.trace() if journey is not None else None
        if leg is None:
            return []
        seat, pts = leg
        colour = style.TOKEN_RGB.get(self.seen.setup.seats[seat].colour.lower(), (255, 255, 255))
        return self.trace(screen, [self.to_screen(p) for p in pts], colour, dots=True)

    def _draw_dice(self, screen: pygame.Surface) -> pygame.Rect:
        box = self.panel.hot.get(Key("dice"))
        if box is None:
            return pygame.Rect(0, 0, 0, 0)
        faces = self.seen.last_dice if self.die_time <= 0 else self.die_faces
        if not faces:
            return pygame.Rect(0, 0, 0, 0)
        d = box.h
        out = pygame.Rect(box.x, box.y, 0, 0)
        for i, f in enumerate(faces[:3]):
            face = f if self.die_time <= 0 else 1 + int(self.die_time * 29 + i * 3) % 6
            pic = image(style.sg_die(face), (d, d))
            if self.die_time > 0:
                pic = pygame.transform.rotate(pic, (self.die_time * 800 + i * 40) % 360)
            r = screen.blit(pic, pic.get_rect(center=(box.x + d // 2 + i * (d + self.app.px(6)), box.centery)))
            out = out.union(r)
        return out

