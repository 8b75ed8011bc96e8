"""CSV and JSON exports of a season's standings and matches."""

from __future__ import annotations

import csv
import io
import json

import pytest

from league.services.standings import standings_refresh
from tests.league.results import confirmed_win


@pytest.fixture
def played(season, owner, opponent):
    match = confirmed_win(season, owner.player, opponent.player)
    standings_refresh(season_id=season.pk)
    return match


def content(response) -> str:
    return b"".join(response.streaming_content).decode() if response.streaming else response.content.decode()


def test_it_exports_standings_as_csv(client, played):
    response = client.get("/leagues/gem/standings.csv")
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(content(response))))
    assert rows[0] == [
        "rank",
        "player",
        "points",
        "games",
        "played",
        "wins",
        "draws",
        "losses",
        "qualified",
        "sos",
        "esos",
        "omw",
        "h2h",
    ]
    assert rows[1][:4] == ["1", "Alice", "3.0", "1"]


def test_it_exports_standings_as_json(client, played):
    doc = json.loads(content(client.get("/leagues/gem/standings.json")))
    assert [(row["rank"], row["player"]) for row in doc["standings"]] == [(1, "Alice"), (2, "Bob")]


def test_it_exports_matches_as_csv_and_json(client, played):
    rows = list(csv.reader(io.StringIO(content(client.get("/leagues/gem/matches.csv")))))
    assert rows[1][0] == str(played.pk) and rows[1][2] == "confirmed" and "Alice #1 (25)" in rows[1][5]
    doc = json.loads(content(client.get("/leagues/gem/matches.json")))
    assert doc["matches"][0]["seats"][1]["raw"] == {"dollars": 10, "credits": 0, "rank": 1}


def test_it_refuses_other_formats(client, played):
    assert client.get("/leagues/gem/standings.xls").status_code == 404
