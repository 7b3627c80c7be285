"""Short sound effects for the table's public moments: votes, reveals, mission results, the end.

Qt Multimedia is not in PySide6-Essentials (it would add tens of MB), so a sound is handed to the
system's own player, in its own process, and forgotten: `winsound` (stdlib) on Windows, `afplay` on
macOS, `paplay` / `pw-play` / `aplay` on Linux. Nothing here waits on it, so the UI thread never
blocks, and where there is no player (or no audio device, as in CI) a sound is simply not heard.
Sounds follow the public feed only, so what you hear never depends on hidden information.
"""
from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from .paths import resources_dir

log = logging.getLogger(__name__)
LINUX_PLAYERS = (("paplay",), ("pw-play",), ("aplay", "-q"))
SILENT = "SAFEHOUSE_SILENT"  # set (tests, CI) to never start a player
# Public events -> the sound they make; in a batch of events the first kind listed here wins.
EVENT_SOUNDS = {"game_over": "end", "mission_result": "", "round_ended": "reveal", "votes_revealed": "reveal",
                "opinion_votes_revealed": "reveal", "team_proposed": "vote"}
EVENT_PRIORITY = tuple(EVENT_SOUNDS)


def sound_path(name: str) -> Path:
    return resources_dir() / "sounds" / f"{name}.wav"


def _player_command() -> list[str] | None:
    if sys.platform == "darwin":
        return ["afplay"] if shutil.which("afplay") else None
    for command in LINUX_PLAYERS:
        if shutil.which(command[0]):
            return list(command)
    return None


class Sounds:
    """Plays the named effects unless muted; `played` keeps what was asked, for tests."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.played: list[str] = []
        self._children: list[subprocess.Popen] = []
        self._command: list[str] | None | bool = False  # found lazily, once

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        path = sound_path(name)
        if os.environ.get(SILENT) or not path.is_file():
            return
        try:
            if sys.platform == "win32":
                import winsound

                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
                return
            if self._command is False:
                self._command = _player_command()
            if self._command:
                self._reap()
                self._children.append(subprocess.Popen([*self._command, str(path)], stdin=subprocess.DEVNULL,
                                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        except OSError as error:  # no device, no player: a game without sound, never an error
            log.info("sound %s not played: %s", name, error)
            self._command = None

    def _reap(self) -> None:
        self._children = [child for child in self._children if child.poll() is None]

    def on_events(self, events: list[dict]) -> None:
        """One sound for a batch of public events, the most important one: the end, a mission's result,
        a reveal (votes, a Bodyguard round), a team put to the vote."""
        by_kind = {event.get("kind"): event for event in events}
        for kind in EVENT_PRIORITY:
            if kind in by_kind:
                self.play(sound_for(by_kind[kind]))
                return


def sound_for(event: dict) -> str:
    if event["kind"] == "mission_result":
        return "fail" if event.get("result") == "fail" else "success"
    return EVENT_SOUNDS[event["kind"]]
