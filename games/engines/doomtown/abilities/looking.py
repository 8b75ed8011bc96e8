"""Looking at cards another player holds (Sight Beyond Sight): the looker may see them in that
hand until the end of the turn (``view`` shows them, ``determinize`` keeps them there).

A look is a ``seen`` effect on the card, ``set`` to the looker; it counts while the card stays in
that hand. It is added without an event, since events name card ids and the look is private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def look_at_random(state: DoomtownState, looker: int, holder: int, count: int) -> None:
    hand = sorted(state.hand[holder])
    state.rng.shuffle(hand)
    for card in hand[:count]:
        state.effects.append({"stat": "seen", "card": card, "until": "turn", "set": looker})
    state.note({"type": "look", "seat": looker, "holder": holder, "cards": min(count, len(hand))})


def seen_in_hand(state: DoomtownState, viewer: int | None, holder: int) -> list[int]:
    """The cards of ``holder``'s hand that ``viewer`` looked at this turn."""
    if viewer is None or not state.effects:
        return []
    seen = {e["card"] for e in state.effects if e["stat"] == "seen" and e["set"] == viewer}
    return [card for card in state.hand[holder] if card in seen]
