"""Starting the program: from any folder, light until the first frame, one line
for a missing package, the start-up benchmark, and the packaged build's spec."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pygame
from locations import ROOT  # noqa: E402

from game.bench_startup import run_startup_bench, time_to_first_frame

MAIN = os.path.join(ROOT, "main.py")


def fresh_env(tmp_path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))


def test_main_is_a_double_clickable_script():
    with open(MAIN, encoding="utf-8") as f:
        assert f.readline().startswith("#!/usr/bin/env python3")
    assert os.access(MAIN, os.X_OK)


def test_main_starts_the_game_from_any_folder(tmp_path):
    elsewhere = tmp_path / "somewhere else"
    elsewhere.mkdir()
    took = time_to_first_frame([sys.executable, MAIN], fresh_env(tmp_path), timeout=60, cwd=str(elsewhere))
    assert 0 < took < 60
    assert not os.listdir(elsewhere)                 # nothing written where it was started from


def test_the_first_frame_needs_neither_the_ui_toolkit_nor_the_game_content(tmp_path):
    code = f"""
import os, sys
sys.path.insert(0, {ROOT!r})
from game import paths
paths.user_data_dir = lambda: {str(tmp_path)!r}
from game.app import App
from game.scenes.title import TitleScene
app = App((1280, 720))
app.switch(TitleScene(app))
app.step([], 0.0)
assert app.frames == 1
print(sorted(m for m in ("pygame_gui", "yaml", "pytmx", "game.games.ski.rules.content", "game.games.ski.board_view")
             if m in sys.modules))
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=fresh_env(tmp_path))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1] == "[]"


def test_the_mountain_and_the_toolkit_load_after_the_first_frame(make_app):
    from game.scenes.common import has_backdrop, mountain_content
    from game.scenes.title import TitleScene
    app = make_app()
    app.switch(TitleScene(app))
    title = app.scene
    app.step([], 0.0)                            # the first frame: the painted sky
    first = app.screen.copy()
    mountain_content()                           # the background read, finished
    for _ in range(40):
        while app.warm_up:
            app.warm_up.pop(0)()
        app.step(pygame.event.get(), 0.05)
        if title.fade >= 1.0:
            break
    assert title.fade == 1.0 and has_backdrop((1280, 720), 110)
    assert app._ui is not None and app._sounds is not None
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(first, "RGB")  # the mountain


def test_the_title_menu_answers_mouse_and_keyboard(make_app):
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    app = make_app()
    app.switch(TitleScene(app))
    menu = app.scene.menu
    new, load = menu.buttons[0], menu.buttons[1]
    # pressed on one button and released on another: nothing happens
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=new.rect.center))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=load.rect.center))
    assert isinstance(app.scene, TitleScene)
    # the keyboard: Down twice and Up once land on the first button (New game); Enter picks it
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP):
        app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    assert menu.focus == 0
    app.scene.draw(app.screen)                   # the focus ring is drawn without error
    app.scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert isinstance(app.scene, SetupScene)


def test_a_missing_package_is_one_line_naming_the_install_command(tmp_path):
    for blocked, argv, package in (("pygame_gui", [], "pygame_gui"),
                                   ("yaml", ["simulate", "--games", "1"], "PyYAML")):
        code = (f"import sys, runpy; sys.modules[{blocked!r}] = None; sys.argv = ['main.py', *{argv!r}]; "
                f"runpy.run_path({MAIN!r}, run_name='__main__')")
        r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=fresh_env(tmp_path))
        assert r.returncode == 1
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
        assert f"needs the package {package}" in lines[0] and "-m pip install -r" in lines[0]
        assert os.path.join(ROOT, "requirements.txt") in lines[0]


def test_the_startup_benchmark_measures_from_outside(tmp_path):
    out = run_startup_bench(runs=1, frozen=None)
    assert out["startup_s"] > 0 and out["hello_s"] > 0
    assert out["startup_vs_hello"] == round(out["startup_s"] / out["hello_s"], 2)


def test_a_frozen_build_finds_its_data_inside_the_bundle(tmp_path, monkeypatch):
    from game import paths
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resource("maps") == os.path.join(str(tmp_path), "maps")
    assert paths.config_dir("ski") == os.path.join(str(tmp_path), "config", "ski")


def test_the_build_spec_bundles_everything_the_program_reads():
    """Every folder or file the code reads through paths.resource(...) is in the spec's data."""
    with open(os.path.join(ROOT, "tools", "ski_the_mountain.spec"), encoding="utf-8") as f:
        spec = f.read()
    read = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "game")):
        for fn in files:
            if fn.endswith(".py"):
                with open(os.path.join(folder, fn), encoding="utf-8") as f:
                    read |= set(re.findall(r"""resource\(\s*["']([\w.]+)["']""", f.read()))
    read |= {"config", "maps"}                     # config_dir() and maps_dir()
    assert {"sprites", "docs", "config", "maps"} <= read
    for top in read:
        assert f'"{top}"' in spec, f"{top} is read by the game but not bundled by the spec"
    assert "upx=False" in spec and "console=False" in spec and "COLLECT(" in spec


def test_the_build_spec_bundles_every_games_rules():
    from game.core.registry import all_games
    with open(os.path.join(ROOT, "tools", "ski_the_mountain.spec"), encoding="utf-8") as f:
        spec = f.read()
    # the spec asks the registry, so a new game's rules come along without editing it
    assert "info.rules_file() for info in all_games()" in spec
    for info in all_games():
        assert os.path.exists(os.path.join(ROOT, "docs", *info.rules_file().split("/")))
    # and the pictures the rulebooks show, from the folder beside them (a rulebook may show none)
    assert 'os.path.join(os.path.dirname(name), "img") for name in RULES_DOCS' in spec
    from game.scenes.rules_scene import PICTURE_LINE
    for info in all_games():
        with open(os.path.join(ROOT, "docs", *info.rules_file().split("/")), encoding="utf-8") as f:
            pictures = [line for line in f if PICTURE_LINE.match(line)]
        if pictures:
            assert os.path.isdir(os.path.join(ROOT, "docs", os.path.dirname(info.rules_file()), "img"))
