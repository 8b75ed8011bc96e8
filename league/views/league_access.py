"""The one route from a request to a league, a match and the acting player (healthchecks' ``_get_*_for_user``)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import get_object_or_404

from league.models import League, Match, Player


class SignedInHttpRequest(HttpRequest):
    """The request of a ``login_required`` view: its user is signed in, never anonymous."""

    user: User


def player_of(user: Any) -> Player | None:
    return Player.for_user(user) if user.is_authenticated else None


def get_league(slug: str) -> League:
    return get_object_or_404(League, slug=slug)


def get_league_for_organiser(user: Any, slug: str) -> tuple[League, Player]:
    """The league, if this user organises it; 403 otherwise."""
    league = get_league(slug)
    player = player_of(user)
    if not league.is_run_by(player):
        raise PermissionDenied("Only an organiser of this league may do that.")
    assert player is not None  # is_run_by is False for anonymous users
    return league, player


def get_match(match_id: int) -> Match:
    return get_object_or_404(Match.objects.select_related("season__league", "reported_by"), pk=match_id)
