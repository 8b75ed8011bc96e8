"""Bragging Rights: the formula line by line, and the figures read from a finished game."""

from __future__ import annotations

from automaton.selfplay import play_game
from automaton.strategies.bragging_rights import from_state, full_days, score
from tests.automaton.gunfighter_scenarios import AUTOMATON, HUMAN, at_noon, deed, dude, named, take

BASE = {
    "cost_in_play": 0, "stash": 0, "control": 0, "influence": 0, "opponent_control": 0,
    "opponent_influence": 0, "opponent_boot_hill_dudes": 0, "own_boot_hill_dudes": 0, "full_days": 0,
}  # fmt: skip


def test_it_adds_the_cost_in_play_and_half_the_stash_rounded_down():
    assert score(**{**BASE, "cost_in_play": 17, "stash": 9}).total == 17 + 4


def test_it_gives_five_per_control_point_above_the_opponents_influence_and_never_less_than_zero():
    assert score(**{**BASE, "control": 7, "opponent_influence": 4}).total == 15
    assert score(**{**BASE, "control": 2, "opponent_influence": 4}).total == 0


def test_it_gives_two_per_influence_above_the_opponents_control():
    assert score(**{**BASE, "influence": 6, "opponent_control": 1}).total == 10
    assert score(**{**BASE, "influence": 1, "opponent_control": 6}).total == 0


def test_it_counts_boot_hills_and_full_days():
    result = score(**{**BASE, "opponent_boot_hill_dudes": 3, "own_boot_hill_dudes": 2, "full_days": 4})
    assert result.total == 6 - 8 - 20
    assert [points for _, points in result.lines] == [0, 0, 0, 0, 6, -8, -20]


def test_it_reads_every_figure_from_a_game_state():
    state = at_noon()  # day 1, High Noon: no full day yet
    state.stash[HUMAN] = 11
    mayor = deed(state, HUMAN, "The Mayor's Office")  # cost 4, 2 control points
    dude(state, HUMAN, "Ike Clanton", mayor)  # cost 4, influence 2
    dude(state, AUTOMATON, "Rob Wilby")  # influence 0
    cooke = named(state, AUTOMATON, "Asakichi Cooke")
    take(state, cooke)
    state.boot_hill[AUTOMATON].append(cooke)
    result = from_state(state, HUMAN)
    assert dict(result.lines) == {
        "total cost of your cards in play": 8,
        "half your ghost rock, rounded down": 5,
        "+5 per control point above the opponent's influence": 10,
        "+2 per influence above the opponent's control points": 4,
        "+2 per dude in the opponent's Boot Hill": 2,
        "-4 per dude in your Boot Hill": 0,
        "-5 per full day played": 0,
    }
    assert result.total == 29 and result.to_json()["total"] == 29


def test_it_counts_a_day_decided_at_sundown_as_not_full():
    record = play_game(
        "doomtown", players=2, seed=3, bots=["random", "gunfighter"], options={"automaton": {"seat": AUTOMATON}}
    )
    state = record.state
    assert state.is_over() and full_days(state) == state.day - 1
    assert isinstance(from_state(state, HUMAN).total, int)
