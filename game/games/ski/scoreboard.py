"""Ski the Mountain's score board, over the board when Scores is pressed:
every skier's marker on the score track (sliding to new scores, markers at
the same score stacked) and the run recorder (each numbered run with the
snowflakes of those who claimed it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.common import image, text
from game.view.text import fit_text, fonts, wrap_words

from . import style

if TYPE_CHECKING:
    from .scene import PlayScene

SCORE_STACK = 28          # markers at the same score, one above the other: a whole marker (26) and a gap
SCORE_MARKER = 26


def stack_levels(places: list[int]) -> list[int]:
    """Each score marker's level in its pile (0 on the track, 1 above it ...):
    markers at the same score stand one above the other, in seat order."""
    seen: dict[int, int] = {}
    out = []
    for p in places:
        out.append(seen.get(p, 0))
        seen[p] = out[-1] + 1
    return out


def draw_scores(scene: PlayScene, screen: pygame.Surface) -> None:
    """The score board (every skier's marker on the score track, sliding to
    new scores) and the run recorder (each numbered run with the snowflakes
    of those who claimed it)."""
    u = scene.app.px
    r = scene.frame.board_rect.inflate(-u(40), -u(40))
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    veil.fill((16, 26, 44, 225))
    screen.blit(veil, r)
    s, c = scene.seen, scene.content
    track = image(style.board_art("scoreboard"))
    k = (r.w - u(40)) / track.get_width()
    tw, th = round(track.get_width() * k), round(track.get_height() * k)
    track = image(style.board_art("scoreboard"), (tw, th))
    # markers on the same score stack up: leave room above the track for the tallest stack
    places = [round(max(0.0, min(100.0, v))) for v in scene.motions.score_shown]
    most = max(places.count(v) for v in places)
    band_mid = (style.SCORE_BAND[0] + style.SCORE_BAND[1]) / 2 * k
    tx = r.x + u(20)
    ty = max(r.y + u(50), r.y + u(50) + u(22) + u(SCORE_STACK) * (most - 1) + u(13) - round(band_mid))
    text(screen, "Score board", (tx, r.y + u(14)), u(22), (255, 255, 255), bold=True)
    screen.blit(track, (tx, ty))
    band_y = ty + band_mid
    symbols = scene.app.settings.symbols
    levels = stack_levels(places)
    for seat, score in enumerate(scene.motions.score_shown):
        v = max(0.0, min(100.0, score))
        n = levels[seat]
        colour = s.setup.seats[seat].colour
        pic = image(style.snowflake(colour, symbols), (u(SCORE_MARKER), u(SCORE_MARKER)))
        screen.blit(pic, pic.get_rect(center=(tx + (style.SCORE_X0 + v * style.SCORE_STEP) * k,
                                              band_y - u(22) - u(SCORE_STACK) * n)))
    y = ty + th + u(20)
    text(screen, "Run recorder", (tx, y), u(22), (255, 255, 255), bold=True)
    y += u(34)
    col_w = (r.w - u(40)) // 2
    runs = sorted(scene.board.numbered_runs(), key=lambda rn: (-c.run_recorder[rn.name], rn.name))
    # every name and its points inside its column, all at one size, smaller before any is cut
    # (at 150% they ran into the next column)
    said = [f"{run.name}  ({c.run_recorder[run.name]} points)" for run in runs]
    room = col_w - u(36)
    size = next((n for n in range(15, 8, -1) if all(fonts().get(u(n)).size(w)[0] <= room for w in said)), 9)
    f = fonts().get(u(size))
    for i, run in enumerate(runs):
        x = tx + (i % 2) * col_w
        yy = y + (i // 2) * u(34)
        screen.blit(image(style.piste_spot(run.colour, symbols), (u(22), u(22))), (x, yy))
        screen.blit(f.render(fit_text(f, said[i], room), True, (240, 244, 250)), (x + u(30), yy + u(2)))
        fx = x + col_w - u(30)
        for seat in range(s.num_seats):
            if run.name in s.snowflakes[seat]:
                colour = s.setup.seats[seat].colour
                screen.blit(image(style.snowflake(colour, symbols), (u(24), u(24))), (fx, yy - 1))
                fx -= u(26)
    yb = y + ((len(scene.board.numbered_runs()) + 1) // 2) * u(34) + u(14)
    bonus = ", ".join(f"{b.title} {b.points}" for b in c.bonuses)
    fb = fonts().get(u(14))
    for row in wrap_words(fb, f"Bonuses at night: {bonus}", r.w - u(40)):     # wrapped: never off the board
        screen.blit(fb.render(row, True, (220, 228, 240)), (tx, yb))
        yb += fb.get_linesize()

