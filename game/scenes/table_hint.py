"""The hint: a move lit on the board and the panel with the reason for it.

Three things light a move the same way: the Hint button (or H), what the
normal bot would do now, with its reason; the tutorial's coach, the move its
step asks for; and the strip of what happened since your last turn, the
move it shows. A lit move is for the game as it stands: once anything is
played, it is gone.

``Hints`` owns the lit move (``Hinted``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic

import pygame

from game.ai import Observation
from game.core.interaction import Key
from game.core.protocol import Action

from .table_seats import S

if TYPE_CHECKING:
    from .table import TableScene


@dataclass(frozen=True)
class Hinted:
    """A move lit for the game as it stood (``when``: the game and its length):
    its places on the board and its keys in the panel and the buttons."""
    when: tuple[int, int]
    move: Action | None
    places: frozenset[Key] = field(default_factory=frozenset)
    keys: frozenset[Key] = field(default_factory=frozenset)


class Hints(Generic[S]):
    """The move lit now, if any."""

    def __init__(self, t: TableScene[S]) -> None:
        self.t = t
        self._lit: Hinted | None = None

    def now(self) -> Hinted | None:
        """The move lit for the game as it stands (one lit before a move was made is gone)."""
        if self._lit is not None and self._lit.when != self._when():
            self._lit = None
        return self._lit

    def light(self, move: Action | None, places: set[Key] | frozenset[Key],
              keys: set[Key] | frozenset[Key] = frozenset()) -> None:
        """Light ``move`` at ``places`` on the board and ``keys`` in the panel."""
        self._lit = Hinted(self._when(), move, frozenset(places), frozenset(keys))
        self.t.dirty = True

    def clear(self) -> None:
        self._lit = None

    def _when(self) -> tuple[int, int]:
        return (id(self.t.state), len(self.t.state.action_log))

    def places(self, a: Action) -> set[Key]:
        """Where move ``a`` shows: the keys still to click for it (on the board, the
        panel and the buttons alike)."""
        seat = self.t.seats.acting()
        return set() if seat is None else set(self.t.touch.steps(seat, a))

    def show(self) -> None:
        """H or Hint: what the normal bot would do now, shown on the board and the
        panel, with a reason. It sees only what the player at the screen may see."""
        from game.ai import GreedyBot
        from game.ai.hint import SAMPLES, hint_words, imperative
        from game.ai.search import evaluator_for
        t = self.t
        cur = t.seats.acting()
        if cur is None or cur != t.seats.mine() or not t.seats.is_human(cur):
            return
        legal = t.state.legal_actions(cur)
        if not legal:
            return
        obs = Observation(t.state, cur)
        bot = GreedyBot(t.state.setup.seed ^ len(t.state.action_log))
        move, _, _ = bot.explain(obs, legal)
        # its words come only from what the seat may see: what every sampled world agrees on
        worlds = [obs.sample(bot.rng.next64()) for _ in range(SAMPLES)]
        said, reason = hint_words(worlds, move, evaluator_for(t.state.game_id), cur, t.touch.reason(move))
        # every click of the move but its last is made; the last is lit
        last = t.touch.hint(cur, move)
        lit = {last} if last is not None else set()
        self.light(move, lit, lit)
        t.status = f"Hint: {imperative(said, t.state.name(cur))}, because {reason}."     # said to the player

    def rects(self) -> list[pygame.Rect]:
        """Where on the screen the lit move's places are (the tutorial's words never
        cover them); with none lit, what the game keeps clear all the same
        (``TableScene._kept_clear``)."""
        t = self.t
        lit = self.now()
        if lit is None:
            return t._kept_clear()
        return [r.inflate(t.app.px(14), t.app.px(14)) for k in lit.places for r in t.frame.outline(k)]
