"""Legends: in play from the start beside the outfit, each with its trait and ability in a real game."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import add as add_effect
from games.engines.doomtown.abilities.legends import shooter_choices
from games.engines.doomtown.shootout import bonuses
from games.engines.doomtown.town import TOWN_SQUARE, bullets, grit, is_harrowed
from tests.engines.doomtown.card_scenario import (
    abilities,
    at_resolution,
    fight,
    game,
    give,
    plays,
    stash,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def legend_game(legend: str, mine: list[str], theirs: list[str] = ("Erik Samson",)):
    state = game(mine, list(theirs), legend=legend)
    card = state.table.legends[0]
    assert card in state.play[0] and state.table[card].name == legend
    return state, card


def test_a_legend_starts_in_play_and_changes_its_players_starting_ghost_rock():
    with_legend, _ = legend_game("Doc Holliday", ["Pancho Castillo"])
    without = game(["Pancho Castillo"], ["Erik Samson"])
    assert with_legend.stash[0] == without.stash[0] - 1  # Doc Holliday's wealth is -1
    assert without.table.legends[0] is None


# ---- Doc Holliday ----------------------------------------------------------------------------------


def test_doc_holliday_costs_his_leader_two_stud_cards_without_a_spellcaster_in_the_posse():
    state, _ = legend_game("Doc Holliday", ["Pancho Castillo", "Ezrael Jones"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    frame["shooter"] = [pancho, None]
    assert bonuses(state, frame, 0) == (1, 0)  # Pancho's 3 stud bullets, 2 fewer
    frame["leader_seat"], frame["mark_seat"] = 1, 0
    assert bonuses(state, frame, 0) == (3, 0)  # not the leader
    frame["leader_seat"], frame["mark_seat"] = 0, 1
    frame["posse"][0].append(dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE))  # Blessed 1
    assert bonuses(state, frame, 0) == (3, 1)


def test_doc_holliday_gives_a_dude_bullets_equal_to_a_spellcasters_rating_up_to_four():
    state, doc = legend_game("Doc Holliday", ["Allie Hensman", "Ezrael Jones"])
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)  # Blessed 0: nothing to give
    ezrael = dude_in_play(state, 0, "Ezrael Jones", at=TOWN_SQUARE)  # Blessed 1
    plays(state, [allie, ezrael], [erik])
    assert sorted(a["target"] for a in abilities(state, doc)) == [[allie, ezrael], [ezrael, ezrael]]
    use(state, doc, [allie, ezrael])
    assert bullets(state, allie) == 3 and state.booted[doc]
    add_effect(state, "bullets", allie, 3, until="shootout")
    assert bullets(state, allie) == 4  # at most 4 for the shootout
    assert abilities(state, doc) == []


# ---- Andrew Lane -----------------------------------------------------------------------------------


def test_andrew_lane_takes_a_bullet_from_his_leaders_unarmed_dudes_in_the_shootout():
    state, _ = legend_game("Andrew Lane", ["Pancho Castillo", "Allie Hensman", "Shotgun"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    give(state, 0, "Shotgun", allie)
    assert bullets(state, pancho) == 3
    frame = fight(state, [pancho, allie], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    assert bullets(state, pancho) == 2 and bullets(state, allie) == 3  # Allie's Shotgun keeps her 2 + 1
    frame["leader_seat"], frame["mark_seat"] = 1, 0
    assert bullets(state, pancho) == 3


def test_andrew_lane_arms_a_dude_with_a_non_unique_weapon_from_the_hand_paying_its_cost():
    state, lane = legend_game("Andrew Lane", ["Pancho Castillo", "Shotgun"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    shotgun = to_hand(state, 0, "Shotgun")
    plays(state, [pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    stash(state, 0, 2)
    assert abilities(state, lane) == []  # the Shotgun costs 3
    stash(state, 0, 3)
    use(state, lane, [shotgun, pancho])
    assert state.attached_to[shotgun] == pancho and state.stash[0] == 0 and state.booted[lane]


# ---- Hank Ketchum ----------------------------------------------------------------------------------


def test_hank_ketchum_makes_his_leader_shoot_with_the_highest_grit_dude():
    state, _ = legend_game("Hank Ketchum", ["Pancho Castillo", "Allie Hensman"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    assert grit(state, pancho) > grit(state, allie)
    frame = fight(state, [pancho, allie], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)], step="shooters")
    flow.advance(state)
    assert [a["dude"] for a in state.legal_actions(0) if a["type"] == "shooter"] == [pancho]
    frame["leader_seat"], frame["mark_seat"] = 1, 0
    assert shooter_choices(state, frame, 0, [pancho, allie]) == [pancho, allie]


def test_hank_ketchum_makes_a_lone_dude_with_printed_influence_harrowed_for_the_round():
    state, hank = legend_game("Hank Ketchum", ["Pancho Castillo", "Allie Hensman"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    frame = fight(state, [pancho], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "2S 4S 6D 8D 10C"}, {0: pancho})
    assert not is_harrowed(state, pancho)
    act(state, "ability", card=hank, target=None, ability=0)
    assert is_harrowed(state, pancho) and state.booted[hank]


def test_hank_ketchum_needs_a_single_dude_with_printed_influence():
    state, hank = legend_game("Hank Ketchum", ["Pancho Castillo", "Allie Hensman"])
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)  # printed influence 0
    frame = fight(state, [allie], [dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)])
    at_resolution(state, frame, {0: "2H 3H 5D 8C KD", 1: "2S 4S 6D 8D 10C"}, {0: allie})
    assert abilities(state, hank) == []
    frame["posse"][0].append(dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE))
    assert abilities(state, hank) == []  # two dudes now
