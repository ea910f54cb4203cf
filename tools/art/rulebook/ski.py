"""Ski the Mountain's rulebook pictures, on Mont Givre as the game draws it
(its board renderer, skier counters, card faces and lit spots).

- ``ski-take-limits.png``: a skier in a town, at a restaurant, at a lift
  station, on a piste spot and at a bus stop, each with as many piste cards
  as the rules let a skier take there (asked of the rules: the most cards a
  legal take holds);
- ``ski-carry-on.png``: two descents, each the longest way the rules allow
  with its card, steps numbered: a red card that carries on from a red run
  onto a blue one, and a blue card that meets a red run and stops on its
  first spot.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import pygame

from game.core.protocol import SeatSetup, Setup
from game.games.ski import default_content, style
from game.games.ski.board_view import BoardRenderer, draw_lit, path_points
from game.games.ski.rules.actions import MovePiste, TakeCards
from game.games.ski.rules.board import Board
from game.games.ski.rules.content import SkiContent
from game.games.ski.rules.state import SkiState
from game.scenes.common import image

from . import kit

SCALE = 0.8                     # the board's scale in the pictures (a window shows it at 0.5 to 1.5)
SEATS = (("Anna", "Purple"), ("Ben", "Green"))   # Anna's purple is no run's colour
FAR = "Le Sorbier"              # where Ben waits, outside every picture
SKIER = 34                      # a skier counter's size


class Unlabelled(BoardRenderer):
    """The board as the game draws it, without the names of towns, restaurants
    and runs: in a small window of the board they would be cut in half, and
    the picture's own labels say what matters."""

    def _labels(self, surf: pygame.Surface, k: float) -> None:
        self.label_rects = []


@cache
def content() -> SkiContent:
    return default_content()


@cache
def board_image(k: float = SCALE) -> pygame.Surface:
    b = content().board
    return Unlabelled(b.path, b).render(k)


def spot_of(b: Board, ref: str) -> int:
    """A spot by its name, or a numbered run's spot by its run and number ("Sentier du Lac 3")."""
    if ref in b.by_name:
        return b.by_name[ref]
    found = [sp.id for sp in b.spots.values() if sp.number and sp.label == ref]
    if len(found) != 1:
        raise KeyError(f"no single spot {ref!r} on {b.title}")
    return found[0]


def position(at: str, hand: Iterable[tuple[str, int]] = ()) -> SkiState:
    """Two skiers in play on the first round, Anna's turn, Anna at ``at`` with
    the given piste cards in hand (every other card where the deal put it)."""
    c = content()
    b = c.board
    seats = tuple(SeatSetup(name, colour) for name, colour in SEATS)
    s = SkiState(Setup("ski", seats, seed=1), c)
    s.phase, s.round, s.turn = "play", 1, 0
    s.pos = [spot_of(b, at), b.by_name[FAR]]
    chosen: list[int] = []
    for colour, value in hand:
        chosen.append(next(k for k in s.hands[0] + s.deck
                           if (c.piste[k].colour, c.piste[k].value) == (colour, value) and k not in chosen))
    if chosen:
        s.deck = [k for k in s.hands[0] + s.deck if k not in chosen]
        s.hands[0] = chosen
    s.census()                                  # every card still in exactly one place
    return s


def take_limit(s: SkiState, seat: int = 0) -> int:
    """The most piste cards a legal take gives the seat where it stands."""
    return max((len(a.display) + a.deck for a in s.legal_actions(seat) if isinstance(a, TakeCards)), default=0)


def longest_descent(s: SkiState, colour: str, value: int) -> tuple[list[int], set[int]]:
    """The longest way down Anna's card of that colour and value allows (one of
    the rules' legal moves), and every spot the card can stop on (the spots the
    game lights when the card is picked)."""
    c = s.c
    moves = [a for a in s.legal_actions(0) if isinstance(a, MovePiste)
             and (c.piste[a.card].colour, c.piste[a.card].value) == (colour, value)]
    best = max(moves, key=lambda a: (len(a.path), a.path))
    return list(best.path), {a.path[-1] for a in moves}


def skier(view: pygame.Surface, at: tuple[float, float], colour: str) -> None:
    """A skier counter standing just above a spot, so the spot shows."""
    pic = image(style.skier(colour), (SKIER, SKIER))
    view.blit(pic, pic.get_rect(midbottom=(round(at[0]), round(at[1]) - 4)))


def window(b: Board, ids: Iterable[int], w: int, h: int, k: float = SCALE) -> pygame.Rect:
    """A w x h window (board pixels at ``k``) round the spots given, with room
    for a skier counter standing on the highest."""
    xs = [b.spots[i].x * k for i in ids]
    ys = [b.spots[i].y * k for i in ids]
    top, bottom = min(ys) - SKIER - 16, max(ys) + 16
    r = pygame.Rect(0, 0, w, h)
    r.center = (round((min(xs) + max(xs)) / 2), round((top + bottom) / 2))
    return r.clamp(pygame.Rect(0, 0, round(b.width * k), round(b.height * k)))


# ---------------------------------------------------------------- take limits

PLACES = (                      # (the panel's title, the kind of spot, a spot of that kind on Mont Givre)
    ("Town", "town", "Saun"),
    ("Restaurant", "restaurant", "Buvette du Lac"),
    ("Lift station", "lift", "Combe Drag Bottom"),
    ("Piste spot", "piste", "Sentier du Lac 3"),
    ("Bus stop", "bus_stop", "Les Granges"),
)


def take_limits() -> pygame.Surface:
    b = content().board
    k = SCALE
    w, h = 106, 92
    panels: list[pygame.Surface] = []
    for title, kind, name in PLACES:
        s = position(name)
        spot = s.pos[0]
        assert spot is not None and b.spots[spot].kind == kind, name
        n = take_limit(s)
        sp = b.spots[spot]
        win = window(b, [spot], w, h)
        view = kit.crop(board_image(), win)
        skier(view, (sp.x * k - win.x, sp.y * k - win.y - sp.radius * k), SEATS[0][1])
        pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
        # the cards this skier may take, fanned under the board
        cw, ch = 30, 42
        fan = pygame.Surface((w, ch + 14), pygame.SRCALPHA)
        x0 = (w - (cw + (n - 1) * 20)) // 2
        for i in range(n):
            pic = pygame.transform.rotate(image(style.card_back("piste"), (cw, ch)), 8 * (n - 1) / 2 - 8 * i)
            fan.blit(pic, pic.get_rect(center=(x0 + cw // 2 + 20 * i, 6 + ch // 2 + abs(i - (n - 1) / 2) * 3)))
        body = pygame.Surface((w, h + fan.get_height() + 4), pygame.SRCALPHA)
        body.blit(view, (0, 0))
        body.blit(fan, (0, h + 4))
        panels.append(kit.panel(body, title, f"up to {n} cards" if n > 1 else f"{n} card", width=w + 12))
    return kit.row(panels, gap=6)


# ---------------------------------------------------------------- carrying on

def descent(start: str, colour: str, value: int) -> tuple[pygame.Surface, str]:
    """The board around the longest descent a card allows from a spot, and a
    sentence saying what happened. On the board: the spots the game lights
    for that card, the skier's way beside the runs with each step numbered,
    the card, where the skier leaves its run and where it stops. Steps the
    card still had when it stopped are drawn on, dashed and crossed out, to
    the spot it could not reach."""
    s = position(start, [(colour, value)])
    b = s.c.board
    k = SCALE
    path, lit = longest_descent(s, colour, value)
    first = s.pos[0]
    assert first is not None
    run_colour = b.spots[first].colour
    joins = next(i for i, spot in enumerate(path) if b.spots[spot].colour != run_colour)
    other = b.spots[path[joins]].colour
    assert other is not None and run_colour is not None
    lost = b.piste_out[path[-1]][0] if len(path) < value else None
    ids = [first, *path] + ([lost] if lost is not None else [])
    win = window(b, ids, 292, 300)
    view = kit.crop(board_image(), win)

    def at(spot: int) -> tuple[float, float]:
        return (b.spots[spot].x * k - win.x, b.spots[spot].y * k - win.y)
    for spot in lit:
        draw_lit(view, at(spot), max(9, b.spots[spot].radius * k + 5), 3)
    ink = style.PLAYER_RGB[SEATS[0][1]]
    way = kit.resample([(x * k - win.x, y * k - win.y) for x, y in path_points(b, first, path)], 6)
    side = -17                                   # the skier's way, drawn beside the runs
    with kit.Smooth(view) as sm:
        trail = kit.beside(way, side)
        sm.arrow(trail[2:-2], 3, ink, outline=kit.WHITE)
        if lost is not None:
            sm.dashed([at(path[-1]), at(lost)], 3, kit.NO)
            sm.cross(at(lost), 7, 3, kit.NO)
    for i, spot in enumerate(path):          # each step numbered, beside the spot it enters
        x, y = at(spot)
        kit.badge(view, str(i + 1), (x - side * 1.05, y), 8, ink)
    top = b.spots[first]
    skier(view, (at(first)[0], at(first)[1] - top.radius * k), SEATS[0][1])
    # the run the skier leaves and the one it goes onto, named on the side away from its way
    for spot, words in ((path[joins - 1], f"{run_colour} run"),
                        (path[joins], f"{other} run" + ("" if lost is None else ": stop"))):
        x, y = at(spot)
        hue = b.spots[spot].colour or "black"
        kit.tag(view, words, (x - 15, y), 11, anchor="midright",
                ink=style.PISTE_RGB[hue] if hue != "black" else kit.INK)
    if lost is not None:
        x, y = at(lost)
        n = value - len(path)
        kit.tag(view, f"{n} step{'s' if n > 1 else ''} lost", (x + 12, y), 11, ink=kit.NO, anchor="midleft")
    view.blit(image(style.piste_card(colour, value), (50, 70)), (6, 6))
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    on, off = joins, len(path) - joins
    if lost is None:
        said = (f"{colour.title()} {value} on a {run_colour} run: {on} step{'s' if on > 1 else ''} there, "
                f"then {off} down the easier {other} run.")
    else:
        said = (f"{colour.title()} {value} on a {run_colour} run: {on} step{'s' if on > 1 else ''}, then "
                f"onto the harder {other} run's first spot, where it stops.")
    return view, said


def carry_on() -> pygame.Surface:
    (red, red_said), (blue, blue_said) = descent("Dents de Scie 3", "red", 3), descent("Sentier du Lac 3", "blue", 3)
    return kit.row([kit.panel(red, "A red card carries on", red_said, width=304),
                    kit.panel(blue, "A blue card stops", blue_said, width=304)], gap=8)


def pictures() -> list[kit.Picture]:
    return [kit.Picture("ski-take-limits.png", take_limits), kit.Picture("ski-carry-on.png", carry_on)]
