"""At 16:9 the mountain's map leaves bands above and below it: they are sky
above and the land going on below, never dark letterbox bars."""
from __future__ import annotations

from ui_driver import frame, hotseat_table, take_screen


def test_the_bands_round_the_map_at_1920x1080_are_sky_and_land(make_app):
    app = make_app((1920, 1080))
    play = hotseat_table(app, "ski", seed=3)
    take_screen(app, play)                    # (the hand-off's veil gone)
    surf = frame(app, play)
    x = 500                                   # over the board, clear of the zoom buttons and the panel
    sky = [surf.get_at((x, y))[:3] for y in (60, 80)]
    assert all(b > r + 20 and min(r, g, b) > 140 for r, g, b in sky), sky          # pale blue
    land = [surf.get_at((x, y))[:3] for y in (1040, 1075)]
    assert all(min(c) > 150 for c in land), land                                   # light, not a bar
