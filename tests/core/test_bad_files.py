"""Every file in tests/bad_files (made by tools/make_bad_files.py: broken saves,
YAML content and maps of every game in the registry, and broken settings) is
refused with one line that names the file and says what is wrong, and is left
exactly as it was."""
from __future__ import annotations

import json
import os
import re

import pytest
from locations import TESTS  # noqa: E402

import game.games  # noqa: F401  (every game registers: the games are parameters below)
from game import paths
from game.core.protocol import ContentError
from game.core.registry import all_games, get
from game.saves import load_game

HERE = os.path.join(TESTS, "bad_files")
with open(os.path.join(HERE, "expected.json"), encoding="utf-8") as _f:
    EXPECTED = json.load(_f)
GAME_KINDS = ("save", "yaml", "map")


def test_the_registry_has_games():
    assert all_games()


def test_there_are_at_least_thirty_of_every_kind_together():
    kinds = {v["kind"] for v in EXPECTED.values()}
    assert len(EXPECTED) >= 30 and kinds == {"save", "settings", "yaml", "map"}
    for rel in EXPECTED:
        assert os.path.exists(os.path.join(HERE, rel)), rel


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_game_has_bad_saves_yaml_and_maps(game_id):
    """A game added to the registry without bad files of its own (tools/bad_recipes/)
    fails here until tools/make_bad_files.py has made them: bad saves for every
    game, bad YAML for a game that reads content files, bad maps for one with a map."""
    info = get(game_id)
    kinds = ["save"] + ["yaml"] * (info.content_from is not None) + ["map"] * (info.check_map is not None)
    assert (info.check_map is not None) == bool(info.map_file)
    mine = [v for v in EXPECTED.values() if v.get("game") == game_id]
    assert not {v["kind"] for v in mine} - set(kinds), f"{game_id} has bad files of a kind it cannot read"
    for kind in kinds:
        assert sum(v["kind"] == kind for v in mine) >= 4, f"{game_id} has fewer than 4 bad files of the kind {kind}"
    for rel, v in EXPECTED.items():            # each under its own game's folder
        if v["kind"] in GAME_KINDS:
            assert rel.split("/")[1] == v["game"], rel


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_each_bad_file_gets_one_clear_line(rel):
    path = os.path.join(HERE, rel)
    spec = EXPECTED[rel]
    def contents() -> bytes:
        """The file's bytes (a folder where a file should be: the names in it)."""
        if os.path.isdir(path):
            return "\n".join(sorted(os.listdir(path))).encode()
        with open(path, "rb") as f:
            return f.read()
    before = contents()
    name = os.path.basename(path)
    info = get(spec["game"]) if spec["kind"] in GAME_KINDS else None
    if spec["kind"] == "save":
        with pytest.raises(ContentError) as e:
            load_game(path)
        lines = [str(e.value)]
        assert lines[0].startswith(path)        # the file as it was named
    elif spec["kind"] == "yaml":
        assert info is not None and info.content_from is not None
        with pytest.raises(ContentError) as e:
            info.content_from(os.path.dirname(path), os.path.join(paths.maps_dir(), info.map_file))
        lines = [str(e.value)]
    elif spec["kind"] == "settings":
        # the game keeps a bad settings file aside: it works on a copy
        import shutil
        import tempfile

        from game.settings import MAX_WINDOW, MIN_WINDOW, load_checked
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, name)
            shutil.copy(path, copy)
            s, problem = load_checked(copy)
            lines = [problem]
            assert MIN_WINDOW <= s.window_size <= MAX_WINDOW and s.animation in ("slow", "normal", "fast", "instant")
            assert not os.path.exists(copy)                       # kept aside, unchanged
            with open(copy + ".bad", "rb") as f:
                assert f.read() == before
    else:
        assert info is not None and info.check_map is not None
        summary, lines = info.check_map(path)
        assert summary is None and lines        # refused, every problem one line each
    for line in lines:
        assert "\n" not in line and name in line, line
        assert "Traceback" not in line and "Error:" not in line, line     # no Python-internal words
    if spec["kind"] == "map":
        assert any(re.search(spec["expect"], line) for line in lines), lines
    else:
        assert spec["expect"] in lines[0], lines[0]
    assert contents() == before


def _good_save_data() -> dict:
    with open(os.path.join(HERE, "saves", "ski", "wrong_hash.json"), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("how, words", [
    ("padding", "too large for a saved game"),
    ("actions", "more than a game can have"),
])
def test_a_save_too_big_to_be_a_game_is_refused_before_it_is_read(tmp_path, how, words):
    """Made here rather than committed (megabytes): a save larger than any game
    and one with more actions than a game can have get one line each."""
    from game.saves import MAX_ACTIONS, MAX_SAVE_BYTES
    d = _good_save_data()
    if how == "padding":
        d["padding"] = "snow " * (MAX_SAVE_BYTES // 5 + 1)
    else:
        d["actions"] = [d["actions"][0]] * (MAX_ACTIONS + 1)
    path = tmp_path / f"{how}.json"
    path.write_text(json.dumps(d, separators=(",", ":")), encoding="utf-8")
    with pytest.raises(ContentError) as e:
        load_game(str(path))
    assert words in str(e.value) and "\n" not in str(e.value) and str(e.value).startswith(str(path))


def test_a_link_to_nothing_and_a_folder_are_refused_in_one_line(tmp_path):
    link, folder = tmp_path / "gone.json", tmp_path / "folder.json"
    folder.mkdir()
    os.symlink(tmp_path / "nowhere.json", link)
    for path, words in ((link, "a link to nothing"), (folder, "not a file")):
        with pytest.raises(ContentError) as e:
            load_game(str(path))
        assert words in str(e.value)
