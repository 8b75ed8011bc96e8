"""Jobs: a leader, a mark, the leader's posse in the fixed order, opposition, success.

Jobs come from card abilities; ``start_job`` is the rules machinery those abilities call. The
posses form on a shootout frame (kind ``shootout``, job steps first). The mark's controller may
oppose with a posse; if they do not, each other player in turn from the leader may. If nobody
opposes, or the leader's side wins the shootout, the job succeeds: react windows open
(``hooks.JOB_SUCCEEDED``), then the leader's posse goes home booted (but dudes a react keeps there,
``staying``). A card may set rules for the job's posses (``fight_rules`` on the job frame): a leader's
posse that misses its requirement (``posse_bullets_over``: more total bullets than that dude) fails
the job as soon as it is formed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import TYPE_CHECKING, Any, cast

from games.engines.doomtown import hooks
from games.engines.doomtown.abilities.effects import resolving  # the card whose ability starts the job
from games.engines.doomtown.fight import JOB_POSSE, home_by_rules, new_shootout
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import TOWN_SQUARE, deed_controller

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

# Card abilities register what a job does when it ends: name -> fn(state, job frame, succeeded).
JOB_ENDS: dict[str, Callable[[DoomtownState, Frame, bool], None]] = {}


def job_end(name: str) -> Callable[[Callable[[DoomtownState, Frame, bool], None]], Any]:
    """Register what the job named ``name`` (its frame's ``then``) does when it ends."""

    def register(fn: Callable[[DoomtownState, Frame, bool], None]) -> Callable[[DoomtownState, Frame, bool], None]:
        JOB_ENDS[name] = fn
        return fn

    return register


def mark_location(state: DoomtownState, mark: int) -> int:
    """Where a job's mark is: a dude's location, or the mark itself when it is a location."""
    if mark == TOWN_SQUARE:
        return TOWN_SQUARE
    return state.at[mark] if state.table[mark].type == "dude" else mark


def _opposers(state: DoomtownState, seat: int, mark: int) -> list[int]:
    """Who may oppose, in order: the mark's controller, then the others clockwise from the leader."""
    first = []
    if mark != TOWN_SQUARE:
        facts = state.table[mark]
        controller = deed_controller(state, mark) if facts.type == "deed" else facts.owner
        if controller != seat:
            first.append(controller)
    others = [(seat + offset) % state.players for offset in range(1, state.players)]
    return first + [other for other in others if other not in first]


def start_job(
    state: DoomtownState,
    seat: int,
    leader_dude: int,
    mark: int,
    *,
    boot_leader: bool = False,
    then: str | None = None,
    joining: list[int] | None = None,
    source: int | None = None,
) -> None:
    """Announce a job led by ``leader_dude`` (unbooted) against ``mark`` (a dude or a location);
    ``joining``: dudes in play that the job's card puts into the leader's posse with the leader;
    ``source``: the card whose ability it is (None: read from the ability resolving now)."""
    if source is None:
        act = resolving()
        source = None if act is None else act["card"]
    if state.booted[leader_dude]:
        raise ValueError("the leader of a job must be unbooted")
    if boot_leader:
        state.booted[leader_dude] = 1
    opposers = _opposers(state, seat, mark)
    state.stack.append(
        {
            "kind": "job",
            "step": "posses",
            "leader_seat": seat,
            "leader_dude": leader_dude,
            "mark": mark,
            "opposers": opposers,
            "then": then,
            "joining": joining or [],
            "source": source,
        }
    )
    state.note({"type": "job", "seat": seat, "leader": leader_dude, "mark": mark})


def step(state: DoomtownState, frame: Frame) -> None:
    if frame["step"] == "posses":
        frame["step"] = "resolve"
        location = mark_location(state, frame["mark"])
        mark_dude = (
            frame["mark"] if frame["mark"] != TOWN_SQUARE and state.table[frame["mark"]].type == "dude" else None
        )
        fight = new_shootout(
            state, location=location, leader=frame["leader_seat"], mark=frame["opposers"][0],
            leader_dude=frame["leader_dude"], mark_dude=mark_dude, job=True,
        )  # fmt: skip
        fight.update(cast(Frame, frame.get("fight_rules", {})))  # a card's rules for the job's posses (Kidnappin')
        fight["origin"] = state.at[frame["leader_dude"]]
        fight["opposers"] = list(frame["opposers"])
        fight["step"] = "job_at_leader"
        fight["posse"][frame["leader_seat"]].append(frame["leader_dude"])
        fight["posse"][frame["leader_seat"]].extend(frame.get("joining", []))
        state.stack.append(fight)
        return
    if frame["step"] == "resolve":
        frame["step"] = "end"
        frame["succeeded"] = frame.get("shootout_winner") == frame["leader_seat"] and not frame.get("requirement_unmet")
        if frame["succeeded"]:
            for fn in hooks.JOB_SUCCEEDED.fns:  # react windows before the posse goes home (Quarter Horse)
                fn(state, frame)
            return
    state.stack.pop()
    succeeded = frame["succeeded"]
    if succeeded:
        for dude in frame.get("leader_posse", []):
            if dude not in frame.get("staying", []):
                home_by_rules(state, dude, JOB_POSSE)  # cards may replace it (Any Port in a Storm)
    state.note(
        {"type": "job_succeeded" if succeeded else "job_failed", "seat": frame["leader_seat"], "mark": frame["mark"]}
    )
    if frame.get("then"):
        card_acts = hooks.JOB_CARD_ACTS.fns
        with card_acts[0](frame["leader_seat"]) if card_acts else nullcontext():
            JOB_ENDS[frame["then"]](state, frame, succeeded)
            for mark in frame.get("extra_marks", []):  # Boss Battle: the ending applies to each mark (RULINGS.md 241)
                if any(mark in cards for cards in state.play):
                    JOB_ENDS[frame["then"]](state, {**frame, "mark": mark}, succeeded)
