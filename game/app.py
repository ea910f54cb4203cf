"""The only place that opens the window: the main loop and the scene stack.

Scenes draw only when something changed (an event, an animation), and the
loop naps while nothing moves, so an idle game costs
next to no CPU.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")

import pygame  # noqa: E402

from game import NAME  # noqa: E402
from game.core.protocol import ContentError  # noqa: E402
from game.scenes.base import CANNOT_START, Scene  # noqa: E402
from game.view import style  # noqa: E402

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.settings import Settings

MIN_SIZE = (1280, 720)
IDLE_WAIT_MS = 400
IDLE_POLL_S = 0.02
INPUT_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
MAX_CRASHES_IN_A_ROW = 3   # after this many failing passes in a row, the program stops


def ui_scale(size: tuple[int, int], percent: int = 100) -> float:
    """How much bigger than at 1280x720 text and panels are drawn: the layout
    grows with the window (up to 4K at 3x) so text stays legible, times the
    player's interface scale (Settings: ``percent``, 75 to 100). At 100 the
    1280x720 layout fills the window, so the scale only makes it smaller:
    more room for the board, smaller text."""
    w, h = size
    k = max(1.0, min(3.0, round(min(w / MIN_SIZE[0], h / MIN_SIZE[1]) * 4) / 4))
    return round(k * max(50, min(100, percent)) / 100, 3)


def ui_button_pressed() -> int:
    """pygame_gui's button event type, or -1 while the toolkit is not loaded."""
    gui = sys.modules.get("pygame_gui")
    return gui.UI_BUTTON_PRESSED if gui is not None else -1


def _rows_follow_the_theme() -> None:
    """pygame_gui's lists (and the lists drop-down menus open) make every row 20
    pixels high whatever the font, so at a larger UI scale the rows overlapped.
    Its lists are made here to take their rows' height from the theme's
    ``list_item_height`` (``ui_theme`` scales it); done once per process."""
    from pygame_gui.elements import ui_drop_down_menu, ui_selection_list
    base = ui_selection_list.UISelectionList
    if getattr(base, "_rows_themed", False):
        return

    class ThemedRows(base):                         # type: ignore[misc, valid-type]
        _rows_themed = True

        def __init__(self, *args: Any, **kw: Any) -> None:
            super().__init__(*args, **kw)
            try:
                height = int(self.ui_theme.get_misc_data("list_item_height", self.combined_element_ids))
            except (LookupError, ValueError, TypeError):
                return
            if height != int(self.list_item_height):
                self.list_item_height: int = height
                self.set_item_list(self._raw_item_list)
                self._set_default_selection()

    import pygame_gui.elements as elements
    for module in (ui_selection_list, ui_drop_down_menu, elements):
        module.UISelectionList = ThemedRows    # type: ignore[attr-defined]  # every place it makes a list


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


def ui_theme(k: float = 1.0) -> dict:
    """pygame_gui's theme, using our own font by path, its sizes times ``k``."""
    def pt(n: int) -> str:
        return str(round(n * k))

    body = {"name": "dejavu", "size": pt(16), "bold": "0"}
    theme = {
        "defaults": {
            "colours": {
                "normal_bg": "#2a4a78", "hovered_bg": "#3a64a0", "active_bg": "#1d3558",
                "disabled_bg": "#5a6270", "normal_text": "#ffffff", "hovered_text": "#ffffff",
                "active_text": "#ffffff", "disabled_text": "#c8ccd4", "dark_bg": "#1c2636",
                "normal_border": "#0e1622", "text_cursor": "#ffffff", "selected_bg": "#3a64a0",
            },
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": pt(8), "border_width": "1"},
        },
        "@title_button": {"font": {"name": "dejavu", "size": pt(22), "bold": "1"}},
        "@small_button": {"font": {"name": "dejavu", "size": pt(13), "bold": "1"}},
        "label": {"colours": {"normal_text": "#1c2636", "dark_bg": "#00000000"},
                  "misc": {"border_width": "0"}},
        "@big_label": {"font": {"name": "dejavu", "size": pt(26), "bold": "1"}},
        # a label on a dark dialog (the save dialog's prompt): light text, as the dialog's entry has
        "@dialog_label": {"colours": {"normal_text": "#f0f4fa", "dark_bg": "#00000000"}},
        # a dialog's title (the save dialog's "Save the game"): large, bold, light
        "@dialog_title": {"font": {"name": "dejavu", "size": pt(22), "bold": "1"},
                          "colours": {"normal_text": "#ffffff", "dark_bg": "#00000000"}},
        "text_box": {"font": {"name": "dejavu", "size": pt(15)},
                     "colours": {"dark_bg": "#1c2636ee", "normal_text": "#f0f4fa"}},
    }
    # list rows as high as the font needs (see _rows_follow_the_theme)
    for kind in ("selection_list", "drop_down_menu", "drop_down_menu.#drop_down_options_list"):
        theme.setdefault(kind, {}).setdefault("misc", {})["list_item_height"] = pt(20)
    # list items read from the left, like a list
    theme["selection_list.#item_list_item"] = {"misc": {"text_horiz_alignment": "left",
                                                        "text_horiz_alignment_padding": pt(10)}}
    # pygame_gui takes no font from "defaults": name it for each kind of widget we use
    for kind in ("button", "label", "text_entry_line", "drop_down_menu", "selection_list",
                 "drop_down_menu.#drop_down_options_list", "drop_down_menu.#selected_option"):
        theme.setdefault(kind, {}).setdefault("font", dict(body))
    return theme


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
    try:
        # the dummy driver (tests, benchmarks) has no display: its "desktop" is made up
        desktops = [] if pygame.display.get_driver() == "dummy" else pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    w, h = size
    if desktops and desktops[0][0] > 0 and desktops[0][1] > 0:
        dw, dh = desktops[0]
        w, h = min(w, dw), min(h, dh)
    return max(1, w), max(1, h)


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
        try:
            with quiet_stderr():             # (SDL lists every video driver it tried and could not use)
                pygame.display.init()
            why = lost_display()
            if why is not None:
                raise NoWindow(why)
            pygame.font.init()
            size = fit_display(size)
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as e:
            raise NoWindow(f"the window could not open ({e})") from None
        from game.scenes.common import reset_caches
        reset_caches()
        pygame.display.set_caption(NAME)
        self.k = ui_scale(size, self.settings.scale)
        self._ui: Any = None           # pygame_gui's manager, made when a scene first asks for it
        self.scenes: list[Scene] = []
        self.running = True
        self.speed = headless_speed  # smoke runs: animations at top speed
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.after_frame: list[Callable[[], None]] = []
        self.crashes = 0                 # unexpected errors since the last good pass of the loop
        self.crash_reports: list[str | None] = []   # every crash report written this run
        self.game: Any = None            # the game in progress, its table scene (the title screen offers Continue)
        self.chosen_game: str | None = None   # the game the title's arrows chose (None: the first)
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
            self._ui = self._ui_manager(self.screen.get_size())
        return self._ui

    def _ui_manager(self, size: tuple[int, int]) -> Any:
        import pygame_gui
        _rows_follow_the_theme()
        ui = pygame_gui.UIManager(size)
        # the font has no italic cut: italic text uses the regular face
        ui.add_font_paths("dejavu", style.font(), style.font(bold=True), style.font(), style.font(bold=True))
        ui.get_theme().load_theme(ui_theme(self.k))  # after the font paths, so the theme finds our font
        return ui

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
        scene.dirty = scene.repaint = True
        scene.enter()

    def toggle_fullscreen(self, remember: bool = True) -> None:
        """F11 or the settings: the choice is kept for the next start."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:     # some video drivers cannot toggle: set the mode again instead
            full = not pygame.display.is_fullscreen()
            self.screen = pygame.display.set_mode(self.screen.get_size(),
                                                  pygame.FULLSCREEN if full else pygame.RESIZABLE)
        self.screen = self._window()
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
        k = ui_scale(size, self.settings.scale)
        if k != self.k:
            self.k = k
            if self._ui is not None:
                self._ui = self._ui_manager(size)
        elif self._ui is not None:
            self._ui.set_window_resolution(size)
        if self.scene is not None:
            self.scene.resized(size)

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

    def draw_frame(self, scene: Scene, full: bool = False) -> None:
        """Draw one frame and put it on the display: the whole window, or only
        the rectangles the scene says changed."""
        rects = scene.draw(self.screen)
        if self._ui is not None:
            self._ui.draw_ui(self.screen)
        over = scene.draw_over(self.screen)      # over the widgets: nothing covers it
        if rects is not None:
            rects = rects + over
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
                self.screen = self._window()
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
        if scene.dirty or scene.animating() or focus:
            # input may change any widget: then the whole window goes to the display
            self.draw_frame(scene, full=bool(events) or typing)
            scene.dirty = False
            self.frames += 1
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

    @staticmethod
    def _window() -> pygame.Surface:
        """The window's surface (there is one while the app runs)."""
        surface = pygame.display.get_surface()
        assert surface is not None
        return surface

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


def open_app(state: GameState | None = None, played: float = 0.0, chosen: tuple[str, str] | None = None) -> App:
    """The window at the title screen, or straight into ``state`` (a loaded
    game, ``played`` seconds into it), or at the setup of a new game of
    ``chosen`` (a game's id and a map's name, game/maps.py), with this window's own autosave. It always opens: a data folder
    that cannot be made or written means games are not saved, and the title
    says so once."""
    from game import settings as st
    from game.saves.atomic import clean_leftovers
    from game.saves.autosave import AllAutosavesTaken, claim_autosave, readable_autosave
    from game.scenes.title import TitleScene
    prefs, problem = st.load_checked()
    app = App(prefs.window_size, settings=prefs)
    app.remember_size = True
    app.offer_tutorial = not prefs.tutorial_offered
    try:
        app.autosave, window = claim_autosave()
        folder = os.path.dirname(app.autosave)
        clean_leftovers(folder)
        if os.path.isdir(os.path.join(folder, "saves")):
            clean_leftovers(os.path.join(folder, "saves"))
        if window > 1:
            app.notice = (f"Another window of the game is open: this one keeps its game in "
                          f"{os.path.basename(app.autosave)}, so neither replaces the other's.")
    except AllAutosavesTaken as e:
        app.autosave = None
        app.notice = f"{e}: this window's games are not saved as you play (Ctrl+S saves one by name)."
    except OSError as e:
        app.autosave = readable_autosave()
        app.autosave_readonly = app.autosave is not None
        if app.autosave is not None:       # the last game is still offered: played on, never written
            app.notice = (f"Games cannot be saved on this computer's data folder ({e.__class__.__name__}): "
                          "your last game can be continued, but its progress cannot be saved.")
        else:
            app.notice = (f"Games cannot be saved on this computer's data folder ({e.__class__.__name__}): "
                          "you can play, but nothing is kept when the window closes.")
    if problem:
        app.notice = problem + (" " + app.notice if app.notice else "")
    if prefs.fullscreen:
        app.toggle_fullscreen(remember=False)
    if state is not None:
        from game.scenes.table import play_scene
        app.switch(play_scene(app, state.setup, state=state, played=played))
    elif chosen is not None:
        from game.maps import map_path, map_title
        from game.scenes.setup import SetupScene
        scene = SetupScene(app, game=chosen[0])
        scene.map_ref, scene.map_title = chosen[1], map_title(map_path(chosen[0], chosen[1]))
        app.switch(scene)
    else:
        app.switch(TitleScene(app))
    return app


def start(state: GameState | None = None, played: float = 0.0, chosen: tuple[str, str] | None = None) -> int:
    """Open the window (``open_app``) and run it until it closes."""
    app = open_app(state, played, chosen)
    probe = os.environ.get(STARTUP_PROBE)
    if probe:
        app.after_frame.append(lambda: _startup_signal(app, probe))
    app.run()
    from game.saves.autosave import release_autosaves
    release_autosaves()
    return 0


STARTUP_PROBE = "SKI_STARTUP_PROBE"   # the start-up benchmark: "port" to tell once the first frame is shown


def _startup_signal(app: App, port: str) -> None:
    """The first frame is on the display: tell the benchmark (a local socket) and quit."""
    if app.frames < 1:
        return
    import socket
    with socket.create_connection(("127.0.0.1", int(port)), timeout=5) as c:
        c.sendall(b"1")
    app.running = False
