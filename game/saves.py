"""Saved games: JSON files holding the setup and the list of actions.

A save never holds the game state itself: loading replays the actions through
the rules, so a save can never describe an impossible position, and a hash of
the replayed state is checked against the one written. Saves are written
atomically (a temporary file in the same folder, flushed and fsynced, then
os.replace), so a crash at any moment leaves the old file or the new one,
never half of one. Nothing is ever pickled.

Every problem with a file is a SaveError whose message is one line naming the
file and the problem. A bad file is never changed or deleted by loading it.

Never imports pygame.
"""
from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable, Mapping
from typing import Any

from game import VERSION
from game.core.protocol import ContentError, GameState, IllegalAction, Setup

FORMAT = "ski-the-mountain-save"
SAVE_VERSION = 1
AUTOSAVE = "autosave.json"


class SaveError(ContentError):
    """A save that cannot be used: the message is one line, file and problem."""


# ---------------------------------------------------------------- writing
def save_data(state: GameState, name: str = "") -> dict[str, Any]:
    setup = state.setup
    return {
        "format": FORMAT,
        "save_version": SAVE_VERSION,
        "program_version": VERSION,
        "name": name,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "game": setup.game,
        "setup": setup.to_dict(),
        "seed": setup.seed,
        "actions": [a.to_dict() for a in state.action_log],
        "state_hash": state.state_hash(),
        # for the list of saves only (loading never trusts these)
        "summary": {"players": [s.name for s in setup.seats], "round": state.round_number(),
                    "over": state.is_over()},
    }


def write_atomic(path: str, data: Mapping[str, Any]) -> None:
    """Write JSON so that the file on disk is always either the old or the new one."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
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


def save_game(state: GameState, path: str, name: str = "") -> None:
    write_atomic(path, save_data(state, name))


# ---------------------------------------------------------------- reading
# When the format changes, SAVE_VERSION goes up and UPGRADES[old] turns a save of
# version old into version old + 1 (tests/saves/ keeps a file of every version).
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def read_save(path: str) -> dict[str, Any]:
    """The save's data, upgraded to this version, checked for shape (not replayed)."""
    where = path
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        raise SaveError(f"{where}: no such file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(f"{where}: cannot be read ({e.__class__.__name__})") from None
    if not text.strip():
        raise SaveError(f"{where}: the file is empty")
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"{where}: not a saved game (broken JSON at line {e.lineno}, column {e.colno})") from None
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise SaveError(f"{where}: not a saved game of this program")
    version = d.get("save_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{where}: the save version {version!r} is not a version number")
    if version > SAVE_VERSION:
        raise SaveError(f"{where}: saved by a newer version of the program "
                        f"({d.get('program_version', '?')}, save format {version}); this is {VERSION} "
                        f"(format {SAVE_VERSION}): update the program to open it")
    while version < SAVE_VERSION:
        d = UPGRADES[version](d)
        version = d["save_version"]
    for key, kind in (("game", str), ("setup", dict), ("actions", list), ("state_hash", str)):
        if not isinstance(d.get(key), kind):
            raise SaveError(f"{where}: '{key}' is missing or is not a {kind.__name__}")
    return d


def load_game(path: str) -> GameState:
    """Replay a save through the rules and check the result's hash."""
    from game.core.registry import get
    where = path
    d = read_save(path)
    try:
        info = get(d["game"])
    except KeyError:
        raise SaveError(f"{where}: the game {d['game']!r} is not one this program hosts") from None
    try:
        setup = Setup.from_dict(d["setup"])
        if setup.game != info.id:
            raise ValueError(f"the setup is for {setup.game!r}")
        state = info.new_game(setup)
    except (KeyError, TypeError, ValueError) as e:
        raise SaveError(f"{where}: the setup is not valid ({_short(e)})") from None
    for i, ad in enumerate(d["actions"]):
        try:
            action = info.decode_action(ad)
        except (KeyError, TypeError, ValueError) as e:
            raise SaveError(f"{where}: action {i + 1} cannot be read ({_short(e)})") from None
        try:
            state.apply(action)
        except IllegalAction as e:
            raise SaveError(f"{where}: action {i + 1} ({action.kind} by seat {action.seat}) is not allowed: "
                            f"{_short(e)}") from None
        except (KeyError, TypeError, ValueError, IndexError) as e:
            raise SaveError(f"{where}: action {i + 1} ({ad.get('type', '?')}) does not fit the game "
                            f"({_short(e)})") from None
    if state.state_hash() != d["state_hash"]:
        raise SaveError(f"{where}: the replayed game does not match the saved one (hash "
                        f"{state.state_hash()} instead of {d['state_hash']})")
    return state


def _short(e: Exception) -> str:
    msg = str(e.args[0]) if e.args else e.__class__.__name__
    return msg.splitlines()[0][:160]


# ---------------------------------------------------------------- places
def saves_dir() -> str:
    from game import paths
    path = os.path.join(paths.user_data_dir(), "saves")
    os.makedirs(path, exist_ok=True)
    return path


def autosave_path() -> str:
    from game import paths
    return os.path.join(paths.user_data_dir(), AUTOSAVE)


def file_name(name: str) -> str:
    """A save's file name from the name a player typed."""
    safe = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip().replace(" ", "_")[:40]
    return (safe or "game") + ".json"


def list_saves(folder: str | None = None) -> list[dict[str, Any]]:
    """The saves in the folder, newest first: path, name, game, players, date,
    round; a file that cannot be read is listed with its problem."""
    folder = folder or saves_dir()
    out = []
    for fn in os.listdir(folder):
        if not fn.endswith(".json"):
            continue
        path = os.path.join(folder, fn)
        entry: dict[str, Any] = {"path": path, "file": fn, "mtime": os.path.getmtime(path)}
        try:
            d = read_save(path)
            s = d.get("summary") or {}
            entry.update(name=d.get("name") or fn[:-5], game=d["game"], players=s.get("players", []),
                         round=s.get("round"), saved_at=d.get("saved_at", ""), over=s.get("over", False))
        except SaveError as e:
            entry.update(name=fn[:-5], problem=str(e))
        out.append(entry)
    out.sort(key=lambda e: -e["mtime"])
    return out
