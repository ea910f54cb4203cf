"""Chemin Montagneux's side panel, declared (``game/scenes/panel_items.py``):
whose turn it is, the variants in play, each player's pawns, stock and coins,
the common area, the four dice, the stock of the player at the screen, the
choice under way and what you may do.

Its places are keyed for the presenter (``presenter/``): the dice
(``die:S``), the stock's tiles (``hand:N``), the players' rows (``row:N``),
the common area (``coins``), the variants line (``variants``), and for a move
that asks, its coins (``coin:M3``), flags (``flag:M3``) and the box that makes
it (``accept``). What is lit and what is picked is outlined over it by the
table, as on the board.
"""
from __future__ import annotations

from game.core.interaction import Key
from game.games.chemin_montagneux.rules.state import CMState
from game.scenes.fitted import FittedBoardScene
from game.scenes.panel_items import (
    Button,
    Buttons,
    Card,
    Cards,
    Choices,
    Face,
    Line,
    Option,
    PanelItem,
    Pic,
    Pics,
    Row,
    Slot,
    Slots,
    Spare,
    Sub,
    sprite,
)

from . import style
from .presenter import CheminPresenter
from .presenter.choices import ACTIVITY, Question, Tile, stock_order
from .presenter.words import choice_words, race_words, variant_words, you_may
from .terrain_view.art import ART


def _tile(t: Tile) -> Face:
    return lambda size: ART.face(list(t), 0, size)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class CheminPanel(FittedBoardScene[CMState]):
    """The play scene's side panel (the board is ``CheminScene``'s)."""

    @property
    def presenter(self) -> CheminPresenter:
        """The game's presenter, as the table's interaction holds it."""
        p = self.touch.presenter
        assert isinstance(p, CheminPresenter)
        return p

    def _heading(self) -> str:
        s = self.presented        # whose turn it is as the pieces show it (the move playing is that turn's)
        cur = s.current_player()
        if cur is None:
            return "The game is over"
        return f"Round {s.round_number()}: {s.name(cur)}'s turn"

    def _panel_items(self) -> list[PanelItem]:
        s = self.seen
        return [Sub(self._goal(s), key=Key("variants")), *self._rows(s), self._peaks(s), self._common(s),
                self._dice(s), *self._stock(s), *self._choice()]

    @staticmethod
    def _peaks(s: CMState) -> Line:
        """The race at a glance: which aces stand as peaks, and which are still to come."""
        up = s.peaks()
        stand = [style.SUIT_NAMES[x] for x in style.SUITS if x in up]
        wait = [style.SUIT_NAMES[x] for x in style.SUITS if x not in up]
        words = ("Peaks up: " + ", ".join(stand) if stand else "No peak is up yet") + \
            (f" · still to come: {', '.join(wait)}" if wait and stand else "")
        return Line(words, 12, bold=True, tone="navy", key=Key("peaks"))

    @staticmethod
    def _goal(s: CMState) -> str:
        """The variants in play (one in full, several by name: the tooltip tells them) and the round limit."""
        words = variant_words(s).removeprefix("Variants: ").rstrip(".")
        if words.startswith("The basic game"):
            words = "Basic game"
        elif "; " in words:
            words = ", ".join(v.split(" (")[0] for v in words.split("; "))
        return f"{words} · {s.round_limit} rounds at most" if s.round_limit else words

    def _rows(self, s: CMState) -> list[PanelItem]:
        """A row a player: the pawns, the name, the coins; the suits, the stock and the flags under it."""
        out: list[PanelItem] = []
        for seat in range(s.num_seats):
            pawns = s.seat_pawns(seat)
            n, up = len(s.stock[seat]), sum(1 for t in s.stock[seat] if t[2] == "v")
            # each pawn's race: how far its goal is (the tooltip says where it stands)
            info = ", ".join(f"{style.SUIT_NAMES[style.PAWN_SUIT[p]]}: {race_words(s, p)}" for p in pawns)
            info += f" · {_plural(n, 'tile')}" + (f" ({up} face up)" if up else "")
            if s.p2p:
                info += f" · {_plural(len(s.flags_of(seat)), 'flag')}"
            coin = style.PAWN_SUIT[pawns[0] if pawns else "black"]
            out.append(Row(f"{s.setup.seats[seat].name}{' (bot)' if seat in self.bots else ''}",
                           str(len(s.coins[seat])), icons=tuple(sprite(style.cm_pawn(p)) for p in pawns),
                           icon_size=(22, 33), marked=seat == self.presented.current_player(), key=Key("row", seat),
                           right_face=sprite(style.cm_coin(coin)), note=info, note_tone="muted"))
        return out

    @staticmethod
    def _common(s: CMState) -> Pics:
        """The common area: its coins by suit, and how many."""
        counts = {suit: sum(1 for c in s.common if c[0] == suit) for suit in style.SUITS}
        return Pics(tuple(Pic(sprite(style.cm_coin(suit)), str(k), size=(18, 18)) for suit, k in counts.items() if k),
                    right=f"Common area: {_plural(len(s.common), 'coin')}", key=Key("coins"))

    def _dice(self, s: CMState) -> Slots:
        """The four dice's places (the dice themselves are drawn over the still
        layer: they tumble), each with its activity and cost."""
        seat = self.seats.viewer if self.seats.viewer is not None else (s.current_player() or 0)
        hot = self.seats.mine() is not None and bool(s.dice)
        return Slots(tuple(Slot(Key("die", suit), f"{ACTIVITY[suit]} {s.cost(seat, ACTIVITY[suit])}", hot=hot,
                                empty=not s.dice, blank=sprite(style.cm_suit(suit))) for suit in style.SUITS),
                     50, spread=True)

    def _stock(self, s: CMState) -> list[PanelItem]:
        """The stock of the player at the screen, a tile a click."""
        if self.seats.viewer is None or self.seats.handoff_to is not None:
            return []
        st = stock_order(s.stock[self.seats.viewer])
        return [Cards(tuple(Card(Key("hand", i), _tile(t), border=True) for i, t in enumerate(st)), (34, 34),
                      how="rows", title=f"Your stock: {_plural(len(st), 'tile')}", gap=4)]

    def _choice(self) -> list[PanelItem]:
        """The choice under way (a die and the tile it lays, a pawn) and its next
        click; a move that asks: the coins to pay or take and the flags, those
        chosen lit, and the box that makes it (its words make way where room is short)."""
        seat = self.seats.mine()
        if seat is None:
            return []
        msg = choice_words(self.presenter, self.seen, seat, self.touch.picked)
        q = self.presenter.question(self.seen, seat, self.touch.picked)
        if q is None:
            return [Line(msg, 12, bold=True, tone="notice", most=2)] if msg else []
        # the words make way for the question where room is short (the status line says what to do)
        words: list[PanelItem] = [Spare((Line(msg, 12, bold=True, tone="notice", most=4),))] if msg else []
        return words + self._question(q)

    def _question(self, q: Question) -> list[PanelItem]:
        out: list[PanelItem] = []
        for label, kind, coins, chosen in (("Pay:" if q.paying else "Take:", "coin", q.offer, q.chosen),
                                           ("Flag:", "flag", q.flags, (q.flag,))):
            if coins:
                out.append(Choices(label, tuple(Option(Key(kind, c), sprite(style.cm_coin(c[0])), c[1], c in chosen)
                                                for c in coins)))
        fails = q.fails is not None
        label = "Do it: nothing happens, your turn passes" if fails else "OK: make the move as chosen"
        # greyed while too few or too many coins are chosen
        out.append(Buttons((Button(Key("accept"), label, "warn" if fails else "ok", "accept" in self.touch.lit()),),
                           height=32))
        return out

    def _your_move(self, cur: int) -> str:
        s = self.seen
        return you_may(self.presenter, s, cur, self.touch.picked)
