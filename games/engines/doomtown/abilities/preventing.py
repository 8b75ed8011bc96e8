"""Yagn's Mechanical Skeleton: its dude does not move or boot when another player's ability would
do it (a react, booting the Skeleton).

Before another player's ability resolves, a ``guard`` frame notes where each protected dude stands
(unbooted Skeleton, react unused) and whether it is booted; it sits under whatever the ability
pushes, so it runs once the ability has fully resolved (its choices included), or at once when the
ability starts a job or a shootout. A dude then moved or booted gives the Skeleton's owner the
react: the dude is put back as it stood, in its posse again if the ability took it out of one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.extra_uses import mark_used, spent
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.town import attachments

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

SKELETON = "24175"
FIGHTS = ("job", "answer", "shootout")
Frame = dict[str, Any]


def _skeleton(state: DoomtownState, dude: int) -> int | None:
    """The dude's unbooted Skeleton whose react is still to use this turn."""
    for item in attachments(state, dude):
        if (
            state.table[item].card.code == SKELETON
            and not state.booted[item]
            and not spent(state, item, f"{item}/react")
        ):
            return item
    return None


def _posse_seat(state: DoomtownState, dude: int) -> int:
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return next((seat for seat, posse in enumerate(frame["posse"]) if dude in posse), -1)
    return -1


def watch(state: DoomtownState, seat: int) -> None:
    """Called as ``seat``'s ability resolves: note the other players' protected dudes."""
    stands = [
        [dude, state.booted[dude], state.at[dude], _posse_seat(state, dude)]
        for other in range(state.players)
        if other != seat
        for dude in state.play[other]
        if state.table[dude].type == "dude" and _skeleton(state, dude) is not None
    ]
    if stands:
        state.stack.append({"kind": "guard", "stands": stands})


def settle(state: DoomtownState, seat: int) -> None:
    """The ability's own effect has run. When it started a job or a shootout, what it did to the
    protected dudes is looked at now: the fight that follows is not the ability."""
    for index in range(len(state.stack) - 1, -1, -1):
        frame = state.stack[index]
        if frame["kind"] == "guard":
            if any(above["kind"] in FIGHTS for above in state.stack[index + 1 :]):
                del state.stack[index]
                _look_back(state, frame)
            return


def _guard(state: DoomtownState, frame: Frame) -> None:
    """The ability has resolved, its choices included."""
    state.stack.pop()
    _look_back(state, frame)


def _look_back(state: DoomtownState, frame: Frame) -> None:
    """Each protected dude the ability moved or booted may be put back."""
    for dude, booted, at, posse_seat in frame["stands"]:
        still = any(dude in cards for cards in state.play)
        skeleton = _skeleton(state, dude) if still else None
        if skeleton is None or (state.booted[dude] <= booted and state.at[dude] == at):
            continue
        owner, name = state.table[dude].owner, state.table[dude].name
        texts = {"keep": f"{name} stays where they stood, unbooted as before (boot Yagn's Skeleton)", "let": "No react"}
        stood = {"dude": dude, "booted": booted, "at": at, "posse_seat": posse_seat, "skeleton": skeleton}
        ask(state, owner, "skeleton", ["keep", "let"], texts=texts, **stood)


@picker("skeleton")
def _skeleton_react(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice != "keep":
        return
    dude, skeleton = frame["dude"], frame["skeleton"]
    state.booted[skeleton] = 1
    mark_used(state, skeleton, f"{skeleton}/react")
    state.note({"type": "react", "seat": frame["seat"], "card": skeleton})
    state.booted[dude], state.at[dude] = frame["booted"], frame["at"]
    seat = frame["posse_seat"]
    for fight in reversed(state.stack):
        if fight["kind"] == "shootout":
            if seat >= 0 and all(dude not in posse for posse in fight["posse"]):
                fight["posse"][seat].append(dude)
            break


HOOKS.setdefault("ability_resolves", {})[SKELETON] = watch
HOOKS.setdefault("ability_resolved", {})[SKELETON] = settle
STEPS = {"guard": _guard}
