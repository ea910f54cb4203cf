"""The autosave: the game in progress, written after every action.

Each window writes its own (``autosave.json``; a second window open at the same
time ``autosave-2.json`` ...), held by a lock this module keeps for as long as
the process runs. A game an autosave holds is never lost to another: before a
new game takes the autosave over, an unfinished one in it is kept among the
saves (``keep_unfinished``), and so are the unfinished games of windows closed
since (``adopt_other_autosaves``). A data folder that cannot be written still
offers its last autosave, to read only (``readable_autosave``).

Never imports pygame.
"""
from __future__ import annotations

import json
import os
import re
from typing import Any

from game.core.files import set_aside
from game.core.protocol import GameState
from game.saves import SaveBlocked, SaveError, read_save
from game.saves.folder import file_name, game_name, saved_already, saves_dir, write_new

AUTOSAVE = "autosave.json"
#: an autosave set aside as bad (``autosave.json.bad``, ``autosave-2.json.bad3`` ...)
AUTOSAVE_SET_ASIDE = re.compile(r"autosave(-[2-9])?\.json\.bad\d*")


def autosave_path() -> str:
    from game import paths
    return os.path.join(paths.user_data_dir(), AUTOSAVE)


# One window, one autosave: each window holds a lock on the autosave it writes
# (released by the system however the program ends, kill -9 included), and a
# second window open at the same time takes the next one.
_HELD: list[Any] = []


def _try_lock(f: Any) -> bool:
    try:
        if os.name == "nt":
            import msvcrt
            f.seek(0)
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def claim_autosave(folder: str | None = None) -> tuple[str, int]:
    """The autosave this window writes, and its number: ``autosave.json`` (1),
    unless another window of the game holds it; then ``autosave-2.json`` ...
    An OSError if the folder cannot be written or nine windows are open."""
    from game import paths
    folder = folder or paths.user_data_dir()
    for n in range(1, 10):
        name = AUTOSAVE if n == 1 else f"autosave-{n}.json"
        f = open(os.path.join(folder, name + ".lock"), "a+")
        if _try_lock(f):
            _HELD.append(f)
            return os.path.join(folder, name), n
        f.close()
    raise AllAutosavesTaken("nine windows of the game are open already")


def _held_elsewhere(path: str) -> bool:
    """Another window (or this one) holds the autosave ``path``: its lock cannot be taken now."""
    try:
        f = open(path + ".lock", "a+")
    except OSError:
        return True                       # no lock can be made: leave it be
    try:
        return not _try_lock(f)
    finally:
        f.close()                         # (closing lets go of the lock, if it was taken)


def other_autosaves(folder: str, own: str | None) -> list[str]:
    """The autosaves of the data folder that no open window holds, besides this
    window's own ``own``, which hold an unfinished game: a window closed with a game
    under way in ``autosave-2.json`` while another one had ``autosave.json``."""
    out = []
    for n in range(1, 10):
        name = AUTOSAVE if n == 1 else f"autosave-{n}.json"
        path = os.path.join(folder, name)
        if (own is not None and os.path.abspath(path) == os.path.abspath(own)) or not os.path.isfile(path):
            continue
        if _held_elsewhere(path):
            continue                      # its window is open: the game is being played there
        try:
            d = read_save(path)
        except SaveError:
            continue                      # a broken one is that window's to set aside
        if not d["summary"].get("over"):
            out.append(path)
    return out


def unkept_autosaves(folder: str, own: str | None, saves_folder: str) -> list[str]:
    """Those of ``other_autosaves`` whose game, at its position, is not among the saves yet."""
    out = []
    for path in other_autosaves(folder, own):
        try:
            if saved_already(saves_folder, read_save(path)) is None:
                out.append(path)
        except SaveError:
            continue
    return out


def adopt_other_autosaves(folder: str, own: str | None, saves_folder: str) -> list[str]:
    """Every unfinished game of another window's autosave (``other_autosaves``)
    kept among the saves, so Load lists it: copied (the autosave itself is left
    as it is) under the name keep_unfinished gives, once per position. The
    saves made."""
    made = []
    for path in unkept_autosaves(folder, own, saves_folder):
        try:
            made.append(_keep_as_unfinished(path, read_save(path), saves_folder))
        except (SaveError, ValueError):
            continue
    return made


def _keep_as_unfinished(autosave: str, d: dict[str, Any], saves_folder: str) -> str:
    """A copy of the autosave ``autosave`` (read as ``d``) among the saves, named after
    its game, players and round ("Ski the Mountain - Anna, Ben - round 7 (unfinished)")
    under a name no file has; its path."""
    title = game_name(d["game"]) if _game_known(d["game"]) else "Game"
    players = ", ".join(d["summary"].get("players", []))
    base = file_name(f"{title} - {players} - round {d['summary'].get('round', '?')} (unfinished)")[:-5]
    with open(autosave, "rb") as src:
        keep = json.loads(src.read().decode("utf-8-sig"))
    keep["name"] = base
    return write_new(saves_folder, base, keep)


def _game_known(game_id: str) -> bool:
    from game.core.registry import get
    try:
        get(game_id)
        return True
    except KeyError:
        return False


class AllAutosavesTaken(OSError):
    """Every autosave is held by another window of the game."""


def readable_autosave(folder: str | None = None) -> str | None:
    """The autosave of a data folder that cannot be written (no lock can be
    made there), when there is one to read: Continue offers it read-only."""
    from game import paths
    try:
        path = os.path.join(folder or paths.user_data_dir(), AUTOSAVE)
    except OSError:
        return None
    return path if os.path.isfile(path) and os.access(path, os.R_OK) else None


def release_autosaves() -> None:
    """Let go of every autosave this process holds (the program is closing)."""
    while _HELD:
        _HELD.pop().close()


def keep_unfinished(autosave: str, state: GameState) -> str | None:
    """Before ``state`` takes the autosave over: if the autosave holds another
    game that is not finished, keep it as a save in the saves folder (never
    lost, never overwritten) and return that save's path; a file that cannot be
    read is set aside. None when there is nothing to keep."""
    if not os.path.lexists(autosave):
        return None
    try:
        d = read_save(autosave)
    except SaveBlocked:
        raise                         # not the file's fault: it stays where it is, and is not replaced
    except SaveError:
        return set_aside(autosave)
    if d["summary"].get("over"):
        return None
    if _is_this_game(d, state):
        return None                   # this very game, as far as it had gone (Continue, a later save of it)
    same = saved_already(saves_dir(), d)
    if same is not None:
        return same                   # this very position is among the saves already: one entry per game
    return _keep_as_unfinished(autosave, d, saves_dir())


def _is_this_game(d: dict[str, Any], state: GameState) -> bool:
    """The save ``d`` holds ``state``'s game as far as it had gone: the same setup
    (its options as a save writes them: the rules' edition is no choice of the
    players) and the first of its actions."""
    from game.core.registry import get
    try:
        info = get(state.setup.game)
    except KeyError:
        return False
    mine = {**state.setup.to_dict(), "options": info.without_legacy(state.setup.options)}
    theirs = d["setup"]
    if isinstance(theirs, dict) and isinstance(theirs.get("options"), dict):
        theirs = {**theirs, "options": info.without_legacy(theirs["options"])}
    ours = [a.to_dict() for a in state.action_log]
    return bool(theirs == mine and ours[:len(d["actions"])] == d["actions"])
