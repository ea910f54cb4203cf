"""The terminal stays quiet: opening every screen of every game, at both window
sizes, again and again, raises no warning (pygame_gui warned of every font the
Rules screen loaded a second time)."""
from __future__ import annotations

import warnings

import pytest
from ui_driver import hotseat_table

from game.core.registry import all_games


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_screen_twice_and_not_a_warning(make_app, size):
    from game.scenes.load import LoadScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    app = make_app(size)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            for info in all_games():
                for scene in (SetupScene(app, game=info.id), RulesScene(app, TitleScene, game=info.id)):
                    app.switch(scene)
                    app.step([], 0.01)
                    app.draw_frame(app.scene, full=True)
                play = hotseat_table(app, info.id, seed=3)
                play.files.open_save_dialog()
                app.step([], 0.01)
                app.draw_frame(play, full=True)
            for scene in (SettingsScene(app, TitleScene), LoadScene(app), TitleScene(app)):
                app.switch(scene)
                app.step([], 0.01)
                app.draw_frame(app.scene, full=True)
    assert [str(w.message) for w in caught] == []
