"""End-of-game money: the printed fines table for wanted posters. Pure, used by the engine and the league."""

from __future__ import annotations

# Fine for 1..10 wanted posters; the printed last column reads "10+", so 10 or more pay $55.
FINES = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55)


def fine(posters: int) -> int:
    """The fine for holding ``posters`` wanted posters at the end of the game."""
    if posters < 0:
        raise ValueError(f"wanted posters cannot be negative, got {posters}")
    return FINES[min(posters, len(FINES) - 1)]


def final_money(cash: int, posters: int) -> int:
    """Cash left after the fine; it may go below zero (the fine is owed in full)."""
    if cash < 0:
        raise ValueError(f"cash cannot be negative, got {cash}")
    return cash - fine(posters)
