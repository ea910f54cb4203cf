"""Chemin Montagneux's bots: they end their games by the rules, they never
weigh a roll of the four dice against other choices, and the evaluator's
steps agree with the rules' distance."""
from __future__ import annotations

from game.ai import make_bot
from game.ai.search import GreedyBot
from game.core.match import Match
from game.core.protocol import Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.rules.ai import CMEvaluator, _Table
from game.games.chemin_montagneux.rules.state import CMState
from game.sim import bot_setup, play_out


def _game(players: int, seed: int, kind: str, **options: bool) -> CMState:
    setup = bot_setup(INFO, players, seed, [kind] * players)
    s = INFO.new_game(Setup(setup.game, setup.seats, setup.first_player, setup.seed, options), default_content())
    assert isinstance(s, CMState)
    return s


def test_normal_bots_end_most_games_with_a_winner_by_the_rules():
    for players in (2, 4):
        ends = []
        for seed in range(3):
            s = _game(players, seed, "normal")
            play_out(s, [make_bot("normal", seed * 31 + i) for i in range(players)])
            ends.append((s.ended, s.rounds))
        assert sum(e == "peak" for e, _ in ends) >= 2, ends
        assert all(r < 60 for e, r in ends if e == "peak"), ends


def test_a_roll_is_never_one_of_several_choices(monkeypatch):
    """A roll is alone whenever it is legal, so no bot ever weighs its 1296 outcomes."""
    s = _game(3, 4, "random", super_engineers=True)
    asked: list[object] = []
    real = CMState.chance_outcomes

    def counting(self: CMState, a: object) -> list:
        out = real(self, a)  # type: ignore[arg-type]
        if out:
            asked.append(a)
        return out

    monkeypatch.setattr(CMState, "chance_outcomes", counting)
    rolls = 0

    def choose(bot, obs, acts):
        nonlocal rolls
        if any(a.kind == "roll" for a in acts):
            assert len(acts) == 1
            rolls += 1
        return bot.choose(obs, acts)

    Match(s, {i: GreedyBot(i) for i in range(3)}).play_out(300, choose=choose)
    assert rolls > 20 and not asked


def test_the_evaluators_steps_agree_with_the_rules_distance():
    s = _game(4, 2, "normal", super_hikers=True)
    ev = CMEvaluator()
    met = 0

    def look(seat: int, events: object) -> None:
        nonlocal met
        st = m.state
        assert isinstance(st, CMState)
        tb = _Table(st)
        for pawn in st.pawns:
            for cell in sorted(st.board)[:5]:
                if st.board[cell][-1][2] == "v":
                    d = st.distance(pawn, cell)
                    if d is not None:
                        assert ev._search(st, tb, pawn, [cell]) == d
                        met += 1

    m = Match(s, {i: make_bot("normal", i) for i in range(4)}, on_events=look)
    m.play_out(400)
    assert met > 50


def test_what_the_bots_keep_of_a_landscape_is_forgotten_when_it_changes():
    """The evaluation keeps what the landscape alone shows with the game's facts
    of the landscape (copied into clones, forgotten by every change of a pile):
    at every step of seeded random games, and on a clone after each move, the
    table it judges by equals one worked out afresh."""
    import random
    def table(st: CMState) -> tuple[object, ...]:
        tb = _Table(st)
        return tb.work, tb.status, tb.blocking, tb.peaks, tb.terrain
    steps = 0
    for seed in range(3):
        s = _game(4, 60 + seed, "random")
        rng = random.Random(seed)
        while not s.is_over() and len(s.log) < 200:
            seat = s.current_player()
            assert seat is not None
            acts = s.legal_actions(seat)
            fresh = CMState.from_dict(s.to_dict(), default_content())
            assert table(s) == table(fresh)
            twin = s.clone()
            twin.apply(rng.choice(acts))
            assert table(twin) == table(CMState.from_dict(twin.to_dict(), default_content()))
            s.apply(rng.choice(acts))
            steps += 1
    assert steps > 300


def test_a_hint_always_says_why_in_the_players_words():
    """The hint's reason, worked out as the table does (on worlds dealt around what
    the seat knows): never the bots' say-so, a roll and a pass explained, and a
    move whose gain hangs on a hidden face says so."""
    from game.ai.hint import SAMPLES, UNSEEN_REASON, hint_words
    from game.core.observation import Observation
    from game.games.chemin_montagneux.rules.ai import WHY_KIND
    s = _game(3, 11, "random")
    bots = [make_bot("normal", 70 + i) for i in range(3)]
    reasons: dict[str, set[str]] = {}
    for _ in range(45):
        if s.is_over():
            break
        seat = s.current_player()
        legal = s.legal_actions(seat)
        obs = Observation(s, seat)
        bot = GreedyBot(s.setup.seed ^ len(s.action_log))
        move, _, _ = bot.explain(obs, legal)
        worlds = [obs.sample(bot.rng.next64()) for _ in range(SAMPLES)]
        _, reason = hint_words(worlds, move, CMEvaluator(), seat)
        reasons.setdefault(move.kind, set()).add(reason)
        s.apply(bots[seat].choose(obs, legal))
    said = set().union(*reasons.values())
    assert "the bots rate it best" not in said, reasons
    assert reasons["roll"] == {WHY_KIND["roll"]}
    assert len(reasons) >= 4 and all(r == UNSEEN_REASON or r in WHY_KIND.values() or r.startswith("it ")
                                      for r in said), reasons
