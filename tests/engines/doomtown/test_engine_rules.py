"""Scenario tests of the Doomtown rules: setup, the day, the town and movement, callouts.

Each scenario starts from a real game (the starter decks, starting gangs taken from the lists)
and then places the cards it needs; the rules act through ``legal_actions``/``apply``.
"""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, adjacent, control_points, deed_controller, home, total_influence
from tests.engines.doomtown.scenario import (
    ENGINE,
    LAW_DOGS,
    LAWDOG_PAIR,
    OUTLAW_HIGH_CARD,
    OUTLAWS,
    act,
    at_noon,
    build,
    dude_in_play,
    is_legal,
    named,
    noon_seat,
    run_gamblin,
    stack_deck,
    take,
    to_hand,
)

# ---- setup -------------------------------------------------------------------------------------


def test_it_puts_the_listed_starting_gangs_into_play_at_home_paid_from_the_stash():
    state = at_noon()

    for seat in (0, 1):
        gang = state.table.starting[seat]
        assert len(gang) == 5
        assert all(card in state.play[seat] and state.at[card] == home(state, seat) for card in gang)
        assert len(state.hand[seat]) == 5
    state.check_invariants()


def test_it_limits_a_chosen_starting_gang_to_five_faction_dudes_or_drifters_and_one_core_deed():
    state = ENGINE.new_game(players=2, seed=4, options={"decks": [LAW_DOGS, OUTLAWS]})
    seat = state.to_act()[0]
    outfit_faction = state.table[home(state, seat)].card.faction

    for _ in range(5):
        picks = [
            a for a in state.legal_actions(seat) if a["type"] == "gang_pick" and state.table[a["card"]].type == "dude"
        ]
        cheapest = min(picks, key=lambda a: state.table[a["card"]].num("cost"))
        state.apply(seat, cheapest)

    picked = state.pending[seat]
    assert len(picked) == 5
    assert all(state.table[c].card.faction in (None, outfit_faction) for c in picked)
    assert not [
        a for a in state.legal_actions(seat) if a["type"] == "gang_pick" and state.table[a["card"]].type == "dude"
    ]
    assert len({state.table[c].title for c in picked}) == 5


def test_it_hides_a_starting_gang_from_the_other_player_until_both_have_chosen():
    state = ENGINE.new_game(players=2, seed=4, options={"decks": [LAW_DOGS, OUTLAWS]})
    seat = state.to_act()[0]
    pick = next(a for a in state.legal_actions(seat) if a["type"] == "gang_pick")
    state.apply(seat, pick)

    assert state.view(1 - seat)["seats"][seat]["starting_gang"] == 1
    assert state.redact_action(seat, pick, 1 - seat)["label"] == "a hidden choice"


# ---- the day -----------------------------------------------------------------------------------


def test_it_gives_the_pot_and_the_deal_to_the_lowest_lowball_hand():
    state = at_noon()
    low = stack_deck(state, 0, OUTLAW_HIGH_CARD)
    high = stack_deck(state, 1, LAWDOG_PAIR)
    before = list(state.stash)

    run_gamblin(state)

    assert state.dealer == 0
    assert state.stash[0] == before[0] - 1 + 2 + 3  # ante, the pot of two, outfit production
    assert state.stash[1] == before[1] - 1 + 3
    assert all(card in state.discard[0] for card in low)
    assert all(card in state.discard[1] for card in high)
    state.check_invariants()


def test_it_discards_identical_lowball_hands_and_draws_again():
    state = at_noon(decks=(OUTLAWS, OUTLAWS))
    stack_deck(
        state, 0, OUTLAW_HIGH_CARD + ["Baker Andrews", "Pinto", "Jessica Patchett", "Belligerence", "Pistol Whip"]
    )
    stack_deck(state, 1, ["La Quema", "Mugging", "B & B Attorneys", "Charlie's Place", "LeMat Revolver"]
               + ["Jessica Patchett", "Pancho Castillo", "Coachwhip!", "Mugging", "Baker Andrews"])  # fmt: skip
    state.events = []

    run_gamblin(state)

    lowballs = [e for e in state.events if e["type"] == "lowball"]
    assert len(lowballs) == 2  # A 2 4 5 7 against A 2 4 5 7: identical, so both draw again
    assert lowballs[1]["hands"]["1"]["rank"] == 1 and lowballs[1]["hands"]["0"]["rank"] == 2
    assert state.dealer == 1
    state.check_invariants()


def test_it_reports_a_cheatin_lowball_hand_before_gamblins_cheatin_window():
    state = at_noon()
    stack_deck(state, 0, ["Baker Andrews", "Baker Andrews", "Jessica Patchett", "Belligerence", "Pistol Whip"])  # 7S 7S
    stack_deck(state, 1, LAWDOG_PAIR)
    state.events = []

    run_gamblin(state)

    flagged = [e for e in state.events if e["type"] == "cheatin"]
    assert flagged == [{"type": "cheatin", "seat": 0}]  # no longer reported as not implemented


def test_it_lends_the_ante_to_a_broke_player_and_takes_the_debt_back_first_at_upkeep():
    state = at_noon()
    state.bank += state.stash[0]
    state.stash[0] = 0
    stack_deck(state, 0, ["Baker Andrews", "Cattle Market", "Jessica Patchett", "Belligerence", "Pistol Whip"])
    stack_deck(state, 1, ["Hustings", "Shane & Graves Security", "Bobo", "Circle M Ranch", "Fancy New Hat"])

    run_gamblin(state)

    assert state.dealer == 1
    assert state.debt[0] == 0
    assert state.stash[0] == 3 - 1  # production, less the borrowed ante paid back
    state.check_invariants()


def test_it_lets_a_debt_block_every_other_upkeep_payment():
    state = at_noon()
    state.debt[0] = 50
    state.stack = [{"kind": "day", "step": "upkeep"}]
    flow.advance(state)
    while state.to_act() != [0]:
        act(state, "upkeep_done")

    assert [a["type"] for a in state.legal_actions(0)] == ["upkeep_done"]
    act(state, "upkeep_done")
    assert not [c for c in state.play[0] if state.table[c].num("upkeep") > 0]


def test_it_charges_an_off_faction_dude_their_influence_on_top_of_upkeep():
    state = at_noon()
    state.stash[0] += 20
    state.bank -= 20
    state.stack = [{"kind": "day", "step": "upkeep"}]
    foreign = named(state, 1, "Bass Reeves")
    take(state, foreign)
    state.play[0].append(foreign)  # a Law Dog serving the Outlaws (as a card effect could do)
    state.at[foreign] = home(state, 0)
    flow.advance(state)
    while state.to_act() != [0]:
        act(state, "upkeep_done")

    costs = {a["card"]: a["label"] for a in state.legal_actions(0) if a["type"] == "pay"}
    printed = state.table[foreign].num("upkeep") + state.table[foreign].num("influence")
    assert f"Pay {printed} GR upkeep" in costs[foreign]
    own = next(c for c in costs if c != foreign)
    assert f"Pay {state.table[own].num('upkeep')} GR" in costs[own]  # the outfit's own dudes pay as printed


def test_it_produces_only_from_deeds_their_owner_also_controls():
    state = at_noon()
    deed = named(state, 0, "Cattle Market")  # production 2
    take(state, deed)
    state.play[0].append(deed)
    state.street[0].append(deed)
    before = state.stash[0]
    state.stack = [{"kind": "day", "step": "production"}]
    intruder = dude_in_play(state, 1, "Hattie DeLorre", at=deed)

    flow.advance(state)

    assert deed_controller(state, deed) == 1 and state.table[intruder].num("influence") > 0
    assert state.stash[0] == before + 3  # the outfit only


# ---- the town ------------------------------------------------------------------------------------


def test_it_builds_deeds_at_either_end_of_the_street_and_out_of_town_apart():
    state = at_noon()
    right = build(state, 0, "Cattle Market", "right")
    left = build(state, 0, "Charlie's Place", "left")
    ranch = build(state, 0, "Clanton Ranch", "out")

    assert state.street[0] == [left, home(state, 0), right]
    assert state.out_of_town[0] == [ranch]
    assert adjacent(state, left, home(state, 0)) and not adjacent(state, left, right)
    assert adjacent(state, TOWN_SQUARE, right) and not adjacent(state, TOWN_SQUARE, ranch)
    state.check_invariants()


def test_it_gives_a_deed_to_the_most_influence_and_ties_to_its_owner():
    state = at_noon()
    deed = build(state, 0, "Cattle Market")
    assert deed_controller(state, deed) == 0  # zero influence on both sides: the owner

    visitor = dude_in_play(state, 1, "Hattie DeLorre", at=deed)
    assert deed_controller(state, deed) == 1
    assert control_points(state, 1) == state.table[deed].num("control")

    dude_in_play(state, 0, "Jacqueline Isham", at=deed)
    influence = [
        state.table[visitor].num("influence"),
        state.table[named(state, 0, "Jacqueline Isham")].num("influence"),
    ]
    assert deed_controller(state, deed) == (0 if influence[1] >= influence[0] else 1)


def test_it_moves_free_from_home_and_from_the_town_square_but_boots_otherwise():
    state = at_noon()
    deed = build(state, 0, "Cattle Market")
    dude = dude_in_play(state, 0, "Allie Hensman")
    noon_seat(state, 0)

    act(state, "move", dude=dude, to=TOWN_SQUARE)
    assert not state.booted[dude]
    noon_seat(state, 0)
    act(state, "move", dude=dude, to=deed)
    assert not state.booted[dude]
    noon_seat(state, 0)
    act(state, "move", dude=dude, to=TOWN_SQUARE)
    assert state.booted[dude]  # from a deed: boots
    noon_seat(state, 0)
    assert not is_legal(state, "move", dude=dude)  # booted dudes do not move


def test_it_boots_a_dude_going_home_from_the_town_square():
    state = at_noon()
    dude = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    noon_seat(state, 0)

    act(state, "move", dude=dude, to=home(state, 0))

    assert state.booted[dude]
    dude_in_play(state, 0, "Ike Clanton", at=TOWN_SQUARE)
    noon_seat(state, 0)
    act(state, "move", dude=named(state, 0, "Ike Clanton"), to=home(state, 1))
    assert not state.booted[named(state, 0, "Ike Clanton")]  # to the other player's home: free


# ---- High Noon plays -----------------------------------------------------------------------------


def test_it_ends_high_noon_only_when_every_player_passes_in_a_row():
    state = at_noon()
    first = state.to_act()[0]
    act(state, "pass")
    card = to_hand(state, 1 - first, "Cattle Market" if first == 1 else "Hustings")
    state.stash[1 - first] += 10
    state.bank -= 10
    act(state, "build", card=card, end="right")
    assert state.stack[-1]["kind"] == "noon" and state.to_act() == [first]
    act(state, "pass")
    assert state.stack[-1]["kind"] == "noon"
    act(state, "pass")
    assert state.stack[-1]["kind"] != "noon"


def test_it_recruits_at_home_and_refuses_a_unique_dude_already_in_play_or_in_boot_hill():
    state = at_noon()
    for copy in [c for c in state.hand[0] if state.table[c].name == "Pancho Castillo"]:
        take(state, copy)
        state.deck[0].append(copy)
    card = to_hand(state, 0, "Pancho Castillo")
    state.stash[0] += 10
    state.bank -= 10
    noon_seat(state, 0)

    act(state, "recruit", card=card)
    assert state.at[card] == home(state, 0)

    noon_seat(state, 0)
    assert not any("Pancho" in a["label"] for a in state.legal_actions(0) if a["type"] == "recruit")

    state.play[0].remove(card)
    state.at[card] = -2
    state.boot_hill[0].append(card)
    assert not any("Pancho" in a["label"] for a in state.legal_actions(0) if a["type"] == "recruit")


def test_it_buys_goods_only_for_an_unbooted_dude_at_a_controlled_location_and_keeps_one_weapon():
    state = at_noon()
    dude = dude_in_play(state, 0, "Allie Hensman")
    state.stash[0] += 20
    state.bank -= 20
    tusk = to_hand(state, 0, "Tusk")
    lemat = to_hand(state, 0, "LeMat Revolver")
    noon_seat(state, 0)
    act(state, "buy", card=tusk, dude=dude)
    noon_seat(state, 0)
    act(state, "buy", card=lemat, dude=dude)

    assert state.stack[-1]["kind"] == "keep"  # two Weapons: the player keeps one
    act(state, "keep", card=lemat)
    assert state.attached_to[lemat] == dude and tusk in state.discard[0]

    mule = to_hand(state, 0, "Pinto")
    state.at[dude] = TOWN_SQUARE
    noon_seat(state, 0)
    assert not is_legal(state, "buy", card=mule, dude=dude)  # nobody controls the town square
    state.at[dude] = home(state, 0)
    state.booted[dude] = 1
    assert not is_legal(state, "buy", card=mule, dude=dude)
    state.check_invariants()


def test_it_replaces_a_dude_with_an_experienced_version_keeping_goods_and_bounty():
    deck = {
        "name": "Nabbe",
        "outfit": "24009",
        "cards": [
            {"code": "24071", "quantity": 1, "starting": 1},
            {"code": "25019", "quantity": 1},
            {"code": "24160", "quantity": 1},
        ],
    }
    state = at_noon(decks=(deck, OUTLAWS))
    old = named(state, 0, '"Thunder Boy" Nabbe')
    new = to_hand(state, 0, '"Thunder Boy" Nabbe (Exp.1)')
    rifle = named(state, 0, "Winchester Model 1873")
    take(state, rifle)
    state.play[0].append(rifle)
    state.attached_to[rifle] = old
    state.bounty[old] = 2
    state.bank -= 2
    state.booted[old] = 1
    noon_seat(state, 0)

    act(state, "replace", card=new, dude=old)

    assert state.at[new] == home(state, 0) and state.booted[new] and state.bounty[new] == 2
    assert state.attached_to[rifle] == new and old in state.discard[0]
    noon_seat(state, 0)
    assert not is_legal(state, "replace", dude=new)
    state.check_invariants()


# ---- callouts --------------------------------------------------------------------------------------


def test_it_allows_a_callout_only_at_the_same_location_and_never_at_the_marks_home():
    state = at_noon()
    caller = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    mark = dude_in_play(state, 1, "Hattie DeLorre", at=TOWN_SQUARE)
    noon_seat(state, 0)
    assert is_legal(state, "callout", dude=caller, mark=mark)

    state.at[caller] = state.at[mark] = home(state, 1)
    assert not is_legal(state, "callout", dude=caller, mark=mark)
    state.at[mark] = home(state, 0)
    assert not is_legal(state, "callout", dude=caller, mark=mark)


def test_it_sends_a_refusing_mark_home_booted_and_forbids_a_booted_mark_to_refuse():
    state = at_noon()
    caller = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    mark = dude_in_play(state, 1, "Hattie DeLorre", at=TOWN_SQUARE)
    noon_seat(state, 0)
    act(state, "callout", dude=caller, mark=mark)
    assert state.to_act() == [1]
    act(state, "refuse")
    assert state.at[mark] == home(state, 1) and state.booted[mark]

    other = dude_in_play(state, 1, "Tommy Harden", at=TOWN_SQUARE, booted=True)
    noon_seat(state, 0)
    act(state, "callout", dude=caller, mark=other)
    assert [a["type"] for a in state.legal_actions(1)] == ["accept"]


# ---- sundown and nightfall -------------------------------------------------------------------------


def test_it_gives_the_town_to_more_control_points_than_the_opponents_influence():
    state = at_noon()
    for card in list(state.play[1]):
        if state.table[card].type == "dude":
            state.play[1].remove(card)
            state.at[card] = -2
            state.discard[1].append(card)
    build(state, 0, "Charlie's Place")
    assert control_points(state, 0) > total_influence(state, 1) == 0
    state.stack = [{"kind": "day", "step": "sundown"}]

    flow.advance(state)

    assert state.is_over()
    assert state.result().placements == [1, 2]
    assert state.result().details["reason"] == "control of the town"


def test_it_lets_nightfall_discard_one_card_refill_the_hand_and_unboot():
    state = at_noon()
    dude = state.table.starting[0][0]
    state.booted[dude] = 1
    played = state.hand[0].pop()
    state.discard[0].append(played)
    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    while state.to_act() != [0]:
        act(state, "night_keep")
    dropped = state.hand[0][0]

    act(state, "night_discard", card=dropped)

    assert len(state.hand[0]) == 5 and dropped in state.discard[0]
    assert not state.booted[dude]


# ---- the multiplayer variant -------------------------------------------------------------------------


def test_it_pays_two_to_the_lowest_and_one_to_the_second_lowest_hand_with_three_players():
    state = at_noon(decks=(OUTLAWS, LAW_DOGS, OUTLAWS))
    stack_deck(state, 0, ["Baker Andrews", "Cattle Market", "Jessica Patchett", "Belligerence", "Pistol Whip"])  # pair
    stack_deck(state, 1, LAWDOG_PAIR)  # a pair of threes: lower than a pair of sevens
    stack_deck(state, 2, OUTLAW_HIGH_CARD)
    before = list(state.stash)
    bank = state.bank

    run_gamblin(state)

    assert state.dealer == 2
    gained = [state.stash[seat] - before[seat] - 3 for seat in range(3)]  # less production
    assert gained == [-1, -1 + 1, -1 + 2]
    assert state.bank == bank - 9  # three productions; the pot of three was paid out in full
    state.check_invariants()


def discard_every_dude(state, *seats):
    """Every dude those seats have in play goes to their discard pile, outside the rules."""
    for seat in seats:
        for card in [c for c in state.play[seat] if state.table[c].type == "dude"]:
            state.play[seat].remove(card)
            state.at[card] = -2
            state.discard[seat].append(card)


def test_it_scores_a_victory_point_per_opponent_beaten_and_wins_with_one_per_opponent():
    state = at_noon(decks=(OUTLAWS, LAW_DOGS, OUTLAWS))
    discard_every_dude(state, 1, 2)
    build(state, 0, "Charlie's Place")
    state.stack = [{"kind": "day", "step": "sundown"}]

    flow.advance(state)

    assert state.vp == [2, 0, 0]
    assert state.is_over() and state.result().placements[0] == 1


def test_it_trades_several_goods_in_one_play_but_each_goods_once_a_turn():
    state = at_noon()
    allie = dude_in_play(state, 0, "Allie Hensman")
    ike = dude_in_play(state, 0, "Ike Clanton")
    state.stash[0] += 20
    state.bank -= 20
    tusk, pinto = to_hand(state, 0, "Tusk"), to_hand(state, 0, "Pinto")
    for goods in (tusk, pinto):
        noon_seat(state, 0)
        act(state, "buy", card=goods, dude=allie)
    noon_seat(state, 0)

    act(state, "trade", card=tusk, dude=ike)
    assert state.stack[-1]["kind"] == "trade" and state.to_act() == [0]
    act(state, "trade", card=pinto, dude=ike)
    assert not is_legal(state, "trade", card=tusk)  # each goods moves once a turn
    act(state, "trade_done")

    assert state.attached_to[tusk] == state.attached_to[pinto] == ike
    assert state.stack[-1]["kind"] == "noon" and state.to_act() == [1]
    state.check_invariants()


def test_it_breaks_a_double_win_by_control_points_and_plays_on_when_they_are_equal():
    state = at_noon()
    discard_every_dude(state, 0, 1)
    build(state, 0, "Charlie's Place")
    build(state, 1, "Hustings")
    state.stack = [{"kind": "day", "step": "sundown"}]

    flow.advance(state)
    assert not state.is_over()  # 1 control point each against no influence: nobody wins

    state.stack = [{"kind": "day", "step": "sundown"}, {"kind": "noon", "seat": 0, "passes": 0}]
    build(state, 0, "Sherman Mortgage")
    state.stack.pop()  # straight to the next Sundown
    flow.advance(state)
    assert state.is_over() and state.result().placements == [1, 2]


def test_it_reports_the_abilities_of_cards_in_play_but_not_cards_without_any():
    from games.engines.doomtown.abilities import implemented_codes
    from games.engines.doomtown.cards import all_cards

    waiting = [c for c, card in sorted(all_cards().items()) if card.type == "dude" and c not in implemented_codes()
               and not card.token and card.name != "Pancho Castillo"]  # fmt: skip
    if not waiting:
        pytest.skip("every dude is implemented")
    dude = all_cards()[waiting[0]]
    deck = {"name": "report", "outfit": "24012", "cards": [{"code": c, "quantity": 1} for c in (dude.code, "24083")]}
    state = at_noon(decks=(deck, LAW_DOGS))
    dude_in_play(state, 0, "Pancho Castillo")  # no ability or trait on the card
    dude_in_play(state, 0, dude.name)

    missing = state.unimplemented()

    assert f"abilities of {dude.name}" in missing
    assert "abilities of Pancho Castillo" not in missing
