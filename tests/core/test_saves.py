"""Saves: replayed through the rules, checked by hash, written atomically,
older formats upgraded, bad files answered with one line and never touched;
the autosave, Continue, Save as, the Load screen, replay and play --load."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pygame_gui
import pytest
from locations import ROOT  # noqa: E402
from locations import TESTS as HERE
from ui_driver import press

from game import saves
from game.ai import Observation, make_bot
from game.core.registry import get
from game.core.rng import Rng
from game.saves.atomic import clean_leftovers
from game.saves.folder import list_saves, saves_dir
from game.sim import bot_setup


def game_after(steps: int, seed: int = 3, players: int = 3):
    info = get("ski")
    state = info.new_game(bot_setup(info, players, seed, ["random"] * players))
    bots = [make_bot("random", seed * 31 + i) for i in range(players)]
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player()
        state.apply(bots[seat].choose(Observation(state, seat), state.legal_actions(seat)))
    return state


def test_a_save_replays_to_the_same_game(tmp_path):
    state = game_after(70)
    path = tmp_path / "g.json"
    saves.save_game(state, str(path), "Evening game")
    d = json.loads(path.read_text())
    assert d["format"] == saves.FORMAT and d["save_version"] == saves.SAVE_VERSION and d["game"] == "ski"
    assert d["setup"]["seats"][0]["name"] == state.setup.seats[0].name and d["seed"] == state.setup.seed
    assert len(d["actions"]) == len(state.action_log) > 40 and d["state_hash"] == state.state_hash()
    back = saves.load_game(str(path))
    assert back.state_hash() == state.state_hash()
    assert back.to_dict() == state.to_dict()          # same hands, display, sun, turn and RNG
    # and the game goes on the same way: the next random draws agree
    a, b = state.clone(), back.clone()
    for _ in range(20):
        if a.is_over():
            break
        seat = a.current_player()
        acts = a.legal_actions(seat)
        assert b.legal_actions(seat) == acts
        pick = acts[Rng(len(a.log)).below(len(acts))]
        assert a.apply(pick) == b.apply(pick)


def test_writing_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    first = game_after(10)
    saves.save_game(first, str(path))
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk pulled out")

    monkeypatch.setattr(saves.os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.save_game(game_after(30), str(path))
    assert path.read_bytes() == before                 # the old save, whole
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]   # no temporary file left behind


def test_the_version_1_file_still_loads():
    state = saves.load_game(os.path.join(HERE, "saves", "v1.json"))
    assert len(state.action_log) == 60 and state.state_hash() == "3b470a514a327a65"


def test_older_formats_are_upgraded(tmp_path, monkeypatch):
    """How a format change is handled: with a (pretend) version 2, a version 1
    file goes through UPGRADES[1] before it loads; a version 2 file does not."""
    d = json.loads(open(os.path.join(HERE, "saves", "v1.json")).read())
    calls = []

    def upgrade_1_to_2(old):
        calls.append(old["save_version"])
        return dict(old, save_version=2)

    monkeypatch.setattr(saves, "SAVE_VERSION", 2)
    monkeypatch.setitem(saves.UPGRADES, 1, upgrade_1_to_2)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(d))
    state = saves.load_game(str(path))
    assert calls == [1] and len(state.action_log) == 60
    # and a version 2 file needs no upgrade
    path.write_text(json.dumps(dict(d, save_version=2)))
    saves.load_game(str(path))
    assert calls == [1]


# Every kind of bad save (and bad YAML and maps) is in tests/bad_files, made by
# tools/make_bad_files.py and checked by tests/core/test_bad_files.py (Ski's saves here).
BAD = os.path.join(HERE, "bad_files", "saves", "ski")


def test_replay_command(tmp_path):
    state = game_after(50)
    good = tmp_path / "good.json"
    saves.save_game(state, str(good))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "replay", str(good), "--json"],
                       capture_output=True, text=True, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out == {"game": "ski", "actions": 50, "over": False, "scores": state.scores(),
                   "state_hash": state.state_hash()}
    bad = os.path.join(BAD, "illegal_action.json")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "replay", bad, "--json"],
                       capture_output=True, text=True, cwd=str(tmp_path))
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "illegal_action.json" in lines[0] and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "play", "--load", bad],
                       capture_output=True, text=True, cwd=str(tmp_path),
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("bad", ["nested_arrays.json", "huge_integer.json", "seed_infinity.json",
                                 "version_escape.json", "name_with_nul.json", "kind_superbot.json",
                                 "written_as_list.json", "written_as_mapping.json", "older_rules_option.json"])
def test_replay_and_play_load_refuse_a_hostile_save_in_one_line(tmp_path, bad):
    """One line on stderr, exit 2, nothing raw from the file reaches the
    terminal (no ESC, no NUL), for replay --json and play --load alike."""
    path = os.path.join(BAD, bad)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for args in (["replay", path, "--json"], ["play", "--load", path]):
        r = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args],
                           capture_output=True, text=True, cwd=str(tmp_path), env=env)
        assert r.returncode == 2 and r.stdout == "", (args, r.stderr[-300:])
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and bad in lines[0] and "Traceback" not in r.stderr
        assert all(ch.isprintable() for ch in lines[0]), lines[0]


# ------------------------------------------------------------------ in the window
# the window, with its own user data folder: the ``app`` fixture in conftest.py


def test_autosave_after_every_action_and_continue_after_a_restart(app, make_app, tmp_path):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    from game.scenes.title import TitleScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=6))
    app.switch(play)
    assert os.path.exists(app.autosave)                # saved from the start
    s = play.state
    for _ in range(25):
        seat = s.current_player()
        play.act(s.legal_actions(seat)[0])
        assert saves.load_game(app.autosave).state_hash() == play.state.state_hash()
    expected = play.state.state_hash()
    pygame.quit()
    # the program is closed (or crashed) and started again
    app2 = make_app()                                # the same user folder, so the same autosave
    assert app2.autosave == app.autosave
    app2.switch(TitleScene(app2))
    assert "continue" in app2.scene.buttons.values() and "Anna and Cy" in app2.scene.resume
    press(app2, next(b for b, k in app2.scene.buttons.items() if k == "continue"))
    assert isinstance(app2.scene, PlayScene) and app2.scene.state.state_hash() == expected
    assert app2.scene.log                              # the log is told again from the actions


def test_an_unexpected_error_writes_a_crash_report_and_keeps_the_game(app, tmp_path, monkeypatch):
    """A bug in the rules mid-game: the window stays open at the title screen with a
    dialog naming the report; the report holds the traceback, the version and a save
    from before the failing action; the autosave is that same game; Continue resumes it."""
    from game import VERSION
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.rules.state import SkiState
    from game.games.ski.scene import PlayScene
    from game.scenes.title import TitleScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=6))
    app.switch(play)
    for _ in range(12):
        s = play.state
        app.guard(play.act, s.legal_actions(s.current_player())[0])
    before_hash, before_log = play.state.state_hash(), len(play.state.action_log)
    autosave_bytes = open(app.autosave, "rb").read()
    failing = play.state.legal_actions(play.state.current_player())[0]
    real_apply = SkiState.apply

    def broken_apply(self, action):
        self.round += 7                      # half-changed, then a bug
        raise ZeroDivisionError("a bug in the rules")
    monkeypatch.setattr(SkiState, "apply", broken_apply)
    app.guard(play.act, failing)
    monkeypatch.setattr(SkiState, "apply", real_apply)

    assert isinstance(app.scene, TitleScene) and app.running           # the window is still there
    report = app.crash_reports[-1]
    assert report and os.path.dirname(report) == os.path.join(str(tmp_path), "crashes")
    assert app.scene.dialog is not None and app.scene.dialog.alive() and report in app.scene.crash
    assert "Continue" in app.scene.crash and "continue" in app.scene.buttons.values()
    text_ = open(report).read()
    assert "ZeroDivisionError: a bug in the rules" in text_ and "broken_apply" in text_ and VERSION in text_
    assert json.dumps(failing.to_dict(), sort_keys=True) in text_
    back = saves.load_game(report[:-4] + ".json")                        # the save that reproduces it
    assert back.state_hash() == before_hash and len(back.action_log) == before_log
    assert open(app.autosave, "rb").read() == autosave_bytes               # kept as it was before the action
    app.scene.draw(app.screen)
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    assert isinstance(app.scene, PlayScene) and app.scene.state.state_hash() == before_hash


def test_an_error_that_keeps_coming_back_stops_the_program_saying_where(app, capsys):
    from game.scenes.title import TitleScene
    app.switch(TitleScene(app))

    def always_fails():
        raise RuntimeError("broken every time")
    for _ in range(4):
        app.guard(always_fails)
    assert len(app.crash_reports) == 4 and all(os.path.exists(r) for r in app.crash_reports)
    assert not app.running and app.crash_reports[-1] in capsys.readouterr().err
    app.running = True
    app.guard(lambda: None)                  # a good pass resets the count
    assert app.crashes == 0


BAD_AUTOSAVES = ["truncated.json", "nested_arrays.json", "huge_integer.json", "seed_infinity.json",
                 "version_with_nul.json", "version_megabytes.json", "version_escape.json", "name_with_nul.json",
                 "players_as_numbers.json", "kind_superbot.json", "colour_escapes.json", "hash_100k.json",
                 "unknown_game.json", "written_as_list.json", "written_as_mapping.json", "rules_unknown.json",
                 "older_rules_option.json", "summary_wrong_shape"]


@pytest.mark.parametrize("bad", BAD_AUTOSAVES)
def test_a_bad_autosave_is_set_aside_said_once_and_a_new_game_can_start(app, bad):
    """Whatever the autosave holds, the game starts: the title (or Continue,
    for a file whose problem shows only when replayed) says once what is
    wrong, moves the file aside as autosave.json.bad, unchanged, and offers
    a new game; the next start says nothing more."""
    from game.scenes.title import TitleScene
    if bad == "summary_wrong_shape":
        d = saves.save_data(game_after(20))
        d["summary"] = {"players": [1, 2, {"x": 3}], "round": "seven", "over": "no"}
        blob = json.dumps(d).encode()
    else:
        with open(os.path.join(BAD, bad), "rb") as f:
            blob = f.read()
    with open(app.autosave, "wb") as f:
        f.write(blob)
    app.switch(TitleScene(app))
    title = app.scene
    if bad == "summary_wrong_shape":                 # a summary is never trusted: the game itself is fine
        assert "continue" in title.buttons.values() and "Ski the Mountain:" in title.resume
        return
    if "continue" in title.buttons.values():         # its problem shows when the game is replayed
        press(app, next(b for b, k in title.buttons.items() if k == "continue"))
        title = app.scene
        assert isinstance(title, TitleScene)
    assert "continue" not in title.buttons.values()
    assert title.status.startswith("The last game cannot be continued:") and "\n" not in title.status
    assert "autosave.json.bad" in title.status and title.dialog is not None and title.dialog.alive()
    assert not os.path.exists(app.autosave)
    with open(app.autosave + ".bad", "rb") as f:
        assert f.read() == blob                       # kept as it was
    title.draw(app.screen)
    press(app, next(b for b, k in title.buttons.items() if k == "new"))
    assert not isinstance(app.scene, TitleScene)      # a new game can be set up
    app.switch(TitleScene(app))                      # and the next start is quiet
    assert app.scene.status == "" and app.scene.dialog is None


def test_save_as_and_the_load_screen(app, tmp_path):
    from game.core.protocol import SeatSetup, Setup
    from game.games.ski.scene import PlayScene
    from game.scenes.load import LoadScene
    play = PlayScene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Cy", "Red", "random")), seed=9))
    app.switch(play)
    s = play.state
    for _ in range(12):
        play.act(s.legal_actions(s.current_player())[0])
    play.clock.played = 754.6                               # 12 minutes at the table
    play.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL))
    entry, ok = play.files.save_dialog[:2]
    entry.set_text("Snowy Sunday")
    press(app, ok)
    assert play.files.save_dialog is None and play.status == 'Saved as "Snowy Sunday".'
    path = os.path.join(saves_dir(), "Snowy Sunday.json")
    assert saves.load_game(path).state_hash() == s.state_hash()
    # a bad file in the folder is listed with its problem, and breaks nothing
    with open(os.path.join(saves_dir(), "broken.json"), "w") as f:
        f.write("{")
    autosaved = open(app.autosave, "rb").read()     # the game in progress, which must not be touched
    load = LoadScene(app)
    app.switch(load)
    names = [e["name"] for e in load.entries]
    assert set(names) == {"Snowy Sunday", "broken"}
    load.draw(app.screen)
    label = next(lb for lb in load.labels if lb.startswith("Snowy Sunday"))
    assert "Anna, Cy" in label and "round" in label
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    load.draw(app.screen)                              # the preview, with the time played
    assert load.preview[1].state_hash() == s.state_hash() and load.played == 754
    bad = next(lb for lb in load.labels if lb.startswith("broken"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=bad))
    load.draw(app.screen)
    assert load.open.text == "Try again" and not load.replay.is_enabled
    press(app, load.open)                              # read once more: still broken, said, nothing changed
    assert load.status == "It still cannot be opened." and app.scene is load
    assert open(app.autosave, "rb").read() == autosaved
    press(app, load.delete)                            # asks first
    assert os.path.exists(os.path.join(saves_dir(), "broken.json"))
    press(app, load.delete)
    assert not os.path.exists(os.path.join(saves_dir(), "broken.json"))
    load = app.scene
    label = next(lb for lb in load.labels if lb.startswith("Snowy Sunday"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    press(app, load.open)
    assert isinstance(app.scene, PlayScene) and app.scene.state.state_hash() == s.state_hash()
    assert app.scene.clock.played == 754                    # the clock goes on from where it was


def test_the_time_played_as_the_load_screen_says_it():
    from game.scenes.load import played_for
    assert [played_for(x) for x in (45, 754, 3600, 3900 + 59)] == ["45 s", "12 min", "1 h 00 min", "1 h 05 min"]


def test_broken_content_stops_the_game_from_starting_with_one_line(app, monkeypatch):
    from game.core.protocol import ContentError
    from game.core.registry import get
    from game.scenes.setup import SetupScene
    info = get("ski")

    def broken():
        raise ContentError("events.yaml: event 'high_winds'.timing: unknown value 'sometimes'")

    import dataclasses
    monkeypatch.setattr("game.scenes.table.get", lambda gid: dataclasses.replace(info, load_content=broken))
    setup = SetupScene(app)
    app.switch(setup)
    press(app, setup.start)
    assert app.scene is setup
    assert setup.status == "This game cannot start: events.yaml: event 'high_winds'.timing: unknown value 'sometimes'"
    setup.draw(app.screen)


def test_the_replay_viewer_steps_through_a_game(app):
    from game.scenes.replay import ReplayScene
    from game.scenes.results import ResultsScene
    state = game_after(300)                           # a whole game
    assert state.is_over()
    results = ResultsScene(app, state)
    app.switch(results)
    press(app, results.replay)
    viewer = app.scene
    assert isinstance(viewer, ReplayScene) and viewer.at == len(state.action_log)
    assert viewer.states[-1].state_hash() == state.state_hash()
    press(app, viewer.buttons["first"])
    assert viewer.at == 0
    for _ in range(5):
        press(app, viewer.buttons["next"])
    assert viewer.at == 5
    replay = get("ski").new_game(state.setup)
    for a in state.action_log[:5]:
        replay.apply(a)
    assert viewer.states[5].state_hash() == replay.state_hash()
    press(app, viewer.buttons["back"])
    viewer.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=viewer.slider, value=40))
    assert viewer.at == 40
    # the last action as the log said it, never the action's internal kind
    assert viewer.last_said() == viewer.lines[40][0] and "_" not in viewer.last_said()
    viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert viewer.at == len(state.action_log)
    viewer.draw(app.screen)
    press(app, viewer.buttons["done"])
    assert isinstance(app.scene, ResultsScene)


def test_starting_another_game_keeps_the_unfinished_one_as_a_save(app):
    """New game -> Grand Prix -> Start once replaced a Ski game in progress: now
    the Ski game is kept as a save (loadable, the same game) and the player is
    told; Continue then names the race it offers."""
    from game.core.protocol import SeatSetup, Setup
    from game.scenes.setup import SetupScene
    from game.scenes.table import play_scene
    from game.scenes.title import TitleScene
    ski = play_scene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green")), seed=4))
    app.switch(ski)
    s = ski.state
    for _ in range(15):
        ski.act(s.legal_actions(s.current_player())[0])
    expected = s.state_hash()
    app.game = None                                  # the program was closed: only the autosave holds it
    app.switch(TitleScene(app))
    assert "Ski the Mountain: Anna and Ben" in app.scene.resume
    setup = SetupScene(app, game="grand-prix")
    app.switch(setup)
    press(app, setup.start)
    race = app.scene
    assert race.state.game_id == "grand-prix" and "was kept as" in race.status
    kept = [e for e in list_saves() if e["file"].startswith("Ski the Mountain - Anna, Ben - round")]
    assert len(kept) == 1 and "(unfinished)" in kept[0]["file"]
    assert saves.load_game(kept[0]["path"]).state_hash() == expected
    app.game = None
    app.switch(TitleScene(app))
    assert app.scene.resume.startswith("Himalaya Grand Prix:")
    # Continue, and an earlier save of the race loaded later, keep nothing more
    press(app, next(b for b, k in app.scene.buttons.items() if k == "continue"))
    assert app.scene.state.game_id == "grand-prix" and "kept" not in app.scene.status
    assert len(list_saves()) == 1


def test_play_load_keeps_the_unfinished_game_too(app, tmp_path):
    """``play --load`` opens the window on the loaded game: the unfinished one in
    the autosave is kept as a save first."""
    from game.scenes.table import play_scene
    other = game_after(30)
    saves.save_game(other, app.autosave)
    loaded = game_after(10, seed=99)
    play = play_scene(app, loaded.setup, state=loaded)
    app.switch(play)
    kept = list_saves()
    assert len(kept) == 1 and saves.load_game(kept[0]["path"]).state_hash() == other.state_hash()
    assert saves.load_game(app.autosave).state_hash() == loaded.state_hash()


@pytest.mark.parametrize("names", [
    ("Лыжи в субботу", "雪山の日", "⛷⛷"),
    ("Snowy_Sunday", "Snowy Sunday"),
])
def test_save_as_names_keep_their_letters_and_never_share_a_file(app, names):
    from game.scenes.table import play_scene
    state = game_after(12)
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    paths = []
    for name in names:
        play.files.open_save_dialog()
        path = play.files.save_as(name)
        assert path is not None and play.status.startswith(f'Saved as "{name}"')
        assert os.path.basename(path) == name + ".json"
        paths.append(path)
    assert len(set(paths)) == len(names)
    assert sorted(e["name"] for e in list_saves()) == sorted(names)


def test_save_as_never_replaces_a_file_without_asking(app):
    from game.scenes.table import play_scene
    state = game_after(12)
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    play.files.open_save_dialog()
    first = play.files.save_as("a/b")                      # "/" cannot be in a file name: the file is "ab"
    before = open(first, "rb").read()
    play.act(play.state.legal_actions(play.state.current_player())[0])
    play.files.open_save_dialog()
    assert play.files.save_as("ab") is None               # the same file: asked, not replaced
    assert play.files.save_dialog is not None and "exists already" in play.status
    assert "taken" in play.files.save_dialog[4].text       # said in the dialog too
    assert open(first, "rb").read() == before
    assert play.files.save_as("ab") == first               # Save again: replaced, as asked
    assert saves.load_game(first).state_hash() == play.state.state_hash()


def test_the_save_dialog_is_a_framed_dialog_that_leaves_nothing_behind(app):
    from game.scenes.table import play_scene
    state = game_after(12)
    play = play_scene(app, state.setup, state=state)
    app.switch(play)
    play.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL))
    entry, ok, cancel, frame, prompt = play.files.save_dialog
    assert prompt.text == "Save this game as:" and play.status == ""      # the prompt is in the dialog
    for el in (entry, ok, cancel, prompt):
        assert el.ui_container is frame.get_container()                  # all inside its frame
        assert frame.rect.contains(el.rect)
    assert play.frame.board_rect.contains(frame.rect)
    # typing shows at once: while the field has the keys, every frame is drawn whole
    entry.set_text("")
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Q")], 0.016)
    drawn = app.frames
    app.step([], 0.016)
    assert entry.get_text() == "Q" and app.frames == drawn + 1
    play.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert play.files.save_dialog is None and play.status == "" and not frame.alive()


def test_two_saves_of_one_name_are_told_apart_by_their_files(app):
    """With two saves of the same label, deleting the second once deleted the
    first: each line of the Load screen is one file."""
    from game.scenes.load import LoadScene
    state = game_after(12)
    folder = saves_dir()
    saves.save_game(state, os.path.join(folder, "one.json"), "Friday")
    saves.save_game(game_after(20), os.path.join(folder, "two.json"), "Friday")
    load = LoadScene(app)
    app.switch(load)
    assert len(set(load.labels)) == 2
    second = next(i for i, e in enumerate(load.entries) if e["file"] == "two.json")
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list,
                                   text=load.labels[second]))
    assert load.chosen["file"] == "two.json"
    press(app, load.delete)
    press(app, load.delete)
    assert os.path.exists(os.path.join(folder, "one.json")) and not os.path.exists(os.path.join(folder, "two.json"))


def test_the_load_screen_lists_broken_links_and_folders_and_stays_usable(app):
    from game.scenes.load import LoadScene
    folder = saves_dir()
    saves.save_game(game_after(12), os.path.join(folder, "good.json"), "Good")
    os.symlink(os.path.join(folder, "nowhere.json"), os.path.join(folder, "dangling.json"))
    os.mkdir(os.path.join(folder, "a folder.json"))
    load = LoadScene(app)
    app.switch(load)
    problems = {e["file"]: e.get("problem", "") for e in load.entries}
    assert "a link to nothing" in problems["dangling.json"] and "not a file" in problems["a folder.json"]
    good = next(lb for lb in load.labels if lb.startswith("Good"))
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=good))
    press(app, load.open)
    assert not isinstance(app.scene, LoadScene)


def test_leftover_temporary_files_of_a_kill_are_cleaned_up_and_nothing_else(tmp_path):
    import time
    folder = tmp_path
    old_tmp = folder / "autosave.json.4242.tmp"
    new_tmp = folder / "autosave.json.4243.tmp"           # being written right now by another window
    mine = folder / "notes.json.tmp"                        # not ours: no process number
    for p in (old_tmp, new_tmp, mine):
        p.write_text("{")
    past = time.time() - 3600
    os.utime(old_tmp, (past, past))
    os.utime(mine, (past, past))
    assert clean_leftovers(str(folder)) == 1
    assert not old_tmp.exists() and new_tmp.exists() and mine.exists()


@pytest.mark.parametrize("played", [-1, 10**9, 2.5, "60", True])
def test_a_play_time_out_of_bounds_is_refused_in_one_line(tmp_path, played):
    s = get("ski").new_game(bot_setup(get("ski"), 2, 4, ["random"] * 2))
    path = str(tmp_path / "g.json")
    saves.save_game(s, path, "g", 75.9)
    assert saves.load_save(path)[1] == 75
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    d["played_seconds"] = played
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f)
    with pytest.raises(saves.SaveError) as e:
        saves.load_save(path)
    assert "g.json" in str(e.value) and "play time" in str(e.value) and "\n" not in str(e.value)
    del d["played_seconds"]                      # a save from before the clock: none played
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f)
    assert saves.load_save(path)[1] == 0


def test_the_load_screen_lists_set_aside_games_tries_them_again_and_restores_them(app):
    """An autosave set aside (autosave.json.bad) is never out of reach: listed with
    its problem, tried again once mended, and put back among the saves when opened."""
    from game import paths
    from game.games.ski.scene import PlayScene
    from game.scenes.load import LoadScene
    data, folder = paths.user_data_dir(), saves_dir()
    good = os.path.join(folder, "x.json")
    saves.save_game(game_after(12), good, "x")
    blob = open(good, "rb").read()
    os.remove(good)
    aside = os.path.join(data, "autosave.json.bad")
    with open(aside, "w", encoding="utf-8") as f:
        f.write("{ half a game")
    load = LoadScene(app)
    app.switch(load)
    label = next(lb for lb in load.labels if lb.startswith("autosave.json.bad"))
    assert label.endswith("(set aside: cannot be opened)")
    load.handle(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=load.list, text=label))
    load.draw(app.screen)
    assert load.open.text == "Try again" and "broken JSON" in load.preview[2]
    with open(aside, "wb") as f:                       # the file mended (or the fault gone)
        f.write(blob)
    press(app, load.open)
    assert load.status == "It opens now." and load.open.text == "Open" and load.replay.is_enabled
    press(app, load.open)
    assert isinstance(app.scene, PlayScene) and len(app.scene.state.action_log) == 12
    restored = os.path.join(folder, "autosave (restored).json")
    assert not os.path.exists(aside) and open(restored, "rb").read() == blob


def test_reopening_an_unfinished_game_adds_no_duplicate_to_load(app):
    """An unfinished game kept in the saves and opened again: when another game
    takes the autosave over, the same position is not kept a second time."""
    from game.scenes.table import play_scene
    other = game_after(30)
    saves.save_game(other, app.autosave)
    first = play_scene(app, game_after(10, seed=99).setup, state=game_after(10, seed=99))
    app.switch(first)                                     # the game at 30 is kept: one entry
    kept = list_saves()
    assert len(kept) == 1
    again = saves.load_game(kept[0]["path"])               # opened again from Load, left at once
    app.switch(play_scene(app, again.setup, state=again))
    app.switch(play_scene(app, game_after(12, seed=98).setup, state=game_after(12, seed=98)))
    files = [e["file"] for e in list_saves()]
    assert kept[0]["file"] in files and len(files) == 2             # it, and the game it replaced (kept too)
    assert not any("(2)" in f for f in files)


def test_a_game_already_saved_as_it_stands_is_named_not_said_to_be_kept_again(app):
    """A game saved by name and left as it was: another game starting writes no
    file, replaces none, and says the game is in Load under its own name (it once
    said "was kept as", which read as if the family's save had been overwritten)."""
    import os

    from game.core.protocol import SeatSetup, Setup
    from game.saves.folder import saves_dir
    from game.scenes.setup import SetupScene
    from game.scenes.table import play_scene
    from game.scenes.title import TitleScene
    ski = play_scene(app, Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green")), seed=4))
    app.switch(ski)
    s = ski.state
    for _ in range(9):
        ski.act(s.legal_actions(s.current_player())[0])
    named = os.path.join(saves_dir(), "Soirée ski famille.json")
    os.makedirs(saves_dir(), exist_ok=True)
    saves.save_game(s, named, "Soirée ski famille", 60)
    before = (os.path.getmtime(named), sorted(os.listdir(saves_dir())))
    app.game = None
    app.switch(TitleScene(app))
    setup = SetupScene(app, game="grand-prix")
    app.switch(setup)
    press(app, setup.start)
    assert app.scene.status.endswith('The unfinished game is in Load as "Soirée ski famille", just as it stood.')
    assert (os.path.getmtime(named), sorted(os.listdir(saves_dir()))) == before
