"""Permission gates shared by pages, the API and services."""

from __future__ import annotations

from typing import Any

ORGANISER_PERMISSION = "league.organise_events"


def is_organiser(user: Any) -> bool:
    return bool(user and user.is_authenticated and user.has_perm(ORGANISER_PERMISSION))
