"""Organisers in control, in the console and the API: pairings by hand (rematch and second bye
allowed with a warning), re-pair, swap, the clock and finishing; bad inputs refused, nothing changed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone
from rest_framework.test import APIClient

from league.models import Bye, Match, MatchSeat, Round, Tournament
from league.services.errors import ServiceError
from league.tournaments.services import (
    clock_face,
    round_clock,
    round_set_pairings,
    tournament_drop,
    tournament_report,
    tournament_start_round,
)
from tests.league.tournaments.conftest import doomtown_win, play_round


@pytest.fixture
def api(owner):
    client = APIClient()
    client.force_authenticate(owner)
    return client


def layout(round_: Round) -> tuple[list[set[int]], list[int]]:
    regs = {r.player_id: r.pk for r in round_.tournament.registrations.all()}
    tables = [{regs[s.player_id] for s in m.seats.all()} for m in round_.matches.order_by("table_number")]
    return tables, sorted(Bye.objects.filter(round=round_).values_list("registration_id", flat=True))


def rematch_layout(swiss_cut, entered, owner):
    """Round 1 played; round 2 paired. Returns (round 2, round-1 tables as id pairs)."""
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    met, _ = layout(first)
    play_round(swiss_cut, first)
    return tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player), [sorted(t) for t in met]


def test_an_organiser_pairs_a_round_by_hand_with_rematches_kept_as_warnings(swiss_cut, entered, owner):
    second, met = rematch_layout(swiss_cut, entered, owner)
    round_ = round_set_pairings(tournament_id=swiss_cut.pk, actor=owner.player, tables=met)
    assert [set(t) for t in met] == layout(round_)[0]
    assert sum("meet for the 2nd time" in w for w in round_.warnings) == 4
    assert round_.warnings[0] == "pairings entered by hand"
    assert "P1" in " ".join(round_.warnings) or "p1" in " ".join(round_.warnings).lower()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda ids: [[ids[0], ids[1]], [ids[0], ids[2]], [ids[3], ids[4]], [ids[5], ids[6]]], "is placed 2 times"),
        (lambda ids: [[ids[0], ids[1]], [ids[2], ids[3]], [ids[4], ids[5]]], "has no table and no bye"),
        (lambda ids: [[ids[0], ids[1], ids[2]], [ids[3], ids[4]], [ids[5], ids[6], ids[7]]], "seats 3 players"),
        (lambda ids: [[ids[0], ids[1]], [ids[2], ids[3]], [ids[4], ids[5]], [ids[6], 99999]], "Not registered"),
    ],
)
def test_bad_hand_pairings_are_refused_and_change_nothing(swiss_cut, entered, owner, change, message):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    before = layout(round_)
    ids = [r.pk for r in entered]
    with pytest.raises(ServiceError, match=message):
        round_set_pairings(tournament_id=swiss_cut.pk, actor=owner.player, tables=change(ids))
    assert layout(Round.objects.get(pk=round_.pk)) == before


def test_a_dropped_player_is_refused_and_a_reported_round_is_not_edited(swiss_cut, entered, owner, players):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    ids = [r.pk for r in entered]
    tournament_drop(tournament=swiss_cut, registration_id=ids[7], actor=players[7].player)
    with pytest.raises(ServiceError, match="has dropped"):
        round_set_pairings(
            tournament_id=swiss_cut.pk, actor=owner.player, tables=[ids[0:2], ids[2:4], ids[4:6], ids[6:8]]
        )
    round_set_pairings(
        tournament_id=swiss_cut.pk, actor=owner.player, tables=[ids[0:2], ids[2:4], ids[4:6]], byes=[ids[6]]
    )
    match = round_.matches.order_by("table_number").first()
    tournament_report(
        tournament=swiss_cut, match_id=match.pk, player=match.seats.get(seat=0).player, raws=doomtown_win()
    )
    before = layout(round_)
    with pytest.raises(ServiceError, match="already has results"):
        round_set_pairings(
            tournament_id=swiss_cut.pk, actor=owner.player, tables=[ids[0:2], ids[2:4], ids[4:6]], byes=[ids[6]]
        )
    assert layout(round_) == before


def test_a_second_bye_by_hand_is_allowed_with_a_warning(swiss_cut, entered, owner, players):
    ids = [r.pk for r in entered]
    tournament_drop(tournament=swiss_cut, registration_id=ids[7], actor=players[7].player)
    first = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    had_bye = Bye.objects.get(round=first).registration_id
    play_round(swiss_cut, first)
    tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    others = [i for i in ids[:7] if i != had_bye]
    round_ = round_set_pairings(
        tournament_id=swiss_cut.pk, actor=owner.player, tables=[others[0:2], others[2:4], others[4:6]], byes=[had_bye]
    )
    assert any("has a bye for the 2nd time" in w for w in round_.warnings)


def test_the_api_pairs_by_hand_swaps_re_pairs_runs_the_clock_and_finishes(api, swiss_cut, entered, owner, outsider):
    second, met = rematch_layout(swiss_cut, entered, owner)
    url = f"/api/tournaments/{swiss_cut.pk}/rounds/current/"
    response = api.put(url + "pairings/", {"tables": met, "byes": []}, format="json")
    assert response.status_code == 200 and any("2nd time" in w for w in response.json()["warnings"])
    twice = api.put(url + "pairings/", {"tables": [met[0], met[0], met[2], met[3]]}, format="json")
    assert twice.status_code == 400 and "placed 2 times" in twice.json()["detail"]
    assert api.put(url + "pairings/", {"tables": "A v B"}, format="json").status_code == 400
    a, b = met[0][0], met[1][0]
    swapped = api.post(url + "swap/", {"first": a, "second": b}, format="json")
    assert swapped.status_code == 200 and any("swapped by hand" in w for w in swapped.json()["warnings"])
    repaired = api.post(url + "repair/", format="json")
    assert repaired.status_code == 200 and repaired.json()["warnings"] == []
    paused = api.post(url + "clock/", {"action": "pause"}, format="json").json()
    assert paused["paused"] is True
    assert api.post(url + "clock/", {"action": "pause"}, format="json").status_code == 400
    assert api.post(url + "clock/", {"action": "resume"}, format="json").json()["paused"] is False
    assert api.post(url + "clock/", {"action": "rewind"}, format="json").status_code == 400
    outsider_api = APIClient()
    outsider_api.force_authenticate(outsider)
    assert outsider_api.post(url + "clock/", {"action": "pause"}, format="json").status_code == 403
    assert api.post(f"/api/tournaments/{swiss_cut.pk}/finish/", {}, format="json").status_code == 400
    play_round(swiss_cut, Round.objects.get(tournament=swiss_cut, number=2))
    finished = api.post(f"/api/tournaments/{swiss_cut.pk}/finish/", {"early": True}, format="json")
    assert finished.status_code == 200 and finished.json()["status"] == Tournament.Status.FINISHED


def test_a_paused_clock_keeps_its_time_left(swiss_cut, entered, owner):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    start = round_.started_at
    paused = round_clock(
        tournament_id=swiss_cut.pk, actor=owner.player, action="pause", now=start + timedelta(minutes=10)
    )
    later = clock_face(paused, now=start + timedelta(minutes=30))
    assert later["paused"] and later["seconds_left"] == (swiss_cut.round_minutes - 10) * 60
    resumed = round_clock(
        tournament_id=swiss_cut.pk, actor=owner.player, action="resume", now=start + timedelta(minutes=30)
    )
    assert clock_face(resumed, now=start + timedelta(minutes=30))["seconds_left"] == (swiss_cut.round_minutes - 10) * 60
    restarted = round_clock(tournament_id=swiss_cut.pk, actor=owner.player, action="start", now=timezone.now())
    assert abs(clock_face(restarted)["seconds_left"] - swiss_cut.round_minutes * 60) < 5


def test_the_console_pairs_a_round_by_hand_and_pauses_the_clock(client, swiss_cut, entered, owner):
    second, met = rematch_layout(swiss_cut, entered, owner)
    client.force_login(owner)
    page = client.get(reverse("tournament-hand-pairing", args=[swiss_cut.pk]))
    assert page.status_code == 200 and 'name="table-4-1"' in page.content.decode(), "one spare table row"
    form = {"rows": "5"}
    for r, table in enumerate(met):
        for s, registration in enumerate(table):
            form[f"table-{r}-{s}"] = str(registration)
    done = client.post(reverse("tournament-hand-pairing", args=[swiss_cut.pk]), form, follow=True).content.decode()
    assert "paired by hand. Warning:" in done and "meet for the 2nd time" in done
    form["table-1-0"] = form["table-0-0"]
    refused = client.post(reverse("tournament-hand-pairing", args=[swiss_cut.pk]), form)
    assert refused.status_code == 400 and "placed 2 times" in refused.content.decode()
    client.post(reverse("tournament-clock", args=[swiss_cut.pk]), {"action": "pause"})
    assert Round.objects.get(pk=second.pk).paused_at is not None
    console = client.get(reverse("tournament-console", args=[swiss_cut.pk])).content.decode()
    assert "Resume the clock" in console and "Pair by hand" in console


def test_outsiders_cannot_pair_by_hand(client, swiss_cut, entered, owner, outsider):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    client.force_login(outsider)
    assert client.get(reverse("tournament-hand-pairing", args=[swiss_cut.pk])).status_code == 403
    assert client.post(reverse("tournament-clock", args=[swiss_cut.pk]), {"action": "pause"}).status_code == 403
    assert Round.objects.get(pk=round_.pk).paused_at is None
    assert (
        Match.objects.filter(round=round_).count() == 4 and MatchSeat.objects.filter(match__round=round_).count() == 8
    )
