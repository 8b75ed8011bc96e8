"""Cheatin' Resolutions on goods and spells beyond the base set, each in a shootout where the
opponent revealed a cheatin' hand: what it changes, and what keeps it shut (a legal opponent,
booted, a failed skill test, a hand of its own that is not legal)."""

from __future__ import annotations

from games.engines.doomtown import flow
from games.engines.doomtown.abilities.effects import acting
from games.engines.doomtown.abilities.rounds import CASUALTIES, RANKS, lock, raise_rank, shown_rank
from games.engines.doomtown.poker import evaluate
from games.engines.doomtown.town import TOWN_SQUARE, bullets
from tests.engines.doomtown.card_scenario import (
    CHEATIN_HAND,
    LEGAL_HAND,
    abilities,
    at_resolution,
    fight,
    game,
    give,
    on_top,
    plays,
    use,
)
from tests.engines.doomtown.scenario import dude_in_play, stack_deck, to_hand

LEGAL, CHEATIN = LEGAL_HAND, CHEATIN_HAND


def cheated(mine: str, card: str, theirs: tuple[str, ...] = ("Clint Ramsey",), hands=(LEGAL, CHEATIN), extra=()):
    """``mine`` holds ``card`` in a town-square shootout against Clint; hands revealed."""
    state = game([mine, card, "Clint Ramsey", "Walter Jameson", *extra], list(theirs))
    dude = dude_in_play(state, 0, mine, at=TOWN_SQUARE)
    item = give(state, 0, card, dude)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = fight(state, [dude], [clint])
    at_resolution(state, frame, {0: hands[0], 1: hands[1]}, {0: dude, 1: clint})
    return state, frame, dude, item, clint


def test_rangers_bible_lowers_a_rank_by_influence_with_a_legal_hand():
    state, frame, pancho, bible, clint = cheated("Pancho Castillo", "Ranger's Bible")
    use(state, bible, "their hand")
    assert shown_rank(frame, 1) == 1 and state.booted[bible]  # 3 - Pancho's 2 influence
    assert abilities(state, bible) == []


def test_rangers_bible_needs_your_hand_legal_and_a_cheater():
    state, frame, pancho, bible, clint = cheated("Pancho Castillo", "Ranger's Bible", hands=(CHEATIN, CHEATIN))
    assert abilities(state, bible) == []
    state, frame, pancho, bible, clint = cheated("Pancho Castillo", "Ranger's Bible", hands=(LEGAL, LEGAL))
    assert abilities(state, bible) == []


def test_bedazzle_lowers_a_rank_and_takes_all_of_a_dudes_bullets():
    state, frame, valeria, spell, clint = cheated("Valeria Batten", "Bedazzle")
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, ["their hand", clint])
    assert shown_rank(frame, 1) == 1 and bullets(state, clint) == 0


def test_bedazzle_does_nothing_on_a_failed_hex():
    state, frame, valeria, spell, clint = cheated("Valeria Batten", "Bedazzle")
    on_top(state, 0, "Walter Jameson")  # 1 + 1 misses 3
    use(state, spell, ["their hand", clint])
    assert shown_rank(frame, 1) == 3 and bullets(state, clint) == 2 and state.booted[spell]


def test_missed_me_counts_the_opposing_dudes_and_sidekicks():
    state, frame, valeria, spell, clint = cheated(
        "Valeria Batten", "Missed Me!", theirs=("Clint Ramsey", "Erik Samson")
    )
    erik = dude_in_play(state, 1, "Erik Samson", at=TOWN_SQUARE)
    frame["posse"][1].append(erik)
    on_top(state, 0, "Clint Ramsey")
    use(state, spell)
    assert shown_rank(frame, 1) == 1  # 3 - 2 dudes


def test_a_lock_on_ranks_stops_a_cheatin_resolution_only_when_it_names_cheatin():
    state, frame, valeria, spell, clint = cheated("Valeria Batten", "Missed Me!")
    lock(frame, RANKS, ("shootout", "react", "resolution"))  # Campbell & Hatch's words: Cheatin' still may
    on_top(state, 0, "Clint Ramsey")
    use(state, spell)
    assert shown_rank(frame, 1) == 2
    other, frame, valeria, spell, clint = cheated("Valeria Batten", "Missed Me!")
    lock(frame, RANKS, ("cheatin",))
    on_top(other, 0, "Clint Ramsey")
    use(other, spell)
    assert shown_rank(frame, 1) == 3


def test_wrathful_spider_sends_the_opposing_shooter_home():
    state, frame, mazatl, spell, clint = cheated("Speaks-With-Earth", "Wrathful Spider")
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, clint, ability=0)
    assert state.at[clint] == state.table.outfits[1] and state.booted[clint] and clint not in frame["posse"][1]


def test_wrathful_spider_takes_a_bullet_and_boots_on_a_big_success():
    state = game(["Speaks-With-Earth", "Wrathful Spider", "Clint Ramsey", "Walter Jameson"], ["Clint Ramsey"])
    shaman = dude_in_play(state, 0, "Speaks-With-Earth", at=TOWN_SQUARE)
    spell = give(state, 0, "Wrathful Spider", shaman)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    fight(state, [shaman], [clint])
    flow.advance(state)
    assert [a["ability"] for a in abilities(state, spell)] == [1]  # no cheatin' resolution in the plays
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 = 12: by 6
    use(state, spell, clint, ability=1)
    assert bullets(state, clint) == 1 and state.booted[clint]


def test_pale_horse_sends_a_horseless_dude_home_and_spares_casualties_by_bullets():
    state, frame, clint0, horse, clint = cheated("Pancho Castillo", "Pale Horse")
    use(state, horse, clint)
    assert clint not in frame["posse"][1] and frame["fewer_casualties"][0] == bullets(state, clint0)


def test_pale_horse_may_send_nobody_and_spares_nothing_with_a_cheatin_hand():
    state, frame, pancho, horse, clint = cheated("Pancho Castillo", "Pale Horse", hands=(CHEATIN, CHEATIN))
    use(state, horse, None)
    assert clint in frame["posse"][1] and not any(frame.get("fewer_casualties", [0, 0]))


def test_censure_raises_your_rank_spares_three_casualties_and_sends_a_dude_home():
    state, frame, ezrael, spell, clint = cheated("Ezrael Jones", "Censure")
    on_top(state, 0, "Clint Ramsey")  # 11 + 1 reaches 6
    use(state, spell, ["your hand", clint])
    assert shown_rank(frame, 0) == 3 and frame["fewer_casualties"][0] == 3 and clint not in frame["posse"][1]


def test_censure_under_a_casualty_lock_for_cheatin_spares_nothing():
    state, frame, ezrael, spell, clint = cheated("Ezrael Jones", "Censure")
    lock(frame, CASUALTIES, ("cheatin",))
    on_top(state, 0, "Clint Ramsey")
    use(state, spell, ["no hand", None])
    assert not any(frame.get("fewer_casualties", [0, 0]))


def magnum_loaded(their_hand: str = CHEATIN):
    """Pancho fires Magnum Rounds as a shootout play; then hands are shown (his legal)."""
    state = game(["Pancho Castillo", "Magnum Rounds", "Clint Ramsey"], ["Clint Ramsey"])
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    rounds = give(state, 0, "Magnum Rounds", pancho)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    frame = plays(state, [pancho], [clint])
    use(state, rounds)
    assert bullets(state, pancho) == 4 and rounds in state.discard[0]
    return state, frame, pancho


def test_magnum_rounds_leave_ranks_to_cheatin_resolutions_once_the_hand_is_legal():
    state, frame, pancho = magnum_loaded()
    frame["hands"] = [evaluate(LEGAL).to_json(), evaluate(CHEATIN).to_json()]
    frame["rank_bonus"] = [0, 0]
    with acting(0, None, "resolution"):
        raise_rank(frame, 1, -2)
    assert frame["rank_bonus"] == [0, 0]
    with acting(0, None, "cheatin"):
        raise_rank(frame, 1, -2)
    assert frame["rank_bonus"] == [0, -2]


def test_magnum_rounds_lock_nothing_after_a_cheatin_hand_of_its_own():
    state, frame, pancho = magnum_loaded()
    frame["hands"] = [evaluate(CHEATIN).to_json(), evaluate(LEGAL).to_json()]
    frame["rank_bonus"] = [0, 0]
    with acting(1, None, "resolution"):
        raise_rank(frame, 0, -1)
    assert frame["rank_bonus"] == [-1, 0]


def bad_beat(their_top: list[str]):
    state = game(["Pancho Castillo", "Bad Beat"], ["Clint Ramsey", *their_top])
    card = to_hand(state, 0, "Bad Beat")
    pancho = dude_in_play(state, 0, "Pancho Castillo", at=TOWN_SQUARE)
    clint = dude_in_play(state, 1, "Clint Ramsey", at=TOWN_SQUARE)
    stack_deck(state, 1, their_top)
    frame = fight(state, [pancho], [clint])
    at_resolution(state, frame, {0: LEGAL, 1: CHEATIN}, {0: pancho, 1: clint})
    return state, frame, card


def test_bad_beat_deals_the_cheater_a_new_hand_from_their_deck_and_takes_two_if_it_cheats_again():
    state, frame, card = bad_beat(["Ezrael Jones", "Ezrael Jones", "Avie Cline", "Pat's Perch", "El Anónimo"])
    before = list(state.stash)
    use(state, card)
    assert frame["hands"][1]["cheatin"] and state.stash == [before[0] + 2, before[1] - 2]


def test_bad_beat_takes_nothing_when_the_new_hand_is_legal():
    state, frame, card = bad_beat(["Ezrael Jones", "Avie Cline", "Pat's Perch", "El Anónimo", "Walter Jameson"])
    before = list(state.stash)
    use(state, card)
    assert not frame["hands"][1]["cheatin"] and state.stash == before
