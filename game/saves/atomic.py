"""Files written whole: a crash at any moment leaves the old file or the new one.

A file is written to a temporary file in the same folder, flushed and fsynced,
then put in its place in one step (``os.replace``; where the name must be a new
one, a hard link, which fails if another window took the name meanwhile), and
the folder is synced so that the rename itself lasts. What a kill leaves behind
mid-write (``NAME.json.PID.tmp``) is removed at the next start, and nothing else
ever is. Saves, the autosave and crash reports are written so.

Never imports pygame.
"""
from __future__ import annotations

import itertools
import json
import os
import re
import time
from collections.abc import Mapping
from typing import Any

_WRITES = itertools.count()


def write_atomic(path: str, data: Mapping[str, Any], new: bool = False) -> None:
    """Write JSON so that the file on disk is always either the old or the new one.
    ``new``: only if no file has the name, in the same step (a FileExistsError if one
    has: two windows saving under one name at the same moment never replace each
    other's game)."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    tmp = f"{path}.{os.getpid()}{next(_WRITES):06d}.tmp"      # (each write its own: threads share a pid)
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        if new:
            _link_new(tmp, path)
        else:
            os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
    try:                                  # the rename itself is durable once the folder is synced
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass                              # not every system can sync a folder (Windows)


def _link_new(tmp: str, path: str) -> None:
    """``tmp`` under the name ``path`` too, which no file may have: a FileExistsError
    if one has. A hard link fails at once where the name is taken; where the file
    system has no links, the name is claimed first (made empty, exclusively), then
    the whole file is moved over it."""
    try:
        os.link(tmp, path)
        return
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):
        pass                              # no hard links here (some removable disks)
    fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)      # FileExistsError if taken
    os.close(fd)
    os.replace(tmp, path)


#: a temporary file of write_atomic left behind by a kill: older than this, it is nobody's
LEFTOVER_S = 60.0


def clean_leftovers(folder: str) -> int:
    """Remove the temporary files write_atomic leaves when the program is killed
    mid-write (``NAME.json.PID.tmp``, older than a minute: a write takes
    milliseconds). Only those: nothing else is ever removed. How many went."""
    gone = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for fn in names:
        if not re.fullmatch(r".+\.json\.\d+\.tmp", fn):
            continue
        path = os.path.join(folder, fn)
        try:
            if os.path.isfile(path) and time.time() - os.path.getmtime(path) > LEFTOVER_S:
                os.remove(path)
                gone += 1
        except OSError:
            pass
    return gone
