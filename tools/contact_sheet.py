#!/usr/bin/env python3
"""A contact sheet of every sprite, from the real files: docs/img/sprites.png.

    python tools/contact_sheet.py [--out docs/img/sprites.png]

One section per folder of sprites/ (cards, pieces, icons, board, tiles, and
grand_prix for Himalaya Grand Prix), each a
grid of equal cells with the file's name under its picture. Cards are shown at
half their file size (the size they appear on screen at 1x), pieces, icons and
sunset-track spaces at their file size, and anything wider than the sheet
(the score track, the tileset) shrunk to fit. Deterministic: files are taken in
sorted order and drawn with the generic smoothscale back end.
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.view import style  # noqa: E402

SECTIONS = ("cards", "pieces", "icons", "board", "tiles", "grand_prix")
WIDTH = 1600
MARGIN, GAP, LABEL_H = 16, 10, 16
BG = (214, 222, 232)
CELL_BG = (198, 208, 220)


def load(section: str) -> list[tuple[str, pygame.Surface]]:
    folder = os.path.join(style.sprite(), section)
    if not os.path.isdir(folder):
        return []
    out = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".png"):
            continue
        img = pygame.image.load(os.path.join(folder, name))
        if section == "cards" or (section == "grand_prix" and img.get_height() >= 300):
            img = pygame.transform.smoothscale(img, (img.get_width() // 2, img.get_height() // 2))
        limit = WIDTH - 2 * MARGIN
        if img.get_width() > limit:
            k = limit / img.get_width()
            img = pygame.transform.smoothscale(img, (limit, round(img.get_height() * k)))
        out.append((name[:-4], img))
    return out


def label_for(name: str, width: int, fonts: list[pygame.font.Font]) -> pygame.Surface:
    """The file name in the largest of the fonts that fits the cell, else cut with an ellipsis."""
    for f in fonts:
        if f.size(name)[0] <= width:
            return f.render(name, True, style.INK_RGB)
    f = fonts[-1]
    while len(name) > 1 and f.size(name + "…")[0] > width:
        name = name[:-1]
    return f.render(name + "…", True, style.INK_RGB)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "img", "sprites.png"))
    args = ap.parse_args(argv)
    pygame.font.init()
    pygame.transform.set_smoothscale_backend("GENERIC")
    title = pygame.font.Font(style.font(bold=True), 22)
    fonts = [pygame.font.Font(style.font(), s) for s in (12, 11, 10, 9)]

    blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
    cells: list[pygame.Rect] = []
    def place(cell: pygame.Rect, name: str, img: pygame.Surface) -> None:
        cells.append(cell)
        blits.append((img, (cell.centerx - img.get_width() // 2,
                            cell.y + 4 + (cell.height - 8 - LABEL_H - img.get_height()) // 2)))
        lab = label_for(name, cell.width - 4, fonts)
        blits.append((lab, (cell.centerx - lab.get_width() // 2, cell.bottom - LABEL_H)))

    y = MARGIN
    for section in SECTIONS:
        imgs = load(section)
        if not imgs:
            continue
        head = title.render(f"sprites/{section}  ({len(imgs)})", True, style.INK_RGB)
        blits.append((head, (MARGIN, y)))
        y += head.get_height() + 8
        # a grid of equal cells, as wide as the widest picture (at least 110 px, for
        # the names); pictures wider than a third of the sheet get a row each after it
        small = [(n, img) for n, img in imgs if img.get_width() <= WIDTH // 3]
        wide = [(n, img) for n, img in imgs if img.get_width() > WIDTH // 3]
        if small:
            cw = max(110, max(img.get_width() for _, img in small) + 8)
            ch = max(img.get_height() for _, img in small) + 8 + LABEL_H
            cols = max(1, (WIDTH - 2 * MARGIN + GAP) // (cw + GAP))
            for i, (name, img) in enumerate(small):
                r, c = divmod(i, cols)
                place(pygame.Rect(MARGIN + c * (cw + GAP), y + r * (ch + GAP), cw, ch), name, img)
            y += (len(small) + cols - 1) // cols * (ch + GAP)
        for name, img in wide:
            ch = img.get_height() + 8 + LABEL_H
            place(pygame.Rect(MARGIN, y, WIDTH - 2 * MARGIN, ch), name, img)
            y += ch + GAP
        y += 14
    sheet = pygame.Surface((WIDTH, y + MARGIN - 14))
    sheet.fill(BG)
    for cell in cells:
        pygame.draw.rect(sheet, CELL_BG, cell, border_radius=6)
    for img, pos in blits:
        sheet.blit(img, pos)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    pygame.image.save(sheet, args.out)
    print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
