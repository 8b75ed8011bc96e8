"""Later dudes whose play turns on bounty or sets their own bullets: Virgil Earp's Cheatin'
Resolution, Bai Yang Chen (Exp.1), QUATERMAN PRIME."""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.inventing import invent
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.would import move_or_boot, send_home
from games.engines.doomtown.town import TOWN_SQUARE, bullets, home
from tests.engines.doomtown import card_scenario as cards
from tests.engines.doomtown.card_scenario import (
    LEGAL_HAND,
    abilities,
    code,
    fight,
    game,
    give,
    in_square,
    named,
    pick,
    stash,
    use,
    wanted,
)
from tests.engines.doomtown.scenario import dude_in_play, to_hand

BAI = "Bai Yang Chen (Exp.1)"


def _virgil_against_wanted(mine: str):
    """Virgil (seat 0, showing ``mine``) against a cheatin' Erik (3 bounty) and Clint (3 bounty)."""
    state = game(["Virgil Earp"], ["Erik Samson", "Clint Ramsey"])
    (virgil,) = in_square(state, 0, "Virgil Earp")
    erik, clint = in_square(state, 1, "Erik Samson", "Clint Ramsey")
    wanted(state, erik, 3)
    wanted(state, clint, 3)
    frame = fight(state, [virgil], [erik, clint])
    cards.at_resolution(state, frame, {0: mine, 1: cards.CHEATIN_HAND}, {0: virgil, 1: erik})
    return state, frame, virgil, erik, clint


@pytest.mark.parametrize("mine, most", [(LEGAL_HAND, 5), (cards.CHEATIN_HAND, 3)])
def test_virgil_earp_chooses_up_to_three_bounty_five_with_a_legal_hand(mine, most):
    state, frame, virgil, erik, clint = _virgil_against_wanted(mine)
    assert [a["target"] for a in abilities(state, virgil)] == list(range(1, most + 1))


def test_virgil_earp_lowers_the_cheaters_rank_and_the_cheater_may_remove_the_chosen_bounty():
    state, frame, virgil, erik, clint = _virgil_against_wanted(LEGAL_HAND)
    bank = state.bank
    use(state, virgil, 4)
    assert frame["rank_bonus"][1] == -4
    pick(state, "remove")
    assert (state.bounty[erik], state.bounty[clint], state.bank) == (0, 2, bank + 4)


def test_virgil_earps_chosen_bounty_stays_when_the_cheater_keeps_it():
    state, frame, virgil, erik, clint = _virgil_against_wanted(LEGAL_HAND)
    use(state, virgil, 2)
    pick(state, "keep")
    assert (state.bounty[erik], state.bounty[clint], frame["rank_bonus"][1]) == (3, 3, -2)


def test_bai_yang_chen_after_each_shootout_play_has_five_bullets_less_his_hand():
    state = game([BAI, "Shotgun"], ["Erik Samson", "Clint Ramsey"])
    (bai,) = in_square(state, 0, BAI)
    erik, clint = in_square(state, 1, "Erik Samson", "Clint Ramsey")
    frame = fight(state, [bai], [erik, clint])
    effects.add(state, "bullets", bai, 2, until="shootout")
    assert bullets(state, bai) == 7  # no play yet: printed 5 and the change
    frame["step"] = "plays"
    flow.advance(state)  # nobody has a play: each passes by themselves
    assert state.stack[-1]["kind"] != "plays" and bullets(state, bai) == 5 - len(state.hand[0])
    effects.add(state, "bullets", bai, 1, until="shootout")
    assert bullets(state, bai) == 6 - len(state.hand[0])  # a later change counts until the next play
    assert not may_attach(state, named(state, 0, "Shotgun"), bai)  # no attachments


def test_bai_yang_chen_draws_at_noon_only_with_an_empty_stash():
    state = game([BAI])
    (bai,) = in_square(state, 0, BAI)
    assert abilities(state, bai) == []
    stash(state, 0, 0)
    hand = len(state.hand[0])
    use(state, bai)
    assert len(state.hand[0]) == hand + 1
    assert abilities(state, bai) == []  # once a turn


QUATERMAN = "QUATERMAN PRIME"


def test_quaterman_prime_is_invented_at_his_inventors_location_never_recruited():
    state = game([QUATERMAN, "Arnold Stewart"])
    prime = to_hand(state, 0, QUATERMAN)
    arnold = dude_in_play(state, 0, "Arnold Stewart", at=TOWN_SQUARE)
    legal = state.legal_actions(0)
    assert not any(a["type"] == "recruit" and a["card"] == prime for a in legal)
    state.hand[0].remove(prime)
    invent(state, 0, arnold, prime, arnold, easier=20)
    assert prime in state.play[0]  # invented
    assert prime in state.play[0] and state.at[prime] == TOWN_SQUARE


def test_quaterman_primes_bullets_change_only_by_his_goods_and_no_card_boots_or_moves_him():
    state = game([QUATERMAN, "Shotgun", "Pancho Castillo"], ["Erik Samson"])
    (prime,) = in_square(state, 0, QUATERMAN)
    shotgun = give(state, 0, "Shotgun", prime)
    assert bullets(state, prime) == 3  # 2 and the Shotgun's 1
    with effects.acting(1, named(state, 1, "Erik Samson")):
        effects.add(state, "bullets", prime, -2, until="turn")
    with effects.acting(0, shotgun):
        effects.add(state, "bullets", prime, 1, until="turn")
    assert bullets(state, prime) == 4
    with effects.acting(1, named(state, 1, "Erik Samson"), "noon"):
        move_or_boot(state, 1, prime, to=home(state, 0), boot=True)
        send_home(state, 1, prime)
    assert state.at[prime] == TOWN_SQUARE and not state.booted[prime]


def test_quaterman_prime_gives_each_cheater_in_his_shootout_one_more_casualty():
    state = game([QUATERMAN], ["Erik Samson"])
    (prime,) = in_square(state, 0, QUATERMAN)
    (erik,) = in_square(state, 1, "Erik Samson")
    trait = HOOKS["hands_revealed"][code(QUATERMAN)]
    trait(state, prime, {0: False, 1: True})
    assert "more_casualties" not in state.stack[-1]  # no shootout
    frame = fight(state, [prime], [erik])
    trait(state, prime, {0: True, 1: True})
    assert frame["more_casualties"] == [1, 1]
