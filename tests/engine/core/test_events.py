"""route_events: every seat gets exactly what asking each event about that seat gives, in order."""
from __future__ import annotations

import random

from desktop.engine.core import Event, route_events, visible_events


def random_events(rng: random.Random, seats: int, count: int) -> list[Event]:
    events = []
    for number in range(count):
        audience = None if rng.random() < 0.6 else tuple(sorted(rng.sample(range(seats), rng.randint(1, min(2, seats)))))
        events.append(Event(f"e{number}", {"n": number}, audience))
    return events


def test_routing_by_audience_matches_asking_every_seat():
    rng = random.Random(16)
    for _ in range(300):
        seats = rng.randint(1, 8)
        events = random_events(rng, seats, rng.randint(0, 12))
        since = rng.randint(0, len(events))
        public, by_seat = route_events(events, seats, since)
        assert public == visible_events(events, None, since)
        assert by_seat == [visible_events(events, seat, since) for seat in range(seats)]


def test_private_events_keep_their_places_among_public_ones():
    events = [Event("a", {}, (1,)), Event("b"), Event("c", {}, (1, 2)), Event("d"), Event("e", {}, (2,))]
    public, by_seat = route_events(events, 3)
    kinds = [[shown["kind"] for shown in shown_list] for shown_list in (public, *by_seat)]
    assert kinds == [["b", "d"], ["b", "d"], ["a", "b", "c", "d"], ["b", "c", "d", "e"]]


def test_hand_out_gives_each_seat_what_it_may_see():
    """hand_out (the runner's fan-out) calls each seat's receiver once with exactly that seat's
    visible_events, in order, and does not call a seat that may see nothing."""
    from desktop.engine.core import hand_out

    rng = random.Random(1616)
    for _ in range(400):
        seats = rng.randint(1, 8)
        events = random_events(rng, seats, rng.randint(0, 10))
        if rng.random() < 0.3:  # batches of private events only, or a single one: the empty-public paths
            events = [Event("p", {"n": n}, (rng.randrange(seats),)) for n in range(rng.randint(1, 2))]
        since = rng.randint(0, len(events))
        received: list[list] = [[] for _ in range(seats)]
        hand_out(events, since, [received[seat].append for seat in range(seats)])
        for seat in range(seats):
            expected = visible_events(events, seat, since)
            assert received[seat] == ([expected] if expected else []), (events, since, seat)
