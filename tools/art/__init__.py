"""The sprite art: a drawing kit shared by every game, and one module per game.

- ``art.kit``: the canvas, shapes, fills, text, card frames, the pictures
  every game draws (snowflakes, peaks, arrows) and the runner that writes a
  game's sprites as PNG files (no game's names in it);
- ``art.<game>``: one module per game, which draws that game's sprites and
  exposes ``sprites()`` (what it draws, without drawing) and
  ``make(out_dir, only) -> list[str]`` (draw them, return the files written).

- ``art.rulebook``: the rulebooks' pictures (docs/play/img/), a kit of its
  own and one module per game (``tools/rule_pictures.py`` draws them).

``tools/make_sprites.py`` is the command line; it maps game ids to these
modules. Importing the package puts the project folder on sys.path (the kit
reads the game's style and content modules) and picks the dummy SDL drivers,
so the tools run without a window or a sound card.
"""
from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


#: each game id and its folder name: a tool's modules for a game are ``<package>.<folder>``
GAME_FOLDERS = {"ski": "ski", "grand-prix": "grand_prix", "ski-gammon": "ski_gammon",
                "chemin-montagneux": "chemin_montagneux"}


def game_modules(package: str) -> dict[str, str]:
    """game id -> the module of ``package`` that draws that game's pictures, in the order they are drawn."""
    return {gid: f"{package}.{folder}" for gid, folder in GAME_FOLDERS.items()}


def pick_games(values: list[str] | tuple[str, ...] | None, games: dict[str, str]) -> list[str]:
    """The game ids asked for on a tool's command line (each value an id or a comma
    list), in ``games``'s order; none asked for: every game."""
    if not values:
        return list(games)
    asked = {g.strip() for v in values for g in v.split(",") if g.strip()}
    unknown = sorted(asked - set(games))
    if unknown:
        raise SystemExit(f"unknown game id {', '.join(unknown)}: the games are {', '.join(games)}")
    return [g for g in games if g in asked]
