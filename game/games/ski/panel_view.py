"""Ski the Mountain's side panel: the heading, the sunset track, the skiers
with their scores and the cards they hold (each human's row with its
"Play event" button for playing an event card out of turn),
the display, the deck and the discard pile, and the private cards of the
skier at the screen; and the target cards' faces."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.interaction import Key
from game.scenes.common import image, kept, text
from game.view.text import fit_text as _fit
from game.view.text import fonts, wrap_words

from . import style
from .presenter import DECK
from .rules.board import DIFFICULTY
from .rules.content import EventCard, TargetCard

if TYPE_CHECKING:
    from .scene import PlayScene

# where a target card's sprite (250 x 350) prints its title and its text
_TITLE_BOX = (14, 12, 236, 48)
_TEXT_BOX = (20, 181, 230, 256)


def draw_panel(scene: PlayScene, screen: pygame.Surface) -> None:
    u = scene.app.px
    s, c = scene.seen, scene.content
    symbols = scene.app.settings.symbols
    x, y, inner = scene.panel.start(screen)
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
    # the skiers: a compact row each, the cards they hold counted in icons and words
    row_h, hand_h, ev_h = _sizes(scene, screen, y)
    fs = scene.renderer.fonts.get(u(12))
    for seat in range(s.num_seats):
        ss = s.setup.seats[seat]
        row = pygame.Rect(x, y, inner, row_h - u(3))          # 32 high: the button is easy to hit
        if seat == turn:                          # whose turn it is: a soft band
            pygame.draw.rect(screen, (214, 226, 244), row.inflate(u(4), 0), border_radius=u(6))
        pic = image(style.skier(ss.colour, symbols), (u(24), u(24)))
        screen.blit(pic, (x, row.centery - u(12)))
        n_cards, n_ev = len(s.hands[seat]), len(s.ev_hands[seat])
        # a human holding an event card (how many is public) may ask for the screen to play it
        button = scene.seats.is_human(seat) and s.phase in ("play", "dusk") and n_ev > 0
        right = x + inner - (u(84) if button else 0)
        pts = f"{round(scene.motions.score_shown[seat])} pts"
        pts_r = text(screen, pts, (right - u(6), row.centery), u(14), style.INK_RGB, bold=True, anchor="midright")
        # what the seat holds: a card back and the count in words for each deck
        wx = pts_r.x - u(10)
        for deck, words in (("event", f"{n_ev} event{'s' * (n_ev != 1)}"),
                            ("piste", f"{n_cards} card{'s' * (n_cards != 1)},")):
            wx -= fs.size(words)[0]
            text(screen, words, (wx, row.centery), u(12), (60, 68, 84), anchor="midleft")
            back = image(style.card_back(deck), (u(13), u(18)))
            wx -= back.get_width() + u(3)
            screen.blit(back if (n_ev if deck == "event" else n_cards) else _dimmed(back),
                        (wx, row.centery - back.get_height() // 2))
            wx -= u(6)
        name_room = wx - (x + u(30))
        label = f"{ss.name}{' (bot)' if seat in scene.bots else ''}"
        nf = scene.renderer.fonts.get(u(15), seat == turn)
        text(screen, _fit(nf, label, max(u(40), name_room)), (x + u(30), row.centery), u(15), style.INK_RGB,
             bold=seat == turn, anchor="midleft")
        scene.panel.hot[Key("seat", seat)] = pygame.Rect(x, row.y, right - x - u(4), row.h)
        scene.panel.rects[Key("row", seat)] = pygame.Rect(x, row.y, right - x - u(4), row.h)
        if button:
            # the same button whatever event cards the seat holds (which, and when each may be
            # played, is secret): an event card out of turn
            r = pygame.Rect(x + inner - u(80), row.y, u(80), row.h)
            pygame.draw.rect(screen, (42, 74, 120), r, border_radius=u(6))
            text(screen, "Play event", r.center, u(12), (255, 255, 255), bold=True, anchor="center")
            scene.panel.hot[Key("oot", seat)] = r
        y += row_h
    y += u(4)
    # the display and the deck
    text(screen, "Display and deck", (x, y), u(14), (60, 68, 84), bold=True)
    y += u(20)
    cw, ch = u(62), u(87)
    for i, card in enumerate(s.display):
        r = pygame.Rect(x + i * (cw + u(8)), y, cw, ch)
        scene.panel.rects[Key("slot", i)] = r
        if card is not None:
            p = c.piste[card]
            screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), r)
            scene.panel.hot[Key("display", i)] = r
    r = pygame.Rect(x + 3 * (cw + u(8)) + u(12), y, cw, ch)
    screen.blit(image(style.card_back("piste"), (cw, ch)), r)
    scene.panel.hot[Key("deck")] = r
    scene.panel.rects[Key("deck")] = r
    text(screen, f"{len(s.deck)} left", (r.centerx, r.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
    pile = pygame.Rect(r.right + u(10), y, cw, ch)
    scene.panel.rects[Key("discard")] = pile
    if s.discard:
        top = c.piste[s.discard[-1]]
        screen.blit(image(style.piste_card(top.colour, top.value), (cw, ch)), pile)
        scene.panel.hot[Key("discard")] = pile
    else:
        pygame.draw.rect(screen, (180, 190, 206), pile, max(1, u(2)), border_radius=u(6))
    text(screen, "discards", (pile.centerx, pile.bottom + u(2)), u(12), (60, 68, 84), anchor="midtop")
    # how many cards are picked from the deck: a count the outline of what is picked cannot show
    picked = scene.touch.picked.count(DECK)
    if picked:      # a badge on the deck itself, not beside it (where it read as cards on the discards)
        badge = pygame.Rect(0, 0, u(28), u(28))
        badge.center = (r.right - u(16), r.top + u(17))     # inside the card: its ring goes round it
        pygame.draw.ellipse(screen, (200, 120, 0), badge)
        pygame.draw.ellipse(screen, (255, 255, 255), badge, max(1, u(2)))
        text(screen, f"+{picked}", badge.center, u(14), (255, 255, 255), bold=True, anchor="center")
    y += ch + u(20)
    # the viewer's private cards
    v = scene.seats.viewer
    if v is not None:
        y = _private(scene, screen, v, x, y, inner, hand_h, ev_h)
    scene.panel.end(screen, x, y, inner)


#: (skier row, hand card, event line) heights, the roomiest first: a full table
#: with many event cards takes the first that leaves the log a few lines
SIZES = ((35, 84, 34), (31, 80, 32), (29, 72, 30), (27, 66, 27), (26, 62, 25), (24, 56, 22))


def _sizes(scene: PlayScene, screen: pygame.Surface, top: int) -> tuple[int, int, int]:
    """The heights of a skier's row, a hand card and an event line that fit the
    panel above its buttons from ``top``, in window pixels."""
    u = scene.app.px
    s = scene.seen
    # the same for every viewer and at a hand-off (the display stays put): room for
    # as many event cards as anybody holds (their number is no secret)
    n_ev = max(len(h) for h in s.ev_hands)
    room = screen.get_height() - u(150) - u(40) - top       # the log keeps two lines or more
    for row, hand, ev in SIZES:
        need = s.num_seats * row + 4 + 127 + 27 + hand + max(n_ev * ev, 62) + 8
        if u(need) <= room:
            break
    return u(row), u(hand), u(ev)


def _private(scene: PlayScene, screen: pygame.Surface, v: int, x: int, y: int, inner: int,
             hh: int, eh: int) -> int:
    """The hand of the seat at the screen, its cards overlapped as they are held
    (the ones it cannot play now dimmed), then its event cards and its secret
    target, each named in words beside its card; returns the y below them."""
    u = scene.app.px
    s, c = scene.seen, scene.content
    text(screen, "Your hand", (x, y), u(14), (60, 68, 84), bold=True)
    y += u(19)
    hw = hh * 5 // 7
    hand = sorted(s.hands[v], key=lambda k: (DIFFICULTY.get(c.piste[k].colour, 9), c.piste[k].value))
    # overlapped like a held hand; past seven cards closer, each still showing its corner
    lit = scene.touch.lit() if scene.seats.mine() == v and s.phase in ("play", "dusk") else None
    faces = []
    for card in hand:
        p = c.piste[card]
        face = image(style.piste_card(p.colour, p.value), (hw, hh))
        if lit is not None and Key("hand", card) not in lit:
            face = _dimmed(face)                 # it cannot be played now
        faces.append((Key("hand", card), face))
    scene.panel.card_row(screen, faces, x, y, inner, hw * 0.8)
    y += hh + u(8)
    # the events, one line each (a card and its name and when it is played), and the target beside them
    tw = u(128)
    ew = inner - tw - u(8)
    sf, bf = scene.renderer.fonts.get(u(11)), scene.renderer.fonts.get(u(13), True)
    top = y
    if not s.ev_hands[v]:
        text(screen, "No event card", (x, y + u(4)), u(12), (120, 128, 140))
    for card in s.ev_hands[v]:
        e = c.events[card]
        r = pygame.Rect(x, y, ew, eh - u(3))
        pygame.draw.rect(screen, (250, 246, 236), r, border_radius=u(5))
        pygame.draw.rect(screen, (196, 160, 90), r, max(1, u(1)), border_radius=u(5))
        face = image(style.event_card(e.key), ((eh - u(5)) * 5 // 7, eh - u(5)))
        if lit is not None and Key("event", card) not in lit:
            face = _dimmed(face)
        screen.blit(face, (r.x + u(2), r.centery - face.get_height() // 2))
        tx = r.x + face.get_width() + u(7)
        title = bf.render(_fit(bf, e.title, r.right - tx - u(4)), True, style.INK_RGB)
        if eh >= u(30):                      # two lines: its name, and when it is played
            screen.blit(title, (tx, r.y + u(1)))
            screen.blit(sf.render(_fit(sf, when(e), r.right - tx - u(4)), True, (96, 84, 60)), (tx, r.y + u(16)))
        else:                                # a full table: one line
            screen.blit(title, (tx, r.centery - title.get_height() // 2))
            wx = tx + title.get_width() + u(6)
            if r.right - wx > u(40):
                words = sf.render(_fit(sf, when(e), r.right - wx - u(4)), True, (96, 84, 60))
                screen.blit(words, (wx, r.centery - words.get_height() // 2 + u(1)))
        scene.panel.hot[Key("event", card)] = r
        y += eh
    tg = s.target[v]
    if tg is not None:
        t = c.targets[tg]
        r = pygame.Rect(x + inner - tw, top, u(44), u(62))
        screen.blit(target_face(t, r.size), r)
        tx = r.right + u(6)
        text(screen, "Target", (tx, r.y), u(11), (96, 84, 60), bold=True)
        lines = wrap_words(bf, t.title, x + inner - tx)[:2]
        for i, line in enumerate(lines):
            screen.blit(bf.render(_fit(bf, line, x + inner - tx), True, style.INK_RGB), (tx, r.y + u(14) + i * u(15)))
        text(screen, f"{t.points} pts", (tx, r.y + u(16) + len(lines) * u(15)), u(12), (60, 68, 84))
        scene.panel.hot[Key("target", tg)] = pygame.Rect(r.x, r.y, inner - (r.x - x), r.h)
        y = max(y, top + r.h)
    return y + u(8)


#: when an event card is played, in a few words
WHEN = {"turn": "Instead of your turn", "anytime": "At any time"}
AFTER = {"lift_ride": "a lift ride", "bus_ride": "a bus ride", "arrive": "an arrival",
         "marker_placed": "a closure", "target_completed": "a target done"}


def when(e: EventCard) -> str:
    """When an event card may be played, in a few words."""
    if e.timing != "reaction" or e.trigger is None:
        return WHEN.get(e.timing, e.timing)
    return f"Straight after {AFTER.get(e.trigger['on'], 'its moment')}"


def _dimmed(img: pygame.Surface) -> pygame.Surface:
    """A card that cannot be played now: faded into the panel (made once per picture)."""
    return kept(("dimmed", id(img), img.get_size()), lambda: _dim(img))


def _dim(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()                      # opaque still: an overlapped hand stays tidy
    out.fill((140, 144, 152), special_flags=pygame.BLEND_RGB_MULT)
    out.fill((88, 90, 96), special_flags=pygame.BLEND_RGB_ADD)
    return out


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
