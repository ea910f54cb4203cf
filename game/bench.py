"""Benchmarks (`python main.py bench`): numbers to report, never timed tests."""
from __future__ import annotations

import time
from typing import Any


def run_bench(games: int = 200) -> dict[str, Any]:
    from game.core.registry import get
    from game.sim import simulate
    info = get("ski")
    t0 = time.perf_counter()
    info.load_content()
    load_s = time.perf_counter() - t0
    out = simulate(info, games, 4, 1000, ["random"])
    return {
        "content_load_s": round(load_s, 3),
        "sim_games": games,
        "sim_4p_random_games_per_s": out["games_per_second"],
        "sim_mean_actions_per_game": out["mean_actions"],
        "sim_errors": out["errors"],
    }
