"""Safehouse: hidden-role table games on the desktop. The version: `desktop.version.version()`."""
