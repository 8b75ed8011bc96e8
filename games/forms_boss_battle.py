"""The lobby's Boss Battle! fields: the scenario and the Villain's seat (every other seat is a Hero).

Who plays the Villain is that seat's own choice: you, another player, a bot, or the Automaton
("Bot: Automaton (Gunfighter)", whose deck, archetype and twists come from the solo fields). They
set the engine option ``boss_battle`` and make the decks' factions all different ("each faction can
only be picked once"): a seat whose deck repeats a faction already seated (the Villain's first,
then the Heroes in seat order) plays the first starter deck of a faction not yet seated.
"""

from __future__ import annotations

from typing import Any

from django import forms

from games.engines.doomtown import boss_battle
from games.engines.doomtown.cards import all_cards
from games.engines.doomtown.decks import STARTER_DECKS, load_deck

NO_BOSS = ""


def add_boss_fields(form: forms.Form, seats: int) -> None:
    playable = [(key, name) for key, name in boss_battle.SCENARIOS.items() if key not in boss_battle.CANNOT_SET_UP]
    form.fields["boss_scenario"] = forms.ChoiceField(
        label="Scenario", choices=[(NO_BOSS, "No Boss Battle"), *playable], initial=NO_BOSS, required=False
    )
    form.fields["boss_villain"] = forms.TypedChoiceField(
        label="The Villain's seat",
        choices=[(index, f"Seat {index + 1}") for index in range(seats)],
        coerce=int,
        initial=1,
        required=False,
    )


def boss_notes() -> dict[str, Any]:
    """What the lobby says next to the fields: scenarios that cannot be set up and rules not played."""
    return {"cannot_set_up": list(boss_battle.CANNOT_SET_UP.values()), "not_implemented": boss_battle.not_implemented()}


def check_villain_seat(form: forms.Form, seat_fields: list[str]) -> None:
    """A Boss Battle needs its Villain's seat taken (``seat_fields``: each seat field's text, "" when empty)."""
    data = form.cleaned_data
    if not data.get("boss_scenario"):
        return
    villain = data.get("boss_villain")
    if villain is None or villain >= len(seat_fields) or not seat_fields[villain]:
        form.add_error("boss_villain", "The Villain's seat has no one in it: choose a taken seat.")


def boss_options(form: forms.Form, seat_fields: list[str], options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with ``boss_battle`` set and the decks' factions made different (else unchanged).
    The Villain's seat in the game counts only the taken seats before it."""
    data = form.cleaned_data
    scenario = data.get("boss_scenario")
    if not scenario:
        return options
    villain = sum(1 for text in seat_fields[: data["boss_villain"]] if text)
    players = sum(1 for text in seat_fields if text)
    chosen = list(options.get("decks") or [STARTER_DECKS[index % len(STARTER_DECKS)] for index in range(players)])
    return {
        **options,
        "decks": distinct_factions(chosen, first=villain),
        "boss_battle": {"scenario": scenario, "villain": villain},
    }


def _faction(deck: Any) -> str:
    return all_cards()[load_deck(deck)["outfit"]].faction or ""


def distinct_factions(decks: list[Any], *, first: int) -> list[Any]:
    """The decks with a repeated faction replaced by the first starter of a faction not yet seated;
    seat ``first`` (the Villain) keeps its deck."""
    order = [first, *(index for index in range(len(decks)) if index != first)]
    seated: set[str] = set()
    result = list(decks)
    for index in order:
        if _faction(result[index]) in seated:
            result[index] = next(key for key in STARTER_DECKS if _faction(key) not in seated)
        seated.add(_faction(result[index]))
    return result
