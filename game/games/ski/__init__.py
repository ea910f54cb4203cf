"""Ski the Mountain: the flagship game."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import paths
from game.core.protocol import Setup
from game.core.registry import Edition, GameInfo, Tally, loaded_once, register

from .rules.actions import decode_action
from .rules.content import SkiContent, load_content
from .rules.state import DAY, DAYS, PLAYER_COLOURS, SUNSET_ENDS, SkiState

GAME_ID = "ski"


@loaded_once
def default_content() -> SkiContent:
    """The shipped mountain and decks, loaded once per process."""
    return load_content(paths.config_dir("ski"))


def _on_map(path: str) -> SkiContent:
    """The decks and rules with the mountain of the map at ``path``."""
    return load_content(paths.config_dir("ski"), map_path=path)


def _content_from(config_dir: str, map_path: str | None) -> SkiContent:
    """The content of the files in ``config_dir`` (a file missing there is the
    shipped one) on the map at ``map_path`` (None: the one game.yaml names)."""
    return load_content(config_dir, map_path=map_path, fallback_dir=paths.config_dir("ski"))


def _new(setup: Setup, content: Any) -> SkiState:
    return SkiState(setup, content)


def _evaluator() -> Any:
    from .rules.ai import SkiEvaluator
    return SkiEvaluator()


def _ui() -> Any:
    from .ui import UI
    return UI


def _check_map(path: str) -> tuple[str | None, list[str]]:
    """The map's own rules first, then the whole content loaded on it: the
    summary says what the decks and the run recorder become there."""
    from game.core.protocol import ContentError

    from .rules.board import check_map
    from .rules.content import fit_report
    board, problems = check_map(path)
    if board is None or problems:
        return None, problems
    try:
        content = load_content(paths.config_dir("ski"), map_path=path)
    except ContentError as e:
        return None, [str(e)]
    head = (f"{len(board.spots)} spots, {len(board.lifts)} lifts, {len(board.runs)} runs "
            f"({len(board.numbered_runs())} numbered)")
    return "\n".join([head] + [f"  {line}" for line in fit_report(content)]), []


def _cards(types: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(k): {"title": v.title, "copies": v.copies, "points": getattr(v, "points", None)}
            for k, v in types.items()}


def _stranded(s: Any) -> list[bool]:
    """Per seat: does the skier end the game away from a town? (One who never
    went on the board is not stranded.)"""
    return [p is not None and s.c.board.spots[p].kind != "town" for p in s.pos]


TALLIES = {
    "targets_completed": Tally(
        "target", lambda c: _cards(c.target_types), "Targets completed per game", "Target", "never completed",
        "How many times per game, all players together, each target card was completed."),
    "events_played": Tally(
        "event", lambda c: _cards(c.event_types), "Event cards played per game", "Event", "never played",
        "How many times per game, all players together, each event card was played."),
}


def _from_dict(d: Mapping[str, Any], content: Any) -> SkiState:
    return SkiState.from_dict(d, content)


def _choices() -> dict[str, tuple[str, tuple[tuple[int, str], ...]]]:
    whole = default_content().night_index
    words = {0: f"the whole day ({whole} rounds)"}
    return {DAY: ("Day", tuple((d, words.get(d, f"a shorter day, {d} rounds")) for d in DAYS))}


INFO = register(GameInfo(
    id=GAME_ID, name="Ski the Mountain", min_players=2, max_players=6, colours=PLAYER_COLOURS,
    summary="Race around the mountain with piste cards, ride the lifts, chase secret targets "
            "and be back in town before night.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict,
    decode_action=decode_action, make_evaluator=_evaluator, player_noun="skier",
    setup_note="Each skier picks a starting town on the board, in turn from the first player.",
    choices=_choices,
    option_notes={DAY: "Our variant for a shorter game: the sun moves faster (two spaces in some or all rounds) "
                       "and night falls after 12 or 8 rounds; the event cards still come as it passes their "
                       "spaces. The whole day is the rulebook's."},
    player_rules="ski.md", tutorial="config/ski/tutorial.yaml",
    ui=_ui, check_map=_check_map, map_file="mountain.tmx", map_content=_on_map,
    content_from=_content_from, map_files=("mountain.tmx", "petit_val.tmx"),
    # the rules of every release: before dusk, the Sunset round's last action ended the game
    editions=(Edition("2026-11-21", flags={SUNSET_ENDS: True}, formats=(1,),
                      words="night fell the moment the Sunset round's last move was made, with no dusk"),
              Edition("2026-11-23")),
    tallies=TALLIES, stranded=_stranded, stranded_noun="skiers",
    stranded_note="the share of all skiers who are not in a town when the game ends.",
))
