"""13 players in fours over 4 rounds (a bye each round) cannot play with fewer than 9 repeat
meetings: the proof by exhaustive search (the seeded events of the sweep end with exactly 9,
test_pod_sweep.py).

Fair byes go to four different players. Up to renaming the players and reordering the rounds:

- the first round is {0 1 2 3} {4 5 6 7} {8 9 10 11} with 12 on the bench;
- the second round's bye is 0 (the renamings that keep the first round move any seated player
  to any other);
- the other two byes are both in 0's first pod (1 and 2), one in it and one not (1 and 4: the
  rounds can be reordered so that the two from one pod come first, and the pods renamed), or
  one in each other pod (4 and 8).

For each case the second round is taken once per orbit of the renamings that keep the first
round and every bye; then every third round, skipped when even the fourth round with the most
new pairs against the first two could not bring the repeats down to 8, and every fourth round.
None does: 72 meetings over at most 63 different pairs.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest

PLAYERS = 13
PAIR = {pair: number for number, pair in enumerate(combinations(range(PLAYERS), 2))}
FIRST = ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11))
MEETINGS = 4 * 3 * 6  # rounds x pods x pairs in a pod
BYE_CASES = ((0, 1, 2), (0, 1, 4), (0, 4, 8))


def pods_of_four(players: list[int]) -> Iterator[tuple[tuple[int, ...], ...]]:
    if not players:
        yield ()
        return
    first, rest = players[0], players[1:]
    for others in combinations(rest, 3):
        left = [p for p in rest if p not in others]
        for tail in pods_of_four(left):
            yield ((first, *others), *tail)


def pairs_of(pods) -> int:
    return sum(1 << PAIR[pair] for pod in pods for pair in combinations(sorted(pod), 2))


def rounds_benching(player: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    return {pairs_of(pods): pods for pods in pods_of_four([p for p in range(PLAYERS) if p != player])}


def keeping(fixed: tuple[int, ...]) -> list[list[int]]:
    """Generators of the renamings that keep the first round and each of ``fixed``: swaps of two
    free players of a pod, and the swap of the two last pods when neither holds a fixed player."""
    generators = []
    for pod in FIRST:
        free = [p for p in pod if p not in fixed]
        for a, b in zip(free, free[1:], strict=False):
            renaming = list(range(PLAYERS))
            renaming[a], renaming[b] = b, a
            generators.append(renaming)
    if not set(FIRST[1] + FIRST[2]) & set(fixed):
        renaming = list(range(PLAYERS))
        for a, b in zip(FIRST[1], FIRST[2], strict=True):
            renaming[a], renaming[b] = b, a
        generators.append(renaming)
    return generators


def orbit_representatives(rounds: dict[int, tuple[tuple[int, ...], ...]], generators: list[list[int]]) -> list[int]:
    representatives, seen = [], set()
    for mask in rounds:
        if mask in seen:
            continue
        representatives.append(mask)
        seen.add(mask)
        todo = [mask]
        while todo:
            pods = rounds[todo.pop()]
            for renaming in generators:
                image = pairs_of([[renaming[p] for p in pod] for pod in pods])
                if image not in seen:
                    seen.add(image)
                    todo.append(image)
    return representatives


def some_schedule_within(byes: tuple[int, int, int], most: int) -> bool:
    """Whether some schedule with these byes after the first round's makes at most ``most`` repeats."""
    second, third, fourth = (rounds_benching(player) for player in byes)
    first = pairs_of(FIRST)
    for mask in orbit_representatives(second, keeping((PLAYERS - 1, *byes))):
        met = first | mask
        best_fourth = max((m & ~met).bit_count() for m in fourth)
        for m3 in third:
            if MEETINGS - (met.bit_count() + (m3 & ~met).bit_count() + best_fourth) > most:
                continue
            known = met | m3
            if MEETINGS - known.bit_count() - max((m4 & ~known).bit_count() for m4 in fourth) <= most:
                return True
    return False


def test_the_renamings_that_keep_the_first_round_move_any_seated_player_anywhere():
    moved, todo = {0}, [0]
    swaps = [*keeping(()), [4, 5, 6, 7, 0, 1, 2, 3, 8, 9, 10, 11, 12]]  # and the first two pods swapped
    while todo:
        player = todo.pop()
        for renaming in swaps:
            if renaming[player] not in moved:
                moved.add(renaming[player])
                todo.append(renaming[player])
    assert moved == set(range(12))


@pytest.mark.parametrize("byes", BYE_CASES)
def test_thirteen_players_in_fours_cannot_play_four_rounds_with_fewer_than_nine_repeats(byes):
    assert not some_schedule_within(byes, 8)


def test_the_search_finds_a_schedule_with_nine():
    assert some_schedule_within((0, 4, 8), 9)
