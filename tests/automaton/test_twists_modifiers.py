"""Twists Shooty Dudes and Influential Dudes: a permanent +1 Bullets / Influence for every
Automaton dude entering play (a lasting effect that stays while the dude is in play and goes when
it leaves), never for the human's dudes."""

from __future__ import annotations

from games.engines.doomtown.abilities.effects import end_of_turn, expire
from games.engines.doomtown.noon import PLAYS
from games.engines.doomtown.state import DoomtownState
from games.engines.doomtown.town import bullets, influence, total_influence
from games.engines.doomtown.zones import leave_play
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN, at_noon, hand, named, new_game


def _recruit(state, seat: int, name: str) -> int:
    card = hand(state, seat, name)[0]
    PLAYS["recruit"](state, seat, {"type": "recruit", "card": card})
    return card


def test_shooty_dudes_gives_an_automaton_dude_plus_one_bullet_on_entering_play():
    state = at_noon(twists=("shooty_dudes",))
    bass = _recruit(state, AUTOMATON, "Bass Reeves")  # 4 bullets printed
    ike = _recruit(state, HUMAN, "Ike Clanton")  # 0 bullets: the human's dudes get nothing
    assert bullets(state, bass) == 5 and influence(state, bass) == 3
    assert bullets(state, ike) == 0
    state.check_invariants()


def test_influential_dudes_gives_plus_one_influence_and_it_counts_at_sundown():
    state = at_noon(twists=("influential_dudes",))
    before = total_influence(state, AUTOMATON)
    rob = _recruit(state, AUTOMATON, "Rob Wilby")  # 0 influence printed
    assert influence(state, rob) == 1 and bullets(state, rob) == 1
    assert total_influence(state, AUTOMATON) == before + 1


def test_both_twists_reach_the_starting_gang():
    state = new_game(twists=("shooty_dudes", "influential_dudes"))
    while state.phase == "setup":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] in ("gang_listed", "gang_done")), legal[0]))
    gang = [c for c in state.play[AUTOMATON] if state.table[c].type == "dude"]
    assert gang
    for dude in gang:
        facts = state.table[dude]
        assert bullets(state, dude) >= facts.num("bullets") + 1
        assert influence(state, dude) >= facts.num("influence") + 1
    human = [c for c in state.play[HUMAN] if state.table[c].type == "dude"]
    assert not [e for e in state.effects if e["card"] in human]


def test_the_bonus_outlasts_the_turn_and_the_phase_ends():
    state = at_noon(twists=("shooty_dudes",))
    bass = _recruit(state, AUTOMATON, "Bass Reeves")
    end_of_turn(state)
    expire(state, "production", "noon", "shootout", "round")
    assert bullets(state, bass) == 5


def test_the_bonus_goes_when_the_dude_leaves_play_and_a_dude_coming_back_gets_one_again():
    state = at_noon(twists=("shooty_dudes",))
    bass = _recruit(state, AUTOMATON, "Bass Reeves")
    leave_play(state, bass, ace=False)
    assert not [e for e in state.effects if e["card"] == bass]
    state.discard[AUTOMATON].remove(bass)
    state.hand[AUTOMATON].append(bass)
    PLAYS["recruit"](state, AUTOMATON, {"type": "recruit", "card": bass})
    assert bullets(state, bass) == 5  # +1 once, not twice
    state.check_invariants()


def test_the_bonus_is_plain_json_state_that_survives_saving_and_loading():
    state = at_noon(twists=("influential_dudes",))
    rob = _recruit(state, AUTOMATON, "Rob Wilby")
    loaded = DoomtownState.from_json(state.to_json())
    assert influence(loaded, rob) == 1
    assert named(loaded, AUTOMATON, "Rob Wilby") == rob
