"""Spirits of the packs beyond the base set: Totems that only a deed may hold (Elk's Protection,
Raven's Ruin), cast by a Shaman there, and Ancestor's Reproach, which calls an Ancestor Spirit into
the posse. Each in a real game, with what stops it."""

from __future__ import annotations

from games.engines.doomtown.abilities.totems import may_plant
from games.engines.doomtown.town import TOWN_SQUARE, bullets
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
    pick,
    plays,
    stash,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def totem_at_a_deed(totem: str, theirs: list[str] = ("Clint Ramsey",)):
    """Seat 0's Lydia Bear-Hands (Shaman 0) stands at its Taff's Distillery, where ``totem`` is
    planted; seat 1 holds ``theirs`` (the first in the town square)."""
    state = game(["Lydia Bear-Hands", totem, "Taff's Distillery", "Clint Ramsey", "Shotgun"], list(theirs))
    taffs = deed(state, 0, "Taff's Distillery")
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=taffs)
    card = give(state, 0, totem, taffs)
    foe = dude_in_play(state, 1, theirs[0], at=TOWN_SQUARE)
    return state, lydia, card, taffs, foe


def cast(state, totem: int, caster: int, target=None):
    return act(state, "ability", card=totem, caster=caster, target=target)


def test_totems_of_deeds_are_planted_at_deeds_only():
    state, lydia, elk, taffs, _ = totem_at_a_deed("Elk's Protection")
    assert may_plant(state, elk, taffs) and not may_plant(state, elk, TOWN_SQUARE)


def test_elks_protection_arms_a_dude_without_a_weapon_by_the_deeds_printed_production():
    state, lydia, elk, taffs, clint = totem_at_a_deed("Elk's Protection")
    armed = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    give(state, 0, "Shotgun", armed)
    targets = {a["target"] for a in abilities(state, elk)}
    assert lydia in targets and clint in targets and armed not in targets
    on_top(state, 0, "Clint Ramsey")  # 11 + Shaman 0 reaches 8
    cast(state, elk, lydia, lydia)
    assert bullets(state, lydia) == 1 and state.booted[elk]  # Taff's prints 1 production


def test_elks_protection_in_a_shootout_reaches_only_its_dudes():
    state, lydia, elk, taffs, clint = totem_at_a_deed("Elk's Protection", ["Clint Ramsey", "Allie Hensman"])
    dude_in_play(state, 1, "Allie Hensman", at=TOWN_SQUARE)
    plays(state, [lydia], [clint], location=taffs)
    assert {a["target"] for a in abilities(state, elk)} == {lydia, clint}


def test_ravens_ruin_moves_a_dude_to_its_deed_and_may_boot_an_opposing_one_for_ghost_rock():
    state = game(["Lydia Bear-Hands", "Raven's Ruin", "Clint Ramsey", "Pancho Castillo"], ["Taff's Distillery"])
    taffs = deed(state, 1, "Taff's Distillery")  # seat 1 owns it; 1 control point
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=taffs)
    ruin = give(state, 0, "Raven's Ruin", taffs)
    pancho = dude_in_play(state, 0, "Pancho Castillo")
    assert {tuple(a["target"]) for a in abilities(state, ruin)} == {(pancho, 0), (pancho, 1)}
    stash(state, 0, 0)
    on_top(state, 0, "Clint Ramsey")  # 11 reaches 8
    cast(state, ruin, lydia, [pancho, 1])
    assert state.at[pancho] == taffs and state.booted[taffs] and state.stash[0] == 1


def test_ravens_ruin_at_its_own_deed_only_moves():
    state, lydia, ruin, taffs, _ = totem_at_a_deed("Raven's Ruin")
    pancho = dude_in_play(state, 0, "Clint Ramsey")
    assert {tuple(a["target"]) for a in abilities(state, ruin)} == {(pancho, 0)}


def test_ancestors_reproach_aces_a_card_from_the_hand_to_bring_an_ancestor_spirit():
    state = game(["Lydia Bear-Hands", "Ancestor's Reproach", "Clint Ramsey", "Pancho Castillo"], ["Clint Ramsey"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Ancestor's Reproach", lydia)
    frame = plays(state, [lydia], [dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)])
    state.discard[0].extend(state.hand[0])
    state.hand[0].clear()
    assert abilities(state, spell) == []  # nothing to ace
    card = to_hand(state, 0, "Pancho Castillo")
    on_top(state, 0, "Clint Ramsey")  # 11 reaches 8
    act(state, "ability", card=spell, target=None, ability=0)
    pick(state, card)
    (spirit,) = [d for d in frame["posse"][0] if d != lydia]
    assert card in state.boot_hill[0] and state.table[spirit].name == "Ancestor Spirit"
    assert state.at[spirit] == TOWN_SQUARE


def test_ancestors_reproach_answers_a_cheatin_hand_with_an_ancestor_spirit():
    state = game(["Lydia Bear-Hands", "Ancestor's Reproach", "Clint Ramsey"], ["Clint Ramsey"])
    lydia = dude_in_play(state, 0, "Lydia Bear-Hands", at=TOWN_SQUARE)
    spell = give(state, 0, "Ancestor's Reproach", lydia)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [lydia], [clint])
    at_resolution(state, frame, {0: LEGAL_HAND, 1: CHEATIN_HAND}, {0: lydia, 1: clint})
    on_top(state, 0, "Clint Ramsey")  # 11 reaches 6
    act(state, "ability", card=spell, target=None, ability=1)
    assert len(frame["posse"][0]) == 2 and state.booted[spell]
