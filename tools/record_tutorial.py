"""Record a tutorial's game: python tools/record_tutorial.py GAME [--check].

Plays the game's tutorial (game/tutorial.py) headless as a learner who makes
every lit move would, the bots thinking for themselves, and writes every
seat's moves to the file the tutorial names (``moves:``, beside its YAML).
While a player's game follows that record, the bots make the recorded moves,
so the steps' words stay true when the bots' judgement changes. Record again
after changing the steps or the rules, then read every step again in the
window (``python main.py smoke --tutorial --game GAME`` and a look).

The first time, the moves file does not exist yet: it is made. A tutorial
file that cannot be read, an unknown game or one without a tutorial is said
in one line (exit 1 or 2), never a traceback.

``--check``: say whether the record still matches what the steps and rules
make today, without writing (exit 1 if not, or if nothing is recorded yet).
"""
from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--check", action="store_true")
    args = p.parse_args(argv)
    import game.games  # noqa: F401
    from game import paths
    from game.core.protocol import ContentError
    from game.core.registry import get
    from game.tutorial import load_tutorial, record
    try:
        info = get(args.game)
    except KeyError as e:
        p.error(str(e.args[0]))
    if not info.tutorial:
        print(f"{info.name}: it has no tutorial (GameInfo.tutorial)")
        return 1
    try:        # the record is not read: it is what this writes, and the first time it is not there yet
        t = load_tutorial(paths.resource(*info.tutorial.split("/")), info.id, getattr(info.decode_action, "kinds", ()),
                          recorded=False)
    except ContentError as e:
        print(f"{info.name}: {e}")
        return 1
    if not t.moves_file:
        print(f"{info.name}: its tutorial names no moves file (moves: in its YAML)")
        return 1
    moves, coach = record(info, t)
    if coach.passed_over:
        print(f"{info.name}: steps that never came up: {', '.join(str(i + 1) for i in coach.passed_over)}")
        return 1
    path = paths.resource(*info.tutorial.split("/")[:-1], t.moves_file)
    text = json.dumps([a.to_dict() for a in moves], indent=0) + "\n"
    if args.check:
        if not os.path.isfile(path):
            print(f"{info.name}: nothing is recorded yet ({os.path.relpath(path, ROOT)}): "
                  "run this without --check to record it")
            return 1
        with open(path, encoding="utf-8") as f:
            same = f.read() == text
        print(f"{info.name}: the record {'matches' if same else 'differs from'} what the tutorial plays today")
        return 0 if same else 1
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{info.name}: {len(moves)} moves recorded in {os.path.relpath(path, ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
