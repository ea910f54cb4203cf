"""Every card, piece, icon and piece of board art the content names has a sprite
that loads, at twice its on-screen size."""
from __future__ import annotations

import os

import pygame
import pytest

from game import paths
from game.games.ski.content import load_content
from game.view import style

CONTENT = load_content(paths.config_dir("ski"))
CARD = (style.CARD_SIZE[0] * style.SPRITE_SCALE, style.CARD_SIZE[1] * style.SPRITE_SCALE)
PIECE = (style.PIECE_SIZE * style.SPRITE_SCALE,) * 2


def expected() -> list[tuple[str, tuple[int, int] | None]]:
    out: list[tuple[str, tuple[int, int] | None]] = []
    out += [(style.piste_card(c, v), CARD) for c, v in sorted({(p.colour, p.value) for p in CONTENT.piste})]
    out += [(style.event_card(k), CARD) for k in CONTENT.event_types]
    out += [(style.target_card(k), CARD) for k in CONTENT.target_types]
    out += [(style.card_back(d), CARD) for d in ("piste", "event", "target")]
    for colour in style.PLAYER_RGB:
        out += [(style.piece(f"skier_{colour.lower()}"), PIECE), (style.piece(f"snowflake_{colour.lower()}"), PIECE)]
    out += [(style.piece(n), PIECE) for n in ("sun", "marker_piste_closed", "marker_lift_closed")]
    icons = ["lift_cable_car", "lift_chair", "lift_drag", "bus", "restaurant", "town", "station", "bus_stop",
             "timing_turn", "timing_anytime", "timing_reaction"] + [f"piste_{c}" for c in style.PISTE_RGB]
    out += [(style.icon(n), PIECE) for n in icons]
    out += [(style.board_art(n), None) for n in ("sunset_space", "sunset_space_event", "sunrise", "sunset",
                                                 "night", "scoreboard")]
    return out


@pytest.mark.parametrize("path,size", expected(), ids=lambda v: os.path.basename(v) if isinstance(v, str) else "")
def test_sprite_exists_and_loads(path, size):
    assert os.path.exists(path), path
    img = pygame.image.load(path)
    if size is not None:
        assert img.get_size() == size
    # not blank: some pixel is opaque
    w, h = img.get_size()
    assert any(img.get_at((x, y))[3] == 255 for x in range(0, w, max(1, w // 16)) for y in range(0, h, max(1, h // 16)))
