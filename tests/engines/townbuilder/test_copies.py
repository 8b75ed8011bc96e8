"""Copies of a state share their towns' slots (the search copies states by the thousand), so the
rules must replace a slot rather than change it; and a bot may rely on ``touches_opponent`` to know
which moves leave the opponent's town and hand alone."""

from __future__ import annotations

from collections import Counter

from automaton.strategies import get_bot
from games.engines import Rng
from games.engines.townbuilder import turn
from games.engines.townbuilder.engine import ENGINE
from tests.engines.townbuilder.builders import random_positions, scenario


def positions(games: int):
    """Two towns rich in stores and attacks, states of random games, then every state of seeded
    games between heuristic bots (which upgrade), with both reserve starts."""
    yield scenario(
        hands=[{"gold": 2, "wood": 1, "silver": 1}, {"gold": 1, "brick": 1}],
        towns=[
            [
                ("sheriff", 2),
                ("bandit_hangout", 2),
                ("hotel", 2, {"silver": 4}),
                ("trading_post", 2, {"wood": 1}),
                ("river_claim", 1, {"gold": 1}),
            ],
            [("silver_bank", 1, {"silver": 2}), ("wood_warehouse", 1, {"wood": 3}), ("corral", 1), ("town_hall", 1)],
        ],
    )
    yield scenario(
        hands=[{"gold": 1}, {"wood": 2, "brick": 1, "gold": 1}],
        towns=[
            [("corral", 2), ("town_hall", 2), ("saloon", 1), ("carpenter_shop", 2), ("gold_vault", 1, {"gold": 1})],
            [("silver_bank", 1, {"silver": 2}), ("hotel", 1, {"silver": 1})],
        ],
        discard={"mint": 1},
    )
    yield from random_positions(10 * games, seed=games)
    bot = get_bot("heuristic", "townbuilder")
    for seed in range(1, games + 1):
        state = ENGINE.new_game(players=2, seed=seed, options={"reserve_start": ("empty", "full")[seed % 2]})
        rng = Rng(seed)
        while not state.is_over():
            yield state
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat, rng))


def test_no_move_on_a_copy_changes_the_state_it_was_copied_from():
    tried = Counter()
    for state in positions(6):
        before = state.to_json()
        seat = state.to_act()[0]
        for action in state.legal_actions(seat):
            copy = state.clone()
            copy.apply(seat, action)
            copy.check_invariants()
            assert state.to_json() == before, action["label"]
            tried[action["type"]] += 1
    assert min(tried[kind] for kind in ("activate", "build", "upgrade", "demolish", "discard", "end_actions")) >= 20


def test_only_the_moves_said_to_touch_the_opponent_change_their_town_or_hand():
    touching = 0
    for state in positions(6):
        if state.phase != "action":
            continue
        seat = state.current
        rival = 1 - seat
        for action in state.legal_actions(seat):
            if action["type"] == "end_actions":
                continue  # the turn passes: not a move a bot tries on a copy
            copy = state.clone()
            copy.apply(seat, action)
            if turn.touches_opponent(action):
                touching += 1
                continue
            assert copy.to_json()["towns"][rival] == state.to_json()["towns"][rival], action["label"]
            assert copy.hands[rival] == state.hands[rival], action["label"]
    assert touching >= 10
