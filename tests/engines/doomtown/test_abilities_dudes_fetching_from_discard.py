"""Later dudes that fetch cards from their player's discard pile: Pete Spence's job (an Attire or
Weapon attached booted), Dakota Katzeek's Totems (to the hand, then planted at her deed)."""

from __future__ import annotations

from games.engines.doomtown.town import TOWN_SQUARE
from tests.engines.doomtown.card_scenario import abilities, deed, finish_posses, game, in_discard, on_top, pick, use
from tests.engines.doomtown.scenario import dude_in_play, to_hand


def _pete_job(*discarded: str):
    """Pete Spence (with Pancho at home) succeeds in an unopposed job on the town square, these
    goods in his discard pile: the choice of what to attach is open."""
    state = game(["Pete Spence", "Pancho Castillo", *discarded])
    pete, pancho = dude_in_play(state, 0, "Pete Spence"), dude_in_play(state, 0, "Pancho Castillo")
    goods = in_discard(state, 0, list(discarded))
    marks = [a["target"] for a in abilities(state, pete)]
    assert TOWN_SQUARE in marks and state.at[pete] not in marks  # in town, not where he is
    use(state, pete, TOWN_SQUARE)
    finish_posses(state)
    return state, pete, pancho, goods


def test_pete_spence_job_attaches_a_weapon_booted_and_the_unwanted_dude_gains_a_bounty():
    state, pete, pancho, (rifle, adler) = _pete_job("Buffalo Rifle", "Adler's Needle")
    offered = {option.split()[0] for option in state.stack[-1]["options"]}
    assert offered == {str(rifle)}  # Adler's Needle is Unique
    pick(state, f"{rifle} {pancho}")
    assert state.attached_to[rifle] == pancho and state.booted[rifle] and state.bounty[pancho] == 1


def test_pete_spence_job_attire_raises_no_bounty():
    state, pete, pancho, (rose,) = _pete_job("Hawley's Rose")
    pick(state, f"{rose} {pancho}")
    assert state.attached_to[rose] == pancho and state.bounty[pancho] == 0


def _dakota_at_deed(*names: str):
    state = game(["Dakota Katzeek", "Pony Express", *names])
    place = deed(state, 0, "Pony Express")
    return state, dude_in_play(state, 0, "Dakota Katzeek", at=place), place


def test_dakota_katzeek_discards_to_fetch_a_totem_and_plants_it_at_her_deed():
    state, dakota, place = _dakota_at_deed("Spirit Trail", "Pancho Castillo")
    (trail,) = in_discard(state, 0, ["Spirit Trail"])
    pancho = to_hand(state, 0, "Pancho Castillo")
    use(state, dakota, pancho)
    assert state.booted[dakota] and pancho in state.discard[0]
    pick(state, trail)
    pick(state, "plant")
    assert state.attached_to[trail] == place and trail in state.play[0]


def test_dakota_katzeek_may_keep_the_totem_and_needs_a_deed_and_a_totem():
    state, dakota, place = _dakota_at_deed("Spirit Trail", "Pancho Castillo")
    pancho = to_hand(state, 0, "Pancho Castillo")
    on_top(state, 0, "Spirit Trail")
    assert abilities(state, dakota) == []  # no Totem to fetch (nor one in hand to discard and fetch back)
    (trail,) = in_discard(state, 0, ["Spirit Trail"])
    state.at[dakota] = TOWN_SQUARE
    assert abilities(state, dakota) == []  # not at a deed
    state.at[dakota] = place
    use(state, dakota, pancho)
    pick(state, trail)
    pick(state, "keep")
    assert trail in state.hand[0]
