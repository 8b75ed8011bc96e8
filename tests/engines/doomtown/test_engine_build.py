"""Rules machinery from the engine issue's Build list: Experienced replacement under the effects
on the dude, grit, and the minima and maxima of stats."""

from __future__ import annotations

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.town import bullets, grit, influence, value
from tests.engines.doomtown.scenario import OUTLAWS, act, at_noon, named, noon_seat, to_hand

NABBE_DECK = {
    "name": "Nabbe",
    "outfit": "24009",
    "cards": [{"code": "24071", "quantity": 1, "starting": 1}, {"code": "25019", "quantity": 1}],
}


def test_an_experienced_version_stays_under_the_effects_on_the_dude_it_replaces():
    state = at_noon(decks=(NABBE_DECK, OUTLAWS))
    old = named(state, 0, '"Thunder Boy" Nabbe')
    new = to_hand(state, 0, '"Thunder Boy" Nabbe (Exp.1)')
    effects.add(state, "bullets", old, 2, until="turn")
    printed = state.table[new].num("bullets")
    noon_seat(state, 0)

    act(state, "replace", card=new, dude=old)

    assert bullets(state, new) == printed + 2
    assert all(effect["card"] != old for effect in state.effects)
    state.check_invariants()


def test_replacing_a_dude_triggers_no_enters_play_effect():
    state = at_noon(decks=(NABBE_DECK, OUTLAWS))
    old = named(state, 0, '"Thunder Boy" Nabbe')
    new = to_hand(state, 0, '"Thunder Boy" Nabbe (Exp.1)')
    entered = []
    HOOKS.setdefault("enters_play", {})["25019"] = lambda _state, card: entered.append(card)
    try:
        noon_seat(state, 0)
        events = act(state, "replace", card=new, dude=old)
    finally:
        del HOOKS["enters_play"]["25019"]

    assert entered == [] and not [e for e in events if e["type"] == "discarded"]
    assert old in state.discard[0] and new in state.play[0]


def test_grit_is_value_plus_bullets_plus_influence_after_minima_and_maxima():
    state = at_noon()
    dude = state.table.starting[0][0]
    assert grit(state, dude) == value(state, dude) + bullets(state, dude) + influence(state, dude)

    effects.add(state, "bullets", dude, -20, until="turn")
    effects.add(state, "influence", dude, -20, until="turn")
    effects.add(state, "value", dude, 30, until="turn")
    assert (bullets(state, dude), influence(state, dude), value(state, dude)) == (0, 0, 13)
    assert grit(state, dude) == 13

    effects.add(state, "value", dude, -60, until="turn")
    assert value(state, dude) == 1 and grit(state, dude) == 1
