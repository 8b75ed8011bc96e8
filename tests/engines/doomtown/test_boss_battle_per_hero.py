"""Boss Battle: the Villain's 1 ghost rock to let an ability apply once per opposing Hero, for each kind
of ability (RULINGS.md 209, 240-243; Gunfighter RULINGS.md 36). The rulebook, "Boss Battle! Variant":

    "When the Villain uses an ability, they may pay 1 ghost rock (in addition to any other costs) in
    order to let the ability apply once per opposing Hero. If the ability targets an opposing dude,
    it may only affect a given dude once."
"""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.boss_scenario import VILLAIN, battle, hex_at_town_square
from tests.engines.doomtown.card_scenario import plays
from tests.engines.doomtown.scenario import act, dude_in_play, to_hand


def paid(state, card, target=None):
    return [a for a in state.legal_actions(VILLAIN) if a.get("per_hero") and a["card"] == card and
            (target is None or a["target"] == target)]  # fmt: skip


def test_a_hex_is_pulled_once_and_its_success_applies_to_a_dude_of_each_other_hero():
    """Ruling 240: the skill test is part of using the ability, so one pull decides for every Hero."""
    state = battle()
    mark, (lawrence, hattie, rob) = hex_at_town_square(state, pulled=13)
    stash = state.stash[VILLAIN]
    events = state.apply(VILLAIN, paid(state, mark, lawrence)[0])
    assert state.booted[lawrence] and state.stash[VILLAIN] == stash - 1
    assert [e["type"] for e in events].count("skill_test") == 1
    picks = state.legal_actions(VILLAIN)
    assert sorted(a["card"] for a in picks) == [hattie, rob]  # only the other Hero's dudes
    events = state.apply(VILLAIN, next(a for a in picks if a["card"] == hattie))
    assert state.booted[hattie] and not state.booted[rob]  # once per Hero: one dude of seat 2
    assert not any(e["type"] == "skill_test" for e in events)  # no second pull
    state.check_invariants()


def test_another_heros_dude_is_offered_only_if_the_one_pull_beats_its_own_difficulty():
    """Ruling 240: Paralysis Mark's difficulty is the target's value; 3 + a pulled 4 beats Lawrence
    (3) and Rob (2), not Hattie (12)."""
    state = battle()
    mark, (lawrence, hattie, rob) = hex_at_town_square(state, pulled=4)
    state.apply(VILLAIN, paid(state, mark, lawrence)[0])
    assert state.booted[lawrence]
    assert [a["card"] for a in state.legal_actions(VILLAIN)] == [rob]


def test_a_failed_pull_applies_nothing_more_and_the_ghost_rock_is_spent():
    """Ruling 240: a failed test leaves nothing to apply once per Hero."""
    state = battle()
    mark, (lawrence, hattie, rob) = hex_at_town_square(state, pulled=4)
    stash = state.stash[VILLAIN]
    state.apply(VILLAIN, paid(state, mark, hattie)[0])  # 7 against Hattie's 12
    assert not state.booted[hattie] and state.stash[VILLAIN] == stash - 1
    assert state.stack[-1]["kind"] == "noon" and not state.booted[lawrence]


def unopposed(state):
    """Every posse and invitation declined until the job is over (back at High Noon)."""
    while state.stack[-1]["kind"] != "noon":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a["type"] in ("posse_done", "invite_done", "pass")), legal[0]))


def test_a_job_gets_a_mark_of_each_other_hero_and_its_ending_applies_to_each_mark():
    """Ruling 241: one job, one shootout; the Ambush's success aces the mark and the extra mark, and
    each unwanted mark puts a bounty on the posse."""
    state = battle()
    ambush = to_hand(state, VILLAIN, "Ambush")
    leader = dude_in_play(state, VILLAIN, "Nicodemus Whateley")
    lawrence = dude_in_play(state, 0, "Lawrence Blackwood", at=TOWN_SQUARE, booted=True)
    hattie = dude_in_play(state, 2, "Hattie DeLorre", booted=True)
    for seat in (0, 2):  # no Hero dude can oppose
        for dude in state.play[seat]:
            state.booted[dude] = 1
    offered = paid(state, ambush, [leader, lawrence])
    assert offered and "mark of each other Hero" in offered[0]["label"]
    state.apply(VILLAIN, offered[0])
    picks = state.legal_actions(VILLAIN)
    assert hattie in [a["card"] for a in picks] and picks[0]["label"].startswith("Also mark")
    state.apply(VILLAIN, next(a for a in picks if a["card"] == hattie))
    assert next(f for f in state.stack if f["kind"] == "job")["extra_marks"] == [hattie]
    unopposed(state)
    assert lawrence in state.boot_hill[0] and hattie in state.boot_hill[2]
    assert state.bounty[leader] == 2  # neither mark was wanted: once per mark
    state.check_invariants()


def test_an_ability_against_a_hero_player_applies_to_each_other_hero_at_once():
    """Ruling 242: Nathan Shane looks at an opponent's hand (and may discard an action card seen);
    paid for, he looks at each Hero's hand, with no dude to pick."""
    state = battle()
    nathan = dude_in_play(state, VILLAIN, "Nathan Shane", at=TOWN_SQUARE)
    lawrence = dude_in_play(state, 0, "Lawrence Blackwood", at=TOWN_SQUARE)
    plays(state, [lawrence], [nathan])
    state.stack[-1]["seat"] = VILLAIN  # the Villain's shootout play
    offered = [a for a in state.legal_actions(VILLAIN) if a.get("per_hero") and a["card"] == nathan]
    assert [a["target"] for a in offered] == [0, 2]  # either Hero first: a Hero need not be in the fight
    events = state.apply(VILLAIN, offered[0])
    assert [e["type"] for e in events].count("looked_at") == 2
    assert sum(1 for f in state.stack if f["kind"] == "pick" and f["then"] == "nathan") == 2
    assert {f["opponent"] for f in state.stack if f["kind"] == "pick" and f["then"] == "nathan"} == {0, 2}


def test_an_ability_on_no_one_heros_card_is_not_offered_with_the_payment():
    """Ruling 243: no target, or the Villain's own card: nothing to apply once per Hero."""
    state = battle()
    legal = state.legal_actions(VILLAIN)
    for action in legal:
        if action.get("per_hero"):
            target = action["target"]
            subject = target[1] if isinstance(target, list) else target
            assert subject is not None and state.table[subject].owner != VILLAIN


def automaton_at_its_ability_step(state):
    """The Automaton's High Noon play: its pull, no move, no card; its choice of an ability is next."""
    for kind in ("automaton_pull", "automaton_no_move", "automaton_no_card"):
        while state.to_act() == [VILLAIN] and not any(a["type"] == kind for a in state.legal_actions(VILLAIN)):
            if state.stack[-1].get("stage") == "ability":
                return
            break
        if any(a["type"] == kind for a in state.legal_actions(VILLAIN)):
            act(state, kind)
    assert state.stack[-1]["kind"] == "automaton_choice" and state.stack[-1]["stage"] == "ability"


def test_the_automaton_villain_pays_for_the_use_it_chose_when_it_has_the_ghost_rock():
    """Gunfighter RULINGS.md 36: the paid use stands in the plain one's place among its choices."""
    state = battle(automaton=True)
    mark, (lawrence, hattie, rob) = hex_at_town_square(state, pulled=13)
    automaton_at_its_ability_step(state)
    uses = [a for a in state.legal_actions(VILLAIN) if a["type"] == "ability" and a["card"] == mark]
    on_heroes = [a for a in uses if a["target"] in (lawrence, hattie, rob)]
    assert [a["target"] for a in on_heroes] == [lawrence, hattie, rob]
    assert all(a.get("per_hero") for a in on_heroes)  # no plain use on a Hero's dude is left beside them
    state.stash[VILLAIN] = 0
    unpaid = [a for a in state.legal_actions(VILLAIN) if a["type"] == "ability" and a["card"] == mark]
    assert len(unpaid) == len(uses) and not any(a.get("per_hero") for a in unpaid)  # no ghost rock: plain uses
