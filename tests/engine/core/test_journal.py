"""The journal format: header, one command per line, exact replay, clear errors."""
import json

import pytest

from desktop.engine import GAMES
from desktop.engine.core.journal import JournalError, journal_text, replay_lines

from helpers import assert_replays_exactly, play_random

HEADER = {"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {"players": 5}, "seed": 3}


def error_of(lines) -> JournalError:
    with pytest.raises(JournalError) as caught:
        replay_lines(lines, GAMES)
    return caught.value


def test_a_saved_game_replays_exactly():
    game = GAMES["resistance"]
    state = play_random(game, {"players": 8, "options": {"targeting": True}}, seed=11)
    assert_replays_exactly(game, state)
    first = json.loads(journal_text(state).splitlines()[0])
    assert first["format"] == "safehouse-journal" and first["version"] == 1 and first["seed"] == 11


@pytest.mark.parametrize("lines, line, code", [
    ([], 1, "empty"),
    (["not json"], 1, "bad_json"),
    (["[1, 2]"], 1, "bad_entry"),
    ([json.dumps({**HEADER, "format": "other"})], 1, "not_a_journal"),
    ([json.dumps({**HEADER, "version": 2})], 1, "unsupported_version"),
    ([json.dumps({**HEADER, "game": "chess"})], 1, "unknown_game"),
    ([json.dumps({**HEADER, "seed": 1.5})], 1, "bad_seed"),
    ([json.dumps({**HEADER, "config": {"players": 3}})], 1, "bad_player_count"),
    ([json.dumps(HEADER), json.dumps({"seat": 0})], 2, "bad_entry"),
    ([json.dumps(HEADER), "", json.dumps({"seat": 0, "command": {"kind": "vote", "approve": True}})], 3, None),
])
def test_bad_journals_name_the_line_and_the_reason(lines, line, code):
    error = error_of(lines)
    assert error.line == line
    if code:
        assert error.code == code
    else:
        assert error.code in ("not_pending", "unknown_command")
