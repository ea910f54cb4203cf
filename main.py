#!/usr/bin/env python3
"""Ski the Mountain: start here (double-click, or `python main.py --help`)."""
import os
import sys

if sys.version_info < (3, 10):  # noqa: UP036  (an older Python must be told so in one line, not crash)
    sys.exit("Ski the Mountain needs Python 3.10 or newer.")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a double-clicked game prints nothing


def _missing(e: ModuleNotFoundError) -> "str | None":
    """One line naming the command that installs a missing package (None: not ours)."""
    from game.cli import REQUIRED, install_hint
    top = (e.name or "").split(".")[0]
    return install_hint(REQUIRED[top]) if top in REQUIRED else None


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing
        multiprocessing.freeze_support()         # `simulate --processes` in the packaged build
    if sys.stdout is None or sys.stderr is None:  # a windowed build on Windows has no console
        sys.stdout = sys.stdout or open(os.devnull, "w")
        sys.stderr = sys.stderr or open(os.devnull, "w")
    try:
        from game.cli import main
        code = main()
    except ModuleNotFoundError as e:
        line = _missing(e)
        if line is None:
            raise
        sys.exit(line)
    sys.exit(code)
