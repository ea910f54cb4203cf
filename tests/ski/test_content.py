"""YAML content of Ski the Mountain: loads, meets the brief, and bad files get one clear line."""
from __future__ import annotations

import os
import shutil

import pytest

from game import paths
from game.core.protocol import ContentError
from game.games.ski.rules.content import load_content

CONFIG = paths.config_dir("ski")


@pytest.fixture(scope="module")
def content():
    return load_content(CONFIG)


def test_piste_deck_is_enough_for_six(content):
    assert len(content.piste) >= 6 * content.hand_limit + content.display_size + 30
    assert {p.colour for p in content.piste} == {"green", "blue", "red", "black"}


def test_events_cover_the_brief(content):
    types = content.event_types.values()
    assert len(content.event_types) >= 16
    assert {e.timing for e in types} == {"turn", "anytime", "reaction"}
    effects = {e.effect for e in types}
    assert {"close_piste", "close_lift", "bus_trip"} <= effects
    lift_specific = {t for e in types for t in e.params.get("lift_types", ())}
    assert lift_specific == {"cable_car", "chair", "drag"}
    assert any(e.trigger and "restaurant" in e.trigger.get("spot_kinds", ()) for e in types)


def test_targets_cover_the_brief(content):
    types = list(content.target_types.values())
    assert len(types) >= 20
    conds = {t.condition for t in types}
    assert {"meet", "named_run", "arrive", "count"} <= conds
    assert any(t.condition == "arrive" and t.params["kind"] == "town" for t in types)
    assert any(t.condition == "count" and t.params["stat"].startswith("lift_rides_") for t in types)


def test_every_numbered_run_has_points(content):
    for run in content.board.numbered_runs():
        assert content.run_recorder[run.name] > len(run.spots)
        assert run.points == content.run_recorder[run.name]     # the shipped map gives every one


def copy_config(tmp_path) -> str:
    d = tmp_path / "ski"
    shutil.copytree(CONFIG, d)
    # keep the map reference working from the copy
    text = (d / "game.yaml").read_text()
    (d / "game.yaml").write_text(text.replace("../../maps/mountain.tmx",
                                              os.path.join(paths.maps_dir(), "mountain.tmx")))
    return str(d)


@pytest.mark.parametrize("fname,old,new,expect", [
    ("events.yaml", "timing: anytime", "timing: sometimes", "events.yaml: event 'high_winds'.timing: unknown value 'sometimes'"),
    ("events.yaml", "  - id: lift_breakdown", "  - id: avalanche_control", "events.yaml: event 'avalanche_control': duplicate id"),
    ("events.yaml", "    copies: 2\n\n  - id: lift_breakdown", "    copies: two\n\n  - id: lift_breakdown", "events.yaml: event 'avalanche_control'.copies: expected a whole number"),
    ("events.yaml", "    effect: close_piste", "    effect: close_piste\n    colour: red", "events.yaml: events[0]: unknown key 'colour'"),
    ("targets.yaml", "name: Buvette du Lac", "name: Chez Nobody", "targets.yaml: target 'lunch_lac'.arrive.name: no restaurant named 'Chez Nobody' on the map"),
    ("targets.yaml", "name: Couloir du Loup,", "name: Couloir du Lynx,", "targets.yaml: target 'conquer_loup'.named_run: no numbered run named 'Couloir du Lynx' on the map"),
    ("scoring.yaml", "run_points:", "run_recorder: {Petit Bonheur: 4}\nrun_points:", "scoring.yaml: run_recorder: a numbered run's points now come from the map"),
    ("scoring.yaml", "per_spot: 1", "per_spot: -1", "scoring.yaml: run_points.per_spot: must be at least 0, got -1"),
    ("pieces.yaml", "piste_cards:", "piste_cards: !!python/object/apply:os.system [echo hi]\nold:", "pieces.yaml at line 5, column 14: not valid YAML: the tag !!python/object/apply:os.system is not allowed"),
    ("game.yaml", "hand_limit: 7", "hand_limit: [7]", "game.yaml: hand_limit: expected a whole number"),
    ("game.yaml", "town_return: 5", "town_return: 5\nsnow: deep", "game.yaml: top level: unknown key 'snow'"),
])
def test_bad_content_is_one_clear_line(tmp_path, fname, old, new, expect):
    d = copy_config(tmp_path)
    path = os.path.join(d, fname)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert old in text
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new, 1))
    with pytest.raises(ContentError) as e:
        load_content(d)
    msg = str(e.value)
    assert expect in msg, msg
    assert "\n" not in msg


def test_yaml_python_tags_never_build_objects(tmp_path):
    d = copy_config(tmp_path)
    marker = tmp_path / "pwned"
    path = os.path.join(d, "pieces.yaml")
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"\nextra: !!python/object/apply:os.system ['touch {marker}']\n")
    with pytest.raises(ContentError) as e:
        load_content(d)
    assert "pieces.yaml" in str(e.value)
    assert not marker.exists()


def test_missing_map_is_named(tmp_path):
    d = copy_config(tmp_path)
    with pytest.raises(ContentError) as e:
        load_content(d, map_path=str(tmp_path / "nowhere.tmx"))
    assert str(e.value) == "nowhere.tmx: no such map file"
