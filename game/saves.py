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

import dataclasses
import itertools
import json
import os
import re
import time
from collections.abc import Callable, Mapping
from typing import Any

from game import VERSION
from game.core.files import parse_json, set_aside
from game.core.protocol import ContentError, GameState, IllegalAction, Setup, dict_hash
from game.core.quote import plain, printable, quoted

FORMAT = "ski-the-mountain-save"
SAVE_VERSION = 5
AUTOSAVE = "autosave.json"
#: the fields a save holds (``save_data``); a file with any other is refused, for a
#: field the program never writes would be read by nothing or, worse, by accident
FIELDS = frozenset({"format", "save_version", "program_version", "name", "saved_at", "game", "setup", "seed",
                    "actions", "state_hash", "played_seconds", "summary"})
#: the field saves of format 5 and later add: the edition of the rules the game plays under
RULES_FIELD = "rules"


class SaveError(ContentError):
    """A save that cannot be used: the message is one line, file and problem.
    The fault is the file's own (it is broken, hostile, or does not replay):
    such a file may be set aside."""


class SaveBlocked(SaveError):
    """A save this program cannot open now for a reason that is not the file's:
    it cannot be read at the moment (permissions, a device error), or its game's
    own content (a YAML file, a map) is broken or missing. Such a file is never
    set aside: it opens again once the reason is gone."""


# ---------------------------------------------------------------- writing
def save_data(state: GameState, name: str = "", played: float = 0.0) -> dict[str, Any]:
    """A game as saved: the setup, the edition of the rules it plays under and the
    actions (the rules replay them), and ``played``, the seconds the table has
    spent playing it (a game with a clock goes on from there). An older edition
    is named by its number only: the setup holds the options a player chose."""
    from game.core.registry import get
    setup = state.setup
    info = get(setup.game)
    written = info.without_legacy(setup.options)
    return {
        "format": FORMAT,
        "save_version": SAVE_VERSION,
        "program_version": VERSION,
        "name": name,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "game": setup.game,
        RULES_FIELD: info.edition_of(setup.options),
        "setup": {**setup.to_dict(), "options": written},
        "seed": setup.seed,
        "actions": [a.to_dict() for a in state.action_log],
        "state_hash": hash_as_written(state, written),
        "played_seconds": min(MAX_PLAYED, max(0, int(played))),
        # for the list of saves only (loading never trusts these)
        "summary": {"players": [s.name for s in setup.seats], "round": state.round_number(),
                    "over": state.is_over()},
    }


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


def save_game(state: GameState, path: str, name: str = "", played: float = 0.0, new: bool = False) -> None:
    """``state`` saved at ``path`` (``new``: only if no file has that name: a
    FileExistsError otherwise, checked and written in one step)."""
    write_atomic(path, save_data(state, name, played), new=new)


# ---------------------------------------------------------------- reading
# When the format changes, SAVE_VERSION goes up and UPGRADES[old] turns a save of
# version old into version old + 1 (tests/saves/ keeps a file of every version, and
# tests/saves/releases/ the saves of every release). Formats 2 to 4 have the fields of
# format 1; format 5 adds ``rules``, the edition of the rules the game plays under. A
# save of format 4 or older names no edition: it is replayed under the editions its
# format was written under (``GameInfo.editions_for``) until one reaches the position
# it recorded, today's first.
def _same_fields(d: dict[str, Any]) -> dict[str, Any]:
    return {**d, "save_version": d["save_version"] + 1}


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _same_fields, 2: _same_fields,
                                                                    3: _same_fields, 4: _same_fields}


#: where ``read_save`` keeps the format the file was written in (never a field of a file)
WRITTEN = " format written"

#: the limits of a save: the file's size, how many actions, how deep its JSON may nest
MAX_SAVE_BYTES = 4_000_000
MAX_ACTIONS = 20_000
MAX_DEPTH = 12
MAX_LABEL = 120          # a save's name as typed
MAX_PLAYED = 10_000_000  # seconds of play a save may record (about 16 weeks)


def _parse(text: str, where: str) -> Any:
    """JSON as a save may hold it (``parse_json``); every problem a SaveError."""
    try:
        return parse_json(text, MAX_DEPTH)
    except json.JSONDecodeError as e:
        raise SaveError(f"{where}: not a saved game (broken JSON at line {e.lineno}, column {e.colno})") from None
    except ValueError as e:
        raise SaveError(f"{where}: not a saved game ({printable(_short(e))})") from None


def read_save(path: str) -> dict[str, Any]:
    """The save's data, upgraded to this version, checked for shape and for the
    limits of every field (not replayed)."""
    where = printable(path, 200)
    try:
        if not os.path.isfile(path):
            raise SaveError(f"{where}: " + ("not a file" if os.path.exists(path) else
                                            "a link to nothing" if os.path.islink(path) else "no such file"))
        if os.path.getsize(path) > MAX_SAVE_BYTES:
            raise SaveError(f"{where}: too large for a saved game ({os.path.getsize(path)} bytes; "
                            f"at most {MAX_SAVE_BYTES})")
        with open(path, encoding="utf-8-sig") as f:
            text = f.read(MAX_SAVE_BYTES + 1)
    except UnicodeDecodeError:
        raise SaveError(f"{where}: not a saved game (not UTF-8 text)") from None
    except OSError as e:                   # the system's fault, not the file's: it may open later
        raise SaveBlocked(f"{where}: cannot be read now ({e.__class__.__name__})") from None
    if not text.strip():
        raise SaveError(f"{where}: the file is empty")
    d = _parse(text, where)
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise SaveError(f"{where}: not a saved game of this program")
    version = d.get("save_version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= 10_000:
        raise SaveError(f"{where}: the save version {quoted(version)} is not a version number")
    fields = FIELDS | ({RULES_FIELD} if version >= 5 else set())
    unknown = sorted(str(k) for k in d if k not in fields)
    if unknown and version <= SAVE_VERSION:   # (a newer program's fields: the line below says to update)
        raise SaveError(f"{where}: the field {quoted(unknown[0], 40)} is not one a saved game holds")
    program = d.get("program_version", "?")
    if not plain(program, 40):
        raise SaveError(f"{where}: the program version {quoted(program)} is not a version")
    if version > SAVE_VERSION:
        raise SaveError(f"{where}: saved by a newer version of the program "
                        f"({program}, save format {version}); this is {VERSION} "
                        f"(format {SAVE_VERSION}): update the program to open it")
    if version >= 5:
        rules = d.get(RULES_FIELD)
        if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= 1000:
            raise SaveError(f"{where}: the rules {quoted(rules)} are not an edition's number from 1 to 1000")
    written = version
    while version < SAVE_VERSION:
        d = UPGRADES[version](d)
        version = d["save_version"]
    d[WRITTEN] = written
    for key, kind in (("game", str), ("setup", dict), ("actions", list), ("state_hash", str)):
        if not isinstance(d.get(key), kind):
            raise SaveError(f"{where}: '{key}' is missing or is not a {kind.__name__}")
    if not re.fullmatch(r"[0-9a-f]{16}", d["state_hash"]):
        raise SaveError(f"{where}: the state hash {quoted(d['state_hash'])} is not 16 hex digits")
    if len(d["actions"]) > MAX_ACTIONS:
        raise SaveError(f"{where}: {len(d['actions'])} actions, more than a game can have ({MAX_ACTIONS})")
    for key, limit in (("name", MAX_LABEL), ("saved_at", 40)):
        if key in d and not plain(d[key], limit):
            raise SaveError(f"{where}: the {key.replace('_', ' ')} {quoted(d[key])} is not "
                            f"one line of at most {limit} characters")
    played = d.get("played_seconds", 0)           # older saves have none
    if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played <= MAX_PLAYED:
        raise SaveError(f"{where}: the play time {quoted(played)} is not a whole number of seconds "
                        f"from 0 to {MAX_PLAYED}")
    d["played_seconds"] = played
    d["summary"] = _summary(d.get("summary"))
    return d


def _summary(s: Any) -> dict[str, Any]:
    """The summary a save carries for the list of saves (never trusted for
    anything else): kept only where it has the right shape."""
    if not isinstance(s, dict):
        return {}
    out: dict[str, Any] = {}
    players = s.get("players")
    if isinstance(players, list) and len(players) <= 8 and all(plain(p, 32) for p in players):
        out["players"] = players
    rnd = s.get("round")
    if isinstance(rnd, int) and not isinstance(rnd, bool) and 0 <= rnd <= 10_000:
        out["round"] = rnd
    if isinstance(s.get("over"), bool):
        out["over"] = s["over"]
    return out


def load_game(path: str) -> GameState:
    """Replay a save through the rules and check the result's hash."""
    return load_save(path)[0]


def load_save(path: str) -> tuple[GameState, int]:
    """The saved game, replayed and checked (``load_game``), and the seconds the
    table had played it for."""
    d = read_save(path)
    return _load(path, d), d["played_seconds"]


def _load(path: str, d: dict[str, Any]) -> GameState:
    """The game a save read by ``read_save`` holds, replayed under the edition of
    the rules it names (an older save: under each edition its format was written
    under, newest first, until one reaches the recorded position)."""
    from game.core.registry import get
    where = printable(path, 200)
    try:
        info = get(d["game"])
    except KeyError:
        raise SaveError(f"{where}: the game {quoted(d['game'])} is not one this program hosts") from None
    try:
        setup = Setup.from_dict(d["setup"])
    except (KeyError, TypeError, ValueError) as e:
        raise SaveError(f"{where}: the setup is not valid ({printable(_short(e), 160)})") from None
    written = d[WRITTEN]
    options = dict(setup.options)
    if written >= 5:
        legacy = sorted(k for k in options if k in info.legacy_keys())
        if legacy:                  # older rules are named by ``rules``, never by an option
            raise SaveError(f"{where}: the setup is not valid ({quoted(legacy[0], 40)} is not an option of "
                            f"{info.name})")
        if not 1 <= d[RULES_FIELD] <= info.rules_now():
            raise SaveError(f"{where}: the rules {d[RULES_FIELD]} are not an edition of {info.name} this program "
                            f"knows (it knows 1 to {info.rules_now()}): update the program to open it")
        tries = [d[RULES_FIELD]]
    else:
        tries = info.editions_for(written, options)
    first: SaveError | None = None
    for n in tries:
        under = dataclasses.replace(setup, options={**options, **info.edition_options(n)})
        try:
            wrong = info.check_setup(under)
        except ContentError as e:   # the game's own files are broken: not the save's fault
            raise SaveBlocked(f"{where}: {printable(_short(e), 200)}") from None
        if wrong is not None:
            problem = SaveError(f"{where}: the setup is not valid ({printable(wrong, 160)})")
        else:
            try:
                state = _replay(info, under, d["actions"], where)
            except SaveBlocked:
                raise
            except SaveError as e:
                problem = e
            else:
                if hash_as_written(state, options) == d["state_hash"]:
                    return state
                problem = SaveError(f"{where}: the replayed game does not match the saved one (hash "
                                    f"{hash_as_written(state, options)} instead of {d['state_hash']})")
        first = first or problem
    if first is None:
        raise SaveError(f"{where}: no edition of {info.name}'s rules was played with save format {written}")
    if written < 5 and len(tries) > 1:
        raise SaveError(f"{where}: written by an older version of the program (save format {written}), and none of "
                        f"the {len(tries)} editions of {info.name}'s rules this program knows replays it "
                        f"(under today's: {str(first).split(': ', 1)[-1]})")
    raise first


def _replay(info: Any, setup: Setup, actions: list[Any], where: str) -> GameState:
    """The game ``setup`` starts, with ``actions`` applied one by one; a SaveError
    naming the first that cannot be read or is not allowed."""
    from game.maps import new_game
    try:
        state = new_game(info, setup)       # on the map it was played on
    except ContentError as e:           # the mountain it was played on: gone, changed or broken
        raise SaveBlocked(f"{where}: {printable(_short(e), 200)}") from None
    except (KeyError, TypeError, ValueError) as e:
        raise SaveError(f"{where}: the setup is not valid ({printable(_short(e), 160)})") from None
    for i, ad in enumerate(actions):
        if not isinstance(ad, dict):
            raise SaveError(f"{where}: action {i + 1} is {quoted(ad)}, not an action")
        try:
            action = info.decode_action(ad)
        except (KeyError, TypeError, ValueError, OverflowError) as e:
            raise SaveError(f"{where}: action {i + 1} cannot be read ({printable(_short(e), 160)})") from None
        try:
            state.apply(action)
        except IllegalAction as e:
            raise SaveError(f"{where}: action {i + 1} ({action.kind} by seat {action.seat}) is not allowed: "
                            f"{printable(_short(e), 160)}") from None
        except (KeyError, TypeError, ValueError, IndexError, OverflowError) as e:
            raise SaveError(f"{where}: action {i + 1} ({quoted(ad.get('type', '?'))}) does not fit the game "
                            f"({printable(_short(e), 160)})") from None
    return state


def hash_as_written(state: GameState, options: Mapping[str, Any]) -> str:
    """The state's hash with its setup's options as the save writes them (an older
    edition's flags left out: the save names its edition instead; an older save's
    options as it gave them)."""
    d = state.to_dict()
    setup = d.get("setup")
    if isinstance(setup, dict) and isinstance(setup.get("options"), dict):
        setup["options"] = dict(options)
    return dict_hash(d)


def _short(e: Exception) -> str:
    msg = str(e.args[0]) if e.args else e.__class__.__name__
    return msg.splitlines()[0][:160]


# ---------------------------------------------------------------- places
def saves_dir() -> str:
    """The user's saves folder, made if need be (an OSError if it cannot be)."""
    from game import paths
    path = os.path.join(paths.user_data_dir(), "saves")
    os.makedirs(path, exist_ok=True)
    return path


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
            if _saved_already(saves_folder, read_save(path)) is None:
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
    title = _game_name(d["game"]) if _game_known(d["game"]) else "Game"
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
    same = _saved_already(saves_dir(), d)
    if same is not None:
        return same                   # this very position is among the saves already: one entry per game
    return _keep_as_unfinished(autosave, d, saves_dir())


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


def _saved_already(folder: str, d: dict[str, Any]) -> str | None:
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


# Files set aside (``set_aside``: ``autosave.json.bad``, ``NAME.json.bad2`` ...) stay
# reachable: the Load screen lists them with their problem, tries them again, and a
# file that opens now goes back among the saves.
_SET_ASIDE = re.compile(r"(.+\.json)\.bad(\d*)", re.DOTALL)     # (any name: one may hold a newline)
_AUTOSAVE_ASIDE = re.compile(r"autosave(-[2-9])?\.json\.bad\d*")


def list_set_aside(data_folder: str, saves_folder: str | None) -> list[dict[str, Any]]:
    """The saved games set aside as bad, in the data folder (autosaves) and the
    saves folder, newest first: path, file, name, and the problem the file has
    now ("" when it reads well now; it may still fail to replay, which opening
    it says). Never a settings file or anything else set aside."""
    out: list[dict[str, Any]] = []
    for folder, pattern in ((data_folder, _AUTOSAVE_ASIDE), (saves_folder, _SET_ASIDE)):
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
                             name=d.get("name") or _game_name(d["game"]))
            except SaveError as e:
                entry["problem"] = str(e)
            out.append(entry)
    out.sort(key=lambda e: -e["mtime"])
    return out


def _game_name(game_id: str) -> str:
    """A game's name for a list of files ("Ski Gammon"), or its id if this program hosts no such game."""
    from game.core.registry import get
    try:
        return get(game_id).name
    except KeyError:
        return printable(game_id, 40)


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
