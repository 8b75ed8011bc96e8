"""Forming posses: who may join (at the location, nearby, or a job leader's fixed order),
invitations of third-party players (multiplayer), and the bounty for breakin' and enterin'."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from games.engines.base import Action, seat_ref
from games.engines.doomtown.abilities.joining import (
    breakin_bounty,
    breakin_bounty_due,
    breaking_in,
    join_without_booting,
    joined,
    may_boot_to_join,
    pay_for_join,
    posses_formed,
)
from games.engines.doomtown.abilities.reacts import after
from games.engines.doomtown.abilities.restraints import kept_from_posse
from games.engines.doomtown.abilities.rooted import rooted
from games.engines.doomtown.fight import current, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import adjacent, bullets, dudes_of

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def posse_frame(seat: int, mode: str, location: int, side: int | None = None) -> Frame:
    return {"kind": "posse", "seat": seat, "mode": mode, "location": location, "side": seat if side is None else side}


def _posse_leader(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "invite_leader"
    if frame.get("closed"):  # nobody joins the leader and the mark (Howling Howell Melton, Frontier Feud)
        return
    state.stack.append(posse_frame(frame["leader_seat"], "nearby", frame["location"]))


def _posse_mark(state: DoomtownState, frame: Frame) -> None:
    frame["step"] = "invite_mark"
    if not (frame.get("mark_alone") or frame.get("closed")):  # a card keeps the mark alone (Enrique Dos Santos)
        state.stack.append(posse_frame(frame["mark_seat"], "nearby", frame["location"]))


def _invitable(state: DoomtownState, frame: Frame) -> list[int]:
    """Players not in the fight yet (a player who joins the leader of a job cannot oppose it)."""
    return [seat for seat in range(state.players) if frame["side"][seat] is None]


def _inviting(side_key: Literal["leader_seat", "mark_seat"], then: str) -> Any:
    """The step where a side's controller may invite other players (three or more players)."""

    def run(state: DoomtownState, frame: Frame) -> None:
        frame["step"] = then
        if side_key == "mark_seat" and frame.get("mark_alone"):  # nobody joins the mark (Enrique Dos Santos)
            return
        if frame.get("closed"):  # nobody joins either side (Howling Howell Melton, Frontier Feud)
            return
        if _invitable(state, frame):
            state.stack.append({"kind": "invite", "seat": frame[side_key], "asked": []})

    return run


def _job_posse(mode: str, where: str, then: str) -> Any:
    """A step of a job leader's posse in the fixed order: who may join from where."""

    def run(state: DoomtownState, frame: Frame) -> None:
        frame["step"] = then
        if frame.get("leader_alone"):  # a card's job: no other dude joins the leader (Mason Adler)
            return
        location = frame["origin"] if where == "origin" else frame["location"]
        state.stack.append(posse_frame(frame["leader_seat"], mode, location))

    return run


def _job_move(state: DoomtownState, frame: Frame) -> None:
    for dude in frame["posse"][frame["leader_seat"]]:
        state.at[dude] = frame["location"]
    frame["step"] = "job_adjacent_mark"


def _job_requirement(state: DoomtownState, frame: Frame) -> None:
    """A card's requirement on the leader's posse (Kidnappin': more bullets than the mark; Heist:
    at least N bullets): unmet, the job fails at once."""
    frame["step"] = "job_invite_leader"
    over, least = frame.get("posse_bullets_over"), frame.get("posse_bullets_at_least")
    if over is None and least is None:
        return
    mine = sum(bullets(state, dude) for dude in side_posse(state, frame, frame["leader_seat"]))
    short = least is not None and mine < least
    if short or (over is not None and any(over in cards for cards in state.play) and mine <= bullets(state, over)):
        frame["unmet"] = True
        frame["step"] = "end"


def _job_oppose(state: DoomtownState, frame: Frame) -> None:
    """The next player who may oppose the job forms a posse (an empty posse declines)."""
    frame["side"][frame["mark_seat"]] = None
    frame["mark_seat"] = frame["opposers"].pop(0)
    frame["side"][frame["mark_seat"]] = frame["mark_seat"]
    frame["step"] = "job_check"
    state.stack.append(posse_frame(frame["mark_seat"], "nearby", frame["location"]))


def _job_check(state: DoomtownState, frame: Frame) -> None:
    frame["opposers"] = [seat for seat in frame["opposers"] if frame["side"][seat] is None]
    if frame["posse"][frame["mark_seat"]]:
        frame["step"] = "invite_mark"
    else:
        frame["step"] = "job_oppose" if frame["opposers"] else "end"


def _bounty(state: DoomtownState, frame: Frame) -> None:
    """Breakin' and enterin' at a Private location: a side with none of the owner's dudes gains 1
    bounty on each of its dudes; a side the owner fights on gains none."""
    for side in (frame["leader_seat"], frame["mark_seat"]):
        if breaking_in(state, frame, side):
            for dude in side_posse(state, frame, side):
                if breakin_bounty_due(state, dude):
                    breakin_bounty(state, dude)
    frame["formed"] = True  # dudes joining later by card abilities: abilities/joining.py
    if "shootout" not in state.used:  # both posses stand: a shootout takes place this turn (card abilities ask)
        state.used.append("shootout")
    frame["step"] = "formed"


def _formed(state: DoomtownState, frame: Frame) -> None:
    """Both posses are formed (reacts to breakin' and enterin' bounty came first): card reacts."""
    frame["step"] = "plays"
    posses_formed(state, frame)  # traits first, then reacts
    after(state, "posses_formed")


STEPS = {
    "job_at_leader": _job_posse("at_leader", "origin", "job_adjacent_leader"),
    "job_adjacent_leader": _job_posse("adjacent_leader", "origin", "job_move"),
    "job_move": _job_move,
    "job_adjacent_mark": _job_posse("adjacent_mark", "location", "job_at_mark"),
    "job_at_mark": _job_posse("at_mark", "location", "job_requirement"),
    "job_requirement": _job_requirement,
    "formed": _formed,
    "job_invite_leader": _inviting("leader_seat", "job_oppose"),
    "job_oppose": _job_oppose,
    "job_check": _job_check,
    "posse_leader": _posse_leader,
    "invite_leader": _inviting("leader_seat", "posse_mark"),
    "posse_mark": _posse_mark,
    "invite_mark": _inviting("mark_seat", "bounty"),
    "bounty": _bounty,
}


def posse_candidates(state: DoomtownState, frame: Frame) -> list[tuple[int, bool]]:
    """(dude, boots to join) for the dudes who may join now, by the frame's ``mode``.

    ``nearby``: at the location (free, even booted) or adjacent (unbooted, boots), as for a
    shootout; the job modes follow the fixed order of a job's leader's posse.
    """
    fight = current(state)
    seat, location, mode = frame["seat"], frame["location"], frame["mode"]
    joined = set(fight["posse"][seat])
    found = []
    for dude in dudes_of(state, seat):
        if dude in joined or kept_from_posse(state, fight, seat, dude):
            continue
        where, ready = state.at[dude], not state.booted[dude]
        if mode == "nearby":
            if where == location:
                found.append((dude, False))
            elif ready and adjacent(state, where, location) and not rooted(state, dude):
                found.append((dude, True))
        elif mode in ("at_leader", "adjacent_leader", "adjacent_mark") and ready:
            here = (
                where == location and not rooted(state, dude)  # the job's posse moves to the mark
                if mode == "at_leader"
                else adjacent(state, where, location) and not rooted(state, dude)
            )
            if here:
                found.append((dude, True))
        elif mode == "at_mark" and where == location:
            found.append((dude, False))
    return found


def posse_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "posse_done", "label": "The posse is complete"}]
    for dude, boots in posse_candidates(state, frame):
        how = " (boots)" if boots else ""
        if not boots or may_boot_to_join(state, dude):
            actions.append({"type": "join", "dude": dude, "label": f"{state.table[dude].name} joins the posse{how}"})
        if boots:
            actions.extend(join_without_booting(state, frame["seat"], dude))  # card reacts (Roan, Shortcut)
    return actions


def posse_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "posse_done":
        state.stack.pop()
        return
    dude = action["dude"]
    boots = dict(posse_candidates(state, frame))[dude]
    if "react" in action:
        pay_for_join(state, frame["seat"], action)
    elif boots:
        state.booted[dude] = 1
    fight = current(state)
    fight["posse"][frame["seat"]].append(dude)
    fight["side"][frame["seat"]] = frame["side"]
    if frame["mode"] != "adjacent_leader":  # the leader's first joiners move with the posse later
        state.at[dude] = frame["location"]
    joined(state, fight, dude)  # card traits that act when a dude joins a posse


def invite_legal(state: DoomtownState, frame: Frame) -> list[Action]:
    fight = current(state)
    actions: list[Action] = [{"type": "invite_done", "label": "Invite nobody else"}]
    for seat in _invitable(state, fight):
        if seat not in frame["asked"]:
            actions.append({"type": "invite", "player": seat, "label": f"Invite {seat_ref(seat)} to send dudes"})
    return actions


def invite_act(state: DoomtownState, frame: Frame, action: Action) -> None:
    if action["type"] == "invite_done":
        state.stack.pop()
        return
    fight = current(state)
    frame["asked"].append(action["player"])
    state.stack.append(posse_frame(action["player"], "nearby", fight["location"], side=frame["seat"]))


DECISIONS = {
    "posse": (posse_legal, posse_act),
    "invite": (invite_legal, invite_act),
}
