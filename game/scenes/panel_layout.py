"""Laying out the side panel's declared items (``panel_items``): one under
the other from the top, words wrapped to the panel's width, every keyed
item's place noted (``hot``: a click or a tooltip reaches it; ``rects``: a
place things fly from or a die is drawn in), and spare items left out where
the panel is short of room. The same for every game: nothing here names one.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import pygame

from game.core.interaction import Key
from game.view import style
from game.view.text import fit_text, fonts, wrap_words

from .panel_items import (
    Box,
    Button,
    Buttons,
    Card,
    Cards,
    Chips,
    Choices,
    Columns,
    Entry,
    Gap,
    Line,
    PanelItem,
    Pic,
    Pics,
    Row,
    Slots,
    Spare,
    Stepper,
    Sub,
)

#: the window's pixels for a size at 100%
Px = Callable[[float], int]

TONES: dict[str, tuple[int, int, int]] = {
    "ink": style.INK_RGB, "muted": (70, 78, 94), "faint": (120, 128, 140), "red": (214, 56, 44),
    "navy": (22, 40, 78), "brown": (96, 84, 60), "white": (255, 255, 255),
    "notice": style.LOOKS[style.NOTICE][0],        # what the program says: a hint, what to do next
}
BUTTON_TONES: dict[str, tuple[int, int, int]] = {
    "blue": (40, 74, 132), "green": (36, 128, 70), "red": (170, 60, 40), "grey": (120, 132, 150),
    "ok": (52, 112, 64), "warn": (150, 60, 40),
}
BOX_TONES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int] | None]] = {
    "ask": ((255, 246, 214), (200, 160, 60)),      # a question to the player: amber
    "info": ((222, 232, 246), None),               # what stands: pale blue
    "card": ((250, 246, 236), (196, 160, 90)),     # a card's line: cream
    "frame": ((0, 0, 0), (200, 160, 60)),          # only a frame (its ground is the panel's)
}
MARK_RGB = (218, 231, 251)             # the card of the row whose turn it is
MARK_EDGE = (58, 104, 180)             # and its edge
ROW_RGB = (251, 252, 255)              # a seat's row: a card of its own on the panel
ROW_EDGE = (200, 210, 226)
SLOT_RGB = (214, 222, 236)             # an empty slot


def dimmed(img: pygame.Surface) -> pygame.Surface:
    """A picture faded into the panel (a card that cannot be played now); opaque still."""
    out = img.copy()
    out.fill((140, 144, 152), special_flags=pygame.BLEND_RGB_MULT)
    out.fill((88, 90, 96), special_flags=pygame.BLEND_RGB_ADD)
    return out


def _faded(img: pygame.Surface, alpha: int = 90) -> pygame.Surface:
    out = img.copy()
    out.set_alpha(alpha)
    return out


def fitting_size(words: str, width: int, u: Px, sizes: Sequence[int] = (12, 11, 10, 9)) -> int:
    """The largest of ``sizes`` (at 100%) at which ``words`` fit ``width`` pixels;
    the smallest where none does (the words are then cut to fit)."""
    return next((n for n in sizes if fonts().get(u(n)).size(words)[0] <= width), sizes[-1])


@dataclass
class Layout:
    """Laying items out on ``screen``: the window's pixels (``u``) and where the
    keyed things went (``hot``: clickable, ``rects``: places only); ``floor``:
    the y the items are to end above (0: none), for which spare items make way;
    ``shrink``: how much smaller than declared cards are drawn (a panel short of
    room, at a large interface scale: the cards give way, never the words)."""
    screen: pygame.Surface
    u: Px
    hot: dict[Key, pygame.Rect] = field(default_factory=dict)
    rects: dict[Key, pygame.Rect] = field(default_factory=dict)
    floor: int = 0
    shrink: float = 1.0
    #: how much larger than ``u`` a kept item (``Cards.keep``) is drawn: the words' giving way undone
    whole: float = 1.0

    # -- words ----------------------------------------------------------------------
    def words(self, s: str, at: tuple[int, int], size: int, tone: str = "ink", bold: bool = False,
              anchor: str = "topleft", width: int = 0) -> pygame.Rect:
        f = fonts().get(self.u(size), bold)
        img = f.render(fit_text(f, s, width) if width > 0 else s, True, TONES.get(tone, style.INK_RGB))
        r = img.get_rect(**{anchor: at})
        self.screen.blit(img, r)
        return r

    def wrapped(self, s: str, x: int, y: int, width: int, size: int, tone: str, bold: bool = False,
                most: int = 6) -> int:
        """``s`` wrapped to ``width`` from (x, y); the y below it."""
        f = fonts().get(self.u(size), bold)
        rows = wrap_words(f, s, width) if s else []
        if len(rows) > most:
            rows = rows[:most - 1] + [fit_text(f, " ".join(rows[most - 1:]), width)]
        for row in rows:
            self.screen.blit(f.render(row, True, TONES.get(tone, style.INK_RGB)), (x, y))
            y += f.get_linesize()
        return y

    def pic(self, p: Pic, x: int, y: int, anchor_right: bool = False) -> int:
        """A little picture and its words from ``x`` (or ending at it); the other end's x."""
        u = self.u
        img = p.face((u(p.size[0]), u(p.size[1])))
        if p.dim:
            img = _faded(img)
        f = fonts().get(u(11), True)
        w = img.get_width() + ((u(2) + f.size(p.words)[0]) if p.words else 0)
        left = x - w if anchor_right else x
        self.screen.blit(img, (left, y))
        if p.words:
            self.words(p.words, (left + img.get_width() + u(2), y + (img.get_height() - f.get_height()) // 2), 11,
                       p.tone, bold=True)
        if p.key is not None:
            self.hot[p.key] = pygame.Rect(left, y, w, img.get_height())
        return left if anchor_right else left + w

    def button(self, b: Button, r: pygame.Rect, size: int = 12) -> None:
        u = self.u
        col = BUTTON_TONES.get(b.tone, BUTTON_TONES["blue"]) if b.able else (150, 160, 176)
        pygame.draw.rect(self.screen, col, r, border_radius=u(6))
        pygame.draw.rect(self.screen, (16, 24, 40), r, 1, border_radius=u(6))
        f = fonts().get(u(size), True)
        img = f.render(fit_text(f, b.label, r.w - u(6)), True, (255, 255, 255))
        self.screen.blit(img, img.get_rect(center=r.center))
        self.hot[b.key] = r

    def buttons(self, bs: Sequence[Button], x: int, y: int, width: int, per_row: int, h: int) -> int:
        u = self.u
        n = per_row or len(bs)
        bw = (width - u(6) * (n - 1)) // max(1, n)
        for i, b in enumerate(bs):
            r, c = divmod(i, n)
            self.button(b, pygame.Rect(x + c * (bw + u(6)), y + r * (h + u(4)), bw, h))
        rows = -(-len(bs) // n) if bs else 0
        return y + rows * (h + u(4))

    # -- the items ---------------------------------------------------------------------
    def lay(self, items: Sequence[PanelItem], x: int, y: int, inner: int) -> int:
        """Every item from (x, y), ``inner`` wide; the y below the last. Spare
        items that, with the items after them, would not fit above the floor
        are left out."""
        for i, item in enumerate(items):
            if isinstance(item, Spare):
                if self.floor and Layout(pygame.Surface((1, 1)), self.u, shrink=self.shrink).lay(
                        [*item.items, *items[i + 1:]], x, y, inner) > self.floor:
                    continue
                y = self.lay(item.items, x, y, inner)
                continue
            y = self.item(item, x, y, inner)
        return y

    def item(self, it: PanelItem, x: int, y: int, inner: int) -> int:
        u = self.u
        if isinstance(it, Gap):
            return y + u(it.height)
        if isinstance(it, Sub):
            bottom = self.wrapped(it.words, x, y, inner, 11, "muted", most=2)
            if it.key is not None:
                self.hot[it.key] = pygame.Rect(x, y, inner, bottom - y)
            return bottom + u(4)
        if isinstance(it, Line):
            bottom = self.wrapped(it.words, x, y + u(2), inner, it.size, it.tone, it.bold, it.most)
            if it.key is not None:
                self.hot[it.key] = pygame.Rect(x, y, inner, bottom - y)
            return bottom + u(4)
        if isinstance(it, Row):
            return self.row(it, x, y, inner)
        if isinstance(it, Pics):
            return self.pics(it, x, y, inner)
        if isinstance(it, Cards):
            return self.cards(it, x, y, inner)
        if isinstance(it, Entry):
            return self.entry(it, x, y, inner)
        if isinstance(it, Slots):
            return self.slots(it, x, y, inner)
        if isinstance(it, Box):
            return self.box(it, x, y, inner)
        if isinstance(it, Buttons):
            if it.label:
                lw = self.words(it.label, (x, y + (u(it.height) - u(12)) // 2 - u(2)), 12, bold=True).w + u(8)
            else:
                lw = 0
            return self.buttons(it.buttons, x + lw, y, inner - lw, it.per_row, u(it.height)) + u(2)
        if isinstance(it, Stepper):
            self.pic(it.pic, x, y + u(1))
            sq = u(20)
            f = fonts().get(u(12), True)
            widths = [max(sq, f.size(b.label)[0] + u(7)) for b in it.buttons]
            bx = x + inner - sum(widths) - u(2) * (len(widths) - 1)
            for b, bw in zip(it.buttons, widths):
                self.button(b, pygame.Rect(bx, y, bw, sq))
                bx += bw + u(2)
            return y + sq + u(3)
        if isinstance(it, Choices):
            return self.choices(it, x, y, inner)
        if isinstance(it, Chips):
            n = max(1, len(it.chips))
            chip_w = (inner - (n - 1) * u(8)) // n
            for i, (key, label, able) in enumerate(it.chips):
                r = pygame.Rect(x + i * (chip_w + u(8)), y, chip_w, u(36))
                pygame.draw.rect(self.screen, (255, 244, 214) if able else (222, 226, 234), r, border_radius=u(8))
                pygame.draw.rect(self.screen, (180, 186, 198), r, max(1, u(2)), border_radius=u(8))
                self.words(label, r.center, 15, "ink" if able else "faint", bold=able, anchor="center")
                self.hot[key] = r
            return y + u(48)
        if isinstance(it, Spare):             # (inside a column or a frame: always laid)
            return self.lay(it.items, x, y, inner)
        if isinstance(it, Columns):
            n = max(1, len(it.columns))
            shares = it.widths if len(it.widths) == n else (1,) * n
            bottom, cx = y, x
            for col, share in zip(it.columns, shares):
                cw = (inner - u(8) * (n - 1)) * share // sum(shares)
                bottom = max(bottom, self.lay(col, cx, y, cw))
                cx += cw + u(8)
            return bottom
        # Framed: laid once on a scrap to learn its height, then on its ground
        fill, edge = BOX_TONES.get(it.tone, BOX_TONES["frame"])
        if it.tone != "frame":
            scrap = Layout(pygame.Surface(self.screen.get_size(), pygame.SRCALPHA), u, shrink=self.shrink)
            tall = scrap.lay(it.items, x + u(6), y + u(6), inner - u(12)) - y + u(2)
            pygame.draw.rect(self.screen, fill, pygame.Rect(x, y, inner, tall), border_radius=u(8))
        bottom = self.lay(it.items, x + u(6), y + u(6), inner - u(12))
        box = pygame.Rect(x, y, inner, bottom - y + u(2))
        if edge is not None:
            pygame.draw.rect(self.screen, edge, box, max(1, u(2)), border_radius=u(8))
        return box.bottom + u(6)

    def row(self, it: Row, x: int, y: int, inner: int) -> int:
        u = self.u
        two = bool(it.bits or it.note or it.ends)
        h = u(it.height) if it.height else (u(40) if two else u(32))
        row = pygame.Rect(x, y, inner, h)
        if it.key is not None:
            self.hot[it.key] = row          # (first: what is drawn over it is found first)
        if it.place is not None:
            self.rects[it.place] = row
        card = row.inflate(u(8), u(2))          # each seat on a card of its own; whose turn it is, edged
        pygame.draw.rect(self.screen, MARK_RGB if it.marked else ROW_RGB, card, border_radius=u(6))
        pygame.draw.rect(self.screen, MARK_EDGE if it.marked else ROW_EDGE, card,
                         max(1, u(2)) if it.marked else 1, border_radius=u(6))
        ix = x
        iw, ih = u(it.icon_size[0]), u(it.icon_size[1])
        for face in it.icons:
            img = face((iw, ih))
            if it.dim:
                img = _faded(img)
            self.screen.blit(img, (ix, y + (u(1) if two else (h - ih) // 2)))
            ix += iw * (4 if len(it.icons) > 1 else 5) // 5 if len(it.icons) > 1 else iw
        tx = ix + u(6) if it.icons else x
        right = x + inner
        button_first = it.button is not None and not two
        if button_first and it.button is not None:
            r = pygame.Rect(right - u(80), y, u(80), h)
            self.button(it.button, r)
            right = r.x - u(6)
        cy = y + (u(10) if two else h // 2)
        if it.right:
            r = self.words(it.right, (right, cy), 14, "red" if it.right_tone == "red" else it.right_tone, bold=True,
                           anchor="midright")
            right = r.x - u(4)
        if it.right_face is not None:
            img = it.right_face((u(14), u(14)))
            self.screen.blit(img, img.get_rect(midright=(right, cy)))
            right -= img.get_width() + u(4)
        tail = it.tail
        name_w = fonts().get(u(15 if not two else 14), it.marked or two).size(it.left)[0]
        f11 = fonts().get(u(11), True)

        def tail_w(pics: Sequence[Pic]) -> int:
            return sum(u(p.size[0]) + (u(2) + f11.size(p.words)[0] if p.words else 0) + u(8) for p in pics)
        if tx + name_w + u(4) > right - tail_w(tail):
            # the name comes first: the tail's words shorten to their counts ("4 events," to "4")
            tail = tuple(replace(p, words=p.words.split()[0].rstrip(",")) if p.words else p for p in tail)
        for p in tail:
            img_h = u(p.size[1])
            right = self.pic(p, right, cy - img_h // 2, anchor_right=True) - u(8)
        self.words(it.left, (tx, cy), 15 if not two else 14, "muted" if it.dim else "ink", bold=it.marked or two,
                   anchor="midleft", width=max(u(40), right - tx - u(4)))
        if not two:
            return y + h + u(3)
        ly = y + u(21)
        lx = tx
        right = x + inner
        if it.button is not None:
            r = pygame.Rect(0, 0, u(44), u(18))
            r.topright = (right, ly - u(1))
            self.button(it.button, r, 11)
            right = r.x - u(4)
        for p in it.ends[::-1]:
            right = self.pic(p, right, ly, anchor_right=True) - u(3)
        for p in it.bits:
            lx = self.pic(p, lx, ly) + u(4)
        if it.note and lx < right - u(30):
            self.words(it.note, (lx + u(2), ly + u(1)), 11, it.note_tone, width=right - lx - u(2))
        return y + h + u(4)

    def pics(self, it: Pics, x: int, y: int, inner: int) -> int:
        u = self.u
        if it.key is not None:
            self.hot[it.key] = pygame.Rect(x, y, inner, u(it.height))
        right = x + inner
        if it.right:
            right = self.words(it.right, (right, y + u(2)), 13, bold=True, anchor="topright").x - u(8)
        px = x
        for p in it.pics:
            if px >= right:
                break
            px = self.pic(p, px, y + u(1)) + u(10)
        return y + u(it.height) + u(6)

    def cards(self, it: Cards, x: int, y: int, inner: int) -> int:
        u = self.u
        if it.title:
            self.words(it.title, (x, y), 13, "muted", bold=True, width=inner)
            y += u(19)
        if not it.cards:
            return y
        shrink = self.whole if it.keep else self.shrink
        w, h = u(it.size[0] * shrink), u(it.size[1] * shrink)
        gap = u(it.gap)
        cap = u(16) if any(c.caption for c in it.cards) else 0      # a line of words under the cards
        if it.how == "hand":
            step = min(w + gap, (inner - w) / max(1, len(it.cards) - 1))
            for i, c in enumerate(it.cards):
                r = self._card(c, round(x + i * step), y, (w, h))
                shown = min(r.w, round(x + (i + 1) * step) - r.x)
                if c.key is not None:
                    (self.rects if it.places else self.hot)[c.key] = \
                        r if i == len(it.cards) - 1 else pygame.Rect(r.x, r.y, shown, r.h)
            return y + h + cap + u(8)
        if it.how == "spread":
            n = max(it.least, len(it.cards))
            w = (inner - gap * (n - 1)) // n
            per = n
        else:
            per = max(1, (inner + gap) // (w + gap))
        for i, c in enumerate(it.cards):
            row, col = divmod(i, per)
            r = self._card(c, x + col * (w + gap), y + row * (h + cap + gap), (w, h))
            if c.key is not None:
                (self.rects if it.places else self.hot)[c.key] = r
        rows = -(-len(it.cards) // per)
        return y + rows * (h + cap + gap) + u(4)

    def _card(self, c: Card, x: int, y: int, size: tuple[int, int]) -> pygame.Rect:
        u = self.u
        img = c.face(size)
        if c.dim:
            img = dimmed(img)
        r = self.screen.blit(img, (x, y))
        if c.border:
            pygame.draw.rect(self.screen, (96, 84, 62), r, 1)
        if c.place is not None:
            self.rects[c.place] = r
        if c.caption:           # smaller words before cut ones, under a card shrunk for room ("disca...")
            fits = fitting_size(c.caption, r.w + u(8), u)
            self.words(c.caption, (r.centerx, r.bottom + u(2)), fits, "muted", anchor="midtop", width=r.w + u(8))
        if c.badge:             # on the card itself, its ring inside the corner
            badge = pygame.Rect(0, 0, u(28), u(28))
            badge.center = (r.right - u(16), r.top + u(17))
            pygame.draw.ellipse(self.screen, (200, 120, 0), badge)
            pygame.draw.ellipse(self.screen, (255, 255, 255), badge, max(1, u(2)))
            self.words(c.badge, badge.center, 14, "white", bold=True, anchor="center")
        return r

    def entry(self, it: Entry, x: int, y: int, inner: int) -> int:
        u = self.u
        h = u(max(24, it.height * self.shrink))
        r = pygame.Rect(x, y, inner, h - u(3))
        if it.tone is not None:
            fill, edge = BOX_TONES[it.tone]
            pygame.draw.rect(self.screen, fill, r, border_radius=u(5))
            if edge is not None:
                pygame.draw.rect(self.screen, edge, r, max(1, u(1)), border_radius=u(5))
        fs = (u(it.face_size[0] * self.shrink), u(it.face_size[1] * self.shrink)) if it.face_size \
            else ((h - u(5)) * 5 // 7, h - u(5))
        img = it.face(fs)
        if it.dim:
            img = dimmed(img)
        self.screen.blit(img, (r.x + u(2), r.y + (r.h - img.get_height()) // 2 if it.tone else r.y))
        tx = r.x + img.get_width() + u(7)
        room = r.right - tx - u(4)
        ty = r.y + u(1)
        if it.caption:
            ty = self.words(it.caption, (tx, ty), 11, "brown", bold=True, width=room).bottom
        if it.words and h >= u(30) or it.caption:
            ty = self.wrapped(it.title, tx, ty, room, 13, "ink", bold=True, most=it.title_rows)
            if it.words:
                ty = self.wrapped(it.words, tx, ty, room, 11, "brown", most=max(1, (r.bottom - ty) // u(13)))
        else:                                        # a short line: the title, then the words after it
            t = self.words(it.title, (tx, r.centery), 13, bold=True, anchor="midleft", width=room)
            if it.words and r.right - t.right > u(46):
                self.words(it.words, (t.right + u(6), r.centery + u(1)), 11, "brown", anchor="midleft",
                           width=r.right - t.right - u(10))
        if it.key is not None:
            self.hot[it.key] = r
        return max(y + h, ty + u(2))

    def slots(self, it: Slots, x: int, y: int, inner: int) -> int:
        u = self.u
        d = u(it.size)
        n = len(it.slots)
        gap = (inner - n * d) // max(1, n - 1) if it.spread and n > 1 else u(6)
        caption = False
        for i, s in enumerate(it.slots):
            box = pygame.Rect(x + i * (d + gap), y, d, d)
            self.rects[s.key] = box
            if s.hot:
                self.hot[s.key] = box
            if s.empty:
                pygame.draw.rect(self.screen, SLOT_RGB, box, border_radius=u(8))
                if s.blank is not None:
                    icon = _faded(s.blank((d // 2, d // 2)), 110)
                    self.screen.blit(icon, icon.get_rect(center=box.center))
            if s.caption:
                caption = True
                self.words(s.caption, (box.centerx, box.bottom + u(3)), 11, "muted", anchor="midtop")
        bottom = y + d + (u(20) if caption else 0)
        lx = x + n * (d + gap) - gap + u(10)
        if it.beside_face is not None:
            img = it.beside_face((u(22), u(31)))
            self.screen.blit(img, (lx, y))
            if it.beside_key is not None:
                self.hot[it.beside_key] = pygame.Rect(lx, y, x + inner - lx, d)
            lx += img.get_width() + u(6)
        ty = y
        for i, line in enumerate(it.beside):
            ty = self.wrapped(line, lx, ty, x + inner - lx, 12, "ink" if i == 0 else "muted", bold=i == 0,
                              most=it.beside_most)
        return max(bottom, ty) + u(8)

    def box(self, it: Box, x: int, y: int, inner: int) -> int:
        u = self.u
        fill, edge = BOX_TONES.get(it.tone, BOX_TONES["ask"])
        left = x + (u(38) if it.face is not None else u(6))
        width = x + inner - u(6) - left
        # laid once on a scrap to learn its height, then drawn on its ground
        scrap = Layout(pygame.Surface((1, 1)), u)
        h = scrap._box_body(it, left, 0, width, x, inner, measure=True)
        box = pygame.Rect(x, y, inner, max(h, u(36) if it.face is not None else 0))
        pygame.draw.rect(self.screen, fill, box, border_radius=u(8))
        if edge is not None:
            pygame.draw.rect(self.screen, edge, box, max(1, u(2)), border_radius=u(8))
        if it.face is not None:
            self.screen.blit(it.face((u(30), u(30))), (x + u(3), y + u(3)))
        self._box_body(it, left, y, width, x, inner)
        if it.key is not None:
            self.hot[it.key] = box
        return box.bottom + u(6)

    def _box_body(self, it: Box, left: int, y: int, width: int, x: int, inner: int, measure: bool = False) -> int:
        """The box's words and buttons from ``y``; its height (``measure``: nothing drawn)."""
        u = self.u
        top = y
        y += u(5)
        if it.title:
            y = self._rows(it.title, left, y, width, 13, "navy", True, measure)
        for line in it.lines:
            y = self._rows(line, left, y, width, it.size, "ink" if it.bold or it.buttons else "muted",
                           it.bold or bool(it.buttons), measure)
        if it.buttons:
            y += u(4)
            if measure:
                n = it.per_row or len(it.buttons)
                y += -(-len(it.buttons) // n) * (u(28) + u(4))
            else:
                y = self.buttons(it.buttons, x + u(6), y, inner - u(12), it.per_row, u(28))
        return y - top + u(4)

    def _rows(self, s: str, x: int, y: int, width: int, size: int, tone: str, bold: bool, measure: bool) -> int:
        if measure:
            f = fonts().get(self.u(size), bold)
            return y + len(wrap_words(f, s, width) if s else []) * f.get_linesize()
        return self.wrapped(s, x, y, width, size, tone, bold, most=8)

    def choices(self, it: Choices, x: int, y: int, inner: int) -> int:
        u = self.u
        if not it.options:
            return y
        size, step, high = u(22), u(36), u(46)          # a picture, the room for one, a row (its words under it)
        self.words(it.label, (x, y + size // 2 + u(4)), 12, bold=True, anchor="midleft")
        room = inner + u(4) - u(44)
        if len(it.options) * step > room:                # many: two rows, narrower
            step = max(u(26), room // -(-len(it.options) // 2))
        cx = x + u(44)
        for o in it.options:
            if cx + step > x + inner + u(4):
                cx, y = x + u(44), y + high
            cell = pygame.Rect(cx, y, step - u(4), high - u(4))
            if o.chosen:
                pygame.draw.rect(self.screen, (250, 226, 160), cell, border_radius=u(6))
            r = pygame.Rect(0, 0, size, size)
            r.midtop = (cell.centerx, cell.y + u(4))
            self.screen.blit(o.face((size, size)), r)
            if o.words:
                self.words(o.words, (cell.centerx, r.bottom), 12, bold=True, anchor="midtop")
            self.hot[o.key] = cell
            cx += step
        return y + high + u(4)
