"""Hot-seat privacy: between curtains the screen shows only the public view; a seat's private view
appears only after that player takes the screen, and goes away once they have acted."""
from ui.connection import PUBLIC
from ui.frozen_table import FrozenTable, play_until

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena"]


def _hot_seat_vote(app, art, settings):
    from desktop.engine import GAMES
    from ui.game_screen import GameScreen

    game = GAMES["resistance"]
    state = play_until(game, {"players": 5, "options": {}}, 4, lambda g, s: s.phase == "vote")
    table = FrozenTable("resistance", NAMES, list(range(5)), {})
    screen = GameScreen(table, art, settings)
    views = {PUBLIC: game.view(state, None), **{seat: game.view(state, seat) for seat in range(5)}}
    table.show(views)
    return game, state, table, screen


def _private_roles_on_table(screen) -> set[str]:
    return {seat.role_card.name for seat in screen.scene.seats} - {"common/hidden_role"}


def test_curtain_hides_private_views_until_the_player_takes_the_screen(app, art, settings, qtbot):
    game, state, table, screen = _hot_seat_vote(app, art, settings)
    assert screen.bottom.currentWidget() is screen.curtain
    assert screen.curtain.seat == 0 and "Ana" in screen.curtain.heading.text()
    assert _private_roles_on_table(screen) == set()  # public: every role card face down
    assert screen.prompt.buttons == []
    qtbot.mouseClick(screen.curtain.button, qtbot_left())
    assert screen.director.showing == 0
    assert screen.bottom.currentWidget() is screen.prompt
    assert _private_roles_on_table(screen)  # Ana now sees her own card
    labels = [b.text() for b in screen.prompt.buttons]
    assert labels == ["Approve", "Reject"]
    qtbot.mouseClick(screen.prompt.buttons[0], qtbot_left())
    assert table.sent == [(0, {"kind": "vote", "approve": True})]
    # The host answers: Ana's vote is in, so her next view owes nothing: the curtain comes back for Bao.
    game.apply(state, 0, {"kind": "vote", "approve": True})
    table.show({0: game.view(state, 0), PUBLIC: game.view(state, None)})
    assert screen.director.showing is None
    assert screen.bottom.currentWidget() is screen.curtain and screen.curtain.seat == 1
    assert _private_roles_on_table(screen) == set()


def test_hide_button_returns_to_the_public_view(app, art, settings, qtbot):
    _game, _state, _table, screen = _hot_seat_vote(app, art, settings)
    qtbot.mouseClick(screen.curtain.button, qtbot_left())
    assert _private_roles_on_table(screen)
    screen._hide_private()
    assert screen.director.showing is None and _private_roles_on_table(screen) == set()


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.LeftButton


def test_peek_at_my_role_goes_through_the_curtain(app, art, settings, qtbot):
    game, state, table, screen = _hot_seat_vote(app, art, settings)
    for seat in range(5):  # everyone has seen their role and voted: the screen is public, nobody owes anything
        screen.director.seen_role.add(seat)
        game.apply(state, seat, {"kind": "vote", "approve": True})
    table.show({PUBLIC: game.view(state, None), **{seat: game.view(state, seat) for seat in range(5)}})
    assert screen.director.showing is None
    assert screen.peek_button.isVisibleTo(screen)
    assert [a.text() for a in screen.peek_menu.actions()] == NAMES
    screen.peek_menu.actions()[2].trigger()  # Carmen forgot her role
    assert screen.bottom.currentWidget() is screen.curtain and screen.curtain.seat == 2
    assert _private_roles_on_table(screen) == set()  # nothing private before she takes the screen
    qtbot.mouseClick(screen.curtain.cancel, qtbot_left())  # "Not now": back to the public table
    assert screen.peek_seat is None and screen.director.showing is None
    screen.peek(2)
    qtbot.mouseClick(screen.curtain.button, qtbot_left())
    assert screen.director.showing == 2 and _private_roles_on_table(screen)
    assert not screen.peek_button.isVisibleTo(screen)
    screen._hide_private()
    assert screen.director.showing is None and _private_roles_on_table(screen) == set()
