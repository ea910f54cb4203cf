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

from game.core.interaction import ButtonSpec, Key, Outcome, Picked, button, button_name
from game.core.protocol import Action, GameState

from ..rules.actions import Done, End, Extend, Hike, Pass, Raise, Rest, Roll
from ..rules.coins import TRAILBLAZE, plain
from ..rules.state import CMState
from ..style import SUIT_NAMES
from .choices import ACTIVITY, LAYS, SUIT_OF, Choices, Options, Question, code_tile, pick_of, table
from .words import die_why, question_words, tile_words, tooltip_words

BUTTONS: tuple[ButtonSpec, ...] = (
    ButtonSpec("roll", "Roll", tip="Roll the four dice (Space).", off_tip="Only at the start of your turn."),
    ButtonSpec("rest", "Rest", tip="Rest instead of an activity: take coins from the common area.",
               off_tip="Only after the roll, when the common area holds 3 coins."),
    ButtonSpec("pass", "Pass", tip="Pass your turn, with no activity and no hike.",
               off_tip="Only after the roll, when no hike (not even a rest) can be made."),
    ButtonSpec("done", "Done", tip="End your turn after the activities you have made.",
               off_tip="Only after a first activity, in the Super Engineers variant."),
    ButtonSpec("end", "End game", instead_of="done",
               tip="End the game now: the player nearest a goal wins, as at a round limit."))
PRESS: dict[str, type[Action]] = {"roll": Roll, "rest": Rest, "pass": Pass, "done": Done, "end": End}
ON_TABLE = ("place", "cell", "pawn", "supply", "stock", "common")


class CheminPresenter(Choices):
    """The presenter: what is lit, what a click does, the clicks that make a move,
    the tooltips; the moves on offer and their questions are its ``Choices``."""
    buttons: tuple[ButtonSpec, ...] = BUTTONS

    # -- a move that asks ---------------------------------------------------------------------
    def _ask(self, s: CMState, seat: int, picked: Picked, key: Key, q: Question) -> Outcome:
        """A click on a move that asks: its place picked, with the program's coins and flag."""
        base = tuple(k for k in picked if k.kind in ("die", "hand", "pawn"))
        keys = base + (key,) + tuple(Key("coin", c) for c in q.chosen) + ((Key("flag", q.flag),) if q.flag else ())
        return Outcome(picked=keys, say=question_words(s, q))

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
        kind, val = key.kind, key.value
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
        keys = tuple(k for k in picked if k.kind in ("die", "hand", "pawn")) + (p.at,)
        keys += tuple(Key("coin", c) for c in coins) + ((Key("flag", flag),) if flag else ())
        q2 = self._question(s, seat, q.move, tuple(coins), flag)
        return Outcome(picked=keys, say=question_words(s, q2) if q2 is not None else "")

    # -- the presenter ------------------------------------------------------------------------
    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        s = table(view)
        opts = self.options(s, seat)
        p = pick_of(picked)
        out = {button(k) for k in opts.kinds if k in PRESS}
        out |= {Key("die", d) for d in opts.trail}
        out |= {Key("pawn", x) for x in opts.hikes}
        out |= set(self.moves_at(s, seat, picked))
        if p.die in LAYS and p.die in opts.trail:
            codes = set(self.lays(opts, p.die))
            out |= {Key("hand", i) for i, c in enumerate(self.codes(s, seat)) if c in codes}
        q = self.question(s, seat, picked)
        if q is not None:
            out |= {Key("coin", c) for c in q.offer} | {Key("flag", c) for c in q.flags}
            if not isinstance(self.made(s, seat, q), str):
                out.add(Key("accept"))
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
        kind, val = key.kind, key.value
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
        val = key.value
        i = int(val) if val.isdigit() else len(codes)
        if i >= len(codes):
            return Outcome(picked=picked)
        die = pick_of(picked).die
        for d in [die] if die in LAYS else [d for d in LAYS if d in opts.trail]:
            if d is not None and codes[i] in self.lays(opts, d):
                return Outcome(picked=(Key("die", d), key))
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
            keys += tuple(Key("coin", c) for c in default if c not in want)
            keys += tuple(Key("coin", c) for c in want if c not in default)
        flag = s.flag_choice(action)
        if q.flags and flag != q.flag:
            keys += (Key("flag", flag),)
        return keys + (Key("accept"),)

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
                hand = Key("hand", codes.index(a.tile))
                if hand not in fresh:
                    keys.append(hand)
            return (*keys, Key("cell", a.cell))
        if isinstance(a, Hike) and a.path:
            return (Key("pawn", a.pawn), Key("place", a.path[-1]))
        raise ValueError(f"no way to click {a}")

    def shows(self, view: GameState, action: Action) -> Picked:
        a = action
        if isinstance(a, TRAILBLAZE):
            return (Key("cell", a.cell),)
        if isinstance(a, Hike) and a.path:
            return (Key("pawn", a.pawn), Key("place", a.path[-1]))
        return ()

    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        """The words for ``key`` (``words.py``); with ``picked`` (the viewer's choice
        under way), a lit place tells the move a click there makes."""
        return tooltip_words(self, view, viewer, key, picked)

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
