"""The board as drawn: every tile and sprite the map and content name exists and
loads, and the renderer draws the real map (dummy video driver, no window)."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pygame
import pytest
from locations import ROOT  # noqa: E402

from game import paths
from game.games.ski import style
from game.games.ski.rules.board import load_board

MOUNTAIN = os.path.join(ROOT, "maps", "mountain.tmx")


@pytest.fixture(scope="module")
def display():
    from game.scenes.common import reset_caches
    pygame.init()
    pygame.display.set_mode((64, 64))
    reset_caches()          # nothing drawn for an earlier window (fonts, kept renderers) outlives it
    yield
    pygame.quit()


def test_every_tile_the_map_uses_loads(display):
    from pytmx.util_pygame import load_pygame
    tmx = load_pygame(MOUNTAIN)
    used = 0
    for layer in tmx.visible_layers:
        if hasattr(layer, "tiles"):
            for _x, _y, img in layer.tiles():
                assert img is not None and img.get_size() == (tmx.tilewidth, tmx.tileheight)
                used += 1
    assert used > 60 * 40 * 0.9, "the terrain layer should cover the board"
    for ts in tmx.tilesets:
        assert os.path.exists(os.path.join(os.path.dirname(MOUNTAIN), ts.source)) if ts.source else True


def test_every_sprite_the_board_needs_loads(display):
    b = load_board(MOUNTAIN)
    files = {style.piste_spot(s.colour, symbols) for s in b.spots.values() if s.kind == "piste"
              for symbols in (True, False)}
    files |= {style.icon(f"lift_{lift.type}") for lift in b.lifts.values()}
    files |= {style.icon(n) for n in ("town", "restaurant", "station", "bus_stop", "bus")}
    for p in sorted(files):
        img = pygame.image.load(p)
        assert img.get_width() == style.PIECE_SIZE * style.SPRITE_SCALE


def test_renderer_draws_the_whole_board_at_several_scales(display):
    from game.games.ski.board_view import BoardRenderer
    b = load_board(MOUNTAIN)
    r = BoardRenderer(MOUNTAIN, b)
    for k in (0.5625, 1.0, 1.5):
        img = r.render(k)
        w, h = img.get_size()
        assert abs(w - b.width * k) <= 1 and abs(h - b.height * k) <= 1
    img = r.render(1.0)
    # a piste spot is drawn in its colour at its own place
    spot = next(s for s in b.spots.values() if s.kind == "piste" and s.colour == "red" and not s.number)
    px = img.get_at((round(spot.x), round(spot.y)))
    red = style.PISTE_RGB["red"]
    assert sum(abs(a - c) for a, c in zip(px[:3], red)) < 90, (px, red)
    # hit-testing finds the spot from its own coordinates and nothing far from any spot
    assert r.spot_at((spot.x + 2, spot.y - 2)) == spot.id


def _around(img: pygame.Surface, spot, k: float) -> bytes:
    """The pixels of the square a spot is drawn in at scale k."""
    r = max(7, round(spot.radius * k)) + 2
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(spot.x * k), round(spot.y * k))
    return pygame.image.tobytes(img.subsurface(box.clip(img.get_rect())), "RGB")


def test_renderer_without_symbols_draws_plain_piste_spots(display):
    from game.games.ski.board_view import BoardRenderer
    b = load_board(MOUNTAIN)
    k = 1.0
    on = BoardRenderer(MOUNTAIN, b).render(k)
    r_off = BoardRenderer(MOUNTAIN, b, symbols=False)
    assert r_off.symbols is False
    off = r_off.render(k)
    assert off.get_size() == on.get_size()
    piste = [s for s in b.spots.values() if s.kind == "piste"]
    # a spot whose shape is not a circle turns into a circle: its pixels change ...
    for colour in ("blue", "red", "black"):
        spot = next(s for s in piste if s.colour == colour and not s.number)
        assert _around(on, spot, k) != _around(off, spot, k), colour
    # ... while a green spot (already a circle) and a town look the same
    green = next(s for s in piste if s.colour == "green" and not s.number)
    assert _around(on, green, k) == _around(off, green, k)
    town = next(s for s in b.spots.values() if s.kind == "town")
    assert _around(on, town, k) == _around(off, town, k)
    # the plain spot is still drawn in its colour at its own place
    red = next(s for s in piste if s.colour == "red" and not s.number)
    px = off.get_at((round(red.x), round(red.y)))
    assert sum(abs(a - c) for a, c in zip(px[:3], style.PISTE_RGB["red"])) < 90, px


def test_set_symbols_clears_the_render_cache(display):
    from game.games.ski.board_view import BoardRenderer
    b = load_board(MOUNTAIN)
    r = BoardRenderer(MOUNTAIN, b)
    assert r.symbols is True
    first = r.render(0.5)
    r.set_symbols(True)                      # no change: the cached board stays
    assert r.render(0.5) is first
    r.set_symbols(False)
    assert r.symbols is False
    plain = r.render(0.5)
    assert plain is not first
    assert pygame.image.tobytes(plain, "RGB") == \
        pygame.image.tobytes(BoardRenderer(MOUNTAIN, b, symbols=False).render(0.5), "RGB")
    r.set_symbols(True)
    again = r.render(0.5)
    assert again is not plain
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")


def test_the_render_cache_keeps_to_its_memory_budget(display, monkeypatch):
    from game.games.ski import board_view
    from game.games.ski.board_view import BoardRenderer
    b = load_board(MOUNTAIN)
    r = BoardRenderer(MOUNTAIN, b)
    one = 4 * int(b.width * 0.5) * int(b.height * 0.5)
    monkeypatch.setattr(board_view, "CACHE_BYTES", int(one * 2.5))      # room for two boards at 0.5
    a = r.render(0.5)
    r.render(0.49)
    assert r.render(0.5) is a                 # still cached, and now the newest
    r.render(0.48)                            # a third: the one used longest ago (0.49) goes
    assert set(r._cache) == {0.5, 0.48}
    monkeypatch.setattr(board_view, "CACHE_BYTES", 1)
    big = r.render(1.0)                       # over budget alone: kept, everything else dropped
    assert list(r._cache) == [1.0] and r.render(1.0) is big


def _bare_mountain(tmp_path) -> str:
    """The shipped mountain as a new map drawn in Tiled would be: its objects,
    no tile layers and no tileset."""
    with open(MOUNTAIN, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r' *<tileset [^>]*/>\n', "", text)
    text = re.sub(r' *<layer id="\d+" name="\w+".*?</layer>\n', "", text, flags=re.S)
    assert "<layer" not in text and "<tileset" not in text and text.count("<objectgroup") == 2
    path = tmp_path / "bare.tmx"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_map_without_tile_layers_gets_its_ground_painted(display, tmp_path):
    from game.games.ski.board_view import BoardRenderer
    bare = _bare_mountain(tmp_path)
    b = load_board(bare)
    r = BoardRenderer(bare, b)
    assert not r.has_tiles()
    ground = r._tile_layers()
    assert ground.get_size() == (b.width, b.height)
    # not a plain sheet: many colours, snow and forest among them
    small = pygame.transform.scale(ground, (b.width // 4, b.height // 4))
    pixels = [small.get_at((x, y))[:3] for y in range(small.get_height()) for x in range(small.get_width())]
    assert len(set(pixels)) > 200
    assert sum(1 for p in pixels if min(p) > 225) > len(pixels) // 5                    # snow
    assert sum(1 for p in pixels if p[1] > p[0] + 15 and p[1] > p[2] and sum(p) < 450) > 100  # forest
    # the same ground as tools/paint_terrain.py wrote into the shipped map: the same board
    drawn = pygame.image.tobytes(r.render(0.5), "RGB")
    assert drawn == pygame.image.tobytes(BoardRenderer(MOUNTAIN, load_board(MOUNTAIN)).render(0.5), "RGB")
    # deterministic: a second renderer paints it again, the same
    assert pygame.image.tobytes(BoardRenderer(bare, b).render(0.5), "RGB") == drawn


def test_a_map_with_tiles_is_drawn_from_them_not_painted(display, monkeypatch):
    from game.games.ski.board_view import BoardRenderer
    from game.games.ski.rules import terrain

    def no(*_a, **_k):
        raise AssertionError("painted a map that has tiles")
    monkeypatch.setattr(terrain, "paint_map", no)
    r = BoardRenderer(MOUNTAIN, load_board(MOUNTAIN))
    assert r.has_tiles()
    r.render(0.25)


def test_the_path_cache_stays_bounded():
    from game.games.ski import default_content
    from game.games.ski.rules import runs
    c = default_content()
    start = next(s.id for s in c.board.spots.values() if s.kind == "piste")
    colour = c.board.spots[start].colour
    for i in range(runs.PATH_CACHE_MAX + 50):   # as many closed-spot sets as a long session meets
        runs.move_paths(c, start, colour, 3, frozenset({10_000 + i}))
    assert len(c.cache) <= runs.PATH_CACHE_MAX


def test_view_map_screenshot(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "view-map", "--size", "1280x720",
                        "--screenshot", str(out)], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)


def test_font_ships_with_its_licence():
    for bold in (False, True):
        assert os.path.exists(style.font(bold=bold))
    assert os.path.exists(paths.resource("sprites", "fonts", "LICENSE-DejaVu.txt"))


def test_a_stand_in_target_shows_its_own_words(display, tmp_path):
    """On a map without Buvette du Lac the card names another restaurant: its face is
    the card's picture with the stand-in's title and text written over the printed ones."""
    from test_any_map import valfroid_text

    from game.games.ski.rules.content import load_content
    from game.games.ski.scene import target_face
    from game.scenes.common import image
    path = tmp_path / "valfroid.tmx"
    path.write_text(valfroid_text(), encoding="utf-8")
    shipped = load_content(paths.config_dir("ski"))
    here = load_content(paths.config_dir("ski"), map_path=str(path))
    as_drawn = target_face(shipped.target_types["lunch_lac"], (125, 175))
    assert as_drawn is image(style.target_card("lunch_lac"), (125, 175))      # a card as written: its sprite
    stand_in = target_face(here.target_types["lunch_lac"], (125, 175))
    assert stand_in.get_size() == (125, 175)
    diff = sum(stand_in.get_at((x, y)) != as_drawn.get_at((x, y)) for x in range(0, 125, 3) for y in range(0, 175, 3))
    assert diff > 30                                       # the words differ ...
    assert stand_in.get_at((62, 50)) == as_drawn.get_at((62, 50))           # ... the picture does not


def test_a_small_picture_of_the_board_never_piles_labels(display):
    from game.games.ski.board_view import THUMBNAIL_SCALE, BoardRenderer
    b = load_board(MOUNTAIN)
    r = BoardRenderer(MOUNTAIN, b)
    names = sum(1 for sp in b.spots.values() if sp.kind in ("town", "restaurant")) + len(b.numbered_runs())
    r.render(1.0)
    assert len(r.label_rects) == names                 # to play on: every name
    r.render(round(THUMBNAIL_SCALE * 0.7, 3))          # a load preview's size
    small = r.label_rects
    assert 0 < len(small) <= names
    assert all(not a.colliderect(c) for i, a in enumerate(small) for c in small[i + 1:])


def test_a_miniature_shows_the_closed_pistes_and_lifts_as_the_live_board_does(display):
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.games.ski.board_view import closed_markers
    from game.games.ski.ui import miniature
    info = get("ski")
    state = info.new_game(Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Red")), seed=4))
    area = pygame.Rect(0, 0, 600, 400)
    plain = pygame.Surface(area.size)
    drawn = miniature(plain, state, area)
    b = state.c.board
    spot = next(s.id for s in b.spots.values() if s.kind == "piste")
    lift = next(iter(b.lifts))
    state.markers["piste"].append(spot)
    state.markers["lift"].append(lift)
    marked = pygame.Surface(area.size)
    miniature(marked, state, area)
    k = drawn.w / b.width
    places = closed_markers(b, state.markers)
    assert [n for n, _ in places] == ["marker_piste_closed", "marker_lift_closed"]
    for _, (x, y) in places:
        at = (round(x * k), round(y * k))
        assert plain.get_at(at) != marked.get_at(at)
