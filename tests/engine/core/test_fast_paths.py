"""The command path's fast paths agree with the slow ones they stand in for.

- `Game.apply` takes a command of a shared legal list by the list's compiled cleaner: it must accept
  exactly what `Game.check` accepts, journal the same clean command (same keys, same order), and refuse
  everything else with the same code and parameters.
- `random_chooser` (the random bot's draw) and `random_command` draw what randrange and sample draw.
- `ChanceRng.shuffled` and `choice` give what random.Random's shuffle and randrange give.
- `seeded` gives random.Random(seed)'s state.
"""
import json
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import ChanceRng, Rejected, one_of, random_chooser, random_command, seeded, shared, spec, subset
from desktop.engine.core.commands import SMALL_POOL, _sample_by_bits

from .test_shared_specs import ODD_VALUES, commands_for, drawn_by_randrange


def outcome_of(call):
    """What a call gave: ("ok", value) or ("refused", code, params)."""
    try:
        return ("ok", call())
    except Rejected as error:
        return ("refused", error.code, error.params)


def states_at_each_decision(name, config, seed):
    """A game played at random, a copy of the state at every decision with the deciding seat."""
    game = GAMES[name]
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    found = []
    while game.pending(state):
        seat = min(game.pending(state))
        game.view(state, seat)  # the caches the host's path fills: pending, the seat's legal list
        found.append((game.copy(state), seat))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    return found


def commands_against(game, state, seat):
    """The seat's legal commands, odd ones made from them, and the same commands' keys reordered."""
    specs = game.legal(state, seat)
    rng = random.Random(1)
    made = [random_command(specs, rng) for _ in range(4)] + commands_for(specs)[::7]
    made += [dict(reversed(list(command.items()))) for command in made[:4]]  # "kind" last
    made += [{"kind": "vote", "approve": 1}, {"kind": "vote", "approve": True, "x": 0}, "vote", None, {"kind": None}]
    return made


@pytest.mark.parametrize("name, config", [("resistance", {"players": 5}), ("avalon", {"players": 5}),
                                          ("avalon", {"players": 7, "options": {"lady_of_the_lake": True}})])
def test_apply_accepts_cleans_and_refuses_as_check_does(name, config):
    game = GAMES[name]
    fast = 0
    for state, seat in states_at_each_decision(name, config, f"fast:{name}")[:12]:
        specs = game.legal(state, seat)
        for command in commands_against(game, state, seat):
            for who in (seat, (seat + 1) % state.players, True, 99):
                checked = outcome_of(lambda: game.check(state, who, command).command())
                twin = game.copy(state)
                game.view(twin, seat)  # the same caches filled as on the host's path
                applied = outcome_of(lambda: game.apply(twin, who, command))
                if checked[0] == "refused":
                    assert applied == checked, (command, who)
                    assert twin.commands == state.commands
                    continue
                assert applied[0] == "ok", (command, who)
                journaled = twin.commands[-1]
                assert journaled[0] == who and json.dumps(journaled[1]) == json.dumps(checked[1])
                fast += specs is game.legal(state, seat) and who == seat
    assert fast > 0


def test_a_journaled_command_is_the_callers_never_shared():
    game = GAMES["resistance"]
    state = game.new_game({"players": 5}, "journal")
    while state.phase != "vote":
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), random.Random(0)))
    game.view(state, 0)
    command = {"approve": True, "kind": "vote"}
    game.apply(state, 0, command)
    journaled = state.commands[-1][1]
    assert journaled is not command and list(journaled) == ["kind", "approve"]
    command["approve"] = False
    assert journaled["approve"] is True


def some_lists():
    return [
        [spec("vote", approve=one_of([True, False]))],
        [spec("card", card=one_of(["success"]))],
        [spec("pick", value=one_of(list(range(11))))],
        [spec("team", team=subset(range(5), 2))],
        [spec("team", team=subset(range(10), 5))],
        [spec("team", team=subset(range(SMALL_POOL + 4), 3))],  # past the pool size: random.sample itself
        [spec("pick", value=one_of([0, 1]), other=one_of(["a", "b", "c"])), spec("pick", value=one_of([2]))],
        [spec("team", team=subset(range(3), 2)), spec("vote", approve=one_of([False])), spec("pass")],
        [spec("pass")],
    ]


class CustomRandom(random.Random):
    """A generator with its own random(): randrange no longer draws by getrandbits."""

    def random(self):
        return super().random()


@pytest.mark.parametrize("index", range(len(some_lists())))
@pytest.mark.parametrize("marked", [True, False])
def test_the_chooser_draws_as_randrange_draws(index, marked):
    made = some_lists()[index]
    specs = shared(made) if marked else made
    for seed in range(8):
        for ours, theirs in ((random.Random(seed), random.Random(seed)), (CustomRandom(seed), CustomRandom(seed))):
            choose = random_chooser(ours)
            decide = random_chooser(ours, from_view=True)  # the random bot's decide: a view's "legal"
            for _ in range(4):
                assert choose(specs) == drawn_by_randrange(made, theirs)
                assert random_command(specs, ours) == drawn_by_randrange(made, theirs)
                assert decide({"legal": specs}) == drawn_by_randrange(made, theirs)
            assert ours.getstate() == theirs.getstate()  # the same draws, none more


def test_the_chooser_refuses_an_empty_list():
    with pytest.raises(ValueError):
        random_chooser(random.Random(0))([])
    with pytest.raises(ValueError):
        random_command([], CustomRandom(0))


def test_a_small_sample_is_drawn_as_random_sample_draws():
    for seed in range(10):
        for size in range(SMALL_POOL + 1):
            for k in {0, min(1, size), size // 2, size}:
                ours, theirs = random.Random(seed), random.Random(seed)
                population = [value * 3 for value in range(size)]
                assert _sample_by_bits(ours.getrandbits, population, k) == theirs.sample(population, k)
                assert ours.getstate() == theirs.getstate()


def test_chance_draws_as_shuffle_and_randrange_draw():
    for seed in [*range(10), "deal", -7]:
        chance, reference = ChanceRng(seed), random.Random(seed)
        for size in (0, 1, 2, 5, 10, 40):
            items = [str(value) for value in range(size)]
            expected = list(items)
            reference.shuffle(expected)
            assert chance.shuffled("deck", items) == expected
            if size:
                assert chance.choice("one", items) == items[reference.randrange(size)]
        assert chance._random.getstate() == reference.getstate()
    assert [label for label, _ in chance.chance_log][:3] == ["deck", "deck", "one"]
    with pytest.raises(ValueError):
        ChanceRng(0).choice("none", [])


def test_odd_values_are_still_refused_by_the_compiled_cleaner():
    """The cleaner holds to the type test: 1 is not True, 0 is not False, 1.0 is not 1."""
    game = GAMES["resistance"]
    state = game.new_game({"players": 5}, "odd")
    while state.phase != "vote":
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), random.Random(0)))
    for value in ODD_VALUES:
        twin = game.copy(state)
        game.view(twin, 0)
        result = outcome_of(lambda: game.apply(twin, 0, {"kind": "vote", "approve": value}))
        assert (result[0] == "ok") == (type(value) is bool), value


def test_events_routed_by_audience_are_what_each_seat_may_see():
    """route_by_audience (the runner's fan-out): the public list for every seat not named, their own
    list for the seats named; each equals that seat's visible_events."""
    from desktop.engine.core import Event, route_by_audience, visible_events

    batches = [
        [],
        [Event("a", {"x": 1}), Event("b")],
        [Event("a"), Event("drawn", {"card": 3}, (2,)), Event("b")],
        [Event("p", {}, (0, 3)), Event("a"), Event("q", {"y": 2}, (3,)), Event("r", {}, (1,))],
        [Event("only", {}, (4,))],
        # private events that share one audience (a draw and a discard): one list for those seats
        [Event("drew", {}, (1,)), Event("a"), Event("discarded", {}, (1,)), Event("b"), Event("kept", {}, (1,))],
        [Event("a"), Event("p", {}, (0, 3)), Event("q", {}, tuple([0, 3])), Event("b")],
    ]
    for events in batches:
        for since in range(len(events) + 1):
            public, privately = route_by_audience(events, since)
            assert public == visible_events(events, None, since)
            for seat in range(5):
                mine = public if privately is None else privately.get(seat, public)
                assert mine == visible_events(events, seat, since), (events, since, seat)
            assert (privately is None) == all(e.audience is None for e in events[since:])


@pytest.mark.parametrize("seed", ["", "bench:0", "bench:12:bot:3", "é漢字", "x" * 300, 0, 12345678901234567890, None])
def test_seeded_is_random_random_of_the_seed(seed):
    """`seeded` (the chance's and the bots' generators) gives random.Random(seed)'s very state."""
    if seed is None:  # not seeded by a str or int: the plain constructor, whose state is the OS's
        assert type(seeded(seed)) is random.Random
        return
    mine, theirs = seeded(seed), random.Random(seed)
    assert type(mine) is random.Random
    assert mine.getstate() == theirs.getstate()
    assert [mine.random() for _ in range(3)] + [mine.getrandbits(70)] == [theirs.random() for _ in range(3)] + [theirs.getrandbits(70)]
    assert mine.gauss(0, 1) == theirs.gauss(0, 1)
