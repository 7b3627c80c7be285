"""Play a tutorial through the widgets, as a person would: click the lesson's answer (or another
choice) in the prompt, "Next" on each lesson, and "Finish" at the end."""
from __future__ import annotations

import asyncio
import random
import time

from lan_windows import click_a_choice

from ui import names
from ui.seat_director import SeatDirector


def click_command(prompt, command: dict, seat_names: list[str]) -> bool:
    """Click through the prompt to send exactly `command`; False if no control offers it."""
    kind = command["kind"]
    cards = prompt._cards
    by_card = "card" in command and cards is not None and command["card"] in cards.card_buttons
    others = {key: value for key, value in command.items() if key != "kind" and not (by_card and key == "card")}
    if by_card:
        cards.card_buttons[command["card"]].click()
        label = names.value(*next(iter(others.items())), seat_names) if len(others) == 1 else names.command(kind)
        return _click_labelled(list(reversed(prompt.buttons)), label)
    if kind in getattr(prompt, "_mode_buttons", {}):
        prompt._mode_buttons[kind].click()
    picker = prompt._picker
    if picker is not None and picker.kind == kind:
        chosen = command[picker.param]
        for seat in chosen if isinstance(chosen, list) else [chosen]:
            picker.seat_buttons[seat].click()
        for name, value in others.items():
            if name != picker.param:
                picker.choose_extra(name, value)
        if not picker.confirm.isEnabled():
            return False
        picker.confirm.click()
        return True
    label = names.command(kind) if not others else names.value(*next(iter(others.items())), seat_names)
    return _click_labelled(prompt.buttons, label)


def _click_labelled(buttons, label: str) -> bool:
    for button in buttons:
        if button.text() == label and button.isEnabled() and not button.isCheckable():
            button.click()
            return True
    return False


async def play_tutorial(tutorial, choose=None, timeout: float = 120.0, on_update=None, stop=None) -> list:
    """Click through the lesson on `tutorial` (a TutorialScreen) until its coach offers "Finish".
    `choose(step index, step)` gives the command for a 'you' step (default: the lesson's answer).
    Returns the commands sent."""
    sent = []
    give_up = time.monotonic() + timeout
    rng = random.Random(7)
    while True:
        coach = tutorial.coach
        if stop is not None and stop():
            return sent
        if coach.finish.isVisible() and not coach.take_back.isVisible():
            return sent
        assert time.monotonic() < give_up, f"the tutorial did not end: {coach.text.text()!r}"
        await asyncio.sleep(0.005)
        screen = tutorial.screen
        if coach.next.isVisible():
            coach.next.click()
            continue
        if screen is None or screen.bottom.currentWidget() is not screen.prompt:
            continue
        if not SeatDirector.owes_decision(screen.shown_view()) or not (screen.prompt.buttons or screen.prompt._picker):
            continue
        table = tutorial.table
        before = len(sent)
        connection = screen.connection
        index = table.progress.you_step() if table.progress.mode == "script" else None
        if index is not None and table.host.session is not None and table.lesson.seat in table.host.session.pending():
            step = table.lesson.steps[index]
            command = choose(index, step) if choose else step["you"]["answer"]
            assert click_command(screen.prompt, command, connection.seat_names), f"no control sends {command}"
            sent.append(command)
        elif index is None:
            click_a_choice(screen.prompt, rng)  # free play: any legal choice
            sent.append(None)
        if len(sent) > before and on_update is not None:
            on_update()
        await asyncio.sleep(0.01)
