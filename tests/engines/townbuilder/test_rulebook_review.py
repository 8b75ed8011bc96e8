"""An independent review of the engine against the French rulebook, line by line.

Each test names the rulebook line(s) it checks as ``fr.txt:N`` (deadwood-town-builder-fr.txt)
or the project ruling as ``RULINGS N``. Positions are built by ``builders.scenario`` or reached
through the public contract (new_game / legal_actions / apply / result / view).
"""

from __future__ import annotations

import itertools
import json

import pytest

from automaton.selfplay import play_game
from games.engines import IllegalAction
from games.engines.townbuilder import ENGINE, scoring
from games.engines.townbuilder.cards import (
    BUILDING_BASE,
    BUILDINGS,
    CARD_CODES,
    FAMILY_NAMES,
    RESOURCE_COUNTS,
    RESOURCE_KEYS,
    SALOON,
    WOOD,
)
from tests.engines.townbuilder.builders import find, hand, play, random_positions, scenario


def pass_turn(state, seat) -> None:
    """End the action phase and discard the first cards offered down to 3."""
    play(state, seat, type="end_actions")
    while state.phase == "discard":
        state.apply(seat, state.legal_actions(seat)[0])


def refusal(state, seat, action) -> str:
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert state.to_json() == before
    return caught.value.message


# -- reserve_start=full: a playable opening (RULINGS 1; fr.txt:23, 31, 56, 67) ---------------


def test_it_opens_a_full_reserve_game_with_two_wood_from_the_reserve_and_three_buildings():
    """fr.txt:31 productions take from the reserve, fr.txt:56 a first build costs 1 wood: with
    every resource in the reserve a player needs a stake to build at all (RULINGS 1, option full)."""
    for seed in range(1, 21):
        state = ENGINE.new_game(players=2, seed=seed, options={"reserve_start": "full"})
        state.check_invariants()
        assert state.reserve == [RESOURCE_COUNTS[0] - 4, *RESOURCE_COUNTS[1:]]
        for seat in (0, 1):
            cards = state.hands[seat]
            assert cards[WOOD] == 2 and sum(cards[BUILDING_BASE:]) == 3 and sum(cards) == 5
            assert len(state.decks[seat]) == 22 - 3
            assert all(code >= BUILDING_BASE for code in state.decks[seat])


def test_it_lets_the_first_full_reserve_player_pay_for_a_building_from_the_stake():
    """fr.txt:67: a build costs 1 wood from the hand; the stake pays for two."""
    state = ENGINE.new_game(players=2, seed=3, options={"reserve_start": "full"})
    seat = state.to_act()[0]
    builds = find(state, seat, type="build", pay="wood")
    assert builds
    play(state, seat, type="build", building=builds[0]["building"], pay="wood")
    assert state.reserve[WOOD] == RESOURCE_COUNTS[0] - 4 + 1  # the wood went back to the reserve


def test_it_makes_full_reserve_games_scoreable_instead_of_a_string_of_draws():
    """Before the stake every full-reserve game ended 0-0 on equal hands."""
    scored = 0
    for seed in range(1, 9):
        record = play_game(
            "townbuilder", players=2, seed=seed, bots=["heuristic", "heuristic"], options={"reserve_start": "full"}
        )
        assert record.finished, record.error
        scored += max(record.state.result().scores) > 0
    assert scored >= 4


# -- Legend + Flush + Saloon N2: "jusqu'à +8" (fr.txt:245, 265-300, 339-341) -------------------

SPECIALS_MERGED = [b.key for b in BUILDINGS if b.family.startswith("special")]


def _town(keys, stored=None):
    return [{"building": key, "level": 2, "stored": (stored or {}).get(key, {})} for key in keys]


def test_it_scores_legend_flush_and_saloon_n2_as_six_bonus_points_in_every_town_that_has_them():
    """fr.txt:300/341 claim "jusqu'à +8"; the printed values are Legend 3 (fr.txt:298), Flush 2
    (fr.txt:265) and Saloon N2 +1 (fr.txt:282, 296): every five-Special town with the Saloon at N2
    (only possible with families=4, RULINGS 7) scores exactly 6 on those three lines, 7 with the
    Saloon's own N2 point (fr.txt:245); the whole town at most 12 (fr.txt:210, 224)."""
    best_total = 0
    others = [key for key in SPECIALS_MERGED if key != "saloon"]
    for four in itertools.combinations(others, 4):
        keys = ["saloon", *four]
        stored = {"trading_post": {"wood": 1, "brick": 1, "gold": 1}}
        lines = scoring.score_lines(_town(keys, stored), {}, families=4)
        by_source: dict[str, int] = {}
        for line in lines:
            by_source[line["source"]] = by_source.get(line["source"], 0) + line["points"]
        assert by_source["poker"] + by_source["saloon_poker"] + by_source["legend"] == 6
        assert by_source["saloon"] + by_source["saloon_poker"] == 2
        best_total = max(best_total, sum(by_source.values()))
    assert best_total == 5 + 1 + 6  # five N2 points, the Trading Post's three kinds, the bonuses


def test_it_never_makes_a_flush_that_holds_the_saloon_with_six_families():
    """fr.txt:210-259 print Spécial on four buildings only (RULINGS 7): no Flush includes the Saloon."""
    specials = [b.key for b in BUILDINGS if b.family == "special"]
    assert len(specials) == 4 and BUILDINGS[SALOON].key in specials
    for keys in itertools.combinations([b.key for b in BUILDINGS], 5):
        if "saloon" in keys:
            assert scoring.poker_hand(_town(keys), families=6) != "Flush"


# -- the last turns (fr.txt:10, 63, 335-336; RULINGS 3) ---------------------------------------


def test_it_gives_a_player_whose_deck_ran_out_on_a_full_draw_exactly_one_more_turn():
    """fr.txt:335 "Deck vide → ce joueur joue encore un dernier tour"; RULINGS 3: "Exactly one
    turn, whichever way the deck emptied": a draw that takes the deck's last card announces it."""
    state = scenario(
        hands=[{"mint": 1}, {"corral": 1}], decks=[["wood", "brick", "silver", "gold"], []], empty_decks=[0]
    )
    play(state, 0, type="end_actions")  # draws exactly its last four cards: the hand is full
    assert state.final == [True, False] and not state.decks[0] and sum(state.hands[0]) == 5
    pass_turn(state, 1)
    play(state, 0, type="end_actions")
    for card in ("wood", "brick"):
        play(state, 0, type="discard", card=card)
    assert state.done == [True, False] and sum(state.hands[0]) == 3  # the last turn: no draw
    assert state.current == 1 and state.phase == "action"


def test_it_gives_a_player_whose_deck_ran_short_exactly_one_more_turn():
    """fr.txt:63 "Si ton deck est vide, c'est ton dernier tour — tu ne pioches pas"; RULINGS 3:
    the draw that runs short announces the end, and the next turn is the last."""
    state = scenario(hands=[{"mint": 1}, {"corral": 1}], decks=[["wood"], []], empty_decks=[0])
    play(state, 0, type="end_actions")  # one card where four were due
    assert state.final == [True, False] and sum(state.hands[0]) == 2
    pass_turn(state, 1)
    play(state, 0, type="end_actions")
    assert state.done == [True, False] and state.current == 1


def test_it_makes_the_next_turn_the_last_for_a_player_whose_deck_the_opponent_emptied():
    """RULINGS 3: "The turn after the one in which a player's deck ran out ... is that player's
    last turn": the Town Hall taking the last card of a deck runs it out in that turn."""
    state = scenario(
        hands=[{"corral": 1}, {"mint": 1}],
        towns=[[("town_hall", 1)], []],
        reserve={"gold": 0},
        decks=[["wood", "brick", "silver", "hotel"], ["sawmill"]],
        empty_decks=[1],
    )
    play(state, 0, type="activate", building="town_hall")
    assert not state.decks[1] and state.final == [False, True]
    play(state, 0, type="end_actions")
    play(state, 1, type="end_actions")  # its last turn: nothing to draw, then done
    assert state.done == [False, True] and state.current == 0


# -- discard pile and consumed cards (fr.txt:61, 328-329, 215) --------------------------------


def test_it_lets_the_carpenter_shop_take_back_a_building_discarded_in_the_discard_phase():
    """fr.txt:61, 215, 328: discarded buildings go to the discard pile, where the Carpenter Shop finds them."""
    state = scenario(
        hands=[{"corral": 1, "wood": 2, "gold": 2}, {}],
        towns=[[("carpenter_shop", 1)], []],
        decks=[["brick", "sawmill"], []],
    )
    play(state, 0, type="end_actions")
    play(state, 0, type="discard", card="corral")
    play(state, 0, type="discard", card="wood")
    assert state.discard[CARD_CODES["corral"] - BUILDING_BASE] == 1
    pass_turn(state, 1)
    assert find(state, 0, type="activate", building="carpenter_shop", take="corral")


def test_it_consumes_demolished_building_cards_so_the_carpenter_shop_cannot_take_them():
    """fr.txt:329: building cards used to build are consumed for good."""
    state = scenario(hands=[{"gold": 2}, {}], towns=[[("carpenter_shop", 1), ("mint", 2)], []])
    play(state, 0, type="demolish", building="mint")
    assert state.discard[CARD_CODES["mint"] - BUILDING_BASE] == 0
    assert not find(state, 0, type="activate", building="carpenter_shop")


def test_it_keeps_a_demolished_and_rebuilt_building_to_one_activation_that_turn():
    """fr.txt:76: one activation per building per turn."""
    state = scenario(hands=[{"sawmill": 1, "wood": 1}, {}], towns=[[("sawmill", 1)], []], reserve={"wood": 3})
    play(state, 0, type="activate", building="sawmill")
    play(state, 0, type="demolish", building="sawmill")
    play(state, 0, type="build", building="sawmill", pay="wood")
    assert not find(state, 0, type="activate", building="sawmill")


# -- the tie-break through the public result (fr.txt:301-319) ---------------------------------


def test_it_breaks_equal_points_by_the_final_hand_value_in_the_result():
    """fr.txt:302-319: wood 1, brick 2, silver 2, gold 3, buildings 0; still equal is a draw."""
    state = scenario(hands=[{"gold": 1, "sawmill": 2}, {"wood": 2}], towns=[[("mint", 2)], [("saloon", 2)]])
    state.phase = "over"
    result = state.result()
    assert result.scores == [1, 1] and result.placements == [1, 2]
    state.hands[1][WOOD] += 1
    assert state.result().placements == [1, 1]  # 3 against 3: a draw


# -- what a seat sees (hidden hands and decks) ------------------------------------------------


def test_it_never_names_a_card_of_the_opposing_hand_or_of_either_deck_in_a_view():
    """fr.txt:27, 38: hands and personal decks are hidden; the view gives counts only."""
    state = scenario(
        hands=[{"wood": 1}, {"saloon": 1, "gold": 1}],
        decks=[["saloon"], ["corral", "corral"]],
        discard={},
    )
    for seat, hidden in ((0, "saloon"), (0, "corral")):
        assert hidden not in json.dumps(state.view(seat))
    assert "saloon" not in json.dumps(state.view(None)) and "corral" not in json.dumps(state.view(None))
    assert "saloon" in json.dumps(state.view(1))  # its own hand


# -- labels a French-rules player can follow --------------------------------------------------


def test_it_says_where_each_card_discarded_in_the_discard_phase_goes():
    """fr.txt:61: resources go to the reserve, buildings to the discard pile."""
    state = scenario(hands=[{"wood": 3, "corral": 2}, {}])
    play(state, 0, type="end_actions")
    labels = {a["card"]: a["label"] for a in state.legal_actions(0)}
    assert labels == {"wood": "Discard 1 wood to the reserve", "corral": "Discard Corral to the discard pile"}


def test_it_names_the_hand_guarantee_in_its_label():
    """fr.txt:42, 343: the swap is the hand guarantee."""
    state = scenario(hands=[{"wood": 3}, {}], decks=[["gold", "brick", "corral"], []])
    play(state, 0, type="end_actions")
    labels = [a["label"] for a in state.legal_actions(0)]
    assert "Hand guarantee: return 1 gold to your deck and take its first building" in labels


# -- refusals that say why --------------------------------------------------------------------


def test_it_says_the_game_is_over_when_asked_to_act_after_the_end():
    """fr.txt:10: the game ends when both decks are exhausted and the last turns are played."""
    state = scenario()
    state.phase = "over"
    assert "the game is over" in refusal(state, 0, {"type": "end_actions"})


def test_it_says_whose_decision_it_is_when_the_wrong_seat_acts():
    """fr.txt:12, 50: players alternate their turns."""
    state = scenario()
    assert refusal(state, 1, {"type": "end_actions"}) == "it is not seat 1's decision now: seat 0 is to act"


@pytest.mark.parametrize(
    ("hands", "towns", "action", "reason"),
    [
        # fr.txt:67 "Impossible si tu as déjà ce bâtiment"
        (
            [{"sawmill": 1, "wood": 1}, {}],
            [[("sawmill", 1)], []],
            {"type": "build", "building": "sawmill", "pay": "wood"},
            "you already have a Sawmill in your town",
        ),
        # fr.txt:29 five slots
        (
            [{"sheriff": 1, "wood": 1}, {}],
            [[("sawmill", 1), ("mint", 1), ("hotel", 1), ("corral", 1), ("saloon", 1)], []],
            {"type": "build", "building": "sheriff", "pay": "wood"},
            "all 5 of your building slots are taken",
        ),
        # fr.txt:56 "N1 : coûte 1 Bois ou 1 Or"
        (
            [{"sawmill": 1, "brick": 1}, {}],
            [[], []],
            {"type": "build", "building": "sawmill", "pay": "brick"},
            "a building costs 1 wood or 1 gold",
        ),
        (
            [{"sawmill": 1, "gold": 1}, {}],
            [[], []],
            {"type": "build", "building": "sawmill", "pay": "wood"},
            "you hold no wood to pay with",
        ),
        (
            [{"wood": 1}, {}],
            [[], []],
            {"type": "build", "building": "sawmill", "pay": "wood"},
            "you hold no Sawmill card",
        ),
        # fr.txt:72, 88 "L'Or ne remplace pas la carte Bâtiment identique"
        (
            [{"gold": 2}, {}],
            [[("mint", 1)], []],
            {"type": "upgrade", "building": "mint", "pay": "gold"},
            "upgrading your Mint needs a second Mint card from your hand (gold does not replace it)",
        ),
        # fr.txt:57 "Améliorer en N2 (coûte 1 Brique ou 1 Or + 1 carte identique)"
        (
            [{"mint": 1, "wood": 1}, {}],
            [[("mint", 1)], []],
            {"type": "upgrade", "building": "mint", "pay": "wood"},
            "an upgrade costs 1 brick or 1 gold",
        ),
        (
            [{"brick": 1}, {}],
            [[("mint", 2)], []],
            {"type": "upgrade", "building": "mint", "pay": "brick"},
            "your Mint is already at N2",
        ),
        ([{"wood": 1}, {}], [[], []], {"type": "demolish", "building": "mint"}, "you have no Mint in your town"),
        # fr.txt:58 "Défausser une ressource → réserve" (buildings only in the discard phase, fr.txt:61)
        (
            [{"mint": 1}, {}],
            [[], []],
            {"type": "discard", "card": "mint"},
            "only resources may be discarded during the action phase",
        ),
        ([{"mint": 1}, {}], [[], []], {"type": "discard", "card": "gold"}, "you hold no gold"),
        (
            [{}, {}],
            [[], []],
            {"type": "build", "building": "castle", "pay": "wood"},
            "there is no building called 'castle'",
        ),
        ([{}, {}], [[], []], {"type": "fly"}, "unknown action type 'fly'"),
    ],
)
def test_it_says_why_a_build_upgrade_demolition_or_discard_is_refused(hands, towns, action, reason):
    """Each case cites its rulebook line; the engine contract wants the reason in the refusal."""
    state = scenario(hands=hands, towns=towns)
    message = refusal(state, 0, action)
    assert message.startswith("not a legal action now: ") and reason in message


def test_it_says_a_building_was_already_activated_this_turn():
    """fr.txt:55, 76: one activation per building per turn."""
    state = scenario(towns=[[("sawmill", 1)], []], reserve={"wood": 3})
    play(state, 0, type="activate", building="sawmill")
    assert "your Sawmill has already been activated this turn" in refusal(
        state, 0, {"type": "activate", "building": "sawmill", "amount": 1}
    )


def test_it_says_an_attack_is_blocked_by_the_opposing_sheriff():
    """fr.txt:229, 323: Sheriff N1 blocks Corral and Bandit Hangout."""
    state = scenario(hands=[{}, {"gold": 1}], towns=[[("corral", 1)], [("sheriff", 1)]])
    assert "your Corral is blocked by the opponent's Sheriff" in refusal(
        state, 0, {"type": "activate", "building": "corral"}
    )


def test_it_says_a_sheriff_n1_has_no_activation():
    """fr.txt:323: "aucune activation"."""
    state = scenario(towns=[[("sheriff", 1)], [("corral", 1)]])
    assert "Sheriff N1 has no activation" in refusal(state, 0, {"type": "activate", "building": "sheriff"})


def test_it_lists_what_a_building_can_do_when_asked_for_something_else():
    """fr.txt:100: Sawmill N1 takes exactly 1 wood."""
    state = scenario(towns=[[("sawmill", 1)], []], reserve={"wood": 3})
    message = refusal(state, 0, {"type": "activate", "building": "sawmill", "amount": 2})
    assert "Sawmill N1 cannot do that now; it can: take 1 wood" in message


def test_it_says_what_the_discard_phase_expects():
    """fr.txt:61: down to 3 cards before the draw."""
    state = scenario(hands=[{"wood": 3, "corral": 2}, {}], reserve={"wood": 1})
    play(state, 0, type="end_actions")
    message = refusal(state, 0, {"type": "end_actions"})
    assert "discard phase: discard down to 3 cards (2 to go)" in message


def test_it_says_what_a_pending_hand_guarantee_expects():
    """fr.txt:343: the hand guarantee swaps a resource for a building of the deck."""
    state = scenario(hands=[{"wood": 3}, {}], decks=[["gold", "brick", "corral"], []])
    play(state, 0, type="end_actions")
    message = refusal(state, 0, {"type": "end_actions"})
    assert "hand guarantee: choose which resource goes back to your deck" in message
    assert "you hold no silver" in refusal(state, 0, {"type": "guarantee", "resource": "silver"})
    assert hand(state, 0) == {"wood": 3, "gold": 1, "brick": 1}


MALFORMED = [
    {},
    {"type": None},
    {"type": "activate"},
    {"type": "activate", "building": ["sawmill"]},
    {"type": "build", "building": "sawmill"},
    {"type": "build", "building": "sawmill", "pay": {"wood": 1}},
    {"type": "upgrade", "building": 3, "pay": "brick"},
    {"type": "discard", "card": ["wood"]},
    {"type": "discard"},
    {"type": "guarantee", "resource": None},
    {"type": "end_actions", "extra": 1},
    ["end_actions"],
    "end_actions",
]


def test_it_refuses_malformed_actions_in_every_phase_with_an_illegal_action_and_changes_nothing():
    """The engine contract: anything that is not a legal action is refused, nothing changes."""
    for state in random_positions(15, seed=9):
        seat = state.to_act()[0]
        for action in MALFORMED:
            assert refusal(state, seat, action).startswith("not a legal action now: ")


def test_it_says_what_an_unusable_building_needs():
    """fr.txt:100 (Sawmill takes from the reserve), fr.txt:164 (Hotel draws only when full)."""
    state = scenario(hands=[{"wood": 1}, {}], towns=[[("sawmill", 1), ("hotel", 1, {"silver": 2})], []])
    sawmill = refusal(state, 0, {"type": "activate", "building": "sawmill", "amount": 1})
    assert sawmill.endswith("Sawmill N1 cannot be used now: it needs wood in the reserve and room in your hand")
    hotel = refusal(state, 0, {"type": "activate", "building": "hotel", "mode": "draw"})
    assert "or 4 stored" in hotel


# -- the 22 buildings' printed data (fr.txt:94-259) -------------------------------------------

PRINTED = {
    # key: (family label, stored resource, capacity, N1 thresholds, N2 thresholds), fr.txt line
    "sawmill": ("Production", None, 0, (), ()),  # 96
    "brickyard": ("Production", None, 0, (), ()),  # 104
    "silver_mine": ("Production", None, 0, (), ()),  # 112
    "gold_depot": ("Production", None, 0, (), ()),  # 120
    "wood_warehouse": ("Stockage", "wood", 16, ((2, 16), (1, 8)), ((2, 12), (1, 6))),  # 129-135
    "brick_warehouse": ("Stockage", "brick", 14, ((2, 14), (1, 7)), ((2, 11), (1, 6))),  # 137-143
    "gold_vault": ("Stockage", "gold", 6, ((3, 6),), ((3, 5),)),  # 145-151
    "silver_bank": ("Stockage", "silver", 10, ((2, 10), (1, 5)), ((2, 8), (1, 4))),  # 153-159
    "hotel": ("Stockage", "silver", 4, (), ((1, 4),)),  # 161-166
    "river_claim": ("Stockage", "gold", 6, (), ()),  # 168-173 (pairs, not thresholds)
    "lumber_exchange": ("Transformation", None, 0, (), ()),  # 176
    "brick_exchange": ("Transformation", None, 0, (), ()),  # 183
    "assay_office": ("Transformation", None, 0, (), ()),  # 190
    "mint": ("Transformation", None, 0, (), ()),  # 197
    "general_store": ("Transformation", None, 0, (), ()),  # 204
    "carpenter_shop": ("Spécial", None, 0, (), ()),  # 212
    "trading_post": ("Spécial", None, 3, (), ()),  # 219-222
    "sheriff": ("Spécial — Défense", None, 0, (), ()),  # 226-228
    "bandit_hangout": ("Spécial — Attaque", None, 0, (), ()),  # 233-235
    "saloon": ("Spécial", None, 0, (), ()),  # 240
    "corral": ("Spécial — Attaque", None, 0, (), ()),  # 247-249
    "town_hall": ("Spécial", None, 0, (), ()),  # 254
}


def test_it_holds_every_buildings_printed_family_capacity_and_thresholds():
    """fr.txt:24 22 types, fr.txt:94-259 the cards; RULINGS 7 the six printed family labels."""
    assert [b.key for b in BUILDINGS] == list(PRINTED)
    for building in BUILDINGS:
        family, resource, capacity, n1, n2 = PRINTED[building.key]
        assert FAMILY_NAMES[building.family] == family, building.key
        assert (RESOURCE_KEYS[building.stores] if building.stores is not None else None) == resource, building.key
        assert building.capacity == capacity and building.thresholds == (n1, n2), building.key
        # fr.txt:174, 210: Transformation and Special buildings score a flat +1 at N2, the others not
        assert building.flat_n2_point == (family in ("Transformation",) or family.startswith("Spécial")), building.key


def test_it_says_in_a_demolition_label_that_stored_resources_go_back_to_the_reserve():
    """fr.txt:59, 74, 333: demolishing frees the slot and sends the stored resources to the reserve."""
    state = scenario(towns=[[("wood_warehouse", 2, {"wood": 5}), ("mint", 1)], []])
    labels = [a["label"] for a in find(state, 0, type="demolish")]
    assert labels == ["Demolish your Wood Warehouse N2 (5 wood stored go back to the reserve)", "Demolish your Mint N1"]
