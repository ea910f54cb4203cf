"""How to break each game's files, one module per game (``bad_recipes.<folder>``,
the game's folder under game/games/), for tools/make_bad_files.py.

A module holds tables (and the few functions they name); the tool makes the
files. Every game gets the bad saves of ``make_bad_files.GENERIC_SAVES`` (made
from a game its random bots played) besides its own. A module sets:

- ``SAVES``: {file: (how, words)}: ``how`` is the name of one of the tool's
  breaks (``make_bad_files.break_save``) or a function ``(good save, game) ->
  the file's text`` (or its text and its words, for words only the break
  knows); ``words`` are what the one-line error must contain;
- ``YAML``: {folder: (file, text to replace, replacement, words)}: a copy of
  the game's content file ``file`` (config/<folder>/) with one change;
- ``ALONGSIDE``: the game's other content files each YAML folder holds
  unchanged (a game whose ``content_from`` takes the shipped one for a file
  missing in the folder needs none);
- ``MAPS``: {file: (how, a regular expression one of the lines matches)}:
  ``how`` breaks ``BASE_MAP`` (default: maps/<the game's map_file>), see
  ``make_bad_files.break_map``;
- optionally ``YAML_FILES``: {folder: (file, "bytes" or "folder", words)} and
  ``BASE_MAP``.

tests/core/test_bad_files.py fails for a registered game without bad saves,
YAML and maps (four of each at least).
"""
from __future__ import annotations

from typing import Any

#: A YAML "billion laughs": nine lists of nine, each made of the one before (small
#: on disk, nine to the ninth items if written out whole).
BOMB = "[" + ", ".join(
    f"&{c} [" + ", ".join(["lol"] * 9 if c == "a" else [f"*{chr(ord(c) - 1)}"] * 9) + "]" for c in "abcdefghi") + "]"

#: a whole number of 5,000 digits (Python refuses to read one of over 4,300)
HUGE = "1" + "0" * 4999

#: the map coordinate of the NaN case: a number that is no number
NAN = "nan"


def replayed(good: dict) -> Any:
    """The game a good save holds, replayed (to find what a break may change)."""
    import json
    import os
    import tempfile

    from game.saves import load_game
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "good.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(good, f)
        return load_game(path)


def with_action(good: dict, action: dict) -> str:
    """The save's text with ``action`` played after its last one."""
    import json
    d = json.loads(json.dumps(good))
    d["actions"].append(action)
    return json.dumps(d, indent=1)


def with_options(good: dict, options: dict[str, Any]) -> str:
    """The save's text with these setup options."""
    import json
    d = json.loads(json.dumps(good))
    d["setup"]["options"] = options
    return json.dumps(d, indent=1)
