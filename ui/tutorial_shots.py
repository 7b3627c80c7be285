"""The tutorial in `safehouse screenshot`: the Resistance lesson played through the real host on a
qasync loop, shot at one moment of each step type (a lesson, a coached decision, a weak choice with
"Take back", the end)."""
from __future__ import annotations

import asyncio

SHOTS = ("tutorial_lesson.png", "tutorial_decision.png", "tutorial_weak_choice.png", "tutorial_end.png")


def shoot_tutorial(app, window, camera) -> None:
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    pace, animation = window.settings.bot_pace, window.settings.animation_speed
    window.settings.bot_pace, window.settings.animation_speed = "instant", "off"
    try:
        loop.run_until_complete(asyncio.wait_for(_async_shoot(window, camera), 120))
    finally:
        window.settings.bot_pace, window.settings.animation_speed = pace, animation
        loop.close()
        asyncio.set_event_loop(None)


async def _async_shoot(window, camera) -> None:
    from .tutorial_picker import load_tutorials

    lessons, _texts, _language = load_tutorials()
    lesson = next(lesson for lesson in lessons if lesson.id == "resistance")
    tutorial = await window.async_tutorial(lesson)
    coach = tutorial.coach
    await _until(lambda: coach.next.isVisible())
    await _shoot(camera, window, SHOTS[0])
    await _to_first_decision(tutorial)
    for seat in (1, 2):  # a team without the player: weak, explained, not forbidden
        tutorial.screen.prompt.toggle_seat(seat)
    await _shoot(camera, window, SHOTS[1])
    await _click_then(tutorial.screen.prompt._picker.confirm, lambda: coach.take_back.isVisible())
    await _shoot(camera, window, SHOTS[2])
    await _take_back_and_finish(tutorial)
    await _shoot(camera, window, SHOTS[3])
    await window.async_leave_table()


async def _shoot(camera, window, name: str) -> None:
    """Shoot from a plain callback of the loop: the camera pumps Qt events, and tasks may take their
    steps then, which they may not from inside this task."""
    loop = asyncio.get_running_loop()
    done = loop.create_future()

    def shoot() -> None:
        try:
            camera.shoot(window, name)
            done.set_result(None)
        except Exception as error:  # noqa: BLE001 - handed to the awaiting task
            done.set_exception(error)

    loop.call_soon(shoot)
    await done


async def _click_then(button, condition) -> None:
    button.click()  # on the loop: the host's seats send from here
    await _until(condition)


async def _to_first_decision(tutorial) -> None:
    """Click through the lessons until the coach asks for the first proposal."""
    coach = tutorial.coach
    first = next(step["you"]["coach"] for step in tutorial.lesson.steps if "you" in step)
    wanted = tutorial.text_of(first)
    for _ in range(1500):
        if coach.text.text() == wanted and _owes(tutorial) and tutorial.screen.prompt._picker is not None:
            return
        if coach.next.isVisible():
            coach.next.click()
        await asyncio.sleep(0.02)
    raise TimeoutError("the tutorial did not get to its first decision")


async def _take_back_and_finish(tutorial) -> None:
    coach = tutorial.coach
    weak_table = tutorial.table
    coach.take_back.click()
    await _until(lambda: tutorial.table is not weak_table and tutorial.table.host is not None
                 and tutorial.table.host.session is not None)
    while not coach.finish.isVisible():
        if coach.next.isVisible():
            coach.next.click()
        elif _owes(tutorial):
            table, connection = tutorial.table, tutorial.screen.connection
            index, seat = table.progress.you_step(), table.lesson.seat
            view = connection.views.get(seat) or {}
            if index is not None and view.get("pending") and not view.get("answered"):
                connection.command(seat, table.lesson.steps[index]["you"]["answer"])
                await _until(lambda: connection.views.get(seat) is not view)  # the host took it
        await asyncio.sleep(0.05)


def _owes(tutorial) -> bool:
    from .seat_director import SeatDirector

    screen = tutorial.screen
    return screen is not None and screen.bottom.currentWidget() is screen.prompt and \
        SeatDirector.owes_decision(screen.shown_view())


async def _until(condition, seconds: float = 30.0) -> None:
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise TimeoutError("the tutorial did not get to the moment to shoot")
