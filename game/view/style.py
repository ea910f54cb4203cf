"""The look shared by every game: the ink and snow colours, sprite sizes, the
font, and where sprite files live. Plain constants and path helpers (no
pygame), used by the renderers and by the art tools in tools/. Each game keeps
its own colours and sprite names in its folder (``game/games/<id>/style.py``).
"""
from __future__ import annotations

import re

from game import paths

SNOW_RGB = (244, 248, 252)
INK_RGB = (28, 32, 44)

# Sprites are drawn at twice the size they are shown at, to stay crisp.
SPRITE_SCALE = 2
CARD_SIZE = (125, 175)               # a card on screen, at 1x
PIECE_SIZE = 32                      # counters, markers, icons at 1x

# With the colour-blind symbols off, pieces come plain: round, with no letter:
# the same file name ending in "_plain".
PLAIN = "_plain"


_PART = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")


def sprite(*parts: str) -> str:
    """Path of a sprite file under sprites/ (frozen or not). Every part is a
    plain name (letters, digits, _ . -; no separator, no ".."): whatever a
    file says (a seat's colour in a save...), a sprite path never leaves sprites/."""
    for part in parts:
        if not _PART.fullmatch(part) or ".." in part:
            raise ValueError(f"{part[:40]!r} is not a sprite name")
    return paths.resource("sprites", *parts)


def font(bold: bool = False, condensed: bool = False) -> str:
    name = "DejaVuSansCondensed-Bold.ttf" if condensed else ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    return sprite("fonts", name)
