"""UI benchmarks: frame times of the play scene and the idle cost of the main loop.

Runs with SDL's dummy video driver (no window), so the numbers measure our
drawing, not a compositor. Every game whose screens offer ``bench_frames``
is measured; its figures carry the game's bench prefix.
"""
from __future__ import annotations

import os
import statistics
import time
from typing import Any


def run_ui_bench(frames: int = 300) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from game.app import App
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import all_games, flagship
    from game.scenes.table import play_scene

    app = App((1920, 1080))
    out: dict[str, Any] = {}
    for info in all_games():
        ui = info.screens() if info.ui is not None else None
        if ui is None or ui.bench_frames is None:
            continue
        times = sorted(ui.bench_frames(app, frames))
        out[f"{info.bench_prefix}frame_ms_p50"] = round(statistics.median(times), 2)
        out[f"{info.bench_prefix}frame_ms_p99"] = round(times[int(len(times) * 0.99) - 1], 2)
    # the floor: one full-window blit of a pre-converted surface
    screen = app.screen
    full = screen.copy().convert()
    blits = []
    for _ in range(50):
        t0 = time.perf_counter()
        screen.blit(full, (0, 0))
        blits.append((time.perf_counter() - t0) * 1000)
    out["blit_ms"] = round(statistics.median(blits), 3)
    # idle: the real loop with a static screen (a human's hand-off prompt) for 5 s,
    # measured from the end of the first frame (which draws the board once)
    info = flagship()
    humans = Setup(info.id, (SeatSetup("Anna", info.colours[0]), SeatSetup("Ben", info.colours[1])), seed=1)
    app.switch(play_scene(app, humans))
    mark: dict[str, float] = {}

    def first_frame() -> None:
        if "cpu" not in mark and app.frames >= 1:
            mark["cpu"], mark["wall"] = time.process_time(), time.perf_counter()
            mark["frames"] = app.frames

    app.after_frame.append(first_frame)
    app.run(max_seconds=5.5)
    cpu = time.process_time() - mark["cpu"]
    wall = time.perf_counter() - mark["wall"]
    out["idle_cpu_pct"] = round(100 * cpu / wall, 2)
    out["idle_frames_drawn"] = app.frames - mark["frames"]
    return out
