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
        from game.core.quote import printable, quoted
        return f"object {self.id} {quoted(self.name, 60)} ({printable(self.cls, 40) if self.cls else 'no class'})"


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
    check_numbers(path)              # before pytmx: a huge size never allocates anything
    pytmx = _pytmx()
    try:
        tm = pytmx.TiledMap(path)
    except Exception as e:  # pytmx raises many kinds; all mean "unreadable"
        raise ContentError(f"{name}: cannot read the map: {_unreadable(e)}") from None
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


# -- every number of a map finite and within limits (load_map checks them before pytmx reads) --------

#: the largest map: pixels each way, and tiles in it (or in one tile layer, or one tileset's image)
MOST_MAP_PIXELS = 100_000
MOST_TILES = 1_000_000
#: an object's x, y, width, height and rotation, and each point of its line, lie in -this..this
MOST_COORDINATE = 1_000_000
#: a property of the type int, float or object lies in -this..this
MOST_PROPERTY = 1_000_000_000
#: the characters of a number a message quotes (a longer one is cut, with "...")
NUMBER_CUT = 24
#: the property types the map reader takes: those Tiled writes but 'class' (a custom class
#: needs its definition, which a map does not hold), and pytmx's 'enum'
PROPERTY_TYPES = ("string", "int", "float", "bool", "color", "file", "object", "enum")
_LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")
_OBJECT_NUMBERS = ("x", "y", "width", "height", "rotation")


def check_numbers(path: str) -> None:
    """Every number of the map at ``path`` and of the tilesets it names is
    finite and within the limits above, and every property has a type Tiled
    writes and a value of that type; a ContentError (one line) otherwise.

    Read from the XML before pytmx reads the map, so a size the file gives never
    makes anything be allocated. A file that is no XML, or no map, is left to
    pytmx to refuse."""
    import xml.etree.ElementTree as ET

    from game.core.quote import quoted
    name = os.path.basename(path)
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError):
        return
    if root.tag != "map":
        return
    _check_map_size(root, name)
    _check_elements(root, name, "")
    here = os.path.dirname(os.path.abspath(path))
    for ts in root.iter("tileset"):
        src = ts.get("source")
        if not src:
            continue
        try:
            tsx = ET.parse(os.path.join(here, src)).getroot()
        except (ET.ParseError, OSError):
            continue                        # check_sources and pytmx say so
        _check_elements(tsx, name, f"its tileset {quoted(os.path.basename(src))}")


def _cut(text: str) -> str:
    """A number from the file as a message quotes it: in quotes, at most NUMBER_CUT characters."""
    from game.core.quote import quoted
    return quoted(text.strip(), NUMBER_CUT)


def _finite(text: str) -> float | None:
    """The number ``text`` holds (as pytmx reads it, ``float(text)``), None when
    it holds none, or NaN or an infinity (1e400 and its like overflow to one)."""
    s = text.strip()
    if len(s) > 1000:                       # no number Tiled writes is that long
        return None
    try:
        v = float(s)
    except ValueError:
        return None
    return v if v - v == 0.0 else None      # inf - inf and nan - nan are NaN


def _digits(s: str) -> bool:
    """``s`` is a whole number written in ASCII digits, with a sign or none."""
    body = s[1:] if s[:1] in ("+", "-") else s
    return body.isascii() and body.isdigit()


def _whole(text: str) -> int | None:
    """The whole number ``text`` holds (digits, or a float such as 40.0 that
    pytmx turns into one), None when it holds none; more than 30 digits count as 10**30."""
    s = text.strip()
    if _digits(s):
        return int(s) if len(s) <= 30 else (-1 if s.startswith("-") else 1) * 10 ** 30
    v = _finite(s)
    return int(v) if v is not None and v.is_integer() else None


def _size(el: Any, attr: str, least: int, what: str, name: str) -> int:
    """The whole number in ``el``'s attribute ``attr``, at least ``least``."""
    text = el.get(attr)
    if text is None:
        raise ContentError(f"{name}: {what} has no {attr}")
    v = _whole(text)
    if v is None or v < least:
        owner = "the map's" if what == "the map" else f"{what}: its"
        tail = "" if v is None else f" of at least {least}"
        raise ContentError(f"{name}: {owner} {attr} {_cut(text)} is not a whole number{tail}")
    return v


def _check_map_size(root: Any, name: str) -> None:
    """The map's size: whole numbers, at most MOST_MAP_PIXELS each way and MOST_TILES tiles."""
    from game.core.quote import printable
    w, h, tw, th = (_size(root, a, 1, "the map", name) for a in ("width", "height", "tilewidth", "tileheight"))
    shown = "{}x{} tiles of {}x{} pixels".format(
        *(printable(str(root.get(a)).strip(), NUMBER_CUT) for a in ("width", "height", "tilewidth", "tileheight")))
    if w * tw > MOST_MAP_PIXELS or h * th > MOST_MAP_PIXELS:
        raise ContentError(f"{name}: the map is {shown}, larger than a map can be "
                           f"(at most {MOST_MAP_PIXELS} pixels each way)")
    if w * h > MOST_TILES:
        raise ContentError(f"{name}: the map is {shown}, more tiles than a map can have (at most {MOST_TILES})")


def _owner(el: Any, where: str) -> str:
    """What a message calls the element ``el`` (a map, an object, a layer...)."""
    from game.core.quote import printable, quoted
    tag = str(el.tag)
    if tag == "map":
        return "the map"
    if where and tag == "tileset":
        return where                        # the root of a tileset file
    if tag == "object":
        cls = el.get("type") or el.get("class") or ""
        text = (f"object {printable(el.get('id', '?'), 12)} {quoted(el.get('name') or '', 40)} "
                f"({printable(cls, 40) or 'no class'})")
    elif tag in _LAYER_TAGS:
        text = f"the layer {quoted(el.get('name') or '', 40)}"
    elif tag == "tileset":
        text = f"the tileset {quoted(el.get('name') or '', 40)}"
    elif tag == "tile":
        text = f"tile {printable(el.get('id', '?'), 12)}" + ("" if where else " of a tileset")
    else:
        text = f"a <{printable(tag, 20)}>"
    return f"{where}, {text}" if where else text


def _check_elements(root: Any, name: str, where: str) -> None:
    """The objects, tile layers, tilesets and properties of a map (``where``
    empty) or of a tileset file it names (``where`` says which)."""
    for el in root.iter():
        if el.tag == "object":
            _check_object(el, where, name)
        elif el.tag == "layer":
            _check_tile_layer(el, _owner(el, where), name)
        elif el.tag == "tileset":
            _check_tileset(el, _owner(el, where), name)
        props = el.find("properties")
        if props is not None and el.tag != "property":    # a class's members: its own check says no
            for p in props.findall("property"):
                _check_property(p, el, where, name)


def _check_object(el: Any, where: str, name: str) -> None:
    """An object's id, its x, y, width, height and rotation, and the points of its line."""
    def fail(words: str) -> ContentError:
        return ContentError(f"{name}: {_owner(el, where)}: {words}")

    oid = el.get("id")
    if oid is not None and not (oid.strip().isascii() and oid.strip().isdigit() and len(oid.strip()) <= 10):
        raise ContentError(f"{name}: an object's id {_cut(oid)} is not a whole number of at most 10 digits")
    limits = f"from {-MOST_COORDINATE} to {MOST_COORDINATE}"
    at = {"x": 0.0, "y": 0.0}
    for attr in _OBJECT_NUMBERS:
        text = el.get(attr)
        if text is None:
            continue
        v = _finite(text)
        if v is None or abs(v) > MOST_COORDINATE:
            raise fail(f"its {attr} {_cut(text)} is not a finite number {limits}")
        if attr in ("width", "height") and v < 0:       # Tiled never writes one: no object has such a size
            raise fail(f"its {attr} {_cut(text)} is below 0: an object's size is 0 or more")
        at[attr] = v
    for line in (*el.findall("polyline"), *el.findall("polygon")):
        points = line.get("points")
        if points is None:
            raise fail("its line has no points")
        for pair in points.split():
            parts = pair.split(",")
            if len(parts) != 2:
                raise fail(f"a point of its line {_cut(pair)} is not two numbers x,y")
            for base, part in zip((at["x"], at["y"]), parts):
                v = _finite(part)
                if v is None or abs(base + v) > MOST_COORDINATE:    # where the point lies on the map
                    raise fail(f"a point of its line {_cut(pair)} is not a finite number {limits}")


def _check_property(p: Any, el: Any, where: str, name: str) -> None:
    """A custom property of ``el``: a type the map reader takes, a value of that
    type, a number within limits."""
    kind = p.get("type", "string")
    if kind == "string":
        return
    from game.core.quote import quoted

    def fail(subject: str, words: str) -> ContentError:
        """The property, named with its owner ("the property 'x'" or "its property
        'x'" as ``subject`` says, "the map's property 'x'" on the map), then ``words``."""
        pname = quoted(p.get("name") or "", 40)
        owner = _owner(el, where)
        if owner == "the map":
            return ContentError(f"{name}: the map's property {pname} {words}")
        return ContentError(f"{name}: {owner}: {subject} property {pname} {words}")

    if kind == "class":
        raise fail("the", "has the type 'class' (a custom class), which the game cannot read")
    if kind not in PROPERTY_TYPES:
        raise fail("the", f"has the type {quoted(kind, NUMBER_CUT)}, not one Tiled writes")
    value = p.get("value")
    limits = f"is not a finite number from {-MOST_PROPERTY} to {MOST_PROPERTY}"
    if kind in ("int", "object", "float") and value is None:
        raise fail("the", f"has the type {quoted(kind)} but no value")
    if kind in ("int", "object"):
        assert value is not None
        s = value.strip()
        if not _digits(s):
            raise fail("the", f"has the type {quoted(kind)} but the value {_cut(value)} is not a whole number")
        if len(s) > 12 or abs(int(s)) > MOST_PROPERTY:
            raise fail("its", f"{_cut(value)} {limits}")
    elif kind == "float":
        assert value is not None
        v = _finite(value)
        if v is None:
            try:
                float(value.strip()[:1000])
            except ValueError:
                raise fail("the", f"has the type 'float' but the value {_cut(value)} is not a number") from None
        if v is None or abs(v) > MOST_PROPERTY:
            raise fail("its", f"{_cut(value)} {limits}")
    elif kind == "bool":
        s = str(value).strip()              # as pytmx reads it: its first character
        if s and s[0].lower() not in "1yt-0nf":
            raise fail("the", f"has the type 'bool' but the value {_cut(s)} is not true or false")


def _check_tile_layer(el: Any, owner: str, name: str) -> None:
    """A tile layer: its size, and the tiles its data holds, at most MOST_TILES."""
    from game.core.quote import printable
    w, h = (_size(el, a, 0, owner, name) if el.get(a) is not None else 0 for a in ("width", "height"))
    if w * h > MOST_TILES:
        shown = "x".join(printable(str(el.get(a)).strip(), NUMBER_CUT) for a in ("width", "height"))
        raise ContentError(f"{name}: {owner} is {shown} tiles, more tiles than a layer can have "
                           f"(at most {MOST_TILES})")
    data = el.find("data")
    if data is None:
        return
    if data.find("chunk") is not None:
        raise ContentError(f"{name}: {owner} is a layer of an infinite map, which the game cannot read "
                           "(untick Infinite in Tiled's Map Properties)")
    if _tile_count(data) > MOST_TILES:
        raise ContentError(f"{name}: {owner} holds more than {MOST_TILES} tiles")


def _tile_count(data: Any) -> int:
    """How many tiles a layer's <data> holds, counted up to one more than
    MOST_TILES (compressed data is never unpacked further than that)."""
    import base64
    import binascii
    import zlib
    text = (data.text or "").strip()
    encoding, compression = data.get("encoding"), data.get("compression")
    if encoding == "csv":
        return text.count(",") + 1
    if encoding != "base64":
        return len(data.findall("tile"))
    try:
        raw = base64.b64decode(text)
    except (ValueError, binascii.Error):
        return 0                            # pytmx says what is wrong
    if compression not in ("zlib", "gzip"):
        return len(raw) // 4
    room, total, rest = 4 * MOST_TILES + 4, 0, raw
    while rest and total < room:            # gzip may hold several members, one after another
        unpack = zlib.decompressobj(47)     # a zlib or a gzip header
        try:
            total += len(unpack.decompress(rest, room - total))
        except zlib.error:
            return 0                        # pytmx says what is wrong
        if not unpack.eof:
            break
        rest = unpack.unused_data
    return total // 4


def _check_tileset(el: Any, owner: str, name: str) -> None:
    """A tileset cut from one image: whole sizes, an image at most
    MOST_MAP_PIXELS each way, at most MOST_TILES tiles in it."""
    image = el.find("image")
    if el.get("source") or image is None:
        return                              # a tileset file (checked on its own) or a collection of images
    tw, th = (_size(el, a, 1, owner, name) for a in ("tilewidth", "tileheight"))
    spacing, margin = (_size(el, a, 0, owner, name) if el.get(a) is not None else 0 for a in ("spacing", "margin"))
    w, h = (_size(image, a, 0, f"{owner}: its image", name) for a in ("width", "height"))
    if w > MOST_MAP_PIXELS or h > MOST_MAP_PIXELS or spacing > MOST_MAP_PIXELS or margin > MOST_MAP_PIXELS:
        raise ContentError(f"{name}: {owner}: its image is larger than a tileset's can be "
                           f"(at most {MOST_MAP_PIXELS} pixels each way)")
    tiles = len(range(margin, w + margin - tw + 1, tw + spacing)) * len(range(margin, h + margin - th + 1, th + spacing))
    if tiles > MOST_TILES:
        raise ContentError(f"{name}: {owner}: its image holds {tiles} tiles of {tw}x{th} pixels, "
                           f"more than a tileset can have (at most {MOST_TILES})")


def _unreadable(e: Exception) -> str:
    """What an exception of pytmx says, in a few words: its first line, cut; its
    kind when it says nothing of use (empty, "None", a KeyError's bare key)."""
    from game.core.quote import printable
    lines = str(e).strip().splitlines()
    first = lines[0].strip() if lines else ""
    if isinstance(e, KeyError) or first in ("", "None"):
        said = f" {printable(first, 40)}" if first not in ("", "None") else ""
        return f"{type(e).__name__}{said} in a part of the map the map reader does not know"
    return printable(first, 160)


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
