"""The Boss Battle! panel of Doomtown's table: the Villain and the Heroes' team, the victory points
against the 3 that win, the day against the Villain's 5th, the active event (or why there is none),
the stud bonus of the day and the scenario's abilities, read from the view's ``boss_battle``."""

from __future__ import annotations

from typing import Any

from games.people import person


def boss_panel(view: dict[str, Any], names: dict[int, str]) -> dict[str, Any] | None:
    shown = view.get("boss_battle")
    if shown is None:
        return None
    bonus = shown["bonus"] or {"day": 0, "seats": []}
    today = bonus["seats"] if bonus["day"] == view["day"] else []
    return {
        "scenario": shown["scenario_name"],
        "villain": person(shown["villain"], names),
        "heroes": [person(seat, names) for seat in shown["heroes"]],
        "victory_points": shown["team_victory_points"],
        "heroes_win_at": shown["heroes_win_at"],
        "day": view["day"],
        "villain_wins_on": shown["villain_wins_on"],
        "event": shown["event"],
        "events_left": shown["events_left"],
        "bonus_today": [person(seat, names) for seat in today],
        "abilities": [{**ability, "who": person(ability["seat"], names)} for ability in shown["abilities"]],
        "not_implemented": shown["not_implemented"],
    }
