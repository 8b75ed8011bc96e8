"""Abilities that attach goods and spells from the play hand (Owl's Insight).

Unlike buying or learning at High Noon, an ability's "attach" needs neither an unbooted dude nor a
location its player controls (the rulebook's example of a deed that attaches a goods). A spell
still goes to a dude with its skill, a Totem to the location of one of the player's Shamans where
it may be planted (never the town square); a Gadget comes into play only by being invented, so
none is attached this way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.costs import paid_from_hand, play_cost
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.targets import is_gadget
from games.engines.doomtown.abilities.totems import is_totem, may_plant
from games.engines.doomtown.table import SPELL_SKILL
from games.engines.doomtown.town import TOWN_SQUARE, dudes_of
from games.engines.doomtown.zones import attach, pay, unique_blocked

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def may_take(state: DoomtownState, seat: int, card: int, host: int) -> bool:
    """Whether the player's dude ``host`` may take ``card`` (a Totem: planted at its location)."""
    facts = state.table[card]
    if not may_attach(state, card, host):
        return False
    if facts.type == "goods":
        return True
    skills = {SPELL_SKILL[keyword] for keyword in SPELL_SKILL if facts.has(keyword)}
    if not any(state.table[host].rating(skill) is not None for skill in skills):
        return False
    if not is_totem(state, card):
        return True
    return state.at[host] != TOWN_SQUARE and may_plant(state, card, state.at[host])  # no Totem in the town square


def attach_cost(state: DoomtownState, seat: int, card: int, host: int, discount: int) -> int:
    return max(0, play_cost(state, seat, card, state.at[host]) - discount)


def cards_for(state: DoomtownState, seat: int, host: int, discount: int) -> list[int]:
    """Goods and spells in the hand (one per title) ``host`` may take for what the stash holds."""
    found, seen = [], set()
    for card in sorted(state.hand[seat]):
        facts = state.table[card]
        if facts.type not in ("goods", "spell") or facts.name in seen or is_gadget(state, card):
            continue
        if unique_blocked(state, seat, card) or not may_take(state, seat, card, host):
            continue
        if attach_cost(state, seat, card, host, discount) <= state.stash[seat]:
            seen.add(facts.name)
            found.append(card)
    return found


def hosts_for(state: DoomtownState, seat: int, discount: int) -> list[int]:
    """The player's dudes that may take some card of the hand."""
    return [dude for dude in dudes_of(state, seat) if cards_for(state, seat, dude, discount)]


def attach_from_hand(state: DoomtownState, seat: int, card: int, host: int, discount: int) -> None:
    """Pay for ``card`` (``discount`` less) and attach it; a second Weapon, Horse or Attire asks
    which to keep."""
    pay(state, seat, attach_cost(state, seat, card, host, discount))
    state.hand[seat].remove(card)
    paid_from_hand(state, seat, card)
    attach(state, card, state.at[host] if is_totem(state, card) else host, seat)
    if state.table[card].type == "goods":
        keep_one(state, seat, card, host)
