"""An independent review of the engine against the rulebook, line by line.

Each test names the line of ``shared/rules/deadwood-studios-usa.txt`` it checks ("L52" is line 52),
or the project ruling (``shared/rules/RULINGS.md``, studios S1-S6). Situations are staged with the
helpers in ``staging``; everything after the staging goes through the public contract.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from games.engines import IllegalAction, Rng, get_engine
from games.engines.studios.board import BOARD
from games.engines.studios.scenes import SCENES

from .staging import acting_in_the_saloon, area, cast, do, new_game, put_scene, rng_rolling, stand

ENGINE_PACKAGE = Path(__file__).resolve().parents[3] / "games" / "engines"


def kinds(state, seat):
    return sorted({action["type"] for action in state.legal_actions(seat)})


def upgrades(state, seat):
    return {(action["rank"], action["currency"]) for action in state.legal_actions(seat) if action["type"] == "upgrade"}


def refusal(state, seat, action_type, **fields):
    with pytest.raises(IllegalAction) as caught:
        do(state, seat, action_type, **fields)
    return caught.value.message


# --- the board and the cards (L12-L13, L20, shared/data/studios/README.md) ----------------------


def test_it_lays_out_the_basic_backlot_twelve_areas_twenty_two_way_connections_l20():
    edges = {frozenset((area.index, other)) for area in BOARD.areas for other in area.neighbours}
    assert len(BOARD.areas) == 12 and len(BOARD.sets) == 10 and len(edges) == 20
    assert all(area.index in BOARD.areas[other].neighbours for area in BOARD.areas for other in area.neighbours)
    assert {area.name for area in BOARD.areas if not area.is_set} == {"Trailers", "Casting Office"}
    assert all(not BOARD.areas[index].extras for index in (BOARD.trailers, BOARD.casting_office))


def test_it_prints_twenty_two_shot_counters_and_twenty_nine_extras_of_rank_one_to_four():
    sets = [BOARD.areas[index] for index in BOARD.sets]
    assert sum(area.shots for area in sets) == 22
    ranks = [extra.rank for area in sets for extra in area.extras]
    assert len(ranks) == 29 and set(ranks) == {1, 2, 3, 4}


def test_it_deals_from_forty_scene_cards_with_budgets_of_two_to_six_million_l13_l48():
    budgets = sorted(scene.budget for scene in SCENES.values())
    assert len(SCENES) == 40 and sum(len(scene.roles) for scene in SCENES.values()) == 108
    assert {budget: budgets.count(budget) for budget in set(budgets)} == {2: 4, 3: 6, 4: 12, 5: 12, 6: 6}


# --- setting up (L19-L31) ---------------------------------------------------------------------


def test_it_starts_every_die_in_the_trailers_at_rank_one_with_ten_face_down_scenes_l21_l22():
    view = get_engine("studios").new_game(players=4, seed=5).view(None)
    assert {(seat["area"], seat["rank"], seat["dollars"], seat["credits"]) for seat in view["seats"]} == {
        ("trailers", 1, 0, 0)
    }
    assert [row["face_down"] for row in view["sets"]] == [True] * 10
    assert view["deck_count"] == 30


def test_it_puts_a_shot_counter_on_every_circle_of_every_set_l23():
    view = get_engine("studios").new_game(players=4, seed=5).view(None)
    shots = {row["area"]: row["shots_left"] for row in view["sets"]}
    assert shots == {
        "main_street": 3, "saloon": 2, "general_store": 2, "jail": 1, "train_station": 3,
        "ranch": 2, "bank": 1, "hotel": 3, "church": 2, "secret_hideout": 3,
    }  # fmt: skip


def test_it_draws_the_first_player_at_random_and_then_goes_round_to_the_left_l24():
    engine = get_engine("studios")
    firsts = {engine.new_game(players=5, seed=seed).to_act()[0] for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}
    state = engine.new_game(players=5, seed=3)
    order = []
    for _ in range(6):
        seat = state.to_act()[0]
        order.append(seat)
        do(state, seat, "end_turn")
    assert order == [(order[0] + step) % 5 for step in range(6)]


@pytest.mark.parametrize(
    ("players", "days", "credits", "rank"),
    [(2, 3, 0, 1), (3, 3, 0, 1), (4, 4, 0, 1), (5, 4, 2, 1), (6, 4, 4, 1), (7, 4, 0, 2), (8, 4, 0, 2)],
)
def test_it_alters_the_setup_for_each_group_size_l27_l31(players, days, credits, rank):
    view = get_engine("studios").new_game(players=players, seed=1).view(None)
    assert view["days"] == days
    assert {(seat["credits"], seat["rank"], seat["dollars"]) for seat in view["seats"]} == {(credits, rank, 0)}


# --- moving and taking roles (L34-L45) ----------------------------------------------------------


def test_it_moves_one_step_to_an_adjacent_area_only_once_a_turn_l36_l40():
    state = new_game()
    put_scene(state, "saloon", 2, face_up=False)  # rank-1 roles there keep the turn open after the step
    assert sorted(action["to"] for action in state.legal_actions(0) if action["type"] == "move") == [
        "hotel", "main_street", "saloon",
    ]  # fmt: skip
    message = refusal(state, 0, "move", to="bank")
    assert "Bank" in message and "next to" in message
    do(state, 0, "move", to="saloon")
    assert state.to_act() == [0] and "move" not in kinds(state, 0)
    assert "already moved" in refusal(state, 0, "move", to="bank")


def test_it_lets_a_player_stand_still_and_take_a_role_where_it_already_is_l36():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    stand(state, 0, "saloon")
    do(state, 0, "take_role", on_card=False, index=0)
    assert state.view(0)["seats"][0]["role"]["name"] == "Reluctant Farmer"
    assert state.to_act() == [1]


def test_it_takes_a_role_on_the_turn_of_the_move_but_works_it_only_next_turn_l40():
    state = new_game(players=2)
    put_scene(state, "saloon", 2, face_up=False)
    do(state, 0, "move", to="saloon")
    assert state.to_act() == [0]
    do(state, 0, "take_role", on_card=True, index=0)
    assert state.to_act() == [1]  # no act or rehearsal on the turn the role is taken
    do(state, 1, "end_turn")
    assert kinds(state, 0) == ["act", "rehearse"]


def test_it_turns_a_face_down_scene_up_only_when_someone_moves_onto_the_set_l41():
    state = new_game(players=2)
    put_scene(state, "saloon", 2, face_up=False)
    saloon = next(row for row in state.view(1)["sets"] if row["area"] == "saloon")
    assert saloon["face_down"] and saloon["scene"] is None
    do(state, 0, "move", to="saloon")
    saloon = next(row for row in state.view(1)["sets"] if row["area"] == "saloon")
    assert not saloon["face_down"] and saloon["scene"]["title"] == "Law and the Old West"


def test_it_lets_several_players_work_one_scene_but_never_share_a_role_l43():
    state = new_game(players=3)
    put_scene(state, "saloon", 2)
    cast(state, 1, "saloon", on_card=True, index=0)
    stand(state, 0, "saloon")
    message = refusal(state, 0, "take_role", on_card=True, index=0)
    assert "taken" in message and "seat 1" in message
    do(state, 0, "take_role", on_card=False, index=0)
    roles = [seat["role"]["name"] for seat in state.view(None)["seats"][:2]]
    assert roles == ["Reluctant Farmer", "Rug Merchant"]


def test_it_allows_roles_equal_to_or_lower_than_the_players_rank_l45():
    state = new_game()
    put_scene(state, "saloon", 2)  # Rug Merchant 1, Banker 2, Talking Mule 5; extras of rank 1 and 2
    stand(state, 0, "saloon")
    state.rank[0] = 2
    offered = {
        (action["on_card"], action["index"]) for action in state.legal_actions(0) if action["type"] == "take_role"
    }
    assert offered == {(False, 0), (False, 1), (True, 0), (True, 1)}
    message = refusal(state, 0, "take_role", on_card=True, index=2)
    assert "rank 5" in message and "rank 2" in message


# --- working on a role (L46-L61) ---------------------------------------------------------------


def test_it_keeps_a_working_player_on_the_role_until_the_scene_is_done_l37_l49():
    state = new_game()
    put_scene(state, "saloon", 2)
    cast(state, 0, "saloon", on_card=False, index=0)
    assert kinds(state, 0) == ["act", "rehearse"]
    for action_type, fields in (("move", {"to": "trailers"}), ("end_turn", {})):
        assert "act or rehearse" in refusal(state, 0, action_type, **fields)


@pytest.mark.parametrize(("roll", "chips", "succeeds"), [(3, 0, True), (2, 0, False), (2, 1, True), (1, 1, False)])
def test_it_succeeds_on_a_roll_plus_practice_chips_equal_to_or_higher_than_the_budget_l52_l59(roll, chips, succeeds):
    state = acting_in_the_saloon(roll, on_card=True, index=0, chips=chips)
    events = do(state, 0, "act")
    assert events[0]["success"] is succeeds
    assert state.view(None)["seats"][0]["credits"] == (2 if succeeds else 0)  # L54


def test_it_pays_an_extra_a_dollar_and_a_credit_on_success_and_a_dollar_on_failure_l55():
    state = acting_in_the_saloon(1, 6, on_card=False, index=1, players=2)
    do(state, 0, "act")
    seat = state.view(None)["seats"][0]
    assert (seat["dollars"], seat["credits"]) == (1, 0)
    do(state, 1, "end_turn")
    do(state, 0, "act")
    seat = state.view(None)["seats"][0]
    assert (seat["dollars"], seat["credits"]) == (2, 1)


def test_it_removes_one_shot_counter_per_success_and_wraps_on_the_last_l56():
    state = acting_in_the_saloon(6, 6, on_card=False, index=0, players=2)
    do(state, 0, "act")
    assert next(row for row in state.view(None)["sets"] if row["area"] == "saloon")["shots_left"] == 1
    do(state, 1, "end_turn")
    events = do(state, 0, "act")
    assert any(event["type"] == "scene_wrapped" for event in events)


@pytest.mark.parametrize(("budget_scene", "chips_allowed"), [(14, 1), (2, 2), (1, 3), (35, 4), (6, 5)])
def test_it_stops_rehearsals_at_the_point_of_guaranteed_success_l60(budget_scene, chips_allowed):
    state = new_game()
    put_scene(state, "saloon", budget_scene)  # budgets 2, 3, 4, 5, 6
    cast(state, 0, "saloon", on_card=False, index=0, chips=chips_allowed - 1)
    assert kinds(state, 0) == ["act", "rehearse"]
    state.chips[0] = chips_allowed
    assert kinds(state, 0) == ["act"]
    assert "guarantee" in refusal(state, 0, "rehearse")


# --- it's a wrap (L62-L69) ---------------------------------------------------------------------


def test_it_rolls_as_many_bonus_dice_as_the_budget_and_deals_them_from_the_top_role_down_l64_l65():
    state = new_game()
    put_scene(state, "hotel", 21)  # Gun! The Musical: $6M, ranks 4, 5, 6
    state.shots[area("hotel")] = 1
    for seat, index in ((0, 2), (1, 1), (2, 0)):
        cast(state, seat, "hotel", on_card=True, index=index)
    state.rng = rng_rolling(6, 2, 5, 1, 6, 3, 4)  # the act, then six bonus dice
    events = do(state, 0, "act")
    wrap = next(event for event in events if event["type"] == "scene_wrapped")
    assert wrap["bonus_dice"] == [6, 5, 4, 3, 2, 1]
    assert state.dollars[:3] == [6 + 3, 5 + 2, 4 + 1]  # the fourth die wraps back to the top role


def test_it_pays_no_one_the_dice_that_fall_to_an_empty_starring_role_l66():
    state = new_game(players=2)
    put_scene(state, "hotel", 35)  # $5M, ranks 3, 4, 5
    state.shots[area("hotel")] = 1
    cast(state, 0, "hotel", on_card=True, index=0)  # the lowest role; the two above stay empty
    state.rng = rng_rolling(6, 6, 5, 4, 3, 2)
    do(state, 0, "act")
    assert state.dollars[0] == 4  # only the third die; the others were dealt to empty roles


def test_it_pays_each_extra_the_rank_of_its_role_when_someone_was_on_the_card_l67():
    state = new_game(players=3)
    put_scene(state, "secret_hideout", 1)  # $4M
    state.shots[area("secret_hideout")] = 1
    cast(state, 0, "secret_hideout", on_card=True, index=0)
    cast(state, 1, "secret_hideout", on_card=False, index=3)  # Penny, who is Lost: rank 4
    cast(state, 2, "secret_hideout", on_card=False, index=0)  # Clumsy Pit Fighter: rank 1
    state.rank[2] = 6  # the bonus follows the role, not the player
    state.current = 1
    state.rng = rng_rolling(6, 1, 1, 1, 1)
    do(state, 1, "act")
    assert (state.dollars[1], state.dollars[2]) == (1 + 4, 1)


def test_it_pays_no_bonus_at_all_when_nobody_was_on_the_card_l63_l68():
    state = new_game(players=2)
    put_scene(state, "hotel", 35)
    state.shots[area("hotel")] = 1
    cast(state, 0, "hotel", on_card=False, index=3)
    cast(state, 1, "hotel", on_card=False, index=0)
    state.rng = rng_rolling(6)
    events = do(state, 0, "act")
    wrap = next(event for event in events if event["type"] == "scene_wrapped")
    assert (wrap["bonus_dice"], wrap["bonuses"]) == ([], {})
    assert (state.dollars[0], state.dollars[1]) == (1, 0)


def test_it_sends_everyone_off_a_wrapped_scene_without_their_practice_chips_ruling_s5():
    state = new_game(players=2)
    put_scene(state, "saloon", 2)
    state.shots[area("saloon")] = 1
    cast(state, 0, "saloon", on_card=True, index=0, chips=1)
    cast(state, 1, "saloon", on_card=False, index=0, chips=1)
    state.rng = rng_rolling(6, 1, 1, 1)
    do(state, 0, "act")
    seats = state.view(None)["seats"]
    assert [(seat["role"], seat["practice_chips"], seat["area"]) for seat in seats] == [(None, 0, "saloon")] * 2
    assert "move" in kinds(state, 1)


# --- upgrading (L70-L80) -----------------------------------------------------------------------


def test_it_sells_ranks_for_dollars_or_credits_but_never_a_mix_l72_ruling_s4():
    state = new_game()
    state.area[0] = BOARD.casting_office
    state.dollars[0], state.credits[0] = 3, 4  # $7 of value, but neither purse buys rank 2 alone
    assert upgrades(state, 0) == set()
    message = refusal(state, 0, "upgrade", rank=2, currency="dollars")
    assert "$4" in message and "$3" in message


def test_it_refuses_upgrades_away_from_the_casting_office_and_ranks_that_do_not_go_up_l71():
    state = new_game()
    state.dollars[0] = 40
    assert "Casting Office" in refusal(state, 0, "upgrade", rank=2, currency="dollars")
    state.area[0] = BOARD.casting_office
    state.rank[0] = 3
    assert upgrades(state, 0) == {(4, "dollars"), (5, "dollars"), (6, "dollars")}
    assert "already rank 3" in refusal(state, 0, "upgrade", rank=3, currency="dollars")


def test_it_ends_the_turn_after_an_upgrade_made_on_arriving_at_the_casting_office_l71_ruling_s2():
    state = new_game(players=2)
    stand(state, 0, "ranch")
    state.dollars[0] = 40
    do(state, 0, "move", to="casting_office")
    assert upgrades(state, 0) == {(rank, "dollars") for rank in range(2, 7)}
    do(state, 0, "upgrade", rank=2, currency="dollars")
    assert state.to_act() == [1]  # the upgrade at the end of the turn was its last thing
    assert (state.rank[0], state.dollars[0]) == (2, 36)


def test_it_allows_one_upgrade_at_the_start_and_one_at_the_end_of_a_turn_spent_in_the_casting_office_ruling_s2():
    state = new_game(players=2)
    state.area[0] = BOARD.casting_office
    state.dollars[0] = 40
    do(state, 0, "upgrade", rank=2, currency="dollars")  # the start of the turn
    assert state.to_act() == [0]
    assert "move" in kinds(state, 0)
    do(state, 0, "upgrade", rank=3, currency="dollars")  # no step taken: this is the end of the turn
    assert state.to_act() == [1]
    assert (state.rank[0], state.dollars[0]) == (3, 26)


def test_it_lets_a_player_upgrade_at_the_start_of_the_turn_then_step_out_with_the_new_rank_l38():
    state = new_game(players=2)
    put_scene(state, "ranch", 9)  # Down in the Valley: Woman with Board is rank 3
    state.area[0] = BOARD.casting_office
    state.credits[0] = 10
    do(state, 0, "upgrade", rank=3, currency="credits")
    do(state, 0, "move", to="ranch")
    do(state, 0, "take_role", on_card=True, index=1)
    assert state.view(None)["seats"][0]["role"] == {"on_card": True, "index": 1, "name": "Woman with Board", "rank": 3}


# --- ending the day, the game and scoring (L81-L93) --------------------------------------------


def leave_only(state, keep):
    for index in BOARD.sets:
        if BOARD.areas[index].id not in keep:
            state.discards.append(state.scene[index])
            state.scene[index] = 0
            state.stars_taken[index] = []
            state.shots[index] = 0


def test_it_ends_the_day_with_one_scene_left_unpaid_and_deals_ten_new_face_down_scenes_l82_l88():
    state = new_game(players=3)
    leave_only(state, {"saloon", "bank"})
    put_scene(state, "bank", 14)  # $2M on the one-shot Bank
    put_scene(state, "saloon", 2)
    cast(state, 1, "saloon", on_card=True, index=0, chips=1)
    cast(state, 2, "saloon", on_card=False, index=0)
    cast(state, 0, "bank", on_card=False, index=0)
    state.rng = rng_rolling(6)
    events = do(state, 0, "act")
    assert {"type": "day_ended", "day": 1} in events
    view = state.view(None)
    assert [(seat["area"], seat["role"], seat["practice_chips"]) for seat in view["seats"]] == [
        ("trailers", None, 0)
    ] * 3
    assert [(seat["dollars"], seat["credits"]) for seat in view["seats"]] == [(1, 1), (0, 0), (0, 0)]
    assert all(row["face_down"] and row["shots_left"] == row["shots"] for row in view["sets"])
    assert view["day"] == 2 and view["deck_count"] == 20
    assert state.to_act() == [1]  # L89: play continues with the next player


def test_it_ends_the_game_after_the_last_day_and_scores_money_credits_and_five_per_rank_l83_l91():
    state = new_game(players=2)
    put_scene(state, "bank", 14)
    state.discards.extend(state.deck[:20])  # as if days 1 and 2 had used twenty scenes
    del state.deck[:20]
    state.day = 3  # two players play three days
    leave_only(state, {"saloon", "bank"})
    state.check_invariants()
    cast(state, 0, "bank", on_card=False, index=1)  # rank 3 to reach Feller in Irons
    state.dollars[1], state.credits[1], state.rank[1] = 10, 6, 2
    state.rng = rng_rolling(6)
    do(state, 0, "act")
    assert state.is_over() and state.to_act() == [] and state.legal_actions(0) == []
    result = state.result()
    assert result.scores == [1 + 1 + 15, 10 + 6 + 10]
    assert result.placements == [2, 1]


def test_it_shares_the_placement_between_equal_scores_ruling_s6():
    state = new_game(players=3)
    state.dollars[:] = [10, 5, 10]
    state.credits[:] = [0, 5, 0]
    assert state.result().placements == [1, 1, 1]
    state.dollars[1] = 4
    assert state.result().placements == [1, 3, 1]


# --- hidden information, labels and messages ---------------------------------------------------


def test_it_shows_no_face_down_scene_and_no_deck_order_in_any_view():
    state = get_engine("studios").new_game(players=4, seed=9)
    other = state.clone()  # the same table with other cards face down and the deck in another order
    pool = other.deck + [other.scene[index] for index in BOARD.sets]
    Rng(3).shuffle(pool)
    for index in BOARD.sets:
        other.scene[index] = pool.pop()
        other.stars_taken[index] = [-1] * len(SCENES[other.scene[index]].roles)
    other.deck = pool
    assert other.to_json() != state.to_json()
    for viewer in (None, 0, 3):
        text = json.dumps(state.view(viewer))
        assert "title" not in text and "budget" not in text
        assert json.dumps(other.view(viewer)) == text


def test_it_labels_acting_with_the_roll_it_needs():
    state = new_game()
    put_scene(state, "saloon", 35)  # $5M
    cast(state, 0, "saloon", on_card=False, index=0, chips=1)
    labels = {action["type"]: action["label"] for action in state.legal_actions(0)}
    assert "4 or more" in labels["act"] and "$5M" in labels["act"] and "1 practice chip" in labels["act"]
    assert "2 practice chips" in labels["rehearse"]


def test_it_explains_why_an_action_is_refused():
    state = new_game(players=2)
    assert "seat 0's turn" in refusal(state, 1, "end_turn")
    assert "working on a role" in refusal(state, 0, "act")
    assert "no action" in refusal(state, 0, "dance")
    assert "no area" in refusal(state, 0, "move", to="boot_hill")
    with pytest.raises(IllegalAction, match="an action is a dict"):
        state.apply(0, "end_turn")  # type: ignore[arg-type]
    assert "no scene" in refusal(state, 0, "take_role", on_card=False, index=0)
    assert state.view(None)["seats"][0]["area"] == "trailers"


def test_it_imports_nothing_from_automaton_inside_the_engine_packages():
    offenders = []
    for path in ENGINE_PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {name}" for name in names if name.split(".")[0] == "automaton"]
    assert offenders == []


# --- the whole rulebook against random play ----------------------------------------------------


def expected_choices(state) -> set[str]:
    """The legal choices, worked out again from the rulebook text rather than from the engine."""
    view = state.view(None)
    if view["over"]:
        return set()
    seat = view["seats"][view["current"]]
    here = next((row for row in view["sets"] if row["area"] == seat["area"]), None)
    if seat["role"] is not None:  # L37: act or rehearse; L60: no rehearsal once success is certain
        budget = here["scene"]["budget"]
        return {"act"} | ({"rehearse"} if 1 + seat["practice_chips"] < budget else set())
    choices = {"end_turn"}
    stepped, bought = view["moved_this_turn"], view["upgrades_this_turn"]
    area = BOARD.areas[BOARD.index_of(seat["area"])]
    if not stepped and bought < 2:  # L36: one step; nothing follows the end-of-turn upgrade
        choices |= {f"move {BOARD.areas[index].id}" for index in area.neighbours}
    if area.index == BOARD.casting_office and bought < (1 if stepped else 2):  # L38, L71, S2
        purse = {"dollars": seat["dollars"], "credits": seat["credits"]}
        for rank in range(seat["rank"] + 1, 7):
            for currency in ("dollars", "credits"):
                if BOARD.upgrade_price(rank, currency) <= purse[currency]:  # L72, S4
                    choices.add(f"upgrade {rank} {currency}")
    if here is not None and here["scene"] is not None:  # L43-L45: a free role up to the player's rank
        for on_card, roles in ((False, here["extras"]), (True, here["scene"]["roles"])):
            for index, role in enumerate(roles):
                if role["occupant"] is None and role["rank"] <= seat["rank"]:
                    choices.add(f"take {on_card} {index}")
    return choices


def choice_name(action) -> str:
    kind = action["type"]
    if kind == "move":
        return f"move {action['to']}"
    if kind == "upgrade":
        return f"upgrade {action['rank']} {action['currency']}"
    if kind == "take_role":
        return f"take {action['on_card']} {action['index']}"
    return kind


def check_act(before, after, seat, events) -> None:
    """L52-L56 and L63-L68 worked out again from the events' rolls."""
    acted = events[0]
    me = before.view(None)["seats"][seat]
    where = next(row for row in before.view(None)["sets"] if row["area"] == me["area"])
    budget, on_card = where["scene"]["budget"], me["role"]["on_card"]
    assert acted["success"] is (acted["roll"] + me["practice_chips"] >= budget)
    dollars = [row["dollars"] for row in before.view(None)["seats"]]
    credits = [row["credits"] for row in before.view(None)["seats"]]
    if on_card:
        credits[seat] += 2 if acted["success"] else 0
    else:
        dollars[seat] += 1
        credits[seat] += 1 if acted["success"] else 0
    wrap = next((event for event in events if event["type"] == "scene_wrapped"), None)
    assert (wrap is not None) is (acted["success"] and where["shots_left"] == 1)
    if wrap is not None:
        starring = [role["occupant"] for role in where["scene"]["roles"]]
        if any(occupant is not None for occupant in starring):
            dice = wrap["bonus_dice"]
            assert len(dice) == budget and dice == sorted(dice, reverse=True)
            by_rank = sorted(range(len(starring)), key=lambda index: -where["scene"]["roles"][index]["rank"])
            for position, die in enumerate(dice):
                occupant = starring[by_rank[position % len(by_rank)]]
                if occupant is not None:
                    dollars[occupant] += die
            for extra in where["extras"]:
                if extra["occupant"] is not None:
                    dollars[extra["occupant"]] += extra["rank"]
        else:
            assert wrap["bonus_dice"] == []
    seats = after.view(None)["seats"]
    assert [row["dollars"] for row in seats] == dollars
    assert [row["credits"] for row in seats] == credits


def check_turn_passing(before, after, seat, action) -> None:
    """L40: a role taken is not worked this turn; acting or rehearsing ends the turn; a step or an
    upgrade keeps it while something besides ending it is left (engine ruling 7); L41: a set stepped
    onto shows its scene."""
    if after.is_over():
        return
    view = after.view(None)
    if action["type"] == "move":
        row = next((row for row in view["sets"] if row["area"] == action["to"]), None)
        assert row is None or not row["face_down"]
    stays = False
    if action["type"] in ("move", "upgrade"):
        held = after.clone()  # the same table with the turn still in the seat's hands
        held.current = seat
        held.moved = before.moved or action["type"] == "move"
        held.upgrades = before.upgrades + (action["type"] == "upgrade")
        stays = len(expected_choices(held)) > 1
    assert after.to_act() == [seat if stays else (seat + 1) % after.players]


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_it_offers_exactly_the_rulebooks_choices_and_pays_exactly_its_rewards_in_random_games(players):
    engine = get_engine("studios")
    for seed in range(12):
        state = engine.new_game(players=players, seed=seed)
        rng = Rng(seed).fork(3)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            assert {choice_name(action) for action in legal} == expected_choices(state)
            before = state.clone()
            action = rng.choice(legal)
            events = state.apply(seat, action)
            if action["type"] == "act":
                check_act(before, state, seat, events)
            check_turn_passing(before, state, seat, action)
