"""The rules, in our own words: each game's players' rulebook (docs/play/), with
its pictures (docs/play/img/, drawn by the game itself: tools/rule_pictures.py)
and a legend drawn from our sprites."""
from __future__ import annotations

import atexit
import html
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import paths
from game.core.registry import flagship, get

from .base import LEAST_ROOM, Scene
from .common import backdrop, backing, text

if TYPE_CHECKING:
    from game.app import App

#: the rulebooks' pictures: ``![caption](img/name.png)`` on a line of its own
PICTURE_LINE = re.compile(r"^\s*!\[([^\]]*)\]\(([^)\s]*)\)\s*$")
_PICTURE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*\.png")


def picture_dir() -> str:
    """The folder of the rulebooks' pictures (in the bundle when frozen)."""
    return paths.resource("docs", "play", "img")


def picture_file(ref: str) -> str | None:
    """The file a rulebook's picture reference (``img/name.png``) names, or None:
    a reference leaving docs/play/img (``..``, a folder, an absolute path, a
    link) is refused, and so is a file that is not there."""
    ref = ref.strip()
    if not ref.startswith("img/"):
        return None
    name = ref[len("img/"):]
    if not _PICTURE_NAME.fullmatch(name) or ".." in name:
        return None
    folder = os.path.realpath(picture_dir())
    path = os.path.realpath(os.path.join(folder, name))
    if os.path.dirname(path) != folder or not os.path.isfile(path):
        return None
    return path


class _Fitted:
    """Pictures shrunk or enlarged to a width, as files (pygame_gui's text box
    reads an ``<img>`` from a file and shows it at its own size): written once
    per picture and width into a folder of this run's own, removed at exit."""
    folder: str | None = None
    made: dict[object, str] = {}

    @classmethod
    def path(cls, src: str, width: int) -> str:
        key = (src, width)
        if key not in cls.made:
            if cls.folder is None:
                cls.folder = tempfile.mkdtemp(prefix="rules-pictures-")
                atexit.register(shutil.rmtree, cls.folder, True)
            img = pygame.image.load(src)
            w, h = img.get_size()
            out = pygame.transform.smoothscale(img.convert_alpha() if pygame.display.get_surface() else img,
                                               (width, max(1, round(h * width / w))))
            dest = os.path.join(cls.folder, f"{len(cls.made)}-{width}.png")
            pygame.image.save(out, dest)
            cls.made[key] = dest
        return cls.made[key]


def table_picture(rows: list[list[str]], scale: float, most: int) -> str | None:
    """A rulebook's table drawn as a table, at most ``most`` pixels across: its
    heading row bold on a band, each column as wide as its words need (a long
    cell wrapped), light lines between the cells; the file of its picture
    (written once per table and width), or None when it cannot be drawn."""
    from game.view.text import fonts, wrap_words
    key = ("table", repr(rows), most, scale)
    if key in _Fitted.made:
        return _Fitted.made[key]
    try:
        u = lambda v: max(1, round(v * scale))            # noqa: E731  (the table's own pixels)
        n = max(len(r) for r in rows)
        cells = [r + [""] * (n - len(r)) for r in rows]
        f, fb = fonts().get(u(14)), fonts().get(u(14), True)
        pad = u(6)
        natural = [max((fb if i == 0 else f).size(r[c])[0] for i, r in enumerate(cells)) + 2 * pad for c in range(n)]
        room = most - 2
        widths = natural[:]
        while sum(widths) > room:                         # the widest column gives way first, down to a word
            c = max(range(n), key=lambda j: widths[j])
            least = max((f.size(w)[0] for r in cells for w in r[c].split()), default=0) + 2 * pad
            if widths[c] <= least:
                break
            widths[c] = max(least, widths[c] - (sum(widths) - room))
        lines = [[wrap_words(fb if i == 0 else f, r[c], widths[c] - 2 * pad) or [""] for c in range(n)]
                 for i, r in enumerate(cells)]
        heights = [max(len(x) for x in row) * f.get_linesize() + 2 * pad for row in lines]
        surf = pygame.Surface((sum(widths) + 1, sum(heights) + 1), pygame.SRCALPHA)
        pygame.draw.rect(surf, (70, 96, 140, 200), (0, 0, surf.get_width(), heights[0]))
        y = 0
        for i, row in enumerate(lines):
            x = 0
            for c, words in enumerate(row):
                for k, line in enumerate(words):
                    img = (fb if i == 0 else f).render(line, True, (255, 255, 255) if i == 0 else (232, 238, 248))
                    surf.blit(img, (x + pad, y + pad + k * f.get_linesize()))
                x += widths[c]
            y += heights[i]
            pygame.draw.line(surf, (150, 170, 200), (0, y), (surf.get_width(), y))
        x = 0
        for w in widths[:-1]:
            x += w
            pygame.draw.line(surf, (110, 130, 165), (x, 0), (x, surf.get_height()))
        pygame.draw.rect(surf, (150, 170, 200), surf.get_rect(), 1)
        if surf.get_width() > most:              # a word too long to wrap: the table is made smaller to fit
            # (the text box cannot lay out a picture wider than itself: it would never stop trying)
            surf = pygame.transform.smoothscale(surf, (most, max(1, surf.get_height() * most // surf.get_width())))
        if _Fitted.folder is None:
            _Fitted.folder = tempfile.mkdtemp(prefix="rules-pictures-")
            atexit.register(shutil.rmtree, _Fitted.folder, True)
        dest = os.path.join(_Fitted.folder, f"table-{len(_Fitted.made)}.png")
        pygame.image.save(surf, dest)
    except (pygame.error, OSError, ValueError):
        return None
    _Fitted.made[key] = dest
    return dest


def fitted_picture(ref: str, scale: float, most: int) -> str | None:
    """The file to show for a picture reference on a screen of UI scale
    ``scale`` in a text box with ``most`` pixels of room across: the picture
    grown with the interface, never wider than the room (a copy of that size
    when it differs from the file's own); None when there is no picture."""
    src = picture_file(ref)
    if src is None:
        return None
    try:
        w = pygame.image.load(src).get_width()
        width = max(1, min(round(w * scale), most))
        return src if width == w else _Fitted.path(src, width)
    except (pygame.error, OSError, ValueError):       # an unreadable picture: its caption alone
        return None


#: a heading's size at scale 1, by its level (# 24, ## 18, deeper 14), beside text of 15
HEADING_SIZES = {1: 24, 2: 18, 0: 14}
CAPTION_COLOUR = "#B8C8E0"               # a picture's caption, under it: softer than the text


def _img_tag(src: str) -> str:
    """A picture on a line of its own. The text box spaces its lines by 1.25
    times their height, a picture's line too: a negative padding under it
    takes that back, so its caption follows it closely."""
    try:
        h = pygame.image.load(src).get_height()
    except (pygame.error, OSError):
        return ""
    gap = 6                             # above the picture, and between it and its caption
    under = gap + h - round((h + 2 * gap) / 1.25)
    return f'<img src="{html.escape(src, quote=True)}" padding="{gap} 0 -{under} 0"><br>'


#: a table's cells (its first row the heading) -> the file of its picture, or None (its rows as lines)
TablePicture = Callable[[list[list[str]]], "str | None"]


def rules_html(md: str, picture: Callable[[str], str | None] = picture_file, scale: float = 1.0,
               table: TablePicture | None = None) -> str:
    """A players' rulebook (Markdown) in the small HTML dialect pygame_gui's
    text box reads. A picture (``![caption](img/name.png)`` on its own line)
    becomes the file ``picture`` gives for its reference, with its caption in
    italics below it; without a file, the caption alone. Headings are sized
    in pixels at the interface's ``scale`` (the text box's own sizes 1 to 7
    stay the same at every scale, so they would shrink beside the text). A
    table becomes the picture ``table`` draws of it (the text box has no
    tables), or without one its rows as lines, cells apart."""
    out: list[str] = []
    para: list[str] = []
    item = [False]
    rows: list[list[str]] = []

    def inline(s: str) -> str:
        s = html.escape(s, quote=False)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"\*(.+?)\*", r"<i>\1</i>", s)
        return s.replace("`", "")

    def end_table() -> None:
        if not rows:
            return
        src = table([r[:] for r in rows]) if table is not None else None
        if src is not None:
            out.append(_img_tag(src) + "<br>")
        else:
            out.extend(inline("   ".join(r)) + "<br>" for r in rows)
        rows.clear()

    def flush() -> None:
        end_table()
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
        shot = PICTURE_LINE.match(line)
        if shot:
            flush()
            caption, src = inline(shot.group(1).strip()), picture(shot.group(2))
            if src is not None:
                out.append(_img_tag(src))
            out.append(f'<font color="{CAPTION_COLOUR}"><i>{caption}</i></font><br><br>' if caption else "<br>")
            continue
        if line.startswith("|"):
            if para:
                flush()
            cells = [c.strip().replace("**", "").replace("`", "") for c in line.strip().strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):      # (not the line under the heading)
                rows.append(cells)
            continue
        end_table()
        if line.startswith("#"):
            flush()
            if out and out[-1].endswith("<br>") and not out[-1].endswith("<br><br>"):
                out[-1] += "<br>"
            level = len(line) - len(line.lstrip("#"))
            size = round(HEADING_SIZES.get(level, HEADING_SIZES[0]) * scale)
            out.append(f"<font pixel_size={size}><b>{inline(line.lstrip('#').strip())}</b></font><br>")
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


#: the width of the "What you see" column beside the rules' text, in interface pixels
LEGEND_W = 305


class RulesScene(Scene):
    def __init__(self, app: App, back: Callable[[App], Scene], game: str | None = None) -> None:
        super().__init__(app)
        self.back_to = back
        self.game = game or flagship().id
        self._legend_key: object = None                     # what the kept legend was drawn for
        self._legend_pic = pygame.Surface((1, 1), pygame.SRCALPHA)

    def room(self) -> tuple[int, int] | None:
        return LEAST_ROOM          # laid out to fit even 1280x720 at 150%

    def enter(self) -> None:
        w, h = self.app.screen.get_size()
        u = self.app.px
        rect = pygame.Rect(u(20 + LEGEND_W), u(20), w - u(40 + LEGEND_W), h - u(100))
        room = rect.w - u(50)                   # the box's padding and its scroll bar
        with open(paths.resource("docs", *get(self.game).rules_file().split("/")), encoding="utf-8") as f:
            body = rules_html(f.read(), lambda ref: fitted_picture(ref, self.app.k, room), self.app.k,
                              lambda rows: table_picture(rows, self.app.k, room))
        # the text box's headings and bold words use these sizes: load them up front
        fonts = self.app.ui.get_theme().get_font_dictionary()
        wanted = [(n, st) for n in sorted({u(m) for m in (14, 15, 18, 24)}) for st in ("regular", "bold", "italic")
                  if not fonts.check_font_preloaded(fonts.create_font_id(n, "dejavu", st == "bold", st == "italic"))]
        if wanted:                              # (each once: pygame_gui warns of a font loaded twice)
            self.app.ui.preload_fonts([{"name": "dejavu", "point_size": n, "style": st} for n, st in wanted])
        self.box = pygame_gui.elements.UITextBox(body, rect, self.app.ui)
        self.done = pygame_gui.elements.UIButton(pygame.Rect(w - u(220), h - u(70), u(200), u(50)), "Back",
                                                 self.app.ui)

    def leave(self) -> None:
        self.app.ui.clear_and_reset()

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.done) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.switch(self.back_to(self.app))

    def draw(self, screen: pygame.Surface) -> None:
        backdrop(screen, 200, self.game)
        u = self.app.px
        x, y = u(20), u(20)
        # the legend on a backing of its own: the game's board behind it never shows through its words
        w, h = screen.get_size()
        box = pygame.Rect(u(6), u(10), u(LEGEND_W + 10), h - u(90))
        backing(screen, box, u)
        text(screen, "What you see", (x, y), u(22), (255, 255, 255), bold=True)
        screen.blit(self._legend(box.bottom - u(8) - (y + u(40))), (x, y + u(40)))

    def _legend(self, room: int) -> pygame.Surface:
        """The game's legend, made smaller where it is taller than ``room`` (every line
        of it on its backing at any window size and interface scale); kept."""
        u = self.app.px
        key = (self.game, room, self.app.k)
        if self._legend_key != key:
            pic = pygame.Surface((u(LEGEND_W), max(room, u(1600))), pygame.SRCALPHA)
            get(self.game).screens().legend(pic, 0, 0, u)
            used = pic.get_bounding_rect()
            pic = pic.subsurface(pygame.Rect(0, 0, pic.get_width(), max(1, used.bottom))).copy()
            if pic.get_height() > room > 0:
                k = room / pic.get_height()
                pic = pygame.transform.smoothscale(pic, (max(1, round(pic.get_width() * k)), room))
            self._legend_key, self._legend_pic = key, pic
        return self._legend_pic
