"""Chemin Montagneux's bots finish their games: the evaluation neither rewards
keeping one's own ace in stock (only its holder can raise it into the last
peak) nor standing on the pile where the last ace waits to be worked."""
from __future__ import annotations

from game.core.protocol import Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.ai import CMEvaluator, _Table
from game.games.chemin_montagneux.state import CMState
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
