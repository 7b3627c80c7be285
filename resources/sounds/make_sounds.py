"""Synthesize the app's sound effects into this folder: `python resources/sounds/make_sounds.py`.

Our own sounds, made from sine tones and a little noise with the standard library (no samples, no
licences to track). Mono, 16-bit, 22 050 Hz, each under a second: about 135 KB in all. The WAV files are
committed; run this again only to change a sound (the output is the same on every run).
"""
from __future__ import annotations

import array
import math
import random
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def tone(frequency: float, seconds: float, volume: float = 0.5, attack: float = 0.005, decay: float = 6.0,
         overtone: float = 0.25) -> list[float]:
    """A plucked/bell-like note: a quick attack, an exponential fade, one soft octave overtone."""
    samples = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        wave_ = math.sin(2 * math.pi * frequency * t) + overtone * math.sin(4 * math.pi * frequency * t)
        samples.append(volume * envelope * wave_ / (1 + overtone))
    return samples


def noise(seconds: float, volume: float = 0.3, decay: float = 30.0, seed: int = 1) -> list[float]:
    """A short filtered noise burst: a card turned over on felt."""
    rng, last, samples = random.Random(seed), 0.0, []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = 0.7 * last + 0.3 * rng.uniform(-1, 1)  # a one-pole low-pass: softer than white noise
        samples.append(volume * math.exp(-decay * t) * min(1.0, t / 0.004) * last)
    return samples


def sequence(*parts: tuple[float, list[float]]) -> list[float]:
    """Mix parts that start at the given times (seconds)."""
    length = max(int(start * RATE) + len(part) for start, part in parts)
    mixed = [0.0] * length
    for start, part in parts:
        offset = int(start * RATE)
        for i, value in enumerate(part):
            mixed[offset + i] += value
    return mixed


SOUNDS = {
    # A vote token laid down: two soft woody clicks.
    "vote": lambda: sequence((0.0, tone(880, 0.09, 0.35, decay=45)), (0.06, tone(660, 0.1, 0.3, decay=45))),
    # The votes or mission cards turned over together.
    "reveal": lambda: sequence((0.0, noise(0.18, 0.45)), (0.05, noise(0.16, 0.35, seed=2)),
                               (0.02, tone(523.25, 0.25, 0.18, decay=14))),
    # A mission succeeds: a rising major third and fifth.
    "success": lambda: sequence((0.0, tone(523.25, 0.5, 0.32, decay=6)), (0.1, tone(659.25, 0.5, 0.3, decay=6)),
                                (0.2, tone(783.99, 0.6, 0.3, decay=5))),
    # A mission fails: a falling minor step, lower and darker.
    "fail": lambda: sequence((0.0, tone(392.0, 0.45, 0.35, decay=5, overtone=0.5)),
                             (0.14, tone(311.13, 0.6, 0.35, decay=4, overtone=0.5))),
    # The game ends: a short four-note call.
    "end": lambda: sequence((0.0, tone(392.0, 0.3, 0.3)), (0.12, tone(523.25, 0.3, 0.3)),
                            (0.24, tone(659.25, 0.3, 0.3)), (0.36, tone(783.99, 0.7, 0.32, decay=3.5))),
}


def write(name: str, samples: list[float]) -> Path:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak if peak > 1 else 32767
    data = array.array("h", (int(max(-32767, min(32767, s * scale))) for s in samples))
    path = HERE / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return path


if __name__ == "__main__":
    for sound_name, make in SOUNDS.items():
        print(write(sound_name, make()))
