"""The organiser console: only the league's organisers; disputes, overrides, members, season settings."""

from __future__ import annotations

import pytest

from league.models import Match, ResultAudit, Season, Standing
from league.services.reporting import SeatEntry, match_dispute, match_record
from tests.league.results import studios


@pytest.fixture
def disputed(season, owner, opponent):
    match = match_record(
        season=season,
        reporter=opponent.player,
        entries=[SeatEntry(owner.player, studios(5)), SeatEntry(opponent.player, studios(10))],
    )
    return match_dispute(match_id=match.pk, player=owner.player, reason="I had rank 6")


def test_it_shows_the_console_to_the_organiser(client, disputed, owner):
    client.force_login(owner)
    body = client.get("/leagues/gem/console/").content.decode()
    assert "I had rank 6" in body and "Members (2)" in body and 'name="points_win"' in body


@pytest.mark.parametrize("persona", ["opponent", "outsider"])
def test_it_refuses_the_console_to_others(client, league, persona, request):
    client.force_login(request.getfixturevalue(persona))
    assert client.get("/leagues/gem/console/").status_code == 403


def test_it_resolves_a_dispute_by_accepting(client, disputed, referee, eager_tasks, django_capture_on_commit_callbacks):
    client.force_login(referee)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/leagues/gem/console/matches/{disputed.pk}/resolve/", {"decision": "accept"})
    assert Match.objects.get().status == Match.Status.CONFIRMED
    assert Standing.objects.filter(season=disputed.season).count() == 2


def test_it_refuses_a_resolution_from_the_opponent(client, disputed, opponent):
    client.force_login(opponent)
    response = client.post(f"/leagues/gem/console/matches/{disputed.pk}/resolve/", {"decision": "void"})
    assert response.status_code == 403
    assert Match.objects.get().status == Match.Status.DISPUTED


def test_it_overrides_a_result_with_a_note(client, disputed, referee):
    client.force_login(referee)
    page = client.get(f"/leagues/gem/console/matches/{disputed.pk}/override/")
    assert page.context["form"]["seat1-dollars"].value() == 10
    data = {
        "seat0-dollars": 5,
        "seat0-credits": 0,
        "seat0-rank": 6,
        "seat1-dollars": 10,
        "seat1-credits": 0,
        "seat1-rank": 1,
        "note": "rank fixed",
    }
    response = client.post(f"/leagues/gem/console/matches/{disputed.pk}/override/", data)
    assert response.status_code == 302
    match = Match.objects.get()
    assert match.status == Match.Status.CONFIRMED
    assert [s.score for s in match.seats.order_by("seat")] == [35, 15]
    assert ResultAudit.objects.get(action="override").note == "rank fixed"


def test_it_refuses_an_impossible_override(client, disputed, owner):
    client.force_login(owner)
    data = {
        "seat0-dollars": 5,
        "seat0-credits": 0,
        "seat0-rank": 7,
        "seat1-dollars": 10,
        "seat1-credits": 0,
        "seat1-rank": 1,
    }
    response = client.post(f"/leagues/gem/console/matches/{disputed.pk}/override/", data)
    assert response.status_code == 400
    assert Match.objects.get().status == Match.Status.DISPUTED


def season_settings(**changes):
    """The season settings form, filled in with settings that differ from the defaults."""
    form = {
        "name": "Spring",
        "starts_on": "2026-03-01",
        "points_win": 2,
        "points_draw": 1,
        "points_loss": 0,
        "placement_points": "5, 3, 1",
        "min_games": 4,
        "repeat_limit": 3,
        "repeat_window": 6,
        "tiebreakers": "omw, sos",
        "confirm_after_hours": 12,
    }
    return {**form, **changes}


def test_it_saves_the_season_settings(client, season, owner):
    client.force_login(owner)
    assert client.post(f"/leagues/gem/console/seasons/{season.pk}/", season_settings()).status_code == 302
    season.refresh_from_db()
    assert (season.points_win, season.placement_points, season.tiebreakers, season.confirm_after_hours) == (
        2,
        [5, 3, 1],
        ["omw", "sos"],
        12,
    )


def test_it_rejects_an_unknown_tiebreaker(client, season, owner):
    client.force_login(owner)
    response = client.post(f"/leagues/gem/console/seasons/{season.pk}/", season_settings(tiebreakers="luck"))
    assert response.status_code == 400 and "unknown tiebreaker luck" in response.content.decode()


def test_it_finishes_a_season_and_starts_a_new_one(client, season, owner):
    client.force_login(owner)
    client.post(f"/leagues/gem/console/seasons/{season.pk}/status/", {"status": "finished"})
    client.post("/leagues/gem/console/seasons/new/", {"name": "Summer"})
    assert Season.objects.get(pk=season.pk).is_finished
    assert season.league.current_season().name == "Summer"


def test_it_adds_and_removes_members(client, league, owner, opponent, outsider):
    client.force_login(owner)
    client.post("/leagues/gem/console/members/", {"username": "charlie"})
    assert league.members.filter(pk=outsider.player.pk).exists()
    client.post(f"/leagues/gem/console/members/{opponent.player.pk}/remove/")
    assert not league.members.filter(pk=opponent.player.pk).exists()


def test_it_fills_the_date_fields_in_the_format_browsers_read(client, season, owner):
    client.force_login(owner)
    body = client.get("/leagues/gem/console/").content.decode()
    assert f'type="date" name="starts_on" value="{season.starts_on:%Y-%m-%d}"' in body
