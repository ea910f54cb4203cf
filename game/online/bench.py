"""`python main.py bench --server`: many bot matches at once through one match
server process on 127.0.0.1, its clients in this process. Reports the matches
held at once, the moves a second the server took, and the round trip of a move
(the client sends it; the server checks it, keeps it and answers), its 99th
percentile in milliseconds."""
from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import tempfile
import time
from typing import Any

from game.core.registry import all_games

from .client import play_seat
from .command import serve_process
from .play import host_and_join, random_chooser


async def _load(url: str, matches: int, seconds: float, think: float) -> dict[str, Any]:
    games = [g.id for g in all_games()]
    rtts: list[float] = []
    ended = 0
    stop = time.perf_counter() + seconds

    def counted(rtt: float, at: int) -> None:
        if time.perf_counter() < stop:             # the moves made in the measured time
            rtts.append(rtt)

    def thinking(seed: int) -> Any:
        """A random player who takes ``think`` seconds over a move on average: each
        time from half of it to half again as long, as people do (players who all
        took exactly as long would move in step, every match at the same instant)."""
        choose = random_chooser(seed)
        pause = random.Random(seed)

        async def chosen(game: Any, actions: Any) -> Any:
            await asyncio.sleep(think * pause.uniform(0.5, 1.5))
            return choose(game, actions)
        return chosen if think > 0 else choose

    async def one_after_another(k: int) -> None:
        nonlocal ended
        n = 0
        await asyncio.sleep(think * k / matches)   # the matches begin over one move's time, not at one instant
        while time.perf_counter() < stop:
            game = games[(k + n) % len(games)]
            clients, made, seats = await host_and_join(url, game, 2, 0, remote=[1])
            tasks = [asyncio.create_task(play_seat(c, made["match"], seat, secret, thinking(k * 10 + seat),
                                                   counted))
                     for seat, (c, secret) in seats.items()]
            remaining = stop - time.perf_counter()
            _, pending = await asyncio.wait(tasks, timeout=max(0.0, remaining))
            for t in pending:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            ended += not pending
            for c in clients:
                await c.close()
            n += 1

    started = stop - seconds
    await asyncio.gather(*(one_after_another(k) for k in range(matches)))
    took = stop - started
    rtts.sort()
    p99 = rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] if rtts else 0.0
    return {"server_matches": matches, "server_moves_per_s": round(len(rtts) / took, 1),
            "server_rtt_ms_p99": round(p99 * 1000, 1), "server_rtt_ms_median": round(rtts[len(rtts) // 2] * 1000, 1)
            if rtts else 0.0, "server_think_s": think, "server_games_ended": ended, "server_seconds": round(took, 1)}


def run_server_bench(matches: int = 200, seconds: float = 20.0, think: float = 0.5) -> dict[str, Any]:
    """``think``: the seconds each seat takes over a move (0: bots answering at
    once, every match with a move in flight all the time: then the round trip is
    the matches divided by the moves a second, whatever the server does)."""
    with tempfile.TemporaryDirectory() as folder:
        proc, url = serve_process(os.path.join(folder, "bench.sqlite3"))
        try:
            return asyncio.run(_load(url, matches, seconds, think))
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


