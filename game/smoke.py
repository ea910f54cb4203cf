"""`python main.py smoke`: a bot-only game through the real scenes, at top speed.

Runs with the dummy video driver unless a display is asked for. Exits 0 when
the game reached its results screen without an error; 1 if the time ran out
first or a crash report was written.
"""
from __future__ import annotations

import os


def run_smoke(seconds: float = 20.0, players: int = 4, autosave: str | None = None, seed: int = 7,
              bots: str = "random", game: str | None = None) -> int:
    """``autosave``: write the game there after every action, as the real game does
    (the kill test stops this process at random moments and resumes from it)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.core.protocol import SeatSetup, Setup
    from game.core.registry import flagship, get
    from game.scenes.results import ResultsScene
    from game.scenes.table import play_scene

    info = get(game) if game else flagship()
    players = max(info.min_players, min(info.max_players, players))
    seats = tuple(SeatSetup(f"Bot {i + 1}", info.colours[i], bots) for i in range(players))
    app = App(headless_speed=50.0)
    app.autosave = autosave
    app.switch(play_scene(app, Setup(info.id, seats, seed=seed)))
    reached: list[bool] = []
    app.after_frame.append(lambda: reached.append(True) if isinstance(app.scene, ResultsScene) else None)
    app.after_frame.append(lambda: setattr(app, "running", False) if reached else None)
    app.run(max_seconds=seconds)
    print(f"smoke: {app.frames} frames drawn, results screen {'reached' if reached else 'not reached'}")
    if app.crash_reports:
        print(f"smoke: {len(app.crash_reports)} unexpected error(s); crash report: {app.crash_reports[0]}")
        return 1
    return 0 if reached else 1
