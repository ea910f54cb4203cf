"""The online commands: ``serve`` (the match server, until stopped) and
``online-smoke`` (a server and remote clients on loopback play one game to the end)."""
from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import time
from collections.abc import Mapping

from .server import default_db, loopback, serve_forever, tls_context


def serve(host: str, port: int, db: str | None, cert: str | None, key: str | None, sync: str) -> int:
    """Run the match server until Ctrl+C (or the service manager) stops it."""
    import logging
    logging.basicConfig(level=logging.WARNING, format="serve: %(message)s")
    if not 0 <= port <= 65535:
        print(f"serve: --port {port} is not a port (0 to 65535)", file=sys.stderr)
        return 2
    if bool(cert) != bool(key):
        print("serve: give --cert and --key together", file=sys.stderr)
        return 2
    tls = None
    if cert and key:
        try:
            tls = tls_context(cert, key)
        except (OSError, ValueError) as e:
            print(f"serve: the certificate or key cannot be used ({e})", file=sys.stderr)
            return 2
    elif not loopback(host):
        print(f"serve: warning: listening on {host} without TLS: anyone on the way can read the games "
              "(give --cert and --key)", file=sys.stderr)
    path = db or default_db()
    from .store import StoreError

    def ready(url: str) -> None:
        print(f"serve: listening on {url} (matches kept in {path})", flush=True)
    try:
        asyncio.run(serve_forever(host, port, path, tls, sync, ready, own_process=True))
    except KeyboardInterrupt:
        return 0
    except (StoreError, OSError) as e:
        print(f"serve: {e}", file=sys.stderr)
        return 1
    return 0


def online_smoke(game: str, seed: int = 1, timeout: float = 300.0) -> int:
    """A server on loopback; the host's client, a remote client and (where the game
    has room) a bot play one game to the end. 0 when it ended and every seat saw it end."""
    from .play import play_match
    started = time.perf_counter()
    try:
        out = asyncio.run(asyncio.wait_for(play_match(game, seed), timeout))
    except (TimeoutError, ConnectionError, OSError) as e:
        print(f"online-smoke: {game}: the game did not end ({e.__class__.__name__}: {e})", file=sys.stderr)
        return 1
    print(f"online-smoke: {game}: {out['moves']} moves over the wire, the game over for every seat "
          f"({out['seats']} seats, {out['remote']} of them remote) in {time.perf_counter() - started:.1f} s")
    return 0


def serve_process(db: str, env: Mapping[str, str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """``serve`` in a process of its own on a free port of 127.0.0.1 (the load
    benchmark's server, the kill -9 test's): the process and its address, read
    from the line it prints once it listens."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    main = os.path.join(root, "main.py")
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, main]
    proc = subprocess.Popen([*program, "serve", "--port", "0", "--db", db], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=None if env is None else dict(env))
    assert proc.stdout is not None
    found = re.search(r"(ws://127\.0\.0\.1:\d+)", proc.stdout.readline())
    if not found:
        proc.kill()
        proc.wait(10)
        raise RuntimeError("the match server did not start")
    return proc, found.group(1)
