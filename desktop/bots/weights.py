"""Log-weights into chances, without overflow: shared by the bots' posteriors over styles."""
from __future__ import annotations

import math


def normalised_exp(logs: list[float]) -> list[float]:
    """exp(logs), scaled to sum to 1 (a posterior from log-likelihoods)."""
    top = max(logs)
    weights = [math.exp(v - top) for v in logs]
    total = sum(weights)
    return [w / total for w in weights]


def log_sum_exp(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))
