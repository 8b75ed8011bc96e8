"""Protections: which cards a card effect may not touch. Every place an effect aces, discards,
boots, sends home booted, targets or changes a card asks here, through three doors:

- ``zones.protected`` (asked by ``zones.leave_play``, ``zones.boot``, ``fight.send_home_booted``,
  ``fight.remove_from_fight``): may the ability resolving now (``effects.resolving``) do that?
- ``may_target``: the targets an ability offers (``windows``) leave out cards immune to it.
- ``effects.IGNORES``: lasting effects a card ignores, read whenever its stats are read.

A job's end (after its shootout) is its card's effect too: it runs as its player's (``jobs``).

Only card abilities are stopped: the game's own rules (casualties, a refused call-out, a job's
posse going home) act while no ability resolves, and nothing protects against them.

- Shield of Faith (``shield_of_faith`` on the shootout): until the shootout ends, no card effect
  but a cheatin' resolution aces or discards a dude its player does not own.
- Campbell & Hatch Billiard Parlor (``first_round_guard`` on the shootout): in the shootout's
  first round, no Shootout nor non-Cheatin' Resolution ability aces or discards a dude.
- Strength of the Ancestors, Buffalo Emporium (an ``ancestors`` effect on the dude): other
  players' card effects neither boot it nor move it (home booted or elsewhere).
- Sword of the Spirit (a ``spell_ward`` effect, while the dude has a Melee Weapon): opposing
  spells neither target nor affect it.
- Bio-Charge Neutralizer, Claws: other players' card effects neither target nor affect them.
- Hiding in the Shadows (a ``shadows`` effect): other players' shootout abilities do not target it.
- SuAnne Bettelyuon, Joan McGruder (``rounds.kept_in_fight``): no card effect takes them out of
  their shootout (``leave_fight``).
- Joan McGruder (``HOOKS["attachments_reach"]``): her attachments reach no opposing dude whose
  bounty is not above its influence.
- QUATERMAN PRIME (``HOOKS["unmoved_by_cards"]``): no card effect boots him, moves him or sends
  him home.
- Peacemaker (``HOOKS["ignores_effect"]``): its dude ignores some stat changes, whoever made them.
- A legend: no card effect targets or affects it (the rulebook's Legends).
- Johnny Ringo (``guarded_round`` on the shootout): until its next round, no dude is chosen
  (targeted, or offered in a choice) or affected by an opponent's React, Shootout or non-Cheatin'
  Resolution ability (RULINGS 260).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import CHEATIN, HOOKS, JOB, RESOLUTION, SHOOTOUT, Target, cards_with_hook
from games.engines.doomtown.abilities.rooted import rooted
from games.engines.doomtown.abilities.rounds import kept_in_fight
from games.engines.doomtown.cards import card_code
from games.engines.doomtown.control import controller
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import NOWHERE

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

# Cards no other player's card effect targets or affects: Bio-Charge Neutralizer, Claws.
UNTOUCHABLE = frozenset({"24176", card_code("Claws")})
SHOOTOUT_TIMINGS = (SHOOTOUT, RESOLUTION, CHEATIN)
FIRST_ROUND = 1


def marked(state: DoomtownState, stat: str, card: int) -> bool:
    """A protection effect ``stat`` lies on the card now (its ``while`` condition holding)."""
    return any(e["stat"] == stat and e["card"] == card and effects.in_force(state, e) for e in state.effects)


def _in_play(state: DoomtownState, card: int) -> bool:
    return card in state.play[state.table[card].owner]


def immune(state: DoomtownState, card: int, seat: int, source: int | None) -> bool:
    """No effect of ``seat``'s ability on ``source`` reaches the card (Bio-Charge Neutralizer; a
    dude the Sword of the Spirit wards against opposing spells)."""
    facts = state.table[card]
    if not _in_play(state, card):
        return False
    if facts.type == "legend":  # the rulebook: no card effect reaches a legend unless it says so
        return True
    if controller(state, card) == seat:
        return False
    if facts.card.code in UNTOUCHABLE:
        return True
    if source is not None and _out_of_holders_reach(state, source, card):
        return True
    return source is not None and state.table[source].type == "spell" and marked(state, "spell_ward", card)


def _unmoved_by_cards(state: DoomtownState, card: int) -> bool:
    """No card effect boots or moves this dude (``HOOKS["unmoved_by_cards"]``: QUATERMAN PRIME)."""
    return state.table[card].card.code in HOOKS.get("unmoved_by_cards", {})


def _out_of_holders_reach(state: DoomtownState, source: int, card: int) -> bool:
    """The dude ``source`` is attached to limits what its attachments affect (Joan McGruder:
    ``HOOKS["attachments_reach"]``, fn(state, holder, card) -> True when out of reach)."""
    holder = state.attached_to[source]
    if holder == NOWHERE:
        return False
    limit = HOOKS.get("attachments_reach", {}).get(state.table[holder].card.code)
    return limit is not None and limit(state, holder, card)


GUARDED_TIMINGS = ("react", SHOOTOUT, RESOLUTION)


def guard(fight: Frame) -> None:
    """Johnny Ringo: from now until the shootout's next round."""
    fight["guarded_round"] = fight["round"]


def guarded(state: DoomtownState, card: int, seat: int, timing: str | None) -> bool:
    """A dude guarded now from ``seat``'s ability of ``timing``: a player other than its controller
    and not on its controller's side."""
    if timing not in GUARDED_TIMINGS or state.table[card].type != "dude" or not _in_play(state, card):
        return False
    owner = controller(state, card)
    for frame in state.stack:
        if frame["kind"] == "shootout" and frame.get("guarded_round") == frame["round"] and owner != seat:
            return frame["side"][seat] is None or frame["side"][seat] != frame["side"][owner]
    return False


def kept_off(state: DoomtownState, effect: dict[str, Any], timing: str | None) -> bool:
    """Wired to ``hooks.KEPT_OFF``: a guarded dude takes no effect of an opponent's ability; cards
    in play keep some effects off (``HOOKS["keeps_off"]``, fn(state, source, effect, timing) ->
    bool: Agent Provocateur)."""
    by = effect.get("by")
    if by is not None and guarded(state, effect["card"], by, timing):
        return True
    keepers = HOOKS.get("keeps_off", {})
    return any(
        _in_play(state, source) and keepers[state.table[source].card.code](state, source, effect, timing)
        for source in cards_with_hook(state, "keeps_off")
    )


def choosable(state: DoomtownState, option: Any, act: dict[str, Any] | None) -> bool:
    """May the ability resolving now (``act``) offer ``option`` in a choice?"""
    if act is None or not isinstance(option, int) or not 0 <= option < len(state.table):
        return True
    return not guarded(state, option, act["seat"], act["timing"])


def hidden(state: DoomtownState, dude: int, seat: int) -> bool:
    """Hiding in the Shadows: other players' shootout abilities cannot target this dude."""
    return controller(state, dude) != seat and marked(state, "shadows", dude)


def may_target(
    state: DoomtownState, seat: int, source: int, timing: str, target: Target, does: tuple[str, ...] = ()
) -> bool:
    """No card this target names is out of reach of ``seat``'s ability on ``source``; and, for an
    ability that only does ``does`` to other players' cards, not all of those it names are
    protected from it (Shield of Faith against an ace, Strength of the Ancestors against a boot)."""
    shootout = timing in SHOOTOUT_TIMINGS
    named = list(_cards_named(state, target))
    if any(immune(state, card, seat, source) or (shootout and hidden(state, card, seat)) for card in named):
        return False
    if any(guarded(state, card, seat, timing) for card in named):
        return False
    if timing == JOB and any(controller(state, card) == seat and rooted(state, card) for card in named):
        return False  # a dude that cannot move neither leads nor joins a job (RULINGS 261)
    theirs = [card for card in named if controller(state, card) != seat]
    if not does or not theirs:
        return True
    with effects.acting(seat, source, timing):
        return not all(all(stopped(state, card, how) for how in does) for card in theirs)


def _cards_named(state: DoomtownState, target: Target) -> Iterator[int]:
    """The cards in play a target names (a target may also name locations, seats or words)."""
    parts = target if isinstance(target, list) else [target]
    for part in parts:
        if isinstance(part, list):
            yield from _cards_named(state, part)
        elif isinstance(part, int) and 0 <= part < len(state.table) and _in_play(state, part):
            yield part


def raise_shield(fight: Frame) -> None:
    """Shield of Faith: for the rest of this shootout (it lives on the shootout frame)."""
    fight["shield_of_faith"] = True


def _shield_raised(state: DoomtownState) -> bool:
    return any(frame["kind"] == "shootout" and frame.get("shield_of_faith") for frame in state.stack)


def guard_first_round(fight: Frame) -> None:
    """Campbell & Hatch Billiard Parlor: no dude is aced or discarded by a Shootout or non-Cheatin'
    Resolution ability in the shootout's first round (used after the posses form, before it)."""
    fight["first_round_guard"] = FIRST_ROUND


def _guarded_round(state: DoomtownState, timing: str) -> bool:
    return timing in (SHOOTOUT, RESOLUTION) and any(
        frame["kind"] == "shootout" and frame.get("first_round_guard") == frame["round"] for frame in state.stack
    )


def stopped(state: DoomtownState, card: int, how: str) -> bool:
    """May the ability resolving now not do ``how`` ("ace", "discard", "boot", "home", "move", and
    "leave_fight": take a dude out of its shootout) to the card?"""
    if how == "leave_fight":  # a dude's own trait, whoever's card effect it is
        return kept_in_fight(state, card, "card")
    act = effects.resolving()
    if act is None:
        return False  # the game's own rules
    if how == "discard" and state.table[card].card.code in HOOKS.get("kept_from_discard", {}):
        return True  # Curse of Failure
    if how in ("boot", "move", "home") and _unmoved_by_cards(state, card):
        return True
    seat = act["seat"]
    if immune(state, card, seat, act["card"]) or guarded(state, card, seat, act["timing"]):
        return True
    theirs = controller(state, card) != seat
    if how in ("ace", "discard"):
        dude = state.table[card].type == "dude"
        if dude and _guarded_round(state, act["timing"]):
            return True
        return dude and theirs and act["timing"] != CHEATIN and _shield_raised(state)
    return theirs and marked(state, "ancestors", card)  # boot, or send home booted


def ignores(state: DoomtownState, card: int, effect: dict[str, Any]) -> bool:
    by = effect.get("by")
    if by is not None and immune(state, card, by, effect.get("from")):
        return True
    watchers = HOOKS.get("ignores_effect", {})  # Peacemaker
    return any(
        _in_play(state, source) and watchers[state.table[source].card.code](state, source, card, effect)
        for source in cards_with_hook(state, "ignores_effect")
    )


def job_card_acts(seat: int) -> AbstractContextManager[None]:
    return effects.acting(seat, None, JOB)
