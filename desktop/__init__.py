"""Safehouse: hidden-role table games on the desktop."""
__version__ = "0.1.0"
