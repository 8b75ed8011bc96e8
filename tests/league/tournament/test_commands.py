"""The two management commands: JSON shapes as in DESIGN.md, and clear errors."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.league.tournament.commands import run, simulate, write


def check_standings_rows(rows: list[dict], keys: set[str]) -> None:
    for row in rows:
        assert set(row) == {"rank", "player", "points", "tiebreakers"}
        assert set(row["tiebreakers"]) == keys
    assert [row["rank"] for row in rows] == sorted(row["rank"] for row in rows)


@pytest.mark.parametrize("event_format", ["swiss", "round_robin", "single_elim", "double_elim", "swiss_cut"])
def test_simulate_tournament_prints_rounds_and_standings(event_format):
    report = simulate("doomtown", event_format, 11, seed=3)
    assert set(report) == {"rounds", "standings"}
    for number, played in enumerate(report["rounds"], start=1):
        assert set(played) == {"number", "tables", "byes", "seconds"}
        assert played["number"] == number
        assert all(len(table) == 2 for table in played["tables"])
    players = [f"P{i:04d}" for i in range(1, 12)]
    assert sorted(row["player"] for row in report["standings"]) == players
    keys = set() if event_format in ("single_elim", "double_elim") else {"sos", "esos"}
    check_standings_rows(report["standings"], keys)


def test_simulate_tournament_suggests_rounds_and_gives_one_bye_per_round_when_odd():
    report = simulate("doomtown", "swiss", 63, seed=1)
    assert len(report["rounds"]) == 6
    byes = [bye for played in report["rounds"] for bye in played["byes"]]
    assert len(byes) == 6 and len(set(byes)) == 6


def test_simulate_tournament_plays_pods_for_multiplayer_games():
    report = simulate("studios", "swiss", 22, rounds=3, seed=2)
    sizes = {len(table) for played in report["rounds"] for table in played["tables"]}
    assert sizes <= {3, 4, 5} and 4 in sizes
    report = simulate("studios", "swiss", 12, pod_size=6, rounds=2)
    assert {len(table) for played in report["rounds"] for table in played["tables"]} == {6}


def test_simulate_tournament_is_repeatable_from_the_seed():
    first, second = (simulate("doomtown", "swiss_cut", 20, cut=4, seed=8) for _ in range(2))
    for report in (first, second):
        for played in report["rounds"]:
            played.pop("seconds")
    assert first == second


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "poker", "--format", "swiss", "--players", "8"), "unknown game"),
        (("--game", "doomtown", "--format", "swiss", "--players", "1"), "at least two players"),
        (("--game", "doomtown", "--format", "swiss_cut", "--players", "20", "--cut", "17"), "2-16 players"),
        (("--game", "doomtown", "--format", "single_elim", "--players", "8", "--rounds", "3"), "leave out --rounds"),
        (("--game", "deadwood", "--format", "swiss", "--players", "8", "--pod-size", "9"), "outside this game's 2-5"),
        (("--game", "deadwood", "--format", "round_robin", "--players", "8", "--pod-size", "4"), "played 1v1"),
    ],
)
def test_simulate_tournament_rejects_bad_settings(args, message):
    with pytest.raises(CommandError, match=message):
        call_command("simulate_tournament", *args, "--json", stdout=StringIO())


def test_standings_reads_the_design_example(tmp_path):
    doc = {
        "players": ["A", "B", "C"],
        "rounds": [[{"seats": ["A", "B"], "points": [6, 0]}, {"seats": ["C"], "points": [6]}]],
    }
    report = run("standings", write(tmp_path, doc), "--json")
    assert report["tiebreakers"] == ["sos", "esos"]
    assert [(r["rank"], r["player"], r["points"]) for r in report["standings"]] == [
        (1, "A", 6),
        (2, "C", 6),
        (3, "B", 0),
    ]
    check_standings_rows(report["standings"], {"sos", "esos"})


def test_standings_takes_any_tiebreakers(tmp_path):
    doc = {"players": ["A", "B"], "rounds": [[{"seats": ["A", "B"], "points": [3, 0]}]]}
    report = run(
        "standings",
        write(tmp_path, doc),
        "--tiebreakers",
        "omw,gw,ogw,buchholz,median_buchholz,sonneborn_berger,h2h",
        "--json",
    )
    check_standings_rows(
        report["standings"], {"omw", "gw", "ogw", "buchholz", "median_buchholz", "sonneborn_berger", "h2h"}
    )


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        ("{not json", "is not valid JSON"),
        ([1, 2], "expected an object"),
        ({"rounds": []}, "'players' must be a list"),
        ({"players": ["A"], "rounds": {}}, "'rounds' must be a list"),
        (
            {"players": ["A", "B"], "rounds": [[{"seats": ["A", "Z"], "points": [3, 0]}]]},
            "'Z' is not a registered player",
        ),
        ({"players": ["A", "B"], "rounds": [[{"seats": ["A", "B"], "points": [3]}]]}, "round 1, table 1"),
    ],
)
def test_standings_rejects_bad_input_with_a_command_error(tmp_path, doc, message):
    with pytest.raises(CommandError, match=message):
        call_command("standings", write(tmp_path, doc), "--json", stdout=StringIO())


def test_standings_rejects_a_missing_file_and_an_unknown_tiebreaker(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        call_command("standings", str(tmp_path / "missing.json"), stdout=StringIO())
    path = write(tmp_path, {"players": [], "rounds": []})
    with pytest.raises(CommandError, match="unknown tiebreaker elo"):
        call_command("standings", path, "--tiebreakers", "sos,elo", stdout=StringIO())


def test_standings_adds_adjustments_for_points_no_table_gave(tmp_path):
    doc = {
        "players": ["A", "B", "L"],
        "rounds": [[{"seats": ["A", "B"], "points": [3, 0]}, {"seats": ["L"], "points": [3]}]],
        "adjustments": {"B": 1},
    }
    rows = run("standings", write(tmp_path, doc), "--json")["standings"]
    assert {row["player"]: row["points"] for row in rows} == {"A": 3, "L": 3, "B": 1}
    doc["adjustments"] = {"B": "one"}
    with pytest.raises(CommandError, match="'adjustments' must map player names to numbers"):
        call_command("standings", write(tmp_path, doc), stdout=StringIO())
