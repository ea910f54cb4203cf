"""The monkey: 20,000 seeded random events (clicks, drags, wheel, keys,
resizes, and now and then a move clicked the way a player would) thrown at the
real scenes, with no exception and the rules' invariants checked after every
action. `python main.py monkey --events N --seed S` runs longer ones."""
from __future__ import annotations

import warnings

import pytest


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_twenty_thousand_random_events(tmp_path, monkeypatch):
    from game import paths
    from game import settings as st
    from game.monkey import run_monkey
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = run_monkey(20000, seed=7)
    assert out["events"] == 20000
    assert out["games_started"] >= 3 and out["actions_checked"] >= 300
    scenes = out["steps_by_scene"]
    for name in ("TitleScene", "SetupScene", "PauseScene", "RulesScene", "SettingsScene"):
        assert scenes.get(name, 0) > 0, scenes
    # at a game's table (whichever games the random clicks chose: any of them counts)
    assert sum(out["steps_by_game"].values()) > 0, scenes


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
