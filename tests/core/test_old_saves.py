"""Saves written by earlier versions of the program still load, for every
game: replayed through today's rules they reach the very position they
recorded (the hash stored in the file)."""
from __future__ import annotations

import json
import os

import pytest
from locations import TESTS  # noqa: E402

from game import saves

SAVES = os.path.join(TESTS, "saves")

# file: (game, actions, hash of the last position), as the program that wrote it saw them
OLD = {
    "v1.json": ("ski", 60, "3b470a514a327a65"),
    # written before the die became a chance move (its rolls carry no face)
    "grand_prix_v1.json": ("grand-prix", 156, "c458b5a8ddd4348b"),
}


@pytest.mark.parametrize("name", sorted(OLD))
def test_an_old_save_replays_to_the_position_it_recorded(name):
    game, actions, want = OLD[name]
    path = os.path.join(SAVES, name)
    with open(path, encoding="utf-8") as f:
        assert json.load(f)["state_hash"] == want
    state = saves.load_game(path)
    assert state.setup.game == game
    assert len(state.action_log) == actions and state.state_hash() == want


def test_the_grand_prix_save_rolls_the_die_by_its_seed():
    """Its rolls name no face: the seeded RNG gives them, as when it was played."""
    with open(os.path.join(SAVES, "grand_prix_v1.json"), encoding="utf-8") as f:
        rolls = [a for a in json.load(f)["actions"] if a["type"] == "roll"]
    assert rolls and all("face" not in a for a in rolls)
