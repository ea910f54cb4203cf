"""Tutorials: a short scripted first game that teaches, one for each game.

A tutorial is a YAML file of the game's (``GameInfo.tutorial``): the table it
is played at (the learner in the first seat, bots in the others, a fixed
seed, so the same game unfolds each time the learner follows the lit moves)
and its steps, in the order they come up in that game. Each step is a few
words from the coach, shown when it is the learner's turn to decide and
nothing is moving:

- a step that only explains waits for Next;
- a step with ``do`` (kinds of action, or ``any``) waits for the learner to
  make a move of one of those kinds; the best such move (the normal bot's
  pick, seeing only what the learner sees) is lit on the board, and any other
  kind of move is refused with the step's words. When the learner's moves
  have none of those kinds (they played another card than the lit one, and
  the game went elsewhere), the step is passed over: the tutorial never
  sticks.

After the last step the coach says goodbye; the learner may play the game on
as an ordinary one, or leave. Leaving is possible at any time. Nothing here
imports pygame: the coach's drawing is game/scenes/coach.py.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Action, GameState, SeatSetup, Setup

#: limits on a tutorial file: it is read like any content file
MAX_STEPS = 60
MAX_WORDS = 700           # characters in one step's text
MAX_NAME = 24
ANY = "any"


@dataclass(frozen=True)
class Step:
    #: the coach's words
    say: str
    #: the kinds of action the learner is asked to make (empty: Next goes on; "any": any move)
    do: tuple[str, ...] = ()
    #: a few words over the text ("Your turn", "Taking cards")
    title: str = ""
    #: how many such moves the step asks for (discarding three cards, one by one)
    times: int = 1

    def allows(self, action: Action) -> bool:
        return ANY in self.do or action.kind in self.do


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: str
    seed: int
    #: (name, kind) of each seat; the first is the learner's ("human")
    seats: tuple[tuple[str, str], ...]
    steps: tuple[Step, ...]
    farewell: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def setup(self, colours: Sequence[str]) -> Setup:
        """The game the tutorial is played in (the learner starts)."""
        seats = tuple(SeatSetup(name, colours[i], kind) for i, (name, kind) in enumerate(self.seats))
        return Setup(self.game, seats, first_player=0, seed=self.seed, options=dict(self.options))


def load_tutorial(path: str, game: str, kinds: Sequence[str] = ()) -> Tutorial:
    """A tutorial file, checked: a ContentError of one line naming the file, the
    object and the problem otherwise. ``kinds``: the game's action kinds (a
    step may ask only for those)."""
    from game.ai import BOT_KINDS
    from game.content.yamlfile import Checker, read_yaml
    from game.core.quote import quoted
    ck = Checker(path)
    data = ck.mapping(read_yaml(path), "tutorial", ("title", "seed", "seats", "steps", "farewell"), ("options",))
    title = _words(ck, data["title"], "title", 80)
    seed = ck.integer(data["seed"], "seed", 0, 2**31 - 1)
    seats: list[tuple[str, str]] = []
    for i, s in enumerate(ck.seq(data["seats"], "seats", 2)[:8]):
        where = f"seats[{i}]"
        m = ck.mapping(s, where, ("name",), ("bot",))
        name = _words(ck, m["name"], f"{where}.name", MAX_NAME)
        kind = "human" if i == 0 else ck.string(m.get("bot", "easy"), f"{where}.bot", BOT_KINDS)
        if i == 0 and "bot" in m:
            raise ck.fail(f"{where}.bot", "the first seat is the learner's: it has no bot")
        seats.append((name, kind))
    if len(data["seats"]) > 8:
        raise ck.fail("seats", f"at most 8 seats, not {len(data['seats'])}")
    options = ck.mapping(data.get("options", {}), "options", (), list(data.get("options", {}) or {}))
    for k, v in options.items():
        if not isinstance(k, str) or not isinstance(v, (bool, int)) or len(k) > 40:
            raise ck.fail(f"options.{k}", f"an option is a name and yes/no or a whole number, not {quoted(v)}")
    raw = ck.seq(data["steps"], "steps", 1)
    if len(raw) > MAX_STEPS:
        raise ck.fail("steps", f"at most {MAX_STEPS} steps, not {len(raw)}")
    steps: list[Step] = []
    for i, s in enumerate(raw):
        where = f"steps[{i}]"
        m = ck.mapping(s, where, ("say",), ("do", "title", "times"))
        do = m.get("do", [])
        if isinstance(do, str):
            do = [do]
        do = ck.seq(do, f"{where}.do")
        if len(do) > 8:
            raise ck.fail(f"{where}.do", "at most 8 kinds of action")
        for k in do:
            ck.string(k, f"{where}.do", [ANY, *kinds] if kinds else None)
        times = ck.integer(m.get("times", 1), f"{where}.times", 1, 20)
        if times > 1 and not do:
            raise ck.fail(f"{where}.times", "only a step that asks for moves (do) can ask for several")
        steps.append(Step(_words(ck, m["say"], f"{where}.say", MAX_WORDS), tuple(do),
                          _words(ck, m.get("title", "") or "-", f"{where}.title", 40).strip("-"), times))
    return Tutorial(game, title, seed, tuple(seats), tuple(steps), _words(ck, data["farewell"], "farewell", MAX_WORDS),
                    dict(options))


def _words(ck: Any, value: Any, where: str, most: int) -> str:
    """A text of at most ``most`` characters, its lines joined (YAML's folded text)."""
    text = " ".join(ck.string(value, where).split())
    if len(text) > most:
        raise ck.fail(where, f"at most {most} characters, not {len(text)}")
    if any(not ch.isprintable() for ch in text):
        raise ck.fail(where, "holds a character that cannot be shown")
    return text


def tutorial_for(info: Any) -> Tutorial | None:
    """The game's tutorial (None: it has none); a ContentError if its file is wrong."""
    if not info.tutorial:
        return None
    from game import paths
    kinds = getattr(info.decode_action, "kinds", ())
    return load_tutorial(paths.resource(*info.tutorial.split("/")), info.id, kinds)


class Coach:
    """Where a tutorial stands in its game (no drawing: the window's coach box reads it)."""

    def __init__(self, tutorial: Tutorial, seat: int = 0) -> None:
        self.tutorial = tutorial
        self.seat = seat
        self.at = 0                       # the step under way (len(steps): the farewell)
        self.passed_over: list[int] = []  # steps whose moves never came up
        self.refused = 0                  # moves refused for not being the step's
        self.count = 0                    # moves made so far for the step under way

    @property
    def step(self) -> Step | None:
        return self.tutorial.steps[self.at] if self.at < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.at >= len(self.tutorial.steps)

    def learners_turn(self, state: GameState) -> bool:
        """The learner is to decide now."""
        return not state.is_over() and state.current_player() == self.seat and bool(state.legal_actions(self.seat))

    def moves(self, state: GameState) -> list[Action]:
        """The learner's legal moves the step asks for (all of them for ``any``)."""
        step = self.step
        if step is None or not step.do or not self.learners_turn(state):
            return []
        return [a for a in state.legal_actions(self.seat) if step.allows(a)]

    def catch_up(self, state: GameState) -> None:
        """Pass over the steps whose moves the learner does not have now (their
        game went another way than the script's)."""
        while (step := self.step) is not None and step.do and self.learners_turn(state) and not self.moves(state):
            if not self.count:           # a step done in part (fewer discards needed) is not passed over
                self.passed_over.append(self.at)
            self._advance()

    def next(self) -> None:
        """Next, on a step that only explains."""
        step = self.step
        if step is not None and not step.do:
            self._advance()

    def allows(self, action: Action, seat: int | None) -> bool:
        """May the learner make this move now? (Every move is the learner's to make
        once the tutorial is over; the bots' moves are never the coach's business.)"""
        step = self.step
        if seat != self.seat or step is None:
            return True
        return bool(step.do) and step.allows(action)

    def made(self, action: Action, seat: int | None) -> None:
        """The learner made ``action``: a step that asked for it is done."""
        step = self.step
        if seat == self.seat and step is not None and step.do and step.allows(action):
            self.count += 1
            if self.count >= step.times:
                self._advance()

    def _advance(self) -> None:
        self.at += 1
        self.count = 0
