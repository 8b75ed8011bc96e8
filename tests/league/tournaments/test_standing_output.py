"""Tournament standings as clients read them, byte for byte: the API, export.json and standings.csv
give one row shape with the numbers as computed (a whole number stays whole: 6, not 6.0), as
``manage.py standings`` prints them."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from league.tournaments.services import tournament_start_round
from tests.league.tournaments.conftest import play_round

# After two Swiss rounds of the seeded event (seat 0 wins every table): name, rank, points.
PLACES = [
    ("P2", 1, 6),
    ("P4", 1, 6),
    ("P1", 3, 3),
    ("P3", 3, 3),
    ("P6", 3, 3),
    ("P8", 3, 3),
    ("P5", 7, 0),
    ("P7", 7, 0),
]


@pytest.fixture
def two_rounds(swiss_cut, entered, owner):
    for _ in range(2):
        play_round(swiss_cut, tournament_start_round(tournament_id=swiss_cut.pk, actor=owner.player))
    return swiss_cut


def _rows(entered) -> list[dict]:
    ids = {registration.player.display_name: registration.pk for registration in entered}
    return [
        {
            "rank": rank,
            "registration_id": ids[name],
            "player": name,
            "points": points,
            "dropped": False,
            "tiebreakers": {"sos": 1.5, "esos": 1.5},
        }
        for name, rank, points in PLACES
    ]


def test_the_api_gives_standings_with_whole_points_as_whole_numbers(two_rounds, entered):
    response = APIClient().get(f"/api/tournaments/{two_rounds.pk}/standings/")

    assert response.content == json.dumps(_rows(entered), separators=(",", ":")).encode()


def test_the_json_export_gives_the_same_standings_rows_as_the_api(two_rounds, entered):
    api = APIClient()

    document = api.get(f"/api/tournaments/{two_rounds.pk}/export.json").content.decode()

    nested_once = json.dumps(_rows(entered), indent=1).replace("\n", "\n ")  # a key of the document
    assert f'"standings": {nested_once},' in document
    served = api.get(f"/api/tournaments/{two_rounds.pk}/standings/").json()
    assert json.loads(document)["standings"] == served


def test_the_standings_csv_writes_the_same_numbers(two_rounds):
    body = APIClient().get(f"/api/tournaments/{two_rounds.pk}/standings.csv").content.decode()

    rows = "".join(f"{rank},{name},{points},False,1.5,1.5\r\n" for name, rank, points in PLACES)
    assert body == "rank,player,points,dropped,sos,esos\r\n" + rows


def test_the_api_writes_points_as_the_standings_command_prints_them(two_rounds, tmp_path):
    api = APIClient()
    results = json.loads(api.get(f"/api/tournaments/{two_rounds.pk}/export.json").content)["results"]
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    out = io.StringIO()
    call_command("standings", str(path), "--json", stdout=out)

    printed = [row["points"] for row in json.loads(out.getvalue())["standings"]]
    served = [row["points"] for row in api.get(f"/api/tournaments/{two_rounds.pk}/standings/").json()]

    assert json.dumps(served) == json.dumps(printed) == "[6, 6, 3, 3, 3, 3, 0, 0]"
