"""Ski the Mountain's interaction (no pygame): what a skier may click and what
each click does, from the game as that skier sees it.

Keys: ``spot:N`` (a spot of the board), ``hand:C`` (a piste card of the
skier's hand), ``display:I`` (the display's slot I), ``deck`` (the piste
deck; ``less:deck``, a right click on it, takes one card fewer),
``discard`` (the discard pile), ``event:C`` (an event card of the hand),
``target:T`` (the secret target), ``seat:N`` (a skier's row on the panel),
``oot:N`` (that row's Play event button: playing out of turn, which the play
scene answers by handing the screen over), and the buttons Take, End day
and Let go.

A move takes one click or a few: a town to start from; a piste card, then a
lit spot to ski to (where several ways lead to that spot: a spot on the way
wanted, or the same spot again for the shortest); a lift's top, a bus stop, a
walkway's end; display cards and deck cards, then Take (or Space); an event
card, then where to play it (a lit spot, or a skier's row); a button. Over
the hand limit, a click on a hand card discards it.
"""
from __future__ import annotations

from collections.abc import Iterable

from game.core.interaction import ButtonSpec, Key, Outcome, Picked, button
from game.core.protocol import Action, GameState

from .rules.actions import (
    Aim,
    ChooseStart,
    Discard,
    EndDay,
    MovePiste,
    PlayEvent,
    RideBus,
    RideLift,
    TakeCards,
    Wait,
    Walk,
)
from .rules.state import SkiState

BUTTONS: tuple[ButtonSpec, ...] = (
    ButtonSpec("take", "Take", tip="Take the cards you picked from the display and the deck (click them first).",
               off_tip="Only on your turn, instead of moving."),
    ButtonSpec("end_day", "End day", tip="End your day where you stand: you will not move again today. "
                                         "It asks once more before it does.",
               off_tip="Only on your turn, while your skier stands in a town."),
    ButtonSpec("wait", "Let go", tip="Let the moment pass without playing an event card (at dusk: let night "
                                     "fall). Out of turn it reads Done: back to the turn.",
               off_tip="Only when nothing else can be done this turn, or while the sun sets."))
DECK = Key("deck")
LESS = Key("less", "deck")         # a right click on the deck: one card fewer from it
SPOT_KINDS = {"piste": "", "lift": "lift station", "restaurant": "restaurant", "town": "town", "bus_stop": "bus stop"}


def game(view: GameState) -> SkiState:
    if not isinstance(view, SkiState):
        raise TypeError(f"Ski the Mountain's presenter was given {type(view).__name__}")
    return view


def number(key: Key) -> int:
    return key.number


def spot(n: int) -> Key:
    return Key("spot", n)


def aim_spots(s: SkiState, aim: Aim) -> list[int]:
    """The board spots an event card's target stands on (lit on the first; a
    lift is both its stations)."""
    if aim.kind == "lift" or (aim.kind == "marker" and aim.marker == "lift"):
        lift = s.c.board.lifts[aim.id]
        return [lift.top, lift.bottom]
    if aim.kind in ("spot", "marker"):
        return [aim.id]
    if aim.kind == "seat":
        at = s.pos[aim.id]
        return [] if at is None else [at]
    return []


def taking(picked: Picked) -> tuple[tuple[int, ...], int] | None:
    """The display slots (in order) and the number of deck cards picked to
    take, or None when what is picked is something else."""
    if not picked or not all(k == DECK or k.kind == "display" for k in picked):
        return None
    return tuple(sorted(number(k) for k in picked if k != DECK)), picked.count(DECK)


def picked_kind(picked: Picked, kind: str) -> int | None:
    """The card picked first, if it is of ``kind`` (``hand``, ``event``)."""
    if picked and picked[0].startswith(kind + ":"):
        return number(picked[0])
    return None


def spot_words(s: SkiState, at: int, away: Iterable[int] = ()) -> str:
    """A spot in words, with the skiers standing there (but those in ``away``)."""
    board = s.c.board
    sp = board.spots[at]
    place = board.place(at)
    what = SPOT_KINDS[sp.kind] or f"a {sp.colour} spot"
    gone = set(away)
    here = [s.name(i) + (f" (+{len(s.progress[i])} at the next station)" if s.progress[i] else "")
            for i, p in enumerate(s.pos) if p == at and i not in gone]
    return f"{place[0].upper()}{place[1:]} ({what})" + (f": {', '.join(here)}" if here else "")


def sun_words(s: SkiState, i: int) -> str:
    """A space of the sunset track, in words: its name, whether the sun is there,
    stops there this day, and the event cards it deals."""
    track = s.c.sunset_track
    space = track[i]
    n = s.day_rounds()
    where = ("The sun stands here now." if i == s.sun else
             "The sun has passed it." if i < s.sun else
             "The sun stops here at the end of a round." if i in s.sun_stops() else
             f"In this day of {n} rounds the sun moves two spaces at once over it.")
    deals = " Each skier is dealt an event card when the sun reaches or passes it." if space.events and i else ""
    return f"Sunset track, {space.name} ({i + 1} of {len(track)}): {where}{deals}"


class SkiPresenter:
    buttons: tuple[ButtonSpec, ...] = BUTTONS

    # -- what may be clicked -------------------------------------------------------------
    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        s = game(view)
        legal = s.legal_actions(seat)
        # the buttons whatever is picked (the table greys out the others)
        out: set[Key] = {button("take") if isinstance(a, TakeCards) else button(a.kind)
                         for a in legal if isinstance(a, (TakeCards, EndDay, Wait))}
        event = picked_kind(picked, "event")
        if event is not None:                       # an event card waits for where to play it
            aims = [opt.aim for opt in self._options(s, seat, event)]
            return frozenset(out | {picked[0]} | {spot(x) for aim in aims for x in aim_spots(s, aim)[:1]}
                             | {Key("seat", aim.id) for aim in aims if aim.kind == "seat"})
        card = picked_kind(picked, "hand")
        if card is not None and len(picked) > 1:    # several ways lead to the spot picked: which?
            ways = self._ways(s, seat, picked)
            common = set.intersection(*(set(w.path) for w in ways)) if ways else set()
            return frozenset(out | {picked[0], picked[1]} | {spot(x) for w in ways for x in w.path if x not in common})
        kind = self._kind(s, card) if card is not None else None
        slots, deck = taking(picked) or ((), 0)
        held: dict[tuple[str, int], list[int]] = {}
        for c in s.hands[seat]:
            held.setdefault(self._kind(s, c), []).append(c)
        for a in legal:
            if isinstance(a, ChooseStart):
                out.add(spot(a.town))
            elif isinstance(a, (Discard, MovePiste)):
                out.update(Key("hand", c) for c in held.get(self._kind(s, a.card), ()))
                if isinstance(a, MovePiste) and self._kind(s, a.card) == kind:
                    out.add(spot(a.path[-1]))
            elif isinstance(a, RideLift):
                out.add(spot(s.c.board.lifts[a.lift].top))
            elif isinstance(a, (RideBus, Walk)):
                out.add(spot(a.to))
            elif isinstance(a, TakeCards) and set(slots) <= set(a.display) and deck <= a.deck:
                out.update(Key("display", i) for i in a.display)
                if deck < a.deck:
                    out.add(DECK)
            elif isinstance(a, PlayEvent):
                key = s.c.events[a.card].key
                out.update(Key("event", c) for c in s.ev_hands[seat] if s.c.events[c].key == key)
        return frozenset(out)

    # -- what a click does ---------------------------------------------------------------
    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        s = game(view)
        if key is None:
            return Outcome()                        # a click on nothing lets go of what is picked
        kind, val = key.kind, key.value
        if kind == "spot":
            return self._spot(s, seat, picked, int(val))
        if kind == "hand":
            return self._hand(s, seat, picked, int(val))
        if kind == "display" or key == DECK:
            return self._take(s, seat, picked, key)
        if key == LESS:
            if taking(picked) is None or DECK not in picked:
                return Outcome(picked=picked)
            last = len(picked) - 1 - picked[::-1].index(DECK)
            return Outcome(picked=picked[:last] + picked[last + 1:])
        if kind == "event":
            return self._event(s, seat, picked, int(val))
        if kind == "seat" and picked_kind(picked, "event") is not None:
            for a in self._options(s, seat, number(picked[0])):
                if a.aim == Aim("seat", int(val)):
                    return Outcome(act=a)
            return Outcome(picked=picked, say="That is not one of the skiers this card can be played on (they are lit).")
        if kind == "button":
            if val == "take":
                took = taking(picked)
                if took is None:
                    return Outcome(picked=picked, say="Click cards in the display or the deck first, then Take.")
                return Outcome(act=TakeCards(seat, *took))
            if val == "end_day":
                # a whole day given up in one click once cost a child her game: asked once more
                if picked == (button("end_day"),):
                    return Outcome(act=EndDay(seat))
                return Outcome(picked=(button("end_day"),),
                               say="End your day? You will not move again today. Click End day again to end it, "
                                   "or anything else to play on.")
            if val == "wait":
                return Outcome(act=Wait(seat))
        return Outcome(picked=picked)

    @staticmethod
    def _kind(s: SkiState, card: int) -> tuple[str, int]:
        p = s.c.piste[card]
        return (p.colour, p.value)

    @staticmethod
    def _options(s: SkiState, seat: int, card: int) -> list[PlayEvent]:
        """The ways to play an event card like ``card`` now."""
        key = s.c.events[card].key
        return [a for a in s.legal_actions(seat) if isinstance(a, PlayEvent) and s.c.events[a.card].key == key]

    def _moves(self, s: SkiState, seat: int, card: int) -> list[MovePiste]:
        """The ways down a piste card like ``card`` allows now."""
        kind = self._kind(s, card)
        return [a for a in s.legal_actions(seat) if isinstance(a, MovePiste) and self._kind(s, a.card) == kind]

    def _ways(self, s: SkiState, seat: int, picked: Picked) -> list[MovePiste]:
        """The ways down to the spot picked after the card, through every spot picked after it."""
        end, via = number(picked[1]), [number(k) for k in picked[2:]]
        return [a for a in self._moves(s, seat, number(picked[0]))
                if a.path[-1] == end and all(x in a.path for x in via)]

    def _hand(self, s: SkiState, seat: int, picked: Picked, card: int) -> Outcome:
        if len(s.hands[seat]) > s.c.hand_limit:
            return Outcome(act=Discard(seat, card))
        if picked[:1] == (Key("hand", card),):
            return Outcome()                        # picked again: put back
        colour, value = self._kind(s, card)
        can = bool(self._moves(s, seat, card))
        return Outcome(picked=(Key("hand", card),), say="Click a lit spot to ski there." if can else
                       f"No run from here takes a {colour} {value} now: ride a lift or take cards.")

    def _take(self, s: SkiState, seat: int, picked: Picked, key: Key) -> Outcome:
        base = picked if taking(picked) is not None else ()
        if key != DECK and key in base:
            return Outcome(picked=tuple(k for k in base if k != key))
        new = base + (key,)
        took = taking(new)
        assert took is not None
        slots, deck = took
        if any(isinstance(a, TakeCards) and set(slots) <= set(a.display) and deck <= a.deck
               for a in s.legal_actions(seat)):
            return Outcome(picked=new)
        why = s.why_illegal(TakeCards(seat, slots, deck))
        return Outcome(picked=picked, say=f"Not now: {why}." if why else "Not now.")

    def _event(self, s: SkiState, seat: int, picked: Picked, card: int) -> Outcome:
        key = Key("event", card)
        if picked[:1] == (key,):
            return Outcome()                        # the card again: not played after all
        opts = self._options(s, seat, card)
        if not opts:
            why = s.why_illegal(PlayEvent(seat, card, ""))
            return Outcome(picked=picked, say=f"Not now: {why}." if why else "Choose where to play it.")
        if len(opts) == 1 and opts[0].aim.kind in ("", "trigger"):
            return Outcome(act=opts[0])
        if all(a.aim.kind == "trigger" for a in opts):
            return Outcome(act=opts[-1])            # answer the latest happening
        title = s.c.events[card].title
        return Outcome(picked=(key,), say=f"{title}: click where to play it (lit on the board), "
                                          "or the card again to cancel.")

    def _spot(self, s: SkiState, seat: int, picked: Picked, at: int) -> Outcome:
        legal = s.legal_actions(seat)
        if s.phase == "start":
            if ChooseStart(seat, at) in legal:
                return Outcome(act=ChooseStart(seat, at))
            return Outcome(picked=picked, say="Choose a town (a purple spot) to start from.")
        event = picked_kind(picked, "event")
        if event is not None:
            for opt in self._options(s, seat, event):
                if at in aim_spots(s, opt.aim):
                    return Outcome(act=opt)
            return Outcome(picked=picked, say="That is not one of the places this card can be played on (they are lit).")
        card = picked_kind(picked, "hand")
        if card is not None:
            out = self._ski(s, seat, picked, at)
            if out is not None:
                return out
        for a in legal:
            if isinstance(a, RideLift) and s.c.board.lifts[a.lift].top == at or \
                    isinstance(a, (RideBus, Walk)) and a.to == at:
                return Outcome(act=a)
        where = s.c.board.place(at)
        if card is not None:
            return Outcome(picked=picked[:1], say=f"A {s.card_text(card)} card cannot take you to {where}.")
        return Outcome(picked=picked, say=f"{where}: pick a piste card first to ski, or click a lift's top, "
                                          "a bus stop or a walkway.")

    def _ski(self, s: SkiState, seat: int, picked: Picked, at: int) -> Outcome | None:
        """A spot clicked with a piste card picked: the way down there, or the
        next step to choose among several (None: the card goes nowhere there)."""
        if len(picked) > 1:
            ways = self._ways(s, seat, picked)
            if at == number(picked[1]) and ways:
                return Outcome(act=min(ways, key=lambda a: len(a.path)))     # again: the shortest
            through = [a for a in ways if at in a.path]
            if not through:
                return self._ski(s, seat, picked[:1], at)                  # another spot: start afresh
            if len(through) == 1:
                return Outcome(act=through[0])
            return Outcome(picked=picked + (spot(at),), say=self._which)
        ways = [a for a in self._moves(s, seat, number(picked[0])) if a.path[-1] == at]
        if not ways:
            return None
        if len(ways) == 1:
            return Outcome(act=ways[0])
        return Outcome(picked=picked + (spot(at),), say=self._which)

    _which = "Several ways lead there: click a lit spot on the way you want, or the same spot again for the shortest."

    # -- the clicks that make a move -------------------------------------------------------
    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        s = game(view)
        a = action
        if isinstance(a, ChooseStart):
            return (spot(a.town),)
        if isinstance(a, Discard):
            return (Key("hand", a.card),)
        if isinstance(a, TakeCards):
            return tuple(Key("display", i) for i in a.display) + (DECK,) * a.deck + (button("take"),)
        if isinstance(a, MovePiste):
            return self._ski_steps(s, seat, a)
        if isinstance(a, RideLift):
            return (spot(s.c.board.lifts[a.lift].top),)
        if isinstance(a, (RideBus, Walk)):
            return (spot(a.to),)
        if isinstance(a, EndDay):
            return (button(a.kind), button(a.kind))       # asked, then confirmed
        if isinstance(a, Wait):
            return (button(a.kind),)
        if isinstance(a, PlayEvent):
            first: Picked = (Key("event", a.card),)
            out = self.click(s, seat, (), first[0])
            if out.act == a:
                return first
            aim = a.aim
            for key in ([Key("seat", aim.id)] if aim.kind == "seat" else []) + [spot(x) for x in aim_spots(s, aim)]:
                if self.click(s, seat, out.picked, key).act == a:
                    return first + (key,)
            return first
        raise ValueError(f"no way to click {a}")

    def _ski_steps(self, s: SkiState, seat: int, a: MovePiste) -> Picked:
        """A piste card, the spot the way ends at, and where several ways end
        there, spots of the one wanted (or the end again: the shortest)."""
        keys: Picked = (Key("hand", a.card), spot(a.path[-1]))
        ways = [w for w in self._moves(s, seat, a.card) if w.path[-1] == a.path[-1]]
        while len(ways) > 1:
            shortest = min(ways, key=lambda w: len(w.path))
            if shortest == a:
                return keys + (spot(a.path[-1]),)
            via = next((x for x in a.path if x not in shortest.path), None)
            if via is None:
                break
            keys += (spot(via),)
            ways = [w for w in ways if via in w.path]
        return keys

    def shows(self, view: GameState, action: Action) -> Picked:
        s = game(view)
        a = action
        if isinstance(a, ChooseStart):
            return (spot(a.town),)
        if isinstance(a, MovePiste):
            return (spot(a.path[-1]),)
        if isinstance(a, RideLift):
            return (spot(s.c.board.lifts[a.lift].top),)
        if isinstance(a, (RideBus, Walk)):
            return (spot(a.to),)
        if isinstance(a, PlayEvent):
            return tuple(spot(x) for x in aim_spots(s, a.aim)[:1])
        return ()

    # -- words -------------------------------------------------------------------------------
    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        s = game(view)
        c = s.c
        kind, val = key.kind, key.value
        if kind in ("hand", "event", "target"):
            # a private card is named only to the seat whose card it is
            mine = s.hands if kind == "hand" else s.ev_hands if kind == "event" else None
            if viewer is None or (int(val) not in mine[viewer] if mine is not None else s.target[viewer] != int(val)):
                return None
        if kind in ("hand", "display"):
            card = int(val) if kind == "hand" else s.display[int(val)]
            if card is None:
                return None
            p = c.piste[card]
            return f"{p.colour} {p.value}: ski {p.value} spots down a {p.colour} run; points carry on to easier runs"
        if kind == "event":
            e = c.events[int(val)]
            return f"{e.title}: {e.text}"
        if kind == "target":
            t = c.targets[int(val)]
            return f"Secret target, {t.title} ({t.points} points): {t.text}"
        if kind == "discard":
            if not s.discard:
                return "The discard pile is empty: played and discarded cards go here."
            return (f"The discard pile: {len(s.discard)} cards, {s.card_text(s.discard[-1])} "
                    "on top. It becomes the deck when the deck runs out.")
        if kind == "deck":
            return f"The piste deck: {len(s.deck)} cards. Click to take one (right click: one fewer)."
        if kind == "oot":
            return "Play an event card now, out of turn: the screen is handed to that player first."
        if kind == "spot":
            return spot_words(s, int(val))
        if kind == "sun":
            return sun_words(s, int(val))
        return None

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        """Space or Enter with cards of the display or the deck picked: take them."""
        took = taking(picked)
        return TakeCards(seat, *took) if took is not None else None

    def reason(self, view: GameState, move: Action) -> str | None:
        legal = game(view).legal_actions(move.seat)
        if legal and all(isinstance(a, Discard) for a in legal):
            return "it is the card you need least"
        return None

    def you_may(self, view: GameState, seat: int, picked: Picked, out_of_turn: bool) -> str:
        """What ``seat``, at the screen, may do now, in a few words."""
        s = game(view)
        legal = s.legal_actions(seat)
        if out_of_turn:
            return "Play an event card from your hand, or press Done."
        if s.phase == "dusk":
            return ("The sun is setting: play an event card now if one answers, or press Let go "
                    "to let night fall.")
        if s.phase == "start":
            return "Click a lit town to start there."
        if legal and all(isinstance(a, Discard) for a in legal):
            return f"Over {s.c.hand_limit} cards: click cards in your hand to discard them."
        if picked_kind(picked, "event") is not None:
            return ""
        kinds = {type(a) for a in legal}
        most = max((a.deck + len(a.display) for a in legal if isinstance(a, TakeCards)), default=0)
        take = f"take up to {most} card{'' if most == 1 else 's'} here" if most else "take cards"
        words = [w for t, w in ((MovePiste, "ski with a piste card"), (RideLift, "ride a lift"),
                                (RideBus, "take the bus"), (Walk, "walk"), (TakeCards, take),
                                (EndDay, "end your day")) if t in kinds]
        if PlayEvent in kinds:
            words.append("play an event card")
        if not words:
            return "Nothing is possible: press Let go." if Wait in kinds else ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."
