"""Every Chemin Montagneux sprite that game/games/chemin_montagneux/style.py
names exists, loads, has its size and is not blank; tools/make_sprites.py
--game chemin-montagneux (drawing with tools/art/chemin_montagneux.py) draws
exactly those files and redraws them byte for byte; the four suits differ in
shape, not only in colour."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest
from locations import ROOT

from game.games.chemin_montagneux import style

TOOL = os.path.join(ROOT, "tools", "make_sprites.py")
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def expected() -> list[tuple[str, tuple[int, int]]]:
    out: list[tuple[str, tuple[int, int]]] = [(style.cm_grid(), (style.CM_FACE,) * 2)]
    out += [(style.cm_face(s, r), (style.CM_FACE,) * 2) for s in style.SUITS for r in range(6)]
    out += [(style.cm_die(s, r), (style.CM_DIE,) * 2) for s in style.SUITS for r in range(6)]
    for s in style.SUITS:
        out += [(style.cm_coin(s), (style.CM_COIN,) * 2), (style.cm_suit(s), (style.CM_SUIT,) * 2)]
    out += [(style.cm_pawn(c), style.CM_PAWN) for c in style.PAWN_RGB]
    return out + [(style.cm_emblem(c), (style.CM_SUIT,) * 2) for c in style.PAWN_RGB]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, TOOL, "--game", "chemin-montagneux", *args], capture_output=True,
                          text=True, env=ENV, cwd=ROOT)


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


def test_the_suits_differ_in_shape_not_only_in_colour():
    """The suit symbols' silhouettes (alpha only) are four different shapes."""
    masks = set()
    for s in style.SUITS:
        img = pygame.image.load(style.cm_suit(s))
        masks.add(bytes(1 if a > 128 else 0 for a in pygame.image.tobytes(img, "RGBA")[3::4]))
    assert len(masks) == 4


def test_make_sprites_redraws_committed_files_byte_for_byte(tmp_path):
    picks = ["chemin_montagneux/grid.png", "chemin_montagneux/face_s1.png", "chemin_montagneux/face_m0.png",
             "chemin_montagneux/die_c5.png", "chemin_montagneux/coin_a.png", "chemin_montagneux/pawn_red.png"]
    r = run("--out-dir", str(tmp_path), "--only", *picks)
    assert r.returncode == 0, r.stderr
    assert sorted(str(p.relative_to(tmp_path)).replace(os.sep, "/") for p in tmp_path.rglob("*.png")) == sorted(picks)
    for p in picks:
        with open(os.path.join(style.sprite(), *p.split("/")), "rb") as f:
            assert hashlib.sha256((tmp_path / p).read_bytes()).digest() == hashlib.sha256(f.read()).digest(), p


def test_the_map_draft_writes_the_shipped_map(tmp_path):
    """tools/draft_chemin_montagneux.py --out writes the map that ships (drafted, not edited since)."""
    out = tmp_path / "cm.tmx"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "draft_chemin_montagneux.py"), "--out", str(out)],
                       capture_output=True, text=True, cwd=os.path.join(ROOT, "tools"))
    assert r.returncode == 0, r.stderr
    with open(os.path.join(ROOT, "maps", "chemin_montagneux.tmx"), encoding="utf-8") as f:
        assert out.read_text(encoding="utf-8") == f.read()


def test_a_value_side_reads_upright_at_every_quarter_turn(app):
    """A graded tile's "5" lay on its side after the view was turned: its value
    side is drawn upright whatever the turn; the grid side turns with the table."""
    from game.games.chemin_montagneux.terrain_view.art import ART
    shown = [pygame.image.tobytes(ART.face(["S", 5, "v"], rot, (60, 40)), "RGBA") for rot in range(4)]
    assert len(set(shown)) == 1
    grid = [pygame.image.tobytes(ART.face(["S", 5, "g"], rot, (60, 60)), "RGBA") for rot in range(2)]
    assert grid[0] != grid[1]
