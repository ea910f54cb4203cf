"""A game is one folder: generic code finds every game through the registry
and never names one. This test reads every generic module (everything in
game/ outside game/games/<folder>/, main.py, the build spec and .ci/run) and
fails on any game's id or folder name written there as a string or a module
path."""
from __future__ import annotations

import importlib
import os
import re

import pytest
from locations import ROOT  # noqa: E402

from game.core.registry import all_games, get


def _package(info) -> str:
    """The package a game lives in: game.games.<folder>, or for the tests' own
    games (registered by tests/conftest.py only) tests/<folder>."""
    module = info.new_state.__module__              # game.games.<folder>... or <folder>... under tests/
    parts = module.split(".")
    package = ".".join(parts[:3]) if parts[:2] == ["game", "games"] else parts[0]
    path = os.path.dirname(os.path.abspath(importlib.import_module(package).__file__ or ""))
    assert os.path.dirname(path) in (os.path.join(ROOT, "game", "games"), os.path.join(ROOT, "tests")), \
        f"{info.id}: its rules live outside game/games/ ({module})"
    return package


def _folders() -> dict[str, str]:
    """Each registered game's id and the name of its folder (under game/games/, or tests/)."""
    return {info.id: _package(info).split(".")[-1] for info in all_games()}


def _generic_files() -> list[str]:
    folders = set(_folders().values())
    files = [os.path.join(ROOT, "main.py"), os.path.join(ROOT, "tools", "ski_the_mountain.spec"),
             os.path.join(ROOT, ".ci", "run")]
    for folder, dirs, names in os.walk(os.path.join(ROOT, "game")):
        rel = os.path.relpath(folder, os.path.join(ROOT, "game", "games"))
        if rel.split(os.sep)[0] in folders:
            dirs.clear()
            continue
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        files += [os.path.join(folder, n) for n in names if n.endswith(".py")]
    return files


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for game_id, folder in _folders().items():
        for name in {game_id, folder}:
            out.append((name, re.compile(rf"""["']{re.escape(name)}["']""")))
            out.append((name, re.compile(rf"""games[./\\]{re.escape(folder)}\b""")))
    return out


def test_no_generic_module_names_a_game():
    found = []
    pats = _patterns()
    for path in _generic_files():
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if line.lstrip().startswith("#"):
                    continue
                for name, pat in pats:
                    if pat.search(line):
                        found.append(f"{os.path.relpath(path, ROOT)}:{n}: names {name!r}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_check_finds_a_game_named_in_a_generic_module(tmp_path):
    """The patterns above do catch the ways a game used to be named."""
    pats = _patterns()
    first = next(iter(_folders().items()))
    for line in (f'if state.game_id == "{first[0]}":', f"from game.games.{first[1]}.scene import X"):
        assert any(p.search(line) for _, p in pats), line


def test_an_unknown_game_is_a_clear_error_never_another_games_scene():
    with pytest.raises(KeyError, match="unknown game 'no-such-game'"):
        get("no-such-game")
    from game.scenes.table import table_scene
    with pytest.raises(KeyError, match="unknown game 'no-such-game'"):
        table_scene("no-such-game")


def test_every_game_has_its_screens_and_its_rules():
    for info in all_games():
        assert info.ui is not None, info.id
        ui = info.screens()
        # its own play scene, or a board it declares to the generic one
        if ui.board is None:
            assert ui.scene.__module__.startswith(f"{_package(info)}."), info.id
        else:
            from game.scenes.declared import DeclaredScene
            assert ui.scene is DeclaredScene and ui.board.__module__.startswith(f"{_package(info)}."), info.id
        assert os.path.exists(os.path.join(ROOT, "docs", info.rules_doc)), info.rules_doc
        assert ui.results_columns and ui.results_columns[-1].bold


def test_every_yes_or_no_option_says_what_it_changes():
    """At setup, an option's button has a tooltip saying what it changes (a
    family met "Cocoa-break lines on the cards: no" and could not tell)."""
    for info in all_games():
        for key in info.options:
            assert len(info.option_notes.get(key, "")) > 20, f"{info.id}: option {key} says nothing of what it does"
        assert set(info.option_notes) <= set(info.options) | set(info.choices() if info.choices else {}), info.id
