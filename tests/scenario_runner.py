"""The one scenario runner for every game (the format: docs/scenarios.md).

A scenario is a position, steps, and what must follow each step. What is the
same for every game lives here: reading the YAML files (``safe_load``), running
the steps through the rules, checking a refusal and its reason, checking that
the census still holds after every step, and naming the scenario and step in
every failure. Each game brings a small adapter, ``tests/<game>/scenario_<game>.py``,
with a ``Scenario`` subclass named ``ADAPTER`` that builds the position,
reads a step's action and checks the game's own expectations; the runner
finds every adapter by its file name.
"""
from __future__ import annotations

import glob
import importlib
import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

import yaml
from locations import TESTS

from game.core.protocol import Action, Event, GameState, IllegalAction


class ScenarioError(AssertionError):
    pass


class Scenario(ABC):
    #: the game's id, and its scenario files' folder under tests/
    game: ClassVar[str]
    folder: ClassVar[str]
    #: the players' names in scenarios, seat by seat
    NAMES: ClassVar[list[str]] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]

    def __init__(self, data: Mapping[str, Any], name: str) -> None:
        self.data, self.name = data, name
        self.s: GameState = self.build(data)
        self.census(name)

    # -- what each game says ---------------------------------------------------
    @abstractmethod
    def build(self, data: Mapping[str, Any]) -> GameState:
        """The position the scenario's ``setup`` (and players, seed, options) describes."""

    @abstractmethod
    def action(self, step: Mapping[str, Any]) -> Action:
        """The action a step's ``do`` names."""

    @abstractmethod
    def check(self, expect: Mapping[str, Any], before: list[int], events: list[Event], where: str) -> None:
        """The game's own expectations after a step (``illegal`` is the runner's)."""

    # -- the same for every game -------------------------------------------------
    def seat(self, ref: Any) -> int:
        return ref if isinstance(ref, int) else self.NAMES.index(str(ref))

    def check_events(self, key: str, want: Any, events: list[Event], where: str) -> bool:
        """The expectations about a step's events, the same for every game: ``events``
        (their kinds, in order), ``events_include`` (these kinds among them) and
        ``log_has`` (words of their text). True when ``key`` is one of them."""
        kinds = [e.kind for e in events]
        if key == "events":
            if kinds != list(want):
                raise ScenarioError(f"{where}: events: expected {list(want)!r}, got {kinds!r}")
        elif key == "events_include":
            for k in want:
                if k not in kinds:
                    raise ScenarioError(f"{where}: no '{k}' event among {kinds}")
        elif key == "log_has":
            texts = " ".join(e.text for e in events)
            if str(want).lower() not in texts.lower():
                raise ScenarioError(f"{where}: the log does not say '{want}': {texts}")
        else:
            return False
        return True

    def census(self, where: str) -> None:
        for what, (have, total) in self.s.census().items():
            if have != total:
                raise ScenarioError(f"{where}: {what} not conserved: {have} counted of {total}")

    def run(self) -> None:
        for i, step in enumerate(self.data.get("steps") or []):
            where = f"{self.name}, step {i + 1}"
            expect = dict(step.get("expect") or {})
            before = self.s.scores()
            events: list[Event] = []
            refused: str | None = None
            act: Action | None = None
            if "do" in step:
                act = self.action(step["do"])
                try:
                    events = self.s.apply(act)
                except IllegalAction as e:
                    refused = str(e)
            if "illegal" in expect:
                want = str(expect.pop("illegal"))
                if refused is None:
                    raise ScenarioError(f"{where}: {act} was allowed but should be refused ({want})")
                if want.lower() not in refused.lower():
                    raise ScenarioError(f"{where}: refused, but for '{refused}', not '{want}'")
            elif refused is not None:
                raise ScenarioError(f"{where}: {act} refused: {refused}")
            self.census(where)
            self.check(expect, before, events, where)


def load_scenarios(folder: str) -> list[tuple[str, dict]]:
    """Every scenario in tests/<folder>/*.yaml, named "file: scenario"."""
    out = []
    path = os.path.join(TESTS, folder)
    for fname in sorted(os.listdir(path)):
        if fname.endswith(".yaml"):
            with open(os.path.join(path, fname), encoding="utf-8") as f:
                data = yaml.safe_load(f)
            for d in data if isinstance(data, list) else [data]:
                out.append((f"{fname[:-5]}: {d.get('name', '?')}", d))
    return out


def adapters() -> list[type[Scenario]]:
    """Each game's adapter, found as tests/<game>/scenario_<game>.py."""
    out = []
    for path in sorted(glob.glob(os.path.join(TESTS, "*", "scenario_*.py"))):
        folder = os.path.dirname(path)
        if folder not in sys.path:          # the same module its own tests import
            sys.path.insert(0, folder)
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        out.append(module.ADAPTER)
    return out
