"""The game always starts: with a data folder that cannot be made, with a
second window already open, with a settings file that is wrong in any way.
It opens its window, says once what is the matter, and play goes on."""
from __future__ import annotations

import json
import os

import pygame
import pytest


@pytest.fixture()
def folders(tmp_path, monkeypatch):
    """The user's data and settings folders, in the test's own folder."""
    import platformdirs

    from game import settings as st
    from game.saves.autosave import release_autosaves
    data = tmp_path / "data"
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(data))
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    yield tmp_path
    release_autosaves()
    pygame.quit()


def test_a_data_folder_that_cannot_be_made_means_play_without_saving(folders, monkeypatch):
    import platformdirs

    from game.app.start import open_app
    from game.scenes.title import TitleScene
    blocker = folders / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(blocker / "SkiTheMountain"))
    app = open_app()
    assert app.autosave is None and isinstance(app.scene, TitleScene)
    assert app.scene.status.startswith("Games cannot be saved") and app.scene.dialog is not None
    app.step([], 0.0)
    press_new = next(b for b, k in app.scene.buttons.items() if k == "new")
    from ui_driver import press
    press(app, press_new)
    press(app, app.scene.start)                       # a game starts, and plays, unsaved
    play = app.scene
    play.act(play.state.legal_actions(play.state.current_player())[0])
    assert play.state.action_log and not os.path.exists(blocker / "SkiTheMountain")
    play.files.open_save_dialog()
    assert play.files.save_as("Kept?") is None and "Could not save" in play.status    # said, not a crash


def test_a_second_window_keeps_its_own_autosave(folders):
    from game.app.start import open_app
    from game.saves.autosave import claim_autosave
    first, n = claim_autosave()                       # another window of the game holds the first
    assert n == 1 and first.endswith("autosave.json")
    app = open_app()
    assert app.autosave.endswith("autosave-2.json")
    assert "Another window of the game is open" in app.scene.status


def test_a_bad_settings_file_is_kept_aside_said_once_and_the_window_fits(folders):
    from game.app.start import open_app
    bad = folders / "settings.json"
    bad.write_text(json.dumps({"window": "100000x100000", "sound": False}))
    app = open_app()
    w, h = app.screen.get_size()
    assert (w, h) <= (7680, 4320) and app.settings.sound is False   # what was right is kept
    assert "is outside 1280x720 to 7680x4320" in app.scene.status and "settings.json.bad" in app.scene.status
    assert not bad.exists() and json.loads((folders / "settings.json.bad").read_text())["window"] == "100000x100000"


def test_leftover_temporary_files_are_cleaned_at_the_start(folders):
    import time

    from game.app.start import open_app
    data = folders / "data"
    data.mkdir()
    left = data / "autosave.json.31337.tmp"
    left.write_text("{")
    past = time.time() - 3600
    os.utime(left, (past, past))
    open_app()
    assert not left.exists()


def test_without_a_display_the_play_command_says_so_in_one_line(tmp_path):
    import subprocess
    import sys

    from locations import ROOT
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py")], capture_output=True, text=True,
                       env=env, timeout=60)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.strip().splitlines() == [r.stderr.strip()] and "no display was found" in r.stderr


def test_a_display_that_cannot_be_reached_is_said_in_one_line(tmp_path):
    """DISPLAY names a server that does not answer: SDL would fall back to a
    driver drawing nowhere and the game would run unseen; it stops with one line."""
    import subprocess
    import sys

    from locations import ROOT
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=":987", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py")], capture_output=True, text=True,
                       env=env, timeout=60)
    assert r.returncode == 1 and r.stdout == "", r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("play: ") and (":987" in lines[0] or "could not open" in lines[0])
    assert "Traceback" not in r.stderr


def test_what_a_sound_library_prints_without_a_sound_card_is_hidden(tmp_path):
    """ALSA writes its complaints straight to the error stream (eight lines when
    there is no sound card): the audio device is opened with that stream quiet,
    and Python's own errors still show."""
    import subprocess
    import sys

    from locations import ROOT
    code = ("import os, sys; sys.path.insert(0, %r)\n"
            "from game.app.display import quiet_stderr\n"
            "with quiet_stderr():\n"
            "    os.write(2, b'ALSA lib pcm.c: Unknown PCM default\\n')\n"
            "print('after', file=sys.stderr)\n") % ROOT
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    assert r.returncode == 0 and "ALSA" not in r.stderr and r.stderr.strip() == "after"


def _autosave_of_an_unfinished_game(path) -> bytes:
    from game.ai import Observation, make_bot
    from game.core.registry import get
    from game.saves import save_game
    from game.sim import bot_setup
    info = get("grand-prix")
    state = info.new_game(bot_setup(info, 3, 5, ["random"] * 3))
    bot = make_bot("random", 3)
    for _ in range(6):
        seat = state.current_player()
        state.apply(bot.choose(Observation(state, seat), state.legal_actions(seat)))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    save_game(state, str(path), "autosave")
    with open(path, "rb") as f:
        return f.read()


def test_a_data_folder_that_cannot_be_written_still_offers_the_last_game(folders):
    """No lock can be made in the data folder (here: a folder stands where the
    lock file goes; a read-only folder does the same): the intact autosave is
    offered all the same, played on, and never written."""
    from ui_driver import press

    from game.app.start import open_app
    from game.scenes.title import TitleScene
    data = folders / "data"
    saved = _autosave_of_an_unfinished_game(data / "autosave.json")
    (data / "autosave.json.lock").mkdir()
    app = open_app()
    assert isinstance(app.scene, TitleScene) and app.autosave_readonly
    assert "your last game can be continued, but its progress cannot be saved" in app.scene.status
    assert "continue" in app.scene.buttons.values()
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    play = app.scene
    assert play.state.setup.game == "grand-prix" and "progress is not saved" in play.status
    play.act(play.state.legal_actions(play.state.current_player())[0])
    assert (data / "autosave.json").read_bytes() == saved and sorted(os.listdir(data)) == [
        "autosave.json", "autosave.json.lock"]


def test_a_game_whose_content_cannot_be_read_now_keeps_its_autosave_and_continue(folders, monkeypatch):
    """Continue fails for a fault that is not the file's (its game's map cannot be
    read, as when pytmx was half imported): the autosave stays, Continue too."""
    from ui_driver import press

    from game.app.start import open_app
    from game.core.protocol import ContentError
    from game.core.registry import GameInfo
    from game.scenes.title import TitleScene
    data = folders / "data"
    saved = _autosave_of_an_unfinished_game(data / "autosave.json")
    app = open_app()
    real = GameInfo.new_game

    def broken(self, setup, content=None):
        raise ContentError("grand_prix.tmx: cannot read the map: partially initialized module 'pytmx'")
    monkeypatch.setattr(GameInfo, "new_game", broken)
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    assert isinstance(app.scene, TitleScene) and "cannot be continued now" in app.scene.status
    assert (data / "autosave.json").read_bytes() == saved and not (data / "autosave.json.bad").exists()
    assert "continue" in app.scene.buttons.values()
    monkeypatch.setattr(GameInfo, "new_game", real)            # the map reads again: the game goes on
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    assert app.scene.state.setup.game == "grand-prix" and len(app.scene.state.action_log) == 6
