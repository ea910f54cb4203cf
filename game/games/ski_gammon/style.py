"""Ski Gammon's look: its colours and sprite names (sprites/ski_gammon/, drawn
by tools/art/ski_gammon.py). Plain constants and path helpers, no pygame:
the board renderer, the play scene and the art tool share them, so the board,
the pieces and the cards agree.

The look is a 1960s ski poster: flat colours, a deep blue sky, a big white
mountain, dark pines, a red and yellow sun.
"""
from __future__ import annotations

from game.view.style import INK_RGB, sprite

__all__ = ["INK_RGB", "sprite"]

# Sizes are the files' own (about twice what is shown at 1280x720):
# the board's backdrop is the map's own size (1280x960: flat colours scale well);
# card backs and faces 250x350; tokens, equipment, condition pictures and dice 96x96;
# the Groschen coin 48x48.
SG_CARD = (250, 350)
SG_TOKEN = 96
SG_ITEM = 96
SG_ICON = 96
SG_DIE = 96
SG_COIN = 48

# the poster's palette
SKY_RGB = (38, 84, 150)
SKY_LOW_RGB = (92, 150, 204)
SNOW_RGB = (250, 250, 246)
SNOW_SHADE_RGB = (198, 218, 236)
PINE_RGB = (28, 82, 66)
SUN_RGB = (246, 196, 46)
POSTER_RED_RGB = (214, 56, 44)
CREAM_RGB = (252, 244, 222)
NAVY_RGB = (22, 40, 78)

# the trail spaces (a space's colour says what happens there)
SPACE_RGB = {"white": (255, 255, 255), "red": (214, 46, 40), "blue": (36, 96, 204), "yellow": (250, 206, 36)}
SPACE_INK = {"white": (34, 44, 70), "red": (255, 255, 255), "blue": (255, 255, 255), "yellow": (60, 44, 10)}
LIFT_RGB = (70, 76, 92)             # the lift's spaces: the chairs on the cable
CABLE_RGB = (44, 48, 58)
CUTOFF_RGB = (120, 40, 150)         # the dashed cut-off
BRANCH_RGB = (200, 90, 20)          # the Boomer branch off the lift

# the skiers' tokens
TOKEN_RGB = {"red": (214, 48, 44), "blue": (38, 98, 206), "green": (36, 142, 70), "yellow": (246, 200, 30),
             "black": (30, 32, 40), "white": (246, 246, 242)}
#: the ink drawn on a token (the skier on it)
TOKEN_INK = {"red": (255, 255, 255), "blue": (255, 255, 255), "green": (255, 255, 255), "yellow": (40, 34, 20),
             "black": (255, 255, 255), "white": (30, 32, 40)}
#: so that colour never tells the skiers apart alone: a shape on each token (the
#: colour-blind symbols setting; off, the tokens are plain)
TOKEN_SHAPE = {"red": "triangle", "blue": "circle", "green": "square", "yellow": "diamond",
               "black": "hexagon", "white": "star"}
PLAIN = "_plain"

# the three card packs: back colour and title on the back
PACKS = {"sitzmark": ("Sitzmark", (196, 48, 40)), "apres": ("Apres Ski", (214, 126, 30)),
         "condition": ("Ski Conditions", (40, 92, 170))}
#: the pack name in the game's words (last_card["pack"], events) -> the sprite's key
PACK_KEY = {"Sitzmark": "sitzmark", "Apres Ski": "apres"}


def sg(name: str) -> str:
    return sprite("ski_gammon", f"{name}.png")


def sg_backdrop() -> str:
    """The painted board under the spaces: sky, mountain, pines, the trails as ribbons."""
    return sg("backdrop")


def sg_token(colour: str, symbols: bool = True) -> str:
    """A skier's token (colour: red, blue, green, yellow, black or white), with
    its colour's shape (``TOKEN_SHAPE``) on a badge; plain when symbols is off."""
    return sg(f"token_{colour.lower()}{'' if symbols else PLAIN}")


def sg_item(item: str) -> str:
    """An equipment piece: skis, poles, wax, thermals, goggles or flask."""
    return sg(f"item_{item}")


def sg_back(pack: str) -> str:
    """A pack's back: sitzmark, apres or condition."""
    return sg(f"back_{pack}")


def sg_face(pack: str) -> str:
    """A pack's blank face (the scene writes the card's words on it): sitzmark, apres or condition."""
    return sg(f"face_{pack}")


def sg_condition(key: str) -> str:
    """The picture of a Ski Condition (its id in cards.yaml: fog, rain...)."""
    return sg(f"condition_{key}")


def sg_die(n: int) -> str:
    return sg(f"die_{n}")


def sg_coin() -> str:
    """A Groschen."""
    return sg("coin")
