"""The play scene of Ski Gammon: the board, the skiers' tokens, and a side
panel with every skier's Groschen, equipment and Ski Condition cards, the
present conditions, the dice, the last card drawn, your own condition cards
and whatever choice or trade is under way.

The table (``table.py``) does hand-offs, acting, autosave, undo, bots, the
log, the hint and the menu, and routes every click, hint and tooltip
through the game's presenter (``presenter.py``: what may be clicked, what a
click does, the trade builder). This scene draws and says what is drawn
where: the key of the thing on top at a point of the board, and where a
key's thing is on the screen. Its parts:

- ``journey.py``: the tokens' journeys, the dice, the cards and the coins;
- ``panel.py``: the side panel and the trade builder;
- ``faces.py``: the cards' faces.

Moves, as a player makes them: Roll (or Space), Wait when the conditions
stop you, Buy card (a Ski Condition card, sight unseen; or click the Ski
Conditions pack); a trail's first space (or its name, or its button in the
panel) at the top of the lift; Take it or Stay at the Boomer branch and the
cut-off (or click where it goes); one of your Ski Condition cards in the
panel: throw it before you roll; a piece in the Ski Shoppe: buy it; one of
your own pieces in your row: sell it; Trade: the trade builder in the panel
(whom, what each side gives, Groschen by fives and ones), then Offer; the
skier offered it accepts, refuses or counters; Go bust when you cannot pay.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.interaction import Key
from game.core.protocol import Setup
from game.scenes.common import image, kept
from game.scenes.shown import Box, Thing, box
from game.view.text import wrap_to_fit, wrap_words

from . import style
from .board_view import BoardRenderer, rect_of
from .faces import condition_picture
from .journey import Journey
from .panel import SGPanel
from .presenter import BUTTONS, token_place

if TYPE_CHECKING:
    from game.app import App

PANEL_W = 400
MOVING = 1.12           # the moving token's size against a standing one's
MUTED = (70, 78, 94)    # the conditions box's words


def board_renderer(content: Any) -> BoardRenderer:
    """One renderer per board for the whole run (it caches the drawn board)."""
    return kept(("ski-gammon board", content.path), lambda: BoardRenderer(content))


class SkiGammonScene(SGPanel):
    UNDO_BREAKERS = ("roll", "opening", "card", "condition", "rain", "time_up")
    OOT_DONE = "wait"       # buying from the Shoppe at any time: Wait reads Done meanwhile

    def __init__(self, app: App, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.renderer = board_renderer(self.content)

    # -- layout and coordinates --------------------------------------------------
    def _layout(self) -> None:
        self.fit_board(self.renderer, self.panel.width_for(PANEL_W))
        self._buttons = self.panel_buttons(BUTTONS)
        self._reopen_overlays()
        size = self._token_size()
        for seat in self.seen.setup.seats:     # every token at both sizes now: not in a move's first frame
            for px in (size, round(size * MOVING)):
                image(style.sg_token(seat.colour, self.app.settings.symbols), (px, px))

    def _token_size(self) -> int:
        return max(self.app.px(18), round(33 * self.scale))

    # -- what is drawn where ---------------------------------------------------------
    def _things(self) -> list[Thing]:
        """The places (START, the packs...), the trails' names at their tops and feet, the
        spaces (a click a little beside one still lands on it) and the Ski Shoppe's pieces."""
        r = self.renderer
        sr = self.screen_rect
        order = ("start", "summit", "conditions", "condition_pack", "sitzmark_pack", "apres_pack", "shoppe")
        out = [box(Key("place", k), sr(r.place_rect(k))) for k in reversed(order) if k in self.content.places]
        out += [box(Key('label' if kind == 'top' else 'foot', tid), sr(b), layer=1) for kind, _, b, tid in r.labels]
        out += [Thing(Key("space", f"{where}/{n}"), Box(sr(rect.inflate(6, 6))), 2, sr(rect))
                for (where, n), rect in r.spaces()]
        out += [box(Key("shoppe", k), sr(cell), layer=3) for k, cell in r.shoppe_cells().items()]
        return out

    def point_for(self, key: Key) -> tuple[int, int] | None:
        """Where a click lands on ``key``'s thing; a trade half built hides your
        cards and the choice under way, so it is put aside first (Cancel), as a
        player would."""
        at = super().point_for(key)
        if at is None and self.deal is not None and key not in self.panel.hot:
            cancel = super().point_for(Key("offer", "cancel"))
            if cancel is not None:
                self._click(cancel)
                at = super().point_for(key)
        return at

    # -- drawing ------------------------------------------------------------------------
    def _still_more(self) -> tuple:
        return (self.die_time > 0,)

    def _draw_still(self, surf: pygame.Surface) -> None:
        r = self.renderer
        surf.fill(style.SKY_RGB, self.frame.board_rect)                # round the board: sky above, snow below
        surf.fill((236, 240, 244), pygame.Rect(self.frame.board_rect.x, self.frame.board_rect.centery, self.frame.board_rect.w,
                                               self.frame.board_rect.h - self.frame.board_rect.h // 2))
        surf.set_clip(self.frame.board_rect)
        surf.blit(r.render(self.scale), (round(self.origin[0]), round(self.origin[1])))
        s = self.presented
        self._draw_conditions_box(surf, s)
        self._draw_closed(surf, s)
        self._draw_counts(surf, s)
        surf.set_clip(None)
        self.panel.blit(surf)
        if self.die_time <= 0:
            self._draw_dice(surf)

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
        lines = wrap_words(f, cond.name, tw)
        lh = f.get_linesize()
        # every word of the card, smaller where the box is short of room (never cut)
        top = max(8, round(inner.h * 0.13))
        f2, rest = wrap_to_fit(fonts().get, [size for size in range(top, 6, -1)], cond.text, tw,
                               inner.h - len(lines) * lh)
        lh2 = f2.get_linesize()
        y = inner.centery - (len(lines) * lh + len(rest) * lh2) // 2
        for ln in lines:
            surf.blit(f.render(ln, True, style.NAVY_RGB), (tx, y))
            y += lh
        for ln in rest:
            surf.blit(f2.render(ln, True, MUTED), (tx, y))
            y += lh2

    def closed_signs(self, s: Any) -> list[tuple[str, pygame.Rect]]:
        """What the present conditions close, as signs on the board: "CLOSED" over
        the first space of each closed trail (a skier already on it skis on; none
        starts down it) and "STOPPED" over the lift's first space when it stands
        still. A play-test saw Avalanche Warning close Gelandesprung with nothing
        on the board to say so."""
        from game.scenes.common import fonts
        cond = s.c.conditions[s.present]
        signs = [("CLOSED", s.c.trails[t].rects[0]) for t in cond.closed if t in s.c.trails]
        if cond.lift == "closed" or cond.stop:
            signs.append(("STOPPED", s.c.lift[0]))
        if cond.stop:
            signs += [("CLOSED", t.rects[0]) for t in s.c.trails.values() if not t.from_lift]
        f = fonts().get(max(9, round(11 * self.scale * 1.2)), True)
        out = []
        for words, world in signs:
            at = self.screen_rect(rect_of(world))
            sign = pygame.Rect(0, 0, f.size(words)[0] + self.app.px(10), f.get_linesize() + self.app.px(2))
            sign.midtop = (at.centerx, at.bottom + self.app.px(2))      # under the space: the names sit above
            out.append((words, sign))
        return out

    def _draw_closed(self, surf: pygame.Surface, s: Any) -> None:
        from game.scenes.common import fonts
        f = fonts().get(max(9, round(11 * self.scale * 1.2)), True)
        for words, sign in self.closed_signs(s):
            space = pygame.Rect(0, 0, sign.h * 2, sign.h * 2)
            space.midbottom = (sign.centerx, sign.top - self.app.px(2))
            # a red rope across the space, as on the slopes
            pygame.draw.line(surf, style.POSTER_RED_RGB, space.bottomleft, space.topright, max(2, self.app.px(3)))
            pygame.draw.rect(surf, style.POSTER_RED_RGB, sign, border_radius=self.app.px(4))
            pygame.draw.rect(surf, (255, 255, 255), sign, max(1, self.app.px(1.5)), border_radius=self.app.px(4))
            img = f.render(words, True, (255, 255, 255))
            surf.blit(img, img.get_rect(center=sign.center))

    def prices_for(self) -> int:
        """The seat whose Ski Shoppe prices show (at the start, or away from it, they
        differ): the skier at the screen, who may shop in another's turn (a player
        at another computer always does); the player to move when nobody holds it."""
        viewer, cur = self.seats.viewer, self.seen.current_player()
        return viewer if viewer is not None else cur if cur is not None else 0

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
        who = self.prices_for()
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
        """The tokens (standing, arrived, moving) and the dice (the table draws the flights and
        the tooltip over them)."""
        s = self.presented
        size = self._token_size()
        journey = self.motions.tweens[0] if self.motions.tweens and isinstance(self.motions.tweens[0], Journey) else None
        moving = journey.piece if journey is not None else None
        arrived = journey.arrived() if journey is not None else {}
        out = []
        screen.set_clip(self.frame.board_rect)
        out += self._draw_trace(screen)          # (within the board: the screen's clip)
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
            out.append(self._draw_token(screen, s, moving, journey.pos(), round(size * MOVING)))
        screen.set_clip(None)
        if self.die_time > 0:                   # tumbling: each frame (still: with the panel)
            out.append(self._draw_dice(screen))
        return [r for r in out if r.w and r.h]

    def _draw_token(self, screen: pygame.Surface, s: Any, seat: int, world: tuple[float, float],
                    size: int) -> pygame.Rect:
        pic = image(style.sg_token(s.setup.seats[seat].colour, self.app.settings.symbols), (size, size))
        x, y = self.to_screen(world)
        return screen.blit(pic, pic.get_rect(center=(round(x), round(y)))).clip(self.frame.board_rect)

