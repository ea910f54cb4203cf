"""What happened since your last turn: a strip over the board, for hot-seat play.

With several humans at one screen, a player who takes the screen may not
have watched the moves made since their own last turn (the bots', the other
humans'). Before they act, a strip at the top of the board steps through
those moves one by one, in the log's own words, each with its places lit on
the board the way a hint lights a move; it moves on by itself at the table's
pace, the arrows (or Left and Right) step back and forth, and **Got it**
(Space, Enter or Esc) closes it. While it is open it owns the keyboard and
the mouse: nothing reaches the game beneath, the table's buttons are greyed,
and a click on the board or the panel (or a key of the table's) says so
("Got it first", the button lit) rather than doing nothing unseen; only Menu
opens as ever. Each move's words are wrapped whole: the strip grows to hold them.

It is the same for every game: a game only says where a move shows on its
board (``Hints.places``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.core.protocol import Action
from game.view.text import fonts, text, wrap_words

if TYPE_CHECKING:
    from .table import TableScene

#: seconds a move stays in the strip before the next one, at the normal pace
STEP_S = 2.2
#: the most moves a strip goes through (the newest ones)
MOST = 40
#: events that only keep time: never a move of their own in the strip
QUIET = ("turn", "sun", "round")
#: keys pressed only with others (they ask for nothing on their own)
MODIFIERS = (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT,
             pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI)
#: what a click beneath the open strip is answered with
GOT_IT_FIRST = "Got it first: the strip shows what happened since your last turn (Got it, or Space, closes it)."


@dataclass
class Said:
    """One action as the table showed it: its number in the game, its seat, its
    first words, and the action (None: another seat's move this computer may not
    know, in a game played online; the strip shows its words only)."""
    number: int
    seat: int
    words: str
    action: Action | None


@dataclass
class Recap:
    """The moves since a player's last turn, and which one the strip shows."""
    seat: int
    moves: list[Said]
    at: int = 0
    clock: float = 0.0
    stepped: bool = False                      # stepped by hand: it no longer moves on by itself
    places: dict[str, pygame.Rect] = field(default_factory=dict)
    nudged: bool = False                       # a click went beneath it: Got it is lit

    @property
    def said(self) -> Said:
        return self.moves[self.at]

    def step(self, by: int) -> None:
        self.at = max(0, min(len(self.moves) - 1, self.at + by))
        self.clock = 0.0


def since(said: list[Said], seat: int, upto: int) -> list[Said]:
    """The moves of the other seats after action number ``upto`` (the newest ``MOST``)."""
    return [s for s in said if s.number > upto and s.seat != seat and s.words][-MOST:]


def words_of(events: list[Any]) -> str:
    """An action's first words as the log has them (its time-keeping lines left out)."""
    return next((e.text for e in events if e.kind not in QUIET and e.text), "")


def told(said: list[Said], number: int, seat: int, action: Action | None, events: list[Any]) -> None:
    """Add action number ``number`` (``seat``'s) to ``said`` in its words, keeping the newest
    few strips' worth (as it is made, or as a loaded game's log is replayed)."""
    said.append(Said(number, seat, words_of(events), action))
    del said[:-4 * MOST]


def handle(scene: TableScene, recap: Recap, event: pygame.event.Event) -> bool:
    """The strip's answer to an event; True when it closes. Every event is the strip's."""
    if event.type == pygame.KEYDOWN:
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            recap.step(-1 if event.key == pygame.K_LEFT else 1)
            recap.stepped = True
        elif event.key not in MODIFIERS:          # the table's keys wait for Got it too: say so
            recap.nudged = True
            scene.status = GOT_IT_FIRST
            scene.dirty = True
    elif event.type == pygame_gui.UI_BUTTON_PRESSED:   # a button of the table's: it waits for Got it too
        recap.nudged = True
        scene.status = GOT_IT_FIRST
        scene.dirty = True
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
        for key, r in recap.places.items():
            if r.collidepoint(event.pos) and event.button == 1:
                if key == "done":
                    return True
                recap.step(-1 if key == "back" else 1)
                recap.stepped = True
                return False
        if not any(r.collidepoint(event.pos) for r in recap.places.values()):
            recap.nudged = True                    # the board and the panel wait for Got it: say so
            scene.status = GOT_IT_FIRST
            scene.dirty = True
    return False


def update(recap: Recap, dt: float, speed: float) -> bool:
    """Time passes: the next move after ``STEP_S`` at the table's pace. True if it moved on."""
    if recap.stepped or recap.at >= len(recap.moves) - 1 or speed == 0:
        return False
    recap.clock += dt * speed
    if recap.clock >= STEP_S:
        recap.step(1)
        return True
    return False


def draw(scene: TableScene, recap: Recap, screen: pygame.Surface) -> pygame.Rect:
    """The strip across the top of the board; where it was drawn."""
    u = scene.app.px
    board = scene.frame.board_rect
    said = recap.said
    who = scene.seen.name(said.seat)
    f, fb = fonts().get(u(15)), fonts().get(u(14), True)
    room = board.w - u(24) - u(12) - u(3 * 44 + 120)
    line = said.words if said.words.startswith(who) else f"{who}: {said.words}"
    rows = wrap_words(f, line, room) or [""]          # every word of it, the strip as tall as it needs
    name = scene.seen.name(recap.seat)
    # its heading beside the arrows too, never under them (at 150% it ran beneath them)
    heads = wrap_words(fb, f"{name}, since your last turn: move {recap.at + 1} of {len(recap.moves)}", room) or [""]
    top = u(8) + len(heads) * fb.get_linesize() + u(4)
    h = max(u(64), top + len(rows) * f.get_linesize() + u(8))
    box = pygame.Rect(board.x + u(12), board.y + u(10), board.w - u(24), h)
    for button in scene.buttons().values():       # below the board's own buttons (zoom, fit), never under them
        if button.visible and button.rect.colliderect(box):
            box.top = button.rect.bottom + u(8)
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    veil.fill((16, 28, 48, 232))
    screen.blit(veil, box.topleft)
    pygame.draw.rect(screen, (255, 214, 102), box, max(1, u(2)), border_radius=u(8))
    for i, head in enumerate(heads):
        text(screen, head, (box.x + u(12), box.y + u(8) + i * fb.get_linesize()), u(14), (255, 214, 102), bold=True)
    for i, row in enumerate(rows):
        text(screen, row, (box.x + u(12), box.y + top + i * f.get_linesize()), u(15), (236, 242, 250))
    recap.places = {}
    x = box.right - u(8)
    for key, label, wide in (("done", "Got it", 104), ("next", ">", 40), ("back", "<", 40)):
        r = pygame.Rect(0, 0, u(wide), u(40))
        r.midright = (x, box.centery)
        x = r.x - u(8)
        live = key == "done" or (key == "back" and recap.at > 0) or (key == "next" and recap.at < len(recap.moves) - 1)
        lit = key == "done" and recap.nudged          # asked for by a click beneath the strip
        fill = (255, 214, 102) if lit else (42, 74, 120) if live else (60, 70, 86)
        pygame.draw.rect(screen, fill, r, border_radius=u(8))
        ink = (24, 32, 48) if lit else (255, 255, 255) if live else (150, 160, 176)
        text(screen, label, r.center, u(16), ink, bold=True, anchor="center")
        recap.places[key] = r
    return box
