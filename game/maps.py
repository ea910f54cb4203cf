"""The mountains a game can be played on: the maps shipped with the program and
the player's own, and the content that goes with each.

A game that lets the players choose its map gives ``GameInfo.map_content``
(its content with the mountain at a path) and lists its shipped maps in
``GameInfo.map_files``. A setup names the map it is played on (``Setup.map``):

- a shipped map by its file name in the program's ``maps`` folder
  (``mountain.tmx``);
- one of the player's own by ``user:`` and its file name in the player's maps
  folder for that game (``user_maps_dir``: the user data folder, ``maps``,
  the game's id).

Nothing else: a name read from a save never becomes a path outside those two
folders. With the map goes the SHA-256 of its file (``Setup.map_hash``), so a
save played on a mountain that has since changed or gone says so instead of
replaying on another. No pygame here: the headless commands use it too.
"""
from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass, replace
from typing import Any

from game import paths
from game.core.protocol import MAP_REF, ContentError, GameState, Setup
from game.core.quote import printable, quoted

USER = "user:"
MAX_MAP_BYTES = 4_000_000          # a map file larger than this is not read
MAX_USER_MAPS = 60                 # the player's own maps listed, at most


@dataclass(frozen=True)
class MapEntry:
    """One mountain a game can be played on, as the setup screen lists it."""

    ref: str                      # as a setup names it ("mountain.tmx", "user:mine.tmx")
    path: str
    title: str                    # the map's ``name`` (or ``mountain``) property, else its file name
    problem: str | None           # why it cannot be played (one line), None if it can
    summary: str = ""             # what the game's check says of a good map

    @property
    def playable(self) -> bool:
        return self.problem is None


def user_maps_dir(game_id: str, create: bool = False) -> str:
    """The player's own maps of ``game_id`` (created when ``create``)."""
    path = os.path.join(paths.user_data_dir(), "maps", game_id)
    if create:
        os.makedirs(path, exist_ok=True)
    return path


def map_path(game_id: str, ref: str) -> str:
    """The file a setup's map name stands for; a ValueError in one line for a
    name that is not a map of one of the two folders."""
    if not MAP_REF.fullmatch(ref) or ".." in ref:
        raise ValueError(f"{quoted(ref)} is not the name of a map file (.tmx) in a maps folder")
    if ref.startswith(USER):
        folder, name = user_maps_dir(game_id), ref[len(USER):]
    else:
        folder, name = paths.maps_dir(), ref
    path = os.path.join(folder, name)
    if os.path.dirname(os.path.realpath(path)) != os.path.realpath(folder):
        raise ValueError(f"{quoted(ref)} leads out of its maps folder")
    return path


def ref_for(game_id: str, path: str) -> str | None:
    """The setup's name for the map file at ``path`` if it lies in one of the two
    folders (None otherwise)."""
    real = os.path.realpath(path)
    name = os.path.basename(real)
    for folder, prefix in ((paths.maps_dir(), ""), (user_maps_dir(game_id), USER)):
        if os.path.dirname(real) == os.path.realpath(folder) and MAP_REF.fullmatch(prefix + name):
            return prefix + name
    return None


def file_hash(path: str) -> str:
    """The SHA-256 of a map file (a ValueError for one too large to be a map)."""
    size = os.path.getsize(path)
    if size > MAX_MAP_BYTES:
        raise ValueError(f"{os.path.basename(path)} is {size} bytes: a map has at most {MAX_MAP_BYTES}")
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read(MAX_MAP_BYTES + 1))
    return h.hexdigest()


def offers_maps(info: Any) -> bool:
    return info.map_content is not None


def with_map(info: Any, setup: Setup, ref: str) -> Setup:
    """``setup`` played on the map ``ref`` ("" or the game's own map: none named)."""
    if not ref or ref == info.map_file:
        return replace(setup, map="", map_hash="")
    return replace(setup, map=ref, map_hash=file_hash(map_path(info.id, ref)))


_cache: dict[tuple[str, str], Any] = {}
_lock = threading.Lock()


def content_for(info: Any, setup: Setup) -> Any:
    """The game's content for ``setup``: its own (``load_content``), or with the
    mountain the setup names, which must be the very file it was when the game
    began. A ContentError in one line when it is missing or has changed."""
    if not setup.map:
        return info.load_content()
    if not offers_maps(info):
        raise ContentError(f"{info.name} is played on its own map only, not on {quoted(setup.map)}")
    try:
        path = map_path(info.id, setup.map)
    except ValueError as e:
        raise ContentError(str(e)) from None
    where = printable(setup.map, 80)
    if not os.path.isfile(path):
        raise ContentError(f"the mountain {where} this game was played on is not in its maps folder any more")
    try:
        digest = file_hash(path)
    except (OSError, ValueError) as e:
        raise ContentError(f"the mountain {where} cannot be read ({printable(str(e), 120)})") from None
    if setup.map_hash and digest != setup.map_hash:
        raise ContentError(f"the mountain {where} has changed since this game began (its file is not the same)")
    with _lock:
        hit = _cache.get((path, digest))
        if hit is None:
            hit = info.map_content(path)
            if len(_cache) > 8:
                _cache.clear()
            _cache[(path, digest)] = hit
    return hit


def new_game(info: Any, setup: Setup) -> GameState:
    """The game ``setup`` begins, on the map it names (``content_for``) or the
    game's own: a setup that is wrong is a ValueError before any map is read, a
    map that is gone or has changed a ContentError (``GameInfo.new_game``)."""
    problem = info.check_setup(setup)
    if problem is not None:
        raise ValueError(problem)
    return info.new_game(setup, content_for(info, setup))


def content_at(info: Any, path: str | None) -> Any:
    """The game's content on the map file at ``path`` (a command line's ``--map``),
    or its own when None; a ContentError in one line when that cannot be."""
    if path is None:
        return info.load_content()
    if not offers_maps(info):
        raise ContentError(f"{info.name} is played on its own map only")
    if not os.path.isfile(path):
        raise ContentError(f"{os.path.basename(path)}: no such map file")
    try:
        file_hash(path)                   # refuses a file too large to be a map
    except (OSError, ValueError) as e:
        raise ContentError(printable(str(e), 160)) from None
    return info.map_content(path)


def _names_other_files(path: str) -> bool:
    import xml.etree.ElementTree as ET
    try:
        return any(el.tag in ("tileset", "image", "template") and el.get("source")
                   for _, el in ET.iterparse(path, events=("start",)))
    except (OSError, SyntaxError):
        return False


def adopt_map(game_id: str, path: str) -> tuple[str, str]:
    """The setup's name for the map file at ``path`` (a command line's ``play
    --map``), and a line to tell the player ("" if none). A map outside the two
    folders that can be played is copied into the player's maps folder first,
    as a new file: one of the same name there is used if it is the same file,
    never overwritten. A ValueError in one line when it cannot be played."""
    from game.core.registry import get
    info = get(game_id)
    if not offers_maps(info):
        raise ValueError(f"{info.name} is played on its own map only")
    if not os.path.isfile(path):
        raise ValueError(f"{printable(path, 120)}: no such map file")
    ref = ref_for(game_id, path)
    name = os.path.basename(path)
    if ref is None:
        if not MAP_REF.fullmatch(USER + name):
            raise ValueError(f"{printable(name, 80)}: a map's file name has only letters, digits, space, _ - . "
                             "and ends in .tmx")
        if _names_other_files(path):
            raise ValueError(f"{printable(name, 80)} names other files (tilesets or images): put it and them "
                             f"in {user_maps_dir(game_id)} yourself")
        entry = _entry(info, "", path) if info.check_map is not None else None
        if entry is not None and entry.problem:
            raise ValueError(f"{printable(name, 80)} cannot be played: {entry.problem}")
        folder = user_maps_dir(game_id, create=True)
        target = os.path.join(folder, name)
        if os.path.exists(target):
            if file_hash(target) != file_hash(path):
                raise ValueError(f"another map called {printable(name, 80)} is in your maps folder already "
                                 f"({folder}): rename one of them")
            return USER + name, ""
        import shutil
        shutil.copyfile(path, target + ".part")
        os.replace(target + ".part", target)
        return USER + name, f"play: {name} is now one of your own maps ({folder})"
    entry = _entry(info, ref, map_path(game_id, ref))
    if entry.problem:
        raise ValueError(f"{printable(name, 80)} cannot be played: {entry.problem}")
    return ref, ""


def map_title(path: str) -> str:
    """A map's ``name`` property (its title for players; ``mountain`` in older
    maps), else its file name."""
    from game.content.tiled import TITLE_PROPERTIES, map_property
    name = None
    try:
        for prop in TITLE_PROPERTIES:
            name = map_property(path, prop)
            if isinstance(name, str) and name.strip():
                break
    except (OSError, ValueError, SyntaxError):       # SyntaxError: the XML parser's ParseError
        name = None
    return printable(name, 40) if isinstance(name, str) and name.strip() else \
        os.path.splitext(os.path.basename(path))[0].replace("_", " ")


def _entry(info: Any, ref: str, path: str) -> MapEntry:
    title = map_title(path)
    try:
        if os.path.getsize(path) > MAX_MAP_BYTES:
            return MapEntry(ref, path, title, f"the file is larger than {MAX_MAP_BYTES} bytes")
        summary, problems = info.check_map(path) if info.check_map is not None else ("", [])
    except OSError as e:
        return MapEntry(ref, path, title, printable(str(e), 160))
    if summary is None:
        first = problems[0] if problems else "it is not a map of this game"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        return MapEntry(ref, path, title, printable(first, 160) + more)
    try:
        if ref:
            content_for(info, with_map(info, Setup(info.id, ()), ref))
        else:
            content_at(info, path)
    except (ContentError, ValueError, OSError) as e:
        return MapEntry(ref, path, title, printable(str(e).splitlines()[0] if str(e) else "", 160))
    return MapEntry(ref, path, title, None, summary)


def list_maps(info: Any) -> list[MapEntry]:
    """The mountains ``info``'s game can be played on: its shipped maps, then the
    player's own (``*.tmx`` in ``user_maps_dir``, at most ``MAX_USER_MAPS``, by
    name), each checked; an unplayable one carries its reason."""
    out = [_entry(info, name, os.path.join(paths.maps_dir(), name)) for name in info.map_files]
    folder = user_maps_dir(info.id)
    try:
        names = sorted(n for n in os.listdir(folder) if n.lower().endswith(".tmx"))[:MAX_USER_MAPS]
    except OSError:
        names = []
    for name in names:
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        if not MAP_REF.fullmatch(USER + name):
            out.append(MapEntry(USER + printable(name, 60), path, printable(name, 40),
                                "its file name has characters a map's name may not have (letters, digits, "
                                "space, _ - . only)"))
            continue
        out.append(_entry(info, USER + name, path))
    return out
