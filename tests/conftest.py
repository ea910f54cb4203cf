"""Test set-up: no test opens a real window or an audio device."""
import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


import pytest  # noqa: E402

import game.games  # noqa: E402,F401  (the bootstrap, as main.py's commands have it: the bots and every game register)

# the tests' own game (Flag Race, tests/tiny_game/), after the program's: registered here only, never by the program
import tiny_game  # noqa: E402,F401  (isort: skip)


@pytest.fixture()
def make_app(tmp_path, monkeypatch):
    """Makes windows (dummy video driver) whose settings, saves, autosave and
    crash reports go to a folder of the test's own: ``make_app(size, settings=...)``.
    Every window the test made is closed at its end."""
    import pygame

    from game import paths
    from game.app import App
    from game.saves.autosave import autosave_path
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))

    def make(size: tuple[int, int] = (1280, 720), **kw):
        a = App(size, **kw)
        a.autosave = autosave_path()
        return a

    yield make
    pygame.quit()


@pytest.fixture()
def app(make_app):
    """The one window of a test (see ``make_app``)."""
    return make_app()
