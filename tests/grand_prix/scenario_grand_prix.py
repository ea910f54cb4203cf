"""Himalaya Grand Prix's scenario adapter (the runner: tests/scenario_runner.py;
the format: docs/scenarios.md, "Himalaya Grand Prix"): a position, actions,
and what must follow. Spaces are named by their object names in
maps/grand_prix.tmx (``r3c2``: row 3, column 2), snowboarders as
``Ann 4`` (Ann's team's 4), Yeti cards and spaces as ``chilly/green``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenario_runner import Scenario, ScenarioError

from game.core.protocol import SeatSetup, Setup
from game.core.rng import Rng
from game.games.grand_prix import default_content
from game.games.grand_prix.rules import actions as A
from game.games.grand_prix.rules.state import TEAMS, GPState

NAMES = Scenario.NAMES


def rng_for(rolls: list[int]) -> int:
    """An RNG state whose next die rolls are ``rolls`` (searched: short lists only)."""
    for seed in range(1, 2_000_000):
        r = Rng(seed)
        if all(r.below(6) + 1 == d for d in rolls):
            return seed
    raise ScenarioError(f"no RNG state found for the rolls {rolls}")


class GPScenario(Scenario):
    game = "grand-prix"
    folder = "scenarios_grand_prix"
    s: GPState

    def build(self, data: Mapping[str, Any]) -> GPState:
        self.c = default_content()
        n = int(data.get("players", 3))
        teams = {self.seat(k): v for k, v in (data.get("teams") or {}).items()}   # {Ann: Rhinos}
        seats = tuple(SeatSetup(NAMES[i], teams.get(i, TEAMS[i]), "human") for i in range(n))
        setup = Setup("grand-prix", seats, first_player=self.seat(data.get("first_player", 0)),
                      seed=int(data.get("seed", 1)), options=dict(data.get("options") or {}))
        self.s = GPState(setup, self.c)
        self._position(data.get("setup") or {})
        return self.s

    # -- names ----------------------------------------------------------
    def space(self, ref: Any) -> int:
        if isinstance(ref, int):
            return ref
        text = str(ref)
        try:
            row, col = text[1:].split("c")
            sp = self.c.space_at(int(row), int(col))
        except ValueError:
            sp = None
        if sp is None:
            raise ScenarioError(f"{self.name}: no space '{ref}'")
        return sp.id

    def boarder(self, ref: Any) -> list[int]:
        who, value = str(ref).split()
        return [self.seat(who), int(value)]

    # -- the position -------------------------------------------------------
    def _position(self, st: Mapping[str, Any]) -> None:
        s, c = self.s, self.c
        if "turn" in st:
            s.turn = self.seat(st["turn"])
        placed_boarders: list[list[int]] = []
        for sp, b in (st.get("course") or {}).items():
            s.cells[self.space(sp)] = self.boarder(b)
            placed_boarders.append(self.boarder(b))
        s.podium = [self.boarder(b) for b in st.get("podium") or []]
        placed_boarders += s.podium
        for who, vals in (st.get("late") or {}).items():
            s.late[self.seat(who)] = list(vals)
            placed_boarders += [[self.seat(who), v] for v in vals]
        for who, bs in (st.get("captured") or {}).items():
            s.captured[self.seat(who)] = [self.boarder(b) for b in bs]
            placed_boarders += s.captured[self.seat(who)]
        for o in range(s.num_seats):
            s.reserve[o] = [v for v in c.values if [o, v] not in placed_boarders]
        s.aside = [self.boarder(b) for b in st.get("aside") or []]
        if "hands" in st or "placed" in st:
            pool = sorted(i for h in s.hands for i in h) + sorted(s.box)
            want = {self.seat(k): list(v) for k, v in (st.get("hands") or {}).items()}
            s.placed, s.twins = {}, {}
            for key in st.get("placed") or []:          # a key named twice: both its cards are there
                card = next(i for i in pool if c.cards[i].key == key)
                pool.remove(card)
                (s.twins if key in s.placed else s.placed)[key] = card
            for o, keys in want.items():
                hand = []
                for key in keys:
                    card = next((i for i in pool if c.cards[i].key == key), None)
                    if card is None:
                        raise ScenarioError(f"{self.name}: no {key} card left for {NAMES[o]}")
                    pool.remove(card)
                    hand.append(card)
                s.hands[o] = sorted(hand)
            for o in range(s.num_seats):
                if o not in want:
                    k = min(len(s.hands[o]), len(pool))
                    s.hands[o] = sorted(pool[:k])
                    del pool[:k]
            s.box = sorted(pool)
        for who, k in (st.get("snowballs") or {}).items():
            o = self.seat(who)
            s.snowball_box += s.snowballs[o] - int(k)
            s.snowballs[o] = int(k)
        if "pending" in st:
            p = st["pending"]
            s.pending = {"key": p["yeti"], "seat": self.seat(p.get("seat", s.turn)), "rolls": list(p.get("rolls", [])),
                         "to_roll": bool(p.get("to_roll", not p.get("rolls"))), "rerolled": bool(p.get("rerolled"))}
            s.phase = "yeti"
        if "die" in st:
            s.rng = Rng(0)
            s.rng.state = rng_for(list(st["die"]))

    # -- steps ---------------------------------------------------------------
    def action(self, d: Mapping[str, Any]) -> A.Action:
        d = dict(d)
        seat = self.seat(d.pop("seat", self.s.turn))
        kind = d.pop("type")
        if kind == "start":
            return A.StartBoarder(seat, int(d["value"]), self.space(d["space"]))
        if kind == "move":
            return A.MoveBoarder(seat, self.space(d["from"]), self.space(d["to"]))
        if kind == "finish":
            return A.FinishBoarder(seat, self.space(d["from"]))
        if kind == "yeti":
            yeti, colour = str(d["yeti"]).split("/")
            return A.PlaceYeti(seat, yeti, colour)
        return {"roll": A.RollDie, "snowball": A.Snowball, "keep": A.KeepRoll, "pass": A.Pass}[kind](seat)

    def check(self, exp: Mapping[str, Any], before: list[int], events: list, where: str) -> None:
        s = self.s

        def same(what: str, got: Any, want: Any) -> None:
            if got != want:
                raise ScenarioError(f"{where}: {what}: expected {want!r}, got {got!r}")
        for key, want in exp.items():
            if key in ("events", "events_include", "log_has"):
                self.check_events(key, want, events, where)
            elif key in ("turn", "current"):
                same(key, s.current_player(), None if want is None else self.seat(want))
            elif key == "phase":
                same("phase", s.phase, want)
            elif key == "course":
                for sp, b in want.items():
                    same(f"course {sp}", s.cells[self.space(sp)], None if b is None else self.boarder(b))
            elif key == "waiting":
                for who, vals in want.items():
                    same(f"waiting {who}", sorted(s.reserve[self.seat(who)]), sorted(vals))
            elif key == "podium":
                same("podium", s.podium, [self.boarder(b) for b in want])
            elif key == "late":
                for who, vals in want.items():
                    same(f"late {who}", s.late[self.seat(who)], list(vals))
            elif key == "captured":                      # order-free: a pile, not a sequence
                for who, bs in want.items():
                    same(f"captured {who}", sorted(s.captured[self.seat(who)]), sorted(self.boarder(b) for b in bs))
            elif key == "team":
                for who, team in want.items():
                    same(f"team {who}", s.team(self.seat(who)), team)
            elif key == "legal_exactly":                 # every legal action of the captain to act, no more
                seat = s.current_player()
                got_acts = sorted(map(str, s.legal_actions(seat))) if seat is not None else []
                same("legal actions", got_acts, sorted(str(self.action(d)) for d in want))
            elif key == "score":
                for who, v in want.items():
                    same(f"score {who}", s.scores()[self.seat(who)], v)
            elif key == "breakdown":
                for who, parts in want.items():
                    bd = s.score_breakdown(self.seat(who))
                    for k, v in parts.items():
                        same(f"breakdown {who}.{k}", bd[k], v)
            elif key == "snowballs":
                for who, v in want.items():
                    same(f"snowballs {who}", s.snowballs[self.seat(who)], v)
            elif key == "hand_count":
                for who, v in want.items():
                    same(f"hand {who}", len(s.hands[self.seat(who)]), v)
            elif key == "hand":
                for who, keys in want.items():
                    same(f"hand {who}", sorted(s.hand_keys(self.seat(who))), sorted(keys))
            elif key == "unseen":
                same("unseen Yeti cards", len(s.box), want)
            elif key == "placed":                        # order-free; a key twice: both its cards
                same("placed", sorted(list(s.placed) + list(s.twins)), sorted(want))
            elif key == "rolls":
                same("rolls", (s.pending or {}).get("rolls"), want)
            elif key == "sideways_locked":
                same("sideways_locked", s.sideways_locked(), want)
            elif key in ("can", "cannot"):
                seat = s.current_player()
                kinds = {a.kind for a in s.legal_actions(seat)} if seat is not None else set()
                for k in want:
                    if (k in kinds) != (key == "can"):
                        raise ScenarioError(f"{where}: {key} {k}: legal kinds are {sorted(kinds)}")
            elif key == "legal_moves":
                # the spaces a snowboarder may move to: {r3c2: [r4c1, r4c2]}
                for sp, tos in want.items():
                    got = sorted(a.to for a in s.legal_actions(s.turn)
                                 if isinstance(a, A.MoveBoarder) and a.space == self.space(sp))
                    same(f"moves from {sp}", got, sorted(self.space(t) for t in tos))
            elif key == "over":
                same("over", s.is_over(), want)
            elif key == "winners":
                same("winners", s.winners(), [self.seat(w) for w in want])
            else:
                raise ScenarioError(f"{where}: unknown expectation '{key}'")


ADAPTER = GPScenario
