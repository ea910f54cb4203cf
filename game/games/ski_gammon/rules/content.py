"""Ski Gammon content: the board from its Tiled map (maps/ski_gammon.tmx), the
numbers from config/ski_gammon/game.yaml and the three card packs from
config/ski_gammon/cards.yaml. Every problem is a one-line ContentError naming
the file, the object and the problem.

Never imports pygame.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.content.tiled import MapData, MapObject, classless_note, load_map
from game.content.yamlfile import Checker, read_yaml
from game.core.protocol import ContentError
from game.core.quote import quoted

SPACE_COLOURS = ("white", "red", "blue", "yellow")
PLACE_KINDS = ("start", "summit", "conditions", "condition_pack", "sitzmark_pack", "apres_pack", "shoppe")
#: what a Sitzmark or Apres Ski card may say (cards.yaml explains each)
CARD_KEYS = ("text", "sip", "count", "lose_turns", "move", "summit", "ski", "base", "pay", "collect",
             "pay_each", "collect_each", "lose", "gain", "half_run", "unless", "if_has", "revised", "was")
AMOUNTS = ("pay", "collect", "pay_each", "collect_each")     # a card's sums of Groschen
CONDITION_KEYS = ("id", "name", "text", "count", "closed", "lift", "trails", "needs", "where", "rain", "stop",
                  "start")
MOST_CARDS = 60          # copies in one pack
MOST_MOVE = 12           # spaces a card may move a skier
LEAST_BOARD = 200        # pixels each way: a smaller board would be drawn many times its size


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True)
class Trail:
    id: str
    name: str
    payout: int
    colours: tuple[str, ...]            # space 1 (the top) .. the yellow square at the bottom
    rects: tuple[Rect, ...]
    from_lift: int                      # 0: from the top of the lift; else the lift space it branches from

    @property
    def length(self) -> int:
        return len(self.colours)


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    base: int                           # price at the base
    away: int                           # price anywhere else
    sell: int                           # what the Ski Shoppe pays for one
    shoppe: int                         # pieces in the Shoppe at the start
    dealt: int                          # pieces each skier starts with


@dataclass(frozen=True)
class Card:
    """A Sitzmark or Apres Ski card (its effects: cards.yaml)."""
    id: int
    text: str
    sip: str = ""
    lose_turns: int = 0
    move: int = 0
    summit: bool = False
    ski: str = ""
    base: bool = False
    pay: int = 0
    collect: int = 0
    pay_each: int = 0
    collect_each: int = 0
    lose: str = ""
    gain: str = ""
    half_run: bool = False
    unless: str = ""
    if_has: str = ""
    revised: bool = False               # its unless / if_has came with the revised first page (older saves: none)
    was: tuple[tuple[str, int], ...] = ()   # amounts it had before (saves of format 3 and older replay with them)

    def amount(self, key: str, earlier: bool) -> int:
        """The card's ``pay``, ``collect``, ``pay_each`` or ``collect_each``; ``earlier``: as it was."""
        if earlier:
            for k, v in self.was:
                if k == key:
                    return v
        return int(getattr(self, key))


@dataclass(frozen=True)
class Condition:
    id: int
    key: str
    name: str
    text: str
    closed: tuple[str, ...] = ()
    lift: str = ""                      # "", "closed" or "half"
    trails: str = ""                    # "" or "half"
    needs: tuple[str, ...] = ()
    where: str = "all"                  # where ``needs`` applies: lift, trails or all
    rain: bool = False
    stop: bool = False
    start: bool = False


@dataclass
class SGContent:
    path: str                                    # the map file
    width: int
    height: int
    lift: tuple[Rect, ...]                       # lift spaces 1..n
    branch: dict[int, str]                       # lift space -> the trail that branches there
    trails: dict[str, Trail]                     # in the board's order
    cutoffs: dict[tuple[str, int], tuple[str, int]]
    places: dict[str, Rect]
    numbers: dict[str, int]
    targets: tuple[int, ...]
    round_limits: tuple[int, ...]
    clock_minutes: tuple[int, ...]
    items: dict[str, Item]
    sitzmark: tuple[Card, ...]
    apres: tuple[Card, ...]
    conditions: tuple[Condition, ...]
    start_condition: int
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def lift_top(self) -> int:
        return len(self.lift)

    def n(self, key: str) -> int:
        return self.numbers[key]


NUMBERS = {                                      # game.yaml key: (lowest, highest)
    "start_groschen": (0, 10_000), "bank": (1_000, 1_000_000), "dice": (1, 3), "most_doubles": (0, 5),
    "pass_fee": (0, 1_000), "fall_fee": (0, 1_000), "condition_price": (0, 1_000), "hand_limit": (1, 9),
    "throw_after": (0, 20), "offers_per_turn": (0, 9), "counters": (0, 9),
}


def load_content(config_dir: str, map_path: str | None = None) -> SGContent:
    from game import paths
    cfg = read_yaml(os.path.join(config_dir, "game.yaml"))
    ck = Checker("game.yaml")
    root = ck.mapping(cfg, "game.yaml", required=(*NUMBERS, "targets", "round_limits", "clock_minutes", "trails",
                                                           "equipment"), optional=("groschen_piece",))
    numbers = {k: ck.integer(root[k], k, lo, hi) for k, (lo, hi) in NUMBERS.items()}
    # the smallest Groschen piece: every sum in a trade is a multiple of it (5 unless the file says)
    numbers["groschen_piece"] = ck.integer(root.get("groschen_piece", 5), "groschen_piece", 1, 1_000)
    targets = tuple(ck.integer(v, "targets", 10, 100_000) for v in ck.seq(root["targets"], "targets", 1))
    limits = tuple(ck.integer(v, "round_limits", 0, 1_000) for v in ck.seq(root["round_limits"], "round_limits", 1))
    clock = tuple(ck.integer(v, "clock_minutes", 0, 1_440) for v in ck.seq(root["clock_minutes"], "clock_minutes", 1))
    for what, vals in (("targets", targets), ("round_limits", limits), ("clock_minutes", clock)):
        if len(set(vals)) != len(vals):
            raise ck.fail(what, "a value is given twice")
    trail_rows: list[tuple[str, str, int]] = []
    for i, t in enumerate(ck.seq(root["trails"], "trails", 1)):
        w = f"trails[{i}]"
        t = ck.mapping(t, w, required=("id", "name", "payout"))
        trail_rows.append((ck.string(t["id"], f"{w}.id"), ck.string(t["name"], f"{w}.name"),
                           ck.integer(t["payout"], f"{w}.payout", 0, 10_000)))
    ck.unique([t for t, _, _ in trail_rows], "trails")
    items: dict[str, Item] = {}
    for i, e in enumerate(ck.seq(root["equipment"], "equipment", 1)):
        w = f"equipment[{i}]"
        e = ck.mapping(e, w, required=("id", "name", "base", "away", "sell", "shoppe", "dealt"))
        iid = ck.string(e["id"], f"{w}.id")
        if iid in items:
            raise ck.fail(w, f"duplicate id '{iid}'")
        items[iid] = Item(iid, ck.string(e["name"], f"{w}.name"),
                          *(ck.integer(e[k], f"{w}.{k}", 0, 1_000) for k in ("base", "away", "sell", "shoppe",
                                                                              "dealt")))
    if "skis" not in items:
        raise ck.fail("equipment", "no 'skis': every skier needs skis at all times")
    trail_ids = [t for t, _, _ in trail_rows]
    sitz, apres, conds = _read_cards(os.path.join(config_dir, "cards.yaml"), trail_ids, list(items))
    path = map_path or os.path.join(paths.maps_dir(), "ski_gammon.tmx")
    md = load_map(path)
    lift, branch, trails, cutoffs, places = _read_board(md, trail_rows)
    start = [c.id for c in conds if c.start]
    if len(start) < 1:
        raise ContentError("cards.yaml: conditions: no card is marked 'start: true' (the one face up at the start)")
    return SGContent(path=path, width=md.width_px, height=md.height_px, lift=lift, branch=branch, trails=trails,
                     cutoffs=cutoffs, places=places, numbers=numbers, targets=targets, round_limits=limits,
                     clock_minutes=clock,
                     items=items, sitzmark=sitz, apres=apres, conditions=conds, start_condition=start[0])


def _read_cards(path: str, trails: list[str], items: list[str]
                ) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Condition, ...]]:
    ck = Checker("cards.yaml")
    root = ck.mapping(read_yaml(path), "cards.yaml", required=("sitzmark", "apres", "conditions"))

    def copies(c: Mapping[str, Any], w: str) -> int:
        return ck.integer(c.get("count", 1), f"{w}.count", 1, 9)

    def item(v: Any, w: str) -> str:
        return ck.string(v, w, items)

    packs: list[tuple[Card, ...]] = []
    for pack in ("sitzmark", "apres"):
        out: list[Card] = []
        for i, c in enumerate(ck.seq(root[pack], pack, 1)):
            w = f"{pack}[{i}]"
            c = ck.mapping(c, w, required=("text",), optional=CARD_KEYS)
            kw: dict[str, Any] = {"text": ck.string(c["text"], f"{w}.text")}
            if len(kw["text"]) > 200:
                raise ck.fail(f"{w}.text", "longer than 200 characters")
            if "sip" in c:
                kw["sip"] = ck.string(c["sip"], f"{w}.sip")
            for k in ("lose_turns",):
                if k in c:
                    kw[k] = ck.integer(c[k], f"{w}.{k}", 0, 5)
            if "move" in c:
                kw["move"] = ck.integer(c["move"], f"{w}.move", -MOST_MOVE, MOST_MOVE)
            for k in AMOUNTS:
                if k in c:
                    kw[k] = ck.integer(c[k], f"{w}.{k}", 0, 1_000)
            for k in ("summit", "base", "half_run", "revised"):
                if k in c:
                    kw[k] = ck.boolean(c[k], f"{w}.{k}")
            if "was" in c:
                was = ck.mapping(c["was"], f"{w}.was", optional=AMOUNTS)
                kw["was"] = tuple((k, ck.integer(v, f"{w}.was.{k}", 0, 1_000)) for k, v in was.items())
            if "ski" in c:
                kw["ski"] = ck.string(c["ski"], f"{w}.ski", trails)
                if not kw.get("summit"):
                    raise ck.fail(w, "'ski' needs 'summit: true' (a skier is sent to ski a trail from the top)")
            for k in ("lose", "gain", "unless", "if_has"):
                if k in c:
                    kw[k] = item(c[k], f"{w}.{k}")
            if kw.get("summit") and kw.get("base"):
                raise ck.fail(w, "a card sends a skier to the Summit House or to START, not both")
            for _ in range(copies(c, w)):
                out.append(Card(len(out), **kw))
        if len(out) > MOST_CARDS:
            raise ck.fail(pack, f"{len(out)} cards, at most {MOST_CARDS}")
        packs.append(tuple(out))
    conds: list[Condition] = []
    keys: set[str] = set()
    for i, c in enumerate(ck.seq(root["conditions"], "conditions", 2)):
        w = f"conditions[{i}]"
        c = ck.mapping(c, w, required=("id", "name", "text"), optional=CONDITION_KEYS)
        key = ck.string(c["id"], f"{w}.id")
        if key in keys:
            raise ck.fail(w, f"duplicate id '{key}'")
        keys.add(key)
        kw = {"key": key, "name": ck.string(c["name"], f"{w}.name"), "text": ck.string(c["text"], f"{w}.text")}
        if "closed" in c:
            kw["closed"] = tuple(ck.string(t, f"{w}.closed", trails) for t in ck.seq(c["closed"], f"{w}.closed", 1))
        if "lift" in c:
            kw["lift"] = ck.string(c["lift"], f"{w}.lift", ("closed", "half"))
        if "trails" in c:
            kw["trails"] = ck.string(c["trails"], f"{w}.trails", ("half",))
        if "needs" in c:
            kw["needs"] = tuple(item(t, f"{w}.needs") for t in ck.seq(c["needs"], f"{w}.needs", 1))
        if "where" in c:
            kw["where"] = ck.string(c["where"], f"{w}.where", ("lift", "trails", "all"))
        for k in ("rain", "stop", "start"):
            if k in c:
                kw[k] = ck.boolean(c[k], f"{w}.{k}")
        for _ in range(copies(c, w)):
            conds.append(Condition(len(conds), **kw))
    if len(conds) > MOST_CARDS:
        raise ck.fail("conditions", f"{len(conds)} cards, at most {MOST_CARDS}")
    return packs[0], packs[1], tuple(conds)


def _prop(md: MapData, o: MapObject, name: str, kind: type, choices: tuple | None = None,
          default: Any = None) -> Any:
    fname = os.path.basename(md.path)
    if name not in o.properties:
        if default is not None:
            return default
        raise ContentError(f"{fname}: {o.label()}: missing property '{name}'")
    v = o.properties[name]
    if kind is int and (isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 999):
        raise ContentError(f"{fname}: {o.label()}: property '{name}' must be a whole number from 0 to 999, "
                           f"got {quoted(v)}")
    if kind is str and (not isinstance(v, str) or len(v) > 60):
        raise ContentError(f"{fname}: {o.label()}: property '{name}' must be a short text, got {quoted(v)}")
    if choices is not None and v not in choices:
        raise ContentError(f"{fname}: {o.label()}: property '{name}' is {quoted(v)}, expected one of "
                           f"{', '.join(str(c) for c in choices)}")
    return v


def _read_board(md: MapData, trail_rows: list[tuple[str, str, int]]) -> tuple[
        tuple[Rect, ...], dict[int, str], dict[str, Trail], dict[tuple[str, int], tuple[str, int]], dict[str, Rect]]:
    fname = os.path.basename(md.path)

    def fail(msg: str) -> ContentError:
        return ContentError(f"{fname}: {msg}")

    def rect(o: MapObject) -> Rect:
        if o.width <= 0 or o.height <= 0:
            raise fail(f"{o.label()}: a space or place must be a rectangle with a size")
        if o.x < 0 or o.y < 0 or o.x + o.width > md.width_px or o.y + o.height > md.height_px:
            raise fail(f"{o.label()}: lies outside the map ({md.width_px}x{md.height_px} pixels)")
        return Rect(o.x, o.y, o.width, o.height)

    # the window fits the board by its size (it divides by it) and draws it in proportion
    if md.width_px < LEAST_BOARD or md.height_px < LEAST_BOARD:
        raise fail(f"the map is {md.width_px}x{md.height_px} pixels: a board is at least "
                   f"{LEAST_BOARD}x{LEAST_BOARD}")
    for layer in ("lift", "trails", "places"):
        if layer not in md.layers:
            raise fail(f"no object layer named '{layer}'")
    note = classless_note(md, ("lift", "trails", "places"))
    if note:
        raise ContentError(note)
    trail_ids = [t for t, _, _ in trail_rows]
    lift: dict[int, Rect] = {}
    branch: dict[int, str] = {}
    for layer, cls in (("lift", "lift"), ("trails", "space")):
        for o in md.layers[layer]:
            if o.cls != cls:
                raise fail(f"{o.label()}: the '{layer}' layer holds objects of class '{cls}' only")
    for o in md.layers["lift"]:
        k = _prop(md, o, "number", int)
        if k in lift:
            raise fail(f"{o.label()}: a second lift space {k}")
        lift[k] = rect(o)
        if "branch" in o.properties:
            t = _prop(md, o, "branch", str, tuple(trail_ids))
            branch[k] = t
    if not lift:
        raise fail("the 'lift' layer has no spaces")
    top = max(lift)
    for k in range(1, top + 1):
        if k not in lift:
            raise fail(f"the lift has no space {k} (spaces 1-{top})")
    if top < 4:
        raise fail(f"the lift has {top} spaces: at least 4")
    if top in branch:
        raise fail(f"lift space {top} is the top of the lift: no trail branches there")
    spaces: dict[str, dict[int, tuple[str, Rect, MapObject]]] = {t: {} for t in trail_ids}
    for o in md.layers["trails"]:
        t = _prop(md, o, "trail", str, tuple(trail_ids))
        k = _prop(md, o, "number", int)
        colour = _prop(md, o, "colour", str, SPACE_COLOURS)
        if k in spaces[t]:
            raise fail(f"{o.label()}: a second space {k} on {t}")
        spaces[t][k] = (colour, rect(o), o)
    trails: dict[str, Trail] = {}
    from_lift = {t: k for k, t in branch.items()}
    for tid, name, payout in trail_rows:
        sp = spaces[tid]
        if not sp:
            raise fail(f"trail '{tid}' has no spaces")
        n = max(sp)
        for k in range(1, n + 1):
            if k not in sp:
                raise fail(f"trail '{tid}' has no space {k} (spaces 1-{n})")
        colours = tuple(sp[k][0] for k in range(1, n + 1))
        if colours[-1] != "yellow" or colours.count("yellow") != 1:
            raise fail(f"trail '{tid}': its last space {n}, and only that one, is the yellow square")
        if n < 3:
            raise fail(f"trail '{tid}' has {n} spaces: at least 3")
        trails[tid] = Trail(tid, name, payout, colours, tuple(sp[k][1] for k in range(1, n + 1)),
                            from_lift.get(tid, 0))
    if all(t.from_lift for t in trails.values()):
        raise fail("every trail branches off the lift: at least one must start at the top")
    cutoffs: dict[tuple[str, int], tuple[str, int]] = {}
    for tid, sp in spaces.items():
        for k, (_, _, o) in sp.items():
            if "cutoff" not in o.properties:
                continue
            v = _prop(md, o, "cutoff", str)
            to, _, num = v.partition("/")
            if to not in trails or not num.isdigit() or not 1 <= int(num) < trails[to].length or to == tid:
                raise fail(f"{o.label()}: cutoff '{v}' is not 'TRAIL/SPACE' on another trail, "
                           f"above its yellow square")
            cutoffs[(tid, k)] = (to, int(num))
    places: dict[str, Rect] = {}
    for o in md.layers["places"]:
        if o.cls not in PLACE_KINDS:
            raise fail(f"{o.label()}: a place is one of {', '.join(PLACE_KINDS)}")
        if o.cls in places:
            raise fail(f"{o.label()}: a second '{o.cls}'")
        places[o.cls] = rect(o)
    for kind in PLACE_KINDS:
        if kind not in places:
            raise fail(f"no place of class '{kind}' on the 'places' layer")
    return tuple(lift[k] for k in range(1, top + 1)), branch, trails, cutoffs, places
