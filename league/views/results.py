"""Reporting a result (a form that adapts to the game, with the score computed live), a match page,
and the one-click confirm and dispute buttons."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from games.catalogue import get_game
from league.forms import DisputeForm, ResultForm, seat_count_choices
from league.htmx import HtmxHttpRequest, render_page, render_partials
from league.inputs import ascii_number
from league.models import League, Match, Player, Season
from league.result_lines import match_notes, seat_lines
from league.results import SCORING, ResultError, score_result
from league.services.errors import NotAllowed, ServiceError
from league.services.queries import season_for, with_seats
from league.services.reporting import SeatEntry, is_league_organiser, match_confirm, match_dispute, match_record
from league.services.standings import standings_refresh
from league.views.league_access import get_league, get_match, player_of
from league.views.leagues import DETAIL, matches_context, standings_context

REPORT = "league/report.html"
MATCH = "league/match_detail.html"
BASE = "base.html"


def _seat_count(request: HtmxHttpRequest, league: League) -> int:
    choices = seat_count_choices(league.game)
    count = ascii_number(request.POST.get("seats") or request.GET.get("seats")) or choices[0]
    return min(max(count, choices[0]), choices[-1])


def _result_form(request: HtmxHttpRequest, league: League, seats: int) -> ResultForm:
    data = request.POST if request.method == "POST" else None
    return ResultForm(data, game=league.game, players=league.members.all(), seats=seats)


def _entries(form: ResultForm, league: League) -> list[SeatEntry]:
    players = {str(p.pk): p for p in league.members.all()}
    return [
        SeatEntry(player=players[choice], raw=raw, deck_name=deck)
        for choice, raw, deck in zip(form.seat_choices(), form.raws(), form.deck_names(), strict=True)
    ]


@login_required
def report(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    league = get_league(slug)
    season = league.current_season()
    seats = _seat_count(request, league)
    form = _result_form(request, league, seats)
    context: dict[str, Any] = {
        "league": league,
        "season": season,
        "form": form,
        "seats": seats,
        "seat_choices": seat_count_choices(league.game),
        "game": get_game(league.game),
    }
    if request.method == "POST" and season is None:
        form.add_error(None, "This league has no open season: ask an organiser to start one.")
    elif request.method == "POST" and season is not None and form.is_valid():
        try:
            match = match_record(
                season=season,
                reporter=Player.for_user(request.user),
                entries=_entries(form, league),
                details=form.details(),
            )
        except ServiceError as error:
            form.add_service_errors(error.message, error.errors)
        else:
            messages.success(request, "Result reported. The other players are asked to confirm it.")
            return redirect("match-detail", match.pk)
    partial = "result-form" if request.htmx and request.htmx.target == "result-form" else None
    return render_page(request, REPORT, context, partial=partial, status=400 if form.errors and not partial else 200)


@require_POST
def report_preview(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """The score and placements the typed-in fields give, or what is wrong with them (changes nothing)."""
    league = get_league(slug)
    form = _result_form(request, league, _seat_count(request, league))
    form.is_valid()  # fills cleaned_data with whatever parsed; scoring judges the rest
    preview: dict[str, Any] = {"game": get_game(league.game)}
    try:
        scored = score_result(league.game, form.raws(), form.details())
        preview["rows"] = [
            {"seat": index + 1, "score": score, "placement": placement}
            for index, (score, placement) in enumerate(zip(scored.scores, scored.placements, strict=True))
        ]
    except ResultError as error:
        preview["errors"] = [_where(path) + message for path, message in error.errors.items()]
    return render_page(request, REPORT, {"preview": preview, "league": league}, partial="preview")


def _where(path: str) -> str:
    """ "seats.1.rank" -> "Seat 2: " so each live message says which seat it is about."""
    parts = path.split(".")
    return f"Seat {int(parts[1]) + 1}: " if parts[0] == "seats" and len(parts) > 1 and parts[1].isdigit() else ""


def _match_context(match: Match) -> dict[str, Any]:
    """The match's status and seats as its page shows them: by place, scoring in words."""
    seats = sorted(match.seats.all(), key=lambda seat: (seat.placement or len(match.seats.all()) + 1, seat.seat))
    for seat in seats:
        seat.lines = seat_lines(match.game, seat.raw)  # type: ignore[attr-defined]
    return {
        "match": match,
        "seats": seats,
        "score_label": getattr(SCORING.get(match.game), "score_label", ""),
        "notes": match_notes(match.game, match.details or {}, [seat.label for seat in match.seats.all()]),
    }


def match_detail(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    get_match(match_id)
    match = with_seats(Match.objects.filter(pk=match_id)).get()
    player = player_of(request.user)
    my_seat = next((seat for seat in match.seats.all() if player and seat.player_id == player.pk), None)
    context = {
        **_match_context(match),
        "my_seat": my_seat,
        "can_answer": my_seat is not None and match.status == Match.Status.REPORTED and my_seat.confirmed_at is None,
        "is_league_organiser": match.season is not None and is_league_organiser(match.season.league, player),
        "audit": match.audit.select_related("actor"),
        "dispute_form": DisputeForm(),
    }
    return render(request, MATCH, context)


def _answered(request: HtmxHttpRequest, match_id: int, text: str, ok: bool, status: int = 200) -> HttpResponse:
    if request.htmx:
        context = {"text": text, "ok": ok, "match_id": match_id}
        if ok:
            return _answered_in_place(request, match_id, context)
        return render_page(request, MATCH, context, partial="answered", status=status)
    (messages.success if ok else messages.error)(request, text)
    return redirect("match-detail", match_id)


def _answered_in_place(request: HtmxHttpRequest, match_id: int, context: dict[str, Any]) -> HttpResponse:
    """The answer, and out of band what the answer changed on the page it came from: on the match
    page its status and seats; on the league page the season's matches and standings; everywhere
    the nav's waiting count."""
    match = with_seats(Match.objects.filter(pk=match_id)).get()
    partials = [(MATCH, "answered"), (BASE, "waiting-badge"), (BASE, "menu-badge")]
    if request.htmx.target == "answer":
        context.update(_match_context(match), audit=match.audit.select_related("actor"))
        partials += [(MATCH, "match-status"), (MATCH, "match-seats"), (MATCH, "match-history")]
    elif match.season is not None and _shows_season(request, match.season):
        if match.status == Match.Status.CONFIRMED:
            # Now, not when the queued refresh runs: the page must not show the old table.
            standings_refresh(season_id=match.season.pk)
        context.update(standings_context(match.season))
        context.update(matches_context(match.season))
        context["league"] = match.season.league
        partials += [(DETAIL, "standings"), (DETAIL, "matches")]
    return render_partials(request, context, partials)


def _shows_season(request: HtmxHttpRequest, season: Season) -> bool:
    """Whether the league page the request came from shows this season (asked for, or the one shown by default)."""
    asked = parse_qs(urlsplit(request.htmx.current_url or "").query).get("season", [None])[0]
    shown = season_for(season.league, asked)
    return shown is not None and shown.pk == season.pk


def _status(error: ServiceError) -> int:
    return 403 if isinstance(error, NotAllowed) else 400


def _acting_player(request: HtmxHttpRequest) -> Player:
    player = player_of(request.user)
    assert player is not None  # views below require a login
    return player


@login_required
@require_POST
def match_confirm_view(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    get_match(match_id)
    try:
        match_confirm(match_id=match_id, player=_acting_player(request))
    except ServiceError as error:
        return _answered(request, match_id, error.message, ok=False, status=_status(error))
    return _answered(request, match_id, "Confirmed. Thank you.", ok=True)


@login_required
@require_POST
def match_dispute_view(request: HtmxHttpRequest, match_id: int) -> HttpResponse:
    get_match(match_id)
    form = DisputeForm(request.POST)
    reason = form.cleaned_data["reason"] if form.is_valid() else ""
    try:
        match_dispute(match_id=match_id, player=_acting_player(request), reason=reason)
    except ServiceError as error:
        return _answered(request, match_id, error.message, ok=False, status=_status(error))
    return _answered(request, match_id, "Disputed: an organiser will look at it.", ok=True)
