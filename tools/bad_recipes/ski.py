"""Ski the Mountain's bad files: besides the generic saves, every way a save
file can be broken (its format, versions, names, colours, seats, options, huge
or nested values), its five content files, and maps made from tests/maps/tiny.tmx."""
from __future__ import annotations

import os

from . import BOMB, HUGE, NAN

BASE_MAP = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "tests", "maps", "tiny.tmx")

# saves: name -> (how to break a good save, words of the error)
SAVES = {
    "empty.json": ("empty", "the file is empty"),
    "not_json.json": ("text", "broken JSON"),
    "a_list.json": ("list", "not a saved game of this program"),
    "other_program.json": ("format", "not a saved game of this program"),
    "newer_version.json": ("newer", "saved by a newer version of the program"),
    "version_not_a_number.json": ("version", "is not a version number"),
    "no_actions.json": ("no_actions", "'actions' is missing or is not a list"),
    "actions_not_a_list.json": ("actions_dict", "'actions' is missing or is not a list"),
    "unknown_game.json": ("game", "is not one this program hosts"),
    "too_many_players.json": ("players", "the setup is not valid"),
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

# the content files a case folder lacks are the shipped ones (Ski's content_from)
ALONGSIDE: tuple[str, ...] = ()

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
    "hand_limit_a_float": ("game.yaml", "hand_limit: 7", "hand_limit: 24.0",
                           "game.yaml: hand_limit: expected a whole number, got 24.0"),
    "hand_limit_5000_digits": ("game.yaml", "hand_limit: 7", "hand_limit: " + HUGE,
                               "game.yaml: hand_limit: a number of 5000 digits is more than a content file can hold"),
    "copies_5000_digits": ("events.yaml", "    copies: 2", "    copies: " + HUGE,
                           "events.yaml: events[0].copies: a number of 5000 digits is more than"),
    "a_date_that_is_none": ("game.yaml", "hand_limit: 7", "hand_limit: 2026-13-45",
                            "game.yaml: hand_limit: '2026-13-45' is not a date"),
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

# maps: file -> (how to break tiny.tmx, a regular expression one of the lines matches)
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
    "tileset_outside.tmx": (("replace", "<objectgroup",
                             '<tileset firstgid="1" source="../../elsewhere.tsx"/>\n <objectgroup'),
                            r"the tileset '\.\./\.\./elsewhere\.tsx' is outside the map's folder"),
    "x_not_a_number.tmx": (("attr", "W2", "x", NAN), r"'W2' .*: its x 'nan' is not a finite number from"),
}
