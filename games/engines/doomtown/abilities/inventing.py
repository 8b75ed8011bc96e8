"""Inventing Gadgets: who may invent which Gadget and with which skill (a Mad Scientist; Valeria
Batten uses her Huckster skill for Mystical Gadgets), the skill test with what card traits add to
it (Diego Linares), and where the Gadget goes after the test.

The High Noon invent play (``noon.py``) and card effects that invent (Maggie Harris,
Technological Exhibition) pay and boot as their text says, then call ``invent``. The test's pull
may wait for reacts before its result (``skills.skill_check``): what a caller does after the
invention is registered with ``after_check`` and named by ``then``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.skill_checks import CHECKED, MAD_SCIENTIST, after_check, skill_check
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


def may_invent(state: DoomtownState, dude: int) -> bool:
    """No trait of the dude keeps them from inventing (``HOOKS["never_invents"]``: Prof. Aloysius Roe)."""
    return state.table[dude].card.code not in HOOKS.get("never_invents", {})


def invent_skill(state: DoomtownState, dude: int, gadget: int) -> str | None:
    """The skill ``dude`` invents ``gadget`` with, None when the dude cannot invent it: Mad
    Scientist, else what the dude's trait (``HOOKS["invent_skill"]`` by the dude) or the Gadget's
    own text (``HOOKS["invented_with"]`` by the Gadget: Magnum Opus Tenebri) allows.
    Both hooks: fn(state, dude, gadget) -> skill | None."""
    if not may_invent(state, dude):
        return None
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
    state: DoomtownState,
    seat: int,
    inventor: int,
    gadget: int,
    host: int,
    easier: int = 0,
    end: str | None = None,
    then: str | None = None,
    data: dict[str, Any] | None = None,
) -> None:
    """The paid Gadget (out of every zone) is tested: success attaches a goods to ``host``, puts
    a dude into play at the inventor's location or a deed at the ``end`` of the street; failure
    discards it. ``easier`` lowers the difficulty. Then ``CHECKED[then](state, data, margin)``
    (a margin of 0 or more: invented)."""
    difficulty = max(0, (state.table[gadget].rating("Gadget") or 0) - easier)
    bonus = invention_bonus(state, inventor, gadget)
    skill = invent_skill(state, inventor, gadget) or MAD_SCIENTIST
    invention = {"seat": seat, "inventor": inventor, "gadget": gadget, "host": host, "end": end, "then": then,
                 "data": data or {}}  # fmt: skip
    state.pending[seat].append(gadget)  # where it waits while its pull may wait for reacts
    skill_check(state, seat, inventor, skill, difficulty, "invention", invention, bonus=bonus, gadget=gadget)


@after_check("invention")
def _invented(state: DoomtownState, invention: dict[str, Any], margin: int) -> None:
    seat, inventor, gadget, host = invention["seat"], invention["inventor"], invention["gadget"], invention["host"]
    state.pending[seat].remove(gadget)
    if margin < 0:
        state.discard[seat].append(gadget)
    else:
        _placed(state, seat, inventor, gadget, host, invention["end"])
    if invention["then"] is not None:
        CHECKED[invention["then"]](state, invention["data"], margin)


def _placed(state: DoomtownState, seat: int, inventor: int, gadget: int, host: int, end: str | None) -> None:
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
