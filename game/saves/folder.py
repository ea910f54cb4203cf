"""The saves folder: where the player's saves are, the file name a save gets
from the name a player typed, a name no other file has (taken in the same step
as the file is written: another window may want it at the same moment), whether
a game at a position is there already, and the list the Load screen shows.
Listing the folder never changes a file in it.

Never imports pygame.
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any

from game.core.quote import printable
from game.saves import MAX_LABEL, SaveError, read_save
from game.saves.atomic import write_atomic


def saves_dir() -> str:
    """The user's saves folder, made if need be (an OSError if it cannot be)."""
    from game import paths
    path = os.path.join(paths.user_data_dir(), "saves")
    os.makedirs(path, exist_ok=True)
    return path


# Characters no file system of the three takes in a name, and names Windows keeps for devices.
_NOT_IN_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_DEVICES = re.compile(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?", re.IGNORECASE)
MAX_FILE_NAME = 80


def file_name(name: str) -> str:
    """A save's file name from the name a player typed: its letters kept, in any
    script ("Лыжи в субботу.json"), spaces and underscores as typed, only what no
    file system takes left out; two names give one file only when they differ
    in those left-out characters alone (Save as then asks before replacing)."""
    safe = _NOT_IN_NAMES.sub("", name).strip().rstrip(".")[:MAX_FILE_NAME].strip()
    while len(safe.encode("utf-8")) > 200:           # file systems count bytes: 255 at most
        safe = safe[:-1].rstrip()
    if _DEVICES.fullmatch(safe):
        safe = "_" + safe
    return (safe or "game") + ".json"


def free_path(folder: str, base: str) -> str:
    """``folder/base.json``, or ``base (2).json`` ... : a file that does not exist yet."""
    for n in range(1, 10_000):
        path = os.path.join(folder, f"{base}{'' if n == 1 else f' ({n})'}.json")
        if not os.path.lexists(path):
            return path
    raise OSError(f"{printable(folder)}: no free name for {printable(base)}")


def write_new(folder: str, base: str, data: Mapping[str, Any]) -> str:
    """``data`` written as ``folder/base.json``, or ``base (2).json`` ... : a name no
    file has, taken in the same step as the file is written (another window may take
    one at the same moment). Its path."""
    for _ in range(100):
        path = free_path(folder, base)
        try:
            write_atomic(path, data, new=True)
            return path
        except FileExistsError:
            continue                      # taken meanwhile: the next free name
    raise OSError(f"{printable(folder)}: no free name for {printable(base)}")


def saved_already(folder: str, d: dict[str, Any]) -> str | None:
    """A save in ``folder`` of the same game at the same position as ``d`` (its
    setup and its actions), if there is one."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return None
    for fn in names:
        path = os.path.join(folder, fn)
        if not fn.endswith(".json") or not os.path.isfile(path):
            continue
        try:
            other = read_save(path)
        except SaveError:
            continue
        if other["setup"] == d["setup"] and other["actions"] == d["actions"]:
            return path
    return None


def list_saves(folder: str | None = None) -> list[dict[str, Any]]:
    """The saves in the folder, newest first: path, file, name, game, players,
    date, round; a file that cannot be read (broken, a link to nothing, a
    folder) is listed with its problem, and the others stay usable. Each entry
    is one file: the file, never the name, tells two saves apart."""
    folder = folder or saves_dir()
    out = []
    for fn in sorted(os.listdir(folder)):
        if not fn.endswith(".json"):
            continue
        path = os.path.join(folder, fn)
        try:
            mtime = os.lstat(path).st_mtime
        except OSError:
            continue                                  # gone while listing
        entry: dict[str, Any] = {"path": path, "file": fn, "mtime": mtime}
        try:
            d = read_save(path)
            s = d["summary"]
            entry.update(name=d.get("name") or fn[:-5], game=d["game"], players=s.get("players", []),
                         round=s.get("round"), saved_at=d.get("saved_at", ""), over=s.get("over", False))
        except SaveError as e:
            entry.update(name=printable(fn[:-5], MAX_LABEL), problem=str(e))
        out.append(entry)
    out.sort(key=lambda e: -e["mtime"])
    return out


def game_name(game_id: str) -> str:
    """A game's name for a list of files ("Ski Gammon"), or its id if this program hosts no such game."""
    from game.core.registry import get
    try:
        return get(game_id).name
    except KeyError:
        return printable(game_id, 40)
