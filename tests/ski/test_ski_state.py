"""Ski the Mountain's state API beyond the scenarios: views, events, log text."""
from __future__ import annotations

import json

import pytest

from game.core.interaction import Key
from game.core.protocol import IllegalAction, SeatSetup, Setup
from game.core.registry import get
from game.games.ski.rules.actions import ChooseStart, TakeCards

NAMES = ["Ann", "Ben", "Cat", "Dan"]


@pytest.fixture()
def state():
    info = get("ski")
    seats = tuple(SeatSetup(n, c, "human") for n, c in zip(NAMES, info.colours))
    s = info.new_game(Setup("ski", seats, first_player=1, seed=3))
    for seat in (1, 2, 3, 0):
        s.apply(ChooseStart(seat, s.c.board.by_name["Saun"]))
    return s


def test_fresh_deal(state):
    assert state.current_player() == 1 and state.round == 1 and state.sun == 0
    assert [len(h) for h in state.hands] == [7, 7, 7, 7]
    assert [len(h) for h in state.ev_hands] == [1, 1, 1, 1]
    assert all(t is not None for t in state.target)
    assert sum(1 for x in state.display if x is not None) == 3


def test_view_shows_own_secrets_and_only_counts_of_others(state):
    v = state.view(2)
    assert v["hand"] == sorted(state.hands[2])
    assert v["events"] == sorted(state.ev_hands[2])
    assert v["target"] == state.target[2]
    assert "deck" not in v and v["deck_count"] == len(state.deck)
    others = json.dumps([v["seats"][i] for i in (0, 1, 3)])
    assert "hand\"" not in others
    assert v["seats"][0]["hand_count"] == 7 and v["seats"][0]["has_target"] is True
    spectator = state.view(None)
    assert "hand" not in spectator and "target" not in spectator


def test_drawn_cards_are_secret_in_events(state):
    ev = state.apply(TakeCards(1, (), 2))
    take = next(e for e in ev if e.kind == "take")
    assert take.text == "Ben takes 2 from the deck"
    assert len(take.secret["drawn"]) == 2
    assert "secret" in take.visible_to(1)
    assert "secret" not in take.visible_to(0)
    assert "drawn" not in json.dumps(take.visible_to(None))


def test_out_of_turn_main_action_says_whose_turn(state):
    with pytest.raises(IllegalAction, match="it is not Ann's turn"):
        state.apply(TakeCards(0, (), 1))


def test_every_seat_can_be_asked_for_legal_actions(state):
    for seat in range(4):
        acts = state.legal_actions(seat)
        if seat == state.current_player():
            assert any(isinstance(a, TakeCards) for a in acts)
        else:
            assert all(a.kind == "play_event" for a in acts)


def test_score_breakdown_names_its_parts(state):
    bd = state.score_breakdown(0)
    for key in ("runs", "numbered_runs", "targets", "bonuses", "town_return", "night_penalty",
                "night_route", "final_total"):
        assert key in bd
    assert bd["town_return"] == 5 and bd["night_penalty"] == 0 and bd["final"] is False


def test_every_seat_out_of_turn_gets_exactly_the_moves_why_illegal_passes():
    """After every move the match asks every other seat what it may play; a seat
    with no event card and nothing to discard is answered at once. At every step
    of seeded random games, every seat's answer is the candidates that
    ``why_illegal`` passes, worked out the long way."""
    from game.ai import make_bot
    from game.core.match import Match
    from game.sim import bot_setup
    info = get("ski")
    asked = empty_handed = 0
    for seed in (1, 2, 3):
        s = info.new_game(bot_setup(info, 4, seed, ["random"] * 4))
        m = Match(s, {i: make_bot("random", seed * 5 + i) for i in range(4)})
        while s.current_player() is not None and len(s.action_log) < 400:
            for seat in range(4):
                s._targets_memo = {"cur": s.current_player()}
                slow = [a for a in s._candidates(seat) if s.why_illegal(a) is None]
                s._targets_memo = None
                assert s.legal_actions(seat) == slow
                asked += 1
                empty_handed += not s.ev_hands[seat] and seat != s.current_player()
            m._bot_acts(s.current_player(), None)
    assert empty_handed > asked // 10


def test_the_open_piste_spots_kept_on_the_content_are_the_ones_open_now():
    """A marker's targets are kept by the closed and the occupied spots: at every
    step of seeded random games they are the piste spots open now, in order."""
    from game.ai import make_bot
    from game.core.match import Match
    from game.games.ski.rules.effects import _piste_spots
    from game.sim import bot_setup
    info = get("ski")
    for seed in (4, 5):
        s = info.new_game(bot_setup(info, 4, seed, ["random"] * 4))
        m = Match(s, {i: make_bot("random", seed * 5 + i) for i in range(4)})
        b = s.c.board
        while s.current_player() is not None:
            want = [f"spot:{x}" for x in sorted(b.spots) if b.spots[x].kind == "piste"
                    and x not in s.markers["piste"] and x not in s.pos]
            assert _piste_spots(s, 0, None) == want
            m._bot_acts(s.current_player(), None)


def _a_day(day: int, seed: int = 5) -> tuple[list[tuple[int, int]], int, int]:
    """A game of two random players under the day ``day`` (0: the whole day):
    the (round, sun) each new round starts with, the event cards dealt to the
    first seat, and the last round played."""
    from game.core.rng import Rng
    from game.games.ski.rules.state import DAY
    info = get("ski")
    seats = tuple(SeatSetup(n, c, "human") for n, c in zip(NAMES[:2], info.colours))
    s = info.new_game(Setup("ski", seats, seed=seed, options={DAY: day} if day else {}))
    rng = Rng(seed)
    suns, dealt = [], 0
    for _ in range(5000):
        if s.is_over():
            break
        seat = s.current_player()
        legal = [a for a in s.legal_actions(seat) if a.kind != "play_event"]      # the sun as the day sets it
        for e in s.apply(legal[rng.below(len(legal))]):
            if e.kind == "sun" and e.data.get("moved") is not None and "round" in e.data and s.phase != "over":
                suns.append((s.round, s.sun))
            dealt += e.kind == "event_dealt" and e.seat == 0
    assert s.is_over()
    return suns, dealt, s.round


def test_the_whole_day_moves_the_sun_a_space_a_round():
    suns, dealt, last = _a_day(0)
    assert suns == [(r, r - 1) for r in range(2, 17)] and last == 16


@pytest.mark.parametrize("day", [12, 8])
def test_a_shorter_day_ends_after_its_rounds_and_deals_every_event_card_on_the_way(day):
    """Our variant: the sun moves faster (two spaces now and then) and night
    falls after ``day`` rounds; every event space it passes still deals."""
    whole_suns, whole_dealt, _ = _a_day(0)
    suns, dealt, last = _a_day(day)
    assert last == day and [r for r, _ in suns] == list(range(2, day + 1))
    steps = [b - a for (_, a), (_, b) in zip([(1, 0), *suns], suns)]
    assert set(steps) <= {1, 2} and (2 in steps)
    assert dealt == whole_dealt                     # the same event cards in a shorter day


@pytest.mark.parametrize("day", [0, 12, 8])
def test_the_sun_stops_the_panel_shows_are_the_ones_it_stands_on(day):
    """The panel fades the spaces a shorter day's sun passes over (a play-test saw
    16 spaces in an 8-round day): the stops shown are the spaces it stands on."""
    from game.games.ski.presenter import SkiPresenter
    from game.games.ski.rules.state import DAY
    info = get("ski")
    seats = tuple(SeatSetup(n, c, "human") for n, c in zip(NAMES[:2], info.colours))
    s = info.new_game(Setup("ski", seats, seed=2, options={DAY: day} if day else {}))
    suns, _, last = _a_day(day)
    stops = s.sun_stops()
    assert {0} | {sun for _, sun in suns} | {s.c.night_index} == stops
    assert len(stops) == last + 1
    passed_over = [i for i in range(len(s.c.sunset_track)) if i not in stops]
    p = SkiPresenter()
    for i in passed_over:
        assert f"day of {day} rounds the sun moves two spaces at once" in p.tooltip(s, 0, Key("sun", i), ())
    for i in sorted(stops)[1:-1]:
        assert "The sun stops here" in p.tooltip(s, 0, Key("sun", i), ())


def test_a_day_that_is_not_offered_is_refused():
    info = get("ski")
    seats = tuple(SeatSetup(n, c, "human") for n, c in zip(NAMES[:2], info.colours))
    with pytest.raises(ValueError, match="the option day is 10, not one of 0, 12, 8"):
        info.new_game(Setup("ski", seats, seed=1, options={"day": 10}))


def test_a_starting_towns_hint_says_what_the_town_offers():
    """The hint's reason for a starting town once said "it climbs for the runs
    to come": now how many of the skier's cards fit the runs in reach, and the lift."""
    from game.ai.search import evaluator_for
    info = get("ski")
    seats = tuple(SeatSetup(n, c, "human") for n, c in zip(NAMES[:2], info.colours))
    s = info.new_game(Setup("ski", seats, seed=3))
    ev = evaluator_for("ski")
    for a in s.legal_actions(s.current_player())[:3]:
        after = s.clone()
        after.apply(a)
        why = ev.explain(s, after, a.seat)
        assert why.endswith(("a lift leaves from the town", "a lift is a short walk away"))
        n = int(why.split(" of your ")[0])
        assert f"of your {len(s.hands[a.seat])} cards {'fits' if n == 1 else 'fit'} the runs in reach" in why
