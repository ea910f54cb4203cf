"""Ski Gammon: the dice and the move they make. The roll for the start,
a turn's rolls (doubles roll again), the ride up the lift, the choice of a
trail at the top or of a branch or cut-off on the way, the run down with its
passing fees and falls, and the red and blue spaces a skier lands on. Part of
``SGState`` (state.py)."""
from __future__ import annotations

from game.core.protocol import Event

from .actions import Branch, ChooseTrail, Roll, Wait
from .facts import LIFT, START, SUMMIT, SGFacts


class SGMoves(SGFacts):
    """Rolling, riding and skiing: a part of SGState."""

    # -- the opening roll
    def _roll_dice(self, given: tuple[int, ...], n: int) -> list[int]:
        return list(given) if given else [1 + self.rng.below(6) for _ in range(n)]

    def _do_roll(self, a: Roll, ev: list[Event]) -> None:
        seat = a.seat
        if self.phase == "opening":
            dice = self._roll_dice(a.dice, self.c.n("dice"))
            self.last_dice = dice
            op = self.opening
            op["rolls"][seat] = sum(dice)
            op["rolling"].pop(0)
            ev.append(Event("opening", f"{self.name(seat)} rolls {sum(dice)} to see who starts.", seat,
                            {"dice": dice}))
            if not op["rolling"]:
                best = max(op["rolls"].values())
                top = [s for s, v in op["rolls"].items() if v == best]
                if len(top) == 1:
                    self.turn = top[0]
                    self.first = top[0]
                    self.phase = "turn"
                    ev.append(Event("starts", f"{self.name(top[0])} rolled highest and starts.", top[0]))
                else:
                    n = self.num_seats
                    order = sorted(top, key=lambda s: (s - self.first) % n)
                    op["rolling"] = order
                    op["rolls"] = {}
                    ev.append(Event("opening_tie", f"{' and '.join(self.name(s) for s in order)} tie with "
                                                   f"{best} and roll again.", None))
            return
        n = self.dice_count(seat)
        dice = self._roll_dice(a.dice, n)
        self.last_dice = dice
        first_roll = not self.rolled
        could_throw = first_roll and self.may_throw(seat) is None
        was = list(self.pos[seat])
        self.rolled = True
        self.again = False
        self.present_rolls += 1
        double = n >= 2 and len(set(dice)) == 1
        if double:
            self.doubles += 1
        total = sum(dice)
        ev.append(Event("roll", f"{self.name(seat)} rolls {' and '.join(map(str, dice))}"
                                f"{' (half speed: one die)' if n == 1 else ''}"
                                f"{', doubles' if double else ''}.", seat,
                        {"dice": dice, "again": not first_roll}))
        self._move(seat, total, ev)
        if self.pos[seat] != was or self.phase != "turn":
            self.waits = 0                        # somebody moved
        elif first_roll:                          # stuck behind a stopped skier on the lift
            if self._stalled(ev, could_throw):
                return
        if self.phase == "turn":
            self._after_move(ev)

    def _stalled(self, ev: list[Event], could_throw: bool) -> bool:
        """A turn in which the skier could not move: when a card could have been
        thrown and was not, it counts towards the end of a game that the
        conditions have stopped (a whole round of them ends it)."""
        if could_throw:
            self.waits += 1
        if self.waits >= len(self.actives()):
            self._over(ev, "stopped", "The conditions stopped every skier for a whole round and nobody "
                                      "threw a new card: the game ends.")
            return True
        return False

    def _after_move(self, ev: list[Event]) -> None:
        """The move is done: doubles roll again (the first ``most_doubles`` in a row),
        unless the skier now loses a turn; otherwise the turn passes."""
        seat = self.turn
        d = self.last_dice
        if (len(d) >= 2 and len(set(d)) == 1 and self.doubles <= self.c.n("most_doubles")
                and self.active(seat) and not self.lose[seat]):
            self.again = True
            ev.append(Event("again", f"Doubles: {self.name(seat)} rolls again.", seat))
            return
        self._end_turn(ev)

    def _do_wait(self, a: Wait, ev: list[Event]) -> None:
        why = self.stopped(a.seat)
        ev.append(Event("wait", f"{self.name(a.seat)} cannot move ({why}) and waits.", a.seat))
        could_throw = self.may_throw(a.seat) is None       # he could have thrown a card, and did not
        if not self.again:
            self.present_rolls += 1
        if not self._stalled(ev, could_throw):
            self._end_turn(ev)

    # -- the move
    def _move(self, seat: int, steps: int, ev: list[Event]) -> None:
        where, n = self.pos[seat]
        if where in (START, LIFT):
            self._ride(seat, 0 if where == START else n, steps, ev)
        elif where == SUMMIT:
            self._at_top(seat, steps, ev, "the Summit House")
        else:
            self._ski(seat, where, n, steps, ev)

    def _ride(self, seat: int, at: int, steps: int, ev: list[Event]) -> None:
        c = self.c
        ahead = [self.pos[o][1] for o in self.actives() if o != seat and self.pos[o][0] == LIFT
                 and self.pos[o][1] > at]
        to = at + steps
        path = list(range(at + 1, min(to, c.lift_top) + 1))
        if ahead and to >= min(ahead):
            to = min(ahead) - 1
            path = list(range(at + 1, to + 1))
            self.pos[seat] = [LIFT, to] if to > 0 else [START, 0]
            near = min(ahead)
            blocker = next(o for o in self.actives() if o != seat and self.pos[o] == [LIFT, near])
            why = f"{self.name(blocker)} is on lift space {near} and nobody passes another skier on the lift"
            said = f"stays at {self.place_label(seat)}" if to == at else f"rides up to {self.place_label(seat)}"
            ev.append(Event("ride", f"{self.name(seat)} {said}: {why}.", seat, {"path": [[LIFT, k] for k in path]}))
            return
        if to < c.lift_top:
            self.pos[seat] = [LIFT, to]
            ev.append(Event("ride", f"{self.name(seat)} rides up to lift space {to}.", seat,
                            {"path": [[LIFT, k] for k in path]}))
            if to in c.branch:
                t = c.trails[c.branch[to]]
                if self.is_open(t.id):
                    self.phase = "choose"
                    self.pending = {"kind": "branch", "seat": seat, "to": [t.id, 0],
                                    "label": f"Take the {t.name} trail from lift space {to}?"}
            return
        ev.append(Event("ride", f"{self.name(seat)} rides to the top of the lift.", seat,
                        {"path": [[LIFT, k] for k in path]}))
        self._at_top(seat, to - c.lift_top, ev, "the top of the lift")

    def _at_top(self, seat: int, left: int, ev: list[Event], where: str) -> None:
        trails = self.open_trails(seat)
        if not trails:
            self.pos[seat] = [SUMMIT, 0]
            ev.append(Event("summit", f"Every trail {self.name(seat)} may ski is closed: "
                                      f"{self.name(seat)} waits at the Summit House.", seat))
            return
        self.phase = "choose"
        self.pending = {"kind": "top", "seat": seat, "left": left, "trails": trails, "from": where}

    def _do_choosetrail(self, a: ChooseTrail, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        self.pending = None
        self.phase = "turn"
        seat = a.seat
        t = self.c.trails[a.trail]
        self.must_ski[seat] = ""
        ev.append(Event("choose", f"{self.name(seat)} chooses {t.name}.", seat, {"trail": t.id}))
        self.pos[seat] = [t.id, 0]
        held = self.trail_needs(seat) if p["left"] and not self.second_rules else None
        if held is not None:        # a trail condition binds him too, come from the lift or not
            ev.append(Event("held", f"{self.name(seat)} stops at the top of {t.name}: {held}.", seat))
        elif p["left"]:
            self._ski(seat, t.id, 0, p["left"], ev)
        if self.phase == "turn":
            self._after_move(ev)

    def _do_branch(self, a: Branch, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        self.pending = None
        self.phase = "turn"
        seat = a.seat
        if a.take:
            tid, k = p["to"]
            t = self.c.trails[tid]
            if p["kind"] == "branch":
                self.pos[seat] = [tid, 0]
                ev.append(Event("branch", f"{self.name(seat)} leaves the lift for the {t.name} trail.", seat,
                                {"to": [tid, 0]}))
            else:
                ev.append(Event("cutoff", f"{self.name(seat)} takes the cut-off to {t.name} {k}.", seat,
                                {"path": [[tid, k]]}))
                self._land(seat, tid, k, ev)
        if self.phase == "turn":
            self._after_move(ev)

    def _ski(self, seat: int, tid: str, at: int, steps: int, ev: list[Event]) -> None:
        t = self.c.trails[tid]
        to = at + steps
        last = min(to, t.length)
        passed = [o for o in self.actives() if o != seat and self.pos[o][0] == tid
                  and at < self.pos[o][1] < last]
        path = [[tid, k] for k in range(at + 1, last + 1)]
        if to >= t.length:
            ev.append(Event("ski", f"{self.name(seat)} skis down {t.name} to the bottom.", seat, {"path": path}))
            self._collect_passes(seat, passed, ev)
            self._finish_run(seat, t.id, ev)
            return
        ev.append(Event("ski", f"{self.name(seat)} skis to {t.name} {to}.", seat, {"path": path}))
        self._collect_passes(seat, passed, ev)
        self._land(seat, tid, to, ev)

    def _collect_passes(self, seat: int, passed: list[int], ev: list[Event]) -> None:
        fee = self.c.n("pass_fee")
        for o in passed:
            self._pay(o, seat, fee)
            ev.append(Event("pass", f"{self.name(seat)} passes {self.name(o)} and collects {fee} Groschen.", seat,
                            {"from": o, "to": seat, "groschen": fee}))

    def _land(self, seat: int, tid: str, k: int, ev: list[Event]) -> None:
        """The skier stops on trail space k: everyone on the space falls, he too (the first
        rules: only the others); red and blue spaces act; a cut-off is offered."""
        self.pos[seat] = [tid, k]
        t = self.c.trails[tid]
        fee = self.c.n("fall_fee")
        fallen = [o for o in self.actives() if o != seat and self.pos[o] == [tid, k]]
        for o in fallen:
            self._pay(o, None, fee)
            ev.append(Event("fall", f"{self.name(seat)} lands on {self.name(o)}: {self.name(o)} falls and pays "
                                    f"{fee} Groschen to the bank.", o, {"from": o, "groschen": fee}))
        if fallen and not self.first_rules:
            self._pay(seat, None, fee)
            ev.append(Event("fall", f"{self.name(seat)} falls too and pays {fee} Groschen to the bank.", seat,
                            {"from": seat, "groschen": fee}))
        colour = t.colours[k - 1]
        if colour == "red":
            self._sitzmark(seat, ev)
        elif colour == "blue":
            self._new_condition(ev, seat)
        if self.pos[seat] == [tid, k] and (tid, k) in self.c.cutoffs and self.phase == "turn" and self.active(seat):
            to, num = self.c.cutoffs[(tid, k)]
            if self.is_open(to):
                self.phase = "choose"
                self.pending = {"kind": "cutoff", "seat": seat, "to": [to, num],
                                "label": f"Take the cut-off to {self.c.trails[to].name} {num}?"}

    def _finish_run(self, seat: int, tid: str, ev: list[Event]) -> None:
        t = self.c.trails[tid]
        self.pos[seat] = [START, 0]
        self.half_run[seat] = False
        self._pay(None, seat, t.payout)
        ev.append(Event("finish", f"{self.name(seat)} reaches the bottom of {t.name} and collects {t.payout} "
                                  f"Groschen.", seat, {"trail": tid, "groschen": t.payout, "to": seat}))
        card = self.c.apres[self.apres_pack.pop(0)]
        self.apres_pack.append(card.id)
        self._card(seat, card, "Apres Ski", ev)
