"""A real window under Xvfb: after the window grows (Settings: 1920x1080) it is
centred on its display again, instead of hanging off the screen where the
smaller window stood."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest
from locations import ROOT

MISSING = [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]
if MISSING:
    print(f"real-window test: not run ({' and '.join(MISSING)} not installed)")

SCRIPT = """
import os, subprocess, sys, time
sys.path.insert(0, {root!r})
import pygame
from game.app import App
app = App((1280, 720))
def where():
    ids = subprocess.run(['xdotool', 'search', '--pid', str(os.getpid())], capture_output=True, text=True).stdout.split()
    out = subprocess.run(['xdotool', 'getwindowgeometry', ids[-1]], capture_output=True, text=True).stdout
    pos = out.split('Position: ')[1].split()[0]
    return tuple(int(v) for v in pos.split(','))
def settle():
    for _ in range(6):
        pygame.event.pump(); pygame.display.flip(); time.sleep(0.05)
import warnings
warnings.simplefilter('ignore')
pygame.Window.from_display_module().position = (1200, 800)     # the player moved it to the lower right
settle()
print('before', where())
app.resize((1920, 1080))
settle()
print('after', where(), app.screen.get_size())
"""


def _own_xvfb() -> tuple[subprocess.Popen, int]:
    """An Xvfb of the test's own, on the first display number from :140 up that is
    free: it is ours once its lock file names our server (two tests started at the
    same moment, in two processes, never share one)."""
    for n in range(140, 300):
        if os.path.exists(f"/tmp/.X{n}-lock") or os.path.exists(f"/tmp/.X11-unix/X{n}"):
            continue
        xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "2560x1440x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + 20
        while xvfb.poll() is None and time.monotonic() < end:
            try:
                with open(f"/tmp/.X{n}-lock", encoding="ascii") as f:
                    ours = f.read().strip() == str(xvfb.pid)
            except (OSError, ValueError):
                ours = False
            if ours and os.path.exists(f"/tmp/.X11-unix/X{n}"):
                return xvfb, n
            time.sleep(0.05)
        if xvfb.poll() is None:                 # too slow, or another took the number: the next one
            xvfb.terminate()
            xvfb.wait(10)
    raise RuntimeError("no free X display number")


@pytest.mark.skipif(bool(MISSING), reason=f"real-window test: not run ({', '.join(MISSING)} not installed)")
def test_a_window_made_larger_is_centred_on_its_display():
    xvfb, n = _own_xvfb()
    try:
        env = dict(os.environ, DISPLAY=f":{n}", SDL_AUDIODRIVER="dummy")
        env.pop("SDL_VIDEODRIVER", None)
        done = subprocess.run([sys.executable, "-c", SCRIPT.format(root=ROOT)], capture_output=True, text=True,
                              env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if line.startswith(("before", "after")))
        assert lines["before"] == "(1200, 800)"
        assert lines["after"] == "(320, 180) (1920, 1080)", lines["after"]
    finally:
        xvfb.terminate()
        xvfb.wait(10)
