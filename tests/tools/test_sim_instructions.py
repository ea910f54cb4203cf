"""tools/sim_instructions.py: the run valgrind watches plays the bench's seeded
games and says how many actions they took; without valgrind the tool says so
in one line and stops."""
from __future__ import annotations

import os
import subprocess
import sys

from locations import ROOT  # noqa: E402

TOOL = os.path.join(ROOT, "tools", "sim_instructions.py")
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def test_the_watched_run_plays_the_benchs_games_and_counts_their_actions():
    import game.games  # noqa: F401
    from game.core.registry import get
    from game.sim import simulate
    r = subprocess.run([sys.executable, TOOL, "ski", "--play", "2"], capture_output=True, text=True, env=ENV, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    info = get("ski")
    out = simulate(info, 2, 4, 1000, ["random"])
    assert r.stdout.strip() == f"actions {round(out['mean_actions'] * 2)}"


def test_without_valgrind_it_says_so(tmp_path):
    env = dict(ENV, PATH=str(tmp_path))
    r = subprocess.run([sys.executable, TOOL], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 2 and r.stderr.strip() == "sim_instructions: valgrind is not installed (apt-get install valgrind)"
