"""Later dudes whose play turns on bounty or resets bullets: Virgil Earp's Cheatin' Resolution and
Bai Yang Chen (Exp.1)."""

from __future__ import annotations

import pytest

from games.engines.doomtown import flow
from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.town import bullets
from tests.engines.doomtown import card_scenario as cards
from tests.engines.doomtown.card_scenario import (
    LEGAL_HAND,
    abilities,
    fight,
    game,
    in_square,
    named,
    pick,
    stash,
    use,
    wanted,
)

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
