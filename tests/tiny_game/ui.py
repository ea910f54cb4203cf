"""Flag Race's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py), drawn with pygame's shapes: no sprite of its own.

Its play scene is not written but declared (``FlagRaceBoard``): the flags as
pieces, a take as flags gliding home, the panel as rows; the generic
``DeclaredScene`` fits, draws, hit-tests and animates it."""
from __future__ import annotations

import os
import tempfile
from typing import Any

import pygame

from game.core.interaction import Key
from game.core.protocol import Event, GameState
from game.scenes.common import text
from game.scenes.declared import Art, DeclaredScene, Glide, Piece
from game.scenes.game_ui import GameUI, Px, ResultColumn
from game.scenes.panel_items import Chips, Line, PanelItem, Row, drawn

from .actions import TakeFlags
from .art import FLAG_H, HEIGHT, HOME_H, PANEL_W, SPEED, WIDTH, board_renderer, draw_flag, flag_rgb, home_xy, pile_xy
from .presenter import FlagRacePresenter, race

_EMBLEMS: dict[str, str] = {}


def flag_art(colour: str | None) -> Art:
    """How a flag on the pile (None) or one a player of ``colour`` took looks."""
    rgb = flag_rgb(colour)
    return lambda surf, centre, h: draw_flag(surf, centre, h, rgb)


class FlagRaceBoard:
    """Flag Race's board, declared: the pile's flags (a click on one takes it and
    the flags after it), each player's flags at home, a take as the flags
    gliding home one after the other (the top one first), and the panel as a
    row per player, the pile's count and the Take chips."""

    width, height = WIDTH, HEIGHT
    speed = SPEED
    panel_width = PANEL_W
    backdrop = (206, 222, 240)

    def __init__(self, content: Any) -> None:
        self.ground = board_renderer(content)

    def render(self, k: float) -> pygame.Surface:
        return self.ground.render(k)

    def pieces(self, view: GameState) -> list[Piece]:
        s = race(view)
        out = [Piece(("pile", j), pile_xy(j), FLAG_H, flag_art(None), Key("flag", j), layer=j) for j in range(s.pile)]
        for seat in range(s.num_seats):
            art = flag_art(s.setup.seats[seat].colour)
            out += [Piece(("home", seat, k), home_xy(seat, k), HOME_H, art) for k in range(s.taken[seat])]
        return out

    def glides(self, before: GameState, e: Event) -> list[Glide]:
        if e.kind != "take" or e.seat is None:
            return []
        s = race(before)
        colour = s.setup.seats[e.seat].colour
        had, first, count = s.taken[e.seat], e.data["first"], e.data["count"]
        return [Glide(("pile", j), (pile_xy(j), home_xy(e.seat, had + i)), flag_art(colour), FLAG_H,
                      trace=flag_rgb(colour), size_there=HOME_H)
                for i, j in enumerate(range(first + count - 1, first - 1, -1))]

    def panel(self, view: GameState, seat: int | None, bots: frozenset[int], moving: bool) -> list[PanelItem]:
        s = race(view)
        turn = s.current_player()
        out: list[PanelItem] = []
        for i in range(s.num_seats):
            ss = s.setup.seats[i]
            won = " - wins" if s.winner == i else ""
            out.append(Row(f"{ss.name}{' (bot)' if i in bots else ''}", f"{s.taken[i]} flags{won}",
                           icons=(drawn(flag_art(ss.colour)),), marked=i == turn, key=Key("row", i)))
        out.append(Line(f"On the pile: {s.pile} of {s.c.flags}"))
        counts = {a.count for a in s.legal_actions(seat) if isinstance(a, TakeFlags)} \
            if seat is not None and not moving else set()
        out.append(Chips(tuple((Key("take", n), f"Take {n}", n in counts) for n in range(1, s.c.most + 1))))
        return out

    def heading(self, view: GameState) -> str:
        s = race(view)
        cur = s.current_player()
        return "The race is over" if cur is None else f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def your_move(self, view: GameState, seat: int) -> str:
        return "Take 1 to 3 flags: click a lit flag, or a Take chip."


def emblem(colour: str, symbols: bool = True) -> str:
    """A file of a seat's flag (the generic screens load emblems from files),
    drawn once a run into a folder of the run's own."""
    if colour not in _EMBLEMS:
        folder = tempfile.mkdtemp(prefix="flag-race-")
        surf = pygame.Surface((64, 64), pygame.SRCALPHA)
        draw_flag(surf, (36, 32), 56, flag_rgb(colour))
        path = os.path.join(folder, f"{colour}.png")
        pygame.image.save(surf, path)
        _EMBLEMS[colour] = path
    return _EMBLEMS[colour]


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    r = board_renderer(state.c)
    k = round(min(area.w / r.width, area.h / r.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    for j in range(state.pile):
        x, y = pile_xy(j)
        draw_flag(screen, (ox + x * k, oy + y * k), 44 * k, flag_rgb(None))
    for seat in range(state.num_seats):
        for n in range(state.taken[seat]):
            x, y = home_xy(seat, n)
            draw_flag(screen, (ox + x * k, oy + y * k), 30 * k, flag_rgb(state.setup.seats[seat].colour))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Px, symbols: bool = True,
              viewer: int | None = None) -> int:
    """The flags the seat took, in a row (nothing of the race is secret)."""
    rgb = flag_rgb(state.setup.seats[seat].colour)
    for n in range(state.taken[seat]):
        draw_flag(screen, (x + u(8) + n * u(16), y + u(10)), u(18), rgb)
    return y + u(28)


def results_detail(screen: pygame.Surface, state: Any, area: pygame.Rect, u: Px, symbols: bool) -> None:
    y = area.y
    for seat in range(state.num_seats):
        text(screen, f"{state.name(seat)}: {state.taken[seat]} flags", (area.x + u(40), y), u(16), (255, 255, 255),
             bold=state.winner == seat)
        y = open_hand(screen, state, seat, area.x + u(40), y + u(24), u) + u(8)


def legend(screen: pygame.Surface, x: int, y: int, u: Px) -> None:
    for rgb, words in ((flag_rgb(None), "a flag on the pile"), (flag_rgb("red"), "a flag red took"),
                       (flag_rgb("blue"), "a flag blue took")):
        draw_flag(screen, (x + u(16), y + u(18)), u(34), rgb)
        text(screen, words, (x + u(44), y + u(9)), u(15), (255, 255, 255))
        y += u(44)


UI = GameUI(
    scene=DeclaredScene,
    board=FlagRaceBoard,
    presenter=FlagRacePresenter,
    miniature=miniature,
    open_hand=open_hand,
    emblem=emblem,
    results_columns=(
        ResultColumn("Flags", lambda b: b["flags"]),
        ResultColumn("Won", lambda b: b["final_total"], bold=True),
    ),
    results_detail=results_detail,
    end_line=lambda s: f"{s.name(s.winner)} took the last flag." if s.winner is not None else "",
    legend=legend,
    sounds={"take": "card", "win": "target"},
    scenery=lambda content: board_renderer(content),
)
