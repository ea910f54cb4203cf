"""Ski the Mountain's side panel, declared (``game/scenes/panel_items.py``):
the sunset track, the skiers with their scores and the cards they hold (each
human's row with its "Play event" button for playing an event card out of
turn), the display, the deck and the discard pile, and the private cards of
the skier at the screen; and the target cards' faces."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.interaction import Key
from game.scenes.common import image, kept
from game.scenes.panel_items import Button, Card, Cards, Columns, Entry, Face, Line, PanelItem, Pic, Row, sprite
from game.view.text import fit_text as _fit
from game.view.text import fonts, wrap_words

from . import style
from .presenter import DECK
from .rules.board import DIFFICULTY
from .rules.content import EventCard, SunSpace, TargetCard

if TYPE_CHECKING:
    from .scene import PlayScene

# where a target card's sprite (250 x 350) prints its title and its text
_TITLE_BOX = (14, 12, 236, 48)
_TEXT_BOX = (20, 181, 230, 256)


def panel_items(scene: PlayScene) -> list[PanelItem]:
    """What the panel holds, as the seat at the screen may see the game: the
    sunset track (its spaces are the places ``Key("sun", i)`` the sun is drawn
    over), a row for each skier, the display and the deck, then that seat's
    own cards."""
    s, c = scene.seen, scene.content
    symbols = scene.app.settings.symbols
    turn = scene.presented.current_player()      # the seat whose move the pieces show
    row, hand_h, ev_h = crowding(scene)
    n = len(c.sunset_track)
    stops = scene.presented.sun_stops()
    out: list[PanelItem] = [
        Cards(tuple(Card(Key("sun", i), _sun_face(c.sunset_track, i, i in stops)) for i in range(n)), (19, 19),
              how="spread",
              least=n, gap=2, places=True)]
    # the skiers: a row each, the cards they hold counted in card backs and words
    for seat in range(s.num_seats):
        ss = s.setup.seats[seat]
        n_cards, n_ev = len(s.hands[seat]), len(s.ev_hands[seat])
        # a human holding an event card (how many is public) may ask for the screen to play it: the same
        # button whatever event cards the seat holds (which, and when each may be played, is secret)
        button = scene.seats.is_human(seat) and s.phase in ("play", "dusk") and n_ev > 0
        out.append(Row(f"{ss.name}{' (bot)' if seat in scene.bots else ''}",
                       f"{round(scene.motions.score_shown[seat])} pts",
                       icons=(sprite(style.skier(ss.colour, symbols)),), marked=seat == turn,
                       key=Key("seat", seat), place=Key("row", seat), height=row,
                       tail=(Pic(sprite(style.card_back("event")), f"{n_ev} event{'s' * (n_ev != 1)},", size=(13, 18),
                                 dim=not n_ev, tone="muted"),
                             Pic(sprite(style.card_back("piste")), f"{n_cards} card{'s' * (n_cards != 1)},",
                                 size=(13, 18), dim=not n_cards, tone="muted")),
                       button=Button(Key("oot", seat), "Play event") if button else None))
    # the display, the deck (how many are picked from it: a badge) and the discard pile
    shown = []
    for i, card in enumerate(s.display):
        if card is None:
            shown.append(Card(None, _nothing, place=Key("slot", i)))
        else:
            p = c.piste[card]
            shown.append(Card(Key("display", i), sprite(style.piste_card(p.colour, p.value)), place=Key("slot", i)))
    picked = scene.touch.picked.count(DECK)
    shown.append(Card(DECK, sprite(style.card_back("piste")), place=DECK, caption=f"{len(s.deck)} left",
                      badge=f"+{picked}" if picked else ""))
    top = c.piste[s.discard[-1]] if s.discard else None
    shown.append(Card(Key("discard") if top is not None else None,
                      sprite(style.piste_card(top.colour, top.value)) if top is not None else _empty_pile,
                      place=Key("discard"), caption="discards"))
    out.append(Cards(tuple(shown), (62, 87), how="rows", title="Display and deck", gap=8))
    v = scene.seats.viewer
    if v is not None:
        out += _private(scene, v, hand_h, ev_h)
    return out


def _sun_face(track: list[SunSpace], i: int, stop: bool = True) -> Face:
    """The sunset track's space ``i``: a square at the size asked for (the sun moves
    over it); a space the sun passes over without stopping (a shorter day) faded."""
    n = len(track)
    name = ("sunrise" if i == 0 else "night" if i == n - 1 else "sunset" if i == n - 2 else
            "sunset_space_event" if track[i].events else "sunset_space")

    def face(size: tuple[int, int]) -> pygame.Surface:
        pic = image(style.board_art(name), (min(size), min(size)))
        if stop:
            return pic
        pic = pic.copy()
        pic.set_alpha(90)
        return pic
    return face


def _nothing(size: tuple[int, int]) -> pygame.Surface:
    """An empty place in the display (nothing drawn)."""
    return pygame.Surface(size, pygame.SRCALPHA)


def _empty_pile(size: tuple[int, int]) -> pygame.Surface:
    """The discard pile with no card on it: its outline."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (180, 190, 206), surf.get_rect(), max(1, size[0] // 31), border_radius=size[0] // 10)
    return surf


#: (a skier's row, a hand card, an event line) high at 100%, the roomiest first: a full
#: table with many event cards takes the first that leaves the log a few lines (an event
#: line keeps room for its name and when it is played, on two lines)
SIZES = ((32, 84, 34), (28, 80, 34), (26, 72, 33), (24, 66, 33), (23, 62, 33), (21, 56, 33))
#: the rest of the panel's height at 100%: the heading, the sunset track, the display and
#: the deck, the titles and gaps (232), the status line and the buttons under the log
#: (156) and two lines of the log (28)
_REST = 232 + 156 + 28


def crowding(scene: PlayScene) -> tuple[int, int, int]:
    """The heights (at 100%) of a skier's row, a hand card and an event line at which
    the panel fits the window: the same for every viewer and at a hand-off (the
    display stays put), with room for as many event cards as anybody holds (their
    number is no secret)."""
    s = scene.seen
    n_ev = max(len(h) for h in s.ev_hands)
    room = scene.app.screen.get_height() / scene.app.k - _REST
    for row, hand, ev in SIZES:
        if s.num_seats * (row + 3) + hand + max(n_ev * ev, 62) <= room:
            break
    # the hand never smaller on the screen than at 100% (a play-test found it smaller at 150%):
    # at a larger interface scale the other items make way for it
    asked = max(1, scene.app.settings.scale) / 100
    return row, max(hand, -(-SIZES[0][1] * 100 // round(asked * 100))), ev


def _private(scene: PlayScene, v: int, hand_h: int, ev_h: int) -> list[PanelItem]:
    """The hand of the seat at the screen, its cards overlapped as they are held
    (the ones it cannot play now dimmed), then its event cards, each named in
    words beside its card, and its secret target beside them."""
    s, c = scene.seen, scene.content
    hand = sorted(s.hands[v], key=lambda k: (DIFFICULTY.get(c.piste[k].colour, 9), c.piste[k].value))
    lit = scene.touch.lit() if scene.seats.mine() == v and s.phase in ("play", "dusk") else None
    cards = []
    for card in hand:
        p = c.piste[card]
        cards.append(Card(Key("hand", card), sprite(style.piste_card(p.colour, p.value)),
                          dim=lit is not None and Key("hand", card) not in lit))
    out: list[PanelItem] = [Cards(tuple(cards), (hand_h * 5 // 7, hand_h), title=f"{s.name(v)}'s hand", keep=True)]
    events: list[PanelItem] = []
    for card in s.ev_hands[v]:
        e = c.events[card]
        events.append(Entry(sprite(style.event_card(e.key)), e.title, when(e), key=Key("event", card), height=ev_h,
                            dim=lit is not None and Key("event", card) not in lit))
    if not events:
        events.append(Line("No event card", size=12, tone="faint"))
    tg = s.target[v]
    target: list[PanelItem] = []
    if tg is not None:
        t = c.targets[tg]
        target.append(Entry(lambda size: target_face(t, size), t.title, f"{t.points} pts", key=Key("target", tg),
                            height=62, face_size=(44, 62), tone=None, caption="Target", title_rows=3))
    out.append(Columns((tuple(events), tuple(target)), widths=(4, 3)))
    return out


#: when an event card is played, in a few words
WHEN = {"turn": "Instead of your turn", "anytime": "At any time"}
AFTER = {"lift_ride": "a lift ride", "bus_ride": "a bus ride", "arrive": "an arrival",
         "marker_placed": "a closure", "target_completed": "a target done"}


def when(e: EventCard) -> str:
    """When an event card may be played, in a few words."""
    if e.own_turn and e.timing == "anytime":        # any time, but only in its player's own turn
        return "On your own turn"
    if e.timing != "reaction" or e.trigger is None:
        return WHEN.get(e.timing, e.timing)
    return f"Straight after {AFTER.get(e.trigger['on'], 'its moment')}"


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
