"""The harness of the tests that play the real program in a real X window
(tests/e2e): an X server of the test's own (Xvfb), the program started in it
with folders of its own and driven by xdotool (XTEST mouse moves, clicks, keys
and typing), and screenshots of its window (ImageMagick's ``import``) read for
what a player sees: buttons by the theme's colours, lit places by the yellow
ring every game draws round a legal place, the hint by its outline colour, the
hand-off screen by its veil. No rectangle of the program's own layout code is
used.

A module that uses it skips itself, in one line, where a tool is missing
(``MISSING``, ``NOT_RUN``).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pygame
from locations import ROOT

from game.scenes.menu import ACTIVE, HOVERED, NORMAL
from game.scenes.table import HINT_RGB

#: every wait of the test may take this many times as long as it says: a test that holds on a
#: busy machine (the other cores taken by other tests or other work) waits longer before failing,
#: and a passing run waits no longer than the program takes
SLACK = 3.0
TOOLS = {"Xvfb": "Xvfb", "xdotool": "xdotool", "import": "ImageMagick's import"}
MISSING = [name for exe, name in TOOLS.items() if shutil.which(exe) is None]
NOT_RUN = (f"real-window test: not run ({', '.join(MISSING[:-1]) + ' and ' if len(MISSING) > 1 else ''}"
           f"{MISSING[-1] if MISSING else ''} {'is' if len(MISSING) == 1 else 'are'} not installed: "
           "install xvfb, xdotool and imagemagick)")
MAIN = os.path.join(ROOT, "main.py")
SCREEN = "1600x900x24"
#: every game draws a legal place to click with a ring or frame of this yellow (each game's LIT_RGB)
LIT_RGB = (255, 226, 60)
#: the line down the left edge of the table's side panel (TableScene._panel_start)
PANEL_EDGE_RGB = (150, 160, 176)
#: pygame_gui's buttons and lists (game/app/widgets.py, ui_theme): normal, hovered, selected
BUTTON_RGBS = (NORMAL, HOVERED, ACTIVE)
#: a dark box of pygame_gui's (a list, a dialog's frame)
LIST_RGB = (28, 38, 54)
ROW_TEXT_RGB = (232, 238, 248)       # a list row's words
#: the hot-seat strip's frame, "since your last turn" (game/scenes/recap.py)
RECAP_RGB = (255, 214, 102)


# -- the X server and the program --------------------------------------------------------------
class Xserver:
    """An Xvfb of the test's own, on the first free display number from :77 up."""

    def __init__(self) -> None:
        for number in range(77, 300):
            if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
                continue                          # someone else's
            self.proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp"],
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            end = time.monotonic() + 20
            while self.proc.poll() is None and time.monotonic() < end:
                if os.path.exists(f"/tmp/.X11-unix/X{number}") and self._owns(number):
                    self.display = f":{number}"
                    return
                time.sleep(0.05)
            self.stop()                           # taken meanwhile, or too slow: the next number
        raise AssertionError("Xvfb did not start on any display from :77 to :299")

    def _owns(self, number: int) -> bool:
        """Is the display's lock ours (not another server's that started meanwhile)?"""
        try:
            with open(f"/tmp/.X{number}-lock", encoding="ascii") as f:
                return f.read().strip() == str(self.proc.pid)
        except (OSError, ValueError):
            return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Shot:
    """One screenshot of the window: its raw pixels and a pygame surface over them."""

    def __init__(self, raw: bytes, size: tuple[int, int]) -> None:
        self.raw, self.size = raw, size
        self.surf = pygame.image.frombuffer(raw, size, "RGB")

    def mask(self, colours: tuple[tuple[int, int, int], ...] | list[tuple[int, int, int]], tol: int = 3) -> Any:
        """The pixels within ``tol`` of any of ``colours``."""
        out = pygame.mask.Mask(self.size)
        for c in colours:
            out.draw(pygame.mask.from_threshold(self.surf, c, (tol + 1, tol + 1, tol + 1, 255)), (0, 0))
        return out

    def blobs(self, colours: Any, least: int = 12, tol: int = 3, gap: int = 4) -> list[pygame.Rect]:
        """The bounding boxes of the clusters of pixels of ``colours`` (of at
        least ``least`` pixels; clusters nearer than ``gap`` pixels are one)."""
        return blobs(self.mask(colours, tol), least, gap)

    def buttons(self, least: int = 200, fill: float = 0.75) -> list[pygame.Rect]:
        """Buttons (and lists) in the theme's colours: clusters that fill their box
        (a backdrop's patch of a like colour does not)."""
        m = self.mask(BUTTON_RGBS)
        return [r for r in blobs(m, least, 2) if inside(m, r) >= fill * r.w * r.h]

    def dark_share(self) -> float:
        """The share of the window that is near-black navy (a veil over everything)."""
        m = pygame.mask.from_threshold(self.surf, (40, 40, 48), (41, 41, 49, 255))
        return m.count() / (self.size[0] * self.size[1])

    def blank(self) -> bool:
        """Is the picture one colour, or nearly?"""
        w, h = self.size
        seen = {tuple(self.surf.get_at((x, y)))[:3] for x in range(0, w, max(1, w // 40))
                for y in range(0, h, max(1, h // 30))}
        return len(seen) < 12

    def save(self, path: str) -> None:
        pygame.image.save(self.surf, path)


def blobs(mask: Any, least: int = 12, gap: int = 4) -> list[pygame.Rect]:
    rects = [c.get_bounding_rects()[0] for c in mask.connected_components(least)]
    merged = True
    while merged:                         # an outline broken by what is drawn over it is one place
        merged = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                if rects[i].inflate(gap * 2, gap * 2).colliderect(rects[j]):
                    rects[i] = rects[i].union(rects.pop(j))
                    merged = True
                    break
            if merged:
                break
    return sorted(rects, key=lambda r: (r.y, r.x))


def outlined(mask: Any) -> list[pygame.Rect]:
    """The places ``mask`` outlines: what each closed outline encloses (two
    outlines drawn side by side, crossing, enclose one place each), or the
    outline's own box where it is not closed (cut by the window's edge)."""
    out = []
    for box in blobs(mask, 20, 2):
        sub = pygame.mask.Mask(box.size)
        sub.draw(mask, (-box.x, -box.y))
        sub.invert()
        holes = [c.get_bounding_rects()[0] for c in sub.connected_components(30)]
        holes = [h for h in holes if h.x > 0 and h.y > 0 and h.right < box.w and h.bottom < box.h]
        biggest = max((h.w * h.h for h in holes), default=0)
        holes = [h.move(box.topleft) for h in holes if h.w * h.h >= biggest / 4 and min(h.w, h.h) >= 6]
        out += holes or [box]
    return out


def inside(mask: Any, rect: pygame.Rect) -> int:
    """How many pixels of ``mask`` are inside ``rect``."""
    box = pygame.mask.Mask(rect.size, fill=True)
    return mask.overlap_area(box, rect.topleft)


class Program:
    """``python main.py`` in the test's X server, with folders of its own, driven by xdotool."""

    def __init__(self, x: Xserver, home: str, shots: str, name: str) -> None:
        self.x, self.home, self.shots, self.name = x, home, shots, name
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "WAYLAND_"))}
        # X11 by name: should the X server not answer, SDL stops there instead of falling back
        # to its offscreen driver, where the program would run on without any window
        self.env.update(DISPLAY=x.display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                        XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        self.log_path = os.path.join(shots, f"{name}.log")
        self.log = open(self.log_path, "wb")
        self.proc = subprocess.Popen([sys.executable, MAIN], env=self.env, cwd=home, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        self.count = 0
        self.last: Shot | None = None           # the last picture taken
        #: the moves the game holds now (-1: none yet): from the autosave, unless a test counts otherwise
        #: (a game played online is kept by its server, not in an autosave)
        self.moves: Callable[[], int] = self.actions
        self.handoffs = 0                       # "Pass to ..." screens met while making moves
        try:
            self.window = self._window()
            self.wait(lambda s: not s.blank(), 30, "the first frame")
        except BaseException:
            self.kill()
            raise

    # -- files the program writes ---------------------------------------------------
    @property
    def data(self) -> str:
        return os.path.join(self.home, "data", "SkiTheMountain")

    def autosave(self) -> dict | None:
        try:
            with open(os.path.join(self.data, "autosave.json"), encoding="utf-8") as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def actions(self) -> int:
        d = self.autosave()
        return -1 if d is None else len(d["actions"])

    def state(self) -> Any:
        from game.saves import load_save
        return load_save(os.path.join(self.data, "autosave.json"))[0]

    # -- X ------------------------------------------------------------------------------
    def xdo(self, *args: str) -> str:
        r = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        if r.returncode != 0:
            raise AssertionError(f"xdotool {' '.join(args)} failed: {r.stderr.strip()}")
        return r.stdout

    def _window(self) -> str:
        """The program's window, shown and given the keyboard (SDL may make a
        window more than once as it starts: the one that takes the focus)."""
        end = time.monotonic() + 30
        while time.monotonic() < end:
            self.alive()
            r = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)], env=self.env,
                               capture_output=True, text=True, timeout=20)
            for wid in reversed(r.stdout.split()):
                focus = subprocess.run(["xdotool", "windowfocus", "--sync", wid], env=self.env,
                                       capture_output=True, timeout=20)
                if focus.returncode == 0:
                    return wid
            time.sleep(0.1)
        raise AssertionError(f"{self.name}: the program's window never appeared{self.tail()}")

    def shot(self) -> Shot:
        r = subprocess.run(["import", "-window", self.window, "-depth", "8", "ppm:-"], env=self.env,
                           capture_output=True, timeout=20)
        if r.returncode != 0:
            self.alive()
            raise AssertionError(f"import failed: {r.stderr.decode(errors='replace').strip()}")
        magic, dims, _depth, raw = r.stdout.split(b"\n", 3)
        w, h = map(int, dims.split())
        assert magic == b"P6" and len(raw) >= w * h * 3, "import gave no PPM picture"
        return Shot(raw[:w * h * 3], (w, h))

    def keep(self, shot: Shot | None, what: str) -> str:
        """Save a screenshot in the test's folder; its path."""
        if shot is None:
            return "no picture"
        self.count += 1
        path = os.path.join(self.shots, f"{self.name}-{self.count:03d}-{what}.png")
        shot.save(path)
        return path

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        self.alive()
        self.xdo("mousemove", "--window", self.window, str(round(pos[0])), str(round(pos[1])), "click", str(button))

    def away(self) -> None:
        """The mouse to the window's corner, where nothing is (no hover colour, no
        tooltip in the next pictures: a mouse that leaves the window would leave
        the last tooltip up)."""
        self.xdo("mousemove", "--window", self.window, "1", "1")

    def key(self, *keys: str) -> None:
        self.alive()
        self.xdo("key", "--delay", "40", *keys)

    def type(self, text: str) -> None:
        self.alive()
        self.xdo("type", "--delay", "40", text)

    # -- waiting -----------------------------------------------------------------------
    def alive(self) -> None:
        if self.proc.poll() is not None:
            raise AssertionError(f"{self.name}: the program ended (exit {self.proc.returncode}){self.tail()}")

    def crashes(self) -> list[str]:
        """The crash reports the program wrote (it goes back to the title after one)."""
        folder = os.path.join(self.data, "crashes")
        return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".txt")) \
            if os.path.isdir(folder) else []

    def tail(self) -> str:
        """The end of the program's output and of its crash reports, for a failure's message."""
        out = ""
        if not self.log.closed:
            self.log.flush()
        for path, what in [(self.log_path, "its output ends")] + [(c, "a crash report") for c in self.crashes()]:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.read().strip().splitlines()[-12:]
            except OSError:
                continue
            if lines:
                out += f"\n{what}:\n" + "\n".join(lines)
        return out

    def poll(self, check: Callable[[Shot], Any], timeout: float) -> Any:
        """Screenshots until ``check`` gives something true (returned); None after
        ``timeout`` s (times ``SLACK``: on a busy machine the program takes its time)."""
        end = time.monotonic() + timeout * SLACK
        while True:
            self.last = self.shot()
            got = check(self.last)
            if got or time.monotonic() > end:
                return got or None
            time.sleep(0.05)

    def wait(self, check: Callable[[Shot], Any], timeout: float, what: str) -> Any:
        """Like ``poll``, but failing after ``timeout`` s (with the last picture kept)."""
        got = self.poll(check, timeout)
        if got is None:
            where = self.keep(self.last, "timeout")
            raise AssertionError(f"{self.name}: waited {timeout * SLACK} s for {what} ({where}){self.tail()}")
        return got

    def until(self, check: Callable[[], Any], timeout: float, what: str) -> Any:
        """Like ``wait`` for something that is not a picture (a file the program writes)."""
        end = time.monotonic() + timeout * SLACK
        while time.monotonic() < end:
            self.alive()
            got = check()
            if got:
                return got
            time.sleep(0.05)
        where = self.keep(self.shot(), "timeout")
        raise AssertionError(f"{self.name}: waited {timeout * SLACK} s for {what} ({where}){self.tail()}")

    def still(self, timeout: float = 20) -> Shot:
        """The window once two pictures in a row are the same (nothing moves)."""
        last: list[bytes] = []

        def same(s: Shot) -> Shot | None:
            ok = bool(last) and last[0] == s.raw
            last[:] = [s.raw]
            return s if ok else None
        return self.wait(same, timeout, "the window to stop moving")

    def changed(self, before: Shot, timeout: float = 10, what: str = "the window to change") -> Shot:
        return self.wait(lambda s: s if s.raw != before.raw else None, timeout, what)

    def quit(self, timeout: float = 20) -> int:
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.name}: the program did not end after Quit{self.tail()}") from None
        assert not self.crashes(), f"{self.name}: the program wrote a crash report{self.tail()}"
        assert code == 0, f"{self.name}: the program ended with {code}{self.tail()}"
        self.log.close()
        return code

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.log.close()


def start(x: Xserver, home: str, shots: str, name: str) -> Program:
    """The program started, its window shown; once more if the X server did not
    answer it the first time (it happened once under a heavy load: the program
    then stops at once, ``x11 not available``)."""
    try:
        return Program(x, home, shots, name)
    except AssertionError as e:
        if "not available" not in str(e):
            raise
        print(f"\n{name}: the X server did not answer the program; started again")
        return Program(x, home, shots, f"{name}-again")


# -- the screens, as the pictures show them -----------------------------------------------------
def menu_buttons(s: Shot) -> list[pygame.Rect]:
    """A menu (the title's, the in-game one): the longest column of big buttons
    of one size, one under the other, top to bottom."""
    big = [r for r in s.buttons(400) if r.w >= 150 and r.h >= 30]
    columns = [[b for b in big if abs(b.x - r.x) <= 2 and abs(b.w - r.w) <= 2 and abs(b.h - r.h) <= 2] for r in big]
    return max(columns, key=len, default=[])


def arrows(s: Shot) -> list[pygame.Rect]:
    """The title's two arrow buttons beside the heading (small squares), left to right."""
    out = [r for r in s.buttons(100) if 20 <= r.w <= 60 and abs(r.w - r.h) <= 4 and r.y < s.size[1] // 3]
    return sorted(out, key=lambda r: r.x)


def to_game(p: Program, index: int) -> Shot:
    """On the title, the game ``index`` places right of the first chosen with the
    arrow: the still title then."""
    p.away()
    s = p.wait(lambda s: s if len(menu_buttons(s)) >= 7 and len(arrows(s)) == 2 else None, 30,
               "the title's menu and arrows")
    p.keep(s, "title")
    for _ in range(index):
        p.click(arrows(s)[1].center)
        p.away()
        s = p.changed(s, what="the next game on the title")
        s = p.still()
    return s


def fields(s: Shot) -> list[pygame.Rect]:
    """The fields to type into (a seat's name, an address): dark boxes of a line's height."""
    m = s.mask([LIST_RGB], tol=2)
    return [r for r in blobs(m, 2000, 2) if r.w >= 150 and 25 <= r.h <= 60 and inside(m, r) >= 0.8 * r.w * r.h]


def start_button(s: Shot) -> pygame.Rect | None:
    """The setup's Start, once the seats' name fields show: the tallest button, then the rightmost."""
    big = [r for r in s.buttons(400) if r.w >= 100]
    return max(big, key=lambda r: (r.h, r.x)) if len(fields(s)) >= 2 and big else None


def is_handoff(s: Shot) -> bool:
    """"Pass to ...": a dark veil over the whole window."""
    return s.dark_share() > 0.95


def panel_left(s: Shot) -> int:
    """Where the table's side panel begins: the line down its left edge, from top to bottom."""
    edges = [r for r in s.blobs([PANEL_EDGE_RGB], least=s.size[1] // 2, tol=2, gap=0)
             if r.h >= s.size[1] * 0.9 and r.w <= 6]
    return min((r.x for r in edges), default=s.size[0])


def recap_done(s: Shot) -> pygame.Rect | None:
    """The strip "since your last turn": its Got it button (the rightmost button in its frame)."""
    frames = [r for r in s.blobs([RECAP_RGB], least=200, tol=4) if r.w > s.size[0] // 4 and r.h < s.size[1] // 4]
    for f in frames:
        inner = [b for b in s.buttons(100) if f.contains(b)]
        if inner:
            return max(inner, key=lambda b: b.right)
    return None



def strip_read(p: Program) -> None:
    """The strip of the moves since the last turn, if it shows, closed with Got it as a player does."""
    p.away()
    s = p.still()
    done = recap_done(s)
    if done is not None:
        p.click(done.center)
        p.wait(lambda s: recap_done(s) is None, 10, "the strip to close")
        p.away()
        p.still()


def save_by_dialog(p: Program, name: str) -> dict[str, Any]:
    """Ctrl+S, the name typed over the one offered, Enter: the save written, as read from its file."""
    p.key("ctrl+s")

    def dialog(s: Shot) -> pygame.Rect | None:
        frames = [r for r in s.blobs([LIST_RGB], least=5000, tol=2) if r.w > 300 and r.h > 120]
        return frames[0] if frames else None
    p.wait(dialog, 10, "the save dialog")
    p.key("ctrl+a")
    p.type(name)
    p.keep(p.shot(), "save-dialog")
    p.key("Return")
    path = os.path.join(p.data, "saves", f"{name}.json")
    p.until(lambda: os.path.exists(path), 20, f"the save {name}.json")
    p.wait(lambda s: not dialog(s), 10, "the save dialog to close")
    with open(path, encoding="utf-8") as f:
        return dict(json.load(f))


def hosted_games() -> list[str]:
    """The games the program hosts, in its title's order: the registry as the
    program fills it (``main.py games --ids``; the tests' own registry also
    holds games registered by the tests alone)."""
    r = subprocess.run([sys.executable, MAIN, "games", "--ids"], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert r.returncode == 0, r.stderr
    ids = r.stdout.split()
    import game.games  # noqa: F401  (the games register themselves)
    from game.core.registry import all_games
    known = {g.id for g in all_games()}
    assert ids and set(ids) <= known, f"main.py games lists {ids}, the registry holds {sorted(known)}"
    return ids


def human_move(p: Program, n: int) -> None:
    """One move of the human to play, made from what the window shows: the
    screen taken at a hand-off (a click), the strip of the moves since their last
    turn closed (Got it), then the hint asked for (H) and the places it outlines
    clicked: one lit as a legal place first, then a button, then the panel's
    places before the board's; when everything outlined was clicked, Space
    confirms. When the hint outlines only things on the panel that are neither
    lit nor buttons (cards it has marked to take), Space comes first. Where
    the hint outlines nothing, the lit places are clicked instead."""
    clicked: list[tuple[tuple[int, int], bool]] = []      # where, and whether it was lit then
    spaces = 0
    asked = False
    end = time.monotonic() + 40
    while time.monotonic() < end:
        p.away()
        s = p.still()
        if p.moves() != n:
            return
        if is_handoff(s):
            p.handoffs += 1
            p.keep(s, "handoff")
            p.click((8, s.size[1] - 8))                 # a corner: no piece there to show a tooltip for
            p.wait(lambda s: not is_handoff(s), 10, "the hand-off to end")
            continue
        done = recap_done(s)
        if done is not None:
            p.keep(s, "recap")
            p.click(done.center)
            p.wait(lambda s: recap_done(s) is None, 10, "the strip to close")
            continue
        if s.mask([HINT_RGB]).count() < 30 and not asked:
            asked = True
            p.key("h")
            shown = p.poll(lambda s: s if s.mask([HINT_RGB]).count() >= 30 else None, 5)
            if shown is not None:
                p.keep(shown, "hint")
            continue
        lit = s.mask([LIT_RGB], tol=2)
        hinted = outlined(s.mask([HINT_RGB])) if s.mask([HINT_RGB]).count() >= 30 else []
        panel = panel_left(s)
        tried = {c for c, _ in clicked}
        tried_lit = {c for c, was_lit in clicked if was_lit}
        fresh = sorted((r for r in hinted if r.center not in tried), key=lambda r: (r.x < panel, r.y))
        ready = [r for r in hinted if inside(lit, r) >= 8 and r.center not in tried_lit]
        buttons = [r for r in fresh if inside(s.mask(BUTTON_RGBS), r) >= r.w * r.h // 2]
        if hinted and not clicked and not spaces and all(r.x >= panel for r in hinted) \
                and not (ready or buttons):
            # only things on the panel, such as cards the hint has marked to take: Space takes them
            spaces += 1
            p.key("space")
            time.sleep(0.3)
            continue
        if not hinted:                             # nothing outlined: a lit place will do
            fresh = [r for r in outlined(lit) if r.center not in tried]
        target = (ready or buttons or fresh or [None])[0]
        if target is not None:
            clicked.append((target.center, inside(lit, target) >= 8))
            p.click(target.center)
            time.sleep(0.15)
            continue
        if spaces < 2:                              # everything outlined was clicked: Space confirms
            spaces += 1
            p.key("space")
            time.sleep(0.3)
            continue
        clicked.clear()                             # once more from the start
        spaces, asked = 0, False
    raise AssertionError(f"{p.name}: no move was made from the hint ({p.keep(p.shot(), 'stuck')}){p.tail()}")
