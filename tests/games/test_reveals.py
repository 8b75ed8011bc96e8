"""Which moves undo may pass: an outcome nobody could foresee (a die, a draw, a flipped card) stops it."""

from __future__ import annotations

from games.engines import Rng, get_engine
from games.services import foreseeable_in_samples, outcome_foreseeable, rng_state


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


def _random_moves(game, seed, limit=400):
    """(state before, seat, action, state after) for each move of a seeded random game."""
    state, rng = get_engine(game).new_game(players=2, seed=seed), Rng(seed)
    for _ in range(limit):
        if state.is_over():
            return
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        after = state.clone()
        after.apply(seat, action)
        yield state, seat, action, after
        state = after


def test_a_town_builder_move_the_engine_calls_plainly_foreseeable_is_foreseeable_in_every_sample():
    plain = sampled = 0
    for seed in range(1, 31):
        for before, seat, action, after in _random_moves("townbuilder", seed):
            sampled += 1
            if after.plainly_foreseeable(before, seat, seat):
                plain += 1
                assert foreseeable_in_samples(before, seat, action, after, seat), (seed, action)

    assert plain > sampled / 3  # the shortcut answers for most moves, not a rare few


def test_the_town_builder_never_calls_a_draw_or_another_seats_view_plainly_foreseeable():
    draws = 0
    for seed in range(1, 11):
        for before, seat, _action, after in _random_moves("townbuilder", seed):
            assert not after.plainly_foreseeable(before, seat, 1 - seat)
            if after.decks != before.decks:
                draws += 1
                assert not after.plainly_foreseeable(before, seat, seat)

    assert draws


def test_a_plainly_foreseeable_move_is_answered_without_resampling(monkeypatch):
    state, seat, action = _first("townbuilder", "discard")
    after = state.clone()
    after.apply(seat, action)

    def no_resampling(self, seat, rng):
        raise AssertionError("resampled a move the engine vouched for")

    monkeypatch.setattr(type(state), "determinize", no_resampling)

    assert after.plainly_foreseeable(state, seat, seat)
    assert outcome_foreseeable(state, seat, action, after, viewers=[seat])
