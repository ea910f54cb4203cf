"""The registry of hosted games, in the manner of PySolFC's game database.

Each game module calls ``register`` once with its metadata; the registry
refuses a duplicate id. The bots register their kinds (``register_bot_kinds``:
the kinds a seat may be besides a human). The registry imports none of them:
``game.games`` imports the bots and every game explicitly (so a frozen build
finds them all), and is the program's bootstrap, imported by each entry point
before its first look-up; the window has the registry import it at its first
look-up instead (``load_games_with``), so its first frame comes before any game.
"""
from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import Action, Evaluator, GameState, Setup

#: the words a yes-or-no option takes on the command line
YES = ("yes", "true", "on", "1")
NO = ("no", "false", "off", "0")


def options_text(options: Mapping[str, Any]) -> str:
    """Setup options as typed on the command line ("pyrenees=yes target=250")."""
    return " ".join(f"{k}={('yes' if v else 'no') if isinstance(v, bool) else v}" for k, v in options.items())


@dataclass(frozen=True)
class Tally:
    """Cards of one kind that the balance lab counts game by game: every event
    of kind ``event`` counts one for the card its ``data["key"]`` names. The
    words are the report's: its heading, what one row is, and what a card that
    never counted is ("never completed")."""

    event: str
    #: every card of the kind in the game's content: {key: {"title", "copies", "points"}}
    cards: Callable[[Any], Mapping[str, Mapping[str, Any]]]
    heading: str
    what: str
    never: str
    blurb: str


@dataclass(frozen=True)
class Edition:
    """One set of rules a release of the program played a game under. Today's is
    the game's last edition; an older one is kept, as options today's rules read,
    for the games saved under it, which play on under it for good.

    A change to a game's rules that makes any older game replay differently comes
    with a new edition: the edition that was today's gets the flags that keep its
    rules, and saves name the new one (tests/core/test_release_saves.py replays a
    save of every release)."""

    #: the day these rules came in ("2026-11-21"), for the words a screen shows
    since: str
    #: options only this edition sets (never offered at setup), which make today's
    #: code play its rules; today's edition has none
    flags: Mapping[str, Any] = field(default_factory=dict)
    #: options offered at setup that these rules fix (a rule then, a choice now)
    forced: Mapping[str, Any] = field(default_factory=dict)
    #: how these rules differ from today's, in plain words ("a hike could double back")
    words: str = ""
    #: the save formats written by the releases that played these rules, before a
    #: save named its rules (format 5): an older save of one is tried under these
    #: rules before the others (today's rules are tried first for every format)
    formats: tuple[int, ...] = ()

    def describe(self, game: str) -> str:
        """One line for the screens: "Older rules: Ski Gammon as played from 23 November
        2026 (the flask's cards paid less)"."""
        when = f" as played from {day_words(self.since)}" if self.since else ""
        return f"Older rules: {game}{when}" + (f" ({self.words})" if self.words else "")


def day_words(day: str) -> str:
    """"2026-11-23" as words: "23 November 2026" (the text itself if it is no date)."""
    months = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December")
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", day)
    if m is None or not 1 <= int(m.group(2)) <= 12:
        return day
    return f"{int(m.group(3))} {months[int(m.group(2)) - 1]} {m.group(1)}"


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    min_players: int
    max_players: int
    colours: tuple[str, ...]
    summary: str
    load_content: Callable[[], Any]
    new_state: Callable[[Setup, Any], GameState]
    state_from_dict: Callable[[Mapping[str, Any], Any], GameState]
    decode_action: Callable[[Mapping[str, Any]], Action]
    #: the bots' evaluation of a position (a protocol.Evaluator); None: the scores
    make_evaluator: Callable[[], Evaluator] | None = None
    #: figures of one finished game for the balance lab ({name: number}); None: none
    game_stats: Callable[[GameState], Mapping[str, float]] | None = None
    #: what each of those figures means, in words (for the balance report)
    stat_titles: Mapping[str, str] = field(default_factory=dict)
    #: cards the balance lab counts per game, by the name of the figure ("targets_completed")
    tallies: Mapping[str, Tally] = field(default_factory=dict)
    #: per seat at the end: is its piece stranded (away from safety)? None: the game has no such idea
    stranded: Callable[[GameState], list[bool]] | None = None
    #: the balance report's words: whose pieces ("skiers"), and the note under its table
    stranded_noun: str = ""
    stranded_note: str = ""
    #: words for the setup screen: one player ("skier"), what ``colours`` are ("colour")
    player_noun: str = "player"
    colour_noun: str = "colour"
    #: the colours the rules let ``n`` seats choose from, given ``n`` and the setup's
    #: options (a game that leaves a colour out at some counts); None: ``colours`` at every count
    seat_colours: Callable[[int, Mapping[str, Any]], tuple[str, ...]] | None = None
    #: yes-or-no options offered at setup: {key: label} (stored in Setup.options)
    options: Mapping[str, str] = field(default_factory=dict)
    #: options whose value is picked from a list at setup (stored in Setup.options as
    #: whole numbers): a function (it may read the game's content) giving
    #: {key: (label, ((value, words), ...))}; the first value is the default
    choices: Callable[[], Mapping[str, tuple[str, tuple[tuple[int, str], ...]]]] | None = None
    #: choices that were yes-or-no options before: a setup (an older save, the command
    #: line) may still give one yes or no, which the game reads as it did then
    was_yes_no: tuple[str, ...] = ()
    #: what an option (yes-or-no, or picked from a list) changes, in a few words: the
    #: tooltip of its button at setup ({key: words})
    option_notes: Mapping[str, str] = field(default_factory=dict)
    #: a line under the setup screen: how the game begins
    setup_note: str = ""
    #: the rules say who starts (the game reads no ``Setup.first_player``): setup
    #: offers no choice of it and ``setup_note`` says who it is
    rules_pick_first: bool = False
    #: nothing a player holds is secret: between two people at the table the
    #: screen needs no hand-over veil
    open_information: bool = False
    #: the rules as played, in docs/ (for the people who work on the game: every choice and its reason)
    rules_doc: str = "rules.md"
    #: the players' rulebook, in docs/play/: what the Rules screen shows ("": ``rules_doc``)
    player_rules: str = ""
    #: the game's tutorial, a file under the game's folders ("config/ski/tutorial.yaml";
    #: game/tutorial.py); "" when it has none
    tutorial: str = ""
    #: player counts the game offers as a variant (the rulebook's own range excludes them)
    variant_counts: tuple[int, ...] = ()
    #: the game's screens: imports and returns its ``GameUI`` (game/scenes/game_ui.py);
    #: called only by the window, so headless commands never import pygame
    ui: Callable[[], Any] | None = None
    #: the keys of the game's benchmark figures start with this
    bench_prefix: str = ""
    #: checks a Tiled map of this game: ``check_map(path) -> (summary, lines)``; the summary
    #: is None when the map fails and the lines are its problems; when it is good, the lines
    #: are warnings (things that do not stop the game but may not be what the author meant)
    #: and the summary says what the map holds (its first line; more lines, indented, may follow)
    check_map: Callable[[str], tuple[str | None, list[str]]] | None = None
    #: the shipped map's file name in maps/ ("" if the game has none)
    map_file: str = ""
    #: a game the players may play on another map (game/maps.py): its content with
    #: the map at a path (a ContentError in one line if it does not fit); None: its own only
    map_content: Callable[[str], Any] | None = None
    #: the game's content read from a config folder and a map path (None: the map its
    #: files name, or its own): a ContentError in one line if it is wrong (the bad-file
    #: corpus and the tests read broken copies of its files with it)
    content_from: Callable[[str, str | None], Any] | None = None
    #: the shipped maps offered at setup, in maps/ (the first is ``map_file``)
    map_files: tuple[str, ...] = ()
    #: every set of rules a release of the program has played this game under, oldest
    #: first, the last today's (``Edition``): a save names the one it plays under
    #: (its ``rules``, the edition's number counting from 1), and an older save that
    #: names none is replayed under the editions of its format until one reaches the
    #: position it recorded
    editions: tuple[Edition, ...] = ()

    def rules_now(self) -> int:
        """The number of today's edition of the rules (the last)."""
        return max(1, len(self.editions))

    def edition(self, n: int) -> Edition:
        """Edition ``n`` (counting from 1); a game that declares none has one, today's."""
        if not self.editions:
            if n != 1:
                raise KeyError(n)
            return Edition("")
        if not 1 <= n <= len(self.editions):
            raise KeyError(n)
        return self.editions[n - 1]

    def legacy_keys(self) -> frozenset[str]:
        """The options only an older edition sets: never offered at setup, never
        written in a save's setup (a save names its edition instead)."""
        return frozenset(k for e in self.editions for k in e.flags)

    def edition_options(self, n: int) -> dict[str, Any]:
        """What makes today's code play edition ``n``: its flags and the offered options it fixes."""
        e = self.edition(n)
        return {**e.forced, **e.flags}

    def edition_of(self, options: Mapping[str, Any]) -> int:
        """The edition a game with these options plays under: the one whose flags are
        exactly the legacy options it carries (a ValueError if none is)."""
        legacy = self.legacy_keys()
        carried = {k: v for k, v in options.items() if k in legacy and v}
        for n in range(self.rules_now(), 0, -1):
            if dict(self.edition(n).flags) == carried:
                return n
        raise ValueError(f"the options {sorted(carried)} are not the rules of any edition of {self.name}")

    def editions_for(self, save_format: int, options: Mapping[str, Any]) -> list[int]:
        """The editions to try for a save of ``save_format`` (one written before saves
        named their rules), in order: today's, then the older ones whose releases wrote
        that format, newest first, then the rest (a save's recorded hash tells which
        one it was played under). When its setup carries legacy options (a game the
        program carried on under older rules) only the editions with those, and
        perhaps more (flags a later release gave that edition: the program that
        wrote the save knew none of them), those with exactly those first."""
        legacy = self.legacy_keys()
        carried = {k: v for k, v in options.items() if k in legacy and v}
        newest_first = range(self.rules_now(), 0, -1)
        if carried:
            having = [n for n in newest_first if carried.items() <= dict(self.edition(n).flags).items()]
            return sorted(having, key=lambda n: len(self.edition(n).flags))
        now = self.rules_now()
        of_format = [n for n in newest_first if n != now and save_format in self.edition(n).formats]
        return [now, *of_format, *(n for n in newest_first if n != now and n not in of_format)]

    def rules_words(self, options: Mapping[str, Any]) -> str:
        """"" for a game under today's rules; for one under an older edition, the
        line every screen shows about it ("Older rules: ...")."""
        try:
            n = self.edition_of(options)
        except ValueError:
            return f"Older rules: {self.name} under rules this program cannot name"
        return "" if n == self.rules_now() else self.edition(n).describe(self.name)

    def without_legacy(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` less those only an older edition sets (a save's setup as written)."""
        legacy = self.legacy_keys()
        return {k: v for k, v in options.items() if k not in legacy}

    def colours_for(self, n: int, options: Mapping[str, Any] | None = None) -> tuple[str, ...]:
        """The colours offered to ``n`` seats: ``colours``, unless the rules (those the
        options give: an older edition may differ) leave some out."""
        return self.seat_colours(n, options or {}) if self.seat_colours is not None else self.colours

    def rules_file(self) -> str:
        """The Rules screen's text, as a path under docs/."""
        return f"play/{self.player_rules}" if self.player_rules else self.rules_doc

    def players_text(self) -> str:
        """"3 to 5 captains, or 2 as a variant", for the title and the games command."""
        lo = min(n for n in range(self.min_players, self.max_players + 1) if n not in self.variant_counts)
        out = f"{lo} to {self.max_players} {self.player_noun}s"
        if self.variant_counts:
            out += f", or {' or '.join(map(str, self.variant_counts))} as a variant"
        return out

    def choice_table(self) -> Mapping[str, tuple[str, tuple[tuple[int, str], ...]]]:
        """The options picked from a list ({} for a game without any)."""
        return self.choices() if self.choices is not None else {}

    def options_from_text(self, given: Sequence[str]) -> dict[str, bool | int]:
        """Setup options typed as ``KEY=VALUE`` (``--option`` on the command
        line) as ``Setup.options``: a yes-or-no option takes yes/no (also
        true/false, on/off, 1/0), an option picked from a list one of its
        values. A ``ValueError`` of one line says what is wrong."""
        from game.core.quote import quoted
        picks = self.choice_table()
        out: dict[str, bool | int] = {}
        for text in given:
            key, eq, value = text.partition("=")
            key, value = key.strip(), value.strip().lower()
            if not eq or not key or not value:
                raise ValueError(f"--option {quoted(text)}: write KEY=VALUE, e.g. {self._option_example()}")
            if key in out:
                raise ValueError(f"the option {quoted(key)} is given twice")
            if key in picks and key in self.was_yes_no and value in YES + NO:
                out[key] = value in YES
            elif key in picks:
                values = [v for v, _ in picks[key][1]]
                number = int(value) if re.fullmatch(r"[+-]?[0-9]{1,9}", value) else None
                if number is None or number not in values:
                    raise ValueError(f"the option {key} is {quoted(value)}, not one of "
                                     f"{', '.join(map(str, values))}")
                out[key] = number
            elif key in self.options:
                if value not in YES + NO:
                    raise ValueError(f"the option {key} is {quoted(value)}, not yes or no")
                out[key] = value in YES
            else:
                known = [*self.options, *picks]
                raise ValueError(f"{quoted(key)} is not an option of {self.name} "
                                 + (f"(its options: {', '.join(known)})" if known else "(it has none)"))
        return out

    def _option_example(self) -> str:
        if self.options:
            return f"{next(iter(self.options))}=yes"
        picks = self.choice_table()
        for key, (_, values) in picks.items():
            return f"{key}={values[0][0]}"
        return "KEY=VALUE"

    def screens(self) -> Any:
        """The game's ``GameUI``; a clear error if it has none."""
        if self.ui is None:
            raise KeyError(f"{self.name} ({self.id!r}) has no screens to play it in a window")
        return self.ui()

    def check_setup(self, setup: Setup) -> str | None:
        """What is wrong with ``setup`` for this game, in a few words (None:
        nothing): the number of seats, each seat's kind and colour (one of the
        game's, none twice), the first player, the options."""
        from game.core.quote import quoted
        n = len(setup.seats)
        if setup.game != self.id:
            return f"the setup is for {quoted(setup.game)}, not {self.id!r}"
        if not self.min_players <= n <= self.max_players:
            return f"{self.name} takes {self.min_players} to {self.max_players} players, not {n}"
        if setup.map and self.map_content is None:
            return f"{self.name} is played on its own map only, not on {quoted(setup.map)}"
        kinds = ("human", *_BOT_KINDS)
        offered = self.colours_for(n, setup.options)
        count = "" if offered == self.colours else f" with {n} players"
        for i, s in enumerate(setup.seats):
            if s.kind not in kinds:
                return f"seat {i + 1} is {quoted(s.kind)}, not one of {', '.join(kinds)}"
            if s.colour not in offered:
                return (f"seat {i + 1}'s {self.colour_noun} {quoted(s.colour)} is not one of "
                        f"{', '.join(offered)}{count}")
        colours = [s.colour for s in setup.seats]
        twice = next((c for c in colours if colours.count(c) > 1), None)
        if twice is not None:
            return f"two seats have the {self.colour_noun} {twice}"
        if not 0 <= setup.first_player < n:
            return f"the first player {quoted(setup.first_player)} is not one of the {n} seats"
        legacy = self.legacy_keys()
        picks = self.choice_table()
        for key, value in setup.options.items():
            if key in picks:
                values = [v for v, _ in picks[key][1]]
                if isinstance(value, bool) and key in self.was_yes_no:
                    continue
                if isinstance(value, bool) or value not in values:
                    return (f"the option {key} is {quoted(value)}, not one of "
                            f"{', '.join(map(str, values))}")
                continue
            if key not in self.options and key not in legacy:
                return f"{quoted(key)} is not an option of {self.name}"
            if not isinstance(value, bool):
                return f"the option {key} is {quoted(value)}, not yes or no"
        return None

    def new_game(self, setup: Setup, content: Any = None) -> GameState:
        """The game ``setup`` begins (a ValueError says what is wrong with the setup),
        on ``content``: None is the game's own (``load_content``). A setup on another
        map begins with that map's content, which game/maps.py finds (``maps.new_game``)."""
        problem = self.check_setup(setup)
        if problem is not None:
            raise ValueError(problem)
        if content is None:
            if setup.map:
                from game.core.quote import quoted
                raise ValueError(f"the setup is on the map {quoted(setup.map)}: give its content "
                                 "(game.maps.new_game finds it)")
            content = self.load_content()
        return self.new_state(setup, content)


_GAMES: dict[str, GameInfo] = {}


def loaded_once(load: Callable[[], Any]) -> Callable[[], Any]:
    """``load`` (a game's shipped content), run once per process; a second caller
    waits for the first (the window reads content in a background thread)."""
    import threading
    lock = threading.Lock()
    box: list[Any] = []

    def once() -> Any:
        with lock:
            if not box:
                box.append(load())      # (a ContentError is raised again by the next caller: never kept)
            return box[0]
    once.__doc__ = load.__doc__
    _LOADED.append(box)
    return once


_LOADED: list[list[Any]] = []


def forget_loaded_content() -> None:
    """Every game's shipped content is read again when next asked for (after its files changed)."""
    for box in _LOADED:
        box.clear()


def register(info: GameInfo) -> GameInfo:
    if info.id in _GAMES:
        raise ValueError(f"a game with id {info.id!r} is already registered")
    _GAMES[info.id] = info
    return info


#: the kinds of bot a seat may be besides "human", as the bots registered them (game/ai/)
_BOT_KINDS: list[str] = []


def register_bot_kinds(*kinds: str) -> None:
    """The bots' kinds ("random", "easy", ...) that a setup's seats may name."""
    for kind in kinds:
        if kind == "human":
            raise ValueError("'human' is no kind of bot")
        if kind not in _BOT_KINDS:
            _BOT_KINDS.append(kind)


def bot_kinds() -> tuple[str, ...]:
    """The bots' kinds registered, in their order."""
    return tuple(_BOT_KINDS)


#: what registers the games, run at the first look-up (``load_games_with``); then emptied
_LOADER: list[Callable[[], object]] = []
_LOADING = threading.RLock()


def load_games_with(load: Callable[[], object]) -> None:
    """``load`` registers the hosted games (it imports ``game.games``): the registry
    runs it at its first look-up, not now. The window's way (game/app/): its first
    frame is drawn before any game is read. A look-up from another thread meanwhile
    waits until the games are in."""
    with _LOADING:
        _LOADER[:] = [load]


def _ensure_loaded() -> None:
    if _LOADER:
        with _LOADING:
            if _LOADER:
                _LOADER[0]()
                _LOADER.clear()


def _known() -> str:
    return ", ".join(sorted(_GAMES)) or "none: no game has registered; import game.games first"


def get(game_id: str) -> GameInfo:
    _ensure_loaded()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {_known()})") from None


def flagship() -> GameInfo:
    """The first game registered: the default of every command, and the title's scenery."""
    _ensure_loaded()
    if not _GAMES:
        raise KeyError(f"no flagship game (known: {_known()})")
    return next(iter(_GAMES.values()))


def all_games() -> list[GameInfo]:
    _ensure_loaded()
    return list(_GAMES.values())
