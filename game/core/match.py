"""The match driver: one game being played, the same way everywhere.

The window's table, the simulator, the benchmarks, the monkey and the tests
all play through a ``Match``: it applies an action through the rules, lets
the other seats answer out of turn (the reaction window: after every action,
each other seat in order after the actor may play something, if the game
offers it anything), keeps the undo stack of a seat's own steps (until
another seat acts or answers, something hidden shows or a new round begins:
the move that ended a turn may be taken back while the next seat has not
acted yet), and calls the hooks that log, animate and autosave. No pygame here.

A bot is anything with ``choose(observation, actions)`` and
``react(observation, actions)`` (game/ai/base.py), given an ``Observation``
(game/core/observation.py); a seat with no bot is a
human, whose actions come from outside (the window's clicks).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .observation import Observation
from .protocol import Action, Event, GameState

#: called with (acting seat, events) after each action applied, the answers included
EventHook = Callable[[int, list[Event]], Any]


class Match:
    def __init__(self, state: GameState, bots: Mapping[int, Any] | None = None,
                 undo_breakers: Sequence[str] = (), on_events: EventHook | None = None,
                 after_action: Callable[[], Any] | None = None, keep_undo: bool = True) -> None:
        """``bots``: seat -> bot for the seats the program plays; ``undo_breakers``:
        event kinds after which undo would un-show something (a die roll);
        ``on_events``: told of every action's events (the log, the animations);
        ``after_action``: called once an action and its answers are all applied (the autosave);
        ``keep_undo``: False where no step is ever taken back (a match server's), so no
        copy of the game is made before each step."""
        self.state = state
        self.bots: dict[int, Any] = dict(bots or {})
        self.undo_breakers = tuple(undo_breakers)
        self.on_events = on_events
        self.after_action = after_action
        self.keep_undo = keep_undo
        self.actions = 0                     # actions applied through this match (answers included)
        #: (the game before, a tag of the caller's) for each step the seat to act may take back
        self.undo: list[tuple[GameState, Any]] = []
        #: the seat whose steps ``undo`` holds
        self.undo_seat: int | None = None

    # -- acting --------------------------------------------------------------
    def act(self, action: Action, tag: Any = None) -> list[Event]:
        """Apply ``action`` (raises IllegalAction, saying why, and changes nothing
        if the rules refuse it), then let the bots answer out of turn. Returns
        every event, the answers' after the action's. ``tag`` is kept with the
        undo step (the window keeps its log's length there)."""
        state = self.state
        if action.seat in self.bots or not self.keep_undo:     # only a person's steps are taken back
            events = self._apply(action)
            self.undo.clear()
        else:
            if self.undo_seat != action.seat:
                self.undo.clear()               # another seat's steps: theirs are final now
            before = state.clone()
            rnd = state.round_number()
            events = self._apply(action)
            # Undo keeps a seat's own steps, the one that ends its turn too (a misclick at the
            # family table), until another seat acts, something hidden shows or a round begins.
            revealed = any(e.secret or e.kind in self.undo_breakers for e in events)
            if revealed or state.round_number() != rnd or state.is_over():
                self.undo.clear()
            else:
                self.undo.append((before, tag))
                self.undo_seat = action.seat
        answered = self.answers(action.seat)
        if answered:
            self.undo.clear()               # another seat acted since: that step is theirs too
        events = events + answered          # (a new list: the hook keeps the one it was given)
        if self.after_action is not None:
            self.after_action()
        return events

    def _apply(self, action: Action) -> list[Event]:
        events = self.state.apply(action)
        self.actions += 1
        if self.on_events is not None:
            self.on_events(action.seat, events)
        return events

    def answers(self, actor: int) -> list[Event]:
        """The reaction window after ``actor``'s action: each bot in seat order
        after the actor may answer out of turn (a human answers by clicking)."""
        state = self.state
        n = state.num_seats
        out: list[Event] = []
        cur = state.current_player()            # asked again only when an answer changed the game
        for k in range(1, n + 1):
            seat = (actor + k) % n
            if seat not in self.bots or cur is None or seat == cur:
                continue
            opts = state.legal_actions(seat)
            if not opts:
                continue
            answer = self.bots[seat].react(Observation(state, seat), opts)
            if answer is not None:
                out += self._apply(answer)
                cur = None if state.is_over() else state.current_player()
        return out

    def moves(self) -> int:
        """The moves made in the game so far (every seat's)."""
        return len(self.state.action_log)

    # -- undo ------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.undo)

    def take_back(self) -> Any:
        """Go back one step of the seat to act; returns that step's tag.
        Raises LookupError when there is nothing to take back."""
        if not self.undo:
            raise LookupError("nothing to take back")
        self.state, tag = self.undo.pop()
        return tag

    # -- bots --------------------------------------------------------------------
    def bot_to_move(self) -> int | None:
        """The seat to act, if a bot plays it."""
        cur = self.state.current_player()
        return cur if cur is not None and cur in self.bots else None

    def bot_step(self, choose: Callable[[Any, Any, list[Action]], Action] | None = None) -> list[Event]:
        """The bot to move decides and acts. ``choose(bot, observation, actions)``
        replaces ``bot.choose`` (the benchmarks time it)."""
        seat = self.bot_to_move()
        if seat is None:
            raise LookupError("no bot is to move")
        return self._bot_acts(seat, choose)

    def _bot_acts(self, seat: int, choose: Callable[[Any, Any, list[Action]], Action] | None) -> list[Event]:
        acts = self.state.legal_actions(seat)
        obs = Observation(self.state, seat)
        bot = self.bots[seat]
        action = choose(bot, obs, acts) if choose is not None else bot.choose(obs, acts)
        return self.act(action)

    def play_out(self, max_actions: int = 20000,
                 choose: Callable[[Any, Any, list[Action]], Action] | None = None) -> GameState:
        """Let the bots play to the end (every seat must have a bot)."""
        while True:
            seat = self.state.current_player()
            if seat is None:
                break
            if seat not in self.bots:
                raise LookupError(f"seat {seat} has no bot to play it")
            self._bot_acts(seat, choose)
            if self.actions > max_actions:
                raise RuntimeError(f"the game did not end within {max_actions} actions")
        return self.state
