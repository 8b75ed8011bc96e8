"""Articulated Reloading Manager: one to a dude; it readies another goods of its dude for one more use."""

from __future__ import annotations

from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, ability, hook
from games.engines.doomtown.abilities.extra_uses import grant_extra_use
from games.engines.doomtown.abilities.restrictions import one_per_dude
from games.engines.doomtown.town import attachments

hook("attaches_to", "Articulated Reloading Manager")(one_per_dude)


def _other_goods(u: Use) -> list[int]:
    return [item for item in attachments(u.state, u.dude) if item != u.card and u.state.table[item].type == "goods"]


@ability("Articulated Reloading Manager", SHOOTOUT, boot=True, targets=_other_goods)
@ability("Articulated Reloading Manager", NOON, boot=True, targets=_other_goods)  # one ability, either time
def articulated_reloading_manager(u: Use, goods: int) -> None:
    """unboot another goods on this dude: its abilities may be used once more this turn"""
    u.state.booted[goods] = 0
    grant_extra_use(u.state, goods)
