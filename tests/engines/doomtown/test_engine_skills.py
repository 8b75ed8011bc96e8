"""Skill tests (inventing Gadgets), Kung Fu tests, learning spells and planting Totems."""

from __future__ import annotations

from games.engines.doomtown.skills import kung_fu_test
from games.engines.doomtown.town import home, value
from tests.engines.doomtown.scenario import LAW_DOGS, act, at_noon, dude_in_play, noon_seat, to_hand, top_card_of_value

ENTREPRENEURS, ANARCHISTS = "starter-entrepreneurs", "starter-anarchists"


def inventing(pulled, gadget="See-Through Spectacles"):
    """Arnold Stewart (Mad Scientist 1) at home invents a Gadget (Spectacles: Gadget 6)."""
    state = at_noon(decks=(ENTREPRENEURS, LAW_DOGS))
    arnold = dude_in_play(state, 0, "Arnold Stewart")
    spectacles = to_hand(state, 0, gadget)
    top_card_of_value(state, 0, pulled)
    state.stash[0] += 5
    state.bank -= 5
    noon_seat(state, 0)
    return state, arnold, spectacles


def test_it_invents_a_gadget_when_the_pull_plus_the_rating_meets_the_difficulty():
    state, arnold, spectacles = inventing(6)  # 6 + 1 >= 6
    stash = state.stash[0]

    act(state, "invent", card=spectacles, dude=arnold)

    assert state.attached_to[spectacles] == arnold
    assert state.booted[arnold] and state.stash[0] == stash - 1
    state.check_invariants()


def test_it_discards_a_gadget_whose_invention_fails_and_keeps_the_cost_paid():
    state, arnold, spectacles = inventing(6, "Yagn's Mechanical Skeleton")  # Gadget 9: 6 + 1 < 9
    stash = state.stash[0]

    events = act(state, "invent", card=spectacles, dude=arnold)

    assert spectacles in state.discard[0] and state.stash[0] == stash - 2
    assert [e["success"] for e in events if e["type"] == "skill_test"] == [False]
    state.check_invariants()


def test_it_passes_a_kung_fu_test_when_the_pull_is_at_most_the_dudes_value():
    state = at_noon(decks=(ANARCHISTS, LAW_DOGS))
    yunxu = dude_in_play(state, 0, "Yunxu Jiang")  # value 7 + Kung Fu 1 = 8
    assert value(state, yunxu) == 8

    top_card_of_value(state, 0, 2)
    assert kung_fu_test(state, 0, yunxu)
    top_card_of_value(state, 0, 10)
    assert not kung_fu_test(state, 0, yunxu)


def test_it_teaches_spells_only_to_a_matching_spellcaster_and_plants_totems_at_a_shamans_home():
    state = at_noon(decks=("starter-first-peoples", LAW_DOGS))
    state.stash[0] += 20
    state.bank -= 20
    shaman = next(d for d in state.play[0] if state.table[d].rating("Shaman") is not None)
    plain = next(d for d in state.play[0] if state.table[d].type == "dude" and not state.table[d].ratings)
    spell = next(
        to_hand(state, 0, state.table[c].name) for c in range(len(state.table))
        if state.table[c].owner == 0 and state.table[c].has("Spirit") and not state.table[c].has("Totem")
    )  # fmt: skip
    noon_seat(state, 0)

    legal = {(a["card"], a["dude"]) for a in state.legal_actions(0) if a["type"] == "learn"}
    assert (spell, shaman) in legal and (spell, plain) not in legal
    act(state, "learn", card=spell, dude=shaman)
    assert state.attached_to[spell] == shaman

    totem = to_hand(state, 0, "Red Horse's Tail")
    noon_seat(state, 0)
    assert not [a for a in state.legal_actions(0) if a["type"] == "plant" and a["dude"] == plain]
    act(state, "plant", card=totem, dude=shaman)
    assert state.attached_to[totem] == home(state, 0)  # a Totem attaches to the location
    state.check_invariants()
