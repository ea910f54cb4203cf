"""Chemin Montagneux: the coins a move pays or takes (Coin Counters, Peak to
Peak) are the player's choice, asked on the panel with the program's pick
already chosen; a move Coin Counters' rule makes fail is asked about before it
is made. Every way a move is offered is made by the clicks the presenter's
``steps`` names, and in the window by clicking where those things are drawn."""
from __future__ import annotations

import random

import pytest
from ui_driver import click_move

from game.core.interaction import Key, walk
from game.core.protocol import SeatSetup, Setup
from game.games.chemin_montagneux import default_content
from game.games.chemin_montagneux.presenter import CheminPresenter
from game.games.chemin_montagneux.presenter.words import choice_words
from game.games.chemin_montagneux.rules.actions import Extend, Hike, Rest
from game.games.chemin_montagneux.rules.coins import plain
from game.games.chemin_montagneux.rules.state import CMState

SEATS = tuple(SeatSetup(n, c, "human") for n, c in (("Ann", "black"), ("Ben", "green"), ("Cat", "red")))


def _game(seed: int, **options: bool) -> CMState:
    return CMState(Setup("chemin-montagneux", SEATS, seed=seed, options=options), default_content())


@pytest.mark.parametrize("options", [{"coin_counters": True}, {"peak_to_peak": True},
                                     {"coin_counters": True, "peak_to_peak": True}, {}])
def test_every_way_a_move_is_offered_is_made_by_its_steps(options):
    s = _game(3, **options)
    pr = CheminPresenter()
    rng = random.Random(1)
    asked = 0
    for _ in range(120):
        if s.is_over():
            break
        seat = s.current_player()
        legal = s.legal_actions(seat)
        assert len(legal) == len(set(legal))
        for a in legal:
            keys = pr.steps(s, seat, a)
            assert walk(pr, s, seat, keys).act == a, (a, keys)
            asked += "accept" in keys
        s.apply(rng.choice(legal))
    assert (asked > 0) == bool(options)          # the basic game never asks: its coins are alike


def _position(common: tuple[str, ...] = ("C2", "C3", "S0", "S5")) -> CMState:
    """Coin Counters, Ann to act with the Crowns die high: an extension to pay for
    with one of three coins, and hikes and a rest to take from ``common`` (as it
    is, no way of resting keeps the rule)."""
    s = _game(1, coin_counters=True)
    s.coins = [["M0", "M3", "M5"], [c for c in s.coins[1]] + ["A0", "A1"], s.coins[2]]
    s.common = list(common)
    s.coin_total = sum(len(h) for h in s.coins) + len(s.common)
    s.dice, s.phase = [0, 0, 5, 0], "act"
    return s


def test_the_panel_asks_which_coins_the_default_chosen_and_a_click_changes_them():
    s = _position()
    pr = CheminPresenter()
    out = walk(pr, s, 0, (Key("die", "C"), Key("hand", "0"), Key("cell", "2,0")))
    assert out.act is None and out.picked[-2:] == (Key("cell", "2,0"), Key("coin", "M0"))   # the program's pick, chosen
    assert {Key("coin", "M0"), Key("coin", "M3"), Key("coin", "M5"), "accept"} <= pr.lit(s, 0, out.picked)
    assert "Pay 1 coin (the 0 of Moons)" in out.say and choice_words(pr, s, 0, out.picked).startswith("Pay 1 coin:")
    assert pr.confirm(s, 0, out.picked) == Extend(0, "2,0", "grid")
    swap = pr.click(s, 0, out.picked, Key("coin", "M5"))                               # one in: the other out
    assert swap.picked[-1] == Key("coin", "M5") and Key("coin", "M0") not in swap.picked
    made = pr.click(s, 0, swap.picked, Key("accept")).act
    assert made is not None and s.coin_choice(made) == ("M5",) and s.why_illegal(made) is None
    assert pr.click(s, 0, swap.picked, Key("cell", "2,0")).act == made                 # the place again: the same
    empty = pr.click(s, 0, swap.picked, Key("coin", "M5"))                             # out: none chosen
    assert "accept" not in pr.lit(s, 0, empty.picked)
    assert "costs 1 coin; 0 chosen" in pr.click(s, 0, empty.picked, Key("accept")).say
    rest = pr.click(s, 0, (), Key("button", "rest"))                                   # every way of resting fails
    assert rest.act is None and "would only pass your turn" in choice_words(pr, s, 0, rest.picked)
    assert "passes the turn" in (pr.reason(s, Rest(0)) or "")
    assert pr.click(s, 0, rest.picked, Key("accept")).act == Rest(0)


def test_a_hike_asks_which_coins_it_takes():
    s = _position(("C2", "M3", "S0", "S5"))
    pr = CheminPresenter()
    hikes = [a for a in s.legal_actions(0) if isinstance(a, Hike) and a.coins]
    assert hikes
    a = hikes[0]
    keys = pr.steps(s, 0, a)
    assert keys[:2] == (Key("pawn", a.pawn), Key("place", a.path[-1])) and keys[-1] == "accept"
    assert walk(pr, s, 0, keys).act == a
    asked = walk(pr, s, 0, keys[:2]).picked
    assert asked[2:] == (Key("coin", "S5"), Key("coin", "C2"))                 # the program's pick: the rule keeps the 3 of Moons
    assert pr.tooltip(s, 0, Key("coin", "S5"), asked) == "The 5 of Suns, from the common area: chosen: click to leave it."
    assert pr.tooltip(s, 0, Key("coin", "M3"), asked) == "The 3 of Moons, from the common area: click to take it."
    assert pr.click(s, 0, pr.click(s, 0, asked, Key("coin", "M3")).picked, "accept").say.startswith("Not so: Coin Counters")
    assert plain(a) in s.legal_actions(0)
    assert pr.move_at(s, 0, keys[:1], keys[1]) == plain(a)     # the hike a hover there traces, asked or not


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_the_bots_choose_a_move_made_over_one_that_fails(kind):
    from game.ai import make_bot
    from game.core.observation import Observation
    s = _position()                    # every rest fails; extensions and long hikes are made
    legal = s.legal_actions(0)
    assert any(s.fails(a) for a in legal) and s.fails(legal[-1]) is not None    # listed last
    for seed in range(3):
        a = make_bot(kind, seed).choose(Observation(s, 0), legal)
        assert s.fails(a) is None, a


# -- in the window: clicked where it is drawn, found from the frame's pixels (ui_driver.click_move)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_coins_chosen_and_a_failing_move_are_made_by_clicking_where_they_are_drawn(make_app, size):
    from game.scenes.table import play_scene
    app = make_app(size)
    app.speed = 0
    play = play_scene(app, Setup("chemin-montagneux", SEATS, seed=11,
                                 options={"coin_counters": True, "peak_to_peak": True}))
    app.switch(play)
    rng = random.Random(5)
    want = {"pay": 0, "take": 0, "fails": 0}
    for _ in range(400):
        play.motions.skip()
        s = play.state
        if s.is_over() or all(want.values()):
            break
        seat = s.current_player()
        legal = s.legal_actions(seat)
        kinds = {"pay": [a for a in legal if getattr(a, "coins", ()) and not isinstance(a, (Hike, Rest))],
                 "take": [a for a in legal if getattr(a, "coins", ()) and isinstance(a, (Hike, Rest))],
                 "fails": [a for a in legal if s.fails(a) is not None]}
        kind = next((k for k, v in kinds.items() if v and not want[k]), None)
        a = rng.choice(kinds[kind]) if kind else rng.choice(legal)
        if kind is None:
            play.act(a)
            continue
        before = len(s.action_log)
        click_move(app, play, a)
        assert len(play.state.action_log) == before + 1 and play.state.action_log[-1] == a, play.status
        want[kind] += 1
    assert all(want.values()), want


@pytest.mark.parametrize("options", [{}, {"coin_counters": True}])
def test_a_hikes_coins_are_those_of_the_common_area_as_it_is(options):
    """What a hike takes is kept for the game under how many coins the common area
    holds (Coin Counters: which ones): positions alike but for which coins lie
    there, as many each time, each name their own coins, as a game loaded afresh
    names them, and the hike made takes them."""
    seen = set()
    for common in (("C3", "M0", "M5", "S2"), ("A4", "M1", "M3", "S2"), ("C3", "M0", "M5", "S2"), ("A0", "A5", "M2", "M4")):
        s = _game(1, **options)
        s.coins = [[c for c in h if c not in common] for h in s.coins]
        s.common = list(common)
        s.dice, s.phase = [0, 0, 5, 0], "act"
        s._changed(land=True)
        fresh = CMState.from_dict(s.to_dict(), default_content())
        taking = [a for a in s.legal_actions(0) if isinstance(a, Hike) and not a.coins
                  and not isinstance(s.hike_terms(a), str) and s.hike_terms(a)[1]]
        assert taking, common
        for a in taking:
            steps, coins = s.hike_terms(a)
            assert (steps, coins) == fresh.hike_terms(a) and set(coins) <= set(common), (a, coins, common)
            seen.add(tuple(coins))
        a = taking[-1]
        want = s.hike_terms(a)[1]
        s.apply(a)
        assert sorted(c for c in common if c not in s.common) == sorted(want)
    assert len(seen) > 2
