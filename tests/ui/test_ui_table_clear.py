"""A clear, stable table: the board keeps its scale, tokens stay by their plates, text reads right."""
import pytest
from PySide6.QtCore import QRectF

from desktop.engine import GAMES

from ui.connection import PUBLIC
from ui.screenshots import table_screen

AVALON = {"players": 7, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "mordred"],
                                    "lady_of_the_lake": True}}


def _settle(app, screen, size):
    screen.resize(*size)
    screen.show()
    for _ in range(6):
        app.processEvents()


def _busy_bodyguard(game, state):
    return state.phase == "turn" and sum(len(row) for row in game.view(state, None)["rows"]) >= 3


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_bodyguard_card_choice_keeps_the_board_and_its_rows(app, art, settings, size):
    screen = table_screen("bodyguard", {"players": 6, "options": {}}, 3, _busy_bodyguard, False, art, settings)
    _settle(app, screen, size)
    assert screen.prompt._cards is not None
    scale = screen.table_view.transform().m11()
    screen.prompt.choose_value("card", screen.prompt._cards.cards[0])
    _settle(app, screen, size)
    assert screen.table_view.transform().m11() == pytest.approx(scale)  # the board never rescales
    shown = [b for b in screen.prompt.findChildren(type(screen.prompt._cards.card_buttons[screen.prompt._cards.cards[0]]))
             if b.isVisible()]
    assert len(shown) > len(screen.prompt._cards.cards)  # the action rows came
    for button in shown:  # none collapses into a sliver
        assert button.height() >= button.minimumSizeHint().height(), button.text()
    screen.deleteLater()


def test_the_assassination_keeps_the_board_scale(app, art, settings):
    def phase(name):
        return lambda game, state: state.phase == name

    propose = table_screen("avalon", AVALON, 8, phase("propose"), False, art, settings)
    shot = table_screen("avalon", AVALON, 8, phase("assassination"), False, art, settings)
    scales = []
    for screen in (propose, shot):
        _settle(app, screen, (1280, 800))
        scales.append(screen.table_view.transform().m11())
        screen.deleteLater()
    assert scales[0] == pytest.approx(scales[1])


@pytest.mark.parametrize("players", range(5, 11))
def test_token_rows_touch_their_plate_clear_of_the_track(players):
    from ui.table.layout import ROW, TABLE_BOX, TOKEN, TRACK_BOX, seat_positions, token_row
    from ui.table.seat_item import PLATE

    positions = seat_positions(players, 0)
    plates = [QRectF(p.x() - PLATE.width() / 2, p.y() - PLATE.height() / 2, PLATE.width(), PLATE.height())
              for p in positions]
    for seat, position in enumerate(positions):
        centre, _direction = token_row(position, (PLATE.width() / 2, PLATE.height() / 2), (ROW / 2, TOKEN / 2),
                                       plates[:seat] + plates[seat + 1:])
        box = QRectF(centre.x() - ROW / 2, centre.y() - TOKEN / 2, ROW, TOKEN)
        assert TABLE_BOX.contains(box) and not box.intersects(TRACK_BOX)
        assert not any(box.intersects(plate) for index, plate in enumerate(plates) if index != seat)
        # touching its own plate: a few units from it, on one axis (never on a diagonal)
        gap_x = max(plates[seat].left() - box.right(), box.left() - plates[seat].right())
        gap_y = max(plates[seat].top() - box.bottom(), box.top() - plates[seat].bottom())
        assert max(gap_x, gap_y) <= 8 and min(gap_x, gap_y) < 0, (seat, box, plates[seat])


def test_vote_tokens_clear_when_the_next_proposal_starts(app, art, settings):
    game = GAMES["resistance"]
    config = game.validate_config({"players": 5, "options": {}})[0]

    def rejected_then_propose(g, state):
        view = g.view(state, None)
        history = view["vote_history"]
        return state.phase == "propose" and history and not history[-1]["approved"]

    def approved_on_mission(g, state):
        return state.phase == "mission"

    later = table_screen("resistance", config, 4, rejected_then_propose, False, art, settings)
    during = table_screen("resistance", config, 4, approved_on_mission, False, art, settings)
    assert later.scene.vote_marks == {}  # the next leader chooses on a clear table
    assert later.vote_grid.rowCount() >= 1  # the grid keeps them
    assert len(during.scene.vote_marks) == 5  # while the approved team is on its mission, they stay
    team = set(during.views[PUBLIC]["team"])
    assert {s for s, seat in enumerate(during.scene.seats) if seat.on_team} == team  # team plates marked
    later.deleteLater()
    during.deleteLater()


def test_the_role_card_hides_behind_the_hot_seat_curtain(app, art, settings):
    screen = table_screen("avalon", AVALON, 5, lambda g, s: s.phase == "vote", True, art, settings)
    _settle(app, screen, (1280, 800))
    assert screen.director.showing is None
    assert not screen.role_panel.isVisible()  # the public screen shows nobody's role
    seat = screen.curtain.seat if screen.bottom.currentWidget() is screen.curtain else 0
    screen.curtain.revealed.emit(seat)
    _settle(app, screen, (1280, 800))
    you = screen.views[seat]["you"]
    assert screen.role_panel.isVisible()
    from ui import names

    assert screen.role_panel.role.text() == names.role(you["role"])
    screen.hide_button.click()
    _settle(app, screen, (1280, 800))
    assert not screen.role_panel.isVisible()
    screen.deleteLater()


def test_what_you_know_lists_percivals_candidates(app, art):
    from ui.role_panel import known_lines

    view = {"you": {"seat": 0, "role": "percival", "side": "good"}, "knowledge": [
        {"fact": "role", "seat": 0, "role": "percival", "source": "reveal"},
        {"fact": "one_of_roles", "seats": [2, 4], "roles": ["merlin", "morgana"], "source": "reveal"}]}
    lines = known_lines(view, ["Ana", "Bao", "Carmen", "Duc", "Elena"])
    assert lines == ["Merlin or Morgana: Carmen, Elena"]


def test_the_clerics_first_leader(app):
    from ui.role_panel import known_lines

    view = {"you": {"seat": 0, "role": "cleric", "side": "good"}, "first_leader": 3, "knowledge": [
        {"fact": "role", "seat": 0, "role": "cleric", "source": "reveal"},
        {"fact": "side", "seat": 3, "side": "evil", "source": "reveal"}]}
    assert known_lines(view, ["Ana", "Bao", "Carmen", "Duc", "Elena"]) == ["First leader Duc is Evil."]


def test_plain_roles_read_once(app):
    from ui.table.captions import knowledge_lines

    view = {"you": {"seat": 0, "role": "resistance", "side": "resistance"}, "knowledge": []}
    assert knowledge_lines(view, ["Ana"]) == ["You are Resistance."]
    view = {"you": {"seat": 0, "role": "merlin", "side": "good"}, "knowledge": []}
    assert knowledge_lines(view, ["Ana"]) == ["You are Merlin (Good)."]


def test_log_lines_for_unanimous_votes(app):
    from ui.log_text import event_line

    seat_names = ["Ana", "Bao", "Carmen"]
    everyone = {"kind": "votes_revealed", "votes": {"0": True, "1": True, "2": True}, "approved": True}
    split = {"kind": "votes_revealed", "votes": {"0": True, "1": False, "2": True}, "approved": True}
    assert "—" not in event_line(everyone, seat_names) and "everyone" in event_line(everyone, seat_names)
    assert event_line(split, seat_names) == "The team is approved. Approve: Ana, Carmen. Reject: Bao."


def test_a_cut_plate_says_it_all_in_its_tooltip(app, art):
    from ui.table.seat_item import SeatItem

    item = SeatItem(art, 0, "#2bb3a3")
    item.set_state("Ana", "Resistance", "common/hidden_role", None, False, False)
    assert item.toolTip() == ""
    long = "Loyal Servant of Arthur · a very long subtitle that cannot fit"
    item.set_state("Maximiliana Bartholomew", long, "common/hidden_role", None, False, False)
    assert "Maximiliana Bartholomew" in item.toolTip() and "cannot fit" in item.toolTip()


@pytest.mark.parametrize("players", range(4, 9))
def test_bodyguard_cards_lie_on_the_desk(players):
    from ui.table.bodyguard_layout import DESK, hand_rect, layout, plate_rect

    desk = QRectF(30, 30, 1540, 940)  # the desk the table art draws (build_art.py: inset 30)
    assert DESK == desk
    for bottom in range(players):
        positions, blocks = layout(players, bottom)
        for rect in [plate_rect(p) for p in positions] + [rect for _shape, rect in blocks] + [hand_rect()]:
            assert desk.contains(rect), (players, bottom, rect)


def test_a_rejected_vote_still_turns_over_for_its_moment(app, art, settings):
    game = GAMES["resistance"]
    config = game.validate_config({"players": 5, "options": {}})[0]

    def just_rejected(g, state):
        return bool(state.events) and state.events[-1].kind == "proposal_rejected"

    screen = table_screen("resistance", config, 4, just_rejected, False, art, settings)
    view = screen.views[PUBLIC]
    assert view["phase"] == "propose" and screen.scene.vote_marks == {}
    last = view["vote_history"][-1]
    event = {"kind": "votes_revealed", "votes": last["votes"], "approved": False, "team": last["team"]}
    screen.scene.flash_votes(event)
    assert len(screen.scene.vote_marks) == 5  # every card turned over together
    screen.scene.show_view(view, screen.seat_names, screen.subtitles, 0)  # a later update during the moment
    assert len(screen.scene.vote_marks) == 5
    screen.scene.end_flash()
    assert screen.scene.vote_marks == {}  # then the next leader chooses on a clear table
    screen.deleteLater()
