#!/usr/bin/env python3
"""Draw the sprites of every game (or of some): cards, pieces, icons, board art.

    python tools/make_sprites.py [--game ID ...] [--out-dir DIR] [--only PATTERN ...] [--list]

The drawing lives in tools/art/: art/kit.py holds what every game's art uses
(the canvas, shapes, text, card frames, deterministic PNGs), and each game has
one module (art/ski.py, art/grand_prix.py) exposing sprites() and make().
GAMES below maps a game id to its module; a new game adds a line there.

--game picks games by id (repeat it or give a comma list; default: all);
--out-dir writes the same tree (cards/, pieces/, icons/, board/, grand_prix/)
under another folder instead of sprites/; --only keeps the sprites whose
relative path (cards/piste_red_4.png), file name (die_3.png) or name
(piste_red_4) matches one of the shell patterns given; --list prints the
relative paths and draws nothing.

Deterministic: no clock, no randomness and the generic smoothscale back end,
so a re-run writes byte-identical PNGs (the tests check it).
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

from art import game_modules, kit, pick_games  # noqa: E402  (the art package also puts the project folder on sys.path)

# game id -> the module under tools/art/ that draws its sprites, in the order they are drawn
GAMES = game_modules("art")


def art_module(game: str) -> ModuleType:
    """The art module of a game id (it has sprites() and make(out_dir, only))."""
    return importlib.import_module(GAMES[game])


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", action="append", metavar="ID",
                    help=f"only this game's sprites ({', '.join(GAMES)}); repeat it or give a comma list "
                         "(default: every game)")
    ap.add_argument("--out-dir", default=kit.default_out_dir(),
                    help="where cards/, pieces/, icons/, board/, grand_prix/ go (default: the game's sprites/ folder)")
    ap.add_argument("--only", nargs="*", default=None, metavar="PATTERN",
                    help="only sprites whose path (cards/piste_red_4.png), file name or name (die_3) matches")
    ap.add_argument("--list", action="store_true", help="print the sprites' paths and stop")
    args = ap.parse_args(argv)
    for game in pick_games(args.game, GAMES):
        art = art_module(game)
        if args.list:
            for s in kit.select(art.sprites(), args.only):
                print(s.rel)
            continue
        written = art.make(args.out_dir, args.only)
        print(f"{game}: {len(written)} sprites written under {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
