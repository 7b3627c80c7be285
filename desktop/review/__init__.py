"""The post-game review: a saved game walked from one seat's point of view (issue #21).

`review_file(path, seat)` reads a host journal or a `.safehouse` file and returns a Review: the coach's
belief round by round and the key moments, each with what the expert would have done and why, built
from the bot's own reasons (explain.py) on what the seat could know at that time only. Headless: it
imports the engine and the bots, never Qt.
"""
from __future__ import annotations

from .moments import Moment, Review, review_game
from .reasons import REASONS, sentence
from .saved import ReviewError, SeatGame, load_seat_game

__all__ = ["REASONS", "Moment", "Review", "ReviewError", "SeatGame", "load_seat_game", "review_file", "review_game", "sentence"]


def review_file(path, seat: int) -> Review:
    return review_game(load_seat_game(path, seat))
