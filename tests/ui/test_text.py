"""Fitting text to a width takes a few measures however long the text is
(a 100,000-letter name once froze the window for over a minute)."""
from __future__ import annotations

import pygame

from game.view.text import fit_text


class CountingFont:
    """A font that counts how often it is asked to measure."""

    def __init__(self, font: pygame.font.Font) -> None:
        self.font, self.calls = font, 0

    def size(self, s: str) -> tuple[int, int]:
        self.calls += 1
        return self.font.size(s)


def test_fit_text_is_the_longest_prefix_that_fits_in_a_few_measures(app):
    from game.scenes.common import fonts
    font = CountingFont(fonts().get(16))
    for s in ("Anna", "Bartholomew the Long-Named " * 3, "B" * 100_000):
        font.calls = 0
        out = fit_text(font, s, 200)                   # type: ignore[arg-type]
        assert font.calls <= 16
        assert font.font.size(out)[0] <= 200
        if out != s:
            assert out.endswith("\u2026") and s.startswith(out[:-1])
            longer = s[:len(out)] + "\u2026"           # one letter more no longer fits
            assert font.font.size(longer)[0] > 200
