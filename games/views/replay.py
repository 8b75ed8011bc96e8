"""The replay viewer: step through the live action log, seeing each position as your seat saw it."""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from games.boards import board_for
from games.people import seat_names
from games.services import NotPlayable, SessionError, check_rules_version, live_actions, replay_rows
from games.views.access import get_session, parse_number, viewer_seat
from games.views.table import log_line
from league.htmx import HtmxHttpRequest, render_page


@require_GET
def game_replay(request: HtmxHttpRequest, session_id: int) -> HttpResponse:
    session = get_session(session_id)
    try:
        check_rules_version(session)
    except NotPlayable as exc:
        return render(request, "games/replay.html", {"session": session, "error": exc.message}, status=exc.status)
    live = live_actions(session)
    step = parse_number(request.GET.get("step"))
    step = len(live) if step is None else min(step, len(live))
    state = replay_rows(session, live[:step])
    error, status = "", 200
    try:
        viewer = viewer_seat(session, request.user, state, parse_number(request.GET.get("seat")))
    except SessionError as exc:
        viewer, error, status = None, exc.message, exc.status
    names = seat_names(session.seats.all())
    board_template, board = board_for(session.engine_key, state.view(viewer), viewer, names)
    context = {
        "session": session,
        "viewer": viewer,
        "step": step,
        "steps": len(live),
        "previous": max(step - 1, 0),
        "next": min(step + 1, len(live)),
        "board_template": board_template,
        "board": board,
        "lines": [dict(log_line(row, state, viewer, names), step=index + 1) for index, row in enumerate(live)],
        "error": error,
    }
    return render_page(request, "games/replay.html", context, partial="stage" if request.htmx else None, status=status)
