"""Flag Race: a test-only game, the smallest the program can host (two players
take 1 to 3 flags from one pile; whoever takes the last flag wins).

It is registered by the tests alone (tests/conftest.py imports this package),
never by the program: ``python main.py games`` does not list it. Every generic
test runs it beside the shipped games, so they hold for a game with two seats,
nothing hidden, short games, one-step turns and panel places of its own names.
It is written by docs/adding-a-game.md, step by step; its content is a small
dataclass (no YAML, no map), its screens drawn with pygame's shapes."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Setup
from game.core.registry import GameInfo, loaded_once, register

from .actions import decode_action
from .state import COLOURS, FRContent, FRState

GAME_ID = "flag-race"


@loaded_once
def default_content() -> FRContent:
    """The race's content: 21 flags, 1 to 3 a turn."""
    return FRContent()


def _new(setup: Setup, content: Any) -> FRState:
    return FRState(setup, content)


def _from_dict(d: Mapping[str, Any], content: Any) -> FRState:
    return FRState.from_dict(d, content)


def _evaluator() -> Any:
    from .ai import FREvaluator
    return FREvaluator()


def _ui() -> Any:
    from .ui import UI
    return UI


INFO = register(GameInfo(
    id=GAME_ID, name="Flag Race", min_players=2, max_players=2, colours=COLOURS,
    summary="Take 1 to 3 flags from the pile in turn: whoever takes the last flag wins.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict, decode_action=decode_action,
    make_evaluator=_evaluator, player_noun="racer", colour_noun="flag",
    setup_note="The first racer takes first; 21 flags are on the pile.",
    open_information=True,
    # its rulebook lives beside it (the paths are under docs/, as every game's are)
    rules_doc="../tests/tiny_game/rules.md", player_rules="../../tests/tiny_game/rules.md",
    tutorial="tests/tiny_game/tutorial.yaml", ui=_ui, bench_prefix="fr_",
))
