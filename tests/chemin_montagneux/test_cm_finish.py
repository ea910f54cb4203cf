"""Chemin Montagneux's bots finish their games: the evaluation neither rewards
keeping one's own ace in stock (only its holder can raise it into the last
peak) nor standing on the pile where the last ace waits to be worked."""
from __future__ import annotations

from game.core.protocol import Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.rules.ai import CMEvaluator, _Table
from game.games.chemin_montagneux.rules.state import CMState
from game.sim import bot_setup


def _v(suit: str, n: int) -> list[object]:
    return [suit, n, "v"]


def _holding_the_other_players_ace(board: dict[str, list[object]], cell: str) -> tuple[CMState, int]:
    """Two players, every pawn on ``cell`` of ``board``; the first player (Black
    and Red) holds the ace of Arms, the other player's suit, face up and alone
    in his stock. Returns the game and the first player's seat."""
    setup = bot_setup(INFO, 2, 5, ["normal"] * 2)
    s = INFO.new_game(Setup(setup.game, setup.seats, setup.first_player, setup.seed, {}), default_content())
    assert isinstance(s, CMState)
    s.board = board
    s.pawns = {pawn: cell for pawn in ("black", "red", "green", "blue")}
    first = next(seat for seat in range(2) if "black" in s.seat_pawns(seat))
    assert "A" not in s.seat_suits(first)
    s.stock = [[], []]
    s.stock[first] = [_v("A", 1)]
    s._changed(land=True)               # set by hand: what the rules derived is forgotten
    return s, first


def _position() -> CMState:
    """Four players late in a game (as bots left one, round 45): three peaks
    stand; the ace of Crowns lies face up in the stock of Crowns' own player."""
    setup = bot_setup(INFO, 4, 3, ["normal"] * 4)
    s = INFO.new_game(Setup(setup.game, setup.seats, setup.first_player, setup.seed, {}), default_content())
    assert isinstance(s, CMState)
    s.board = {"-10,1": [_v("A", 0), _v("M", 1)], "-2,1": [_v("C", 4), _v("S", 3), _v("S", 1)],
               "-3,0": [_v("A", 4), _v("S", 0)], "-3,1": [_v("A", 2)], "-5,1": [_v("C", 2)],
               "-6,1": [_v("M", 2)], "-7,1": [_v("C", 0)], "-8,1": [_v("C", 3)], "-9,1": [_v("M", 5)],
               "0,-1": [_v("M", 3)], "0,0": [_v("A", 5), _v("C", 5)], "1,-1": [_v("A", 3), _v("A", 1)]}
    s.pawns = {"black": "0,-1", "green": "1,-1", "red": "1,-1", "blue": "0,0"}
    s.stock = [[], [_v("C", 1), _v("S", 4), _v("M", 0), _v("M", 4)], [], [_v("S", 2), _v("S", 5)]]
    s._changed(land=True)               # set by hand: what the rules derived is forgotten
    return s


def test_raising_ones_own_last_ace_beats_keeping_it_even_far_from_ones_pawn():
    s = _position()
    green = next(seat for seat in range(4) if "green" in s.seat_pawns(seat))
    raised = s.clone()
    raised.stock[green] = [t for t in raised.stock[green] if t[:2] != ["C", 1]]
    raised.board["-9,1"] = raised.board["-9,1"] + [_v("C", 1)]      # at the far end of the landscape
    raised._changed(land=True)
    assert raised.peaks().get("C") == "-9,1"
    ev = CMEvaluator()
    assert ev.value(raised, green) > ev.value(s, green) + 10


def test_a_pawn_on_the_pile_that_may_hide_the_last_ace_counts_against_its_owner():
    s = _position()
    s.stock[1] = [t for t in s.stock[1] if t[:2] != ["C", 1]]
    s.board["-9,1"] = s.board["-9,1"] + [_v("C", 1)]                 # four peaks but the Suns'...
    s.board["-2,1"] = [_v("C", 4), _v("S", 3)]                        # ... whose ace hides under a rough tile
    s.board["1,1"] = [["S", 1, "g"]]
    assert "S" not in s.peaks()
    s.pawns["black"] = "1,1,0"
    s._changed(land=True)
    black = next(seat for seat in range(4) if "black" in s.seat_pawns(seat))
    tb = _Table(s)
    assert set(tb.blocking) == {"black"} and tb.blocking["black"] > 0
    away = s.clone()
    away.pawns["black"] = "0,-1"
    away._changed(land=True)
    ev = CMEvaluator()
    assert ev.value(away, black) > ev.value(s, black) + 20


def test_the_fourth_peak_is_worth_the_wait_it_ends_to_every_player():
    """Nobody wins before all four aces are peaks: the fourth peak counts for
    every player beyond the ace's work (``WAIT`` steps, 30 points), so a player holding
    the other player's last ace face up gains by raising it even when his own
    peaks are out of reach (bots once kept it to the round limit, the rule
    that then gives the game to the nearer pawn)."""
    s, first = _holding_the_other_players_ace(
        {"0,0": [_v("C", 2), _v("C", 5), _v("A", 5), _v("M", 1)],
         "1,0": [_v("A", 2), _v("M", 5), _v("A", 4), _v("S", 1)], "2,0": [_v("C", 3)], "3,0": [_v("S", 3)],
         "4,0": [_v("M", 3)], "5,0": [_v("A", 3)], "5,1": [_v("M", 2), _v("C", 1)], "6,0": [_v("C", 4)],
         "7,0": [_v("S", 4)], "8,0": [_v("S", 2)], "9,0": [_v("M", 4), _v("S", 5)]}, "8,0")
    raised = s.clone()
    raised.stock[first] = []
    raised.board["9,0"] = raised.board["9,0"] + [_v("A", 1)]
    raised._changed(land=True)
    assert set(raised.peaks()) == {"S", "M", "C", "A"}
    assert s.steps_to_goal(first) is None and raised.steps_to_goal(first) is None     # his own peaks: out of reach
    ev = CMEvaluator()
    table = _Table(raised).work - _Table(s).work                      # the ace's work, the same for everyone
    for seat in range(2):
        assert ev.value(raised, seat) - ev.value(s, seat) >= table + 20


def test_another_players_ace_is_raised_where_his_pawn_can_walk_to_it():
    """Raising another player's ace, a bot once chose the pile hardest for his
    pawn to reach (it counts against a rival): three tiles above the one pile
    joining the pawns' corner to the rest, a peak nobody could climb once the
    stocks were empty. A peak its own pawn cannot walk to counts against the
    table, so the pile the pawn can climb to is the better raise."""
    from game.ai.search import GreedyBot, relative
    s, first = _holding_the_other_players_ace(
        {"0,0": [_v("C", 2), _v("M", 1)], "1,0": [_v("A", 2), _v("S", 1)], "2,0": [_v("M", 2), _v("C", 1)],
         "3,0": [_v("C", 3)], "4,0": [_v("S", 3), _v("M", 3), _v("A", 3)], "5,0": [_v("C", 4)],
         "3,1": [_v("S", 4)]}, "3,0")

    def raised(cell: str) -> CMState:
        r = s.clone()
        r.stock[first] = []
        r.board[cell] = r.board[cell] + [_v("A", 1)]
        r._changed(land=True)
        assert r.peaks().get("A") == cell
        return r
    near, walled = raised("3,1"), raised("4,0")             # two high, or four high over a pile of one
    assert len(near.board["3,1"]) - len(s.board["3,0"]) == 1         # the blue pawn climbs one...
    assert len(walled.board["4,0"]) - len(s.board["3,0"]) == 3       # ... or would have to climb three
    ev, bot = CMEvaluator(), GreedyBot(0)

    def judged(st: CMState) -> float:
        return relative([ev.value(st, i) for i in range(2)], first, bot.others * ev.rivalry, bot.leader)
    assert judged(near) > judged(walled)


def _two_players(board: dict[str, list[object]], pawns: dict[str, str]) -> CMState:
    """Two players on ``board`` with the pawns at ``pawns``, empty stocks, round 0."""
    setup = bot_setup(INFO, 2, 5, ["normal"] * 2)
    s = INFO.new_game(Setup(setup.game, setup.seats, setup.first_player, setup.seed, {}), default_content())
    assert isinstance(s, CMState)
    s.board, s.pawns, s.stock = board, pawns, [[], []]
    s._changed(land=True)               # set by hand: what the rules derived is forgotten
    return s


# a late landscape bots left at the round limit: the Arms' ace is still to be found, and the two
# rough tiles it may be lie each under a graded tile that is worth nothing to lower
_BURIED = {"-1,0": [_v("A", 4)], "-2,0": [_v("A", 3), _v("S", 5)], "-3,0": [_v("C", 1), _v("S", 1)],
           "-3,1": [_v("S", 4), _v("S", 0)], "-4,0": [_v("A", 2)], "-5,0": [_v("M", 3)], "-6,0": [_v("C", 2)],
           "0,-1": [_v("C", 5)], "0,0": [["A", 5, "g"], _v("C", 0)], "0,1": [["A", 1, "g"], _v("A", 0)],
           "1,1": [_v("M", 5), _v("M", 2), _v("M", 1)]}
_BURIED_PAWNS = {"black": "-5,0", "green": "-2,0", "red": "-2,0", "blue": "0,-1"}


def test_a_tile_lying_over_a_rough_one_is_worth_lowering_while_an_ace_may_hide_there():
    """Lowering the graded tile off a rough one brings the rough one within
    reach of being worked: the table gains by it while an ace is unseen (bots
    once rested and walked to and fro for 35 rounds with a Moon to lower)."""
    s = _two_players({k: [list(t) for t in p] for k, p in _BURIED.items()}, dict(_BURIED_PAWNS))
    assert "A" not in s.peaks()
    lowered = s.clone()
    lowered.board["0,1"] = lowered.board["0,1"][:1]
    lowered.stock[0] = [_v("A", 0)]
    lowered._changed(land=True)
    assert _Table(lowered).work > _Table(s).work + 5


def test_the_aces_work_weighs_more_as_the_round_limit_nears():
    """Late in the game a peak made is worth more than early: a game the round
    limit ends goes to the nearer pawn, with nobody on a peak."""
    def gain(rounds: int) -> float:
        s = _two_players({k: [list(t) for t in p] for k, p in _BURIED.items()}, dict(_BURIED_PAWNS))
        s.rounds = rounds
        found = s.clone()
        found.board["0,1"] = [["A", 1, "v"], _v("A", 0)]          # the ace seen, face up under a tile
        found._changed(land=True)
        return _Table(found).work - _Table(s).work
    limit = _two_players({}, {}).round_limit
    assert limit > 0
    assert gain(0) > 0
    assert gain(limit * 9 // 10) > 2 * gain(0)
    assert gain(limit // 5) == gain(0)                             # not yet in the first rounds


def _race_as_tiles_are_laid(s: CMState, seat: int) -> list[float]:
    """The seat's race term as path tiles are laid at 0,0, then -1,0, then -2,0."""
    ev = CMEvaluator()
    steps = []
    for cells in ([], ["0,0"], ["0,0", "-1,0"], ["0,0", "-1,0", "-2,0"]):
        t = s.clone()
        for c in cells:
            t.board[c] = [_v("C", 0)]
        t._changed(land=True)
        steps.append(ev._race(t, ev._table(t), seat, True))
    return steps


def test_a_pawn_on_an_island_gains_by_each_tile_laid_towards_its_peak():
    """A pawn no hike brings to its peak counts the steps to it with each empty
    cell on the way as work to fill: each tile laid towards the peak brings it
    nearer (bots once laid their last tiles far away from three stranded pawns)."""
    board = {"0,-1": [_v("A", 0)], "0,1": [_v("A", 2)], "-3,0": [_v("S", 1), _v("M", 1)],
             "-4,0": [_v("C", 2), _v("C", 1)], "-5,0": [_v("M", 2), _v("A", 1)], "-6,0": [_v("M", 4)]}
    s = _two_players(board, {"black": "0,-1", "green": "0,-1", "red": "0,1", "blue": "0,-1"})
    assert len(s.peaks()) == 4
    black = next(seat for seat in range(2) if "black" in s.seat_pawns(seat))
    steps = _race_as_tiles_are_laid(s, black)
    assert steps[0] < steps[1] < steps[2] < steps[3]


def test_a_pawn_stranded_far_from_its_peak_still_gains_by_each_tile_laid():
    """Past the 30 steps counted in full, each step still counts a quarter: four
    pawns on a lone tile 17 cells from their peaks once saw nothing in a tile
    laid towards them (every distance at the cap) and passed for 50 rounds."""
    far = {f"{x},0": [_v("C", 0)] for x in range(-13, -3)}
    far.update({"-14,0": [_v("S", 2), _v("S", 1)], "-13,1": [_v("M", 3), _v("M", 1)],
                "-12,1": [_v("A", 3), _v("A", 1)], "-11,1": [_v("C", 3), _v("C", 1)], "1,0": [_v("C", 3)]})
    s = _two_players(far, {pawn: "1,0" for pawn in ("black", "green", "red", "blue")})
    assert len(s.peaks()) == 4
    black = next(seat for seat in range(2) if "black" in s.seat_pawns(seat))
    steps = _race_as_tiles_are_laid(s, black)
    assert steps[0] < steps[1] < steps[2] < steps[3]
    assert -steps[0] > -steps[3] + 3 * 3                  # each tile laid: more than a step less


def test_a_pawn_whose_only_way_off_is_its_own_closed_peak_is_stuck_there():
    """A pawn standing on the tile that may hide the last ace, beside its own
    peak (closed to it until all four aces are peaks) and nothing else, cannot
    step off: a tile laid beside it, giving it a way off, is worth the table's
    while (bots once left it there for 35 rounds)."""
    board = {"-1,-1": [_v("C", 4), _v("S", 4), _v("C", 3), _v("C", 1)], "-1,0": [_v("S", 2), _v("A", 2)],
             "-2,0": [_v("C", 2), _v("M", 5), _v("S", 5)], "-3,0": [_v("A", 5)], "0,0": [_v("S", 3), _v("A", 1)],
             "0,1": [["M", 1, "g"]], "1,0": [_v("M", 3), _v("A", 3), _v("S", 1)]}
    s = _two_players(board, {"black": "-2,0", "green": "-1,0", "red": "-1,0", "blue": "0,1,0"})
    assert "M" not in s.peaks() and s.closed_peak("blue") == "0,0"
    off = s.clone()
    off.board["0,2"] = [_v("C", 0)]
    off._changed(land=True)
    assert _Table(off).work > _Table(s).work + 10


def test_the_hard_bot_does_not_make_the_fourth_peak_for_the_next_player_to_climb():
    """Green holds the last ace (Crowns) and may raise it, and Red, who plays
    next, stands a hike from his peak: whoever makes the fourth peak hands the
    game to the next player within reach (in normal-bot games its maker won 2
    of 40). The normal bot raises it; the hard bot, whose candidates include
    the best move of each kind (``each_kind``), hikes or rests instead, until
    half the round limit."""
    from game.ai import Observation, make_bot
    s = _position()
    green = next(seat for seat in range(4) if "green" in s.seat_pawns(seat))
    red = next(seat for seat in range(4) if "red" in s.seat_pawns(seat))
    assert red == (green + 1) % 4
    s.pawns.update(red="-3,1", green="0,0", blue="-5,1")          # Red: one climb of two below the Suns' peak
    s.common, s.coins[0] = s.coins[0][:4], s.coins[0][4:]
    s.turn, s.phase, s.dice, s.used = green, "act", [1, 2, 2, 2], []   # the Sun die highest: raising is possible
    s._changed(land=True)
    assert s.steps_to_goal(red) == 1 and s.steps_to_goal(green) is None
    acts = s.legal_actions(green)
    last = [a for a in acts if a.kind == "raise" and getattr(a, "tile", "") == "C1"]
    for a in last:
        made = s.clone()
        made.apply(a)
        assert len(made.peaks()) == 4 and not made.is_over()
    assert make_bot("normal", 0).choose(Observation(s, green), acts) in last
    for seed in range(3):
        assert make_bot("hard", seed).choose(Observation(s, green), acts) not in last
    # past half the round limit it holds out no longer (hard bots alone at a table once
    # all held out, and five games of six ran to the limit)
    s.rounds = s.round_limit // 2
    s._changed()
    assert make_bot("hard", 0).choose(Observation(s, green), s.legal_actions(green)) in last
