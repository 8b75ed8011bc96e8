"""Conditions: action cards that a job attaches to a dude, where they stay (Curse of Failure).

A cursed dude is blank while the Curse is on them: the state's card table shows them without
keywords (so without skills) and under a code no card ability is registered under, so none of
their traits, abilities or reacts exists (``table.blanked``); ``blank_hosts`` keeps the table in
step with the Curses in play (after the job, when a card leaves play, and when a saved game is
read). Their bullets, influence and control points are 0 whatever changes them (``fixes_stats``
hooks, read by ``effects.adjust``) (RULINGS 407).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities.core import JOB, Use, action, cards_with_hook, hook, trait
from games.engines.doomtown.abilities.would import send_home
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.table import blanked, is_blank, restored
from games.engines.doomtown.town import attachments
from games.engines.doomtown.zones import attach, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.frames import Frame
    from games.engines.doomtown.state import DoomtownState

CURSE = "Curse of Failure"
FIXED_AT_ZERO = frozenset({"bullets", "influence", "control"})


def blank_hosts(state: DoomtownState) -> None:
    """Every dude a blanking Condition in play is attached to is blank, and no other card is."""
    hosts = {
        state.attached_to[card]
        for card in cards_with_hook(state, "blanks_host")
        if card in state.play[state.table[card].owner] and state.attached_to[card] >= 0
    }
    table = state.table
    for card in range(len(table)):
        blank = is_blank(table[card])
        if card in hosts and not blank:
            table = blanked(table, card)
        elif blank and card not in hosts:
            table = restored(table, card)
    state.table = table


def _cursed_by(state: DoomtownState, curse: int, dude: int) -> bool:
    return curse in state.play[state.table[curse].owner] and state.attached_to[curse] == dude


@hook("blanks_host", CURSE)
def _curse_blanks(state: DoomtownState, curse: int) -> bool:
    """Its dude loses every keyword, trait and ability."""
    return True


@hook("fixes_stats", CURSE)
def _curse_fixes(state: DoomtownState, curse: int, dude: int, stat: str) -> int | None:
    """Its dude's bullets, influence and control points are 0, whatever would change them."""
    return 0 if stat in FIXED_AT_ZERO and _cursed_by(state, curse, dude) else None


@trait(CURSE, stats=("upkeep",))
def curse_of_failure_upkeep(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its dude gets +1 upkeep."""
    return amount + 1 if _cursed_by(state, source, card) else amount


@hook("kept_from_discard", CURSE)
def _curse_stays(state: DoomtownState, curse: int) -> bool:
    """No card effect discards it (it goes with its dude)."""
    return True


@hook("leaves_play", CURSE)
def _curse_gone(state: DoomtownState, card: int) -> None:
    """A card left play: a dude whose Curse is gone (or who went with it) is as printed again."""
    blank_hosts(state)


def _curse_targets(u: Use) -> list[list[int]]:
    leaders = [d for d in u.my_dudes() if not u.state.booted[d]]
    return [[leader, mark] for leader in leaders for mark in u.opposing_dudes()]


@action(CURSE, JOB, targets=_curse_targets)
def curse_of_failure(u: Use, target: list[int]) -> None:
    """job (leader boots) on an opposing dude: success discards its attachments, sends it home booted
    and attaches this Curse: no keywords, traits or abilities, 0 bullets, influence and control, +1 upkeep"""
    leader, mark = target
    start_job(u.state, u.seat, leader, mark, boot_leader=True, then="curse_of_failure")


@job_end("curse_of_failure")
def _curse_lands(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    mark, seat, curse = frame["mark"], frame["leader_seat"], frame["source"]
    if not succeeded or not any(mark in cards for cards in state.play):
        return
    for item in attachments(state, mark):
        leave_play(state, item, ace=False)
    send_home(state, seat, mark)
    owner = state.table[curse].owner
    if curse in state.discard[owner] and any(mark in cards for cards in state.play):
        state.discard[owner].remove(curse)
        attach(state, curse, mark, owner)
        blank_hosts(state)
