"""The rulebooks' pictures (docs/play/img/, drawn by tools/rule_pictures.py):
every picture a rulebook names is there and fits the Rules screen, the Rules
screen shows them (and nothing from outside their folder), and the tool draws
the same files again."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest
from locations import ROOT

from game.core.registry import all_games, get
from game.scenes.rules_scene import PICTURE_LINE, fitted_picture, picture_dir, picture_file, rules_html

IMG = os.path.join(ROOT, "docs", "play", "img")
GAMES = [g.id for g in all_games()]


def rulebook(gid: str) -> str:
    with open(os.path.join(ROOT, "docs", *get(gid).rules_file().split("/")), encoding="utf-8") as f:
        return f.read()


def tables_of(gid: str) -> int:
    """How many tables a game's rulebook has (each drawn as a picture)."""
    lines = rulebook(gid).splitlines()
    return sum(1 for i, line in enumerate(lines) if line.startswith("|") and (i == 0 or not lines[i - 1].startswith("|")))


def pictures_of(gid: str) -> list[tuple[str, str]]:
    """(caption, reference) of every picture a game's rulebook shows."""
    return [(m.group(1), m.group(2)) for m in map(PICTURE_LINE.match, rulebook(gid).splitlines()) if m]


def sha(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


@pytest.mark.parametrize("gid", GAMES)
def test_every_picture_a_rulebook_shows_is_there_and_fits(gid):
    """(A rulebook may show none: a game as small as the tests' Flag Race needs
    no picture; every picture in the folder is shown by a rulebook, below.)"""
    shown = pictures_of(gid)
    for caption, ref in shown:
        assert caption.strip(), ref                         # every picture says what it shows
        path = picture_file(ref)
        assert path is not None, ref
        assert os.path.basename(path).startswith(f"{gid}-")   # docs/play/img/<game>-<topic>.png
        w, h = pygame.image.load(path).get_size()
        assert 200 <= w <= 640 and 100 <= h <= 520, (ref, w, h)


def test_every_picture_in_the_folder_is_shown_by_a_rulebook():
    shown = {os.path.basename(ref) for gid in GAMES for _, ref in pictures_of(gid)}
    assert set(os.listdir(IMG)) == shown
    assert os.path.realpath(picture_dir()) == os.path.realpath(IMG)


def test_a_picture_becomes_an_img_tag_with_its_caption_below():
    html = rules_html("Some words.\n\n![A *lift* & a skier](img/ski-take-limits.png)\n\nMore words.\n")
    src = os.path.join(IMG, "ski-take-limits.png")
    assert f'<img src="{os.path.realpath(src)}"' in html
    assert html.index("<img") < html.index("<i>A <i>lift</i> &amp; a skier</i>") < html.index("More words")


@pytest.mark.parametrize("ref", [
    "img/../ski.md", "img/../../README.md", "../img/ski-take-limits.png", "img/sub/ski-take-limits.png",
    "/etc/passwd", os.path.join(IMG, "ski-take-limits.png"), "https://example.com/x.png",
    "img\\..\\..\\README.md", "img/.hidden.png", "img/ski-take-limits.PNG.txt", "img/", "",
    "img/no-such-picture.png",
])
def test_a_picture_from_outside_its_folder_or_missing_shows_its_caption_alone(ref):
    assert picture_file(ref) is None
    html = rules_html(f"![Just the caption]({ref})\n")
    assert "<img" not in html and "Just the caption" in html


def test_a_picture_is_fitted_to_the_screen_and_never_wider_than_the_box(app):
    ref = "img/ski-carry-on.png"
    native = pygame.image.load(picture_file(ref)).get_width()
    assert fitted_picture(ref, 1.0, 2000) == picture_file(ref)          # its own size: the bundled file
    bigger = fitted_picture(ref, 1.5, 2000)
    assert bigger is not None and pygame.image.load(bigger).get_width() == round(native * 1.5)
    narrow = fitted_picture(ref, 1.5, 300)
    assert narrow is not None and pygame.image.load(narrow).get_width() == 300
    assert not narrow.startswith(ROOT)                                  # copies never go into the game's folder
    assert fitted_picture("img/../ski.md", 1.0, 500) is None


def test_a_picture_path_with_spaces_and_quotes_reaches_the_text_box(app, tmp_path):
    import pygame_gui
    odd = tmp_path / 'a "quoted" folder & more'
    odd.mkdir()
    pic = odd / "pic.png"
    surf = pygame.Surface((120, 60))
    surf.fill((200, 40, 40))
    pygame.image.save(surf, str(pic))
    html = rules_html("![Red](img/pic.png)\n", lambda ref: str(pic))
    app.ui.preload_fonts([{"name": "dejavu", "point_size": app.px(15), "style": "italic"}])   # as the Rules screen does
    box = pygame_gui.elements.UITextBox(html, pygame.Rect(0, 0, 400, 300), app.ui)
    app.ui.update(0.01)
    app.ui.draw_ui(app.screen)
    assert "Red" in box.html_text


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_games_rules_screen_opens_with_its_pictures(make_app, gid, size):
    from game.scenes.rules_scene import RulesScene
    from game.scenes.title import TitleScene
    app = make_app(size)
    scene = RulesScene(app, TitleScene, gid)
    app.switch(scene)
    html = scene.box.html_text
    assert html.count("<img ") == len(pictures_of(gid)) + tables_of(gid)        # the tables drawn as pictures too
    for caption, _ in pictures_of(gid):
        assert caption.split(":")[0].split("*")[0] in html
    srcs = [part.split('"')[0] for part in html.split('<img src="')[1:]]
    tables = [src for src in srcs if os.path.basename(src).startswith("table-")]
    assert all(pygame.image.load(src).get_width() <= scene.box.rect.w - app.px(40) for src in tables)
    srcs = [src for src in srcs if src not in tables]
    for (_, ref), src in zip(pictures_of(gid), srcs):      # grown with the interface, inside the box
        w = pygame.image.load(src).get_width()
        assert w == round(pygame.image.load(picture_file(ref)).get_width() * app.k)
        assert w <= scene.box.rect.w - app.px(40)
    bar = scene.box.scroll_bar
    for frac in (0.0, 0.25, 0.5, 0.75, 1.0):      # scroll past every picture
        if bar is not None:
            bar.set_scroll_from_start_percentage(frac)
        app.ui.update(0.02)
        scene.draw(app.screen)
        app.ui.draw_ui(app.screen)


def test_the_tool_draws_the_same_pictures_again(tmp_path):
    tool = os.path.join(ROOT, "tools", "rule_pictures.py")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    listed = subprocess.run([sys.executable, tool, "--list"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert listed.returncode == 0, listed.stderr
    assert sorted(listed.stdout.split()) == sorted(os.listdir(IMG))
    r = subprocess.run([sys.executable, tool, "--out-dir", str(tmp_path)], capture_output=True, text=True, env=env,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(tmp_path)) == sorted(os.listdir(IMG))
    for name in os.listdir(IMG):
        assert sha(str(tmp_path / name)) == sha(os.path.join(IMG, name)), name


TABLE = "Words.\n\n| Pawn | Suit | Strength |\n| --- | --- | --- |\n| Green | Crowns | lowering costs 3 coins |\n" \
        "| Red | Suns | climbing or dropping one or two heights counts as one step |\n\nMore words.\n"


def test_a_table_becomes_one_picture_and_without_one_its_rows_are_lines():
    seen: list[list[list[str]]] = []

    def drawn(rows):
        seen.append(rows)
        return "/made/table.png"
    html = rules_html(TABLE, table=drawn)
    assert seen == [[["Pawn", "Suit", "Strength"], ["Green", "Crowns", "lowering costs 3 coins"],
                     ["Red", "Suns", "climbing or dropping one or two heights counts as one step"]]]
    assert html.count("<img") == 0 or html.count('src="/made/table.png"') == 1
    assert "Words." in html and "More words." in html and "Crowns" not in html
    plain = rules_html(TABLE)
    assert "Green   Crowns   lowering costs 3 coins<br>" in plain and "---" not in plain


def test_a_tables_picture_is_a_grid_that_fits_its_room(app):
    """The Rules screen's text box has no tables: a rulebook's table is drawn as
    a picture, its heading on a band, a long cell wrapped to keep it within the
    room (a family met "Schuss 8 the top 20 2, 5, 7 4" as one line)."""
    from game.scenes.rules_scene import table_picture
    rows = [["Pawn", "Suit", "Strength"], ["Green", "Crowns", "lowering costs 3 coins"],
            ["Red", "Suns", "climbing or dropping one or two heights counts as one step " * 3]]
    wide = pygame.image.load(table_picture(rows, 1.0, 2000))
    narrow = pygame.image.load(table_picture(rows, 1.0, 400))
    assert narrow.get_width() <= 400 < wide.get_width()
    assert narrow.get_height() > wide.get_height()                     # the long cell wrapped onto more lines
    band = narrow.get_at((narrow.get_width() // 2, 4))
    assert band.a > 150 and band.b > band.r                            # the heading's band
    for gid in GAMES:                                                   # every rulebook's tables draw
        html = rules_html(rulebook(gid), table=lambda r: table_picture(r, 1.0, 900))
        assert "---" not in html and "| " not in html
