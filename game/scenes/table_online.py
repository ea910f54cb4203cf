"""A game played online, at the table: the moves the server tells, shown one
after the other as the table's own (``poll``, every frame), the panel's words
for the seats elsewhere (who is connected, who is thinking, "Waiting for
Ben"), and the connection's trouble said in the status line.

``Online`` owns the table's ``RemoteMatch`` (game/online/remote.py): the game
as this computer's seats may see it, the moves sent, the connection."""
from __future__ import annotations

from typing import TYPE_CHECKING, Generic

from game.view.style import error

from . import recap
from .table_seats import S

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.online.remote import Link, RemoteMatch

    from .table import TableScene

#: the status line while the connection is lost (it is opened again by itself)
LOST = "Connection to the game lost: trying again..."


class Online(Generic[S]):
    def __init__(self, t: TableScene[S], match: RemoteMatch) -> None:
        self.t = t
        self.match = match
        self.said_lost = False
        match.viewing = lambda: t.seats.viewer if t.seats.viewer is not None else t.seats.handoff_to

    @property
    def link(self) -> Link:
        return self.match.conn.link

    def busy(self) -> bool:
        """Is a move on its way to the server, or one of the server's still to be shown?"""
        return self.match.busy()

    def poll(self) -> None:
        """The server's next move, once the table has shown the one before."""
        t, m = self.t, self.match
        idle = t.motions.speed() == 0 or not (t.motions.tweens or t.motions.flights)
        told = m.poll(idle)
        self._say_connection()
        if m.refusal:
            t.status = error(f"The server did not take that move: {m.refusal}.")
            m.refusal = ""
            t.dirty = True
        if told is None:
            return
        t.seats.forget_masks()
        t.panel.forget()
        if told.fresh:
            # opened (again): the moves since, in words only; the seat at the screen reads them in the strip
            viewer = t.seats.viewer
            upto = t.seats.seen_upto.get(viewer, 0) if viewer is not None else 0
            for n, seat, events in told.moves:
                recap.told(t.seats.said, n, seat, None, events)
                t.log = (t.log + [e.text for e in events])[-200:]
            t.motions.settled()
            t.seats.next_viewer()
            if viewer is not None and m.conn.opened > 1 and told.moves:
                t.seats.seen_upto[viewer] = upto
                t.seats.open_recap(viewer)
        else:
            for n, seat, events in told.moves:
                t.show_move(n, seat, None, events)
            t.seats.next_viewer()
        t.files.refresh_log()
        t.dirty = True

    def _say_connection(self) -> None:
        conn, t = self.match.conn, self.t
        if conn.status in ("lost", "refused"):
            words = LOST if conn.status == "lost" else f"The server refused this game: {conn.problem}."
            if t.status != error(words):
                t.status = error(words)
                t.dirty = True
            self.said_lost = True
        elif self.said_lost and conn.status == "connected":
            self.said_lost = False
            t.status = ""
            t.dirty = True

    # -- the panel's words ------------------------------------------------------------
    def waiting_words(self, cur: int) -> str:
        """What the panel says while ``cur``, a seat played elsewhere, is to act."""
        name = self.t.seen.name(cur)
        m = self.match
        if m.bot_of(cur) or self.t.state.setup.seats[cur].kind != "human":
            return f"{name} is thinking..."
        if not m.connected(cur):
            return f"Waiting for {name} (not connected)"
        return f"Waiting for {name}..."

    def played_by_bot(self, seat: int) -> bool:
        """Is this computer's ``seat`` played by a bot on the server now (the host handed
        it over while its player was away)? Its clicks do not count then."""
        return seat in self.link.seats and bool(self.match.bot_of(seat))

    def seats_line(self) -> str:
        """The panel's line on the seats: who plays here, who is connected
        elsewhere, the bots; at the host, the invitation code."""
        m, s = self.match, self.t.seen
        here = m.conn.status == "connected"      # (while this computer is cut off, who is connected is not known)
        parts = []
        for i in range(s.num_seats):
            if i in m.conn.link.seats:
                if m.bot_of(i):              # the host handed this seat to a bot while it was away
                    parts.append(f"{s.name(i)}: a bot plays for you until the host gives the seat back")
                continue
            bot = m.bot_of(i) or (s.setup.seats[i].kind if s.setup.seats[i].kind != "human" else "")
            if bot and here and m.bot_of(i) and m.connected(i):
                back = ": give the seat back in the Game menu" if self.link.host else ""
                parts.append(f"{s.name(i)} is back, a bot still plays{back}")
            elif bot:
                parts.append(f"{s.name(i)}: bot")
            elif here:
                parts.append(f"{s.name(i)}: {'connected' if m.connected(i) else 'away'}")
        line = "Online" if here else "Online, the connection to the game lost"
        line += ". " + ", ".join(parts) + "." if parts else "."
        if self.link.host and self.link.code:       # the host's: what to read to the others over the phone
            line += f" Invitation code: {self.link.code}" + (f", address {self.link.address}" if self.link.address else "")
        elif not self.link.seats:
            line += " Watching."
        return line

    # -- the host's seats elsewhere ------------------------------------------------------
    def handed_seats(self) -> list[int]:
        """The people's seats played elsewhere, which the host may hand to a bot."""
        setup = self.t.state.setup
        return [i for i in sorted(self.t.elsewhere) if setup.seats[i].kind == "human"]

    def hand_label(self, seat: int) -> str:
        name = self.t.state.name(seat)
        return f"Give {name} the seat back" if self.match.bot_of(seat) else f"A bot plays for {name}"

    def hand(self, seat: int) -> str:
        """The host hands ``seat`` to a bot, or gives it back: "" or why not."""
        from game.online.wire import Refused
        bot = "" if self.match.bot_of(seat) else "normal"
        try:
            answer = self.match.conn.ask("hand", match=self.link.match, host=self.link.host, seat=seat, bot=bot)
        except (Refused, ConnectionError, TimeoutError) as e:
            return f"The server did not hand the seat over ({e})."
        self.match.handed[seat] = str(answer.get("bot", bot))     # (till the server's next state says so)
        return ""

    def whole_game(self) -> GameState:
        """The whole game, every seat's hidden things too (to save it: it goes on
        hot-seat from Load): the server's, asked with the host's secret, or the
        finished game. A ValueError or an OSError saying why not."""
        from game.online.wire import Refused
        from game.saves import SaveError, game_from_save
        m = self.match
        if m.whole is not None:
            return m.whole
        if not self.link.host:
            kept = "your seat is kept: Play online, Rejoin" if self.link.seats else \
                "a finished game saves anywhere"
            raise ValueError(f"only the host's computer may save a game online while it is played ({kept}).")
        try:
            answer = m.conn.ask("export", match=self.link.match, host=self.link.host)
        except (Refused, ConnectionError, TimeoutError) as e:
            raise OSError(f"the server did not send the game ({e}).") from None
        try:
            return game_from_save(answer.get("save"), "the game from the server")
        except SaveError as e:
            raise ValueError(f"the server's game cannot be read ({e}).") from None

    def close(self) -> None:
        self.match.conn.close()
