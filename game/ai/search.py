"""The three levels of bot, for any game that offers an evaluation.

- easy: one step ahead, short-sighted (points now, cards in hand), a little
  random: legal and sensible, never clever.
- normal: one step ahead with the game's whole evaluation (points now, plus
  what is under way and what the position promises), against the other
  players' evaluations.
- hard: determinized Monte-Carlo search: the best few moves by the normal
  evaluation are each tried in several sampled worlds (the hidden cards dealt
  again, consistently with what the seat knows), and each world is played on
  a round or so by greedy players before it is evaluated; within a budget of
  positions weighed a decision (``work``).

A game offers its evaluation through its GameInfo (``make_evaluator``): an
``Evaluator`` (game/core/protocol.py: ``value``, ``quick``, ``explain`` and the
action kinds that are ``interactive``). Without one, bots fall back to the
scores. A move whose result is chance's (a die roll: the game lists its
``chance_outcomes``) is judged by the mean over its outcomes, each weighed by
its probability. An evaluator may name the moves it cannot tell apart
(``alike(state, action)``: the same key for moves whose results differ in
nothing it reads, else None; read from what every seat sees, as it is asked
in one sampled world for moves tried in several): each such set is weighed
once, and the hard bot's candidates are moves that differ.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence

from game.core.protocol import Action, Evaluator, GameState, IllegalAction
from game.core.rng import Rng

from .base import Bot, Observation

_evaluators: dict[str, Evaluator] = {}


class ScoreEvaluator:
    """The fallback evaluation: the scores as they stand."""

    interactive: tuple[str, ...] = ()

    def value(self, state: GameState, seat: int) -> float:
        return float(state.scores()[seat])

    def quick(self, state: GameState, seat: int) -> float:
        return self.value(state, seat)

    def explain(self, before: GameState, after: GameState, seat: int) -> str | None:
        return None


def evaluator_for(game: str) -> Evaluator:
    if game not in _evaluators:
        from game.core.registry import get
        make = get(game).make_evaluator
        _evaluators[game] = make() if make is not None else ScoreEvaluator()
    return _evaluators[game]


def relative(values: Sequence[float], seat: int, weight: float = 1.0, leader: float = 0.5) -> float:
    """A seat's value against the table: its own, less a blend of the best
    (``leader``'s share) and the average of the others (so hurting the leader
    is worth something)."""
    others = [v for i, v in enumerate(values) if i != seat]
    if not others:
        return values[seat]
    return values[seat] - weight * (leader * max(others) + (1 - leader) * sum(others) / len(others))


class GreedyBot(Bot):
    """The normal bot: the move whose result the evaluation likes best."""
    kind = "normal"
    samples = 2              # worlds each move is tried in (the deck's next cards differ)
    noise = 0.0              # random wobble added to each move's value
    kind_noise = 0.0         # random wobble added to each kind of move's value (the same for all its moves)
    leader = 0.5             # the best rival's share of the others' values weighed against this seat's
    others = 1.0             # how much the other players' values count against this seat's
    use_quick = False
    react_margin = 0.3       # an out-of-turn card must gain this much over letting the moment pass
    slice_moves = 6          # moves tried between two pauses when thinking in slices

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = Rng(seed ^ 0xB07B07)
        self._bases: dict = {}

    # -- evaluation ------------------------------------------------------
    def value(self, ev: Evaluator, s: GameState, seat: int, before: GameState | None = None) -> float:
        """This seat's value against the others'. Theirs come from the quick
        evaluation (cheaper); for a move that reaches other players (the evaluator
        names those kinds in ``interactive``) ``before`` is the position it was made
        in, and the change it made to each other player's whole value is added:
        on the same scale as for any other move, so events are neither favoured
        nor held back by the way they are measured."""
        own = ev.quick(s, seat) if self.use_quick else ev.value(s, seat)
        if not self.others:
            return own
        others = []
        for i in range(s.num_seats):
            if i == seat:
                others.append(own)
            elif before is not None and not self.use_quick:
                base = self._base(ev, before, i)
                others.append(base[0] + ev.value(s, i) - base[1])
            else:
                others.append(ev.quick(s, i))
        return relative(others, seat, self.others * getattr(ev, "rivalry", 1.0), self._leader(ev))

    def _leader(self, ev: Evaluator) -> float:
        """The best rival's share of the others' values weighed against this seat's."""
        return self.leader

    def _base(self, ev: Evaluator, before: GameState, i: int) -> tuple[float, float]:
        """Seat i's quick and whole values in ``before`` (the same for every move
        tried in that world: worked out once)."""
        key = (id(before), i)
        hit = self._bases.get(key)
        if hit is None or hit[0] is not before:
            hit = (before, (ev.quick(before, i), ev.value(before, i)))
            self._bases[key] = hit
        return hit[1]

    def worlds(self, obs: Observation, n: int) -> list[GameState]:
        self._bases = {}
        return [obs.sample(self.rng.next64()) for _ in range(n)]

    def outcome(self, ev: Evaluator, world: GameState, a: Action | None, seat: int) -> float:
        """``seat``'s value after ``a`` in ``world``; a chance move's mean over its outcomes."""
        chances = world.chance_outcomes(a) if a is not None else []
        if chances:
            return sum(p * self.outcome(ev, world, fixed, seat) for fixed, p in chances)
        w = world.clone()
        if a is not None:
            try:
                w.apply(a)
            except IllegalAction:
                return float("-inf")
        reaches = a is not None and a.kind in ev.interactive
        return self.value(ev, w, seat, world if reaches else None)

    def rank(self, obs: Observation, actions: Sequence[Action]) -> Iterator[list[float] | None]:
        """Each action's mean value over a few sampled worlds (yields None between slices)."""
        ev = evaluator_for(obs.game)
        worlds = self.worlds(obs, self.samples)
        vals: list[float] = []
        interactive = ev.interactive
        # the wobble is mostly one per kind of move: one per move made a kind with
        # many variants (which cards to take) win far more often than a single lift
        # ride, by the luck of the best of many draws (the easy bot once took cards
        # all day); a smaller one per move keeps it from always finding the best variant
        wobble: dict[str, float] = {}
        alike = getattr(ev, "alike", None)
        judged: dict[Hashable, float] = {}      # each kind of move the evaluation cannot tell apart: its value
        for i, a in enumerate(actions):
            # a move that reaches the others is tried in one world: what it does to them
            # hardly depends on how the unseen cards lie, and such moves can be many
            # (a marker for any of a hundred spots)
            tried = worlds[:1] if a.kind in interactive else worlds
            same = alike(worlds[0], a) if alike is not None else None
            v = judged.get(same) if same is not None else None
            if v is None:
                v = sum(self.outcome(ev, w, a, obs.seat) for w in tried) / len(tried)
                if same is not None:
                    judged[same] = v
            if self.kind_noise:
                if a.kind not in wobble:
                    wobble[a.kind] = (self.rng.random() * 2 - 1) * self.kind_noise
                v += wobble[a.kind]
            if self.noise:
                v += (self.rng.random() * 2 - 1) * self.noise
            vals.append(v)
            if i % self.slice_moves == self.slice_moves - 1:
                yield None
        yield vals

    # -- deciding ----------------------------------------------------------
    def think(self, obs: Observation, actions: Sequence[Action]) -> Iterator[Action | None]:
        if len(actions) == 1:
            yield actions[0]
            return
        vals: list[float] | None = None
        for step in self.rank(obs, actions):
            if step is None:
                yield None
            else:
                vals = step
        assert vals is not None
        yield actions[max(range(len(actions)), key=lambda i: vals[i])]

    def react(self, obs: Observation, actions: Sequence[Action]) -> Action | None:
        if not actions:
            return None
        ev = evaluator_for(obs.game)
        worlds = self.worlds(obs, self.samples)
        # a game's evaluator may say which answers are worth weighing at all
        # (``worth_answering``): the others are let pass without a search
        worth = getattr(ev, "worth_answering", None)
        if worth is not None:
            actions = [a for a in actions if worth(worlds[0], obs.seat, a)]
            if not actions:
                return None
        best, best_v = None, sum(self.outcome(ev, w, None, obs.seat) for w in worlds) / len(worlds) + self.react_margin
        for a in actions:
            v = sum(self.outcome(ev, w, a, obs.seat) for w in worlds) / len(worlds)
            if v > best_v:
                best, best_v = a, v
        return best

    def explain(self, obs: Observation, actions: Sequence[Action]) -> tuple[Action, float, float]:
        """The move this bot would make, its value, and the value of the runner-up
        (for the hint button's reason)."""
        vals: list[float] = []
        for step in self.rank(obs, actions):
            if step is not None:
                vals = step
        order = sorted(range(len(actions)), key=lambda i: -vals[i])
        second = vals[order[1]] if len(order) > 1 else vals[order[0]]
        return actions[order[0]], vals[order[0]], second


def _unlike(order: list[int], actions: Sequence[Action],
            alike: Callable[[GameState, Action], Hashable | None] | None, state: GameState) -> list[int]:
    """``order`` less each move the evaluation cannot tell from one before it
    in ``state`` (its ``alike``): the hard bot's candidates are moves that differ."""
    if alike is None:
        return order
    seen: set[Hashable] = set()
    out = []
    for i in order:
        same = alike(state, actions[i])
        if same is None or same not in seen:
            out.append(i)
            if same is not None:
                seen.add(same)
    return out


class EasyBot(GreedyBot):
    """Short-sighted: points now and cards in hand, with a wobble."""
    kind = "easy"
    samples = 1
    noise = 0.2
    kind_noise = 0.6
    others = 0.3
    use_quick = True
    react_margin = 0.8


class HardBot(GreedyBot):
    """Determinized Monte-Carlo: the best few moves, each played out in sampled worlds."""
    kind = "hard"
    candidates = 5           # moves searched (the best by the normal evaluation)
    playouts = 8             # sampled worlds per move
    horizon_turns = 1        # play on until this seat has finished this many more turns (or the game ends)
    #: how much the normal evaluation's own judgement of each candidate still counts
    #: beside its playouts: a few playouts of a dice game are noisy, and the
    #: evaluation already weighs the dice exactly one move ahead
    prior = 1.0
    #: the evaluations a decision's playouts may make in all (each move weighed on the
    #: way and each end position): once spent, the search stops after the sampled world
    #: in hand and takes its best move so far. Counted, not timed, so the same seed
    #: still makes the same move on any machine; a game sets its own where an
    #: evaluation costs more or less (``search`` mapping)
    work = 5000
    #: 1: the best move of each kind is among the candidates, whatever its rank (while
    #: the evaluator's ``each_kind_now(state)``, if it has one, says so)
    each_kind = 0
    _spent = 0               # the evaluations spent on the decision in hand

    def think(self, obs: Observation, actions: Sequence[Action]) -> Iterator[Action | None]:
        if len(actions) == 1:
            yield actions[0]
            return
        vals: list[float] = []
        for step in self.rank(obs, actions):
            if step is None:
                yield None
            else:
                vals = step
        ev = evaluator_for(obs.game)
        tune = self.tuning(ev)
        order = sorted(range(len(actions)), key=lambda i: -vals[i])
        alike, exact = getattr(ev, "alike", None), getattr(ev, "exact", None)
        now = getattr(ev, "each_kind_now", None)
        seen = obs.sample(0) if alike is not None or exact is not None or now is not None else None
        unlike = order if seen is None else _unlike(order, actions, alike, seen)
        cands = unlike[:int(tune["candidates"])]
        if tune["each_kind"] and (now is None or seen is None or now(seen)):
            # the best move of every kind is searched too: the evaluation may rank one kind
            # (a tile laid, the same way in five places) above all the others, where only a
            # playout shows what it gives away
            kinds = {actions[i].kind for i in cands}
            for i in unlike:
                if actions[i].kind not in kinds:
                    kinds.add(actions[i].kind)
                    cands.append(i)
        if exact is not None and seen is not None and exact(seen):
            cands = cands[:1]                      # the evaluation weighs this decision exactly
        if len(cands) == 1:
            yield actions[cands[0]]
            return
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        playouts = int(tune["playouts"])
        work = tune["work"]
        self._spent = 0
        top = vals[cands[0]]

        def score(k: int) -> float:
            return totals[k] / max(1, counts[k]) + tune["prior"] * (vals[cands[k]] - top)

        def spent() -> bool:
            """Would one more sampled world (as many positions as the worlds so far
            took, a playout) overrun the budget?"""
            return self._spent + self._spent / sum(counts) * len(alive) > work
        alive = list(range(len(cands)))
        # successive halving: ``playouts`` for each candidate in all, spent in rounds;
        # after each, the better half goes on (at least two), so the close calls get
        # the most playouts for the same time
        budget = playouts * len(cands)
        per = max(1, budget // (len(cands) + (len(cands) + 1) // 2 + 2))
        while budget >= len(alive):
            n = budget // len(alive) if len(alive) <= 2 else min(per, budget // len(alive))
            for _ in range(n):
                world = obs.sample(self.rng.next64())
                for k in alive:                     # (every move still in play, in the same world)
                    totals[k] += self.playout(ev, world, actions[cands[k]], obs.seat)
                    counts[k] += 1
                    yield None
                if spent():
                    break
            budget -= n * len(alive)
            if len(alive) <= 2 or spent():
                break
            alive = sorted(alive, key=lambda k: (-score(k), k))[:max(2, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda k: (score(k), -k))
        yield actions[cands[best]]

    def tuning(self, ev: Evaluator) -> dict[str, float]:
        """The search's settings: the class's, or the game's own where its evaluator
        has a ``search`` mapping (any of candidates, playouts, prior, horizon_turns, leader, work,
        each_kind);
        a setting given to this bot itself comes first."""
        out = {"candidates": float(self.candidates), "playouts": float(self.playouts), "prior": self.prior,
               "horizon_turns": float(self.horizon_turns), "leader": float(self.leader), "work": float(self.work),
               "each_kind": float(self.each_kind)}
        for k, v in getattr(ev, "search", {}).items():
            if k in out and k not in vars(self):
                out[k] = float(v)
        return out

    def _leader(self, ev: Evaluator) -> float:
        """The game's own ``leader`` share for the search (``search`` mapping), if it sets one."""
        if "leader" in vars(self):
            return self.leader
        return float(getattr(ev, "search", {}).get("leader", self.leader))

    def playout(self, ev: Evaluator, world: GameState, a: Action, seat: int) -> float:
        """Play ``a`` in a copy of ``world``, then let every seat move greedily (by its
        own evaluation, in this world) until ``seat`` has finished this turn and
        ``horizon_turns`` more: every move is judged at the same point of the game,
        whether it ends the turn (a ride) or not (a walk)."""
        w = world.clone()
        try:
            w.apply(a)
        except IllegalAction:
            return float("-inf")
        finished = 0
        horizon = int(self.tuning(ev)["horizon_turns"])
        prev = w.turn_holder()
        if prev is not None and prev != seat:
            finished = 1                           # ``a`` ended the turn
        for _ in range(12 * w.num_seats):
            if w.is_over() or finished > horizon:
                break
            cur = w.current_player()
            if cur is None:
                break
            acts = w.legal_actions(cur)
            if len(acts) == 1:
                w.apply(acts[0])
            else:
                self._spent += len(acts)
                best, best_v = acts[0], float("-inf")
                for b in acts:
                    c = w.clone()
                    c.apply(b)
                    v = ev.value(c, cur)
                    if v > best_v:
                        best, best_v = b, v
                w.apply(best)
            now = w.turn_holder()
            if prev == seat and now != seat:
                finished += 1
            prev = now
        self._spent += 1
        return self.value(ev, w, seat)
