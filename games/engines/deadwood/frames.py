"""The decision stack's vocabulary: every frame kind names how to list its choices and resolve one.

A frame is a plain dict stored in the state (``{"kind": "hire", "seat": 2, ...}``), so any state
can be saved, replayed and searched. A *decision* frame waits for its ``seat``; an *automatic*
frame (no ``legal``) runs as soon as it reaches the top. A decision frame with no legal choice
is dropped (``on_empty`` may first put things back, e.g. an unplaceable building tile).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from games.engines.deadwood.state import DeadwoodState

Frame = dict[str, Any]
Action = dict[str, Any]


class FrameKind(NamedTuple):
    legal: Callable[[DeadwoodState, Frame], list[Action]] | None
    resolve: Callable[[DeadwoodState, Frame, Action], None]
    on_empty: Callable[[DeadwoodState, Frame], None] | None


FRAMES: dict[str, FrameKind] = {}


def decision(
    kind: str,
    legal: Callable[[DeadwoodState, Frame], list[Action]],
    resolve: Callable[[DeadwoodState, Frame, Action], None],
    on_empty: Callable[[DeadwoodState, Frame], None] | None = None,
) -> None:
    FRAMES[kind] = FrameKind(legal, resolve, on_empty)


def automatic(kind: str, run: Callable[[DeadwoodState, Frame], None]) -> None:
    FRAMES[kind] = FrameKind(None, lambda state, frame, _action: run(state, frame), None)


def copy_frame(frame: Frame) -> Frame:
    """Frames hold ints, strings and (lists of) lists of ints: copy one level of nesting deep."""
    copied = {}
    for key, value in frame.items():
        if type(value) is list:
            value = [list(item) if type(item) is list else item for item in value]
        copied[key] = value
    return copied
