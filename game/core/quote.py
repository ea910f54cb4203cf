"""Quoting what comes from a file in a one-line message.

Anything read from a save, a settings file, a YAML file or a map may hold
control characters (a newline that splits the one line, an ESC that drives
the terminal, a NUL) or be megabytes long. A message quotes it only through
``quoted``: printable, escaped, and cut to a length.

Never imports pygame.
"""
from __future__ import annotations

from typing import Any

QUOTE_LIMIT = 60


def printable(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` with every control character escaped (\\n, \\x1b, \\x00 ...),
    cut to ``limit`` characters with "..." when longer."""
    cut = text[: limit + 1]
    out = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in cut[:limit])
    return out + ("..." if len(cut) > limit else "")


def quoted(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """A value from a file, quoted for a one-line message: a string in quotes,
    anything else by its kind (a list or a mapping is never written out whole)."""
    if isinstance(value, str):
        return "'" + printable(value, limit) + "'"
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        digits = len(str(value)) if abs(value) < 10 ** 40 else None
        return str(value) if digits is not None else f"an integer of {value.bit_length()} bits"
    if isinstance(value, float):
        return printable(repr(value), limit)
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return f"a mapping of {len(value)} key{'' if len(value) == 1 else 's'}"
    return f"a {type(value).__name__}"


def plain(value: Any, limit: int) -> bool:
    """A string a player could have typed: printable, one line, at most ``limit`` characters."""
    return isinstance(value, str) and len(value) <= limit and value.isprintable()
