"""Whose screen it is: by one rule for every game, a seat's private things
show only while that seat is the human at the screen; a hand-off passes
the screen from one human to the next, who then reads what happened since
their last turn.

Each function takes the table (``TableScene``), whose methods of the same
names call them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import recap

if TYPE_CHECKING:
    from .table import S, TableScene


def shared_screen(t: TableScene[S]) -> bool:
    """Do several people share the screen, with something to hide from each other?"""
    return several_humans(t) and not t.info.open_information


def several_humans(t: TableScene[S]) -> bool:
    """Do several people share the screen (whatever they may see of each other's)?"""
    return sum(1 for i in range(t.state.num_seats) if t._is_human(i)) > 1


def next_viewer(t: TableScene[S]) -> None:
    """Whose private things the screen shows, by one rule for every game: a
    seat's own only while that seat is the human at the screen. Before a
    human acts the screen is handed over (hiding everything private); the
    moment a human's turn ends, the screen shows the public view (the bots'
    turns included: the next human may be at the screen already), unless
    one human plays alone against bots."""
    if t.viewer is not None:
        t.seen_upto[t.viewer] = len(t.state.action_log)   # all this seat has watched
    cur = t.state.current_player()
    if cur is None:
        return
    if t._is_human(cur) and cur != t.viewer:
        if not t.shared_screen():
            t.viewer = cur            # alone against bots, or nothing secret: no need to hide anything
            if several_humans(t):     # nothing secret, but others played since: what they did, first
                open_recap(t, cur)
        else:
            t.viewer = None
            t.handoff_to = cur
            t.recap = None
    elif not t._is_human(cur) and t.viewer is not None and t.shared_screen():
        t.viewer = None               # a bot's turn among several humans: nobody's secrets
    t.dirty = True


def take_screen(t: TableScene[S]) -> None:
    """The human handed the screen takes it: their own things show, and with
    others at the table, the moves made since their last turn step by in a
    strip before they act (``recap``)."""
    seat = t.handoff_to
    assert seat is not None
    t.viewer, t.handoff_to = seat, None
    open_recap(t, seat)
    t.dirty = True


def open_recap(t: TableScene[S], seat: int) -> None:
    """The moves made since ``seat``'s last turn, in a strip before it acts,
    when others share the screen (a tutorial's coach says its own words)."""
    moves = recap.since(t.said, seat, t.seen_upto.get(seat, 0))
    t.seen_upto[seat] = len(t.state.action_log)
    if moves and several_humans(t) and t.coach is None:
        t.recap = recap.Recap(seat, moves)
        t._light_recap()


def light_recap(t: TableScene[S]) -> None:
    """The move the strip shows, lit on the board as a hint lights one."""
    if t.recap is None:
        return
    try:
        places = set(t.touch.presenter.shows(t.seen, t.recap.said.action))
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        places = set()                  # a move whose places are gone from the board: words only
    t.hint = ((id(t.state), len(t.state.action_log)), t.recap.said.action, places, set())
    t.dirty = t.repaint = True


def close_recap(t: TableScene[S]) -> None:
    from .recap import GOT_IT_FIRST
    if t.status == GOT_IT_FIRST:
        t.status = ""                      # said while it was open: it is closed now
    t.recap = None
    t.hint = None
    t._hover_now()                          # the tooltip of what the mouse rests on, under the strip till now
    t.dirty = t.repaint = True


# -- out of turn ------------------------------------------------------------------
def ask_out_of_turn(t: TableScene[S], seat: int) -> None:
    """A human asks to act out of turn (a game's ``oot:N`` place): with others at
    the screen it is handed to that seat first. The place is drawn for every
    human seat alike, so asking reveals nothing. On his own turn he acts anyway."""
    if not t._is_human(seat) or t.state.is_over() or seat == t.oot or \
            (t.oot is None and seat == t.state.current_player()):
        return
    t.oot = seat
    t._clear_choices()
    t.status = ""
    if t.OOT_DONE is not None:
        t._buttons[t.OOT_DONE].set_text("Done")
    if t.shared_screen():
        t.viewer, t.handoff_to = None, seat
    else:
        t.viewer, t.handoff_to = seat, None         # alone against bots: nothing to hide from anyone
    t.dirty = True


def end_out_of_turn(t: TableScene[S]) -> None:
    """The seat acting out of turn is done: the screen goes back to the turn."""
    t.oot = None
    t._clear_choices()
    if t.OOT_DONE is not None:
        t._buttons[t.OOT_DONE].set_text(next(b.label for b in t.touch.presenter.buttons if b.name == t.OOT_DONE))
    if t.shared_screen():
        t.viewer = None
    t.handoff_to = None
    t._next_viewer()
    t.dirty = True


def after_out_of_turn(t: TableScene[S]) -> bool:
    """After an action out of turn: does the seat keep the screen (more to do, and
    the game lets it act again), or does it go back? True: it keeps it."""
    seat = t.oot
    if seat is None:
        return False
    if not t.OOT_ONCE and not t.state.is_over() and t.state.legal_actions(seat):
        return True
    end_out_of_turn(t)
    return False
