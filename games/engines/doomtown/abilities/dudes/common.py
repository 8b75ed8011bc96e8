"""What several factions' dudes share: looking at goods, fights and decks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import attachments, dudes_of, home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def items(state: DoomtownState, dude: int, keyword: str) -> list[int]:
    return [item for item in attachments(state, dude) if state.table[item].has(keyword)]


def at_foreign_deed(u: Use) -> bool:
    where = u.state.at[u.card]
    return where >= 0 and u.state.table[where].type == "deed" and u.state.table[where].owner != u.seat


def fight_of(state: DoomtownState, dude: int) -> Frame | None:
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return frame if any(dude in posse for posse in frame["posse"]) else None
    return None


def wanted_dudes(state: DoomtownState, seats: list[int]) -> int:
    return sum(1 for seat in seats for dude in dudes_of(state, seat) if state.bounty[dude] > 0)


def outfit_is(state: DoomtownState, seat: int, faction: str) -> bool:
    return state.table[home(state, seat)].card.faction == faction


def look_at_top(state: DoomtownState, seat: int, count: int) -> None:
    """The top cards of the deck go to the draw zone, which only their owner sees, top card first."""
    for _ in range(min(count, len(state.deck[seat]))):
        state.draw[seat].append(state.deck[seat].pop())


def put_back(state: DoomtownState, seat: int) -> None:
    """The cards looked at go back on top of the deck in the same order."""
    state.deck[seat].extend(reversed(state.draw[seat]))
    state.draw[seat] = []


def reveal_into_hand(state: DoomtownState, seat: int, card: int, source: list[int]) -> None:
    """The card found in ``source`` (one of the seat's zones) is revealed and goes to the hand."""
    source.remove(card)
    state.hand[seat].append(card)
    state.note({"type": "revealed", "seat": seat, "card": card})
