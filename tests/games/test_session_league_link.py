"""League matches played in the browser: a seated player starts the game; its end records the result."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.engines import Rng
from games.models import GameSession
from league.models import Match, Rating, ResultAudit
from league.services.errors import NotAllowed, ServiceError
from league.services.played_games import match_ref_for, raws_from_result, session_create_for_match
from league.services.reporting import match_open, match_report
from tests.games.helpers import submit


@pytest.fixture
def season(owner, opponent):
    from league.models import League

    league = League.objects.create(name="Two-Bit Town League", slug="two-bit", game="townbuilder")
    league.organisers.add(owner.player)
    league.members.add(owner.player, opponent.player)
    return league.seasons.create(name="Autumn")


@pytest.fixture
def match(season, owner, opponent):
    return match_open(season=season, creator=owner.player, players=[owner.player, opponent.player])


@pytest.fixture
def bot_match(season, owner):
    return match_open(season=season, creator=owner.player, players=[owner.player, "random"])


def _play_to_the_end(session, users_by_seat, *, seed=1):
    """Random legal moves for the human seats; the bot seats move through their own service path."""
    from automaton.services import automaton_take_turn

    rng = Rng(seed)
    for _ in range(5000):
        current = GameSession.objects.prefetch_related("seats").get(pk=session.pk)
        if current.is_finished():
            return current
        state = current.load_state()
        seat = state.to_act()[0]
        if current.seats.get(index=seat).is_bot:
            automaton_take_turn(session_id=current.pk, expected_version=current.version)
            continue
        submit(current, seat, rng.choice(state.legal_actions(seat)), users_by_seat[seat])
    raise AssertionError("the game did not end")


def test_a_seated_player_starts_the_game_with_every_player_in_the_matchs_seat(match, owner, opponent):
    session = session_create_for_match(match_id=match.pk, user=opponent)

    assert session.match_ref == match_ref_for(match.pk) and session.status == GameSession.Status.ACTIVE
    assert [(seat.index, seat.user) for seat in session.seats.all()] == [(0, owner), (1, opponent)]
    assert session_create_for_match(match_id=match.pk, user=owner) == session  # the running game, not a second


def test_an_outsider_cannot_start_a_matchs_game(match, outsider):
    with pytest.raises(NotAllowed, match="Only players seated"):
        session_create_for_match(match_id=match.pk, user=outsider)

    assert not GameSession.objects.exists()


def test_a_match_that_is_not_open_cannot_be_started(match, owner):
    match_report(
        match_id=match.pk, reporter=owner.player, raws=[{"points": 9, "hand_value": 0}, {"points": 3, "hand_value": 0}]
    )

    with pytest.raises(ServiceError, match="not waiting to be played"):
        session_create_for_match(match_id=match.pk, user=owner)


def test_the_pages_start_the_game_for_seated_players_only(client, match, owner, outsider):
    url = reverse("match-play", args=[match.pk])
    client.force_login(outsider)
    assert client.get(url).status_code == 403
    assert client.post(url).status_code == 403
    assert client.post(reverse("match-play", args=[match.pk + 99])).status_code == 404

    client.force_login(owner)
    assert client.get(url).status_code == 200
    response = client.post(url)

    session = GameSession.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[session.pk])


def test_the_api_starts_the_game_for_seated_players_only(client, match, owner, outsider):
    url = reverse("api-match-session", args=[match.pk])
    client.force_login(outsider)
    assert client.post(url, {}, content_type="application/json").status_code == 403

    client.force_login(owner)
    response = client.post(url, {}, content_type="application/json")

    session = GameSession.objects.get()
    assert response.status_code == 201
    assert response.json() == {
        "session": session.pk,
        "match_ref": match_ref_for(match.pk),
        "url": reverse("game", args=[session.pk]),
    }
    assert not session.chosen_deal


@pytest.mark.parametrize("body", [{"seed": 5}, {"options": {"decks": ["starter-outlaws"]}}])
def test_the_api_refuses_a_deal_or_options_chosen_by_a_player(client, match, owner, body):
    client.force_login(owner)

    response = client.post(reverse("api-match-session", args=[match.pk]), body, content_type="application/json")

    assert response.status_code == 400
    assert "takes its deal, options and decks from the event" in response.json()["detail"]
    assert not GameSession.objects.exists()


def test_the_end_of_the_game_records_the_match_confirmed_by_the_system(
    match, owner, opponent, django_capture_on_commit_callbacks
):
    session = session_create_for_match(match_id=match.pk, user=owner)
    with django_capture_on_commit_callbacks(execute=True):
        finished = _play_to_the_end(session, {0: owner, 1: opponent})

    match.refresh_from_db()
    seats = list(match.seats.order_by("seat"))
    assert match.status == Match.Status.CONFIRMED and match.reported_by is None
    assert [seat.placement for seat in seats] == finished.result["placements"]
    assert [seat.score for seat in seats] == finished.result["scores"]
    assert [seat.raw for seat in seats] == raws_from_result("townbuilder", finished.result)
    assert all(seat.confirmed_at is not None for seat in seats)
    audit = list(match.audit.order_by("id").values_list("action", "actor", "note"))
    assert audit[-2][:2] == (ResultAudit.Action.REPORT, None) and "reported by the system" in audit[-2][2]
    assert audit[-1][:2] == (ResultAudit.Action.CONFIRM, None) and "the engine is the witness" in audit[-1][2]
    assert Rating.objects.filter(game="townbuilder").count() == 2  # two humans: rated on the ladder


def test_a_game_against_a_bot_records_the_match_but_is_never_rated(
    bot_match, owner, django_capture_on_commit_callbacks
):
    session = session_create_for_match(match_id=bot_match.pk, user=owner)
    assert session.seats.get(index=1).bot == "random"
    with django_capture_on_commit_callbacks(execute=True):
        _play_to_the_end(session, {0: owner})

    bot_match.refresh_from_db()
    assert bot_match.status == Match.Status.CONFIRMED and bot_match.rating_seq is None
    assert not Rating.objects.exists()


def test_a_result_entered_by_hand_meanwhile_stays(match, owner, opponent):
    session = session_create_for_match(match_id=match.pk, user=owner)
    match_report(
        match_id=match.pk, reporter=owner.player, raws=[{"points": 1, "hand_value": 0}, {"points": 2, "hand_value": 0}]
    )

    _play_to_the_end(session, {0: owner, 1: opponent})

    match.refresh_from_db()
    assert match.status == Match.Status.REPORTED and match.reported_by == owner.player
    assert [seat.raw["points"] for seat in match.seats.order_by("seat")] == [1, 2]


def test_a_session_naming_no_league_match_changes_no_match(match, owner, opponent):
    from tests.games.helpers import play_out, start

    play_out(start(owner, "me", "me", seed=None, match_ref="match-17"), owner)

    match.refresh_from_db()
    assert match.status == Match.Status.OPEN


def test_doomtown_results_become_the_report_forms_fields():
    result = {
        "scores": [3, -1],
        "placements": [1, 2],
        "details": {"reason": "control of the town", "control": [5, 1], "influence": [2, 2]},
    }

    assert raws_from_result("doomtown", result) == [
        {"outcome": "win", "control": 5, "influence": 2},
        {"outcome": "loss", "control": 1, "influence": 2},
    ]


def test_a_finished_seasons_match_is_neither_started_nor_changed_by_its_game(match, owner, opponent):
    session = session_create_for_match(match_id=match.pk, user=owner)
    match.season.status = match.season.Status.FINISHED
    match.season.save(update_fields=["status"])

    with pytest.raises(ServiceError, match="is finished"):
        session_create_for_match(match_id=match.pk, user=opponent)
    _play_to_the_end(session, {0: owner, 1: opponent})

    match.refresh_from_db()
    assert match.status == Match.Status.OPEN


def test_the_match_page_offers_its_seated_players_the_game(client, match, owner, outsider):
    client.force_login(owner)
    assert reverse("match-play", args=[match.pk]) in client.get(f"/matches/{match.pk}/").content.decode()

    client.force_login(outsider)
    assert reverse("match-play", args=[match.pk]) not in client.get(f"/matches/{match.pk}/").content.decode()


def test_a_tournament_table_played_in_the_browser_records_its_result(swiss_cut_running):
    tournament, match = swiss_cut_running
    seats = list(match.seats.order_by("seat"))
    users = {seat.seat: seat.player.user for seat in seats}

    session = session_create_for_match(match_id=match.pk, user=users[0])
    _play_to_the_end(session, users)

    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert sorted(seat.placement for seat in match.seats.all()) in ([1, 2], [1, 1])
    assert ResultAudit.objects.filter(match=match, action=ResultAudit.Action.CONFIRM, actor__isnull=True).exists()


def test_a_finished_events_table_cannot_be_started(swiss_cut_running):
    tournament, match = swiss_cut_running
    tournament.status = tournament.Status.FINISHED
    tournament.save(update_fields=["status"])

    with pytest.raises(ServiceError, match="finished"):
        session_create_for_match(match_id=match.pk, user=match.seats.get(seat=0).player.user)


@pytest.fixture
def swiss_cut_running(owner, django_user_model):
    """A running Doomtown Swiss event (four players, round one paired) and its first table."""
    from league.tournaments.services import (
        tournament_check_in,
        tournament_create,
        tournament_register,
        tournament_start_round,
    )
    from tests.conftest import make_user
    from tests.league.tournaments.conftest import event_settings

    tournament = tournament_create(organiser=owner.player, settings=event_settings(format="swiss", cut_size=0), seed=3)
    for number in range(1, 5):
        user = make_user(django_user_model, f"t{number}")
        registration = tournament_register(tournament=tournament, player=user.player)
        tournament_check_in(tournament=tournament, registration_id=registration.pk, actor=user.player)
    round_ = tournament_start_round(tournament_id=tournament.pk, actor=owner.player)
    return tournament, round_.matches.order_by("table_number").first()
