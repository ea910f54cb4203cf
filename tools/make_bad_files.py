#!/usr/bin/env python3
"""Write the corpus of bad files the tests check (tests/bad_files/): broken
saves, broken YAML content and broken maps of every game in the registry, and
broken settings files, each made from a good one by one change, and
expected.json: for each file, its kind, its game and the words its one-line
error must contain. Run it again after a change to the rules, the content or
the map format; tests/core/test_bad_files.py reads the files as they are
committed.

    python tools/make_bad_files.py

How each game's files are broken is in tools/bad_recipes/<folder>.py (one
module per game, found by the game's folder under game/games/); a game without
one stops the tool. Every game also gets the bad saves of ``GENERIC_SAVES``;
a game without content files or a map (the tests' own Flag Race, registered
here as the tests register it: tests/tiny_game/) gets bad saves only.
The files go to saves/<game id>/, yaml/<game id>/<case>/ and maps/<game id>/.
"""
from __future__ import annotations

import dataclasses
import importlib
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
for _p in (ROOT, TOOLS):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from game.core.registry import GameInfo  # noqa: E402

OUT = os.path.join(ROOT, "tests", "bad_files")
#: the tests' own games, registered by the tests only (tests/conftest.py): their saves are broken too
TEST_GAMES = ("tiny_game",)

#: a break of a good save: the name of one of ``break_save``'s, or a function of the
#: good save and the game giving the file's text, or its text and the words of its error
Break = str | Callable[[dict, GameInfo], "str | tuple[str, str]"]

# saves every game gets: name -> (how to break a good save, words of the error; "": the break says)
GENERIC_SAVES: dict[str, tuple[Break, str]] = {
    "truncated.json": ("truncate", "broken JSON"),
    "seat_without_colour.json": ("setup", "the setup is not valid"),
    "illegal_action.json": ("illegal", "is not allowed"),
    "unknown_action.json": ("unknown_action", "cannot be read"),
    "wrong_hash.json": ("hash", "does not match the saved one"),
    "seat_true.json": ("seat_true", ""),
    "whole_number_a_float.json": ("float", ""),
    # fields no release writes, and older rules chosen otherwise than by the field that names them
    "written_as_list.json": ("written_as_list", "the field 'written_as' is not one a saved game holds"),
    "written_as_mapping.json": ("written_as_mapping", "the field 'written_as' is not one a saved game holds"),
    "written_as_number.json": ("written_as_number", "the field 'written_as' is not one a saved game holds"),
    "rules_unknown.json": ("rules_unknown", "the rules 999 are not an edition"),
    "rules_missing.json": ("rules_missing", "the rules None are not an edition's number"),
    "older_rules_option.json": ("older_rules_option", ""),
}

# maps every game with a map gets: name -> (how to break it, a regular expression its line matches)
GENERIC_MAPS: dict[str, tuple[tuple, str]] = {
    # no map can hold an object of negative size (Tiled never writes one)
    "width_below_zero.tmx": (("size", "width", "-40"), r": its width '-40' is below 0"),
    "height_below_zero.tmx": (("size", "height", "-0.5"), r": its height '-0.5' is below 0"),
}

# settings: file -> (its text, words of the one-line problem)
SETTINGS = {
    "window_huge_number.json": ('{"window": "99999999999999999999x720"}', "window '99999999999999999999x720' is not a size"),
    "window_too_large.json": ('{"window": "100000x100000"}', "is outside 1280x720 to 7680x4320"),
    "window_not_a_size.json": ('{"window": "big"}', "window 'big' is not a size"),
    "nested_arrays.json": ('{"window": ' + "[" * 100_000 + "]" * 100_000 + "}", "too large, or not a file"),
    "nested_1000.json": ('{"window": ' + "[" * 1000 + "]" * 1000 + "}", "nested more than 4 deep"),
    "not_json.json": ("window = 1280x720", "Expecting value"),
    "a_list.json": ("[1, 2]", "not a mapping of settings"),
    "sound_a_string.json": ('{"sound": "loud"}', "sound is 'loud', not a bool"),
    "animation_unknown.json": ('{"animation": "warp"}', "animation 'warp' is not one of slow, normal, fast, instant"),
    "unknown_setting.json": ('{"snow": "deep"}', "unknown setting 'snow'"),
    "escape_in_value.json": ('{"animation": "\\u001b[31m\\nred"}', "animation '\\x1b[31m\\nred' is not one of"),
}


def game_folder(info: GameInfo) -> str:
    """The game's folder under game/games/ (where its rules live), or under tests/ for the tests' own games."""
    parts = info.new_state.__module__.split(".")
    return parts[2] if parts[:2] == ["game", "games"] else parts[0]


def recipes(info: GameInfo) -> ModuleType:
    """The module that says how to break the game's files."""
    folder = game_folder(info)
    try:
        return importlib.import_module(f"bad_recipes.{folder}")
    except ModuleNotFoundError:
        raise SystemExit(f"{info.name} ({info.id}) has no bad files: write tools/bad_recipes/{folder}.py "
                         "(see tools/bad_recipes/__init__.py)") from None


# ---------------------------------------------------------------- saves
def good_save(info: GameInfo) -> dict:
    """A game of three random bots (or as many as the game takes), 40 actions in
    (or to its end), as saved."""
    from game.ai import Observation, make_bot
    from game.saves import save_data
    from game.sim import bot_setup
    n = max(info.min_players, min(3, info.max_players))
    state = info.new_game(bot_setup(info, n, 5, ["random"] * n))
    bots = [make_bot("random", 100 + i) for i in range(n)]
    for _ in range(40):
        seat = state.current_player()
        if seat is None or state.is_over():
            break
        state.apply(bots[seat].choose(Observation(state, seat), state.legal_actions(seat)))
    d = save_data(state, "a good game")
    d["saved_at"] = "2026-11-21 09:00:00"
    return d


def load_problem(d: dict | str) -> str | None:
    """The one line a save of ``d`` (a dict, or the file's text) is refused with; None: it loads."""
    from game.core.protocol import ContentError
    from game.saves import load_game
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write(d if isinstance(d, str) else json.dumps(d))
        try:
            load_game(path)
        except ContentError as e:
            return str(e)[len(path) + 2:]
    return None


def rehash(d: dict, odd: Mapping[int, Mapping[str, Any]] | None = None) -> dict:
    """The save with the hash its (bad) setup or actions really give: only they
    are wrong. ``odd``: {action index: {field: value}} set after the action is
    read, as an older program read it (a bool taken for a whole number)."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    info = get(d["game"])
    s = d["setup"]
    setup = Setup(s["game"], tuple(SeatSetup(**x) for x in s["seats"]), s["first_player"], s["seed"], s["options"])
    state = info.new_state(setup, info.load_content())
    changes = odd or {}
    for i, a in enumerate(d["actions"]):
        action = info.decode_action(a)
        if i in changes:
            action = dataclasses.replace(action, **changes[i])
        state.apply(action)
    d["state_hash"] = state.state_hash()
    return d


def _first(good: dict, test: Callable[[int, dict], dict | None]) -> tuple[int, dict]:
    """The first action (from the 8th on) ``test`` makes a changed save of."""
    for i, a in enumerate(good["actions"]):
        if i < 7 or not isinstance(a, dict):
            continue
        d = test(i, a)
        if d is not None:
            return i, d
    raise SystemExit(f"{good['game']}: no action of the good save can be broken that way")


def _illegal(good: dict, info: GameInfo) -> str:
    """An action moved to the next seat, where the rules refuse it."""
    n = len(good["setup"]["seats"])

    def test(i: int, a: dict) -> dict | None:
        d = json.loads(json.dumps(good))
        d["actions"][i] = dict(a, seat=(a["seat"] + 1) % n)
        problem = load_problem(d)
        return d if problem and f"action {i + 1} (" in problem and "is not allowed" in problem else None
    return json.dumps(_first(good, test)[1], indent=1)


def _seat_true(good: dict, info: GameInfo) -> tuple[str, str]:
    """``"seat": true`` for seat 1 (an older program read it as seat 1), the hash
    that game really gives: only the bool is wrong."""
    def test(i: int, a: dict) -> dict | None:
        if a.get("seat") != 1:
            return None
        from game.core.protocol import IllegalAction
        d = json.loads(json.dumps(good))
        try:
            rehash(d, {i: {"seat": True}})
        except IllegalAction:            # a game whose rules refused it already: the good game's hash
            pass
        d["actions"][i] = dict(a, seat=True)
        return d
    i, d = _first(good, test)
    kind = d["actions"][i]["type"]
    return json.dumps(d, indent=1), f"action {i + 1} cannot be read ({kind}.seat: expected a whole number, got True)"


def _whole(v: Any) -> bool:
    """A whole number, or a list of them, in a save's action."""
    def one(x: Any) -> bool:
        return isinstance(x, int) and not isinstance(x, bool)
    return one(v) or isinstance(v, list) and bool(v) and all(one(x) for x in v)


def _float(good: dict, info: GameInfo) -> tuple[str, str]:
    """A whole number of an action written as a float (24.0): one of its own
    numbers, or its seat in a game whose actions have none."""
    own = any(_whole(v) for a in good["actions"] if isinstance(a, dict) for k, v in a.items()
              if k not in ("type", "seat"))
    fields = (lambda k: k not in ("type", "seat")) if own else (lambda k: k == "seat")

    def test(i: int, a: dict) -> dict | None:
        k = next((k for k, v in a.items() if fields(k) and _whole(v)), None)
        if k is None:
            return None
        d = json.loads(json.dumps(good))
        v = a[k]
        d["actions"][i] = dict(a, **{k: float(v) if isinstance(v, int) else [float(x) for x in v]})
        return d
    i, d = _first(good, test)
    a = d["actions"][i]
    k = next(k for k, v in a.items() if isinstance(v, float) or isinstance(v, list) and v and isinstance(v[0], float))
    where, value = (f"{a['type']}.{k}", a[k]) if isinstance(a[k], float) else (f"{a['type']}.{k}[0]", a[k][0])
    return json.dumps(d, indent=1), f"action {i + 1} cannot be read ({where}: expected a whole number, got {value})"


def break_save(good: dict, how: Break, info: GameInfo) -> str | tuple[str, str]:
    """The text of a save made from ``good`` by the break ``how`` (or its text and words)."""
    if callable(how):
        return how(good, info)
    special: dict[str, Callable[[dict, GameInfo], str | tuple[str, str]]] = {
        "illegal": _illegal, "seat_true": _seat_true, "float": _float}
    if how in special:
        return special[how](good, info)
    d = json.loads(json.dumps(good))
    if how == "empty":
        return ""
    if how == "truncate":
        return json.dumps(d)[:300]
    if how == "text":
        return "A saved game? No, a shopping list: bread, milk, wax."
    if how == "list":
        return "[1, 2, 3]"
    if how == "format":
        d["format"] = "some-other-program"
    elif how == "newer":
        d["save_version"] = 99
        d["program_version"] = "9.0"
    elif how == "version":
        d["save_version"] = "one"
    elif how == "no_actions":
        del d["actions"]
    elif how == "actions_dict":
        d["actions"] = {"first": d["actions"][0]}
    elif how == "game":
        d["game"] = "chess"
    elif how == "setup":
        d["setup"]["seats"][1] = {"name": "Ben"}
    elif how == "players":
        d["setup"]["seats"] = d["setup"]["seats"] * 3
    elif how == "unknown_action":
        d["actions"][4] = {"type": "teleport", "seat": 0}
    elif how == "hash":
        d["state_hash"] = "0123456789abcdef"
    elif how == "numbers":
        for i, s in enumerate(d["setup"]["seats"]):
            s["name"] = i + 1
    elif how == "nested":
        return json.dumps(d)[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}"
    elif how == "huge_int":
        return json.dumps(d).replace('"seed": %d' % d["seed"], '"seed": 1' + "0" * 4999, 1)
    elif how == "infinity":
        return json.dumps(d).replace('"seed": %d' % d["seed"], '"seed": Infinity', 1)
    elif how in ("version_nul", "version_long", "version_esc"):
        d["save_version"] = 99
        d["program_version"] = {"version_nul": "9.0\x00", "version_long": "9" * 100_000,
                                "version_esc": "9.0\x1b[31m\nred"}[how]
    elif how in ("name_nul", "name_long"):
        d["setup"]["seats"][1]["name"] = "Ben\x00" if how == "name_nul" else "B" * 100_000
        return json.dumps(rehash(d), indent=1)
    elif how == "hash_long":
        d["state_hash"] = "0123456789abcdef" * 6400
    elif how in ("kind", "kind_case"):
        d["setup"]["seats"][2 if how == "kind" else 0]["kind"] = "superbot" if how == "kind" else "Human"
    elif how == "colour":
        d["setup"]["seats"][1]["colour"] = "chartreuse"
    elif how == "colour_path":
        d["setup"]["seats"][0]["colour"] = "../../../../tmp/evil"
    elif how == "colour_twice":
        d["setup"]["seats"][1]["colour"] = d["setup"]["seats"][0]["colour"]
    elif how in ("first_neg", "first_99"):
        d["setup"]["first_player"] = -1 if how == "first_neg" else 99
    elif how == "option":
        d["setup"]["options"] = {"fast_snow": True}
    elif how == "setup_str":
        d["setup"] = "three skiers"
    elif how == "action_num":
        d["actions"][2] = 7
    elif how in ("written_as_list", "written_as_mapping", "written_as_number"):
        d["written_as"] = {"written_as_list": [1], "written_as_mapping": {"version": 1},
                           "written_as_number": 1}[how]
    elif how == "rules_unknown":
        d["rules"] = 999
    elif how == "rules_missing":
        del d["rules"]
    elif how == "older_rules_option":
        from game.core.registry import get
        flags = sorted(get(d["game"]).legacy_keys())
        if not flags:
            d["written_as"] = 1                        # (a game of one edition: a field no release writes)
            return json.dumps(d, indent=1), "the field 'written_as' is not one a saved game holds"
        d["setup"]["options"] = {**d["setup"]["options"], flags[0]: True}
        return json.dumps(d, indent=1), f"'{flags[0]}' is not an option of"
    else:
        raise SystemExit(f"unknown break of a save: {how!r}")
    return json.dumps(d, indent=1)


# ---------------------------------------------------------------- maps
def break_map(text: str, how: tuple) -> str:
    """A map's text broken by ``how``: ("text", the whole text), ("replace", old,
    new: the first one), ("prop", object name, property, value: its value),
    ("class", object name, class: the object's class), ("drop", object name:
    the object gone), ("attr", object name, attribute, value: e.g. its x), ("size", attribute,
    value: that attribute of the first object that has one)."""
    if how[0] == "text":
        return how[1]
    if how[0] == "replace":
        assert how[1] in text, how
        return text.replace(how[1], how[2], 1)
    if how[0] == "size":                        # the first object that has the attribute: its value
        out, n = re.subn(r'(<object [^>]*\s%s=")[^"]*(")' % how[1], r"\g<1>%s\g<2>" % how[2], text, count=1)
        assert n == 1, how
        return out
    m = re.search(r'<object id="(\d+)" name="%s"' % re.escape(how[1]), text)
    assert m is not None, how
    start = m.start()
    end = text.index("</object>", start) + len("</object>")      # (no map here writes <object/>)
    block = text[start:end]
    if how[0] == "drop":
        return text[:start].rstrip(" ") + text[end:].lstrip("\n")
    if how[0] == "class":
        block = re.sub(r'(?:type|class)="[^"]*"', f'type="{how[2]}"', block, count=1)
    elif how[0] == "attr":
        block = re.sub(r'(\s%s=")[^"]*(")' % how[2], r"\g<1>%s\g<2>" % how[3], block, count=1)
    else:
        _, _, prop, value = how
        assert f'name="{prop}"' in block, how
        block = re.sub(r'(<property name="%s"[^>]*value=")[^"]*(")' % prop, r"\g<1>%s\g<2>" % value, block)
    return text[:start] + block + text[end:]


# ---------------------------------------------------------------- the corpus
def write_saves(info: GameInfo, recipe: ModuleType, expected: dict[str, dict[str, str]]) -> None:
    folder = os.path.join(OUT, "saves", info.id)
    os.makedirs(folder)
    good = good_save(info)
    for name, (how, words) in {**GENERIC_SAVES, **recipe.SAVES}.items():
        made = break_save(good, how, info)
        text, words = made if isinstance(made, tuple) else (made, words)
        assert words, (info.id, name)
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text)
        expected[f"saves/{info.id}/{name}"] = {"kind": "save", "game": info.id, "expect": words}


def write_yaml(info: GameInfo, recipe: ModuleType, expected: dict[str, dict[str, str]]) -> None:
    from game import paths
    config = paths.config_dir(game_folder(info))

    def case(name: str, fname: str) -> str:
        d = os.path.join(OUT, "yaml", info.id, name)
        os.makedirs(d)
        for other in recipe.ALONGSIDE:
            if other != fname:
                shutil.copy(os.path.join(config, other), os.path.join(d, other))
        expected[f"yaml/{info.id}/{name}/{fname}"] = {"kind": "yaml", "game": info.id, "expect": ""}
        return d

    for name, (fname, old, new, words) in recipe.YAML.items():
        with open(os.path.join(config, fname), encoding="utf-8") as f:
            text = f.read()
        assert old in text, (info.id, name, old)
        d = case(name, fname)
        with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
            f.write(text.replace(old, new, 1))
        expected[f"yaml/{info.id}/{name}/{fname}"]["expect"] = words
    for name, (fname, how, words) in getattr(recipe, "YAML_FILES", {}).items():
        d = case(name, fname)
        if how == "bytes":                     # the file's first key followed by two bytes that are not UTF-8
            with open(os.path.join(config, fname), "rb") as fb:
                blob = fb.read()
            key = re.search(rb"^\w+:", blob, re.M)
            assert key is not None
            with open(os.path.join(d, fname), "wb") as fb:
                fb.write(blob.replace(key.group(0), key.group(0) + b" \xff\xfe", 1))
        else:                                  # a folder where the file should be (kept by a file inside)
            os.makedirs(os.path.join(d, fname))
            with open(os.path.join(d, fname, "README"), "w", encoding="utf-8") as f:
                f.write("A folder named like a content file: the game must say so in one line.\n")
        expected[f"yaml/{info.id}/{name}/{fname}"]["expect"] = words


def write_maps(info: GameInfo, recipe: ModuleType, expected: dict[str, dict[str, str]]) -> None:
    from game import paths
    if not recipe.MAPS:                        # a game without a map of its own
        return
    folder = os.path.join(OUT, "maps", info.id)
    os.makedirs(folder)
    base = getattr(recipe, "BASE_MAP", None) or os.path.join(paths.maps_dir(), info.map_file)
    with open(base, encoding="utf-8") as f:
        good = f.read()
    for name, (how, pattern) in {**GENERIC_MAPS, **recipe.MAPS}.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(break_map(good, how))
        expected[f"maps/{info.id}/{name}"] = {"kind": "map", "game": info.id, "expect": pattern}


def main() -> int:
    import game.games  # noqa: F401  (every game registers)
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    for name in TEST_GAMES:                    # and the tests' own, as tests/conftest.py registers them
        importlib.import_module(name)
    from game.core.registry import all_games
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    expected: dict[str, dict[str, str]] = {}
    counts = []
    for info in all_games():
        recipe = recipes(info)
        before = len(expected)
        write_saves(info, recipe, expected)
        write_yaml(info, recipe, expected)
        write_maps(info, recipe, expected)
        counts.append(f"{info.id} {len(expected) - before}")
    os.makedirs(os.path.join(OUT, "settings"))
    for name, (text, words) in SETTINGS.items():
        with open(os.path.join(OUT, "settings", name), "w", encoding="utf-8") as f:
            f.write(text)
        expected[f"settings/{name}"] = {"kind": "settings", "expect": words}
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{len(expected)} bad files in {os.path.relpath(OUT, ROOT)} ({', '.join(counts)}, settings {len(SETTINGS)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
