#!/usr/bin/env python3
"""Write the corpus of bad files the tests check (tests/bad_files/): broken
saves, settings files, broken YAML content and broken maps, each made from a good one by one
change, and expected.json: for each file, the words its one-line error must
contain. Run it again after a change to the rules, the content or the map
format; tests/test_bad_files.py reads the files as they are committed.

    python tools/make_bad_files.py
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

OUT = os.path.join(ROOT, "tests", "bad_files")
CONFIG = os.path.join(ROOT, "config", "ski")
TINY = os.path.join(ROOT, "tests", "maps", "tiny.tmx")

# saves: name -> (how to break a good save, words of the error)
SAVES = {
    "empty.json": ("empty", "the file is empty"),
    "truncated.json": ("truncate", "broken JSON"),
    "not_json.json": ("text", "broken JSON"),
    "a_list.json": ("list", "not a saved game of this program"),
    "other_program.json": ("format", "not a saved game of this program"),
    "newer_version.json": ("newer", "saved by a newer version of the program"),
    "version_not_a_number.json": ("version", "is not a version number"),
    "no_actions.json": ("no_actions", "'actions' is missing or is not a list"),
    "actions_not_a_list.json": ("actions_dict", "'actions' is missing or is not a list"),
    "unknown_game.json": ("game", "is not one this program hosts"),
    "seat_without_colour.json": ("setup", "the setup is not valid"),
    "too_many_players.json": ("players", "the setup is not valid"),
    "illegal_action.json": ("illegal", "is not allowed"),
    "unknown_action.json": ("unknown_action", "cannot be read"),
    "wrong_hash.json": ("hash", "does not match the saved one"),
    "players_as_numbers.json": ("numbers", "seat 1's name 1 is not a name"),
    "nested_arrays.json": ("nested", "nested more than 12 deep"),
    "huge_integer.json": ("huge_int", "a number of 5000 digits"),
    "seed_infinity.json": ("infinity", "Infinity is not a number such a file can hold"),
    "version_with_nul.json": ("version_nul", "the program version '9.0\\x00' is not a version"),
    "version_megabytes.json": ("version_long", "is not a version"),
    "version_escape.json": ("version_esc", "the program version '9.0\\x1b[31m\\nred' is not a version"),
    "name_with_nul.json": ("name_nul", "seat 2's name 'Ben\\x00' is not a name"),
    "name_100000_long.json": ("name_long", "is not a name of 1 to 32 printable characters"),
    "hash_100k.json": ("hash_long", "is not 16 hex digits"),
    "kind_superbot.json": ("kind", "seat 3 is 'superbot', not one of human"),
    "kind_capital_human.json": ("kind_case", "seat 1 is 'Human', not one of human"),
    "colour_chartreuse.json": ("colour", "seat 2's colour 'chartreuse' is not one of"),
    "colour_escapes.json": ("colour_path", "is not one of"),
    "colours_twice.json": ("colour_twice", "two seats have the colour"),
    "first_player_minus_one.json": ("first_neg", "the first player -1 is not one of the 3 seats"),
    "first_player_99.json": ("first_99", "the first player 99 is not one of the 3 seats"),
    "unknown_option.json": ("option", "'fast_snow' is not an option of Ski the Mountain"),
    "setup_a_string.json": ("setup_str", "'setup' is missing or is not a dict"),
    "action_a_number.json": ("action_num", "action 3 is 7, not an action"),
}

# A YAML "billion laughs": nine lists of nine, each made of the one before (small
# on disk, nine to the ninth items if written out whole).
BOMB = "[" + ", ".join(
    f"&{c} [" + ", ".join(["lol"] * 9 if c == "a" else [f"*{chr(ord(c) - 1)}"] * 9) + "]" for c in "abcdefghi") + "]"

# YAML: folder name -> (file, text to replace, replacement, words of the error)
YAML = {
    "unknown_timing": ("events.yaml", "timing: anytime", "timing: sometimes",
                       "event 'high_winds'.timing: unknown value 'sometimes'"),
    "duplicate_event": ("events.yaml", "  - id: lift_breakdown", "  - id: avalanche_control",
                        "event 'avalanche_control': duplicate id"),
    "copies_not_a_number": ("events.yaml", "    copies: 2\n\n  - id: lift_breakdown",
                            "    copies: two\n\n  - id: lift_breakdown",
                            "event 'avalanche_control'.copies: expected a whole number"),
    "unknown_event_key": ("events.yaml", "    effect: close_piste", "    effect: close_piste\n    colour: red",
                          "events[0]: unknown key 'colour'"),
    "no_such_restaurant": ("targets.yaml", "name: Buvette du Lac", "name: Chez Nobody",
                           "no restaurant named 'Chez Nobody' on the map"),
    "run_points_by_name": ("scoring.yaml", "run_points:", "run_recorder: {Petit Bonheur: 4}\nrun_points:",
                           "run_recorder: a numbered run's points now come from the map"),
    "colour_bonus_a_lot": ("scoring.yaml", "black: 7}", "black: 1000}",
                           "run_points.colour_bonus.black: must be at most 50"),
    "stand_in_placeholder": ("targets.yaml", 'text: "Arrive at {name}."', 'text: "Arrive at {name.__class__}."',
                             "stand_ins.restaurant.text: unknown placeholder '{name.__class__}'"),
    "python_object_tag": ("pieces.yaml", "piste_cards:",
                          "piste_cards: !!python/object/apply:os.system [echo hi]\nold:",
                          "the tag !!python/object/apply:os.system is not allowed"),
    "hand_limit_a_list": ("game.yaml", "hand_limit: 7", "hand_limit: [7]", "hand_limit: expected a whole number"),
    "unknown_top_key": ("game.yaml", "town_return: 5", "town_return: 5\nsnow: deep", "unknown key 'snow'"),
    "not_yaml": ("targets.yaml", "targets:", "targets: [unclosed", "not valid YAML"),
    "alias_bomb_hand_limit": ("game.yaml", "hand_limit: 7", "hand_limit: " + BOMB,
                              "hand_limit: expected a whole number, got a list of 9"),
    "alias_bomb_copies": ("events.yaml", "    copies: 2", "    copies: " + BOMB,
                          "copies: expected a whole number, got a list of 9"),
    "count_a_hundred_million": ("pieces.yaml", "count: 7}", "count: 100000000}", "must be at most 40"),
    "nested_20000_deep": ("game.yaml", "hand_limit: 7", "hand_limit: " + "[" * 20_000 + "]" * 20_000,
                          "game.yaml: not valid YAML: lists or mappings nested too deep"),
    "escape_in_value": ("events.yaml", "timing: anytime", 'timing: "\\e[31m\\nred"',
                        "unknown value '\\x1b[31m\\nred'"),
}

# YAML folders whose whole file is broken in a way text cannot say: folder -> (file, how, words)
YAML_FILES = {
    "not_utf8": ("targets.yaml", "bytes", "targets.yaml: not UTF-8 text"),
    "a_folder": ("targets.yaml", "folder", "targets.yaml: not a file"),
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

# maps: file -> (how to break tiny.tmx, a regular expression the error matches)
MAPS = {
    "purple_piste.tmx": (("prop", "W2", "colour", "purple"), r"'W2' \(PisteSpot\): unknown colour 'purple'"),
    "skipped_number.tmx": (("prop", "W3", "number", "4"), r"run 'The Wall' skips number 3"),
    "run_points_zero.tmx": (("prop", "W1", "points", "0"),
                            r"'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 0"),
    "run_points_words.tmx": (("replace", '<property name="points" type="int" value="8"/>',
                              '<property name="points" value="eight"/>'),
                             r"'W1' \(PisteSpot\): 'points' must be a whole number from 1 to 50, got 'eight'"),
    "repeated_number.tmx": (("prop", "W3", "number", "2"), r"run 'The Wall' repeats number 2"),
    "escalator.tmx": (("prop", "Saun Chair", "lift", "escalator"), r"unknown lift type 'escalator'"),
    "lift_without_top.tmx": (("prop", "Saun Chair", "to", "0"), r"has no 'to' spot \(a lift with no top\)"),
    "dangling_link.tmx": (("prop", "Saun Chair", "to", "999"), r"points to object 999, which is not a spot"),
    "footpath.tmx": (("replace", 'type="Walkway"', 'type="Footpath"'), r"unknown link class 'Footpath'"),
    "not_xml.tmx": (("text", "<map this is not a map"), r"cannot read the map"),
    "image_outside.tmx": (("replace", "<objectgroup",
                           '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="1" columns="1">'
                           '<image source="../../../../tmp/evil.png" width="32" height="32"/></tileset>\n <objectgroup'),
                          r"the image '\.\./\.\./\.\./\.\./tmp/evil\.png' is outside the map's folder"),
    "image_absolute.tmx": (("replace", "<objectgroup",
                            '<tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="1" columns="1">'
                            '<image source="/etc/passwd" width="32" height="32"/></tileset>\n <objectgroup'),
                           r"the image '/etc/passwd' is outside the map's folder"),
    "tileset_outside.tmx": (("replace", "<objectgroup", '<tileset firstgid="1" source="../../elsewhere.tsx"/>\n <objectgroup'),
                            r"the tileset '\.\./\.\./elsewhere\.tsx' is outside the map's folder"),
}


def _good_save() -> dict:
    from game.ai import Observation, make_bot
    from game.core.registry import get
    from game.saves import save_data
    from game.sim import bot_setup
    info = get("ski")
    state = info.new_game(bot_setup(info, 3, 5, ["random"] * 3))
    bots = [make_bot("random", 100 + i) for i in range(3)]
    for _ in range(40):
        seat = state.current_player()
        state.apply(bots[seat].choose(Observation(state, seat), state.legal_actions(seat)))
    d = save_data(state, "a good game")
    d["saved_at"] = "2026-11-21 09:00:00"
    return d


def _break_save(good: dict, how: str) -> str:
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
    elif how == "illegal":
        a = d["actions"][10]
        d["actions"][10] = dict(a, seat=(a["seat"] + 1) % 3)
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
        return json.dumps(_rehash(d), indent=1)
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
    return json.dumps(d, indent=1)


def _rehash(d: dict) -> dict:
    """The save with the hash its (bad) setup really gives: only the setup is wrong."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    info = get(d["game"])
    s = d["setup"]
    setup = Setup(s["game"], tuple(SeatSetup(**x) for x in s["seats"]), s["first_player"], s["seed"], s["options"])
    state = info.new_state(setup, info.load_content())
    for a in d["actions"]:
        state.apply(info.decode_action(a))
    d["state_hash"] = state.state_hash()
    return d


def _break_map(text: str, how: tuple) -> str:
    if how[0] == "text":
        return how[1]
    if how[0] == "replace":
        return text.replace(how[1], how[2], 1)
    _, name, prop, value = how
    oid = re.search(r'<object id="(\d+)" name="%s"' % re.escape(name), text).group(1)
    start = text.index(f'<object id="{oid}"')
    end = text.index("</object>", start)
    block = re.sub(r'(<property name="%s"[^>]*value=")[^"]*(")' % prop, r"\g<1>%s\g<2>" % value,
                   text[start:end])
    return text[:start] + block + text[end:]


def main() -> int:
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    expected: dict[str, dict[str, str]] = {}
    os.makedirs(os.path.join(OUT, "saves"))
    good = _good_save()
    for name, (how, words) in SAVES.items():
        with open(os.path.join(OUT, "saves", name), "w", encoding="utf-8") as f:
            f.write(_break_save(good, how))
        expected[f"saves/{name}"] = {"kind": "save", "expect": words}
    for folder, (fname, old, new, words) in YAML.items():
        with open(os.path.join(CONFIG, fname), encoding="utf-8") as f:
            text = f.read()
        assert old in text, (folder, old)
        d = os.path.join(OUT, "yaml", folder)
        os.makedirs(d)
        with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
            f.write(text.replace(old, new, 1))
        expected[f"yaml/{folder}/{fname}"] = {"kind": "yaml", "expect": words}
    for folder, (fname, how, words) in YAML_FILES.items():
        d = os.path.join(OUT, "yaml", folder)
        os.makedirs(d)
        if how == "bytes":
            with open(os.path.join(CONFIG, fname), "rb") as f:
                blob = f.read()
            with open(os.path.join(d, fname), "wb") as f:
                f.write(blob.replace(b"targets:", b"targets: \xff\xfe", 1))
        else:                                  # a folder where the file should be (kept by a file inside)
            os.makedirs(os.path.join(d, fname))
            with open(os.path.join(d, fname, "README"), "w", encoding="utf-8") as f:
                f.write("A folder named like a content file: the game must say so in one line.\n")
        expected[f"yaml/{folder}/{fname}"] = {"kind": "yaml", "expect": words}
    os.makedirs(os.path.join(OUT, "settings"))
    for name, (text, words) in SETTINGS.items():
        with open(os.path.join(OUT, "settings", name), "w", encoding="utf-8") as f:
            f.write(text)
        expected[f"settings/{name}"] = {"kind": "settings", "expect": words}
    os.makedirs(os.path.join(OUT, "maps"))
    with open(TINY, encoding="utf-8") as f:
        tiny = f.read()
    for name, (how, pattern) in MAPS.items():
        with open(os.path.join(OUT, "maps", name), "w", encoding="utf-8") as f:
            f.write(_break_map(tiny, how))
        expected[f"maps/{name}"] = {"kind": "map", "expect": pattern}
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
    print(f"{len(expected)} bad files in {os.path.relpath(OUT, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
