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


def _free_display() -> int:
    for n in range(140, 200):
        if not os.path.exists(f"/tmp/.X{n}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            return n
    raise RuntimeError("no free X display number")


@pytest.mark.skipif(bool(MISSING), reason=f"real-window test: not run ({', '.join(MISSING)} not installed)")
def test_a_window_made_larger_is_centred_on_its_display():
    n = _free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "2560x1440x24"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if os.path.exists(f"/tmp/.X11-unix/X{n}"):
                break
            time.sleep(0.05)
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
