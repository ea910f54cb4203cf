"""Helpers for driving the real scenes in tests with synthesized events."""
from __future__ import annotations

import pygame


def click(app, pos, button: int = 1) -> None:
    app.scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(round(pos[0]), round(pos[1]))))


def advance_others(app, play) -> bool:
    """Do what is not a human's decision: skip animations, take the screen at a
    hand-off, let a bot act. True when it did something (call again)."""
    play.tweens.clear()
    play.flights.clear()
    if play.handoff_to is not None:
        click(app, (10, 10))
        return True
    if play.state.current_player() in play.bots:
        before = len(play.state.log)
        for _ in range(2000):                 # a bot thinks a slice a frame
            play.bot_wait = 0
            play.update(1.0)
            if len(play.state.log) != before or play.state.is_over():
                break
        return True
    return False
