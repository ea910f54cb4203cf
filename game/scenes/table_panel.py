"""The side panel: its heading, each game's declared items (``_panel_items``,
laid by ``panel_layout``), then the status line and the log; ``Panel`` keeps
it laid out, with its clickable places (``hot``) and where its things are
(``rects``), and lays it out again only when what it is drawn from
(``_panel_key``) changes.

The frame and the clicks both ask for the panel as the game stands now, so a
click never lands on a place of an earlier game, whether or not a frame was
drawn since; during an action it stays as the player saw it (the flights
start there)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic

import pygame

from game.core.interaction import Key
from game.view import style
from game.view.text import fit_text, fonts, wrap_words

from .panel_items import PanelItem
from .panel_layout import Layout
from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene

#: how much smaller the panel's cards may be drawn, tried in turn, where the panel is short of room
SHRINKS = (1.0, 0.9, 0.8, 0.7, 0.6)
#: how much smaller the panel's words may be drawn, where even the smallest cards leave it short
WORDS_GIVE = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6)


def _px(k: float) -> Callable[[float], int]:
    """A length of the 1280x720 layout at scale ``k``, in pixels."""
    return lambda v: round(v * k)

#: the side panel laid out: (what it was laid out for, its picture, its clickable places, where its things are)
PanelLaid = tuple[object, "pygame.Surface | None", dict[Key, pygame.Rect], dict[Key, pygame.Rect]]


class Panel(Generic[S]):
    """The side panel at the window's right, laid out and kept."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.w = 0                                     # its width (0: not laid out yet)
        self._hot: dict[Key, pygame.Rect] = {}         # its clickable places, while it is laid out
        self._rects: dict[Key, pygame.Rect] = {}       # where things are on it, while it is laid out
        self._laid: PanelLaid | None = None            # (key, picture, hot, rects)
        self._laying_out = False
        self.frozen = False                            # during an action: the panel as the player saw it

    def forget(self) -> None:
        """Lay it out afresh when next asked."""
        self._laid = None

    def now(self, screen: pygame.Surface | None = None) -> PanelLaid:
        """The panel as the game stands now, for a window the size of ``screen``
        (default: the window): its picture, its clickable places and where its
        things are, laid out again whenever something on it changed."""
        t = self.t
        laid = self._laid
        if self.frozen and laid is not None:
            return laid
        screen = t.app.screen if screen is None else screen
        if self.w <= 0:                 # not laid out yet (the scene has not been entered)
            return (None, None, {}, {})
        key = (t._panel_key(screen), t.coach is not None and t.coach.holds())
        if laid is None or laid[0] != key:
            w, h = screen.get_size()
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._laying_out = True
            try:
                t._draw_panel(surf)
            finally:
                self._laying_out = False
            px = w - self.w
            picture = surf.subsurface(pygame.Rect(px, 0, self.w, h)).copy().convert()
            laid = (key, picture, dict(self._hot), dict(self._rects))
            self._laid = laid
        return laid

    @property
    def hot(self) -> dict[Key, pygame.Rect]:
        """The panel's clickable places, as the panel stands now."""
        return self._hot if self._laying_out else self.now()[2]

    @property
    def rects(self) -> dict[Key, pygame.Rect]:
        """Where things are on the panel as it stands now (for flights, and the hint)."""
        return self._rects if self._laying_out else self.now()[3]

    def blit(self, screen: pygame.Surface) -> None:
        """The side panel on ``screen``, drawn again only when something on it changed."""
        picture = self.now(screen)[1]
        if picture is not None:
            screen.blit(picture, (screen.get_width() - self.w, 0))

    # -- what every game's panel has ---------------------------------------------------
    def start(self, screen: pygame.Surface) -> tuple[int, int, int]:
        """The panel's ground, its clickable places forgotten; the left x, top y and width inside."""
        t = self.t
        w, h = screen.get_size()
        u = t.app.px
        px = w - self.w
        screen.blit(_ground(self.w, h), (px, 0))
        pygame.draw.line(screen, (150, 160, 176), (px, 0), (px, h), 2)
        self._hot = {}
        self._rects = {}
        x, y, inner = px + u(16), u(12), self.w - u(32)
        older = t.info.rules_words(t.state.setup.options)
        if t.online is not None:      # (an online game plays under today's rules): its seats and code instead
            older = t.online.seats_line()
        if older:         # a game saved under an older edition of the rules plays on under it: said on top,
            # under the Menu button (the panel's first line, beside it, moves down below the box)
            y = older_rules_box(screen, older, pygame.Rect(x, u(48), inner, 0), u,
                                SKY if t.online is not None else AMBER) + u(8)
        return x, y, inner

    def heading(self, screen: pygame.Surface, words: str, beside: int) -> tuple[int, int, int]:
        """The panel's ground and its heading (``words``, whose turn it is) in the
        room left of the Menu button (``beside`` wide), at the largest size that
        fits whole; the left x, the top y under it and the width inside."""
        u = self.t.app.px
        x, y, inner = self.start(screen)
        room = inner - beside - u(8)
        sizes = [fonts().get(u(n), True) for n in (18, 16, 14)]
        hf = next((f for f in sizes if f.size(words)[0] <= room), sizes[-1])
        screen.blit(hf.render(fit_text(hf, words, room), True, style.INK_RGB), (x, y + (u(24) - hf.get_height()) // 2))
        return x, y + u(34), inner

    def lay(self, screen: pygame.Surface, items: Sequence[PanelItem], x: int, y: int, inner: int) -> int:
        """The game's declared panel items from (x, y), ``inner`` wide (see
        ``panel_items``): their keyed places noted; the y below them (above the
        panel's buttons where room is short: spare items make way)."""
        k = self.t.app.k
        floor = screen.get_height() - round(150 * k)
        area = pygame.Rect(screen.get_width() - self.w, 0, self.w, screen.get_height()).clip(screen.get_rect())
        hot, rects, before = dict(self._hot), dict(self._rects), screen.subsurface(area).copy()
        bottom = Layout(screen, self.t.app.px, self._hot, self._rects, floor=floor).lay(items, x, y, inner)
        if bottom <= floor:             # (as nearly always at 100%: laid once)
            return bottom
        # short of room (a large interface scale): spare items make way, then the cards grow
        # smaller, and where even that is not enough, the words too, as little as will do (the
        # heading, the buttons and the status line keep the scale asked for); laid again on the
        # panel as it was
        screen.fill((0, 0, 0, 0), area)
        screen.blit(before, area.topleft, special_flags=pygame.BLEND_RGBA_ADD)
        self._hot, self._rects = hot, rects

        def fits(words: float, shrink: float) -> bool:
            return Layout(pygame.Surface((1, 1)), _px(k * words), floor=floor, shrink=shrink, whole=1 / words).lay(
                items, x, y, inner) <= floor

        # the cards are never drawn smaller than at 100% (a play-test found a hand at 150%
        # smaller than at 100%: the scale meant to help read them made them harder to see)
        asked = max(1, self.t.app.settings.scale) / 100

        def least(words: float) -> float:
            return min(1.0, max(SHRINKS[-1], 1 / (asked * words)))

        # the largest words that fit with the smallest cards, then the largest cards at those words
        words = next((w for w in WORDS_GIVE if fits(w, least(w))), WORDS_GIVE[-1])
        scale = (words, next((c for c in SHRINKS if c >= least(words) and fits(words, c)), least(words)))
        out = Layout(screen, _px(k * scale[0]), self._hot, self._rects, floor=floor, shrink=scale[1],
                     whole=1 / scale[0])
        return out.lay(items, x, y, inner)

    def width_for(self, at_100: int) -> int:
        """The panel's width in pixels: ``at_100`` at 100%; at a larger interface
        scale, where that would leave the board too little of the window, down to
        42% of the window's layout (and never under three quarters of ``at_100``):
        the words stay as large as asked and wrap."""
        app = self.t.app
        room = app.screen.get_width() / app.k
        return round(app.k * min(at_100, max(at_100 * 3 / 4, 0.42 * room)))

    def end(self, screen: pygame.Surface, x: int, y: int, inner: int) -> None:
        """The status line (or what you may do) above the buttons; the newest log
        lines in the space left from ``y`` down."""

        t = self.t
        h = screen.get_height()
        u = t.app.px
        f = fonts().get(u(12))
        bottom = h - u(150) - u(6)
        if t.status:
            msg, colour = t.status, style.look_colour(t.status)     # a notice, an error or a confirmation
        elif t.coach is not None and t.coach.holds():
            msg, colour = "The tutorial is over: Play on to finish this game, or Leave.", style.LOOKS[style.NOTICE][0]
        else:
            msg, colour = self.you_may(), style.LOOKS[style.NOTICE][0]
        fm, rows = status_rows(msg, inner, u)
        for i, line in enumerate(rows):            # from its first word: a smaller size before a cut end
            screen.blit(fm.render(line, True, colour), (x, h - u(56) + i * fm.get_linesize()))
        lh = f.get_linesize()
        fits = max(0, (bottom - y) // lh)
        shown = t.shown_log()
        if fits and shown:
            wrapped = newest_rows(lambda line: wrap_words(f, line, inner - u(10)), shown, fits, u(10))
            ly = bottom - len(wrapped) * lh
            for indent, part in wrapped:
                screen.blit(f.render(fit_text(f, part, inner - indent), True, (48, 56, 72)), (x + indent, ly))
                ly += lh
            self._hot[Key("log")] = pygame.Rect(x, bottom - len(wrapped) * lh, inner, len(wrapped) * lh)

    def you_may(self) -> str:
        """The panel's line on what the player at the screen may do now: nothing at
        the end or for another's turn, a bot thinking (while the last move still
        plays, that move first, as the heading names its turn: a play-test read
        "Ben's turn" over "Chloe is thinking..." as a lag), or the game's own
        words for the seat to act (``_your_move``)."""
        t = self.t
        cur = t.seats.acting()
        if cur is None or t.seen.is_over():
            return ""
        if cur in t.elsewhere and t.online is not None:
            return t.online.waiting_words(cur)
        if cur in t.bots:
            shown = t.presented.current_player()
            if shown is not None and shown != cur:     # the heading still names the turn whose move plays
                return f"{t.seen.name(shown)}'s move plays; {t.seen.name(cur)} is thinking..."
            return f"{t.seen.name(cur)} is thinking..."
        if t.online is not None and t.online.played_by_bot(cur):
            return "A bot plays for you: the host handed it your seat while you were away."
        if cur != t.seats.mine():
            return ""
        return t._your_move(cur)


def newest_rows(wrap: Callable[[str], list[str]], lines: Sequence[str], fits: int,
                indent: int) -> list[tuple[int, str]]:
    """The log's newest ``lines``, each wrapped (its next rows ``indent``ed), as many
    whole lines as ``fits`` rows hold: never the end of a line without its start
    (a lone "Top" once led the log, the tail of "... the Saun Gondola Top"); where
    not even the newest fits whole, its first rows."""
    rows: list[tuple[int, str]] = []
    for line in reversed(lines):
        parts = wrap(line) or [""]
        if len(rows) + len(parts) > fits:
            break
        rows[:0] = [(0 if i == 0 else indent, p) for i, p in enumerate(parts)]
    if not rows and lines and fits > 0:           # the newest alone is too long: its start, then
        rows = [(0 if i == 0 else indent, p) for i, p in enumerate((wrap(lines[-1]) or [""])[:fits])]
    return rows


def _ground(w: int, h: int) -> pygame.Surface:
    """The panel's ground: a pale snow-blue, a little deeper towards the foot,
    with a soft shadow along the board's edge (kept per size)."""
    from .common import kept

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h))
        top, foot = (238, 243, 250), (221, 230, 243)
        for y in range(h):
            f = y / max(1, h - 1)
            surf.fill(tuple(round(a + (b - a) * f) for a, b in zip(top, foot)), (0, y, w, 1))
        for i in range(6):
            shade = 214 + i * 4
            surf.fill((shade, shade + 4, shade + 10), (i, 0, 1, h))
        return surf
    return kept(("panel_ground", w, h), make)


#: the panel's top box: (its ground, its edge, its words) for a game's older rules and for a game online
AMBER = ((252, 236, 196), (196, 140, 40), (96, 60, 8))
SKY = ((222, 236, 252), (96, 136, 196), (20, 48, 96))


def older_rules_box(screen: pygame.Surface, words: str, at: pygame.Rect, u: Callable[[float], int],
                    tint: tuple[tuple[int, int, int], ...] = AMBER) -> int:
    """The line about a game's older rules (or a game online's seats: ``tint``
    SKY) in a box at ``at``'s top left, as wide as ``at``, its words wrapped
    (never cut); the box's bottom."""

    f = fonts().get(u(12), True)
    rows = wrap_words(f, words, at.w - u(16)) or [words]
    lh = f.get_linesize()
    box = pygame.Rect(at.x, at.y, at.w, len(rows) * lh + u(10))
    pygame.draw.rect(screen, tint[0], box, border_radius=u(6))
    pygame.draw.rect(screen, tint[1], box, 1, border_radius=u(6))
    for i, row in enumerate(rows):
        screen.blit(f.render(row, True, tint[2]), (box.x + u(8), box.y + u(5) + i * lh))
    return box.bottom


def status_rows(msg: str, width: int, u: Callable[[float], int]) -> tuple[pygame.font.Font, list[str]]:
    """The status line under the buttons: three rows at 13 or 12 (bold, at 100%),
    else four at 11 where four fit its room (a hint's reason was cut at three),
    its end cut only where even that is not enough."""
    def font(size: int) -> pygame.font.Font:
        return fonts().get(u(size), True)
    f, rows = fitted_rows(font, msg, width, 3, (13, 12))
    if len(rows) == 3 and wrap_words(f, msg, width)[3:]:
        most = 4 if 4 * font(11).get_linesize() <= u(54) else 3
        f, rows = fitted_rows(font, msg, width, most, (11,))
    return f, rows


def fitted_rows(font: Callable[[int], pygame.font.Font], msg: str, width: int, most: int,
                sizes: tuple[int, ...]) -> tuple[pygame.font.Font, list[str]]:
    """``msg`` wrapped to ``width`` in at most ``most`` rows, always from its first
    word: at the largest of ``sizes`` where it fits whole; else at the smallest,
    its end cut with an ellipsis. ``font(size)`` gives the font of a size."""
    for size in sizes:
        f = font(size)
        rows = wrap_words(f, msg, width) if msg else []
        if len(rows) <= most:
            return f, rows
    return f, rows[:most - 1] + [fit_text(f, " ".join(rows[most - 1:]), width)]
