"""The latest rolls stay in the state and in every seat's view, so the table can draw each die."""

from __future__ import annotations

import pytest

from games.engines import get_engine

from .staging import acting_in_the_saloon, area, cast, do, new_game, put_scene, rng_rolling


def test_an_acting_roll_is_kept_with_its_chips_budget_and_outcome():
    state = acting_in_the_saloon(1, on_card=False, index=1, chips=1, players=3)

    do(state, 0, "act")

    expected = {
        "kind": "act",
        "seat": 0,
        "area": "saloon",
        "die": 1,
        "practice_chips": 1,
        "budget": 3,
        "success": False,
    }
    assert state.rolls == [expected]
    assert state.view(1)["rolls"] == [expected] and state.view(None)["rolls"] == [expected]


def test_a_wrap_keeps_its_bonus_dice_and_who_was_paid():
    state = new_game(players=3)
    put_scene(state, "saloon", 2)  # budget 3, roles 1, 2, 5
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=False, index=1)
    cast(state, 1, "saloon", on_card=True, index=0)
    state.rng = rng_rolling(6, 4, 2, 1)

    do(state, 0, "act")

    acted, wrapped = state.view(0)["rolls"]
    assert (acted["die"], acted["success"]) == (6, True)
    assert wrapped == {
        "kind": "wrap_bonus",
        "area": "saloon",
        "dice": [4, 2, 1],
        "bonuses": [{"seat": 0, "dollars": 2}, {"seat": 1, "dollars": 1}],
    }


@pytest.mark.parametrize("players", [2, 5])
def test_a_round_of_rolls_is_kept_and_no_more(players):
    state = new_game(players=players)
    put_scene(state, "saloon", 2)
    cast(state, 0, "saloon", on_card=False, index=1)
    for turn in range(players + 3):
        state.current, state.shots[area("saloon")] = 0, 3
        do(state, 0, "act")
        assert len(state.rolls) == min(turn + 1, players + 1)


def test_the_rolls_survive_storage_and_a_view_is_a_copy():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=True, index=0)
    state.rng = rng_rolling(6, 3, 3, 3)
    do(state, 0, "act")

    loaded = get_engine("studios").from_json(state.to_json())
    state.view(0)["rolls"][1]["dice"].append(9)

    assert loaded.rolls == state.rolls and loaded.state_hash() == state.state_hash()
    assert state.rolls[1]["dice"] == [3, 3, 3]


def test_a_game_stored_by_version_2_is_refused_with_the_reason():
    doc = new_game(players=2).to_json()
    doc["version"] = 2
    del doc["rolls"]

    with pytest.raises(ValueError, match="engine version 2; this is version 3"):
        get_engine("studios").from_json(doc)
