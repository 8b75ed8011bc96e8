"""Inventing Gadgets: who may invent which Gadget and with which skill (a Mad Scientist; Valeria
Batten uses her Huckster skill for Mystical Gadgets), the skill test with what card traits add to
it (Diego Linares), and where the Gadget goes after the test.

The High Noon invent play (``noon.py``) and card effects that invent (Maggie Harris,
Technological Exhibition) pay and boot as their text says, then call ``invent``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.skills import skill_test
from games.engines.doomtown.zones import attach, place_deed, put_into_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def inventors(state: DoomtownState, seat: int) -> list[int]:
    """The seat's unbooted Mad Scientists (a card effect's inventor may stand anywhere)."""
    return [
        dude
        for dude in state.play[seat]
        if state.table[dude].type == "dude"
        and state.table[dude].rating("Mad Scientist") is not None
        and not state.booted[dude]
    ]


def invent_skill(state: DoomtownState, dude: int, gadget: int) -> str | None:
    """The skill ``dude`` invents ``gadget`` with, None when the dude cannot invent it: Mad
    Scientist, else what the dude's trait (``HOOKS["invent_skill"]`` by the dude) or the Gadget's
    own text (``HOOKS["invented_with"]`` by the Gadget: Magnum Opus Tenebri) allows.
    Both hooks: fn(state, dude, gadget) -> skill | None."""
    if state.table[dude].rating("Mad Scientist") is not None:
        return "Mad Scientist"
    for event, card in (("invent_skill", dude), ("invented_with", gadget)):
        other = HOOKS.get(event, {}).get(state.table[card].card.code)
        skill = other(state, dude, gadget) if other is not None else None
        if skill is not None:
            return str(skill)
    return None


def huckster_invents(state: DoomtownState, dude: int, gadget: int) -> str | None:
    """A Huckster invents this Gadget with their Huckster skill (Magnum Opus Tenebri)."""
    return "Huckster" if state.table[dude].rating("Huckster") is not None else None


def huckster_invents_mystical(state: DoomtownState, dude: int, gadget: int) -> str | None:
    """Valeria Batten (both printings) invents Mystical Gadgets with her Huckster skill, as if it were Mad Scientist."""
    return "Huckster" if state.table[gadget].has("Mystical") else None


def invention_bonus(state: DoomtownState, dude: int, gadget: int) -> int:
    """What the inventor's own traits add to the Mad Scientist rating for this Gadget."""
    fn = HOOKS.get("invent_bonus", {}).get(state.table[dude].card.code)
    return 0 if fn is None else fn(state, dude, gadget)


def invent(
    state: DoomtownState, seat: int, inventor: int, gadget: int, host: int, easier: int = 0, end: str | None = None
) -> bool:
    """The paid Gadget (out of every zone) is tested: success attaches a goods to ``host``, puts
    a dude into play at the inventor's location or a deed at the ``end`` of the street; failure
    discards it. ``easier`` lowers the difficulty."""
    difficulty = max(0, (state.table[gadget].rating("Gadget") or 0) - easier)
    bonus = invention_bonus(state, inventor, gadget)
    skill = invent_skill(state, inventor, gadget) or "Mad Scientist"
    if not skill_test(state, seat, inventor, skill, difficulty, bonus=bonus):
        state.discard[seat].append(gadget)
        return False
    if state.table[gadget].type == "dude":
        put_into_play(state, gadget, seat)
        state.at[gadget] = state.at[inventor]
    elif state.table[gadget].type == "deed":
        place_deed(state, seat, gadget, end or "right")
    else:
        attach(state, gadget, host, seat)
        keep_one(state, seat, gadget, host)
    invented = HOOKS.get("once_invented", {}).get(state.table[gadget].card.code)
    if invented is not None:  # the Gadget's own "after you invent this" (Analytical Cognisizer), before reacts
        invented(state, seat, gadget, inventor)
    after(state, "invented", seat=seat, gadget=gadget, inventor=inventor)  # card reacts (Fort 51, Quincy Washburne)
    return True
