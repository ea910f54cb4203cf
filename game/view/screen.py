"""What the screen the window opens on can show: its size, and the window sizes that fit it."""
from __future__ import annotations

import pygame


def desktop_size() -> tuple[int, int] | None:
    """The size of the display the window opens on (None where it is not known:
    the dummy driver of tests and benchmarks has only a made-up one)."""
    try:
        desktops = [] if pygame.display.get_driver() == "dummy" else pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if desktops and desktops[0][0] > 0 and desktops[0][1] > 0:
        return desktops[0][0], desktops[0][1]
    return None


def sizes_that_fit(sizes: list[str]) -> list[str]:
    """Of window sizes written "WxH", those the display can show (all of them where
    its size is not known; the smallest at least, so there is always a choice)."""
    screen = desktop_size()
    if screen is None:
        return list(sizes)
    fit = [s for s in sizes if all(int(v) <= d for v, d in zip(s.split("x"), screen, strict=True))]
    return fit or sizes[:1]
