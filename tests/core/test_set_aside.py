"""A good game is never set aside: the start-up race (a map read while the
title's background loader is still importing pytmx), faults that are not the
file's (its game's content, the system), a data folder that cannot be written;
and every file set aside stays reachable (listed, tried again, restored)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest
from locations import ROOT, TESTS

from game.core.registry import get
from game.saves import SaveBlocked, load_save, read_save, save_game
from game.saves.aside import list_set_aside, restore
from game.saves.autosave import keep_unfinished

# A fresh interpreter (this one has pytmx whole already). The import of pytmx is
# made slow on purpose: it stops half-way until told to go on, while a second
# thread reads a map. Before the fix the second thread got the half-made module
# from sys.modules ("partially initialized module 'pytmx' has no attribute
# 'TiledMap'"); now it waits for the import to finish.
RACE = textwrap.dedent("""
    import importlib.abc, importlib.machinery, json, sys, threading, time
    sys.path.insert(0, {root!r})
    started, go = threading.Event(), threading.Event()

    class Slow(importlib.abc.Loader):
        def __init__(self, real):
            self.real = real
        def create_module(self, spec):
            return self.real.create_module(spec)
        def exec_module(self, module):
            started.set()
            go.wait(60)
            self.real.exec_module(module)

    class Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name != "pytmx":
                return None
            sys.meta_path.remove(self)
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            spec.loader = Slow(spec.loader)
            return spec

    sys.meta_path.insert(0, Finder())
    from game.content import tiled

    first = threading.Thread(target=tiled._pytmx)          # the background loader
    first.start()
    assert started.wait(60)
    assert "pytmx" in sys.modules                           # half-made, for everyone to see
    out = {{}}

    def second():                                           # Continue, pressed now
        try:
            out["layers"] = len(tiled.load_map({map!r}).layer_names)
        except Exception as e:
            out["error"] = f"{{type(e).__name__}}: {{e}}"

    other = threading.Thread(target=second)
    other.start()

    def blocked():
        # the second thread waits: its innermost Python frame is the guarded import
        # (the lock) or the import system's own wait for the module being made
        frame = sys._current_frames().get(other.ident)
        return frame is not None and (frame.f_code.co_name == "_pytmx"
                                      or "importlib" in frame.f_code.co_filename)

    seen = 0
    while other.is_alive() and seen < 3:                    # done already, or seen waiting three times
        seen = seen + 1 if blocked() else 0
        time.sleep(0.02)
    go.set()
    first.join(60)
    other.join(60)
    print(json.dumps(out))
""")


def test_a_map_read_during_the_background_import_of_pytmx_waits_for_the_whole_module():
    script = RACE.format(root=ROOT, map=os.path.join(TESTS, "maps", "tiny.tmx"))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert "error" not in out, out["error"]
    assert out["layers"] > 0


# ---------------------------------------------------------------- faults that are not the file's
def _unfinished(tmp_path, game: str = "grand-prix") -> str:
    from game.ai import Observation, make_bot
    from game.sim import bot_setup
    info = get(game)
    state = info.new_game(bot_setup(info, 3, 5, ["random"] * 3))
    bot = make_bot("random", 3)
    for _ in range(6):
        seat = state.current_player()
        state.apply(bot.choose(Observation(state, seat), state.legal_actions(seat)))
    path = str(tmp_path / "autosave.json")
    save_game(state, path, "autosave")
    return path


def _another_game():
    from game.sim import bot_setup
    return get("ski").new_game(bot_setup(get("ski"), 2, 9, ["random"] * 2))


def _bytes(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def test_a_broken_game_content_blocks_a_save_without_blaming_it(tmp_path, monkeypatch):
    """The game's own map or YAML cannot be read: the save is not at fault
    (SaveBlocked), and keeping it for another game never sets it aside."""
    from game.core.protocol import ContentError
    path = _unfinished(tmp_path)
    before = _bytes(path)
    info = get("grand-prix")

    def broken(*a, **k):
        raise ContentError("grand_prix.tmx: cannot read the map: the import failed")
    monkeypatch.setattr(type(info), "new_game", lambda self, setup, content=None: broken())
    with pytest.raises(SaveBlocked):
        load_save(path)
    assert _bytes(path) == before


def test_a_file_that_cannot_be_read_now_is_blocked_not_bad(tmp_path, monkeypatch):
    path = _unfinished(tmp_path)
    real_open = open

    def no_permission(file, *a, **k):
        if str(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *a, **k)
    monkeypatch.setattr("builtins.open", no_permission)
    with pytest.raises(SaveBlocked) as e:
        read_save(path)
    assert "cannot be read now (PermissionError)" in str(e.value)
    monkeypatch.undo()
    other = _another_game()
    monkeypatch.setattr("builtins.open", no_permission)
    with pytest.raises(SaveBlocked):
        keep_unfinished(path, other)                  # the table then leaves the autosave be
    monkeypatch.undo()
    assert os.path.exists(path) and not os.path.exists(path + ".bad")


def test_a_broken_file_is_still_set_aside(tmp_path):
    path = _unfinished(tmp_path)
    with open(path, "w", encoding="utf-8") as f:
        f.write("{ not a save")
    other = _another_game()
    kept = keep_unfinished(path, other)
    assert kept == path + ".bad" and not os.path.exists(path)


# ---------------------------------------------------------------- every file set aside stays reachable
def test_set_aside_files_are_listed_with_their_problem_and_restored_once_they_open(tmp_path):
    data, saves = tmp_path / "data", tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    good = _unfinished(tmp_path)
    shutil.copy(good, data / "autosave.json.bad")                    # set aside in a bad moment: opens now
    (data / "autosave-2.json.bad2").write_text("{ broken", encoding="utf-8")
    (data / "settings.json.bad").write_text("{}", encoding="utf-8")  # not a game: never listed
    (saves / "Sunday.json.bad").write_text("[]", encoding="utf-8")
    (saves / "Sunday.json").write_text("[]", encoding="utf-8")        # an ordinary save: not set aside
    listed = {e["file"]: e for e in list_set_aside(str(data), str(saves))}
    assert set(listed) == {"autosave.json.bad", "autosave-2.json.bad2", "Sunday.json.bad"}
    assert "problem" not in listed["autosave.json.bad"] and listed["autosave.json.bad"]["game"] == "grand-prix"
    assert "broken JSON" in listed["autosave-2.json.bad2"]["problem"]
    assert "not a saved game" in listed["Sunday.json.bad"]["problem"]
    before = _bytes(str(data / "autosave.json.bad"))
    new = restore(str(data / "autosave.json.bad"), str(saves))
    assert os.path.basename(new) == "autosave (restored).json" and _bytes(new) == before
    assert not os.path.exists(data / "autosave.json.bad")
    shutil.copy(good, data / "autosave.json.bad")
    again = restore(str(data / "autosave.json.bad"), str(saves))      # never over the first one
    assert os.path.basename(again) == "autosave (restored) (2).json" and _bytes(new) == before
    state, _ = load_save(again)
    assert state.setup.game == "grand-prix"

