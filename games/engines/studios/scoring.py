"""Final score: one point per dollar, one per credit, five per rank. Pure, for the engine and for result entry."""

from __future__ import annotations

from typing import Any

MIN_RANK = 1
MAX_RANK = 6
POINTS_PER_RANK = 5


def _check_count(name: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    if value < 0:
        raise ValueError(f"{name} cannot be negative (got {value})")


def final_score(dollars: int, credits: int, rank: int) -> int:
    """``dollars + credits + 5 x rank``; ValueError for negative amounts or a rank outside 1..6."""
    _check_count("dollars", dollars)
    _check_count("credits", credits)
    if isinstance(rank, bool) or not isinstance(rank, int):
        raise ValueError(f"rank must be a whole number from {MIN_RANK} to {MAX_RANK}, not {rank!r}")
    if not MIN_RANK <= rank <= MAX_RANK:
        raise ValueError(f"rank must be from {MIN_RANK} to {MAX_RANK} (got {rank})")
    return dollars + credits + POINTS_PER_RANK * rank


def score_line(dollars: int, credits: int, rank: int) -> dict[str, int]:
    """Each part of the score, as a result page shows it."""
    return {
        "dollars": dollars,
        "credits": credits,
        "rank": rank,
        "rank_points": POINTS_PER_RANK * rank,
        "score": final_score(dollars, credits, rank),
    }
