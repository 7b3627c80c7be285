"""The layout checks themselves: each one flags the fault it is for, in a real window, and passes a sound one."""
import pytest
from layout_checks import all_problems, cut_labels, overlapping_controls, scene_problems, squeezed_widgets
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

pytestmark = pytest.mark.real_window


@pytest.fixture
def window(app, qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(400, 300)
    return window


def _show(window, qtbot):
    window.show()
    qtbot.waitExposed(window)


def test_a_sound_layout_has_no_problems(window, qtbot):
    column = QVBoxLayout(window)
    column.addWidget(QLabel("A heading"))
    row = QHBoxLayout()
    row.addWidget(QPushButton("Approve"))
    row.addWidget(QPushButton("Reject"))
    column.addLayout(row)
    _show(window, qtbot)
    assert all_problems(window) == []


def test_a_button_squeezed_below_its_minimum_is_flagged(window, qtbot):
    button = QPushButton("A rather long button label", window)
    button.setGeometry(10, 10, 40, 30)  # placed by hand, as a broken layout would
    column = QVBoxLayout(window)
    column.addWidget(QLabel("placeholder"))
    _show(window, qtbot)
    column.addWidget(button)  # now managed by the layout, whose answer we override:
    button.setFixedWidth(40)
    button.setMinimumWidth(0)
    qtbot.wait(20)
    assert any("squeezed" in p and "long button" in p for p in squeezed_widgets(window))


def test_overlapping_buttons_are_flagged(window, qtbot):
    first, second = QPushButton("One", window), QPushButton("Two", window)
    first.setGeometry(10, 10, 120, 40)
    second.setGeometry(60, 20, 120, 40)
    _show(window, qtbot)
    assert len(overlapping_controls(window)) == 1
    second.move(200, 20)
    assert overlapping_controls(window) == []


def test_a_cut_label_needs_a_tooltip(window, qtbot):
    label = QLabel("Loyal Servant of Arthur, the whole title", window)
    label.setGeometry(10, 10, 60, 30)
    _show(window, qtbot)
    assert len(cut_labels(window)) == 1
    label.setToolTip(label.text())
    assert cut_labels(window) == []


def test_items_off_the_table_are_flagged(app, art, qtbot):
    from desktop.engine import GAMES
    from ui.table.motion import Motion
    from ui.table.scenes import make_scene
    from ui.table.table_view import TableView

    game = GAMES["resistance"]
    state = game.new_game(game.validate_config({"players": 5, "options": {}})[0], 3)
    scene = make_scene("resistance", art, Motion(0))
    scene.show_view(game.view(state, 0), ["Ana", "Bao", "Cy", "Dan", "Eve"], [""] * 5, 0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    assert scene_problems(view) == []
    seat = scene.seats[2]
    seat.setPos(scene.sceneRect().right() - 20, seat.pos().y())  # hanging off the right edge
    problems = scene_problems(view)
    assert len(problems) >= 1 and all("off the table" in p for p in problems)
