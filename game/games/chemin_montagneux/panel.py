"""Chemin Montagneux's side panel: whose turn it is, the variants in play, each
player's pawns, stock and coins, the common area, the four dice, the stock of
the player at the screen, the choice under way and what you may do.

Its places are keyed for the presenter (``presenter/``): the dice
(``die:S``), the stock's tiles (``hand:N``), the players' rows (``row:N``),
the common area (``coins``) and the variants line (``variants``). What is lit
and what is picked is outlined over it by the table, as on the board.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.core.interaction import Key
from game.games.chemin_montagneux.rules.state import CMState
from game.scenes.common import image, text
from game.scenes.fitted import FittedBoardScene
from game.view.style import look_colour
from game.view.text import fit_text, wrap_words

from . import style
from .presenter import CheminPresenter
from .presenter.choices import ACTIVITY, Question, stock_order
from .presenter.words import choice_words, variant_words, you_may
from .terrain_view.art import ART

INK = style.INK_RGB
MUTED = (70, 78, 94)


class CheminPanel(FittedBoardScene[CMState]):
    """The play scene's side panel (the board is ``CheminScene``'s)."""

    @property
    def presenter(self) -> CheminPresenter:
        """The game's presenter, as the table's interaction holds it."""
        p = self.touch.presenter
        assert isinstance(p, CheminPresenter)
        return p

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
        words = variant_words(s).removeprefix("Variants: ").rstrip(".")
        if words.startswith("The basic game"):
            words = "Basic game"
        goal = f"{words} · {s.round_limit} rounds at most" if s.round_limit else words
        f11 = fonts().get(u(11))
        self.panel.hot[Key("variants")] = text(screen, fit_text(f11, goal, room), (x, y + u(28)), u(11), MUTED)
        y += u(46)
        y = self._draw_rows(screen, s, x, y, inner)
        y = self._draw_common(screen, s, x, y, inner)
        y = self._draw_dice_row(screen, s, x, y, inner)
        y = self._draw_hand(screen, s, x, y, inner)
        y = self._draw_choice(screen, x, y, inner)
        self.panel.end(screen, x, y, inner)

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
            self.panel.hot[Key("row", seat)] = row
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
        self.panel.hot[Key("coins")] = pygame.Rect(x, y, inner, u(22))
        cx = x
        for suit in style.SUITS:
            k = sum(1 for c in s.common if c[0] == suit)
            if k:
                screen.blit(image(style.cm_coin(suit), (u(18), u(18))), (cx, y + u(1)))
                text(screen, str(k), (cx + u(20), y + u(2)), u(12), INK, bold=True)
                cx += u(40)
        label = f"Common area: {n} coin{'s' if n != 1 else ''}"
        text(screen, label, (x + inner, y + u(2)), u(13), INK, bold=True, anchor="topright")
        return y + u(28)

    def _draw_dice_row(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """The four dice's places (the dice themselves are drawn over the still
        layer: they tumble), each with its activity and cost."""
        u = self.app.px
        d = u(50)
        gap = (inner - 4 * d) // 3
        mine = self.seats.mine() is not None
        for i, suit in enumerate(style.SUITS):
            box = pygame.Rect(x + i * (d + gap), y, d, d)
            self.panel.rects[Key("die", suit)] = box
            if not s.dice:
                pygame.draw.rect(screen, (206, 212, 224), box, border_radius=u(8))
                icon = image(style.cm_suit(suit), (u(26), u(26))).copy()
                icon.set_alpha(110)
                screen.blit(icon, icon.get_rect(center=box.center))
            if mine and s.dice:
                self.panel.hot[Key("die", suit)] = box
            act = ACTIVITY[suit]
            cost = s.cost(self.seats.viewer if self.seats.viewer is not None else (s.current_player() or 0), act)
            text(screen, f"{act} {cost}", (box.centerx, box.bottom + u(3)), u(11), MUTED, anchor="midtop")
        return y + d + u(22)

    def _draw_hand(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        u = self.app.px
        if self.seats.viewer is None or self.seats.handoff_to is not None:
            return y
        st = stock_order(s.stock[self.seats.viewer])
        text(screen, f"Your stock: {len(st)} tile{'s' if len(st) != 1 else ''}", (x, y), u(12), INK, bold=True)
        y += u(18)
        size = u(34)                                  # a click target 32 pixels and more
        per = max(1, (inner + u(4)) // (size + u(4)))
        for i, t in enumerate(st):
            row, col = divmod(i, per)
            r = pygame.Rect(x + col * (size + u(4)), y + row * (size + u(4)), size, size)
            screen.blit(ART.face(list(t), 0, (size, size)), r)
            pygame.draw.rect(screen, (96, 84, 62), r, 1)
            self.panel.hot[Key("hand", i)] = r
        rows = max(1, math.ceil(len(st) / per))
        return y + rows * (size + u(4)) + u(6)

    def _draw_choice(self, screen: pygame.Surface, x: int, y: int, inner: int) -> int:
        """The choice under way (a die and the tile it lays, a pawn) and its next click."""
        from game.scenes.common import fonts
        seat = self.seats.mine()
        msg = choice_words(self.presenter, self.seen, seat, self.touch.picked) \
            if seat is not None else ""
        q = self.presenter.question(self.seen, seat, self.touch.picked) if seat is not None else None
        if q is not None and y + self._question_height(q, inner) + self.app.px(36) > self._buttons_top():
            msg = ""            # no room: the coins and the box say it (and the status line below)
        if msg:
            fb = fonts().get(self.app.px(12), True)
            for line in wrap_words(fb, msg, inner)[:2 if q is None else 4]:
                screen.blit(fb.render(line, True, look_colour(line)), (x, y))       # a notice
                y += fb.get_linesize()
            y += self.app.px(4)
        return y if q is None else self._draw_question(screen, q, x, y, inner)

    def _buttons_top(self) -> int:
        """Where the panel's own buttons begin (below them: the log)."""
        tops = [b.rect.top for k, b in self._buttons.items() if k != "menu" and b.rect.left >= self.frame.board_rect.right]
        return min(tops) if tops else self.app.screen.get_height()

    def _question_height(self, q: Question, inner: int) -> int:
        """How tall ``_draw_question`` draws: a row of coins (two when many), then the box."""
        u = self.app.px
        rows = sum(1 if len(c) * u(36) <= inner - u(40) else 2 for c in (q.offer, q.flags) if c)
        return rows * u(50) + u(38)

    def _draw_question(self, screen: pygame.Surface, q: Question, x: int, y: int, inner: int) -> int:
        """A move that asks: the coins to pay or take (``coin:M3``) and the flags
        (``flag:M3``), those chosen on a light ground, and the box that makes it (``accept``)."""
        u = self.app.px
        size, step, high = u(22), u(36), u(46)          # a coin, the room for one, a row (its value under it)
        rows = (("Pay:" if q.paying else "Take:", "coin", q.offer, q.chosen), ("Flag:", "flag", q.flags, (q.flag,)))
        for label, kind, coins, chosen in rows:
            if not coins:
                continue
            text(screen, label, (x, y + size // 2 + u(4)), u(12), INK, bold=True, anchor="midleft")
            cx = x + u(44)
            room = inner + u(4) - u(44)
            if len(coins) * step > room:          # many coins: two rows, narrower
                step = max(u(26), room // math.ceil(len(coins) / 2))
            for coin in coins:
                if cx + step > x + inner + u(4):
                    cx, y = x + u(44), y + high
                cell = pygame.Rect(cx, y, step - u(4), high - u(4))
                if coin in chosen:
                    pygame.draw.rect(screen, (250, 226, 160), cell, border_radius=u(6))
                r = pygame.Rect(0, 0, size, size)
                r.midtop = (cell.centerx, cell.y + u(4))
                screen.blit(image(style.cm_coin(coin[0]), (size, size)), r)
                text(screen, coin[1], (cell.centerx, r.bottom), u(12), INK, bold=True, anchor="midtop")
                self.panel.hot[Key(kind, coin)] = cell
                cx += step
            y += high + u(4)
            step = u(36)
        box = pygame.Rect(x, y, inner, u(32))
        fill = (150, 60, 40) if q.fails is not None else (52, 112, 64)
        if "accept" not in self.touch.lit():
            fill = (150, 156, 168)                # not yet: too few or too many coins chosen
        pygame.draw.rect(screen, fill, box, border_radius=u(6))
        label = "Do it: nothing happens, your turn passes" if q.fails is not None else "OK: make the move as chosen"
        text(screen, label, box.center, u(13), (255, 255, 255), bold=True, anchor="center")
        self.panel.hot[Key("accept")] = box
        return box.bottom + u(6)

    def _your_move(self, cur: int) -> str:
        s = self.seen
        return you_may(self.presenter, s, cur, self.touch.picked)
