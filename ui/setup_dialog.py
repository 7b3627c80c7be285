"""Game setup: the game, the seats (people or bots), presets and every engine option, checked live.

Options come from `game.describe_options()` and `game.presets()`, so a new option, role or module
appears here without UI work. The engine's `validate_config` decides; its message is shown inline.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QFormLayout, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from . import names, options_text
from .option_widgets import OptionsPanel
from .table_setup import HUMAN, TableSetup, default_bot_level, player_levels, presets
from .text import tr

DEFAULT_NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang", "Hugo", "Ines", "Jun"]


class SetupDialog(QDialog):
    def __init__(self, games: dict, levels, player_name: str = "", solo: bool = True,
                 game: str = "resistance", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.games = games
        self.levels = player_levels(levels)  # the testing bot is never offered
        self.solo = solo
        self.player_name = player_name.strip()
        self.result_setup: TableSetup | None = None
        self.config: dict | None = None

        self.game_buttons = QButtonGroup(self)
        game_row = QHBoxLayout()
        for code in games:
            button = QPushButton(names.game(code))
            button.setCheckable(True)
            button.setToolTip(names.game_blurb(code))
            button.setProperty("game", code)
            self.game_buttons.addButton(button)
            game_row.addWidget(button)
        self.blurb = QLabel()
        self.blurb.setObjectName("hint")
        self.blurb.setWordWrap(True)

        self.players = QSpinBox()
        self.players.setAccessibleName(self.tr("Number of players"))
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Preset"))
        self.preset_help = QLabel()
        self.preset_help.setObjectName("hint")
        self.preset_help.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Preset"), self.preset)
        form.addRow("", self.preset_help)

        self.all_bots = QComboBox()
        self.all_bots.setAccessibleName(self.tr("Level of every bot"))
        self.all_bots.addItem(self.tr("Each bot as chosen below"), None)
        for level in self.levels:
            self.all_bots.addItem(self.tr("Every bot: %1").replace("%1", names.level(level)), level)
        self.all_bots.activated.connect(self._all_bots_chosen)
        self.seat_grid = QGridLayout()
        self.seat_grid.setColumnStretch(1, 1)
        self.name_edits: list[QLineEdit] = []
        self.who_boxes: list[QComboBox] = []
        seats_frame = QFrame()
        seats_frame.setObjectName("panel")
        seats_frame.setLayout(self.seat_grid)

        self.options_panel = OptionsPanel()
        options_scroll = QScrollArea()
        options_scroll.setWidgetResizable(True)
        options_scroll.setWidget(self.options_panel)
        options_scroll.setMinimumWidth(380)

        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.warnings = QLabel()
        self.warnings.setObjectName("warning")
        self.warnings.setWordWrap(True)
        self.warnings.setTextFormat(Qt.PlainText)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("primary")
        self.start_button.setDefault(True)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        self.start_button.clicked.connect(self._start)

        left = QVBoxLayout()
        left.addWidget(_heading(self.tr("Game")))
        left.addLayout(game_row)
        left.addWidget(self.blurb)
        left.addLayout(form)
        seats_heading = QHBoxLayout()
        seats_heading.addWidget(_heading(self.tr("Seats")), 1)
        seats_heading.addWidget(self.all_bots)
        left.addLayout(seats_heading)
        left.addWidget(seats_frame)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(_heading(self.tr("Options")))
        right.addWidget(options_scroll, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addSpacing(16)
        columns.addLayout(right, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.problem, 1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        title = QLabel(self.windowTitle())  # the dialog names itself (a window manager may not)
        title.setObjectName("dialogTitle")
        outer.addWidget(title)
        outer.addLayout(columns, 1)
        outer.addWidget(self.warnings)
        outer.addLayout(buttons)
        self.resize(1040, 680)

        self.game_buttons.buttonClicked.connect(lambda button: self.choose_game(button.property("game")))
        self.players.valueChanged.connect(self._players_changed)
        self.preset.activated.connect(self._preset_chosen)
        self.options_panel.changed.connect(self.check)
        self.choose_game(game if game in games else next(iter(games)))

    # ---- game, players, presets -----------------------------------------------------------
    @property
    def game_code(self) -> str:
        checked = self.game_buttons.checkedButton()
        return checked.property("game") if checked else next(iter(self.games))

    def choose_game(self, code: str) -> None:
        for button in self.game_buttons.buttons():
            button.setChecked(button.property("game") == code)
        game = self.games[code]
        self.blurb.setText(names.game_blurb(code))
        self.players.blockSignals(True)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(max(game.min_players, min(self.players.value() or game.min_players, game.max_players)))
        self.players.blockSignals(False)
        self.preset.clear()
        self.preset.addItem(self.tr("Custom"), None)
        for key in presets(code, game):
            self.preset.addItem(options_text.preset_label(key), key)
        self.preset_help.setText("")
        self.options_panel.build(game.describe_options(), _role_sides(game))
        self._players_changed()

    def _players_changed(self) -> None:
        self._rebuild_seats(self.players.value())
        self.check()

    def _preset_chosen(self) -> None:
        key = self.preset.currentData()
        if key is None:
            self.preset_help.setText("")
            return
        preset = presets(self.game_code, self.games[self.game_code])[key]
        self.preset_help.setText(preset.get("help") or preset.get("description") or "")
        if "players" in preset:
            self.players.blockSignals(True)
            self.players.setValue(preset["players"])
            self.players.blockSignals(False)
            self._rebuild_seats(self.players.value())
        self.options_panel.set_values(preset.get("options", {}))
        self.check()

    # ---- seats -----------------------------------------------------------------------------
    def _rebuild_seats(self, count: int) -> None:
        while len(self.name_edits) < count:
            seat = len(self.name_edits)
            edit = QLineEdit(self._default_name(seat))
            edit.setMaxLength(24)
            edit.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(seat + 1)))
            edit.textChanged.connect(self.check)
            who = QComboBox()
            who.setAccessibleName(self.tr("Who plays seat %1").replace("%1", str(seat + 1)))
            who.addItem(self.tr("Person at this screen"), HUMAN)
            for level in self.levels:
                who.addItem(self.tr("Bot — %1").replace("%1", names.level(level)), level)
            human = seat == 0 or not self.solo
            level = self.all_bots.currentData() or default_bot_level(self.levels)
            who.setCurrentIndex(0 if human else who.findData(level))
            who.currentIndexChanged.connect(self.check)
            who.activated.connect(lambda _index: self.all_bots.setCurrentIndex(0))  # seats differ again
            number = QLabel(str(seat + 1))
            number.setObjectName("hint")
            self.seat_grid.addWidget(number, seat, 0)
            self.seat_grid.addWidget(edit, seat, 1)
            self.seat_grid.addWidget(who, seat, 2)
            self.name_edits.append(edit)
            self.who_boxes.append(who)
        for seat, (edit, who) in enumerate(zip(self.name_edits, self.who_boxes)):
            visible = seat < count
            edit.setVisible(visible)
            who.setVisible(visible)
            self.seat_grid.itemAtPosition(seat, 0).widget().setVisible(visible)

    def _all_bots_chosen(self) -> None:
        """Every bot seat takes the chosen level (people stay people)."""
        level = self.all_bots.currentData()
        if level is None:
            return
        for who in self.who_boxes:
            if who.currentData() != HUMAN:
                who.setCurrentIndex(who.findData(level))
        self.check()

    def _default_name(self, seat: int) -> str:
        if seat == 0 and self.player_name:
            return self.player_name
        return DEFAULT_NAMES[seat % len(DEFAULT_NAMES)]

    def seat_names(self) -> list[str]:
        count = self.players.value()
        return [self.name_edits[s].text().strip() or self._default_name(s) for s in range(count)]

    def seat_kinds(self) -> list[str]:
        return [self.who_boxes[s].currentData() for s in range(self.players.value())]

    # ---- validation --------------------------------------------------------------------------
    def check(self) -> bool:
        """Ask the engine; show its message inline; enable Start only for a playable setup."""
        from desktop.engine.core import ConfigError

        game = self.games[self.game_code]
        config = {"players": self.players.value(), "options": self.options_panel.values()}
        problem, warning_lines = "", []
        try:
            self.config, warnings = game.validate_config(config)
            warning_lines = [names.warning(w.get("code", ""), w.get("message", "")) for w in warnings]
        except ConfigError as error:
            self.config = None
            problem = config_problem(error.code, error.params, error.message)
        problem = problem or self.seat_problem()
        self.options_panel.show_balance(_balance(game, self.config) if self.config else "")
        self.problem.setText(problem)
        self.warnings.setText("\n".join("⚠ " + line for line in warning_lines))
        self.start_button.setEnabled(not problem)
        return not problem

    def seat_problem(self) -> str:
        """What is wrong with the seats, in the player's words; empty when nothing is."""
        if HUMAN not in self.seat_kinds():
            return self.tr("At least one seat must be a person at this screen.")
        if len(set(n.casefold() for n in self.seat_names())) < self.players.value():
            return self.tr("Two seats have the same name: give everyone a different one.")
        return ""

    def _start(self) -> None:
        if not self.check():
            return
        self.result_setup = TableSetup(self.game_code, self.config, self.seat_names(), self.seat_kinds())
        self.accept()


def config_problem(code: str, params: dict, message: str) -> str:
    """The engine's setup refusal in the player's words (roles by name); its own message otherwise."""
    roles = ", ".join(names.role(r) for r in str(params.get("roles", "")).split(",") if r)
    if code == "too_many_evil_roles":
        return tr("setup", "Too many evil roles (%1): only %2 evil seats at %3 players.", roles, params["seats"], params["players"])
    if code == "too_many_good_roles":
        return tr("setup", "Too many good roles (%1): only %2 good seats at %3 players.", roles, params["seats"], params["players"])
    if code == "incompatible_options":
        return tr("setup", "%1 cannot be combined with %2.", _option_or_role(params.get("first")),
                  _option_or_role(params.get("second")))
    if code == "needs_option":
        return tr("setup", "%1 needs %2.", _option_or_role(params.get("option")), _option_or_role(params.get("needs")))
    if code == "unpaired_role":
        return tr("setup", "%1 is only played together with %2.", names.role(params.get("role")), names.role(params.get("partner")))
    if code == "duplicate_role":
        return tr("setup", "%1 is listed twice.", names.role(params.get("role")))
    if code == "role_twice":
        return tr("setup", "%1 already is the %2: leave %2 out.", names.role(params.get("role")), names.role(params.get("other")))
    if code == "assassin_with_team_assassination":
        return tr("setup", "Team assassination has no Assassin card: leave %1 out.", names.role(params.get("role")))
    if code == "no_assassin":
        return tr("setup", "The end-of-game shot needs an Assassin, Mordred (Assassin) or team assassination.")
    return message


def _role_sides(game) -> dict[str, bool]:
    """role -> is evil, for the games whose roles are picked (Avalon's roles_in_play)."""
    table = getattr(game, "role_table", None)
    return {role: info.evil for role, info in table.items()} if isinstance(table, dict) else {}


def _balance(game, config: dict) -> str:
    """ "Good 4 · Evil 3" for a valid setup whose deck the engine can tell (the good/evil balance)."""
    deck, sides = getattr(game, "role_deck", None), _role_sides(game)
    if deck is None or not sides:
        return ""
    try:
        cards = deck(config)
    except Exception:  # noqa: BLE001 - an engine without a deck for this setup: no balance line
        return ""
    evil = sum(1 for card in cards if sides.get(card))
    return tr("setup", "At this table: %1 good, %2 evil", len(cards) - evil, evil)


def _option_or_role(key) -> str:
    """A module or option by its name in the options list ("avalon_core" is Merlin and the Assassin)."""
    if key == "avalon_core":
        return tr("setup", "Merlin and the Assassin")
    return options_text.label(key) if key in options_text.LABELS else names.role(key)


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    return label
