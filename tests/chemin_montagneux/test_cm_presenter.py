"""Chemin Montagneux's presenter, without a window: the clicks that make every
kind of move (each lit when it is clicked, from nothing picked or from
whatever was picked before), what a click on a die, a stock tile, a pawn or
anything else does, the tooltips' words (a rough tile's face never named),
Space, and the legal moves worked out once per position."""
from __future__ import annotations

from collections.abc import Iterator

from locations import runs_without_pygame

from game.core.interaction import Key, Outcome, Picked, hint_pick, walk
from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.presenter import CheminPresenter
from game.games.chemin_montagneux.presenter.choices import stock_order, tile_code
from game.games.chemin_montagneux.presenter.words import choice_words, you_may
from game.games.chemin_montagneux.rules.actions import Extend, Hike, Raise, Roll
from game.games.chemin_montagneux.rules.state import CMState


def _game(players: int = 3, seed: int = 1, **options: bool) -> CMState:
    seats = tuple(SeatSetup(f"P{i + 1}", INFO.colours[i]) for i in range(players))
    return INFO.new_game(Setup(INFO.id, seats, seed=seed, options=options), default_content())


def _positions(count: int, seed: int, players: int = 3, **options: bool) -> Iterator[tuple[CMState, CMState, int]]:
    """``count`` positions of random games: the game, as the seat to act sees it, and that seat."""
    rng = Rng(seed)
    s = _game(players, seed, **options)
    for n in range(count):
        if s.is_over():
            s = _game(players, seed + n, **options)
        cur = s.current_player()
        yield s, s.masked(cur), cur
        legal = s.legal_actions(cur)
        s.apply(legal[rng.below(len(legal))])


def _left_to_click(p: CheminPresenter, view: CMState, seat: int, a, picked: Picked) -> Picked:
    """The clicks still to make for ``a`` from ``picked``, as the table works them
    out: after the longest start of its clicks that is already picked."""
    keys = p.steps(view, seat, a)
    for n in range(len(keys), 0, -1):
        if picked and walk(p, view, seat, keys[:n]).picked == picked:
            return keys[n:]
    return keys


def test_the_presenter_runs_without_pygame():
    runs_without_pygame("from game.games.chemin_montagneux.presenter import CheminPresenter\nCheminPresenter()")


def test_every_legal_move_is_made_by_its_clicks_each_lit_when_clicked_and_a_hint_leaves_the_last():
    p = CheminPresenter()
    kinds: set[str] = set()
    for options in ({}, {"super_engineers": True}):
        for _, view, seat in _positions(70, seed=3, players=2 if options else 3, **options):
            for a in view.legal_actions(seat):
                keys = p.steps(view, seat, a)
                picked: Picked = ()
                for i, key in enumerate(keys):
                    assert key in p.lit(view, seat, picked), (a, key, picked)
                    out = p.click(view, seat, picked, key)
                    assert (out.act == a) if i == len(keys) - 1 else (out.act is None and out.picked), (a, key)
                    picked = out.picked
                before, last = hint_pick(p, view, seat, a)
                assert last == keys[-1] and p.click(view, seat, before, last).act == a
                kinds.add(a.kind)
    assert kinds >= {"roll", "extend", "grade", "raise", "lower", "hike", "rest", "done"}


def test_a_move_is_made_by_its_clicks_whatever_was_picked_before():
    """A die, a tile, a pawn picked by the player, then the clicks of another move
    (the hint, the tests, the monkey): the move made is that one."""
    p = CheminPresenter()
    rng = Rng(11)
    tried = 0
    for _, view, seat in _positions(60, seed=9):
        legal = view.legal_actions(seat)
        for _ in range(6):
            picked: Picked = ()
            for _ in range(rng.below(4)):
                lit = sorted(k for k in p.lit(view, seat, picked) if not k.startswith("button:"))
                out = p.click(view, seat, picked, lit[rng.below(len(lit))]) if lit else None
                if out is not None and out.act is None:
                    picked = out.picked
            a = legal[rng.below(len(legal))]
            out = walk(p, view, seat, _left_to_click(p, view, seat, a, picked), picked)
            assert out.act == a, (picked, a)
            tried += bool(picked)
    assert tried > 50


def _laying_position() -> tuple[CMState, int, str]:
    """A position where the Crowns die extends and the stock holds a rough tile
    and one face up (a lowered tile comes back so)."""
    s = _game()
    s.apply(Roll(0, (2, 3, 5, 4)))                  # the highest die: Crowns
    s.stock[0][-1][2] = "v"
    return s.masked(0), 0, "C"


def test_a_die_picks_its_first_tile_another_tile_is_picked_and_a_second_click_puts_the_die_down():
    p = CheminPresenter()
    view, seat, die = _laying_position()
    opts = p.options(view, seat)
    codes = p.codes(view, seat)
    first, other = p.lays(opts, die)[:2]
    picked = p.click(view, seat, (), Key("die", die)).picked
    assert picked == (Key("die", die), Key("hand", codes.index(first)))          # a rough tile first
    assert choice_words(p, view, seat, picked).startswith(("Extend", "Raise"))

    def cells(picked: Picked) -> set[str]:
        return {k[5:] for k in p.lit(view, seat, picked) if k.startswith("cell:")}
    code = p.laying(view, seat, picked)
    assert code == first and cells(picked) == {a.cell for a in opts.trail[die]
                                               if isinstance(a, (Extend, Raise)) and a.tile == code}
    hand = Key("hand", codes.index(other))
    assert hand in p.lit(view, seat, picked)
    picked2 = p.click(view, seat, picked, hand).picked
    assert picked2 == (Key("die", die), hand) and p.laying(view, seat, picked2) == other
    assert cells(picked2) == {a.cell for a in opts.trail[die] if isinstance(a, (Extend, Raise)) and a.tile == other}
    # the die again: its first tile again; once more: put down
    assert p.click(view, seat, picked2, Key("die", die)).picked == picked
    assert p.click(view, seat, picked, Key("die", die)) == Outcome()
    # a tile clicked first picks the die that lays it
    assert p.click(view, seat, (), hand).picked[1] == hand
    # a click on the bare table keeps the choice; on the panel's words too; on the table, not lit, it goes
    assert p.click(view, seat, picked2, None).picked == picked2
    assert p.click(view, seat, picked2, Key("row", "0")).picked == picked2
    assert p.click(view, seat, picked2, Key("supply", "0")).picked == ()
    # a die that may not trailblaze says why, and nothing changes
    idle = next(d for d in "SMCA" if d not in opts.trail)
    out = p.click(view, seat, picked2, Key("die", idle))
    assert out.act is None and out.picked == picked2 and out.say.startswith("Not now: ")


def test_a_pawn_then_a_lit_place_hikes_there_and_the_tooltip_says_the_hike():
    p = CheminPresenter()
    view, seat = next((v, c) for _, v, c in _positions(200, seed=7)
                      if any(isinstance(a, Hike) for a in v.legal_actions(c)))
    hike = next(a for a in view.legal_actions(seat) if isinstance(a, Hike))
    pawn, place = Key("pawn", hike.pawn), Key("place", hike.path[-1])
    assert place not in p.lit(view, seat, ())
    picked = p.click(view, seat, (), pawn).picked
    assert picked == (pawn,) and place in p.lit(view, seat, picked)
    assert p.click(view, seat, picked, pawn).picked == ()                 # clicked again: put down
    assert p.tooltip(view, seat, place, picked).startswith(f"Hike the {hike.pawn} pawn here")
    assert "Hike" not in (p.tooltip(view, seat, place, ()) or "")              # nothing picked: the pile's words
    assert "Click to hike with it" in (p.tooltip(view, seat, pawn, ()) or "")
    assert p.click(view, seat, picked, place).act == hike
    assert p.shows(view, hike) == (pawn, place)


def test_a_rough_tiles_face_is_never_named():
    """Every tooltip reads the same whatever faces the rough tiles were dealt."""
    p = CheminPresenter()
    checked = 0
    for _, view, seat in _positions(40, seed=13):
        rough = view.clone()
        faces = [t for pile in rough.board.values() for t in pile if t[2] != "v"] + \
                [t for st in rough.stock for t in st if t[2] != "v"]
        for i, t in enumerate(faces):
            t[0], t[1] = "SMCA"[i % 4], (i * 7) % 6
        keys = [Key("hand", i) for i in range(len(view.stock[seat]))] + [Key("stock", n) for n in range(view.num_seats)]
        keys += [Key("cell", c) for c in view.board] + [Key("place", f"{c},{q}") for c in view.board for q in range(4)]
        for key in keys:
            assert p.tooltip(view, seat, key, ()) == p.tooltip(rough, seat, key, ()), key
            checked += 1
        words = [p.tooltip(view, seat, Key("hand", i), ()) for i, t in enumerate(stock_order(view.stock[seat]))
                 if tile_code(t) == "grid"]
        assert all(w is not None and "rough tile" in w for w in words)
    assert checked > 500


def test_space_rolls_and_the_buttons_are_lit_for_what_they_do():
    p = CheminPresenter()
    s = _game()
    view = s.masked(0)
    assert p.confirm(view, 0, ()) == Roll(0) and p.lit(view, 0, ()) == {Key("button", "roll")}
    assert p.click(view, 0, (), Key("button", "roll")).act == Roll(0)
    s.apply(Roll(0, (5, 2, 3, 4)))                  # the highest die: Suns, raise
    view = s.masked(0)
    assert p.confirm(view, 0, ()) is None and Key("button", "roll") not in p.lit(view, 0, ())
    assert you_may(p, view, 0, ()).endswith("You may hike a lit pawn.")      # (and why the Suns die is out)


def test_the_legal_moves_are_worked_out_once_per_position():
    p = CheminPresenter()
    s = _game()
    s.apply(Roll(0, (2, 3, 5, 4)))                  # Crowns: extend
    view = s.masked(0)
    calls = []
    real = view.legal_actions
    view.legal_actions = lambda seat: calls.append(seat) or real(seat)
    picked: Picked = ()
    for key in (Key("die", "C"), Key("hand", "0"), Key("pawn", "black"), Key("die", "C")):
        p.lit(view, 0, picked)
        p.tooltip(view, 0, key, picked)
        picked = p.click(view, 0, picked, key).picked
    assert calls == [0]


def test_a_pawns_tooltip_says_where_it_stands_and_how_far_its_peak_is_in_words():
    """A family met "The black pawn (Moons), Anna's, at 1,0,1": a pawn is
    named by what it stands on, where, and how far its goal is, never by
    coordinates; so is every place."""
    import re
    p = CheminPresenter()
    coords = re.compile(r"\d+,-?\d+")
    seen = 0
    for _s, view, cur in _positions(120, seed=4, players=3):
        for pawn in view.pawns:
            tip = p.tooltip(view, cur, Key("pawn", pawn), ())
            assert tip is not None and not coords.search(tip), tip
            assert " on a path tile " in tip or " on a mountain " in tip
            assert "peak" in tip
            seen += 1
        for cell in list(view.board)[:6]:
            tip = p.tooltip(view, cur, Key("cell", cell), ())
            assert tip is not None and not coords.search(tip), tip
        for pos in view.pawns.values():                # a place, a rough tile's square among them
            tip = p.tooltip(view, cur, Key("place", pos), ())
            assert tip is None or not coords.search(tip), tip
    assert seen > 100


def test_a_roll_in_the_log_says_what_the_dice_allow_not_what_can_be_done():
    """The log once said "may raise, or hike" where no raise could be paid for:
    a roll now names its highest die and what that die does, and leaves what
    can be made of it to the panel and the die's tooltip."""
    for s, _view, cur in _positions(80, seed=6, players=3):
        if s.phase == "roll" and Roll(cur) in s.legal_actions(cur):
            after = s.clone()
            text = next(e.text for e in after.apply(Roll(cur)) if e.kind == "roll")
            assert " may " not in text and ("the highest is the " in text or "the top " in text), text
            assert text.endswith(")."), text
            return
    raise AssertionError("no roll met")


def test_each_roll_is_taught_as_it_comes_what_the_highest_die_costs_or_why_it_is_out():
    """After a roll the panel's words say what the highest die does and costs, or
    why it cannot be used (the coins, the stock, or where the rules allow it)."""
    p = CheminPresenter()
    s = _game()
    s.apply(Roll(0, (2, 3, 5, 4)))                  # Crowns: extend, 1 coin
    assert you_may(p, s.masked(0), 0, ()) == "You may trailblaze with the Crowns die (extend, 1 coin) or hike a lit pawn."
    s = _game()
    s.apply(Roll(0, (5, 2, 3, 4)))                  # Suns: raise, and every pile stands under a pawn
    said = you_may(p, s.masked(0), 0, ())
    assert said.startswith("Highest die: Suns (raise), not now: no pile may take a tile now")
    assert said.endswith("You may hike a lit pawn.")
    s = _game()
    s.coins[0] = s.coins[0][:2]                     # two coins: lowering costs four
    s.apply(Roll(0, (2, 5, 3, 4)))
    assert you_may(p, s.masked(0), 0, ()).startswith(
        "Highest die: Moons (lower), not now: to lower costs you 4 coins and you have 2.")


def test_tied_highest_dice_that_cannot_be_used_are_named_in_one_short_line():
    """Several highest dice, none usable: one line names them (each die's tooltip
    says why), so what you may do still shows in the status's three rows (a
    play-test saw it cut: "no tile may be take...")."""
    p = CheminPresenter()
    s = _game()
    s.apply(Roll(0, (2, 2, 0, 2)))                  # Suns, Moons and Arms tied at 2
    said = you_may(p, s.masked(0), 0, ())
    assert said.startswith("Highest dice: Suns (raise), Moons (lower), Arms (grade): none can be used now"), said
    assert said.endswith("You may hike a lit pawn.") and len(said) < 170, said
