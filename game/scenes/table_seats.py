"""Whose screen it is: by one rule for every game, a seat's private things
show only while that seat is the human at the screen; a hand-off passes
the screen from one human to the next, who then reads what happened since
their last turn.

``Seats`` owns who is at the screen (the viewer, a hand-off waiting, a seat
acting out of turn), what each human has watched, the strip of what happened
since, and the game as the seat at the screen may see it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar, cast

from game.core.protocol import GameState

from . import recap

if TYPE_CHECKING:
    from .table import TableScene

S = TypeVar("S", bound=GameState)   # the game the table draws (its rules' own state class)


class Seats(Generic[S]):
    """Who is at the table's screen and what that seat may see, by one rule for every game."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self.viewer: int | None = None       # whose private things the screen shows
        self.handoff_to: int | None = None   # a human waiting to take the screen
        self.oot: int | None = None          # a human acting out of turn (games that allow it)
        # what happened since a human's last turn (game/scenes/recap.py): each action in words,
        # the action count at each human's last look, and the strip while it is open
        self.said: list[recap.Said] = []
        self.seen_upto: dict[int, int] = {}
        self.recap: recap.Recap | None = None
        self._masks: dict[int, tuple[S, tuple[int, int | None], S]] = {}   # the game as the screen's seat sees it

    def is_human(self, seat: int | None) -> bool:
        """Is ``seat`` a person at this screen (not a bot, not a player elsewhere)?"""
        return seat is not None and seat not in self.t.bots and seat not in self.t.elsewhere

    def acting(self) -> int | None:
        """The seat the clicks act for: the current player, or a human acting out of turn."""
        return self.oot if self.oot is not None else self.t.state.current_player()

    def mine(self) -> int | None:
        """The seat whose clicks count now: the acting seat, if it holds the screen."""
        cur = self.acting()
        if cur is None or self.handoff_to is not None or not self.is_human(cur) or \
                (self.t.online is not None and (self.t.online.busy() or self.t.online.played_by_bot(cur))):
            return None
        if cur == self.viewer or (self.viewer is None and self.in_public(cur)):
            return cur
        return None

    def in_public(self, seat: int) -> bool:
        """A human's move made in everyone's sight on a shared screen (``public_move``:
        a roll for who starts): no hand-off, the public view, the seat's clicks count."""
        return self.is_human(seat) and self.oot is None and self.t.state.public_move(seat)

    # A screen draws only from the game as the seat at it may see it (the table's
    # ``seen``), never from the game itself: what that seat cannot see is not wrong
    # on the screen, it is simply not there to be drawn.
    def masked(self, game: S) -> S:
        """``game`` as the seat at the screen may see it (nobody during a hand-off),
        worked out once per game, position and seat."""
        seat = self.viewer if self.handoff_to is None else None
        key = (len(game.action_log), seat)
        kept = self._masks.get(id(game))
        if kept is None or kept[0] is not game or kept[1] != key:
            kept = (game, key, cast(S, game.masked(seat)))       # (masked: the same game's state)
            if len(self._masks) > 8:
                self._masks.clear()
            self._masks[id(game)] = kept
        return kept[2]

    def forget_masks(self) -> None:
        """The game was replaced: nothing worked out for the old one holds."""
        self._masks.clear()

    def shared_screen(self) -> bool:
        """Do several people share the screen, with something to hide from each other?"""
        return self.several_humans() and not self.t.info.open_information


    def lone_human(self) -> int | None:
        """The seat of the one person at this screen, when there is exactly one."""
        people = [i for i in range(self.t.state.num_seats) if self.is_human(i)]
        return people[0] if len(people) == 1 else None

    def several_humans(self) -> bool:
        """Do several people share the screen (whatever they may see of each other's)?"""
        return sum(1 for i in range(self.t.state.num_seats) if self.is_human(i)) > 1


    def next_viewer(self) -> None:
        """Whose private things the screen shows, by one rule for every game: a
        seat's own only while that seat is the human at the screen. Before a
        human acts the screen is handed over (hiding everything private); the
        moment a human's turn ends, the screen shows the public view (the bots'
        turns included: the next human may be at the screen already). One
        person alone at the screen (the other seats bots, or played at other
        computers) sees their own things all the time."""
        if self.viewer is not None:
            self.seen_upto[self.viewer] = self.t.match.moves()   # all this seat has watched
        cur = self.t.state.current_player()
        if cur is None:
            return
        lone = self.lone_human()
        if lone is not None:
            # the one person at this screen (the others bots, or at their own computers): their
            # own things show all the time, from the first move on, whoever's turn it is
            self.viewer, self.handoff_to = lone, None
            self.t.dirty = True
            return
        if self.shared_screen() and self.in_public(cur):
            self.viewer, self.handoff_to = None, None     # in everyone's sight: nothing private shows
        elif self.is_human(cur) and cur != self.viewer:
            if not self.shared_screen():
                self.viewer = cur            # alone against bots, or nothing secret: no need to hide anything
                if self.several_humans():     # nothing secret, but others played since: what they did, first
                    self.open_recap(cur)
            else:
                self.viewer = None
                self.handoff_to = cur
                self.recap = None
        elif not self.is_human(cur) and self.viewer is not None and self.shared_screen() and \
                self.t.state.turn_holder() != self.viewer:
            self.viewer = None               # a bot's turn among several humans: nobody's secrets
        # (a bot answering within the viewer's own turn, a trade offered to it, keeps the screen
        # as it is: the player who offered waits there for the answer, and no hand-off follows)
        self.t.dirty = True

    def handoff_from(self) -> int | None:
        """At a hand-off, the human whose step passed the screen on and may still be
        taken back (the next player has not taken the screen yet); else None."""
        who = self.t.match.undo_seat
        if self.handoff_to is None or who is None or who == self.handoff_to or not self.t.match.undo:
            return None
        return who

    def taken_back(self, seat: int) -> None:
        """``seat``'s step was taken back: it is that player's turn again. Taken
        back at a hand-off, the screen is handed to them again (whoever pressed the
        button sees nothing of theirs until they take it); else they are at it."""
        if self.handoff_to is not None:
            self.viewer, self.handoff_to = None, seat
        else:
            self.viewer = seat
        self.recap = None
        self.t.dirty = True

    def take_screen(self) -> None:
        """The human handed the screen takes it: their own things show, and with
        others at the table, the moves made since their last turn step by in a
        strip before they act (``recap``). The step that passed the screen on is
        final from now on."""
        seat = self.handoff_to
        assert seat is not None
        if self.t.match.undo_seat != seat:
            self.t.match.undo.clear()
        self.viewer, self.handoff_to = seat, None
        self.open_recap(seat)
        self.t.dirty = True

    def _last_move(self, seat: int) -> int:
        """The number of ``seat``'s last action in the game (0: none yet): where a
        game loaded or continued starts the seat's strip, nobody having watched
        anything of it on this screen."""
        log = self.t.state.action_log
        return next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i].seat == seat), 0)

    def open_recap(self, seat: int) -> None:
        """The moves made since ``seat``'s last turn, in a strip before it acts,
        when others share the screen (a tutorial's coach says its own words)."""
        upto = self.seen_upto[seat] if seat in self.seen_upto else self._last_move(seat)
        moves = recap.since(self.said, seat, upto)
        self.seen_upto[seat] = self.t.match.moves()
        if moves and (self.several_humans() or self.t.online is not None) and self.t.coach is None:
            self.recap = recap.Recap(seat, moves)
            self.light_recap()

    def light_recap(self) -> None:
        """The move the strip shows, lit on the board as a hint lights one."""
        if self.recap is None:
            return
        if self.recap.said.action is None:            # a move this computer does not know: its words only
            self.t.hints.clear()
            self.t.dirty = self.t.repaint = True
            return
        try:
            places = set(self.t.touch.presenter.shows(self.t.seen, self.recap.said.action))
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            places = set()                  # a move whose places are gone from the board: words only
        self.t.hints.light(self.recap.said.action, places)
        self.t.dirty = self.t.repaint = True


    def close_recap(self) -> None:
        from .recap import GOT_IT_FIRST
        if self.t.status == GOT_IT_FIRST:
            self.t.status = ""                      # said while it was open: it is closed now
        self.recap = None
        self.t.hints.clear()
        self.t.frame.hover_now()                          # the tooltip of what the mouse rests on, under the strip till now
        self.t.dirty = self.t.repaint = True


    # -- out of turn ------------------------------------------------------------------
    def ask_out_of_turn(self, seat: int) -> None:
        """A human asks to act out of turn (a game's ``oot:N`` place): with others at
        the screen it is handed to that seat first. The place is drawn for every
        human seat alike, so asking reveals nothing. On his own turn he acts anyway."""
        if not self.is_human(seat) or self.t.state.is_over() or seat == self.oot or \
                (self.oot is None and seat == self.t.state.current_player()):
            return
        self.oot = seat
        self.t._clear_choices()
        self.t.status = ""
        if self.t.OOT_DONE is not None:
            self.t._buttons[self.t.OOT_DONE].set_text("Done")
        if self.shared_screen():
            self.viewer, self.handoff_to = None, seat
        else:
            self.viewer, self.handoff_to = seat, None         # alone against bots: nothing to hide from anyone
        self.t.dirty = True


    def end_out_of_turn(self) -> None:
        """The seat acting out of turn is done: the screen goes back to the turn."""
        self.oot = None
        self.t._clear_choices()
        if self.t.OOT_DONE is not None:
            self.t._buttons[self.t.OOT_DONE].set_text(next(b.label for b in self.t.touch.presenter.buttons if b.name == self.t.OOT_DONE))
        if self.shared_screen():
            self.viewer = None
        self.handoff_to = None
        self.next_viewer()
        self.t.dirty = True


    def after_out_of_turn(self) -> bool:
        """After an action out of turn: does the seat keep the screen (more to do, and
        the game lets it act again), or does it go back? True: it keeps it."""
        seat = self.oot
        if seat is None:
            return False
        if not self.t.OOT_ONCE and not self.t.state.is_over() and self.t.state.legal_actions(seat):
            return True
        self.end_out_of_turn()
        return False
