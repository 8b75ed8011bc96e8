"""Wrapping scenes, bonuses, the end of the day and the end of the game."""

from __future__ import annotations

from games.engines import get_engine
from games.engines.studios.board import BOARD
from games.engines.studios.roles import NO_ROLE, NO_SCENE

from .staging import area, cast, do, new_game, put_scene, rng_rolling


def leave_scenes_on(state, keep: set[str]) -> None:
    """Wrap every set but ``keep`` off stage, as if those scenes had finished earlier in the day."""
    for index in BOARD.sets:
        if BOARD.areas[index].id not in keep:
            state.discards.append(state.scene[index])
            state.scene[index] = NO_SCENE
            state.stars_taken[index] = []
            state.shots[index] = 0


def test_it_pays_extras_their_role_rank_when_someone_was_on_the_card():
    state = new_game(players=3)
    put_scene(state, "saloon", 2)  # budget 3, roles 1, 2, 5
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=False, index=1)  # Woman in Red Dress, rank 2
    cast(state, 1, "saloon", on_card=True, index=0)
    state.rank[0] = 4  # the bonus follows the role's rank, not the player's
    state.rng = rng_rolling(6, 4, 2, 1)
    events = do(state, 0, "act")
    wrap = next(event for event in events if event["type"] == "scene_wrapped")
    assert wrap["bonus_dice"] == [4, 2, 1]
    # Rug Merchant is the lowest of three roles: only the third die (1) lands on it.
    assert wrap["bonuses"] == {"0": 2, "1": 1}
    assert (state.dollars[0], state.credits[0]) == (1 + 2, 1)
    assert state.dollars[1] == 1


def test_it_pays_no_wrap_bonus_when_nobody_was_on_the_card():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=False, index=1)
    state.rng = rng_rolling(6)
    events = do(state, 0, "act")
    wrap = next(event for event in events if event["type"] == "scene_wrapped")
    assert (wrap["bonus_dice"], wrap["bonuses"]) == ([], {})
    assert state.dollars[0] == 1


def test_it_frees_everyone_on_a_wrapped_scene_to_move_next_turn():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    saloon = area("saloon")
    state.shots[saloon] = 1
    cast(state, 0, "saloon", on_card=True, index=0, chips=1)
    cast(state, 1, "saloon", on_card=False, index=0)
    state.rng = rng_rolling(6, 1, 1, 1)
    do(state, 0, "act")
    assert state.role_kind == [NO_ROLE, NO_ROLE]
    assert state.chips == [0, 0]
    assert state.area == [saloon, saloon]
    assert state.scene[saloon] == NO_SCENE
    legal = state.legal_actions(1)
    assert {action["type"] for action in legal} == {"move", "end_turn"}


def test_it_ends_the_day_when_one_scene_remains_and_deals_ten_new_ones():
    state = new_game(players=4)
    leave_scenes_on(state, {"saloon", "bank"})
    put_scene(state, "bank", 14)  # Taffy Commercial, budget 2, one shot on the Bank
    cast(state, 2, "saloon", on_card=True, index=0)
    cast(state, 3, "bank", on_card=False, index=0)
    state.current = 3
    state.rng = rng_rolling(6)
    leftover = state.scene[area("saloon")]
    events = do(state, 3, "act")
    assert {"type": "day_ended", "day": 1} in events
    assert state.day == 2
    assert leftover in state.discards  # removed unpaid, face up because someone stood on it
    assert state.dollars[2] == 0
    assert set(state.area) == {BOARD.trailers}
    assert set(state.role_kind) == {NO_ROLE}
    assert all(state.scene[index] and not state.face_up[index] for index in BOARD.sets)
    assert [state.shots[index] for index in BOARD.sets] == [BOARD.areas[index].shots for index in BOARD.sets]
    assert state.cards_dealt() == 20
    assert state.current == 0  # the player after the one who ended the day
    state.check_invariants()


def test_it_removes_an_unvisited_leftover_face_down_and_keeps_it_secret():
    state = new_game(players=2)
    leave_scenes_on(state, {"saloon", "bank"})
    put_scene(state, "bank", 14)
    state.face_up[area("saloon")] = False
    hidden = state.scene[area("saloon")]
    cast(state, 0, "bank", on_card=False, index=0)
    state.rng = rng_rolling(6)
    do(state, 0, "act")
    assert state.unseen_discards == [hidden]
    assert state.view(0)["unseen_discard_count"] == 1
    assert hidden not in [card["id"] for card in state.view(0)["discards"]]


def test_it_ends_the_game_after_the_last_day():
    state = new_game(players=4)
    put_scene(state, "bank", 14)
    state.discards.extend(state.deck)  # as if days 1-3 had used those thirty scenes
    state.deck.clear()
    state.day = 4
    leave_scenes_on(state, {"saloon", "bank"})
    cast(state, 0, "bank", on_card=False, index=1)
    state.check_invariants()
    state.rng = rng_rolling(6)
    events = do(state, 0, "act")
    assert events[-1]["type"] == "game_over"
    assert state.is_over() and state.to_act() == [] and state.legal_actions(0) == []
    assert state.result().details["seats"][0] == {"dollars": 1, "credits": 1, "rank": 3, "rank_points": 15, "score": 17}
    state.check_invariants()


def test_it_plays_three_days_for_two_or_three_players_and_four_otherwise():
    engine = get_engine("studios")
    assert [engine.new_game(players, seed=1).days for players in range(2, 9)] == [3, 3, 4, 4, 4, 4, 4]


def test_it_applies_the_group_size_setup():
    games = {players: get_engine("studios").new_game(players, seed=1) for players in range(2, 9)}
    setups = {players: (set(state.credits), set(state.rank)) for players, state in games.items()}
    assert setups == {
        2: ({0}, {1}),
        3: ({0}, {1}),
        4: ({0}, {1}),
        5: ({2}, {1}),
        6: ({4}, {1}),
        7: ({0}, {2}),
        8: ({0}, {2}),
    }
