"""Host, protocol, transports and discovery: every way to play goes through a Host (DESIGN.md).

Never imports PySide6 or ui. Start with `Host` (host.py has the usage example).
"""
from .host import Host
from .local import LocalSeat
from .protocol import (PROTOCOL_VERSION, ChatLine, Clock, Error, Lobby, Refused, Seated, Update, Welcome)
from .session import HostRejected

__all__ = ["PROTOCOL_VERSION", "ChatLine", "Clock", "Error", "Host", "HostRejected", "LocalSeat", "Lobby",
           "Refused", "Seated", "Update", "Welcome"]
