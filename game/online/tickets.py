"""The online games this computer plays: for each, what it needs to open its
seats again (``remote.Link``: the server's address, the match, the seats'
secrets), kept in ``online.json`` in the player's data folder, so a game goes
on after the program was closed or killed (Play online, Rejoin).

The file is read like any file from elsewhere: every field checked, at most
``MOST`` games, a file that cannot be read set aside and never deleted.
"""
from __future__ import annotations

import os
import re
from typing import Any

from game import paths
from game.core.files import parse_json
from game.saves.atomic import write_atomic

from .remote import Link
from .wire import CODE, MATCH_ID, SECRET

#: the most online games kept (the oldest goes first)
MOST = 12
#: the longest file of them read, in bytes
MAX_BYTES = 64 * 1024
URL = re.compile(r"wss?://[A-Za-z0-9.:\[\]_-]{1,120}(/[A-Za-z0-9._~/-]{0,80})?")
FILE = "online.json"


def tickets_path() -> str:
    return os.path.join(paths.user_data_dir(), FILE)


def link_of(d: Any) -> Link:
    """A kept game's link, checked: a ValueError saying which field is wrong."""
    if not isinstance(d, dict):
        raise ValueError("a game is not an object")
    url, match, game, host, code = (d.get(k) for k in ("url", "match", "game", "host", "code"))
    if not isinstance(url, str) or not URL.fullmatch(url):
        raise ValueError("its address is not a ws:// or wss:// address")
    if not isinstance(match, str) or not MATCH_ID.fullmatch(match):
        raise ValueError("its match id is not one")
    if not isinstance(game, str) or not re.fullmatch(r"[a-z_-]{1,40}", game):
        raise ValueError("its game is not a game's id")
    if not isinstance(host, str) or (host and not SECRET.fullmatch(host)):
        raise ValueError("its host's secret is not one")
    if not isinstance(code, str) or (code and not CODE.fullmatch(code)):
        raise ValueError("its invitation code is not one")
    seats = d.get("seats")
    if not isinstance(seats, dict) or len(seats) > 8:
        raise ValueError("its seats are not a short list")
    kept: dict[int, str] = {}
    for k, v in seats.items():
        if not isinstance(k, str) or not k.isdigit() or int(k) > 7 or not isinstance(v, str) or not SECRET.fullmatch(v):
            raise ValueError("a seat of it is not a seat and its secret")
        kept[int(k)] = v
    names = d.get("names", [])
    if not isinstance(names, list) or len(names) > 8 or not all(isinstance(n, str) and len(n) <= 24 for n in names):
        raise ValueError("its players' names are not a short list of names")
    address = d.get("address", "")
    if not isinstance(address, str) or (address and not URL.fullmatch(address)):
        raise ValueError("its address for the others is not a ws:// or wss:// address")
    return Link(url, match, game, kept, host, code, list(names), address)


def load_tickets(path: str | None = None) -> tuple[list[Link], str]:
    """The online games kept, newest first, and a line about a file that could
    not be read ("" if all is well; the file is left as it is)."""
    path = path or tickets_path()
    try:
        if os.path.getsize(path) > MAX_BYTES:
            return [], f"{FILE}: too large to be the list of online games ({MAX_BYTES} bytes at most): not read"
        with open(path, encoding="utf-8") as f:
            data = parse_json(f.read(), 6)
    except FileNotFoundError:
        return [], ""
    except (OSError, ValueError, UnicodeDecodeError) as e:
        return [], f"{FILE}: cannot be read ({str(e)[:80]}): the online games are not listed"
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, list):
        return [], f"{FILE}: has no list of games: not read"
    out, problems = [], []
    for i, d in enumerate(games[:MOST]):
        try:
            out.append(link_of(d))
        except ValueError as e:
            problems.append(f"{FILE}: game {i + 1}: {e}: left out")
    return out, problems[0] if problems else ""


def keep_ticket(link: Link, path: str | None = None) -> None:
    """Keep ``link`` first in the list (replacing the same match's; the oldest
    beyond ``MOST`` go). An OSError if the file cannot be written."""
    path = path or tickets_path()
    links, problem = load_tickets(path)
    if problem and os.path.exists(path) and not links:
        raise OSError(problem)            # a file of the player's we cannot read is never written over
    links = [link] + [k for k in links if (k.url, k.match) != (link.url, link.match)]
    write_atomic(path, {"games": [k.to_dict() for k in links[:MOST]]})


def forget_ticket(link: Link, path: str | None = None) -> None:
    """Take ``link``'s match out of the list (the player asked to)."""
    path = path or tickets_path()
    links, _ = load_tickets(path)
    write_atomic(path, {"games": [k.to_dict() for k in links if (k.url, k.match) != (link.url, link.match)]})
