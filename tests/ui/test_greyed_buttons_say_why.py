"""A greyed button says what it does and why it cannot be pressed now, for
every game: pygame_gui hovers only enabled buttons, so a play-test resting the
mouse on a greyed "Let go" got no tooltip at all. The buttons are found from
the frame's pixels (the greyed fill), and the mouse rests on each."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import hotseat_table

from game.core.registry import all_games

GAMES = [g.id for g in all_games()]
GREY = (0x5A, 0x62, 0x70)          # a greyed button's fill (the theme's disabled_bg)


def _greyed_buttons(app, play) -> list[tuple[int, int]]:
    """The centres of the greyed buttons drawn on the panel, from the frame's pixels."""
    app.draw_frame(play, full=True)
    surf = app.screen
    mask = pygame.mask.from_threshold(surf, GREY, (3, 3, 3, 255))
    out = []
    for blob in mask.connected_components(minimum=app.px(20) * app.px(12)):
        r = blob.get_bounding_rects()[0]
        if r.w > app.px(40) and r.h > app.px(20):
            out.append(r.center)
    return out


def _tooltip_after_rest(app, monkeypatch, pos) -> str | None:
    from pygame_gui.elements import UITooltip
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(60):                                 # the mouse rests
        app.step([], 0.05)
        tips = [s for s in app.ui.get_sprite_group().sprites() if isinstance(s, UITooltip)]
        if tips:
            return str(tips[0].text_block.html_text)
    return None


@pytest.mark.parametrize("gid", GAMES)
def test_a_greyed_button_says_why(app, gid, monkeypatch):
    play = hotseat_table(app, gid, seed=4)
    if play.seats.handoff_to is not None:
        play.seats.take_screen()
    app.step([], 0.0)
    found = _greyed_buttons(app, play)
    assert found, "no greyed button drawn at the start of a turn"
    said = []
    far = (5, app.screen.get_height() - 5)              # away, so the next rest makes a new tooltip
    for pos in found:
        text = _tooltip_after_rest(app, monkeypatch, pos)
        assert text, f"no tooltip on the greyed button at {pos}"
        said.append(text)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: far)
        app.step([], 0.05)
    # each says what it does, then why not now (a second line)
    assert all(("\n" in t or "<br>" in t) for t in said), said
    assert any("Nothing to take back" in t for t in said), said     # Undo, greyed at the start
    # a greyed button still takes no click
    n = len(play.state.action_log)
    for pos in found:
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], 0.05)
        app.step(pygame.event.get(), 0.05)                # what the toolkit posted, if anything
    assert len(play.state.action_log) == n


@pytest.mark.parametrize("gid", GAMES)
def test_a_low_buttons_tooltip_stands_above_it_off_the_status_line(app, gid, monkeypatch):
    """Below the Hint button its tooltip hid the hint's words (a play-test): a
    button in the window's lower half shows its tooltip above itself."""
    from pygame_gui.elements import UITooltip
    play = hotseat_table(app, gid, seed=4)
    if play.seats.handoff_to is not None:
        play.seats.take_screen()
    app.step([], 0.0)
    button = play.button("hint")
    pos = button.rect.center
    _tooltip_after_rest(app, monkeypatch, pos)
    tips = [s for s in app.ui.get_sprite_group().sprites() if isinstance(s, UITooltip)]
    assert tips, "no tooltip on Hint"
    assert tips[0].rect.bottom <= button.rect.top, (tips[0].rect, button.rect)
