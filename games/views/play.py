"""The game table: the page, its live fragment (polled by htmx), and the move and undo forms.

Every form works without JavaScript (a plain POST answered by a redirect or by the page with its
error); with htmx the answer is the ``live`` partial, errors included, so nothing reloads.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import Http404, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import reswap

from games.forms import ActionForm, UndoForm
from games.models import GameSession
from games.services import (
    BOT_STALL,
    NotPlayable,
    SessionError,
    check_rules_version,
    session_nudge_bot,
    session_rematch,
    session_submit_action,
    session_undo,
    undo_available,
)
from games.views.access import get_session, held_seats, parse_number, viewer_seat
from games.views.table import search_progress, table_context
from league.htmx import HtmxHttpRequest, render_page

TEMPLATE = "games/play.html"


def _render_table(
    request: HtmxHttpRequest, session: GameSession, *, requested: int | None = None, error: str = "", status: int = 200
) -> HttpResponse:
    partial = "live" if request.htmx else None
    try:
        check_rules_version(session)
    except NotPlayable as exc:  # its state cannot be read under these rules: say so, draw nothing
        context = {"session": session, "retired": exc.message}
        return render_page(request, TEMPLATE, context, partial=partial, status=exc.status)
    state = session.load_state()
    try:
        viewer = viewer_seat(session, request.user, state, requested)
    except SessionError as exc:
        viewer, error, status = None, exc.message, exc.status
    held = held_seats(session, request.user)
    context = table_context(session, state, viewer, held)
    context.update(
        error=error,
        can_undo=viewer in held and undo_available(session, viewer),
        invite_url=request.build_absolute_uri(reverse("game-join", args=[session.invite_token]))
        if held and session.status == GameSession.Status.WAITING
        else "",
    )
    return render_page(request, TEMPLATE, context, partial=partial, status=status)


@require_GET
def game_page(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    session = get_session(session_id)
    session_nudge_bot(session)  # a reload without JavaScript also wakes a stalled bot
    return _render_table(request, session, requested=parse_number(request.GET.get("seat")))


@require_GET
def game_live(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    """The live fragment; 204 (htmx keeps what it has) while the version the page shows is current.

    The page asks about once a second, so "nothing new" is one indexed read. Polling is also the
    watchdog of bot turns: a session silent for BOT_STALL gets the full look, and a bot that has
    been silent that long is sent again. A page showing a bot at work asks with ``thinking`` and the
    playouts it shows: at the same version it gets only the new count (or 204 while it has not moved).
    """
    seen = request.GET.get("version")
    thinking = bool(request.GET.get("thinking"))
    current = GameSession.objects.filter(pk=session_id).values_list("version", "updated_at").first()
    if current is None:
        raise Http404("no such game")
    if seen == str(current[0]) and current[1] > timezone.now() - BOT_STALL:
        return _search_progress_line(request, session_id, current[0]) if thinking else HttpResponse(status=204)
    session = get_session(session_id)
    session_nudge_bot(session)
    if seen == str(session.version) and not thinking:
        return HttpResponse(status=204)
    return _render_table(request, session, requested=parse_number(request.GET.get("seat")))


def _search_progress_line(request: HtmxHttpRequest, session_id: int, version: int) -> HttpResponse:
    """Only the playouts of the search still thinking at ``version`` (204 while the page has the
    count): the rest of the table cannot have changed at the same version."""
    progress = search_progress(session_id, version)
    if str(progress["bot_playouts"]) == request.GET.get("playouts"):
        return HttpResponse(status=204)
    response = render_page(request, TEMPLATE, {**progress, "oob": True}, partial="progress")
    return reswap(response, "none")  # the line replaces itself out of band; the table stays as it is


@require_POST
def game_act(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    def submit(session: GameSession, data: dict) -> None:
        session_submit_action(
            session_id=session.pk,
            seat=data["seat"],
            action=data["action"],
            expected_version=data["version"],
            user=request.user,
        )

    return _change(request, session_id, ActionForm(request.POST), submit)


@require_POST
def game_undo(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    def undo(session: GameSession, data: dict) -> None:
        session_undo(session_id=session.pk, seat=data["seat"], expected_version=data["version"], user=request.user)

    return _change(request, session_id, UndoForm(request.POST), undo)


@require_POST
def game_rematch(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    """Play again: a new game with the same seats and options and a new secret deal."""
    session = get_session(session_id)
    if not request.user.is_authenticated:
        return _answer_error(request, session, "log in to play", 403)
    try:
        rematch = session_rematch(session_id=session.pk, user=request.user)
    except SessionError as exc:
        return _answer_error(request, session, exc.message, exc.status)
    return redirect("game", rematch.pk)


def _change(
    request: HtmxHttpRequest, session_id: int, form: ActionForm | UndoForm, perform: Callable[[GameSession, dict], None]
) -> HttpResponse:
    """Check the form and the login, perform the change, and answer with the table (or its error)."""
    session = get_session(session_id)
    if not form.is_valid():
        return _answer_error(request, session, _form_error(form), 400)
    if not request.user.is_authenticated:
        return _answer_error(request, session, "log in to play", 403)
    try:
        perform(session, form.cleaned_data)
    except SessionError as exc:
        return _answer_error(request, session, exc.message, exc.status, form.cleaned_data["seat"])
    return _answer_done(request, session_id)


def _answer_done(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    """The table after a change; a hot-seat player now sees whichever of their seats must act."""
    if request.htmx:
        return _render_table(request, get_session(session_id))
    return redirect("game", session_id)


def _answer_error(
    request: HtmxHttpRequest, session: GameSession, message: str, status: int, seat: int | None = None
) -> HttpResponse:
    """The table again with the error and a 4xx status; nothing was changed."""
    requested = seat if seat is not None and seat in held_seats(session, request.user) else None
    return _render_table(request, session, requested=requested, error=message, status=status)


def _form_error(form: ActionForm | UndoForm) -> str:
    problems = (f"{name}: {' '.join(map(str, errors))}" for name, errors in form.errors.items())
    return "the form was not valid: " + "; ".join(problems)
