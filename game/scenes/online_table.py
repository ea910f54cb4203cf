"""A game online opened at the table: the connection to its server made, its
first state waited for, the game's own play scene made from it and set to play
through the server (``TableScene.go_online``)."""
from __future__ import annotations

import queue
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.online.remote import Link

    from .table import TableScene


#: seconds after which a game whose server refuses the connection is given up (it is tried meanwhile)
GIVE_UP = 2.0


def open_online(app: App, link: Link, wait: float = 10.0) -> TableScene[Any]:
    """The table playing ``link``'s seats on its server (the first state waited
    for, ``wait`` seconds at most): a ConnectionError, saying why, if there is none."""
    from game.online.client import game_of
    from game.online.remote import Connection, RemoteMatch

    from .table import table_scene
    conn = Connection(link)
    end = time.monotonic() + wait
    first = None
    while first is None:
        try:
            first = conn.inbox.get(timeout=0.1)
        except queue.Empty:
            # nobody there (the connection refused twice, a second apart) or no answer in time
            if time.monotonic() > end or (conn.status == "lost" and time.monotonic() > end - wait + GIVE_UP):
                conn.close()
                raise ConnectionError(conn.problem or "the server did not answer") from None
    try:
        game = game_of(first)
    except ValueError as e:
        conn.close()
        raise ConnectionError(f"the server's game cannot be read ({e})") from None
    lead = min(link.seats) if link.seats else None
    match = RemoteMatch(conn, game, lead)
    match.views[first.get("seat")] = game
    conn.inbox.put(first)                    # (told again at the first frame: the log, the strip)
    scene = table_scene(game.setup.game)(app, game.setup, None)
    scene.go_online(match)
    return scene
