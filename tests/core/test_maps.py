"""Playing on another mountain (game/maps.py): the maps a game lists, a
setup that names one, saves that remember it (and notice when it has changed
or gone), the command line's --map, and names from files that never lead out
of the two maps folders."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pygame
import pygame_gui
import pytest
from locations import ROOT
from ui_driver import press

from game import maps, paths
from game.core.protocol import ContentError, Setup
from game.core.registry import all_games
from game.core.rng import Rng
from game.saves import SaveError, load_save, save_game
from game.sim import bot_setup

CHOOSERS = [g for g in all_games() if g.map_content is not None]


@pytest.fixture()
def home(tmp_path, monkeypatch):
    """The player's data folder, a test's own."""
    monkeypatch.setattr(paths, "user_data_dir", lambda: str(tmp_path / "data"))
    os.makedirs(tmp_path / "data", exist_ok=True)
    return tmp_path


def bare_copy(info, folder, name: str = "mine.tmx") -> str:
    """The game's own map as a player's new map would be: its objects, no tile
    layers and no tileset (a map of one's own names no other file)."""
    with open(os.path.join(paths.maps_dir(), info.map_file), encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r' *<tileset [^>]*/>\n', "", text)
    text = re.sub(r' *<layer id="\d+" name="[^"]*".*?</layer>\n', "", text, flags=re.S)
    text = text.replace("<properties>", '<properties>\n  <property name="name" value="My Own Mountain"/>', 1) \
        if "<properties>" in text.split("<tileset")[0].split("<objectgroup")[0] else \
        re.sub(r"(<map [^>]*>)", r'\1\n <properties>\n  <property name="name" value="My Own Mountain"/>\n '
               r"</properties>", text, count=1)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def test_the_maps_game_offer_and_only_those():
    assert CHOOSERS, "no game offers a choice of map"
    for g in all_games():
        if g.map_content is None:
            assert not g.map_files
            setup = Setup(g.id, bot_setup(g, g.min_players, 1, ["random"] * g.min_players).seats, map="x.tmx", map_hash="0" * 64)
            assert "own map only" in (g.check_setup(setup) or "")
        else:
            assert g.map_files and g.map_files[0] == g.map_file


def test_ski_ships_two_mountains_each_passing_the_map_check():
    """Mont Givre first, then the small Le Petit Val, listed by their titles."""
    info = next(g for g in CHOOSERS if g.id == "ski")
    assert info.map_files == ("mountain.tmx", "petit_val.tmx")
    for name, title in zip(info.map_files, ("Mont Givre", "Le Petit Val")):
        path = os.path.join(paths.maps_dir(), name)
        assert maps.map_title(path) == title
        assert info.check_map is not None
        summary, problems = info.check_map(path)
        assert summary is not None and problems == [], name


@pytest.mark.parametrize("bad", ["../x.tmx", "/etc/passwd", "a/b.tmx", "user:../x.tmx", "user:a/b.tmx",
                                 "x.txt", "user:", ".tmx", "x" * 80 + ".tmx", "c:\\x.tmx", "x.tmx\n"])
def test_a_setup_from_a_file_names_a_map_only_inside_the_maps_folders(bad):
    d = Setup("ski", ()).to_dict()
    d.update(seats=[{"name": "Anna", "colour": "red"}], map=bad, map_hash="a" * 64)
    with pytest.raises(ValueError, match="not the name of a map file"):
        Setup.from_dict(d)
    with pytest.raises(ValueError):
        maps.map_path("ski", bad)


def test_a_setup_round_trips_its_map_and_the_games_own_map_is_not_written():
    plain = Setup("ski", ())
    assert "map" not in plain.to_dict() and "map_hash" not in plain.to_dict()     # older saves are unchanged
    d = plain.to_dict()
    d.update(seats=[{"name": "Anna", "colour": "red"}], map="user:mine.tmx", map_hash="ab" * 32)
    s = Setup.from_dict(d)
    assert (s.map, s.map_hash) == ("user:mine.tmx", "ab" * 32)
    assert Setup.from_dict(s.to_dict()) == s
    for mh in ("", "AB" * 32, "ab" * 31, 7):
        d["map_hash"] = mh
        with pytest.raises(ValueError, match="hash"):
            Setup.from_dict(d)


@pytest.mark.parametrize("info", CHOOSERS, ids=lambda g: g.id)
def test_the_list_has_the_shipped_maps_and_the_players_own_with_reasons(home, info):
    folder = maps.user_maps_dir(info.id, create=True)
    bare_copy(info, folder)
    with open(os.path.join(folder, "broken.tmx"), "w") as f:
        f.write("<map>not a map")
    with open(os.path.join(folder, "bad$name.tmx"), "w") as f:
        f.write("<map/>")
    with open(os.path.join(folder, "notes.txt"), "w") as f:
        f.write("not listed")
    got = {e.ref: e for e in maps.list_maps(info)}
    assert list(got)[0] == info.map_file and got[info.map_file].playable
    assert got["user:mine.tmx"].playable and got["user:mine.tmx"].title == "My Own Mountain"
    assert not got["user:broken.tmx"].playable and "\n" not in got["user:broken.tmx"].problem
    assert "broken.tmx" in got["user:broken.tmx"].problem
    bad = next(e for e in got.values() if "bad" in e.ref)
    assert not bad.playable and "characters" in bad.problem
    assert not any("notes" in r for r in got)


def test_a_maps_title_is_its_name_or_older_mountain_property(tmp_path):
    """The setup's list and the board read the same title: the map property
    ``name``, else ``mountain`` (as the shipped Mont Givre has it), else the
    file's name."""
    from game.games.ski.rules.board import load_board
    shipped = os.path.join(paths.maps_dir(), "mountain.tmx")
    assert maps.map_title(shipped) == load_board(shipped).title == "Mont Givre"
    tiny = os.path.join(ROOT, "tests", "maps", "tiny.tmx")
    with open(tiny, encoding="utf-8") as f:
        text = f.read()
    both = tmp_path / "both.tmx"
    both.write_text(text.replace('<property name="mountain" value="Tiny Hill"/>',
                                 '<property name="mountain" value="Tiny Hill"/>\n'
                                 '  <property name="name" value="Petite Colline"/>'), encoding="utf-8")
    assert maps.map_title(str(both)) == load_board(str(both)).title == "Petite Colline"
    blank = tmp_path / "no_title.tmx"
    blank.write_text(text.replace('<property name="mountain" value="Tiny Hill"/>',
                                  '<property name="name" value=" "/>'), encoding="utf-8")
    assert maps.map_title(str(blank)) == "no title" and load_board(str(blank)).title == "no_title"


@pytest.mark.parametrize("info", CHOOSERS, ids=lambda g: g.id)
def test_a_game_on_a_players_map_saves_and_loads_and_notices_a_change(home, info):
    bare_copy(info, maps.user_maps_dir(info.id, create=True))
    setup = maps.with_map(info, bot_setup(info, info.min_players, 3, ["random"] * info.min_players), "user:mine.tmx")
    assert setup.map == "user:mine.tmx" and len(setup.map_hash) == 64
    state = maps.new_game(info, setup)
    rng = Rng(5)
    for _ in range(30):                                   # a game under way
        seat = state.current_player()
        legal = state.legal_actions(seat)
        state.apply(legal[rng.below(len(legal))])
    save = str(home / "game.json")
    save_game(state, save)
    again, _ = load_save(save)
    assert again.state_hash() == state.state_hash() and again.setup.map == "user:mine.tmx"
    path = maps.map_path(info.id, "user:mine.tmx")
    with open(path, "a", encoding="utf-8") as f:
        f.write("<!-- changed -->\n")
    with pytest.raises(SaveError, match="has changed since this game began") as e:
        load_save(save)
    assert "\n" not in str(e.value) and "game.json" in str(e.value)
    os.remove(path)
    with pytest.raises(SaveError, match="not in its maps folder any more"):
        load_save(save)


def test_a_save_cannot_point_outside_the_folders(home):
    info = CHOOSERS[0]
    state = info.new_game(bot_setup(info, info.min_players, 3, ["random"] * info.min_players))
    save = str(home / "game.json")
    save_game(state, save)
    with open(save, encoding="utf-8") as f:
        d = json.load(f)
    d["setup"].update(map="user:../../secret.tmx", map_hash="a" * 64)
    with open(save, "w", encoding="utf-8") as f:
        json.dump(d, f)
    with pytest.raises(SaveError, match="setup is not valid"):
        load_save(save)


def test_content_for_a_missing_map_is_a_one_line_error(home):
    info = CHOOSERS[0]
    with pytest.raises(ContentError, match="not in its maps folder any more"):
        maps.content_for(info, Setup(info.id, (), map="user:gone.tmx", map_hash="a" * 64))


def test_play_map_adopts_a_map_from_elsewhere_once_and_never_overwrites(home):
    info = CHOOSERS[0]
    outside = bare_copy(info, str(home / "downloads"), "new peak.tmx")
    ref, note = maps.adopt_map(info.id, outside)
    assert ref == "user:new peak.tmx" and "now one of your own maps" in note
    assert maps.adopt_map(info.id, outside) == (ref, "")                     # the same file: used as it is
    other = bare_copy(info, str(home / "elsewhere"), "new peak.tmx")
    with open(other, "a", encoding="utf-8") as f:
        f.write("<!-- another -->\n")
    with pytest.raises(ValueError, match="rename one of them"):
        maps.adopt_map(info.id, other)
    with open(maps.map_path(info.id, ref), encoding="utf-8") as f:
        assert "another" not in f.read()                                     # not overwritten
    with pytest.raises(ValueError, match="names other files"):
        shipped = os.path.join(str(home), "copy.tmx")
        with open(os.path.join(paths.maps_dir(), info.map_file), encoding="utf-8") as f, \
                open(shipped, "w", encoding="utf-8") as g:
            g.write(f.read())
        maps.adopt_map(info.id, shipped)
    assert maps.adopt_map(info.id, os.path.join(paths.maps_dir(), info.map_file)) == (info.map_file, "")


def _main(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env=env)


def test_simulate_and_balance_play_on_a_map_given_on_the_command_line(tmp_path):
    info = CHOOSERS[0]
    bare = bare_copy(info, str(tmp_path))
    r = _main("simulate", "--game", info.id, "--games", "2", "--players", str(info.min_players),
              "--map", bare, "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["map"] == "mine.tmx" and out["errors"] == 0
    report = tmp_path / "report.md"
    r = _main("balance", "--game", info.id, "--games", "2", "--processes", "1", "--map", bare,
              "--out", str(report), "--json")
    assert r.returncode == 0, r.stderr
    text = report.read_text()
    assert "on mine.tmx" in text and f"<!-- balance:{info.id} map=mine.tmx -->" in text and "--map" in text
    r = _main("simulate", "--game", info.id, "--games", "1", "--map", str(tmp_path / "none.tmx"))
    assert r.returncode == 2 and "no such map file" in r.stderr and r.stderr.count("\n") == 1
    other = next(g for g in all_games() if g.map_content is None)
    r = _main("simulate", "--game", other.id, "--games", "1", "--players", str(other.min_players), "--map", bare)
    assert r.returncode == 2 and "own map only" in r.stderr


def test_setup_chooses_the_mountain_and_the_game_is_played_there(app, tmp_path):
    from game.scenes.map_chooser import MapChooserScene
    from game.scenes.setup import SetupScene
    info = CHOOSERS[0]
    bare_copy(info, maps.user_maps_dir(info.id, create=True))
    with open(os.path.join(maps.user_maps_dir(info.id), "broken.tmx"), "w") as f:
        f.write("<map>not a map")
    setup = SetupScene(app, game=info.id)
    app.switch(setup)
    assert setup.map_button is not None and "Mountain:" in setup.map_button.text
    setup.rows[0]["name"].set_text("Zoe")
    press(app, setup.map_button)
    chooser = app.scene
    assert isinstance(chooser, MapChooserScene)
    assert chooser.chosen.ref == info.map_file and chooser.preview is not None     # the current one, drawn
    assert chooser.list.list_item_height == max(20, app.px(20))                   # rows grow with the UI scale
    assert [i["text"] for i in chooser.list.item_list if i["selected"]] == [chooser.labels[0]]
    app.step([], 0.016)
    broken = next(lb for lb, e in zip(chooser.labels, chooser.entries) if e.ref == "user:broken.tmx")
    chooser.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=chooser.list,
                                      text=broken))
    assert not chooser.choose.is_enabled
    app.step([], 0.016)                                                             # draws its reason
    chooser.take()
    assert app.scene is chooser                                                     # cannot be chosen
    mine = next(lb for lb, e in zip(chooser.labels, chooser.entries) if e.ref == "user:mine.tmx")
    chooser.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=chooser.list,
                                      text=mine))
    press(app, chooser.choose)
    assert app.scene is setup and "My Own Mountain" in setup.map_button.text
    assert setup.rows[0]["name"].get_text() == "Zoe"                                # the rows are kept
    press(app, setup.start)
    play = app.scene
    assert play.state.setup.map == "user:mine.tmx"
    assert play.content is maps.content_for(info, play.state.setup)


def test_games_without_a_choice_show_no_mountain_button(app):
    from game.scenes.setup import SetupScene
    for g in all_games():
        s = SetupScene(app, game=g.id)
        app.switch(s)
        assert (s.map_button is not None) == (g.map_content is not None)
