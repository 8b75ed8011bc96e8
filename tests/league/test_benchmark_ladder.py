"""The ladder's statistics and a tiny ladder run (the real one is ``manage.py benchmark ai``)."""

from __future__ import annotations

import pytest

from automaton.strategies.ismcts.knowledge import knowledge_for
from games.engines.doomtown.decks import STARTER_DECKS, decks_for_game, load_deck
from league.benchmarks.ladder import (
    QUIET_LEVEL_PLAYOUTS_PER_SECOND,
    QUIET_PLAYOUTS_PER_SECOND,
    deal_and_seat,
    elo,
    ladder,
    ladder_settings,
    search_speed,
    wilson,
)
from league.benchmarks.stats import sign_test


def test_wilson_intervals_hold_the_rate_and_narrow_with_games():
    low, high = wilson(7, 10)
    assert low < 0.7 < high
    wide, narrow = wilson(7, 10), wilson(70, 100)
    assert narrow[1] - narrow[0] < wide[1] - wide[0]
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == pytest.approx(1.0)


def test_the_sign_test_weighs_only_the_changed_games_and_is_two_sided():
    assert sign_test(5, 0) == pytest.approx(2 / 32)  # five of five one way: 1/32 each way
    assert sign_test(7, 4) == sign_test(4, 7) == pytest.approx(2 * (1 + 11 + 55 + 165 + 330) / 2048)
    assert sign_test(0, 0) == sign_test(3, 3) == 1.0
    assert sign_test(9, 1) < 0.05 < sign_test(8, 2)


def test_elo_orders_the_levels_by_their_results_and_anchors_random_at_zero():
    ratings = elo({("random", "normal"): (2.0, 20), ("normal", "hard"): (6.0, 20), ("random", "hard"): (0.0, 20)})
    assert ratings["random"] == 0.0
    assert ratings["hard"] > ratings["normal"] > 0
    assert elo({("a", "b"): (5.0, 10)}, anchor="a")["b"] == pytest.approx(0.0, abs=1.0)  # even results: even ratings


def test_a_tiny_ladder_reports_every_pairing_with_intervals_ratings_and_times():
    report = ladder("townbuilder", 2, {"random": "random", "normal": "heuristic", "hard": "ismcts:3"})
    assert [(p["first"], p["second"]) for p in report["pairings"]] == [
        ("random", "normal"), ("random", "hard"), ("normal", "hard"),
    ]  # fmt: skip
    for pairing in report["pairings"]:
        assert pairing["errors"] == 0 and pairing["games"] == 2
        low, high = pairing["first_win_rate_95"]
        assert low <= pairing["first_win_rate"] <= high
    assert set(report["elo"]) == {"random", "normal", "hard"}
    assert report["seconds_per_decision"]["hard"]["decisions"] > 0


def test_one_against_many_plays_each_level_in_both_parts():
    report = ladder("studios", 1, {"random": "random", "normal": "heuristic"})
    assert [(p["first"], p["second"]) for p in report["pairings"]] == [("random", "normal"), ("normal", "random")]
    assert report["pairings"][0]["fair_share"] == 0.25


def test_one_against_many_may_play_one_way_only():
    report = ladder("studios", 1, {"random": "random", "normal": "heuristic"}, one_way=True)
    assert [(p["first"], p["second"]) for p in report["pairings"]] == [("random", "normal")]


@pytest.mark.slow
def test_search_speed_is_measured_for_every_game():
    figures = search_speed(quick=True)
    assert set(figures) == {"townbuilder", "studios", "deadwood", "doomtown"}
    assert all(row["playouts_per_second_median"] > 0 for row in figures.values())
    # Studios' look decides at every position with a choice; its playouts run to the day's end.
    studios = figures["studios"]
    assert studios["look_positions"] == studios["positions"]
    assert 0 < studios["look_cpu_playouts_per_second_median"] < studios["playouts_per_second_median"]


def test_the_ladder_plays_hard_and_expert_at_their_quiet_machine_iterations_for_each_game(monkeypatch):
    monkeypatch.setenv("LADDER_ONLY", "townbuilder,doomtown")
    monkeypatch.delenv("LADDER_BUDGETS", raising=False)
    games, only, bots = ladder_settings(quick=False)
    assert only == ["townbuilder", "doomtown"]
    rate = QUIET_PLAYOUTS_PER_SECOND["doomtown"]
    assert bots["doomtown"]["hard"] == f"ismcts:{rate}" and bots["doomtown"]["expert"] == f"ismcts:expert:{5 * rate}"
    assert bots["townbuilder"]["hard"] != bots["doomtown"]["hard"] and bots["townbuilder"]["normal"] == "heuristic"
    # A level with settings of its own (the town builder's Expert) plays them at their own quiet rate.
    rate = QUIET_PLAYOUTS_PER_SECOND["townbuilder"]
    level_rate = QUIET_LEVEL_PLAYOUTS_PER_SECOND["townbuilder", "expert"]
    assert knowledge_for("townbuilder").levels["expert"] and level_rate < rate
    assert bots["townbuilder"]["hard"] == f"ismcts:{rate}"
    assert bots["townbuilder"]["expert"] == f"ismcts:expert:{5 * level_rate}"
    monkeypatch.setenv("LADDER_BUDGETS", "hard=ismcts:30")
    assert ladder_settings(quick=False)[2]["doomtown"]["hard"] == "ismcts:30"


def test_a_ladder_run_may_play_some_levels_only_in_the_order_given(monkeypatch):
    monkeypatch.setenv("LADDER_ONLY", "townbuilder")
    monkeypatch.setenv("LADDER_LEVELS", "hard,normal")
    monkeypatch.setenv("LADDER_BUDGETS", "hard=ismcts:5")
    assert ladder_settings(quick=False)[2]["townbuilder"] == {"hard": "ismcts:5", "normal": "heuristic"}
    monkeypatch.setenv("LADDER_LEVELS", "hard,grandmaster")
    with pytest.raises(ValueError, match="grandmaster"):
        ladder_settings(quick=False)


def test_each_game_is_recorded_and_told_and_a_run_may_start_at_any_game():
    told: list[str] = []
    bots = {"random": "random", "normal": "heuristic"}
    report = ladder("townbuilder", 2, bots, seed=40, start=3, progress=told.append)
    record = report["pairings"][0]["record"]
    # Games 3 and 4 of a run from seed 40: the second deal from seat 1, then the third from seat 0.
    assert [(game["seed"], game["seat"]) for game in record] == [(41, 1), (42, 0)]
    assert all(sorted(game["placements"]) in ([1, 2], [1, 1]) and game["seconds"] >= 0 for game in record)
    assert len(told) == 2 and told[0].startswith(
        "townbuilder, random against normal: random in seat 1, seed 41: placed "
    )
    # The same game in a run from game 0 ends the same way: runs of consecutive games make up one run.
    whole = ladder("townbuilder", 4, bots, seed=40)["pairings"][0]["record"]
    assert [game["placements"] for game in whole[3:]] == [record[0]["placements"]]


def test_a_game_for_two_plays_each_deal_from_both_seats_and_a_table_of_four_moves_the_seat_on():
    assert [deal_and_seat(index, 2) for index in range(4)] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert [deal_and_seat(index, 4) for index in range(5)] == [(0, 0), (1, 1), (2, 2), (3, 3), (4, 0)]
    # Doomtown deals a starter per seat by the seed: the level under test holds every one of them.
    games = [deal_and_seat(index, 2) for index in range(12)]
    held = {decks_for_game(2, 100 + deal, None)[seat]["name"] for deal, seat in games}
    assert held == {load_deck(starter)["name"] for starter in STARTER_DECKS}


def test_a_game_that_fails_is_counted_and_recorded_with_its_error(monkeypatch):
    from league.benchmarks import ladder as ladder_module

    class Broken:
        def choose(self, state, seat, rng):
            raise RuntimeError("no move")

    real = ladder_module.get_bot
    monkeypatch.setattr(ladder_module, "get_bot", lambda name, game: Broken() if name == "broken" else real(name, game))
    told: list[str] = []
    pairing = ladder("townbuilder", 1, {"broken": "broken", "normal": "heuristic"}, progress=told.append)["pairings"][0]
    assert pairing["errors"] == 1 and pairing["first_win_rate"] is None
    assert pairing["record"][0]["error"] == "RuntimeError('no move')"
    seconds = pairing["record"][0]["seconds"]
    assert told == [
        f"townbuilder, broken against normal: broken in seat 0, seed 500: failed: RuntimeError('no move') ({seconds} s)"
    ]


def test_the_automaton_plays_in_doomtowns_ladder_unless_the_levels_named_leave_it_out(monkeypatch):
    monkeypatch.setenv("LADDER_ONLY", "townbuilder,doomtown")
    monkeypatch.delenv("LADDER_LEVELS", raising=False)
    bots = ladder_settings(quick=True)[2]
    assert bots["doomtown"]["gunfighter"] == "gunfighter" and "gunfighter" not in bots["townbuilder"]
    monkeypatch.setenv("LADDER_LEVELS", "expert,hard")
    assert list(ladder_settings(quick=True)[2]["doomtown"]) == ["expert", "hard"]
    monkeypatch.setenv("LADDER_LEVELS", "gunfighter,normal")
    assert ladder_settings(quick=True)[2]["doomtown"] == {"gunfighter": "gunfighter", "normal": "heuristic"}


def places_by_game(pairing):
    """(Seed, seat) -> where the pairing's first level placed."""
    return {(game["seed"], game["seat"]): game["placements"][game["seat"]] for game in pairing["record"]}


def test_a_pairing_may_be_read_beside_its_control_game_by_game():
    """The control plays the second level in the first level's seats, seeds and streams."""
    bots = {"random": "random", "normal": "heuristic"}
    pairing = ladder("townbuilder", 6, bots, seed=70, control=True)["pairings"][0]
    control = pairing["control"]
    twin = ladder("townbuilder", 6, {"normal": "heuristic", "twin": "heuristic"}, seed=70)["pairings"][0]
    assert control["level"] == "normal" and control["errors"] == 0
    assert control["first_win_rate"] == twin["first_win_rate"]
    seat_won = {game: place == 1 for game, place in places_by_game(twin).items()}
    first_won = {game: place == 1 for game, place in places_by_game(pairing).items()}
    assert control["turned_round"] == sorted(s for s in first_won if first_won[s] and not seat_won[s])
    assert control["given_away"] == sorted(s for s in first_won if seat_won[s] and not first_won[s])
    assert control["given_away"], "random gives away some of the games normal wins in its seat"
    seat_place = places_by_game(twin)
    first_place = places_by_game(pairing)
    assert control["placed_worse"] == sorted(s for s in first_place if first_place[s] > seat_place[s])
    assert control["placed_better"] == sorted(s for s in first_place if first_place[s] < seat_place[s])
    assert control["mean_place"] == twin["mean_place"] == round(sum(seat_place.values()) / 6, 2)
    assert pairing["mean_place"] == round(sum(first_place.values()) / 6, 2) > control["mean_place"]
    turned, given = len(control["turned_round"]), len(control["given_away"])
    better, worse = len(control["placed_better"]), len(control["placed_worse"])
    assert control["sign_test_p"] == {
        "wins": round(sign_test(turned, given), 3),
        "places": round(sign_test(better, worse), 3),
    }
    assert "control" not in ladder("townbuilder", 1, bots, seed=70)["pairings"][0]


def test_at_a_table_of_four_the_control_also_tells_the_places_won_and_lost():
    """A win is one place in four: the places tell more, game by game."""
    one_way = {"seed": 70, "one_way": True}
    pairing = ladder("deadwood", 4, {"random": "random", "normal": "heuristic"}, control=True, **one_way)["pairings"][0]
    twin = ladder("deadwood", 4, {"normal": "heuristic", "twin": "heuristic"}, **one_way)["pairings"][0]
    control = pairing["control"]
    seat_place = places_by_game(twin)
    first_place = places_by_game(pairing)
    assert control["placed_worse"] == sorted(s for s in first_place if first_place[s] > seat_place[s])
    assert control["placed_better"] == sorted(s for s in first_place if first_place[s] < seat_place[s])
    assert set(control["given_away"]) <= set(control["placed_worse"])
    # random places below normal's seat in games normal's seat did not win either
    assert len(control["placed_worse"]) > len(control["given_away"])
    assert pairing["mean_place"] > control["mean_place"] == twin["mean_place"]


def test_a_control_shared_by_pairings_is_played_once():
    told: list[str] = []
    bots = {"random": "random", "easy": "heuristic:easy", "normal": "heuristic"}
    report = ladder("townbuilder", 2, bots, seed=70, control=True, progress=told.append)
    assert [p["control"]["level"] for p in report["pairings"]] == ["easy", "normal", "normal"]
    assert sum("normal against normal" in line for line in told) == 2  # two games, not four
    assert report["pairings"][1]["control"]["first_win_rate"] == report["pairings"][2]["control"]["first_win_rate"]
