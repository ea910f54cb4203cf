"""The screen presents the game event by event: while a move plays, every
piece is drawn where the game had it before that move's action, so a piece
moved by a later action waits in its place until its own turn to move."""
from __future__ import annotations

import pytest

from game.core.protocol import SeatSetup, Setup
from game.core.registry import all_games, get
from game.core.rng import Rng
from game.scenes.table import play_scene

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_pieces_move_one_action_after_another(app, gid):
    info = get(gid)
    n = max(3, info.min_players)
    seats = tuple(SeatSetup(f"P{i}", info.colours[i]) for i in range(n))
    play = play_scene(app, Setup(info.id, seats, seed=23))
    app.switch(play)
    rng = Rng(5)
    seen_two = 0
    for _ in range(600):
        if play.state.is_over() or seen_two >= 3:
            break
        play.tweens.clear()
        play.flights.clear()
        hashes = [play.state.state_hash()]
        moves = 0
        for _ in range(2):                     # two actions in a row, nothing settled between them
            cur = play.state.current_player()
            if cur is None:
                break
            legal = play.state.legal_actions(cur)
            kinds = sorted({a.kind for a in legal})         # a kind first, so no kind crowds out the rest
            kind = kinds[rng.below(len(kinds))]
            of_kind = [a for a in legal if a.kind == kind]
            queued = len(play.tweens)
            play.act(of_kind[rng.below(len(of_kind))])
            moves += len(play.tweens) > queued
            hashes.append(play.state.state_hash())
        if moves < 2 or len(play.tweens) < 2:
            continue
        # the first move plays over the game as it was before the first action
        assert play.presented.state_hash() == hashes[0]
        first = play.tweens[0]
        while play.tweens and play.tweens[0] is first:
            play.update(0.05)
        # then the second over the game between the two actions, then the game itself
        assert play.tweens and play.presented.state_hash() == hashes[1]
        while play.tweens:
            play.update(0.05)
        assert play.presented is play.state
        seen_two += 1
    assert seen_two >= 1, "no two moves in a row were met"
