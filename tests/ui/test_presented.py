"""The screen presents the game event by event: while a move plays, every
piece is drawn where the game had it before that move's action, so a piece
moved by a later action waits in its place until its own turn to move.
What is presented is always the game as the seat at the screen may see it."""
from __future__ import annotations

import pytest
from ui_driver import again, hotseat_table

from game.core.registry import all_games
from game.core.rng import Rng

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_pieces_move_one_action_after_another(app, gid):
    play = hotseat_table(app, gid, seed=23)
    rng = Rng(5)
    seen_two = 0
    for step in range(600):
        if seen_two >= 3:
            break
        if play.state.is_over():
            if seen_two:
                break
            play = again(app, play, seed=23 + step)       # a short game: the next one
        play.motions.tweens.clear()
        play.motions.flights.clear()
        games = [play.state.clone()]
        moves = 0
        firsts: list = []                      # the first action's moves (it may have several)
        for _ in range(2):                     # two actions in a row, nothing settled between them
            cur = play.state.current_player()
            if cur is None:
                break
            legal = play.state.legal_actions(cur)
            kinds = sorted({a.kind for a in legal})         # a kind first, so no kind crowds out the rest
            kind = kinds[rng.below(len(kinds))]
            of_kind = [a for a in legal if a.kind == kind]
            queued = len(play.motions.tweens)
            play.act(of_kind[rng.below(len(of_kind))])
            moves += len(play.motions.tweens) > queued
            firsts = firsts or list(play.motions.tweens)
            games.append(play.state.clone())
        if moves < 2 or len(play.motions.tweens) < 2:
            continue
        def masked(k: int, games: list = games, play=play) -> str:
            """Game ``k`` as the seat at the screen may see it: the screen draws only that."""
            return games[k].masked(play.seats.viewer if play.seats.handoff_to is None else None).state_hash()

        # the first action's moves play over the game as it was before it, one after the other
        for first in firsts:
            assert play.motions.tweens[0] is first and play.presented.state_hash() == masked(0)
            while play.motions.tweens and play.motions.tweens[0] is first:
                play.update(0.05)
        # then the second action's over the game between the two actions, then the game itself
        assert play.motions.tweens and play.presented.state_hash() == masked(1)
        while play.motions.tweens:
            play.update(0.05)
        assert play.presented is play.seen
        assert play.seen.state_hash() == play.state.masked(play.seats.viewer if play.seats.handoff_to is None else None).state_hash()
        seen_two += 1
    assert seen_two >= 1, "no two moves in a row were met"


@pytest.mark.parametrize("gid", GAMES)
def test_clicks_use_the_panel_as_the_game_now_stands_not_the_last_frame(app, gid):
    """After an action, with no frame drawn since, the clickable places are
    already those of the game as it now stands: the same a frame would draw."""
    app.settings.animation = "instant"      # nothing moves: each action shows (and logs) at once
    play = hotseat_table(app, gid, seed=31)
    app.speed = 0
    rng = Rng(8)
    changed = 0
    for step in range(60):
        if play.state.is_over():
            if changed > 10:
                break
            play = again(app, play, seed=31 + step)       # a short game: the next one
        if play.seats.handoff_to is not None:
            play.layers.confirm()
        play.draw(app.screen)
        before = dict(play.panel.hot)
        cur = play.state.current_player()
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
        undrawn = dict(play.panel.hot)            # asked before any frame is drawn
        play.draw(app.screen)
        assert undrawn == play.panel.hot
        changed += undrawn != before
    assert changed > 10


@pytest.mark.parametrize("gid", GAMES)
def test_the_panel_names_the_player_whose_move_plays_not_the_next_one(app, gid):
    """The panel once announced the next turn while the last player's piece was
    still on its way: its heading follows the pieces."""
    play = hotseat_table(app, gid, seed=23)
    rng = Rng(9)
    checked = 0
    for step in range(400):
        if checked >= 3:
            break
        if play.state.is_over():
            if checked:
                break
            play = again(app, play, seed=23 + step)       # a short game: the next one
        play.motions.tweens.clear()
        play.motions.flights.clear()
        cur = play.state.current_player()
        if cur is None:
            break
        before_heading = play.heading()
        legal = play.state.legal_actions(cur)
        if not legal:
            break
        kinds = sorted({a.kind for a in legal})
        kind = kinds[rng.below(len(kinds))]
        of_kind = [a for a in legal if a.kind == kind]
        play.act(of_kind[rng.below(len(of_kind))])
        if play.motions.tweens and play.state.current_player() != cur and play.motions.tweens[0].before is not None:
            assert play.heading() == before_heading, "while the move plays, the heading is the mover's"
            play.motions.skip()
            assert play.heading() != before_heading or play.state.current_player() == cur
            checked += 1
    assert checked, "no move that ends a turn was seen"


@pytest.mark.parametrize("gid", GAMES)
def test_a_tooltip_while_a_move_plays_reads_the_game_the_pieces_show(app, gid, monkeypatch):
    """A tooltip names what is drawn under the mouse: while a move plays, the
    game as it stood before that move's action (a skier still sliding is not
    yet at the spot it goes to), then the game as it stands."""
    play = hotseat_table(app, gid, seed=23)
    asked: list = []
    real = play.touch.presenter.tooltip

    def spy(view, viewer, key, picked):
        asked.append(view)
        return real(view, viewer, key, picked)
    monkeypatch.setattr(play.touch.presenter, "tooltip", spy)
    rng = Rng(4)
    checked = 0
    for _ in range(300):
        if checked >= 2:
            break
        if play.state.is_over():
            break
        play.motions.tweens.clear()
        play.motions.flights.clear()
        if play.seats.handoff_to is not None:
            play.layers.confirm()
        cur = play.state.current_player()
        legal = play.state.legal_actions(cur) if cur is not None else []
        if not legal:
            break
        kinds = sorted({a.kind for a in legal})         # a kind first, so no kind crowds out the rest
        kind = kinds[rng.below(len(kinds))]
        of_kind = [a for a in legal if a.kind == kind]
        play.act(of_kind[rng.below(len(of_kind))])
        if play.seats.handoff_to is not None:
            play.layers.confirm()                # the next player takes the screen: the move plays on
            play.seats.recap = None
        if not (play.motions.tweens and play.motions.tweens[0].before is not None) or play.seats.handoff_to is not None:
            continue
        pos = next((p for p in (play.frame.point_at(t.key) for t in play.frame.shown().things) if p), None)
        if pos is None:
            continue
        asked.clear()
        play.tooltip_at(pos)
        assert asked and asked[-1] is play.presented and play.presented is not play.seen
        checked += 1
    assert checked, "no move was seen playing"
