"""A look by rollouts (Tesauro's): every legal move played on by the game's heuristic bots, compared.

Where the heuristic is a good model of the table, a move is best judged by playing it on: each
legal move is played on by heuristic bots in all seats (``play_on``: to a moment where moves are
compared alike, a day's end or the game's) over worlds dealt from the seat's view. Every move meets
the same worlds and dice (common random numbers), so their difference is measured, not their
luck, and the budget is spent by sequential halving (Karnin et al. 2013): each round the worse half
of the moves drops out, the heuristic's own always staying in, and its move stands unless another's
mean beats it by ``margin``. A game's look (``studios_look``; Deadwood's to the game's end was tried
in commit b3b4a7e) gives the playout, the heuristic and the budget's rate; the figures are in
``MEASUREMENTS.md``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from automaton.strategies.ismcts.search import Budget, SearchResult
from games.engines import Action, GameState, Rng, action_key

MIN_WORLDS = 2  # a move's first round is played in at least this many worlds

# Both take the game's own state: the heuristic bot's ``choose(state, seat, rng)``, and
# ``play_on(world, seat, move)``, the seat's reward once the move is made and the bots play on and
# the actions that took (the world itself left as it was).
Choose = Callable[[Any, int, Rng], Action]
PlayOn = Callable[[Any, int, Action], tuple[float, int]]


def look(
    state: GameState,
    seat: int,
    rng: Rng,
    budget: Budget,
    progress: Callable[[int], None] | None = None,
    everywhere: bool = False,
    *,
    choose: Choose,
    play_on: PlayOn,
    actions_an_iteration: float,
    margin: float,
) -> SearchResult | None:
    """The look's choice at every decision of the seat with more than one move (``everywhere``, the
    looks' shared signature, changes nothing here); an iteration of the budget buys
    ``actions_an_iteration`` actions of the playouts.

    ``state`` is read only through ``determinize(seat, rng)`` and ``legal_actions(seat)``, as the
    search reads it."""
    legal = state.legal_actions(seat)
    if len(legal) < 2:
        return None
    started = time.perf_counter()
    deadline = started + budget.seconds if budget.seconds is not None else math.inf
    usual = choose(state.determinize(seat, rng), seat, rng)
    usual_key = action_key(usual)
    moves = {usual_key: usual}  # by key, the heuristic's first
    for move in legal:
        moves.setdefault(action_key(move), move)
    totals = dict.fromkeys(moves, 0.0)
    worlds = dict.fromkeys(moves, 0)

    def play_world(alive: list[str]) -> int:
        world, steps = state.determinize(seat, rng), 0
        for key in alive:
            reward, taken = play_on(world, seat, moves[key])
            totals[key] += reward
            worlds[key] += 1
            steps += taken + 1
        if progress is not None:
            progress(sum(worlds.values()))
        return steps

    # The budget in playouts, at the first world's cost in actions (the iterations) or in time (the clock).
    spent = play_world(list(moves))
    allowed = budget.iterations * actions_an_iteration if budget.iterations else math.inf
    playouts = allowed * len(moves) / spent
    if budget.seconds is not None:
        playouts = min(playouts, budget.seconds * len(moves) / max(time.perf_counter() - started, 1e-6))
    rounds = max(1, math.ceil(math.log2(len(moves))))
    alive = list(moves)
    for round_index in range(rounds):
        share = max(MIN_WORLDS, int(playouts) // (rounds * len(alive)))
        for _ in range(share - worlds[usual_key] if round_index == 0 else share):
            if time.perf_counter() >= deadline:
                break
            spent += play_world(alive)
        if round_index < rounds - 1:
            alive = _better_half(alive, totals, worlds, usual_key)
    # The first world's pace may misjudge the clock's (its caches were cold): time left over goes to
    # the moves still in. Iteration budgets have no clock, so the ladder and the tests replay exactly.
    while budget.seconds is not None and time.perf_counter() < deadline and spent < allowed:
        spent += play_world(alive)
    means = {key: totals[key] / worlds[key] for key in totals if worlds[key]}
    best = max(alive, key=means.__getitem__)
    chosen = best if means[best] - means[usual_key] > margin else usual_key
    return SearchResult(
        action=moves[chosen],
        iterations=sum(worlds.values()),
        seconds=time.perf_counter() - started,
        root={key: {"visits": worlds[key], "mean": means[key]} for key in means},
    )


def _better_half(alive: list[str], totals: dict[str, float], worlds: dict[str, int], usual: str) -> list[str]:
    """The better half of the moves still in (by key) by their means, the heuristic's own kept whatever its mean."""
    ranked = sorted(alive, key=lambda key: -totals[key] / worlds[key])
    kept = ranked[: max(2, len(ranked) // 2)]
    return kept if usual in kept else [usual, *kept[:-1]]
