"""Ski the Mountain's side panel: the heading, the sunset track, the skiers
and their scores (each row with its Event button for playing out of turn),
the display, the deck and the discard pile, and the private cards of the
skier at the screen; and the target cards' faces."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.common import image, kept, text
from game.view.text import fit_text as _fit
from game.view.text import fonts, wrap_words

from . import style
from .content import TargetCard
from .presenter import DECK

if TYPE_CHECKING:
    from .scene import PlayScene

# where a target card's sprite (250 x 350) prints its title and its text
_TITLE_BOX = (14, 12, 236, 48)
_TEXT_BOX = (20, 181, 230, 256)


def draw_panel(scene: PlayScene, screen: pygame.Surface) -> None:
    u = scene.app.px
    s, c = scene.seen, scene.content
    symbols = scene.app.settings.symbols
    x, y, inner = scene._panel_start(screen)
    head = scene._heading()
    turn = scene.presented.current_player()      # the seat whose move the pieces show
    room = inner - scene._buttons["menu"].rect.w - u(8)
    hf = next((f for f in (scene.renderer.fonts.get(u(n), True) for n in (18, 16, 14)) if f.size(head)[0] <= room),
              scene.renderer.fonts.get(u(14), True))
    screen.blit(hf.render(_fit(hf, head, room), True, style.INK_RGB), (x, y + (u(18) - hf.get_height()) // 2 + 2))
    y += u(30)
    # the sunset track (the sun itself moves over it: drawn with the moving things)
    n = len(c.sunset_track)
    step = inner / n
    for i, space in enumerate(c.sunset_track):
        name = "sunrise" if i == 0 else ("night" if i == n - 1 else ("sunset" if i == n - 2 else
                                                                      ("sunset_space_event" if space.events else "sunset_space")))
        sq = image(style.board_art(name), (int(step) - 2, int(step) - 2))
        screen.blit(sq, (x + i * step, y))
    scene._sun_track = (x, y, step)
    y += int(step) + u(10)
    # the skiers and their scores
    row_h = u(26)
    for seat in range(s.num_seats):
        ss = s.setup.seats[seat]
        pic = image(style.skier(ss.colour, symbols), (u(24), u(24)))
        screen.blit(pic, (x, y))
        label = f"{ss.name}{' (bot)' if seat in scene.bots else ''}"
        text(screen, label, (x + u(30), y + u(3)), u(15), style.INK_RGB, bold=seat == turn)
        info = f"{round(scene.score_shown[seat]):>3} pts  {len(s.hands[seat])} cards  {len(s.ev_hands[seat])} ev"
        text(screen, info, (x + inner - u(54), y + u(4)), u(14), (60, 68, 84), anchor="topright")
        scene.hot[f"seat:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
        scene.rects[f"row:{seat}"] = pygame.Rect(x, y, inner - u(58), u(24))
        if scene._is_human(seat) and s.phase in ("play", "dusk"):
            # the same button for every human seat, whatever they hold
            r = pygame.Rect(x + inner - u(48), y, u(48), u(24))
            pygame.draw.rect(screen, (42, 74, 120), r, border_radius=u(6))
            text(screen, "Event", r.center, u(12), (255, 255, 255), bold=True, anchor="center")
            scene.hot[f"oot:{seat}"] = r
        y += row_h
    y += u(6)
    # the display and the deck
    text(screen, "Display and deck", (x, y), u(14), (60, 68, 84), bold=True)
    y += u(20)
    cw, ch = u(62), u(87)
    for i, card in enumerate(s.display):
        r = pygame.Rect(x + i * (cw + u(8)), y, cw, ch)
        scene.rects[f"slot:{i}"] = r
        if card is not None:
            p = c.piste[card]
            screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), r)
            scene.hot[f"display:{i}"] = r
    r = pygame.Rect(x + 3 * (cw + u(8)) + u(12), y, cw, ch)
    screen.blit(image(style.card_back("piste"), (cw, ch)), r)
    scene.hot["deck"] = r
    scene.rects["deck"] = r
    text(screen, f"{len(s.deck)} left", (r.centerx, r.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
    pile = pygame.Rect(r.right + u(10), y, cw, ch)
    scene.rects["discard"] = pile
    if s.discard:
        top = c.piste[s.discard[-1]]
        screen.blit(image(style.piste_card(top.colour, top.value), (cw, ch)), pile)
        scene.hot["discard"] = pile
    else:
        pygame.draw.rect(screen, (180, 190, 206), pile, max(1, u(2)), border_radius=u(6))
    text(screen, "discards", (pile.centerx, pile.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
    # how many cards are picked from the deck: a count the outline of what is picked cannot show
    picked = scene.touch.picked.count(DECK)
    if picked:
        text(screen, f"+{picked}", (r.right + u(6), r.y + u(30)), u(20), (200, 120, 0), bold=True)
    y += ch + u(22)
    # the viewer's private cards
    v = scene.viewer
    if v is not None:
        text(screen, f"{s.name(v)}'s hand", (x, y), u(14), (60, 68, 84), bold=True)
        y += u(20)
        hw, hh, gap = u(44), u(62), u(6)
        hand = sorted(s.hands[v], key=lambda k: (c.piste[k].colour, c.piste[k].value))
        # one row: past seven cards they overlap, each still showing its corner
        step = hw + gap if len(hand) <= 7 else (inner - hw) / (len(hand) - 1)
        for i, card in enumerate(hand):
            r = pygame.Rect(round(x + i * step), y, hw, hh)
            p = c.piste[card]
            screen.blit(image(style.piste_card(p.colour, p.value), (hw, hh)), r)
            # the part of a card that shows is where it is clicked
            scene.hot[f"hand:{card}"] = r if i == len(hand) - 1 else pygame.Rect(r.x, r.y, min(hw, round(step)), hh)
        y += hh + gap + u(4)
        for i, card in enumerate(s.ev_hands[v]):
            r = pygame.Rect(x + i * (hw + gap), y, hw, hh)
            screen.blit(image(style.event_card(c.events[card].key), (hw, hh)), r)
            scene.hot[f"event:{card}"] = r
        tg = s.target[v]
        if tg is not None:
            r = pygame.Rect(x + inner - hw, y, hw, hh)
            screen.blit(target_face(c.targets[tg], (hw, hh)), r)
            scene.hot[f"target:{tg}"] = r
        y += hh + u(8)
    scene._panel_end(screen, x, y, inner)


def target_face(t: TargetCard, size: tuple[int, int]) -> pygame.Surface:
    """A target card as shown: its sprite, and for a stand-in (a card naming a
    place or run of this map instead of the one it was drawn for) the sprite
    with its own title and text written over the printed ones."""
    if t.written_for is None:
        return image(style.target_card(t.key), size)
    return kept(("target_face", t.key, t.title, t.text, size), lambda: _stand_in_face(t, size))


def _stand_in_face(t: TargetCard, size: tuple[int, int]) -> pygame.Surface:
    card = image(style.target_card(t.key)).copy()
    w, h = card.get_size()
    kx, ky = w / 250, h / 350

    def clear(box: tuple[int, int, int, int]) -> pygame.Rect:
        """Paint the box over, row by row, in the colour of the card beside it."""
        x0, y0, x1, y1 = round(box[0] * kx), round(box[1] * ky), round(box[2] * kx), round(box[3] * ky)
        for y in range(y0, y1):
            card.fill(card.get_at((max(0, x0 - 4), y)), pygame.Rect(x0, y, x1 - x0, 1))
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    box = clear(_TITLE_BOX)
    font = fonts().get(round(20 * ky), bold=True)
    title = _fit(font, t.title, box.width)
    for dx, col in ((2, (60, 30, 0)), (0, (255, 255, 255))):
        img = font.render(title, True, col)
        card.blit(img, img.get_rect(center=(box.centerx + dx, box.centery + dx)))
    box = clear(_TEXT_BOX)
    font = fonts().get(round(17 * ky))
    lines = wrap_words(font, t.text, box.width - round(8 * kx))[:4]
    step = font.get_linesize()
    y = box.centery - step * len(lines) / 2
    for line in lines:
        img = font.render(_fit(font, line, box.width), True, style.INK_RGB)
        card.blit(img, img.get_rect(midtop=(box.centerx, round(y))))
        y += step
    return pygame.transform.smoothscale(card, size)
