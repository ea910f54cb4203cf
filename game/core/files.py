"""Reading JSON from files that may be hostile, and keeping a bad file aside.

Saves and settings are JSON written by this program, but a file can be
edited, truncated or sent by someone else. ``parse_json`` refuses what the
standard parser would choke on or take too far (nesting a hundred thousand
deep, numbers of thousands of digits, NaN and Infinity) with a ValueError of
a few words; ``set_aside`` moves a file that cannot be used out of the way
without ever deleting or overwriting anything.

Never imports pygame.
"""
from __future__ import annotations

import json
import os
from typing import Any

from game.core.quote import printable


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number such a file can hold")


def _small_int(digits: str) -> int:
    if len(digits) > 30:
        raise ValueError(f"a number of {len(digits.lstrip('-'))} digits is more than such a file can hold")
    return int(digits)


def parse_json(text: str, max_depth: int) -> Any:
    """JSON with no NaN or Infinity, no number of over 30 digits, lists and
    mappings nested at most ``max_depth`` deep; a ValueError of a few words
    (a json.JSONDecodeError, with its line and column, for broken JSON)."""
    depth = 0
    in_string = escaped = False
    for ch in text:                      # nesting is counted first: the parser itself recurses
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError(f"lists or mappings nested more than {max_depth} deep")
        elif ch in "]}":
            depth -= 1
    try:
        return json.loads(text, parse_constant=_no_constant, parse_int=_small_int)
    except RecursionError:
        raise ValueError(f"lists or mappings nested more than {max_depth} deep") from None


def set_aside(path: str) -> str:
    """Move a file that cannot be used out of the way, keeping it: ``path.bad``
    (``path.bad2`` ... if that is taken). Returns the new path; an OSError if
    it cannot be moved."""
    for n in range(1, 1000):
        new = f"{path}.bad" + ("" if n == 1 else str(n))
        if not os.path.lexists(new):
            os.replace(path, new)
            return new
    raise OSError(f"{printable(path)}: too many files set aside already")
