"""Rules and bots leave no reference cycles behind: what they build is freed
as soon as it is dropped, not left to Python's collector. Chemin Montagneux's
hike search (a nested function calling itself) left each search's places to
it, and its random games ran about a tenth quicker once it did not; the Grand
Prix's Yeti throws, worked out by nested functions calling one another, kept
positions alive until the collector came. Each game is played in a process
of its own, so nothing a test before it left behind is counted."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from locations import REGISTER_TEST_GAMES, ROOT

from game.core.registry import all_games

PLAY = """
import gc, json, sys
from collections import Counter
import game.games
from game.ai import make_bot
from game.core.registry import get
from game.sim import bot_setup, play_out
gid, kind, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
info = get(gid)
info.load_content()
n = min(4, info.max_players) if info.min_players <= 4 else info.min_players
gc.collect()
gc.set_debug(gc.DEBUG_SAVEALL)
state = info.new_game(bot_setup(info, n, seed, [kind] * n))
play_out(state, [make_bot(kind, seed * 7 + i) for i in range(n)])
gc.collect()
found = Counter(getattr(o, "__qualname__", type(o).__qualname__) for o in gc.garbage
                if str(getattr(o, "__module__", None) or type(o).__module__).startswith("game"))
print(json.dumps({"over": state.is_over(), "found": dict(found.most_common(6))}))
"""


def _play(gid: str, kind: str, seed: int) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", REGISTER_TEST_GAMES + PLAY, gid, kind, str(seed)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                                       "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stderr[-2000:]
    out: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


@pytest.mark.parametrize("gid", [g.id for g in all_games()])
@pytest.mark.parametrize("kind, seed", [("random", 31), ("normal", 500)])
def test_a_game_leaves_no_cycles(gid, kind, seed):
    """A whole game of random bots, and one of normal bots (seed 500: the Grand
    Prix's Yetis throw in it), leave nothing of the game's to the collector."""
    out = _play(gid, kind, seed)
    assert out["over"]
    assert out["found"] == {}
