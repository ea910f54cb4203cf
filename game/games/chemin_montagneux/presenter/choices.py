"""What an engineer of Chemin Montagneux may choose now (no pygame): the seat's
legal moves sorted for the clicks (worked out once per position and kept, for
every frame asks), the move a click on a place makes with what is picked so
far, and the question a move asks before it is made (its coins, its flag).

The presenter (``__init__.py``) routes the clicks with these; its words
(``words.py``) tell them. The keys named here are listed in ``__init__.py``.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.interaction import Key, Picked, button
from game.core.protocol import Action, GameState

from ..rules.actions import Extend, Grade, Hike, Lower, Raise, Rest
from ..rules.coins import TRAILBLAZE, flag_order, plain
from ..rules.state import CMState

Tile = Sequence[object]
Trailblaze = Extend | Grade | Raise | Lower

ACTIVITY = {"C": "extend", "A": "grade", "S": "raise", "M": "lower"}
SUIT_OF = {a: s for s, a in ACTIVITY.items()}
LAYS = ("C", "S")              # the dice whose activity lays a tile of the stock: Crowns extend, Suns raise


def table(view: GameState) -> CMState:
    if not isinstance(view, CMState):
        raise TypeError(f"Chemin Montagneux's presenter was given {type(view).__name__}")
    return view


# -- tiles and places ----------------------------------------------------------------------
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
        kind, val = k.kind, k.value
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


class Choices:
    """A seat's choices in the position shown: its moves sorted for the clicks,
    the move a click makes with what is picked so far, and what a move asks
    before it is made."""

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
            return (Key("die", die), Key("hand", self.codes(s, seat).index(codes[0])))
        return (Key("die", die),)

    def moves_at(self, view: GameState, seat: int, picked: Picked) -> dict[Key, Action]:
        """What a click on a place of the table makes now, by the place's key:
        the picked pawn's hikes by where they end, the picked die's moves (with
        the tile it lays) by their pile."""
        s = table(view)
        opts = self.options(s, seat)
        p = pick_of(picked)
        out: dict[Key, Action] = {}
        if p.pawn is not None:
            out.update((Key("place", end), a) for end, a in opts.hikes.get(p.pawn, {}).items())
        elif p.die is not None:
            code = self.laying(s, seat, picked)
            for a in opts.trail.get(p.die, []):
                if not isinstance(a, (Extend, Raise)) or a.tile == code:
                    out[Key("cell", a.cell)] = a
        return out

    def move_for(self, s: CMState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes: a place of a pile stands for the pile,
        a graded pile for its one place."""
        moves = self.moves_at(s, seat, picked)
        kind, val = key.kind, key.value
        also = Key("cell", cell_of(val)) if kind == "place" else Key("place", val) if kind == "cell" else key
        return moves.get(key, moves.get(also))

    def move_at(self, view: GameState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes or asks about (None: none)."""
        return self._at_move(table(view), seat, picked, key)

    def _at_move(self, s: CMState, seat: int, picked: Picked, key: Key) -> Action | None:
        """The move a click on ``key`` makes, the Rest button's among them."""
        if key == button("rest"):
            return Rest(seat) if Rest(seat) in self.options(s, seat).ways else None
        return self.move_for(s, seat, picked, key)

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
