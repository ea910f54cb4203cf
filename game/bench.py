"""Benchmarks (`python main.py bench`): numbers to report, never timed tests."""
from __future__ import annotations

import time
from typing import Any


def run_bench(games: int = 200) -> dict[str, Any]:
    """Content loading and random-bot games per second, for every hosted game."""
    from game.core.registry import all_games
    from game.sim import simulate
    result: dict[str, Any] = {}
    for info in all_games():
        pre = info.bench_prefix
        t0 = time.perf_counter()
        info.load_content()
        load_s = time.perf_counter() - t0
        out = simulate(info, games, 4, 1000, ["random"])
        result.update({
            f"{pre}content_load_s": round(load_s, 3),
            f"{pre}sim_games": games,
            f"{pre}sim_4p_random_games_per_s": out["games_per_second"],
            f"{pre}sim_mean_actions_per_game": out["mean_actions"],
            f"{pre}sim_actions_per_s": round(out["games_per_second"] * out["mean_actions"]),
            f"{pre}sim_errors": out["errors"],
            f"{pre}legal_ms_mean": _legal_ms(info, max(2, games // 10)),
        })
    return result


def _legal_ms(info: Any, games: int, seed: int = 900) -> float:
    """The mean time of ``legal_actions`` for the seat to move, in milliseconds,
    over ``games`` 4-seat random-bot games."""
    from game.ai import make_bot
    from game.sim import bot_setup, play_out
    times: list[float] = []
    for g in range(games):
        state = info.new_game(bot_setup(info, 4, seed + g, ["random"] * 4))
        cls = type(state)
        real = cls.legal_actions

        def timed(self: Any, seat: int, real: Any = real) -> Any:
            if seat != self.current_player():
                return real(self, seat)
            t0 = time.perf_counter()
            acts = real(self, seat)
            times.append(time.perf_counter() - t0)
            return acts
        cls.legal_actions = timed
        try:
            play_out(state, [make_bot("random", (seed + g) * 31 + i) for i in range(4)])
        finally:
            cls.legal_actions = real
    return round(1000 * sum(times) / max(1, len(times)), 4)


def _decisions(kinds: list[str], games: int, seed: int, game: str,
               options: dict[str, Any] | None = None) -> dict[str, list[float]]:
    """Seconds each bot kind took for each of its decisions, over a few seeded games
    (``options``: the game's setup options)."""
    from game.ai import make_bot
    from game.core.match import Match
    from game.core.registry import get
    from game.sim import bot_setup
    info = get(game)
    times: dict[str, list[float]] = {k: [] for k in kinds}

    def timed(bot: Any, obs: Any, acts: list[Any]) -> Any:
        t0 = time.perf_counter()
        a = bot.choose(obs, acts)
        times[kinds[obs.seat]].append(time.perf_counter() - t0)
        return a

    for g in range(games):
        setup = bot_setup(info, len(kinds), seed + g, kinds, options)
        bots = {i: make_bot(k, (seed + g) * 31 + i) for i, k in enumerate(kinds)}
        Match(info.new_game(setup), bots).play_out(choose=timed)   # answers out of turn too, as in play
    return times


def _p99(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[max(0, int(len(xs) * 0.99) - 1)] if xs else 0.0


def run_bot_bench(games: int = 2, seed: int = 500) -> dict[str, Any]:
    """Time per decision of the normal and hard bots (one core), in 4-seat games
    of one hard bot against three normal ones."""
    from game.core.registry import all_games
    out: dict[str, Any] = {}
    for info in all_games():
        pre = info.bench_prefix
        t = _decisions(["hard", "normal", "normal", "normal"], games, seed, info.id)
        for kind in ("normal", "hard"):
            xs = t[kind]
            out[f"{pre}bot_{kind}_decisions"] = len(xs)
            out[f"{pre}bot_{kind}_ms_p50"] = round(sorted(xs)[len(xs) // 2] * 1000, 1)
            out[f"{pre}bot_{kind}_ms_p99"] = round(_p99(xs) * 1000, 1)
    return out


def _strength_game(args: tuple[int, str, str, int, str]) -> tuple[float, float, float]:
    """One game of ``hero`` against three ``rival`` bots; the hero's seat rotates
    with the game number. Returns (hero's share of the win, hero's score, table mean)."""
    g, hero, rival, seed, game = args
    import game.games as hosted  # noqa: F401  (a fresh worker process: the games register)
    from game.ai import make_bot
    from game.core.registry import get
    from game.sim import bot_setup, play_out
    info = get(game)
    seat = g % 4
    kinds = [rival] * 4
    kinds[seat] = hero
    state = info.new_game(bot_setup(info, 4, seed + g, kinds))
    play_out(state, [make_bot(k, (seed + g) * 31 + i) for i, k in enumerate(kinds)])
    winners = state.winners()
    scores = state.scores()
    return ((1 / len(winners)) if seat in winners else 0.0, float(scores[seat]), sum(scores) / 4)


def run_strength(games: int = 100, seed: int = 7000, processes: int = 2,
                 pairs: tuple[tuple[str, str], ...] = (("normal", "easy"), ("hard", "normal")),
                 game: str | None = None) -> dict[str, Any]:
    """Win rates in 4-seat games: each hero bot against three of the rival kind,
    the hero's seat rotating so the first player's edge evens out (25% is chance).
    Ties share the win. Beside each, the rival kind in the same seat of the same
    games (same seeds: only the hero's seat plays differently) and the hero's
    gain over it, with the standard error of that paired difference."""
    import multiprocessing

    from game.core.registry import flagship
    game = game or flagship().id
    out: dict[str, Any] = {"game": game, "games": games, "seed": seed}
    played: dict[tuple[str, str], list[tuple[float, float, float]]] = {}

    def play(hero: str, rival: str) -> list[tuple[float, float, float]]:
        if (hero, rival) not in played:
            jobs = [(g, hero, rival, seed, game) for g in range(games)]
            if processes > 1:
                with multiprocessing.get_context("spawn").Pool(processes) as pool:
                    played[(hero, rival)] = pool.map(_strength_game, jobs)
            else:
                played[(hero, rival)] = [_strength_game(j) for j in jobs]
        return played[(hero, rival)]

    for hero, rival in pairs:
        res = play(hero, rival)
        key = f"{hero}_vs_3_{rival}"
        shares = [r[0] for r in res]
        rate, se = _mean_se(shares)
        out[f"{key}_win_rate"] = round(rate, 3)
        out[f"{key}_win_rate_se"] = round(se, 3)
        out[f"{key}_win_rate_95"] = [round(max(0.0, rate - 1.96 * se), 3), round(min(1.0, rate + 1.96 * se), 3)]
        out[f"{key}_mean_score"] = round(sum(r[1] for r in res) / games, 2)
        out[f"{key}_table_mean_score"] = round(sum(r[2] for r in res) / games, 2)
        if hero != rival:
            base = [r[0] for r in play(rival, rival)]
            gain, gain_se = _mean_se([a - b for a, b in zip(shares, base, strict=True)])
            out[f"{key}_same_seat_{rival}_win_rate"] = round(sum(base) / games, 3)
            out[f"{key}_gain"] = round(gain, 3)
            out[f"{key}_gain_se"] = round(gain_se, 3)
    return out


def _mean_se(xs: list[float]) -> tuple[float, float]:
    """The mean of ``xs`` and its standard error."""
    n = len(xs)
    mean = sum(xs) / max(1, n)
    return mean, (sum((x - mean) ** 2 for x in xs) / max(1, n - 1) / max(1, n)) ** 0.5
