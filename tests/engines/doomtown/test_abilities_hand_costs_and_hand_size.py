"""Discarding from the hand as a cost (a hidden choice), entering play, hand size."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, adjacent, bullets, influence, value
from tests.engines.doomtown.card_scenario import abilities, deed, discard_first, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand


def test_asakichi_cooke_discards_a_card_to_move_another_of_your_dudes():
    state = game(["Asakichi Cooke", "Erik Samson"])
    cooke = dude_in_play(state, 0, "Asakichi Cooke")
    erik = dude_in_play(state, 0, "Erik Samson", booted=True)
    hand = len(state.hand[0])

    use(state, cooke, [erik, TOWN_SQUARE])
    assert state.stack[-1]["kind"] == "pick"
    discarded = discard_first(state)

    assert state.at[erik] == TOWN_SQUARE and state.booted[erik] and discarded in state.discard[0]
    assert len(state.hand[0]) == hand - 1


def test_asakichi_cooke_needs_a_card_to_discard():
    state = game(["Asakichi Cooke", "Erik Samson"])
    cooke = dude_in_play(state, 0, "Asakichi Cooke")
    dude_in_play(state, 0, "Erik Samson")
    state.deck[0].extend(state.hand[0])
    state.hand[0].clear()
    assert abilities(state, cooke) == []


def test_the_discard_choice_is_hidden_from_the_other_player():
    state = game(["Pony Express"])
    express = deed(state, 0, "Pony Express")
    use(state, express)
    action = state.legal_actions(0)[0]
    assert state.redact_action(0, action, viewer=1)["label"] == "a hidden choice"


def test_pony_express_discards_a_card_to_draw_one():
    state = game(["Pony Express"])
    express = deed(state, 0, "Pony Express")
    hand = len(state.hand[0])
    use(state, express)
    discard_first(state)
    assert len(state.hand[0]) == hand


def test_smiling_frog_discards_for_bullets_two_for_a_heart():
    state = game(["Smiling Frog", "Mustang"])
    frog = dude_in_play(state, 0, "Smiling Frog")
    use(state, frog)
    card = discard_first(state)
    bonus = 2 if state.table[card].card.suit == "hearts" else 1
    assert bullets(state, frog) == 1 + bonus


def test_baijiu_jar_helps_at_a_saloon_and_trades_three_cards_for_four():
    state = game(["Baijiu Jar", "Walter Jameson", "Charlie's Place"], ["Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    walter = dude_in_play(state, 0, "Walter Jameson", at=saloon)
    jar = give(state, 0, "Baijiu Jar", walter)
    assert value(state, walter) == 4 and influence(state, walter) == 2
    fight(state, [walter], [dude_in_play(state, 1, "Clint Ramsey", at=saloon)], location=saloon)
    flow.advance(state)
    hand = len(state.hand[0])

    use(state, jar)
    for _ in range(3):
        discard_first(state)

    assert len(state.hand[0]) == hand + 1  # three discarded, four drawn (the deck holds enough)
    assert state.booted[jar]


def test_polite_inquiries_boots_a_dude_away_from_home_to_sift_the_deck():
    state = game(["Polite Inquiries", "Pancho Castillo"])
    card = to_hand(state, 0, "Polite Inquiries")
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    assert abilities(state, card) == []  # at home
    state.at[pancho] = TOWN_SQUARE
    hand = len(state.hand[0])

    use(state, card, pancho)
    for _ in range(3):
        discard_first(state)

    assert state.booted[pancho] and len(state.hand[0]) == hand - 1 + 1  # played one, kept the count
    state.check_invariants()


def test_tusk_draws_a_card_when_bought_and_counts_5_more_value_against_opponents():
    state = game(["Tusk", "Walter Jameson"], ["Nickel Night Inn", "Jessica Patchett"])
    walter = dude_in_play(state, 0, "Walter Jameson")
    tusk = to_hand(state, 0, "Tusk")
    state.deck[0].append(next(c for c in state.hand[0] if c != tusk))
    state.hand[0].remove(state.deck[0][-1])
    hand = len(state.hand[0])
    noon_seat(state, 0)
    act(state, "buy", card=tusk, dude=walter)
    assert len(state.hand[0]) == hand  # paid with one card, drew one

    inn = deed(state, 1, "Nickel Night Inn")
    dude_in_play(state, 1, "Jessica Patchett", at=inn)
    state.at[walter] = inn
    assert abilities(state, inn, seat=1) == []  # Walter's value 1 counts as 6 against the inn


def test_pettigrews_pawnshop_pays_its_controller_when_goods_enter_play():
    state = game(["Pettigrew's Pawnshop", "Guide Horse", "Walter Jameson"])
    deed(state, 0, "Pettigrew's Pawnshop")
    walter = dude_in_play(state, 0, "Walter Jameson")
    horse = to_hand(state, 0, "Guide Horse")
    before = state.stash[0]
    noon_seat(state, 0)
    act(state, "buy", card=horse, dude=walter)
    assert state.stash[0] == before - state.table[horse].num("cost") + 1


def test_randall_raises_the_hand_size_with_dudes_in_three_places():
    state = game(["Randall", "Walter Jameson", "Erik Samson", "Charlie's Place"])
    randall = dude_in_play(state, 0, "Randall")
    saloon = deed(state, 0, "Charlie's Place")
    dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Erik Samson", at=saloon)
    state.stack.append({"kind": "night", "seat": 0})
    act(state, "night_keep")
    assert len(state.hand[0]) == 6
    assert randall in state.play[0]


def test_buffalo_rifle_joins_a_fight_next_door_without_moving():
    state = game(["Buffalo Rifle", "Walter Jameson", "Erik Samson", "Charlie's Place"], ["Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson", at=saloon)
    rifle = give(state, 0, "Buffalo Rifle", erik)
    assert adjacent(state, saloon, TOWN_SQUARE)
    frame = fight(state, [walter], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)

    use(state, rifle)

    assert erik in frame["posse"][0] and state.at[erik] == saloon and not state.booted[erik]
