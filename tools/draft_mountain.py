#!/usr/bin/env python3
"""Draft the Ski the Mountain board as a Tiled map (a one-shot helper).

This script wrote the first version of ``maps/mountain.tmx``. The layout lives
below as plain data: towns, bus stops, restaurants and lift stations with their
pixel positions, then the lifts, walkways and bus legs joining them, and the
runs, each a list of piste spot positions from the top down with the spot it
starts from and the spot it ends at. From that data the script writes a map in
the Tiled 1.8 format described in ``docs/map-format.md``: an empty ``terrain``
tile layer, the ``links`` object layer (polylines, with a bend or two on pistes
and bus roads so they look drawn by hand) and the ``spots`` object layer
(ellipses).

Once drafted, the map belongs to the Tiled editor: its saves are the truth and
this data is not kept in step with them. So the script never overwrites a
file. Run without arguments it writes ``maps/mountain.tmx`` only if that file
does not exist yet, and otherwise prints one line and exits with status 1. To
look at a fresh draft next to an edited map, write it somewhere else:

    python tools/draft_mountain.py --out /tmp/mountain-draft.tmx

``--tiny`` drafts the small example map used by the tests instead (by default
to ``tests/maps/tiny.tmx``, under the same no-overwrite rule).

Standard library only; Python 3.11.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

REPO = Path(__file__).resolve().parent.parent
MOUNTAIN_OUT = REPO / "maps" / "mountain.tmx"
TINY_OUT = REPO / "tests" / "maps" / "tiny.tmx"

# Diameter in pixels of each kind of spot.
SPOT_SIZE = {
    "Town": 40,
    "Restaurant": 28,
    "LiftStation": 28,
    "PisteSpot": 20,
    "BusStop": 20,
}
COLOURS = ("green", "blue", "red", "black")
LIFT_TYPES = ("cable_car", "chair", "drag")


# --------------------------------------------------------------------------
# Building a layout
# --------------------------------------------------------------------------


@dataclass
class Spot:
    key: str
    cls: str
    name: str
    x: float  # centre
    y: float  # centre
    props: dict = field(default_factory=dict)  # name -> (tiled type, value)
    oid: int = 0

    @property
    def size(self) -> int:
        return SPOT_SIZE[self.cls]


@dataclass
class Link:
    cls: str
    src: str
    dst: str
    name: str = ""
    props: dict = field(default_factory=dict)
    bends: int = 0  # 0 = straight, otherwise up to 2 bend points
    before: str | None = None  # the spots either side of the link on its
    after: str | None = None  # run or road, to shape the bends
    oid: int = 0


class Layout:
    """A board under construction; spots are referred to by short keys."""

    def __init__(self, mountain: str, width: int, height: int, comment: str,
                 title_property: str = "mountain"):
        self.mountain = mountain  # the title players see, in the map property
        self.title_property = title_property  # ``title_property``
        self.width = width  # in tiles of 32 x 32 pixels
        self.height = height
        self.comment = comment
        self.spots: dict[str, Spot] = {}
        self.links: list[Link] = []

    # spots ---------------------------------------------------------------
    def add_spot(self, key, cls, name, x, y, **props):
        if key in self.spots:
            raise ValueError(f"spot key {key!r} used twice")
        self.spots[key] = Spot(key, cls, name, x, y, dict(props))

    def town(self, key, name, x, y):
        self.add_spot(key, "Town", name, x, y)

    def bus_stop(self, key, name, x, y):
        self.add_spot(key, "BusStop", name, x, y)

    def restaurant(self, key, name, x, y):
        self.add_spot(key, "Restaurant", name, x, y)

    def station(self, key, name, x, y):
        self.add_spot(key, "LiftStation", name, x, y)

    # links ---------------------------------------------------------------
    def _link(self, cls, src, dst, **kw):
        # Keys are checked when the map is written: a run may end at a spot
        # of a run that is described further down.
        self.links.append(Link(cls, src, dst, **kw))

    def _chain(self, cls, keys, bends):
        for i in range(len(keys) - 1):
            self._link(cls, keys[i], keys[i + 1], bends=bends,
                       before=keys[i - 1] if i > 0 else None,
                       after=keys[i + 2] if i + 2 < len(keys) else None)

    def lift(self, name, kind, bottom, top):
        assert kind in LIFT_TYPES, kind
        self._link("Lift", bottom, top, name=name,
                   props={"lift": ("string", kind)})

    def walkway(self, a, b):
        self._link("Walkway", a, b)

    def bus(self, *stops):
        """A bus route: one Bus link for each leg between consecutive stops."""
        self._chain("Bus", list(stops), bends=1)

    def run(self, colour, run, start, points, end, numbered=False, names=None):
        """A run: piste spots at `points` (top first), skied from `start`
        (a spot key, or None when the run only begins where another run
        joins it) down to `end`. A spot of a run is keyed ``run#n`` (n from
        1), so other runs can start from it or end at it."""
        assert colour in COLOURS, colour
        keys = []
        for n, (x, y) in enumerate(points, start=1):
            key = f"{run}#{n}"
            props = {"colour": ("string", colour), "run": ("string", run)}
            if numbered:
                props["number"] = ("int", n)
            name = names[n - 1] if names else ""
            self.add_spot(key, "PisteSpot", name, x, y, **props)
            keys.append(key)
        self._chain("Piste", ([start] if start else []) + keys + [end], bends=2)


# --------------------------------------------------------------------------
# Writing TMX
# --------------------------------------------------------------------------


def _num(v: float) -> str:
    v = round(v, 2)
    return str(int(v)) if v == int(v) else f"{v:g}"


def _attr(v) -> str:
    return escape(str(v), {'"': "&quot;"})


def _catmull_rom(p0, p1, p2, p3, t):
    """Point at `t` (0..1) between p1 and p2 on the centripetal Catmull-Rom
    curve through p0, p1, p2, p3 (no loops or cusps on uneven spacing)."""
    def knot(ti, a, b):
        return ti + max(math.dist(a, b), 1e-6) ** 0.5

    t0 = 0.0
    t1 = knot(t0, p0, p1)
    t2 = knot(t1, p1, p2)
    t3 = knot(t2, p2, p3)
    u = t1 + (t2 - t1) * t

    def lerp(a, b, ta, tb):
        wa, wb = (tb - u) / (tb - ta), (u - ta) / (tb - ta)
        return (a[0] * wa + b[0] * wb, a[1] * wa + b[1] * wb)

    a1 = lerp(p0, p1, t0, t1)
    a2 = lerp(p1, p2, t1, t2)
    a3 = lerp(p2, p3, t2, t3)
    b1 = lerp(a1, a2, t0, t2)
    b2 = lerp(a2, a3, t1, t3)
    return lerp(b1, b2, t1, t2)


def _bend_points(link: Link, spots: dict) -> list[tuple[float, float]]:
    """The polyline from the centre of the `from` spot to the centre of the
    `to` spot. Links drawn with bends follow a smooth curve through the spots
    before and after them on their run or road, nudged by a few pixels from a
    generator seeded by the two keys (so every draft is the same)."""
    a, b = spots[link.src], spots[link.dst]
    p1, p2 = (a.x, a.y), (b.x, b.y)
    length = math.dist(p1, p2)
    pts = [p1]
    if link.bends and length > 30:
        p0 = (spots[link.before].x, spots[link.before].y) if link.before else \
            (2 * p1[0] - p2[0], 2 * p1[1] - p2[1])
        p3 = (spots[link.after].x, spots[link.after].y) if link.after else \
            (2 * p2[0] - p1[0], 2 * p2[1] - p1[1])
        rng = random.Random(f"{link.cls}:{link.src}->{link.dst}")
        dx, dy = p2[0] - p1[0], p2[1] - p1[1]
        nx, ny = -dy / length, dx / length  # unit normal
        ts = [0.5] if link.bends == 1 or length < 75 else [1 / 3, 2 / 3]
        for t in ts:
            cx, cy = _catmull_rom(p0, p1, p2, p3, t)
            off = rng.uniform(-1.0, 1.0) * min(0.05 * length, 5.0)
            pts.append((round(cx + nx * off), round(cy + ny * off)))
    pts.append(p2)
    return pts


def _properties(props: dict, indent: str) -> list[str]:
    if not props:
        return []
    out = [f"{indent}<properties>"]
    for pname in sorted(props):  # Tiled saves properties sorted by name
        ptype, value = props[pname]
        t = "" if ptype == "string" else f' type="{ptype}"'
        out.append(f'{indent} <property name="{_attr(pname)}"{t} value="{_attr(value)}"/>')
    out.append(f"{indent}</properties>")
    return out


def to_tmx(layout: Layout) -> str:
    for link in layout.links:
        for key in (link.src, link.dst, link.before, link.after):
            if key is not None and key not in layout.spots:
                raise KeyError(f"{link.cls} link names unknown spot {key!r}")
    spots = list(layout.spots.values())
    for oid, spot in enumerate(spots, start=1):
        spot.oid = oid
    for oid, link in enumerate(layout.links, start=len(spots) + 1):
        link.oid = oid
    next_id = len(spots) + len(layout.links) + 1
    w, h = layout.width, layout.height

    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    if layout.comment:
        if "--" in layout.comment:
            raise ValueError("an XML comment may not contain '--'")
        out.append("<!--")
        out.extend(f"  {line}".rstrip() for line in layout.comment.strip().splitlines())
        out.append("-->")
    out.append(
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{w}" height="{h}" tilewidth="32" '
        f'tileheight="32" infinite="0" nextlayerid="4" nextobjectid="{next_id}">'
    )
    out += _properties({layout.title_property: ("string", layout.mountain)}, " ")

    out.append(f' <layer id="1" name="terrain" width="{w}" height="{h}">')
    out.append('  <data encoding="csv">')
    row = ",".join(["0"] * w)
    out.append(",\n".join([row] * h))
    out.append("</data>")
    out.append(" </layer>")

    out.append(' <objectgroup id="2" name="links">')
    for link in layout.links:
        a, b = layout.spots[link.src], layout.spots[link.dst]
        pts = _bend_points(link, layout.spots)
        name = f' name="{_attr(link.name)}"' if link.name else ""
        out.append(f'  <object id="{link.oid}"{name} type="{link.cls}" '
                   f'x="{_num(a.x)}" y="{_num(a.y)}">')
        props = dict(link.props)
        props["from"] = ("object", a.oid)
        props["to"] = ("object", b.oid)
        out += _properties(props, "   ")
        rel = " ".join(f"{_num(px - a.x)},{_num(py - a.y)}" for px, py in pts)
        out.append(f'   <polyline points="{rel}"/>')
        out.append("  </object>")
    out.append(" </objectgroup>")

    out.append(' <objectgroup id="3" name="spots">')
    for spot in spots:
        size = spot.size
        name = f' name="{_attr(spot.name)}"' if spot.name else ""
        out.append(f'  <object id="{spot.oid}"{name} type="{spot.cls}" '
                   f'x="{_num(spot.x - size / 2)}" y="{_num(spot.y - size / 2)}" '
                   f'width="{size}" height="{size}">')
        out += _properties(spot.props, "   ")
        out.append("   <ellipse/>")
        out.append("  </object>")
    out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# The mountain
# --------------------------------------------------------------------------


def mountain() -> Layout:
    m = Layout(
        "Mont Givre", 60, 40,
        "Ski the Mountain: the Mont Givre board. First drafted by "
        "tools/draft_mountain.py;\nfrom then on edited in Tiled "
        "(see docs/map-format.md).",
    )

    # Towns along the valley floor, joined by one bus road.
    m.town("ARV", "Arvenne", 110, 1100)
    m.town("SAU", "Saun", 470, 1190)
    m.town("PUI", "Puilent", 960, 1205)
    m.town("MAR", "Marignan", 1470, 1195)
    m.town("SOR", "Le Sorbier", 1830, 1085)
    m.bus_stop("GRA", "Les Granges", 285, 1180)
    m.bus_stop("PON", "Pont Vieux", 715, 1232)
    m.bus_stop("SCI", "La Scierie", 1215, 1235)
    m.bus_stop("MOU", "Le Moulin", 1665, 1175)
    m.bus("ARV", "GRA", "SAU", "PON", "PUI", "SCI", "MAR", "MOU", "SOR")

    # Restaurants.
    m.restaurant("LAC", "Buvette du Lac", 200, 500)
    m.restaurant("CHA", "Refuge du Chamois", 955, 600)
    m.restaurant("MMT", "La Marmotte Gourmande", 1290, 520)
    m.restaurant("AIG", "Le Nid des Aigles", 1770, 420)

    # Lift stations. Pairs a few pixels apart are touching stations.
    m.station("DENT", "Dent du Loup", 330, 100)
    m.station("PRAZ", "Praz Gondola Top", 440, 720)
    m.station("LOUPB", "Loup Chair Bottom", 458, 733)
    m.station("ARVT", "Arvenne Drag Top", 172, 852)
    m.station("LACB", "Lac Chair Bottom", 150, 840)
    m.station("CORT", "Tete du Corbeau", 100, 230)
    m.station("COMB", "Combe Drag Bottom", 690, 930)
    m.station("COMT", "Combe Drag Top", 690, 560)
    m.station("GLAB", "Glacier Drag Bottom", 800, 400)
    m.station("GLAT", "Glacier Drag Top", 790, 165)
    m.station("GIVB", "Pointe Cable Car Bottom", 1025, 585)
    m.station("PTE", "Pointe Givre", 1010, 95)
    m.station("MMTB", "Marmotte Chair Bottom", 1180, 1010)
    m.station("SAPT", "Sapins Chair Top", 1490, 770)
    m.station("CHOB", "Choucas Chair Bottom", 1508, 790)
    m.station("CHOT", "Crete des Choucas", 1600, 110)
    m.station("SORT", "Sorbier Drag Top", 1815, 790)
    m.station("AIGB", "Aigle Chair Bottom", 1690, 700)

    # Lifts: bottom first, top second.
    m.lift("Saun Gondola", "cable_car", "SAU", "PRAZ")
    m.lift("Loup Chair", "chair", "LOUPB", "DENT")
    m.lift("Arvenne Drag", "drag", "ARV", "ARVT")
    m.lift("Lac Chair", "chair", "LACB", "LAC")
    m.lift("Corbeau Drag", "drag", "LAC", "CORT")
    m.lift("Combe Drag", "drag", "COMB", "COMT")
    m.lift("Givre Cable Car", "cable_car", "PUI", "CHA")
    m.lift("Pointe Cable Car", "cable_car", "GIVB", "PTE")
    m.lift("Glacier Drag", "drag", "GLAB", "GLAT")
    m.lift("Marmotte Chair", "chair", "MMTB", "MMT")
    m.lift("Sapins Chair", "chair", "MAR", "SAPT")
    m.lift("Choucas Chair", "chair", "CHOB", "CHOT")
    m.lift("Sorbier Drag", "drag", "SOR", "SORT")
    m.lift("Aigle Chair", "chair", "AIGB", "AIG")

    # Footpaths.
    m.walkway("CHA", "GIVB")
    m.walkway("GLAT", "PTE")
    m.walkway("SORT", "AIGB")

    # ---- west: Dent du Loup, Corbeau, Lac --------------------------------
    m.run("black", "Couloir du Loup", "DENT",
          [(400, 175), (445, 265), (480, 360), (500, 460), (495, 570)],
          "LOUPB", numbered=True)
    m.run("red", "red-1", "DENT", [(270, 170), (240, 260), (225, 360)], "LAC")
    m.run("black", "Face du Corbeau", "CORT",
          [(55, 320), (50, 420), (60, 530), (85, 640), (110, 745)],
          "LACB", numbered=True)
    m.run("red", "red-2", "PRAZ",
          [(385, 810), (360, 905), (375, 1005), (410, 1100)], "SAU")
    m.run("blue", "Sentier du Lac", "LAC",
          [(265, 585), (290, 670), (300, 755), (315, 840)],
          "red-2#2", numbered=True)
    m.run("green", "green-1", "ARVT", [(215, 945), (225, 1035)], "ARV")
    m.run("blue", "blue-1", "LOUPB", [(525, 810), (580, 875)], "COMB")
    m.run("green", "green-2", "COMB",
          [(640, 1010), (580, 1080), (530, 1130)], "SAU")

    # ---- centre: Pointe Givre, Glacier, Combe, Chamois --------------------
    m.run("black", "Le Toboggan Noir", "PTE",
          [(1075, 165), (1110, 250), (1105, 345), (1085, 440), (1075, 515)],
          "GIVB", numbered=True)
    m.run("red", "red-3", "PTE", [(945, 160), (890, 240), (850, 320)], "GLAB")
    m.run("blue", "blue-2", "GLAT", [(745, 245), (715, 340), (700, 450)], "COMT")
    m.run("black", "black-1", "GLAT",
          [(690, 185), (620, 240), (580, 330), (570, 430), (590, 530)],
          "Petit Bonheur#1")
    m.run("green", "Petit Bonheur", "COMT",
          [(630, 640), (600, 730), (610, 830)], "COMB", numbered=True)
    m.run("blue", "blue-3", "GLAB", [(850, 470), (895, 535)], "CHA")
    m.run("blue", "blue-4", "CHA",
          [(900, 680), (875, 775), (860, 880), (880, 990), (910, 1100)], "PUI")
    m.run("red", "Dents de Scie", "COMT",
          [(745, 640), (775, 730), (790, 830), (810, 930)],
          "blue-4#4", numbered=True)
    m.run("red", "red-4", "CHA",
          [(1020, 680), (1060, 770), (1090, 860), (1130, 940)], "MMTB")
    m.run("red", "red-5", "PTE",
          [(1140, 125), (1205, 200), (1245, 290), (1270, 390)], "MMT")
    m.run("green", "green-3", "MMT",
          [(1220, 605), (1185, 700), (1165, 800), (1165, 895)], "red-4#4")
    m.run("green", "green-4", "MMTB", [(1110, 1080), (1040, 1140)], "PUI")
    m.run("red", "red-6", "MMTB", [(1260, 1070), (1350, 1120)], "MAR")

    # ---- east: Crete des Choucas, Nid des Aigles, Sorbier -----------------
    m.run("black", "Mur des Choucas", "CHOT",
          [(1540, 195), (1495, 285), (1455, 385), (1430, 485), (1420, 590),
           (1440, 680)],
          "SAPT", numbered=True)
    m.run("black", "Le Cauchemar", "CHOT",
          [(1670, 185), (1715, 265), (1745, 345)], "AIG", numbered=True)
    m.run("red", "La Vipere", "AIG",
          [(1830, 500), (1850, 590), (1840, 690)], "SORT", numbered=True)
    m.run("blue", "Boulevard des Marmottes", "MMT",
          [(1320, 610), (1330, 700), (1320, 800), (1305, 900), (1320, 1000)],
          "red-6#2", numbered=True)
    m.run("blue", "blue-5", "SAPT", [(1420, 850), (1405, 950), (1420, 1060)], "MAR")
    m.run("green", "green-5", "CHOB", [(1570, 870), (1590, 970), (1570, 1080)], "MAR")
    m.run("blue", "blue-6", "AIG",
          [(1700, 495), (1650, 570), (1610, 650), (1590, 740)], "green-5#1")
    m.run("green", "green-6", "SORT", [(1750, 875), (1735, 975)], "SOR")
    return m


# --------------------------------------------------------------------------
# The tiny test map
# --------------------------------------------------------------------------


def tiny() -> Layout:
    t = Layout(
        "Tiny Hill", 28, 18,
        "Tiny Hill: a small example board for the tests (tests/maps/tiny.tmx),\n"
        "drafted by tools/draft_mountain.py (tiny option). Every spot has a\n"
        "unique name: the tests refer to spots by name.",
    )
    t.town("Saun", "Saun", 80, 510)
    t.town("Puilent", "Puilent", 420, 510)
    t.town("Marignan", "Marignan", 770, 510)
    t.bus_stop("Stop", "Stop", 250, 530)
    t.bus_stop("Stop2", "Stop2", 595, 530)
    t.bus("Saun", "Stop", "Puilent", "Stop2", "Marignan")

    t.restaurant("Hut", "Hut", 660, 110)
    t.station("ChairTop", "ChairTop", 190, 70)
    t.station("DragTop", "DragTop", 214, 74)  # touches ChairTop
    t.station("DragBottom", "DragBottom", 330, 350)
    t.station("Chair2Bottom", "Chair2Bottom", 700, 330)
    t.station("Chair2Top", "Chair2Top", 790, 90)

    t.lift("Saun Chair", "chair", "Saun", "ChairTop")
    t.lift("Drag", "drag", "DragBottom", "DragTop")
    t.lift("Cable Car", "cable_car", "Puilent", "Hut")
    t.lift("Chair 2", "chair", "Chair2Bottom", "Chair2Top")
    t.walkway("Chair2Top", "Hut")
    # Without this path the foot of the drag would be a dead end at night.
    t.walkway("Saun", "DragBottom")

    t.run("black", "The Wall", "ChairTop", [(120, 140), (85, 220), (90, 300)],
          "g-a#1", numbered=True, names=["W1", "W2", "W3"])
    t.run("green", "g-a", None, [(160, 345), (240, 352)], "DragBottom",
          names=["G1", "G2"])
    t.run("red", "red-a", "DragTop", [(290, 110), (360, 170), (430, 255)],
          "blue-a#1", names=["R1", "R2", "R3"])
    t.run("blue", "blue-a", None, [(430, 340), (380, 430)], "Puilent",
          names=["B1", "B2"])
    t.run("blue", "Blue Bird", "Hut", [(685, 185), (665, 260)], "Chair2Bottom",
          numbered=True, names=["BB1", "BB2"])
    t.run("red", "red-b", "Chair2Bottom", [(750, 380), (800, 440)], "Marignan",
          names=["RB1", "RB2"])
    t.run("green", "g-b", "Chair2Top", [(835, 200)], "Chair2Bottom",
          names=["GB1"])
    return t


# --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Draft a new Tiled map of the mountain; never overwrites a file.")
    parser.add_argument("--out", type=Path,
                        help="where to write (default maps/mountain.tmx, or "
                             "tests/maps/tiny.tmx with --tiny)")
    parser.add_argument("--tiny", action="store_true",
                        help="draft the small example map used by the tests")
    args = parser.parse_args(argv)

    out = args.out or (TINY_OUT if args.tiny else MOUNTAIN_OUT)
    layout = tiny() if args.tiny else mountain()
    text = to_tmx(layout)
    if out.exists():
        print(f"{out} already exists and is not overwritten "
              f"(edit it in Tiled, or draft elsewhere with --out OTHER_PATH)")
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        with open(out, "x", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    except FileExistsError:
        print(f"{out} already exists and is not overwritten")
        return 1
    print(f"wrote {out}: {len(layout.spots)} spots, {len(layout.links)} links")
    return 0


if __name__ == "__main__":
    sys.exit(main())
