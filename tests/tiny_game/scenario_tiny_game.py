"""Flag Race's scenario adapter (the runner: tests/scenario_runner.py; the
format: docs/scenarios.md): a pile, takes, and what must follow. A position is
``pile`` (flags left), ``taken`` ({player: flags}) and ``turn``; a step does
``{seat: Ann, take: 2}``; it may expect ``pile``, ``taken``, ``turn`` (a name,
or ~ once the race is over), ``winner`` and ``score``."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenario_runner import Scenario, ScenarioError

from game.core.protocol import Action, Event, SeatSetup, Setup
from tiny_game import default_content
from tiny_game.actions import TakeFlags
from tiny_game.state import COLOURS, FRState

NAMES = Scenario.NAMES


class FRScenario(Scenario):
    game = "flag-race"
    folder = "scenarios_tiny_game"
    s: FRState

    def build(self, data: Mapping[str, Any]) -> FRState:
        seats = tuple(SeatSetup(NAMES[i], COLOURS[i]) for i in range(2))
        setup = Setup(self.game, seats, first_player=self.seat(data.get("first_player", 0)),
                      seed=int(data.get("seed", 1)))
        s = FRState(setup, default_content())
        st = data.get("setup") or {}
        if "pile" in st or "taken" in st:
            for who, n in (st.get("taken") or {}).items():
                s.taken[self.seat(who)] = int(n)
            s.pile = int(st.get("pile", s.c.flags - sum(s.taken)))
        if "turn" in st:
            s.turn = self.seat(st["turn"])
        return s

    def action(self, step: Mapping[str, Any]) -> Action:
        return TakeFlags(self.seat(step["seat"]), int(step["take"]))

    def check(self, expect: Mapping[str, Any], before: list[int], events: list[Event], where: str) -> None:
        s = self.s
        for key, want in expect.items():
            if self.check_events(key, want, events, where):
                continue
            if key == "pile":
                got: Any = s.pile
            elif key == "taken":
                got = {NAMES[i]: s.taken[i] for i in range(s.num_seats) if NAMES[i] in want}
            elif key == "turn":
                cur = s.current_player()
                got = None if cur is None else NAMES[cur]
            elif key == "winner":
                got = None if s.winner is None else NAMES[s.winner]
            elif key == "score":
                got = {NAMES[i]: v for i, v in enumerate(s.scores()) if NAMES[i] in want}
            else:
                raise ScenarioError(f"{where}: unknown expectation '{key}'")
            if got != want:
                raise ScenarioError(f"{where}: {key}: expected {want!r}, got {got!r}")


ADAPTER = FRScenario
