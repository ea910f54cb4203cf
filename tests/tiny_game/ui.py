"""Flag Race's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py), drawn with pygame's shapes: no sprite of its own."""
from __future__ import annotations

import os
import tempfile
from typing import Any

import pygame

from game.scenes.common import text
from game.scenes.game_ui import GameUI, Px, ResultColumn

from .presenter import FlagRacePresenter
from .scene import FlagRaceScene, board_renderer, draw_flag, flag_rgb, home_xy, pile_xy

_EMBLEMS: dict[str, str] = {}


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
    scene=FlagRaceScene,
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
