"""Ski the Mountain: the stats each skier gathers, the targets they complete
and the scores. Part of ``SkiState`` (state.py)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.protocol import Event

from .board import COLOURS
from .content import TargetCard
from .parts import SkiParts


class SkiScoring(SkiParts):
    """Stats, targets and scores: a part of SkiState."""

    # ------------------------------------------------------ stats & targets
    def _count(self, f: Mapping[str, Any]) -> None:
        st = self.stats[f["seat"]]
        on = f["on"]
        if on == "ski":
            st["spots"] += 1
            st["spots_" + f["colour"]] += 1
        elif on == "lift_ride":
            st["lift_rides"] += 1
            st["lift_rides_" + f["lift_type"]] += 1
        elif on == "bus_ride":
            st["bus_stops"] += f["stops"]
        elif on == "arrive":
            if f["spot_kind"] == "restaurant":
                st["restaurant_arrivals"] += 1
            elif f["spot_kind"] == "town":
                st["town_arrivals"] += 1
                if f["how"] == "ski":
                    st["ski_into_town"] += 1
        elif on == "named_run":
            st["named_runs"] += 1
            st["named_runs_" + f["colour"]] += 1
        elif on == "event_played":
            st["events_played"] += 1
        elif on == "run_scored":
            st["runs_scored"] += 1

    def _target_met(self, seat: int, t: TargetCard, facts: Sequence[Mapping[str, Any]]) -> bool:
        p = t.params
        if t.condition == "count":
            return self.stats[seat][p["stat"]] - self.target_base[seat][p["stat"]] >= p["n"]
        if t.condition == "arrive":
            want = self.c.board.by_name.get(p["name"]) if "name" in p else None
            return any(f["on"] == "arrive" and f["seat"] == seat and f["spot_kind"] == p["kind"]
                       and (want is None or f["spot"] == want) for f in facts)
        if t.condition == "meet":
            mine = self.pos[seat]
            if mine is None or self.c.board.spots[mine].kind != p["kind"]:
                return False
            # Meeting means both skiers are there once the move is over (docs/rules.md):
            # a skier who only skis through the restaurant has not met anyone.
            others_here = any(self.pos[o] == mine for o in range(len(self.pos)) if o != seat)
            return others_here and any(f["on"] == "arrive" and f["spot"] == mine
                                       and (f["seat"] == seat or self.pos[f["seat"]] == mine) for f in facts)
        if t.condition == "named_run":
            return any(f["on"] == "named_run" and f["seat"] == seat and f["run"] == p["run"] for f in facts) \
                or self._ran_again(seat, p["run"], facts)
        if t.condition == "long_move":
            return any(f["on"] == "move" and f["seat"] == seat and f["spots"] >= p["n"] for f in facts)
        return False

    def _ran_again(self, seat: int, run: str, facts: Sequence[Mapping[str, Any]]) -> bool:
        """A named run skied top to bottom again (already on the run recorder) also meets a target."""
        return any(f["on"] == "run_again" and f["seat"] == seat and f["run"] == run for f in facts)

    def _check_targets(self, facts: list[dict[str, Any]], ev: list[Event]) -> None:
        if not facts:
            return
        n = len(self.pos)
        order = [(self.turn + i) % n for i in range(n)]
        for seat in order:
            tid = self.target[seat]
            if tid is None:
                continue
            t = self.c.targets[tid]
            if not self._target_met(seat, t, facts):
                continue
            self.score[seat]["targets"] += t.points
            self.targets_done[seat].append(tid)
            self.target[seat] = self.tg_deck.pop() if self.tg_deck else None
            self.target_base[seat] = dict(self.stats[seat])
            f = {"on": "target_completed", "seat": seat, "target": tid, "id": self.next_trigger}
            self.next_trigger += 1
            self.window.append(f)
            ev.append(Event("target", f"{self.name(seat)} completes the target {t.title}: {t.points} points",
                            seat, {"target": tid, "key": t.key, "title": t.title, "points": t.points},
                            {"new_target": self.target[seat]}))

    # ------------------------------------------------------------ scoring
    def score_breakdown(self, seat: int) -> dict[str, Any]:
        s = self.score[seat]
        bonuses: list[dict[str, Any]] = []
        named = [self.c.board.runs[r] for r in self.snowflakes[seat]]
        for bo in self.c.bonuses:
            if bo.all_colours:
                ok = all(any(r.colour == col for r in named) for col in COLOURS)
            else:
                ok = sum(1 for r in named if bo.colour is None or r.colour == bo.colour) >= bo.n
            if ok:
                bonuses.append({"id": bo.key, "title": bo.title, "points": bo.points})
        pos = self.pos[seat]
        town = night = 0
        route: list[int] = []
        if pos is not None:
            if self.c.board.spots[pos].kind == "town":
                town = self.c.town_return
            else:
                cost, route = self.c.board.night_route(pos)
                night = -cost
        total = s["runs"] + s["numbered_runs"] + s["targets"] + s["events"]
        final = total + sum(b["points"] for b in bonuses) + town + night
        return {"runs": s["runs"], "numbered_runs": s["numbered_runs"], "targets": s["targets"],
                "events": s["events"], "bonuses": bonuses, "town_return": town, "night_penalty": night,
                "night_route": route, "running_total": total, "final_total": final,
                "final": self.phase == "over", "snowflakes": list(self.snowflakes[seat]),
                "targets_done": [self.c.targets[t].key for t in self.targets_done[seat]]}

    def scores(self) -> list[int]:
        if self.phase == "over":
            return [self.score_breakdown(s)["final_total"] for s in range(len(self.pos))]
        return [sum(self.score[s].values()) for s in range(len(self.pos))]
