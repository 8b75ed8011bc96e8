"""The Automaton seat's rules in the engine (option ``automaton``): what the seat may do, the twists,
and the engine contract (JSON, clone, determinize, replay) in the middle of an Automaton play."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game
from games.engines import Rng
from games.engines.doomtown import automaton_rules
from games.engines.doomtown.shootout import new_shootout
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton.gunfighter_scenarios import (
    AUTOMATON,
    DECKS,
    ENGINE,
    HUMAN,
    act,
    at_noon,
    decide,
    dude,
    new_game,
    on_top,
    step,
)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"seat": 2}, "seat must be 0..1"),
        ({"seat": 0, "archetype": "bandit"}, "archetype must be one of gunfighter"),
        ({"seat": 0, "twists": ["stampede"]}, "unknown twist 'stampede'"),
        ({"seat": 0, "colour": "red"}, "takes {'seat', 'archetype', 'twists', 'card_rules'}"),
    ],
)
def test_it_refuses_a_bad_automaton_option_with_the_reason(value, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace("{", r"\{")):
        ENGINE.new_game(players=2, seed=1, options={"decks": DECKS, "automaton": value})


def test_it_offers_the_automaton_only_a_pull_at_high_noon_and_the_human_the_usual_plays():
    state = at_noon(empty_town=False)
    assert state.legal_actions(AUTOMATON) == [{"type": "automaton_pull", "label": "Make an Automaton pull"}]
    state.stack[-1]["seat"] = HUMAN
    assert {a["type"] for a in state.legal_actions(HUMAN)} >= {"pass", "move"}


def test_it_offers_after_a_pull_the_moves_then_the_card_plays_of_that_seat():
    state = at_noon()
    dude(state, AUTOMATON, "Tommy Harden")
    on_top(state, AUTOMATON, "Bowie Knife")
    step(state)
    kinds = {a["type"] for a in state.legal_actions(AUTOMATON)}
    assert kinds == {"move", "automaton_no_move", "automaton_pass"}
    act(state, "automaton_no_move")
    kinds = {a["type"] for a in state.legal_actions(AUTOMATON)}
    assert kinds == {"buy", "automaton_no_card"}


def test_it_pulls_for_the_automaton_before_the_first_play_with_quick_reactions():
    state = new_game(twists=("quick_reactions",))
    while state.stack[-1]["kind"] != "noon" and not _quick_pull(state):
        _setup_step(state)
    assert state.stack[-1]["kind"] == "automaton_choice" and state.stack[-2]["kind"] == "automaton_play"
    assert state.stack[-2]["quick"] and state.stack[-3]["kind"] == "noon"
    dealer = state.stack[-3]["seat"]
    while state.stack[-1]["kind"] != "noon":
        step(state)
    assert state.stack[-1]["seat"] == dealer and state.stack[-1]["passes"] == 0


def _quick_pull(state) -> bool:
    """A Quick Reactions pull is being made (not a lowball one)."""
    top = state.stack[-1]
    return top["kind"] == "automaton_choice" and state.stack[-2].get("against") is None


def _setup_step(state) -> list:
    """One step towards High Noon: the listed gang, paying upkeep; the Gunfighter's choices in
    Gamblin's cheatin' window (an Automaton pull, a trait's choice, a pass)."""
    seat = state.to_act()[0]
    if state.stack[-1]["kind"] in ("automaton_choice", "lowball_cheatin", "pick"):
        return state.apply(seat, decide(state, seat)[0])
    legal = state.legal_actions(seat)
    return state.apply(seat, next(a for a in legal if a["type"] in ("gang_listed", "pay", "upkeep_done")))


def gamblin_stashes(twists):
    state = new_game(twists=twists, seed=4)
    events = []
    while state.phase in ("setup", "gamblin"):
        events += _setup_step(state)
    hands = next(e["hands"] for e in reversed(events) if e["type"] == "lowball")
    return state, hands


def test_it_pays_the_automaton_the_difference_of_a_higher_human_lowball_rank_with_high_stakes_gambling():
    for seed_twists in ((), ("high_stakes_gambling",)):
        state, hands = gamblin_stashes(seed_twists)
        if not seed_twists:
            plain = state.stash[AUTOMATON]
            continue
        difference = max(0, hands[str(HUMAN)]["rank"] - hands[str(AUTOMATON)]["rank"])
        assert state.stash[AUTOMATON] == plain + difference
        assert difference > 0, "the seed should show a human hand of a higher rank"


def test_it_gives_automaton_posses_one_more_stud_with_posse_teamwork():
    for twists, extra in (((), 0), (("posse_teamwork",), 1)):
        state = at_noon(twists=twists)
        tommy = dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)  # stud 1
        fight = new_shootout(
            state, location=TOWN_SQUARE, leader=AUTOMATON, mark=HUMAN, leader_dude=tommy, mark_dude=None, job=False
        )
        fight["posse"][AUTOMATON] = [tommy]
        fight["shooter"][AUTOMATON] = tommy
        assert automaton_rules.automaton_bonuses(state, fight, AUTOMATON) == (1 + extra, 0)


def test_it_draws_five_plus_stud_and_reveals_the_draw_bonus_for_the_automaton():
    state = at_noon()
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    tommy = dude(state, AUTOMATON, "Tommy Harden", TOWN_SQUARE)  # stud 1: the shooter
    dude(state, AUTOMATON, "Rob Wilby", TOWN_SQUARE)  # a draw backup: draw bonus 1
    state.stack[-1]["seat"] = HUMAN
    act(state, "callout", dude=ike, mark=tommy)
    while state.stack[-1]["kind"] != "automaton_hand":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(
            seat, next((a for a in legal if a["type"] in ("accept", "join", "shooter", "redraw_done")), legal[0])
        )
    frame = state.stack[-1]
    assert len(state.draw[AUTOMATON]) == 5 + 1 + 1 and len(frame["revealed"]) == 1
    assert [a["use"] for a in state.legal_actions(AUTOMATON)] == [None, frame["revealed"][0]]
    assert isinstance(state.view(HUMAN)["seats"][AUTOMATON]["draw_hand"], list)  # the Automaton plays it open


def test_it_keeps_the_engine_contract_in_the_middle_of_automaton_plays():
    record = play_game(
        "doomtown", players=2, seed=1, bots=["random", "gunfighter"],
        options={"automaton": {"seat": AUTOMATON, "twists": ["quick_reactions", "double_plays"]}},
        check_invariants=True, record_hashes=True,
    )  # fmt: skip
    assert record.finished, record.error
    state = ENGINE.new_game(players=2, seed=1, options=record.options)  # a seed that reaches both decisions
    rng = Rng(5)
    kinds = set()
    for entry in record.actions:
        kinds.add(state.stack[-1]["kind"])
        assert ENGINE.from_json(state.to_json()).to_json() == state.to_json()
        assert state.clone().to_json() == state.to_json()
        state.determinize(HUMAN, rng).check_invariants()
        state.apply(entry["seat"], entry["action"])
        assert state.state_hash() == entry["hash"]
    assert {"automaton_choice", "automaton_hand"} <= kinds
