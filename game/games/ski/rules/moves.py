"""Ski the Mountain: what each action does to the table once it is legal (the
handler ``SkiState.apply`` calls for each kind of action), and the steps the
event cards' effects (effects.py) share with them: arriving at a spot,
scoring a run, riding a lift or the bus, closing a piste or a lift, drawing
piste cards. Part of ``SkiState`` (state.py)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from game.core.protocol import Event

from .actions import ChooseStart, Discard, EndDay, MovePiste, PlayEvent, RideBus, RideLift, TakeCards, Wait, Walk
from .board import LIFT_TYPE_NAMES
from .effects import EFFECTS
from .parts import SkiParts

if TYPE_CHECKING:
    from .state import SkiState


class SkiMoves(SkiParts):
    """What each action does, and the steps the event cards share: a part of SkiState."""

    # -- the handlers ----------------------------------------------------
    def _do_choose(self, a: ChooseStart, ev: list[Event], facts: list) -> None:
        self.pos[a.seat] = a.town
        ev.append(Event("start", f"{self.name(a.seat)} starts in {self.spot_label(a.town)}", a.seat,
                        {"spot": a.town}))
        if self._next_chooser() is None:
            self.phase = "play"
            self.turn = self._setup.first_player % len(self.pos)
            self.round = 1
            ev.append(Event("round", f"Round 1 begins: {self.c.sunset_track[0].name}", None,
                            {"round": 1, "sun": 0}))

    def _do_take(self, a: TakeCards, ev: list[Event], facts: list) -> None:
        got: list[int] = []
        for i in a.display:
            card = self.display[i]
            assert card is not None              # why_illegal saw it there
            got.append(card)
            self.display[i] = None
        drawn = []
        for _ in range(a.deck):
            card = self._draw_piste()
            if card is not None:
                drawn.append(card)
        hand = self.hands[a.seat]
        hand.extend(got)
        hand.extend(drawn)
        parts = []
        if got:
            parts.append(", ".join(self.card_text(x) for x in got) + " from the display")
        if drawn:
            parts.append(f"{len(drawn)} from the deck")
        ev.append(Event("take", f"{self.name(a.seat)} takes {' and '.join(parts)}", a.seat,
                        {"display": list(a.display), "display_cards": got, "deck": len(drawn)},
                        {"drawn": drawn}))
        self.main_done = True

    def _do_discard(self, a: Discard, ev: list[Event], facts: list) -> None:
        self.hands[a.seat].remove(a.card)
        self.discard.append(a.card)
        ev.append(Event("discard", f"{self.name(a.seat)} discards {self.card_text(a.card)}", a.seat,
                        {"card": a.card}))

    def _do_move(self, a: MovePiste, ev: list[Event], facts: list) -> None:
        seat = a.seat
        p = self.c.piste[a.card]
        self.hands[seat].remove(a.card)
        self.discard.append(a.card)
        start = self.pos[seat]
        self.boost = 0
        ev.append(Event("move", f"{self.name(seat)} plays {p.colour} {p.value} and skis {len(a.path)} "
                        f"spot{'s' if len(a.path) != 1 else ''} from {self.spot_label(start)} to "
                        f"{self.spot_label(a.path[-1])}", seat,
                        {"card": a.card, "from": start, "path": list(a.path)}))
        spots = self.c.board.spots
        for s in a.path:
            self.pos[seat] = s
            sp = spots[s]
            if sp.kind == "piste":
                self.progress[seat].append(s)
                facts.append({"on": "ski", "seat": seat, "colour": sp.colour})
            else:
                self._score_run(seat, ev, facts)
                facts.append(self._arrive(seat, s, "ski"))
        facts.append({"on": "move", "seat": seat, "spots": len(a.path)})
        if self.progress[seat]:
            # points are scored on reaching a station: say they are not lost (a play-test
            # read a descent that stopped on the piste as "scored nothing")
            k = len(self.progress[seat])
            ev.append(Event("run_so_far", f"{self.name(seat)} has {k} piste spot{'s' * (k != 1)} skied since "
                            f"the last station: their points come at the next station", seat,
                            {"spots": list(self.progress[seat])}))
        self.main_done = True

    def _arrive(self, seat: int, spot: int, how: str) -> dict[str, Any]:
        return {"on": "arrive", "seat": seat, "spot": spot, "spot_kind": self.c.board.spots[spot].kind,
                "how": how}

    def _score_run(self, seat: int, ev: list[Event], facts: list) -> None:
        """The skier reached a station: score the run skied since the last one."""
        prog = self.progress[seat]
        self.progress[seat] = []
        if not prog:
            return
        runs = self.c.board.runs
        spots = self.c.board.spots
        counted = [True] * len(prog)
        numbered_pts = 0
        done_names = []
        seen_runs: list[str] = []
        for sid in prog:
            r = spots[sid].run
            if r and r not in seen_runs:
                seen_runs.append(r)
        for rname in seen_runs:
            run = runs.get(rname)
            if run is None or not run.numbered:
                continue
            seq = run.spots
            for i in range(len(prog) - len(seq) + 1):
                if tuple(prog[i:i + len(seq)]) != seq:
                    continue
                if rname in self.snowflakes[seat]:
                    # Skied in full again: plain points, but it still counts for a target.
                    facts.append({"on": "run_again", "seat": seat, "run": rname})
                    break
                for j in range(i, i + len(seq)):
                    counted[j] = False
                numbered_pts += self.c.run_recorder[rname]
                self.snowflakes[seat].append(rname)
                done_names.append(rname)
                facts.append({"on": "named_run", "seat": seat, "run": rname, "colour": run.colour})
                break
        plain = sum(counted)
        self.score[seat]["runs"] += plain
        self.score[seat]["numbered_runs"] += numbered_pts
        facts.append({"on": "run_scored", "seat": seat})
        # in the words of the rules: a point a piste spot skied since the last station, and a numbered
        # run skied whole scores the run recorder's points instead of its spots' (a play-test read
        # "completes a run: 0 points; Le Cauchemar in one go, 9 points" as a contradiction)
        who, s_ = self.name(seat), "s" if plain != 1 else ""
        if done_names:
            runs_said = " and ".join(f"{r} skied whole, {self.c.run_recorder[r]} points on the run recorder"
                                     for r in done_names)
            text = f"{who} reaches a station: {runs_said}" + (
                f", and {plain} point{s_} for the other piste spots" if plain else "")
        else:
            # (the station itself is a spot of the move but scores nothing: play-tests read "skis 4
            # spots ... scores 3 points" as a sum gone wrong)
            text = f"{who} reaches a station and scores {plain} point{s_}, one for each piste spot skied since " \
                   f"the last station (a station scores none)"
        ev.append(Event("score_run", text, seat, {"spots": list(prog), "points": plain + numbered_pts,
                                                  "plain": plain, "named_runs": done_names}))

    def _do_lift(self, a: RideLift, ev: list[Event], facts: list) -> None:
        lift = self.c.board.lifts[a.lift]
        self._ride(a.seat, lift.id, ev, facts)
        self.main_done = True

    def _ride(self, seat: int, lift_id: int, ev: list[Event], facts: list) -> None:
        lift = self.c.board.lifts[lift_id]
        self.pos[seat] = lift.top
        self.progress[seat] = []
        ev.append(Event("lift", f"{self.name(seat)} rides {lift.label} ({LIFT_TYPE_NAMES[lift.type]}) "
                        f"up to {self.spot_label(lift.top)}", seat,
                        {"lift": lift.id, "from": lift.bottom, "to": lift.top}))
        facts.append({"on": "lift_ride", "seat": seat, "lift": lift.id, "lift_type": lift.type,
                      "spot": lift.top})
        facts.append(self._arrive(seat, lift.top, "lift"))

    def _do_bus(self, a: RideBus, ev: list[Event], facts: list) -> None:
        self._bus(a.seat, [a.to], ev, facts)
        self.main_done = True

    def _bus(self, seat: int, route: list[int], ev: list[Event], facts: list) -> None:
        start = self.pos[seat]
        self.pos[seat] = route[-1]
        self.progress[seat] = []
        ev.append(Event("bus", f"{self.name(seat)} takes the bus from {self.spot_label(start)} to "
                        f"{self.spot_label(route[-1])}", seat, {"from": start, "path": route}))
        facts.append({"on": "bus_ride", "seat": seat, "from": start, "spot": route[-1], "stops": len(route)})
        facts.append(self._arrive(seat, route[-1], "bus"))

    def _do_walk(self, a: Walk, ev: list[Event], facts: list) -> None:
        start = self.pos[a.seat]
        assert start is not None               # a skier walks from where it stands
        if not self.walked:
            self.walked.append(start)
        self.walked.append(a.to)
        self.pos[a.seat] = a.to
        ev.append(Event("walk", f"{self.name(a.seat)} walks from {self.spot_label(start)} to "
                        f"{self.spot_label(a.to)}", a.seat, {"from": start, "path": [a.to]}))
        facts.append(self._arrive(a.seat, a.to, "walk"))

    def _do_end_day(self, a: EndDay, ev: list[Event], facts: list) -> None:
        self.finished[a.seat] = True
        ev.append(Event("end_day", f"{self.name(a.seat)} ends the day in {self.spot_label(self.pos[a.seat])}",
                        a.seat, {"spot": self.pos[a.seat]}))
        self.main_done = True

    def _do_wait(self, a: Wait, ev: list[Event], facts: list) -> None:
        if self.phase == "dusk":
            # nobody answers any more: the sun moves (to Night, unless a card held it)
            ev.append(Event("wait", f"{self.name(a.seat)} lets the sun set", a.seat))
            self.phase = "play"
            self._new_round(ev)
            if self.phase != "over":
                self.turn = a.seat
                ev.append(Event("turn", f"{self.name(self.turn)}'s turn", self.turn, {"round": self.round}))
            return
        ev.append(Event("wait", f"{self.name(a.seat)} can do nothing and lets the turn go by", a.seat))
        self.main_done = True

    # -- event cards -----------------------------------------------------
    def _do_event(self, a: PlayEvent, ev: list[Event], facts: list) -> None:
        seat = a.seat
        ec = self.c.events[a.card]
        self.ev_hands[seat].remove(a.card)
        self.ev_discard.append(a.card)
        aim = a.aim
        trig = None
        if aim.kind == "trigger":
            trig = next(t for t in self.window if t["id"] == aim.id)
            self.window.remove(trig)
        who = self.name(seat)
        ev.append(Event("event", f"{who} plays {ec.title}", seat,
                        {"card": a.card, "key": ec.key, "title": ec.title, "target": a.target}))
        facts.append({"on": "event_played", "seat": seat})
        if ec.timing == "turn":
            self.main_done = True  # the card is this turn's one action
        EFFECTS[ec.effect].play(cast("SkiState", self), seat, ec, aim, trig, ev, facts)

    def _marker_label(self, kind: str, at: int) -> str:
        if kind == "lift":
            return self.c.board.lifts[at].label
        return self.spot_label(at)

    def _place_marker(self, seat: int, kind: str, at: int, ev: list[Event], facts: list) -> None:
        pile = self.markers[kind]
        if len(pile) >= self.c.markers[kind]:
            old = pile.pop(0)
            ev.append(Event("marker_removed", f"All {kind}-closed markers are out: "
                            f"{self._marker_label(kind, old)} reopens", seat, {"marker": kind, "at": old}))
        pile.append(at)
        ev.append(Event("marker_placed", f"{self.name(seat)} closes {self._marker_label(kind, at)}", seat,
                        {"marker": kind, "at": at}))
        facts.append({"on": "marker_placed", "seat": seat, "marker": kind, "at": at})

    def _draw_cards(self, seat: int, n: int, ev: list[Event]) -> None:
        drawn = []
        for _ in range(n):
            card = self._draw_piste()
            if card is not None:
                drawn.append(card)
                self.hands[seat].append(card)
        ev.append(Event("draw", f"{self.name(seat)} draws {len(drawn)} piste card{'s' if len(drawn) != 1 else ''}",
                        seat, {"deck": len(drawn)}, {"drawn": drawn}))

    _HANDLERS: dict[type, Callable] = {
        ChooseStart: _do_choose, TakeCards: _do_take, Discard: _do_discard, MovePiste: _do_move,
        RideLift: _do_lift, RideBus: _do_bus, Walk: _do_walk, EndDay: _do_end_day, Wait: _do_wait,
        PlayEvent: _do_event,
    }
