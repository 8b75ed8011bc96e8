"""First Peoples cards: Totems any Shaman there may cast, locations joined by cards in play
(Spirit Trail, Surveyor's Office, "Open Wound"), town jobs, and the rest of the starter decks."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.adjacency import linked
from games.engines.doomtown.abilities.effects import expire
from games.engines.doomtown.abilities.totems import planted_at, totems_at
from games.engines.doomtown.abilities.windows import usable
from games.engines.doomtown.skills import skill_test
from games.engines.doomtown.town import NOWHERE, TOWN_SQUARE, adjacent, bullet_type, bullets, home, is_holy_ground
from tests.engines.doomtown.card_scenario import abilities, deed, fight, game, give, stash
from tests.engines.doomtown.scenario import act, dude_in_play, is_legal, named, noon_seat, take, to_hand
from tests.engines.doomtown.totem_scenario import cast, on_top, plant


def second_deed(state, seat: int, name: str) -> int:
    """The second copy of a deed of that name, put into play on the seat's street."""
    card = [c for c in range(len(state.table)) if state.table[c].owner == seat and state.table[c].name == name][1]
    take(state, card)
    state.play[seat].append(card)
    state.street[seat].append(card)
    return card


# ---- locations joined by cards ----------------------------------------------------------------


def test_surveyors_office_is_adjacent_to_out_of_town_deeds_for_moves_posses_and_nearby():
    state = game(["Surveyor's Office", "Clanton Ranch", "Walter Jameson", "Pancho Castillo"], ["Clint Ramsey"])
    ranch = deed(state, 0, "Clanton Ranch")
    assert not adjacent(state, TOWN_SQUARE, ranch)
    office = deed(state, 0, "Surveyor's Office")
    assert adjacent(state, office, ranch) and adjacent(state, ranch, office) and not adjacent(state, TOWN_SQUARE, ranch)

    walter = dude_in_play(state, 0, "Walter Jameson", at=office)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=ranch)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=ranch)
    act(state, "callout", dude=pancho, mark=clint)
    act(state, "accept")

    act(state, "join", dude=walter)  # joins from next door, booting

    assert state.at[walter] == ranch and state.booted[walter]


def test_surveyors_office_moves_your_dude_from_there_to_an_adjacent_location():
    state = game(["Surveyor's Office", "Clanton Ranch", "Walter Jameson"], ["Clint Ramsey"])
    ranch = deed(state, 0, "Clanton Ranch")
    office = deed(state, 0, "Surveyor's Office")
    walter = dude_in_play(state, 0, "Walter Jameson", at=office, booted=True)
    dude_in_play(state, 1, "Clint Ramsey", at=office)
    targets = [a["target"] for a in abilities(state, office)]
    assert [walter, ranch] in targets and [walter, TOWN_SQUARE] in targets
    assert all(dude == walter for dude, _ in targets)  # only your dudes
    assert [walter, home(state, 1)] not in targets  # not adjacent

    act(state, "ability", card=office, target=[walter, ranch])

    assert state.at[walter] == ranch and state.booted[office] and state.booted[walter]
    assert abilities(state, office) == []  # booted


def test_surveyors_office_is_used_by_its_controller_only():
    state = game(["Surveyor's Office", "Walter Jameson"], ["Jessica Patchett"])
    office = deed(state, 0, "Surveyor's Office")
    dude_in_play(state, 0, "Walter Jameson", at=office)
    dude_in_play(state, 1, "Jessica Patchett", at=office)  # 3 influence takes control
    assert abilities(state, office) == []


def test_open_wounds_are_adjacent_to_each_other_and_move_dudes_for_1_ghost_rock_again_and_again():
    state = game(['"Open Wound"', '"Open Wound"', "Walter Jameson", "Erik Samson"])
    wound = deed(state, 0, '"Open Wound"')
    assert not linked(state, wound, TOWN_SQUARE)
    state.street[0].insert(0, state.street[0].pop())  # the home sits between the two wounds
    other = second_deed(state, 0, '"Open Wound"')
    assert adjacent(state, wound, other) and not adjacent(state, wound, home(state, 1))
    walter = dude_in_play(state, 0, "Walter Jameson", at=wound)
    erik = dude_in_play(state, 0, "Erik Samson", at=wound)
    before = state.stash[0]

    act(state, "ability", card=wound, target=[walter, other])
    noon_seat(state, 0)
    act(state, "ability", card=wound, target=[erik, other])

    assert state.at[walter] == other and state.at[erik] == other and state.stash[0] == before - 2
    state.stash[0], state.bank = 0, state.bank + state.stash[0]
    dude_in_play(state, 0, "Walter Jameson", at=wound)
    assert abilities(state, wound) == []  # no ghost rock to pay


# ---- Totems ----------------------------------------------------------------------------------


def test_spirit_trail_joins_its_location_to_every_other_spirit_trail_location():
    state = game(["Spirit Trail", "Spirit Trail", "Clanton Ranch", "Mazatl"])
    ranch = deed(state, 0, "Clanton Ranch")
    plant(state, 0, "Spirit Trail", ranch)
    assert not adjacent(state, ranch, home(state, 1))
    plant(state, 0, "Spirit Trail", home(state, 1), copy=1)
    assert adjacent(state, ranch, home(state, 1)) and adjacent(state, home(state, 1), ranch)
    assert not adjacent(state, ranch, TOWN_SQUARE)


def test_spirit_trail_moves_your_booted_dude_from_there_without_booting():
    state = game(["Spirit Trail", "Mazatl", "Walter Jameson", "Clint Ramsey"])
    mazatl = dude_in_play(state, 0, "Mazatl")
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)
    trail = plant(state, 0, "Spirit Trail", home(state, 0))
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 beats 6

    cast(state, trail, mazatl, [walter, TOWN_SQUARE])

    assert state.at[walter] == TOWN_SQUARE and state.booted[walter] and state.booted[trail]
    assert not state.booted[mazatl]


def test_spirit_trail_fails_on_a_low_pull():
    state = game(["Spirit Trail", "Mazatl", "Walter Jameson", "Pancho Castillo"])
    mazatl = dude_in_play(state, 0, "Mazatl")
    trail = plant(state, 0, "Spirit Trail", home(state, 0))
    on_top(state, 0, "Pancho Castillo")  # 5 < 6
    cast(state, trail, mazatl, [mazatl, TOWN_SQUARE])
    assert state.at[mazatl] == home(state, 0) and state.booted[trail]


def test_a_totem_is_cast_by_any_players_shaman_at_its_location_and_by_nobody_else():
    state = game(["Red Horse's Tail", "Walter Jameson", "Charlie's Place"], ["Mazatl"])
    saloon = deed(state, 0, "Charlie's Place")
    tail = plant(state, 0, "Red Horse's Tail", saloon)
    walter = dude_in_play(state, 0, "Walter Jameson", at=saloon)
    assert abilities(state, tail) == []  # walter is no Shaman
    mazatl = dude_in_play(state, 1, "Mazatl", at=saloon)
    assert abilities(state, tail) == []
    offered = abilities(state, tail, seat=1)
    assert {(a["caster"], a["target"]) for a in offered} == {(mazatl, walter), (mazatl, mazatl)}
    assert "cast by Mazatl" in offered[0]["label"]


def test_red_horses_tail_boots_a_dude_here_against_their_value():
    state = game(["Red Horse's Tail", "Enapay", "Charlie's Place", "Clint Ramsey"], ["Erik Samson"])
    saloon = deed(state, 0, "Charlie's Place")
    tail = plant(state, 0, "Red Horse's Tail", saloon)
    enapay = dude_in_play(state, 0, "Enapay", at=saloon)
    erik = dude_in_play(state, 1, "Erik Samson", at=saloon)
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 against Erik's value 6

    cast(state, tail, enapay, erik)

    assert state.booted[erik] and state.booted[tail]
    assert abilities(state, tail) == []


def test_red_horses_tail_sends_an_opposing_dude_home_booted_against_their_grit():
    state = game(["Red Horse's Tail", "Enapay", "Clint Ramsey", "Jessica Patchett"], ["Walter Jameson", "Erik Samson"])
    tail = plant(state, 0, "Red Horse's Tail", home(state, 0))
    enapay = dude_in_play(state, 0, "Enapay")
    walter = dude_in_play(state, 1, "Walter Jameson")  # grit 1 + 0 + 1
    erik = dude_in_play(state, 1, "Erik Samson")
    frame = fight(state, [enapay], [walter, erik], location=home(state, 0))
    flow.advance(state)
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 against grit 2

    cast(state, tail, enapay, walter, ability=1)

    assert walter not in frame["posse"][1] and state.at[walter] == home(state, 1) and state.booted[walter]


def test_fire_of_nanahbozho_plants_only_at_a_deed_and_makes_it_holy_ground():
    state = game(["Fire of Nanahbozho", "Enapay", "Charlie's Place"])
    fire = to_hand(state, 0, "Fire of Nanahbozho")
    enapay = dude_in_play(state, 0, "Enapay")
    assert not is_legal(state, "plant", card=fire, dude=enapay)  # at home
    saloon = deed(state, 0, "Charlie's Place")
    state.at[enapay] = saloon
    assert not is_holy_ground(state, saloon)

    act(state, "plant", card=fire, dude=enapay)

    assert state.attached_to[fire] == saloon and is_holy_ground(state, saloon)


def test_fire_of_nanahbozho_gives_shamans_at_its_deed_2_shaman_once():
    state = game(["Fire of Nanahbozho", "Fire of Nanahbozho", "Enapay", "Charlie's Place", "Pancho Castillo"])
    saloon = deed(state, 0, "Charlie's Place")
    enapay = dude_in_play(state, 0, "Enapay", at=saloon)
    plant(state, 0, "Fire of Nanahbozho", saloon)
    plant(state, 0, "Fire of Nanahbozho", saloon, copy=1)
    on_top(state, 0, "Pancho Castillo")  # 5 + Shaman 1 + 2 = 8
    assert skill_test(state, 0, enapay, "Shaman", 8)
    on_top(state, 0, "Pancho Castillo")
    assert not skill_test(state, 0, enapay, "Shaman", 9)


def test_fire_of_nanahbozho_unboots_a_dude_at_its_deed_for_another_play():
    state = game(["Fire of Nanahbozho", "Enapay", "Walter Jameson", "Charlie's Place", "Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    fire = plant(state, 0, "Fire of Nanahbozho", saloon)
    enapay = dude_in_play(state, 0, "Enapay", at=saloon, booted=True)
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)  # at home: not a deed
    assert [a["target"] for a in abilities(state, fire)] == [enapay]
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 + 2 beats 10

    cast(state, fire, enapay, enapay)

    assert not state.booted[enapay] and state.booted[fire] and state.booted[walter]
    assert state.to_act() == [0] and state.stack[-1]["seat"] == 0  # another play


def test_fire_of_nanahbozho_unboots_at_a_nearby_deed_without_another_play():
    mine = ["Fire of Nanahbozho", "Enapay", "Charlie's Place", "Railroad Station", "Clint Ramsey"]
    state = game(mine, ["Erik Samson"])
    saloon = deed(state, 0, "Charlie's Place")
    fire = plant(state, 0, "Fire of Nanahbozho", saloon)
    enapay = dude_in_play(state, 0, "Enapay", at=saloon)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE, booted=True)  # not a deed
    assert abilities(state, fire) == []
    state.at[erik] = deed(state, 0, "Pat's Perch")  # out of town: not nearby
    assert abilities(state, fire) == []
    state.at[erik] = deed(state, 0, "Railroad Station")  # next to the saloon
    on_top(state, 0, "Clint Ramsey")

    cast(state, fire, enapay, erik)

    assert not state.booted[erik] and state.stack[-1]["seat"] == 1  # no other play


# ---- town jobs -------------------------------------------------------------------------------


def clear_discard(state, seat: int) -> None:
    state.deck[seat][:0] = state.discard[seat]
    state.discard[seat].clear()


def to_discard(state, seat: int, name: str) -> int:
    card = named(state, seat, name)
    take(state, card)
    state.discard[seat].append(card)
    return card


def nobody_opposes(state) -> None:
    while state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")


def picks(state) -> dict[str, str]:
    return {a["choice"]: a["label"] for a in state.legal_actions(state.to_act()[0]) if a["type"] == "pick"}


def test_francisco_rosales_leads_a_job_that_attaches_a_horse_from_the_discard_pile_for_2_less():
    state = game(["Francisco Rosales", "Walter Jameson", "La Quema", "Bluetick"])
    francisco = dude_in_play(state, 0, "Francisco Rosales")
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    clear_discard(state, 0)
    quema = to_discard(state, 0, "La Quema")
    to_discard(state, 0, "Bluetick")
    before = state.stash[0]

    act(state, "ability", card=francisco)
    assert state.booted[francisco]
    nobody_opposes(state)
    assert f"{quema} {walter}" in picks(state) and len(picks(state)) == 4  # two goods, two dudes
    act(state, "pick", choice=f"{quema} {walter}")

    assert state.attached_to[quema] == walter and state.stash[0] == before - 1
    assert state.at[francisco] == home(state, 0) and abilities(state, francisco) == []


def test_francisco_rosales_needs_to_be_unbooted_and_a_mad_scientist_to_invent_a_gadget_horse():
    state = game(["Francisco Rosales", "Mechanical Horse", "Roderick Byre"])
    francisco = dude_in_play(state, 0, "Francisco Rosales", booted=True)
    assert abilities(state, francisco) == []
    state.booted[francisco] = 0
    roderick = dude_in_play(state, 0, "Roderick Byre")
    clear_discard(state, 0)
    horse = to_discard(state, 0, "Mechanical Horse")

    act(state, "ability", card=francisco)
    nobody_opposes(state)

    assert list(picks(state)) == [f"{horse} {roderick}"]


def test_recruitment_drive_puts_a_dude_or_deed_from_the_discard_pile_into_play_for_5_less():
    state = game(["Recruitment Drive", "Jessica Patchett", "Charlie's Place", "Walter Jameson"])
    card = to_hand(state, 0, "Recruitment Drive")
    walter = dude_in_play(state, 0, "Walter Jameson")
    clear_discard(state, 0)
    jessica = to_discard(state, 0, "Jessica Patchett")
    saloon = to_discard(state, 0, "Charlie's Place")
    before = state.stash[0]

    act(state, "ability", card=card, target=walter)
    nobody_opposes(state)
    assert set(picks(state)) == {str(jessica), f"{saloon} left", f"{saloon} right"}
    act(state, "pick", choice=str(jessica))

    assert jessica in state.play[0] and state.at[jessica] == home(state, 0)
    assert state.stash[0] == before - 1 - 5 and card in state.discard[0] and state.booted[walter]


def test_recruitment_drive_offers_only_what_the_stash_pays_and_no_unique_dude_in_play():
    state = game(["Recruitment Drive", "Jessica Patchett", "Walter Jameson", "Charlie's Place"])
    card = to_hand(state, 0, "Recruitment Drive")
    walter = dude_in_play(state, 0, "Walter Jameson")
    clear_discard(state, 0)
    to_discard(state, 0, "Jessica Patchett")
    saloon = to_discard(state, 0, "Charlie's Place")
    state.bank, state.stash[0] = state.bank + state.stash[0] - 1, 1  # the card's cost, nothing more
    act(state, "ability", card=card, target=walter)
    nobody_opposes(state)
    assert set(picks(state)) == {f"{saloon} left", f"{saloon} right"}  # Jessica would cost 5
    act(state, "pick", choice=f"{saloon} left")
    assert state.street[0][0] == saloon


def test_election_day_slaughter_lets_the_others_unboot_then_ace_a_dude_in_town():
    state = game(["Election Day Slaughter", "Walter Jameson"], ["Erik Samson", "Clint Ramsey", "Jessica Patchett"])
    card = to_hand(state, 0, "Election Day Slaughter")
    walter = dude_in_play(state, 0, "Walter Jameson")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE, booted=True)
    clint = dude_in_play(state, 1, "Clint Ramsey", booted=True)
    jessica = dude_in_play(state, 1, "Jessica Patchett", at=deed(state, 1, "Pat's Perch"), booted=True)

    act(state, "ability", card=card, target=walter)
    assert state.booted[walter] and state.to_act() == [1]
    assert {a.get("card", a.get("choice")) for a in state.legal_actions(1)} == {erik, clint, "none"}
    act(state, "pick", card=erik)
    assert not state.booted[erik]
    nobody_opposes(state)
    assert state.to_act() == [1] and {a["card"] for a in state.legal_actions(1)} == {erik, clint}
    act(state, "pick", card=clint)

    assert clint in state.boot_hill[1] and erik in state.play[1] and jessica in state.play[1]
    state.check_invariants()


def test_election_day_slaughter_needs_an_unbooted_leader_and_the_cards_cost():
    state = game(["Election Day Slaughter", "Walter Jameson"])
    card = to_hand(state, 0, "Election Day Slaughter")
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)
    assert abilities(state, card) == []
    state.booted[walter] = 0
    state.bank, state.stash[0] = state.bank + state.stash[0], 0
    assert abilities(state, card) == []


# ---- The Whateley Estate -------------------------------------------------------------------


def test_the_whateley_estate_boots_a_dude_who_moves_there_for_its_owner_even_without_control():
    state = game(["The Whateley Estate"], ["Jessica Patchett", "Erik Samson"])
    estate = deed(state, 0, "The Whateley Estate")
    dude_in_play(state, 1, "Jessica Patchett", at=estate)  # seat 1 controls the estate
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    noon_seat(state, 1)

    act(state, "move", dude=erik, to=estate)  # free from the town square
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=estate)

    assert state.booted[erik] and state.booted[estate]


def test_the_whateley_estate_sees_moves_by_card_effects_but_leaves_booted_dudes_alone():
    state = game(["The Whateley Estate"], ["Railroad Station", "Erik Samson", "Clint Ramsey"])
    estate = deed(state, 0, "The Whateley Estate")
    station = deed(state, 1, "Railroad Station")
    erik = dude_in_play(state, 1, "Erik Samson", at=station)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=station, booted=True)
    moved_booted = state.clone()

    noon_seat(state, 1)
    act(state, "ability", card=station, target=[erik, estate])
    act(state, "react", card=estate)
    assert state.booted[erik]

    noon_seat(moved_booted, 1)
    act(moved_booted, "ability", card=station, target=[clint, estate])
    assert moved_booted.stack[-1]["kind"] == "noon"  # no react window


def test_the_whateley_estate_puts_a_non_dude_card_from_boot_hill_into_the_discard_pile():
    state = game(["The Whateley Estate", "Bluetick", "Walter Jameson"])
    estate = deed(state, 0, "The Whateley Estate")
    hound = named(state, 0, "Bluetick")
    take(state, hound)
    walter = named(state, 0, "Walter Jameson")
    take(state, walter)
    state.boot_hill[0] += [hound, walter]

    assert [a["target"] for a in abilities(state, estate)] == [hound]
    act(state, "ability", card=estate, target=hound)

    assert hound in state.discard[0] and walter in state.boot_hill[0] and state.booted[estate]


# ---- Eagle Woman That All Look At ----------------------------------------------------------


def recruits(state, card) -> list[dict]:
    noon_seat(state, 0)
    return [a for a in state.legal_actions(0) if a["type"] == "recruit" and a["card"] == card]


def test_eagle_woman_costs_less_by_a_helpers_influence_and_may_enter_play_where_they_are():
    state = game(["Eagle Woman That All Look At", "Mazatl", "Walter Jameson"], outfit="24008")
    eagle = to_hand(state, 0, "Eagle Woman That All Look At")
    mazatl = dude_in_play(state, 0, "Mazatl", at=TOWN_SQUARE)
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)
    state.bank, state.stash[0] = state.bank + state.stash[0] - 7, 7  # one short of her printed cost
    assert {(a["helper"], a["at"]) for a in recruits(state, eagle)} == {
        (mazatl, home(state, 0)),
        (mazatl, TOWN_SQUARE),
        (walter, home(state, 0)),
    }

    act(state, "recruit", card=eagle, helper=mazatl, at=TOWN_SQUARE)

    assert state.at[eagle] == TOWN_SQUARE and state.stash[0] == 0 and eagle in state.play[0]


def test_eagle_woman_is_recruited_as_printed_outside_the_first_peoples():
    state = game(["Eagle Woman That All Look At", "Mazatl"])  # the Sloane Gang
    eagle = to_hand(state, 0, "Eagle Woman That All Look At")
    dude_in_play(state, 0, "Mazatl", at=TOWN_SQUARE)
    assert [a.get("helper") for a in recruits(state, eagle)] == [None]


def test_eagle_womans_shamans_boot_a_spirit_to_call_her_over_and_boot_a_dude_there():
    state = game(["Eagle Woman That All Look At", "Mazatl", "Spirit Trail", "Charlie's Place"], ["Erik Samson"])
    saloon = deed(state, 0, "Charlie's Place")
    eagle = dude_in_play(state, 0, "Eagle Woman That All Look At")
    mazatl = dude_in_play(state, 0, "Mazatl", at=saloon, booted=True)
    erik = dude_in_play(state, 1, "Erik Samson", at=saloon)
    assert not any(a["target"][0] == mazatl for a in abilities(state, eagle))  # no Spirit there yet
    trail = plant(state, 0, "Spirit Trail", saloon)

    act(state, "ability", card=eagle, target=[mazatl, trail, erik])

    assert state.at[eagle] == saloon and not state.booted[eagle] and state.booted[trail] and state.booted[erik]
    state.booted[trail] = 0
    assert not any(a["target"][0] == mazatl for a in abilities(state, eagle))  # once a turn per Shaman


def test_eagle_woman_joins_the_posse_of_a_shaman_in_a_shootout():
    state = game(["Eagle Woman That All Look At", "Mazatl", "Spirit Trail"], ["Erik Samson"])
    eagle = dude_in_play(state, 0, "Eagle Woman That All Look At")
    mazatl = dude_in_play(state, 0, "Mazatl", at=TOWN_SQUARE)
    trail = give(state, 0, "Spirit Trail", mazatl)  # a Spirit on a dude counts too
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [mazatl], [erik])
    flow.advance(state)

    act(state, "ability", card=eagle, target=[mazatl, trail, "none"], ability=1)

    assert eagle in frame["posse"][0] and state.at[eagle] == TOWN_SQUARE and not state.booted[erik]


# ---- Unprepared ----------------------------------------------------------------------------


def test_unprepared_boots_a_dude_who_loses_a_bullet_and_their_abilities():
    state = game(["Unprepared", "Clint Ramsey"], ["Smiling Frog"])
    card = to_hand(state, 0, "Unprepared")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    frog = dude_in_play(state, 1, "Smiling Frog", at=TOWN_SQUARE)
    assert abilities(state, card) == []  # no shootout
    fight(state, [clint], [frog])
    flow.advance(state)
    assert [a for a in usable(state, 1, "shootout") if a["card"] == frog]
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=card, target=frog, ability=0)

    assert state.booted[frog] and bullets(state, frog) == 0
    assert not [a for a in usable(state, 1, "shootout") if a["card"] == frog]


def test_unprepared_strips_two_attachments_of_traits_and_bullet_bonuses_for_the_shootout():
    state = game(["Unprepared", "Clint Ramsey"], ["Erik Samson", "Pearl-Handled Revolver", "La Quema"])
    card = to_hand(state, 0, "Unprepared")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    pearl = give(state, 1, "Pearl-Handled Revolver", erik)
    quema = give(state, 1, "La Quema", erik)
    assert bullets(state, erik) == 3 and bullet_type(state, erik) == "stud"
    fight(state, [clint], [erik])
    flow.advance(state)
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=card, target=[erik, pearl, quema], ability=1)

    assert state.booted[pearl] and state.booted[quema]
    assert bullets(state, erik) == 2 and bullet_type(state, erik) == "draw"
    expire(state, "shootout")
    assert bullets(state, erik) == 3 and bullet_type(state, erik) == "stud"


# ---- more First Peoples dudes --------------------------------------------------------------


def test_mariel_lewis_sends_an_opposing_dude_home_unbooted_when_her_posse_has_more_influence():
    state = game(["Mariel Lewis", "Walter Jameson"], ["Erik Samson", "Clint Ramsey"])
    mariel = dude_in_play(state, 0, "Mariel Lewis", at=TOWN_SQUARE)  # influence 2
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    tied = state.clone()
    frame = fight(state, [mariel], [erik])
    flow.advance(state)
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=mariel, target=erik)

    assert erik not in frame["posse"][1] and state.at[erik] == home(state, 1) and not state.booted[erik]
    fight(tied, [mariel], [erik, clint])  # 2 against 2: no
    flow.advance(tied)
    assert not [a for a in usable(tied, 0, "shootout") if a["card"] == mariel]


def test_speaks_with_earth_boots_an_opposing_dude_arriving_and_unboots_a_totem_for_another_use():
    state = game(["Speaks-With-Earth", "Red Horse's Tail", "Charlie's Place"], ["Erik Samson", "Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    speaks = dude_in_play(state, 0, "Speaks-With-Earth", at=saloon)
    tail = plant(state, 0, "Red Horse's Tail", saloon)
    state.booted[tail] = 1
    state.used.append(f"{tail}/0")
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=saloon)
    noon_seat(state, 1)

    act(state, "move", dude=erik, to=saloon)
    act(state, "react", card=speaks)
    act(state, "pick", card=tail)

    assert state.booted[erik] and state.booted[speaks] and not state.booted[tail]
    assert [a["target"] for a in abilities(state, tail)] == [clint]  # used already, once more allowed


def test_lydia_bear_hands_boots_her_spirit_to_make_a_dude_of_her_posse_harrowed_for_the_shootout():
    from games.engines.doomtown.casualties import casualty_options
    from tests.engines.doomtown.card_scenario import at_resolution

    state = game(["Lydia Bear-Hands", "Ghostly Communion", "Walter Jameson"], ["Erik Samson"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spirit = give(state, 0, "Ghostly Communion", lydia)
    walter = dude_in_play(state, 0, "Walter Jameson", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [lydia, walter], [erik])
    assert (walter, "home", 1) not in casualty_options(state, 0)
    at_resolution(state, frame, {0: "2S 3H 5D 8C KS", 1: "AS AS 3C 4D 9S"}, {0: lydia, 1: erik})
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=lydia, target=[spirit, walter])

    assert state.booted[lydia] and state.booted[spirit] and (walter, "home", 1) in casualty_options(state, 0)
    expire(state, "shootout")
    assert (walter, "home", 1) not in casualty_options(state, 0)


# ---- Black Hills Guardians -----------------------------------------------------------------


def test_black_hills_guardians_call_outs_at_a_holy_ground_cannot_be_refused():
    state = game(["Mount Moriah Cemetery", "Walter Jameson"], ["Erik Samson", "Clint Ramsey"], outfit="24007")
    cemetery = deed(state, 0, "Mount Moriah Cemetery")
    walter = dude_in_play(state, 0, "Walter Jameson", at=cemetery)
    erik = dude_in_play(state, 1, "Erik Samson", at=cemetery)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    elsewhere = state.clone()

    act(state, "callout", dude=walter, mark=erik)
    assert [a["type"] for a in state.legal_actions(1)] == ["accept"]

    state = elsewhere
    state.at[walter] = TOWN_SQUARE
    act(state, "callout", dude=walter, mark=clint)
    assert "refuse" in [a["type"] for a in state.legal_actions(1)]


def test_black_hills_guardians_boot_a_holy_ground_to_bring_a_dude_there_into_the_posse():
    state = game(["Walter Jameson", "Pancho Castillo"], ["Erik Samson"], outfit="24007")
    outfit = home(state, 0)
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    walter = dude_in_play(state, 0, "Walter Jameson", booted=True)  # at home, a Holy Ground
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [erik])
    flow.advance(state)
    if state.to_act() == [1]:
        act(state, "pass")

    act(state, "ability", card=outfit, target=[outfit, walter])

    assert walter in frame["posse"][0] and state.at[walter] == TOWN_SQUARE and state.booted[outfit]
    assert not [a for a in usable(state, 0, "shootout") if a["card"] == outfit]  # the outfit is booted


# ---- Ghost Dancers ---------------------------------------------------------------------------------


def ghost_dancers_at_a_deed(totems: tuple[str, ...] = ("Red Horse's Tail",)):
    """Seat 0's Ghost Dancers and Lydia Bear-Hands (Shaman 0) at its Charlie's Place, ``totems`` in
    the hand; seat 1's Clint Ramsey there too."""
    state = game(["Ghost Dancers", "Lydia Bear-Hands", "Charlie's Place", *totems], ["Clint Ramsey"])
    saloon = deed(state, 0, "Charlie's Place")
    dancers = dude_in_play(state, 0, "Ghost Dancers", at=saloon)
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=saloon)
    in_hand = [to_hand(state, 0, totem) for totem in totems]
    clint = dude_in_play(state, 1, "Clint Ramsey", at=saloon)
    return state, dancers, lydia, saloon, in_hand, clint


def test_ghost_dancers_pay_for_a_totem_of_the_hand_which_is_planted_at_their_deed():
    state, dancers, lydia, saloon, (tail,), clint = ghost_dancers_at_a_deed()
    before = state.stash[0]
    assert [a["target"] for a in abilities(state, dancers)] == [tail]
    act(state, "ability", card=dancers, target=tail, ability=0)
    assert state.attached_to[tail] == dancers and state.stash[0] == before - 1  # Red Horse's Tail costs 1
    assert planted_at(state, tail) == saloon and totems_at(state, saloon) == [tail]
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 reaches Clint's value 11
    cast(state, tail, lydia, target=clint)  # a Shaman there casts it as if it were planted at the deed
    assert state.booted[clint] and state.booted[tail]


def test_ghost_dancers_carry_their_totem_to_another_deed_and_plant_it_nowhere_off_a_deed():
    state, dancers, lydia, saloon, (tail,), _ = ghost_dancers_at_a_deed()
    act(state, "ability", card=dancers, target=tail, ability=0)
    state.at[dancers] = TOWN_SQUARE
    assert planted_at(state, tail) == NOWHERE and totems_at(state, saloon) == [] and totems_at(state, TOWN_SQUARE) == []
    assert abilities(state, tail) == []  # no Shaman may cast a Totem planted nowhere
    state.at[dancers] = home(state, 0)
    state.at[lydia] = home(state, 0)
    assert planted_at(state, tail) == NOWHERE and abilities(state, tail) == []
    state.at[dancers] = state.at[lydia] = saloon
    assert planted_at(state, tail) == saloon and abilities(state, tail) != []


def test_ghost_dancers_hold_one_totem_and_need_an_unbooted_shaman_at_a_location_they_control():
    state, dancers, lydia, saloon, (tail, fire), _ = ghost_dancers_at_a_deed(("Red Horse's Tail", "Fire of Nanahbozho"))
    assert {a["target"] for a in abilities(state, dancers)} == {tail, fire}
    state.booted[lydia] = 1
    assert abilities(state, dancers) == []  # no unbooted Shaman there
    state.booted[lydia] = 0
    state.booted[dancers] = 1
    assert abilities(state, dancers) == []  # booted themselves
    state.booted[dancers] = 0
    state.at[dancers] = state.at[lydia] = TOWN_SQUARE
    assert abilities(state, dancers) == []  # nobody controls the town square
    state.at[dancers] = state.at[lydia] = saloon
    act(state, "ability", card=dancers, target=tail, ability=0)
    state.used.clear()
    assert abilities(state, dancers) == []  # a second Totem is refused
    assert not is_legal(state, "ability", card=dancers, target=fire, ability=0)


def test_ghost_dancers_take_no_totem_the_place_could_not_hold_nor_one_they_cannot_pay_for():
    state, dancers, lydia, saloon, (elk,), _ = ghost_dancers_at_a_deed(("Elk's Protection",))
    state.at[dancers] = state.at[lydia] = home(state, 0)
    assert abilities(state, dancers) == []  # Elk's Protection is planted only at a deed
    state.at[dancers] = state.at[lydia] = saloon
    stash(state, 0, 0)
    assert abilities(state, dancers) == []
    stash(state, 0, 1)
    assert [a["target"] for a in abilities(state, dancers)] == [elk]
