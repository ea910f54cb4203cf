"""Every Himalaya Grand Prix sprite that game/games/grand_prix/style.py names
exists, loads, has its size and is not blank; tools/make_sprites.py --game
grand-prix (drawing with tools/art/grand_prix.py) draws exactly those files
and redraws them byte for byte."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest

from game import paths
from game.games.grand_prix import style
from game.games.grand_prix.rules.content import COLOURS, load_content

CONTENT = load_content(paths.config_dir("grand_prix"))
from locations import ROOT, tool_module  # noqa: E402

TOOL = os.path.join(ROOT, "tools", "make_sprites.py")
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
TOKEN = (style.GP_TOKEN,) * 2
EMBLEM = (style.GP_EMBLEM,) * 2
DIE = (style.GP_DIE,) * 2
BALL = (style.GP_BALL,) * 2


def expected() -> list[tuple[str, tuple[int, int]]]:
    out: list[tuple[str, tuple[int, int]]] = []
    out += [(style.gp_boarder(t.id, v), TOKEN) for t in CONTENT.teams for v in CONTENT.values]
    out += [(style.gp_boarder_back(), TOKEN)]
    out += [(style.gp_team(t.id), EMBLEM) for t in CONTENT.teams]
    out += [(style.gp_figure(y), TOKEN) for y in CONTENT.yeti_order]
    out += [(style.gp_yeti_card(y, c), style.GP_CARD) for y in CONTENT.yeti_order for c in COLOURS]
    out += [(style.gp_back(), style.GP_CARD), (style.gp_snowball_card(), style.GP_CARD)]
    out += [(style.gp_die(n), DIE) for n in range(1, 7)]
    out += [(style.gp_snowball(), BALL)]
    return out


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, TOOL, "--game", "grand-prix", *args], capture_output=True, text=True,
                          env=ENV, cwd=ROOT)


def _alpha(img: pygame.Surface) -> bytes:
    return pygame.image.tobytes(img, "RGBA")[3::4]


@pytest.mark.parametrize("path,size", expected(), ids=lambda v: os.path.basename(v) if isinstance(v, str) else "")
def test_sprite_exists_loads_and_is_not_blank(path, size):
    assert os.path.exists(path), path
    img = pygame.image.load(path)
    assert img.get_size() == tuple(size)
    assert 255 in _alpha(img), f"{path}: no opaque pixel"


def test_the_teams_and_yetis_are_the_games_own():
    """Five teams with an animal the tool knows how to draw, five Yetis."""
    art = _art_module()
    assert len(CONTENT.teams) == 5 and len(CONTENT.yeti_order) == 5
    assert {t.animal for t in CONTENT.teams} <= set(art.ANIMALS)


def _art_module():
    return tool_module("art.grand_prix")


def test_the_art_module_gives_each_sprite_its_size():
    """tools/art/grand_prix.py's list, without drawing: exactly the expected
    files, each at its size (the tool checks each drawing against it)."""
    listed = [(os.path.join(style.sprite(), *s.rel.split("/")), tuple(s.size)) for s in _art_module().sprites(CONTENT)]
    assert sorted(listed) == sorted((p, tuple(size)) for p, size in expected())


def test_figures_and_emblems_stand_on_a_transparent_background():
    for path in [style.gp_figure(y) for y in CONTENT.yeti_order] + [style.gp_team(t.id) for t in CONTENT.teams] \
            + [style.gp_snowball(), style.gp_boarder_back()]:
        img = pygame.image.load(path)
        w, h = img.get_size()
        assert all(img.get_at(c)[3] == 0 for c in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1))), path


def test_red_and_green_cards_differ():
    for y in CONTENT.yeti_order:
        with open(style.gp_yeti_card(y, "green"), "rb") as g, open(style.gp_yeti_card(y, "red"), "rb") as r:
            assert g.read() != r.read(), y


def test_list_names_exactly_the_sprites_style_names():
    r = run("--list")
    assert r.returncode == 0, r.stderr
    listed = [os.path.join(style.sprite(), *line.split("/")) for line in r.stdout.split()]
    assert len(listed) == len(set(listed))
    assert set(listed) == {p for p, _ in expected()}


def test_make_sprites_redraws_committed_grand_prix_files_byte_for_byte(tmp_path):
    picks = ["grand_prix/boarder_giraffes_3.png", "grand_prix/team_crocodiles.png", "grand_prix/figure_dozy.png",
             "grand_prix/yeti_roller_red.png", "grand_prix/back.png", "grand_prix/snowball_card.png",
             "grand_prix/die_5.png", "grand_prix/snowball.png"]
    r = run("--out-dir", str(tmp_path), "--only", *picks)
    assert r.returncode == 0, r.stderr
    assert sorted(str(p.relative_to(tmp_path)).replace(os.sep, "/") for p in tmp_path.rglob("*.png")) == sorted(picks)
    for p in picks:
        made = (tmp_path / p).read_bytes()
        with open(os.path.join(style.sprite(), *p.split("/")), "rb") as f:
            assert hashlib.sha256(made).digest() == hashlib.sha256(f.read()).digest(), p


def test_the_die_numbers_stand_only_on_rows_a_yeti_watches(app):
    """Each space of a watched row carries its die numbers, a green and a red
    snowball at the mogul's shoulders; the first row, which no Yeti watches, none
    (a play-test asked what they meant there)."""
    from game.games.grand_prix.course_art import side_rgb
    from game.games.grand_prix.course_view import CourseRenderer
    c = CONTENT
    surf = CourseRenderer(c).render(1.0)

    green = side_rgb("green")

    def marked(s) -> bool:
        x, y = round(s.x + s.w * 0.16), round(s.y + 18)
        around = [surf.get_at((x + dx, y + dy))[:3] for dx in range(-9, 10) for dy in range(-9, 10)]
        return sum(1 for px in around if sum(abs(a - b) for a, b in zip(px, green)) < 60) >= 20
    watched = [s for s in c.spaces if c.row_yetis(s.row)]
    idle = [s for s in c.spaces if not c.row_yetis(s.row)]
    assert idle and all(not marked(s) for s in idle)
    assert all(marked(s) for s in watched)
