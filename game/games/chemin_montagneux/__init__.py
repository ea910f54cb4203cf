"""Chemin Montagneux (2003): reshape the mountains, then hike to your own peak."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import paths
from game.core.protocol import Setup
from game.core.registry import Edition, GameInfo, loaded_once, register

from .rules.actions import decode_action
from .rules.content import CMContent, load_content
from .rules.state import (
    ACE_COIN_HIGH,
    BLUE_AT_THREE,
    COIN_COUNTERS,
    COLOURS,
    DOUBLING_BACK,
    ENGINEER_CHOICES,
    GAME_ID,
    NO_STUCK_END,
    PEAK_TO_PEAK,
    PYRENEES,
    ROUND_LIMIT,
    SHORT_RACE,
    SUPER_ENGINEERS,
    SUPER_HIKERS,
    CMState,
    colours_for,
)


@loaded_once
def default_content() -> CMContent:
    """The shipped numbers, loaded once per process."""
    return load_content(paths.config_dir("chemin_montagneux"))


def _new(setup: Setup, content: Any) -> CMState:
    return CMState(setup, content)


def _from_dict(d: Mapping[str, Any], content: Any) -> CMState:
    return CMState.from_dict(d, content)


ROUND_LIMITS = (0, 40, 60, 80, 120)     # offered besides the content's own, which comes first


def _choices() -> dict[str, tuple[str, tuple[tuple[int, str], ...]]]:
    limit = default_content().n("round_limit")
    engineers = {0: "off", 2: "two activities", 3: "three activities"}
    return {SUPER_ENGINEERS: ("Super Engineers", tuple((v, engineers[v]) for v in ENGINEER_CHOICES)),
            ROUND_LIMIT: ("Round limit", tuple((v, f"{v} rounds" if v else "none")
                                               for v in (limit, *(r for r in ROUND_LIMITS if r != limit))))}


def _evaluator() -> Any:
    from .rules.ai import CMEvaluator
    return CMEvaluator()


def _ui() -> Any:
    from .ui import UI
    return UI


def _check_map(path: str) -> tuple[str | None, list[str]]:
    from game.content.tiled import classless_note, load_map
    from game.core.protocol import ContentError
    try:
        c = load_content(paths.config_dir("chemin_montagneux"), path)
    except ContentError as e:
        problems = [str(e)]
        try:
            note = classless_note(load_map(path))
        except ContentError:            # the map itself is unreadable: the line above says so
            note = None
        if note and note not in problems:
            problems.insert(0, note)    # some objects lost their class: maybe why
        return None, problems
    note = classless_note(load_map(path))     # objects with no class play no part: say so
    x, y, w, h = c.table
    return (f"a table of {w:g} by {h:g} cells, the centre tiles at "
            f"{' '.join(f'{cx},{cy}' for cx, cy in c.centre)}, {len(c.starts)} start squares, "
            f"{len(c.supplies)} supplies and the common area"), [note] if note else []


def _stats(s: Any) -> dict[str, float]:
    """One finished game in figures, for the balance lab."""
    return {
        "rounds": s.rounds,
        "peaks": len(s.peaks()),
        "tiles_on_board": sum(len(p) for p in s.board.values()),
        "ended_by_peak": 1.0 if s.ended in ("peak", "flags") else 0.0,
        "ended_by_rounds": 1.0 if s.ended == "rounds" else 0.0,
        "ended_stuck": 1.0 if s.ended == "stuck" else 0.0,
    }


STAT_TITLES = {
    "rounds": "rounds played",
    "peaks": "aces standing as peaks at the end",
    "tiles_on_board": "tiles in the landscape at the end",
    "ended_by_peak": "games won on a peak (Peak to Peak: by flags)",
    "ended_by_rounds": "games ended by the round limit",
    "ended_stuck": "games ended as stuck (nobody nearer a win for 40 rounds)",
}


INFO = register(GameInfo(
    id=GAME_ID, name="Chemin Montagneux", min_players=2, max_players=4, colours=COLOURS,
    summary="Four engineers extend, grade, raise and lower a landscape of tiles, then race "
            "their pawns up to the peaks of their own suits.",
    load_content=default_content, new_state=_new, state_from_dict=_from_dict,
    decode_action=decode_action, make_evaluator=_evaluator, game_stats=_stats, stat_titles=STAT_TITLES,
    player_noun="engineer", colour_noun="pawn", seat_colours=colours_for,
    options={PYRENEES: "Pyrenees (six high)",
             COIN_COUNTERS: "Coin Counters",
             SUPER_HIKERS: "Super Hikers (jumps)",
             PEAK_TO_PEAK: "Peak to Peak (flags)"},
    choices=_choices, was_yes_no=(SUPER_ENGINEERS,),
    option_notes={PYRENEES: "Piles may grow six tiles high instead of four.",
                  COIN_COUNTERS: "Each player starts with coins of his own suit, and every payment or taking must "
                                 "leave the lowest or highest coin of the common area in one of his suits.",
                  SUPER_HIKERS: "A pawn may jump a gap of one empty cell in two steps, and jump down from any height "
                                "in one step.",
                  PEAK_TO_PEAK: "A flag is planted on each peak a pawn reaches: the first with flags on two peaks "
                                "wins.",
                  SUPER_ENGINEERS: "Each turn the top two (or three) dice each give an activity, instead of the highest "
                                   "die alone."},
    # the rules of every release
    editions=(Edition("2026-11-23", flags={DOUBLING_BACK: True, ACE_COIN_HIGH: True, SHORT_RACE: True,
                                           BLUE_AT_THREE: True, NO_STUCK_END: True}, formats=(2,),
                      words="a hike could go back over its own places, the ace coin was worth 6, the final "
                            "race took no coins once they ran short, three players could choose Blue, and a "
                            "stuck game could not be ended"),
              Edition("2026-11-27", flags={DOUBLING_BACK: True, NO_STUCK_END: True}, formats=(2,),
                      words="a hike could go back over its own places, and a stuck game could not be ended"),
              Edition("2026-11-27", flags={NO_STUCK_END: True}, formats=(3, 4),
                      words="a stuck game could not be ended"),
              Edition("2026-12-07")),
    setup_note="The engineer with the black pawn starts, then play goes round the table in seat order.",
    rules_pick_first=True, open_information=True,
    rules_doc="chemin-montagneux.md", player_rules="chemin-montagneux.md",
    ui=_ui, bench_prefix="cm_", check_map=_check_map, map_file="chemin_montagneux.tmx", content_from=load_content,
    tutorial="config/chemin_montagneux/tutorial.yaml",
))
