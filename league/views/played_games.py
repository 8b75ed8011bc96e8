"""Play a league match in the browser: a seated player starts its game session."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from league.models import Match
from league.services.errors import NotAllowed, ServiceError
from league.services.played_games import NoSuchMatch, session_create_for_match
from league.views.league_access import SignedInHttpRequest


@login_required
@require_http_methods(["GET", "POST"])
def match_play(request: SignedInHttpRequest, match_id: int) -> HttpResponse:
    """GET asks to confirm; POST starts the game (or opens the one already running) and goes to it."""
    error = ""
    if request.method == "POST":
        try:
            session = session_create_for_match(match_id=match_id, user=request.user)
        except NoSuchMatch as exc:
            raise Http404(exc.message) from None
        except NotAllowed as exc:
            raise PermissionDenied(exc.message) from None
        except ServiceError as exc:
            error = exc.message
        else:
            return redirect("game", session.pk)
    match = Match.objects.filter(pk=match_id).prefetch_related("seats__player").first()
    if match is None:
        raise Http404("There is no such match.")
    if not match.seats.filter(player__user=request.user).exists():
        raise PermissionDenied("Only players seated at this match may start its game.")
    return render(
        request, "league/solo/match_play.html", {"match": match, "error": error}, status=400 if error else 200
    )
