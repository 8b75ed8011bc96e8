"""A pulled joker is its owner's to declare: its value, and its suit where the pull reads it.

Pulls happen inside plays (a skill test, a card's pull). When a player's action pulls a joker,
the action is taken back (the state as it was before it), the joker's owner declares the joker
(a ``joker_pull`` decision, the declaration that serves the pull best first), and the action is
made again: the engine is deterministic, so the same joker comes up and takes the declared value.
A play pulling several jokers asks for each in turn. Outside a player's action (setup, a test
calling the rules directly, a bot measuring a play on a copy) a joker takes its best use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.cards import SUITS, VALUE_NAMES
from games.engines.doomtown.frames import Frame

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Declared = dict[str, Any]  # {"value": 1-13 or None, "suit": a suit or None}
VALUES = tuple(range(1, 14))
SUIT_SIGNS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}


class JokerPulled(Exception):
    """A joker came up in a pull during a player's action: its owner must declare it first."""

    def __init__(self, seat: int, best_value: int | None, best_suit: str | None) -> None:
        super().__init__(f"seat {seat} pulled a joker")
        self.seat = seat
        self.best_value = best_value
        self.best_suit = best_suit


def declared(state: DoomtownState, seat: int, best_value: int | None, best_suit: str | None) -> Declared:
    """What the pulled joker is: the next declaration made for this action, else its best use
    outside a player's action; with none made yet, the action stops to ask."""
    waiting = state.declared_jokers
    if waiting is None:
        return {"value": best_value, "suit": best_suit}
    if not waiting:
        raise JokerPulled(seat, best_value, best_suit)
    return waiting.pop(0)


def _best_first(options: tuple[Any, ...], best: Any) -> list[Any]:
    return [best, *(option for option in options if option != best)] if best is not None else [None]


def joker_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = []
    for value in _best_first(VALUES, frame["best_value"]):
        for suit in _best_first(SUITS, frame["best_suit"]):
            shown = f"{VALUE_NAMES.get(value, value) if value else ''}{SUIT_SIGNS[suit] if suit else ''}"
            label = f"The pulled joker is a {shown}"
            actions.append({"type": "joker_as", "value": value, "suit": suit, "label": label})
    return actions


def joker_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    raise AssertionError("a joker declaration is applied by act_declaring_jokers")


def act_declaring_jokers(state: DoomtownState, seat: int, action: Action, run: Any) -> None:
    """``run(state, seat, action)`` makes the action; a joker pulled on the way takes it back and
    asks its owner. Answering that question makes the interrupted action again."""
    top = state.stack[-1]
    before = state.clone()
    if top["kind"] == "joker_pull":
        state.stack.pop()
        answers = [*top["declared"], {"value": action["value"], "suit": action["suit"]}]
        seat, action = top["replay_seat"], top["replay"]
    else:
        answers = []
    state.declared_jokers = list(answers)
    try:
        run(state, seat, action)
    except JokerPulled as joker:
        state.restore(before)
        question: Frame = {"kind": "joker_pull", "seat": joker.seat, "replay_seat": seat, "replay": action,
                    "declared": answers, "best_value": joker.best_value, "best_suit": joker.best_suit}  # fmt: skip
        if top["kind"] == "joker_pull":
            state.stack[-1] = question
        else:
            state.stack.append(question)
        state.events = [{"type": "joker_pulled", "seat": joker.seat}]
    finally:
        state.declared_jokers = None


DECISIONS = {"joker_pull": (joker_legal, joker_act)}
