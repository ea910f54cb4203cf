"""The art tools regenerate their committed output byte for byte, and the
terrain painter never touches anything but its own two layers."""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys

import pytest
from locations import ROOT  # noqa: E402

TOOLS = os.path.join(ROOT, "tools")
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def sha(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=ENV, cwd=ROOT)


def test_tileset_regenerates_byte_for_byte(tmp_path):
    r = run(os.path.join(TOOLS, "make_terrain_tiles.py"), "--out-dir", str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert sha(tmp_path / "mountain_tiles.png") == sha(os.path.join(ROOT, "sprites", "tiles", "mountain_tiles.png"))
    assert sha(tmp_path / "mountain_tiles.tsx") == sha(os.path.join(ROOT, "maps", "mountain_tiles.tsx"))


def _map_copy(tmp_path, name: str = "mountain.tmx") -> str:
    """The map and its tileset copied into a folder laid out as the game's (its
    tile image, in the game's sprites, is where the tileset says it is)."""
    maps = tmp_path / "maps"
    maps.mkdir()
    for f in (name, "mountain_tiles.tsx"):
        shutil.copy(os.path.join(ROOT, "maps", f), maps / f)
    os.symlink(os.path.join(ROOT, "sprites"), tmp_path / "sprites")
    return str(maps / name)


def _ski_maps() -> list[str]:
    """The shipped mountains of Ski the Mountain, whose ground the painter wrote."""
    sys.path.insert(0, ROOT)
    from game.core.registry import get
    return list(get("ski").map_files)


@pytest.mark.parametrize("name", _ski_maps())
def test_terrain_repaints_byte_for_byte(tmp_path, name):
    copy = _map_copy(tmp_path, name)
    r = run(os.path.join(TOOLS, "paint_terrain.py"), copy, "--repaint")
    assert r.returncode == 0, r.stdout + r.stderr
    assert sha(copy) == sha(os.path.join(ROOT, "maps", name))


def test_terrain_painter_refuses_to_paint_over_tiles(tmp_path):
    copy = _map_copy(tmp_path)
    before = sha(copy)
    r = run(os.path.join(TOOLS, "paint_terrain.py"), copy)
    assert r.returncode == 1 and "--repaint" in r.stdout
    assert sha(copy) == before


def test_terrain_painter_keeps_every_object_and_property(tmp_path):
    """Paint a map whose tile layers are empty: only tile data, the tileset line,
    the new decor layer and nextlayerid may change."""
    copy = _map_copy(tmp_path)
    with open(copy, encoding="utf-8") as f:
        text = f.read()
    # empty both painted layers and drop the decor layer and tileset, as in a fresh draft
    text = re.sub(r' *<tileset firstgid="1" source="mountain_tiles.tsx"/>\n', "", text)
    text = re.sub(r' *<layer id="\d+" name="decor".*?</layer>\n', "", text, flags=re.S)
    text = re.sub(r'(name="terrain"[^>]*>\s*<data encoding="csv">)(.*?)(</data>)',
                  lambda m: m.group(1) + re.sub(r"\d+", "0", m.group(2)) + m.group(3), text, flags=re.S)
    with open(copy, "w", encoding="utf-8") as f:
        f.write(text)
    objects_before = [ln for ln in text.splitlines() if "<object" in ln or "<property" in ln or "<poly" in ln]
    r = run(os.path.join(TOOLS, "paint_terrain.py"), copy)
    assert r.returncode == 0, r.stdout + r.stderr
    with open(copy, encoding="utf-8") as f:
        after = f.read()
    objects_after = [ln for ln in after.splitlines() if "<object" in ln or "<property" in ln or "<poly" in ln]
    assert objects_after == objects_before
    assert 'name="decor"' in after and 'source="mountain_tiles.tsx"' in after
    added = len(after.splitlines()) - len(text.splitlines())
    assert 40 < added < 50  # only the decor layer (40 rows of tiles) and the tileset line


def test_sprites_regenerate_byte_for_byte(tmp_path):
    picks = ["cards/piste_red_4.png", "cards/event_high_winds.png", "pieces/skier_purple.png", "icons/lift_drag.png"]
    r = run(os.path.join(TOOLS, "make_sprites.py"), "--out-dir", str(tmp_path), "--only", *picks)
    assert r.returncode == 0, r.stderr
    for p in picks:
        assert sha(tmp_path / p) == sha(os.path.join(ROOT, "sprites", p)), p


def test_one_command_line_draws_every_game():
    """make_sprites.py with no --game lists every game's sprites, each game's
    exactly as --game lists them; a comma list picks several; an unknown id fails."""
    def listed(*args: str) -> list[str]:
        r = run(os.path.join(TOOLS, "make_sprites.py"), "--list", *args)
        assert r.returncode == 0, r.stderr
        return r.stdout.split()
    ski, gp, sg = listed("--game", "ski"), listed("--game", "grand-prix"), listed("--game", "ski-gammon")
    cm = listed("--game", "chemin-montagneux")
    assert ski and gp and sg and not set(ski) & set(gp) and not (set(ski) | set(gp)) & set(sg)
    assert cm and not (set(ski) | set(gp) | set(sg)) & set(cm)
    assert all(p.startswith("chemin_montagneux/") for p in cm)
    assert all(p.startswith(("cards/", "pieces/", "icons/", "board/")) for p in ski)
    assert all(p.startswith("grand_prix/") for p in gp)
    assert all(p.startswith("ski_gammon/") for p in sg)
    assert listed() == ski + gp + sg + cm == listed("--game", "grand-prix,chemin-montagneux,ski-gammon,ski")
    assert listed("--game", "ski", "--game", "grand-prix", "--only", "die_5", "piste_red_4") == \
        ["cards/piste_red_4.png", "grand_prix/die_5.png"]
    r = run(os.path.join(TOOLS, "make_sprites.py"), "--list", "--game", "no-such-game")
    assert r.returncode != 0 and "no-such-game" in r.stderr


def test_terrain_painter_on_the_tiny_map_keeps_every_object_line(tmp_path):
    """A map that has never used the tileset: the painter adds the tileset
    reference and the decor layer and leaves every object line alone."""
    copy = str(tmp_path / "tiny.tmx")
    shutil.copy(os.path.join(ROOT, "tests", "maps", "tiny.tmx"), copy)
    with open(copy, encoding="utf-8") as f:
        before = f.read()
    r = run(os.path.join(TOOLS, "paint_terrain.py"), copy,
            "--tileset", os.path.join(ROOT, "maps", "mountain_tiles.tsx"))
    assert r.returncode == 0, r.stdout + r.stderr
    with open(copy, encoding="utf-8") as f:
        after = f.read()
    assert [ln for ln in after.splitlines() if "<object" in ln] == \
        [ln for ln in before.splitlines() if "<object" in ln]
    assert 'name="decor"' in after and "mountain_tiles.tsx" in after
    sys.path.insert(0, ROOT)
    from game.content.tiled import load_map
    assert load_map(copy).layer_names[:2] == ["terrain", "decor"]


@pytest.mark.parametrize("name", _ski_maps())
def test_runs_and_spots_lie_on_snow(name):
    """No forest, rock, ice or meadow under a run's polyline or a spot."""
    import xml.etree.ElementTree as ET
    ts = ET.parse(os.path.join(ROOT, "maps", "mountain_tiles.tsx")).getroot()
    terrain = {int(t.get("id")) + 1: t.find("properties/property[@name='terrain']").get("value")
               for t in ts.findall("tile")}
    root = ET.parse(os.path.join(ROOT, "maps", name)).getroot()
    cols = int(root.get("width"))
    layer = next(la for la in root.findall("layer") if la.get("name") == "terrain")
    gids = [int(v) for v in layer.find("data").text.split(",")]
    ok = {"snow_high", "snow", "snow_shaded", "snow_shadow", "piste", "road", "village", "village_edge"}
    links = next(g for g in root.findall("objectgroup") if g.get("name") == "links")
    checked = 0
    for o in links.findall("object"):
        if o.get("type") != "Piste":
            continue
        x0, y0 = float(o.get("x")), float(o.get("y"))
        pts = [(x0 + float(a), y0 + float(b)) for a, b in
               (p.split(",") for p in o.find("polyline").get("points").split())]
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            n = max(1, int(max(abs(bx - ax), abs(by - ay)) / 2))
            for i in range(n + 1):
                x, y = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
                name = terrain[gids[int(y // 32) * cols + int(x // 32)]]
                assert name in ok, (o.get("id"), x, y, name)
                checked += 1
    assert checked > 500
