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
