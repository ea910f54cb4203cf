"""Crash reports: what went wrong, written where the player can find it.

When something unexpected fails in the window, the program writes two files
to the ``crashes`` folder in the user's data folder:

- ``crash-<time>.txt``: the program, Python and pygame versions, the system,
  the scene, the action being applied (if any) and the traceback;
- ``crash-<time>.json``: a save of the game as it stood before the failing
  action, so ``python main.py replay FILE`` or ``play --load FILE`` brings
  back the exact position (the report names the action that failed from it).

Never imports pygame (the caller passes its version in).
"""
from __future__ import annotations

import json
import os
import platform
import sys
import time
from collections.abc import Mapping
from typing import Any

from game import NAME, VERSION


def crashes_dir() -> str:
    from game import paths
    path = os.path.join(paths.user_data_dir(), "crashes")
    os.makedirs(path, exist_ok=True)
    return path


def write_report(tb: str, *, where: str = "", save: Mapping[str, Any] | None = None,
                 action: Mapping[str, Any] | None = None, pygame_version: str = "",
                 folder: str | None = None) -> str:
    """Write the report (and the save that reproduces it); return the report's path."""
    from game.saves.atomic import write_atomic
    folder = folder or crashes_dir()
    os.makedirs(folder, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = os.path.join(folder, f"crash-{stamp}")
    n = 1
    while os.path.exists(base + ".txt"):        # two crashes in one second keep both reports
        n += 1
        base = os.path.join(folder, f"crash-{stamp}-{n}")
    lines = [f"{NAME} {VERSION} crash report, {time.strftime('%Y-%m-%d %H:%M:%S')}",
             f"Python {sys.version.split()[0]}, pygame {pygame_version or '?'}, "
             f"{platform.system()} {platform.release()} ({platform.machine()})",
             f"Scene: {where or '?'}"]
    if save is not None:
        write_atomic(base + ".json", save)
        lines.append(f"The game before the failing step: {os.path.basename(base)}.json "
                     f"({len(save.get('actions', []))} actions; open it with "
                     f"'main.py play --load FILE' or 'main.py replay FILE')")
    if action is not None:
        lines.append(f"The action that failed: {json.dumps(dict(action), sort_keys=True)}")
    lines += ["", tb.rstrip(), ""]
    tmp = base + ".txt.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    os.replace(tmp, base + ".txt")
    return base + ".txt"
