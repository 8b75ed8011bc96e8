"""OpenSkill (Plackett-Luce) updates as pure functions: one table, or a whole history replayed in order."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


# The rating people read. OpenSkill's ordinal (mu - 3 sigma) starts at 0 and goes negative for a new
# or weak player, which reads as a penalty; scaled, a new player starts at 1000, one point of
# ordinal is worth 40, and a shown 0 would need an ordinal of -25, far below anything rated play gives.
DISPLAY_BASE = 1000
DISPLAY_SCALE = 40


def display_rating(ordinal: float) -> int:
    return round(DISPLAY_BASE + DISPLAY_SCALE * ordinal)


def initial_skill() -> Skill:
    fresh = MODEL.rating()
    return Skill(fresh.mu, fresh.sigma)


def rate_table(before: Sequence[Skill], placements: Sequence[int]) -> list[Skill]:
    """New skills for the seats of one table (one-player teams; equal placements are ties)."""
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in before]
    rated = MODEL.rate(teams, ranks=list(placements))
    return [Skill(team[0].mu, team[0].sigma) for team in rated]


@dataclass
class Replay:
    skills: dict[int, Skill]
    games: dict[int, int]
    history: list[tuple[int, int, float, float]]  # (match, player, mu, sigma) after each seat's game


def replay(tables: Iterable[tuple[int, Sequence[tuple[int, int]]]]) -> Replay:
    """Rate ``(match_id, [(player_id, placement), ...])`` tables in order, from fresh ratings.

    Gives the same numbers as ``rate_table`` applied table by table (the hot loop keeps the
    library's rating objects instead of converting them to ``Skill`` on every table).
    """
    ratings: dict[int, PlackettLuceRating] = {}
    games: dict[int, int] = defaultdict(int)
    history: list[tuple[int, int, float, float]] = []
    rate, fresh = MODEL.rate, MODEL.rating
    for match_id, seats in tables:
        teams = [[ratings.get(player) or fresh()] for player, _ in seats]
        rated = rate(teams, ranks=[place for _, place in seats])
        for (player, _), team in zip(seats, rated, strict=True):
            rating = ratings[player] = team[0]
            games[player] += 1
            history.append((match_id, player, rating.mu, rating.sigma))
    skills = {player: Skill(rating.mu, rating.sigma) for player, rating in ratings.items()}
    return Replay(skills=skills, games=dict(games), history=history)
