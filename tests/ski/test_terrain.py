"""The ground painted from a map's objects (game/games/ski/rules/terrain.py): on any
map, runs lie on snow, never in the forest, and it imports no pygame."""
from __future__ import annotations

import math
import os

from locations import TESTS as HERE
from locations import runs_without_pygame  # noqa: E402

from game.content.tiled import MapObject
from game.games.ski.rules import terrain

SNOW = {"snow_high", "snow", "snow_shaded", "snow_shadow", "piste"}
NEAR_TOWN = SNOW | {"road", "village", "village_edge"}     # runs end in the towns
TINY = os.path.join(HERE, "maps", "tiny.tmx")


def spot(sid: int, cls: str, x: float, y: float, r: float = 12, name: str = "", **props) -> MapObject:
    return MapObject(sid, name, cls, "spots", x - r, y - r, 2 * r, 2 * r, None, dict(props))


def link(lid: int, cls: str, start: int, end: int, *pts: tuple[float, float], **props) -> MapObject:
    return MapObject(lid, "", cls, "links", pts[0][0], pts[0][1], 0, 0, tuple(pts),
                     {"from": start, "to": end, **props})


def small_mountain() -> dict[str, list[MapObject]]:
    """18 x 26 tiles: one town, one lift, a blue and a black run, no
    restaurant, and a bus road that leaves the map and comes back."""
    spots = [
        spot(1, "Town", 300, 780, 20, name="Le Bas"),
        spot(2, "LiftStation", 300, 90, 15),
        spot(3, "PisteSpot", 180, 250, colour="blue", run="Bleue", number=1),
        spot(4, "PisteSpot", 140, 480, colour="blue", run="Bleue", number=2),
        spot(5, "PisteSpot", 200, 650, colour="blue", run="Bleue", number=3),
        spot(6, "PisteSpot", 450, 300, colour="black", run="Noire"),
        spot(7, "PisteSpot", 420, 600, colour="black", run="Noire"),
        spot(8, "BusStop", 520, 790, 10),
    ]
    links = [
        link(20, "Lift", 1, 2, (300, 780), (300, 90), lift="chair"),
        link(21, "Piste", 2, 3, (300, 90), (230, 160), (180, 250)),
        link(22, "Piste", 3, 4, (180, 250), (130, 380), (140, 480)),
        link(23, "Piste", 4, 5, (140, 480), (200, 650)),
        link(24, "Piste", 5, 1, (200, 650), (300, 780)),
        link(25, "Piste", 2, 6, (300, 90), (400, 180), (450, 300)),
        link(26, "Piste", 6, 7, (450, 300), (470, 450), (420, 600)),
        link(27, "Piste", 7, 1, (420, 600), (300, 780)),
        link(28, "Bus", 1, 8, (300, 780), (300, 900), (520, 900), (520, 790)),
    ]
    return {"spots": spots, "links": links}


def names_of(ts: terrain.Tileset) -> dict[int, str]:
    return {tid: name for name, ids in ts.by_name.items() for tid in ids}


def test_runs_on_a_small_new_mountain_lie_on_snow():
    ts = terrain.shipped_tileset()
    layers = small_mountain()
    grid = terrain.Grid(18, 26, ts.tilewidth, ts.tileheight)
    painted = terrain.paint(layers, grid, ts)
    assert len(painted.terrain) == 26 and all(len(row) == 18 for row in painted.terrain)
    assert len(painted.decor) == 26 and all(len(row) == 18 for row in painted.decor)
    name = names_of(ts)
    ground = [name[tid] for row in painted.terrain for tid in row]
    assert any(g.startswith("forest") for g in ground)         # there is forest on this mountain ...
    town = spot(0, "", 300, 780).centre
    under_runs = 0
    for o in layers["links"]:
        if o.cls != "Piste":
            continue
        for tx, ty in grid.line_tiles(o.points):
            here = name[painted.terrain[ty][tx]]
            cx, cy = grid.centre(tx, ty)
            near_town = math.hypot(cx - town[0], cy - town[1]) < 4 * grid.tw
            assert here in (NEAR_TOWN if near_town else SNOW), (o.id, tx, ty, here)   # ... never under a run
            assert painted.decor[ty][tx] < 0, (o.id, tx, ty)    # nor a tree, rock or pylon
            under_runs += 1
    assert under_runs > 60
    # the bus road is drawn where it is on the map, its ends included
    assert painted.kinds[grid.tile_of(300, 780)] == "road" and painted.kinds[grid.tile_of(520, 790)] == "road"
    # the same map always gets the same ground
    again = terrain.paint(small_mountain(), grid, ts)
    assert (again.terrain, again.decor) == (painted.terrain, painted.decor)


def test_a_map_with_no_objects_still_gets_ground():
    ts = terrain.shipped_tileset()
    grid = terrain.Grid(11, 7, ts.tilewidth, ts.tileheight)
    painted = terrain.paint({}, grid, ts)
    name = names_of(ts)
    ground = {name[tid] for row in painted.terrain for tid in row}
    assert len(painted.terrain) == 7 and ground & SNOW and len(ground) > 3


def test_the_game_paints_on_the_tilesets_tiles_whatever_the_maps():
    ts = terrain.shipped_tileset()
    grid = terrain.ground_grid(1000, 500, ts)         # a map of 16-pixel tiles, 62.5 x 31.25 of them
    assert (grid.cols, grid.rows, grid.tw, grid.th) == (32, 16, 32, 32)


def test_the_painting_imports_no_pygame():
    runs_without_pygame("import sys\n"
                        "from game.content.tiled import load_map\n"
                        "from game.games.ski.rules import terrain\n"
                        f"grid, painted = terrain.paint_map(load_map({TINY!r}))\n"
                        "assert grid.cols == 28 and len(painted.terrain) == 18\n"
                        "sys.path.insert(0, 'tools')\n"
                        "import paint_terrain\n")
