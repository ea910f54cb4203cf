"""Ski Gammon in the window: what the watchers see while tokens move."""
from __future__ import annotations

from ui_driver import traced_while_it_moves

from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng


def test_a_tokens_way_up_the_lift_and_down_a_trail_is_traced_and_gone_after(app):
    from game.games.ski_gammon import style
    from game.games.ski_gammon.scene import Journey, SkiGammonScene
    seats = tuple(SeatSetup(n, c, "random") for n, c in (("A", "blue"), ("B", "red"), ("C", "green")))
    play = SkiGammonScene(app, Setup("ski-gammon", seats, seed=4))
    app.switch(play)
    s = play.state
    rng = Rng(3)
    assert play._draw_trace(app.screen) is None                 # nothing moves: nothing traced
    found = None
    for _ in range(3000):
        cur = s.current_player()
        if cur is None:
            break
        legal = s.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
        tw = play.tweens[0] if play.tweens else None
        if isinstance(tw, Journey):
            # a leg by the dice over four spaces or more, on a trail (not only up the lift)
            found = next((i for i in sorted(tw.traced) if len(tw.legs[i][1]) >= 5
                          and len({round(x) for x, _ in tw.legs[i][1]}) > 2), None)
            if found is not None:
                break
        play.skip_animation()
    assert found is not None
    seat, pts, _ = tw.legs[found]
    colour = style.TOKEN_RGB[s.setup.seats[seat].colour]
    at = tw.starts_at(found) + tw.durations[found] * 0.15       # early in the leg: most of the way ahead
    tw.t = at
    assert tw.trace() == (seat, pts)
    lit = traced_while_it_moves(app, play, at, lambda: [play.to_screen(p) for p in pts], colour)
    # the trace goes as far as the space the token lands on
    assert any(abs(x - play.to_screen(pts[-1])[0]) < 3 and abs(y - play.to_screen(pts[-1])[1]) < 3 for x, y in lit)


def test_a_jump_back_to_start_is_not_traced():
    from game.games.ski_gammon.scene import Journey
    j = Journey([(0, [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0)], 1.0), (0, [(20.0, 0.0), (0.0, 50.0)], 1.0)], {0})
    j.t = 0.4
    assert j.trace() == (0, [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0)])
    j.t = 1.5
    assert j.trace() is None
    assert Journey([(1, [(0.0, 0.0), (5.0, 5.0)], 1.0)]).trace() == (1, [(0.0, 0.0), (5.0, 5.0)])


def test_the_trade_builder_never_asks_for_a_skiers_only_pair_of_skis(app):
    """"+" on a rival's skis stops at what the rules let him trade away: his only
    pair stays (the builder once asked for it, and the offer was then refused)."""
    from ui_driver import advance_others, hotseat_table
    play = hotseat_table(app, "ski-gammon", seed=4)
    for _ in range(40):
        while advance_others(app, play):
            pass
        if play.recap is not None:
            play._close_recap()
        if play.seen.phase == "turn":
            break
        play.act(play.state.legal_actions(play.state.current_player())[0])
    cur = play.state.current_player()
    play.update(0.0)
    app.draw_frame(play, full=True)
    play._press("trade")
    assert play.builder is not None
    rival = play.builder["to"]
    assert play.state.items[rival]["skis"] == 1
    app.draw_frame(play, full=True)
    play._hot_click("get:skis/+")
    assert play.builder["get"].get("skis", 0) == 0 and "keeps a pair of skis" in play.status
    play.state.items[rival]["skis"] = 2                      # a spare pair may be asked for, once
    play.state = play.state                                # (the scene reads the game afresh)
    play._hot_click("get:skis/+")
    play._hot_click("get:skis/+")
    assert play.builder["get"].get("skis", 0) == 1
    play._hot_click("give:g/+")
    offer = play._built(cur)
    assert offer is not None and play.state.why_illegal(offer) is None
