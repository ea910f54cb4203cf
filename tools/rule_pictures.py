#!/usr/bin/env python3
"""Draw the rulebooks' pictures (docs/play/img/<game>-<topic>.png), each a
small position built through the game's own rules and drawn by the game's own
board, course or table drawing, with a few labels and arrows.

    python tools/rule_pictures.py [--game ID ...] [--out-dir DIR] [--only FILE ...] [--list]

The pictures live in tools/art/rulebook/: kit.py holds what every game's
pictures use (labels, arrows, panels, writing the files) and each game has a
module exposing pictures(). GAMES below maps a game id to its module; a new
game adds a line there. The players' rulebooks (docs/play/<game>.md) show them
with ``![caption](img/<file>)``, and so does the game's Rules screen.

Deterministic: no clock, no randomness and the generic smoothscale back end,
so a re-run writes the same bytes.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

TOOLS = os.path.dirname(os.path.abspath(__file__))
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

from art import ROOT, game_modules, pick_games  # noqa: E402  (the art package puts the project folder on sys.path)
from art.rulebook import kit  # noqa: E402

OUT_DIR = os.path.join(ROOT, "docs", "play", "img")

# game id -> the module under tools/art/rulebook/ that draws its pictures, in the order they are drawn
GAMES = game_modules("art.rulebook")


def pictures_of(game: str) -> ModuleType:
    return importlib.import_module(GAMES[game])


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", action="append", metavar="ID",
                    help=f"only this game's pictures ({', '.join(GAMES)}); repeat it or give a comma list")
    ap.add_argument("--out-dir", default=OUT_DIR, help="where the PNG files go (default: docs/play/img)")
    ap.add_argument("--only", nargs="*", default=None, metavar="FILE",
                    help="only these pictures (file names, with or without .png)")
    ap.add_argument("--list", action="store_true", help="print the pictures' file names and stop")
    args = ap.parse_args(argv)
    for game in pick_games(args.game, GAMES):
        pics = pictures_of(game).pictures()
        if args.list:
            for p in pics:
                print(p.file)
            continue
        for path in kit.write(pics, args.out_dir, args.only):
            inside = os.path.commonpath([os.path.abspath(path), ROOT]) == ROOT
            print(os.path.relpath(path, ROOT) if inside else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
