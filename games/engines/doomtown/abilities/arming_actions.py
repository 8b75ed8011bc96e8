"""Action cards of the later packs that change a dude: a Weapon back from the discard pile (Look What
I Found!), bullets paid for in blood (Debt of Blood), airs that keep them out of fights (Puttin' On
Airs)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import NOON, SHOOTOUT, Use, action
from games.engines.doomtown.abilities.costs import play_cost
from games.engines.doomtown.abilities.discard_piles import open_discard
from games.engines.doomtown.abilities.goods import keep_one
from games.engines.doomtown.abilities.inventing import invent, invent_skill
from games.engines.doomtown.abilities.losses import lost_this_turn
from games.engines.doomtown.abilities.restraints import NO_CALLOUTS, NO_LEADER_POSSE
from games.engines.doomtown.abilities.restrictions import may_attach
from games.engines.doomtown.abilities.skill_checks import after_check
from games.engines.doomtown.abilities.targets import is_gadget, my_posse
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import attachments
from games.engines.doomtown.zones import attach

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

BLOOD_BULLETS = 3  # Debt of Blood


# ---- Look What I Found! -----------------------------------------------------------------------------


def _weapon_cost(u: Use, weapon: int, dude: int) -> int:
    return play_cost(u.state, u.seat, weapon, u.state.at[dude])


def _found_weapons(u: Use) -> list[list[int]]:
    """[weapon, dude]: a non-Unique Weapon of the user's open discard pile the stash pays for, and a
    dude of the posse who may carry it (a Gadget: who may invent it)."""
    found: dict[tuple[str, int], list[int]] = {}
    in_hand = u.card in u.state.hand[u.seat]  # listed before the card itself is paid for
    budget = u.state.stash[u.seat] - (u.state.table[u.card].num("cost") if in_hand else 0)
    for weapon in sorted(open_discard(u.state, u.seat)):
        facts = u.state.table[weapon]
        if facts.type != "goods" or not facts.has("Weapon") or facts.card.unique:
            continue
        for dude in my_posse(u):
            if _weapon_cost(u, weapon, dude) > budget or not may_attach(u.state, weapon, dude):
                continue
            if is_gadget(u.state, weapon) and invent_skill(u.state, dude, weapon) is None:
                continue
            found.setdefault((facts.title, dude), [weapon, dude])
    return list(found.values())


@action("Look What I Found!", SHOOTOUT, targets=_found_weapons)
def look_what_i_found(u: Use, target: list[int]) -> None:
    """attach a non-Unique Weapon from your discard pile to your dude in the posse (paying its cost; a
    Gadget is invented), then boot a Weapon or Sidekick that dude carries"""
    weapon, dude = target
    u.pay(_weapon_cost(u, weapon, dude))
    u.state.discard[u.seat].remove(weapon)
    if is_gadget(u.state, weapon):  # a failed test puts it back in the discard pile
        invent(u.state, u.seat, dude, weapon, dude, then="found_weapon", data={"seat": u.seat, "dude": dude})
        return
    attach(u.state, weapon, dude, u.seat)
    keep_one(u.state, u.seat, weapon, dude)
    _found_weapon(u.state, {"seat": u.seat, "dude": dude}, 0)


@after_check("found_weapon")
def _found_weapon(state: DoomtownState, found: dict[str, Any], _margin: int) -> None:
    """Then a Weapon or Sidekick the dude carries boots (the Gadget invented or not)."""
    dude = found["dude"]
    carried = [c for c in attachments(state, dude) if state.table[c].has("Weapon") or state.table[c].has("Sidekick")]
    ask(state, found["seat"], "found_boots", [c for c in carried if not state.booted[c]], verb="Boot")


@picker("found_boots")
def _found_boots(state: DoomtownState, frame: Frame, card: Any) -> None:
    state.booted[card] = 1


# ---- Debt of Blood ------------------------------------------------------------------------------------


@action("Debt of Blood", SHOOTOUT, targets=my_posse, when=lambda u: lost_this_turn(u.state, u.seat))
def debt_of_blood(u: Use, dude: int) -> None:
    """one of your dudes fell this turn (discarded or aced, as a casualty or by an opponent's card): your
    dude in the posse gets +3 bullets and is a stud"""
    effects.add(u.state, "bullets", dude, BLOOD_BULLETS, until="shootout")
    effects.add(u.state, "bullet_type", dude, until="shootout", set_to="stud")


@action(
    "Debt of Blood",
    NOON,
    targets=lambda u: u.my_dudes(),
    when=lambda u: lost_this_turn(u.state, u.seat, aced_only=True),
)
def debt_of_blood_noon(u: Use, dude: int) -> None:
    """one of your dudes was aced this turn (as a casualty or by an opponent's card): your dude gets +3
    bullets and is a stud today"""
    effects.add(u.state, "bullets", dude, BLOOD_BULLETS, until="turn")
    effects.add(u.state, "bullet_type", dude, until="turn", set_to="stud")


# ---- Puttin' On Airs ---------------------------------------------------------------------------------


def _airs_targets(u: Use) -> list[list[Any]]:
    """[dude, whether a bounty comes off]: your dudes (a wanted one may shed a bounty)."""
    return [[d, shed] for d in u.my_dudes() for shed in ((False, True) if u.state.bounty[d] else (False,))]


@action("Puttin' On Airs", NOON, targets=_airs_targets)
def puttin_on_airs(u: Use, target: list[Any]) -> None:
    """your dude: +1 influence today, you may remove a bounty; today they make no call-outs and do not join
    the leader's posse"""
    dude, shed = target
    effects.add(u.state, "influence", dude, 1, until="turn")
    if shed and u.state.bounty[dude]:
        u.state.bounty[dude] -= 1
        u.state.bank += 1
    effects.add(u.state, NO_CALLOUTS, dude, until="turn", set_to=True)
    effects.add(u.state, NO_LEADER_POSSE, dude, until="turn", set_to=True)
