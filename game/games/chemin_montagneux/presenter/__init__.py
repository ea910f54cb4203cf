"""Chemin Montagneux's interaction (no pygame): what an engineer may click and
what each click does, from the table as that engineer sees it.

Keys: ``die:S`` (a die on the panel, by its suit: S, M, C or A), ``hand:N``
(the N-th tile of the engineer's stock on the panel, in ``stock_order``),
``pawn:black`` (a pawn on the table), ``cell:x,y`` (a pile, or an empty place
an extend may fill, as a whole), ``place:x,y,q`` and ``place:x,y`` (a grid
square of a rough top, a graded top: where a pawn stands), ``supply:N``,
``stock:N`` and ``common`` (the table's supplies, stock piles and common
area), ``row:N``, ``coins``, ``variants`` and ``log`` (the panel's players,
common area, variants line and log, for their words), the buttons Roll,
Rest, Pass and Done; and for a move that asks (below) ``coin:M3`` and
``flag:M3`` (a coin on the panel, to pay or take, or to plant) and ``accept``
(the panel's box that makes the move).

A move takes one to three clicks:

- a lit die picks its activity (a die that lays a tile, Crowns or Suns, picks
  the first tile of the stock it may lay with it, a rough one first); a lit
  tile of the stock then picks another; a lit place on the table makes it;
- a lit pawn, then a lit place: the hike there;
- Roll (or Space), Rest, Pass, Done.

A move that asks before it is made stops at its place: one whose coins are
the player's to choose (Coin Counters, Peak to Peak: more than one way is
offered) shows them on the panel, the program's pick already chosen; a click
on a coin takes it in or out, and ``accept`` (or the place again, or Enter)
makes the move. One that Coin Counters' rule makes fail says so, and
``accept`` makes it all the same (the turn passes).

A tile of the stock clicked first picks the die that lays it. A die or a pawn
clicked again, just as its click picked it, is put down; so is what was
picked, by a click on anything on the table that is not lit; a click on the
bare table (a drag) keeps it.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.interaction import ButtonSpec, Key, Outcome, Picked, button, button_name
from game.core.protocol import Action, GameState

from .rules.actions import Done, End, Extend, Grade, Hike, Lower, Pass, Raise, Rest, Roll
from .rules.coins import FORBIDS, TRAILBLAZE, flag_order, plain
from .rules.state import CMState
from .style import PAWN_SUIT, SUIT_NAMES, SUITS

Tile = Sequence[object]
Trailblaze = Extend | Grade | Raise | Lower

BUTTONS: tuple[ButtonSpec, ...] = (ButtonSpec("roll", "Roll"), ButtonSpec("rest", "Rest"), ButtonSpec("pass", "Pass"),
                                   ButtonSpec("done", "Done"), ButtonSpec("end", "End game", instead_of="done"))
PRESS: dict[str, type[Action]] = {"roll": Roll, "rest": Rest, "pass": Pass, "done": Done, "end": End}
ACTIVITY = {"C": "extend", "A": "grade", "S": "raise", "M": "lower"}
SUIT_OF = {a: s for s, a in ACTIVITY.items()}
VERB = {"extend": "Extend", "grade": "Grade", "raise": "Raise", "lower": "Lower"}
LAYS = ("C", "S")              # the dice whose activity lays a tile of the stock: Crowns extend, Suns raise
RANK_WORD = {0: "null", 1: "ace"}
ON_TABLE = ("place", "cell", "pawn", "supply", "stock", "common")


def table(view: GameState) -> CMState:
    if not isinstance(view, CMState):
        raise TypeError(f"Chemin Montagneux's presenter was given {type(view).__name__}")
    return view


# -- tiles and places ----------------------------------------------------------------------
def rank_name(r: object) -> str:
    return RANK_WORD[r] if isinstance(r, int) and r in RANK_WORD else str(r)


def tile_words(t: Tile) -> str:
    """A tile in words; a rough tile's face is never named (nobody has seen it)."""
    if t[2] != "v":
        return "a rough tile (grid side up: its face is not known)"
    return f"the {rank_name(t[1])} of {SUIT_NAMES[str(t[0])]} (value side up)"


def tile_code(t: Tile) -> str:
    return "grid" if t[2] != "v" else f"{t[0]}{t[1]}"


def code_tile(code: str) -> list[object]:
    return [None, None, "g"] if code == "grid" else [code[0], int(code[1:]), "v"]


def stock_order(stock: Sequence[Tile]) -> list[Tile]:
    """A stock as the panel shows it: the rough tiles first, then by suit and rank."""
    def order(t: Tile) -> tuple[bool, str, int]:
        if t[2] != "v":
            return (False, "", 0)
        return (True, str(t[0]), t[1] if isinstance(t[1], int) else 0)
    return sorted(stock, key=order)


def cell_of(place: str) -> str:
    return ",".join(place.split(",")[:2])


def pos_of(place: str) -> tuple[int, int, int | None]:
    parts = [int(p) for p in place.split(",")]
    return parts[0], parts[1], (parts[2] if len(parts) > 2 else None)


def _seat(val: str, s: CMState) -> int | None:
    return int(val) if val.isdigit() and int(val) < s.num_seats else None


# -- words -----------------------------------------------------------------------------------
def die_why(s: CMState, suit: str) -> str:
    """Why a die cannot trailblaze now."""
    if not s.dice:
        return "roll the dice first"
    if suit in s.used:
        return f"the {SUIT_NAMES[suit]} die is used this turn"
    usable = s.usable_suits()
    if suit not in usable:
        return f"only the {' or '.join(SUIT_NAMES[x] for x in usable) or 'no'} die may trailblaze"
    return f"no place to {ACTIVITY[suit]} that you can pay for"


def pile_words(s: CMState, cell: str) -> str:
    pile = s.board.get(cell, [])
    if not pile:
        return f"An empty place {s.where(cell)}."
    top = pile[-1]
    what = "a path tile" if len(pile) == 1 else f"a mountain {len(pile)} tiles high"
    suits = [SUIT_NAMES[x] for x, c in s.peaks().items() if c == cell]
    peak = f" It is the peak of {' and '.join(suits)}." if suits else ""
    who = [p for p, pos in s.pawns.items() if cell_of(pos) == cell]
    here = f" The {' and '.join(who)} pawn{'s' if len(who) > 1 else ''} stand{'' if len(who) > 1 else 's'} here." \
        if who else ""
    return f"{what[0].upper()}{what[1:]} {s.where(cell)}, topped by {tile_words(top)}.{peak}{here}"


def seat_words(s: CMState, seat: int) -> str:
    st = s.stock[seat]
    seen_tiles = [tile_words(t).split(" (")[0] for t in st if t[2] == "v"]
    extra = f" ({', '.join(seen_tiles)} value side up)" if seen_tiles else ""
    pawns = ", ".join(f"{p} ({SUIT_NAMES[PAWN_SUIT[p]]})" for p in s.seat_pawns(seat))
    flags = f", {len(s.flags_of(seat))} flag(s) planted" if s.p2p else ""
    return (f"{s.name(seat)}: the {pawns} pawn{'s' if len(s.seat_pawns(seat)) > 1 else ''}; "
            f"{len(st)} tile{'s' if len(st) != 1 else ''} in stock{extra}; {len(s.coins[seat])} coins{flags}.")


def variant_words(s: CMState) -> str:
    out = []
    if s.engineers > 1:
        out.append(f"Super Engineers ({s.engineers} activities a turn with the top dice)")
    if s.pyrenees:
        out.append(f"Pyrenees (piles up to {s.max_height} high)")
    if s.counters:
        out.append("Coin Counters (the coins' suits and values count)")
    if s.hikers:
        out.append("Super Hikers (jump gaps and drops)")
    if s.p2p:
        out.append(f"Peak to Peak ({s.c.n('flags_to_win')} flags win)")
    return "Variants: " + "; ".join(out) + "." if out else "The basic game: no variants."


def coin_words(coin: str) -> str:
    return f"the {rank_name(int(coin[1]))} of {SUIT_NAMES[coin[0]]}"


def fail_words(s: CMState, a: Action) -> str:
    """What a move Coin Counters' rule makes fail does, before it is chosen."""
    what = "paying" if isinstance(a, TRAILBLAZE) else "taking the coins"
    return (f"Coin Counters: no way of {what} leaves your suit lowest or highest in the common area; "
            f"this {a.kind} would only pass your turn")


def hike_words(s: CMState, a: Hike) -> str:
    terms = s.hike_terms(a)
    if isinstance(terms, str) and terms.startswith(FORBIDS):
        return f"Hike the {a.pawn} pawn here? {fail_words(s, a)}. Click to be asked."
    if isinstance(terms, str):
        return f"No hike here: {terms}."
    steps, coins_taken = terms
    coins = len(coins_taken)
    take = "it wins the game" if s.wins_at(a.seat, a.pawn, pos_of(a.path[-1])) else (
        f"takes {coins} coin{'s' if coins != 1 else ''} from the common area" if coins else "takes no coin")
    return (f"Hike the {a.pawn} pawn here: {steps} step{'s' if steps != 1 else ''} "
            f"({len(a.path)} place{'s' if len(a.path) != 1 else ''} along the lit path); {take}. Click to go.")


def trailblaze_words(s: CMState, a: Trailblaze) -> str:
    cost = s.cost(a.seat, a.kind)
    tile = f" {tile_words(code_tile(a.tile))}" if isinstance(a, (Extend, Raise)) else ""
    if s.fails(a) is not None:
        return f"{VERB[a.kind]} here{tile}? {fail_words(s, a)}. Click to be asked."
    return f"{VERB[a.kind]} here{tile} for {cost} coin{'s' if cost != 1 else ''}. Click to do it."



# -- what is picked ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Pick:
    """The choice under way, read from ``picked``: a die (and the stock tile it
    lays), or a pawn; and for a move that asks, its place (``at``), the coins
    chosen and the flag."""
    die: str | None = None
    hand: int | None = None
    pawn: str | None = None
    at: Key | None = None
    coins: tuple[str, ...] = ()
    flag: str | None = None


def pick_of(picked: Picked) -> Pick:
    die = pawn = at = flag = None
    hand = None
    coins: list[str] = []
    for k in picked:
        kind, _, val = k.partition(":")
        if kind == "die":
            die = val
        elif kind == "hand" and val.isdigit():
            hand = int(val)
        elif kind == "pawn":
            pawn = val
        elif kind in ("cell", "place") or k == "button:rest":
            at = k
        elif kind == "coin":
            coins.append(val)
        elif kind == "flag":
            flag = val
    return Pick(die, hand, pawn, at, tuple(coins), flag)


@dataclass(frozen=True)
class Question:
    """A move that asks before it is made: the coins to click (``offer``: to pay
    or to take), those chosen, how many, the flags and the one chosen; or why it fails."""
    move: Action
    paying: bool
    need: int
    offer: tuple[str, ...]
    chosen: tuple[str, ...]
    flags: tuple[str, ...]
    flag: str | None
    fails: str | None


@dataclass
class Options:
    """A seat's legal moves, sorted for the clicks: the hikes by pawn and the
    place each ends on, the trailblazing moves by die."""
    legal: list[Action]
    kinds: frozenset[str]
    hikes: dict[str, dict[str, Hike]]
    trail: dict[str, list[Trailblaze]]
    ways: dict[Action, list[Action]]      # each move as the program makes it: the ways it is offered


class CheminPresenter:
    buttons: tuple[ButtonSpec, ...] = BUTTONS

    def __init__(self) -> None:
        # the options of the last position asked about: the game itself in the key, not
        # its id (a freed game's id may come back for another)
        self._kept: tuple[CMState, int, int, Options] | None = None

    # -- the moves ------------------------------------------------------------------------
    def options(self, view: GameState, seat: int) -> Options:
        """``seat``'s legal moves, worked out once per position (the rules'
        moves are turned into options here, and every frame asks)."""
        s = table(view)
        kept = self._kept
        if kept is not None and kept[0] is s and kept[1] == len(s.action_log) and kept[2] == seat:
            return kept[3]
        legal = s.legal_actions(seat)
        hikes: dict[str, dict[str, Hike]] = {}
        trail: dict[str, list[Trailblaze]] = {}
        ways: dict[Action, list[Action]] = {}
        for a in legal:
            ways.setdefault(plain(a), []).append(a)
            if a != plain(a):
                continue
            if isinstance(a, Hike):
                hikes.setdefault(a.pawn, {}).setdefault(a.path[-1], a)
            elif isinstance(a, (Extend, Grade, Raise, Lower)):
                trail.setdefault(SUIT_OF[a.kind], []).append(a)
        opts = Options(legal, frozenset(a.kind for a in legal), hikes, trail, ways)
        self._kept = (s, len(s.action_log), seat, opts)
        return opts

    @staticmethod
    def codes(s: CMState, seat: int) -> list[str]:
        """The codes of ``seat``'s stock tiles, in the panel's order (``hand:N`` is the N-th)."""
        return [tile_code(t) for t in stock_order(s.stock[seat])]

    @staticmethod
    def lays(opts: Options, die: str) -> list[str]:
        """The codes of the stock tiles a die's moves may lay, a rough tile first."""
        codes = {a.tile for a in opts.trail.get(die, []) if isinstance(a, (Extend, Raise))}
        return sorted(codes, key=lambda c: (c != "grid", c))

    def laying(self, view: GameState, seat: int, picked: Picked) -> str | None:
        """The code of the tile the picked die lays now: the stock tile picked,
        if the die may lay it, else the first it may lay (None: no such die)."""
        s = table(view)
        p = pick_of(picked)
        if p.die not in LAYS:
            return None
        codes = self.lays(self.options(s, seat), p.die)
        mine = self.codes(s, seat)
        if p.hand is not None and p.hand < len(mine) and mine[p.hand] in codes:
            return mine[p.hand]
        return codes[0] if codes else None

    def _fresh(self, s: CMState, seat: int, die: str) -> Picked:
        """What a click on a usable die picks: the die, with the first tile it may lay."""
        codes = self.lays(self.options(s, seat), die)
        if die in LAYS and codes:
            return (f"die:{die}", f"hand:{self.codes(s, seat).index(codes[0])}")
        return (f"die:{die}",)

    def moves_at(self, view: GameState, seat: int, picked: Picked) -> dict[Key, Action]:
        """What a click on a place of the table makes now, by the place's key:
        the picked pawn's hikes by where they end, the picked die's moves (with
        the tile it lays) by their pile."""
        s = table(view)
        opts = self.options(s, seat)
        p = pick_of(picked)
        out: dict[Key, Action] = {}
        if p.pawn is not None:
            out.update((f"place:{end}", a) for end, a in opts.hikes.get(p.pawn, {}).items())
        elif p.die is not None:
            code = self.laying(s, seat, picked)
            for a in opts.trail.get(p.die, []):
                if not isinstance(a, (Extend, Raise)) or a.tile == code:
                    out[f"cell:{a.cell}"] = a
        return out

    def _move_for(self, s: CMState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes: a place of a pile stands for the pile,
        a graded pile for its one place."""
        moves = self.moves_at(s, seat, picked)
        kind, _, val = key.partition(":")
        also = f"cell:{cell_of(val)}" if kind == "place" else f"place:{val}" if kind == "cell" else key
        return moves.get(key, moves.get(also))

    def move_at(self, view: GameState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes or asks about (None: none)."""
        return self._at_move(table(view), seat, picked, key)

    def _at_move(self, s: CMState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes, the Rest button's among them."""
        if key == button("rest"):
            return Rest(seat) if Rest(seat) in self.options(s, seat).ways else None
        return self._move_for(s, seat, picked, key)

    # -- a move that asks ---------------------------------------------------------------------
    def question(self, view: GameState, seat: int, picked: Picked) -> Question | None:
        """The move under question in ``picked``, with the choices made so far (None: none)."""
        s = table(view)
        p = pick_of(picked)
        move = self._at_move(s, seat, picked, p.at) if p.at is not None else None
        return self._question(s, seat, move, p.coins, p.flag) if move is not None else None

    def _question(self, s: CMState, seat: int, move: Action, chosen: tuple[str, ...] | None = None,
                  flag: str | None = None) -> Question | None:
        """What ``move`` asks before it is made (None: nothing, a click makes it),
        with ``chosen`` coins and ``flag`` (None: the program's pick)."""
        why = s.fails(move)
        if why is not None:
            return Question(move, False, 0, (), (), (), None, why)
        ways = self.options(s, seat).ways.get(move, [move])
        coin_sets = {tuple(sorted(s.coin_choice(w))) for w in ways}
        flag_set = {s.flag_choice(w) for w in ways}
        deal = s.deal(move)
        if deal is None or (len(coin_sets) < 2 and len(flag_set) < 2):
            return None
        paying, need = deal[0], deal[1]
        offer = tuple(sorted(s.coins[seat] if paying else s.common)) if len(coin_sets) > 1 else ()
        coins = s.coin_choice(move) if chosen is None else chosen
        flags: tuple[str, ...] = ()
        if len(flag_set) > 1:
            hand = s.coins[seat] + ([] if paying else list(coins if offer else s.coin_choice(move)))
            flags = tuple(flag_order([c for c in hand if c[0] in s.seat_suits(seat)]))
            flag = s.flag_choice(move) if chosen is None else flag
        return Question(move, paying, need, offer, tuple(coins) if offer else (), flags, flag if flags else None,
                        None)

    def _ask(self, s: CMState, seat: int, picked: Picked, key: Key, q: Question) -> Outcome:
        """A click on a move that asks: its place picked, with the program's coins and flag."""
        base = tuple(k for k in picked if k.partition(":")[0] in ("die", "hand", "pawn"))
        keys = base + (key,) + tuple(f"coin:{c}" for c in q.chosen) + ((f"flag:{q.flag}",) if q.flag else ())
        return Outcome(picked=keys, say=self.question_words(s, q))

    def made(self, s: CMState, seat: int, q: Question) -> Action | str:
        """The move the question's choices make (the way it is offered, if it is), or why not."""
        if q.fails is not None:
            return q.move
        if q.offer and len(q.chosen) != q.need:
            return f"it {'costs' if q.paying else 'takes'} {q.need} coin{'s' if q.need != 1 else ''}; " \
                   f"{len(q.chosen)} chosen"
        for w in self.options(s, seat).ways.get(q.move, [q.move]):
            if (not q.offer or sorted(s.coin_choice(w)) == sorted(q.chosen)) and \
                    (not q.flags or s.flag_choice(w) == q.flag):
                return w
        made = q.move
        if q.offer and isinstance(made, (*TRAILBLAZE, Hike, Rest)):
            made = dataclasses.replace(made, coins=tuple(sorted(q.chosen)))
        if q.flags and q.flag and isinstance(made, Hike):
            made = dataclasses.replace(made, flag=q.flag)
        why = s.why_illegal(made)
        return made if why is None else why

    def _accept(self, s: CMState, seat: int, picked: Picked) -> Outcome:
        q = self.question(s, seat, picked)
        if q is None:
            return Outcome(picked=picked)
        made = self.made(s, seat, q)
        if isinstance(made, str):
            return Outcome(picked=picked, say=f"Not so: {made}.")
        return Outcome(act=made)

    def _choose(self, s: CMState, seat: int, picked: Picked, key: Key) -> Outcome:
        """A coin clicked on the panel: in or out of the payment or taking (one
        too many puts out the first chosen), or the flag."""
        q = self.question(s, seat, picked)
        kind, _, val = key.partition(":")
        if q is None or (kind == "coin" and val not in q.offer) or (kind == "flag" and val not in q.flags):
            return Outcome(picked=picked)
        p = pick_of(picked)
        coins, flag = list(q.chosen), q.flag
        if kind == "flag":
            flag = val
        elif val in coins:
            coins.remove(val)
        else:
            coins.append(val)
            del coins[:max(0, len(coins) - q.need)]
        assert p.at is not None
        keys = tuple(k for k in picked if k.partition(":")[0] in ("die", "hand", "pawn")) + (p.at,)
        keys += tuple(f"coin:{c}" for c in coins) + ((f"flag:{flag}",) if flag else ())
        q2 = self._question(s, seat, q.move, tuple(coins), flag)
        return Outcome(picked=keys, say=self.question_words(s, q2) if q2 is not None else "")

    def question_words(self, s: CMState, q: Question, short: bool = False) -> str:
        """The question in a few words, and how to answer it (``short``: the panel's
        two lines above the coins, which show the rest)."""
        if q.fails is not None:
            return f"{fail_words(s, q.move)}. Do it anyway: the box below (or Enter)."
        if short:
            verb = f"{'Pay' if q.paying else 'Take'} {q.need} coin{'s' if q.need != 1 else ''}" if q.offer else ""
            what = " and ".join(w for w in (verb, "plant a flag" if q.flags else "") if w)
            return f"{what[0].upper()}{what[1:]}: the marked coins, or click others; then OK (or Enter)."
        parts = []
        if q.offer:
            verb = "Pay" if q.paying else "Take"
            chosen = ", ".join(coin_words(c) for c in q.chosen) or "no coin yet"
            parts.append(f"{verb} {q.need} coin{'s' if q.need != 1 else ''} ({chosen}): click coins to change")
        if q.flags:
            parts.append(f"your flag: {coin_words(q.flag) if q.flag else 'none yet'} (click another to change)")
        return "; ".join(parts) + ". Then click OK (or Enter)."

    # -- the presenter ------------------------------------------------------------------------
    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        s = table(view)
        opts = self.options(s, seat)
        p = pick_of(picked)
        out = {button(k) for k in opts.kinds if k in PRESS}
        out |= {f"die:{d}" for d in opts.trail}
        out |= {f"pawn:{x}" for x in opts.hikes}
        out |= set(self.moves_at(s, seat, picked))
        if p.die in LAYS and p.die in opts.trail:
            codes = set(self.lays(opts, p.die))
            out |= {f"hand:{i}" for i, c in enumerate(self.codes(s, seat)) if c in codes}
        q = self.question(s, seat, picked)
        if q is not None:
            out |= {f"coin:{c}" for c in q.offer} | {f"flag:{c}" for c in q.flags}
            if not isinstance(self.made(s, seat, q), str):
                out.add("accept")
        return frozenset(out)

    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        s = table(view)
        if key is None:
            return Outcome(picked=picked)             # the bare table (a drag pans it): the choice stays
        p = pick_of(picked)
        if key == "accept" or (p.at is not None and key == p.at):
            return self._accept(s, seat, picked)
        move = self._at_move(s, seat, picked, key)
        if move is not None and p.at is not None and move == self._at_move(s, seat, picked, p.at):
            return self._accept(s, seat, picked)     # the same move's place, clicked again
        q = self._question(s, seat, move) if move is not None else None
        if q is not None:
            return self._ask(s, seat, picked, key, q)
        name = button_name(key)
        if name is not None:
            make = PRESS.get(name)
            return Outcome(act=make(seat)) if make is not None else Outcome(picked=picked)
        if move is not None:
            return Outcome(act=move)
        opts = self.options(s, seat)
        kind, _, val = key.partition(":")
        if kind in ("coin", "flag"):
            return self._choose(s, seat, picked, key)
        if kind == "die" and val in ACTIVITY:
            if val not in opts.trail:
                return Outcome(picked=picked, say=f"Not now: {die_why(s, val)}.")
            fresh = self._fresh(s, seat, val)
            return Outcome() if picked == fresh else Outcome(picked=fresh)
        if kind == "hand":
            return self._hand(s, seat, opts, picked, key)
        if kind == "pawn" and val in opts.hikes:
            return Outcome() if picked == (key,) else Outcome(picked=(key,))
        if kind in ON_TABLE:
            return Outcome()                          # something on the table that is not lit: put down
        return Outcome(picked=picked)                 # the panel's words: nothing changes

    def _hand(self, s: CMState, seat: int, opts: Options, picked: Picked, key: Key) -> Outcome:
        """A tile of the stock: laid by the die picked, or by the first die that may lay it."""
        codes = self.codes(s, seat)
        val = key.partition(":")[2]
        i = int(val) if val.isdigit() else len(codes)
        if i >= len(codes):
            return Outcome(picked=picked)
        die = pick_of(picked).die
        for d in [die] if die in LAYS else [d for d in LAYS if d in opts.trail]:
            if d is not None and codes[i] in self.lays(opts, d):
                return Outcome(picked=(f"die:{d}", key))
        short = tile_words(code_tile(codes[i])).split(" (")[0]
        if die in LAYS:
            return Outcome(picked=picked, say=f"Not now: the {SUIT_NAMES[str(die)]} die cannot lay {short} anywhere.")
        return Outcome(picked=picked, say=f"Not now: no die you may use lays {short} (the Crowns die extends, "
                                          "the Suns die raises).")

    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        keys = self._plain_steps(view, seat, plain(action))
        s = table(view)
        q = self._question(s, seat, plain(action))
        if q is None:
            return keys
        if q.offer:
            default, want = list(q.chosen), list(s.coin_choice(action))
            keys += tuple(f"coin:{c}" for c in default if c not in want)
            keys += tuple(f"coin:{c}" for c in want if c not in default)
        flag = s.flag_choice(action)
        if q.flags and flag != q.flag:
            keys += (f"flag:{flag}",)
        return keys + ("accept",)

    def _plain_steps(self, view: GameState, seat: int, action: Action) -> Picked:
        a = action
        if isinstance(a, (Roll, Rest, Pass, Done, End)):
            return (button(a.kind),)
        if isinstance(a, TRAILBLAZE):
            s = table(view)
            fresh = self._fresh(s, seat, SUIT_OF[a.kind])
            keys = list(fresh[:1])
            if isinstance(a, (Extend, Raise)):
                codes = self.codes(s, seat)
                if a.tile not in codes:
                    raise ValueError(f"no tile {a.tile} in the stock to click for {a}")
                hand = f"hand:{codes.index(a.tile)}"
                if hand not in fresh:
                    keys.append(hand)
            return (*keys, f"cell:{a.cell}")
        if isinstance(a, Hike) and a.path:
            return (f"pawn:{a.pawn}", f"place:{a.path[-1]}")
        raise ValueError(f"no way to click {a}")

    def shows(self, view: GameState, action: Action) -> Picked:
        a = action
        if isinstance(a, TRAILBLAZE):
            return (f"cell:{a.cell}",)
        if isinstance(a, Hike) and a.path:
            return (f"pawn:{a.pawn}", f"place:{a.path[-1]}")
        return ()

    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        """The words for ``key``; with ``picked`` (the viewer's choice under way),
        a lit place tells the move a click there makes."""
        s = table(view)
        kind, _, val = key.partition(":")
        if kind == "die" and val in SUITS:
            return self._die_words(s, viewer, val)
        if kind == "hand":
            st = stock_order(s.stock[viewer]) if viewer is not None else []
            i = int(val) if val.isdigit() else len(st)
            return f"In your stock: {tile_words(st[i])}. Click it to lay this one when you extend or raise." \
                if i < len(st) else None
        if kind in ("row", "supply", "stock"):
            seat = _seat(val, s)
            return seat_words(s, seat) if seat is not None else None
        n = len(s.common)
        if kind == "coins":
            return f"The common area holds {n} coin{'s' if n != 1 else ''}: trailblazing pays into it, hikers take."
        if kind == "common":
            return f"The common area: {n} coin{'s' if n != 1 else ''}. Trailblazing pays into it; hikers take from it."
        if kind == "variants":
            return variant_words(s)
        if kind == "log":
            return "The game so far: click for the whole log."
        if key == button("end"):
            return (f"Nobody has come nearer a win for {s.calm} rounds. End the game here: the player nearest "
                    "a goal wins (flags, a peak in reach, fewest steps, then coins), as at a round limit.")
        mine = viewer is not None and viewer == s.current_player()
        if kind in ("coin", "flag", "accept") and viewer is not None and mine:
            return self._asking_tip(s, viewer, key, picked)
        move = self._move_for(s, viewer, picked, key) if viewer is not None and mine else None
        if isinstance(move, Hike):
            return hike_words(s, move)
        if isinstance(move, TRAILBLAZE):
            return trailblaze_words(s, move)
        if kind == "pawn" and val in s.pawns:
            owner = s.owner.get(val)
            whose = f"{s.name(owner)}'s" if owner is not None else "nobody's"
            pick = " Click to hike with it." if viewer is not None and mine and \
                val in self.options(s, viewer).hikes else ""
            return f"The {val} pawn ({SUIT_NAMES[PAWN_SUIT[val]]}), {whose}, at {s.pawns[val]}.{pick}"
        if kind == "place":
            cell = cell_of(val)
            rough = s.board.get(cell, [[0, 0, "v"]])[-1][2] != "v"
            return pile_words(s, cell) + (f" (square {val})" if rough and val != cell else "")
        if kind == "cell":
            return pile_words(s, val)
        return None

    def _asking_tip(self, s: CMState, seat: int, key: Key, picked: Picked) -> str | None:
        q = self.question(s, seat, picked)
        if q is None:
            return None
        kind, _, val = key.partition(":")
        if kind == "accept":
            return self.question_words(s, q)
        if kind == "flag":
            return f"The {coin_words(val)[4:]}: click to plant it as your flag on the peak (gone for good)."
        where = "from your coins" if q.paying else "from the common area"
        now = "chosen: click to leave it" if val in q.chosen else f"click to {'pay' if q.paying else 'take'} it"
        return f"The {coin_words(val)[4:]}, {where}: {now}."

    def _die_words(self, s: CMState, viewer: int | None, suit: str) -> str:
        face = s.dice[SUITS.index(suit)] if s.dice else None
        act = ACTIVITY[suit]
        cost = s.cost(viewer if viewer is not None else 0, act)
        what = (f"The {SUIT_NAMES[suit]} die" + (f", showing {rank_name(face)}" if face is not None else "")
                + f": {act} ({cost} coin{'' if cost == 1 else 's'}).")
        if viewer is None or viewer != s.current_player():
            return what
        if suit in self.options(s, viewer).trail:
            return what + " Click to choose it, then a lit place."
        return what + f" Not now: {die_why(s, suit)}."

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        """Space or Enter: roll when you may; with a move that asks, make it as chosen."""
        q = self.question(view, seat, picked)
        if q is not None:
            made = self.made(table(view), seat, q)
            return None if isinstance(made, str) else made
        return Roll(seat) if Roll(seat) in self.options(view, seat).legal else None

    def reason(self, view: GameState, move: Action) -> str | None:
        s = table(view)
        if s.fails(move) is not None:
            return "nothing better is left: it fails under Coin Counters and passes the turn"
        return None

    # -- the panel's words ------------------------------------------------------------------------
    def choice_words(self, view: GameState, seat: int, picked: Picked) -> str:
        """The choice under way, and its next click."""
        p = pick_of(picked)
        q = self.question(view, seat, picked)
        if q is not None:
            return self.question_words(table(view), q, short=True)
        if p.die in ACTIVITY:
            code = self.laying(view, seat, picked)
            tile = f" {tile_words(code_tile(code)).split(' (')[0]}" if code else ""
            return f"{VERB[ACTIVITY[p.die]]}{tile}: click a lit place on the table."
        if p.pawn is not None:
            return f"Hike the {p.pawn} pawn: click a lit place (the path shows under the mouse)."
        return ""

    def you_may(self, view: GameState, seat: int, picked: Picked) -> str:
        """What ``seat`` may do now, in a few words."""
        opts = self.options(view, seat)
        p = pick_of(picked)
        if "roll" in opts.kinds and "end" in opts.kinds:
            calm = table(view).calm
            return (f"Nobody has come nearer a win for {calm} rounds: you may end the game here (End game: "
                    "the one nearest the goal wins), or roll the dice and play on (Roll or Space).")
        if "roll" in opts.kinds:
            return "You may roll the dice (Roll or Space)."
        if p.at is not None:
            return "You may make the move as chosen (OK or Enter), change its coins, or pick another move."
        if p.die in ACTIVITY:
            return f"You may {ACTIVITY[p.die]}: click a lit place, or another die or a pawn."
        if p.pawn is not None:
            return f"You may hike the {p.pawn} pawn to a lit place, or pick another pawn or a die."
        words = []
        if opts.trail:
            words.append("trailblaze with the " + " or ".join(f"{SUIT_NAMES[x]} die ({ACTIVITY[x]})"
                                                             for x in opts.trail))
        if opts.hikes:
            words.append("hike a lit pawn")
        for kind, word in (("rest", "rest (take 3 coins)"), ("done", "stop (Done)"), ("pass", "pass")):
            if kind in opts.kinds:
                words.append(word)
        if not words:
            return ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."
