"""12 players in threes cannot play 5 rounds with fewer than 3 repeat meetings, and the seeded
events end with exactly 3: the proof by exhaustive search, then the sweep.

Zero is the nearly Kirkman triple system NKTS(12), which does not exist; the search below rules
out one and two as well. A schedule with at most 2 repeats has at most 3 pairs of rounds sharing
a pair of players (a pair meeting three times makes 2 repeats and 3 shared pairs), so:

- some two rounds share no pair, and any three of the five do when the other pairs of rounds
  are at most 3 (five vertices and three edges always leave three independent ones);
- every round is the same up to renaming the players, so the first is {0 1 2} {3 4 5} ...;
- the renamings that keep the first round (within its pods, and the pods among themselves) take
  any round that shares no pair with it to any other, so the second is fixed too (checked below).

The search then tries every third round sharing no pair with the first two, and every fourth and
fifth round, keeping those with at most 3 shared pairs in all; the fewest repeats among them is 3.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest

from league.tournament.simulate import simulate_with_warnings
from tests.league.tournament.test_pod_lookahead import repeat_meetings

PLAYERS = 12
PAIR = {pair: number for number, pair in enumerate(combinations(range(PLAYERS), 2))}
FIRST = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11))


def triple_rounds(players: list[int]) -> Iterator[tuple[tuple[int, int, int], ...]]:
    if not players:
        yield ()
        return
    first, rest = players[0], players[1:]
    for b, c in combinations(rest, 2):
        left = [p for p in rest if p not in (b, c)]
        for tail in triple_rounds(left):
            yield ((first, b, c), *tail)


def pairs_of(pods) -> int:
    return sum(1 << PAIR[pair] for pod in pods for pair in combinations(sorted(pod), 2))


def keeping_the_first_round() -> list[tuple[int, ...]]:
    """Generators of the renamings that keep the first round: within a pod, and pods among themselves."""
    ident = list(range(PLAYERS))
    swap, turn, pods, cycle = list(ident), list(ident), list(ident), list(ident)
    swap[0], swap[1] = 1, 0
    turn[0], turn[1], turn[2] = 1, 2, 0
    for k in range(3):
        pods[FIRST[0][k]], pods[FIRST[1][k]] = FIRST[1][k], FIRST[0][k]
        for j in range(4):
            cycle[FIRST[j][k]] = FIRST[(j + 1) % 4][k]
    return [tuple(swap), tuple(turn), tuple(pods), tuple(cycle)]


def fewest_repeats_with_at_most_three_shared_pairs() -> int:
    every = {pairs_of(pods): pods for pods in triple_rounds(list(range(PLAYERS)))}
    assert len(every) == 15_400  # 12! / (3!^4 4!)
    first = pairs_of(FIRST)
    strangers = [mask for mask in every if not mask & first]
    assert len(strangers) == 1_296
    second = strangers[0]
    orbit, todo = {second}, [second]
    while todo:
        pods = every[todo.pop()]
        for renaming in keeping_the_first_round():
            image = pairs_of([[renaming[p] for p in pod] for pod in pods])
            if image not in orbit:
                orbit.add(image)
                todo.append(image)
    assert orbit == set(strangers), "the second round is fixed up to renaming"

    def shared(a: int, b: int) -> int:
        return (a & b).bit_count()

    rest = [m for m in every if m not in (first, second) and shared(m, first) + shared(m, second) <= 3]
    base = {m: shared(m, first) + shared(m, second) for m in rest}
    fewest = None
    for third in (m for m in rest if base[m] == 0):
        options = [(m, base[m] + shared(m, third)) for m in rest if m != third]
        options = [(m, cost) for m, cost in options if cost <= 3]
        for i, (fourth, spent) in enumerate(options):
            for fifth, cost in options[i + 1 :]:
                if spent + cost + shared(fifth, fourth) > 3:
                    continue
                rounds = (first, second, third, fourth, fifth)
                union = 0
                for mask in rounds:
                    union |= mask
                repeats = sum(mask.bit_count() for mask in rounds) - union.bit_count()
                fewest = repeats if fewest is None else min(fewest, repeats)
    assert fewest is not None
    return fewest


def test_twelve_players_in_threes_cannot_play_five_rounds_with_fewer_than_three_repeats():
    assert fewest_repeats_with_at_most_three_shared_pairs() == 3


@pytest.mark.parametrize("seed", range(3))
def test_seeded_events_of_twelve_in_threes_over_five_rounds_end_with_the_proven_three(seed):
    report, warnings = simulate_with_warnings(
        format="swiss", players=12, seed=seed, rounds=5, pod_size=3, pod_allowed=(3,)
    )
    assert repeat_meetings(report) == 3
    assert any("repeat meetings ahead" in warning for warning in warnings[1])
