"""The look shared by every game: the ink and snow colours, sprite sizes, the
font, and where sprite files live. Plain constants and path helpers (no
pygame), used by the renderers and by the art tools in tools/. Each game keeps
its own colours and sprite names in its folder (``game/games/<id>/style.py``).
"""
from __future__ import annotations

import functools
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


@functools.lru_cache(maxsize=4096)
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


# -- what the program says: three looks, the same in every game and screen ----
# A notice (a hint, what to do next, something harmless), an error (a step
# refused, something that failed) and a confirmation (something done: saved,
# kept). Each has one colour on the light panels and one on the dark screens
# (title, setup, settings, load): ``LOOKS[kind][dark]``.
NOTICE, ERROR, DONE = "notice", "error", "done"
LOOKS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    NOTICE: ((24, 78, 140), (200, 226, 255)),
    ERROR: ((176, 24, 24), (255, 150, 136)),
    DONE: ((22, 112, 52), (160, 236, 170)),
}
#: how a refusal begins (a step the rules do not allow), and the title's words for a game that cannot start
REFUSED = "Not allowed:"
ERROR_STARTS = (REFUSED, "This game cannot start:")


class Said(str):
    """A line to show with its look: ``error("...")``, ``done("...")``. A plain
    string is a notice, unless it begins as a refusal does (``ERROR_STARTS``)."""
    kind = NOTICE


class _Error(Said):
    kind = ERROR


class _Done(Said):
    kind = DONE


def error(message: str) -> str:
    """A refusal or a failure, shown in the error look."""
    return _Error(message)


def done(message: str) -> str:
    """Something done (saved, kept), shown in the confirmation look."""
    return _Done(message)


def look_of(message: str) -> str:
    """NOTICE, ERROR or DONE: the look ``message`` is shown in."""
    if isinstance(message, Said):
        return message.kind
    return ERROR if message.startswith(ERROR_STARTS) else NOTICE


def look_colour(message: str, dark: bool = False) -> tuple[int, int, int]:
    """The colour ``message`` is drawn in, on a light panel or (``dark``) a dark screen."""
    return LOOKS[look_of(message)][1 if dark else 0]
