"""Himalaya Grand Prix's interaction (no pygame): what a captain may click and
what each click does, from the race as that captain sees it.

Keys: ``space:N`` (a space of the course), ``finish`` (the finishing spaces),
``yeti:K`` (a Yeti's place beside its row, K as ``Bob/red``), ``wait:V`` (a
waiting snowboarder of value V on the panel), ``card:K`` (a Yeti card of the
captain's hand), ``die``, and the buttons Roll, Snowball, Keep and Pass.

A move takes one or two clicks: a waiting snowboarder then a lit starting
space; a snowboarder on the course then a lit space (or the finish); a Yeti
card (or its place on the course); the die; a button.
"""
from __future__ import annotations

from game.core.interaction import ButtonSpec, Key, Outcome, Picked, button
from game.core.protocol import Action, GameState

from .rules.actions import FinishBoarder, KeepRoll, MoveBoarder, Pass, PlaceYeti, RollDie, Snowball, StartBoarder
from .rules.state import GPState

BUTTONS: tuple[ButtonSpec, ...] = (
    ButtonSpec("roll", "Roll", tip="Roll the die for the Yeti you hired (Space).",
               off_tip="Only once you have hired a Yeti for a row."),
    ButtonSpec("snowball", "Snowball", tip="Throw away a snowball card to roll again.",
               off_tip="Only after a roll, with a snowball card in your hand."),
    ButtonSpec("keep", "Keep", tip="Keep this roll: the Yeti throws with it.", off_tip="Only after a roll."),
    ButtonSpec("pass", "Pass", tip="Pass your turn: only when none of your snowboarders can start or move.",
               off_tip="One of your snowboarders can still start or move."))


def die_words(hit_from: int) -> str:
    """What the die is for, in a line: a Yeti's throw hits every rival on its row
    whose space shows the roll or less (the number of the Yeti's colour)."""
    return (f"The die: a Yeti hits each rival on its row whose space shows the roll or less; "
            f"below {hit_from} it hits nobody.")


def race(view: GameState) -> GPState:
    if not isinstance(view, GPState):
        raise TypeError(f"the Grand Prix's presenter was given {type(view).__name__}")
    return view


def _reroll_words(s: GPState, move: Action) -> str | None:
    """Why roll again or keep, counted: how many rivals this roll hits, and in
    how many of the die's six faces another roll would hit more."""
    p = s.pending
    if p is None or not p["rolls"]:
        return None
    key, seat = p["key"], p["seat"]
    now = len(s.hits(key, s.roll_result(), bool(p["rerolled"]), seat))
    best = s.roll_result()
    better = sum(1 for d in range(1, 7)
                 if len(s.hits(key, d if s.strict else max(best, d), True, seat)) > now)
    hit = f"this roll hits {now} rival{'' if now == 1 else 's'}"
    odds = f"another roll would hit more {better} time{'' if better == 1 else 's'} in 6"
    if isinstance(move, Snowball):
        return f"{hit}, and {odds}: worth a snowball card"
    return f"{hit}; {odds}, too few to spend a snowball card" if better else f"{hit}, and no roll would hit more"


class GrandPrixPresenter:
    buttons: tuple[ButtonSpec, ...] = BUTTONS

    def lit(self, view: GameState, seat: int, picked: Picked) -> frozenset[Key]:
        s = race(view)
        out: set[Key] = set()
        at = picked[0] if picked else None
        for a in s.legal_actions(seat):
            if isinstance(a, StartBoarder):
                out.add(Key("wait", a.value))
                if at == Key("wait", a.value):
                    out.add(Key("space", a.space))
            elif isinstance(a, MoveBoarder):
                out.add(Key("space", a.space))
                if at == Key("space", a.space):
                    out.add(Key("space", a.to))
            elif isinstance(a, FinishBoarder):
                out.add(Key("space", a.space))
                if at == Key("space", a.space):
                    out.add(Key("finish"))
            elif isinstance(a, PlaceYeti):
                out |= {Key("card", f"{a.yeti}/{a.colour}"), Key("yeti", f"{a.yeti}/{a.colour}")}
            elif isinstance(a, RollDie):
                out |= {Key("die"), button("roll")}
            else:
                out.add(button(a.kind))
        return frozenset(out)

    def click(self, view: GameState, seat: int, picked: Picked, key: Key | None) -> Outcome:
        s = race(view)
        if key is None:
            return Outcome()
        kind, val = key.kind, key.value
        at = picked[0] if picked else None
        if kind == "wait":
            if at == key:
                return Outcome()
            return Outcome(picked=(key,), say="Click a lit space on the two starting rows.")
        if kind == "space":
            space = int(val)
            occ = s.cells[space]
            if occ is not None and occ[0] == seat:
                return Outcome() if at == key else Outcome(picked=(key,))
            if at is None:
                return Outcome(say="Pick one of your snowboarders first: a waiting one on the panel, "
                                   "or one on the course.")
            what, n = at.kind, at.value
            a: Action = StartBoarder(seat, int(n), space) if what == "wait" else MoveBoarder(seat, int(n), space)
            return Outcome(act=a)
        if kind == "finish":
            if at is None or not at.kind == "space":
                return Outcome(say="Pick one of your snowboarders on the last row, then the finish.")
            return Outcome(act=FinishBoarder(seat, at.number))
        if kind in ("yeti", "card"):
            yeti, colour = val.split("/")
            return self._try(s, PlaceYeti(seat, yeti, colour), picked)
        if kind == "die":
            return self._try(s, RollDie(seat), picked)
        if kind == "button":
            acts: dict[str, Action] = {"roll": RollDie(seat), "snowball": Snowball(seat), "keep": KeepRoll(seat),
                                       "pass": Pass(seat)}
            if val in acts:
                return Outcome(act=acts[val])
        return Outcome(picked=picked)

    @staticmethod
    def _try(s: GPState, a: Action, picked: Picked) -> Outcome:
        if a in s.legal_actions(a.seat):
            return Outcome(act=a)
        why = s.why_illegal(a)
        return Outcome(picked=picked, say=f"Not now: {why}." if why else "Not now.")

    def steps(self, view: GameState, seat: int, action: Action) -> Picked:
        a = action
        if isinstance(a, StartBoarder):
            return (Key("wait", a.value), Key("space", a.space))
        if isinstance(a, MoveBoarder):
            return (Key("space", a.space), Key("space", a.to))
        if isinstance(a, FinishBoarder):
            return (Key("space", a.space), Key("finish"))
        if isinstance(a, PlaceYeti):
            return (Key("card", f"{a.yeti}/{a.colour}"),)
        if isinstance(a, RollDie):
            return (Key("die"),)
        if isinstance(a, (Snowball, KeepRoll, Pass)):
            return (button(a.kind),)
        raise ValueError(f"no way to click {a}")

    def shows(self, view: GameState, action: Action) -> Picked:
        a = action
        if isinstance(a, StartBoarder):
            return (Key("space", a.space),)
        if isinstance(a, MoveBoarder):
            return (Key("space", a.space), Key("space", a.to))
        if isinstance(a, FinishBoarder):
            return (Key("space", a.space), Key("finish"))
        if isinstance(a, PlaceYeti):
            return (Key("yeti", f"{a.yeti}/{a.colour}"),)
        return ()

    def tooltip(self, view: GameState, viewer: int | None, key: Key, picked: Picked) -> str | None:
        s = race(view)
        c = s.c
        kind, val = key.kind, key.value
        if kind == "card":
            # a private card is named only to the seat whose card it is
            if viewer is None or val not in s.hand_keys(viewer):
                return None
            yeti, colour = val.split("/")
            ys = c.yeti_spaces[val]
            state = "both its cards are on the board: this one can no longer be played" \
                if val in s.twins else (f"its twin stands on row {ys.row}: hire this one to throw there again"
                                        if val in s.placed else f"hire it to throw at row {ys.row}")
            both = " You hold both its cards: one is played a turn." \
                if s.hand_keys(viewer).count(val) > 1 and val not in s.placed else ""
            return f"{c.yeti_names[yeti]}, {colour}: throws {'right' if colour == 'green' else 'left'} " \
                   f"along row {ys.row}; {state}.{both}"
        if kind == "wait":
            return f"Your {val}, waiting to start: click it, then a lit space on the starting rows."
        if kind == "ball":
            return "A snowball card: throw it away to roll the die again."
        if kind == "die":
            return f"{die_words(c.hit_from)} Click it to roll."
        if kind == "space":
            sc = c.spaces[int(val)]
            occ = s.cells[int(val)]
            who = f"{s.name(occ[0])}'s {occ[1]} ({s.team(occ[0])}); " if occ is not None else ""
            if not list(c.row_yetis(sc.row)):
                return f"{who}Row {sc.row}, column {sc.col}: no Yeti watches this row."
            return (f"{who}Row {sc.row}, column {sc.col}: the green Yeti hits here on {sc.green} or more, "
                    f"the red one on {sc.red} or more.")
        if kind == "yeti":
            ys = c.yeti_spaces[val]
            hired = {0: "not hired yet", 1: "hired once; the other card of this Yeti may still be played here",
                     2: "both its cards hired"}[s.yetis_on(val)]
            return (f"{c.yeti_names[ys.yeti]}, {ys.colour}: watches row {ys.row} and throws "
                    f"{'to the right' if ys.colour == 'green' else 'to the left'} ({hired}).")
        if kind == "finish":
            return "The finishing spaces: the first four snowboarders home score x4, x3, x2 and x2."
        return None

    def confirm(self, view: GameState, seat: int, picked: Picked) -> Action | None:
        """Space or Enter: roll the die when it waits to be rolled; keep the roll."""
        legal = race(view).legal_actions(seat)
        return next((a for a in (RollDie(seat), KeepRoll(seat)) if a in legal), None)

    def reason(self, view: GameState, move: Action) -> str | None:
        if isinstance(move, (Snowball, KeepRoll)):
            return _reroll_words(race(view), move)
        return None
