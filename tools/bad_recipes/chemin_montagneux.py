"""Chemin Montagneux's bad files: saves with a hike through a number and an
option that is not yes or no, its game.yaml, and maps made from
maps/chemin_montagneux.tmx."""
from __future__ import annotations

import json
from typing import Any

from . import BOMB, HUGE, NAN, with_options


def _hike_through_a_number(good: dict, info: Any) -> tuple[str, str]:
    """A hike whose path names a cell by a number."""
    d = json.loads(json.dumps(good))
    i = next(i for i, a in enumerate(d["actions"]) if a["type"] == "hike" and a["path"])
    d["actions"][i]["path"][0] = 5
    return json.dumps(d, indent=1), f"action {i + 1} cannot be read (hike.path[0]: expected a text, got 5)"


SAVES = {
    "hike_through_a_number.json": (_hike_through_a_number, ""),
    "option_a_word.json": (lambda good, info: with_options(good, {"pyrenees": "yes"}),
                           "the option pyrenees is 'yes', not yes or no"),
}

ALONGSIDE: tuple[str, ...] = ()         # game.yaml is its one content file

YAML = {
    "unknown_key": ("game.yaml", "round_limit: 80", "round_limit: 80\nsnow: deep",
                    "game.yaml: unknown key 'snow' (allowed: costs,"),
    "hike_a_list": ("game.yaml", "hike: 3 ", "hike: [3] ", "game.yaml: hike: expected a whole number, got a list of 1"),
    "max_height_10_to_the_29": ("game.yaml", "max_height: 4", "max_height: 1" + "0" * 29,
                                "game.yaml: max_height: must be at most 12"),
    "extend_5000_digits": ("game.yaml", "extend: 1 ", "extend: " + HUGE + " ",
                           "game.yaml: costs.extend: a number of 5000 digits is more than a content file can hold"),
    "hike_a_float": ("game.yaml", "hike: 3 ", "hike: 24.0 ", "game.yaml: hike: expected a whole number, got 24.0"),
    "alias_bomb": ("game.yaml", "flags_to_win: 2", "flags_to_win: " + BOMB,
                   "game.yaml: flags_to_win: expected a whole number, got a list of 9"),
}

MAPS = {
    # found by class: an object of another one is none of them
    "supply_of_another_class.tmx": (("class", "red supply", "cupboard"),
                                    r"no supply \(class 'supply'\) for the red pawn"),
    "no_common_area.tmx": (("drop", "common area"),
                           r"map: one object of class 'common' \(the common area\) is needed, found 0"),
    "cell_a_word.tmx": (("replace", '<property name="cell" type="int" value="96"/>',
                         '<property name="cell" value="big"/>'),
                        r"map: the property 'cell' .* is missing or wrong"),
    "pawn_purple.tmx": (("prop", "blue start", "pawn", "purple"),
                        r"'blue start' \(start\): the property 'pawn' is one of black, green, red, blue, got 'purple'"),
    "x_not_a_number.tmx": (("attr", "green start", "x", NAN),
                           r"'green start' .*: its x 'nan' is not a finite number from"),
}
