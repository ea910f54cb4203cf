"""The bots: they see only what their seat may see, they are repeatable, they
think in slices, and they play the whole game (events, out-of-turn cards,
targets, home before night). Strength and speed are benchmarks, not tests."""
from __future__ import annotations

import pytest

from game.ai import BOT_KINDS, Observation, make_bot
from game.ai.search import evaluator_for
from game.core.registry import all_games, get
from game.core.rng import Rng
from game.games.ski.rules.actions import PlayEvent
from game.sim import bot_setup, play_out


def light(bot):
    """A hard bot that searches less, so the tests stay quick (same code paths)."""
    if bot.kind == "hard":
        bot.candidates, bot.playouts = 3, 2
    return bot


def mid_game(seed: int, steps: int, players: int = 4):
    info = get("ski")
    state = info.new_game(bot_setup(info, players, seed, ["random"] * players))
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player()
        acts = state.legal_actions(seat)
        state.apply(acts[rng.below(len(acts))])
    return state


def hide_differently(state, seat: int, seed: int):
    """The same game as far as ``seat`` can tell: the other seats' hands, event
    cards and targets swapped with unseen cards, the decks in another order."""
    other = state.clone()
    rng = Rng(seed)
    for o in range(other.num_seats):
        if o == seat:
            continue
        if other.hands[o] and other.deck:
            i, j = rng.below(len(other.hands[o])), rng.below(len(other.deck))
            other.hands[o][i], other.deck[j] = other.deck[j], other.hands[o][i]
        if other.ev_hands[o] and other.ev_deck:
            i, j = rng.below(len(other.ev_hands[o])), rng.below(len(other.ev_deck))
            other.ev_hands[o][i], other.ev_deck[j] = other.ev_deck[j], other.ev_hands[o][i]
        if other.target[o] is not None and other.tg_deck:
            j = rng.below(len(other.tg_deck))
            other.target[o], other.tg_deck[j] = other.tg_deck[j], other.target[o]
    rng.shuffle(other.deck)
    rng.shuffle(other.ev_deck)
    rng.shuffle(other.tg_deck)
    other.rng = Rng(seed * 7919)
    return other


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_a_bot_decides_the_same_whatever_it_cannot_see(kind):
    checked = 0
    for seed, steps in ((1, 12), (2, 40), (3, 70), (4, 25)):
        real = mid_game(seed, steps)
        if real.is_over():
            continue
        seat = real.current_player()
        twin = hide_differently(real, seat, seed + 100)
        assert twin.state_hash() != real.state_hash()        # hidden cards really differ
        assert twin.view(seat) == real.view(seat)            # and the seat cannot tell
        acts = real.legal_actions(seat)
        assert twin.legal_actions(seat) == acts
        a = light(make_bot(kind, 42)).choose(Observation(real, seat), acts)
        b = light(make_bot(kind, 42)).choose(Observation(twin, seat), acts)
        assert a == b
        # out of turn too
        for o in range(real.num_seats):
            opts = real.legal_actions(o) if o != seat else []
            if opts:
                assert light(make_bot(kind, 9)).react(Observation(real, o), opts) == \
                    light(make_bot(kind, 9)).react(Observation(twin, o), opts)
        checked += 1
    assert checked >= 3


def test_samples_agree_with_the_view_and_vary_only_the_hidden():
    real = mid_game(5, 30)
    seat = real.current_player()
    obs = Observation(real, seat)
    a, b = obs.sample(1), obs.sample(2)
    assert a.view(seat) == b.view(seat) == real.view(seat)
    others = [o for o in range(real.num_seats) if o != seat]
    assert any(a.hands[o] != b.hands[o] for o in others) or a.deck != b.deck


@pytest.mark.parametrize("kind", sorted(BOT_KINDS))
def test_bots_are_repeatable(kind):
    info = get("ski")
    logs = []
    for _ in range(2):
        state = info.new_game(bot_setup(info, 3, 11, [kind] * 3))
        bots = [light(make_bot(kind, 11 * 31 + i)) for i in range(3)]
        if kind == "hard":                      # a few hard decisions, then quicker players
            for _ in range(6):
                seat = state.current_player()
                state.apply(bots[seat].choose(Observation(state, seat), state.legal_actions(seat)))
            bots = [make_bot("normal", i) for i in range(3)]
        play_out(state, bots)
        logs.append([a.to_dict() for a in state.action_log])
    assert logs[0] == logs[1]


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_thinking_in_slices_gives_the_same_move(kind):
    state = mid_game(6, 20)
    seat = state.current_player()
    acts = state.legal_actions(seat)
    whole = light(make_bot(kind, 3)).choose(Observation(state, seat), acts)
    steps = light(make_bot(kind, 3)).think(Observation(state, seat), acts)
    pauses = 0
    for step in steps:
        if step is None:
            pauses += 1
        else:
            assert step == whole
            break
    if len(acts) > 6:
        assert pauses > 0                      # it really did stop now and then


def test_bots_play_events_in_and_out_of_turn_pursue_targets_and_head_home():
    info = get("ski")
    in_turn = out_of_turn = 0
    targets = {"normal": 0, "random": 0}
    stranded = {"normal": 0, "random": 0}
    skiers = {"normal": 0, "random": 0}
    for seed in range(8):
        for kind in ("normal", "random"):
            state = info.new_game(bot_setup(info, 4, seed, [kind] * 4))
            seen = []
            play_out(state, [make_bot(kind, seed * 31 + i) for i in range(4)], on_events=seen.extend)
            for seat in range(4):
                skiers[kind] += 1
                pos = state.pos[seat]
                stranded[kind] += pos is not None and state.c.board.spots[pos].kind != "town"
            targets[kind] += sum(1 for e in seen if e.kind == "target")
            if kind == "normal":
                log = state.action_log
                for i, a in enumerate(log):
                    if isinstance(a, PlayEvent):
                        # played out of turn: the next action in the log is by someone else's turn
                        replay = info.new_game(state.setup)
                        for b in log[:i]:
                            replay.apply(b)
                        if replay.current_player() == a.seat:
                            in_turn += 1
                        else:
                            out_of_turn += 1
    assert in_turn > 0 and out_of_turn > 0
    assert targets["normal"] > 2 * targets["random"] and targets["normal"] >= 4
    assert stranded["normal"] / skiers["normal"] < stranded["random"] / skiers["random"]


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_bot_kind_plays_every_game_to_the_end(game_id):
    info = get(game_id)
    for kind in ("easy", "normal"):
        for players in range(info.min_players, info.max_players + 1):
            state = info.new_game(bot_setup(info, players, players, [kind] * players))
            play_out(state, [make_bot(kind, i) for i in range(players)])
            assert state.is_over()
    state = info.new_game(bot_setup(info, info.min_players, 1, ["hard"] * info.min_players))
    bots = [light(make_bot("hard", i)) for i in range(info.min_players)]
    for _ in range(4):
        seat = state.current_player()
        if seat is None:                # (a game may be over in fewer moves)
            break
        state.apply(bots[seat].choose(Observation(state, seat), state.legal_actions(seat)))


def test_the_score_fallback_for_a_game_without_an_evaluation():
    from game.ai.search import ScoreEvaluator, relative
    state = mid_game(7, 60)
    ev = ScoreEvaluator()
    assert ev.value(state, 0) == state.scores()[0]
    assert relative([10.0, 4.0, 6.0], 0) == 10.0 - (0.5 * 6.0 + 0.5 * 5.0)


def _gp_positions(want):
    """Grand Prix positions (random play) where ``want(state, seat, actions)`` holds."""
    info = get("grand-prix")
    for seed in range(40):
        s = info.new_game(bot_setup(info, 4, seed, ["random"] * 4))
        rng = Rng(seed)
        while not s.is_over():
            seat = s.current_player()
            acts = s.legal_actions(seat)
            if want(s, seat, acts):
                yield s.clone(), seat, acts
            s.apply(acts[rng.below(len(acts))])


def _gp_position(want) -> tuple:
    """A Grand Prix position (random play) where ``want(state, seat, actions)`` holds."""
    for found in _gp_positions(want):
        return found
    raise AssertionError("no such position in 40 random races")


def test_the_hard_bot_spends_its_playouts_on_the_close_calls(monkeypatch):
    """Successive halving: five candidates, eight playouts each in all (40), spent
    4 each, then 4 more for the best three, then 4 more for the best two."""
    from game.ai.search import HardBot
    s, seat, acts = _gp_position(lambda s, seat, acts: len(acts) >= 6 and s.pending is None)
    tried: dict = {}

    def playout(self, ev, world, a, me):
        tried[a] = tried.get(a, 0) + 1
        return float(sum(map(ord, repr(a))) % 97)          # a fixed verdict per move
    monkeypatch.setattr(HardBot, "playout", playout)
    bot = make_bot("hard", 5)
    chosen = bot.choose(Observation(s, seat), acts)
    assert sum(tried.values()) == 40 and sorted(tried.values(), reverse=True) == [12, 12, 8, 4, 4]
    assert tried[chosen] == 12


def test_the_hard_bot_stops_when_its_work_is_spent(monkeypatch):
    """A decision's playouts may make ``work`` evaluations in all: the search
    stops before a sampled world that would overrun it (every move still in play
    tried in the same worlds), and takes the best move so far."""
    from game.ai.search import HardBot
    s, seat, acts = _gp_position(lambda s, seat, acts: len(acts) >= 6 and s.pending is None)
    tried: dict = {}

    def playout(self, ev, world, a, me):
        tried[a] = tried.get(a, 0) + 1
        self._spent += 100                                  # each playout weighs 100 positions
        return float(sum(map(ord, repr(a))) % 97)
    monkeypatch.setattr(HardBot, "playout", playout)
    bot = make_bot("hard", 5)
    bot.work = 1000
    chosen = bot.choose(Observation(s, seat), acts)
    assert sorted(tried.values()) == [2, 2, 2, 2, 2]         # two worlds of five: a third would pass 1000
    assert bot._spent == 1000
    assert max(tried, key=lambda a: float(sum(map(ord, repr(a))) % 97)) == chosen


def test_the_hard_bots_real_playouts_count_their_work(monkeypatch):
    """The real playouts count every position they weigh: with a budget smaller
    than one sampled world's playouts, one world is tried, and with a larger one
    the search goes on while the next world fits; the same seed, the same move."""
    from game.ai.search import HardBot, evaluator_for
    s, seat, acts = _gp_position(lambda s, seat, acts: len(acts) >= 6 and s.pending is None)
    real = HardBot.playout
    calls: list[int] = []

    def playout(self, ev, world, a, me):
        before = self._spent
        got = real(self, ev, world, a, me)
        calls.append(self._spent - before)
        return got
    monkeypatch.setattr(HardBot, "playout", playout)
    moves = []
    for work in (300, 300, 4000):
        calls.clear()
        bot = make_bot("hard", 9)
        bot.work = work
        moves.append(bot.choose(Observation(s, seat), acts))
        assert all(c > 1 for c in calls) and bot._spent == sum(calls)
        if work == 300:
            assert len(calls) == 5                          # one world, each of the five candidates once
        else:
            assert 5 < len(calls) < 40 and bot._spent <= work
    assert moves[0] == moves[1]
    assert make_bot("hard", 1).tuning(evaluator_for("grand-prix"))["work"] < make_bot("hard", 1).work


def test_the_hard_bot_may_search_the_best_move_of_each_kind(monkeypatch):
    """``each_kind``: beside the five best moves, the best of every other kind is
    played out too (each the first of its kind in the normal bot's order)."""
    from game.ai.search import HardBot
    tried: dict = {}

    def playout(self, ev, world, a, me):
        tried[a] = tried.get(a, 0) + 1
        return 0.0
    monkeypatch.setattr(HardBot, "playout", playout)
    # a position whose five best moves leave a kind of move out
    for s, seat, acts in _gp_positions(lambda s, seat, acts: len({a.kind for a in acts}) >= 3 and len(acts) >= 8
                                       and s.pending is None):
        tried.clear()
        plain = make_bot("hard", 5)
        plain.choose(Observation(s, seat), acts)
        five = set(tried)
        if {a.kind for a in five} != {a.kind for a in acts}:
            break
    else:
        raise AssertionError("the five best moves held every kind in every position")
    tried.clear()
    wide = make_bot("hard", 5)
    wide.each_kind = 1
    wide.choose(Observation(s, seat), acts)
    assert five < set(tried)
    assert {a.kind for a in tried} == {a.kind for a in acts}
    assert len(tried) == len(five) + len({a.kind for a in acts} - {a.kind for a in five})


def test_a_game_may_set_its_hard_bots_search_and_a_bot_its_own():
    from game.ai.search import evaluator_for
    bot = make_bot("hard", 1)
    assert bot.tuning(evaluator_for("ski-gammon"))["playouts"] == 24     # the dice call for more
    assert bot.tuning(evaluator_for("grand-prix"))["playouts"] == 8
    bot.playouts = 2
    assert bot.tuning(evaluator_for("ski-gammon"))["playouts"] == 2


def test_the_hard_bot_leaves_a_yeti_throw_to_the_exact_evaluation(monkeypatch):
    """Keep or reroll: the evaluation weighs every roll exactly, so no playouts,
    and the hard bot does what the normal one does."""
    from game.ai.search import HardBot
    s, seat, acts = _gp_position(lambda s, seat, acts: s.pending is not None and len(acts) > 1)
    assert {a.kind for a in acts} == {"keep", "snowball"}
    monkeypatch.setattr(HardBot, "playout", lambda *a: pytest.fail("no playout for an exact decision"))
    assert make_bot("hard", 3).choose(Observation(s, seat), acts) == make_bot("normal", 3).choose(
        Observation(s, seat), acts)


def test_the_easy_skier_never_ends_its_day_at_the_start():
    """Weak but plausible: an easy bot once ended its day on its first turn and
    sat the game out (ending it changed nothing in its short view)."""
    from game.core.match import Match
    info = get("ski")
    for seed in range(12):
        state = info.new_game(bot_setup(info, 3, seed, ["easy"] * 3))
        match = Match(state, {i: make_bot("easy", seed * 7 + i) for i in range(3)})
        while state.current_player() is not None:
            sun = state.sun
            match._bot_acts(state.current_player(), None)
            if state.action_log[-1].kind == "end_day":
                left = state.c.night_index - sun
                assert left <= 3, f"seed {seed}: the day ended with {left} spaces of sun still to come"


def test_the_hint_calls_a_take_past_the_hand_limit_a_swap():
    """With a full hand, a take forces discards: the hint says it swaps the
    weakest cards for better ones instead of "it gives you cards to ski with"."""
    from game.ai.search import evaluator_for
    from game.games.ski.rules.actions import ChooseStart, TakeCards
    info = get("ski")
    s = info.new_game(bot_setup(info, 2, 4, ["normal"] * 2))
    s.apply(ChooseStart(s.current_player(), s.c.board.towns()[0]))
    s.apply(ChooseStart(s.current_player(), s.c.board.towns()[0]))
    seat = s.current_player()
    weak = sorted(s.deck, key=lambda k: s.c.piste[k].value)      # a full hand of the weakest cards
    for k in s.hands[seat]:
        s.deck.append(k)
    s.hands[seat] = weak[:s.c.hand_limit]
    for k in s.hands[seat]:
        s.deck.remove(k)
    ev = evaluator_for("ski")
    take = max((a for a in s.legal_actions(seat) if isinstance(a, TakeCards)), key=lambda a: a.deck + len(a.display))
    after = s.clone()
    after.apply(take)
    why = ev.explain(s, after, seat)
    n = take.deck + len(take.display)
    assert why.startswith("it swaps your") and f"you keep {s.c.hand_limit}" in why, why
    assert ("weakest card " if n == 1 else f"{n} weakest cards") in why


@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_no_skier_spends_its_day_taking_cards(kind):
    """Weak but plausible: bots once sat in a town, or on a run's last spot, taking
    cards for 13 of their 16 turns (a ride up looked like nothing to them; a target
    in the town they stood in looked already near; a numbered run skied to its
    bottom counted for nothing until a station)."""
    info = get("ski")
    shares = []
    for g in range(6):
        kinds = [kind] * 3
        state = info.new_game(bot_setup(info, 3, 500 + g, kinds))
        play_out(state, [make_bot(k, (500 + g) * 31 + i) for i, k in enumerate(kinds)])
        for seat in range(3):
            turns = [a.kind for a in state.action_log if a.seat == seat
                     and a.kind not in ("discard", "walk", "play_event", "wait", "choose_start")]
            shares.append(turns.count("take_cards") / len(turns))
    assert max(shares) <= 0.75, f"a skier took cards on {max(shares):.0%} of its turns"
    assert sum(shares) / len(shares) <= 0.5


def test_the_easy_bots_wobble_is_one_per_kind_of_move():
    """With many ways to take cards and one lift to ride, a wobble drawn for each
    move made taking cards win by the luck of the best of many draws."""
    from game.ai.search import EasyBot, ScoreEvaluator, _evaluators
    info = get("ski")
    s = info.new_game(bot_setup(info, 2, 4, ["easy"] * 2))
    while s.phase == "start":
        s.apply(s.legal_actions(s.current_player())[0])
    seat = s.current_player()
    legal = s.legal_actions(seat)
    bot = EasyBot(3)
    bot.noise = 0.0                      # the kinds' wobble alone
    _evaluators["ski-flat"] = ScoreEvaluator()
    obs = Observation(s, seat)
    obs.game = "ski-flat"                # every move is worth the same: only the wobble differs
    try:
        vals = [v for v in bot.rank(obs, legal)][-1]
    finally:
        del _evaluators["ski-flat"]
    by_kind: dict[str, set[float]] = {}
    for a, v in zip(legal, vals, strict=True):
        by_kind.setdefault(a.kind, set()).add(round(v, 9))
    assert len(by_kind) > 1 and all(len(v) == 1 for v in by_kind.values())
    assert len({next(iter(v)) for v in by_kind.values()}) == len(by_kind)


def test_a_numbered_run_skied_to_its_bottom_is_worth_its_points_before_the_station():
    from game.ai.search import evaluator_for
    info = get("ski")
    s = info.new_game(bot_setup(info, 2, 4, ["normal"] * 2))
    run = next(r for r in s.c.board.numbered_runs() if len(r.spots) >= 3)
    ev = evaluator_for("ski")
    s.phase = "play"
    s.pos[0] = run.spots[-2]
    s.progress[0] = list(run.spots[:-1])
    almost = ev.parts(s, 0)["named"]
    s.pos[0] = run.spots[-1]
    s.progress[0] = list(run.spots)
    done = ev.parts(s, 0)["named"]
    assert done > almost > 0


def test_a_target_to_arrive_where_the_skier_stands_is_a_way_out_and_back_away():
    from game.ai.search import evaluator_for
    info = get("ski")
    s = info.new_game(bot_setup(info, 2, 4, ["normal"] * 2))
    ev = evaluator_for("ski")
    tid = next(t for t, card in enumerate(s.c.targets) if card.condition == "arrive" and "name" in card.params)
    place = s.c.board.by_name[s.c.targets[tid].params["name"]]
    s.phase = "play"
    s.target[0] = tid
    s.pos[0] = place
    there = ev._target(s, 0)
    trip = ev._facts(s)["round_trip"][place]
    assert trip >= 1.0
    assert there == pytest.approx(0.5 * s.c.targets[tid].points / (1.0 + trip))


def test_the_grand_prix_hard_bot_weighs_the_best_rival_most():
    """A race is won on the podium's top step: the hard bot's playouts weigh the
    best rival's value at 0.8 of the others' (the normal bot: half and half)."""
    from game.ai.search import GreedyBot, HardBot, evaluator_for, relative
    ev = evaluator_for("grand-prix")
    hard, normal = HardBot(1), GreedyBot(1)
    assert hard._leader(ev) == 0.8 and normal._leader(ev) == 0.5
    assert hard._leader(evaluator_for("ski")) == 0.5          # a game that sets none
    own = HardBot(1)
    own.leader = 0.6
    assert own._leader(ev) == 0.6                             # a bot's own setting comes first
    assert relative([10.0, 12.0, 4.0], 0, 1.0, 0.8) == pytest.approx(10 - (0.8 * 12 + 0.2 * 8))


_ALIKE = [g.id for g in all_games() if hasattr(evaluator_for(g.id), "alike")]


@pytest.mark.parametrize("game_id", _ALIKE)
def test_moves_an_evaluation_calls_alike_are_worth_exactly_the_same(game_id):
    """An evaluator may name the moves it cannot tell apart (``alike``): the bots
    weigh each such set once, and the hard bot's candidates differ. At every
    decision of seeded normal-bot games, each move of a set is worth exactly
    what the others are, weighed apart in a sampled world; no two of the hard
    bot's candidates share a key."""
    from game.ai.search import GreedyBot, _unlike
    info, ev, judge = get(game_id), evaluator_for(game_id), GreedyBot(3)
    sets_seen = 0
    for seed in range(3):
        state = info.new_game(bot_setup(info, 4, 40 + seed, ["normal"] * 4))
        bots = [make_bot("normal", seed * 31 + i) for i in range(4)]
        for _ in range(400):
            seat = state.current_player()
            if seat is None:
                break
            acts = state.legal_actions(seat)
            obs = Observation(state, seat)
            world = obs.sample(seed)
            sets: dict[object, list[object]] = {}
            for a in acts:
                key = ev.alike(world, a)
                if key is not None:
                    sets.setdefault(key, []).append(a)
            for same in sets.values():
                if len(same) > 1:
                    sets_seen += 1
                    assert len({judge.outcome(ev, world, a, seat) for a in same}) == 1, same
            keys = [ev.alike(world, acts[i]) for i in _unlike(list(range(len(acts))), acts, ev.alike, world)]
            named = [k for k in keys if k is not None]
            assert len(named) == len(set(named)) == len(sets)
            state.apply(bots[seat].choose(obs, acts))
    assert sets_seen > 5
