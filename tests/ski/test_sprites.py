"""Every card, piece, icon and piece of board art the content names has a sprite
that loads, at twice its on-screen size, plain variants included (for the
colour-blind symbols turned off); tools/make_sprites.py --game ski (drawing
with tools/art/ski.py) lists each at its size and redraws them byte for byte."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest

from game import paths
from game.games.ski import style
from game.games.ski.rules.content import load_content

CONTENT = load_content(paths.config_dir("ski"))
CARD = (style.CARD_SIZE[0] * style.SPRITE_SCALE, style.CARD_SIZE[1] * style.SPRITE_SCALE)
PIECE = (style.PIECE_SIZE * style.SPRITE_SCALE,) * 2
SPACE = (48 * style.SPRITE_SCALE,) * 2            # a sunset-track space
SCORE = (800 * style.SPRITE_SCALE, 100 * style.SPRITE_SCALE)
from locations import ROOT, tool_module  # noqa: E402

TOOL = os.path.join(ROOT, "tools", "make_sprites.py")


def expected() -> list[tuple[str, tuple[int, int]]]:
    out: list[tuple[str, tuple[int, int]]] = []
    out += [(style.piste_card(c, v), CARD) for c, v in sorted({(p.colour, p.value) for p in CONTENT.piste})]
    out += [(style.event_card(k), CARD) for k in CONTENT.event_types]
    out += [(style.target_card(k), CARD) for k in CONTENT.target_types]
    out += [(style.card_back(d), CARD) for d in ("piste", "event", "target")]
    for colour in style.PLAYER_RGB:
        out += [(style.piece(f"skier_{colour.lower()}"), PIECE), (style.piece(f"snowflake_{colour.lower()}"), PIECE)]
    out += [(style.piece(n), PIECE) for n in ("sun", "marker_piste_closed", "marker_lift_closed")]
    for colour in style.PLAYER_RGB:
        out += [(style.skier(colour, symbols=False), PIECE), (style.snowflake(colour, symbols=False), PIECE)]
    out += [(style.piste_spot(c, symbols=False), PIECE) for c in style.PISTE_RGB]
    icons = ["lift_cable_car", "lift_chair", "lift_drag", "bus", "restaurant", "town", "station", "bus_stop",
             "timing_turn", "timing_anytime", "timing_reaction", "event_indicator"] \
        + [f"piste_{c}" for c in style.PISTE_RGB]
    out += [(style.icon(n), PIECE) for n in icons]
    out += [(style.board_art(n), SPACE) for n in ("sunset_space", "sunset_space_event", "sunrise", "sunset",
                                                  "night")]
    out += [(style.board_art("scoreboard"), SCORE)]
    return out


@pytest.mark.parametrize("path,size", expected(), ids=lambda v: os.path.basename(v) if isinstance(v, str) else "")
def test_sprite_exists_and_loads(path, size):
    assert os.path.exists(path), path
    img = pygame.image.load(path)
    assert img.get_size() == size
    # not blank: some pixel is opaque
    w, h = img.get_size()
    assert any(img.get_at((x, y))[3] == 255 for x in range(0, w, max(1, w // 16)) for y in range(0, h, max(1, h // 16)))


def test_every_expected_sprite_is_one_the_tool_draws():
    r = subprocess.run([sys.executable, TOOL, "--game", "ski", "--list"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    drawn = {os.path.join(style.sprite(), *line.split("/")) for line in r.stdout.split()}
    assert {p for p, _ in expected()} <= drawn


def test_the_art_module_gives_each_sprite_its_size():
    """tools/art/ski.py's list, without drawing: no path twice, and every
    expected sprite at the size the test expects (the tool checks each drawing
    against it)."""
    ski = tool_module("art.ski")
    listed = {os.path.join(style.sprite(), *s.rel.split("/")): tuple(s.size) for s in ski.sprites(CONTENT)}
    assert len(listed) == len(ski.sprites(CONTENT))
    for path, size in expected():
        assert listed.get(path) == size, path


def _alpha(path: str) -> bytes:
    return pygame.image.tobytes(pygame.image.load(path), "RGBA")[3::4]


def test_plain_sprites_are_round_and_carry_no_letter():
    """With the symbols off every skier, snowflake and piste spot has the outline
    of the round one (the player or piste whose shape is already a circle), and
    the plain sprite is not the shaped one."""
    round_player = next(c for c, k in style.PLAYER_SHAPE.items() if k == "circle")
    round_piste = next(c for c, k in style.PISTE_SHAPE.items() if k == "circle")
    for colour in style.PLAYER_RGB:
        for draw in (style.skier, style.snowflake):
            plain = draw(colour, symbols=False)
            assert plain != draw(colour) and os.path.basename(plain).endswith("_plain.png")
            assert _alpha(plain) == _alpha(draw(round_player, symbols=False)), plain
            assert _alpha(plain) == _alpha(draw(round_player)), plain          # the same round outline
            # no letter: the plain counter differs from the shaped one even where the shape is a circle
            with open(plain, "rb") as a, open(draw(colour), "rb") as b:
                assert a.read() != b.read(), plain
    for colour in style.PISTE_RGB:
        plain = style.piste_spot(colour, symbols=False)
        assert _alpha(plain) == _alpha(style.piste_spot(round_piste)), plain
        if style.PISTE_SHAPE[colour] != "circle":
            assert _alpha(plain) != _alpha(style.piste_spot(colour)), plain


def test_make_sprites_redraws_committed_files_byte_for_byte(tmp_path):
    """A card, pieces, icons and a piece of board art, plain ones included
    (tests/test_art_tools.py checks a few others)."""
    picks = ["cards/target_conquer_vipere.png", "pieces/snowflake_orange.png", "icons/town.png",
             "board/sunrise.png", "pieces/skier_red_plain.png", "pieces/snowflake_yellow_plain.png",
             "icons/piste_black_plain.png"]
    r = subprocess.run([sys.executable, TOOL, "--game", "ski", "--out-dir", str(tmp_path), "--only", *picks],
                       capture_output=True, text=True, cwd=ROOT,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert r.returncode == 0, r.stderr
    assert sorted(str(p.relative_to(tmp_path)).replace(os.sep, "/") for p in tmp_path.rglob("*.png")) == sorted(picks)
    for p in picks:
        made = (tmp_path / p).read_bytes()
        with open(os.path.join(style.sprite(), *p.split("/")), "rb") as f:
            assert hashlib.sha256(made).digest() == hashlib.sha256(f.read()).digest(), p
