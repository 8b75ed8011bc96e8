"""A view and the legal actions only read the state: each adjusted stat is worked out once while
they run, and that changes neither the answers nor the state."""

from __future__ import annotations

import contextlib

import pytest

from games.engines import Rng, get_engine
from games.engines.doomtown.state import DoomtownState
from tests.game_counts import games

ENGINE = get_engine("doomtown")
SEEDS = range(1, games(full=24, quick=6) + 1)


def _answers(state: DoomtownState, seat: int) -> tuple[list, dict, dict]:
    return state.legal_actions(seat), state.view(seat), state.view(None)


@pytest.mark.parametrize("seed", SEEDS)
def test_reads_with_stats_worked_out_once_answer_as_without_and_change_nothing(seed, monkeypatch):
    state = ENGINE.new_game(players=2, seed=seed)
    rng = Rng(seed).fork(11)
    while not state.is_over():
        seat = state.to_act()[0]
        with monkeypatch.context() as unmemoised:
            unmemoised.setattr(DoomtownState, "stats_fixed", lambda self: contextlib.nullcontext())
            expected = _answers(state, seat)
        before = state.to_json()
        assert _answers(state, seat) == expected
        assert state.to_json() == before
        assert state.stat_memo is None, "the memo lasts only while the state is read"
        state.apply(seat, rng.choice(expected[0]))
