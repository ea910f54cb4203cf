"""The table on the screen: a frame as a still layer under the moving
things, the side panel cached with its clickable places, the marks (what
may be clicked, what is picked, the hint), the hand-off screen and the
tooltip.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.interaction import button_name
from game.view import style
from game.view.text import fit_text, text, wrap_words

from . import recap

if TYPE_CHECKING:
    from .table import PanelLaid, S, TableScene

HINT_RGB = (40, 200, 230)  # the hint's outline: a colour nothing else on the board uses
LIT_RGB = (255, 226, 60)   # what may be clicked now
PICKED_RGB = (255, 140, 0)  # what is picked for the move being made


def draw_marks(t: TableScene[S], surf: pygame.Surface,
               keep: Callable[[str], bool] | None = None) -> list[pygame.Rect]:
    """What may be clicked (lit), what is picked, and the hint, outlined where
    each is drawn, the same way in every game (``keep``: only the keys it
    keeps, for a game that draws some pieces again each frame). Returns where
    it drew."""
    u = t.app.px
    width = max(3, u(3))
    hint = t._hint_now()
    marks = [(k, LIT_RGB, width, u(2)) for k in t.touch.shown_lit() if button_name(k) is None]
    marks += [(k, PICKED_RGB, width + 1, u(4)) for k in t.touch.picked]
    marks += [(k, HINT_RGB, max(3, u(4)), u(7)) for k in (hint[2] if hint else ())]
    out = []
    for key, colour, w, grow in marks:
        if keep is not None and not keep(key):
            continue
        for r in t.outline(key):
            box = r.inflate(2 * grow, 2 * grow)
            on_board = r.colliderect(t.board_rect) and r.right <= t.board_rect.right + 1
            surf.set_clip(t.board_rect if on_board else None)
            out.append(pygame.draw.rect(surf, colour, box, w, border_radius=max(u(6), min(box.w, box.h) // 4)))
    surf.set_clip(None)
    return out


def hover_now(t: TableScene[S]) -> None:
    key = (t.mouse, id(t.seen), id(t.presented), t.seats.viewer, t.seats.handoff_to, t.seats.oot,
           t.app.screen.get_size(), t._camera_key(), t.files.log_box is None, t.files.save_dialog is None,
           t.touch.picked, t.seats.recap is None)
    if key == t._tip_key:
        return
    t._tip_key = key
    tip = None
    if t.mouse is not None and t.seats.handoff_to is None and t.files.log_box is None and t.files.save_dialog is None \
            and t.seats.recap is None:
        tip = t._tooltip(t.mouse)
    if tip != t.hover:
        t.hover = tip
        t.dirty = True


def draw_tooltip(t: TableScene[S], screen: pygame.Surface, tip: str) -> pygame.Rect:
    from .common import fonts
    u = t.app.px
    mx, my = t.mouse if t.mouse is not None else pygame.mouse.get_pos()
    f = fonts().get(u(14))
    lines = wrap_words(f, tip, u(340))
    lh = f.get_linesize()
    w = max(f.size(ln)[0] for ln in lines) + u(16)
    h = len(lines) * lh + u(10)
    box = tooltip_box(t, screen.get_rect(), (mx, my), (w, h), t.lit_rects())
    pygame.draw.rect(screen, (28, 36, 52), box, border_radius=u(6))
    pygame.draw.rect(screen, (200, 210, 230), box, 1, border_radius=u(6))
    for i, ln in enumerate(lines):
        screen.blit(f.render(ln, True, (240, 244, 250)), (box.x + u(8), box.y + u(5) + i * lh))
    return box


def tooltip_box(t: TableScene[S], screen: pygame.Rect, mouse: tuple[int, int], size: tuple[int, int],
                 avoid: list[pygame.Rect]) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: beside the mouse, inside the window,
    the first corner (below right, below left, above right, above left, each
    near and then further away) that covers none of ``avoid``; else the one
    that covers the least of them."""
    (mx, my), (w, h) = mouse, size
    best: tuple[int, pygame.Rect] | None = None
    for gap in (t.app.px(16), t.app.px(40), t.app.px(72)):
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


def draw(t: TableScene[S], screen: pygame.Surface) -> list[pygame.Rect] | None:
    key = (t._still_key(), t._marks_key())
    size = screen.get_size()
    fresh = t._base is None or t._base.get_size() != size or key != t._base_key
    if fresh:
        if t._base is None or t._base.get_size() != size:
            t._base = pygame.Surface(size).convert()
        t._draw_still(t._base)
        t._draw_marks(t._base)
        t._base_key = key
    base = t._base
    assert base is not None
    # the hand-off screen waits for the last move to finish: everyone watches it
    handoff = t.seats.handoff_to is not None and not (t.motions.tweens or t.motions.flights)
    own = t._overlay()
    overlay = own or handoff or t.seats.recap is not None
    if fresh or overlay or t.repaint:
        t.repaint = overlay              # after an overlay closes, the next frame redraws everything
        screen.blit(base, (0, 0))
        if overlay:
            t._draw_moving(screen)
            draw_flights(t, screen)
            if own:
                t._draw_overlay(screen)
                draw_flights(t, screen)
            if handoff:
                t._draw_handoff(screen)
            elif t.seats.recap is not None:
                recap.draw(t, t.seats.recap, screen)
            t._moving = []
        else:
            t._moving = unaligned(t._draw_moving(screen) + draw_flights(t, screen), screen)
        return None
    for r in t._moving:
        screen.blit(base, r, r)
    now = unaligned(t._draw_moving(screen) + draw_flights(t, screen), screen)
    changed = t._moving + now
    t._moving = now
    return changed


def draw_flights(t: TableScene[S], screen: pygame.Surface) -> list[pygame.Rect]:
    """Cards and points in the air, over the board's pieces and the panel."""
    return [fl.draw(screen) for fl in t.motions.flights]


def draw_over(t: TableScene[S], screen: pygame.Surface) -> list[pygame.Rect]:
    """The layers over everything, the buttons too: the tutorial's words, then the
    tooltip (the top: never under anything). Their places are put back from the
    still layer in the next frame, like a moving piece's."""
    out: list[pygame.Rect] = []
    box = t._draw_coach(screen)
    if box is not None:
        out.append(box)
    if t.hover and t.seats.handoff_to is None:
        out.append(t._draw_tooltip(screen, t.hover))
    t._moving = t._moving + unaligned(out, screen)
    return out


def panel_now(t: TableScene[S], screen: pygame.Surface | None = None) -> PanelLaid:
    """The panel as the game stands now, for a window the size of ``screen``
    (default: the window): its picture, its clickable places (``hot``) and
    where its things are (``rects``), laid out again whenever something on
    it changed. The frame and the clicks both ask for it, so a click never
    lands on a place of an earlier game, whether or not a frame was drawn
    since; during an action it stays as the player saw it (the flights
    start there)."""
    cached = t._panel_cache
    if t._frozen and cached is not None:
        return cached
    screen = t.app.screen if screen is None else screen
    if t.panel_w <= 0:                 # not laid out yet (the scene has not been entered)
        return (None, None, {}, {}, None)
    key = (t._panel_key(screen), t.coach is not None and t.coach.holds())
    if cached is None or cached[0] != key:
        w, h = screen.get_size()
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        t._laying_out = True
        try:
            t._draw_panel(surf)
        finally:
            t._laying_out = False
        px = w - t.panel_w
        panel = surf.subsurface(pygame.Rect(px, 0, t.panel_w, h)).copy().convert()
        cached = (key, panel, dict(t._hot), dict(t._rects), t._panel_extra())
        t._panel_cache = cached
    t._panel_restore(cached[4])
    return cached


def panel_start(t: TableScene[S], screen: pygame.Surface) -> tuple[int, int, int]:
    """The panel's ground, its clickable places forgotten; the left x, top y and width inside."""
    w, h = screen.get_size()
    u = t.app.px
    px = w - t.panel_w
    pygame.draw.rect(screen, (234, 240, 248), (px, 0, t.panel_w, h))
    pygame.draw.line(screen, (150, 160, 176), (px, 0), (px, h), 2)
    t._hot = {}
    t._rects = {}     # where things are on the panel (for flights, and the hint)
    x, y, inner = px + u(16), u(12), t.panel_w - u(32)
    older = t.info.rules_words(t.state.setup.options)
    if older:         # a game saved under an older edition of the rules plays on under it: said on top,
        # under the Menu button (the panel's first line, beside it, moves down below the box)
        y = older_rules_box(screen, older, pygame.Rect(x, u(48), inner, 0), u) + u(8)
    return x, y, inner


def older_rules_box(screen: pygame.Surface, words: str, at: pygame.Rect, u: Callable[[float], int]) -> int:
    """The line about a game's older rules in an amber box at ``at``'s top left, as
    wide as ``at``, its words wrapped (never cut); the box's bottom."""
    from .common import fonts
    f = fonts().get(u(12), True)
    rows = wrap_words(f, words, at.w - u(16)) or [words]
    lh = f.get_linesize()
    box = pygame.Rect(at.x, at.y, at.w, len(rows) * lh + u(10))
    pygame.draw.rect(screen, (252, 236, 196), box, border_radius=u(6))
    pygame.draw.rect(screen, (196, 140, 40), box, 1, border_radius=u(6))
    for i, row in enumerate(rows):
        screen.blit(f.render(row, True, (96, 60, 8)), (box.x + u(8), box.y + u(5) + i * lh))
    return box.bottom


def panel_end(t: TableScene[S], screen: pygame.Surface, x: int, y: int, inner: int) -> None:
    """The status line (or what you may do) above the buttons; the newest log
    lines in the space left from ``y`` down."""
    from .common import fonts
    h = screen.get_height()
    u = t.app.px
    f = fonts().get(u(12))
    bottom = h - u(150) - u(6)
    if t.status:
        msg, colour = t.status, style.look_colour(t.status)     # a notice, an error or a confirmation
    elif t.coach is not None and t.coach.holds():
        msg, colour = "The tutorial is over: Play on to finish this game, or Leave.", style.LOOKS[style.NOTICE][0]
    else:
        msg, colour = you_may(t), style.LOOKS[style.NOTICE][0]
    fm, rows = fitted_rows(lambda size: fonts().get(u(size), True), msg, inner, 3, (13, 12, 11))
    for i, line in enumerate(rows):            # from its first word: a smaller size before a cut end
        screen.blit(fm.render(line, True, colour), (x, h - u(56) + i * fm.get_linesize()))
    lh = f.get_linesize()
    fits = max(0, (bottom - y) // lh)
    shown = t.shown_log()
    if fits and shown:
        # the newest lines, each wrapped (its next rows indented), as many rows as fit
        wrapped: list[tuple[int, str]] = []
        for line in reversed(shown):
            parts = wrap_words(f, line, inner - u(10)) or [""]
            wrapped[:0] = [(0 if i == 0 else u(10), p) for i, p in enumerate(parts)]
            if len(wrapped) >= fits:
                break
        wrapped = wrapped[-fits:]
        ly = bottom - len(wrapped) * lh
        for indent, part in wrapped:
            screen.blit(f.render(fit_text(f, part, inner - indent), True, (70, 78, 94)), (x + indent, ly))
            ly += lh
        t.hot["log"] = pygame.Rect(x, bottom - len(wrapped) * lh, inner, len(wrapped) * lh)


def draw_handoff(t: TableScene[S], screen: pygame.Surface) -> None:
    w, h = screen.get_size()
    u = t.app.px
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((16, 26, 44, 235))
    screen.blit(veil, (0, 0))
    assert t.seats.handoff_to is not None
    name = t.seen.name(t.seats.handoff_to)
    text(screen, f"Pass to {name}", (w / 2, h / 2 - u(30)), u(48), (255, 255, 255), bold=True, anchor="center")
    text(screen, f"{name}, click when you are ready to see your cards.", (w / 2, h / 2 + u(30)), u(20),
         (220, 230, 245), anchor="center")


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


def reopen_overlays(t: TableScene[S]) -> None:
    """The log and the save dialog, if open, are made again at the new size."""
    if t.files.log_box is not None:
        t.files.log_box = None
        t.files.open_log()
    if t.files.save_dialog is not None:
        t.files.save_dialog = None
        t.files.open_save_dialog()
    t._base = None


def sync_buttons(t: TableScene[S]) -> None:
    """During a hand-off only the menu shows; otherwise a button is greyed
    out when what it does is not possible for the player at the screen."""
    key = (id(t.state), len(t.state.action_log), t.seats.handoff_to, t.seats.oot, t.seats.viewer, len(t.undo),
           t._buttons.get("menu"), tuple(t._hidden_buttons()))
    if key == t._buttons_key:
        return
    t._buttons_key = key
    hidden = t.seats.handoff_to is not None
    away = set(t._hidden_buttons())
    cur = t.seats.acting()
    mine = cur is not None and cur == t.seats.viewer
    legal = t.state.legal_actions(cur) if mine and cur is not None else []
    can = {"undo": bool(t.undo), "hint": bool(legal) and t.seats.oot is None, **t._can(legal)}
    if t.touch is not None:          # of two buttons sharing a place, the one that can be pressed shows
        for spec in t.touch.presenter.buttons:
            if spec.instead_of:
                away.add(spec.instead_of if can.get(spec.name) else spec.name)
    for k, b in t._buttons.items():
        if k != "menu":
            (b.hide if hidden or k in away else b.show)()
    for k, ok in can.items():
        if k not in t._buttons:
            continue
        b = t._buttons[k]
        if ok and not b.is_enabled:
            b.enable()
        elif not ok and b.is_enabled:
            b.disable()


def you_may(t: TableScene[S]) -> str:
    """The panel's line on what the player at the screen may do now: nothing at
    the end or for another's turn, a bot thinking, or the game's own words for
    the seat to act (``_your_move``)."""
    cur = t.seats.acting()
    if cur is None or t.seen.is_over():
        return ""
    if cur in t.bots:
        return f"{t.seen.name(cur)} is thinking..."
    if cur != t.seats.viewer or t.seats.handoff_to is not None:
        return ""
    return t._your_move(cur)
