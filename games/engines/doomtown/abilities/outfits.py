"""Outfits: each seat's home and its once-a-turn abilities."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import HOOKS, NOON, Use, ability
from games.engines.doomtown.town import influence
from games.engines.doomtown.zones import add_bounty

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _gracious_gifts(state: DoomtownState, outfit: int, seat: int) -> int:
    """Its player, with no more ghost rock than anyone else, may discard one more card at Nightfall."""
    owner = state.table[outfit].owner
    return 1 if seat == owner and all(state.stash[owner] <= other for other in state.stash) else 0


HOOKS.setdefault("nightfall_discards", {})["24001"] = _gracious_gifts


@ability("24001", NOON, boot=True, cost=2, targets=lambda u: [d for d in u.my_dudes() if u.state.booted[d]])
def gracious_gifts(u: Use, dude: int) -> None:
    """pay 2 GR: unboot your dude"""
    u.state.booted[dude] = 0


def _law_dogs_posses(u: Use) -> list[list[int]]:
    """Each wanted-or-not target with each smallest group of your unbooted dudes out-influencing it."""
    mine = [d for d in u.my_dudes() if not u.state.booted[d]]
    weight = {d: influence(u.state, d) for d in u.all_dudes()}
    groups_by_total = [
        (sum(weight[d] for d in group), min(weight[d] for d in group), list(group))
        for size in range(1, len(mine) + 1)
        for group in combinations(mine, size)
    ]
    found = []
    for target in u.all_dudes():
        need = weight[target]
        # every dude of the group is needed: without its weakest the total is no longer enough
        groups = [group for total, weakest, group in groups_by_total if total > need >= total - weakest]
        found += [[target, *group] for group in groups if target not in group]
    return found


@ability("24009", NOON, boot=True, targets=_law_dogs_posses)
def law_dogs(u: Use, target: list[int]) -> None:
    """boot your dudes with more influence than a dude to give that dude 1 bounty"""
    dude, *posse = target
    for deputy in posse:
        u.state.booted[deputy] = 1
    add_bounty(u.state, dude)
