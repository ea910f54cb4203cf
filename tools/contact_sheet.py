#!/usr/bin/env python3
"""A contact sheet of every sprite, from the real files: docs/img/sprites.png.

    python tools/contact_sheet.py [--out docs/img/sprites.png]

Cards are shown at half their file size (the size they appear on screen),
pieces and icons at full file size, each with its file name underneath.
Deterministic: sprites are taken in sorted order.
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.view import style  # noqa: E402

SECTIONS = ("cards", "pieces", "icons", "board", "tiles")
WIDTH = 1600


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "img", "sprites.png"))
    args = ap.parse_args()
    pygame.display.init()
    pygame.font.init()
    title = pygame.font.Font(style.font(bold=True), 22)
    small = pygame.font.Font(style.font(), 11)
    items: list[tuple[str, list[tuple[str, pygame.Surface]]]] = []
    for sec in SECTIONS:
        folder = os.path.join(ROOT, "sprites", sec)
        imgs = []
        for name in sorted(os.listdir(folder)):
            if name.endswith(".png"):
                img = pygame.image.load(os.path.join(folder, name))
                if sec == "cards":
                    img = pygame.transform.smoothscale(img, (img.get_width() // 2, img.get_height() // 2))
                elif img.get_width() > WIDTH - 40:
                    k = (WIDTH - 40) / img.get_width()
                    img = pygame.transform.smoothscale(img, (WIDTH - 40, round(img.get_height() * k)))
                imgs.append((name[:-4], img))
        items.append((sec, imgs))
    # lay out rows
    placed = []
    y = 10
    for sec, imgs in items:
        placed.append(("title", sec, (16, y)))
        y += 34
        x, row_h = 16, 0
        for name, img in imgs:
            w = max(img.get_width(), small.size(name)[0])
            if x + w > WIDTH - 16:
                x, y = 16, y + row_h + 8
                row_h = 0
            placed.append(("img", (name, img), (x, y)))
            x += w + 12
            row_h = max(row_h, img.get_height() + 16)
        y += row_h + 16
    sheet = pygame.Surface((WIDTH, y + 10))
    sheet.fill((214, 222, 232))
    for kind, what, (x, yy) in placed:
        if kind == "title":
            sheet.blit(title.render(f"sprites/{what}", True, style.INK_RGB), (x, yy))
        else:
            name, img = what
            sheet.blit(img, (x, yy))
            sheet.blit(small.render(name, True, style.INK_RGB), (x, yy + img.get_height() + 2))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    pygame.image.save(sheet, args.out)
    print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
