"""A tutorial through the real host (desktop.tutorial.table): the other seats follow the script, the
player's seat answers like a person would, a weak choice is flagged and taken back."""
from __future__ import annotations

import asyncio

import pytest

from desktop.net import Update
from desktop.tutorial import load_lessons, load_texts
from desktop.tutorial.table import TutorialTable

pytestmark = pytest.mark.asyncio
LESSONS = {lesson.id: lesson for lesson in load_lessons()}
TEXTS = load_texts()


class Player:
    """The player's seat: answers each 'you' step with the lesson's answer, or with `choose(step)`."""

    def __init__(self, table: TutorialTable, choose=None) -> None:
        self.table = table
        self.choose = choose or (lambda index, step: step["you"]["answer"])
        self.client = None
        self.coach: list[tuple[str, str]] = []
        self.verdicts = []
        self.outcome = None

    def connect(self, host) -> None:
        seat = self.table.lesson.seat
        self.client = host.local_seat("Ana", seat=seat, listener=self.on_message)

    def on_message(self, message) -> None:
        if not isinstance(message, Update):
            return
        self.table.on_player_update(message.view, list(message.events))
        self.outcome = message.view.get("outcome")
        if message.view.get("pending"):
            asyncio.get_running_loop().call_later(0.01, self.act)

    def act(self) -> None:
        view = self.client.view
        if not view or not view.get("pending") or self.table._closed:
            return
        progress = self.table.progress
        index = progress.you_step()
        if progress.mode == "script" and index is not None:
            command = self.choose(index, progress.lesson.steps[index])
        else:  # free play: the first legal choice
            spec = view["legal"][0]
            command = {"kind": spec["kind"]}
            for name, param in spec.get("params", {}).items():
                command[name] = param["of"][0] if param.get("type") == "one_of" else sorted(param["of"])[:param["size"]]
        self.verdicts.append(self.table.player_command(command))
        self.client.command(command)


def on_coach(player_box):
    def say(kind, key):
        player_box[0].coach.append((kind, key))
        if kind == "lesson":  # the player reads it and clicks Next
            asyncio.get_running_loop().call_soon(player_box[0].table.next)
    return say


async def play(lesson_id: str, choose=None, replay=(), index=0, until=None, timeout=60):
    box = [None]
    table = TutorialTable(LESSONS[lesson_id], TEXTS, "en", on_coach(box), bot_delay=0.0)
    box[0] = player = Player(table, choose)
    await table.async_open(player.connect, list(replay), index)
    deadline = asyncio.get_running_loop().time() + timeout
    while not (until(player) if until else player.outcome):
        assert asyncio.get_running_loop().time() < deadline, f"stuck: {player.coach[-3:]}"
        await asyncio.sleep(0.01)
    return table, player


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
async def test_every_tutorial_plays_to_its_end_through_the_host(lesson_id):
    table, player = await play(lesson_id)
    try:
        await asyncio.sleep(0.05)
        kinds = [kind for kind, _key in player.coach]
        assert kinds[-1] == "end" and kinds.count("end") == 1, player.coach[-3:]
        assert all(v is None or v.kind == "good" for v in player.verdicts)
        assert table.take_back_point is None
    finally:
        await table.async_close()


async def test_a_weak_choice_is_explained_and_can_be_taken_back():
    lesson = LESSONS["resistance"]
    propose = next(i for i, step in enumerate(lesson.steps) if "you" in step)

    def without_you(index, step):  # the first proposal leaves the player off the team
        return {"kind": "propose_team", "team": [1, 2]} if index == propose else step["you"]["answer"]

    table, player = await play("resistance", without_you, until=lambda p: any(v and v.kind != "good" for v in p.verdicts))
    weak = next(v for v in player.verdicts if v and v.kind != "good")
    assert (weak.kind, weak.why, weak.step) == ("weak", "resistance.propose.without_you", propose)
    assert player.coach[-1] == ("weak", "resistance.propose.without_you")  # explained at once
    await asyncio.sleep(0.05)
    assert table.host.session.state.commands[0] == (0, {"kind": "propose_team", "team": [1, 2]})  # not forbidden
    replay, step = table.replay_commands(), table.take_back_point[1]
    assert replay == [] and step == propose  # the proposal was the game's first command
    await table.async_close()

    again, player = await play("resistance", replay=replay, index=step)  # taken back: the lesson's way
    try:
        assert [kind for kind, _ in player.coach][-1] == "end"
        assert again.host.session.state.commands[0] == (0, {"kind": "propose_team", "team": [0, 1]})
    finally:
        await again.async_close()


async def test_a_take_back_replays_the_game_up_to_the_choice():
    """A weak vote late in the game: the new table replays every earlier command, to the same state."""
    lesson = LESSONS["resistance"]
    late = [i for i, step in enumerate(lesson.steps) if "you" in step and step["you"].get("weak")][-1]

    def weak_late(index, step):
        return {**step["you"]["answer"], "team": [0, 2, 4]} if index == late else step["you"]["answer"]

    table, player = await play("resistance", weak_late, until=lambda p: table_flagged(p))
    await asyncio.sleep(0.05)
    replay, (played, step) = table.replay_commands(), table.take_back_point
    before = table.host.session.state.commands[:played]
    await table.async_close()
    again, player = await play("resistance", replay=replay, index=step, until=lambda p: True)
    try:
        assert again.host.session.state.commands == before and len(before) > 20
        assert again.progress.index == step
    finally:
        await again.async_close()


def table_flagged(player) -> bool:
    return any(v and v.kind != "good" for v in player.verdicts)


@pytest.mark.parametrize("lesson_id,variant", [
    ("resistance", {"kind": "propose_team", "team": [0, 2]}),  # a first team with a spy: accepted, the script goes on
    ("avalon", {"kind": "propose_team", "team": [0, 1]}),
    ("bodyguard", {"kind": "hit", "card": "hit_weapon_01", "target": 1}),
])
async def test_an_accepted_variant_of_the_first_answer_still_reaches_the_end(lesson_id, variant):
    lesson = LESSONS[lesson_id]
    first = next(i for i, step in enumerate(lesson.steps) if "you" in step and step["you"].get("accept"))

    def vary(index, step):
        return variant if index == first else step["you"]["answer"]

    table, player = await play(lesson_id, vary)
    try:
        await asyncio.sleep(0.05)
        assert player.verdicts[[v.step if v else None for v in player.verdicts].index(first)].kind == "good"
        assert player.coach[-1][0] == "end" and table.progress.mode != "off"
    finally:
        await table.async_close()
