"""Player settings, kept between runs as JSON in the user's settings folder."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields

ANIMATION_SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 2.5}


@dataclass
class Settings:
    window: str = "1280x720"
    fullscreen: bool = False
    animation: str = "normal"      # off, normal, fast
    sound: bool = True
    highlight_moves: bool = True
    symbols: bool = True           # colour-blind symbols: shapes and letters as well as colours

    @property
    def window_size(self) -> tuple[int, int]:
        try:
            w, h = (int(v) for v in self.window.lower().split("x"))
            return max(1280, w), max(720, h)
        except ValueError:
            return 1280, 720


def settings_path() -> str:
    import platformdirs
    folder = platformdirs.user_config_dir("SkiTheMountain", appauthor=False)
    return os.path.join(folder, "settings.json")


def load(path: str | None = None) -> Settings:
    """The saved settings; anything missing or unreadable falls back to the default."""
    path = path or settings_path()
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return Settings()
    s = Settings()
    if isinstance(data, dict):
        for field in fields(Settings):
            if field.name in data and isinstance(data[field.name], type(getattr(s, field.name))):
                setattr(s, field.name, data[field.name])
    if s.animation not in ANIMATION_SPEEDS:
        s.animation = "normal"
    return s


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
