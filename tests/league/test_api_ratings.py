"""Ratings, player profiles, result fields and score preview over the API; the schema documents them."""

from __future__ import annotations

import yaml

from league.services.ratings import rate_match
from tests.league.results import confirmed_win


def test_it_ranks_the_ladder_by_ordinal(client, season, owner, opponent):
    match = confirmed_win(season, owner.player, opponent.player, dollars=(9, 3))
    rate_match(match.pk)
    rows = client.get("/api/ratings/studios/").json()["results"]
    assert [row["player"] for row in rows] == ["Alice", "Bob"]
    assert rows[0]["ordinal"] == rows[0]["mu"] - 3 * rows[0]["sigma"]
    profile = client.get(f"/api/players/{owner.player.pk}/").json()
    assert profile["ratings"][0]["history"] == [rows[0]["ordinal"]]
    assert profile["head_to_head"][0]["wins"] == 1


def test_it_describes_each_games_result_fields(client, db):
    body = client.get("/api/results/fields/deadwood/").json()
    assert [field["name"] for field in body["seat_fields"]] == ["cash", "posters"]
    assert client.get("/api/results/fields/chess/").status_code == 404


def test_it_previews_a_score_without_saving(client, db):
    fields = [{"cash": 18, "posters": 3}, {"cash": 12, "posters": 0}]
    response = client.post(
        "/api/results/score/",
        {"game": "deadwood", "fields": fields, "details": {"final_shootout_winner": 1}},
        content_type="application/json",
    )
    assert response.json() == {"scores": [12, 12], "placements": [2, 1]}
    bad = client.post(
        "/api/results/score/",
        {"game": "deadwood", "fields": [{"cash": -1, "posters": 0}] * 2},
        content_type="application/json",
    )
    assert bad.status_code == 400 and "seats.0.cash" in bad.json()["errors"]


def test_it_documents_the_league_api_in_the_schema(client, db):
    paths = yaml.safe_load(client.get("/api/schema/").content)["paths"]
    for path in (
        "/api/leagues/",
        "/api/leagues/{slug}/matches/record/",
        "/api/matches/{match_id}/confirm/",
        "/api/matches/{match_id}/dispute/",
        "/api/matches/{match_id}/override/",
        "/api/ratings/{game}/",
        "/api/leagues/{slug}/standings/",
        "/api/players/{player_id}/",
    ):
        assert path in paths, path
