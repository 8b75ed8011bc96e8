"""Riders and hounds, hexes that move dudes, posse swaps, the Law Dogs, a town job."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, bullet_type, bullets, control_points_of_card, influence, value
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, named, take, to_hand


def on_top(state, seat: int, name: str) -> None:
    card = named(state, seat, name)
    take(state, card)
    state.deck[seat].append(card)


def test_la_quema_rides_into_the_posse_and_may_boot_an_opposing_dude():
    state = game(["La Quema", "Walter Jameson", "Erik Samson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    horse = give(state, 0, "La Quema", erik)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert value(state, erik) == 9
    frame = fight(state, [walter], [clint])
    flow.advance(state)

    use(state, horse, clint)

    assert erik in frame["posse"][0] and state.at[erik] == TOWN_SQUARE and state.booted[clint]


def test_faithful_hound_boots_an_opposing_goods_on_a_low_pull():
    state = game(["Faithful Hound", "Walter Jameson", "Pat's Perch"], ["Clint Ramsey", "La Quema"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    hound = give(state, 0, "Faithful Hound", walter)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    horse = give(state, 1, "La Quema", clint)  # value 1: no pull is lower
    fight(state, [walter], [clint])
    flow.advance(state)

    use(state, hound, [horse, "boot it"])

    assert not state.booted[horse] and state.booted[hound]


def test_carters_bounties_brings_your_dude_from_anywhere():
    state = game(["Carter's Bounties", "Walter Jameson", "Erik Samson"], ["Clint Ramsey"])
    office = deed(state, 0, "Carter's Bounties")
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson", booted=True)
    frame = fight(state, [walter], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    use(state, office, erik)
    assert erik in frame["posse"][0] and state.booted[office]


def test_phantasm_moves_an_unbooted_opposing_dude_when_the_hex_succeeds():
    state = game(["Phantasm", "Nicodemus Whateley", "Clint Ramsey", "Charlie's Place"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    spell = give(state, 0, "Phantasm", nico)
    saloon = deed(state, 0, "Charlie's Place")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, [erik, saloon])
    assert state.at[erik] == saloon and not state.booted[erik]


def test_phantasms_second_hex_moves_a_booted_dude_here():
    state = game(["Phantasm", "Nicodemus Whateley", "Clint Ramsey", "Charlie's Place"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley", at=TOWN_SQUARE)
    spell = give(state, 0, "Phantasm", nico)
    saloon = deed(state, 0, "Charlie's Place")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE, booted=True)
    assert not any(a["ability"] == 0 for a in abilities(state, spell))  # the first hex needs him unbooted
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, [erik, saloon], ability=1)
    assert state.at[erik] == saloon


def test_shadow_walk_moves_its_dude_and_joins_a_posse_for_another_play():
    state = game(["Shadow Walk", "Nicodemus Whateley", "Clint Ramsey", "Pagliaccio"], ["Erik Samson"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    walk = give(state, 0, "Shadow Walk", nico)
    clown = dude_in_play(state, 0, "Pagliaccio", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [clown], [erik])
    flow.advance(state)
    on_top(state, 0, "Clint Ramsey")

    use(state, walk, "discard", ability=1)

    assert nico in frame["posse"][0] and walk in state.discard[0]
    assert state.to_act() == [0] and abilities(state, clown)  # another play at once


def test_shadow_walk_noon_hex_moves_without_booting():
    state = game(["Shadow Walk", "Nicodemus Whateley", "Clint Ramsey"])
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    walk = give(state, 0, "Shadow Walk", nico)
    on_top(state, 0, "Clint Ramsey")
    use(state, walk, TOWN_SQUARE)
    assert state.at[nico] == TOWN_SQUARE and not state.booted[nico]


def test_alfred_byrne_boots_himself_to_boot_an_attachment_here():
    state = game(["Alfred Byrne"], ["Erik Samson", "Guide Horse"])
    alfred = dude_in_play(state, 0, "Alfred Byrne", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    horse = give(state, 1, "Guide Horse", erik)
    use(state, alfred, [alfred, horse])
    assert state.booted[alfred] and state.booted[horse]


def test_sylvester_heath_boots_his_hex_to_move_in_town():
    state = game(["Sylvester Heath", "Blood Curse"])
    heath = dude_in_play(state, 0, "Sylvester Heath")
    curse = give(state, 0, "Blood Curse", heath)
    use(state, heath, [curse, TOWN_SQUARE])
    assert state.at[heath] == TOWN_SQUARE and state.booted[curse] and not state.booted[heath]


def test_jarrett_blake_swaps_with_a_dude_in_the_posse_when_he_has_a_horse():
    state = game(["Jarrett Blake", "Walter Jameson", "Guide Horse"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    jarrett = dude_in_play(state, 0, "Jarrett Blake")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    without_horse = state.clone()
    fight(without_horse, [walter], [clint])
    flow.advance(without_horse)
    assert without_horse.stack[-1]["kind"] != "plays"
    give(state, 0, "Guide Horse", jarrett)
    frame = fight(state, [walter], [clint])
    flow.advance(state)

    use(state, jarrett, walter)

    assert frame["posse"][0] == [jarrett] and state.at[walter] != TOWN_SQUARE
    state.check_invariants()


def test_thunder_boy_nabbe_studs_up_once_per_shootout_against_a_wanted_dude():
    state = game(['"Thunder Boy" Nabbe'], ["Clint Ramsey"])
    nabbe = dude_in_play(state, 0, '"Thunder Boy" Nabbe', at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.bounty[clint], state.bank = 1, state.bank - 1
    fight(state, [nabbe], [clint])
    flow.advance(state)

    use(state, nabbe)

    assert bullets(state, nabbe) == 3 and bullet_type(state, nabbe) == "stud"
    assert state.stack[-1]["kind"] != "plays"  # used once this shootout


def test_law_dogs_boot_enough_influence_to_put_a_bounty_on_a_dude():
    state = game(["Erik Samson", "Walter Jameson"], ["Clint Ramsey"], outfit="24009")
    outfit = state.table.outfits[0]
    erik = dude_in_play(state, 0, "Erik Samson")
    walter = dude_in_play(state, 0, "Walter Jameson")
    clint = dude_in_play(state, 1, "Clint Ramsey")  # 1 influence: two of ours (1 + 1) are needed
    assert [a["target"] for a in abilities(state, outfit) if a["target"][0] == clint] == [[clint, erik, walter]]

    use(state, outfit, [clint, erik, walter])

    assert state.bounty[clint] == 1 and state.booted[erik] and state.booted[walter]


def test_meet_the_new_boss_gives_a_successful_leader_control_and_influence():
    state = game(["Meet the New Boss", "Erik Samson"])
    card = to_hand(state, 0, "Meet the New Boss")
    erik = dude_in_play(state, 0, "Erik Samson")

    use(state, card, [erik, "ace the card"])
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")

    assert control_points_of_card(state, erik) == 1 and influence(state, erik) == 2
    assert card in state.boot_hill[0]


def test_the_gomorra_gazette_reacts_to_an_opposing_dude_becoming_wanted():
    state = game(["The Gomorra Gazette", "B & B Attorneys"], ["Clint Ramsey"])
    gazette = deed(state, 0, "The Gomorra Gazette")
    office = deed(state, 0, "B & B Attorneys")
    clint = dude_in_play(state, 1, "Clint Ramsey")
    state.bounty[clint], state.bank = 1, state.bank - 1
    before = state.stash[0]

    use(state, office, [clint, 1])
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=gazette)

    assert state.stash[0] == before + 1 and state.booted[gazette]


def test_the_gomorra_gazette_ignores_your_own_dudes_becoming_wanted():
    state = game(["The Gomorra Gazette", "B & B Attorneys", "Erik Samson"], ["Clint Ramsey"])
    deed(state, 0, "The Gomorra Gazette")
    office = deed(state, 0, "B & B Attorneys")
    erik = dude_in_play(state, 0, "Erik Samson")
    state.bounty[erik], state.bank = 1, state.bank - 1
    use(state, office, [erik, 1])
    assert state.stack[-1]["kind"] == "noon"
