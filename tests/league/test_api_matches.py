"""The result workflow over the API: record, open + report, confirm, dispute, override, resolve, for each role."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from league.models import Match


@pytest.fixture
def api():
    return APIClient()


def seat(player, **fields):
    return {"player_id": player.player.pk, "fields": fields}


def record(api, reporter, owner, opponent, first=None, second=None):
    api.force_authenticate(reporter)
    body = {
        "seats": [
            seat(owner, **(first or {"dollars": 30, "credits": 5, "rank": 3})),
            seat(opponent, **(second or {"dollars": 20, "credits": 0, "rank": 2})),
        ]
    }
    return api.post("/api/leagues/gem/matches/record/", body, format="json")


def test_it_records_a_result_and_returns_scores(api, season, owner, opponent):
    response = record(api, owner, owner, opponent)
    assert response.status_code == 201
    assert [(s["score"], s["placement"]) for s in response.json()["seats"]] == [(50, 1), (30, 2)]
    assert response.json()["status"] == "reported"


def test_it_refuses_an_outsider_with_403(api, season, owner, opponent, outsider):
    assert record(api, outsider, owner, opponent).status_code == 403
    assert not Match.objects.exists()


def test_it_refuses_anonymous_writes(api, season, owner, opponent):
    response = api.post("/api/leagues/gem/matches/record/", {"seats": []}, format="json")
    assert response.status_code == 401


def test_it_names_the_bad_field(api, season, owner, opponent):
    response = record(api, owner, owner, opponent, first={"dollars": 1, "credits": 0, "rank": 7})
    assert response.status_code == 400
    assert response.json()["errors"] == {"seats.0.rank": "Rank cannot be above 6 (got 7)."}
    assert not Match.objects.exists()


def test_it_refuses_a_seat_for_a_non_member(api, season, owner, outsider):
    response = record(api, owner, owner, outsider)
    assert response.status_code == 400 and "not a member" in response.json()["detail"]


def test_it_runs_the_whole_workflow(api, season, owner, opponent, referee):
    match_id = record(api, opponent, owner, opponent).json()["id"]
    api.force_authenticate(owner)
    disputed = api.post(f"/api/matches/{match_id}/dispute/", {"reason": "rank 4"}, format="json")
    assert disputed.json()["status"] == "disputed"
    api.force_authenticate(opponent)
    assert api.post(f"/api/matches/{match_id}/resolve/", {"decision": "accept"}, format="json").status_code == 403
    api.force_authenticate(owner)
    fields = [{"dollars": 30, "credits": 5, "rank": 4}, {"dollars": 20, "credits": 0, "rank": 2}]
    own = api.post(f"/api/matches/{match_id}/override/", {"fields": fields, "note": "rank 4"}, format="json")
    assert own.status_code == 403 and "another organiser" in own.json()["detail"]  # owner plays in it
    api.force_authenticate(referee)
    overridden = api.post(f"/api/matches/{match_id}/override/", {"fields": fields, "note": "rank 4"}, format="json")
    assert overridden.status_code == 200 and overridden.json()["status"] == "confirmed"
    detail = api.get(f"/api/matches/{match_id}/").json()
    assert [entry["action"] for entry in detail["audit"]] == ["report", "dispute", "override"]
    assert detail["audit"][2]["before"]["seats"][0]["score"] == 50 and detail["seats"][0]["score"] == 55


def test_it_confirms_for_the_opponent_and_lists_pending(api, season, owner, opponent):
    match_id = record(api, owner, owner, opponent).json()["id"]
    api.force_authenticate(opponent)
    assert [m["id"] for m in api.get("/api/me/pending/").json()] == [match_id]
    assert api.post(f"/api/matches/{match_id}/confirm/").json()["status"] == "confirmed"
    assert api.get("/api/me/pending/").json() == []


def test_it_refuses_a_confirmation_from_an_outsider(api, season, owner, opponent, outsider):
    match_id = record(api, owner, owner, opponent).json()["id"]
    api.force_authenticate(outsider)
    assert api.post(f"/api/matches/{match_id}/confirm/").status_code == 403


def test_it_reports_an_open_match_once(api, season, owner, opponent):
    api.force_authenticate(owner)
    opened = api.post("/api/leagues/gem/matches/open/", {"seats": [seat(owner), seat(opponent)]}, format="json")
    match_id = opened.json()["id"]
    fields = [{"dollars": 1, "credits": 0, "rank": 1}, {"dollars": 2, "credits": 0, "rank": 1}]
    assert api.post(f"/api/matches/{match_id}/report/", {"fields": fields}, format="json").status_code == 200
    api.force_authenticate(opponent)
    second = api.post(f"/api/matches/{match_id}/report/", {"fields": fields}, format="json")
    assert second.status_code == 400 and "already reported" in second.json()["detail"]


def test_it_lists_matches_publicly(api, season, owner, opponent):
    record(api, owner, owner, opponent)
    api.force_authenticate(None)
    response = api.get("/api/leagues/gem/matches/", {"status": "reported"})
    assert response.status_code == 200 and response.json()["count"] == 1
