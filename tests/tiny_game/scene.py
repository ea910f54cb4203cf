"""Flag Race's play scene and board, drawn with pygame's shapes alone.

The board is the pile (a grid of flag places, the top of the pile last) and
each player's home along the bottom, where the flags they took stand. A click
on one of the pile's last three flags takes it and the flags after it; the
panel's Take chips do the same. Each flag taken glides home on its own (an
action with several moves, one after the other).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Event, Setup
from game.scenes.common import kept, text
from game.scenes.fitted import FittedBoardScene
from game.scenes.shown import Thing, box
from game.view.motion import Tween
from game.view.style import INK_RGB
from game.view.text import fit_text

from .actions import TakeFlags
from .state import FRContent, FRState

PANEL_W = 360
WIDTH, HEIGHT = 720, 440
COLS, STEP, TOP, LEFT = 7, 70, 60, 150            # the pile's places
HOME_COLS, HOME_STEP, HOME_TOP = 10, 30, 300       # each home's places
FLAG_H, HOME_H = 44, 30                            # a flag's height on the pile, at home
SPEED = 900.0                                      # world pixels a second
SNOW = (236, 242, 250)
PILE_RGB = (250, 200, 40)
LIT_RGB = (255, 140, 0)
RGB = {"red": (206, 48, 48), "blue": (40, 88, 200)}


def flag_rgb(colour: str | None) -> tuple[int, int, int]:
    """A flag on the pile (None), or one a player of ``colour`` took."""
    return PILE_RGB if colour is None else RGB.get(colour, (90, 90, 90))


def draw_flag(surf: pygame.Surface, centre: tuple[float, float], h: float, rgb: tuple[int, int, int]) -> pygame.Rect:
    """A flag ``h`` pixels high on its pole, centred on ``centre``; the rectangle drawn over."""
    cx, cy = centre
    px, top, bottom = cx - h * 0.3, cy - h / 2, cy + h / 2
    cloth = [(px, top), (px + h * 0.62, top + h * 0.2), (px, top + h * 0.4)]
    width = max(1, round(h / 14))
    pygame.draw.line(surf, (70, 60, 50), (px, top), (px, bottom), width)
    pygame.draw.polygon(surf, rgb, cloth)
    pygame.draw.polygon(surf, INK_RGB, cloth, 1)
    return pygame.Rect(round(px - width), round(top), round(h * 0.62 + 2 * width), round(h) + 1)


def pile_xy(j: int) -> tuple[float, float]:
    """Where the pile's flag ``j`` stands (world coordinates)."""
    return (LEFT + (j % COLS) * STEP, TOP + (j // COLS) * STEP)


def home_xy(seat: int, k: int) -> tuple[float, float]:
    """Where the ``k``-th flag ``seat`` took stands."""
    return (40 + seat * 340 + 15 + (k % HOME_COLS) * HOME_STEP, HOME_TOP + (k // HOME_COLS) * 40)


class FRBoard:
    """The snow, the pile's places and the two homes, drawn once per size."""

    def __init__(self, content: FRContent) -> None:
        self.c = content
        self.width, self.height = WIDTH, HEIGHT
        self._cache: dict[float, pygame.Surface] = {}

    def render(self, k: float) -> pygame.Surface:
        if k not in self._cache:
            surf = pygame.Surface((max(1, round(WIDTH * k)), max(1, round(HEIGHT * k))))
            surf.fill(SNOW)
            for j in range(self.c.flags):
                x, y = pile_xy(j)
                pygame.draw.circle(surf, (214, 224, 238), (round(x * k), round(y * k)), max(2, round(22 * k)))
            for seat, rgb in enumerate(RGB.values()):
                box = pygame.Rect(round((40 + seat * 340) * k), round((HOME_TOP - 26) * k), round(320 * k),
                                  round(140 * k))
                pygame.draw.rect(surf, rgb, box, max(1, round(3 * k)), border_radius=max(1, round(12 * k)))
            self._cache[k] = surf
        return self._cache[k]


def board_renderer(content: FRContent) -> FRBoard:
    """One board per pile size for the whole run."""
    return kept(("flag-race", content.flags), lambda: FRBoard(content))


class FlagRaceScene(FittedBoardScene[FRState]):
    def __init__(self, app: Any, setup: Setup, state: Any = None) -> None:
        super().__init__(app, setup, state)
        self.renderer = board_renderer(self.content)
        self._queued: list[Tween] = []      # every flag's glide of the action playing now

    # -- layout -------------------------------------------------------------------
    def _layout(self) -> None:
        self.fit_board(self.renderer, self.app.px(PANEL_W))
        self._buttons = self.panel_buttons([])
        self._reopen_overlays()

    def _flag_rect(self, xy: tuple[float, float], h: float = FLAG_H) -> pygame.Rect:
        x, y = self.to_screen(xy)
        size = h * self.scale
        return pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size))

    # -- what is drawn where ----------------------------------------------------------
    def _things(self) -> list[Thing]:
        """The pile's flags: the later drawn over the earlier."""
        return [box(f"flag:{j}", self._flag_rect(pile_xy(j)), layer=j) for j in range(self.presented.pile)]

    # -- animations -----------------------------------------------------------------
    def _animate(self, e: Event) -> None:
        if e.kind != "take" or e.seat is None:
            return
        self._queued = [tw for tw in self._queued if tw in self.motions.tweens]
        had = self.seen.taken[e.seat] - e.data["count"]
        for i in range(e.data["count"]):
            j = e.data["first"] + e.data["count"] - 1 - i        # the top flag first
            tw = Tween(e.seat, [pile_xy(j), home_xy(e.seat, had + i)], SPEED, piece=j)
            self.motions.tweens.append(tw)
            self._queued.append(tw)

    def _landed(self) -> dict[int, tuple[float, float]]:
        """The flags of the action playing now that are home already (its others still on their way)."""
        if not self.motions.tweens:
            return {}
        before = self.motions.tweens[0].before
        live = set(map(id, self.motions.tweens))
        return {tw.piece: tw.points[-1] for tw in self._queued if tw.before is before and id(tw) not in live}

    # -- drawing --------------------------------------------------------------------
    def _still_key(self) -> tuple:
        return (self._panel_key(self.app.screen), self.scale, self.origin, self.app.k)

    def _draw_still(self, surf: pygame.Surface) -> None:
        surf.fill((206, 222, 240), self.frame.board_rect)
        surf.set_clip(self.frame.board_rect)
        surf.blit(self.renderer.render(self.scale), (round(self.origin[0]), round(self.origin[1])))
        surf.set_clip(None)
        self.panel.blit(surf)

    def _draw_moving(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The flags (on the pile, gliding, at home) and the trace under the glide."""
        s = self.presented
        moving = self.motions.tweens[0] if self.motions.tweens else None
        landed = self._landed()
        out: list[pygame.Rect] = []
        screen.set_clip(self.frame.board_rect)
        out += self._draw_trace(screen)
        for j in range(s.pile):
            if moving is not None and j == moving.piece:
                continue
            if j in landed:
                out.append(draw_flag(screen, self.to_screen(landed[j]), HOME_H * self.scale,
                                     flag_rgb(s.setup.seats[moving.seat].colour if moving else None)))
            else:
                out.append(draw_flag(screen, self.to_screen(pile_xy(j)), FLAG_H * self.scale, flag_rgb(None)))
        for seat in range(s.num_seats):
            rgb = flag_rgb(s.setup.seats[seat].colour)
            for k in range(s.taken[seat]):
                out.append(draw_flag(screen, self.to_screen(home_xy(seat, k)), HOME_H * self.scale, rgb))
        if moving is not None and moving.seat is not None:
            out.append(draw_flag(screen, self.to_screen(moving.pos()), FLAG_H * self.scale,
                                 flag_rgb(s.setup.seats[moving.seat].colour)))
        screen.set_clip(None)
        return [r.clip(screen.get_rect()) for r in out if r.w and r.h]

    def _draw_trace(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The way the gliding flag takes, in its taker's colour."""
        tw = self.motions.tweens[0] if self.motions.tweens else None
        if tw is None or tw.seat is None:
            return []
        rgb = flag_rgb(self.seen.setup.seats[tw.seat].colour)
        return self.trace(screen, [self.to_screen(p) for p in tw.points], rgb)

    # -- the panel ------------------------------------------------------------------
    def _heading(self) -> str:
        s = self.presented            # whose turn it is as the flags show it
        cur = s.current_player()
        return "The race is over" if cur is None else f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _panel_key(self, screen: pygame.Surface) -> tuple:
        hint = self.hints.now()
        return (id(self.seen), id(self.presented), len(self.seen.action_log), self.seats.viewer, self.seats.handoff_to,
                self.status, len(self.log), self.log[-1:], screen.get_size(), hint.move if hint else None,
                self.app.k, bool(self.motions.tweens))

    def _draw_panel(self, screen: pygame.Surface) -> None:
        from game.scenes.common import fonts
        u = self.app.px
        s = self.presented
        x, y, inner, _ = self._panel_heading(screen)
        y += u(44)
        turn = s.current_player()
        for seat in range(s.num_seats):
            ss = s.setup.seats[seat]
            row = pygame.Rect(x, y, inner, u(34))
            if seat == turn:
                pygame.draw.rect(screen, (214, 228, 246), row.inflate(u(8), u(4)), border_radius=u(6))
            draw_flag(screen, (x + u(12), y + u(16)), u(26), flag_rgb(ss.colour))
            label = f"{ss.name}{' (bot)' if seat in self.bots else ''}"
            f = fonts().get(u(15), seat == turn)
            screen.blit(f.render(fit_text(f, label, inner - u(130)), True, INK_RGB), (x + u(32), y + u(6)))
            won = " - wins" if s.winner == seat else ""
            text(screen, f"{s.taken[seat]} flags{won}", (x + inner, y + u(6)), u(15), INK_RGB, bold=True,
                 anchor="topright")
            self.panel.hot[f"row:{seat}"] = row
            y += u(40)
        text(screen, f"On the pile: {s.pile} of {s.c.flags}", (x, y + u(4)), u(15), (60, 68, 84))
        y += u(32)
        cur = self.seats.mine()
        counts = [a.count for a in s.legal_actions(cur) if isinstance(a, TakeFlags)] \
            if cur is not None and not self.motions.tweens else []
        chip_w = (inner - 2 * u(8)) // 3
        for i in range(1, s.c.most + 1):
            r = pygame.Rect(x + (i - 1) * (chip_w + u(8)), y, chip_w, u(36))
            able = i in counts
            pygame.draw.rect(screen, (255, 244, 214) if able else (222, 226, 234), r, border_radius=u(8))
            pygame.draw.rect(screen, (180, 186, 198), r, max(1, u(2)), border_radius=u(8))
            text(screen, f"Take {i}", r.center, u(15), INK_RGB if able else (150, 156, 168), bold=able,
                 anchor="center")
            self.panel.hot[f"take:{i}"] = r
        y += u(48)
        self.panel.end(screen, x, y, inner)

    def _your_move(self, cur: int) -> str:
        return "Take 1 to 3 flags: click a lit flag, or a Take chip."
