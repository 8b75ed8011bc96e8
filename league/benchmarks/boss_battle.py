"""Boss Battle! (Ghost Miners) figures: how often the Automaton as Villain beats a team of 1, 2 and 3
heuristic Heroes (with a 95% Wilson interval), how the games end, and the Automaton's decision
times, and how often per game it paid 1 ghost rock to let an ability apply once per Hero; the same
for 2-3 heuristic seats against the Automaton without a scenario.

The rulebook calls Ghost Miners "more of a beginner scenario": its Villain should then lose more
often as the team grows, if the play changes (+1 production, hand size and starting hand per
extra Hero) do not make up for the extra Heroes.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from automaton.strategies import get_bot
from games.engines import Rng, get_engine
from league.benchmarks.ai import _summary
from league.benchmarks.ladder import wilson_rounded

DECKS = ["starter-outlaws", "starter-law-dogs", "starter-fearmongers", "starter-anarchists"]
AUTOMATON_DECK = "automaton-fearmongers"  # the Villain's; the Heroes play starters of other factions


def _options(players: int, villain: int, scenario: str | None) -> dict[str, Any]:
    heroes = [deck for deck in DECKS if "fearmongers" not in deck]
    decks = [AUTOMATON_DECK if seat == villain else heroes.pop(0) for seat in range(players)]
    options: dict[str, Any] = {"decks": decks, "automaton": {"seat": villain}}
    if scenario is not None:
        options["boss_battle"] = {"scenario": scenario, "villain": villain}
    return options


def automaton_against(team: int, games: int, *, scenario: str | None, heroes_bot: str = "heuristic") -> dict[str, Any]:
    """``games`` games of the Automaton (seat ``seed % players``) against ``team`` seats of ``heroes_bot``."""
    engine = get_engine("doomtown")
    players = team + 1
    choose_ms: list[float] = []
    wins = errors = paid = 0
    endings: Counter[str] = Counter()
    for seed in range(1, games + 1):
        villain = seed % players
        bots = [get_bot("gunfighter" if seat == villain else heroes_bot, "doomtown") for seat in range(players)]
        rngs = [Rng(seed).fork(1000 + seat) for seat in range(players)]
        try:
            state = engine.new_game(players=players, seed=seed, options=_options(players, villain, scenario))
            while not state.is_over():
                seat = state.to_act()[0]
                view = state.determinize(seat, rngs[seat])
                started = time.perf_counter()
                action = bots[seat].choose(view, seat, rngs[seat])
                if seat == villain:
                    choose_ms.append((time.perf_counter() - started) * 1000)
                    paid += bool(action.get("per_hero"))  # its 1 GR to apply a use once per Hero
                state.apply(seat, action)
        except Exception:  # a benchmark counts failures instead of stopping
            errors += 1
            continue
        placements = state.result().placements
        won = placements[villain] == 1 and all(placements[s] > 1 for s in range(players) if s != villain)
        wins += won
        endings[state.result().details["reason"]] += 1
    played = max(1, games - errors)
    return {
        "team": team,
        "heroes": heroes_bot,
        "games": games,
        "errors": errors,
        "automaton_win_rate": round(wins / played, 3),
        "wilson_95": wilson_rounded(wins, played),
        "endings": dict(endings),
        "automaton_decision_ms": _summary(choose_ms),
        "paid_once_per_hero_per_game": round(paid / played, 2),
    }


def run(quick: bool = False) -> dict[str, Any]:
    games = 6 if quick else 60
    return {
        "ghost_miners": {
            f"{team}_heroes": automaton_against(team, games, scenario="ghost_miners") for team in (1, 2, 3)
        },
        "team_against_the_automaton": {
            f"{team}_seats": automaton_against(team, games, scenario=None) for team in (2, 3)
        },
    }
