"""Final score sheets in words: each game's ``Result.details`` read as its rulebook names the scoring.

One function per game turns the details into a headline (who won, and how), one row per seat with
its scoring lines, and notes. A game without a sheet here gets its figures with readable names;
no engine key reaches the page either way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.people import fill, person

Sheet = dict[str, Any]
Names = dict[int, str]

DEADWOOD_ENDINGS = {
    "train_station": "the railroad reached Deadwood: the Train Station was built",
    "crime_pool_empty": "the last wanted poster left the Crime Pool",
    "gang_wiped_out": "a gang had no cowboy left alive",
    "no_cowboy_can_act": "no cowboy could act any more",
}

# Doomtown's ``details["reason"]`` (games.engines.doomtown.sundown) said the way a rulebook says it.
DOOMTOWN_WINS = {
    "control of the town": "more control points at Sundown than the opposition's influence",
    "day limit: victory points, then control points minus opposing influence": (
        "the day limit ran out: victory points, then control points over the opposing influence"
    ),
}

HAND_VALUE_LINE = "Resources left in hand, for a tie (wood 1, brick 2, silver 2, gold 3)"


def score_sheet(engine_key: str, result: dict[str, Any], names: Names) -> Sheet:
    scores = result.get("scores") or []
    placements = result.get("placements") or []
    details = result.get("details") or {}
    rows = [
        {"person": person(seat, names), "placement": place, "score": _number(score), "lines": []}
        for seat, (score, place) in enumerate(zip(scores, placements, strict=False))
    ]
    sheet: Sheet = {"headline": _winners_line(rows), "rows": rows, "notes": [], "score_name": "Score"}
    SHEETS.get(engine_key, _generic)(sheet, details, names)
    rows.sort(key=lambda row: (row["placement"], row["person"]["index"]))
    return sheet


def _winners_line(rows: list[dict[str, Any]]) -> str:
    firsts = [row["person"]["name"] for row in rows if row["placement"] == 1]
    if not firsts:
        return "Nobody won."
    if len(firsts) == len(rows) > 1 and len({row["score"] for row in rows}) == 1:
        return "A draw: " + _and(firsts) + " share first place."
    return (_and(firsts) + (" win" if len(firsts) > 1 else " wins")) + "."


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _number(value: Any) -> Any:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _deadwood(sheet: Sheet, details: dict[str, Any], names: Names) -> None:
    sheet["score_name"] = "Money"
    for row, entry in zip(sheet["rows"], details.get("seats") or [], strict=False):
        row["score"] = f"${entry['money']}"
        row["lines"] = [
            ("Cash", f"${entry['cash']}"),
            (f"Fine for {entry['posters']} wanted poster{'s' if entry['posters'] != 1 else ''}", f"−${entry['fine']}"),
        ]
        if entry.get("stage_depot_bonus"):
            row["lines"].insert(1, ("Stage Depot bonus", f"+${entry['stage_depot_bonus']}"))
    ending = DEADWOOD_ENDINGS.get(details.get("end") or "", "")
    if ending:
        sheet["notes"].append(f"The game ended because {ending}.")
    shootout = details.get("final_shootout")
    if shootout is not None:
        who = _and([fill(f"{{seat:{seat}}}", names) for seat in shootout]) if shootout else "no one"
        sheet["notes"].append(f"A tie for the most money went to the Final Shootout ({who} made a stand).")
    if not details.get("winners"):
        sheet["headline"] = "Nobody won: the Cavalry arrived in an empty town."


def _studios(sheet: Sheet, details: dict[str, Any], names: Names) -> None:
    sheet["notes"].append("Score: one point per dollar, one per credit, and five times your rank.")
    for row, entry in zip(sheet["rows"], details.get("seats") or [], strict=False):
        rank = entry.get("rank", 0)
        row["lines"] = [
            ("Dollars", entry.get("dollars", 0)),
            ("Credits", entry.get("credits", 0)),
            (f"Rank {rank} × 5", entry.get("rank_points", 5 * rank)),
        ]


def _townbuilder(sheet: Sheet, details: dict[str, Any], names: Names) -> None:
    sheet["score_name"] = "Points"
    for row, entry in zip(sheet["rows"], details.get("players") or [], strict=False):
        row["lines"] = [(line["label"], line["points"]) for line in entry.get("lines", [])]
        row["lines"].append((HAND_VALUE_LINE, entry.get("hand_value", 0)))
    sheet["notes"].append("A tie on points goes to the better hand; still equal is a draw.")


def _doomtown(sheet: Sheet, details: dict[str, Any], names: Names) -> None:
    sheet["score_name"] = "Result"
    control, influence = details.get("control") or [], details.get("influence") or []
    points = details.get("victory_points") or []
    for row in sheet["rows"]:
        seat = row["person"]["index"]
        row["score"] = "won" if row["placement"] == 1 else "lost"
        row["lines"] = [
            ("Control points", control[seat] if seat < len(control) else "—"),
            ("Influence", influence[seat] if seat < len(influence) else "—"),
        ]
        if any(points):
            row["lines"].append(("Victory points", points[seat]))
    day = details.get("day")
    how = DOOMTOWN_WINS.get(details.get("reason") or "", details.get("reason") or "")
    firsts = [row["person"]["name"] for row in sheet["rows"] if row["placement"] == 1]
    if firsts and how:
        sheet["headline"] = f"{_and(firsts)} {'win' if len(firsts) > 1 else 'wins'} on day {day}: {how}."


def _generic(sheet: Sheet, details: dict[str, Any], names: Names) -> None:
    for key in ("players", "seats"):
        entries = details.get(key)
        if isinstance(entries, list) and len(entries) == len(sheet["rows"]):
            for row, entry in zip(sheet["rows"], entries, strict=True):
                row["lines"] = [
                    (name.replace("_", " ").capitalize(), value)
                    for name, value in entry.items()
                    if name != "seat" and not isinstance(value, dict | list)
                ]


SHEETS: dict[str, Callable[[Sheet, dict[str, Any], Names], None]] = {
    "deadwood": _deadwood,
    "studios": _studios,
    "townbuilder": _townbuilder,
    "doomtown": _doomtown,
}
