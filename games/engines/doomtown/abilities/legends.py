"""Legends: one per deck at most, in play from the start beside the outfit (``setup.py``), used like
an outfit by its player. Their traits mostly bind their player as the leader of a shootout; cards in
play change a posse's stud and draw bonuses (``HOOKS["posse_bonuses"]``) and the dudes it may
choose as its shooter (``HOOKS["shooter_choices"]``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import (
    HOOKS,
    RESOLUTION,
    SHOOTOUT,
    Use,
    ability,
    cards_with_hook,
    hook,
    trait,
)
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.dudes.common import items
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.targets import pairs
from games.engines.doomtown.fight import side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.table import SPELL_SKILL
from games.engines.doomtown.town import adjusted_stat, grit
from games.engines.doomtown.zones import attach, pay

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


def _shootout(state: DoomtownState) -> Frame | None:
    for frame in reversed(state.stack):
        if frame["kind"] == "shootout":
            return cast(Frame, frame)
    return None


def leads(state: DoomtownState, seat: int) -> Frame | None:
    """The shootout under way in which ``seat`` is the leader, if any."""
    fight = _shootout(state)
    return fight if fight is not None and fight["leader_seat"] == seat else None


def posse_bonuses(state: DoomtownState, fight: Frame, side: int, found: tuple[int, int]) -> tuple[int, int]:
    """A side's (stud, draw) bonuses after the cards in play that change them."""
    hooks = HOOKS.get("posse_bonuses", {})
    for card in cards_with_hook(state, "posse_bonuses"):
        if any(card in cards for cards in state.play):
            found = hooks[state.table[card].card.code](state, card, fight, side, found)
    return found


def shooter_choices(state: DoomtownState, fight: Frame, seat: int, posse: list[int]) -> list[int]:
    """The dudes of ``posse`` that ``seat`` may choose as its shooter."""
    hooks = HOOKS.get("shooter_choices", {})
    for card in cards_with_hook(state, "shooter_choices"):
        if card in state.play[seat]:
            posse = hooks[state.table[card].card.code](state, card, fight, posse)
    return posse


def spellcaster_rating(state: DoomtownState, dude: int) -> int:
    """A dude's highest spellcasting skill (Huckster, Blessed, Shaman) with its bonuses; 0 without one."""
    ratings = [
        adjusted_stat(state, skill, dude, rating)
        for skill in SPELL_SKILL.values()
        if (rating := state.table[dude].rating(skill)) is not None
    ]
    return max(ratings, default=0)


def is_spellcaster(state: DoomtownState, dude: int) -> bool:
    return any(state.table[dude].rating(skill) is not None for skill in SPELL_SKILL.values())


# ---- Doc Holliday ----------------------------------------------------------------------------------


@hook("posse_bonuses", "Doc Holliday")
def _doc_holliday_penalty(
    state: DoomtownState, legend: int, fight: Frame, side: int, found: tuple[int, int]
) -> tuple[int, int]:
    """Its player leading without a spellcaster in the posse: 2 fewer stud bonus cards (never below 0)."""
    return leaders_stud_penalty(
        state, legend, fight, side, found, lambda posse: not any(is_spellcaster(state, dude) for dude in posse)
    )


def leaders_stud_penalty(
    state: DoomtownState,
    legend: int,
    fight: Frame,
    side: int,
    found: tuple[int, int],
    applies: Callable[[list[int]], bool],
) -> tuple[int, int]:
    """2 fewer stud bonus cards (never below 0) for the legend's player's posse when they lead and
    ``applies(posse)``."""
    seat = state.table[legend].owner
    if fight["leader_seat"] != seat or side != seat or not applies(side_posse(state, fight, side)):
        return found
    stud, draw = found
    return max(0, stud - 2), draw


def _holliday_targets(u: Use) -> list[list[int]]:
    casters = [d for d in u.my_posse() + u.their_posse() if spellcaster_rating(u.state, d) > 0]
    return [[mine, caster] for mine in u.my_posse() for caster in casters]


@ability("Doc Holliday", SHOOTOUT, boot=True, targets=_holliday_targets)
def doc_holliday(u: Use, target: list[int]) -> None:
    """your dude gains bullets equal to a shootout dude's spellcasting skill, and has at most 4 bullets"""
    mine, caster = target
    effects.add(u.state, "bullets", mine, spellcaster_rating(u.state, caster), until="shootout")
    effects.add(u.state, "max_bullets", mine, until="shootout", set_to=4)


# ---- Andrew Lane -----------------------------------------------------------------------------------


@trait("Andrew Lane", stats=("bullets",))
def andrew_lane(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its player leading a shootout: their dudes in it without a Weapon have 1 bullet less."""
    seat = state.table[source].owner
    if state.table[card].owner != seat or state.table[card].type != "dude":
        return amount
    fight = leads(state, seat)
    if fight is None or card not in fight["posse"][seat]:
        return amount
    return amount if items(state, card, "Weapon") else amount - 1


def _lane_targets(u: Use) -> list[list[int]]:
    weapons = [
        card for card in sorted(set(u.state.hand[u.seat]))
        if u.state.table[card].type == "goods" and u.state.table[card].has("Weapon")
        and not u.state.table[card].card.unique and play_cost(u.state, u.seat, card, None) <= u.state.stash[u.seat]
    ]  # fmt: skip
    dudes = [d for d in u.my_dudes() if not u.state.table[d].card.token]
    return pairs(weapons, dudes)


@ability("Andrew Lane", SHOOTOUT, boot=True, targets=_lane_targets)
def andrew_lane_arms(u: Use, target: list[int]) -> None:
    """attach a non-unique Weapon from your hand to your dude (paying its cost)"""
    weapon, dude = target
    pay(u.state, u.seat, play_cost(u.state, u.seat, weapon, u.state.at[dude]))
    u.state.hand[u.seat].remove(weapon)
    attach(u.state, weapon, dude, u.seat)
    keep_one(u.state, u.seat, weapon, dude)


# ---- Hank Ketchum ----------------------------------------------------------------------------------


@hook("shooter_choices", "Hank Ketchum")
def _hank_ketchum_shooter(state: DoomtownState, legend: int, fight: Frame, posse: list[int]) -> list[int]:
    """Its player leading: the shooter is one of the posse's highest-grit dudes."""
    if fight["leader_seat"] != state.table[legend].owner or not posse:
        return posse
    top = max(grit(state, dude) for dude in posse)
    return [dude for dude in posse if grit(state, dude) == top]


def _lone_dude(u: Use) -> bool:
    posse = u.my_posse()
    return len(posse) == 1 and u.state.table[posse[0]].num("influence") >= 1


@ability("Hank Ketchum", RESOLUTION, boot=True, when=_lone_dude)
def hank_ketchum(u: Use, _: None) -> None:
    """your posse's only dude, with printed influence, is Harrowed this round"""
    effects.add(u.state, "harrowed", u.my_posse()[0], until="round", set_to=True)


# ---- Lacy O'Malley ---------------------------------------------------------------------------------


@hook("keeps_discard", "Lacy O'Malley")
def _lacy_keeps_discard(state: DoomtownState, legend: int) -> bool:
    """Her player's discard pile is shut to card effects: nothing leaves it, nothing is played from it
    (``discard_piles.discard_shut``; RULINGS 347)."""
    return True


@hook("during_sundown", "Lacy O'Malley")
def _lacy_sundown(state: DoomtownState, legend: int) -> None:
    """During Sundown her player discards the whole hand (Nightfall then draws a new one)."""
    seat = state.table[legend].owner
    state.discard[seat].extend(state.hand[seat])
    state.hand[seat].clear()
