"""Events reach viewers by their audience (an index from audience to seats), exactly as if every
viewer had been asked about every event."""
from __future__ import annotations

import random

from desktop.engine import GAMES
from desktop.engine.core import Event, random_command, visible_events
from desktop.net.session import GameSession, route_events


def test_routing_by_audience_matches_asking_every_viewer():
    rng = random.Random(5)
    events = [Event(f"e{n}", {"n": n}, None if rng.random() < 0.4 else tuple(rng.sample(range(7), rng.randint(0, 3))))
              for n in range(300)]
    viewers = {**{seat: None for seat in range(7)}, None: None}
    for since in (0, 1, 150, 300):
        shares = route_events(events, since, viewers)
        assert shares == {viewer: visible_events(events, viewer, since) for viewer in viewers}


def test_a_whole_game_sends_each_viewer_the_events_it_may_see():
    from desktop.net.protocol import encode

    for name, game in GAMES.items():
        players = max(game.min_players, 5)
        session = GameSession(game, {"players": players}, seed=f"route:{name}")
        sent = {viewer: [] for viewer in session.feeds}
        rng = random.Random(1)
        for _ in range(400):
            for viewer, update in session.advance_all().items():
                sent[viewer] += update.events
                assert session.feeds[viewer].body == encode(update)  # the bytes sent: the view encoded once
            if session.outcome is not None:
                break
            seat = min(session.pending())
            session.apply(session.check(seat, random_command(game.legal(session.state, seat), rng)))
        assert session.outcome is not None
        for viewer, events in sent.items():
            assert events == game.events_for(session.state, viewer), (name, viewer)


def test_a_spectator_arriving_late_sees_what_a_fresh_catch_up_shows():
    from desktop.net.protocol import encode

    game = GAMES["avalon"]
    session = GameSession(game, {"players": 6}, seed="late")
    rng = random.Random(2)
    session.advance_all()
    feed = session.feeds[None]
    for _ in range(25):
        seat = min(session.pending())
        session.apply(session.check(seat, random_command(game.legal(session.state, seat), rng)))
        session.advance_all()
        first = feed.first_sight(game, session.state)
        assert first == encode(feed.catch_up(game, session.state, 0))
        assert feed.first_sight(game, session.state) is first  # made once per update
