"""Dudes: their traits (stat changes while in play) and their abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import HOOKS, NOON, SHOOTOUT, Use, ability, trait
from games.engines.doomtown.abilities.rounds import raise_rank
from games.engines.doomtown.abilities.targets import their_posse
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.fight import current, opponent
from games.engines.doomtown.town import attachments, bullets, control_points_of_card, deeds_in_play, dudes_at
from games.engines.doomtown.zones import draw_card, leave_play, pay

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


# ---- batch 2 -----------------------------------------------------------------------------------


def _at_foreign_deed(u: Use) -> bool:
    where = u.state.at[u.card]
    return where >= 0 and u.state.table[where].type == "deed" and u.state.table[where].owner != u.seat


@ability("24100", NOON, boot=True, when=_at_foreign_deed)
def angela_payne(u: Use, _: None) -> None:
    """at a deed you do not own: gain 2 ghost rock"""
    u.gain(2)


@ability("24081", NOON, boot=True, when=_at_foreign_deed)
def lawrence_blackwood(u: Use, _: None) -> None:
    """at a deed you do not own: a control point while he stays there this turn"""
    effects.add(u.state, "blackwood_at", u.card, u.state.at[u.card], until="turn")


@trait("24081")
def lawrence_blackwood_control(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """His control point holds only at the deed where he took it."""
    if card != source or stat != "control":
        return amount
    here = state.at[card]
    taken = any(e["stat"] == "blackwood_at" and e["card"] == card and e["amount"] == here for e in state.effects)
    return amount + 1 if taken else amount


@trait("24042")
def the_brute(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Aced as a casualty he covers 2 more."""
    return amount + 2 if card == source and stat == "ace_covers" else amount


def _at_deed(state: DoomtownState, dude: int) -> bool:
    return state.at[dude] >= 0 and state.table[state.at[dude]].type == "deed"


@trait("24094")
def rattler_young_un(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """At a deed his bullets, not his influence, count for its control."""
    if card == source and stat == "control_strength" and _at_deed(state, card):
        return bullets(state, card)
    return amount


@ability("24094", SHOOTOUT, when=lambda u: len(u.their_posse()) == 1)
def rattler_young_un_stud(u: Use, _: None) -> None:
    """only one opposing dude: Rattler becomes a stud"""
    effects.add(u.state, "bullet_type", u.card, until="shootout", set_to="stud")


@ability("24079", NOON, boot=True, targets=lambda u: deeds_in_play(u.state))
def ike_clanton(u: Use, deed: int) -> None:
    """a deed is Rowdy until after the next Production phase"""
    effects.add(u.state, "rowdy", deed, until="production", set_to=True)


def _jacqueline(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining the mark's side (or opposing a job) makes her a stud for the shootout."""
    seat = state.table[dude].owner
    if fight["side"][seat] == fight["mark_seat"]:
        effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")


def _mahogany(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse discards the top two cards of his owner's deck."""
    seat = state.table[dude].owner
    for _ in range(2):
        card = draw_card(state, seat)
        if card is not None:
            state.discard[seat].append(card)


def _ramiro(state: DoomtownState, fight: Frame, dude: int) -> None:
    """Joining a posse: his owner pays 1 ghost rock or discards him."""
    seat = state.table[dude].owner
    options = (["pay"] if state.stash[seat] >= 1 else []) + ["discard"]
    texts = {"pay": "Pay 1 GR to keep Ramiro Mendoza", "discard": "Discard Ramiro Mendoza"}
    ask(state, seat, "ramiro", options, texts=texts, dude=dude)


@picker("ramiro")
def _ramiro_choice(state: DoomtownState, frame: Frame, choice: str) -> None:
    seat, dude = frame["seat"], frame["dude"]
    if choice == "pay":
        pay(state, seat, 1)
        return
    for posse in current(state)["posse"]:
        if dude in posse:
            posse.remove(dude)
    leave_play(state, dude, ace=False)


HOOKS.setdefault("joins_posse", {}).update({"24103": _jacqueline, "24095": _mahogany, "24093": _ramiro})


def _billy_targets(u: Use) -> list[list[int | None]]:
    horses = [h for h in attachments(u.state, u.card) if u.state.table[h].has("Horse") and not u.state.booted[h]]
    here = [d for d in dudes_at(u.state, u.state.at[u.card]) if not u.state.booted[d]]
    return [[h, d] for h in horses for d in [None, *here]]


def _billy(u: Use, target: list[int | None]) -> None:
    """boot his Horse to draw a card; may boot a dude here"""
    horse, dude = target
    u.state.booted[horse] = 1
    card = draw_card(u.state, u.seat)
    if card is not None:
        u.state.hand[u.seat].append(card)
    if dude is not None:
        u.state.booted[dude] = 1


ability("24036", NOON, targets=_billy_targets)(_billy)
ability("24036", SHOOTOUT, targets=_billy_targets)(_billy)


@trait("24036")
def buckin_billy_ballard(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """With a Horse: +1 bullets and +1 influence."""
    if card == source and stat in ("bullets", "influence") and _items(state, card, "Horse"):
        return amount + 1
    return amount
