#!/usr/bin/env python3
"""Synthesize the game's sound effects: sprites/sounds/*.wav.

    python tools/make_sounds.py [--out-dir DIR]

Every sound is made here from sine waves and filtered noise (no recording, no
download): a ski swoosh, a lift's hum and bell, a card flip, a bus horn, a
little fanfare for a completed target, a soft bump for a refused click, and a
click for buttons. 22050 Hz, 16-bit mono. Deterministic: the noise comes from
a fixed-seed generator, so running it twice writes the same bytes.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import struct
import sys
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RATE = 22050


def env(i: int, n: int, attack: float = 0.02, release: float = 0.3) -> float:
    t = i / n
    a = min(1.0, t / attack) if attack > 0 else 1.0
    r = min(1.0, (1 - t) / release) if release > 0 else 1.0
    return a * r


def tone(freq: float, secs: float, vol: float = 0.5, attack: float = 0.02, release: float = 0.4,
         harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    n = int(RATE * secs)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(h * math.sin(2 * math.pi * freq * (k + 1) * t) for k, h in enumerate(harmonics))
        out.append(vol * env(i, n, attack, release) * v / sum(harmonics))
    return out


def noise(secs: float, vol: float, seed: int, smooth: float, sweep: tuple[float, float] | None = None) -> list[float]:
    """Low-passed noise; ``sweep`` moves the filter from one strength to another."""
    rng = random.Random(seed)
    n = int(RATE * secs)
    out, y = [], 0.0
    for i in range(n):
        k = smooth if sweep is None else sweep[0] + (sweep[1] - sweep[0]) * i / n
        y += k * (rng.uniform(-1, 1) - y)
        out.append(vol * env(i, n, 0.15, 0.5) * y * 3)
    return out


def mix(*parts: list[float]) -> list[float]:
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def concat(*parts: list[float]) -> list[float]:
    return [x for p in parts for x in p]


def silence(secs: float) -> list[float]:
    return [0.0] * int(RATE * secs)


SOUNDS = {
    "glide": lambda: noise(0.7, 0.55, 1, 0.05, sweep=(0.02, 0.25)),
    "lift": lambda: mix(tone(110, 0.9, 0.18, 0.1, 0.3, (1.0, 0.5, 0.25)),
                        concat(silence(0.55), tone(1318, 0.35, 0.25, 0.005, 0.9, (1.0, 0.3)))),
    "card": lambda: mix(noise(0.09, 0.22, 2, 0.5), tone(880, 0.06, 0.12, 0.005, 0.8)),
    "bus": lambda: concat(tone(311, 0.22, 0.3, 0.02, 0.2, (1.0, 0.6, 0.3)), silence(0.05),
                          tone(262, 0.3, 0.3, 0.02, 0.3, (1.0, 0.6, 0.3))),
    "target": lambda: concat(tone(523, 0.12, 0.3, 0.01, 0.3, (1.0, 0.4)), tone(659, 0.12, 0.3, 0.01, 0.3, (1.0, 0.4)),
                             tone(784, 0.12, 0.3, 0.01, 0.3, (1.0, 0.4)), tone(1047, 0.35, 0.3, 0.01, 0.6, (1.0, 0.4))),
    "bump": lambda: tone(140, 0.12, 0.35, 0.005, 0.7, (1.0, 0.5)),
    "click": lambda: tone(1200, 0.03, 0.2, 0.002, 0.8),
}


def write(path: str, samples: list[float]) -> None:
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out-dir", default=os.path.join(ROOT, "sprites", "sounds"))
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for name, make in SOUNDS.items():
        write(os.path.join(args.out_dir, f"{name}.wav"), make())
    print(f"{len(SOUNDS)} sounds written under {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
