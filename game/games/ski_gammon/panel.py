"""Ski Gammon's side panel: whose turn it is and the goal, each skier's row
(token, Groschen, equipment, condition cards, lost turns), the present
conditions, the dice and the last card, the choice, offer or debt under way
with its buttons, your own Ski Condition cards, and the trade builder.

Its places are keyed for the presenter (``presenter.py``), which says what a
click on each does; the offer being built is what is picked there. What is
lit and what is picked is outlined over it by the table, as on the board.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.core.interaction import Key
from game.scenes.common import image, text
from game.view.style import error, look_colour
from game.view.text import fit_text, wrap_words

from . import style
from .faces import condition_picture
from .journey import SGMotion
from .presenter import GROSCHEN_STEPS, Deal, counter_ok, last_card_text, most_offered, sellable_items

INK = style.INK_RGB
MUTED = (70, 78, 94)
BUTTON_RGB = (40, 74, 132)
GREEN_RGB = (36, 128, 70)
RED_RGB = (170, 60, 40)


class SGPanel(SGMotion):
    """The play scene's side panel (the board is ``SkiGammonScene``'s)."""

    @property
    def deal(self) -> Deal | None:
        """The offer being built, if any (what the table's interaction has picked)."""
        return Deal.of(self.touch.picked)

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
        clock = self.clock.text()
        if clock is not None:
            goal += f" · {clock}"
        text(screen, fit_text(fonts().get(u(11)), goal, room), (x, y + u(28)), u(11), MUTED)
        y += u(46)
        y = self._draw_rows(screen, s, x, y, inner)
        cur = self.seats.mine()
        deal = self.deal
        if deal is not None and cur is not None:
            # the trade takes the conditions' and the dice's room (the board shows the conditions)
            y = self._draw_builder(screen, s, cur, deal, x, y, inner)
        else:
            y = self._draw_present(screen, s, x, y, inner)
            y = self._draw_prompt(screen, s, cur, x, y, inner)
            if y + u(72) <= screen.get_height() - u(156):
                y = self._draw_hand(screen, s, x, y, inner)
        self.panel.end(screen, x, y, inner)

    def _draw_rows(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """Each skier: token, name, Groschen; equipment, condition cards, lost turns."""
        from game.scenes.common import fonts
        u = self.app.px
        n = s.num_seats
        row_h = u(44) if n <= 4 else u(38)
        cur = s.current_player()
        mine = self.seats.mine()
        sellable = set() if mine is None or self.seats.handoff_to is not None else sellable_items(s, mine)
        f_name = fonts().get(u(14), True)
        f_small = fonts().get(u(11))
        for seat in range(n):
            ss = s.setup.seats[seat]
            row = pygame.Rect(x, y, inner, row_h - u(4))
            self.panel.hot[Key("row", seat)] = row          # (first: what is drawn over it is found first)
            if seat == cur:
                pygame.draw.rect(screen, (212, 226, 246), row.inflate(u(8), u(2)), border_radius=u(6))
            out = not s.active(seat)
            tok = u(24)
            pic = image(style.sg_token(ss.colour, self.app.settings.symbols), (tok, tok))
            if out:
                pic = pic.copy()
                pic.set_alpha(90)
            screen.blit(pic, (x, y + u(1)))
            g = round(self.motions.score_shown[seat]) if seat < len(self.motions.score_shown) else s.groschen[seat]
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
            right = x + inner
            if not out and self.seats.is_human(seat) and s.phase not in ("over", "opening") and seat != cur \
                    and seat != self.seats.oot:
                # the same button for every human seat but the one to act: buying from the Shoppe at any time
                shop = pygame.Rect(0, 0, u(44), u(18))
                shop.topright = (right, ly - u(1))
                pygame.draw.rect(screen, (42, 74, 120), shop, border_radius=u(5))
                text(screen, "Shop", shop.center, u(11), (255, 255, 255), bold=True, anchor="center")
                self.panel.hot[Key("oot", seat)] = shop
                right = shop.left - u(4)
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
                    if seat == mine and k in sellable:
                        self.panel.hot[Key("item", k)] = pygame.Rect(lx, ly, w, ic)
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
                if notes and lx < right - u(30):
                    note = fit_text(f_small, ", ".join(notes), right - lx)
                    screen.blit(f_small.render(note, True, style.POSTER_RED_RGB), (lx, ly + u(2)))
            y += row_h
        return y + u(2)

    def _draw_present(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """The present conditions in a line or two; the dice; the last card drawn."""
        from game.scenes.common import fonts
        u = self.app.px
        s = self.presented                  # the conditions and the card as the moving tokens have met them
        cond = s.c.conditions[s.present]
        fb = fonts().get(u(13), True)
        f = fonts().get(u(11))
        tw = inner - u(40)
        names = wrap_words(fb, cond.name, tw)            # the whole card: the box as tall as its words
        words = wrap_words(f, cond.text, tw)
        tall = max(u(36), u(4) + len(names) * fb.get_linesize() + len(words) * f.get_linesize() + u(2))
        box = pygame.Rect(x, y, inner, tall)
        pygame.draw.rect(screen, (222, 232, 246), box, border_radius=u(6))
        self.panel.hot[Key("present")] = box
        screen.blit(image(condition_picture(cond.key), (u(30), u(30))), (x + u(3), y + u(3)))
        ty = y + u(2)
        for ln in names:
            screen.blit(fb.render(ln, True, style.NAVY_RGB), (x + u(38), ty))
            ty += fb.get_linesize()
        for ln in words:
            screen.blit(f.render(ln, True, MUTED), (x + u(38), ty))
            ty += f.get_linesize()
        y += tall + u(6)
        # the dice (drawn with the moving things) and the last card
        d = u(32)
        dice = pygame.Rect(x, y, d * 2 + u(6), d)
        self.panel.hot[Key("dice")] = dice
        if not s.last_dice:
            pygame.draw.rect(screen, (214, 222, 236), pygame.Rect(x, y, d, d), border_radius=u(6))
            pygame.draw.rect(screen, (214, 222, 236), pygame.Rect(x + d + u(6), y, d, d), border_radius=u(6))
        lx = dice.right + u(10)
        if s.last_card:
            lc = s.last_card
            key = style.PACK_KEY.get(lc.get("pack", ""), "sitzmark")
            screen.blit(image(style.sg_back(key), (u(22), u(31))), (lx, y))
            said = last_card_text(s)        # (cut after three rows: its tooltip holds the whole card)
            lines = wrap_words(f, said, x + inner - lx - u(28))
            for i, ln in enumerate(lines[:3]):
                if i == 2 and len(lines) > 3:
                    ln = fit_text(f, ln + " ...", x + inner - lx - u(28))
                screen.blit(f.render(ln, True, INK), (lx + u(28), y - u(2) + i * f.get_linesize()))
            self.panel.hot[Key("last")] = pygame.Rect(lx, y, x + inner - lx, d)
        else:
            text(screen, "No card drawn yet.", (lx, y + u(9)), u(11), MUTED)
        return y + d + u(8)

    def _button_rect(self, screen: pygame.Surface, key: Key, rect: pygame.Rect, label: str,
                     colour: tuple[int, int, int] = BUTTON_RGB, enabled: bool = True) -> None:
        from game.scenes.common import fonts
        u = self.app.px
        col = colour if enabled else (150, 160, 176)
        pygame.draw.rect(screen, col, rect, border_radius=u(6))
        pygame.draw.rect(screen, (16, 24, 40), rect, 1, border_radius=u(6))
        f = fonts().get(u(12), True)
        img = f.render(fit_text(f, label, rect.w - u(6)), True, (255, 255, 255))
        screen.blit(img, img.get_rect(center=rect.center))
        self.panel.hot[key] = rect

    def _draw_prompt(self, screen: pygame.Surface, s: Any, cur: int | None, x: int, y: int, inner: int) -> int:
        """The choice, offer or debt under way: for the player at the screen, with its buttons."""
        from game.scenes.common import fonts
        u = self.app.px
        f = fonts().get(u(12), True)
        fr = fonts().get(u(12))
        p = s.pending
        lines: list[str] = []
        buttons: list[tuple[Key, str, tuple[int, int, int]]] = []
        if s.phase == "choose" and p is not None:
            who = s.name(p["seat"])
            if p["kind"] == "top":
                if cur is not None:
                    lines = ["Choose your trail (or click its first space):"]
                    for tid in p["trails"]:
                        t = s.c.trails[tid]
                        buttons.append((Key("trail", tid), f"{t.name} ({t.payout} G)", BUTTON_RGB))
                else:
                    lines = [f"{who} chooses a trail at {p['from']}."]
            else:
                lines = [p.get("label", "Take it?")] if cur is not None else [f"{who}: {p.get('label', '')}"]
                if cur is not None:
                    buttons = [(Key("branch", "take"), "Take it", GREEN_RGB), (Key("branch", "stay"), "Stay", BUTTON_RGB)]
        elif s.phase == "trade" and s.offer is not None:
            o = s.offer
            said = s.offer_text(o)
            if cur is not None:
                lines = [f"{s.name(o['from'])} offers you {said}."]
                buttons = [(Key("answer", "yes"), "Accept", GREEN_RGB), (Key("answer", "no"), "Refuse", RED_RGB)]
                if counter_ok(s, cur):
                    buttons.append((Key("answer", "counter"), "Counter", BUTTON_RGB))
            else:
                lines = [f"{s.name(o['from'])} offers {s.name(o['to'])} {said}."]
        elif s.phase == "owe":
            debtor = s.current_player()
            if debtor is not None:
                owed = -s.groschen[debtor]
                if cur is not None:
                    lines = [f"You owe {owed} Groschen: sell equipment (click a piece in your row), "
                             f"offer a trade, or go bust."]
                    buttons = [(Key("bust"), "Go bust", RED_RGB)]
                else:
                    lines = [f"{s.name(debtor)} owes {owed} Groschen."]
        if not lines:
            return y
        out: list[str] = []
        for ln in lines:
            out += wrap_words(fr if not buttons else f, ln, inner - u(12))
        lh = f.get_linesize()
        bh = u(28)
        listed = bool(buttons) and buttons[0][0].kind == "trail"     # trails: two to a row
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

    def _draw_hand(self, screen: pygame.Surface, s: Any, x: int, y: int, inner: int) -> int:
        """The viewer's own Ski Condition cards (click one to throw it)."""
        from game.scenes.common import fonts
        u = self.app.px
        v = self.seats.viewer
        if v is None or self.seats.handoff_to is not None or not s.hands[v]:
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
            self.panel.hot[Key("card", cid)] = r
        return y + h + u(8)

    def _draw_builder(self, screen: pygame.Surface, s: Any, cur: int, deal: Deal, x: int, y: int,
                      inner: int) -> int:
        """The trade being built: with whom, what each side gives, Groschen; Offer or Cancel."""
        from game.scenes.common import fonts
        u = self.app.px
        f = fonts().get(u(12), True)
        top = y
        y += u(6)
        if deal.counter:
            screen.blit(f.render(fit_text(f, f"Counter-offer to {s.name(deal.to)}", inner - u(12)), True, INK),
                        (x + u(6), y))
            y += u(20)
        else:
            screen.blit(f.render("Trade with:", True, INK), (x + u(6), y + u(5)))
            others = [o for o in range(s.num_seats) if o != cur and s.active(o)]
            cx = x + u(6) + f.size("Trade with:")[0] + u(8)
            cw = max(u(40), (x + inner - u(6) - cx - u(4) * (len(others) - 1)) // max(1, len(others)))
            for o in others:
                self._button_rect(screen, Key("to", o), pygame.Rect(cx, y, cw, u(24)), s.name(o),
                                  GREEN_RGB if o == deal.to else (120, 132, 150))
                cx += cw + u(4)
            y += u(30)
        col_w = (inner - u(18)) // 2
        sides = (("give", cur, "You give", deal.give, deal.give_g), ("get", deal.to, f"{s.name(deal.to)} gives",
                                                                      deal.get, deal.get_g))
        y = max(self._draw_side(screen, s, x + u(6) + i * (col_w + u(6)), y, col_w, side)
                for i, side in enumerate(sides)) + u(4)
        offer = deal.offer(cur)
        why = s.why_illegal(offer)
        bw = (inner - u(18)) // 2
        self._button_rect(screen, Key("offer", "send"), pygame.Rect(x + u(6), y, bw, u(28)),
                          "Counter" if deal.counter else "Offer", GREEN_RGB, enabled=why is None)
        self._button_rect(screen, Key("offer", "cancel"), pygame.Rect(x + u(12) + bw, y, bw, u(28)), "Cancel")
        y += u(32)
        if why:
            fs = fonts().get(u(11))
            screen.blit(fs.render(fit_text(fs, f"({why})", inner - u(12)), True, look_colour(error(why))),
                        (x + u(6), y))
            y += fs.get_linesize()
        box = pygame.Rect(x, top, inner, y - top + u(4))
        pygame.draw.rect(screen, (200, 160, 60), box, max(1, u(2)), border_radius=u(8))
        return box.bottom + u(6)

    def _draw_side(self, screen: pygame.Surface, s: Any, cx: int, cy: int, col_w: int,
                   side: tuple[str, int, str, tuple[str, ...], int]) -> int:
        """One side of the trade: each piece its owner has, how many go (- and +),
        and the Groschen (- and + by 25 and by 5); where it ends."""
        from game.scenes.common import fonts
        u = self.app.px
        key, owner, head, pieces, g = side
        f = fonts().get(u(12), True)
        fr = fonts().get(u(12))
        screen.blit(f.render(fit_text(f, head, col_w), True, style.NAVY_RGB), (cx, cy))
        cy += u(18)
        sq = u(20)
        for k in self.content.items:
            have = s.items[owner].get(k, 0)
            if not have:
                continue
            on = pieces.count(k)
            screen.blit(image(style.sg_item(k), (u(18), u(18))), (cx, cy + u(1)))
            screen.blit(fr.render(f"{on} of {have}", True, INK if on else MUTED), (cx + u(21), cy + u(3)))
            self._button_rect(screen, Key(key, f"{k}/-"), pygame.Rect(cx + col_w - 2 * sq - u(3), cy, sq, sq), "-",
                              enabled=on > 0)
            self._button_rect(screen, Key(key, f"{k}/+"), pygame.Rect(cx + col_w - sq, cy, sq, sq), "+",
                              enabled=on < have)
            cy += sq + u(2)
        screen.blit(image(style.sg_coin(), (u(16), u(16))), (cx + u(1), cy + u(2)))
        screen.blit(fr.render(f"{g} G", True, INK if g else MUTED), (cx + u(21), cy + u(3)))
        most = most_offered(s, owner)
        from game.scenes.common import fonts
        bf, gap = fonts().get(u(12), True), u(2)
        steps = [f"-{n}" for n in GROSCHEN_STEPS] + [f"+{n}" for n in reversed(GROSCHEN_STEPS)]
        widths = [max(u(22), bf.size(step)[0] + u(7)) for step in steps]     # each label whole ("-25")
        bx = cx + col_w - sum(widths) - (len(steps) - 1) * gap
        for step, gw in zip(steps, widths):
            self._button_rect(screen, Key(key, f"g/{step}"), pygame.Rect(bx, cy, gw, sq), step,
                              enabled=g > 0 if step.startswith("-") else g < most)
            bx += gw + gap
        return cy + sq + u(3)

    def _your_move(self, cur: int) -> str:
        s = self.seen
        if cur != s.current_player():
            return "Out of turn: buy equipment or a Ski Condition card in the Ski Shoppe, then Done."
        if self.deal is not None:
            return "Build your offer with + and -, then Offer."
        kinds = {a.kind for a in s.legal_actions(cur)}
        if s.phase == "opening":
            return "Roll the dice to see who starts (Roll or Space)."
        if "trail" in kinds:
            held = s.trail_needs(cur) if (s.pending or {}).get("left") else None
            if held is not None:
                return f"Choose a trail; {held}: buy it in the Ski Shoppe first, or stop at the trail's head."
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


