#!/usr/bin/env python3
"""Machine instructions a random-bot action costs, for comparing two versions
of the rules on a machine whose speed wanders.

    python tools/sim_instructions.py [GAME_ID] [--games N] [--players P]

Runs the bench's seeded 4-seat random games under valgrind's callgrind twice,
once with one game and once with ``1 + N`` (the first game of each run warms
the caches), and prints the instructions the later games took per action. The
count is the same from run to run, where a timing on a busy or throttled
machine can move by a third, so a change of a few percent shows. It is not a
speed: the bench (``python main.py bench``) reports those. Needs valgrind
(``apt-get install valgrind``); about half a minute a game.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

#: the bench's first seed (``game/bench.py``)
SEED = 1000


def _play(game_id: str, games: int, players: int) -> None:
    """The run valgrind watches: a warming game, then ``games`` more, seeded as the bench seeds them."""
    import game.games  # noqa: F401  (the games register)
    from game.core.registry import get
    from game.sim import simulate
    info = get(game_id)
    info.load_content()
    out = simulate(info, games, players, SEED, ["random"])
    print(f"actions {round(out['mean_actions'] * games)}")


def _count(game: str, games: int, players: int) -> tuple[int, int]:
    """(instructions, actions) of one run of ``games`` games under callgrind."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, os.path.abspath(__file__),
           game, "--play", str(games), "--players", str(players)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    counted = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    actions = re.search(r"actions (\d+)", done.stdout)
    if counted is None or actions is None:
        raise SystemExit(f"valgrind gave no count: {done.stderr.strip().splitlines()[-1:]}")
    return int(counted.group(1)), int(actions.group(1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", nargs="?", default="chemin-montagneux")
    ap.add_argument("--games", type=int, default=4, help="games counted after the first (default 4)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--play", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.play is not None:
        _play(args.game, args.play, args.players)
        return 0
    if shutil.which("valgrind") is None:
        print("sim_instructions: valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    one, first = _count(args.game, 1, args.players)
    more, total = _count(args.game, 1 + args.games, args.players)
    per = (more - one) / max(1, total - first)
    print(f"{args.game}: {per:,.0f} instructions an action ({total - first} actions in {args.games} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
