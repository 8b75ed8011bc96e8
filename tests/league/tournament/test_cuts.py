"""Cuts as organisers run them: any size 3-16 with byes for the top seeds, double elimination
after Swiss, a third-place match in single elimination."""

from __future__ import annotations

import pytest

from league.tournament.elimination import (
    BracketError,
    bracket_state,
    champion,
    is_decided,
    placements,
    ready_matches,
    single_elimination,
    top_cut,
)
from league.tournament.simulate import simulate_event

ROWS = [{"player": f"P{i}"} for i in range(1, 17)]


def play_out(bracket, better_seed_wins=True):
    winners: dict[str, str] = {}
    rank = {p: i for i, p in enumerate(bracket.seeds)}
    while ready := ready_matches(bracket, winners):
        for match_id, a, b in ready:
            winners[match_id] = min(a, b, key=rank.get) if better_seed_wins else max(a, b, key=rank.get)
    return winners


@pytest.mark.parametrize("cut", range(3, 17))
def test_every_cut_size_plays_out_with_byes_for_the_top_seeds(cut):
    for double in (False, True):
        bracket = top_cut(ROWS, cut, double=double)
        winners = play_out(bracket)
        assert champion(bracket, winners) == "P1" and is_decided(bracket, winners)
        places = placements(bracket, winners)
        assert sorted(p for _, p in places) == sorted(bracket.seeds)
        states = bracket_state(bracket, {})
        first_round = [m.id for m in bracket.matches if m.bracket == "winners" and m.round == 1]
        byes = {states[m].winner for m in first_round if states[m].status == "bye"}
        size = 1 << (cut - 1).bit_length()
        assert byes == {f"P{i}" for i in range(1, size - cut + 1)}, "the byes go to the top seeds"


def test_a_third_place_match_decides_third_and_fourth():
    bracket = top_cut(ROWS, 8, third_place=True)
    winners = play_out(bracket)
    assert not is_decided(bracket, {k: v for k, v in winners.items() if k != "P3"})
    assert placements(bracket, winners)[:4] == [(1, "P1"), (2, "P2"), (3, "P3"), (4, "P4")]
    upset = play_out(bracket, better_seed_wins=False)
    assert [place for place, _ in placements(bracket, upset)][:5] == [1, 2, 3, 4, 5]
    with pytest.raises(BracketError, match="at least four"):
        single_elimination(["A", "B", "C"], third_place=True)


def test_simulate_tournament_plays_a_top_6_cut():
    report = simulate_event(format="swiss_cut", players=20, cut=6, seed=4)
    assert [row["rank"] for row in report["standings"][:2]] == [1, 2]
    assert len({row["player"] for row in report["standings"]}) == 20
