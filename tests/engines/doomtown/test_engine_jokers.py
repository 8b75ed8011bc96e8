"""Jokers are their owner's decisions: a pulled joker's value (and suit where the pull reads it),
and which hand a draw hand shows (with or without its jokers, legal or cheatin')."""

from __future__ import annotations

import json

from automaton.strategies.gunfighter import GunfighterBot
from games.engines.doomtown import flow, shootout
from games.engines.doomtown.skills import kung_fu_test, skill_test
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import fight, game, give, use
from tests.engines.doomtown.scenario import (
    ENGINE,
    LAW_DOGS,
    act,
    at_noon,
    dude_in_play,
    inventor_at_noon,
    named,
    take,
    to_hand,
)

ANARCHISTS = "starter-anarchists"


def joker_on_top(state, seat):
    joker = next(c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].type == "joker")
    take(state, joker)
    state.deck[seat].append(joker)
    return joker


def card_on_top(state, seat, name):
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)
    return card


# ---- pulls ---------------------------------------------------------------------------------------


def test_a_pulled_joker_waits_for_its_owner_to_declare_its_value_best_first():
    state, arnold = inventor_at_noon(4)
    quaterman = to_hand(state, 0, "QUATERMAN PRIME")  # Gadget 6
    joker = joker_on_top(state, 0)

    act(state, "invent", card=quaterman, dude=arnold)

    assert state.stack[-1]["kind"] == "joker_pull" and state.to_act() == [0]
    legal = state.legal_actions(0)
    assert [a["value"] for a in legal][:2] == [13, 1] and len(legal) == 13  # the King serves a skill test best
    assert {a["suit"] for a in legal} == {None}  # a skill test does not read the suit
    assert quaterman in state.hand[0] and state.deck[0][-1] == joker  # the play waits, taken back
    state.check_invariants()

    events = act(state, "joker_as", value=13)  # the invention is made again with the declared King
    assert quaterman in state.play[0] and state.stack[-1]["kind"] == "noon" and state.to_act() == [1]
    assert joker in state.boot_hill[0] and state.booted[arnold]  # the joker is aced
    assert [e["total"] for e in events if e["type"] == "skill_test"] == [13 + 1]
    state.check_invariants()


def test_a_joker_declared_low_fails_the_skill_test():
    state, arnold = inventor_at_noon(4)
    quaterman = to_hand(state, 0, "QUATERMAN PRIME")
    joker_on_top(state, 0)
    act(state, "invent", card=quaterman, dude=arnold)

    events = act(state, "joker_as", value=2)  # 2 + Mad Scientist 1 < 6

    assert quaterman in state.discard[0]
    assert [e["success"] for e in events if e["type"] == "skill_test"] == [False]


def test_a_game_waiting_on_a_joker_round_trips_through_json():
    state, arnold = inventor_at_noon(4)
    quaterman = to_hand(state, 0, "QUATERMAN PRIME")
    joker_on_top(state, 0)
    act(state, "invent", card=quaterman, dude=arnold)

    copy = ENGINE.from_json(json.loads(json.dumps(state.to_json())))
    act(copy, "joker_as", value=13)
    act(state, "joker_as", value=13)

    assert copy.state_hash() == state.state_hash() and quaterman in copy.play[0]


def test_outside_a_players_action_a_pulled_joker_takes_its_best_use():
    state = at_noon(decks=(ANARCHISTS, LAW_DOGS))
    yunxu = dude_in_play(state, 0, "Yunxu Jiang")  # value 8 with Kung Fu
    joker_on_top(state, 0)
    assert kung_fu_test(state, 0, yunxu)  # an Ace: a Kung Fu test's best pull
    joker_on_top(state, 0)
    assert skill_test(state, 0, yunxu, "Blessed", 13)  # a King: a skill test's best pull


def test_a_hex_waits_for_the_joker_then_resolves_at_high_noon():
    state = game(["Joker (red)", "Phantasm", "Nicodemus Whateley", "Charlie's Place"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    spell = give(state, 0, "Phantasm", nico)
    from tests.engines.doomtown.card_scenario import deed

    saloon = deed(state, 0, "Charlie's Place")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    joker_on_top(state, 0)

    use(state, spell, [erik, saloon])
    assert state.stack[-1]["kind"] == "joker_pull" and state.at[erik] == TOWN_SQUARE
    act(state, "joker_as", value=13)

    assert state.at[erik] == saloon and state.to_act() == [1]


def test_shadow_walk_decided_by_a_joker_still_gives_another_shootout_play():
    state = game(["Joker (red)", "Shadow Walk", "Nicodemus Whateley", "Pagliaccio"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    walk = give(state, 0, "Shadow Walk", nico)
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    fight(state, [clown], [erik])
    flow.advance(state)
    joker_on_top(state, 0)

    use(state, walk, "discard", ability=1)
    act(state, "joker_as", value=13)

    frame = shootout.current(state)  # the play was taken back and made again: a new frame
    assert nico in frame["posse"][0] and state.to_act() == [0]  # another play at once
    assert state.stack[-1]["kind"] == "plays"


def test_the_next_player_plays_after_a_joker_decided_shootout_play():
    state = game(["Joker (red)", "Trick Shooting", "Pancho Castillo", "Walter Jameson"], ["Clint Ramsey", "Shotgun"])
    card = to_hand(state, 0, "Trick Shooting")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 1, "Shotgun", clint)  # usable against Walter
    state.dealer = 0
    frame = fight(state, [pancho, walter], [clint])
    flow.advance(state)
    joker_on_top(state, 0)

    use(state, card, pancho)
    legal = state.legal_actions(0)
    assert [a["suit"] for a in legal] == ["hearts", "spades", "diamonds", "clubs"]  # Trick Shooting reads the suit
    act(state, "joker_as", suit="clubs")  # black: nothing to take

    window = state.stack[-1]
    assert window["kind"] == "plays" and window is not frame and state.to_act() == [1]


def test_a_joker_declared_red_lets_trick_shooting_take_a_top_card():
    state = game(["Joker (red)", "Trick Shooting", "Pancho Castillo", "Walter Jameson", "Mustang"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Trick Shooting")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [pancho], [clint])
    flow.advance(state)
    card_on_top(state, 0, "Mustang")
    joker_on_top(state, 0)

    use(state, card, pancho)
    act(state, "joker_as", suit="hearts")

    assert state.stack[-1]["kind"] == "pick"
    act(state, "pick", card=named(state, 0, "Mustang"))
    assert named(state, 0, "Mustang") in state.hand[0]


def test_faithful_hound_offers_the_ace_first_for_a_pulled_joker():
    state = game(["Joker (red)", "Faithful Hound", "Walter Jameson"], ["Clint Ramsey", "Shotgun"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    hound = give(state, 0, "Faithful Hound", walter)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    gun = give(state, 1, "Shotgun", clint)
    state.dealer = 0
    fight(state, [walter], [clint])
    flow.advance(state)
    joker_on_top(state, 0)

    use(state, hound, [gun, "boot it"])
    assert state.legal_actions(0)[0]["value"] == 1
    act(state, "joker_as", value=1)

    assert state.booted[gun]


# ---- draw hands ----------------------------------------------------------------------------------


def draw_hand(state, seat, names, joker=True):
    """A shootout at the form step with these cards (and a joker) as ``seat``'s draw hand."""
    me = dude_in_play(state, seat, state.table[state.table.starting[seat][0]].name, at=TOWN_SQUARE)
    foe = dude_in_play(state, 1 - seat, state.table[state.table.starting[1 - seat][0]].name, at=TOWN_SQUARE)
    frame = fight(state, [me] if seat == 0 else [foe], [foe] if seat == 0 else [me], step="form")
    cards = [named(state, seat, name) for name in names]
    if joker:
        owned = [c for c in range(len(state.table)) if state.table[c].owner == seat]
        cards.append(next(c for c in owned if state.table[c].type == "joker"))
    for card in cards:
        take(state, card)
    state.draw[seat] = cards
    other = list(state.deck[1 - seat][-5:])
    for card in other:
        take(state, card)
    state.draw[1 - seat] = other
    flow.advance(state)
    return frame, cards


SEVENS = ["Baker Andrews", "Cattle Market", "Pinto", "Jessica Patchett", "Belligerence"]  # 7S 7D 7H KS 4C


def test_a_draw_hand_with_a_joker_may_leave_it_out_to_keep_it_from_boot_hill():
    state = at_noon()
    frame, cards = draw_hand(state, 0, SEVENS)
    joker = cards[-1]

    assert state.stack[-1]["kind"] == "form_hand" and state.to_act() == [0]
    legal = state.legal_actions(0)
    assert legal[0]["jokers"] and "Four of a Kind" in legal[0]["label"] and "the joker as 7C" in legal[0]["label"]
    act(state, "form_hand", jokers=False)

    assert shootout.current(state)["hands"][0]["rank"] == 4  # three sevens, the joker set aside
    assert joker in state.discard[0] and joker not in state.boot_hill[0]


def test_a_draw_hand_that_uses_its_joker_aces_it():
    state = at_noon()
    _, cards = draw_hand(state, 0, SEVENS)
    act(state, "form_hand", jokers=True)

    assert shootout.current(state)["hands"][0]["rank"] == 8
    assert cards[-1] in state.boot_hill[0]


def test_five_cards_with_a_joker_leave_no_choice_worth_asking():
    state = at_noon()
    draw_hand(state, 0, SEVENS[:4])  # 7S 7D 7H KS + joker: four sevens, nothing else to choose

    assert state.stack[-1]["kind"] != "form_hand"
    assert shootout.current(state)["hands"][0]["rank"] == 8


def test_the_gunfighter_shows_the_highest_rank_with_its_joker():
    state = at_noon()
    draw_hand(state, 0, SEVENS)

    action = GunfighterBot().choose(state, 0, None)

    assert action["jokers"] and "Four of a Kind" in action["label"]


def test_two_jokers_pulled_by_one_action_are_declared_in_turn():
    from games.engines.doomtown.jokers import act_declaring_jokers
    from games.engines.doomtown.zones import pull

    state = at_noon()
    first, second = (c for c in range(len(state.table)) if state.table[c].owner == 0 and state.table[c].type == "joker")
    for joker in (second, first):
        take(state, joker)
        state.deck[0].append(joker)
    pulled = []

    def two_pulls(state, seat, action):
        pulled.append([pull(state, seat)[1], pull(state, seat, want_high=False)[1]])

    act_declaring_jokers(state, 0, {"type": "two_pulls"}, two_pulls)
    assert state.stack[-1]["kind"] == "joker_pull" and pulled == []
    act_declaring_jokers(state, 0, {"value": 5, "suit": None}, two_pulls)
    assert state.stack[-1]["declared"] == [{"value": 5, "suit": None}] and state.legal_actions(0)[0]["value"] == 1
    act_declaring_jokers(state, 0, {"value": 9, "suit": None}, two_pulls)

    assert pulled == [[5, 9]] and {first, second} <= set(state.boot_hill[0])
    assert state.stack[-1]["kind"] != "joker_pull"


def test_the_gunfighter_declares_a_pulled_joker_as_what_serves_the_pull_best():
    state, arnold = inventor_at_noon(4)
    quaterman = to_hand(state, 0, "QUATERMAN PRIME")
    joker_on_top(state, 0)
    act(state, "invent", card=quaterman, dude=arnold)

    bot = GunfighterBot()
    action = bot.choose(state, 0, None)

    assert action["type"] == "joker_as" and action["value"] == 13 and "serves the pull best" in bot.explain()
