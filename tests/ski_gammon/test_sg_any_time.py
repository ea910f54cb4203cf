"""Buying from the Ski Shoppe at any time: out of turn, in the window (the
Shop button of a skier's row, found and clicked on the frame's pixels), and
by the bots, who buy at once what the conditions call for."""
from __future__ import annotations

import pytest
from ui_driver import press_mouse, ring_centre

from game.ai import make_bot
from game.core.interaction import Key
from game.core.match import Match
from game.core.protocol import SeatSetup, Setup
from game.games.ski_gammon import default_content
from game.games.ski_gammon.rules.actions import Buy
from game.games.ski_gammon.rules.state import SGState


def _condition(key: str) -> int:
    return next(i for i, c in enumerate(default_content().conditions) if c.key == key)


def _fog_for(s: SGState) -> None:
    """Fog turned up (the card it replaces goes under the pack)."""
    fog = next(x for x in s.cond_pack if x == _condition("fog")) if _condition("fog") in s.cond_pack else None
    if fog is None:                                   # in a hand: swap it with a card of the pack
        holder = next(o for o in range(s.num_seats) if _condition("fog") in s.hands[o])
        fog = _condition("fog")
        s.hands[holder].remove(fog)
        s.hands[holder].append(s.cond_pack.pop(0))
    else:
        s.cond_pack.remove(fog)
    s.cond_pack.append(s.present)
    s.present = fog


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_skier_buys_out_of_turn_with_his_shop_button_then_done_hands_the_screen_back(make_app, size):
    from test_sg_ui import _to_a_turn
    from ui_driver import hotseat_table
    app = make_app(size)
    play = hotseat_table(app, "ski-gammon", seed=4, names=("Anna", "Ben"))
    _to_a_turn(app, play)
    cur = play.state.current_player()
    other = 1 - cur
    s = play.state
    _fog_for(s)
    s.items[other].pop("goggles", None)
    play.state = s
    before = s.groschen[other]
    at = ring_centre(app, play, Key("oot", other))             # the other skier's Shop button, as drawn
    assert at is not None
    assert "out of turn" in (play.tooltip_at(at) or "")
    press_mouse(app, at)
    assert play.seats.handoff_to == other and play.seats.oot == other    # the screen is handed over first
    press_mouse(app, (10, 10))
    if play.seats.recap is not None:
        play.seats.close_recap()
    assert play.seats.viewer == other and play.seats.mine() == other
    assert play.button("wait").text == "Done" and "Out of turn" in play.panel.you_may()
    at = ring_centre(app, play, Key("shoppe", "goggles"))
    assert at is not None
    press_mouse(app, at)
    s = play.state
    assert s.items[other].get("goggles") == 1 and s.groschen[other] == before - s.price(other, "goggles")
    assert s.current_player() == cur and play.seats.oot == other   # still his screen: he may buy more
    at = ring_centre(app, play, Key("button", "wait"))
    assert at is not None
    press_mouse(app, at)                                     # Done
    assert play.seats.oot is None and play.seats.handoff_to == cur and play.button("wait").text == "Wait"
    assert s.current_player() == cur


def test_alone_against_a_bot_a_skier_buys_during_the_bots_turn_without_a_handoff(make_app):
    from game.scenes.table import play_scene
    app = make_app((1280, 720))
    seats = (SeatSetup("Anna", "red"), SeatSetup("Bot", "blue", "normal"))
    play = play_scene(app, Setup("ski-gammon", seats, seed=7))
    app.switch(play)
    s = play.state
    s.phase, s.turn, s.first = "turn", 1, 1          # the bot's turn
    s.opening = {"rolling": [], "rolls": {}}
    play.state = s
    at = ring_centre(app, play, Key("oot", "0"))
    assert at is not None
    press_mouse(app, at)
    assert play.seats.oot == 0 and play.seats.handoff_to is None and play.seats.mine() == 0
    log = len(play.state.action_log)
    play.update(1.0)                                  # the bot waits while she shops
    assert len(play.state.action_log) == log
    at = ring_centre(app, play, Key("shoppe", "wax"))
    assert at is not None
    press_mouse(app, at)
    assert play.state.items[0].get("wax") == 1 and play.state.current_player() == 1
    press_mouse(app, ring_centre(app, play, Key("button", "wait")))
    assert play.seats.oot is None and play.seats.viewer == 0


def _table(kinds: tuple[str, ...]) -> Match:
    seats = tuple(SeatSetup(n, c, k) for n, c, k in zip(("Ann", "Ben", "Cat"), ("red", "blue", "green"), kinds))
    s = SGState(Setup("ski-gammon", seats, seed=3), default_content())
    s.phase, s.turn, s.first = "turn", 0, 0
    s.opening = {"rolling": [], "rolls": {}}
    return Match(s, {i: make_bot(k, 10 + i) for i, k in enumerate(kinds) if k != "human"})


def test_a_bot_buys_at_once_what_the_conditions_call_for_and_nothing_else_out_of_turn():
    m = _table(("human", "normal", "normal"))
    s = m.state
    for o in (1, 2):
        s.items[o].pop("goggles", None)
    events = m.act(Buy(0, "wax"))                     # excellent conditions: nobody answers
    assert [e.kind for e in events] == ["buy"]
    _fog_for(s)
    m.undo.clear()
    events = m.act(Buy(0, "thermals"))
    answers = [e for e in events if e.seat != 0]
    assert {e.kind for e in answers} == {"buy"} and {e.seat for e in answers} == {1, 2}
    assert all(s.items[o].get("goggles") == 1 for o in (1, 2))
    assert not m.undo                                  # another skier acted since: no taking back past it


def test_the_rules_list_buying_for_a_skier_out_of_turn():
    m = _table(("human", "human", "human"))
    s = m.state
    assert {a.kind for a in s.legal_actions(1)} == {"buy"}   # three condition cards held: no more
    s.cond_pack.append(s.hands[1].pop())
    assert {a.kind for a in s.legal_actions(1)} == {"buy", "buy_card"}
    s.groschen[1] = 0
    assert s.legal_actions(1) == []                    # nothing he can pay for
