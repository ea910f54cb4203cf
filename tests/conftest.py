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


@pytest.fixture()
def app(tmp_path, monkeypatch):
    """A window (dummy video driver) whose saves, autosave and crash reports go to
    a folder of the test's own. (Tests that need no user folder define their own.)"""
    import pygame

    from game import paths, saves
    from game.app import App
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path))
    a = App((1280, 720))
    a.autosave = saves.autosave_path()
    yield a
    pygame.quit()
