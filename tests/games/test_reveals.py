"""Which moves undo may pass: an outcome nobody could foresee (a die, a draw, a flipped card) stops it."""

from __future__ import annotations

from games.engines import Rng, get_engine
from games.services import outcome_foreseeable, rng_state


def _first(game, wanted, *, seed=1, limit=2000):
    """Play randomly until an action of type ``wanted`` is legal; the state, seat and action."""
    state = get_engine(game).new_game(players=2, seed=seed)
    rng = Rng(seed)
    for _ in range(limit):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        match = [action for action in legal if action["type"] == wanted]
        if match:
            return state, seat, match[0]
        state.apply(seat, rng.choice(legal))
    raise AssertionError(f"no {wanted} action came up")


def _foreseeable(state, seat, action, viewers):
    after = state.clone()
    after.apply(seat, action)
    return outcome_foreseeable(state, seat, action, after, viewers=viewers)


def test_a_die_roll_is_not_foreseeable():
    state, seat, action = _first("studios", "act")
    after = state.clone()
    after.apply(seat, action)

    assert rng_state(after) != rng_state(state)
    assert not _foreseeable(state, seat, action, [seat])


def test_a_resource_discarded_from_my_own_hand_is_foreseeable_to_me():
    state, seat, action = _first("townbuilder", "discard")

    assert action["card"] in ("wood", "brick", "silver", "gold")
    assert _foreseeable(state, seat, action, [seat])
