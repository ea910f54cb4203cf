"""Every number read from a Tiled map is finite and within limits, for every
game: the generic map reader (game/content/tiled.py ``load_map``) refuses a
map whose size, object coordinates, line points or number properties are NaN,
infinite, absurdly long or gigantic, and a property of a type Tiled never
writes, with one line that names the file. Each game's map check and content
loader pass that line on; the map file is left exactly as it was."""
from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from collections.abc import Callable

import pytest
from locations import ROOT

from game import paths
from game.core.protocol import ContentError
from game.core.registry import GameInfo, all_games

GAMES = [g for g in all_games() if g.check_map is not None and g.map_file]
NINES = "9" * 400
FIRST_OBJECT = re.compile(r"<object\b[^>]*?(/?)>")
MAP_TAG = re.compile(r"<map\b[^>]*>")


def _shipped(info: GameInfo) -> str:
    """The game's shipped map, its tileset (if any) named by its full path in maps/."""
    with open(os.path.join(paths.maps_dir(), info.map_file), encoding="utf-8") as f:
        text = f.read()
    return re.sub(r'(<tileset [^>]*source=")([^"]+)"',
                  lambda m: m.group(1) + os.path.join(paths.maps_dir(), m.group(2)) + '"', text)


def _set_attr(tag: str, attr: str, value: str) -> str:
    """An XML start tag with ``attr`` set to ``value`` (added when it has none)."""
    if re.search(rf'\s{attr}="[^"]*"', tag):
        return re.sub(rf'(\s{attr}=")[^"]*"', lambda m: m.group(1) + value + '"', tag, count=1)
    end = "/>" if tag.endswith("/>") else ">"
    return tag[: -len(end)] + f' {attr}="{value}"' + end


def _object_attr(attr: str, value: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        m = FIRST_OBJECT.search(text)
        assert m is not None
        return text[: m.start()] + _set_attr(m.group(0), attr, value) + text[m.end():]
    return edit


def _map_attr(**attrs: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        m = MAP_TAG.search(text)
        assert m is not None
        tag = m.group(0)
        for k, v in attrs.items():
            tag = _set_attr(tag, k, v)
        return text[: m.start()] + tag + text[m.end():]
    return edit


def _object_child(xml: str, is_property: bool) -> Callable[[str], str]:
    def edit(text: str) -> str:
        m = FIRST_OBJECT.search(text)
        assert m is not None
        tag, rest = m.group(0), text[m.end():]
        if m.group(1):                                         # <object .../>: open it
            tag, rest = tag[:-2] + ">", "</object>" + rest
        after = re.match(r"\s*<properties>.*?</properties>", rest, flags=re.S)
        if is_property:
            if after:
                at = rest.index("<properties>") + len("<properties>")
                return text[: m.start()] + tag + rest[:at] + xml + rest[at:]
            return text[: m.start()] + tag + f"<properties>{xml}</properties>" + rest
        at = after.end() if after else 0
        return text[: m.start()] + tag + rest[:at] + xml + rest[at:]
    return edit


def _map_property(xml: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        m = MAP_TAG.search(text)
        assert m is not None
        rest = text[m.end():]
        opened = re.match(r"\s*<properties>", rest)
        if opened:
            return text[: m.end()] + rest[: opened.end()] + xml + rest[opened.end():]
        return text[: m.end()] + f"<properties>{xml}</properties>" + rest
    return edit


# name: (how the shipped map is spoiled, what the one line says (regular expressions))
HOSTILE: dict[str, tuple[Callable[[str], str], tuple[str, ...]]] = {
    "nan x": (_object_attr("x", "nan"),
              (r"object \d+ '[^']*' \([^)]*\): its x 'nan' is not a finite number from -1000000 to 1000000",)),
    "1e308 y": (_object_attr("y", "1e308"), (r"its y '1e308' is not a finite number from -1000000 to 1000000",)),
    "1e400 width": (_object_attr("width", "1e400"), (r"its width '1e400' is not a finite number from",)),
    "-inf rotation": (_object_attr("rotation", "-inf"), (r"its rotation '-inf' is not a finite number from",)),
    "400-digit x": (_object_attr("x", NINES), (r"its x '9{4,24}\.\.\.' is not a finite number from",)),
    "a word for x": (_object_attr("x", "left"), (r"its x 'left' is not a finite number from",)),
    "nan in a line": (_object_child('<polyline points="0,0 nan,5"/>', False),
                      (r"a point of its line 'nan,5' is not a finite number from -1000000 to 1000000",)),
    "far point": (_object_child('<polyline points="0,0 5,-2000000"/>', False),
                  (r"a point of its line '5,-2000000' is not a finite number from -1000000 to 1000000",)),
    "map 10^8 wide": (_map_attr(width="100000000"),
                      (r"the map is 100000000x\d+ tiles of \d+x\d+ pixels, larger than a map can be "
                       r"\(at most 100000 pixels each way\)",)),
    "map 400 digits wide": (_map_attr(width=NINES),
                            (r"the map is 9{4,24}\.\.\.x\d+ tiles of \d+x\d+ pixels, larger than a map can be",)),
    "map of too many tiles": (_map_attr(width="2000", height="2000", tilewidth="1", tileheight="1"),
                              (r"the map is 2000x2000 tiles of 1x1 pixels, more tiles than a map can have "
                               r"\(at most 1000000\)",)),
    "map width a word": (_map_attr(width="abc"), (r"the map's width 'abc' is not a whole number",)),
    "map height nan": (_map_attr(height="nan"), (r"the map's height 'nan' is not a whole number",)),
    "zero tile width": (_map_attr(tilewidth="0"), (r"the map's tilewidth '0' is not a whole number",)),
    "zero map height": (_map_attr(height="0"), (r"the map's height '0' is not a whole number",)),
    "bad property type": (_object_child('<property name="x" type="banana" value="1"/>', True),
                          (r"object \d+ .*: the property 'x' has the type 'banana', not one Tiled writes",)),
    "class property": (_object_child('<property name="x" type="class"/>', True),
                       (r"the property 'x' has the type 'class'",)),
    "map property type": (_map_property('<property name="x" type="banana" value="1"/>'),
                          (r"the map's property 'x' has the type 'banana', not one Tiled writes",)),
    "nan float property": (_object_child('<property name="speed" type="float" value="nan"/>', True),
                           (r"object \d+ .*: its property 'speed' 'nan' is not a finite number "
                            r"from -1000000000 to 1000000000",)),
    "1e400 float property": (_object_child('<property name="speed" type="float" value="1e400"/>', True),
                             (r"its property 'speed' '1e400' is not a finite number from",)),
    "map float property": (_map_property('<property name="weight" type="float" value="1e300"/>'),
                           (r"the map's property 'weight' '1e300' is not a finite number from "
                            r"-1000000000 to 1000000000",)),
    "400-digit int property": (_object_child(f'<property name="n" type="int" value="{NINES}"/>', True),
                               (r"its property 'n' '9{4,24}\.\.\.' is not a finite number from",)),
    "word int property": (_object_child('<property name="n" type="int" value="abc"/>', True),
                          (r"the property 'n' has the type 'int' but the value 'abc' is not a whole number",)),
    "maybe bool property": (_object_child('<property name="open" type="bool" value="maybe"/>', True),
                            (r"the property 'open' has the type 'bool' but the value 'maybe' is not true or false",)),
}


def _write(tmp_path, info: GameInfo, case: str) -> str:
    spoil, _ = HOSTILE[case]
    text = spoil(_shipped(info))
    path = os.path.join(str(tmp_path), info.map_file)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def _one_line(path: str, lines: list[str], expected: tuple[str, ...]) -> None:
    name = os.path.basename(path)
    assert len(lines) == 1, lines
    line = lines[0]
    assert "\n" not in line and len(line) <= 300, line
    assert line.startswith(f"{name}: "), line
    assert "Traceback" not in line and "None" not in line, line
    assert "9" * 30 not in line, line                       # a long number is cut
    for words in expected:
        assert re.search(words, line), (words, line)


@pytest.mark.parametrize("case", sorted(HOSTILE))
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_a_hostile_number_is_refused_in_one_line_by_every_game(tmp_path, info, case):
    path = _write(tmp_path, info, case)
    with open(path, "rb") as f:
        before = f.read()
    assert info.check_map is not None
    summary, lines = info.check_map(path)
    assert summary is None, summary
    _one_line(path, lines, HOSTILE[case][1])
    with open(path, "rb") as f:
        assert f.read() == before


@pytest.mark.parametrize("case", ["nan x", "map 10^8 wide", "bad property type", "zero tile width"])
@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_each_games_content_loader_refuses_it_in_one_line(tmp_path, info, case):
    """What the window loads (not only what validate-map says)."""
    path = _write(tmp_path, info, case)
    folder = info.id.replace("-", "_")
    module = importlib.import_module(f"game.games.{folder}.rules.content")
    with pytest.raises(ContentError) as e:
        module.load_content(paths.config_dir(folder), map_path=path)
    _one_line(path, [str(e.value)], HOSTILE[case][1])


def _spoil_first(text: str, cls: str, attr: str, value: str) -> str:
    m = re.search(rf'<object\b[^>]*\stype="{cls}"[^>]*>', text)
    assert m is not None
    return text[: m.start()] + _set_attr(m.group(0), attr, value) + text[m.end():]


def test_ski_gammon_refuses_a_space_off_its_board(tmp_path):
    """A space far outside the board would be drawn, and clicked, nowhere."""
    info = next(g for g in GAMES if g.id == "ski-gammon")
    path = os.path.join(str(tmp_path), info.map_file)
    with open(path, "w", encoding="utf-8") as f:
        f.write(_spoil_first(_shipped(info), "lift", "x", "900000"))
    assert info.check_map is not None
    summary, lines = info.check_map(path)
    assert summary is None
    _one_line(path, lines, (r"object \d+ 'lift 1' \(lift\): lies outside the map \(1280x960 pixels\)",))


def test_chemin_montagneux_refuses_a_table_too_large_to_draw(tmp_path):
    """Every plank and every free cell of a supply is drawn: a table of 10000
    cells each way would never be drawn."""
    info = next(g for g in GAMES if g.id == "chemin-montagneux")
    path = os.path.join(str(tmp_path), info.map_file)
    text = _spoil_first(_shipped(info), "table", "width", str(96 * 10_000))
    with open(path, "w", encoding="utf-8") as f:
        f.write(_spoil_first(text, "table", "height", str(96 * 10_000)))
    assert info.check_map is not None
    summary, lines = info.check_map(path)
    assert summary is None
    _one_line(path, lines, (r"object 1 'table' \(table\): the table is at most 64 by 64 cells",))


@pytest.mark.parametrize("info", GAMES, ids=[g.id for g in GAMES])
def test_validate_map_says_it_in_one_line_with_no_traceback(tmp_path, info):
    path = _write(tmp_path, info, "400-digit x")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "main.py", "validate-map", "--game", info.id, path], cwd=ROOT,
                       capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert "Traceback" not in r.stdout + r.stderr
    out = r.stdout.splitlines()
    assert len(out) == 1, r.stdout                                  # the problem
    assert r.stderr.splitlines() == [f"{info.map_file}: 1 problem"]  # and how many there are
    _one_line(path, out, HOSTILE["400-digit x"][1])


# -- tile layers and tilesets (the shipped mountain has both) ----------------------------------------

def _ski_map(tmp_path, spoil: Callable[[str], str]) -> tuple[GameInfo, str]:
    info = next(g for g in GAMES if g.id == "ski")
    path = os.path.join(str(tmp_path), info.map_file)
    with open(path, "w", encoding="utf-8") as f:
        f.write(spoil(_shipped(info)))
    return info, path


def _first_data(data: str) -> Callable[[str], str]:
    return lambda text: re.sub(r"<data encoding=\"csv\">.*?</data>", lambda _: data, text, count=1, flags=re.S)


def _zlib_bomb(text: str) -> str:
    import base64
    import zlib
    packed = base64.b64encode(zlib.compress(b"\0" * 4 * 2_000_000)).decode()
    return _first_data(f'<data encoding="base64" compression="zlib">{packed}</data>')(text)


def _tileset_of_many_tiles(text: str) -> str:
    image = os.path.join(ROOT, "sprites", "tiles", "mountain_tiles.png")
    return re.sub(r"<tileset [^>]*/>", f'<tileset firstgid="1" name="dust" tilewidth="1" tileheight="1" '
                                       f'tilecount="2000000" columns="2000"><image source="{image}" '
                                       f'width="2000" height="1000"/></tileset>', text, count=1)


LAYERS: dict[str, tuple[Callable[[str], str], str]] = {
    "a layer of 4000000 tiles": (lambda t: re.sub(r'(<layer [^>]*?)width="\d+" height="\d+"',
                                                  r'\1width="2000" height="2000"', t, count=1),
                                 r"the layer '\w+' is 2000x2000 tiles, more tiles than a layer can have "
                                 r"\(at most 1000000\)"),
    "compressed data of 2000000 tiles": (_zlib_bomb, r"the layer '\w+' holds more than 1000000 tiles"),
    "an infinite map's chunk": (_first_data('<data encoding="csv"><chunk x="0" y="0" width="16" height="16">'
                                            "0</chunk></data>"),
                                r"the layer '\w+' is a layer of an infinite map, which the game cannot read"),
    "a tileset of 2000000 tiles": (_tileset_of_many_tiles,
                                   r"the tileset 'dust': its image holds 2000000 tiles of 1x1 pixels, more than "
                                   r"a tileset can have \(at most 1000000\)"),
}


@pytest.mark.parametrize("case", sorted(LAYERS))
def test_tile_layers_and_tilesets_never_unpack_past_the_limit(tmp_path, case):
    spoil, words = LAYERS[case]
    info, path = _ski_map(tmp_path, spoil)
    assert info.check_map is not None
    summary, lines = info.check_map(path)
    assert summary is None
    _one_line(path, lines, (words,))


def test_an_exception_of_pytmx_that_says_nothing_is_named():
    """pytmx raised KeyError(None) for a class property ("cannot read the map: None")
    and a bare Exception for an infinite map's chunks."""
    from game.content.tiled import _unreadable
    assert _unreadable(KeyError(None)) == "KeyError in a part of the map the map reader does not know"
    assert _unreadable(Exception()) == "Exception in a part of the map the map reader does not know"
    assert _unreadable(KeyError("banana")) == "KeyError 'banana' in a part of the map the map reader does not know"
    assert _unreadable(ValueError("x" * 500 + "\nmore")) == "x" * 160 + "..."
