"""Ski Gammon (1962): ride the lift, ski the trails, collect the Groschen."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import paths
from game.core.protocol import Setup
from game.core.registry import Edition, GameInfo, loaded_once, register

from .rules.actions import decode_action
from .rules.content import SGContent, load_content
from .rules.state import CLOCK, COLOURS, FIRST_RULES, ROUNDS, SECOND_RULES, SIPPING, TARGET, THIRD_RULES, SGState

GAME_ID = "ski-gammon"


@loaded_once
def default_content() -> SGContent:
    """The shipped board and cards, loaded once per process."""
    return load_content(paths.config_dir("ski_gammon"))


def _new(setup: Setup, content: Any) -> SGState:
    return SGState(setup, content)


def _from_dict(d: Mapping[str, Any], content: Any) -> SGState:
    return SGState.from_dict(d, content)


def _evaluator() -> Any:
    from .rules.ai import SGEvaluator
    return SGEvaluator()


def _ui() -> Any:
    from .ui import UI
    return UI


def _choices() -> dict[str, tuple[str, tuple[tuple[int, str], ...]]]:
    c = default_content()
    short = min(c.targets)
    return {TARGET: ("Win at", tuple((v, f"{v} Groschen" + (" (a short game)" if v == short and v < c.targets[0]
                                                            else "")) for v in c.targets)),
            ROUNDS: ("Round limit", tuple((v, f"{v} rounds" if v else "none") for v in c.round_limits)),
            CLOCK: ("Clock", tuple((v, f"{v} minutes" if v else "none") for v in c.clock_minutes))}


def _check_map(path: str) -> tuple[str | None, list[str]]:
    from game.core.protocol import ContentError
    try:
        c = load_content(paths.config_dir("ski_gammon"), path)
    except ContentError as e:
        return None, [str(e)]
    return (f"a lift of {c.lift_top} spaces, {len(c.trails)} trails "
            f"({', '.join(f'{t.name} {t.length}' for t in c.trails.values())})"), []


def _stats(s: Any) -> dict[str, float]:
    """One finished game in figures, for the balance lab."""
    return {
        "rounds": s.rounds,
        "busted": sum(1 for p in s.pos if p[0] == "out"),
        "richest": max(s.groschen),
        "ended_by_target": 1.0 if s.ended == "target" else 0.0,
        "ended_by_rounds": 1.0 if s.ended == "rounds" else 0.0,
        "ended_stopped": 1.0 if s.ended == "stopped" else 0.0,
    }


STAT_TITLES = {
    "rounds": "rounds played",
    "busted": "skiers gone bust",
    "richest": "the richest skier's Groschen at the end",
    "ended_by_target": "games won by reaching the target",
    "ended_by_rounds": "games ended by the time limit",
    "ended_stopped": "games ended because the conditions stopped everyone",
}


INFO = register(GameInfo(
    id=GAME_ID, name="Ski Gammon", min_players=2, max_players=6, colours=COLOURS,
    summary="Ride the lift, race down the trails and collect Groschen, while the snow, the fog "
            "and your rivals' Ski Condition cards get in the way.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict,
    decode_action=decode_action, make_evaluator=_evaluator, game_stats=_stats, stat_titles=STAT_TITLES,
    player_noun="skier", colour_noun="token",
    options={SIPPING: "Cocoa sips in the log, for fun"},
    option_notes={SIPPING: "Just for fun: some Sitzmark and Apres Ski cards add a line to the log, such as "
                           "\"Take a sip of your cocoa.\" Nothing else changes."},
    # the rules of every release (docs/ski-gammon.md, "Saves from before the rule changes"): each
    # older edition keeps the changes of the ones after it too
    editions=(Edition("2026-11-23", flags={FIRST_RULES: True}, formats=(1, 2),
                      words="two offers a turn in all, any sum offered, no fall on landing, and "
                            "the older Boomer, trail and flask rules"),
              Edition("2026-11-27", flags={SECOND_RULES: True}, formats=(2,),
                      words="going back on Boomer to the Summit House, no trail condition over the top "
                            "of the lift, and the older flask cards"),
              Edition("2026-11-27", flags={THIRD_RULES: True}, formats=(3,),
                      words="the flask's cards paid 10 at the lodge and 5 to or from each skier"),
              Edition("2026-11-27")),
    choices=_choices,
    # the opening roll decides who starts: Setup.first_player is only the order of that roll (seat 1 first)
    setup_note="Every skier rolls the dice first: the highest roll starts.", rules_pick_first=True,
    rules_doc="ski-gammon.md", player_rules="ski-gammon.md",
    tutorial="config/ski_gammon/tutorial.yaml",
    ui=_ui, bench_prefix="sg_", check_map=_check_map, map_file="ski_gammon.tmx", content_from=load_content,
))
