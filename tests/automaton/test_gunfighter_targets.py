"""Target Priorities, Effect Priorities, the rulebook's tie-break and the non-unique rules, each
list on a hand-made table (rulebook, "Automaton Decisions", "Non-Unique Cards", "Archetype:
Gunfighter": Effect Priorities and Target Priorities)."""

from __future__ import annotations

from automaton.strategies.gunfighter import targets
from automaton.strategies.gunfighter.priorities import pick
from automaton.strategies.gunfighter.targets import Effect, choose_effect
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN, at_noon, deed, dude, goods


def chosen(state, cards, criteria):
    result = pick(cards, criteria, lambda c: c, state)
    return state.table[result.choice].name, result.reason


def test_it_gives_a_bonus_to_the_own_dude_whose_stud_bullets_grow_most():
    state = at_noon()
    ramiro = dude(state, AUTOMATON, "Ramiro Mendoza")  # stud 3
    erik = dude(state, AUTOMATON, "Erik Samson")  # draw 2
    assert chosen(state, [erik, ramiro], targets.bonus(state, bullets_gain=1)) == (
        "Ramiro Mendoza", "greatest increase in stud bullets")  # fmt: skip
    assert chosen(state, [erik, ramiro], targets.bonus(state, bullets_gain=1, makes_stud=True))[0] == "Erik Samson"


def test_it_reverses_the_bonus_list_for_an_opposing_dude():
    state = at_noon()
    ike = dude(state, HUMAN, "Ike Clanton")  # draw 0
    baker = dude(state, HUMAN, "Baker Andrews")  # stud 2
    assert chosen(state, [baker, ike], targets.bonus(state, bullets_gain=1, opposing=True)) == (
        "Ike Clanton", "reversed: greatest increase in stud bullets")  # fmt: skip


def test_it_gives_bonuses_to_its_own_dudes_and_penalties_to_the_players_dudes_first():
    state = at_noon()
    ike, rob = dude(state, HUMAN, "Ike Clanton"), dude(state, AUTOMATON, "Rob Wilby")
    bonus_first = [targets.side_first(state, AUTOMATON, is_bonus=True), *targets.bonus(state, bullets_gain=1)]
    assert chosen(state, [ike, rob], bonus_first) == ("Rob Wilby", "bonuses to Automaton dudes first")
    penalty_first = [targets.side_first(state, AUTOMATON, is_bonus=False), *targets.penalty(state)]
    assert chosen(state, [ike, rob], penalty_first) == ("Ike Clanton", "penalties to player dudes first")


def test_it_places_bounty_on_the_opposing_dude_with_least_bounty_then_most_influence():
    state = at_noon()
    ike = dude(state, HUMAN, "Ike Clanton")  # influence 2
    allie = dude(state, HUMAN, "Allie Hensman")  # influence 0
    lawrence = dude(state, HUMAN, "Lawrence Blackwood")  # influence 1, already wanted
    state.bounty[lawrence] = 1
    assert chosen(state, [allie, ike, lawrence], targets.bounty(state)) == (
        "Ike Clanton",
        "dude with highest influence",
    )


def test_it_lets_its_own_dude_with_least_influence_then_a_draw_dude_leave_play():
    state = at_noon()
    rob, bobo = dude(state, AUTOMATON, "Rob Wilby"), dude(state, AUTOMATON, "Bobo")
    assert chosen(state, [bobo, rob], targets.own_leaving_play(state)) == ("Rob Wilby", "lowest influence")
    tommy, erik = dude(state, AUTOMATON, "Tommy Harden"), dude(state, AUTOMATON, "Erik Samson")
    assert chosen(state, [tommy, erik], targets.own_leaving_play(state)) == ("Erik Samson", "draw dude")


def test_it_removes_the_opposing_dude_with_most_influence_then_a_stud():
    state = at_noon()
    ike, allie = dude(state, HUMAN, "Ike Clanton"), dude(state, HUMAN, "Allie Hensman")
    assert chosen(state, [allie, ike], targets.opposing_leaving_play(state)) == ("Ike Clanton", "highest influence")
    baker, lawrence = dude(state, HUMAN, "Baker Andrews"), dude(state, HUMAN, "Lawrence Blackwood")
    assert chosen(state, [lawrence, baker], targets.opposing_leaving_play(state)) == ("Baker Andrews", "stud")


def test_it_loses_its_cheapest_attachment_and_takes_the_dearest_opposing_one():
    state = at_noon()
    ramiro = dude(state, AUTOMATON, "Ramiro Mendoza")
    knife, shotgun = goods(state, AUTOMATON, "Bowie Knife", ramiro), goods(state, AUTOMATON, "Shotgun", ramiro)
    assert chosen(state, [shotgun, knife], targets.attachment_lost(state)) == ("Bowie Knife", "lowest cost")
    assert chosen(state, [shotgun, knife], targets.attachment_lost(state, opposing=True))[0] == "Shotgun"


def test_it_penalises_an_opposing_stud_first_and_its_own_draw_dude_without_influence():
    state = at_noon()
    baker, ike = dude(state, HUMAN, "Baker Andrews"), dude(state, HUMAN, "Ike Clanton")
    assert chosen(state, [ike, baker], targets.penalty(state)) == ("Baker Andrews", "stud dude")
    tommy, rob = dude(state, AUTOMATON, "Tommy Harden"), dude(state, AUTOMATON, "Rob Wilby")
    assert chosen(state, [tommy, rob], targets.penalty(state, opposing=False)) == ("Rob Wilby", "reversed: stud dude")


def test_it_makes_a_pull_with_the_highest_skill():
    state = at_noon()
    bass, erik = dude(state, AUTOMATON, "Bass Reeves"), dude(state, AUTOMATON, "Erik Samson")
    assert chosen(state, [erik, bass], targets.pull_maker(state, "Blessed")) == (
        "Bass Reeves",
        "highest Blessed rating",
    )


def test_it_marks_the_opposing_dude_with_most_control_then_influence_then_attachments_then_cost():
    state = at_noon()
    ike, baker = dude(state, HUMAN, "Ike Clanton"), dude(state, HUMAN, "Baker Andrews")  # influence 2 and 1
    assert chosen(state, [baker, ike], targets.opposing_mark(state)) == ("Ike Clanton", "highest influence")
    lawrence = dude(state, HUMAN, "Lawrence Blackwood")  # influence 1 like Baker
    goods(state, HUMAN, "Tusk", lawrence)
    assert chosen(state, [baker, lawrence], targets.opposing_mark(state)) == ("Lawrence Blackwood", "most attachments")


def test_it_orders_effects_penalties_first_then_leaving_play_booting_most_stud_and_bullets():
    bonus = Effect("own dude +1 bullet", "bullets", penalty_to_opposing=False)
    penalty = Effect("opposing dude -1 bullet", "bullets", penalty_to_opposing=True)
    assert choose_effect([bonus, penalty]) == (penalty, "penalties to opposing cards over bonuses to own cards")
    leave = Effect("discard a dude", "leave_or_enter", penalty_to_opposing=True)
    assert choose_effect([penalty, leave])[0] == leave
    boot_one = Effect("boot one", "boot_or_unboot", penalty_to_opposing=True, cards=1)
    boot_two = Effect("boot two", "boot_or_unboot", penalty_to_opposing=True, cards=2)
    assert choose_effect([boot_one, boot_two, penalty]) == (boot_two, "booting or unbooting the most cards")
    stud = Effect("make a draw dude a stud", "stud_or_draw", penalty_to_opposing=False)
    assert choose_effect([bonus, stud])[0] == stud


def test_it_breaks_ties_by_the_highest_value_then_alphabetically():
    state = at_noon()
    tommy, ramiro = dude(state, AUTOMATON, "Tommy Harden"), dude(state, AUTOMATON, "Ramiro Mendoza")  # both 3S
    hattie = dude(state, AUTOMATON, "Hattie DeLorre")  # QS
    assert chosen(state, [tommy, hattie], []) == ("Hattie DeLorre", "tie-break: the card with the highest value")
    assert chosen(state, [tommy, ramiro], []) == (
        "Ramiro Mendoza",
        "tie-break: the card that comes first alphabetically",
    )


def test_it_tells_copies_of_a_dude_apart_by_attachments_then_unbooted():
    state = at_noon()
    first = dude(state, AUTOMATON, "Erik Samson", booted=True)
    second = dude(state, AUTOMATON, "Erik Samson", copy=1)
    assert chosen(state, [first, second], [])[1] == "copies: an unbooted dude"
    goods(state, AUTOMATON, "Bowie Knife", first)
    assert chosen(state, [first, second], []) == ("Erik Samson", "copies: the dude with the most attachments")
    assert pick([first, second], [], lambda c: c, state).choice == first


def test_it_tells_copies_of_a_deed_apart_by_empty_then_closest_to_home():
    state = at_noon()
    near = deed(state, AUTOMATON, "Yan Li's Tailoring")
    deed(state, AUTOMATON, "Hustings")
    far = state.table[near].id + 1  # the second copy
    state.deck[AUTOMATON].remove(far)
    state.play[AUTOMATON].append(far)
    state.street[AUTOMATON].append(far)
    assert pick([far, near], [], lambda c: c, state) == pick([near, far], [], lambda c: c, state)
    assert pick([far, near], [], lambda c: c, state).reason == "copies: the deed closest to the home on its street"
    dude(state, AUTOMATON, "Rob Wilby", near)
    assert pick([far, near], [], lambda c: c, state).choice == far
