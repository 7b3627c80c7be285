"""The settings dialog: edits the Settings it is given (the caller saves and applies them)."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox,
)

from . import icons
from .settings import ANIMATION_SPEEDS, BOT_PACES, UI_SCALE_MAX, UI_SCALE_MIN, Settings
from .text import tr
from .translation import LANGUAGES


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr("settings", "Settings"))
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(tr("settings", "Your name at the table"))
        speed_names = {"off": tr("settings", "Off"), "fast": tr("settings", "Fast"), "normal": tr("settings", "Normal"),
                       "slow": tr("settings", "Slow")}
        self.animation = _combo({key: speed_names[key] for key in ANIMATION_SPEEDS}, settings.animation_speed)
        pace_names = {"relaxed": tr("settings", "Relaxed"), "normal": tr("settings", "Normal"),
                      "fast": tr("settings", "Fast"), "instant": tr("settings", "Instant")}
        self.pace = _combo({key: pace_names[key] for key in BOT_PACES}, settings.bot_pace)
        self.vote_grid = QCheckBox(tr("settings", "Show the vote history beside the table"))
        self.vote_grid.setChecked(settings.vote_grid_visible)
        self.language = _combo({"": tr("settings", "System language"), **LANGUAGES}, settings.language)
        self.scale = QSpinBox()
        self.scale.setRange(UI_SCALE_MIN, UI_SCALE_MAX)
        self.scale.setSingleStep(25)
        self.scale.setSuffix(" %")
        self.scale.setValue(settings.ui_scale)
        self.contrast = QCheckBox(tr("settings", "High-contrast theme"))
        self.contrast.setChecked(settings.high_contrast)
        self.sound = QCheckBox(tr("settings", "Sound effects (votes, reveals, the end)"))
        self.sound.setIcon(icons.icon("sound_on"))
        self.sound.setChecked(settings.sound_effects)
        self.sound.toggled.connect(lambda on: self.sound.setIcon(icons.icon("sound_on" if on else "sound_off")))
        form = QFormLayout(self)
        title = QLabel(tr("settings", "Settings"))
        title.setObjectName("dialogTitle")
        form.addRow(title)
        rows = [
            (tr("settings", "&Your name"), self.name),
            (tr("settings", "&Animations"), self.animation),
            (tr("settings", "&Bot pace"), self.pace),
            (tr("settings", "&Language"), self.language),
            (tr("settings", "Text and controls &size"), self.scale),
        ]
        for text, editor in rows:
            label = QLabel(text)
            label.setBuddy(editor)  # Alt+letter jumps to the field; screen readers read the label
            editor.setAccessibleName(text.replace("&", ""))
            form.addRow(label, editor)
        form.addRow("", self.vote_grid)
        form.addRow("", self.contrast)
        form.addRow("", self.sound)
        note = QLabel(tr("settings", "A new language and size apply at once. A game in progress keeps some of its "
                                     "labels in the old language until you leave the table."))
        note.setObjectName("hint")
        note.setWordWrap(True)
        form.addRow("", note)
        buttons = QDialogButtonBox(QDialogButtonBox.Save | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Save).setText(tr("settings", "Save"))
        buttons.button(QDialogButtonBox.Cancel).setText(tr("settings", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(520)

    def accept(self) -> None:
        self.settings.player_name = self.name.text().strip()
        self.settings.animation_speed = self.animation.currentData()
        self.settings.bot_pace = self.pace.currentData()
        self.settings.vote_grid_visible = self.vote_grid.isChecked()
        self.settings.language = self.language.currentData()
        self.settings.ui_scale = self.scale.value()
        self.settings.high_contrast = self.contrast.isChecked()
        self.settings.sound_effects = self.sound.isChecked()
        super().accept()


def _combo(choices: dict[str, str], current: str) -> QComboBox:
    box = QComboBox()
    for key, label in choices.items():
        box.addItem(label, key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box
