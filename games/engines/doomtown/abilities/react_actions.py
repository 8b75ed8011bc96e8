"""Action cards of the packs beyond the base set played as Reacts from the hand (``reacts.py``:
``react_action``): the window's event decides whether they can be played; their cost is paid as
they are played, and they are discarded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.arrivals import MOVED
from games.engines.doomtown.abilities.callouts import CALLED_OUT
from games.engines.doomtown.abilities.core import SHOOTOUT, Use, action
from games.engines.doomtown.abilities.effects import has_melee_weapon
from games.engines.doomtown.abilities.react_choices import react_choosing
from games.engines.doomtown.abilities.reacts import react_action
from games.engines.doomtown.abilities.rounds import CASUALTIES, NOT_CHEATIN, RANKS, lock
from games.engines.doomtown.abilities.windows import CHOSEN, ask, could_choose, pending_ability, picker
from games.engines.doomtown.abilities.would import HOME_BY_RULES
from games.engines.doomtown.control import controller
from games.engines.doomtown.fight import current
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import adjacent, bullet_type, deeds_in_play, in_town, influence
from games.engines.doomtown.zones import pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

POSSES_FORMED = "posses_formed"
PORT_UNBOOT = 1  # Any Port in a Storm: ghost rock that unboots the dude it moved


def _onto_my_deed(u: Use, data: dict[str, Any]) -> bool:
    """An opposing dude moved onto a deed the user owns."""
    state, to = u.state, data["to"]
    return (
        controller(state, data["dude"]) != u.seat
        and to >= 0
        and state.table[to].type == "deed"
        and state.table[to].owner == u.seat
    )


def _neighbours(u: Use, data: dict[str, Any]) -> list[int]:
    if not _onto_my_deed(u, data):
        return []
    return [d for d in u.my_dudes() if adjacent(u.state, u.state.at[d], data["to"])]


@react_choosing(
    "Get Off My Land!",
    MOVED,
    _neighbours,
    "Move to your deed:",
    boot=False,
    from_hand=True,
    cost=lambda u, data: influence(u.state, data["dude"]),
)
def get_off_my_land(state: DoomtownState, frame: dict[str, Any], dude: int) -> None:
    """(costs the intruder's influence) an opposing dude moved onto your deed: your dude next door goes there"""
    state.at[dude] = frame["event_data"]["to"]


def _melee_posse(u: Use, _: dict[str, Any]) -> list[int]:
    fight = u.fight
    if fight is None or u.my_side() is None:
        return []
    return [d for d in u.my_posse() if has_melee_weapon(u.state, d)]


@react_choosing(
    "Shan Fan Showdown!", POSSES_FORMED, _melee_posse, "Unboot and make a stud:", boot=False, from_hand=True
)
def shan_fan_showdown(state: DoomtownState, _frame: dict[str, Any], dude: int) -> None:
    """your dude with a Melee Weapon unboots and is a stud; for the rest of the shootout only traits and
    Cheatin' Resolutions change hand ranks or casualties"""
    state.booted[dude] = 0
    effects.add(state, "bullet_type", dude, until="shootout", set_to="stud")
    fight = current(state)
    lock(fight, RANKS, NOT_CHEATIN)
    lock(fight, CASUALTIES, NOT_CHEATIN)


# ---- around a call-out: Friends in High Places; going home booted: Any Port in a Storm ---------------


def _answer(state: DoomtownState, mark: int) -> Frame | None:
    """The call-out ``mark`` is about to answer (the react window sits above it)."""
    return next((f for f in reversed(state.stack) if f["kind"] == "answer" and f["mark_dude"] == mark), None)


def _outranks_the_leader(u: Use, data: dict[str, Any]) -> bool:
    state, mark = u.state, data["mark"]
    answer = _answer(state, mark)
    return (
        answer is not None
        and not answer.get("must_accept")
        and mark in u.my_dudes()
        and not state.booted[mark]
        and influence(state, mark) > influence(state, data["leader"])
    )


@react_action("Friends in High Places", CALLED_OUT, applies=_outranks_the_leader)
def friends_in_high_places(u: Use, data: dict[str, Any]) -> None:
    """your unbooted dude called out by a dude of less influence may refuse without going home booted"""
    answer = _answer(u.state, data["mark"])
    if answer is not None:
        answer["refuse_stays"] = True


def _posse_influence(state: DoomtownState, posse: list[int]) -> int:
    return sum(influence(state, dude) for dude in posse)


def _friends_studs(u: Use) -> list[int]:
    if _posse_influence(u.state, u.my_posse()) <= _posse_influence(u.state, u.their_posse()):
        return []
    return [dude for dude in u.my_posse() if bullet_type(u.state, dude) != "stud"]


@action("Friends in High Places", SHOOTOUT, targets=_friends_studs)
def friends_in_high_places_stud(u: Use, dude: int) -> None:
    """your posse has more influence than theirs: one of your dudes becomes a stud"""
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


def _other_ports(u: Use, dude: int) -> list[int]:
    """The in-town deeds the user owns, other than where the dude is."""
    state = u.state
    return [
        deed for deed in deeds_in_play(state)
        if state.table[deed].owner == u.seat and in_town(state, deed) and deed != state.at[dude]
    ]  # fmt: skip


def _ports(u: Use, data: dict[str, Any]) -> list[int]:
    return _other_ports(u, data["dude"]) if data["dude"] in u.my_dudes() else []


@react_choosing("Any Port in a Storm", HOME_BY_RULES, _ports, "Move booted to", boot=False, from_hand=True,
                instead=True)  # fmt: skip
def any_port_in_a_storm(state: DoomtownState, frame: dict[str, Any], deed: int) -> None:
    """your dude going home booted by the rules (refusing, fleeing, after a job) goes booted to another
    in-town deed you own instead; 1 ghost rock unboots them"""
    dude = frame["event_data"]["dude"]
    state.at[dude] = deed
    state.booted[dude] = 1
    if state.stash[frame["seat"]] >= PORT_UNBOOT:
        texts = {"pay": f"Pay {PORT_UNBOOT} GR to unboot {state.table[dude].name}", "keep": "Leave them booted"}
        ask(state, frame["seat"], "any_port_unboot", ["pay", "keep"], texts=texts, dude=dude)


@picker("any_port_unboot")
def _any_port_unboot(state: DoomtownState, frame: Frame, choice: str) -> None:
    if choice == "pay":
        pay(state, frame["seat"], PORT_UNBOOT)
        state.booted[frame["dude"]] = 0


# ---- Fallen Star: another dude of the posse chosen instead ------------------------------------------------


def _swapped(target: Any, old: int, new: int) -> Any:
    return new if target == old else [new if item == old else item for item in target]


def _stand_ins(u: Use, data: dict[str, Any]) -> list[int]:
    """Unbooted dudes of the user's posse the waiting ability could have chosen instead (RULINGS 398)."""
    state, dude = u.state, data["dude"]
    pending = pending_ability(state)
    if pending is None or data["seat"] == u.seat or controller(state, dude) != u.seat or u.fight is None:
        return []
    ready = [other for other in u.my_posse() if other != dude and not state.booted[other]]
    return [other for other in ready if could_choose(state, pending, _swapped(pending["target"], dude, other))]


@react_choosing("Fallen Star", CHOSEN, _stand_ins, "Boot to be chosen instead:", boot=False, from_hand=True)
def fallen_star(state: DoomtownState, frame: dict[str, Any], other: int) -> None:
    """your dude chosen by an opponent's Shootout ability: boot another dude of your posse it could have chosen,
    who is chosen instead"""
    pending = pending_ability(state)
    if pending is None:
        return
    state.booted[other] = 1
    pending["target"] = _swapped(pending["target"], frame["event_data"]["dude"], other)
