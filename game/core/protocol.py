"""The one rules protocol every hosted game speaks.

Modelled on OpenSpiel's State (current_player, legal_actions, apply,
chance_outcomes, is_terminal, returns, clone) and boardgame.io's plain-data
state with a per-seat player view. The match driver (game/core/match.py), the
bots, the simulator, the saves, the window's generic scenes and the generic
test-suite only ever talk to a game through this protocol.

The contract every game keeps (the generic tests check it for each):

- ``why_illegal(a)`` is the one source of legality: ``apply`` refuses exactly
  the actions it names a reason for, and ``legal_actions`` lists only actions
  it passes.
- Chance is explicit: an action whose result is chance's (a die roll) lists
  its outcomes with their probabilities in ``chance_outcomes``; applying an
  outcome is deterministic, applying the action itself lets the state's own
  seeded RNG choose (so a seed and the action log replay a game).
- ``census()`` counts every component the game has a fixed number of (each
  deck, coins, tiles, money) in every place it can be, so nothing is ever
  created or lost.
- ``view(seat)`` is all a seat may see; ``determinize(seat, seed)`` deals
  everything else again, and the seat's view does not change.
"""
from __future__ import annotations

import dataclasses
import json
import re
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from .quote import quoted
from .rng import Rng

F = TypeVar("F", bound="FieldState")


#: the fixed seed of ``GameState.masked``
MASK_SEED = 0x5EE11
#: the most seats a setup may have (every game has fewer), and the longest player name
MAX_SEATS = 8
MAX_NAME = 32
#: a map named in a setup: a file name (letters, digits, space, "_", "-", ".";
#: no folder), optionally after "user:" (the player's own maps folder)
MAP_REF = re.compile(r"(user:)?[A-Za-z0-9_][A-Za-z0-9 _.-]{0,62}\.tmx")


class IllegalAction(ValueError):
    """An action the rules do not allow now. The message says why, in plain words."""


class ContentError(ValueError):
    """Bad content (map, YAML). The message is one line: file, object, problem."""


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: frozen, hashable, JSON-serializable.

    Subclasses add their own fields (ints, strings, tuples of those) and set
    ``kind``, the name used in saves and logs.
    """

    kind: ClassVar[str] = "action"
    #: may every seat read an action of this kind whole (it names nothing hidden from
    #: anyone)? ``GameState.public_action`` asks it
    public: ClassVar[bool] = False
    seat: int

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            d[f.name] = list(v) if isinstance(v, tuple) else v
        return d


def field_problem(value: Any, kind: Any) -> str | None:
    """What is wrong with ``value`` (read from a file) as a field typed ``kind``
    (int, bool, str, or a tuple of those: ``tuple[int, ...]``), in a few words;
    None: nothing, or a type this does not check. A bool is never a whole
    number here (``True`` is not seat 1), nor a float such as 24.0."""
    if kind is int:
        return None if isinstance(value, int) and not isinstance(value, bool) else \
            f"expected a whole number, got {quoted(value)}"
    if kind is bool:
        return None if isinstance(value, bool) else f"expected true or false, got {quoted(value)}"
    if kind is str:
        return None if isinstance(value, str) else f"expected a text, got {quoted(value)}"
    args = typing.get_args(kind)
    if typing.get_origin(kind) is tuple and len(args) == 2 and args[1] is Ellipsis:
        if not isinstance(value, (list, tuple)):
            return f"expected a list, got {quoted(value)}"
        for i, v in enumerate(value):
            problem = field_problem(v, args[0])
            if problem is not None:
                return f"[{i}]: {problem}"
    return None


def action_decoder(types: Iterable[type[Action]]) -> Callable[[Mapping[str, Any]], Action]:
    """Build a function that turns an action dict back into the frozen dataclass:
    a ValueError of a few words when it is not one (an unknown type, a field
    missing, unknown or of the wrong kind: ``field_problem``)."""
    by_kind = {t.kind: t for t in types}
    hints = {kind: typing.get_type_hints(t) for kind, t in by_kind.items()}

    def decode(d: Mapping[str, Any]) -> Action:
        if not isinstance(d, Mapping) or "type" not in d:
            raise ValueError(f"not an action: {quoted(d)}")
        kind = d["type"]
        cls = by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"unknown action type {quoted(kind)}")
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in d:
                if f.default is not dataclasses.MISSING:
                    continue
                raise ValueError(f"action {quoted(kind)} lacks field {f.name!r}")
            v = d[f.name]
            problem = field_problem(v, hints[kind].get(f.name))
            if problem is not None:
                # "discard.card: expected a whole number, got 24.0", "move.path[2]: ..."
                raise ValueError(f"{kind}.{f.name}{'' if problem.startswith('[') else ': '}{problem}")
            kwargs[f.name] = tuple(v) if isinstance(v, list) else v
        unknown = [k for k in d if k != "type" and k not in {f.name for f in dataclasses.fields(cls)}]
        if unknown:
            raise ValueError(f"action {quoted(kind)} has an unknown field {quoted(str(unknown[0]))}")
        return cls(**kwargs)

    decode.kinds = tuple(by_kind)         # type: ignore[attr-defined]  # the game's action kinds
    return decode


@dataclass(frozen=True)
class Event:
    """Something that happened, for the game log and the animations.

    ``text`` is the public log line (with player names, never a secret).
    ``data`` is public detail (for example a skier's path spot by spot).
    ``secret`` is detail only ``seat`` may see (for example which cards it drew).
    """

    kind: str
    text: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    secret: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "seat": self.seat,
                "data": dict(self.data), "secret": dict(self.secret)}

    def visible_to(self, seat: int | None) -> dict[str, Any]:
        d = {"kind": self.kind, "text": self.text, "seat": self.seat, "data": dict(self.data)}
        if seat is not None and seat == self.seat and self.secret:
            d["secret"] = dict(self.secret)
        return d


@dataclass(frozen=True)
class SeatSetup:
    name: str
    colour: str
    kind: str = "human"  # "human" or a bot kind such as "random"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind}


@dataclass(frozen=True)
class Setup:
    """Everything needed to start a game; with the action log it replays the game."""

    game: str
    seats: tuple[SeatSetup, ...]
    first_player: int = 0
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    #: the mountain played on, for a game that offers a choice (game/maps.py: a
    #: shipped map's file name, or "user:" and a file of the player's own maps
    #: folder); "" is the game's own map
    map: str = ""
    #: the SHA-256 of that map's file when the game began ("" with the game's own map)
    map_hash: str = ""

    def to_dict(self) -> dict[str, Any]:
        out = {"game": self.game, "seats": [s.to_dict() for s in self.seats],
               "first_player": self.first_player, "seed": self.seed,
               "options": dict(self.options)}
        if self.map:                      # absent on the game's own map: older saves stay the same
            out.update(map=self.map, map_hash=self.map_hash)
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Setup:
        """A setup from a file: its shape and every field's limits checked (a
        ValueError in one line otherwise); whether the game accepts it is
        ``GameInfo.check_setup``."""
        from game.core.quote import plain, quoted
        if not isinstance(d, Mapping):
            raise ValueError(f"the setup is {quoted(d)}, not a mapping")
        unknown = set(d) - {"game", "seats", "first_player", "seed", "options", "map", "map_hash"}
        if unknown:
            raise ValueError(f"the setup has an unknown field {quoted(sorted(map(str, unknown))[0])}")
        game, seats = d.get("game"), d.get("seats")
        if not plain(game, 40):
            raise ValueError(f"the game {quoted(game)} is not a game id")
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
            raise ValueError(f"the seats are {quoted(seats)}, not a list of 1 to {MAX_SEATS}")
        out = []
        for i, s in enumerate(seats):
            if not isinstance(s, Mapping) or set(s) - {"name", "colour", "kind"} or not {"name", "colour"} <= set(s):
                raise ValueError(f"seat {i + 1} is {quoted(s)}, not a name, a colour and a kind")
            name, colour, kind = s["name"], s["colour"], s.get("kind", "human")
            if not plain(name, MAX_NAME) or not name.strip():
                raise ValueError(f"seat {i + 1}'s name {quoted(name)} is not a name of 1 to {MAX_NAME} "
                                 "printable characters")
            for what, v in (("colour", colour), ("kind", kind)):
                if not plain(v, 24):
                    raise ValueError(f"seat {i + 1}'s {what} {quoted(v)} is not a word")
            out.append(SeatSetup(name, colour, kind))
        first, seed, options = d.get("first_player", 0), d.get("seed", 0), d.get("options", {})
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < len(out):
            raise ValueError(f"the first player {quoted(first)} is not one of the {len(out)} seats")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 64:
            raise ValueError(f"the seed {quoted(seed)} is not a whole number from 0 to 2^64")
        if not isinstance(options, Mapping) or len(options) > 32 or \
                not all(plain(k, 40) and isinstance(v, (bool, int, str)) for k, v in options.items()):
            raise ValueError(f"the options {quoted(options)} are not a small mapping of names to values")
        mp, mh = d.get("map", ""), d.get("map_hash", "")
        if not isinstance(mp, str) or (mp and not MAP_REF.fullmatch(mp)):
            raise ValueError(f"the map {quoted(mp)} is not the name of a map file (.tmx) in a maps folder")
        if not isinstance(mh, str) or (mh and not re.fullmatch(r"[0-9a-f]{64}", mh)) or bool(mp) != bool(mh):
            raise ValueError(f"the map's hash {quoted(mh)} is not a SHA-256 in hexadecimal beside a map")
        return cls(game=str(game), seats=tuple(out), first_player=first, seed=seed, options=dict(options),
                   map=mp, map_hash=mh)


class GameState(ABC):
    """One game in progress. Subclasses keep all their data JSON-serializable."""

    game_id: ClassVar[str] = ""

    @property
    @abstractmethod
    def setup(self) -> Setup: ...

    @property
    def num_seats(self) -> int:
        return len(self.setup.seats)

    def name(self, seat: int) -> str:
        """The one way to name a seat: its player's name, as set up."""
        return self.setup.seats[seat].name

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now, or None when the game is over."""

    def turn_holder(self) -> int | None:
        """Whose turn it is. Usually the seat that must act; a game where others act
        in between (discarding, answering) says whose turn those moments belong to."""
        return self.current_player()

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now; for other seats, their out-of-turn plays."""

    @abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal now; else why not, in plain words
        ("it is Ben's turn"). The game's one legality source: ``apply`` raises
        IllegalAction with this reason, and ``legal_actions`` keeps only what it passes."""

    def chance_outcomes(self, action: Action) -> list[tuple[Action, float]]:
        """For an action whose result is chance's (a die roll): each possible
        result as an action with that result fixed, and its probability (they sum
        to 1). Empty for an action with no chance in it. Search bots average over
        these instead of each game working out its own odds."""
        return []

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; raise IllegalAction (saying why) otherwise."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]: ...

    @abstractmethod
    def score_breakdown(self, seat: int) -> dict[str, Any]: ...

    def winners(self) -> list[int]:
        """Seats with the highest score (ties share the win)."""
        s = self.scores()
        best = max(s)
        return [i for i, v in enumerate(s) if v == best]

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator, who sees only public facts)."""

    @abstractmethod
    def clone(self) -> GameState: ...

    @abstractmethod
    def to_dict(self) -> dict[str, Any]: ...

    @property
    @abstractmethod
    def action_log(self) -> list[Action]: ...

    @abstractmethod
    def census(self) -> dict[str, tuple[int, int]]:
        """For every counted component (each deck of cards, coins, tiles,
        money): (how many are counted in every place now, how many the game has)."""

    @abstractmethod
    def determinize(self, seat: int | None, seed: int) -> GameState:
        """A copy in which everything ``seat`` cannot see (other hands, deck
        order, other secrets; None: every hand) is dealt again at random,
        consistently with what ``seat`` knows, from a pool in a fixed order: two
        games that differ only in what ``seat`` cannot see give the same copy
        for the same seed. view(seat) of the copy equals view(seat) of this state.
        Search bots sample these; the test-suite uses them to prove views hide secrets."""

    def masked(self, seat: int | None) -> GameState:
        """The game as ``seat`` may see it (None: a spectator), as a game: what
        the seat cannot see is dealt in one fixed way, so it tells nothing (two
        games that differ only there give the same masked game). The play
        screens draw from this, never from the game itself; ``seat``'s own
        legal actions are the same in it."""
        return self.determinize(seat, MASK_SEED)

    def public_move(self, seat: int) -> bool:
        """Is ``seat``'s move now one made in everyone's sight, needing nothing
        private (a roll for who starts)? Then a shared screen is not handed over
        for it: the seat acts from the public view, and its legal actions there
        are the same as in the game."""
        return False

    def public_action(self, action: Action) -> bool:
        """May every seat read ``action`` whole (it names nothing hidden from
        anyone)? A seat that plays elsewhere receives its own moves and these, and
        no other: a game whose rules read its log back (where a piece came from)
        names the moves they read: by ``public = True`` on their action class, or
        here for a game whose answer depends on the move's values. Safe by
        default: no."""
        return type(action).public

    def round_number(self) -> int:
        return 0

    def first_player(self) -> int:
        """The seat that played the first turn: the setup's, unless the game
        decides it in play (a roll for who starts)."""
        return self.setup.first_player % self.num_seats

    def clock_minutes(self) -> int:
        """The play time the table agreed on at setup, in minutes (0: no clock).
        The rules never read a clock: the table keeps the time (saved with the
        game) and, once it is up, makes ``time_up_action``."""
        return 0

    def time_up_action(self) -> Action | None:
        """The action the table makes when the agreed time is up (legal now), or
        None: no clock, the time already called, or the game over."""
        return None

    def state_hash(self) -> str:
        return dict_hash(self.to_dict())


def dict_hash(d: Mapping[str, Any]) -> str:
    """The hash of a state's dict (``GameState.state_hash``): 16 hex digits."""
    import hashlib
    blob = json.dumps(d, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


class Evaluator(Protocol):
    """A game's judgement of positions, for the bots (``GameInfo.make_evaluator``)."""

    @property
    def interactive(self) -> Collection[str]:
        """The action kinds that reach the other players (their values are measured again after one)."""
        ...

    def value(self, state: GameState, seat: int) -> float:
        """The seat's whole value: points now and what the position promises."""
        ...

    def quick(self, state: GameState, seat: int) -> float:
        """A cheaper value, on the same scale (for the other seats and the easy bot)."""
        ...

    def explain(self, before: GameState, after: GameState, seat: int) -> str | None:
        """Why a move from ``before`` to ``after`` is good, in a few words (the hint); None: no reason to give."""
        ...


class FieldState(GameState):
    """A game state kept as named plain fields (``_FIELDS``), a seeded Rng and the
    action log: saved to and loaded from a dict the same way for every game.

    A subclass is built as ``cls(setup, content, data)`` (``data`` None: a new
    deal) and names its action decoder in ``_decode``."""

    _FIELDS: ClassVar[tuple[str, ...]] = ()
    _decode: ClassVar[Any] = None          # staticmethod: action dict -> Action
    _setup: Setup
    rng: Rng
    log: list[Action]

    @property
    def setup(self) -> Setup:
        return self._setup

    @property
    def action_log(self) -> list[Action]:
        return self.log

    def to_dict(self) -> dict[str, Any]:
        return self.fields_dict()

    def fields_dict(self, copy: bool = True, log: bool = True) -> dict[str, Any]:
        """``to_dict``; ``copy`` False: the fields themselves, not copies (for a
        game thrown away once it is written: a masked copy sent to a seat, a
        state hashed); ``log`` False: an empty log in its place. A game that
        writes more than its ``_FIELDS`` extends this, not ``to_dict``."""
        import copy as copying
        d = {k: copying.deepcopy(getattr(self, k)) if copy else getattr(self, k) for k in self._FIELDS}
        d["rng"] = self.rng.state
        d["setup"] = self.setup.to_dict()
        d["log"] = [a.to_dict() for a in self.action_log] if log else []
        return d

    def _load(self, d: Mapping[str, Any]) -> None:
        import copy
        for k in self._FIELDS:
            setattr(self, k, copy.deepcopy(d[k]))
        self.rng = Rng(0)
        self.rng.state = int(d["rng"])
        self.log = [self._decode(a) for a in d["log"]]

    if TYPE_CHECKING:         # each game's state is built from (setup, content, data)
        def __init__(self, setup: Setup, content: Any, data: Mapping[str, Any] | None = None) -> None: ...

    @classmethod
    def from_dict(cls: type[F], d: Mapping[str, Any], content: Any) -> F:
        return cls(Setup.from_dict(d["setup"]), content, d)
