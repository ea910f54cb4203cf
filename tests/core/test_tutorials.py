"""The tutorials' files and the coach's logic (game/tutorial.py), without a window."""
from __future__ import annotations

import pytest

from game.core.protocol import ContentError
from game.core.registry import all_games, get
from game.tutorial import Coach, colour_slips, load_tutorial, tutorial_for

GAMES = [g.id for g in all_games()]


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_has_a_tutorial_that_reads(gid):
    info = get(gid)
    t = tutorial_for(info)
    assert t is not None, f"{info.name} has no tutorial"
    assert t.seats[0][1] == "human" and all(kind != "human" for _, kind in t.seats[1:])
    assert info.min_players <= len(t.seats) <= info.max_players
    assert info.check_setup(t.setup(info.colours)) is None
    kinds = set(info.decode_action.kinds)
    assert any(s.do for s in t.steps), "a tutorial asks the learner to make moves"
    for s in t.steps:
        assert set(s.do) <= kinds | {"any"}


def _write(tmp_path, text: str) -> str:
    p = tmp_path / "tutorial.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


GOOD = """
title: Learn
seed: 1
seats: [{name: Sam}, {name: Ben, bot: easy}]
steps:
  - say: Hello.
  - say: Take cards.
    do: take_cards
farewell: Bye.
"""


@pytest.mark.parametrize("change, problem", [
    (("do: take_cards", "do: fly"), "steps[1].do: unknown value 'fly'"),
    (("seed: 1", "seed: -4"), "seed: must be at least 0"),
    (("[{name: Sam}, {name: Ben, bot: easy}]", "[{name: Sam, bot: easy}, {name: Ben}]"),
     "seats[0].bot: the first seat is the learner's"),
    (("[{name: Sam}, {name: Ben, bot: easy}]", "[{name: Sam}, {name: Ben, bot: clever}]"),
     "seats[1].bot: unknown value 'clever'"),
    (("[{name: Sam}, {name: Ben, bot: easy}]", "[{name: Sam}]"), "seats: needs at least 2 entries"),
    (("  - say: Hello.", "  - say: Hello.\n    times: 2"), "steps[0].times: only a step that asks for moves"),
    (("  - say: Hello.", "  - say: " + "x" * 701), "steps[0].say: at most 700 characters"),
    (("  - say: Hello.", "  - say: Hello.\n    colour: red"), "steps[0]: unknown key 'colour'"),
    (("farewell: Bye.", ""), "tutorial: missing key 'farewell'"),
    (("seed: 1", "seed: !!python/object:os.system x"), "not allowed"),
])
def test_a_wrong_tutorial_file_is_one_line_naming_the_file_the_object_and_the_problem(tmp_path, change, problem):
    path = _write(tmp_path, GOOD.replace(*change))
    with pytest.raises(ContentError) as e:
        load_tutorial(path, "ski", get("ski").decode_action.kinds)
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith("tutorial.yaml") and problem in msg, msg


def test_the_coach_follows_the_steps_passes_over_what_never_comes_up_and_counts_repeats(tmp_path):
    from game.games.ski.rules.actions import Discard, TakeCards
    info = get("ski")
    t = load_tutorial(_write(tmp_path, GOOD.replace("do: take_cards", "do: take_cards\n  - say: Ski.\n    do: move\n"
                                                    "  - say: Throw away.\n    do: discard\n    times: 3")),
                      "ski", info.decode_action.kinds)
    state = info.new_game(t.setup(info.colours))
    coach = Coach(t)
    assert coach.step is not None and not coach.step.do
    assert coach.allows(TakeCards(0, (), 1), 0) is False          # the coach is still talking
    assert coach.allows(TakeCards(1, (), 1), 1) is True           # a bot's move is not the coach's business
    coach.next()
    assert coach.step.do == ("take_cards",)
    # the game begins by choosing towns: no card can be taken yet, so the step waits
    assert state.phase == "start" and coach.moves(state) == []
    coach.made(TakeCards(0, (), 1), 0)
    assert coach.at == 2
    # skiing from a town is impossible: the step that asks for it is passed over at the learner's turn
    while state.phase == "start":
        state.apply(state.legal_actions(state.current_player())[0])
    while state.current_player() != 0:
        state.apply(state.legal_actions(state.current_player())[0])
    assert not any(a.kind == "move" for a in state.legal_actions(0))
    coach.catch_up(state)
    # ... and so is the one after it (nothing to discard either): the tutorial never sticks
    assert coach.passed_over == [2, 3] and coach.finished
    coach = Coach(t)
    coach.at = 3
    for _ in range(2):
        coach.made(Discard(0, 1), 0)
    assert coach.at == 3 and coach.count == 2
    coach.made(Discard(0, 1), 0)
    assert coach.finished and coach.allows(TakeCards(0, (), 1), 0)


def test_the_tutorial_module_runs_without_pygame():
    from locations import REGISTER_TEST_GAMES, runs_without_pygame
    runs_without_pygame("import game.games, game.tutorial\n" + REGISTER_TEST_GAMES +
                               "from game.core.registry import all_games\n"
                               "[game.tutorial.tutorial_for(g) for g in all_games()]")


@pytest.mark.parametrize("gid", GAMES)
def test_each_recorded_tutorial_game_is_legal_and_brings_every_step(gid):
    info = get(gid)
    t = tutorial_for(info)
    assert t.moves, "the tutorial's game is recorded (tools/record_tutorial.py)"
    state = info.new_game(t.setup(info.colours))
    coach = Coach(t)
    for a in t.moves:
        assert state.why_illegal(a) is None, f"the recorded move {a} is not legal any more"
        if a.seat == coach.seat:
            coach.catch_up(state)
            while coach.step is not None and not coach.step.do:
                coach.next()
            assert coach.allows(a, a.seat), f"step {coach.at + 1} does not ask for the recorded {a}"
            coach.made(a, a.seat)
        state.apply(a)
    assert coach.finished and not coach.passed_over


def test_the_bots_follow_the_record_then_think_for_themselves():
    from game.ai import make_bot
    from game.ai.base import Observation
    from game.tutorial import RecordedBot
    info = get("ski")
    t = tutorial_for(info)
    state = info.new_game(t.setup(info.colours))
    coach = Coach(t)
    bot = RecordedBot(make_bot("easy", 1), coach, lambda: state)
    while state.current_player() == 0:
        state.apply(t.moves[len(state.action_log)])
    n = len(state.action_log)
    moves = list(bot.think(Observation(state, 1), state.legal_actions(1)))
    assert moves == [t.moves[n]]
    # another move of the learner's: the record is left, the bot thinks for itself
    off = info.new_game(t.setup(info.colours))
    other = next(a for a in off.legal_actions(0) if a != t.moves[0])
    off.apply(other)
    bot.state = lambda: off
    assert not coach.on_record(off)
    while off.current_player() == 0:
        off.apply(off.legal_actions(0)[0])
    chosen = [m for m in bot.think(Observation(off, 1), off.legal_actions(1)) if m is not None]
    assert chosen and off.why_illegal(chosen[-1]) is None


def test_a_wrong_moves_file_is_one_line(tmp_path):
    path = _write(tmp_path, "moves: tutorial_moves.json\n" + GOOD)
    (tmp_path / "tutorial_moves.json").write_text('[{"type": "fly", "seat": 0}]')
    with pytest.raises(ContentError) as e:
        load_tutorial(path, "ski", get("ski").decode_action.kinds)
    assert str(e.value).startswith("tutorial_moves.json: moves[0]: ") and "fly" in str(e.value)
    bad = _write(tmp_path, "moves: ../../settings.json\n" + GOOD)
    with pytest.raises(ContentError) as e:
        load_tutorial(bad, "ski", get("ski").decode_action.kinds)
    assert "not a file name beside the tutorial" in str(e.value)


@pytest.mark.parametrize("gid", GAMES)
def test_a_tutorial_names_each_seat_by_its_own_colour(gid):
    """Words about seats and their colours come from the game: a sentence naming
    a seat names no colour of the game's that is not one of the named seats'."""
    info = get(gid)
    t = tutorial_for(info)
    assert t is not None
    texts = [t.farewell, *(s.say for s in t.steps), *(s.title for s in t.steps)]
    assert not any("{" in text for text in texts), "every placeholder is filled"
    assert colour_slips(texts, t.setup(info.colours), info.colours) == []


def test_a_colour_written_by_hand_against_the_seat_is_caught(tmp_path):
    from game.core.protocol import SeatSetup, Setup
    setup = Setup("ski", (SeatSetup("Sam", "Blue"), SeatSetup("Ben", "Green", "easy")))
    colours = ("Blue", "Green", "Red")
    assert colour_slips(["You are Sam, the red skier, and Ben skis in blue."], setup, colours)
    assert colour_slips(["You are Sam, the blue skier, and Ben skis in green. Play the red card."], setup,
                        colours) == []
    path = _write(tmp_path, GOOD.replace("say: Hello.", "say: You are {you}, the {you_colour} skier; {seat1} "
                                                        "is {seat1_colour}."))
    t = load_tutorial(path, "ski").filled(colours)
    assert t.steps[0].say == "You are Sam, the blue skier; Ben is green."
    with pytest.raises(ContentError, match=r"steps\[0\]: \{seat2\} is no placeholder"):
        load_tutorial(_write(tmp_path, GOOD.replace("say: Hello.", "say: Hi {seat2}.")), "ski")
