#!/usr/bin/env python3
"""Ski the Mountain: start here (double-click, or `python main.py --help`)."""
import os
import sys

if sys.version_info < (3, 10):
    sys.exit("Ski the Mountain needs Python 3.10 or newer.")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a double-clicked game prints nothing

if __name__ == "__main__":
    from game.cli import main
    sys.exit(main())
