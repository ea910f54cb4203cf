"""The window as a player starts it (``python main.py``): the player's settings
read, this window's own autosave claimed (the leftovers of writes a kill cut
short cleared beside it), what the title says once, the first screen, then the
loop run until the window closes and the autosave let go. The tests and the
tools make a bare ``App`` instead, with none of this.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.app import App

if TYPE_CHECKING:
    from game.core.protocol import GameState


def open_app(state: GameState | None = None, played: float = 0.0, chosen: tuple[str, str] | None = None) -> App:
    """The window at the title screen, or straight into ``state`` (a loaded
    game, ``played`` seconds into it), or at the setup of a new game of
    ``chosen`` (a game's id and a map's name, game/maps.py), with this window's own autosave. It always opens: a data folder
    that cannot be made or written means games are not saved, and the title
    says so once."""
    from game import settings as st
    from game.saves.atomic import clean_leftovers
    from game.saves.autosave import AllAutosavesTaken, claim_autosave, readable_autosave
    from game.scenes.title import TitleScene
    prefs, problem = st.load_checked()
    app = App(prefs.window_size, settings=prefs)
    app.remember_size = True
    app.offer_tutorial = not prefs.tutorial_offered
    try:
        app.autosave, window = claim_autosave()
        folder = os.path.dirname(app.autosave)
        clean_leftovers(folder)
        if os.path.isdir(os.path.join(folder, "saves")):
            clean_leftovers(os.path.join(folder, "saves"))
        if window > 1:
            app.notice = (f"Another window of the game is open: this one keeps its game in "
                          f"{os.path.basename(app.autosave)}, so neither replaces the other's.")
    except AllAutosavesTaken as e:
        app.autosave = None
        app.notice = f"{e}: this window's games are not saved as you play (Ctrl+S saves one by name)."
    except OSError as e:
        app.autosave = readable_autosave()
        app.autosave_readonly = app.autosave is not None
        if app.autosave is not None:       # the last game is still offered: played on, never written
            app.notice = (f"Games cannot be saved on this computer's data folder ({e.__class__.__name__}): "
                          "your last game can be continued, but its progress cannot be saved.")
        else:
            app.notice = (f"Games cannot be saved on this computer's data folder ({e.__class__.__name__}): "
                          "you can play, but nothing is kept when the window closes.")
    if problem:
        app.notice = problem + (" " + app.notice if app.notice else "")
    if prefs.fullscreen:
        app.toggle_fullscreen(remember=False)
    if state is not None:
        from game.scenes.table import play_scene
        app.switch(play_scene(app, state.setup, state=state, played=played))
    elif chosen is not None:
        from game.maps import map_path, map_title
        from game.scenes.setup import SetupScene
        scene = SetupScene(app, game=chosen[0])
        scene.map_ref, scene.map_title = chosen[1], map_title(map_path(chosen[0], chosen[1]))
        app.switch(scene)
    else:
        app.switch(TitleScene(app))
    return app


def start(state: GameState | None = None, played: float = 0.0, chosen: tuple[str, str] | None = None) -> int:
    """Open the window (``open_app``) and run it until it closes."""
    app = open_app(state, played, chosen)
    probe = os.environ.get(STARTUP_PROBE)
    if probe:
        app.after_frame.append(lambda: _startup_signal(app, probe))
    app.run()
    from game.saves.autosave import release_autosaves
    release_autosaves()
    return 0


STARTUP_PROBE = "SKI_STARTUP_PROBE"   # the start-up benchmark: "port" to tell once the first frame is shown


def _startup_signal(app: App, port: str) -> None:
    """The first frame is on the display: tell the benchmark (a local socket) and quit."""
    if app.frames < 1:
        return
    import socket
    with socket.create_connection(("127.0.0.1", int(port)), timeout=5) as c:
        c.sendall(b"1")
    app.running = False
