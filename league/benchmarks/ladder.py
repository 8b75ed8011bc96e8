"""The measured ladder: every level of every game against every other, with seat rotation.

Levels: random, easy (the heuristic with mistakes), normal (the heuristic), hard and expert (the
search at its lobby budgets, about 1 s and 5 s a move), and for Doomtown the Automaton
(Gunfighter). Two-player games play head to head, each deal from both seats; games for more
players seat one bot of a level against the others all of the other level (a fair share of wins is
1 / players), the seat under test moving round the table from deal to deal (``deal_and_seat``).

A pairing reports the first level's win rate (a shared first place counts as a win shared) with a
95 % Wilson interval, the games and errors, and each game in its ``record`` (seed, the first level's
seat, the placements or the error, seconds), also told on stderr as it ends; each level gets an
Elo-style rating fitted to every pairwise placement (Bradley-Terry, 400-point logistic, random
anchored at 0), and the median and p99 time per decision with a choice. Hard and expert play
iteration budgets equal to their lobby time on a quiet machine (``quiet_budgets``), so a run does
not depend on the load and replays exactly. The full ladder is long (an expert seat thinks about
five seconds a move, hundreds of moves a game): ``LADDER_GAMES`` (games per pairing),
``LADDER_ONLY`` (comma-separated game keys) and ``LADDER_BUDGETS``
(``hard=ismcts:300,expert=ismcts:1500``, for every game) size a run to the time at hand;
``LADDER_LEVELS`` (``hard,normal``: the first level of a head-to-head pairing takes the rotating
seat, seat 0 in game 0; ``gunfighter`` is Doomtown's Automaton) plays some levels only,
``LADDER_FROM`` starts at that game (its deal and seat: runs of consecutive games make up one longer
run, on as many cores as there are runs), ``LADDER_ONE_WAY=1`` plays a game for more players one way
only (the earlier level in the one seat, e.g. one hard against three normal, not also one normal
against three hard, which costs three searching seats a game), and ``LADDER_SEED`` moves the seeds.

``LADDER_CONTROL=1`` also plays each pairing's control: the second level in the first level's seat,
with the same seeds and random streams. A deal can all but decide a game (heuristic Doomtown games
are nearly fixed by the seed: ``MEASUREMENTS.md``), so a pairing's win rate is read beside its
control's, game by game: the games the first level won where its seat lost (``turned_round``) and
lost where its seat won (``given_away``); at a table of four, where a win is a coarse count, also the
games it placed better or worse than its seat did (``placed_better``, ``placed_worse``) and the two
mean places, and for each split a two-sided sign test's p (``sign_test_p``): how often a level
no stronger than its seat would split the changed games at least as unevenly.
"""

from __future__ import annotations

import itertools
import math
import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from automaton.strategies import get_bot
from automaton.strategies.ismcts.knowledge import knowledge_for
from games.engines import Rng, get_engine
from league.benchmarks.stats import percentile, sign_test

LEVELS = {
    "random": "random",
    "easy": "heuristic:easy",
    "normal": "heuristic",
    "hard": "ismcts:hard",
    "expert": "ismcts:expert",
}
AUTOMATON = "gunfighter"  # Doomtown's rulebook opponent: a level of Doomtown's ladder only
LADDER_BOTS = {**LEVELS, AUTOMATON: AUTOMATON}  # every level a ladder may name, with its bot
LADDER_PLAYERS = {"townbuilder": 2, "doomtown": 2, "studios": 4, "deadwood": 4}


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def wilson_rounded(wins: float, games: int) -> list[float]:
    """The 95 % Wilson interval as a report gives it: two bounds to three decimals."""
    return [round(bound, 3) for bound in wilson(wins, games)]


Scores = dict[tuple[str, str], tuple[float, int]]
Progress = Callable[[str], None]


def elo(scores: Scores, anchor: str = "random", rounds: int = 500) -> dict[str, float]:
    """Ratings fitted to pairwise scores ``(a, b) -> (a's points, comparisons)`` (a draw is half a
    point): minorisation-maximisation for Bradley-Terry with a half-point prior against every
    opponent so a level that never loses still gets a finite rating; ``anchor`` is 0."""
    levels = sorted({name for pair in scores for name in pair})
    strength = dict.fromkeys(levels, 1.0)
    wins = dict.fromkeys(levels, 0.0)
    meetings: dict[tuple[str, str], float] = {}
    for (a, b), (points, count) in scores.items():
        wins[a] += points + 0.5
        wins[b] += count - points + 0.5
        meetings[(a, b)] = meetings.get((a, b), 0.0) + count + 1
    for _ in range(rounds):
        for level in levels:
            denominator = sum(n / (strength[a] + strength[b]) for (a, b), n in meetings.items() if level in (a, b))
            if denominator:
                strength[level] = wins[level] / denominator
    base = strength.get(anchor) or 1.0
    return {level: round(400 * math.log10(strength[level] / base), 1) for level in levels}


def deal_and_seat(index: int, players: int) -> tuple[int, int]:
    """Game ``index``'s deal (added to the ladder's seed) and the seat of the level under test.

    A game for two plays each deal from both seats in turn (as duplicate bridge does), so the luck
    of a deal falls on both levels alike. Doomtown deals each seat a starter deck by the seed, and
    the decks are far from even (the heuristic wins 25-74 % with one or another; ``MEASUREMENTS.md``):
    with the seat following the seed's parity, the seat under test would hold the same three starters
    in every game. At a table of four the seat under test moves round the table from deal to deal."""
    if players == 2:
        return index // 2, index % 2
    return index, index % players


def play_pairing(
    game: str,
    first: str,
    second: str,
    games: int,
    bots: dict[str, str],
    seed: int,
    *,
    start: int = 0,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """``first`` in one seat (rotating), ``second`` in every other; per-decision times by level.

    Game ``index`` (``start`` to ``start + games - 1``) deals and seats as ``deal_and_seat`` says,
    so runs of consecutive ``start`` play together the games of one long run. Each game is recorded
    (``record``) and told to ``progress`` as it ends: a long ladder shows how it is going, and its
    runs can be merged."""
    engine = get_engine(game)
    players = LADDER_PLAYERS[game]
    wins = 0.0
    points = 0.0  # pairwise: first against each other seat
    comparisons = errors = 0
    times: dict[str, list[float]] = {first: [], second: []}
    record: list[dict[str, Any]] = []
    for index in range(start, start + games):
        deal, seat_under_test = deal_and_seat(index, players)
        began = time.perf_counter()
        names = [first if seat == seat_under_test else second for seat in range(players)]
        options = _options(game, names)
        seat_bots = [get_bot(bots[name], game) for name in names]
        rngs = [Rng(seed + deal).fork(2000 + seat) for seat in range(players)]
        try:
            state = engine.new_game(players=players, seed=seed + deal, options=options)
            while not state.is_over():
                seat = state.to_act()[0]
                choices = len(state.legal_actions(seat))
                started = time.perf_counter()
                action = seat_bots[seat].choose(state.determinize(seat, rngs[seat]), seat, rngs[seat])
                if choices > 1:
                    times[names[seat]].append(time.perf_counter() - started)
                state.apply(seat, action)
        except Exception as exc:  # a benchmark counts failures instead of stopping
            errors += 1
            outcome: dict[str, Any] = {"error": repr(exc)}
        else:
            outcome = {"placements": state.result().placements}
        seconds = round(time.perf_counter() - began, 1)
        record.append({"seed": seed + deal, "seat": seat_under_test, **outcome, "seconds": seconds})
        if progress is not None:
            progress(_told(game, first, second, record[-1]))
        if "error" in outcome:
            continue
        placements = outcome["placements"]
        mine = placements[seat_under_test]
        winners = placements.count(1)
        wins += (mine == 1) / winners
        for seat, place in enumerate(placements):
            if seat != seat_under_test:
                points += 1.0 if mine < place else 0.5 if mine == place else 0.0
                comparisons += 1
    played = games - errors
    return {
        "first": first,
        "second": second,
        "games": games,
        "errors": errors,
        "first_win_rate": round(wins / played, 3) if played else None,
        "first_win_rate_95": wilson_rounded(wins, played),
        "fair_share": round(1 / players, 3),
        "mean_place": _mean_place(record),
        "pairwise": (points, comparisons),
        "times": times,
        "record": record,
    }


def beside_control(pairing: dict[str, Any], control: dict[str, Any]) -> dict[str, Any]:
    """``pairing`` read beside its control (its second level played in its first level's seats,
    seeds and random streams): the control's rate and place, the games (seed and seat) where the
    seat's win differs (``turned_round``, ``given_away``) and, finer at a table of more than two,
    where its place does."""
    seat_place = _places(control["record"])
    first_place = _places(pairing["record"])
    both = [s for s in first_place if s in seat_place]
    turned_round = sorted(s for s in both if first_place[s] == 1 and seat_place[s] != 1)
    given_away = sorted(s for s in both if first_place[s] != 1 and seat_place[s] == 1)
    placed_better = sorted(s for s in both if first_place[s] < seat_place[s])
    placed_worse = sorted(s for s in both if first_place[s] > seat_place[s])
    return {
        "level": pairing["second"],
        "first_win_rate": control["first_win_rate"],
        "first_win_rate_95": control["first_win_rate_95"],
        "mean_place": control["mean_place"],
        "errors": control["errors"],
        "turned_round": turned_round,
        "given_away": given_away,
        "placed_better": placed_better,
        "placed_worse": placed_worse,
        "sign_test_p": {
            "wins": round(sign_test(len(turned_round), len(given_away)), 3),
            "places": round(sign_test(len(placed_better), len(placed_worse)), 3),
        },
    }


Game = tuple[int, int]  # a ladder game: its seed and the seat under test


def _places(record: list[dict[str, Any]]) -> dict[Game, int]:
    """(Seed, seat) -> the place of the seat under test, for the games that did not fail."""
    return {
        (entry["seed"], entry["seat"]): entry["placements"][entry["seat"]] for entry in record if "placements" in entry
    }


def _mean_place(record: list[dict[str, Any]]) -> float | None:
    """The seat under test's mean place over the games that did not fail: finer than its wins at a
    table of four."""
    places = _places(record).values()
    return round(statistics.fmean(places), 2) if places else None


def _told(game: str, first: str, second: str, entry: dict[str, Any]) -> str:
    """A game of the record in words, for the progress of a long ladder."""
    seat = entry["seat"]
    how = f"placed {entry['placements'][seat]}" if "placements" in entry else f"failed: {entry['error']}"
    return (
        f"{game}, {first} against {second}: {first} in seat {seat}, seed {entry['seed']}: {how} ({entry['seconds']} s)"
    )


def _options(game: str, names: list[str]) -> dict[str, Any]:
    if game == "doomtown" and AUTOMATON in names:
        return {"automaton": {"seat": names.index(AUTOMATON), "archetype": "gunfighter", "twists": []}}
    return {}


def ladder(
    game: str,
    games: int,
    bots: dict[str, str],
    seed: int = 500,
    one_way: bool = False,
    *,
    start: int = 0,
    progress: Progress | None = None,
    control: bool = False,
) -> dict[str, Any]:
    levels = list(bots)
    pairings = []
    scores: Scores = {}
    times: dict[str, list[float]] = {level: [] for level in levels}
    # Head to head, one order is enough (seats rotate); one against many, each level takes both parts
    # unless ``one_way``.
    both_parts = LADDER_PLAYERS[game] > 2 and not one_way
    pairs = itertools.permutations(levels, 2) if both_parts else itertools.combinations(levels, 2)
    controls: dict[str, dict[str, Any]] = {}  # a control depends on the second level only: played once
    for first, second in pairs:
        result = play_pairing(game, first, second, games, bots, seed, start=start, progress=progress)
        scores[(first, second)] = result.pop("pairwise")
        for level, samples in result.pop("times").items():
            times[level].extend(samples)
        if control:
            if second not in controls:
                controls[second] = play_pairing(game, second, second, games, bots, seed, start=start, progress=progress)
            result["control"] = beside_control(result, controls[second])
        pairings.append(result)
    return {
        "players": LADDER_PLAYERS[game],
        "bots": {level: bots[level] for level in levels},
        "pairings": pairings,
        "elo": elo(scores),
        "seconds_per_decision": {
            level: {
                "decisions": len(samples),
                "median": round(statistics.median(samples), 4) if samples else None,
                "p99": round(percentile(samples, 0.99), 4) if samples else None,
            }
            for level, samples in times.items()
        },
    }


# Playouts a second of one CPU, per game (the median of ``search_speed`` over 8 positions, read
# with process time so that a loaded machine gives a quiet machine's count; load 11-15, 2026-12-03;
# the town builder's over its action-phase decisions only: its discards run five times as fast,
# and their rate would give the moves that matter about five seconds). The town builder's 1,300
# became 2,100 on 2026-12-04: its engine's apply and its heuristic's scoring got cheaper, and the
# median CPU rate of one-second searches on 8 action-phase positions rose 1.66 times (1,850 to
# 3,060, four alternating runs before and after, load 5-10); the figure is 1,300 times that, rounded down.
# It became 700 on 2026-12-04 when the town builder's playouts went on to the end of the searcher's
# next turn: three times the work each (690 against 2,070 a CPU second, the same 8 positions, two
# alternating runs, load 14-16), so 2,100 times that ratio. It became 1,300 on 2026-12-04 when the
# same playouts got cheaper (issue 25: slots shared between copies, the heuristic's scoring reused
# within a decision, labels memoised): the median CPU rate of one-second searches on the first 8
# action-phase positions of ``_positions("townbuilder", 2, 40)`` rose 1.90 times (759 to 1,444, the
# means of four alternating runs of main and the change, load 5-6), so 700 times that, rounded down.
# It became 1,600 on 2026-12-04 when the heuristic memoised a town's scoring and a hand's worth and
# a playout took the copy the heuristic tried its move on instead of applying the move again: the
# same median rate rose 1.23 times (1,309 to 1,612, four alternating runs, load 4), so 1,330 (700
# times 1.90) times that, rounded down.
# The ladder's hard and expert run these times the lobby's 1 s and 5 s as iteration budgets: the
# strength of the lobby's levels on a quiet machine, the same on any machine and replayable.
# Studios' levels spend the budget on their look to the day's end, which turns an iteration into
# the actions its playouts may play at the look's own quiet rate (``studios_look.ACTIONS_AN_ITERATION``).
QUIET_PLAYOUTS_PER_SECOND = {"townbuilder": 1_600, "studios": 12_500, "deadwood": 2_600, "doomtown": 370}
# A level with settings of its own (``Knowledge.levels``) plays at its own rate: the town builder's
# Expert, scoring its leaves by the fitted odds, ran 0.93 times as many playouts a CPU second as Hard's
# settings (1,764 against 1,906: the medians of one-second searches on the same 8 action-phase
# positions, two alternating runs, load 2, 2026-12-07), so 1,600 times that, rounded down.
# Doomtown's Expert spends its budget on the look (a world for 23 iterations, as Hard's), so Hard's rate.
QUIET_LEVEL_PLAYOUTS_PER_SECOND = {
    ("townbuilder", "expert"): 1_480,
    ("doomtown", "expert"): QUIET_PLAYOUTS_PER_SECOND["doomtown"],
}
LOBBY_SECONDS = {"hard": 1, "expert": 5}


def quiet_budgets(game: str) -> dict[str, str]:
    """``ismcts:N`` for hard and expert: the iterations of their lobby time on a quiet machine;
    ``ismcts:LEVEL:N`` for a level with settings of its own, at its own rate."""
    budgets = {}
    for level, seconds in LOBBY_SECONDS.items():
        if level in knowledge_for(game).levels:
            rate = QUIET_LEVEL_PLAYOUTS_PER_SECOND[(game, level)]
            budgets[level] = f"ismcts:{level}:{rate * seconds}"
        else:
            budgets[level] = f"ismcts:{QUIET_PLAYOUTS_PER_SECOND[game] * seconds}"
    return budgets


def ladder_settings(quick: bool) -> tuple[int, list[str], dict[str, dict[str, str]]]:
    """Games per pairing, the games to play, and each game's bot per level."""
    games = int(os.environ.get("LADDER_GAMES", "2" if quick else "20"))
    only = [key for key in os.environ.get("LADDER_ONLY", "").split(",") if key] or list(LADDER_PLAYERS)
    overrides = {}
    for pair in filter(None, os.environ.get("LADDER_BUDGETS", "").split(",")):
        level, _, name = pair.partition("=")
        if level not in LEVELS:
            raise ValueError(f"LADDER_BUDGETS names an unknown level {level!r}")
        overrides[level] = name
    named = [level for level in os.environ.get("LADDER_LEVELS", "").split(",") if level]
    levels = named or list(LADDER_BOTS)
    unknown = set(levels) - set(LADDER_BOTS)
    if unknown:
        raise ValueError(f"LADDER_LEVELS names unknown levels: {', '.join(sorted(unknown))}")
    bots = {}
    for game in only:
        budgets = {"hard": "ismcts:20", "expert": "ismcts:60"} if quick else quiet_budgets(game)
        every = {**LADDER_BOTS, **budgets, **overrides}
        bots[game] = {level: every[level] for level in levels if level != AUTOMATON or game == "doomtown"}
    return games, only, bots


def run_ladders(quick: bool) -> dict[str, Any]:
    games, only, bots = ladder_settings(quick)
    seed = int(os.environ.get("LADDER_SEED", "500"))
    one_way = os.environ.get("LADDER_ONE_WAY", "") == "1"
    start = int(os.environ.get("LADDER_FROM", "0"))
    control = os.environ.get("LADDER_CONTROL", "") == "1"
    return {
        game: ladder(game, games, bots[game], seed, one_way, start=start, progress=_to_stderr, control=control)
        for game in only
    }


def _to_stderr(line: str) -> None:
    """A ladder's progress goes to stderr: stdout is the report's JSON."""
    print(f"ladder {line}", file=sys.stderr, flush=True)


def search_speed(quick: bool) -> dict[str, Any]:
    """Playouts a second of the Hard search per game, over positions from seeded heuristic games:
    by the clock, and by this process's CPU time (what a quiet machine would give). Where the game's
    look decides (Studios' look to the day's end), its own playouts a CPU second too: each plays on
    to the day's end, so they are far fewer than the tree's."""
    from automaton.strategies.ismcts import SearchBot
    from automaton.strategies.ismcts.knowledge import knowledge_for
    from automaton.strategies.ismcts.search import Budget

    positions = 3 if quick else 12
    seconds = 0.2 if quick else 1.0
    figures: dict[str, Any] = {}
    for game, players in LADDER_PLAYERS.items():
        rates: list[float] = []
        cpu_rates: list[float] = []
        look_rates: list[float] = []
        bot = SearchBot(game, Budget(seconds=seconds), look=None)  # the tree's playouts, not a look's
        look = knowledge_for(game).look
        for state, seat in _positions(game, players, positions):
            started = time.process_time()
            bot.choose(state, seat, Rng(len(rates)))
            cpu = time.process_time() - started
            result = bot.last_result
            assert result is not None  # choose() always runs a search
            rates.append(result.iterations / result.seconds)
            cpu_rates.append(result.iterations / max(cpu, 1e-6))
            started = time.process_time()
            looked = look and look(state, seat, Rng(len(rates)), Budget(seconds=seconds), None, False)
            if looked:
                look_rates.append(looked.iterations / max(time.process_time() - started, 1e-6))
        figures[game] = {
            "positions": len(rates),
            "playouts_per_second_median": round(statistics.median(rates)),
            "playouts_per_second_min": round(min(rates)),
            "cpu_playouts_per_second_median": round(statistics.median(cpu_rates)),
            "cpu_playouts_per_second_min": round(min(cpu_rates)),
        }
        if look_rates:
            figures[game]["look_positions"] = len(look_rates)
            figures[game]["look_cpu_playouts_per_second_median"] = round(statistics.median(look_rates))
    return figures


def _positions(game: str, players: int, count: int) -> list[tuple[Any, int]]:
    """Decisions with a choice, spread along seeded games between heuristic bots."""
    found: list[tuple[Any, int]] = []
    bot = get_bot("heuristic", game)
    seed = 0
    while len(found) < count:
        seed += 1
        state = get_engine(game).new_game(players=players, seed=seed)
        rng = Rng(seed)
        ply = 0
        while not state.is_over() and len(found) < count:
            seat = state.to_act()[0]
            ply += 1
            if len(state.legal_actions(seat)) > 1 and ply % 25 == 0:
                found.append((state.clone(), seat))
            state.apply(seat, bot.choose(state.determinize(seat, rng), seat, rng))
    return found
