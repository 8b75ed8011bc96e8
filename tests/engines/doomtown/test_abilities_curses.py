"""Conditions a job attaches (Curse of Failure): the cursed dude loses every keyword, trait and
ability, their bullets, influence and control are 0 whatever changes them, their upkeep rises,
and no card effect discards the Curse; all of it ends when the Curse leaves play (RULINGS 407)."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.state import DoomtownState
from games.engines.doomtown.town import TOWN_SQUARE, bullets, control_points_of_card, home, influence, upkeep
from games.engines.doomtown.zones import leave_play
from tests.engines.doomtown.card_scenario import abilities, finish_posses, game, give, use
from tests.engines.doomtown.scenario import dude_in_play, noon_seat, to_hand


def cursed_enapay():
    """Seat 0's Pancho Castillo curses seat 1's Enapay (Shaman 1; +2 influence at Noon; a Noon
    ability), who held a Shotgun, in an unopposed job in the town square."""
    state = game(["Curse of Failure", "Pancho Castillo"], ["Enapay", "Shotgun", "Clint Ramsey", "Tin Star"])
    curse = to_hand(state, 0, "Curse of Failure")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    enapay = dude_in_play(state, 1, "Enapay", at=TOWN_SQUARE)
    shotgun = give(state, 1, "Shotgun", enapay)
    use(state, curse, [pancho, enapay])
    assert state.booted[pancho]  # the leader boots
    events = finish_posses(state)
    assert any(e["type"] == "job_succeeded" for e in events)
    return state, curse, pancho, enapay, shotgun


def test_curse_of_failure_strips_the_mark_sends_it_home_and_holds_it_at_nothing():
    state, curse, pancho, enapay, shotgun = cursed_enapay()
    assert shotgun in state.discard[1] and state.attached_to[curse] == enapay
    assert state.at[enapay] == home(state, 1) and state.booted[enapay]
    assert state.table[enapay].rating("Shaman") is None and not state.table[enapay].keywords
    assert influence(state, enapay) == 0 and bullets(state, enapay) == 0  # Noon: his +2 influence trait is gone
    assert control_points_of_card(state, enapay) == 0 and upkeep(state, 1, enapay) == 2  # printed 1, +1 (influence 0)
    state.booted[enapay] = 0
    noon_seat(state, 1)
    assert abilities(state, enapay, seat=1) == []  # his Noon ability is gone too


def test_a_cursed_dudes_stats_cannot_be_changed_and_no_card_effect_discards_the_curse():
    state, curse, pancho, enapay, _ = cursed_enapay()
    effects.add(state, "influence", enapay, 2, until="turn", by=1)
    give(state, 1, "Shotgun", enapay)  # +1 bullets for anyone else
    assert influence(state, enapay) == 0 and bullets(state, enapay) == 0
    with effects.acting(0, pancho, "noon"):
        leave_play(state, curse, ace=False)
    assert state.attached_to[curse] == enapay  # a card effect: it stays


def test_the_curse_leaves_with_its_dude_who_is_as_printed_again():
    state, curse, pancho, enapay, _ = cursed_enapay()
    leave_play(state, enapay, ace=False)  # discarded by the game's rules (a casualty, say)
    assert curse in state.discard[0] and enapay in state.discard[1]
    assert state.table[enapay].rating("Shaman") == 1
    state.check_invariants()


def test_a_saved_game_keeps_the_cursed_dude_blank():
    state, curse, pancho, enapay, _ = cursed_enapay()
    again = DoomtownState.from_json(state.to_json())
    assert again.table[enapay].rating("Shaman") is None and influence(again, enapay) == 0
    assert again.to_json() == state.to_json()


def test_curse_of_failure_needs_an_unbooted_leader_and_an_opposing_mark():
    state = game(["Curse of Failure", "Pancho Castillo", "Clint Ramsey"], ["Enapay"])
    curse = to_hand(state, 0, "Curse of Failure")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    dude_in_play(state, 0, "Clint Ramsey", at=TOWN_SQUARE, booted=True)
    enapay = dude_in_play(state, 1, "Enapay", at=TOWN_SQUARE)
    assert {tuple(a["target"]) for a in abilities(state, curse)} == {(pancho, enapay)}  # not Clint (booted)


def test_a_cursed_dude_takes_no_keyword_another_card_gives():
    state, curse, pancho, enapay, _ = cursed_enapay()
    clint = dude_in_play(state, 1, "Clint Ramsey")
    give(state, 1, "Tin Star", clint)
    assert has_keyword(state, clint, "Deputy")  # a Tin Star makes its dude a Deputy
    star = next(c for c in state.play[1] if state.table[c].name == "Tin Star")
    state.attached_to[star] = enapay
    assert not has_keyword(state, enapay, "Deputy")  # ... but not a cursed one
