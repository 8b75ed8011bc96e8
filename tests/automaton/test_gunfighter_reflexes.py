"""Programmed Reflexes, the shooter choice and the Automaton's shootout hand, scenario by scenario
(rulebook, "Automaton Variant": Shootout Hands; "Archetype: Gunfighter": Programmed Reflexes)."""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow, jobs
from games.engines.doomtown.shootout import new_shootout
from games.engines.doomtown.town import TOWN_SQUARE
from tests.automaton.gunfighter_scenarios import (
    AUTOMATON,
    HUMAN,
    act,
    at_noon,
    decide,
    dude,
    goods,
    hand,
    named,
    new_game,
    step,
    take,
)


def called_out(state, leader_name="Ike Clanton", mark_name="Tommy Harden"):
    """The human calls out an Automaton dude at the town square."""
    leader = dude(state, HUMAN, leader_name, TOWN_SQUARE)
    mark = dude(state, AUTOMATON, mark_name, TOWN_SQUARE) if mark_name else None
    state.stack[-1]["seat"] = HUMAN
    act(state, "callout", dude=leader, mark=mark)
    return leader, mark


def test_it_always_accepts_a_call_out():
    state = at_noon()
    called_out(state)
    action, why = decide(state)
    assert action["type"] == "accept" and why == "always accepts a call-out"


def test_it_brings_two_extra_dudes_joining_free_studs_and_high_bullets_first():
    state = at_noon()
    dude(state, AUTOMATON, "Ramiro Mendoza")  # stud 3, but at home: joining boots him
    dude(state, AUTOMATON, "Bobo", TOWN_SQUARE)  # stud 1
    dude(state, AUTOMATON, "Rob Wilby", TOWN_SQUARE)  # draw 1
    dude(state, AUTOMATON, "Erik Samson", TOWN_SQUARE)  # draw 2
    called_out(state)
    step(state)  # accepts
    act(state, "posse_done")  # the human's posse
    joined = []
    for _ in range(3):
        action, why = step(state)
        joined.append((action["type"], state.table[action["dude"]].name if "dude" in action else None, why))
    assert joined[0][:2] == ("join", "Bobo") and "stud" in joined[0][2]
    assert joined[1][:2] == ("join", "Erik Samson") and "highest bullet rating" in joined[1][2]
    assert joined[2][0] == "posse_done"


def test_it_always_opposes_a_job_with_a_dude_and_two_extra():
    state = at_noon()
    leader = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    for name in ("Bobo", "Rob Wilby", "Erik Samson", "Tommy Harden"):
        dude(state, AUTOMATON, name, TOWN_SQUARE)
    jobs.start_job(state, HUMAN, leader, TOWN_SQUARE)
    flow.advance(state)
    while state.to_act() == [HUMAN]:
        act(state, "posse_done")
    kinds = [step(state)[0]["type"] for _ in range(4)]
    assert kinds == ["join", "join", "join", "posse_done"]


def test_it_picks_the_shooter_by_studs_then_bullets():
    state = at_noon()
    leader, mark = called_out(state, mark_name="Bobo")  # stud 1
    dude(state, AUTOMATON, "Ramiro Mendoza", TOWN_SQUARE)  # stud 3
    dude(state, AUTOMATON, "Erik Samson", TOWN_SQUARE)  # draw 2
    step(state)
    act(state, "posse_done")
    while state.stack[-1]["kind"] == "posse":
        step(state)
    while state.stack[-1]["kind"] != "shooter" or state.to_act() != [AUTOMATON]:
        state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    action, why = decide(state)
    assert action["dude"] == named(state, AUTOMATON, "Ramiro Mendoza")
    assert why == "Ramiro Mendoza shoots (a stud with more than one bullet)"


def test_it_never_flees():
    state = at_noon(seed=1)  # a seed where the Automaton loses the first round
    called_out(state)
    step(state)
    while state.stack[-1]["kind"] != "flee" or state.to_act() != [AUTOMATON]:
        if state.stack[-1]["kind"] == "noon":
            raise AssertionError("the shootout ended before the Automaton could flee")
        state.apply(state.to_act()[0], decide(state, state.to_act()[0])[0])
    assert decide(state) == ({"type": "fight", "label": "Stand and fight"}, "never flees from a shootout")


def hand_frame(state, stud_names, revealed_names):
    """The Automaton's open shootout hand, dealt by hand: the stud cards and the revealed ones."""
    draw = []
    for name in (*stud_names, *revealed_names):
        copies = [
            c for c in range(len(state.table)) if state.table[c].owner == AUTOMATON and state.table[c].name == name
        ]
        card = next(c for c in copies if c not in draw)
        take(state, card)
        draw.append(card)
    state.draw[AUTOMATON] = draw
    state.revealed[AUTOMATON] = True
    revealed = draw[len(stud_names) :]
    fight = new_shootout(
        state, location=TOWN_SQUARE, leader=HUMAN, mark=AUTOMATON, leader_dude=0, mark_dude=None, job=False
    )
    fight["step"] = "reveal"
    state.stack.append(fight)
    state.stack.append({"kind": "automaton_hand", "seat": AUTOMATON, "revealed": revealed})
    return revealed


HANDS = {
    # Stud cards QS 2S 6D KC 4D (high card); the revealed 6S makes a pair, 8H nothing.
    "a revealed card for a higher rank": (
        ("Hattie DeLorre", "Rob Wilby", "Killer Bunnies Casino", "Point Blank", "Clanton Ranch"),
        ("Bobo", "Quickdraw Handgun"), "Bobo", "Show 4D 6S 6D QS KC (Pair) using the revealed 6S",
        "the highest rank",
    ),
    # Stud cards 6S 6S (the same card twice) QS 3S 2S: a cheatin' flush; the revealed 8S makes a legal one.
    "a legal hand of the same rank": (
        ("Erik Samson", "Erik Samson", "Hattie DeLorre", "Tommy Harden", "Rob Wilby"),
        ("Point Blank", "El Anónimo"), "El Anónimo", "(Flush) using the revealed 8S", "a legal hand",
    ),
    # Stud cards KS QS 6D 2S 4D; the revealed joker or KC both make K K Q 6 4: no joker.
    "the same hand without a joker": (
        ("Bass Reeves", "Hattie DeLorre", "Killer Bunnies Casino", "Rob Wilby", "Clanton Ranch"),
        ("Joker (black)", "Point Blank"), "Point Blank", "(Pair) using the revealed KC", "fewer jokers",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", list(HANDS))
def test_it_makes_its_shootout_hand_by_rank_then_legality_then_without_jokers(case):
    """The explanation names the criterion that chose (rulebook: the highest rank, then a legal
    hand, then the stronger, then fewer jokers)."""
    stud, revealed, used, label, decided = HANDS[case]
    state = at_noon()
    hand_frame(state, stud, revealed)
    action, why = decide(state)
    assert action["use"] == named(state, AUTOMATON, used)
    assert label in action["label"] and why.endswith(f": {decided}")


def test_it_shows_the_highest_rank_even_when_it_is_cheatin():
    state = at_noon()
    hand_frame(state, ("Erik Samson", "Erik Samson", "Hattie DeLorre", "Hustings", "Point Blank"), ())
    action, _ = decide(state)
    assert "(Pair, cheatin')" in action["label"]
    events = state.apply(AUTOMATON, action)
    shown = next(e["hand"] for e in events if e["type"] == "draw_hand" and e["seat"] == AUTOMATON)
    assert shown["name"] == "Pair" and shown["cheatin"] and sorted(shown["cards"]) == ["3D", "6S", "6S", "KC", "QS"]


def test_it_assigns_casualties_to_harrowed_then_sidekicks_then_the_dude_with_least_influence():
    state = at_noon(decks=["starter-outlaws", "starter-fearmongers"])
    avie = dude(state, AUTOMATON, "Avie Cline", TOWN_SQUARE)  # Harrowed
    jia = dude(state, AUTOMATON, "Jia Mein", TOWN_SQUARE)
    hound = goods(state, AUTOMATON, "Scoop Hound", jia)  # a Sidekick
    pagliaccio = dude(state, AUTOMATON, "Pagliaccio", TOWN_SQUARE)  # no influence
    ike = dude(state, HUMAN, "Ike Clanton", TOWN_SQUARE)
    fight = new_shootout(
        state, location=TOWN_SQUARE, leader=HUMAN, mark=AUTOMATON, leader_dude=ike, mark_dude=avie, job=False
    )
    fight["posse"][HUMAN] = [ike]
    fight["posse"][AUTOMATON] = [avie, jia, pagliaccio]
    fight["step"] = "flee"
    state.stack.append(fight)
    state.stack.append({"kind": "casualties", "seat": AUTOMATON, "left": 4, "first": True})
    taken = []
    while state.stack[-1]["kind"] == "casualties":
        action, why = step(state)
        taken.append((action["card"], action["how"]))
    assert taken == [(avie, "home"), (hound, "discard"), (pagliaccio, "ace")]


def test_it_pays_upkeep_for_the_dearest_dude_first_when_short():
    state = at_noon()
    dude(state, AUTOMATON, "Bass Reeves")  # upkeep 3, cost 9
    judge = dude(state, AUTOMATON, "Judge Harry Somerset (Exp.1)")  # upkeep 2, cost 7
    anonimo = dude(state, AUTOMATON, "El Anónimo")  # upkeep 6, cost 1
    goods(state, AUTOMATON, "Shotgun", anonimo)
    state.stash[AUTOMATON] = 5
    state.bank = -(sum(state.stash) + state.pot + sum(state.bounty))
    state.stack.append({"kind": "upkeep", "seat": AUTOMATON, "paid": []})
    actions = [step(state)[0] for _ in range(3)]
    assert [a["type"] for a in actions] == ["pay", "pay", "upkeep_done"]
    assert [a["card"] for a in actions[:2]] == [named(state, AUTOMATON, "Bass Reeves"), judge]
    assert anonimo not in state.play[AUTOMATON]


def test_it_always_pays_upkeep_it_can_afford():
    state = at_noon()
    dude(state, AUTOMATON, "Bass Reeves")
    state.stack.append({"kind": "upkeep", "seat": AUTOMATON, "paid": []})
    action, why = decide(state)
    assert action["type"] == "pay" and "always pays" in why


def test_it_discards_the_right_most_card_at_nightfall():
    state = at_noon()
    cards = hand(state, AUTOMATON, "Point Blank", "Bowie Knife", "Hustings")
    state.stack.append({"kind": "night", "seat": AUTOMATON})
    action, why = decide(state)
    assert action["type"] == "night_discard" and state.table[action["card"]].name == "Hustings"
    assert why == "discards Hustings (3♦), the right-most card"
    assert cards[-1] == named(state, AUTOMATON, "Hustings")


def test_it_keeps_the_dearer_of_two_weapons():
    state = at_noon()
    ramiro = dude(state, AUTOMATON, "Ramiro Mendoza")
    knife = goods(state, AUTOMATON, "Bowie Knife", ramiro)  # cost 1
    shotgun = goods(state, AUTOMATON, "Shotgun", ramiro)  # cost 3
    state.stack.append(
        {"kind": "keep", "seat": AUTOMATON, "dude": ramiro, "keyword": "Weapon", "cards": [knife, shotgun]}
    )
    action, why = decide(state)
    assert action["card"] == shotgun and "lowest cost" in why


def test_it_takes_the_starting_gang_its_decklist_names():
    state = new_game()
    while state.to_act() != [AUTOMATON]:
        act(state, "gang_listed")
    assert decide(state) == (state.legal_actions(AUTOMATON)[0], "takes the starting gang its decklist names")


def form_hand_frame(state, names):
    """A cheatin' draw hand in a plain shootout, where the player may show a legal hand instead."""
    hand_frame(state, names, ())
    state.stack[-1] = {"kind": "form_hand", "seat": AUTOMATON}


def test_it_shows_a_legal_hand_instead_of_cheatin_only_at_the_same_rank():
    state = at_noon()
    # 6S 6S 3S 3D KS KC: two pair either way (kings and sixes cheatin', kings and threes legal).
    form_hand_frame(state, ("Erik Samson", "Erik Samson", "Tommy Harden", "Hustings", "Bass Reeves", "Point Blank"))
    action, why = decide(state)
    assert action["legal"] is True and why.endswith("a legal hand of the same rank")
    state = at_noon()
    form_hand_frame(state, ("Erik Samson", "Erik Samson", "Hattie DeLorre", "Hustings", "Point Blank", "Clanton Ranch"))
    action, why = decide(state)
    assert action["legal"] is False and why.endswith("the highest rank, even cheatin'")
