"""The saved games set aside as bad (``game.core.files.set_aside``), listed with
the problem each has now, and put back among the saves once one opens again.

Never imports pygame.
"""
from __future__ import annotations

import os
import re
from typing import Any

from game.core.quote import printable
from game.saves import MAX_LABEL, SaveError, read_save
from game.saves.autosave import AUTOSAVE_SET_ASIDE
from game.saves.folder import file_name, free_path, game_name

# Files set aside (``set_aside``: ``autosave.json.bad``, ``NAME.json.bad2`` ...) stay
# reachable: the Load screen lists them with their problem, tries them again, and a
# file that opens now goes back among the saves.
_SET_ASIDE = re.compile(r"(.+\.json)\.bad(\d*)", re.DOTALL)     # (any name: one may hold a newline)


def list_set_aside(data_folder: str, saves_folder: str | None) -> list[dict[str, Any]]:
    """The saved games set aside as bad, in the data folder (autosaves) and the
    saves folder, newest first: path, file, name, and the problem the file has
    now ("" when it reads well now; it may still fail to replay, which opening
    it says). Never a settings file or anything else set aside."""
    out: list[dict[str, Any]] = []
    for folder, pattern in ((data_folder, AUTOSAVE_SET_ASIDE), (saves_folder, _SET_ASIDE)):
        if folder is None:
            continue
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for fn in names:
            if not pattern.fullmatch(fn):
                continue
            path = os.path.join(folder, fn)
            try:
                mtime = os.lstat(path).st_mtime
            except OSError:
                continue
            entry: dict[str, Any] = {"path": path, "file": fn, "mtime": mtime, "set_aside": True,
                                     "name": printable(fn, MAX_LABEL)}
            try:
                d = read_save(path)
                s = d["summary"]
                entry.update(game=d["game"], players=s.get("players", []), round=s.get("round"),
                             saved_at=d.get("saved_at", ""), over=s.get("over", False),
                             name=d.get("name") or game_name(d["game"]))
            except SaveError as e:
                entry["problem"] = str(e)
            out.append(entry)
    out.sort(key=lambda e: -e["mtime"])
    return out


def restore(path: str, saves_folder: str) -> str:
    """A set-aside file that opens again goes back among the saves: moved (never
    copied over anything) to a free name in the saves folder, "autosave
    (restored).json" for ``autosave.json.bad``. Returns its new path; an OSError
    if it cannot be moved (it then stays where it was)."""
    m = _SET_ASIDE.fullmatch(os.path.basename(path))
    base = (m.group(1)[:-5] if m else os.path.basename(path)) + " (restored)"
    new = free_path(saves_folder, file_name(base)[:-5])
    try:
        os.link(path, new)            # fails if a file took the name meanwhile: nothing is replaced
    except (OSError, NotImplementedError):
        if os.path.lexists(new):
            raise OSError(f"{printable(new)} exists") from None
        os.replace(path, new)         # a file system without links: moved the plain way
        return new
    os.remove(path)                   # (the same file, now under its new name too)
    return new
