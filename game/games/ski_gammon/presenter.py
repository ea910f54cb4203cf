"""Ski Gammon's interaction (no pygame): what a skier may click and what each
click does, from the game as that skier sees it.

Keys on the board: ``space:W/N`` (lift space ``lift/N`` or trail space
``schuss/N``), ``label:T`` (a trail's name at its top: its first space),
``foot:T`` (its name at its foot), ``shoppe:K`` (a piece in the Ski Shoppe)
and ``place:P`` (START, the Summit House, the Present Conditions box, the
three packs, the Shoppe). On the panel: ``card:N`` (one of your Ski
Condition cards), ``item:K`` (a piece in your row, to sell), ``trail:T``,
``branch:take`` / ``branch:stay``, ``answer:yes`` / ``no`` / ``counter``,
``bust``, the players' rows ``row:N`` and their Shop buttons ``oot:N``
(buying out of turn: the table hands the screen over), ``present``, ``dice``, ``last`` and
``log``; the trade builder's ``to:N``, ``give:K/+`` and ``get:K/-`` (a piece
more or fewer), ``give:g/+25`` and ``get:g/-5`` (Groschen), ``offer:send``
and ``offer:cancel``. The buttons: Roll, Wait, Buy card and Trade.

Most moves are one click. An offer is built on the panel: Trade (or Counter,
to answer an offer with one of your own), the skier to trade with, + and -
on each side, then Offer. The offer being built is what is picked
(``Deal``): the builder is the presenter's, the scene only draws it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.interaction import ButtonSpec, Key, Outcome, Picked, button
from game.core.protocol import Action, GameState

from .rules.actions import Answer, Branch, Buy, BuyCondition, ChooseTrail, GoBust, Offer, Roll, Sell, Throw, Wait
from .rules.state import SGState

BUTTONS: tuple[ButtonSpec, ...] = (
    ButtonSpec("roll", "Roll", tip="Roll the dice and move your skier (Space).",
               off_tip="Only at the start of your turn."),
    ButtonSpec("wait", "Wait", tip="Your skier cannot move this turn: wait, and the turn passes.",
               off_tip="Only when your skier cannot move with the roll."),
    ButtonSpec("buy_card", "Buy card", tip="Buy a Ski Condition card from the pack, sight unseen (three in hand "
                                          "at most).",
               off_tip="Only with a free place in your hand, enough Groschen, and cards left in the pack."),
    ButtonSpec("trade", "Trade", tip="Offer another skier a trade: equipment for equipment or Groschen.",
               off_tip="Only on your turn, with something to trade and a skier to trade with."))
GROSCHEN_STEPS = (25, 5)     # the builder's Groschen buttons: 25 and 5 a click (every sum is paid in pieces of 5)
NEW, COUNTER = Key("trade", "new"), Key("trade", "counter")     # a deal's first key: an offer, or a counter-offer


def game(view: GameState) -> SGState:
    if not isinstance(view, SGState):
        raise TypeError(f"Ski Gammon's presenter was given {type(view).__name__}")
    return view


# -- where the tokens are shown ---------------------------------------------------------
def token_place(s: SGState, seat: int) -> tuple[str, int] | None:
    """Where a skier's token is shown: his place, or the top of the lift (the
    Summit House) while he chooses his trail there; None when out."""
    where, n = s.pos[seat]
    if where == "out":
        return None
    p = s.pending
    if s.phase == "choose" and p is not None and p.get("kind") == "top" and p.get("seat") == seat:
        return ("summit", 0) if p.get("from") == "the Summit House" else ("lift", s.c.lift_top)
    return (str(where), int(n))


def tokens_by_place(s: SGState) -> dict[tuple[str, int], list[int]]:
    """The seats whose tokens stand at each place (drawn side by side there)."""
    groups: dict[tuple[str, int], list[int]] = {}
    for seat in range(s.num_seats):
        place = token_place(s, seat)
        if place is not None:
            groups.setdefault(place, []).append(seat)
    return groups


def space_key(where: str, n: int) -> Key:
    return Key("space", f"{where}/{n}")


# -- the trade being built ----------------------------------------------------------------
@dataclass(frozen=True)
class Deal:
    """The offer being built: to whom, the pieces each side gives (in the
    content's order, one per copy), the Groschen each side gives, and whether
    it answers an offer (a counter-offer goes back to its maker)."""
    to: int
    give: tuple[str, ...] = ()
    get: tuple[str, ...] = ()
    give_g: int = 0
    get_g: int = 0
    counter: bool = False

    def keys(self) -> Picked:
        """The deal as what is picked."""
        return ((COUNTER if self.counter else NEW, Key("trade", f"to/{self.to}"))
                + tuple(Key("trade", f"give/{k}") for k in self.give) + tuple(Key("trade", f"get/{k}") for k in self.get)
                + (Key("trade", f"give_g/{self.give_g}"), Key("trade", f"get_g/{self.get_g}")))

    @staticmethod
    def of(picked: Picked) -> Deal | None:
        """The deal that ``picked`` holds, or None (no trade is being built)."""
        if not picked or picked[0] not in (NEW, COUNTER):
            return None
        to, give_g, get_g = 0, 0, 0
        give: list[str] = []
        get: list[str] = []
        for key in picked[1:]:
            field, _, val = key.removeprefix("trade:").partition("/")
            if field == "to":
                to = int(val)
            elif field == "give":
                give.append(val)
            elif field == "get":
                get.append(val)
            elif field == "give_g":
                give_g = int(val)
            elif field == "get_g":
                get_g = int(val)
        return Deal(to, tuple(give), tuple(get), give_g, get_g, picked[0] == COUNTER)

    def offer(self, seat: int) -> Offer:
        return Offer(seat, self.to, give=self.give, give_groschen=self.give_g, get=self.get,
                     get_groschen=self.get_g)


def deal_of(picked: Picked) -> Deal | None:
    return Deal.of(picked)


def why_no_offer(s: SGState, seat: int) -> str | None:
    """Why ``seat`` may not start an offer now (None: he may)."""
    if s.current_player() != seat:
        return "it is not your move"
    if s.phase not in ("turn", "owe"):
        return {"trade": "first answer the offer", "choose": "first make your choice",
                "opening": "first roll to see who starts"}.get(s.phase, "not now")
    if s.offers_by(seat) >= s.c.n("offers_per_turn"):
        return f"a skier may make {s.c.n('offers_per_turn')} offers in a turn"
    if not [o for o in s.actives() if o != seat]:
        return "there is nobody to trade with"
    return None


def sellable_items(s: SGState, seat: int) -> set[str]:
    """The pieces ``seat`` may sell to the Ski Shoppe now (clickable in his row)."""
    return {a.item for a in s.legal_actions(seat) if isinstance(a, Sell)}


def counter_ok(s: SGState, seat: int) -> bool:
    """May ``seat`` answer the offer made to him with one of his own?"""
    o = s.offer
    return o is not None and o["counters"][1 if seat == o["to0"] else 0] < s.c.n("counters")


def new_deal(s: SGState, seat: int) -> Deal:
    """A fresh offer: to the next skier still in the game, nothing on either side."""
    n = s.num_seats
    others = [(seat + i) % n for i in range(1, n) if s.active((seat + i) % n)]
    return Deal(others[0] if others else seat)


def counter_deal(s: SGState) -> Deal | None:
    """The offer made to you, the other way round: what they gave is what you now get."""
    o = s.offer
    if o is None:
        return None
    return Deal(int(o["from"]), _ordered(s, o["get"]), _ordered(s, o["give"]), int(o["get_groschen"]),
                int(o["give_groschen"]), counter=True)


def _ordered(s: SGState, pieces: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k in s.c.items for _ in range(list(pieces).count(k)))


def step_deal(s: SGState, seat: int, deal: Deal, side: str, val: str) -> tuple[Deal, str]:
    """A + or - on one side of the deal: the deal after it, and the words when
    the rules keep it from going further."""
    owner = seat if side == "give" else deal.to
    what, _, sign = val.partition("/")
    up = sign.startswith("+")
    if what == "g":
        step = int(sign[1:] or GROSCHEN_STEPS[0])
        piece = s.c.n("groschen_piece")
        g = (deal.give_g if side == "give" else deal.get_g) + (step if up else -step)
        g = max(0, min(most_offered(s, owner), g)) // piece * piece
        return (replace(deal, give_g=g) if side == "give" else replace(deal, get_g=g)), ""
    pieces = deal.give if side == "give" else deal.get
    have = s.tradeable(owner, what)            # (the rules' own count: a pair of skis always stays)
    now = pieces.count(what) + (1 if up else -1)
    said = ""
    if up and now > have:
        name = s.c.items[what].name if what in s.c.items else what
        said = (f"{s.name(owner)} keeps a pair of skis at all times." if what == "skis"
                else f"{s.name(owner)} has no more {name} to trade.")
    now = max(0, min(have, now))
    rest = _ordered(s, [k for k in pieces if k != what] + [what] * now)
    return (replace(deal, give=rest) if side == "give" else replace(deal, get=rest)), said


def most_offered(s: SGState, owner: int) -> int:
    """The most Groschen ``owner`` can put in a trade: all he has, in whole pieces."""
    piece = s.c.n("groschen_piece")
    return max(0, s.groschen[owner]) // piece * piece


def groschen_steps(side: str, diff: int) -> Picked:
    """The clicks that move one side's Groschen by ``diff`` (a multiple of 5):
    twenty-fives, then fives."""
    sign = "+" if diff > 0 else "-"
    out: list[Key] = []
    left = abs(diff)
    for step in GROSCHEN_STEPS:
        out += [Key(side, f"g/{sign}{step}")] * (left // step)
        left %= step
    return tuple(out)


def last_card_text(s: SGState) -> str:
    """The last card drawn, in words."""
    lc = s.last_card
    pack = lc.get("pack", "")
    cards = s.c.sitzmark if pack == "Sitzmark" else s.c.apres
    card = cards[int(lc["id"])]
    sip = f" {card.sip}" if s.sipping and card.sip else ""
    return f"{pack} card for {s.name(int(lc['seat']))}: {card.text}{sip}"


class SkiGammonPresenter:
    buttons: tuple[ButtonSpec, ...] = BUTTONS

    # -- what may be clicked --------------------------------------------------------------
    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        """The board's places and the panel's things a skier clicks for a move
        (the trails, the branch, the Shoppe, the pack, his cards; what he may
        sell while in debt) and the buttons that do something."""
        s = game(view)
        out: set[Key] = set()
        legal = s.legal_actions(seat)
        for a in legal:
            if isinstance(a, ChooseTrail):
                out |= {space_key(a.trail, 1), Key("trail", a.trail)}
            elif isinstance(a, Branch) and a.take and (way := self._branch_key(s)) is not None:
                out.add(way)
            elif isinstance(a, Buy):
                out.add(Key("shoppe", a.item))
            elif isinstance(a, BuyCondition):
                out |= {Key("place", "condition_pack"), button("buy_card")}
            elif isinstance(a, Throw):
                out.add(Key("card", a.card))
            elif isinstance(a, Sell) and s.phase == "owe":       # in debt: what may be sold is lit
                out.add(Key("item", a.item))
            elif isinstance(a, (Roll, Wait)):
                out.add(button(a.kind))
        if legal and why_no_offer(s, seat) is None:
            out.add(button("trade"))
        return frozenset(out)

    @staticmethod
    def _branch_key(s: SGState) -> Key | None:
        """The space the way on offer leads to (the Boomer branch, the cut-off);
        None when no way is on offer."""
        p = s.pending
        if s.phase != "choose" or p is None or "to" not in p:
            return None
        where, n = p["to"]
        return space_key(str(where), max(1, int(n)))

    # -- clicks ---------------------------------------------------------------------------------
    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        s = game(view)
        if key is None:
            return Outcome(picked=picked)            # a click on nothing leaves a trade half built be
        kind, val = key.kind, key.value
        moves: dict[str, Action] = {"button:roll": Roll(seat), "button:wait": Wait(seat),
                                    "button:buy_card": BuyCondition(seat), "place:condition_pack": BuyCondition(seat),
                                    "bust": GoBust(seat), "answer:yes": Answer(seat, True),
                                    "answer:no": Answer(seat, False), "branch:take": Branch(seat, True),
                                    "branch:stay": Branch(seat, False)}
        if key in moves:
            return Outcome(act=moves[key])
        if kind == "item":
            return Outcome(act=Sell(seat, val))
        if kind == "trail":
            return Outcome(act=ChooseTrail(seat, val))
        if kind == "shoppe":
            return Outcome(act=Buy(seat, val))
        if kind == "card":
            return Outcome(act=Throw(seat, int(val)))
        if kind in ("space", "label"):
            return self._space(s, seat, picked, val if kind == "space" else f"{val}/1")
        if key == button("trade"):
            why = why_no_offer(s, seat)
            return Outcome(picked=picked, say=f"Not now: {why}.") if why else Outcome(picked=new_deal(s, seat).keys())
        if key == "answer:counter":
            deal = counter_deal(s)
            if deal is None or not counter_ok(s, seat):
                return Outcome(picked=picked, say="Not now: no more counter-offers to this offer.")
            return Outcome(picked=deal.keys())
        deal = Deal.of(picked)
        if deal is None:
            return Outcome(picked=picked)
        if kind == "to" and not deal.counter:
            return Outcome(picked=replace(deal, to=int(val), get=(), get_g=0).keys())
        if kind in ("give", "get"):
            after, said = step_deal(s, seat, deal, kind, val)
            return Outcome(picked=after.keys(), say=said)
        if key == "offer:send":
            return Outcome(act=deal.offer(seat))
        if key == "offer:cancel":
            return Outcome()
        return Outcome(picked=picked)

    def _space(self, s: SGState, seat: int, picked: Picked, val: str) -> Outcome:
        """A space on the board: at the top, a trail's first space chooses it; at
        a branch, where the way leads takes it."""
        where, _, n = val.partition("/")
        p = s.pending
        if s.phase == "choose" and p is not None and s.current_player() == seat:
            if p["kind"] == "top":
                if where in s.c.trails and int(n) <= 1:
                    return Outcome(act=ChooseTrail(seat, where))
                return Outcome(picked=picked, say="Click the first space of an open trail (or its name on the panel).")
            if space_key(where, int(n)) == self._branch_key(s):
                return Outcome(act=Branch(seat, True))
        return Outcome(picked=picked)

    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        s = game(view)
        a = action
        if isinstance(a, (Roll, Wait, BuyCondition)):
            return (button(a.kind),)
        if isinstance(a, ChooseTrail):
            return (space_key(a.trail, 1),)
        if isinstance(a, Branch):
            way = self._branch_key(s) if a.take else None
            return (way,) if way is not None else (Key("branch", "take" if a.take else "stay"),)
        if isinstance(a, Throw):
            return (Key("card", a.card),)
        if isinstance(a, Buy):
            return (Key("shoppe", a.item),)
        if isinstance(a, Sell):
            return (Key("item", a.item),)
        if isinstance(a, GoBust):
            return (Key("bust"),)
        if isinstance(a, Answer):
            return (Key("answer", "yes" if a.accept else "no"),)
        if isinstance(a, Offer):
            return self._offer_steps(s, seat, a)
        raise ValueError(f"no way to click {a}")

    @staticmethod
    def _offer_steps(s: SGState, seat: int, a: Offer) -> Picked:
        """Trade (or Counter), the skier, each piece more or fewer, the Groschen, Offer."""
        keys: list[Key] = []
        if s.phase == "trade":
            deal = counter_deal(s)
            if deal is None:
                raise ValueError(f"no offer to counter with {a}")
            keys.append(Key("answer", "counter"))
        else:
            deal = new_deal(s, seat)
            keys.append(button("trade"))
            if a.to != deal.to:
                keys.append(Key("to", a.to))
                deal = replace(deal, to=a.to)
        for side, now, want in (("give", deal.give, a.give), ("get", deal.get, a.get)):
            for k in s.c.items:
                diff = want.count(k) - now.count(k)
                keys += [Key(side, f"{k}/{'+' if diff > 0 else '-'}")] * abs(diff)
        keys += groschen_steps("give", a.give_groschen - deal.give_g)
        keys += groschen_steps("get", a.get_groschen - deal.get_g)
        return (*keys, Key("offer", "send"))

    def shows(self, view: GameState, action: Action) -> Picked:
        a = action
        if isinstance(a, ChooseTrail):
            return (space_key(a.trail, 1),)
        if isinstance(a, Buy):
            return (Key("shoppe", a.item),)
        if isinstance(a, BuyCondition):
            return (Key("place", "condition_pack"),)
        if isinstance(a, Throw):
            return (Key("place", "conditions"),)
        return ()

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        """Space or Enter: roll when you may, else wait when the conditions stop you."""
        legal = game(view).legal_actions(seat)
        return next((a for a in (Roll(seat), Wait(seat)) if a in legal), None)

    def reason(self, view: GameState, move: Action) -> str | None:
        return None

    # -- tooltips ---------------------------------------------------------------------------------
    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        s = game(view)
        kind, val = key.kind, key.value
        if kind in ("space", "label", "foot", "shoppe", "place"):
            return board_tip(s, kind, val)
        if kind in ("row", "present", "dice", "last"):
            return _panel_tip(s, kind, val)
        if kind == "card":
            # a Ski Condition card is named only to the seat whose card it is
            if viewer is None or int(val) not in s.hands[viewer]:
                return None
            cond = s.c.conditions[int(val)]
            why = s.may_throw(viewer)
            how = "Click to throw it onto the Present Conditions box." if why is None else f"Not now: {why}."
            return f"{cond.name}: {cond.text} {how}"
        if kind in ("to", "give", "get", "offer"):
            return _builder_tip(s, kind, val, Deal.of(picked), viewer)
        return _button_tip(s, kind, val)


def board_tip(s: SGState, kind: str, val: str) -> str | None:
    """The words for a place on the board."""
    c = s.c
    if kind == "shoppe":
        it = c.items[val]
        return (f"{it.name.capitalize()}: {it.base} Groschen at START, {it.away} anywhere else; the Shoppe buys "
                f"one back for {it.sell}. {s.shoppe[val]} left in the Ski Shoppe.")
    if kind == "space":
        where, _, n = val.partition("/")
        return _space_tip(s, where, int(n))
    if kind == "label":
        t = c.trails[val]
        return f"{t.name}: {t.length} spaces; it pays {t.payout} Groschen at the bottom."
    if kind == "foot":
        t = c.trails[val]
        return f"The foot of {t.name}: a skier who reaches its yellow square collects {t.payout} Groschen."
    return _place_tip(s, val)


def _who(s: SGState, place: tuple[str, int]) -> str:
    names = [s.name(o) for o in range(s.num_seats) if token_place(s, o) == place]
    return (" " + " and ".join(names) + (" is" if len(names) == 1 else " are") + " here.") if names else ""


def _space_tip(s: SGState, where: str, n: int) -> str:
    c = s.c
    if where == "lift":
        branch = f" The {c.trails[c.branch[n]].name} trail branches off here." if n in c.branch else ""
        top = " The top of the lift." if n == c.lift_top else ""
        return f"Lift space {n}.{branch}{top}{_who(s, (where, n))}"
    t = c.trails[where]
    colour = t.colours[n - 1]
    what = {"white": "", "red": " Red: a skier who stops here draws a Sitzmark card.",
            "blue": " Blue: a skier who stops here turns up a new Ski Condition.",
            "yellow": f" The bottom: {t.payout} Groschen and an Apres Ski card."}[colour]
    cut = ""
    if (where, n) in c.cutoffs:
        to, k = c.cutoffs[(where, n)]
        cut = f" A skier who stops here may take the cut-off to {c.trails[to].name} {k}."
    return f"{t.name} {n}.{what}{cut}{_who(s, (where, n))}"


def _place_tip(s: SGState, place: str) -> str:
    c = s.c
    if place == "start":
        return "START, at the base: the lift goes up from here, and equipment is cheaper here." + \
            _who(s, ("start", 0))
    if place == "summit":
        return "The Summit House, at the top: a skier sent here skis down a trail from it." + _who(s, ("summit", 0))
    if place == "conditions":
        cond = c.conditions[s.present]
        return f"Present Conditions: {cond.name}. {cond.text}"
    if place == "condition_pack":
        return (f"The Ski Condition pack: {len(s.cond_pack)} cards. A blue space turns up its top card; "
                f"you may buy one, sight unseen, for {c.n('condition_price')} Groschen.")
    if place == "sitzmark_pack":
        return f"The Sitzmark pack: {len(s.sitz_pack)} cards, drawn on a red space."
    if place == "apres_pack":
        return f"The Apres Ski pack: {len(s.apres_pack)} cards, drawn at the bottom of a trail."
    return "The Ski Shoppe: click a piece to buy it."


def _panel_tip(s: SGState, kind: str, val: str) -> str | None:
    """The words for a skier's row, the present conditions, the dice and the last card."""
    c = s.c
    if kind == "row":
        seat = int(val)
        items = ", ".join(f"{n} x {c.items[k].name}" if n > 1 else c.items[k].name
                          for k, n in s.items[seat].items()) or "no equipment"
        lose = f"; misses {s.lose[seat]} turn{'s' if s.lose[seat] > 1 else ''}" if s.lose[seat] else ""
        return (f"{s.name(seat)}: {s.groschen[seat]} Groschen, at {s.place_label(seat)}; {items}; "
                f"{len(s.hands[seat])} Ski Condition card{'s' if len(s.hands[seat]) != 1 else ''}{lose}.")
    if kind == "present":
        cond = c.conditions[s.present]
        need = c.n("throw_after")
        return (f"Present Conditions: {cond.name}. {cond.text} They have lasted {s.present_rolls} roll"
                f"{'s' if s.present_rolls != 1 else ''}; a card may be thrown over them after {need}.")
    if kind == "dice":
        return "The dice: two at full speed, one at half speed. Doubles roll again."
    return last_card_text(s) if s.last_card else None


def _button_tip(s: SGState, kind: str, val: str) -> str | None:
    """The words for the panel's own buttons and places."""
    c = s.c
    if kind == "item":
        it = c.items[val]
        return f"Your {it.name}: click to sell to the Ski Shoppe for {it.sell} Groschen."
    if kind == "trail":
        t = c.trails[val]
        return f"Ski {t.name}: {t.length} spaces, {t.payout} Groschen at the bottom."
    if kind == "branch":
        return "Leave the way you are on for the other trail." if val == "take" else "Stay on your way."
    if kind == "bust":
        return "Leave the game: the bank takes what you owe, your equipment goes back to the Ski Shoppe."
    if kind == "answer":
        return {"yes": "Accept the trade.", "no": "Refuse the trade.",
                "counter": "Answer with an offer of your own."}.get(val)
    if kind == "log":
        return "The game so far: click for the whole log."
    if kind == "oot":
        return (f"{s.name(int(val))}: buy from the Ski Shoppe now, out of turn (a piece, or a Ski Condition "
                "card). The screen is handed to that skier first.")
    return None


def _builder_tip(s: SGState, kind: str, val: str, deal: Deal | None, viewer: int | None) -> str | None:
    """The words for the trade builder's buttons; a + that can add no more says why."""
    if kind == "to":
        return f"Trade with {s.name(int(val))}."
    if kind == "offer":
        return "Make this offer." if val == "send" else "Forget this trade."
    what, _, sign = val.partition("/")
    up = sign.startswith("+")
    side = "what you give" if kind == "give" else "what you ask for"
    if what == "g":
        n = int(sign[1:] or GROSCHEN_STEPS[0])
        thing = "one Groschen" if n == 1 else f"{n} Groschen"
        return f"{'Add' if up else 'Take away'} {thing} {'to' if up else 'from'} {side}."
    name = s.c.items[what].name if what in s.c.items else what
    if up and deal is not None and viewer is not None:
        owner = viewer if kind == "give" else deal.to
        if (deal.give if kind == "give" else deal.get).count(what) >= s.tradeable(owner, what):
            _, said = step_deal(s, viewer, deal, kind, val)      # the rules' own words for why not
            return said or f"No more {name} to add."
    return f"{'Add' if up else 'Take away'} {name} {'to' if up else 'from'} {side}."
