"""Ski Gammon's scenario adapter (the runner: tests/scenario_runner.py; the
format: docs/scenarios.md, "Ski Gammon"): a position, actions, and what must
follow. Places are written ``start``, ``summit``, ``out``, ``lift 5``,
``sugarloaf 7`` (``sugarloaf 0``: the top of Sugarloaf); Ski Condition cards
by their id in cards.yaml (``fog``); Sitzmark and Apres Ski cards by a piece
of their text (``"Go back 3"``).

Unless the setup says ``phase: opening``, the position starts after the
opening roll, with ``turn`` (default: the first player) to play.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenario_runner import Scenario, ScenarioError

from game.core.protocol import SeatSetup, Setup
from game.games.ski_gammon import default_content
from game.games.ski_gammon.rules import actions as A
from game.games.ski_gammon.rules.state import COLOURS, SGState

NAMES = Scenario.NAMES


class SGScenario(Scenario):
    game = "ski-gammon"
    folder = "scenarios_ski_gammon"
    s: SGState

    def build(self, data: Mapping[str, Any]) -> SGState:
        self.c = default_content()
        n = int(data.get("players", 3))
        seats = tuple(SeatSetup(NAMES[i], COLOURS[i], "human") for i in range(n))
        setup = Setup("ski-gammon", seats, first_player=self.seat(data.get("first_player", 0)),
                      seed=int(data.get("seed", 1)), options=dict(data.get("options") or {}))
        self.s = SGState(setup, self.c)
        self._position(data.get("setup") or {})
        return self.s

    # -- names ----------------------------------------------------------
    def place(self, ref: Any) -> list[Any]:
        text = str(ref).strip()
        if text in ("start", "summit", "out"):
            return [text, 0]
        where, _, num = text.rpartition(" ")
        if (where == "lift" or where in self.c.trails) and num.isdigit():
            return [where, int(num)]
        raise ScenarioError(f"{self.name}: no place '{ref}'")

    def condition(self, key: str) -> int:
        """A Ski Condition card with this id, not yet used in the position being built."""
        for cond in self.c.conditions:
            if cond.key == key and cond.id not in self._used:
                self._used.add(cond.id)
                return cond.id
        raise ScenarioError(f"{self.name}: no Ski Condition card '{key}' left")

    def card(self, pack: str, text: str) -> int:
        cards = self.c.sitzmark if pack == "sitzmark" else self.c.apres
        hits = [c.id for c in cards if text.lower() in c.text.lower()]
        if not hits:
            raise ScenarioError(f"{self.name}: no {pack} card saying '{text}'")
        return hits[0]

    # -- the position -------------------------------------------------------
    def _position(self, st: Mapping[str, Any]) -> None:
        s = self.s
        if st.get("phase", "turn") != "opening":
            s.phase = "turn"
            s.opening = {"rolling": [], "rolls": {}}
            s.turn = self.seat(st.get("turn", s.first))
            s.first = self.seat(st.get("first", s.turn))
        for who, where in (st.get("at") or {}).items():
            s.pos[self.seat(who)] = self.place(where)
        for who, g in (st.get("groschen") or {}).items():
            o = self.seat(who)
            s.bank += s.groschen[o] - int(g)
            s.groschen[o] = int(g)
        for who, items in (st.get("items") or {}).items():
            o = self.seat(who)
            for k, v in s.items[o].items():
                s.shoppe[k] += v
            s.items[o] = {}
            for k, v in dict(items or {}).items():
                if s.shoppe[k] < int(v):
                    raise ScenarioError(f"{self.name}: the Ski Shoppe has not {v} {k} to give {who}")
                s.shoppe[k] -= int(v)
                s.items[o][k] = int(v)
        for k, v in (st.get("shoppe") or {}).items():      # the rest goes to (or comes from) the last seat
            last = s.num_seats - 1
            diff = s.shoppe[k] - int(v)
            s.shoppe[k] = int(v)
            s.items[last][k] = s.items[last].get(k, 0) + diff
            if s.items[last][k] < 0:
                raise ScenarioError(f"{self.name}: not enough {k} to leave {v} in the Shoppe")
            if not s.items[last][k]:
                del s.items[last][k]
        if "hands" in st or "present" in st or "condition_top" in st:
            self._used: set[int] = set()
            want = {self.seat(k): [self.condition(x) for x in v] for k, v in (st.get("hands") or {}).items()}
            present = self.condition(st["present"]) if "present" in st else None
            top = [self.condition(x) for x in st.get("condition_top") or []]
            pool = sorted(x for h in s.hands for x in h) + sorted(s.cond_pack) + [s.present]
            chosen = set(self._used)
            pool = [x for x in sorted(pool) if x not in chosen]
            if present is None:
                present = self.c.start_condition if self.c.start_condition in pool else pool[0]
                pool.remove(present)
            s.present = present
            for o in range(s.num_seats):
                if o in want:
                    s.hands[o] = sorted(want[o])
                else:
                    k = min(len(s.hands[o]), len(pool))
                    s.hands[o] = sorted(pool[:k])
                    del pool[:k]
            s.cond_pack = top + pool
        if "present_rolls" in st:
            s.present_rolls = int(st["present_rolls"])
        for pack, field in (("sitzmark", "sitz_pack"), ("apres", "apres_pack")):
            if pack in st:
                top = [self.card(pack, t) for t in st[pack]]
                rest = [x for x in getattr(s, field) if x not in top]
                setattr(s, field, top + rest)
        for who, k in (st.get("lose") or {}).items():
            s.lose[self.seat(who)] = int(k)
        for who in st.get("half_run") or []:
            s.half_run[self.seat(who)] = True
        for who, t in (st.get("must_ski") or {}).items():
            s.must_ski[self.seat(who)] = str(t)
        for key in ("rolled", "again"):
            if key in st:
                setattr(s, key, bool(st[key]))
        if "doubles" in st:
            s.doubles = int(st["doubles"])
        if "rounds" in st:
            s.rounds = int(st["rounds"])

    # -- steps ---------------------------------------------------------------
    def action(self, d: Mapping[str, Any]) -> A.Action:
        d = dict(d)
        seat = self.seat(d.pop("seat", self.s.current_player()))
        kind = d.pop("type")
        if kind == "roll":
            return A.Roll(seat, tuple(int(x) for x in d.get("dice", ())))
        if kind == "trail":
            return A.ChooseTrail(seat, str(d["trail"]))
        if kind == "branch":
            return A.Branch(seat, bool(d["take"]))
        if kind == "throw":
            key = str(d["card"])
            card = next((x for x in self.s.hands[seat] if self.c.conditions[x].key == key), -1)
            return A.Throw(seat, card)
        if kind in ("buy", "sell"):
            return (A.Buy if kind == "buy" else A.Sell)(seat, str(d["item"]))
        if kind == "offer":
            return A.Offer(seat, self.seat(d["to"]), tuple(d.get("give") or ()), int(d.get("give_groschen", 0)),
                           tuple(d.get("get") or ()), int(d.get("get_groschen", 0)))
        if kind == "answer":
            return A.Answer(seat, bool(d["accept"]))
        return {"wait": A.Wait, "buy_card": A.BuyCondition, "bust": A.GoBust, "time_up": A.CallTime}[kind](seat)

    def check(self, exp: Mapping[str, Any], before: list[int], events: list, where: str) -> None:
        s = self.s

        def same(what: str, got: Any, want: Any) -> None:
            if got != want:
                raise ScenarioError(f"{where}: {what}: expected {want!r}, got {got!r}")
        for key, want in exp.items():
            if self.check_events(key, want, events, where):
                pass
            elif key in ("turn", "current"):
                same(key, s.current_player(), None if want is None else self.seat(want))
            elif key == "turn_holder":
                same(key, s.turn_holder(), self.seat(want))
            elif key == "phase":
                same("phase", s.phase, want)
            elif key == "at":
                for who, w in want.items():
                    same(f"{who}'s place", s.pos[self.seat(who)], self.place(w))
            elif key == "groschen":
                for who, g in want.items():
                    same(f"{who}'s Groschen", s.groschen[self.seat(who)], int(g))
            elif key == "items":
                for who, items in want.items():
                    same(f"{who}'s equipment", s.items[self.seat(who)], dict(items or {}))
            elif key == "shoppe":
                for k, v in want.items():
                    same(f"the Shoppe's {k}", s.shoppe[k], int(v))
            elif key == "present":
                same("the present condition", s.condition().key, want)
            elif key == "present_rolls":
                same("rolls under the present condition", s.present_rolls, int(want))
            elif key == "hand_size":
                for who, k in want.items():
                    same(f"{who}'s Ski Condition cards", len(s.hands[self.seat(who)]), int(k))
            elif key == "lose":
                for who, k in want.items():
                    same(f"{who}'s turns to lose", s.lose[self.seat(who)], int(k))
            elif key == "half_run":
                same("skiers at half speed for the run", [NAMES[o] for o in range(s.num_seats) if s.half_run[o]],
                     list(want))
            elif key == "must_ski":
                for who, t in want.items():
                    same(f"{who}'s trail to ski", s.must_ski[self.seat(who)], t or "")
            elif key == "trails":
                p = s.pending or {}
                same("the trails to choose from", p.get("trails"), list(want))
            elif key == "again":
                same("another roll", s.again, bool(want))
            elif key == "dice_count":
                same("dice to roll", s.dice_count(s.turn), int(want))
            elif key == "stopped":
                why = s.stopped(self.seat(want["seat"]))
                if want.get("why") is None:
                    same("stopped", why, None)
                elif why is None or str(want["why"]).lower() not in why.lower():
                    raise ScenarioError(f"{where}: stopped: expected '{want['why']}', got {why!r}")
            elif key == "rounds":
                same("rounds completed", s.rounds, int(want))
            elif key == "ended":
                same("why the game ended", s.ended, want)
            elif key == "over":
                same("over", s.is_over(), bool(want))
            elif key == "winners":
                same("winners", sorted(s.winners()), sorted(self.seat(w) for w in want))
            elif key == "first":
                same("first player", s.first, self.seat(want))
            elif key == "offer":
                o = s.offer
                same("an offer waiting", o is not None, want is not None)
                if o is not None and want is not None:
                    for k, v in want.items():
                        got = o[k]
                        same(f"the offer's {k}", got, self.seat(v) if k in ("from", "to") else v)
            elif key in ("can", "cannot"):
                seat = s.current_player()
                kinds = {a.kind for a in s.legal_actions(seat)} if seat is not None else set()
                for k in want:
                    if (k in kinds) != (key == "can"):
                        raise ScenarioError(f"{where}: '{k}' should {'' if key == 'can' else 'not '}be legal "
                                            f"(legal: {sorted(kinds)})")
            elif key == "view_hides":
                seat = self.seat(want["seat"])
                v = s.view(seat)
                other = self.seat(want["other"])
                if v.get("hand") != sorted(s.hands[seat]) or "hands" in v:
                    raise ScenarioError(f"{where}: the view shows another's hand or not its own")
                same("the other's card count", v["hand_counts"][other], len(s.hands[other]))
            else:
                raise ScenarioError(f"{where}: unknown expectation '{key}'")


ADAPTER = SGScenario
