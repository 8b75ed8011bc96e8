"""The one route from a request to a tournament and the acting player, for every tournament page."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect

from league.models import Player, Tournament
from league.services.errors import NotAllowed, ServiceError
from league.tournaments.services import is_staff
from league.views.league_access import player_of


def get_tournament(tournament_id: int | str) -> Tournament:
    """By id or by slug (``urls.EventConverter``): addresses from before slugs keep working."""
    by = {"pk": tournament_id} if isinstance(tournament_id, int) else {"slug": tournament_id}
    return get_object_or_404(Tournament.objects.select_related("organiser", "deck_format"), **by)


def get_tournament_for_staff(user: Any, tournament_id: int | str) -> tuple[Tournament, Player]:
    """The tournament, if this user is its organiser or on its staff; 403 otherwise."""
    tournament = get_tournament(tournament_id)
    player = player_of(user)
    if player is None or not is_staff(tournament, player):
        raise PermissionDenied("Only the organiser and staff of this event may do that.")
    return tournament, player


def acting_player(request: HttpRequest) -> Player:
    player = player_of(request.user)
    assert player is not None  # the views using this require a login
    return player


def done(
    request: HttpRequest, to: str, tournament: Tournament, text: str, error: ServiceError | None = None
) -> HttpResponse:
    """Flash the outcome of a POST and go back; a refusal changed nothing (403 when not allowed at all)."""
    if isinstance(error, NotAllowed):
        raise PermissionDenied(error.message)
    if error is not None:
        messages.error(request, error.message)
    else:
        messages.success(request, text)
    return redirect(to, tournament.slug)
