"""What a new player meets first, in every game: the setup's words, the title's
line saying which game is chosen, the save dialog's title, the interface scale
in Settings, and the three looks of what the program says (a notice, an
error, a confirmation). Clicks land where things are drawn, found from the
frame's pixels."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import press_mouse

from game.core.registry import all_games, get
from game.view import style

GAMES = [g.id for g in all_games()]


def _screen(app) -> pygame.Surface:
    """The frame as the window shows it: the scene (drawn afresh), then its widgets."""
    app.step([], 0.0)
    if hasattr(app.scene, "redraw"):
        app.scene.redraw()
    app.scene.draw(app.screen)
    app.ui.update(0.0)
    app.ui.draw_ui(app.screen)
    return app.screen.copy()


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ between two frames."""
    diff = pygame.Surface(a.get_size())
    diff.blit(a, (0, 0))
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = pygame.Surface(a.get_size())
    other.blit(b, (0, 0))
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (12, 12, 12, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


def widget_centre(app, widget) -> tuple[int, int]:
    """Where ``widget`` is drawn, from the pixels: the frame with it and without it."""
    shown = _screen(app)
    widget.hide()
    hidden = _screen(app)
    widget.show()
    box = _changed(shown, hidden)
    assert box is not None, f"{widget} is drawn nowhere"
    return box.center


def _deliver(app) -> None:
    """What the widgets post in answer to what they posted (a drop-down's list, then the menu)."""
    for _ in range(5):
        posted = pygame.event.get()
        if not posted:
            return
        app.step(posted, 0.0)


def _colour_count(surf: pygame.Surface, rgb: tuple[int, int, int], area: pygame.Rect | None = None) -> int:
    part = surf.subsurface(area) if area is not None else surf
    return pygame.mask.from_threshold(part, rgb, (6, 6, 6, 255)).count()


# -- setup ------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_setup_speaks_one_vocabulary_and_offers_no_choice_the_rules_make(app, gid):
    from game.scenes.setup import FIRST_LABEL, HEADINGS, SetupScene, shown
    info = get(gid)
    setup = SetupScene(app, game=gid)
    app.switch(setup)
    _screen(app)
    for row in setup.rows[:setup.count]:
        on_screen, value = row["colour"].selected_option
        assert on_screen == shown(value) and on_screen[0].isupper(), (gid, on_screen)   # "Red", never "red"
        assert value in info.colours                                     # the game's own word is what is kept
    assert HEADINGS == ("Name", "Played by") and FIRST_LABEL == "Goes first"
    assert (setup.first_menu is None) == info.rules_pick_first


def test_ski_gammon_s_opening_roll_decides_who_starts_and_setup_offers_none(app):
    from game.scenes.setup import SetupScene
    assert get("ski-gammon").rules_pick_first
    setup = SetupScene(app, game="ski-gammon")
    app.switch(setup)
    assert setup.first_menu is None
    press_mouse(app, widget_centre(app, setup.start))        # Start, clicked where it is drawn
    play = app.scene
    assert play is not setup and play.state.setup.first_player == 0
    assert [s.colour for s in play.state.setup.seats] == ["red", "blue", "green"]   # saved in the game's words
    assert play.state.opening["rolling"] == [0, 1, 2]                          # the order of the opening roll


def test_an_old_ski_gammon_save_with_another_first_roller_still_loads(tmp_path):
    from game.core.protocol import SeatSetup, Setup
    from game.saves import load_game, save_game
    info = get("ski-gammon")
    setup = Setup("ski-gammon", (SeatSetup("Anna", "red"), SeatSetup("Ben", "blue"), SeatSetup("Chloe", "green")),
                  first_player=2, seed=4)
    path = str(tmp_path / "old.json")
    save_game(info.new_game(setup), path, "old", 10)
    state = load_game(path)
    assert state.setup.first_player == 2 and state.opening["rolling"] == [2, 0, 1]


# -- title ------------------------------------------------------------------------------
@pytest.mark.parametrize("gid", GAMES)
def test_the_title_says_which_game_is_chosen_and_that_the_program_hosts_four(app, gid):
    from game.scenes.common import mountain_content
    from game.scenes.title import TitleScene, which_game
    mountain_content()
    app.chosen_game = gid
    title = TitleScene(app)
    app.switch(title)
    title.fade = 1.0
    _screen(app)
    games = title.games()
    line = which_game(games, get(gid))
    assert f"of the {len(games)} mountain board games in this program" in line and len(games) >= 4
    assert f"Game {[g.id for g in games].index(gid) + 1} " in line
    assert "Ski the Mountain" not in line                 # the program's name is not read as the game's


# -- the save dialog ---------------------------------------------------------------------
def test_the_save_dialog_has_a_title_and_saving_is_confirmed_in_the_confirmation_look(make_app, tmp_path,
                                                                                      monkeypatch):
    from ui_driver import hotseat_table, take_screen

    from game.saves import folder
    from game.scenes.table_files import SAVE_TITLE
    monkeypatch.setattr(folder, "saves_dir", lambda: str(tmp_path))
    app = make_app((1280, 720))
    play = hotseat_table(app, "ski-gammon", seed=3)
    if play.seats.handoff_to is not None:
        take_screen(app, play)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s", scancode=0)],
             0.0)
    assert play.files.save_dialog is not None
    panel = play.files.save_dialog[3]
    titles = [e for e in panel.get_container().elements if getattr(e, "text", None) == SAVE_TITLE]
    assert titles, "the save dialog has no title"
    before = _screen(app)
    title_box = titles[0].rect
    assert _colour_count(before, (255, 255, 255), title_box) > 40       # drawn, in white, at the dialog's top
    assert title_box.top < play.files.save_dialog[4].rect.top
    press_mouse(app, widget_centre(app, play.files.save_dialog[1]))          # Save
    assert play.files.save_dialog is None and play.status.startswith("Saved as")
    assert style.look_of(play.status) == style.DONE
    assert _colour_count(_screen(app), style.LOOKS[style.DONE][0]) > 30


# -- the three looks ----------------------------------------------------------------------
def test_notices_errors_and_confirmations_have_one_look_each():
    light = {kind: colours[0] for kind, colours in style.LOOKS.items()}
    dark = {kind: colours[1] for kind, colours in style.LOOKS.items()}
    assert set(style.LOOKS) == {style.NOTICE, style.ERROR, style.DONE}
    assert len(set(light.values())) == 3 and len(set(dark.values())) == 3
    assert style.look_of("Hint: take the lift, because it is yours.") == style.NOTICE
    assert style.look_of("A save called \"x\" exists already: press Save again") == style.NOTICE
    assert style.look_of("Not allowed: that trail is closed.") == style.ERROR
    assert style.look_of(style.error("Could not save (OSError): the game goes on.")) == style.ERROR
    assert style.look_of(style.done("Saved as \"x\".")) == style.DONE
    r, g, b = light[style.NOTICE]
    assert b > r, "a notice is not drawn in red"


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_shows_a_status_in_its_look(app, gid):
    from ui_driver import hotseat_table, take_screen
    play = hotseat_table(app, gid, seed=2)
    if play.seats.handoff_to is not None:
        take_screen(app, play)
    seen = {}
    for kind, message in ((style.NOTICE, "Hint: this one, because it helps."),
                          (style.ERROR, "Not allowed: not now."), (style.DONE, style.done("Saved as \"a\"."))):
        play.status = message
        play.dirty = play.repaint = True
        surf = _screen(app)
        seen[kind] = {k: _colour_count(surf, colours[0]) for k, colours in style.LOOKS.items()}
        assert seen[kind][kind] > 30, (gid, kind, seen[kind])
    # a notice brings no error colour with it
    assert seen[style.NOTICE][style.ERROR] < seen[style.ERROR][style.ERROR] // 3, (gid, seen)


# -- settings ----------------------------------------------------------------------------
def test_the_interface_scale_is_chosen_in_settings_and_scales_the_interface(make_app, tmp_path, monkeypatch):
    from game import settings as st
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    app = make_app((1920, 1080))
    assert app.k == 1.5
    scene = SettingsScene(app, TitleScene)
    app.switch(scene)
    done_width = scene.done.rect.w
    closed = _screen(app)
    press_mouse(app, widget_centre(app, scene.scale))             # the menu opens under it
    opened = _screen(app)
    listed = _changed(closed, opened)
    assert listed is not None and listed.top >= scene.scale.rect.top
    below = pygame.Rect(listed.x, scene.scale.rect.bottom, listed.w, listed.bottom - scene.scale.rect.bottom)
    rows = len(st.SCALES)
    at = (below.centerx, below.top + round((st.SCALES.index(80) + 0.5) * below.h / rows))
    press_mouse(app, at)                                          # "80%"
    _deliver(app)
    assert app.settings.scale == 80 and app.k == pytest.approx(1.2)
    assert st.load(str(tmp_path / "settings.json")).scale == 80   # kept for the next start
    now = app.scene
    assert isinstance(now, SettingsScene) and now.done.rect.w < done_width
    assert now.scale.selected_option[0] == "80%"


def test_the_replays_rows_say_each_games_standing_in_its_own_words():
    """A replay's row says where a seat stands as its game counts it: Ski Gammon's
    Groschen, Chemin Montagneux's steps still to go (a race has no points), the
    others' points."""
    from game.core.registry import get
    from game.sim import bot_setup
    words = {}
    for gid in ("ski", "grand-prix", "ski-gammon", "chemin-montagneux"):
        info = get(gid)
        state = info.new_game(bot_setup(info, 3, 4, ["random"] * 3))
        ui = info.screens()
        words[gid] = ui.score_words(state, 0) if ui.score_words is not None else f"{state.scores()[0]} pts"
    assert words["ski"] == "0 pts" and words["grand-prix"] == "0 pts"
    assert words["ski-gammon"].endswith(" Groschen") and "pts" not in words["chemin-montagneux"]
    assert words["chemin-montagneux"].endswith("to go") or words["chemin-montagneux"] == "no peak in reach yet"


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
def test_a_saves_preview_line_gives_scores_only_where_there_are_any(gid):
    """Under a save's picture: the round and the scores; a game with no points yet
    (Chemin Montagneux scores only at its end) names its players instead of
    "Anna 0, Ben 0, Chloe 0"."""
    from game.scenes.load import preview_line
    from game.sim import bot_setup
    info = get(gid)
    n = min(3, info.max_players)
    s = info.new_game(bot_setup(info, n, 5, ["random"] * n))
    line = preview_line(s)
    names = [s.name(i) for i in range(s.num_seats)]
    assert line.startswith(f"Round {s.round_number()}  -  ")
    if any(s.scores()):
        assert all(f"{n} {v}" in line for n, v in zip(names, s.scores()))
    else:
        assert line.endswith(", ".join(names)) and " 0" not in line.split("  -  ")[1]
