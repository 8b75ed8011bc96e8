"""The studios heuristic: legal, sensible choices, public information only, and stronger than random."""

from __future__ import annotations

import pytest

from automaton.selfplay import play_game, run_batch
from automaton.strategies import get_bot
from games.engines import Rng
from games.engines.studios.board import BOARD
from games.engines.studios.roles import NO_SCENE

from .staging import cast, new_game, put_scene, stand


def choose(state, seat=0):
    return get_bot("heuristic", "studios").choose(state, seat, Rng(1))


def without_label(action):
    return {key: value for key, value in action.items() if key != "label"}


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_it_finishes_games_with_only_legal_moves_at_every_table_size(players):
    record = play_game("studios", players=players, seed=players, bots=["heuristic"] * players, check_invariants=True)
    assert record.error is None
    assert record.finished


def test_it_beats_random_players_clearly():
    summary = run_batch("studios", players=4, games=40, seed=1, bots=["heuristic", "random"])
    assert summary["errors"] == 0
    assert summary["mean_placement_by_bot"]["heuristic"] < 1.5
    assert summary["wins_by_bot"]["heuristic"] >= 30


def test_it_rehearses_a_long_shot_starring_role_and_acts_on_a_likely_one():
    state = new_game()
    put_scene(state, "hotel", 6)  # Square Deal City, $6M: a bare roll succeeds one time in six
    cast(state, 0, "hotel", on_card=True, index=0)
    assert choose(state)["type"] == "rehearse"
    state.chips[0] = 3
    assert choose(state)["type"] == "act"


def test_it_acts_as_an_extra_because_a_failure_still_pays():
    state = new_game()
    put_scene(state, "hotel", 6)
    cast(state, 0, "hotel", on_card=False, index=0)
    assert choose(state)["type"] == "act"


def test_it_jumps_ranks_with_credits_at_the_casting_office():
    state = new_game()
    state.area[0] = BOARD.casting_office
    state.credits[0] = 25
    state.dollars[0] = 3
    assert without_label(choose(state)) == {"type": "upgrade", "rank": 6, "currency": "credits"}


def test_it_takes_the_best_paying_role_in_reach():
    state = new_game()
    put_scene(state, "saloon", 9)  # Down in the Valley, $3M: ranks 1, 3, 5
    stand(state, 0, "saloon")
    state.rank[0] = 3
    state.moved = True
    assert without_label(choose(state)) == {"type": "take_role", "on_card": True, "index": 1}


def test_it_walks_towards_work_when_there_is_none_here():
    state = new_game()
    stand(state, 0, "main_street")
    state.moved = False
    for index in BOARD.sets:  # work is left only at the Hotel and the Church, both beyond the Trailers
        if BOARD.areas[index].id not in {"church", "hotel"}:
            state.discards.append(state.scene[index])
            state.scene[index] = NO_SCENE
            state.stars_taken[index] = []
    state.check_invariants()
    assert without_label(choose(state)) == {"type": "move", "to": "trailers"}


def test_it_decides_the_same_whatever_the_hidden_cards_are():
    state = new_game(seed=4)
    rng = Rng(4)
    for _ in range(120):
        seat = state.current
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.current
    bot = get_bot("heuristic", "studios")
    picks = {str(bot.choose(state.determinize(seat, Rng(salt)), seat, Rng(0))) for salt in range(8)}
    assert len(picks) == 1


def test_it_refuses_settings_it_does_not_have_and_other_games():
    with pytest.raises(ValueError, match="no setting"):
        get_bot("heuristic", "studios", boldness=3)
    assert get_bot("heuristic", "studios", step_cost=2.0).step_cost == 2.0
    from automaton.strategies.heuristic_studios import make_bot

    with pytest.raises(ValueError, match="cannot play"):
        make_bot("deadwood")
