"""Ski the Mountain's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py): the play scene, the board in miniature, open hands,
the results' columns and night routes, the legend beside the rules, the map
viewer and the frame benchmark."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.common import backs, image, text
from game.scenes.game_ui import GameUI, Px, ResultColumn, time_frames
from game.scenes.replay import HAND_ROW
from game.scenes.table import TAKEN_BACK

from . import style
from .board_view import closed_markers, renderer_for
from .presenter import SkiPresenter
from .scene import PlayScene


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    board = state.c.board
    r = renderer_for(board)
    r.set_symbols(symbols)
    k = round(min(area.w / board.width, area.h / board.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    mark = max(10, round(40 * k))                # the closed pistes and lifts, as the live board shows them
    for name, (x, y) in closed_markers(board, state.markers):
        pic = image(style.piece(name), (mark, mark))
        screen.blit(pic, pic.get_rect(center=(ox + x * k, oy + y * k)))
    size = max(14, round(34 * k / 0.6))
    for seat, spot in enumerate(state.pos):
        if spot is None:
            continue
        sp = board.spots[spot]
        pic = image(style.skier(state.setup.seats[seat].colour, symbols), (size, size))
        screen.blit(pic, pic.get_rect(center=(ox + sp.x * k + 6 * seat, oy + sp.y * k - size * 0.35)))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Px, symbols: bool = True,
              viewer: int | None = None) -> int:
    """The skier's piste and event cards: face up to the skier, backs and counts to anyone else."""
    cw, ch = u(30), u(42)
    c = state.c
    if viewer != seat:
        after = backs(screen, style.card_back("piste"), len(state.hands[seat]), x, y, (cw, ch), u)
        backs(screen, style.card_back("event"), len(state.ev_hands[seat]), after, y, (cw, ch), u)
        return y + ch + u(8)
    hand = sorted(state.hands[seat], key=lambda q: (c.piste[q].colour, c.piste[q].value))
    events = list(state.ev_hands[seat])
    # piste cards, a gap, the event cards: all within the replay's panel (overlapping when many)
    room, gap = u(HAND_ROW), u(10) if events else 0
    n = len(hand) + len(events)
    step = min(cw + u(3), (room - cw - gap) / max(1, n - 1))
    for i, card in enumerate(hand):
        p = c.piste[card]
        screen.blit(image(style.piste_card(p.colour, p.value), (cw, ch)), (round(x + i * step), y))
    for j, card in enumerate(events):
        ex = round(x + (len(hand) + j) * step + gap)
        screen.blit(image(style.event_card(c.events[card].key), (cw, ch)), (ex, y))
    return y + ch + u(8)


def night_routes(screen: pygame.Surface, state: Any, area: pygame.Rect, u: Px, symbols: bool) -> None:
    """The board, small, with each stranded skier's way down to a town at night."""
    text(screen, "Night: the way down for skiers still on the mountain", (area.centerx, area.y), u(14),
         (220, 230, 245), anchor="center")
    area = pygame.Rect(area.x + u(30), area.y + u(14), u(600), area.h)
    board = state.c.board
    r = renderer_for(board)
    r.set_symbols(symbols)
    k = round(min(area.w / board.width, area.h / board.height), 3)
    img = r.render(k)
    ox, oy = area.x + (area.w - img.get_width()) // 2, area.y
    screen.blit(img, (ox, oy))
    pygame.draw.rect(screen, (255, 255, 255), (ox, oy, img.get_width(), img.get_height()), 2)
    for seat in range(state.num_seats):
        start = state.pos[seat]
        if start is None:
            continue
        colour = state.setup.seats[seat].colour
        route = [start] + state.score_breakdown(seat)["night_route"]
        pts = [(ox + board.spots[x].x * k, oy + board.spots[x].y * k) for x in route]
        if len(pts) > 1:
            pygame.draw.lines(screen, (255, 255, 255), False, pts, u(7))
            pygame.draw.lines(screen, style.PLAYER_RGB[colour], False, pts, u(4))
        pic = image(style.skier(colour, symbols), (u(24), u(24)))
        screen.blit(pic, pic.get_rect(center=pts[0]))


def end_line(state: Any) -> str:
    return f"The game ends: {state.end_reason}."


def legend(screen: pygame.Surface, x: int, y: int, u: Px) -> None:
    for colour in ("green", "blue", "red", "black"):
        screen.blit(image(style.piste_card(colour, 3), (u(62), u(87))), (x, y))
        text(screen, f"{colour} run: {style.PISTE_SHAPE[colour]}", (x + u(72), y + u(34)), u(15), (255, 255, 255))
        y += u(94)
    for name, label in (("lift_cable_car", "cable car, bubble"), ("lift_chair", "chair lift"),
                        ("lift_drag", "drag, button lift"), ("restaurant", "restaurant"), ("town", "town"),
                        ("bus", "bus route")):
        screen.blit(image(style.icon(name), (u(32), u(32))), (x, y))
        text(screen, label, (x + u(42), y + u(7)), u(15), (255, 255, 255))
        y += u(38)


def view_map(path: str | None, size: tuple[int, int], zoom: float, centre: tuple[float, float] | None,
             screenshot: str | None) -> int:
    import os

    from game import paths

    from .map_viewer import run
    return run(path or os.path.join(paths.maps_dir(), "mountain.tmx"), size, zoom, centre, screenshot)


def bench_frames(app: Any, frames: int) -> list[float]:
    """Milliseconds per frame of a 6-seat game with every skier gliding down a
    long run at once."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get

    from . import GAME_ID
    from .rules.actions import ChooseStart
    from .scene import Tween
    info = get(GAME_ID)
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], "random") for i in range(6))
    play = PlayScene(app, Setup(GAME_ID, seats, seed=3))
    app.switch(play)
    s = play.state
    towns = sorted(s.c.board.towns())
    for seat in range(6):
        s.apply(ChooseStart(seat, towns[seat % len(towns)]))
    runs = sorted(s.c.board.runs.values(), key=lambda r: -len(r.spots))

    def refill() -> None:
        for seat in range(6):
            run = runs[seat % len(runs)]
            pts = [(s.c.board.spots[x].x, s.c.board.spots[x].y) for x in run.spots]
            play.motions.tweens.append(Tween(seat, pts, 400.0))
    return time_frames(app, play, frames, refill)


def join_log(previous: str, line: str) -> str | None:
    """A discard straight after its player's take reads as one line: "Chloe
    takes 2 from the deck and discards blue 4, red 2"."""
    at = line.find(" discards ")
    if at <= 0 or line.startswith(TAKEN_BACK) or previous.startswith(TAKEN_BACK):
        return None
    who, cards = line[:at], line[at + len(" discards "):]
    if not previous.startswith(f"{who} takes "):
        return None
    return f"{previous}, {cards}" if " and discards " in previous else f"{previous} and discards {cards}"


UI = GameUI(
    scene=PlayScene,
    presenter=SkiPresenter,
    miniature=miniature,
    open_hand=open_hand,
    emblem=style.skier,
    results_columns=(
        ResultColumn("Runs", lambda b: b["runs"]),
        ResultColumn("Named", lambda b: b["numbered_runs"]),
        ResultColumn("Targets", lambda b: b["targets"]),
        ResultColumn("Events", lambda b: b["events"]),
        ResultColumn("Bonuses", lambda b: sum(x["points"] for x in b["bonuses"])),
        ResultColumn("Town", lambda b: b["town_return"]),
        ResultColumn("Night", lambda b: b["night_penalty"]),
        ResultColumn("Total", lambda b: b["final_total"], bold=True),
    ),
    results_detail=night_routes,
    end_line=end_line,
    legend=legend,
    sounds={"move": "glide", "lift": "lift", "take": "card", "draw": "card", "discard": "card", "bus": "bus",
            "target": "target", "walk": "click", "heli": "lift", "event": "card"},
    scenery=lambda content: renderer_for(content.board),
    view_map=view_map,
    bench_frames=bench_frames,
    join_log=join_log,
)
