"""Dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS, SHOOTOUT, Use, ability, trait
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.abilities.targets import their_posse
from games.engines.doomtown.fight import opponent
from games.engines.doomtown.town import attachments, control_points_of_card

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]


def _items(state: DoomtownState, dude: int, keyword: str) -> list[int]:
    return [item for item in attachments(state, dude) if state.table[item].has(keyword)]


@trait("24045")
def bobo(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Bullets plus the highest Huckster rating in play."""
    if card != source or stat != "bullets":
        return amount
    ratings = [state.table[c].rating("Huckster") or 0 for seat in state.play for c in seat]
    return amount + max(ratings, default=0)


@trait("24033")
def lane_healey(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +2 bullets, -1 upkeep."""
    if card != source or stat not in ("bullets", "upkeep") or not _items(state, card, "Horse"):
        return amount
    return amount + 2 if stat == "bullets" else amount - 1


@trait("24070")
def erik_samson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Mystical goods: +1 influence; a Melee Weapon: a stud."""
    if card != source:
        return amount
    if stat == "influence" and any(state.table[i].type == "goods" for i in _items(state, card, "Mystical")):
        return amount + 1
    if stat == "bullet_type" and any(state.table[i].has("Weapon") for i in _items(state, card, "Melee")):
        return "stud"
    return amount


@trait("24082")
def miranda_clarke(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """A control point: +1 influence; 2 bounty or more: +2 bullets."""
    if card != source:
        return amount
    if stat == "influence" and control_points_of_card(state, card) > 0:
        return amount + 1
    if stat == "bullets" and state.bounty[card] >= 2:
        return amount + 2
    return amount


@trait("24091")
def walter_jameson(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """+1 influence at a deed an opponent owns."""
    if card != source or stat != "influence":
        return amount
    where = state.at[card]
    if where >= 0 and state.table[where].type == "deed" and state.table[where].owner != state.table[card].owner:
        return amount + 1
    return amount


@ability("24040", SHOOTOUT, boot=True, targets=their_posse)
def pagliaccio(u: Use, dude: int) -> None:
    """an opposing dude gets -1 bullets and -1 value"""
    effects.add(u.state, "bullets", dude, -1, until="shootout")
    effects.add(u.state, "value", dude, -1, until="shootout")


def _tommy_harden(state: DoomtownState, frame: Frame, dude: int) -> None:
    """The opponent in Tommy's shootout cheated: +1 rank, +2 with a legal hand."""
    side = next(frame["side"][seat] for seat, posse in enumerate(frame["posse"]) if dude in posse)
    other = opponent(frame, side)
    if frame["cheatin"][other]:
        mine = frame["hands"][side]
        raise_rank(frame, side, 2 if mine is not None and not mine["cheatin"] else 1)


HOOKS.setdefault("tally", {})["24067"] = _tommy_harden
