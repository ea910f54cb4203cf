#!/usr/bin/env python3
"""Paint the terrain of a mountain map from its own spots and links, into the map.

    python tools/paint_terrain.py maps/mountain.tmx [--repaint] [--tileset FILE]

The painting itself is the game's (``game/games/ski/rules/terrain.py``, described
there): a map without tiles of its own gets exactly this ground drawn by the
game, in memory. This script writes that ground into the map's file, so it
can be touched up by hand in Tiled.

The script owns exactly two tile layers of the map, ``terrain`` and
``decor``, and fills them with tiles of the tileset drawn by
``tools/make_terrain_tiles.py`` (``maps/mountain_tiles.tsx``). The map's
tiles must be the tileset's size (32 x 32 pixels).

The map file is edited as text, surgically: only the ``<data>`` of those two
layers is replaced; ``<tileset firstgid=".." source="mountain_tiles.tsx"/>``
is inserted after the map's properties if the map does not use the tileset
yet, and the ``decor`` layer is inserted right after ``terrain`` (updating
``nextlayerid``) if the map has none. Objects, properties, other layers and
the file's formatting stay exactly as they were.

Terrain touched up by hand in Tiled is precious: when ``terrain`` or
``decor`` already holds any tile, the script prints one line and exits with
status 1 without writing, unless ``--repaint`` is given.

Deterministic: the same map always gets the same tiles (no clock, only
fixed-seed hashing), so ``--repaint`` on an unchanged map changes nothing.
No pygame.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.content.tiled import load_map  # noqa: E402  (pygame-free, like the rules)
from game.core.protocol import ContentError  # noqa: E402
from game.games.ski.rules.terrain import TILESET_NAME, Grid, PaintError, paint, read_tileset  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_TILESET = REPO / "maps" / TILESET_NAME
OWNED = ("terrain", "decor")


# --------------------------------------------------------------------------
# Editing the .tmx text
# --------------------------------------------------------------------------


def csv_text(gids: list[list[int]]) -> str:
    """The CSV body exactly as Tiled writes it."""
    return "\n" + ",\n".join(",".join(str(g) for g in row) for row in gids) + "\n"


def find_layer(text: str, name: str) -> tuple[int, int] | None:
    """(start, end) of the <layer> element with this name, or None."""
    for m in re.finditer(r"<layer\b[^>]*>", text):
        nm = re.search(r'\bname="([^"]*)"', m.group(0))
        if nm and nm.group(1) == name:
            end = text.find("</layer>", m.end())
            if end < 0:
                raise PaintError(f"layer '{name}' is not closed")
            return m.start(), end + len("</layer>")
    return None


def layer_data(text: str, span: tuple[int, int], name: str) -> tuple[int, int, list[int]]:
    """(start, end) of the CSV body inside the layer's <data>, and its tiles."""
    seg = text[span[0]:span[1]]
    m = re.search(r"<data\b([^>]*)>", seg)
    if not m or 'encoding="csv"' not in m.group(1) or "compression=" in m.group(1):
        raise PaintError(f"layer '{name}' is not stored as CSV (in Tiled: Map > Map Properties > "
                         f"Tile Layer Format: CSV)")
    start = span[0] + m.end()
    end = text.find("</data>", start)
    if end < 0 or end > span[1]:
        raise PaintError(f"layer '{name}' has no </data>")
    body = text[start:end]
    values = [int(v) for v in re.findall(r"\d+", body)]
    return start, end, values


def close_of(text: str, start: int, tag: str) -> int:
    """Index just after the element <tag> opened at start (nesting counted)."""
    depth = 0
    for m in re.finditer(rf"<(/?){tag}\b[^>]*?(/?)>", text[start:]):
        if m.group(1):
            depth -= 1
        elif not m.group(2):
            depth += 1
        if depth == 0:
            return start + m.end()
    raise PaintError(f"<{tag}> is not closed")


def tilesets_in(text: str) -> list[tuple[int, int, dict[str, str]]]:
    out = []
    for m in re.finditer(r"<tileset\b[^>]*?/>|<tileset\b[^>]*>.*?</tileset>", text, re.DOTALL):
        tag = re.match(r"<tileset\b[^>]*>", m.group(0)).group(0)
        attrs = dict(re.findall(r'(\w+)="([^"]*)"', tag))
        out.append((m.start(), m.end(), attrs))
    return out


def edit_tmx(text: str, map_path: Path, tileset_path: Path | None, repaint: bool) -> str:
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as e:
        raise PaintError(f"cannot read the map: {e}") from None
    if root.get("orientation", "orthogonal") != "orthogonal" or root.get("infinite", "0") != "0":
        raise PaintError("only finite orthogonal maps can be painted")
    cols, rows = int(root.get("width")), int(root.get("height"))
    tw, th = int(root.get("tilewidth")), int(root.get("tileheight"))
    map_dir = map_path.resolve().parent

    # which tileset, at which firstgid
    existing = tilesets_in(text)
    firstgid = None
    if tileset_path is None:
        for _s, _e, attrs in existing:
            src = attrs.get("source", "")
            if Path(src).name == DEFAULT_TILESET.name and (map_dir / src).exists():
                tileset_path = (map_dir / src)
        if tileset_path is None and (map_dir / DEFAULT_TILESET.name).exists():
            tileset_path = map_dir / DEFAULT_TILESET.name
        tileset_path = tileset_path or DEFAULT_TILESET
    ts = read_tileset(tileset_path)
    if (tw, th) != (ts.tilewidth, ts.tileheight):
        raise PaintError(f"the map's tiles are {tw} x {th} pixels and the tileset's {ts.tilewidth} x "
                         f"{ts.tileheight}: make them the same (the game paints such a map itself)")
    next_free = 1
    for _s, _e, attrs in existing:
        src = attrs.get("source", "")
        first = int(attrs.get("firstgid", "1"))
        if src and Path(src).name == Path(tileset_path).name:
            firstgid = first
        count = int(attrs.get("tilecount", "0"))
        if src and not count:
            try:
                count = int(ET.parse(map_dir / src).getroot().get("tilecount", "0"))
            except (OSError, ET.ParseError):
                raise PaintError(f"cannot read the map's tileset {src}") from None
        next_free = max(next_free, first + count)

    # the layers it owns: refuse to paint over tiles unless told to
    for name in OWNED:
        span = find_layer(text, name)
        if span is not None:
            _a, _b, values = layer_data(text, span, name)
            if any(values) and not repaint:
                raise PaintError(f"the '{name}' layer already has tiles (touched up in Tiled?); "
                                 f"run with --repaint to paint over them")

    # the same reader the game uses, so the painter sees exactly the board the rules see
    layers = load_map(str(map_path)).layers
    grid = Grid(cols, rows, tw, th)
    painted = paint(layers, grid, ts)

    # 1. the tileset reference
    if firstgid is None:
        firstgid = next_free
        src = os.path.relpath(Path(tileset_path).resolve(), map_dir).replace(os.sep, "/")
        line = f'\n <tileset firstgid="{firstgid}" source="{src}"/>'
        if existing:
            pos = existing[-1][1]
        else:
            mtag = re.search(r"<map\b[^>]*>", text)
            pos = mtag.end()
            after = re.match(r"\s*<properties\b", text[pos:])
            if after:
                pos = close_of(text, pos + after.end() - len("<properties"), "properties")
        text = text[:pos] + line + text[pos:]
    terrain_gids = [[firstgid + i if i >= 0 else 0 for i in row] for row in painted.terrain]
    decor_gids = [[firstgid + i if i >= 0 else 0 for i in row] for row in painted.decor]

    # 2. the terrain layer (made, first of the layers, when the map has none)
    span = find_layer(text, "terrain")
    if span is None:
        text = insert_layer(text, "terrain", cols, rows, before_first_layer=True)
        span = find_layer(text, "terrain")
    a, b, values = layer_data(text, span, "terrain")
    if len(values) != cols * rows and any(values):
        raise PaintError("the terrain layer is not the size of the map")
    text = text[:a] + csv_text(terrain_gids) + text[b:]

    # 3. the decor layer, right after terrain
    span = find_layer(text, "decor")
    if span is None:
        text = insert_layer(text, "decor", cols, rows, after=find_layer(text, "terrain")[1])
        span = find_layer(text, "decor")
    a, b, values = layer_data(text, span, "decor")
    text = text[:a] + csv_text(decor_gids) + text[b:]
    return text


def insert_layer(text: str, name: str, cols: int, rows: int, after: int | None = None,
                 before_first_layer: bool = False) -> str:
    original = text
    mtag = re.search(r"<map\b[^>]*>", text)
    m = re.search(r'\bnextlayerid="(\d+)"', mtag.group(0))
    if m:
        lid = int(m.group(1))
        newtag = mtag.group(0)[:m.start(1)] + str(lid + 1) + mtag.group(0)[m.end(1):]
        text = text[:mtag.start()] + newtag + text[mtag.end():]
    else:
        ids = [int(v) for v in re.findall(r'<(?:layer|objectgroup|imagelayer|group)\b[^>]*\bid="(\d+)"', text)]
        lid = max(ids, default=0) + 1
    empty = [[0] * cols for _ in range(rows)]
    block = (f'\n <layer id="{lid}" name="{name}" width="{cols}" height="{rows}">\n'
             f'  <data encoding="csv">{csv_text(empty)}</data>\n </layer>')
    if before_first_layer:
        first = re.search(r"\n\s*<(layer|objectgroup|imagelayer|group)\b", text)
        pos = first.start() if first else text.rfind("</map>")
        return text[:pos] + block + text[pos:]
    # `after` was found before nextlayerid changed: it moves with the tag's length
    after += len(text) - len(original)
    return text[:after] + block + text[after:]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Paint the terrain and decor layers of a map from its objects.")
    ap.add_argument("map", help="the .tmx file to paint (edited in place)")
    ap.add_argument("--repaint", action="store_true",
                    help="paint over terrain and decor layers that already hold tiles")
    ap.add_argument("--tileset", help="the .tsx to use (default: the one the map uses, "
                                      "else maps/mountain_tiles.tsx)")
    args = ap.parse_args(argv)
    path = Path(args.map)
    try:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
    except OSError as e:
        print(f"{path}: cannot read: {e.strerror}")
        return 1
    try:
        new = edit_tmx(text, path, Path(args.tileset) if args.tileset else None, args.repaint)
    except (PaintError, ContentError) as e:
        print(f"{path}: {e}")
        return 1
    if new != text:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(new)
        print(f"{path}: painted the terrain and decor layers")
    else:
        print(f"{path}: unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
