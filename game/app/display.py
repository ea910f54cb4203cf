"""The display the window opens on: whether there is one (``no_display``,
before pygame starts; ``lost_display``, once SDL has chosen a driver), the
window opened on it or one line saying why it cannot (``NoWindow``), a size
that fits it, the window's place on it and its full-screen mode. What C
libraries print to the error stream meanwhile is hidden (``quiet_stderr``).
"""
from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import pygame

from game.view.screen import desktop_size


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Hide what C libraries print straight to the error stream meanwhile (ALSA
    lists eight lines when there is no sound card); Python's own errors are
    raised as usual."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        yield                                # no real error stream (a frozen windowed build)
        return
    sys.stderr.flush()
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def no_display() -> str | None:
    """Why no window can open here, in a few words (None: a display is there or
    the video driver was chosen on purpose). On Linux and the BSDs a window
    needs X11 or Wayland."""
    if os.environ.get("SDL_VIDEODRIVER") or not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return "no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set): the game needs a desktop to open its window"


class NoWindow(RuntimeError):
    """The window cannot open here: one line says why."""


def lost_display() -> str | None:
    """Why the window opened on no screen (None: it is on one). A display named
    in DISPLAY or WAYLAND_DISPLAY that cannot be reached makes SDL fall back to
    a driver that draws nowhere; unless that driver was chosen on purpose
    (SDL_VIDEODRIVER), the game would run on with nobody able to see it."""
    if os.environ.get("SDL_VIDEODRIVER") or not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return None
    if pygame.display.get_driver() not in ("offscreen", "dummy"):
        return None
    named = ", ".join(f"{k}={os.environ[k]}" for k in ("DISPLAY", "WAYLAND_DISPLAY") if os.environ.get(k))
    return f"the display ({named or 'none named'}) cannot be reached: the game needs a running desktop to open its window"


def fit_display(size: tuple[int, int]) -> tuple[int, int]:
    """A window size no larger than the display it opens on (a size kept from
    a larger screen, or written by hand, never opens a window the display
    cannot show)."""
    w, h = size
    screen = desktop_size()
    if screen is not None:
        w, h = min(w, screen[0]), min(h, screen[1])
    return max(1, w), max(1, h)


def open_window(size: tuple[int, int]) -> pygame.Surface:
    """The window (and the fonts it draws text with), opened resizable at
    ``size`` made to fit the display (``fit_display``); a NoWindow saying in one
    line why it cannot open."""
    try:
        with quiet_stderr():             # (SDL lists every video driver it tried and could not use)
            pygame.display.init()
        why = lost_display()
        if why is not None:
            raise NoWindow(why)
        pygame.font.init()
        return pygame.display.set_mode(fit_display(size), pygame.RESIZABLE)
    except pygame.error as e:
        raise NoWindow(f"the window could not open ({e})") from None


def window_surface() -> pygame.Surface:
    """The window's surface (there is one while the app runs)."""
    surface = pygame.display.get_surface()
    assert surface is not None
    return surface


def centre_window() -> None:
    """Put the window in the middle of its display (after a change of size). Where
    the video driver cannot place windows (dummy, some Wayland setups), nothing."""
    import warnings
    try:
        with warnings.catch_warnings():   # (pygame-ce marks the display module's window as old style)
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.position = pygame.WINDOWPOS_CENTERED
    except (pygame.error, AttributeError):
        pass


def switch_fullscreen() -> pygame.Surface:
    """Full screen if the window was not, a window if it was (F11, the settings);
    the window's surface after."""
    try:
        pygame.display.toggle_fullscreen()
    except pygame.error:     # some video drivers cannot toggle: set the mode again instead
        full = not pygame.display.is_fullscreen()
        pygame.display.set_mode(window_surface().get_size(), pygame.FULLSCREEN if full else pygame.RESIZABLE)
    return window_surface()
