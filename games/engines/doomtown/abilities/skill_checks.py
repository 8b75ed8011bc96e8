"""Pulls that wait for reacts before their result is read: "after a dude pulls for a Mad Scientist
skill check" (Prof. Aloysius Roe raises the pull), "after making a pull for a Gadget" (Analytical
Cognisizer makes its suit hearts).

A caller asks ``skill_check`` and registers with ``after_check`` what it does with the result. The
pull is made and its total (pull + rating) waits in a ``skill_check`` frame under the react window
(``hooks.SKILL_PULLED`` opens it); once the window closes the result is read, the reacts to a
success open, and ``CHECKED[then](state, data, margin)`` goes on, in the ability resolving when the
test was asked (``acting``). When no react fits, nothing waits: it all happens at once, as with
any other test (``skills.skill_margin``) (RULINGS 405). A Gadget's pull read by its suit
(``gadget_pull``, registered with ``after_suit``) waits the same way in a ``suit_pull`` frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.effects import acting, resolving
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.skills import skill_pull, skill_result
from games.engines.doomtown.town import location_of
from games.engines.doomtown.zones import pull_suit

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

MAD_SCIENTIST = "Mad Scientist"
SKILL_CHECK, SUIT_PULL = "skill_check", "suit_pull"
Then = Callable[["DoomtownState", dict[str, Any], int], None]  # fn(state, data, margin)
CHECKED: dict[str, Then] = {}  # what a skill check's caller does with its result, by name
SuitThen = Callable[["DoomtownState", dict[str, Any], "str | None"], None]  # fn(state, data, suit)
SUITED: dict[str, SuitThen] = {}  # what a Gadget's suit pull does with the suit (None: nothing pulled)


def after_suit(name: str) -> Callable[[SuitThen], SuitThen]:
    """Register what a Gadget's pull does with its suit: fn(state, data, suit or None)."""

    def register(fn: SuitThen) -> SuitThen:
        SUITED[name] = fn
        return fn

    return register


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
    gadget: int | None = None,
) -> None:
    """``dude``'s test of ``skill`` against ``difficulty`` (``bonus`` added to the rating), for
    ``gadget`` if any (inventing it, its ability); its margin goes to ``CHECKED[then](state, data,
    margin)`` once the reacts after the pull are over."""
    # The card pulled goes with the caller's data: a card may ask what was pulled (Ezekiah Grimme).
    total, data["pulled"] = skill_pull(state, seat, dude, skill, bonus)
    check = cast(Frame, {"kind": SKILL_CHECK, "seat": seat, "dude": dude, "skill": skill, "difficulty": difficulty,
                         "total": total, "gadget": gadget, "where": state.at[dude], "then": then, "data": data,
                         "acting": _acting_now()})  # fmt: skip
    _wait(state, check)


def gadget_pull(
    state: DoomtownState, seat: int, gadget: int, then: str, data: dict[str, Any], where: int | None = None
) -> None:
    """A pull for ``gadget`` read by its suit (a joker: hearts): ``SUITED[then](state, data, suit)``
    once the reacts after it are over; None when there was nothing to pull. ``where``: the Gadget's
    location when it is no longer in play (Whistle Stop), else where it is."""
    card, suit = pull_suit(state, seat, "hearts")
    place = location_of(state, gadget) if where is None else where
    pulled = cast(Frame, {"kind": SUIT_PULL, "seat": seat, "dude": None, "skill": None, "suit": suit,
                          "gadget": gadget, "where": place, "then": then, "data": data,
                          "acting": _acting_now()})  # fmt: skip
    if card is None:
        _read(state, pulled)
        return
    _wait(state, pulled)


def _wait(state: DoomtownState, pulled: Frame) -> None:
    state.stack.append(pulled)
    for fn in hooks.SKILL_PULLED.fns:
        fn(state, pulled)
    if state.stack[-1] is pulled:  # no react window opened
        state.stack.pop()
        _read(state, pulled)


def _acting_now() -> dict[str, Any] | None:
    act = resolving()
    return None if act is None else dict(act)


def pending_check(state: DoomtownState) -> Frame | None:
    """The skill check or Gadget pull whose pull waits for its result (the nearest)."""
    return next((frame for frame in reversed(state.stack) if frame["kind"] in (SKILL_CHECK, SUIT_PULL)), None)


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
    if check["kind"] == SUIT_PULL:
        SUITED[check["then"]](state, check["data"], check["suit"])
        return
    margin = skill_result(state, check["seat"], check["dude"], check["skill"], check["total"], check["difficulty"])
    CHECKED[check["then"]](state, check["data"], margin)


STEPS = {SKILL_CHECK: _checked, SUIT_PULL: _checked}
