"""Himalaya Grand Prix's bad files: saves with a wrong option, its game.yaml,
and maps made from maps/grand_prix.tmx."""
from __future__ import annotations

from . import BOMB, HUGE, NAN, with_options

SAVES = {
    "option_a_word.json": (lambda good, info: with_options(good, {"strict_snowballs": "yes"}),
                           "the option strict_snowballs is 'yes', not yes or no"),
}

ALONGSIDE: tuple[str, ...] = ()         # game.yaml is its one content file

YAML = {
    "unknown_key": ("game.yaml", "starting_rows: 2", "starting_rows: 2\nsnow: deep",
                    "game.yaml: unknown key 'snow' (allowed: teams,"),
    "hit_from_a_word": ("game.yaml", "hit_from: 3", "hit_from: three",
                        "game.yaml: hit_from: expected a whole number, got 'three'"),
    "yeti_copies_a_thousand": ("game.yaml", "yeti_copies: 2", "yeti_copies: 1000",
                               "game.yaml: yeti_copies: must be at most 9, got 1000"),
    "snowballs_5000_digits": ("game.yaml", "snowball_cards: 16", "snowball_cards: " + HUGE,
                              "game.yaml: snowball_cards: a number of 5000 digits is more than a content file "
                              "can hold"),
    "podium_a_float": ("game.yaml", "podium: [4, 3, 2, 2]", "podium: [4, 3, 24.0, 2]",
                       "game.yaml: podium: expected a whole number, got 24.0"),
    "alias_bomb": ("game.yaml", "hit_from: 3", "hit_from: " + BOMB,
                   "game.yaml: hit_from: expected a whole number, got a list of 9"),
    "rgb_a_word": ("game.yaml", "rgb: [150, 92, 48]", "rgb: brown",
                   "game.yaml: teams[0].rgb: expected a list, got 'brown'"),
}

MAPS = {
    "space_of_another_class.tmx": (("class", "r2c3", "snowdrift"),
                                   r"object 8 'r2c3' \(snowdrift\): the 'course' layer holds objects of class "
                                   r"'space' \(or none\) only"),
    "no_finish_3.tmx": (("drop", "finish 3"), r"no finishing space 3"),
    "row_a_word.tmx": (("replace", '<property name="row" type="int" value="1"/>',
                        '<property name="row" value="one"/>'),
                       r"object 1 'r1c1' \(space\): property 'row' must be a whole number, got 'one'"),
    "green_seven.tmx": (("prop", "r1c1", "green", "7"), r"property 'green' is 7, expected one of 3, 4, 5, 6"),
    "x_not_a_number.tmx": (("attr", "r1c1", "x", NAN), r"'r1c1' .*: its x 'nan' is not a finite number from"),
}
