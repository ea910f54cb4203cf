"""Ski the Mountain's look: colours, colour-blind shapes, sprite names.

Plain constants and path helpers (no pygame), shared by the board renderer and
by the art tools in tools/ so that the board, the cards and the pieces agree.
"""
from __future__ import annotations

from game.view.style import CARD_SIZE, INK_RGB, PIECE_SIZE, PLAIN, SNOW_RGB, SPRITE_SCALE, font, sprite

__all__ = ["CARD_SIZE", "INK_RGB", "PIECE_SIZE", "PLAIN", "SNOW_RGB", "SPRITE_SCALE", "font", "sprite"]

# Piste colours and, so that colour never carries meaning alone, a shape each.
PISTE_RGB = {"green": (38, 150, 62), "blue": (34, 102, 214), "red": (208, 40, 44), "black": (24, 24, 30)}
PISTE_SHAPE = {"green": "circle", "blue": "square", "red": "triangle", "black": "diamond"}

# The six skiers: a colour and a shape each (no letter: it would read as an initial).
PLAYER_RGB = {"Blue": (40, 110, 230), "Green": (40, 160, 70), "Red": (215, 45, 50),
              "Yellow": (240, 200, 30), "Purple": (140, 70, 190), "Orange": (245, 130, 30)}
PLAYER_SHAPE = {"Blue": "circle", "Green": "square", "Red": "triangle", "Yellow": "diamond",
                "Purple": "hexagon", "Orange": "star"}

# Links and spots.
LIFT_RGB = (232, 130, 20)          # lift lines are orange on the box's board
LIFT_DASH = {"cable_car": None, "chair": (18, 8), "drag": (6, 6)}   # solid, long dash, short dash
LIFT_LETTER = {"cable_car": "C", "chair": "H", "drag": "D"}
BUS_RGB = (118, 120, 128)
WALK_RGB = (150, 60, 190)
TOWN_RGB = (128, 58, 170)
STATION_RGB = (240, 150, 30)
RESTAURANT_RGB = (236, 112, 24)
BUS_STOP_RGB = (118, 120, 128)

# The score track sprite (board/scoreboard.png, 2x pixels): score s (0..100) is
# centred at x = SCORE_X0 + s * SCORE_STEP; its coloured band runs over SCORE_BAND in y.
SCORE_X0, SCORE_STEP = 40, 15.2
SCORE_BAND = (70, 134)

TIMING_ICON = {"turn": "timing_turn", "anytime": "timing_anytime", "reaction": "timing_reaction"}


def piste_card(colour: str, value: int) -> str:
    return sprite("cards", f"piste_{colour}_{value}.png")


def event_card(key: str) -> str:
    return sprite("cards", f"event_{key}.png")


def target_card(key: str) -> str:
    return sprite("cards", f"target_{key}.png")


def card_back(deck: str) -> str:
    """deck: piste, event or target."""
    return sprite("cards", f"back_{deck}.png")


def piece(name: str) -> str:
    """skier_blue, snowflake_red, sun, marker_piste_closed, marker_lift_closed, ...
    (skier() and snowflake() name a player's pieces)."""
    return sprite("pieces", f"{name}.png")


def icon(name: str) -> str:
    """lift_cable_car, lift_chair, lift_drag, bus, restaurant, town, station,
    piste_green (its shape; see piste_spot()), timing_turn, ..."""
    return sprite("icons", f"{name}.png")


def skier(colour: str, symbols: bool = True) -> str:
    """A player's skier counter (colour: Blue, blue, ...); plain when symbols is off."""
    return piece(f"skier_{colour.lower()}{'' if symbols else PLAIN}")


def snowflake(colour: str, symbols: bool = True) -> str:
    """A player's run-recorder snowflake; plain when symbols is off."""
    return piece(f"snowflake_{colour.lower()}{'' if symbols else PLAIN}")


def piste_spot(colour: str, symbols: bool = True) -> str:
    """A piste spot's icon (green, blue, red, black): its shape, or a plain
    circle in its colour when symbols is off."""
    return icon(f"piste_{colour}{'' if symbols else PLAIN}")


def board_art(name: str) -> str:
    """sunset_space, sunset_space_event, sunrise, sunset, night, scoreboard."""
    return sprite("board", f"{name}.png")
