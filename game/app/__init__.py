"""The only place that opens the window: the main loop and the scene stack.

Scenes draw only when something changed (an event, an animation), and the
loop naps while nothing moves, so an idle game costs
next to no CPU.

Beside it: ``display`` (the display the window opens on: whether there is
one, the window opened on it or why not, its size and mode), ``widgets`` (the
interface's scale and pygame_gui themed at it) and ``start`` (the window as a
player starts it: the settings, this window's own autosave, the first screen).
"""
from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")

import pygame  # noqa: E402

from game import NAME  # noqa: E402
from game.app.display import (  # noqa: E402
    centre_window,
    fit_display,
    open_window,
    quiet_stderr,
    switch_fullscreen,
    window_surface,
)
from game.app.widgets import MIN_SIZE, screen_scale, ui_button_pressed, ui_manager, ui_scale  # noqa: E402
from game.core.protocol import ContentError  # noqa: E402
from game.scenes.base import CANNOT_START, Scene  # noqa: E402

if TYPE_CHECKING:
    from game.settings import Settings

IDLE_WAIT_MS = 400
IDLE_POLL_S = 0.02
#: input that may change what is drawn: a frame follows it (TEXTINPUT apart from its KEYDOWN: a letter
#: typed with a dead key or by another keyboard layout comes alone, and a field showed it a letter late)
INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT,
                pygame.TEXTEDITING)
MAX_CRASHES_IN_A_ROW = 3   # after this many failing passes in a row, the program stops


def load_games() -> None:
    """Every hosted game registers itself (game/games/): the window's bootstrap,
    which the registry runs at its first look-up (the title's background read,
    after the first frame), so the window opens before any game is read."""
    import game.games  # noqa: F401


class App:
    def __init__(self, size: tuple[int, int] = MIN_SIZE, headless_speed: float | None = None,
                 settings: Settings | None = None) -> None:
        from game.core import registry
        from game.settings import Settings
        registry.load_games_with(load_games)
        self.settings = settings or Settings()
        self.screen = open_window(size)
        from game.scenes.common import reset_caches
        reset_caches()
        pygame.display.set_caption(NAME)
        self.k = ui_scale(self.screen.get_size(), self.settings.scale)
        self._ui: Any = None           # pygame_gui's manager, made when a scene first asks for it
        self.scenes: list[Scene] = []
        self.running = True
        self.speed = headless_speed  # smoke runs: animations at top speed
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.after_frame: list[Callable[[], None]] = []
        self._tips_shown: tuple[tuple[int, int, int, int], ...] = ()   # the widgets' tooltips last put on the display
        self.crashes = 0                 # unexpected errors since the last good pass of the loop
        self.crash_reports: list[str | None] = []   # every crash report written this run
        self.game: Any = None            # the game in progress, its table scene (the title screen offers Continue)
        self.chosen_game: str | None = None   # the game the title's arrows chose (None: the first)
        #: where a game hosted on this computer listens: every network (the others join), a test's loopback
        self.online_host = "0.0.0.0"
        self.told: str | None = None     # the last problem the title screen said in a dialog
        self.notice = ""                   # something the title says once at the start (no autosave...)
        self.offer_tutorial = False        # the title offers the tutorial (a first-time player's window)
        self.remember_size = False       # the real game keeps the window size between runs
        self.autosave: str | None = None   # where the game in progress is saved after every action
        # the data folder cannot be written: ``autosave`` is only read (Continue), never written
        self.autosave_readonly = False
        self._sounds: Any = None
        # made in the idle passes after the first frame (or when first needed)
        self.warm_up: list[Callable[[], object]] = [lambda: self.sounds, lambda: self.ui]

    @property
    def sounds(self) -> Any:
        """The sound effects: the audio device opens after the first frame."""
        if self._sounds is None:
            with quiet_stderr():              # no audio device: silence, not the sound library's noise
                try:
                    # a 2048-sample buffer (46 ms): short effects start on time, and the
                    # audio thread wakes a quarter as often as with SDL's default
                    pygame.mixer.init(buffer=2048)
                except pygame.error:
                    pass  # no audio device: the game runs silent
            from game.view.sound import Sounds
            self._sounds = Sounds()
            self._sounds.enabled = self.settings.sound
        return self._sounds

    def clear_ui(self) -> None:
        """Remove every pygame_gui widget (if the toolkit is loaded at all)."""
        if self._ui is not None:
            self._ui.clear_and_reset()

    @property
    def ui(self) -> Any:
        """pygame_gui's manager. The title screen draws its own buttons, so the toolkit
        (a tenth of a second to import and theme) loads after the first frame."""
        if self._ui is None:
            self._ui = ui_manager(self.screen.get_size(), self.k)
        return self._ui

    def px(self, v: float) -> int:
        """A length of the 1280x720 layout, at the window's UI scale."""
        return round(v * self.k)

    @property
    def scene(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def switch(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.clear_ui()
        self.scenes.append(scene)
        self._fit_scale()
        scene.dirty = scene.repaint = True
        scene.enter()

    def toggle_fullscreen(self, remember: bool = True) -> None:
        """F11 or the settings: the choice is kept for the next start."""
        self.screen = switch_fullscreen()
        if self.scene is not None:
            self.scene.repaint = self.scene.dirty = True
        if remember:
            self.settings.fullscreen = pygame.display.is_fullscreen()
            self._save_settings()

    def _save_settings(self) -> None:
        from game import settings as st
        try:
            st.save(self.settings)
        except OSError:
            pass  # a read-only settings folder costs the preference, never the game

    def resize(self, size: tuple[int, int]) -> None:
        size = fit_display(size)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        centre_window()                    # a larger window would hang off the screen where the old one was
        self._resized(size)

    def rescale(self) -> None:
        """The interface scale was changed (Settings): everything drawn again at the new scale."""
        self._resized(self.screen.get_size())
        if self.scene is not None:
            self.scene.repaint = self.scene.dirty = True

    def _resized(self, size: tuple[int, int]) -> None:
        """Follow a new window size: a new UI scale brings a UI manager themed for it."""
        if not self._fit_scale(size) and self._ui is not None:
            self._ui.set_window_resolution(size)
        if self.scene is not None:
            self.scene.resized(size)

    def _fit_scale(self, size: tuple[int, int] | None = None) -> bool:
        """The scale the screen on top is drawn at: the player's (``screen_scale``),
        and a new UI manager themed for it when it changes. True if it changed."""
        size = size or self.screen.get_size()
        k = screen_scale(size, self.settings.scale, self.scene.room() if self.scene is not None else None)
        if k == self.k:
            return False
        self.k = k
        if self._ui is not None:
            self._ui = ui_manager(size, k)
        return True

    def _idle_wait(self) -> list[pygame.event.Event]:
        """Nothing moves: sleep until something happens, waking now and then for
        the UI's own timers. SDL's own event wait polls every millisecond (about
        2% of a core), so the loop sleeps in short naps instead: at most
        IDLE_POLL_S late to notice a click, at a fraction of the cost."""
        events = pygame.event.get()
        deadline = time.perf_counter() + IDLE_WAIT_MS / 1000
        while not events and time.perf_counter() < deadline:
            time.sleep(IDLE_POLL_S)
            events = pygame.event.get()
        return events

    def _tip_rects(self) -> tuple[tuple[int, int, int, int], ...]:
        """Where the widgets' tooltips are now (pygame_gui makes one after the mouse
        rests on a widget a moment: no input, so nothing else asks for a frame)."""
        if self._ui is None:
            return ()
        from pygame_gui.elements import UITooltip
        return tuple(tuple(s.rect) for s in self._ui.get_sprite_group().sprites() if isinstance(s, UITooltip))

    def draw_frame(self, scene: Scene, full: bool = False) -> None:
        """Draw one frame and put it on the display: the whole window, or only
        the rectangles the scene says changed."""
        rects = scene.draw(self.screen)
        if self._ui is not None:
            self._ui.draw_ui(self.screen)
        over = scene.draw_over(self.screen)      # over the widgets: nothing covers it
        if rects is not None:
            # a widget's tooltip goes to the display whole (a frame that put only the moving
            # pieces' places there showed a sliver of it: "a black bar across the buttons")
            rects = rects + over + [pygame.Rect(r) for r in self._tip_rects()]
        if rects is None or full:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)

    def run(self, max_seconds: float | None = None) -> None:
        elapsed = 0.0
        while self.running and self.scene is not None:
            scene = self.scene
            busy = scene.animating() or scene.dirty
            if not busy and self.warm_up and self.frames:
                self.guard(self.warm_up.pop(0))    # one piece of deferred loading per idle pass
                busy = scene.animating() or scene.dirty
            events = pygame.event.get() if busy else self._idle_wait()
            # cap the frame rate only while something moves; idle, the wait above paces the loop
            # (the first frame is not held back)
            dt = (self.clock.tick(60) if busy and self.frames else self.clock.tick()) / 1000.0
            elapsed += dt
            self.guard(self.step, events, dt)
            if max_seconds is not None and elapsed >= max_seconds:
                break
        self.close()

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One pass of the main loop: hand the events to the UI and the scene, let
        time pass, and draw if anything changed. (The monkey test drives this.)"""
        scene = self.scene
        if scene is None:
            return
        for ev in events:
            if ev.type == pygame.QUIT:
                self.running = False
            elif ev.type == pygame.VIDEORESIZE:
                self.screen = window_surface()
                self._resized(self.screen.get_size())
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                self.toggle_fullscreen()
            ui = self._ui
            consumed = ui is not None and ui.process_events(ev)
            if not consumed:
                scene.handle(ev)
            if ev.type in INPUT_EVENTS or ev.type == ui_button_pressed():
                scene.dirty = True
        if events:
            scene.repaint = True          # input may have changed any widget
        if self.scene is not scene:
            return
        scene.update(dt)
        ui = self._ui
        if ui is not None:
            ui.update(dt)
        focus = ui.get_focus_set() if ui is not None else None
        typing = False
        if focus:                         # a text field with the keys: its typing shows a frame later
            from pygame_gui.elements import UITextEntryLine
            typing = any(isinstance(el, UITextEntryLine) for el in focus)
        tips = self._tip_rects()
        appeared = tips != self._tips_shown    # a widget's tooltip came or went with nothing else changing
        if scene.dirty or scene.animating() or focus or appeared:
            # input may change any widget: then the whole window goes to the display
            self.draw_frame(scene, full=bool(events) or typing or appeared)
            scene.dirty = False
            self.frames += 1
            self._tips_shown = tips
        for fn in self.after_frame:
            fn()

    def guard(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run one piece of the loop; an unexpected error never closes the window
        silently. It writes a crash report (with a save of the game from before the
        failing action) and goes back to the title screen, which says where the
        report is; the autosave on disk is the game before that action."""
        try:
            result = fn(*args)
        except ContentError as e:
            # a game's own files (its YAML, its map) are broken: refused in one line, the same
            # way for every game and every screen; no crash report, a game in progress kept
            self.refuse(str(e))
            return None
        except Exception:
            self.crashes += 1
            report = self.crashed(traceback.format_exc())
            self.crash_reports.append(report)
            if self.crashes > MAX_CRASHES_IN_A_ROW:
                # even the title screen keeps failing: stop, saying where the report is
                print(f"{NAME} stopped after repeated errors; crash report: {report}", file=sys.stderr)
                self.running = False
            return None
        self.crashes = 0
        return result

    def to_title(self) -> None:
        """The title screen, the window's home: where Leave, Back and Esc go. (The
        screens go there through the window, which made them: none imports the title.)"""
        from game.scenes.title import TitleScene
        self.switch(TitleScene(self))

    def to_setup(self, seats: int = 3, game: str | None = None, after_older: bool = False) -> None:
        """The setup of a new game of ``game`` (None: the flagship) for ``seats`` players
        (Play again); ``after_older``: the game before was played under older rules (the
        setup says this one is not)."""
        from game.scenes.setup import SetupScene
        scene = SetupScene(self, seats, game)
        scene.after_older = after_older
        self.switch(scene)

    def refuse(self, problem: str) -> None:
        """A screen could not open because its game's content is broken: back to the
        title, which says so in one line (the file, the object, the problem)."""
        from game.core.quote import printable
        self._home_after_trouble(status=f"{CANNOT_START} {printable(problem, 300)}")

    def _home_after_trouble(self, status: str = "", crash: str = "") -> None:
        """Every screen closed (each as best it can) and the title shown, saying
        ``status`` (a problem of a file) or ``crash`` (a crash report written)."""
        from game.scenes.title import TitleScene
        while self.scenes:
            try:
                self.scenes.pop().leave()
            except Exception:
                pass
        self.clear_ui()
        title = TitleScene(self)
        title.status, title.crash = status, crash
        self.scenes.append(title)
        self._fit_scale()
        title.dirty = title.repaint = True
        try:
            title.enter()
        except Exception:
            pass

    def crashed(self, tb: str) -> str | None:
        """Write the crash report and show the title screen with a dialog naming it."""
        from game import crash
        from game.saves import save_data
        scene = self.scene
        game: Any = next((s for s in reversed(self.scenes) if hasattr(s, "applying")), None) or self.game
        save = action = None
        if game is not None:
            pending = getattr(game, "applying", None)
            try:
                if pending is not None:          # failed while applying: the game before that action
                    before, act = pending
                    save, action = save_data(before, "crash"), act.to_dict()
                else:
                    save = save_data(game.state, "crash")
            except Exception:
                save = None                      # the state itself is broken: the autosave still holds it
        try:
            report = crash.write_report(tb, where=type(scene).__name__ if scene else "", save=save,
                                        action=action, pygame_version=pygame.version.ver)
        except OSError as e:
            report = None
            print(tb, file=sys.stderr)
            print(f"{NAME}: the crash report could not be written ({e})", file=sys.stderr)
        self.game = None                         # the in-memory game may be half-changed: Continue replays the autosave
        if report is None:
            said = "Something went wrong, and the crash report could not be written."
        else:
            said = f"Something went wrong. A crash report was written to {report}."
        if game is not None and self.autosave is not None and not self.autosave_readonly:
            said += " Your game was saved before the step that failed: Continue picks it up there."
        self._home_after_trouble(crash=said)
        return report

    def close(self) -> None:
        for s in reversed(self.scenes):
            s.leave()
        if self.remember_size and not self.settings.fullscreen:
            w, h = self.screen.get_size()     # a window resized by hand opens at that size next time
            if f"{w}x{h}" != self.settings.window:
                self.settings.window = f"{w}x{h}"
                self._save_settings()
        pygame.quit()
