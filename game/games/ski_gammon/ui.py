"""Ski Gammon's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py): the play scene, the board in miniature, open hands
(condition cards and equipment), the skiers' places and equipment under the
results, the legend beside the rules, the sounds, the board as scenery and
the frame benchmark."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.common import backs, image, text
from game.scenes.game_ui import GameUI, Px, ResultColumn, time_frames
from game.scenes.replay import HAND_ROW
from game.view.text import fit_text, fonts

from . import style
from .faces import condition_picture
from .journey import Journey
from .presenter import SkiGammonPresenter, tokens_by_place
from .scene import SkiGammonScene, board_renderer

WHITE = (255, 255, 255)
SOFT = (214, 224, 240)


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    c = state.c
    r = board_renderer(c)
    k = round(min(area.w / r.width, area.h / r.height), 3)
    img = r.render(k)
    ox = area.x + ((area.w - img.get_width()) // 2 if centred else 0)
    oy = area.y + ((area.h - img.get_height()) // 2 if centred else 0)
    screen.blit(img, (ox, oy))
    inner = r.conditions_inner()                 # the present conditions' picture in its box
    ic = max(4, round(min(inner.w, inner.h) * k))
    cond = c.conditions[state.present]
    pic = image(condition_picture(cond.key), (ic, ic))
    screen.blit(pic, pic.get_rect(center=(round(ox + inner.centerx * k), round(oy + inner.centery * k))))
    size = max(12, round(33 * k))
    for place, seats in tokens_by_place(state).items():
        p = r.point(*place)
        if p is None:
            continue
        for i, seat in enumerate(seats):
            pic = image(style.sg_token(state.setup.seats[seat].colour, symbols), (size, size))
            dx = (i - (len(seats) - 1) / 2) * size * 0.62
            screen.blit(pic, pic.get_rect(center=(round(ox + p[0] * k + dx), round(oy + p[1] * k))))
    return pygame.Rect(ox, oy, img.get_width(), img.get_height())


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Px, symbols: bool = True,
              viewer: int | None = None) -> int:
    """A skier's Ski Condition cards (picture and name to him; to anyone else their
    backs and count) and equipment, which everyone sees."""
    c = state.c
    f = fonts().get(u(11), True)
    cx = x
    if viewer != seat and state.hands[seat]:
        backs(screen, style.sg_back("condition"), len(state.hands[seat]), x, y, (u(18), u(25)), u)
        y += u(2)
    room = x + u(HAND_ROW)
    for cid in sorted(state.hands[seat]) if viewer == seat else ():
        cond = c.conditions[cid]
        wide = u(25) + f.size(cond.name)[0] + u(10)        # every card's whole name: a new row when full
        if cx > x and cx + wide > room:
            cx, y = x, y + u(26)
        screen.blit(image(condition_picture(cond.key), (u(22), u(22))), (cx, y))
        screen.blit(f.render(cond.name, True, SOFT), (cx + u(25), y + u(5)))
        cx += wide
    if state.hands[seat]:
        y += u(26)
    cx = x
    for k in c.items:
        n = state.items[seat].get(k, 0)
        for _ in range(n):
            screen.blit(image(style.sg_item(k), (u(22), u(22))), (cx, y))
            cx += u(24)
    if not state.items[seat]:
        text(screen, "no equipment", (x, y + u(4)), u(12), SOFT)
    return y + u(30)


def results_detail(screen: pygame.Surface, s: Any, area: pygame.Rect, u: Px, symbols: bool) -> None:
    """The board as the game ended, and each skier's place and equipment beside it."""
    left = pygame.Rect(area.x, area.y, area.w * 45 // 100, area.h)
    drawn = miniature(screen, s, left, symbols, centred=True)
    x = drawn.right + u(16)
    y = area.y + u(4)
    row = max(u(30), min(u(56), area.h // max(1, s.num_seats)))
    f = fonts().get(u(14), True)
    fs = fonts().get(u(12))
    width = area.right - x
    for seat in sorted(range(s.num_seats), key=lambda i: -s.scores()[i]):
        ss = s.setup.seats[seat]
        screen.blit(image(style.sg_token(ss.colour, symbols), (u(24), u(24))), (x, y))
        screen.blit(f.render(fit_text(f, ss.name, width - u(30)), True, WHITE), (x + u(30), y + u(2)))
        where = s.place_label(seat)
        screen.blit(fs.render(fit_text(fs, where, width - u(30)), True, SOFT), (x + u(30), y + u(20)))
        ix = x + u(30) + min(width - u(30) - u(120), fs.size(where)[0] + u(10))
        for k in s.c.items:
            for _ in range(s.items[seat].get(k, 0)):
                if ix + u(18) > area.right:
                    break
                screen.blit(image(style.sg_item(k), (u(18), u(18))), (ix, y + u(18)))
                ix += u(19)
        y += row


def end_line(s: Any) -> str:
    why = s.ended
    if why == "target":
        return f"The first skier to reach {s.target} Groschen wins."
    if why == "rounds":
        return f"{s.limit} rounds were played: the richest skier wins."
    if why == "clock":
        return f"The {s.minutes} minutes were up and the round was finished: the richest skier wins."
    if why == "last":
        return "Every other skier went bust."
    if why == "stopped":
        return "The conditions stopped every skier and nobody changed them."
    return "The game is over."


def legend(screen: pygame.Surface, x: int, y: int, u: Px) -> None:
    f = fonts().get(u(14))
    sq = u(24)
    for colour, words in (("white", "a plain space"), ("red", "stop here: a Sitzmark card"),
                          ("blue", "stop here: a new Ski Condition"), ("yellow", "the bottom: the trail's Groschen")):
        r = pygame.Rect(x, y, sq, sq)
        pygame.draw.rect(screen, style.SPACE_RGB[colour], r, border_radius=u(4))
        pygame.draw.rect(screen, style.NAVY_RGB, r, max(1, u(2)), border_radius=u(4))
        screen.blit(f.render(words, True, WHITE), (x + sq + u(10), y + u(3)))
        y += sq + u(8)
    r = pygame.Rect(x, y, sq, sq)
    pygame.draw.rect(screen, style.LIFT_RGB, r, border_radius=u(6))
    pygame.draw.rect(screen, (200, 206, 220), r, max(1, u(2)), border_radius=u(6))
    text(screen, "5", r.center, u(13), WHITE, bold=True, anchor="center")
    screen.blit(f.render("the lift, up from START", True, WHITE), (x + sq + u(10), y + u(3)))
    y += sq + u(12)
    for i, colour in enumerate(style.TOKEN_RGB):
        screen.blit(image(style.sg_token(colour), (u(30), u(30))), (x + i * u(34), y))
    y += u(34)
    screen.blit(f.render("the skiers' tokens", True, WHITE), (x, y))
    y += u(28)
    from . import default_content
    for i, k in enumerate(list(default_content().items)[:8]):
        screen.blit(image(style.sg_item(k), (u(30), u(30))), (x + i * u(34), y))
    y += u(34)
    screen.blit(f.render("equipment from the Ski Shoppe", True, WHITE), (x, y))
    y += u(28)
    for i, pack in enumerate(style.PACKS):
        screen.blit(image(style.sg_back(pack), (u(50), u(70))), (x + i * u(58), y))
    y += u(76)
    screen.blit(f.render("Sitzmark, Apres Ski and", True, WHITE), (x, y))
    screen.blit(f.render("Ski Condition cards", True, WHITE), (x, y + u(18)))
    y += u(44)
    screen.blit(image(style.sg_coin(), (u(24), u(24))), (x, y))
    screen.blit(f.render("Groschen", True, WHITE), (x + u(32), y + u(3)))


def bench_frames(app: Any, frames: int) -> list[float]:
    """Milliseconds per frame of a 6-skier game with the tokens going down the trails, one after another."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get

    from . import GAME_ID
    info = get(GAME_ID)
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], "random") for i in range(6))
    play = SkiGammonScene(app, Setup(GAME_ID, seats, seed=3))
    app.switch(play)
    r = play.renderer
    trails = list(play.content.trails.values())

    def refill() -> None:
        legs = []
        for seat in range(6):
            t = trails[seat % len(trails)]
            pts = [p for p in (r.point(t.id, k) for k in range(1, t.length + 1)) if p is not None]
            legs.append((seat, pts, 0.05 * len(pts)))
        play.motions.tweens.append(Journey(legs))
    return time_frames(app, play, frames, refill)


def score_words(state: Any, seat: int) -> str:
    """A skier's standing: the Groschen held (the score is money), or out of the game."""
    return f"{state.groschen[seat]} Groschen" if state.active(seat) else "out of the game"


UI = GameUI(
    score_words=score_words,
    scene=SkiGammonScene,
    presenter=SkiGammonPresenter,
    miniature=miniature,
    open_hand=open_hand,
    emblem=lambda colour, symbols: style.sg_token(colour, symbols),
    results_columns=(
        ResultColumn("Status", lambda b: b["status"]),
        ResultColumn("Equipment", lambda b: b["equipment"]),
        ResultColumn("Cards", lambda b: b["condition cards"]),
        ResultColumn("Groschen", lambda b: b["Groschen"], bold=True),
    ),
    results_detail=results_detail,
    end_line=end_line,
    legend=legend,
    sounds={"roll": "click", "opening": "click", "ride": "lift", "ski": "glide", "slide": "glide", "cutoff": "glide",
            "branch": "glide", "card": "card", "condition": "card", "buy_card": "card", "finish": "target",
            "over": "target", "pass": "bump", "fall": "bump", "bust": "bump", "buy": "click", "sell": "click",
            "offer": "card", "trade": "click", "rain": "glide"},
    scenery=lambda content: board_renderer(content),
    bench_frames=bench_frames,
)
