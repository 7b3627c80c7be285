"""Connect a ChatPanel to a LAN table: what was said so far, new lines, sending, and refusals."""
from __future__ import annotations


def bind_chat(panel, connection) -> None:
    for name, text in getattr(connection, "chat_log", []):
        panel.add_line(name, text)
    # Bound methods of the panel: Qt drops these connections when the panel is destroyed.
    connection.chat_received.connect(panel.add_line)
    connection.error_received.connect(panel.on_host_error)
    panel.send_requested.connect(connection.send_chat)
