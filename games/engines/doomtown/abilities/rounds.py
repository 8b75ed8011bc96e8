"""What abilities change in a shootout round's outcome: hand ranks, casualties and fleeing.

The shootout frame keeps ``rank_bonus`` (per seat, this round) and, when abilities set them,
``no_casualties`` (seats that take none this round), ``fewer_casualties`` (per seat, taken off
this round's casualties), ``extra_casualties`` (added to each round's loser for the rest of
the shootout), ``straight_or_flush_bonus`` (sides with +2 rank in each round they show a legal
straight or flush) and ``no_fleeing`` ([round, seat]: that seat's dudes cannot flee that round).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import HOOKS
from games.engines.doomtown.fight import side_posse
from games.engines.doomtown.poker import FLUSH, STRAIGHT, STRAIGHT_FLUSH
from games.engines.doomtown.town import attachments

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]


def adjust_casualties(state: DoomtownState, frame: Frame) -> None:
    loser = frame["loser"]
    if loser is not None and frame["casualties"][loser]:
        frame["casualties"][loser] += frame.get("extra_casualties", 0)
    for seat in frame.get("no_casualties", []):
        frame["casualties"][seat] = 0
    frame["no_casualties"] = []
    for seat, fewer in enumerate(frame.pop("fewer_casualties", [])):
        frame["casualties"][seat] = max(0, frame["casualties"][seat] - fewer)


def raise_rank(frame: Frame, seat: int, amount: int) -> None:
    frame["rank_bonus"][seat] += amount


def reduce_casualties(state: DoomtownState, frame: Frame, seat: int, amount: int) -> None:
    """``seat`` takes ``amount`` fewer casualties this round."""
    frame.setdefault("fewer_casualties", [0] * state.players)[seat] += amount


def spare_casualties(frame: Frame, seat: int) -> None:
    frame.setdefault("no_casualties", []).append(seat)


def rank_while_straight_or_flush(frame: Frame, side: int) -> None:
    """For the rest of the shootout ``side`` has +2 hand rank in each round its shown hand is a
    legal straight, flush or straight flush (Comin' Up Roses)."""
    frame.setdefault("straight_or_flush_bonus", []).append(side)


def stand_fast(frame: Frame, seat: int) -> None:
    """``seat``'s dudes cannot flee this round."""
    frame.setdefault("no_fleeing", []).append([frame["round"], seat])


def may_flee(frame: Frame, seat: int) -> bool:
    return [frame["round"], seat] not in frame.get("no_fleeing", [])


def settle(state: DoomtownState, frame: Frame) -> None:
    """Before ranks are compared: Calling the Cavalry's horse count, Comin' Up Roses' straight or
    flush, and traits of dudes in the fight."""
    sides = (frame["leader_seat"], frame["mark_seat"])
    if frame.get("cavalry") == frame["round"]:
        horses = {
            side: sum(
                1
                for dude in side_posse(state, frame, side)
                for item in attachments(state, dude)
                if state.table[item].has("Horse")
            )
            for side in sides
        }
        most = max(horses.values())
        if most and list(horses.values()).count(most) == 1:
            raise_rank(frame, max(horses, key=horses.__getitem__), 1)
    for side in frame.get("straight_or_flush_bonus", []):
        hand = frame["hands"][side]
        if hand is not None and not hand["cheatin"] and hand["rank"] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
            raise_rank(frame, side, 2)
    tally_traits = HOOKS.get("tally", {})
    for posse in frame["posse"]:
        for dude in posse:
            fn = tally_traits.get(state.table[dude].card.code)
            if fn is not None:
                fn(state, frame, dude)
