"""The generic suite: every registered game must pass these, whatever its rules.

Seeded random playouts with 2 to 6 seats check the protocol's invariants at
every step, in the manner of OpenSpiel's api_test.
"""
from __future__ import annotations

import json

import pytest

from game.ai import make_bot
from game.core.protocol import IllegalAction
from game.core.registry import all_games, get
from game.sim import bot_setup, play_out

GAMES = [g.id for g in all_games()]
MAX_ACTIONS = 5000


def seat_counts(info):
    return list(range(info.min_players, info.max_players + 1))


def cases():
    for gid in GAMES:
        info = get(gid)
        for n in seat_counts(info):
            for seed in (1, 2):
                yield gid, n, seed


@pytest.mark.parametrize("gid,players,seed", list(cases()))
def test_random_playout_invariants(gid, players, seed):
    info = get(gid)
    content = info.load_content()
    setup = bot_setup(info, players, seed, ["random"] * players)
    state = info.new_game(setup, content)
    bots = [make_bot("random", seed * 7 + i) for i in range(players)]
    steps = 0
    while not state.is_over():
        seat = state.current_player()
        assert seat is not None, "a game not over has a current player"
        acts = state.legal_actions(seat)
        assert acts, f"step {steps}: the current player has no legal action"
        for deck, (have, total) in state.census().items():
            assert have == total, f"step {steps}: {deck} cards not conserved ({have} of {total})"
        a = bots[seat].choose({}, acts)
        assert json.loads(json.dumps(a.to_dict())) == a.to_dict()
        assert info.decode_action(a.to_dict()) == a
        if steps % 23 == 0:
            # every action offered as legal really is accepted
            for offered in acts:
                state.clone().apply(offered)
        if steps % 7 == 0:
            # apply on a clone leaves the original untouched
            before = state.state_hash()
            twin = state.clone()
            twin.apply(a)
            assert state.state_hash() == before
        state.apply(a)
        steps += 1
        for other in range(players):
            if other != state.current_player() and not state.is_over():
                opts = state.legal_actions(other)
                r = bots[other].react({}, opts) if opts else None
                if r is not None:
                    state.apply(r)
                    steps += 1
        assert steps < MAX_ACTIONS, "the game did not end within the bound"
    assert state.current_player() is None
    assert all(state.legal_actions(s) == [] for s in range(players))
    assert len(state.scores()) == players
    assert state.winners()
    for s in range(players):
        assert state.score_breakdown(s)["final"] is True


@pytest.mark.parametrize("gid", GAMES)
def test_replay_and_round_trip(gid):
    info = get(gid)
    content = info.load_content()
    for players, seed in ((info.min_players, 11), (min(4, info.max_players), 12), (info.max_players, 13)):
        setup = bot_setup(info, players, seed, ["random"] * players)
        events = []
        state = play_out(info.new_game(setup, content),
                         [make_bot("random", seed + i) for i in range(players)],
                         on_events=lambda ev: events.extend(e.to_dict() for e in ev))  # noqa: B023  (used at once)
        # to_dict / from_dict round-trip exactly, through JSON
        d = json.loads(json.dumps(state.to_dict()))
        again = info.state_from_dict(d, content)
        assert again.to_dict() == state.to_dict()
        assert again.state_hash() == state.state_hash()
        # the same setup and action list replay the same game, event for event
        replay = info.new_game(setup, content)
        replay_events = []
        for a in state.action_log:
            replay_events.extend(e.to_dict() for e in replay.apply(info.decode_action(a.to_dict())))
        assert replay.state_hash() == state.state_hash()
        assert replay_events == events


@pytest.mark.parametrize("gid", GAMES)
def test_views_hide_other_seats_secrets(gid):
    """Re-dealing everything a seat cannot see must not change what it sees."""
    info = get(gid)
    content = info.load_content()
    n = max(info.min_players, min(4, info.max_players))
    setup = bot_setup(info, n, 21, ["random"] * n)
    state = info.new_game(setup, content)
    bots = [make_bot("random", 100 + i) for i in range(n)]
    differed = False
    for step in range(120):
        if state.is_over():
            break
        if step % 10 == 0:
            for seat in range(n):
                other = state.determinize(seat, seed=step * 10 + seat)
                differed |= other.to_dict() != state.to_dict()
                assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat), sort_keys=True)
                # and the legal actions do not depend on hidden cards either
                assert other.legal_actions(seat) == state.legal_actions(seat)
        seat = state.current_player()
        state.apply(bots[seat].choose({}, state.legal_actions(seat)))
    # (a game where nothing is secret has nothing to deal again: every copy is the game itself)
    assert differed or info.open_information, "re-dealing hidden cards never changed anything: the check proves nothing"


@pytest.mark.parametrize("gid", GAMES)
def test_illegal_actions_are_refused_with_a_reason(gid):
    info = get(gid)
    content = info.load_content()
    n = max(info.min_players, min(3, info.max_players))
    setup = bot_setup(info, n, 5, ["random"] * n)
    state = info.new_game(setup, content)
    seat = state.current_player()
    wrong = (seat + 1) % n
    acts = state.legal_actions(seat)
    a = acts[0]
    bad = info.decode_action({**a.to_dict(), "seat": wrong})
    before = state.state_hash()
    with pytest.raises(IllegalAction) as e:
        state.apply(bad)
    assert str(e.value)
    assert state.state_hash() == before
