"""Every Ski Gammon sprite that game/games/ski_gammon/style.py names exists,
loads, has its size and is not blank; tools/make_sprites.py --game ski-gammon
(drawing with tools/art/ski_gammon.py) draws exactly those files and redraws
them byte for byte."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest
from locations import ROOT

from game.games.ski_gammon import default_content, style

TOOL = os.path.join(ROOT, "tools", "make_sprites.py")
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
C = default_content()


def expected() -> list[tuple[str, tuple[int, int]]]:
    out: list[tuple[str, tuple[int, int]]] = [(style.sg_backdrop(), (C.width, C.height))]
    for colour in style.TOKEN_RGB:
        out += [(style.sg_token(colour, symbols), (style.SG_TOKEN,) * 2) for symbols in (True, False)]
    out += [(style.sg_item(k), (style.SG_ITEM,) * 2) for k in C.items]
    for pack in style.PACKS:
        out += [(style.sg_back(pack), style.SG_CARD), (style.sg_face(pack), style.SG_CARD)]
    out += [(style.sg_condition(k), (style.SG_ICON,) * 2) for k in dict.fromkeys(c.key for c in C.conditions)]
    out += [(style.sg_die(n), (style.SG_DIE,) * 2) for n in range(1, 7)]
    return out + [(style.sg_coin(), (style.SG_COIN,) * 2)]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, TOOL, "--game", "ski-gammon", *args], capture_output=True, text=True,
                          env=ENV, cwd=ROOT)


@pytest.mark.parametrize("path,size", expected(), ids=lambda v: os.path.basename(v) if isinstance(v, str) else "")
def test_sprite_exists_loads_and_is_not_blank(path, size):
    img = pygame.image.load(path)
    assert img.get_size() == size
    alpha = pygame.image.tobytes(img, "RGBA")[3::4]
    assert max(alpha) > 0 and len(set(pygame.image.tobytes(img, "RGB"))) > 4


def test_list_names_exactly_the_sprites_style_names():
    r = run("--list")
    assert r.returncode == 0, r.stderr
    listed = [os.path.join(style.sprite(), *line.split("/")) for line in r.stdout.split()]
    assert len(listed) == len(set(listed)) and set(listed) == {p for p, _ in expected()}


def test_the_colour_blind_shape_is_what_tells_a_token_from_its_plain_twin():
    for colour in style.TOKEN_RGB:
        marked = pygame.image.load(style.sg_token(colour))
        plain = pygame.image.load(style.sg_token(colour, False))
        # the badge sits in the lower right quarter; the rest of the token is the same
        assert pygame.image.tobytes(marked.subsurface((0, 0, 48, 48)), "RGBA") == \
            pygame.image.tobytes(plain.subsurface((0, 0, 48, 48)), "RGBA")
        assert pygame.image.tobytes(marked.subsurface((56, 54, 36, 36)), "RGBA") != \
            pygame.image.tobytes(plain.subsurface((56, 54, 36, 36)), "RGBA")


def test_make_sprites_redraws_committed_files_byte_for_byte(tmp_path):
    picks = ["ski_gammon/token_white.png", "ski_gammon/token_red_plain.png", "ski_gammon/item_goggles.png",
             "ski_gammon/die_4.png", "ski_gammon/coin.png"]
    r = run("--out-dir", str(tmp_path), "--only", *picks)
    assert r.returncode == 0, r.stderr
    assert sorted(str(p.relative_to(tmp_path)).replace(os.sep, "/") for p in tmp_path.rglob("*.png")) == sorted(picks)
    for p in picks:
        with open(os.path.join(style.sprite(), *p.split("/")), "rb") as f:
            assert hashlib.sha256((tmp_path / p).read_bytes()).digest() == hashlib.sha256(f.read()).digest(), p
