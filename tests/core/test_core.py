"""The game-agnostic core: RNG, registry, action encoding."""
from __future__ import annotations

import dataclasses

import pytest

from game.core import registry
from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng
from game.games.ski.rules.actions import ACTION_TYPES, MovePiste, TakeCards, decode_action


def test_rng_is_reproducible_and_uniform_enough():
    a, b = Rng(42), Rng(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    counts = [0] * 6
    r = Rng(7)
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts), counts
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    with pytest.raises(ValueError):
        r.below(0)


def test_rng_state_is_one_json_number():
    r = Rng(5)
    r.below(100)
    copy = Rng(0)
    copy.state = r.state
    assert [copy.below(1000) for _ in range(5)] == [r.below(1000) for _ in range(5)]


def test_below_draws_by_rejection_from_next64():
    """``below`` is SplitMix64 and rejection sampling, draw for draw (saves replay
    their games from the seed): a copy drawing through ``next64`` alone, the
    rejection written out, gives the same numbers and ends in the same state,
    bounds that reject most draws included."""
    def reference(r: Rng, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = r.next64()
            if x < limit:
                return x % n
    fast, slow = Rng(2026), Rng(2026)
    bounds = [1, 2, 6, 7, 52, 1000, (1 << 63) + 1, (1 << 64) - 1, 1 << 64]
    for i in range(400):
        n = bounds[i % len(bounds)]
        assert fast.below(n) == reference(slow, n), (i, n)
    assert fast.state == slow.state
    with pytest.raises(ValueError):
        fast.below((1 << 64) + 3)                # (no draw of 64 bits could be accepted: refused at once)


def test_the_random_bot_chooses_as_it_thinks():
    """The random bot's quick ``choose`` takes the move its ``think`` would, with
    the same draws, so a seeded game plays the same either way."""
    from game.ai.random_bot import RandomBot
    moves = [MovePiste(0, i, (i,)) for i in range(7)]
    a, b = RandomBot(11), RandomBot(11)
    for _ in range(60):
        assert a.choose(None, moves) == next(s for s in b.think(None, moves) if s is not None)
    assert a.rng.state == b.rng.state


def test_registry_refuses_duplicates_and_unknown_ids():
    info = registry.get("ski")
    with pytest.raises(ValueError):
        registry.register(info)
    with pytest.raises(KeyError):
        registry.get("no-such-game")
    assert info.min_players == 2 and info.max_players == 6
    assert info.colours == ("Blue", "Green", "Red", "Yellow", "Purple", "Orange")


def test_registry_checks_player_count():
    info = registry.get("ski")
    setup = Setup("ski", (SeatSetup("A", "Blue"),), seed=1)
    with pytest.raises(ValueError):
        info.new_game(setup)


def test_actions_are_frozen_and_round_trip():
    a = MovePiste(1, 17, (3, 4, 5))
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.card = 3  # type: ignore[misc]
    assert decode_action(a.to_dict()) == a
    assert decode_action({"type": "take_cards", "seat": 0, "display": [0, 2], "deck": 1}) == TakeCards(0, (0, 2), 1)
    assert len({t.kind for t in ACTION_TYPES}) == len(ACTION_TYPES)
    for bad in ({"type": "fly", "seat": 0}, {"seat": 0}, {"type": "move", "seat": 0, "card": 1},
                {"type": "wait", "seat": 0, "extra": 1}):
        with pytest.raises(ValueError):
            decode_action(bad)


@pytest.mark.parametrize("bad, words", [
    ({"type": "discard", "seat": True, "card": 3}, "discard.seat: expected a whole number, got True"),
    ({"type": "discard", "seat": 0, "card": 24.0}, "discard.card: expected a whole number, got 24.0"),
    ({"type": "discard", "seat": 0, "card": "3"}, "discard.card: expected a whole number, got '3'"),
    ({"type": "move", "seat": 0, "card": 1, "path": [3, False]}, "move.path[1]: expected a whole number, got False"),
    ({"type": "move", "seat": 0, "card": 1, "path": "345"}, "move.path: expected a list, got '345'"),
    ({"type": "play_event", "seat": 0, "card": 1, "target": 5}, "play_event.target: expected a text, got 5"),
    ({"type": ["move"], "seat": 0}, "unknown action type a list of 1"),
])
def test_an_action_field_of_the_wrong_kind_is_refused_as_it_is_read(bad, words):
    """A save's action is read field by field by its type: a bool is never a
    whole number (``"seat": true`` is not seat 1), nor is 24.0."""
    with pytest.raises(ValueError) as e:
        decode_action(bad)
    assert str(e.value) == words


def test_setup_round_trips():
    s = Setup("ski", (SeatSetup("Ann", "Blue", "human"), SeatSetup("Bot", "Red", "random")),
              first_player=1, seed=99, options={"x": 1})
    assert Setup.from_dict(s.to_dict()) == s
