"""Skill checks whose pull waits for reacts before its result is read: "after a dude pulls for a
Mad Scientist skill check" (Prof. Aloysius Roe raises the pull).

A caller asks ``skill_check`` and registers with ``after_check`` what it does with the result. The
pull is made and its total (pull + rating) waits in a ``skill_check`` frame under the react window
(``hooks.SKILL_PULLED`` opens it); once the window closes the result is read, the reacts to a
success open, and ``CHECKED[then](state, data, margin)`` goes on, in the ability resolving when the
test was asked (``acting``). When no react fits, nothing waits: it all happens at once, as with
any other test (``skills.skill_margin``) (RULINGS 405).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.effects import acting, resolving
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.skills import skill_pull, skill_result

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

MAD_SCIENTIST = "Mad Scientist"
SKILL_CHECK = "skill_check"
Then = Callable[["DoomtownState", dict[str, Any], int], None]  # fn(state, data, margin)
CHECKED: dict[str, Then] = {}  # what a skill check's caller does with its result, by name


def after_check(name: str) -> Callable[[Then], Then]:
    """Register what a skill check's caller does with the result: fn(state, data, margin)."""

    def register(fn: Then) -> Then:
        CHECKED[name] = fn
        return fn

    return register


def skill_check(
    state: DoomtownState,
    seat: int,
    dude: int,
    skill: str,
    difficulty: int,
    then: str,
    data: dict[str, Any],
    bonus: int = 0,
) -> None:
    """``dude``'s test of ``skill`` against ``difficulty`` (``bonus`` added to the rating); its
    margin goes to ``CHECKED[then](state, data, margin)`` once the reacts after the pull are over."""
    # The card pulled goes with the caller's data: a card may ask what was pulled (Ezekiah Grimme).
    total, data["pulled"] = skill_pull(state, seat, dude, skill, bonus)
    check = cast(Frame, {"kind": SKILL_CHECK, "seat": seat, "dude": dude, "skill": skill, "difficulty": difficulty,
                         "total": total, "then": then, "data": data, "acting": _acting_now()})  # fmt: skip
    state.stack.append(check)
    for fn in hooks.SKILL_PULLED.fns:
        fn(state, check)
    if state.stack[-1] is check:  # no react window opened
        state.stack.pop()
        _read(state, check)


def _acting_now() -> dict[str, Any] | None:
    act = resolving()
    return None if act is None else dict(act)


def pending_check(state: DoomtownState) -> Frame | None:
    """The skill check whose pull waits for its result (the nearest)."""
    return next((frame for frame in reversed(state.stack) if frame["kind"] == SKILL_CHECK), None)


def _checked(state: DoomtownState, check: Frame) -> None:
    """The reacts after the pull are over: the result is read in the ability that asked, then the
    window below goes on."""
    state.stack.pop()
    act = check["acting"]
    if act is None:
        _read(state, check)
    else:
        with acting(act["seat"], act["card"], act["timing"]):
            _read(state, check)
    for done in hooks.REACTS_DONE.fns:
        done(state)


def _read(state: DoomtownState, check: Frame) -> None:
    margin = skill_result(state, check["seat"], check["dude"], check["skill"], check["total"], check["difficulty"])
    CHECKED[check["then"]](state, check["data"], margin)


STEPS = {SKILL_CHECK: _checked}
