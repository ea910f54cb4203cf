"""How to break the files of Flag Race, the tests' own game (tests/tiny_game/):
it has no content files and no map, so its bad files are the saves every game
gets (``make_bad_files.GENERIC_SAVES``) and one of its own."""
from __future__ import annotations

from . import with_action

SAVES = {
    # a take of four flags after the good game's moves: one line says what is wrong
    "four_flags.json": (lambda good, info: with_action(good, {"type": "take", "seat": 0, "count": 4}),
                        "is not allowed"),
}
YAML: dict = {}
ALONGSIDE: tuple = ()
MAPS: dict = {}
