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
