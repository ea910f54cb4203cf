"""The monkey: 20,000 seeded random events (clicks, drags, wheel, keys,
resizes, and now and then a move clicked the way a player would) thrown at the
real scenes, 5,000 kept to each game, with no exception and the rules'
invariants checked after every action. `python main.py monkey --events N
--seed S [--game ID]` runs longer ones."""
from __future__ import annotations

import warnings

import pytest

GAMES = ["ski", "grand-prix", "ski-gammon", "chemin-montagneux"]


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("game", GAMES)
def test_five_thousand_random_events_at_each_game(game, tmp_path, monkeypatch):
    from game import paths
    from game import settings as st
    from game.monkey import run_monkey
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = run_monkey(5000, seed=7 + GAMES.index(game), game=game)
    assert out["events"] == 5000
    assert out["games_started"] >= 1 and out["actions_checked"] >= 40
    scenes = out["steps_by_scene"]
    for name in ("TitleScene", "SetupScene", "PauseScene", "RulesScene", "SettingsScene"):
        assert scenes.get(name, 0) > 0, scenes
    assert set(out["steps_by_game"]) == {game} and out["steps_by_game"][game] > 500, out["steps_by_game"]


def test_the_monkey_command_keeps_to_the_game_it_is_given(capsys):
    from game.cli import main
    assert main(["monkey", "--events", "5", "--game", "no-such-game"]) == 2
    assert "no-such-game" in capsys.readouterr().err


def test_the_invariants_catch_a_lost_card():
    from game.core.registry import get
    from game.monkey import check_invariants
    from game.sim import bot_setup
    info = get("ski")
    state = info.new_game(bot_setup(info, 3, 1, ["random"] * 3))
    check_invariants(state)
    state.deck.pop()
    with pytest.raises(AssertionError):
        check_invariants(state)
