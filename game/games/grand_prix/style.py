"""Himalaya Grand Prix's look: its sprite names and sizes (sprites/grand_prix/,
drawn by the art tools in tools/). Plain path helpers, no pygame."""
from __future__ import annotations

from game.view.style import INK_RGB, sprite

__all__ = ["INK_RGB", "sprite"]

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
