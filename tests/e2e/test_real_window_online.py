"""Play online in real windows, two houses apart: for every game the registry
lists, a match server of the test's own (``main.py serve`` on 127.0.0.1, a
database in the test's folder) and two copies of the program, each in an X
server of its own (two screens, two houses), with folders of their own, played
with xdotool only, the way two players would:

- at the host's: the title's arrows choose the game, Play online, the
  server's address typed, Host there; the setup offers Anna here, Ben invited
  and a bot, and Start makes the match;
- at the guest's: Play online, the host's address and the invitation code
  typed as it was heard over the phone (capitals, dashes), Find the seats,
  Play as Ben;
- Anna plays at the host's and Ben at the guest's, each move from the hint
  (the places it outlines clicked, as in the hot-seat test), while the server's
  bot plays the third seat; neither house ever meets a "Pass to ..." screen;
- the guest's program is killed in the middle of the game (kill -9), started
  again, and Rejoin from Play online takes Ben back to his seat: he plays on;
- the host saves the game (Ctrl+S, a name typed): the save is the game the
  server keeps; both programs leave through their menus.

Every place clicked is found in the window's pictures (tests/real_window.py).
Whose turn it is and whether a move was made are read from the server's
database, the rules replaying the moves it keeps. Where a tool is missing the
module says so in one line and is skipped.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from typing import Any

import pytest
from real_window import MISSING, NOT_RUN

if MISSING:
    print(NOT_RUN)
    pytest.skip(NOT_RUN, allow_module_level=True)

import pygame  # noqa: E402
from real_window import (  # noqa: E402
    Program,
    Shot,
    Xserver,
    fields,
    hosted_games,
    human_move,
    menu_buttons,
    panel_left,
    save_by_dialog,
    start,
    start_button,
    strip_read,
    to_game,
)

from game.online.command import serve_process  # noqa: E402
from game.online.store import SqliteStore  # noqa: E402
from game.saves import game_from_save  # noqa: E402

GAMES = hosted_games()
HOST, GUEST = 0, 1            # Anna plays at the host's computer, Ben at his own
MOVES_EACH = 3                # moves each person makes before the guest's program is killed


# -- the server's side, as its database keeps it --------------------------------------------------
class Kept:
    """The match the test's server keeps (the only one in its database)."""

    def __init__(self, db: str) -> None:
        self.db = db

    def record(self) -> Any:
        store = SqliteStore(self.db)
        try:
            return next(iter(store.matches()), None)
        finally:
            store.close()

    def moves(self) -> int:
        rec = self.record()
        return -1 if rec is None else len(rec.actions)

    def game(self) -> Any:
        rec = self.record()
        assert rec is not None, "the server keeps no match"
        return game_from_save(rec.save(), "the server's match")


# -- the screens of Play online, as the pictures show them ----------------------------------------
def online_screen(s: Shot) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect] | None:
    """Play online: its three fields, (the server to host on, the host's address, the
    invitation code): the one on the left, then those on the right from the top."""
    boxes = fields(s)
    if len(boxes) != 3:
        return None
    left = min(boxes, key=lambda r: r.x)
    right = sorted((r for r in boxes if r is not left), key=lambda r: r.y)
    return (left, right[0], right[1]) if right[0].x > left.right else None


def button_right_of(s: Shot, box: pygame.Rect) -> pygame.Rect | None:
    """The button on a field's line, right of it (Host there)."""
    found = [b for b in s.buttons(200) if b.x >= box.right and abs(b.centery - box.centery) <= box.h]
    return min(found, key=lambda b: b.x, default=None)


def buttons_below(s: Shot, box: pygame.Rect) -> list[pygame.Rect]:
    """The buttons under a field, within its width, top to bottom, then left to right."""
    found = [b for b in s.buttons(200) if b.y >= box.bottom and box.x - 4 <= b.x < box.right]
    return sorted(found, key=lambda b: (b.y, b.x))


def type_into(p: Program, box: pygame.Rect, words: str) -> None:
    """A click in the field, what it holds selected, the words typed over it."""
    p.click(box.center)
    time.sleep(0.2)
    p.key("ctrl+a")
    p.type(words)


def to_online(p: Program, index: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """From the title: the game ``index`` places right of the first, Play online (the
    second button of the title's column on a fresh start)."""
    buttons = menu_buttons(to_game(p, index))
    assert len(buttons) == 7, f"the title shows {len(buttons)} buttons (Continue on a fresh start?)"
    p.click(buttons[1].center)
    p.away()
    p.wait(online_screen, 20, "Play online")
    s = p.still()
    p.keep(s, "online")
    found = online_screen(s)
    assert found is not None, "Play online went"
    return found


def at_table(s: Shot) -> bool:
    return panel_left(s) < s.size[0]


def host(p: Program, index: int, url: str, kept: Kept) -> None:
    """Play online, the server's address, Host there; at the setup, Start (the first
    seat played here, the second invited, the third a bot: the setup's offer)."""
    server, _, _ = to_online(p, index)
    type_into(p, server, url)
    p.away()
    s = p.still()
    there = button_right_of(s, server)
    assert there is not None, f"no Host there beside the server's field ({p.keep(s, 'no-host-there')})"
    p.click(there.center)
    p.away()
    p.wait(start_button, 20, "the setup of a game online")
    s = p.still()
    p.keep(s, "setup-online")
    go = start_button(s)
    assert go is not None
    p.click(go.center)
    p.away()
    p.until(lambda: kept.moves() >= 0, 20, "the match on the server")
    p.wait(at_table, 20, "the host's table")


def join(p: Program, index: int, url: str, code: str) -> None:
    """Play online, the host's address and the code as heard, Find the seats, Play as Ben."""
    _, address, said = to_online(p, index)
    type_into(p, address, url)
    type_into(p, said, "-".join(code.upper().split()))
    p.away()
    s = p.still()
    p.keep(s, "typed")
    find = buttons_below(s, said)
    assert find, f"no Find the seats under the code ({p.keep(s, 'no-find')})"
    p.click(find[0].center)
    p.away()

    def seats(s: Shot) -> list[pygame.Rect] | None:
        under = buttons_below(s, said)
        return under[1:] if len(under) >= 3 else None          # Find the seats, Play as Ben, Watch
    p.wait(seats, 20, "the free seats")
    s = p.still()
    p.keep(s, "seats")
    offered = seats(s)
    assert offered is not None
    p.click(min(offered, key=lambda b: (b.y, b.x)).center)      # Play as Ben: the first, Watch after it
    p.away()
    p.wait(at_table, 20, "the guest's table")


def rejoin(p: Program, index: int) -> None:
    """Play online, and Rejoin the game kept on this computer (the widest button: the
    game's name and its players on it)."""
    to_online(p, index)
    s = p.still()
    rows = [b for b in s.buttons(200) if b.w >= s.size[0] // 3]
    assert len(rows) == 1, f"Play online offers {len(rows)} games to rejoin ({p.keep(s, 'rejoin')})"
    p.click(rows[0].center)
    p.away()
    p.wait(at_table, 20, "the guest's table again")


def play_online(kept: Kept, at: dict[int, Program], each: int, seats: tuple[int, ...] = (HOST, GUEST)) -> None:
    """Play until each of ``seats`` has made ``each`` moves since now, each person at
    the window of their house, the server's bot on its own."""
    start = kept.moves()
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        game = kept.game()
        assert not game.is_over(), "the game ended before the test was done with it"
        made = [a.seat for a in game.action_log[start:]]
        if all(made.count(seat) >= each for seat in seats):
            return
        cur, n = game.current_player(), len(game.action_log)
        if cur in at:
            human_move(at[cur], n)
        else:                                       # the server's bot plays by itself
            at[HOST].until(lambda n=n: kept.moves() != n, 60, "the server's bot's move")
    raise AssertionError(f"four minutes were not enough for {each} moves each of {seats}")


def save_online(p: Program, name: str, kept: Kept) -> None:
    """At the host's: Ctrl+S, a name typed, Enter: the save holds the server's game."""
    strip_read(p)
    saved = save_by_dialog(p, name)
    rec = kept.record()
    assert saved["actions"] == rec.actions[:len(saved["actions"])] and saved["actions"], \
        "the save is not the server's game"
    assert not os.path.exists(os.path.join(p.data, "autosave.json")), "a game online wrote the autosave"


def leave(p: Program) -> None:
    """Esc, the menu's Title screen, the title's Quit. The title offers Continue: the
    game online left through the menu, its connection still open."""
    p.away()
    p.still()
    p.key("Escape")
    s = p.wait(lambda s: s if len(menu_buttons(s)) >= 5 else None, 10, "the in-game menu")
    s = p.still()
    p.keep(s, "menu")
    p.click(menu_buttons(s)[-1].center)                     # Title screen, the last
    p.away()
    s = p.wait(lambda s: s if len(menu_buttons(s)) == 8 else None, 10, "the title with Continue")
    p.keep(s, "title-continue")
    p.click(menu_buttons(s)[-1].center)                     # Quit, the last
    p.quit()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_hosted_and_joined_from_two_houses_in_real_windows(game_id, xserver, tmp_path, shots):
    started = time.monotonic()
    index = GAMES.index(game_id)
    homes = {}
    for who in ("host", "guest"):
        homes[who] = str(tmp_path / who)
        settings = os.path.join(homes[who], "config", "SkiTheMountain")
        os.makedirs(settings)
        with open(os.path.join(settings, "settings.json"), "w", encoding="utf-8") as f:
            json.dump({"tutorial_offered": True, "animation": "fast"}, f)
    db = str(tmp_path / "matches.sqlite3")
    server, url = serve_process(db)
    kept = Kept(db)
    other = Xserver()                                    # the guest's house: a screen of its own
    a = b = None
    try:
        a = start(xserver, homes["host"], shots, f"{game_id}-host")
        host(a, index, url, kept)
        rec = kept.record()
        assert rec.header["game"] == game_id
        assert [s["kind"] for s in rec.header["setup"]["seats"]][:2] == ["human", "human"]
        assert [s.remote for s in rec.seats][:2] == [False, True], "Ben's seat is not the invited one"
        b = start(other, homes["guest"], shots, f"{game_id}-guest")
        join(b, index, url, rec.code)
        a.moves = b.moves = kept.moves
        play_online(kept, {HOST: a, GUEST: b}, MOVES_EACH)

        # Ben's program is killed; started again, Rejoin takes him back to his seat and he plays on
        b.kill()                                         # SIGKILL, as kill -9
        b = start(other, homes["guest"], shots, f"{game_id}-guest-again")
        rejoin(b, index)
        b.moves = kept.moves
        play_online(kept, {HOST: a, GUEST: b}, 1, seats=(GUEST,))
        assert a.handoffs == 0 and b.handoffs == 0, "a house met a Pass to ... screen"

        save_online(a, f"online {game_id}", kept)
        leave(a)
        leave(b)
    finally:
        for p in (a, b):
            if p is not None:
                p.kill()
        other.stop()
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"\n{game_id}: hosted, joined, played, rejoined and saved online in {time.monotonic() - started:.1f} s")
