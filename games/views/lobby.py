"""The lobby: my games, a new game (game, seats, bots, options, seed), and joining by invite link."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from games.engines import engines, get_engine
from games.forms import GameChoiceForm, NewGameForm
from games.models import GameSession
from games.services import SessionError, session_create, session_join
from league.htmx import HtmxHttpRequest, render_page

TEMPLATE = "games/lobby.html"


def _chosen_engine(request: HttpRequest):
    built = engines()
    choice = GameChoiceForm(request.GET or request.POST or None)
    if choice.is_bound and choice.is_valid():
        return get_engine(choice.cleaned_data["game"])
    return built[0] if built else None


@login_required
def lobby(request: HtmxHttpRequest) -> HttpResponse:
    engine = _chosen_engine(request)
    form = NewGameForm(engine, user=request.user) if engine else None
    context = {
        "engine": engine,
        "games": [(built.key, built.name) for built in engines()],
        "form": form,
        "sessions": _my_sessions(request.user),
    }
    return render_page(request, TEMPLATE, context, partial="new-game" if request.htmx else None)


@login_required
@require_POST
def lobby_create(request: HttpRequest) -> HttpResponse:
    engine = _chosen_engine(request)
    if engine is None:
        return render(request, TEMPLATE, {"error": "no game is built yet", "sessions": []}, status=400)
    form = NewGameForm(engine, request.POST, user=request.user)
    error = ""
    if form.is_valid():
        try:
            session = session_create(
                engine_key=engine.key,
                created_by=request.user,
                seats=form.seat_specs(),
                options=form.options(),
                seed=form.cleaned_data["seed"],
            )
        except SessionError as exc:
            error = exc.message
        else:
            return redirect("game", session.pk)
    context = {
        "engine": engine,
        "games": [(built.key, built.name) for built in engines()],
        "form": form,
        "error": error,
        "sessions": _my_sessions(request.user),
    }
    return render(request, TEMPLATE, context, status=400)


@login_required
@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    session = get_object_or_404(GameSession.objects.prefetch_related("seats__user__player"), invite_token=token)
    error = ""
    if request.method == "POST":
        try:
            session_join(invite_token=token, user=request.user)
        except SessionError as exc:
            error = exc.message
        else:
            return redirect("game", session.pk)
    status = 400 if error else 200
    return render(request, "games/join.html", {"session": session, "error": error}, status=status)


def _my_sessions(user) -> list[GameSession]:
    return list(GameSession.objects.filter(seats__user=user).distinct().prefetch_related("seats__user__player")[:50])
