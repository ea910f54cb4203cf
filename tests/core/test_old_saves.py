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
    # a whole game, written before dusk: its last action ended the game at once
    # (today's rules would open dusk there: it replays under the rules it was played with)
    "v1_finished.json": ("ski", 98, "95c8eb8f9f9ed337"),
    # written before the die became a chance move (its rolls carry no face)
    "grand_prix_v1.json": ("grand-prix", 156, "c458b5a8ddd4348b"),
    # Ski Gammon before its first page was made consistent: a skier without wax came over
    # the top of the lift under Icy Trails and skied on down (today he stops at the head)
    "ski_gammon_v2.json": ("ski-gammon", 34, "0b74379d40b04c61"),
    # Ski Gammon before the flask's cards paid what a flask costs: a skier without one
    # paid 5 Groschen to every other skier for the round of hot drinks (today 10)
    "ski_gammon_v3.json": ("ski-gammon", 82, "f56f646fd6d72306"),
}


@pytest.mark.parametrize("name", sorted(OLD))
def test_an_old_save_replays_to_the_position_it_recorded(name):
    game, actions, want = OLD[name]
    path = os.path.join(SAVES, name)
    with open(path, encoding="utf-8") as f:
        recorded = json.load(f)["state_hash"]
    assert want is None or recorded == want
    state = saves.load_game(path)            # it checks the replayed game against the recorded hash
    assert state.setup.game == game and len(state.action_log) == actions
    if not state.setup.options:              # (one that goes on under older rules carries them)
        assert state.state_hash() == want


@pytest.mark.parametrize("name, option", [("v1_finished.json", "sunset_ends_at_once"),
                                          ("grand_prix_v1.json", "one_yeti_card_per_space"),
                                          ("ski_gammon_v2.json", "second_rules"),
                                          ("ski_gammon_v3.json", "third_rules")])
def test_an_old_game_goes_on_under_the_rules_it_was_played_with_and_saves_again(tmp_path, name, option):
    """Today's rules do not replay these to their recorded position (dusk; twin
    Yetis): they replay under the rules they were played with (a legacy option),
    checked against the hash that program wrote, and a save of them loads again."""
    state = saves.load_game(os.path.join(SAVES, name))
    assert state.setup.options.get(option) is True
    again = tmp_path / "again.json"
    saves.save_game(state, str(again))
    assert saves.load_game(str(again)).state_hash() == state.state_hash()
    with open(os.path.join(SAVES, name), encoding="utf-8") as f:
        d = json.load(f)
    d["state_hash"] = "0123456789abcdef"         # a wrong hash is still refused
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="does not match|is not allowed"):
        saves.load_game(str(bad))


def test_the_grand_prix_save_rolls_the_die_by_its_seed():
    """Its rolls name no face: the seeded RNG gives them, as when it was played."""
    with open(os.path.join(SAVES, "grand_prix_v1.json"), encoding="utf-8") as f:
        rolls = [a for a in json.load(f)["actions"] if a["type"] == "roll"]
    assert rolls and all("face" not in a for a in rolls)
