"""Chemin Montagneux's screens, as the window's generic scenes ask for them
(game/scenes/game_ui.py): the play scene, the table in miniature (load
preview, replay), open hands (each stock, face up where a face is known), the
pawn as a seat's emblem, the results' columns and the landscape under them,
the line saying why the game ended, the legend beside the rules, the sounds,
the table as scenery and the frame benchmark."""
from __future__ import annotations

from typing import Any

import pygame

from game.scenes.common import image, kept, text
from game.scenes.game_ui import GameUI, Px, ResultColumn, time_frames
from game.view.text import fit_text, fonts

from . import camera, style
from . import terrain_view as tv
from .motions import Motion
from .presenter import CheminPresenter
from .scene import CheminScene
from .terrain_view.art import ART
from .terrain_view.layout import shown
from .terrain_view.projection import T, View

WHITE = (255, 255, 255)
SOFT = (214, 224, 240)


def _view_for(state: Any, area: pygame.Rect) -> View:
    zmax = max([len(p) for p in state.board.values()] + [4]) * T
    return camera.fit(0, area, camera.world_box(state.c, state.board), zmax, least=0)


def miniature(screen: pygame.Surface, state: Any, area: pygame.Rect, symbols: bool = True,
              centred: bool = False) -> pygame.Rect:
    """The table drawn small: the landscape, the pawns, the coins and the supplies."""
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    local = pygame.Rect(0, 0, area.w, area.h)
    v = _view_for(state, local)
    tv.draw_scene(surf, v, state.c, shown(state), current=state.current_player())
    box = surf.get_bounding_rect()
    if not centred:
        dx, dy = -box.x, -box.y
    else:
        dx, dy = (area.w - box.w) // 2 - box.x, (area.h - box.h) // 2 - box.y
    screen.blit(surf, (area.x + dx, area.y + dy))
    return pygame.Rect(area.x + dx + box.x, area.y + dy + box.y, box.w, box.h)


def open_hand(screen: pygame.Surface, state: Any, seat: int, x: int, y: int, u: Px, symbols: bool = True,
              viewer: int | None = None) -> int:
    """A player's stock (rough tiles grid side up, the others value side up) and
    coins: everyone sees them alike (nothing a player holds is secret)."""
    cx = x
    for t in state.stock[seat]:
        face = t if t[2] == "v" else [None, None, "g"]
        screen.blit(ART.face(face, 0, (u(22), u(22))), (cx, y))
        cx += u(24)
    if not state.stock[seat]:
        text(screen, "no tiles in stock", (x, y + u(4)), u(12), SOFT)
    y += u(26)
    cx = x
    for c in sorted(state.coins[seat]):
        screen.blit(image(style.cm_coin(c[0]), (u(16), u(16))), (cx, y))
        cx += u(14)
    return y + u(22)


def results_detail(screen: pygame.Surface, s: Any, area: pygame.Rect, u: Px, symbols: bool) -> None:
    """The landscape as the game ended, and each player's pawns, goal and coins beside it."""
    left = pygame.Rect(area.x, area.y, area.w * 55 // 100, area.h)
    drawn = miniature(screen, s, left, symbols, centred=True)
    x = drawn.right + u(16)
    y = area.y + u(4)
    row = max(u(30), min(u(56), area.h // max(1, s.num_seats)))
    f = fonts().get(u(14), True)
    fs = fonts().get(u(12))
    width = area.right - x
    for seat in sorted(range(s.num_seats), key=lambda i: -s.scores()[i]):
        ss = s.setup.seats[seat]
        px = x
        for pawn in s.seat_pawns(seat):
            screen.blit(image(style.cm_pawn(pawn), (u(18), u(27))), (px, y))
            px += u(16)
        screen.blit(f.render(fit_text(f, ss.name, max(10, width - u(40))), True, WHITE), (x + u(40), y + u(2)))
        b = s.score_breakdown(seat)
        line = f"steps to goal {b['steps to goal']} · {b['coins']} coins" + (
            f" · {b['flags']} flags" if "flags" in b else "")
        screen.blit(fs.render(fit_text(fs, line, max(10, width - u(40))), True, SOFT), (x + u(40), y + u(20)))
        y += row


def end_line(s: Any) -> str:
    why = s.ended
    if why == "peak":
        return "A pawn reached the peak of its own suit, with all four aces standing as peaks."
    if why == "flags":
        return f"The first player with flags on {s.c.n('flags_to_win')} peaks wins."
    if why == "rounds":
        return (f"{s.round_limit} rounds were played: the player nearest a goal wins "
                "(flags, a peak in reach, fewest steps, then coins).")
    if why == "stuck":
        return (f"Nobody came nearer a win for {s.c.n('stuck_rounds')} rounds, and the game was ended: the "
                "player nearest a goal wins (flags, a peak in reach, fewest steps, then coins).")
    return "The game is over."


def legend(screen: pygame.Surface, x: int, y: int, u: Px) -> None:
    f = fonts().get(u(14))
    sq = u(30)
    screen.blit(ART.face([None, None, "g"], 0, (sq, sq)), (x, y))
    screen.blit(f.render("a rough tile: four grid squares", True, WHITE), (x + sq + u(10), y + u(6)))
    y += sq + u(8)
    for i, suit in enumerate(style.SUITS):
        screen.blit(ART.face([suit, 1, "v"], 0, (sq, sq)), (x + i * (sq + u(4)), y))
    screen.blit(f.render("graded tiles: the aces", True, WHITE), (x + 4 * (sq + u(4)) + u(6), y + u(6)))
    y += sq + u(8)
    acts = {"S": "raise", "M": "lower", "C": "extend", "A": "grade"}
    for suit in style.SUITS:
        screen.blit(image(style.cm_die(suit, 5), (sq, sq)), (x, y))
        screen.blit(f.render(f"{style.SUIT_NAMES[suit]} die: {acts[suit]}", True, WHITE), (x + sq + u(10), y + u(6)))
        y += sq + u(6)
    for i, colour in enumerate(style.PAWN_RGB):
        screen.blit(image(style.cm_pawn(colour), (u(24), u(36))), (x + i * u(30), y))
    screen.blit(f.render("the pawns of Moons,", True, WHITE), (x + u(126), y + u(2)))   # two lines: a narrow column
    screen.blit(f.render("Crowns, Suns and Arms", True, WHITE), (x + u(126), y + u(20)))
    y += u(42)
    for i, suit in enumerate(style.SUITS):
        screen.blit(image(style.cm_coin(suit), (u(22), u(22))), (x + i * u(26), y))
    screen.blit(f.render("coins", True, WHITE), (x + u(110), y + u(2)))


def bench_frames(app: Any, frames: int) -> list[float]:
    """Milliseconds per frame of a 4-player game on a late landscape (40 tiles,
    piles one to four high, fitted), with a pawn hiking round the centre, again
    and again."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get

    from .rules.state import GAME_ID
    info = get(GAME_ID)
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], "random") for i in range(4))
    play = CheminScene(app, Setup(GAME_ID, seats, seed=3))
    app.switch(play)
    s = play.state
    rough = list(s.board["0,0"][0])
    for x in range(-3, 5):
        for y in range(-2, 3):
            s.board[f"{x},{y}"] = [list(rough) for _ in range(1 + abs(x * 7 + y * 3) % 4)]
    s._changed(land=True)                # the landscape set by hand: what the rules derived is forgotten
    play._settle()
    play.fit_view()
    heights = {k: len(p) for k, p in s.board.items()}

    def refill() -> None:
        # the game shown stays the game itself: only the pawn moves
        play.motions.tweens.append(Motion("hike", 1.2, pawn="black", path=["0,0,3", "0,0,1", "1,0,0", "1,0,2"],
                                  board=heights))
    return time_frames(app, play, frames, refill)


class TableScenery:
    """The table as a game on it begins, as a picture: the backdrop of the
    game's title, setup, rules, pause and results screens (a ``Scenery``)."""

    width, height = 1600, 1000                 # a nominal picture, scaled to the window

    def __init__(self, content: Any) -> None:
        from game.core.protocol import SeatSetup, Setup

        from . import GAME_ID, INFO
        seats = tuple(SeatSetup(f"P{i + 1}", c) for i, c in enumerate(INFO.colours))
        self.opening = INFO.new_game(Setup(GAME_ID, seats, seed=1), content)   # a game as it begins
        self._cache: dict[float, pygame.Surface] = {}

    def render(self, k: float) -> pygame.Surface:
        hit = self._cache.get(k)
        if hit is None:
            hit = pygame.Surface((max(1, round(self.width * k)), max(1, round(self.height * k))))
            hit.fill((38, 30, 26))                        # the room around the table
            miniature(hit, self.opening, hit.get_rect(), True, True)
            self._cache = {k: hit}                        # one size at a time: the window's
        return hit


def score_words(state: Any, seat: int) -> str:
    """A player's standing in a race to the peaks: won, or the steps still to go."""
    if seat in state.won:
        return "wins"
    steps = state.steps_to_goal(seat)
    return "no peak in reach yet" if steps is None else f"{steps} step{'s' if steps != 1 else ''} to go"


UI = GameUI(
    score_words=score_words,
    scene=CheminScene,
    presenter=CheminPresenter,
    miniature=miniature,
    open_hand=open_hand,
    emblem=lambda colour, symbols: style.cm_emblem(colour),
    results_columns=(
        ResultColumn("Pawns", lambda b: b["pawns"]),
        ResultColumn("To goal", lambda b: b["steps to goal"]),      # (in steps: the header fits its column)
        ResultColumn("Coins", lambda b: b["coins"]),
        ResultColumn("Won", lambda b: b["won"], bold=True),
    ),
    results_detail=results_detail,
    end_line=end_line,
    legend=legend,
    sounds={"roll": "click", "extend": "card", "raise": "card", "lower": "card", "grade": "card", "hike": "glide",
            "rest": "click", "pass": "bump", "done": "click", "moon_coins": "click", "peak": "target",
            "flag": "target", "over": "target"},
    bench_frames=bench_frames,
    scenery=lambda content: kept(("chemin-montagneux table", id(content)), lambda: TableScenery(content)),
)
