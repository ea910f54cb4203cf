"""Chemin Montagneux's scenario adapter (the runner: tests/scenario_runner.py;
the format: docs/scenarios.md, and below): a position, actions, and what must
follow. The players are Ann, Ben, Cat, Dan (4 by default), with the pawns in
order black, green, red, blue (so Ann, Black, starts; ``colours: [green,
black]`` seats them otherwise); ``options`` are the variants
(``{super_hikers: true}``, ``{super_engineers: 3}``) and the round limit
(``{round_limit: 40}``, 0 for none); ``refused: "words"`` says the setup itself is
refused, for a reason holding those words (the steps then run on a plain
start).

Tiles are written ``g`` (a rough tile, grid side up; its face whatever the
deal left), ``gM1`` (a rough tile whose hidden face is the ace of Moons) or
``M1`` (the ace of Moons value side up). Cells ``"x,y"``, places ``"x,y"``
(a graded tile) or ``"x,y,q"`` (a grid square, q the quadrant).

| setup key | example | meaning |
| --- | --- | --- |
| `board` | `{"0,0": [g, gS1], "1,0": [M3]}` | the whole landscape, each pile bottom to top |
| `pawns` | `{black: "0,0,3", red: "1,0"}` | where pawns stand (others: where they were) |
| `stock` | `{Ann: [g, g, M1]}` | a player's stock, exactly |
| `coins` | `{Ann: 5, Ben: [M1, M2]}` | a player's coins: how many (his own suits first) or which |
| `common` | `3` or `[S0, S5]` | the coins in the common area |
| `dice` | `[2, 5, 3, 0]` | rolled already (Suns, Moons, Crowns, Arms): the turn goes on from there |
| `used` | `[C]` | dice used this turn (Super Engineers) |
| `turn`, `rounds` | `Ben`, `10` | whose turn it is; rounds completed |
| `flags` | `{Ann: ["2,0"]}` | Peak to Peak: flags planted (a coin of the player's suit each) |

A move that pays or takes coins may name them, `coins: [M3]`, and a hike a
flag, `flag: M2` (Coin Counters, Peak to Peak); ``coins_offered: {move: {type:
extend, cell: "2,0"}, choices: [[M0], [M3]]}`` expects the coins each way of
that move is offered with pays or takes, ``flags_offered`` (the same, with
``choices: [M0, M2]``) the flags.

Tiles the setup leaves out are dealt rough side up to the players whose stock
it does not name (if it names every stock, to the last player);
coins it leaves out go to the last player not named in ``coins`` (else the last).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenario_runner import Scenario, ScenarioError

from game.core.protocol import SeatSetup, Setup
from game.games.chemin_montagneux import INFO, default_content
from game.games.chemin_montagneux.rules import actions as A
from game.games.chemin_montagneux.rules.state import COLOURS, PAWN_SUIT, RANKS, SUITS, CMState, parse_pos, tile_code

NAMES = Scenario.NAMES


class CMScenario(Scenario):
    game = "chemin-montagneux"
    folder = "scenarios_chemin_montagneux"
    s: CMState

    def build(self, data: Mapping[str, Any]) -> CMState:
        self.c = default_content()
        n = int(data.get("players", 4))
        colours = list(data.get("colours") or COLOURS[:n])
        seats = tuple(SeatSetup(NAMES[i], str(colours[i]), "human") for i in range(n))
        setup = Setup("chemin-montagneux", seats, seed=int(data.get("seed", 1)),
                      options=dict(data.get("options") or {}))
        if "refused" in data:
            self._refused(setup, str(data["refused"]))
            setup = Setup("chemin-montagneux", tuple(SeatSetup(NAMES[i], COLOURS[i], "human") for i in range(n)))
        self.s = CMState(setup, self.c)
        self._position(data.get("setup") or {})
        return self.s

    def _refused(self, setup: Setup, want: str) -> None:
        """The setup (and a save naming it) is refused, in one line saying ``want``,
        both where setups are checked and by the game itself."""
        problem = INFO.check_setup(setup)
        try:
            CMState(setup, self.c)
            raised = None
        except ValueError as e:
            raised = str(e)
        for who, why in (("the setup check", problem), ("the game", raised)):
            if why is None:
                raise ScenarioError(f"{self.name}: {who} accepts the setup, which should be refused ({want})")
            if want.lower() not in why.lower() or "\n" in why:
                raise ScenarioError(f"{self.name}: {who} refuses the setup, but for '{why}', not '{want}'")

    # -- the position -------------------------------------------------------
    def _tiles(self, st: Mapping[str, Any]) -> None:
        """The landscape and the stocks the setup names; every tile it leaves out
        is dealt, rough side up, to the stocks it does not name."""
        s = self.s
        if "board" not in st and "stock" not in st:
            return
        pool = {(su, r) for su in SUITS for r in RANKS}
        unknown: list[list[Any]] = []

        def tile(text: Any) -> list[Any]:
            code = str(text)
            if code == "g":
                t: list[Any] = [None, None, "g"]
                unknown.append(t)
                return t
            rough = code.startswith("g")
            face = code[1:] if rough else code
            if len(face) != 2 or face[0] not in SUITS or not face[1].isdigit() or int(face[1]) not in RANKS:
                raise ScenarioError(f"{self.name}: no tile {code!r} (write g, gM1 or M1)")
            if (face[0], int(face[1])) not in pool:
                raise ScenarioError(f"{self.name}: the tile {face} is given twice")
            pool.discard((face[0], int(face[1])))
            return [face[0], int(face[1]), "g" if rough else "v"]
        if "board" in st:
            s.board = {str(k): [tile(x) for x in v] for k, v in dict(st["board"]).items()}
        else:
            for pile in s.board.values():
                for x in pile:
                    pool.discard((x[0], x[1]))
        stocks = {self.seat(k): v for k, v in dict(st.get("stock") or {}).items()}
        for o in range(s.num_seats):
            s.stock[o] = [tile(x) for x in stocks.get(o, [])]
        rest = sorted(pool)
        for t in unknown:
            t[0], t[1] = rest.pop(0)
        free = [o for o in range(s.num_seats) if o not in stocks] or [s.num_seats - 1]
        for i, (su, r) in enumerate(rest):
            s.stock[free[i % len(free)]].append([su, r, "g"])

    def _coins(self, st: Mapping[str, Any]) -> None:
        s = self.s
        if "coins" not in st and "common" not in st and "flags" not in st:
            return
        pool = sorted([c for h in s.coins for c in h] + s.common + [f[2] for f in s.flags])
        named = {self.seat(k): v for k, v in dict(st.get("coins") or {}).items()}
        s.flags = []
        for who, cells in dict(st.get("flags") or {}).items():
            o = self.seat(who)
            for cell in cells:
                coin = next((c for c in pool if c[0] in s.seat_suits(o)), None)
                if coin is None:
                    raise ScenarioError(f"{self.name}: no coin of {who}'s suit left for a flag")
                pool.remove(coin)
                s.flags.append([str(cell), o, coin])

        def take(spec: Any, suits: frozenset[str]) -> list[str]:
            if isinstance(spec, list):
                out = [str(c) for c in spec]
                for c in out:
                    if c not in pool:
                        raise ScenarioError(f"{self.name}: the coin {c} is not free")
                    pool.remove(c)
                return sorted(out)
            k = int(spec)
            pref = sorted(pool, key=lambda c: (c[0] not in suits, c))
            if k > len(pref):
                raise ScenarioError(f"{self.name}: not {k} coins left")
            out = pref[:k]
            for c in out:
                pool.remove(c)
            return sorted(out)
        for o, spec in named.items():
            s.coins[o] = take(spec, s.seat_suits(o))
        s.common = take(st.get("common", 0), frozenset()) if "common" in st else []
        others = [o for o in range(s.num_seats) if o not in named]
        for o in others:
            s.coins[o] = []
        sink = others[-1] if others else s.num_seats - 1
        s.coins[sink] = sorted(s.coins[sink] + pool)

    def _position(self, st: Mapping[str, Any]) -> None:
        s = self.s
        self._tiles(st)
        self._coins(st)
        for pawn, where in dict(st.get("pawns") or {}).items():
            if pawn not in s.pawns:
                raise ScenarioError(f"{self.name}: the {pawn} pawn is not in this game")
            p = parse_pos(str(where))
            cell = f"{p[0]},{p[1]}" if p else ""
            if p is None or cell not in s.board or (p[2] is None) != (s.board[cell][-1][2] == "v"):
                raise ScenarioError(f"{self.name}: the {pawn} pawn cannot stand at {where!r}")
            s.pawns[pawn] = str(where)
        if "turn" in st:
            s.turn = self.seat(st["turn"])
        if "rounds" in st:
            s.rounds = int(st["rounds"])
        if "calm" in st:                    # rounds in which nobody came nearer a win
            s.calm = int(st["calm"])
            s.best = [s.nearness(o) for o in range(s.num_seats)]
            s.peaks_best = s.aces_shown()
        if "dice" in st:
            s.dice = [int(d) for d in st["dice"]]
            s.phase = "act"
        if "used" in st:
            s.used = [str(u) for u in st["used"]]
            s.phase = "more"

    # -- steps ---------------------------------------------------------------
    def action(self, d: Mapping[str, Any]) -> A.Action:
        d = dict(d)
        seat = self.seat(d.pop("seat", self.s.current_player()))
        kind = d.pop("type")
        coins = tuple(str(c) for c in d.get("coins", ()))      # the coins paid or taken, when named
        if kind == "roll":
            return A.Roll(seat, tuple(int(x) for x in d.get("dice", ())))
        if kind in ("extend", "raise"):
            return (A.Extend if kind == "extend" else A.Raise)(seat, str(d["cell"]), str(d.get("tile", "grid")),
                                                               coins)
        if kind in ("grade", "lower"):
            return (A.Grade if kind == "grade" else A.Lower)(seat, str(d["cell"]), coins)
        if kind == "hike":
            return A.Hike(seat, str(d["pawn"]), tuple(str(p) for p in d["path"]), coins, str(d.get("flag", "")))
        if kind == "rest":
            return A.Rest(seat, coins)
        return {"pass": A.Pass, "done": A.Done, "end": A.End}[kind](seat)

    def _offered(self, spec: Mapping[str, Any]) -> list[A.Action]:
        """The legal moves that are ``spec['move']`` but for the coins they name."""
        want = self.action(dict(spec["move"]))
        seat = want.seat
        plain = {k: v for k, v in want.to_dict().items() if k not in ("coins", "flag")}
        return [a for a in self.s.legal_actions(seat)
                if {k: v for k, v in a.to_dict().items() if k not in ("coins", "flag")} == plain]

    def _hike_ends(self, seat: int, pawn: str) -> list[str]:
        return sorted({a.path[-1] for a in self.s.legal_actions(seat) if isinstance(a, A.Hike) and a.pawn == pawn})

    def check(self, exp: Mapping[str, Any], before: list[int], events: list, where: str) -> None:
        s = self.s

        def same(what: str, got: Any, want: Any) -> None:
            if got != want:
                raise ScenarioError(f"{where}: {what}: expected {want!r}, got {got!r}")
        for k, want in exp.items():
            if self.check_events(k, want, events, where):
                pass
            elif k == "turn":
                same("turn", s.current_player(), None if want is None else self.seat(want))
            elif k == "phase":
                same("phase", s.phase, want)
            elif k == "board":
                for cell, pile in dict(want).items():
                    got = [tile_code(t) if t[2] == "v" else "g" for t in s.board.get(str(cell), [])]
                    same(f"the pile at {cell}", got, ["g" if str(x).startswith("g") else str(x) for x in pile])
            elif k == "heights":
                for cell, h in dict(want).items():
                    same(f"the height at {cell}", s.height(str(cell)), int(h))
            elif k == "pawns":
                for pawn, pos in dict(want).items():
                    same(f"the {pawn} pawn", s.pawns.get(pawn), pos)
            elif k == "coins":
                for who, n in dict(want).items():
                    got = s.coins[self.seat(who)]
                    same(f"{who}'s coins", got if isinstance(n, list) else len(got), n)
            elif k == "common":
                same("the common area", s.common if isinstance(want, list) else len(s.common), want)
            elif k == "stock":
                for who, tiles in dict(want).items():
                    same(f"{who}'s stock", sorted(tile_code(t) for t in s.stock[self.seat(who)]), sorted(tiles))
            elif k == "stock_size":
                for who, n in dict(want).items():
                    same(f"{who}'s stock size", len(s.stock[self.seat(who)]), int(n))
            elif k == "peaks":
                same("the peaks", s.peaks(), dict(want))
            elif k == "usable":
                same("the dice usable", s.usable_suits(), list(want))
            elif k == "flags":
                for who, cells in dict(want).items():
                    same(f"{who}'s flags", sorted(s.flags_of(self.seat(who))), sorted(cells))
            elif k == "rounds":
                same("rounds completed", s.rounds, int(want))
            elif k == "calm":
                same("rounds in which nobody came nearer a win", s.calm, int(want))
            elif k == "ended":
                same("why the game ended", s.ended, want)
            elif k == "over":
                same("over", s.is_over(), bool(want))
            elif k == "winners":
                same("winners", sorted(s.winners()), sorted(self.seat(w) for w in want))
            elif k == "first":
                same("first player", s.first_player(), self.seat(want))
            elif k == "owner":
                for pawn, who in dict(want).items():
                    same(f"the {pawn} pawn's player", s.owner.get(pawn), None if who is None else self.seat(who))
            elif k == "hike_ends":
                for pawn, ends in dict(want).items():
                    seat = s.owner[pawn]
                    same(f"where the {pawn} pawn can hike", self._hike_ends(seat, pawn), sorted(ends))
            elif k == "hike_end_includes":
                for pawn, ends in dict(want).items():
                    got = self._hike_ends(s.owner[pawn], pawn)
                    for e in ends:
                        if e not in got:
                            raise ScenarioError(f"{where}: the {pawn} pawn cannot hike to {e} (it can: {got})")
            elif k == "hike_end_excludes":
                for pawn, ends in dict(want).items():
                    got = self._hike_ends(s.owner[pawn], pawn)
                    for e in ends:
                        if e in got:
                            raise ScenarioError(f"{where}: the {pawn} pawn should not reach {e}")
            elif k == "steps_to_goal":
                for who, n in dict(want).items():
                    same(f"{who}'s steps to the goal", s.steps_to_goal(self.seat(who)), n)
            elif k == "coins_offered":      # each way the move is offered with: the coins it pays or takes
                got = sorted(sorted(s.coin_choice(a)) for a in self._offered(want))
                same("the coins offered", got, sorted(sorted(str(c) for c in w) for w in want["choices"]))
            elif k == "flags_offered":      # the coins offered to plant as the flag (any way of taking)
                got = sorted({str(s.flag_choice(a)) for a in self._offered(want)})
                same("the flags offered", got, sorted(str(c) for c in want["choices"]))
            elif k in ("can", "cannot"):
                seat = s.current_player()
                kinds = {a.kind for a in s.legal_actions(seat)} if seat is not None else set()
                for x in want:
                    if (x in kinds) != (k == "can"):
                        raise ScenarioError(f"{where}: '{x}' should {'' if k == 'can' else 'not '}be legal "
                                            f"(legal: {sorted(kinds)})")
            elif k == "census":
                same("the census", {a: list(b) for a, b in s.census().items()}, dict(want))
            elif k == "view_hides":
                v = s.view(self.seat(want))
                rough = [t for p in v["board"].values() for t in p if t[2] == "g"] + \
                        [t for st in v["stock"] for t in st if t[2] == "g"]
                if any(t[0] is not None for t in rough):
                    raise ScenarioError(f"{where}: the view shows a rough tile's face")
            elif k == "suits":
                for who, suits in dict(want).items():
                    same(f"{who}'s suits", sorted(s.seat_suits(self.seat(who))), sorted(suits))
            elif k == "colours_offered":
                for n, cols in dict(want).items():
                    same(f"the pawns offered to {n} players", list(INFO.colours_for(int(n))), list(cols))
            elif k == "pawn_suit":
                for pawn, suit in dict(want).items():
                    same(f"the {pawn} pawn's suit", PAWN_SUIT[pawn], suit)
            else:
                raise ScenarioError(f"{where}: unknown expectation '{k}'")


ADAPTER = CMScenario
