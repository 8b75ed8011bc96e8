"""Deadwood Studios USA (Cheapass Games): actors move round the backlot, take roles, act and upgrade."""

from __future__ import annotations

from games.engines.studios.engine import ENGINE

__all__ = ["ENGINE"]
