"""Every kind of move in every game, made by clicking where it is drawn.

The clicks are found from the frame's pixels, never from the rectangles the
routing code uses: for each click a move needs (the presenter's ``steps``),
the table's hint ring is drawn round that one thing, the ring is found in
the rendered frame (the pixels of the hint's colour that appear with it),
and the mouse is pressed and released at its centre through the window's
event loop, as a player's mouse does (the widgets see the click first). If
the routing code and the drawing disagree about where something is, the
click lands on something else and the move is not made: the test fails.

Positions come from one hot-seat game per game and window size, played on
by random moves between the clicked ones; at each position the move
clicked is of the kind clicked least so far, so every kind of move the
positions offer is made by clicks.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from ui_driver import advance_others, click_move, hotseat_table, move_short_of_end

from game.core.registry import all_games

GAMES = [g.id for g in all_games()]
SIZES = [(1280, 720), (1920, 1080)]
POSITIONS = 50


def _settle(app, play) -> None:
    """Whatever moves is skipped, and what is not a human's decision done."""
    while advance_others(app, play):
        pass
    if play.seats.recap is not None:
        play.seats.close_recap()
    play.motions.skip()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("gid", GAMES)
def test_every_kind_of_move_is_made_by_clicking_where_it_is_drawn(make_app, gid, size):
    app = make_app(size)
    assert app.screen.get_size() == size
    rng = random.Random(f"{gid} {size}")
    play = hotseat_table(app, gid, seed=rng.randrange(1000))
    assert play.touch is not None, f"{gid} has no presenter"
    made: Counter[str] = Counter()
    offered: set[str] = set()
    positions = 0
    # at least POSITIONS positions, and on (up to three times as many) until every kind offered was made
    while positions < POSITIONS or (offered - set(made) and positions < 3 * POSITIONS):
        _settle(app, play)
        if play.state.is_over():
            play = hotseat_table(app, gid, seed=rng.randrange(1000))
            continue
        for _ in range(rng.randrange(4)):       # a few random moves on to the next position
            if not move_short_of_end(play, rng):
                break
            _settle(app, play)
        if play.state.is_over():
            continue
        seat = play.state.current_player()
        assert play.seats.mine() == seat
        legal = play.state.legal_actions(seat)
        offered |= {a.kind for a in legal}
        least = min(made[a.kind] for a in legal)
        a = rng.choice([m for m in legal if made[m.kind] == least])
        before = play.state.clone()
        chance = len(before.chance_outcomes(a)) > 1
        click_move(app, play, a)
        log = play.state.action_log
        assert len(log) == len(before.action_log) + 1, f"{a} was not made by its clicks: {play.status}"
        assert log[-1] == a or (chance and log[-1].kind == a.kind), (log[-1], a)
        made[a.kind] += 1
        positions += 1
    assert set(made) == offered, f"kinds offered but never clicked: {offered - set(made)}"
