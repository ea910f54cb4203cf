"""Ski Gammon's bad files: saves with an offer of 10^29 Groschen and a target
not offered, its game.yaml and cards.yaml, and maps made from maps/ski_gammon.tmx."""
from __future__ import annotations

from typing import Any

from . import BOMB, HUGE, NAN, replayed, with_action, with_options


def _offer_too_rich(good: dict, info: Any) -> str:
    """The skier whose turn it is offers 10^29 Groschen for a pair of poles."""
    state = replayed(good)
    seat = state.current_player()
    assert state.phase == "turn" and seat is not None, state.phase
    to = next(s for s in range(state.num_seats) if s != seat and state.active(s))
    return with_action(good, {"type": "offer", "seat": seat, "to": to, "give": [], "give_groschen": 10 ** 29,
                              "get": ["poles"], "get_groschen": 0})


SAVES = {
    "offer_10_to_the_29.json": (_offer_too_rich, "Groschen in an offer must be at most 100000"),
    "target_not_offered.json": (lambda good, info: with_options(good, {"target": 123}),
                                "the option target is 123, not one of 200, 300, 400, 500"),
}

# its content reads both files from one folder
ALONGSIDE = ("game.yaml", "cards.yaml")

YAML = {
    "unknown_card_key": ("cards.yaml", "move: -3}", "move: -3, colour: red}",
                         "cards.yaml: sitzmark[0]: unknown key 'colour' (allowed: text, sip,"),
    "dice_a_word": ("game.yaml", "dice: 2 ", "dice: two ", "game.yaml: dice: expected a whole number, got 'two'"),
    "groschen_10_to_the_29": ("game.yaml", "start_groschen: 40", "start_groschen: 1" + "0" * 29,
                              "game.yaml: start_groschen: must be at most 10000"),
    "pay_10_to_the_29": ("cards.yaml", "pay: 10}", "pay: 1" + "0" * 29 + "}",
                         "cards.yaml: sitzmark[6].pay: must be at most 1000"),
    "collect_5000_digits": ("cards.yaml", "collect: 25,", "collect: " + HUGE + ",",
                            "cards.yaml: apres[1].collect: a number of 5000 digits is more than a content file "
                            "can hold"),
    "collect_a_float": ("cards.yaml", "collect: 25,", "collect: 24.0,",
                        "cards.yaml: apres[1].collect: expected a whole number, got 24.0"),
    "alias_bomb": ("game.yaml", "hand_limit: 3 ", "hand_limit: " + BOMB + " ",
                   "game.yaml: hand_limit: expected a whole number, got a list of 9"),
}

MAPS = {
    "lift_of_another_class.tmx": (("class", "lift 5", "gondola"),
                                  r"'lift 5' \(gondola\): the 'lift' layer holds objects of class 'lift' only"),
    "no_ski_shoppe.tmx": (("drop", "Ski Shoppe"), r"no place of class 'shoppe' on the 'places' layer"),
    "lift_number_a_word.tmx": (("replace", '<property name="number" type="int" value="7"/>',
                                '<property name="number" value="seven"/>'),
                               r"'lift 7' \(lift\): property 'number' must be a whole number "
                               r"from 0 to 999, got 'seven'"),
    "space_colour_green.tmx": (("prop", "schuss 2", "colour", "green"),
                               r"'schuss 2' \(space\): property 'colour' is 'green', expected one of"),
    "y_not_a_number.tmx": (("attr", "lift 3", "y", NAN), r"'lift 3' .*: its y 'nan' is not a finite number from"),
}
