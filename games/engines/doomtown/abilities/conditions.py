"""Conditions: action cards that stay in play on a location once played (Tumblebleeds! on the town
square). Such a card is in its owner's ``play`` zone with ``attached_to`` set to the location; it
leaves play like any card (to its owner's discard pile)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import JOB, NOON, Use, ability, action, hook
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.jobs import job_end, start_job
from games.engines.doomtown.town import TOWN_SQUARE, attachments
from games.engines.doomtown.zones import attach, leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

TUMBLEBLEEDS = "Tumblebleeds!"


def _ready_hucksters(u: Use) -> list[int]:
    return [d for d in u.my_dudes() if not u.state.booted[d] and u.state.table[d].rating("Huckster") is not None]


@action(TUMBLEBLEEDS, NOON, enters_play=True, targets=_ready_hucksters)
def tumblebleeds(u: Use, huckster: int) -> None:
    """boot your Huckster: this card lies on the town square"""
    u.state.booted[huckster] = 1
    attach(u.state, u.card, TOWN_SQUARE, u.seat)


def _on_the_square(state: DoomtownState) -> list[int]:
    return [card for card in attachments(state, TOWN_SQUARE) if state.table[card].name == TUMBLEBLEEDS]


@hook("loser_casualties", TUMBLEBLEEDS)
def _tumblebleeds_toll(state: DoomtownState, card: int, fight: Frame) -> int:
    """Each copy on the shootout's location: one more casualty for the round's loser (RULINGS 420)."""
    return 1 if state.attached_to[card] == fight["location"] else 0


def _leaders(u: Use) -> list[list[int]]:
    return [[d, TOWN_SQUARE] for d in u.my_dudes() if not u.state.booted[d]]


@ability(TUMBLEBLEEDS, JOB, anyone=True, targets=_leaders)
def tumblebleeds_cleanup(u: Use, target: list[int]) -> None:
    """(any player) job on the town square: success discards one of these for each dude in the posse"""
    leader, _ = target
    start_job(u.state, u.seat, leader, TOWN_SQUARE, then="tumblebleeds")


@job_end("tumblebleeds")
def _tumblebleeds_end(state: DoomtownState, frame: Frame, succeeded: bool) -> None:
    if succeeded:
        posse = [d for d in frame.get("leader_posse", []) if any(d in cards for cards in state.play)]
        _sweep(state, frame["leader_seat"], len(posse))


def _sweep(state: DoomtownState, seat: int, count: int) -> None:
    """Discard ``count`` copies from the town square: all of them when that is enough, else the
    job's leader picks them one at a time (their owners' discard piles differ)."""
    lying = _on_the_square(state)
    if count >= len(lying):
        for card in lying:
            leave_play(state, card, ace=False)
    elif count > 0:
        ask(state, seat, "tumblebleeds_sweep", lying, verb="Discard", left=count)


@picker("tumblebleeds_sweep")
def _swept(state: DoomtownState, frame: Frame, card: int) -> None:
    leave_play(state, card, ace=False)
    _sweep(state, frame["seat"], frame["left"] - 1)
