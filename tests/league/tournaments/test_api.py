"""The tournament API: create, register, rounds, pairings, results, standings, exports, permissions."""

from __future__ import annotations

import csv
import io
import json

import pytest
from rest_framework.test import APIClient

from league.models import Match, Registration, Round, Tournament
from league.tournaments.services import tournament_start_round
from tests.league.tournaments.conftest import play_round, valid_deck


@pytest.fixture
def api():
    return APIClient()


def test_a_player_creates_an_event_and_a_visitor_is_refused(api, owner, deck_format):
    body = {
        "name": "Gomorra Open",
        "game": "doomtown",
        "format": "swiss",
        "starts_at": "2026-12-05T10:00:00Z",
        "deck_format_id": deck_format.pk,
        "deck_required": True,
        "seed": 5,
    }
    assert api.post("/api/tournaments/create/", body, format="json").status_code == 401
    api.force_authenticate(owner)
    response = api.post("/api/tournaments/create/", body, format="json")
    assert response.status_code == 201 and response.json()["rounds"] is None
    assert Tournament.objects.get().seed == 5
    bad = api.post("/api/tournaments/create/", {**body, "cut_size": 4}, format="json")
    assert bad.status_code == 400 and "cut_size" in bad.json()["errors"]
    hidden = api.post("/api/tournaments/create/", {**body, "decklists_running": "everyone"}, format="json")
    assert hidden.status_code == 400 and "decklists_running" in hidden.json()["errors"]
    assert Tournament.objects.count() == 1


def test_a_player_registers_checks_in_and_drops_through_the_api(api, swiss_cut, opponent, outsider, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    api.force_authenticate(opponent)
    response = api.post(f"/api/tournaments/{swiss_cut.pk}/registrations/create/", {"deck_id": deck.pk}, format="json")
    assert response.status_code == 201 and response.json()["deck"] == "Law Dogs"
    registration_id = response.json()["id"]
    api.force_authenticate(outsider)
    assert api.post(f"/api/tournaments/{swiss_cut.pk}/registrations/{registration_id}/drop/").status_code == 403
    api.force_authenticate(opponent)
    assert api.post(f"/api/tournaments/{swiss_cut.pk}/registrations/{registration_id}/check-in/").json()["checked_in"]
    assert (
        api.post(f"/api/tournaments/{swiss_cut.pk}/registrations/{registration_id}/drop/").json()["dropped_after"] == 0
    )
    listed = api.get(f"/api/tournaments/{swiss_cut.pk}/registrations/").json()
    assert [row["player"] for row in listed] == ["Bob"]


def test_an_invalid_deck_is_refused_through_the_api(api, swiss_cut, opponent, deck_format):
    deck = valid_deck(opponent.player, deck_format)
    deck.status = "invalid"
    deck.save()
    api.force_authenticate(opponent)
    response = api.post(f"/api/tournaments/{swiss_cut.pk}/registrations/create/", {"deck_id": deck.pk}, format="json")
    assert response.status_code == 400 and "deck" in response.json()["errors"]
    assert not Registration.objects.exists()


def test_rounds_pairings_results_and_standings(api, swiss_cut, entered, owner, outsider):
    api.force_authenticate(outsider)
    assert api.post(f"/api/tournaments/{swiss_cut.pk}/rounds/start/").status_code == 403
    api.force_authenticate(owner)
    started = api.post(f"/api/tournaments/{swiss_cut.pk}/rounds/start/")
    assert started.status_code == 201 and started.json()["tables"] == 4
    refused = api.post(f"/api/tournaments/{swiss_cut.pk}/rounds/start/")
    assert refused.status_code == 400 and "Round 1 is not complete" in refused.json()["detail"]
    tables = api.get(f"/api/tournaments/{swiss_cut.pk}/rounds/1/pairings/").json()
    assert [row["table"] for row in tables] == [1, 2, 3, 4]
    first, second = tables[0], tables[1]
    reporter = Match.objects.get(pk=first["match_id"]).seats.get(seat=0).player
    api.force_authenticate(reporter.user)
    win = {"fields": [{"outcome": "win"}, {"outcome": "loss"}]}
    other = api.post(f"/api/tournaments/{swiss_cut.pk}/results/{second['match_id']}/", win, format="json")
    assert other.status_code == 403 and "report only your own table" in other.json()["detail"]
    mine = api.post(f"/api/tournaments/{swiss_cut.pk}/results/{first['match_id']}/", win, format="json")
    assert mine.status_code == 200 and mine.json()["status"] == "reported"
    opponent = Match.objects.get(pk=first["match_id"]).seats.get(seat=1).player
    api.force_authenticate(opponent.user)
    confirmed = api.post(f"/api/tournaments/{swiss_cut.pk}/results/{first['match_id']}/confirm/")
    assert confirmed.json()["status"] == "confirmed"
    rows = api.get(f"/api/tournaments/{swiss_cut.pk}/standings/", {"round": 1}).json()
    assert rows[0]["player"] == reporter.display_name and rows[0]["points"] == 3
    assert set(rows[0]["tiebreakers"]) == {"sos", "esos"}
    detail = api.get(f"/api/tournaments/{swiss_cut.pk}/").json()
    assert detail["rounds"] == 3 and [row["paired"] for row in detail["schedule"]] == [True] + [False] * 4
    assert api.get(f"/api/tournaments/{swiss_cut.pk}/rounds/").json()[0]["unfinished"] == 3


def test_exports_in_json_and_csv(api, swiss_cut, entered, owner):
    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    play_round(swiss_cut, round_)
    document = json.loads(api.get(f"/api/tournaments/{swiss_cut.pk}/export.json").content)
    assert document["event"]["name"] == "Gomorra Open" and len(document["registrations"]) == 8
    assert len(document["rounds"][0]["pairings"]) == 4 and len(document["standings"]) == 8
    results = document["results"]
    assert len(results["players"]) == 8 and sorted(results["rounds"][0][0]["points"]) == [0, 3]
    lines = list(csv.reader(io.StringIO(api.get(f"/api/tournaments/{swiss_cut.pk}/export.csv").content.decode())))
    assert lines[0][:3] == ["round", "stage", "table"] and len(lines) == 9
    standings = list(
        csv.reader(io.StringIO(api.get(f"/api/tournaments/{swiss_cut.pk}/standings.csv").content.decode()))
    )
    assert standings[0] == ["rank", "player", "points", "dropped", "sos", "esos"] and len(standings) == 9
    assert api.get(f"/api/tournaments/{swiss_cut.pk}/export.xml").status_code == 404


def test_the_exported_results_feed_the_standings_command(api, swiss_cut, entered, owner, tmp_path):
    from django.core.management import call_command

    round_ = tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player)
    play_round(swiss_cut, round_)
    results = json.loads(api.get(f"/api/tournaments/{swiss_cut.pk}/export.json").content)["results"]
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    out = io.StringIO()
    call_command("standings", str(path), "--json", stdout=out)
    printed = json.loads(out.getvalue())["standings"]
    served = api.get(f"/api/tournaments/{swiss_cut.pk}/standings/").json()
    assert [row["points"] for row in printed] == [row["points"] for row in served]
    assert Round.objects.count() == 1
