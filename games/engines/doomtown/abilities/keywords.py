"""Keywords a card has now: printed ones plus those traits give (Hawley's Rose: Abomination, Tin
Star: Deputy). A trait adds keywords by answering the ``keywords`` stat with a larger set. A blank
card (Curse of Failure) has none, given or printed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.table import is_blank
from games.engines.doomtown.town import adjusted_stat

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def has_keyword(state: DoomtownState, card: int, keyword: str) -> bool:
    facts = state.table[card]
    if is_blank(facts):
        return False
    if facts.has(keyword):
        return True
    return keyword in adjusted_stat(state, "keywords", card, facts.keywords)
