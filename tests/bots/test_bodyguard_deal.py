"""The President's deal (REFERENCE.md §4.3): hard keeps the Bodyguard out of a calm table's round,
the expert searches the deal with its playouts (policy.set_aside, opponents.StyleBelief.calm)."""
import random

from desktop.bots import make_bot
from desktop.bots.bodyguard import search
from desktop.bots.bodyguard.opponents import NAMES, StyleBelief
from desktop.bots.bodyguard.style_fitted import STYLE_TABLES
from desktop.engine import GAMES

GAME = GAMES["bodyguard"]
THIRD_TYPE = ("assassin", 1, "hit_president")  # an Assassin hits a President who has two types


def third_type_rate(name, players=8):
    return STYLE_TABLES[players][name].get(THIRD_TYPE, 0.0)


def test_calm_is_the_chance_that_no_other_seat_places_the_third_type():
    belief = StyleBelief(8)
    even = sum(third_type_rate(name) for name in NAMES) / len(NAMES)  # no round over: every style alike
    assert abs(belief.calm(0) - (1 - even) ** 7) < 1e-9
    # Finished rounds have put seats 1-6 on the normal level and seat 7 on the aggressive style.
    for seat in range(8):
        belief.base[seat] = [-200.0] * len(NAMES)
        belief.base[seat][NAMES.index("aggressive" if seat == 7 else "normal")] = 0.0
    expected = (1 - third_type_rate("normal")) ** 6 * (1 - third_type_rate("aggressive"))
    assert abs(belief.calm(0) - expected) < 1e-9
    assert abs(belief.calm(7) - (1 - third_type_rate("normal")) ** 7) < 1e-9  # a seat leaves itself out


def deal_state(players, seed="deal"):
    """A new game at its first decision: the President's deal."""
    config, _ = GAME.validate_config({"players": players, "options": {}})
    state = GAME.new_game(config, seed)
    (president,) = GAME.pending(state)
    assert GAME.pending(state)[president] == "set_aside"
    return state, president


def deal_of(level, state, seat):
    bot = make_bot("bodyguard", level, seat, random.Random(0))
    bot.observe(GAME.events_for(state, seat))
    command = bot.decide(GAME.view(state, seat))
    assert bot.mistakes == 0
    return command["role"]


def test_hard_keeps_the_bodyguard_out_of_a_calm_tables_round(monkeypatch):
    for players in (6, 8):
        state, president = deal_state(players)
        # No round is over: the styles are even, and the aggressive and the deceiver place the third type.
        assert StyleBelief(players).calm(president) < 0.5
        assert deal_of("hard", state, president) == "assassin"
        monkeypatch.setattr(StyleBelief, "calm", lambda self, me: 0.9)  # a table of players who hold it back
        assert deal_of("hard", state, president) == "bodyguard"
        assert deal_of("normal", state, president) == "assassin"  # normal reads no styles
        monkeypatch.undo()
    state, president = deal_state(4)  # at four the rescue is worth more: the Bodyguard stays in
    monkeypatch.setattr(StyleBelief, "calm", lambda self, me: 0.9)
    assert deal_of("hard", state, president) == "assassin"


def test_the_expert_searches_the_deal_by_its_playouts(monkeypatch):
    """Playouts in which the President scores 2 without a Bodyguard and 1 (a rival 2) with one: the
    expert keeps the Bodyguard out although hard deals it; with the scores the other way round it
    deals it. Hard never searches."""
    state, president = deal_state(8)
    rival = (president + 1) % 8

    def playout(world, seat, rng, game, field=None):
        assert world.phase == "turn" and seat == president  # the deal is made: the round plays out
        points = [0] * 8
        if (world.spare == "bodyguard") == keep_out_pays:
            points[president] = 2
        else:
            points[president], points[rival] = 1, 2
        return points

    monkeypatch.setattr(search, "playout", playout)
    keep_out_pays = True
    assert deal_of("hard", state, president) == "assassin"
    assert deal_of("expert", state, president) == "bodyguard"
    keep_out_pays = False
    assert deal_of("expert", state, president) == "assassin"
    state, president = deal_state(4)  # below six players the expert deals as hard does: no search
    monkeypatch.setattr(search, "search", lambda *args, **kwargs: {"kind": "set_aside", "role": "bodyguard"})
    assert deal_of("expert", state, president) == "assassin"
