"""What is drawn where, and the moves made by clicks: the key of the thing
drawn on top at a pixel, where a key's thing is on the screen, a move
clicked through as a player would, the hint, and where a click or one of
the game's buttons goes.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai import Observation
from game.core.interaction import Key, button_name
from game.core.protocol import Action

if TYPE_CHECKING:
    from pygame_gui.core import UIElement

    from .table import S, TableScene


def click_through(t: TableScene[S], a: Action) -> None:
    """Make action ``a`` the way a player would, with clicks on the board, the
    panel and the buttons (the tests and the monkey; nothing here decides what
    is legal): each click the presenter asks for, where its thing is drawn."""
    if t.motions.tweens or t.motions.flights:             # a first click skips what is still moving
        t._click(t.board_rect.center)
    if t.files.log_box is not None:
        t.files.close_log()
    seat = t.seats.acting()
    if seat is None:
        raise ValueError(f"nobody may make {a} now")
    for key in t.touch.steps(seat, a):
        if t.motions.tweens or t.motions.flights:
            t.skip_animation()
        name = button_name(key)
        if name is not None:
            t._press(name)
            continue
        at = t.point_for(key)
        if at is None:
            raise ValueError(f"{key} is not drawn where it can be clicked (for {a})")
        t._click(at)


def point_for(t: TableScene[S], key: Key) -> tuple[int, int] | None:
    """A point where a click lands on ``key``'s thing (what is drawn on top
    there is it), or None. A game whose camera may hide things turns it here."""
    for r in t.outline(key):
        w, h = r.w, r.h
        for fx, fy in ((0.5, 0.5), (0.3, 0.5), (0.7, 0.5), (0.5, 0.3), (0.5, 0.7), (0.2, 0.2), (0.8, 0.8)):
            p = (r.x + round(w * fx), r.y + round(h * fy))
            if t.spot_at(p) == key:
                return p
    return None


def spot_at(t: TableScene[S], pos: tuple[int, int]) -> Key | None:
    """The key of what is drawn on top at ``pos``: the panel's places (the
    last drawn first), then the board's."""
    if t.panel_w and pos[0] >= t.app.screen.get_width() - t.panel_w:
        for key, rect in reversed(list(t.hot.items())):
            if rect.collidepoint(pos):
                return key
        return None
    if t.board_rect.collidepoint(pos):
        return t._board_spot(pos)
    return None


def outline(t: TableScene[S], key: Key) -> list[pygame.Rect]:
    """Where ``key``'s thing is drawn on the screen now: a button, the
    panel's place, or the board's (``_board_outline``)."""
    name = button_name(key)
    if name is not None:
        b = t._buttons.get(name)
        return [b.rect] if b is not None and b.visible else []
    r = t.hot.get(key) or t.rects.get(key)
    if r is not None:
        return [r]
    return t._board_outline(key)


def show_hint(t: TableScene[S]) -> None:
    """H or Hint: what the normal bot would do now, shown on the board and the
    panel, with a reason. It sees only what the player at the screen may see."""
    from game.ai import GreedyBot
    from game.ai.hint import SAMPLES, hint_words
    from game.ai.search import evaluator_for
    cur = t.seats.acting()
    if cur is None or cur != t.seats.viewer or t.seats.handoff_to is not None or not t.seats.is_human(cur):
        return
    legal = t.state.legal_actions(cur)
    if not legal:
        return
    obs = Observation(t.state, cur)
    bot = GreedyBot(t.state.setup.seed ^ len(t.state.action_log))
    move, _, _ = bot.explain(obs, legal)
    # its words come only from what the seat may see: what every sampled world agrees on
    worlds = [obs.sample(bot.rng.next64()) for _ in range(SAMPLES)]
    said, reason = hint_words(worlds, move, evaluator_for(t.state.game_id), cur,
                              t.touch.reason(move))
    # every click of the move but its last is made; the last is lit
    last = t.touch.hint(cur, move)
    places = keys = {last} if last is not None else set()
    t.hint = ((id(t.state), len(t.state.action_log)), move, places, keys)
    t.status = f"Hint: {said}, because {reason}."
    t.dirty = True


def hint_places(t: TableScene[S], a: Action) -> tuple[set[str], set[str]]:
    """Where a hinted move shows: places on the board, and keys of the panel
    (with a presenter: the keys still to click for it, lit alike)."""
    seat = t.seats.acting()
    if seat is None:
        return set(), set()
    keys = set(t.touch.steps(seat, a))
    return keys, keys


def lit_rects(t: TableScene[S]) -> list[pygame.Rect]:
    """Where on the screen the places lit for the player to click are (a
    tooltip never covers them)."""
    return [r for k in t.touch.shown_lit() if button_name(k) is None for r in t.outline(k)]


def hint_rects(t: TableScene[S]) -> list[pygame.Rect]:
    """Where on the screen the hinted move's places on the board are (the
    tutorial's words never cover them)."""
    hint = t._hint_now()
    if hint is None:
        return []
    return [r.inflate(t.app.px(14), t.app.px(14)) for k in hint[2] for r in t.outline(k)]


def click_table(t: TableScene[S], pos: tuple[int, int]) -> None:
    """A click by the player at the screen goes to the presenter; an ``oot:N``
    place (a game with out-of-turn play) asks for the screen for that seat."""
    key = t.spot_at(pos)
    if key is not None and key.startswith("oot:") and t.OOT_DONE is not None:
        t.seats.ask_out_of_turn(int(key[4:]))
    else:
        t.touch.click_at(pos)


def game_button(t: TableScene[S], el: UIElement) -> None:
    """A button of the game's own goes to the presenter; while a seat acts out of
    turn, the game's Done button hands the screen back."""
    if t.seats.oot is not None and t.OOT_DONE is not None and el is t._buttons.get(t.OOT_DONE):
        if t.seats.mine() is not None:
            t.seats.end_out_of_turn()
        return
    for spec in t.touch.presenter.buttons:
        if el is t._buttons.get(spec.name):
            t.touch.press(spec.name)
            return


def can(t: TableScene[S]) -> dict[str, bool]:
    """Which of the game's own buttons can do something for the player at the screen."""
    out = {b.name: t.touch.can_press(b.name) for b in t.touch.presenter.buttons}
    if t.seats.oot is not None and t.OOT_DONE is not None:
        out[t.OOT_DONE] = True                   # Done: the screen goes back
    return out
