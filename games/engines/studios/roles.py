"""Roles, and the codes for what a seat is doing (``StudiosState.role_kind``) and for an empty set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    """A role to work on: an extra printed on a set, or a starring role printed on a scene card."""

    name: str
    rank: int


NO_ROLE = 0
EXTRA = 1  # role_index points into the set's extras
STARRING = 2  # role_index points into the scene card's roles

NO_SCENE = 0  # scene ids run 1..40
