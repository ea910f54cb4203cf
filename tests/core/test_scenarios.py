"""Every game's rule scenarios (tests/<folder>/*.yaml, the format in
docs/scenarios.md), run by the one scenario runner through each game's adapter."""
from __future__ import annotations

import pytest
from scenario_runner import adapters, load_scenarios

from game.core.registry import all_games

ADAPTERS = {a.game: a for a in adapters()}
CASES = [(a, name, data) for a in ADAPTERS.values() for name, data in load_scenarios(a.folder)]
#: how many scenarios each game has at least (one or more per rule and per choice)
AT_LEAST = {"ski": 40, "grand-prix": 30}


def test_every_game_has_its_scenarios():
    assert set(ADAPTERS) == {g.id for g in all_games()}
    for game, adapter in ADAPTERS.items():
        assert len(load_scenarios(adapter.folder)) >= AT_LEAST.get(game, 1), game


@pytest.mark.parametrize("adapter,name,data", CASES, ids=[f"{a.game}: {n}" for a, n, _ in CASES])
def test_scenario(adapter, name, data):
    adapter(data, name).run()
