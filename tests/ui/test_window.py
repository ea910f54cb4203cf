"""The window itself: a bigger window scales the widgets, full screen and the
window's size are kept for the next start, the settings list the size the
window has now, list rows grow with the scale, and the idle loop wakes for
input."""
from __future__ import annotations

import pygame


def test_a_bigger_window_scales_the_widgets_and_keeps_the_setup(app):
    from game.scenes.setup import SetupScene, _selected
    setup = SetupScene(app)
    app.switch(setup)
    setup.rows[1]["name"].set_text("Zoe")
    old_ui = app.ui
    app.resize((2560, 1440))
    assert app.k == 2.0 and app.ui is not old_ui
    assert setup.rows[1]["name"].get_text() == "Zoe" and setup.rows[1]["name"].ui_manager is app.ui
    assert _selected(setup.rows[2]["kind"]) == "Normal bot"
    assert setup.start.rect.h == 100
    app.resize((1280, 720))
    assert app.k == 1.0 and setup.rows[1]["name"].get_text() == "Zoe"


def test_the_idle_loop_wakes_for_input(app):
    import time

    from game.app import IDLE_WAIT_MS
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, n=1))
    t0 = time.perf_counter()
    events = app._idle_wait()
    assert any(e.type == pygame.USEREVENT for e in events) and time.perf_counter() - t0 < 0.1
    t0 = time.perf_counter()
    assert app._idle_wait() == []                         # nothing: it naps and comes back for the UI's timers
    assert time.perf_counter() - t0 >= IDLE_WAIT_MS / 1000 * 0.9


def test_f11_and_the_window_size_are_kept_for_the_next_start(make_app, tmp_path, monkeypatch):
    from game import settings as st
    from game.scenes.title import TitleScene
    monkeypatch.setattr(st, "settings_path", lambda: str(tmp_path / "settings.json"))
    app = make_app(settings=st.load())
    app.remember_size = True
    app.switch(TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.run(max_seconds=0.05)
    assert st.load().fullscreen is True
    app = make_app(settings=st.load())
    app.remember_size = True
    app.toggle_fullscreen(remember=False)             # as the game starts: full screen, as kept
    assert pygame.display.is_fullscreen()
    app.toggle_fullscreen()
    assert st.load().fullscreen is False and not pygame.display.is_fullscreen()
    app.resize((1400, 800))
    app.switch(TitleScene(app))
    app.run(max_seconds=0.05)
    assert st.load().window == "1400x800" and st.load().window_size == (1400, 800)


def test_settings_show_the_window_size_as_it_is_now(app):
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    app.resize((1920, 1080))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)], 0.016)
    scene = SettingsScene(app, TitleScene)
    app.switch(scene)
    assert app.screen.get_size() == (1920, 1080)
    assert _chosen(scene.size) == "1920x1080"
    app.resize((1500, 850))                            # dragged to a size of its own
    app.switch(SettingsScene(app, TitleScene))
    assert _chosen(app.scene.size) == "1500x850" and "1500x850" in [o[0] for o in app.scene.size.options_list]


def _chosen(menu) -> str:
    opt = menu.selected_option
    return opt[0] if isinstance(opt, tuple) else opt


def test_list_and_drop_down_rows_grow_with_the_ui_scale(make_app):
    """At 1920x1080 (scale 1.5) the rows of lists and of opened drop-down menus
    overlapped: pygame_gui made them 20 pixels high whatever the font."""
    import pygame_gui

    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    app = make_app((1920, 1080))
    scene = SettingsScene(app, TitleScene)
    app.switch(scene)
    menu = scene.anim
    menu.current_state.finish()                      # open it, as a click on it does
    menu.current_state = menu.menu_states["expanded"]
    menu.current_state.start()
    rows = menu.current_state.options_selection_list
    assert rows.list_item_height == app.px(20) == 30
    tops = sorted(item["button_element"].rect.top for item in rows.item_list if item["button_element"])
    assert all(b - a >= 30 for a, b in zip(tops, tops[1:]))
    box = pygame_gui.elements.UISelectionList(pygame.Rect(0, 0, 300, 300), ["a", "b"], app.ui)
    assert box.list_item_height == 30


def test_a_window_larger_than_the_screen_is_said_not_silently_ignored(make_app, tmp_path, monkeypatch):
    """Settings: 3840x2160 chosen on a 1920x1080 screen opens the largest window the
    screen holds, and the settings say so in a line."""
    import pygame_gui

    import game.app as app_module
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    app = make_app((1280, 720))
    monkeypatch.setattr(app_module, "fit_display", lambda size: (min(size[0], 1920), min(size[1], 1080)))
    scene = SettingsScene(app, TitleScene)
    app.switch(scene)
    scene.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=scene.size, text="3840x2160"))
    assert app.screen.get_size() == (1920, 1080)
    assert app.scene.status == "This screen holds a window of at most 1920x1080: the window is that size."
    scene.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=app.scene.size, text="1600x900"))
    assert app.screen.get_size() == (1600, 900) and app.scene.status == ""


def test_settings_offer_only_the_window_sizes_the_screen_can_show(make_app, monkeypatch):
    """A play-test on a 1920x1080 screen was offered 2560x1440 and 3840x2160: the
    menu lists only the sizes that fit (and the window's own size)."""
    from game.scenes.settings_scene import SIZES, SettingsScene
    from game.scenes.title import TitleScene
    from game.view import screen
    app = make_app((1280, 720))
    monkeypatch.setattr(screen.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(screen.pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app.switch(SettingsScene(app, TitleScene))
    offered = [o[0] for o in app.scene.size.options_list]
    assert offered == ["1280x720", "1600x900", "1920x1080"]
    monkeypatch.setattr(screen.pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    assert screen.sizes_that_fit(SIZES) == ["1280x720"]          # always one to choose
    monkeypatch.setattr(screen.pygame.display, "get_driver", lambda: "dummy")
    assert screen.sizes_that_fit(SIZES) == SIZES                 # no real screen: all of them
