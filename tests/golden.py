"""Golden playthroughs (OpenSpiel habit): a whole game written as readable text, checked on every run.

Each step shows the state (as the omniscient replay viewer sees it), every pending seat's legal
commands, the command applied, and a digest of every seat's and the spectator's view — a short
readable line plus a hash of the full view, so any change to what any seat is shown makes a diff.
Regenerate after an intended rules change with SAFEHOUSE_UPDATE_GOLDEN=1 and read the diff.
"""
from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path

from desktop.engine.core import OMNISCIENT, Game, random_command

from helpers import canonical

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("SAFEHOUSE_UPDATE_GOLDEN") == "1"


def digest(data) -> str:
    return hashlib.sha256(canonical(data).encode()).hexdigest()[:12]


def compact(data) -> str:
    return canonical(data)


def playthrough(game: Game, config: dict, seed, summarize, max_steps: int = 5000) -> str:
    """Play a seeded random game and write it out. `summarize(view)` picks the readable fields."""
    state = game.new_game(config, seed)
    rng = random.Random(f"golden:{seed}")
    players = state.config["players"]
    lines = [f"# {game.name} playthrough: config={compact(config)} seed={seed!r}"]
    shown: dict = {}  # the last line written per viewer: a view is written again only when it changed
    for step in range(max_steps):
        lines.append(f"## step {step}")
        lines.append(f"state: {compact(summarize(game.view(state, OMNISCIENT)))}")
        for viewer in [None, *range(players)]:
            view = game.view(state, viewer)
            label = "spectator" if viewer is None else f"seat {viewer}"
            private = {k: view[k] for k in ("you", "knowledge", "pending", "answered") if k in view}
            line = f"view {label}: {digest(view)} {compact(private) if private else ''}".rstrip()
            if shown.get(viewer) != line:
                lines.append(line)
                shown[viewer] = line
        if game.outcome(state) is not None:
            lines.append(f"outcome: {compact(game.outcome(state))}")
            break
        pending = sorted(game.pending(state))
        by_legal: dict[str, list[int]] = {}
        for seat in pending:
            by_legal.setdefault(compact(game.legal(state, seat)), []).append(seat)
        for legal, seats in by_legal.items():
            lines.append(f"legal seat {','.join(map(str, seats))}: {legal}")
        seat = pending[rng.randrange(len(pending))]
        command = random_command(game.legal(state, seat), rng)
        lines.append(f"apply seat {seat}: {compact(command)}")
        for event in game.apply(state, seat, command):
            audience = "all" if event.audience is None else ",".join(map(str, event.audience))
            lines.append(f"event [{audience}]: {compact(event.to_data())}")
    return "\n".join(lines) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN_DIR / name
    if UPDATE or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if not UPDATE:
            raise AssertionError(f"{path} did not exist and was written: review it and commit it")
        return
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        for number, (got, want) in enumerate(zip(text.splitlines(), expected.splitlines()), start=1):
            if got != want:
                raise AssertionError(f"{path}:{number} differs (SAFEHOUSE_UPDATE_GOLDEN=1 regenerates)\n  expected: {want[:300]}\n  got:      {got[:300]}")
        raise AssertionError(f"{path}: length differs ({len(text.splitlines())} vs {len(expected.splitlines())} lines)")


def golden_setups(*games: str) -> list[tuple[str, str, dict]]:
    """(label, game name, config) of every golden playthrough of these games, read from the header `playthrough` writes."""
    setups = []
    for path in sorted(GOLDEN_DIR.glob("*/*.txt")):
        header = path.read_text(encoding="utf-8").splitlines()[0]
        name = header.split()[1]
        if name in games:
            config = json.loads(header.split("config=", 1)[1].rsplit(" seed=", 1)[0])
            setups.append((f"{path.parent.name}/{path.stem}", name, config))
    return setups
