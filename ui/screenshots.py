"""Render the app's screens to PNG files, offscreen: `safehouse screenshot --out DIR`.

Each table is a real GameScreen showing views from a seeded game played to an interesting moment
(a vote reveal, plot cards, the Lady of the Lake, the rescue window), delivered by a FrozenTable.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from .connection import PUBLIC
from .frozen_table import FrozenTable, play_until

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang", "Hugo", "Ines", "Jun"]


def _app(lang: str | None) -> QApplication:
    from .fonts import load_fonts
    from .theme import stylesheet
    from .translation import install_translation

    app = QApplication.instance() or QApplication([])
    load_fonts(app)
    install_translation(app, lang or "en")
    app.setStyleSheet(stylesheet())
    return app


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def _last_event(kind: str):
    return lambda game, state: bool(state.events) and state.events[-1].kind == kind


def _scenarios():
    """(file name, game, config, seed, moment, hot-seat?) for each table shot."""
    def vote_with_plot(game, state):
        return _last_event("votes_revealed")(game, state) and state.round >= 1 and bool(
            game.view(state, None).get("plot", {}).get("held") and any(game.view(state, None)["plot"]["held"]))

    def lady_moved(game, state):
        tokens = game.view(state, None).get("tokens", {}).get("lady_of_the_lake", {})
        return len(tokens.get("holders", [])) >= 2 and state.phase == "propose"

    def phase(name):
        return lambda game, state: getattr(state, "phase", None) == name

    def bodyguard_busy(game, state):
        view = game.view(state, None)
        return state.phase == "turn" and sum(len(row) for row in view["rows"]) >= 5

    return [
        ("table_resistance_plot_vote.png", "resistance", {"players": 5, "options": {"plot": True}}, 11, vote_with_plot, False),
        ("table_resistance_hotseat_curtain.png", "resistance", {"players": 5, "options": {"plot": True}}, 12, phase("vote"), True),
        ("table_avalon_lady.png", "avalon", {"players": 7, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "mordred"], "lady_of_the_lake": True}}, 5, lady_moved, False),
        ("table_avalon_assassination.png", "avalon", {"players": 7, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "mordred"], "lady_of_the_lake": True}}, 8, phase("assassination"), False),
        ("table_bodyguard_turn.png", "bodyguard", {"players": 6, "options": {}}, 3, bodyguard_busy, False),
        ("table_bodyguard_rescue.png", "bodyguard", {"players": 5, "options": {}}, 4, phase("rescue"), False),
        ("end_resistance.png", "resistance", {"players": 6, "options": {}}, 21, lambda g, s: g.outcome(s) is not None, False),
    ]


def table_screen(game_name: str, config: dict, seed: int, moment, hot_seat: bool, art, settings):
    """A GameScreen showing the first moment of a seeded game where `moment` holds (None if never)."""
    from desktop.engine import GAMES

    from .game_screen import GameScreen

    game = GAMES[game_name]
    state = None
    for attempt in range(40):  # a few deals until the moment comes up
        state = play_until(game, config, seed + attempt, moment)
        if state is not None:
            break
    if state is None:
        return None
    players = config["players"]
    pending = sorted(game.pending(state)) or [0]
    you = pending[0]
    humans = list(range(players)) if hot_seat else [you]
    bots = {} if hot_seat else {seat: "normal" for seat in range(players) if seat != you}
    table = FrozenTable(game_name, NAMES[:players], humans, bots)
    screen = GameScreen(table, art, settings)
    views = {PUBLIC: game.view(state, None)}
    for seat in humans:
        views[seat] = game.view(state, seat)
    if hot_seat:
        screen.director.seen_role.update(humans)
    log = {seat: game.events_for(state, seat) for seat in humans}
    log[PUBLIC] = game.events_for(state, None)
    table.show(views, log)
    return screen


def render_all(out: str | Path, size: tuple[int, int] = (1280, 800), lang: str | None = None) -> list[Path]:
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings

    from .art import Art
    from .catalog import Catalog
    from .main_window import MainWindow
    from .settings import Settings
    from .setup_dialog import SetupDialog

    app = _app(lang)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    art = Art()
    settings = Settings(animation_speed="off")
    written: list[Path] = []

    def save(widget, name: str) -> None:
        widget.resize(*size)
        widget.show()
        _settle(app)
        path = out / name
        widget.grab().save(str(path))
        written.append(path)

    store = QSettings(str(out / ".screenshot-settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    save(window, "home.png")
    window.hide()
    dialog = SetupDialog(GAMES, LEVELS, "Ana", solo=True, game="avalon")
    dialog.players.setValue(7)
    dialog.preset.setCurrentIndex(max(0, dialog.preset.findData("recommended-7")))
    dialog._preset_chosen()
    save(dialog, "setup_avalon.png")
    dialog.hide()
    invalid = SetupDialog(GAMES, LEVELS, "Ana", solo=False, game="resistance")
    invalid.players.setValue(5)
    _make_invalid(invalid)
    save(invalid, "setup_resistance_invalid.png")
    invalid.hide()
    from desktop.net.protocol import PROTOCOL_VERSION

    from .lan.frozen import join_list_for_shot, lobby_for_shot

    for name, widget in (("lan_lobby.png", lobby_for_shot(LEVELS)),
                         ("lan_join_list.png", join_list_for_shot(settings, PROTOCOL_VERSION))):
        save(widget, name)
        widget.hide()
        widget.deleteLater()
    for name, game_name, config, seed, moment, hot_seat in _scenarios():
        if game_name not in GAMES:
            continue
        screen = table_screen(game_name, config, seed, moment, hot_seat, art, settings)
        if screen is not None:
            save(screen, name)
            screen.hide()
            screen.deleteLater()
    return written


def _make_invalid(dialog) -> None:
    """Tick options until the engine refuses the setup, to show its message inline."""
    for key, (option, editor) in dialog.options_panel.editors.items():
        if option["kind"] == "bool" and not editor.isChecked():
            editor.setChecked(True)
            if dialog.problem.text():
                return
