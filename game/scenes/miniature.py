"""A game's board drawn small, with its pieces, and every hand drawn open: for
the Load screen's preview and the replay viewer (after the fact nothing is
secret), for every hosted game."""
from __future__ import annotations

import pygame

from game.view import style

from .common import image, renderer_for, text


def miniature(screen: pygame.Surface, state, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    """The board of ``state`` fitted into ``area``, pieces on it; the rectangle it covers."""
    if state.game_id == "grand-prix":
        return _course(screen, state, area, centred)
    board = state.c.board
    r = renderer_for(board)
    r.set_symbols(symbols)
    k = round(min(area.w / board.width, area.h / board.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    size = max(14, round(34 * k / 0.6))
    for seat, spot in enumerate(state.pos):
        if spot is None:
            continue
        sp = board.spots[spot]
        pic = image(style.skier(state.setup.seats[seat].colour, symbols), (size, size))
        screen.blit(pic, pic.get_rect(center=(ox + sp.x * k + 6 * seat, oy + sp.y * k - size * 0.35)))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def _course(screen: pygame.Surface, state, area: pygame.Rect, centred: bool) -> pygame.Rect:
    from .grand_prix import course_renderer
    c = state.c
    r = course_renderer(c)
    k = round(min(area.w / r.width, area.h / r.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    for key in state.placed:
        ys = c.yeti_spaces[key]
        box = r.yeti_rect(key)
        pic = image(style.gp_figure(ys.yeti), (max(1, round(box.w * k)), max(1, round(box.h * k))))
        if ys.colour == "red":
            pic = pygame.transform.flip(pic, True, False)
        screen.blit(pic, (ox + box.x * k, oy + box.y * k))
    size = max(10, round(c.spaces[0].h * k * 0.66))
    spots = [(b, (s.x + s.w / 2, s.y + s.h * 0.58)) for s, b in zip(c.spaces, state.cells) if b is not None]
    spots += [(b, r.finish_rect(i + 1).center) for i, b in enumerate(state.podium)]
    for (owner, value), (x, y) in spots:
        pic = image(style.gp_boarder(state.team(owner), value), (size, size))
        screen.blit(pic, pic.get_rect(center=(ox + x * k, oy + y * k)))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def open_hand(screen: pygame.Surface, state, seat: int, x: int, y: int, u, symbols: bool = True) -> int:
    """One player's row for the replay: their piece, name and score, and their
    whole hand face up; returns the y below it."""
    ss = state.setup.seats[seat]
    gp = state.game_id == "grand-prix"
    pic = style.gp_team(ss.colour) if gp else style.skier(ss.colour, symbols)
    screen.blit(image(pic, (u(22), u(22))), (x, y))
    text(screen, f"{ss.name}: {state.scores()[seat]} pts", (x + u(28), y + u(3)), u(14), (240, 244, 250), bold=True)
    y += u(24)
    cw, ch = u(30), u(42)
    if gp:
        cards = [style.gp_yeti_card(*k.split("/")) for k in sorted(state.hand_keys(seat))]
        cards += [style.gp_snowball_card()] * state.snowballs[seat]
        for i, path in enumerate(cards):
            screen.blit(image(path, (cw, ch)), (x + i * (cw + u(3)), y))
        return y + ch + u(8)
    c = state.c
    for i, card in enumerate(sorted(state.hands[seat], key=lambda q: (c.piste[q].colour, c.piste[q].value))):
        p = c.piste[card]
        screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), (x + i * (cw + u(3)), y))
    ex = x + 10 * (cw + u(3))
    for card in state.ev_hands[seat]:
        screen.blit(image(style.event_card(c.events[card].key), (cw, ch)), (ex, y))
        ex += cw + u(3)
    return y + ch + u(8)
