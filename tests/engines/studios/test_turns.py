"""Scenario tests for a turn: moving, taking roles, acting, rehearsing and upgrading."""

from __future__ import annotations

import pytest

from games.engines import IllegalAction
from games.engines.studios.board import BOARD
from games.engines.studios.roles import EXTRA, STARRING

from .staging import acting_in_the_saloon, area, cast, do, new_game, put_scene, rng_rolling, stand


def types_of(actions):
    return sorted({action["type"] for action in actions})


def test_it_starts_everyone_in_the_trailers_with_ten_face_down_scenes():
    state = new_game()
    assert set(state.area) == {BOARD.trailers}
    assert all(state.scene[index] and not state.face_up[index] for index in BOARD.sets)
    assert [state.shots[index] for index in BOARD.sets] == [BOARD.areas[index].shots for index in BOARD.sets]
    assert len(state.deck) == 30


def test_it_offers_one_step_to_each_neighbour_and_ending_the_turn():
    state = new_game()
    legal = state.legal_actions(0)
    assert sorted(action["to"] for action in legal if action["type"] == "move") == ["hotel", "main_street", "saloon"]
    assert types_of(legal) == ["end_turn", "move"]
    assert all(action["label"] for action in legal)


def test_it_turns_a_face_down_scene_up_for_the_first_visitor():
    state = new_game()
    saloon = area("saloon")
    events = do(state, 0, "move", to="saloon")
    assert state.face_up[saloon]
    assert {"type": "scene_revealed", "area": "saloon", "scene": state.scene[saloon]} in events


def test_it_allows_taking_a_role_after_the_step_but_no_second_step():
    state = new_game()
    put_scene(state, "saloon", 2, face_up=False)  # Law and the Old West: ranks 1, 2, 5
    do(state, 0, "move", to="saloon")
    legal = state.legal_actions(0)
    assert "move" not in types_of(legal)
    roles = {(action["on_card"], action["index"]) for action in legal if action["type"] == "take_role"}
    assert roles == {(False, 0), (True, 0)}  # Reluctant Farmer (1) and Rug Merchant (1); rank 2+ refused


def test_it_ends_the_turn_when_a_role_is_taken_and_works_it_only_next_turn():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    stand(state, 0, "saloon")
    do(state, 0, "take_role", on_card=True, index=0)
    assert (state.role_kind[0], state.role_index[0]) == (STARRING, 0)
    assert state.current == 1
    assert state.legal_actions(0) == []
    do(state, 1, "end_turn")
    assert types_of(state.legal_actions(0)) == ["act", "rehearse"]


def test_it_keeps_each_role_to_one_player():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    cast(state, 1, "saloon", on_card=False, index=0)
    stand(state, 0, "saloon")
    legal = state.legal_actions(0)
    assert {"type": "take_role", "on_card": False, "index": 0} not in [
        {key: value for key, value in action.items() if key != "label"} for action in legal
    ]
    with pytest.raises(IllegalAction):
        do(state, 0, "take_role", on_card=False, index=0)


def test_it_refuses_roles_above_the_players_rank():
    state = new_game()
    put_scene(state, "saloon", 2)
    stand(state, 0, "saloon")
    with pytest.raises(IllegalAction, match="not a legal action"):
        do(state, 0, "take_role", on_card=True, index=2)  # Talking Mule, rank 5


def test_it_pays_two_credits_and_takes_a_shot_for_an_on_card_success():
    state = acting_in_the_saloon(3, on_card=True, index=0)
    do(state, 0, "act")
    assert (state.dollars[0], state.credits[0], state.shots[area("saloon")]) == (0, 2, 1)


def test_it_pays_nothing_for_an_on_card_failure():
    state = acting_in_the_saloon(2, on_card=True, index=0)
    do(state, 0, "act")
    assert (state.dollars[0], state.credits[0], state.shots[area("saloon")]) == (0, 0, 2)


def test_it_pays_a_dollar_and_a_credit_for_an_off_card_success_and_a_dollar_for_a_failure():
    state = acting_in_the_saloon(5, 1, on_card=False, index=0, players=2)
    do(state, 0, "act")
    assert (state.dollars[0], state.credits[0], state.shots[area("saloon")]) == (1, 1, 1)
    do(state, 1, "end_turn")
    do(state, 0, "act")
    assert (state.dollars[0], state.credits[0], state.shots[area("saloon")]) == (2, 1, 1)


def test_it_adds_practice_chips_to_the_roll():
    state = new_game()
    put_scene(state, "saloon", 9)  # Down in the Valley, budget 3
    cast(state, 0, "saloon", on_card=True, index=0, chips=1)
    state.rng = rng_rolling(2)
    events = do(state, 0, "act")
    assert events[0] == {"type": "acted", "seat": 0, "roll": 2, "practice_chips": 1, "success": True}


def test_it_forbids_rehearsing_once_success_is_guaranteed():
    state = new_game()
    put_scene(state, "saloon", 2)  # budget 3: two chips make any roll succeed
    cast(state, 0, "saloon", on_card=True, index=0, chips=1)
    assert types_of(state.legal_actions(0)) == ["act", "rehearse"]
    state.chips[0] = 2
    assert types_of(state.legal_actions(0)) == ["act"]
    with pytest.raises(IllegalAction):
        do(state, 0, "rehearse")


def test_it_keeps_a_working_player_on_the_role():
    state = new_game()
    put_scene(state, "saloon", 2)
    cast(state, 0, "saloon", on_card=False, index=0)
    with pytest.raises(IllegalAction):
        do(state, 0, "move", to="trailers")
    with pytest.raises(IllegalAction):
        do(state, 0, "end_turn")


def test_it_sells_ranks_at_the_casting_office_in_dollars_or_in_credits():
    state = new_game()
    state.area[0] = BOARD.casting_office
    state.dollars[0], state.credits[0] = 10, 15
    upgrades = {
        (action["rank"], action["currency"]) for action in state.legal_actions(0) if action["type"] == "upgrade"
    }
    assert upgrades == {(2, "dollars"), (3, "dollars"), (2, "credits"), (3, "credits"), (4, "credits")}
    do(state, 0, "upgrade", rank=4, currency="credits")
    assert (state.rank[0], state.dollars[0], state.credits[0]) == (4, 10, 0)


def test_it_lets_a_player_upgrade_before_moving_on():
    state = new_game()
    state.area[0] = BOARD.casting_office
    state.dollars[0] = 4
    do(state, 0, "upgrade", rank=2, currency="dollars")
    assert state.current == 0
    assert "move" in types_of(state.legal_actions(0))
    do(state, 0, "move", to="ranch")
    assert state.rank[0] == 2


def test_it_lets_a_player_upgrade_after_moving_in():
    state = new_game()
    stand(state, 0, "ranch")
    state.credits[0] = 5
    do(state, 0, "move", to="casting_office")
    assert state.current == 0
    assert types_of(state.legal_actions(0)) == ["end_turn", "upgrade"]
    do(state, 0, "upgrade", rank=2, currency="credits")
    assert (state.rank[0], state.credits[0], state.current) == (2, 0, 1)


def test_it_offers_no_upgrade_away_from_the_casting_office():
    state = new_game()
    state.dollars[0] = 40
    assert "upgrade" not in types_of(state.legal_actions(0))


def test_it_ends_the_turn_by_itself_when_a_move_leaves_nothing_to_decide():
    state = new_game(players=2)
    stand(state, 0, "main_street")
    do(state, 0, "move", to="trailers")
    assert state.current == 1


def test_it_rejects_moves_out_of_turn_and_changes_nothing():
    state = new_game(players=3)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="turn"):
        do(state, 1, "move", to="saloon")
    with pytest.raises(IllegalAction, match="not a legal action"):
        do(state, 0, "move", to="bank")
    with pytest.raises(IllegalAction):
        do(state, 0, "act")
    assert state.to_json() == before


def test_it_marks_extra_and_starring_roles_in_the_view():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    cast(state, 0, "saloon", on_card=False, index=1)
    cast(state, 1, "saloon", on_card=True, index=1)
    seats = state.view(None)["seats"]
    assert seats[0]["role"] == {"on_card": False, "index": 1, "name": "Woman in Red Dress", "rank": 2}
    assert seats[1]["role"]["on_card"] is True
    assert state.role_kind == [EXTRA, STARRING]
