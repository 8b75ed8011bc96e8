"""Cards of the packs beyond the base set that decide where a dude ends the day booted or not:
Lethargy (with its price) and Stone's Colt Dragoons hold one through Nightfall, Baird's Debt
Collections boots a deed, after a job succeeds Quarter Horse keeps its dude at the job's location
while Taff's Distillery draws a card, Scratch runs to another dude, and Concordia Cemetery grows
as opposing dudes are aced; Land Purchase trades itself for a deed of the discard pile."""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.joining import join_posse
from games.engines.doomtown.abilities.nightfall import nightfall_starts, unboots_at_nightfall
from games.engines.doomtown.abilities.reacts import REACTS
from games.engines.doomtown.abilities.would import remove_from_fight
from games.engines.doomtown.town import TOWN_SQUARE, adjusted_stat, control_points_of_card
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import (
    abilities,
    deed,
    finish_posses,
    game,
    give,
    in_discard,
    on_top,
    pick,
    plays,
    stash,
    use,
)
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def lethargic_walter(rock: int):
    """Valeria's Lethargy held Walter Jameson (grit 2) today; he is booted and his player holds ``rock``."""
    state = game(["Valeria Batten", "Lethargy", "Pancho Castillo"], ["Walter Jameson", "Clint Ramsey"])
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    spell = give(state, 0, "Lethargy", valeria)
    walter = dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE)
    on_top(state, 0, "Pancho Castillo")  # 5 + Huckster 1 reaches 2
    use(state, spell, walter)
    state.booted[walter] = 1
    stash(state, 1, rock)
    return state, walter


@pytest.mark.parametrize(("choice", "unboots", "left"), [("pay", True, 2), ("stay", False, 3)])
def test_lethargy_keeps_a_dude_booted_unless_their_player_pays_one_ghost_rock(choice, unboots, left):
    state, walter = lethargic_walter(3)
    nightfall_starts(state)
    assert state.stack[-1]["kind"] == "pick" and state.to_act() == [1]
    pick(state, choice)
    assert unboots_at_nightfall(state, walter) is unboots and state.stash[1] == left


def test_lethargy_without_ghost_rock_to_pay_leaves_the_dude_booted():
    state, walter = lethargic_walter(0)
    nightfall_starts(state)
    assert state.stack[-1]["kind"] != "pick" and not unboots_at_nightfall(state, walter)


def test_lethargy_reaches_only_unbooted_dudes_nearby_and_its_difficulty_is_their_grit():
    state = game(["Valeria Batten", "Lethargy", "Pancho Castillo"], ["Walter Jameson", "Clint Ramsey"])
    valeria = dude_in_play(state, 0, "Valeria Batten", at=TOWN_SQUARE)
    spell = give(state, 0, "Lethargy", valeria)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    dude_in_play(state, 1, "Walter Jameson", at=TOWN_SQUARE, booted=True)
    assert {a["target"] for a in abilities(state, spell)} == {valeria, clint}
    on_top(state, 0, "Pancho Castillo")  # 5 + 1 misses Clint's grit 14
    use(state, spell, clint)
    state.booted[clint] = 1
    assert state.booted[spell] and unboots_at_nightfall(state, clint)


def test_stones_colt_dragoons_boot_an_opposing_dude_joining_by_a_card_effect_until_the_next_day():
    state = game(["Clint Ramsey", "Stone's Colt Dragoons"], ["Valeria Batten", "Walter Jameson"])
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    guns = give(state, 0, "Stone's Colt Dragoons", clint)
    valeria = dude_in_play(state, 1, "Valeria Batten", at=TOWN_SQUARE)
    walter = dude_in_play(state, 1, "Walter Jameson")
    frame = plays(state, [clint], [valeria])
    join_posse(state, frame, 1, walter)  # a card effect brings him in
    flow.advance(state)
    assert state.stack[-1]["kind"] == "react" and state.to_act() == [0]
    act(state, "react", card=guns)
    assert state.booted[walter] and state.booted[guns] and not unboots_at_nightfall(state, walter)
    join_posse(state, frame, 0, dude_in_play(state, 0, "Pancho Castillo"))  # not opposing, and booted
    flow.advance(state)
    assert state.stack[-1]["kind"] != "react"


# ---- Baird's Debt Collections --------------------------------------------------------------------


def test_bairds_debt_collections_gains_when_a_deed_is_played_and_boots_one_for_a_card():
    state = game(["Baird's Debt Collections", "Pat's Perch", "Clint Ramsey"], ["Pat's Perch"])
    bairds = deed(state, 0, "Baird's Debt Collections")
    perch = deed(state, 1, "Pat's Perch")
    stash(state, 0, 4)
    played = to_hand(state, 0, "Pat's Perch")
    act(state, "build", card=played)
    assert state.stash[0] == 4 - 1 + 1  # paid 1 for it, then collected 1
    assert {a["target"] for a in abilities(state, bairds)} == {perch, played}
    to_hand(state, 0, "Clint Ramsey")
    use(state, bairds, perch)
    discarded = state.hand[0][0]
    pick(state, discarded)
    assert state.booted[perch] and state.booted[bairds] and discarded in state.discard[0]
    assert abilities(state, bairds) == []


def test_bairds_debt_collections_needs_a_card_in_hand():
    state = game(["Baird's Debt Collections"], ["Pat's Perch"])
    bairds = deed(state, 0, "Baird's Debt Collections")
    deed(state, 1, "Pat's Perch")
    state.hand[0].clear()
    assert abilities(state, bairds) == []


# ---- after a job succeeds: Quarter Horse, Taff's Distillery ---------------------------------------


def fail_safe_job(*extra: str):
    """Seat 0's Pancho (Jacc's Fail Safe, a Quarter Horse) leads an unopposed job on Clint in the
    town square, seat 0 controlling the deeds named in ``extra``: (state, pancho, horse, deeds)."""
    state = game(["Jacc's Fail Safe", "Quarter Horse", "Pancho Castillo", *extra], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    safe = give(state, 0, "Jacc's Fail Safe", pancho)
    horse = give(state, 0, "Quarter Horse", pancho)
    deeds = [deed(state, 0, name) for name in extra]
    use(state, safe, dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE))
    finish_posses(state)
    return state, pancho, horse, deeds


def test_quarter_horse_keeps_its_dude_at_the_jobs_location_and_taffs_distillery_draws():
    state, pancho, horse, (taffs,) = fail_safe_job("Taff's Distillery")
    reacts = [a["card"] for a in state.legal_actions(0) if a["type"] == "react"]
    assert sorted(reacts) == sorted([horse, taffs])
    hand = len(state.hand[0])
    act(state, "react", card=horse)
    act(state, "react", card=taffs)
    assert len(state.hand[0]) == hand + 1 and state.booted[taffs] and state.booted[horse]
    pick(state, "keep")  # Jacc's Fail Safe's own ending
    assert state.at[pancho] == TOWN_SQUARE


def test_without_the_react_the_jobs_posse_goes_home_booted():
    state, pancho, horse, _ = fail_safe_job()
    act(state, "react_pass")
    pick(state, "keep")
    assert state.at[pancho] == state.table.outfits[0] and state.booted[pancho]


def test_taffs_distillery_skips_jobs_on_its_home_by_its_outfit_or_of_another_player():
    state = game(["Taff's Distillery"], ["Clint Ramsey"])
    taffs = deed(state, 0, "Taff's Distillery")
    assert _own_job_done_for(state, taffs, mark=state.table.outfits[0]) is False
    assert _own_job_done_for(state, taffs, mark=TOWN_SQUARE) is True
    assert _own_job_done_for(state, taffs, mark=TOWN_SQUARE, source=state.table.outfits[0]) is False
    assert _own_job_done_for(state, taffs, mark=TOWN_SQUARE, seat=1) is False


def _own_job_done_for(state, taffs: int, *, mark: int, source=None, seat: int = 0) -> bool:
    spec = REACTS[state.table[taffs].card.code]
    return spec.applies(Use(state, 0, taffs), {"seat": seat, "mark": mark, "posse": [], "source": source})


# ---- Scratch -------------------------------------------------------------------------------------


def scratched():
    """Seat 0's Pancho in the town square holds Scratch; Clint waits at home (next door)."""
    state = game(["Pancho Castillo", "Scratch", "Clint Ramsey", "Jon Longstride"], ["Walter Jameson"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    scratch = give(state, 0, "Scratch", pancho)
    clint = dude_in_play(state, 0, "Clint Ramsey")
    return state, pancho, scratch, clint


def test_scratch_runs_to_your_dude_next_door_once_a_day():
    state, pancho, scratch, clint = scratched()
    dude_in_play(state, 1, "Walter Jameson")  # not theirs
    assert [a["target"] for a in abilities(state, scratch)] == [clint]
    use(state, scratch, clint)
    assert state.attached_to[scratch] == clint and state.booted[scratch]
    assert abilities(state, scratch) == []


@pytest.mark.parametrize(
    ("ace", "choice", "cycled"), [(False, "trade", True), (False, "keep", False), (True, None, False)]
)
def test_scratch_discarded_from_play_lets_its_owner_trade_a_card_for_a_new_one(ace, choice, cycled):
    state, pancho, scratch, clint = scratched()
    kept = to_hand(state, 0, "Jon Longstride")
    drawn = on_top(state, 0, "El Anónimo")
    hand = len(state.hand[0])
    leave_play(state, scratch, ace=ace)
    if choice is None:
        assert state.stack[-1]["kind"] != "pick"  # aced: nothing
        return
    pick(state, choice)
    if cycled:
        pick(state, kept)
    assert (kept in state.discard[0]) is cycled and (drawn in state.hand[0]) is cycled and len(state.hand[0]) == hand


# ---- Concordia Cemetery --------------------------------------------------------------------------


def cemetery_fight(foe: str):
    """Seat 0 controls Concordia Cemetery; its Clint fights seat 1's ``foe`` in the town square."""
    state = game(["Concordia Cemetery", "Clint Ramsey"], [foe, "Walter Jameson"])
    cemetery = deed(state, 0, "Concordia Cemetery")
    clint = dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE)
    theirs = dude_in_play(state, 1, foe, at=TOWN_SQUARE)
    plays(state, [clint], [theirs])
    return state, cemetery, clint, theirs


@pytest.mark.parametrize(("foe", "control"), [("El Anónimo", 1), ("Walter Jameson", 0)])  # grit 12, grit 2
def test_concordia_cemetery_grows_as_an_opposing_dude_is_aced_in_a_shootout(foe, control):
    state, cemetery, clint, theirs = cemetery_fight(foe)
    remove_from_fight(state, theirs, ace=True)
    flow.advance(state)
    act(state, "react", card=cemetery)
    flow.advance(state)
    assert theirs in state.boot_hill[1]  # the ace goes on
    assert adjusted_stat(state, "production", cemetery, 0) == 1 and control_points_of_card(state, cemetery) == control


def test_concordia_cemetery_has_no_react_for_a_discard_or_its_own_dude():
    state, cemetery, clint, theirs = cemetery_fight("El Anónimo")
    remove_from_fight(state, theirs, ace=False)
    flow.advance(state)
    remove_from_fight(state, clint, ace=True)
    flow.advance(state)
    assert state.stack[-1]["kind"] != "react" and clint in state.boot_hill[0]


# ---- Land Purchase -------------------------------------------------------------------------------


def test_land_purchase_trades_itself_for_a_deed_of_the_discard_pile_three_cheaper():
    state = game(["Land Purchase", "Jon Longstride", "Pat's Perch"], ["Clint Ramsey"])
    purchase = deed(state, 0, "Land Purchase")
    jon = dude_in_play(state, 0, "Jon Longstride")
    dude_in_play(state, 0, "Pancho Castillo", booted=True)
    (perch,) = in_discard(state, 0, ["Pat's Perch"])
    assert [a["target"] for a in abilities(state, purchase)] == [jon]  # an unbooted leader
    stash(state, 0, 0)
    use(state, purchase, jon)
    finish_posses(state)
    assert purchase in state.discard[0]
    pick(state, f"{perch} out")  # 1 GR, 3 off: free
    assert perch in state.play[0] and perch in state.out_of_town[0] and state.stash[0] == 0
