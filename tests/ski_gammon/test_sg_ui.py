"""Ski Gammon in the window: what the watchers see while tokens move."""
from __future__ import annotations

import pytest
from ui_driver import traced_while_it_moves

from game.core.interaction import Key
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
    assert play._draw_trace(app.screen) == []                 # nothing moves: nothing traced
    found = None
    for _ in range(3000):
        cur = s.current_player()
        if cur is None:
            break
        legal = s.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
        tw = play.motions.tweens[0] if play.motions.tweens else None
        if isinstance(tw, Journey):
            # a leg by the dice over four spaces or more, on a trail (not only up the lift)
            found = next((i for i in sorted(tw.traced) if len(tw.legs[i][1]) >= 5
                          and len({round(x) for x, _ in tw.legs[i][1]}) > 2), None)
            if found is not None:
                break
        play.motions.skip()
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


def _to_a_turn(app, play) -> None:
    """On past the roll for the start to a skier's turn, the screen taken and the strip read."""
    from ui_driver import advance_others
    for _ in range(40):
        while advance_others(app, play):
            pass
        if play.seats.recap is not None:
            play.seats.close_recap()
        if play.seen.phase == "turn":
            break
        play.act(play.state.legal_actions(play.state.current_player())[0])


def test_the_trade_builder_never_asks_for_a_skiers_only_pair_of_skis(app):
    """"+" on a rival's skis stops at what the rules let him trade away: his only
    pair stays (the builder once asked for it, and the offer was then refused)."""
    from ui_driver import click, hotseat_table

    from game.games.ski_gammon.presenter import Deal
    play = hotseat_table(app, "ski-gammon", seed=4)
    _to_a_turn(app, play)
    cur = play.state.current_player()
    play.update(0.0)
    app.draw_frame(play, full=True)
    play._press("trade")
    deal = Deal.of(play.touch.picked)                       # the offer being built is what is picked
    assert deal is not None and not deal.counter
    rival = deal.to
    assert play.state.items[rival]["skis"] == 1
    app.draw_frame(play, full=True)
    plus = play.panel.hot[Key("get", "skis/+")]
    assert tuple(app.screen.get_at((plus.x + 3, plus.centery)))[:3] == (150, 160, 176)   # greyed: it cannot add
    assert "keeps a pair of skis" in (play.tooltip_at(plus.center) or "")                # and says why
    click(app, play.panel.hot[Key("get", "skis/+")].center)
    deal = Deal.of(play.touch.picked)
    assert deal is not None and deal.get.count("skis") == 0 and "keeps a pair of skis" in play.status
    play.state.items[rival]["skis"] = 2                      # a spare pair may be asked for, once
    play.state = play.state                                # (the scene reads the game afresh)
    click(app, play.panel.hot[Key("get", "skis/+")].center)
    click(app, play.panel.hot[Key("get", "skis/+")].center)
    deal = Deal.of(play.touch.picked)
    assert deal is not None and deal.get.count("skis") == 1
    click(app, play.panel.hot[Key("give", "g/+5")].center)
    offer = Deal.of(play.touch.picked).offer(cur)
    assert offer.give_groschen == 5 and play.state.why_illegal(offer) is None
    click(app, play.panel.hot[Key("offer", "send")].center)               # made: the builder is gone
    assert play.state.action_log[-1] == offer and play.touch.picked == () and Key("offer", "send") not in play.panel.hot


def test_offers_and_counter_offers_are_clicked_through_and_a_hint_leaves_the_last_click(app):
    """An offer of odd sums is made with the builder's clicks (fives and ones);
    the skier offered it counters with a half-built counter-offer put aside
    first; a hinted offer is built up to its last click, Offer, which is lit."""
    from ui_driver import advance_others, hotseat_table

    from game.games.ski_gammon.presenter import Deal
    from game.games.ski_gammon.rules.actions import Answer, Offer
    play = hotseat_table(app, "ski-gammon", seed=4)

    def settle():
        while advance_others(app, play):
            pass
        if play.seats.recap is not None:
            play.seats.close_recap()

    for _ in range(40):
        settle()
        if play.seen.phase == "turn":
            break
        play.act(play.state.legal_actions(play.state.current_player())[0])
    s = play.state
    cur = s.current_player()
    rival = [o for o in s.actives() if o != cur][-1]
    s.items[cur]["wax"] = 2
    s.groschen[rival] = 37
    play.state = s
    play.update(0.0)
    app.draw_frame(play, full=True)
    offer = Offer(cur, rival, give=("poles", "wax", "wax"), give_groschen=15, get=("poles",), get_groschen=30)
    play.layers.click_through(offer)
    assert s.action_log[-1] == offer and s.phase == "trade"
    settle()
    assert play.seats.mine() == rival
    app.draw_frame(play, full=True)
    play._click(play.panel.hot[Key("answer", "counter")].center)        # a counter-offer begun: Accept and Refuse make way
    assert Deal.of(play.touch.picked) == Deal(cur, ("poles",), ("poles", "wax", "wax"), 30, 15, counter=True)
    assert play.panel.you_may().endswith("then Counter.")               # as its button says
    assert Key("answer", "yes") not in play.panel.hot
    counter = Offer(rival, cur, give=("poles",), give_groschen=5, get=("wax",), get_groschen=10)
    play.touch.picked = Deal(cur, (), ("wax", "wax"), 35, 0, counter=True).keys()   # half built, otherwise
    play.layers.click_through(counter)
    assert s.action_log[-1] == counter and play.touch.picked == ()
    settle()
    assert play.seats.mine() == cur and s.phase == "trade"
    play.touch.picked = Deal(rival, counter=True).keys()
    play.layers.click_through(Answer(cur, False))                  # the builder put aside, Refuse clicked
    assert s.action_log[-1] == Answer(cur, False) and s.phase == "turn"
    again = Offer(cur, rival, give=("wax",), get_groschen=30)
    last = play.touch.hint(cur, again)
    assert last == Key("offer", "send") and Deal.of(play.touch.picked) == Deal(rival, ("wax",), (), 0, 30)
    app.draw_frame(play, full=True)
    at = play.point_for(last)
    assert at is not None
    play._click(at)
    assert s.action_log[-1] == again


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_step_of_the_builders_groschen_shows_its_whole_label(make_app, size):
    """The builder's Groschen steps (-25 -5 +5 +25) each wide enough for their words."""
    from ui_driver import hotseat_table

    from game.scenes.common import fonts
    app = make_app(size)
    play = hotseat_table(app, "ski-gammon", seed=4)
    _to_a_turn(app, play)
    play.update(0.0)
    play._press("trade")
    app.draw_frame(play, full=True)
    f = fonts().get(app.px(12), True)
    steps = {k: r for k, r in play.panel.hot.items() if ":g/" in k}
    assert len(steps) == 8                                   # four for each side
    for key, rect in steps.items():
        label = key.split("/")[-1]
        assert f.size(label)[0] + app.px(6) <= rect.w, f"{key}: {rect.w} px for {label!r}"


def test_a_card_drawn_is_shown_to_its_end_before_the_next_token_moves(app):
    """A bot's turn never seems to draw the card of the turn before: the action
    that draws a card keeps the table's queue until the card, shown large, has
    gone; only then does the next action's token start (and the panel turn to it)."""
    from game.games.ski_gammon.journey import Journey, Later
    from game.games.ski_gammon.scene import SkiGammonScene
    seats = tuple(SeatSetup(n, c, "random") for n, c in (("A", "blue"), ("B", "red"), ("C", "green")))
    play = SkiGammonScene(app, Setup("ski-gammon", seats, seed=6))
    app.switch(play)
    s = play.state
    rng = Rng(5)
    for _ in range(3000):
        cur = s.current_player()
        if cur is None:
            break
        play.motions.skip()
        legal = s.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
        shows = [f for f in play.motions.flights if isinstance(f, Later) and f.hold > 0]   # a card shown large
        if shows and play.motions.tweens and isinstance(play.motions.tweens[0], Journey):
            journey = play.motions.tweens[0]
            card = max(shows, key=lambda f: f.delay + f.secs + f.hold)
            assert journey.total >= card.delay + card.secs + card.hold - 1e-6
            return
    raise AssertionError("no card was drawn in 3,000 moves")


def test_the_trails_the_conditions_close_are_signed_closed_on_the_board(app):
    """Avalanche Warning closes Boomer and Gelandesprung: a red "CLOSED" sign under
    each one's first space, drawn in the frame; under conditions that close
    nothing, no sign (a play-test saw a trail closed with nothing to say so)."""
    from ui_driver import hotseat_table

    from game.games.ski_gammon import style
    from game.games.ski_gammon.board_view import rect_of
    play = hotseat_table(app, "ski-gammon", seed=3)
    s = play.state
    plain = next(i for i, c in enumerate(s.c.conditions) if not c.closed and not c.stop and c.lift != "closed")
    s.present = plain
    play.seats._masks.clear()
    assert play.closed_signs(play.presented) == []
    avalanche = next(i for i, c in enumerate(s.c.conditions) if c.closed)
    s.present = avalanche
    play.seats._masks.clear()
    signs = play.closed_signs(play.presented)
    closed = s.c.conditions[avalanche].closed
    assert [w for w, _ in signs] == ["CLOSED"] * len(closed)
    play.seats.handoff_to = None
    play.dirty = True
    play.update(0.0)
    app.draw_frame(play, full=True)
    for (_, sign), trail in zip(signs, closed):
        first = play.screen_rect(rect_of(s.c.trails[trail].rects[0]))
        assert sign.top >= first.bottom and abs(sign.centerx - first.centerx) <= 1
        red = sum(1 for x in range(sign.left, sign.right) for y in range(sign.top, sign.bottom)
                  if app.screen.get_at((x, y))[:3] == style.POSTER_RED_RGB)
        assert red > sign.w * sign.h // 4, (trail, red)


def test_the_shoppe_shows_the_prices_of_the_skier_at_the_screen_not_of_the_one_to_move(app):
    """The prices differ at the start and away from it: the skier at the screen,
    who may shop in another's turn (always, for a player at another computer),
    reads their own; the player to move's show when nobody holds the screen."""
    from game.games.ski_gammon.scene import SkiGammonScene
    seats = (SeatSetup("Anna", "blue", "human"), SeatSetup("Ben", "red", "random"))
    play = SkiGammonScene(app, Setup("ski-gammon", seats, seed=3))
    app.switch(play)
    play.seats.viewer = 0                      # Anna at the screen (alone against a bot: always)
    play.seen.pos[1] = ("lift", 2)             # Ben away from the start, Anna at it
    assert play.seen.at_base(0) and not play.seen.at_base(1)
    for mover in (0, 1):
        play.seen.current = mover
        assert play.prices_for() == 0
    play.seats.viewer = None
    assert play.prices_for() == play.seen.current_player()
