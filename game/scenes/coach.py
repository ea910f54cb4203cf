"""The tutorial's coach in the window: a box of words over a corner of the
board, the move it asks for lit the way the hint lights one, and its buttons
(Next, Leave the tutorial; at the end Play on).

The coach's logic is game/tutorial.py; the table (game/scenes/table.py) asks
this box before a learner's move is made, and draws it over everything else.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.ai import GreedyBot, Observation
from game.core.protocol import Action
from game.tutorial import Coach, Tutorial
from game.view.text import fonts, wrap_words

BOX_RGB = (24, 34, 54)
EDGE_RGB = (120, 200, 235)
INK_RGB = (240, 244, 250)
ASK_RGB = (150, 220, 245)
BUTTON_RGB = (52, 96, 150)
WIDTH = 400              # the box's width, in interface pixels


class CoachBox:
    def __init__(self, table: Any, tutorial: Tutorial) -> None:
        self.table = table
        self.coach = Coach(tutorial)
        self.places: dict[str, pygame.Rect] = {}   # the box's buttons as last drawn
        self.box: pygame.Rect | None = None
        self.released = False                      # "Play on": the game is an ordinary one from here
        self._pick: tuple[Any, Action | None] | None = None   # the lit move, for the position it was worked out in

    # -- what the coach says now --------------------------------------------------
    def _settled(self) -> bool:
        """Nothing is moving and nobody is thinking: the learner sees the board as it is."""
        t = self.table
        return not (t.motions.tweens or t.motions.flights or t.motions.log_waiting) and t.seats.handoff_to is None

    def ready(self) -> bool:
        """The coach speaks: the learner is to decide and the board has settled
        (or the tutorial is over)."""
        if self.coach.finished:
            return self._settled()
        return self._settled() and self.coach.learners_turn(self.table.state)

    def holds(self) -> bool:
        """The bots wait: the tutorial is over and the learner has not chosen to play on."""
        return self.coach.finished and not self.released

    def modal(self) -> bool:
        """A step that only explains is up: the board waits for Next."""
        step = self.coach.step
        return step is not None and not step.do and self.ready()

    def pick(self) -> Action | None:
        """The move the step asks for that the coach lights: the normal bot's
        choice among them, seeing only what the learner may see."""
        s = self.table.state
        key = (id(s), len(s.action_log), self.coach.at)
        if self._pick is None or self._pick[0] != key:
            moves = self.coach.moves(s)
            move = None
            recorded = self.coach.recorded(s)
            if recorded is not None and recorded in moves:
                move = recorded                 # the recorded game goes on: the step's words speak of it
            elif moves:
                bot = GreedyBot(s.setup.seed ^ len(s.action_log))
                move = bot.explain(Observation(s, self.coach.seat), moves)[0] if len(moves) > 1 else moves[0]
            self._pick = (key, move)
        return self._pick[1]

    def update(self) -> None:
        """Every frame: steps whose moves never came are passed over, and the
        step's move is lit."""
        if self.released:
            return
        t = self.table
        if not self._settled():
            return
        self.coach.catch_up(t.state)
        move = self.pick() if self.ready() else None
        if move is not None and t.hints.now() is None:
            lit = t.hints.places(move)
            t.hints.light(move, lit, lit)

    def allows(self, action: Action) -> bool:
        if self.released:
            return True
        ok = self.coach.allows(action, self.table.seats.acting())
        if not ok:
            self.coach.refused += 1
        return ok

    def made(self, action: Action, seat: int | None) -> None:
        if not self.released:
            self.coach.made(action, seat)

    def refusal(self) -> str:
        step = self.coach.step
        if step is None or not step.do:
            return "First read the coach's words, then press Next."
        return "The tutorial asks for the lit move now (or another of its kind)."

    # -- the learner's clicks --------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A click or key for the coach: True when it took it (the table does not see it)."""
        if self.released:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.modal():
            self.press("next")
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        for key, r in self.places.items():
            if r.collidepoint(event.pos):
                self.press(key)
                return True
        if self.modal() and self.table.frame.board_rect.collidepoint(event.pos):
            return True                     # the board waits while the coach explains
        return bool(self.box is not None and self.box.collidepoint(event.pos))

    def press(self, key: str) -> None:
        """One of the box's buttons: next, leave, play_on."""
        t = self.table
        if key == "next":
            self.coach.next()
        elif key == "leave":
            t.leave_tutorial()
        elif key == "play_on":
            self.released = True
            t.tutorial_released()
        t.status = ""
        t.repaint = t.dirty = True

    # -- drawing -----------------------------------------------------------------
    def _lines(self) -> tuple[str, str, list[tuple[str, str]], str]:
        """(heading, words, buttons, the line asking for a move)."""
        c, t = self.coach, self.table
        total = len(c.tutorial.steps)
        if c.finished and self.ready():
            return ("Tutorial complete", c.tutorial.farewell, [("play_on", "Play on"), ("leave", "Leave")], "")
        if c.finished:
            return (c.tutorial.title, "Watch the board.", [("leave", "Leave tutorial")], "")
        step = c.step
        assert step is not None
        head = f"{step.title or c.tutorial.title}  ({c.at + 1} of {total})"
        if not self.ready():
            cur = t.state.current_player()
            who = t.state.name(cur) if cur is not None and cur != c.seat else ""
            return (c.tutorial.title, f"Watch {who} play." if who else "Watch the board.", [("leave", "Leave tutorial")], "")
        if not step.do:
            return (head, step.say, [("next", "Next"), ("leave", "Leave tutorial")], "")
        ask = "Make the lit move (or another of its kind)." if self.pick() is not None else ""
        return (head, step.say, [("leave", "Leave tutorial")], ask)

    def draw(self, screen: pygame.Surface) -> pygame.Rect | None:
        if self.released:
            return None
        u = self.table.app.px
        head, words, buttons, ask = self._lines()
        f, fb = fonts().get(u(15)), fonts().get(u(16), True)
        inner = u(WIDTH) - u(28)
        lines = wrap_words(f, words, inner)
        asks = wrap_words(fb, ask, inner) if ask else []
        lh = f.get_linesize()
        bh = u(34)
        h = u(14) + fb.get_linesize() + u(6) + len(lines) * lh + len(asks) * fb.get_linesize() + u(12) + bh + u(14)
        box = self._place(pygame.Rect(0, 0, u(WIDTH), h))
        if box != self.box:                       # a camera fitting the free part of the board follows next frame
            self.table.dirty = True
        self.box = box
        pygame.draw.rect(screen, BOX_RGB, box, border_radius=u(10))
        pygame.draw.rect(screen, EDGE_RGB, box, max(2, u(2)), border_radius=u(10))
        x, y = box.x + u(14), box.y + u(12)
        screen.blit(fb.render(head, True, EDGE_RGB), (x, y))
        y += fb.get_linesize() + u(6)
        for line in lines:
            screen.blit(f.render(line, True, INK_RGB), (x, y))
            y += lh
        for line in asks:
            screen.blit(fb.render(line, True, ASK_RGB), (x, y))
            y += fb.get_linesize()
        self.places = {}
        bx = box.right - u(14)
        for key, label in reversed(buttons):
            bw = fb.size(label)[0] + u(28)
            r = pygame.Rect(bx - bw, box.bottom - u(14) - bh, bw, bh)
            pygame.draw.rect(screen, BUTTON_RGB if key != "leave" else (70, 80, 100), r, border_radius=u(8))
            pygame.draw.rect(screen, EDGE_RGB if key != "leave" else (150, 160, 180), r, 1, border_radius=u(8))
            label_pic = fb.render(label, True, INK_RGB)
            screen.blit(label_pic, label_pic.get_rect(center=r.center))
            self.places[key] = r
            bx = r.x - u(10)
        drawn = box
        for ring in self.shown_rects():          # what the words are about, ringed (never under the box)
            pygame.draw.rect(screen, EDGE_RGB, ring, max(2, u(3)), border_radius=u(8))
            drawn = drawn.union(ring.inflate(u(4), u(4)))
        return drawn

    def shown_rects(self) -> list[pygame.Rect]:
        """Where the things the step's words are about are drawn (``Step.shows``), grown a little."""
        step = self.coach.step if not self.coach.finished else None
        if step is None or not step.shows or not self.ready():
            return []
        u = self.table.app.px
        return [r.inflate(u(10), u(10)) for k in step.shows for r in self.table.frame.outline(k)]

    def free_area(self, board: pygame.Rect) -> pygame.Rect:
        """The part of ``board`` the box leaves free, where a camera may fit the
        board: all of it while the box covers little (a quarter or less), else
        the largest strip beside it (above it, as a rule: the box keeps to a
        bottom corner when nothing it could cover is lit elsewhere)."""
        box = self.box
        if box is None or not box.colliderect(board) or box.w * box.h * 4 <= board.w * board.h:
            return board
        strips = (pygame.Rect(board.x, board.y, board.w, box.top - board.y),
                  pygame.Rect(board.x, box.bottom, board.w, board.bottom - box.bottom),
                  pygame.Rect(board.x, board.y, box.left - board.x, board.h),
                  pygame.Rect(box.right, board.y, board.right - box.right, board.h))
        best = max(strips, key=lambda r: min(r.w, r.h) if r.w > 0 and r.h > 0 else 0)
        return best if min(best.w, best.h) * 4 >= min(board.w, board.h) else board

    def _place(self, size: pygame.Rect) -> pygame.Rect:
        """A corner of the board where the box covers the least of what is lit."""
        t = self.table
        u = t.app.px
        area = t.frame.board_rect.inflate(-u(24), -u(24))
        area.top += u(44)            # below the board's own buttons (zoom) along its top edge
        area.height -= u(44)
        avoid = t.frame.lit_rects() + t.hints.rects() + self.shown_rects()
        best: tuple[int, int, pygame.Rect] | None = None
        for i, corner in enumerate(("bottomleft", "topleft", "bottomright", "topright")):
            box = size.copy()
            setattr(box, corner, getattr(area, corner))
            covered = sum(box.clip(r).w * box.clip(r).h for r in avoid)
            if best is None or (covered, i) < best[:2]:
                best = (covered, i, box)
        assert best is not None
        return best[2]
