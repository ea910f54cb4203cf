"""Every path the program uses, frozen (PyInstaller) or not, in one place.

Read-only game data (maps, config, sprites) is found next to the program or,
in a frozen build, inside the bundle (sys._MEIPASS). User data (saves,
settings) goes to the user's data folder, never into the program's folder.
"""
from __future__ import annotations

import os
import sys


def resource_root() -> str:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return str(bundle)
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def resource(*parts: str) -> str:
    return os.path.join(resource_root(), *parts)


def config_dir(game_id: str) -> str:
    return resource("config", game_id)


def maps_dir() -> str:
    return resource("maps")


def user_data_dir() -> str:
    """The user's data folder for this program (created on first use)."""
    import platformdirs
    path = platformdirs.user_data_dir("SkiTheMountain", appauthor=False)
    os.makedirs(path, exist_ok=True)
    return path
