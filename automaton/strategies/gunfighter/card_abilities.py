"""What the Target Priorities read from card abilities, read from the abilities the engine
implements (``REGISTRY``, with each ability's timing and costs) and from card traits measured on
the state (a stat with and without the card): "printed or attached" means the dude's own card and
the cards attached to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.engines.doomtown.abilities.core import CHEATIN, HOOKS, REGISTRY, RESOLUTION, SHOOTOUT, TRAITS, Ability, Use
from games.engines.doomtown.town import adjusted_stat, attachments, bullet_type, bullets, influence, value
from games.engines.doomtown.zones import attach

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

FIGHT_TIMINGS = (SHOOTOUT, RESOLUTION, CHEATIN)
STATS = {"bullets": bullets, "influence": influence, "value": value}


def _abilities(state: DoomtownState, dude: int) -> list[tuple[int, Ability]]:
    """(card, ability) printed on the dude or on a card attached to it."""
    return [
        (card, spec)
        for card in (dude, *attachments(state, dude))
        for spec in REGISTRY.get(state.table[card].card.code, [])
    ]


def joins_later(state: DoomtownState, dude: int) -> bool:
    """An ability that brings the dude into a shootout it is not in (it may stay out and join then)."""
    return any(spec.brings for _, spec in _abilities(state, dude))


def fights_after_joining(state: DoomtownState, dude: int, boots_to_join: bool) -> bool:
    """A Shootout or Resolution ability the dude (or its attachment) can still use once it has
    joined: not one that boots a card already booted, or the dude itself when joining boots it."""
    for card, spec in _abilities(state, dude):
        if spec.timing not in FIGHT_TIMINGS or spec.brings:
            continue
        booted = state.booted[card] or (card == dude and boots_to_join)
        if not (spec.boot and booted):
            return True
    return False


def affects_dudes_at(state: DoomtownState, seat: int, deed: int, dude: int) -> bool:
    """The deed (or a card attached to it) has an ability that could land on ``dude`` once it
    stands there, or a trait that changes the dude's stats there: read on a copy of the game with
    the dude moved to the deed."""
    after = state.clone()
    after.at[dude] = deed
    for card in (deed, *attachments(after, deed)):
        code = after.table[card].card.code
        for spec in REGISTRY.get(code, []):
            if spec.targets is None:
                continue
            for target in spec.targets(Use(after, seat, card)):
                if target == dude or (isinstance(target, (list, tuple)) and dude in target):
                    return True
        for fn in TRAITS.get(code, []):
            if any(fn(after, card, dude, stat, 0) != 0 for stat in STATS):
                return True
    return False


def special_bonus_from(state: DoomtownState, card: int, dude: int) -> bool:
    """The dude gets more from the goods or spell than its printed numbers: attached on a copy of
    the game, its bullets, influence or value rise beyond them, or it becomes a stud when the card
    prints none."""
    facts = state.table[card]
    before = {name: measure(state, dude) for name, measure in STATS.items()}
    stud_before = bullet_type(state, dude)
    after = state.clone()
    if card in after.hand[facts.owner]:
        after.hand[facts.owner].remove(card)
    attach(after, card, dude, facts.owner)
    for name, measure in STATS.items():
        if measure(after, dude) - before[name] > facts.num(name):
            return True
    return bullet_type(after, dude) != stud_before and facts.card.bullet_type is None


def special_pull_effect(state: DoomtownState, dude: int, skill: str) -> bool:
    """A card changes the dude's pulls: a rating raised beyond its printed one (Kung Fu: its value),
    or a trait of its own for the test (inventing)."""
    facts = state.table[dude]
    if skill == "Kung Fu":
        return value(state, dude) > facts.num("value") or adjusted_stat(state, skill, dude, 0) > 0
    printed = facts.rating(skill) or 0
    if adjusted_stat(state, skill, dude, printed) > printed:
        return True
    return skill == "Mad Scientist" and facts.card.code in HOOKS.get("invent_skill", {})
