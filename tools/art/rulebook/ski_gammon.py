"""Ski Gammon's rulebook pictures, on the board as the game draws it (its
board renderer and tokens, as in the load preview, and its dice).

- ``ski-gammon-lift.png``: the lift, three rolls played out by the rules:
  Ben rolls 7 from START with Anna on lift space 5 and stops on 4; Ben right
  below Anna stays put; Ben alone lands exactly on 5 and may turn onto Boomer;
- ``ski-gammon-passing.png``: a run down Edelweiss: Ben passes Anna (she
  pays him) and lands on Chloe (she falls and pays the bank), with the
  Groschen that changed hands read from the rules' events.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

import pygame

from game.core.protocol import Event, SeatSetup, Setup
from game.games.ski_gammon import default_content, style
from game.games.ski_gammon.board_view import BoardRenderer
from game.games.ski_gammon.presenter import tokens_by_place
from game.games.ski_gammon.rules.actions import Roll
from game.games.ski_gammon.rules.content import SGContent
from game.games.ski_gammon.rules.state import SGState
from game.scenes.common import image

from . import kit

SCALE = 0.72
SKIERS = (("Anna", "red"), ("Ben", "blue"), ("Chloe", "green"))
TOKEN = 24                     # a token's size at SCALE (the board draws them 33 pixels at scale 1)


@cache
def content() -> SGContent:
    return default_content()


def position(places: Sequence[tuple[str, int]], turn: int) -> SGState:
    """The skiers at the places given, after the opening roll, ``turn`` to roll."""
    seats = tuple(SeatSetup(name, colour) for name, colour in SKIERS[:len(places)])
    s = SGState(Setup("ski-gammon", seats, seed=1), content())
    s.phase, s.opening, s.turn = "turn", {"rolling": [], "rolls": {}}, turn
    s.pos = [[where, n] for where, n in places]
    s.census()
    return s


def roll(s: SGState, dice: tuple[int, int]) -> list[Event]:
    return s.apply(Roll(s.turn, dice))


@cache
def board_image(k: float, named: str) -> pygame.Surface:
    """The board as the game draws it, with one trail's name at its top and
    no other trail's name (a small window of the board would cut them in half)."""
    r = BoardRenderer(content())
    r.labels = [lb for lb in r.labels if lb[0] == "top" and lb[3] == named]
    return r.render(k)


def board_at(s: SGState, named: str, k: float = SCALE) -> pygame.Surface:
    """The board with the skiers' tokens where the rules put them (side by
    side when they share a place)."""
    r = BoardRenderer(content())
    surf = board_image(k, named).copy()
    size = round(TOKEN * k / SCALE)
    for place, seats in tokens_by_place(s).items():
        p = r.point(*place)
        if p is None:
            continue
        for i, seat in enumerate(seats):
            pic = image(style.sg_token(s.setup.seats[seat].colour), (size, size))
            dx = (i - (len(seats) - 1) / 2) * size * 0.62
            surf.blit(pic, pic.get_rect(center=(round(p[0] * k + dx), round(p[1] * k))))
    return surf


def centre(r: BoardRenderer, where: str, n: int, win: pygame.Rect) -> tuple[float, float]:
    p = r.point(where, n)
    assert p is not None
    return (p[0] * SCALE - win.x, p[1] * SCALE - win.y)


def dice(view: pygame.Surface, faces: Sequence[int], at: tuple[int, int]) -> pygame.Rect:
    """The dice rolled, side by side from ``at`` (top left)."""
    x, y = at
    for f in faces:
        view.blit(image(style.sg_die(f), (26, 26)), (x, y))
        x += 29
    return pygame.Rect(at[0], y, x - at[0], 26)


# ---------------------------------------------------------------- the lift

def lift_case(places: Sequence[tuple[str, int]], faces: tuple[int, int], title: str,
              check: Callable[[SGState], None]) -> pygame.Surface:
    """One roll of the lift's, from the position given (the last skier rolls):
    the board after it, the roller's way up (solid as far as he goes, dashed
    and crossed out where the roll would have taken him), where he set off."""
    c = content()
    r = BoardRenderer(c)
    seat = len(places) - 1
    s = position(places, seat)
    start = tuple(s.pos[seat])
    roll(s, faces)
    check(s)
    end = tuple(s.pos[seat])
    win = pygame.Rect(0, 0, 168, 0)
    top = c.lift[6]                      # up to lift space 7
    y0, y1 = round(top.y * SCALE) - 16, round((c.places["start"].y + c.places["start"].h) * SCALE) + 6
    win.h = y1 - y0
    win.centerx = round((c.lift[0].x + c.lift[0].w / 2) * SCALE) + 30
    win.y = y0
    view = kit.crop(board_at(s, "boomer"), win)
    ink = style.TOKEN_RGB[SKIERS[seat][1]]
    a = centre(r, str(start[0]), int(start[1]), win)
    b = centre(r, str(end[0]), int(end[1]), win)
    want = int(start[1]) + sum(faces)
    aim = centre(r, "lift", min(want, c.lift_top), win)
    with kit.Smooth(view) as sm:
        if want > int(end[1]) and want <= 7:
            sm.dashed([(b[0] - 22, b[1] - 4), (aim[0] - 22, aim[1])], 3, kit.NO)
            sm.cross((aim[0] - 22, aim[1]), 6, 3, kit.NO)
        if end != start:
            sm.arrow([(a[0] - 22, a[1] - 6), (b[0] - 22, b[1] + 4)], 3, ink, outline=kit.WHITE)
    if end != start:                     # where he set off, faded
        ghost = image(style.sg_token(SKIERS[seat][1]), (TOKEN, TOKEN)).copy()
        ghost.set_alpha(120)
        view.blit(ghost, ghost.get_rect(center=(round(a[0]), round(a[1]))))
    box = pygame.Rect(view.get_width() - 66, 4, 62, 34)
    pygame.draw.rect(view, kit.WHITE, box, border_radius=6)
    pygame.draw.rect(view, kit.EDGE, box, 1, border_radius=6)
    dice(view, faces, (box.x + 4, box.y + 4))
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    return kit.panel(view, title, _said(s, seat, faces, start, end), width=view.get_width() + 22)


def _said(s: SGState, seat: int, faces: Sequence[int], start: tuple[Any, ...], end: tuple[Any, ...]) -> str:
    who = s.name(seat)
    total = sum(faces)
    where = "START" if start[0] == "start" else f"lift space {start[1]}"
    if end == start:
        return f"{who} rolls {total} on {where}, right below {s.name(0)}: he stays put."
    if s.pending is not None and s.pending.get("kind") == "branch":
        return f"{who} rolls {total} from {where}, exactly onto 5: he may turn onto Boomer."
    return f"{who} rolls {total} from {where}: {s.name(0)} is on 5, so he stops on {end[1]}."


def lift() -> pygame.Surface:
    def stops_below(s: SGState) -> None:
        assert s.pos[1] == ["lift", 4], s.pos

    def stays(s: SGState) -> None:
        assert s.pos[1] == ["lift", 4], s.pos

    def may_branch(s: SGState) -> None:
        assert s.pos[1] == ["lift", 5] and s.pending and s.pending["kind"] == "branch", s.pending

    return kit.row([
        lift_case([("lift", 5), ("start", 0)], (3, 4), "No overtaking", stops_below),
        lift_case([("lift", 5), ("lift", 4)], (2, 4), "Blocked: stay put", stays),
        lift_case([("edelweiss", 3), ("start", 0)], (2, 3), "Boomer: exactly 5", may_branch),
    ], gap=8)


# ---------------------------------------------------------------- passing and landing

def passing() -> pygame.Surface:
    """Ben skis Edelweiss from space 2 with a 5: past Anna on 4, onto Chloe on 7."""
    c = content()
    r = BoardRenderer(c)
    k = 0.9
    s = position([("edelweiss", 4), ("edelweiss", 2), ("edelweiss", 7)], 1)
    before = s.clone()
    faces = (2, 3)
    events = roll(s, faces)
    passed = next(e for e in events if e.kind == "pass")
    fell = next(e for e in events if e.kind == "fall")
    assert s.pos[1] == ["edelweiss", 7] and passed.data["from"] == 0 and fell.data["from"] == 2
    spaces = [sp for n in range(1, 9) if (sp := r.space_rect("edelweiss", n)) is not None]
    box = spaces[0].unionall(spaces[1:])
    win = pygame.Rect(round(box.x * k) - 30, round(box.y * k) - 30, 0, 0)
    win.size = (round(box.w * k) + 90, round(box.h * k) + 50)
    view = kit.crop(board_at(s, "edelweiss", k), win)

    def at(n: int) -> tuple[float, float]:
        p = r.point("edelweiss", n)
        assert p is not None
        return (p[0] * k - win.x, p[1] * k - win.y)
    ink = style.TOKEN_RGB[SKIERS[1][1]]
    with kit.Smooth(view) as sm:
        way = [at(n) for n in range(2, 8)]
        sm.arrow(kit.beside(kit.resample(way, 6), 20)[3:-3], 3, ink, outline=kit.WHITE)
    ghost = image(style.sg_token(SKIERS[1][1]), (round(TOKEN * k / SCALE),) * 2).copy()
    ghost.set_alpha(120)
    view.blit(ghost, ghost.get_rect(center=at(2)))
    x, y = at(4)
    kit.tag(view, f"{before.name(0)} is passed: pays {before.name(1)} {passed.data['groschen']}", (x + 24, y + 10),
            11, anchor="topleft", width=120)
    x, y = at(7)
    kit.tag(view, f"{before.name(2)} is landed on: falls, pays {fell.data['groschen']} to the bank",
            (x + 26, y), 11, anchor="midleft", width=130, ink=kit.NO)
    pygame.draw.rect(view, kit.EDGE, view.get_rect(), 1)
    rolled = pygame.Surface((58, 26), pygame.SRCALPHA)
    dice(rolled, faces, (0, 0))
    said = (f"{before.name(1)} rolls {sum(faces)} on Edelweiss 2: he skis past {before.name(0)} and lands on "
            f"{before.name(2)}. Skiers on other trails are never passed or landed on.")
    return kit.panel(view, "Passing and landing on a trail", said, width=view.get_width() + 16, icon=rolled)


def pictures() -> list[kit.Picture]:
    return [kit.Picture("ski-gammon-lift.png", lift), kit.Picture("ski-gammon-passing.png", passing)]
