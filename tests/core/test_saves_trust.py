"""What a save is trusted with, and what it never costs: a fault of the
program's own files never sets a good save aside; a field the program never
writes is refused; older rules come only from the field that names them and
are said on every screen; a game continued keeps no copy of itself; two
windows never lose a game to each other; and the small things (a byte-order
mark, odd set-aside names, the data folder's path)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading

import pygame
import pygame_gui
import pytest
from locations import ROOT, TESTS
from ui_driver import press

from game import paths, saves
from game.ai import make_bot
from game.core.registry import all_games, forget_loaded_content, get
from game.saves.aside import list_set_aside
from game.saves.autosave import _try_lock, other_autosaves
from game.saves.folder import list_saves, saves_dir
from game.sim import bot_setup, play_out

GAMES = [g.id for g in all_games() if g.id != "flag-race"]


def bot_game(gid: str, actions: int = 40, players: int = 2, seed: int = 5):
    """A game of ``gid`` its random bots played ``actions`` actions into (or to its end)."""
    info = get(gid)
    state = info.new_game(bot_setup(info, players, seed, ["random"] * players))
    try:
        play_out(state, [make_bot("random", seed + i) for i in range(players)], max_actions=actions)
    except RuntimeError:
        pass
    return state


def write(path, d: dict) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f)


# ---------------------------------------------------------------- 2: the program's files are not the save's fault
def _folder(gid: str) -> str:
    return get(gid).new_state.__module__.split(".")[2]


@pytest.fixture()
def fresh_content():
    forget_loaded_content()
    yield
    forget_loaded_content()


def _break(kind: str, gid: str, tmp_path, monkeypatch) -> None:
    """The game's own content broken, in a copy the game reads instead: its first
    YAML file, or its map (the config names its map beside it: ../../maps/)."""
    copy = tmp_path / "config" / _folder(gid)
    shutil.copytree(paths.config_dir(_folder(gid)), copy)
    maps = tmp_path / "maps"
    shutil.copytree(paths.maps_dir(), maps)
    if kind == "yaml":
        first = sorted(f for f in os.listdir(copy) if f.endswith(".yaml") and f != "tutorial.yaml")[0]
        (copy / first).write_text("tiles: [unclosed\n", encoding="utf-8")
    else:
        own = maps / get(gid).map_file
        own.write_text(own.read_text(encoding="utf-8").replace('<object id="', '<object id="x', 1), encoding="utf-8")
    real = paths.config_dir
    monkeypatch.setattr(paths, "config_dir", lambda g: str(copy) if g == _folder(gid) else real(g))
    monkeypatch.setattr(paths, "maps_dir", lambda: str(maps))
    forget_loaded_content()


@pytest.mark.parametrize("kind", ["yaml", "map"])
@pytest.mark.parametrize("gid", GAMES)
def test_a_fault_of_the_games_own_files_never_sets_a_good_autosave_aside(gid, kind, app, tmp_path, monkeypatch,
                                                                        fresh_content):
    """Continue, Load and its preview say the game cannot be opened now and keep
    the file where it is, byte for byte; once the files are mended it opens."""
    from game.scenes.load import LoadScene
    from game.scenes.title import TitleScene
    good = bot_game(gid)
    saves.save_game(good, app.autosave)
    blob = open(app.autosave, "rb").read()
    shutil.copyfile(app.autosave, os.path.join(saves_dir(), "evening.json"))
    _break(kind, gid, tmp_path, monkeypatch)
    with pytest.raises(saves.SaveBlocked):
        saves.load_game(app.autosave)
    app.switch(TitleScene(app))
    title = app.scene
    assert "continue" in title.buttons.values()
    press(app, next(b for b, k in title.buttons.items() if k == "continue"))
    assert isinstance(app.scene, TitleScene) and "cannot be continued now" in app.scene.status
    assert open(app.autosave, "rb").read() == blob and not os.path.exists(app.autosave + ".bad")
    assert "continue" in app.scene.buttons.values()            # still offered, for when the files are mended
    load = LoadScene(app)
    app.switch(load)
    label = next(lb for lb in load.labels if lb.startswith("evening"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    load.draw(app.screen)
    assert load.preview is not None and load.preview[1] is None and load.open.text == "Try again"
    assert os.listdir(saves_dir()) == ["evening.json"]
    monkeypatch.undo()
    forget_loaded_content()
    assert saves.load_game(app.autosave).state_hash() == good.state_hash()


@pytest.mark.parametrize("gid", ["ski-gammon", "chemin-montagneux"])
def test_replay_and_play_load_say_a_content_fault_is_not_the_saves(gid, tmp_path):
    """The command line too: one line naming the broken file, status 2, the save untouched."""
    save = tmp_path / "g.json"
    saves.save_game(bot_game(gid), str(save))
    blob = save.read_bytes()
    program = tmp_path / "program"
    shutil.copytree(ROOT, program, ignore=shutil.ignore_patterns(".venv", ".git", "tests", "build", "dist", "docs",
                                                                 "__pycache__"))
    cfg = program / "config" / _folder(gid)
    first = sorted(f for f in os.listdir(cfg) if f.endswith(".yaml") and f != "tutorial.yaml")[0]
    (cfg / first).write_text("tiles: [unclosed\n", encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    for args in (["replay", str(save)], ["play", "--load", str(save)]):
        r = subprocess.run([sys.executable, str(program / "main.py"), *args], env=env,
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 2 and first in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
        assert "Traceback" not in r.stderr and save.read_bytes() == blob


# ---------------------------------------------------------------- 3, 8: fields a program never writes
@pytest.mark.parametrize("value", [[1], {"a": 1}, 1, "2", True])
@pytest.mark.parametrize("gid", GAMES)
def test_a_field_the_program_never_writes_is_refused_in_one_line(gid, value, tmp_path):
    d = saves.save_data(bot_game(gid, 20))
    d["written_as"] = value
    path = tmp_path / "g.json"
    write(path, d)
    with pytest.raises(saves.SaveError, match="the field 'written_as' is not one a saved game holds") as e:
        saves.load_game(str(path))
    assert "\n" not in str(e.value) and type(e.value) is saves.SaveError       # the file's own fault


@pytest.mark.parametrize("value", [[1], {"a": 1}])
def test_continue_sets_such_a_save_aside_and_new_game_keeps_no_copy_of_it(app, value):
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    d = saves.save_data(bot_game("ski-gammon", 30))
    d["written_as"] = value
    write(app.autosave, d)
    app.switch(TitleScene(app))
    assert "continue" not in app.scene.buttons.values() and "written_as" in app.scene.status
    assert os.path.exists(app.autosave + ".bad") and app.crash_reports == []
    setup = SetupScene(app, game="ski-gammon")
    app.switch(setup)
    press(app, setup.start)
    assert list_saves() == []
    from game.scenes.load import LoadScene  # and Load lists such a file with its problem
    write(os.path.join(saves_dir(), "odd.json"), d)
    load = LoadScene(app)
    app.switch(load)
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list,
                                   text=next(lb for lb in load.labels if lb.startswith("odd"))))
    load.draw(app.screen)
    assert load.preview is not None and "written_as" in load.preview[2] and app.crash_reports == []


def test_older_rules_come_only_from_the_field_that_names_them(tmp_path):
    """A save of today's format names its rules' edition in ``rules``; an older
    edition's option in its setup is refused, as is an edition it does not know."""
    info = get("ski-gammon")
    d = saves.save_data(bot_game("ski-gammon", 30))
    assert d["rules"] == info.rules_now() and d["save_version"] == 5
    path = tmp_path / "g.json"
    for options, words in (({"first_rules": True}, "'first_rules' is not an option of Ski Gammon"),
                           ({"third_rules": False}, "'third_rules' is not an option of Ski Gammon")):
        write(path, {**d, "setup": {**d["setup"], "options": options}})
        with pytest.raises(saves.SaveError, match=words):
            saves.load_game(str(path))
    for rules in (0, info.rules_now() + 1, "1", None, True):
        write(path, {**d, "rules": rules})
        with pytest.raises(saves.SaveError, match="rules"):
            saves.load_game(str(path))
    dropped = dict(d)
    del dropped["rules"]
    write(path, dropped)
    with pytest.raises(saves.SaveError, match="rules"):
        saves.load_game(str(path))


def test_a_game_under_older_rules_is_saved_naming_them_and_opens_under_them(tmp_path):
    """The v3 sample plays on under the third rules; saved today it names edition 3
    in ``rules`` and writes no older option in its setup, and opens as it was."""
    state = saves.load_game(os.path.join(TESTS, "saves", "ski_gammon_v3.json"))
    info = get("ski-gammon")
    assert info.edition_of(state.setup.options) == 3 < info.rules_now()
    path = tmp_path / "again.json"
    saves.save_game(state, str(path))
    d = json.loads(path.read_text(encoding="utf-8"))
    assert d["rules"] == 3 and "third_rules" not in d["setup"]["options"]
    back = saves.load_game(str(path))
    assert back.setup.options == state.setup.options and back.state_hash() == state.state_hash()
    assert info.rules_words(back.setup.options).startswith("Older rules: Ski Gammon as played from")


# ---------------------------------------------------------------- 8: the screens say it
def _older_table(app):
    from game.scenes.table import play_scene
    state = saves.load_game(os.path.join(TESTS, "saves", "ski_gammon_v3.json"))
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    return play


def _amber(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` have the older rules' box colour."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    colour = surface.map_rgb((252, 236, 196))
    return int(pygame.mask.from_threshold(sub, colour, (1, 1, 1, 255)).count())


def test_the_table_says_a_game_plays_under_older_rules_and_only_then(app):
    from game.scenes.table import play_scene
    play = _older_table(app)
    app.step([], 0.0)
    app.scene.draw(app.screen)
    panel = pygame.Rect(app.screen.get_width() - play.panel.w, 0, play.panel.w, app.screen.get_height() // 3)
    assert _amber(app.screen, panel) > 2000
    now = bot_game("ski-gammon", 10)
    app.switch(play_scene(app, now.setup, state=now))
    app.step([], 0.0)
    app.scene.draw(app.screen)
    assert _amber(app.screen, panel) == 0


def test_the_load_preview_the_results_and_the_next_setup_say_it(app, monkeypatch):
    from game.scenes import load as load_mod
    from game.scenes import results as results_mod
    from game.scenes.load import LoadScene
    from game.scenes.results import ResultsScene
    from game.scenes.setup import RULES_NOW_NOTE, SetupScene
    said: list[str] = []
    for mod in (load_mod, results_mod):
        real = mod.text
        monkeypatch.setattr(mod, "text", lambda s, t, *a, real=real, **k: (said.append(t), real(s, t, *a, **k))[1])
    shutil.copyfile(os.path.join(TESTS, "saves", "ski_gammon_v3.json"), os.path.join(saves_dir(), "old.json"))
    load = LoadScene(app)
    app.switch(load)
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list,
                                   text=load.labels[0]))
    load.draw(app.screen)
    assert any(t.startswith("Older rules: Ski Gammon") for t in said)
    state = load.preview[1]
    info = get("ski-gammon")
    while not state.is_over():                     # played on to the end, under its rules
        seat = state.current_player()
        state.apply(make_bot("random", 3).choose(__import__("game.ai", fromlist=["Observation"]).Observation(
            state, seat), state.legal_actions(seat)))
    assert info.edition_of(state.setup.options) == 3
    said.clear()
    results = ResultsScene(app, state)
    app.switch(results)
    results.draw(app.screen)
    assert any(t.startswith("Older rules: Ski Gammon") for t in said)
    press(app, results.again)
    assert isinstance(app.scene, SetupScene) and app.scene.after_older
    assert RULES_NOW_NOTE.startswith("Your last game kept the older rules")


# ---------------------------------------------------------------- 7: continuing keeps no copy of itself
@pytest.mark.parametrize("sample", ["ski_gammon_v3.json", "ski_gammon_v2.json", "v1_finished.json",
                                    "grand_prix_v1.json", "chemin_montagneux_v2.json"])
def test_continuing_a_game_under_older_rules_keeps_no_copy_of_it(app, sample):
    from game.scenes.title import TitleScene
    shutil.copyfile(os.path.join(TESTS, "saves", sample), app.autosave)
    state = saves.load_game(app.autosave)
    if state.is_over():
        return                                    # (nothing to continue)
    app.switch(TitleScene(app))
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    play = app.scene
    assert play.state.state_hash() == state.state_hash()
    assert list_saves() == [] and "kept" not in play.status


# ---------------------------------------------------------------- 5: another window's game
def test_a_closed_windows_unfinished_game_stays_reachable(app, make_app):
    """Window 2 kept its game in autosave-2.json and closed; the one window open
    now lists it in Load (kept among the saves, the autosave itself untouched)."""
    from game.scenes.load import LoadScene
    from game.scenes.title import TitleScene
    other = bot_game("grand-prix", 30)
    second = os.path.join(os.path.dirname(app.autosave), "autosave-2.json")
    saves.save_game(other, second)
    blob = open(second, "rb").read()
    app.switch(TitleScene(app))
    assert "another window" in app.scene.status
    load = LoadScene(app)
    app.switch(load)
    kept = [e for e in load.entries if e.get("game") == "grand-prix"]
    assert len(kept) == 1 and "(unfinished)" in kept[0]["file"]
    assert saves.load_game(kept[0]["path"]).state_hash() == other.state_hash()
    assert open(second, "rb").read() == blob
    app.switch(LoadScene(app))                    # once only
    assert len([e for e in app.scene.entries if e.get("game") == "grand-prix"]) == 1
    app.switch(TitleScene(app))
    assert "another window" not in app.scene.status


def test_a_window_still_open_keeps_its_game_to_itself(app, tmp_path):
    second = os.path.join(os.path.dirname(app.autosave), "autosave-2.json")
    saves.save_game(bot_game("grand-prix", 30), second)
    held = open(second + ".lock", "a+")
    try:
        assert _try_lock(held)                  # another window holds it (this test's other file)
        assert other_autosaves(os.path.dirname(app.autosave), app.autosave) == []
    finally:
        held.close()
    assert other_autosaves(os.path.dirname(app.autosave), app.autosave) == [second]


# ---------------------------------------------------------------- 6: one name, two windows, one moment
def test_save_as_one_name_at_one_moment_never_replaces_a_game(tmp_path):
    """Twelve writers of one new name at the same moment: one file is written,
    every other writer is told the name is taken, and the file is whole."""
    games = [bot_game("ski", 10 + i) for i in range(12)]
    path = str(tmp_path / "Evening.json")
    start = threading.Barrier(len(games))
    results: list[str] = []

    def writer(state) -> None:
        start.wait()
        try:
            saves.save_game(state, path, "Evening", new=True)
            results.append("saved")
        except FileExistsError:
            results.append("taken")
    threads = [threading.Thread(target=writer, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(results) == ["saved"] + ["taken"] * (len(games) - 1)
    saved = saves.load_game(path)
    assert any(saved.state_hash() == g.state_hash() for g in games)
    assert sorted(os.listdir(tmp_path)) == ["Evening.json"]


def test_save_as_finds_the_name_taken_by_another_window_and_asks(app, monkeypatch):
    """The other window wrote the name after this one looked: Save says so and waits."""
    from game.scenes.table import play_scene
    state = bot_game("ski", 20)
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    path = os.path.join(saves_dir(), "Evening.json")
    other = bot_game("ski", 30, seed=9)
    real = saves.write_atomic

    def racing(p, data, new=False):                  # the other window's file lands first
        if p == path and not os.path.exists(path):
            real(p, saves.save_data(other, "Evening"))
        return real(p, data, new=new)
    monkeypatch.setattr(saves, "write_atomic", racing)
    assert play.files.save_as("Evening") is None and "exists already" in play.status
    assert saves.load_game(path).state_hash() == other.state_hash()
    assert play.files.save_as("Evening") == path                # Save again: replaced, as asked
    assert saves.load_game(path).state_hash() == state.state_hash()


# ---------------------------------------------------------------- 10: small things
def test_a_save_with_a_byte_order_mark_opens(tmp_path):
    state = bot_game("ski", 30)
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(saves.save_data(state)).encode("utf-8"))
    assert saves.load_game(str(path)).state_hash() == state.state_hash()


@pytest.mark.parametrize("name", ["autosave.json.bad1000", "Evening.json.bad12345", "two\nlines.json.bad"])
def test_every_set_aside_file_is_listed(tmp_path, name):
    data, folder = tmp_path, tmp_path / "saves"
    folder.mkdir()
    where = data if name.startswith("autosave") else folder
    saves.save_game(bot_game("ski", 12), str(where / name))
    listed = list_set_aside(str(data), str(folder))
    assert [e["file"] for e in listed] == [name]
    assert listed[0]["game"] == "ski" and "problem" not in listed[0]


def test_a_set_aside_game_that_opens_shows_its_game_players_and_round(app, monkeypatch):
    from game.scenes import load as load_mod
    from game.scenes.load import LoadScene
    state = bot_game("ski", 30)
    saves.save_game(state, app.autosave + ".bad")
    load = LoadScene(app)
    app.switch(load)
    label = next(lb for lb in load.labels if "set aside" in lb)
    names = [state.name(i) for i in range(state.num_seats)]
    assert label.startswith("Ski the Mountain") and all(n in label for n in names)
    assert f"round {state.round_number()}" in label
    said: list[str] = []
    real = load_mod.text
    monkeypatch.setattr(load_mod, "text", lambda s, t, *a, **k: (said.append(t), real(s, t, *a, **k))[1])
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    load.draw(app.screen)
    assert any("Set aside as autosave.json.bad" in t for t in said)


def test_the_title_names_the_data_folder_without_its_path(app):
    """A problem of the autosave is told with "your data folder", the path one click away."""
    from game.scenes.title import TitleScene
    with open(app.autosave, "w", encoding="utf-8") as f:
        f.write("{ half")
    app.switch(TitleScene(app))
    title = app.scene
    folder = os.path.dirname(app.autosave)
    assert folder not in title.status and "your data folder" in title.status
    assert title.dialog is not None
    html = title.dialog.text_block.html_text
    assert folder not in html and "your data folder" in html
    title.handle(pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target="data-folder",
                                    ui_element=title.dialog.text_block))
    assert folder in title.dialog.text_block.html_text


def _corpus_faults() -> list[tuple[str, str, str]]:
    """(game, kind, path) of every broken YAML case and map of the bad-file corpus."""
    root = os.path.join(TESTS, "bad_files")
    out = []
    for gid in GAMES:
        ydir = os.path.join(root, "yaml", gid)
        for case in sorted(os.listdir(ydir)) if os.path.isdir(ydir) else []:
            out.append((gid, "yaml", os.path.join(ydir, case)))
        mdir = os.path.join(root, "maps", gid)
        for name in sorted(os.listdir(mdir)) if os.path.isdir(mdir) else []:
            out.append((gid, "map", os.path.join(mdir, name)))
    return out


@pytest.fixture(scope="module")
def good_saves(tmp_path_factory) -> dict[str, str]:
    """A good save of each game, made with its content as shipped."""
    folder = tmp_path_factory.mktemp("good")
    out = {}
    for gid in GAMES:
        out[gid] = str(folder / f"{gid}.json")
        saves.save_game(bot_game(gid, 30), out[gid])
    return out


@pytest.mark.parametrize("gid, kind, path", _corpus_faults(),
                         ids=[f"{g}-{k}-{os.path.basename(p)}" for g, k, p in _corpus_faults()])
def test_no_fault_of_the_corpus_in_a_games_own_files_is_ever_the_saves(gid, kind, path, good_saves, tmp_path,
                                                                     monkeypatch, fresh_content):
    """Each broken YAML file and map of the bad-file corpus, in the place of the
    game's own: a good save of that game cannot be opened now (SaveBlocked: it is
    never set aside), in one line, and opens again once the files are whole."""
    folder = _folder(gid)
    config = tmp_path / "config" / folder
    shutil.copytree(paths.config_dir(folder), config)
    maps = tmp_path / "maps"
    shutil.copytree(paths.maps_dir(), maps)
    if kind == "yaml":
        for name in os.listdir(path):                   # the case's files over the shipped ones
            src = os.path.join(path, name)
            dst = config / name
            if os.path.isdir(src):
                if dst.exists():
                    dst.unlink()
                shutil.copytree(src, dst)
            else:
                shutil.copyfile(src, dst)
    else:
        shutil.copyfile(path, maps / get(gid).map_file)
    real = paths.config_dir
    monkeypatch.setattr(paths, "config_dir", lambda g: str(config) if g == folder else real(g))
    monkeypatch.setattr(paths, "maps_dir", lambda: str(maps))
    forget_loaded_content()
    with pytest.raises(saves.SaveBlocked) as e:
        saves.load_game(good_saves[gid])
    assert "\n" not in str(e.value)
    monkeypatch.undo()
    forget_loaded_content()
    saves.load_game(good_saves[gid])
