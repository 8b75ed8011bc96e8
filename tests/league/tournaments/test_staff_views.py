"""The staff pages: creating an event, the console and its actions; others are refused."""

from __future__ import annotations

from django.urls import reverse

from league.models import Bye, Round, StaffRole, Tournament
from tests.league.tournaments.conftest import EVENT_FORM


def test_an_organiser_creates_an_event(client, owner, deck_format):
    client.force_login(owner)
    assert client.get(reverse("tournament-new")).status_code == 200
    response = client.post(
        reverse("tournament-new"),
        {**EVENT_FORM, "cut_size": "8", "deck_format": deck_format.pk, "deck_required": "on"},
    )
    event = Tournament.objects.get()
    assert response.status_code == 302 and event.organiser == owner.player and event.cut_size == 8


def test_bad_settings_are_refused_with_field_errors(client, owner):
    client.force_login(owner)
    response = client.post(
        reverse("tournament-new"),
        {
            "name": "Pods of two",
            "game": "townbuilder",
            "format": "swiss_pods",
            "starts_at": "2026-12-05T10:00",
            "pod_size": "4",
            "round_minutes": "50",
            "break_minutes": "10",
            "missed_round_points": "0",
            "tiebreakers": "sos",
            "decklists_running": "private",
            "decklists_finished": "public",
        },
    )
    assert response.status_code == 400 and "two-player game" in response.content.decode()
    assert not Tournament.objects.exists()


def test_any_player_may_open_the_event_form_and_a_visitor_is_sent_to_log_in(client, opponent):
    assert "/login/" in client.get(reverse("tournament-new"))["Location"]
    client.force_login(opponent)
    assert client.get(reverse("tournament-new")).status_code == 200


def test_the_console_is_for_staff_only(client, swiss_cut, entered, outsider, players):
    url = reverse("tournament-console", args=[swiss_cut.pk])
    client.force_login(outsider)
    assert client.get(url).status_code == 403
    assert client.post(reverse("tournament-start-round", args=[swiss_cut.pk])).status_code == 403
    client.force_login(players[0])
    assert (
        client.post(reverse("tournament-drop-player", args=[swiss_cut.pk]), {"registration": entered[1].pk}).status_code
        == 403
    )
    assert not Round.objects.exists()


def test_staff_run_a_round_from_the_console(client, swiss_cut, entered, owner, outsider):
    client.force_login(owner)
    client.post(reverse("tournament-staff", args=[swiss_cut.pk]), {"username": "charlie", "role": "head_judge"})
    assert StaffRole.objects.get(tournament=swiss_cut).player == outsider.player
    client.force_login(outsider)
    response = client.post(reverse("tournament-start-round", args=[swiss_cut.pk]), follow=True)
    assert "Round 1 is paired" in response.content.decode()
    again = client.post(reverse("tournament-start-round", args=[swiss_cut.pk]), follow=True).content.decode()
    assert "Round 1 is not complete" in again and Round.objects.count() == 1
    client.post(reverse("tournament-call-time", args=[swiss_cut.pk]), {"called": "1"})
    assert Round.objects.get().time_called
    ends = Round.objects.get().ends_at
    client.post(reverse("tournament-extend", args=[swiss_cut.pk]), {"minutes": "5"})
    assert (Round.objects.get().ends_at - ends).total_seconds() == 300
    page = client.get(reverse("tournament-console", args=[swiss_cut.pk])).content.decode()
    assert "Tables still playing: 1, 2, 3, 4" in page


def test_a_judge_swaps_players_and_a_second_bye_is_kept_as_a_warning_on_the_page(client, swiss_cut, entered, owner):
    from league.tournaments.services import tournament_drop, tournament_start_round
    from tests.league.tournaments.conftest import play_round

    tournament_drop(tournament=swiss_cut, registration_id=entered[7].pk, actor=owner.player)
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    had_bye = Bye.objects.get(round=first).registration
    play_round(swiss_cut, first)
    second = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    bye = Bye.objects.get(round=second)
    client.force_login(owner)
    response = client.post(
        reverse("tournament-swap", args=[swiss_cut.pk]),
        {"first": had_bye.pk, "second": bye.registration.pk},
        follow=True,
    )
    page = response.content.decode()
    assert "swapped seats. Warning:" in page and "has a bye for the 2nd time" in page
    assert Bye.objects.get(round=second).registration == had_bye
    assert "Round 2 pairing:" in client.get(reverse("tournament-console", args=[swiss_cut.pk])).content.decode()


def test_a_scorekeeper_sees_no_pairing_edits_and_the_finished_console_renders(
    client, swiss_cut, entered, owner, outsider
):
    from league.tournaments.services import staff_assign, tournament_finish, tournament_start_round
    from tests.league.tournaments.conftest import play_round

    staff_assign(tournament=swiss_cut, actor=owner.player, player=outsider.player, role=StaffRole.Role.SCOREKEEPER)
    play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    client.force_login(outsider)
    page = client.get(reverse("tournament-console", args=[swiss_cut.pk])).content.decode()
    assert "Pair round 2" in page and "Swap two players" not in page and "Re-pair" not in page
    tournament_finish(tournament_id=swiss_cut.pk, actor=owner.player, early=True)
    client.force_login(owner)
    page = client.get(reverse("tournament-console", args=[swiss_cut.pk])).content.decode()
    assert "Finished" in page and "Pair round" not in page


def test_the_create_form_suggests_rounds_for_the_expected_players(client, db):
    url = reverse("tournament-rounds-hint")
    swiss = client.get(url, {"expected_players": 40, "format": "swiss"}).content.decode()
    assert "6 rounds suggested for 40 players" in swiss and "<html" not in swiss
    pods = client.get(url, {"expected_players": 40, "format": "swiss_pods", "pod_size": 4}).content.decode()
    assert "4 rounds suggested" in pods
    assert "suggested" not in client.get(url, {"expected_players": "x"}).content.decode()


def test_a_site_moderator_may_run_an_event_they_do_not_staff(client, swiss_cut, outsider):
    client.force_login(outsider)
    assert client.get(reverse("tournament-console", args=[swiss_cut.pk])).status_code == 403
    outsider.is_staff = True
    outsider.save()
    assert client.get(reverse("tournament-console", args=[swiss_cut.pk])).status_code == 200
