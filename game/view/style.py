"""The look of the game in one place: colours, colour-blind shapes, sprite names.

Plain constants and path helpers (no pygame), shared by the renderer and by
the art tools in tools/ so that the board, the cards and the pieces agree.
"""
from __future__ import annotations

import os

from game import paths

# Piste colours and, so that colour never carries meaning alone, a shape each.
PISTE_RGB = {"green": (38, 150, 62), "blue": (34, 102, 214), "red": (208, 40, 44), "black": (24, 24, 30)}
PISTE_SHAPE = {"green": "circle", "blue": "square", "red": "triangle", "black": "diamond"}

# The six skiers: colour, a shape and a letter each.
PLAYER_RGB = {"Blue": (40, 110, 230), "Green": (40, 160, 70), "Red": (215, 45, 50),
              "Yellow": (240, 200, 30), "Purple": (140, 70, 190), "Orange": (245, 130, 30)}
PLAYER_SHAPE = {"Blue": "circle", "Green": "square", "Red": "triangle", "Yellow": "diamond",
                "Purple": "hexagon", "Orange": "star"}
PLAYER_LETTER = {c: c[0] for c in PLAYER_RGB}

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
SNOW_RGB = (244, 248, 252)
INK_RGB = (28, 32, 44)

# Sprites are drawn at twice the size they are shown at, to stay crisp.
SPRITE_SCALE = 2
CARD_SIZE = (125, 175)               # on screen, at 1x
PIECE_SIZE = 32                      # skier counters, markers, icons at 1x

# The score track sprite (board/scoreboard.png, 2x pixels): score s (0..100) is
# centred at x = SCORE_X0 + s * SCORE_STEP; its coloured band runs over SCORE_BAND in y.
SCORE_X0, SCORE_STEP = 40, 15.2
SCORE_BAND = (70, 134)

TIMING_ICON = {"turn": "timing_turn", "anytime": "timing_anytime", "reaction": "timing_reaction"}


def sprite(*parts: str) -> str:
    """Path of a sprite file under sprites/ (frozen or not)."""
    return paths.resource("sprites", *parts)


def font(bold: bool = False, condensed: bool = False) -> str:
    name = "DejaVuSansCondensed-Bold.ttf" if condensed else ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    return sprite("fonts", name)


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


# With the colour-blind symbols off, pieces and piste spots come plain: round,
# with no letter: the same file name ending in "_plain".
PLAIN = "_plain"


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


def all_sprite_dirs() -> list[str]:
    return [os.path.join(paths.resource("sprites"), d) for d in ("cards", "pieces", "icons", "board", "tiles")]


# -- Himalaya Grand Prix (sprites/grand_prix/, drawn by tools/make_gp_sprites.py) --
# Sizes are the files' own (twice the size shown at 1280x720, like every sprite):
# Yeti, snowball and card backs 250x350; snowboarder tokens and Yeti figures
# 128x128; dice 96x96; team emblems 64x64; the thrown snowball 48x48.
GP_CARD = (250, 350)
GP_TOKEN = 128
GP_DIE = 96
GP_EMBLEM = 64
GP_BALL = 48


def gp(name: str) -> str:
    return sprite("grand_prix", f"{name}.png")


def gp_boarder(team: str, value: int) -> str:
    """A team's snowboarder token (team: Beavers, ...; value 1 to 4), face up."""
    return gp(f"boarder_{team.lower()}_{value}")


def gp_boarder_back() -> str:
    """A snowboarder token face down (a captured or late finisher, at a glance)."""
    return gp("boarder_back")


def gp_team(team: str) -> str:
    """A team's emblem: its animal's head."""
    return gp(f"team_{team.lower()}")


def gp_yeti_card(yeti: str, colour: str) -> str:
    """A Yeti card's face (yeti: ambidextrous, ...; colour: green or red)."""
    return gp(f"yeti_{yeti}_{colour}")


def gp_back() -> str:
    """The back of Yeti and snowball cards (a captain's secret hand)."""
    return gp("back")


def gp_snowball_card() -> str:
    return gp("snowball_card")


def gp_figure(yeti: str) -> str:
    """A Yeti standing on its space, facing right (drawn mirrored for a red Yeti)."""
    return gp(f"figure_{yeti}")


def gp_die(n: int) -> str:
    return gp(f"die_{n}")


def gp_snowball() -> str:
    """The snowball a Yeti throws along its row."""
    return gp("snowball")
