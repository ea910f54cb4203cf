"""Chemin Montagneux's words (no pygame): the tiles, piles, seats, coins and
variants in words, what a move on a place would do, a move's question, the
tooltips, and the panel's words for the choice under way and what a seat may
do. What may be chosen comes from the presenter's choices (``choices.py``).
"""
from __future__ import annotations

from game.core.interaction import Key, Picked, button
from game.core.protocol import Action, GameState

from ..rules.actions import Extend, Hike, Raise
from ..rules.coins import FORBIDS, TRAILBLAZE
from ..rules.state import CMState
from ..style import PAWN_SUIT, SUIT_NAMES, SUITS
from .choices import ACTIVITY, Choices, Question, Tile, Trailblaze, cell_of, code_tile, pick_of, stock_order, table

VERB = {"extend": "Extend", "grade": "Grade", "raise": "Raise", "lower": "Lower"}
#: why an activity the player can pay for has no place now (the rules' limits, in a line)
NO_PLACE = {
    "extend": "no empty place touches the landscape as an extension must",
    "grade": "no rough path end or mountain top is free of pawns",
    "raise": "no pile may take a tile now (never one under a pawn, one 4 tiles high or a peak)",
    "lower": "no tile may be taken now (never one under a pawn, nor a peak's ace)",
}
RANK_WORD = {0: "0", 1: "ace"}


# -- tiles and places ----------------------------------------------------------------------
def rank_name(r: object) -> str:
    return RANK_WORD[r] if isinstance(r, int) and r in RANK_WORD else str(r)


def tile_words(t: Tile) -> str:
    """A tile in words; a rough tile's face is never named (nobody has seen it)."""
    if t[2] != "v":
        return "a rough tile (grid side up: its face is not known)"
    return f"the {rank_name(t[1])} of {SUIT_NAMES[str(t[0])]} (value side up)"


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
    act, seat = ACTIVITY[suit], s.current_player()
    if seat is not None:
        cost, have = s.cost(seat, act), len(s.coins[seat])
        if have < cost:
            return f"to {act} costs you {cost} coin{'' if cost == 1 else 's'} and you have {have}"
        if act in ("extend", "raise") and not s.stock[seat]:
            return f"you have no tile in your stock to {act} with"
    return NO_PLACE.get(act, f"no place to {act} that you can pay for")


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


def race_words(s: CMState, pawn: str) -> str:
    """How far a pawn's goal is, in a few words for the panel: "4 steps to its
    peak", "no peak yet", "peak out of reach" (Peak to Peak: the nearest peak
    without its player's flag)."""
    peaks = s.peaks()
    owner = s.owner.get(pawn)
    if s.p2p:
        flagged = s.flags_of(owner) if owner is not None else []
        goals = [c for c in peaks.values() if c not in flagged]
    else:
        suit = PAWN_SUIT[pawn]
        goals = [peaks[suit]] if suit in peaks else []
    if not goals:
        return "no peak yet"
    near = [d for d in (s.distance(pawn, g) for g in goals) if d is not None]
    if not near:
        return "peak out of reach"
    return f"{min(near)} step{'' if min(near) == 1 else 's'} to {'a' if s.p2p else 'its'} peak"


def pawn_words(s: CMState, pawn: str) -> str:
    """Where a pawn stands and how far its goal is, as a player would say it
    (no coordinates): "on a mountain 2 tiles high, in the centre: its peak is
    4 steps away"."""
    cell = cell_of(s.pawns[pawn])
    high = len(s.board.get(cell, []))
    on = "a path tile" if high == 1 else f"a mountain {high} tiles high"
    suit = PAWN_SUIT[pawn]
    peaks = s.peaks()
    owner = s.owner.get(pawn)
    if s.p2p:
        flagged = s.flags_of(owner) if owner is not None else []
        goals = [c for c in peaks.values() if c not in flagged]
        if not goals:
            return f"on {on} {s.where(cell)}: no peak without its flag stands yet"
        near = [d for d in (s.distance(pawn, g) for g in goals) if d is not None]
        goal = f"the nearest peak without its flag is {min(near)} step{'' if min(near) == 1 else 's'} away" \
            if near else "no way leads to a peak without its flag yet"
    elif suit in peaks:
        d = s.distance(pawn, peaks[suit])
        goal = f"its peak is {d} step{'' if d == 1 else 's'} away" if d is not None \
            else "its peak stands, but no way leads up to it yet"
    else:
        goal = f"its peak is not up yet (the {SUIT_NAMES[suit]} ace on top of a mountain)"
    return f"on {on} {s.where(cell)}: {goal}"


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


def question_words(s: CMState, q: Question, short: bool = False) -> str:
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


# -- the tooltips ----------------------------------------------------------------------------
def tooltip_words(c: Choices, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
    """The words for ``key``; with ``picked`` (the viewer's choice under way),
    a lit place tells the move a click there makes."""
    s = table(view)
    kind, val = key.kind, key.value
    if kind == "die" and val in SUITS:
        return _die_words(c, s, viewer, val)
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
    if kind == "peaks":
        return ("A peak is an ace, value side up, on top of a mountain (a pile two or more high). "
                + ("The first to plant flags on two peaks wins." if s.p2p else
                   "A pawn wins on reaching its own suit's peak, once all four aces stand as peaks."))
    if kind == "log":
        return "The game so far: click for the whole log."
    if key == button("end"):
        return (f"Nobody has come nearer a win for {s.calm} rounds. End the game here: the player nearest "
                "a goal wins (flags, a peak in reach, fewest steps, then coins), as at a round limit.")
    mine = viewer is not None and viewer == s.current_player()
    if kind in ("coin", "flag", "accept") and viewer is not None and mine:
        return _asking_tip(c, s, viewer, key, picked)
    move = c.move_for(s, viewer, picked, key) if viewer is not None and mine else None
    if isinstance(move, Hike):
        return hike_words(s, move)
    if isinstance(move, TRAILBLAZE):
        return trailblaze_words(s, move)
    if kind == "pawn" and val in s.pawns:
        owner = s.owner.get(val)
        whose = f"{s.name(owner)}'s" if owner is not None else "nobody's"
        pick = " Click to hike with it." if viewer is not None and mine and \
            val in c.options(s, viewer).hikes else ""
        return f"The {val} pawn ({SUIT_NAMES[PAWN_SUIT[val]]}), {whose}, {pawn_words(s, val)}.{pick}"
    if kind == "place":
        cell = cell_of(val)
        rough = s.board.get(cell, [[0, 0, "v"]])[-1][2] != "v"
        return pile_words(s, cell) + (" (one of its four grid squares)" if rough and val != cell else "")
    if kind == "cell":
        return pile_words(s, val)
    return None


def _asking_tip(c: Choices, s: CMState, seat: int, key: Key, picked: Picked) -> str | None:
    q = c.question(s, seat, picked)
    if q is None:
        return None
    kind, val = key.kind, key.value
    if kind == "accept":
        return question_words(s, q)
    if kind == "flag":
        return f"The {coin_words(val)[4:]}: click to plant it as your flag on the peak (gone for good)."
    where = "from your coins" if q.paying else "from the common area"
    now = "chosen: click to leave it" if val in q.chosen else f"click to {'pay' if q.paying else 'take'} it"
    return f"The {coin_words(val)[4:]}, {where}: {now}."


def _die_words(c: Choices, s: CMState, viewer: int | None, suit: str) -> str:
    face = s.dice[SUITS.index(suit)] if s.dice else None
    act = ACTIVITY[suit]
    cost = s.cost(viewer if viewer is not None else 0, act)
    what = (f"The {SUIT_NAMES[suit]} die" + (f", showing {rank_name(face)}" if face is not None else "")
            + f": {act} ({cost} coin{'' if cost == 1 else 's'}).")
    if viewer is None or viewer != s.current_player():
        return what
    if suit in c.options(s, viewer).trail:
        return what + " Click to choose it, then a lit place."
    return what + f" Not now: {die_why(s, suit)}."


# -- the panel's words ------------------------------------------------------------------------
def choice_words(c: Choices, view: GameState, seat: int, picked: Picked) -> str:
    """The choice under way, and its next click."""
    p = pick_of(picked)
    q = c.question(view, seat, picked)
    if q is not None:
        return question_words(table(view), q, short=True)
    if p.die in ACTIVITY:
        code = c.laying(view, seat, picked)
        tile = f" {tile_words(code_tile(code)).split(' (')[0]}" if code else ""
        return f"{VERB[ACTIVITY[p.die]]}{tile}: click a lit place on the table."
    if p.pawn is not None:
        return f"Hike the {p.pawn} pawn: click a lit place (the path shows under the mouse)."
    return ""


def you_may(c: Choices, view: GameState, seat: int, picked: Picked) -> str:
    """What ``seat`` may do now, in a few words."""
    opts = c.options(view, seat)
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
    st = view if isinstance(view, CMState) else None
    if opts.trail:
        words.append("trailblaze with the " + " or ".join(
            f"{SUIT_NAMES[x]} die ({ACTIVITY[x]}"
            + (f", {st.cost(seat, ACTIVITY[x])} coin{'' if st.cost(seat, ACTIVITY[x]) == 1 else 's'})"
               if st is not None else ")") for x in opts.trail))
    # the roll taught as it comes: a highest die that cannot be used, and why
    out = [] if st is None or not st.dice else [x for x in st.usable_suits() if x not in opts.trail]
    if len(out) == 1 and st is not None:
        lesson = f"Highest die: {SUIT_NAMES[out[0]]} ({ACTIVITY[out[0]]}), not now: {die_why(st, out[0])}."
    elif out:      # several tied highest: named, why each is out on its die (the status holds three rows)
        named = ", ".join(f"{SUIT_NAMES[x]} ({ACTIVITY[x]})" for x in out)
        lesson = f"Highest dice: {named}: {'neither' if len(out) == 2 else 'none'} can be used now " \
                 "(a die's tooltip says why)."
    else:
        lesson = ""
    if opts.hikes:
        words.append("hike a lit pawn")
    for kind, word in (("rest", "rest (take 3 coins)"), ("done", "stop (Done)"), ("pass", "pass")):
        if kind in opts.kinds:
            words.append(word)
    if not words:
        return lesson
    may = "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."
    return f"{lesson} {may}" if lesson else may
