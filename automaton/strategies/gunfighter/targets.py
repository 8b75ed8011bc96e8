"""The Gunfighter's Target Priorities and Effect Priorities as criteria lists for ``priorities.pick``.

Each list is written as the rulebook orders it (higher score preferred). Where a list says
"reverse each priority criteria" for the other side's cards, every score is negated. The lists for
abilities (bonuses, penalties, bounty, an opposing dude leaving play, pulls) are used when an
ability needs a target (abilities.py reads them on the dude a use lands on); the marks, posses,
goods receivers, casualties and discarded attachments meet them too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from automaton.strategies.gunfighter.card_abilities import (
    fights_after_joining,
    joins_later,
    special_bonus_from,
    special_pull_effect,
)
from automaton.strategies.gunfighter.facts import combined_cost, control, is_stud, sundown_influence
from automaton.strategies.gunfighter.priorities import Criterion
from games.engines.doomtown.boss_battle import event_priority_applies, record
from games.engines.doomtown.boss_events import event_helpers
from games.engines.doomtown.town import LIMITED_GOODS, attachments, bullets, value

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def reversed_for(criteria: list[Criterion], opposing: bool) -> list[Criterion]:
    """The list as written, or with every criterion reversed (a list written for the other side)."""
    if not opposing:
        return criteria
    return [(f"reversed: {name}", _negated(score)) for name, score in criteria]


def _negated(score: Callable[[Any], float]) -> Callable[[Any], float]:
    return lambda card: -score(card)


def side_first(state: DoomtownState, seat: int, *, is_bonus: bool) -> Criterion:
    """Programmed reflex, Bonuses and Penalties: when any dude may get it, a bonus goes to the
    Automaton's dudes and a penalty to the players' dudes first."""
    if is_bonus:
        return ("bonuses to Automaton dudes first", lambda d: state.table[d].owner == seat)
    return ("penalties to player dudes first", lambda d: state.table[d].owner != seat)


def bonus(
    state: DoomtownState, *, bullets_gain: int, makes_stud: bool = False, opposing: bool = False
) -> list[Criterion]:
    """Bonuses, written for own dudes: {greatest increase in stud bullets}, then {highest bullets}."""

    def stud_increase(dude: int) -> int:
        before = bullets(state, dude) if is_stud(state, dude) else 0
        after = bullets(state, dude) + bullets_gain if (makes_stud or is_stud(state, dude)) else 0
        return after - before

    return reversed_for(
        [
            ("greatest increase in stud bullets", stud_increase),
            ("dude with highest bullets", lambda d: bullets(state, d)),
        ],
        opposing,
    )


def bounty(state: DoomtownState) -> list[Criterion]:
    """Bounty, placed on opposing dudes: {lowest bounty}, then {highest influence}."""
    return [
        ("dude with lowest bounty", lambda d: -state.bounty[d]),
        ("dude with highest influence", lambda d: sundown_influence(state, d)),
    ]


def own_leaving_play(state: DoomtownState) -> list[Criterion]:
    """An own dude leaving play or control: {lowest influence}, {draw dude}, {lowest cost with attachments}."""
    return [
        ("lowest influence", lambda d: -sundown_influence(state, d)),
        ("draw dude", lambda d: not is_stud(state, d)),
        ("lowest cost of dude and attachments", lambda d: -combined_cost(state, d)),
    ]


def opposing_leaving_play(state: DoomtownState) -> list[Criterion]:
    """An opposing dude leaving play or control: {highest control points}, {highest influence},
    {stud}, {highest cost of dude and attachments}."""
    return [
        ("highest control points", lambda d: control(state, d)),
        ("highest influence", lambda d: sundown_influence(state, d)),
        ("stud", lambda d: is_stud(state, d)),
        ("highest cost of dude and attachments", lambda d: combined_cost(state, d)),
    ]


def receiving(state: DoomtownState, card: int) -> list[Criterion]:
    """Goods and spells, the dude receiving ``card``: {without an attachment of that type}, {gets a
    special bonus from it} (measured: more than the card's printed numbers), {greatest increase
    in overall stud bullets}, {influence gain on a dude that has none}."""
    facts = state.table[card]
    kinds = [k for k in LIMITED_GOODS if facts.has(k)]

    def lacks_type(dude: int) -> bool:
        for item in attachments(state, dude):
            other = state.table[item]
            if any(other.has(k) for k in kinds) or (not kinds and other.type == facts.type):
                return False
        return True

    return [
        ("a card without an attachment of that type", lacks_type),
        ("a card that gets a special bonus from that type of card", lambda d: special_bonus_from(state, card, d)),
        ("greatest increase in overall stud bullets", lambda d: facts.num("bullets") if is_stud(state, d) else 0),
        ("influence gain on a dude that has none",
         lambda d: facts.num("influence") > 0 and sundown_influence(state, d) == 0),
    ]  # fmt: skip


def attachment_lost(state: DoomtownState, *, opposing: bool = False) -> list[Criterion]:
    """Attachments booted or discarded as a cost or by an effect, written for own cards: {lowest
    cost}, then {non-Gadget goods}, then {spells}, then {Gadgets}."""
    table = state.table

    def kind(card: int) -> int:
        if table[card].has("Gadget"):
            return 0
        return 1 if table[card].type == "spell" else 2

    return reversed_for(
        [("lowest cost", lambda c: -table[c].num("cost")), ("non-Gadget goods, then spells, then Gadgets", kind)],
        opposing,
    )


def event_first(state: DoomtownState) -> list[Criterion]:
    """Ghost Miners, the Automaton as Villain: "When choosing an opposing dude to move towards, call
    out, or mark for a job, first priority goes to any dudes who can help fulfill the conditions of
    the current event" (which dudes can: the event's ``helps``; no event, no such dude)."""
    if not event_priority_applies(state):
        return []
    helpers = event_helpers(state, record(state))
    return [("can help fulfil the current event", lambda d: d in helpers)]


def opposing_mark(state: DoomtownState) -> list[Criterion]:
    """Opposing Mark: {highest control points}, {highest influence}, {most attachments}, {highest
    cost} (after the current event's helpers in Ghost Miners)."""
    return [
        *event_first(state),
        ("highest control points", lambda d: control(state, d)),
        ("highest influence", lambda d: sundown_influence(state, d)),
        ("most attachments", lambda d: len(attachments(state, d))),
        ("highest cost", lambda d: state.table[d].num("cost")),
    ]


def penalty(state: DoomtownState, *, opposing: bool = True) -> list[Criterion]:
    """Penalties, written for opposing dudes: {prevent use of abilities} ties (abilities are not
    implemented, so no dude has one to lose), then {stud dude}, {dude with influence}, {highest
    bullet rating}."""
    return reversed_for(
        [("stud dude", lambda d: is_stud(state, d)),
         ("dude with influence", lambda d: sundown_influence(state, d) > 0),
         ("highest bullet rating", lambda d: bullets(state, d))],
        not opposing,
    )  # fmt: skip


def pull_maker(state: DoomtownState, skill: str) -> list[Criterion]:
    """Pulls (making): {a special effect related to the pull} (a card raising the dude's rating or
    value, or a trait of its own for the test), then {highest skill (or value for Kung Fu)}."""
    special = ("a dude that gets a special effect related to the pull", lambda d: special_pull_effect(state, d, skill))
    if skill == "Kung Fu":
        return [special, ("highest value (Kung Fu)", lambda d: value(state, d))]
    return [special, (f"highest {skill} rating", lambda d: state.table[d].rating(skill) or 0)]


def posses(state: DoomtownState, free: dict[int, bool] | None = None) -> list[Criterion]:
    """Posses (as leader and to join): {dudes without abilities that let them join later}, {join
    without booting}, {stud}, {highest bullet rating}, {dudes with Shootout or Resolution abilities
    (printed or attached) that can be used after joining}, {lowest influence}; the abilities are
    the ones the engine implements."""
    joins_free = free or {}
    return [
        ("dudes without abilities that let them join later", lambda d: not joins_later(state, d)),
        ("dudes that can join without booting", lambda d: joins_free.get(d, True)),
        ("stud", lambda d: is_stud(state, d)),
        ("highest bullet rating", lambda d: bullets(state, d)),
        ("dudes with Shootout or Resolution abilities that can be used after joining",
         lambda d: fights_after_joining(state, d, not joins_free.get(d, True))),
        ("lowest influence", lambda d: -sundown_influence(state, d)),
    ]  # fmt: skip


@dataclass(frozen=True)
class Effect:
    """One way an ability could change the game, as Effect Priorities sees it."""

    name: str
    kind: str  # "leave_or_enter", "boot_or_unboot", "stud_or_draw", "bullets", "other"
    penalty_to_opposing: bool
    cards: int = 1


EFFECT_KINDS = ("leave_or_enter", "boot_or_unboot", "stud_or_draw", "bullets", "other")


def effects() -> list[Criterion]:
    """Effect Priorities, first to last (booting or unbooting: the option affecting most cards)."""
    return [
        ("penalties to opposing cards over bonuses to own cards", lambda e: e.penalty_to_opposing),
        ("cards leaving or entering play", lambda e: e.kind == "leave_or_enter"),
        ("booting or unbooting cards", lambda e: e.kind == "boot_or_unboot"),
        ("booting or unbooting the most cards", lambda e: e.cards if e.kind == "boot_or_unboot" else 0),
        ("altering stud or draw status", lambda e: e.kind == "stud_or_draw"),
        ("increasing or decreasing bullets", lambda e: e.kind == "bullets"),
    ]


def choose_effect(options: Sequence[Effect]) -> tuple[Effect, str]:
    """The effect an ability should apply (a list of effect options, none with a card tie-break)."""
    left = list(options)
    for name, score in effects():
        best = max(score(e) for e in left)
        narrowed = [e for e in left if score(e) == best]
        if len(narrowed) == 1 and len(narrowed) < len(left):
            return narrowed[0], name
        left = narrowed
    return left[0], "listed first"
