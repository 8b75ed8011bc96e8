"""Legends of There Comes a Reckoning whose reacts follow a dude's fall: Darius Hellstromme (after an
opposing dude is discarded or aced in a shootout) and Jasper Stone (after posses form, a marked
opposing dude whose ace rewards the shooter)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.engines.doomtown.abilities import effects
from games.engines.doomtown.abilities.core import Use, hook, trait
from games.engines.doomtown.abilities.discard_piles import discard_shut
from games.engines.doomtown.abilities.reacts import DUDE_ACED, DUDE_DISCARDED, react
from games.engines.doomtown.abilities.targets import is_gadget
from games.engines.doomtown.abilities.windows import ask, picker
from games.engines.doomtown.fight import opponent, side_posse
from games.engines.doomtown.frames import Frame
from games.engines.doomtown.town import attachments, home

if TYPE_CHECKING:
    from games.engines.doomtown.state import DoomtownState

HELLSTROMME_PENALTY = 2  # bullets off the leader's shooter without a Gadget Weapon
JASPER_BONUS = 2  # bullets of Jasper's shooter against the marked dude
# An effect on Jasper for the shootout, set to the marked opposing dude (on the legend: it outlasts
# the dude's leaving play, which ends the effects on the dude).
JASPER_MARK = "jasper_mark"


def _fights(state: DoomtownState) -> list[Frame]:
    return [frame for frame in state.stack if frame["kind"] == "shootout"]


def _shooting_side(state: DoomtownState, dude: int) -> tuple[Frame, int] | None:
    """The shootout and side in which ``dude`` is the declared shooter, if any."""
    for fight in _fights(state):
        if dude in fight["shooter"]:
            return fight, fight["shooter"].index(dude)
    return None


def gadget_weapons(state: DoomtownState, dude: int) -> list[int]:
    return [item for item in attachments(state, dude) if state.table[item].has("Weapon") and is_gadget(state, item)]


# ---- Darius Hellstromme ------------------------------------------------------------------------------


@trait("Darius Hellstromme", stats=("bullets",))
def hellstromme(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Its player leading a shootout: their shooter without a Gadget Weapon has 2 bullets less."""
    seat = state.table[source].owner
    found = _shooting_side(state, card)
    if found is None or state.table[card].owner != seat:
        return amount
    fight, side = found
    if fight["leader_seat"] != seat or side != seat or gadget_weapons(state, card):
        return amount
    return amount - HELLSTROMME_PENALTY


def _ready_gadget_weapons(u: Use) -> list[list[int]]:
    """[weapon to boot, dude to reward]: an unbooted Gadget Weapon in the user's posse, and a dude of
    theirs with a Gadget Weapon."""
    weapons = [w for d in u.my_posse() for w in gadget_weapons(u.state, d) if not u.state.booted[w]]
    armed = [d for d in u.my_dudes() if gadget_weapons(u.state, d)]
    return [[weapon, dude] for weapon in weapons for dude in armed]


def _hellstromme_applies(u: Use, data: dict[str, Any]) -> bool:
    dude = data["dude"]
    return u.fight is not None and u.state.table[dude].owner != u.seat and bool(_ready_gadget_weapons(u))


@react("Darius Hellstromme", (DUDE_DISCARDED, DUDE_ACED), applies=_hellstromme_applies)
def hellstromme_react(u: Use, data: dict[str, Any]) -> None:
    """boot a Gadget Weapon in your posse: your dude with a Gadget Weapon gets a permanent control point;
    a discarded opposing dude is aced instead"""
    options = [f"{weapon} {dude}" for weapon, dude in _ready_gadget_weapons(u)]
    texts = {
        option: f"Boot {u.state.table[int(option.split()[0])].name}: {u.state.table[int(option.split()[1])].name} "
        "gets a permanent control point"
        for option in options
    }
    ask(u.state, u.seat, "hellstromme", options, texts=texts, dude=data["dude"])


@picker("hellstromme")
def _hellstromme_reward(state: DoomtownState, frame: Frame, choice: str) -> None:
    weapon, rewarded = (int(part) for part in choice.split())
    state.booted[weapon] = 1
    effects.add(state, "control", rewarded, 1, until="play")
    fallen = frame["dude"]
    owner = state.table[fallen].owner
    if fallen in state.discard[owner] and not discard_shut(state, owner):  # RULINGS 348
        state.discard[owner].remove(fallen)
        state.boot_hill[owner].append(fallen)


# ---- Jasper Stone ----------------------------------------------------------------------------------


@trait("Jasper Stone", stats=("no_backup", "bullets"))
def jasper_stone(state: DoomtownState, source: int, card: int, stat: str, amount: Any) -> Any:
    """Away from its player's home only their shooter counts toward the draw hand bonuses; their shooter
    has +2 bullets against the dude marked by its react while their posse holds a non-token dude."""
    seat = state.table[source].owner
    if state.table[card].owner != seat or state.table[card].type != "dude":
        return amount
    if stat == "no_backup":
        fighting = any(
            card in fight["posse"][seat] and fight["location"] != home(state, seat) for fight in _fights(state)
        )
        return True if fighting else amount
    found = _shooting_side(state, card)
    if found is None:
        return amount
    fight, side = found
    marked = _marked(state, source)
    facing = side_posse(state, fight, opponent(fight, side))
    real = any(not state.table[d].card.token for d in side_posse(state, fight, side))
    return amount + JASPER_BONUS if real and any(d in facing for d in marked) else amount


def _marked(state: DoomtownState, legend: int) -> list[int]:
    return [e["set"] for e in state.effects if e["stat"] == JASPER_MARK and e["card"] == legend]


def _jasper_applies(u: Use, _: dict[str, Any]) -> bool:
    return u.fight is not None and u.my_side() is not None and bool(u.their_posse())


@react("Jasper Stone", "posses_formed", applies=_jasper_applies)
def jasper_stone_react(u: Use, _: dict[str, Any]) -> None:
    """mark a dude of the opposing posse: your shooter has +2 bullets against them; if they are aced,
    your shooter gets a permanent control point and +1 bullets"""
    ask(u.state, u.seat, "jasper_mark", u.their_posse(), verb="Mark", legend=u.card)


@picker("jasper_mark")
def _jasper_marks(state: DoomtownState, frame: Frame, dude: int) -> None:
    effects.add(state, JASPER_MARK, frame["legend"], until="shootout", set_to=dude)


@hook("dude_aced", "Jasper Stone")
def _jasper_mark_aced(state: DoomtownState, dude: int) -> None:
    """The marked dude aced: the shooter its marker declared this round is rewarded (RULINGS 349)."""
    for effect in state.effects:
        if effect["stat"] != JASPER_MARK or effect["set"] != dude:
            continue
        seat = state.table[effect["card"]].owner
        for fight in _fights(state):
            side = fight["side"][seat]
            shooter = None if side is None else fight["shooter"][side]
            if shooter is not None and any(shooter in cards for cards in state.play):
                effects.add(state, "control", shooter, 1, until="play", by=seat)
                effects.add(state, "bullets", shooter, 1, until="play", by=seat)
