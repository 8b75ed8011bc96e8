"""What the result-fields endpoint answers for a game, byte for byte (a client builds its form from it)."""

from __future__ import annotations

import json


def field(name, label, kind, *, required=False, help_text="") -> dict:
    return {
        "name": name,
        "label": label,
        "kind": kind,
        "minimum": 0,
        "maximum": None,
        "required": required,
        "help": help_text,
    }


def test_the_deadwood_result_fields_answer_per_seat_and_per_match(client):
    expected = {
        "game": "deadwood",
        "score": "money after fines",
        "seat_fields": [
            field("cash", "Cash ($)", "int", required=True, help_text="Money before fines."),
            field(
                "posters",
                "Wanted posters",
                "int",
                required=True,
                help_text="Fines: 1/3/6/10/15/21/28/36/45/55 for 1-10+ posters.",
            ),
        ],
        "match_fields": [
            field(
                "final_shootout_winner",
                "Final Shootout winner",
                "seat",
                help_text="Only when two or more players tie for most money.",
            ),
            field("final_shootout_no_survivor", "Nobody survived the Final Shootout", "bool"),
        ],
    }
    response = client.get("/api/results/fields/deadwood/")
    assert response.status_code == 200
    assert response.json() == expected
    assert response.content == json.dumps(expected, ensure_ascii=False, separators=(",", ":")).encode()
