"""Nightfall discards, town-square dudes, posse-wide shootout help, outfits."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import (
    TOWN_SQUARE,
    bullet_type,
    bullets,
    control_points_of_card,
    home,
    influence,
    value,
)
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, give, resolution_fight, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, take


def nightfall(state, seat: int = 0) -> None:
    state.stack.append({"kind": "night", "seat": seat})


def discards_allowed(state, seat: int = 0) -> int:
    """Discard at Nightfall until the engine stops offering it."""
    nightfall(state, seat)
    count = 0
    while is_legal(state, "night_discard"):
        card = next(a for a in state.legal_actions(seat) if a["type"] == "night_discard")["card"]
        act(state, "night_discard", card=card)
        count += 1
        if state.stack[-1]["kind"] != "night":
            break
    if state.stack[-1]["kind"] == "night":
        act(state, "night_keep")
    return count


def test_killer_bunnies_casino_lets_its_controller_discard_one_more_at_nightfall():
    state = game(["Killer Bunnies Casino"])
    assert discards_allowed(state) == 1
    deed(state, 0, "Killer Bunnies Casino")
    assert discards_allowed(state) == 2
    state.check_invariants()


def test_108_gracious_gifts_discards_more_when_poorest_and_unboots_for_two():
    state = game(["Erik Samson"], outfit="24001")
    outfit = state.table.outfits[0]
    erik = dude_in_play(state, 0, "Erik Samson", booted=True)
    before = state.stash[0]
    use(state, outfit, erik)
    assert not state.booted[erik] and state.stash[0] == before - 2 and state.booted[outfit]
    state.stash[1] += state.stash[0] + 1
    state.bank -= state.stash[0] + 1
    assert discards_allowed(state) == 2
    state.stash[1], state.bank = 0, state.bank + state.stash[1]
    assert discards_allowed(state) == 1


def test_alexander_sequoia_discards_more_and_unboots_in_the_town_square():
    state = game(["Alexander Sequoia"])
    alexander = dude_in_play(state, 0, "Alexander Sequoia", booted=True)
    assert abilities(state, alexander) == []
    state.at[alexander] = TOWN_SQUARE
    use(state, alexander)
    assert not state.booted[alexander]
    assert discards_allowed(state) == 2


def test_allie_hensman_takes_a_lasting_control_point_in_the_town_square():
    state = game(["Allie Hensman"])
    allie = dude_in_play(state, 0, "Allie Hensman")
    assert abilities(state, allie) == []
    state.at[allie] = TOWN_SQUARE
    use(state, allie)
    assert control_points_of_card(state, allie) == 1 and state.booted[allie]


def test_xui_yin_chen_makes_her_whole_posse_studs_with_more_influence():
    state = game(["Xui Yin Chen", "Erik Samson"], ["Clint Ramsey"])
    xui = dude_in_play(state, 0, "Xui Yin Chen", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    fight(state, [xui, erik], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    use(state, xui)
    assert bullet_type(state, erik) == "stud" and influence(state, erik) == 2


def test_yunxu_jiang_helps_his_posse_where_his_player_controls_the_location():
    state = game(["Yunxu Jiang", "Erik Samson", "Charlie's Place"], ["Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    yunxu = dude_in_play(state, 0, "Yunxu Jiang", at=saloon)
    erik = dude_in_play(state, 0, "Erik Samson", at=saloon)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=saloon)
    assert bullets(state, erik) == 2
    fight(state, [yunxu, erik], [clint], location=saloon, step="shooters")
    assert bullets(state, erik) == 3 and value(state, erik) == 7 and bullets(state, clint) == 2


def test_chuan_jen_qi_gains_influence_with_a_horse():
    state = game(['Chuan "Jen" Qí', "Guide Horse"])
    jen = dude_in_play(state, 0, 'Chuan "Jen" Qí')
    give(state, 0, "Guide Horse", jen)
    assert influence(state, jen) == 2 and bullets(state, jen) == 0


def test_irving_patterson_earns_a_ghost_rock_joining_a_posse():
    state = game(["Irving Patterson", "Walter Jameson"], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    irving = dude_in_play(state, 0, "Irving Patterson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")
    before = state.stash[0]
    act(state, "join", dude=irving)
    assert state.stash[0] == before + 1


def test_alan_campbell_calls_out_only_a_dude_without_influence():
    state = game(["Alan Campbell"], ["Allie Hensman", "Clint Ramsey"])
    alan = dude_in_play(state, 0, "Alan Campbell", at=TOWN_SQUARE)
    allie = dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    assert [a["target"] for a in abilities(state, alan)] == [allie]
    use(state, alan, allie)
    assert state.stack[-1]["kind"] == "answer" and state.to_act() == [1]


def test_landon_grimes_brings_your_abomination_into_his_posse():
    state = game(["Landon Grimes", "Bobo"], ["Clint Ramsey"])
    landon = dude_in_play(state, 0, "Landon Grimes", at=TOWN_SQUARE)
    bobo = dude_in_play(state, 0, "Bobo")
    frame = fight(state, [landon], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    flow.advance(state)
    use(state, landon, bobo)
    assert bobo in frame["posse"][0] and state.at[bobo] == TOWN_SQUARE


def test_enapay_is_influential_at_noon_and_lends_influence():
    state = game(["Enapay", "Erik Samson"])
    enapay = dude_in_play(state, 0, "Enapay")
    erik = dude_in_play(state, 0, "Erik Samson")
    assert influence(state, enapay) == 3
    use(state, enapay, erik)
    assert influence(state, erik) == 2
    state.phase = "sundown"
    assert influence(state, enapay) == 1


def test_mazatl_goes_to_a_totems_location():
    state = game(["Mazatl", "Spirit Trail", "Charlie's Place"])
    mazatl = dude_in_play(state, 0, "Mazatl")
    assert abilities(state, mazatl) == []
    saloon = deed(state, 0, "Charlie's Place")
    totem = named(state, 0, "Spirit Trail")
    take(state, totem)
    state.play[0].append(totem)
    state.attached_to[totem] = saloon
    use(state, mazatl, saloon)
    assert state.at[mazatl] == saloon


def test_zachary_deloria_gains_influence_in_the_town_square():
    state = game(["Zachary Deloria"])
    zachary = dude_in_play(state, 0, "Zachary Deloria")
    assert influence(state, zachary) == 0
    state.at[zachary] = TOWN_SQUARE
    assert influence(state, zachary) == 1
    assert bullets(state, zachary) == 0  # not a First Peoples outfit: no bullet bonus


def test_mustang_moves_its_dude_without_booting():
    state = game(["Mustang", "Erik Samson"])
    erik = dude_in_play(state, 0, "Erik Samson")
    horse = give(state, 0, "Mustang", erik)
    use(state, horse, TOWN_SQUARE)
    assert state.at[erik] == TOWN_SQUARE and not state.booted[erik] and state.booted[horse]


def test_point_blank_makes_the_opponent_ace_a_dude_with_fewer_bullets():
    state, frame, [pancho], [walter, clint], [card] = resolution_fight(
        ["Point Blank", "Pancho Castillo"],
        ["Walter Jameson", "Clint Ramsey"],
        {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"},
        their_shooter=1,
    )

    use(state, card, pancho)
    assert state.to_act() == [1]
    act(state, "pick", card=walter)

    assert state.booted[pancho] and walter in state.boot_hill[1]
    assert home(state, 1) != TOWN_SQUARE
    state.check_invariants()
