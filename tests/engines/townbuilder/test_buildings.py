"""One scenario per building effect, at N1 and N2, including hand-limit and blocked cases."""

from __future__ import annotations

import pytest

from games.engines.townbuilder.cards import CARD_CODES
from tests.engines.townbuilder.builders import activations, hand, play, scenario, stored

PRODUCERS = [("sawmill", "wood"), ("brickyard", "brick"), ("silver_mine", "silver")]
FULL_HAND = {"wood": 2, "brick": 2, "sheriff": 1}


# -- production ------------------------------------------------------------------------------


@pytest.mark.parametrize(("building", "resource"), PRODUCERS)
def test_it_takes_one_resource_from_the_reserve_at_n1(building, resource):
    state = scenario(towns=[[(building, 1)], []], reserve={resource: 3})
    assert [a["amount"] for a in activations(state, 0, building)] == [1]
    play(state, 0, type="activate", building=building, amount=1)
    assert hand(state, 0) == {resource: 1}
    assert state.reserve[["wood", "brick", "silver"].index(resource)] == 2


@pytest.mark.parametrize(("building", "resource"), PRODUCERS)
def test_it_lets_n2_production_take_one_or_two(building, resource):
    state = scenario(towns=[[(building, 2)], []], reserve={resource: 3})
    assert [a["amount"] for a in activations(state, 0, building)] == [1, 2]
    play(state, 0, type="activate", building=building, amount=2)
    assert hand(state, 0) == {resource: 2}


@pytest.mark.parametrize(("building", "resource"), PRODUCERS)
def test_it_offers_no_production_into_a_full_hand_or_from_an_empty_reserve(building, resource):
    full = scenario(hands=[{"gold": 5}, {}], towns=[[(building, 2)], []], reserve={resource: 3})
    assert activations(full, 0, building) == []
    four = scenario(hands=[{"gold": 4}, {}], towns=[[(building, 2)], []], reserve={resource: 3})
    assert [a["amount"] for a in activations(four, 0, building)] == [1]
    empty = scenario(towns=[[(building, 2)], []])
    assert activations(empty, 0, building) == []


def test_it_needs_two_gold_in_the_reserve_for_gold_depot_n1_and_one_at_n2():
    one_gold = {"gold": 1}
    assert activations(scenario(towns=[[("gold_depot", 1)], []], reserve=one_gold), 0, "gold_depot") == []
    state = scenario(towns=[[("gold_depot", 2)], []], reserve=one_gold)
    play(state, 0, type="activate", building="gold_depot")
    assert hand(state, 0) == {"gold": 1} and state.reserve[3] == 0
    two = scenario(towns=[[("gold_depot", 1)], []], reserve={"gold": 2})
    play(two, 0, type="activate", building="gold_depot")
    assert hand(two, 0) == {"gold": 1}


def test_it_activates_each_building_once_per_turn():
    state = scenario(towns=[[("sawmill", 1)], []], reserve={"wood": 3})
    play(state, 0, type="activate", building="sawmill")
    assert activations(state, 0, "sawmill") == []


# -- storage ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("building", "resource", "capacity"),
    [
        ("wood_warehouse", "wood", 16),
        ("brick_warehouse", "brick", 14),
        ("gold_vault", "gold", 6),
        ("silver_bank", "silver", 10),
    ],
)
@pytest.mark.parametrize("level", [1, 2])
def test_it_stores_any_number_of_the_matching_resource_up_to_capacity(building, resource, capacity, level):
    state = scenario(hands=[{resource: 2, "mint": 1}, {}], towns=[[(building, level, {resource: capacity - 3})], []])
    assert [a["count"] for a in activations(state, 0, building)] == [1, 2]
    play(state, 0, type="activate", building=building, count=2)
    assert stored(state, 0, building) == {resource: capacity - 1}
    assert hand(state, 0) == {"mint": 1}


@pytest.mark.parametrize(("building", "resource"), [("wood_warehouse", "wood"), ("silver_bank", "silver")])
def test_it_stores_no_more_than_the_capacity(building, resource):
    capacity = {"wood_warehouse": 16, "silver_bank": 10}[building]
    state = scenario(hands=[{resource: 2}, {}], towns=[[(building, 2, {resource: capacity - 1})], []])
    assert [a["count"] for a in activations(state, 0, building)] == [1]
    full = scenario(hands=[{resource: 1}, {}], towns=[[(building, 1, {resource: capacity - 1})], []])
    play(full, 0, type="activate", building=building, count=1)
    full.used.clear()
    assert activations(full, 0, building) == []


def test_it_lets_the_hotel_store_silver_then_draw_from_the_opponent_once_full():
    state = scenario(hands=[{"silver": 2}, {}], towns=[[("hotel", 1, {"silver": 2})], []], decks=[[], ["mint"]])
    labels = [a.get("mode") for a in activations(state, 0, "hotel")]
    assert labels == ["store", "store"]
    play(state, 0, type="activate", building="hotel", count=2)
    assert stored(state, 0, "hotel") == {"silver": 4}
    assert activations(state, 0, "hotel") == []  # stored this turn: no draw


@pytest.mark.parametrize("level", [1, 2])
def test_it_draws_the_top_opposing_card_with_a_full_hotel(level):
    state = scenario(towns=[[("hotel", level, {"silver": 4})], []], decks=[[], ["mint", "wood"]])
    play(state, 0, type="activate", building="hotel", mode="draw")
    assert hand(state, 0) == {"mint": 1}


def test_it_offers_no_hotel_draw_into_a_full_hand_or_from_an_empty_deck():
    full = scenario(hands=[FULL_HAND, {}], towns=[[("hotel", 1, {"silver": 4})], []])
    assert activations(full, 0, "hotel") == []
    empty = scenario(towns=[[("hotel", 1, {"silver": 4})], []], empty_decks=[1])
    assert activations(empty, 0, "hotel") == []


@pytest.mark.parametrize("level", [1, 2])
def test_it_stores_or_takes_back_one_gold_at_the_river_claim(level):
    state = scenario(hands=[{"gold": 2}, {}], towns=[[("river_claim", level, {"gold": 1})], []])
    assert sorted(a["mode"] for a in activations(state, 0, "river_claim")) == ["retrieve", "store"]
    play(state, 0, type="activate", building="river_claim", mode="store")
    assert stored(state, 0, "river_claim") == {"gold": 2} and hand(state, 0) == {"gold": 1}
    state.used.clear()
    play(state, 0, type="activate", building="river_claim", mode="retrieve")
    assert stored(state, 0, "river_claim") == {"gold": 1} and hand(state, 0) == {"gold": 2}


def test_it_offers_no_river_claim_retrieval_into_a_full_hand():
    state = scenario(hands=[{"gold": 1, "wood": 4}, {}], towns=[[("river_claim", 1, {"gold": 1})], []])
    assert [a["mode"] for a in activations(state, 0, "river_claim")] == ["store"]


# -- transformation --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("building", "give", "take"),
    [
        ("lumber_exchange", "wood", "gold"),
        ("brick_exchange", "brick", "gold"),
        ("mint", "silver", "gold"),
        ("assay_office", "silver", "wood"),
        ("assay_office", "silver", "brick"),
    ],
)
@pytest.mark.parametrize("level", [1, 2])
def test_it_exchanges_one_resource_for_another_from_the_reserve(building, give, take, level):
    full_hand = {give: 1, "sheriff": 2, "corral": 2}
    state = scenario(hands=[full_hand, {}], towns=[[(building, level)], []], reserve={take: 1})
    play(state, 0, type="activate", building=building, take=take)
    assert hand(state, 0) == {take: 1, "sheriff": 2, "corral": 2}
    assert state.reserve == [int(r == give) for r in ("wood", "brick", "silver", "gold")]


def test_it_offers_no_exchange_the_reserve_cannot_pay():
    state = scenario(hands=[{"silver": 1}, {}], towns=[[("assay_office", 1), ("mint", 1)], []], reserve={"brick": 1})
    assert [a["take"] for a in activations(state, 0, "assay_office")] == ["brick"]
    assert activations(state, 0, "mint") == []


@pytest.mark.parametrize("level", [1, 2])
def test_it_turns_one_gold_into_two_identical_resources_at_the_general_store(level):
    state = scenario(
        hands=[{"gold": 1}, {}], towns=[[("general_store", level)], []], reserve={"wood": 2, "brick": 1, "silver": 3}
    )
    assert [a["take"] for a in activations(state, 0, "general_store")] == ["wood", "silver"]
    play(state, 0, type="activate", building="general_store", take="silver")
    assert hand(state, 0) == {"silver": 2} and state.reserve == [2, 1, 1, 1]


def test_it_needs_room_for_the_general_store():
    state = scenario(hands=[{"gold": 1, "wood": 4}, {}], towns=[[("general_store", 1)], []], reserve={"silver": 2})
    assert activations(state, 0, "general_store") == []


# -- special ---------------------------------------------------------------------------------


def test_it_charges_two_gold_for_the_carpenter_shop_at_n1():
    state = scenario(hands=[{"gold": 2}, {}], towns=[[("carpenter_shop", 1)], []], discard={"mint": 1, "corral": 1})
    assert [a["take"] for a in activations(state, 0, "carpenter_shop")] == ["mint", "corral"]
    play(state, 0, type="activate", building="carpenter_shop", take="corral")
    assert hand(state, 0) == {"corral": 1} and state.reserve[3] == 2 and state.discard[20] == 0
    poor = scenario(hands=[{"gold": 1}, {}], towns=[[("carpenter_shop", 1)], []], discard={"mint": 1})
    assert activations(poor, 0, "carpenter_shop") == []


def test_it_gives_the_carpenter_shop_n2_a_free_pick_if_the_hand_has_room():
    state = scenario(towns=[[("carpenter_shop", 2)], []], discard={"mint": 1})
    play(state, 0, type="activate", building="carpenter_shop", take="mint")
    assert hand(state, 0) == {"mint": 1}
    full = scenario(hands=[FULL_HAND, {}], towns=[[("carpenter_shop", 2)], []], discard={"mint": 1})
    assert activations(full, 0, "carpenter_shop") == []


@pytest.mark.parametrize("level", [1, 2])
def test_it_stores_a_mix_in_the_trading_post_and_takes_back_one_at_a_time(level):
    state = scenario(
        hands=[{"wood": 1, "gold": 1, "silver": 2}, {}], towns=[[("trading_post", level, {"brick": 1})], []]
    )
    stores = [a["cards"] for a in activations(state, 0, "trading_post") if a["mode"] == "store"]
    assert {"wood": 1, "gold": 1} in stores and {"silver": 2} in stores
    assert all(sum(cards.values()) <= 2 for cards in stores)
    play(state, 0, type="activate", building="trading_post", mode="store", cards={"wood": 1, "silver": 1})
    assert stored(state, 0, "trading_post") == {"wood": 1, "brick": 1, "silver": 1}
    state.used.clear()
    retrievals = [a["resource"] for a in activations(state, 0, "trading_post") if a["mode"] == "retrieve"]
    assert retrievals == ["wood", "brick", "silver"]
    play(state, 0, type="activate", building="trading_post", mode="retrieve", resource="brick")
    assert stored(state, 0, "trading_post") == {"wood": 1, "silver": 1}


@pytest.mark.parametrize("sheriff_level", [1, 2])
def test_it_lets_any_sheriff_block_the_opposing_corral_and_bandit_hangout(sheriff_level):
    towns = [[("corral", 2), ("bandit_hangout", 2)], [("wood_warehouse", 1, {"wood": 3})]]
    hands = [{"gold": 1}, {"wood": 1}]
    open_town = scenario(hands=hands, towns=towns)
    assert activations(open_town, 0, "corral") and activations(open_town, 0, "bandit_hangout")
    guarded = scenario(hands=hands, towns=[towns[0], [*towns[1], ("sheriff", sheriff_level)]])
    assert activations(guarded, 0, "corral") == [] and activations(guarded, 0, "bandit_hangout") == []


def test_it_gives_the_sheriff_n1_no_activation():
    state = scenario(towns=[[("sheriff", 1)], [("corral", 1), ("hotel", 1)]])
    assert activations(state, 0, "sheriff") == []


def test_it_lets_the_sheriff_n2_demolish_one_opposing_attack_hotel_or_town_hall():
    state = scenario(
        towns=[[("sheriff", 2)], [("hotel", 2, {"silver": 3}), ("town_hall", 1), ("corral", 1), ("sawmill", 1)]]
    )
    assert [a["target"] for a in activations(state, 0, "sheriff")] == ["hotel", "town_hall", "corral"]
    play(state, 0, type="activate", building="sheriff", target="hotel")
    assert [slot.key for slot in state.towns[1]] == ["town_hall", "corral", "sawmill"]
    assert state.reserve[2] == 3 and state.removed[8] == 2
    assert activations(state, 0, "sheriff") == []  # once per turn


def test_it_lets_the_bandit_hangout_pay_one_resource_to_steal_one_stored():
    state = scenario(
        hands=[{"wood": 1}, {}],
        towns=[[("bandit_hangout", 1)], [("gold_vault", 1, {"gold": 2}), ("trading_post", 1, {"brick": 1})]],
    )
    steals = [a["steal"] for a in activations(state, 0, "bandit_hangout")]
    assert steals == [[["gold_vault", "gold"]], [["trading_post", "brick"]]]
    play(state, 0, type="activate", building="bandit_hangout", steal=[["gold_vault", "gold"]])
    assert hand(state, 0) == {"gold": 1} and stored(state, 1, "gold_vault") == {"gold": 1} and state.reserve[0] == 1


def test_it_lets_the_bandit_hangout_n2_pay_gold_to_steal_two():
    state = scenario(
        hands=[{"gold": 1}, {}],
        towns=[[("bandit_hangout", 2)], [("gold_vault", 1, {"gold": 2}), ("trading_post", 1, {"brick": 1})]],
    )
    pairs = [a["steal"] for a in activations(state, 0, "bandit_hangout") if len(a["steal"]) == 2]
    assert pairs == [
        [["gold_vault", "gold"], ["gold_vault", "gold"]],
        [["gold_vault", "gold"], ["trading_post", "brick"]],
    ]
    play(state, 0, type="activate", building="bandit_hangout", steal=pairs[1])
    assert hand(state, 0) == {"gold": 1, "brick": 1} and state.reserve[3] == 1
    full = scenario(
        hands=[{"gold": 1, "wood": 4}, {}], towns=[[("bandit_hangout", 2)], [("gold_vault", 1, {"gold": 2})]]
    )
    assert all(len(a["steal"]) == 1 for a in activations(full, 0, "bandit_hangout"))


def test_it_has_no_bandit_target_without_opposing_stored_resources():
    state = scenario(hands=[{"gold": 1}, {}], towns=[[("bandit_hangout", 2)], [("gold_vault", 1)]])
    assert activations(state, 0, "bandit_hangout") == []


@pytest.mark.parametrize("level", [1, 2])
def test_it_puts_the_hand_under_the_deck_and_draws_five_at_the_saloon(level):
    state = scenario(
        hands=[{"wood": 2}, {}],
        towns=[[("saloon", level)], []],
        decks=[["mint", "gold", "corral", "brick", "silver", "sheriff"], []],
    )
    play(state, 0, type="activate", building="saloon")
    assert hand(state, 0) == {"mint": 1, "gold": 1, "corral": 1, "brick": 1, "silver": 1}
    assert state.decks[0][-1] == CARD_CODES["sheriff"]  # now on top
    assert state.decks[0][:2] == [CARD_CODES["wood"]] * 2  # the hand went under


@pytest.mark.parametrize(("level", "allowed"), [(1, 1), (2, 2)])
def test_it_lets_the_corral_steal_a_random_card_only_from_a_small_hand(level, allowed):
    state = scenario(hands=[{"wood": allowed}, {"gold": 1, "mint": 1}], towns=[[("corral", level)], []])
    play(state, 0, type="activate", building="corral")
    assert sum(state.hands[0]) == allowed + 1 and sum(state.hands[1]) == 1
    crowded = scenario(hands=[{"wood": allowed + 1}, {"gold": 1}], towns=[[("corral", level)], []])
    assert activations(crowded, 0, "corral") == []
    nothing = scenario(towns=[[("corral", level)], []])
    assert activations(nothing, 0, "corral") == []


def test_it_lets_the_town_hall_n1_draw_only_when_the_reserve_has_no_gold():
    state = scenario(towns=[[("town_hall", 1)], []], reserve={"wood": 0, "brick": 2}, decks=[[], ["mint"]])
    play(state, 0, type="activate", building="town_hall")
    assert hand(state, 0) == {"mint": 1}
    golden = scenario(towns=[[("town_hall", 1)], []], reserve={"gold": 1})
    assert activations(golden, 0, "town_hall") == []


def test_it_lets_the_town_hall_n2_draw_when_any_resource_runs_out():
    reserve = {"wood": 1, "brick": 1, "gold": 1}  # no silver
    state = scenario(towns=[[("town_hall", 2)], []], reserve=reserve, decks=[[], ["corral"]])
    play(state, 0, type="activate", building="town_hall")
    assert hand(state, 0) == {"corral": 1}
    stocked = scenario(towns=[[("town_hall", 2)], []], reserve={**reserve, "silver": 1})
    assert activations(stocked, 0, "town_hall") == []


def test_it_offers_no_town_hall_draw_into_a_full_hand_or_from_an_empty_deck():
    full = scenario(hands=[FULL_HAND, {}], towns=[[("town_hall", 1)], []])
    assert activations(full, 0, "town_hall") == []
    empty = scenario(towns=[[("town_hall", 1)], []], empty_decks=[1])
    assert activations(empty, 0, "town_hall") == []
