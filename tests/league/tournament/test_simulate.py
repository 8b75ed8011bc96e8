"""Whole simulated events: seeded, and the stronger hidden skill wins more often."""

from __future__ import annotations

import ast
from pathlib import Path

from league.tournament import simulate
from league.tournament.simulate import simulate_event

PACKAGE = Path(simulate.__file__).parent


def test_stronger_players_finish_higher():
    report = simulate_event(format="swiss", players=128, seed=11, rounds=7)
    names = [row["player"] for row in report["standings"]]
    rng = simulate.Rng(11).fork(1)
    skill = {name: simulate.gaussian(rng) for name in simulate.player_names(128)}
    top, bottom = names[:32], names[-32:]
    assert sum(skill[p] for p in top) / 32 > sum(skill[p] for p in bottom) / 32 + 0.5


def test_a_pod_event_scores_by_placement():
    report = simulate_event(format="swiss", players=16, seed=2, rounds=3, pod_size=4, pod_allowed=(3, 5))
    assert all(len(table) == 4 for played in report["rounds"] for table in played["tables"])
    assert sum(row["points"] for row in report["standings"]) == 3 * 4 * (6 + 4 + 2 + 0)


def test_the_swiss_cut_ranks_the_cut_first():
    report = simulate_event(format="swiss_cut", players=24, seed=5, cut=8)
    ranks = [row["rank"] for row in report["standings"]]
    assert ranks[0] == 1 and all(rank >= 9 for rank in ranks[8:])
    assert len(report["rounds"]) == 5 + 3


def test_the_package_imports_nothing_from_django():
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                root = name.split(".")[0]
                assert root not in ("django", "rest_framework", "celery"), f"{path.name} imports {name}"
                assert not name.startswith(("league.models", "games.models")), f"{path.name} imports {name}"
