"""Target lists abilities share: dudes in posses, at a location, wanted, with a Horse..."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.callouts import may_be_called_out_at
from games.engines.doomtown.abilities.core import Use, stand_in
from games.engines.doomtown.abilities.effects import silenced
from games.engines.doomtown.abilities.keywords import has_keyword
from games.engines.doomtown.abilities.protection import hidden
from games.engines.doomtown.abilities.would import move_or_boot
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import cheatin_round, current, hand_side
from games.engines.doomtown.table import is_blank
from games.engines.doomtown.town import (
    attachments,
    bullets,
    deed_controller,
    dudes_at,
    in_town,
    influence,
    locations,
    value,
)
from games.engines.doomtown.zones import boot

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def my_posse(u: Use) -> list[int]:
    return u.my_posse()


def their_posse(u: Use) -> list[int]:
    return [dude for dude in u.their_posse() if not hidden(u.state, dude, u.seat)]


def their_goods(u: Use) -> list[int]:
    """Goods on the dudes of the opposing posse."""
    items = [item for dude in their_posse(u) for item in attachments(u.state, dude)]
    return [item for item in items if u.state.table[item].type == "goods"]


def my_hand_legal(u: Use) -> bool:
    """The user's side has shown a draw hand this round (at Gamblin': a lowball hand) and it is not cheatin'."""
    found = cheatin_round(u.state) or current(u.state)
    side = hand_side(found, u.seat)
    hand = None if side is None else found["hands"][side]
    return hand is not None and not hand["cheatin"]


def fighters(u: Use) -> list[int]:
    return my_posse(u) + their_posse(u)


def wanted(u: Use, dude: int) -> bool:
    return u.state.bounty[dude] > 0


def has_keyword_item(u: Use, dude: int, keyword: str) -> bool:
    return any(u.state.table[item].has(keyword) for item in attachments(u.state, dude))


def pairs(first: list[int], second: list[int]) -> list[list[int]]:
    return [[a, b] for a in first for b in second if a != b]


def value_against(u: Use, dude: int) -> int:
    """A dude's value as another player's card effect sees it (Tusk: +5 against opposing effects)."""
    tusk = any(
        u.state.table[item].card.code == "24154" and not silenced(u.state, item) for item in attachments(u.state, dude)
    )
    return value(u.state, dude) + (5 if tusk and controller(u.state, dude) != u.seat else 0)


def grit_against(u: Use, dude: int) -> int:
    """A dude's grit (value + bullets + influence) as another player's card effect sees it; at
    least 11 for the effects of a player whose Lorena Corbett chose it (a ``grit_11`` effect)."""
    grit = value_against(u, dude) + bullets(u.state, dude) + influence(u.state, dude)
    floored = any(e["stat"] == "grit_11" and e["card"] == dude and e["set"] == u.seat for e in u.state.effects)
    return max(grit, 11) if floored else grit


def is_gadget(state: DoomtownState, card: int) -> bool:
    """A card with the Gadget keyword (goods carry it with their difficulty: "Gadget 6"); a dude
    wearing Yagn's Mechanical Skeleton gains it, and a trait may give it (Prof. Aloysius Roe)."""
    facts = state.table[card]
    if is_blank(facts):
        return False  # no keyword at all (Curse of Failure)
    if facts.type == "dude" and any(state.table[item].card.code == "24175" for item in attachments(state, card)):
        return True
    if facts.has("Gadget") or facts.rating("Gadget") is not None:
        return True
    return facts.type == "dude" and has_keyword(state, card, "Gadget")


def in_town_locations(state: DoomtownState) -> list[int]:
    """The town square, homes and street deeds: every location but Out of Town deeds."""
    return [place for place in locations(state) if in_town(state, place)]


def callout_marks(u: Use, dude: int) -> list[int]:
    """Opposing dudes ``dude`` may call out: it is unbooted, they stand at its location, not at their
    home (unless a card lets them be called out there)."""
    here = u.state.at[dude]
    if u.state.booted[dude]:
        return []
    return [d for d in u.opposing_dudes() if u.state.at[d] == here and may_be_called_out_at(u.state, d, here)]


def dudes_here(u: Use) -> list[int]:
    """The dudes at the deed whose ability is used; a dude through whom its player uses the deed
    (Marcia Ridge) counts as there."""
    found = dudes_at(u.state, u.card)
    through = stand_in(u.state, u.seat, u.card)
    return found if through is None or through in found else [*found, through]


def opposing_unbooted(u: Use, *, dudes_only: bool = False) -> list[int]:
    """Unbooted cards in play another player controls ("an opposing card"): a deed by its
    controller, any other card by its controller (``control.py``)."""
    found = []
    for cards in u.state.play:
        for card in cards:
            facts = u.state.table[card]
            if u.state.booted[card] or (dudes_only and facts.type != "dude"):
                continue
            if (deed_controller(u.state, card) if facts.type == "deed" else controller(u.state, card)) != u.seat:
                found.append(card)
    return found


def boot_card(u: Use, card: int) -> None:
    """Boot a card by ``u``'s ability: a dude through the "would" window, any card past protections."""
    if u.state.table[card].type == "dude":
        move_or_boot(u.state, u.seat, card, boot=True)
    else:
        boot(u.state, card)
