"""The only place that opens the window: the main loop and the scene stack.

Scenes draw only when something changed (an event, an animation), and the
loop sleeps in pygame.event.wait while nothing moves, so an idle game costs
next to no CPU.
"""
from __future__ import annotations

import os
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from game import NAME  # noqa: E402
from game.view import style  # noqa: E402

MIN_SIZE = (1280, 720)
IDLE_WAIT_MS = 400


def ui_theme() -> dict:
    """pygame_gui's theme, using our own font by path."""
    return {
        "defaults": {
            "colours": {
                "normal_bg": "#2a4a78", "hovered_bg": "#3a64a0", "active_bg": "#1d3558",
                "disabled_bg": "#5a6270", "normal_text": "#ffffff", "hovered_text": "#ffffff",
                "active_text": "#ffffff", "disabled_text": "#c8ccd4", "dark_bg": "#1c2636",
                "normal_border": "#0e1622", "text_cursor": "#ffffff", "selected_bg": "#3a64a0",
            },
            "font": {"name": "dejavu", "size": "16", "bold": "0"},
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "1"},
        },
        "@title_button": {"font": {"name": "dejavu", "size": "22", "bold": "1"}},
        "label": {"colours": {"normal_text": "#1c2636", "dark_bg": "#00000000"},
                  "misc": {"border_width": "0"}},
        "@big_label": {"font": {"name": "dejavu", "size": "26", "bold": "1"}},
        "text_box": {"font": {"name": "dejavu", "size": "15"},
                     "colours": {"dark_bg": "#1c2636ee", "normal_text": "#f0f4fa"}},
    }


class Scene:
    """One screen. The app calls handle() for each event, update(dt) every
    frame, and draw() only when ``dirty`` (or an animation runs)."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.dirty = True

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        return False

    def draw(self, screen: pygame.Surface) -> None: ...

    def resized(self, size: tuple[int, int]) -> None:
        self.dirty = True


class App:
    def __init__(self, size: tuple[int, int] = MIN_SIZE, headless_speed: float | None = None,
                 settings=None) -> None:
        from game.settings import Settings
        self.settings = settings or Settings()
        pygame.display.init()
        pygame.font.init()
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no audio device: the game runs silent
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        from game.scenes.common import reset_caches
        reset_caches()
        pygame.display.set_caption(NAME)
        self.ui = pygame_gui.UIManager(size)
        # the font has no italic cut: italic text uses the regular face
        self.ui.add_font_paths("dejavu", style.font(), style.font(bold=True), style.font(), style.font(bold=True))
        self.ui.get_theme().load_theme(ui_theme())  # after the font paths, so the theme finds our font
        self.scenes: list[Scene] = []
        self.running = True
        self.speed = headless_speed  # smoke runs: animations at top speed
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.after_frame: list[Callable[[], None]] = []
        from game.view.sound import Sounds
        self.sounds = Sounds()
        self.sounds.enabled = self.settings.sound

    @property
    def scene(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def switch(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.ui.clear_and_reset()
        self.scenes.append(scene)
        scene.enter()

    def toggle_fullscreen(self) -> None:
        pygame.display.toggle_fullscreen()

    def resize(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.ui.set_window_resolution(size)
        if self.scene is not None:
            self.scene.resized(size)

    def run(self, max_seconds: float | None = None) -> None:
        elapsed = 0.0
        while self.running and self.scene is not None:
            scene = self.scene
            busy = scene.animating() or scene.dirty
            if not busy:
                # Nothing moves: sleep until something happens (waking now and then for the UI's own timers).
                ev = pygame.event.wait(IDLE_WAIT_MS)
                events = [ev] if ev.type != pygame.NOEVENT else []
                events += pygame.event.get()
            else:
                events = pygame.event.get()
            for ev in events:
                if ev.type == pygame.QUIT:
                    self.running = False
                elif ev.type == pygame.VIDEORESIZE:
                    w, h = max(ev.w, 640), max(ev.h, 400)
                    self.ui.set_window_resolution((w, h))
                    scene.resized((w, h))
                elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                    self.toggle_fullscreen()
                consumed = self.ui.process_events(ev)
                if not consumed:
                    scene.handle(ev)
                if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                               pygame.KEYDOWN, pygame_gui.UI_BUTTON_PRESSED):
                    scene.dirty = True
            # cap the frame rate only while something moves; idle, the wait above paces the loop
            dt = (self.clock.tick(60) if busy else self.clock.tick()) / 1000.0
            elapsed += dt
            if self.scene is not scene:
                continue
            scene.update(dt)
            self.ui.update(dt)
            if scene.dirty or scene.animating() or self.ui.get_focus_set():
                scene.draw(self.screen)
                self.ui.draw_ui(self.screen)
                pygame.display.flip()
                scene.dirty = False
                self.frames += 1
            for fn in self.after_frame:
                fn()
            if max_seconds is not None and elapsed >= max_seconds:
                break
        for s in reversed(self.scenes):
            s.leave()
        pygame.quit()


def start() -> int:
    from game import settings as st
    from game.scenes.title import TitleScene
    prefs = st.load()
    app = App(prefs.window_size, settings=prefs)
    if prefs.fullscreen:
        app.toggle_fullscreen()
    app.switch(TitleScene(app))
    app.run()
    return 0
