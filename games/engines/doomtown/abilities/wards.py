"""Cards that protect dudes and goods from other players' card effects: Shield of Faith, Strength
of the Ancestors, Sword of the Spirit and Bio-Charge Neutralizer. What each protection stops is
decided in ``protection.py``; these cards only put it in place."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, ability, trait
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.protection import raise_shield
from games.engines.doomtown.abilities.rounds import reduce_casualties
from games.engines.doomtown.abilities.skill_checks import after_suit, gadget_pull
from games.engines.doomtown.fight import current
from games.engines.doomtown.town import dudes_at, location_of
from games.engines.doomtown.zones import leave_play

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState


@ability("Shield of Faith", SHOOTOUT, boot=True, skill=7)
def shield_of_faith(u: Use, _: None) -> None:
    """(Miracle 7) this shootout no card effect but a cheatin' resolution aces or discards another
    player's dude; your casualties this round are one fewer"""
    fight = current(u.state)
    raise_shield(fight)
    reduce_casualties(u.state, fight, u.fighting_side(), 1)


@ability("Strength of the Ancestors", NOON, boot=True, skill=5)
def strength_of_the_ancestors(u: Use, _: None) -> None:
    """(Spirit 5) this dude: +3 bullets, a stud, and other players' effects neither boot it nor send
    it home booted, while it stays here this turn"""
    here = u.state.at[u.dude]
    effects.add(u.state, "bullets", u.dude, 3, until="turn", stays_at=here)
    effects.add(u.state, "bullet_type", u.dude, until="turn", set_to="stud", stays_at=here)
    effects.add(u.state, "ancestors", u.dude, until="turn", set_to=True, stays_at=here)


@ability("Sword of the Spirit", NOON, skill=7, targets=lambda u: u.all_dudes())
def sword_of_the_spirit(u: Use, dude: int) -> None:
    """(Miracle 7) a dude gets +1 bullets this turn; while it has a Melee Weapon, it is a stud and
    opposing spells cannot affect it"""
    effects.add(u.state, "bullets", dude, 1, until="turn")
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud", while_melee=True)
    effects.add(u.state, "spell_ward", dude, until="turn", set_to=True, while_melee=True)


@trait("Bio-Charge Neutralizer", stats=("bullet_type", "tradeable"))
def bio_charge_neutralizer(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its dude is a stud; it cannot be traded."""
    if stat == "bullet_type" and card == state.attached_to[source]:
        return "stud"
    if stat == "tradeable" and card == source:
        return False
    return amount


def _other_dudes_here(u: Use) -> list[int]:
    return [d for d in dudes_at(u.state, u.state.at[u.dude]) if d != u.dude and d in u.my_dudes()]


@ability("Bio-Charge Neutralizer", NOON, boot=True, targets=_other_dudes_here)
def bio_charge_passes_on(u: Use, dude: int) -> None:
    """pull: a club discards it, anything else moves it to this other dude of yours here"""
    gadget_pull(u.state, u.seat, u.card, "bio_charge_pulled", {"seat": u.seat, "card": u.card, "dude": dude})


@after_suit("bio_charge_pulled")
def _bio_charge_pulled(state: DoomtownState, pulled: dict[str, Any], suit: str | None) -> None:
    card, dude = pulled["card"], pulled["dude"]
    if suit is None or card not in state.play[state.table[card].owner]:
        return
    if suit == "clubs":
        leave_play(state, card, ace=False)
        return
    if dude not in state.play[pulled["seat"]] or state.at[dude] != location_of(state, card):
        return  # the dude it was to move to is gone meanwhile
    state.attached_to[card] = dude
    keep_one(state, pulled["seat"], card, dude)  # a Weapon: the new dude may already carry one
