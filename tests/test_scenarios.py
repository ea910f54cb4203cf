"""Runs every scenario in tests/scenarios/ (format: docs/scenarios.md)."""
import pytest
from ski_scenario import Scenario, load_scenarios

SCENARIOS = load_scenarios()


def test_there_are_enough_scenarios():
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("name,data", SCENARIOS, ids=[n for n, _ in SCENARIOS])
def test_scenario(name, data):
    Scenario(data, name).run()
