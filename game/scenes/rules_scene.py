"""The rules, in our own words: each game's players' rulebook (docs/play/), with
a legend drawn from our sprites."""
from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from game import paths
from game.app import Scene
from game.core.registry import flagship, get

from .common import backdrop, text


def rules_html(md: str) -> str:
    """docs/rules.md in the small HTML dialect pygame_gui's text box reads."""
    out: list[str] = []
    para: list[str] = []
    item = [False]

    def inline(s: str) -> str:
        s = html.escape(s, quote=False)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"\*(.+?)\*", r"<i>\1</i>", s)
        return s.replace("`", "")

    def flush() -> None:
        if para:
            out.append(inline(" ".join(para)) + ("<br>" if item[0] else "<br><br>"))
            para.clear()
        item[0] = False

    fenced = False
    for line in md.splitlines():
        if line.startswith("```"):
            flush()
            fenced = not fenced          # a drawing in text: one line each, as it stands
            continue
        if fenced:
            out.append(html.escape(line, quote=False).replace(" ", "\u00a0") + "<br>")
            continue
        if line.startswith("|"):
            flush()                      # a table: its rows as lines, cells apart
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):
                out.append(inline("   ".join(cells)) + "<br>")
            continue
        if line.startswith("#"):
            flush()
            if out and out[-1].endswith("<br>") and not out[-1].endswith("<br><br>"):
                out[-1] += "<br>"
            level = len(line) - len(line.lstrip("#"))
            size = {1: 6, 2: 5}.get(level, 4)
            out.append(f"<font size={size}><b>{inline(line.lstrip('#').strip())}</b></font><br>")
        elif re.match(r"\s*([-*]|\d+\.)\s", line):
            flush()
            lead = "\u2022 " if not line.startswith("  ") else "\u00a0\u00a0\u00a0\u00a0\u2013 "
            para.append(lead + re.sub(r"^\s*([-*]|\d+\.)\s", "", line))
            item[0] = True
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
    flush()
    return "".join(out)


class RulesScene(Scene):
    def __init__(self, app, back, game: str | None = None) -> None:
        super().__init__(app)
        self.back_to = back
        self.game = game or flagship().id

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        with open(paths.resource("docs", *get(self.game).rules_file().split("/")), encoding="utf-8") as f:
            body = rules_html(f.read())
        # the text box's headings and bold words use these sizes: load them up front
        self.app.ui.preload_fonts([{"name": "dejavu", "point_size": n, "style": st}
                                   for n in {u(m) for m in (14, 15, 18, 24)} for st in ("regular", "bold", "italic")
                                   if (n, st) != (u(15), "regular")])  # the theme has loaded that one
        self.box = pygame_gui.elements.UITextBox(body, pygame.Rect(u(330), u(20), w - u(350), h - u(100)),
                                                 self.app.ui)
        self.done = pygame_gui.elements.UIButton(pygame.Rect(w - u(220), h - u(70), u(200), u(50)), "Back",
                                                 self.app.ui)

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.done) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.switch(self.back_to(self.app))

    def draw(self, screen) -> None:
        backdrop(screen, 200, self.game)
        u = self.app.px
        x, y = u(20), u(20)
        text(screen, "What you see", (x, y), u(22), (255, 255, 255), bold=True)
        get(self.game).screens().legend(screen, x, y + u(40), u)
