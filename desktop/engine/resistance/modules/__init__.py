"""Resistance modules (REFERENCE.md §5): the Assassin module, the Hunter module, and which modules
and tokens cannot be combined. The Inquisitor and the Sergeant live in ../tokens.py."""
from .assassin import AssassinModule
from .compat import ModuleRules
from .hunter import HunterModule

__all__ = ["AssassinModule", "HunterModule", "ModuleRules"]
