"""Scenario tests of shootouts and jobs: posses, bonuses, hands, casualties, bounty, flight."""

from __future__ import annotations

from games.engines.doomtown import flow, jobs, shootout
from games.engines.doomtown.cards import cards_by_name, normalise_name
from games.engines.doomtown.town import TOWN_SQUARE, home
from tests.engines.doomtown.scenario import (
    LAW_DOGS,
    LAWDOG_PAIR,
    OUTLAW_HIGH_CARD,
    OUTLAWS,
    act,
    at_noon,
    build,
    callout_to_hands,
    dude_in_play,
    named,
    noon_seat,
    stack_deck,
    take,
)

SEVENS = ["Baker Andrews", "Cattle Market", "Pinto", "Jessica Patchett", "Belligerence"]  # 7S 7D 7H KS 4C
LAWDOG_HIGH_CARD = ["Hustings", "Shane & Graves Security", "Bobo", "Circle M Ranch", "Fancy New Hat"]  # 3D 5D 6S 8D KH


def code(name):
    return cards_by_name()[normalise_name(name)][0].code


def without_action_cards(state):
    """Put the action cards dealt into the hands at the bottom of the decks: these scenarios test the
    shootout rules, with no card plays to pass."""
    for seat in range(state.players):
        for card in [c for c in state.hand[seat] if state.table[c].type == "action"]:
            state.hand[seat].remove(card)
            state.deck[seat].insert(0, card)
    return state


def posse_of(state, seat, names):
    """A shootout frame on the stack with these dudes of ``seat`` in its posse (and one foe)."""
    fight = shootout.new_shootout(
        state, location=TOWN_SQUARE, leader=seat, mark=1 - seat, leader_dude=-1, mark_dude=None, job=False
    )
    for name in names:
        fight["posse"][seat].append(dude_in_play(state, seat, name, at=TOWN_SQUARE))
    fight["posse"][1 - seat].append(state.table.starting[1 - seat][0])
    state.stack.append(fight)
    return fight


def test_it_counts_stud_and_draw_bonuses_as_in_the_rulebooks_first_example():
    state = at_noon()
    fight = posse_of(state, 0, ["Baker Andrews", "Allie Hensman", "Ike Clanton"])
    fight["shooter"][0] = named(state, 0, "Baker Andrews")

    assert shootout.bonuses(state, fight, 0) == (2, 2)


def test_it_counts_stud_and_draw_bonuses_as_in_the_rulebooks_second_example():
    deck = {
        "name": "example",
        "outfit": "24012",
        "cards": [{"code": code(n), "quantity": 1} for n in ("Miranda Clarke", "Andreas Andregg", "Allie Hensman")],
    }
    state = at_noon(decks=(deck, LAW_DOGS))
    fight = posse_of(state, 0, ["Miranda Clarke", "Andreas Andregg", "Allie Hensman"])

    fight["shooter"][0] = named(state, 0, "Miranda Clarke")
    assert shootout.bonuses(state, fight, 0) == (1, 1)
    fight["shooter"][0] = named(state, 0, "Allie Hensman")
    assert shootout.bonuses(state, fight, 0) == (2, 2)


def casualty_choices(state, seat, left):
    state.stack.append({"kind": "casualties", "seat": seat, "left": left, "first": True})
    return {(a["card"], a["how"]) for a in state.legal_actions(seat)}


def test_it_makes_a_posse_of_two_ace_both_dudes_for_four_casualties():
    state = at_noon()
    posse_of(state, 0, ["Baker Andrews", "Pancho Castillo"])
    baker, pancho = named(state, 0, "Baker Andrews"), named(state, 0, "Pancho Castillo")

    assert casualty_choices(state, 0, 4) == {(baker, "ace"), (pancho, "ace")}
    act(state, "casualty", card=baker, how="ace")
    assert {(a["card"], a["how"]) for a in state.legal_actions(0)} == {(pancho, "ace")}
    act(state, "casualty", card=pancho, how="ace")
    assert baker in state.boot_hill[0] and pancho in state.boot_hill[0]


def test_it_never_lets_a_player_take_more_casualties_than_they_suffer():
    state = at_noon()
    posse_of(state, 0, ["Baker Andrews", "Pancho Castillo"])
    baker, pancho = named(state, 0, "Baker Andrews"), named(state, 0, "Pancho Castillo")

    assert casualty_choices(state, 0, 1) == {(baker, "discard"), (pancho, "discard")}


def test_it_covers_harrowed_casualties_by_home_one_discard_two_ace_three_and_sidekicks_by_one():
    deck = {
        "name": "example",
        "outfit": "24001",
        "cards": [{"code": code(n), "quantity": 1} for n in ("Hao-T'e Zui, The Mad Monk", "Faithful Hound")],
    }
    state = at_noon(decks=(deck, LAW_DOGS))
    fight = posse_of(state, 0, ["Hao-T'e Zui, The Mad Monk"])
    monk = fight["posse"][0][0]
    hound = named(state, 0, "Faithful Hound")
    take(state, hound)
    state.play[0].append(hound)
    state.attached_to[hound] = monk

    assert casualty_choices(state, 0, 1) == {(monk, "home"), (hound, "discard")}
    state.stack.pop()
    assert casualty_choices(state, 0, 3) == {(monk, "ace"), (monk, "discard"), (hound, "discard")}
    state.stack.pop()
    assert casualty_choices(state, 0, 4) == {(monk, "ace"), (hound, "discard")}


def callout_at_a_private_deed(mark_bounty=0):
    """Allie (Outlaws, 2 draw) calls out Rob Wilby (1 draw, no ability) at the Law Dogs' Orphanage."""
    state = without_action_cards(at_noon())
    orphanage = build(state, 1, "The Orphanage")
    allie = dude_in_play(state, 0, "Allie Hensman", at=orphanage)
    hattie = dude_in_play(state, 1, "Rob Wilby", at=orphanage)
    state.bounty[hattie] = mark_bounty
    state.bank -= mark_bounty
    stack_deck(state, 0, SEVENS)
    stack_deck(state, 1, LAWDOG_HIGH_CARD)
    callout_to_hands(state, allie, hattie)
    return state, allie, hattie, orphanage


def test_it_fights_a_callout_through_to_casualties_by_rank_difference():
    state, allie, hattie, _ = callout_at_a_private_deed()
    fight = shootout.current(state)

    assert fight["hands"][0]["rank"] == 4 and fight["hands"][1]["rank"] == 1
    assert fight["casualties"] == [0, 3] and fight["loser"] == 1
    assert state.to_act() == [1]
    assert [(a["card"], a["how"]) for a in state.legal_actions(1)] == [(hattie, "ace")]  # 3 to cover, one dude
    act(state, "casualty", card=hattie, how="ace")
    assert state.to_act() == [0] and state.stack[-1]["kind"] == "flee"  # survivors may still run
    act(state, "fight")
    assert state.stack[-1]["kind"] == "noon"
    assert hattie in state.boot_hill[1] and state.at[allie] != home(state, 0)
    state.check_invariants()


def test_it_puts_bounty_on_breakin_and_enterin_and_pays_bounty_to_whoever_takes_the_wanted_dude():
    state, allie, hattie, _ = callout_at_a_private_deed(mark_bounty=2)
    before = state.stash[0]

    assert state.bounty[allie] == 1  # a Private deed Allie's player does not own
    act(state, "casualty", card=hattie, how="ace")

    assert state.stash[0] == before + 2
    state.check_invariants()


def test_it_lets_the_loser_flee_first_and_ends_when_a_posse_is_empty():
    state = without_action_cards(at_noon())
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    hattie = dude_in_play(state, 1, "Rob Wilby", at=TOWN_SQUARE)
    tommy = dude_in_play(state, 1, "Tommy Harden", at=TOWN_SQUARE)
    stack_deck(state, 0, SEVENS)
    stack_deck(state, 1, LAWDOG_PAIR + ["Killer Bunnies Casino"])  # 3S 3D 6S 8D KH 6D: Tommy's stud card
    noon_seat(state, 0)
    act(state, "callout", dude=allie, mark=hattie)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "join", dude=tommy)
    act(state, "posse_done")
    act(state, "shooter", dude=hattie)
    while state.stack[-1]["kind"] == "redraw":
        act(state, "redraw_done")

    fight = shootout.current(state)
    assert [hand["rank"] for hand in fight["hands"]] == [4, 3]  # three sevens against two pair
    assert fight["casualties"] == [0, 1]
    assert {(a["card"], a["how"]) for a in state.legal_actions(1)} == {(hattie, "discard"), (tommy, "discard")}
    act(state, "casualty", card=hattie, how="discard")
    assert state.to_act() == [1] and state.stack[-1]["kind"] == "flee"  # the loser decides first
    act(state, "flee", dude=tommy)

    assert state.stack[-1]["kind"] == "noon"  # an empty posse ends the shootout at once
    assert state.booted[tommy] and state.at[tommy] == home(state, 1)
    assert state.at[allie] == TOWN_SQUARE
    state.check_invariants()


# ---- jobs --------------------------------------------------------------------------------------


def test_it_succeeds_an_unopposed_job_and_sends_the_posse_home_booted():
    state = at_noon()
    deed = build(state, 1, "The Orphanage")
    leader = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    helper = dude_in_play(state, 0, "Ike Clanton", at=TOWN_SQUARE)

    jobs.start_job(state, 0, leader, deed)
    flow.advance(state)
    act(state, "join", dude=helper)  # dudes at the leader's location boot to join
    assert state.booted[helper] and not state.booted[leader]
    act(state, "posse_done")
    while state.to_act() == [0]:
        act(state, "posse_done")
    events = act(state, "posse_done")  # the other player does not oppose

    assert any(e["type"] == "job_succeeded" for e in events)
    assert state.at[leader] == state.at[helper] == home(state, 0)
    assert state.booted[leader] and state.booted[helper]
    state.check_invariants()


def test_it_fails_a_job_whose_posse_loses_the_shootout():
    state = without_action_cards(at_noon())
    deed = build(state, 1, "The Orphanage")
    leader = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    guard = dude_in_play(state, 1, "Rob Wilby", at=deed)
    stack_deck(state, 0, OUTLAW_HIGH_CARD)
    stack_deck(state, 1, ["Asakichi Cooke", "Hustings", "Yan Li's Tailoring", "Circle M Ranch", "Fancy New Hat"])

    jobs.start_job(state, 0, leader, deed)
    flow.advance(state)
    while state.to_act() == [0] and state.stack[-1]["kind"] == "posse":
        act(state, "posse_done")
    assert state.at[leader] == deed
    act(state, "join", dude=guard)
    act(state, "posse_done")
    while state.stack[-1]["kind"] == "redraw":
        act(state, "redraw_done")
    assert state.to_act() == [0]  # Allie's high card loses to three threes
    act(state, "casualty", card=leader, how="ace")
    events = []
    while state.stack[-1]["kind"] == "flee":
        events = act(state, "fight")

    assert any(e["type"] == "job_failed" for e in events)
    assert leader in state.boot_hill[0]
    state.check_invariants()


def test_it_lets_a_player_show_a_legal_hand_instead_of_a_stronger_cheatin_one():
    state = without_action_cards(at_noon())
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)  # 3 stud: eight cards
    hattie = dude_in_play(state, 1, "Rob Wilby", at=TOWN_SQUARE)
    sevens = ["Baker Andrews", "Baker Andrews", "Cattle Market", "Jessica Patchett", "Belligerence"]
    stack_deck(state, 0, [*sevens, "Mugging", "Tusk", "Mustang"])  # 7S 7S 7D KS 4C 2C 4H 5H
    stack_deck(state, 1, LAWDOG_HIGH_CARD)
    callout_to_hands(state, pancho, hattie)

    assert state.stack[-1]["kind"] == "form_hand" and state.to_act() == [0]
    assert {a["legal"] for a in state.legal_actions(0)} == {True, False}
    act(state, "form_hand", legal=True)

    hands = shootout.current(state)["hands"]
    assert hands[0]["rank"] == 3 and not hands[0]["cheatin"]  # legal two pair, not a cheatin' full house


def test_it_lets_another_player_oppose_a_job_the_marks_controller_lets_pass():
    state = at_noon(decks=(OUTLAWS, LAW_DOGS, OUTLAWS))
    deed = build(state, 1, "The Orphanage")
    leader = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    baker = dude_in_play(state, 2, "Baker Andrews", at=TOWN_SQUARE)

    jobs.start_job(state, 0, leader, deed)
    flow.advance(state)
    while state.to_act() == [0]:
        act(state, "invite_done" if state.stack[-1]["kind"] == "invite" else "posse_done")
    assert state.to_act() == [1]  # the mark's controller is asked first
    act(state, "posse_done")
    assert state.to_act() == [2]
    act(state, "join", dude=baker)
    act(state, "posse_done")
    act(state, "invite_done")  # the opposing player may invite the others too

    fight = shootout.current(state)
    assert fight["mark_seat"] == 2 and fight["posse"][2] == [baker]
    assert state.at[baker] == deed and state.booted[baker]
    assert state.bounty[leader] == state.bounty[baker] == 1  # both broke into the Law Dogs' Orphanage
    state.check_invariants()


def test_it_lets_an_invited_third_player_fight_on_the_leaders_side():
    state = without_action_cards(at_noon(decks=(OUTLAWS, LAW_DOGS, OUTLAWS)))
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    hattie = dude_in_play(state, 1, "Rob Wilby", at=TOWN_SQUARE)
    baker = dude_in_play(state, 2, "Baker Andrews", at=TOWN_SQUARE)
    stack_deck(state, 0, [*OUTLAW_HIGH_CARD, "Jessica Patchett", "Belligerence"])  # a pair of fours at best
    stack_deck(state, 1, ["Asakichi Cooke", "Hustings", "Shotgun", "Bobo", "Circle M Ranch"])  # three threes
    noon_seat(state, 0)
    act(state, "callout", dude=allie, mark=hattie)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "invite", player=2)
    assert state.to_act() == [2]
    act(state, "join", dude=baker)
    act(state, "posse_done")
    act(state, "invite_done")
    act(state, "posse_done")  # the mark's side: nobody is left to invite
    assert state.to_act() == [0] and {a["dude"] for a in state.legal_actions(0)} == {allie, baker}
    act(state, "shooter", dude=baker)  # a third-party shooter; the draw comes from the leader's deck
    while state.stack[-1]["kind"] == "redraw":
        act(state, "redraw_done")

    fight = shootout.current(state)
    assert len([h for h in fight["hands"] if h]) == 2 and fight["casualties"][0] == 2
    assert {a["card"] for a in state.legal_actions(0)} == {allie}  # the first casualty is the leader's own
    act(state, "casualty", card=allie, how="ace")
    assert state.to_act() == [2] and state.stack[-1]["kind"] == "flee"  # the loser's ally decides first
    act(state, "flee", dude=baker)

    assert state.stack[-1]["kind"] == "noon"
    assert state.booted[baker] and state.at[baker] == home(state, 2)
    state.check_invariants()


def test_it_spares_a_side_with_the_owners_dudes_the_bounty_for_breakin_and_enterin():
    state = at_noon(decks=(OUTLAWS, LAW_DOGS, OUTLAWS))
    orphanage = build(state, 1, "The Orphanage")
    hattie = dude_in_play(state, 1, "Rob Wilby", at=orphanage)
    baker = dude_in_play(state, 2, "Baker Andrews", at=orphanage)
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    noon_seat(state, 1)
    act(state, "callout", dude=hattie, mark=baker)
    act(state, "accept")
    act(state, "posse_done")
    act(state, "invite", player=0)
    act(state, "join", dude=allie)  # from the adjacent town square, booting
    act(state, "posse_done")
    act(state, "invite_done")
    act(state, "posse_done")

    assert state.bounty[hattie] == state.bounty[allie] == 0  # the owner's side
    assert state.bounty[baker] == 1
    state.check_invariants()


def test_it_aces_a_joker_used_in_a_draw_hand_and_discards_the_rest():
    state = without_action_cards(at_noon())
    allie = dude_in_play(state, 0, "Allie Hensman", at=TOWN_SQUARE)
    hattie = dude_in_play(state, 1, "Rob Wilby", at=TOWN_SQUARE)
    cards = stack_deck(state, 0, ["Baker Andrews", "Cattle Market", "Pinto", "Jessica Patchett", "Joker (black)"])
    stack_deck(state, 1, LAWDOG_HIGH_CARD)
    callout_to_hands(state, allie, hattie)

    assert shootout.current(state)["hands"][0]["rank"] == 8  # four sevens with the joker
    joker = cards[-1]
    assert joker in state.boot_hill[0]
    assert all(card in state.discard[0] for card in cards[:-1])
