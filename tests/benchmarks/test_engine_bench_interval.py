"""engine_bench's round-by-round interval: a distribution-free interval for the median of paired ratios."""
import importlib.util
import itertools
from fractions import Fraction
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_bench.py"
spec = importlib.util.spec_from_file_location("engine_bench", SCRIPT)
engine_bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(engine_bench)


def coverage(n: int, low_rank: int, high_rank: int) -> Fraction:
    """P(x_low <= true median <= x_high), counted over all 2^n sign patterns (each value above or below it)."""
    covered = 0
    for above in itertools.product((0, 1), repeat=n):
        below_count = n - sum(above)  # the order statistics below the median are the `below_count` smallest
        covered += low_rank <= below_count and below_count < high_rank
    return Fraction(covered, 2 ** n)


@pytest.mark.parametrize("n", range(6, 14))
def test_interval_covers_at_least_95_percent_and_is_the_tightest(n):
    values = [float(i) for i in range(1, n + 1)]  # x_k == k, so the returned bounds are the ranks
    median, low, high = engine_bench.median_interval(list(reversed(values)))
    assert median == (n + 1) / 2
    low_rank, high_rank = int(low), int(high)
    assert low_rank == n + 1 - high_rank  # symmetric
    assert coverage(n, low_rank, high_rank) >= Fraction(95, 100)
    assert coverage(n, low_rank + 1, high_rank - 1) < Fraction(95, 100)  # one step tighter is not enough


@pytest.mark.parametrize("n", range(1, 6))
def test_too_few_rounds_give_the_whole_range(n):
    assert engine_bench.median_interval([3.0, 1.0, 2.0, 5.0, 4.0][:n])[1:] == (min([3.0, 1.0, 2.0, 5.0, 4.0][:n]),
                                                                           max([3.0, 1.0, 2.0, 5.0, 4.0][:n]))
