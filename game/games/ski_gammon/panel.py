"""Ski Gammon's side panel, declared (``game/scenes/panel_items.py``): each
skier's row (token, Groschen, equipment, condition cards, lost turns), the
present conditions, the dice and the last card, the choice, offer or debt
under way with its buttons, your own Ski Condition cards, and the trade
builder; the table lays it out under the heading (whose turn it is).

Its places are keyed for the presenter (``presenter.py``), which says what a
click on each does; the offer being built is what is picked there. What is
lit and what is picked is outlined over it by the table, as on the board.
"""
from __future__ import annotations

from typing import Any

from game.core.interaction import Key
from game.scenes.panel_items import (
    Box,
    Button,
    Buttons,
    Card,
    Cards,
    Columns,
    Face,
    Framed,
    Line,
    PanelItem,
    Pic,
    Row,
    Slot,
    Slots,
    Spare,
    Stepper,
    Sub,
    sprite,
)

from . import style
from .faces import condition_picture, held_card
from .journey import SGMotion
from .presenter import GROSCHEN_STEPS, Deal, counter_ok, last_card_text, most_offered, sellable_items


def held(content: Any, cid: int) -> Face:
    """A Ski Condition card of the viewer's, as held in the panel."""
    return lambda size: held_card(content, cid, size)


class SGPanel(SGMotion):
    """The play scene's side panel (the board is ``SkiGammonScene``'s)."""

    @property
    def deal(self) -> Deal | None:
        """The offer being built, if any (what the table's interaction has picked)."""
        return Deal.of(self.touch.picked)

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        if cur is None:
            return "The game is over"
        if s.phase == "opening":
            return f"Who starts? {s.name(cur)} rolls"
        if s.phase == "trade":
            return f"Round {s.round_number()}: {s.name(cur)} answers"
        if s.phase == "owe":
            return f"Round {s.round_number()}: {s.name(cur)} must pay"
        return f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _panel_items(self) -> list[PanelItem]:
        s = self.seen
        goal = f"First to {s.target} Groschen" + (f", or the richest after {s.limit} rounds" if s.limit else "")
        clock = self.clock.text()
        if clock is not None:
            goal += f" · {clock}"
        out: list[PanelItem] = [Sub(goal), *self._rows(s)]
        cur = self.seats.mine()
        deal = self.deal
        if deal is not None and cur is not None:
            # the trade takes the conditions' and the dice's room (the board shows the conditions)
            out.append(self._builder(s, cur, deal))
            return out
        out += self._present()
        out += self._prompt(s, cur)
        out += self._hand(s)
        return out

    def _rows(self, s: Any) -> list[PanelItem]:
        """Each skier: token, name, Groschen; equipment, condition cards, lost turns."""
        n = s.num_seats
        cur = s.current_player()
        mine = self.seats.mine()
        sellable = set() if mine is None or self.seats.handoff_to is not None else sellable_items(s, mine)
        out: list[PanelItem] = []
        for seat in range(n):
            ss = s.setup.seats[seat]
            out_of_game = not s.active(seat)
            g = round(self.motions.score_shown[seat]) if seat < len(self.motions.score_shown) else s.groschen[seat]
            shop = None
            if not out_of_game and self.seats.is_human(seat) and s.phase not in ("over", "opening") and seat != cur \
                    and seat != self.seats.oot:
                # the same button for every human seat but the one to act: buying from the Shoppe at any time
                shop = Button(Key("oot", seat), "Shop")
            bits: list[Pic] = []
            notes: list[str] = []
            if out_of_game:
                notes.append("out of the game")
            else:
                for k in self.content.items:
                    cnt = s.items[seat].get(k, 0)
                    if cnt:
                        bits.append(Pic(sprite(style.sg_item(k)), str(cnt) if cnt > 1 else "",
                                        Key("item", k) if seat == mine and k in sellable else None))
                if s.hands[seat]:
                    bits.append(Pic(sprite(style.sg_back("condition")), f"x{len(s.hands[seat])}", size=(11, 16)))
                if s.phase == "opening" and seat in s.opening["rolls"]:
                    notes.append(f"rolled {s.opening['rolls'][seat]}")
                if s.lose[seat]:
                    notes.append(f"misses {s.lose[seat]} turn{'s' if s.lose[seat] > 1 else ''}")
                if s.half_run[seat]:
                    notes.append("half speed")
            out.append(Row(f"{ss.name}{' (bot)' if seat in self.bots else ''}",
                           f"{s.groschen[seat] if out_of_game else g}",
                           icons=(sprite(style.sg_token(ss.colour, self.app.settings.symbols)),),
                           marked=seat == cur, key=Key("row", seat), dim=out_of_game,
                           right_face=sprite(style.sg_coin()), right_tone="red" if s.groschen[seat] < 0 else "ink",
                           bits=tuple(bits), note=", ".join(notes), note_tone="muted" if out_of_game else "red",
                           button=shop, height=40 if n <= 4 else 34))
        return out

    def _present(self) -> list[PanelItem]:
        """The present conditions; the dice (drawn with the moving things) and the last card drawn."""
        s = self.presented                  # the conditions and the card as the moving tokens have met them
        cond = s.c.conditions[s.present]
        out: list[PanelItem] = [Box((cond.text,), title=cond.name, face=sprite(condition_picture(cond.key)),
                                    key=Key("present"), tone="info", size=11)]
        dice = (Slot(Key("dice"), hot=True, empty=not s.last_dice), Slot(Key("dice", 2), hot=True, empty=not s.last_dice))
        if s.last_card:
            pack = style.PACK_KEY.get(s.last_card.get("pack", ""), "sitzmark")
            whose, _, said = last_card_text(s).partition(": ")      # (its tooltip holds the whole card)
            out.append(Slots(dice, 32, (whose, said), sprite(style.sg_back(pack)), Key("last")))
        else:
            out.append(Slots(dice, 32, ("", "No card drawn yet.")))      # (no first line: the words muted)
        return out

    def _prompt(self, s: Any, cur: int | None) -> list[PanelItem]:
        """The choice, offer or debt under way: for the player at the screen, with its buttons."""
        p = s.pending
        lines: list[str] = []
        buttons: list[Button] = []
        if s.phase == "choose" and p is not None:
            who = s.name(p["seat"])
            if p["kind"] == "top":
                if cur is not None:
                    lines = ["Choose your trail (or click its first space):"]
                    for tid in p["trails"]:
                        t = s.c.trails[tid]
                        buttons.append(Button(Key("trail", tid), f"{t.name} ({t.payout} G)"))
                else:
                    lines = [f"{who} chooses a trail at {p['from']}."]
            else:
                lines = [p.get("label", "Take it?")] if cur is not None else [f"{who}: {p.get('label', '')}"]
                if cur is not None:
                    buttons = [Button(Key("branch", "take"), "Take it", "green"), Button(Key("branch", "stay"), "Stay")]
        elif s.phase == "trade" and s.offer is not None:
            o = s.offer
            said = s.offer_text(o)
            if cur is not None:
                lines = [f"{s.name(o['from'])} offers you {said}."]
                buttons = [Button(Key("answer", "yes"), "Accept", "green"), Button(Key("answer", "no"), "Refuse", "red")]
                if counter_ok(s, cur):
                    buttons.append(Button(Key("answer", "counter"), "Counter"))
            else:
                lines = [f"{s.name(o['from'])} offers {s.name(o['to'])} {said}."]
        elif s.phase == "owe":
            debtor = s.current_player()
            if debtor is not None:
                owed = -s.groschen[debtor]
                if cur is not None:
                    lines = [f"You owe {owed} Groschen: sell equipment (click a piece in your row), "
                             f"offer a trade, or go bust."]
                    buttons = [Button(Key("bust"), "Go bust", "red")]
                else:
                    lines = [f"{s.name(debtor)} owes {owed} Groschen."]
        if not lines:
            return []
        listed = bool(buttons) and buttons[0].key.kind == "trail"     # trails: two to a row
        return [Box(tuple(lines), buttons=tuple(buttons), per_row=2 if listed else 0)]

    def _hand(self, s: Any) -> list[PanelItem]:
        """The viewer's own Ski Condition cards (click one to throw it): always while one
        may be thrown, else where the panel has room."""
        v = self.seats.viewer
        if v is None or self.seats.handoff_to is not None or not s.hands[v]:
            return []
        cards = tuple(Card(Key("card", cid), held(self.content, cid)) for cid in sorted(s.hands[v]))
        hand = Cards(cards, (110, 46), "spread", "Your Ski Condition cards", least=3, gap=6)
        # while one may be thrown the hand is always laid (its cards are clicked); else where there is room
        if v == s.current_player() and any(a.kind == "throw" for a in s.legal_actions(v)):
            return [hand]
        return [Spare((hand,))]

    def _builder(self, s: Any, cur: int, deal: Deal) -> PanelItem:
        """The trade being built: with whom, what each side gives, Groschen; Offer or Cancel."""
        out: list[PanelItem] = []
        if deal.counter:
            out.append(Line(f"Counter-offer to {s.name(deal.to)}", 12, bold=True, tone="ink"))
        else:
            others = [o for o in range(s.num_seats) if o != cur and s.active(o)]
            out.append(Buttons(tuple(Button(Key("to", o), s.name(o), "green" if o == deal.to else "grey")
                                     for o in others), "Trade with:", height=24))
        out.append(Columns((self._side(s, "give", cur, "You give", deal.give, deal.give_g),
                            self._side(s, "get", deal.to, f"{s.name(deal.to)} gives", deal.get, deal.get_g))))
        why = s.why_illegal(deal.offer(cur))
        out.append(Buttons((Button(Key("offer", "send"), "Counter" if deal.counter else "Offer", "green",
                                   able=why is None),
                            Button(Key("offer", "cancel"), "Cancel"))))
        if why:
            out.append(Line(f"({why})", 11, tone="red"))
        return Framed(tuple(out))

    def _side(self, s: Any, key: str, owner: int, head: str, pieces: tuple[str, ...], g: int) -> tuple[PanelItem, ...]:
        """One side of the trade: each piece its owner has, how many go (- and +),
        and the Groschen (- and + by 25 and by 5)."""
        out: list[PanelItem] = [Line(head, 12, bold=True, tone="navy")]
        for k in self.content.items:
            have = s.items[owner].get(k, 0)
            if not have:
                continue
            on = pieces.count(k)
            out.append(Stepper(Pic(sprite(style.sg_item(k)), f"{on} of {have}", size=(18, 18),
                                   tone="ink" if on else "muted"),
                               (Button(Key(key, f"{k}/-"), "-", able=on > 0),
                                Button(Key(key, f"{k}/+"), "+", able=on < s.tradeable(owner, k)))))
        most = most_offered(s, owner)
        steps = [f"-{n}" for n in GROSCHEN_STEPS] + [f"+{n}" for n in reversed(GROSCHEN_STEPS)]
        out.append(Stepper(Pic(sprite(style.sg_coin()), f"{g} G", tone="ink" if g else "muted"),
                           tuple(Button(Key(key, f"g/{step}"), step, able=g > 0 if step.startswith("-") else g < most)
                                 for step in steps)))
        return tuple(out)

    def _your_move(self, cur: int) -> str:
        s = self.seen
        if cur != s.current_player():
            return "Out of turn: buy equipment or a Ski Condition card in the Ski Shoppe, then Done."
        if self.deal is not None:           # the button says Counter for a counter-offer: so do these words
            return f"Build your offer with + and -, then {'Counter' if self.deal.counter else 'Offer'}."
        kinds = {a.kind for a in s.legal_actions(cur)}
        if s.phase == "opening":
            return "Roll the dice to see who starts (Roll or Space)."
        if "trail" in kinds:
            held = s.trail_needs(cur) if (s.pending or {}).get("left") else None
            if held is not None:
                return f"Choose a trail; {held}: buy it in the Ski Shoppe first, or stop at the trail's head."
            return "Choose a trail: click its first space on the board, or its button above."
        if "branch" in kinds:
            return "Take it or stay: the buttons above, or click the lit space."
        if "answer" in kinds:
            return "Accept, refuse or counter the offer."
        if s.phase == "owe":
            return "Sell equipment, trade, or go bust."
        if "wait" in kinds:
            return f"You cannot move ({s.stopped(cur)}): Wait, or throw a card, buy or trade first."
        words = ["roll (or Space)"] if "roll" in kinds else []
        if "throw" in kinds:
            words.append("throw a condition card")
        if "buy" in kinds:
            words.append("buy in the Ski Shoppe")
        if not words:
            return ""
        return "You may " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]) + "."


