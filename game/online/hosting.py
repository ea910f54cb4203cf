"""A match server inside the window's program (Play online, Host on this
computer): ``serve_forever`` in a thread of its own, its matches in the
player's data folder like the ``serve`` command's, listening until the program
ends. The address to give the others is this computer's on its network."""
from __future__ import annotations

import asyncio
import socket
import threading

from .server import default_db, serve_forever

#: the port a hosted game listens on (the serve command's too); another if it is taken
PORT = 8765


class HostedServer:
    """The program's own server, once started (``start``): ``url`` is where this
    computer reaches it, ``address`` what the others type."""

    def __init__(self) -> None:
        self.url = ""
        self.address = ""
        self.problem = ""
        self.thread: threading.Thread | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task[None] | None = None

    def start(self, host: str = "0.0.0.0", port: int = PORT, db: str | None = None, timeout: float = 10.0) -> bool:
        """Listen on ``host`` (every network of this computer: others may join);
        False, with ``problem`` said, if it cannot."""
        if self.url:
            return True
        ready = threading.Event()
        bound: list[str] = []
        failed: list[str] = []

        def listening(url: str) -> None:
            bound.append(url)
            ready.set()

        async def serving(at_port: int) -> None:
            self.loop, self.task = asyncio.get_running_loop(), asyncio.current_task()
            await serve_forever(host, at_port, db or default_db(), ready=listening)

        def run(at_port: int) -> None:
            try:
                asyncio.run(serving(at_port))
            except OSError as e:
                failed.append(str(e))
                ready.set()
            except asyncio.CancelledError:
                pass                              # stopped

        for at_port in (port, 0):               # the usual port, or any free one if it is taken
            failed.clear()
            ready.clear()
            self.thread = threading.Thread(target=run, args=(at_port,), name="match server", daemon=True)
            self.thread.start()
            if not ready.wait(timeout):
                self.problem = "the game's server did not start in time"
                return False
            if bound:
                break
        if not bound:
            self.problem = f"the game's server could not listen ({failed[0][:80] if failed else 'no reason'})"
            return False
        port_now = int(bound[0].rsplit(":", 1)[1])
        loop_host = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        self.url = f"ws://{loop_host}:{port_now}"
        self.address = f"ws://{network_address() if host in ('0.0.0.0', '::', '') else host}:{port_now}"
        return True


    def stop(self, timeout: float = 10.0) -> None:
        """Stop listening (the matches stay in the database; ``start`` hosts them again)."""
        if self.loop is not None and self.task is not None:
            self.loop.call_soon_threadsafe(self.task.cancel)
        if self.thread is not None:
            self.thread.join(timeout)
        self.url = self.address = ""
        self.loop = self.task = self.thread = None


def network_address() -> str:
    """This computer's address on its network (as the others in the house reach
    it); 127.0.0.1 if it has none. (A datagram socket is aimed, nothing is sent.)"""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


#: the program's one hosted server (started the first time someone hosts)
HOSTED = HostedServer()
