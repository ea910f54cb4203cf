"""Ski the Mountain's presenter (game/games/ski/presenter.py), without pygame:
the clicks ``steps`` gives make each legal action, every one of them lit when
it is made; a click that does nothing says why; tooltips name only what the
viewer may see."""
from __future__ import annotations

import collections
import os
import random
import subprocess
import sys

import pytest

from game.core.interaction import Key, Outcome, button, walk
from game.core.protocol import SeatSetup, Setup
from game.core.registry import get
from game.games.ski.presenter import DECK, LESS, SkiPresenter, aim_spots, taking
from game.games.ski.rules.actions import (
    ChooseStart,
    Discard,
    EndDay,
    MovePiste,
    PlayEvent,
    RideLift,
    TakeCards,
    Wait,
)
from game.games.ski.rules.state import SkiState
from game.maps import content_for

P = SkiPresenter()
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def new_game(seed: int, n: int = 3, map_file: str = "") -> SkiState:
    info = get("ski")
    seats = tuple(SeatSetup(name, colour) for name, colour in zip(("Ann", "Ben", "Cat", "Dan")[:n], info.colours))
    setup = Setup("ski", seats, seed=seed, map=map_file)
    s = info.new_game(setup, content_for(info, setup))
    assert isinstance(s, SkiState)
    return s


def started(seed: int = 3) -> SkiState:
    s = new_game(seed)
    while s.phase == "start":
        seat = s.current_player()
        s.apply(ChooseStart(seat, s.c.board.by_name["Saun"]))
    return s


def clicked(view: SkiState, seat: int, keys) -> Outcome:
    """Click ``keys`` in order from nothing picked, each one lit when it is clicked."""
    out = Outcome()
    for key in keys:
        assert key in P.lit(view, seat, out.picked), (key, out.picked)
        out = P.click(view, seat, out.picked, key)
        if out.act is not None:
            break
    return out


def test_the_presenter_imports_without_pygame():
    code = ("import sys, game.games.ski.presenter; "
            "assert 'pygame' not in sys.modules, 'the presenter imported pygame'")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("map_file", ["", "petit_val.tmx"])
def test_the_clicks_of_steps_make_every_legal_action(map_file):
    """Through random games, for every seat (out of turn too), every legal
    action is made by clicking its steps from nothing picked, each click on
    a lit thing, the last one making exactly that action."""
    made: collections.Counter[str] = collections.Counter()
    aims: set[str] = set()
    for seed in range(3):
        s = new_game(seed, map_file=map_file)
        rng = random.Random(seed)
        for _ in range(250):
            if s.is_over():
                break
            for seat in range(s.num_seats):
                view = s.masked(seat)
                assert isinstance(view, SkiState)
                for a in view.legal_actions(seat):
                    out = clicked(view, seat, P.steps(view, seat, a))
                    assert out.act == a, (a, P.steps(view, seat, a), out)
                    made[type(a).__name__] += 1
                    if isinstance(a, PlayEvent):
                        aims.add(a.aim.kind)
            cur = s.current_player()
            s.apply(rng.choice(s.legal_actions(cur)))
    assert set(made) >= {"ChooseStart", "TakeCards", "Discard", "MovePiste", "RideLift", "RideBus", "PlayEvent",
                         "EndDay"}, made
    assert aims >= {"", "lift", "seat", "spot"}, aims


class Forked(SkiState):
    """A game whose ways down cross: several ways of one card end at the same spot."""
    ways: list[MovePiste] = []

    def legal_actions(self, seat: int):
        return list(self.ways)


def test_where_several_ways_end_at_one_spot_the_clicks_choose_the_way():
    s = started()
    f = Forked.__new__(Forked)
    f.__dict__.update(s.clone().__dict__)
    seat = f.current_player()
    card = f.hands[seat][0]
    f.ways = [MovePiste(seat, card, (1, 2, 9)), MovePiste(seat, card, (1, 3, 4, 9)), MovePiste(seat, card, (5, 3, 4, 9)),
              MovePiste(seat, card, (1, 2)), MovePiste(seat, card, (7,))]
    for a in f.ways:
        assert walk(P, f, seat, P.steps(f, seat, a)).act == a, (a, P.steps(f, seat, a))
        assert clicked(f, seat, P.steps(f, seat, a)).act == a
    # the end clicked: which way? the spots that tell the ways apart are lit
    out = P.click(f, seat, (Key("hand", card),), Key("spot", "9"))
    assert out.act is None and "Several ways" in out.say
    assert P.lit(f, seat, out.picked) >= {Key("spot", "9"), Key("spot", "2"), Key("spot", "3"), Key("spot", "5")}
    assert P.click(f, seat, out.picked, Key("spot", "9")).act == f.ways[0]        # the end again: the shortest
    assert P.click(f, seat, out.picked, Key("spot", "2")).act == f.ways[0]        # through 2: only one way
    both = P.click(f, seat, out.picked, Key("spot", "3"))                          # through 3: two ways still
    assert both.act is None and P.click(f, seat, both.picked, Key("spot", "5")).act == f.ways[2]
    # a spot no way to the end passes: a move of its own
    assert P.click(f, seat, out.picked, Key("spot", "2")).act == f.ways[0]
    assert P.steps(f, seat, f.ways[3]) == (Key("hand", card), Key("spot", "2"))


def test_cards_to_take_are_picked_one_by_one_and_taken_with_take_or_space():
    s = started()
    seat = s.current_player()
    takes = [a for a in s.legal_actions(seat) if isinstance(a, TakeCards)]
    most = max(len(a.display) + a.deck for a in takes)
    out = P.click(s, seat, (), button("take"))
    assert out.act is None and out.say == "Click cards in the display or the deck first, then Take."
    picked: tuple[str, ...] = ()
    for _ in range(most):
        picked = P.click(s, seat, picked, DECK).picked
    assert picked == (DECK,) * most and DECK not in P.lit(s, seat, picked)
    over = P.click(s, seat, picked, DECK)                     # one more than a skier may take here
    assert over.picked == picked and over.say.startswith("Not now: ") and str(most) in over.say
    fewer = P.click(s, seat, picked, LESS).picked              # a right click: one fewer
    assert fewer == (DECK,) * (most - 1)
    slot = next(i for i, c in enumerate(s.display) if c is not None)
    with_slot = P.click(s, seat, fewer, Key("display", slot)).picked
    assert taking(with_slot) == ((slot,), most - 1)
    assert P.click(s, seat, with_slot, Key("display", slot)).picked == fewer    # clicked again: put back
    assert P.click(s, seat, with_slot, button("take")).act == TakeCards(seat, (slot,), most - 1)
    assert P.confirm(s, seat, with_slot) == TakeCards(seat, (slot,), most - 1)
    assert P.confirm(s, seat, ()) is None


def test_a_click_that_does_nothing_says_why():
    s = new_game(4)
    seat = s.current_player()
    not_town = next(x for x, sp in s.c.board.spots.items() if sp.kind != "town")
    out = P.click(s, seat, (), Key("spot", not_town))
    assert out.act is None and out.say == "Choose a town (a purple spot) to start from."
    s = started()
    seat = s.current_player()
    far = next(x for x, sp in s.c.board.spots.items() if sp.kind == "piste" and s.pos[seat] != x
               and not any(getattr(a, "to", None) == x for a in s.legal_actions(seat)))
    out = P.click(s, seat, (), Key("spot", far))
    assert out.act is None and "pick a piste card first" in out.say
    card = s.hands[seat][0]
    picked = P.click(s, seat, (), Key("hand", card))
    assert picked.picked == (Key("hand", card),) and picked.say
    out = P.click(s, seat, picked.picked, Key("spot", far))
    if out.act is None:
        assert out.say.startswith(f"A {s.card_text(card)} card cannot take you to")
    assert P.click(s, seat, picked.picked, Key("hand", card)) == Outcome()      # the card again: put back
    # an event card that cannot be played now says why
    other = (seat + 1) % s.num_seats
    turn_card = next(i for i, e in enumerate(s.c.events) if e.timing == "turn")
    s.ev_hands[other].append(turn_card)
    out = P.click(s, other, (), Key("event", turn_card))
    assert out.act is None and out.say.startswith("Not now: ")


def test_an_event_card_waits_for_where_to_play_it_and_a_wrong_place_says_so():
    s = started()
    seat = s.current_player()
    winds = next(i for i, e in enumerate(s.c.events) if e.key == "high_winds")
    s.ev_hands[seat].append(winds)
    opts = [a for a in s.legal_actions(seat) if isinstance(a, PlayEvent) and s.c.events[a.card].key == "high_winds"]
    assert opts
    out = P.click(s, seat, (), Key("event", winds))
    assert out.picked == (Key("event", winds),) and "click where to play it" in out.say
    lit = P.lit(s, seat, out.picked)
    tops = {Key("spot", s.c.board.lifts[a.aim.id].top) for a in opts}
    assert tops <= lit and Key("event", winds) in lit
    elsewhere = next(x for x in s.c.board.spots if all(x not in aim_spots(s, a.aim) for a in opts))
    wrong = P.click(s, seat, out.picked, Key("spot", elsewhere))
    assert wrong.act is None and wrong.picked == out.picked and "not one of the places" in wrong.say
    assert P.click(s, seat, out.picked, Key("event", winds)) == Outcome()     # the card again: not played
    assert P.click(s, seat, out.picked, tops.pop()).act in opts
    assert P.shows(s, opts[0]) == (Key("spot", s.c.board.lifts[opts[0].aim.id].top),)


def test_buttons_light_when_they_do_something():
    s = started()
    seat = s.current_player()
    lit = P.lit(s, seat, ())
    assert button("take") in lit and button("wait") not in lit
    assert (button("end_day") in lit) == (EndDay(seat) in s.legal_actions(seat))
    # ending the whole day asks first, then a second click ends it; anything else plays on
    asked = P.click(s, seat, (), button("end_day"))
    assert asked.act is None and asked.picked == (button("end_day"),) and "End day again" in asked.say
    assert P.click(s, seat, asked.picked, button("end_day")).act == EndDay(seat)
    assert P.click(s, seat, asked.picked, button("take")).act is None
    assert P.click(s, seat, (), button("wait")).act == Wait(seat)
    assert P.steps(s, seat, EndDay(seat)) == (button("end_day"), button("end_day"))
    assert [b.name for b in P.buttons] == ["take", "end_day", "wait"]


def test_over_the_hand_limit_a_click_discards_and_the_hint_says_why():
    s = started()
    seat = s.current_player()
    s.hands[seat] += [s.deck.pop(), s.deck.pop()]
    legal = s.legal_actions(seat)
    assert legal and all(isinstance(a, Discard) for a in legal)
    card = s.hands[seat][-1]
    assert Key("hand", card) in P.lit(s, seat, ())
    assert P.click(s, seat, (), Key("hand", card)).act == Discard(seat, card)
    assert P.reason(s, legal[0]) == "it is the card you need least"
    assert "discard" in P.you_may(s, seat, (), False)


def test_tooltips_name_only_what_the_viewer_may_see():
    s = started()
    seat = s.current_player()
    other = (seat + 1) % s.num_seats
    mine, theirs = s.hands[seat][0], s.hands[other][0]
    p = s.c.piste[mine]
    assert P.tooltip(s, seat, Key("hand", mine), ()).startswith(f"{p.colour} {p.value}: ski {p.value} spots")
    assert P.tooltip(s, seat, Key("hand", theirs), ()) is None and P.tooltip(s, None, Key("hand", mine), ()) is None
    tg = s.target[seat]
    assert P.tooltip(s, seat, Key("target", tg), ()).startswith("Secret target") and P.tooltip(s, other, Key("target", tg), ()) is None
    saun = s.c.board.by_name["Saun"]
    assert P.tooltip(s, None, Key("spot", saun), ()) == "Saun (town): Ann, Ben, Cat"
    assert P.tooltip(s, None, DECK, ()).startswith("The piste deck:")
    assert P.tooltip(s, None, Key("oot", "1"), ()).startswith("Play an event card now, out of turn")


def test_a_move_made_shows_where_it_went():
    s = started()
    seat = s.current_player()
    legal = s.legal_actions(seat)
    move = next(a for a in legal if isinstance(a, (MovePiste, RideLift)))
    end = move.path[-1] if isinstance(move, MovePiste) else s.c.board.lifts[move.lift].top
    assert P.shows(s, move) == (Key("spot", end),)
    assert P.shows(s, next(a for a in legal if isinstance(a, TakeCards))) == ()
    with pytest.raises(TypeError):
        P.lit(object(), seat, ())  # type: ignore[arg-type]
