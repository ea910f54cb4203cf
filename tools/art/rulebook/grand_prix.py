"""Himalaya Grand Prix's rulebook picture, on the course as the game draws it
(its course renderer with the hired Yeti and the snowboarders, its die).

- ``grand-prix-yeti-throw.png``: a captain hires the green Bashful Yeti, who
  watches row 3, and rolls a 5. The rules play it out (the Yeti card laid,
  the die rolled with its face fixed, the throw): on each snowboarder's space
  the green number is ringed, and each is marked hit, safe or never hit (the
  captain's own).
"""
from __future__ import annotations

from functools import cache

import pygame

from game.core.protocol import SeatSetup, Setup
from game.games.grand_prix import default_content, style
from game.games.grand_prix.course_view import side_rgb
from game.games.grand_prix.rules.actions import KeepRoll, PlaceYeti, RollDie
from game.games.grand_prix.rules.content import GPContent
from game.games.grand_prix.rules.state import GPState
from game.games.grand_prix.scene import course_renderer
from game.games.grand_prix.ui import miniature
from game.scenes.common import image

from . import kit

SCALE = 0.66
YETI, COLOUR, ROLL = "bashful", "green", 5
CAPTAINS = (("Anna", "Beavers"), ("Ben", "Crocodiles"), ("Chloe", "Kangaroos"))
#: the snowboarders in the Yeti's row: column -> (captain, value)
ROW_UP = {1: (1, 3), 2: (0, 2), 3: (2, 4), 5: (1, 1)}
#: two more on the rows above and below, out of this Yeti's reach
ELSEWHERE = {(2, 4): (2, 2), (4, 2): (1, 4)}


@cache
def content() -> GPContent:
    return default_content()


def race() -> tuple[GPState, GPState, list[int]]:
    """The race before the throw (the Yeti laid, for the picture), after it,
    and the spaces the snowball hit."""
    c = content()
    seats = tuple(SeatSetup(name, team) for name, team in CAPTAINS)
    s = GPState(Setup("grand-prix", seats, seed=1), c)
    s.turn = 0
    key = f"{YETI}/{COLOUR}"
    row = c.yeti_spaces[key].row
    for (r, col), (who, value) in [(((row, col)), b) for col, b in ROW_UP.items()] + list(ELSEWHERE.items()):
        sp = c.space_at(r, col)
        assert sp is not None
        s.cells[sp.id] = [who, value]
        s.reserve[who].remove(value)
    if not any(c.cards[i].key == key for i in s.hands[0]):      # Anna holds the Yeti card: swap one in
        card = next(i for i in range(len(c.cards)) if c.cards[i].key == key)
        holder = next(h for h in [*s.hands, s.box] if card in h)
        give = s.hands[0].pop()
        holder.remove(card)
        holder.append(give)
        s.hands[0].append(card)
    s.census()
    s.apply(PlaceYeti(0, YETI, COLOUR))
    before = s.clone()
    events = s.apply(RollDie(0, face=ROLL))
    if s.pending is not None:                    # a snowball could still be thrown: keep the 5
        events += s.apply(KeepRoll(0))
    throw = next(e for e in events if e.kind in ("knock", "miss"))
    return before, s, list(throw.data["spaces"])


def yeti_throw() -> pygame.Surface:
    c = content()
    before, _, hit = race()
    k = SCALE
    ys = c.yeti_spaces[f"{YETI}/{COLOUR}"]
    surf = pygame.Surface((round(c.width * k), round(c.height * k)))
    miniature(surf, before, surf.get_rect())
    row = [sp for sp in c.spaces if sp.row == ys.row]
    left = course_renderer(c).figure_rect(f"{YETI}/{COLOUR}").x - 8     # the whole Yeti
    right = max(sp.x + sp.w for sp in c.spaces) + 48          # the far side of the piste, its pennants
    top, bottom = row[0].y - row[0].h * 0.3, row[0].y + row[0].h * 1.3
    win = pygame.Rect(round(left * k), round(top * k), round((right - left) * k), round((bottom - top) * k))
    strip = 62                                   # under the course: the die and what befalls each snowboarder
    view = pygame.Surface((win.w, win.h + strip), pygame.SRCALPHA)
    view.fill((*kit.WHITE, 255))
    view.blit(kit.crop(surf, win), (0, 0))

    def R(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * k - win.x), round(y * k - win.y), round(w * k), round(h * k))
    # the rows out of this Yeti's reach, veiled
    band = R(ys.x - 8, row[0].y, right - ys.x, row[0].h)
    veil = pygame.Surface((win.w, win.h), pygame.SRCALPHA)
    veil.fill((238, 243, 249, 160))
    veil.fill((0, 0, 0, 0), band)
    fig = course_renderer(c).figure_rect(f"{YETI}/{COLOUR}")      # the Yeti standing by its row, unveiled
    veil.fill((0, 0, 0, 0), R(fig.x, fig.y, fig.w, fig.h))
    view.blit(veil, (0, 0))
    green = side_rgb(COLOUR)
    with kit.Smooth(view) as sm:
        sm.line([band.topleft, band.topright, band.bottomright, band.bottomleft, band.topleft], 2, green)
        # the way the snowball flies: along the row, under the snowboarders' feet
        y = band.bottom - 7
        sm.arrow([(R(ys.x, 0, ys.w, 0).right + 4, y), (R(row[-1].x, 0, row[-1].w, 0).right - 6, y)], 3, green,
                 outline=kit.WHITE)
        for sp in row:                           # the green number of each snowboarder's space, ringed
            if before.cells[sp.id] is not None:
                ball = R(sp.x + sp.w * 0.2, sp.y + 20, 0, 0)      # its snowball, as the course draws it
                sm.circle(ball.topleft, 15 * k * 1.45, kit.LIT, width=3)
    for sp in row:
        b = before.cells[sp.id]
        if b is None:
            continue
        box = R(sp.x, sp.y, sp.w, sp.h)
        n = sp.number(COLOUR)
        if b[0] == 0:
            words, ink = "yours: never hit", kit.INK
        elif sp.id in hit:
            words, ink = f"needs {n}: hit", kit.NO
        else:
            words, ink = f"needs {n}: safe", kit.YES
        with kit.Smooth(view) as sm:
            sm.arrow([(box.centerx, win.h + 2), (box.centerx, win.h - 8)], 2, ink)
            if sp.id in hit:
                sm.cross((box.centerx + round(10 * k), box.centery + round(10 * k)), 13, 4, kit.NO)
        kit.tag(view, words, (box.centerx, win.h + 6), 11, ink=ink, anchor="midtop", edge=ink, width=box.w + 8)
    # the die the captain rolled, under the Yeti
    yr = R(ys.x, ys.y, ys.w, ys.h)
    die = image(style.gp_die(ROLL), (36, 36))
    at = die.get_rect(midtop=(yr.centerx, win.h + 4))
    view.blit(die, at)
    kit.words(view, f"rolls {ROLL}", (at.centerx, at.bottom + 2), 11, green, anchor="midtop")
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    name = c.yeti_names[YETI]
    said = (f"The green {name}, hired, watches row {ys.row} and throws to the right. With a {ROLL} it knocks "
            f"off every rival snowboarder whose space shows a green number of {ROLL} or less.")
    return kit.panel(view, "A Yeti throws along its row", said, width=view.get_width() + 16)


def pictures() -> list[kit.Picture]:
    return [kit.Picture("grand-prix-yeti-throw.png", yeti_throw)]
