"""The monkey: random mouse clicks, drags, wheel turns, key presses and window
resizes thrown at the real scenes (dummy video driver), seeded, with the
rules' invariants checked after every action that reaches a game.

    python main.py monkey --events 1000000 --seed 1

Any exception stops the run and is reported with the event number, so it can
be replayed with the same seed.
"""
from __future__ import annotations

import os
import time
from typing import Any

KEYS = ("K_ESCAPE", "K_RETURN", "K_SPACE", "K_h", "K_z", "K_s", "K_r", "K_PLUS", "K_MINUS", "K_LEFT", "K_RIGHT",
        "K_UP", "K_DOWN", "K_TAB", "K_BACKSPACE", "K_a", "K_1")


def _targets(app: Any) -> list[tuple[int, int]]:
    """Places worth clicking now: the visible, enabled buttons and list items, the
    panel's cards and the board's spots."""
    out = []
    for el in app.ui.get_root_container().elements:
        for e in [el] + list(getattr(el, "elements", [])):
            if e.visible and getattr(e, "is_enabled", True):
                out.append(e.rect.center)
    scene = app.scene
    hot = getattr(scene, "hot", None)
    if hot:
        out += [r.center for r in hot.values()]
    points = getattr(scene, "click_points", None)
    if points is not None:
        out += [(round(x), round(y)) for x, y in points()]
    menu = getattr(scene, "menu", None)          # the title screen's own buttons, and its game arrows
    if menu is not None:
        out += [b.rect.center for b in menu.buttons]
    out += [r.center for r in getattr(scene, "arrows", {}).values()]
    return out


def check_invariants(state: Any) -> None:
    """What must hold in any position of any game: cards neither made nor lost,
    a valid player to move (or the game over), scores that are numbers."""
    census = state.census()
    for deck, (have, total) in census.items():
        assert have == total, f"{deck}: {have} cards of {total}"
    cur = state.current_player()
    assert state.is_over() or (cur is not None and 0 <= cur < state.num_seats), cur
    assert all(isinstance(v, int) for v in state.scores())


def run_monkey(events: int = 20000, seed: int = 1, size: tuple[int, int] = (1280, 720),
               progress: Any = None, game: str | None = None) -> dict[str, Any]:
    """``events`` seeded random events at the real scenes; ``game``: the title keeps
    that game chosen (its arrows are pressed all the same), so every game started
    is one of it (a KeyError if no game has that id)."""
    if game is not None:
        from game.core.registry import get
        get(game)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # the monkey's settings and saves go to a folder of its own, never the player's
    import tempfile

    from game import paths
    from game import settings as st
    sandbox = tempfile.mkdtemp(prefix="ski-monkey-")
    saved = (paths.user_data_dir, st.settings_path)
    paths.user_data_dir = lambda: sandbox
    st.settings_path = lambda: os.path.join(sandbox, "settings.json")
    try:
        return _run(events, seed, size, progress, game)
    finally:
        paths.user_data_dir, st.settings_path = saved
        import shutil
        shutil.rmtree(sandbox, ignore_errors=True)


def _run(events: int, seed: int, size: tuple[int, int], progress: Any, game: str | None) -> dict[str, Any]:
    import pygame

    from game.app import App
    from game.core.rng import Rng
    from game.scenes.online_scene import OnlineScene
    from game.scenes.table import TableScene as PlayScene  # every game's play scene
    from game.scenes.title import TitleScene

    rng = Rng(seed)
    app = App(size)
    app.speed = 8.0                      # animations run fast, so the monkey gets to play
    if game is not None:
        app.chosen_game = game
    app.switch(TitleScene(app))
    keycodes = [getattr(pygame, k) for k in KEYS]
    stats: dict[str, Any] = {"events": 0, "actions_checked": 0, "games_started": 0, "restarts": 0, "resizes": 0,
                             "online_skipped": 0}
    seen_states: set[int] = set()
    where: dict[str, int] = {}                # steps spent in each scene
    played: dict[str, int] = {}               # steps spent at each game's table, by game id
    last_log = 0
    held = False
    t0 = time.perf_counter()
    for i in range(events):
        w, h = app.screen.get_size()
        pos = (rng.below(w), rng.below(h))
        targets = _targets(app)
        if targets and rng.random() < 0.6:       # most clicks go where a player would click
            x, y = targets[rng.below(len(targets))]
            pos = (min(w - 1, max(0, x)), min(h - 1, max(0, y)))
        r = rng.random()
        batch = []
        if r < 0.45:
            button = 1 if rng.random() < 0.85 else rng.choice((2, 3))
            batch += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)]
        elif r < 0.6:
            buttons = (1, 0, 0) if held else (0, 0, 0)
            batch.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.below(21) - 10, rng.below(21) - 10),
                                            buttons=buttons))
        elif r < 0.65:
            held = not held
            kind = pygame.MOUSEBUTTONDOWN if held else pygame.MOUSEBUTTONUP
            batch.append(pygame.event.Event(kind, button=1, pos=pos))
        elif r < 0.72:
            batch.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                            precise_x=0.0, precise_y=0.0))
        elif r < 0.995:
            key = rng.choice(keycodes)
            if key == pygame.K_ESCAPE and rng.random() < 0.7:
                key = pygame.K_SPACE             # Esc leaves scenes: keep it rarer, so games get played
            mod = pygame.KMOD_CTRL if rng.random() < 0.15 else 0
            batch += [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                      pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
        else:
            new = (1280 + rng.below(700), 720 + rng.below(400))
            app.resize(new)
            stats["resizes"] += 1
        pygame.mouse.set_pos(pos) if pygame.display.get_surface() else None
        scene = app.scene
        if isinstance(scene, PlayScene) and rng.random() < 0.2:
            # now and then a move a player would make, clicked the way a player clicks it
            seat = scene.seats.acting()
            if scene.files.save_dialog is not None or scene.seats.recap is not None:
                # a dialog owns every click until it closes: a player closes it first (Esc, Got it)
                scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            elif seat is not None and seat == scene.seats.viewer and not scene.motions.tweens and not scene.motions.flights:
                legal = scene.state.legal_actions(seat)
                if legal:
                    scene.layers.click_through(legal[rng.below(len(legal))])
        # events the UI posted (button presses) come back through the queue, as in the real loop
        app.step(batch + pygame.event.get(), 1 / 30)
        if game is not None and app.chosen_game != game:
            app.chosen_game = game           # the title's arrows were pressed: back to the game played
        stats["events"] += 1
        if not app.running or app.scene is None:
            app.running = True            # Quit was pressed: start again at the title
            app.switch(TitleScene(app))
            stats["restarts"] += 1
        if isinstance(app.scene, OnlineScene):
            # the monkey plays at this computer only: what a game online does hangs on a network's timing
            # (and hosting would listen on the computer's networks), so a run would not repeat; back to the title
            app.switch(TitleScene(app))
            stats["online_skipped"] += 1
        scene = app.scene
        where[type(scene).__name__] = where.get(type(scene).__name__, 0) + 1
        if isinstance(scene, PlayScene):
            played[scene.info.id] = played.get(scene.info.id, 0) + 1
            if id(scene.state) not in seen_states:
                seen_states.add(id(scene.state))
                stats["games_started"] += 1
                last_log = -1
            n = len(scene.state.action_log)
            if n != last_log:
                check_invariants(scene.state)
                stats["actions_checked"] += 1
                last_log = n
        if progress and i and i % 100000 == 0:
            progress(f"{i} events, {stats['actions_checked']} positions checked")
    stats["seconds"] = round(time.perf_counter() - t0, 1)
    stats["steps_by_scene"] = where
    stats["steps_by_game"] = played
    pygame.quit()
    return stats
