"""The load benchmark's server (``bench --server``) and the memory settling of a
server process of its own, on 127.0.0.1."""
from __future__ import annotations

import asyncio
import gc

import game.games  # noqa: F401  (the games register)
from game.online import hosting
from game.online.bench import run_server_bench
from game.online.server import YOUNG_OBJECTS, serve_forever, settle_memory


def test_the_load_benchmark_plays_matches_through_one_server_and_reports_its_numbers():
    out = run_server_bench(matches=4, seconds=3.0, think=0.05)
    assert out["server_matches"] == 4
    assert out["server_moves_per_s"] > 0
    assert 0 < out["server_rtt_ms_median"] <= out["server_rtt_ms_p99"]


def test_a_server_process_of_its_own_settles_its_memory_and_one_in_the_window_does_not(tmp_path):
    before = gc.get_threshold()
    hosted = hosting.HostedServer()                  # as the window hosts (its thread lives with the program)
    assert hosted.start(host="127.0.0.1", port=0, db=str(tmp_path / "m.sqlite3"))
    assert gc.get_threshold() == before              # the window's frames keep short collections
    frozen = gc.get_freeze_count()
    try:
        settle_memory()
        assert gc.get_threshold()[0] == YOUNG_OBJECTS
        assert gc.get_freeze_count() > frozen        # what is held at the start is walked no more

        async def own_process() -> None:
            task = asyncio.create_task(serve_forever("127.0.0.1", 0, str(tmp_path / "o.sqlite3"),
                                                     own_process=True))
            await asyncio.sleep(0.5)
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        gc.set_threshold(*before)
        asyncio.run(own_process())
        assert gc.get_threshold()[0] == YOUNG_OBJECTS
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
