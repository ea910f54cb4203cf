"""Helpers of the online tests: a server on 127.0.0.1, a raw connection to it."""
from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect

T = TypeVar("T")

#: every online test ends within this many seconds (loops are bounded in count and time)
LIMIT = 120.0


def run(make: Callable[[], Awaitable[T]], limit: float = LIMIT) -> T:
    """Run a coroutine to its end, within ``limit`` seconds."""
    async def bounded() -> T:
        return await asyncio.wait_for(make(), limit)
    return asyncio.run(bounded())


async def raw(url: str) -> ClientConnection:
    """A connection that sends whatever the test writes (no checks of the program's own)."""
    return await connect(url, max_size=None, compression=None)


async def answer(ws: ClientConnection, text: str | bytes, rid: int | None = None) -> dict[str, Any]:
    """Send ``text`` and return the first answer that is not a pushed state."""
    await ws.send(text)
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if msg.get("type") != "state" and (rid is None or msg.get("id") == rid):
            return msg
