"""Brackets: seeding, byes to top seeds, double elimination with a reset, placements, bad results."""

from __future__ import annotations

import pytest

from league.tournament.elimination import (
    BYE,
    BracketError,
    bracket_state,
    bracket_view,
    champion,
    double_elimination,
    match_waves,
    placements,
    ready_matches,
    seed_order,
    single_elimination,
    top_cut,
)


def play_out(bracket, pick=min):
    """Plays every ready match, the winner chosen by ``pick`` over the two names."""
    winners: dict[str, str] = {}
    while ready := ready_matches(bracket, winners):
        for match_id, a, b in ready:
            winners[match_id] = pick(a, b)
    return winners


def test_it_seeds_one_against_the_lowest_seed():
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]


def test_single_elimination_gives_byes_to_the_top_seeds():
    seeds = [f"S{i}" for i in range(1, 7)]
    bracket = single_elimination(seeds)
    states = bracket_state(bracket, {})
    byes = [s.winner for s in states.values() if s.status == "bye"]
    assert sorted(byes) == ["S1", "S2"]
    assert len(bracket.matches) == 7
    assert [m.id for m in bracket.matches if m.round == 3] == ["W3-1"]


def test_single_elimination_plays_n_minus_one_matches_and_ranks_by_round_lost():
    seeds = [f"S{i}" for i in range(1, 9)]
    bracket = single_elimination(seeds)
    winners = play_out(bracket)
    assert len(winners) == 7
    assert champion(bracket, winners) == "S1"
    ranks = placements(bracket, winners)
    assert ranks[:2] == [(1, "S1"), (2, "S2")]
    assert [place for place, _ in ranks] == [1, 2, 3, 3, 5, 5, 5, 5]


def test_double_elimination_eliminates_everyone_but_the_champion_after_two_losses():
    seeds = [f"S{i}" for i in range(1, 9)]
    bracket = double_elimination(seeds)
    assert sum(m.bracket == "losers" for m in bracket.matches) == 6
    # S2 beats S1 whenever they meet; S1 comes back through the losers' bracket and loses GF1 too.
    winners = play_out(bracket, pick=lambda a, b: "S2" if {a, b} == {"S1", "S2"} else min(a, b))
    assert winners["W3-1"] == "S2"
    states = bracket_state(bracket, winners)
    assert states["GF1"].players == ("S2", "S1")
    assert states["GF2"].status == "skipped"
    assert champion(bracket, winners) == "S2"
    losses: dict[str, int] = {}
    for state in states.values():
        if state.status == "done":
            losses[state.loser] = losses.get(state.loser, 0) + 1
    assert all(count <= 2 for count in losses.values())
    assert sorted(p for p, count in losses.items() if count == 2) == sorted(set(seeds) - {"S2"})
    assert [p for _, p in placements(bracket, winners)][:3] == ["S2", "S1", "S3"]


def test_the_reset_is_played_only_when_the_losers_champion_wins_the_first_final():
    bracket = double_elimination(["A", "B"])
    winners = {"W1-1": "A", "GF1": "A"}
    assert bracket_state(bracket, winners)["GF2"].status == "skipped"
    assert champion(bracket, winners) == "A"
    with pytest.raises(BracketError, match="not needed"):
        bracket_state(bracket, {**winners, "GF2": "A"})
    winners = {"W1-1": "A", "GF1": "B"}
    assert bracket_state(bracket, winners)["GF2"].status == "ready"
    assert champion(bracket, {**winners, "GF2": "B"}) == "B"
    assert placements(bracket, {**winners, "GF2": "B"}) == [(1, "B"), (2, "A")]


def test_double_elimination_settles_byes_in_the_losers_bracket():
    bracket = double_elimination(["A", "B", "C"], reset=False)
    winners = play_out(bracket)
    assert champion(bracket, winners) == "A"
    assert BYE not in [p for p, _ in ((w, 0) for w in winners.values())]
    assert [place for place, _ in placements(bracket, winners)] == [1, 2, 3]


def test_it_draws_bye_holders_into_round_two():
    waves = match_waves(single_elimination([f"S{i}" for i in range(1, 6)]))
    assert waves["W1-1"] == 1 and waves["W2-1"] == 2 and waves["W3-1"] == 3


def test_the_top_cut_seeds_by_swiss_standing():
    rows = [{"player": f"P{i}"} for i in range(1, 11)]
    bracket = top_cut(rows, 4)
    assert bracket.seeds == ("P1", "P2", "P3", "P4")
    assert [tuple(s.ref for s in m.slots) for m in bracket.matches if m.round == 1] == [(1, 4), (2, 3)]
    six = top_cut(rows, 6)
    assert [tuple(s.ref for s in m.slots) for m in six.matches if m.round == 1] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert list(six.seeds) == [f"P{i}" for i in range(1, 7)], "seeds 7 and 8 are byes: 1 and 2 go through"
    with pytest.raises(BracketError, match="2-16 players"):
        top_cut(rows, 17)
    with pytest.raises(BracketError, match="at least 16 players"):
        top_cut(rows, 16)


def test_it_rejects_results_that_do_not_fit():
    bracket = single_elimination(["A", "B", "C", "D"])
    with pytest.raises(BracketError, match="no match 'W9-1'"):
        bracket_state(bracket, {"W9-1": "A"})
    with pytest.raises(BracketError, match="'C' does not play in W1-1"):
        bracket_state(bracket, {"W1-1": "C"})
    with pytest.raises(BracketError, match="before both players are known"):
        bracket_state(bracket, {"W2-1": "A"})
    with pytest.raises(BracketError, match="not finished"):
        placements(bracket, {})


def test_a_bracket_serialises_for_drawing():
    doc = double_elimination(["A", "B", "C", "D"]).to_json()
    assert doc["kind"] == "double"
    assert {m["bracket"] for m in doc["matches"]} == {"winners", "losers", "final"}
    assert doc["matches"][0] == {
        "id": "W1-1",
        "bracket": "winners",
        "round": 1,
        "position": 1,
        "slots": [{"kind": "seed", "ref": 1}, {"kind": "seed", "ref": 4}],
        "stage": 1,
        "if_needed": False,
    }


def test_the_bracket_view_lists_players_status_and_waves_for_drawing():
    bracket = single_elimination(["A", "B", "C"])
    view = bracket_view(bracket, {"W1-2": "B"})
    assert view["champion"] is None
    assert [(m["id"], m["wave"], m["players"], m["status"], m["winner"]) for m in view["matches"]] == [
        ("W1-1", 1, ["A", "BYE"], "bye", "A"),
        ("W1-2", 1, ["B", "C"], "done", "B"),
        ("W2-1", 2, ["A", "B"], "ready", None),
    ]
    assert bracket_view(bracket, {"W1-2": "B", "W2-1": "B"})["champion"] == "B"
