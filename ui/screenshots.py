"""Render the app's screens to PNG files: `safehouse screenshot --out DIR --size WxH [--scale S]`.

Every screen is shown in the main window (or as its own dialog), at the requested size, and grabbed
from the screen: on a real X server (the command runs itself under Xvfb when there is no display) that
is what a player sees, laid out by a real window system. Each table is a real GameScreen showing the
views of a seeded game played to one moment (a vote reveal, the Lady, the rescue window, a round's
end), delivered by a FrozenTable.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from .connection import PUBLIC
from .frozen_table import FrozenTable, play_until

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang", "Hugo", "Ines", "Jun"]
RESISTANCE = {"players": 5, "options": {"plot": True}}
AVALON = {"players": 8, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "good_lancelot",
                                                      "evil_lancelot"], "lady_of_the_lake": True, "excalibur": True}}
AVALON_7 = {"players": 7, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "mordred"],
                                      "lady_of_the_lake": True}}
BODYGUARD = {"players": 6, "options": {}}


def _app(lang: str | None) -> QApplication:
    from .fonts import load_fonts
    from .gui_gc import collect_on_gui_thread
    from .theme import stylesheet
    from .translation import install_translation

    app = QApplication.instance() or QApplication([])
    collect_on_gui_thread(app)
    load_fonts(app)
    install_translation(app, lang or "en")
    app.setStyleSheet(stylesheet())
    return app


def _settle(app: QApplication, rounds: int = 6) -> None:
    for _ in range(rounds):
        app.processEvents()


def _last_event(kind: str):
    return lambda game, state: bool(state.events) and state.events[-1].kind == kind


def _just_happened(kind: str, within: int = 4):
    """The last command brought about an event of this kind (among the few it caused)."""
    return lambda game, state: any(event.kind == kind for event in state.events[-within:])


def _phase(name: str):
    return lambda game, state: getattr(state, "phase", None) == name


def _over(game, state) -> bool:
    return game.outcome(state) is not None


def _scenarios():
    """(file name, game, config, seed, moment, hot-seat?) for each table shot."""
    def vote_with_plot(game, state):
        return _just_happened("votes_revealed")(game, state) and state.round >= 1 and bool(
            game.view(state, None).get("plot", {}).get("held") and any(game.view(state, None)["plot"]["held"]))

    def lady_moved(game, state):
        tokens = game.view(state, None).get("tokens", {}).get("lady_of_the_lake", {})
        return len(tokens.get("holders", [])) >= 2 and state.phase == "propose"

    def bodyguard_busy(game, state):
        view = game.view(state, None)
        return state.phase == "turn" and sum(len(row) for row in view["rows"]) >= 5

    def round_over(game, state):
        return _just_happened("round_ended", 12)(game, state) and game.outcome(state) is None

    def second_round(game, state):
        return state.phase == "set_aside" and getattr(state, "round", 0) >= 1

    return [
        ("table_resistance_start.png", "resistance", RESISTANCE, 11, _phase("plot_draw"), False),
        ("table_resistance_propose.png", "resistance", RESISTANCE, 11, _phase("propose"), False),
        ("table_resistance_vote.png", "resistance", RESISTANCE, 13, _phase("vote"), False),
        ("table_resistance_plot_vote.png", "resistance", RESISTANCE, 11, vote_with_plot, False),
        ("table_resistance_mission.png", "resistance", RESISTANCE, 11, _phase("mission"), False),
        ("table_resistance_mission_result.png", "resistance", RESISTANCE, 11, _just_happened("mission_result"), False),
        ("table_resistance_hotseat_curtain.png", "resistance", RESISTANCE, 12, _phase("vote"), True),
        ("end_resistance.png", "resistance", {"players": 6, "options": {}}, 21, _over, False),
        ("table_avalon_lady.png", "avalon", AVALON_7, 5, lady_moved, False),
        ("table_avalon_lady_choice.png", "avalon", AVALON, 5, _phase("lady"), False),
        ("table_avalon_excalibur.png", "avalon", AVALON, 6, _phase("give_token"), False),
        ("table_avalon_excalibur_used.png", "avalon", AVALON, 6, _just_happened("card_switched"), False),
        ("table_avalon_lancelot_card.png", "avalon", AVALON, 6, _just_happened("loyalty_card_turned"), False),
        ("table_avalon_votes_revealed.png", "avalon", AVALON, 6, _just_happened("votes_revealed"), False),
        ("table_avalon_assassination.png", "avalon", AVALON_7, 8, _phase("assassination"), False),
        ("end_avalon.png", "avalon", AVALON, 9, _over, False),
        ("table_bodyguard_start.png", "bodyguard", BODYGUARD, 3, _phase("set_aside"), False),
        ("table_bodyguard_turn.png", "bodyguard", BODYGUARD, 3, bodyguard_busy, False),
        ("table_bodyguard_counter.png", "bodyguard", BODYGUARD, 3, _phase("counter"), False),
        ("table_bodyguard_rescue.png", "bodyguard", {"players": 5, "options": {}}, 4, _phase("rescue"), False),
        ("table_bodyguard_round_summary.png", "bodyguard", BODYGUARD, 3, round_over, False),
        ("table_bodyguard_round_two.png", "bodyguard", BODYGUARD, 3, second_round, False),
        ("end_bodyguard.png", "bodyguard", BODYGUARD, 3, _over, False),
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


def replay_journal(folder: Path) -> Path:
    """A finished seeded Avalon game's journal, to open in the replay screen."""
    from desktop.engine import GAMES
    from desktop.engine.core.journal import dumps_line, header

    game = GAMES["avalon"]
    state = play_until(game, AVALON_7, 4, _over)
    head = header(game.name, state.config, state.seed)
    head["names"] = NAMES[:AVALON_7["players"]]
    path = folder / ".screenshot-replay.safehouse"
    lines = [dumps_line(head)] + [dumps_line({"seat": s, "command": c}) for s, c in state.commands]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _good_seat(journal: Path) -> int:
    """A seat of the good side (its review has a belief worth drawing: a spy knows the spies)."""
    from desktop.engine import GAMES
    from desktop.engine.core.journal import read_journal_file

    game, state = read_journal_file(journal, GAMES).replay(GAMES)
    return next(seat for seat, side in enumerate(state.sides) if side == game.good)


class _Camera:
    """Shows each screen at the wanted size and saves what the screen shows of it."""

    def __init__(self, app: QApplication, out: Path, size: tuple[int, int]) -> None:
        self.app, self.out, self.size = app, out, size
        self.written: list[Path] = []
        # On a real window system the pixels come from the screen; offscreen, from the widget's own paint.
        self.from_screen = app.platformName() not in ("offscreen", "minimal")

    def shoot(self, widget, name: str, size: tuple[int, int] | None = None) -> Path:
        widget.resize(*(size or self.size))
        widget.move(0, 0)
        widget.show()
        widget.raise_()
        _settle(self.app)
        if self.from_screen and widget.windowHandle() is not None:
            from PySide6.QtCore import QThread

            for _ in range(10):  # the X server maps the window, then Qt paints it
                if widget.windowHandle().isExposed():
                    break
                QThread.msleep(20)
                _settle(self.app, 2)
            QThread.msleep(30)
            _settle(self.app)
            image = widget.screen().grabWindow(widget.winId())
        else:
            image = widget.grab()
        path = self.out / name
        image.save(str(path))
        self.written.append(path)
        return path


def render_all(out: str | Path, size: tuple[int, int] = (1280, 800), lang: str | None = None) -> list[Path]:
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from desktop.net.protocol import PROTOCOL_VERSION
    from PySide6.QtCore import QSettings

    from .art import Art
    from .catalog import Catalog
    from .lan.frozen import join_list_for_shot, lobby_for_shot
    from .main_window import MainWindow
    from .settings import Settings

    app = _app(lang)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    art = Art()
    settings = Settings(animation_speed="off", window_width=size[0], window_height=size[1])
    camera = _Camera(app, out, size)
    store = QSettings(str(out / ".screenshot-settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    camera.shoot(window, "home.png")

    def in_window(widget, name: str) -> None:
        window.stack.addWidget(widget)
        window.stack.setCurrentWidget(widget)
        camera.shoot(window, name)
        window.stack.setCurrentWidget(window.home)
        window.stack.removeWidget(widget)
        widget.deleteLater()

    dialog_size = (min(size[0], 1100), min(size[1], 860))
    for name, dialog in _dialogs(GAMES, LEVELS, settings, window):
        camera.shoot(dialog, name, dialog_size)
        dialog.hide()
        dialog.deleteLater()
    window.raise_()
    for name, widget in (("lan_lobby.png", lobby_for_shot(LEVELS)),
                         ("lan_join_list.png", join_list_for_shot(settings, PROTOCOL_VERSION))):
        in_window(widget, name)
    for name, game_name, config, seed, moment, hot_seat in _scenarios():
        if game_name not in GAMES:
            continue
        screen = table_screen(game_name, config, seed, moment, hot_seat, art, settings)
        if screen is not None:
            in_window(screen, name)
            if hot_seat:  # the same table, its curtain lifted: the player's secret screen
                screen = table_screen(game_name, config, seed, moment, hot_seat, art, settings)
                screen.curtain.button.click()
                in_window(screen, name.replace("curtain", "revealed"))
    from .tutorial_shots import shoot_tutorial

    shoot_tutorial(app, window, camera)  # a lesson, a coached decision, a weak choice, the end
    journal = replay_journal(out)
    replay = window.show_replay(journal)
    if replay is not None:
        replay.slider.setValue(replay.slider.maximum() // 2)
        camera.shoot(window, "replay_revealed.png")
        replay.mode.setCurrentIndex(1)
        camera.shoot(window, "replay_one_seat.png")
    review = window.show_review(journal, _good_seat(journal))
    if review is not None and review.wait():
        review.moments.setCurrentRow(0)
        camera.shoot(window, "review.png")
    from .your_games import YourGamesScreen

    with tempfile.TemporaryDirectory() as data:  # a few sample games, never the player's own history
        in_window(YourGamesScreen(history_path=_sample_history(Path(data), replay_journal(out))), "your_games.png")
    window.hide()
    return camera.written


def _dialogs(games, levels, settings, parent):
    """(file name, dialog) for setup (each game, and a refused setup), settings, rules and resume."""
    from .rules_dialog import RulesDialog
    from .saved_games import ResumeDialog
    from .settings_dialog import SettingsDialog
    from .setup_dialog import SetupDialog

    for game in games:
        dialog = SetupDialog(games, levels, "Ana", solo=True, game=game)
        if game == "avalon":
            dialog.players.setValue(7)
            dialog.preset.setCurrentIndex(max(0, dialog.preset.findData("recommended-7")))
            dialog._preset_chosen()
        yield f"setup_{game}.png", dialog
    invalid = SetupDialog(games, levels, "Ana", solo=False, game="resistance")
    invalid.players.setValue(5)
    _make_invalid(invalid)
    yield "setup_resistance_invalid.png", invalid
    yield "settings.png", SettingsDialog(settings)
    yield "rules.png", RulesDialog()
    with tempfile.TemporaryDirectory() as data:  # the player's own saved tables stay out of the pictures
        previous = os.environ.get("SAFEHOUSE_DATA_DIR")
        os.environ["SAFEHOUSE_DATA_DIR"] = data
        try:
            _sample_unfinished_table(Path(data))
            resume = ResumeDialog()
        finally:
            if previous is None:
                del os.environ["SAFEHOUSE_DATA_DIR"]
            else:
                os.environ["SAFEHOUSE_DATA_DIR"] = previous
        yield "resume.png", resume


def _sample_unfinished_table(root: Path) -> None:
    """A solo Resistance table stopped in its second mission, stored as the host stores one."""
    import random

    from desktop.engine import GAMES
    from desktop.engine.core import random_command
    from desktop.net.lobby import HUMAN, Seat, Table
    from desktop.net.storage import TableStore

    game = GAMES["resistance"]
    config, _warnings = game.validate_config({"players": 5, "options": {}})
    table = Table.create("Safehouse", game.name, config, game.option_set().public_values(config["options"]), ["normal"] * 5)
    table.seats[0] = Seat(kind=HUMAN, name="Ana")
    table.status = "playing"
    store = TableStore.create(root)
    store.save_table(table.private(), {"bot_delay": [0.0, 0.0], "decision_seconds": None, "min_decision_seconds": 0,
                                       "seat_grace": None, "stand_in_level": "normal", "port": None, "app": {}})
    store.start_game(1, game.name, config, 7)
    state, rng = game.new_game(config, 7), random.Random(7)
    while len(state.commands) < 14 and game.outcome(state) is None:
        seat = min(game.pending(state))
        checked = game.check(state, seat, random_command(game.legal(state, seat), rng))
        store.append_command(seat, checked.command())
        game.apply(state, seat, checked)
    store.close()


def _sample_history(root: Path, journal: Path) -> Path:
    """A history of eight games (solo at each level, hot-seat, LAN, each game), each with a journal to replay."""
    from desktop.record import GameRecord, SeatResult, record_game

    you = SeatResult
    games = [  # (game, mode, bots, winner, your seats)
        ("resistance", "solo", "easy", "resistance", (you(0, "resistance", "resistance", True),)),
        ("resistance", "solo", "normal", "spies", (you(0, "spy", "spies", True),)),
        ("avalon", "solo", "normal", "evil", (you(0, "merlin", "good", False),)),
        ("avalon", "solo", "hard", "good", (you(0, "percival", "good", True),)),
        ("avalon", "hotseat", None, "good", (you(0, "assassin", "evil", False), you(1, "merlin", "good", True))),
        ("bodyguard", "solo", "hard", "president", (you(0, "president", None, True, 6),)),
        ("resistance", "lan", None, "spies", (you(2, "resistance", "resistance", False),)),
        ("bodyguard", "solo", "expert", "assassin", (you(0, "bodyguard", None, False, 2),)),
    ]
    path = root / "history.jsonl"
    for number, (game, mode, bots, winner, seats) in enumerate(games):
        copy = root / f"game-{number + 1:04d}.jsonl"
        copy.write_bytes(journal.read_bytes())
        record_game(GameRecord(game, mode, f"2026-11-{20 + number:02d}T19:{10 + number}:00+00:00", tuple(NAMES[:5]), seats,
                               bots, winner, "", str(copy)), path)
    return path


def _make_invalid(dialog) -> None:
    """Tick options until the engine refuses the setup, to show its message inline."""
    for key, (option, editor) in dialog.options_panel.editors.items():
        if option["kind"] == "bool" and not editor.isChecked():
            editor.setChecked(True)
            if dialog.problem.text():
                return
