"""Typed settings with their defaults in one place, stored with Qt's QSettings.

The app shell builds one `Settings` and passes it (and the QSettings store) into what needs it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QSettings

# Seconds a bot waits before answering, per pace; jittered by the host.
BOT_PACES = {"relaxed": 2.2, "normal": 1.2, "fast": 0.5, "instant": 0.0}
# Multiplier on every animation's duration; 0 turns animation off.
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.6, "normal": 1.0, "slow": 1.6}
SCHEMA_VERSION = 1
UI_SCALE_MIN, UI_SCALE_MAX = 100, 200
LANGUAGE_CODES = ("", "en", "es", "vi")


@dataclass
class Settings:
    player_name: str = ""
    animation_speed: str = "normal"
    bot_pace: str = "normal"
    vote_grid_visible: bool = True
    window_width: int = 1280
    window_height: int = 800
    language: str = ""  # "" follows the system
    ui_scale: int = 100  # percent, 100-200: the app's text, controls and icons
    high_contrast: bool = False
    sound_effects: bool = True  # the mute switch (ui/sound.py)
    tutorial_offered: bool = False  # the first launch offered "Learn to play" (shown once)

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def bot_delay(self) -> float:
        return BOT_PACES.get(self.bot_pace, BOT_PACES["normal"])

    @classmethod
    def load(cls, store: QSettings) -> "Settings":
        """Read every field, falling back to its default when missing or of the wrong type."""
        settings = cls()
        for field in fields(cls):
            default = getattr(settings, field.name)
            raw = store.value(field.name, default)
            setattr(settings, field.name, _coerce(raw, default))
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        if settings.bot_pace not in BOT_PACES:
            settings.bot_pace = "normal"
        settings.ui_scale = min(UI_SCALE_MAX, max(UI_SCALE_MIN, settings.ui_scale))
        if settings.language not in LANGUAGE_CODES:
            settings.language = ""
        return settings

    def save(self, store: QSettings) -> None:
        store.setValue("schema_version", SCHEMA_VERSION)
        for field in fields(self):
            store.setValue(field.name, getattr(self, field.name))
        store.sync()


def _coerce(raw, default):
    """QSettings' INI backend returns strings: turn them back into the default's type."""
    try:
        if isinstance(default, bool):
            if isinstance(raw, str):
                return raw.strip().lower() in ("true", "1", "yes")
            return bool(raw)
        if isinstance(default, int):
            return int(raw)
        return str(raw) if raw is not None else default
    except (TypeError, ValueError):
        return default
