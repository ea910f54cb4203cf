"""Saved games: JSON files holding the setup and the list of actions.

A save never holds the game state itself: loading replays the actions through
the rules, so a save can never describe an impossible position, and a hash of
the replayed state is checked against the one written. Saves are written
atomically (a temporary file in the same folder, flushed and fsynced, then
os.replace), so a crash at any moment leaves the old file or the new one,
never half of one. Nothing is ever pickled.

Every problem with a file is a SaveError whose message is one line naming the
file and the problem. A bad file is never changed or deleted by loading it.

This module is the format itself: what a save holds and its versions, writing
one, and reading one back (a file it cannot trust: checked against its limits,
upgraded from an older format, replayed through the rules). Beside it, each
owning a part of its own: ``atomic`` (a file written whole, the old one or the
new one), ``folder`` (the saves folder: file names from the names players type,
a name never taken twice, the list Load shows), ``autosave`` (each window's own
autosave, held by a lock, and the unfinished games autosaves hold kept among the
saves) and ``aside`` (the files set aside as bad: listed, and put back).

Never imports pygame.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import time
from collections.abc import Callable, Mapping
from typing import Any

from game import VERSION
from game.core.files import parse_json
from game.core.protocol import ContentError, FieldState, GameState, IllegalAction, Setup, dict_hash
from game.core.quote import plain, printable, quoted
from game.saves.atomic import write_atomic

FORMAT = "ski-the-mountain-save"
SAVE_VERSION = 5
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
    return check_save(_parse(text, where), where)


def check_save(d: Any, where: str) -> dict[str, Any]:
    """A save's data read from anywhere (a file, the match server's database),
    upgraded to this version and checked for shape and for the limits of every
    field (not replayed); ``where`` names it in the one-line SaveError."""
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


def game_from_save(d: Any, where: str) -> GameState:
    """The game a save's data holds (``check_save``), replayed under its edition
    of the rules and checked against its hash, as Load does with a file."""
    return _load(where, check_save(d, where))


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
    # (hashed at once and thrown away: the fields need no copies)
    d = state.fields_dict(copy=False) if isinstance(state, FieldState) else state.to_dict()
    setup = d.get("setup")
    if isinstance(setup, dict) and isinstance(setup.get("options"), dict):
        setup["options"] = dict(options)
    return dict_hash(d)


def _short(e: Exception) -> str:
    msg = str(e.args[0]) if e.args else e.__class__.__name__
    return msg.splitlines()[0][:160]
