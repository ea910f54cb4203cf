"""Every game's rule scenarios (tests/<folder>/*.yaml, the format in
docs/scenarios.md), run by the one scenario runner through each game's adapter."""
from __future__ import annotations

import pytest
from scenario_runner import adapters, load_scenarios

from game.core.registry import all_games

ADAPTERS = {a.game: a for a in adapters()}
CASES = [(a, name, data) for a in ADAPTERS.values() for name, data in load_scenarios(a.folder)]
#: how many scenarios each game has at least (one or more per rule and per choice)
AT_LEAST = {"ski": 40, "grand-prix": 30, "ski-gammon": 50, "chemin-montagneux": 50}


def test_every_game_has_its_scenarios():
    assert set(ADAPTERS) == {g.id for g in all_games()}
    for game, adapter in ADAPTERS.items():
        assert len(load_scenarios(adapter.folder)) >= AT_LEAST.get(game, 1), game


@pytest.mark.parametrize("adapter,name,data", CASES, ids=[f"{a.game}: {n}" for a, n, _ in CASES])
def test_scenario(adapter, name, data):
    adapter(data, name).run()


@pytest.mark.parametrize("progress, words", [
    (["W1", "W3"], "no piste leads from W1 to W3"),
    (["W1", "Hut"], "Hut is not a piste spot"),
    (["W1"], "it ends at W1, but Ann stands at W2"),
])
def test_a_setup_that_cannot_happen_in_play_is_refused_in_one_line(progress, words):
    """Run progress that no way down produces is refused, naming the player and the spot."""
    from scenario_runner import ScenarioError
    data = {"setup": {"skiers": {"Ann": "W2"}, "progress": {"Ann": progress}}}
    with pytest.raises(ScenarioError) as e:
        ADAPTERS["ski"](data, "impossible progress").run()
    assert words in str(e.value) and "\n" not in str(e.value)
