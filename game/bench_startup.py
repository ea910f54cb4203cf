"""Start-up benchmark, measured from outside: a fresh process is started and the
clock stops when it says (over a local socket) that its first frame is on the
display.

- ``startup_s``: the game, to the first frame of the title screen;
- ``hello_s``: a minimal pygame program that opens a window and flips once;
- ``frozen_startup_s``: the packaged executable, when it has been built.

Each is the median of several runs. The video driver is whatever the
environment says (a real display if there is one, else SDL's dummy driver).
"""
from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from game import paths

HELLO = """
import os, socket, sys
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((40, 60, 90))
pygame.display.flip()
with socket.create_connection(("127.0.0.1", int(os.environ["SKI_STARTUP_PROBE"])), timeout=5) as c:
    c.sendall(b"1")
pygame.quit()
"""


def time_to_first_frame(cmd: list[str], env: dict[str, str], timeout: float = 60.0,
                        cwd: str | None = None) -> float:
    """Seconds from starting ``cmd`` to its signal that the first frame is shown."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(1)
    srv.settimeout(timeout)
    env = dict(env, SKI_STARTUP_PROBE=str(srv.getsockname()[1]))
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        conn, _ = srv.accept()
        with conn:
            conn.recv(1)
        took = time.perf_counter() - t0
    except TimeoutError as e:
        proc.kill()
        raise RuntimeError(f"{' '.join(cmd)}: no first frame within {timeout:.0f} s: "
                           f"{proc.communicate()[1].decode(errors='replace').strip()[-300:]}") from e
    finally:
        srv.close()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
    return took


def frozen_executable() -> str | None:
    """The built executable (dist/SkiTheMountain/), if there is one."""
    name = "SkiTheMountain.exe" if sys.platform == "win32" else "SkiTheMountain"
    for path in (os.path.join(paths.resource_root(), "dist", "SkiTheMountain", name),
                 os.path.join(paths.resource_root(), "dist", "SkiTheMountain.app", "Contents", "MacOS",
                              "SkiTheMountain")):
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def run_startup_bench(runs: int = 7, frozen: str | None = None) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # as on a player's machine: compiled modules are kept
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    main = os.path.join(paths.resource_root(), "main.py")
    if getattr(sys, "frozen", False):
        # the packaged program measures itself (it has no Python to run main.py with)
        frozen, main = sys.executable, ""
    with tempfile.TemporaryDirectory() as home:
        # a fresh user: no settings, no autosave (as on a friend's computer)
        env.update(XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
                   APPDATA=home, LOCALAPPDATA=home)
        cmds = {}
        if main:
            cmds["startup_s"] = [sys.executable, main]
            cmds["hello_s"] = [sys.executable, "-c", HELLO]
        frozen = frozen or frozen_executable()
        if frozen:
            cmds["frozen_startup_s"] = [frozen]
        for cmd in cmds.values():
            time_to_first_frame(cmd, env)           # the first start also compiles .pyc files: not counted
        times: dict[str, list[float]] = {k: [] for k in cmds}
        for _ in range(runs):                        # interleaved, so a busy moment hits each alike
            for k, cmd in cmds.items():
                times[k].append(time_to_first_frame(cmd, env))
    out: dict[str, Any] = {k: round(statistics.median(v), 3) for k, v in times.items()}
    if "hello_s" in out:
        out["startup_vs_hello"] = round(out["startup_s"] / out["hello_s"], 2)
    if "frozen_startup_s" in out and "startup_s" in out:
        out["frozen_vs_startup"] = round(out["frozen_startup_s"] / out["startup_s"], 2)
    out["startup_video_driver"] = env.get("SDL_VIDEODRIVER", "display")
    return out
