"""Himalaya Grand Prix: a snowboard race down a Yeti-guarded course."""
from __future__ import annotations

import threading
from typing import Any, Mapping

from game import paths
from game.core.protocol import Setup
from game.core.registry import GameInfo, register

from .actions import decode_action
from .content import GPContent, load_content
from .state import TEAMS, GPState

_cache: dict[str, GPContent] = {}
_lock = threading.Lock()


def default_content() -> GPContent:
    """The shipped course and cards, loaded once per process."""
    with _lock:
        if "default" not in _cache:
            _cache["default"] = load_content(paths.config_dir("grand_prix"))
        return _cache["default"]


def _new(setup: Setup, content: Any) -> GPState:
    return GPState(setup, content)


def _from_dict(d: Mapping[str, Any], content: Any) -> GPState:
    return GPState.from_dict(d, content)


def _evaluator() -> Any:
    from .ai import GPEvaluator
    return GPEvaluator()


INFO = register(GameInfo(
    id="grand-prix", name="Himalaya Grand Prix", min_players=3, max_players=5, colours=TEAMS,
    summary="Race your team of four snowboarders down the course while the Yetis you hire "
            "throw snowballs at everyone else's.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict,
    decode_action=decode_action, make_evaluator=_evaluator,
))
