"""Events: what happened, and who may see it."""
from __future__ import annotations

from typing import Any, Callable, Iterator, NamedTuple, Sequence

Viewer = int | None  # a seat number, or None for a spectator (the public view)


class Event(NamedTuple):
    """One thing that happened. `audience` None means everyone; otherwise only those seats.

    Immutable and cheap to make (a named tuple): a game emits thousands. `data` is never changed.
    """

    kind: str
    data: dict = {}  # noqa: RUF012 - never changed: shared default is safe
    audience: tuple[int, ...] | None = None

    def visible_to(self, viewer: Viewer | str) -> bool:
        if viewer == OMNISCIENT or self.audience is None:
            return True
        return viewer is not None and viewer in self.audience

    def to_data(self) -> dict:
        return {"kind": self.kind, **self.data}


# The viewer that sees everything: replays "with everything revealed", tests, never a live seat.
OMNISCIENT = "all"


def visible_events(events: list[Event], viewer: Viewer | str, since: int = 0) -> list[dict]:
    """The events from index `since` on that `viewer` may see, as plain data."""
    return [e.to_data() for e in events[since:] if e.visible_to(viewer)]


def route_events(events: Sequence[Event], seats: int, since: int = 0) -> tuple[list[dict], list[list[dict]]]:
    """The events from index `since` on, routed by audience: (for spectators, for each seat).

    The host's and the sim's fan-out: each event is read once and sent where its audience says
    (everyone, or the seats it names) instead of asking every seat about every event. Seats that
    may see no private event in the batch all get the same public list; a seat that may gets the
    public list with its private events put back in their places. Lists and dicts are shared:
    read-only for whoever receives them.
    """
    public, privately = route_by_audience(events, since)
    by_seat = [public] * seats
    if privately is not None:
        for seat, mine in privately.items():
            by_seat[seat] = mine
    return public, by_seat


def hand_out(events: Sequence[Event], since: int, receivers: Sequence[Callable[[list[dict]], Any]]) -> None:
    """Hand each seat's receiver (in seat order) the events from index `since` on that its seat may
    see, as `route_events` routes them; a seat that may see none is not called. The runner's fan-out:
    one pass, each event shown once, and at most two lists a batch (everyone's and one audience's)."""
    public: list[dict] = []
    batch = iter(events[since:])  # an iterator: the loops below go on from where the one before stopped
    for kind, data, audience in batch:
        if audience is not None:
            break
        public.append({"kind": kind, **data})
    else:  # most batches: no private event, everyone gets the public list
        if public:
            for receive in receivers:
                receive(public)
        return
    # The first private event: its audience's list is the public one so far, then the event.
    only = audience
    mine = public.copy()
    mine.append({"kind": kind, **data})
    for kind, data, audience in batch:
        shown = {"kind": kind, **data}
        if audience is None:
            public.append(shown)
            mine.append(shown)
        elif audience == only:  # a draw then a discard: the same seat's
            mine.append(shown)
        else:  # private events of different audiences (a deal): the general way, rare
            privately = _route_mixed(public, mine, only, shown, audience, batch)
            seat = 0
            for receive in receivers:
                given = privately.get(seat, public)
                if given:
                    receive(given)
                seat += 1
            return
    if not public:  # only the audience sees anything
        for seat in only:
            receivers[seat](mine)
        return
    if len(only) == 1:  # one seat's (a card drawn): the seats before it and after it get the public list
        who = only[0]
        for receive in receivers[:who]:
            receive(public)
        receivers[who](mine)
        for receive in receivers[who + 1:]:
            receive(public)
        return
    seat = 0
    for receive in receivers:  # a counter, not enumerate: no tuple a seat
        receive(mine if seat in only else public)
        seat += 1


def _route_mixed(public: list[dict], mine: list[dict], only: tuple[int, ...], shown: dict,
                 audience: tuple[int, ...], batch: Iterator[Event]) -> dict[int, list[dict]]:
    """hand_out's batch once a private event's audience differs from the ones before (`only`'s, in
    `mine`): the rest routed as route_by_audience does; {seat: its list} for the seats named, and
    `public` completed in place."""
    private = []
    at = 0
    for given in mine:  # `only`'s events among the public ones so far: their places
        if at < len(public) and given is public[at]:
            at += 1
        else:
            private.append((at, given, only))
    private.append((len(public), shown, audience))
    for kind, data, audience in batch:
        if audience is None:
            public.append({"kind": kind, **data})
        else:
            private.append((len(public), {"kind": kind, **data}, audience))
    return _merge_private(public, private)


def route_by_audience(events: Sequence[Event], since: int = 0) -> tuple[list[dict], dict[int, list[dict]] | None]:
    """`route_events` by audience: (the public list, {seat: its list} for the seats that may see a
    private event, or None when no event is private). Every other seat's list is the public one, so
    a caller need not look at each seat's. (The runner hands events out with `hand_out`.)"""
    public: list[dict] = []
    private: list[tuple[int, dict, tuple[int, ...]]] | None = None  # (public events before it, shown, audience)
    for kind, data, audience in events[since:]:
        if audience is None:
            public.append({"kind": kind, **data})
        elif private is None:  # made on the first private event: most batches have none
            private = [(len(public), {"kind": kind, **data}, audience)]
        else:
            private.append((len(public), {"kind": kind, **data}, audience))
    if private is None:
        return public, None
    if len(private) == 1:  # the usual batch: one private event (a card drawn), one list for its audience
        place, shown, audience = private[0]
        mine = public[:place]
        mine.append(shown)
        mine += public[place:]
        return public, dict.fromkeys(audience, mine)
    return public, _merge_private(public, private)


def _merge_private(public: list[dict], private: list[tuple[int, dict, tuple[int, ...]]]) -> dict[int, list[dict]]:
    """{seat: its list} for each seat some private event names: the public list with that seat's
    private events put back in their places."""
    privately: dict[int, list[dict]] = {}
    for seat in sorted({seat for _, _, audience in private for seat in audience}):
        mine = []
        start = 0
        for place, shown, audience in private:
            if seat in audience:
                mine += public[start:place]
                mine.append(shown)
                start = place
        mine += public[start:]
        privately[seat] = mine
    return privately
