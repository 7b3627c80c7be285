"""Three copies of the app, three processes, three languages: a LAN party on loopback.

The host (English) seats itself; a player (Spanish) finds the table in the zeroconf list (bound to
127.0.0.1), sits, and has its connection cut mid-game; a spectator (Vietnamese) joins by address.
They play to the end, agree on the outcome, each in its own language, and the player's game replays.
"""
import json
import secrets
import subprocess
import sys
from pathlib import Path

DRIVER = Path(__file__).with_name("lan_party_app.py")


def test_three_apps_in_three_languages_play_a_lan_game(tmp_path):
    table = f"Party {secrets.token_hex(3)}"
    env_lang = {"host": "en", "join": "es", "watch": "vi"}
    processes = {role: subprocess.Popen([sys.executable, str(DRIVER), role, lang, str(tmp_path), table],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                 for role, lang in env_lang.items()}
    outputs = {}
    for role, process in processes.items():
        try:
            outputs[role] = process.communicate(timeout=300)[0]
        except subprocess.TimeoutExpired:
            for other in processes.values():
                other.kill()
            raise
        assert process.returncode == 0, f"{role} failed:\n{outputs[role][-3000:]}"
    host, player, spectator = (json.loads((tmp_path / f"{role}.json").read_text()) for role in ("host", "join", "watch"))
    assert host["outcome"] and player["outcome"] == host["outcome"] == spectator["outcome"]
    assert host["heading"].endswith("win!") or "wins" in host["heading"]  # English
    assert player["heading"].startswith("¡")  # Spanish: "¡Ganan …!"
    assert "thắng" in spectator["heading"]  # Vietnamese
    assert player["reconnects"] == 1 and player["links"][-2:] == ["reconnecting", "connected"]
    assert player["replay_steps"]
