"""Priority lists as the rulebook applies them: criteria first to last, then its own tie-break.

A criterion is ``(name, score)``; the candidates with the highest score stay. When several are
left after every criterion, the Automaton takes {the card with the highest value}, then {the card
that comes first alphabetically}; copies of one card are told apart by the non-unique rules and
finally by the lowest id (any copy will do: "just choose one").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from games.engines.doomtown.town import TOWN_SQUARE, attachments, dudes_at

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

T = TypeVar("T")
Criterion = tuple[str, Callable[[Any], float]]


def read_through(criteria: Sequence[Criterion], read: Callable[[Any], Any]) -> list[Criterion]:
    """The same criteria, each scoring what ``read`` finds in a candidate (its effect, its subject)."""
    return [(name, _reading(score, read)) for name, score in criteria]


def _reading(score: Callable[[Any], float], read: Callable[[Any], Any]) -> Callable[[Any], float]:
    return lambda candidate: score(read(candidate))


@dataclass(frozen=True)
class Pick:
    choice: Any
    reason: str  # the criterion that decided, in the rulebook's words


def pick(
    candidates: Sequence[T], criteria: Sequence[Criterion], card_of: Callable[[T], int], state: DoomtownState
) -> Pick | None:
    """Apply ``criteria`` first to last, then the tie-breaks; ``card_of`` names the card a candidate stands for."""
    left = list(candidates)
    if not left:
        return None
    if len(left) == 1:
        return Pick(left[0], "the only option")
    for name, score in criteria:
        best = max(score(item) for item in left)
        narrowed = [item for item in left if score(item) == best]
        if len(narrowed) < len(left) and len(narrowed) == 1:
            return Pick(narrowed[0], name)
        left = narrowed
    table = state.table
    top = max(table[card_of(item)].stat_value for item in left)
    narrowed = [item for item in left if table[card_of(item)].stat_value == top]
    if len(narrowed) == 1 and len(narrowed) < len(left):
        return Pick(narrowed[0], "tie-break: the card with the highest value")
    first = min(table[card_of(item)].name.casefold() for item in narrowed)
    left = [item for item in narrowed if table[card_of(item)].name.casefold() == first]
    if len(left) == 1 and len(left) < len(narrowed):
        return Pick(left[0], "tie-break: the card that comes first alphabetically")
    for name, score in non_unique(state):
        best = max(score(card_of(item)) for item in left)
        narrowed = [item for item in left if score(card_of(item)) == best]
        if len(narrowed) == 1 and len(narrowed) < len(left):
            return Pick(narrowed[0], name)
        left = narrowed
    chosen = min(left, key=lambda item: (card_of(item), str(item)))  # whatever order they came in
    if len({card_of(item) for item in left}) == 1:
        return Pick(chosen, "options of one card alike by every criterion: any will do")
    return Pick(chosen, "copies of one card: any will do")


def non_unique(state: DoomtownState) -> list[Criterion]:
    """Copies of the same card in play: the rulebook's criteria per card type."""
    table = state.table

    def kind(card: int) -> str:
        return table[card].type

    def deed_empty(card: int) -> float:
        return float(kind(card) == "deed" and not dudes_at(state, card))

    def deed_near_home(card: int) -> float:
        if kind(card) != "deed":
            return 0.0
        street = next((s for s in state.street if card in s), None)
        if street is None:
            return 0.0
        outfit = next(c for c in street if table[c].type == "outfit")
        return -abs(street.index(card) - street.index(outfit))

    def deed_leftmost(card: int) -> float:
        street = next((s for s in state.street if card in s), None)
        return -street.index(card) if kind(card) == "deed" and street is not None else 0.0

    def dude_attachments(card: int) -> float:
        return float(len(attachments(state, card))) if kind(card) == "dude" else 0.0

    def dude_unbooted(card: int) -> float:
        return float(kind(card) == "dude" and not state.booted[card])

    def host_attachments(card: int) -> float:
        host = state.attached_to[card]
        return float(len(attachments(state, host))) if kind(card) in ("goods", "spell") and host >= 0 else 0.0

    return [
        ("copies: the deed with no dudes present", deed_empty),
        ("copies: the deed closest to the home on its street", deed_near_home),
        ("copies: the leftmost deed", deed_leftmost),
        ("copies: the dude with the most attachments", dude_attachments),
        ("copies: an unbooted dude", dude_unbooted),
        ("copies: attached to the card with the most attachments", host_attachments),
    ]


def is_opposing_deed(state: DoomtownState, seat: int, location: int) -> bool:
    return location != TOWN_SQUARE and state.table[location].type == "deed" and state.table[location].owner != seat
