"""Play costs changed by cards: Mount Moriah Cemetery's cheaper spells, Hao-T'e Zui's own cost."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import deed, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, noon_seat, to_hand


def test_mount_moriah_cemetery_makes_spells_learned_there_cost_one_less():
    state = game(["Mount Moriah Cemetery", "Nicodemus Whateley", "Blood Curse"])
    cemetery = deed(state, 0, "Mount Moriah Cemetery")
    nico = dude_in_play(state, 0, "Nicodemus Whateley", at=cemetery)
    curse = to_hand(state, 0, "Blood Curse")
    assert play_cost(state, 0, curse, cemetery) == 0 and play_cost(state, 0, curse, TOWN_SQUARE) == 1
    before = state.stash[0]
    noon_seat(state, 0)

    act(state, "learn", card=curse, dude=nico)

    assert state.stash[0] == before and state.attached_to[curse] == nico


def test_hao_te_zui_costs_less_for_an_anarchist_outfit_with_dudes_spread_out():
    state = game(["Hao-T'e Zui, The Mad Monk", "Walter Jameson", "Erik Samson"], outfit="24001")
    monk = to_hand(state, 0, "Hao-T'e Zui, The Mad Monk")
    printed = state.table[monk].num("cost")
    dude_in_play(state, 0, "Walter Jameson")
    dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    assert play_cost(state, 0, monk, None) == printed - 2


def test_hao_te_zui_discards_an_opposing_goods_in_a_shootout():
    state = game(["Hao-T'e Zui, The Mad Monk"], ["Clint Ramsey", "Guide Horse"])
    monk = dude_in_play(state, 0, "Hao-T'e Zui, The Mad Monk", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    horse = give(state, 1, "Guide Horse", clint)
    fight(state, [monk], [clint])
    flow.advance(state)
    use(state, monk, horse)
    assert horse in state.discard[1] and state.booted[monk]


def test_sherman_mortgage_raises_other_players_deed_costs_until_a_shootout_boots_it():
    theirs = ["Clint Ramsey", "Charlie's Place", "Hustings", "Nickel Night Inn", "Cattle Market", "Railroad Station"]
    state = game(["Sherman Mortgage", "Walter Jameson"], theirs)
    mortgage = deed(state, 0, "Sherman Mortgage")
    for name in ("Charlie's Place", "Hustings", "Nickel Night Inn", "Cattle Market"):
        deed(state, 1, name)
    station = to_hand(state, 1, "Railroad Station")
    printed = state.table[station].num("cost")
    assert play_cost(state, 1, station, None) == printed + 1

    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    fight(state, [walter], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])

    assert state.booted[mortgage] and play_cost(state, 1, station, None) == printed
