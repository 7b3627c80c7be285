"""The expert's assassin: each good seat's whole game read as Merlin's or a plain good seat's, by a
mixture over the styles it may be playing (issue #17 items 4 and 5).

avalon.knowing_play scores every vote with one guessed pair of rates (a knowing vote 0.85 against
0.6). How knowing a Merlin looks depends on how he plays: the gauntlet's Merlins vote what they see,
ours (merlin.py) hide off the deciding missions, a paranoid Merlin rejects every team he is not on
whatever he sees; and a plain good seat of each style rejects dirty teams as often as it reads them.
So each event of a seat's game (a vote by whether the team held a seat evil knows, whether the voter
was on it and the game's stage; a proposal by whether it was dirty) has its measured rate for a
Merlin and for a plain good seat of each style (hunt_fitted.py, refit with
`python -m desktop.bots.mission.hunt_fit`), and a seat's likelihood ratio is

    sum over styles of P(style) P(its events | Merlin, style) / sum of P(style) P(its events | plain, style):

the style is unknown, read from the same events. The assassin shoots the best ratio.
"""
from __future__ import annotations

import functools
import math

from ...engine.avalon.roles import MERLIN, OBERON
from .hunt_fitted import HUNT_RATES
from .lovers_fitted import LOVER_RATES
from .reading import Table

PRIOR = 4.0  # pseudo-counts that pull a style's sparse rate towards every style's pooled rate
FLOOR = 0.02  # no measured rate is certain: one odd vote must not rule a seat out
OBERON_FAILS = 0.7  # how often an evil seat aboard fails, in the read of who may be Oberon
ROUGH_WEIGHT = 0.5  # how much of avalon.knowing_play's reading merlin_odds adds (see there)


def events(table: Table, seat: int, hidden: tuple[int, ...] = (), evil=None) -> list[tuple[str, bool]]:
    """`seat`'s play over the whole game as (event key, yes) pairs: its votes off the hammer (approved?)
    and its proposals (dirty?), 'dirty' meaning the team held an `evil` seat (default: the ones this
    seat knows, as the assassin does) other than `hidden` (a Mordred, whom Merlin does not see)."""
    evil = set(table.known_evil if evil is None else evil) - set(hidden)
    out = []
    for record in table.vote_records(include_unvoted=True):
        team = set(record["team"])
        aboard = min(2, len(evil & team))
        stage = record["stage"]
        if record["leader"] == seat:
            out.append((f"p:{stage}", aboard > 0))
        approve = record["votes"].get(seat)
        if approve is None or record["hammer"]:
            continue
        out.append((f"v:{aboard}:{int(seat in team)}:{stage}", bool(approve)))
    return out


def _nearest(tables: dict[int, dict], players: int) -> int:
    return min(tables, key=lambda count: (abs(count - players), count))


def _smoothed(counts: dict[str, dict[str, dict[str, tuple[int, int]]]], kinds: tuple[str, str]) -> dict[str, dict[bool, dict[str, float]]]:
    """Each player's smoothed rate of 'yes' per event key, for the first of `kinds` (True) and the second,
    pulled towards every player's pooled rate by PRIOR pseudo-counts and kept FLOOR away from certainty."""
    rates: dict[str, dict[bool, dict[str, float]]] = {}
    for first, kind in zip((True, False), kinds):
        pooled: dict[str, list[int]] = {}
        for style in counts.values():
            for key, (yes, n) in style[kind].items():
                total = pooled.setdefault(key, [0, 0])
                total[0] += yes
                total[1] += n
        for name, style in counts.items():
            table = rates.setdefault(name, {})[first] = {}
            for key, (yes_all, n_all) in pooled.items():
                base = (yes_all + 1) / (n_all + 2)
                yes, n = style[kind].get(key, (0, 0))
                table[key] = min(1 - FLOOR, max(FLOOR, (yes + PRIOR * base) / (n + PRIOR)))
    return rates


@functools.cache
def _rates(count: int) -> dict[str, dict[bool, dict[str, float]]]:
    """Each style's smoothed rate per event key at a fitted player count, for a Merlin (True) and a plain good seat."""
    return _smoothed(HUNT_RATES[count], ("merlin", "plain"))


def merlin_candidates(table: Table) -> list[int]:
    """The seats that may be Merlin: not known evil, and no other role known (Evil Lancelot, good after
    a switch, is known to Evil by his thumb; a lover by the other lover)."""
    known = set(table.known_evil)
    return [seat for seat in range(table.players)
            if seat not in known and table.known_roles.get(seat, MERLIN) == MERLIN] or \
        [seat for seat in range(table.players) if seat not in known]


def merlin_scores(table: Table) -> dict[int, float]:
    """Log-likelihood ratio of Merlin against a plain good seat for every seat evil may shoot."""
    options = hidden_options(table)
    return {seat: merlin_ratio(table, seat, table.known_evil, options) for seat in merlin_candidates(table)}


def merlin_ratio(table: Table, seat: int, evil, options: list[tuple[int, ...]]) -> float:
    """Log-likelihood ratio, over `seat`'s whole game, of "Merlin, seeing `evil` but one of `options`"
    against "a plain good seat", each summed over the styles it may be playing."""
    rates = _rates(_nearest(HUNT_RATES, table.players))
    plain = events(table, seat, (), evil)
    seen = [events(table, seat, hidden, evil) for hidden in options]  # as Merlin saw the table
    sums: dict[bool, list[float]] = {True: [], False: []}
    for style in rates.values():
        sums[False].append(_log_likelihood(style[False], plain))
        sums[True].append(_log_mean_exp([_log_likelihood(style[True], one) for one in seen]))
    return _log_mean_exp(sums[True]) - _log_mean_exp(sums[False])


def hidden_options(table: Table) -> list[tuple[int, ...]]:
    """Which known evil seats Merlin might not see: none, or one Mordred among them (unknown which)."""
    if "mordred" not in (table.view.get("role_deck") or ()):
        return [()]
    if table.role in ("mordred", "mordred_assassin"):
        return [(table.me,)]
    return [(seat,) for seat in table.known_evil if seat != table.me] or [()]


def _log_likelihood(rates: dict[str, float], seen: list[tuple[str, bool]]) -> float:
    return sum(math.log(rates.get(key, 0.5) if yes else 1 - rates.get(key, 0.5)) for key, yes in seen)


def _log_mean_exp(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values) / len(values))


def merlin_odds(table: Table, rough: dict[int, float] | None = None) -> dict[int, float]:
    """Each seat's chance of being Merlin, from the styles' measured play (a softmax of merlin_scores),
    with `rough` (avalon.knowing_play's guessed-rate scores) added at half weight: alone the fitted
    styles shot better only where the table plays like them (held-out recommended-5 gauntlet games
    56.3% -> 67.5% of shots, but 55.4% -> 51.8% among hard players and 43.5% -> 39.5% at 7 players);
    with the rough reading added every one of those cells was at or above it (66.5%, 57.3%, 44.4%)."""
    scores = merlin_scores(table)
    if rough:
        scores = {s: v + ROUGH_WEIGHT * rough.get(s, 0.0) for s, v in scores.items()}
    top = max(scores.values())
    weights = {s: math.exp(v - top) for s, v in scores.items()}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


# ---- the other roles a shot can mistake for Merlin ---------------------------------------------
# At Avalon 10 a third of the expert's Merlin shots hit Tristan or Isolde: each knows the other is good,
# so their votes and teams look knowing too; and Merlin sees Oberon, whom the assassin does not, so a
# team holding Oberon is dirty to Merlin. The shot reads Merlin, the lovers and Oberon together: every
# way of seating them is weighed by how well it explains each seat's game, and Merlin's and the lovers'
# chances are summed over the seatings. Avalon 10 shots (benchmarks/lovers_bench.py, stop 49): the
# expert hits 48.5% in the gauntlet and 68.7% among our normal level, Merlin's tell alone 30.6% and 45.3%.


def lover_events(table: Table, seat: int, other: int) -> list[tuple[str, bool]]:
    """`seat`'s play towards `other` over the whole game: its teams (held `other`?) and its votes off the
    hammer (approved?), keyed by the stage, whether `other` and `seat` were on the team and whether the
    team held a seat evil knows."""
    evil = set(table.known_evil)
    out = []
    for record in table.vote_records(include_unvoted=True):
        team = set(record["team"])
        stage, dirty = min(2, record["stage"]), int(bool(evil & team))
        if record["leader"] == seat:
            out.append((f"p:{stage}:{dirty}", other in team))
        approve = record["votes"].get(seat)
        if approve is None or record["hammer"]:
            continue
        out.append((f"v:{int(other in team)}:{int(seat in team)}:{stage}:{dirty}", bool(approve)))
    return out


@functools.cache
def _lover_rates(players: int) -> dict[str, dict[bool, dict[str, float]]]:
    """Each player's smoothed rate per lover event key, between lovers (True) and from a plain seat
    (lovers_fitted.py at the nearest count); none before a fit."""
    return _smoothed(LOVER_RATES[_nearest(LOVER_RATES, players)], ("pair", "plain")) if LOVER_RATES else {}


def lovers_scores(table: Table, seats) -> dict[tuple[int, int], float]:
    """Log-likelihood ratio of "Tristan and Isolde" against "two plain good seats" for every pair of
    `seats`, from each one's play towards the other, each summed over the players it may be
    (lovers_fitted.py), as merlin_ratio sums Merlin's. All level without a fitted table."""
    rates = list(_lover_rates(table.players).values())
    seats = sorted(seats)

    def towards(seat: int, other: int) -> float:
        if not rates:
            return 0.0
        seen = lover_events(table, seat, other)
        return _log_mean_exp([_log_likelihood(style[True], seen) for style in rates]) - \
            _log_mean_exp([_log_likelihood(style[False], seen) for style in rates])
    return {(a, b): towards(a, b) + towards(b, a) for i, a in enumerate(seats) for b in seats[i + 1:]}


def oberon_chances(table: Table, seats) -> dict[int, float] | None:
    """Each of `seats`' chance of being Oberon, from the missions' fails: the evil seats I know and that
    seat aboard, each failing with OBERON_FAILS. None when no Oberon is hidden from me."""
    deck = table.view.get("role_deck") or ()
    if OBERON not in deck or table.role == OBERON:
        return None
    known = set(table.known_evil)
    missions = [m for m in table.view.get("missions") or () if m and m.get("result")]
    weights = {}
    for seat in seats:
        chance = 1.0
        for mission in missions:
            aboard, fails = len((known | {seat}) & set(mission["team"])), mission["fails"]
            chance *= 0.0 if fails > aboard else math.comb(aboard, fails) * OBERON_FAILS ** fails * (1 - OBERON_FAILS) ** (aboard - fails)
        weights[seat] = chance
    total = sum(weights.values())
    return {seat: w / total for seat, w in weights.items()} if total else None


def styled_scores(table: Table, rough_seeing):
    """merlin_odds' reading as a function of the evil seats Merlin saw: each candidate's log-weight as
    Merlin, by the styles' measured play, with `rough_seeing(evil)` (avalon.knowing_play's guessed-rate
    tell of the same seats) at ROUGH_WEIGHT (for shot_odds)."""
    options = hidden_options(table)
    candidates = merlin_candidates(table)

    def scores(evil) -> dict[int, float]:
        rough = rough_seeing(evil)
        return {m: merlin_ratio(table, m, evil, options) + ROUGH_WEIGHT * rough.get(m, 0.0) for m in candidates}
    return scores


def shot_odds(table: Table, merlin_scores_seeing, lover_seats=None) -> tuple[dict[int, float], dict[tuple[int, int], float]]:
    """Merlin's chance for each seat and the lovers' for each pair of `lover_seats` (none: no lovers
    shot), read together. A seating of Merlin m, the lovers L and Oberon o (all apart) weighs
    exp(Merlin's log-weight of m, seeing o too) * exp(lovers score of L) * P(o is Oberon), the
    log-weights from `merlin_scores_seeing(evil seats Merlin saw)` (styled_scores, or the plain tell,
    avalon.knowing_play). Without lovers or a hidden Oberon this is that reading's softmax."""
    candidates = merlin_candidates(table)
    pairs: dict[tuple[int, int], float] = {}
    if lover_seats:
        logs = lovers_scores(table, lover_seats)
        best = max(logs.values())
        pairs = {pair: math.exp(v - best) for pair, v in logs.items()}
    oberon = oberon_chances(table, sorted(set(candidates) | {s for pair in pairs for s in pair}))
    seatings = []  # (log weight of Merlin and Oberon, m, o)
    for o, chance in ([(None, 1.0)] if oberon is None else [(o, c) for o, c in oberon.items() if c > 0]):
        scores = merlin_scores_seeing(set(table.known_evil) | ({o} if o is not None else set()))  # Merlin sees Oberon
        seatings += [(scores[m] + math.log(chance), m, o) for m in candidates if m != o]
    top = max(v for v, _m, _o in seatings)
    merlin = dict.fromkeys(candidates, 0.0)
    lovers = dict.fromkeys(pairs, 0.0)
    for log_weight, m, o in seatings:
        weight = math.exp(log_weight - top)
        if not pairs:
            merlin[m] += weight
        for pair, pair_weight in pairs.items():
            if m not in pair and o not in pair:
                merlin[m] += weight * pair_weight
                lovers[pair] += weight * pair_weight
    total = sum(merlin.values())
    if not total:  # no seating keeps them apart (a hand-made record): Merlin's reading alone
        scores = merlin_scores_seeing(set(table.known_evil))
        top = max(scores[m] for m in candidates)
        merlin = {m: math.exp(scores[m] - top) for m in candidates}
        total, lovers = sum(merlin.values()), {}
    return {s: v / total for s, v in merlin.items()}, {p: v / total for p, v in lovers.items()}
