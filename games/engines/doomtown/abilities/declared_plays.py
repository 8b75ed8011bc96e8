"""Reacts "after you declare a play" (Johnny Brocklehurst), and effects lasting for that play.

A High Noon play (anything but a pass) and an ability used in a shootout play or resolution window
are declared plays. When a react to the declaration can be used, the play waits in a
``declared_play`` frame under that react window and is carried out, as it was chosen, once the
window closes. Effects made for the play's length carry ``until`` = the frame's ``span``; they end
when all the play brought about (the shootout of a call-out, a job, the choices it asks) is over:
a ``play_over`` frame left under what the play pushed ends them then (RULINGS 404).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from games.engines.base import Action
from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.effects import expire
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.hooks import Act, Decision, Step

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

PLAY_DECLARED = "play_declared"  # seat (who declared it), span (the ``until`` of effects lasting for it)
DECLARED, OVER = "declared_play", "play_over"


@dataclass(frozen=True)
class Declaring:
    """The play decisions with their plays declared first, and the frame kinds that carry them on."""

    decisions: Mapping[str, Decision]
    steps: Mapping[str, Step]


def declaring(decisions: Mapping[str, Decision]) -> Declaring:
    """``decisions``: High Noon's and the shootout windows' (by frame kind)."""
    acts = {kind: act for kind, (_, act) in decisions.items()}

    def carry_out(state: DoomtownState, pending: Frame) -> None:
        state.stack.pop()
        _carried_out(state, acts[pending["decision"]], pending["play"], pending["span"])

    wrapped = {kind: (legal, _declare(act)) for kind, (legal, act) in decisions.items()}
    return Declaring(decisions=wrapped, steps={DECLARED: carry_out, OVER: _play_over})


def _is_play(frame: Frame, action: Action) -> bool:
    if frame["kind"] == "noon":
        return bool(action["type"] != "pass")
    return bool(action["type"] == "ability")  # a window's play: not a pass, nor a Combo's choice


def _declare(act: Act) -> Act:
    def declare(state: DoomtownState, frame: Frame, action: Action) -> None:
        if not _is_play(frame, action):
            act(state, frame, action)
            return
        span = f"{DECLARED}/{len(state.stack)}"  # a play declared inside another sits higher: its own span
        pending = cast(Frame, {"kind": DECLARED, "decision": frame["kind"], "play": action, "span": span})
        state.stack.append(pending)
        after(state, PLAY_DECLARED, seat=frame["seat"], span=span)
        if state.stack[-1] is pending:  # no react could be used: the play goes on at once
            state.stack.pop()
            act(state, frame, action)

    return declare


def _carried_out(state: DoomtownState, act: Act, action: Action, span: str) -> None:
    """The play, from the decision frame it was declared in (on top again); its effects end with it."""
    frame = state.stack[-1]
    depth = len(state.stack)
    act(state, frame, action)
    still = depth <= len(state.stack) and state.stack[depth - 1] is frame
    pushed_from = depth if still else depth - 1  # the frames the play brought about start here
    if len(state.stack) > pushed_from:
        state.stack.insert(pushed_from, cast(Frame, {"kind": OVER, "span": span}))
    else:
        expire(state, span)


def _play_over(state: DoomtownState, frame: Frame) -> None:
    state.stack.pop()
    expire(state, frame["span"])
    for done in hooks.REACTS_DONE.fns:  # a window waiting under the play goes on
        done(state)


def outlived(state: DoomtownState) -> bool:
    """Some effect lasting for a play is left after the play (no frame of it on the stack): a bug."""
    spans = {frame.get("span") for frame in state.stack}
    return any(e["until"].startswith(f"{DECLARED}/") and e["until"] not in spans for e in state.effects)
