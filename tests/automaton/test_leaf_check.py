"""The offline check of a leaf evaluation: positions with a choice, each move judged by the leaf and
by playouts to the end, the same figures for the same seeds."""

from __future__ import annotations

from automaton.strategies.ismcts.leaf_check import check, judge, positions


def test_positions_are_decisions_with_enough_choices_spread_along_seeded_games():
    found = positions("studios", 4, count=3, every=30, min_choices=3)
    assert len(found) == 3
    for _seed, _ply, state, seat in found:
        assert len(state.legal_actions(seat)) >= 3
    assert [ply for _seed, ply, _state, _seat in found] == sorted(ply for _seed, ply, _state, _seat in found)


def test_every_move_is_judged_by_the_leaf_and_by_playouts_to_the_end():
    (_seed, _ply, state, seat), *_ = positions("studios", 4, count=1, every=30, min_choices=3)
    verdicts = judge(state, seat, game="studios", rollouts=2, leaf_worlds=2)
    assert [verdict.label for verdict in verdicts] == [action["label"] for action in state.legal_actions(seat)]
    for verdict in verdicts:
        assert 0.0 <= verdict.leaf <= 1.0
        assert 0.0 <= verdict.placement <= 1.0
    again = judge(state, seat, game="studios", rollouts=2, leaf_worlds=2)
    assert [(v.leaf, v.margin) for v in again] == [(v.leaf, v.margin) for v in verdicts]


def test_the_report_counts_how_often_each_chooser_picks_the_best_move():
    report = check("studios", 4, count=2, rollouts=2, leaf_worlds=2, every=30)
    assert report["positions"] == 2
    for chooser in ("leaf", "heuristic"):
        assert 0 <= report[chooser]["best_picked"] <= 2
        assert report[chooser]["mean_regret"] >= 0
