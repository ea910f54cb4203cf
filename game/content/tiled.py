"""Read a Tiled map into plain records, without pygame and without images.

pytmx's package __init__ pulls in pygame when it is installed. The rules and
the headless tools must never load pygame, so pytmx is imported here with
pygame masked; the view imports ``pytmx.util_pygame`` itself when it needs
images.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import ContentError

_IMPORT_LOCK = threading.Lock()
_PYTMX: list[Any] = []


def _pytmx() -> Any:
    """The pytmx module, imported once and whole.

    The window reads one game's map in a background thread while the player
    may already open another: both come here. One lock guards the import, and
    only a module whose import has finished is ever handed out (never one that
    another thread is still initialising, found half-made in ``sys.modules``)."""
    if _PYTMX:
        return _PYTMX[0]
    with _IMPORT_LOCK:
        if _PYTMX:
            return _PYTMX[0]
        masked = "pygame" not in sys.modules
        quiet = logging.getLogger("pytmx.util_pygame")
        was = quiet.disabled
        if masked:
            sys.modules["pygame"] = None  # type: ignore[assignment]
            quiet.disabled = True  # it would log that pygame is missing: here that is the point
        try:
            import pytmx  # (an import under way in another thread is waited for by Python itself)
        finally:
            if masked:
                del sys.modules["pygame"]
                quiet.disabled = was
        _PYTMX.append(pytmx)
        return pytmx


@dataclass
class MapObject:
    id: int
    name: str
    cls: str
    layer: str
    x: float
    y: float
    width: float
    height: float
    points: tuple[tuple[float, float], ...] | None
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2.0, self.y + self.height / 2.0)

    @property
    def radius(self) -> float:
        return max(self.width, self.height) / 2.0

    def label(self) -> str:
        return f"object {self.id} '{self.name}' ({self.cls or 'no class'})"


@dataclass
class MapData:
    path: str
    width_px: int
    height_px: int
    properties: dict[str, Any]
    layers: dict[str, list[MapObject]]
    layer_names: list[str]


def _inside(folder: str, target: str) -> bool:
    folder = os.path.realpath(folder)
    return os.path.commonpath([folder, os.path.realpath(target)]) == folder


def check_sources(path: str) -> None:
    """Every file a map names (its tilesets, their images) lies inside the map's
    own folder or the game's own folders (sprites/, maps/): a downloaded map never makes
    the game open a file elsewhere. A ContentError (one line) otherwise."""
    import xml.etree.ElementTree as ET

    from game import paths
    from game.core.quote import quoted
    name = os.path.basename(path)
    homes = (os.path.dirname(os.path.abspath(path)), paths.resource("sprites"), paths.maps_dir())
    todo, seen = [os.path.abspath(path)], set()
    while todo:
        file = todo.pop()
        if file in seen:
            continue
        seen.add(file)
        try:
            root = ET.parse(file).getroot()
        except (ET.ParseError, OSError) as e:
            if file == os.path.abspath(path):
                return                      # pytmx says what is wrong with the map itself
            raise ContentError(f"{name}: cannot read its tileset {os.path.basename(file)!r} "
                               f"({e.__class__.__name__})") from None
        here = os.path.dirname(file)
        for el in root.iter():
            src = el.get("source")
            if el.tag not in ("image", "tileset", "template") or src is None:
                continue
            target = os.path.join(here, src)
            what = {"image": "image", "tileset": "tileset", "template": "template"}[el.tag]
            if not any(_inside(home, target) for home in homes):
                raise ContentError(f"{name}: the {what} {quoted(src)} is outside the map's folder")
            if el.tag != "image":
                todo.append(os.path.abspath(target))


# A map's title for players: its property ``name``, or ``mountain`` as maps
# drafted before the setup screen listed maps by title have it.
TITLE_PROPERTIES = ("name", "mountain")


def map_property(path: str, name: str) -> str | None:
    """One custom property of the map itself (its ``<properties>``), read
    without loading the map; None when it has none of that name."""
    import xml.etree.ElementTree as ET
    for _, el in ET.iterparse(path, events=("start",)):
        if el.tag == "property" and el.get("name") == name:
            return el.get("value", el.text or "")
        if el.tag in ("tileset", "layer", "objectgroup", "group", "imagelayer"):
            return None                   # past the map's own properties
    return None


def load_map(path: str) -> MapData:
    """Parse a .tmx file; raise ContentError (one line) when it cannot be read."""
    name = os.path.basename(path)
    if not os.path.exists(path):
        raise ContentError(f"{name}: no such map file")
    check_sources(path)
    pytmx = _pytmx()
    try:
        tm = pytmx.TiledMap(path)
    except Exception as e:  # pytmx raises many kinds; all mean "unreadable"
        msg = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise ContentError(f"{name}: cannot read the map: {msg}") from None
    layers: dict[str, list[MapObject]] = {}
    names: list[str] = []
    for layer in tm.layers:
        lname = getattr(layer, "name", "") or ""
        names.append(lname)
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        objs = []
        for o in layer:
            cls = getattr(o, "type", None) or getattr(o, "class", None) or ""
            # a polyline's own points only: pytmx answers an attribute it lacks from the
            # custom properties, so a spot's property 'points' must not pass for a line
            pts = vars(o).get("points")
            objs.append(MapObject(
                id=int(o.id), name=o.name or "", cls=str(cls), layer=lname,
                x=float(o.x), y=float(o.y), width=float(o.width or 0), height=float(o.height or 0),
                points=tuple((float(p.x), float(p.y)) for p in pts) if pts else None,
                properties=dict(o.properties or {}),
            ))
        layers[lname] = objs
    props = dict(getattr(tm, "properties", {}) or {})
    return MapData(path=path, width_px=int(tm.width * tm.tilewidth),
                   height_px=int(tm.height * tm.tileheight), properties=props,
                   layers=layers, layer_names=names)


def classless(data: MapData, layers: tuple[str, ...] | None = None) -> tuple[list[MapObject], int]:
    """The objects of the given object layers (every object layer when None)
    that have neither a class nor a type, and how many objects those layers hold."""
    names = data.layer_names if layers is None else layers
    objs = [o for name in dict.fromkeys(names) for o in data.layers.get(name, [])]
    return [o for o in objs if not o.cls.strip()], len(objs)


def classless_note(data: MapData, layers: tuple[str, ...] | None = None) -> str | None:
    """One line when objects of these layers have no class, None when each has one.

    Tiled up to 1.8 keeps an object's class in ``type=``; Tiled 1.9 writes
    ``class=`` instead (1.10 went back to ``type=``). Tiled 1.8 does not know
    ``class=`` on objects and drops it when it saves the map again, so every
    object of such a map comes back without its class."""
    lost, total = classless(data, layers)
    if not lost:
        return None
    from game.core.quote import quoted
    name = os.path.basename(data.path)
    if len(lost) == total:
        many = f"all {total} objects have" if total > 1 else "the only object has"
        return (f"{name}: {many} no class (likely Tiled 1.8 saved a map whose classes Tiled 1.9 had "
                "written as class=, and dropped them: restore the classes from an earlier copy or set each "
                "object's Type; Tiled 1.10 and later write type=, which every version keeps)")
    first = lost[0]
    verb = "has" if len(lost) == 1 else "have"
    return (f"{name}: {len(lost)} of {total} objects {verb} no class, the first object {first.id} "
            f"{quoted(first.name)} in the layer {quoted(first.layer)} (set its Class, called Type in Tiled 1.8)")
