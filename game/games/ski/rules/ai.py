"""How good a position is for one skier: the evaluation Ski the Mountain's
bots search with (game/ai). Pure Python, no pygame.

``value`` is the whole estimate: points scored, plus what is under way (spots
skied and not yet scored, a named run half done, a target part met), plus what
the position promises (height on the mountain to ski down, a named run
waiting below, cards to ski with), and, as night comes, where the skier will
be: 5 points in a town or the night penalty. ``quick`` is the short-sighted
version the easy bot uses: points now, cards in hand, and home at the very
end.
"""
from __future__ import annotations

from typing import Any

from .runs import closed_within, keep, move_paths
from .state import SkiState

# The weights, tuned with the balance lab (python main.py simulate ... --bots normal,easy,...).
HEIGHT = 0.25          # a spot of height to ski down (on skis to a town) while the day is young
PENDING = 0.7          # a spot skied, to be scored at the next station
CARD = 0.03            # a piste card point in hand (values over 6 count as 6), for the best few cards
BEST_CARDS = 4         # cards that count in full; the rest of the hand counts at SPARE
SPARE = 0.2
OFF_COLOUR = 0.35      # share of that for a card no run near the skier takes
EVENT = 0.3            # an event card in hand
LIFT_UP = 0.1          # a spot of height an open lift from here would gain
TARGET_NEAR = 0.5      # share of a place target's points when there, falling with the turns to get there
SKI_TURNS = 0.3        # turns a skied spot takes, for the distances to a target
TARGET_PART = 0.6      # share of a target's points per share of it met
NAMED_WAITING = 0.3    # share of a named run's points when standing above it with a card of its colour
NAMED_PART = 0.6       # share of a named run's points per share of it skied
NAMED_DONE = 0.9       # share of a named run's points once skied to its bottom, before the station that scores it
BONUS_PART = 0.35      # share of a bonus per named run toward it
NEXT_RUN = 0.05        # a spot the best card in hand could ski from here, next turn
LATE_TURNS = 6         # night weighs in over the skier's last turns: fully in the last two
TURN = 0.8             # a turn still to play (ending the day in town gives up the rest)
EARLY_END = 1.0        # the quick view: each turn given up by ending the day before the last two
QUICK_USABLE = 0.1     # the quick view: a card in hand for a run near the skier, on top of any card's 0.3
QUICK_HEIGHT = 0.1     # the quick view: a spot of height to ski down, while the day is young
AWAY_FROM_LIFT = 0.3   # the quick view: each turn from here to the nearest lift's bottom station


class SkiEvaluator:
    #: moves that reach other players: the bots weigh the others' whole position for these
    interactive = frozenset({"play_event"})
    #: how much the others' values count against a skier's own: a day on the slopes is
    #: mostly each skier's own race (weighing them in full, the normal bot won 55% against
    #: three easy ones over 100 games; at 0.3, 62%), but a card that holds up the leader
    #: still has its worth
    rivalry = 0.3

    def __init__(self) -> None:
        self._boards: dict[int, dict[str, Any]] = {}

    def alike(self, s: SkiState, a: Any) -> tuple[Any, ...] | None:
        """Pistes closed where no skier could meet the marker: a spot beyond every
        skier's reach on the best piste card of the game (``closed_within``) changes
        no way down this evaluation counts (``_next_run``), so closing any of them
        is the same to it. Read from the skiers' places and the markers alone, as
        every seat sees them. None for every other move."""
        if a.kind != "play_event" or not a.target.startswith("spot:") or s.c.events[a.card].effect != "close_piste":
            return None
        most = self._facts(s)["most_points"]
        spot = frozenset((a.aim.id,))
        if any(closed_within(s.c, pos, most, spot) for pos in s.pos if pos is not None):
            return None
        return a.kind, a.seat, a.card, "beyond reach"

    # -- what never changes on a board ---------------------------------
    def _facts(self, s: SkiState) -> dict[str, Any]:
        key = id(s.c)
        facts = self._boards.get(key)
        if facts is None:
            b = s.c.board
            entry: dict[int, list[Any]] = {}      # spot -> numbered runs starting just below it
            for run in b.numbered_runs():
                for (a, z) in b.piste_links:
                    if z == run.spots[0]:
                        entry.setdefault(a, []).append(run)
            # the run colours a card can be used on from each spot (here, after a walk, after one lift)
            def below(spot: int) -> set[str]:
                out = {c for z in b.piste_out.get(spot, ()) if (c := b.spots[z].colour)}
                here = b.spots[spot].colour
                if b.spots[spot].kind == "piste" and here:
                    out.add(here)
                return out

            usable: dict[int, frozenset[str]] = {}
            for sid in b.spots:
                cols = below(sid)
                for w in b.walk_adj.get(sid, ()):
                    cols |= below(w)
                for lift in b.lifts_from.get(sid, ()):
                    cols |= below(b.lifts[lift].top)
                usable[sid] = frozenset(cols)
            turns = _turns(b)
            bottoms = {lift.bottom for lift in b.lifts.values()}
            to_lift = {sid: min((turns[sid].get(z, 99.0) for z in bottoms), default=0.0) for sid in b.spots}
            tops: dict[str, list[int]] = {}        # a run -> the spots just above its first spot
            for run in b.runs.values():
                tops[run.name] = [a for (a, z) in b.piste_links if z == run.spots[0]]
            facts = {"height": dict(b.night_cost), "ski": _ski_height(b), "entry": entry, "town": {t for t in b.towns()},
                     "numbered": b.numbered_runs(), "tops": tops,
                     "usable": usable, "turns": turns, "round_trip": _round_trips(b, turns), "to_lift": to_lift,
                     "most_points": max((p.value for p in s.c.piste), default=0)}
            self._boards[key] = facts
        return facts

    # -- the evaluations ---------------------------------------------------
    def value(self, s: SkiState, seat: int) -> float:
        return sum(self.parts(s, seat).values())

    def parts(self, s: SkiState, seat: int) -> dict[str, float]:
        """The evaluation in its parts (``value`` is their sum; ``explain`` names the one
        that changed most)."""
        if s.phase == "over":
            return {"score": float(s.score_breakdown(seat)["final_total"])}
        f = self._facts(s)
        c = s.c
        out = {"score": float(sum(s.score[seat].values())), "run": 0.0, "target": 0.0, "home": 0.0,
               "height": 0.0, "named": 0.0, "cards": 0.0}
        rest = _turns_left(s, seat)
        left = rest + 1                                   # as if counting the turn being weighed
        out["time"] = 0.0 if s.finished[seat] else TURN * rest
        late = 1.0 if left <= 2 else max(0.0, (LATE_TURNS - left) / (LATE_TURNS - 2))
        pos = s.pos[seat]
        hand = s.hands[seat]
        # what is under way
        prog = s.progress[seat]
        out["run"] = PENDING * len(prog)
        if prog:
            for run in f["numbered"]:
                seq = run.spots
                if run.name in s.snowflakes[seat]:
                    continue
                if tuple(prog[:len(seq)]) == seq:
                    # skied to the bottom: its points come at the next station (counting nothing for
                    # it there made a skier wait on the run's last spot for the rest of the day)
                    out["named"] += NAMED_DONE * (c.run_recorder[run.name] - len(seq))
                elif len(prog) < len(seq) and tuple(prog) == seq[:len(prog)]:
                    out["named"] += NAMED_PART * (c.run_recorder[run.name] - len(seq)) * len(prog) / len(seq)
        out["target"] = self._target(s, seat)
        out["named"] += self._bonuses(s, seat)
        # what the position promises
        if pos is not None:
            out["home"] = late * (c.town_return if pos in f["town"] else -f["height"].get(pos, 0))
            if not s.finished[seat]:
                height = f["ski"].get(pos, 0)
                up = max((f["ski"].get(c.board.lifts[lf].top, 0) - height for lf in c.board.lifts_from.get(pos, ())
                          if lf not in s.markers["lift"]), default=0) if not s.no_lift[seat] else 0
                out["height"] = (1 - late) * (HEIGHT * height + NEXT_RUN * self._next_run(s, seat)
                                              + LIFT_UP * max(0, up))
                colours = {c.piste[k].colour for k in hand}
                for run in f["entry"].get(pos, ()):
                    if run.name not in s.snowflakes[seat] and run.colour in colours:
                        out["named"] += (1 - late) * NAMED_WAITING * c.run_recorder[run.name]
        fuel = min(1.0, left / 4)
        usable = f["usable"].get(pos, frozenset()) if pos is not None else frozenset()
        worth = sorted((min(6, c.piste[k].value) * (1.0 if c.piste[k].colour in usable else OFF_COLOUR)
                        for k in hand), reverse=True)
        out["cards"] = fuel * (CARD * (sum(worth[:BEST_CARDS]) + SPARE * sum(worth[BEST_CARDS:c.hand_limit]))
                               + EVENT * len(s.ev_hands[seat]))
        return out

    REASONS = {
        "score": "it scores {d:.0f} points now",
        "run": "it skis spots that score at the next station",
        "target": "it works toward your secret target",
        "home": "it gets you home before night",
        # (a bus along the valley raises it too, to a town with a long way down: never "higher")
        "height": "the way down from where it takes you passes more spots that score",
        "named": "it heads for a named run",
        "cards": "it gives you cards to ski with",
        "time": "it keeps your day going",
    }

    def explain(self, before: SkiState, after: SkiState, seat: int) -> str:
        """Why a move is good, in a few words: the part of the evaluation it raises most."""
        if before.phase == "start" and after.pos[seat] is not None:
            return self._start_reason(after, seat)
        a, b = self.parts(before, seat), self.parts(after, seat)
        gains = {k: b.get(k, 0.0) - a.get(k, 0.0) for k in set(a) | set(b)}
        best = max(gains, key=lambda k: gains[k])
        if gains[best] <= 0.05:
            return "nothing better is on offer this turn"
        limit = before.c.hand_limit
        if best == "cards" and len(after.hands[seat]) > limit:
            # a take past the limit is a swap: the player keeps the best and discards the rest
            extra = len(after.hands[seat]) - limit
            return (f"it swaps your {'weakest card' if extra == 1 else f'{extra} weakest cards'} for better "
                    f"ones (you keep {limit})")
        return self.REASONS.get(best, "it is the best move the bots see").format(d=gains[best])

    def _start_reason(self, s: SkiState, seat: int) -> str:
        """Why a starting town is good: how many of the skier's cards fit the runs
        in reach from it (by a walk or one lift), and how near its lift is."""
        pos = s.pos[seat]
        assert pos is not None
        f = self._facts(s)
        usable = f["usable"].get(pos, frozenset())
        fit = sum(1 for k in s.hands[seat] if s.c.piste[k].colour in usable)
        lift = "a lift leaves from the town" if f["to_lift"].get(pos, 99.0) < 0.5 else "a lift is a short walk away"
        return (f"{fit} of your {len(s.hands[seat])} cards {'fits' if fit == 1 else 'fit'} the runs in reach "
                f"from there, and {lift}")

    def quick(self, s: SkiState, seat: int) -> float:
        if s.phase == "over":
            return float(s.score_breakdown(seat)["final_total"])
        c = s.c
        total = float(sum(s.score[seat].values())) + PENDING * len(s.progress[seat])
        total += 0.3 * min(len(s.hands[seat]), c.hand_limit) + 0.3 * len(s.ev_hands[seat])
        left = _turns_left(s, seat) + 1
        pos = s.pos[seat]
        if pos is not None:
            # a card for the runs near the skier is worth a little more: discarding kept them
            # by chance, and a skier one spot above a town once threw away its only green card
            usable = self._facts(s)["usable"].get(pos, frozenset())
            total += QUICK_USABLE * min(c.hand_limit, sum(1 for k in s.hands[seat] if c.piste[k].colour in usable))
        if s.finished[seat]:
            total -= EARLY_END * max(0, left - 2)      # the turns given up by ending the day early
        if pos is not None:
            f = self._facts(s)
            if left <= 2:
                total += c.town_return if pos in f["town"] else -f["height"].get(pos, 0)
            elif not s.finished[seat]:
                # height to ski down, and how far the nearest lift is: without them a skier in
                # town, or at a bus stop, saw nothing in a lift ride and took cards all day
                total += QUICK_HEIGHT * f["ski"].get(pos, 0) - AWAY_FROM_LIFT * f["to_lift"].get(pos, 0.0)
        return total

    # -- parts -----------------------------------------------------------------
    def _next_run(self, s: SkiState, seat: int) -> int:
        """The most spots one card in hand could ski from where the skier stands."""
        pos = s.pos[seat]
        if pos is None or s.c.board.spots[pos].kind == "town":
            return 0
        cards = frozenset((s.c.piste[k].colour, s.c.piste[k].value) for k in s.hands[seat])
        most = max((v for _, v in cards), default=0)
        closed = closed_within(s.c, pos, most, frozenset(s.markers["piste"]))
        key = ("next_run", pos, cards, closed)           # (kept on the content, as the paths are)
        got: int | None = s.c.cache.get(key)
        if got is None:
            got = 0
            for colour, value in cards:
                for path in move_paths(s.c, pos, colour, value, closed):
                    got = max(got, len(path))
            keep(s.c, key, got)
        return got

    def _target(self, s: SkiState, seat: int) -> float:
        tid = s.target[seat]
        if tid is None:
            return 0.0
        t = s.c.targets[tid]
        pos = s.pos[seat]
        if t.condition in ("arrive", "named_run") and pos is not None:
            # a place to reach: worth more the fewer turns away it is
            b = s.c.board
            extra = 0.0
            if t.condition == "arrive":
                goals = [b.by_name[t.params["name"]]] if "name" in t.params else []
            else:
                run = b.runs[t.params["run"]]
                goals = self._facts(s)["tops"][run.name]
                prog = tuple(s.progress[seat])
                if prog and prog == run.spots[:len(prog)]:     # on the way down it
                    extra = TARGET_PART * t.points * len(prog) / len(run.spots)
                    goals = []
                elif pos in goals and not any(s.c.piste[k].colour == run.colour for k in s.hands[seat]):
                    extra = -TARGET_NEAR * t.points / 2          # at the top without a card for it
            f = self._facts(s)
            turns = f["turns"]
            # standing on the goal counts for nothing: the target asks to arrive there, so it is a
            # way out and back again away (a skier once sat in the target's town all day)
            near = min((f["round_trip"].get(g, 99.0) if g == pos else turns[pos].get(g, 99.0) for g in goals),
                       default=99.0)
            return TARGET_NEAR * t.points / (1.0 + near) + extra
        if t.condition == "count":
            stat, n = t.params["stat"], t.params["n"]
            done = s.stats[seat][stat] - s.target_base[seat][stat]
            return TARGET_PART * t.points * min(1.0, done / n) if n else 0.0
        return 0.0

    def _bonuses(self, s: SkiState, seat: int) -> float:
        """Bonuses already earned count in full; a bonus on its way, in part."""
        runs = [s.c.board.runs[r] for r in s.snowflakes[seat]]
        if not runs:
            return 0.0
        total = 0.0
        for bo in s.c.bonuses:
            if bo.all_colours:
                have = len({r.colour for r in runs})
                need = 4
            else:
                have = sum(1 for r in runs if bo.colour is None or r.colour == bo.colour)
                need = bo.n
            total += bo.points if have >= need else BONUS_PART * bo.points * have / need / need
        return total


def _turns(b: Any) -> dict[int, dict[int, float]]:
    """Roughly how many turns from each spot to each other: a skied spot costs
    SKI_TURNS, a lift ride or a bus stop a whole turn, a walk nothing."""
    import heapq
    out_edges: dict[int, list[tuple[int, float]]] = {sid: [] for sid in b.spots}
    for a, outs in b.piste_out.items():
        for z in outs:
            out_edges[a].append((z, SKI_TURNS))
    for lift in b.lifts.values():
        out_edges[lift.bottom].append((lift.top, 1.0))
    for a, outs in b.bus_adj.items():
        for z in outs:
            out_edges[a].append((z, 1.0))
    for a, outs in b.walk_adj.items():
        for z in outs:
            out_edges[a].append((z, 0.0))
    table: dict[int, dict[int, float]] = {}
    for start in b.spots:
        dist: dict[int, float] = {}
        heap = [(0.0, start)]
        while heap:
            d, u = heapq.heappop(heap)
            if u in dist:
                continue
            dist[u] = d
            for v, cost in out_edges[u]:
                if v not in dist:
                    heapq.heappush(heap, (d + cost, v))
        table[start] = dist
    return table


def _ski_height(b: Any) -> dict[int, int]:
    """The height there is to ski from each spot: the piste spots of the shortest way
    down to a town on skis (and walkways), never riding a lift down. (The night
    penalty's way down may ride a lift down: a cable car's top is one step from
    the valley for it, though there is a long run to ski from there.) A spot with
    no way down on skis counts the night penalty's."""
    import heapq
    rev: dict[int, list[int]] = {sid: [] for sid in b.spots}
    for a, outs in b.piste_out.items():
        for z in outs:
            rev[z].append(a)
    walk: dict[int, list[int]] = {sid: list(b.walk_adj.get(sid, ())) for sid in b.spots}
    dist: dict[int, int] = {}
    heap = [(0, t) for t in b.towns()]
    while heap:
        d, u = heapq.heappop(heap)
        if u in dist:
            continue
        dist[u] = d
        for w in rev[u]:
            heapq.heappush(heap, (d + 1, w))
        for w in walk[u]:
            heapq.heappush(heap, (d, w))
    return {sid: dist.get(sid, b.night_cost.get(sid, 0)) for sid in b.spots}


def _round_trips(b: Any, turns: dict[int, dict[int, float]]) -> dict[int, float]:
    """Roughly how many turns from each spot away and back to it again (at least one)."""
    out: dict[int, float] = {}
    for sid in b.spots:
        ways = [(z, SKI_TURNS) for z in b.piste_out.get(sid, ())]
        ways += [(lift.top, 1.0) for lift in b.lifts.values() if lift.bottom == sid]
        ways += [(z, 1.0) for z in b.bus_adj.get(sid, ())]
        ways += [(z, 1.0) for z in b.walk_adj.get(sid, ())]     # walked back on a later turn
        out[sid] = max(1.0, min((cost + turns[z].get(sid, 99.0) for z, cost in ways), default=99.0))
    return out


def _turns_left(s: SkiState, seat: int) -> int:
    """The turns ``seat`` still has before night, not counting one it is taking
    or has taken this round. Counted per seat, so a position looks the same
    to the last player of a round (whose move starts the next round) as to
    the first."""
    n = len(s.pos)
    rounds = s.rounds_left()                               # this round included
    first = s.setup.first_player % n
    done = (seat - first) % n < (s.turn - first) % n or (seat == s.turn and s.main_done)
    return max(0, rounds - 1) if done or seat == s.turn else rounds
