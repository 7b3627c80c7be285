"""`safehouse screenshot`: every kind of screen, in a real window, at the size asked for."""
import pytest

pytestmark = pytest.mark.real_window

KINDS = ("home", "setup_", "settings", "table_resistance_", "table_avalon_", "table_bodyguard_", "end_", "replay_",
         "hotseat_curtain", "lan_lobby", "lan_join", "your_games", "review", "tutorial_lesson", "tutorial_decision",
         "tutorial_weak_choice", "tutorial_end")


def test_every_screen_at_one_size(app, tmp_path):
    from PySide6.QtGui import QImage
    from ui.screenshots import render_all

    written = render_all(tmp_path, (1024, 700))
    names = [path.name for path in written]
    assert len(names) >= 24 and len(set(names)) == len(names)
    for kind in KINDS:
        assert any(kind in name for name in names), kind
    for path in written:
        image = QImage(str(path))
        assert not image.isNull(), path.name
        if not path.name.startswith(("setup_", "settings", "rules", "resume")):  # dialogs have their own size
            assert (image.width(), image.height()) == (1024, 700), path.name
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
        assert len(colours) > 8, f"{path.name} looks blank"  # something was drawn, not an empty window
