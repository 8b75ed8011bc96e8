"""Yagn's Mechanical Skeleton: when another player's ability would move or boot its dude, a react
(booting the Skeleton) stops it: the dude does not move or boot, and stays in its posse.

Abilities move and boot other players' dudes through ``would.move_or_boot`` and
``would.send_home``, whose window offers this react before anything happens.
"""

from __future__ import annotations

from typing import Any

from games.engines.doomtown.abilities.core import Use
from games.engines.doomtown.abilities.reacts import react
from games.engines.doomtown.abilities.would import MOVE_OR_BOOT, changes

SKELETON = "24175"


def _protects(u: Use, event: dict[str, Any]) -> bool:
    return event["dude"] == u.dude and event["by"] != u.seat and changes(u.state, event)


@react("Yagn's Mechanical Skeleton", MOVE_OR_BOOT, applies=_protects)
def yagns_mechanical_skeleton(u: Use, _: dict[str, Any]) -> None:
    """the dude does not move or boot"""
