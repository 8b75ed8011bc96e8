"""Red River Roulette, Rham's Readings, Guiding Light and the Articulated Reloading Manager, each in
a real game with what keeps it shut (no legal hand, the wrong location, not enough ghost rock, a
failed Miracle, a second Manager on one dude)."""

from __future__ import annotations

from games.engines.doomtown.abilities.rounds import adjust_casualties
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    abilities,
    at_resolution,
    deed,
    fight,
    game,
    give,
    on_top,
    stash,
    use,
)
from tests.engines.doomtown.scenario import dude_in_play, is_legal, named, take, to_hand

# ---- Red River Roulette --------------------------------------------------------------------------------


def roulette(hands: tuple[str, str] = (LEGAL_HAND, CHEATIN_HAND), at_the_deed: bool = True):
    """Pancho against Clint at the deed (or in the town square), hands revealed."""
    state = game(["Red River Roulette", "Pancho Castillo"], ["Clint Ramsey"])
    roulette_deed = deed(state, 0, "Red River Roulette")
    where = roulette_deed if at_the_deed else TOWN_SQUARE
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=where)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=where)
    frame = fight(state, [pancho], [clint], location=where)
    at_resolution(state, frame, {0: hands[0], 1: hands[1]}, {0: pancho, 1: clint})
    return state, roulette_deed, pancho, clint, frame


def test_red_river_roulette_spares_this_round_and_doubles_the_next():
    state, roulette_deed, pancho, clint, frame = roulette()
    use(state, roulette_deed, pancho)
    assert state.booted[pancho] and state.booted[roulette_deed]
    assert [1, 0] in frame["no_fleeing"] and [1, 1] in frame["no_fleeing"]  # nobody fled round 1
    assert pancho in frame["posse"][0] and clint in frame["posse"][1]  # round 1 took no casualties
    assert frame["round"] == 2 and frame["casualties"] == [2, 2]  # round 2 tied: one each, doubled
    later = {"round": 3, "casualties": [2, 0], "loser": 0, "double_casualties": 2}
    adjust_casualties(state, later)
    assert later["casualties"] == [2, 0]  # only the next round


def test_red_river_roulette_needs_a_legal_hand():
    state, roulette_deed, pancho, clint, frame = roulette(hands=(CHEATIN_HAND, LEGAL_HAND))
    assert abilities(state, roulette_deed) == []


def test_red_river_roulette_needs_the_shootout_at_the_deed():
    state, roulette_deed, pancho, clint, frame = roulette(at_the_deed=False)
    state.at[pancho] = roulette_deed  # a dude at the deed, the shootout elsewhere
    assert abilities(state, roulette_deed) == []


# ---- Rham's Readings -----------------------------------------------------------------------------------


def readings(top: str, discarded: str):
    state = game(["Rham's Readings"], ["Clint Ramsey", "Allie Hensman", "Joker (red)"])
    rham = deed(state, 0, "Rham's Readings")
    on_top(state, 1, top)
    card = named(state, 1, discarded)
    take(state, card)
    state.discard[1].append(card)
    return state, rham


def test_rhams_readings_pays_when_the_top_card_matches_the_discard_piles_suit_or_value():
    state, rham = readings("Clint Ramsey", "Allie Hensman")  # both spades
    before = state.stash[0]
    use(state, rham, state.table.outfits[1])
    assert state.stash[0] == before + 1 and state.booted[rham]
    assert abilities(state, rham) == []


def test_rhams_readings_aces_a_revealed_joker_and_reads_the_next_card():
    state, rham = readings("Clint Ramsey", "Allie Hensman")
    joker = on_top(state, 1, "Joker (red)")
    before = state.stash[0]
    use(state, rham, state.table.outfits[1])
    assert joker in state.boot_hill[1] and state.stash[0] == before + 1


def test_rhams_readings_pays_nothing_on_a_mismatch():
    state, rham = readings("Clint Ramsey", "Allie Hensman")
    state.discard[1].clear()
    pile = to_hand(state, 0, "Pancho Castillo")  # a card of another suit and value
    state.hand[0].remove(pile)
    state.discard[0].append(pile)
    before = state.stash[0]
    use(state, rham, state.table.outfits[1])
    assert state.stash[0] == before  # an empty discard pile: nothing to match


# ---- Guiding Light --------------------------------------------------------------------------------------


def guided():
    state = game(["Ezrael Jones", "Guiding Light", "Clint Ramsey", "Pancho Castillo"], ["Allie Hensman"])
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)
    light = give(state, 0, "Guiding Light", ezrael)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    allie = dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)
    return state, ezrael, light, pancho, allie


def test_guiding_light_pays_one_to_send_your_dude_home_unbooted_when_poorer():
    state, ezrael, light, pancho, allie = guided()
    stash(state, 0, 3)
    stash(state, 1, 5)
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 reaches 5
    use(state, light, [pancho, state.table.outfits[1]], ability=0)
    assert state.at[pancho] == state.table.outfits[0] and not state.booted[pancho]
    assert state.stash == [2, 6]


def test_guiding_light_pays_two_to_send_their_dude_home_booted():
    state, ezrael, light, pancho, allie = guided()
    stash(state, 0, 2)
    on_top(state, 0, "Clint Ramsey")
    use(state, light, allie, ability=1)
    assert state.at[allie] == state.table.outfits[1] and state.booted[allie] and state.stash[0] == 0


def test_guiding_light_needs_the_ghost_rock_to_pay():
    state, ezrael, light, pancho, allie = guided()
    stash(state, 0, 1)
    assert {a["ability"] for a in abilities(state, light)} == {0}
    stash(state, 0, 0)
    assert abilities(state, light) == []


# ---- Articulated Reloading Manager -------------------------------------------------------------------


def test_the_reloading_manager_readies_another_goods_for_one_more_use():
    state = game(["Pancho Castillo", "Articulated Reloading Manager", "Mustang"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    manager = give(state, 0, "Articulated Reloading Manager", pancho)
    horse = give(state, 0, "Mustang", pancho)
    state.booted[horse] = 1
    state.used.append(f"{horse}/0")
    use(state, manager, horse)
    assert not state.booted[horse] and f"{horse}/again" in state.used and state.booted[manager]


def test_a_mad_scientist_cannot_invent_a_second_reloading_manager_for_themselves():
    names = ["Seamus O'Toole", "Articulated Reloading Manager", "Articulated Reloading Manager", "Cattle Market"]
    state = game(names)
    market = deed(state, 0, "Cattle Market")
    seamus = dude_in_play(state, 0, "Seamus O'Toole", at=market)
    first = give(state, 0, "Articulated Reloading Manager", seamus)
    second = next(
        c for c in range(len(state.table)) if state.table[c].name == "Articulated Reloading Manager" and c != first
    )
    take(state, second)
    state.hand[0].append(second)
    assert not is_legal(state, "invent", card=second, dude=seamus)
    state.play[0].remove(first)
    state.attached_to[first] = -1
    state.discard[0].append(first)
    assert is_legal(state, "invent", card=second, dude=seamus)
