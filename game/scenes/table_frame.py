"""The table on the screen, frame by frame: a still layer (the board, what is
lit, the side panel) drawn again only when one of them changes, the moving
things on top, then the layers over everything (the game's own overlay, the
hand-off or the strip, the coach's words, the tooltip). While pieces move, a
frame puts back the still layer where the moving things were and draws them
at their new places (a few small blits instead of the window).

``Frame`` owns the board's place on the screen and the things the game
declares on it (``Shown``), the still layer, what moved last frame, and the
tooltip under the mouse."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic

import pygame

from game.core.interaction import Key, button_name
from game.view.text import fonts, text, wrap_words

from .shown import Shown
from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene

HINT_RGB = (40, 200, 230)  # the hint's outline: a colour nothing else on the board uses
LIT_RGB = (255, 226, 60)   # what may be clicked now
PICKED_RGB = (255, 140, 0)  # what is picked for the move being made


class Frame(Generic[S]):
    """What the window shows of the table, layer on layer."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.board_rect = pygame.Rect(0, 0, 1, 1)    # where the board is drawn (each game's layout sets it)
        self._declared: tuple[tuple[object, ...], Shown] | None = None   # the board's things, and what they hang on
        self._base: pygame.Surface | None = None     # the still layer
        self._base_key: object = None
        self._moving: list[pygame.Rect] = []          # where the moving things were drawn last frame
        self.mouse: tuple[int, int] | None = None     # where the mouse rests (None: not known since a resize)
        self.hover: str | None = None                 # the tooltip under the mouse, as the game stands now
        self._tip_key: object = None                  # what the tooltip was worked out for
        self.take_back_rect: pygame.Rect | None = None  # the hand-off's "take back" button, where drawn

    def redraw(self) -> None:
        """Draw everything afresh at the next frame (nothing cached is kept)."""
        self._base = None

    def view_rect(self) -> pygame.Rect:
        """Where a camera that fits the board to the window fits it: the board's
        rectangle, less the part a tutorial's coach box stands over (a play-test
        found the box hiding the places to click at 150%)."""
        coach = self.t.coach
        if coach is None or coach.released:
            return self.board_rect
        return coach.free_area(self.board_rect)

    # -- the board's things ------------------------------------------------------------
    def covers(self) -> list[pygame.Rect]:
        """The buttons drawn over the board (nothing of the board shows under them)."""
        return [b.rect for b in self.t.buttons().values() if b.visible and b.rect.colliderect(self.board_rect)]

    def shown(self) -> Shown:
        """The board's things as the game declares them (``_things``), worked out once per picture of the board."""
        covers = self.covers()
        key = (self.t._things_key(), tuple(self.board_rect), tuple(tuple(r) for r in covers))
        if self._declared is None or self._declared[0] != key:
            self._declared = (key, Shown(self.t._things(), self.board_rect, covers))
        return self._declared[1]

    def marks(self, surf: pygame.Surface, keep: Callable[[Key], bool] | None = None) -> list[pygame.Rect]:
        """What may be clicked (lit), what is picked, and the hint, outlined where
        each is drawn, the same way in every game (``keep``: only the keys it
        keeps, for a game that draws some pieces again each frame). Returns where
        it drew."""
        t = self.t
        u = t.app.px
        width = max(3, u(3))
        hint = t.hints.now()
        marks = [(k, LIT_RGB, width, u(2)) for k in t.touch.shown_lit() if button_name(k) is None]
        marks += [(k, PICKED_RGB, width + 1, u(4)) for k in t.touch.picked]
        marks += [(k, HINT_RGB, max(3, u(4)), u(7)) for k in (hint.places if hint else ())]
        out = []
        for key, colour, w, grow in marks:
            if keep is not None and not keep(key):
                continue
            for r in self.outline(key):
                box = r.inflate(2 * grow, 2 * grow)
                on_board = r.colliderect(self.board_rect) and r.right <= self.board_rect.right + 1
                surf.set_clip(self.board_rect if on_board else None)
                out.append(pygame.draw.rect(surf, colour, box, w, border_radius=max(u(6), min(box.w, box.h) // 4)))
        surf.set_clip(None)
        return out

    def spot_at(self, pos: tuple[int, int]) -> Key | None:
        """The key of what is drawn on top at ``pos``: the panel's places (the
        last drawn first), then the board's things (the topmost there, a lit one
        first)."""
        t = self.t
        if t.panel.w and pos[0] >= t.app.screen.get_width() - t.panel.w:
            for key, rect in reversed(list(t.panel.hot.items())):
                if rect.collidepoint(pos):
                    return key
            return None
        if self.board_rect.collidepoint(pos):
            return self.shown().at(pos, t.touch.lit())
        return None

    def outline(self, key: Key) -> list[pygame.Rect]:
        """Where ``key``'s thing is drawn on the screen now: a button, the
        panel's place, or the board's things that show it."""
        t = self.t
        name = button_name(key)
        if name is not None:
            b = t.buttons().get(name)
            return [b.rect] if b is not None and b.visible else []
        r = t.panel.hot.get(key) or t.panel.rects.get(key)
        if r is not None:
            return [r]
        return self.shown().outline(key, t.touch.lit())

    def point_at(self, key: Key) -> tuple[int, int] | None:
        """A point where a click lands on ``key``'s thing as the board is seen now
        (what is drawn on top there is it), or None."""
        for r in self.outline(key):
            w, h = r.w, r.h
            for fx, fy in ((0.5, 0.5), (0.3, 0.5), (0.7, 0.5), (0.5, 0.3), (0.5, 0.7), (0.2, 0.2), (0.8, 0.8)):
                p = (r.x + round(w * fx), r.y + round(h * fy))
                if self.spot_at(p) == key:
                    return p
        return None

    def lit_rects(self) -> list[pygame.Rect]:
        """Where on the screen the places lit for the player to click are (a
        tooltip never covers them)."""
        return [r for k in self.t.touch.shown_lit() if button_name(k) is None for r in self.outline(k)]

    # -- a frame ------------------------------------------------------------------------
    def draw(self, screen: pygame.Surface) -> list[pygame.Rect] | None:
        """The frame; None: the whole window changed, else the rectangles that did."""
        t = self.t
        key = (t._still_key(), t._marks_key())
        size = screen.get_size()
        fresh = self._base is None or self._base.get_size() != size or key != self._base_key
        if fresh:
            if self._base is None or self._base.get_size() != size:
                self._base = pygame.Surface(size).convert()
            t._draw_still(self._base)
            self.marks(self._base)
            self._base_key = key
        base = self._base
        assert base is not None
        # the layers over the board and under the widgets that are open (the stack's, bottom first)
        overlays = t.layers.open_under_widgets()
        if fresh or overlays or t.repaint:
            t.repaint = bool(overlays)       # after an overlay closes, the next frame redraws everything
            screen.blit(base, (0, 0))
            if overlays:
                t._draw_moving(screen)
                self.flights(screen)
                for _, draw in overlays:
                    draw(screen)
                self._moving = []
            else:
                self._moving = unaligned(t._draw_moving(screen) + self.flights(screen), screen)
            return None
        for r in self._moving:
            screen.blit(base, r, r)
        now = unaligned(t._draw_moving(screen) + self.flights(screen), screen)
        changed = self._moving + now
        self._moving = now
        return changed

    def flights(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """Cards and points in the air, over the board's pieces and the panel."""
        return [fl.draw(screen) for fl in self.t.motions.flights]

    def draw_over(self, screen: pygame.Surface) -> list[pygame.Rect]:
        """The layers over everything, the buttons too: the tutorial's words, then the
        tooltip (the top: never under anything). Their places are put back from the
        still layer in the next frame, like a moving piece's."""
        out = [r for _, draw in self.t.layers.open_over_widgets() if (r := draw(screen)) is not None]
        self._moving = self._moving + unaligned(out, screen)
        return out

    def handoff(self, screen: pygame.Surface) -> None:
        """The hand-off: the screen veiled, and whose turn it is to take it."""
        t = self.t
        w, h = screen.get_size()
        u = t.app.px
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((16, 26, 44, 235))
        screen.blit(veil, (0, 0))
        assert t.seats.handoff_to is not None
        name = t.seen.name(t.seats.handoff_to)
        mid = h / 2
        dialog = t.files.save_dialog[3].rect if t.files.save_dialog is not None else None
        if dialog is not None:         # Save as over the hand-off: its words above the dialog, readable
            mid = max(u(70), dialog.top - u(70))
        text(screen, f"Pass to {name}", (w / 2, mid - u(30)), u(48), (255, 255, 255), bold=True, anchor="center")
        text(screen, f"{name}, click when you are ready to see your cards.", (w / 2, mid + u(30)), u(20),
             (220, 230, 245), anchor="center")
        # the one who passed the screen may still take the move back (a misclick), till it is taken
        self.take_back_rect = None
        was = t.seats.handoff_from()
        if was is not None and dialog is None:
            words = f"{t.seen.name(was)}: take back your move"
            f = fonts().get(u(17), True)
            r = pygame.Rect(0, 0, f.size(words)[0] + u(40), u(44))
            r.center = (w // 2, h // 2 + u(200))   # well apart from where the next player clicks
            pygame.draw.rect(screen, (42, 74, 120), r, border_radius=u(8))
            pygame.draw.rect(screen, (150, 178, 220), r, max(1, u(2)), border_radius=u(8))
            text(screen, words, r.center, u(17), (255, 255, 255), bold=True, anchor="center")
            self.take_back_rect = r

    # -- the tooltip ----------------------------------------------------------------------
    # The tooltip is never kept from an earlier moment: it is worked out again for
    # the thing under the mouse whenever the game, the presented pieces, the seat
    # at the screen, the window or the view of the board change. During a hand-off
    # there is none.
    def hover_now(self) -> None:
        t = self.t
        key = (self.mouse, id(t.seen), id(t.presented), t.seats.viewer, t.seats.handoff_to, t.seats.oot,
               t.app.screen.get_size(), t._camera_key(), t.files.log_box is None, t.files.save_dialog is None,
               t.touch.picked, t.seats.recap is None)
        if key == self._tip_key:
            return
        self._tip_key = key
        tip = None
        if self.mouse is not None and t.seats.handoff_to is None and t.files.log_box is None \
                and t.files.save_dialog is None and t.seats.recap is None:
            tip = t.tooltip_at(self.mouse)
        if tip != self.hover:
            self.hover = tip
            t.dirty = True

    def tooltip_rect(self) -> pygame.Rect | None:
        """Where the tooltip shown now is drawn (None: there is none)."""
        if not self.hover or self.t.seats.handoff_to is not None:
            return None
        return self.tooltip(self.t.app.screen.copy(), self.hover)

    def tooltip(self, screen: pygame.Surface, tip: str) -> pygame.Rect:
        """The tooltip ``tip`` beside the mouse, clear of the lit places; where it was drawn."""
        from .common import fonts
        t = self.t
        u = t.app.px
        mx, my = self.mouse if self.mouse is not None else pygame.mouse.get_pos()
        f = fonts().get(u(14))
        lines = wrap_words(f, tip, u(340))
        lh = f.get_linesize()
        w = max(f.size(ln)[0] for ln in lines) + u(16)
        h = len(lines) * lh + u(10)
        box = tooltip_box(u, screen.get_rect(), (mx, my), (w, h), self.lit_rects())
        pygame.draw.rect(screen, (28, 36, 52), box, border_radius=u(6))
        pygame.draw.rect(screen, (200, 210, 230), box, 1, border_radius=u(6))
        for i, ln in enumerate(lines):
            screen.blit(f.render(ln, True, (240, 244, 250)), (box.x + u(8), box.y + u(5) + i * lh))
        return box


def tooltip_box(u: Callable[[float], int], screen: pygame.Rect, mouse: tuple[int, int], size: tuple[int, int],
                avoid: list[pygame.Rect]) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: beside the mouse, inside the window,
    the first corner (below right, below left, above right, above left, each
    near and then further away) that covers none of ``avoid``; else the one
    that covers the least of them (``u``: the interface scale's pixels)."""
    (mx, my), (w, h) = mouse, size
    best: tuple[int, pygame.Rect] | None = None
    for gap in (u(16), u(40), u(72)):
        for dx, dy in ((gap, gap), (-gap - w, gap), (gap, -gap - h), (-gap - w, -gap - h)):
            box = pygame.Rect(mx + dx, my + dy, w, h).clamp(screen.inflate(-8, -8))
            covered = sum(box.clip(r).w * box.clip(r).h for r in avoid)
            if best is None or covered < best[0]:
                best = (covered, box)
            if covered == 0:
                return box
    assert best is not None
    return best[1]


def unaligned(rects: list[pygame.Rect], screen: pygame.Surface) -> list[pygame.Rect]:
    """``rects`` (within ``screen``), each widened by up to three pixels on the
    left so that its rows do not start on a 16-byte boundary of ``screen``'s
    pixels. SDL copies rows that do with streaming stores, which bypass the
    cache: the pieces drawn over the rectangle just put back then read it
    from memory (twelve tokens' rectangles put back and drawn over: 140
    microseconds so, 50 when the rows start one pixel off the boundary; 250
    for rows that start on it with a ragged end)."""
    if screen.get_bytesize() != 4:
        return [r.clip(screen.get_rect()) for r in rects]
    phase = screen._pixels_address % 16 // 4           # where column 0 lies within 16 bytes, in pixels
    bounds = screen.get_rect()
    out = []
    for r in rects:
        left = max(0, r.x - (r.x + phase - 1) % 4)      # (left + phase) % 4 == 1: one pixel off
        out.append(pygame.Rect(left, r.y, r.right - left, r.h).clip(bounds))
    return out
