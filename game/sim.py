"""Headless play: bots against bots, for the simulator, benchmarks and tests.

Never imports pygame.
"""
from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.ai import Bot, bot_setup, make_bot  # (bot_setup: the tests and tools find it here too)
from game.core.match import Match
from game.core.protocol import Event, GameState
from game.core.registry import GameInfo


def play_out(state: GameState, bots: Sequence[Bot], max_actions: int = 20000,
             on_events: Callable[[list[Event]], Any] | None = None) -> GameState:
    """Let the bots play ``state`` to its end through the match driver: after
    every action each other seat may answer out of turn (event cards), in seat
    order after the actor."""
    hook = (lambda seat, events: on_events(events)) if on_events is not None else None
    return Match(state, dict(enumerate(bots)), on_events=hook).play_out(max_actions)


def rotated_kinds(kinds: Sequence[str], game: int) -> list[str]:
    """The bot kinds seat by seat in game number ``game`` of a rotated run.

    The list turns one step a game (seat i gets ``kinds[(i + r) % n]``) and one
    step more after every ``n`` games: r = (game + game // n) % n. Every block of
    n games puts each kind in each seat once; the extra step stops the kinds
    turning in lock-step with the first player (``bot_setup`` moves the first
    player one seat a game too), which with an even number of seats would keep
    some kinds from ever going first.
    """
    n = len(kinds)
    r = (game + game // n) % n
    return list(kinds[r:]) + list(kinds[:r])


def _count_keys(counts: dict[str, int], key: Any) -> None:
    if key is not None:
        counts[str(key)] = counts.get(str(key), 0) + 1


def play_record(info: GameInfo, content: Any, players: int, gseed: int, kinds: Sequence[str],
                options: Mapping[str, Any] | None = None, most_rounds: int = 0) -> dict[str, Any]:
    """Play one seeded bot game and return its facts (plain data, picklable).

    ``kinds`` is the bot kind of each seat for this game, ``options`` the
    game's setup options; ``most_rounds`` (0: none) stops a game not over
    after that many rounds (its record then says ``"unfinished": True``). A
    game that raises is returned as ``{"error": ...}``."""
    setup = bot_setup(info, players, gseed, kinds, options)
    bots = [make_bot(k, gseed * 31 + i) for i, k in enumerate(kinds)]
    counting = {t.event: name for name, t in info.tallies.items()}     # event kind -> the tally it counts in
    tallies: dict[str, dict[str, int]] = {name: {} for name in info.tallies}

    def seen(evs: list[Event]) -> None:
        for e in evs:
            if e.kind in counting:
                _count_keys(tallies[counting[e.kind]], e.data.get("key"))

    try:
        state = info.new_game(setup, content)
        if most_rounds:
            match = Match(state, dict(enumerate(bots)), on_events=lambda seat, events: seen(events))
            while not state.is_over() and state.round_number() <= most_rounds:
                match.bot_step()
        else:
            play_out(state, bots, on_events=seen)
        scores = [float(v) for v in state.scores()]
        winners = list(state.winners())
        rec: dict[str, Any] = {
            "seed": gseed, "kinds": list(kinds), "first_player": state.first_player(),
            "scores": scores, "winners": winners, "rounds": state.round_number(),
            "actions": len(state.action_log), "tallies": tallies,
            "tally_cards": {name: list(t.cards(content)) for name, t in info.tallies.items()},
            "stranded": info.stranded(state) if info.stranded else None,
            "stats": dict(info.game_stats(state)) if info.game_stats else {},
            "unfinished": not state.is_over(),
        }
    except Exception as e:  # a game that raised is counted, and the run goes on
        return {"seed": gseed, "kinds": list(kinds), "error": f"{type(e).__name__}: {e}"}
    return rec


_WORKER: dict[str, Any] = {}


def _worker_play(job: tuple[str, int, int, list[str], dict[str, Any], str | None, int]) -> dict[str, Any]:
    import game.games as hosted  # noqa: F401  (a worker started afresh, where there is no fork: the games register)
    from game.core.registry import get
    from game.maps import content_at
    gid, players, gseed, kinds, options, map_path, most_rounds = job
    if _WORKER.get("id") != (gid, map_path):
        info = get(gid)
        _WORKER.update(id=(gid, map_path), info=info, content=content_at(info, map_path))
    return play_record(_WORKER["info"], _WORKER["content"], players, gseed, kinds, options, most_rounds)


def play_records(info: GameInfo, games: int, players: int, seed: int, kinds: Sequence[str],
                 rotate: bool = False, processes: int = 1,
                 options: Mapping[str, Any] | None = None, map_path: str | None = None,
                 most_rounds: int = 0) -> list[dict[str, Any]]:
    """The facts of ``games`` games, game g seeded ``seed + g``; the same whatever
    ``processes``; on the map file ``map_path`` (None: the game's own); each
    stopped after ``most_rounds`` rounds (0: played out)."""
    from game.maps import content_at
    opts = dict(options or {})
    jobs = [(info.id, players, seed + g, rotated_kinds(kinds, g) if rotate else list(kinds), opts, map_path,
             most_rounds) for g in range(games)]
    if processes > 1 and games > 1:
        import multiprocessing as mp
        ctx: Any
        try:
            ctx = mp.get_context("fork")
        except ValueError:  # no fork here (Windows): start fresh interpreters
            ctx = mp.get_context()
        with ctx.Pool(processes) as pool:
            return pool.map(_worker_play, jobs, chunksize=max(1, games // (processes * 8)))
    content = content_at(info, map_path)
    return [play_record(info, content, p, s, k, o, r) for _, p, s, k, o, _, r in jobs]


def _r(v: float | None, nd: int = 3) -> float | None:
    return None if v is None else round(v, nd)


def _mean(xs: Sequence[float]) -> float | None:
    return sum(xs) / len(xs) if xs else None


def _psd(xs: Sequence[float]) -> float | None:
    if not xs:
        return None
    m = sum(xs) / len(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs))


def _per_game_counts(recs: list[dict[str, Any]], name: str) -> dict[str, float]:
    """How often per game each card of the tally ``name`` counted (every card the
    content has, counted or not, then any other key met)."""
    keys: list[str] = []
    for r in recs:
        for k in (r.get("tally_cards", {}).get(name) or []):
            if k not in keys:
                keys.append(k)
    for r in recs:
        for k in sorted(r["tallies"].get(name, {})):
            if k not in keys:
                keys.append(k)
    n = len(recs)
    return {k: round(sum(r["tallies"].get(name, {}).get(k, 0) for r in recs) / n, 4) if n else 0.0 for k in keys}


def summarise(info: GameInfo, records: list[dict[str, Any]], players: int, seed: int,
              kinds: Sequence[str], rotate: bool = False) -> dict[str, Any]:
    """Turn game facts into the simulate command's summary (one JSON-able dict)."""
    ok = [r for r in records if "error" not in r]
    bad = [r for r in records if "error" in r]
    n = len(ok)
    wins = [0] * players
    win_share = [0.0] * players         # a win shared by k seats counts 1/k to each
    pos_share = [0.0] * players         # the same, by turn order position (0: first player)
    pos_scores: list[list[float]] = [[] for _ in range(players)]
    seat_scores: list[list[float]] = [[] for _ in range(players)]
    kind_seats: dict[str, int] = {}
    kind_wins: dict[str, float] = {}
    kind_scores: dict[str, list[float]] = {}
    stranded = skiers = 0
    has_stranded = False
    for r in ok:
        ws = r["winners"]
        fp = r["first_player"]
        for w in ws:
            wins[w] += 1
            win_share[w] += 1 / len(ws)
            pos_share[(w - fp) % players] += 1 / len(ws)
            kind_wins[r["kinds"][w]] = kind_wins.get(r["kinds"][w], 0.0) + 1 / len(ws)
        for i, v in enumerate(r["scores"]):
            seat_scores[i].append(v)
            pos_scores[(i - fp) % players].append(v)
            k = r["kinds"][i]
            kind_seats[k] = kind_seats.get(k, 0) + 1
            kind_scores.setdefault(k, []).append(v)
        if r["stranded"] is not None:
            has_stranded = True
            stranded += sum(r["stranded"])
            skiers += len(r["stranded"])
    out: dict[str, Any] = {
        "game": info.id, "games": len(records), "players": players, "seed": seed, "bots": list(kinds),
        "rotate": rotate, "errors": len(bad), "wins_by_seat": wins,
        "win_rate_by_seat": [_r(w / n) if n else None for w in win_share],
        "mean_score_by_seat": [_r(_mean(s), 2) for s in seat_scores],
        "score_sd_by_seat": [_r(_psd(s), 2) for s in seat_scores],
        "win_rate_by_turn_position": [_r(w / n) if n else None for w in pos_share],
        "mean_score_by_turn_position": [_r(_mean(s), 2) for s in pos_scores],
        "mean_score": _r(_mean([v for s in seat_scores for v in s]), 2),
        "score_sd": _r(_psd([v for s in seat_scores for v in s]), 2),
        "mean_rounds": _r(_mean([r["rounds"] for r in ok]), 2),
        "unfinished": sum(1 for r in ok if r.get("unfinished")),
        "mean_actions": _r(_mean([r["actions"] for r in ok]), 1),
        **{name: _per_game_counts(ok, name) for name in info.tallies},
        "stranded_share": _r(stranded / skiers, 4) if has_stranded and skiers else None,
        "game_stats": {k: _r(_mean([r.get("stats", {}).get(k, 0.0) for r in ok]), 3)
                       for k in dict.fromkeys(k for r in ok for k in r.get("stats", {}))},
    }
    if len(set(kinds)) > 1:
        out["by_kind"] = {k: {"seats": kinds.count(k),
                              "win_rate": _r(kind_wins.get(k, 0.0) / kind_seats[k]) if kind_seats.get(k) else None,
                              "mean_score": _r(_mean(kind_scores.get(k, [])), 2)}
                          for k in dict.fromkeys(kinds)}
    if bad:
        out["first_error"] = f"game {bad[0]['seed'] - seed} (seed {bad[0]['seed']}): {bad[0]['error']}"
    return out


def simulate(info: GameInfo, games: int, players: int, seed: int, kinds: Sequence[str],
             rotate: bool = False, processes: int = 1, options: Mapping[str, Any] | None = None,
             map_path: str | None = None, most_rounds: int = 0) -> dict[str, Any]:
    """Play ``games`` bot games and summarise them (the simulate command's JSON).

    Game g is seeded ``seed + g``. With ``rotate`` the bot kinds turn round the
    seats from game to game (see ``rotated_kinds``): per-seat figures stay per
    seat, ``by_kind`` follows the bots. ``processes`` > 1 plays the games in
    that many worker processes; the figures do not change. ``options`` are the
    game's setup options (``GameInfo.options_from_text`` reads them typed);
    they are checked before any game is played, as is the map file ``map_path``
    (None: the game's own map). ``most_rounds`` stops each game not over after
    that many rounds: ``unfinished`` counts them (their facts are of the game
    as it stood)."""
    kinds = list(kinds)
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise ValueError(f"--bots names {len(kinds)} kinds for {players} players")
    for k in set(kinds):
        make_bot(k, 0)  # an unknown kind is refused before any game is played
    options = dict(options or {})
    problem = info.check_setup(bot_setup(info, players, seed, kinds, options))
    if problem is not None:
        raise ValueError(problem)
    if map_path is not None:
        from game.maps import content_at
        content_at(info, map_path)        # a map that does not fit is refused before any game
    t0 = time.perf_counter()
    records = play_records(info, games, players, seed, kinds, rotate, processes, options, map_path, most_rounds)
    secs = time.perf_counter() - t0
    out = summarise(info, records, players, seed, kinds, rotate)
    out["options"] = options
    if map_path is not None:
        out["map"] = os.path.basename(map_path)
    out["seconds"] = round(secs, 3)
    out["games_per_second"] = round(games / secs, 1) if secs > 0 else None
    return out
