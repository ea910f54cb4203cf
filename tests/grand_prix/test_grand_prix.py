"""Himalaya Grand Prix: the course map's checks, the bots' dice reasoning
(its rule scenarios, tests/scenarios_grand_prix/, run with every game's in
tests/core/test_scenarios.py)."""
from __future__ import annotations

# ------------------------------------------------------------------ the course map
import os  # noqa: E402
import re  # noqa: E402

import pytest
from scenario_grand_prix import GPScenario as Scenario

from game import paths  # noqa: E402
from game.core.protocol import ContentError  # noqa: E402
from game.games.grand_prix.rules.content import load_content  # noqa: E402

MAP = os.path.join(paths.maps_dir(), "grand_prix.tmx")
CONFIG = paths.config_dir("grand_prix")


def test_the_shipped_course_is_five_columns_six_rows_and_ten_yeti_spaces():
    c = load_content(CONFIG)
    assert (c.rows, c.cols, len(c.spaces), len(c.yeti_spaces), len(c.finish)) == (6, 5, 30, 10, 4)
    assert not c.row_yetis(1)                                 # the first starting row is safe
    for row in range(2, 7):                                   # every other row: a green and a red Yeti
        assert sorted(y.colour for y in c.row_yetis(row)) == ["green", "red"]
    for yeti in c.yeti_order:                                 # each Yeti once in each colour, two rows
        assert c.yeti_spaces[f"{yeti}/green"].row != c.yeti_spaces[f"{yeti}/red"].row
    assert all(3 <= s.green <= 6 and 3 <= s.red <= 6 for s in c.spaces)
    assert len(c.cards) == 20 and len({card.key for card in c.cards}) == 10


def broken(tmp_path, old: str, new: str, count: int = 1) -> str:
    with open(MAP, encoding="utf-8") as f:
        text = f.read()
    assert old in text
    path = tmp_path / "course.tmx"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("old,new,message", [
    ('name="r4c3" type="space" x="576" y="384" width="128" height="96">\n   <properties>\n'
     '    <property name="row" type="int" value="4"/>',
     'name="r4c3" type="space" x="576" y="384" width="128" height="96">\n   <properties>\n'
     '    <property name="row" type="int" value="5"/>', "a second space at row 5, column 3"),
    ('<property name="green" type="int" value="4"/>\n    <property name="red" type="int" value="4"/>',
     '<property name="green" type="int" value="7"/>\n    <property name="red" type="int" value="4"/>',
     "property 'green' is 7"),
    ('<property name="yeti" type="string" value="chilly"/>\n    <property name="colour" type="string" value="green"/>',
     '<property name="yeti" type="string" value="grumpy"/>\n    <property name="colour" type="string" value="green"/>',
     "unknown Yeti 'grumpy'"),
    ('name="chilly green" type="yeti" x="176"', 'name="chilly green" type="yeti" x="1008"',
     "a green Yeti throws to the right, so it stands left of the course"),
    ('<property name="colour" type="string" value="green"/>\n    <property name="row" type="int" value="4"/>',
     '<property name="colour" type="string" value="green"/>\n    <property name="row" type="int" value="1"/>',
     "the first starting row has no Yeti spaces"),
    ('<property name="place" type="int" value="2"/>', '<property name="place" type="int" value="1"/>',
     "a second finishing space 1"),
    ('name="yetis"', 'name="yeti"', "no object layer named 'yetis'"),
])
def test_a_broken_course_is_refused_with_one_line(tmp_path, old, new, message):
    path = broken(tmp_path, old, new)
    with pytest.raises(ContentError) as e:
        load_content(CONFIG, map_path=path)
    line = str(e.value)
    assert "\n" not in line and line.startswith("course.tmx: ") and message in line, line


def test_tiled_object_names_match_the_rows_and_columns():
    """Scenarios name spaces r<row>c<col>: the map's object names say the same."""
    with open(MAP, encoding="utf-8") as f:
        text = f.read()
    found = re.findall(r'name="r(\d+)c(\d+)"[^>]*>\s*<properties>\s*'
                       r'<property name="row" type="int" value="(\d+)"/>\s*'
                       r'<property name="col" type="int" value="(\d+)"/>', text)
    assert len(found) == len(load_content(CONFIG).spaces)
    assert all(r == row and c == col for r, c, row, col in found)


# ------------------------------------------------------------------ the bots and the dice
from game.ai import Observation, make_bot  # noqa: E402
from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.games.grand_prix.rules.ai import GPEvaluator, p_at_least  # noqa: E402
from game.sim import bot_setup, play_out  # noqa: E402


def test_the_odds_of_the_best_roll():
    assert p_at_least(3, 0) == pytest.approx(4 / 6)
    assert p_at_least(6, 0) == pytest.approx(1 / 6)
    assert p_at_least(6, 2) == pytest.approx(1 - (5 / 6) ** 3)
    assert p_at_least(1, 0) == 1.0 and p_at_least(7, 3) == 0.0


def test_the_yeti_throw_is_valued_by_its_exact_odds():
    """The evaluator's distribution of a throw's outcome, against every roll
    sequence enumerated by brute force with the same reroll decisions."""
    sc = Scenario({"name": "dp", "setup": {"hands": {"Ann": ["chilly/green"]}, "snowballs": {"Ann": 1},
                                           "course": {"r4c1": "Ben 2", "r4c3": "Cat 3", "r4c4": "Ben 4"}}}, "dp")
    s = sc.s
    ev = GPEvaluator()
    fut = ev._futures(s)
    value, dist, used = ev.throw(s, "chilly/green", 0, [], True, False, 1, fut)
    assert sum(dist.values()) == pytest.approx(1.0)
    # with one snowball: keep a first roll of 6 (everyone hit) or ... reroll low ones;
    # whatever the policy, the chance of ending on a 6 is at least the plain 1/6 and at most 11/36
    p6 = sum(p for (x, _), p in dist.items() if x == 6)
    assert 1 / 6 <= p6 <= 11 / 36 + 1e-9
    assert 0 < used < 1
    # and the policy is the best one: no fixed rule "reroll below t" does better
    def rule_value(t: int) -> float:
        total = 0.0
        for d1 in range(1, 7):
            if d1 >= t:
                total += ev.throw(s, "chilly/green", 0, [d1], False, False, 0, fut)[0] / 6
            else:
                for d2 in range(1, 7):
                    total += (ev.throw(s, "chilly/green", 0, [d1, d2], False, True, 0, fut)[0] - 0.45) / 36
        return total
    assert value >= max(rule_value(t) for t in range(1, 8)) - 1e-9


def twin_hands(state, seat: int, seed: int):
    """The same game as far as ``seat`` can tell: other captains' Yeti cards and
    the unseen ones swapped around, and another die."""
    other = state.clone()
    rng = Rng(seed)
    others = [o for o in range(other.num_seats) if o != seat]
    pool = [i for o in others for i in other.hands[o]] + other.box
    rng.shuffle(pool)
    for o in others:
        k = len(other.hands[o])
        other.hands[o] = sorted(pool[:k])
        del pool[:k]
    other.box = sorted(pool)
    other.rng = Rng(seed * 7919)
    return other


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_a_bot_decides_the_same_whatever_it_cannot_see(kind):
    info = get("grand-prix")
    checked = 0
    for seed, steps in ((1, 6), (2, 14), (3, 25), (4, 40)):
        state = info.new_game(bot_setup(info, 3, seed, ["random"] * 3))
        rng = Rng(seed)
        for _ in range(steps):
            if state.is_over():
                break
            acts = state.legal_actions(state.current_player())
            state.apply(acts[rng.below(len(acts))])
        if state.is_over():
            continue
        seat = state.current_player()
        twin = twin_hands(state, seat, seed + 5)
        assert twin.view(seat) == state.view(seat)
        acts = state.legal_actions(seat)
        bot_a, bot_b = make_bot(kind, 42), make_bot(kind, 42)
        if kind == "hard":
            for b in (bot_a, bot_b):
                b.candidates, b.playouts = 3, 2
        assert bot_a.choose(Observation(state, seat), acts) == bot_b.choose(Observation(twin, seat), acts)
        checked += 1
    assert checked >= 3


def test_the_normal_bot_hires_a_yeti_when_the_odds_pay():
    """Two rivals' 4s on the row a Yeti in hand watches, on easy numbers: hiring it
    beats any move."""
    sc = Scenario({"name": "hire", "setup": {"hands": {"Ann": ["chilly/green"]}, "snowballs": {"Ann": 2},
                                             "course": {"r4c1": "Ben 4", "r4c2": "Cat 4", "r1c3": "Ann 1"}}},
                  "hire")
    s = sc.s
    a = make_bot("normal", 1).choose(Observation(s, 0), s.legal_actions(0))
    assert a.kind == "yeti" and (a.yeti, a.colour) == ("chilly", "green")


def test_bots_play_whole_races_without_error():
    info = get("grand-prix")
    for n in (3, 5):
        state = info.new_game(bot_setup(info, n, 9, ["normal"] * n))
        play_out(state, [make_bot("easy" if i % 2 else "normal", i) for i in range(n)])
        assert state.is_over() and sum(len(x) for x in state.captured) + len(state.podium) > 0


def test_the_course_table_in_the_docs_matches_the_map():
    c = load_content(CONFIG)
    with open(os.path.join(os.path.dirname(paths.maps_dir()), "docs", "grand-prix.md"), encoding="utf-8") as f:
        doc = f.read()
    initial = {y: y[0].upper() for y in c.yeti_order}
    for row in range(1, c.rows + 1):
        line = re.search(rf"^row {row}\b(.*)$", doc, re.M).group(1)
        pairs = [tuple(map(int, p.split("|"))) for p in re.findall(r"\d\|\d", line)]
        assert pairs == [(s.green, s.red) for s in c.spaces if s.row == row], f"row {row}"
        letters = re.findall(r"\b([A-Z])\b", line)
        want = [initial[y.yeti] for y in sorted(c.row_yetis(row), key=lambda y: y.colour == "red")]
        assert letters == want, f"row {row} Yetis"


def test_scores_are_the_breakdowns_totals():
    """scores() adds up without building the breakdown: both must agree in every position."""
    from game.ai import make_bot
    from game.core.registry import get
    from game.sim import bot_setup
    info = get("grand-prix")
    for players in (2, 4, 5):
        s = info.new_game(bot_setup(info, players, 40 + players, ["random"] * players))
        bots = [make_bot("random", i) for i in range(players)]
        while not s.is_over():
            seat = s.current_player()
            s.apply(bots[seat].choose({}, s.legal_actions(seat)))
            assert s.scores() == [s.score_breakdown(o)["final_total"] for o in range(players)]


def _every_move(s, seat):
    """Every move of a seat that could be written (any value, space, card), legal or not."""
    from game.games.grand_prix.rules import actions as A
    n = len(s.cells)
    out = [A.RollDie(seat), A.KeepRoll(seat), A.Snowball(seat), A.Pass(seat)]
    out += [A.StartBoarder(seat, v, sp) for v in range(0, 12) for sp in range(n)]
    out += [A.FinishBoarder(seat, sp) for sp in range(n)]
    out += [A.MoveBoarder(seat, a, b) for a in range(n) for b in range(n)]
    out += [A.PlaceYeti(seat, *card.key.split("/")) for card in s.c.cards]
    return out


@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {"strict_snowballs": True}), (5, {}),
                                              (4, {"one_yeti_card_per_space": True, "forward_after_sideways": True})])
def test_the_moves_listed_are_exactly_the_legal_ones(players, options):
    """``legal_actions`` lists its candidates without asking ``why_illegal`` (each is
    legal by construction). At positions of seeded races, for every seat, the moves
    listed are exactly those of every move one could write that ``why_illegal`` passes."""
    info = get("grand-prix")
    for g in range(2):
        s = info.new_game(bot_setup(info, players, 40 + g, ["random"] * players, options))
        rng = Rng(g)
        for step in range(300):
            if s.is_over():
                break
            if step % 3 == 0:                      # (every third position: the oracle is slow)
                for seat in range(players):
                    listed = s.legal_actions(seat)
                    assert len(set(listed)) == len(listed)
                    assert set(listed) == {a for a in _every_move(s, seat) if s.why_illegal(a) is None}
            legal = s.legal_actions(s.current_player())
            s.apply(legal[int(rng.random() * len(legal))])


def test_the_evaluation_kept_from_earlier_positions_is_the_evaluation_worked_out_afresh():
    """The evaluator keeps a Yeti's throw, a snowboarder's danger and the Yetis
    each captain's rivals hold by all they depend on, from position to position: at every step of seeded races (the
    stricter snowballs and one Yeti card a space among them), one evaluator used
    all along gives every seat exactly the value a new one gives."""
    from game.core.match import Match
    info = get("grand-prix")
    kept = GPEvaluator()
    steps = 0
    for seed, options in ((1, {}), (2, {"strict_snowballs": True}), (3, {"one_yeti_card_per_space": True})):
        s = info.new_game(bot_setup(info, 4, seed, ["normal"] * 4, options))
        m = Match(s, {i: make_bot("normal", seed * 3 + i) for i in range(4)})
        while s.current_player() is not None:
            for seat in range(4):
                assert kept.value(s, seat) == GPEvaluator().value(s, seat)
            steps += 1
            m._bot_acts(s.current_player(), None)
    assert steps > 100 and kept._throws and kept._dangers and kept._helds


def test_a_start_or_step_is_explained_by_its_row_and_the_yetis_reach():
    """The hint's reason for a start or a step says, in a few words, whether it
    brings the snowboarder nearer the finish and what a Yeti needs to hit it
    there (a play-test read "it makes the most of your team's race" as no reason)."""
    from game.games.grand_prix.rules.actions import MoveBoarder, StartBoarder
    info = get("grand-prix")
    ev = GPEvaluator()
    said = 0
    for seed in (3, 4):
        s = info.new_game(bot_setup(info, 3, seed, ["normal"] * 3))
        bots = [make_bot("random", seed * 10 + i) for i in range(3)]
        for _ in range(120):
            seat = s.current_player()
            if seat is None:
                break
            for a in s.legal_actions(seat):
                if not isinstance(a, (StartBoarder, MoveBoarder)):
                    continue
                after = s.clone()
                after.apply(a)
                why = ev.explain(s, after, seat)
                to = a.space if isinstance(a, StartBoarder) else a.to
                sp = s.c.spaces[to]
                reach = [max(sp.number(y.colour), s.c.hit_from) for y in s.c.row_yetis(sp.row)]
                tail = f"where a Yeti needs {min(reach)} or more to hit it" if reach else "where no Yeti watches"
                assert why.endswith(tail) or "out of easy reach" in why, (a, why)
                if isinstance(a, MoveBoarder) and sp.row > s.c.spaces[a.space].row:
                    assert "nearer the finish" in why, (a, why)
                assert "makes the most" not in why and len(why) <= 90, why      # the status line holds three rows
                said += 1
            s.apply(bots[seat].choose(Observation(s, seat), s.legal_actions(seat)))
    assert said > 100
