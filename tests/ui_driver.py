"""Helpers for driving the real scenes in tests with synthesized events."""
from __future__ import annotations

import math

import pygame


def click(app, pos, button: int = 1) -> None:
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(round(pos[0]), round(pos[1]))))


def press(app, button) -> None:
    """Press a button the way a player would: a pygame_gui button's press event, or
    for the title screen's own buttons the mouse moved over, pressed and released."""
    if hasattr(button, "ui_manager"):
        import pygame_gui
        app.scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
        return
    pos = button.rect.center
    app.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def bot_moves(play) -> None:
    """Let the bot whose turn it is think, a slice a frame, until its move is made."""
    before = len(play.state.action_log)
    for _ in range(2000):
        play.thinking.wait = 0
        play.update(1.0)
        if len(play.state.action_log) != before or play.state.is_over():
            return


def take_screen(app, play=None) -> None:
    """The player handed the screen takes it (a click), reads what happened since
    their last turn (the strip) and closes it with Got it (Space), as a player does."""
    click(app, (10, 10))
    play = play if play is not None else app.scene
    if getattr(getattr(play, "seats", None), "recap", None) is not None:
        play.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))


def advance_others(app, play) -> bool:
    """Do what is not a human's decision: skip animations, take the screen at a
    hand-off, let a bot act. True when it did something (call again)."""
    play.motions.tweens.clear()
    play.motions.flights.clear()
    if play.seats.handoff_to is not None:
        take_screen(app, play)
        return True
    if play.state.current_player() in play.bots:
        before = len(play.state.log)
        for _ in range(2000):                 # a bot thinks a slice a frame
            play.thinking.wait = 0
            play.update(1.0)
            if len(play.state.log) != before or play.state.is_over():
                break
        return True
    return False


def move_short_of_end(play, rng) -> bool:
    """A random legal move for the seat to play, made through the table unless it
    would end the game; True when one was made."""
    seat = play.state.current_player()
    move = rng.choice(play.state.legal_actions(seat))
    after = play.state.clone()
    after.apply(move)
    if after.is_over():
        return False
    play.act(move)
    return True


def hotseat_table(app, gid: str, seed: int, names: tuple[str, ...] = ("Anna", "Ben", "Chloe")):
    """A new hot-seat game of ``gid`` (every seat human: one for each of
    ``names``, within the game's least and most) in its play scene, entered in ``app``."""
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import get
    from game.scenes.table import play_scene
    info = get(gid)
    n = min(max(len(names), info.min_players), info.max_players)
    seats = tuple(SeatSetup(names[i] if i < len(names) else f"P{i}", info.colours[i]) for i in range(n))
    play = play_scene(app, Setup(info.id, seats, seed=seed))
    app.switch(play)
    return play


def again(app, play, seed: int):
    """Another game at the same table (the same game, seats and kinds), from
    ``seed``, in its play scene, entered in ``app``: a test that must see
    enough of something goes on game after game, whatever a game's length."""
    from dataclasses import replace

    from game.scenes.table import play_scene
    nxt = play_scene(app, replace(play.state.setup, seed=seed))
    app.switch(nxt)
    return nxt


def along(points, step: float = 2.0) -> list[tuple[int, int]]:
    """Screen points every ``step`` pixels or so along a polyline (a trace's way)."""
    out = []
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        n = max(1, int(math.hypot(bx - ax, by - ay) / step))
        out += [(round(ax + (bx - ax) * i / n), round(ay + (by - ay) * i / n)) for i in range(n + 1)]
    return out


def traced_while_it_moves(app, play, at: float, way, colour) -> list[tuple[int, int]]:
    """The move playing now (``play.motions.tweens[0]``), stepped to ``at`` (its own
    time), traces ``way()`` (screen points) in ``colour`` under the moving
    piece, in the rectangles the next frame puts the still layer back over;
    once the move is over, a frame shows none of it (where nothing else moving
    is drawn, the still layer shows), the same as a full redraw. Returns the
    traced points found."""
    tw = play.motions.tweens[0]
    tw.t = at * 0.9
    play.draw(app.screen)                            # the move's first frame: the whole window
    tw.t = at
    assert play.draw(app.screen) is not None         # a frame of moving things only
    assert play._draw_trace(app.screen.copy())
    lit = [p for p in along(way()) if tuple(app.screen.get_at(p))[:3] == tuple(colour)]
    assert len(lit) >= max(5, len(along(way())) // 4), (len(lit), len(along(way())))
    assert all(any(r.collidepoint(p) for r in play.frame._moving) for p in lit)
    play.motions.tweens.clear()                              # the move is over
    play.motions.flights.clear()
    assert play._draw_trace(app.screen.copy()) == []
    play.draw(app.screen)
    after = app.screen.copy()
    left = [p for p in lit if not any(r.collidepoint(p) for r in play.frame._moving)
            and after.get_at(p) != play.frame._base.get_at(p)]
    assert not left, left
    play.repaint = True
    play.draw(app.screen)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    return lit


# -- clicks found from the frame's pixels ----------------------------------------------
def frame(app, play) -> pygame.Surface:
    """The whole frame as the window shows it: the table, then its widgets
    (after a pass of the window's loop, which shows the buttons of the seat at the screen)."""
    app.step([], 0.0)
    play.redraw()
    play.draw(app.screen)
    app.ui.update(0.0)
    app.ui.draw_ui(app.screen)
    return app.screen.copy()


def hint_pixels(surf: pygame.Surface) -> pygame.mask.Mask:
    from game.scenes.table import HINT_RGB
    return pygame.mask.from_threshold(surf, HINT_RGB, (3, 3, 3, 255))


def ring_centre(app, play, key) -> tuple[int, int] | None:
    """Where the thing ``key`` names is drawn, found from the pixels: the centre
    of the hint ring that appears round it when it alone is hinted."""
    hint = play.hints.now()
    play.hints.clear()
    plain = hint_pixels(frame(app, play))
    play.hints.light(None, {key}, {key})
    ring = hint_pixels(frame(app, play))
    play.hints.clear()
    if hint is not None:
        play.hints.light(hint.move, hint.places, hint.keys)
    ring.erase(plain, (0, 0))                   # only the pixels the ring brought
    if ring.count() < 8:
        return None
    return ring.connected_component().get_bounding_rects()[0].center


def press_mouse(app, pos: tuple[int, int]) -> None:
    """The mouse moved to ``pos``, pressed and released, through the window's loop;
    then whatever the widgets posted (a button's press) is delivered."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
              pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], 0.0)
    posted = pygame.event.get()
    if posted:
        app.step(posted, 0.0)


def click_move(app, play, a) -> None:
    """Make ``a`` by clicking, for each of its clicks (the presenter's ``steps``),
    where its thing is drawn, found from the pixels."""
    keys = play.touch.steps(play.seats.acting(), a)
    assert keys, f"no clicks make {a}"
    for key in keys:
        play.motions.skip()
        at = ring_centre(app, play, key)
        if at is None:                       # out of view: the game brings it into view as a player would
            play.point_for(key)
            at = ring_centre(app, play, key)
        assert at is not None, f"{key} (for {a}) is not drawn anywhere"
        press_mouse(app, at)
