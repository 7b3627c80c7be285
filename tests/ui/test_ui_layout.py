"""The table's items never overlap, at every player count, and the whole table stays visible at any size."""
import itertools

import pytest
from PySide6.QtCore import QRectF

from ui.frozen_table import play_until

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang", "Hugo", "Ines", "Jun"]


def _scene_for(game_name, players, art):
    from desktop.engine import GAMES
    from ui.table.motion import Motion
    from ui.table.scenes import make_scene

    game = GAMES[game_name]
    options = {"plot": True} if game_name == "resistance" else {}
    state = play_until(game, {"players": players, "options": options}, 9,
                       lambda g, s: getattr(s, "round", 0) >= 1 or g.outcome(s) is not None)
    scene = make_scene(game_name, art, Motion(0))
    scene.show_view(game.view(state, 0), NAMES[:players], ["Bot · Normal"] * players, 0)
    return scene


def _rect(item) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


@pytest.mark.parametrize("game_name,players", [("resistance", n) for n in range(5, 11)] + [("avalon", 7), ("bodyguard", 4), ("bodyguard", 8)])
def test_seat_plates_and_centre_do_not_overlap(app, art, game_name, players):
    scene = _scene_for(game_name, players, art)
    plates = [seat.mapRectToScene(seat.plate_rect()) for seat in scene.seats]
    for first, second in itertools.combinations(plates, 2):
        assert not first.intersects(second)
    bounds = scene.sceneRect()
    for plate in plates:
        assert bounds.contains(plate)
    centre = []
    if hasattr(scene, "track"):
        centre = [_rect(slot) for slot in scene.track.slots] + [_rect(scene.caption)]
    tokens = [_rect(t) for t in getattr(scene, "team_tokens", {}).values()]
    if getattr(scene, "leader_token", None) is not None:
        tokens.append(_rect(scene.leader_token))
    for plate in plates:
        for other in centre + tokens:
            assert not plate.intersects(other)


def test_resizing_keeps_the_whole_table_in_view(app, art, qtbot):
    from ui.table.table_view import TableView

    view = TableView(_scene_for("resistance", 10, art))
    qtbot.addWidget(view)
    view.show()
    for width, height in ((1280, 800), (800, 480), (1920, 1080), (600, 900)):
        view.resize(width, height)
        app.processEvents()
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.adjusted(-2, -2, 2, 2).contains(view.scene().sceneRect())


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_bodyguard_blocks_plates_hand_and_centre_never_overlap(app, players):
    from ui.table.bodyguard_layout import CENTRE_BOX, HIT, hand_rect, layout, plate_rect

    for bottom in range(players):
        positions, blocks = layout(players, bottom)
        rects = [plate_rect(p) for p in positions] + [rect for _shape, rect in blocks] + [CENTRE_BOX, hand_rect()]
        for first, second in itertools.combinations(rects, 2):
            assert not first.intersects(second), (players, bottom, first, second)
        for rect in rects:
            assert QRectF(0, 0, 1600, 1000).contains(rect)
        for shape, rect in blocks:  # every slot (4 hit types and a Martini) fits its block
            assert rect.width() >= 2 * HIT.width() and rect.height() >= 2 * HIT.height()


@pytest.mark.parametrize("players", [4, 6, 8])
def test_bodyguard_scene_hits_and_hand_are_clear_of_plates(app, art, players):
    from desktop.engine import GAMES
    from ui.table.motion import Motion
    from ui.table.scenes import make_scene

    game = GAMES["bodyguard"]
    state = play_until(game, {"players": players, "options": {}}, 3,
                       lambda g, s: s.phase == "turn" and sum(len(r) for r in g.view(s, None)["rows"]) >= players)
    scene = make_scene("bodyguard", art, Motion(0))
    viewer = state.turn if isinstance(state.turn, int) else 0
    scene.show_view(game.view(state, viewer), NAMES[:players], ["Bot"] * players, viewer)
    plates = [seat.mapRectToScene(seat.plate_rect()) for seat in scene.seats]
    hits = [item.mapRectToScene(QRectF(0, 0, item.size.width(), item.size.height())) for item in scene.hits.values()]
    hand = [item.mapRectToScene(QRectF(0, 0, item.size.width(), item.size.height())) for item in scene.hand]
    assert hits and hand
    for card in hits + hand:
        assert scene.sceneRect().contains(card)
        for plate in plates:
            assert not card.intersects(plate)
    for first, second in itertools.combinations(hits, 2):
        assert not first.intersects(second)
    piles = [_rect(scene.draw_pile), _rect(scene.discard_pile)]
    for card in hits + hand:
        for pile in piles:
            assert not card.intersects(pile)
