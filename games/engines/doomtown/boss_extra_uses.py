"""Boss Battle: "When the Villain uses an ability, they may pay 1 ghost rock (in addition to any other
costs) in order to let the ability apply once per opposing Hero. If the ability targets an opposing
dude, it may only affect a given dude once."

Offered (RULINGS.md 209) for an ability the Villain uses at High Noon or in a shootout window whose
target is one dude of a Hero and that does something to it (aces, boots, sends home...), when
another Hero has a dude the same use could target, and the ability has no skill test and is no job:
the use then costs 1 more ghost rock and resolves as usual, and the Villain picks a dude of each
other Hero in turn (of those the use could target when it was chosen) for the effect to apply to
again, its costs not paid again. Each Hero's dude is another dude, so none is affected twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.base import Action
from games.engines.doomtown.abilities.core import REGISTRY, Use
from games.engines.doomtown.abilities.effects import acting, stamp
from games.engines.doomtown.abilities.paying import funds
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.zones import pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

Frame = dict[str, Any]
PER_HERO = "per_hero"
EXTRA_COST = 1


def _same_use(action: Action, other: Action) -> bool:
    keys = ("type", "card", "ability", "caster", "against")
    return all(action.get(key) == other.get(key) for key in keys)


def _hero_targets(state: DoomtownState, action: Action, legal: list[Action], heroes: list[int]) -> list[list[Any]]:
    """[[hero, [cards]], ...]: the other Heroes' cards the same use could target, Heroes in seat order."""
    first = state.table[action["target"]].owner
    found = []
    for hero in heroes:
        if hero == first:
            continue
        cards = sorted(
            other["target"]
            for other in legal
            if _same_use(action, other)
            and isinstance(other["target"], int)
            and other["target"] >= 0
            and state.table[other["target"]].owner == hero
        )
        if cards:
            found.append([hero, cards])
    return found


def _repeatable(state: DoomtownState, seat: int, action: Action, heroes: list[int]) -> bool:
    target = action.get("target")
    if action["type"] != "ability" or not isinstance(target, int) or isinstance(target, bool) or target < 0:
        return False
    if state.table[target].owner not in heroes or state.table[target].type != "dude":
        return False
    card = action["card"]
    spec = REGISTRY[state.table[card].card.code][action["ability"]]
    if spec.timing == "job" or not spec.does:
        return False  # a job's mark is where its posses fight; a use that does nothing to the dude has no reason
    price = spec.cost + (state.table[card].num("cost") if spec.from_hand else 0) + EXTRA_COST
    return spec.skill is None and funds(state, seat, card) >= price and state.stash[seat] >= EXTRA_COST


def offers(state: DoomtownState, seat: int, legal: list[Action], heroes: list[int]) -> list[Action]:
    """The Villain's uses of ``legal`` that may apply once per opposing Hero, as actions of their own."""
    if len(heroes) < 2:
        return []
    return [
        {**action, PER_HERO: True, "label": f"{action['label']}, and once more on each other Hero (+1 GR)"}
        for action in legal
        if _repeatable(state, seat, action, heroes) and _hero_targets(state, action, legal, heroes)
    ]


def use_per_hero(
    state: DoomtownState, seat: int, action: Action, legal: list[Action], heroes: list[int], apply: Any
) -> None:
    """Pay the extra ghost rock, resolve the use (``apply`` the plain action), then ask for the other
    Heroes' targets one by one."""
    left = _hero_targets(state, action, legal, heroes)
    pay(state, seat, EXTRA_COST)
    state.note({"type": "boss_per_hero", "seat": seat, "card": action["card"], "amount": EXTRA_COST})
    apply({key: value for key, value in action.items() if key != PER_HERO})
    use = {key: action.get(key) for key in ("card", "ability", "caster")}
    _ask_next(state, seat, use, left)


def _ask_next(state: DoomtownState, seat: int, use: dict[str, Any], left: list[list[Any]]) -> None:
    while left:
        hero, cards = left[0]
        cards = [card for card in cards if any(card in zone for zone in state.play)]  # still in play
        if cards:
            ask(state, seat, "boss_per_hero", cards, use=use, left=left[1:], hero=hero, verb="Apply it also to")
            return
        left = left[1:]


@picker("boss_per_hero")
def _apply_again(state: DoomtownState, frame: Frame, target: int) -> None:
    """The effect again, on this Hero's card (no cost paid again)."""
    seat, use = frame["seat"], frame["use"]
    card = use["card"]
    spec = REGISTRY[state.table[card].card.code][use["ability"]]
    since = len(state.effects)
    with acting(seat, card, spec.timing):
        spec.effect(Use(state, seat, card, caster=use.get("caster")), target)
    stamp(state, since, seat, spec.timing)
    state.note({"type": "ability_again", "seat": seat, "card": card, "target": target})
    _ask_next(state, seat, use, frame["left"])
