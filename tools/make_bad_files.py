#!/usr/bin/env python3
"""Write the corpus of bad files the tests check (tests/bad_files/): broken
saves, broken YAML content and broken maps, each made from a good one by one
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
}

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
    "run_without_points": ("scoring.yaml", "  Petit Bonheur: 4\n", "",
                           "the numbered run 'Petit Bonheur' of mountain.tmx has no points"),
    "points_for_no_run": ("scoring.yaml", "  Petit Bonheur: 4\n", "  Petit Bonheur: 4\n  Nowhere Run: 3\n",
                          "run_recorder.Nowhere Run: no numbered run of that name"),
    "python_object_tag": ("pieces.yaml", "piste_cards:",
                          "piste_cards: !!python/object/apply:os.system [echo hi]\nold:",
                          "the tag !!python/object/apply:os.system is not allowed"),
    "hand_limit_a_list": ("game.yaml", "hand_limit: 7", "hand_limit: [7]", "hand_limit: expected a whole number"),
    "unknown_top_key": ("game.yaml", "town_return: 5", "town_return: 5\nsnow: deep", "unknown key 'snow'"),
    "not_yaml": ("targets.yaml", "targets:", "targets: [unclosed", "not valid YAML"),
}

# maps: file -> (how to break tiny.tmx, a regular expression the error matches)
MAPS = {
    "purple_piste.tmx": (("prop", "W2", "colour", "purple"), r"'W2' \(PisteSpot\): unknown colour 'purple'"),
    "skipped_number.tmx": (("prop", "W3", "number", "4"), r"run 'The Wall' skips number 3"),
    "repeated_number.tmx": (("prop", "W3", "number", "2"), r"run 'The Wall' repeats number 2"),
    "escalator.tmx": (("prop", "Saun Chair", "lift", "escalator"), r"unknown lift type 'escalator'"),
    "lift_without_top.tmx": (("prop", "Saun Chair", "to", "0"), r"has no 'to' spot \(a lift with no top\)"),
    "dangling_link.tmx": (("prop", "Saun Chair", "to", "999"), r"points to object 999, which is not a spot"),
    "footpath.tmx": (("replace", 'type="Walkway"', 'type="Footpath"'), r"unknown link class 'Footpath'"),
    "not_xml.tmx": (("text", "<map this is not a map"), r"cannot read the map"),
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
    return json.dumps(d, indent=1)


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
