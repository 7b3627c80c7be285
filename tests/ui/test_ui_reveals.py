"""Reveal moments never leak: their order and timing follow public events only.

Two worlds differ only in hidden information (who the spies are, so who played the Fail card); the
screen of a seat that is a spy in one world and not in the other must schedule the same reveals,
wait the same beats, and turn the mission cards in the same order.
"""
import pytest

from desktop.engine import GAMES

from ui.connection import PUBLIC
from ui.frozen_table import FrozenTable
from ui.table import reveals

GAME = GAMES["resistance"]
NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena"]
VIEWER = 1  # a spy in world A, Resistance in world B


def world(spies):
    roles = ["spy" if seat in spies else "resistance" for seat in range(5)]
    return GAME.new_game({"players": 5, "options": {"roles": roles, "first_leader": 0}}, seed="same")


def batches(spies):
    """Per command, what a local screen receives: (seat, view, new events) for the public feed and VIEWER.
    Team [1, 2] goes on mission 1; the spy on it plays Fail (seat 1 in world A, seat 2 in world B)."""
    state = world(spies)
    seen = {PUBLIC: 0, VIEWER: 0}
    result = []

    def apply(seat, command):
        GAME.apply(state, seat, command)
        batch = []
        for viewer in (VIEWER, PUBLIC):
            events = GAME.events_for(state, viewer, 0)
            batch.append((viewer, GAME.view(state, viewer), events[seen[viewer]:]))
            seen[viewer] = len(events)
        result.append(batch)

    apply(0, {"kind": "propose_team", "team": [1, 2]})
    for seat in range(5):
        apply(seat, {"kind": "vote", "approve": True})
    for seat in (1, 2):
        apply(seat, {"kind": "mission_card", "card": "fail" if seat in spies else "success"})
    return result


WORLD_A, WORLD_B = {1, 3}, {2, 4}


def test_the_worlds_differ_for_the_viewer_but_not_in_public():
    a, b = batches(WORLD_A), batches(WORLD_B)
    assert [x[1][2] for x in a] == [x[1][2] for x in b]  # public events alike
    assert [x[0][1] for x in a] != [x[0][1] for x in b]  # the viewer's own views differ (spy or not)


@pytest.mark.parametrize("pace,motion", [("normal", 1.0), ("relaxed", 1.6), ("fast", 0.0)])
def test_two_worlds_give_the_same_reveal_schedule(app, art, pace, motion):
    from ui.game_screen import GameScreen
    from ui.settings import Settings

    schedules = []
    for spies in (WORLD_A, WORLD_B):
        settings = Settings(animation_speed={1.0: "normal", 1.6: "slow", 0.0: "off"}[motion], bot_pace=pace)
        table = FrozenTable("resistance", NAMES, [VIEWER], {s: "normal" for s in range(5) if s != VIEWER})
        table.live = True
        screen = GameScreen(table, art, settings)
        waits = []
        for batch in batches(spies):
            for seat, view, events in batch:
                screen._on_update(seat, view, events)
            waits.append(screen._show_batch(batch))
        played = [(r.kind, r.steps) for r in screen.reveals.played if r.kind != "role_card"]
        layer = screen.scene.reveal
        faces = [item.name for item in layer.items]
        schedules.append((waits, played, faces))
        screen.deleteLater()
    assert schedules[0] == schedules[1]
    waits, played, faces = schedules[0]
    kinds = [kind for kind, _steps in played]
    assert kinds == ["votes", "mission"]
    mission_steps = played[1][1]
    assert [s.kind for s in mission_steps] == ["shuffle", "turn", "turn", "banner"]
    assert waits[-1] >= sum(s.length for s in mission_steps if s.kind == "banner")


def test_mission_cards_turn_by_position_from_counts_only():
    event = {"kind": "mission_result", "slot": 2, "round": 3, "team": [0, 1, 4], "successes": 2, "fails": 1}
    same_counts_other_players = dict(event, team=[2, 3, 4])
    assert reveals.mission_faces(event) == reveals.mission_faces(same_counts_other_players)
    assert sorted(reveals.mission_faces(event)) == ["fail", "success", "success"]
    a = reveals.plan([event], 5, "normal", 1.0)
    b = reveals.plan([dict(event, successes=3, fails=0, result="success")], 5, "normal", 1.0)
    assert a[0].steps == b[0].steps  # a success and a fail take exactly as long


def test_reduced_motion_keeps_the_result_on_screen():
    event = {"kind": "mission_result", "slot": 0, "round": 0, "team": [0, 1], "successes": 2, "fails": 0}
    (reveal,) = reveals.plan([event], 5, "normal", 0.0)
    assert all(s.length == 0 for s in reveal.steps if s.kind in ("shuffle", "turn"))
    assert reveal.length == reveals.BANNER_HOLD  # nothing moves, the banner still holds to be read
    assert reveals.plan([event], 5, "instant", 0.0)[0].length == 0


def test_each_action_gets_a_beat_a_pass_a_short_one():
    action = [{"kind": "hit_placed", "seat": 2, "target": 0, "card": "hit_time_01", "hit_type": "time"}]
    passing = [{"kind": "reaction_passed", "seat": 3}, {"kind": "turn_started", "seat": 4, "turn": 9}]
    slow, normal, fast = (reveals.beat(pace, action) for pace in ("relaxed", "normal", "fast"))
    assert slow > normal > fast >= 400  # slow / normal / fast, each long enough to follow
    assert 0 < reveals.beat("normal", passing) < normal
    assert reveals.beat("instant", action) == 0 and reveals.beat("normal", []) == 0
    assert reveals.actor(action) == 2 and reveals.actor(passing) == 3


def test_escape_skips_a_reveal(app, art):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ui.game_screen import GameScreen
    from ui.settings import Settings

    table = FrozenTable("resistance", NAMES, [VIEWER], {s: "normal" for s in range(5) if s != VIEWER})
    screen = GameScreen(table, art, Settings(animation_speed="normal", bot_pace="normal"))
    screen.show()
    for seat, view, events in batches(WORLD_A)[-1]:
        screen._on_update(seat, view, events)
    mission = [e for e in batches(WORLD_A)[-1][1][2] if e["kind"] == "mission_result"]
    assert screen.play_reveals(mission) > 0 and screen.scene.reveal.isVisible()
    QTest.keyClick(screen, Qt.Key_Escape)
    assert not screen.scene.reveal.isVisible()
    screen.deleteLater()
