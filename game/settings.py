"""Player settings, kept between runs as JSON in the user's settings folder."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields

#: the pace of the table: how fast pieces move and bots play (0: at once, nothing moves)
ANIMATION_SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.5, "instant": 0.0}
#: older settings files' words, read as today's
OLD_SPEED_WORDS = {"off": "instant"}


@dataclass
class Settings:
    window: str = "1280x720"
    fullscreen: bool = False
    animation: str = "normal"      # slow, normal, fast, instant
    sound: bool = True
    highlight_moves: bool = True
    symbols: bool = True           # colour-blind symbols: shapes and letters as well as colours
    tutorial_offered: bool = False  # the title has offered a first-time player the tutorial, and was answered
    scale: int = 100               # the interface scale, in percent: one of SCALES (text, panels, buttons)

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size as kept, within MIN_WINDOW and MAX_WINDOW (the
        window itself is then kept within the display)."""
        return parse_window(self.window) or (1280, 720)


#: the interface scales offered, in percent of the size the window gives (100: the layout fills
#: the window; a larger one would not fit it, so larger text comes with a larger window)
SCALES = (75, 80, 90, 100, 125, 150)

MIN_WINDOW = (1280, 720)
MAX_WINDOW = (7680, 4320)
MAX_SETTINGS_BYTES = 65_536


def parse_window(text: object) -> tuple[int, int] | None:
    """"1600x900" as a size, clamped to MIN_WINDOW..MAX_WINDOW; None if it is not a size."""
    if not isinstance(text, str) or len(text) > 20:
        return None
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        return None
    w, h = (int(p) for p in parts)
    return (max(MIN_WINDOW[0], min(MAX_WINDOW[0], w)), max(MIN_WINDOW[1], min(MAX_WINDOW[1], h)))


def settings_path() -> str:
    import platformdirs
    folder = platformdirs.user_config_dir("SkiTheMountain", appauthor=False)
    return os.path.join(folder, "settings.json")


def load(path: str | None = None) -> Settings:
    """The saved settings; anything missing or unreadable falls back to the default."""
    return load_checked(path)[0]


def load_checked(path: str | None = None) -> tuple[Settings, str]:
    """The saved settings, and what was wrong with the file in one line ("" if
    nothing). Whatever the file holds, settings come back: a field that is not
    right falls back to its default (a window too large is clamped), and a
    file with anything wrong is kept as ``settings.json.bad``, never
    overwritten, so the player's own edits are not lost."""
    from game.core.files import parse_json, set_aside
    from game.core.quote import printable, quoted
    s = Settings()
    try:
        path = path or settings_path()
    except OSError:
        return s, ""
    where = os.path.basename(path)
    try:
        if not os.path.exists(path):
            return s, ""
        if not os.path.isfile(path) or os.path.getsize(path) > MAX_SETTINGS_BYTES:
            problem = "not a settings file (too large, or not a file)"
            data: object = None
        else:
            with open(path, encoding="utf-8-sig") as f:
                data = parse_json(f.read(), 4)
            problem = "" if isinstance(data, dict) else "not a mapping of settings"
    except OSError as e:                         # the system's fault, not the file's: it stays where it is
        return s, (f"The settings file {where} cannot be read now ({e.__class__.__name__}): "
                   "the defaults are used, and the file is left as it is.")
    except ValueError as e:                      # UnicodeDecodeError and JSON errors are ValueErrors
        data, problem = None, printable(str(e).splitlines()[0] if str(e) else e.__class__.__name__, 80)
    if isinstance(data, dict):
        known = {f.name for f in fields(Settings)}
        for key, value in data.items():
            if key not in known:
                problem = problem or f"unknown setting {quoted(key)}"
                continue
            if key == "window":
                size = parse_window(value)
                if size is None:
                    problem = problem or f"window {quoted(value)} is not a size such as 1600x900"
                    continue
                if f"{size[0]}x{size[1]}" != value.lower().replace(" ", ""):
                    problem = problem or f"window {quoted(value)} is outside {MIN_WINDOW[0]}x{MIN_WINDOW[1]} " \
                                         f"to {MAX_WINDOW[0]}x{MAX_WINDOW[1]}"
                s.window = f"{size[0]}x{size[1]}"
                continue
            if key == "animation" and isinstance(value, str):
                value = OLD_SPEED_WORDS.get(value, value)
            if key == "animation" and value not in ANIMATION_SPEEDS:
                problem = problem or f"animation {quoted(value)} is not one of {', '.join(ANIMATION_SPEEDS)}"
                continue
            if key == "scale" and (type(value) is not int or value not in SCALES):
                problem = problem or f"scale {quoted(value)} is not one of {', '.join(map(str, SCALES))} (percent)"
                continue
            if not isinstance(value, type(getattr(s, key))):
                problem = problem or f"{key} is {quoted(value)}, not a {type(getattr(s, key)).__name__}"
                continue
            setattr(s, key, value)
    if not problem:
        return s, ""
    try:
        kept = os.path.basename(set_aside(path))
        return s, f"The settings file {where} had a problem ({problem}): it is kept as {kept}; the rest as before."
    except OSError:
        return s, f"The settings file {where} had a problem ({problem}): the defaults are used for it."


def save(s: Settings, path: str | None = None) -> None:
    """Written atomically: a crash never leaves a half-written settings file."""
    path = path or settings_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(asdict(s), f, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
