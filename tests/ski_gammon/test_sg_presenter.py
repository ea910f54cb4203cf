"""Ski Gammon's presenter without a window: the clicks it asks for make every
kind of legal move (offers and counter-offers of any amount included), a
hint leaves the player one click from its move, refusals come with words,
and a skier's own cards are named only to him."""
from __future__ import annotations

from game.core.interaction import Key, hint_pick, walk
from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng
from game.games.ski_gammon import default_content
from game.games.ski_gammon.presenter import Deal, SkiGammonPresenter, groschen_steps
from game.games.ski_gammon.rules.actions import Answer, Offer, Roll
from game.games.ski_gammon.rules.state import SGState

P = SkiGammonPresenter()


def _game(seed: int = 4, n: int = 3) -> SGState:
    colours = ("red", "blue", "green", "yellow", "black", "white")
    seats = tuple(SeatSetup(name, colour) for name, colour in list(zip("ABCDEF", colours))[:n])
    return SGState(Setup("ski-gammon", seats, seed=seed), default_content())


def _made_by_clicks(s: SGState, a) -> None:
    """The presenter's clicks for ``a``, from nothing picked, make ``a`` (a roll
    with the dice left to chance); every click but the last makes nothing."""
    seat = s.current_player()
    view = s.masked(seat)
    keys = P.steps(view, seat, a)
    assert keys, a
    assert walk(P, view, seat, keys[:-1]).act is None, (a, keys)
    made = walk(P, view, seat, keys).act
    assert made == (Roll(seat) if isinstance(a, Roll) else a), (a, keys, made)
    picked, last = hint_pick(P, view, seat, a)          # a hint: every click but the last made
    assert last == keys[-1] and P.click(view, seat, picked, last).act == made


def _to_turn(s: SGState, rng: Rng) -> None:
    """Random moves on to a turn where the skier to move has not rolled yet."""
    for _ in range(400):
        cur = s.current_player()
        if s.phase == "turn" and not s.rolled and cur is not None:
            return
        legal = s.legal_actions(cur)
        s.apply(legal[rng.below(len(legal))])
    raise AssertionError("no turn came")


def test_the_clicks_make_every_legal_move_of_many_games():
    kinds: set[str] = set()
    for seed in range(1, 7):
        s = _game(seed, 2 + seed % 3)
        rng = Rng(seed)
        for _ in range(250):
            cur = s.current_player()
            if cur is None:
                break
            legal = s.legal_actions(cur)
            for a in legal:
                _made_by_clicks(s, a)
                kinds.add(a.kind)
            s.apply(legal[rng.below(len(legal))])
    assert {"roll", "trail", "branch", "throw", "buy", "buy_card", "sell", "wait"} <= kinds, kinds


def test_any_offer_and_counter_offer_is_built_by_clicks():
    s = _game()
    rng = Rng(2)
    _to_turn(s, rng)
    cur = s.current_player()
    assert cur is not None
    rival = [o for o in s.actives() if o != cur][-1]          # not the first the builder offers
    s.items[cur]["wax"] = 2
    s.items[rival]["skis"] = 2
    s.groschen[rival] = 37
    offers = [Offer(cur, rival, give=("poles", "wax", "wax"), give_groschen=30, get=("skis",), get_groschen=10),
              Offer(cur, rival, give=("wax",), get_groschen=35),          # all 37 of his, in whole pieces
              Offer(cur, (rival + 1) % s.num_seats if (rival + 1) % s.num_seats != cur else rival,
                    give_groschen=5, get=("poles",))]
    for a in offers:
        assert s.why_illegal(a) is None, a
        _made_by_clicks(s, a)
    # the offer made, the skier offered it counters: fewer pieces, other sums
    s.apply(offers[0])
    assert s.phase == "trade" and s.current_player() == rival
    counters = [Offer(rival, cur, give=("skis",), give_groschen=5, get=("poles", "wax"), get_groschen=25),
                Offer(rival, cur, get=("wax", "wax"), give_groschen=35)]
    for a in counters + [x for x in s.legal_actions(rival) if isinstance(x, (Offer, Answer))]:
        assert s.why_illegal(a) is None, a
        _made_by_clicks(s, a)
    keys = P.steps(s.masked(rival), rival, counters[0])
    assert keys[0] == Key("answer", "counter") and keys[-1] == Key("offer", "send")


def test_the_deal_is_what_is_picked():
    d = Deal(2, give=("poles", "wax"), get=("skis",), give_g=15, get_g=3)
    assert Deal.of(d.keys()) == d and Deal.of(()) is None and Deal.of((Key("space", "lift/3"),)) is None
    assert Deal.of(Deal(1, counter=True).keys()) == Deal(1, counter=True)
    assert groschen_steps("give", 65) == (Key("give", "g/+25"),) * 2 + (Key("give", "g/+5"),) * 3
    assert groschen_steps("get", -30) == (Key("get", "g/-25"), Key("get", "g/-5"))
    # a step on one side, then another skier: what he was asked for is forgotten
    s = _game()
    _to_turn(s, Rng(2))
    cur = s.current_player()
    view = s.masked(cur)
    out = walk(P, view, cur, (Key("button", "trade"), Key("give", "poles/+"), Key("get", "poles/+"), Key("get", "g/+5")))
    deal = Deal.of(out.picked)
    assert deal is not None and deal.give == ("poles",) and deal.get == ("poles",) and deal.get_g == 5
    other = next(o for o in s.actives() if o not in (cur, deal.to))
    deal = Deal.of(P.click(view, cur, out.picked, Key("to", other)).picked)
    assert deal is not None and deal.to == other and deal.get == () and deal.get_g == 0 and deal.give == ("poles",)
    assert P.click(view, cur, out.picked, Key("offer", "cancel")).picked == ()
    assert P.click(view, cur, out.picked, None).picked == out.picked        # a click on nothing keeps it


def test_refusals_come_with_words():
    s = _game()
    seat = s.current_player()
    assert s.phase == "opening"
    view = s.masked(seat)
    out = P.click(view, seat, (), Key("button", "trade"))
    assert out.act is None and out.say == "Not now: first roll to see who starts."
    assert Key("button", "trade") not in P.lit(view, seat, ()) and Key("button", "roll") in P.lit(view, seat, ())
    _to_turn(s, Rng(2))
    cur = s.current_player()
    view = s.masked(cur)
    deal = Deal.of(P.click(view, cur, (), Key("button", "trade")).picked)
    assert deal is not None and s.items[deal.to]["skis"] == 1
    out = P.click(view, cur, deal.keys(), Key("get", "skis/+"))             # his only pair stays with him
    assert Deal.of(out.picked) == deal and "keeps a pair of skis" in out.say
    out = P.click(view, cur, deal.keys(), Key("give", "flask/+"))
    assert Deal.of(out.picked) == deal and "has no more flask to trade" in out.say
    assert P.confirm(view, cur, ()) == Roll(cur)
    # the + that cannot add says why before it is clicked, and the + that can invites
    tip = P.tooltip(view, cur, Key("get", "skis/+"), deal.keys())
    assert tip is not None and "keeps a pair of skis at all times" in tip
    assert P.tooltip(view, cur, Key("give", "poles/+"), deal.keys()) == "Add poles to what you give."


def test_a_skiers_cards_are_named_only_to_him():
    s = _game()
    _to_turn(s, Rng(2))
    cur = s.current_player()
    other = next(o for o in range(s.num_seats) if o != cur)
    card = s.hands[cur][0]
    assert P.tooltip(s.masked(cur), cur, Key("card", card), ())
    assert P.tooltip(s.masked(other), other, Key("card", card), ()) is None
    assert P.tooltip(s.masked(None), None, Key("card", card), ()) is None
    assert "Groschen" in (P.tooltip(s.masked(other), other, Key("row", cur), ()) or "")
    assert P.tooltip(s.masked(cur), cur, Key("give", "g/+25"), ()) == "Add 25 Groschen to what you give."
    assert P.tooltip(s.masked(cur), cur, Key("get", "g/-5"), ()) == "Take away 5 Groschen from what you ask for."


def test_the_builder_steps_in_whole_groschen_pieces():
    """Every sum in a trade is a multiple of 5: the buttons step by 25 and 5, and a
    skier with 17 Groschen can put at most 15 in."""
    s = _game()
    _to_turn(s, Rng(2))
    cur = s.current_player()
    s.groschen[cur] = 17
    view = s.masked(cur)
    out = walk(P, view, cur, (Key("button", "trade"), Key("give", "g/+5"), Key("give", "g/+25")))
    deal = Deal.of(out.picked)
    assert deal is not None and deal.give_g == 15
    deal = Deal.of(P.click(view, cur, out.picked, Key("give", "g/-5")).picked)
    assert deal is not None and deal.give_g == 10
    deal = Deal.of(P.click(view, cur, deal.keys(), Key("give", "g/-25")).picked)
    assert deal is not None and deal.give_g == 0
