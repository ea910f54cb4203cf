"""Maps from every Tiled version: an object's class written as ``type=`` (Tiled
1.8, and 1.10 and later) or as ``class=`` (Tiled 1.9) reads the same, and a map
whose objects lost it (Tiled 1.8 drops ``class=`` when it saves such a map
again) is refused with one line that names the file, the count and the cause."""
from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess

import pytest
from locations import ROOT

from game import paths
from game.cli import main
from game.content.tiled import classless_note, load_map
from game.core.protocol import ContentError
from game.core.registry import get

# (game id, its folder, its shipped map): the games whose maps give objects a class
CLASSED = [*(("ski", "ski", f) for f in get("ski").map_files), ("ski-gammon", "ski_gammon", "ski_gammon.tmx"),
           ("chemin-montagneux", "chemin_montagneux", "chemin_montagneux.tmx")]
OBJECT_TYPE = re.compile(r'(<object\b[^>]*?) type="([^"]*)"')


def _rewrite(tmp_path, file: str, how: str) -> str:
    """The shipped map ``file`` copied to tmp_path with each object's
    ``type="X"`` kept, written ``class="X"``, or dropped ("type", "class", "none").
    Only <object> elements change: a property's type="int" stays."""
    with open(os.path.join(paths.maps_dir(), file), encoding="utf-8") as f:
        text = f.read()
    # a tileset stays where it is: named by its full path, still inside maps/
    text = re.sub(r'(<tileset [^>]*source=")([^"]+)"',
                  lambda m: m.group(1) + os.path.join(paths.maps_dir(), m.group(2)) + '"', text)
    new = {"type": r'\1 type="\2"', "class": r'\1 class="\2"', "none": r"\1"}[how]
    text = OBJECT_TYPE.sub(new, text)
    path = tmp_path / file
    path.write_text(text, encoding="utf-8")
    return str(path)


def _objects(file: str) -> int:
    with open(os.path.join(paths.maps_dir(), file), encoding="utf-8") as f:
        return f.read().count("<object ")


def _load(folder: str, path: str) -> object:
    content = importlib.import_module(f"game.games.{folder}.rules.content")
    return content.load_content(paths.config_dir(folder), map_path=path)


@pytest.mark.parametrize("game_id,folder,file", CLASSED)
def test_a_map_written_with_class_reads_as_with_type(tmp_path, game_id, folder, file):
    as_type = load_map(os.path.join(paths.maps_dir(), file))
    classed = _rewrite(tmp_path, file, "class")
    with open(classed, encoding="utf-8") as f:
        assert " type=" not in "".join(re.findall(r"<object\b[^>]*>", f.read()))
    as_class = load_map(classed)
    assert as_class.layers == as_type.layers and as_class.properties == as_type.properties
    assert all(o.cls for objs in as_class.layers.values() for o in objs)
    info = get(game_id)
    assert info.check_map is not None
    assert info.check_map(classed) == info.check_map(os.path.join(paths.maps_dir(), file))
    assert info.check_map(classed)[0] is not None


@pytest.mark.parametrize("game_id,folder,file", CLASSED)
def test_a_map_whose_objects_lost_their_class_says_so_in_one_line(tmp_path, game_id, folder, file):
    path = _rewrite(tmp_path, file, "none")
    n = _objects(file)
    note = classless_note(load_map(path))
    assert note is not None and "\n" not in note
    assert note.startswith(f"{file}: all {n} objects have no class") and "Tiled 1.8" in note
    info = get(game_id)
    assert info.check_map is not None
    summary, problems = info.check_map(path)
    assert summary is None and problems[0] == note          # the first problem says why
    with pytest.raises(ContentError) as e:                   # the game refuses it with the same line
        _load(folder, path)
    assert str(e.value).startswith(note) and "\n" not in str(e.value)


@pytest.mark.parametrize("game_id,folder,file", CLASSED)
def test_validate_map_prints_the_line_first(tmp_path, capsys, game_id, folder, file):
    path = _rewrite(tmp_path, file, "none")
    assert main(["validate-map", path, "--game", game_id]) == 1
    out = capsys.readouterr()
    first = out.out.splitlines()[0]
    assert first.startswith(f"{file}: all {_objects(file)} objects have no class (likely Tiled 1.8 saved ")
    assert "Traceback" not in out.err


def test_one_object_without_a_class_is_named(tmp_path):
    path = _rewrite(tmp_path, "ski_gammon.tmx", "type")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(OBJECT_TYPE.sub(r"\1", text, count=1))
    info = get("ski-gammon")
    assert info.check_map is not None
    summary, problems = info.check_map(path)
    assert summary is None and problems == [
        "ski_gammon.tmx: 1 of 79 objects has no class, the first object 1 'lift 1' in the layer 'lift' "
        "(set its Class, called Type in Tiled 1.8)"]


def test_a_good_map_with_an_object_of_no_class_gets_a_warning(tmp_path, capsys):
    """Chemin Montagneux finds its objects by class in any layer: an object with
    none plays no part, and validate-map says so without refusing the map."""
    with open(os.path.join(ROOT, "maps", "chemin_montagneux.tmx"), encoding="utf-8") as f:
        text = f.read()
    end = text.rindex("</map>")
    text = (text[:end] + ' <objectgroup id="99" name="notes">\n'
            '  <object id="500" name="a note" x="10" y="10" width="5" height="5"/>\n </objectgroup>\n' + text[end:])
    path = tmp_path / "chemin_montagneux.tmx"
    path.write_text(text, encoding="utf-8")
    assert main(["validate-map", str(path), "--game", "chemin-montagneux"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("warning: chemin_montagneux.tmx: 1 of 15 objects has no class, the first object 500 "
                        "'a note' in the layer 'notes' (set its Class, called Type in Tiled 1.8)")
    assert lines[1].startswith("chemin_montagneux.tmx: good: ")


def test_the_grand_prix_reads_no_class(tmp_path):
    """The Grand Prix's course is read by layer and properties only: a course
    whose objects lost their class is the same course, with no warning."""
    path = _rewrite(tmp_path, "grand_prix.tmx", "none")
    info = get("grand-prix")
    assert info.check_map is not None
    assert info.check_map(path) == info.check_map(os.path.join(paths.maps_dir(), "grand_prix.tmx"))


@pytest.mark.skipif(shutil.which("tiled") is None, reason="the Tiled editor is not installed")
@pytest.mark.parametrize("game_id,folder,file", CLASSED)
def test_the_tiled_on_this_machine_reads_and_saves_the_shipped_map_keeping_every_class(tmp_path, game_id, folder,
                                                                                        file):
    """What docs/map-format.md tells an author to do: export the map with the
    real Tiled (it reads it) and save it again; every object keeps its class,
    name and properties, the map its own, and the saved copy passes the same
    check."""
    src = os.path.join(paths.maps_dir(), file)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(tmp_path))
    resaved = tmp_path / file
    for out in (tmp_path / "check.json", resaved):
        r = subprocess.run(["tiled", "--export-map", src, str(out)], capture_output=True, text=True, env=env,
                           timeout=120)
        assert r.returncode == 0 and out.exists(), r.stdout + r.stderr
    before, after = load_map(src), load_map(str(resaved))
    assert after.layer_names == before.layer_names and after.properties == before.properties
    for layer, objs in before.layers.items():
        assert [(o.id, o.cls, o.name, o.properties) for o in after.layers[layer]] == \
            [(o.id, o.cls, o.name, o.properties) for o in objs], layer
    info = get(game_id)
    assert info.check_map is not None
    assert info.check_map(str(resaved)) == info.check_map(src)
