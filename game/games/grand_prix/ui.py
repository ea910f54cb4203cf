"""Himalaya Grand Prix's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py): the play scene, the course in miniature, open hands,
the podium and captures under the results, and the legend beside the rules."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.common import backs, fonts, image, text
from game.scenes.game_ui import GameUI, Px, ResultColumn, time_frames
from game.view.motion import Tween

from . import course_art, style
from .pieces import draw_rider, played_cards, rider
from .presenter import GrandPrixPresenter
from .scene import GrandPrixScene, course_renderer


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    c = state.c
    r = course_renderer(c)
    k = round(min(area.w / r.width, area.h / r.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    for key in state.placed:
        played_cards(screen, r, key, 2 if key in state.twins else 1,
                     lambda w: pygame.Rect(round(ox + w.x * k), round(oy + w.y * k), round(w.w * k), round(w.h * k)))
    size = max(10, round(c.spaces[0].h * k * 0.6))
    spots = [(b, (s.x + s.w / 2, s.y + s.h * 0.6)) for s, b in zip(c.spaces, state.cells) if b is not None]
    spots += [(b, (r.finish_rect(i + 1).centerx, r.podium_top(i + 1) - c.spaces[0].h * 0.34))
              for i, b in enumerate(state.podium)]
    for (owner, value), (x, y) in spots:
        team = state.team(owner)
        draw_rider(screen, rider(team, value, size, c.team_rgb(team)), (ox + x * k, oy + y * k))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Px, symbols: bool = True,
              viewer: int | None = None) -> int:
    """The captain's Yeti cards (face up to him, backs and a count to anyone else) and snowballs."""
    cw, ch = u(30), u(42)
    if viewer != seat:
        x = backs(screen, style.gp_back(), len(state.hand_keys(seat)), x, y, (cw, ch), u)
        cards = [style.gp_snowball_card()] * state.snowballs[seat]
    else:
        cards = [style.gp_yeti_card(*k.split("/")) for k in sorted(state.hand_keys(seat))]
        cards += [style.gp_snowball_card()] * state.snowballs[seat]
    for i, path in enumerate(cards):
        screen.blit(image(path, (cw, ch)), (x + i * (cw + u(3)), y))
    return y + ch + u(8)


def podium(screen: pygame.Surface, s: Any, area: pygame.Rect, u: Px, symbols: bool) -> None:
    """The finishing spaces with their snowboarders, and each captain's captures."""
    c = s.c
    text(screen, "The podium", (area.centerx, area.y), u(16), (255, 236, 160), bold=True, anchor="midtop")
    bw = u(120)
    x0 = area.centerx - (bw * len(c.podium) + u(12) * (len(c.podium) - 1)) // 2
    k = u(1000) / 1000                   # the podium's steps as on the course, at the window's scale
    for i, mult in enumerate(c.podium):
        r = pygame.Rect(x0 + i * (bw + u(12)), area.y + u(30), bw, u(100))
        top = r.y + r.h * (0.5 if i == 0 else 0.6 if i == 1 else 0.68)
        course_art.podium_step(screen, fonts(), k, pygame.Rect(round(r.x / k), round(r.y / k), round(r.w / k),
                                                               round(r.h / k)), top / k, i + 1, mult)
        if i < len(s.podium):
            owner, value = s.podium[i]
            team = s.team(owner)
            pic = rider(team, value, u(46), c.team_rgb(team))
            screen.blit(pic, pic.get_rect(midbottom=(r.centerx, round(top) - u(4))))
    y = area.y + u(144)
    text(screen, "Knocked off by each captain's Yetis", (area.centerx, y), u(16), (255, 236, 160), bold=True,
         anchor="midtop")
    y += u(26)
    # a row a captain, closer together where four of them would run past the area
    step = max(u(18), min(u(31), (area.bottom - y) // max(1, s.num_seats)))
    size = min(u(28), step - u(2))
    for seat in range(s.num_seats):
        text(screen, s.name(seat), (area.x + u(40), y + (size - u(15)) // 2), u(15), (255, 255, 255), bold=True)
        cx = area.x + u(180)
        for owner, value in s.captured[seat]:
            screen.blit(image(style.gp_boarder(s.team(owner), value), (size, size)), (cx, y))
            cx += size + u(2)
        if not s.captured[seat]:
            text(screen, "none", (cx, y + (size - u(14)) // 2), u(14), (200, 210, 226))
        y += step


def legend(screen: pygame.Surface, x: int, y: int, u: Px) -> None:
    from .rules.state import TEAMS
    for team in TEAMS:
        screen.blit(image(style.gp_boarder(team, 4), (u(40), u(40))), (x, y))
        text(screen, f"{team}: snowboarders 1 to 4", (x + u(50), y + u(11)), u(15), (255, 255, 255))
        y += u(46)
    y += u(6)
    for yeti, colour, label in (("chilly", "green", "green Yeti: throws to the right"),
                                ("chilly", "red", "red Yeti: throws to the left")):
        screen.blit(image(style.gp_yeti_card(yeti, colour), (u(50), u(70))), (x, y))
        text(screen, label, (x + u(60), y + u(26)), u(15), (255, 255, 255))
        y += u(78)
    screen.blit(image(style.gp_snowball_card(), (u(50), u(70))), (x, y))
    text(screen, "snowball: roll again", (x + u(60), y + u(26)), u(15), (255, 255, 255))
    y += u(78)
    for n in (3, 6):
        screen.blit(image(style.gp_die(n), (u(36), u(36))), (x, y))
        y += u(40)
    text(screen, "3 or more hits", (x + u(46), y - u(58)), u(15), (255, 255, 255))


def bench_frames(app: Any, frames: int) -> list[float]:
    """Milliseconds per frame of a five-captain race part way down, a snowboarder
    of each captain sliding down a lane from the top to the bottom row, one after another."""
    from game.ai import Observation, make_bot
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get

    from . import GAME_ID
    info = get(GAME_ID)
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], "random") for i in range(5))
    play = GrandPrixScene(app, Setup(GAME_ID, seats, seed=3))
    s = play.state
    bots = [make_bot("random", 10 + i) for i in range(5)]
    for _ in range(30):
        seat = s.current_player()
        if seat is None:
            break
        s.apply(bots[seat].choose(Observation(s, seat), s.legal_actions(seat)))
    app.switch(play)
    c = play.content
    turn = [0]

    def refill() -> None:
        seat = turn[0] % 5
        col = 1 + turn[0] % c.cols
        turn[0] += 1
        pts = [play._centre(sp.id) for sp in (c.space_at(row, col) for row in range(1, c.rows + 1)) if sp]
        play.motions.tweens.append(Tween(seat, pts, 900.0, piece=(seat, 1 + seat % 4)))
    return time_frames(app, play, frames, refill)


UI = GameUI(
    scene=GrandPrixScene,
    presenter=GrandPrixPresenter,
    miniature=miniature,
    open_hand=open_hand,
    emblem=lambda colour, symbols: style.gp_team(colour),
    results_columns=(
        ResultColumn("Podium", lambda b: b["podium_points"]),
        ResultColumn("Later", lambda b: b["late_points"]),
        ResultColumn("Captures", lambda b: b["capture_points"]),
        ResultColumn("Total", lambda b: b["final_total"], bold=True),
    ),
    results_detail=podium,
    end_line=lambda s: "The last snowboarder has left the course.",
    legend=legend,
    sounds={"start": "glide", "finish": "target", "yeti": "card", "snowball": "card", "roll": "click",
            "knock": "bump"},
    scenery=lambda content: course_renderer(content),
    bench_frames=bench_frames,
)
