"""The real program in a real X window, played with real mouse and keyboard events.

For every game the registry lists, this test starts an X server of its own
(Xvfb, 1600x900), runs ``python main.py`` in it with a fresh data and settings
folder, and plays through the window with xdotool only (XTEST mouse moves,
clicks, keys and typing), the way a player would:

- on the title screen it steps to the game with the arrow button and presses
  New game; on the setup screen it makes the third seat an easy bot with its
  drop-down list (the first two stay humans) and presses Start;
- it plays a hot-seat game, two humans and the bot: at a "Pass to ..." screen
  it clicks, a "since your last turn" strip it closes with Got it, and for each
  human move it asks for the hint (H) and clicks the places the hint outlines
  (the one lit as a legal place first, the panel before the board), pressing
  Space to confirm when everything outlined was clicked; it waits while the
  bot plays;
- after at least six human moves (both humans) and a bot's move it saves with
  Ctrl+S and a name typed into the dialog, leaves through the menu (Esc, Title
  screen, Quit), starts the program again, opens the save from Load, plays
  one more move and quits.

Every place it clicks is found in a screenshot of the window (``import
-window``): buttons by the theme's colours, lit places by the yellow ring
every game draws round a legal place, the hint by its outline colour, the
hand-off screen by its veil. No rectangle of the program's own layout code is
used. Whose turn it is, and whether a move was made, are read from the
autosave the program writes after every action (the rules replay it here).

Where Xvfb, xdotool or ImageMagick's ``import`` is missing, the module says so
in one line and is skipped (install them where CI runs: ``.ci/run`` does).
Set SKI_E2E_SHOTS to a folder to keep the screenshots the test takes. The
harness (the X server, the program, its pictures, a move made from the hint)
is tests/real_window.py, shared with the online test beside this one.
"""
from __future__ import annotations

import json
import os
import time

import pytest
from real_window import MISSING, NOT_RUN

if MISSING:
    print(NOT_RUN)
    pytest.skip(NOT_RUN, allow_module_level=True)

import pygame  # noqa: E402
from real_window import (  # noqa: E402
    BUTTON_RGBS,
    LIST_RGB,
    ROW_TEXT_RGB,
    Program,
    Shot,
    arrows,
    hosted_games,
    human_move,
    is_handoff,
    menu_buttons,
    panel_left,
    save_by_dialog,
    start,
    start_button,
    strip_read,
    to_game,
)

from game.scenes.setup import KINDS  # noqa: E402

HUMAN_MOVES = 6            # at least this many human moves before saving


# -- the test ----------------------------------------------------------------------------------
GAMES = hosted_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hot_seat_game_saved_and_resumed_in_the_real_window(game_id, xserver, tmp_path, shots):
    started = time.monotonic()
    home = str(tmp_path / "home")
    settings = os.path.join(home, "config", "SkiTheMountain")
    os.makedirs(settings)
    with open(os.path.join(settings, "settings.json"), "w", encoding="utf-8") as f:
        json.dump({"tutorial_offered": True, "animation": "fast"}, f)
    name = f"e2e {game_id} save"

    p = start(xserver, home, shots, f"{game_id}-1")
    try:
        new_game(p, GAMES.index(game_id))
        setup = p.until(p.autosave, 20, "the game to start (its autosave)")
        assert setup["game"] == game_id, f"the title's arrows chose {setup['game']}, not {game_id}"
        kinds = [s["kind"] for s in setup["setup"]["seats"]]
        assert kinds == ["human", "human", "easy"], f"the seats are {kinds}"
        play(p, HUMAN_MOVES)
        saved = save_as(p, name)
        leave(p)
    finally:
        p.kill()
    first = time.monotonic() - started

    p = start(xserver, home, shots, f"{game_id}-2")
    try:
        auto = os.path.join(p.data, "autosave.json")
        before = os.stat(auto).st_mtime_ns
        load(p, name)
        p.until(lambda: os.stat(auto).st_mtime_ns != before, 20, "the loaded game's autosave")
        assert p.actions() >= saved
        with open(os.path.join(p.data, "saves", f"{name}.json"), encoding="utf-8") as f:
            kept = json.load(f)["actions"]
        assert [a.to_dict() for a in p.state().action_log[:saved]] == kept, "the game loaded is not the one saved"
        play(p, 1, bot=False)                   # it goes on: one more move
        assert p.actions() > saved
        end = p.still()
        p.keep(end, "end")
        assert not end.blank(), "the last picture is blank"
        leave(p)
    finally:
        p.kill()
    print(f"\n{game_id}: played and saved in {first:.1f} s, resumed in {time.monotonic() - started - first:.1f} s")


def new_game(p: Program, index: int) -> None:
    """From the title: the game ``index`` places right of the first, New game, the
    third seat an easy bot, Start."""
    buttons = menu_buttons(to_game(p, index))
    assert len(buttons) == 7, f"the title shows {len(buttons)} buttons (Continue on a fresh start?)"
    p.click(buttons[0].center)                             # New game
    p.away()
    p.wait(start_button, 20, "the setup screen")
    s = p.still()
    start = start_button(s)
    assert start is not None, "the setup screen went"
    p.keep(s, "setup")
    kinds = sorted((r for r in s.buttons(200)
                    if abs(r.x - start.x) <= 2 and r.bottom < start.y - 40 and r.h < start.h), key=lambda r: r.y)
    assert len(kinds) >= 3, f"the setup shows {len(kinds)} seats' kinds"
    third = kinds[2]
    p.click(third.center)
    p.away()

    def options(s: Shot) -> list[pygame.Rect]:
        """The open list under the third seat's kind: the rows stacked right below it."""
        column = sorted((r for r in s.blobs(BUTTON_RGBS, least=50, gap=2) if abs(r.x - third.x) <= 4
                         and r.y >= third.bottom - 2), key=lambda r: r.y)
        stack: list[pygame.Rect] = []
        for r in column:
            if r.y <= (stack[-1].bottom if stack else third.bottom) + 6:
                stack.append(r)
        return stack
    below = p.wait(options, 10, "the drop-down list to open")
    s = p.still()
    p.keep(s, "dropdown")
    below = options(s)
    top, bottom = min(r.y for r in below), max(r.bottom for r in below)
    row = (bottom - top) / len(KINDS)
    p.click((third.x + third.w // 3, top + row * (list(KINDS).index("Easy bot") + 0.5)))
    p.away()
    p.wait(lambda s: not options(s), 10, "the drop-down list to close")
    p.click(start.center)


def play(p: Program, human_moves: int, bot: bool = True) -> None:
    """Play until the humans have made ``human_moves`` moves since now (both of
    them, when more than one) and, with ``bot``, the bot has moved too."""
    start = p.actions()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = p.state()
        assert not state.is_over(), "the game ended before the test was done with it"
        humans = {i for i, seat in enumerate(state.setup.seats) if seat.kind == "human"}
        made = [a.seat for a in state.action_log[start:]]
        mine = [s for s in made if s in humans]
        if len(mine) >= human_moves and (not bot or (len(set(mine)) == len(humans)
                                                      and any(s not in humans for s in made))):
            return
        cur = state.current_player()
        n = len(state.action_log)
        if cur in humans:
            human_move(p, n)
        else:                                   # the bot plays by itself
            p.until(lambda n=n: p.actions() != n, 60, "the bot's move")
    raise AssertionError(f"{p.name}: two minutes were not enough for {human_moves} human moves")


def save_as(p: Program, name: str) -> int:
    """Ctrl+S, the name typed over the one offered, Enter: the save's number of actions.

    A bot may make its move while the keys are typed (on a busy machine it may take
    its time): the save holds the game as it stood when Enter was pressed, at least
    the moves made before Ctrl+S, and exactly the first moves of the game played on."""
    strip_read(p)
    n = p.actions()
    d = save_by_dialog(p, name)
    now = p.autosave()
    assert now is not None
    saved = len(d["actions"])
    assert d["name"] == name and saved >= n, (d["name"], saved, n)
    assert d["actions"] == now["actions"][:saved], "the save is not the game being played"
    return saved


def leave(p: Program) -> None:
    """Esc, the menu's Title screen, the title's Quit: the program ends well."""
    p.away()
    s = p.still()
    p.key("Escape")
    s = p.wait(lambda s: s if len(menu_buttons(s)) == 5 else None, 10, "the in-game menu")
    s = p.still()
    p.keep(s, "menu")
    p.click(menu_buttons(s)[-1].center)                     # Title screen, the last
    p.away()
    s = p.wait(lambda s: s if len(menu_buttons(s)) == 8 else None, 10, "the title with Continue")
    p.keep(s, "title-continue")
    p.click(menu_buttons(s)[-1].center)                     # Quit, the last
    p.quit()


def load(p: Program, name: str) -> None:
    """From the title: Load, the save (the only one in the list), Open."""
    p.away()
    s = p.wait(lambda s: s if len(menu_buttons(s)) == 8 and len(arrows(s)) == 2 else None, 30,
               "the title with Continue")
    p.keep(s, "title-continue")
    p.click(menu_buttons(s)[-4].center)                     # Load: before Rules, Settings and Quit
    p.away()

    def rows(s: Shot) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
        lists = [r for r in s.blobs([LIST_RGB], least=5000, tol=2) if r.w > 200 and r.h > 200]
        if not lists:
            return None
        box = max(lists, key=lambda r: r.w * r.h)
        # a row is its words on the list's own ground (only a chosen row is lit): the light text's lines
        words = sorted((b for b in s.blobs([ROW_TEXT_RGB], least=20, tol=40, gap=12) if box.contains(b)),
                       key=lambda b: b.y)
        inside: list[pygame.Rect] = []
        for b in words:                      # the words of one line are one row
            if inside and b.y < inside[-1].bottom:
                inside[-1] = inside[-1].union(b)
            else:
                inside.append(b)
        return (box, inside) if inside else None
    box, listed = p.wait(rows, 20, "the list of saved games")
    s = p.still()
    p.keep(s, "load")
    assert len(listed) == len(os.listdir(os.path.join(p.data, "saves"))) == 1, listed
    p.click(listed[0].center)
    p.away()

    def open_button(s: Shot) -> pygame.Rect | None:
        below = sorted((b for b in s.buttons(400) if b.y > box.bottom), key=lambda b: b.x)
        return below[0] if below and below[0].x < box.centerx else None
    opener = p.wait(open_button, 20, "the Open button to be enabled")
    p.keep(p.shot(), "load-chosen")
    p.click(opener.center)
    p.away()
    p.wait(lambda s: is_handoff(s) or panel_left(s) < s.size[0], 20, "the game at the table")
