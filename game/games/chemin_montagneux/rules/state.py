"""Chemin Montagneux: the rules as a pure model (no pygame).

Four engineers reshape a landscape of piecepack tiles and race to the peaks
of their own suits. Each turn a player rolls the four dice and either uses the
highest die to change the terrain (extend, grade, raise, lower: paid into
the common area) or hikes his pawn (steps and coins taken make three).
docs/chemin-montagneux.md has the rules as played, with every choice this
model makes where the rulebook is silent or unclear.

The geometry: tiles lie edge to edge on a lattice of cells ("x,y", x to the
right, y downwards); each cell holds a pile of tiles, bottom to top, each tile
``[suit, rank, side]`` (side "g": grid side up, rough terrain; "v": value side
up). A pile whose top tile is rough offers four grid squares to stand on
("x,y,q", q the quadrant); a pile whose top is graded is one place ("x,y").
A rough tile's face is unknown to every player until it is turned.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, Event, FieldState, IllegalAction, Setup
from game.core.rng import Rng

from .actions import End, Hike, Roll, decode_action
from .coins import CMCoins
from .content import PAWNS, CMContent
from .hiking import CMHiking
from .legality import CMLegality
from .pieces import (  # noqa: F401  (parse_pos, tile_code: where the rest of the game finds them)
    ACTIVITY,
    PAWN_SUIT,
    RANKS,
    ROLLS,
    SUIT_NAMES,
    SUITS,
    key,
    parse_pos,
    pos_text,
    public_tile,
    rank_name,
    tile_code,
    usable_dice,
)
from .trailblaze import CMTrailblazing

GAME_ID = "chemin-montagneux"
COLOURS = PAWNS


def colours_for(n: int, options: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """The pawns ``n`` players choose from: with three, Blue is discarded (the
    first edition let three players choose any)."""
    if n == 3 and not (options or {}).get(BLUE_AT_THREE):
        return tuple(p for p in PAWNS if p != "blue")
    return PAWNS

# setup options: the five variants (Super Engineers a choice: 0 off, or 2 or 3 activities;
# yes, as games set up before the choice have it, is the content's number)
SUPER_ENGINEERS = "super_engineers"
PYRENEES = "pyrenees"
COIN_COUNTERS = "coin_counters"
SUPER_HIKERS = "super_hikers"
PEAK_TO_PEAK = "peak_to_peak"
VARIANTS = (SUPER_ENGINEERS, PYRENEES, COIN_COUNTERS, SUPER_HIKERS, PEAK_TO_PEAK)
ENGINEER_CHOICES = (0, 2, 3)
# the round limit the players choose (0: none); left out, the content's
ROUND_LIMIT = "round_limit"
# older editions' rules, for the games saved under them (GameInfo.editions), never offered:
# a hike could go back over its own places and return to its start
DOUBLING_BACK = "hikes_double_back"
# three players could choose the blue pawn too
BLUE_AT_THREE = "blue_at_three"
# the ace coin was worth 6 (high, as on the dice), not 1
ACE_COIN_HIGH = "ace_coin_high"
# in the final race a hike needed no coins to make up three as soon as the common area ran
# short, not only once it held none at all
SHORT_RACE = "final_race_when_short"
# a stuck game could not be ended: the game did not watch for one (nor keep what it needs for it)
NO_STUCK_END = "no_end_when_stuck"


def engineers_of(value: Any, content: CMContent) -> int:
    """The activities a turn may hold for the setup's Super Engineers value."""
    if isinstance(value, bool) or value is None:
        return content.n("super_engineers") if value else 1
    if value not in ENGINEER_CHOICES:
        raise ValueError(f"the option {SUPER_ENGINEERS} is {value!r}, not one of "
                         f"{', '.join(map(str, ENGINEER_CHOICES))}")
    return value or 1


def round_limit_of(value: Any, content: CMContent) -> int:
    """The rounds after which the game ends (0: never) for the setup's value."""
    if value is None:
        return content.n("round_limit")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"the option {ROUND_LIMIT} is {value!r}, not a number of rounds (0: none)")
    return value


@functools.lru_cache(maxsize=4096)
def _roll_words(dice: tuple[int, ...], engineers: int) -> tuple[str, tuple[str, ...]]:
    """What a roll of ``dice`` says after its roller's name: its faces and the
    die (or dice) it lets him trailblaze with, and those suits (made once for
    each roll: a game rolls some 600 times). It says what the dice allow, not
    that the move can be made: whether a place can be found and paid for is
    the player's to see (the panel and the die's tooltip say so)."""
    faces = ", ".join(f"{rank_name(d)} of {SUIT_NAMES[s]}" for s, d in zip(SUITS, dice))
    top = tuple(SUITS[i] for i in usable_dice(dice, engineers))
    dice_words = " and ".join(f"the {SUIT_NAMES[s]} die ({ACTIVITY[s]})" for s in top)
    highest = "the highest" if len(top) == 1 else f"the top {len(top)}"
    return f"{faces}: {highest} {'is' if len(top) == 1 else 'are'} {dice_words}.", top


class CMState(CMLegality, CMHiking, CMTrailblazing, CMCoins, FieldState):
    """The whole game: its fields, the deal, the roll, applying actions, the
    end of a turn and of the game, and each seat's view. What is true now lives
    in ``CMFacts`` (facts.py), what is legal in ``CMLegality`` (legality.py),
    the pawns' moves and hikes in ``CMHiking`` (hiking.py), trailblazing done
    in ``CMTrailblazing`` (trailblaze.py), coins paid and taken in ``CMCoins``
    (coins.py); the pieces and places themselves are in pieces.py."""

    game_id = GAME_ID

    def __init__(self, setup: Setup, content: CMContent, data: Mapping[str, Any] | None = None) -> None:
        self._setup = setup
        self.c = content
        opts = setup.options
        self.engineers = engineers_of(opts.get(SUPER_ENGINEERS), content)
        self.round_limit = round_limit_of(opts.get(ROUND_LIMIT), content)
        self.walks = bool(opts.get(DOUBLING_BACK, False))
        self.ace_high = bool(opts.get(ACE_COIN_HIGH, False))
        self.short_race = bool(opts.get(SHORT_RACE, False))
        # the game watches whether anyone comes nearer a win, round by round (``calm``: the
        # rounds since someone last did), and a stuck game may be ended
        self.watch = not opts.get(NO_STUCK_END, False)
        self.pyrenees = bool(opts.get(PYRENEES, False))
        self.counters = bool(opts.get(COIN_COUNTERS, False))
        self.hikers = bool(opts.get(SUPER_HIKERS, False))
        self.p2p = bool(opts.get(PEAK_TO_PEAK, False))
        self.max_height = content.n("pyrenees_height" if self.pyrenees else "max_height")
        if data is None:
            self._deal()
        else:
            self._load(data)

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        c, n = self.c, len(self._setup.seats)
        self.rng = Rng(self._setup.seed)
        colours = [s.colour for s in self._setup.seats]
        offered = colours_for(n, self._setup.options)
        wrong = next((col for col in colours if col not in offered), None)
        if wrong is not None:       # GameInfo.check_setup says so first; a state made directly, here
            raise ValueError(f"the pawn {wrong!r} is not one of {', '.join(offered)} with {n} players")
        if len(set(colours)) != n:
            raise ValueError("two seats have the same pawn")
        # each seat's pawn; with two players the two pawns nobody chose, one each
        self.owner: dict[str, int] = {}
        for i, col in enumerate(colours):
            self.owner[col] = i
        if n == 2:
            spare = [p for p in PAWNS if p not in self.owner]
            for i, p in enumerate(spare[:2]):
                self.owner[p] = i
        in_play = [p for p in PAWNS if p in self.owner]
        self.first = self.owner[in_play[0]]          # Black (else the first pawn in play) starts
        self.turn = self.first
        self.phase = "roll"
        self.rounds = 0
        self.dice: list[int] = []
        self.used: list[str] = []                     # suits of the dice used this turn
        self.ended = ""
        self.won: list[int] = []
        tiles = [[s, r, "g"] for s in SUITS for r in RANKS]
        self.rng.shuffle(tiles)
        self.board: dict[str, list[list[Any]]] = {}
        for (x, y), t in zip(c.centre, tiles[:4]):
            self.board[key(x, y)] = [t]
        self.stock: list[list[list[Any]]] = [[] for _ in range(n)]
        order_seats = [(self.first + i) % n for i in range(n)]
        for i, t in enumerate(tiles[4:]):
            self.stock[order_seats[i % n]].append(t)
        left_out = [p for p in PAWNS if p not in self.owner]
        if n == 3:       # the player dealt six takes the centre tile of the pawn left out
            x, y, _ = c.starts[left_out[0]]
            short = min(range(n), key=lambda s: (len(self.stock[s]), (s - self.first) % n))
            self.stock[short].append(self.board.pop(key(x, y))[0])
        self.pawns: dict[str, str] = {p: pos_text(c.starts[p]) for p in in_play}
        coins: list[list[str]] = [[] for _ in range(n)]
        spare_coins: list[str] = []
        for p in PAWNS:
            suit_coins = [f"{PAWN_SUIT[p]}{r}" for r in RANKS]
            if p in self.owner:
                coins[self.owner[p]] += suit_coins
            elif not self.counters:
                spare_coins += suit_coins
        for i, coin in enumerate(spare_coins):
            coins[order_seats[i % n]].append(coin)
        self.coins = [sorted(h) for h in coins]
        self.common: list[str] = []
        self.flags: list[list[Any]] = []              # [cell, seat, coin]: Peak to Peak
        self.coin_total = sum(len(h) for h in self.coins)
        self.log: list[Action] = []
        self.calm = 0                                 # rounds since someone came nearer a win
        self.best = [[0, 0, 0] for _ in range(n)]     # each seat's nearest yet (``nearness``)
        self.peaks_best = 0                           # the four peaks furthest on yet (``aces_shown``)

    _decode = staticmethod(decode_action)
    _FIELDS = ("phase", "first", "turn", "rounds", "dice", "used", "ended", "won", "owner", "board", "stock",
               "pawns", "coins", "common", "flags", "coin_total")

    def clone(self) -> CMState:
        new = CMState.__new__(CMState)
        new._setup, new.c = self._setup, self.c
        for k in ("engineers", "round_limit", "walks", "ace_high", "short_race", "watch", "pyrenees", "counters",
                  "hikers", "p2p", "max_height"):
            setattr(new, k, getattr(self, k))
        if self.watch:
            new.calm, new.peaks_best, new.best = self.calm, self.peaks_best, [b[:] for b in self.best]
        for k in ("phase", "first", "turn", "rounds", "ended", "coin_total"):
            setattr(new, k, getattr(self, k))
        new.dice, new.used, new.won = list(self.dice), list(self.used), list(self.won)
        new.owner, new.pawns = dict(self.owner), dict(self.pawns)
        new.board = {k: [t[:] for t in pile] for k, pile in self.board.items()}
        new.stock = [[t[:] for t in st] for st in self.stock]
        new.coins = [list(h) for h in self.coins]
        new.common = list(self.common)
        new.flags = [f[:] for f in self.flags]
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.log = list(self.log)
        # what the position derives holds for the copy too (a bot weighing a move on a copy asks
        # it again): each kept in a copy of its own, as a change forgets or drops entries
        for name in ("_memo", "_land", "_shape", "_near"):
            kept = self.__dict__.get(name)
            if kept:
                setattr(new, name, dict(kept))
        new._lasting = self._lasting_known()       # (shared: each entry is kept under all it hangs on)
        return new

    def fields_dict(self, copy: bool = True, log: bool = True) -> dict[str, Any]:
        d = super().fields_dict(copy, log)
        if self.watch:                   # (a game of the older editions keeps no such count: its dict is as it was)
            d.update(calm=self.calm, best=[b[:] for b in self.best], peaks_best=self.peaks_best)
        return d

    def _load(self, d: Mapping[str, Any]) -> None:
        super()._load(d)
        if self.watch:
            self.calm, self.peaks_best = int(d["calm"]), int(d["peaks_best"])
            self.best = [list(b) for b in d["best"]]

    def _hidden(self) -> list[list[Any]]:
        """Every rough tile, in a fixed order: the board's cells (sorted), then each stock."""
        out = [t for k in sorted(self.board) for t in self.board[k] if t[2] == "g"]
        return out + [t for st in self.stock for t in st if t[2] == "g"]

    def determinize(self, seat: int | None, seed: int) -> CMState:
        """The faces of the rough tiles (on the board and in every stock: nobody
        has seen them) are dealt again; so is the dice's future."""
        new = self.clone()
        rng = Rng(seed)
        hidden = new._hidden()
        faces = sorted((t[0], t[1]) for t in hidden)
        rng.shuffle(faces)
        for t, (s, r) in zip(hidden, faces):
            t[0], t[1] = s, r
        new.rng = Rng(seed ^ 0xC4E)
        # (what the game derived holds for the copy: nothing the rules or the bots work
        # out reads a rough tile's face, only that it is rough)
        return new

    # ---------------------------------------------------------- protocol bits
    def is_over(self) -> bool:
        return self.phase == "over"

    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def round_number(self) -> int:
        return self.rounds + 1

    def first_player(self) -> int:
        return self.first

    def census(self) -> dict[str, tuple[int, int]]:
        tiles = sum(len(p) for p in self.board.values()) + sum(len(s) for s in self.stock)
        coins = sum(len(h) for h in self.coins) + len(self.common) + len(self.flags)
        return {"tiles": (tiles, len(SUITS) * len(RANKS)), "coins": (coins, self.coin_total)}

    # ------------------------------------------------------------------ apply
    def chance_outcomes(self, action: Action) -> list[tuple[Action, float]]:
        if isinstance(action, Roll) and not action.dice and self.why_illegal(action) is None:
            return [(Roll(action.seat, r), 1 / len(ROLLS)) for r in ROLLS]
        return []

    def apply(self, action: Action) -> list[Event]:
        if not self._listed(action):
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
        ev: list[Event] = []
        fails = self.fails(action)
        if fails is not None:          # Coin Counters: the transaction cannot be made, the turn passes
            self._do_fails(action, fails, ev)
        else:
            # a hike's terms, as its check found them: the same with the move being made
            terms = ("terms", action.seat, action.pawn) if isinstance(action, Hike) else None
            found = self._known().get(terms) if terms is not None else None
            self._acting = action      # the coins it names are the ones paid or taken (coins.py)
            self._changed()            # (what was derived with no move being made is not asked now)
            if found is not None:
                self._known()[terms] = found
            try:
                getattr(self, f"_do_{type(action).__name__.lower()}")(action, ev)
            except BaseException:
                self._changed(land=True)
                raise
            finally:
                self._acting = None
                self._changed()
        self.log.append(action)
        return ev

    def _do_roll(self, a: Roll, ev: list[Event]) -> None:
        dice = list(a.dice) if a.dice else [RANKS[self.rng.below(6)] for _ in SUITS]
        self.dice = dice
        self.used = []
        self.phase = "act"
        self._changed()
        said = _roll_words(tuple(dice), self.engineers)
        ev.append(Event("roll", f"{self.name(a.seat)} rolls {said[0]}", a.seat, {"dice": dice, "usable": list(said[1])}))

    # -- the end
    def _check_win(self, actor: int, ev: list[Event]) -> bool:
        n = self.num_seats
        order_seats = [(actor + i) % n for i in range(n)]
        if self.p2p:
            need = self.c.n("flags_to_win")
            for s in order_seats:
                if len(self.flags_of(s)) >= need:
                    self._over(ev, "flags", [s], f"{self.name(s)} has planted flags on {need} peaks and wins.")
                    return True
            return False
        peaks = self._peaks()
        if len(peaks) < len(SUITS):
            return False
        for s in order_seats:
            for pawn in self.seat_pawns(s):
                if self.pawns[pawn] == peaks[PAWN_SUIT[pawn]]:
                    self._over(ev, "peak", [s], f"{self.name(s)}'s {pawn} pawn stands on the peak of "
                                                f"{SUIT_NAMES[PAWN_SUIT[pawn]]}: {self.name(s)} wins.")
                    return True
        return False

    def _over(self, ev: list[Event], why: str, won: list[int], text: str) -> None:
        self.phase = "over"
        self.ended = why
        self.won = sorted(won)
        self.dice = []
        self._changed()
        ev.append(Event("over", text, None, {"why": why, "winners": self.won}))

    def _end_turn(self, ev: list[Event]) -> None:
        n = self.num_seats
        self.dice, self.used = [], []
        self.phase = "roll"
        self._changed()
        nxt = (self.turn + 1) % n
        if nxt == self.first:
            self.rounds += 1
            self._watch_round()
            limit = self.round_limit
            if limit and self.rounds >= limit:
                best = max(self.standing(s) for s in range(n))
                won = [s for s in range(n) if self.standing(s) == best]
                self._over(ev, "rounds", won, f"{limit} rounds are played: "
                                              f"{' and '.join(self.name(s) for s in won)} "
                                              f"{'is' if len(won) == 1 else 'are'} nearest the goal and "
                                              f"win{'s' if len(won) == 1 else ''}.")
                return
        self.turn = nxt
        self._changed()

    # -- a stuck game
    def nearness(self, seat: int) -> list[int]:
        """How near a win a seat is, higher nearer: flags planted (Peak to Peak), a
        goal in reach, how few steps to it (``standing`` without the coins)."""
        return list(self.standing(seat)[:3])

    def aces_shown(self) -> int:
        """How far the four peaks have come: each ace on top of a pile value side up
        counts 1, and 2 when it stands as a peak (on a pile of two or more)."""
        peaks = self._peaks()
        shown = sum(1 for cell, pile in self.board.items()
                    if pile[-1][1] == 1 and pile[-1][2] == "v" and cell not in peaks.values())
        return shown + 2 * len(peaks)

    def _watch_round(self) -> None:
        """At the end of a round: did anyone come nearer a win than ever before (the
        four peaks further on than ever: ``aces_shown``; a seat nearer its goal than
        it ever was)? Else one more calm round."""
        if not self.watch:
            return
        nearer = False
        peaks = self.aces_shown()
        if peaks > self.peaks_best:
            self.peaks_best, nearer = peaks, True
        for s in range(self.num_seats):
            now = self.nearness(s)
            if now > self.best[s]:
                self.best[s], nearer = now, True
        self.calm = 0 if nearer else self.calm + 1

    def _do_end(self, a: End, ev: list[Event]) -> None:
        n = self.num_seats
        best = max(self.standing(s) for s in range(n))
        won = [s for s in range(n) if self.standing(s) == best]
        self._over(ev, "stuck", won, f"Nobody has come nearer a win for {self.calm} rounds: "
                                     f"{self.name(a.seat)} ends the game. "
                                     f"{' and '.join(self.name(s) for s in won)} "
                                     f"{'is' if len(won) == 1 else 'are'} nearest the goal and "
                                     f"win{'s' if len(won) == 1 else ''}.")

    def steps_to_goal(self, seat: int) -> int | None:
        """The fewest steps one of the seat's pawns needs to its goal (its own peak;
        Peak to Peak: a peak without the seat's flag); None: no such peak in reach."""
        best: int | None = None
        peaks = self._peaks()
        for pawn in self.seat_pawns(seat):
            if self.p2p:
                goals = [c for c in peaks.values() if c not in self.flags_of(seat)]
            else:
                goals = [peaks[PAWN_SUIT[pawn]]] if PAWN_SUIT[pawn] in peaks else []
            for g in goals:
                d = self.distance(pawn, g)
                if d is not None and (best is None or d < best):
                    best = d
        return best

    def standing(self, seat: int) -> tuple[int, int, int, int]:
        """How near the goal a seat is, for the round limit: flags planted (Peak to
        Peak), a goal in reach, how few steps away, then coins."""
        d = self.steps_to_goal(seat)
        return (len(self.flags_of(seat)), 0 if d is None else 1, -(d or 0), len(self.coins[seat]))

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        return [1 if s in self.won else 0 for s in range(self.num_seats)]

    def winners(self) -> list[int]:
        return list(self.won) if self.won else list(range(self.num_seats))

    def score_breakdown(self, seat: int) -> dict[str, Any]:
        d = self.steps_to_goal(seat)
        out: dict[str, Any] = {"pawns": ", ".join(self.seat_pawns(seat)),
                               "steps to goal": "-" if d is None else d,
                               "coins": len(self.coins[seat])}
        if self.p2p:
            out["flags"] = len(self.flags_of(seat))
        out["won"] = "yes" if seat in self.won else ""
        out["final"] = self.phase == "over"
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything is public but the faces of rough tiles (nobody has seen them)."""
        d = {k: _copy(getattr(self, k)) for k in self._FIELDS if k not in ("board", "stock")}
        d["board"] = {k: [public_tile(t) for t in pile] for k, pile in self.board.items()}
        d["stock"] = [[public_tile(t) for t in st] for st in self.stock]
        d["seat"] = seat
        d["variants"] = {"engineers": self.engineers, "max_height": self.max_height, "coin_counters": self.counters,
                         "super_hikers": self.hikers, "peak_to_peak": self.p2p}
        if self.watch:
            d.update(calm=self.calm, best=[b[:] for b in self.best], peaks_best=self.peaks_best)
        return d


def _copy(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    return v
