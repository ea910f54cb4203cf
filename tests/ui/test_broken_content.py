"""A game whose own files are broken (a YAML file, its map) is refused in one
line by the engine, the same way for every game and from every door to it
(New game, Rules, Learn to play): the title says which file and what is wrong,
no crash report is written, and the other games play on."""
from __future__ import annotations

import os
import shutil

import pytest

from game import paths
from game.core.registry import all_games, forget_loaded_content


def click(app, key: str) -> None:
    """The title's button for ``key`` clicked as the window's loop does it (through
    the app's guard, where an error of a screen is caught)."""
    import pygame
    pos = next(b for b, k in app.scene.buttons.items() if k == key).rect.center
    app.guard(app.step, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                         pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                         pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], 0.0)


@pytest.fixture()
def fresh_content():
    """The games' content is read from the files again during and after the test."""
    forget_loaded_content()
    yield
    forget_loaded_content()


def _folder(gid: str) -> str:
    """The game's folder name (game/games/<folder>, config/<folder>)."""
    parts = next(g for g in all_games() if g.id == gid).new_state.__module__.split(".")
    return parts[2] if parts[:2] == ["game", "games"] else ""          # ("": a game that lives elsewhere)


def _has_files(gid: str) -> bool:
    """Does the game read its content from YAML files of its own (config/<folder>/)?"""
    folder = paths.config_dir(_folder(gid)) if _folder(gid) else ""
    return bool(folder) and os.path.isdir(folder) and any(f.endswith(".yaml") and f != "tutorial.yaml" for f in os.listdir(folder))


#: the games whose own files can be broken (a game made in code alone has none)
WITH_FILES = [g.id for g in all_games() if _has_files(g.id)]


def _broken_config(tmp_path, gid: str) -> tuple[str, str]:
    """A copy of the game's config folder whose first YAML file is not YAML."""
    real = paths.config_dir(_folder(gid))
    copy = tmp_path / "config" / _folder(gid)
    shutil.copytree(real, copy)
    if not (tmp_path / "maps").exists():               # maps named from the config folder ("../../maps/...")
        os.symlink(paths.maps_dir(), tmp_path / "maps")
    first = sorted(f for f in os.listdir(copy) if f.endswith(".yaml") and f != "tutorial.yaml")[0]
    (copy / first).write_text("tiles: [unclosed\n", encoding="utf-8")
    return str(copy), first


@pytest.mark.parametrize("gid", WITH_FILES)
@pytest.mark.parametrize("door", ["new", "learn"])
def test_a_game_with_a_broken_file_is_refused_in_one_line(gid, door, app, tmp_path, monkeypatch, fresh_content):
    from game.app import CANNOT_START
    from game.scenes.title import TitleScene
    folder, broken = _broken_config(tmp_path, gid)
    real = paths.config_dir
    monkeypatch.setattr(paths, "config_dir", lambda g: folder if g == _folder(gid) else real(g))
    app.switch(TitleScene(app))
    app.chosen_game = gid
    app.step([], 0.0)
    click(app, door)
    scene = app.scene
    assert app.crash_reports == [], "a crash report was written"
    assert isinstance(scene, TitleScene), type(scene).__name__
    assert scene.status.startswith(CANNOT_START) and broken in scene.status and "\n" not in scene.status
    assert scene.dialog is not None                       # said once, in a dialog
    monkeypatch.setattr(paths, "config_dir", real)        # mended: the game opens
    app.switch(TitleScene(app))                           # (the dialog closed)
    app.chosen_game = gid
    click(app, "new")
    assert not isinstance(app.scene, TitleScene) and app.crash_reports == []


def test_a_broken_game_leaves_a_game_in_progress_to_continue(app, tmp_path, monkeypatch, fresh_content):
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.table import play_scene
    from game.scenes.title import TitleScene
    games = all_games()
    playing, broken_id = games[0].id, WITH_FILES[-1]
    info = games[0]
    seats = tuple(SeatSetup(n, c) for n, c in zip(("Anna", "Ben"), info.colours))
    play = play_scene(app, Setup(playing, seats, seed=4))
    app.switch(play)
    app.switch(TitleScene(app))
    folder, _ = _broken_config(tmp_path, broken_id)
    real = paths.config_dir
    monkeypatch.setattr(paths, "config_dir", lambda g: folder if g == _folder(broken_id) else real(g))
    app.chosen_game = broken_id
    click(app, "new")
    assert isinstance(app.scene, TitleScene) and app.crash_reports == []
    assert app.game is play and "continue" in app.scene.buttons.values()


@pytest.mark.parametrize("gid", WITH_FILES)
def test_the_rules_of_a_game_with_a_broken_file_open_or_are_refused_in_one_line(gid, app, tmp_path, monkeypatch,
                                                                              fresh_content):
    """The rulebook is text and pictures: it opens; whatever it needs of the
    game's content and cannot read is said in one line, never a crash report."""
    from game.app import CANNOT_START
    from game.scenes.title import TitleScene
    folder, broken = _broken_config(tmp_path, gid)
    real = paths.config_dir
    monkeypatch.setattr(paths, "config_dir", lambda g: folder if g == _folder(gid) else real(g))
    app.switch(TitleScene(app))
    app.chosen_game = gid
    click(app, "rules")
    app.guard(app.step, [], 0.0)
    assert app.crash_reports == []
    if isinstance(app.scene, TitleScene):
        assert app.scene.status.startswith(CANNOT_START) and broken in app.scene.status
    else:
        assert type(app.scene).__name__ == "RulesScene"
