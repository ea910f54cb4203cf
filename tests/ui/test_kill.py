"""Kill -9 a real game at random moments, 20 times: the autosave is always a
whole save (the old one or the new one), and the game it resumes is exactly the
replay of that save, from the same position on."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from locations import ROOT  # noqa: E402

from game.core.rng import Rng
from game.saves import load_game


def _moves(autosave) -> int:
    """How many moves the autosave holds now (-1: none yet, or caught being replaced)."""
    import json
    try:
        with open(autosave, encoding="utf-8") as f:
            return len(json.load(f)["actions"])
    except (OSError, ValueError, KeyError):
        return -1


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9 (POSIX)")
def test_killed_twenty_times_the_autosave_always_resumes(tmp_path):
    rng = Rng(2026)
    autosave = tmp_path / "autosave.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    resumed = 0
    lengths = []
    for k in range(20):
        seed = 100 + k
        proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), "smoke", "--seconds", "60",
                                 "--players", "4", "--seed", str(seed), "--autosave", str(autosave)],
                                cwd=str(tmp_path), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # wait until the game is a random number of moves under way (on a busy machine the game
        # goes slowly: the moves, not the seconds, spread the kills), then kill it at a random moment
        target = rng.below(40)
        deadline = time.time() + 120
        while time.time() < deadline and _moves(autosave) < target and proc.poll() is None:
            time.sleep(0.02)
        time.sleep(rng.random() * 0.3)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        state = load_game(str(autosave))          # never half a file, never an impossible game
        assert state.setup.seed == seed
        from game.core.registry import get
        replay = get("ski").new_game(state.setup)
        for a in state.action_log:
            replay.apply(a)
        assert replay.state_hash() == state.state_hash()
        # and it goes on from there: the same moves give the same game
        a, b = state.clone(), replay.clone()
        for _ in range(10):
            if a.is_over():
                break
            seat = a.current_player()
            move = a.legal_actions(seat)[0]
            a.apply(move)
            b.apply(move)
        assert a.state_hash() == b.state_hash()
        lengths.append(len(state.action_log))
        resumed += 1
        autosave.unlink()
    assert resumed == 20
    assert len(set(lengths)) > 5                   # killed at many different moments
