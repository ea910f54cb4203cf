"""The terrain tileset the ground is painted in (``maps/mountain_tiles.tsx``,
drawn by ``tools/make_terrain_tiles.py``): its tiles found by their
properties (``terrain``, ``corners``, ``connects``) and where each is drawn in
its image. Reading it checks that every tile the painting (terrain.py) may
ask for is there. Pure Python, no pygame."""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game import paths

TILESET_NAME = "mountain_tiles.tsx"      # the shipped terrain tileset, in maps/
SIDE_BIT = {"N": 1, "E": 2, "S": 4, "W": 8}
FEATURES = ("rock", "ice", "meadow", "village", "forest", "water")     # ground that blends into snow


class PaintError(Exception):
    """A one-line reason the map cannot be painted."""


@dataclass
class Tileset:
    path: Path
    count: int
    by_name: dict[str, list[int]]                          # terrain name -> local ids
    by_corners: dict[tuple[str, tuple[str, ...]], list[int]]  # (terrain, corners NW NE SW SE) -> local ids
    connects: dict[tuple[str, int], int]                   # (terrain, N/E/S/W mask) -> local id
    # where each tile is drawn: the image (a path) cut into a grid of tiles
    image: str = ""
    tilewidth: int = 32
    tileheight: int = 32
    columns: int = 1
    margin: int = 0
    spacing: int = 0

    def source_rect(self, tid: int) -> tuple[int, int, int, int]:
        """Where the tile with local id ``tid`` lies in the image: x, y, w, h."""
        col, row = tid % self.columns, tid // self.columns
        return (self.margin + col * (self.tilewidth + self.spacing),
                self.margin + row * (self.tileheight + self.spacing), self.tilewidth, self.tileheight)


def read_tileset(path: Path) -> Tileset:
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        raise PaintError(f"{path}: cannot read the tileset: {e}") from None
    count = int(root.get("tilecount", "0"))
    by_name: dict[str, list[int]] = {}
    by_corners: dict[tuple[str, tuple[str, ...]], list[int]] = {}
    connects: dict[tuple[str, int], int] = {}
    for tile in root.findall("tile"):
        tid = int(tile.get("id", "0"))
        props = {p.get("name", ""): p.get("value", "") for p in tile.findall("properties/property")}
        name = props.get("terrain", "")
        by_name.setdefault(name, []).append(tid)
        if props.get("corners"):
            by_corners.setdefault((name, tuple(props["corners"].split(","))), []).append(tid)
        if "connects" in props:
            mask = sum(SIDE_BIT[s] for s in props["connects"].split(",") if s)
            connects[(name, mask)] = tid
    need = ["piste", "roof", "forest_dense", "forest_sparse", "tree", "boulder", "chalet", "pylon"]
    for name in need:
        if name not in by_name:
            raise PaintError(f"{path}: the tileset has no tile with terrain '{name}'")
    for feature in FEATURES:
        for mask in range(1, 16):
            corners = tuple(feature if mask & (1 << i) else "snow" for i in range(4))
            if not any(k[1] == corners for k in by_corners):
                raise PaintError(f"{path}: the tileset has no tile with corners {','.join(corners)}")
    for mask in range(16):
        if ("road", mask) not in connects:
            raise PaintError(f"{path}: the tileset has no road tile for every set of sides")
    image = root.find("image")
    try:
        tw, th = int(root.get("tilewidth", "0")), int(root.get("tileheight", "0"))
        columns = int(root.get("columns", "0"))
        margin, spacing = int(root.get("margin", "0")), int(root.get("spacing", "0"))
    except ValueError:
        raise PaintError(f"{path}: the tileset's tile size is not a number") from None
    if tw <= 0 or th <= 0:
        raise PaintError(f"{path}: the tileset has no tile size")
    src = image.get("source", "") if image is not None else ""
    return Tileset(path, count, by_name, by_corners, connects,
                   image=os.path.join(os.path.dirname(os.path.abspath(path)), src) if src else "",
                   tilewidth=tw, tileheight=th, columns=max(1, columns), margin=margin, spacing=spacing)


def tileset_path() -> Path:
    """The shipped terrain tileset (maps/mountain_tiles.tsx)."""
    return Path(paths.maps_dir()) / TILESET_NAME


@cache
def shipped_tileset() -> Tileset:
    """The shipped terrain tileset, read once."""
    return read_tileset(tileset_path())

