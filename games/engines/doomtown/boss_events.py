"""Boss Battle event cards: declared as data, one ``Event`` per card, and the flip that replaces one.

The rulebook shows what an event card holds (a name, an affiliation, its text) but not the texts of
any event deck, so ``EVENTS`` holds no event: none is invented here. A scenario is then played
without events (``NOT_AVAILABLE`` says so to the lobby and the table). An event added to ``EVENTS``
joins the deck with no other change: its affiliation counts it among the Hero or Villain cards
("2 Hero cards per Hero player, and 2 Villain cards per Villain player"), its ``starts`` runs when
it is flipped, its ``ends`` when the next flip removes it, its ``abilities`` are Noon plays of its
team, and ``helps`` says which dudes can help fulfil its conditions (the Automaton's Ghost Miners
priority reads it).

The deck order is never stored: each flip takes a card at random from the cards left (Stand
Together, when the players asked for it, first), so no hidden order can leak through a saved state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

HERO, VILLAIN = "hero", "villain"
STAND_TOGETHER = "Stand Together"
PER_PLAYER = 2  # event cards per Hero player and per Villain player


@dataclass(frozen=True)
class EventAbility:
    """ "If the event has any abilities itself, the appropriate team ... is able to use those
    abilities": a Noon play of any seat of the event's team, once per turn for the team."""

    label: str
    effect: Callable[[DoomtownState, int], None]  # fn(state, seat using it)


@dataclass(frozen=True)
class Event:
    name: str
    affiliation: str  # HERO or VILLAIN: which count the card goes toward, and whose abilities
    factions: tuple[str, ...] = ()  # suggested Hero factions (no restriction)
    starts: Callable[[DoomtownState, dict[str, Any]], None] | None = None  # as it is flipped
    ends: Callable[[DoomtownState, dict[str, Any]], None] | None = None  # as the next flip removes it
    helps: Callable[[DoomtownState, int], bool] = field(default=lambda state, dude: False)
    abilities: tuple[EventAbility, ...] = ()


EVENTS: dict[str, Event] = {}  # name -> event; the rulebook gives no event text, so none yet
NOT_AVAILABLE = (
    "The rulebook does not give the event cards' texts, so this scenario is played without events "
    "(no event is flipped after Gamblin')."
)


def event_names(heroes: int, stand_together: bool) -> list[str]:
    """The event deck's cards for ``heroes`` Heroes and one Villain (as many as there are, up to
    the rulebook's counts), in name order: the deck is drawn at random, never stored in order."""
    wanted = {HERO: PER_PLAYER * heroes, VILLAIN: PER_PLAYER}
    chosen: list[str] = []
    for name in sorted(EVENTS):
        affiliation = EVENTS[name].affiliation
        if wanted[affiliation] > 0 and not (stand_together and name == STAND_TOGETHER):
            chosen.append(name)
            wanted[affiliation] -= 1
    if stand_together and STAND_TOGETHER in EVENTS:
        chosen.append(STAND_TOGETHER)
    return chosen


def flip(state: DoomtownState, boss: dict[str, Any]) -> None:
    """After Gamblin': the active event leaves the game and the next card of the deck becomes active."""
    previous = boss.get("event")
    if previous is not None:
        gone = EVENTS[previous]
        if gone.ends is not None:
            gone.ends(state, boss)
        boss["removed"].append(previous)
        boss["event"] = None
    boss["event_used"] = []  # a new turn: the event's abilities may be used again
    deck = boss["events"]
    if not deck:
        return
    first = STAND_TOGETHER if boss.get("stand_together") and STAND_TOGETHER in deck and not boss["removed"] else None
    name = first or deck[state.rng.below(len(deck))]
    deck.remove(name)
    boss["event"] = name
    state.note({"type": "event_flipped", "event": name})
    event = EVENTS[name]
    if event.starts is not None:
        event.starts(state, boss)


def ability_actions(state: DoomtownState, boss: dict[str, Any] | None, team: str) -> list[dict[str, Any]]:
    """The active event's Noon abilities ``team`` (HERO or VILLAIN) may still use this turn."""
    if boss is None or boss.get("event") is None:
        return []
    event = EVENTS[boss["event"]]
    if event.affiliation != team:
        return []
    return [
        {"type": "event_ability", "event": event.name, "index": index, "label": f"{event.name}: {ability.label}"}
        for index, ability in enumerate(event.abilities)
        if index not in boss.get("event_used", [])
    ]


def use_ability(state: DoomtownState, boss: dict[str, Any], seat: int, action: dict[str, Any]) -> None:
    boss["event_used"].append(action["index"])
    state.note({"type": "event_ability", "seat": seat, "event": action["event"], "ability": action["index"]})
    EVENTS[action["event"]].abilities[action["index"]].effect(state, seat)


def event_helpers(state: DoomtownState, boss: dict[str, Any] | None) -> set[int]:
    """Dudes in play who can help fulfil the active event's conditions (none without an event)."""
    if boss is None or boss.get("event") is None:
        return set()
    helps = EVENTS[boss["event"]].helps
    return {card for cards in state.play for card in cards if state.table[card].type == "dude" and helps(state, card)}
