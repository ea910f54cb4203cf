"""Ski the Mountain's scenario adapter (the runner: tests/scenario_runner.py;
the format: docs/scenarios.md). It builds the position on a real SkiState
(keeping every card in exactly one place), resolves names (spots, lifts,
cards, event and target keys) to ids, reads each step's action and checks
the game's own expectations."""
from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from locations import TESTS
from scenario_runner import Scenario, ScenarioError

from game import paths
from game.core.protocol import SeatSetup, Setup
from game.games.ski.rules import actions as A
from game.games.ski.rules.content import SkiContent, load_content
from game.games.ski.rules.state import PLAYER_COLOURS, SkiState

_content: dict[str, SkiContent] = {}
NAMES = Scenario.NAMES


def content_for(board: str) -> SkiContent:
    if board not in _content:
        if board == "tiny":
            _content[board] = load_content(os.path.join(TESTS, "config", "ski_tiny"),
                                           fallback_dir=paths.config_dir("ski"))
        elif board == "mountain":
            _content[board] = load_content(paths.config_dir("ski"))
        else:
            raise ValueError(f"unknown board {board!r} (tiny or mountain)")
    return _content[board]


class SkiScenario(Scenario):
    game = "ski"
    folder = "scenarios"
    s: SkiState

    def build(self, data: Mapping[str, Any]) -> SkiState:
        self.c = content_for(data.get("board", "tiny"))
        self.b = self.c.board
        n = int(data.get("players", 2))
        seats = tuple(SeatSetup(NAMES[i], PLAYER_COLOURS[i], "human") for i in range(n))
        setup = Setup("ski", seats, first_player=int(data.get("first_player", 0)), seed=int(data.get("seed", 1)))
        self.s = SkiState(setup, self.c)
        self._position(data.get("setup") or {})
        return self.s

    # -- names ----------------------------------------------------------
    def spot(self, ref: Any) -> int:
        return self.b.resolve(ref)

    def lift(self, ref: Any) -> int:
        return self.b.resolve_lift(ref)

    def piste_spec(self, spec: str) -> tuple[str, int]:
        colour, value = str(spec).split()
        return colour, int(value)

    # -- building the position -----------------------------------------
    def _position(self, st: Mapping[str, Any]) -> None:
        s, c = self.s, self.c
        n = len(s.pos)
        towns = sorted(self.b.towns())
        s.phase = st.get("phase", "play")
        s.turn = self.seat(st.get("turn", self.s.setup.first_player % n))
        s.round = int(st.get("round", 1 if s.phase == "play" else 0))
        s.sun = int(st.get("sun", 0))
        skiers = {self.seat(k): v for k, v in (st.get("skiers") or {}).items()}
        for i in range(n):
            if i in skiers:
                s.pos[i] = self.spot(skiers[i])
            elif s.phase == "play":
                s.pos[i] = towns[0]
        # Piste cards: specified piles first, every card kept in exactly one place.
        pool = sorted(range(len(c.piste)))
        old_hands = [list(h) for h in s.hands]

        def take(spec: str) -> int:
            col, val = self.piste_spec(spec)
            for card in pool:
                p = c.piste[card]
                if p.colour == col and p.value == val:
                    pool.remove(card)
                    return card
            raise ScenarioError(f"no {spec} card left for the scenario")

        hands_spec = {self.seat(k): v for k, v in (st.get("hands") or {}).items()}
        new_hands: list[list[int] | None] = [None] * n
        for i, cards in hands_spec.items():
            new_hands[i] = [take(x) for x in cards]
        display = None
        if "display" in st:
            display = [take(x) if x else None for x in st["display"]]
        top = [take(x) for x in st.get("deck_top", [])]
        discard = [take(x) for x in st.get("discard", [])]
        for i in range(n):
            if new_hands[i] is None:
                keep = [x for x in old_hands[i] if x in pool]
                for x in keep:
                    pool.remove(x)
                new_hands[i] = keep
        if display is None:
            display = [x if x in pool else None for x in s.display]
            for x in display:
                if x is not None:
                    pool.remove(x)
        rest = [x for x in s.deck if x in pool] + [x for x in pool if x not in s.deck]
        if st.get("deck_empty"):
            discard += rest
            rest = []
        s.hands = new_hands  # type: ignore[assignment]
        s.display = display
        s.deck = rest + list(reversed(top))
        s.discard = discard
        # Event cards by key.
        ev_pool = list(range(len(c.events)))
        old_ev = [list(h) for h in s.ev_hands]
        ev_spec = {self.seat(k): v for k, v in (st.get("events") or {}).items()}

        def take_event(key: str) -> int:
            for card in ev_pool:
                if c.events[card].key == key:
                    ev_pool.remove(card)
                    return card
            raise ScenarioError(f"no event card '{key}' left")

        new_ev: list[list[int]] = [[] for _ in range(n)]
        for i in range(n):
            if i in ev_spec:
                new_ev[i] = [take_event(k) for k in ev_spec[i]]
        for i in range(n):
            if i not in ev_spec:  # not given: the card(s) the deal gave, if still free
                new_ev[i] = [x for x in old_ev[i] if x in ev_pool]
                for x in new_ev[i]:
                    ev_pool.remove(x)
        s.ev_hands = new_ev
        s.ev_discard = []
        s.ev_deck = [x for x in s.ev_deck if x in ev_pool] + [x for x in ev_pool if x not in s.ev_deck]
        top_ev = []
        for key in st.get("event_deck_top", []):          # the next event cards dealt, first first
            card = next((e for e in s.ev_deck if c.events[e].key == key and e not in top_ev), None)
            if card is None:
                raise ScenarioError(f"no event card '{key}' left for the event deck")
            top_ev.append(card)
        s.ev_deck = [e for e in s.ev_deck if e not in top_ev] + list(reversed(top_ev))
        if st.get("event_deck_empty"):
            s.ev_discard, s.ev_deck = s.ev_deck, []
        # Targets by key (null for none).
        tg_spec = {self.seat(k): v for k, v in (st.get("targets") or {}).items()}
        tg_pool = list(range(len(c.targets)))
        assigned: list[int | None] = [None] * n
        for i, key in tg_spec.items():
            if key is None:
                continue
            card = next((t for t in tg_pool if c.targets[t].key == key), None)
            if card is None:
                raise ScenarioError(f"no target card '{key}'")
            tg_pool.remove(card)
            assigned[i] = card
        for i in range(n):
            if i not in tg_spec and s.target[i] in tg_pool:
                assigned[i] = s.target[i]
                tg_pool.remove(s.target[i])  # type: ignore[arg-type]
        s.target = assigned
        s.targets_done = [[] for _ in range(n)]
        s.tg_discard = []
        s.tg_deck = [t for t in s.tg_deck if t in tg_pool] + [t for t in tg_pool if t not in s.tg_deck]
        top_tg = []
        for key in st.get("target_deck_top", []):
            card = next((t for t in s.tg_deck if c.targets[t].key == key and t not in top_tg), None)
            if card is None:
                raise ScenarioError(f"no target card '{key}' left for the target deck")
            top_tg.append(card)
        s.tg_deck = [t for t in s.tg_deck if t not in top_tg] + list(reversed(top_tg))
        if st.get("target_deck_empty"):
            s.tg_discard, s.tg_deck = s.tg_deck, []
        if "target_deck_count" in st:                   # exactly this many targets left to draw
            k = int(st["target_deck_count"])
            if not 0 <= k <= len(s.tg_deck):
                raise ScenarioError(f"target_deck_count {k}: only {len(s.tg_deck)} target cards are left")
            cut = len(s.tg_deck) - k                      # the deck's top is its end
            s.tg_discard, s.tg_deck = s.tg_deck[:cut], s.tg_deck[cut:]
        # The rest of the table.
        mk = st.get("markers") or {}
        s.markers = {"piste": [self.spot(x) for x in mk.get("piste", [])],
                     "lift": [self.lift(x) for x in mk.get("lift", [])]}
        for k, v in (st.get("progress") or {}).items():
            seat = self.seat(k)
            run = [self.spot(x) for x in v]
            self._check_progress(k, seat, run, st)
            s.progress[seat] = run
        for k, v in (st.get("snowflakes") or {}).items():
            s.snowflakes[self.seat(k)] = list(v)
        for k in st.get("finished", []):
            s.finished[self.seat(k)] = True
        for k, v in (st.get("scores") or {}).items():
            s.score[self.seat(k)]["runs"] = int(v)
        for k in st.get("no_lift", []):
            s.no_lift[self.seat(k)] = 1
        s.main_done = bool(st.get("main_done", False))
        s.hold_sun = int(st.get("hold_sun", 0))

    def _check_progress(self, who: Any, seat: int, run: list[int], st: Mapping[str, Any]) -> None:
        """Refuse, in one line, run progress that no way down produces: piste
        spots, each reached from the one before by a piste, the last where the
        skier stands."""
        b = self.c.board
        for x in run:
            if b.spots[x].kind != "piste":
                raise ScenarioError(f"progress of {who}: {b.spots[x].label} is not a piste spot")
        for a, z in zip(run, run[1:]):
            if z not in b.piste_out[a]:
                raise ScenarioError(f"progress of {who}: no piste leads from {b.spots[a].label} "
                                    f"to {b.spots[z].label}")
        if run and self.s.pos[seat] != run[-1]:
            raise ScenarioError(f"progress of {who}: it ends at {b.spots[run[-1]].label}, but {who} stands at "
                                f"{self.s.spot_label(self.s.pos[seat])}")

    def _named_view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (``view``), its cards by name."""
        s, c = self.s, self.c
        v = s.view(seat)
        named = {"hand": sorted(f"{c.piste[x].colour} {c.piste[x].value}" for x in v.get("hand", [])),
                 "events": sorted(c.events[x].key for x in v.get("events", [])),
                 "target": None if v.get("target") is None else c.targets[v["target"]].key,
                 "event_deck_count": v["event_deck_count"], "target_deck_count": v["target_deck_count"],
                 "deck_count": v["deck_count"]}
        named["seats"] = {s.name(i): {"hand_count": x["hand_count"], "event_count": x["event_count"],
                                      "has_target": x["has_target"]} for i, x in enumerate(v["seats"])}
        return named

    def _check_view(self, who: Any, want: Mapping[str, Any], fail: Any) -> None:
        """``view: {Ann: {hand: [...], events: [...], target: ..., seats: {Ben: {hand_count: 2}}}}``:
        what that seat's screen may show, entry by entry (cards order-free)."""
        got = self._named_view(self.seat(who))
        for key, w in want.items():
            if key not in got:
                fail(f"view of {who}: no entry '{key}' (entries: {', '.join(got)})")
            g = got[key]
            if key == "seats":
                for other, part in w.items():
                    for k2, v2 in part.items():
                        if g[self.s.name(self.seat(other))][k2] != v2:
                            fail(f"{who} should see {other}'s {k2} as {v2}, sees "
                                 f"{g[self.s.name(self.seat(other))][k2]}")
            elif (sorted(w) if isinstance(w, list) else w) != g:
                fail(f"{who} should see {key} {w}, sees {g}")

    def _check_hidden(self, who: Any, fail: Any) -> None:
        """``hidden_from: [Ben]``: Ben's view tells nothing of what Ben may not
        see: dealt again (everything hidden from Ben), it stays the same, while
        the cards it hides do change."""
        seat, s = self.seat(who), self.s
        mine = s.view(seat)
        changed = False
        for k in range(6):
            other = s.determinize(seat, 1000 + k)
            if other.view(seat) != mine:
                fail(f"{who}'s view changes when what {who} may not see is dealt again")
            changed = changed or any(other.hands[o] != s.hands[o] or other.ev_hands[o] != s.ev_hands[o]
                                     for o in range(s.num_seats) if o != seat)
        if not changed:
            fail(f"nothing is hidden from {who} here: the check would prove nothing")

    # -- actions ------------------------------------------------------------
    def action(self, d: Mapping[str, Any]) -> A.Action:
        d = dict(d)
        seat = self.seat(d.pop("seat", self.s.turn))
        typ = d.pop("type")
        s = self.s
        if typ == "choose_start":
            return A.ChooseStart(seat, self.spot(d["town"]))
        if typ == "take_cards":
            return A.TakeCards(seat, tuple(d.get("display", [])), int(d.get("deck", 0)))
        if typ in ("discard", "move"):
            card = self._held_card(seat, d["card"])
            if typ == "discard":
                return A.Discard(seat, card)
            return A.MovePiste(seat, card, tuple(self.spot(x) for x in d["path"]))
        if typ == "ride_lift":
            return A.RideLift(seat, self.lift(d["lift"]))
        if typ == "ride_bus":
            return A.RideBus(seat, self.spot(d["to"]))
        if typ == "walk":
            return A.Walk(seat, self.spot(d["to"]))
        if typ == "end_day":
            return A.EndDay(seat)
        if typ == "wait":
            return A.Wait(seat)
        if typ == "play_event":
            key = d["card"]
            card = next((x for x in s.ev_hands[seat] if self.c.events[x].key == key), None)
            if card is None:  # not held: use any copy, so the rules can say so
                card = next(i for i, e in enumerate(self.c.events) if e.key == key)
            return A.PlayEvent(seat, card, self._target(d.get("target")))
        raise ScenarioError(f"unknown action type {typ!r}")

    def _held_card(self, seat: int, spec: Any) -> int:
        if isinstance(spec, int):
            return spec
        col, val = self.piste_spec(spec)
        for card in sorted(self.s.hands[seat]):
            p = self.c.piste[card]
            if p.colour == col and p.value == val:
                return card
        # Not held: name a card of that kind anyway, so the rules can refuse it.
        return next(i for i, p in enumerate(self.c.piste) if p.colour == col and p.value == val)

    def _target(self, t: Any) -> str:
        if t is None:
            return ""
        if isinstance(t, str):
            return t
        if "spot" in t:
            return f"spot:{self.spot(t['spot'])}"
        if "lift" in t:
            return f"lift:{self.lift(t['lift'])}"
        if "seat" in t:
            return f"seat:{self.seat(t['seat'])}"
        if "marker" in t:
            at = self.lift(t["at"]) if t["marker"] == "lift" else self.spot(t["at"])
            return f"marker:{t['marker']}:{at}"
        if "trigger" in t:
            for trig in reversed(self.s.window):
                if trig["on"] == t["trigger"]:
                    return f"trigger:{trig['id']}"
            return "trigger:0"
        raise ScenarioError(f"cannot read event target {t!r}")

    # -- checking -----------------------------------------------------------
    def check(self, ex: Mapping[str, Any], before: list[int], events: list, where: str) -> None:
        s = self.s
        kinds = [e.kind for e in events]

        def fail(msg: str) -> None:
            raise ScenarioError(f"{where}: {msg}")

        if "log_has" in ex:
            self.check_events("log_has", ex["log_has"], events, where)

        for k, v in (ex.get("at") or {}).items():
            want = self.spot(v)
            got = s.pos[self.seat(k)]
            if got != want:
                fail(f"{k} should be at {v}, is at {s.spot_label(got)}")
        for k, v in (ex.get("score") or {}).items():
            if s.scores()[self.seat(k)] != v:
                fail(f"{k}'s score should be {v}, is {s.scores()[self.seat(k)]}")
        for k, v in (ex.get("score_change") or {}).items():
            i = self.seat(k)
            if s.scores()[i] - before[i] != v:
                fail(f"{k}'s score should change by {v}, changed by {s.scores()[i] - before[i]}")
        for kind in ex.get("events", []):
            if kind not in kinds:
                fail(f"expected an event '{kind}', got {kinds}")
        for kind in ex.get("no_events", []):
            if kind in kinds:
                fail(f"expected no event '{kind}', got {kinds}")
        for k, v in (ex.get("hand_count") or {}).items():
            if len(s.hands[self.seat(k)]) != v:
                fail(f"{k} should hold {v} piste cards, holds {len(s.hands[self.seat(k)])}")
        for k, v in (ex.get("event_count") or {}).items():
            if len(s.ev_hands[self.seat(k)]) != v:
                fail(f"{k} should hold {v} event cards, holds {len(s.ev_hands[self.seat(k)])}")
        for k, v in (ex.get("hand_has") or {}).items():
            have = sorted(f"{self.c.piste[x].colour} {self.c.piste[x].value}" for x in s.hands[self.seat(k)])
            for card in v:
                if card not in have:
                    fail(f"{k} should hold {card}, holds {have}")
        if "current" in ex:
            want = None if ex["current"] is None else self.seat(ex["current"])
            if s.current_player() != want:
                fail(f"current player should be {ex['current']}, is {s.current_player()}")
        if "turn" in ex and s.turn != self.seat(ex["turn"]):
            fail(f"it should be {ex['turn']}'s turn, it is seat {s.turn}'s")
        if "over" in ex and s.is_over() != ex["over"]:
            fail(f"game over should be {ex['over']}")
        if "phase" in ex and s.phase != ex["phase"]:
            fail(f"the phase should be {ex['phase']}, is {s.phase}")
        if "sun" in ex and s.sun != ex["sun"]:
            fail(f"the sun should be on space {ex['sun']}, is on {s.sun}")
        if "round" in ex and s.round != ex["round"]:
            fail(f"it should be round {ex['round']}, is {s.round}")
        for k, v in (ex.get("targets_done") or {}).items():
            got = [self.c.targets[t].key for t in s.targets_done[self.seat(k)]]
            if got != list(v):
                fail(f"{k}'s completed targets should be {v}, are {got}")
        for k, v in (ex.get("snowflakes") or {}).items():
            if s.snowflakes[self.seat(k)] != list(v):
                fail(f"{k}'s snowflakes should be {v}, are {s.snowflakes[self.seat(k)]}")
        if "markers" in ex:
            mk = ex["markers"]
            want = {"piste": sorted(self.spot(x) for x in mk.get("piste", [])),
                    "lift": sorted(self.lift(x) for x in mk.get("lift", []))}
            got = {k: sorted(v) for k, v in s.markers.items()}
            if got != want:
                fail(f"markers should be {mk}, are {got}")
        for k, v in (ex.get("finished") or {}).items():
            if s.finished[self.seat(k)] != v:
                fail(f"{k} finished should be {v}")
        for k, v in (ex.get("progress") or {}).items():
            got = [s.spot_label(x) for x in s.progress[self.seat(k)]]
            want = [s.spot_label(self.spot(x)) for x in v]
            if got != want:
                fail(f"{k}'s run so far should be {want}, is {got}")
        for k, v in (ex.get("target") or {}).items():
            t = s.target[self.seat(k)]
            got = None if t is None else self.c.targets[t].key
            if got != v:
                fail(f"{k}'s secret target should be {v}, is {got}")
        for k, v in (ex.get("has_target") or {}).items():
            if (s.target[self.seat(k)] is not None) != v:
                fail(f"{k} should {'' if v else 'not '}hold a secret target")
        if "winners" in ex:
            want = sorted(self.seat(x) for x in ex["winners"])
            if sorted(s.winners()) != want:
                fail(f"the winners should be {ex['winners']}, are {[NAMES[i] for i in s.winners()]}")
        if "display" in ex:
            got = [None if x is None else f"{self.c.piste[x].colour} {self.c.piste[x].value}" for x in s.display]
            want = [None if x is None else str(x) for x in ex["display"]]
            if got != want:
                fail(f"the display should be {want}, is {got}")
        if "deck_count" in ex and len(s.deck) != ex["deck_count"]:
            fail(f"the deck should hold {ex['deck_count']} cards, holds {len(s.deck)}")
        if "discard_count" in ex and len(s.discard) != ex["discard_count"]:
            fail(f"the discard pile should hold {ex['discard_count']} cards, holds {len(s.discard)}")
        if "display_count" in ex:
            got = sum(1 for x in s.display if x is not None)
            if got != ex["display_count"]:
                fail(f"the display should show {ex['display_count']} cards, shows {got}")
        if "legal" in ex:
            legal = s.legal_actions(s.current_player() if s.current_player() is not None else 0)
            for d in ex["legal"]:
                act = self.action(d)
                if act not in legal and s.why_illegal(act) is not None:
                    fail(f"{act} should be legal: {s.why_illegal(act)}")
        if "legal_exactly" in ex:                       # every legal action of the player to act, no more
            seat = s.current_player()
            got = sorted(map(str, s.legal_actions(seat))) if seat is not None else []
            want = sorted(str(self.action(d)) for d in ex["legal_exactly"])
            if got != want:
                fail(f"the legal actions should be {want}, are {got}")
        for k in ("event_deck_count", "target_deck_count"):
            if k in ex:
                got = len(s.ev_deck if k == "event_deck_count" else s.tg_deck)
                if got != ex[k]:
                    fail(f"{k.replace('_', ' ')} should be {ex[k]}, is {got}")
        for who, want in (ex.get("view") or {}).items():
            self._check_view(who, want, fail)
        for who in ex.get("hidden_from", []):
            self._check_hidden(who, fail)
        for k, v in (ex.get("breakdown") or {}).items():
            bd = s.score_breakdown(self.seat(k))
            for key, want in v.items():
                got = bd[key]
                if key == "night_route":
                    got = [s.spot_label(x) for x in got]
                if key == "bonuses":
                    got = [b["id"] for b in got]
                if got != want:
                    fail(f"{k}'s breakdown {key} should be {want}, is {got}")


ADAPTER = SkiScenario
