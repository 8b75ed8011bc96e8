"""Events about to happen that cards may replace ("instead") or stop: a dude aced, or discarded as
a casualty (``lose_dude``).

The rulebook's order (React Priorities): traits with "instead" first, here the Harrowed keyword
(a Harrowed dude aced other than as a casualty is discarded instead: from then on the event is
that discard, and no card replaces a discard that is no casualty); then the react windows of
``reacts.before`` (Lay On Hands sends the dude home booted instead). The event may wait for those
windows, so ``lose_dude`` is the last thing its caller does (RULINGS 54).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.reacts import HAPPENS, before
from games.engines.doomtown.town import is_harrowed
from games.engines.doomtown.zones import collect_bounty, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

LOSE_DUDE = "lose_dude"


def lose_dude(
    state: DoomtownState,
    dude: int,
    *,
    ace: bool,
    casualty: bool = False,
    collector: int | None = None,
    winners: list[int] | None = None,
) -> None:
    """The dude is about to be aced or discarded: as a casualty, its bounty split among the
    ``winners``; otherwise its bounty goes to ``collector`` (None: the bank)."""
    if ace and not casualty and is_harrowed(state, dude):
        ace = False
        state.note({"type": "harrowed_discarded_instead", "card": dude})
    event = {"dude": dude, "ace": ace, "casualty": casualty, "collector": collector, "winners": winners or []}
    before(state, LOSE_DUDE, event)


def _dude_lost(state: DoomtownState, event: dict[str, Any]) -> None:
    dude = event["dude"]
    collect_bounty(state, dude, event["winners"])
    leave_play(state, dude, ace=event["ace"], collector=event["collector"])


HAPPENS[LOSE_DUDE] = _dude_lost
