"""Skill tests and Kung Fu tests: a pull against a number.

A skill test (Huckster, Blessed, Shaman, Mad Scientist) succeeds when the pull's value plus the
dude's rating meets the difficulty: inventing a Gadget uses it now, casting spells will (their
difficulty is in the card text). A Kung Fu test succeeds when the pull is at most the dude's
value (Kung Fu rating included); Techniques call it (``abilities/techniques.py``).
A pulled joker takes the value that serves its owner and is aced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown import hooks
from games.engines.doomtown.town import adjusted_stat, value
from games.engines.doomtown.zones import pull

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def skill_test(state: DoomtownState, seat: int, dude: int, skill: str, difficulty: int, bonus: int = 0) -> bool:
    """``bonus``: what card traits add to the rating for this test only (Diego Linares inventing a Horse,
    Stevie Lyndon casting a Hymn)."""
    return skill_margin(state, seat, dude, skill, difficulty, bonus) >= 0


def skill_margin(state: DoomtownState, seat: int, dude: int, skill: str, difficulty: int, bonus: int = 0) -> int:
    """Pull + rating - difficulty: the test succeeds at 0 or more ("successful by 6": 6 or more)."""
    total, _card = skill_pull(state, seat, dude, skill, bonus)
    return skill_result(state, seat, dude, skill, total, difficulty)


def skill_pull(state: DoomtownState, seat: int, dude: int, skill: str, bonus: int = 0) -> tuple[int, int | None]:
    """The pull's value plus the dude's rating (with what cards add, and ``bonus``), and the card
    pulled (None from an empty deck and discard pile): a card may ask what was pulled (Ezekiah Grimme)."""
    rating = adjusted_stat(state, skill, dude, state.table[dude].rating(skill) or 0) + bonus  # cards may raise it
    card, pulled = pull(state, seat, want_high=True)
    return pulled + rating, card


def skill_result(state: DoomtownState, seat: int, dude: int, skill: str, total: int, difficulty: int) -> int:
    """The test's margin, noted; a success opens its reacts."""
    margin = total - difficulty
    state.note(
        {"type": "skill_test", "dude": dude, "skill": skill, "total": total, "difficulty": difficulty,
         "success": margin >= 0}
    )  # fmt: skip
    if margin >= 0:
        _succeeded(state, seat, dude, skill, margin)
    return margin


def kung_fu_test(state: DoomtownState, seat: int, dude: int) -> bool:
    return kung_fu_pull(state, seat, dude)[0]


def kung_fu_pull(state: DoomtownState, seat: int, dude: int) -> tuple[bool, int | None]:
    """The test's success and the card pulled (None from an empty deck and discard pile)."""
    card, pulled = pull(state, seat, want_high=False)
    target = value(state, dude)
    success = 0 < pulled <= target  # an empty deck and discard pile pull nothing: the test fails
    state.note({"type": "kung_fu_test", "dude": dude, "pulled": pulled, "value": target, "success": success})
    if success:
        _succeeded(state, seat, dude, "Kung Fu", target - pulled)
    return success, card


def _succeeded(state: DoomtownState, seat: int, dude: int, skill: str, margin: int) -> None:
    """``margin``: by how much the test passed (a Kung Fu test: how far under the dude's value)."""
    for fn in hooks.PULL_SUCCEEDED.fns:
        fn(state, seat, dude, skill, margin)
