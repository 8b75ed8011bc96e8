"""determinize(seat) never changes what that seat may do: a bot deciding on a resampled world must
choose an action that is legal in the real game (the same card ids, the same labels, in order).

Regression for the starting-gang bug (determinize reshuffled the seat's own unshuffled deck at
setup, so the copy that stood for a card, and its id, moved): fixed in the engine by keeping the
searched deck at setup and offering the lowest id of each card's copies.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from games.engines import Rng, action_key, get_engine
from games.engines.doomtown.decks import STARTER_DECKS
from tests.game_counts import games

ENGINE = get_engine("doomtown")
SEEDS = range(games(full=60, quick=15))
PLY_LIMIT = 400
RESAMPLES = 2


def _new_game(seed: int):
    """2 to 4 players; every third two-player game has an Automaton seat."""
    players = 2 + seed % 3
    options = {}
    if players == 2 and seed % 3 == 0:
        options = {"decks": ["starter-outlaws", "automaton-law-dogs"], "automaton": {"seat": 1}}
    return ENGINE.new_game(players=players, seed=seed, options=options)


def _keys(state, seat: int) -> list[str]:
    return [action_key(action) for action in state.legal_actions(seat)]


def _random_positions(seed: int, *, fork: int) -> Iterator[tuple[int, Any]]:
    """Each position of a seeded random game, up to PLY_LIMIT plies, with its ply; the next random
    move is made once the caller has checked the position."""
    state = _new_game(seed)
    rng = Rng(seed).fork(fork)
    for ply in range(PLY_LIMIT):
        if state.is_over():
            return
        yield ply, state
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def _check_every_seat_to_act(state, seed: int, ply: int) -> None:
    for seat in state.to_act():
        real = _keys(state, seat)
        for salt in range(RESAMPLES):
            world = state.determinize(seat, Rng(seed * 100_003 + ply * 7 + salt))
            assert _keys(world, seat) == real, (
                f"seed {seed} ply {ply} ({state.phase}, {state.stack[-1]['kind']}): determinize({seat}) "
                "changed that seat's legal actions"
            )


@pytest.mark.parametrize("seed", SEEDS)
def test_determinize_keeps_the_legal_actions_of_the_seat_to_act(seed):
    for ply, state in _random_positions(seed, fork=11):
        _check_every_seat_to_act(state, seed, ply)


@pytest.mark.parametrize("deck", STARTER_DECKS)
def test_every_starting_gang_pick_stays_legal_after_determinize(deck):
    """Starting-gang selection over a whole pick sequence: each pick made on a resampled world is legal for real."""
    state = ENGINE.new_game(players=2, seed=1, options={"decks": [deck, deck]})
    rng = Rng(5)
    while state.phase == "setup" and not state.is_over():
        seat = state.to_act()[0]
        world = state.determinize(seat, rng.fork(len(state.pending[seat])))
        picks = [action for action in world.legal_actions(seat) if action["type"] == "gang_pick"]
        chosen = picks[-1] if picks else world.legal_actions(seat)[-1]  # the last copy-bearing pick, else done
        assert action_key(chosen) in _keys(state, seat)
        state.apply(seat, chosen)


@pytest.mark.parametrize("seed", range(0, games(full=60, quick=20), 4))
def test_determinize_never_changes_what_any_seat_sees(seed):
    """A seat's view is the same in every world consistent with it, mid-redraw included."""
    for ply, state in _random_positions(seed, fork=12):
        for seat in range(state.players):
            assert state.determinize(seat, Rng(ply)).view(seat) == state.view(seat), (
                f"seed {seed} ply {ply} ({state.phase}): determinize({seat}) changed that seat's view"
            )
