"""Chemin Montagneux's look: its colours and sprite names (sprites/chemin_montagneux/,
drawn by tools/art/chemin_montagneux.py). Plain constants and path helpers, no
pygame: the terrain view, the play scene and the art tool share them, so the
tiles, the dice, the coins and the pawns agree.

The look is a piecepack on a wooden table: cream tiles with a rough grid side
(earth, grass and stones in a two-by-two grid) and a value side (the rank big
in the suit's colour, the suit's symbol in the corners); the four suits in
their piecepack colours, each with a shape of its own so colour never tells
them apart alone: Suns red (a rayed sun), Moons black (a crescent), Crowns
green (a three-pointed crown), Arms blue (a heraldic shield).
"""
from __future__ import annotations

import functools

from game.view.style import INK_RGB, sprite

__all__ = ["INK_RGB", "sprite"]

# Sizes are the files' own: a tile's face 160x160 (shown about 60 to 200 px
# wide as the camera zooms); a die 96x96; a coin 48x48; a pawn 64x96 (standing,
# its foot at the bottom middle); a suit's symbol 64x64.
CM_FACE = 160
CM_DIE = 96
CM_COIN = 48
CM_PAWN = (64, 96)
CM_SUIT = 64

SUITS = ("S", "M", "C", "A")
SUIT_NAMES = {"S": "Suns", "M": "Moons", "C": "Crowns", "A": "Arms"}
#: each suit's colour (the piecepack's), and its light tint for a value side's ground
SUIT_RGB = {"S": (206, 48, 36), "M": (34, 34, 42), "C": (30, 128, 62), "A": (36, 84, 176)}
SUIT_TINT = {"S": (252, 236, 226), "M": (236, 236, 240), "C": (230, 246, 232), "A": (230, 238, 252)}
#: each suit's shape, drawn by the art tool
SUIT_SHAPE = {"S": "sun", "M": "crescent", "C": "crown", "A": "shield"}
RANK_TEXT = {0: "", 1: "A", 2: "2", 3: "3", 4: "4", 5: "5"}

PAWN_RGB = {"black": (40, 40, 48), "green": (36, 140, 70), "red": (212, 50, 40), "blue": (40, 92, 196)}
PAWN_SUIT = {"black": "M", "green": "C", "red": "S", "blue": "A"}

# the table and the tiles' edges
TABLE_RGB = (150, 98, 58)          # the wooden table top
TABLE_DARK_RGB = (104, 64, 36)     # its front edge
FELT_RGB = (44, 96, 72)            # the common area's cloth
ROOM_RGB = (32, 36, 46)            # round the table
TILE_EDGE_RGB = (232, 220, 192)    # a tile's side (the board's cream)
TILE_SHADE_RGB = (184, 168, 136)   # its shaded side
GRID_LINE_RGB = (70, 56, 40)


@functools.lru_cache(maxsize=256)
def cm(name: str) -> str:
    return sprite("chemin_montagneux", f"{name}.png")


def cm_face(suit: str, rank: int) -> str:
    """A tile's value side: its suit (S, M, C, A) and rank (0 null, 1 ace, 2 to 5)."""
    return cm(f"face_{suit.lower()}{int(rank)}")


def cm_grid() -> str:
    """A tile's grid side: rough terrain, a two-by-two grid of squares."""
    return cm("grid")


def cm_die(suit: str, rank: int) -> str:
    """One face of a suit's die."""
    return cm(f"die_{suit.lower()}{int(rank)}")


def cm_coin(suit: str) -> str:
    """A coin, its suit side up."""
    return cm(f"coin_{suit.lower()}")


def cm_pawn(colour: str) -> str:
    """A standing pawn (black, green, red or blue) with its suit's symbol on it."""
    return cm(f"pawn_{colour.lower()}")


def cm_suit(suit: str) -> str:
    """A suit's symbol alone (the panel, the legend)."""
    return cm(f"suit_{suit.lower()}")


def cm_emblem(colour: str) -> str:
    """A seat's emblem: a disc in its pawn's colour with the suit's symbol."""
    return cm(f"emblem_{colour.lower()}")
