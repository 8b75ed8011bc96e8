"""The town builder's engine, heuristic bot and search play exactly the same games for a seed as
they did before their hot paths were made cheaper (issue 25): a SHA-256 of each game's moves and
final state, recorded on main before the change, must not move.

A change that is meant to alter play (a rule, the heuristic's judgement, the search's settings)
records new digests here on purpose; a speed-up never does. The search is run with its settings
spelled out, so tuning the town builder's search knowledge does not move these digests.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from automaton.strategies import get_bot
from automaton.strategies.ismcts import SearchBot
from automaton.strategies.ismcts.search import Budget, Settings
from games.engines import Rng, action_key, get_engine

# The search as it stood when the digests were recorded (knowledge.py's town-builder entry).
PINNED_SEARCH = {
    "scale": 15.0,
    "rollout_depth": 60,
    "horizon": 1,
    "policy": "heuristic",
    "turns": True,
    "prior": "heuristic",
    "anchor": "",
    "anchor_margin": 0.0,
}


def game_digest(bots: list, seed: int, options: dict) -> str:
    """Each bot chooses on a world dealt from its seat's view, as in self-play and the bot task."""
    state = get_engine("townbuilder").new_game(players=2, seed=seed, options=options)
    rngs = [Rng(seed).fork(1000 + seat) for seat in (0, 1)]
    moves = []
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.determinize(seat, rngs[seat]), seat, rngs[seat])
        state.apply(seat, action)
        moves.append([seat, action_key(action)])
    played = json.dumps({"moves": moves, "final": state.to_json()}, sort_keys=True)
    return hashlib.sha256(played.encode()).hexdigest()


def heuristic():
    return get_bot("heuristic", "townbuilder")


def search(iterations: int):
    return SearchBot("townbuilder", Budget(iterations=iterations), Settings(exploration=0.7), **PINNED_SEARCH)


HEURISTIC_DIGESTS = (
    "dbc42842c8240d9b086169085c144a726364ccf363b13553530110c68d1216be",
    "46fe3c99688e3bf324deaaa0418e8f4e8bd7dfb3480d9eda648c8cce64487dc8",
    "629a76f4f60e81f2f8c578daabc05dfd0b57fc9da602a590c2b98dc55119db58",
    "582ab221a6c9b89397d05bdc51578d44d7e361ffb1c04f693cdc9ca3000acfe3",
    "0a386c7ecf1de547f8e6e95836116f79fe58bcd011400e325fe8d612b0507d54",
    "3253c049d8bcc94e12ddbabcb38f2f27d54548416a84f490742f8bcb46c6d7c7",
    "07a35d4b8fc9c42b2f7c89232bcc13294c0a3e204fb5ed041fb95cc97a931046",
    "c3eabd1d3c60e970598437be010a26dee09f7e174a57e32458b3fc1b9a695865",
    "162e62e5c7372cceb7074566cd9b431f260442305d6c799a83e3223f67a4064b",
    "62ad7aaee0c2f80b193b2e1178b02c294758a9501649c9e50f140a995522bb33",
    "26f4325e07c0a381efcffc17964c7eae782e33b5f9da8e349b51d529862775da",
    "1f2e250bd21a98eaab131c2c4fbd95a49cd78b8f43c4f51c70f3e987d64ee9f6",
)
HEURISTIC_GAMES = {
    (seed, reserve_start, families): digest
    for seed, ((reserve_start, families), digest) in enumerate(
        zip([("empty", 6), ("full", 6), ("empty", 4), ("full", 4)] * 3, HEURISTIC_DIGESTS, strict=True), 1
    )
}
SEARCH_GAMES = {
    (21, "empty", 6): "c67aa7236787e0e9e56293f0b8a71812b5e034c9080c5ed88c5db6c4fa61594c",
    (22, "full", 6): "bd3641c783207f806bf6e5469aee2dd0ca2e0530de23fe12bebc7d32fbcd405d",
    (23, "empty", 4): "0a48ce7ad8d6c3eba35669244aefb7792d4c7a507498714c9c807ad8617a5c9c",
    (24, "full", 4): "2791db10ad716037c7e8c6f3b7c8bbaad2942e3cfdcac3463ea6d7060afe3ac9",
}


@pytest.mark.parametrize(("seed", "reserve_start", "families"), list(HEURISTIC_GAMES))
def test_heuristic_games_replay_exactly(seed, reserve_start, families):
    options = {"reserve_start": reserve_start, "families": families}
    assert game_digest([heuristic(), heuristic()], seed, options) == HEURISTIC_GAMES[seed, reserve_start, families]


@pytest.mark.parametrize(("seed", "reserve_start", "families"), list(SEARCH_GAMES))
def test_search_against_heuristic_games_replay_exactly(seed, reserve_start, families):
    options = {"reserve_start": reserve_start, "families": families}
    bots = [search(12), heuristic()] if seed % 2 else [heuristic(), search(12)]
    assert game_digest(bots, seed, options) == SEARCH_GAMES[seed, reserve_start, families]
