"""Himalaya Grand Prix: a snowboard race down a Yeti-guarded course."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import paths
from game.core.protocol import Setup
from game.core.registry import Edition, GameInfo, loaded_once, register

from .rules.actions import decode_action
from .rules.content import GPContent, load_content
from .rules.state import FORWARD, SINGLE, STRICT, TEAMS, GPState

GAME_ID = "grand-prix"


@loaded_once
def default_content() -> GPContent:
    """The shipped course and cards, loaded once per process."""
    return load_content(paths.config_dir("grand_prix"))


def _new(setup: Setup, content: Any) -> GPState:
    return GPState(setup, content)


def _from_dict(d: Mapping[str, Any], content: Any) -> GPState:
    return GPState.from_dict(d, content)


def _evaluator() -> Any:
    from .rules.ai import GPEvaluator
    return GPEvaluator()


def _ui() -> Any:
    from .ui import UI
    return UI


def _check_map(path: str) -> tuple[str | None, list[str]]:
    from game.core.protocol import ContentError
    try:
        c = load_content(paths.config_dir("grand_prix"), path)
    except ContentError as e:
        return None, [str(e)]
    return f"{c.rows} rows of {c.cols} spaces, {len(c.yeti_spaces)} Yeti spaces, {len(c.podium)} finishing spaces", []


def _stats(s: Any) -> dict[str, float]:
    """One finished race in figures, for the balance lab."""
    c = s.c
    boarders = s.num_seats * len(c.values)
    knocked = sum(len(x) for x in s.captured)
    return {
        "knocked_off": knocked,
        "finished": boarders - knocked,
        "yetis_hired": len(s.placed) + len(s.twins),
        "snowballs_used": s.snowballs_used,
        "podium_points": sum(v * c.podium[i] for i, (_, v) in enumerate(s.podium)),
        "capture_points": sum(v for cs in s.captured for _, v in cs),
        "late_points": sum(sum(x) for x in s.late),
    }


STAT_TITLES = {
    "knocked_off": "snowboarders knocked off by Yetis",
    "finished": "snowboarders that crossed the finish",
    "yetis_hired": "Yeti cards hired (of 20, two to a space)",
    "snowballs_used": "snowball cards thrown away for rerolls",
    "podium_points": "points scored on finishing spaces 1 to 4",
    "capture_points": "points scored for knocked-off snowboarders",
    "late_points": "points scored by later finishers",
}


INFO = register(GameInfo(
    id=GAME_ID, name="Himalaya Grand Prix", min_players=2, max_players=5, colours=TEAMS,
    summary="Race your team of four snowboarders down the course while the Yetis you hire "
            "throw snowballs at everyone else's.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict,
    decode_action=decode_action, make_evaluator=_evaluator, game_stats=_stats, stat_titles=STAT_TITLES,
    player_noun="captain", colour_noun="team",
    options={STRICT: "Stricter snowballs (the last roll counts)",
             FORWARD: "After a sideways step, the next step goes forward (house rule)"},
    option_notes={STRICT: "After a snowball card's second roll, the last roll counts (not the best), and it "
                          "hits only a snowboarder standing on exactly that number.",
                  FORWARD: "Our house rule: a snowboarder that stepped sideways must step forward next (straight "
                           "or diagonally)."},
    # the rules of every release: the first played one Yeti card per space and the forward step
    # after a sideways one
    editions=(Edition("2026-11-21", flags={SINGLE: True}, forced={FORWARD: True}, formats=(1,),
                      words="one Yeti card per space, and a forward step after every sideways one"),
              Edition("2026-11-23")),
    setup_note="Captains start their snowboarders on the two top rows; Yetis watch the rows below.",
    rules_doc="grand-prix.md", player_rules="grand-prix.md", variant_counts=(2,),
    ui=_ui, bench_prefix="gp_", check_map=_check_map, map_file="grand_prix.tmx", content_from=load_content,
    tutorial="config/grand_prix/tutorial.yaml",
))
