"""Ski the Mountain's skiers on the board: skiers sharing a spot stand side by
side (a play-test lost its own skier under a rival's), and a skier stopped on
the piste carries a badge of the points its descent will score at the next
station (a play-test read such a stop as "scored nothing"), said in the log
and the spot's tooltip too."""
from __future__ import annotations

from ui_driver import hotseat_table

from game.ai import Observation, make_bot
from game.core.interaction import Key
from game.games.ski.rules.actions import MovePiste


def _started(app, seed: int = 3):
    """A hot-seat table of three, every skier placed in a town."""
    play = hotseat_table(app, "ski", seed=seed)
    s = play.state
    while s.phase == "start":
        s.apply(s.legal_actions(s.current_player())[0])
    play.draw(app.screen)
    return play


def test_skiers_on_one_spot_stand_apart_and_the_one_to_play_in_front(app):
    play = _started(app)
    s = play.state
    spot = s.pos[0]
    for seat in range(len(s.pos)):
        s.pos[seat] = spot
    play.draw(app.screen)
    drawn = play._draw_skiers(app.screen)
    assert len(drawn) == 3                         # no descent under way: no badge
    xs = sorted(r.centerx for r in drawn)
    w = drawn[0].w
    assert all(b - a >= 0.55 * w for a, b in zip(xs, xs[1:])), (xs, w)
    # the seat whose turn it is is drawn last: in front of the others
    turn = s.current_player()
    assert drawn[-1].centerx == xs[turn]


def test_a_descent_stopped_on_the_piste_shows_the_points_to_come(app):
    play = _started(app)
    s = play.state
    bot = make_bot("random", 7)
    seen = None
    for _ in range(400):
        seat = s.current_player()
        if seat is None:
            break
        legal = s.legal_actions(seat)
        ends = [a for a in legal if isinstance(a, MovePiste) and s.c.board.spots[a.path[-1]].kind == "piste"]
        a = ends[0] if ends and not any(s.progress) else bot.choose(Observation(s, seat), legal)
        events = s.apply(a)
        if isinstance(a, MovePiste) and s.progress[seat]:
            seen = (seat, events)
            break
    assert seen is not None, "no descent stopped on the piste"
    seat, events = seen
    k = len(s.progress[seat])
    said = [e.text for e in events if e.kind == "run_so_far"]
    assert said == [f"{s.name(seat)} has {k} piste spot{'s' * (k != 1)} skied since the last station: "
                    "their points come at the next station"]
    tip = play.presenter.tooltip(s, seat, Key("spot", s.pos[seat]), ())
    assert f"{s.name(seat)} (+{k} at the next station)" in tip
    play.draw(app.screen)
    drawn = play._draw_skiers(app.screen)
    assert len(drawn) == len(s.pos) + sum(1 for p in s.progress if p)    # a badge for each descent under way
