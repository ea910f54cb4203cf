"""UI benchmarks: frame times of the play scene and the idle cost of the main loop.

Runs with SDL's dummy video driver (no window), so the numbers measure our
drawing, not a compositor.
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
    from game.core.registry import get
    from game.games.ski.actions import ChooseStart
    from game.scenes.play import PlayScene, Tween

    info = get("ski")
    app = App((1920, 1080))
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], "random") for i in range(6))
    play = PlayScene(app, Setup("ski", seats, seed=3))
    app.switch(play)
    s = play.state
    towns = sorted(s.c.board.towns())
    for seat in range(6):
        s.apply(ChooseStart(seat, towns[seat % len(towns)]))
    # every skier gliding down a long run at once
    runs = sorted(s.c.board.runs.values(), key=lambda r: -len(r.spots))
    screen = app.screen
    play.draw(screen)                      # warm the board cache
    times = []
    for f in range(frames):
        if not play.tweens:
            for seat in range(6):
                run = runs[seat % len(runs)]
                pts = [(s.c.board.spots[x].x, s.c.board.spots[x].y) for x in run.spots]
                play.tweens.append(Tween(seat, pts, 400.0))
        for tw in play.tweens:
            tw.step(1 / 60)
        play.tweens = [tw for tw in play.tweens if not tw.done]
        t0 = time.perf_counter()
        app.draw_frame(play)
        times.append((time.perf_counter() - t0) * 1000)
    # the floor: one full-window blit of a pre-converted surface
    full = screen.copy().convert()
    blits = []
    for _ in range(50):
        t0 = time.perf_counter()
        screen.blit(full, (0, 0))
        blits.append((time.perf_counter() - t0) * 1000)
    times.sort()
    out = {
        "frame_ms_p50": round(statistics.median(times), 2),
        "frame_ms_p99": round(times[int(len(times) * 0.99) - 1], 2),
        "blit_ms": round(statistics.median(blits), 3),
    }
    # idle: the real loop with a static screen (a human's hand-off prompt) for 5 s,
    # measured from the end of the first frame (which draws the board once)
    humans = Setup("ski", (SeatSetup("Anna", "Blue"), SeatSetup("Ben", "Green")), seed=1)
    app.switch(PlayScene(app, humans))
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
