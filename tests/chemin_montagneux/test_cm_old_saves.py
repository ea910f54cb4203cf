"""A Chemin Montagneux save written before two rule changes still loads: it
set up Super Engineers as a plain yes (before the choice of two or three
activities), and its hikes went back over their own places (a hike is a path
now). It replays under the rule it was played with (the legacy option
``hikes_double_back``), to the very position it recorded, and goes on."""
from __future__ import annotations

import json
import os

import pytest
from locations import TESTS

from game import saves
from game.core.protocol import IllegalAction, Setup
from game.games.chemin_montagneux import INFO
from game.games.chemin_montagneux.rules.state import CMState

SAVE = os.path.join(TESTS, "saves", "chemin_montagneux_v2.json")
RECORDED = "475b6b727ea1e3fc"      # the hash the program that wrote it recorded


def test_the_old_save_replays_under_the_rule_it_was_played_with():
    with open(SAVE, encoding="utf-8") as f:
        d = json.load(f)
    assert d["save_version"] == 2 and d["state_hash"] == RECORDED
    assert d["setup"]["options"] == {"super_engineers": True}
    state = saves.load_game(SAVE)
    assert isinstance(state, CMState) and len(state.action_log) == 121
    # today's rules refuse a hike of it that doubles back: it loaded under the first rules
    assert state.setup.options.get("hikes_double_back") is True and state.walks
    today = INFO.new_game(Setup.from_dict(d["setup"]))
    with pytest.raises(IllegalAction, match="where it began|once only"):
        for a in d["actions"]:
            today.apply(INFO.decode_action(a))
    assert state.engineers == 2                 # a plain yes is two activities


def test_the_old_game_goes_on_and_saves_again(tmp_path):
    state = saves.load_game(SAVE)
    seat = state.current_player()
    assert seat is not None
    state.apply(state.legal_actions(seat)[0])
    again = tmp_path / "again.json"
    saves.save_game(state, str(again))
    loaded = saves.load_game(str(again))
    assert loaded.state_hash() == state.state_hash() and isinstance(loaded, CMState) and loaded.walks


def test_a_wrong_hash_is_still_refused(tmp_path):
    with open(SAVE, encoding="utf-8") as f:
        d = json.load(f)
    d["state_hash"] = "0123456789abcdef"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="does not match|is not allowed"):
        saves.load_game(str(bad))
