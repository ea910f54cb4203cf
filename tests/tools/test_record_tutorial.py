"""tools/record_tutorial.py: it records a tutorial's game, the first time too
(when no moves file exists yet), and says what stops it in one line, never a
traceback."""
from __future__ import annotations

import importlib.util
import os
import shutil

import pytest
from locations import ROOT, TESTS

from game import paths

_spec = importlib.util.spec_from_file_location("record_tutorial", os.path.join(ROOT, "tools", "record_tutorial.py"))
assert _spec is not None and _spec.loader is not None
record_tutorial = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record_tutorial)

GAME = "flag-race"          # the tests' own game: its tutorial is recorded in a moment


@pytest.fixture()
def copy(tmp_path, monkeypatch):
    """The tutorial of the tests' own game copied to a folder of the test's,
    where the tool reads and writes it."""
    folder = tmp_path / "tutorial"
    shutil.copytree(os.path.join(TESTS, "tiny_game"), folder,
                    ignore=lambda d, names: [n for n in names if not n.startswith("tutorial")])
    real = paths.resource
    monkeypatch.setattr(paths, "resource",
                        lambda *parts: str(folder / parts[-1]) if parts[:2] == ("tests", "tiny_game") else real(*parts))
    return folder


def test_the_first_record_is_made_where_no_moves_file_exists_yet(copy, capsys):
    (copy / "tutorial_moves.json").unlink()
    assert record_tutorial.main([GAME, "--check"]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "nothing is recorded yet" in out and "Traceback" not in out
    assert record_tutorial.main([GAME]) == 0
    assert "moves recorded in" in capsys.readouterr().out
    with open(os.path.join(TESTS, "tiny_game", "tutorial_moves.json"), encoding="utf-8") as f:
        assert (copy / "tutorial_moves.json").read_text(encoding="utf-8") == f.read()
    assert record_tutorial.main([GAME, "--check"]) == 0
    assert "matches" in capsys.readouterr().out


def test_a_broken_moves_file_is_recorded_again(copy, capsys):
    (copy / "tutorial_moves.json").write_text("not json", encoding="utf-8")
    assert record_tutorial.main([GAME, "--check"]) == 1
    assert "differs" in capsys.readouterr().out
    assert record_tutorial.main([GAME]) == 0
    assert record_tutorial.main([GAME, "--check"]) == 0


def test_a_wrong_tutorial_file_or_game_is_one_line(copy, capsys):
    (copy / "tutorial.yaml").write_text("title: [unclosed\n", encoding="utf-8")
    assert record_tutorial.main([GAME]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("Flag Race: tutorial.yaml") and "Traceback" not in out
    with pytest.raises(SystemExit) as e:
        record_tutorial.main(["chess"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "Traceback" not in err
