"""Every file in tests/bad_files (made by tools/make_bad_files.py: broken saves,
YAML content and maps) is refused with one line that names the file and says
what is wrong, and is left exactly as it was."""
from __future__ import annotations

import json
import os
import re

import pytest
from locations import TESTS  # noqa: E402

from game import paths
from game.core.protocol import ContentError
from game.games.ski.board import check_map
from game.games.ski.content import load_content
from game.saves import load_game

HERE = os.path.join(TESTS, "bad_files")
with open(os.path.join(HERE, "expected.json"), encoding="utf-8") as _f:
    EXPECTED = json.load(_f)


def test_there_are_at_least_thirty_of_every_kind_together():
    kinds = {v["kind"] for v in EXPECTED.values()}
    assert len(EXPECTED) >= 30 and kinds == {"save", "yaml", "map"}
    for rel in EXPECTED:
        assert os.path.exists(os.path.join(HERE, rel)), rel


@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_each_bad_file_gets_one_clear_line(rel):
    path = os.path.join(HERE, rel)
    spec = EXPECTED[rel]
    with open(path, "rb") as f:
        before = f.read()
    name = os.path.basename(path)
    if spec["kind"] == "save":
        with pytest.raises(ContentError) as e:
            load_game(path)
        lines = [str(e.value)]
        assert lines[0].startswith(path)        # the file as it was named
    elif spec["kind"] == "yaml":
        with pytest.raises(ContentError) as e:
            load_content(os.path.dirname(path), map_path=os.path.join(paths.maps_dir(), "mountain.tmx"),
                         fallback_dir=paths.config_dir("ski"))
        lines = [str(e.value)]
    else:
        board, lines = check_map(path)
        assert lines                      # every problem, one line each
    for line in lines:
        assert "\n" not in line and name in line, line
    if spec["kind"] == "map":
        assert any(re.search(spec["expect"], line) for line in lines), lines
    else:
        assert spec["expect"] in lines[0], lines[0]
    with open(path, "rb") as f:
        assert f.read() == before
