"""Settings survive a restart, and a damaged file never stops the game."""
from game.settings import Settings, load, save


def test_settings_round_trip(tmp_path):
    p = str(tmp_path / "settings.json")
    s = Settings(animation="fast", highlight_moves=False, window="1920x1080")
    save(s, p)
    assert load(p) == s
    assert load(p).window_size == (1920, 1080)


def test_bad_settings_fall_back_to_defaults(tmp_path):
    p = tmp_path / "settings.json"
    p.write_text("{not json")
    assert load(str(p)) == Settings()
    p.write_text('{"animation": "warp", "highlight_moves": "yes", "window": "tiny"}')
    s = load(str(p))
    assert s.animation == "normal" and s.highlight_moves is True and s.window_size == (1280, 720)
    assert load(str(tmp_path / "missing.json")) == Settings()


def test_the_pace_is_slow_normal_fast_or_instant_and_old_files_still_read(tmp_path):
    from game.settings import ANIMATION_SPEEDS
    assert list(ANIMATION_SPEEDS) == ["slow", "normal", "fast", "instant"]
    assert ANIMATION_SPEEDS["slow"] < ANIMATION_SPEEDS["normal"] < ANIMATION_SPEEDS["fast"]
    p = tmp_path / "settings.json"
    p.write_text('{"animation": "off"}')               # an older file's word for "nothing moves"
    assert load(str(p)).animation == "instant"


def test_the_interface_scale_is_kept_checked_and_old_files_still_read(tmp_path):
    from game.settings import SCALES, load_checked
    assert SCALES == (75, 80, 90, 100, 125, 150) and Settings().scale == 100
    p = tmp_path / "settings.json"
    save(Settings(scale=80), str(p))
    assert load(str(p)).scale == 80
    save(Settings(scale=150), str(p))
    assert load(str(p)).scale == 150
    p.write_text('{"animation": "fast", "window": "1600x900"}')      # a file from before the scale
    s, problem = load_checked(str(p))
    assert s.scale == 100 and s.animation == "fast" and problem == ""
    for bad in ("300", "110", "true", '"80%"', "80.0", "-5", "[80]"):
        p.write_text('{"scale": %s, "sound": false}' % bad)
        s, problem = load_checked(str(p))
        assert s.scale == 100 and s.sound is False, bad                # the default, the rest as written
        assert "scale" in problem and "\n" not in problem, (bad, problem)


def test_the_window_scale_is_the_window_s_times_the_interface_scale():
    from game.app.widgets import ui_scale
    assert ui_scale((1280, 720)) == 1.0 and ui_scale((1920, 1080)) == 1.5
    assert ui_scale((1920, 1080), 80) == 1.2 and ui_scale((1280, 720), 75) == 0.75
    assert ui_scale((1280, 720), 150) == 1.5 and ui_scale((1920, 1080), 125) == 1.875
    assert ui_scale((1280, 720), 400) == 1.5          # (a scale past the largest offered: the largest)
