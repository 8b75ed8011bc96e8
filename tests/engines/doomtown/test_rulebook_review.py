"""What an independent audit found the engine reading differently from the rulebook
(shared/rules/doomtown-weird-west.txt), one scenario per rule, each quoting the text it checks."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import resolution_fight, use
from tests.engines.doomtown.scenario import act, at_noon

FOUR_FIVES, EIGHTS_FULL = "5S 5H 5D 5C KS", "8S 8H 8D 2C 2S"


# ---- Modifying Hand Ranks (line 193) -----------------------------------------------------------


def test_a_hand_lowered_to_a_rank_loses_to_an_unmodified_hand_of_that_rank():
    """Line 193 "A modified hand rank is considered to be the worst hand of that rank, losing to
    any unmodified hand of that rank": Four of a Kind lowered to 7 by It's Not What You Know...
    loses to an unmodified Full House (and both sides, at the same rank, take 1 casualty)."""
    state, frame, _, _, (card,) = resolution_fight(
        ["It's Not What You Know...", "Pancho Castillo"], ["Erik Samson"], {0: EIGHTS_FULL, 1: FOUR_FIVES}
    )

    use(state, card, 1)

    assert frame["winner"] == 0 and frame["loser"] == 1 and frame["casualties"] == [1, 1]


def test_two_hands_modified_to_the_same_rank_tie_whatever_their_cards():
    """Line 193 "If both hands have been modified to the same hand rank, they tie": a Four of a
    Kind lowered to 7 and a Flush raised to 7 have no winner."""

    def modify(frame):
        raise_rank(frame, 0, -1)
        raise_rank(frame, 1, +1)

    state, frame, *_ = resolution_fight(
        ["Pancho Castillo"], ["Erik Samson"], {0: FOUR_FIVES, 1: "2H 5H 7H 9H JH"}, modify
    )

    assert frame["winner"] is None and frame["casualties"] == [1, 1]


def test_a_modifier_that_cancels_out_still_makes_the_hand_modified():
    """Line 193 read with ruling 33: a hand raised then lowered back has been modified, so the
    unmodified hand of its rank wins, whatever their cards."""

    def modify(frame):
        raise_rank(frame, 0, +1)
        raise_rank(frame, 0, -1)

    four_kings = "KS KH KD KC 2S"
    state, frame, *_ = resolution_fight(["Pancho Castillo"], ["Erik Samson"], {0: four_kings, 1: FOUR_FIVES}, modify)

    assert frame["winner"] == 1


# ---- Ending the Shootout (lines 403-404) -------------------------------------------------------


def test_a_posse_emptied_by_a_resolution_ability_ends_the_shootout_at_once():
    """Line 403 "as soon as at least one posse is empty, the shootout ends", line 404 "if a
    shootout ends because a posse is emptied through ... Shootout or Resolution abilities, the
    surviving posse does not have that opportunity [to flee]": Point Blank aces the mark's only
    dude; nobody takes casualties and Pancho is not asked to flee."""
    state, frame, (pancho,), (walter,), (card,) = resolution_fight(
        ["Point Blank", "Pancho Castillo"], ["Walter Jameson"], {0: "2S 3H 5D 8C KS", 1: "AS AH 3C 4D 9S"}
    )

    use(state, card, pancho)
    act(state, "pick", card=walter)

    assert walter in state.boot_hill[1] and frame not in state.stack
    assert pancho in state.play[0] and state.at[pancho] == TOWN_SQUARE
    assert all(f["kind"] not in ("casualties", "flee") for f in state.stack)
    state.check_invariants()


# ---- Nightfall (line 316) ----------------------------------------------------------------------


def test_nightfall_discards_a_hand_above_its_maximum_down_to_it():
    """Line 316 "draws (or discards, if necessary) until they are at their maximum hand size":
    a player holding seven after the optional discard (Baijiu Jar draws four for three) must
    discard down to five, choosing each card; there is no keeping the hand."""
    state = at_noon()
    while len(state.hand[0]) < 7:
        state.hand[0].append(state.deck[0].pop())
    state.stack = [{"kind": "day", "step": "nightfall"}]
    flow.advance(state)
    while state.to_act() != [0]:
        act(state, "night_keep")

    act(state, "night_keep")  # the optional discard declined: still seven
    assert {a["type"] for a in state.legal_actions(0)} == {"night_discard"}
    assert "down to your maximum hand size: 2 to go" in state.legal_actions(0)[0]["label"]
    act(state, "night_discard", card=state.hand[0][0])
    act(state, "night_discard", card=state.hand[0][-1])

    assert len(state.hand[0]) == 5 and all(f["kind"] != "night" or f["seat"] != 0 for f in state.stack)
    state.check_invariants()


# ---- Determine Casualties (line 392) -----------------------------------------------------------


def test_an_absolute_tie_takes_both_sides_casualties_together_after_both_have_chosen():
    """Line 392 "Starting with the loser of the round (or the leader if there is no loser) ... On
    the rare chance the round was an absolute tie with identical draw hands, apply casualties
    simultaneously": the leader chooses first, but nothing is taken until the mark has chosen,
    so what one casualty sets off cannot change the other side's choice."""
    state, frame, (pancho, tommy), (erik, clint), _ = resolution_fight(
        ["Pancho Castillo", "Tommy Harden"], ["Erik Samson", "Clint Ramsey"],
        {0: "2S 3H 5D 8C KS", 1: "2H 3D 5C 8S KH"},
    )  # fmt: skip
    assert frame["winner"] is None and frame["casualties"] == [1, 1]
    assert state.to_act() == [0], "the leader chooses first"

    act(state, "casualty", card=tommy, how="discard")
    assert tommy in state.play[0] and tommy in frame["posse"][0], "chosen, not yet taken"
    assert state.to_act() == [1]
    act(state, "casualty", card=clint, how="discard")

    assert tommy in state.discard[0] and clint in state.discard[1]
    assert frame["posse"] == [[pancho], [erik]]
    state.check_invariants()
