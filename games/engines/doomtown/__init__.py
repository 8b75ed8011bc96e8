"""Doomtown: Weird West Edition — card database, poker, deck validation and the rules engine."""

from games.engines.doomtown.engine import ENGINE

__all__ = ["ENGINE"]
