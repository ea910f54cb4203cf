"""The play scene of Ski Gammon: the board, the skiers' tokens, and a side
panel with every skier's Groschen, equipment and Ski Condition cards, the
present conditions, the dice, the last card drawn, your own condition cards
and whatever choice or trade is under way.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu; this scene draws and turns clicks into the game's
actions:

- Roll (or Space), Wait when the conditions stop you, Buy card (a Ski
  Condition card, sight unseen; or click the Ski Conditions pack);
- a trail's first space (or its name in the panel) at the top of the lift;
  Take it or Stay at the Boomer branch and the cut-off (or click where it goes);
- one of your Ski Condition cards in the panel: throw it before you roll;
- a piece in the Ski Shoppe: buy it; one of your own pieces in your row: sell it;
- Trade: the trade builder in the panel (whom, what each side gives, Groschen
  in fives; a right click moves one Groschen), then Offer; the skier offered
  it accepts, refuses or counters; Go bust when you cannot pay.

Tokens move space by space along the paths the events give, one action's
moves after the other; the dice tumble; Groschen fly between the skiers, the
bank and the Ski Shoppe; a card drawn is shown large for a moment.
"""
from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action, Event, Setup
from game.scenes.common import image, kept, text
from game.scenes.fitted import FittedBoardScene
from game.scenes.table import HINT_RGB
from game.view.motion import Flight, Tween
from game.view.text import fit_text, wrap_words

from . import style
from .actions import Answer, Branch, Buy, BuyCondition, ChooseTrail, GoBust, Offer, Roll, Sell, Throw, Wait
from .board_view import BoardRenderer

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from game.app import App

PANEL_W = 400
STEP_SECS = 0.11          # seconds a token takes from one space to the next
JUMP_SECS = 0.3           # ... for a jump (to START, to the Summit House, up the Boomer branch)
MOST_JOURNEY = 2.2        # an action's moves never take longer than this, however far
DIE_TUMBLE = 0.6          # seconds the dice tumble before they settle
CARD_SHOWN = 1.3          # seconds a drawn card stays large on the board
LIT_RGB = (255, 226, 60)
INK = style.INK_RGB
MUTED = (70, 78, 94)
PANEL_BG = (234, 240, 248)
BUTTON_RGB = (40, 74, 132)
STEP_G = 5                # Groschen per click in the trade builder (a right click: 1)
MOVES = ("ride", "ski", "slide", "cutoff")


def board_renderer(content: Any) -> BoardRenderer:
    """One renderer per board for the whole run (it caches the drawn board)."""
    return kept(("ski-gammon board", content.path), lambda: BoardRenderer(content))


def token_place(s: Any, seat: int) -> tuple[str, int] | None:
    """Where a skier's token is shown: his place, or the top of the lift (the
    Summit House) while he chooses his trail there; None when out."""
    where, n = s.pos[seat]
    if where == "out":
        return None
    p = s.pending
    if s.phase == "choose" and p is not None and p.get("kind") == "top" and p.get("seat") == seat:
        return ("summit", 0) if p.get("from") == "the Summit House" else ("lift", s.c.lift_top)
    return (where, int(n))


def tokens_by_place(state: Any) -> dict[tuple[str, int], list[int]]:
    """The seats whose tokens stand at each place (drawn side by side there)."""
    groups: dict[tuple[str, int], list[int]] = {}
    for seat in range(state.num_seats):
        place = token_place(state, seat)
        if place is not None:
            groups.setdefault(place, []).append(seat)
    return groups


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


class SkiGammonScene(FittedBoardScene):
    UNDO_BREAKERS = ("roll", "opening", "card", "condition", "rain", "time_up")

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.renderer = board_renderer(self.content)
        self.builder: dict[str, Any] | None = None     # the trade being built
        self.die_time = 0.0
        self.die_faces: list[int] = []
        self._batch: list[Event] = []

    def _clear_choices(self) -> None:
        self.builder = None

    # -- layout and coordinates --------------------------------------------------
    def _layout(self) -> None:
        self.fit_board(self.renderer, self.app.px(PANEL_W))
        self._buttons = self.panel_buttons([("roll", "Roll"), ("wait", "Wait"), ("buy_card", "Buy card"),
                                            ("trade", "Trade")])
        self._reopen_overlays()

    def _token_size(self) -> int:
        return max(self.app.px(18), round(33 * self.scale))

    # -- animations --------------------------------------------------------------
    def _show(self, events: list[Event]) -> None:
        before = self._shown_after          # the game before this action (positions are public)
        self._batch = []
        super()._show(events)               # the log, the sounds, and _animate for each event
        self._journey(before, self._batch)

    def _animate(self, e: Event) -> None:
        self._batch.append(e)

    def _queued_secs(self) -> float:
        return sum(max(0.0, (tw.total - tw.t) / (tw.speed or 1.0)) for tw in self.tweens)

    def _journey(self, before: Any, events: list[Event]) -> None:
        """One tween for the whole action: every token's moves in order, then
        each token straight to where the game now has it (START after a run, the
        Summit House after a card, START for everyone in the rain); the cards,
        the dice and the Groschen timed to land when the token does."""
        r = self.renderer
        was = self._masked(before)
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
            self.tweens.append(journey)
        for e, leg in marks:
            when = base + (journey.starts_at(leg) if journey is not None else 0.0)
            self._effect(e, when)

    def _effect(self, e: Event, when: float) -> None:
        """What an event shows besides the tokens' moves, ``when`` seconds from now."""
        if not self._laid_out:
            return
        d = e.data if isinstance(e.data, dict) else {}
        u = self.app.px
        if e.kind in ("roll", "opening") and d.get("dice"):
            self.die_time = DIE_TUMBLE
            self.die_faces = list(d["dice"])
        elif e.kind == "card" and d.get("pack") in style.PACK_KEY:
            pic = self.card_face(style.PACK_KEY[d["pack"]], int(d["card"]), (u(250), u(350)))
            c = self.board_rect.center
            self.flights.append(Later(when, pic, c, c, 0.3, hold=CARD_SHOWN, fade=True))
        elif e.kind == "condition" and d.get("card") is not None:
            inner = self.screen_rect(self.renderer.conditions_inner())
            small = self.card_face("condition", int(d["card"]), (inner.h * 5 // 7, inner.h))
            big = u(300) / max(1, small.get_height())
            self.flights.append(Later(when, small, self.board_rect.center, inner.center, 0.45, hold=CARD_SHOWN,
                                      grow=big))
        elif e.kind in ("pass", "fall", "finish", "buy", "sell", "buy_card") and d.get("groschen"):
            self._coins(e, d, when)

    def _coins(self, e: Event, d: dict[str, Any], when: float) -> None:
        u = self.app.px
        coin = image(style.sg_coin(), (u(26), u(26)))
        g = int(d["groschen"])

        def row(seat: Any) -> tuple[float, float] | None:
            r = self.rects.get(f"row:{seat}")
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
            self.flights.append(Later(when + i * 0.07, coin, start, end, 0.55,
                                      label=f"{g}" if i == 0 else "", size=u(16)))

    # -- card faces (the game writes the words on the art's blank face) -----------
    def card_face(self, pack: str, cid: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("sg card", pack, cid, size, self.seen.sipping)
        got = _faces.get(key)
        if got is None:
            got = _faces[key] = draw_card(self.content, pack, cid, size, self.seen.sipping)
            if len(_faces) > 80:
                _faces.clear()
                _faces[key] = got
        return got

    # -- input -------------------------------------------------------------------
    def _try(self, a: Action) -> None:
        """Act; the table shows the rules' reason when they refuse it."""
        self.act(a)

    def _button(self, el: UIElement) -> None:
        cur = self.mine()
        if cur is None:
            return
        for key, a in (("roll", Roll(cur)), ("wait", Wait(cur)), ("buy_card", BuyCondition(cur))):
            if el is self._buttons.get(key):
                self._try(a)
                return
        if el is self._buttons.get("trade"):
            self._open_builder(cur)

    def _confirm(self) -> None:
        """Space or Enter: roll when you may, else wait when the conditions stop you."""
        self.act_first_legal(lambda cur: (Roll(cur), Wait(cur)))

    def _click_table(self, event: pygame.event.Event) -> None:
        cur = self.mine()
        if cur is None:
            return
        right = getattr(event, "button", 1) == 3
        for key, rect in self.hot.items():
            if rect.collidepoint(event.pos):
                self._panel_click(cur, key, right)
                self.dirty = True
                return
        if not self.board_rect.collidepoint(event.pos):
            return
        world = self.to_world(event.pos)
        self._board_click(cur, world)
        self.dirty = True

    def _board_click(self, cur: int, world: tuple[float, float]) -> None:
        s, r = self.seen, self.renderer
        item = r.shoppe_item_at(world)
        if item is not None:
            self._try(Buy(cur, item))
            return
        if r.place_at(world) == "condition_pack":
            self._try(BuyCondition(cur))
            return
        space = r.space_at(world) or self._label_at(world)
        p = s.pending
        if space is not None and s.phase == "choose" and p is not None:
            where, n = space
            if p["kind"] == "top":
                if where in s.c.trails and n <= 1:
                    self._try(ChooseTrail(cur, where))
                    return
            else:
                to, k = p["to"][0], int(p["to"][1])
                if where == to and n == max(1, k):
                    self._try(Branch(cur, True))
                    return
        if space is not None and s.phase == "choose" and p is not None and p["kind"] == "top":
            self.status = "Click the first space of an open trail (or its name on the panel)."

    def _label_at(self, world: tuple[float, float]) -> tuple[str, int] | None:
        """A trail's name at its top counts as its first space."""
        for kind, _, box, tid in self.renderer.labels:
            if kind == "top" and box.collidepoint(world):
                return (tid, 1)
        return None

    def _panel_click(self, cur: int, key: str, right: bool = False) -> None:
        kind, _, val = key.partition(":")
        if kind == "log":
            self._open_log() if self.log_box is None else self._close_log()
        elif kind == "hand":
            self._try(Throw(cur, int(val)))
        elif kind == "item":
            self._try(Sell(cur, val))
        elif kind == "trail":
            self._try(ChooseTrail(cur, val))
        elif kind == "branch":
            self._try(Branch(cur, val == "take"))
        elif kind == "bust":
            self._try(GoBust(cur))
        elif kind == "answer":
            if val == "counter":
                self._open_counter(cur)
            else:
                self._try(Answer(cur, val == "yes"))
        elif kind == "to" and self.builder is not None and not self.builder["counter"]:
            self.builder.update(to=int(val), get={}, get_g=0)
        elif kind in ("give", "get") and self.builder is not None:
            self._builder_step(cur, kind, val, right)
        elif kind == "offer" and self.builder is not None:
            if val == "cancel":
                self.builder = None
                self.status = ""
            else:
                self._send_offer(cur)

    # -- the trade builder ----------------------------------------------------------
    def _may_offer(self, cur: int | None) -> str | None:
        """Why the player at the screen may not start an offer now (None: he may)."""
        s = self.seen
        if cur is None:
            return "it is not your move"
        if s.phase not in ("turn", "owe"):
            return {"trade": "first answer the offer", "choose": "first make your choice",
                    "opening": "first roll to see who starts"}.get(s.phase, "not now")
        if s.offers_made >= s.c.n("offers_per_turn"):
            return f"a skier may make {s.c.n('offers_per_turn')} offers in a turn"
        if not [o for o in s.actives() if o != cur]:
            return "there is nobody to trade with"
        return None

    def _open_builder(self, cur: int) -> None:
        why = self._may_offer(cur)
        if why is not None:
            self.app.sounds.play("bump")
            self.status = f"Not now: {why}."
            return
        s = self.seen
        n = s.num_seats
        others = [(cur + i) % n for i in range(1, n) if s.active((cur + i) % n)]
        self.builder = {"to": others[0], "give": {}, "get": {}, "give_g": 0, "get_g": 0, "counter": False}
        self.status = ""

    def _open_counter(self, cur: int) -> None:
        o = self.seen.offer
        if o is None:
            return
        count = {}
        for side in ("give", "get"):
            count[side] = {k: list(o[side]).count(k) for k in set(o[side])}
        # the other way round: what they gave is what you now get
        self.builder = {"to": int(o["from"]), "give": count["get"], "get": count["give"],
                        "give_g": int(o["get_groschen"]), "get_g": int(o["give_groschen"]), "counter": True}

    def _builder_step(self, cur: int, side: str, val: str, right: bool) -> None:
        b = self.builder
        assert b is not None
        s = self.seen
        owner = cur if side == "give" else b["to"]
        what, _, sign = val.partition("/")
        up = sign == "+"
        if what == "g":
            field = f"{side}_g"
            step = 1 if right else STEP_G
            most = max(0, s.groschen[owner])
            b[field] = max(0, min(most, b[field] + (step if up else -step)))
            return
        have = s.tradeable(owner, what)            # (the rules' own count: a pair of skis always stays)
        now = b[side].get(what, 0) + (1 if up else -1)
        if up and now > have:
            self.app.sounds.play("bump")
            self.status = (f"{s.name(owner)} keeps a pair of skis at all times." if what == "skis"
                           else f"{s.name(owner)} has no more {self.content.items[what].name} to trade.")
        now = max(0, min(have, now))
        if now:
            b[side][what] = now
        else:
            b[side].pop(what, None)

    def _built(self, cur: int) -> Offer | None:
        b = self.builder
        if b is None:
            return None
        order = list(self.content.items)

        def side(d: dict[str, int]) -> tuple[str, ...]:
            return tuple(k for k in order for _ in range(d.get(k, 0)))
        return Offer(cur, int(b["to"]), give=side(b["give"]), give_groschen=int(b["give_g"]), get=side(b["get"]),
                     get_groschen=int(b["get_g"]))

    def _send_offer(self, cur: int) -> None:
        a = self._built(cur)
        if a is not None:
            self.act(a)

    def builder_state(self) -> tuple | None:
        """The trade being built, as plain data (for the panel's key and the tests)."""
        b = self.builder
        if b is None:
            return None
        return (b["to"], tuple(sorted(b["give"].items())), tuple(sorted(b["get"].items())), b["give_g"], b["get_g"],
                b["counter"])

    # -- clicks, as a player makes them (tests, the monkey) ------------------------------
    def click_points(self) -> list[tuple[float, float]]:
        r = self.renderer
        pts = [rr.center for _, rr in r.spaces()]
        pts += [cell.center for cell in r.shoppe_cells().values()]
        pts += [r.place_rect(k).center for k in self.content.places]
        return [self.to_screen(p) for p in pts]

    def _hot_click(self, key: str, button: int = 1) -> None:
        self._click(self.hot[key].center, button)

    def click_through(self, a: Action) -> None:
        if self.tweens or self.flights:             # a first click skips what is still moving
            self._click(self.board_rect.center)
        if self.log_box is not None:                # the log closed, so the board can be clicked
            self._press("log")
        if self.builder is not None and not isinstance(a, Offer):
            self._hot_click("offer:cancel")         # the trade put aside: the hand and the choices show again
        if isinstance(a, Roll):
            self._press("roll")
        elif isinstance(a, Wait):
            self._press("wait")
        elif isinstance(a, BuyCondition):
            self._press("buy_card")
        elif isinstance(a, ChooseTrail):
            self._hot_click(f"trail:{a.trail}")
        elif isinstance(a, Branch):
            self._hot_click("branch:take" if a.take else "branch:stay")
        elif isinstance(a, Throw):
            self._hot_click(f"hand:{a.card}")
        elif isinstance(a, Buy):
            self._click(self.to_screen(self.renderer.shoppe_cells()[a.item].center))
        elif isinstance(a, Sell):
            self._hot_click(f"item:{a.item}")
        elif isinstance(a, GoBust):
            self._hot_click("bust")
        elif isinstance(a, Answer):
            self._hot_click("answer:yes" if a.accept else "answer:no")
        elif isinstance(a, Offer):
            self._click_offer(a)
        else:
            raise ValueError(f"no way to click {a}")

    def _click_offer(self, a: Offer) -> None:
        if self.builder is not None:
            self._hot_click("offer:cancel")
        if self.seen.phase == "trade":
            self._hot_click("answer:counter")
        else:
            self._press("trade")
            if self.builder is not None and self.builder["to"] != a.to:
                self._hot_click(f"to:{a.to}")
        b = self.builder
        if b is None:
            return
        for side, want in (("give", a.give), ("get", a.get)):
            for k in self.content.items:
                for _ in range(20):
                    have = b[side].get(k, 0)
                    if have == want.count(k):
                        break
                    key = f"{side}:{k}/{'+' if have < want.count(k) else '-'}"
                    if key not in self.hot:
                        break
                    self._hot_click(key)
        for side, want_g in (("give", a.give_groschen), ("get", a.get_groschen)):
            for _ in range(400):
                have = b[f"{side}_g"]
                if have == want_g:
                    break
                diff = want_g - have
                button = 1 if abs(diff) >= STEP_G else 3
                key = f"{side}:g/{'+' if diff > 0 else '-'}"
                if key not in self.hot:
                    break
                before = have
                self._hot_click(key, button)
                if b[f"{side}_g"] == before:
                    break
        self._hot_click("offer:send")

    # -- what is lit ------------------------------------------------------------------
    def _lit(self) -> tuple[frozenset, frozenset]:
        """Board places the player may click now (("space", where, n), ("shoppe", item),
        ("pack", key)) and panel keys; worked out once per change."""
        key = (id(self.seen), len(self.seen.action_log), self.viewer, self.handoff_to,
               self.app.settings.highlight_moves)
        if getattr(self, "_lit_cache", (None,))[0] != key:
            self._lit_cache = (key, self._work_out_lit())
        return self._lit_cache[1]

    def _work_out_lit(self) -> tuple[frozenset, frozenset]:
        cur = self.mine()
        if cur is None or not self.app.settings.highlight_moves:
            return frozenset(), frozenset()
        s = self.seen
        board: set[Any] = set()
        panel: set[str] = set()
        for a in s.legal_actions(cur):
            if isinstance(a, ChooseTrail):
                board.add(("space", a.trail, 1))
                panel.add(f"trail:{a.trail}")
            elif isinstance(a, Branch) and a.take and s.pending is not None:
                where, n = s.pending["to"]
                board.add(("space", where, max(1, int(n))))
            elif isinstance(a, Buy):
                board.add(("shoppe", a.item))
            elif isinstance(a, BuyCondition):
                board.add(("pack", "condition_pack"))
            elif isinstance(a, Throw):
                panel.add(f"hand:{a.card}")
            elif isinstance(a, Sell) and s.phase == "owe":       # in debt: what may be sold is lit
                panel.add(f"item:{a.item}")
        return frozenset(board), frozenset(panel)

    def _board_box(self, place: Any) -> pygame.Rect | None:
        """A lit or hinted board place's screen rectangle."""
        r = self.renderer
        if place[0] == "space":
            sp = r.space_rect(place[1], place[2])
            return self.screen_rect(sp) if sp is not None else None
        if place[0] == "shoppe":
            return self.screen_rect(r.shoppe_cells()[place[1]])
        if place[0] == "pack":
            return self.screen_rect(r.place_rect(place[1]))
        return None

    def lit_rects(self) -> list[pygame.Rect]:
        board, panel = self._lit()
        out = [b for b in (self._board_box(p) for p in board) if b is not None]
        out += [self.hot[k] for k in panel if k in self.hot]
        return out

    def hint_rects(self) -> list[pygame.Rect]:
        """The hinted move's places on the board, as drawn lit."""
        hint = self._hint_now()
        u = self.app.px
        boxes = (self._board_box(p) for p in (hint[2] if hint else ()))
        return [b.inflate(u(16), u(16)) for b in boxes if b is not None]

    def _can(self, legal: list[Action]) -> dict[str, bool]:
        kinds = {a.kind for a in legal}
        cur = self.acting()
        return {"roll": "roll" in kinds, "wait": "wait" in kinds, "buy_card": "buy_card" in kinds,
                "trade": bool(legal) and self._may_offer(cur) is None}

    def _hint_places(self, a: Action) -> tuple[set[Any], set[str]]:
        if isinstance(a, ChooseTrail):
            return {("space", a.trail, 1)}, {f"trail:{a.trail}"}
        if isinstance(a, Branch):
            p = self.seen.pending
            if a.take and p is not None:
                return {("space", p["to"][0], max(1, int(p["to"][1])))}, {"branch:take"}
            return set(), {"branch:stay"}
        if isinstance(a, Buy):
            return {("shoppe", a.item)}, set()
        if isinstance(a, BuyCondition):
            return {("pack", "condition_pack")}, {"button:buy_card"}
        if isinstance(a, Roll):
            return set(), {"button:roll"}
        if isinstance(a, Wait):
            return set(), {"button:wait"}
        if isinstance(a, Throw):
            return set(), {f"hand:{a.card}"}
        if isinstance(a, Sell):
            return set(), {f"item:{a.item}"}
        if isinstance(a, Answer):
            return set(), {"answer:yes" if a.accept else "answer:no"}
        if isinstance(a, GoBust):
            return set(), {"bust"}
        return set(), set()

    # -- tooltips -----------------------------------------------------------------------
    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.handoff_to is not None:
            return None
        s, c = self.seen, self.content
        found, tip = self.panel_tip(pos)
        if found:
            return tip
        if not self.board_rect.collidepoint(pos):
            return None
        world = self.to_world(pos)
        r = self.renderer
        item = r.shoppe_item_at(world)
        if item is not None:
            it = c.items[item]
            return (f"{it.name.capitalize()}: {it.base} Groschen at START, {it.away} anywhere else; the Shoppe buys "
                    f"one back for {it.sell}. {s.shoppe[item]} left in the Ski Shoppe.")
        sp = r.space_at(world)
        if sp is not None:
            return self._space_tip(sp)
        lab = self._label_at(world)
        if lab is not None:
            t = c.trails[lab[0]]
            return f"{t.name}: {t.length} spaces; it pays {t.payout} Groschen at the bottom."
        for kind, _, box, tid in r.labels:
            if kind == "foot" and box.collidepoint(world):
                t = c.trails[tid]
                return f"The foot of {t.name}: a skier who reaches its yellow square collects {t.payout} Groschen."
        place = r.place_at(world)
        if place is not None:
            return self._place_tip(place)
        return None

    def _who(self, place: tuple[str, int]) -> str:
        s = self.presented
        names = [s.name(o) for o in range(s.num_seats) if token_place(s, o) == place]
        return (" " + " and ".join(names) + (" is" if len(names) == 1 else " are") + " here.") if names else ""

    def _space_tip(self, sp: tuple[str, int]) -> str:
        c = self.content
        where, n = sp
        if where == "lift":
            branch = f" The {c.trails[c.branch[n]].name} trail branches off here." if n in c.branch else ""
            top = " The top of the lift." if n == c.lift_top else ""
            return f"Lift space {n}.{branch}{top}{self._who(sp)}"
        t = c.trails[where]
        colour = t.colours[n - 1]
        what = {"white": "", "red": " Red: a skier who stops here draws a Sitzmark card.",
                "blue": " Blue: a skier who stops here turns up a new Ski Condition.",
                "yellow": f" The bottom: {t.payout} Groschen and an Apres Ski card."}[colour]
        cut = ""
        if (where, n) in c.cutoffs:
            to, k = c.cutoffs[(where, n)]
            cut = f" A skier who stops here may take the cut-off to {c.trails[to].name} {k}."
        return f"{t.name} {n}.{what}{cut}{self._who(sp)}"

    def _place_tip(self, place: str) -> str:
        s, c = self.presented, self.content
        if place == "start":
            return "START, at the base: the lift goes up from here, and equipment is cheaper here." + \
                self._who(("start", 0))
        if place == "summit":
            return "The Summit House, at the top: a skier sent here skis down a trail from it." + \
                self._who(("summit", 0))
        if place == "conditions":
            cond = c.conditions[s.present]
            return f"Present Conditions: {cond.name}. {cond.text}"
        if place == "condition_pack":
            return (f"The Ski Condition pack: {len(s.cond_pack)} cards. A blue space turns up its top card; "
                    f"you may buy one, sight unseen, for {c.n('condition_price')} Groschen.")
        if place == "sitzmark_pack":
            return f"The Sitzmark pack: {len(s.sitz_pack)} cards, drawn on a red space."
        if place == "apres_pack":
            return f"The Apres Ski pack: {len(s.apres_pack)} cards, drawn at the bottom of a trail."
        return "The Ski Shoppe: click a piece to buy it."

    def _hot_tip(self, key: str) -> str | None:
        s, c = self.seen, self.content
        kind, _, val = key.partition(":")
        if kind == "hand":
            # a condition card is named only to the seat whose card it is
            if self.viewer is None or int(val) not in s.hands[self.viewer]:
                return None
            cond = c.conditions[int(val)]
            why = s.may_throw(self.viewer)
            how = "Click to throw it onto the Present Conditions box." if why is None else f"Not now: {why}."
            return f"{cond.name}: {cond.text} {how}"
        if kind == "item":
            it = c.items[val]
            return f"Your {it.name}: click to sell to the Ski Shoppe for {it.sell} Groschen."
        if kind == "trail":
            t = c.trails[val]
            return f"Ski {t.name}: {t.length} spaces, {t.payout} Groschen at the bottom."
        if kind == "branch":
            return "Leave the way you are on for the other trail." if val == "take" else "Stay on your way."
        if kind == "bust":
            return "Leave the game: the bank takes what you owe, your equipment goes back to the Ski Shoppe."
        if kind == "answer":
            return {"yes": "Accept the trade.", "no": "Refuse the trade.",
                    "counter": "Answer with an offer of your own."}.get(val)
        if kind == "to":
            return f"Trade with {s.name(int(val))}."
        if kind in ("give", "get"):
            what, _, sign = val.partition("/")
            thing = "5 Groschen (right click: 1)" if what == "g" else f"one {c.items[what].name}"
            verb = "Add" if sign == "+" else "Take away"
            side = "what you give" if kind == "give" else "what you ask for"
            return f"{verb} {thing} {'to' if sign == '+' else 'from'} {side}."
        if kind == "offer":
            return "Make this offer." if val == "send" else "Forget this trade."
        if kind == "log":
            return "The game so far: click for the whole log."
        return None

    def _rect_tip(self, key: str) -> str | None:
        s, c = self.seen, self.content
        kind, _, val = key.partition(":")
        if kind == "row":
            seat = int(val)
            items = ", ".join(f"{n} x {c.items[k].name}" if n > 1 else c.items[k].name
                              for k, n in s.items[seat].items()) or "no equipment"
            lose = f"; misses {s.lose[seat]} turn{'s' if s.lose[seat] > 1 else ''}" if s.lose[seat] else ""
            return (f"{s.name(seat)}: {s.groschen[seat]} Groschen, at {s.place_label(seat)}; {items}; "
                    f"{len(s.hands[seat])} Ski Condition card{'s' if len(s.hands[seat]) != 1 else ''}{lose}.")
        if kind == "present":
            cond = c.conditions[s.present]
            need = c.n("throw_after")
            return (f"Present Conditions: {cond.name}. {cond.text} They have lasted {s.present_rolls} roll"
                    f"{'s' if s.present_rolls != 1 else ''}; a card may be thrown over them after {need}.")
        if kind == "dice":
            return "The dice: two at full speed, one at half speed. Doubles roll again."
        if kind == "last" and s.last_card:
            return self._last_card_text(s)
        return None

    def _last_card_text(self, s: Any) -> str:
        lc = s.last_card
        pack = lc.get("pack", "")
        cards = s.c.sitzmark if pack == "Sitzmark" else s.c.apres
        card = cards[int(lc["id"])]
        sip = f" {card.sip}" if s.sipping and card.sip else ""
        return f"{pack} card for {s.name(int(lc['seat']))}: {card.text}{sip}"

    # -- drawing ------------------------------------------------------------------------
    def _camera_key(self) -> Any:
        return (self.scale, self.origin)

    def _still_key(self) -> tuple:
        hint = self._hint_now()
        return (self._panel_key(self.app.screen), self.scale, self.origin, self._lit(), id(self.presented),
                (hint[1] if hint else None), self.app.k)

    def _draw_still(self, surf: pygame.Surface) -> None:
        r = self.renderer
        u = self.app.px
        surf.fill(style.SKY_RGB, self.board_rect)                # round the board: sky above, snow below
        surf.fill((236, 240, 244), pygame.Rect(self.board_rect.x, self.board_rect.centery, self.board_rect.w,
                                               self.board_rect.h - self.board_rect.h // 2))
        surf.set_clip(self.board_rect)
        surf.blit(r.render(self.scale), (round(self.origin[0]), round(self.origin[1])))
        s = self.presented
        self._draw_conditions_box(surf, s)
        self._draw_counts(surf, s)
        board, _ = self._lit()
        width = max(3, u(3))
        for place in board:
            box = self._board_box(place)
            if box is not None:
                pygame.draw.rect(surf, LIT_RGB, box.inflate(u(4), u(4)), width, border_radius=u(7))
        hint = self._hint_now()
        for place in (hint[2] if hint else ()):
            box = self._board_box(place)
            if box is not None:
                pygame.draw.rect(surf, HINT_RGB, box.inflate(u(10), u(10)), max(3, u(4)), border_radius=u(9))
        surf.set_clip(None)
        self._panel(surf)

    def _draw_conditions_box(self, surf: pygame.Surface, s: Any) -> None:
        from game.scenes.common import fonts
        inner = self.screen_rect(self.renderer.conditions_inner())
        cond = s.c.conditions[s.present]
        icon = max(8, min(inner.h - 4, round(inner.w * 0.34)))
        pic = image(condition_picture(cond.key), (icon, icon))
        surf.blit(pic, pic.get_rect(midleft=(inner.x + 2, inner.centery)))
        tx = inner.x + icon + max(3, round(inner.w * 0.04))
        tw = inner.right - tx
        f = fonts().get(max(9, round(inner.h * 0.17)), True)
        lines = wrap_words(f, cond.name, tw)[:2]
        f2 = fonts().get(max(8, round(inner.h * 0.13)))
        rest = wrap_words(f2, cond.text, tw)
        lh, lh2 = f.get_linesize(), f2.get_linesize()
        room = max(0, (inner.h - len(lines) * lh) // lh2)
        if len(rest) > room:
            rest = rest[:room]
            if rest:
                rest[-1] = fit_text(f2, rest[-1] + "\u2026", tw)
        y = inner.centery - (len(lines) * lh + len(rest) * lh2) // 2
        for ln in lines:
            surf.blit(f.render(ln, True, style.NAVY_RGB), (tx, y))
            y += lh
        for ln in rest:
            surf.blit(f2.render(fit_text(f2, ln, tw), True, MUTED), (tx, y))
            y += lh2

    def _draw_counts(self, surf: pygame.Surface, s: Any) -> None:
        """The packs' sizes, and what is left in the Ski Shoppe and what it costs the skier to move."""
        from game.scenes.common import fonts
        u = self.app.px
        r = self.renderer
        f = fonts().get(max(10, round(13 * self.scale * 1.2)), True)
        for key, n in (("sitzmark_pack", len(s.sitz_pack)), ("apres_pack", len(s.apres_pack)),
                       ("condition_pack", len(s.cond_pack))):
            box = self.screen_rect(r.place_rect(key))
            img = f.render(str(n), True, (255, 255, 255))
            badge = img.get_rect(bottomright=(box.right - u(3), box.bottom - u(3))).inflate(u(10), u(4))
            pygame.draw.rect(surf, style.NAVY_RGB, badge, border_radius=badge.h // 2)
            surf.blit(img, img.get_rect(center=badge.center))
        cur = s.current_player()
        who = cur if cur is not None else 0
        fs = fonts().get(max(9, round(12 * self.scale * 1.2)), True)
        for k, cell in r.shoppe_cells().items():
            box = self.screen_rect(cell)
            left = s.shoppe[k]
            img = fs.render(f"{s.price(who, k)} G", True, style.POSTER_RED_RGB if left else (150, 150, 150))
            surf.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - u(1))))
            tag = fs.render(f"x{left}", True, (255, 255, 255))
            tb = tag.get_rect(topright=(box.right - u(1), box.y + u(1))).inflate(u(6), u(2))
            pygame.draw.rect(surf, style.NAVY_RGB if left else (150, 150, 150), tb, border_radius=tb.h // 2)
            surf.blit(tag, tag.get_rect(center=tb.center))

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The tokens (standing, arrived, moving), the dice, flights, the tooltip."""
        s = self.presented
        size = self._token_size()
        journey = self.tweens[0] if self.tweens and isinstance(self.tweens[0], Journey) else None
        moving = journey.piece if journey is not None else None
        arrived = journey.arrived() if journey is not None else {}
        out = []
        screen.set_clip(self.board_rect)
        trace = self._draw_trace(screen)
        if trace is not None:
            out.append(trace.clip(self.board_rect))
        groups: dict[tuple[int, int], list[int]] = {}
        spots: dict[int, tuple[float, float]] = {}
        for seat in range(s.num_seats):
            if seat == moving:
                continue
            if seat in arrived:
                p: tuple[float, float] | None = arrived[seat]
            else:
                place = token_place(s, seat)
                p = self.renderer.point(*place) if place is not None else None
            if p is None:
                continue
            spots[seat] = p
            groups.setdefault((round(p[0]), round(p[1])), []).append(seat)
        for seats in groups.values():
            m = len(seats)
            step = size * 0.62 / self.scale
            for i, seat in enumerate(seats):
                x, y = spots[seat]
                out.append(self._draw_token(screen, s, seat, (x + (i - (m - 1) / 2) * step, y), size))
        if journey is not None and moving is not None:
            out.append(self._draw_token(screen, s, moving, journey.pos(), round(size * 1.12)))
        screen.set_clip(None)
        out.append(self._draw_dice(screen))
        out += [fl.draw(screen) for fl in self.flights]
        if self.hover and self.handoff_to is None:
            out.append(self._draw_tooltip(screen, self.hover))
        return [r for r in out if r.w and r.h]

    def _draw_trace(self, screen: pygame.Surface) -> pygame.Rect | None:
        """The spaces the moving token passes up the lift and down a trail (a dot
        on each one counted), in the skier's colour while its move plays, so a
        bot's turn can be followed."""
        journey = self.tweens[0] if self.tweens and isinstance(self.tweens[0], Journey) else None
        leg = journey.trace() if journey is not None else None
        if leg is None:
            return None
        seat, pts = leg
        colour = style.TOKEN_RGB.get(self.seen.setup.seats[seat].colour.lower(), (255, 255, 255))
        return self.trace(screen, [self.to_screen(p) for p in pts], colour, dots=True)

    def _draw_token(self, screen: pygame.Surface, s: Any, seat: int, world: tuple[float, float],
                    size: int) -> pygame.Rect:
        pic = image(style.sg_token(s.setup.seats[seat].colour, self.app.settings.symbols), (size, size))
        x, y = self.to_screen(world)
        return screen.blit(pic, pic.get_rect(center=(round(x), round(y)))).clip(self.board_rect)

    def _draw_dice(self, screen: pygame.Surface) -> pygame.Rect:
        box = self.rects.get("dice")
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

    # -- the panel ------------------------------------------------------------------
    def _panel_key(self, screen: pygame.Surface) -> tuple:
        hint = self._hint_now()
        return (id(self.seen), id(self.presented), len(self.seen.action_log), self.viewer, self.handoff_to,
                self.status, len(self.log),
                self.log[-1:], tuple(round(v) for v in self.score_shown), screen.get_size(),
                (hint[1] if hint else None), self.app.k, self.builder_state(), self.app.settings.highlight_moves,
                self.clock_text())

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        if cur is None:
            return "The game is over"
        if s.phase == "opening":
            return f"Who starts? {s.name(cur)} rolls"
        if s.phase == "trade":
            return f"Round {s.round_number()}: {s.name(cur)} answers"
        if s.phase == "owe":
            return f"Round {s.round_number()}: {s.name(cur)} must pay"
        return f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _draw_panel(self, screen: pygame.Surface) -> None:
        from game.scenes.common import fonts
        u = self.app.px
        s = self.seen
        x, y, inner, room = self._panel_heading(screen)
        goal = f"First to {s.target} Groschen" + (f", or the richest after {s.limit} rounds" if s.limit else "")
        clock = self.clock_text()
        if clock is not None:
            goal += f" · {clock}"
        text(screen, fit_text(fonts().get(u(11)), goal, room), (x, y + u(28)), u(11), MUTED)
        y += u(46)
        y = self._draw_rows(screen, s, x, y, inner)
        cur = self.mine()
        if self.builder is not None and cur is not None:
            # the trade takes the conditions' and the dice's room (the board shows the conditions)
            y = self._draw_builder(screen, s, cur, x, y, inner)
        else:
            y = self._draw_present(screen, s, x, y, inner)
            y = self._draw_prompt(screen, s, cur, x, y, inner)
            if y + u(72) <= screen.get_height() - u(156):
                y = self._draw_hand(screen, s, x, y, inner)
        for key in ("roll", "wait", "buy_card"):       # the buttons, where the hint outlines them
            if key in self._buttons:
                self.rects[f"button:{key}"] = pygame.Rect(self._buttons[key].rect)
        _, lit_panel = self._lit()
        for key in lit_panel:
            r = self.hot.get(key)
            if r is not None:
                pygame.draw.rect(screen, LIT_RGB, r.inflate(u(4), u(4)), max(2, u(2)), border_radius=u(6))
        self._panel_end(screen, x, y, inner)

    def _draw_rows(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """Each skier: token, name, Groschen; equipment, condition cards, lost turns."""
        from game.scenes.common import fonts
        u = self.app.px
        n = s.num_seats
        row_h = u(44) if n <= 4 else u(38)
        cur = s.current_player()
        mine = self.mine()
        sellable = {a.item for a in s.legal_actions(mine) if isinstance(a, Sell)} if mine is not None else set()
        f_name = fonts().get(u(14), True)
        f_small = fonts().get(u(11))
        for seat in range(n):
            ss = s.setup.seats[seat]
            row = pygame.Rect(x, y, inner, row_h - u(4))
            self.rects[f"row:{seat}"] = row
            if seat == cur:
                pygame.draw.rect(screen, (212, 226, 246), row.inflate(u(8), u(2)), border_radius=u(6))
            out = not s.active(seat)
            tok = u(24)
            pic = image(style.sg_token(ss.colour, self.app.settings.symbols), (tok, tok))
            if out:
                pic = pic.copy()
                pic.set_alpha(90)
            screen.blit(pic, (x, y + u(1)))
            g = round(self.score_shown[seat]) if seat < len(self.score_shown) else s.groschen[seat]
            money = f"{s.groschen[seat] if out else g}"
            coin = image(style.sg_coin(), (u(14), u(14)))
            mf = fonts().get(u(14), True)
            mimg = mf.render(money, True, style.POSTER_RED_RGB if s.groschen[seat] < 0 else INK)
            screen.blit(mimg, mimg.get_rect(topright=(x + inner, y + u(2))))
            screen.blit(coin, coin.get_rect(topright=(x + inner - mimg.get_width() - u(4), y + u(3))))
            label = f"{ss.name}{' (bot)' if seat in self.bots else ''}"
            name_w = inner - tok - u(8) - mimg.get_width() - u(24)
            screen.blit(f_name.render(fit_text(f_name, label, name_w), True, MUTED if out else INK),
                        (x + tok + u(6), y + u(1)))
            # the second line: equipment, condition cards, and what stops him
            lx = x + tok + u(6)
            ly = y + u(20)
            ic = u(16)
            if out:
                text(screen, "out of the game", (lx, ly + u(1)), u(11), MUTED)
            else:
                for k in self.content.items:
                    cnt = s.items[seat].get(k, 0)
                    if not cnt:
                        continue
                    r = pygame.Rect(lx, ly, ic, ic)
                    screen.blit(image(style.sg_item(k), (ic, ic)), r)
                    w = ic
                    if cnt > 1:
                        img = f_small.render(str(cnt), True, INK)
                        screen.blit(img, (lx + ic, ly + u(3)))
                        w += img.get_width()
                    if seat == mine and k in sellable and self.handoff_to is None:
                        self.hot[f"item:{k}"] = pygame.Rect(lx, ly, w, ic)
                    lx += w + u(3)
                lx += u(4)
                hand = len(s.hands[seat])
                if hand:
                    back = image(style.sg_back("condition"), (u(11), u(16)))
                    screen.blit(back, (lx, ly))
                    img = f_small.render(f"x{hand}", True, INK)
                    screen.blit(img, (lx + u(13), ly + u(2)))
                    lx += u(13) + img.get_width() + u(6)
                notes = []
                if s.phase == "opening" and seat in s.opening["rolls"]:
                    notes.append(f"rolled {s.opening['rolls'][seat]}")
                if s.lose[seat]:
                    notes.append(f"misses {s.lose[seat]} turn{'s' if s.lose[seat] > 1 else ''}")
                if s.half_run[seat]:
                    notes.append("half speed")
                if notes and lx < x + inner - u(30):
                    note = fit_text(f_small, ", ".join(notes), x + inner - lx)
                    screen.blit(f_small.render(note, True, style.POSTER_RED_RGB), (lx, ly + u(2)))
            y += row_h
        return y + u(2)

    def _draw_present(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """The present conditions in a line or two; the dice; the last card drawn."""
        from game.scenes.common import fonts
        u = self.app.px
        s = self.presented                  # the conditions and the card as the moving tokens have met them
        cond = s.c.conditions[s.present]
        box = pygame.Rect(x, y, inner, u(36))
        pygame.draw.rect(screen, (222, 232, 246), box, border_radius=u(6))
        self.rects["present"] = box
        screen.blit(image(condition_picture(cond.key), (u(30), u(30))), (x + u(3), y + u(3)))
        fb = fonts().get(u(13), True)
        f = fonts().get(u(11))
        tw = inner - u(40)
        screen.blit(fb.render(fit_text(fb, cond.name, tw), True, style.NAVY_RGB), (x + u(38), y + u(2)))
        screen.blit(f.render(fit_text(f, cond.text, tw), True, MUTED), (x + u(38), y + u(19)))
        y += u(42)
        # the dice (drawn with the moving things) and the last card
        d = u(32)
        dice = pygame.Rect(x, y, d * 2 + u(6), d)
        self.rects["dice"] = dice
        if not s.last_dice:
            pygame.draw.rect(screen, (214, 222, 236), pygame.Rect(x, y, d, d), border_radius=u(6))
            pygame.draw.rect(screen, (214, 222, 236), pygame.Rect(x + d + u(6), y, d, d), border_radius=u(6))
        lx = dice.right + u(10)
        if s.last_card:
            lc = s.last_card
            key = style.PACK_KEY.get(lc.get("pack", ""), "sitzmark")
            screen.blit(image(style.sg_back(key), (u(22), u(31))), (lx, y))
            words = self._last_card_text(s)
            lines = wrap_words(f, words, x + inner - lx - u(28))
            for i, ln in enumerate(lines[:3]):
                if i == 2 and len(lines) > 3:
                    ln = fit_text(f, ln + " ...", x + inner - lx - u(28))
                screen.blit(f.render(ln, True, INK), (lx + u(28), y - u(2) + i * f.get_linesize()))
            self.rects["last"] = pygame.Rect(lx, y, x + inner - lx, d)
        else:
            text(screen, "No card drawn yet.", (lx, y + u(9)), u(11), MUTED)
        return y + d + u(8)

    def _button_rect(self, screen: pygame.Surface, key: str, rect: pygame.Rect, label: str,
                     colour: tuple[int, int, int] = BUTTON_RGB, enabled: bool = True) -> None:
        from game.scenes.common import fonts
        u = self.app.px
        col = colour if enabled else (150, 160, 176)
        pygame.draw.rect(screen, col, rect, border_radius=u(6))
        pygame.draw.rect(screen, (16, 24, 40), rect, 1, border_radius=u(6))
        f = fonts().get(u(12), True)
        img = f.render(fit_text(f, label, rect.w - u(6)), True, (255, 255, 255))
        screen.blit(img, img.get_rect(center=rect.center))
        self.hot[key] = rect

    def _draw_prompt(self, screen: pygame.Surface, s: Any, cur: int | None, x: int, y: int, inner: int) -> int:
        """The choice, offer or debt under way: for the player at the screen, with its buttons."""
        from game.scenes.common import fonts
        u = self.app.px
        f = fonts().get(u(12), True)
        fr = fonts().get(u(12))
        p = s.pending
        lines: list[str] = []
        buttons: list[tuple[str, str, tuple[int, int, int]]] = []
        if s.phase == "choose" and p is not None:
            who = s.name(p["seat"])
            if p["kind"] == "top":
                if cur is not None:
                    lines = ["Choose your trail (or click its first space):"]
                    for tid in p["trails"]:
                        t = s.c.trails[tid]
                        buttons.append((f"trail:{tid}", f"{t.name} ({t.payout} G)", BUTTON_RGB))
                else:
                    lines = [f"{who} chooses a trail at {p['from']}."]
            else:
                lines = [p.get("label", "Take it?")] if cur is not None else [f"{who}: {p.get('label', '')}"]
                if cur is not None:
                    buttons = [("branch:take", "Take it", (36, 128, 70)), ("branch:stay", "Stay", BUTTON_RGB)]
        elif s.phase == "trade" and s.offer is not None:
            o = s.offer
            said = s.offer_text(o)
            if cur is not None:
                lines = [f"{s.name(o['from'])} offers you {said}."]
                buttons = [("answer:yes", "Accept", (36, 128, 70)), ("answer:no", "Refuse", (170, 60, 40))]
                if self._counter_ok(s, cur):
                    buttons.append(("answer:counter", "Counter", BUTTON_RGB))
            else:
                lines = [f"{s.name(o['from'])} offers {s.name(o['to'])} {said}."]
        elif s.phase == "owe":
            debtor = s.current_player()
            if debtor is not None:
                owed = -s.groschen[debtor]
                if cur is not None:
                    lines = [f"You owe {owed} Groschen: sell equipment (click a piece in your row), "
                             f"offer a trade, or go bust."]
                    buttons = [("bust", "Go bust", (170, 60, 40))]
                else:
                    lines = [f"{s.name(debtor)} owes {owed} Groschen."]
        if not lines:
            return y
        out: list[str] = []
        for ln in lines:
            out += wrap_words(fr if not buttons else f, ln, inner - u(12))
        lh = f.get_linesize()
        bh = u(28)
        listed = bool(buttons) and buttons[0][0].startswith("trail:")     # trails: two to a row
        rows = (len(buttons) + 1) // 2 if listed else 1
        h = u(8) + len(out) * lh + (u(4) + rows * (bh + u(4)) if buttons else 0) + u(4)
        box = pygame.Rect(x, y, inner, h)
        pygame.draw.rect(screen, (255, 246, 214), box, border_radius=u(8))
        pygame.draw.rect(screen, (200, 160, 60), box, max(1, u(2)), border_radius=u(8))
        ty = y + u(6)
        for ln in out:
            screen.blit((f if buttons else fr).render(ln, True, INK), (x + u(6), ty))
            ty += lh
        ty += u(4)
        if listed:
            bw = (inner - u(18)) // 2
            for i, (key, label, col) in enumerate(buttons):
                r = pygame.Rect(x + u(6) + (i % 2) * (bw + u(6)), ty + (i // 2) * (bh + u(4)), bw, bh)
                self._button_rect(screen, key, r, label, col)
        elif buttons:
            bw = (inner - u(12) - u(6) * (len(buttons) - 1)) // len(buttons)
            for i, (key, label, col) in enumerate(buttons):
                self._button_rect(screen, key, pygame.Rect(x + u(6) + i * (bw + u(6)), ty, bw, bh), label, col)
        return y + h + u(6)

    @staticmethod
    def _counter_ok(s: Any, cur: int) -> bool:
        o = s.offer
        return o is not None and o["counters"][1 if cur == o["to0"] else 0] < s.c.n("counters")

    def _draw_hand(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """The viewer's own Ski Condition cards (click one to throw it)."""
        from game.scenes.common import fonts
        u = self.app.px
        v = self.viewer
        if v is None or self.handoff_to is not None or not s.hands[v]:
            return y
        text(screen, "Your Ski Condition cards", (x, y), u(12), MUTED, bold=True)
        y += u(17)
        hand = sorted(s.hands[v])
        n = max(3, len(hand))
        gap = u(6)
        w = (inner - gap * (n - 1)) // n
        h = u(46)
        fb = fonts().get(u(11), True)
        for i, cid in enumerate(hand):
            cond = s.c.conditions[cid]
            r = pygame.Rect(x + i * (w + gap), y, w, h)
            pygame.draw.rect(screen, (40, 92, 170), r, border_radius=u(6))
            pygame.draw.rect(screen, style.CREAM_RGB, r.inflate(-u(4), -u(4)), border_radius=u(5))
            ic = u(30)
            screen.blit(image(condition_picture(cond.key), (ic, ic)), (r.x + u(4), r.centery - ic // 2))
            tw = r.right - (r.x + ic + u(8)) - u(4)
            lines = wrap_words(fb, cond.name, tw)[:3]
            lh = fb.get_linesize()
            ty = r.centery - len(lines) * lh // 2
            for ln in lines:
                screen.blit(fb.render(fit_text(fb, ln, tw), True, style.NAVY_RGB), (r.x + ic + u(8), ty))
                ty += lh
            self.hot[f"hand:{cid}"] = r
        return y + h + u(8)

    def _draw_builder(self, screen: pygame.Surface, s: Any, cur: int, x: int, y: int, inner: int) -> int:
        """The trade being built: with whom, what each side gives, Groschen; Offer or Cancel."""
        from game.scenes.common import fonts
        u = self.app.px
        b = self.builder
        assert b is not None
        f = fonts().get(u(12), True)
        fr = fonts().get(u(12))
        top = y
        bh = u(24)
        y += u(6)
        if b["counter"]:
            screen.blit(f.render(fit_text(f, f"Counter-offer to {s.name(b['to'])}", inner - u(12)), True, INK),
                        (x + u(6), y))
            y += u(20)
        else:
            screen.blit(f.render("Trade with:", True, INK), (x + u(6), y + u(5)))
            others = [o for o in range(s.num_seats) if o != cur and s.active(o)]
            cx = x + u(6) + f.size("Trade with:")[0] + u(8)
            cw = max(u(40), (x + inner - u(6) - cx - u(4) * (len(others) - 1)) // max(1, len(others)))
            for o in others:
                r = pygame.Rect(cx, y, cw, bh)
                self._button_rect(screen, f"to:{o}", r, s.name(o), (36, 128, 70) if o == b["to"] else (120, 132, 150))
                cx += cw + u(4)
            y += bh + u(6)
        col_w = (inner - u(18)) // 2
        heads = ("You give", f"{s.name(b['to'])} gives")
        rows_y = y
        ends = []
        for i, (side, owner) in enumerate((("give", cur), ("get", b["to"]))):
            cx = x + u(6) + i * (col_w + u(6))
            cy = rows_y
            screen.blit(f.render(fit_text(f, heads[i], col_w), True, style.NAVY_RGB), (cx, cy))
            cy += u(18)
            sq = u(20)
            for k in self.content.items:
                have = s.items[owner].get(k, 0)
                if not have:
                    continue
                on = b[side].get(k, 0)
                screen.blit(image(style.sg_item(k), (u(18), u(18))), (cx, cy + u(1)))
                name = f"{on} of {have}"
                screen.blit(fr.render(name, True, INK if on else MUTED), (cx + u(21), cy + u(3)))
                self._button_rect(screen, f"{side}:{k}/-", pygame.Rect(cx + col_w - 2 * sq - u(3), cy, sq, sq), "-",
                                  enabled=on > 0)
                self._button_rect(screen, f"{side}:{k}/+", pygame.Rect(cx + col_w - sq, cy, sq, sq), "+",
                                  enabled=on < have)
                cy += sq + u(2)
            g = b[f"{side}_g"]
            screen.blit(image(style.sg_coin(), (u(16), u(16))), (cx + u(1), cy + u(2)))
            screen.blit(fr.render(f"{g} G", True, INK if g else MUTED), (cx + u(21), cy + u(3)))
            most = max(0, s.groschen[owner])
            self._button_rect(screen, f"{side}:g/-", pygame.Rect(cx + col_w - 2 * sq - u(3), cy, sq, sq), "-",
                              enabled=g > 0)
            self._button_rect(screen, f"{side}:g/+", pygame.Rect(cx + col_w - sq, cy, sq, sq), "+", enabled=g < most)
            cy += sq + u(3)
            ends.append(cy)
        y = max(ends) + u(4)
        a = self._built(cur)
        why = s.why_illegal(a) if a is not None else None
        ok = why is None
        bw = (inner - u(18)) // 2
        self._button_rect(screen, "offer:send", pygame.Rect(x + u(6), y, bw, u(28)),
                          "Counter" if b["counter"] else "Offer", (36, 128, 70), enabled=ok)
        self._button_rect(screen, "offer:cancel", pygame.Rect(x + u(12) + bw, y, bw, u(28)), "Cancel")
        y += u(32)
        if why:
            fs = fonts().get(u(11))
            screen.blit(fs.render(fit_text(fs, f"({why})", inner - u(12)), True, (150, 70, 30)), (x + u(6), y))
            y += fs.get_linesize()
        box = pygame.Rect(x, top, inner, y - top + u(4))
        pygame.draw.rect(screen, (200, 160, 60), box, max(1, u(2)), border_radius=u(8))
        return box.bottom + u(6)

    def _you_may(self) -> str:
        s = self.seen
        cur = s.current_player()
        if cur is None:
            return ""
        if cur in self.bots:
            return f"{s.name(cur)} is thinking..."
        if cur != self.viewer:
            return ""
        if self.builder is not None:
            return "Build your offer with + and -, then Offer."
        kinds = {a.kind for a in s.legal_actions(cur)}
        if s.phase == "opening":
            return "Roll the dice to see who starts (Roll or Space)."
        if "trail" in kinds:
            return "Choose a trail: click its first space on the board, or its button above."
        if "branch" in kinds:
            return "Take it or stay: the buttons above, or click the lit space."
        if "answer" in kinds:
            return "Accept, refuse or counter the offer."
        if s.phase == "owe":
            return "Sell equipment, trade, or go bust."
        if "wait" in kinds:
            return f"You cannot move ({s.stopped(cur)}): Wait, or throw a card, buy or trade first."
        words = ["roll (or Space)"] if "roll" in kinds else []
        if "throw" in kinds:
            words.append("throw a condition card")
        if "buy" in kinds:
            words.append("buy in the Ski Shoppe")
        if not words:
            return ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."


_faces: dict[Any, pygame.Surface] = {}


@functools.lru_cache(maxsize=64)
def condition_picture(key: str) -> str:
    """The picture of a kind of Ski Condition (a plain snowflake if the art has none)."""
    import os
    path = style.sg_condition(key)
    return path if os.path.exists(path) else style.sg_condition("packed")


def draw_card(content: Any, pack: str, cid: int, size: tuple[int, int], sipping: bool) -> pygame.Surface:
    """A card's face at ``size``: the pack's blank face with the card's words (and
    for a Ski Condition, its picture and name)."""
    from game.scenes.common import fonts
    w, h = size
    pic = image(style.sg_face(pack), (w, h)).copy()
    k = w / 250
    pad = round(22 * k)
    area = pygame.Rect(pad, round(82 * k), w - 2 * pad, h - round(82 * k) - round(50 * k))
    if pack == "condition":
        cond = content.conditions[cid]
        ic = round(96 * k)
        pic.blit(image(condition_picture(cond.key), (ic, ic)), (w // 2 - ic // 2, area.y))
        fb = fonts().get(max(8, round(22 * k)), True)
        y = area.y + ic + round(8 * k)
        for ln in wrap_words(fb, cond.name, area.w):
            img = fb.render(ln, True, style.NAVY_RGB)
            pic.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += fb.get_linesize()
        words, top = cond.text, y + round(6 * k)
    else:
        cards = content.sitzmark if pack == "sitzmark" else content.apres
        card = cards[cid]
        words = card.text + (f" {card.sip}" if sipping and card.sip else "")
        top = area.y
    box = pygame.Rect(area.x, top, area.w, area.bottom - top)
    f = fonts().get(7)
    lines = wrap_words(f, words, box.w)
    for size_ in range(max(8, round(20 * k)), 6, -1):
        f = fonts().get(size_)
        lines = wrap_words(f, words, box.w)
        if len(lines) * f.get_linesize() <= box.h:
            break
    y = box.y + max(0, (box.h - len(lines) * f.get_linesize()) // 2) if pack != "condition" else box.y
    for ln in lines:
        img = f.render(ln, True, INK)
        pic.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += f.get_linesize()
    return pic
