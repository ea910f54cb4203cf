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


def run_tutorial_smoke(game: str | None = None, seconds: float = 120.0, verbose: bool = True) -> int:
    """`smoke --tutorial`: the game's tutorial clicked through to its farewell in
    the window, as a learner would (Next on each explaining step, the lit move
    on each step that asks for one, made with the same clicks a player makes).
    Exits 0 when the farewell was reached with every step shown, no move
    refused and the game its recorded one; 1 otherwise (the time ran out, a
    step never came up, the coach refused its own lit move, the game left its
    record, or an error)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.core.registry import flagship, get
    from game.scenes.table import tutorial_scene

    info = get(game) if game else flagship()
    app = App(headless_speed=50.0)
    app.autosave = None
    play = tutorial_scene(app, info.id)
    app.switch(play)
    box = play.coach
    assert box is not None                      # a tutorial's table has its coach
    reached: list[bool] = []
    tries = {"clicks": 0}
    hidden: list[str] = []                      # a step's shown things under the box, or drawn nowhere

    def step() -> None:
        if app.scene is not play or not app.frames:
            app.running = False                 # the tutorial left its table: the results, or an error
            return
        coach = box.coach
        now = coach.step if not coach.finished else None
        if now is not None and now.shows and box.ready() and box.box is not None:
            for key in now.shows:
                where = play.frame.outline(key)
                if not where or any(box.box.colliderect(r) for r in where):
                    hidden.append(f"step {coach.at + 1}: {key}")
        if coach.finished:
            if box.places.get("play_on") is not None:
                reached.append(True)
                app.running = False
            return
        if box.modal() and "next" in box.places:
            pos = box.places["next"].center
            play.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            tries["clicks"] += 1
            return
        step_now = coach.step
        if step_now is not None and step_now.do and box.ready():
            move = box.pick()
            if move is not None:
                if verbose:
                    print(f"tutorial: step {coach.at + 1}: {move}")
                play.layers.click_through(move)
                tries["clicks"] += 1

    app.after_frame.append(step)
    app.run(max_seconds=seconds)
    coach = box.coach
    total = len(coach.tutorial.steps)
    moves = list(coach.tutorial.moves)
    log = list(play.state.action_log)
    left = next((i for i, (a, b) in enumerate(zip(log, moves, strict=False)) if a != b),
                None if len(log) >= len(moves) else len(log))
    print(f"smoke --tutorial: {info.name}: {app.frames} frames, {min(coach.at, total)} of {total} steps, "
          f"farewell {'reached' if reached else 'not reached'}"
          + (f"; steps that never came up: {', '.join(str(i + 1) for i in coach.passed_over)}"
             if coach.passed_over else "")
          + (f"; {coach.refused} lit move(s) refused" if coach.refused else "")
          + (f"; shown under the coach's box or nowhere: {', '.join(sorted(set(hidden)))}" if hidden else "")
          + (f"; the game left its record at move {left + 1} of {len(moves)} (record it again: "
             "tools/record_tutorial.py, then read every step again)" if left is not None else ""))
    if app.crash_reports:
        print(f"smoke --tutorial: {len(app.crash_reports)} unexpected error(s); crash report: {app.crash_reports[0]}")
        return 1
    return 0 if reached and not coach.passed_over and not coach.refused and left is None and not hidden else 1
