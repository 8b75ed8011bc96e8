"""Permission gates shared by pages, the API and services.

Anyone signed in may create a league or a tournament and becomes its organiser (as on Challonge).
Site moderators (staff accounts, or holders of ``league.organise_events``) may also run any of them.
"""

from __future__ import annotations

from typing import Any

ORGANISER_PERMISSION = "league.organise_events"


def may_create_events(user: Any) -> bool:
    return bool(user and user.is_authenticated)


def is_moderator(user: Any) -> bool:
    """Site staff: they moderate every league and event, whoever created it."""
    return bool(user and user.is_authenticated and (user.is_staff or user.has_perm(ORGANISER_PERMISSION)))
