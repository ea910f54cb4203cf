"""The play scene of Himalaya Grand Prix: the course, the captains, the secret
hand of Yeti and snowball cards, and the die.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu; this scene draws the course and its pieces and
turns clicks into the game's actions:

- a waiting snowboarder (on the panel), then a lit starting space: start it;
- one of your snowboarders on the course, then a lit space: move it; from
  the last row, the finishing spaces: finish;
- a Yeti card in your hand (or its lit space on the course): hire it; then
  the die (or Roll), and Snowball or Keep while there is a choice;
- Pass, when nothing can be started or moved.

Snowboarders slide from space to space, the die tumbles before it settles,
the Yeti's snowball flies along its row and knocked-off snowboarders tumble
off the course.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.interaction import Key
from game.core.protocol import Event, Setup
from game.games.grand_prix.rules.state import GPState
from game.scenes.common import image, kept
from game.scenes.fitted import FittedBoardScene
from game.scenes.panel_items import Card, Cards, PanelItem, Pic, Row, Slot, Slots
from game.scenes.panel_items import sprite as face
from game.scenes.shown import Box, Disc, Thing, box
from game.view.motion import Flight, Tween

from . import style
from .course_view import CourseRenderer
from .pieces import aim, draw_rider, lean_of, played_cards, rider
from .presenter import BUTTONS, die_words

if TYPE_CHECKING:

    from game.app import App

    from .rules.content import GPContent

PANEL_W = 400
SLIDE_SPEED = 420.0       # world pixels per second
DIE_TUMBLE = 0.7          # seconds the die tumbles before it settles

def course_renderer(content: GPContent) -> CourseRenderer:
    """One renderer per course for the whole run (it caches the drawn course);
    forgotten with the other caches when the window is made again."""
    return kept(("course", content.path), lambda: CourseRenderer(content))


class GrandPrixScene(FittedBoardScene[GPState]):
    UNDO_BREAKERS = ("roll",)     # a roll is not taken back (the die has spoken)
    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.renderer = course_renderer(self.content)
        self.die_shown = 0          # the face the die shows (0: not rolled yet)
        self.die_time = 0.0         # seconds of tumbling left

    # -- layout and coordinates --------------------------------------------------
    def _layout(self) -> None:
        self.fit_board(self.renderer, self.panel.width_for(PANEL_W))
        self._buttons = self.panel_buttons(BUTTONS)
        self._reopen_overlays()
        size = self._token_size()
        for owner in range(self.seen.num_seats):      # every snowboarder now: not in a move's first frame
            for value in self.content.values:
                self._rider(self.seen, owner, value, size)

    def _rider(self, s: Any, owner: int, value: int, size: int) -> pygame.Surface:
        """Captain ``owner``'s snowboarder of ``value``, ``size`` across."""
        team = s.team(owner)
        return rider(team, value, size, self.content.team_rgb(team))

    def _centre(self, space: int) -> tuple[float, float]:
        """Where a snowboarder stands on a space: below the die numbers."""
        s = self.content.spaces[space]
        return (s.x + s.w / 2, s.y + s.h * 0.6)

    def _place_centre(self, place: int) -> tuple[float, float]:
        """Where a snowboarder stands on a finishing space: on top of its podium step."""
        r = self.renderer.finish_rect(place)
        return (r.centerx, self.renderer.podium_top(place) - self.content.spaces[0].h * 0.34)

    def _yeti_centre(self, key: str) -> tuple[float, float]:
        return self.renderer.yeti_rect(key).center

    # -- animations --------------------------------------------------------------
    def _ease(self, dt: float) -> None:
        super()._ease(dt)
        if self.die_time > 0:       # the tumbling face changes with time, not with the game's dice
            self.die_shown = 1 + int(self.die_time * 23) % 6

    def _settle(self) -> None:
        super()._settle()
        p = self.seen.pending
        self.die_shown = (p["rolls"][-1] if p and p["rolls"] else self._last_roll)

    _last_roll = 0
    _thrown: str | None = None      # the Yeti whose snowball flies (its aim stays lit meanwhile)

    def _animate(self, e: Event) -> None:
        d = e.data if isinstance(e.data, dict) else {}
        if e.kind == "start":
            end = self._centre(d["space"])
            self.motions.tweens.append(Tween(e.seat, [(end[0], -40.0), end], SLIDE_SPEED, piece=(e.seat, d["value"])))
        elif e.kind == "move":
            self.motions.tweens.append(Tween(e.seat, [self._centre(d["from"]), self._centre(d["to"])], SLIDE_SPEED * 0.6,
                                     piece=(e.seat, d["value"])))
        elif e.kind == "finish":
            start = self._centre(d["from"])
            end = self._place_centre(d["place"]) if d["place"] else (start[0], self.renderer.height + 60.0)
            self.motions.tweens.append(Tween(e.seat, [start, end], SLIDE_SPEED, piece=(e.seat, d["value"])))
        elif e.kind == "yeti":
            row = self.panel.rects.get(Key("row", e.seat))
            if row is not None:
                yeti, colour = d["key"].split("/")
                u = self.app.px
                pic = image(style.gp_yeti_card(yeti, colour), (u(90), u(126)))
                self.motions.flights.append(Flight(pic, row.center, self.to_screen(self.renderer.card_spot(d["key"]).center), 0.45,
                                           grow=0.6))
        elif e.kind == "roll":
            self._last_roll = d["die"]
            self.die_time = DIE_TUMBLE
            self.die_shown = 1
        elif e.kind in ("knock", "miss"):
            self._throw(e)

    def _throw(self, e: Event) -> None:
        """The Yeti's snowball along its row; the snowboarders it hits tumble off."""
        if not self._laid_out:
            return                      # not on the screen yet: nothing to fly
        d = e.data
        ys = self.content.yeti_spaces[d["key"]]
        self._thrown = str(d["key"])
        u = self.app.px
        course = self.renderer.course_rect()
        yx, yy = self._yeti_centre(d["key"])
        far_x = course.right + 40 if ys.colour == "green" else course.x - 40
        start, end = self.to_screen((yx, yy)), self.to_screen((far_x, yy))
        wait = self.die_time
        ball = image(style.gp_snowball(), (u(36), u(36)))
        self.motions.flights.append(Flight(ball, start, end, 0.55, hold=wait, spin=-720 if ys.colour == "red" else 720))
        for sp, (owner, value) in zip(d["spaces"], d["boarders"]):
            at = self.to_screen(self._centre(sp))
            away = (at[0] + (u(160) if ys.colour == "green" else -u(160)), at[1] + u(60))
            pic = self._rider(self.seen, owner, value, self._token_size())  # knocked off its board, spinning away
            # each one tumbles off as the snowball reaches it
            reach = (at[0] - start[0]) / (end[0] - start[0]) if end[0] != start[0] else 0.0
            self.motions.flights.append(Flight(pic, at, away, 0.6, hold=wait + 0.55 * max(0.0, min(1.0, reach)),
                                       spin=540, fade=True))

    # -- what is drawn where ---------------------------------------------------------
    def _things(self) -> list[Thing]:
        """The finishing zone (a little beyond its edge), each Yeti round its place beside
        its row, and the course's spaces over them."""
        r = self.renderer
        zone = self.screen_rect(r.finish_zone())
        out = [Thing(Key("finish"), Box(self.screen_rect(r.finish_zone().inflate(16, 16))), 0, zone)]
        for k, y in self.content.yeti_spaces.items():
            out.append(Thing(Key("yeti", k), Disc(self.to_screen((y.x + y.w / 2, y.y + y.h / 2)),
                                               (max(y.w, y.h) / 2 + 4) * self.scale), 1,
                             self.screen_rect(r.yeti_rect(k))))
        out += [box(Key("space", s.id), self.screen_rect(r.space_rect(s.id)), layer=2) for s in self.content.spaces]
        return out

    def _kept_clear(self) -> list[pygame.Rect]:
        """With no move lit, the finishing spaces taken (a tutorial's words after a
        finish keep clear of it)."""
        r = self.renderer
        return [self.screen_rect(r.finish_rect(place)) for place in range(1, len(self.seen.podium) + 1)]

    # -- drawing ------------------------------------------------------------------
    def _aimed(self) -> str | None:
        """The Yeti whose aim the course shows: the one hired, whose die is to be
        rolled (nothing else can be hired meanwhile: the card under the mouse
        is not what the die is for), else the Yeti or the Yeti card under the
        mouse, else the one whose snowball is still flying."""
        p = self.seen.pending
        if p is not None:
            return str(p["key"])
        if self.frame.mouse is not None and self.seats.handoff_to is None:
            key = self.frame.spot_at(self.frame.mouse)
            if key is not None and key.kind in ("yeti", "card") and key.value in self.content.yeti_spaces:
                return key.value
        return self._thrown if self.motions.flights else None      # its snowball still flying

    def _still_more(self) -> tuple:
        return (tuple(sorted(self.seen.placed)), tuple(sorted(self.seen.twins)), self._aimed())

    def _draw_still(self, surf: pygame.Surface) -> None:
        r = self.renderer
        img = r.render(self.scale)
        surf.fill((236, 243, 251), self.frame.board_rect)       # the slope's own colour round the course
        surf.set_clip(self.frame.board_rect)
        surf.blit(img, (round(self.origin[0]), round(self.origin[1])))
        # the Yeti cards played, in the snow at the foot of each Yeti's sign
        for key in self.seen.placed:
            played_cards(surf, r, key, 2 if key in self.seen.twins else 1, self.screen_rect)
        aimed = self._aimed()
        if aimed is not None:
            pic, row = aim(r, aimed, self.scale)
            surf.blit(pic, self.screen_rect(row))
        surf.set_clip(None)
        self.panel.blit(surf)

    def _token_size(self) -> int:
        return max(self.app.px(24), round(self.content.spaces[0].h * self.scale * 0.6))

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """Snowboarders (on the course, sliding, on the podium) and the die (the table draws the
        flights and the tooltip over them)."""
        s = self.presented                  # the race as it stood before the move playing now
        size = self._token_size()
        moving = self.motions.tweens[0] if self.motions.tweens else None
        mover = moving.piece if moving is not None else None
        out = []
        screen.set_clip(self.frame.board_rect)
        out += self._draw_trace(screen)          # (within the board: the screen's clip)

        def token(owner: int, value: int, world: tuple[float, float], lean: float = 0.0) -> None:
            pic = self._rider(s, owner, value, size)
            out.append(draw_rider(screen, pic, self.to_screen(world), lean).clip(self.frame.board_rect))

        for sp, occ in enumerate(s.cells):
            if occ is not None and (occ[0], occ[1]) != mover:
                token(occ[0], occ[1], self._centre(sp))
        for place, (owner, value) in enumerate(s.podium, start=1):
            if (owner, value) != mover:
                token(owner, value, self._place_centre(place))
        if moving is not None and mover is not None:
            a, b = moving.points[0], moving.points[-1]
            token(mover[0], mover[1], moving.pos(), lean_of(a, b, moving.t / moving.total))
        screen.set_clip(None)
        out.append(self._draw_die(screen))
        return [r for r in out if r.w and r.h]

    def _draw_trace(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The way the sliding snowboarder takes (from where it was, or from the
        top of the slope, to its space, its finishing space or off the course),
        in its team's colour while the move plays, so a bot's turn can be followed."""
        tw = self.motions.tweens[0] if self.motions.tweens else None
        if tw is None or tw.seat is None or tw.piece is None or len(tw.points) < 2:
            return []
        colour = self.content.team_rgb(self.seen.team(tw.seat))
        (x, y), rest = tw.points[0], tw.points[1:]
        top = self.renderer.course_rect().y            # one starting slides in from above: traced from the top row
        return self.trace(screen, [self.to_screen(p) for p in [(x, max(y, top)), *rest]], colour)

    def _draw_die(self, screen: pygame.Surface) -> pygame.Rect:
        """The die on the panel: tumbling, then the roll; blank until a Yeti is hired."""
        box = self.panel.rects.get(Key("die"))
        if box is None:
            return pygame.Rect(0, 0, 0, 0)
        p = self.seen.pending
        last = p is None and self.die_time <= 0 and self._last_roll
        face = self.die_shown if self.die_time > 0 else (p["rolls"][-1] if p and p["rolls"] else self._last_roll)
        if face:
            pic = image(style.gp_die(face), (box.w, box.h))
            if self.die_time > 0:
                pic = pygame.transform.rotate(pic, (self.die_time * 900) % 360)
            elif last:
                pic = pic.copy()
                pic.set_alpha(120)           # the last throw's roll, until the next Yeti
            return screen.blit(pic, pic.get_rect(center=box.center))
        return pygame.Rect(0, 0, 0, 0)

    # -- the panel ------------------------------------------------------------------
    def _panel_more(self) -> tuple:
        return (self.die_time > 0,)

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        return "The race is over" if cur is None else f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _panel_items(self) -> list[PanelItem]:
        """Each captain's row (team, name, points; the snowboarders waiting, which
        the captain to act clicks to start one; the cards held, counted; the
        snowballs; the rivals knocked off), the hand of the seat at the screen,
        and the die with the throw under way."""
        s, c = self.seen, self.content
        cur, turn, v = s.current_player(), self.presented.current_player(), self.seats.viewer
        out: list[PanelItem] = []
        for seat in range(s.num_seats):
            ss = s.setup.seats[seat]
            mine = seat == v and seat == cur and self.seats.handoff_to is None
            waiting = tuple(Pic(face(style.gp_boarder(ss.colour, value)), key=Key("wait", value) if mine else None,
                                size=(22, 22)) for value in sorted(s.reserve[seat]))
            held = len(s.hands[seat]) + s.snowballs[seat]
            counts = (Pic(face(style.gp_back()), f"{held} card{'s' * (held != 1)}", size=(14, 20)),) + \
                tuple(Pic(face(style.gp_snowball()), size=(14, 14)) for _ in range(s.snowballs[seat]))
            caps = s.captured[seat]        # the rivals this captain's Yetis knocked off, the last five
            knocked = tuple(Pic(face(style.gp_boarder(s.team(owner), value)), size=(20, 20))
                            for owner, value in caps[-5:])
            more = (Pic(face(style.gp_boarder_back()), f"+{len(caps) - 5}", size=(20, 20)),) if len(caps) > 5 else ()
            pts = round(self.motions.score_shown[seat])
            out.append(Row(f"{ss.name}{' (bot)' if seat in self.bots else ''}", f"{pts} pt{'s' * (pts != 1)}", icons=(face(style.gp_team(ss.colour)),),
                           icon_size=(30, 30), marked=seat == turn, place=Key("row", seat),
                           bits=waiting + counts, ends=more + knocked, height=50))
        if v is not None:        # the private hand: a playable Yeti card is clicked to hire it
            in_hand = s.hand_keys(v)
            keys = sorted(set(in_hand), key=lambda k: (c.yeti_order.index(k.split("/")[0]), k))
            # two matching cards lie as one with "x2" on it: either is played by a click on it, one a turn
            cards = [Card(Key("card", k), face(style.gp_yeti_card(*k.split("/"))), dim=k in s.twins,
                          badge="x2" if in_hand.count(k) > 1 else "") for k in keys]
            cards += [Card(Key("ball", j), face(style.gp_snowball_card())) for j in range(s.snowballs[v])]
            out.append(Cards(tuple(cards), (56, 78), title=f"{s.name(v)}'s hand", keep=True))
        out.append(Slots((Slot(Key("die"), hot=self._may_roll()),), 56, beside=self._throw_words()))
        return out

    def _may_roll(self) -> bool:
        """The seat at the screen has a Yeti's die to roll (a click on the die rolls it)."""
        p = self.seen.pending
        return p is not None and bool(p["to_roll"]) and p["seat"] == self.seats.viewer and self.seats.handoff_to is None

    def _throw_words(self) -> tuple[str, ...]:
        """The throw under way in two lines beside the die: whose Yeti on which
        row, and the rolls (or how to roll); with none, what the die is for."""
        s, c = self.seen, self.content
        p = s.pending
        if p is None:
            return (die_words(c.hit_from),)
        ys = c.yeti_spaces[p["key"]]
        first = f"{s.name(p['seat'])}'s {c.yeti_names[ys.yeti]} ({ys.colour}) on row {ys.row}"
        if p["rolls"] and self.die_time > 0:
            return first, "The die is rolling..."         # its result shows when it settles
        if p["rolls"]:
            best = s.roll_result()
            hits = len(s.hits(p["key"], best, p["rerolled"], p["seat"]))
            return first, f"Rolls: {', '.join(map(str, p['rolls']))} ({'last' if s.strict else 'best'} {best}): hits {hits}"
        return first, "Click the die (or Roll) to throw."

    def _your_move(self, cur: int) -> str:
        """What the player at the screen may do now, in a few words."""
        s = self.seen
        kinds = {a.kind for a in s.legal_actions(cur)}
        if "roll" in kinds:
            return "Roll the die: click it, or press Roll (or Space)."
        if "keep" in kinds:
            return "Keep this roll, or throw away a snowball card to roll again."
        words = [w for k, w in (("start", "start a snowboarder"), ("move", "move one"),
                                ("finish", "cross the finish"), ("yeti", "hire a Yeti"),
                                ("pass", "pass")) if k in kinds]
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."
