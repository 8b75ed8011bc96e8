"""The search finds the move that decides the game, in positions of each real game.

Each position is a moment near the end of a seeded game between heuristic bots (the seed and the
number of decisions before it name it). The test first checks its premise: in every world the
searcher may be in, the winning moves win and every other move loses against the Normal bot's
answers. Then the search, with a small iteration budget, must pick a winning move: one move from
a win, and a forced loss avoided where nearly every move loses.
"""

from __future__ import annotations

import pytest

from automaton.strategies import get_bot
from games.engines import Action, GameState, Rng, action_key, get_engine
from tests.engines.doomtown.card_scenario import deed
from tests.engines.doomtown.scenario import at_noon, dude_in_play, noon_seat, take

WORLDS = 6


def position(game: str, players: int, seed: int, decisions: int) -> tuple[GameState, int]:
    """The state and seat at the ``decisions``-th choice (from 0) of a seeded heuristic game."""
    state = get_engine(game).new_game(players=players, seed=seed)
    heuristic = get_bot("heuristic", game)
    rng = Rng(seed)
    seen = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if len(state.legal_actions(seat)) > 1:
            if seen == decisions:
                return state, seat
            seen += 1
        state.apply(seat, heuristic.choose(state, seat, rng))
    raise AssertionError(f"the game of seed {seed} ended before decision {decisions}")


def sole_winner_in_every_world(game: str, state: GameState, seat: int, action: Action) -> bool | None:
    """True if ``action`` wins in every dealt world against the heuristic's play, False if it loses
    in every one, None if it depends on the world."""
    heuristic = get_bot("heuristic", game)
    wins = 0
    for world_number in range(WORLDS):
        world = state.determinize(seat, Rng(1000 + world_number))
        rng = Rng(world_number)
        world.apply(seat, action)
        while not world.is_over():
            actor = world.to_act()[0]
            world.apply(actor, heuristic.choose(world, actor, rng))
        placements = world.result().placements
        wins += placements[seat] == 1 and placements.count(1) == 1
    return True if wins == WORLDS else False if wins == 0 else None


# game, players, seed, decisions before it, iterations, the moves that win (labels)
POSITIONS = [
    # The last turn: storing one more wood reaches a warehouse threshold (a point); each of the
    # 12 other moves loses. The heuristic's evaluation prefers ending the turn (its progress
    # towards the threshold is lost when it is reached), so the search must score the last turn
    # by the final score.
    ("townbuilder", 2, 3, 130, 300, {"Wood Warehouse N1: store 1 wood"}),
    # 35 moves, 33 of them losing: more than progressive widening opens at first (slow: checking
    # the premise plays 210 games out).
    pytest.param(
        "townbuilder",
        2,
        5,
        144,
        300,
        {
            "Carpenter Shop N1: give 2 gold, take Carpenter Shop from the discard pile",
            "Carpenter Shop N1: give 2 gold, take Trading Post from the discard pile",
        },
        marks=pytest.mark.slow,
    ),  # fmt: skip
    # The last turn of a two-player Studios game: buying rank 6 with dollars loses (its price is
    # worth more points than the rank), with credits or not at all wins.
    ("studios", 2, 10, 233, 200, {"Upgrade to rank 6 for 25 credits", "End the turn"}),
    # 22 hits and a recall: only the hit on the General Store in row 4 wins, through the moves its
    # ability then offers; each other move loses.
    ("deadwood", 2, 6, 79, 300, {"Hit the town: your Trail Boss to the General Store in row 4, place 1 from the left"}),
]


@pytest.mark.parametrize(("game", "players", "seed", "decisions", "iterations", "winning"), POSITIONS)
def test_the_search_finds_the_move_that_wins(game, players, seed, decisions, iterations, winning):
    state, seat = position(game, players, seed, decisions)
    legal = state.legal_actions(seat)
    outcomes = {action["label"]: sole_winner_in_every_world(game, state, seat, action) for action in legal}
    assert {label for label, wins in outcomes.items() if wins} == winning
    assert all(wins is False for label, wins in outcomes.items() if label not in winning)
    choice = get_bot(f"ismcts:{iterations}", game).choose(state.determinize(seat, Rng(7)), seat, Rng(8))
    assert choice["label"] in winning, action_key(choice)


def doomtown_sundown_decided_by_one_move() -> GameState:
    """A hand-made High Noon (none of eleven seeded games had a decisive one): the rival's booted
    Tommy Harden holds our Mayor's Office (2 control points, more than our 1 influence), so passing
    loses at sundown; our Miranda Clarke walking in ties his influence, the deed goes back to its
    owner, and our 2 control points beat his 1 influence: of her four moves one wins, every other
    loses."""
    state = at_noon()
    for seat in (0, 1):
        for card in [card for card in state.play[seat] if state.table[card].type == "dude"]:
            take(state, card)
            state.discard[seat].append(card)
        state.discard[seat].extend(state.hand[seat])
        state.hand[seat].clear()
    office = deed(state, 0, "The Mayor's Office")
    dude_in_play(state, 0, "Miranda Clarke")
    dude_in_play(state, 1, "Tommy Harden", at=office, booted=True)
    noon_seat(state, 0)
    return state


def test_the_search_takes_back_the_deed_that_decides_a_doomtown_sundown():
    state = doomtown_sundown_decided_by_one_move()
    legal = state.legal_actions(0)
    outcomes = {action["label"]: sole_winner_in_every_world("doomtown", state, 0, action) for action in legal}
    assert {label for label, wins in outcomes.items() if wins} == {"Move Miranda Clarke to The Mayor's Office"}
    assert all(wins is False for wins in outcomes.values() if not wins)
    choice = get_bot("ismcts:60", "doomtown").choose(state.determinize(0, Rng(7)), 0, Rng(8))
    assert choice["label"] == "Move Miranda Clarke to The Mayor's Office"
