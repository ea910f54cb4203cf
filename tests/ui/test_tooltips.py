"""Tooltips are never stale and never private to anyone but the seat at the
screen, for every game: the tooltip shown is always the one for what is under
the mouse in the game as it stands now, worked out again at every action,
every hand-off, every change of seat, every resize; none during a hand-off;
and it never covers a place lit for the player to click."""
from __future__ import annotations

import pygame
import pytest
from ui_driver import again, hotseat_table

from game.core.registry import all_games, get
from game.core.rng import Rng

GAMES = [g.id for g in all_games()]


def _rest(play, pos) -> None:
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _told(play) -> list[str]:
    """The panel's clickable places that have a tooltip now (whatever the game
    calls them: the viewer's cards, its chips...), the viewer's own things first."""
    keys = [k for k in play.panel.hot if k != "log" and play.tooltip_at(play.panel.hot[k].center)]
    return sorted(keys, key=lambda k: k.split(":")[0] not in ("hand", "yeti", "card"))


@pytest.mark.parametrize("gid", GAMES)
def test_the_tooltip_is_always_the_one_for_now(app, gid):
    """Through a hot-seat game the mouse rests on one of the viewer's things
    on the panel (a hand card, where the game has a hand), the player acts with
    the keyboard-free way of the tests, the screen passes on with Space and
    nobody moves the mouse: at every moment the tooltip is that of the thing
    under the mouse for the seat at the screen now, and none during the
    hand-off. (It once showed Ben's card to Anna.)"""
    play = hotseat_table(app, gid, seed=41)
    app.speed = 0
    rng = Rng(3)
    private_seen = handoffs = 0
    for step in range(150):
        if play.state.is_over():
            if private_seen > 2:
                break
            play = again(app, play, seed=41 + step)       # a short game: the next one
        if play.seats.handoff_to is not None:
            play.update(0.0)
            assert play.frame.hover is None and play.frame.tooltip_rect() is None
            play.layers.confirm()                              # Space, the mouse where it was
            if play.seats.recap is not None:
                assert play.frame.hover is None               # no tooltip under the what-happened strip
                play.layers.confirm()                          # Got it (Space again)
            handoffs += 1
        if play.seats.recap is not None:                      # (nothing secret: no veil, but the strip)
            play.update(0.0)
            assert play.frame.hover is None
            for _ in range(3):                          # (Space skips a move still playing first)
                if play.seats.recap is not None:
                    play.layers.confirm()
        play.update(0.0)
        assert play.frame.hover == (play.tooltip_at(play.frame.mouse) if play.frame.mouse else None)
        viewer = play.seats.viewer
        told = _told(play)
        mine = [k for k in told if k.split(":")[0] in ("hand", "yeti", "card")] or told
        if mine and viewer is not None:
            _rest(play, play.panel.hot[mine[rng.below(len(mine))]].center)
            assert play.frame.hover is not None
            private_seen += 1
        cur = play.state.current_player()
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
        play.update(0.0)
        if play.seats.handoff_to is not None or play.seats.recap is not None:
            assert play.frame.hover is None                   # none under a veil, none under the strip
        else:
            assert play.frame.hover == (play.tooltip_at(play.frame.mouse) if play.frame.mouse else None)
    # a game where nothing is secret hands the screen over without a veil
    assert private_seen > 2 and (handoffs > 2 if not get(gid).open_information else handoffs == 0)


def test_a_tooltip_on_a_skier_goes_when_the_skier_does(app):
    """The tooltip on a spot names the skiers standing there; once one has
    skied away it no longer names them (the mouse did not move)."""
    from ui_driver import advance_others
    play = hotseat_table(app, "ski", seed=7, names=("Anna", "Ben"))
    app.speed = 0
    s = play.state
    while s.phase == "start":
        advance_others(app, play)
        cur = s.current_player()
        play.act(s.legal_actions(cur)[0])
    advance_others(app, play)
    cur = s.current_player()
    spot = s.pos[cur]
    _rest(play, tuple(round(v) for v in play.to_screen(play.spot_xy(spot))))
    assert play.frame.hover is not None and s.name(cur) in play.frame.hover
    moves = [a for a in s.legal_actions(cur) if a.kind in ("move_piste", "ride_lift", "ride_bus", "walk")]
    assert moves
    play.act(moves[0])
    play.motions.skip()
    play.update(0.0)
    assert s.pos[cur] != spot
    assert play.frame.hover is None or s.name(cur) not in play.frame.hover


@pytest.mark.parametrize("gid", GAMES)
def test_after_a_resize_no_tooltip_floats_where_the_mouse_was(app, gid):
    play = hotseat_table(app, gid, seed=5)
    play.layers.confirm()
    play.update(0.0)
    key = _told(play)[0]
    _rest(play, play.panel.hot[key].center)
    assert play.frame.hover is not None
    app.resize((1600, 900))
    play.update(0.0)
    assert play.frame.hover is None and play.frame.mouse is None
    _rest(play, play.panel.hot[key].center)                # the place on the new layout
    assert play.frame.hover == play.tooltip_at(play.panel.hot[key].center) and play.frame.hover is not None


@pytest.mark.parametrize("gid", GAMES)
def test_a_tooltip_never_covers_a_lit_place(app, gid):
    """With the mouse on any lit place, and on the board round the lit places,
    the tooltip goes where it covers none of them."""
    play = hotseat_table(app, gid, seed=12)
    app.speed = 0
    rng = Rng(4)
    checked = 0
    for step in range(80):
        if checked > 60:
            break
        if play.state.is_over():
            if checked > 5:
                break
            play = again(app, play, seed=12 + step)       # a short game: the next one
        if play.seats.handoff_to is not None:
            play.layers.confirm()
            if play.seats.recap is not None:
                play.layers.confirm()                          # Got it
        lit = play.frame.lit_rects()
        for r in lit[:6]:
            for dx, dy in ((0, 0), (r.w, 0), (0, r.h), (-r.w, -r.h)):
                _rest(play, (r.centerx + dx, r.centery + dy))
                box = play.frame.tooltip_rect()
                if box is not None:
                    assert not any(box.colliderect(o) for o in lit), (gid, box)
                    checked += 1
        cur = play.state.current_player()
        legal = play.state.legal_actions(cur)
        play.act(legal[rng.below(len(legal))])
    assert checked > 5


@pytest.mark.parametrize("gid", GAMES)
def test_the_tooltip_is_drawn_over_everything_the_buttons_too(app, gid, monkeypatch):
    """A tooltip that falls on the panel's buttons (Ski Gammon's shop once slid
    under Roll) is drawn over them: the window draws its widgets, then the layers
    over everything, the tooltip last."""
    from game.scenes import table_frame
    play = hotseat_table(app, gid, seed=43)
    app.speed = 0
    play.motions.skip()
    if play.seats.handoff_to is not None:
        play.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    if play.seats.recap is not None:
        play.seats.close_recap()
    button = next(b for k, b in play.buttons().items() if k in ("hint", "log") and b.visible)
    monkeypatch.setattr(table_frame, "tooltip_box", lambda u, screen, mouse, size, avoid: button.rect.copy())
    play.frame.mouse = button.rect.center
    play.frame.hover = "A tooltip over a button"
    app.draw_frame(play, full=True)
    inside = button.rect.inflate(-12, -12)
    fill = app.screen.map_rgb((28, 36, 52))
    sub = app.screen.subsurface(inside)
    tooltip_pixels = pygame.mask.from_threshold(sub, fill, (1, 1, 1, 255)).count()
    assert tooltip_pixels > inside.w * inside.h // 3, "the button was drawn over the tooltip"


def test_a_widgets_tooltip_reaches_the_display_whole_however_the_frame_is_drawn(app, monkeypatch):
    """pygame_gui makes a button's tooltip after the mouse has rested on it a moment,
    with no input to ask for a frame: the window draws one for it, and a frame that
    puts only the moving pieces' places on the display puts the tooltip there too
    (a play-test saw a sliver of it, a black bar across the buttons)."""
    play = hotseat_table(app, "ski", seed=3)
    if play.seats.handoff_to is not None:
        play.seats.take_screen()
    app.step([], 0.0)
    flips: list[str] = []
    updates: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updates.append(list(rects or [])))
    button = play.button("log")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    play.dirty = False
    for _ in range(60):                               # the mouse rests: no events at all
        app.step([], 0.05)
        if app._tip_rects():
            break
    tips = app._tip_rects()
    assert tips, "no tooltip was made"
    assert flips, "the tooltip came with no frame put on the display"
    # a frame of moving pieces only: the tooltip's place goes to the display with them
    flips.clear()
    app.draw_frame(play)
    tip = pygame.Rect(tips[0])
    assert flips or any(r.contains(tip) for r in updates[-1]), updates[-1:]
