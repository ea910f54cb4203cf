#!/usr/bin/env python3
"""Draw the whole board exactly as the game does and save it as a PNG.

    python tools/render_board.py [MAP] [--out docs/img/board.png] [--scale 0.75]

Used for docs/art.md; runs headless (SDL's dummy video driver).
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("map", nargs="?", default=os.path.join(ROOT, "maps", "mountain.tmx"))
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "img", "board.png"))
    ap.add_argument("--scale", type=float, default=0.75)
    ap.add_argument("--crop", default=None, help="X,Y,W,H in world pixels: save only that part (at --scale)")
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.games.ski.board_view import BoardRenderer
    from game.games.ski.rules.board import load_board

    pygame.display.init()  # no audio needed to look at a map
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    board = load_board(args.map)
    img = BoardRenderer(args.map, board).render(args.scale)
    if args.crop:
        x, y, w, h = (float(v) * args.scale for v in args.crop.split(","))
        img = img.subsurface(pygame.Rect(round(x), round(y), round(w), round(h))).copy()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    pygame.image.save(img, args.out)
    print(f"{args.out}: {img.get_width()}x{img.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
