"""Joining without booting (Roan, Shortcut), production changes, a deed's own job."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.town import TOWN_SQUARE, bullets, control_points_of_card, influence, production
from tests.engines.doomtown.card_scenario import abilities, at_resolution, deed, fight, game, give, use
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, to_hand


def callout_next_door(mine: list[str], extra: list[str] = ()):
    """Walter calls out Clint in the town square; Erik waits at home, next door."""
    state = game(["Walter Jameson", "Erik Samson", *mine], ["Clint Ramsey"])
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 0, "Erik Samson")
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    return state, walter, erik, clint


def test_roan_lets_its_dude_join_from_next_door_without_booting():
    state, walter, erik, clint = callout_next_door(["Roan"])
    roan = give(state, 0, "Roan", erik)
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")

    act(state, "join", dude=erik, react=roan)

    assert not state.booted[erik] and state.booted[roan] and state.at[erik] == TOWN_SQUARE


def test_a_booted_roan_offers_no_free_join():
    state, walter, erik, clint = callout_next_door(["Roan"])
    roan = give(state, 0, "Roan", erik)
    state.booted[roan] = 1
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")
    assert not is_legal(state, "join", dude=erik, react=roan)


def test_shortcut_is_played_to_join_without_booting_or_to_move_at_noon():
    state, walter, erik, clint = callout_next_door(["Shortcut"])
    card = to_hand(state, 0, "Shortcut")
    assert [a["target"] for a in abilities(state, card) if a["target"][0] == erik]
    act(state, "callout", dude=walter, mark=clint)
    act(state, "accept")

    act(state, "join", dude=erik, react=card)

    assert not state.booted[erik] and card in state.discard[0]


def test_the_orphanage_trades_control_for_production_until_after_production():
    state = game(["The Orphanage", "The Mayor's Office"])
    orphanage = deed(state, 0, "The Orphanage")
    market = deed(state, 0, "The Mayor's Office")  # 2 control points
    assert control_points_of_card(state, market) == 2
    before = production(state, 0)

    use(state, orphanage)

    assert control_points_of_card(state, market) == 1 and production(state, 0) == before + 2
    flow._production(state, {"step": "production"})
    assert control_points_of_card(state, market) == 2


def test_epidemic_laboratory_grows_after_a_successful_job_by_a_skilled_leader():
    state = game(["Epidemic Laboratory", "Nicodemus Whateley", "Walter Jameson"])
    lab = deed(state, 0, "Epidemic Laboratory")
    nico = dude_in_play(state, 0, "Nicodemus Whateley")
    walter = dude_in_play(state, 0, "Walter Jameson")
    assert [a["target"] for a in abilities(state, lab)] == [nico]  # Walter has no skill
    printed = control_points_of_card(state, lab)

    use(state, lab, nico)
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")

    assert control_points_of_card(state, lab) == printed + 1 and walter in state.play[0]


def test_jaels_guile_makes_the_cheater_boot_or_discard_wanted_dudes_first():
    from tests.engines.doomtown.card_scenario import at_resolution, fight

    state = game(["Jael's Guile", "Pancho Castillo"], ["Erik Samson", "Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    guile = give(state, 0, "Jael's Guile", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    state.bounty[clint], state.bank = 1, state.bank - 1
    frame = fight(state, [pancho], [erik, clint])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}, {0: pancho, 1: erik})

    use(state, guile)
    assert state.to_act() == [1]
    assert {a["choice"] for a in state.legal_actions(1)} == {f"boot {clint}", f"discard {clint}"}
    act(state, "pick", choice=f"discard {clint}")
    act(state, "pick", choice=f"boot {erik}")

    assert clint in state.discard[1] and state.booted[erik] and state.booted[guile]
    state.check_invariants()


def test_belligerence_strengthens_a_wanted_dude_until_noon_next_turn():
    state = game(["Belligerence", "Erik Samson"])
    card = to_hand(state, 0, "Belligerence")
    erik = dude_in_play(state, 0, "Erik Samson")
    assert not any(a["ability"] == 0 for a in abilities(state, card))  # nobody is wanted
    state.bounty[erik], state.bank = 1, state.bank - 1
    use(state, card, erik)
    flow._dawn(state, {"step": "dawn"})
    assert influence(state, erik) == 2
    flow._noon(state, {"step": "noon"})
    assert influence(state, erik) == 1


def test_belligerence_pays_one_to_unboot_a_dude_with_a_bounty():
    state = game(["Belligerence", "Erik Samson"])
    card = to_hand(state, 0, "Belligerence")
    erik = dude_in_play(state, 0, "Erik Samson", booted=True)
    before = state.stash[0]
    use(state, card, erik, ability=1)
    assert not state.booted[erik] and state.bounty[erik] == 1 and state.stash[0] == before - 1


def test_trick_shooting_adds_a_bullet_and_a_red_pull_takes_a_top_card():
    state = game(["Trick Shooting", "Pancho Castillo", "Mustang", "Walter Jameson"], ["Clint Ramsey"])
    card = to_hand(state, 0, "Trick Shooting")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight_frame = fight(state, [pancho], [clint])
    flow.advance(state)
    mine = [c for c in range(len(state.table)) if state.table[c].owner == 0 and c not in state.play[0]]
    red = next(c for c in mine if state.table[c].card.suit in ("hearts", "diamonds") and c != card)
    for zone in (state.deck[0], state.hand[0], state.discard[0]):
        if red in zone:
            zone.remove(red)
    state.deck[0].append(red)
    while len(state.deck[0]) < 3:
        state.deck[0].insert(0, state.discard[0].pop() if state.discard[0] else state.hand[0].pop(0))

    use(state, card, pancho)
    assert state.stack[-1]["kind"] == "pick" and pancho in fight_frame["posse"][0]
    taken = state.legal_actions(0)[0]["card"]
    act(state, "pick", card=taken)

    assert taken in state.hand[0] and bullets(state, pancho) == 4


def test_the_spiritual_society_boots_a_less_influential_dude_and_draws_with_the_town_square():
    state = game(["Erik Samson", "Walter Jameson"], ["Allie Hensman"], outfit="24008")
    outfit = state.table.outfits[0]
    erik = dude_in_play(state, 0, "Erik Samson", at=TOWN_SQUARE)
    allie = dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)
    use(state, outfit, [erik, allie])
    assert state.booted[erik] and state.booted[allie]
    state.deck[0].extend(state.discard[0])
    state.discard[0].clear()
    assert len(state.hand[0]) + len(state.deck[0]) >= 6
    state.stack.append({"kind": "night", "seat": 0})
    act(state, "night_keep")
    assert len(state.hand[0]) == 6  # tied for the most influence in the town square (1 each)


def test_quickdraw_handgun_swaps_a_legal_hand_for_the_cheaters():
    state = game(["Quickdraw Handgun", "Pancho Castillo"], ["Erik Samson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    gun = give(state, 0, "Quickdraw Handgun", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS AC AD 9S"}, {0: pancho, 1: erik})

    use(state, gun)

    assert frame["hands"][0]["rank"] > frame["hands"][1]["rank"] and not frame["hands"][0]["cheatin"]


def test_quickdraw_handgun_needs_a_legal_hand():
    state = game(["Quickdraw Handgun", "Pancho Castillo"], ["Erik Samson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    give(state, 0, "Quickdraw Handgun", pancho)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    at_resolution(state, frame, {0: "2S 2S 5D 8C KS", 1: "AS AS AC AD 9S"}, {0: pancho, 1: erik})
    assert state.stack[-1]["kind"] != "plays"


def test_new_town_hall_adds_control_points_and_can_clear_them():
    state = game(["New Town Hall"])
    hall = deed(state, 0, "New Town Hall")
    printed = control_points_of_card(state, hall)
    use(state, hall)
    assert control_points_of_card(state, hall) == printed + 1
    state.booted[hall] = 0
    use(state, hall, ability=1)
    assert control_points_of_card(state, hall) == 0


def test_walters_creek_distillery_boots_a_casino_for_two_ghost_rock():
    state = game(["Walters Creek Distillery", "Killer Bunnies Casino"])
    distillery = deed(state, 0, "Walters Creek Distillery")
    casino = deed(state, 0, "Killer Bunnies Casino")
    before = state.stash[0]
    use(state, distillery, [casino, "casino"])
    assert state.booted[casino] and state.stash[0] == before + 2


def test_walters_creek_distillery_needs_a_saloon_or_casino_on_its_street():
    state = game(["Walters Creek Distillery", "Railroad Station"])
    distillery = deed(state, 0, "Walters Creek Distillery")
    deed(state, 0, "Railroad Station")
    assert abilities(state, distillery) == []
