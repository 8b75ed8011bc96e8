"""What the match detail endpoint answers: the match, then its audit trail in order, every value as spelled."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from django.utils import timezone
from rest_framework.test import APIClient

from league.models import ResultAudit
from tests.league.test_api_matches import record

MOMENT = datetime(2026, 12, 4, 13, 40, 0, 123456, tzinfo=UTC)


def snapshot(status: str, rank: int, score: int, owner, opponent) -> dict:
    """A result as the audit stores it: the owner's seat first, with the rank and score given."""
    return {
        "status": status,
        "details": {},
        "seats": [
            {
                "seat": 0,
                "player": owner.player.pk,
                "bot": None,
                "raw": {"dollars": 30, "credits": 5, "rank": rank},
                "score": score,
                "placement": 1,
            },
            {
                "seat": 1,
                "player": opponent.player.pk,
                "bot": None,
                "raw": {"dollars": 20, "credits": 0, "rank": 2},
                "score": 30,
                "placement": 2,
            },
        ],
    }


def test_a_match_answers_its_result_then_its_audit_with_who_did_what(season, owner, opponent, referee, monkeypatch):
    api = APIClient()
    monkeypatch.setattr(timezone, "now", lambda: MOMENT)
    match_id = record(api, opponent, owner, opponent).json()["id"]
    api.force_authenticate(owner)
    api.post(f"/api/matches/{match_id}/dispute/", {"reason": "rank 4"}, format="json")
    api.force_authenticate(referee)
    fields = [{"dollars": 30, "credits": 5, "rank": 4}, {"dollars": 20, "credits": 0, "rank": 2}]
    api.post(f"/api/matches/{match_id}/override/", {"fields": fields, "note": "rank 4"}, format="json")
    ResultAudit.objects.create(match_id=match_id, actor=None, action="confirm", at=MOMENT, note="by the clock")

    reported = snapshot("reported", 3, 50, owner, opponent)
    disputed = snapshot("disputed", 3, 50, owner, opponent)
    at = "2026-12-04T13:40:00.123456Z"
    expected = {
        "id": match_id,
        "league": "gem",
        "season": season.pk,
        "game": "studios",
        "status": "confirmed",
        "played_at": "2026-12-04T13:40:00.123456+00:00",
        "reported_by": "Bob",
        "reported_at": "2026-12-04T13:40:00.123456+00:00",
        "confirmed_at": "2026-12-04T13:40:00.123456+00:00",
        "details": {},
        "seats": [
            {
                "seat": 0,
                "player_id": owner.player.pk,
                "player": "Alice",
                "score": 55,
                "placement": 1,
                "raw": {"dollars": 30, "credits": 5, "rank": 4},
                "confirmed": True,
                "disputed": False,
            },
            {
                "seat": 1,
                "player_id": opponent.player.pk,
                "player": "Bob",
                "score": 30,
                "placement": 2,
                "raw": {"dollars": 20, "credits": 0, "rank": 2},
                "confirmed": True,
                "disputed": False,
            },
        ],
        "audit": [
            {"action": "report", "actor": "Bob", "at": at, "note": "", "before": None, "after": reported},
            {"action": "dispute", "actor": "Alice", "at": at, "note": "rank 4", "before": reported, "after": disputed},
            {
                "action": "override",
                "actor": "Rita",
                "at": at,
                "note": "rank 4",
                "before": disputed,
                "after": snapshot("confirmed", 4, 55, owner, opponent),
            },
            {"action": "confirm", "actor": None, "at": at, "note": "by the clock", "before": None, "after": None},
        ],
    }
    api.logout()
    response = api.get(f"/api/matches/{match_id}/")
    assert response.status_code == 200
    body = response.json()
    assert body == expected
    # Every value as spelled (55, not 55.0). The keys of what the JSON columns hold (raw, before,
    # after) come in the database's order (PostgreSQL's jsonb sorts them), the others in the serializers'.
    assert json.dumps(body, sort_keys=True) == json.dumps(expected, sort_keys=True)
    assert list(body) == list(expected)
    assert [list(seat) for seat in body["seats"]] == [list(seat) for seat in expected["seats"]]
    assert [list(entry) for entry in body["audit"]] == [list(entry) for entry in expected["audit"]]
