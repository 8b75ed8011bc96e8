"""Deadwood, the French two-player town-building card game (rulings in RULINGS.md beside this file)."""

from games.engines.townbuilder.engine import ENGINE

__all__ = ["ENGINE"]
