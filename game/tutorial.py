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

Its game is recorded (``moves``: a JSON file beside the YAML, written by
``tools/record_tutorial.py``): while the game follows the record, the bots
make the recorded moves and the coach lights the learner's recorded move, so
the words stay true however the bots' judgement changes later. Once the
learner makes another move (or the record ends), the bots think for
themselves and the coach lights the normal bot's pick.

Words about the seats come from the game, never written by hand: a text
may hold ``{you}`` and ``{you_colour}`` (the learner's name and colour),
``{seat1}`` and ``{seat1_colour}`` (the second seat's), ``{seat2}`` and so
on, filled from the tutorial's setup (``Tutorial.filled``); ``_colour``
is written in lower case, ``_Colour`` capitalised ("the {you_Colour}": the
Beavers). ``colour_slips`` finds a sentence that names a seat
and a colour that is none of the named seats'.

After the last step the coach says goodbye; the learner may play the game on
as an ordinary one, or leave. Leaving is possible at any time. Nothing here
imports pygame: the coach's drawing is game/scenes/coach.py.
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.interaction import Key
from game.core.protocol import Action, ContentError, GameState, SeatSetup, Setup
from game.core.quote import printable

#: limits on a tutorial file: it is read like any content file
MAX_STEPS = 60
MAX_WORDS = 700           # characters in one step's text
MAX_NAME = 24
MAX_MOVES = 1000          # moves in a tutorial's record
MAX_MOVES_BYTES = 200_000
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
    #: what on the board or the panel the words are about (keys, as the game's presenter names
    #: them: "finish", "yeti:roller/red"): outlined while the step is shown, and never under the
    #: coach's box
    shows: tuple[Key, ...] = ()

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
    #: the game as recorded, every seat's moves in order (see the module's words)
    moves: tuple[Action, ...] = ()
    #: the file the moves are kept in, beside the tutorial's ("" : none)
    moves_file: str = ""

    def setup(self, colours: Sequence[str]) -> Setup:
        """The game the tutorial is played in (the learner starts)."""
        seats = tuple(SeatSetup(name, colours[i], kind) for i, (name, kind) in enumerate(self.seats))
        return Setup(self.game, seats, first_player=0, seed=self.seed, options=dict(self.options))

    def filled(self, colours: Sequence[str]) -> Tutorial:
        """The tutorial with its placeholders filled from the game it is played in."""
        words = seat_words(self.setup(colours))

        def fill(text: str) -> str:
            return PLACEHOLDER.sub(lambda m: words[m.group(1)], text)

        steps = tuple(replace(s, say=fill(s.say), title=fill(s.title)) for s in self.steps)
        return replace(self, steps=steps, farewell=fill(self.farewell))


#: a placeholder in a tutorial's words: {you}, {you_colour}, {seat1}, {seat1_colour}, ...
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")


def seat_words(setup: Setup) -> dict[str, str]:
    """What each placeholder stands for at this table (seat 0 is the learner: {you} or {seat0})."""
    out: dict[str, str] = {}
    for i, seat in enumerate(setup.seats):
        for name in (f"seat{i}", "you") if i == 0 else (f"seat{i}",):
            out[name] = seat.name
            out[f"{name}_colour"] = str(seat.colour).lower()
            out[f"{name}_Colour"] = str(seat.colour)[:1].upper() + str(seat.colour)[1:]
    return out


def colour_slips(texts: Sequence[str], setup: Setup, colours: Sequence[str]) -> list[str]:
    """The sentences of ``texts`` (filled) that name a seat and a colour of
    ``colours`` (the game's player colours) that is none of the named seats'."""
    names = {seat.name: str(seat.colour).lower() for seat in setup.seats}
    words = {c.lower() for c in colours}
    slips = []
    for text in texts:
        for sentence in re.split(r"(?<=[.!?;])\s+", text):
            found = set(re.findall(r"[a-z]+", sentence.lower()))
            named = {names[n] for n in names if re.search(rf"\b{re.escape(n)}\b", sentence)}
            if named and (found & words) - named:
                slips.append(sentence)
    return slips


def load_tutorial(path: str, game: str, kinds: Sequence[str] = (), recorded: bool = True) -> Tutorial:
    """A tutorial file, checked: a ContentError of one line naming the file, the
    object and the problem otherwise. ``kinds``: the game's action kinds (a
    step may ask only for those). ``recorded`` False: its recorded game is not
    read (tools/record_tutorial.py writes it, and it may not be there yet)."""
    from game.ai import BOT_KINDS
    from game.content.yamlfile import Checker, read_yaml
    from game.core.quote import quoted
    ck = Checker(path)
    decode = decoder_for(game)
    data = ck.mapping(read_yaml(path), "tutorial", ("title", "seed", "seats", "steps", "farewell"),
                      ("options", "moves"))
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
        m = ck.mapping(s, where, ("say",), ("do", "title", "times", "shows"))
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
        shows = m.get("shows", [])
        if isinstance(shows, str):
            shows = [shows]
        shows = ck.seq(shows, f"{where}.shows")
        if len(shows) > 12:
            raise ck.fail(f"{where}.shows", "at most 12 things to show")
        for k in shows:
            ck.string(k, f"{where}.shows", None)
            if not re.fullmatch(r"[a-z_]+(:[A-Za-z0-9_/.,-]+)?", k) or len(k) > 60:
                raise ck.fail(f"{where}.shows", f"{quoted(k)} is not a thing's key (kind:value, as 'yeti:roller/red')")
        steps.append(Step(_words(ck, m["say"], f"{where}.say", MAX_WORDS), tuple(do),
                          _words(ck, m.get("title", "") or "-", f"{where}.title", 40).strip("-"), times,
                          tuple(Key.read(k) for k in shows)))
    known = set(seat_words(Setup(game, tuple(SeatSetup(n, "", k) for n, k in seats))))
    for where, text in [("title", title), ("farewell", ""), *((f"steps[{i}]", s.say + s.title) for i, s in
                                                             enumerate(steps))]:
        for name in PLACEHOLDER.findall(text):
            if name not in known:
                raise ck.fail(where, f"{{{name}}} is no placeholder here (they are {{you}}, {{you_colour}}, "
                                     f"{{seat1}} ... {{seat{len(seats) - 1}_colour}})")
    moves_file = ""
    moves: tuple[Action, ...] = ()
    if "moves" in data:
        moves_file = ck.string(data["moves"], "moves")
        if not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,60}\.json", moves_file):
            raise ck.fail("moves", f"{quoted(moves_file)} is not a file name beside the tutorial (name.json)")
        if recorded:
            moves = read_moves(os.path.join(os.path.dirname(path), moves_file), decode)
    farewell = _words(ck, data["farewell"], "farewell", MAX_WORDS)
    for name in PLACEHOLDER.findall(farewell):
        if name not in known:
            raise ck.fail("farewell", f"{{{name}}} is no placeholder here")
    return Tutorial(game, title, seed, tuple(seats), tuple(steps), farewell, dict(options), moves, moves_file)


def read_moves(path: str, decode: Any) -> tuple[Action, ...]:
    """A tutorial's recorded moves (a JSON list of actions as saves write them), or a
    ContentError of one line naming the file, the move and the problem."""
    from game.core.files import parse_json
    name = os.path.basename(path)
    try:
        if not os.path.isfile(path):
            raise ContentError(f"{name}: file not found")
        if os.path.getsize(path) > MAX_MOVES_BYTES:
            raise ContentError(f"{name}: too large ({os.path.getsize(path)} bytes; at most {MAX_MOVES_BYTES})")
        with open(path, encoding="utf-8") as f:
            data = parse_json(f.read(), 6)
    except (OSError, ValueError) as e:
        if isinstance(e, ContentError):
            raise
        raise ContentError(f"{name}: cannot be read: {str(e).splitlines()[0][:100]}") from None
    if not isinstance(data, list) or len(data) > MAX_MOVES:
        raise ContentError(f"{name}: not a list of at most {MAX_MOVES} moves")
    out = []
    for i, d in enumerate(data):
        try:
            out.append(decode(d))
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as e:
            why = str(e.args[0]) if e.args else e.__class__.__name__
            raise ContentError(f"{name}: moves[{i}]: {printable(why.splitlines()[0] if why else '?', 100)}") from None
    return tuple(out)


def decoder_for(game: str) -> Any:
    from game.core.registry import get
    return get(game).decode_action


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
    return load_tutorial(paths.resource(*info.tutorial.split("/")), info.id, kinds).filled(info.colours)


class Coach:
    """Where a tutorial stands in its game (no drawing: the window's coach box reads it)."""

    def __init__(self, tutorial: Tutorial, seat: int = 0) -> None:
        self.tutorial = tutorial
        self.seat = seat
        self.at = 0                       # the step under way (len(steps): the farewell)
        self.passed_over: list[int] = []  # steps whose moves never came up
        self.refused = 0                  # moves refused for not being the step's
        self.count = 0                    # moves made so far for the step under way
        self._turn: tuple[tuple[int, int], bool] | None = None   # learners_turn's answer for a position

    @property
    def step(self) -> Step | None:
        return self.tutorial.steps[self.at] if self.at < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.at >= len(self.tutorial.steps)

    def learners_turn(self, state: GameState) -> bool:
        """The learner is to decide now (worked out once a position: the window asks every frame)."""
        key = (id(state), len(state.action_log))
        if self._turn is None or self._turn[0] != key:
            mine = not state.is_over() and state.current_player() == self.seat and bool(state.legal_actions(self.seat))
            self._turn = (key, mine)
        return self._turn[1]

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

    def on_record(self, state: GameState) -> bool:
        """The game is still the recorded one, and the record goes on from here."""
        moves = self.tutorial.moves
        n = len(state.action_log)
        return n < len(moves) and list(state.action_log) == list(moves[:n])

    def recorded(self, state: GameState) -> Action | None:
        """The recorded move for the position, while the game is the recorded one
        (None once the game has left the record, or the record is over)."""
        if not self.on_record(state):
            return None
        a = self.tutorial.moves[len(state.action_log)]
        return a if state.why_illegal(a) is None else None

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


class RecordedBot:
    """A tutorial's bot: it makes its recorded moves, on its turn and out of turn,
    while the game is the recorded one, and thinks for itself after that."""

    def __init__(self, bot: Any, coach: Coach, state: Callable[[], GameState]) -> None:
        self.bot = bot
        self.coach = coach
        self.state = state
        self.kind = getattr(bot, "kind", "bot")

    def _mine(self, seat: int) -> tuple[bool, Action | None]:
        """(the record goes on, and this seat's recorded move now or None)."""
        s = self.state()
        if not self.coach.on_record(s):
            return False, None
        a = self.coach.recorded(s)
        return True, (a if a is not None and a.seat == seat else None)

    def think(self, obs: Any, actions: Sequence[Action]) -> Iterator[Action | None]:
        going, move = self._mine(obs.seat)
        if move is not None and move in actions:
            yield move
            return
        yield from self.bot.think(obs, actions)

    def react(self, obs: Any, actions: Sequence[Action]) -> Action | None:
        going, move = self._mine(obs.seat)
        if going:
            return move if move is not None and move in actions else None
        return self.bot.react(obs, actions)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


def record(info: Any, tutorial: Tutorial, max_actions: int = MAX_MOVES) -> tuple[list[Action], Coach]:
    """Play the tutorial's game as the window would with a learner who makes every
    lit move (the normal bot's pick among the kinds each step asks for) and the
    bots thinking for themselves, to the farewell: every seat's moves, and the
    coach as it ended (``passed_over`` names the steps that never came up).
    ``tools/record_tutorial.py`` keeps them as the tutorial's ``moves``."""
    from game.ai import GreedyBot, Observation, make_bot
    from game.core.match import Match
    setup = tutorial.setup(info.colours)
    bots = {i: make_bot(s.kind, setup.seed * 31 + i) for i, s in enumerate(setup.seats) if s.kind != "human"}
    match = Match(info.new_game(setup), bots)
    coach = Coach(Tutorial(tutorial.game, tutorial.title, tutorial.seed, tutorial.seats, tutorial.steps,
                           tutorial.farewell, tutorial.options))
    for _ in range(max_actions):
        s = match.state
        if coach.finished or s.is_over():
            break
        cur = s.current_player()
        if cur is None:
            break
        if cur == coach.seat:
            coach.catch_up(s)
            step = coach.step
            if step is None:
                break
            if not step.do:
                coach.next()
                continue
            moves = coach.moves(s)
            move = moves[0] if len(moves) == 1 else \
                GreedyBot(s.setup.seed ^ len(s.action_log)).explain(Observation(s, cur), moves)[0]
            match.act(move)
            coach.made(move, cur)
        else:
            chosen = None
            for step_move in bots[cur].think(Observation(s, cur), s.legal_actions(cur)):
                if step_move is not None:
                    chosen = step_move
            assert chosen is not None
            match.act(chosen)
    return list(match.state.action_log), coach
